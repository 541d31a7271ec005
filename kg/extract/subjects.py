"""Subjects of a clause: whom a verb's fact is about, and how the parse shows it.

``find_subjects`` reads a verb's own subject, or the one it shares with the verb it is coordinated with,
takes from its controller ("vowed to fight"), its relative clause's antecedent ("the man who left") or the
noun its participle modifies; it also refuses the subjects a misparse makes up (a report folded into its
speaker, an inverted "so is X", a headline run into the next line: ``stranded_subject``). What the parse of
a relative or adverbial clause shows (its speaker, report, gap, antecedent or subordinator) is
``kg.extract.subordinate_clauses``, which the object and preposition rules read as well.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import (
    RESULT_LEMMAS,
    name_bearer,
    place_governor,
    result_governor,
    result_participle,
    stacked_relative,
    toll_of_attack,
)
from .attribution import SPEECH_LEMMAS, is_speech_verb, negates
from .conjuncts import conjuncts
from .coordination import about_the_report, active_after_passive, perfect_ancestor, relative_antecedents
from .facts import FINITE, marked_passive
from .harm_chains import harm_chain_governor
from .phrases import phrase
from .second_acts import second_act_report
from .speech_participles import closed_relative_governor, speech_governor
from .subordinate_clauses import SUBJECT_DEPS, relative_report, relative_speaker, relative_word, subordinator

if TYPE_CHECKING:
    from spacy.tokens import Token


# Direct complements that become the object: direct object, predicate nominal or adjective, object
# predicate ("named him chief"), and open clausal complement of a copula-like verb.
OBJECT_DEPS = ("dobj", "attr", "acomp", "oprd")


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
        if len(own) > 1 and (_heading_before_colon(subj, own[-1]) or _run_in_heading(subj, own[-1])):
            # "8. Chemical warheads: Recently activists reported ...": the heading is no subject
            subj = own[-1]
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
        report = relative_report(verb)
        if report is not None and relative_word(subj):
            # "the blasts which the Observatory said killed several soldiers": the reported clause is
            # about the antecedent of the relative clause that reports it
            return (
                ([], "")
                if stacked_relative(report)
                else (relative_antecedents(report, report.head), "relative")
            )
        if subj.tag_ in {"WDT", "WP"} or (subj.lower_ == "that" and verb.dep_ == "relcl"):
            if verb.dep_ == "relcl":
                if about_the_report(verb, subj):
                    return [], ""
                antecedent = verb.head
                if stacked_relative(verb):
                    return [], ""
                if antecedent.dep_ == "attr" and antecedent.head.lemma_ == "be":
                    # "X is a footballer who plays ...": the footballer who plays is X
                    copula_subjects, _ = find_subjects(antecedent.head)
                    if copula_subjects:
                        return copula_subjects, "relative"
                return relative_antecedents(verb, antecedent), "relative"
            return [], ""
        governor = place_governor(verb, subj)
        if governor is not None:
            return find_subjects(governor)[0], "controller"  # "raids on villages abducting 200 people"
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
    perfect = perfect_ancestor(verb.head) if active_after_passive(verb) else None
    if perfect is not None:
        # "has led to thousands being moved and drawn protests": the scheme drew them, not the thousands;
        # with no "has" above ("were separated and bundled off stage") the parse may be right after all
        return find_subjects(perfect)[0], "shared"
    report = second_act_report(verb)
    if report is not None:
        # "said Ankara will not allow X and promised Y": the promise is the speaker's, not Ankara's
        return find_subjects(report)[0], "shared"
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
        if objs and toll_of_attack(verb):
            # "jets targeted civilians queuing at a bakery causing dozens of casualties": the parser makes
            # the toll a complement of the attack, and its object (the civilians) the ones who caused it
            return find_subjects(verb.head)[0], "controller"
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
    chained = harm_chain_governor(verb)
    if chained is not None:
        # "claiming the lives of two persons injuring 13 others": the victims do not do the next harm. When
        # the first participle's subject is the noun it modifies ("fired shells claiming ... injuring ..."),
        # reading this one as modifying it too leaves the first participle out of that subject's phrase
        subjects, how = find_subjects(chained)
        return subjects, ("modified" if how == "modified" else "controller")
    speaking = speech_governor(verb)
    if speaking is not None:
        # "condemned the attack saying ...": the attack says nothing, the one who condemned it does
        return find_subjects(speaking)[0], "controller"
    if dep == "acl" and verb.tag_ in {"VBG", "VBN"} and verb.head.pos_ in {"NOUN", "PROPN"}:
        # the participle must follow its noun phrase closely: one hung on a noun far to its left
        # ("the entrance to the Red Sea, one of ..., the militia, backed by Iran") is a misparse
        if verb.left_edge.i - phrase(verb.head, cut=verb.i).end > 1 or verb.i - verb.head.i > 10:
            return [], ""
        bearer = name_bearer(verb)
        if bearer is not None:
            return [bearer], "modified"
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
        and not marked_passive(verb.head.head)
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
        if verb.tag_ == "VBG" and verb.lemma_ in RESULT_LEMMAS:
            # "the town was shelled by rebels killing 5": the toll is the agent's act, not the town's
            # (without an agent, evidence.py keeps the passive subject's toll out of the graph); the
            # agents are looked for only under a harm participle, not on every adverbial clause
            agents = [g for a in head.children if a.dep_ == "agent" for g in a.children if g.dep_ == "pobj"]
            if agents:
                return agents, "controller"
        if verb.tag_ == "VBG" and head.dep_ in {"relcl", "ccomp"} and marked_passive(head):
            # "strikes on the airfield from which the attack was launched declaring he acted": a
            # participle after an embedded passive more often belongs to a clause further up, and
            # the passive's subject (the attack) did not declare anything
            return [], ""
        aside = closed_relative_governor(verb)
        if aside is not None:
            # "attacked the levy - which would cover dairy herds - saying ...": the aside is closed, the
            # levy says nothing
            head = aside
        subjects, _ = find_subjects(head)
        return subjects, "controller"
    if dep == "advcl" and verb.tag_ in {"VBG", "VBN"} and subordinator(verb, reduced=True):
        # "when staying in New York, the pair developed ...": a participle clause after a subordinator
        # has no subject of its own; it is the main clause's
        subjects, _ = find_subjects(verb.head)
        return subjects, "controller"
    return [], ""


# Prepositions whose gerund is something the clause's subject does ("won by cheating", "in doing so"),
# or with "without" does not do (a negated fact); "from", "instead of" deny it less plainly and "for",
# "on" may only intend it, so they are left out.
_GERUND_PREPS = frozenset({"after", "before", "while", "since", "upon", "by", "in", "through", "without"})


def _heading_before_colon(first: Token, last: Token) -> bool:
    """True when the parser gave a verb two subjects with a colon between, the first opening the sentence
    ("5. Missed deadlines: Since then the regime has been accused ..."): the first is a list item's
    heading, and the clause's subject is the one after the colon."""
    doc = first.doc
    if last.left_edge.i <= first.i:
        return False
    # only a list's number or punctuation before the heading ("8. Chemical warheads:")
    if any(
        not (t.is_punct or t.is_space or t.tag_ == "LS") for t in doc[first.sent.start : first.left_edge.i]
    ):
        return False
    return any(doc[k].text == ":" for k in range(first.i + 1, last.left_edge.i))


