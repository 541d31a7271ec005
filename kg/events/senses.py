"""Whether an event word of the taxonomy names an event where it stands: not a phrasal verb of paying
("shelled out"), not an armed word without arms, not an advance that kills no one, not an execution of no
people, not a verb after its subject's name, not the war of "a war monitor" (kg/events/triggers.py asks before
it makes a mention). Plain text and entity mentions, as triggers.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..resources import casualty_senses, read_tsv, words_of_kind
from ..types import Mention
from .arguments import STOP_WORDS
from .describe import DETERMINERS
from .lexicon import BACKGROUND_TABLE, head_nouns, table_words
from .taxonomy import alternation


@lru_cache(maxsize=1)
def casualty_near() -> re.Pattern[str]:
    """A count or the people right after a killing word, maybe after a qualifier ("killing at least seven",
    "killing civilians"): background-words.tsv kinds `toll-qualifier` and `toll-start`, a digit too."""
    qualifiers = "|".join(map(re.escape, words_of_kind(BACKGROUND_TABLE, "toll-qualifier")))
    starts = "|".join(map(re.escape, words_of_kind(BACKGROUND_TABLE, "toll-start")))
    return re.compile(rf"^\s+(?:{qualifiers})?\s*(?:\d|{starts})", re.IGNORECASE)


def _names_then_object(text: str, start: int, end: int, mentions: Sequence[Mention], base: int) -> bool:
    """A trigger right after a name and right before a quote or another name reads as a verb; not before the
    source a headline ends on, its colon lost ("85 troops killed in jihadist advance Monitor")."""
    after_name = any(m.end - base <= start and not text[m.end - base : start].strip() for m in mentions)
    return (
        after_name and bool(re.match(r"\s+[\"“‘'A-Z]", text[end:])) and not _closing_source().match(text, end)
    )


@lru_cache(maxsize=1)
def _closing_source() -> re.Pattern[str]:
    """A one-word source of ontology/head-nouns.tsv (kind ``source``) that ends its sentence: the speaker a
    headline names last."""
    words = [w for w in head_nouns("source") if " " not in w]
    return re.compile(rf"\s+(?i:{alternation(words)})\s*$")


def is_verb(trigger: str) -> bool:
    """Listed verb forms ("killed", "exploded", "blew himself up"): they take no pre-modifiers."""
    return trigger.lower().endswith(("ed", " up"))


@lru_cache(maxsize=1)
def _other_sense() -> re.Pattern[str]:
    """An event word with the word after it that names no event (background-words.tsv kind ``other-sense``):
    "shelled out 2 million dollars" pays, "shelled out of existence" still attacks."""
    return re.compile(rf"(?i:{alternation(words_of_kind(BACKGROUND_TABLE, 'other-sense'))})\b(?!\s+of\b)")


@lru_cache(maxsize=1)
def _armed_senses() -> frozenset[str]:
    """Event words that name an attack only in a sentence of armed violence (background-words.tsv)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "armed-sense"))


@lru_cache(maxsize=1)
def _armed_context() -> re.Pattern[str]:
    """A word of armed violence: an armed actor, a weapon or a casualty (background-words.tsv kinds
    ``armed-context`` and ``casualty-context``), a plural of fighters, or an armed group's name as written
    ("Taliban", "Al-Shabab")."""
    groups = read_tsv("armed-groups.tsv", ["kind", "form"])
    words = {*words_of_kind(BACKGROUND_TABLE, "armed-context"), *head_nouns("combatant")}
    words |= set(words_of_kind(BACKGROUND_TABLE, "casualty-context"))
    words |= {r["form"].lower() for r in groups if r["kind"] == "noun"}
    names = [r["form"] for r in groups if r["kind"] == "name"]
    return re.compile(rf"(?<![\w-])(?:(?i:{alternation(words)})|{alternation(names)})(?![\w-])")


