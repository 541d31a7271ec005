"""Whether a statement has the evidence to enter the graph, read off the parse of its sentence.

The graph is read out of context, by people and by SPARQL, so a statement the sentence does not assert
(a question, a condition, a demand, a hope), one whose words only stand for something elsewhere (an
unresolved "they"), or one the parse garbled (a list read as "X is Y", a phrase cut mid-way) stays out of
it. ``graph_flag`` names the reason; triples.csv keeps the statement with that flag, and Open IE output
(``kg extract``) is not gated at all, since CaRB scores what a sentence says, asserted or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import SOURCE_LEMMAS, is_speech_verb
from .coref import company_noun
from .descriptions import description_kind, modified_kind, unresolved_description
from .generic import generic_subject
from .phrases import FINITE, opening_possessive
from .speakers import owner_reports
from .subjects import SUBJECT_DEPS, stranded_subject
from .such import points_elsewhere
from .vague import event_words, open_description
from .vague_speakers import vague_source

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from .phrases import Arg, Fact

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
# Subordinators of a clause that is only supposed or intended: "if", "whether", "so (that) people know".
_UNASSERTING_MARKS = frozenset({"if", "unless", "whether", "lest", "so"})
# Adverbs by which the act did not (quite) happen: "almost paid the price".
_UNREALISED = frozenset({"almost", "nearly"})
# Adverbs that hedge a clause into a hope or a guess: "hopefully I will still be okay", "perhaps".
_HEDGES = {"hopefully": "hoped", "perhaps": "possible", "maybe": "possible", "possibly": "possible"}
# Words that head a phrase which stands for something named elsewhere ("this", "both", "one").
_STAND_INS = frozenset({"this", "that", "these", "those", "both", "one", "ones", "others", "another", "such"})
_DEMONSTRATIVES = frozenset({"this", "these", "those", "that"})
# Nouns for things that carry words but say nothing themselves: a speaker is a person, an organisation,
# an outlet, a country or a described group, never one of these.
_DOCUMENT_NOUNS = frozenset(
    [
        "document", "documents", "statement", "statements", "paper", "papers", "letter", "letters", "data",
        "footage", "video", "videos", "image", "images", "picture", "pictures", "photo", "photos",
        "figure", "figures", "pattern", "patterns", "record", "records", "file", "files", "study",
        "survey", "poll", "analysis", "information", "evidence", "text", "message", "email", "website",
    ]
)  # fmt: skip
# Verbs that only name who was addressed: "X told Reuters" says nothing without the quotation.
_ADDRESS_LEMMAS = frozenset({"tell", "inform", "brief", "notify", "quote"})
# Copula objects that cannot describe a subject: values and times, not roles or classes.
_VALUE_LABELS = frozenset({"DATE", "TIME", "CARDINAL", "QUANTITY", "PERCENT", "ORDINAL"})
_CLOSING_QUOTES = frozenset({'"', "'", "”", "’", "''"})
_QUOTE_MARKS = frozenset({'"', "“", "”", "``", "''"})
_IF = frozenset({"if", "unless"})


def graph_flag(
    fact: Fact,
    sent: Span,
    resolve: dict[int, str],
    speaker: Token | None,
    reported: bool,
    quoted: bool = True,
) -> str:
    """Why the statement of ``fact`` stays out of the graph, or "" when it may enter it.

    ``resolve`` maps pronoun positions to their antecedents, ``speaker`` is the attributed source and
    ``reported`` tells whether the clause is reported speech (where "would" is a plain future).
    ``sent`` is the sentence of the fact, passed in since ``Token.sent`` walks the parse on every call;
    ``quoted`` False tells that the sentence holds no quotation mark, which spares looking for one.
    """
    doc = sent.doc
    verb = doc[fact.verb]
    return (
        _modality(verb, sent, reported)
        or _stand_in(fact, doc, resolve, speaker)
        or (quoted and _unspoken_quote(verb, sent, speaker))
        or _bad_speaker(speaker, resolve)
        or ("speaker" if vague_source(fact, doc, resolve, speaker) else "")
        or _fragment(fact, doc)
        or _bad_copula(fact, sent)
        or _addressee_only(fact, doc)
        or _restricting(fact, doc)
        or _open_subject(fact, doc, resolve)
    )


def _open_subject(fact: Fact, doc: Doc, resolve: dict[int, str]) -> str:
    """Flag `description` for a subject "the" + one common noun nothing resolves ("The move comes amid
    ..."). Not a passive's with its agent ("the crimes committed by the coalition aircraft"): the statement
    turns it into the object, where the agent carries it, as a verb and subject carry any object."""
    if fact.subject is None or fact.agent is not None:
        return ""
    if generic_subject(fact.subject, fact.verb, doc, resolve):
        return "generic"  # "clubs opt to sign foreigners": kg/extract/generic.py
    return "description" if open_description(fact.subject, doc, resolve) else ""


def _modality(verb: Token, sent: Span, reported: bool) -> str:
    """The modality of a clause the sentence does not assert: question, condition, wish, possibility."""
    last = next((t for t in reversed(sent) if not (t.is_punct and t.text in _CLOSING_QUOTES)), None)
    if last is not None and last.text == "?":
        return "modality:question"
    cur = verb
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
            if c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in _IF for m in c.children):
                return "modality:conditional"
            if c.dep_ == "advmod" and low in _UNREALISED and c.i < cur.i:
                return "modality:unrealised"
            if c.dep_ == "advmod" and low in _HEDGES:
                return f"modality:{_HEDGES[low]}"
        if any(c.dep_ == "mark" and c.lower_ in _UNASSERTING_MARKS and _intended(c) for c in children):
            return "modality:conditional"
        head = cur.head
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
        cur = head
    return ""


# Verbs whose infinitive is only intended, promised or threatened: "vowed to go after any buyer".
_INTENT_LEMMAS = {
    **{k: v for k, v in _WISH_LEMMAS.items() if v in {"hoped", "demanded", "proposed"}},
    **dict.fromkeys(["vow", "promise", "pledge", "threaten", "seek", "try", "aim"], "proposed"),
}


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


def _stands_in(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a pronoun or a bare determiner heading a phrase, when nothing resolves it."""
    if tok.i in resolve:
        return False
    if tok.pos_ == "PRON" and tok.lower_ not in {"who", "which", "whom", "nobody", "none", "nothing"}:
        return not tok.lower_.endswith(("self", "selves")) or tok.dep_ in SUBJECT_DEPS
    return tok.lower_ in _STAND_INS and tok.pos_ in {"DET", "PRON", "NUM", "NOUN"} and tok.n_lefts == 0


def _part_of_stand_in(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a part of what only a pronoun names: "the majority of these", "most of them", and
    "some of whom", whose antecedent the statement does not carry."""
    for prep in tok.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            return any(
                g.dep_ == "pobj" and (_stands_in(g, resolve) or g.tag_ in _RELATIVE_TAGS)
                for g in prep.children
            )
    return False


def _demonstrative(arg: Arg, doc: Doc) -> bool:
    """True for a bare demonstrative phrase, "these applications", "this document": like a pronoun,
    it only points at something named in another sentence.

    "this attack", "that war" are kept: they name the article's event, which the event model links.
    """
    first, head = doc[arg.start], doc[arg.head]
    demonstrative = first.lower_ in _DEMONSTRATIVES and first.dep_ == "det" and first.head.i == head.i
    bare = demonstrative and arg.end - arg.start == 2 and head.pos_ == "NOUN"
    return bare and head.lower_ not in event_words()


def _stand_in(fact: Fact, doc: Doc, resolve: dict[int, str], speaker: Token | None) -> str:
    for arg in (fact.subject, fact.obj, fact.agent):
        if arg is not None and arg.end - arg.start <= 2 and _stands_in(doc[arg.head], resolve):
            return "pronoun"
        if arg is not None and arg.end - arg.start == 2 and _unnamed_company(doc[arg.head], resolve):
            return "pronoun"
        # "The handheld console": a description with words of its own is never resolved
        if arg is not None and modified_kind(doc[arg.head]) and _unnamed_company(doc[arg.head], resolve):
            return "pronoun"
        if arg is not None and _demonstrative(arg, doc):
            return "pronoun"
        if arg is not None and arg.end - arg.start <= 5 and _part_of_stand_in(doc[arg.head], resolve):
            return "pronoun"
    if fact.subject is not None and _unowned(fact.subject, doc, resolve):
        return "pronoun"
    if points_elsewhere(fact, doc):
        return "pronoun"  # "such papers", "Other nominees": kg/extract/such.py
    if fact.subject is not None and fact.obj is not None:
        # "Connolly rates him": a pronoun object that is not reflexive never stands for the subject
        obj = doc[fact.obj.head]
        subject = resolve.get(fact.subject.head) or doc[fact.subject.start : fact.subject.end].text
        reflexive = obj.lower_.endswith(("self", "selves"))
        meant = resolve.get(obj.i, "")
        if obj.pos_ == "PRON" and not reflexive and meant and subject.endswith(meant.split()[-1]):
            return "pronoun"
    # a work as the source ("The new book claims Mr Prescott hosted a dinner") leaves the claim's own
    # subject and object saying who: only a source that is someone is needed to read it
    source_work = speaker is not None and (description_kind(speaker) or modified_kind(speaker)) == "work"
    if speaker is not None and (
        _stands_in(speaker, resolve) or (_unnamed_company(speaker, resolve) and not source_work)
    ):
        return "pronoun"
    return ""


def _unowned(arg: Arg, doc: Doc, resolve: dict[int, str]) -> bool:
    """True for a subject opening on a possessive determiner nothing resolves: "Its mandate is limited
    to those three sites", "their strict father returns" name no one out of their sentence. A name in
    the phrase ("His co-star Natalie Portman") says who is meant; "their" is resolved only by the
    speaker that owns it ("The rebels said their leader ..."; see ``spans.resolved_name``)."""
    first = opening_possessive(arg, doc)
    if first is None:
        return False
    if first.i in resolve and (first.lower_ != "their" or owner_reports(first)):
        return False
    return not any(doc[i].pos_ == "PROPN" for i in range(arg.start, arg.end))


def _unnamed_company(tok: Token, resolve: dict[int, str]) -> bool:
    """True for "the company", "the firm" that coreference left without a name: like an unresolved "it",
    it says nothing out of its article ("The company wants damages of $20bn")."""
    return (tok.i not in resolve and company_noun(tok)) or unresolved_description(tok, resolve)


def _unspoken_quote(verb: Token, sent: Span, speaker: Token | None) -> str:
    """A clause inside quotation marks whose speaker is nowhere in sight is someone's words, not a fact."""
    if speaker is not None:
        return ""
    marks = [t for t in sent if t.text in _QUOTE_MARKS]
    before = [t for t in marks if t.i < verb.i]
    if before:
        # inside a quotation that opens the sentence; a scare quote mid-sentence is the writer's own
        return "quote" if _opens(before[-1]) and before[-1].i == sent.start else ""
    after = [t for t in marks if t.i > verb.i]
    return "quote" if after and not _opens(after[0]) else ""  # a quotation begun in an earlier sentence


def _opens(mark: Token) -> bool:
    """True for an opening quotation mark: a typographic opening one, or a straight one that follows a
    space (or starts the text) and is glued to the next word."""
    if mark.text in {"“", "``"}:
        return True
    if mark.text in {"”", "''"}:
        return False
    doc = mark.doc
    return (mark.i == 0 or bool(doc[mark.i - 1].whitespace_)) and not mark.whitespace_


def _bad_speaker(speaker: Token | None, resolve: dict[int, str]) -> str:
    """A speaker that is a document, a number, a date or a place phrase rather than someone."""
    if speaker is None or speaker.i in resolve:
        return ""
    if speaker.ent_type_ in _VALUE_LABELS or speaker.like_num:
        return "speaker"
    if speaker.pos_ == "NOUN" and speaker.lower_ in _DOCUMENT_NOUNS:
        return "speaker"
    if speaker.pos_ in {"VERB", "ADP", "NUM"}:
        return "speaker"
    return ""


def speaking_for(tok: Token) -> Token:
    """The source behind a document named as a speaker: "a statement issued by the UN chief's office"
    -> the office, "a statement from the Kremlin" -> the Kremlin; other speakers as they are."""
    if tok.pos_ != "NOUN" or tok.lower_ not in _DOCUMENT_NOUNS:
        return tok
    for t in tok.subtree:
        source = t.dep_ in {"pobj", "poss"} and t.head.lower_ in {"by", "from", "of", tok.lower_}
        if source and t.pos_ in {"PROPN", "NOUN"} and t.lower_ not in _DOCUMENT_NOUNS:
            return t
        if t.dep_ == "poss" and t.head.i == tok.i and t.pos_ == "PROPN":
            return t
    return tok


def _fragment(fact: Fact, doc: Doc) -> str:
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
        if inside and not doc[arg.start - 1].is_punct:
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
    if fact.obj is not None and _closing_source(doc[fact.obj.head]):
        return "fragment"
    return ""


# Determiners and pronouns of a wh-phrase: a phrase opening on one is a relative or a question, whose
# noun stands for something outside it.
_WH_TAGS = frozenset({"WP", "WP$", "WDT"})
# A relative pronoun as a whole phrase ("whom", "which"): its antecedent is outside the statement
_RELATIVE_TAGS = frozenset({"WP", "WDT"})


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
        and before.ent_type_ not in _VALUE_LABELS  # "on Wednesday the Assad regime's channel reported"
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


_NAMED = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "WORK_OF_ART", "PRODUCT", "EVENT"})


