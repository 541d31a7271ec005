"""Clause rules: subject-relation-object facts read off a spaCy dependency parse.

Each rule is a small function over tokens that names the grammatical pattern it reads. Rules return
``Fact`` records holding token positions; ``kg.extract.triples`` turns them into the plain ``Triple``
dataclasses, adding attribution, negation and coreference. Only the extraction-stage modules (extract,
clauses, phrases, nominal, attribution, coref, speakers, redescription, quotes) touch spaCy tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..errors import KGError
from ..resources import read_tsv
from .attribution import SPEECH_LEMMAS, is_speech_verb, negates
from .phrases import (
    FINITE,
    PASSIVE_DEPS,
    Arg,
    Fact,
    adjective_variants,
    conjuncts,
    phrase,
    result_governor,
    result_participle,
    stacked_relative,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

# Subjects of a clause, active and passive.
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})
# Direct complements that become the object: direct object, predicate nominal or adjective, object
# predicate ("named him chief"), and open clausal complement of a copula-like verb.
OBJECT_DEPS = ("dobj", "attr", "acomp", "oprd")
# Verbal dependents that start a clause of their own, with its own facts.
# Temporal or adverbial noun phrases attached straight to the verb ("killed Wednesday").
TIME_DEPS = frozenset({"npadvmod", "tmod"})
# Light verbs whose bare object noun carries the meaning: "took credit for", "paid tribute to".
LIGHT_VERBS = frozenset({"take", "make", "give", "pay", "claim", "have"})
# Verbs whose clause object may come first: "the blasts were terrorism, he said".
SPEECH_OBJECT_LEMMAS = SPEECH_LEMMAS
# Prepositions that make a predicate noun relational ("head of", "heir to"), unlike "cars with ...".
RELATIONAL_PREPS = frozenset({"of", "to", "for", "on", "in"})
RELATIVE_PRONOUNS = frozenset({"who", "which", "that", "whom"})
_NAME_LABELS = frozenset({"GPE", "LOC", "FAC", "ORG", "NORP", "PERSON"})


def _aux_words(verb: Token) -> list[tuple[float, str]]:
    # auxiliaries, negation and adverbs wedged between them and the verb ("has also noted")
    words: list[tuple[float, str]] = []
    adverbs: list[Token] = []
    subj = -1
    for c in verb.children:
        dep = c.dep_
        if dep in {"aux", "auxpass"} or negates(c):
            words.append((c.i, c.text))
        elif dep in SUBJECT_DEPS and c.i < verb.i:
            subj = max(subj, c.i)
        elif dep == "advmod" and c.i < verb.i:
            adverbs.append(c)
    first = min((i for i, _ in words), default=verb.i)
    for c in adverbs:
        if subj < c.i and c.i >= first - 1 and c.left_edge.i == c.right_edge.i:
            words.append((c.i, c.text))
    return words


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


def relative_speaker(verb: Token) -> Token | None:
    """The speaker of a speech verb in a relative clause the parser gave two subjects, the relative
    pronoun first ("the attack which it claimed targeted ...", "the soldiers who the officer said
    fired"): the speaker is the one next to the verb and the pronoun belongs to the report."""
    if verb.lemma_ not in SPEECH_LEMMAS or verb.dep_ != "relcl":
        return None
    own = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if len(own) < 2 or own[-1].i > verb.i or own[0].tag_ not in {"WDT", "WP"}:
        return None
    return own[-1]


def stranded_subject(clause: Token) -> Token | None:
    """The subject the parser made the object of the verb before a that-less clause, or None.

    In "the survey found more adults over 40 are buying bicycles" the parse gives "found" the object
    "more adults" and hangs "are buying" on "found" with no subject; a clause that opens on a finite
    auxiliary right after an object (no comma, conjunction or subordinator between) is the verb's
    object clause, and the object its subject. "found | more adults" is then a fragment of it.
    Only after a verb of speech or thought (found, warned, told ...): in a headline run into its
    next line ("Army kills dozens of terrorists ... SANA reporter did not give more details") the
    clause is another sentence, and "kills | dozens of terrorists" is true as it stands.
    """
    if not is_speech_verb(clause.head):
        return None
    return _stranded_object(clause)


def _stranded_object(clause: Token) -> Token | None:
    """The object right before a that-less clause that opens on a finite auxiliary with no subject
    (see ``stranded_subject``), whatever the verb it hangs on; None for any other clause."""
    if clause.dep_ not in {"ccomp", "advcl"}:
        return None
    first = clause.left_edge
    if first.head.i != clause.i or first.dep_ not in {"aux", "auxpass"} or first.tag_ not in FINITE:
        return None
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in {"expl", "mark"} for c in clause.children):
        return None
    doc = clause.doc
    obj = next((c for c in clause.head.children if c.dep_ == "dobj" and c.i < first.i), None)
    if obj is None or any(t.is_punct or t.dep_ == "cc" for t in doc[obj.i : first.i]):
        return None
    if any(_name_word(t) for t in obj.lefts):
        # "told the BBC progress had been made", "told SANA terrorists had fired": a name glued before
        # the noun is the addressee the parser fused into it (as a compound, or as an adjective when
        # it is not recognised), and "the BBC progress" is no subject
        return None
    return obj


def _name_word(tok: Token) -> bool:
    """True for a proper name modifying a noun, tagged or not ("SANA" is read as an adjective)."""
    if tok.dep_ not in {"compound", "amod", "nmod"}:
        return False
    capitalised = tok.text[:1].isupper() and not tok.is_sent_start
    return bool(tok.ent_type_) or tok.pos_ == "PROPN" or capitalised


def _inverted_so(verb: Token) -> bool:
    """True for an inverted "so is X" / "neither did Y": the parse gives the auxiliary no subject and
    makes X its object, and borrowing the first clause's subject states "A | be | X". X is the
    subject and what it is or did is the first clause's predicate, which no one statement says."""
    if verb.lemma_ not in {"be", "do", "have"} or verb.i == 0:
        return False
    before = verb.doc[verb.i - 1]
    return before.lower_ in {"so", "neither", "nor"} and before.head.i == verb.i


