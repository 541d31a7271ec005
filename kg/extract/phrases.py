"""Argument phrases: the token stretches that fill a fact's subject and object slots.

``Arg`` and ``Fact`` hold token positions inside one parsed Doc; ``phrase`` decides where an argument
starts and ends, and ``conjuncts``/``adjective_variants`` split coordinations into one phrase each.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from spacy.strings import get_string_id
from spacy.symbols import DEP, ORTH, POS
from spacy.symbols import acl as ACL
from spacy.symbols import relcl as RELCL

from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

T = TypeVar("T")

# Modifiers left out of an argument phrase because they get their own facts (relative clauses,
# appositions, non-restrictive participles) or only pad it (punctuation).
SPLIT_OFF_DEPS = frozenset({"relcl", "appos"})
PASSIVE_DEPS = frozenset({"nsubjpass", "csubjpass", "auxpass"})
# Tags of a finite verb: what may carry a clause of its own
FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})


@dataclass
class Arg:
    """A contiguous stretch of tokens ``[start, end)`` with its syntactic head."""

    start: int
    end: int
    head: int
    gap: tuple[int, int] | None = None  # tokens [a, b) inside the stretch that are not part of it


@dataclass
class Fact:
    """One clause-level fact as token positions, before attribution and conversion to a Triple."""

    verb: int
    subject: Arg | None
    rel: list[tuple[float, str]]  # (position, word): sorted to give the surface relation
    lemma: list[str]
    obj: Arg | None
    args: list[tuple[str, Arg, str]] = field(default_factory=list)  # (preposition, phrase, role)
    negated: bool = False
    passive: bool = False
    agent: Arg | None = None  # by-phrase of a passive, already out of args
    bound_prep: str = ""  # preposition moved into the relation ("killed in")
    rule: str = ""
    confidence: float = 0.5
    quoted_clause: bool = False  # object is a clause (said that ...)
    complementizer: int = -1  # position of the "that" opening a clause object, left out of it
    sentence_length: int = 0  # tokens in the sentence, for the confidence


def opening_possessive(arg: Arg, doc: Doc) -> Token | None:
    """The possessive determiner ``arg`` opens on when it owns the phrase's head ("Her" of "Her links
    to Opus Dei"), or None."""
    first = doc[arg.start]
    owns = first.dep_ == "poss" and first.tag_ == "PRP$" and first.head.i == arg.head
    return first if owns and arg.end - arg.start >= 2 else None


def stacked_relative(verb: Token) -> bool:
    """True for a "who" clause hung on the object of a preposition inside another relative clause,
    past a phrase of that object.

    In "a journalist who is embedded with the troops in the district who said ..." the report is the
    journalist's, but the parser gives it the troops; it could as well be the district's. Which noun
    it belongs to is a guess, so it gives no statement. A clause right after its noun ("a man who
    works for a firm that makes toys") is left alone.
    """
    noun = verb.head
    return (
        noun.dep_ == "pobj"
        and any(c.dep_ == "nsubj" and c.lower_ == "who" for c in verb.children)
        and any(c.dep_ == "prep" and noun.i < c.i < verb.i for c in noun.children)
        and any(a.dep_ == "relcl" for a in noun.head.ancestors)
    )


def phrase(
    tok: Token,
    drop: frozenset[str] = SPLIT_OFF_DEPS,
    split_conj: bool = True,
    cut: int = -1,
    whole_places: bool = False,
) -> Arg:
    """The phrase headed by ``tok``: its subtree, less right-hand relative clauses, appositions and conjuncts.

    ``cut`` names a dependent clause to leave out, e.g. the participle that modifies the phrase.
    ``whole_places`` keeps a place's locating apposition ("born in Salt Lake City, Utah"), for objects;
    the phrase as subject of an apposition fact leaves it out.
    """
    # a third of the calls repeat an earlier one (a subject shared by conjoined verbs, an object that
    # is also an apposition's head), so results are kept per doc; callers get their own copy
    known = doc_cache(tok.doc, "kg.phrases", _new_table)
    key = (tok.i, drop, split_conj, cut, whole_places)
    found = known.get(key)
    if found is None:
        found = known[key] = _phrase(tok, drop, split_conj, cut, whole_places)
    return Arg(found.start, found.end, found.head, found.gap)


