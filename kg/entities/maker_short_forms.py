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
- the longer name is no curated one: the gazetteer lists a curated name's short forms.
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from ..resources import read_tsv
from ..types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE
from .merger import Form, Merger
from .names import name_tokens
from .reference_tables import known_places, place_words

RULE = "maker-in-article"

# NER reads a product's name as an organisation's as often as not; no pair holds PERSON
_SOFT = frozenset(
    frozenset(pair)
    for pair in ((ORGANIZATION, PLACE), (ORGANIZATION, EVENT), (ORGANIZATION, OTHER), (EVENT, OTHER))
)


def _by_sponsors_in_article(merger: Merger) -> None:
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
        if not _sponsor(merger, i, form):
            continue
        n = len(form.tokens)
        for article in sorted(form.articles):
            if (i, article) in merger.local:
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
            if merger.forms[j].tokens[n:] in tails and merger.allowed(merger.find(i), root, _SOFT):
                merger.note(i, article, root, RULE)


def _sponsor(merger: Merger, i: int, form: Form) -> bool:
    """True for a form that may be a maker's name: read as a body, no acronym, person or place, and not
    already joined to another name."""
    if form.acronym or form.anchor or not form.tokens or len(merger.members(merger.find(i))) > 1:
        return False
    total = form.labels.total()
    body = form.labels["ORG"] * 2 > total or form.votes[ORGANIZATION] * 2 > form.votes.total()
    if not body or form.votes[PERSON] * 2 > form.votes.total() or form.labels["PERSON"] * 2 > total:
        return False
    return form.key not in known_places() and form.key not in place_words()


@lru_cache(maxsize=1)
def _tails() -> frozenset[tuple[str, ...]]:
    """Word sequences after a maker's name: a firm's field."""
    return frozenset(name_tokens(row["word"]) for row in read_tsv("sponsor-heads.tsv"))
