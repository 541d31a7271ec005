"""Whether the words around a mention say it is the title of a work: a work's noun before it or in
apposition after it, or one of the tests of :mod:`.works`, :mod:`.makers` and :mod:`.work_nouns`. Read by
:func:`.evidence.context_kind` and :mod:`.work_lists`.
"""

from __future__ import annotations

import re

from ..resources import alternation, words_of_kind
from ..types import Mention
from .gazetteer import designated, known_place_name
from .makers import makers_title
from .names import name_tokens
from .reference_tables import person_given_names
from .work_nouns import apposed_work, owned_work
from .works import (
    best_work_winner,
    listed_work,
    made_into_work,
    role_work,
    titled_work,
)

# A noun for a kind of work right before its title: "the film Vera Drake", "hit comedy Blackadder", "the
# video game Halo 2" (a title NER tags PERSON or GPE). Only the word right before counts, so "film director
# X" stays a person; a bare "game" is left out: "the game England won". A title's own "The" NER left out of
# the name may stand between: "blockbuster The [Aviator]".
_WORK_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "work-before")) + r" +(?-i:The +)?$", re.IGNORECASE
)
# "Kelso, the long-running drama serial which ...": a work's noun in apposition after the name, closing its
# noun phrase (not "Kelso, the film's director", "Ann Lee, a comedy writer"); not before a verb, where the
# noun opens the next clause: "Filmed in Kent, the drama was ..."
_WORK_APPOSITION = re.compile(
    r"^\s*,\s+(?:the|a|an)\s+(?:(?!of\s)[A-Za-z-]+\s+){0,2}?"
    + alternation(words_of_kind("context-words.tsv", "work-before"))
    + r"(?:\s*[,.;:)]|\s+(?:that|which|first|made|written|shown|broadcast)\b)"
)
# "Back on the track Hamilton": a work's noun in a phrase that names no work
_NOT_WORK_BEFORE = re.compile(
    r"\b" + alternation(words_of_kind("context-words.tsv", "not-work-before")) + r" +$", re.IGNORECASE
)

# "won best actor for [Kelso]", "the supporting actress prize for The [Hale]": a prize for a part in a
# work (context-words.tsv's `prize-role` rows) given for the work named after "for". An article before
# "best" with no prize word after the part makes it a judgement of a person in a post, no prize's name:
# "the best finance director for [Kestrel]", "the best director for [Kelso Rovers]" (a firm's, a club's)
_ROLE_PRIZE_FOR = re.compile(
    r"(?P<article>\b(?:the|a|an)\s+)?\bbest\s+(?:[A-Za-z-]+\s+){0,2}?"
    + alternation(words_of_kind("context-words.tsv", "prize-role"))
    + r"\s+(?P<prize>(?:award|prize|nomination|nod)\s+)?for\s+(?:(?-i:The)\s+)?$",
    re.IGNORECASE,
)


def role_prize_work(text: str, mention: Mention) -> bool:
    """True when the mention follows a prize for an actor's, a director's or a writer's part, given for it:
    "won best actor for [Kelso]". Not a name that opens with a given name, whatever NER tagged it, nor a place
    GeoNames knows: "best director for Ann Lee" and "best actor for England" name the winner, as some
    writers put it (a title named for its hero, "Sam Hale", is lost so); nor a surname the article writes
    after a given name elsewhere ("best actor for [Hale]" beside "Sam Hale": the winner by his surname)."""
    prize = _ROLE_PRIZE_FOR.search(text, max(0, mention.start - 70), mention.start)
    if not prize or (prize.group("article") and not prize.group("prize")):
        return False
    tokens = name_tokens(mention.text)
    if (len(tokens) > 1 and tokens[0] in person_given_names()) or known_place_name(mention.text):
        return False
    # a firm's name ends in a designator ("named best finance director for [Kestrel Holdings]")
    if designated(tokens):
        return False
    surname = re.compile(rf"\b([A-Z][a-z]+)\s+{re.escape(mention.text.strip())}\b")
    return not any(found.group(1).lower() in person_given_names() for found in surname.finditer(text))


def titled_as_work(text: str, mention: Mention) -> bool:
    """True when the words around the mention say it is the title of a work (a film, a programme, a book, a
    game): a work's noun before it or in apposition after it, a list after a plural noun of works, a maker's
    possessive, a remake of it, a work's prize won. Products, prizes and ships are Other too, but say nothing
    of the names listed beside them (:mod:`.work_lists`)."""
    before = text[max(0, mention.start - 40) : mention.start]
    return bool(
        (_WORK_BEFORE.search(before) and not _NOT_WORK_BEFORE.search(before))
        or listed_work(text, mention)
        or titled_work(text, mention)
        or role_work(text, mention)
        # "the opera he conducted was Ann Lee's [Harbour Lights]": a title after its maker's possessive
        or makers_title(text, mention)
        # "a remake of [Puddle Lane]", "the screening of [Redfern], one of": a work made from another;
        # "[Kelso] was named best film": a work that wins a work's prize
        or made_into_work(text, mention)
        or best_work_winner(text, mention)
        or _WORK_APPOSITION.match(text[mention.end : mention.end + 70])
        or owned_work(text, mention)
        or apposed_work(text, mention)
        or role_prize_work(text, mention)
    )