@lru_cache(maxsize=1)
def _casualty_context() -> re.Pattern[str]:
    """A word of the dead or the hurt (background-words.tsv kind ``casualty-context``)."""
    words = words_of_kind(BACKGROUND_TABLE, "casualty-context")
    return re.compile(rf"(?<![\w-])(?i:{alternation(words)})(?![\w-])")


@lru_cache(maxsize=1)
def _adjective_senses() -> frozenset[str]:
    """``casualty-sense`` words that are also adjectives ("an offensive remark"), an attack only as a noun
    (background-words.tsv kind ``adjective-sense``)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "adjective-sense"))


# how near a `casualty-sense` word its casualty word stands, in characters either side ("a counteroffensive in
# Raqqa has left 40 government soldiers dead")
CASUALTY_REACH = 80
# "warned in advance", "paid in advance": the word right after "in" is an adverb's, no happening
_IN_BEFORE = re.compile(r"\bin\s+$", re.IGNORECASE)
# the lower-case word right after a word, and the one after that
_NEXT_WORDS = re.compile(r"\s+([a-z][\w'’-]*)(?:\s+([\w'’-]+))?")
# what follows a verb of the present that has its own object or infinitive ("the offensive aims to take")
_AFTER_VERB = frozenset({"to", "the", "a", "an", "its", "their", "his", "her", "on", "in"})


def _modifies_next(text: str, end: int) -> bool:
    """Whether the word ending at ``end`` is an adjective of the noun after it ("an offensive remark", "the
    offensive line"), not a noun heading its phrase ("an offensive in the north", "the offensive began",
    "an offensive they launched"): a lower-case word follows that is no function word (arguments.py
    ``STOP_WORDS``, a determiner, a unit of time, background-words.tsv kind ``noun-follower``), no verb's or
    adverb's form (-ed, -ing, -ly) and no verb of the present with its object after it ("aims to take")."""
    found = _NEXT_WORDS.match(text, end)
    if found is None:
        return False  # the end, a stop, a name or a number
    word, after = found.group(1), (found.group(2) or "").lower()
    if (
        word in STOP_WORDS
        or word in DETERMINERS
        or word in time_units()
        or word in _noun_followers()
        or word.endswith(("ed", "ing", "ly"))
    ):
        return False
    return not (word.endswith("s") and after in _AFTER_VERB)


@lru_cache(maxsize=1)
def _noun_followers() -> frozenset[str]:
    """Words that stand right after a noun, never after an adjective: pronouns, adverbs, directions and
    verbs of the past not ending in -ed ("an offensive they launched", "the offensive began")
    (background-words.tsv kind ``noun-follower``)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "noun-follower"))


@lru_cache(maxsize=1)
def _people_nouns() -> frozenset[str]:
    """Nouns of people, singular and plural: head-nouns.tsv kinds ``counted`` and ``combatant``, the
    ``noun`` rows of armed-groups.tsv, kind-nouns.tsv's ``person`` rows, person-nouns.tsv and
    background-words.tsv kinds ``group-noun`` and ``held-people``."""
    nouns = {*head_nouns("counted"), *head_nouns("combatant")}
    nouns |= {
        r["form"].lower() for r in read_tsv("armed-groups.tsv", ["kind", "form"]) if r["kind"] == "noun"
    }
    nouns |= {
        r["noun"].lower()
        for r in read_tsv("kind-nouns.tsv", ["noun", "stands_for"])
        if r["stands_for"] == "person"
    }
    nouns |= {r["noun"].lower() for r in read_tsv("person-nouns.tsv", ["noun"])}
    nouns |= {*words_of_kind(BACKGROUND_TABLE, "group-noun"), *words_of_kind(BACKGROUND_TABLE, "held-people")}
    return frozenset(nouns | {n + "s" for n in nouns})


# the object of a verb, or the phrase after a noun's "of", up to its head: a determiner, a count and its
# qualifier, then up to four words
_OBJECT = re.compile(
    r"\s+(of\s+)?((?:[\w'’-]+\s+){0,5}?)([\w'’-]+)(?=\s*(?:[,.;:()]|$|\s(?:for|in|on|at|by|from|with|near|after|before|during|who|which|that|and|or|was|were|is|are|has|have|had)\b))",
    re.IGNORECASE,
)


def _kills_no_one(text: str, end: int, trigger: str) -> bool:
    """Whether a verb of background-words.tsv kind ``people-object`` ("execute 500 trades") or a noun of that
    kind before "of" ("the execution of the strategy") acts on no people: a killing only when its object, or
    the phrase after "of", holds a noun of people (``_people_nouns``) or a name ("executed Smith")."""
    lower = trigger.lower()
    if lower not in _people_objects():
        return False
    noun = not is_verb(trigger) and not lower.startswith("execute")
    if noun and not re.match(r"\s+of\b", text[end:]):
        return False  # "the executions took place in the square": a bare noun keeps its killing
    found = _OBJECT.match(text, end)
    if found is None:
        return not noun and not re.match(r"\s+[A-Z]", text[end:])
    tokens = re.findall(r"[\w'’-]+", found.group(2) + found.group(3))
    named = any(w[:1].isupper() for w in tokens)
    return not (named or any(w.lower() in _people_nouns() for w in tokens))


@lru_cache(maxsize=1)
def _people_objects() -> frozenset[str]:
    """Killing words that name a killing only of people (background-words.tsv kind ``people-object``)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "people-object"))


