"""Whether a statement has the evidence to enter the graph, read off the parse of its sentence.

The graph is read out of context, by people and by SPARQL, so a statement the sentence does not assert
(a question, a condition, a demand, a hope), one whose words only stand for something elsewhere (an
unresolved "they"), or one the parse garbled (a list read as "X is Y", a phrase cut mid-way) stays out of
it. ``graph_flag`` names the reason; triples.csv keeps the statement with that flag, and Open IE output
(``kg extract``) is not gated at all, since CaRB scores what a sentence says, asserted or not.

The longer checks live beside it, one module per flag: ``modality``, ``stand_ins`` (`pronoun`),
``fragments``, ``copulas`` and ``attachments`` (`attachment`); ``headlines`` holds the `headline` flag of
statements read off a headline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import harm_targets, misplaced_act, passive_toll, remark_verbs
from .attribution import SOURCE_LEMMAS
from .backed_places import backed_place
from .closing_according import is_happening
from .copulas import VALUE_LABELS, bad_copula
from .cut_clauses import cut_clause
from .fragments import fragment
from .fused_subjects import fused_subject
from .generic import generic_subject
from .harm_chains import joined_to_misplaced
from .held_sources import holds_source
from .inner_stand_ins import open_inner
from .listed_tolls import listed_toll
from .lost_settings import lost_setting
from .modality import modality
from .nameless import nameless
from .quotes import DOUBLE_MARKS
from .shifted_objects import shifted_object
from .source_bodies import unnamed_source
from .spans import keeps_voice
from .stand_ins import stand_in
from .struck_targets import struck_target_statement
from .summary_appositions import summary_apposition
from .toll_runs import is_second_toll
from .unanchored import nameless_teller, open_definite_subject, unanchored
from .vague import event_words, open_description
from .vague_speakers import vague_source

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from .facts import Fact

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
        modality(verb, sent, reported, voiced=keeps_voice(fact, doc))
        or stand_in(fact, doc, resolve, speaker)
        or (quoted and _unspoken_quote(verb, sent, speaker))
        or _bad_speaker(speaker, resolve)
        or ("speaker" if vague_source(fact, doc, resolve, speaker) else "")
        or ("speaker" if unnamed_source(speaker, resolve) else "")
        or fragment(fact, doc)
        or ("fragment" if holds_source(fact, doc) or is_second_toll(verb) or fused_subject(fact, doc) else "")
        or ("fragment" if shifted_object(fact, doc) or cut_clause(fact, doc) else "")
        or ("passive" if listed_toll(verb) else "")
        or bad_copula(fact, sent)
        or ("copula" if summary_apposition(fact, doc) else "")
        or _addressee_only(fact, doc)
        or _restricting(fact, doc)
        or _open_subject(fact, doc, resolve)
        or ("attachment" if fact.subject and misplaced_act(verb, doc[fact.subject.head]) else "")
        or ("attachment" if fact.subject and joined_to_misplaced(verb, doc[fact.subject.head]) else "")
        or ("attachment" if fact.subject and _mute_speaker(verb, doc[fact.subject.head]) else "")
        or ("attachment" if struck_target_statement(fact, doc) else "")
        or ("attachment" if fact.subject and passive_toll(verb, doc[fact.subject.head]) else "")
        or ("attachment" if backed_place(verb) else "")
        or ("unanchored" if unanchored(fact, doc, resolve) else "")
        or ("nameless" if speaker is None and nameless(fact, doc, resolve) else "")
        or ("speaker" if nameless_teller(fact, doc, resolve, speaker) else "")
        or ("description" if open_definite_subject(fact, doc, resolve) else "")
        # last, so that a statement another check keeps out keeps that check's name ("A report has found
        # more women ... are starting": a fragment first; "critics say its shops failed": a vague speaker
        # before the open "its", kg/extract/inner_stand_ins.py)
        or ("speaker" if vague_source(fact, doc, resolve, speaker, singular=True) else "")
        or ("pronoun" if open_inner(fact, doc, resolve, speaker) else "")
    )


def _mute_speaker(verb: Token, subject: Token) -> bool:
    """True for a participle of speech hung on a happening, a place or a thing: in "TV raised the toll
    from a car bombing in the town saying 22 died", "condemned the bombing saying in a statement ...",
    the parser gives the participle to the nearest noun, but a bombing or a town says nothing; the
    speaking is the clause subject's, so "the bombing | say | ..." stays out of the graph. Speaking
    is a verb of ``SOURCE_LEMMAS`` or ``ontology/remark-verbs.tsv``; the nouns are the one-word event
    triggers of ``ontology/event-types.tsv`` and the places and things of ``ontology/harm-targets.tsv``.
    A statement or a report ("a statement saying ...") does speak, and is neither."""
    # or its subject: "reported the blast saying ...", which the parser reads as a clause of its own
    own_subject = verb.dep_ in {"ccomp", "advcl"} and subject.dep_ == "nsubj" and subject.head.i == verb.i
    if not (own_subject or (verb.dep_ == "acl" and verb.head.i == subject.i)):
        return False
    if verb.tag_ != "VBG" or subject.pos_ != "NOUN":
        return False
    if verb.lemma_.lower() not in SOURCE_LEMMAS and verb.lemma_.lower() not in remark_verbs():
        return False
    # what a participle with a noun object or a "to" phrase tells is no speech: "an explosion claiming 12
    # lives", "a blast adding to the toll" are the happening's own toll, and true
    if any(c.dep_ == "dobj" or (c.dep_ == "prep" and c.lower_ == "to") for c in verb.children):
        return False
    noun = subject.lemma_.lower()
    return noun in event_words() or subject.lower_ in event_words() or noun in harm_targets()


def _open_subject(fact: Fact, doc: Doc, resolve: dict[int, str]) -> str:
    """Flag `description` for a subject "the" + one common noun nothing resolves ("The move comes amid
    ..."). Not a passive's with its agent ("the crimes committed by the coalition aircraft"): the statement
    turns it into the object, where the agent carries it, as a verb and subject carry any object."""
    if fact.subject is None or fact.agent is not None:
        return ""
    if generic_subject(fact.subject, fact.verb, doc, resolve):
        return "generic"  # "clubs opt to sign foreigners": kg/extract/generic.py
    if open_description(fact.subject, doc, resolve, fact.obj):
        return "description"
    return lost_setting(fact, doc, resolve)  # "56 civilians | kill in | strikes": lost_settings.py


def _unspoken_quote(verb: Token, sent: Span, speaker: Token | None) -> str:
    """A clause inside quotation marks whose speaker is nowhere in sight is someone's words, not a fact."""
    if speaker is not None:
        return ""
    marks = [t for t in sent if t.text in DOUBLE_MARKS]
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
    """A speaker that is a document, a happening, a number, a date or a place phrase rather than someone."""
    if speaker is None or speaker.i in resolve:
        return ""
    if speaker.ent_type_ in VALUE_LABELS or speaker.like_num:
        return "speaker"
    if speaker.pos_ == "NOUN" and speaker.lower_ in _DOCUMENT_NOUNS:
        return "speaker"
    if is_happening(speaker):
        return "speaker"  # "[by the blast]", "[by the airstrikes]": a happening says nothing
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
