"""Names that NER fused with the words around them, split back into the names they hold, and names NER
cut short, completed from the text: at an Arabic article's hyphen, at a bracket (the "and" rules are in
conjoined.py).

A headline's title case, a lost comma or a title between a place and a person lets NER read one span
over two things: "Syria Staffan de Mistura" (a place and a person), "Youssef Diab Launched" (a name and
the headline's verb), "Aleppo Sheikh [Khaled al-Sayyed]" (a place and the title of the name after it).
Each rule keeps the real names, on the evidence of the curated tables and of the names the corpus writes
on their own in running text, and drops only the glued words. Many real names look like two: people
whose first name is a place ("Jordan Brian Henderson"), a place and common nouns ("China Daily", "Iraq
Body Count"), two names over an "and" ("The Cloud and Hewlett Packard"), a bracket's credit ("AFP
Photo"); so a span is split only in a headline, after a preposition or on the corpus's own evidence, a
headline's words go only at a verb, and a completed name must end in a body's head word or be written
whole elsewhere.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable, Collection
from dataclasses import replace
from functools import lru_cache

from ..types import PLACE, Mention
from .gazetteer import (
    anchors,
    demonyms,
    designated,
    given_name_first,
    known_place_name,
    lookup_key,
    name_words,
    opened_as_group,
    org_words,
    part_words,
    place_heads,
    same_place_words,
)
from .junk import WordStats
from .names import ARABIC_ARTICLES, SUN_ARTICLES, name_tokens, titles

_CAPITAL_AFTER = re.compile(r" [A-Z]")
_SEPARATOR_BEFORE = re.compile(r"[|\u2013\u2014]\s*$")


def split_fused(
    text: str,
    mention: Mention,
    headline: bool,
    prose: Collection[str],
    stats: WordStats,
    recurring: Collection[str] = frozenset(),
) -> tuple[Mention, ...]:
    """The names a mention holds: itself, or the pieces of a span NER ran over two names or a name and
    words. ``headline``: the mention stands in a title-case line; ``prose``: lookup keys of the names the
    corpus writes in running text; ``stats``: how the corpus writes its words; ``recurring``: lookup keys
    of names more than one article writes ("Jordan Times" in each of its pages' credit lines), which no
    one headline fused."""
    words = mention.text.split(" ")
    key = lookup_key(mention.text)
    if len(words) < 2 or key in anchors() or key in demonyms():
        return (mention,)
    outlet = _outlet_after_name(text, mention, words, prose)
    if outlet:
        return outlet
    title = _title_before_name(text, mention, words)
    if title is not None:
        # "eastern [Aleppo Sheikh]", "[Homs Governor] Talal al-Barazi": a place the gazetteer knows (a
        # city too, which no curated table holds) is the place whatever NER called the fused span; but
        # GeoNames holds ordinary words too ("Police", "Union", "Media"): one the corpus writes in lower
        # case is the title's own word ("Police Chief John Smith")
        gazetteer = known_place_name(title.text) and not stats.lower.get(title.text.lower())
        if gazetteer or _curated_place(title.text):
            return split_fused(text, replace(title, label="GPE"), headline, prose, stats, recurring)
        if lookup_key(title.text) in prose:
            return split_fused(text, title, headline, prose, stats, recurring)
    pieces = _place_before_person(text, mention, words, headline, prose, stats)
    if pieces:
        return pieces
    # "... kill at least 39 | Jordan Times": the site's name after a page title's separator is whole
    after_separator = _SEPARATOR_BEFORE.search(text[max(0, mention.start - 3) : mention.start])
    if headline and key not in prose and key not in recurring and not after_separator:
        return (_headline_tail(text, mention, words, prose, stats),)
    return (mention,)


# What follows an outlet's credit: its report ("FNA reports", "SANA said") or the page's stamp ("AFP
# Tuesday 5 Jul 2016").
_REPORT_AFTER = re.compile(
    r"\s+(?:reports|reported|says|said|dispatches|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b"
)


def _outlet_after_name(
    text: str, mention: Mention, words: list[str], prose: Collection[str]
) -> tuple[Mention, ...]:
    """ "clashes in [Northern Homs FNA] reports", "[Syrias Hasakeh AFP] Tuesday 5 Jul": an outlet's acronym
    that credits a report, run into the name before it where the page lost the sentence's end. Two
    mentions, the name and the outlet, when the acronym or the name is written on its own in running text,
    the acronym is no place ("Migration Watch UK said"), no rank ("Guy Mansfield QC said") and no word that
    ends a body's name ("State TV said", "Press TV reported"), and the words before it are no acronym."""
    last = words[-1]
    if (
        not re.fullmatch(r"[A-Z]{2,8}", last)
        or words[-2].isupper()
        or not _REPORT_AFTER.match(text, mention.end)
    ):
        return ()
    key = lookup_key(last)
    anchor = anchors().get(key)
    tokens = name_tokens(last)  # the lookup key of an acronym is marked as one ("ACR:TV")
    if (
        (anchor is not None and anchor.kind == PLACE)
        # a company's or a club's legal form ends its name: "Siemens AG said", "Manchester United FC said"
        or designated(tokens)
        or tokens in _heads()
        or last.lower() in titles().postnominals
    ):
        return ()
    front = " ".join(words[:-1])
    if key not in prose and lookup_key(front) not in prose:
        return ()
    start = mention.end - len(last)
    return (
        replace(mention, text=front, end=mention.start + len(front)),
        replace(mention, text=last, start=start, label="ORG"),
    )


def _title_before_name(text: str, mention: Mention, words: list[str]) -> Mention | None:
    """ "eastern [Aleppo Sheikh] Khaled al-Sayyed": the title that opens the next name, run into the place
    before it. The mention without its last word, when that word is a title and a capitalised word follows."""
    if (name_tokens(words[-1]) not in titles().fragments) or not _CAPITAL_AFTER.match(text, mention.end):
        return None
    rest = " ".join(words[:-1])
    if name_tokens(rest) in titles().fragments:  # "Prime Minister [Tony Blair]": a title whole
        return None
    return replace(mention, text=rest, end=mention.start + len(rest))


def _place_before_person(
    text: str, mention: Mention, words: list[str], headline: bool, prose: Collection[str], stats: WordStats
) -> tuple[Mention, ...]:
    """ "the UN envoy for [Syria Staffan de Mistura]": a curated place run into a person's full name, one
    that opens with a given name or that the corpus writes alone. Both names stay, as two mentions.

    Many people's first names are places ("the footballer Jordan Brian Henderson", "Georgia May
    Jagger"), so the split needs a reason to read two names: a headline's title case, a preposition
    before the span ("envoy for Syria ..."), or the person's name written alone in running text. A word
    of the person's part that the corpus writes in lower case ("New Zealand Beat Australia", "May") is
    no name's."""
    for cut in (1, 2):
        if len(words) - cut < 2:
            break
        place, person = " ".join(words[:cut]), " ".join(words[cut:])
        if not _curated_place(place):
            continue
        tokens = name_tokens(person)
        if any((t,) in _heads() for t in tokens):  # "Syria Civil Defence": the place names a body
            return ()
        if not (given_name_first(person) or (mention.label == "PERSON" and lookup_key(person) in prose)):
            return ()
        if any(_lower_word(word, stats) or word in CALENDAR_WORDS for word in words[cut:]):
            return ()
        after_preposition = _PREPOSITION_BEFORE.search(text, max(0, mention.start - 12), mention.start)
        if not (headline or after_preposition or lookup_key(person) in prose):
            return ()
        start = mention.start + len(place) + 1
        return (
            replace(mention, text=place, end=mention.start + len(place), label="GPE"),
            replace(mention, text=person, start=start, label="PERSON"),
        )
    return ()


_PREPOSITION_BEFORE = re.compile(r"\b(?:for|in|of|from|to|at|with|on|by|about|against) $")


def _curated_place(name: str) -> bool:
    anchor = anchors().get(lookup_key(name))
    return anchor is not None and anchor.kind == PLACE and not anchor.country


def _headline_tail(
    text: str, mention: Mention, words: list[str], prose: Collection[str], stats: WordStats
) -> Mention:
    """ "Youssef Diab Launched", "Iranian Militias Carry [out]", "Bill Gates Watches": in a title-case
    line, a name the corpus writes alone in running text (a curated one, or a given name and a surname),
    then a verb and words it writes in lower case. The longest such name stays, with a place's label when
    it is a curated place. Only a verb cuts: a place and nouns are often one name ("China Daily", "Iraq
    Body Count", "Manchester United", "Singapore Airlines"), which no spelling rule tells from a place and
    a headline's nouns."""
    for cut in range(len(words) - 1, 0, -1):
        tail = words[cut:]
        if not all(_lower_word(w, stats) for w in tail) or all((w.lower(),) in _heads() for w in tail):
            continue
        # "Syria Civil Defense": a name of common words the corpus writes on its own is a name
        if lookup_key(" ".join(tail)) in prose:
            return mention
        front = " ".join(words[:cut])
        key = lookup_key(front)
        # a given name and a surname: "Matthew Bruch [Coalition Denies]", not "Matthew Bruch Coalition"
        person = given_name_first(front) and not any(_lower_word(w, stats) for w in words[1:cut])
        if not (key in prose or key in anchors() or key in demonyms() or person):
            continue
        verb_end = mention.start + len(" ".join(words[: cut + 1]))
        if not _verb(tail[0], text[verb_end : verb_end + 8], person, stats):
            continue
        anchor = anchors().get(key)
        label = "GPE" if anchor is not None and anchor.kind == PLACE else mention.label
        return replace(mention, text=front, end=mention.start + len(front), label=label)
    return mention


def _verb(word: str, after: str, person: bool, stats: WordStats) -> bool:
    """A headline's verb: a capitalised word inflected as a verb ("Says", "Kills", "Watches", "Launched")
    that the corpus writes in lower case, or whose stem it writes in another verb form ("saying",
    "killed", "watching"), or a bare verb with its particle after it ("Carry out"). A word in -ed right
    after a person's name is a verb on its own form ("Youssef Diab Launched"); after a place it may be a
    name's ("Manchester United"). A word that ends a body's name never is: "Jordan Times", "Washington Post"
    (role org-head of ontology/org-words.tsv), though the corpus may write "timed" or "posted"."""
    lower = word.lower()
    if (lower,) in org_heads() or not _lower_word(word, stats):
        return False
    # a bare verb: the particle written in lower case after it, and a participle of it in the corpus
    bare = {lower + "ing", lower + "ed", lower + "d", lower[:-1] + "ied", lower[:-1] + "ing"}
    if _PARTICLE.match(after) and any(stats.lower.get(form, 0) for form in bare):
        return True
    for end in ("ies", "es", "s", "ed", "ing"):
        if not lower.endswith(end) or len(lower) <= len(end) + 2 or lower.endswith(("ss", "us", "is")):
            continue
        if end == "ed" and person:
            return True
        stem = lower[: -len(end)]
        stems = {stem, stem + "e", stem + "y"} if end != "ies" else {stem + "y"}
        forms = {f for s in stems for f in (s + "ing", s[:-1] + "ing", s + "ed", s + "d", s[:-1] + "ied")}
        # not the word's own form: "militias", "instruments" are plural nouns ("Texas Instruments")
        if any(stats.lower.get(form, 0) for form in forms - {lower}):
            return True
    return False


# the particle of a phrasal verb right after a headline's bare verb: "Iranian Militias Carry out"
_PARTICLE = re.compile(r" (?:out|up|off|down|back|over)\b")


@lru_cache(maxsize=1)
def org_heads() -> frozenset[tuple[str, ...]]:
    """Words that end a body's name: "Center", "Project", "Council", "Units" (ontology/org-words.tsv)."""
    return org_words()[1] | name_words("org-head")


def _lower_word(word: str, stats: WordStats) -> bool:
    """A capitalised word the corpus writes in lower case elsewhere, as it is or inflected ("Carry" for
    "carried", "Kills" for "killed"): a headline's verb or common noun."""
    if not (word[:1].isupper() and word[1:].islower()):
        return False
    lower = word.lower()
    stems = {lower} | {
        lower[: -len(end)] for end in _ENDINGS if lower.endswith(end) and len(lower) > len(end) + 2
    }
    stems |= {stem[:-1] + "i" for stem in stems if stem.endswith("y")} | {stem + "e" for stem in stems}
    return any(stats.lower.get(stem + end, 0) for stem in stems for end in ("", *_ENDINGS))


# Inflections of English verbs and nouns: "carry", "carries", "carried", "carrying".
_ENDINGS = ("s", "es", "ed", "d", "ing")


@lru_cache(maxsize=1)
def _heads() -> frozenset[tuple[str, ...]]:
    """Words that end a place's or a body's name: "province", "front", "council" (ontology tables)."""
    return place_heads() | org_words()[1] | same_place_words() | part_words()


# "Zqaq [al-Sheikh]", "Unq [al-Hawa]": a word with an Arabic article joined by a hyphen continues a name
_ARTICLE_WORD = (
    "(?:" + "|".join(sorted(ARABIC_ARTICLES | SUN_ARTICLES, key=len, reverse=True)) + r")-[A-Z][\w'-]*"
)
_ARTICLE_AFTER = re.compile(" " + _ARTICLE_WORD + r"\b")
_WORD_BEFORE = re.compile(r"(?<=[a-z,] )[A-Z][a-z'-]+ $")


def regain_article_part(
    text: str,
    mention: Mention,
    covered: Callable[[int], bool],
    known: Callable[[], Collection[str]] = frozenset,
) -> Mention:
    """ "a mortar round landed in [Zqaq] al-Sheikh", "positions in Unq [al-Hawa]": the one-word name of a
    place with the article-joined word NER left out after or before it, when that word lies in no mention
    (``covered`` tells whether an offset lies in one) and is no title ("President al-Assad"). The word
    must be no name the corpus knows (``known``: lookup keys of its names): "Turkey al-Nusra", "Cairo
    al-Sisi", in a list without commas "Marea al-Bab", are two names. Offsets move with the text."""
    if " " in mention.text:
        return mention
    after = _ARTICLE_AFTER.match(text, mention.end)
    if (
        after
        and mention.label in _PLACE_LABELS
        and not covered(after.start() + 1)
        and not mention.text.lower().startswith(_ARTICLE_PREFIXES)
        and lookup_key(after.group(0)) not in known()
    ):
        return replace(mention, text=text[mention.start : after.end()], end=after.end())
    if re.fullmatch(_ARTICLE_WORD, mention.text):
        before = _WORD_BEFORE.search(text, max(0, mention.start - 30), mention.start)
        if (
            before
            and not covered(before.start())
            and before.group(0).strip() not in CALENDAR_WORDS
            and name_tokens(before.group(0)) not in titles().fragments
            # "the towns of Marea [al-Bab]": a word the corpus knows as a name of its own is a list's
            # name before the next one, as "Turkey al-Nusra" after a place
            and lookup_key(before.group(0)) not in known()
        ):
            return replace(mention, text=text[before.start() : mention.end], start=before.start())
    return mention


_PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})


