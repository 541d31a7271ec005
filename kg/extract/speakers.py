"""Speakers of an article: whom a pronoun in or after reported speech stands for.

"He said" right after "X said ..." continues X (``kg.extract.previous_speakers``); the subject of a reported
clause is its speaker when they agree ("The rebels said they ...": ``reporting_subject``). Salience
(``kg.extract.coref``) asks these, and shares the name or phrase a speaker is written as (``fullest``,
``phrase_text``) and the gender an honorific gives a surname (``honorific_genders``), which a speaker and
an antecedent must agree with. Where quotations run is ``kg.extract.quotes``'s (``inside_quotation``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import PERSON_PRONOUNS, company_nouns, is_speech_verb
from .based_bodies import based_in
from .cache import doc_cache
from .given_genders import HONORIFIC_GENDER, name_gender, one_person_surname, own_or_fuller
from .given_names import given_name_genders
from .plural_names import plural_agreement
from .quotes import GROUP_LABELS, SUBJECTISH, clean_name, speaks_for
from .titles import HONORIFICS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def other_gender(tok: Token, name: str, gender: dict[str, str]) -> bool:
    """True when "he" or "she" cannot be ``name``: its own honorific or given name ("Katherine Jackson"), or
    else one the article gave its surname ("Mrs Blair" ... "Blair"), is of the other gender. The name's own
    word comes first: a family shares its surname ("Michael Jackson" and his mother "Katherine Jackson");
    a ``name`` that is itself "he" or "she" has that pronoun's gender ("He has done it," she said)."""
    sex, said = pronoun_gender(tok.text), pronoun_gender(name)
    return bool(sex) and (said or name_gender(name) or gender.get(name.split()[-1], sex)) != sex


def name_text(tok: Token) -> str:
    """The whole name ``tok`` heads, as NER found it."""
    ent = next((e for e in tok.doc.ents if e.start <= tok.i < e.end), None)
    return ent.text if ent is not None else tok.text


def fullest(tok: Token, full_names: dict[str, str]) -> str:
    """The article's fullest name ending in ``tok`` ("Stan Lee" for "Lee"), unless that name is a
    misread run of words ("Manchester United: Carroll" off a team sheet): then the name as written."""
    full = full_names.get(tok.text, "")
    own = clean_name(name_text(tok))
    if full and all(c.isalpha() or c in " .'-" for c in full):
        return own_or_fuller(own, full) if own.split()[-1:] == [tok.text] else full
    return own


def honorific_genders(doc: Doc) -> dict[str, str]:
    """The gender ("m" or "f") an honorific gives each surname of the article: "Mrs Blair" -> Blair: f."""
    gender: dict[str, str] = {}
    for t in doc:
        sex = HONORIFIC_GENDER.get(t.lower_.rstrip("."))
        if sex and t.i + 1 < len(doc) and doc[t.i + 1].pos_ == "PROPN":
            end = t.i + 1
            while end + 1 < len(doc) and doc[end + 1].pos_ == "PROPN":
                end += 1
            gender[doc[end].text] = sex
    return gender


# The pronouns of each gender (the gender an honorific gives the name after it: given_genders.py).
HE_PRONOUNS = frozenset({"he", "him", "his", "himself"})
SHE_PRONOUNS = frozenset({"she", "her", "hers", "herself"})


def pronoun_gender(word: str) -> str:
    """The gender ("m", "f") a "he" or "she" pronoun ``word`` (any case) tells, or "" for any other word."""
    low = word.lower()
    return "m" if low in HE_PRONOUNS else "f" if low in SHE_PRONOUNS else ""


# A possessive determiner agrees as its pronoun does.
_POSSESSED = {"its": "it", "their": "they"}


