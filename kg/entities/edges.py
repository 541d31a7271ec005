"""Where NER put a mention's edges wrong: words it cut off the front ("[Free] Syrian Army") or the
back of a name, a designator left out ("Refugee [Council]"), a former-prefix ("ex-Columbia"), and the
credit lines and bylines a web page leaves in the text. A tail that is no part of the name (a source tag,
a distance, a score, a common noun) is cut in ``kg.entities.glued_tails``. Pure functions of the article
text and the curated word lists.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

from ..memo import per_article
from ..resources import alternation, read_tsv, words_of_kind
from ..types import Mention
from .anchors import one_person_demonyms
from .gazetteer import (
    anchors,
    lookup_key,
    org_words,
    person_given_names,
)
from .names import (
    ARABIC_ARTICLES,
    SUN_ARTICLES,
    name_tokens,
    titles,
)
from .roles import is_role

# ---- words NER cut off the front of a name ------------------------------------------------------------

# Up to three words right before a mention on its line: capitalised, or "of" inside a name.
_WORDS_BEFORE = re.compile(r"(?:(?:[A-Z][\w-]*|of) ){1,3}$")


def regain_front(text: str, mention: Mention, lookup) -> Mention:
    """The mention with the words NER cut off its front, when with them it is a curated name or a title:
    "Islamic [State] group" is Islamic State, "Secretary of [State]" an office, not the entity "State".
    Offsets move with the text."""
    found = _WORDS_BEFORE.search(text[max(0, mention.start - 40) : mention.start])
    if found is None:
        return mention
    words = found.group(0).split()
    for size in range(len(words), 0, -1):
        front = " ".join(words[-size:])
        if front == "of" or front.startswith("of "):
            continue
        whole = f"{front} {mention.text}"
        key = lookup(whole)
        if key == lookup(mention.text):  # "The [Rapid Support Forces]": an article adds no word
            continue
        if key in anchors() or name_tokens(whole) in titles().fragments:
            return replace(mention, text=whole, start=mention.start - len(front) - 1)
    return mention


_NEXT_WORD = re.compile(r"[ -]([A-Z][\w'-]*)")


# Up to three words right after a mention on its line: capitalised, or "of"/"on"/"for" inside a name.
_WORDS_AFTER = re.compile(r"(?: (?:[A-Z][\w-]*|of|on|for)){1,3}")


def regain_curated_back(text: str, mention: Mention) -> Mention:
    """The mention with the words NER cut off its back, when with them it is a curated name: "the [Liberal]
    Democrat leader" is the Liberal Democrats, not the entity "Liberal" (the mirror of :func:`regain_front`).
    A curated name alone keeps its span: "[Labour] Party" is already Labour. Offsets move with the text."""
    if lookup_key(mention.text) in anchors():
        return mention
    found = _WORDS_AFTER.match(text, mention.end)
    if found is None:
        return mention
    words = found.group(0).split()
    for size in range(len(words), 0, -1):
        if words[size - 1] in ("of", "on", "for"):
            continue
        back = " ".join(words[:size])
        if lookup_key(f"{mention.text} {back}") in anchors():
            end = mention.end + 1 + len(back)
            return replace(mention, text=text[mention.start : end], end=end)
    return mention


# A work's subtitle after a colon, up to the end of the title: it opens with an article ("Churchill: The
# Hollywood Years") or holds an "of" ("Robin Hood: Prince of Thieves"), and ends at a stop, a comma, a
# bracket or an "and". A side before its line-up ("Bath: Amesbury; Crane, ...") or a headline's speaker
# ("Blair: Iraq vote key") has neither.
_TITLE_WORDS = r"(?: (?:[A-Z][\w'-]*|of|the|and|in|on|a|to|for))*"
_SUBTITLE = re.compile(
    rf": (?:(?:The|A|An) [A-Z][\w'-]*{_TITLE_WORDS}|[A-Z][\w'-]*{_TITLE_WORDS} of{_TITLE_WORDS})"
    r"(?=[.,;)]| and |\s*$)"
)


def regain_subtitle(text: str, mention: Mention) -> Mention:
    """The mention with the subtitle of the work it names, when NER cut the title at its colon:
    "[Churchill]: The Hollywood Years" is a film, not Churchill, and a work (NER's WORK_OF_ART). Only
    inside a sentence: a line that opens with the name and a colon is a headline's or a line-up's.
    Offsets move with the text."""
    line_start = text.rfind("\n", 0, mention.start) + 1
    if not text[line_start : mention.start].strip():
        return mention
    found = _SUBTITLE.match(text, mention.end)
    if found is None:
        return mention
    # a title, whatever NER read its first words as (a person's name, a title such as "Queen")
    return replace(mention, text=text[mention.start : found.end()], end=found.end(), label="WORK_OF_ART")


def inside_subtitles(text: str, mentions: Sequence[Mention]) -> frozenset[Mention]:
    """The mentions NER found inside a title :func:`regain_subtitle` makes whole: "Little Corporal" of
    "Napoleon: The Little Corporal" is part of the work's name, nothing of its own."""
    titles = [(m.start, whole.end) for m in mentions if (whole := regain_subtitle(text, m)) is not m]
    return frozenset(m for m in mentions for start, end in titles if start < m.start and m.end <= end)


def regain_back(text: str, mention: Mention) -> Mention:
    """The mention with the name NER cut off after a lone Arabic article: "[Ash] Shairat" is the
    airbase Ash Shairat, not a place called Ash. A sun-letter article counts only before the consonant
    it doubles ("Ash Sh-", "Ad D-"), so "Ash Wednesday" or "As Roma" stay as NER read them; and with the
    words after it that make it a curated name (:func:`regain_curated_back`) or a work's title with its
    subtitle (:func:`regain_subtitle`)."""
    mention = regain_subtitle(text, regain_curated_back(text, mention))
    article = mention.text.lower()
    if " " in mention.text or not (article in ARABIC_ARTICLES or article in SUN_ARTICLES):
        return mention
    found = _NEXT_WORD.match(text, mention.end)
    if found is None:
        return mention
    word = found.group(1)
    if article in SUN_ARTICLES and not word.lower().startswith(article[1:]):
        return mention
    return replace(mention, text=text[mention.start : found.end()], end=found.end())


_DESIGNATOR_AFTER = re.compile(r" ([a-z]+)\b")


def regain_designator(text: str, mention: Mention, names, lookup) -> Mention:
    """The mention with the designator NER left out in lower case, when the corpus writes the whole name
    elsewhere (``names()``: the corpus's lookup keys): "Iran's Quds force" is the Quds Force (NER tags
    "Quds" alone PRODUCT)."""
    found = _DESIGNATOR_AFTER.match(text, mention.end)
    if found is None or (found.group(1),) not in org_words()[1]:
        return mention
    whole = text[mention.start : found.end()]
    if lookup(whole) not in names():
        return mention
    return replace(mention, text=whole, end=found.end())


# "Ex-Labour leader Neil Kinnock", "the ex-Yukos boss": a prefix of the office after the name, not of the name
_FORMER_PREFIX = re.compile(r"^(?:[Ee]x|[Ff]ormer|[Tt]hen)-(?=[A-Z])")


def without_former_prefix(mention: Mention, known: Callable[[str], bool]) -> Mention:
    """The mention without an "ex-" or "then-" NER kept before the name ("Ex-Labour" -> "Labour"), when
    ``known(rest)``: the rest is a curated name or one written elsewhere in the build ("Ex-Im Bank" and
    "Ex-Lax" are whole names). Offsets move with the text."""
    prefix = _FORMER_PREFIX.match(mention.text)
    if prefix is None or not known(mention.text[prefix.end() :]):
        return mention
    return replace(mention, text=mention.text[prefix.end() :], start=mention.start + prefix.end())


@lru_cache(maxsize=1)
def adjective_prefixed() -> re.Pattern[str]:
    """A word that a lower-case prefix of ontology/adjective-prefixes.tsv and a hyphen make an adjective of
    a name: "non-League", "anti-Tory"."""
    prefixes = alternation(row["prefix"] for row in read_tsv("adjective-prefixes.tsv", ["prefix"]))
    return re.compile(rf"(?-i:{prefixes})-[A-Z][\w'&.-]*")


def without_adjective_prefix(mention: Mention, text: str = "") -> Mention:
    """The mention without a first word that a prefix makes an adjective ("[non-League Yeading]" ->
    "Yeading", "non-Roma Czechs" -> "Czechs"): the name it qualifies follows it. A sentence's capital
    ("Non-League Yeading held Newcastle") counts where the article (``text``) writes the word in lower case
    too; "Anti-Slavery International" opens a name. Offsets move with the text; a mention of that one word
    is left whole, for the junk rules to drop."""
    first, space, rest = mention.text.partition(" ")
    lowered = first[:1].lower() + first[1:]
    if not space or not rest[:1].isupper() or not adjective_prefixed().fullmatch(lowered):
        return mention
    if lowered != first and not re.search(rf"(?<![\w-]){re.escape(lowered)}(?![\w-])", text):
        return mention
    return replace(mention, text=rest, start=mention.end - len(rest))


@lru_cache(maxsize=1)
def _description_nouns() -> frozenset[str]:
    """Nouns that describe a person or a firm right before its name (context-words.tsv's `person-before`,
    `org-before`, `firm-before` and `description-before` rows), in lower case."""
    kinds = ("person-before", "org-before", "firm-before", "description-before")
    return frozenset(word.lower() for kind in kinds for word in words_of_kind("context-words.tsv", kind))


# what may stand before a sentence's first word: the text's start, a sentence's or a line's end, a quote
_SENTENCE_OPENS = re.compile(r"(?:^|[.!?]\s+|\n)[\"'“‘(]?\s*$")


def without_description_prefix(mention: Mention, text: str) -> Mention:
    """The mention without a sentence's first word that describes the person or the firm named after it,
    which NER ran into the name: "[Comedian Harry Hill] said", "[Bookmaker William Hill] reported",
    "[Frenchman Ann Lee] won" -> "Harry Hill", "William Hill", "Ann Lee". Only a noun of context-words.tsv's
    descriptions or a demonym for one person of a people (demonyms.tsv column ``one``), before two or more
    capitalised words that NER reads as a person's or that open with a given name: "Network Southern
    Railways", tagged ORG, keeps its name, and so does a name with a title or a body's noun in it
    (:func:`_titled`), whose first word is a title's, which the title stripping reads whole ("President Elect
    Donald Trump", "Network Rail Chief Executive Mark Carne"). Offsets move with the text."""
    first, space, rest = mention.text.partition(" ")
    words = rest.split(" ")
    if (
        not space
        or len(words) < 2
        or not first[:1].isupper()
        or not (first.lower() in _description_nouns() or lookup_key(first) in one_person_demonyms())
        or not all(word[:1].isupper() for word in words)
        or not (mention.label == "PERSON" or _given_first(rest))
        or _titled(mention.text)
        or not _SENTENCE_OPENS.search(text, max(0, mention.start - 8), mention.start)
    ):
        return mention
    return replace(mention, text=rest, start=mention.end - len(rest))


def _titled(name: str) -> bool:
    """True when a name holds a title past its first word, or opens with one of several words: the first word
    is a title's, which the title stripping reads whole ("President Elect Donald Trump", "Network Rail Chief
    Executive Mark Carne"), or the rest is a body's ("Model Railway Club"; titles.tsv, body-roles.tsv and the
    description nouns of context-words.tsv)."""
    words = [word.lower() for word in name.split(" ")]
    table = titles()
    spelled = tuple(word for part in words for word in part.split("-"))
    if any(len(title) > 1 and spelled[: len(title)] == title for title in table.offices | table.honorifics):
        return True
    return (
        any(
            word in _description_nouns()
            or (word,) in table.offices
            or (word,) in table.honorifics
            or is_role(word)
            for word in words[1:-1]
        )
        or words[-1] in _description_nouns()
    )


def _given_first(name: str) -> bool:
    """True when a name opens with a given name of Faker's lists (:func:`person_given_names`)."""
    tokens = name_tokens(name)
    return bool(tokens) and tokens[0] in person_given_names()


# Credit lines web pages leave in the text: "AP Photo Felipe Dana", "Slideshow (3 Images)",
# "Writing by Peter Graff", "Reporting by ...; Editing by ...".
_CREDIT_BEFORE = re.compile(r"\b(?:Photo|Photograph|Image|Credit)s?:?\s+(?:[A-Z][\w.-]*\s+){0,2}$")
_CREDIT_AFTER = re.compile(r"^\s*\(\d+\s+(?:Images|Photos|Pictures)\)")
_BYLINE = re.compile(r"^[A-Z][a-z]+ing$")
_BY_AFTER = re.compile(r"^\s+by\s+[A-Z]")


@per_article
def in_credit(text: str, mention: Mention) -> bool:
    """True when a mention sits in a photo credit or byline, not in the story."""
    if not text:
        return False
    after = text[mention.end : mention.end + 20]
    if _CREDIT_AFTER.match(after) or (_BYLINE.match(mention.text) and _BY_AFTER.match(after)):
        return True
    # a credit names a photographer: "AP Photo Felipe Dana The United Nations said" goes on with the story
    return mention.label == "PERSON" and bool(
        _CREDIT_BEFORE.search(text[max(0, mention.start - 40) : mention.start])
    )