def _parenthesised(doc: Doc, arg: Arg) -> bool:
    before = doc[arg.start - 1].text if arg.start > 0 else ""
    after = doc[arg.end].text if arg.end < len(doc) else ""
    return before in {"(", "["} or after in {")", "]"}


def _acronym(short: str, long: str) -> bool:
    letters = "".join(w[0] for w in long.split() if w[:1].isupper())
    return short.isupper() and len(short) >= 2 and short in letters


def _bad_copula(fact: Fact, sent: Span) -> str:
    """A copula whose predicate cannot describe its subject: another name, a value, a garbled clause.

    Two names joined by "be" are one thing under two names only when one is written in brackets or is
    the other's acronym ("General Motors (GM)"); otherwise they are a list or a misparse
    ("Everton: Martyn, Hibbert, ...").
    """
    if fact.lemma != ["be"] or fact.subject is None or fact.obj is None:
        return ""
    doc = sent.doc
    subj, obj = doc[fact.subject.head], doc[fact.obj.head]
    if fact.rule == "title":
        return ""  # a role title before a name ("Iranian President Ebrahim Raisi") is curated, not guessed
    if any(doc[i].dep_ == "neg" for i in range(fact.subject.end, fact.obj.start)):
        return "copula"  # "action, not a vision": a contrast, not a description
    partitive = any(c.dep_ == "prep" and c.lower_ == "of" for c in obj.children)
    if obj.ent_type_ in _VALUE_LABELS and fact.rule == "appos" and not partitive:
        return "copula"  # "warplanes, 5 a.m." and "2,300 feet (700 meters)" describe nothing
    if obj.pos_ not in {"NOUN", "PROPN", "ADJ", "NUM", "PRON"} and obj.pos_ != "X":
        return "copula"
    for i in range(fact.obj.start, fact.obj.end):
        if doc[i].tag_ in {"VBD", "VBZ", "VBP"}:
            verb = doc[i].head if doc[i].dep_ in {"aux", "auxpass"} else doc[i]
            if verb.i == obj.i or verb.dep_ in {"ccomp", "conj", "parataxis", "ROOT"}:
                # a predicate holding a clause of its own (not a relative clause) is a misparse
                return "copula"
    if _item_of_list(subj, obj):
        return "copula"
    if fact.rule == "appos" and (_appositive_list(subj) or _appositive_list(obj)):
        return "copula"
    if fact.rule in {"appos", "title"} and _counted_group(obj) and subj.conjuncts:
        return "copula"  # "the two pilots X and Y": one of the pair is no "two pilots"
    named = subj.ent_type_ in _NAMED and obj.ent_type_ in _NAMED and obj.pos_ == "PROPN"
    listed = _name_list(subj, sent) and obj.text[:1].isupper()
    if (named or listed) and not any(c.dep_ == "det" for c in obj.children):
        subj_text = doc[fact.subject.start : fact.subject.end].text
        obj_text = doc[fact.obj.start : fact.obj.end].text
        if not (
            _parenthesised(doc, fact.obj)
            or _parenthesised(doc, fact.subject)
            or _acronym(obj_text, subj_text)
            or _acronym(subj_text, obj_text)
        ):
            return "copula"
    return ""


