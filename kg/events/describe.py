"""What an event mention says about its happening: the participants, places, perpetrators and targets
named next to its trigger, who holds a speech or meeting, the victim of a killing, and whether the mention
is generic (habits, "similar attacks", "since" campaigns) or predicative ("was an attack").
kg/events/triggers.py finds the triggers and their modifiers; this module turns each into an EventMention.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from ..entities.gazetteer import demonyms, lookup_key
from ..resources import read_tsv, words_of_kind
from ..types import EVENT, ORGANIZATION, PERSON, PLACE, Mention, Sentence
from .arguments import STOP_WORDS, is_country
from .counts import QUALIFIER_WORDS, number_pattern
from .figures import FIRST_DONE
from .lexicon import BACKGROUND_TABLE, alternation, head_nouns
from .mentions import EventMention
from .taxonomy import taxonomy

ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
DETERMINERS = {"the", "this", "these", "that", "those", "its", "their", "his", "her", "our", "today's"}
# Modifiers that make a mention generic or about other incidents than the one in the news.
GENERIC_MODIFIERS = {
    "similar", "previous", "earlier", "other", "several", "many", "numerous", "such", "future", "past",
    "possible", "any", "more", "further", "multiple", "some", "no", "one", "ones",
}  # fmt: skip
# Sentences stating habits ("a delayed second blast is often used") describe no particular event.
GENERIC_ADVERB = re.compile(r"\b(often|usually|typically|generally|commonly|tend to)\b", re.IGNORECASE)
GENERIC_REACH = 60  # characters around a mention within which a habitual adverb makes it generic
# Background and unreal events: "similar attacks", "the risk of a pre-poll attack", "wait for an attack".
GENERIC_BEFORE = re.compile(
    r"\b(previously|similar|other|such|risk|risks|threat|threats|fear|fears|prevent|preventing|potential"
    r"|possible|wait for|in case of|any)\b",
    re.IGNORECASE,
)
# "Since July 11 regime bombardment ... has cost the lives of 136": a campaign counted from a day, not
# one happening ("since the attack" names the event itself, with its determiner).
SINCE_BEFORE = re.compile(r"\bsince\s+$", re.IGNORECASE)
PREDICATIVE = re.compile(
    r"\b(?:called|calls|call|calling|described as|describing it as|labelled|labeled|termed"
    r"|was|were|is|are|be|been|seemed to be|seems to be|appeared to be|appears to be)\s+[\"“‘']?$",
    re.IGNORECASE,
)
# Events someone holds: the person or organisation named just before is their participant.
HELD_EVENTS = {"Statement", "Meeting", "Visit"}
AFTER_PARTICIPANT = re.compile(r"^\s+(of|to|against|on|with|by)\s+(?:the\s+)?(?:[A-Za-z]+\s+){0,3}?$")
# The object of a strike told as a verb: "warplanes bombing the towns of Mesraba", "shelling the village of
# Hass" (the place units and their plurals are rows of ontology/head-nouns.tsv). Only the name right after
# the unit: a list run on without commas ("the towns of Mesraba Harasta and Eastern Ghouta") may end in a
# region the towns lie in, or hold a name cut in two.
_UNITS = alternation(
    {w for row in ("word", "plural") for w in words_of_kind("head-nouns.tsv", "place-unit", row) if w != "-"}
)
OBJECT_UNIT = re.compile(rf"^\s+the\s+{_UNITS}s?\s+of\s+$", re.IGNORECASE)
PASSIVE_TAIL = re.compile(r"^[^.;:!?\d]{0,120}\b(was|were|has been|had been|is|being)\s+(?:\w+ly\s+)?$")


def describe_mention(
    raw: dict, sentence: Sentence, linked: list[tuple[Mention, str]], kind_of: Mapping[str, str], lead: bool
) -> EventMention | None:
    """The EventMention of one trigger found in ``sentence`` (``raw``: its trigger, type, modifiers and span),
    or None for a killing that names no victim (a casualty count, kept as a claim)."""
    tax = taxonomy()
    text, base = sentence.text, sentence.start
    mods: list[str] = raw["mods"]
    start, end, mod_start = raw["start"], raw["end"], raw["mod_start"]
    ordinal = next((ORDINALS[w] for w in mods if w in ORDINALS), None)
    participants: list[str] = []
    places: list[str] = []
    perpetrators: list[str] = []
    targets: list[str] = []
    for mention, key in linked:
        before = text[max(0, mention.end - base) : start - base]
        after = text[end - base : mention.start - base]
        possessor = mention.end <= mod_start and re.fullmatch(r"[’']s?\s+(?:[\w-]+\s+){0,3}?", before or "x")
        premodifier = mod_start <= mention.start and mention.end <= start
        of_object = mention.start >= end and AFTER_PARTICIPANT.match(after) is not None
        attacker = (
            premodifier
            and tax.is_a(raw["kind"], "Attack")
            and (kind_of.get(key) == ORGANIZATION or (kind_of.get(key) == PLACE and is_country(mention.text)))
        )
        preposition = after.split(maxsplit=1)[0].lower() if of_object else ""
        # Actors are people, organisations or countries: "by Wednesday" or "by the Tigris" strikes nobody.
        actor = kind_of.get(key) in (PERSON, ORGANIZATION) or is_country(mention.text)
        if attacker or (preposition == "by" and actor):
            perpetrators.append(key)  # "a US airstrike", "carried out by IS": who struck, not where
        elif preposition in ("on", "against") and tax.is_a(raw["kind"], "Attack"):
            targets.append(key)  # "the October 7 attack on Israel"
            if kind_of.get(key) == PLACE and not is_country(mention.text):
                places.append(key)  # "the gas attack on Ghouta": a town attacked is where it happened
        elif (
            mention.start >= end
            and OBJECT_UNIT.match(after)
            and tax.is_a(raw["kind"], "Attack")
            and kind_of.get(key) == PLACE
            and not is_country(mention.text)
        ):
            # "bombing the towns of Mesraba": the town struck is where it happened. Without it the strike has
            # no place, and another strike the article tells later ("air strikes in Deir az-Zour province")
            # joins it, bringing its toll. A place, not a target: a target leads the event's places
            # (kg/events/assembly.py), and the first of several towns struck would label the bombardment.
            places.append(key)
        elif possessor or premodifier or of_object:
            (places if kind_of.get(key) == PLACE and not possessor else participants).append(key)
    if not participants and raw["kind"] in HELD_EVENTS:
        # "Hassan Nasrallah is set to deliver a speech": who holds a speech, visit or meeting
        holder = _holder(text, mod_start - base, linked, kind_of, base)
        if holder:
            participants.append(holder)
    victim, victim_text = None, None
    if raw["kind"] == "Killing" or tax.types[raw["kind"]].needs == "victim":
        persons = [k for k in participants if kind_of.get(k) == PERSON]
        victim = persons[0] if persons else None
        if victim is None:
            victim, victim_text = _passive_victim(text, start - base, linked, kind_of, base)
        if victim is None and victim_text is None and is_deliberate_killing(raw["trigger"]):
            # the count of a passive one only in a lead sentence: later in a report it tells a part of the
            # news ("the Observatory said 50 troops were summarily executed" in a report of the assault)
            victim_text = (
                _counted_victims(text, end - base)
                or _noun_victims(text, end - base, mod_start - base)
                or (_counted_before(text, start - base) if lead else None)
            )
        if victim is None and victim_text is None:
            victim_text = raw.get("victims")  # "Troops kill 40 insurgents" (triggers.py)
        # "103 people were killed" is a casualty count, kept as a claim; but "the assassination" may
        # still name a killing told earlier in the article
        if victim is None and victim_text is None and not (mods and mods[0] in DETERMINERS):
            return None
    near = text[max(0, start - base - GENERIC_REACH) : end - base + GENERIC_REACH]
    generic = (
        bool(GENERIC_ADVERB.search(near))
        or any(w in GENERIC_MODIFIERS for w in mods)
        or _generic_before(text[max(0, mod_start - base - 45) : mod_start - base])
        or bool(SINCE_BEFORE.search(text[: mod_start - base]) and not (mods and mods[0] in DETERMINERS))
    )
    predicative = bool(PREDICATIVE.search(text[: mod_start - base]))
    named = next((k for m, k in linked if kind_of.get(k) == EVENT and m.start <= start < m.end), None)
    return EventMention(
        named=named,
        predicative=predicative,
        article_id=sentence.article_id,
        sentence_index=sentence.index,
        start=start,
        end=end,
        trigger=raw["trigger"],
        phrase=text[mod_start - base : end - base],
        event_type=raw["kind"],
        ordinal=ordinal,
        generic=generic,
        lead=lead,
        places=tuple(dict.fromkeys(places)),
        participants=tuple(dict.fromkeys(participants)),
        perpetrators=tuple(dict.fromkeys(perpetrators)),
        targets=tuple(dict.fromkeys(targets)),
        victim=victim,
        victim_text=victim_text,
        context=frozenset(k for _, k in linked),
        fighters_counted="victims" in raw,
    )


@lru_cache(maxsize=1)
def _deliberate_words() -> frozenset[str]:
    return frozenset(words_of_kind(BACKGROUND_TABLE, "deliberate-killing"))


def _generic_before(before: str) -> bool:
    """Whether the words before a mention's phrase make it generic or another happening (GENERIC_BEFORE); an
    "other" that counts people (``_people_heads``) harmed along with someone by the mention's own "by", "in"
    or "during" phrase ("killed along with two other people by a blast") is no word of the event."""
    harmed = _HARMED_WITH.search(before)
    if harmed is not None and harmed.group(1).lower() in _people_heads():
        before = before[: harmed.start()]
    return bool(GENERIC_BEFORE.search(before))


# "with two other people by", "alongside at least three other men in", up to the mention's phrase; without the
# "with" the others may have fallen in the other happenings the mention tells ("mourned hundreds of other
# people in air strikes")
_HARMED_WITH = re.compile(
    r"\b(?:with|alongside)\s+(?:[\w-]+\s+){0,3}other\s+([\w-]+)\s+(?:by|in|during)\s+$", re.IGNORECASE
)


def is_deliberate_killing(trigger: str) -> bool:
    """Whether a Killing trigger names a deliberate killing of the people counted after it ("executed 700
    members", "massacred 30 villagers"): background-words.tsv kind `deliberate-killing`."""
    return " ".join(trigger.lower().split()) in _deliberate_words()


# "executed 700 members of a tribe", "at least 70 of its fighters", "dozens of prisoners": a count after the
# trigger, then maybe "of" and a determiner, then the nouns that say who (up to three lower-case words). The
# qualifiers are counts.py's, a run of spaces allowed between their words ("at  least") as ever here.
_SPACED_QUALIFIERS = QUALIFIER_WORDS.replace(" ", r"\s+")
_COUNT_AFTER = re.compile(
    rf"\s+((?:{_SPACED_QUALIFIERS})\s+)?"
    rf"({number_pattern().pattern}|dozens|hundreds|scores|thousands)\s+(?:of\s+(?:(?:the|its|their|his|her)\s+)?)?",
    re.IGNORECASE,
)
_WHO_WORD = re.compile(r"(?-i:[a-z][\w-]*)\s*")
# words that end who was killed ("three persons including two women"), and the verbs after it that make the
# count another clause's subject
_NOT_WHO = STOP_WORDS | {"including", "among"}
_OWN_VERB = frozenset({"was", "were", "is", "are", "has", "have", "had"})
# ... and one "of" phrase with its determiner: "of a tribe", "of the town".
_OF_WHAT = re.compile(r"of\s+(?:a|an|the)\s+(?-i:[a-z][\w-]*)")


# a capitalised word between a count and its noun of people: a demonym or a body's name ("250 Syrian troops",
# "12 Free Syrian Army fighters"), up to three of them
_NAME_WORD = re.compile(r"(?-i:[A-Z][\w'’-]*)\s+")
_NAMED_WORDS = 3


@lru_cache(maxsize=1)
def _people_heads() -> frozenset[str]:
    """Nouns of the people a count names (head-nouns.tsv kinds ``counted`` and ``combatant``)."""
    return frozenset((*head_nouns("counted"), *head_nouns("combatant")))


def _named_premodifiers(text: str, at: int) -> int:
    """Where the lower-case words of who was killed start after a count ending at ``at``: past the capitalised
    words of a demonym or a body's name, when a noun of people (``_people_heads``) is one of the two words
    after them ("massacred 250 Syrian troops", "execute three Syria rebel officers"); else ``at`` ("executed 3
    Monday", "executed 3 Dorvia said": no people named)."""
    end = at
    for _ in range(_NAMED_WORDS):
        word = _NAME_WORD.match(text, end)
        if word is None:
            break
        end = word.end()
    first = _WHO_WORD.match(text, end)
    second = _WHO_WORD.match(text, first.end()) if first else None
    said = {w.group(0).strip() for w in (first, second) if w}
    if end == at or not said & _people_heads():
        return at
    return end


@lru_cache(maxsize=1)
def _no_people_units() -> frozenset[str]:
    """Units of time and of amounts after a count (background-words.tsv kinds ``time-unit`` and
    ``amount-unit``): "the massacre 20 years ago", "executed 3 times" count no one."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "time-unit")) | frozenset(
        words_of_kind(BACKGROUND_TABLE, "amount-unit")
    )


# a people's plural, which unlike a name's word before a noun may end its clause or the headline ("IS executes
# 21 Christians", "massacred 25 Syrians, the group said")
_PLURAL_WORD = re.compile(r"(?-i:[A-Z][\w'’-]*)\s*")


def _people_plural(text: str, at: int) -> int | None:
    """Where a people's plural right after a count ends ("massacred 25 Syrians": the demonym is who was
    killed, with no noun after it), or None."""
    word = _PLURAL_WORD.match(text, at)
    if word is None:
        return None
    key = lookup_key(word.group(0).strip())
    anchor = demonyms().get(key)
    if anchor is not None and anchor.country is not None and key.endswith("s"):
        return word.end()
    # ... or a faith's or a people's plural ("massacred dozens of Alawites"; group-adjectives.tsv)
    return word.end() if word.group(0).strip().lower() in _group_plurals() else None


@lru_cache(maxsize=1)
def _group_plurals() -> frozenset[str]:
    """The plurals of ontology/group-adjectives.tsv, lower case: a faith's or a people's members ("Alawites",
    "Christians"), as a country's demonym in the plural names its people."""
    words = (row["word"].lower() for row in read_tsv("group-adjectives.tsv", ["word"]))
    return frozenset(w for w in words if w.endswith("s"))


