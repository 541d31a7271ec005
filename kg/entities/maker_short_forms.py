"""Merge rule for a maker's name read inside one article as the longer name it opens: "Mitsubishi" where the
article names "Mitsubishi Motors", "Hyundai" beside "Hyundai Motor". The mentions join the longer name in
that article only, and only when:

- the short form reads as a body (NER or the words around it mostly say so), is no acronym, no person's
  and no place's name;
- the words after it are a firm's field of ontology/sponsor-heads.tsv ("Electronics", "Motors"); any other
  word names another body of the family ("Sony Ericsson", "Virgin Radio") or a service of the firm ("Yahoo
  Games"), and a contest's or a prize's head is as often the body that runs it ("Uefa" of the "Uefa Cup");
- the longer name is the only one of the article that opens with the short one: beside "Mitsubishi Motors"
  and "Mitsubishi Bank", "Mitsubishi" joins neither;
- the longer name is no curated one: the gazetteer lists a curated name's short forms;
- the article never writes the short form before a word of the whole family ("the Mitsubishi group",
  "the Samsung empire", a `group` row of ontology/sponsor-heads.tsv): there the bare name may be the group.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache

from ..resources import read_tsv
from ..types import ORGANIZATION, PERSON
from .merger import Form, Merger
from .names import name_tokens
from .reference_tables import known_places, place_words
from .tail_short_forms import SOFT_KINDS

RULE = "maker-in-article"


def _by_makers_in_article(merger: Merger, texts: Mapping[str, str]) -> None:
    """Send a maker's mentions in an article to the one longer name there it opens."""
    opening: dict[tuple[str, str], list[int]] = defaultdict(list)
    for j, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym:
            for article in form.articles:
                opening[(article, form.tokens[0])].append(j)
    if not opening:
        return
    tails = _tails()
    for i, form in enumerate(merger.forms):
        if not _maker(merger, i, form):
            continue
        n = len(form.tokens)
        for article in sorted(form.articles):
            if (i, article) in merger.local or family_written(form, article, texts.get(article, "")):
                continue
            longer = {
                merger.find(j): j
                for j in opening.get((article, form.tokens[0]), ())
                if len(merger.forms[j].tokens) > n and merger.forms[j].tokens[:n] == form.tokens
            }
            longer.pop(merger.find(i), None)
            if len(longer) != 1:
                continue
            root, j = next(iter(longer.items()))
            # a curated name lists its short forms in the gazetteer: a word it does not list is another
            # body's
            if merger.anchor(root) is not None:
                continue
            if merger.forms[j].tokens[n:] in tails and merger.allowed(merger.find(i), root, SOFT_KINDS):
                merger.note(i, article, root, RULE)


def _maker(merger: Merger, i: int, form: Form) -> bool:
    """True for a form that may be a maker's name: read as a body, no acronym, person or place, and not
    already joined to another name."""
    if form.acronym or form.anchor or not form.tokens or len(merger.members(merger.find(i))) > 1:
        return False
    total = form.labels.total()
    body = form.labels["ORG"] * 2 > total or form.votes[ORGANIZATION] * 2 > form.votes.total()
    if not body or form.votes[PERSON] * 2 > form.votes.total() or form.labels["PERSON"] * 2 > total:
        return False
    return form.key not in known_places() and form.key not in place_words()


_NEXT_WORD = re.compile(r"\s+(\w+)")


def family_written(form: Form, article: str, text: str) -> bool:
    """True when a mention of the form in the article is followed by a word of the whole family ("the
    Mitsubishi group"): the article uses the bare name for the group, so a bare mention is no firm's."""
    for mention in form.mentions:
        if mention.article_id == article:
            after = _NEXT_WORD.match(text, mention.end)
            if after is not None and after.group(1).lower() in _family_words():
                return True
    return False


@lru_cache(maxsize=1)
def _tails() -> frozenset[tuple[str, ...]]:
    """Word sequences after a maker's name: a firm's field."""
    return frozenset(
        name_tokens(row["word"]) for row in read_tsv("sponsor-heads.tsv") if row["role"] == "field"
    )


@lru_cache(maxsize=1)
def _family_words() -> frozenset[str]:
    """Words after a maker's name that name its whole family of firms ("group", "empire")."""
    return frozenset(row["word"] for row in read_tsv("sponsor-heads.tsv") if row["role"] == "group")
