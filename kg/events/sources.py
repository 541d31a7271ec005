"""Who a sentence's figures come from: the source it cites ("according to IRNA", ", the health ministry
said", "the Syrian Observatory reported"), the speaker extraction found, and the entity the source names.
kg/events/claims.py credits each claim with these.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..articles import MONTH_NAME
from ..memo import per_sentence
from ..resources import words_of_kind
from ..types import Sentence, Span
from .arguments import is_country
from .clause_sources import opens_clause
from .figures import find_figures
from .lexicon import alternation, head_nouns, table_words
from .toll_sources import SOURCE_TABLE, put_toll, sayer, says_killed, toll_subject, without_date

# Who a figure comes from: "according to X", ", X said/reported", "X said that ...".
_ACCORDING = re.compile(
    r"\baccording to\s+(?:(?:new |initial |latest )?(?:reports?|figures|a statement) from\s+)?"
    r"([^,.;()\"“”]+)",
    re.IGNORECASE,
)
_REPORTED_AFTER = re.compile(
    r",\s*(?:the\s+)?([^,;\"“”]{2,60}?)\s+(?:said|reported|added|told|says|reports)\b", re.IGNORECASE
)
_REPORTED_BY = re.compile(r",\s*(?:said|reported|added|according to)\s+([^,;.\"“”]{2,60})", re.IGNORECASE)
# "The strikes killed 30 people he said.": a pronoun closing its sentence with its speech verb and no comma
# before it (FA-KES drops the commas), which the comma rules above miss. claims.py credits it to the source
# the article named last ("he" a person, "it" a body); "they" stays out, as after a comma.
_PRONOUN_CLOSING = re.compile(
    r"(?<=[a-z0-9])\s+(he|she|it)\s+(?:also\s+)?(?:said|added|says|adds|told\s+[A-Z][\w-]*)\s*[.!?]?\s*$"
)
# (a verb of being before the verb makes a passive, no source: "Seven others were reported injured")
_SAID_THAT = re.compile(
    r"^(?:\(\w+\)\s*[—-]\s*)?([A-Z](?:(?!\b(?:were|was|are|is|been)\s+(?:reported|told)\b)[^,;\"“”]){1,70}?)\s+"
    r"(?:initially\s+|also\s+)?(?:said|reported|"
    r"told|indicates|indicated|showed|shows|announced|stated|added)\b"
)


@lru_cache(maxsize=1)
def _reported_last() -> re.Pattern[str]:
    """ "... in Aleppo Syrian state television reported on Wednesday", "... the Syrian Observatory said":
    a source phrase (head nouns of kind `source`) right before the verb, with no comma to mark its start.
    It starts at a word's start: "Deir ez-Zor Syrias SANA" opened at "Zor", "anti-Assad Syrian" at "Assad".
    """
    heads = alternation(head_nouns("source"))
    return re.compile(
        rf"(?<![\w-])((?:(?:al-|el-)?[A-ZÀ-ÖØ-Þ][\w-]*\s+|the\s+|for\s+|state\s+|local\s+){{0,8}}"
        # "a civil defence official said": a source head may qualify the head ("official")
        rf"(?:(?i:{heads})\s+)?(?i:{heads})(?:\s+for\s+Human\s+Rights)?)"
        # "... the monitor and a civil defence official said": two speakers, the first credited (as
        # ``speaker_source`` does with "a monitor and activists said") when it ends in a source head; the
        # second is a few lower-case words ending in one, so no clause of the figure's own runs into it.
        # A first speaker with no source head is not read: "the army and a local official said" credits
        # the official
        rf"(?:\s+and\s+(?:an?\s+|the\s+)?(?:[a-z][\w-]*\s+){{0,3}}(?i:{heads}))?"
        r"\s+(?:said|reported|says|reports)\b"
    )


@lru_cache(maxsize=1)
def _titled_name() -> re.Pattern[str]:
    """ "... civil defence official Ahmad Yusuf told Reuters from Homs": a source head (often a title) and
    a person's name of two to four words right after it, before "said", "says" or "told": the name is the
    source. FA-KES writes no comma before the title, so nothing else marks where the source starts."""
    heads = alternation(head_nouns("source"))
    # a name's lower-case particle ("Abu Mohammed al-Halabi"), source-words.tsv kind `name-particle`
    name = rf"(?:(?:{table_words(SOURCE_TABLE, 'name-particle')})-?[\w-]*|[A-ZÀ-ÖØ-Þ][\w'-]*)"
    return re.compile(
        rf"(?<![\w-])(?i:{heads})\s+(?P<name>[A-ZÀ-ÖØ-Þ][\w'-]*(?:\s+{name}){{1,3}})"
        r"\s+(?:said|says|told)\b"
    )


def _titled_name_of(text: str, places: Collection[str]) -> str | None:
    """The name ``_titled_name`` finds in ``text``, unless it is no person's: a place after the head is where
    it spoke from ("the ministry Damascus Idlib said", "... Deir Ezzor said"), and a title inside the run
    opens another speaker's phrase ("the ministry Russian President Vladimir Putin said"). Not read in a
    sentence that cites "according to": the head is then that citation's, and the run a new clause."""
    titled = _titled_name().search(text)
    if titled is None or _ACCORDING.search(text):
        return None
    words = titled.group("name").split()
    runs = {" ".join(words[i:j]).casefold() for i in range(len(words)) for j in range(i + 1, len(words) + 1)}
    if runs & set(places) or any(w.casefold() in _office_nouns() for w in words):
        return None
    return titled.group("name")


