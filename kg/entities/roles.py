"""A name right before a role that a person holds in a body, and the person's name after it, is the body:
"Everton midfielder Thomas Gravesen", "Labour spokesman Fraser Kemp". NER often tags a club or a firm
written so as a person. Takes mentions with their offsets and the text; gives the mentions so placed.
The roles are ``ontology/body-roles.tsv``. ``ROLE_AFTER`` reads the other order, a person's role in
apposition after the person's name (context-words.tsv kind `role`), for :func:`.evidence.context_kind`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise

from ..resources import alternation, read_tsv, words_of_kind
from ..types import ORGANIZATION, PLACE, Mention
from .gazetteer import demonyms, known_place_name, lookup_key, national_names
from .reference_tables import person_given_names
from .teams import sport_article

# A person's role in apposition after the name: "Mohammd Joulaq a photographer for al-Alam TV", "Riad Hijab
# coordinator of the opposition", "Bibars Mishal, a colleague of Harah". Only with an article or "of", so
# that "ISIS commander Abu Omar" leaves ISIS a group.
_ROLES = alternation(words_of_kind("context-words.tsv", "role"))
# "an activist collective", "a member group": the role word only qualifies a group
_GROUP_NOUNS = (
    r"(?:collective|group|network|organi[sz]ation|coalition|movement|committee|council|body|union)\b"
)
_WITH_ARTICLE = rf"(?:a|an|the)\s+(?:[a-z-]+\s+){{0,2}}{_ROLES}\b(?!\s+{_GROUP_NOUNS})"
# Not a bare role and field right after a name (no comma between) and before a full name, whose holder that
# name is: "Sevilla director of football Juan Marin", "Hull head of youth development Tom Price" name the
# employer first. After a comma the role is the name's, whatever follows: "Carla Ruiz, chief of software
# giant Nexora".
# The field's last word is no group's noun: "Riad Hamdan coordinator of opposition body High Negotiations
# Committee" names the body after the role, and the role is the name's.
_HOLDER_AFTER = (
    r"(?!(?:(?!(?:the|a|an)\s)[a-z-]+\s+){0,2}"
    rf"(?!(?:the|a|an)\s|{_GROUP_NOUNS})[a-z-]+\s+[A-Z][\w'-]+\s+[A-Z])"
)
ROLE_AFTER = re.compile(
    rf"^\s*,\s+(?:{_WITH_ARTICLE}|{_ROLES}\s+(?:of|at|for)\s)"
    rf"|^\s+(?:{_WITH_ARTICLE}|{_ROLES}\s+(?:of|at|for)\s{_HOLDER_AFTER})"
)


@lru_cache(maxsize=1)
def _rows() -> tuple[dict[str, str], ...]:
    """The rows of ontology/body-roles.tsv, read once, its header checked."""
    return tuple(read_tsv("body-roles.tsv", ("role", "kind")))


def _alternation(*kinds: str) -> str:
    """The rows of ``kinds`` as a regex alternation, longest first, a space matching any run of spaces."""
    rows = sorted((r for r in _rows() if r["kind"] in kinds), key=lambda r: len(r["role"]), reverse=True)
    return "|".join(re.escape(row["role"]).replace(r"\ ", r"\s+") for row in rows)


def _after_body(*kinds: str) -> str:
    """A regex for the words after a body's name up to a role of ``kinds``: an optional possessive, up to two
    qualifiers ("former", "assistant") and the role; a team-mate only after a bare name, as a possessive
    makes it a person's ("Roddick's team-mate"), the bare name a club's ("his Newcastle team-mate")."""
    qualifiers = rf"(?:(?:{_alternation('qualifier')})\s+){{0,2}}"
    roles, mates = _alternation(*kinds), _alternation("mate")
    return rf"(?:(?:'s|’s)?\s+{qualifiers}(?:{roles})|\s+{qualifiers}(?:{mates}))"


@lru_cache(maxsize=1)
def _between() -> re.Pattern[str]:
    """What stands between a body and its member's name: a role or a position (:func:`_after_body`)."""
    return re.compile(rf"{_after_body('role', 'position')}\s+", re.IGNORECASE)


