"""Harm statements whose subject names only how the harm was done: "dozens of shells | kill | Some 14 people",
"Syrian Russian air strikes | kill | 17". Out of their article such words say neither where nor when; yet the
event model has put the sentence's figure on an event that has a place and a day, and the happening the
sentence tells is that event, so the subject is linked to it (shown as "attack in Aleppo | kill | ...").

A wrong link states a false fact, so the subject is linked only where the evidence is firm:

- the relation is one of harm or attack (ontology/target-harm-verbs.tsv, attack-verbs.tsv, harm-means.tsv
  `verb`), not negated, and the subject is a plain phrase the entity stage left unlinked, headed by a means
  of ontology/harm-means.tsv ("shells", "barrel bombs", "air strikes"), never by a doer ("warplanes");
- the subject's head is a word the model read as a mention of the event ("air strikes"; a weapon before a
  verb of harm, "Shells kill 18": kg/events/triggers.py), the sentence gives a figure (kg/events/claims.py),
  every figure of it is the event's, and a count the object holds is one of them; no event word of the
  sentence belongs to another happening. A figure alone is no evidence: one of a sentence that names no
  happening goes to the article's main event, which may be another ("barrel bombs dropped from helicopters"
  in a report of rebel shelling);
- the event is an incident of a type the means may tell (a shell's Attack, not a car bomb's Bombing shown as
  an air strike; the subject's own words, "car bomb", may not say it was done otherwise:
  ontology/description-kinds.tsv), dated, placed more narrowly than a country (a country's label, "bombing in
  Syria", places nothing the words did not), and labelled by more than its type;
- it is the news or happened near the report's day (a background event is another happening); every date
  the sentence writes is its day, and every place the subject names or the sentence names elsewhere lies in
  or around its places ("strikes across Syria" of a strike in Aleppo is more than that strike).

A subject that describes its event as described.py reads it ("the attack") is linked there first.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from ..resources import read_tsv
from ..types import Claim, Event, Span, Statement
from .countries import is_country
from .described import near_report
from .manners import done_otherwise
from .mentions import EventMention
from .places import nested
from .taxonomy import taxonomy
from .timeexpr import CLOCK, DATE, find_times

# a count written in digits in the object ("13 people", "at least 1,200")
_COUNT = re.compile(r"\b\d[\d,]*\b")


def harm_events(
    statements: Sequence[Statement],
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    events: Mapping[str, Event],
    claims: Sequence[Claim],
    containment: Mapping[str, frozenset[str]],
    references: Mapping[str, str | None],
    keys: Mapping[str, Mapping[tuple[int, int], str]],
    bounds: Mapping[tuple[str, int], tuple[int, int]],
) -> dict[tuple[str, str], str]:
    """(statement id, "subject") -> the key of the event whose harm the subject names the means of.

    ``located`` gives each article's event mentions with the key of their event, ``claims`` the figures the
    model read, ``containment`` the places each place lies in, ``references`` each article's date, ``keys``
    the entity key of each entity mention (article id -> (start, end) -> key), ``bounds`` each sentence's
    offsets in its article ((article id, sentence index) -> (start, end)).
    """
    figures: dict[tuple[str, int], list[Claim]] = {}
    for claim in claims:
        figures.setdefault((claim.article_id, claim.sentence_index), []).append(claim)
    links: dict[tuple[str, str], str] = {}
    for statement in statements:
        triple = statement.triple
        where = (triple.article_id, triple.sentence_index)
        if statement.subject_entity is not None or triple.object is None or where not in figures:
            continue
        kind = _means(triple.subject)
        if kind is None or triple.negated or not _harm_verb(triple.lemma):
            continue
        event = _one_event(figures[where], located.get(triple.article_id, ()), triple.subject, events)
        if event is None or not _counts_told(triple.object, figures[where]):
            continue
        reference = references.get(triple.article_id)
        found = keys.get(triple.article_id, {})
        if (
            _fits(kind, triple.subject, event, reference)
            and _on_its_day(statement.sentence, reference, event)
            and _placed_there(triple.subject, bounds.get(where), found, event, containment)
        ):
            links[(statement.id, "subject")] = event.key
    return links


def _means(span: Span) -> str | None:
    """The event type the subject's head word tells as a means of harm (ontology/harm-means.tsv), or None;
    a resolved pronoun names its antecedent's words, not these."""
    if span.resolved or span.head_start < 0:
        return None
    head = span.text[span.head_start - span.start : span.head_end - span.start].lower()
    return _means_words().get(head)


