"""A side in a match: "a draw with [Espanyol]", "[Ireland] beat France 19-12", "lost to [Bolton] in the
cup". A town's name NER tags as a place is its club there, while a country's stays the place that fields its
national side. Takes an article's text, a mention and the words around it; gives whether the mention is a
side. The words are ontology/context-words.tsv's `contest-before`, `contest-verb`, `sport` and
`modified-plural` rows. A town's possessive before a player's full name in a story about matches, in a
sentence of team play ("Kelso's Ann Hale was sent off"), is a side's too, and so is a town's possessive
before a noun of a team's standing there ("Kelso's league lead"). Read by
:func:`.evidence.context_kind`.
"""

from __future__ import annotations

import re

from ..resources import alternation, words_of_kind
from ..types import Mention
from .gazetteer import demonyms, lookup_key, national_names
from .reference_tables import given_name_first, known_place_name, person_given_names, person_surnames
from .teams import sport_article

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
# words of meeting a side ("take on [Kelso]"), read as those above; a player meets a player as often ("will
# face [Ann Hale] in the final"), so never on a name that opens with a given name, whatever NER tags it
_CONTEST_MEET_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "contest-meet")) + r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# a score, not a range of a share or a count: "3-2", not "3-4 percent", "2-3 times", "10-20 people"
_SPORT = re.compile(
    r"(?<![\w-])(?:\d{1,3}-\d{1,3}(?![\w-])(?!\s*(?:%|(?:per\s*cent|percent|times|people)\b))|"
    + alternation(words_of_kind("context-words.tsv", "sport"))
    + r")(?![\w-])",
    re.IGNORECASE,
)
# A name that modifies the noun after it is no side: "beating Istanbul residents", "lost to Raqqa-based
# militants" (a people's or an office's plural noun, or "-based"; the table's rows in its order)
_MODIFIES_AFTER = re.compile(
    r"^(?:-based\b|\s+(?-i:[a-z]+(?:ers|ents|ants|ists|ians|ors|ees)|"
    + alternation(words_of_kind("context-words.tsv", "modified-plural"), longest_first=False)
    + r")\b)"
)


def side_in_match(text: str, mention: Mention, before: str, after: str) -> bool:
    """True when a name NER tags as a place or a body is a side after the words of a match ("a draw with
    [Espanyol]"; a verb such as "beat" only in a sentence with a score or a sport's word), modifies no noun
    after it ("beating Istanbul residents") and is no country's or nation's name (a player NER tags as a
    person keeps that tag). A town's name tagged as a body is its club there too: "a goal against
    [Kelso]", which GeoNames would otherwise make the town; not a person's full name NER tagged as a body
    ("beat [Ann Hale] 6-3" of a tennis report)."""
    return (
        (
            mention.label in ("GPE", "LOC", "FAC")
            or (mention.label == "ORG" and not given_name_first(mention.text))
        )
        and bool(
            _CONTEST_BEFORE.search(before)
            or (_contest_word_before(mention, before) and _sporting(text, mention))
        )
        and not _MODIFIES_AFTER.match(after)
        and lookup_key(mention.text) not in national_names()
    )


def _contest_word_before(mention: Mention, before: str) -> bool:
    """True when a verb of a match ends ``before`` ("beat"), or a word of meeting a side does ("face") and
    the name opens with no given name ("will face [Marta Vell]" tagged GPE is a player)."""
    return bool(
        _CONTEST_VERB_BEFORE.search(before)
        or (_CONTEST_MEET_BEFORE.search(before) and not given_name_first(mention.text))
    )


# "Kelso's Ann Hale", "Sale's Mark McCall", "Derry's Martin O'Neill": a possessive and a person's full name
_PLAYER_AFTER = re.compile(r"^(?:'s|’s) ([A-Z][a-z]+ [A-Z][\w'’]*[a-z](?:-[A-Z][\w'’]*[a-z])?)\b")
# words of a team's play ("was sent off", "scored the goal", "the winger"): a player's position or
# team-mate of body-roles.tsv, or a `team-play` word of context-words.tsv. A town's "Kelso's Ann Hale" in a
# sentence with none is as often a boxer's, an athlete's or a mayor's home ("Sheffield's [an athlete] won
# the heptathlon", "Liverpool's [the mayor] opened the new stand")
_TEAM_PLAY = re.compile(
    r"\b"
    + alternation(
        (
            *words_of_kind("context-words.tsv", "team-play"),
            *words_of_kind("body-roles.tsv", "position", "role"),
            *words_of_kind("body-roles.tsv", "mate", "role"),
        )
    )
    + r"\b",
    re.IGNORECASE,
)