def _item_of_list(subj: Token, obj: Token) -> bool:
    """True for "The marginals are Aberdeen South, Dumfriesshire, ...": a plural common noun equated
    with a list says what the whole group is, so one item of it ("The marginals | be | Ochil") is false.
    Adjectives are left alone: "the results are good and fair" describes the group twice."""
    if subj.tag_ != "NNS" or obj.pos_ not in {"NOUN", "PROPN"}:
        return False
    return any(c.pos_ in {"NOUN", "PROPN"} for c in obj.conjuncts)


def _appositive_list(tok: Token) -> bool:
    """True for the head of a list the parser read as appositions ("higher taxes, weaker borders,
    more power to Brussels"): two more common nouns after commas are items of a list, not descriptions
    of the first. Only bare nouns, with no determiner or possessive: "The weapon, a rifle, a gift from
    his father" stacks two descriptions of one thing, and each is true of it."""
    doc = tok.doc
    # the parser labels the later items appos or conj at random; each follows a comma of its own
    items = [c for c in tok.children if c.dep_ in {"appos", "conj"} and doc[c.left_edge.i - 1].text == ","]
    listed = len(items) >= 2 and any(c.dep_ == "appos" for c in items)
    return listed and all(
        t.pos_ == "NOUN" and not any(c.dep_ in {"det", "poss"} for c in t.children) for t in (tok, *items)
    )


