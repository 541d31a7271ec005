"""Titles listed beside titles: in "[Kelso], Harbour Lights and Morton Grange were all nominated", where the
article states two of the names works elsewhere ("the film Harbour Lights", "Morton Grange, starring Ann
Lee"), the third is a work too, though NER tagged it a person, a place or a firm. A list of names holds
things of one kind (:mod:`.coordination`), but NER's tags on titles are scattered over every kind, so the
majority vote there seldom finds works; two items stated works by the text are the evidence here.

Guarded against lists that mix works with their makers or places: no item may be known as something else
by more than NER's tag (a stated kind, a curated entity, a place GeoNames knows and NER tags as one), none
may be a person's full name ("Ann Lee"), and in a sentence of prizes' nominees no item NER tags PERSON may
be listed (actors and directors are named beside their films there). Takes an article's text, its lists of
mentions and the kinds stated so far; gives the mentions that the list makes works. Plain data only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from ..resources import alternation, words_of_kind
from ..types import OTHER, Mention
from .credits import CREDIT_WEIGHT
from .evidence import CONTEXT_WEIGHT
from .gazetteer import anchors, demonyms, known_place_name, lookup_key
from .kinds import FULL_NAME_WEIGHT
from .makers import sentence_around
from .work_titles import titled_as_work
from .works import given_named_person


@lru_cache(maxsize=1)
def _nominees() -> re.Pattern[str]:
    """A word of prizes' nominees (context-words.tsv's `nominee-list` rows)."""
    return re.compile(r"\b" + alternation(words_of_kind("context-words.tsv", "nominee-list")) + r"\b", re.I)


def listed_works(
    text: str,
    lists: Sequence[Sequence[Mention]],
    mentions: Sequence[Mention],
    stated_kinds: Mapping[Mention, tuple[str, float]],
    key_of: Callable[[Mention], str],
) -> list[Mention]:
    """The items of ``lists`` (each a list of names of one article, ``text``) that are no works by evidence
    but stand in a list where at least two items are, and no item is known as another kind. An item is a
    work by evidence where the text states one of its name's mentions in the article a work's title
    (:func:`.work_titles.titled_as_work`, or a credit's work: "[Kelso] actor Ann Lee"). ``mentions``: all the
    article's; ``key_of``: a mention's name, as forms key it."""
    works: set[str] = set()
    others: set[str] = set()
    for mention in mentions:
        kind, weight = stated_kinds.get(mention, (None, 0.0))
        if kind == OTHER and weight >= CONTEXT_WEIGHT:
            if weight == CREDIT_WEIGHT or titled_as_work(text, mention):
                works.add(key_of(mention))
        # a stated kind above a full name's NER tag is evidence stronger than NER
        elif kind is not None and weight > FULL_NAME_WEIGHT:
            others.add(key_of(mention))
    works -= others
    if len(works) < 2:
        return []
    found: list[Mention] = []
    for items in lists:
        rest = [item for item in items if key_of(item) not in works]
        if len(items) - len(rest) >= 2 and rest and not _mixed(text, items, rest, key_of, others):
            found.extend(rest)
    return found


def not_works(
    text: str,
    items: Sequence[Mention],
    stated_kinds: Mapping[Mention, tuple[str, float]],
    key_of: Callable[[Mention], str],
) -> bool:
    """True when a list of names may mix works with other things (:func:`_mixed`), so that works in the
    list say nothing of the kind of its other items (the majority vote of :mod:`.coordination` included)."""
    others = {
        key_of(m)
        for m in items
        if (said := stated_kinds.get(m)) and said[0] != OTHER and said[1] > FULL_NAME_WEIGHT
    }
    rest = [m for m in items if stated_kinds.get(m, (None,))[0] != OTHER]
    return _mixed(text, items, rest, key_of, others)


def _mixed(
    text: str,
    items: Sequence[Mention],
    rest: Sequence[Mention],
    key_of: Callable[[Mention], str],
    others: set[str],
) -> bool:
    """True when an item of a list that is no work by evidence (``rest``) is known as something else, or
    is tagged PERSON in a sentence of prizes' nominees, which names actors beside their films."""
    if any(_known_apart(item, key_of(item), others) for item in rest):
        return True
    nominees = _nominees().search(sentence_around(text, items[0].start, items[-1].end))
    return bool(nominees) and any(item.label == "PERSON" for item in rest)


def _known_apart(mention: Mention, key: str, others: set[str]) -> bool:
    """True when a name is known as another kind than a work by more than NER's tag: a kind the article
    states, a curated entity or demonym, a person's full name opening with a given name, or a place that
    GeoNames or pycountry knows and NER tags as one ("Kelso, Harbour Lights and Hale": a town beside
    films is no title)."""
    anchor = anchors().get(lookup_key(mention.text))
    return (
        key in others
        or (anchor is not None and anchor.kind != OTHER)
        or lookup_key(mention.text) in demonyms()
        or given_named_person(mention)
        or (mention.label in ("GPE", "LOC") and known_place_name(mention.text))
    )
