"""Names that NER fused with the words around them, split back into the names they hold, and names NER
cut short, completed from the text: at an Arabic article's hyphen, at an "and" inside them, at a bracket.

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
from collections.abc import Callable, Collection, Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from ..types import ORGANIZATION, PLACE, Mention
from .evidence import WordStats
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
    place_adjective,
    place_heads,
    same_place_words,
)
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
        if any(_lower_word(word, stats) or word in _CALENDAR_WORDS for word in words[cut:]):
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
    if (lower,) in _org_heads() or not _lower_word(word, stats):
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
def _org_heads() -> frozenset[tuple[str, ...]]:
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
            and before.group(0).strip() not in _CALENDAR_WORDS
            and name_tokens(before.group(0)) not in titles().fragments
            # "the towns of Marea [al-Bab]": a word the corpus knows as a name of its own is a list's
            # name before the next one, as "Turkey al-Nusra" after a place
            and lookup_key(before.group(0)) not in known()
        ):
            return replace(mention, text=text[before.start() : mention.end], start=before.start())
    return mention


_PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})


# "On Sunday al-Hamadaniyeh ...": a day or a month before a name is a date, not the name's first word
_CALENDAR_WORDS = frozenset((*calendar.day_name, *calendar.month_name)) - {""}
_ARTICLE_WORDS = ARABIC_ARTICLES | SUN_ARTICLES
_ARTICLE_PREFIXES = tuple(article + "-" for article in _ARTICLE_WORDS)


# "the Research and [Tests Center]", "Syrian Association for Missing and [Conscience Detainees]": the
# capitalised words and the joining words of the name's front, before an "and" NER read as the name's edge
_FRONT_BEFORE_AND = re.compile(r"(?:(?:[A-Z][\w'-]*|of|for|the) ){0,4}[A-Z][\w'-]* and $")


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


def split_at_and(mention: Mention, known: Callable[[], Collection[str]]) -> tuple[Mention, ...]:
    """ "[Arsenal and England] defender Cole", "Damascus & Aleppo": NER ran one span over two names an "and"
    joins, each of which the corpus writes on its own or the curated tables hold (``known``: lookup keys
    of the corpus's names). A name whose own words hold an "and" ("Securities and Exchange Commission",
    "Marsh & McLennan", "Bosnia and Herzegovina") has a side nobody writes alone, or is curated whole."""
    for joint in (" and ", " & "):
        front, found, back = mention.text.partition(joint)
        if not found or joint in back or lookup_key(mention.text) in anchors():
            continue
        if not all(side[:1].isupper() and _known_alone(side, known) for side in (front, back)):
            return (mention,)
        # "Johnson & Johnson", "Procter & Gamble": a firm named for its founders, whose surnames the
        # corpus writes alone as other people's; two names need one side a bare surname is not
        if lookup_key(front) == lookup_key(back) or not any(_more_than_a_surname(s) for s in (front, back)):
            return (mention,)
        first = replace(mention, text=front, end=mention.start + len(front), label=_label_of(front, mention))
        second = replace(mention, text=back, start=mention.end - len(back), label=_label_of(back, mention))
        return (first, second)
    return (mention,)


def _known_alone(name: str, known: Callable[[], Collection[str]]) -> bool:
    key = lookup_key(name)
    return key in anchors() or key in known()


def _more_than_a_surname(name: str) -> bool:
    """A curated name, a name of two words or more, or a known place: never one bare surname."""
    return lookup_key(name) in anchors() or " " in name or known_place_name(name)


def _label_of(name: str, mention: Mention) -> str:
    """A curated name's own label (England is a place, whatever NER read the pair as), else the span's."""
    anchor = anchors().get(lookup_key(name))
    if anchor is None:
        return mention.label
    return "GPE" if anchor.kind == PLACE else "ORG" if anchor.kind == ORGANIZATION else mention.label


def joined_at_and(text: str, mentions: Sequence[Mention]) -> dict[Mention, tuple[Mention, Mention]]:
    """Names NER cut in two at the "and" inside them, each pair of mentions -> the whole name: where the
    first span swallowed the "and" and the second follows it ("[Toshiba Elevator and] [Building Systems]",
    "[the Internet Corporation for Assigned Names and] [Numbers]": NER read one name and lost its end), or
    where a body "of" something is followed by "and" and a name ending in the plural of a body's head word,
    which says that the whole covers both ("the International Federation of Red Cross and Red Crescent
    Societies"). Two names a plain "and" joins ("Chelsea and Arsenal") stay two, and so do two films NER
    read so, the second cut at its possessive ("[Vera Drake and] [Dead Man's] Shoes"): a possessive ends
    no name's second half."""
    ordered = sorted(mentions, key=lambda m: (m.start, m.end))
    joined: dict[Mention, tuple[Mention, Mention]] = {}
    for first, second in pairwise(ordered):
        between = text[first.end : second.start]
        swallowed = (
            first.text.endswith(" and")
            and between == " "
            and not second.text.endswith(("'s", "\u2019s"))
            and not _list_before_and(first.text)
        )
        if first in joined or not (
            swallowed or (between == " and " and _covering_plural(first.text, second.text))
        ):
            continue
        whole = replace(first, text=text[first.start : second.end], end=second.end)
        joined[first] = joined[second] = (first, whole)
    return joined


def _list_before_and(front: str) -> bool:
    """ "K Holmes (Ealing, Southall and" + "Middlesex AC", "Food and Rural Affairs and" + "Trade and
    Industry": a span that already holds a bracket, a comma or an "and" of its own before the one it
    swallowed is a list's items, and the name after that "and" is the list's last item, not its end."""
    return any(mark in front for mark in ("(", ",")) or " and " in front.removesuffix(" and")


def _covering_plural(front: str, back: str) -> bool:
    """ "[the International Federation of Red Cross] and [Red Crescent Societies]": a body of something,
    then a name with no "of" of its own that ends in the plural of a body's head word. A body of a place
    ("the Bank of England") or a curated name is whole on its own, and a plural that opens with a
    nationality or a place ("European Central Banks") names bodies of its own: two names of a list."""
    if " of " not in front or " of " in back or not back[:1].isupper():
        return False
    own = front.removeprefix("the ").removeprefix("The ")
    if lookup_key(own) in anchors() or known_place_name(own.rsplit(" of ", 1)[1]):
        return False
    opener = back.split()[0]
    if lookup_key(opener) in demonyms() or lookup_key(opener) in anchors() or place_adjective(opener):
        return False
    last = back.split()[-1]
    singular = last[:-3] + "y" if last.endswith("ies") else last[:-1] if last.endswith("s") else ""
    return bool(singular) and (singular.lower(),) in _org_heads()


def regain_coordinated_front(
    text: str,
    mention: Mention,
    covered: Callable[[int], bool],
    known: Callable[[], Collection[str]] = frozenset,
) -> Mention:
    """A name of two words or more whose front NER cut at an "and" inside it: the whole name, when the
    capitalised word before the "and" belongs to no mention (``covered`` tells whether an offset lies in
    one) and stands inside a sentence, after a lower-case word, and the whole ends in a body's head word
    ("Center", "Project") or is a name the corpus writes whole elsewhere (``known``: lookup keys of its
    names). Two names joined by an "and" ("Christmas and New Year", "The Cloud and Hewlett Packard")
    stay two. Offsets move with the text."""
    # "Green Day and [the Black Eyed Peas]": an article after the "and" opens a second name
    if " " not in mention.text or not mention.text[0].isupper() or mention.text.startswith("The "):
        return mention
    found = _FRONT_BEFORE_AND.search(text, max(0, mention.start - 80), mention.start)
    if found is None:
        return mention
    start = found.start()
    # "provider [The Cloud] and Hewlett Packard": a capital article opens a name of its own
    if text.startswith("The ", start):
        return mention
    while text.startswith(("the ", "of ", "for "), start):  # the name opens on its first capital
        start = text.index(" ", start) + 1
    before = text[max(0, start - 20) : start].split()
    # after a lower-case word inside a sentence, not after an article ("Jarablus al Rai and [al Bab]")
    if not before or not re.fullmatch(r"[a-z]+,?", before[-1]) or before[-1] in _ARTICLE_WORDS:
        return mention
    if any(covered(i) for i in range(start, mention.start)):
        return mention
    # "the Queen and [Prince Philip]": a title before the "and" is a second person's; "on Monday and
    # [Tal Tamr]": a day or a month ends a date
    front = text[start : mention.start]
    if (
        any((word,) in titles().fragments for word in name_tokens(front))
        or set(front.split()) & _CALENDAR_WORDS
    ):
        return mention
    whole = text[start : mention.end]
    # "Chelsea and [Manchester United]": a front the corpus writes as a name is a name of its own
    own_front = lookup_key(front.removesuffix(" and ")) in known()
    if lookup_key(whole) not in known() and (name_tokens(mention.text)[-1:] not in _org_heads() or own_front):
        return mention
    return replace(mention, text=whole, start=start)


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
        if word in _CALENDAR_WORDS or (name_tokens(word) not in _org_heads() and _lower_word(word, stats)):
            return mention
    whole = text[mention.start : found.end()]
    if name_tokens(words[-1]) not in _org_heads() and lookup_key(whole) not in known():
        return mention
    return replace(mention, text=whole, end=found.end())