# "On Sunday al-Hamadaniyeh ...": a day or a month before a name is a date, not the name's first word
CALENDAR_WORDS = frozenset((*calendar.day_name, *calendar.month_name)) - {""}
ARTICLE_WORDS = ARABIC_ARTICLES | SUN_ARTICLES
_ARTICLE_PREFIXES = tuple(article + "-" for article in ARTICLE_WORDS)


def split_groups(mention: Mention) -> tuple[Mention, ...]:
    """ "Faylaq al-Rahman Jaysh al-Islam": two armed groups of a list that lost its commas, each opening
    with an Arabic word for a kind of group (the `opener` rows of ontology/org-words.tsv), one mention
    each. A group's name holds one such word, at its start, so a second one after two words or more
    opens the next name ("Harakat Ahrar al-Sham" is one: "Ahrar" opens none)."""
    words = mention.text.split(" ")
    if len(words) < 4 or not opened_as_group(name_tokens(mention.text)):
        return (mention,)
    for i in range(2, len(words) - 1):
        front, back = " ".join(words[:i]), " ".join(words[i:])
        if opened_as_group(name_tokens(back)) and opened_as_group(name_tokens(front)):
            first = replace(mention, text=front, end=mention.start + len(front), label="ORG")
            second = replace(mention, text=back, start=mention.end - len(back), label="ORG")
            return (first, *split_groups(second))
    return (mention,)


