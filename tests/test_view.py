"""The HTML view's data rules, without a browser: what becomes a node, an edge and its evidence."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rdf_sample import entity, statement
from rdflib import Graph

from kg.entities.names import name_tokens, token_key
from kg.errors import KGError
from kg.rdf import build_graph
from kg.types import EVENT, ORGANIZATION, PERSON, PLACE, Article, Claim, Event, KnowledgeGraph, Reaction
from kg.view.html import _script_json, build_view_model, render_file, render_html
from kg.view.model import PHRASE

# ---- hand-made models, shared with test_view_browser.py ------------------------------------------------

PREFIXES = """
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX kg: <https://w3id.org/kg-news/vocab#>
PREFIX schema: <https://schema.org/>
PREFIX sem: <http://semanticweb.cs.vu.nl/2009/11/sem/>
"""

# Node and edge counts straight from the graph, written independently of kg/view/html.py's code: every typed
# entity, concept or event and every untyped statement end is a node; statements merge on
# (subject, predicate, object, negated, attributed); direct links between nodes that no positive,
# unattributed statement covers are edges too.
NODES_QUERY = (
    PREFIXES
    + """
SELECT (COUNT(DISTINCT ?n) AS ?count) WHERE {
  { ?n a ?c . VALUES ?c { schema:Person schema:Organization schema:Place schema:Event sem:Event
                          kg:OtherEntity kg:Concept } }
  UNION { ?st a rdf:Statement ; rdf:subject ?n ; rdf:object ?o . FILTER(!isLiteral(?o)) }
  UNION { ?st a rdf:Statement ; rdf:object ?n . FILTER(!isLiteral(?n)) }
}"""
)
STATEMENT_EDGES_QUERY = (
    PREFIXES
    + """
SELECT ?s ?p ?o ?neg ?att WHERE {
  ?st a rdf:Statement ; rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o .
  FILTER(!isLiteral(?o))
  OPTIONAL { ?st kg:negated ?n }
  BIND(COALESCE(?n = true, false) AS ?neg)
  BIND(EXISTS { ?st kg:attributedTo ?x } AS ?att)
}"""
)


# Reactions merge per (reactor, type, event); a statement with a phrase or literal object about an event is an
# edge from its subject to the event, merged per (subject, predicate, event, negated), unless a reaction.
REACTION_EDGES_QUERY = (
    PREFIXES
    + """
SELECT DISTINCT ?who ?type ?event WHERE {
  ?st kg:reactor ?who ; kg:reactionType ?type ; kg:reactsTo ?event . FILTER(?who != ?event)
}"""
)
ABOUT_EDGES_QUERY = (
    PREFIXES
    + """
