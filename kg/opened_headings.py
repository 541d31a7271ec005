"""A subheading run into the sentence after it, told by the capitalised opener that starts that sentence
mid-line after a lower-case word: "... she added. Rebels claim raid The Free Brigade on Monday claimed the
raid in a statement ..." or "Gunmen shell the market wounding 5 traders In the same attack five traders
were wounded ...". Read as one sentence, the heading became the subject or the object ("The Free Brigade |
claim | Rebels claim raid").

``kg.furniture.with_run_in_sentences_apart`` breaks before such an opener only after a name, a number or a
place's head word, since after any other lower-case word the capital may be a title's ("watched The Lost
Hour") or a reported clause's whose quotation marks were lost ("added that The gas was chlorine"); and
``kg.run_ins.with_restated_headings_apart`` asks the restating sentence to open on the heading's words,
with three content words at least. Here the opener itself tells the break, so the heading may be shorter
and restated anywhere in its sentence: an `opener` of ``ontology/run-in-openers.tsv`` ("The", "In",
"Meanwhile") after a lower-case content word, a heading of telegraphic words before it (no function word
before the break, no auxiliary, pronoun or saying, no clause break), and most of the heading's content words
restated in the sentence after it. The heading keeps its words on a line of its own; no character is added.
Takes and gives plain strings; of kg it reads ``kg.run_ins``'s word tests and ontology tables.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .resources import words_of_kind
from .run_ins import _SENTENCE, _WORD, _content, _function_words, _prose_words

# A heading is a few words: a longer run before the opener is a sentence of its own.
_MAX_HEADING_WORDS = 15
# The sentence after the break is a clause, not a title's next words.
_MIN_SENTENCE_WORDS = 5
# The heading names two content words at least, and the sentence restates two of them, and more than half.
_MIN_CONTENT = 2
_MIN_RESTATED = 2
_RESTATED_SHARE = 0.5
_POSSESSIVE = re.compile(r"(?:'s|s'|\u2019s|s\u2019)$")


@lru_cache(maxsize=1)
def _openers() -> frozenset[tuple[str, ...]]:
    """The `opener` rows of ``run-in-openers.tsv``, as word tuples: ("The",), ("At", "least")."""
    return frozenset(tuple(phrase.split()) for phrase in words_of_kind("run-in-openers.tsv", "opener"))


def _opener_at(words: list[str], at: int) -> bool:
    return any(tuple(words[at : at + len(phrase)]) == phrase for phrase in _openers())


def _heading_end(word: str) -> bool:
    """True for a lower-case content word a heading may end on: no function word, auxiliary, pronoun or
    saying ("added that The gas was chlorine"), and no punctuation."""
    return word.isalpha() and word.islower() and word not in _function_words() and word not in _prose_words()


def _opened_heading_at(words: list[str]) -> int | None:
    """The index of the opener where a sentence run into the heading that opens ``words`` starts, or None."""
    prose = _prose_words()
    # a pronoun or an auxiliary opens no heading ("He", "Is"); an acronym may ("IS claims raid")
    if not words or not words[0][:1].isupper() or (words[0].lower() in prose and not words[0].isupper()):
        return None
    for at in range(2, min(len(words) - _MIN_SENTENCE_WORDS, _MAX_HEADING_WORDS) + 1):
        before = words[at - 1]
        if before[-1] in ",;:" or before.lower() in prose or re.search(r"[\"\u201c\u201d]", before):
            # a clause break, an auxiliary, a pronoun, a saying or a quotation: no heading
            return None
        if not (_opener_at(words, at) and _heading_end(before)):
            continue
        if _POSSESSIVE.search(words[at - 2]):
            # "Keys' album The Diary of ...": a work's noun after its owner names the title that follows
            return None
        heading = _content(words[:at])
        if len(heading) < _MIN_CONTENT:
            return None
        restated = set(_content(words[at:]))
        shared = [stem for stem in heading if stem in restated]
        if len(shared) >= _MIN_RESTATED and len(shared) > _RESTATED_SHARE * len(heading):
            return at
        return None
    return None


def with_opened_headings_apart(body: str) -> str:
    """``body`` with a line break before a sentence that a capitalised opener starts mid-line after the
    subheading it restates; the heading keeps its words on a line of its own."""
    cuts: list[int] = []
    for sentence in _SENTENCE.finditer(body):
        spans = list(_WORD.finditer(body, sentence.start(), sentence.end()))
        at = _opened_heading_at([span.group(0) for span in spans])
        if at is not None:
            cuts.append(spans[at].start())
    for cut in reversed(cuts):
        body = body[:cut].rstrip(" \t") + "\n" + body[cut:]
    return body
