"""`kg claims` and `kg timeline` over a graph built from hand-made plain data (no NLP involved)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.rdf import build_graph, serialize
from kg.reports import claims_report, timeline
from kg.types import Article, Claim, Entity, Event, KnowledgeGraph

EVENTS = (
    Event(
        "bombing",
        "bombing in Kerman",
        "Bombing",
        articles=("a", "b"),
        date="2024-01-03",
        time="15:00",
        places=("kerman",),
        is_main=True,
    ),
    Event("bombing-2", "second explosion", "Explosion", date="2024-01-03", parent="bombing"),
    Event("bombing-1", "first explosion", "Explosion", date="2024-01-03", time="15:00", parent="bombing"),
    Event("speech", "statement of Hassan Nasrallah", "Statement", date="2024-01-03"),
    Event("killing", "killing of Qassem Soleimani", "Killing", date="2020-01-03"),
    Event("war", "Iran-Iraq War", "War", date="1980"),
    Event("visit", "diplomatic visit in Turkey", "Visit"),
)


def _claim(
    n: int,
    article: str,
    measure: str,
    value: float,
    qualifier: str = "exact",
    source: str | None = None,
    order: int = 0,
) -> Claim:
    return Claim(
        f"{article}-{n}", "bombing", measure, value, "person", qualifier, article, 0, "s", source, order=order
    )


@pytest.fixture()
def graph_file(tmp_path):
    model = KnowledgeGraph(
        articles=(Article("a", "text a"), Article("b", "text b")),
        sentences=(),
        entities=(Entity("kerman", "Kerman", "Place"),),
        statements=(),
        events=EVENTS,
        claims=(
            _claim(0, "a", "killed", 95, "at least", "local media"),
            _claim(1, "b", "killed", 103, "at least"),
            _claim(2, "b", "killed", 95, source="the health minister", order=1),
            _claim(3, "a", "injured", 210, "more than"),
            _claim(4, "b", "injured", 210, "more than"),
        ),
    )
    path = tmp_path / "graph.ttl"
    path.write_bytes(serialize(build_graph(model)))
    return path


def test_claims_report_flags_measures_whose_sources_give_different_values(graph_file):
    lines = claims_report(graph_file).splitlines()
    assert "bombing in Kerman | killed: DISAGREE (95, 103)" in lines
    assert "bombing in Kerman | injured: agree (210)" in lines
    assert any("at least 95 person" in line and "local media" in line for line in lines)
    assert any("95 person" in line and "the health minister" in line and "figure 2" in line for line in lines)
    assert lines[-1] == "2 event measures, 1 with disagreeing values"


def test_a_part_of_a_toll_is_shown_as_one_and_no_rival_value(tmp_path):
    """ "210 injured including 40 children": the 40 is a part, so the measure still agrees."""
    part = replace(_claim(5, "b", "injured", 40), part=True)
    model = KnowledgeGraph(
        articles=(Article("a", "text a"), Article("b", "text b")),
        sentences=(),
        entities=(),
        statements=(),
        events=EVENTS,
        claims=(_claim(3, "a", "injured", 210, "more than"), part),
    )
    path = tmp_path / "graph.ttl"
    path.write_bytes(serialize(build_graph(model)))
    lines = claims_report(path).splitlines()
    assert "bombing in Kerman | injured: agree (210)" in lines
    assert any(line.strip().startswith("part: 40 person") for line in lines), lines


def test_claims_report_can_keep_one_measure(graph_file):
    assert "killed" not in claims_report(graph_file, measure="injured")


def test_timeline_orders_dated_events_and_indents_sub_events_under_their_parent(graph_file):
    lines = timeline(graph_file).splitlines()
    assert lines == [
        "1980              Iran-Iraq War (War)",
        "2020-01-03        killing of Qassem Soleimani (Killing)",
        "2024-01-03 15:00  bombing in Kerman (Bombing) @ Kerman [main event]",
        "    2024-01-03 15:00  first explosion (Explosion)",
        "    2024-01-03        second explosion (Explosion)",  # no clock time: after the timed ones
        "2024-01-03        statement of Hassan Nasrallah (Statement)",
    ]
    assert timeline(graph_file, undated=True).splitlines()[-1].endswith("diplomatic visit in Turkey (Visit)")


def test_claims_of_a_measure_are_listed_by_value(graph_file):
    lines = claims_report(graph_file, measure="killed").splitlines()
    values = [int(line.split(" person")[0].split()[-1]) for line in lines if " person " in line]
    assert values == [95, 95, 103]


def test_reports_refuse_a_file_that_is_not_rdf(tmp_path):
    from kg.errors import GraphError

    path = tmp_path / "graph.ttl"
    path.write_text("this is not turtle {", encoding="utf-8")
    with pytest.raises(GraphError, match="cannot be parsed"):
        timeline(path)
