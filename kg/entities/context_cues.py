"""The words around a name that state its kind, read by :func:`.evidence.context_kind`: patterns over the
text before and after a mention ("his son", "the rebel group", "the Kelso boss") and the small tests built on
them. Pure functions of strings and the curated word lists in ``ontology/``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, read_tsv, title_rows, words_of_kind
from ..types import Mention
from .gazetteer import (
    event_heads,
    given_name_first,
    known_place_name,
    name_words,
    place_or_nation,
)
from .names import name_tokens, titles
from .roles import is_role

# A verb's marks before the word that would describe a name: "to seize X", "would bomb X"
_VERB_BEFORE = re.compile(r"\b(?:to|will|would|could|can|cannot|did|not)\s+[a-z-]+\s+$")
# a subject pronoun before the word makes it the pronoun's verb, no description of the name after it: "as I
# think [Kelso] is", "we watched [Hale Street]"; the name is the verb's object or the subject of a clause
_PRONOUN_VERB_BEFORE = re.compile(
    r"(?<![\w'’-])(?:I|[Ww]e|[Yy]ou|[Hh]e|[Ss]he|[Tt]hey|[Ii]t|who)\s+[a-z-]+\s+$"
)

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
# a closing quote whose words since the last quote mark hold "I", "me" or "my", then a speech verb
_FIRST_PERSON_QUOTE = re.compile(
    r"(?:\bI\b|\b(?:me|my|myself)\b)[^\"\u201c\u201d\n]{0,200}[,.!?][\"\u201d]\s*(?:said|says|added|adds)\s+$"
)
_CLAUSE_END = re.compile(r"^\s*(?:[.,;:!?]|$)")
# "a charity match at Kelso Park", "the concert at the Hale Arena": where a match or a concert is held
_VENUE_AT = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "venue-before")) + r"\s+at\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# "a goal against [Kelso] in his first game", "Ann Lee, from [Hale], developed his": a preposition right
# before the name makes it a phrase's object (context-words.tsv kind `pronoun-elsewhere`)
_OBJECT_OF_PREPOSITION = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "pronoun-elsewhere")) + r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def pronoun_elsewhere(mention: Mention, before: str) -> bool:
    """True when a pronoun after the mention belongs to its clause's subject, not to the name: the name
    is the object of a preposition right before it ("scored against [Kelso] in his first game") and NER
    tags it as no person's (a person's name there keeps its tag's vote: "lost to [Ann Lee] in her")."""
    return mention.label != "PERSON" and _OBJECT_OF_PREPOSITION.search(before) is not None


@lru_cache(maxsize=1)
def _kin_before() -> re.Pattern[str]:
    """A kin word of ontology/person-words.tsv right before a name: "his son Gamal", "widow Coretta Scott
    King" (case-sensitive, as the table's header says)."""
    return re.compile(r"\b" + alternation(words_of_kind("person-words.tsv", "kin")) + r"\s+$")


@lru_cache(maxsize=1)
def _kin_apposed() -> re.Pattern[str]:
    """A possessive, a kin word of ontology/person-words.tsv and a comma right before a name: "Her brother,
    [Tomas], said" (the name closed by a comma in apposition; the kin word case-sensitive)."""
    kin = alternation(words_of_kind("person-words.tsv", "kin"))
    return re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur|[Yy]our)\s+" + kin + r",\s+$")


@lru_cache(maxsize=1)
def _honorific_opens() -> re.Pattern[str]:
    """A name NER's span opens with a courtesy title or an honorific that context-words.tsv's `person-before`
    rows also hold before a name ("[Dr Khoo]" as "Dr [Khoo]"; "Mr", "Mrs", "Ms", "Dr"), then a capital;
    case-sensitive."""
    words = set(words_of_kind("context-words.tsv", "person-before"))
    honorifics = {" ".join(title) for title in titles().honorifics}
    # written as a title, capital then lower case: "MS Office" is a firm's initials
    return re.compile(alternation(sorted(w.capitalize() for w in words & honorifics)) + r"\.?\s+[A-Z]")


