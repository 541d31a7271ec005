"""Merge rules inside a person's full name: a middle name left out ("Recep Erdogan", "Recep Tayyip
Erdogan"), given names written as initials ("F Michalak", "Frederic Michalak") and a surname of several
words that ends one full name ("Abdel Rahman"), with the index of person forms by the surname they share
and the tests the surname rule (surnames.py) makes of a double surname and of two surnames spelt alike.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping

from ..types import PERSON
from .gazetteer import (
    given_name_first,
)
from .lineups import in_line_up
from .merger import PERSON_ORG, Form, Merger
from .names import (
    given_names_match,
    keys_match,
    skeleton,
    words_match,
)


def _person_forms(merger: Merger) -> dict[str, list[int]]:
    """Multi-word person names by the consonant skeleton of their surname."""
    index: dict[str, list[int]] = defaultdict(list)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym and not form.anchor and PERSON in form.kinds:
            index[skeleton(surname_key(form))].append(i)
    return index


# A Korean name writes the family name first and the given name as two syllables joined by a hyphen,
# the second in lower case: "Ban Ki-moon", "Kim Jong-un", "Moon Jae-in" ("Abdel-Rahman" has a capital).
_FAMILY_NAME_FIRST = re.compile(r"^[A-Z][a-z]+ [A-Z][a-z]+-[a-z]+$")


def surname_key(form: Form) -> str:
    """Key of the word a bare mention of the person would use: the last, or the first of "Ban Ki-moon"."""
    return form.keys[0] if _FAMILY_NAME_FIRST.match(form.display) else form.keys[-1]


def _by_middle_names(merger: Merger, texts: Mapping[str, str] | None = None) -> None:
    """ "Recep Erdogan" joins the only "Recep Tayyip Erdogan": same first and last name, fewer middle ones."""
    for members in _person_forms(merger).values():
        for i in members:
            short = merger.forms[i].keys
            roots = {
                merger.find(j)
                for j in members
                if len(merger.forms[j].tokens) > len(short)
                and _fits_within(short, merger.forms[j].keys)
                and not _double_surname(merger, merger.forms[j], short, texts)
            }
            if len(roots) == 1:
                merger.union(
                    i,
                    next(iter(roots)),
                    "middle-name",
                    len(short) / len(merger.forms[next(iter(roots))].keys),
                )


def _double_surname(
    merger: Merger, long: Form, short: tuple[str, ...], texts: Mapping[str, str] | None
) -> bool:
    """True when the word before the long name's last is part of its surname, not a middle name: a team's
    line-up, which names players by surname, writes the two together ("Pryor, Ashdown Smith, ..." for Harry
    Ashdown Smith), so "Harry Smith" is another player."""
    if not texts or len(long.keys) < 3 or long.keys[-2] in short:
        return False
    tail = merger.by_key.get(" ".join(long.tokens[-2:]))
    return tail is not None and any(
        in_line_up(texts.get(m.article_id, ""), m) for m in merger.forms[tail].mentions
    )


# A given name written as its initial: "F", "F." (a line-up's "F Michalak")
INITIAL = re.compile(r"[A-Z]\.?")


def _by_initials_of_given_names(merger: Merger) -> None:
    """ "F Michalak" of a line-up joins the only "Frederic Michalak": an initial, then a surname, join the one
    person's full name whose given name opens with that letter (none when two people fit: "J Smith" of
    John and Jane Smith stays apart). Across articles only when the two share another name (a team, a
    country, a team-mate): a cricket line-up's "M Howard" is not the Conservative leader Michael Howard."""
    names_in: dict[str, set[int]] = defaultdict(set)
    articles_of: dict[int, set[str]] = defaultdict(set)
    for j, other in enumerate(merger.forms):
        for article in other.articles:
            names_in[article].add(merger.find(j))
        articles_of[merger.find(j)] |= other.articles
    # NER tags a full name ORG now and then ("Yann Delaigue's drop goal"): one that opens with a given name
    # is a person's name shape for an initial to join, whatever NER read
    people = _person_forms(merger)
    for j, other in enumerate(merger.forms):
        if PERSON not in other.kinds and not other.anchor and given_name_first(other.display):
            people[skeleton(surname_key(other))].append(j)
    for members in people.values():
        for i in members:
            form = merger.forms[i]
            if len(form.tokens) != 2 or not INITIAL.fullmatch(form.display.split(" ")[0]):
                continue
            # the letter as written: a key spells "C" k and "Charlie" c, "Y" i and "Yann" y
            letter, surname = form.tokens[0][0], form.keys[-1]
            roots = {
                merger.find(j)
                for j in members
                if j != i
                and len(merger.forms[j].keys[0]) > 1
                and merger.forms[j].tokens[0].startswith(letter)
                and keys_match(merger.forms[j].keys[-1], surname)
            }
            roots.discard(merger.find(i))
            # "C Hodgson" already joined by its spelling to "K Hodgson", whom "Kevin Hodgson" has: an
            # initial whose entity holds a spelled-out given name joins no second full name
            if _holds_given_name(merger, i):
                continue
            if len(roots) != 1:
                continue
            root = next(iter(roots))
            if form.articles.isdisjoint(articles_of[root]) and not any(
                (names_in[mine] & names_in[theirs]) - {merger.find(i), root}
                for mine in form.articles
                for theirs in articles_of[root]
            ):
                continue
            merger.union(i, root, "initial", 0.5, PERSON_ORG)


