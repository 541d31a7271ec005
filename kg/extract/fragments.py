"""The `fragment` flag of a statement: a subject or object the parse cut in the wrong place (opening or
ending on a preposition, cut out of a name or a title), or an object that is only half of what the verb
takes ("enabled O'Gara" without "to notch a penalty").

Split out of ``kg.extract.evidence``, which asks it of every statement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SOURCE_LEMMAS, is_speech_verb
from .copulas import VALUE_LABELS
from .facts import FINITE
from .subjects import SUBJECT_DEPS, relative_report, stranded_subject

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact


def fragment(fact: Fact, doc: Doc) -> str:
    """A subject or object cut in the wrong place: it opens or ends on a preposition or a conjunction."""
    for arg in (fact.subject, fact.obj):
        if arg is None:
            continue
        first, last = doc[arg.start], doc[arg.end - 1]
        if first.pos_ == "CCONJ" or (first.pos_ == "ADP" and first.dep_ == "prep"):
            return "fragment"  # "to sculptor Henry Moore"; "at least 103 people" is a quantifier
        if first.lower_ == "to" and first.dep_ == "aux" and doc[arg.head].pos_ not in {"VERB", "AUX"}:
            return "fragment"  # "to sculptor Henry Moore" with "sculptor" read as a verb after "to"
        if first.tag_ == "TO" and fact.passive and arg is fact.obj:
            # "was forced | to close": the infinitive of a passive is no object ("appeared to be" is)
            return "fragment"
        if (last.pos_ in {"CCONJ", "ADP", "DET"} and last.dep_ != "prt") or last.lower_ == "that":
            return "fragment"
        if last.tag_ == "POS" and arg.end - arg.start > 1:
            return "fragment"  # "Sony's" without what it owns
        if arg.start > 0 and doc[arg.start - 1].text == "-" and not doc[arg.start - 1].whitespace_:
            return "fragment"  # "tight-head" cut after its hyphen
        if _cut_from_title(doc, arg):
            return "fragment"
        inside = first.ent_iob_ == "I" and arg.start > first.sent.start
        if inside and not doc[arg.start - 1].is_punct and not _past_adverb(doc, arg.start):
            # a phrase that starts inside a name has lost its first words: "Public Policy Research" of
            # "the Institute of Public Policy Research", "Grief | grow | Old" of the song "Grief Never
            # Grows Old". After a bracket, quote mark or dash the phrase starts where a reader sees a
            # name start, and the NER's span has only run on over the mark ("... Research (IPPR)")
            return "fragment"
        if first.tag_ == "WP$" or (first.tag_ in _WH_TAGS and arg is fact.subject):
            # "whose market capitalisation", "What we are proposing [is]": the owner or the thing is
            # named elsewhere or nowhere. An object opening on "what" says what it means ("launched
            # what it called an offensive", "will determine what caused the crash")
            return "fragment"
    if fact.obj is not None and _controlled_object(doc[fact.verb], doc[fact.obj.head], fact.obj.end):
        return "fragment"
    if fact.obj is not None and any(stranded_subject(c) is not None for c in doc[fact.verb].children):
        return "fragment"  # "found | more adults" of "found more adults ... are buying bicycles"
    if fact.obj is not None and _subjectless_clause(doc[fact.obj.head]):
        return "fragment"
    report = relative_report(doc[fact.obj.head]) if fact.obj is not None else None
    if report is not None and report.i == fact.verb:
        # "the Observatory | say | which the Observatory said killed several soldiers": the relative
        # clause is no saying; what was said is stated of the antecedent ("the blasts | kill | ...")
        return "fragment"
    if fact.obj is not None and _closing_source(doc[fact.obj.head]):
        return "fragment"
    if fact.obj is not None and (_adverbial_object(doc, fact.obj) or _split_possessive(doc, fact.obj)):
        return "fragment"
    if fact.obj is not None and _named_not_said(doc[fact.verb], doc, fact.obj):
        return "fragment"
    return ""


# Parts of speech of a saying: "said | the area" names a thing, which is no saying
_THING_TAGS = frozenset({"NOUN", "PROPN", "NUM"})


def _named_not_said(verb: Token, doc: Doc, obj: Arg) -> bool:
    """True when "say" takes a bare noun phrase as what was said: in text without commas the parser hangs
    the next clause's subject on the verb ("the Observatory said the area was shelled" read as "said | the
    area", "said 122 civilians died" as "said | 122 civilians"), and the statement credits a thing as the
    saying. A noun phrase with a verb in it ("said it was a miracle", a quotation) is a clause and kept."""
    head = doc[obj.head]
    taken = head.dep_ == "dobj" and head.head.i == verb.i
    # "killing 12 people the Observatory said": the source read as a relative clause on the last noun
    run_on = verb.dep_ == "relcl" and head.i == verb.head.i
    if verb.lemma_ != "say" or not (taken or run_on):
        return False  # "said in a statement", "is said to contain": another relation, another object
    words = doc[obj.start : obj.end]
    # after a colon or an opening quote mark the words are the saying itself, whatever the parser tags them
    quoted = obj.start > 0 and (doc[obj.start - 1].is_quote or doc[obj.start - 1].text == ":")
    clause = any(t.pos_ in {"VERB", "AUX"} or t.is_quote for t in words)
    # a headline's verbless report is a saying all the same: "says no evidence of an attack" (a claim that
    # something is absent), "says 30 civilians dead" (a predicate adjective after its noun)
    verbless = any(t.lower_ == "no" and t.head.i == head.i for t in words) or any(
        t.pos_ == "ADJ" and t.i > head.i and t.head.i == head.i for t in words
    )
    return head.pos_ in _THING_TAGS and not quoted and not clause and not verbless


def _past_adverb(doc: Doc, start: int) -> bool:
    """Whether the name the phrase starts inside only has adverbs before ``start``: the NER ran over the
    sentence's adverb ("Lately Syrian forces" tagged "Lately Syrian"), which the phrase rightly left out."""
    k = start - 1
    while k >= 0 and doc[k].ent_iob_ == "I":
        k -= 1
    # a time keeps its words: "this month figures" of "Earlier this month figures showed" is cut
    named = k >= 0 and doc[k].ent_type_ not in VALUE_LABELS
    return named and all(t.tag_ in {"RB", "RBR"} for t in doc[k:start])