def _counted_victims(text: str, at: int) -> str | None:
    """The people a deliberate killing's trigger ending at ``at`` counts, as written ("700 members of a
    tribe", "25 Syrians"), or None when no count of people follows it."""
    count = _COUNT_AFTER.match(text, at)
    if count is None:
        return None
    unit = _WHO_WORD.match(text, count.end())
    if unit and unit.group(0).strip() in _no_people_units():
        return None
    people = _people_plural(text, count.end())
    end, words = (people, 1) if people else (_named_premodifiers(text, count.end()), 0)
    while (
        not people
        and words < 3
        and (word := _WHO_WORD.match(text, end))
        and word.group(0).strip() not in _NOT_WHO
    ):
        end, words = word.end(), words + 1
    after = _WHO_WORD.match(text, end)
    if not words or (after and after.group(0).strip() in _OWN_VERB):
        # "more than 50 troops were summarily executed 19 more were killed in a double suicide attack": text
        # that lost its punctuation, where the count is the subject of the next clause, not who was executed
        return None
    of_what = _OF_WHAT.match(text, end)
    return text[
        count.start(1) if count.group(1) else count.start(2) : of_what.end() if of_what else end
    ].strip()


# "a massacre against 14 civilians": the people a deliberate killing's noun counts in a phrase of its own (the
# table's words are verbs; "massacre" is a noun too, "execution" no word of it)
_NOUN_PREPOSITION = re.compile(r"\s+(?:against|of|among)(?=\s)", re.IGNORECASE)
# ... but a noun after a preposition tells the reason or the time of the clause's own news, a killing recalled
# ("protested over the massacre of 30 villagers", "a week after the massacre of 30 villagers")
_RECALLED_AFTER = re.compile(
    r"\b(?:over|for|of|about|after|since|before|following|against|despite)\s+$", re.IGNORECASE
)


