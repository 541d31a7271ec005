"""Figures in a sentence's text: the numbers a measure cue of ontology/measures.tsv names ("at least 95
people killed"), with their qualifier ("at least", "nearly"), whether the text marks them as earlier ("down
from 103") and whether they are a part of the count before them ("including four children"; the parts and
chains are kg/events/parts.py's, the words of a count kg/events/counts.py's). Turning them into sourced
claims of events is kg/events/claims.py's work.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from ..articles import MONTH_NAME
from ..memo import per_sentence
from ..resources import read_tsv
from ..types import Sentence
from .counts import (
    AND_MORE,
    KINDS,
    OF_WHOM,
    ONE_MORE,
    PART_CUE,
    PEOPLE,
    QUALIFIER,
    QUALIFIER_WORDS,
    QUALIFIERS,
    YEAR,
    Figure,
    count_value,
    number_pattern,
)
from .lexicon import BACKGROUND_TABLE, alternation, table_words
from .parts import chained_before, is_part, joins_last, like_last
from .taxonomy import taxonomy

__all__ = ["FIRST_DONE", "QUALIFIERS", "Figure", "Measure", "find_figures", "measures", "sentence_figures"]

# "95 deaths, down from 103": the figure after the cue is the earlier one.
_EARLIER_CUE = re.compile(
    r"\b(?:down|up|revised|lowered|raised)\s+from\s+$|\b(?:initial(?:ly)?|earlier"
    r"|previous(?:ly)?|preliminary)\b",
    re.IGNORECASE,
)
# ("Five more civilians were killed": "more" and a noun)
_PLAIN_NOUNS = (
    r"(?:(?:people|persons|others|civilians|children|individuals|pilgrims|victims|mourners|more)\s+){0,2}"
)
# ... or the people of a count (kg/events/counts.py), maybe one more person joined to them, then maybe an
# adverb of background-words.tsv kind `count-adverb` ("six children also died"). A part cue and a noun with no
# count of their own may follow ("20 civilians including children were killed": the count stays the
# civilians').
_COUNTED_PHRASE = (
    rf"{PEOPLE}\s+(?:{OF_WHOM}|{AND_MORE})?(?:{ONE_MORE})?(?:(?:{PART_CUE})\s+(?:{KINDS})\s+)?"
    rf"(?:(?:{table_words(BACKGROUND_TABLE, 'count-adverb')})\s+)?"
)
_NOUNS = rf"(?:{_COUNTED_PHRASE}|{_PLAIN_NOUNS})"


@dataclass(frozen=True)
class Measure:
    name: str
    unit: str
    after: re.Pattern[str]
    before: re.Pattern[str] | None


# An adverb in -ly may stand between the words of a measure cue: "were slightly hurt", "were reportedly
# killed", "had been seriously wounded". Not "also": "Three people were also killed in another town", "10
# people were also killed ... when a suicide bomber blew himself up" add the toll of another happening.
# Nor an adverb of background-words.tsv kind `no-toll-adverb`: "Five children were nearly killed", "Eight
# people were previously killed in the same street" tell no toll of the happening. "reported" stands there as
# "reportedly" does: "Seven others were reported injured".
_ADVERB = rf"(?!(?:{table_words(BACKGROUND_TABLE, 'no-toll-adverb')})\b)(?-i:[a-z]+ly|reported)\s+"
# ... or a first participle joined to the cue's by "and" ("were rounded up and executed", "were abducted and
# killed", "were shot and killed"), one of no measure's own ("were injured and killed" counts the dead and
# hurt together)
FIRST_DONE = (
    r"(?!(?:killed|wounded|injured|hurt)\b)(?-i:[a-z]+ed|shot|beaten|struck|taken|caught)"
    r"(?:\s+(?:up|out|off|down|away))?\s+and\s+"
)


def _spaced(form: str) -> str:
    """The regex of a multi-word cue of measures.tsv, an adverb or a first participle allowed between its
    words."""
    return rf"\s+(?:{_ADVERB}|{FIRST_DONE})?".join(re.escape(word) for word in form.split())


@lru_cache(maxsize=1)
def measures() -> tuple[Measure, ...]:
    found = []
    for row in read_tsv("measures.tsv"):
        after = "|".join(_spaced(f) for f in sorted(row["after"].split("|"), key=len, reverse=True))
        before_forms = [f for f in row["before"].split("|") if f and f != "-"]
        before = "|".join(re.escape(f) for f in sorted(before_forms, key=len, reverse=True))
        found.append(
            Measure(
                row["measure"],
                row["unit"],
                re.compile(rf"^\s+{_NOUNS}(?:{after})\b", re.IGNORECASE),
                re.compile(rf"\b(?:{before})\s+(?:the\s+)?$", re.IGNORECASE) if before else None,
            )
        )
    return tuple(found)


def _killed() -> Measure:
    return next(m for m in measures() if m.name == "killed")


@lru_cache(maxsize=1)
def _combined() -> re.Pattern[str]:
    """A cue of the dead and one of the hurt joined before a count ("killed and injured five civilians",
    "killing or wounding 12"): the dead and hurt together, a count of neither (the cues are measures.tsv's
    one-word `before` forms of the two rows)."""
    words = {
        row["measure"]: [f for f in row["before"].split("|") if f and " " not in f]
        for row in read_tsv("measures.tsv")
        if row["measure"] in ("killed", "injured")
    }
    return re.compile(
        rf"\b{alternation(words['killed'])}\s+(?:and|or)\s+{alternation(words['injured'])}\s+$", re.IGNORECASE
    )


_MOTIVE = re.compile(
    rf"\bin\s+(?:{table_words(BACKGROUND_TABLE, 'motive')})\s+(?:for|of)\s+(?:the\s+)?"
    r"(?:deaths?|killings?|murders?)\s+of\s+$",
    re.IGNORECASE,
)
# a preposition of time before a year: "In 2015 fatalities rose" counts no one.
_TIME_BEFORE = re.compile(r"\b(?:in|since|by|until|till|from|before|after|throughout)\s+$", re.IGNORECASE)
# a noun after a count and its cue that makes them a name (background-words.tsv kind `name-noun`)
_NAME_NOUN = re.compile(rf"\s+(?:{table_words(BACKGROUND_TABLE, 'name-noun')})\b", re.IGNORECASE)
# a noun of a group of people right after a count (background-words.tsv kind `group-noun`)
_GROUP_NOUN = re.compile(rf"\s+(?:{table_words(BACKGROUND_TABLE, 'group-noun')})\b", re.IGNORECASE)
# a month and maybe a day before a year: the number is a date's, no count. Only a capitalised month name:
# "the march 2000 people died" counts 2000.
_DATE_BEFORE = re.compile(
    rf"\b(?=(?-i:[A-Z])){MONTH_NAME}\.?\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?$", re.IGNORECASE
)


# "placed the death toll from the air raids at 50", "updating an earlier toll on Sunday evening of 15": a toll
# named with what or when it counts, then its value (the plain "death toll at", "toll of" are measures.tsv's).
# Only a toll of the dead or hurt: one a word of background-words.tsv kind `casualty-toll` names ("death
# toll", "casualty toll"), or one that updates a count its sentence gave before it (the 32 killed before "an
# earlier toll ... of 15"). "The toll on the tourism industry at 40 percent" counts no one.
_TOLL_OF = re.compile(
    rf"\b(?:(?P<casualty>{table_words(BACKGROUND_TABLE, 'casualty-toll')})\s+)?toll\s+(?:from|on|in|for)\s+"
    r"[^\d.,;:()\"“”]{1,40}?\s+(?:at|of|to)\s+$",
    re.IGNORECASE,
)
# "the death toll was 45", "the death toll from the raid stood at 30", "the death toll could reach as many as
# 200": a toll of the dead, maybe with what it counts, then a verb of background-words.tsv kind `toll-verb`.
_TOLL_VERB = re.compile(
    rf"\b(?:{table_words(BACKGROUND_TABLE, 'casualty-toll')})\s+tolls?\s+"
    r"(?:(?:from|on|in|for)\s+[^\d.,;:()\"“”]{1,40}?\s+)?"
    rf"(?:{table_words(BACKGROUND_TABLE, 'toll-verb')})\s+$",
    re.IGNORECASE,
)
# ... and no number in a unit of background-words.tsv kind `amount-unit` ("the toll on the economy at 30
# billion dollars", "the toll for the bridge at 5 dollars": an amount; "is 10 times higher", "4 per day": a
# multiple, a rate) or `time-unit` ("the death toll was 3 days old"): no count of people.
_NO_COUNT_UNIT = "|".join(table_words(BACKGROUND_TABLE, kind) for kind in ("amount-unit", "time-unit"))
_AMOUNT_UNIT = re.compile(rf"^\s*(?:{_NO_COUNT_UNIT})(?!\w)", re.IGNORECASE)


def _toll_of(head: str, after: str, figures: list[Figure]) -> bool:
    """Whether the number after ``head`` is the value of a toll of the dead named with what or when it
    counts, or with a verb ("the death toll was 45")."""
    if _AMOUNT_UNIT.match(after):
        return False
    if _TOLL_VERB.search(head[-100:]):
        return True
    toll = _TOLL_OF.search(head[-100:])
    return toll is not None and (bool(toll.group("casualty")) or any(f.unit == "person" for f in figures))


@lru_cache(maxsize=1)
def _also_told() -> re.Pattern[str]:
    """The cues of a count told as "also" killed: "At least 10 people were also killed and another 20
    wounded when a suicide bomber blew himself up" tells another happening's toll (no measure reads it, see
    _ADVERB), and so do the figures after it in its sentence. "Also" stands in a cue of a people measure of
    measures.tsv: after the first word of a cue of more words that ends in a cue of one ("were also
    killed", "have also been wounded", "were also among the dead"), or before that one ("also died"; not
    "also lives", which ends no cue of more words).
    """
    cues = [
        form.split()
        for row in read_tsv("measures.tsv")
        if row["unit"] == "person"
        for form in row["after"].split("|")
    ]
    words = {cue[0] for cue in cues if len(cue) == 1}
    told = [[cue[0], "also", *cue[1:]] for cue in cues if len(cue) > 1 and cue[-1] in words]
    told += [["also", word] for word in words if any(len(c) > 1 and c[-1] == word for c in cues)]
    return re.compile(rf"^\s+{_NOUNS}{alternation(sorted({' '.join(w) for w in told}))}\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _told_again() -> re.Pattern[str]:
    """The happening a cue names right after it with "the" and its event word (event-types.tsv): "were also
    wounded in the air raid", "also died during the shelling" (a modifier or two may stand between), one
    that names no other happening ("in the previous day's air raid", background-words.tsv other-happening)."""
    words = taxonomy().pattern.pattern
    other = table_words(BACKGROUND_TABLE, "other-happening")
    return re.compile(
        rf"\s+(?:in|during|by)\s+the\s+(?:(?!(?:{other})(?![\w'’-]))[\w'’-]+\s+){{0,2}}?{words}",
        re.IGNORECASE,
    )


def _also_again(after: str) -> str:
    """The words ``after`` a count, its "also" blanked when the cue it stands in names the happening again
    with "the" ("Seven people were also wounded in the air raid"): the count adds to that happening's
    toll, which its event word takes (kg/events/claims.py), where "were also killed in another town" or
    "when a bomber blew himself up" tell another's and are not read (``_also_told``)."""
    told = _also_told().match(after)
    if told is None or not _told_again().match(after, told.end()):
        return after
    also = re.search(r"\balso\b", after[: told.end()], re.IGNORECASE)
    return after if also is None else after[: also.start()] + " " * 4 + after[also.end() :]


