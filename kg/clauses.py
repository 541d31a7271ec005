"""Clause rules: subject-relation-object facts read off a spaCy dependency parse.

Each rule is a small function over tokens that names the grammatical pattern it reads. Rules return
``Fact`` records holding token positions; ``kg.extract`` turns them into the plain ``Triple``
dataclasses, adding attribution, negation and coreference. This module and ``kg.extract`` are the only
places that touch spaCy tokens.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .attribution import CLAIM_NOUNS, HYPOTHETICAL_MARKS, is_negative_nominal, negates

if TYPE_CHECKING:
    from spacy.tokens import Span as SpacySpan
    from spacy.tokens import Token

# Subjects of a clause, active and passive.
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})
PASSIVE_DEPS = frozenset({"nsubjpass", "csubjpass", "auxpass"})
# Direct complements that become the object: direct object, predicate nominal or adjective, object
# predicate ("named him chief"), and open clausal complement of a copula-like verb.
OBJECT_DEPS = ("dobj", "attr", "acomp", "oprd")
# Verbal dependents that start a clause of their own, with its own facts.
CLAUSE_DEPS = frozenset({"ccomp", "advcl", "relcl", "acl", "xcomp", "conj", "parataxis", "pcomp", "csubj"})
# Modifiers left out of an argument phrase because they get their own facts (relative clauses,
# appositions, non-restrictive participles) or only pad it (punctuation).
SPLIT_OFF_DEPS = frozenset({"relcl", "appos"})
# Temporal or adverbial noun phrases attached straight to the verb ("killed Wednesday").
TIME_DEPS = frozenset({"npadvmod", "tmod"})
# Light verbs whose bare object noun carries the meaning: "took credit for", "paid tribute to".
LIGHT_VERBS = frozenset({"take", "make", "give", "pay", "claim", "have", "launch", "carry", "offer"})
RELATIVE_PRONOUNS = frozenset({"who", "which", "that", "whom"})


@dataclass
class Arg:
    """A contiguous stretch of tokens ``[start, end)`` with its syntactic head."""

    start: int
    end: int
    head: int


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


def phrase(tok: Token, drop: frozenset[str] = SPLIT_OFF_DEPS, split_conj: bool = True) -> Arg:
    """The phrase headed by ``tok``: its subtree, less right-hand relative clauses, appositions and conjuncts."""
    start, end = tok.left_edge.i, tok.right_edge.i + 1
    for child in tok.rights:
        if child.dep_ in drop or (split_conj and child.dep_ in {"conj", "cc"}):
            end = min(end, child.left_edge.i)
        elif child.dep_ == "punct" and child.i > tok.i and child.text in {",", ";", ":", "--", "-"}:
            # a comma right after the head usually opens an apposition or a parenthetical
            if any(c.dep_ in drop or c.dep_ in {"conj", "cc"} for c in tok.rights if c.i > child.i):
                end = min(end, child.i)
    doc = tok.doc
    # never let the phrase end on punctuation or a dangling conjunction
    while end - 1 > tok.i and (doc[end - 1].is_punct or doc[end - 1].dep_ == "cc"):
        end -= 1
    while start < tok.i and doc[start].is_punct and doc[start].text not in {"``", '"', "`", "$"}:
        start += 1
    return Arg(start, end, tok.i)


def conjuncts(tok: Token) -> list[Token]:
    """``tok`` and the nominal conjuncts coordinated with it ("Hamas and Hezbollah")."""
    out = [tok]
    for c in tok.conjuncts:
        if c.i > tok.i and c.pos_ in {"NOUN", "PROPN", "PRON", "NUM", "ADJ"}:
            out.append(c)
    return out


def _aux_words(verb: Token) -> list[tuple[float, str]]:
    return [(c.i, c.text) for c in verb.children if c.dep_ in {"aux", "auxpass"} or negates(c)]


def is_predicate(tok: Token) -> bool:
    """True for a verb heading a clause, or a copula heading a verbless predicate ("X is head of Y")."""
    if tok.pos_ == "VERB":
        return tok.dep_ not in {"amod", "compound", "aux", "auxpass"}
    if tok.pos_ == "AUX" and tok.dep_ not in {"aux", "auxpass"}:
        return any(c.dep_ in SUBJECT_DEPS or c.dep_ in {"attr", "acomp"} for c in tok.children)
    return False


def find_subjects(verb: Token) -> tuple[list[Token], str]:
    """Subject heads of ``verb`` and how they were found: own, shared by a coordinated verb, controller, antecedent."""
    own = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if own:
        subj = own[0]
        if subj.tag_ in {"WDT", "WP"} or (subj.lower_ == "that" and verb.dep_ == "relcl"):
            if verb.dep_ == "relcl":
                return conjuncts(verb.head), "relative"
            return [], ""
        return conjuncts(subj), "own"
    dep = verb.dep_
    if dep == "conj" and verb.head.pos_ in {"VERB", "AUX"}:
        subjects, how = find_subjects(verb.head)
        return subjects, ("shared" if how == "own" else how)
    if dep == "xcomp":
        # object control ("urged them to leave") else subject control ("vowed to fight")
        objs = [c for c in verb.head.children if c.dep_ in {"dobj", "dative"} and c.i < verb.i]
        if objs:
            return conjuncts(objs[0]), "controller"
        subjects, _ = find_subjects(verb.head)
        return subjects, "controller"
    if dep == "acl" and verb.tag_ in {"VBG", "VBN"} and verb.head.pos_ in {"NOUN", "PROPN"}:
        return [verb.head], "modified"
    if dep == "advcl" and verb.tag_ == "VBG" and not any(c.dep_ == "mark" for c in verb.children):
        subjects, _ = find_subjects(verb.head)
        return subjects, "controller"
    return [], ""


def _relative_object(verb: Token) -> Token | None:
    """The antecedent that a relative clause's missing object refers to ("attacks that IS carried out")."""
    if verb.dep_ != "relcl":
        return None
    for c in verb.children:
        if c.dep_ in {"dobj", "pobj"} and c.lower_ in RELATIVE_PRONOUNS:
            return verb.head
    if any(c.dep_ in SUBJECT_DEPS and c.lower_ not in RELATIVE_PRONOUNS for c in verb.children):
        if not any(c.dep_ in {"dobj", "attr", "ccomp"} for c in verb.children):
            return verb.head
    return None


