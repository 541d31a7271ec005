"""What the article text says about a mention, beyond NER's label: the kind its context states ("the
village of Hass"), possessives written without an apostrophe ("Syrias Hasakeh", "Assads forces"), and
whether the name is a name at all (a number, a bare adjective, a common word capitalised at a sentence
start, a headline fragment). Pure functions of strings and the curated word lists in ``ontology/``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache

from ..memo import per_article, per_sentence
from ..resources import alternation, read_tsv, words_of_kind
from ..resources import number_words as number_word_rows
from ..types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE, Mention, Sentence
from .gazetteer import (
    ADJECTIVE_ENDINGS,
    anchors,
    big_city,
    curated_spellings,
    demonyms,
    designated,
    given_name_first,
    known_place_name,
    known_places,
    lookup_key,
    name_words,
    national_names,
    opened_as_group,
    org_word,
    org_words,
    part_words,
    place_adjective,
    place_heads,
    place_starts,
    same_place_words,
    tail_words,
)
from .names import (
    ARABIC_ARTICLES,
    SUN_ARTICLES,
    acronym_letters,
    clean_surface,
    is_acronym,
    name_tokens,
    titles,
)
from .roles import is_role

# Words in front of a name that say it is a place, and how sure they are: "the village of Hass" is a
# place whatever NER says; "in Hass" usually is (NER's ORG for "in Congress" outweighs it over mentions).
# The context words of this module (before a name: place, person, organisation and work nouns; roles
# after it) are rows of ontology/context-words.tsv. The noun is in lower case, or capitalised only at a
# sentence's start: a capitalised one inside a sentence is a surname's or a name's ("Graham Hills of the
# Treasury", "City of London").
_PLACE_NOUNS = words_of_kind("context-words.tsv", "place-before")
_PLACE_NOUN = (
    r"(?:(?-i:"
    + alternation(_PLACE_NOUNS)
    + r")|(?:^|(?<=[.!?\n\"'] )|(?<=[\n\"']))(?-i:"
    + alternation(word.capitalize() for word in _PLACE_NOUNS)
    + r"))"
)
_PLACE_BEFORE = re.compile(
    r"\b" + _PLACE_NOUN + r"\s+of\s+(?:the\s+)?(?:(?-i:(?:[A-Z][\w-]*|al|el)\s+){1,4}and\s+)?$",
    re.IGNORECASE,
)
# A longer list of places after the noun, its commas lost: "the towns of Kafar Takharim Kafranbil [Khan
# Alsibil] and [Saraqeb]", its names maybe opening with an Arabic article or glossed in brackets: "the
# neighborhoods of al-Hamadanyiah ... and [Aleppo al-Jadida]", "the hills of Hilal al-Dusham (the barricades)
# and [Milad]". The mention must stand inside the list ("and" before it, or "and" and a name
# after it), so that a name run on after one place stays what it is: "the city of Aleppo Mohammed Saleh
# said". A comma is no sign of a list: it as often opens an apposition ("In the city of Aleppo, Mohammed
# Ghanem, a doctor, said").
_PLACE_LIST_BEFORE = re.compile(
    r"\b"
    + _PLACE_NOUN
    + r"\s+of\s+(?:the\s+)?(?:(?-i:(?:[A-Z][\w'-]*|al|el|(?:al|el)-[\w'-]+|\([^()]{1,30}\)))\s+){1,10}"
    + r"(?P<joined>and\s+)?$",
    re.IGNORECASE,
)
_IN_LIST_AFTER = re.compile(r"^\s+and\s+[A-Z]")
# A person's apposition or speech verb after the last item: the "and" joined a speaker to the places' people
# ("Residents of al-Bab al-Sharqi and [Mohammed al-Ahmad], a local doctor, told ...", "the city of Homs (in
# the west) and [Ali Haidar] said")
_SPEAKER_AFTER = re.compile(r"^(?:\s*,\s+an?\s+[a-z]|\s+(?:said|says|told|tells)\b)")
# A part of a region, in lower case after a preposition: "in eastern Ghouta", "across northern Syria"
_REGION_BEFORE = re.compile(
    r"\b(?:in|of|across|into|from|around|near|throughout)\s+"
    r"(?:(?:north|south)[- ]?(?:east|west)ern|eastern|western|northern|southern|central)\s+$"
)
# A verb's marks before the word that would describe a name: "to seize X", "would bomb X"
_VERB_BEFORE = re.compile(r"\b(?:to|will|would|could|can|cannot|did|not)\s+[a-z-]+\s+$")


def _place_head_nouns() -> str:
    """The place nouns NER may leave off after a name (the `place-after-any` and `place-after` rows of
    ontology/context-words.tsv), as one regex alternation: read by both patterns after a name."""
    return alternation(
        words_of_kind("context-words.tsv", "place-after-any")
        + words_of_kind("context-words.tsv", "place-after")
    )


@lru_cache(maxsize=1)
def _place_after() -> re.Pattern[str]:
    """Words after a name that say it is a place ("Hass village", "Hass, a village in Idlib"); the plural
    heads two places share are the `plural` column of ontology/head-nouns.tsv's place units."""
    plurals = [word for word in words_of_kind("head-nouns.tsv", "place-unit", "plural") if word != "-"]
    always = words_of_kind("context-words.tsv", "place-after-any")
    heads = _place_head_nouns()
    return re.compile(
        r"^\s+" + alternation(always) + r"\b"
        # a street NER cut off its name: "on Khaled Bin al-Walid street" (lower case: "Street" ends the name)
        r"|^\s+(?-i:street|road|avenue|square|highway)\b"
        # in apposition, after a comma or a dash: "Madhamiyat el-Sham, an area southwest of Damascus", "Hass,
        # a village in Idlib", "al-Inzarat - a rebel-held neighbourhood of East Aleppo"
        r"|^\s*(?:,|\s[-–—])?\s+(?:an?|the)\s+(?:[a-z-]+\s+)?"
        r"(?:area|town|village|city|suburb|district|neighbou?rhood|region|province)\b"
        # a place's possessive describes something else in it: "Apple - the city's biggest employer", "Mr
        # Jones, the city's mayor"
        r"(?!['’]s\b)(?!\s+(?:planner|hall|council|official))"
        # the first of two places that share a plural head: "near al-Masmakeh and al-Sinaa areas"
        r"|^\s+and\s+(?:(?-i:[A-Z][\w'-]*|al-[\w'-]+|el-[\w'-]+)\s+){1,3}" + alternation(plurals) + r"\b"
        # where it lies: "Salah al-Din is located west of Aleppo's Old City"
        r"|^\s+(?:is|was|lies|lay)\s+(?:located|situated)\s+(?:\w+\s+)?(?:in|on|near|west|east|north|south)\b"
        # a head noun NER left out, in lower case: "the Himrin field", "Khurmala field to produce"; or after a
        # gloss in brackets, which says the name is one: "al-Jomrok al-Qadeem (Old Custom) road killing 8"
        r"|^\s+(?-i:" + heads + r")\b" + _CLAUSE_GOES_ON + r"|^\s*\([^()]{1,30}\)\s+(?-i:" + heads + r")\b",
        re.IGNORECASE,
    )


