"""An event cluster keeps the sets merge_articles compares, worked out again once it gains mentions."""

from __future__ import annotations

from datetime import date

from kg.events.coreference import Cluster, Coreference
from kg.events.mentions import EventMention
from kg.events.timeexpr import DATE, TimeExpression


def _mention(article: str, start: int, **fields) -> EventMention:
    phrase, kind = fields.pop("phrase", "the attack"), fields.pop("event_type", "Attack")
    return EventMention(article, 0, start, start + 6, "attack", phrase, kind, **fields)


def test_a_cluster_that_gains_mentions_answers_for_all_of_them():
    cluster = Cluster([_mention("a", 0, places=("Kerman",), context=frozenset({"Iran"}), phrase="an attack")])
    # asked first, so that a kept answer would be stale below
    assert (cluster.places(), cluster.anchors(), cluster.context()) == ({"Kerman"}, {"Kerman"}, {"Iran"})
    assert (cluster.articles, cluster.types) == ({"a"}, {"Attack"})
    assert (cluster.names(), cluster.victims()) == (set(), set())
    assert cluster.fire() == (0, 0)
    cluster.add(
        _mention(
            "b",
            10,
            event_type="Airstrike",
            places=("Zamalka",),
            named="Ghouta attack",
            victim="Soleimani",
            context=frozenset({"Syria"}),
        )
    )
    cluster.mentions.extend([_mention("c", 20, phrase="the rocket fire")])
    assert cluster.places() == {"Kerman", "Zamalka"}
    assert cluster.anchors() == {"Kerman", "Zamalka", "Ghouta attack", "Soleimani"}
    assert cluster.context() == {"Iran", "Syria"}
    assert cluster.articles == {"a", "b", "c"}
    assert cluster.types == {"Attack", "Airstrike"}
    assert (cluster.names(), cluster.victims()) == ({"Ghouta attack"}, {"Soleimani"})
    assert cluster.fire() == (1, 1)


def test_the_days_of_a_cluster_follow_the_dates_it_gains():
    coref = Coreference({}, {"a": date(2024, 1, 3), "b": date(2024, 1, 3)})
    cluster = Cluster([_mention("a", 0, event_type="Airstrike", lead=True)])
    # the day of the lead's report, or the night before
    assert coref.days(cluster) == {"wednesday", "tuesday"}
    stated = TimeExpression(0, 9, "1 January", DATE, "2024-01-01")
    cluster.add(_mention("b", 0, event_type="Airstrike", times=(stated,)))
    assert coref.days(cluster) == {"monday"}