# A noun for a kind of organisation right before the name: "music publisher Bertelsmann", "the rebel
# group Jaysh al-Islam" (titles of people come first: "agency chief X" is a person).
_ORG_NOUNS = alternation(
    [*words_of_kind("context-words.tsv", "org-before"), *words_of_kind("context-words.tsv", "firm-before")]
)
_ORG_BEFORE = re.compile(r"\b" + _ORG_NOUNS + r"\s+$", re.IGNORECASE)
# "side" where a phrase of place ends in it is no team's: "on the Syrian side [Deir Hafer]", "by his side
# [Ann Lee]"; a team's follows "at", "by", "over" or "to" ("a spell at Italian side AC Milan", "beaten by the
# French side Kelso"), which a place's takes only with a possessive
_SIDE_OF_PLACE = re.compile(
    r"\b(?:(?:on|across|along)\s+(?:[\w'-]+\s+){1,3}|(?:by|at)\s+(?:his|her|their|its|my|our|your)\s+)side\s+$",
    re.IGNORECASE,
)
# a firm's noun that may also describe a person: "the furniture manufacturer [Robert Thornley]"
_FIRM_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "firm-before")) + r"\s+$", re.IGNORECASE
)
# "RFA Goldleaf", "the frigate Dauntless", "the supply vessel, the Bramble": a ship's name
_VESSEL_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "vessel-before")) + r"(?:\s*,\s+the)?\s+$",
    re.IGNORECASE,
)


def _in_order(*kinds: str) -> str:
    """A regex group of the words of these kinds of context-words.tsv, in table order, a space matching one
    space: a rule that was a regex in code, moved to the table as it was."""
    return "(?:" + "|".join(re.escape(w) for k in kinds for w in words_of_kind("context-words.tsv", k)) + ")"


_HEADLINE_BEFORE = re.compile(r"[A-Z][\w'-]*\s+\b[A-Z]$")
_BASED_BEFORE = re.compile(r"\w-based\s+$")
# "Chennai-based Tata": the name before "-based" is where a firm or a group is based
_BASED_AFTER = re.compile(r"^-based\b")
# "her native Dartford", "his home town Fraserburgh": a possessive and a word for where one comes from
# (context-words.tsv kind `place-possessed`)
_POSSESSED_PLACE_BEFORE = re.compile(
    r"\b(?:his|her|their|its|my|our|your)\s+"
    + alternation(words_of_kind("context-words.tsv", "place-possessed"))
    + r"\s+$",
    re.IGNORECASE,
)
_WEAPON_AFTER = re.compile(r"^\s+(?:rocket|missile|launcher|drone|rifle|shell|warhead)s?\b")
# A dateline credits the outlet that wrote the story: "DAMASCUS (Sputnik) -", "LONDON (Reuters)".
_DATELINE_BEFORE = re.compile(r"\b[A-Z]{3,}(?:[ -][A-Z]{3,})?,?\s*\($")
# A pronoun of a person right after the name and its verb: "Hollande announced his intention".
# Not past a conjunction and any one word, which start another clause ("stopped hoping for Paris and
# losing his", "and then his", "and both his"; "Azmat Begg and his son" is his), nor past a role, whose
# holder it is ("The Kelso Rovers striker scored his").
_PERSON_AFTER = re.compile(
    # nor past a word that opens a clause of its own: "born in Melbourne where her uncle ran a bakery", "grew
    # up in Perth while her father worked" (context-words.tsv kind clause-after)
    r"^\s+(?!(?:and|or|but)\s+[a-z]+\s+(?:his|her|himself|herself)\b)"
    r"(?!" + alternation(words_of_kind("context-words.tsv", "clause-after")) + r"\b)"
    r"(?P<word>[a-z]+)\s+(?:[a-z]+\s+)?(?:his|her|himself|herself)\b"
)


_ORG_AFTER = re.compile(
    r"^\s+" + _in_order("org-after", "unit-after") + r"\b",
    re.IGNORECASE,
)
# "the Kelso boss said", "Hale chiefs met": a boss ending the noun phrase, not a title that goes on ("Hale
# chief of staff Ann Lee", "the Kelso chief negotiator"; context-words.tsv kinds boss-after, chief-title)
_BOSS_AFTER = re.compile(
    r"^\s+" + _in_order("boss-after") + r"\b(?!\s+" + _in_order("chief-title") + r"\b)",
    re.IGNORECASE,
)