@lru_cache(maxsize=1)
def time_units() -> frozenset[str]:
    """Units of time ("days", "a week") of ontology/background-words.tsv."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "time-unit"))


@lru_cache(maxsize=1)
def _body_after() -> re.Pattern[str]:
    """A lower-case noun of who watches or reports right after an event word (ontology/background-words.tsv
    kind `body-noun`), as written: "war monitor", not the "Monitor" of a headline's lost colon."""
    return re.compile(rf"\s+(?:{table_words(BACKGROUND_TABLE, 'body-noun')})\b")


# "after the", "during": an event word right after one of these is a time, never a noun's modifier.
_AFTER_TIME = re.compile(r"\b(?i:after|before|during|since)\s+(?:the\s+)?$")


def names_no_event(
    text: str, start: int, end: int, kind: str, mentions: Sequence[Mention], base: int
) -> bool:
    """Whether the event word of type ``kind`` at ``start``..``end`` of a sentence's ``text`` (its entity
    ``mentions``, offsets from ``base``) names no event there."""
    trigger = text[start:end]
    if _other_sense().match(text, start):
        return True  # "the ministry shelled out millions to soldiers' families": paid, no attack
    armed = trigger.lower() in _armed_senses()
    if armed and not _armed_context().search(text):
        return True  # "MPs ambushed the minister with questions": no arms, no casualty, no attack
    if trigger.lower() in casualty_senses() and (
        not _casualty_context().search(text, max(0, start - CASUALTY_REACH), end + CASUALTY_REACH)
        or _IN_BEFORE.search(text, 0, start)
        or (trigger.lower() in _adjective_senses() and _modifies_next(text, end))
    ):
        # "troops advance on the town", "an offensive remark": only an advance that kills is one, and only
        # where it kills: "48 were killed in the village ... which troops entered during an offensive" (a
        # sentence of text that lost its stops) names the offensive as the killing's setting
        return True
    if _kills_no_one(text, end, trigger):
        return True  # "it will execute 500 trades", "the execution of the strategy": no one killed
    # an armed verb form between two names is the verb it is listed as, its sense told by the sentence's arms
    # ("the Nusra Front attacked Aleppo with rockets"), not a headline's noun read as a verb
    if not (armed and is_verb(trigger)) and _names_then_object(text, start, end, mentions, base):
        return True  # "Howard attacks 'pay later' Budget": a verb after its subject, not an event noun
    # "a war monitor said": the word names who watches, no war. Only a war: "election monitors said the vote
    # was fair" names an election, and after "after" the event is a time ("After the war reporters returned"),
    # so the noun opens the clause
    return kind == "War" and bool(_body_after().match(text, end)) and not _AFTER_TIME.search(text, 0, start)