def _noun_victims(text: str, at: int, opened: int) -> str | None:
    """The people counted in the phrase after a deliberate killing's trigger ending at ``at`` ("a massacre
    against 14 civilians"), as written, or None; None too where a preposition stands before the trigger's
    phrase, opened at ``opened`` (``_RECALLED_AFTER``)."""
    if _RECALLED_AFTER.search(text, 0, opened):
        return None
    found = _NOUN_PREPOSITION.match(text, at)
    return _counted_victims(text, found.end()) if found else None


# "41 FSA rebels were rounded up and executed", "50 troops were summarily executed": a count of people (up to
# three capitalised words and a noun of people, ``_people_heads``) as the subject of a passive deliberate
# killing, maybe with an adverb or a first participle joined by "and" (``FIRST_DONE``)
_COUNT_BEFORE = re.compile(
    rf"(?<![\w-])(?P<count>(?:(?:{_SPACED_QUALIFIERS})\s+)?(?:{number_pattern().pattern})\s+(?:(?-i:[A-Z])[\w'’-]*\s+){{0,3}}"
    rf"(?:(?-i:[a-z])[\w-]*\s+)?(?P<noun>(?-i:[a-z])[\w-]*))\s+(?:was|were|have\s+been|had\s+been)\s+"
    rf"(?:(?-i:[a-z]+ly)\s+)?(?:{FIRST_DONE})?$",
    re.IGNORECASE,
)