@lru_cache(maxsize=1)
def _gloss_ends_in_place() -> re.Pattern[str]:
    """A gloss in brackets right after a name that ends in a place's head noun, in lower case ("Telal Hakema
    ( Hakema hills)"); its group `gloss` holds the words before the noun."""
    heads = _place_head_nouns()
    return re.compile(r"^\s*\((?P<gloss>[^()]{0,30})\b(?-i:" + heads + r")\s*\)", re.IGNORECASE)


def _glossed_as_place(name: str, after: str) -> bool:
    """Whether the gloss after a name ends in a place noun and repeats a word of the name: "Telal Hakema (
    Hakema hills)" glosses the name, "John Pargeter (Leeds area)" says where the person comes from."""
    gloss = _gloss_ends_in_place().match(after)
    if not gloss:
        return False
    name_words = {word.casefold() for word in re.findall(r"[\w'-]{3,}", name)}
    return any(word.casefold() in name_words for word in re.findall(r"[\w'-]{3,}", gloss.group("gloss")))


# What may follow a place's head noun that NER left out: a grammar word, a capital or the end of a clause,
# not a lower-case noun that the name and the noun modify ("Daesh field commanders", "England field a side"),
# nor "the", which opens the object of "field" as a verb ("Manchester United field the same eleven")
_CLAUSE_GOES_ON = (
    r"(?-i:(?=\s*(?:[^\w\s]|$)|\s+(?:[A-Z0-9]|(?:to|in|of|on|at|near|and|or|which|that|where|east|west|north"
    r"|south|has|had|have|was|were|is|are|from|after|by|for|with|towards?|along|between)\b)))"
)


# The last of places that share a plural head: "on New Aleppo and al-Muhafaza neighborhoods" (not "areas"
# or "regions": a party's "Labour areas" are where it wins, not a place called Labour). Not after a people's
# or a party's adjective NER tags NORP ("Republican districts", "Democratic suburbs"), nor after an
# organisation's name: "Labour districts", "Google cities" are where it wins or what it builds. (The plural
# column of head-nouns.tsv holds "areas" and "regions" too, so it is not this list.)
_PLURAL_PLACE_AFTER = re.compile(
    r"^\s+(?:villages|towns|cities|provinces|neighbou?rhoods|districts|suburbs)\b", re.IGNORECASE
)
# A base or an airport: "the Hmeimim military base", "the Kuweires air base" (a bare "base" is also a
# party's or a firm's: "the Labour base"). An airport may bear a person's name: "John Lennon airport".
_BASE_AFTER = re.compile(
    r"^\s+(?:(?:military|air|naval)\s+(?:air)?base|(?:military\s+)?(?:airport|airfield))\b", re.IGNORECASE
)


# "the" before a name, past one lower-case word: "the Kuweires military airport", "the Daesh-held Tabaqa"
_THE_BEFORE = re.compile(r"(?:^|\s)the\s+(?:[a-z][\w-]*\s+)?$", re.IGNORECASE)


# A journey names its ends: "since moving from Colchester to London", "was flown from Kabul to Dubai".
# Only verbs of travel: "switched from Chelsea to Arsenal" moves a player between clubs, not places.
_TRAVEL = (
    r"\b(?:mov(?:e|es|ed|ing)|travel(?:s|led|ed|ling|ing)?|fl(?:ew|own|y|ies|ying)|dr(?:ove|iven|ive|iving)"
    r"|relocat(?:e|es|ed|ing)|fled|flee(?:s|ing)?|deport(?:s|ed|ing)?|extradited|walk(?:s|ed|ing)?)\s+from\s+"
)
_TRAVEL_FROM = re.compile(_TRAVEL + r"$", re.IGNORECASE)
_TRAVEL_TO = re.compile(_TRAVEL + r"(?-i:[A-Z][\w-]*\s+){1,3}to\s+$", re.IGNORECASE)
_TO_PLACE_AFTER = re.compile(r"^\s+to\s+(?-i:[A-Z])")
_IN_PLACE = re.compile(r"(?:^|\s)(?:in|near|outside|across|around|into|towards?)\s+$", re.IGNORECASE)
# The prepositions that overrule a PERSON tag: where something lies or happens. Not "around", "towards" or
# "across", which also take people: "gathered around Abu Bakr al-Baghdadi", "swung towards Starmer".
_IN_PLACE_STRICT = re.compile(r"(?:^|\s)(?:in|near|outside|into)\s+$", re.IGNORECASE)
# The same prepositions before a list whose last item is the mention: "in Aleppo and [Idleb]", "in al-Shaer
# and [Jazal] oilfields" (up to six capitalised or Arabic-article words of earlier items, commas between).
_IN_PLACES = re.compile(
    r"(?:^|\s)(?P<prep>in|near|outside|across|around|into|towards?)\s+"
    r"(?P<items>(?:(?-i:[A-Z][\w'-]*|al-[\w'-]+|el-[\w'-]+|al|el),?\s+){1,6})and\s+$",
    re.IGNORECASE,
)
# "at Twickenham", "at the Bernabeu": where something happens, a venue or a town; but also where someone
# works or plays ("at Google", "at Chelsea"), so it counts as one bare mention's NER tag, never more.
_AT_PLACE = re.compile(r"(?:^|\s)at\s+(?:the\s+)?$", re.IGNORECASE)
_AT_THE = re.compile(r"(?:^|\s)at\s+the\s+$", re.IGNORECASE)
# "at the Bernabeu.", "at the Bernabeu on Sunday": the name ends its phrase, a venue's; not "at the Beckham
# house", "at the Rooney, Ferdinand and Terry trio", where it qualifies a noun or opens a list
_VENUE_END = re.compile(r"^(?:\s*(?:[.;:!?)]|$)|\s+(?:on|in)\b)")
# "the Grammy awards", "won Grammy awards for best song", "the Brit awards ceremony": the name of a prize's
# ceremony, an event; not the verb, which takes an object ("Nasa awards a contract", "Unesco awards its
# heritage status", "awards grants"): only an end (of a sentence or a headline's line), a function word or a
# ceremony's noun after it, never a capital or "to", where "awards" is the verb ("Obama awards Medal of
# Freedom to Merkel", "Putin Awards Medals To Syria Pilots", "Qatar awards to refugees")
_AWARDS_AFTER = re.compile(
    r"^\s+awards\b(?=[ \t]*(?:[.,;:!?)'\"’”\n]|$)|\s+(?:for|in|at|on|and|or|of|were|was|is|are"
    r"|will|has|have|had|ceremony|show|night|gala|dinner)\b)",
    re.IGNORECASE,
)
# "laughed at Hamlet", "took aim at Windows", "hit out at Hamas": the "at" of a target
_AT_TARGET = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "at-target")) + r"\s+at\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_PERSON_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "person-before")) + r"\.?\s+$", re.IGNORECASE
)


