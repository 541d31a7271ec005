"""One triple per name of a plural description resolved to names joined by "and".

"the pilots" resolved to "Riafagat Khabibulin and Yevgeny Dolgin" (``kg.extract.redescription``) is no
one entity: ``joined_groups`` finds, once per article, the resolved values that split into names the
article wrote, and ``one_per_name`` repeats a triple for each of them, as a coordinated subject's
statement is repeated. ``kg.extract.triples`` calls both after ``kg.extract.spans.to_triple``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..types import Argument, Span, Triple
from .quotes import clean_name

if TYPE_CHECKING:
    from spacy.tokens import Doc


def one_per_name(triple: Triple, groups: dict[str, list[str]]) -> list[Triple]:
    """``triple`` once for each name of a plural description resolved to names joined by "and" ("the
    pilots" -> "Riafagat Khabibulin and Yevgeny Dolgin", ``redescription.described_again``): "the pilots
    were attacking DAESH" is said of each, as a coordinated subject's statement is, and each then links to
    its own entity. The subject, the object (a passive's subject made object too: "were captured by
    rebels") and the arguments are split; ``groups``: ``joined_groups`` of the article."""
    out = [triple]
    for field in ("subject", "object"):
        span = getattr(triple, field)
        if span is not None and span.resolved in groups:
            out = [
                replace(t, **{field: replace(span, resolved=p)}) for t in out for p in groups[span.resolved]
            ]
    for k, argument in enumerate(triple.arguments):
        if argument.span.resolved in groups:
            out = [
                replace(t, arguments=_with_argument(t.arguments, k, replace(argument.span, resolved=p)))
                for t in out
                for p in groups[argument.span.resolved]
            ]
    return out


def _with_argument(arguments: tuple[Argument, ...], k: int, span: Span) -> tuple[Argument, ...]:
    return tuple(replace(a, span=span) if n == k else a for n, a in enumerate(arguments))


def joined_groups(doc: Doc, resolve: dict[int, str]) -> dict[str, list[str]]:
    """The names joined by "and" that a plural description was resolved to, each with its names: only
    a split into names the article wrote as names is taken."""
    names = {clean_name(e.text) for e in doc.ents}
    out = {}
    for i, value in resolve.items():
        # the string test first: it spares a split and a Token for each of the many single names
        if " and " not in value:
            continue
        parts = _split_names(value, names)
        if doc[i].tag_ == "NNS" and len(parts) > 1:
            out[value] = parts
    return out


def _split_names(value: str, names: set[str]) -> list[str]:
    """``value`` as names of ``names`` joined by "and", or [] when it is none: "Bosnia and Herzegovina and
    Serbia" is two names, one with "and" inside it."""
    if value in names:
        return [value]
    at = value.find(" and ")
    while at != -1:
        rest = _split_names(value[at + 5 :], names) if value[:at] in names else []
        if rest:
            return [value[:at], *rest]
        at = value.find(" and ", at + 1)
    return []
