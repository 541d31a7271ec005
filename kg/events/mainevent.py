"""Which event is the news of a corpus: the one most articles report and lead with, when it dominates
(more than half of the articles, or fewer with far more mentions or headlines than any other); which
clusters are specific enough to be events; and the day the main event happened by when no mention dates it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import date

from ..types import Event, Sentence
from .arguments import said_day
from .backgrounds import background_bounds, background_side
from .clusters import Cluster
from .mentions import EventMention
from .placement import LeadSentence, events_told, leads_telling
from .taxonomy import taxonomy
from .timeexpr import DATE, TimeExpression

# A corpus has a main event only when more than this share of its articles (and at least two) report it.
MAIN_EVENT_SHARE = 0.5
# ... or at least this share when it has DOMINANCE times the mentions of any other event.
MAIN_EVENT_MIN_SHARE = 0.3
DOMINANCE = 3
# A single article whose lead tells no event has a main event when its body tells one this many times or more.
MIN_TOLD = 3


def specific_enough(cluster: Cluster, tax_needs: Mapping[str, str]) -> bool:
    """Whether a cluster is specific enough to be an event (see the `needs` column of the taxonomy)."""
    needs = min((tax_needs[t] for t in cluster.types), key=("-", "anchor", "victim").index)
    if needs == "victim":
        return any(m.victim or m.victim_text for m in cluster.mentions)
    if needs == "anchor":
        dated = any(t.kind == DATE for m in cluster.mentions for t in m.times)
        return bool(cluster.anchors()) or dated or len(cluster.mentions) > 1
    return True


def main_cluster(clusters: Sequence[Cluster], article_count: int) -> Cluster | None:
    """The event most articles report, when two or more lead with it and it dominates the corpus (in a
    corpus of one article, the event the article leads with, or when it leads with none, the dated event
    its body tells far more than any other: ``_told_most``).

    Dominating is being reported by more than MAIN_EVENT_SHARE of the articles, or by at least
    MAIN_EVENT_MIN_SHARE of them with DOMINANCE times the mentions of any other event (a story that
    fills half of a mixed corpus) or as the headline of more articles than any other event.
    """

    def weight(c: Cluster) -> tuple[int, int, int]:
        return len(c.articles), len({m.article_id for m in c.mentions if m.lead}), len(c.mentions)

    # Only an event that half its articles lead with can be the news: a background every article recalls
    # in passing ("since Russia began its strikes in 2015") is no candidate, and must not hide the event
    # two of three headlines report.
    # A corpus of one article is one report: its news is the event it leads with, which two reports
    # cannot confirm here (a user's single story still has a main event).
    least = 2 if article_count >= 2 else 1
    led = [c for c in clusters if len(c.articles) >= least and weight(c)[1] * 2 >= weight(c)[0]]
    if not led:
        return _told_most(clusters) if article_count == 1 else None
    best = max(led, key=weight)
    articles, leads, mentions = weight(best)
    runner_up = max((len(c.mentions) for c in clusters if c is not best), default=0)
    # ... or the headline of two articles or more, when no other event is the headline of as many: the
    # main event is what the headlines report, even beside a background event the same articles tell at
    # length (the city's bombardment elsewhere, the week before).
    headlines = _headlines(best)
    top_rival = max((_headlines(c) for c in clusters if c is not best), default=0)
    dominant = articles > MAIN_EVENT_SHARE * article_count or (
        articles >= MAIN_EVENT_MIN_SHARE * article_count
        and (mentions >= DOMINANCE * runner_up or (headlines >= 2 and headlines > top_rival))
    )
    if not dominant:
        return None
    rivals = [
        c
        for c in clusters
        if c is not best and weight(c)[:2] == (articles, leads) and 3 * weight(c)[2] >= 2 * weight(best)[2]
    ]
    if not rivals:
        return best
    # Events as alike as these are told apart by what the headlines report: the one more headlines name
    # is the story, the other a background the leads also mention ("government bombardment elsewhere").
    ranked = sorted([best, *rivals], key=_headlines, reverse=True)
    if _headlines(ranked[0]) > _headlines(ranked[1]):
        return ranked[0]
    # A single article leads with the incident it tells first ("The army targeted the gatherings killing the
    # commander ... The sources added that another leader had earlier been injured by the army's shelling"):
    # what follows in the lead adds to it, and no second report can confirm either. Only an incident: a
    # meeting or a war told first is as often the frame of a story about something else ("war planes bombed
    # a camp"; diplomats meeting over an attack of the month before).
    tied = [c for c in ranked if _headlines(c) == _headlines(ranked[0]) and is_incident(c)]
    return min(tied, key=_first_told) if article_count == 1 and tied else None


def is_incident(cluster: Cluster) -> bool:
    """Whether the cluster is of an incident type (an attack, a killing, an explosion ...)."""
    return any(taxonomy().is_a(t, "Incident") for t in cluster.types)


def _first_told(cluster: Cluster) -> tuple[int, int]:
    """Where the article first tells the event: its earliest mention's sentence and offset."""
    return min((m.sentence_index, m.start) for m in cluster.mentions)


