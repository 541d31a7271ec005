"""Event coreference across articles: each article's events join the best event of the articles before
it that shares a place, participant or victim, whose day may be theirs, and nothing clashes with.

Split from kg/events/coreference.py, which holds what is compared (``Coreference``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .clusters import Cluster, ClusterFacts, told_of_a_day
from .coreference import MERGE_EVIDENCE, Coreference


def merge_articles(coref: Coreference, per_article: Sequence[list[Cluster]]) -> list[Cluster]:
    """Merge article-level events that share a place, participant or victim and do not clash."""
    merged: list[Cluster] = []
    facts: list[ClusterFacts] = []  # of each merged event as it stands: its candidates' are read many times
    # Only events sharing an entity, or a type and a day, can reach MERGE_EVIDENCE: index by those.
    index: dict[tuple[str, ...], set[int]] = {}
    for clusters in per_article:
        story: set[str] = set()  # articles whose events of one day this article's events joined
        # an event no day places waits until the article's dated events have found their story
        waiting = [c for c in clusters if not _join(coref, c, story, merged, facts, index, last=False)]
        for cluster in waiting:
            _join(coref, cluster, story, merged, facts, index, last=True)
    return merged


def _join(
    coref: Coreference,
    cluster: Cluster,
    story: set[str],
    merged: list[Cluster],
    facts: list[ClusterFacts],
    index: dict[tuple[str, ...], set[int]],
    last: bool,
) -> bool:
    """Merge ``cluster`` into the best event of other articles, or add it as a new one; False, having
    done neither, when not ``last`` and only the day kept it from an event of other articles."""
    best, best_score, waits = None, MERGE_EVIDENCE - 0.01, False
    mine = coref.facts(cluster)
    candidates = set().union(*(index.get(k, set()) for k in coref.index_keys(mine)))
    for position in sorted(candidates):
        other = facts[position]
        if not other.articles.isdisjoint(mine.articles) or not coref.compatible(mine.types, other.types):
            continue
        if coref.conflict(mine, other) or _fire_clash(mine, other):
            continue
        shared = coref.shared_anchors(mine, other)
        if not shared and (mine.names or other.names):
            continue  # a named event ("the Iran-Iraq War") joins only what shares its arguments
        score = (
            2 * shared
            + 0.5 * min(len(mine.context & other.context), 4)
            + coref.same_kind_and_day(mine, other)
        )
        if score > best_score and not coref.one_day(mine, other, story):
            waits = True
            continue
        if score > best_score:
            best, best_score = position, score
    if best is None and waits and not last:
        return False
    if best is None:
        merged.append(Cluster(list(cluster.mentions), set(cluster.roles)))
        facts.append(mine)  # the same mentions
        best = len(merged) - 1
    else:
        if told_of_a_day(mine, facts[best], coref.references) or coref.one_weekday(mine, facts[best]):
            story |= facts[best].articles
        merged[best].mentions.extend(cluster.mentions)
        merged[best].roles |= cluster.roles
        facts[best] = coref.facts(merged[best])
    for key in coref.index_keys(facts[best]):
        index.setdefault(key, set()).add(best)
    return True


def _fire_clash(a: ClusterFacts, b: ClusterFacts) -> bool:
    """Whether one attack is told mostly as ground fire by no state (rebels' rockets, IS mortars) and the
    other mostly as air strikes: two happenings of one day, not two reports of one. Shelling a state's
    forces do ("regime shelling") is often the same bombardment others call air strikes."""
    if not {a.kind, b.kind} <= {"Attack", "Airstrike"}:
        return False  # a chemical attack told as rockets by some and air strikes by others is one attack
    (ground_a, air_a), (ground_b, air_b) = a.fire, b.fire
    return (ground_a > air_a and air_b > ground_b) or (ground_b > air_b and air_a > ground_a)
