"""When and where a statement's own clause says its act happened: a day, month or year and a named place
that an extra argument of the statement's verb gives ("killed 38 civilians on Wednesday", "detonated a car
bomb in the Rashidin neighbourhood of Aleppo"), so that a statement read out of its sentence (SPARQL, the
view) keeps them (kg:statedDate, kg:statedPlace).

Only the verb's own arguments count: a date or a place elsewhere in the sentence may be another clause's
(a background "since 1963", a source's "said on Sunday" for the killing it reports, "evacuated from the
towns of A and B"), and the event a sentence is placed in may be another happening than the clause's.
Takes statements, entities, the articles' dates and sentences; gives plain values (no RDF).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..resources import read_tsv, words_of_kind
from ..types import PLACE, Argument, Entity, Sentence, Statement
from .timeexpr import DATE, find_times

# The table whose `dating` and `placing` rows name the prepositions of a verb's phrase that say when, where.
ROLES_TABLE = "preposition-roles.tsv"
WORDS_TABLE = "statement-context-words.tsv"
# Words of a locative phrase before the place it names ("in the northern countryside of Aleppo"); a place
# further in belongs to something the phrase describes ("near a convoy of buses carrying civilians who had
# been evacuated from the towns of A and B").
PLACE_REACH = 6
# A comma and a name that a comma or a coordinator ends: the rest of a list ("Korba, Lissa and Tarvel").
_NAME_LIST = re.compile(r",\s*(?:[A-Z][\w'-]*\s+)*[A-Z][\w'-]*\s*(?:,|and\b|or\b)")


@dataclass(frozen=True)
class StatedContext:
    """What a statement's own clause says of its time and place; None where it says nothing."""

    date: str | None = None  # ISO 8601 day, month or year
    place: str | None = None  # entity key of a place
    preposition: str = ""  # the preposition that names the place ("in", "near")


@lru_cache(maxsize=4)
def prepositions(role: str) -> frozenset[str]:
    """The prepositions of one role of ``preposition-roles.tsv`` (``dating``, ``placing``, ``breaking``)."""
    rows = read_tsv(ROLES_TABLE, ("preposition", "role"))
    found = frozenset(r["preposition"] for r in rows if r["role"] == role)
    if not found:
        raise ValueError(f"{ROLES_TABLE} has no row of role {role!r}; add rows or fix the role's name")
    return found


@lru_cache(maxsize=8)
def context_words(kind: str) -> frozenset[str]:
    """The words of one kind of ``statement-context-words.tsv`` (``reporting-verb``, ``counted-back``,
    ``participle-opener``, ``future-auxiliary``, ``future-opener``, ``coordinator``, ``complex-preposition``,
    ``noun-complement``, ``cause-opener``)."""
    return frozenset(words_of_kind(WORDS_TABLE, kind))


@lru_cache(maxsize=1)
def _coordinator() -> re.Pattern[str]:
    """A coordinator (``coordinator``) opening a text that joins two phrases: a coordinator of several words
    after a comma or none ("in Korba, as well as in Lissa"), a one-word one only without a comma, as a comma
    before a bare "and" or "or" opens another clause ("shelled a market in Korba, and Lissan troops replied",
    "in May, and in June it took Tarsil")."""
    words = sorted(context_words("coordinator"), key=len, reverse=True)
    several = "|".join(re.escape(w) for w in words if " " in w)
    one = "|".join(re.escape(w) for w in words if " " not in w)
    return re.compile(rf"\s*(?:,?\s*(?:{several})|(?:{one}))(?!\w)", re.IGNORECASE)