@lru_cache(maxsize=1)
def _kin_before() -> re.Pattern[str]:
    """A kin word of ontology/person-words.tsv right before a name: "his son Gamal", "widow Coretta Scott
    King" (case-sensitive, as the table's header says)."""
    return re.compile(r"\b" + alternation(words_of_kind("person-words.tsv", "kin")) + r"\s+$")


# A noun for a kind of organisation right before the name: "music publisher Bertelsmann", "the rebel
# group Jaysh al-Islam" (titles of people come first: "agency chief X" is a person).
_ORG_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "org-before")) + r"\s+$", re.IGNORECASE
)
# A noun for a kind of work right before its title: "the film Vera Drake", "hit comedy Blackadder", "the
# video game Halo 2" (a title NER tags PERSON or GPE). Only the word right before counts, so "film director
# X" stays a person; a bare "game" is left out: "the game England won".
_WORK_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "work-before")) + r" +$", re.IGNORECASE
)
# "Back on the track Hamilton": a work's noun in a phrase that names no work
_NOT_WORK_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "not-work-before")) + r" +$", re.IGNORECASE
)
# "a draw with Espanyol", "a defeat at home to Bath": the words of a match before a side
_CONTEST_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "contest-before")) + r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# "Ireland beat France 19-12", "lost to Bolton in the cup", "Real Madrid's 4-0 win over Espanyol": words of a
# match that also mean other things ("Police beat Cairo protesters", "declared victory over Mosul"), a side
# only in a sentence with a score or a sport's word
_CONTEST_VERB_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "contest-verb")) + r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# a score, not a range of a share or a count: "3-2", not "3-4 percent", "2-3 times", "10-20 people"
_SPORT = re.compile(
    r"(?<![\w-])(?:\d{1,3}-\d{1,3}(?![\w-])(?!\s*(?:%|(?:per\s*cent|percent|times|people)\b))|"
    + alternation(words_of_kind("context-words.tsv", "sport"))
    + r")(?![\w-])",
    re.IGNORECASE,
)


def _in_order(*kinds: str) -> str:
    """A regex group of the words of these kinds of context-words.tsv, in table order, a space matching one
    space: a rule that was a regex in code, moved to the table as it was."""
    return "(?:" + "|".join(re.escape(w) for k in kinds for w in words_of_kind("context-words.tsv", k)) + ")"


# A name that modifies the noun after it is no side: "beating Istanbul residents", "lost to Raqqa-based
# militants" (a people's or an office's plural noun, or "-based")
_MODIFIES_AFTER = re.compile(
    r"^(?:-based\b|\s+(?-i:[a-z]+(?:ers|ents|ants|ists|ians|ors|ees)|"
    + _in_order("modified-plural")
    + r")\b)"
)
_HEADLINE_BEFORE = re.compile(r"[A-Z][\w'-]*\s+\b[A-Z]$")
_BASED_BEFORE = re.compile(r"\w-based\s+$")
_WEAPON_AFTER = re.compile(r"^\s+(?:rocket|missile|launcher|drone|rifle|shell|warhead)s?\b")
# A dateline credits the outlet that wrote the story: "DAMASCUS (Sputnik) -", "LONDON (Reuters)".
_DATELINE_BEFORE = re.compile(r"\b[A-Z]{3,}(?:[ -][A-Z]{3,})?,?\s*\($")
# A pronoun of a person right after the name and its verb: "Hollande announced his intention".
# Not past a conjunction and any one word, which start another clause ("given up on Wimbledon and winning
# his", "and then his", "and both his"; "Azmat Begg and his son" is his), nor past a role, whose holder it
# is ("The Manchester United winger won his").
_PERSON_AFTER = re.compile(
    r"^\s+(?!(?:and|or|but)\s+[a-z]+\s+(?:his|her|himself|herself)\b)"
    r"(?P<word>[a-z]+)\s+(?:[a-z]+\s+)?(?:his|her|himself|herself)\b"
)
# A person's role in apposition after the name: "Mohammd Joulaq a photographer for al-Alam TV", "Riad Hijab
# coordinator of the opposition", "Bibars Mishal, a colleague of Harah". Only with an article or "of", so
# that "ISIS commander Abu Omar" leaves ISIS a group.
_ROLES = alternation(words_of_kind("context-words.tsv", "role"))
# "an activist collective", "a member group": the role word only qualifies a group
_GROUP_NOUNS = (
    r"(?:collective|group|network|organi[sz]ation|coalition|movement|committee|council|body|union)\b"
)
_ROLE_AFTER = re.compile(
    rf"^\s*,?\s+(?:(?:a|an|the)\s+(?:[a-z-]+\s+){{0,2}}{_ROLES}\b(?!\s+{_GROUP_NOUNS})"
    rf"|{_ROLES}\s+(?:of|at|for)\s)"
)
# A team's line-up in a sports report: "Replacements: Kalman, Regan, Hyde", "A Titterrell, D Bell, S
# Borthwick", "Vyvyan (capt)", "Julien Laharrague (Brive), Aurelien Rougerie (Clermont)". Its names are
# players, whatever NER tags them, and a name in brackets after a player is the player's club.
_INITIAL_NAME = re.compile(r"^[A-Z] [A-Z][\w'-]+$")
_BRACKETED = re.compile(r"\s*\([^()]*\)")
# a player's club in brackets after the player's name: "Fabien Pelous (Stade Toulousain, capt)"
# a captain marked alone or with his club: "Vyvyan (capt)", "Matt Corrie (Saracens, capt)"
_CAPTAIN = re.compile(r"[(,]\s*capt\)")
_CLUBBED_PLAYER = re.compile(r"[A-Z][\w'-]+ \((?!capt\))(?P<club>[A-Z][^()]*)\)")