@lru_cache(maxsize=1)
def _position_after() -> re.Pattern[str]:
    """A player's position right after a club's name, whatever follows: "the Leicester flanker"."""
    return re.compile(rf"{_after_body('position')}\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _any_position() -> re.Pattern[str]:
    """Any position or team-mate row, as a word of its own."""
    return re.compile(rf"\b(?:{_alternation('position', 'mate')})\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _member_before() -> re.Pattern[str]:
    """A body's capitalised name and a role or a position written in lower case, right before a name: "the
    Kelso coach [Ann Lee]", "former Hale full-back [Ann Lee]", "Kelso's chief executive [Ann Lee]". A
    determiner a sentence opens with is capitalised but names no body ("The manager [Hale Capital]")."""
    determiners = alternation(row["word"].capitalize() for row in read_tsv("determiners.tsv", ("word",)))
    body = rf"(?<![\w'’-])(?!{determiners}\b)[A-Z][\w&'’.-]*"
    return re.compile(rf"{body}{_after_body('role', 'position')}[ \t]+$")


def member_after_body(before: str) -> bool:
    """True when ``before`` (the text before a name) ends in a body's name and a role or a position of
    ontology/body-roles.tsv in lower case, so that the name after them is the member's, a person's, whatever
    NER tagged it ("the Kelso coach Ann Lee" tagged ORG; :func:`bodies_of_roles` reads the body before). In
    lower case only: a capitalised "Captain" opens a title ("Captain Scarlet"), and a role after a common
    word may name a firm ("the market leader Kelso", "fund manager Hale"). On one line: a headline that
    ends in a role ("Kelso names new Hale boss") is followed by the text's first name, no member's."""
    return _member_before().search(before) is not None


def writes_position(text: str) -> bool:
    """True when ``text`` writes a player's position or a team-mate anywhere: it reads as sport."""
    return _any_position().search(text) is not None


def bodies_of_roles(text: str, mentions: Sequence[Mention]) -> list[tuple[Mention, str]]:
    """The mentions followed by a role and then a name NER tags as a person, in order, each with the body's
    kind: a team or a state where NER says so ("England coach Andy Robinson"), else an organisation
    ("Everton midfielder Thomas Gravesen"), and so is a town in a story about matches ("Kelso coach Ann
    Lee": its club); and a town before a player's position, named after it or not, which is the town's club
    ("the Leicester flanker"), unless the town is a nation's (its national side)."""
    ordered = sorted(mentions, key=lambda m: (m.start, m.end))
    between, position = _between(), _position_after()
    found: dict[Mention, str] = {}
    sport: bool | None = None  # whether the text is a story about matches, read once when needed
    for body, person in pairwise(ordered):
        if person.label == "PERSON" and between.fullmatch(text, body.end, person.start):
            found[body] = ORGANIZATION
            if body.label in ("GPE", "LOC"):
                # a town's coach, manager or captain in a story about matches is its club's ("Kelso coach Ann
                # Lee"); a nation's is its national side's, which stays the country ("Wales coach")
                sport = sport_article(text) if sport is None else sport
                club = sport and lookup_key(body.text) not in national_names()
                found[body] = ORGANIZATION if club else PLACE
    for body in ordered:
        if position.match(text, body.end) and lookup_key(body.text) not in national_names():
            found[body] = ORGANIZATION
    return sorted(found.items(), key=lambda item: (item[0].start, item[0].end))


@lru_cache(maxsize=1)
def _roles() -> frozenset[str]:
    return frozenset(row["role"] for row in _rows() if row["kind"] in ("role", "position", "mate"))


def is_role(word: str) -> bool:
    """True for a role or a position of ontology/body-roles.tsv ("winger", "spokesman"), in lower case."""
    return word in _roles()


# a preposition or "each" ends the phrase of a holding: "shares in return for each [Kelso] share"
_FIELD_BREAKS = r"(?:for|from|to|on|by|with|at|after|before|since|until|of|each)"


# "director general of [Kelso]", "a partner at [Tods Hale]", "economist at [Hale Securities]": a post in a
# body, "of" or "at", up to three lower-case words ("managing director of fuel market analysts") and the name;
# "shares in [Kelso]", "a stake in engineering group [Hale]": a holding in a firm, "in" and the same
@lru_cache(maxsize=1)
def _post_before() -> re.Pattern[str]:
    """The words of a post held in a body, or of a holding in it, right before the body's name
    (context-words.tsv kinds `post-of`, `post-at` and `holding-in`)."""
    post_of = alternation(words_of_kind("context-words.tsv", "post-of"))
    post_at = alternation(words_of_kind("context-words.tsv", "post-at"))
    holding = alternation(words_of_kind("context-words.tsv", "holding-in"))
    field = r"(?:(?:the\s+)?[a-z-]+\s+){0,3}"
    held_field = rf"(?:(?!{_FIELD_BREAKS}\s)(?:the\s+)?[a-z-]+\s+){{0,3}}"
    return re.compile(
        rf"\b(?:(?:{post_of}\s+(?:of|at)|{post_at}(?:\s+of(?:\s+[a-z-]+){{1,3}})?\s+at)\s+{field}"
        rf"|{holding}\s+in\s+{held_field})$",
        re.IGNORECASE,
    )


def post_in_body(text: str, mention: Mention) -> bool:
    """True when the words before the mention are a post held in it ("Roger Hale, director general of
    [Kelso]", "head of bond research at [Hale Securities]") or a holding of shares in it ("shares in
    [Kelso]"), so that the name is a body's. Not a possessive, whose noun is the body ("chairman of [Kelso]'s
    board" names Kelso's board, a person's possessive another's: "boss of Roger Hale's firm"), a place's or a
    people's name (a post "of" a town or a nation is an office: "professor at Cambridge" may be the town's
    university), nor a full name opening with a given name, which the lower-case words before it describe
    ("the founder of the charity Ann Lee")."""
    if re.match(r"['’]s?\b", text[mention.end : mention.end + 2]):
        return False
    name = mention.text.strip()
    tokens = name.split()
    if known_place_name(name) or lookup_key(name) in national_names() or lookup_key(name) in demonyms():
        return False
    if len(tokens) > 1 and tokens[0].lower() in person_given_names():
        return False
    return bool(_post_before().search(text, max(0, mention.start - 80), mention.start))
