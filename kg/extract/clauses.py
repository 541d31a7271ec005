"""Clause rules: subject-relation-object facts read off a spaCy dependency parse.

Each rule is a small function over tokens that names the grammatical pattern it reads. ``clause_facts``
takes a clause's subjects (``kg.extract.subjects``), builds its predicate side here - voice and auxiliaries
(``kg.extract.voice``) and verb words of the relation, an open complement folded in - from its objects and
complements (``kg.extract.objects``) and its prepositions and adjuncts (``kg.extract.prepositions``), and
returns ``Fact`` records holding token positions; ``kg.extract.triples`` turns them into the plain ``Triple``
dataclasses, adding attribution, negation and coreference. Only the extraction-stage modules (extract,
clauses, voice, subjects, objects, prepositions, phrases, nominal, attribution, coref, speakers,
redescription, quotes, triples, reports, spans) touch spaCy tokens.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .agent_conjuncts import with_agent_conjuncts
from .attachments import remark_end, remark_report
from .attribution import according_to, negates
from .complements import with_dative, with_object_complement, with_prepositional_complement
from .conjuncts import adjective_variants, next_subject_cut
from .facts import Arg, Fact
from .idioms import idiomatic_it
from .noun_complements import with_completing_phrase
from .objects import (
    adjective_xcomp,
    clause_object,
    completing_clause,
    manner_adverb,
    merged_xcomp,
    object_dep,
    object_of,
    open_complement,
    ranked_place,
    where_antecedent,
)
from .particles import copula_particle
from .phrases import phrase
from .prepositions import bound_preposition, light_verb_noun, modifiers, predicate_preposition, prep_arg
from .ranked_scopes import with_ranked_scope
from .state_complements import adjective_clause_end
from .subjects import SUBJECT_DEPS, find_subjects
from .subordinate_clauses import antecedent_arg, object_antecedent, relative_gap, relative_report
from .voice import aux_words, clause_voice, implied_be

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def is_predicate(tok: Token) -> bool:
    """True for a verb heading a clause, or a copula heading a verbless predicate ("X is head of Y")."""
    if tok.pos_ == "VERB":
        return tok.dep_ not in {"amod", "compound", "aux", "auxpass"}
    if tok.pos_ == "AUX" and tok.dep_ not in {"aux", "auxpass"}:
        return any(c.dep_ in SUBJECT_DEPS or c.dep_ in {"attr", "acomp"} for c in tok.children)
    # "Staff were only informed of ...", tagged as an adjective: a passive auxiliary and a subject
    # make it a verb whatever its part-of-speech tag says
    if tok.pos_ != "ADJ":
        return False
    deps = {c.dep_ for c in tok.children}
    return "auxpass" in deps and bool(deps & SUBJECT_DEPS)


@dataclass
class _Core:
    """The predicate side of a clause: relation words, objects and extra arguments of one verb."""

    rel: list[tuple[float, str]]
    lemma: list[str]
    objects: list[Token]
    clause_obj: Token | None
    args: list[tuple[str, Arg, str]]
    agent: Arg | None
    bound: str
    passive: bool
    negated: bool
    # the verb whose objects these are: the innermost folded open complement ("tried to wrap its head around
    # ..."), whose phrases complete them; None for the clause's own verb
    owner: Token | None = None


def _adjective_prefix(xcomp: Token) -> list[tuple[float, str]]:
    """Copula and adjective words that ``xcomp``'s relation starts with when it is folded into them.

    "were able to reinforce the hotel and defeat the attacks": the second infinitive is "were able to
    defeat" as much as the first one is "were able to reinforce".
    """
    adj = xcomp.head
    if xcomp.dep_ != "xcomp":
        return []
    merged = merged_xcomp(adj)
    if merged is not None and merged.i == xcomp.i and is_predicate(adj):
        # "will have to sell or merge thrifts": the second verb is "will have to merge"
        gov = adj
        words = [*aux_words(gov), (gov.i, gov.text)]
        return words + [(c.i, c.text) for c in gov.children if c.dep_ == "prt" and c.i < xcomp.i]
    if adj.dep_ != "acomp":
        return []
    folded = adjective_xcomp(adj.head, [adj])
    if folded is None or folded.i != xcomp.i:
        return []
    copula = adj.head
    words = [*aux_words(copula), (copula.i, copula.text)]
    words.extend((c.i, c.text) for c in adj.lefts if c.dep_ == "advmod" and c.left_edge.i == c.i)
    words.append((adj.i, adj.text))
    return words


def _purpose_governor(verb: Token, children: list[Token], how: str) -> tuple[Token, str]:
    """The verb whose purpose a to-infinitive states, with its lemma; ``verb`` and "" for any other verb."""
    if (
        verb.dep_ == "advcl"
        and how == "controller"
        and verb.tag_ == "VB"
        and any(c.dep_ == "aux" and c.tag_ == "TO" for c in children)
        and verb.head.pos_ == "VERB"
        and verb.head.i < verb.i
    ):
        # "left the post to become commander": a purpose is what the subject set out to do, not
        # what happened, so the relation keeps the verb it is the purpose of
        gov = verb.head
        return gov, gov.lemma_.lower()
    return verb, ""


def _purpose_words(verb: Token, gov: Token) -> list[tuple[float, str]]:
    """Auxiliaries and verb of the governor a purpose infinitive keeps in its relation ("left to become")."""
    return [*aux_words(gov), (gov.i, gov.text)] if gov.i != verb.i else []


def _shared_auxiliaries(verb: Token) -> list[tuple[float, str]]:
    """The auxiliaries a coordinated verb takes over from the first verb ("was killed and buried")."""
    shared = [
        c.text
        for c in verb.head.children
        if c.dep_ in {"aux", "auxpass"} and (verb.tag_ != "VB" or c.tag_ in {"MD", "TO"})
    ]
    rel = [(verb.i - 0.5 + k * 0.01, w) for k, w in enumerate(shared)]
    rel.extend(_adjective_prefix(verb.head))
    return rel


def _auxiliaries(verb: Token, headline: bool) -> list[tuple[float, str]]:
    """Auxiliaries of the relation: the verb's own, the headline passive's "be", or the first conjunct's."""
    rel: list[tuple[float, str]] = aux_words(verb)
    if headline:
        rel.append((verb.i - 0.5, "be"))
    if verb.dep_ == "conj" and not rel and verb.tag_ in {"VBN", "VBG", "VB"}:
        # "was killed and buried": a participle shares the auxiliaries of the first verb ("died" does not)
        rel = _shared_auxiliaries(verb)
    return rel