def _line_up(text: str, mention: Mention) -> tuple[str, list[str]] | None:
    """The line around the mention and its items without brackets, when the line is a line-up of players."""
    start = text.rfind("\n", 0, mention.start) + 1
    end = text.find("\n", mention.end)
    line = text[start : end if end >= 0 else len(text)]
    items = [re.sub(r"\.$", "", item).strip() for item in re.split(r"[,;:]", _BRACKETED.sub("", line))]
    if len(items) < 5:
        return None
    if not (
        _CAPTAIN.search(line)
        or line.lstrip().startswith("Replacements")
        or sum(bool(_INITIAL_NAME.match(item)) for item in items) >= 3
        or _clubs_repeat(_CLUBBED_PLAYER.findall(line))
    ):
        return None
    return line, items


def _clubs_repeat(clubs: list[str]) -> bool:
    """Three or more names in brackets after names, one of them twice: a team's players share clubs
    ("Nicolas Mas (Perpignan)", "Bernard Goutta (Perpignan)"), while people listed with their towns or
    nominees with their films ("Jane Holtby (Leeds), Mark Fryer (Bristol)") name each place once."""
    names = [club.split(",")[0].strip() for club in clubs]
    return len(names) >= 3 and len(set(names)) < len(names)


def in_line_up(text: str, mention: Mention) -> bool:
    """True when the mention is one item of a comma-separated line-up of players (not a club in brackets)."""
    if mention.start and text[mention.start - 1] == "(":
        return False
    line_up = _line_up(text, mention)
    if line_up is None:
        return False
    name = mention.text.strip()
    return any(item == name or (_INITIAL_NAME.match(item) and item[2:] == name) for item in line_up[1])


def club_in_line_up(text: str, mention: Mention) -> bool:
    """True when the mention is the club in brackets after a line-up's player: "Nicolas Mas (Perpignan)"."""
    closing = text[mention.end : mention.end + 1]
    if not (closing and closing in "),") or not re.search(
        r"[A-Za-z'-] \($", text[max(0, mention.start - 3) : mention.start]
    ):
        return False
    return _line_up(text, mention) is not None


_ORG_AFTER = re.compile(
    r"^\s+" + _in_order("org-after", "unit-after") + r"\b",
    re.IGNORECASE,
)
# An organisation's noun in apposition after the name, closing its noun phrase: "Kelly Services, the staffing
# firm, hired", "Trinity Mirror, the publisher of the Daily Mirror" (not "the firm's founder", "a party
# member"). For a name NER does not read as a person: "Rupert Murdoch, the publisher of the Sun".
_ORG_APPOSITION = re.compile(
    r"^\s*,\s+(?:the|a|an)\s+(?:(?!of\s)[A-Za-z-]+\s+){0,2}?"
    + alternation(words_of_kind("context-words.tsv", "org-before"))
    + r"(?:\s*[,.;:)]|\s+(?:of|that|which|has|had|is|was|said|says|will|would)\b)"
)
CONTEXT_WEIGHT = (
    4.0  # a stated kind outweighs NER on a full name (3.0); NER's majority over mentions still counts
)
_PREFIX_WEIGHT = 1.0
# "in X" where GeoNames knows X as a city: twice one bare mention's NER tag, so that a city's name tagged
# ORG or PERSON once is a place where a text puts something in it, while a company written twice ("the
# biggest investors in Google") keeps its kind. Towns share names with people and clubs (Bath, Chelsea),
# so the name alone says nothing.
_KNOWN_PLACE_WEIGHT = 2.0
# "bombed positions in [Jubb al-Jarrah]", "in [al-Shaer] and Jazal oilfields": a name NER reads as a person's
# after a preposition of place, where nothing in or after the name reads as a person's. Above a full name's
# NER tag (3.0), so that a place written once is one; below CONTEXT_WEIGHT, so that it never decides alone
# against the entity's other mentions: a person written twice more as a full name stays a person.
_LOCATED_WEIGHT = 3.5

# A title-case line (headline, related-link text): most of its longer words are capitalised.
_WORD = re.compile(r"[A-Za-z][A-Za-z-]{3,}")
_CLOCK = re.compile(r"\d:\d\d")
_ADJECTIVE_SUFFIX = re.compile(r"(?:ic|ical|ish|ern|ist|ists)$")
# Chants and slogans NER reads as titles of works: "Death to America", "Long live the revolution".
_SLOGAN = re.compile(r"^(?:death|down|long live|glory|victory|shame|freedom)\s+(?:to\s+)?", re.IGNORECASE)