def _boss_of_body(mention: Mention, after: str) -> bool:
    """True for a boss or a chief ending the noun phrase after a name no place evidence supports: not a
    region NER reads as such (LOC), nor a place NER reads as one that pycountry or GeoNames knows ("the
    London boss of Kelso Bank" heads the bank's office there)."""
    if not _BOSS_AFTER.match(after):
        return False
    if mention.label == "LOC":
        return False
    return not (mention.label == "GPE" and place_or_nation(mention.text.strip()))


# "the media player Kelso": a device's player (context-words.tsv kind device-player); "the only player
# Kelso wanted": a relative clause whose subject the name is, with a verb in the past after it
_DEVICE_PLAYER_BEFORE = re.compile(
    r"\b" + _in_order("device-player") + r"\s+player\s+$",
    re.IGNORECASE,
)
_PLAYER_BEFORE = re.compile(r"\bplayer\s+$", re.IGNORECASE)
_PAST_VERB_AFTER = re.compile(r"^\s+[a-z]+ed\b")


def _machine_or_clause_player(before: str, after: str) -> bool:
    """True where "player" before the name is no person's role: a device's ("the media player Kelso") or one
    a relative clause the name opens describes ("the only player Kelso wanted")."""
    if not _PLAYER_BEFORE.search(before):
        return False
    return bool(_DEVICE_PLAYER_BEFORE.search(before) or _PAST_VERB_AFTER.match(after))


# a possessive inside the mention: what NER ran together with its owner ("Mr [Grey's Budget]")
_OWNED_INSIDE = re.compile(r"['’]s\s+[A-Z]")


def title_not_the_names(before: str, after: str, name: str) -> bool:
    """True where a person's title or role word before a name is not the name's: a machine's or a clause's
    "player" (:func:`_machine_or_clause_player`), or the owner's of a possessive inside the name ("Mr
    [Grey's Budget]": Mr Grey's, not the Budget's)."""
    return _machine_or_clause_player(before, after) or bool(_OWNED_INSIDE.search(name))


# the words that may follow the noun: a stop, or a word that opens what the apposition says of it
_APPOSED_BY = "that|which|owned|based|run|founded|controlled|backed"
# or a verb of its own, for a name NER did not read as a person's: a person's name before the verb is more
# often the end of a clause that opens the sentence ("Speaking to Hale, the airline said")
_APPOSED_VERB = "has|had|is|was|said|says|will|would"


def _org_apposition(nouns: str, follow: str) -> re.Pattern[str]:
    """An article, up to three words (a possessive among them: "the world's biggest") and one of ``nouns``
    closing an apposition after the name, then a stop or one of the words of ``follow``."""
    return re.compile(
        r"^\s*,\s+(?:the|a|an)\s+(?:(?!of\s)[A-Za-z-]+(?:['’]s)?\s+){0,3}?"
        + nouns
        + rf"(?:\s*[,.;:)]|\s+(?:{follow})\b)"
    )


# An organisation's noun in apposition after the name, closing its noun phrase: "Kelly Services, the staffing
# firm, hired", "Trinity Mirror, the publisher of the Daily Mirror", "Kelso, the world's biggest insurer,
# said", "Hale, an airline owned by" (not "the firm's founder", "a party member"). For a name NER does not
# read as a person: "Rupert Murdoch, the publisher of the Sun"; see ``org_apposed`` for one it does.
_ORG_APPOSITION = _org_apposition(_ORG_NOUNS, f"of|{_APPOSED_BY}|{_APPOSED_VERB}")


@lru_cache(maxsize=1)
def _person_org_apposition() -> re.Pattern[str]:
    """An apposition whose noun never describes a person (context-words.tsv's `org-apposed` rows), not
    before "of" ("Ann Lee, the publisher of", "Hale, a group of") nor a verb ("To Hale, the bank said")."""
    return _org_apposition(alternation(words_of_kind("context-words.tsv", "org-apposed")), _APPOSED_BY)


def org_apposed(mention: Mention, after: str) -> bool:
    """True when an organisation's noun closes an apposition after the name: "Kelso, the staffing firm,
    hired". A name NER reads as a person's needs a noun no person is called ("Hale, an airline owned by",
    "Kelso, the world's biggest reinsurer,"), and no given name to open it ("Ann Lee, a firm's founder")."""
    if mention.label != "PERSON":
        return _ORG_APPOSITION.match(after) is not None
    return not given_name_first(mention.text, words=1) and _person_org_apposition().match(after) is not None


