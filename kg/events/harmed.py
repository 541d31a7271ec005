"""Harm statements whose subject names only how the harm was done: "Syrian Russian air strikes | kill | 17",
"A bomb | kill | six people". Out of their article such words say neither where nor when; yet the event model
has read the subject as a mention of an event that has a place and a day, and put the sentence's figures on
it, so the subject is linked to it (shown as "air strike in Ashara | kill | 17").

A wrong link states a false fact, so the subject is linked only where the evidence is firm:

- the relation is one of harm or attack (ontology/target-harm-verbs.tsv, attack-verbs.tsv, harm-means.tsv
  `verb`), not negated, and the subject is a plain phrase the entity stage left unlinked, headed by a means
  of ontology/harm-means.tsv ("shells", "bombs", "air strikes"), never by a doer ("warplanes"), and naming
  no other happening beside it ("heavy shelling and air strikes": the toll is of both);
- the subject's head is a word the model read as a mention of the event ("air strikes"; a weapon before a
  verb of harm, "Shells kill 18": kg/events/triggers.py), the sentence gives a figure (kg/events/claims.py),
  every figure of it is the event's, and a count the object holds is one of them; no event word of the
  sentence belongs to another happening. A figure alone is no evidence: one of a sentence that names no
  happening goes to the article's main event, which may be another ("barrel bombs dropped from helicopters"
  in a report of rebel shelling);
- the event is an incident of the means' own type or of a kind that may be the same happening (a "bomb
  blast" of a bombing): never a broader type's label for a narrower means ("strikes" of a ground assault the
  model joined a headline to) nor a narrower one's for a broader means (shells shown as an air strike), and
  the subject's own words ("car bomb") may not say it was done otherwise (ontology/description-kinds.tsv);
- the event is dated, placed more narrowly than a country (a country's label, "bombing in Syria", places
  nothing the words did not) in places that lie one inside another, unless the sentence names the place its
  label gives (an event placed in two towns apart joined two happenings), and labelled by more than its type;
- it is the news or happened near the report's day (a background event is another happening); every date
  the sentence writes is its day, and the sentence tallies no harm over a time ("over the past 24 hours",
  "in three days": harm-means.tsv `period`), which may be of several happenings; every place the subject,
  the sentence or the sentence's event words name lies in or around its places ("strikes across Syria" of a
  strike in Aleppo is more than that strike; "a bomb blast in Qamishli" is not an explosion the model placed
  across the border), and it puts the happening in the label's place, not beside it ("a town outside the
  capital Damascus" of "air strike in Damascus").

A subject that describes its event as described.py reads it ("the attack") is linked there first.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from ..resources import read_tsv
from ..types import PLACE, Claim, Entity, Event, Span, Statement
from .countries import is_country
from .described import near_report
from .manners import done_otherwise
from .mentions import EventMention
from .places import nested
from .taxonomy import taxonomy
from .timeexpr import CLOCK, DATE, find_times

# where a list's items part in a subject: "fighting, shelling and car bombs"
_LISTED = re.compile(r",|\b(?:and|or|as well as)\b", re.IGNORECASE)
# a count written in digits in the object ("13 people", "at least 1,200"), not an age ("a 10-year-old girl")
_COUNT = re.compile(r"\b\d[\d,]*\b(?!-)")


def harm_events(
    statements: Sequence[Statement],
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    events: Mapping[str, Event],
    claims: Sequence[Claim],
    containment: Mapping[str, frozenset[str]],
    references: Mapping[str, str | None],
    keys: Mapping[str, Mapping[tuple[int, int], str]],
    bounds: Mapping[tuple[str, int], tuple[int, int]],
    entities: Mapping[str, Entity],
) -> dict[tuple[str, str], str]:
    """(statement id, "subject") -> the key of the event whose harm the subject names the means of.

    ``located`` gives each article's event mentions with the key of their event, ``claims`` the figures the
    model read, ``containment`` the places each place lies in, ``references`` each article's date, ``keys``
    the entity key of each entity mention (article id -> (start, end) -> key), ``bounds`` each sentence's
    offsets in its article ((article id, sentence index) -> (start, end)), ``entities`` the entities by key.
    """
    places = {key for key, entity in entities.items() if entity.kind == PLACE or is_country(entity.label)}
    # every place's name and alias, for a place the sentence writes that NER missed there
    names = {n: key for key in sorted(places) for n in (entities[key].label, *entities[key].aliases)}
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
        told = [
            (m, k) for m, k in located.get(triple.article_id, ()) if m.sentence_index == triple.sentence_index
        ]
        event = _one_event(figures[where], told, triple.subject, events)
        sentence = bounds.get(where)
        if event is None or sentence is None or not _counts_told(triple.object, figures[where]):
            continue
        reference = references.get(triple.article_id)
        # the places the sentence names, where NER tagged them
        found = {
            (start, end): key
            for (start, end), key in keys.get(triple.article_id, {}).items()
            if key in places and sentence[0] <= start and end <= sentence[1]
        }
        if (
            _fits(kind, triple.subject, event, reference)
            and (_one_place(event, containment) or _named_here(event, found, entities))
            and _on_its_day(statement.sentence, reference, event)
            and not _tallied(statement.sentence)
            and all(_around(p, event, containment) for m, _ in told for p in m.places)
            and _placed_there(triple.subject, found, event, containment)
            and all(_around(p, event, containment) for p in _written_places(statement.sentence, names))
            and not _beside_label(statement.sentence, event, entities)
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
    told: Sequence[tuple[EventMention, str]],
    subject: Span,
    events: Mapping[str, Event],
) -> Event | None:
    """The one event every figure of the sentence is of, when the subject's head is a word of it the model
    read as a mention ("air strikes", "Shells kill 18"), the subject tells no other happening beside it
    ("fighting, shelling and car bombs") and no event word of the sentence (``told``) is another's. A
    figure of a sentence that names no happening goes to the article's main event (kg/events/claims.py),
    which may be another than the one the sentence tells ("barrel bombs" in a report of rebel shelling):
    only the subject's own mention says which."""
    keys = {claim.event for claim in found}
    if len(keys) != 1:
        return None
    key = next(iter(keys))
    own = [m for m, _ in told if m.start <= subject.head_start and subject.head_end <= m.end]
    if key not in events or not own or any(k != key for _, k in told):
        return None
    # the head's own compound ("suicide bomb blast") is one means; a word of another before a list's
    # conjunction or comma, or after the head, is another happening
    head, tail = subject.head_start - subject.start, subject.head_end - subject.start
    before = _LISTED.split(subject.text[:head])
    rest = f"{' '.join(before[:-1])} {subject.text[tail:]}".lower()
    if _other_means().search(rest):
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
    # the means' own type, or a kind of happening that may be the same one ("a bomb blast" of a bombing):
    # never a broader type's label for a narrower means ("Russian strikes" shown as "attack in Manbij", a
    # ground assault the model joined a headline to), nor a narrower one's for a broader means (shells shown
    # as an air strike), nor a type that tells more than any means does (harm-means.tsv `telling`: a
    # "chemical attack" of barrel bombs would add the gas)
    telling = any(types.is_a(own, more) for more in _words_of("telling"))
    told = own == kind or (types.same_kind(kind, own) and not telling)
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
    found: Mapping[tuple[int, int], str],
    event: Event,
    containment: Mapping[str, frozenset[str]],
) -> bool:
    """True when each place the subject names is one of the event's or lies inside one ("shells on al-Midan"
    of an attack in Aleppo; not "strikes across Syria"), and no place of the sentence (``found``) lies
    elsewhere."""
    narrow = [where for where in event.places if not is_country(where)]
    for (start, end), key in found.items():
        if subject.start <= start and end <= subject.end:
            if not (key in narrow or any(where in containment.get(key, ()) for where in narrow)):
                return False
        elif not _around(key, event, containment):
            return False
    return True


