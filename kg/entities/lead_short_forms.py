"""Merge rule for a body's name cut to its leading words inside one article: "Jupiter" where the article
has named "Jupiter Research", "Allied" after "Allied Domecq", "BDO" after "BDO Stoy Hayward". Writers name a
body in full once, then by the words it opens with. The mentions join the full name in that article only,
and only when:

- the article wrote the full name before the short one, wherever the text writes the short one (a
  headline NER left untagged included): "Barclays" in a headline before "Barclays Capital" is the group,
  not its investment arm;
- the full name does not end in a model code (capitals or a figure: "Cadillac BLS" is a car, not the
  maker);
- the full name is the only name of the article that opens with the short one, and no other name of the
  article holds the short one anywhere ("Conservative" beside the "Conservative Party" and the "Scottish
  Conservative Party" may be either);
- the full name has one or two words more than the short one;
- the full name is written at least once outside the article's headline and outside a run of capitalised
  words (a headline repeated in the text): a headline's capitals run a name into the next word ("Syrian
  Army Controls", "Al-Nusra Front Terrorists");
- the short form is no person's name and no place's (a city is no club or venue: "Manchester" of
  "Manchester United", "Damascus" of the "Damascus Opera"), and neither name is a person's; the kinds
  must be compatible, so that a firm is not merged with its product ("Microsoft" with "Microsoft
  Windows", a named product typed Other).

Names that differ elsewhere stay apart: "Hezbollah" is no short form of "Kataib Hezbollah" (its tail), nor
"Iran" of "Iraq".
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence

from ..types import EVENT, ORGANIZATION
from .gazetteer import big_city
from .merger import ORG_PLACE, Form, Merger
from .reference_tables import known_places, place_words
from .spellings import _mostly_person

RULE = "lead-in-article"
# a body's short name NER tags ORG beside its cup or prize tagged EVENT ("Heineken" of the "Heineken Cup")
_SOFT = ORG_PLACE | frozenset({frozenset({EVENT, ORGANIZATION})})
_MAX_EXTRA = 2


def _words(form: Form) -> tuple[str, ...]:
    return (form.key[4:].lower(),) if form.acronym else form.tokens


def _by_leads_in_article(merger: Merger, texts: Mapping[str, str]) -> None:
    """Send a short form's mentions in an article to the one longer name of that article it opens."""
    holding: dict[tuple[str, str], list[int]] = defaultdict(list)  # (article, word) -> names with it
    for j, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym:
            for article in form.articles:
                for word in set(form.tokens):
                    holding[(article, word)].append(j)
    if not holding:
        return
    places = known_places() | place_words()
    for i, form in enumerate(merger.forms):
        short = _words(form)
        if (
            form.anchor
            or not short
            or len(merger.members(merger.find(i))) > 1
            or _mostly_person(form)
            or " ".join(short) in places
            or big_city(" ".join(short))
        ):
            continue
        for article in sorted(form.articles):
            if (i, article) in merger.local:
                continue
            text = texts.get(article, "")
            names = holding.get((article, short[0]), ())
            target = _only_opener(merger, i, short, article, names, text)
            if target is not None:
                merger.note(i, article, target, RULE)


def _only_opener(
    merger: Merger, i: int, short: tuple[str, ...], article: str, names: Sequence[int], text: str
) -> int | None:
    """The one longer name of ``article`` (whose text is ``text``) that ``short`` opens and that the
    article wrote first, once in running text, or None."""
    n, root = len(short), merger.find(i)
    openers, others = set(), set()
    for j in names:
        tokens = merger.forms[j].tokens
        if merger.find(j) == root:
            continue
        if tokens[:n] == short and 1 <= len(tokens) - n <= _MAX_EXTRA:
            openers.add(j)
        elif any(tokens[k : k + n] == short for k in range(len(tokens) - n + 1)):
            others.add(j)
    roots = {merger.find(j) for j in openers}
    if len(roots) != 1 or any(merger.find(j) not in roots for j in others):
        return None
    target = roots.pop()
    long = [merger.forms[j] for j in openers]
    if any(_mostly_person(f) for f in long) or not merger.allowed(root, target, _SOFT):
        return None
    spans = [(m.start, m.end) for f in long for m in f.mentions if m.article_id == article]
    headline = text.find("\n")
    if all(start < headline or _in_capitals(text, start, end) for start, end in spans):
        return None
    if any(_model_code(text[start:end]) for start, end in spans):
        return None
    first_long = min(start for start, _ in spans)
    written = {m.text for m in merger.forms[i].mentions if m.article_id == article}
    return next(iter(openers)) if first_long < _first_written(text, written, spans) else None


def _model_code(name: str) -> bool:
    """True when a name's last word is a model code: capitals only or a figure ("Cadillac BLS")."""
    last = name.split()[-1] if name.split() else ""
    return any(c.isdigit() for c in last) or (len(last) > 1 and last.isupper() and not name.isupper())


def _first_written(text: str, written: set[str], spans: Sequence[tuple[int, int]]) -> int:
    """Where the text first writes one of ``written`` as a word of its own outside the ``spans``."""
    found = [
        match.start()
        for surface in written
        for match in re.finditer(rf"(?<!\w){re.escape(surface)}(?!\w)", text)
        if not any(start <= match.start() < end for start, end in spans)
    ]
    return min(found, default=len(text))


_WORD = re.compile(r"[^\W\d_][\w'-]*")


def _in_capitals(text: str, start: int, end: int) -> bool:
    """True when the two words before the name (in its sentence) or the two after it are capitalised, as
    in a headline: "Army Kills 50 [Al-Nusra Front Terrorists] in Daraa"."""
    before = re.split(r"[.!?\n]", text[max(0, start - 60) : start])[-1]
    after = re.split(r"[.!?\n,;:]", text[end : end + 60])[0]
    return any(
        len(words) == 2 and all(w[0].isupper() for w in words)
        for words in (_WORD.findall(before)[-2:], _WORD.findall(after)[:2])
    )
