"""Names NER cut at the "of" inside them: it reads the last word of a title or a body's name as the name
("Keepers of the [Lantern]") or the two halves as two names ("[Keepers] of the [Lantern]"), and the half
then stands as an entity of its own that names nothing.

"Of" joins two names as often ("the Mayor of London", "Kofi Annan of the United Nations", "Most of the
Kurds"), so the name is made whole only on the article's own evidence:

- the half NER read (and the front, where NER read it too) is written in the article only inside the
  whole, never alone: a name that stands on its own elsewhere is a name;
- the front is capitalised words inside a sentence somewhere in the article, after a lower-case word or a
  comma: a capital at a sentence's start says nothing ("Some of the ...", "Units of the ...");
- no word of the front is an office's noun ("Member of the ...", "Chairman of ..."), a day or a month, and
  a front NER read is no person's name ("Jane Doe of the ...");
- a piece NER read alone is made whole only when it is no place and no curated name: a place after "of"
  is most often the place ("the Duke of [Kent]", "Baroness Hale of [Richmond]", "Prince of [Wales]"), and
  the place alone is no junk; two pieces NER read are joined only when no word of the front is a title;
- no capitalised word and a "the" or "of" stand right before the front: the name runs on beyond
  it ("Act for the Keeping of the [Lanterns]"), and a piece of it is no better than the piece NER read.

A body's capitalised head word NER left out after the name ("the [Lantern Guard] Units said") is put back
too (:func:`regain_capital_head`), as edges.py puts back a lower-case designator.

Takes mentions with their offsets and the text; gives mentions. Plain data only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

from ..resources import words_of_kind
from ..types import Mention
from .conjoined import join_pairs
from .fused import CALENDAR_WORDS, org_heads
from .gazetteer import anchors, known_place_name, lookup_key
from .names import name_tokens, titles

# the front of a name before its "of": one to three capitalised words, then "of" or "of the"
_FRONT_OF = re.compile(r"((?:[A-Z][\w'-]*\s){0,2}[A-Z][\w'-]*)\s(?:of|Of)\s(?:(?:the|The)\s)?$")
# the link between the two halves as the article may write it again, in any case
_LINK = r"\s+of\s+(?:the\s+)?"
# what stands before a capital inside a sentence: a lower-case word or a comma
_INSIDE_SENTENCE = re.compile(r"(?:\b[a-z][\w'-]*|,)\s+$")
# a longer name running on before the front: "Controlling the [Assault of ...]"
_RUNS_ON = re.compile(r"[A-Z][\w'-]*\s+(?:the|of|of\s+the)\s+$")
# the back of a title NER cut off after the piece it read: "of", "on" or "with a" and one to three
# capitalised words, the last of the run (not before an Arabic article's word: "Deir al-Adas" runs on)
_BACK = re.compile(
    r"\s(of|on|of\s+the|with\s+an?|with\s+the)\s((?:[A-Z][\w'-]*\s){0,2}[A-Z][\w'\u2019-]*)(?![\w-]|\s[A-Z]|\s[a-z]{1,3}-)"
)
_PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})


@lru_cache(maxsize=1)
def _office_words() -> frozenset[str]:
    """Nouns of a job or a membership before "of" (person-words.tsv kind `office-noun`), in lower case."""
    return frozenset(words_of_kind("person-words.tsv", "office-noun"))


def regain_front_at_of(text: str, mention: Mention, covered: Callable[[int], bool]) -> Mention:
    """The mention with the front NER cut off at the "of" inside the name ("Keepers of the [Lantern]"),
    when the front belongs to no mention (``covered`` tells whether an offset lies in one) and the article
    bears the whole out (see the module docstring). Offsets move with the text."""
    front = _front(text, mention)
    if front is None or any(covered(i) for i in range(front[0], front[0] + len(front[1]))):
        return mention
    start, words = front
    if (
        _RUNS_ON.search(text, max(0, start - 30), start)
        or mention.label in _PLACE_LABELS
        or _place_or_curated(mention.text)
    ):
        return mention
    if not _whole_in_article(text, words, mention.text, alone_front=False):
        return mention
    return replace(mention, text=text[start : mention.end], start=start)


def regain_back_at_link(text: str, mention: Mention, covered: Callable[[int], bool]) -> Mention:
    """The mention with the back NER cut off a title at "of", "on" or "with a" ("[Keepers] on Watch",
    "[Boy] with a Lantern"), when the back is capitalised words no mention covers (``covered`` tells whether
    an offset lies in one), no day, month, office, title, place or curated name, and the article bears the
    whole out (see the module docstring). A curated name keeps its span, and a name NER read as a person's
    is one. Offsets move with the text."""
    # "analyst [Jane Doe] of Lantern Securities": a person of a body NER missed
    if not mention.text[:1].isupper() or mention.label == "PERSON" or lookup_key(mention.text) in anchors():
        return mention
    found = _BACK.match(text, mention.end)
    if found is None:
        return mention
    words = found.group(2).removesuffix("'s").removesuffix("\u2019s")
    end = found.start(2) + len(words)
    if (
        any(covered(i) for i in range(found.start(2), end))
        or any(word in CALENDAR_WORDS or word.lower() in _office_words() for word in words.split())
        or _titled(words)
        or _place_or_curated(words)
    ):
        return mention
    link = r"\s+" + r"\s+".join(found.group(1).split()) + r"\s+"
    if not _borne_out(text, re.escape(mention.text) + link + re.escape(words), (mention.text,)):
        return mention
    return replace(mention, text=text[mention.start : end], end=end)


# a body's head word NER left out after the name, capitalised, the last of the run: "[Lantern Guard] Units"
_HEAD_AFTER = re.compile(r" ([A-Z][a-z]+)(?![\w'-]| [A-Z])")


def regain_capital_head(text: str, mention: Mention, covered: Callable[[int], bool]) -> Mention:
    """The mention with a body's head word NER left out after it, capitalised ("the [Lantern Guard] Units
    said"; org-words.tsv role org-head), when no mention covers the word (``covered``) and no capitalised
    word follows it. A curated name keeps its span ("[Syria] United States" is a tag line), and so do a
    person's name ("[Assad] Forces") and a people's adjective ("Kurdish Forces", read by other rules)."""
    if mention.label in ("PERSON", "NORP") or lookup_key(mention.text) in anchors():
        return mention
    found = _HEAD_AFTER.match(text, mention.end)
    if found is None or (found.group(1).lower(),) not in org_heads() or covered(found.start(1)):
        return mention
    return replace(mention, text=text[mention.start : found.end()], end=found.end())


def joined_at_of(text: str, mentions: Sequence[Mention]) -> dict[Mention, tuple[Mention, Mention]]:
    """Names NER read as two mentions at the "of" inside them ("[Keepers] of the [Lantern]"), each of the
    two -> (the first, the whole name with the second's label), on the article's evidence (see the module
    docstring)."""
    return join_pairs(mentions, lambda first, second: _whole(text, first, second))


def _whole(text: str, first: Mention, second: Mention) -> Mention | None:
    front = _front(text, second)
    if (
        front is None
        or front[0] != first.start
        or first.start + len(front[1]) != first.end
        or first.label == "PERSON"
        or _titled(front[1])
        or _RUNS_ON.search(text, max(0, first.start - 30), first.start)
        or not _whole_in_article(text, front[1], second.text, alone_front=True)
    ):
        return None
    return replace(second, text=text[first.start : second.end], start=first.start)


def _front(text: str, mention: Mention) -> tuple[int, str] | None:
    """(offset, text) of the capitalised words before the "of" right before the mention, without an
    opening "The", when the mention opens with a capital and no word of the front is an office's noun, a
    day or a month; else None."""
    if not mention.text[:1].isupper():
        return None
    found = _FRONT_OF.search(text, max(0, mention.start - 80), mention.start)
    if found is None:
        return None
    start, words = found.start(1), found.group(1)
    if words.startswith(("The ", "THE ")):
        start, words = start + 4, words[4:]
    if words in ("The", "THE") or any(
        word.lower() in _office_words() or word in CALENDAR_WORDS for word in words.split()
    ):
        return None
    return start, words


def _titled(words: str) -> bool:
    """True when a word of the front is a title ("Lord", "King"; ontology/titles.tsv)."""
    return any((token,) in titles().fragments for word in words.split() for token in name_tokens(word))


def _place_or_curated(name: str) -> bool:
    return lookup_key(name) in anchors() or known_place_name(name)


def _whole_in_article(text: str, front: str, back: str, alone_front: bool) -> bool:
    """True when ``back`` (and, with ``alone_front``, ``front``) is written in the article only inside
    "front of (the) back", and that whole stands inside a sentence at least once."""
    whole = re.escape(front) + _LINK + re.escape(back)
    return _borne_out(text, whole, (front, back) if alone_front else (back,))


def _borne_out(text: str, whole: str, alone: Sequence[str]) -> bool:
    """True when each of ``alone`` is written in the article only inside the ``whole`` (a pattern, matched
    in any case), and the whole stands inside a sentence at least once."""
    found = [m.start() for m in re.finditer(whole + r"\b", text, re.IGNORECASE)]
    if not found or any(
        len(re.findall(r"\b" + re.escape(piece) + r"\b", text)) != len(found) for piece in alone
    ):
        return False
    return any(_INSIDE_SENTENCE.search(text, max(0, at - 30), at) for at in found)