# "Kelso's league lead", "Hale's best chance", "Kelso's £2m offer": a possessive, maybe one word (a
# money amount too), and a noun of a team's standing or dealings (context-words.tsv kind `side-possessed`)
_STANDING_AFTER = re.compile(
    r"^(?:'s|’s)\s+(?:[\w£$€.-]+\s+)?"
    + alternation(words_of_kind("context-words.tsv", "side-possessed"))
    + r"\b"
)


def standing_club(text: str, mention: Mention, after: str) -> bool:
    """True when a town's name NER tags as a place owns a noun of a team's standing or dealings in a story
    about matches (:func:`.teams.sport_article`): "Kelso's league lead", "Hale's £2m offer" are its
    club's. A nation's name stays its country (its national side)."""
    return (
        mention.label in ("GPE", "LOC", "FAC")
        and _STANDING_AFTER.match(after) is not None
        and lookup_key(mention.text) not in national_names()
        and sport_article(text)
    )


def players_club(text: str, mention: Mention, after: str) -> bool:
    """True when a town's name NER tags as a place owns a person's full name in a story about matches
    (:func:`.teams.sport_article`) and in a sentence of a team's play: "Kelso's Ann Hale was sent off"
    names the club she plays for. Elsewhere the town is a band's home or an MP's seat, and in a sentence
    of no team's play an athlete's or a mayor's home. A nation's name stays its country."""
    found = _PLAYER_AFTER.match(after) if mention.label in ("GPE", "LOC", "FAC") else None
    return (
        found is not None
        and given_name_first(found.group(1), town_names=True)
        and lookup_key(mention.text) not in national_names()
        and bool(_TEAM_PLAY.search(text, *_sentence(text, mention)))
        and sport_article(text)
    )


def _sentence(text: str, mention: Mention) -> tuple[int, int]:
    """The start and end of the mention's sentence in ``text``: from the last ". " or line break before
    it to the next after it."""
    start = max(text.rfind(". ", 0, mention.start), text.rfind("\n", 0, mention.start)) + 1
    ends = [i for i in (text.find(". ", mention.end), text.find("\n", mention.end)) if i >= 0]
    return start, min(ends) if ends else len(text)


def _sporting(text: str, mention: Mention) -> bool:
    """True when the mention's sentence holds a score ("3-2") or a word of ontology/context-words.tsv's
    `sport` kind."""
    return bool(_SPORT.search(text, *_sentence(text, mention)))


# "the [Blues] had looked", "the current [Blues] team": "the", maybe one lower-case word, before the name
_THE_BEFORE = re.compile(r"\b[Tt]he\s+(?:[a-z]+\s+)?$")
# a preposition of place before "the": "warm wind rising out of the [Valleys]" is a region's plural name
_PLACE_THE_BEFORE = re.compile(r"\b(?:in|from|across|into|at|near|around|throughout)\s+the\s+(?:[a-z]+\s+)?$")
# one capitalised word in the plural: "Blues", "Saints" (not "Cross", "Hess")
_PLURAL_WORD = re.compile(r"[A-Z][a-z]+[^s]s")


def nickname_side(text: str, mention: Mention, before: str) -> bool:
    """True when a one-word plural name NER tags as a person's or a people's follows "the" in a story about
    matches (:func:`.teams.sport_article`): "the [Blues] had looked destined", "the current [Blues] team"
    name a side by its nickname, as a person's name takes no article. Not a people's plural ("the Scots",
    demonyms.tsv), a region's after a preposition of place or known to GeoNames ("up from the Valleys",
    "the Midlands"), nor a family's or a player's name ("the Williams sisters", "the Joneses": Faker's
    surnames and given names, whose plural or singular it is)."""
    word = mention.text.strip()
    return (
        mention.label in ("PERSON", "NORP")
        and _PLURAL_WORD.fullmatch(word) is not None
        and _THE_BEFORE.search(before) is not None
        and _PLACE_THE_BEFORE.search(before) is None
        and not known_place_name(word)
        and not any(
            lookup_key(form) in demonyms()
            or form.lower() in person_surnames()
            or form.lower() in person_given_names()
            # a surname that ends in "s" takes "es" in the plural: "the Joneses", "the Harrises"
            for form in (word, word[:-1], *((word[:-2],) if word.endswith("ses") else ()))
        )
        and sport_article(text)
    )