def _counted_group(tok: Token) -> bool:
    """True for a plural counted by a number ("the two pilots", "The two companies"): one name of the
    names it stands beside is not the whole group."""
    return tok.tag_ in {"NNS", "NNPS"} and any(
        c.dep_ == "nummod" and c.like_num and c.lower_ not in {"one", "1"} for c in tok.children
    )


def _name_list(tok: Token, sent: Span) -> bool:
    """True in a sentence that lists names ("Everton: Martyn, Hibbert, Yobo, ..."): three or more names
    chained by apposition or coordination, which the parser reads as descriptions of one another."""
    chained = [t for t in sent if t.pos_ == "PROPN" and t.dep_ in {"appos", "conj"}]
    return tok.pos_ == "PROPN" and len(chained) >= 3


def _addressee_only(fact: Fact, doc: Doc) -> str:
    """ "X told Reuters": the object is who was addressed, and the statement says nothing by itself."""
    verb = doc[fact.verb]
    addressed = fact.obj is not None and doc[fact.obj.head].dep_ in {"dobj", "dative"}
    if verb.lemma_.lower() in _ADDRESS_LEMMAS and not fact.quoted_clause and addressed:
        return "addressee"
    return ""


def _restricting(fact: Fact, doc: Doc) -> str:
    """ "Most PCs running Windows Media Center have ...", "the average user who wants to leave ...", "not
    many meets that go by without ...": a relative clause or participle on a quantified or generic noun
    says which ones are meant, and its own statement ("Most PCs | run | Windows Media Center") would
    give the quantifier to the clause's verb, which the sentence does not say."""
    verb = doc[fact.verb]
    if verb.dep_ not in {"relcl", "acl"} or fact.subject is None or fact.subject.head != verb.head.i:
        return ""
    noun = verb.head
    words = [c for c in noun.children if c.dep_ in {"det", "amod", "predet"} and c.i < noun.i]
    # "many soldiers who fought in Iraq were injured" does say that many fought; "not many" does not
    many = [c for c in words if c.lower_ in {"many", "much"}]
    negated = bool(many) and _not_many(many[0], noun)
    return "restricted" if negated or {c.lower_ for c in words} & _QUANTIFIERS else ""