@per_article
def context_kind(text: str, mention: Mention) -> tuple[str, float] | None:
    """The kind the words around a mention state, with its weight, or None."""
    if not text:
        return None
    before = text[max(0, mention.start - 40) : mention.start]
    after = text[mention.end : mention.end + 25]
    # a kin word right before a name outweighs what follows it: "[his] brother Bassil is located in ..."
    # is the brother's grave, not a place called Bassil
    if _kin_before().search(before):
        return PERSON, CONTEXT_WEIGHT
    # the words after reach further for a place: "al-Inzarat - a rebel-held neighbourhood of East Aleppo"
    far_after = text[mention.end : mention.end + 45]
    placed_after = (
        _place_after().match(far_after)
        or _glossed_as_place(mention.text, far_after)
        or (_PLURAL_PLACE_AFTER.match(far_after) and mention.label not in ("NORP", "ORG"))
        or (
            _BASE_AFTER.match(far_after)
            and not (mention.label == "PERSON" and given_name_first(mention.text))
            # a firm's name before "airport" qualifies what it sells or pays ("Ryanair airport charges",
            # "Boeing airport contracts"); NER's ORG is a base's after "the": "the Daesh-held Tabaqa airport"
            and (mention.label != "ORG" or _THE_BEFORE.search(before))
        )
    )
    place_before = _PLACE_BEFORE.search(before)
    # the second of "the residents of Aleppo and [Mohammed Saleh], a teacher, said": a speaker, no place
    if place_before and place_before.group().rstrip().endswith("and") and _SPEAKER_AFTER.match(after):
        place_before = None
    if place_before or placed_after or _REGION_BEFORE.search(before):
        return PLACE, CONTEXT_WEIGHT
    listed_before = _PLACE_LIST_BEFORE.search(text, max(0, mention.start - 120), mention.start)
    if (
        listed_before
        and (listed_before.group("joined") or _IN_LIST_AFTER.match(after))
        and not _SPEAKER_AFTER.match(after)
    ):
        return PLACE, CONTEXT_WEIGHT
    if mention.label != "PERSON" and (
        (_TRAVEL_FROM.search(before) and _TO_PLACE_AFTER.match(after)) or _TRAVEL_TO.search(before)
    ):
        return PLACE, CONTEXT_WEIGHT
    pronoun = _PERSON_AFTER.match(after)
    if pronoun and is_role(pronoun.group("word")):
        pronoun = None
    if (
        _PERSON_BEFORE.search(before)
        or _postnominal(mention.text)
        or pronoun
        or _titled_list(before, mention)
    ):
        return PERSON, CONTEXT_WEIGHT
    if _ROLE_AFTER.match(text[mention.end : mention.end + 60]) or in_line_up(text, mention):
        return PERSON, CONTEXT_WEIGHT
    if club_in_line_up(text, mention):
        return ORGANIZATION, CONTEXT_WEIGHT
    noun = _ORG_BEFORE.search(before)
    # a capitalised noun after a capitalised word is a headline's, no description: "Social Media Website
    # Middle East" (a sentence may open with one: "Retailer Kingfisher")
    if noun and _HEADLINE_BEFORE.search(before, 0, noun.start() + 1):
        noun = None
    if noun or (_DATELINE_BEFORE.search(before) and after.startswith(")")):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "Santa Monica-based Activision": a firm or a group is based somewhere, a person lives there. A full
    # name tagged PERSON may hold the firm and its director: "UK-based [Observatory Rami Abdurrahman]".
    if _BASED_BEFORE.search(before) and not (mention.label == "PERSON" and " " in mention.text.strip()):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "seven Katyusha rocket launchers": a weapon's name (a group's name before it, tagged ORG or NORP,
    # owns the weapon: "Houthi missiles")
    if _WEAPON_AFTER.match(after) and mention.label not in ("ORG", "NORP"):
        return OTHER, CONTEXT_WEIGHT
    if _WORK_BEFORE.search(before) and not _NOT_WORK_BEFORE.search(before):
        return OTHER, CONTEXT_WEIGHT
    # not after a name NER tags an organisation: it is the verb's subject ("The BBC awards its staff") or the
    # prize's sponsor ("the Reuters awards dinner")
    if mention.label != "ORG" and _AWARDS_AFTER.match(after):
        return EVENT, CONTEXT_WEIGHT
    # a group's noun after the name outweighs a word before it: "the powerful Ahrar al-Sham faction"
    if _ORG_AFTER.match(after) and not _named_unit(mention, after):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "British hurdler Sarah Claxton", "writer Suleiman Youssef": a description in apposition to a full name
    described = re.search(r"(?:^|\s)([a-z][a-z-]{3,})\s+$", before)
    if (
        mention.label == "PERSON"
        and " " in mention.text
        and described
        and described.group(1) not in _NOT_OWNED
        # a verb is no description: "forces captured Rajm al Sheikh Region", "attempting to seize Al Maleh"
        and not described.group(1).endswith("ed")
        and not _VERB_BEFORE.search(before)
        # nor a preposition of place: "advanced near Deir Hafer" (the rule on places below reads it)
        and not _IN_PLACE.search(before)
        # a name that ends in an organisation's designator or opens with an armed group's Arabic word says
        # what it is: "former Al-Qaeda affiliate Fateh al-Sham Front", "the bulletin Jabhat al-Nusra" is a
        # group that the word before describes
        and not (
            (designated(name_tokens(mention.text)) or opened_as_group(name_tokens(mention.text)))
            and not given_name_first(mention.text)
        )
    ):
        return PERSON, CONTEXT_WEIGHT
    if mention.label != "PERSON" and _ORG_APPOSITION.match(text[mention.end : mention.end + 60]):
        return ORGANIZATION, CONTEXT_WEIGHT
    # a side in a match is a team: a town's name NER tags as a place is its club there, while a country's
    # stays the place that fields its national side (a player NER tags as a person keeps that tag)
    if (
        mention.label in ("GPE", "LOC", "FAC")
        and (
            _CONTEST_BEFORE.search(before)
            or (_CONTEST_VERB_BEFORE.search(before) and _sporting(text, mention))
        )
        and not _MODIFIES_AFTER.match(after)
        and lookup_key(mention.text) not in national_names()
    ):
        return ORGANIZATION, CONTEXT_WEIGHT
    right_after = _IN_PLACE.search(before)
    listed = None if right_after else _listed_place(before, after)
    known = (right_after or listed) and known_place_name(mention.text)
    # a list's item reaches a name NER tags as a body only where GeoNames knows it: "invested in Apple and
    # Google shares" is no place called Google
    if right_after and mention.label not in ("PERSON", "NORP"):
        # a city GeoNames knows, after a preposition of place: "in Saraqeb", "into Aazaz" (tagged ORG)
        return PLACE, _KNOWN_PLACE_WEIGHT if known else _PREFIX_WEIGHT
    if known:
        return PLACE, _KNOWN_PLACE_WEIGHT
    if _norp_place(mention, after):
        return PLACE, _PREFIX_WEIGHT
    strict = _IN_PLACE_STRICT.search(before) or (listed is not None and listed in _STRICT_PREPOSITIONS)
    if strict and mention.label == "PERSON" and _located_person_tag(mention.text, after, listed is not None):
        return PLACE, _LOCATED_WEIGHT
    # "victory at the Bernabeu": no person is "at the" anyone, so a name NER reads as a person's there is
    # a venue's, unless it qualifies a noun after it ("at the Grammy awards", "at the Smith house")
    if (
        mention.label == "PERSON"
        and _AT_THE.search(before)
        and not _AT_TARGET.search(before)
        and _VENUE_END.match(after)
        and not given_name_first(mention.text)
    ):
        return PLACE, CONTEXT_WEIGHT
    # not for names NER reads as an event or a work: "at" is then when it takes place or what someone
    # reacts to ("the final at Wimbledon", "He laughed at Hamlet"); a PRODUCT tag is often a place's slip
    # ("the blast at the Atme crossing")
    body_or_place = mention.label not in ("PERSON", "NORP", "EVENT", "WORK_OF_ART", "LAW", "LANGUAGE")
    if body_or_place and _AT_PLACE.search(before) and not _AT_TARGET.search(before):
        return PLACE, _PREFIX_WEIGHT
    return None


# A unit named after a town or a leader is theirs, not an organisation called by the name: "the Homs
# brigade", "the Assad faction" (a group's own name is longer: "the Ahrar al-Sham faction")
_UNIT_AFTER = re.compile(
    r"^\s+" + _in_order("unit-after") + r"\b",
    re.IGNORECASE,
)


def _named_unit(mention: Mention, after: str) -> bool:
    """True when a faction or brigade after the name is a place's or a person's: the name is a place (GPE
    or LOC, or one pycountry or GeoNames knows), or one word NER reads as a person, or opens with a given
    name."""
    if not _UNIT_AFTER.match(after):
        return False
    name = mention.text.strip()
    person = mention.label == "PERSON" and (" " not in name or given_name_first(name))
    return person or mention.label in ("GPE", "LOC") or known_place_name(name)