def stated_contexts(
    statements: Sequence[Statement],
    entities: Sequence[Entity],
    dates: Mapping[str, str | None],
    sentences: Mapping[tuple[str, int], Sentence],
) -> dict[str, StatedContext]:
    """Statement id -> the date and place its verb's own arguments state, for the statements they state one;
    no place for a verb of saying (``reporting-verb``), whose place phrase places what it reports as often.

    ``dates`` maps article ids to their ISO dates, against which "on Wednesday" is resolved; a day later than
    the article's is a misreading or a plan, and no date of an act it reports. ``sentences`` maps (article id,
    sentence index) to the sentence, whose words before a phrase tell a day counted back ("four years ago
    Wednesday"). A plan (``_planned``) keeps no day counted back before the article's. A participle clause's
    statement takes its head verb's (``_participles_of``).
    """
    places = _place_mentions(entities)
    found: dict[str, StatedContext] = {}
    for statement in statements:
        article = statement.triple.article_id
        sentence = sentences.get((article, statement.triple.sentence_index))
        planned = _planned(statement)
        # the phrases that are the verb's own, read once for the day and the place
        own = [a for a in statement.triple.arguments if not _another_phrases(a, sentence)]
        day = next(
            (
                d
                for a in own
                if not _counted_back(a, sentence)
                and (d := stated_date(a, dates.get(article)))
                and not (planned and _counted_before(d, a, dates.get(article)))
            ),
            None,
        )
        reports = statement.triple.lemma.split(" ")[0] in context_words("reporting-verb")
        named = [] if reports else places.get(article, [])
        where = next(
            ((a.preposition.lower(), k) for a in own if (k := stated_place(a, named))),
            None,
        )
        if day or where:
            found[statement.id] = StatedContext(day, where[1] if where else None, where[0] if where else "")
    return found | _participles_of(statements, found, sentences)


def _participles_of(
    statements: Sequence[Statement],
    found: Mapping[str, StatedContext],
    sentences: Mapping[tuple[str, int], Sentence],
) -> dict[str, StatedContext]:
    """A participle clause's statement with the day and place of the verb it hangs on: "struck a crowd in
    Qamishli on Wednesday killing 44 people" (the extractor gives the participle its head verb's subject; the
    two share one subject span). Not after a word that opens another time ("after receiving", "since
    launching": ``participle-opener``), nor when heads of that subject state different ones."""
    by_subject: dict[tuple[str, int, int, int], set[StatedContext]] = defaultdict(set)
    for statement in statements:
        if statement.id in found and not _participle(statement):
            by_subject[_subject_key(statement)].add(found[statement.id])
    inherited: dict[str, StatedContext] = {}
    for statement in statements:
        t = statement.triple
        heads = by_subject.get(_subject_key(statement), set())
        if statement.id in found or len(heads) != 1 or not _participle(statement):
            continue
        sentence = sentences.get((t.article_id, t.sentence_index))
        written = re.findall(
            rf"(\S+)\s+{re.escape(t.predicate.split()[0])}\b", sentence.text if sentence else ""
        )
        if len(written) == 1 and written[0].lower() not in context_words("participle-opener"):
            inherited[statement.id] = next(iter(heads))
    return inherited


def _subject_key(statement: Statement) -> tuple[str, int, int, int]:
    """Where the statement's subject stands: its article, sentence and span."""
    t = statement.triple
    return (t.article_id, t.sentence_index, t.subject.start, t.subject.end)


def _participle(statement: Statement) -> bool:
    """Whether the statement's relation opens on a present participle ("killing", "wounding")."""
    words = statement.triple.predicate.lower().split()
    lemma = statement.triple.lemma.split()
    # a verb whose own form ends so ("bring", "swing") is its lemma: "seized the town on Thursday and bring
    # weapons every week" is another time, no participle of the seizure
    return (
        bool(words)
        and len(words[0]) > len("ing") + 1
        and words[0].endswith("ing")
        and words[0] != (lemma[0] if lemma else "")
    )


def _planned(statement: Statement) -> bool:
    """Whether the statement's relation tells a plan ("will meet", "is to hand over"), whose day is the
    article's or to come (``_counted_before``)."""
    words = statement.triple.predicate.lower().split()
    lemma = f"{statement.triple.lemma} "
    return bool(context_words("future-auxiliary") & set(words)) or any(
        lemma.startswith(f"{opener} ") for opener in context_words("future-opener")
    )