_BRACKET_TAIL = re.compile(r"(?: [A-Z][\w'-]*){1,3}(?=\))")


def regain_bracket_tail(
    text: str, mention: Mention, stats: WordStats, known: Callable[[], Collection[str]] = frozenset
) -> Mention:
    """ "YPG ([Peoples Protection] Units)": a name that fills a bracket, NER cut before its last
    capitalised words; the bracket shows where the name ends. The whole must end in a body's head word
    ("Units", "Council", "Inc") or be a name the corpus writes elsewhere (``known``), and hold no day or
    month ("Beirut Sunday") and no word the corpus writes in lower case ("Syria Local Time"): a bracket
    also holds a credit or a note ("AFP Photo", "Chelsea Won", "John Smith Reporting"). Offsets move with
    the text."""
    if mention.start == 0 or text[mention.start - 1] != "(":
        return mention
    found = _BRACKET_TAIL.match(text, mention.end)
    if found is None:
        return mention
    words = found.group(0).split()
    for word in words:
        if word in CALENDAR_WORDS or (name_tokens(word) not in org_heads() and _lower_word(word, stats)):
            return mention
    whole = text[mention.start : found.end()]
    if name_tokens(words[-1]) not in org_heads() and lookup_key(whole) not in known():
        return mention
    return replace(mention, text=whole, end=found.end())
