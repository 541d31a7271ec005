"""Whom an "I" or "we" inside a quotation stands for: the quotation's speaker.

Split out of ``kg.extract.reports`` (who reports a clause).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .phrases import phrase
from .quotes import first_person
from .spans import chars

if TYPE_CHECKING:
    from spacy.tokens import Token


def quoted_self(speaker: Token, quotes: dict[int, Token], resolve: dict[int, str]) -> str:
    """Whom an "I" or "we" speaking inside a quotation stands for: "I think he is in great shape," Tom
    Hale said -> "he is in great shape" is Tom Hale's. "" when the quotation has no fitting speaker."""
    if speaker.pos_ != "PRON" or speaker.lower_ not in {"i", "we"} or speaker.i in resolve:
        return ""
    outer = quotes.get(speaker.idx)
    if outer is None or outer.i == speaker.i or outer.lower_ in {"i", "we"}:
        return ""
    words = phrase(outer)
    name = resolve.get(outer.i) or chars(speaker.doc, words.start, words.end)
    return first_person([speaker], outer, name).get(speaker.i, "")


def same_person(heads: list[Token], speaker: Token, name: str) -> dict[int, str]:
    """The speaking "I" (or "we") and every "I" (or "we") of its clause stand for one ``name``."""
    forms = {"i", "me"} if speaker.lower_ == "i" else {"we", "us"}
    return {t.i: name for t in [speaker, *heads] if t.pos_ == "PRON" and t.lower_ in forms}