def _verb_words(
    verb: Token, children: list[Token], purpose: str
) -> tuple[list[tuple[float, str]], list[str]]:
    """The verb and its particles ("took over"): relation words, and the lemma after any purpose governor."""
    words: list[tuple[float, str]] = [(verb.i, verb.text)]
    lemma = [purpose, "to", verb.lemma_.lower()] if purpose else [verb.lemma_.lower()]
    for c in children:
        if c.dep_ == "prt" or copula_particle(verb, c):
            words.append((c.i, c.text))
            lemma.append(c.lower_)
    return words, lemma


def _without_words(verb: Token, how: str) -> list[tuple[float, str]]:
    """The "without" before a controlled gerund, which negates it ("left without paying the bill")."""
    if how == "controller" and verb.dep_ == "pcomp" and verb.head.lower_ == "without":
        # "left without paying the bill": the subject did not pay; the relation says so
        return [(verb.head.i, verb.head.text)]
    return []


def _negated(children: list[Token], gov: Token, purpose: str) -> bool:
    """A negation of the verb, or of the governor whose purpose the verb states."""
    # "did not leave to become ...": a negated governor negates its purpose as well
    return any(negates(c) for c in children) or (bool(purpose) and any(negates(c) for c in gov.children))


def _fold_open_complement(
    verb: Token,
    children: list[Token],
    xcomp: Token,
    adjective: Token | None,
    rel: list[tuple[float, str]],
    lemma: list[str],
    passive: bool,
    negated: bool,
) -> _Core:
    """An xcomp chain: the relation so far continued by its open complement's ("vowed to fight")."""
    if adjective is not None:
        # "was still unable to": the adjective's own adverbs go with it
        adverbs = [(c.i, c.text) for c in adjective.lefts if c.dep_ == "advmod" and c.left_edge.i == c.i]
        rel = [*rel, *adverbs, (adjective.i, adjective.text)]
        lemma = [*lemma, adjective.lemma_.lower()]
    inner = _core(xcomp, "controller")
    own_args, agent = modifiers(verb, children, passive)
    return _Core(
        rel=rel + inner.rel,
        lemma=[*lemma, "to", *inner.lemma],
        objects=inner.objects,
        clause_obj=inner.clause_obj,
        args=own_args[0] + inner.args + [prep_arg(p) for p in own_args[1]],
        agent=inner.agent or agent,
        bound=inner.bound,
        passive=passive if inner.agent is None else inner.passive,
        negated=negated or inner.negated,
        owner=inner.owner or xcomp,
    )