# Determiners and pronouns of a wh-phrase: a phrase opening on one is a relative or a question, whose
# noun stands for something outside it.
_WH_TAGS = frozenset({"WP", "WP$", "WDT"})


def _closing_source(head: Token) -> bool:
    """True for an object that is the source closing its sentence without a comma: "Fourteen
    consecutive strikes were made Konashenkov added." hangs "Konashenkov added" on "made" as its
    clause; it says who reported the sentence, not what was made."""
    if head.dep_ != "ccomp" or head.lemma_ not in SOURCE_LEMMAS or is_speech_verb(head.head):
        return False
    rest = head.doc[head.i + 1 : head.sent.end]
    has_subject = any(c.dep_ in SUBJECT_DEPS and c.i < head.i for c in head.children)
    return has_subject and all(t.is_punct or t.is_space for t in rest)


def _subjectless_clause(head: Token) -> bool:
    """True for a reported clause whose subject the parser left elsewhere: in "an attack ... that
    activists say killed more than 130 people" the subject of "killed" is the relative "that", hung on
    "say", and "activists | say | killed more than 130 people" reports no one's act."""
    # a past form without an auxiliary is finite whatever the tagger says ("say killed", tagged VBN)
    bare_past = head.tag_ == "VBN" and not any(c.dep_ in {"aux", "auxpass"} for c in head.children)
    if head.dep_ != "ccomp" or not (head.tag_ in FINITE or bare_past):
        return False
    return not any(c.dep_ in SUBJECT_DEPS or c.dep_ == "expl" for c in head.children)


def _cut_from_title(doc: Doc, arg: Arg) -> bool:
    """True for a phrase cut out of a capitalised title: "the Void director" out of "Touching the Void
    director Kevin McDonald". A lower-case "the" between two capitalised words inside a sentence belongs
    to a name or a work's title, and a phrase that starts on it has lost the title's first word."""
    first = doc[arg.start]
    if first.text not in {"the", "of", "a"} or arg.start < 2 or arg.start + 1 >= len(doc):
        return False
    before, after = doc[arg.start - 1], doc[arg.start + 1]
    return (
        before.is_title
        and not before.is_sent_start
        and before.pos_ in {"PROPN", "VERB", "NOUN"}
        and before.ent_type_ not in VALUE_LABELS  # "on Wednesday the Assad regime's channel reported"
        and after.is_title
    )


