"""The credit a web page's headline closes with: the site's name after the title's last separator, on the
article's first line ("Army shells kill 12 - Region - World - Acme Online"). It is the page that tells the
headline's figures, no source quoted in it: the parser takes the credit's last word for the speaker of the
headline's toll ("Online"), and claims.py credits no figure to such a speaker.

A role after the separator is someone quoted ("Five killed in strike - Town Governor"), as kg.entities reads
the same line (kg/entities/context_cues.py): that speaker stays. So does what holds a lower-case word of four
letters or more, no site's name: a source ("- activists", "- state media") or the headline itself after a
tag that opens it ("Syria - Activists say shelling kills 12"); a name's particles ("of", "al-") are shorter.
"""

from __future__ import annotations

import re

from ..entities.context_cues import TITLE_SEPARATOR, outlet_words
from ..types import Span

_SEPARATOR = re.compile(TITLE_SEPARATOR)
# a lower-case word no site's name holds: longer than a particle ("of", "the", "al-")
_COMMON_WORD = re.compile(r"(?<![\w-])[a-z]{4,}\b")


def page_credit(text: str) -> tuple[int, int] | None:
    """Where the credit after the last separator of the article's first line stands, or None when the line
    has no separator or ends with a role or with words no name holds."""
    line = text.partition("\n")[0].rstrip()
    found = list(_SEPARATOR.finditer(line))
    if not found:
        return None
    start = found[-1].end()
    if not outlet_words(line[start:]) or _COMMON_WORD.search(line, start):
        return None
    return start, len(line)


def in_credit(spoken: Span, credit: tuple[int, int] | None) -> bool:
    """Whether the head of a speaker extraction found stands inside the page's ``credit`` (the parser may run
    the speaker's phrase back over the separators: "kids - Region - World - Acme Online")."""
    return credit is not None and credit[0] <= spoken.head_start and spoken.head_end <= credit[1]
