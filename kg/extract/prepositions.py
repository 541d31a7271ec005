"""Prepositions and adjuncts of a clause: its prepositional arguments, dates, by-agents and amounts.

``modifiers`` gives a verb's time and dative arguments, prepositional phrases and the by-agent of a
passive ("by four points" is an amount, not an agent: ``ontology/amount-nouns.tsv``); ``prep_arg`` reads
one preposition's object phrase, ranges and relative pronouns included. A preposition may instead join
the relation: after a light verb's bare noun ("took credit for"), a predicate noun ("is the capital of")
or a verb without object ("lives in Paris").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..errors import KGError
from ..resources import read_tsv
from .agent_targets import agent_target
from .attribution import SPEECH_LEMMAS, according_to
from .conjuncts import conjuncts
from .facts import TIME_LABELS, Arg
from .lists import picking_preposition
from .phrases import phrase
from .subjects import SUBJECT_DEPS
from .subordinate_clauses import antecedent_arg

if TYPE_CHECKING:
    from spacy.tokens import Token


# Verbal dependents that start a clause of their own, with its own facts.
# Temporal or adverbial noun phrases attached straight to the verb ("killed Wednesday").
TIME_DEPS = frozenset({"npadvmod", "tmod"})
# Light verbs whose bare object noun carries the meaning: "took credit for", "paid tribute to".
LIGHT_VERBS = frozenset({"take", "make", "give", "pay", "claim", "have"})
# Prepositions that make a predicate noun relational ("head of", "heir to"), unlike "cars with ...".
RELATIONAL_PREPS = frozenset({"of", "to", "for", "on", "in"})


def light_verb_noun(
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


def predicate_preposition(
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


def bound_preposition(
    verb: Token,
    children: list[Token],
    rel: list[tuple[float, str]],
    lemma: list[str],
    objects: list[Token],
    preps: list[Token],
) -> tuple[str, list[tuple[float, str]], list[str], list[Token], list[Token]]:
    """The preposition that completes a verb without object, folded into its relation ("lives in Paris")."""
    # "opened in 1967": a time adjunct stays an argument; only a place or thing completes the verb
    # "attend, among them A and B" names members of the subject, not where or what it attends
    # "have been destroyed according to the office": the office is the statement's source (its speaker,
    # ``attribution.according_to``), not what was destroyed, so a source phrase never joins the relation
    right = [
        p
        for p in preps
        if p.i > verb.i
        and not _temporal(p)
        and not picking_preposition(p)
        and according_to(verb, [p]) is None
    ]
    if not right:
        return "", rel, lemma, objects, preps
    first = right[0]
    if _quoted_as_saying(verb, first):
        return "", rel, lemma, [], [p for p in preps if p is not first]
    bound = _prep_text(first).lower()
    words = [(t.i, t.text) for t in _prep_words(first)]
    # "weigh so heavily on": adverbs between the verb and its bound preposition belong to the relation
    words.extend((c.i, c.text) for c in children if c.dep_ == "advmod" and verb.i < c.i < first.i)
    return bound, [*rel, *words], [*lemma, bound], _bound_objects(first), [p for p in preps if p is not first]


def quoted_as_saying(verb: Token) -> bool:
    """True for the verb of "was quoted as saying by the agency", a frame whose words went elsewhere."""
    return any(c.dep_ == "prep" and _quoted_as_saying(verb, c) for c in verb.children)


def _quoted_as_saying(verb: Token, prep: Token) -> bool:
    """True for "was quoted as saying by the agency": a speech frame after the words it reports, whose
    bare gerund says nothing as an object ("quote as | saying by the agency")."""
    said = prep_object(prep)
    return (
        prep.lower_ == "as"
        and verb.lemma_ in SPEECH_LEMMAS
        and said is not None
        and said.tag_ == "VBG"
        and said.lemma_ in SPEECH_LEMMAS
        and not any(c.dep_ in {"dobj", "ccomp"} for c in said.children)
    )


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


def prep_arg(prep: Token) -> tuple[str, Arg, str]:
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


def modifiers(
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
                # "fired by terrorists on the town": the aim is the verb's, not a phrase of the agent
                target = agent_target(pobj)
                agent = phrase(pobj, cut=target.i if target is not None else -1)
                if target is not None:
                    preps.append(target)
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
        return counted and pobj.ent_type_ in TIME_LABELS
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