def find_subjects(verb: Token) -> tuple[list[Token], str]:
    """Subject heads of ``verb`` and how they were found: own, shared, controller or antecedent."""
    own = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if own:
        subj = own[0]
        if len(own) > 1 and verb.lemma_ in SPEECH_LEMMAS and own[-1].i < verb.i:
            # a speech verb given two subjects is one whose report the parse folded into the first:
            # after a relative pronoun ("the attack which it claimed targeted ...") the speaker is the
            # one next to the verb; after a clause ("All the information ... is responsible Fabius
            # said") the parser also glues the clause's last words to the speaker ("responsible
            # Dupont"), so the verb is left without a subject
            if relative_speaker(verb) is not None:
                subj = own[-1]
            elif any(t.pos_ in {"VERB", "AUX"} for t in subj.subtree):
                return [], ""
        if subj.tag_ in {"WDT", "WP"} or (subj.lower_ == "that" and verb.dep_ == "relcl"):
            if verb.dep_ == "relcl":
                if subj.lower_ == "which" and _reported_subject(verb.head):
                    return [], ""  # ", which was confirmed by ..." after a speaker refers to the statement
                antecedent = verb.head
                if stacked_relative(verb):
                    return [], ""
                if antecedent.dep_ == "attr" and antecedent.head.lemma_ == "be":
                    # "X is a footballer who plays ...": the footballer who plays is X
                    copula_subjects, _ = find_subjects(antecedent.head)
                    if copula_subjects:
                        return copula_subjects, "relative"
                return conjuncts(antecedent), "relative"
            return [], ""
        opening = _subject_opening(verb, subj)
        if opening:
            return opening, "own"
        return conjuncts(subj), "own"
    if any(c.dep_ == "expl" for c in verb.children):
        # "there were lots of exclusions": an existential clause says what exists, and borrowing the
        # subject of the clause before it ("... was expensive and there were ...") makes nonsense
        return [], ""
    if _inverted_so(verb):
        return [], ""
    stranded = _stranded_object(verb)
    if stranded is not None:
        # after a verb of speech or thought the object is the clause's subject (``stranded_subject``);
        # after any other ("Army kills dozens of terrorists ... SANA reporter did not give more
        # details") a headline ran into the next sentence, whose subject is lost in the words before it
        return (conjuncts(stranded), "own") if is_speech_verb(verb.head) else ([], "")
    dep = verb.dep_
    # "He showed up with a level, carefully measured every surface": the parser sometimes leaves a
    # comma-coordinated finite verb as an unlabelled dependent; it shares the first verb's subject
    loose = (
        dep == "dep"
        and verb.tag_ in {"VBD", "VBZ", "VBP", "VBN"}
        and verb.i > verb.head.i
        and any(c.dep_ == "punct" and verb.head.i < c.i < verb.i for c in verb.head.children)
    )
    if (dep == "conj" or loose) and verb.head.pos_ in {"VERB", "AUX"} and _coordinated(verb):
        subjects, how = find_subjects(verb.head)
        return subjects, ("shared" if how == "own" else how)
    if dep == "xcomp":
        if verb.tag_ in {"VBP", "VBZ", "VBD"} and verb.head.lemma_ in SPEECH_LEMMAS:
            # "ships that they claim have connections": a finite clause misread as a complement, whose
            # subject is a gap the parse does not show
            return [], ""
        if relative_speaker(verb.head) is not None:
            # "The soldiers who the officer said fired first": the relative pronoun is the gap of the
            # complement, so its subject is the antecedent, not the speaker (who the report is by)
            return conjuncts(verb.head.head), "relative"
        # object control ("urged them to leave") else subject control ("vowed to fight")
        objs = [c for c in verb.head.children if c.dep_ in {"dobj", "dative"} and c.i < verb.i]
        if objs:
            return conjuncts(objs[0]), "controller"
        head = verb.head
        if head.dep_ == "acomp" and head.pos_ == "ADJ":
            # "were able to fix": the adjective's infinitive is done by the copula's subject, unless
            # the copula is negated ("is n't likely to meet")
            head = head.head
            if any(negates(c) for c in head.children):
                return [], ""
        subjects, _ = find_subjects(head)
        return subjects, "controller"
    if (
        dep in {"acl", "relcl"}
        and verb.tag_ == "VB"
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
        and verb.head.dep_ == "attr"
        and verb.head.head.lemma_ in {"be", "become"}
    ):
        # "KOMO became the first station to broadcast in stereo": the infinitive tells what the
        # copula's subject did
        subjects, _ = find_subjects(verb.head.head)
        return subjects, "relative"
    if result_participle(verb):
        result_of = result_governor(verb.head)
        if result_of is not None:
            # "fired shells on the neighbourhoods in the city claiming eight lives": a participle of
            # harm after a place or target phrase tells what the clause's act did, not what the
            # place did; without a comma the parser hangs it on the nearest noun
            subjects, _ = find_subjects(result_of)
            return subjects, "controller"
    if dep == "acl" and verb.tag_ in {"VBG", "VBN"} and verb.head.pos_ in {"NOUN", "PROPN"}:
        # the participle must follow its noun phrase closely: one hung on a noun far to its left
        # ("the entrance to the Red Sea, one of ..., the militia, backed by Iran") is a misparse
        if verb.left_edge.i - phrase(verb.head, cut=verb.i).end > 1 or verb.i - verb.head.i > 10:
            return [], ""
        if verb.head.dep_ == "attr" and verb.head.head.lemma_ == "be":
            # "X is a think tank founded in 2005": what was founded is X, as with a relative clause
            copula_subjects, _ = find_subjects(verb.head.head)
            if copula_subjects:
                return copula_subjects, "modified"
        return [verb.head], "modified"
    if (
        dep == "pcomp"
        # "after returning", and the passive "before being appointed"
        and (verb.tag_ == "VBG" or any(c.dep_ == "auxpass" and c.tag_ == "VBG" for c in verb.children))
        and verb.head.dep_ == "prep"
        and verb.head.head.pos_ in {"VERB", "AUX"}
        and verb.head.lower_ in _GERUND_PREPS
        and not _modal_or_negated(verb.head.head)
        and not any(c.dep_ in PASSIVE_DEPS for c in verb.head.head.children)
    ):
        # "He became ... after returning from rugby union": the gerund's subject is the clause's
        subjects, _ = find_subjects(verb.head.head)
        return subjects, "controller"
    if dep == "advcl" and not any(
        c.dep_ in {"mark", "advmod"} and c.tag_ in {"IN", "WRB"} for c in verb.children
    ):
        head = verb.head
        if verb.tag_ in {"VBD", "VBP", "VBZ"}:
            # a finite verb has a subject of its own: one hung on the clause without it is a misparse
            # of a participle or a noun ("the airfield in Ash Shairat located 40 km from Homs", "the
            # Six Nations clash against Scotland"), whose subject is not the clause's
            return [], ""
        if (
            verb.tag_ == "VBG"
            and head.dep_ in {"relcl", "ccomp"}
            and any(c.dep_ in PASSIVE_DEPS for c in head.children)
        ):
            # "strikes on the airfield from which the attack was launched declaring he acted": a
            # participle after an embedded passive more often belongs to a clause further up, and
            # the passive's subject (the attack) did not declare anything
            return [], ""
        subjects, _ = find_subjects(head)
        return subjects, "controller"
    if dep == "advcl" and verb.tag_ in {"VBG", "VBN"} and _subordinator(verb, reduced=True):
        # "when staying in New York, the pair developed ...": a participle clause after a subordinator
        # has no subject of its own; it is the main clause's
        subjects, _ = find_subjects(verb.head)
        return subjects, "controller"
    return [], ""


