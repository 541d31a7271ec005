"""The happening a statement's sentence tells (kg:happening): the one event the event model placed the
sentence's event words and figures in, when nothing in the sentence points to another time or happening.

``kg:aboutEvent`` (model._statement_events) links a statement to the first event its subject or object
mentions, whatever the sentence is about: "protests in 1963" link a statement of a background sentence to a
1963 protest. A happening is linked only from evidence of the whole sentence, and only when it is the one
event in reach, so that its day and place may stand for the statement's: "the rebels | kill | 16 people"
in a sentence whose toll the model counted for the shelling of Damascus on Sunday.

No link when:
- the sentence reaches two events (mentions or figures placed in different events; a sub-event counts as
  its parent's), or none;
- the event has no day that a mention of it writes (a day inherited from the article's is no happening's),
  or no place, or is no incident (happening-words.tsv kind ``happening-type``: a war lasts for years, a
  meeting's word is as often another sense's, "meeting the targets");
- the event is not the corpus's main event and the sentence names none of its places and writes none of its
  days (a definite "the clashes" the model put in a side event of another place);
- the sentence names a town that is none of the event's places nor lies in or around one (a round-up's
  "rocket attacks in Aleppo" beside the Daraa attack it is filed under);
- the sentence tells what has been going on ("have been fighting back against ... assaults");
- the sentence writes a date the event does not have (another day, an earlier month or year), a time of
  the past ("last week"), a word of another, many or future times (ontology/happening-words.tsv kind
  ``elsewhen``: "previous", "throughout", "meanwhile", "will"), or opens a clause on what came before
  ("since the war began", background-words.tsv kind ``background-opener``), or tells a clause about another
  happening ("came after the massacre in X");
- the statement is a reaction to the event (kg.events.reactions: "the UN condemned the attack"), which is
  about it but happened another day and elsewhere;
- the statement does not tell the act: its verb is no verb of harm or attack (target-harm-verbs.tsv,
  attack-verbs.tsv) nor an event word ("shelled", "clashed"), and neither side holds an event mention or a
  count of a figure the sentence gives ("Observatory | base in | United Kingdom" is no part of a strike).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from functools import lru_cache

from ..resources import words_of_kind
from ..types import Claim, Event, Sentence, Statement
from .backgrounds import background_bounds
from .harmed import COUNT, around_event, harm_verb
from .lexicon import BACKGROUND_TABLE, table_words
from .mentions import EventMention
from .taxonomy import taxonomy
from .timeexpr import DATE, PAST, find_times

WORDS_TABLE = "happening-words.tsv"
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
# what has been going on: "have been fighting", "has been shelling"
_ONGOING = re.compile(r"\bbeen\s+\w+ing\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _elsewhen() -> re.Pattern[str]:
    """A word that opens a clause about what came before the news ("since", "the start of"), or tells another,
    many or future times ("previous", "throughout", "will": happening-words.tsv kind ``elsewhen``)."""
    words = "|".join(re.escape(word) for word in words_of_kind(WORDS_TABLE, "elsewhen"))
    opener = table_words(BACKGROUND_TABLE, "background-opener")
    return re.compile(rf"\b(?:{opener}|{words})\b", re.IGNORECASE)


def statement_happenings(
    statements: Sequence[Statement],
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    claims: Sequence[Claim],
    events: Mapping[str, Event],
    sentences: Mapping[tuple[str, int], Sentence],
    dates: Mapping[str, str | None],
    about: Mapping[str, str],
    towns: Mapping[str, Mapping[int, set[str]]],
    containment: Mapping[str, frozenset[str]],
    reacting: frozenset[str] = frozenset(),
) -> dict[str, str]:
    """Statement id -> the key of the one dated and placed event its sentence tells (see the module).

    ``located`` gives each article's event mentions with their event's key, ``about`` the event each
    statement's side mentions (kg:aboutEvent), ``towns`` the towns each sentence of an article names and
    ``containment`` the places each place lies in, ``reacting`` the ids of the statements that react to an
    event.
    """
    reach: dict[tuple[str, int], set[str]] = defaultdict(set)
    written: dict[str, set[str]] = defaultdict(set)  # event key -> the dates its mentions write
    for article, found in located.items():
        for mention, key in found:
            reach[(article, mention.sentence_index)].add(_root(key, events))
            written[_root(key, events)] |= {t.value for t in mention.times if t.kind == DATE}
    counted: set[tuple[str, int]] = set()
    for claim in claims:
        reach[(claim.article_id, claim.sentence_index)].add(_root(claim.event, events))
        counted.add((claim.article_id, claim.sentence_index))
    told: dict[tuple[str, int], str | None] = {}
    out: dict[str, str] = {}
    for statement in statements:
        triple = statement.triple
        where = (triple.article_id, triple.sentence_index)
        own = about.get(statement.id)
        tells = own or _act(statement) or (where in counted and _counts(statement))
        if where not in sentences or not tells or statement.id in reacting:
            continue
        if where not in told:
            candidate = _told(reach.get(where, set()), sentences[where], events, dates.get(where[0]))
            event = events.get(candidate or "")
            named = towns.get(where[0], {}).get(where[1], set())
            dated = event is not None and any(_agrees(d, event.date or "") for d in written[event.key])
            placed = event is not None and all(around_event(t, event, containment) for t in named)
            evidenced = event is not None and (event.is_main or _own(event, named, sentences[where], dates))
            told[where] = candidate if dated and placed and evidenced else None
        linked = told[where]
        if linked is not None and (own is None or _root(own, events) == linked):
            out[statement.id] = linked
    return out


def _act(statement: Statement) -> bool:
    """Whether the statement's verb tells harm done, an attack made or an event ("shelled", "clashed")."""
    return harm_verb(statement.triple.lemma) or bool(taxonomy().pattern.search(statement.triple.predicate))


