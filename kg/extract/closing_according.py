"""Sources the parser lost at the end of a sentence, and a happening made a speaker (cause class 3 of the
development sets, a sourced claim without its source or with a wrong one; session 30).

``closing_according``: an "according to X" that closes a sentence, hung by the parser deep inside its last
phrase. ``quoted_closing``: a closing "X was quoted as saying by Y", whose claim is X's words.
``happening_speaker``: "the blast" made the speaker of what the reporter whose participle hangs on it said.

An "according to X" first. FA-KES sentences run long without commas: "The army established full control
of the village ... leaving numbers of terrorists dead and wounded in addition to destroying their vehicles
according to SANA." The parser hangs "according to SANA" on "destroying", a gerund inside a prepositional
phrase, and ``kg.extract.reports.attribution_of``, which looks for the phrase on a clause's own verb and on
the clauses coordinated with it, credits the army's advance to nobody: a sourced claim stated as fact. A
reader takes a closing "according to X" for the source of the sentence's main clauses, wherever the parser
hung it, so ``closing_according`` finds it once per sentence and ``reports_main_clause`` tells which facts
it reports.

Not the background: a relative clause or a participle on a noun ("al-Bab, which lies in Aleppo province")
is the writer's gloss, and a clause reported by a speech verb is that speaker's; nor a phrase that itself
stands inside such a clause ("the attack on a school that killed six children according to state media"
sources the toll of the clause it closes, found by ``attribution_of``). Nor a source that cannot speak
("according to type, location and flight patterns" tells how, not who).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import result_governor, result_participle
from .attribution import according_to, contrast_conjunctions
from .closing_tails import can_speak, subject_start
from .copulas import VALUE_LABELS
from .false_copulas import credit_words
from .vague import event_words

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Dependencies that open a clause a closing source does not report: background (relative clauses,
# participles on nouns, appositions), or what a verb above reports or names (complements, parentheticals).
_OWN_CLAUSES = frozenset({"relcl", "acl", "ccomp", "csubj", "parataxis", "appos"})


def _inside_own_clause(tok: Token, described: bool = False) -> bool:
    """True when ``tok`` or a word it hangs from opens a clause of ``_OWN_CLAUSES``, or a clause joined to
    the one before by neither "and" nor a comma. With ``described``, a fact's verb in a passive participle
    on what its clause acted on (``_describes_object``) is that clause's."""
    for _ in range(40):  # parse trees are shallow; the bound guards against malformed heads
        if result_participle(tok) and (governor := result_governor(tok.head)) is not None:
            # "fired shells on the neighborhood in Aleppo city injuring 3 civilians ... according to the
            # source": the harm the parser hung on the city is the firing's, and reports with it
            tok = governor
            continue
        if described and _describes_object(tok):
            # "destroyed a vehicle loaded with terrorists ... according to the source": a passive participle
            # on what the clause acted on tells what it was, and is reported with it
            tok = tok.head
            continue
        if tok.dep_ in _OWN_CLAUSES:
            return True
        if tok.dep_ == "conj" and tok.pos_ in {"VERB", "AUX"} and tok.left_edge.i > 0:
            # a clause joined by neither "and" nor a comma is a headline the page ran into the sentence
            # ("French jets drop leaflets - YouTube French warplanes struck ... according to INA")
            joint = tok.doc[tok.left_edge.i - 1]
            if joint.dep_ != "cc" and joint.text != ",":
                return True
            # "warplanes regularly bomb Idlib but air strikes have intensified according to X": clauses set
            # against each other are not one report
            if any(c.dep_ == "cc" and c.lower_ in contrast_conjunctions() for c in tok.head.children):
                return True
        if tok.head.i == tok.i:
            return False
        tok = tok.head
    return True


def _describes_object(tok: Token) -> bool:
    """True for a passive participle on the common noun a verb acted on ("a vehicle [loaded with X]"), not
    on a name ("al-Bab [held by IS]": the writer's gloss of a place) nor on a noun of a phrase."""
    noun = tok.head
    return (
        tok.dep_ == "acl"
        and tok.tag_ == "VBN"
        # "an attack that killed at killed six children": a participle with an object of its own is no passive
        and not any(c.dep_ == "dobj" for c in tok.children)
        and noun.dep_ == "dobj"
        and noun.pos_ == "NOUN"
        and noun.head.pos_ == "VERB"
    )


def closing_according(sent: Span) -> tuple[Token, int] | None:
    """The source of the "according to X" that ends ``sent`` (only punctuation after it), and the index of
    "according"; None when there is none, when it stands inside a clause of its own, or when X cannot
    speak."""
    doc = sent.doc
    end = _words_end(sent)
    # the phrase's source is a few words at most: look back a short way for "according"
    for i in range(end - 2, max(sent.start, end - 14) - 1, -1):
        word = doc[i]
        if word.lower_ != "according" or word.dep_ != "prep":
            continue
        source = according_to(word.head, [word])
        if source is None or word.right_edge.i + 1 != end:
            return None
        if not can_speak(source) or source.ent_type_ in VALUE_LABELS or source.like_num:
            return None
        if _inside_own_clause(word.head):
            return None
        return source, i
    return None


