"""Arguments of event mentions found around them in a sentence: times, places, place phrases, instruments.

Each argument goes to the nearest event mention of its sentence (places and instruments to the one
before them when there is one: "the first explosion ... was caused by a bomb placed in a suitcase").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from ..resources import alternation, read_tsv, words_of_kind
from ..types import PERSON, PLACE, Mention, Sentence
from .backgrounds import background_bounds, background_side
from .countries import is_country
from .glosses import holds_event_word, in_organisation_gloss, in_organisation_name
from .lexicon import BACKGROUND_TABLE, table_words
from .mentions import EventMention
from .speaker_places import speaker_inside, speaker_place
from .taxonomy import taxonomy
from .timeexpr import CLOCK, DATE, TimeExpression, find_times

# Words that end a run of pre-modifiers: prepositions, conjunctions, auxiliaries and reporting verbs.
STOP_WORDS = frozenset(
    """
    will would can could may might must shall should make makes made get gets got join joins take takes
    took do does did says say for in on at by of to from with near after before during as and or but
    that which who was were is are be been has have had said called blamed condemned denounced since
    amid over into than about against following despite while when where not no
    """.split()  # noqa: SIM905  (a word list reads better as text)
)
# The last locative preposition before the place governs it: "killed at least 43 people in the town of
# Jayrud" reads "in the town of", not "at least 43 people in the town of" (the greedy prefix finds it).
LOCATIVE = re.compile(
    r"^.*\b(?:in|near|at|outside|inside|around|across|on the outskirts of)\s+([^,;:.()]{0,45})$",
    re.IGNORECASE | re.DOTALL,
)
PLACE_NOUN = re.compile(
    r"\b(?:city|town|province|village|capital|region|district|county)\s+of\s+$", re.IGNORECASE
)
PLACE_LABELS = {"GPE", "LOC", "FAC"}
PLACE_PHRASE = re.compile(
    r"\b(?:about |some |around |nearly |roughly )?(?:\d[\d,.]*|one|two|a|half a)\s+"
    r"(?:meters|metres|kilometers|kilometres|km|feet|miles|mile|kilometer|kilometre|meter|metre)"
    r"(?:\s*\([^)]*\))?\s+(?:away\s+)?(?:from|of)\s+(?:the\s+)?(?:(?!and\b|as\b|was\b|when\b|where\b|which\b)[\w’'-]+\s*){1,5}"
    r"|\b(?:a|one|half a)\s+(?:kilometer|kilometre|mile)\s+away\b"
    r"|\bnear the (?:tomb|grave|burial site|cemetery|shrine|mosque|border|airport|embassy)\b"
    r"(?:\s+of\s+(?:(?!and\b|as\b|was\b|in\b|killed\b)[\w’'-]+\s*){1,6})?",
    re.IGNORECASE,
)
INSTRUMENT = re.compile(
    r"\b(?:a |two |the )?(?:car bomb|suicide vest|bomb|bombs|explosive devices?|improvised explosive devices?"
    r"|IEDs?|suitcase bomb|gas cylinders?|rockets?|missiles?|drones?)\b"
    r"(?:\s+(?:placed|planted|hidden|left)\s+[^,;.()]{3,60})?"
    r"|\b(?:detonated remotely|remotely detonated|triggered by remote control|by remote control"
    r"|detonated by remote control)\b",
    re.IGNORECASE,
)

# "X comes a day after Y", "X came as Y", "X came amid Y", with only the words of a span of time between:
# what follows tells another, earlier or surrounding happening, so its places and figures are not X's
# ("The attack on the hospital comes two days after Russian jets hit an aid convoy near Urum al-Kubra").


# "the coalition fighting IS in Iraq and Syria": two countries joined name a campaign's scope, not where one
# happening was (the second, after "and", has no preposition of its own). Only when the second country ends
# the phrase (punctuation, the end, or a preposition or conjunction after it): in "killed 12 people in Lebanon
# and Syria blamed Israel" the second country is the subject of a new clause and Lebanon stays the place.
_AND_COUNTRY = re.compile(
    rf"^\s+and\s+(?:(?:{table_words(BACKGROUND_TABLE, 'country-joiner')})\s+)?((?:[A-Z][\w'’-]*\s*){{1,3}}?)"
    r"(?=\s*[,.;:()!?\"”]|$|\s*(?:in|on|at|near|to|for|from|with|by|of|against|over|since|during|after|before"
    r"|and|or|but|as|where|while|when|that|which|who)\b)"
)


def _locative_place(before: str, after: str, mention: Mention, kind: str | None) -> bool:
    """True for a place named after a locative preposition: "in Iran's southeastern city of Kerman"."""
    match = LOCATIVE.search(before)
    if match is None:
        return False
    joined = _AND_COUNTRY.match(after)
    if joined and is_country(mention.text) and is_country(joined.group(1).strip()):
        return False
    words = re.findall(r"[\w-]+", match.group(1))
    if ({w.lower() for w in words} - {"of", "the"}) & STOP_WORDS:
        return False  # "in the region as Israel fights": the preposition governs another noun
    if [w.lower() for w in words] in (["a"], ["an"]) and re.match(r"\s+[a-z]", after):
        return False  # "in a US air strike": the name modifies the noun after it
    if is_country(mention.text) and taxonomy().pattern.match(
        re.sub(r"^-?\w*\s*(?:-led|-backed)?\s+", "", after, count=1)
    ):
        return False  # "killed in U.S. air strikes", "in US-led strikes": the attacker, not the place
    if kind == PERSON:
        return False
    return kind == PLACE or mention.label in PLACE_LABELS or bool(PLACE_NOUN.search(before))


def _nearest(
    found: list[EventMention],
    start: int,
    end: int,
    prefer_before: bool,
    bounds: tuple[tuple[int, int], ...] = (),
) -> int | None:
    """Index of the mention an argument at [start, end) belongs to: one on the argument's side of every
    background clause spanning ``bounds`` (absolute offsets), or None."""
    here = background_side(start, bounds)
    near = [i for i, m in enumerate(found) if background_side(m.start, bounds) == here]
    if not near:
        return None
    before = [i for i in near if found[i].end <= start]
    if prefer_before and before:
        return before[-1]
    return min(near, key=lambda i: min(abs(found[i].start - end), abs(start - found[i].end)))


# An act that follows a happening and has its own day (ontology/aftermath-words.tsv).
_AFTERMATH = re.compile(rf"\b{table_words('aftermath-words.tsv', 'act')}\b", re.IGNORECASE)

# ... right before the time expression, which then hangs on the act's verb: "claimed responsibility on
# Monday for", "which the ministry denied on Monday".
_AFTERMATH_BEFORE = re.compile(_AFTERMATH.pattern + r"\s+(?:\w+\s+)?$", re.IGNORECASE)

# A verb of saying right before a time that follows the event mention: "... were killed on Sunday when
# helicopters dropped barrel bombs, the Observatory said on Monday": the day the source spoke, not the
# happening's, where the sentence gives the happening a day of its own ("a monitor said Thursday" alone is
# as often the day of a toll of the past 24 hours).
_SAID_BEFORE = re.compile(
    rf"\b{table_words('aftermath-words.tsv', 'speech')}[^\S\n]+(?:on[^\S\n]+)?$", re.IGNORECASE
)

# A participle that is such an act when its agent follows the time: "The attack, claimed on Monday by
# Islamic State, killed 5 soldiers on Sunday".
_BY_ACT_BEFORE = re.compile(
    rf"\b{alternation(words_of_kind('aftermath-words.tsv', 'by-act'))}[^\S\n]+(?:\w+[^\S\n]+)?$",
    re.IGNORECASE,
)
_BY_AFTER = re.compile(r"[^\S\n]+by\b")

# Such an act whose doer is a party to the happening (a claim, a denial): a place of the doer is not the
# happening's. A condemnation is made where it happened as often as far away ("officials in Aleppo condemned
# the shelling"), so it keeps the place.
_DOER_WORDS = tuple(
    row["word"]
    for row in read_tsv("aftermath-words.tsv", ("word", "kind", "doer"))
    if row["kind"] == "act" and row["doer"] == "yes"
)
_DOER_ACT = re.compile(rf"\b{alternation(_DOER_WORDS, longest_first=False)}\b", re.IGNORECASE)

# An act word in a relative clause or after "been"/"being" tells of something else the clause describes, so
# the time of the sentence is not the act's: "The bombing, which the government condemned, killed 20 people
# on Sunday", "residents who had been denied aid". After "was" or "is" the act is the clause's own: "The
# bombing was condemned by the UN on Sunday" dates the condemnation.
_SUBORDINATE = re.compile(
    r"(?:\b(?:which|that|who|whom)(?:[^\S\n]+[\w-]+){0,3}|\b(?:been|being)(?:[^\S\n]+\w+)?)[^\S\n]+$",
    re.IGNORECASE,
)
# ... and "been"/"being" right before the act word: "who had been denied aid Sunday" tells no act of that day
_PASSIVE_BEFORE = re.compile(r"\b(?:been|being)[^\S\n]+$", re.IGNORECASE)

# A day written as a modifier of the happening it precedes: "Sunday's air strikes", "Tuesdays attacks" (an
# apostrophe lost), "the Monday air strike", "Tuesday morning's air strike". A few modifier words and no
# punctuation may stand between.
_DAY_PLURAL = re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)days$", re.IGNORECASE)
_MODIFIER_GAP = re.compile(r"(?:['’]s?)?(?:[^\S\n]+[\w-]+(?:['’]s)?){0,3}[^\S\n]+")
_THE_BEFORE = re.compile(r"\bthe[^\S\n]+$", re.IGNORECASE)


def _attributive(text: str, start: int, end: int, mention_start: int) -> bool:
    """True when the time expression at [start, end) of ``text`` modifies the happening named at
    ``mention_start`` after it, so it dates the happening whatever verb governs the phrase: "condemned
    Sunday's air strikes", "claimed responsibility for Monday's bombing", "denies the Monday air strike"."""
    gap = text[end:mention_start]
    if not _MODIFIER_GAP.fullmatch(gap) or _AFTERMATH.search(gap):
        return False  # "Sunday's statement condemned the bombing": the act's verb stands between
    return (
        bool(re.search(r"['’]", text[start:mention_start]))  # "Sunday's", "morning's"
        or bool(_DAY_PLURAL.search(text, start, end))
        or bool(_THE_BEFORE.search(text, 0, start))
    )


