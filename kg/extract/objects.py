"""Objects and complements of a clause: what a verb's fact says its subject did or is.

``object_of`` reads the direct object, predicate nominal or adjective with their conjuncts, an object
relative clause's antecedent, or the object a right-node-raised verb shares (what completes such an
object, "called the bombing a serious aggression", is run on into it by ``kg.extract.complements``). Open
complements folded into the relation ("vowed to fight", "was able to fix": ``merged_xcomp``,
``adjective_xcomp``), a complement clause as the object ("said that ..."), and what completes an
intransitive verb (a time or reason clause, a manner adverb, the place of "where") are read here;
``kg.extract.clauses`` puts them together.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .attribution import SPEECH_LEMMAS
from .conjuncts import conjuncts
from .coordination import active_after_passive, perfect_ancestor
from .facts import Arg
from .lists import picked_from_group
from .phrases import phrase
from .second_acts import second_act_report
from .subjects import OBJECT_DEPS, SUBJECT_DEPS, opens_next_clause
from .subordinate_clauses import object_antecedent, subordinator
from .toll_runs import first_victims

if TYPE_CHECKING:
    from spacy.tokens import Token


# Verbs whose clause object may come first: "the blasts were terrorism, he said".
SPEECH_OBJECT_LEMMAS = SPEECH_LEMMAS
RELATIVE_PRONOUNS = frozenset({"who", "which", "that", "whom"})


_COMPLEMENT_DEPS = frozenset({*OBJECT_DEPS, "prep", "agent", "ccomp", "xcomp", "dative"})


def merged_xcomp(verb: Token) -> Token | None:
    """The open complement folded into ``verb``'s relation ("vowed to fight", "are expected to rise")."""
    if any(c.dep_ in OBJECT_DEPS or c.dep_ == "dative" for c in verb.children):
        return None
    xcomp = next(
        (c for c in verb.children if c.dep_ == "xcomp" and c.i > verb.i and c.pos_ in {"VERB", "AUX"}), None
    )
    # "begins to behave strangely" has nothing to fold: the complement clause is the object instead;
    # "has to sell or merge thrifts" shares the second verb's object
    if xcomp is None or not (
        any(c.dep_ in _COMPLEMENT_DEPS for c in xcomp.children) or object_of(xcomp, list(xcomp.children))
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


def adjective_xcomp(verb: Token, objects: list[Token]) -> Token | None:
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


def object_of(verb: Token, children: list[Token]) -> list[Token]:
    for dep in OBJECT_DEPS:
        found = [c for c in children if c.dep_ == dep]
        if found:
            if picked_from_group(found[0]):
                return []  # "attend, among them A and B": members of the subject, not what it acts on
            objects = conjuncts(found[0])
            cut = next((k for k, c in enumerate(objects) if k and opens_next_clause(verb, c)), None)
            return objects if cut is None else objects[:cut]
    rel_obj = _relative_object(verb)
    if rel_obj is not None:
        return [rel_obj]
    victims = first_victims(verb)  # "killed 30 people injured 90": the victims, not the second toll
    if victims is not None:
        return [victims]
    # right-node raising: "confirmed or denied involvement" shares the last verb's object
    for c in children:
        if (
            c.dep_ == "conj"
            and c.pos_ == "VERB"
            and c.i == verb.i + 2
            and not any(g.dep_ in SUBJECT_DEPS for g in c.children)
            and not (active_after_passive(c) and perfect_ancestor(verb) is not None)
            # "will not retreat and promised a reply": the speaker's second act shares nothing with it
            and second_act_report(c) is None
        ):
            shared = [g for g in c.children if g.dep_ == "dobj"]
            if shared:
                return conjuncts(shared[0])
    return []


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
        return None if _time_adjunct(verb) else object_antecedent(verb)
    return None


def _time_adjunct(verb: Token) -> bool:
    """True for a relative clause hung on a time noun that a phrase of time holds ("on the night two soldiers
    were abducted", "since the day the strike began"): the clause tells what happened then, and the day is
    its time, not its object ("the strike | begin | the day"). A time noun the clause does take as its
    object stands elsewhere ("called it the day he will never forget", "recalled the night they met"; the
    parser gives these the arc of an adverbial noun as often as of an object, so only a preposition's noun
    counts), and so does a verb of ``ontology/time-object-verbs.tsv`` ("the year he spent in Leeds")."""
    antecedent = verb.head
    if antecedent.dep_ != "pobj" or antecedent.lemma_.lower() not in _time_nouns():
        return False
    if verb.tag_ == "VBN" and not any(c.dep_ in {"aux", "auxpass"} for c in verb.children):
        # "on the day gunmen posted in X fired shells": a bare participle read as the clause's verb
        # is a misparse of a reduced relative, whose clause runs on into the next verb; left as parsed
        return False
    return verb.lemma_.lower() not in _time_object_verbs()


@lru_cache(maxsize=1)
def _time_nouns() -> frozenset[str]:
    """The nouns of a stretch of time ("day", "week", "night"): the `time` rows of
    ``ontology/deictic-nouns.tsv``."""
    return frozenset(w.lower() for w in words_of_kind("deictic-nouns.tsv", "time"))


@lru_cache(maxsize=1)
def _time_object_verbs() -> frozenset[str]:
    """Lemmas of the verbs that take a stretch of time as their object ("spend", "mark"), from
    ``ontology/time-object-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("time-object-verbs.tsv", ["verb"]))


def object_dep(children: list[Token], objects: list[Token]) -> str:
    """Dependency of the first object on the verb; "" for a relative or shared object, or none."""
    return next((c.dep_ for c in children if objects and c.i == objects[0].i), "")


def open_complement(verb: Token, objects: list[Token], obj_dep: str) -> tuple[Token | None, Token | None]:
    """The open complement folded into the relation, and the copula's adjective it hangs on, if any."""
    if obj_dep == "acomp":
        return adjective_xcomp(verb, objects), objects[0]
    return (merged_xcomp(verb) if not objects else None), None


def clause_object(verb: Token, children: list[Token]) -> Token | None:
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


def _comma_between(verb: Token, clause: Token) -> bool:
    """True when a comma separates ``verb`` from the start of its following ``clause``."""
    doc = verb.doc
    return any(doc[i].text in {",", ";", ":"} for i in range(verb.i + 1, clause.left_edge.i + 1))


def completing_clause(verb: Token, children: list[Token]) -> list[tuple[str, Arg, str]]:
    """The time or reason clause that completes an intransitive verb, with its subordinator."""
    # "prices rallied as the bid broke the gloom": an intransitive verb is completed by the time or
    # reason clause it is said to happen in, which keeps its subordinator
    sub = next((c for c in children if c.dep_ == "advcl" and c.i > verb.i and subordinator(c)), None)
    if sub is None:
        return []
    mark = verb.doc[sub.left_edge.i]
    return [(mark.text, Arg(mark.i + 1, sub.right_edge.i + 1, sub.i), "clause")]


def ranked_place(verb: Token, children: list[Token]) -> list[Token]:
    """The place an intransitive verb ranks its subject at, right after it ("finished third behind the
    Kenyan", "came fourth in the final"): the parser hangs the ordinal on the verb or on the preposition
    after it, and the relation "finish behind | the Kenyan" lost the place the statement is about."""
    after = next((t for t in verb.doc[verb.i + 1 : verb.i + 2]), None)
    if after is None or not _ordinal(after) or after.dep_ not in {"advmod", "npadvmod", "acomp", "oprd"}:
        return []
    head = after.head
    if head.i == verb.i or (head.dep_ == "prep" and head.head.i == verb.i and head.i == after.i + 1):
        return [after]
    return []


def _ordinal(tok: Token) -> bool:
    """Whether ``tok`` is an ordinal place ("third", "10th"), as NER or its suffix tells it."""
    return tok.ent_type_ == "ORDINAL" and tok.pos_ in {"ADV", "ADJ", "NUM", "NOUN"}


def manner_adverb(verb: Token, children: list[Token]) -> list[Token]:
    """The manner adverb that completes an intransitive verb ("died suddenly")."""
    # "died suddenly": an intransitive verb's manner adverb completes the statement
    adverb = next((c for c in children if c.dep_ == "advmod" and c.i > verb.i and c.tag_ != "WRB"), None)
    return [adverb] if adverb is not None else []


def where_antecedent(verb: Token, children: list[Token]) -> list[tuple[str, Arg, str]]:
    """The antecedent of "where" as the place its relative clause happens in ("the town where she wrote")."""
    if verb.dep_ != "relcl":
        return []
    # "the section where the fuel tanks were located", "the town where she wrote a novel": the
    # antecedent of "where" is the place the relative clause happens in
    where = any(c.lower_ == "where" and c.dep_ == "advmod" for c in children)
    if where and verb.head.pos_ in {"NOUN", "PROPN"} and any(c.dep_ in SUBJECT_DEPS for c in children):
        return [("", phrase(verb.head, cut=verb.i), "place")]
    return []