# Prepositions whose gerund is something the clause's subject does ("won by cheating", "in doing so"),
# or with "without" does not do (a negated fact); "from", "instead of" deny it less plainly and "for",
# "on" may only intend it, so they are left out.
_GERUND_PREPS = frozenset({"after", "before", "while", "since", "upon", "by", "in", "through", "without"})


def _modal_or_negated(verb: Token) -> bool:
    """True for a clause under a modal or a negation, whose manner adjuncts did not happen either."""
    return any(negates(c) or (c.dep_ == "aux" and c.tag_ == "MD") for c in verb.children)


def _reported_subject(tok: Token) -> bool:
    return tok.dep_ in SUBJECT_DEPS and tok.head.lemma_ in SPEECH_LEMMAS


def _coordinated(verb: Token) -> bool:
    """True when a conjunction or comma of the first verb stands between it and ``verb``.

    A "conj" arc without one is usually a misparse of a clause with a subject of its own.
    """
    head = verb.head
    return any(c.dep_ in {"cc", "punct"} and head.i < c.i < verb.i for c in head.children)


def _relative_object(verb: Token) -> Token | None:
    """The antecedent that a relative clause's missing object refers to ("attacks that IS carried out")."""
    if verb.dep_ != "relcl" or any(c.lower_ in {"where", "when", "why"} for c in verb.children):
        return None
    for c in verb.children:
        if c.dep_ in {"dobj", "pobj"} and c.lower_ in RELATIVE_PRONOUNS:
            return object_antecedent(verb)
        if c.dep_ == "prep" and any(g.dep_ == "pobj" and g.lower_ in RELATIVE_PRONOUNS for g in c.children):
            # "the airfield from which the attack was launched": the antecedent fills the preposition
            # (an argument of its own), not the object
            return None
    own_subject = any(c.dep_ in SUBJECT_DEPS and c.lower_ not in RELATIVE_PRONOUNS for c in verb.children)
    if own_subject and not any(c.dep_ in {"dobj", "attr", "ccomp", "xcomp", "mark"} for c in verb.children):
        return object_antecedent(verb)
    return None


def _opens_next_clause(verb: Token, conj: Token) -> bool:
    """True for an object conjunct that is the first words of the next clause's subject.

    In "said A and B were the likely bidders and an offer of 950p a share would be fair" the parser
    coordinates "an offer" with "bidders" and makes "a share" the subject of "would be"; a conjunct
    followed at once by the subject of a verb coordinated with ``verb``, with no conjunction or
    comma between, is that subject's opening, so "B | be | an offer" would be nonsense.
    """
    after = conj.right_edge.i + 1
    return any(
        v2.dep_ == "conj"
        and v2.i > after
        and any(c.dep_ in SUBJECT_DEPS and c.left_edge.i == after for c in v2.children)
        for v2 in verb.children
    )


def _subject_opening(verb: Token, subj: Token) -> list[Token]:
    """The object conjuncts of the verb before that open ``subj``'s phrase ("an offer of 950p" of "an
    offer of 950p a share would be fair"), see ``_opens_next_clause``; empty when there are none.

    The first such conjunct and every one after it: in "had a solid game and Jason Robinson and Josh
    Lewsey both did nothing wrong" both names are the subject."""
    head = verb.head
    if verb.dep_ != "conj" or subj.left_edge.i == 0 or head.i > subj.i:
        return []
    before = verb.doc[subj.left_edge.i - 1]
    for obj in head.children:
        if obj.dep_ in OBJECT_DEPS:
            listed = conjuncts(obj)
            for k, c in enumerate(listed):
                if k and c.right_edge.i == before.i and _opens_next_clause(head, c):
                    return listed[k:]
    return []


def object_antecedent(verb: Token) -> Token:
    """The noun an object relative clause is about, past a name the parser hung it on.

    In "Israel's war on Hamas terrorists in Gaza, which it launched", the parser attaches the clause to
    the nearest name, Gaza; a name at the end of a prepositional modifier is rarely what "which" stands
    for, so the antecedent is the head of the whole noun phrase (war).
    """
    ant = verb.head
    if not (ant.pos_ == "PROPN" or ant.ent_type_ in _NAME_LABELS) or ant.dep_ != "pobj":
        return ant
    while ant.dep_ == "pobj" and ant.head.dep_ == "prep" and ant.head.head.pos_ in {"NOUN", "PROPN"}:
        ant = ant.head.head
    return ant


def antecedent_arg(verb: Token) -> Arg:
    """Phrase of an object relative clause's antecedent, ending before the clause itself."""
    ant = object_antecedent(verb)
    arg = phrase(ant, cut=verb.i)
    if ant.i == verb.head.i:
        return arg
    doc = verb.doc
    end = min(arg.end, verb.left_edge.i)
    while end - 1 > ant.i and doc[end - 1].is_punct:
        end -= 1
    return Arg(arg.start, end, ant.i)


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


_COMPLEMENT_DEPS = frozenset({*OBJECT_DEPS, "prep", "agent", "ccomp", "xcomp", "dative"})


