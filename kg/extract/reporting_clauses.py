"""Which verbs report the clause they govern, beyond the speech lemmas of ``kg.extract.attribution``.

Two word lists in ``ontology/`` and the grammar around them:

- ``clause-verbs.tsv``: a finite verb of ruling or decision ("The court ruled that ...", "The board agreed
  that ...") with a clause of its own reports the clause as "said" does. Before, the clause
  was the complement of a verb that asserts nothing, so every statement in it was dropped and "X | rule |"
  was left without an object.
- ``unsaid-governors.tsv``: a speech verb in the infinitive of a verb of attempt, request, refusal or failure
  ("failed to confirm that", "was asked to confirm that", "is due to announce which") reports nothing said:
  the clause is no one's statement, as a clause after "hoped that" is not, and stays out.

Imports nothing of the attribution modules, which read it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .facts import TIME_LABELS

if TYPE_CHECKING:
    from spacy.tokens import Token


def clause_marks(*kinds: str) -> frozenset[str]:
    """The subordinators of ontology/clause-marks.tsv of the given kinds (one table for the three readers)."""
    return frozenset(word for kind in kinds for word in words_of_kind("clause-marks.tsv", kind))


# Subordinators of a ruling that has not been made: "if the court rules that ...", "unless the board agrees
# that ...". Not "after", "when" or "though": those rulings were made (ontology/clause-marks.tsv).
_CONDITIONS = clause_marks("condition", "fear")


@lru_cache(maxsize=1)
def clause_verbs() -> frozenset[str]:
    """Lemmas of the verbs that report a clause, from ``ontology/clause-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("clause-verbs.tsv", ["verb"]))


@lru_cache(maxsize=1)
def unsaid_governors() -> frozenset[str]:
    """Words whose infinitive is an act not done ("refuse", "fail", "due"), from
    ``ontology/unsaid-governors.tsv``."""
    return frozenset(row["word"].lower() for row in read_tsv("unsaid-governors.tsv", ["word"]))


def reporting_clause_verb(tok: Token) -> bool:
    """Whether ``tok`` is a verb of ``clause-verbs.tsv`` that reports the "that" clause it governs: finite or
    a participle with its auxiliary ("has ruled that"). Not a bare infinitive ("asked to rule that", "should
    agree that": not done), nor a clause an adjective wants ("it is vital that the members agree that"); nor
    a clause before the verb ('"... we made progress - the UN agreed with this"',
    a parse that hangs the quotation on the verb whose object is "this"); nor a question ("ruled whether":
    nothing is given as ruled, and the clause stays out as any "whether" clause does)."""
    if tok.lemma_.lower() not in clause_verbs() or tok.pos_ not in {"VERB", "AUX"}:
        return False
    if not any(c.dep_ == "ccomp" and c.i > tok.i and _that_clause(c) for c in tok.children):
        return False
    if tok.tag_ == "VB" and not any(c.dep_ == "aux" and c.lemma_ == "do" for c in tok.children):
        return False  # "should agree that", "would decide that", "to rule that": not done
    if tok.dep_ == "ccomp" and _wanted_by_adjective(tok.head):
        return False  # "it is vital that the members agree that ...": the speaker's wish, not their ruling
    if any(c.dep_ == "prt" for c in tok.children):
        return False  # "ruled out that the firm acted alone": the clause is denied, not ruled
    if tok.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in _CONDITIONS for c in tok.children):
        return False  # "if the court rules that the law is void, ...": no ruling yet
    return tok.tag_ != "VBG" or tok.dep_ not in {"acl", "advcl", "amod"}


def reported_finding(tok: Token) -> bool:
    """Whether ``tok`` is a verb of ``clause-verbs.tsv`` whose own clause someone else reports: "The paper
    said the court ruled that the firm had broken the law". What the clause states is the outer speaker's
    report of a ruling, so its speaker is the outer one, not the subject who ruled."""
    if tok.lemma_.lower() not in clause_verbs() or tok.dep_ != "ccomp":
        return False
    head = tok.head
    if head.lemma_.lower() in clause_verbs():
        return False
    return head.pos_ in {"VERB", "AUX"} and any(c.dep_ in {"nsubj", "nsubjpass"} for c in head.children)