# "several weeks of intense clashes", "three days of regime attacks": a happening told over a span, which no
# one day dates ("captured the town Monday after several weeks of intense clashes": Monday is the capture's).
# A few modifier words may stand between "of" and the event word; the units are rows of
# ontology/background-words.tsv.
_SPAN_OF = re.compile(
    rf"\b{table_words(BACKGROUND_TABLE, 'span-unit')}\s+of\s+(?:[\w-]+\s+){{0,2}}$", re.IGNORECASE
)


def _spanning(text: str, mention_start: int) -> bool:
    """Whether the event word at ``mention_start`` of ``text`` is told over a span of days or more."""
    return bool(_SPAN_OF.search(text, 0, mention_start))


def _dates_aftermath(text: str, start: int, end: int, mention: EventMention, base: int) -> bool:
    """True when a time expression at [start, end) of ``text`` dates a later act told of between it and
    ``mention`` rather than the happening: "IS on Monday claimed responsibility for a suicide bombing" (the
    blast was on Sunday night). The text approximates the time's attachment (the event stage holds no
    parse): the time belongs to the act when the act's verb stands right before it, or when an act word of
    the main clause stands between the two."""
    mention_start = mention.start - base
    after = mention_start >= end
    if after and _attributive(text, start, end, mention_start):
        return False
    # "IS claimed responsibility on Monday for the bombing", not "who had been denied aid Sunday"
    before = _AFTERMATH_BEFORE.search(text, 0, start)
    if before and not _PASSIVE_BEFORE.search(text, 0, before.start()):
        return True
    if _BY_ACT_BEFORE.search(text, 0, start) and _BY_AFTER.match(text, end):
        return True  # "The attack, claimed on Monday by Islamic State, killed ..."
    left, right = (end, mention_start) if after else (mention.end - base, start)
    acts = _AFTERMATH.finditer(text, left, max(left, right))
    # from ``left``: a "which" before the time ("Russia, which on Monday denied the strike") is not the act's
    return any(not _SUBORDINATE.search(text, left, act.start()) for act in acts)


