"""A fronted phrase without its comma that swallowed the clause's subject: "In central Syria army units
inflicted heavy losses", "In a statement to SANA a source at the police command said that ...".

Without the comma the small model reads the subject as part of the fronted phrase ("central Syria army
units" as one noun phrase, the object of "In"; "a source" as the object of "to SANA"), and the clause's
verb is left with no subject, so the sentence gives no statement at all. A step after NER gives the
subject back when the parse shows where the fronted phrase ends:

- the verb is finite, is no copula (an inverted "Among the dead were ..." has its subject after it) and
  has no subject of its own;
- the fronted phrase opens the sentence, hangs on the verb, runs up to it (its auxiliaries and adverbs
  aside) with no punctuation inside, and ends in a noun, the head of the subject;
- the subject starts right after a word that ends the fronted phrase's own object: the last word of a
  name NER found ("In the neighboring Idleb province | army units"), a noun of ``setting-nouns.tsv``
  that a setting phrase ends on ("In the same context | army units", "According to the statement |
  missile attacks"), or a noun or verb before a determiner or count that opens the subject's own phrase
  ("to SANA | a source at ...", "were waiting | one resident").

The subject becomes the verb's subject, and the words before it the fronted phrase's object again, as the
parse reads the sentence with its comma.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
_FINITE = frozenset({"VBD", "VBZ", "VBP"})
# words between the fronted phrase and its verb that belong to the verb ("army units also destroyed")
_VERB_GROUP = frozenset({"aux", "auxpass", "neg", "advmod"})
# what may hang a fronted phrase on the verb: a preposition, "according to", an adverb with its phrase
# ("Elsewhere in Syria", "Earlier on Saturday")
_FRONTED = frozenset({"prep", "advmod", "npadvmod"})
# names whose end ends a phrase: places, bodies, peoples, dates; not a count or an amount
_NAME_LABELS = frozenset({"GPE", "LOC", "ORG", "FAC", "NORP", "DATE", "TIME", "EVENT", "PERSON"})


@lru_cache(maxsize=1)
def setting_nouns() -> frozenset[str]:
    """Nouns a fronted setting phrase ends on ("In the same context", "In the south"), from
    ``ontology/setting-nouns.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("setting-nouns.tsv", ["noun"]))


def fronted_subjects(doc: Doc) -> Doc:
    """Give back the subject a comma-less fronted phrase swallowed (see the module's docstring)."""
    for sent in doc.sents:
        verb = sent.root
        found = _swallowed(sent, verb)
        if found is None:
            continue
        start, head = found
        _split(doc, verb, start, head)
    return doc


def _finite(verb: Token) -> bool:
    if verb.tag_ in _FINITE:
        return True
    return any(c.dep_ in {"aux", "auxpass"} and (c.tag_ in _FINITE or c.tag_ == "MD") for c in verb.children)


def _swallowed(sent: Span, verb: Token) -> tuple[int, Token] | None:
    """(where the subject starts, its head word) when a fronted phrase swallowed ``verb``'s subject."""
    doc = sent.doc
    if verb.pos_ not in {"VERB", "AUX"} or verb.lemma_.lower() == "be" or not _finite(verb):
        return None
    if verb.i - sent.start < 3 or any(c.dep_ in _SUBJECTS for c in verb.children):
        return None
    last = verb.i - 1
    while last > sent.start and doc[last].head.i == verb.i and doc[last].dep_ in _VERB_GROUP:
        last -= 1
    noun = doc[last]
    if noun.pos_ not in {"NOUN", "PROPN"}:
        return None
    fronted = next((c for c in verb.lefts if c.left_edge.i <= noun.i <= c.right_edge.i), None)
    if fronted is None or fronted.dep_ not in _FRONTED or fronted.left_edge.i != sent.start:
        return None
    if fronted.right_edge.i != noun.i or any(t.is_punct for t in doc[sent.start : noun.i + 1]):
        return None
    for start in range(noun.i, fronted.left_edge.i + 1, -1):
        if not _ends_phrase(doc, start):
            continue
        head = _phrase_head(doc, start, noun.i)
        if head is not None:
            return start, head
    return None


def _ends_phrase(doc: Doc, start: int) -> bool:
    """True when the word before ``start`` ends the fronted phrase's object and ``start`` opens another."""
    before, first = doc[start - 1], doc[start]
    if before.pos_ in {"ADP", "DET", "CCONJ", "SCONJ", "PART", "PRON"} or first.pos_ in {"ADP", "PART"}:
        return False
    if before.ent_type_ in _NAME_LABELS and first.ent_iob_ != "I" and first.pos_ != "PROPN":
        return True  # "In central Syria | army units"
    if before.lower_ in setting_nouns() and before.pos_ in {"NOUN", "ADJ"}:
        return first.pos_ in {"NOUN", "ADJ", "NUM", "DET"}  # "In the same context | army units"
    # "to SANA | a source at ...": a determiner or count opening the subject's own phrase, after a word
    # that can end one ("the first | four months" is one phrase)
    if before.pos_ not in {"NOUN", "PROPN", "VERB"}:
        return False
    return first.tag_ in {"DT", "CD", "PRP$"} and first.lower_ not in {"that", "this", "these", "those"}


def _phrase_head(doc: Doc, start: int, end: int) -> Token | None:
    """The one word of ``doc[start : end + 1]`` whose head lies outside it, when every other's is inside."""
    heads = [t for t in doc[start : end + 1] if not start <= t.head.i <= end or t.head.i == t.i]
    if len(heads) != 1 or heads[0].pos_ not in {"NOUN", "PROPN"}:
        return None
    return heads[0]


def _split(doc: Doc, verb: Token, start: int, head: Token) -> None:
    """Make ``head`` the verb's subject, and the word before ``start`` the head of what stays fronted."""
    rest = doc[start - 1]
    if start <= rest.head.i <= head.i:
        # "the neighboring Idleb province army units": the fronted object's words hung on the subject's
        # head go back to the object's own last word, which takes the place the subject's head had
        for token in doc[verb.left_edge.i : start - 1]:
            if start <= token.head.i <= head.i:
                token.head = rest
        rest.head, rest.dep_ = head.head, head.dep_
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    head.head, head.dep_ = verb, "nsubjpass" if passive else "nsubj"
