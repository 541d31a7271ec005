"""The patterns of a mention's context that say it names a place: a place noun before it ("the
village of Hass", "the towns of ... and [Saraqeb]"), a head noun, a gloss or an apposition after it ("Hass
village", "Hass, a village in Idlib"), a preposition of place or travel before it ("in Hass", "moved from
Colchester to London"), a list of places sharing a plural head, and the guards that keep a person's or a
people's name out. Read by :func:`.evidence.context_kind`, which weighs them against the other kinds.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, read_tsv, words_of_kind
from ..types import Mention
from .gazetteer import (
    ADJECTIVE_ENDINGS,
    big_city,
    demonyms,
    given_name_first,
    known_place_name,
    known_places,
    lookup_key,
    place_heads,
    place_starts,
)
from .junk import WordStats as WordStats
from .junk import _phrase_reason as _phrase_reason
from .junk import group_adjectives
from .junk import junk_reason as junk_reason
from .names import is_acronym, name_tokens, titles
from .possessives import noun_follows

# Words in front of a name that say it is a place, and how sure they are: "the village of Hass" is a
# place whatever NER says; "in Hass" usually is (NER's ORG for "in Congress" outweighs it over mentions).
# The context words of this module (before a name: place, person, organisation and work nouns; roles
# after it) are rows of ontology/context-words.tsv. The noun is in lower case, or capitalised only at a
# sentence's start: a capitalised one inside a sentence is a surname's or a name's ("Graham Hills of the
# Treasury", "City of London").
# A bearing's parts ("the western parts of Hass") are the one exception: some wires capitalise the bearing
# inside a sentence too ("the Southeastern parts of Al Hamdaniya"), and "Parts" is no one's surname.
_PLACE_NOUNS = words_of_kind("context-words.tsv", "place-before")
_PLACE_NOUN = (
    r"(?:(?-i:"
    + alternation(_PLACE_NOUNS)
    + r"|"
    + alternation(word.capitalize() for word in _PLACE_NOUNS if word.endswith(" parts"))
    + r")|(?:^|(?<=[.!?\n\"'] )|(?<=[\n\"']))(?-i:"
    + alternation(word.capitalize() for word in _PLACE_NOUNS)
    + r"))"
)
# A bearing's parts of a name right before it: read apart, as a whole's parts may be a firm's or a party's
PARTS_BEFORE = re.compile(r"\bparts\s+of\s+(?:the\s+)?$", re.IGNORECASE)
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


def _place_head_nouns() -> str:
    """The place nouns NER may leave off after a name (the `place-after-any` and `place-after` rows of
    ontology/context-words.tsv), as one regex alternation: read by both patterns after a name."""
    return alternation(
        words_of_kind("context-words.tsv", "place-after-any")
        + words_of_kind("context-words.tsv", "place-after")
        + words_of_kind("context-words.tsv", "place-after-land")
    )


@lru_cache(maxsize=1)
def _land_after() -> re.Pattern[str]:
    """The land's own nouns after a name (context-words.tsv's `place-after-land` rows), "of" after them."""
    land = alternation(words_of_kind("context-words.tsv", "place-after-land"))
    return re.compile(r"^\s+(?-i:" + land + r")\b(?P<of>\s+of\b)?")


_INDEFINITE_BEFORE = re.compile(r"(?:^|\s)an?\s+$", re.IGNORECASE)


def figurative_land(before: str, after: str) -> bool:
    """True when a valley, a mountain or a desert after a name is a figure of speech, not the land: after "a"
    or "an" ("a Labour desert": where the party wins nothing) or before "of" ("a Carillion mountain of
    debt"); a real one is "the Bekaa valley", "near al-Rai mountain"."""
    land = _land_after().match(after)
    return land is not None and bool(land.group("of") or _INDEFINITE_BEFORE.search(before))


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
        # where it lies: "Salah al-Din is located west of Aleppo's Old City", "al-Safih Triangle that is
        # located near the field"
        r"|^\s+(?:(?:that|which)\s+)?(?:is|was|lies|lay)\s+(?:located|situated)\s+(?:\w+\s+)?"
        r"(?:in|on|near|west|east|north|south)\b"
        # how far it lies from another place: "Kafr Naya 25 kilometers (15 miles) north of Aleppo", "Tal
        # Abyad, some 10 km east of the border"; only a place is measured off by a distance and a bearing
        r"|^\s*,?\s+(?:about|some|around|nearly|roughly|only|just)?\s*\d+(?:[.,]\d+)?\s*"
        r"(?:km|kms|kilometers|kilometres|miles)\b(?:\s*\([^()]{1,20}\))?\s+(?:to\s+the\s+)?"
        r"(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?\s+of\b"
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
# A road's ends: "on a road connecting [al-Shomarah] to [al-Shyah]", "the highway linking Homs and Hama". A
# way that connects two names runs between places, whatever NER tags them (the two ends of the road above
# were tagged PERSON); a lower-case "al-" or "el-" opens an Arabic place's name.
_WAY = (
    r"\b(?:road|roads|highway|motorway|route|railway|rail\s+line|corridor)\s+(?:that\s+|which\s+)?"
    r"(?:connect(?:s|ed|ing)?|link(?:s|ed|ing)?)\s+(?:the\s+)?"
)
_WAY_FROM = re.compile(_WAY + r"$", re.IGNORECASE)
_WAY_TO = re.compile(
    _WAY + r"(?:(?-i:[A-Z][\w'-]*|al-[\w'-]+|el-[\w'-]+)\s+){1,3}(?:to|and|with)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_WAY_END_AFTER = re.compile(r"^\s+(?:to|and|with)\s+(?:the\s+)?(?-i:[A-Z]|al-|el-)")
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


# A word of a person's title or office right before a name (context-words.tsv); a "." only after an
# abbreviation (kind title-abbreviation: "Dr. Khoo"): after a whole word it ends a sentence, and the name
# opens the next ("the media player. Kelvo has")
_PERSON_ROWS = words_of_kind("context-words.tsv", "person-before")
_PERSON_BEFORE = re.compile(
    r"\b(?:"
    + alternation(words_of_kind("context-words.tsv", "title-abbreviation"))
    + r"\.|"
    + alternation(_PERSON_ROWS)
    + r")\s+$",
    re.IGNORECASE,
)

# Words that open an Arabic person's name: a kunya ("Abu Bakr", "Umm Hani") or a patronymic ("Ibn Saud").
_PERSON_OPENERS = frozenset({"abu", "umm", "ibn", "bin", "ben", "bint"})


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


@lru_cache(maxsize=1)
def _prepositions() -> frozenset[str]:
    """Every preposition of ontology/preposition-roles.tsv, whatever its role."""
    return frozenset(row["preposition"] for row in read_tsv("preposition-roles.tsv", ("preposition", "role")))


def preposition_word(word: str) -> bool:
    """True for a preposition ("between", "against", "among"): no description of the name after it, as
    "hurdler" is in "hurdler Ann Lee"; "the frontline between Kelso Hale and the dam" names no person."""
    return word.lower() in _prepositions()