def _core(verb: Token, how: str) -> _Core:
    """Relation words, objects and arguments of ``verb``, read one grammatical pattern at a time."""
    children = list(verb.children)
    passive, headline = clause_voice(verb, children, how)
    gov, purpose = _purpose_governor(verb, children, how)
    rel = [*_purpose_words(verb, gov), *_auxiliaries(verb, headline)] or implied_be(verb, how, passive)
    verb_words, lemma = _verb_words(verb, children, purpose)
    without = _without_words(verb, how)
    rel += verb_words + without
    negated = _negated(children, gov, purpose) or bool(without)
    objects = object_of(verb, children)
    obj_dep = object_dep(children, objects)
    xcomp, adjective = open_complement(verb, objects, obj_dep)
    if xcomp is not None:
        return _fold_open_complement(verb, children, xcomp, adjective, rel, lemma, passive, negated)
    clause_obj = None if objects else clause_object(verb, children)
    (args, preps), agent = modifiers(verb, children, passive)
    rel, lemma, objects, preps = light_verb_noun(verb, obj_dep, rel, lemma, objects, preps)
    rel, lemma, objects, preps = idiomatic_it(verb, obj_dep, rel, lemma, objects, preps)
    rel, lemma, objects, preps = predicate_preposition(verb, obj_dep, rel, lemma, objects, preps)
    bound = ""
    if not objects and clause_obj is None and agent is None:
        # a place an intransitive verb ranks its subject at ("came third") before a bound preposition
        objects = ranked_place(verb, children)
        if not objects:
            bound, rel, lemma, objects, preps = bound_preposition(verb, children, rel, lemma, objects, preps)
    args.extend(prep_arg(p) for p in preps)
    # "are beginning to run low according to X": a source phrase completes nothing, so the adverb still does
    sources = sum(1 for p in preps if according_to(verb, [p]) is not None)
    if not objects and clause_obj is None and len(args) == sources and agent is None:
        args.extend(completing_clause(verb, children))
    if not objects and clause_obj is None and len(args) == sources and agent is None:
        objects = manner_adverb(verb, children)
    args = [*where_antecedent(verb, children), *args]
    return _Core(rel, lemma, objects, clause_obj, args, agent, bound, passive, negated)


_OBJECT_DROP = frozenset({"appos"})
_RULES = {
    "own": "svo",
    "shared": "conj-verb",
    "controller": "control",
    "relative": "relcl",
    "modified": "participle",
}
_BASE = {"own": 0.75, "shared": 0.75, "controller": 0.6, "relative": 0.62, "modified": 0.6}