_AFTER_PREPOSITION = re.compile(
    r"\b(?:of|on|in|at|by|since|from|for|with|among|to)\s+(?:the\s+)?$", re.IGNORECASE
)


def _counted_before(text: str, at: int) -> str | None:
    """The people counted as the subject of a passive deliberate killing whose trigger starts at ``at``
    ("around 41 FSA rebels were rounded up and executed"), as written, or None."""
    clause = re.split(r"[.;:,!?]", text[:at])[-1]
    found = _COUNT_BEFORE.search(clause)
    if found is None or found.group("noun").lower() not in _people_heads():
        return None
    # a count after a preposition is no subject of the verb: "two of the 23 workers were executed" counts
    # a whole, "on 23 May workers", "in 2013 civilians" a date
    if _AFTER_PREPOSITION.search(clause, 0, found.start()):
        return None
    return found.group("count").strip()


def _holder(
    text: str, at: int, linked: list[tuple[Mention, str]], kind_of: Mapping[str, str], base: int
) -> str | None:
    """The person or organisation named last before ``at`` in the same clause, or None."""
    for mention, key in sorted(linked, key=lambda p: -p[0].start):
        between = text[mention.end - base : at]
        if (
            mention.end - base <= at
            and len(between) <= 60
            and not re.search(r"[.;:!?()]", between)
            and kind_of.get(key) in (PERSON, ORGANIZATION)
        ):
            return key
    return None