def _holds_given_name(merger: Merger, i: int) -> bool:
    """True when the entity of form ``i`` holds a name whose given name is spelled out ("Kevin Hodgson")."""
    root = merger.find(i)
    return any(
        merger.find(j) == root and len(form.tokens) > 1 and len(form.keys[0]) > 1
        for j, form in enumerate(merger.forms)
    )


def _fits_within(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    if not (given_names_match(short[0], long[0]) and keys_match(short[-1], long[-1])):
        return False
    rest = iter(long[1:-1])
    return all(any(keys_match(word, other) for other in rest) for word in short[1:-1])


def _by_name_tails(merger: Merger) -> None:
    """ "Abdel Rahman" joins the one "Rami Abdel Rahman": a surname of several words ends one full name."""
    index = _person_forms(merger)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) < 2 or form.acronym or form.anchor or PERSON not in form.kinds:
            continue
        size = len(form.tokens)
        roots = {
            merger.find(j)
            for j in index.get(skeleton(form.keys[-1]), ())
            if len(merger.forms[j].tokens) > size
            and all(map(words_match, form.tokens, merger.forms[j].tokens[-size:]))
        }
        roots.discard(merger.find(i))
        if len(roots) == 1:
            merger.union(i, next(iter(roots)), "surname", 1.0, PERSON_ORG)


def double_barrelled(merger: Merger, i: int) -> bool:
    """True for a bare double surname, one hyphenated word of two capitalised parts ("Wright-Phillips"),
    whose group holds no name of two written words: it may end a full name as a one-word surname does."""
    form = merger.forms[i]
    return (
        len(form.tokens) == 2
        and _DOUBLE.fullmatch(form.display) is not None
        and not any(" " in member.display.strip() for member in merger.members(merger.find(i)))
    )


_DOUBLE = re.compile(r"[A-Z][a-z]+-[A-Z][a-z]+")


def ends_with(full: Form, bare: Form) -> bool:
    """True when the full name has more words than the bare one and ends with all of its words:
    "Shaun Wright-Phillips" ends with "Wright-Phillips", not "Lee Phillips"."""
    n = len(bare.tokens)
    return len(full.tokens) > n and full.keys[-n:] == bare.keys


def spelt_alike(merger: Merger, key: str, roots: list[int]) -> list[int]:
    """Of several people of one article whose surnames fit a bare one, the one whose surname is spelt as
    the bare one is, when only one is: "Williams" beside Robbie Williams and David Walliams is the singer;
    two people of the very same surname stay a choice the later steps make."""
    same = [
        root
        for root in roots
        if any(len(f.tokens) > 1 and surname_key(f) == key for f in merger.members(root))
    ]
    return same if len(same) == 1 else roots