def clause_facts(verb: Token) -> list[Fact]:
    """Facts of the clause headed by ``verb``, one per combination of conjoined subjects and objects."""
    merged = merged_xcomp(verb.head) if verb.dep_ == "xcomp" else None
    if merged is not None and merged.i == verb.i and is_predicate(verb.head):
        return []  # folded into the governing verb's relation
    adj = verb.head
    folded = adjective_xcomp(adj.head, [adj]) if verb.dep_ == "xcomp" and adj.dep_ == "acomp" else None
    if folded is not None and folded.i == verb.i:
        return []  # folded into the copula's relation ("was able to fix")
    subjects, how = find_subjects(verb)
    report = remark_report(verb)
    if report is not None:
        # "X told SANA that A, asserting that B": the remark is X's, not A's subject's
        subjects, how = find_subjects(report)[0], "controller"
    core = _core(verb, how)
    rule = _RULES.get(how, "svo") + ("-passive" if core.passive else "")
    base = _BASE.get(how, 0.4) + (0.04 if core.passive else 0.0)
    cut = verb.i if how in {"relative", "modified"} else -1
    subject_args: list[Arg | None] = [v for s in subjects for v in adjective_variants(phrase(s, cut=cut), s)]
    subject_args = subject_args or [None]
    complementizer = -1
    args = list(core.args)
    if core.clause_obj is not None:
        c = core.clause_obj
        start = c.left_edge.i
        # "contended that it was ...": the complementiser joins the relation in Open IE output
        if verb.doc[start].lower_ == "that" and verb.doc[start].dep_ == "mark" and start < c.i:
            complementizer = start
            start += 1
        # "made clear that ...": an adjective clause object runs on into the clause after it
        end = adjective_clause_end(verb, c, remark_end(verb, c))
        # "reported civilians had fled via the corridors but residents ... dismissed the reports": the next
        # clause's subject, coordinated into the reported clause, is not what was reported
        end = next_subject_cut(verb.doc, c.i, end, clause=c)
        # a comma the clause runs up to before its closing source ("... on Wednesday, local media reported")
        # is the sentence's, not the clause's
        while end - 1 > c.i and verb.doc[end - 1].text in {",", ";"}:
            end -= 1
        obj_args: list[Arg | None] = [Arg(start, end, c.i)]
    else:
        # objects keep their restrictive relative clause ("a plan that satisfies creditors")
        found: list[Arg] = []
        report = relative_report(verb)
        gap = relative_gap(verb) if report is not None else None
        for o in core.objects:
            if report is not None and gap is not None and o.i == gap.i:
                # "the weapons which the rebels said the army used": the reported clause's object is the
                # antecedent of the relative clause that reports it
                found.append(antecedent_arg(report))
            elif verb.dep_ == "relcl" and (
                o.tag_ in {"WDT", "WP"} or o.i == object_antecedent(verb).i != verb.head.i
            ):
                # the relative pronoun object of a folded complement stands for the antecedent
                found.append(antecedent_arg(verb))
            else:
                # "gimmicks she used": the antecedent object leaves out the clause that uses it
                cut = verb.i if verb.dep_ == "relcl" and o.i == verb.head.i else -1
                found.extend(adjective_variants(phrase(o, drop=_OBJECT_DROP, cut=cut, whole_places=True), o))
        owner = core.owner or verb
        found = with_object_complement(owner, found)
        found, args = with_prepositional_complement(owner, found, args)
        found, args = with_dative(owner, found, args)
        found, args = with_completing_phrase(owner, found, args)
        found, args = with_ranked_scope(owner, found, args)
        # a bare wh-word object ("who he is") names nothing
        named = [a for a in found if a.end - a.start > 1 or verb.doc[a.head].tag_ not in {"WP", "WDT"}]
        if found and not named:
            return []
        obj_args = [*named] or [None]
    pairs = [(s, o) for s in subject_args for o in obj_args]
    if len(subject_args) > 1 and len(obj_args) == 1 and _reciprocal(verb.doc, obj_args[0]):
        # "The opposition and the government blamed each other": each blamed the other, and neither
        # "blamed each other" alone. Of three or more ("rebels, jihadists and the army fight each other")
        # who did it to whom is not said, so no statement is made of any one of them
        pairs = []
        if len(subject_args) == 2:
            first, second = subject_args
            pairs = [(first, second), (second, first)]
    facts = [
        Fact(
            verb=verb.i,
            subject=s,
            rel=sorted(core.rel),
            lemma=core.lemma,
            obj=o,
            args=list(args),
            negated=core.negated,
            passive=core.passive,
            agent=core.agent,
            bound_prep=core.bound,
            rule=rule,
            confidence=base,
            quoted_clause=core.clause_obj is not None,
            complementizer=complementizer,
        )
        for s, o in pairs
    ]
    return with_agent_conjuncts(verb.doc, facts)


def _reciprocal(doc: Doc, obj: Arg | None) -> bool:
    """True for an object that is "each other" or "one another" and nothing more."""
    return obj is not None and [t.lower_ for t in doc[obj.start : obj.end]] in (
        ["each", "other"],
        ["one", "another"],
    )