def _words_end(sent: Span) -> int:
    """Where ``sent``'s words end: past its last word, before the punctuation and space that close it."""
    doc = sent.doc
    end = sent.end
    while end > sent.start and (doc[end - 1].is_punct or doc[end - 1].is_space):
        end -= 1
    return end


def reports_main_clause(verb: Token, according: int) -> bool:
    """True for a clause a closing "according to" at token ``according`` reports: one before it, in the
    sentence's main frame (the main verb, its coordinated clauses, adverbial clauses and participles), not
    a background clause or another speaker's report, nor a photo caption or a video's title the page ran
    into the sentence before the report ("... August 3 2015 (Reuters Photo) Thirty-five people were killed
    ...", "Jets drop cluster bombs - YouTube Warplanes struck ...")."""
    if verb.i >= according or _inside_own_clause(verb, described=True):
        return False
    return not any(_caption_end(t) for t in verb.doc[verb.i + 1 : according])


def _caption_end(tok: Token) -> bool:
    """True for the end of a photo credit ("Photo)") or a video site's name after a dash ("- YouTube"),
    of ``ontology/caption-credits.tsv``."""
    doc = tok.doc
    if tok.text == ")" and tok.i > 0:
        return doc[tok.i - 1].lower_ in credit_words("ending")
    return tok.lower_ in credit_words("video-site") and tok.i > 0 and doc[tok.i - 1].text in {"-", "–", "—"}


def happening_speaker(speaker: Token) -> Token:
    """The one who speaks for a happening the parser made the speaker: "State television reported the blast
    saying four people had been killed" hangs "saying" on "the blast" (as its subject or its participle), so
    the dead would be the blast's report; the saying is the reporter's, the subject of the verb the
    participle hangs from. A happening (a one-word trigger of ``ontology/event-types.tsv``) with no such
    reporter is returned as it is, and ``kg.extract.evidence`` keeps its statements out of the graph."""
    if not is_happening(speaker):
        return speaker
    own = speaker.head  # the participle whose subject the parser made it: "reported [the blast saying ...]"
    hung = any(c.dep_ == "acl" and c.tag_ == "VBG" for c in speaker.children)  # "reported the blast [saying]"
    if speaker.dep_ == "nsubj" and own.tag_ == "VBG" and own.dep_ in {"ccomp", "advcl", "xcomp"}:
        main = own.head
    elif speaker.dep_ in {"dobj", "pobj"} and hung:
        main = speaker.head if speaker.dep_ == "dobj" else speaker.head.head
    else:
        return speaker
    subject = next((c for c in main.children if c.dep_ == "nsubj"), None)
    if subject is None or not can_speak(subject) or is_happening(subject):
        return speaker
    return subject


def is_happening(tok: Token) -> bool:
    """True for a common noun that names a happening, a one-word trigger of ``ontology/event-types.tsv``
    ("blast", "airstrikes", "bombardment"): it says nothing, so it is no speaker."""
    return tok.pos_ == "NOUN" and (tok.lower_ in event_words() or tok.lemma_.lower() in event_words())


def quoted_closing(sent: Span) -> tuple[Token, int] | None:
    """The source of a sentence that closes "X was quoted as saying (by Y)": "Two pilots were killed near
    Palmyra the Russian military was quoted as saying by local media" reports the deaths as the military's
    words (the outlet only carried them), but "saying" has nothing to report after it, so the claim went
    without a speaker. Returns X and where its phrase starts, as ``kg.extract.reports.closing_reporter``
    returns a closing source; None when "saying" has its own clause ("was quoted as saying that ..."), when
    anything but the saying's own phrases follows, or when no clause stands before X."""
    doc = sent.doc
    end = _words_end(sent)
    for i in range(end - 1, max(sent.start, end - 12) - 1, -1):
        saying = doc[i]
        if saying.lower_ != "saying" or doc[i - 1].lower_ != "as" or i - 2 <= sent.start:
            continue
        quoted = doc[i - 2]
        if quoted.lemma_.lower() != "quote" or quoted.tag_ != "VBN" or saying.right_edge.i + 1 != end:
            return None
        if any(c.dep_ in {"ccomp", "xcomp", "dobj"} for c in saying.children):
            return None
        subject = next((c for c in quoted.children if c.dep_ == "nsubjpass" and c.i < quoted.i), None)
        if subject is None or not can_speak(subject) or subject.pos_ == "PRON":
            return None
        start = subject_start(subject, sent.start)
        before = any(t.pos_ in {"VERB", "AUX"} for t in doc[sent.start : start])
        return (subject, start) if before and start > sent.start else None
    return None