def reporting_subject(tok: Token) -> Token | None:
    """The subject of the speech verb whose reported clause ``tok`` is the subject of, when they agree.

    "The rebels said they feared an attack": "they" is the rebels, whatever was named before; so is
    the owner of the reported clause's subject ("Yukos claims its downfall was ...").
    """
    owned = tok.head if tok.dep_ == "poss" and tok.tag_ == "PRP$" else tok
    subject = _speech_subject(owned)
    if subject is None or subject.pos_ == "PRON" or subject.i == owned.i:
        return None
    low = _POSSESSED.get(tok.lower_, tok.lower_)
    plural = subject.tag_ in {"NNS", "NNPS"} and not one_person_surname(subject, {})
    plural = plural or any(c.dep_ == "conj" for c in subject.children)
    if low in {"they", "them"}:
        return subject if plural or subject.ent_type_ in GROUP_LABELS or plural_agreement(subject) else None
    if low in PERSON_PRONOUNS:
        person = subject.ent_type_ == "PERSON" or subject.pos_ == "NOUN" or _given_name_agrees(subject, tok)
        return subject if not plural and person else None
    if low == "it":
        body = _named_body(subject) or speaks_for(subject) or _unlabelled_name(subject)
        body = body or (subject.ent_type_ != "" and clean_name(name_text(subject)) in body_names(subject.doc))
        return subject if not plural and body else None
    return None


def _given_name_agrees(subject: Token, pronoun: Token) -> bool:
    """True for a name the NER left unlabelled whose first word is a given name of the pronoun's gender
    ("Manal, a teacher, said she ...")."""
    if subject.pos_ != "PROPN" or subject.ent_type_:
        return False
    sex = pronoun_gender(pronoun.text)
    first = subject.doc[subject.left_edge.i] if subject.left_edge.pos_ == "PROPN" else subject
    # "Dr Huda": the given name is the word after the title
    while first.i < subject.i and first.lower_.rstrip(".") in HONORIFICS:
        first = first.nbor()
    return bool(sex) and given_name_genders().get(first.text) == sex


def _unlabelled_name(tok: Token) -> bool:
    """True for a name of two or more words that NER left unlabelled ("Miner Highland Gold"): a person's
    name is labelled far more often, and the "it" a name reports is then the name's own."""
    return (
        tok.pos_ == "PROPN"
        and not tok.ent_type_
        and any(c.dep_ == "compound" and c.pos_ == "PROPN" and not c.ent_type_ for c in tok.children)
    )


def owner_reports(tok: Token) -> bool:
    """True for a possessive determiner the subject of the speech verb owns: "The rebels said their
    leader had been killed". Salience finds a plural's owner badly; a reported clause says it."""
    return tok.dep_ == "poss" and reporting_subject(tok) is not None


def owner_reporting(tok: Token) -> bool:
    """True for a possessive determiner in the subject of a clause a named speaker reports, when the
    speaker does not agree with it: "Yukos [tagged a person] claims its downfall was ...". A reader
    takes the speaker; salience, which would take a name from before, must not."""
    if tok.dep_ != "poss":
        return False
    subject = _speech_subject(tok.head)
    return subject is not None and subject.pos_ == "PROPN"


@lru_cache(maxsize=1)
def _concessive_words() -> frozenset[str]:
    """Words opening a concessive clause ("while", "although"), from ``ontology/concessive-words.tsv``."""
    return frozenset(row["word"].lower() for row in read_tsv("concessive-words.tsv", ["word"]))


def _speech_subject(clause_subject: Token) -> Token | None:
    """The subject of the speech verb whose reported clause ``clause_subject`` is the subject of."""
    clause = clause_subject.head
    if (
        clause.dep_ == "advcl"
        and clause.head.dep_ == "ccomp"
        and clause.i < clause.head.i
        and any(m.dep_ == "mark" and m.lower_ in _concessive_words() for m in clause.children)
    ):
        # "Ms Sturgeon said that while she had no reason to doubt it, there were questions": a concession
        # opening the reported clause is the same speaker's (not "after he scored": the scorer's)
        clause = clause.head
    if clause_subject.dep_ not in SUBJECTISH or clause.dep_ != "ccomp" or not is_speech_verb(clause.head):
        return None
    return next((c for c in clause.head.children if c.dep_ in SUBJECTISH), None)


