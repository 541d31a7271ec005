"""A speaker's second act that the parser hung inside the report: "X said A will not allow B and promised C".

The small model makes "promised" a conjunct of "allow", inside what X said, so that A promised C and X's
report runs on over it. The tenses tell otherwise: a past-tense verb with no subject of its own cannot share
a verb under a modal ("will not allow"), a present ("is", "support") or an infinitive ("to fall"), so it is
coordinated with "said" and its subject is the speaker's. The report ends before its "and"
(``kg.extract.attachments.remark_end``), the subject rule gives the act the speaker
(``kg.extract.subjects``), and the act is the writer's statement, not part of the report
(``kg.extract.reports``).

Verbs whose past and base forms agree ("cut", "put") and perfects ("has killed 40 and wounded 90", where
the tagger often calls the shared participle a past tense) are left alone, and so is a report that comes
after its clause ("A would X and Y-ed, X said"), whose second verb is inside the quoted words.

When both verbs are past ("X said A was delighted and offered his congratulations") the tenses tell nothing
("said the fighters took the town and moved north" keeps "moved" in the report), so only the verb can: a
verb of saying or of an act done to listeners (``ontology/speaker-acts.tsv``: "added", "thanked", "offered
his congratulations") on the report's own clause is the speaker's.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_speech_verb

if TYPE_CHECKING:
    from spacy.tokens import Token

# dependencies that give a verb a subject of its own
_OWN_SUBJECT = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
# the joins a second act follows ("and promised", "but predicted")
_JOINS = frozenset({"and", "but"})
# the links from the verb the act hangs on up to the report's head: clauses inside the report, not a
# noun's modifier ("a van carrying aid and detonated"), whose tense says nothing about the report
_REPORT_PATH = frozenset({"ccomp", "xcomp", "conj"})
_HAVE = frozenset({"have", "has", "had", "'ve", "'s", "'d"})
# the children that name what a speaker's act is ("offered his congratulations", "called for talks")
_ACT_OBJECTS = frozenset({"dobj", "prep", "prt", "dative"})


def second_act_report(verb: Token) -> Token | None:
    """The speech verb whose speaker does ``verb``, a past-tense conjunct the parser hung inside that verb's
    report on a verb of another tense ("said the bridge is safe and thanked the engineers": "thanked" gives
    "said"), or on a past one when ``verb`` is a speaker's act ("said it was safe and thanked them"); None for
    any other verb."""
    if verb.dep_ != "conj" or verb.tag_ != "VBD" or verb.lower_ == verb.lemma_.lower():
        return None
    head = verb.head
    if any(c.dep_ in _OWN_SUBJECT for c in verb.children) or not _joined(head, verb):
        return None
    if _other_tense(head):
        report = _report_of(head)
    elif head.is_alpha and head.lemma_ != verb.lemma_ and is_speaker_act(verb):
        # both past: only a verb of saying or of an act done to listeners is the speaker's, and only on the
        # report's own clause ("said he was delighted and offered his congratulations"); "have called on X
        # and called on Y" repeats a verb that shares its "have"
        report = head.head if head.dep_ == "ccomp" and is_speech_verb(head.head) else None
        if _subject_between(head, verb):
            return None  # "said A were killed whilst a source did not deny B and said C": the source's
    else:
        return None
    if report is None or report.i > head.i:
        return None
    return report if _finite_past(report) else None


def is_speaker_act(verb: Token) -> bool:
    """True for a verb of saying or of an act done to listeners (``ontology/speaker-acts.tsv``): "added",
    "thanked", "offered his congratulations", "called for"."""
    needs = speaker_acts().get(verb.lemma_.lower())
    if needs is None:
        return False
    return not needs or any(c.dep_ in _ACT_OBJECTS and c.lower_ in needs for c in verb.children)


@lru_cache(maxsize=1)
def speaker_acts() -> dict[str, frozenset[str]]:
    """Each verb of ``ontology/speaker-acts.tsv`` with the words one of which its object or preposition
    must be (empty for any)."""
    return {
        row["verb"].lower(): frozenset(w.lower() for w in row["objects"].split("|") if w not in {"", "-"})
        for row in read_tsv("speaker-acts.tsv", ["verb", "objects"])
    }


def _subject_between(head: Token, verb: Token) -> bool:
    """True when a verb with a subject of its own stands between ``head`` and ``verb``: a nearer clause,
    whose subject may be the one that does ``verb``."""
    return any(
        t.pos_ in {"VERB", "AUX"} and any(c.dep_ in _OWN_SUBJECT for c in t.children)
        for t in head.doc[head.i + 1 : verb.i]
    )


def _finite_past(report: Token) -> bool:
    """True for a report told in a finite past ("said", "has emphasized"), as a second act is: "says A
    could X and cut Y" is not one, nor "is alleged to have said A and proposed B", whose "proposed" is a
    participle the tagger took for a past, sharing "to have"."""
    if report.tag_ == "VBD":
        return True
    auxiliaries = [c for c in report.children if c.dep_ in {"aux", "auxpass"}]
    return (
        report.tag_ == "VBN"
        and not any(a.dep_ == "auxpass" or a.tag_ in {"TO", "VB", "MD"} for a in auxiliaries)
        and any(a.lower_ in _HAVE and a.tag_ in {"VBZ", "VBP", "VBD"} for a in auxiliaries)
    )


def _joined(head: Token, verb: Token) -> bool:
    """True when "and" or "but" joins ``verb`` to ``head``."""
    return any(c.dep_ == "cc" and c.lower_ in _JOINS and head.i < c.i < verb.i for c in head.children)


def _other_tense(head: Token) -> bool:
    """True for a verb whose tense a past cannot share: one under a modal, an infinitive, a bare verb or a
    present; never a perfect, a past or a participle without auxiliary."""
    if not head.is_alpha or head.pos_ not in {"VERB", "AUX"}:
        return False  # "captured16": a word run into a number, whose tag is a guess
    auxiliaries = [c for c in head.children if c.dep_ in {"aux", "auxpass"}]
    if any(a.lower_ in _HAVE for a in auxiliaries):
        return False
    if any(a.tag_ == "MD" for a in auxiliaries):
        return True
    if head.tag_ == "VB":
        # "to fall", "come and go"; "did not raise" is a past
        return not any(a.tag_ == "VBD" for a in auxiliaries)
    if head.tag_ in {"VBZ", "VBP"}:
        return True
    # "are applied", "is being used": a present auxiliary
    return any(a.tag_ in {"VBZ", "VBP"} for a in auxiliaries)


def _report_of(head: Token) -> Token | None:
    """The speech verb whose report ``head`` is in, up through the clauses of the report only."""
    cur = head
    for _ in range(8):  # parse trees are shallow; the bound guards against malformed heads
        if cur.dep_ not in _REPORT_PATH or cur.head.i == cur.i:
            return None
        if cur.dep_ == "ccomp" and is_speech_verb(cur.head):
            return cur.head
        cur = cur.head
    return None