def clause_facts(verb: Token) -> list[Fact]:
    """Facts of the clause headed by ``verb``, one per combination of conjoined subjects and objects."""
    subjects, how = find_subjects(verb)
    children = list(verb.children)
    passive = any(c.dep_ in PASSIVE_DEPS for c in children) or (how == "modified" and verb.tag_ == "VBN")
    if verb.dep_ == "conj" and not passive and not any(c.dep_ in SUBJECT_DEPS for c in children):
        passive = any(c.dep_ == "auxpass" for c in verb.head.children) and verb.tag_ == "VBN"
    rel: list[tuple[float, str]] = _aux_words(verb)
    if verb.dep_ == "conj" and not rel:
        # "was killed and buried": the second verb shares the auxiliaries of the first
        shared = [c.text for c in verb.head.children if c.dep_ in {"aux", "auxpass"}]
        rel = [(verb.i - 0.5 + k * 0.01, w) for k, w in enumerate(shared)]
    if how == "modified" and passive:
        rel = [(verb.i - 0.5, "be")]
    rel.append((verb.i, verb.text))
    lemma = [verb.lemma_.lower()]
    for c in children:
        if c.dep_ == "prt":
            rel.append((c.i, c.text))
            lemma.append(c.lower_)
    negated = any(negates(c) for c in children)
    objects: list[Token] = []
    obj_dep = ""
    for dep in OBJECT_DEPS:
        found = [c for c in children if c.dep_ == dep]
        if found:
            objects, obj_dep = conjuncts(found[0]), dep
            break
    rel_obj = _relative_object(verb)
    if not objects and rel_obj is not None:
        objects, obj_dep = [rel_obj], "relative"
    if not objects:
        # right-node raising: "confirmed or denied involvement" shares the last verb's object
        for c in children:
            if c.dep_ == "conj" and c.pos_ == "VERB" and not any(g.dep_ in SUBJECT_DEPS for g in c.children):
                shared = [g for g in c.children if g.dep_ == "dobj"]
                if shared and c.i == verb.i + 2:
                    objects, obj_dep = conjuncts(shared[0]), "dobj"
    clause_obj: Token | None = None
    if not objects:
        for c in children:
            if c.dep_ in {"ccomp", "xcomp"} and c.i > verb.i:
                clause_obj = c
                break
    dative = [c for c in children if c.dep_ == "dative" and c.pos_ in {"NOUN", "PROPN", "PRON"}]
    args: list[tuple[str, Arg, str]] = []
    agent: Arg | None = None
    preps: list[Token] = []
    for c in children:
        if c.dep_ in {"prep", "agent"}:
            pobj = next((g for g in c.children if g.dep_ in {"pobj", "pcomp"}), None)
            if pobj is None:
                continue
            if c.dep_ == "agent" or (passive and c.lower_ == "by" and pobj.dep_ == "pobj"):
                agent = phrase(pobj)
                continue
            preps.append(c)
        elif c.dep_ in TIME_DEPS and c.pos_ in {"NOUN", "PROPN", "NUM"}:
            args.append(("", phrase(c), "time"))
    for d in dative:
        args.append(("", phrase(d), "dative"))
    # light verb: "took credit for the explosions" -> relation "took credit for"
    if objects and obj_dep == "dobj" and verb.lemma_ in LIGHT_VERBS and len(objects) == 1:
        noun = objects[0]
        if not any(g.dep_ in {"det", "poss", "nummod", "amod", "compound"} for g in noun.children):
            noun_preps = [g for g in noun.children if g.dep_ == "prep"]
            if noun_preps or preps:
                rel.append((noun.i, noun.text))
                lemma.append(noun.lemma_.lower())
                if noun_preps:
                    preps = noun_preps + preps
                objects = []
    bound = ""
    if not objects and clause_obj is None and preps and agent is None:
        first = preps[0]
        pobj = next(g for g in first.children if g.dep_ in {"pobj", "pcomp"})
        bound = first.lower_
        rel.append((first.i, first.text))
        lemma.append(bound)
        objects, obj_dep = conjuncts(pobj), "pobj"
        preps = preps[1:]
    for p in preps:
        pobj = next(g for g in p.children if g.dep_ in {"pobj", "pcomp"})
        args.append((p.text, phrase(pobj), "prep"))
    rule = {
        "own": "svo",
        "shared": "conj-verb",
        "controller": "control",
        "relative": "relcl",
        "modified": "participle",
    }.get(how, "svo")
    if passive:
        rule += "-passive"
    base = {"own": 0.8, "shared": 0.7, "controller": 0.55, "relative": 0.65, "modified": 0.5}.get(how, 0.4)
    facts: list[Fact] = []
    subject_args = [phrase(s) for s in subjects] or [None]
    if clause_obj is not None:
        obj_args: list[Arg | None] = [Arg(clause_obj.left_edge.i, clause_obj.right_edge.i + 1, clause_obj.i)]
    else:
        obj_args = [phrase(o) for o in objects] or [None]
    for s in subject_args:
        for o in obj_args:
            facts.append(
                Fact(
                    verb=verb.i,
                    subject=s,
                    rel=sorted(rel),
                    lemma=lemma,
                    obj=o,
                    args=list(args),
                    negated=negated,
                    passive=passive,
                    agent=agent,
                    bound_prep=bound,
                    rule=rule,
                    confidence=base,
                    quoted_clause=clause_obj is not None,
                )
            )
    return facts