def _merged_xcomp(verb: Token) -> Token | None:
    """The open complement folded into ``verb``'s relation ("vowed to fight", "are expected to rise")."""
    if any(c.dep_ in OBJECT_DEPS or c.dep_ == "dative" for c in verb.children):
        return None
    xcomp = next(
        (c for c in verb.children if c.dep_ == "xcomp" and c.i > verb.i and c.pos_ in {"VERB", "AUX"}), None
    )
    # "begins to behave strangely" has nothing to fold: the complement clause is the object instead;
    # "has to sell or merge thrifts" shares the second verb's object
    if xcomp is None or not (
        any(c.dep_ in _COMPLEMENT_DEPS for c in xcomp.children) or _object_of(xcomp, list(xcomp.children))
    ):
        return None
    # a bare verb after "claim", "say" is a that-less clause the parser misread as a complement
    if (
        xcomp.tag_ in {"VB", "VBP", "VBZ", "VBD"}
        and not any(c.tag_ == "TO" for c in xcomp.children)
        and verb.lemma_ in SPEECH_LEMMAS
    ):
        return None
    return xcomp


def _adjective_xcomp(verb: Token, objects: list[Token]) -> Token | None:
    """The infinitive after a copula's adjective ("was able to fix the car", "is eager to sell it").

    The adjective only says how the subject stands towards doing something, so adjective and infinitive
    form one relation and the infinitive's object is the object; an infinitive without complements
    ("is hard to find") and an adjective with complements of its own stay as they are.
    """
    if len(objects) != 1 or verb.lemma_ not in {"be", "become", "seem", "remain"}:
        return None
    adj = objects[0]
    if adj.dep_ != "acomp" or adj.pos_ != "ADJ" or adj.head.i != verb.i:
        return None
    if any(c.lower_ in {"too", "enough", "so"} for c in adj.children):
        return None  # "too early to say" denies what the infinitive says; it stays an adjective phrase
    kids = list(adj.children)
    xcomp = next((c for c in kids if c.dep_ == "xcomp" and c.i > adj.i and c.pos_ in {"VERB", "AUX"}), None)
    if xcomp is None or any(c.dep_ in {"prep", "conj", "ccomp"} and c.i < xcomp.i for c in kids):
        return None
    if not any(c.dep_ == "aux" and c.tag_ == "TO" for c in xcomp.children):
        return None
    if not any(c.dep_ in _COMPLEMENT_DEPS for c in xcomp.children):
        return None
    return xcomp


def _adjective_prefix(xcomp: Token) -> list[tuple[float, str]]:
    """Copula and adjective words that ``xcomp``'s relation starts with when it is folded into them.

    "were able to reinforce the hotel and defeat the attacks": the second infinitive is "were able to
    defeat" as much as the first one is "were able to reinforce".
    """
    adj = xcomp.head
    if xcomp.dep_ != "xcomp":
        return []
    merged = _merged_xcomp(adj)
    if merged is not None and merged.i == xcomp.i and is_predicate(adj):
        # "will have to sell or merge thrifts": the second verb is "will have to merge"
        gov = adj
        words = [*_aux_words(gov), (gov.i, gov.text)]
        return words + [(c.i, c.text) for c in gov.children if c.dep_ == "prt" and c.i < xcomp.i]
    if adj.dep_ != "acomp":
        return []
    folded = _adjective_xcomp(adj.head, [adj])
    if folded is None or folded.i != xcomp.i:
        return []
    copula = adj.head
    words = [*_aux_words(copula), (copula.i, copula.text)]
    words.extend((c.i, c.text) for c in adj.lefts if c.dep_ == "advmod" and c.left_edge.i == c.i)
    words.append((adj.i, adj.text))
    return words


def _object_of(verb: Token, children: list[Token]) -> list[Token]:
    for dep in OBJECT_DEPS:
        found = [c for c in children if c.dep_ == dep]
        if found:
            objects = conjuncts(found[0])
            cut = next((k for k, c in enumerate(objects) if k and _opens_next_clause(verb, c)), None)
            return objects if cut is None else objects[:cut]
    rel_obj = _relative_object(verb)
    if rel_obj is not None:
        return [rel_obj]
    # right-node raising: "confirmed or denied involvement" shares the last verb's object
    for c in children:
        if (
            c.dep_ == "conj"
            and c.pos_ == "VERB"
            and c.i == verb.i + 2
            and not any(g.dep_ in SUBJECT_DEPS for g in c.children)
        ):
            shared = [g for g in c.children if g.dep_ == "dobj"]
            if shared:
                return conjuncts(shared[0])
    return []


def _with_object_complement(verb: Token, found: list[Arg]) -> list[Arg]:
    """Objects that run on into the verb's object complement: "called the bombing a serious aggression".

    The complement is what the statement says about the object; without it "The General Command /
    call / the bombing" says nothing. The small clause is kept whole as the object.
    """
    # only a noun phrase with its article: after an adjective ("left four passengers dead") the object
    # alone still says who was harmed; a bare quoted label ("called the attack 'terrorist'") is left
    # as it was, so the sample's reactions do not change
    complement = next(
        (
            c
            for c in verb.children
            if c.dep_ == "oprd" and c.i > verb.i and c.pos_ == "NOUN" and c.left_edge.dep_ == "det"
        ),
        None,
    )
    if complement is None:
        return found
    doc = verb.doc
    begin, end = complement.left_edge.i, complement.right_edge.i + 1
    # a name or pronoun object stays itself ("called Assad a butcher"): it is what the graph links
    return [Arg(a.start, end, a.head) if a.end == begin and doc[a.head].pos_ == "NOUN" else a for a in found]


def _marked_passive(verb: Token, children: list[Token], how: str) -> bool:
    """A passive marked on the verb: passive subject or auxiliary, reduced participle, passive conjunct."""
    # "Al Mayadeen news agency posted on social media that ...": a participle with a that-clause is
    # a finite speech verb the parser read as a modifier, not a reduced passive
    reported = verb.lemma_ in SPEECH_LEMMAS and any(c.dep_ == "ccomp" for c in children)
    passive = any(c.dep_ in PASSIVE_DEPS for c in children) or (
        how == "modified" and verb.tag_ == "VBN" and not reported
    )
    if verb.dep_ == "conj" and not passive and not any(c.dep_ in SUBJECT_DEPS for c in children):
        passive = any(c.dep_ == "auxpass" for c in verb.head.children) and verb.tag_ == "VBN"
    return passive


