"""A reported clause's subject the parser took for the object of the verb that reports it.

In "He warned the party was the real threat" the parser reads "the party" as what was warned and leaves
"was" a clause without a subject: the statement "He | warn | the party" cuts the warning to its subject, and
the clause states nothing. A verb of speech or belief (``kg.extract.attribution.SPEECH_LEMMAS``) whose direct
object runs, with nothing between, into a finite clause the verb takes and that has no subject of its own
reports that whole clause: the object is the clause's subject. A verb whose object is the one spoken to
(``ontology/addressee-verbs.tsv``: "told reporters") is left alone. A spaCy pipeline component mends the parse
(``kg.extract.nlp``), so that every reader after it sees the clause whole, as it would after "that".
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .facts import FINITE

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_NOMINAL = frozenset({"NOUN", "PROPN", "PRON", "ADJ", "NUM"})
# a word that modifies the noun after it ("Labour voters", "Asian states", "English and Welsh Dragons")
_MODIFIERS = frozenset({"compound", "amod", "nmod"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})


def clause_subjects(doc: Doc) -> Doc:
    """Hang each reported clause's subject the parser read as its reporting verb's object on the clause."""
    from .attribution import SPEECH_LEMMAS

    for obj in doc:
        if obj.dep_ != "dobj" or obj.pos_ not in {"NOUN", "PROPN", "PRON"}:
            continue
        verb = obj.head
        if verb.dep_ == "relcl" or any(_nominal_conjunct(t) for t in obj.subtree):
            # "anything which suggests X ...": a relative's verb; "plans to aid savers and the party would
            # widen": the clause's subject may be a conjunct inside the object (kg.extract.conjuncts)
            continue
        lemma = verb.lemma_.lower()
        if lemma not in SPEECH_LEMMAS or lemma in _addressee_verbs() or verb.pos_ != "VERB" or obj.i < verb.i:
            continue
        clause = _subjectless_clause(verb, obj)
        if clause is None or (obj.pos_ == "NOUN" and any(_name_before(t) for t in obj.lefts)):
            continue
        passive = any(c.dep_ == "auxpass" for c in clause.children)
        obj.head, obj.dep_ = clause, "nsubjpass" if passive else "nsubj"
    return doc


def _nominal_conjunct(word: Token) -> bool:
    """True for a conjunct of a noun phrase inside the object, which may open the clause's subject; not one of
    modifiers coordinated before the object's noun ("the English and Welsh Dragons will ..."), which heads no
    phrase of its own."""
    return word.dep_ == "conj" and word.pos_ in _NOMINAL and word.head.dep_ not in _MODIFIERS


def _name_before(word: Token) -> bool:
    """True for a name glued before a common noun ("said SANA terrorists had fired"): the addressee or the
    source the parser fused into the noun, which makes no subject (as ``kg.extract.subjects`` reads it)."""
    if word.dep_ not in _MODIFIERS:
        return False
    # a nationality or a place is the noun's own modifier ("warned Asian states could ...", "US troops"), no
    # name of another
    return word.ent_type_ not in {"NORP", "GPE", "LOC"} and (bool(word.ent_type_) or word.pos_ == "PROPN")


def _subjectless_clause(verb: Token, obj: Token) -> Token | None:
    """The finite clause ``verb`` takes right after its object ``obj``, when it has no subject, or None."""
    from .attribution import SPEECH_LEMMAS as speech

    for clause in verb.children:
        if clause.dep_ != "ccomp" or clause.left_edge.i != obj.right_edge.i + 1:
            continue
        if clause.left_edge.is_punct:
            return None  # "said it: 'could not ...'": a quotation after a mark, no clause the object opens
        if any(c.dep_ in _SUBJECTS for c in clause.children) or clause.lemma_.lower() in speech:
            # a speech verb after the object is a closing source run into it ("announced his plan ...
            # spokeswoman Jane Doe told reporters"), whose subject is the name the object ends on
            return None
        # the verb's own tag, or that of the auxiliary that makes the clause finite ("was", "says", "would")
        finite = clause.tag_ in FINITE or any(
            c.dep_ in {"aux", "auxpass"} and c.tag_ in FINITE for c in clause.children
        )
        return clause if finite and clause.pos_ in {"VERB", "AUX"} else None
    return None


@lru_cache(maxsize=1)
def _addressee_verbs() -> frozenset[str]:
    """Speech verbs whose direct object is the addressee, ``ontology/addressee-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("addressee-verbs.tsv", ["verb"]))