def appositive_facts(sent: SpacySpan) -> list[Fact]:
    """ "Rahman Jalali, the deputy governor of Kerman province" -> Rahman Jalali / be / the deputy governor ..."""
    facts = []
    for tok in sent:
        if tok.dep_ == "appos" and tok.head.pos_ in {"PROPN", "NOUN"} and tok.pos_ in {"NOUN", "PROPN"}:
            head = tok.head
            subj = phrase(head)
            obj = phrase(tok)
            if obj.start <= subj.end - 1:
                continue
            facts.append(
                Fact(
                    verb=tok.i,
                    subject=subj,
                    rel=[(tok.i - 0.5, "be")],
                    lemma=["be"],
                    obj=obj,
                    rule="appos",
                    confidence=0.6,
                )
            )
    return facts


def is_hypothetical(verb: Token) -> bool:
    """True when the clause is a condition or concession ("if ...", "although ..."), not an assertion."""
    return any(c.dep_ == "mark" and c.lower_ in HYPOTHETICAL_MARKS for c in verb.children)


def is_claim_complement(verb: Token) -> bool:
    """True when the clause completes a claim noun ("the suggestion that Israel was behind it")."""
    head = verb.head
    return (
        verb.dep_ in {"acl", "ccomp", "relcl"} and head.pos_ == "NOUN" and head.lemma_.lower() in CLAIM_NOUNS
    )


def negative_subject(fact: Fact, doc) -> bool:
    """True when the subject denies existence ("nobody", "no group")."""
    return fact.subject is not None and is_negative_nominal(doc[fact.subject.head])