def _headline_passive(verb: Token, children: list[Token]) -> bool:
    """The headline passive: a participle heading the sentence with a subject and no auxiliary."""
    # "Soleimani killed in a US airstrike": a participle with a subject but no auxiliary is the
    # headline passive, and reading it as active would make the victim the killer
    return (
        verb.dep_ == "ROOT"
        and verb.tag_ == "VBN"
        and any(c.dep_ == "nsubj" for c in children)
        and not any(c.dep_ in {"aux", "auxpass", "dobj"} for c in children)
    )


def _participle_clause_passive(verb: Token, how: str) -> bool:
    """A participle clause without auxiliaries, read as a passive of the main clause's subject."""
    # "Made of carbon fibre, the spokes ...": a participle clause is a passive of the main subject
    return how == "controller" and verb.dep_ == "advcl" and verb.tag_ == "VBN" and not _aux_words(verb)


def _voice(verb: Token, children: list[Token], how: str) -> tuple[bool, bool]:
    """Whether the clause is passive, marked or unmarked, and whether it is the headline passive."""
    passive = _marked_passive(verb, children, how)
    headline = not passive and _headline_passive(verb, children)
    return passive or headline or _participle_clause_passive(verb, how), headline


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
    return [*_aux_words(gov), (gov.i, gov.text)] if gov.i != verb.i else []


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
    rel: list[tuple[float, str]] = _aux_words(verb)
    if headline:
        rel.append((verb.i - 0.5, "be"))
    if verb.dep_ == "conj" and not rel and verb.tag_ in {"VBN", "VBG", "VB"}:
        # "was killed and buried": a participle shares the auxiliaries of the first verb ("died" does not)
        rel = _shared_auxiliaries(verb)
    return rel


def _implied_be(verb: Token, how: str, passive: bool) -> list[tuple[float, str]]:
    """The "be" a reduced passive leaves out ("the man killed", "Made of carbon fibre")."""
    return [(verb.i - 0.5, "be")] if how in {"modified", "controller"} and passive else []


def _verb_words(
    verb: Token, children: list[Token], purpose: str
) -> tuple[list[tuple[float, str]], list[str]]:
    """The verb and its particles ("took over"): relation words, and the lemma after any purpose governor."""
    words: list[tuple[float, str]] = [(verb.i, verb.text)]
    lemma = [purpose, "to", verb.lemma_.lower()] if purpose else [verb.lemma_.lower()]
    for c in children:
        if c.dep_ == "prt":
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


def _object_dep(children: list[Token], objects: list[Token]) -> str:
    """Dependency of the first object on the verb; "" for a relative or shared object, or none."""
    return next((c.dep_ for c in children if objects and c.i == objects[0].i), "")


def _open_complement(verb: Token, objects: list[Token], obj_dep: str) -> tuple[Token | None, Token | None]:
    """The open complement folded into the relation, and the copula's adjective it hangs on, if any."""
    if obj_dep == "acomp":
        return _adjective_xcomp(verb, objects), objects[0]
    return (_merged_xcomp(verb) if not objects else None), None


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
    own_args, agent = _modifiers(verb, children, passive)
    return _Core(
        rel=rel + inner.rel,
        lemma=[*lemma, "to", *inner.lemma],
        objects=inner.objects,
        clause_obj=inner.clause_obj,
        args=own_args[0] + inner.args + [_prep_arg(p) for p in own_args[1]],
        agent=inner.agent or agent,
        bound=inner.bound,
        passive=passive if inner.agent is None else inner.passive,
        negated=negated or inner.negated,
    )


def _clause_object(verb: Token, children: list[Token]) -> Token | None:
    """The complement clause a verb without object takes as its object ("said that ...")."""
    speech = verb.lemma_ in SPEECH_OBJECT_LEMMAS
    for c in children:
        if c.dep_ in {"ccomp", "xcomp"} and (c.i > verb.i or speech):
            # "The population boomed, 5 boroughs were formed": a clause spliced on with a comma is
            # the writer's next statement, not what the verb takes (speech verbs excepted)
            if not speech and c.i > verb.i and _comma_between(verb, c):
                continue
            return c
    return None


def _light_verb_noun(
    verb: Token,
    obj_dep: str,
    rel: list[tuple[float, str]],
    lemma: list[str],
    objects: list[Token],
    preps: list[Token],
) -> tuple[list[tuple[float, str]], list[str], list[Token], list[Token]]:
    """A light verb's bare noun, folded into the relation before a preposition ("took credit for")."""
    # light verb: "took credit for the explosions" -> relation "took credit for"
    if not (
        objects
        and obj_dep == "dobj"
        and verb.lemma_ in LIGHT_VERBS
        and len(objects) == 1
        and objects[0].pos_ == "NOUN"
    ):
        return rel, lemma, objects, preps
    noun = objects[0]
    if any(g.dep_ in {"det", "poss", "nummod", "amod", "compound"} for g in noun.children):
        return rel, lemma, objects, preps
    noun_preps = [g for g in noun.children if g.dep_ == "prep" and prep_object(g) is not None]
    if not (noun_preps or preps):
        return rel, lemma, objects, preps
    return [*rel, (noun.i, noun.text)], [*lemma, noun.lemma_.lower()], [], noun_preps + preps


def _have_of(verb: Token, obj_dep: str, objects: list[Token]) -> bool:
    """A possession measured with "of" ("has a mass of 1,765 kg")."""
    have_of = obj_dep == "dobj" and verb.lemma_ == "have" and len(objects) == 1
    if have_of:
        # "has a mass of 1,765 kg": only the relational "of" folds into a possession relation
        have_of = any(g.dep_ == "prep" and g.lower_ == "of" for g in objects[0].rights)
    return have_of


def _relational_preposition(noun: Token) -> Token | None:
    """The preposition that makes a predicate noun or adjective relational ("head of", "responsible for")."""
    noun_prep = next((g for g in noun.rights if g.dep_ == "prep"), None)
    if noun_prep is not None and noun.pos_ in {"NOUN", "PROPN"} and noun_prep.lower_ not in RELATIONAL_PREPS:
        noun_prep = None
    if noun_prep is not None and noun.pos_ in {"NUM", "PRON"} and noun_prep.lower_ == "of":
        noun_prep = None  # "is one of the best known makers": the part stays with its group
    return noun_prep