# "at least 11 children were among the 26 civilians killed", "Six civilians including a child were among at
# least 22 people killed": the count before "were among" is a part of the toll after it, of its measure.
_AMONG = re.compile(r"^\s+(?:[\w-]+\s+){0,5}?(?:were|are|was|is)\s+among\s+(?:the\s+)?$", re.IGNORECASE)

# A count whose cue after it is one bare verb in -ed with an object after it is the doer's, not the toll's:
# "Three soldiers killed two rebels", "Two gunmen wounded the guard" (the object's count is the toll).
# "Two soldiers killed in the raid", "Four people killed Tuesday" keep their count.
_ACTIVE_CUE = re.compile(r"\s(?-i:[a-z]+ed)$")
_THE_BEFORE = re.compile(r"\b(?:the|those|these)\s+$", re.IGNORECASE)
_AUXILIARY = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had)\b", re.IGNORECASE)
# a qualifier right after the cue, before the count of an active verb's object ("killed at least five people")
_QUALIFIED = re.compile(rf"\s+(?:(?:{QUALIFIER_WORDS})\s+)?", re.IGNORECASE)
# ("a", "an" may open a time: "Two people killed a day after the truce")
_OBJECT_AFTER = re.compile(r"\s+(?:the|his|her|their|its|dozens|scores|hundreds|thousands)\b", re.IGNORECASE)

