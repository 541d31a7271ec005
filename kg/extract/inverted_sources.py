"""An inverted source that closes a comma-less report, which the parser took for the object of its verb:
"The army took two villages while battles raged in the hills said the Observatory which tracks the war."

Without the comma the small model reads "the Observatory" as what "said" said, and hangs "said" on the
report's verb as a second act of its subject. The report then has a speech verb over it with no subject,
which leaves the claim nobody's (kept out of the graph), or gives it no speaker at all. A step after the
closing sources of ``kg.extract.closing_speakers`` gives such a verb its subject back: a speech verb with no
subject and no clause of its own after it, with the reported clause before it and no "and" between them,
whose object follows it right away, names a speaker (a name, or a source's describing noun: "the
monitoring group") and runs with the verb's own words to the end of the sentence. The object becomes the
verb's subject, and the verb the head of the report, as the parse reads "..., said the Observatory" with
its comma.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .closing_speakers import reported_clause
from .closing_tails import ADDRESSING
from .quotes import CLAUSE_SUBJECT_DEPS
from .source_descriptions import names_speaker

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_FINITE = frozenset({"VBD", "VBZ", "VBP"})
# a day, a count or an event after the verb is what was said, never who said it
_NO_SPEAKER_LABELS = frozenset(
    {"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT", "EVENT"}
)
_JOINING = frozenset({"and", "or", "but", "nor"})


def inverted_sources(doc: Doc) -> Doc:
    """Make the speaker the parser took for the object of a closing, inverted speech verb its subject."""
    from .attribution import SOURCE_LEMMAS, other_sense

    for verb in doc:
        if (
            verb.i < 3
            or verb.tag_ not in _FINITE
            or verb.lemma_.lower() not in SOURCE_LEMMAS
            # "... and told the minister": whom a speaker spoke to, not who spoke
            or verb.lemma_.lower() in ADDRESSING
            or other_sense(verb)
        ):
            continue
        source = _object_source(verb)
        clause = reported_clause(verb) if source is not None else None
        if source is None or clause is None or clause.i > verb.i or _joined(verb):
            continue
        if verb.head.i == clause.i and verb.dep_ in {"conj", "advcl"}:
            # "took ... said the Observatory": the verb hung on the report as its second act now heads it
            if clause.head.i == clause.i:
                verb.head, verb.dep_ = verb, "ROOT"
            else:
                verb.head, verb.dep_ = clause.head, clause.dep_
            clause.head, clause.dep_ = verb, "ccomp"
            # the closing stop the parser hung on the report is the saying's, or the report runs to the end
            for token in doc[verb.i + 1 : verb.sent.end]:
                if token.head.i < verb.i:
                    token.head = verb
        source.dep_ = "nsubj"
    return doc


def _object_source(verb: Token) -> Token | None:
    """The object right after a subjectless ``verb`` that names a speaker and, with the verb's own words,
    closes the sentence; None when the verb has a subject or a clause of its own, or its object is none."""
    children = list(verb.children)
    if any(c.dep_ in CLAUSE_SUBJECT_DEPS for c in children):
        return None
    if any(c.dep_ in {"ccomp", "xcomp"} and c.i > verb.i for c in children):
        return None  # "said the army had left": the object is the report's subject
    source = next((c for c in children if c.dep_ == "dobj" and c.i > verb.i), None)
    if source is None or source.left_edge.i != verb.i + 1:
        return None
    if source.ent_type_ in _NO_SPEAKER_LABELS or not names_speaker(source):
        return None
    doc = verb.doc
    # every word after the verb is its own ("said the Observatory on Sunday."): it closes the sentence
    tail = doc[verb.i + 1 : verb.sent.end]
    if any(not (t.is_punct or t.is_space) and not verb.is_ancestor(t) for t in tail):
        return None
    # "... Reuters reported the White House as saying": after the object, only the verb's adjuncts
    # ("on Sunday", "in a statement"), no act of the object's own
    if any(t.pos_ in {"VERB", "AUX"} for t in doc[source.right_edge.i + 1 : verb.sent.end]):
        return None
    return source


def _joined(verb: Token) -> bool:
    """Whether ``verb`` is joined to the report by "and" ("took the town and reported the attack"): a second
    act of the report's subject, whose object is no speaker."""
    doc = verb.doc
    before = doc[verb.left_edge.i - 1] if verb.left_edge.i > 0 else None
    if before is not None and before.lower_ in _JOINING:
        return True
    return any(c.dep_ == "cc" and c.i < verb.i for c in verb.children)
