"""An age or a nationality opening a sentence ("The 23-year-old has denied ...", "The 27-year-old winger
spent ...", "The Kenyan was unsure ..."): news writes it for the person the sentence before was about, and
this module gives it that person's name when nothing else in that sentence could be the one meant. The
person nouns an age may head are the `person` rows of ``ontology/kind-nouns.tsv`` and
``ontology/person-nouns.tsv``; the nationalities are ``ontology/demonyms.tsv`` and
``ontology/person-demonyms.tsv``.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from ..resources import demonym_nouns, person_nouns
from .cache import written_sentences
from .described_bodies import bodies_described
from .described_subjects import described_subject, elsewhere, pronoun_person
from .quotes import SUBJECTISH, clean_name

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# The parser's words after the number of an age: "23 - year - old".
_AGE = ["-", "year", "-", "old"]
# The slots of a person the sentence is about: "Jesper Gronkjaer met Robbie Savage" leaves an age open.
_PARTICIPANTS = frozenset({"nsubj", "nsubjpass", "dobj", "conj", "appos", "attr", "dative"})
# The slots where an unnamed person ("his new signing", "a man", "her son") makes a second candidate; not
# a copula's complement or an apposition, which describe the named one ("Labour's longest-serving prime
# minister").
_UNNAMED_SLOTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "dative", "conj"})


def is_age(doc: Doc, start: int) -> bool:
    """Whether the parser's five words from ``start`` are an age, "23 - year - old"."""
    words = doc[start : start + 5]
    return len(words) == 5 and words[0].like_num and [t.lower_ for t in words[1:]] == _AGE


def age_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> name, for a sentence opening on an age: it stands for the subject of the sentence
    before when that subject is the one person the sentence names, no unnamed person stands beside it,
    and the age's noun, if any, is a person noun that fits the title the name was given; the same for a
    sentence opening on "The" and a nationality as its subject, when the name was given no other one; and
    last a bare "The organisation" or "The firm" for the body the sentence before was about
    (``kg.extract.described_bodies``), read here so that the bodies of spokesmen are already named."""
    out: dict[int, str] = {}
    sents = written_sentences(doc)
    for k, (before, sent) in enumerate(pairwise(sents)):
        # "The Olympic champion said": kg/extract/described_subjects.py
        described = None if _age_subject(sent) or _demonym_subject(sent) else described_subject(sent)
        head = described or _age_subject(sent) or _demonym_subject(sent)
        if head is None or head.i in resolved or _unnamed_person(before) or _person_object(head):
            continue
        # a person in a phrase of place or time ("a move to Atletico Madrid", tagged a person) is none
        people = [
            e
            for e in doc.ents
            if e.label_ == "PERSON" and before.start <= e.start < before.end and e.root.dep_ in _PARTICIPANTS
        ]
        earlier = sents[k - 1] if k else None
        if not people and described is not None:
            if name := pronoun_person(described, before, earlier, sent, resolved):
                out[head.i] = name  # "He chose to ... said the Carlton star"
            continue
        if len(people) != 1 or people[0].root.dep_ not in SUBJECTISH or people[0].root.head.dep_ != "ROOT":
            continue
        if described is not None and elsewhere(described, people[0], before, earlier, sent):
            continue
        if head.lower_ in demonym_nouns():
            if _other_nationality(people[0], head):
                continue
        elif head.lower_ != "old" and _other_title(people[0], head):
            continue
        if name := clean_name(people[0].text):
            out[head.i] = name
    return out | bodies_described(doc, resolved | out)  # "The organisation said": described_bodies.py


def _age_subject(sent: Span) -> Token | None:
    """The head of an age description opening ``sent`` as its subject: "The 23-year-old" (the head is
    "old") or "The 27-year-old winger" with a person noun; None otherwise ("The 35-year-old airline",
    "The 31-year-old Briton", whose entity is the demonym's)."""
    if len(sent) < 6 or sent[0].lower_ != "the" or not is_age(sent.doc, sent.start + 1):
        return None
    old = sent[5]
    head = old if old.dep_ in SUBJECTISH else old.head if old.dep_ == "amod" else None
    if head is None or head.dep_ not in SUBJECTISH or head.i > old.i + 1 or head.head.dep_ != "ROOT":
        return None
    # a thing ("airline") is no person; a demonym ("Briton") is in no list: it has an entity of its own
    if head is not old and head.lemma_.lower() not in person_nouns():
        return None
    return head


def _demonym_subject(sent: Span) -> Token | None:
    """The nationality opening ``sent`` as its main clause's subject, "The Kenyan was unsure ...", with no
    word of its own (not "The Kenyan team", "The Kenyan, 24,"); None for a plural verb ("The Swiss have
    voted": a people)."""
    if len(sent) < 3 or sent[0].lower_ != "the":
        return None
    head = sent[1]
    if head.lower_ not in demonym_nouns() or head.dep_ not in SUBJECTISH or head.head.dep_ != "ROOT":
        return None
    if any(c.i != sent.start for c in head.children) or head.head.tag_ == "VBP":
        return None
    if any(aux.tag_ == "VBP" for aux in head.head.children if aux.dep_ in {"aux", "auxpass"}):
        return None
    return head


def _person_object(subject: Token) -> bool:
    """Whether the subject's own verb takes "him" or "her" as an object: in "The Argentine will play him in
    the final", "him" is the one the sentence before was about, and the Argentine someone else. A pronoun
    deeper down ("The Kenyan said the crowd lifted her") may be the subject itself."""
    verb = subject.head
    # "play him", "lost to him": the object of the verb, or of a preposition on it
    return any(
        t.lower_ in {"him", "her"}
        and t.dep_ in {"dobj", "dative", "pobj"}
        and (t.head if t.dep_ != "pobj" else t.head.head) == verb
        for t in verb.subtree
    )


def _other_nationality(person: Span, demonym: Token) -> bool:
    """Whether the name was given a nationality other than the opening one: "American Dent" ... "The
    Swede" is someone else."""
    words = {t.lower_ for t in person.root.subtree if t.i < person.start or t in person}
    return bool(words & demonym_nouns() - {demonym.lower_})


def _unnamed_person(sent: Span) -> bool:
    """Whether ``sent`` has a person without a name among its arguments ("his new signing", "her son",
    "a man") or a passive agent ("attacked by a man"): the age may be that one."""
    for tok in sent:
        if tok.dep_ == "agent":
            return True
        if tok.dep_ not in _UNNAMED_SLOTS or tok.pos_ != "NOUN" or tok.lemma_.lower() not in person_nouns():
            continue
        if any(c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in {"a", "an"}) for c in tok.children):
            return True
    return False


def _other_title(person: Span, noun: Token) -> bool:
    """Whether the name was given a person noun other than the age's: "Coach Bobby Robson ... The
    21-year-old midfielder" is someone else."""
    titles = [t for t in person.root.subtree if t.i < person.start or t in person]
    given = {t.lemma_.lower() for t in titles} & person_nouns()
    return bool(given) and noun.lemma_.lower() not in given
