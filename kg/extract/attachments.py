"""Clauses the parser hangs on a noun that are no part of its phrase: a stacked "who" clause, a participle
of harm that is the clause's own act, an "adding that" remark that is the speaker's next act, an act
given to a place.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_speech_verb, remark_verbs
from .facts import marked_passive
from .named_places import located_name
from .second_acts import second_act_report
from .vague import event_words

if TYPE_CHECKING:
    from spacy.tokens import Token


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


def added_remark(verb: Token) -> bool:
    """True for "adding that ..." hung on a noun: a present participle of remark with a clause object."""
    return verb.dep_ == "acl" and remark_participle(verb)


def remark_participle(verb: Token) -> bool:
    """True for a present participle of remark (``ontology/remark-verbs.tsv``) with a clause object and
    no subject of its own: "..., adding that 15 were hurt". One with its own subject ("the army
    stressing that ...") is a clause of that subject, not a remark."""
    if verb.tag_ != "VBG" or verb.dep_ not in {"acl", "advcl"}:
        return False
    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    lemma = verb.lemma_.lower() + "".join(" " + p for p in particles)
    if lemma not in remark_verbs():
        return False
    kids = list(verb.children)
    return any(c.dep_ == "ccomp" for c in kids) and not any(c.dep_ in {"nsubj", "mark"} for c in kids)


def remark_report(verb: Token) -> Token | None:
    """The speech verb whose report a remark participle continues, when the parser hung the participle
    inside that report: in "X told SANA that A happened, asserting that B" the participle hangs on "happened",
    which would make A assert B; X does. None when the participle hangs on the speech verb itself (its
    subject is already the speaker) or on no report."""
    if not remark_participle(verb):
        return None
    cur = verb.head
    if is_speech_verb(cur):
        return None
    for _ in range(12):  # parse trees are shallow; the bound guards against malformed heads
        head = cur.head
        if head.i == cur.i:
            return None
        if cur.dep_ in {"ccomp", "parataxis"} and (is_speech_verb(head) or remark_participle(head)):
            # a chain of remarks ("adding that A, asserting that B") leads back to the first report
            return remark_report(head) or head
        cur = head
    return None


def remark_end(verb: Token, clause: Token) -> int:
    """Where the report ``clause`` of ``verb`` ends: before a remark participle the parser hung inside it
    ("said that the city is safe, reiterating that ..."), or a second act ("said the city is safe and
    thanked the police", ``kg.extract.second_acts``), which is the speaker's next act, not the report."""
    doc = verb.doc
    end = clause.right_edge.i + 1
    for k in range(clause.i + 1, end):
        act_of = second_act_report(doc[k]) if doc[k].dep_ == "conj" else None
        if act_of is not None and (act_of == verb or act_of.is_ancestor(verb)):
            # also a clause inside the report: "allow the town to fall" ends before "and promised"
            end = doc[k].left_edge.i
            # the "and" and a comma before it go with the act; a closing bracket or quotation mark stays
            # with the words it closes ("the veracity of (the reports) and continued")
            while end > clause.i + 1 and (doc[end - 1].dep_ == "cc" or _separator(doc[end - 1])):
                end -= 1
            break
        if doc[k].tag_ == "VBG" and remark_report(doc[k]) is not None and verb.is_ancestor(doc[k]):
            end = doc[k].left_edge.i
            # the comma before the remark goes, and an opening quotation mark of the remark; a closing one,
            # written against the word before it, stays with the words it closes
            while end > clause.i + 1 and doc[end - 1].is_punct and not _closing_quote(doc[end - 1]):
                end -= 1
            break
    return end


def _separator(tok: Token) -> bool:
    """True for a comma, a semicolon or a dash: punctuation that closes nothing."""
    return tok.is_punct and not (_closing_quote(tok) or tok.is_right_punct or tok.is_bracket)


def _closing_quote(tok: Token) -> bool:
    return tok.is_quote and not tok.doc[tok.i - 1].whitespace_


# Verbs of harm and its toll, whose participle after a clause tells what the clause's act did
# ("... claiming the lives of eight", "... leaving 62 dead", "... inflicting heavy losses").
RESULT_LEMMAS = frozenset(
    [
        "kill",
        "injure",
        "wound",
        "claim",
        "inflict",
        "cause",
        "leave",
        "destroy",
        "damage",
        "trap",
        "abduct",
        "kidnap",
    ]
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
    the harm participle whose object it is ("killing 8 persons"), or the attack on a thing whose object
    it is or ends ("attacked a gas field in Syria": ``target_verb``).

    None when the phrase hangs on something else, or on a passive or "of"/"by" phrase, where the
    noun, or the passive's agent, may be what the participle is about.
    """
    if noun.dep_ == "dobj":
        # "killing 8 persons injuring 55 others": the victims of one harm participle do not do the next
        harm = noun.head
        return harm if harm.lemma_ in RESULT_LEMMAS and harm.tag_ == "VBG" else target_verb(noun)
    cur = noun
    while cur.dep_ == "pobj" and cur.head.dep_ == "prep" and _climbs(cur.head):
        cur = cur.head.head
        if cur.pos_ in {"VERB", "AUX"}:
            passive = marked_passive(cur)
            return None if passive else cur
    return target_verb(cur) if cur.dep_ == "dobj" else None


def _climbs(prep: Token) -> bool:
    """Whether a harm participle after the phrase of ``prep`` may belong further up: not through "by" (the
    agent may do the harm), nor through "of" but after a building or a place of ``ontology/harm-targets.tsv``
    ("targeted the headquarters of a rebel group killing its leader": the group does not kill its own
    leader; "footage of fighters killing" or "a unit of soldiers killing" may be the fighters' act)."""
    if prep.lower_ == "by":
        return False
    return prep.lower_ != "of" or (prep.head.pos_ == "NOUN" and prep.head.lemma_.lower() in harm_targets())


# Verbs whose object is what was seen or told, not a target: "footage showed a truck killing ...",
# "reported a blast killing ..." give the participle to the object, as the parser does.
_DEPICTING_LEMMAS = frozenset(
    ["see", "show", "watch", "witness", "film", "find", "hear", "depict", "describe"]
)


def target_verb(obj: Token) -> Token | None:
    """The active verb of an attack on a place or a thing: "attacked a gas field (in Syria) killing 30",
    "targeted a plant claiming the lives of three". A field or a plant kills no one: the participle is
    the act's. The object is a place name or a noun of ``ontology/harm-targets.tsv``; a person, a body,
    an event or a weapon may do the harm itself, and a thing seen or told of is the participle's own.
    """
    verb = obj.head
    if verb.pos_ != "VERB" or marked_passive(verb):
        return None
    if is_speech_verb(verb) or verb.lemma_.lower() in _DEPICTING_LEMMAS:
        return None
    place = obj.ent_type_ in {"GPE", "LOC", "FAC"} and obj.pos_ == "PROPN"
    return verb if place or (obj.pos_ == "NOUN" and obj.lemma_.lower() in harm_targets()) else None


def misplaced_act(verb: Token, subject: Token) -> bool:
    """True when a relative clause or participle gives its act to a place: "raids on villages abducting
    200 people", "a bombing in the city that killed 12", "the blast hit buses in the area which had been
    waiting". A settlement or an area (a `place` of ``ontology/harm-targets.tsv``) does no such act; the
    parser hung the clause on the nearest noun, and which one it belongs to is a guess. A verb a place
    does (``ontology/place-verbs.tsv``: "a village lying near the border") and a passive ("a town
    captured by the army") keep it.
    """
    if _harm_by_target(verb, subject):
        return True
    if not _acts_for_place(verb, subject):
        return False
    return (verb.tag_ == "VBG" or verb.lemma_ in RESULT_LEMMAS) and _has_rival(verb, subject)


def first_participle(verb: Token) -> Token:
    """The first of the participles ``verb`` is joined to ("killing" of "killing 10 and injuring 20"), or
    ``verb`` itself."""
    first = verb
    while first.dep_ == "conj" and first.head.tag_ == "VBG" and first.head.i != first.i:
        first = first.head
    return first


def _harm_by_target(verb: Token, subject: Token) -> bool:
    """True for a participle of harm (``RESULT_LEMMAS``), or the next one joined to it, hung on a building
    or a place (any row of ``ontology/harm-targets.tsv``) that is an object: "an attack against one of its
    posts in Qalamoun killing 10 terrorists and injuring 20 others". ``result_participle`` gives such a
    participle to the verb whose phrase holds the noun; through "of" or a noun ("one of its posts", "an
    attack against") there is none, and a post kills no one, so the statement stays out of the graph."""
    first = first_participle(verb)
    if (
        first.dep_ != "acl"
        or first.tag_ != "VBG"
        or first.head.i != subject.i
        or verb.lemma_ not in RESULT_LEMMAS
    ):
        return False
    if subject.pos_ != "NOUN" or subject.lemma_.lower() not in harm_targets():
        return False
    host = subject
    while host.dep_ == "conj" and host.head.i != host.i:
        host = host.head
    return host.dep_ in {"pobj", "dobj"}


def _acts_for_place(verb: Token, subject: Token) -> bool:
    """True for an active clause of a verb no place does, whose subject the parser made a place: a common
    noun of place, or a named place after a preposition of place (``kg.extract.named_places``)."""
    if verb.dep_ not in {"acl", "pcomp", "relcl"}:
        return False
    if marked_passive(verb) or (verb.tag_ == "VBN" and verb.dep_ == "acl"):
        return False
    return (is_place(subject) or located_name(subject)) and verb.lemma_.lower() not in place_verbs()


# Violent harm, which no place does whatever the parse: "the areas surrounding it ... destroying tunnels"
_VIOLENT_LEMMAS = frozenset(["kill", "injure", "wound", "destroy", "damage", "abduct", "kidnap"])


def _has_rival(verb: Token, place: Token) -> bool:
    """True when another noun or verb could own the clause: the place is an object ("raids on villages
    abducting ...", "a bombing in the city that killed 12"), the parser made it the subject of a gerund
    that stands where an object would, or it heads a line without a verb. A place that is its own
    clause's subject, a passive's subject, an apposition or an attribute ("Towns that voted against the
    plan will lose ...", "there were three areas which ...") has no rival: the clause is the place's."""
    if verb.tag_ == "VBG" and verb.dep_ == "acl" and verb.lemma_ in _VIOLENT_LEMMAS:
        return True
    if place.dep_ == "nsubj" and place.head.i == verb.i:
        return verb.dep_ == "pcomp"
    while place.dep_ == "conj" and place.head.i != place.i:
        place = place.head
    # a verbless line ("Mayadin city in Deir Ezzor supporting the operation") says nothing of who acts
    return place.dep_ in {"dobj", "pobj", "ROOT"}


def is_place(noun: Token) -> bool:
    """True for a common noun of a settlement or an area (a `place` row of ``ontology/harm-targets.tsv``)."""
    return noun.pos_ == "NOUN" and harm_targets().get(noun.lemma_.lower()) == "place"


def place_host(verb: Token, antecedent: Token) -> Token:
    """The noun a relative clause of an act belongs to when the parser hung it on a place inside that
    noun's phrase: "a bombing in the city that killed 12" -> the bombing, "buses in the area which had
    been waiting" -> the buses. Other antecedents as they are."""
    if verb.dep_ == "relcl" and verb.left_edge.i > 0 and verb.doc[verb.left_edge.i - 1].text == ",":
        # "voters in the district, which elected an MP": after a comma the clause is about the place
        return antecedent
    host = antecedent.head.head if antecedent.dep_ == "pobj" and antecedent.head.dep_ == "prep" else None
    if host is None or host.pos_ != "NOUN" or not _acts_for_place(verb, antecedent):
        return antecedent
    # a host that is itself a place, or a thing with an act of harm ("a bomb attack at a police station in
    # the capital that killed 17"), does no such act either: the clause stays on the place and out of the
    # graph ("the factory in the town that employs 500" is the factory's)
    harmless = host.lemma_.lower() in harm_targets() and verb.lemma_ in RESULT_LEMMAS
    return antecedent if is_place(host) or harmless else host


def place_governor(verb: Token, subject: Token) -> Token | None:
    """The active verb whose act a gerund with a place for its subject tells the toll of: in "mounted
    raids on villages abducting 200 people" the parser makes the villages abduct; the raiders did."""
    if verb.dep_ != "pcomp" or verb.tag_ != "VBG" or verb.lemma_ not in RESULT_LEMMAS:
        return None
    governor = verb.head.head
    if governor.pos_ != "VERB" or marked_passive(governor):
        return None
    return governor if misplaced_act(verb, subject) else None


def name_bearer(verb: Token) -> Token | None:
    """The proper name a naming participle belongs to when the parser hung it on a noun that bears no
    name: in "attacks on positions held by Islamic State formerly known as ISIL" the former name is
    Islamic State's, not the positions'. Only a thing of ``ontology/harm-targets.tsv`` ("positions",
    "a base") or a happening is taken for a noun without a name of its own: a person, a group or a place
    may well bear one ("a commander of the group known as Abu Omar", "a village near Aleppo known as X").
    The proper name must end just before the participle and its adverbs ("formerly", "also"), inside the
    noun's phrase, as the agent of a participle ("held by X"). None otherwise."""
    noun = verb.head
    if verb.dep_ != "acl" or verb.tag_ != "VBN" or verb.lemma_.lower() not in naming_verbs():
        return None
    lemma = noun.lemma_.lower()
    nameless = harm_targets().get(lemma) == "thing" or lemma in event_words() or noun.lower_ in event_words()
    if noun.pos_ != "NOUN" or not nameless:
        return None
    k = verb.i - 1
    while k > noun.i and verb.doc[k].dep_ == "advmod" and verb.doc[k].head.i == verb.i:
        k -= 1
    name = verb.doc[k]
    while name.dep_ in {"compound", "flat"} and name.head.i > name.i:
        name = name.head
    if k <= noun.i or name.i != k or name.pos_ != "PROPN" or not noun.is_ancestor(name):
        return None
    # a thing may bear a name too ("a base near Palmyra known as T4" is the base's): only a name that holds
    # or controls the thing ("positions held by X") is the one the clause is more likely about
    return name if name.head.dep_ == "agent" else None


@lru_cache(maxsize=1)
def naming_verbs() -> frozenset[str]:
    """Lemmas of the verbs whose participle names a noun ("known as", "called"), from
    ``ontology/naming-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("naming-verbs.tsv", ["verb"]))


@lru_cache(maxsize=1)
def harm_targets() -> dict[str, str]:
    """Noun -> kind (`place`, `thing`) of the places and things that do no harm themselves, from
    ``ontology/harm-targets.tsv``."""
    return {row["noun"].lower(): row["kind"] for row in read_tsv("harm-targets.tsv", ["noun", "kind"])}


@lru_cache(maxsize=1)
def place_verbs() -> frozenset[str]:
    """Lemmas of the verbs a place does ("lie", "border"), from ``ontology/place-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("place-verbs.tsv", ["verb"]))


def toll_of_attack(verb: Token) -> bool:
    """True for a present participle of harm that the parser made the complement of an active verb of
    attack on an object ("targeted civilians ... causing dozens of casualties"): its toll, not the
    object's act. A verb that shows or keeps its object in a state ("footage showed gunmen killing",
    "kept them waiting") is not an attack, and its object does what the participle says."""
    head = verb.head
    return (
        verb.dep_ == "xcomp"
        and verb.tag_ == "VBG"
        and verb.lemma_ in RESULT_LEMMAS
        and head.pos_ == "VERB"
        and head.lemma_.lower() in attack_verbs()
        and not marked_passive(head)
    )


@lru_cache(maxsize=1)
def attack_verbs() -> frozenset[str]:
    """Verbs of an attack on a target (``ontology/attack-verbs.tsv``), whose toll a participle tells."""
    return frozenset(row["verb"].lower() for row in read_tsv("attack-verbs.tsv", ["verb"]))


def passive_toll(verb: Token, subject: Token) -> bool:
    """True for a participle of harm after a passive without an agent whose subject it was given: "a
    helicopter was shot down over the town killing all five on board". The toll is the happening's, not
    the helicopter's act, and no one named did it, so the statement stays out of the graph."""
    head = verb.head
    return (
        verb.dep_ == "advcl"
        and verb.tag_ == "VBG"
        and verb.lemma_ in RESULT_LEMMAS
        and marked_passive(head)
        and not any(c.dep_ == "agent" for c in head.children)
        and subject.head.i == head.i
        and subject.dep_ == "nsubjpass"
    )