_STRICT_PREPOSITIONS = frozenset({"in", "near", "outside", "into"})
# The plural head that the items of a list of places share: "in al-Shaer and Jazal oilfields" (not
# "invested in Apple and Google shares").
_LIST_HEAD_AFTER = re.compile(
    r"\s+(?:(?:oil|gas)?fields|(?:oil|gas)\s+fields|villages|towns|cities|provinces|neighbou?rhoods|districts"
    r"|suburbs|camps|areas|regions|countrysides|governorates)\b",
    re.IGNORECASE,
)
# What may follow the last item of a list of places: its phrase's end, or a preposition or conjunction that
# opens the next phrase ("in Aleppo and Idleb on Monday"); not a verb ("in Paris and Macron promised",
# where the name opens the next clause).
_LIST_END_AFTER = re.compile(
    r"\s*(?:$|[.,;:)\]]|[-\u2013\u2014]\s|\s(?:on|in|at|to|from|with|near|since|until|during|after|before|and|or|but"
    r"|while|where|last|this|earlier|overnight|provinces?|countryside|regions?)\b)"
)


def _listed_place(before: str, after: str) -> str | None:
    """The preposition before a list of places whose last item is the mention, or None: its first item a
    large city GeoNames knows and the mention ending the list ("in Aleppo and Idleb on Monday", not "in
    Paris and Macron promised"), or a plural noun of places after it that the items share ("in al-Shaer and
    Jazal oilfields"). A pair says nothing of one kind without that: "brought in Kerry and Lyon"."""
    listed = _IN_PLACES.search(before)
    if listed is None:
        return None
    first = re.split(r",|\s+and\s+", listed.group("items"))[0].strip()
    if (big_city(first) and _LIST_END_AFTER.match(after)) or _LIST_HEAD_AFTER.match(after):
        return listed.group("prep").lower()
    return None


@lru_cache(maxsize=1)
def _plural_title_before() -> re.Pattern[str]:
    """A one-word title of ontology/titles.tsv in the plural, capitalised, then the surnames of a list up to
    the mention: "Lords [Bingham], Steyn, Hope and Carswell", "Presidents Bush and [Putin]"."""
    words = sorted(
        {t[0] + "s" for t in titles().honorifics | titles().offices if len(t) == 1 and len(t[0]) > 2}
    )
    plural = "(?:" + "|".join(re.escape(w.capitalize()) for w in words) + ")"
    return re.compile(rf"(?<![\w'’-])(?P<title>{plural})\s+(?:(?P<first>[A-Z][\w'-]*)(?:,\s+|\s+and\s+))*$")


def _titled_list(before: str, mention: Mention) -> bool:
    """True for a one-word name that is an item of a list of surnames after a plural title, where NER read
    an item as an organisation ("Lords Bingham, Steyn, Hope and Carswell"). Not an item NER reads as a
    place ("Kings Cross, Euston and Victoria" are stations), nor a list whose first words GeoNames knows as a
    place."""
    if " " in mention.text.strip() or mention.label not in ("PERSON", "ORG"):
        return False
    found = _plural_title_before().search(before)
    if found is None:
        return False
    first = found.group("first") or mention.text
    return not known_place_name(f"{found.group('title')} {first}")


# Words after a place's name that are no noun it qualifies: "leave Raqqa due to ...", "leaving Raqqa
# without permission".
_NOT_NOUN_AFTER = re.compile(
    r"\s+(?:about|after|against|along|among|and|as|at|because|before|but|by|due|during|for|from|if|in|into|is|near|of"
    r"|off|on|or|over|since|than|that|through|to|under|until|via|was|when|where|which|while|who|with|without)\b"
)


def _norp_place(mention: Mention, after: str) -> bool:
    """True for a name NER tags NORP (a people, a faith, a party) that GeoNames knows as a place and no
    table holds as a people's word: "leaving [Raqqa]", "the judge of [Aleppo]" (not "Brits", a plural).
    Not a word used as an adjective, before a lower-case noun ("Roman legions"), nor one that ends as an
    adjective of a people does ("Roman", "Ismaili"), unless it is a country or a subdivision (Oman)."""
    if mention.label != "NORP" or mention.text.endswith("s"):
        return False
    if not _NOT_NOUN_AFTER.match(after) and noun_follows(after, 0):
        return False
    word = mention.text.strip()
    if word.lower().endswith(ADJECTIVE_ENDINGS) and lookup_key(word) not in known_places():
        return False
    key = lookup_key(mention.text)
    return key not in demonyms() and key not in group_adjectives() and known_place_name(mention.text)


def _located_person_tag(name: str, after: str, listed: bool) -> bool:
    """True when a name NER tags PERSON after a preposition of place (``listed``: as the last item of a
    list after it) reads as the place: not a possessive ("in Smith's view", "in Paris Hilton's car"), not a
    name that opens with a given name ("in Chelsea Clinton", "in Karl Marx") or a title ("in Mr Smith"), not
    an acronym; nor one that qualifies the noun after it ("a role in Yukos split-up"), except a list's
    plural head ("in al-Shaer and Jazal oilfields").
    The given names known are few of the English ones (GeoNames holds a Robert or a Rhodri somewhere), so
    a name of two words or more must also read as a place by its words: an Arabic article or a word that
    opens Arabic place names ("Jubb al-Jarrah", "Deir Hafer") or a place's head word; "prospects in Richie
    Rees and Rhodri Wells" are people."""
    if re.match(r"['’]s?\b", after) or re.search(r"['’]s?$", name) or is_acronym(name):
        return False
    following = re.match(r"\s+([a-z][a-z-]+)", after)
    qualifies = following and not following.group(1).endswith("ing") and noun_follows(after, 0)
    if qualifies and not (listed and following.group(1).endswith("s")):  # type: ignore[union-attr]
        return False
    if given_name_first(name, words=1) or _PERSON_BEFORE.search(name.split(" ")[0] + " "):
        return False
    # "around Abu Bakr al-Baghdadi": a kunya or a patronymic opens a person's name
    opener = re.split(r"[\s-]+", name.strip())[0].lower()
    if opener in _PERSON_OPENERS:
        return known_place_name(name)
    tokens = name_tokens(name)
    if len(tokens) < 2:
        return True
    # an Arabic article alone says nothing: people's names hold one as often as places' ("Bashar al-Assad")
    return tokens[0] in place_starts() or tokens[-1:] in place_heads() or known_place_name(name)


