"""The principal type of an event: which of the types its mentions give names it ("a chemical attack" told
as "air strikes" is a chemical attack), and how often it is told as ground fire or as air strikes.

Split from kg/events/coreference.py; kg/events/merging.py compares these counts between events
(``_fire_clash``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from ..resources import read_tsv, words_of_kind
from .lexicon import BACKGROUND_TABLE, alternation, head_nouns
from .mentions import EventMention
from .taxonomy import taxonomy


@lru_cache(maxsize=8)
def _phrase_with(kind: str) -> re.Pattern[str]:
    """A phrase holding one of the head nouns of one kind of head-nouns.tsv."""
    return re.compile(rf"\b{alternation(head_nouns(kind))}\b", re.IGNORECASE)


def fire_counts(mentions: Sequence[EventMention]) -> tuple[int, int]:
    """How often an event is told as shelling, rockets or mortars of no state's forces, and as air strikes."""
    ground = sum(
        bool(_phrase_with("ground-fire").search(m.phrase)) and not _phrase_with("state-body").search(m.phrase)
        for m in mentions
    )
    return ground, sum(m.event_type == "Airstrike" for m in mentions)


_ARTICLES = frozenset({"the", "a", "an", "this", "that", "these", "those", "its", "their"})


def _bare_ground(mention: EventMention) -> bool:
    """A mention told as ground fire and nothing else: "the shelling", "rockets"."""
    words = [w for w in mention.phrase.lower().split() if w not in _ARTICLES]
    return bool(words) and all(w in head_nouns("ground-fire") for w in words)


@lru_cache(maxsize=1)
def _demonyms() -> frozenset[str]:
    """Nationality words of ontology/demonyms.tsv, lower case, with their plurals in -s."""
    words = {row["demonym"].lower() for row in read_tsv("demonyms.tsv", ("demonym",))}
    return frozenset(words | {w + "s" for w in words})


def _state_named(mentions: Sequence[EventMention]) -> bool:
    """Whether an event's mentions name a state as the actor: a state body or state arms in a phrase
    ("government shelling", "Russian jets"), or a nationality in a phrase or its sentence ("Syrian
    government air strikes and shelling killed 12")."""
    state = _phrase_with("state-body")
    arms = _phrase_with("state-arms")
    for m in mentions:
        words = set(m.phrase.lower().split())
        if state.search(m.phrase) or arms.search(m.phrase) or words & _demonyms():
            return True
        if any(k in _demonyms() for k in (*m.participants, *m.perpetrators, *m.context)):
            return True
    return False


@lru_cache(maxsize=1)
def _held_words() -> frozenset[str]:
    return frozenset(words_of_kind(BACKGROUND_TABLE, "held-fighter"))


def _held(victims: str | None) -> bool:
    """Whether the fighters counted were held when killed ("20 captured soldiers"): background-words.tsv kind
    `held-fighter`."""
    return victims is not None and not _held_words().isdisjoint(victims.lower().split())


def principal_type(mentions: Sequence[EventMention]) -> str:
    tax = taxonomy()
    counts = Counter(m.event_type for m in mentions)
    killings = [m for m in mentions if m.victim or m.victim_text] if "Killing" in counts else []
    if killings and all(m.fighters_counted and not _held(m.victim_text) for m in killings):
        # "Troops kill 40 insurgents", "the army eliminated 75 militants": fighters killed by the side they
        # fight fell in a clash, an attack, not a killing of the people counted (an execution's verb counts
        # no fighters: triggers.fighter_killings; nor do "20 captured soldiers" fall in a clash)
        counts = Counter("Attack" if t == "Killing" else t for t in counts.elements())
        mentions = [replace(m, event_type="Attack") if m.event_type == "Killing" else m for m in mentions]
    elif killings:
        return "Killing"
    # a lead that tells the event as a list of three kinds or more ("killed in clashes, suicide bombings and
    # air strikes") tells a battle of all of them: the kind they all are, not the most specific of them
    listed = {m.listed for m in mentions if m.lead and m.listed}
    if len(listed) == 1 and all(tax.is_a(m.event_type, next(iter(listed))) for m in mentions if m.lead):
        return listed.pop()

    # The most specific evidence names the event: a type that counts another present one among the ways
    # it is reported ("a chemical attack" told as "air strikes") wins over it, then depth, then numbers.
    def covers(t: str) -> int:
        return sum(other in tax.types[t].corefers for other in counts if other != t)

    # ... but only a type the event's own reports give: a mention in a lead, with its own argument, or
    # said more than once. "troops launched a counteroffensive under the cover of airstrikes", chained
    # to an ISIS attack by its pronoun, does not make the attack an air strike.
    evidenced = {t for t in counts if counts[t] > 1} | {m.event_type for m in mentions if _own_evidence(m)}
    # An attack its reports tell mostly as shelling, rockets or mortars of no state's forces is no air
    # strike: "Islamists launch rocket attack on Damascus", with the "airstrikes" the army answered with.
    ground, air = fire_counts(mentions)
    if _state_named(mentions):
        # "Syrian government air strikes and shelling ... The shelling also hit a market": a state's
        # shelling told bare is the same bombardment, no rebels' fire
        ground -= sum(_bare_ground(m) for m in mentions)
    if ground > air and evidenced - {"Airstrike"}:
        evidenced.discard("Airstrike")
    return max(evidenced or counts, key=lambda t: (tax.depth(t), covers(t), counts[t], t))


def _own_evidence(mention: EventMention) -> bool:
    """Whether a mention says something of its event itself: in a lead, or with a time, place or role."""
    return bool(
        mention.lead
        or mention.times
        or mention.places
        or mention.targets
        or mention.perpetrators
        or mention.instruments
        or mention.victim
        or mention.named
    )