def _predicate_preposition(
    verb: Token,
    obj_dep: str,
    rel: list[tuple[float, str]],
    lemma: list[str],
    objects: list[Token],
    preps: list[Token],
) -> tuple[list[tuple[float, str]], list[str], list[Token], list[Token]]:
    """A predicate with its preposition, folded into the relation ("is the capital of", "has a mass of")."""
    if not (
        ((obj_dep in {"attr", "acomp"} and verb.lemma_ == "be") or _have_of(verb, obj_dep, objects))
        and len(objects) == 1
    ):
        return rel, lemma, objects, preps
    # "is the capital of France", "is responsible for": predicate and preposition form the relation
    noun = objects[0]
    noun_prep = _relational_preposition(noun)
    pobj = prep_object(noun_prep) if noun_prep is not None else None
    if not (
        pobj is not None
        and pobj.dep_ == "pobj"
        and noun_prep is not None
        and not any(g.dep_ in {"relcl", "acl", "conj"} and g.i < noun_prep.i for g in noun.rights)
    ):
        return rel, lemma, objects, preps
    doc = verb.doc
    return (
        [*rel, *((i, doc[i].text) for i in range(noun.left_edge.i, noun_prep.i + 1))],
        [*lemma, *(doc[i].lower_ for i in (noun.i, noun_prep.i))],
        conjuncts(pobj),
        preps + [g for g in noun.rights if g.dep_ == "prep" and g.i > noun_prep.i and prep_object(g)],
    )


def _bound_objects(prep: Token) -> list[Token]:
    """Objects of a bound preposition: its object with conjuncts, or each of several gerunds."""
    bound_obj = prep_object(prep)
    objects = conjuncts(bound_obj) if bound_obj is not None else []
    if bound_obj is not None and bound_obj.tag_ == "VBG":
        # "is charged with reviewing the plans and assessing progress": each gerund is an object
        objects += [c for c in bound_obj.conjuncts if c.i > bound_obj.i and c.tag_ == "VBG"]
    return objects


def _bound_preposition(
    verb: Token,
    children: list[Token],
    rel: list[tuple[float, str]],
    lemma: list[str],
    objects: list[Token],
    preps: list[Token],
) -> tuple[str, list[tuple[float, str]], list[str], list[Token], list[Token]]:
    """The preposition that completes a verb without object, folded into its relation ("lives in Paris")."""
    # "opened in 1967": a time adjunct stays an argument; only a place or thing completes the verb
    right = [p for p in preps if p.i > verb.i and not _temporal(p)]
    if not right:
        return "", rel, lemma, objects, preps
    first = right[0]
    bound = _prep_text(first).lower()
    words = [(t.i, t.text) for t in _prep_words(first)]
    # "weigh so heavily on": adverbs between the verb and its bound preposition belong to the relation
    words.extend((c.i, c.text) for c in children if c.dep_ == "advmod" and verb.i < c.i < first.i)
    return bound, [*rel, *words], [*lemma, bound], _bound_objects(first), [p for p in preps if p is not first]


def _completing_clause(verb: Token, children: list[Token]) -> list[tuple[str, Arg, str]]:
    """The time or reason clause that completes an intransitive verb, with its subordinator."""
    # "prices rallied as the bid broke the gloom": an intransitive verb is completed by the time or
    # reason clause it is said to happen in, which keeps its subordinator
    sub = next((c for c in children if c.dep_ == "advcl" and c.i > verb.i and _subordinator(c)), None)
    if sub is None:
        return []
    mark = verb.doc[sub.left_edge.i]
    return [(mark.text, Arg(mark.i + 1, sub.right_edge.i + 1, sub.i), "clause")]


def _manner_adverb(verb: Token, children: list[Token]) -> list[Token]:
    """The manner adverb that completes an intransitive verb ("died suddenly")."""
    # "died suddenly": an intransitive verb's manner adverb completes the statement
    adverb = next((c for c in children if c.dep_ == "advmod" and c.i > verb.i and c.tag_ != "WRB"), None)
    return [adverb] if adverb is not None else []


def _where_antecedent(verb: Token, children: list[Token]) -> list[tuple[str, Arg, str]]:
    """The antecedent of "where" as the place its relative clause happens in ("the town where she wrote")."""
    if verb.dep_ != "relcl":
        return []
    # "the section where the fuel tanks were located", "the town where she wrote a novel": the
    # antecedent of "where" is the place the relative clause happens in
    where = any(c.lower_ == "where" and c.dep_ == "advmod" for c in children)
    if where and verb.head.pos_ in {"NOUN", "PROPN"} and any(c.dep_ in SUBJECT_DEPS for c in children):
        return [("", phrase(verb.head, cut=verb.i), "place")]
    return []


def _core(verb: Token, how: str) -> _Core:
    """Relation words, objects and arguments of ``verb``, read one grammatical pattern at a time."""
    children = list(verb.children)
    passive, headline = _voice(verb, children, how)
    gov, purpose = _purpose_governor(verb, children, how)
    rel = [*_purpose_words(verb, gov), *_auxiliaries(verb, headline)] or _implied_be(verb, how, passive)
    verb_words, lemma = _verb_words(verb, children, purpose)
    without = _without_words(verb, how)
    rel += verb_words + without
    negated = _negated(children, gov, purpose) or bool(without)
    objects = _object_of(verb, children)
    obj_dep = _object_dep(children, objects)
    xcomp, adjective = _open_complement(verb, objects, obj_dep)
    if xcomp is not None:
        return _fold_open_complement(verb, children, xcomp, adjective, rel, lemma, passive, negated)
    clause_obj = None if objects else _clause_object(verb, children)
    (args, preps), agent = _modifiers(verb, children, passive)
    rel, lemma, objects, preps = _light_verb_noun(verb, obj_dep, rel, lemma, objects, preps)
    rel, lemma, objects, preps = _predicate_preposition(verb, obj_dep, rel, lemma, objects, preps)
    bound = ""
    if not objects and clause_obj is None and agent is None:
        bound, rel, lemma, objects, preps = _bound_preposition(verb, children, rel, lemma, objects, preps)
    args.extend(_prep_arg(p) for p in preps)
    if not objects and clause_obj is None and not args and agent is None:
        args.extend(_completing_clause(verb, children))
    if not objects and clause_obj is None and not args and agent is None:
        objects = _manner_adverb(verb, children)
    args = [*_where_antecedent(verb, children), *args]
    return _Core(rel, lemma, objects, clause_obj, args, agent, bound, passive, negated)


# Subordinators of clauses that happened ("when", "as", "because"), unlike "if", "unless", "so that".
_FACTUAL_SUBORDINATORS = frozenset(
    {"when", "as", "after", "before", "while", "because", "since", "until", "once"}
)