def _counts(statement: Statement) -> bool:
    """Whether a side of the statement holds a count in digits: a figure of the sentence's toll."""
    sides = (statement.triple.subject, statement.triple.object)
    return any(side is not None and COUNT.search(side.text) for side in sides)


@lru_cache(maxsize=64)
def _incident(event_type: str) -> bool:
    """Whether a statement may take the day and place of an event of this type (happening-words.tsv kind
    ``happening-type``, or a type under one)."""
    tax = taxonomy()
    roots = words_of_kind(WORDS_TABLE, "happening-type")
    return event_type in tax.types and any(tax.is_a(event_type, root) for root in roots)


def _own(event: Event, named: set[str], sentence: Sentence, dates: Mapping[str, str | None]) -> bool:
    """Whether the sentence names one of the event's places or writes its day."""
    if set(event.places) & named:
        return True
    times = find_times(sentence.text, dates.get(sentence.article_id))
    return any(t.kind == DATE and _agrees(t.value, event.date or "") for t in times)


def _root(key: str, events: Mapping[str, Event]) -> str:
    """The event a sub-event is part of, up its chain of parents."""
    seen = {key}
    while key in events and events[key].parent and events[key].parent not in seen:
        key = events[key].parent or key
        seen.add(key)
    return key


def _told(
    reached: set[str], sentence: Sentence, events: Mapping[str, Event], published: str | None
) -> str | None:
    """The one event ``reached`` when the sentence tells it and nothing earlier or else."""
    if len(reached) != 1:
        return None
    event = events.get(next(iter(reached)))
    if event is None or not event.date or not event.places or not _incident(event.event_type):
        return None
    text = sentence.text
    if _elsewhen().search(text) or _ONGOING.search(text) or background_bounds(sentence):
        return None
    for time in find_times(text, published):
        if time.kind == PAST or (time.kind == DATE and not _agrees(time.value, event.date)):
            return None
    if any(year != event.date[:4] for year in _YEAR.findall(text)):
        return None
    return event.key


def _agrees(value: str, day: str) -> bool:
    """Whether a written date and the event's name the same time at their common precision."""
    return value.startswith(day) or day.startswith(value)