SELECT DISTINCT ?s ?p ?event ?neg WHERE {
  ?st a rdf:Statement ; rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o ; kg:aboutEvent ?event .
  FILTER NOT EXISTS { ?st kg:reactor ?r ; kg:reactsTo ?e2 ; kg:reactionType ?t . FILTER(?r != ?e2) }
  FILTER(isLiteral(?o) || EXISTS { ?o a kg:Concept })
  FILTER NOT EXISTS { ?s a kg:Concept }
  FILTER(?s != ?event)
  OPTIONAL { ?st kg:negated ?n }
  BIND(COALESCE(?n = true, false) AS ?neg)
}"""
)


def statement_edges(graph: Graph) -> set[tuple]:
    return {(r.s, r.p, r.o, r.neg.toPython(), r.att.toPython()) for r in graph.query(STATEMENT_EDGES_QUERY)}


def expected_counts(graph: Graph) -> tuple[int, int]:
    nodes_row = next(iter(graph.query(NODES_QUERY)))
    node_count = int(nodes_row[0])
    grouped = statement_edges(graph)
    node_types = set(
        graph.query(
            PREFIXES
            + """
        SELECT ?n WHERE { ?n a ?c . VALUES ?c { schema:Person schema:Organization schema:Place schema:Event
                          sem:Event kg:OtherEntity kg:Concept } }"""
        )
    )
    ends = {row[0] for row in node_types} | {t for g in grouped for t in (g[0], g[2])}
    direct = {
        (s, p, o, False, False)
        for s, p, o in graph
        if s in ends and o in ends and s != o and str(p) not in NOT_EDGE_PREDICATES
    }
    reactions = set(graph.query(REACTION_EDGES_QUERY))
    about = set(graph.query(ABOUT_EDGES_QUERY))
    return node_count, len(grouped | direct) + len(reactions) + len(about)


NOT_EDGE_PREDICATES = {
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#type",
    "https://w3id.org/kg-news/vocab#mentionedIn",
    "http://www.w3.org/ns/prov#wasDerivedFrom",
}


SOLEIMANI = ("Qassem Soleimani", "qassem-soleimani")
KERMAN_SENTENCES = {
    "000": "Soleimani, one of the most powerful military commanders in Iran, was killed on Jan 3, 2020, near "
    "Baghdad's international airport in a drone strike ordered by then-US President Donald Trump.",
    "001": "Qassem Soleimani was killed in a US drone strike in Baghdad.",
    "002": "At least 103 people were killed near the burial site of slain commander Qasem Soleimani.",
    "003": "The first explosion occurred 700 meters away from the grave of martyr Qassem Suleimani.",
    "004": "Kasem Soleimani was buried in Kerman.",
}
SOLEIMANI_ALIASES = ("Soleimani", "Qasem Soleimani", "Qassem Suleimani", "Kasem Soleimani")
KASEM, KERMAN = ("Kasem Soleimani", SOLEIMANI[1]), ("Kerman", "kerman")
QASEM = ("slain commander Qasem Soleimani", SOLEIMANI[1])
SULEIMANI = ("martyr Qassem Suleimani", SOLEIMANI[1])
# article, sentence, position, subject, relation words, lemma, object, extras
KERMAN_STATEMENTS: list[tuple] = [
    ("000", 6, 0, ("Soleimani", SOLEIMANI[1]), "was killed near", "kill near", ("Baghdad", "baghdad"), {}),
    ("000", 6, 1, ("Donald Trump", "donald-trump"), "ordered", "order", ("a drone strike", None), {}),
    ("001", 0, 0, SOLEIMANI, "was killed in", "kill in", ("a US drone strike", None), {}),
    ("001", 0, 1, SOLEIMANI, "was killed in", "kill in", ("Baghdad", "baghdad"), {}),
    ("002", 0, 0, ("At least 103 people", None), "were killed near", "kill near", QASEM, {}),
    ("003", 0, 0, ("The first explosion", "kerman-bombings"), "occurred", "occur away from", SULEIMANI, {}),
    ("004", 0, 0, KASEM, "was buried in", "bury in", KERMAN, {}),
    ("004", 0, 1, KASEM, "was not buried in", "bury in", KERMAN, {"negated": True}),
    ("004", 0, 2, KASEM, "was buried in", "bury in", KERMAN, {"speaker": ("Kasem Soleimani", "irna")}),
]


def kerman_model() -> KnowledgeGraph:
    """A small hand-made model of the sample corpus: Soleimani in all five articles, an event, claims."""
    articles = tuple(Article(a, s) for a, s in KERMAN_SENTENCES.items())
    ids = tuple(KERMAN_SENTENCES)
    entities = (
        entity("qassem-soleimani", "Qassem Soleimani", PERSON, SOLEIMANI_ALIASES, ids),
        entity("donald-trump", "Donald Trump", PERSON, ("Trump",), ("000",)),
        entity("ali-khamenei", "Ali Khamenei", PERSON, ("Khamenei",), ("000",)),
        entity("kerman", "Kerman", PLACE, (), ids),
        entity("baghdad", "Baghdad", PLACE, (), ("000", "001")),
        entity("united-states", "United States", PLACE, ("US",), ("000", "001")),
        entity("irna", "IRNA", ORGANIZATION, (), ("000", "003")),
        entity("kerman-bombings", "2024 Kerman bombings", EVENT, (), ids),
    )
    statements = tuple(
        statement(
            article,
            index,
            position,
            KERMAN_SENTENCES[article],
            subject,
            lemma,
            obj,
            predicate=words,
            **extras,
        )
        for article, index, position, subject, words, lemma, obj, extras in KERMAN_STATEMENTS
    )
    events = (
        Event(
            "kerman-bombings",
            "2024 Kerman bombings",
            "Bombing",
            articles=ids,
            date="2024-01-03",
            time="15:00",
            places=("kerman",),
            roles=(("perpetrator", "irna"),),
            is_main=True,
        ),
    )
    claims = (
        Claim("c1", "kerman-bombings", "killed", 95, "people", "at least", "000", 0, "killed at least 95"),
        Claim(
            "c2", "kerman-bombings", "killed", 103, "people", "at least", "002", 0, KERMAN_SENTENCES["002"]
        ),
    )
    return KnowledgeGraph(articles, (), entities, statements, events, claims)


def reacting_model():
    """The hand-made Kerman model with Khamenei condemning the bombing in the statement that names him."""
    model = kerman_model()
    said = model.statements[1].id
    return type(model)(
        model.articles,
        model.sentences,
        model.entities,
        model.statements,
        model.events,
        model.claims,
        (Reaction(said, "ali-khamenei", "condemnation", "kerman-bombings"),),
    )


XSS_SCRIPT = "<script>window.__pwned=1</script>"
XSS_IMG = '<img src=x onerror="window.__pwned=1">'


def xss_model() -> KnowledgeGraph:
    """An article whose entity names, phrases and sentences carry script and event-handler payloads."""
    sentence = f"Mr {XSS_SCRIPT} met {XSS_IMG} in Paris & said </script><b>hi</b> \u2028 done."
    article = "evil<001>"
    villain = (f"Mr {XSS_SCRIPT}", "evil-script")
    entities = (
        entity("evil-script", villain[0], PERSON, (XSS_IMG,), (article,)),
        entity("evil-img", XSS_IMG, ORGANIZATION, (), (article,)),
        entity("paris", "Paris", PLACE, (), (article,)),
    )
    statements = (
        statement(article, 0, 0, sentence, villain, "met <i>x</i>", (XSS_IMG, "evil-img"), predicate="met"),
        statement(
            article,
            0,
            1,
            sentence,
            villain,
            "say",
            ("</script><b>hi</b>", None),
            predicate="said",
            speaker=(XSS_IMG, "evil-img"),
        ),
    )
    return KnowledgeGraph((Article(article, sentence),), (), entities, statements)


@pytest.fixture(scope="module")
def kerman_graph() -> Graph:
    return build_graph(kerman_model())


# ---- tests -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("model", [kerman_model, xss_model], ids=["kerman", "xss"])
def test_view_model_counts_follow_the_documented_rules(model):
    graph = build_graph(model())
    view = build_view_model(graph)
    assert (len(view.nodes), len(view.edges)) == expected_counts(graph)


def test_untyped_construct_result_draws_every_linked_resource(kerman_graph):
    links = kerman_graph.query(
        PREFIXES
        + """
        CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o . ?p a kg:Relation }"""
    ).graph
    view = build_view_model(links)
    assert len(links) > 0
    assert len(view.nodes) == len(set(links.subjects()) | set(links.objects()))
    assert len(view.edges) == len(links)
    assert {n.label for n in view.nodes} >= {"qassem-soleimani", "kerman"}


def test_statements_with_same_ends_predicate_and_polarity_merge_into_one_edge(kerman_graph):
    view = build_view_model(kerman_graph)
    by_label = {n.label: n.id for n in view.nodes}
    buried = [
        e for e in view.edges if (e.source, e.target) == (by_label["Qassem Soleimani"], by_label["Kerman"])
    ]
    # positive, negated and attributed "bury in" stay three edges, one sentence each
    assert sorted((e.negated, e.attributed, len(e.evidence)) for e in buried) == [
        (False, False, 1),
        (False, True, 1),
        (True, False, 1),
    ]
    killed_near = [e for e in view.edges if e.predicate == "kill in" and e.target == by_label["Baghdad"]]
    assert len(killed_near) == 1


def test_evidence_carries_article_sentence_words_and_speaker(kerman_graph):
    view = build_view_model(kerman_graph)
    attributed = next(e for e in view.edges if e.attributed)
    (evidence,) = [view.evidence[i] for i in attributed.evidence]
    assert (evidence.article, evidence.relation, evidence.speaker_label) == ("004", "was buried in", "IRNA")
    assert evidence.sentence == KERMAN_SENTENCES["004"]


def test_evidence_carries_the_day_and_place_its_clause_states():
    model = kerman_model()
    first, *rest = model.statements
    dated = replace(first, stated_date="2020-01-03", stated_place="baghdad", stated_place_preposition="in")
    graph = build_graph(replace(model, statements=(dated, *rest)))
    shown = {(e.sentence, e.stated_date, e.stated_place_label) for e in build_view_model(graph).evidence}
    assert (dated.sentence, "2020-01-03", "Baghdad") in shown
    assert all(d is None and p is None for s, d, p in shown if s != dated.sentence)
    data = re.search(r'id="kg-data">(.*?)</script>', render_html(graph), re.S)
    assert data is not None
    pairs = {(e["sd"], e["spc"]) for e in json.loads(data.group(1))["evidence"]}
    assert pairs == {("2020-01-03", "Baghdad"), (None, None)}


def test_event_roles_and_location_are_edges_without_sentences(kerman_graph):
    view = build_view_model(kerman_graph)
    labels = {n.id: n.label for n in view.nodes}
    direct = {(labels[e.source], e.predicate, labels[e.target]) for e in view.edges if not e.evidence}
    assert ("2024 Kerman bombings", "place", "Kerman") in direct
    assert ("2024 Kerman bombings", "perpetrator", "IRNA") in direct


def test_a_reaction_is_an_edge_from_the_reactor_to_the_event_with_its_sentence():
    view = build_view_model(build_graph(reacting_model()))
    labels = {n.id: n.label for n in view.nodes}
    (reaction,) = [e for e in view.edges if e.kind == "reaction"]
    assert (labels[reaction.source], reaction.predicate, labels[reaction.target]) == (
        "Ali Khamenei",
        "condemnation",
        "2024 Kerman bombings",
    )
    assert [view.evidence[i].article for i in reaction.evidence] == ["000"]


def test_phrase_statements_are_listed_on_their_subject_and_their_edges_marked(kerman_graph):
    view = build_view_model(kerman_graph)
    trump = next(n for n in view.nodes if n.label == "Donald Trump")
    assert [(view.evidence[i].relation, view.evidence[i].object) for i in trump.phrases] == [
        ("ordered", "a drone strike")
    ]
    phrases = {n.id for n in view.nodes if n.kind == "concept"}
    for edge in view.edges:
        assert (edge.kind == "concept") == bool({edge.source, edge.target} & phrases)
    # entities and events come first, in rank order; phrases after them
    kinds = [n.kind == "concept" for n in view.nodes]
    assert kinds == sorted(kinds) and [n.rank for n in view.nodes] == list(range(len(view.nodes)))


def test_every_entity_carries_the_name_keys_of_entity_resolution(kerman_graph):
    view = build_view_model(kerman_graph)
    soleimani = next(n for n in view.nodes if n.label == "Qassem Soleimani")
    names = [soleimani.label, *soleimani.aliases]
    assert soleimani.keys == [[token_key(t) for t in name_tokens(name)] for name in names]
    # spellings that entity resolution merged share one key
    assert {tuple(k) for k in soleimani.keys} == {("kasem", "sulomani"), ("sulomani",)}


def test_claims_of_an_event_reach_the_page(kerman_graph):
    view = build_view_model(kerman_graph)
    main = next(n for n in view.nodes if n.main)
    assert sorted(float(c["value"]) for c in view.claims if c["event"] == main.id) == [95.0, 103.0]


@pytest.mark.parametrize("limit", [1, 3, 5])
def test_max_nodes_keeps_the_most_connected_nodes_and_the_main_event(kerman_graph, limit):
    full = build_view_model(kerman_graph)
    cut = build_view_model(kerman_graph, max_nodes=limit)
    assert len(cut.nodes) == limit and cut.total_nodes == len(full.nodes)
    kept = {n.label for n in cut.nodes}
    assert "2024 Kerman bombings" in kept
    if limit > 1:
        assert "Qassem Soleimani" in kept
    assert all(e.source < limit and e.target < limit for e in cut.edges)


def test_same_graph_renders_byte_identical_html(kerman_graph):
    assert render_html(kerman_graph) == render_html(build_graph(kerman_model()))


def test_page_loads_nothing_from_outside_the_file(kerman_graph):
    page = render_html(kerman_graph, title="Kerman <2024>")
    assert not re.search(r"<(link|iframe|img)\b", page, re.I)
    assert not re.search(r"<script[^>]*\bsrc=", page, re.I)
    assert "default-src 'none'" in page
    assert "<title>Kerman &lt;2024&gt;</title>" in page


def test_article_text_never_appears_unescaped_in_the_page():
    page = render_html(build_graph(xss_model()))
    assert XSS_SCRIPT not in page and XSS_IMG not in page and "</script><b>" not in page
    data = re.search(r'<script type="application/json" id="kg-data">(.*?)</script>', page, re.S)
    assert data is not None
    labels = {n["label"] for n in json.loads(data.group(1))["nodes"]}
    assert f"Mr {XSS_SCRIPT}" in labels


@given(
    st.recursive(
        st.text() | st.integers() | st.booleans(),
        lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
        max_leaves=20,
    )
)
def test_script_json_round_trips_and_holds_no_markup(value):
    text = _script_json(value)
    assert json.loads(text) == value
    assert not set(text) & {"<", ">", "&", "\u2028", "\u2029"}


@pytest.mark.parametrize("suffix", [".ttl", ".nt", ".jsonld"])
def test_render_file_reads_any_rdf_format_by_extension(tmp_path, kerman_graph, suffix):
    fmt = {".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld"}[suffix]
    source = tmp_path / f"graph{suffix}"
    source.write_bytes(kerman_graph.serialize(format=fmt, encoding="utf-8"))
    written = render_file(source, tmp_path / "view.html", max_nodes=4)
    data = re.search(r'id="kg-data">(.*?)</script>', written.read_text(encoding="utf-8"), re.S)
    assert data is not None
    payload = json.loads(data.group(1))
    assert (len(payload["nodes"]), payload["totalNodes"]) == (4, len(build_view_model(kerman_graph).nodes))


@pytest.mark.parametrize(
    ("name", "content"),
    [("missing.ttl", None), ("broken.ttl", b"<a> <b> ."), ("binary.nt", b"\xff\xfe\x00junk")],
)
def test_render_file_names_an_unreadable_graph_and_keeps_earlier_output(tmp_path, name, content):
    source: Path = tmp_path / name
    if content is not None:
        source.write_bytes(content)
    output = tmp_path / "view.html"
    output.write_text("earlier")
    with pytest.raises(KGError, match=re.escape(str(source))):
        render_file(source, output)
    assert output.read_text() == "earlier"


def test_a_capped_model_indexes_every_entity_and_event_it_leaves_out(kerman_graph):
    full = build_view_model(kerman_graph)
    cut = build_view_model(kerman_graph, max_nodes=4)
    index = cut.undrawn
    entities = lambda nodes: sorted(n.label for n in nodes if n.kind != PHRASE)  # noqa: E731
    assert sorted(entities(cut.nodes) + [row[0] for row in index["nodes"]]) == entities(full.nodes)
    ids = range(len(cut.nodes) + len(index["nodes"]))
    assert index["links"] and all(link[0] in ids and link[1] in ids for link in index["links"])
    # a link is in the index only when the page does not draw it already
    assert all(max(link[0], link[1]) >= len(cut.nodes) for link in index["links"])
    articles = {a for n in full.nodes for a in n.articles}
    assert set(index["articles"]) <= articles
    assert build_view_model(kerman_graph).undrawn == {}
