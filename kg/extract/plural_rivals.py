"""A "they" never stands for a name when a plural noun stands between the name and the pronoun.

Salience (``kg.extract.coref``) keeps the latest named subject of a body ("the Observatory", "the UN",
"PYD") for the next "they", "them" or "their", though a plural noun written after the name is what a reader
takes the pronoun for: "The Observatory said most of the dead were evacuees but they also included ...",
"no casualties among the militants since most of them ...", "the regime and its allies ... their
bombardment". A singular name is at best a collective's ("The UN ... They"); a plural noun nearer the
pronoun outranks it. The nouns of the name's own phrase ("The White Helmets, a group of rescue workers
operating in the north, said one of their buildings"), its predicate ("The Danes are the winners but they
...") and what a pronoun resolved to it owns ("won their last six games") are the name's, not rivals. A
plural noun resolved ("The militants ... they hold") already fits a plural pronoun and is left alone.

Names joined by "and" keep their "they" ("A Bank and B Bank are the two lenders. They are now closed"):
each name's statement is true of it, and the judged sets hold such statements true.
Only taken away, never given: which noun phrase a pronoun stands for is no name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .nearby import THEY_PRONOUNS
from .quotes import SUBJECTISH
from .redescription import ARGUMENTS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def plural_rivals(doc: Doc, resolved: dict[int, str]) -> list[int]:
    """Indexes of the resolved plural pronouns with a plural common noun between them and their name."""
    return [
        i
        for i, name in resolved.items()
        if doc[i].lower_ in THEY_PRONOUNS and doc[i].pos_ == "PRON" and _not_the_name(doc[i], name, resolved)
    ]


def _not_the_name(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True when a plural common noun in an argument slot stands between ``name``'s last mention before
    ``tok`` and ``tok``, and is not the name's own: not resolved to it, not owned by it, not in its phrase
    and not its copula's predicate."""
    words = name.split()
    if not words:
        return False
    written = _last_written(tok, words[-1])
    if written is None or (written.tag_ == "NNS" and written.pos_ == "NOUN"):
        return False  # a speaker's phrase or a plural noun: a fitting antecedent, not a name to judge
    own = _phrase_root(written)
    mention = max(
        [written, *(t for t in tok.doc[written.i : tok.i] if resolved.get(t.i) == name)], key=lambda t: t.i
    )
    for t in tok.doc[mention.i + 1 : tok.i]:
        if t.tag_ != "NNS" or t.pos_ != "NOUN" or t.dep_ not in ARGUMENTS or t.ent_type_:
            continue
        if resolved.get(t.i) == name or _owned(t, name, resolved):
            continue  # "the militants" resolved to the name, or "their games"
        if t.sent.start == own.sent.start and (_within(t, own) or _predicate_of(t, own)):
            continue  # a noun of the name's own phrase, or what the copula says the name is
        return True
    return False


def _last_written(tok: Token, last: str) -> Token | None:
    """The last word before ``tok`` that writes the name's last word."""
    for t in reversed(tok.doc[: tok.i]):
        if t.text == last:
            return t
    return None


def _phrase_root(tok: Token) -> Token:
    # climb a name's compounds, flat parts, modifiers and appositions to the head of the phrase it heads
    cur = tok
    while cur.dep_ in {"compound", "flat", "appos", "amod", "nmod", "poss"} and cur.head.i != cur.i:
        cur = cur.head
    return cur


def _owned(noun: Token, name: str, resolved: dict[int, str]) -> bool:
    """True for a noun a pronoun resolved to the name owns: "Rovers won their last six games"."""
    return any(c.dep_ == "poss" and resolved.get(c.i) == name for c in noun.children)


def _predicate_of(noun: Token, subject: Token) -> bool:
    """True for the predicate noun of a copula whose subject is ``subject`` or has it joined by "and": "The
    Danes are the clear winners here but they ..." says what the name is."""
    while subject.dep_ == "conj" and subject.head.i != subject.i:
        subject = subject.head  # "A Bank and B Bank are the two lenders": the subject is the first name
    return noun.dep_ == "attr" and subject.dep_ in SUBJECTISH and subject.head.i == noun.head.i


def _within(tok: Token, root: Token) -> bool:
    """True when ``tok`` is in the phrase ``root`` heads, but for what is joined to it by "and" ("the
    regime and its allies ... their bombardment": the allies are other things)."""
    if not (root.left_edge.i <= tok.i <= root.right_edge.i):
        return False
    cur = tok
    while cur.i != root.i:
        if cur.dep_ == "conj" and cur.head.i == root.i:
            return False
        cur = cur.head
    return True