@lru_cache(maxsize=1)
def _office_nouns() -> frozenset[str]:
    """Titles of an office ("president", "minister"; person-words.tsv kind `office-noun`)."""
    return frozenset(w.casefold() for w in words_of_kind("person-words.tsv", "office-noun"))


# Capitalised words that open a sentence or date it, not the source's name.
_NOT_OF_NAME = re.compile(
    rf"(?i:an?|on|in|at|by|meanwhile|late|early|earlier|later|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    rf"|{MONTH_NAME}|[\w-]+-based)"
)


def speaker_source(spoken: Span | None, sentence: Sentence, places: Collection[str] = ()) -> str | None:
    """The speaker extraction found for ``sentence``, as a figure's source, with no date before its name.

    None when a source phrase stands between it and the verb ("targeted Castello road the only route
    leading to rebel-held areas in divided Aleppo the Syrian Observatory reported": the parse took the
    place phrase for the speaker), which leaves the source to ``last_source_of``.
    """
    if spoken is None:
        return None
    inverted = _inverted_closing(spoken, sentence)
    if inverted is not None:
        return inverted
    last = reported_last_span(sentence)
    # "a monitor and activists said": the speaker extraction gave is the first of the two
    joined = (
        last is not None
        and sentence.start + last[0] >= spoken.end
        and re.fullmatch(r"\s*(?:and|or)?\s*", sentence.text[spoken.end - sentence.start : last[0]])
    )
    if last is not None and sentence.start + last[1] > spoken.end and not joined:
        return None
    # a source that closes its report without a comma, which extraction gave back to its verb with a word
    # before its name ("the", a title, a place of the article: "... district rescue official Omar Khatib
    # told", "... in the town of Douma Civil Defence said"): its phrase is read as ``last_source_of`` reads
    # it, by the article's places (``places``, casefolded) and the source's own words
    words = spoken.text.split()
    closing = spoken.start > sentence.start and _CLOSING_VERB.match(
        sentence.text[spoken.end - sentence.start :]
    )
    if closing and len(words) > 1 and words[0] in {"the", "a", "an"}:
        words = words[1:]  # "the health ministry": the source's name without its article, as before
    placed = any(" ".join(words[:n]).casefold() in places for n in range(1, len(words)))
    # a title before a name is the name's ("official Omar Khatib", "Observatory head Rami Abdel Rahman"); the
    # second of two sources ("the monitor and a rescue official") is read from the text as before
    titled = words[0][:1].islower() and any(w[:1].isupper() for w in words[1:])
    second = re.search(
        r"\b(?:and|or)(?:\s+(?:a|an|the))?(?:\s+[a-z-]+)?\s*$", sentence.text[: spoken.start - sentence.start]
    )
    if closing and titled and not placed:
        name = _trailing_name(words)
        if name:
            return name
    if closing and (titled or second or placed):
        return None
    return without_date(" ".join(words))


# "... a district of Alawites, the sect of President Bashar al-Assad said Talal al-Barazi.": a verb and a name
# that close the sentence, the name the speaker (up to four capitalised words or Arabic particles)
@lru_cache(maxsize=1)
def _said_name() -> re.Pattern[str]:
    """A closing verb of saying and the name after it (source-words.tsv kinds `closing-verb` and
    `closing-prefix`); group 1 the name."""
    verbs = "|".join(map(re.escape, words_of_kind(SOURCE_TABLE, "closing-verb")))
    prefix = "|".join(f"{re.escape(w)}-" for w in words_of_kind(SOURCE_TABLE, "closing-prefix"))
    word = rf"(?:{prefix})?[A-Z][\w'’-]*"
    return re.compile(rf"\s+(?:{verbs})\s+((?:{word}\s+){{0,3}}{word})\s*[.!?]?\s*$")


def _inverted_closing(spoken: Span, sentence: Sentence) -> str | None:
    """The name after the verb that closes ``sentence`` when extraction's speaker stands right before that
    verb: the end of the report, which the parse took for the speaker where a comma was lost; not a day
    ("said Sunday") or a month."""
    found = _said_name().match(sentence.text, spoken.end - sentence.start)
    if found is None or any(_NOT_OF_NAME.fullmatch(word) for word in found.group(1).split()):
        return None
    return found.group(1)