def _phrase(tok: Token, drop: frozenset[str], split_conj: bool, cut: int, whole_places: bool) -> Arg:
    start, end = tok.left_edge.i, tok.right_edge.i + 1
    doc = tok.doc
    # a phrase never holds the word it depends on: a crossing arc (a comma hung on the subject from
    # past its verb) would otherwise pull the whole clause into the subject
    if tok.head.i != tok.i and start <= tok.head.i < end:
        if tok.head.i > tok.i:
            # end at the first word outside the subtree ("is" of "X is fully reflected")
            end = next(k for k in range(tok.i + 1, end) if not tok.is_ancestor(doc[k]))
        else:
            start = next(k for k in range(tok.i - 1, start - 1, -1) if not tok.is_ancestor(doc[k])) + 1
    for child in tok.rights:
        # a participle set off by a comma is parenthetical ("The brew, called Miller Sharp's, will ...")
        parenthetical = child.dep_ in {"acl", "relcl"} and "," in (
            doc[child.left_edge.i - 1].text,
            child.left_edge.text,
        )
        if (
            (child.dep_ in drop and not _kept_apposition(tok, child, whole_places))
            or child.i == cut
            # the cut clause may sit inside a modifier ("drafted by X and signed into law"): drop it whole
            or (
                cut > child.i
                and child.dep_ in {"acl", "relcl"}
                and child.left_edge.i <= cut <= child.right_edge.i
            )
            or parenthetical
            or (child.dep_ == "relcl" and stacked_relative(child))
            or (split_conj and child.dep_ in {"conj", "cc"} and not same_name(tok, child))
        ):
            end = min(end, child.left_edge.i)
        elif (
            child.dep_ == "punct"
            and child.i > tok.i
            and child.text in {",", ";", ":", "--", "-"}
            # a comma right after the head usually opens an apposition or a parenthetical
            and any(
                (c.dep_ in drop and not _kept_apposition(tok, c, whole_places))
                or c.dep_ in {"conj", "cc", "acl"}
                for c in tok.rights
                if c.i > child.i
            )
        ):
            end = min(end, child.i)
    # a relative clause set off by a comma deeper in the phrase is an aside about its own noun
    # ("head of the group, which sought ..."), not part of what the phrase names
    positions = _relative_clauses(doc)
    for k in positions[bisect_left(positions, tok.i + 2) : bisect_left(positions, end)]:
        t = doc[k]
        if t.left_edge.i > tok.i + 1 and doc[t.left_edge.i - 1].text == ",":
            end = min(end, t.left_edge.i - 1)
            break
    # the label column spares building a Token for each word: each test below holds only for an
    # "acl" word
    deps = tag_columns(doc)[1]
    # "the mosque in Homs killing 30": a participle of harm deeper in the phrase is the clause's act
    for k in range(tok.i + 1, end):
        if deps[k] == ACL and result_participle(doc[k]) and doc[k].left_edge.i > tok.i:
            end = min(end, doc[k].left_edge.i)
            break
    # "said X, head of Y adding that ...": a participle that adds to what was said, with a clause of its
    # own, is the speaker's next act, not a modifier of the phrase it was hung on
    for k in range(tok.i + 1, end):
        if deps[k] == ACL and _added_remark(doc[k]) and doc[k].left_edge.i > tok.i:
            end = min(end, doc[k].left_edge.i)
            break
    # a hyphenated word is one word however it was parsed ("hi-fis", "cut-price"): a cut inside it
    # left objects such as "DVD players and hi"
    while (
        start < end < len(doc) and not doc[end - 1].whitespace_ and "-" in (doc[end].text, doc[end - 1].text)
    ):
        end += 1
    # never let the phrase end on punctuation or a dangling conjunction
    while end - 1 > tok.i and (doc[end - 1].is_punct or doc[end - 1].is_space or doc[end - 1].dep_ == "cc"):
        end -= 1
    # a dateline ("TEHRAN - Two explosions ...") is not part of the subject
    for k in range(start + 1, min(start + 4, tok.i)):
        if doc[k].text in {"-", "--", "—", "–"} and all(doc[j].is_upper for j in range(start, k)):
            start = k + 1
            break
    while start < tok.i and doc[start].is_punct and doc[start].text not in {"``", '"', "`", "$"}:
        start += 1
    # "On Sunday rebels ...": the parser may leave "On" out and hang the weekday on the noun. A time
    # argument keeps its words: "Earlier this month" and "Later Saturday" are the time itself
    if not _time_argument(tok) and (
        doc[start].is_sent_start
        or (start > 0 and doc[start - 1].lower_ == "on" and doc[start - 1].is_sent_start)
    ):
        start = _past_opening_words(doc, start, tok.i)
    start, end = balance_quotes(doc, start, end)
    return Arg(start, end, tok.i)