def _told_most(clusters: Sequence[Cluster]) -> Cluster | None:
    """The news of a single article whose lead tells no event (a statement's call on the world, then "13 were
    killed in airstrikes on the town on Friday"): the event its body tells in MIN_TOLD mentions or more,
    DOMINANCE times as often as any other, and on a day it states. An undated one is as often the campaign
    the statement denounces, or a crime it recalls ("the criminals who killed the journalist")."""
    ranked = sorted(clusters, key=lambda c: len(c.mentions), reverse=True)
    if not ranked or len(ranked[0].mentions) < MIN_TOLD:
        return None
    best = ranked[0]
    runner_up = len(ranked[1].mentions) if len(ranked) > 1 else 0
    # a day the body gives the happening itself: a month or a year dates a crime recalled ("the journalist
    # killed in August 2014"), and a source's day of speaking alone ("for weeks, the council said on Monday")
    # a campaign as well
    dated = any(t.kind == DATE and len(t.value) == 10 and not t.said for m in best.mentions for t in m.times)
    return best if dated and len(best.mentions) >= DOMINANCE * runner_up else None


def _headlines(cluster: Cluster) -> int:
    """The number of articles whose headline (first sentence) mentions the event."""
    return len({m.article_id for m in cluster.mentions if m.sentence_index == 0})


def published_day(cluster: Cluster, published: Mapping[str, date | None]) -> str | None:
    """The day of the earliest dated report that leads with the event (of any dated report, when no
    leading one is dated), or None.

    A report that leads with an event is its news, and no report comes before the happening: outlets that
    publish the next day do not move it ("Air raids kill 29", of 13 and 14 November, is of the 13th).
    """
    leading = {m.article_id for m in cluster.mentions if m.lead}
    days = [d for a in leading if (d := published.get(a))]
    days = days or [d for a in cluster.articles if (d := published.get(a))]
    return min(days).isoformat() if days else None


def dated_by_leads(
    event: Event,
    leads: Mapping[str, Mapping[int, LeadSentence]],
    event_of: Mapping[tuple[str, int], str],
    mentions_of: Mapping[str, Sequence[EventMention]],
    own: bool = False,
) -> Event:
    """The main event no mention of which states its day, dated by the lead sentences that tell it, when they
    state one day only and no later than its reports: "Four killed in suspected gas attack on Aleppo ... A
    helicopter dropped toxic gas barrel over Aleppo on Wednesday killing four" (no event word holds the day).

    A lead sentence tells the event when it holds a mention of it, or holds none and gives a figure a lead
    sentence of its article that mentions the event gives (the four killed): "Warplanes also pounded the
    Maghayer neighbourhood yesterday, killing 26" beside "18 civilians killed in barrel bomb attack" tells
    another happening (``leads``: article id -> lead sentence index -> what it states; ``leads_telling``).
    With ``own``, only the days no verb of saying stands before count: the event is dated by a source's day
    of speaking alone (``said_only``).
    """
    days: set[str] = set()
    for article, stated in sorted(leads.items()):
        told = {index: events_told(article, index, event_of, mentions_of) for index in sorted(stated)}
        for index in leads_telling(event.key, told, stated):
            days.update(stated[index].own_days if own else stated[index].days)
    if len(days) != 1 or event.date is None or min(days) > event.date:
        return event
    return replace(event, date=min(days))


def said_only(mentions: Sequence[EventMention], day: str | None) -> bool:
    """Whether the event's ``day`` is stated by its mentions only as the day a source spoke ("a monitor said
    Friday"): the report's day, which the leads may correct with the happening's own."""
    times = [t for m in mentions for t in m.times if t.kind == DATE and t.value == day]
    return bool(times) and all(t.said for t in times)


# "had" and up to six words before a day: "The town had been hit on Monday" tells an earlier happening
_EARLIER = re.compile(r"\bhad\s+(?:[\w'’-]+\s+){1,6}$")


def own_day(sentence: Sentence, time: TimeExpression) -> bool:
    """Whether the day ``time`` of a lead ``sentence`` is a happening's own: not the day a source spoke ("a
    monitor said Friday"), nor a day of a clause about another happening ("two days after jets struck the
    town on Monday") or of an earlier one ("The town had been hit on Monday")."""
    if said_day(sentence.text, time) or _EARLIER.search(sentence.text, 0, time.start):
        return False
    return not background_side(sentence.start + time.start, background_bounds(sentence))