# Verbs whose object is the one who is to do the infinitive that follows ("enabled O'Gara to notch",
# "urged residents to leave"); after other verbs the infinitive is a purpose ("use all means to find").
_OBJECT_CONTROL_LEMMAS = frozenset(
    ["enable", "allow", "permit", "force", "compel", "urge", "ask", "order", "persuade", "encourage",
     "help", "invite", "instruct", "prompt", "require", "advise", "cause", "lead", "get"]
)  # fmt: skip


def _controlled_object(verb: Token, obj: Token, end: int) -> bool:
    """True for the object of "enabled O'Gara to notch a penalty" without what it was enabled to do.

    The infinitive is not asserted, so it has no statement; the object alone says little. ``end`` is
    where the statement's object ends: in "urged the regime and the rebels fighting to overthrow him
    to cooperate" the parser hangs "to cooperate" inside the last conjunct, past "the regime".
    """
    first = obj  # "urged residents and shop owners to leave": each conjunct is controlled
    while first.dep_ == "conj":
        first = first.head
    if verb.lemma_ not in _OBJECT_CONTROL_LEMMAS or first.dep_ != "dobj" or first.head.i != verb.i:
        return False
    if any(
        c.dep_ == "xcomp" and c.i > obj.i and any(a.tag_ == "TO" for a in c.children) for c in verb.children
    ):
        return True
    return any(
        t.i >= end and t.tag_ == "VB" and any(a.tag_ == "TO" and a.dep_ == "aux" for a in t.children)
        for c in first.children
        if c.dep_ == "conj"
        for t in c.subtree
    )


def _adverbial_object(doc: Doc, obj: Arg) -> bool:
    """True for an object that is only an adverbial clause, opened by its subordinator: in "The regime
    has used this policy since the uprising began he added" the report hangs on "began", so "he | add |
    since the uprising began" gives the speaker the clause's time, not what he said. A reported sentence
    that opens on its condition ("said if talks fail, the strike goes ahead") is headed by its main
    clause and is whole."""
    head, first = doc[obj.head], doc[obj.start]
    return head.dep_ == "advcl" and first.dep_ == "mark" and first.head.i == head.i


def _split_possessive(doc: Doc, obj: Arg) -> bool:
    """True for an object that is the first half of one noun phrase the parser split into two objects of
    the verb: without an apostrophe ("have drawn the worlds attention to") "the worlds" and "attention"
    are two objects, and "activists | draw | the worlds" is cut from what they drew; so is "Tory" of
    "attacked Tory plans". A second object that is a number or a pronoun ("left the town one of two
    ...", "wounded several people some of them") or a direction ("a neighbourhood east of Aleppo") is a
    phrase of its own, and the first object whole."""
    head = doc[obj.head]
    if head.dep_ != "dobj" or obj.end >= len(doc):
        return False
    if head.pos_ == "PROPN" and any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in head.children):
        # a name of several words is whole on its own ("founded the Silver Ridge Estates label")
        return False
    if head.like_num or any(c.dep_ == "nummod" for c in head.children):
        # a count names the things themselves ("killed 35 Daesh militants"), and a figure cut from its
        # unit ("won the 800m", "landed 17.30m") mostly still reads right
        return False
    after = doc[obj.end]
    return (
        after.dep_ == "dobj"
        and after.head.i == head.head.i
        and after.left_edge.i == obj.end
        # the second half is often mistagged ("plans" a verb, "offensive" an adjective): only what it is not
        and after.pos_ not in {"NUM", "PRON", "DET"}
        # a base-form verb with its own object is a second verb of a headline ("attacks kill a man injure 4")
        and after.tag_ != "VB"
        and not any(c.dep_ == "dobj" for c in after.children)
        and not any(c.dep_ == "prep" and c.lower_ == "of" for c in after.children)
    )