def _past_opening_words(doc: Doc, start: int, head: int) -> int:
    """Where a phrase opening its sentence starts once the sentence's own adverb or time is left out
    ("Earlier Wednesday", "Elsewhere", "On Monday": ``opening-words.tsv``): the clause's, though the parser
    hung it on the noun. An adjective is the noun's own ("Later generations", "Earlier reports", "Overnight
    rain"), and a time word stays when it names something: an owner ("Friday night's match") or part of
    a name ("Sunday Times journalist", "Monday Night Football")."""
    words = opening_words()
    k = start
    while k < head:
        tok = doc[k]
        if tok.lower_ == "on" and k + 1 < head and doc[k + 1].lower_ in words:
            k += 1
            continue
        if tok.lower_ not in words or tok.tag_ in _ADJECTIVE_TAGS:
            break
        if tok.tag_ not in {"RB", "RBR"} and _names_with(tok, words):
            break
        k += 1
        while k < head and doc[k].text == ",":
            k += 1
    return k


def _names_with(tok: Token, words: frozenset[str]) -> bool:
    """Whether a time word is part of what its phrase names: a possessive follows in its compound chain
    ("Friday night's match", "Wednesday evening's concert"), or a capitalised compound that is no person
    follows ("Sunday Times journalist", "Tonight Show host"; not "Wednesday Mark Hollis")."""
    doc = tok.doc
    if tok.i + 1 < len(doc):
        after = doc[tok.i + 1]
        named = after.dep_ == "compound" and after.text[:1].isupper() and after.ent_type_ != "PERSON"
        if after.tag_ == "POS" or (named and after.lower_ not in words):
            return True
    link = tok
    while link.dep_ in {"compound", "poss"} and link.head.i != link.i:
        if link.dep_ == "poss" or (link.i + 1 < len(doc) and doc[link.i + 1].tag_ == "POS"):
            return True
        link = link.head
    return False


def _time_argument(tok: Token) -> bool:
    """Whether ``tok`` heads a time argument ("Earlier this month", "Later Saturday") rather than a
    subject or object (which may hang as "pobj" on an opening "On": "On Sunday rebels holding ...")."""
    return tok.dep_ == "npadvmod" or tok.ent_type_ in {"DATE", "TIME"}


_ADJECTIVE_TAGS = frozenset({"JJ", "JJR", "JJS"})


@lru_cache(maxsize=1)
def opening_words() -> frozenset[str]:
    """Adverbs and time words that open a sentence as its clause's (``ontology/opening-words.tsv``)."""
    return frozenset(row["word"] for row in read_tsv("opening-words.tsv"))


# Participles that add a remark to what a speaker said ("..., adding that 15 were hurt"). Verbs such as
# "saying" or "warning" are left out: "a statement saying that ..." does modify its noun.
_REMARK_LEMMAS = frozenset(["add", "note", "stress", "insist"])


def _added_remark(verb: Token) -> bool:
    """True for "adding that ..." hung on a noun: a present participle of remark with a clause object."""
    return (
        verb.dep_ == "acl"
        and verb.tag_ == "VBG"
        and verb.lemma_ in _REMARK_LEMMAS
        and any(c.dep_ == "ccomp" for c in verb.children)
    )


# Verbs of harm and its toll, whose participle after a clause tells what the clause's act did
# ("... claiming the lives of eight", "... leaving 62 dead", "... inflicting heavy losses").
RESULT_LEMMAS = frozenset(
    ["kill", "injure", "wound", "claim", "inflict", "cause", "leave", "destroy", "damage", "trap"]
)