def stated_date(argument: Argument, reference: str | None) -> str | None:
    """The ISO date an argument of time states when it opens on a date ("on Wednesday", "in March 2017",
    "Sunday"), resolved against ``reference``; None for a weekday without a date to count from, a span
    ("since Thursday"), a date deep in the phrase ("at the start of the crisis in 2011"), a later day, or a
    month or year with no preposition."""
    preposition = argument.preposition.lower()
    if preposition and preposition not in prepositions("dating"):
        return None
    text = f"{preposition} {argument.span.text}".strip()
    times = find_times(text, reference)
    if not times or times[0].kind != DATE or times[0].start > len(preposition) + 1:
        return None
    # "at Wednesday's meeting" (find_times reads "Wednesdays" as one too) dates the meeting, as "in March's
    # vote" or "in 2015's election" (a possessive find_times leaves out of a month or year) date theirs; "in
    # 1997 and 1998" gives one half of the clause's years
    owner = times[0].possessive or re.match(r"['’]s\b", text[times[0].end :])
    if owner or _coordinator().match(text, times[0].end):
        return None
    value = times[0].value
    if reference and value > reference[: len(value)]:
        return None
    # a bare phrase of time is a day ("said Sunday"); a bare month or year is as often the rest of another
    # phrase the parser split ("hit by the unrest since mid-March 2011": "March 2011")
    if not preposition and len(value) != len("2016-08-14"):
        return None
    return value


def stated_place(argument: Argument, places: Sequence[tuple[int, int, str]]) -> str | None:
    """The place entity a locative argument names near its start ("in the Rashidin neighbourhood of Aleppo":
    Rashidin when it is one, else Aleppo), when no word that opens another phrase comes before it."""
    if argument.preposition.lower() not in prepositions("placing"):
        return None
    span = argument.span
    opening = span.text.lower().split()
    opening = opening[1:] if opening[:1] == ["the"] else opening
    # a locative right after the noun places the act ("at talks in Geneva"); "at" also ends a complex
    # preposition ("in protest at Korba's ruling")
    local = len(opening) > 1 and opening[1] in prepositions("placing") - {"at"}
    if opening and opening[0] in context_words("complex-preposition") and not local:
        return None
    for start, end, key in places[bisect_left(places, span.start, key=lambda p: p[0]) :]:
        if start >= span.end:
            return None
        if end > span.end:
            continue
        before = span.text[: start - span.start].lower().split()
        if len(before) > PLACE_REACH or prepositions("breaking") & set(before):
            return None
        # one of a list of places ("in the villages of Korba and Lissa", "of Korba, Lissa and Tarvel")
        rest = span.text[end - span.start :]
        return None if _coordinator().match(rest) or _NAME_LIST.match(rest) else key
    return None


def _counted_before(value: str, argument: Argument, reference: str | None) -> bool:
    """Whether a plan's date is a bare day or month ``find_times`` counted back before the article's: a
    Friday's "will meet on Tuesday" read as the Tuesday before, "will open in May" of a March article as the
    May before. A year written out ("will grow in 2016") or the article's own day or month stays."""
    return bool(reference) and value < str(reference)[: len(value)] and value[:4] not in argument.span.text


