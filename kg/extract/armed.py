"""Descriptions of an armed group: "The insurgents are tightening their grip", "the militants took over two
oil fields", "The group emerged in Syria in 2013". War reports write them for the one group the story is
about; out of the article they say nothing about who. ``ontology/armed-groups.tsv`` lists the nouns and the
groups' names.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_source
from .cache import words_in
from .reach import one_in_reach

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Argument slots a description stands in ("the militants' supply line" owns, it is no argument).
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})


@lru_cache(maxsize=1)
def _table() -> tuple[frozenset[str], dict[str, str], int]:
    """The plural nouns, each name as written -> its group, and the most tokens a name can take."""
    rows = read_tsv("armed-groups.tsv", ["kind", "form", "group"])
    nouns = frozenset(r["form"].lower() for r in rows if r["kind"] == "noun")
    names = {r["form"]: r["group"] for r in rows if r["kind"] == "name"}
    # spaCy splits a hyphen off ("Al", "-", "Shabab"), so a name of n words can take up to 3n tokens
    longest = max((3 * len(n.split()) for n in names), default=0)
    return nouns, names, longest


@lru_cache(maxsize=1)
def _singular_words() -> tuple[frozenset[str], frozenset[str]]:
    """The singular nouns for one armed group ("group") and the adjectives allowed before them."""
    rows = read_tsv("armed-groups.tsv", ["kind", "form"])
    words = {
        kind: frozenset(r["form"].lower() for r in rows if r["kind"] == kind)
        for kind in ("singular", "adjective")
    }
    return words["singular"], words["adjective"]


def _bare_plural(tok: Token) -> bool:
    """True for "the militants" and nothing more: the noun, plural, after "the" alone."""
    nouns, _, _ = _table()
    if tok.tag_ != "NNS" or tok.lower_ not in nouns or tok.dep_ not in _ARGUMENTS or tok.ent_type_:
        return False
    kids = list(tok.children)
    return len(kids) == 1 and kids[0].lower_ == "the" and kids[0].i == tok.i - 1


def _shouting(span: Span) -> bool:
    """True inside a line written mostly in capitals ("WHY IS THE BORDER CLOSED"), where "IS" is a verb.
    Not the tag: the small model tags the group "IS" as VBZ too ("IS militants", "fell to IS")."""
    words = [t for t in span.sent if t.is_alpha]
    return sum(t.is_upper for t in words) * 2 > len(words)


def _names_between(doc: Doc, start: int, end: int) -> dict[str, str]:
    """Group -> the name last written for it among the words ``start``..``end``, matched on the text of
    the tokens as written ("Al-Shabab" is the three tokens "Al", "-", "Shabab")."""
    _, names, longest = _table()
    found: dict[str, str] = {}
    i = start
    while i < end:
        for size in range(min(longest, end - i), 0, -1):
            span = doc[i : i + size]
            group = names.get(span.text)
            if group and not _shouting(span):
                found.pop(group, None)
                found[group] = span.text
                i += size - 1
                break
        i += 1
    return found


def _singular(tok: Token) -> bool:
    """True for "the group", "the militant group" and nothing more: a singular noun of the table after
    "the" and only adjectives of the table, with nothing after the noun ("the group of seven", "the group
    which describes itself as ...", "the rebel group Jaish al-Islam" say which group they are)."""
    singulars, _ = _singular_words()
    if tok.tag_ != "NN" or tok.lower_ not in singulars or tok.dep_ not in _ARGUMENTS or tok.ent_type_:
        return False
    kids = [c for c in tok.children if c.dep_ != "punct"]
    if not kids or kids[0].lower_ != "the" or kids[0].dep_ != "det" or kids[-1].i > tok.i:
        return False
    return _described(tok)


def _others_named(doc: Doc, start: int, end: int) -> bool:
    """True when an organisation other than an armed group is named among the words ``start``..``end``:
    "the group" after "the Syrian Observatory for Human Rights" may be the monitor."""
    return any(
        ent.label_ == "ORG"
        and start <= ent.start
        and ent.end <= end
        and not _names_between(doc, ent.start, ent.end)
        for ent in doc.ents
    )


def _group_names(doc: Doc, start: int, tok: Token) -> list[str]:
    """The armed groups a singular "the group" may stand for from ``start`` up to it: none when another
    organisation is named there too, or, for a speaker ("The group said"), anywhere before it. A bare
    "the group" that speaks stays open: war reports write "the group added", "according to the group" for
    the monitor they quote, which the parser often leaves untagged ("the UK-based Syrian Observatory");
    "the terrorist group said" names its kind and may go on."""
    speaker = is_source(tok)
    if speaker and doc[tok.i - 1].lower_ == "the":
        return []
    if _others_named(doc, 0 if speaker else start, tok.i):
        return []
    named = _names_between(doc, start, tok.i)
    if len(named) == 1 and _said_before_named(doc, tok, next(iter(named.values()))):
        return []
    return list(named.values())


def _said_before_named(doc: Doc, tok: Token, name: str) -> bool:
    """True when the article wrote the same description before it first wrote ``name``: "The group's
    leader was seen in Raqqa. Ahrar al-Sham is a group of fighters ... the group": its group was there
    before the name, and may be another."""
    words = name.split()
    first = next(
        (t.i for t in doc[: tok.i] if t.text == words[0] and doc[t.i : t.i + len(words)].text == name),
        tok.i,
    )
    return any(t.lower_ == tok.lower_ and t.i < first and _described(t) for t in doc[:first])


def _described(tok: Token) -> bool:
    """True for "the group" (or "The group's") with only adjectives of the table between."""
    kids = [c for c in tok.children if c.dep_ == "det"]
    return (
        bool(kids)
        and kids[0].lower_ == "the"
        and all(t.lower_ in _singular_words()[1] for t in tok.doc[kids[0].i + 1 : tok.i])
    )


def armed_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> group name, for each "the insurgents" or "the group" that one armed group named in
    reach settles: its sentence up to it and the two before. Two groups there (Daesh, then the YPG that
    "hold" the north) leave it open: a wrong group is worse than none."""
    nouns, _, _ = _table()
    singulars, _ = _singular_words()
    plural = [t for t in words_in(doc, nouns) if t.i not in resolved and _bare_plural(t)]
    singular = [t for t in words_in(doc, singulars) if t.i not in resolved and _singular(t)]
    out = one_in_reach(doc, plural, lambda start, tok: list(_names_between(doc, start, tok.i).values()))
    out.update(one_in_reach(doc, singular, lambda start, tok: _group_names(doc, start, tok)))
    return out


def their_pronouns(doc: Doc, resolved: dict[int, str], armed: dict[int, str]) -> dict[int, str]:
    """Token index -> group name, for each pronoun that took the words of a description ``armed``
    resolved before it in its sentence ("The insurgents are also tightening their grip in Syria, of
    which they now control a third": "they" was given "The insurgents" before the group was known)."""
    out: dict[int, str] = {}
    for i, meant in resolved.items():
        if doc[i].pos_ != "PRON":
            continue
        for tok, name in armed.items():
            if tok < i and doc[tok].sent.start == doc[i].sent.start and meant == doc[tok - 1 : tok + 1].text:
                out[i] = name
    return out
