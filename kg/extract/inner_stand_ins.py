"""A pronoun or demonstrative inside a longer side that the statement gives nothing to stand for (issue 12,
class 6): "Critics say it has cost too much", "He said they had adopted it quickly", "The mayor said this
market is weak". Read out of its sentence, such a statement says nothing about anything, so it stays out of
the graph (`pronoun`; triples.csv keeps it flagged): where there is no evidence for a statement, emit none.

A word inside the side is open when no word the statement itself shows before it can be what it stands
for, by number and by person or thing:

- "it" and "its": a singular noun or a name that is no person's ("Acme said it would ...", "Britain had
  to act when it ..."; a name the NER calls a person's counts as one only with a title, or as a full name
  a "he" or "she" stands for); "they", "them" and "their": a plural, a count, a body's name, nouns joined
  by "and", a collective noun (``ontology/collective-nouns.tsv``: "the family ... they"), "anyone", or two
  persons ("his wife ... their children"); "he", "him", "his", "she" and "her": a person's name, a noun
  for a person, or "he" or "she" ("Mr Cole said he ..."); and any word coref gave the pronoun's name;
- a demonstrative pronoun ("this is", "that was"): a noun of its side before it; a demonstrative before a
  noun ("this market", "these courts"): the same noun before it in the statement.

Left alone: a dummy or idiomatic "it" ("it is likely that", "it was nice knowing him", "what it takes",
"make it to", ``ontology/idiom-it.tsv``; the weather's, "it was raining"; a time's, "it is time they"; "it
emerged that", ``ontology/clause-it-verbs.tsv``), a "that" after a plural (a relative: "the clubs that
recognise"), a "this" or "it" its copula names ("This is Leicester Square"),
a word coref's names are written for (``kg.extract.inner_pronouns``), a possessive beside a name ("one of
its lenders, Tarn Bank"), a demonstrative of ``ontology/deictic-nouns.tsv`` ("this week", "this country",
"for that reason"), a demonstrative with words of its own after it ("those earning more", "this game
against Jonah"), first and second persons (the speaker's own, ``kg.extract.quoted_speakers``), and the
side's own head and opening determiner or possessive, which the whole-side rules of
``kg.extract.stand_ins`` decide.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .ages import person_nouns
from .attribution import PERSON_LABELS, spokes_roles
from .expletives import expletive
from .facts import TIME_LABELS
from .idioms import idiom_table
from .inner_pronouns import PERSON_WORDS, dummy_it, pronouns_written, surely_person
from .titles import HONORIFICS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact

_IT = frozenset({"it", "its"})
_THEY = frozenset({"they", "them", "their"})
# also the demonstratives opening a side, which kg/extract/stand_ins.py decides
DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
# the names that a "they" may stand for as a body ("Acme said they ..."), besides plurals
_BODY_LABELS = frozenset({"ORG", "NORP", "GPE"})
_ANYONE = frozenset(
    {"anyone", "everyone", "someone", "no-one", "nobody", "anybody", "everybody", "somebody", "whoever"}
)
# the pronouns this rule asks about (no reflexive: bound in its own clause, as in
# attribution.PERSON_PRONOUNS), and the pronouns an earlier one of each may be: built once, not per word
_OPEN_PRONOUNS = _IT | _THEY | PERSON_WORDS
_THEY_MATES = _THEY | {"we", "us", "our"} | _ANYONE
_PERSON_MATES = PERSON_WORDS | {"i", "me", "my"}


def open_inner(fact: Fact, doc: Doc, resolve: dict[int, str], speaker: Token | None) -> bool:
    """Whether a side of ``fact`` holds a pronoun or demonstrative, not its head, that nothing the
    statement shows before it can stand for."""
    seen: list[Token] = [speaker] if speaker is not None else []
    for arg in (fact.subject, fact.obj, fact.agent):
        if arg is None:
            continue
        words = _words(arg, doc)
        written = pronouns_written(arg, doc, resolve, fact) is not None
        for tok in words:
            if _open(tok, arg, seen, written, resolve):
                return True
            seen.append(tok)
    return False


def _words(arg: Arg, doc: Doc) -> list[Token]:
    gap = range(*arg.gap) if arg.gap is not None else range(0)
    return [doc[i] for i in range(arg.start, arg.end) if i not in gap]


def _open(tok: Token, arg: Arg, seen: list[Token], written: bool, resolve: dict[int, str]) -> bool:
    low = tok.lower_
    if tok.i == arg.head or (tok.dep_ in {"det", "poss"} and tok.i < arg.head and _of_head(tok, arg)):
        return False  # the side's own head, its determiner or possessive: stand_ins.py decides
    if tok.pos_ == "PRON" and low in _OPEN_PRONOUNS:
        if (written and tok.i in resolve) or expletive(tok) or dummy_it(tok) or _idiom_it(tok):
            return False
        if _empty_it(tok):
            return False  # "it was raining", "it is time they", "it emerged that": it stands for nothing
        if low == "it" and _named_by_copula(tok):
            return False  # "it should be Vera Drake": the copula names it
        if tok.tag_ == "PRP$" and _apposed_name(tok, arg):
            return False  # "One of its largest lenders, Tarn Card": the name says what is meant
        name = resolve.get(tok.i, "").split()
        if name and any(t.text == name[-1] or resolve.get(t.i, "").split()[-1:] == name[-1:] for t in seen):
            return False  # "Davenport believes ... her game": the name coref found is the statement's
        if low == "their" and len({t.text for t in seen if _agrees("he", t, resolve)}) > 1:
            return False  # "Mr Dunn said his wife Jo ... their children": two persons before it
        mates = _own_subject(tok)
        return not any(_agrees(low, t, resolve) for t in seen if t.i not in mates)
    if low in DEMONSTRATIVES and tok.tag_ == "DT":
        return _open_demonstrative(tok, arg, seen)
    return False


def _own_subject(tok: Token) -> set[int]:
    """The words of the name or noun heading the subject of the verb whose object ``tok`` is: an object
    "them" is never its own clause's subject, which would be "themselves" ("the BBC had told them")."""
    if tok.dep_ not in {"dobj", "dative"} or tok.tag_ == "PRP$":
        return set()
    subjects = [c for c in tok.head.children if c.dep_ == "nsubj"]
    return {t.i for s in subjects for t in (s, *s.children) if t.i == s.i or t.dep_ in {"compound", "flat"}}