def unruled_clause(clause: Token, verb: Token) -> bool:
    """Whether ``verb`` is a verb of ``clause-verbs.tsv`` and ``clause`` none of the "that" clauses after it
    that it reports: "The film won a prize on the day the court ruled that X", parsed as if the prize were a
    clause of "ruled" before it, is no ruling, nor is a "while" clause under "agreed"."""
    if verb.lemma_.lower() not in clause_verbs():
        return False
    return not (clause.dep_ == "ccomp" and clause.i > verb.i and _that_clause(clause))


def _wanted_by_adjective(head: Token) -> bool:
    """An adjective, or a "be" with one ("it is vital that ...", which the parser hangs on "is")."""
    if head.pos_ == "ADJ":
        return True
    return head.lemma_ == "be" and any(c.dep_ == "acomp" for c in head.children)


def _that_clause(clause: Token) -> bool:
    """A clause with a subject of its own, marked by "that" or by nothing ("agreed the ward would stay
    open"): not an infinitive or a question ("agreed to stay", "decide whether", "decided how")."""
    if not any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in clause.children):
        return False
    marks = [c for c in clause.children if c.dep_ == "mark"]
    if any(m.lower_ != "that" for m in marks):
        return False
    # "knew exactly where they lived": a wh-word first or among the clause's own words
    words = [clause.left_edge, *clause.children]
    return not any(w.tag_ in {"WDT", "WP", "WRB", "WP$"} and w.i < clause.i for w in words)


def unsaid_infinitive(tok: Token) -> bool:
    """Whether ``tok`` is an infinitive that a verb or adjective of ``unsaid-governors.tsv`` governs: "(the
    ministry) failed to confirm that", "(the mayor) refused to say whether", "(officials were) asked to
    confirm that", "(the minister) is due to announce which". Its clause is what was asked, refused or
    intended, not what the subject said. A conjunct of such an infinitive is one too ("refused to confirm or
    deny that")."""
    if tok.dep_ == "conj" and tok.tag_ == "VB":
        tok = tok.head
    if tok.tag_ != "VB" or tok.dep_ not in {"xcomp", "ccomp", "advcl"}:
        return False
    if not any(c.tag_ == "TO" and c.dep_ == "aux" for c in tok.children):
        return False
    governor = tok.head
    words = {governor.lemma_.lower(), governor.lower_}
    if words & _said_when_negated() and any(c.dep_ == "neg" for c in governor.children):
        return False  # "did not hesitate to say that", "never failed to mention that": it was said
    return bool(words & unsaid_governors())


@lru_cache(maxsize=1)
def _said_when_negated() -> frozenset[str]:
    """Words of ``unsaid-governors.tsv`` whose negation is the act done ("did not hesitate to say")."""
    rows = read_tsv("unsaid-governors.tsv", ["word", "negated"])
    return frozenset(row["word"].lower() for row in rows if row["negated"] == "said")


# Subordinators of a clause that tells a happening of its own beside its host (ontology/clause-marks.tsv).
_OWN_HAPPENING = clause_marks("time", "cause")


def own_happening(verb: Token) -> bool:
    """True for a speech verb whose clause a time or cause subordinator opens ("... refused to blame
    the keeper after the visitors claimed a draw"): it tells what its subject said or did then, and reports
    nothing of the clause it hangs on, so its subject is no source of that clause. The mark must open the
    verb's own subject, and that subject hold no verb: "... after the air strikes the commander said" or
    "... after shells killed 24 the monitor said", a source the parser hung under the mark of the words
    before it in text without commas, reports its sentence."""
    if verb.dep_ != "advcl":
        return False
    subject = next((c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"} and c.i < verb.i), None)
    if subject is None or any(t.pos_ == "VERB" for t in subject.subtree):
        return False  # "a day after shells killed 24 people the monitor said": a clause run into the source
    if any(t.ent_type_ in TIME_LABELS for t in subject.subtree if t.i < subject.i):
        return False  # "drowned after midnight coastguards said": a time run into the source
    return any(
        c.dep_ == "mark" and c.lower_ in _OWN_HAPPENING and c.i + 1 == subject.left_edge.i
        for c in verb.children
    )