# Words that open an Arabic person's name: a kunya ("Abu Bakr", "Umm Hani") or a patronymic ("Ibn Saud").
_PERSON_OPENERS = frozenset({"abu", "umm", "ibn", "bin", "ben", "bint"})


def _sporting(text: str, mention: Mention) -> bool:
    """True when the mention's sentence holds a score ("3-2") or a word of ontology/context-words.tsv's
    `sport` kind."""
    start = max(text.rfind(". ", 0, mention.start), text.rfind("\n", 0, mention.start)) + 1
    ends = [i for i in (text.find(". ", mention.end), text.find("\n", mention.end)) if i >= 0]
    return bool(_SPORT.search(text, start, min(ends) if ends else len(text)))


def _postnominal(name: str) -> bool:
    """True for a full name followed by a rank only people hold: "Guy Mansfield QC"."""
    words = name.split()
    return len(words) > 2 and words[-1].lower().replace(".", "") in titles().postnominals


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


def regain_back(text: str, mention: Mention) -> Mention:
    """The mention with the name NER cut off after a lone Arabic article: "[Ash] Shairat" is the
    airbase Ash Shairat, not a place called Ash. A sun-letter article counts only before the consonant
    it doubles ("Ash Sh-", "Ad D-"), so "Ash Wednesday" or "As Roma" stay as NER read them."""
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


_DISTANCE_AFTER = re.compile(r"\s+\d[\d,.]*\s+[a-z]+(?:\s+[a-z]+)*$")


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


def trim_tail(mention: Mention) -> Mention:
    """The mention without the words a headline or a lost comma glued after a place's name: a common
    noun ("Raqa NGO"), a distance ("Jayrud 60 kilometres"), a nationality or an outlet's acronym after a
    known place ("Aleppo Syrian state television", "Hasakeh AFP"). People keep a nationality that ends
    their name ("Dawn French"); head words stay ("Raqqa province"); a bracket the mention opens and does not
    close is cut off. Offsets move with the text."""
    # "Sylvain Marconnet (Stade Francais": NER ran the name into a bracket it does not close, which opens
    # another name (a line-up's club), never a part of this one ("YPG (Peoples Protection Units)" closes)
    opened = mention.text.find(" (")
    if opened > 0 and ")" not in mention.text[opened:]:
        return trim_tail(replace(mention, text=mention.text[:opened], end=mention.start + opened))
    words = mention.text.split(" ")
    # a curated name is whole: "South African" is a demonym, not "South" and a nationality
    if len(words) < 2 or lookup_key(mention.text) in demonyms() or lookup_key(mention.text) in anchors():
        return mention
    # "Jayrud 60 kilometres northeast": a distance from the place ran into its name
    distance = _DISTANCE_AFTER.search(mention.text)
    if distance and distance.start() > 0:
        return trim_tail(
            replace(mention, text=mention.text[: distance.start()], end=mention.start + distance.start())
        )
    # a person's name may end in a nationality ("Dawn French"); NER tags a common noun's name PERSON too
    person = mention.label == "PERSON"
    cut = len(words)
    while cut > 1 and (_common_tail(words[cut - 1]) or (not person and _glued_to_place(words[cut - 1]))):
        cut -= 1
    # "Daraa Army units killed": a section's tag ("Daraa:") run into the next sentence's "Army", a body
    # no town or province has; a country's army is a name ("Pakistan Army")
    if cut == len(words) and not person and _country_body_after_region(words):
        cut -= 1
    # "near Damascus Monitor", "in Syrias Aleppo Monitor [Fierce clashes ...]": a headline's source tag
    # ("...: Monitor") that lost its colon, after the place that ended the headline, and whatever of the
    # next line ran on; the tag is capitalised there, so it counts only right after a known place
    if cut == len(words) and not person:
        cut = _source_tag_after_place(words) or cut
    rest = " ".join(words[:cut])
    if cut == len(words) or not (
        all(_common_tail(w) for w in words[cut:]) or known_place_name(clean_surface(rest))
    ):
        return mention
    # "the Tory Party conference": a group's word cut off leaves a place's name, never an article or a noun
    if any(_glued_group(w) for w in words[cut:]) and any(w.islower() for w in words[:cut]):
        return mention
    return trim_tail(replace(mention, text=rest, end=mention.start + len(rest)))


def _source_tag_after_place(words: list[str]) -> int | None:
    """Where a capitalised word of ontology/org-words.tsv role `tail` ("Monitor") follows a known place's
    name, the number of words before it: "Damascus Monitor Fierce" -> 1. A span NER opens with "The" is an
    outlet's whole name ("The Syria Monitor website said"): a headline's tag follows a bare place."""
    if words[0] in ("The", "the"):
        return None
    for i in range(1, len(words)):
        if words[i][:1].isupper() and name_tokens(words[i]) in tail_words():
            return i if known_place_name(clean_surface(" ".join(words[:i]))) else None
    return None


def _common_tail(word: str) -> bool:
    """A common noun that ends no name when written in lower case or as an acronym ("NGO")."""
    return (word.islower() or is_acronym(word)) and name_tokens(word) in tail_words()


def _glued_to_place(word: str) -> bool:
    """A nationality ("Syrian"), a place's adjective ("Damascan") or a curated organisation's acronym
    ("AFP"): words that follow a place's name only where a comma was lost."""
    if is_acronym(word):
        anchor = anchors().get("ACR:" + acronym_letters(word))
        return anchor is not None and anchor.kind == ORGANIZATION
    if _glued_group(word):
        return True
    return " ".join(name_tokens(word)) in demonyms() or place_adjective(word)


def _glued_group(word: str) -> bool:
    """ "the city of Palmyra Daesh carried out": a curated group of one word, spelled as a row of
    ontology/gazetteer.tsv writes it, starts the next clause. A word of org-words.tsv ends a body's name
    ("UK Independence Party", "the Tory Party"), and a party's members in the plural after a place are its
    branch there ("Wales Conservatives", "Texas Democrats")."""
    anchor = anchors().get(lookup_key(word))
    if anchor is None or anchor.kind != ORGANIZATION or not word.isalpha():
        return False
    plural = word.endswith("s") and not word.endswith(("ss", "us", "is", "as"))
    return word in curated_spellings() and not org_word(word) and not plural


def _country_body_after_region(words: list[str]) -> bool:
    """ "Daraa Army", "Lattakia Army": a town's or a province's name, then a word for a body that only a
    country has (the `country-body` rows of ontology/org-words.tsv)."""
    body = words[-1]
    if len(words) < 2 or not body[:1].isupper() or name_tokens(body) not in name_words("country-body"):
        return False
    rest = clean_surface(" ".join(words[:-1]))
    return known_place_name(rest) and lookup_key(rest) not in national_names()


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