# A cue before a count that makes it a count of the dead only when people of it follow (background-words.tsv
# kind `people-toll-cue`): "ISIL lost 13 of its fighters", "the elimination of 34 terrorists"; not "lost 20
# tanks".
_PEOPLE_CUE = re.compile(rf"\b(?:{table_words(BACKGROUND_TABLE, 'people-toll-cue')})\s+$", re.IGNORECASE)
_PEOPLE_AFTER = re.compile(rf"^\s+(?:of\s+(?:its|their|his|her)\s+)?{PEOPLE}", re.IGNORECASE)

# A cue of the dead right after its count joined to one of the hurt with no count of its own: the dead and
# hurt together, a count of neither (as _combined reads "killed and injured five").
_COMBINED_AFTER = re.compile(r"\s+(?:(?:and|or|&)\s+)?(?:injured|wounded|hurt)\b", re.IGNORECASE)

# Quotation marks around a count ('the attack left "nearly 50" rebels dead') stand where spaces would.
_QUOTES = re.compile(r"[\"“”]")


def _active(head: str, after: str, cue: re.Match[str]) -> bool:
    """Whether the cue after a count is the active verb of the counted doers: a bare verb in -ed with an
    object after it, a determiner or a count ("killed two rebels", "killed at least five people"). After
    "the" the count and its participle are one noun phrase ("Of the 45 civilians killed the most were")."""
    if _THE_BEFORE.search(head) or not _ACTIVE_CUE.search(cue.group(0)) or _AUXILIARY.search(cue.group(0)):
        return False
    rest = after[cue.end() :]
    qualified = _QUALIFIED.match(rest)
    counted = number_pattern().match(rest, qualified.end()) if qualified else None
    object_ = _OBJECT_AFTER.match(rest) or counted
    # "13 civilians killed 43 others injured", "Seven people killed scores injured": a headline's list of
    # tolls, each count with its own cue
    return object_ is not None and not any(m.after.match(rest[object_.end() :]) for m in measures())