def result_participle(verb: Token) -> bool:
    """True for a participle of harm hung on the object of a preposition that an active verb governs."""
    return (
        verb.dep_ == "acl"
        and verb.tag_ == "VBG"
        and verb.lemma_ in RESULT_LEMMAS
        and verb.head.dep_ in {"pobj", "dobj"}
        and result_governor(verb.head) is not None
    )


def result_governor(noun: Token) -> Token | None:
    """The active verb whose prepositional phrase ``noun`` ends ("fired ... on the houses in the city"),
    or the harm participle whose object it is ("killing 8 persons").

    None when the phrase hangs on something else, or on a passive or "of"/"by" phrase, where the
    noun, or the passive's agent, may be what the participle is about.
    """
    if noun.dep_ == "dobj":
        # "killing 8 persons injuring 55 others": the victims of one harm participle do not do the next
        harm = noun.head
        return harm if harm.lemma_ in RESULT_LEMMAS and harm.tag_ == "VBG" else None
    cur = noun
    while cur.dep_ == "pobj" and cur.head.dep_ == "prep" and cur.head.lower_ not in {"of", "by"}:
        cur = cur.head.head
        if cur.pos_ in {"VERB", "AUX"}:
            passive = any(c.dep_ in PASSIVE_DEPS for c in cur.children)
            return None if passive else cur
    return None


OPEN_QUOTES = frozenset({"``", "\u201c"})
CLOSE_QUOTES = frozenset({"''", "\u201d"})