# ---- possessives written without an apostrophe ----------------------------------------------------------


def apostrophe_free(text: str) -> bool:
    """True for a text whose preparation stripped every apostrophe ("Syrias", "doesnt"): a long text
    without one, where a final -s after a known name is read as a possessive."""
    return len(text) > 300 and "'" not in text and "’" not in text


# After a person's name in an apostrophe-free text, these words follow the name itself ("Williams said"),
# where a lower-case noun follows a possessive ("Husseins forces").
_NOT_OWNED = frozenset(
    [
        "said",
        "says",
        "told",
        "added",
        "and",
        "or",
        "who",
        "whose",
        "was",
        "is",
        "were",
        "are",
        "has",
        "had",
        "have",
        "in",
        "on",
        "at",
        "of",
        "to",
        "for",
        "from",
        "with",
        "by",
        "as",
        "but",
        "after",
        "before",
        "when",
        "while",
        "would",
        "will",
        "could",
        "can",
        "did",
        "does",
        "also",
        "then",
    ]
)


def depossess(mention: Mention, known: frozenset[str], lookup, text: str = "") -> Mention:
    """The mention without an apostrophe-less possessive: "Syrias Hasakeh" -> "Hasakeh" (the owner goes),
    "Bashar al-Assads" -> "Bashar al-Assad", when the name without its -s is one the corpus or the curated
    tables know. Offsets move with the text, so the mention still points at its words."""
    words = mention.text.split(" ")
    start, end = mention.start, mention.end
    for i, word in enumerate(words[:-1]):
        if _owner(word, known, lookup) and words[i + 1][:1].isupper():
            cut = len(" ".join(words[: i + 1])) + 1
            return depossess(replace(mention, text=mention.text[cut:], start=start + cut), known, lookup)
    last = words[-1]
    # "Syrian Democratic Forces" is a plural name, not the Force's: designators keep their -s.
    plural_name = name_tokens(last) in org_words()[1]
    if len(last) > 3 and last.endswith("s") and not last.endswith("ss") and not plural_name:
        stem = " ".join([*words[:-1], last[:-1]])
        # "Husseins forces": a person's name before a noun; "Fabius came" keeps its -us (vowel before -s).
        owned = mention.label == "PERSON" and last[-2] not in "aeiou" and noun_follows(text, end)
        if lookup(stem) in known or owned:
            return replace(mention, text=mention.text[:-1], end=end - 1)
    return mention


def noun_follows(text: str, end: int) -> bool:
    """True when a lower-case noun-like word follows: "Ban Ki-moons office", not "Williams said"."""
    following = re.match(r"\s+([a-z][a-z-]+)", text[end : end + 30])
    if following is None:
        return False
    return following.group(1) not in _NOT_OWNED and not following.group(1).endswith("ed")


def _owner(word: str, known: frozenset[str], lookup) -> bool:
    return len(word) > 3 and word.endswith("s") and not word.endswith("ss") and lookup(word[:-1]) in known


# ---- names that are no names --------------------------------------------------------------------------


@dataclass(frozen=True)
class WordStats:
    """How the words of a corpus are written: lower-case occurrences of each word (case-folded)."""

    lower: Mapping[str, int]

    @classmethod
    def of(cls, texts: Iterable[str]) -> WordStats:
        counts: Counter[str] = Counter()
        for text in texts:
            counts.update(w for w in _WORD.findall(text) if w[0].islower())
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
    return (
        last.islower()
        and len(last) >= 3
        and (last.endswith("ed") or last in _ADJECTIVE_TAILS or stats.lower.get(last, 0) >= 2)
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


@per_article
def in_title_case_run(text: str, mention: Mention, reach: int = 6) -> bool:
    """True when the longer words around a mention are mostly capitalised: a headline quoted inside a
    paragraph (a related-story link, a photo caption) that the sentence splitter did not set apart."""
    before = _WORD.findall(text[max(0, mention.start - 120) : mention.start])[-reach:]
    after = _WORD.findall(text[mention.end : mention.end + 120])[:reach]
    return title_case(" ".join(before + after))


def after_title_case_run(text: str, mention: Mention, reach: int = 6) -> bool:
    """True when the longer words right before a mention are mostly capitalised: a headline that runs into
    the next line without a stop ("... Terror Attack on [Damascus Military Source] The Syrian government")."""
    return title_case(" ".join(_WORD.findall(text[max(0, mention.start - 120) : mention.start])[-reach:]))


def title_case(sentence: str) -> bool:
    """True for a headline-like line: at least three longer words and most of them capitalised."""
    words = _WORD.findall(sentence)
    return len(words) >= 3 and sum(w[0].isupper() for w in words) * 5 >= 4 * len(words)


@per_sentence
def title_case_sentence(sentence: Sentence) -> bool:
    """``title_case`` of one sentence of an article, kept with the article's other rule results
    (``kg.memo``): resolution asks it of every sentence of the corpus."""
    return title_case(sentence.text)


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


@lru_cache(maxsize=1)
def time_zones() -> frozenset[str]:
    """Abbreviations of time zones ("GMT", "UTC", "EST") from the IANA database that Python ships with:
    "at 1900 GMT" names an hour, not an entity."""
    from zoneinfo import available_timezones

    return frozenset(
        zone
        for zone in available_timezones()
        if zone.isalpha() and zone.isupper() and (zone == "UTC" or (len(zone) == 3 and zone.endswith("T")))
    )


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
) -> str | None:
    """Why a name is not an entity, or None when it is one.

    ``labels`` are NER labels of its mentions; ``mid_sentence`` counts mentions inside a sentence (not at
    its start), ``in_headline`` those in title-case lines, of ``total`` mentions; ``stated``: the words
    around a mention said what kind of thing it is; ``in_run`` counts mentions inside a title-case run
    of words within a paragraph (a related-story link, a caption); ``before_noun`` those right before a
    lower-case noun ("Scandinavian countries").
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
    if tokens[0] in page_words():
        return "page furniture"
    # "in Southwest of Raqqa": a direction from a place, whose name is the place's
    if len(tokens) > 2 and tokens[1] == "of" and _COMPASS.fullmatch(tokens[0]):
        return "phrase"
    main_label = labels.most_common(1)[0][0] if labels else ""
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
    # "Asians", "Europeans": the plural of a group's adjective is a people-word, never a name
    if len(tokens) == 1 and tokens[0].endswith("s") and tokens[0][:-1] in adjectives:
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
        return "common word" if main_label != "PERSON" else None
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
