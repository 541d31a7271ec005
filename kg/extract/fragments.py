"""The `fragment` flag of a statement: a subject or object the parse cut in the wrong place (opening or
ending on a preposition, cut out of a name or a title), an object that is only half of what the verb
takes ("enabled O'Gara" without "to notch a penalty"), a phrase that a whole clause ran into, or a closing
source read as a relative clause on the noun before it.

Split out of ``kg.extract.evidence``, which asks it of every statement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SOURCE_LEMMAS, is_speech_verb
from .copulas import VALUE_LABELS
from .facts import FINITE
from .opened_clauses import opened_clause
from .subjects import SUBJECT_DEPS, stranded_subject
from .subordinate_clauses import relative_report
from .title_cuts import cut_from_title

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact


def fragment(fact: Fact, doc: Doc) -> str:
    """A subject or object cut in the wrong place: it opens or ends on a preposition or a conjunction."""
    for arg in (fact.subject, fact.obj):
        if arg is None:
            continue
        first, last = doc[arg.start], doc[arg.end - 1]
        if (first.pos_ == "CCONJ" or (first.pos_ == "ADP" and first.dep_ == "prep")) and not (
            arg is fact.obj and opened_clause(doc, arg)
        ):
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
        if cut_from_title(doc, arg, fact):
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
    if fact.agent is not None and _plural_run_into_person(doc, fact.agent):
        # "the atrocities committed by rebels Pillay said": the agent read as the active subject
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
    if fact.obj is not None and _closing_relative(doc[fact.verb], fact.obj):
        return "fragment"
    if _clause_run_in(fact, doc):
        return "fragment"
    return ""


def _closing_relative(verb: Token, obj: Arg) -> bool:
    """True for a source closing its sentence that the parser read as a relative clause without a
    relative pronoun: in "... fighters from ISIS on the other hand the SOHR announced." or "... by the
    Turkish army and the coalition the Turkish military announced Friday." the last noun is made what
    was announced ("the SOHR | announce | the other hand"); what was said is the whole sentence before.
    Only a verb of ``SOURCE_LEMMAS`` with nothing of its own after it but its time, ending the sentence;
    "the plan which the minister announced" (a relative pronoun) and "the figures the ministry announced
    on Monday showed ..." (the sentence goes on) are kept. ``_named_not_said`` does this for "say" with a
    noun the parser took as said."""
    if verb.dep_ != "relcl" or verb.lemma_ not in SOURCE_LEMMAS or obj.head != verb.head.i:
        return False
    noun = verb.head
    if noun.dep_ == "ROOT":
        # the parser found no main verb and hung the sentence on a stray first token (a garbled quote
        # mark before "If the rebels had not fled the attack would have caused losses he said"): the
        # object is the whole clause before the source, which is what was said
        return False
    if _object_relative(verb, noun):
        return False
    if any(c.tag_ in _WH_TAGS or c.lower_ == "that" for c in verb.children):
        return False
    if not any(c.dep_ == "nsubj" for c in verb.children) or any(c.dep_ == "neg" for c in verb.children):
        # a source is not negated: "... according to the Observatory, a toll the regime has not confirmed"
        return False
    if any(c.dep_ in {"dobj", "ccomp", "xcomp", "dative"} for c in verb.children):
        return False
    rest = verb.doc[verb.right_edge.i + 1 : verb.sent.end]
    return all(t.is_punct or t.is_space for t in rest)


def _object_relative(verb: Token, noun: Token) -> bool:
    """Whether ``verb`` is a real relative clause without a pronoun on the main verb's object: "disputed
    the figures the army reported", "welcomed the truce both sides announced". The clause follows its
    noun at once, and the noun is the object right after the main verb, with "the" and nothing else
    before it, as a noun a relative clause picks out is. A closing source read as a relative hangs on
    the last noun of a long sentence instead: a noun in a phrase or a later clause ("in the pavement",
    "and cracked walls"), a count ("killing six and wounding 32 people"), or a noun with words between
    it and the source ("claimed the lives of 18 civilians including 10 children")."""
    if noun.dep_ != "dobj" or noun.head.dep_ != "ROOT" or verb.left_edge.i != noun.i + 1:
        return False
    if noun.left_edge.i != noun.head.i + 1:
        # the object is not next to its verb: "fired at a convoy near Homs and the coalition the
        # ministry announced" is a list the parser cut, whose last noun it made the verb's object
        return False
    before = [c for c in noun.children if c.i < noun.i]
    return (
        bool(before)
        and all(c.dep_ in {"det", "compound", "amod"} for c in before)
        and any(c.dep_ == "det" and c.lower_ == "the" for c in before)
    )


def _clause_run_in(fact: Fact, doc: Doc) -> bool:
    """True when a subject or a passive's agent holds a whole clause of its own, with its own subject: in
    text without commas the parser runs the governing or the next clause into the phrase ("Military
    sources announced on Monday that at least 175 members of the ISIS were killed and many more | wound in
    | ...", "a suicide bomber driving a truck adding that the blast detonated a fuel container | carry out
    | the attack", "the Daesh terror group killed at least 44 people | claim | a bomb blast"). A relative
    clause ("the man who killed ..."), a clause opened by "that" on its noun ("the report that Iran sent
    troops"), a clause of time or cause and an indirect question are parts of a phrase, and kept. An
    object is not asked: a noun object holds a reported clause of its own more often ("sought clarity on
    reports suggesting that the forces killed 1300 people", "condemned the attack saying it was ...")."""
    return any(_holds_clause(doc, a) for a in (fact.subject, fact.agent) if a is not None)


def _holds_clause(doc: Doc, arg: Arg) -> bool:
    """Whether a verb inside ``arg`` (not its head) has a subject of its own inside it and a tense, or is
    a participle with an object ("the group killed 44 people" hung on "group" as its modifier)."""
    for t in doc[arg.start : arg.end]:
        if t.i == arg.head or t.pos_ not in {"VERB", "AUX"} or t.ent_iob_ != "O" or _in_phrase_clause(t, arg):
            continue
        if t.head.i > t.i and t.head.pos_ in {"NOUN", "PROPN"}:
            # a word before the noun it hangs on modifies it, whatever its tag: "Assad regimes random
            # attacks", a possessive without its apostrophe read as a verb
            continue
        auxes = [c for c in t.children if c.dep_ in {"aux", "auxpass"}]
        if t.dep_ == "acl":
            # a past tense with an object is no modifier of its noun: "the group killed 44 people", also
            # as a participle on the agent of a passive ("a bomb claimed by the group killed 30 people");
            # elsewhere a participle the parser gave an object stays (a show's "hit" read as a verb with its
            # name as object, "brokered by regime ally Iran and rebel backer Qatar")
            on_agent = t.head.dep_ == "pobj" and t.head.head.dep_ == "agent"
            if (
                not auxes
                and (t.tag_ == "VBD" or (t.tag_ == "VBN" and on_agent))
                and any(c.dep_ == "dobj" and arg.start <= c.i < arg.end for c in t.children)
            ):
                return True
            continue
        transitive = any(c.dep_ in {"dobj", "ccomp"} for c in t.children)
        # a bare past participle is a tense only with an object ("sources announced that ..."); the
        # absolute "12 injured" of "leaving five people dead and 12 injured" has none
        tensed = (
            t.tag_ in FINITE
            or any(c.tag_ in FINITE for c in auxes)
            or (t.tag_ == "VBN" and not auxes and transitive)
        )
        if not tensed or _bracketed(doc, arg.start, t.i):
            continue
        if any(
            c.dep_ in {"nsubj", "nsubjpass"}
            and arg.start <= c.i < arg.end
            and not c.like_num
            and c.tag_ not in _WH_TAGS
            for c in t.children
        ):
            return True
    return False


def _in_phrase_clause(t: Token, arg: Arg) -> bool:
    """Whether ``t`` is inside a clause that belongs to a phrase of ``arg``: a relative clause, a clause
    opened by "that" or "whether" on its noun, an adverbial clause ("as if ...", "because ..."), or a
    modifier (a verb read as an adjective or a compound)."""
    cur = t
    while arg.start <= cur.i < arg.end and cur.i != arg.head:
        if cur.dep_ in {"relcl", "amod", "compound", "aux", "auxpass"}:
            return True
        if cur.dep_ == "acl" and any(c.dep_ == "mark" for c in cur.children):
            return True
        if cur.dep_ == "ccomp" and _phrase_participle(cur.head):
            # what a participle on the noun fears or hopes is the phrase's own: "residents fearing the army
            # would return", "families hoping their sons had survived"; a speech verb's clause is the
            # speaker's run in ("a bomber driving a truck adding that the blast detonated ...")
            return True
        subordinate = any(c.dep_ == "mark" and c.lower_ not in {"that", "whether"} for c in cur.children)
        if subordinate or (cur.dep_ == "advcl" and cur.lemma_ not in SOURCE_LEMMAS):
            # "floating as though she weighed nothing", "because it has weakened rival groups":
            # a clause of time, cause or manner inside the phrase is the phrase's own; "adding that ..."
            # is the speaker's, run in
            return True
        wh = _WH_TAGS | {"WRB"}
        # (a wh-word on the noun the clause hangs on, "exactly which chemical it is", is not asked: in
        # FA-KES it brought back as many false statements as useless ones)
        if any(c.tag_ in wh for c in cur.children) or cur.doc[cur.left_edge.i].tag_ in wh:
            # an indirect question or a free relative: "a question as to why airstrikes do not target",
            # "a video of what it said was ...", "the gap between what a firm earned and spent"
            return True
        if cur.head.i == cur.i:
            break
        cur = cur.head
    return False


def _phrase_participle(t: Token) -> bool:
    """Whether ``t`` is a present participle hung on a noun ("residents fearing ...") that is no speech
    verb of ``SOURCE_LEMMAS``."""
    return t.dep_ == "acl" and t.tag_ == "VBG" and t.lemma_ not in SOURCE_LEMMAS


def _bracketed(doc: Doc, start: int, i: int) -> bool:
    """Whether token ``i`` is inside a bracket opened after ``start``: "(ISIS ISIL IS and Daesh)" is a
    list of names, whatever the tagger makes of "IS"."""
    depth = 0
    for t in doc[start:i]:
        depth += t.text == "("
        depth -= t.text == ")"
    return depth > 0


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


def _plural_run_into_person(doc: Doc, arg: Arg) -> bool:
    """True for an agent that runs a lower-case plural into one person's name ("committed by rebels Pillay
    said"): the end of one clause fused with the next one's speaker, who is neither the plural nor its
    member. Only an agent: as a subject or object the plural is most often the person's class, with the
    comma kept ("hailed senior stars X and Y, who came off the bench")."""
    return any(
        doc[k].tag_ == "NNS"
        and doc[k].is_lower
        and doc[k].dep_ == "compound"
        and doc[k + 1].ent_iob_ == "B"
        and doc[k + 1].ent_type_ == "PERSON"
        for k in range(arg.start, arg.end - 1)
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