def _trailing_name(words: list[str]) -> str:
    """The run of a name's words that ends ``words``: capitalised, or a particle of an Arabic name ("al-")."""
    run: list[str] = []
    for word in reversed(words):
        if not (word[:1].isupper() or _name_prefix().match(word)) or word.endswith('"'):
            break
        run.insert(0, word)
    # a body's name before a title stays out: "Observatory head Rami Abdel Rahman" -> the person's name; a
    # place after a preposition is no name of the source ("an informed source in Homs")
    if not run or len(run) == len(words) or words[len(words) - len(run) - 1] in _PLACE_PREPOSITIONS:
        return ""
    return " ".join(run)


_PLACE_PREPOSITIONS = frozenset({"in", "at", "of", "from", "near", "for", "on"})


@lru_cache(maxsize=1)
def _name_prefix() -> re.Pattern[str]:
    """An Arabic article or particle hyphened to a name's next word (source-words.tsv kind `name-prefix`)."""
    return re.compile(rf"(?:{table_words(SOURCE_TABLE, 'name-prefix')})-", re.IGNORECASE)


# a speech verb right after a source phrase: the source closed its report
_CLOSING_VERB = re.compile(r"\s+(?:said|says|reported|reports|told|tells|added|stated)\b")


@per_sentence
def reported_last_span(sentence: Sentence) -> tuple[int, int] | None:
    """Where ``_reported_last`` finds its source phrase in ``sentence``'s text (start, end), or None: kept
    as ``sentence_source`` is, since a speaker's test and a figure's source both search every sentence of
    the corpus for it."""
    match = _reported_last().search(sentence.text)
    return None if match is None else match.span(1)


def last_source_of(sentence: Sentence, places: Collection[str]) -> str | None:
    """The source phrase ``_reported_last`` finds in ``sentence`` (see ``_source_phrase``), from its kept
    span."""
    span = reported_last_span(sentence)
    if span is not None:
        return _source_phrase(sentence.text[span[0] : span[1]], places)
    return _titled_name_of(sentence.text, places) or _placed_source_of(sentence.text)


@lru_cache(maxsize=1)
def _placed_source() -> re.Pattern[str]:
    """ "... leaving 4 civilians dead a source at Varosh Police Command told the agency.": an unnamed source
    (head-nouns.tsv kind `placed-source`, maybe with one word before it, "medical") placed at a body of up to
    five capitalised words, that closes its sentence with no comma before it (FA-KES drops them); after its
    verb at most three words ("told SANA", "said on Monday")."""
    heads = alternation(head_nouns("placed-source"))
    # the word before is the source's ("a", "medical"), not the figure's participle: "leaving 4 people
    # injured sources at ..." is the sources'
    return re.compile(
        rf"(?<=\S\s)((?:(?![a-z]+(?:ed|ing)\s)[a-z][\w-]*\s+)?(?:{heads})\s+(?:at|in|from)\s+(?:the\s+)?(?:[A-Z][\w-]*\s+){{1,5}}?)"
        r"(?:told|said|says)(?:\s+[\w-]+){0,3}\s*[.!]?\s*$"
    )


def _placed_source_of(text: str) -> str | None:
    """The source phrase ``_placed_source`` finds closing ``text``, as written from the word before its head
    ("a source at ...", "medical source in ...")."""
    found = _placed_source().search(text)
    return found.group(1).strip() if found else None


def _source_phrase(phrase: str, places: Collection[str]) -> str | None:
    """The source ``phrase`` that ``_reported_last`` found names: from its last "the" on, else the whole run
    of capitalised words before the head ("Syrian Arab Red Crescent medics", "Élysée officials"). Leading
    words that name a place of the article or of ontology/places.tsv (``places``, casefolded) are the
    object of the "in" before them: "in Douma Civil Defence said" credits "Civil Defence", "in Aleppo
    Syrian state television reported" "Syrian state television"; a country stays ("Syria TV")."""
    words = phrase.split()
    lowered = [w.lower() for w in words]
    if "the" in lowered:
        words = words[len(words) - lowered[::-1].index("the") :]
    while len(words) > 1 and _NOT_OF_NAME.fullmatch(words[0]):
        words = words[1:]  # "A Home Office spokesman", "On Saturday activists", "Britain-based Syrian ..."
    if "the" in lowered:
        return " ".join(words) or None
    place = next((n for n in range(len(words) - 1, 0, -1) if " ".join(words[:n]).casefold() in places), 0)
    # a country names the outlet it owns ("Syria TV reported"), not where the figure was counted
    return " ".join(words[0 if place and is_country(" ".join(words[:place])) else place :])


