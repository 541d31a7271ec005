"""Headline-like text: a line, or the words around a mention, whose longer words are mostly capitalised.

A headline quoted inside a paragraph (a related-story link, a photo caption) or run into the next line
without a stop makes NER take its capitalised words for names; ``kg.entities.junk``, the corpus names and
the mention forms ask these tests before they trust a name found there. ``LONG_WORD`` is the word these
tests count, which ``junk.WordStats`` counts too.
"""

from __future__ import annotations

import re

from ..memo import per_article, per_sentence
from ..types import Mention, Sentence

# A title-case line (headline, related-link text): most of its longer words are capitalised.
LONG_WORD = re.compile(r"[A-Za-z][A-Za-z-]{3,}")


@per_article
def in_title_case_run(text: str, mention: Mention, reach: int = 6) -> bool:
    """True when the longer words around a mention are mostly capitalised: a headline quoted inside a
    paragraph (a related-story link, a photo caption) that the sentence splitter did not set apart."""
    before = LONG_WORD.findall(text[max(0, mention.start - 120) : mention.start])[-reach:]
    after = LONG_WORD.findall(text[mention.end : mention.end + 120])[:reach]
    return title_case(" ".join(before + after))


def after_title_case_run(text: str, mention: Mention, reach: int = 6) -> bool:
    """True when the longer words right before a mention are mostly capitalised: a headline that runs into
    the next line without a stop ("... Terror Attack on [Damascus Military Source] The Syrian government")."""
    return title_case(" ".join(LONG_WORD.findall(text[max(0, mention.start - 120) : mention.start])[-reach:]))


def title_case(sentence: str) -> bool:
    """True for a headline-like line: at least three longer words and most of them capitalised."""
    words = LONG_WORD.findall(sentence)
    return len(words) >= 3 and sum(w[0].isupper() for w in words) * 5 >= 4 * len(words)


@per_sentence
def title_case_sentence(sentence: Sentence) -> bool:
    """``title_case`` of one sentence of an article, kept with the article's other rule results
    (``kg.memo``): resolution asks it of every sentence of the corpus."""
    return title_case(sentence.text)