# a page title's separator before the last words of an article's first line: "Twin bombing kills 44 -
# Daily Sabah", "Israeli attack on army camp | Jordan Times"
# the separator between a page's title and what the site adds to it: " - ", " | ", an en or em dash (also
# kg/events/page_credits.py)
TITLE_SEPARATOR = r"\s(?:-|\||\u2013|\u2014)\s+"
_TITLE_SEPARATOR = re.compile(TITLE_SEPARATOR + "$")


# an owner: a possessive pronoun or a name's possessive, maybe one lower-case word between ("its new"); not
# a person's "his" or "her", whose club may own the stadium ("his Chelsea stadium plans": the club)
_OWNER_BEFORE = re.compile(r"(?:\b(?:its|their|our)|\w's|\ws')\s+(?:[a-z]+\s+)?$")


@lru_cache(maxsize=1)
def _venue_after() -> re.Pattern[str]:
    """A venue's head noun of org-words.tsv (role venue) in lower case right after the name: "stadium"."""
    return re.compile(r"^\s+" + alternation(sorted(" ".join(w) for w in name_words("venue"))) + r"\b")


def _outlet_after_headline(text: str, mention: Mention) -> bool:
    """True when a name fills the end of an article's first line after a page title's separator: the site
    or paper that published the page (a person after a dash there would be quoted, and is a role's:
    "Five killed in strike - Homs Governor")."""
    if not _TITLE_SEPARATOR.search(text, max(0, mention.start - 4), mention.start):
        return False
    if 0 <= text.find("\n") < mention.start:
        return False
    if text[mention.end :].partition("\n")[0].strip():
        return False
    return outlet_words(mention.text)


def outlet_words(words: str) -> bool:
    """Whether the words after a page title's separator can name the site that published it: their last
    word is no office's or role's ("Five killed in strike - Homs Governor" quotes someone). The events stage
    reads the same line (kg/events/page_credits.py)."""
    last = name_tokens(words)[-1:]
    return bool(last) and last not in titles().offices and not is_role(last[0])


_VENUE_SPEAKS = re.compile(r"^\s+(?:said|says|told|tells|announced|announces|added|confirmed)\b")


@lru_cache(maxsize=1)
def _person_nouns() -> frozenset[str]:
    """Nouns for a person: the `person` rows of kind-nouns.tsv, person-nouns.tsv and the one-word titles of
    titles.tsv ("signing", "king": nouns that end in "-ing")."""
    rows = read_tsv("kind-nouns.tsv", ["noun", "stands_for"])
    return frozenset(
        [row["noun"] for row in rows if row["stands_for"] == "person"]
        + [row["noun"] for row in read_tsv("person-nouns.tsv", ["noun"])]
        + [title.lower() for title, _ in title_rows() if " " not in title]
    )


def _verb_form(word: str) -> bool:
    """True for a lower-case word whose form makes it a verb: a participle in "-ing" that is no noun for a
    person or a role ("ruing", "beating"; not "signing", "wing", "king") or an irregular past form of
    context-words.tsv (kind past-verb: "gave", "beat"). The name after it is the verb's object, which the
    word does not describe."""
    if word in words_of_kind("context-words.tsv", "past-verb"):
        return True
    # a participle's stem holds a vowel ("ru-ing", "beat-ing"); "wing", "king" and "string" are nouns
    stem = word.removesuffix("ing")
    return (
        stem != word
        and re.search("[aeiouy]", stem) is not None
        and word not in _person_nouns()
        and not is_role(word)
    )


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


def _event_named(name: str) -> bool:
    """True for a name of more than one word that ends in a happening's head word of org-words.tsv (role
    event): "IRB Sevens", "European Indoor Championships"."""
    tokens = name_tokens(name)
    heads = event_heads()
    return len(tokens) > 1 and (tokens[-1:] in heads or tokens[-2:] in heads)


def _postnominal(name: str) -> bool:
    """True for a full name followed by a rank only people hold: "Guy Mansfield QC"."""
    words = name.split()
    return len(words) > 2 and words[-1].lower().replace(".", "") in titles().postnominals
