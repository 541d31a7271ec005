"""Guard for a short form that leaves out whose or which level's body a longer name is: "the Football
Association" beside the "Irish Football Association", "the Times" beside the "Irish Times", "the Bank of
Greece" beside the "National Bank of Greece". A nation's, a place's or a level's word in front of a name
says which of the bodies of that name it is; the name without it may be another nation's or another level's
(England's FA, London's Times, Greece's central bank). So the short form joins the longer name only where
its article ties the two: the article names the longer one first and writes the short one only in a later
sentence, as a writer shortens a name already given, never beside it ("the Irish FA and the FA in London").
The guard reads short forms that end in a body's head word ("Association", "Times", "Bank", "Cup"; every
nation and level has one) or leave out a level's word; a name of its own after a nationality ("Palestinian
Islamic Jihad", "Lebanese Hezbollah") is the one body of that name and joins as before. Where most articles
of the short form tie it to the longer name, the short form is the corpus's name for that body and joins it
everywhere ("the Observatory" of FA-KES); elsewhere only the tied articles' mentions join it. A nation's or a
place's word (not a level's) keeps them apart only where some article names both in one sentence: across
articles that never do, the whole-corpus read found the corpus's own nation the likelier reading.

Words that scope a name: a country's or a nationality's (the gazetteer's ``place_words``) and the rows of
ontology/name-scopes.tsv (a reach, a sport, a nation within a state such as "Scottish", a level such as
"National"). A short form that keeps those words ("Syrian Observatory" of the "Syrian Observatory for Human
Rights") is no concern of this guard.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache

from ..resources import read_tsv
from .gazetteer import event_heads, law_heads, name_words, org_words, place_words
from .merger import ORG_PLACE, Form, Merger

RULE = "scoped-short-form"

# the end of a sentence between two mentions: a full stop, a question or an exclamation mark before a
# space (closing quotes or brackets between), or a line break (a headline, a paragraph)
_SENTENCE_END = re.compile(r"[.!?][\"'\u2019\u201d)]*\s|\n")


@cache
def head_words() -> frozenset[str]:
    """Last words of ontology/org-words.tsv that make a name a body's, a happening's, an award's, a law's."""
    phrases = org_words()[1] | event_heads() | law_heads() | name_words("honour") | name_words("org-head")
    return frozenset(p[-1] for p in phrases)


@cache
def scopes(role: str = "") -> frozenset[str]:
    """Words of ontology/name-scopes.tsv (of one role, or all), lower case: a contest's or a body's field,
    reach or level, which its short form leaves out (read here for this rule and the tail rule)."""
    rows = read_tsv("name-scopes.tsv", ("word", "role"))
    return frozenset(row["word"].lower() for row in rows if not role or row["role"] == role)


@cache
def scope_words() -> frozenset[str]:
    """Words that say whose or which level's a body is: countries, nationalities and the rows of
    ontology/name-scopes.tsv but a sport's (the tail rule reads those against the article's other sports),
    lower case."""
    rows = read_tsv("name-scopes.tsv", ("word", "role"))
    return place_words() | frozenset(row["word"].lower() for row in rows if row["role"] != "sport")


def scoped(before: Iterable[str]) -> bool:
    """True when the words a short form leaves out in front hold a scope word."""
    words = scope_words()
    return any(w in words for w in before)


def tied(short: Form, longer: Iterable[Form], article: str, texts: Mapping[str, str]) -> bool:
    """True when ``article`` names one of the ``longer`` forms and writes no mention of ``short`` in a
    sentence that names one of them too: a writer shortens a name of the article, before or after giving it
    in full, but names two bodies where the two stand in one sentence."""
    text = texts.get(article, "")
    # only names that hold the short form's words: "EC" beside "the Commission" is the same body's
    holding = [f for f in longer if holds(short.tokens, f.tokens)]
    spans = [(m.start, m.end) for f in holding for m in f.mentions if m.article_id == article]
    if not text or not spans:
        return False
    for mention in short.mentions:
        if mention.article_id != article:
            continue
        for start, end in spans:
            left, right = min(end, mention.end), max(start, mention.start)
            if not _SENTENCE_END.search(text, left, right):
                return False
    return True


def holds(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """True when ``long`` holds ``short``'s words in a row and more, the last one maybe in the plural."""
    n = len(short)
    if not short or len(long) <= n:
        return False
    return any(
        long[k : k + n - 1] == short[:-1] and long[k + n - 1].rstrip("s") == short[-1].rstrip("s")
        for k in range(len(long) - n + 1)
    )


def scoped_apart(
    merger: Merger,
    i: int,
    root: int,
    before: Mapping[int, tuple[str, ...]],
    texts: Mapping[str, str],
    holders: Iterable[int] = (),
) -> bool:
    """True when the short form ``i`` must not join the group ``root`` corpus-wide: ``before`` maps each
    longer form of the group the short form fits to the words it has beyond the short form (in front, or a
    tail: "of Wales"), and one holds a scope word. An article ties the two when it names the group or a
    longer name holding the short form's words (``holders``: "the Observatory" of the "Syrian Observatory
    for Human Rights"); the articles that tie them still send the short form's mentions there to the
    group, and where most articles of the short form tie them, the union stands (False)."""
    form = merger.forms[i]
    # a name of its own after a nationality ("Palestinian Islamic Jihad") is the one body of that name; a
    # body's head word ("Association", "Times", "Bank") is a kind every nation and level has
    levels = scopes("level")
    generic = bool(form.tokens) and form.tokens[-1] in head_words()
    if not any(scoped(words) and (generic or levels.intersection(words)) for words in before.values()):
        return False
    longer = [*merger.members(root), *(merger.forms[j] for j in holders)]
    ties = [a for a in sorted(form.articles) if tied(form, longer, a, texts)]
    # most articles of the short form write it as the group's: the corpus's short form for that body
    # ("the Observatory" in 21 of 22 FA-KES articles), whose other articles do not name another
    if len(ties) * 2 > len(form.articles):
        return False
    # a nation's or a place's word alone keeps the two apart only where an article names both in one
    # sentence: across articles that never do, the corpus's own nation is the likelier reading (FA-KES's
    # "National Coalition" is the Syrian one, though an article calls it only that)
    if not any(levels.intersection(words) for words in before.values()):
        named = {m.article_id for f in longer for m in f.mentions if holds(form.tokens, f.tokens)}
        if not (form.articles & named) - set(ties):
            return False
    for article in ties:
        if merger.allowed(merger.find(i), merger.find(root), ORG_PLACE):
            merger.note(i, article, root, RULE)
    return True