@per_sentence
def sentence_source(sentence: Sentence) -> str | None:
    """``cited_source`` of one sentence of an article, kept as ``sentence_figures`` is: every sentence
    of the corpus is searched for a source, with or without a figure."""
    return cited_source(sentence.text)


@lru_cache(maxsize=1)
def _said_after() -> re.Pattern[str]:
    """ "Fifteen of the wounded were in critical condition said the head of the Britain-based group that ...":
    "said" after its clause with no comma, then its speaker, a short phrase from "the" or "a" whose head is a
    `source` head noun or a `role` of source-words.tsv, maybe "of" or "for" a body, ending where the
    sentence or a relative clause, "on" or "in" does. After a lower-case word, a number or a closing
    quotation mark only ('"The toll has risen" said the Syrian Observatory which ...'): "He said the head
    ..." is no such shape. The head in any case ("the Syrian Observatory", "the Civil Defence"); an
    apposition's "also known as" ends the phrase as a relative clause does."""
    heads = alternation((*head_nouns("source"), *words_of_kind(SOURCE_TABLE, "role")))
    return re.compile(
        r"(?<=[a-z0-9\"”])\s+(?:said|reported|added)\s+"
        rf"((?:the|a|an)\s+(?:[\w-]+\s+){{0,3}}?(?i:{heads})"
        r"(?:\s+(?:of|for)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?[\w-]+)?)"
        r"(?=\s*[.;,]|\s*$|\s+(?:that|who|which|on|in|(?:also\s+)?known\s+as)\b)"
    )


@dataclass(frozen=True)
class _SourceRule:
    """One shape of a sentence that cites its source: the ``pattern`` that finds it, what of the match
    ``reads`` as the source (None for no one), and whether a source holding a figure is no source but the
    statement itself (``not_a_figure``)."""

    pattern: re.Pattern[str]
    reads: Callable[[re.Match[str]], str | None] = lambda match: match.group(1)
    not_a_figure: bool = False


@lru_cache(maxsize=1)
def _source_rules() -> tuple[_SourceRule, ...]:
    """The shapes ``cited_source`` tries, in order: the first that gives a source wins."""
    return (
        _SourceRule(_ACCORDING),
        _SourceRule(_REPORTED_BY),
        _SourceRule(_REPORTED_AFTER),
        _SourceRule(_PRONOUN_CLOSING),
        _SourceRule(_SAID_THAT, not_a_figure=True),
        _SourceRule(put_toll(), lambda match: toll_subject(match.group(1)), not_a_figure=True),
        _SourceRule(says_killed(), sayer),
        _SourceRule(_said_after(), not_a_figure=True),
    )


def cited_source(text: str) -> str | None:
    """The source a sentence cites for its facts, as written, or None."""
    for rule in _source_rules():
        match = rule.pattern.search(text)
        found = rule.reads(match) if match else None
        if found is None:
            continue
        source = re.sub(r"^(?:the|a|an)\s+", "", found.strip(" ,."), flags=re.IGNORECASE)
        source = re.split(r",\s*(?:speaking|who|which)\b", source)[0].strip()
        # "Air strikes killed 20 people on Friday the health ministry said", "The strikes killed 30 people the
        # Observatory put the toll at": a phrase holding a figure is the statement, never its speaker
        if rule.not_a_figure and find_figures(source):
            continue
        # ", while the Observatory said that 15 died" credits the Observatory with its own clause's figures
        # (kg/events/clause_sources.py), not with the sentence's: "Police said 12 people died" before it
        if opens_clause(source):
            continue
        if source and not source.lower().startswith(("it ", "they", "he ", "she ")) and len(source) > 1:
            return source
    return None


def source_entity_of(
    sentence: Sentence, source: str | None, keys: Mapping[tuple[int, int], str], mentions: Sequence
) -> str | None:
    if not source:
        return None
    at = sentence.text.find(source)
    if at < 0:
        return None
    start, end = sentence.start + at, sentence.start + at + len(source)
    # "Iranian state television": a nationality word qualifies the source, it is not the source
    inside = [
        m
        for m in mentions
        if start <= m.start and m.end <= end and (m.start, m.end) in keys and m.label != "NORP"
    ]
    inside.sort(key=lambda m: (m.label not in ("PERSON", "ORG"), -(m.end - m.start)))
    return keys[(inside[0].start, inside[0].end)] if inside else None


# Pronouns that stand for the source named before them.
PRONOUNS = {"he", "she", "it", "they", "we"}
PERSONAL = {"he", "she"}  # these stand for a person; the others for an organisation, a group or a country
# A source longer than this is a clause the attribution took in, not a name: "Rami Abdel Rahman head of
# the Syrian Observatory for Human Rights" (FA-KES has no commas) is 11 words.
SOURCE_WORDS = 12


def is_name(source: str) -> bool:
    return len(source.split()) <= SOURCE_WORDS