def _not_many(many: Token, noun: Token) -> bool:
    """Whether the negation is on "many" itself ("not many meets", "there are not many"), not on the
    main verb: "many soldiers who fought in Iraq were not injured" still says that many fought."""
    before = many.doc[many.i - 1] if many.i > 0 else None
    if before is not None and before.dep_ == "neg":
        return True
    verb = noun.head
    existential = verb.lemma_ == "be" and any(c.dep_ == "expl" for c in verb.children)
    return existential and any(c.dep_ == "neg" for c in verb.children)


# Words that make a noun a share or a type rather than some things: "most PCs", "the average user".
_QUANTIFIERS = frozenset({"most", "all", "every", "each", "no", "few", "average", "typical"})


_DASHES = frozenset({"-", "–", "—", "--"})


def title_case(doc: Doc, end: int) -> bool:
    """True for a headline written in Title Case, whose capitals the tagger reads as one long name."""
    words = [t for t in _headline_tokens(doc, end) if t.is_alpha and len(t) > 3]
    return len(words) >= 3 and sum(t.text[0].isupper() for t in words) >= 0.7 * len(words)


# Sources a wire headline names at its end without a dash ("Air raids kill 12 in Idlib Monitor", "Bomb
# kills 18 in Damascus suburb state TV", "... near Aleppo: activists"). "TV", "media" count only after
# "state": "Duran Duran show set for US TV" names no source; a source after a colon may be any noun.
_TRAILING_SOURCES = frozenset({"monitor", "observatory"})
_STATE_OUTLETS = frozenset({"tv", "media", "television"})


