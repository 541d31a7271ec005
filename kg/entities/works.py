"""Names in a list after a plural noun that says what they are: titles of works ("programmes such as Harbour
Lights and Morton Grange", "films including Kelso, The Long Road and Sam Walker") and places ("rural cities
most notably Saraqeb and Maarat al-Numan", "villages including Kafr Nabl and Hass"). NER tags such titles as
people, places or firms, and such towns as people. Takes an article's text and a mention; gives whether the
mention opens an item of such a list. The nouns are ontology/context-words.tsv's `works-listed` (and
`works-or-makers-listed`, whose lists also name makers: "classics such as Mozart") and `places-listed` rows
(and its `works-named` rows, a plural noun of works with no "such as" before its list: "TV shows Number 9
and Kidzone"), the phrases that end in a works noun and list no works its
`not-works-listed` rows ("trade shows such as Cebit"), and the lower-case words a title may hold its
`title-word` rows ("Sons and Lovers", "Return of the Jedi"). Two more tests read one mention's own context: a
title before the words only a work takes ("The Long Road, starring Ann Lee"; `work-after` rows) and a prize
won under a short name NER read as a person's ("won an Emmy for"; `award-verb` rows).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import Mention
from .gazetteer import known_place_name
from .names import name_tokens
from .reference_tables import person_given_names

# what may not stand between the noun and a title of its list: a sentence's stop, a colon, a bracket, a quote
_LIST_BREAK = re.compile(r"[.;:!?()\n\"]")
# the words before the title end an item of the list: "Harbour Lights and ", "Kelso, "
_ITEM_END = re.compile(r"(?:,|\s(?:and|or))\s+$")
# what joins two items: a comma, "and" or "or", or a comma before either ("Kelso, and The Long Road")
_JOIN = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
# how far back the noun may stand: a list of four or five titles
_REACH = 150


# what opens the list after its noun: "such as", "like", "including"; "most notably", "notably", "namely"
_OPENER = r",?\s+(?:such\s+as|like|including|(?:most\s+)?notably|namely)\s+"
# or the verb "include" whose subject the noun heads, maybe past a few lower-case words that qualify it
# ("bands at the festival include", "films nominated this year include"); none that names who made, played
# in or is about the things listed ("films by directors include" lists directors), nor a relative clause
_INCLUDE = (
    r"(?:\s+(?!(?:by|from|with|starring|featuring|about|of|and|or|who|whose|which|that)\b)[a-z][\w'-]*){0,4}?"
    r"\s+include[sd]?\s+"
)


# a plural noun and "of" before the list's noun (maybe past two words): the plural heads the subject of
# "include", not the list's noun ("fans of the bands include Ann Lee" lists fans); "some of", "most of" count
# the noun's things and end in no "s"
_HEAD_BEFORE_OF = re.compile(r"\b[A-Za-z]+[^\Ws]s\s+of\s+(?:[a-z][\w'-]*\s+){0,2}$")


# where the places of the list lie, between their noun and the opener: "towns in the Aleppo countryside
# including", "villages of the Ghouta such as" (a preposition of place and up to four words). One of the words
# is a capitalised name: "mayors of cities in the region such as" and "fighters from towns near the border
# including" list people, and a named region is what says the list is of places
_PLACES_WHERE = (
    r"(?:\s+(?:in|of|across|around|near)\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}?(?-i:[A-Z])[\w'-]*"
    r"(?:\s+[\w'-]+){0,2}?)?"
)


@lru_cache(maxsize=4)
def _listed(kind: str) -> re.Pattern[str]:
    """A plural noun of ``kind`` (a row kind of context-words.tsv) and what opens its list, ending where
    the list starts ("films such as", "such films as", "bands at the festival include"); a list of places
    may say where they lie first."""
    nouns = alternation(words_of_kind("context-words.tsv", kind))
    where = _PLACES_WHERE if kind == "places-listed" else ""
    # "such films as Harbour Lights and Kelso", "such classics as Morton Grange": "such" before the noun (and
    # maybe one word that qualifies it) and "as" after it open the same list
    return re.compile(
        rf"\b(?:(?P<such>such\s+)(?:[a-z-]+\s+)??)?(?P<noun>{nouns})"
        rf"(?(such)\s+as\s+|{where}(?:{_OPENER}|(?P<include>{_INCLUDE})))",
        re.IGNORECASE,
    )


@lru_cache(maxsize=1)
def _works_named() -> re.Pattern[str]:
    """A plural noun of works right before the first title of its list, no "such as" between ("TV shows
    Number 9 and Kidzone"; context-words.tsv's `works-named` rows), ending where the list starts."""
    nouns = alternation(words_of_kind("context-words.tsv", "works-named"))
    # the text before a mention ends with the noun itself when the mention is the list's first title
    return re.compile(rf"\b(?P<noun>{nouns})\s+(?=(?-i:[A-Z0-9])|$)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _not_works_listed() -> re.Pattern[str]:
    """A phrase ending in a noun of works that lists no works ("motor shows", "trade shows"), at its end."""
    phrases = alternation(words_of_kind("context-words.tsv", "not-works-listed"))
    return re.compile(rf"\b{phrases}$", re.IGNORECASE)


@lru_cache(maxsize=1)
def _title_words() -> frozenset[str]:
    """The small words a title keeps in lower case ("of", "the", "and")."""
    return frozenset(words_of_kind("context-words.tsv", "title-word"))


@lru_cache(maxsize=1)
def _qualifies_after() -> re.Pattern[str]:
    """A lower-case noun after the name, then another name: the name qualifies the noun ("Oscar nominee The
    Fisher King"), no title of the list; a title's small word is no noun ("Raging Bull and Goodfellas")."""
    small = alternation(words_of_kind("context-words.tsv", "title-word"))
    return re.compile(rf"\s+(?!{small}\s)[a-z]+\s+[A-Z]")


def _title_like(item: str) -> bool:
    """True when an item reads as a title: it opens with a capital or a number, and each word after is
    capitalised, a number or a small word a title keeps in lower case ("Do the Right Thing"); "Keane helped
    sales" holds a verb and a noun, no title's words."""
    words = [stripped for word in item.split() if (stripped := word.strip("'‘’“”&-"))]
    return bool(words) and all(
        word[:1].isupper() or word[:1].isdigit() or (i and word.lower() in _title_words())
        for i, word in enumerate(words)
    )


def listed_work(text: str, mention: Mention) -> bool:
    """True when the mention opens an item of a list of titles after a plural noun of works ("programmes
    such as Harbour Lights and [Morton Grange]", "TV shows Number 9 and [Kidzone]")."""
    return (
        opens_item(text, mention, _listed("works-listed"), _not_works_listed())
        or (opens_item(text, mention, _listed("works-or-makers-listed"), None) and not _maker_named(mention))
        or (opens_item(text, mention, _works_named(), None) and not _person_named(mention))
    )


def _maker_named(mention: Mention) -> bool:
    """True for a name NER reads as a person's that is a surname alone or opens with a given name: after
    "classics such as" a composer's or a writer's ("Mozart and Vivaldi"), not a title ("Lunar Lander")."""
    return mention.label == "PERSON" and (len(name_tokens(mention.text)) == 1 or given_named_person(mention))


@lru_cache(maxsize=1)
def _works_role() -> re.Pattern[str]:
    """Words of starring in works right before the first title of their list ("starring roles in Hidden
    Valley and Kelso", "the star of Kelso"; context-words.tsv's `works-role` rows), ending where the list
    starts."""
    words = alternation(words_of_kind("context-words.tsv", "works-role"))
    # the text before a mention ends with the words themselves when the mention opens the list
    return re.compile(rf"\b(?P<noun>{words})\s+(?=(?-i:[A-Z0-9])|$)", re.IGNORECASE)


def role_work(text: str, mention: Mention) -> bool:
    """True when the mention opens an item of a list of titles an actor stars in ("starring roles in Hidden
    Valley and [Kelso]"); not a place's name ("starred in England's win", "starring roles in Iraq"), nor a
    person's of a given name and one more word."""
    return (
        opens_item(text, mention, _works_role(), None)
        and not _person_named(mention)
        and not known_place_name(mention.text)
    )


def listed_org(text: str, mention: Mention) -> bool:
    """True when the mention opens an item of a list of names after a plural noun of firms ("companies like
    Openreach and [The Lantern]", "networks such as Vodafone"); not a place's name ("banks such as those in
    Zurich"), nor a person's full name: the noun may name the trade of the people listed ("retailers such as
    Philip Green and [Stuart Rose]", the bosses of retail chains)."""
    return opens_item(text, mention, _listed("orgs-listed"), None) and not given_named_person(mention)


def given_named_person(mention: Mention) -> bool:
    """True for a full name NER tags PERSON that opens with a given name ("Robert Thornley"): a firm's noun
    before it describes the person ("the furniture manufacturer Robert Thornley"). All Faker's given names:
    given_names() leaves out those GeoNames knows as towns ("Robert", "David"), which NER's PERSON tag
    settles here. "Dresdner Kleinwort Wasserstein" is no such name, so "banks such as" still makes it a
    bank."""
    tokens = name_tokens(mention.text)
    return mention.label == "PERSON" and len(tokens) >= 2 and tokens[0] in person_given_names()


def _person_named(mention: Mention) -> bool:
    """True for a name NER reads as a person's that is a given name and one more word: with no "such as" to
    open a list, "the TV shows Jonathan Ross and [Graham Norton] host" may name the shows' hosts."""
    return given_named_person(mention) and len(name_tokens(mention.text)) == 2


def listed_place(text: str, mention: Mention) -> bool:
    """True when the mention opens an item of a list of names after a plural noun of places ("rural cities
    most notably Saraqeb and [Maarat al-Numan]"): a town NER read as a person's name."""
    return opens_item(text, mention, _listed("places-listed"), None)


def opens_item(
    text: str, mention: Mention, listed: re.Pattern[str], not_listed: re.Pattern[str] | None
) -> bool:
    """True when the mention opens an item of a list that ``listed`` opens: every item before it reads as
    a title, no sentence's stop, colon or bracket comes between, and no comma has closed the list after its
    "and" item ("hits such as Blue Harbour and Glass Towers, [Coldwater] will tour"), so the list is still
    running; not an item's owner. ``not_listed`` ends the phrases whose noun lists nothing of the kind."""
    # "shows such as Channel 5's quiz Brain Gym": the item's owner, not its title
    if mention.text.endswith(("'s", "’s")) or text.startswith(("'s", "’s"), mention.end):
        return False
    # a name NER cut at its hyphen ("[Milan]-San Remo", a race): the piece left is no title of its own
    if re.match(r"-\w", text[mention.end : mention.end + 2]):
        return False
    # two titles NER ran together at their "and" ("Blue Water and Red Sky") are split by
    # the rules of conjoined.py, whose first half is then a common word, no title of its own
    if " and " in mention.text:
        return False
    # a sentence's stop inside the name: NER ran a title into the next sentence's name ("Malcolm X. Ann Lee")
    if ". " in mention.text or _qualifies_after().match(text, mention.end):
        return False
    before = text[max(0, mention.start - _REACH) : mention.start]
    found = list(listed.finditer(before))
    if not found or (not_listed is not None and not_listed.search(before, 0, found[-1].end("noun"))):
        return False
    if found[-1].groupdict().get("include") and _HEAD_BEFORE_OF.search(before, 0, found[-1].start("noun")):
        return False
    # a title's "The" NER left out of the name: "companies like Openreach and The [Lantern]"
    between = re.sub(r"(?<![^\s,])The\s+$", "", before[found[-1].end() :])
    if not between:
        return True
    if _LIST_BREAK.search(between) or not _ITEM_END.search(between):
        return False
    # "Blue Harbour and Glass Towers, [Coldwater] will tour": a bare comma after an "and" item closes the list
    anded = False
    for join in _JOIN.finditer(between):
        if anded and join.group().strip() == ",":
            return False
        anded = anded or join.group().strip() != ","
    items = [item.strip() for item in _JOIN.split(between) if item.strip()]
    return all(_title_like(item) for item in items)


@lru_cache(maxsize=1)
def _work_after() -> re.Pattern[str]:
    """The words after a title that only a work takes, then a capitalised name: "The Long Road, starring
    Ann Lee". An actor is "starring in" or "starring as" a role: a lower-case word follows, no match."""
    words = alternation(words_of_kind("context-words.tsv", "work-after"))
    return re.compile(rf"\s*,?\s+{words}\s+[A-Z]")


# a title's small word after a capitalised one, right before the mention: NER cut the title's head off ("Man
# of the [House], starring ..."), so the mention is a piece of a title, no title of its own
_TITLE_HEAD_BEFORE = re.compile(r"[A-Z][\w'-]*\s+(?:of|and|in|on|for)(?:\s+(?:the|a|an))?\s+$")


@lru_cache(maxsize=1)
def _not_title_before() -> re.Pattern[str]:
    """A preposition (and "the") ending right before the name: a place, a maker or a subject, no title."""
    words = alternation(words_of_kind("context-words.tsv", "not-title-before"))
    return re.compile(rf"\b{words}\s+(?:the\s+)?$", re.IGNORECASE)


def titled_work(text: str, mention: Mention) -> bool:
    """True when the words after the mention are a work's: "[The Long Road], starring Ann Lee"."""
    before = text[max(0, mention.start - 30) : mention.start]
    # "opens in [London], starring ...": a place, or a maker or a subject ("written by [David Hare], directed
    # by", "a biopic about [Howard Finch], starring"), is no title; a cut title's piece is none either
    if _TITLE_HEAD_BEFORE.search(before) or _not_title_before().search(before):
        return False
    return bool(_work_after().match(text, mention.end))


@lru_cache(maxsize=1)
def _award_won() -> re.Pattern[str]:
    """A verb of winning, an optional object pronoun and "a" or "an", ending right before the name: "won
    an ", "winning him a ", "nominated for a "."""
    verbs = alternation(words_of_kind("context-words.tsv", "award-verb"))
    return re.compile(rf"\b{verbs}\s+(?:(?:him|her|them|me|us)\s+)?an?\s+$", re.IGNORECASE)


# what may follow the prize's name: a stop, a bracket or quote, the end, or a word that opens what comes next
# ("an Emmy for", "a Bafta in 1990", "an Oscar the following year"); a capital continues a longer name ("a
# Golden Globe") and a lower-case noun makes the name its qualifier ("won a Grammy nomination", "won a
# Smith scholarship")
_AWARD_END = re.compile(
    r"\s*(?:[.,;:!?)'\"’”\n]|$)|\s+(?:for|in|at|on|the|this|that|last|earlier|and|or|but|with|as|from"
    r"|which|after|before|when|by|to|while)\b"
)


def won_award(text: str, mention: Mention) -> bool:
    """True when a one-word name NER read as a person's or a place's is a prize won: "won an [Emmy] for"."""
    if mention.label not in ("PERSON", "GPE", "LOC") or " " in mention.text.strip():
        return False
    before = text[max(0, mention.start - 40) : mention.start]
    return bool(_award_won().search(before)) and bool(_AWARD_END.match(text, mention.end))


@lru_cache(maxsize=1)
def _made_from() -> re.Pattern[str]:
    """A noun of a work made from another and "of" or "to", or a verb of remaking, ending right before the
    name: "a remake of ", "the film version of the ", "the sequel to ", "to remake " (context-words.tsv's
    `work-of` rows)."""
    nouns = alternation(words_of_kind("context-words.tsv", "work-of"))
    return re.compile(
        rf"\b{nouns}\s+(?:of|to)\s+(?:the\s+)?$|\bremak(?:e|es|ing)\s+(?:the\s+)?$|\bremade\s+(?:the\s+)?$",
        re.IGNORECASE,
    )


# what may follow a title the noun of a remake or a sequel names: a stop, a bracket or quote, the end, a
# capital (the next title of a list: "versions of Harbour Lights, Morton Grange") or a word that opens
# what comes next ("a remake of Kelso is planned", "the sequel to Kelso starring ..."); not a possessive,
# whose noun is what was remade ("a remake of Ann Lee's novel"), nor a lower-case noun the name qualifies ("a
# remake of the Ealing classic", "the sequel to the Sam Hale comedy")
_MADE_END = re.compile(
    r"(?!['’]s\b)(?:\s*(?:[.,;:!?)'\"’”\n…-]|$)|\s+(?:[A-Z0-9]|(?:is|was|are|were|has|had|have|will|would|could"
    r"|for|in|at|on|the|this|that|and|or|but|with|as|from|which|after|before|when|by|to|while|starring"
    r"|released|made|directed)\b))"
)


def made_into_work(text: str, mention: Mention) -> bool:
    """True when the mention is the title of a work that another work is made from: "a remake of
    [Puddle Lane]", "screen versions of [Harbour Lights]", "the screening of [Redfern], one of", "to remake
    [Morton Grange], which". A remake, a version on film, a sequel, an adaptation, a screening, a premiere
    or an episode is made of a film, a programme, a book or a game, never of a person, a place or a firm,
    whose name would qualify a noun after it ("a remake of the Ealing classic")."""
    before = text[max(0, mention.start - 40) : mention.start]
    return bool(_made_from().search(before)) and bool(_MADE_END.match(text, mention.end))


@lru_cache(maxsize=1)
def _best_work_won() -> re.Pattern[str]:
    """A verb of winning and a prize for the best work of the screen or the stage right after a name, ending
    at the work's noun (context-words.tsv's `best-work` rows): " was named best film", " which took best
    foreign film", " won the best TV comedy"."""
    nouns = alternation(words_of_kind("context-words.tsv", "best-work"))
    return re.compile(
        r"(?:\s*,?\s+(?:which|that))?\s+(?:(?:was|is|has\s+been)\s+(?:also\s+)?(?:declared|named|voted|crowned)"
        r"|won|wins|took|takes|scooped|collected|picked\s+up|claimed)"
        rf"\s+(?:the\s+)?(?:award\s+for\s+|prize\s+for\s+)?best\s+(?:[A-Za-z-]+\s+){{0,3}}?{nouns}\b"
        # only a stop or a word that opens what comes next after the noun: a noun there is the prize's head
        # ("won best comedy performance", "best film director" are a person's), and "for" names the work
        # a person won it for ("won best film for Kelso")
        r"(?=\s*(?:[.,;:!?)'\"’”\n]|$)|\s+(?:at|in|and|or|award|awards|prize|of|on|with|while|after|as"
        r"|this|last|earlier|but)\b)",
        re.IGNORECASE,
    )


def best_work_winner(text: str, mention: Mention) -> bool:
    """True when the mention is the subject of winning a prize for the best film, play or programme:
    "[The Long Road] was named best film", "[Kelso], which took best foreign film". Only a work wins such a
    prize (its director, writer or actors win their own: "best director", "best actor"); a country's film
    may win under its country's name ("Spain won best foreign film"), which stays a place."""
    return bool(_best_work_won().match(text, mention.end)) and not known_place_name(mention.text)