def balance_quotes(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """Widen ``[start, end)`` to the quotes and brackets it opens or closes: a quoted title stays whole.

    "an `` index visible filing system" takes its closing quote, even past a final stop that American
    style puts inside it; "Monitor" enclosed by quotes takes both.
    """
    positions, texts = _marks(doc)
    # nothing to balance unless a mark lies inside the phrase or right next to it (". ''" after it)
    if bisect_left(positions, start - 1) == bisect_right(positions, end + 1):
        return start, end
    counts = Counter(texts[bisect_left(positions, start) : bisect_left(positions, end)])
    opens = sum(counts[q] for q in OPEN_QUOTES)
    closes = sum(counts[q] for q in CLOSE_QUOTES)
    straight = counts['"']
    n = len(doc)
    if opens > closes or straight % 2:
        marks = CLOSE_QUOTES if opens > closes else {'"'}
        if end < n and doc[end].text in marks:
            end += 1
        elif end + 1 < n and doc[end].text in {"."} and doc[end + 1].text in marks:
            end += 2
    elif closes > opens:
        if start > 0 and doc[start - 1].text in OPEN_QUOTES:
            start -= 1
    elif (
        start > 0
        and end < n
        and doc[start - 1].text in OPEN_QUOTES | {'"'}
        and doc[end].text in CLOSE_QUOTES | {'"'}
    ):
        start, end = start - 1, end + 1
    return _balance_brackets(doc, start, end, counts)


_BRACKETS = (("(", ")"), ("-LRB-", "-RRB-"), ("[", "]"), ("-LSB-", "-RSB-"), ("{", "}"), ("-LCB-", "-RCB-"))
# the quote and bracket tokens balance_quotes counts
_MARKS = frozenset({*OPEN_QUOTES, *CLOSE_QUOTES, '"', *(b for pair in _BRACKETS for b in pair)})
_MARK_IDS = {get_string_id(mark): mark for mark in _MARKS}


def doc_cache(doc: Doc, key: str, compute: Callable[[Doc], T]) -> T:
    """``compute(doc)`` once per doc, kept in ``doc.user_data[key]``.

    Extraction asks the same questions of a document for every fact (where its quotes are, which
    words are verbs); answering them once keeps extraction a small fraction of the parse time.
    ``compute`` is a plain function of the doc, so a cache hit costs one dictionary lookup.
    """
    data = doc.user_data
    if key in data:
        return data[key]  # type: ignore[no-any-return]
    found = data[key] = compute(doc)
    return found


def _read_tags(doc: Doc) -> tuple[list[int], list[int]]:
    columns = doc.to_array([POS, DEP])
    return columns[:, 0].tolist(), columns[:, 1].tolist()


def tag_columns(doc: Doc) -> tuple[list[int], list[int]]:
    """The POS and dependency-label ids of every token, without building a Token for each."""
    return doc_cache(doc, "kg.tags", _read_tags)


def _find_relative_clauses(doc: Doc) -> list[int]:
    return [i for i, dep in enumerate(tag_columns(doc)[1]) if dep == RELCL]


def _relative_clauses(doc: Doc) -> list[int]:
    """Positions (ascending) of the doc's relative-clause verbs, for ``phrase``."""
    return doc_cache(doc, "kg.relcl", _find_relative_clauses)


def _new_table(doc: Doc) -> dict[tuple, Arg]:
    return {}


def _find_marks(doc: Doc) -> tuple[list[int], list[str]]:
    # the ORTH column holds each word's string id, so no Token is built for the other words
    words = doc.to_array(ORTH).tolist()
    positions = [i for i, word in enumerate(words) if word in _MARK_IDS]
    return positions, [_MARK_IDS[words[i]] for i in positions]


def _marks(doc: Doc) -> tuple[list[int], list[str]]:
    """Positions (ascending) and texts of the doc's quotes and brackets.

    ``balance_quotes`` runs for every argument of every fact; scanning each argument's tokens again
    was a third of the extraction time, and most phrases have no such mark in or next to them.
    """
    return doc_cache(doc, "kg.marks", _find_marks)


def _balance_brackets(doc: Doc, start: int, end: int, counts: Counter[str]) -> tuple[int, int]:
    """ "100 million marks ( $ 54.5 million": a phrase opening a bracket takes the one closing it."""
    n = len(doc)
    for left, right in _BRACKETS:
        opens, closes = counts[left], counts[right]
        if opens > closes and end < n and doc[end].text == right:
            end += 1
        elif closes > opens and start > 0 and doc[start - 1].text == left:
            start -= 1
    return start, end


_PLACE_LABELS = frozenset({"GPE", "LOC"})


def _kept_apposition(tok: Token, appos: Token, whole_places: bool) -> bool:
    # "December 31, 1963": an apposition inside the head's own named entity is part of the name
    return appos.dep_ == "appos" and (
        same_name(tok, appos.right_edge) or (whole_places and _place_qualifier(tok, appos))
    )


def _place_qualifier(tok: Token, appos: Token) -> bool:
    """ "Salt Lake City, Utah": a place named after a comma in apposition to a place locates it; it is part
    of the name, not an aside."""
    return (
        appos.dep_ == "appos"
        and tok.ent_type_ in _PLACE_LABELS
        and appos.ent_type_ in _PLACE_LABELS
        and appos.left_edge.i == tok.i + 2
        and tok.doc[tok.i + 1].text == ","
    )


def adjective_variants(arg: Arg, head: Token) -> list[Arg]:
    """ "Greek and Roman pagans" -> "Greek pagans", "Roman pagans": one phrase per coordinated modifier."""
    for mod in head.lefts:
        if mod.dep_ not in {"amod", "compound", "nmod"} or mod.i < arg.start:
            continue
        others = [c for c in mod.children if c.dep_ == "conj" and c.i < head.i]
        if not others:
            continue
        variants = []
        block = (mod.i, max(c.right_edge.i for c in others) + 1)
        for choice in [mod, *others]:
            gap = (mod.i + 1, block[1]) if choice.i == mod.i else (block[0], choice.left_edge.i)
            variants.append(Arg(arg.start, arg.end, arg.head, gap))
        return variants
    return [arg]


def conjuncts(tok: Token) -> list[Token]:
    """``tok`` and the nominal conjuncts coordinated with it ("Hamas and Hezbollah")."""
    out = [tok]
    doc = tok.doc
    for c in tok.conjuncts:
        # the parser sometimes coordinates the pieces of a hyphenated word ("hi", "-", "fis")
        glued = c.text == "-" or (doc[c.i - 1].text == "-" and not doc[c.i - 1].whitespace_)
        if (
            c.i > tok.i
            and c.pos_ in {"NOUN", "PROPN", "PRON", "NUM", "ADJ"}
            and not glued
            and not same_name(tok, c)
        ):
            out.append(c)
    return out


def same_name(first: Token, last: Token) -> bool:
    """True when both words sit in one named entity ("the London, Midland and Scottish Railway")."""
    doc = first.doc
    return bool(first.ent_type_) and all(doc[i].ent_iob_ == "I" for i in range(first.i + 1, last.i + 1))