def _trailing_source(tokens: list[Token]) -> int | None:
    """Where the source glued to the end of a headline without a dash begins, or None."""
    words = [t for t in tokens if not t.is_punct or t.text == ":"]
    if len(words) < 4:
        return None
    last = words[-1]
    # "names new monitor", "the observatory": a described or determined noun is the headline's own object
    # ("IS-held Aleppo Monitor" hangs the participle "held" on it as well)
    described = any(c.dep_ in {"det", "poss"} or (c.dep_ == "amod" and c.tag_ == "JJ") for c in last.children)
    if last.lower_ in _TRAILING_SOURCES and last.pos_ in {"NOUN", "PROPN"} and not described:
        return last.i
    if last.lower_ in _STATE_OUTLETS and words[-2].lower_ == "state":
        return words[-2].i
    colon = [k for k, t in enumerate(words) if t.text == ":"]
    if colon and 1 <= len(words) - colon[-1] - 1 <= 2 and last.pos_ in {"NOUN", "PROPN"}:
        return words[colon[-1]].i
    return None


def source_start(doc: Doc, speaker: Token) -> int:
    """The first token of a headline's source part: its dash, or the source glued on without one."""
    # a dash with a space before it, not the hyphen of "IS-held"
    dashes = [t.i for t in doc[: speaker.i] if t.text in _DASHES and t.i > 0 and doc[t.i - 1].whitespace_]
    if dashes:
        return dashes[-1]
    start = _trailing_source(list(doc[: speaker.i + 1]))
    return speaker.i if start is None else start


def headline_speaker(doc: Doc, end: int) -> Token | None:
    """The speaker of a "claim - Speaker" headline ("Taxes must be trusted - Kennedy"), if it has one,
    or of a wire headline with its source glued on ("Air raids kill 12 in Idlib Monitor")."""
    tokens = _headline_tokens(doc, end)
    dashes = [t for t in tokens if t.text in _DASHES and t.i > 0 and doc[t.i - 1].whitespace_]
    if not dashes:
        start = _trailing_source(tokens)
        return None if start is None else [t for t in tokens if not t.is_punct][-1]
    dash = dashes[-1]
    after = [t for t in tokens if t.i > dash.i]
    names = [t for t in after if t.pos_ in {"PROPN", "NOUN"}]
    if not after or len(after) > 5 or not after[0].text[:1].isupper() or not names:
        return None
    return names[-1]


def _headline_tokens(doc: Doc, end: int) -> list[Token]:
    """The tokens of the headline (text before ``end``), without walking the rest of the article."""
    tokens = []
    for t in doc:
        if t.idx >= end:
            break
        tokens.append(t)
    return tokens


def headline_flag(
    fact: Fact, doc: Doc, end: int, speaker: Token | None, repeats: list[tuple[int, int]] | None = None
) -> str:
    """Why a fact read off the headline (text before ``end``, or a repeat of it) stays out of the graph."""
    if title_case(doc, end):
        return "headline"
    if repeats and any(a <= doc[fact.verb].idx < b for a, b in repeats):
        # the headline again at the top of the body, run on into the first sentence
        for arg in (fact.subject, fact.obj):
            if arg is not None and not any(a <= doc[arg.start].idx < b for a, b in repeats):
                return "headline"
    verb = doc[fact.verb]
    # Headline verbs count as a full clause only when finite: "Howard denies split" is one, "Fatalities
    # expected to increase" is not. Headlines tell past events in the present tense, so a past form
    # without an auxiliary is a participle whose auxiliary was dropped ("8 killed in attack"), whatever
    # the tagger says, except in a clause the headline reports ("Governor says attack caused deaths").
    finite = verb.tag_ in FINITE and (verb.tag_ != "VBD" or verb.dep_ == "ccomp")
    if fact.subject is None or not (finite or any(c.dep_ in {"aux", "auxpass"} for c in verb.children)):
        return "headline"
    if speaker is not None:
        limit = source_start(doc, speaker)
        for arg in (fact.subject, fact.obj):
            if arg is not None and arg.end > limit:
                return "headline"
        if fact.verb > limit:
            return "headline"
    return ""
