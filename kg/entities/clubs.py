"""A club written by its town's name in running text: "joined [Kelso]", "saw off [Hale]", "the [Kelso]
boss", "[Hale]'s manager", "a [Kelso] side", "[Kelso] 2-1 Hale", "a 2-1 win over [Hale]", "[Kelso]'s 1-0
win", "a signing from [Hale]", and "beat [Hale]" where NER tags it as a person. NER tags such names as the
towns, or as people, and the fixture lines of :mod:`.teams` and the match words of :mod:`.sides` reach only
some of them: a transfer's verb, a club's staff after the name and a score beside it in running text were
read by none.

Read only in a story about matches (:func:`.teams.sport_article`) and never for a nation's name (its
national side is judged as its country). A name NER reads as a person is a club here only where it is
no person's by its words: it opens with no given name, and the article writes no longer capitalised name
ending with it ("beat [Hale]" beside "Ann Hale" is the player). A person's possessive is the person's
("Hale's coach"), so the possessive form counts only for a name NER reads as a place or a body.

The words are ontology/team-words.tsv's kinds `joined`, `from`, `result` and `staff`, body-roles.tsv's
positions and context-words.tsv's words of a match. Takes an article's text, a mention and the words
around it; gives whether the mention is a club. Read by :func:`.evidence.context_kind`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, read_tsv, words_of_kind
from ..stamps import MONTH_NAME
from ..types import Mention
from .gazetteer import lookup_key, national_names
from .names import name_tokens
from .reference_tables import given_name_first, known_place_name, person_given_names
from .teams import SCORE, club_word_end, result_words, sport_article

# the labels NER gives a club it misreads: a town's (GPE, LOC, a ground's FAC) or a person's; a body's (ORG)
# counts too, so that its club's other mentions, tagged as the town, do not outvote it
_NOT_PERSON_LABELS = frozenset({"GPE", "LOC", "FAC", "ORG"})
# a score right after the name and a side's capitalised word after it: "[Kelso] 2-1 Hale"; or one right
# before it after a side's word: "Hale 2-1 [Kelso]". Not a range ("3-4 percent"): a capitalised word follows;
# nor a range of days, whose capitalised word is a month ("held in [Kelso] 3-5 March")
_NO_MONTH = rf"(?!(?i:{MONTH_NAME})\b)"
_SCORE_AFTER = re.compile(rf"^\s+\d{{1,2}}-\d{{1,2}}\s+{_NO_MONTH}[A-Z]")
_SCORE_BEFORE = re.compile(rf"(?<![\w'.-]){_NO_MONTH}[A-Z][\w'.-]*\s+\d{{1,2}}-\d{{1,2}}\s+$")


@lru_cache(maxsize=1)
def _result_before() -> re.Pattern[str]:
    """A score, maybe a result's word, and the preposition that joins the side, ending right before the
    name: "lost 2-1 to [Kelso]", "a 3-0 win over [Hale]", "a 1-1 draw with [Kelso]". Not "at": a ground
    follows it as often ("a 1-0 defeat at St Mary's")."""
    return re.compile(
        rf"{SCORE}\s+(?:{result_words()}\s+)?(?:over|against|to|with|by)\s+(?:the\s+)?$", re.IGNORECASE
    )


@lru_cache(maxsize=2)
def _result_after(possessive: bool) -> re.Pattern[str]:
    """A result the name takes right after it ("[Hale] won 2-1"), or owns when ``possessive`` ("[Kelso]'s
    1-0 win"): a player's possessive is the player's ("Hale's 6-3 win" of a tennis report)."""
    words = result_words()
    owned = rf"(?:'s|’s)\s+{SCORE}\s+(?:[a-z-]+\s+)?{words}\b|" if possessive else ""
    return re.compile(rf"^(?:{owned}\s+{words}\s+{SCORE})")


@lru_cache(maxsize=1)
def _transfer_from() -> re.Pattern[str]:
    """A transfer's verb or noun of ontology/team-words.tsv kind `from`, maybe the player's name (up to three
    capitalised words) or a pronoun, and "from", ending right before the name: "a signing from [Kelso]",
    "signed Ann Lee from [Hale]", "joined from [Kelso]"."""
    words = alternation(words_of_kind("team-words.tsv", "from"))
    player = r"(?:\s+(?:him|her|them|(?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*)){0,2}))?"
    return re.compile(rf"\b{words}{player}\s+(?:on\s+loan\s+)?from\s+(?:the\s+)?$", re.IGNORECASE)


# "a [Kelso] side inspired by", "the great [Hale] side": an article, maybe one lower-case word, the name and
# "side" (not "side of", "sides")
_SIDE_BEFORE = re.compile(r"\b(?:a|an|the)\s+(?:(?-i:[a-z][\w-]*)\s+)?$", re.IGNORECASE)
_SIDE_AFTER = re.compile(r"^\s+side\b(?!\s+of\b)")


@lru_cache(maxsize=1)
def _joined_before() -> re.Pattern[str]:
    """A verb of a move or a knock-out of ontology/team-words.tsv kind `joined` right before the name."""
    return re.compile(
        rf"\b{alternation(words_of_kind('team-words.tsv', 'joined'))}\s+(?:the\s+)?$", re.IGNORECASE
    )


@lru_cache(maxsize=1)
def _move_to_a() -> re.Pattern[str]:
    """A verb of a move of ontology/team-words.tsv kind `move` right before "a": "join a [Kelso] side" is a
    move to some club of the town. With an adjective ("a struggling Kelso side") the side is one club's."""
    return re.compile(rf"\b{alternation(words_of_kind('team-words.tsv', 'move'))}\s+an?\s+$", re.IGNORECASE)


# "side" and a clause that says which side it is: "joined a [Kelso] side that had just gone down" is the club
_SIDE_DESCRIBED = re.compile(r"^\s+side\s+(?:that|which|who|whose)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _sides_after() -> re.Pattern[str]:
    """A plural of sides of ontology/team-words.tsv kind `sides` right after the name: "[Kelso] clubs" are
    the town's clubs, no one of them."""
    return re.compile(rf"^\s+{alternation(words_of_kind('team-words.tsv', 'sides'))}\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _contest_before() -> re.Pattern[str]:
    """The words of a match before a side of ontology/context-words.tsv ("beat", "lost to", "a draw with"),
    which :func:`.sides.side_in_match` reads on a name NER tags as a place: here on one it tags as a
    person."""
    words = (
        *words_of_kind("context-words.tsv", "contest-before"),
        *words_of_kind("context-words.tsv", "contest-verb"),
    )
    return re.compile(rf"\b{alternation(words)}\s+(?:the\s+)?$", re.IGNORECASE)


@lru_cache(maxsize=1)
def _staff_words() -> str:
    """The staff words of ontology/team-words.tsv and the players' positions of body-roles.tsv."""
    return alternation(
        (
            *words_of_kind("team-words.tsv", "staff"),
            *words_of_kind("body-roles.tsv", "position", "role"),
        )
    )


@lru_cache(maxsize=2)
def _staff_after(possessive: bool) -> re.Pattern[str]:
    """A club's staff word right after the name ("[Kelso] boss"), after a possessive too when
    ``possessive`` ("[Kelso]'s manager"); one qualifier of ontology/team-words.tsv kind `staff-qualifier`
    may stand between ("former", "new")."""
    owner = r"(?:'s|’s)?" if possessive else ""
    qualifier = rf"(?:{alternation(words_of_kind('team-words.tsv', 'staff-qualifier'))}\s+)?"
    return re.compile(rf"^{owner}\s+{qualifier}{_staff_words()}\b")


@lru_cache(maxsize=1)
def _not_forenames() -> frozenset[str]:
    """Capitalised words before a name that make no person's full name of it: a determiner of
    ontology/determiners.tsv and a staff's qualifier of body-roles.tsv ("The Hale fans", "Former Hale keeper"
    open a sentence, where "Ann Hale" is a person's)."""
    return frozenset(
        (
            *(row["word"] for row in read_tsv("determiners.tsv", ("word",))),
            *words_of_kind("body-roles.tsv", "qualifier", "role"),
        )
    )


def _no_person(text: str, mention: Mention) -> bool:
    """True when a name NER reads as a person is none by its words: no given name opens it, and the article
    writes no longer capitalised name that ends with it ("Ann Hale" beside "Hale")."""
    words = mention.text.split()
    if not words or words[0].lower() in person_given_names():
        return False
    return not _written_in_full(text, mention)


def _written_in_full(text: str, mention: Mention) -> bool:
    """True when the article writes a longer capitalised name that ends with the mention's ("Ann Hale"
    beside "Hale"): a person's surname."""
    longer = re.finditer(rf"\b([A-Z][\w'’-]*)\s+{re.escape(mention.text.strip())}\b", text)
    return any(found.group(1).lower() not in _not_forenames() for found in longer)


def _nation(name: str) -> bool:
    """True for a nation's name (:func:`.gazetteer.national_names`) or a country's code in capitals, which
    names its national side ("the GB side", "the USA team"): judged as its country; and for a continent's
    name of ontology/team-words.tsv kind `continent` ("played for Europe"), judged as the continent."""
    key = lookup_key(name)
    if key in national_names() or key in words_of_kind("team-words.tsv", "continent"):
        return True
    if not (name.isupper() and name.isalpha() and len(name) in (2, 3)):
        return False
    import pycountry

    found = pycountry.countries.get(alpha_2=name) if len(name) == 2 else pycountry.countries.get(alpha_3=name)
    return found is not None


def _town_and_club_word(name: str) -> bool:
    """True when a name is a town's that GeoNames or pycountry knows and a club's word of
    ontology/team-words.tsv after it ("Kelso City", "Hale United"), the whole no place ("Mexico City")."""
    tokens = name_tokens(name)
    size = club_word_end(tokens)
    words = name.split()
    if not size or len(words) != len(tokens) or known_place_name(name):
        return False
    return known_place_name(" ".join(words[: len(words) - size]))


def club_in_text(text: str, mention: Mention, before: str, after: str) -> bool:
    """True when ``mention`` is a club by a transfer's or a knock-out's verb before it, a club's staff word
    after it, "a ... side" around it or a score beside it, in a story about matches (see the module)."""
    named = mention.label in _NOT_PERSON_LABELS
    if not (named or mention.label == "PERSON"):
        return False
    said = (
        (
            (_joined_before().search(before) is not None or (not named and _contest_before().search(before)))
            and not _sides_after().match(after)
        )
        or _staff_after(named).match(after) is not None
        or (
            _SIDE_BEFORE.search(before) is not None
            and _SIDE_AFTER.match(after) is not None
            and not (_move_to_a().search(before) and not _SIDE_DESCRIBED.match(after))
        )
        or _SCORE_AFTER.match(after) is not None
        or _SCORE_BEFORE.search(before) is not None
        # a result it took or lost in running text, and the club a player was signed from; not a person's
        # full name NER tagged as a body ("6-3 against [Ann Hale]" of a tennis report), nor a player's
        # surname the article writes in full, whatever NER tagged it ("lost 6-2 to [Hale]" beside "Ann Hale")
        or (
            (
                _result_before().search(before) is not None
                or _result_after(named).match(after) is not None
                or _transfer_from().search(before) is not None
            )
            and not given_name_first(mention.text.strip())
            and not _written_in_full(text, mention)
        )
        # "Kelso City are expected to appeal" tagged as the town: its club by its full name
        or (named and mention.label != "ORG" and _town_and_club_word(mention.text.strip()))
    )
    return (
        said
        and not _nation(mention.text.strip())
        and sport_article(text)
        and (named or _no_person(text, mention))
    )
