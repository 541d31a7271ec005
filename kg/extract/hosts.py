"""The one person a "he" or "she" stands for inside its own sentence (issue 12).

A reader takes the subject of the clause a pronoun's clause hangs on ("singer Brian Harvey quit after he
had a row with ..."), or the speaker of a reported clause ("Lord Winston said he thought ..."), when no
other person of that gender is named before the pronoun. Salience (``kg.extract.coref``) asks these
before looking further back in the article.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import PERSON_LABELS, PERSON_PRONOUNS, PERSON_SUBJECT_PRONOUNS, is_speech_verb
from .given_genders import given_name_genders
from .quotes import SUBJECTISH, clean_name, inside_quotation
from .speakers import other_gender

if TYPE_CHECKING:
    from spacy.tokens import Token

# Clauses a pronoun's clause hangs on whose subject the pronoun stands for: "after he had a row",
# "Garden State, which he also directed".
_HANGING = frozenset({"advcl", "relcl"})


def host_person(tok: Token, people: set[str], gender: dict[str, str]) -> Token | None:
    """The named person whose clause the clause of "he" or "she" hangs on, when no other person of that
    gender is named before the pronoun in the sentence: "Until he retired in 1971, Stan Lee wrote ...",
    "Cherie Blair ... in an address she gave", "Its star, Zach Braff, was seen in a film, which he
    directed". Never a person of the other gender, by an honorific or a given name ("Mrs Cole resigned
    after he sacked ...", "Dr Sarah Lane ... when he thanked"). A name after the pronoun is no rival only
    when the host's gender is known and agrees ("Paolo di Canio was banned when he pushed Paul Alcock"):
    of "Sam Hale left after she insulted Mary Jones" the pronoun may be the later name. A pronoun before
    its name is read the same way, as a reader does."""
    if tok.lower_ not in PERSON_PRONOUNS or tok.dep_ not in SUBJECTISH or tok.head.dep_ not in _HANGING:
        return None
    if inside_quotation(tok):
        return None
    host = tok.head.head
    for _ in range(5):  # a relative clause hangs on a noun, maybe inside phrases: up to their verb
        if host.pos_ in {"VERB", "AUX"} or host.head.i == host.i:
            break
        host = host.head
    subject = next((c for c in host.children if c.dep_ in SUBJECTISH), None) or _controller(host)
    if subject is None or tok.head.head.i == subject.i:
        return None  # "Babyshambles, which he formed, played ...": he is not the band he formed
    if subject.pos_ == "NOUN":
        # "Its leading star, Zach Braff, has been seen ...": the name in apposition is the subject
        subject = next((c for c in subject.children if c.dep_ == "appos" and _person(c, people)), subject)
    if subject.pos_ != "PROPN" or any(c.dep_ == "conj" for c in subject.children):
        return None
    # the host's gender: an honorific's, else a given name's ("Brian Harvey", not "Dr Sarah Lane" for "he")
    sex = gender.get(subject.text) or _given_name_gender(subject)
    if not _person(subject, people) or other_gender(tok, subject.text, {subject.text: sex} if sex else {}):
        return None
    return None if rivals(tok, subject, people, gender, later=not sex) else subject


def _controller(verb: Token) -> Token | None:
    """The subject of the verb a subjectless gerund or infinitive hangs on, which is the gerund's own
    ("Cherie Blair was accused of criticising ... in an address she gave"), when that verb has no object
    that could be it instead ("thanked the nurse for helping ...")."""
    if verb.dep_ not in {"pcomp", "xcomp"}:
        return None
    outer = verb.head.head if verb.dep_ == "pcomp" else verb.head
    if outer.pos_ not in {"VERB", "AUX"} or any(c.dep_ in {"dobj", "dative"} for c in outer.children):
        return None
    return next((c for c in outer.children if c.dep_ in SUBJECTISH), None)


def named_speaker(tok: Token, people: set[str], gender: dict[str, str]) -> Token | None:
    """The speaker of the reported clause whose subject "he" or "she" is, when the NER missed that the
    speaker is a person the article names ("But fertility expert Lord Winston said he thought ..."),
    the gender agrees, and no other person is named before the pronoun."""
    if tok.lower_ not in PERSON_SUBJECT_PRONOUNS or tok.dep_ not in SUBJECTISH or inside_quotation(tok):
        return None
    clause = tok.head
    if clause.dep_ != "ccomp" or not is_speech_verb(clause.head):
        return None
    subject = next((c for c in clause.head.children if c.dep_ in SUBJECTISH), None)
    if subject is None or subject.i > tok.i or subject.pos_ != "PROPN" or subject.ent_type_:
        return None  # a name the NER labelled is reporting_subject's (kg.extract.speakers)
    if subject.tag_ != "NNP" or any(c.dep_ == "conj" for c in subject.children):
        return None
    if subject.text not in people and subject.text not in gender:
        return None
    if other_gender(tok, subject.text, gender):
        return None
    return None if rivals(tok, subject, people, gender) else subject


def rivals(tok: Token, subject: Token, people: set[str], gender: dict[str, str], later: bool = False) -> bool:
    """True when a person other than ``subject``, and not known to be of the other gender, is named
    before ``tok`` in its sentence ("Mr Howard said Mr Blunkett had complained he ..."), or anywhere in
    it when ``subject`` comes after the pronoun or ``later`` asks for names after it too."""
    sent = tok.sent
    own = {subject.i} | {c.i for c in subject.children if c.dep_ in {"compound", "flat"}}
    own |= {t.i for e in sent.ents if e.start <= subject.i < e.end for t in e}
    # before its name ("Until he retired, Tom Hale wrote for John Smith") the pronoun waits for the
    # sentence's names, and any of them may be meant
    end = tok.i if subject.i < tok.i and not later else sent.end
    for t in tok.doc[sent.start : end]:
        # a name the NER labels a person here, or a surname an honorific gave a gender: a word labelled a
        # person elsewhere is too loose a rival ("Everton", a club, which one mention made a person)
        if t.i in own or t.pos_ != "PROPN" or not (t.ent_type_ in PERSON_LABELS or t.text in gender):
            continue
        # a word of a name is read with the whole name: "W" of "George W Bush" is a man's
        ent = next((e for e in sent.ents if e.start <= t.i < e.end and e.label_ in PERSON_LABELS), None)
        if not other_gender(tok, clean_name(ent.text) if ent is not None else t.text, gender):
            return True
    return False


def _person(tok: Token, people: set[str]) -> bool:
    """True for a name the NER labels a person, or whose word names a person elsewhere in the article."""
    return tok.ent_type_ in PERSON_LABELS or tok.text in people


def _given_name_gender(subject: Token) -> str:
    """The gender the given name of the name ``subject`` heads tells: "Bernard" of "Kenyan Bernard Lagat"
    (a word the table does not know, a nationality or a role the NER took in, is passed over)."""
    span = next((e for e in subject.sent.ents if e.start <= subject.i < e.end), None)
    words = list(span) if span is not None else [c for c in subject.lefts if c.dep_ in {"compound", "flat"}]
    known = given_name_genders()
    return next((known[w.text] for w in words if w.i < subject.i and w.text in known), "")
