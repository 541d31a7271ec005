"""A body named by where it is based and what it is: "the Britain-based group said" for the Syrian Observatory
for Human Rights named before it.

Wire copy gives the monitor it quotes a second name of place and kind ("The Britain-based group said four
children were among the dead") in articles that never write "the Britain-based Syrian Observatory": the
article ties no place to the name, so ``based_bodies.place_based`` leaves a lower-case "group" open. Where
the body is one news always places so, ``ontology/based-bodies.tsv`` says where, and the description stands
for the one listed body of that place the article names before it (``known_based``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.tokens import Token


@dataclass(frozen=True)
class BasedBody:
    """A row of ``ontology/based-bodies.tsv``."""

    body: str  # the name as the body writes it
    forms: re.Pattern[str]  # any name it is written by, as a whole word run, case as written
    places: frozenset[str]  # the words before "-based" that place it, lower case
    nouns: frozenset[str]  # the class nouns it is described by


def _words(cell: str) -> frozenset[str]:
    return frozenset(w for w in cell.lower().split("|") if w)


@lru_cache(maxsize=1)
def based_bodies() -> tuple[BasedBody, ...]:
    """The bodies of ``ontology/based-bodies.tsv``."""
    out = []
    for row in read_tsv("based-bodies.tsv", ["body", "forms", "places", "nouns"]):
        names = [row["body"], *(f for f in row["forms"].split("|") if f)]
        # longest first, so that the full name is matched whole where a short form is inside it
        pattern = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        out.append(
            BasedBody(
                row["body"], re.compile(rf"\b(?:{pattern})\b"), _words(row["places"]), _words(row["nouns"])
            )
        )
    return tuple(out)


def known_based(tok: Token, place: str, title_end: int) -> str:
    """The body a "the <place>-based <tok>" stands for: the one listed body of ``place`` whose noun ``tok``
    is and whose name the article writes before it, after its headline (which ends at ``title_end``); the
    longest name written for it. "" when none or two listed bodies of that place are named."""
    if tok.tag_ != "NN" or not tok.is_lower:
        return ""
    text = tok.doc.text[title_end : tok.idx]
    found: dict[str, str] = {}
    for body in based_bodies():
        if place not in body.places or tok.lower_ not in body.nouns:
            continue
        written = [m.group(0) for m in body.forms.finditer(text) if not _in_longer_name(text, m.start())]
        if written:
            # a lone common word names no body to take, yet still keeps a second body's description open
            found[body.body] = "" if all(_common_word(w) for w in written) else max(written, key=len)
    return next(iter(found.values())) if len(found) == 1 else ""


def _common_word(form: str) -> bool:
    """True for a short form of one capitalised word ("Observatory", "Amnesty"): alone it may be another
    body ("Astronomers at the Observatory said"), so it names a listed body only beside a fuller form (the
    whole name, a longer form or an acronym: "SOHR") the article writes too."""
    return " " not in form and not form.isupper()


def _in_longer_name(text: str, start: int) -> bool:
    """True when the name found at ``start`` is the tail of a longer name: "the Royal Observatory" is no
    Syrian Observatory. A capitalised word before it that is no sentence's "The" and no "Britain-based"."""
    before = text[:start].split()[-1:]
    return bool(before) and before[0].isalpha() and before[0][:1].isupper() and before[0] != "The"


def listed_body(name: str) -> str:
    """The listed body a written name is a form of ("the Observatory" -> "Syrian Observatory for Human
    Rights"), or ""."""
    bare = name.removeprefix("the ").removeprefix("The ")
    return next((b.body for b in based_bodies() if b.forms.fullmatch(bare)), "")