def _harm_verb(lemma: str) -> bool:
    """True when the relation's verb tells harm done or an attack made ("kill", "hit in", "target")."""
    verb = lemma.split(maxsplit=1)[0].lower() if lemma.strip() else ""
    return verb in _harm_verbs()


def _one_event(
    found: Sequence[Claim],
    mentions: Sequence[tuple[EventMention, str]],
    subject: Span,
    events: Mapping[str, Event],
) -> Event | None:
    """The one event every figure of the sentence is of, when the subject's head is a word of it the model
    read as a mention ("air strikes", "Shells kill 18") and no event word of the sentence is another's. A
    figure of a sentence that names no happening goes to the article's main event (kg/events/claims.py),
    which may be another than the one the sentence tells ("barrel bombs" in a report of rebel shelling):
    only the subject's own mention says which."""
    keys = {claim.event for claim in found}
    if len(keys) != 1:
        return None
    key = next(iter(keys))
    index = found[0].sentence_index
    own = [m for m, _ in mentions if m.start <= subject.head_start and subject.head_end <= m.end]
    if key not in events or not any(m.sentence_index == index for m in own):
        return None
    if any(k != key for m, k in mentions if m.sentence_index == index):
        return None
    return events[key]


def _counts_told(obj: Span, found: Sequence[Claim]) -> bool:
    """True unless the object writes a count in digits that is none of the sentence's figures."""
    values = {claim.value for claim in found}
    return all(float(count.replace(",", "")) in values for count in _COUNT.findall(obj.text))


def _fits(kind: str, subject: Span, event: Event, reference: str | None) -> bool:
    """True when the event may be the happening the means did, and its label says where it was."""
    types = taxonomy()
    own = event.event_type
    told = types.is_a(kind, own) or types.same_kind(kind, own)
    if not types.is_a(own, "Incident") or not told:
        return False
    if event.label == types.types[own].label or not event.date:
        return False
    if not any(not is_country(place) for place in event.places):
        return False  # "bombing in Syria": no place the words did not give
    if not event.is_main and not near_report(event, reference):
        return False
    return not done_otherwise(subject.text, subject.text, own)


def _on_its_day(sentence: str, reference: str | None, event: Event) -> bool:
    """True when every date the sentence writes is the event's day (a clock time is any day's)."""
    day = str(event.date)
    return all(
        t.kind == CLOCK or (t.kind == DATE and day.startswith(t.value))
        for t in find_times(sentence, reference)
    )


def _placed_there(
    subject: Span,
    sentence: tuple[int, int] | None,
    found: Mapping[tuple[int, int], str],
    event: Event,
    containment: Mapping[str, frozenset[str]],
) -> bool:
    """True when each place the subject names is one of the event's or lies inside one ("shells on al-Midan"
    of an attack in Aleppo; not "strikes across Syria"), and no place of the sentence lies elsewhere."""
    if sentence is None:
        return False
    narrow = [where for where in event.places if not is_country(where)]
    for (start, end), key in found.items():
        if not (sentence[0] <= start and end <= sentence[1]) or not _is_place(key, containment):
            continue
        if subject.start <= start and end <= subject.end:
            if not (key in narrow or any(where in containment.get(key, ()) for where in narrow)):
                return False
        elif key not in event.places and not any(nested(key, where, containment) for where in event.places):
            return False
    return True


def _is_place(key: str, containment: Mapping[str, frozenset[str]]) -> bool:
    """True for a country, or a place the texts place."""
    return key in containment or is_country(key)


@lru_cache(maxsize=1)
def _means_words() -> dict[str, str]:
    """Head word -> event type, of the means of harm-means.tsv."""
    return {
        row["word"]: row["type"]
        for row in read_tsv("harm-means.tsv", ("word", "kind", "type"))
        if row["kind"] == "means"
    }


@lru_cache(maxsize=1)
def _harm_verbs() -> frozenset[str]:
    """The verbs of harm and attack a means does (target-harm-verbs.tsv, attack-verbs.tsv, harm-means.tsv)."""
    own = {row["word"] for row in read_tsv("harm-means.tsv", ("word", "kind")) if row["kind"] == "verb"}
    harm = {row["verb"] for row in read_tsv("target-harm-verbs.tsv", ("verb",))}
    attack = {row["verb"] for row in read_tsv("attack-verbs.tsv", ("verb",))}
    return frozenset(own | harm | attack)
