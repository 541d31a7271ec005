"""Merge rule for a two-letter acronym read inside one article: "GM" where the article has named "General
Motors", "AP" after "the Associated Press". Acronyms of three letters or more are matched across the corpus
(:func:`kg.entities.matching._by_initials`, ``_by_spelt_in_article``); two letters fit too many names for
that, so the mentions join the full name in that article only, and only when:

- the acronym's letters are the initials of the full name's words (small words such as "of" and "the"
  left out), and of no other name of the article;
- the article wrote the full name before the acronym (as text), a headline aside: a headline calls a body
  by the initials its story then spells out ("Coach faces FA inquiry" over "the Football Association");
- the acronym is no curated name (a country's "UK" or "US") and neither is a person's; the kinds must be
  compatible.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence

from ..stories import headline
from .merger import ORG_PLACE, Merger
from .names import initials
from .spellings import mostly_person

RULE = "pair-initials-in-article"


def _by_pair_initials_in_article(merger: Merger, texts: Mapping[str, str]) -> None:
    """Send a two-letter acronym's mentions in an article to the one name of that article it abbreviates."""
    by_initials: dict[tuple[str, str], set[int]] = defaultdict(set)  # (article, initials) -> names
    for j, form in enumerate(merger.forms):
        if not form.acronym and len(form.tokens) >= 2:
            letters = initials(form.tokens)
            if len(letters) == 2:
                for article in form.articles:
                    by_initials[(article, letters)].add(j)
    if not by_initials:
        return
    for i, form in enumerate(merger.forms):
        if not form.acronym or form.anchor or len(form.key) != 6 or mostly_person(form):  # "ACR:" + 2
            continue
        for article in sorted(form.articles):
            if (i, article) in merger.local:
                continue
            names = by_initials.get((article, form.key[4:]), set())
            # a name the acronym already joined (defined in another article) is still one it may stand for
            # here: with a second fitting name beside it, the article leaves the acronym ambiguous
            roots = {merger.find(j) for j in names}
            if len(roots) != 1 or merger.find(i) in roots:
                continue
            target = roots.pop()
            long = [merger.forms[j] for j in names if merger.find(j) == target]
            if any(mostly_person(f) for f in long) or not merger.allowed(merger.find(i), target, ORG_PLACE):
                continue
            text = texts.get(article, "")
            spans = [(m.start, m.end) for f in long for m in f.mentions if m.article_id == article]
            written = {m.text for m in form.mentions if m.article_id == article}
            title = headline(text)
            body = len(title) if title is not None and text.startswith(title) else 0
            if min(start for start, _ in spans) < _first_written(text, written, spans, body):
                merger.note(i, article, next(j for j in names if merger.find(j) == target), RULE)


def _first_written(text: str, written: set[str], spans: Sequence[tuple[int, int]], body: int = 0) -> int:
    """Where the text first writes one of ``written`` as a word of its own outside the ``spans``, from
    offset ``body`` on."""
    found = [
        match.start()
        for surface in written
        for match in re.finditer(rf"(?<!\w){re.escape(surface)}(?!\w)", text)
        if match.start() >= body and not any(start <= match.start() < end for start, end in spans)
    ]
    return min(found, default=len(text))