def _passive_victim(
    text: str, at: int, linked: list[tuple[Mention, str]], kind_of: Mapping[str, str], base: int
) -> tuple[str | None, str | None]:
    """The subject of "X was killed": a person entity, or a short noun phrase without numbers."""
    for mention, key in sorted(linked, key=lambda p: -p[0].start):
        if (
            kind_of.get(key) == PERSON
            and mention.end - base <= at
            and PASSIVE_TAIL.match(text[mention.end - base : at])
        ):
            return key, None
    # active voice: "accused Israel of assassinating a senior Iranian commander"
    after = re.match(
        r"\s+((?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:commander|leader|official|general|officer|"
        r"minister|journalist|activist|member|chief|scientist|politician|figure|head)s?)\b",
        text[at + len(re.match(r"[\w-]*", text[at:]).group(0)) :],  # type: ignore[union-attr]
    )
    if after and not re.search(r"\d", after.group(1)):
        return None, after.group(1)
    clause = re.split(r"[,;:]\s*", text[:at])[-1]
    match = re.fullmatch(r"((?:a|an|the)\s+(?:[\w-]+\s+){1,4}?)(?:was|were|had been|has been)\s+", clause)
    if match and not re.search(r"\d|\b(people|others|persons|civilians)\b", match.group(1)):
        return None, match.group(1).strip()
    return None, None