def _of_head(tok: Token, arg: Arg) -> bool:
    """Whether ``tok`` is a word of the side's head's own phrase: "This third film", which the parser may
    hang on "third", not "this decision was wrong", a clause whose subject opens the side."""
    cur = tok.head
    while cur.i != arg.head and cur.dep_ in {"amod", "compound", "nummod", "nmod"}:
        cur = cur.head
    return cur.i == arg.head


def _apposed_name(tok: Token, arg: Arg) -> bool:
    """Whether the phrase a possessive stands in is set beside a name: "another of its drugs - Crestor"."""
    cur = tok.head
    while arg.start <= cur.i < arg.end:
        inside = (c for c in cur.children if arg.start <= c.i < arg.end)
        if cur.dep_ == "appos" or any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in inside):
            return True
        if cur.head.i == cur.i or cur.dep_ not in {"pobj", "prep", "nsubj", "nsubjpass", "dobj", "conj"}:
            return False
        cur = cur.head
    return False


def _open_demonstrative(tok: Token, arg: Arg, seen: list[Token]) -> bool:
    if tok.dep_ == "det":
        noun = tok.head
        if noun.pos_ not in {"NOUN", "PROPN"} or _after_plural(tok):
            return False  # "politics' that recognise": a relative the tagger took for a determiner
        if noun.i < tok.i or noun.ent_type_ in TIME_LABELS or noun.lemma_.lower() in deictic_nouns():
            return False
        if any(c.dep_ in {"prep", "acl", "relcl"} and c.i > noun.i for c in noun.children):
            return False  # "this game against Jonah", "this ability to personalise games": its own words
        return not any(t.lemma_.lower() == noun.lemma_.lower() for t in seen)
    # a pronoun "this", "that": open unless words of its own follow ("that suffered by", "those who",
    # "such as that with BT"), which the parser may hang elsewhere
    if tok.dep_ not in {"nsubj", "nsubjpass", "dobj", "pobj", "attr"}:
        return False
    if _named_by_copula(tok) or _attr_among(tok, deictic_nouns()):
        return False  # "This is Leicester Square", "this is the year for": the copula names what it points at
    doc = tok.doc
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if after is not None and after.tag_ in {"IN", "WDT", "WP", "VBN", "VBG", "TO"}:
        return False
    if (
        tok.i > 0
        and doc[tok.i - 1].text in {"-", ",", "(", "--"}
        and after is not None
        and after.lemma_ == "be"
    ):
        return False  # "half the plants - that is around 10 -": that is, an aside
    if any(t.pos_ in {"NOUN", "PROPN"} for t in doc[arg.start : tok.i]):
        return False  # "the spirit of Christmas ... that's embodied in": a noun of the side before it
    return not any(c.i > tok.i for c in tok.children)