def _subordinator(clause: Token, reduced: bool = False) -> bool:
    """True for an adverbial clause opened by one factual subordinator, with a subject of its own
    or, when ``reduced``, without one."""
    kids = list(clause.children)
    first = clause.doc[clause.left_edge.i]
    opener = [c for c in kids if c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB")]
    return (
        any(c.dep_ in SUBJECT_DEPS for c in kids) != reduced
        and len(opener) == 1
        and opener[0].i == first.i
        and first.lower_ in _FACTUAL_SUBORDINATORS
        # "as seen in", "as expected": a reduced "as" clause is a comment, not an event of the subject
        and not (reduced and first.lower_ == "as")
    )


def _comma_between(verb: Token, clause: Token) -> bool:
    """True when a comma separates ``verb`` from the start of its following ``clause``."""
    doc = verb.doc
    return any(doc[i].text in {",", ";", ":"} for i in range(verb.i + 1, clause.left_edge.i + 1))


def _temporal(prep: Token) -> bool:
    """True for a prepositional phrase that only dates the clause ("in 1967", "on 25 June")."""
    pobj = prep_object(prep)
    if pobj is None:
        return False
    if pobj.ent_type_ in {"DATE", "TIME"}:
        return True
    # "held in 862": a bare number after a time preposition is a year the NER did not mark
    return pobj.text.isdigit() and len(pobj.text) <= 4 and prep.lower_ in {"in", "since", "until", "by"}


def prep_object(prep: Token) -> Token | None:
    """Object of a preposition, through a complex preposition ("out of the beachhead")."""
    found = next((g for g in prep.children if g.dep_ in {"pobj", "pcomp"}), None)
    if found is None:
        inner = next((g for g in prep.children if g.dep_ == "prep"), None)
        if inner is not None:
            return next((g for g in inner.children if g.dep_ in {"pobj", "pcomp"}), None)
    return found


# Prepositions that close a range opened by another ("from 1978 to 1981", "from May until June").
_RANGE_ENDS = frozenset({"to", "until", "till", "through", "thru"})


def _prep_arg(prep: Token) -> tuple[str, Arg, str]:
    """(preposition, object phrase, role) of a preposition known to have an object."""
    pobj = prep_object(prep)
    if pobj is None:  # callers keep only prepositions with an object; this guards malformed parses
        return (_prep_text(prep), Arg(prep.i, prep.i + 1, prep.i), "prep")
    if pobj.lower_ in {"which", "whom"} and pobj.tag_ in {"WDT", "WP"}:
        # "the day on which he left": the relative pronoun stands for the noun the clause describes
        clause = next((a for a in prep.ancestors if a.dep_ == "relcl"), None)
        if clause is not None and clause.head.pos_ in {"NOUN", "PROPN", "PRON", "NUM"}:
            return (_prep_text(prep), antecedent_arg(clause), "prep")
    arg = phrase(pobj, whole_places=True)
    # "from 1978 to 1981": a second preposition hung on the first closes the range it opens
    closing = [
        (g, end_object)
        for g in prep.children
        if g.dep_ == "prep"
        and g.lower_ in _RANGE_ENDS
        and g.i >= arg.end
        and (end_object := prep_object(g)) is not None
    ]
    if closing and closing[0][0].i == arg.end:
        arg = Arg(arg.start, phrase(closing[0][1], whole_places=True).end, arg.head)
    return (_prep_text(prep), arg, "prep")


def _prep_words(prep: Token) -> list[Token]:
    """The words of a preposition: "in", or both parts of "out of", "because of"."""
    if any(g.dep_ in {"pobj", "pcomp"} for g in prep.children):
        return [prep]
    return [prep, *(g for g in prep.children if g.dep_ == "prep")][:2]


def _prep_text(prep: Token) -> str:
    return " ".join(t.text for t in _prep_words(prep))


def _modifiers(
    verb: Token, children: list[Token], passive: bool
) -> tuple[tuple[list[tuple[str, Arg, str]], list[Token]], Arg | None]:
    """Time and dative arguments, prepositional modifiers, and the by-agent of a passive."""
    args: list[tuple[str, Arg, str]] = []
    preps: list[Token] = []
    agent: Arg | None = None
    for c in [*_fronted_adjuncts(verb), *children]:
        if c.dep_ in {"prep", "agent"}:
            pobj = prep_object(c)
            if pobj is None:
                continue
            by_agent = c.dep_ == "agent" or (passive and c.lower_ == "by" and pobj.dep_ == "pobj")
            if by_agent and not _amount(pobj):
                agent = phrase(pobj)
                continue
            preps.append(c)
        elif c.dep_ in TIME_DEPS and c.pos_ in {"NOUN", "PROPN", "NUM"}:
            arg = phrase(c)
            last = args[-1][1] if args and args[-1][2] == "time" else None
            if last is not None and last.end == arg.start and verb.doc[last.head].pos_ == "NUM":
                # "rose 1/2 point": a number and the unit after it, read as two adverbials, are one amount
                args[-1] = ("", Arg(last.start, arg.end, arg.head), "time")
                continue
            args.append(("", arg, "time"))
        elif c.dep_ == "dative" and c.pos_ in {"NOUN", "PROPN", "PRON"} and c.tag_ not in {"WDT", "WP"}:
            args.append(("", phrase(c), "dative"))
    return (args, preps), agent


# Entity labels of a figure that is an amount after "by" as the tagger reads it ("by 5%", "by $2bn");
# a quantity or a number is one only when its head says so (see _amount), as "40 MPs" is tagged a quantity
_AMOUNT_LABELS = frozenset({"PERCENT", "MONEY"})
_COUNT_LABELS = frozenset({"QUANTITY", "CARDINAL", "ORDINAL"})
# a duration counts as an amount only in a phrase the tagger reads as a span of time
_TIME_LABELS = frozenset({"DATE", "TIME"})
# a number written onto its unit: "1.45secs", "10secs"
_GLUED_UNIT = re.compile(r"^[0-9][0-9.,]*([a-z]+)$")
# the kinds of amount-nouns.tsv: the rules below read no other
_AMOUNT_KINDS = ("amount", "duration")


@lru_cache(maxsize=1)
def _amount_nouns() -> dict[str, str]:
    """ontology/amount-nouns.tsv as noun -> kind (`amount` or `duration`).

    Raises KGError naming the row whose kind is neither: a misspelt kind would quietly drop its noun.
    """
    rows = read_tsv("amount-nouns.tsv", ("noun", "kind"))
    for line, row in enumerate(rows, 1):
        if row["kind"] not in _AMOUNT_KINDS:
            raise KGError(
                f"ontology table 'amount-nouns.tsv', data row {line} ({row['noun']!r}): kind "
                f"{row['kind']!r} is not one of {', '.join(_AMOUNT_KINDS)}; fix the kind."
            )
    return {row["noun"].lower(): row["kind"] for row in rows}


def _unit_kind(pobj: Token) -> str | None:
    """The kind of amount noun ``pobj`` is, by lemma, word, or the unit glued to a number ("1.45secs")."""
    nouns = _amount_nouns()
    for word in (pobj.lemma_.lower(), pobj.lower_):
        glued = _GLUED_UNIT.match(word)
        kind = nouns.get(word) or (nouns.get(glued.group(1)) if glued else None)
        if kind:
            return kind
    return None


def _amount(pobj: Token) -> bool:
    """Whether the object of "by" is an amount, the size of a change or a margin ("trimmed by four
    points", "cut by half", "narrowed by 4.9%", "delayed by two weeks"), and so no agent."""
    # "by half of its staff", "by eight of its rivals" count people, and "dwarfed by the $204m announced
    # by Google" is a sum that acts: a partitive or a determined amount stays the agent ("another" adds an
    # amount to one before, "raised by another 10%"; "by another gunman" is no amount: no unit heads it)
    if any(
        c.lower_ == "of" or (c.dep_ in {"det", "poss"} and c.lower_ not in {"a", "an", "another"})
        for c in pobj.children
    ):
        return False
    if pobj.ent_type_ in _AMOUNT_LABELS or pobj.pos_ == "NUM":
        return True
    kind = _unit_kind(pobj)
    # "decided by a goal from Messi": a named giver makes the goal a thing that acts, where "won by a goal"
    # and "by a goal from the penalty spot" stay a margin
    if any(
        c.dep_ == "prep" and c.lower_ == "from" and any(g.pos_ == "PROPN" for g in c.children)
        for c in pobj.children
    ):
        return False
    if _GLUED_UNIT.match(pobj.lower_) and kind:
        return True
    if pobj.ent_type_ in _COUNT_LABELS and kind == "amount":
        # "by half": a tagged number whose head is a unit ("stormed by thousands" counts people)
        return True
    counted = any(c.dep_ == "nummod" or c.lower_ in {"a", "an"} for c in pobj.children)
    if kind == "duration":
        # "extended by three years", "pushed back by a month"
        return counted and pobj.ent_type_ in _TIME_LABELS
    return counted and kind == "amount"


def _fronted_adjuncts(verb: Token) -> list[Token]:
    """ "In 1970, Arad moved to the US and enrolled at Hofstra": an adjunct written before the subject
    frames every verb coordinated under it, so a verb sharing the first verb's subject shares it too."""
    head = verb.head
    if (
        verb.dep_ != "conj"
        or head.pos_ not in {"VERB", "AUX"}
        or any(c.dep_ in SUBJECT_DEPS for c in verb.children)
    ):
        return []
    subject = next((c.i for c in head.children if c.dep_ in SUBJECT_DEPS), -1)
    if subject < 0 or subject > head.i:
        return []
    return [
        c
        for c in head.children
        if c.i < subject and ((c.dep_ == "prep" and _temporal(c)) or c.dep_ in TIME_DEPS)
    ]


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
    merged = _merged_xcomp(verb.head) if verb.dep_ == "xcomp" else None
    if merged is not None and merged.i == verb.i and is_predicate(verb.head):
        return []  # folded into the governing verb's relation
    adj = verb.head
    folded = _adjective_xcomp(adj.head, [adj]) if verb.dep_ == "xcomp" and adj.dep_ == "acomp" else None
    if folded is not None and folded.i == verb.i:
        return []  # folded into the copula's relation ("was able to fix")
    subjects, how = find_subjects(verb)
    core = _core(verb, how)
    rule = _RULES.get(how, "svo") + ("-passive" if core.passive else "")
    base = _BASE.get(how, 0.4) + (0.04 if core.passive else 0.0)
    cut = verb.i if how in {"relative", "modified"} else -1
    subject_args: list[Arg | None] = [v for s in subjects for v in adjective_variants(phrase(s, cut=cut), s)]
    subject_args = subject_args or [None]
    complementizer = -1
    if core.clause_obj is not None:
        c = core.clause_obj
        start = c.left_edge.i
        # "contended that it was ...": the complementiser joins the relation in Open IE output
        if verb.doc[start].lower_ == "that" and verb.doc[start].dep_ == "mark" and start < c.i:
            complementizer = start
            start += 1
        obj_args: list[Arg | None] = [Arg(start, c.right_edge.i + 1, c.i)]
    else:
        # objects keep their restrictive relative clause ("a plan that satisfies creditors")
        found: list[Arg] = []
        for o in core.objects:
            if verb.dep_ == "relcl" and (
                o.tag_ in {"WDT", "WP"} or o.i == object_antecedent(verb).i != verb.head.i
            ):
                # the relative pronoun object of a folded complement stands for the antecedent
                found.append(antecedent_arg(verb))
            else:
                # "gimmicks she used": the antecedent object leaves out the clause that uses it
                cut = verb.i if verb.dep_ == "relcl" and o.i == verb.head.i else -1
                found.extend(adjective_variants(phrase(o, drop=_OBJECT_DROP, cut=cut, whole_places=True), o))
        found = _with_object_complement(verb, found)
        # a bare wh-word object ("who he is") names nothing
        named = [a for a in found if a.end - a.start > 1 or verb.doc[a.head].tag_ not in {"WP", "WDT"}]
        if found and not named:
            return []
        obj_args = [*named] or [None]
    return [
        Fact(
            verb=verb.i,
            subject=s,
            rel=sorted(core.rel),
            lemma=core.lemma,
            obj=o,
            args=list(core.args),
            negated=core.negated,
            passive=core.passive,
            agent=core.agent,
            bound_prep=core.bound,
            rule=rule,
            confidence=base,
            quoted_clause=core.clause_obj is not None,
            complementizer=complementizer,
        )
        for s in subject_args
        for o in obj_args
    ]