def _written_places(sentence: str, names: Mapping[str, str]) -> set[str]:
    """The places whose name or alias the sentence writes as a run of one to four capitalised words ("the
    Syrian city of Qamishli"), tagged there or not."""
    words = re.findall(r"[\w'’-]+", sentence)
    return {
        names[run]
        for i, word in enumerate(words)
        if word[:1].isupper()
        for n in range(1, 5)
        if (run := " ".join(words[i : i + n])) in names
    }


def _tallied(sentence: str) -> bool:
    """True when the sentence tallies harm over a time ("over the past 24 hours", "over the weekend":
    harm-means.tsv `period`). A word inside a compound tells an age or a length, not a tally ("a
    10-year-old girl", "a month-long siege")."""
    return bool(re.search(rf"(?<![\w-])(?:{_alternation('period')})(?![\w-])", sentence, re.IGNORECASE))


def _beside_label(sentence: str, event: Event, entities: Mapping[str, Entity]) -> bool:
    """True when the sentence puts its happening beside the place the event's label gives ("a region near
    Damascus", "a village near the northern Syrian city of Aleppo", "10km from Homs"; harm-means.tsv
    `beside`), not in it."""
    # a number or "in"/"at" between tells a toll about ("around 20 people in Douma") or a spot in the place
    # ("near a school in Azaz"), not a place beside it
    between = r"(?:(?!(?:in|at)\b|\d)[\w-]+\s+){0,5}?"
    for place in event.places:
        entity = entities.get(place)
        if entity is None or not event.label.endswith(f" {entity.label}"):
            continue
        for name in (entity.label, *entity.aliases):
            if re.search(
                rf"(?:\b|(?<=\d))(?:{_alternation('beside')})\s+{between}{re.escape(name)}\b",
                sentence,
                re.IGNORECASE,
            ):
                return True
    return False