def find_figures(text: str) -> list[Figure]:
    """Return the measured numbers of one sentence, in order.

    >>> [(f.measure, f.value, f.qualifier) for f in find_figures("killed at least 95 people and 141 injured")]
    [('killed', 95.0, 'at least'), ('injured', 141.0, 'exact')]
    """
    text = _QUOTES.sub(" ", text)  # one character for one: the figures' offsets stay the sentence's
    figures: list[Figure] = []
    # a count with no cue, which a "were among" after it may make a part of its toll, and its qualifier
    among: tuple[re.Match[str], str] | None = None
    for match in number_pattern().finditer(text):
        before, after = text[: match.start()], _also_again(text[match.end() :])
        if re.search(r"\b(?:several|a few|many)\s+$", before, re.IGNORECASE):
            continue  # "several dozen dead" gives no figure
        if YEAR.match(match.group(1)) and (_DATE_BEFORE.search(before) or _TIME_BEFORE.search(before)):
            # "27 November 2016 Girl child killed", "Nov 7 2016 Child Killed", "Since 2011 martyrs have
            # fallen": a date's year
            continue
        if _GROUP_NOUN.match(after):
            continue  # "executed six families of rebel fighters": a count of groups, not of the dead
        qualifier_match = QUALIFIER.search(before)
        qualifier = QUALIFIERS[qualifier_match.group(1).lower()] if qualifier_match else "exact"
        head = before[: qualifier_match.start(1)] if qualifier_match else before
        if _MOTIVE.search(head[-80:]) or _combined().search(head[-40:]):
            continue
        earlier = bool(_EARLIER_CUE.search(head[-60:]))
        # The cue after a number names it before a cue of another measure ahead of it: in "3 Killed
        # 30 Wounded" the 30 are the wounded, not a second count after "Killed".
        measure = (
            next((m for m in measures() if m.after.match(after)), None)
            or next((m for m in measures() if m.before is not None and m.before.search(head)), None)
            or (_killed() if _toll_of(head, after, figures) else None)
            or (_killed() if _PEOPLE_CUE.search(head) and _PEOPLE_AFTER.match(after) else None)
        )
        cue = measure.after.match(after) if measure is not None else None
        if cue is not None and _NAME_NOUN.match(after, cue.end()):
            continue  # "The 17 Martyrs Brigade shelled the village": a name, no count
        if cue is not None and _COMBINED_AFTER.match(after, cue.end()):
            continue  # "25 Terrorists Killed Injured", "15 were killed or wounded": dead and hurt together
        if cue is not None and _active(head, after, cue):
            measure = next((m for m in measures() if m.before is not None and m.before.search(head)), None)
        if measure is not None:
            part = is_part(measure.after.match(after), head, figures, measure.name)
            value = count_value(match.group(1))
            figure = Figure(match.start(), value, qualifier, measure.name, measure.unit, earlier, part)
            if among is not None and _AMONG.match(text[among[0].end() : len(head)]):
                figures.append(
                    replace(
                        figure,
                        start=among[0].start(),
                        value=count_value(among[0].group(1)),
                        qualifier=among[1],
                        earlier=False,
                        part=True,
                    )
                )
            figures.extend(chained_before(text, figures, match.start(), figure) or [figure])
        elif joins_last(text, figures, match, head, after):
            figures.append(like_last(figures, match, qualifier, part=True))
        elif _also_told().match(after):
            break
        elif re.search(r"\b(?:down|up|revised|lowered|raised)\s+from\s+$", head) and figures:
            # "95 deaths, down from 103": the revised figure has the measure of the one it revises.
            figures.append(like_last(figures, match, qualifier, earlier=True))
        among = (match, qualifier) if measure is None and not YEAR.match(match.group(1)) else None
    return figures


@per_sentence
def sentence_figures(sentence: Sentence) -> tuple[Figure, ...]:
    """``find_figures`` of one sentence of an article, kept with the article's other rule results
    (``kg.memo``): reading every sentence of a corpus for numbers was a tenth of the event model."""
    return tuple(find_figures(sentence.text))