def _agrees(low: str, cand: Token, resolve: dict[int, str]) -> bool:
    """Whether ``cand`` could be what the pronoun ``low`` stands for, by number and kind."""
    if cand.pos_ == "PRON":
        if low in _IT:
            return cand.lower_ in _IT
        if low in _THEY:
            # "Anyone that says they ...": a quantified pronoun's "they" is singular
            return cand.lower_ in _THEY_MATES
        return cand.lower_ in _PERSON_MATES
    if cand.pos_ not in {"NOUN", "PROPN", "NUM"}:
        return False
    noun_person = cand.lemma_.lower() in _person_heads()
    # a name the NER calls a person's may be a firm's or a group's ("Acme said it ..."): a person only with a
    # title, or a full name a "he" or "she" of the article stands for
    person = (
        noun_person or _titled(cand) or (cand.ent_type_ in PERSON_LABELS and _shown_person(cand, resolve))
    )
    if low in PERSON_WORDS:
        # a capitalised subject the tagger took for a common noun ("Irons said he") is a name
        named = cand.text[:1].isupper() and cand.dep_ in {"nsubj", "nsubjpass"} and cand.pos_ == "NOUN"
        return (
            person
            or named
            or cand.ent_type_ in PERSON_LABELS
            or (cand.pos_ == "PROPN" and cand.ent_type_ not in TIME_LABELS)
        )
    if cand.ent_type_ in TIME_LABELS:
        return False
    if low in _THEY:
        return (
            cand.tag_ in {"NNS", "NNPS"}
            or cand.pos_ == "NUM"
            or (cand.ent_type_ in _BODY_LABELS and not person)
            or cand.lemma_.lower() in collective_nouns()
            or any(c.dep_ == "conj" for c in cand.children)
        )
    if cand.pos_ == "NUM" and cand.dep_ == "nsubj" and cand.text[:1].isupper():
        return True  # "Five said it had received complaints": a channel's name the tagger calls a number
    if cand.ent_type_ in _BODY_LABELS | {"FAC", "PRODUCT", "WORK_OF_ART", "EVENT"} and not person:
        return True  # a body's or a work's name, whatever its tag
    return cand.tag_ in {"NN", "NNP", "NNPS"} and not (person and cand.tag_ == "NNP")


def _titled(cand: Token) -> bool:
    """A name an honorific opens ("Mr Holt"), whatever the NER calls it: a person's."""
    return any(c.dep_ == "compound" and c.lower_.rstrip(".") in HONORIFICS for c in cand.children) or (
        cand.lower_.rstrip(".") in HONORIFICS
    )


def _shown_person(cand: Token, resolve: dict[int, str]) -> bool:
    """Whether a full name the NER calls a person's is one a "he" or "she" coref resolved stands for."""
    if not surely_person(cand):
        return False
    ent = next((e for e in cand.doc.ents if e.start <= cand.i < e.end), None)
    last = ent.text.split()[-1] if ent is not None else cand.text
    doc = cand.doc
    return any(doc[i].lower_ in PERSON_WORDS and name.split()[-1:] == [last] for i, name in resolve.items())


def _attr_among(tok: Token, nouns: frozenset[str]) -> bool:
    """Whether ``tok`` is the subject of a copula whose complement is one of ``nouns`` or a date ("this is
    the year", "it had been two years since"): it points at no word elsewhere."""
    return tok.dep_ == "nsubj" and any(
        c.dep_ == "attr" and (c.ent_type_ in TIME_LABELS or c.lemma_.lower() in nouns)
        for c in tok.head.children
    )


def _after_plural(tok: Token) -> bool:
    """Whether a "that" follows a plural noun, past a closing quote or possessive mark: "the clubs that
    recognise", whose plural verb the tagger may read as a noun the "that" determines, is a relative."""
    if tok.lower_ != "that":
        return False
    before = next(
        (t for t in reversed(tok.doc[max(tok.i - 3, 0) : tok.i]) if not t.is_punct and t.tag_ != "POS"), None
    )
    return before is not None and before.tag_ in {"NNS", "NNPS"}


def _named_by_copula(tok: Token) -> bool:
    """Whether ``tok`` is the subject of a copula whose complement is a name ("This is Leicester Square"),
    or, for "it", a noun an infinitive follows ("It's the ambition of many to be captain": extraposed)."""
    verb = tok.head
    if tok.dep_ != "nsubj" or verb.lemma_ != "be":
        return False
    attrs = [c for c in verb.children if c.dep_ == "attr"]
    if any(c.pos_ == "PROPN" for c in attrs):
        return True
    later = [t for t in verb.subtree if attrs and t.i > attrs[0].i]
    clauses = {"acl", "relcl", "xcomp", "advcl"}
    return tok.lower_ == "it" and any(
        (t.dep_ in clauses and t.tag_ == "VB") or _infinitive_after(t) for t in later
    )