def _named_body(tok: Token) -> bool:
    """True for a singular subject naming an organisation or a place: an ORG or GPE name, a name said
    to be based somewhere ("Lyon-based Veltrax"), or a company noun that a name qualifies ("The Daesh
    group").

    A bare common noun ("the government", "the report") is not: it may be the body or its document.
    """
    if tok.ent_type_ in {"ORG", "GPE"}:
        return True
    # a name said to be based somewhere is a body's, whatever the NER says: "Lyon-based Veltrax ... said
    # it is interested" (tagged a nationality) is Veltrax's own "it", not a rival's named before
    if based_name(tok):
        return True
    # an acronym ("BAA", "NATO") names a body whatever the NER says (it tags "BAA" a person)
    acronym = tok.is_alpha and tok.is_upper and len(tok.text) > 1
    if acronym and tok.pos_ == "PROPN" and tok.ent_type_ != "NORP":
        return True
    return (
        tok.pos_ == "NOUN"
        and tok.lemma_ in company_nouns()
        and any(c.dep_ == "compound" and c.ent_type_ == "ORG" and c.i < tok.i for c in tok.children)
    )


_LEFT_COMMAS = re.compile(r"\s*,(?:\s*,)+")


def phrase_text(tok: Token) -> str:
    """The subject phrase without the relative clauses and appositions hanging off it."""
    tokens = phrase_tokens(tok)
    # the words as written ("so-called", "(ISIL)"), with one space where a left-out clause was
    text = "".join(
        t.text + (t.whitespace_ if k + 1 < len(tokens) and tokens[k + 1].i == t.i + 1 else " ")
        for k, t in enumerate(tokens)
    )
    # the commas that set off a left-out apposition go with it ("Its chairman, Peter Vance, has said":
    # "Its chairman", not "Its chairman, ,")
    text = _LEFT_COMMAS.sub(",", text).strip(" ,;")
    return clean_name(text) or tok.text


def phrase_tokens(tok: Token) -> list[Token]:
    """The tokens of ``tok``'s phrase, less the relative clauses and appositions hanging off it."""
    return [
        t
        for t in tok.subtree
        if not any(
            a.dep_ in {"relcl", "appos", "acl"}
            for a in [t, *t.ancestors]
            if a.i != tok.i and tok in a.ancestors
        )
    ]


def based_name(tok: Token) -> str:
    """The name of a body said to be based somewhere, without where: "Veltrax" for "Lyon-based
    Veltrax, owner of Corvane", or "" for any other word."""
    if tok.pos_ != "PROPN" or not any(based_in(c) for c in tok.children):
        return ""
    names = [c for c in tok.children if c.dep_ == "compound" and c.pos_ == "PROPN" and c.i < tok.i]
    return clean_name(tok.doc[min([tok.i, *(c.left_edge.i for c in names)]) : tok.i + 1].text)


def body_names(doc: Doc) -> frozenset[str]:
    """Names the article shows to be a body's, whatever the tagger labels each mention: a name a company
    noun stands right before ("Russian oil firm Yukos", ``company-nouns.tsv``) and never given an
    honorific. The small model labels "Yukos" a person in 13 of its 14 mentions; the "it" it reports
    ("Yukos claims it had moved ...") is its own. (Counting labels as well, a name labelled an
    organisation more often than a person, changed the salience of 19 judged statements, most of them
    to wrong antecedents: session 32.)"""
    return doc_cache(doc, "kg.speakers.body_names", _body_names)


def _body_names(doc: Doc) -> frozenset[str]:
    firms = company_nouns()
    described: set[str] = set()
    for ent in doc.ents:
        name = clean_name(ent.text)
        if not name:
            continue
        if any(
            c.dep_ == "compound" and c.pos_ == "NOUN" and c.lemma_.lower() in firms for c in ent.root.children
        ):
            described.add(name)
    titled = honorific_genders(doc)
    return frozenset(name for name in described if name.split()[-1] not in titled)
