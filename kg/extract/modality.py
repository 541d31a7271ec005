"""The modality flag of a statement: whether its sentence asserts the clause or only asks, supposes,
wishes, fears or allows it ("modality:question", "modality:conditional", "modality:hoped", ...).

Split out of ``kg.extract.evidence``, which asks it first of every statement.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import contrast_conjunctions, is_speech_verb
from .reporting_clauses import clause_marks
from .second_acts import second_act_report
from .subjects import SUBJECT_DEPS

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Modal auxiliaries that make a clause possible, required or wished for rather than done. "will" and
# "can" state a plan or an ability plainly; "would" is the future of reported speech ("said it would")
# and is read as hypothetical only outside it.
_MODALS = {
    "could": "possible",
    "may": "possible",
    "might": "possible",
    "should": "demanded",
    "must": "demanded",
    "ought": "demanded",
}
# Verbs whose clausal complement is wanted, feared or asked for, never done.
_WISH_LEMMAS = {
    "hope": "hoped",
    "wish": "hoped",
    "fear": "feared",
    "worry": "feared",
    "want": "demanded",
    "demand": "demanded",
    "urge": "demanded",
    "ask": "demanded",
    "call": "demanded",
    "insist": "demanded",
    "propose": "proposed",
    "plan": "proposed",
}
# Subordinators of a clause that is only supposed or intended: "if", "whether", "so (that) people know"
# (ontology/clause-marks.tsv; a concession is still asserted, so its kind is not here).
_UNASSERTING_MARKS = clause_marks("condition", "fear", "question", "purpose")
# Adverbs by which the act did not (quite) happen: "almost paid the price".
_UNREALISED = frozenset({"almost", "nearly"})
_CLOSING_QUOTES = frozenset({'"', "'", "”", "’", "''"})
_IF = clause_marks("condition")
# Verbs of pledge, whose "if" clause is what the pledge hangs on: "promised the harshest reaction if the
# group attacks" was promised all the same.
_PLEDGE_LEMMAS = frozenset({"promise", "vow", "pledge", "threaten"})


def modality(verb: Token, sent: Span, reported: bool, voiced: bool = False) -> str:
    """The modality of a clause the sentence does not assert: question, condition, wish, possibility.

    ``voiced`` tells that the statement's relation keeps a passive's "be" ("be expected to tell"): it then
    says what is believed or expected, and a passive of belief or report over it is no hedge."""
    last = next((t for t in reversed(sent) if not (t.is_punct and t.text in _CLOSING_QUOTES)), None)
    if last is not None and last.text == "?":
        return "modality:question"
    cur = verb
    own_conjunct = False  # climbed from a conjunct with its own subject
    set_against = False  # climbed from a conjunct set against the first by "but" or "yet"
    joined = False  # climbed from any conjunct
    for _ in range(8):
        children = list(cur.children)
        for c in children:
            low = c.lower_
            if c.dep_ == "aux" and c.tag_ == "MD":
                if low == "could" and any(n.dep_ == "neg" for n in children):
                    continue  # "could not maintain it": a failure that happened, asserted as such
                if low in _MODALS:
                    return f"modality:{_MODALS[low]}"
                if low in {"would", "'d"} and (
                    not reported or any(a.lower_ == "have" and a.dep_ == "aux" for a in children)
                ):
                    return "modality:hypothetical"
            if (
                c.dep_ == "advcl"
                and any(m.dep_ == "mark" and m.lower_ in _IF for m in c.children)
                and cur.lemma_.lower() not in _PLEDGE_LEMMAS
            ):
                return "modality:conditional"
            if c.dep_ == "advmod" and low in _UNREALISED and c.i < cur.i:
                return "modality:unrealised"
            if c.dep_ != "advmod":
                continue
            # "hardly ever watched": the parser hangs the hedge on "ever"
            hedge = c if low in hedges() else next((g for g in c.children if g.lower_ in hedges()), None)
            if hedge is not None and _hedges(hedge, cur, reported, own_conjunct, set_against):
                return f"modality:{hedges()[hedge.lower_]}"
        if any(c.dep_ == "mark" and c.lower_ in _UNASSERTING_MARKS and _intended(c) for c in children):
            return "modality:conditional"
        # a conjunct climbed from is an act of its own ("is believed to stand as X and has assumed control")
        if not voiced and not joined and (kind := _hearsay_passive(cur, children)):
            return f"modality:{kind}"
        # a second act ("said it would X and added Y") is the speaker's, under the report's modality
        head = second_act_report(cur) or cur.head
        if head.i == cur.i or cur.dep_ not in {"ccomp", "xcomp", "conj", "advcl"}:
            break
        if _means_of_intent(cur, head):
            return f"modality:{_INTENT_LEMMAS[head.lemma_.lower()]}"
        # "wants to own" folds into one relation; only a clause with its own subject is wished for
        own_subject = cur.dep_ == "ccomp" or any(c.dep_ in SUBJECT_DEPS for c in children)
        if cur.dep_ in {"ccomp", "xcomp"} and head.lemma_.lower() in _WISH_LEMMAS and own_subject:
            return f"modality:{_WISH_LEMMAS[head.lemma_.lower()]}"
        if cur.dep_ in {"ccomp", "advcl"}:
            break  # a modal of the reporting clause ("could say") does not reach what was said
        # "rarely visits Leeds but opened a school there": a conjunct set against the first by "but" is its
        # own assertion, for a hedge of how often as for one with its own subject
        contrasted = cur.dep_ == "conj" and any(
            c.dep_ == "cc" and c.lower_ in contrast_conjunctions() and head.i < c.i < cur.i
            for c in head.children
        )
        own_conjunct = own_conjunct or (cur.dep_ == "conj" and own_subject)
        joined = joined or cur.dep_ == "conj"
        set_against = set_against or contrasted
        cur = head
    return ""


# Verbs whose infinitive is only intended, promised or threatened: "vowed to go after any buyer".
_INTENT_LEMMAS = {
    **{k: v for k, v in _WISH_LEMMAS.items() if v in {"hoped", "demanded", "proposed"}},
    **dict.fromkeys(["vow", "promise", "pledge", "threaten", "seek", "try", "aim"], "proposed"),
}


@lru_cache(maxsize=1)
def _hearsay_verbs() -> dict[str, str]:
    """Verb lemma -> modality of a passive that gives its complement as believed or said
    (``ontology/hearsay-passives.tsv``)."""
    return {row["verb"]: row["modality"] for row in read_tsv("hearsay-passives.tsv", ["verb", "modality"])}


def hearsay_complement(verb: Token) -> Token | None:
    """The infinitive or participle after a passive of belief or report ("believed to [be] trapped",
    "reported [killed]"), or None when ``verb`` is no such passive."""
    children = list(verb.children)
    if not _hearsay_passive(verb, children):
        return None
    return next(c for c in children if c.dep_ in {"xcomp", "oprd"})


def _hearsay_passive(verb: Token, children: list[Token]) -> str:
    """The modality of a passive of belief or report with a clause after it, "" for any other verb.

    "are believed to be trapped", "were reported killed", "jets believed to be Russian": a participle with
    its passive auxiliary, or hung on its noun, and an infinitive or participle complement. The statement
    read off it ("people | believe to be in | ...") makes the subject the believer, and no one named
    believes it. "was reported by SANA" (no complement) states the report, and stays."""
    kind = _hearsay_verbs().get(verb.lemma_.lower(), "")
    if not kind or verb.tag_ != "VBN":
        return ""
    if verb.dep_ != "acl" and not any(c.dep_ == "auxpass" for c in children):
        return ""
    return kind if any(c.dep_ in {"xcomp", "oprd"} for c in children) else ""


@lru_cache(maxsize=1)
def hedges() -> dict[str, str]:
    """Adverb -> the modality it gives its clause ("hopefully": hoped, "allegedly": alleged), from
    ``ontology/hedge-adverbs.tsv``."""
    return {
        row["adverb"].lower(): row["modality"]
        for row in read_tsv("hedge-adverbs.tsv", ["adverb", "modality"])
    }


def _hedges(
    adverb: Token, verb: Token, reported: bool, own_conjunct: bool, set_against: bool = False
) -> bool:
    """Whether ``adverb`` hedges ``verb``. "allegedly" and its kind only before the verb and outside
    reported speech: "footage purportedly showing fighters" is unvouched for, but "a video posted online
    purportedly of the site" was posted, and "the Pentagon said they were allegedly plotting" is the
    Pentagon's own claim, kept with its speaker. Nor does it reach a conjunct with a subject of its own:
    "supposedly made a profit, but its accounts showed a loss" asserts the loss; so for "rarely" and its
    kind: "the rules can hardly be dodged, yet most bosses chose to move" asserts the choosing,
    and "rarely visits Leeds but opened a school there" the opening."""
    kind = hedges()[adverb.lower_]
    if kind == "rare":
        return not (own_conjunct or set_against)
    if kind != "alleged":
        return True
    return adverb.i < verb.i and not reported and not own_conjunct


def _means_of_intent(participle: Token, head: Token) -> bool:
    """True for a participle that tells how an intended act is to be done: "vowed to go after any
    buyer, using all legal means" (the parser hangs "using" on "vowed", but nothing was used yet).
    A speech participle is the vow's own act: "vowed to fight on, saying they would never give up"."""
    if participle.dep_ != "advcl" or participle.tag_ != "VBG" or head.lemma_.lower() not in _INTENT_LEMMAS:
        return False
    if is_speech_verb(participle):
        return False
    return any(
        c.dep_ == "xcomp" and c.i < participle.i and any(a.tag_ == "TO" for a in c.children)
        for c in head.children
    )


def _intended(mark: Token) -> bool:
    """A subordinator that leaves its clause unasserted; "so" only in a purpose clause ("so that people
    can ..."), not in a consequence ("so he is well placed")."""
    if mark.lower_ != "so":
        return True
    doc = mark.doc
    follows_that = mark.i + 1 < len(doc) and doc[mark.i + 1].lower_ == "that"
    return follows_that or any(c.tag_ == "MD" for c in mark.head.children)