def _run_in_heading(first: Token, last: Token) -> bool:
    """True when a subheading naming a place or body ran into the sentence with no stop, and the parser
    made both subjects of its verb ("Homs evacuation Assad has appeared ..."): the first opens the
    sentence, a common noun after a name ("Homs"), and the second, a name, follows it with nothing
    between. A heading with no name in it may be the name's class ("Internet reviewers RedLetterMedia
    delivered ..."), and stays."""
    doc = first.doc
    if last.left_edge.i != first.right_edge.i + 1 or not first.is_lower or first.pos_ != "NOUN":
        return False
    if last.pos_ != "PROPN" or last.ent_type_ not in {"PERSON", "ORG", "GPE", "NORP"}:
        return False
    # a name right after a preposition's object is that object's apposition ("The European response to
    # this console from makers Nintendo has been ..."), not the subject
    if doc[last.left_edge.i - 1].dep_ == "pobj":
        return False
    if not any(t.ent_type_ for t in doc[first.left_edge.i : first.i]):
        return False
    return all(t.is_punct or t.is_space or t.tag_ == "LS" for t in doc[first.sent.start : first.left_edge.i])


def _modal_or_negated(verb: Token) -> bool:
    """True for a clause under a modal or a negation, whose manner adjuncts did not happen either."""
    return any(negates(c) or (c.dep_ == "aux" and c.tag_ == "MD") for c in verb.children)


def _coordinated(verb: Token) -> bool:
    """True when a conjunction or comma of the first verb stands between it and ``verb``.

    A "conj" arc without one is usually a misparse of a clause with a subject of its own.
    """
    head = verb.head
    return any(c.dep_ in {"cc", "punct"} and head.i < c.i < verb.i for c in head.children)


def opens_next_clause(verb: Token, conj: Token) -> bool:
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
    offer of 950p a share would be fair"), see ``opens_next_clause``; empty when there are none.

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
                if k and c.right_edge.i == before.i and opens_next_clause(head, c):
                    return listed[k:]
    return []
