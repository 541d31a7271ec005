"""Names that are no names: a number, a bare adjective, a common word capitalised at a sentence
start, a headline fragment, page furniture, a time zone or a technology. ``WordStats`` holds how the
corpus writes its words; ``junk_reason`` gives the reason a name is dropped, or None.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from ..resources import number_words as number_word_rows
from ..resources import read_tsv, words_of_kind
from .gazetteer import (
    ADJECTIVE_ENDINGS,
    anchors,
    known_place_name,
    known_places,
    name_words,
    org_words,
    part_words,
    person_given_names,
    person_surnames,
    place_adjective,
    place_heads,
    same_place_words,
)
from .names import SCORE, name_tokens, titles
from .title_case import LONG_WORD

_CLOCK = re.compile(r"\d:\d\d")
_ADJECTIVE_SUFFIX = re.compile(r"(?:ic|ical|ish|ern|ist|ists)$")
# A score or a formation ("23-11", "2-3-2") or a year after a possessive ("All Blacks' 1935") run into a name:
# no name holds either. A season ("2004-05"), a model number ("F-16") or its variant ("737-800") is no score.
_SCORE = re.compile(rf"(?<![\w-]){SCORE}(?![\w-])")
_POSSESSIVE_NUMBER = re.compile(r"\w['’]s?\s+\d+$")
# A compound compass word in capitals ("the Northeastern part of the province"): a direction, no name.
_COMPASS_ADJECTIVE = re.compile(r"(?:north|south)(?:east|west)ern")
# Chants and slogans NER reads as titles of works: "Death to America", "Long live the revolution".
_SLOGAN = re.compile(r"^(?:death|down|long live|glory|victory|shame|freedom)\s+(?:to\s+)?", re.IGNORECASE)


@dataclass(frozen=True)
class WordStats:
    """How the words of a corpus are written: lower-case occurrences of each word (case-folded)."""

    lower: Mapping[str, int]

    @classmethod
    def of(cls, texts: Iterable[str]) -> WordStats:
        counts: Counter[str] = Counter()
        for text in texts:
            counts.update(w for w in LONG_WORD.findall(text) if w[0].islower())
        return cls(counts)


_COMPASS = re.compile(r"(?:north|south)(?:east|west)?(?:ern)?|(?:east|west)(?:ern)?")


@lru_cache(maxsize=1)
def page_words() -> frozenset[str]:
    """Words of page furniture (tag lines, share buttons): role "page" of ontology/org-words.tsv."""
    return frozenset(word for phrase in name_words("page") for word in phrase)


def _compound_adjective(core: str, stats: WordStats, demonym_words: frozenset[str]) -> bool:
    """True for one hyphenated word that qualifies a noun: a name or demonym, then a demonym or a word the
    texts write in lower case ("U.S.-Russian", "Arabic-language", "Saudi-led"); "Al-Qaeda" and
    "Ki-moon" are names (a capital after the hyphen, or a syllable the texts never write alone)."""
    if " " in core or "-" not in core:
        return False
    last = core.rsplit("-", 1)[1]
    if last.lower() in demonym_words:
        return True
    return last.islower() and compound_tail(last, stats)


def compound_tail(word: str, stats: WordStats) -> bool:
    """True for a lower-case word that ends a hyphenated adjective ("-led", "-born", "-language"): a
    participle, a curated tail, or a word the texts write alone."""
    return len(word) >= 3 and (
        word.endswith("ed") or word in _ADJECTIVE_TAILS or stats.lower.get(word, 0) >= 2
    )


_PARTICIPLE_TAIL = re.compile(r"\w-[a-z]{2,}ed$")
# Second halves of hyphenated adjectives that a small corpus may never write alone: "Arabic-language".
_ADJECTIVE_TAILS = frozenset(["language", "speaking", "born", "style", "era", "run", "made", "wide"])


@lru_cache(maxsize=1)
def _technologies() -> frozenset[str]:
    return frozenset(" ".join(name_tokens(row["word"])) for row in read_tsv("technologies.tsv"))


def is_technology(name: str) -> bool:
    """True for a technology or format written as a name ("GPRS", "PDAs", "Wi-Fi"): a common noun,
    whatever NER tagged it (ontology/technologies.tsv)."""
    words = " ".join(name_tokens(name))
    return words in _technologies() or (words.endswith("s") and words[:-1] in _technologies())


@lru_cache(maxsize=1)
def _common_initials() -> frozenset[str]:
    """Initials of common nouns (ontology/common-initials.tsv) and a parliament member's (context-words.tsv
    kind seat-holder), as name tokens."""
    words = {row["word"] for row in read_tsv("common-initials.tsv")}
    words.update(words_of_kind("context-words.tsv", "seat-holder"))
    return frozenset(" ".join(name_tokens(word)) for word in words)


def common_initials(name: str) -> bool:
    """True for initials that stand for a common noun ("AGM", "CEOs", "MSP"): no one's name, whatever NER
    tagged them. Only written in capitals (a plural's "s" aside): "Mba", a striker's surname, is no MBA."""
    letters = name.strip().removesuffix("s")
    if not letters or not letters.isupper():
        return False
    words = " ".join(name_tokens(name))
    return words in _common_initials() or (words.endswith("s") and words[:-1] in _common_initials())


@lru_cache(maxsize=1)
def number_words() -> frozenset[str]:
    """Words that count ("twelve", "dozens"), from ontology/number-words.tsv: a name ending in one is a
    count run into a name or left alone."""
    # "a" and "an" count only before a unit of time, and "a dozen" is two words: neither ends a name.
    rows = number_word_rows(frozenset({"number", "count"}))
    return frozenset(word.lower() for word in rows if " " not in word)


@lru_cache(maxsize=1)
def group_adjectives() -> frozenset[str]:
    """Words that describe a group or a region ("Islamic", "Western"), from ontology/group-adjectives.tsv."""
    return frozenset(" ".join(name_tokens(row["word"])) for row in read_tsv("group-adjectives.tsv"))


# Lower-case words that belong inside names (English, Romance, Dutch and German, Arabic particles):
# "Bank of the West", "Aqareb es Safi", "bin Laden", "van Gogh".
_NAME_PARTICLES = frozenset(
    {
        "of",
        "the",
        "and",
        "for",
        "on",
        "upon",
        "in",
        "at",
        "to",
        "de",
        "du",
        "des",
        "da",
        "di",
        "do",
        "dos",
        "das",
        "del",
        "della",
        "la",
        "le",
        "les",
        "el",
        "al",
        "es",
        "ez",
        "ed",
        "ad",
        "ash",
        "bin",
        "ibn",
        "bint",
        "ben",
        "van",
        "von",
        "der",
        "den",
        "ter",
        "sans",
        "y",
        "e",
        "i",
    }
)
# "the" inside a name follows a word that governs it: "Bank of the West", not "Independent the Tories".
_BEFORE_THE = frozenset(["of", "for", "and", "on", "upon", "in", "at", "to"])


def _phrase_reason(core: str) -> str | None:
    """Why a span of words is a phrase rather than a name, or None: a name is capitalised ("scan" is a
    word), has no lower-case words but its particles ('an "Axis of Evil', "AP Syrias state TV"), and
    does not join two names with a spaced dash ("Whitehall - Labour") or a stray "the"."""
    if not any(c.isupper() for c in core):
        return "common word"
    if " - " in core:
        return "run-together names"
    words = core.split()
    for i, word in enumerate(words):
        # the prefix of "el-Sham", "ash-Shuyukh", "ad-Din" is an article; "Ki-moon" starts in capitals
        stem = word.split("-", 1)[0].strip("\"'“”(")
        if not stem.islower():  # "iPhone", "eBay" are capitalised inside
            continue
        if stem not in _NAME_PARTICLES and stem not in _head_words() and not ("-" in word and len(stem) <= 3):
            return "phrase"
        if stem == "the" and i > 0 and words[i - 1].lower() not in _BEFORE_THE:
            return "run-together names"
    return None


@lru_cache(maxsize=1)
def _head_words() -> frozenset[str]:
    """Words of place heads, designators and parts of places, which a name may write in lower case:
    "Hama province", "Aamaq news agency", "west London"."""
    words = place_heads() | org_words()[1] | same_place_words() | part_words()
    return frozenset(word for phrase in words for word in phrase)


def _adjective_of_a_people(
    core: str, tokens: tuple[str, ...], labels: Counter[str], before_noun: int, stated: bool
) -> bool:
    """True for one word NER tags only NORP, that ends as a people's adjective and qualifies a lower-case
    noun in some mention ("Scandinavian countries", "Catalan language", "Nazi uniform"): an
    adjective, not a name. A group has no such ending ("Hezbollah fighters"); a mention tagged PERSON or
    ORG is a name's ("the Republicans' Republican Party"), and so is a town a text or GeoNames places
    ("Rastan", "Sukari")."""
    if len(tokens) != 1 or set(labels) != {"NORP"} or stated or not before_noun:
        return False
    word = tokens[0]
    ending = any(word.endswith(e) and len(word) > len(e) + 2 for e in ADJECTIVE_ENDINGS)
    return ending and word not in group_adjectives() and not known_place_name(core)


def _no_name_word(word: str, mid_sentence: int, named: frozenset[str]) -> bool:
    """True when a word NER read as a person's name ("Quirky", "Registering") is a common word: the texts
    write it in lower case, it only ever opens a sentence or a headline (``mid_sentence`` is 0), and it is
    no given name or surname of Faker's nor a word the corpus names people by (``named``): "Hope said",
    "Straw added" and "Sting said" open sentences with a person's name."""
    return (
        mid_sentence == 0
        and word not in person_given_names()
        and word not in person_surnames()
        and word not in named
    )


def junk_reason(
    core: str,
    labels: Counter[str],
    mid_sentence: int,
    in_headline: int,
    total: int,
    stats: WordStats,
    demonym: bool,
    demonym_words: frozenset[str] = frozenset(),
    stated: bool = False,
    in_run: int = 0,
    before_noun: int = 0,
    named: frozenset[str] = frozenset(),
) -> str | None:
    """Why a name is not an entity, or None when it is one.

    ``labels`` are NER labels of its mentions; ``mid_sentence`` counts mentions inside a sentence (not at
    its start), ``in_headline`` those in title-case lines, of ``total`` mentions; ``stated``: the words
    around a mention said what kind of thing it is; ``in_run`` counts mentions inside a title-case run
    of words within a paragraph (a related-story link, a caption); ``before_noun`` those right before a
    lower-case noun ("Scandinavian countries"); ``named``: the words the corpus names people by
    (the last words of full names, one-word names a verb of saying follows).
    """
    tokens = name_tokens(core)
    if not tokens:
        return "empty"
    if _SLOGAN.match(core):
        return "slogan"
    if len(tokens) == 2 and tokens[0] in ("no", "number", "nr") and tokens[1].isdigit():
        return "number"
    if all(t.isdigit() for t in tokens) or _CLOCK.search(core):
        return "number"
    if _SCORE.search(core) or _POSSESSIVE_NUMBER.search(core):
        return "number"
    if tokens[0] in page_words():
        return "page furniture"
    # "in Southwest of Raqqa": a direction from a place, whose name is the place's
    if len(tokens) > 2 and tokens[1] == "of" and _COMPASS.fullmatch(tokens[0]):
        return "phrase"
    main_label = labels.most_common(1)[0][0] if labels else ""
    if len(tokens) == 1 and main_label != "PERSON" and _COMPASS_ADJECTIVE.fullmatch(tokens[0]):
        return "adjective"
    # "Ocean's Twelve" cut to "Twelve", "Hizbollah Three women": a count run into a name or left alone
    if tokens[-1] in number_words() and (len(tokens) == 1 or main_label in ("PERSON", "GPE", "LOC", "NORP")):
        return "number"
    # Places, people and groups have no numbers in their names; products, events and addresses may.
    if any(t.isdigit() for t in tokens) and main_label in ("PERSON", "GPE", "LOC", "NORP"):
        return "number"
    phrase = _phrase_reason(core)
    if phrase:
        return phrase
    if demonym:
        return None
    adjectives = group_adjectives()
    if len(tokens) > 1 and ("/" in core or tokens[-1] in ("photo", "photos")):
        return "credit"
    # "Hammouriya 100": a list's count run into a name, not a model number (Xbox 2) or a year (Rally 2005)
    if (
        len(tokens) > 1
        and re.fullmatch(r"\d{2,3}", tokens[-1])
        and main_label not in ("PRODUCT", "WORK_OF_ART", "ORG", "LAW")
    ):
        return "number"
    # "Homs Governor": an office with its place, the person left out
    if len(tokens) == 2 and tokens[-1:] in titles().offices and main_label not in ("PERSON", "ORG"):
        return "title"
    # "Tory Treasurer Lord [Ashcroft]": a party and offices, the person's name cut off by NER
    fragments = titles().fragments
    if (
        len(tokens) > 1
        and main_label == "PERSON"
        and any((t,) in fragments for t in tokens)
        and all((t,) in fragments or t in anchors() or t in demonym_words for t in tokens)
    ):
        return "title"
    # NER reads a people's word before a person's noun as a name: "a prominent [Hutu] businessman"
    if " ".join(tokens) in adjectives and (main_label != "PERSON" or 0 < total == before_noun):
        return "adjective"
    # "Asians", "Europeans": the plural of a group's adjective is a people-word, never a name; not a plural
    # that heads a happening's name in org-words.tsv ("the Olympics" beside the adjective "Olympic")
    if (
        len(tokens) == 1
        and tokens[0].endswith("s")
        and tokens[0][:-1] in adjectives
        and tokens not in name_words("event")
    ):
        return "adjective"
    # "Al Saud-linked terrorists", "Iran-backed": a name ends in no participle, whatever NER tagged it
    if _PARTICIPLE_TAIL.search(core):
        return "adjective"
    # "a Damascan suburb": the adjective of a place the world knows is no place (a surname may look so)
    if len(tokens) == 1 and main_label in ("GPE", "LOC", "NORP") and place_adjective(core):
        return "adjective"
    # "Arabic-language news website", "a U.S.-Russian plan", "Saudi-backed": one hyphenated adjective
    if main_label != "PERSON" and _compound_adjective(core, stats, demonym_words):
        return "adjective"
    if main_label != "PERSON" and all(
        t in adjectives or t in demonym_words or (_ADJECTIVE_SUFFIX.search(t) and stats.lower.get(t, 0) > 0)
        for t in tokens
    ):
        return "adjective"
    if _adjective_of_a_people(core, tokens, labels, before_noun, stated):
        return "adjective"
    heads = place_heads() | org_words()[1]
    # A town or club that is also a word ("in Sale", "at Reading") has its kind stated by its context.
    lower = stats.lower.get(tokens[0], 0)
    # "Attempts to defend ..." opening a quote: the plural of a word the corpus writes in lower case
    if not lower and not mid_sentence and re.fullmatch(r"[a-z]{4,}[^s]s", tokens[0]):
        lower = stats.lower.get(tokens[0][:-1], 0)
    if len(tokens) == 1 and lower and (tokens[0],) not in heads and lower >= 2 * mid_sentence and not stated:
        # a person's name may be a word too ("Hope said"): NER's PERSON keeps it, unless no one is so named
        if main_label != "PERSON" or _no_name_word(tokens[0], mid_sentence, named):
            return "common word"
        return None
    if len(tokens) > 1 and in_headline == total and total > 0 and main_label != "PERSON":
        words = [t for t in tokens if t.isalpha()]
        common = [t for t in words if stats.lower.get(t, 0) > 0 and (t,) not in heads]
        if len(common) * 2 > len(words) or (len(common) >= 2 and len(common) * 2 >= len(words)):
            return "headline fragment"
        # "US Missile Attack on Syria Attempt to Divert ...": a place, then the headline's verb or noun.
        # Only inside a run of title case: a short first line ("She ran the London Marathon") may pass
        # for a headline, and its name is no fragment.
        if (
            in_run == total
            and len(words) > 1
            and words[0] == tokens[0]
            and tokens[0] in known_places()
            and set(words[1:]) <= set(common)
        ):
            return "headline fragment"
    return None
