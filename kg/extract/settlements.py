""" "the town", "the city", "the village" for the one place of that kind named just before: "300 men were
executed in the town of Ghraneij ... when Islamic State stormed the town". Out of its article, "stormed the
town" says nothing about where.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# The kinds of settlement, as the noun reads ("the town of X", "X city").
_KINDS = frozenset({"town", "city", "village"})
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})
# Sentences before the description's own that a reader looks back through.
_BACK = 2


def _name_word(tok: Token) -> bool:
    """A word of a place's name: capitalised, or an Arabic article run into one ("al-Bab")."""
    return tok.text[:1].isupper() or (tok.text[:3].lower() in {"al-", "el-"} and tok.text[3:4].isupper())


def _named(doc: Doc, start: int, end: int, kind: str) -> set[str]:
    """The places named as ``kind`` among the words ``start``..``end``: "the town of Ghraneij" and
    "Hasakeh city" (a capitalised "City" is part of a name, "Mexico City", and counts too)."""
    names: set[str] = set()
    for tok in doc[start:end]:
        if tok.lower_ != kind:
            continue
        after = tok.i + 1
        if after < end and doc[after].lower_ == "of":
            words = []
            for t in doc[after + 1 : end]:
                if not _name_word(t):
                    break
                words.append(t.text)
            if words:
                names.add(" ".join(words))
                continue
        words = []
        for t in reversed(doc[start : tok.i]):
            if not _name_word(t) or t.lower_ == "the":
                break
            words.insert(0, t.text)
        if words:
            names.add(" ".join(words))
    return names


def _bare(tok: Token) -> bool:
    """True for "the town" and nothing more, in an argument slot."""
    if tok.lower_ not in _KINDS or tok.tag_ != "NN" or tok.dep_ not in _ARGUMENTS or tok.ent_type_:
        return False
    kids = list(tok.children)
    return len(kids) == 1 and kids[0].lower_ == "the" and kids[0].i == tok.i - 1


def settlement_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> place name, for each bare "the town" (city, village) with one place named as that
    kind in its sentence before it and the two before; none or two ("the town of Ghraneij", "the town of
    Kishkeih") leave it open."""
    found = [t for t in doc if t.lower_ in _KINDS and t.i not in resolved and _bare(t)]
    if not found:
        return {}
    sents = [s for s in doc.sents if not all(t.is_space for t in s)]
    starts = [s.start for s in sents]
    out: dict[int, str] = {}
    for tok in found:
        k = bisect_right(starts, tok.i) - 1
        names = _named(doc, sents[max(0, k - _BACK)].start, tok.i, tok.lower_)
        if len(names) == 1:
            out[tok.i] = names.pop()
    return out