def _one_place(event: Event, containment: Mapping[str, frozenset[str]]) -> bool:
    """True when the event's places other than countries lie one inside another, so its label's place is where
    it happened: an event placed in two towns apart (a border crossing and a city district) joined two
    happenings, and its label names either."""
    narrow = [where for where in event.places if not is_country(where)]
    return all(nested(a, b, containment) for i, a in enumerate(narrow) for b in narrow[i + 1 :])


def _named_here(event: Event, found: Mapping[tuple[int, int], str], entities: Mapping[str, Entity]) -> bool:
    """True when the sentence names (``found``) the place the event's label gives ("three air strikes hit the
    market in Atareb" of "air strike in Atareb"), whatever other places the event holds."""
    here = set(found.values())
    return any(
        place in here and place in entities and event.label.endswith(f" {entities[place].label}")
        for place in event.places
        if not is_country(place)
    )


def _around(place: str, event: Event, containment: Mapping[str, frozenset[str]]) -> bool:
    """True when ``place`` is one of the event's places, or lies in or around one."""
    return place in event.places or any(nested(place, where, containment) for where in event.places)


@lru_cache(maxsize=1)
def _means_words() -> dict[str, str]:
    """Head word -> event type, of the means of harm-means.tsv."""
    return {
        row["word"]: row["type"]
        for row in read_tsv("harm-means.tsv", ("word", "kind", "type"))
        if row["kind"] == "means"
    }


@lru_cache(maxsize=1)
def _other_means() -> re.Pattern[str]:
    """A means or an event word of any length ("artillery fire", "shelling") as whole words."""
    forms = sorted({*_means_words(), *taxonomy().by_form}, key=len, reverse=True)
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, forms))})\b")


@lru_cache(maxsize=8)
def _words_of(kind: str) -> frozenset[str]:
    """The words of one kind of harm-means.tsv."""
    return frozenset(
        row["word"] for row in read_tsv("harm-means.tsv", ("word", "kind")) if row["kind"] == kind
    )


@lru_cache(maxsize=4)
def _alternation(kind: str) -> str:
    """The words of one kind of harm-means.tsv as a regular expression's alternatives, longest first."""
    return "|".join(re.escape(words) for words in sorted(_words_of(kind), key=len, reverse=True))


@lru_cache(maxsize=1)
def _harm_verbs() -> frozenset[str]:
    """The verbs of harm and attack a means does (target-harm-verbs.tsv, attack-verbs.tsv, harm-means.tsv)."""
    own = _words_of("verb")
    harm = {row["verb"] for row in read_tsv("target-harm-verbs.tsv", ("verb",))}
    attack = {row["verb"] for row in read_tsv("attack-verbs.tsv", ("verb",))}
    return frozenset(own | harm | attack)
