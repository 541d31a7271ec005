"""The event model on real corpora with the real spaCy model: the Kerman sample and unrelated BBC news."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.articles import read_articles
from kg.pipeline import model_corpus

BBC = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "bbc"  # ../shared beside the repo
BBC_MIXED = [
    BBC / "business/001.txt",
    BBC / "entertainment/002.txt",
    BBC / "politics/003.txt",
    BBC / "sport/004.txt",
    BBC / "tech/005.txt",
]


@pytest.fixture(scope="module")
def kerman(nlp, sample_dir):
    return model_corpus(read_articles([sample_dir]))


@pytest.fixture(scope="module")
def kerman_graph(kerman, tmp_path_factory):
    from kg.rdf import build_graph, serialize

    path = tmp_path_factory.mktemp("kerman") / "graph.ttl"
    path.write_bytes(serialize(build_graph(kerman)))
    return path


def _main(model):
    mains = [e for e in model.events if e.is_main]
    assert len(mains) == 1, [e.key for e in mains]
    return mains[0]


def test_main_event_is_one_bombing_reported_by_every_article(kerman):
    main = _main(kerman)
    assert main.event_type in ("Bombing", "Explosion", "Attack")
    assert main.articles == ("000", "001", "002", "003", "004")
    assert main.date == "2024-01-03" and main.time == "15:00"


def test_first_and_second_explosions_are_sub_events_with_their_own_places(kerman):
    main = _main(kerman)
    subs = sorted((e for e in kerman.events if e.parent == main.key), key=lambda e: e.key)
    assert [e.label.split()[0] for e in subs] == ["first", "second"]
    assert any("700 meters" in text for text in subs[0].place_text)
    assert any("kilometer" in text for text in subs[1].place_text)


def test_soleimanis_2020_killing_and_the_gaza_war_stay_separate_events(kerman):
    main = _main(kerman)
    killing = [
        e
        for e in kerman.events
        if e.event_type == "Killing" and any(r == "victim" and "soleimani" in k for r, k in e.roles)
    ]
    assert len(killing) == 1 and killing[0].date == "2020-01-03" and killing[0].key != main.key
    wars = [e for e in kerman.events if e.event_type == "War" and "gaza" in e.places]
    assert len(wars) == 1 and wars[0].parent is None and not (wars[0].date or "").startswith("19")
    assert wars[0].articles == ("002", "004")


def test_a_named_earlier_war_is_not_merged_with_the_current_one(kerman):
    (iran_iraq,) = [e for e in kerman.events if "Iran-Iraq" in e.label]
    assert iran_iraq.date == "1980" and iran_iraq.articles == ("003",)


@pytest.mark.parametrize(
    ("measure", "values"),
    [("killed", {95, 103}), ("injured", {141, 210, 211}), ("time-between-blasts", {15, 20})],
)
def test_disagreeing_figures_are_kept_as_separate_claims(kerman, measure, values):
    main = _main(kerman)
    found = {c.value for c in kerman.claims if c.event == main.key and c.measure == measure}
    assert values <= found


def test_revision_in_one_text_keeps_both_figures_in_order(kerman):
    main = _main(kerman)
    revised = sorted(
        (c.order, c.value)
        for c in kerman.claims
        if c.article_id == "004" and c.event == main.key and c.measure == "killed" and c.value in (95, 103)
    )
    assert [v for _, v in revised] == [103, 95]


def test_health_minister_is_the_cited_source_of_the_revised_toll(kerman):
    claim = next(c for c in kerman.claims if c.article_id == "004" and c.value == 211)
    assert claim.source and "Health Minister" in claim.source


def test_at_least_eight_actors_react_to_the_main_event(kerman):
    main = _main(kerman)
    actors = {r.actor for r in kerman.reactions if r.event == main.key}
    assert len(actors) >= 8
    kinds = {r.kind for r in kerman.reactions if r.event == main.key}
    assert {"condemnation", "denial", "condolence"} <= kinds


def test_claims_report_flags_each_disagreeing_measure(kerman_graph):
    from kg.reports import claims_report

    report = claims_report(kerman_graph)
    flagged = [line for line in report.splitlines() if "DISAGREE" in line]
    assert any("| killed:" in line for line in flagged)
    assert any("| injured:" in line for line in flagged)
    assert any("| time-between-blasts:" in line and "15" in line and "20" in line for line in flagged)


def test_timeline_puts_the_2020_killing_before_the_bombing(kerman_graph):
    from kg.reports import timeline

    lines = timeline(kerman_graph).splitlines()
    killing = next(i for i, line in enumerate(lines) if line.startswith("2020-01-03"))
    bombing = next(i for i, line in enumerate(lines) if "[main event]" in line)
    assert killing < bombing and lines[bombing].startswith("2024-01-03 15:00")


def test_who_condemned_the_bombing_is_one_sparql_pattern(kerman_graph):
    from rdflib import Graph

    graph = Graph().parse(kerman_graph)
    rows = graph.query("""
        PREFIX kg: <https://w3id.org/kg-news/vocab#>
        PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
        SELECT DISTINCT ?actor WHERE {
          ?s kg:reactsTo ?e ; kg:reactionType "condemnation" ; kg:reactor ?a .
          ?e kg:isMainEvent true . ?a skos:prefLabel ?actor }""")
    actors = {str(r.actor) for r in rows}
    assert {"Antonio Guterres", "Josep Borrell", "Recep Tayyip Erdogan"} <= actors


@pytest.mark.skipif(not BBC.exists(), reason="BBC corpus not available")
def test_unrelated_news_gets_no_invented_main_event(nlp):
    model = model_corpus(read_articles(BBC_MIXED))
    assert not any(e.is_main for e in model.events)


@pytest.mark.skipif(not BBC.exists(), reason="BBC corpus not available")
def test_a_story_filling_half_of_a_mixed_corpus_is_still_its_main_event(nlp, sample_dir, tmp_path):
    for path in BBC_MIXED:  # the BBC files share stems (001.txt) with the sample: article ids must differ
        (tmp_path / f"bbc-{path.parent.name}-{path.name}").write_bytes(path.read_bytes())
    model = model_corpus(read_articles([sample_dir, tmp_path]))
    mains = [e for e in model.events if e.is_main]
    assert len(mains) == 1 and mains[0].articles == ("000", "001", "002", "003", "004")