def _said_day(text: str, time: TimeExpression, mention: EventMention, base: int) -> bool:
    """Whether ``time`` follows ``mention`` right after a closing source's verb of saying ("..., the monitor
    said on Monday")."""
    return mention.start - base < time.start and said_day(text, time)


def said_day(text: str, time: TimeExpression) -> bool:
    """Whether ``time`` stands right after a verb of saying in ``text`` ("the monitor said on Monday"). A
    weekday's possessive is the happening's own day, whatever verb stands before it ("Officials said
    Wednesday's toll was five")."""
    return not time.possessive and bool(_SAID_BEFORE.search(text, 0, time.start))


def _governed_apart(text: str, place: Mention, mention: EventMention, base: int) -> bool:
    """True when a place named before an event mention belongs to the doer of a later act told between them:
    "his allies in Moscow have denied bombing hospitals" says where the allies are, not the bombing."""
    return bool(_DOER_ACT.search(text, place.end - base, mention.start - base))


def attach_arguments(
    found: list[EventMention],
    sentence: Sentence,
    linked: list[tuple[Mention, str]],
    kind_of: Mapping[str, str],
    reference: str | None,
) -> list[EventMention]:
    """Give each time expression, locative place, place phrase and instrument to its nearest mention."""
    if not found:
        return found
    base, text = sentence.start, sentence.text
    bounds = background_bounds(sentence)
    extra: dict[int, dict[str, list]] = {
        i: {"times": [], "places": [], "place_text": [], "instruments": [], "speaker": []}
        for i in range(len(found))
    }
    for expr in find_times(text, reference):
        i = _nearest(found, base + expr.start, base + expr.end, prefer_before=expr.kind == CLOCK)
        if i is None or (expr.kind == DATE and _spanning(text, found[i].start - base)):
            continue
        if not _dates_aftermath(text, expr.start, expr.end, found[i], base):
            extra[i]["times"].append(expr)
    for i, event_mention in enumerate(found):
        said = [t for t in extra[i]["times"] if _said_day(text, t, event_mention, base)]
        if said and any(t.kind == DATE and t not in said for t in extra[i]["times"]):
            extra[i]["times"] = [t for t in extra[i]["times"] if t not in said]
        else:
            # kept as the report's day: another sentence may give the happening its own ("... killed 42, a
            # monitor said Friday. Thursday's air strikes ..."), which coreference must not refuse for it
            extra[i]["times"] = [replace(t, said=True) if t in said else t for t in extra[i]["times"]]
    for mention, key in linked:
        if _locative_place(
            text[: mention.start - base], text[mention.end - base :], mention, kind_of.get(key)
        ):
            i = _nearest(found, mention.start, mention.end, prefer_before=True, bounds=bounds)
            if (
                i is not None
                and found[i].start > mention.start
                and "," in text[mention.end - base : found[i].start - base]
            ):
                continue  # "in Washington, the explosions seemed ...": the place belongs to the source
            if (
                i is not None
                and found[i].start > mention.start
                and _governed_apart(text, mention, found[i], base)
            ):
                continue
            if i is None or key in found[i].places or holds_event_word(mention, found):
                continue
            start, end = mention.start - base, mention.end - base
            if in_organisation_name(text, start, end) or in_organisation_gloss(
                text, start, found[i].start - base, base, linked, kind_of
            ):
                continue  # "the Islamic State in Iraq and the Levant", "Daesh (banned in Russia)"
            if speaker_place(text, start, end):
                # "the defence ministry in Moscow said": where the speaker is, when the sentence gives the
                # happening a place of its own ("air strikes in Syria"); alone, it is as often both's
                extra[i]["speaker"].append(key)
                continue
            extra[i]["places"].append(key)
    for match in PLACE_PHRASE.finditer(text):
        i = _nearest(found, base + match.start(), base + match.end(), prefer_before=True)
        if i is not None:
            extra[i]["place_text"].append(match.group(0).strip())
    for match in INSTRUMENT.finditer(text):
        if any(m.start <= base + match.start() < m.end for m in found):
            continue
        i = _nearest(found, base + match.start(), base + match.end(), prefer_before=True)
        words = match.group(0).strip()
        if i is not None and not any(words.lower() in known.lower() for known in found[i].instruments):
            extra[i]["instruments"].append(words)
    names = {key: mention.text for mention, key in linked}
    return [
        replace(
            m,
            times=tuple(extra[i]["times"]),
            places=_with_speaker(m.places + tuple(extra[i]["places"]), extra[i]["speaker"], names),
            place_text=tuple(extra[i]["place_text"]),
            instruments=m.instruments + tuple(extra[i]["instruments"]),
        )
        for i, m in enumerate(found)
    ]


def _with_speaker(places: tuple[str, ...], speaker: list[str], names: Mapping[str, str]) -> tuple[str, ...]:
    """``places`` and the speaker's places (speaker_places.py) that do not say the speaker is elsewhere: all
    of them when the sentence gives the happening no place of its own, else those inside one it gives
    ("in Iraq, police in Kirkuk said"), not a foreign seat ("in Syria, the ministry in Moscow said")."""
    others = [names[p] for p in places if p in names]
    kept = [k for k in speaker if not places or (k in names and speaker_inside(names[k], others))]
    return places + tuple(k for k in kept if k not in places)