def _another_phrases(argument: Argument, sentence: Sentence | None) -> bool:
    """Whether a phrase the parser gave the verb belongs to another one by the words around it: the second
    half of a coordination whose first half is elsewhere ("oilfields in Iraq as well as in Syria"), the first
    of two ("in 1997 and in 1998"), the complement of the noun right before it (``noun-complement``: "faith
    in Korba"), or the end of a phrase of cause (``cause-opener``: "thanks to Korvan intervention in
    2015")."""
    preposition = argument.preposition.lower()
    if sentence is None or not preposition:
        return False
    offset = argument.span.start - sentence.start
    before = sentence.text[: max(0, offset)].rstrip()
    if not re.search(rf"(?:^|\W){re.escape(preposition)}$", before.lower()):
        return False
    before = before[: -len(preposition)].rstrip()
    words = before.lower().split()
    if not words:
        return False
    after = _coordinator().match(sentence.text, offset + len(argument.span.text))
    if after and _coordinated_with(argument.span.text, preposition, sentence.text[after.end() :]):
        return True
    if _second_half(before.lower(), preposition):
        return True
    noun = words[-1].strip(".,;:'\"()")
    pairs = context_words("noun-complement")
    if f"{noun} {preposition}" in pairs or f"{noun.removesuffix('s')} {preposition}" in pairs:
        # what a stake or a seat is in is never a bare year: "bought a stake in 2012" dates the buying
        return not _a_date_alone(argument)
    # the noun of a phrase of cause a few words back ("thanks to Korvan intervention in 2015")
    return any(
        re.search(rf"(?:^|\W){re.escape(c)}(?:\s+\S+){{1,4}}$", before.lower())
        for c in context_words("cause-opener")
    )


def _a_date_alone(argument: Argument) -> bool:
    """Whether a phrase is one date and nothing more ("in 2012", "in March 2011"; not "in 2011 elections")."""
    text = f"{argument.preposition} {argument.span.text}".strip()
    times = find_times(text)
    rest = text[times[0].end :].strip(" .,;:'\"") if times else text
    return (
        bool(times) and times[0].kind == DATE and times[0].start <= len(argument.preposition) + 1 and not rest
    )


def _second_half(before: str, preposition: str) -> bool:
    """Whether the words ``before`` a phrase of ``preposition`` end on a coordinator after a first half with
    the same preposition ("oilfields in Iraq as well as", "killed in Qalamun area and"); a sentence opening on
    "And in January" has no such first half."""
    for coordinator in context_words("coordinator"):
        found = re.search(rf"(?:^|\W){re.escape(coordinator)}$", before)
        start = found.end() - len(coordinator) if found else 0
        # a comma before a bare "and" ends a clause ("in May, and in June it took Tarsil"): see _coordinator
        if not found or not _coordinator().fullmatch(before[len(before[:start].rstrip(" ,")) :]):
            continue
        if preposition in before[:start].split()[-(PLACE_REACH + 1) :]:
            return True
    return False


def _coordinated_with(text: str, preposition: str, rest: str) -> bool:
    """Whether ``rest``, the words after a coordinator that follows a phrase's ``text``, open a second half of
    it: a word of the same shape, after the same preposition or none, a number after a number or a name after
    a name ("in 1997 and in 1998", "in Korba and Lissa"), and not another clause ("in 1999 and in recent
    years has served", "in Korba and I am glad")."""
    words = rest.split()
    if words and words[0].lower() == preposition:
        words = words[1:]
    last = text.split()[-1] if text.split() else ""
    if not words or not last or words[0] == "I":
        return False
    # a figure is no second half of a year ("rose 2.6% in 2011 and 1.9% in 2012")
    number = re.fullmatch(r"\d{1,4}(?:st|nd|rd|th)?[.,;:\"')’”]*", words[0]) is not None
    return (number and last[0].isdigit()) or (words[0][0].isupper() and last[0].isupper())


def _counted_back(argument: Argument, sentence: Sentence | None) -> bool:
    """Whether a bare day follows a word that counts back from it ("four years ago Wednesday")."""
    if argument.preposition or sentence is None:
        return False
    before = sentence.text[: max(0, argument.span.start - sentence.start)].split()
    return bool(before) and before[-1].lower() in context_words("counted-back")


def _place_mentions(entities: Sequence[Entity]) -> dict[str, list[tuple[int, int, str]]]:
    """Article id -> (start, end, entity key) of the mentions of places (no demonym), in text order."""
    found: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    for entity in entities:
        if entity.kind == PLACE and not entity.demonym_of:
            for mention in entity.mentions:
                found[mention.article_id].append((mention.start, mention.end, entity.key))
    return {article: sorted(ms) for article, ms in found.items()}