def _infinitive_after(to: Token) -> bool:
    """Whether ``to`` opens an infinitive however the parser hangs it: "to one day be captain", read as a
    preposition with the "be" a conjunct of the copula, still has a base verb as its first verb."""
    if to.lower_ != "to":
        return False
    verbs = (t for t in to.doc[to.i + 1 : to.i + 5] if t.pos_ in {"VERB", "AUX"})
    return next((t.tag_ == "VB" for t in verbs), False)


def _empty_it(tok: Token) -> bool:
    """Whether a subject "it" stands for nothing: a verb of the weather (``ontology/impersonal-verbs.tsv``,
    "it was raining"), a copula naming a time ("it is time they", "it had been two years since"), or a verb
    of ``ontology/clause-it-verbs.tsv`` with the clause it stands for after it ("it emerged on Friday
    that", "it looks as if"), which ``expletive`` misses when the parser hangs that clause elsewhere."""
    verb = tok.head
    if tok.lower_ != "it" or tok.dep_ != "nsubj":
        return False
    if verb.lemma_.lower() in weather_verbs():
        return True  # not the table's "it happened again", whose "it" may stand for a happening
    if verb.lemma_ == "be":
        return _attr_among(tok, time_nouns())
    return verb.lemma_.lower() in clause_it_verbs() and any(
        c.i > tok.i and _clause_marked(c) for c in verb.children
    )


def _clause_marked(clause: Token) -> bool:
    """Whether ``clause`` is a that- or whether-clause, or one of "as if" or "as though" (not a plain "if",
    a condition: "it would turn to the courts if")."""
    marks = {m.lower_ for m in clause.children if m.dep_ == "mark"}
    if clause.dep_ == "ccomp":
        return bool(marks & {"that", "whether"})
    return clause.dep_ == "advcl" and "as" in marks and bool(marks & {"if", "though"})


def _idiom_it(tok: Token) -> bool:
    """An object "it" a complement follows ("found it difficult to", "made it clear that"), or the subject
    of a "take" of time ("it will take until May before"): a dummy."""
    verb = tok.head
    if tok.lower_ == "it" and tok.dep_ == "nsubj" and verb.lemma_ == "take":
        # "what it takes", "it will take until May before": no object, or a question word's
        objects = [c for c in verb.children if c.dep_ == "dobj"]
        return all(c.tag_ in {"WP", "WDT"} for c in objects) or any(
            c.dep_ in {"xcomp", "advcl"} for c in verb.children
        )
    after = idiom_table().get(verb.lemma_.lower(), frozenset())
    if tok.lower_ == "it" and any(
        c.i > tok.i and c.dep_ in {"prt", "prep"} and c.lower_ in after for c in verb.children
    ):
        return True  # "make it to Aleppo", "battle it out": ontology/idiom-it.tsv
    return (
        tok.lower_ == "it"
        and tok.dep_ == "dobj"
        and any(c.dep_ in {"ccomp", "xcomp", "oprd", "acomp"} and c.i > tok.i for c in verb.children)
    )


@lru_cache(maxsize=1)
def collective_nouns() -> frozenset[str]:
    """Singular nouns for a group a "they" may stand for ("the family ... they"): collective-nouns.tsv."""
    return frozenset(row["noun"] for row in read_tsv("collective-nouns.tsv", ["noun"]))


@lru_cache(maxsize=1)
def weather_verbs() -> frozenset[str]:
    """The verbs of the weather of impersonal-verbs.tsv ("rain", "snow")."""
    rows = read_tsv("impersonal-verbs.tsv", ["verb", "why"])
    return frozenset(row["verb"].lower() for row in rows if row["why"] == "weather")


@lru_cache(maxsize=1)
def time_nouns() -> frozenset[str]:
    """The nouns of the writer's present of deictic-nouns.tsv ("week", "year", "time")."""
    return frozenset(words_of_kind("deictic-nouns.tsv", "time"))


@lru_cache(maxsize=1)
def clause_it_verbs() -> frozenset[str]:
    """Verbs whose subject "it" stands for a clause after them ("it emerged that"): clause-it-verbs.tsv."""
    return frozenset(row["verb"] for row in read_tsv("clause-it-verbs.tsv", ["verb"]))


@lru_cache(maxsize=1)
def deictic_nouns() -> frozenset[str]:
    """Nouns a demonstrative points with at the writer's present or the speaker's own place ("this week",
    "this country"), that make a connective ("for that reason"), or that name the happening the story
    tells ("this cowardly act"), which the event model links: deictic-nouns.tsv."""
    kinds = ("time", "place", "connective", "happening")
    return frozenset(word for kind in kinds for word in words_of_kind("deictic-nouns.tsv", kind))


@lru_cache(maxsize=1)
def _person_heads() -> frozenset[str]:
    """The nouns that name a person (``ages.person_nouns``) or a spokesman's role, joined once."""
    return person_nouns() | spokes_roles()
