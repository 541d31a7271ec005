"""Speakers of an article: whom a pronoun in or after reported speech stands for.

"He said" right after "X said ..." continues X (``previous_speakers``); the subject of a reported clause
is its speaker when they agree ("The rebels said they ...": ``reporting_subject``). Salience
(``kg.extract.coref``) asks these, and shares the name or phrase a speaker is written as (``fullest``,
``phrase_text``) and the gender an honorific gives a surname (``honorific_genders``), which a speaker and
an antecedent must agree with. Where quotations run is ``kg.extract.quotes``'s (``inside_quotation``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, title_rows
from .ages import person_nouns
from .attribution import PERSON_LABELS, PERSON_PRONOUNS, company_nouns, is_speech_verb
from .binding import reported_by
from .cache import doc_cache, words_in, written_sentences
from .given_genders import HONORIFIC_GENDER, own_or_fuller
from .quotes import GROUP_LABELS, SUBJECTISH, clean_name, inside_quotation, speaks_for
from .redescription import based_in
from .second_acts import second_act_report

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


def other_gender(tok: Token, name: str, gender: dict[str, str]) -> bool:
    """True when "he" or "she" cannot be ``name``: an honorific of the article gave it the other gender."""
    sex = "m" if tok.lower_ in HE_PRONOUNS else "f" if tok.lower_ in SHE_PRONOUNS else ""
    return bool(sex) and gender.get(name.split()[-1], sex) != sex


def previous_speakers(
    doc: Doc,
    resolved: dict[int, str],
    person_words: set[str],
    full_names: dict[str, str],
    gender: dict[str, str],
) -> dict[int, str]:
    """The speaker of the sentence before, for a "he said" / "she added" that opens no new topic.

    In news style a pronoun speaking right after "X said ..." or "..., X told reporters" (or after a
    quotation continuing X's words) continues X, whoever salience last saw as a subject: "a spokesman
    for the ballet told BBC News that ... He said competition was fierce" is the spokesman. The
    pronoun's own clause is the speaker's ("He said he was certain ..."), so its subject follows.
    Not when a name stands before the pronoun in its sentence, inside a quotation, in a reported
    clause, or when the speaker's gender (a pronoun or an honorific) differs.
    """
    out: dict[int, str] = {}
    resolved = dict(resolved)  # a speaker this pass finds is the next sentence's speaker
    sents = written_sentences(doc)
    starts = [s.start for s in sents]
    # only a "he" or "she" starts a search: the lower-case column finds them without a Token per word
    for tok in words_in(doc, _HE_SHE):
        low = tok.lower_
        if tok.dep_ != "nsubj" or not is_speech_verb(tok.head):
            continue
        k = bisect_right(starts, tok.i) - 1  # its sentence: a space-only one holds no "he"
        sent = sents[k]
        verb = tok.head
        if verb.dep_ not in {"ROOT", "conj"} or inside_quotation(tok):
            continue  # "..., he said, Jones told reporters": the pronoun's speaker is another's word
        if any(
            (t.ent_type_ in PERSON_LABELS or t.text in person_words)
            and not inside_quotation(t)
            and not reported_by(t, verb)
            for t in doc[sent.start : tok.i]
        ):
            # "When 50 Cent appeared ..., he said": the sentence names its own person (not one of what
            # he said: "Mr Lee has the drive, he said" is another speaking of Mr Lee)
            continue
        speaker = _last_speaker(sents, k, resolved, person_words | set(gender), full_names)
        if speaker is None or other_gender(tok, speaker, gender):
            continue
        out[tok.i] = resolved[tok.i] = speaker
        for kid in verb.children:  # "He said he was certain ...": the reported clause's subject
            if kid.dep_ != "ccomp":
                continue
            sub = next((c for c in kid.children if c.dep_ == "nsubj"), None)
            if sub is not None and sub.lower_ == low:
                out[sub.i] = resolved[sub.i] = speaker
    return out


_HE_SHE = frozenset({"he", "she"})


def _last_speaker(
    sents: list[SpacySpan], k: int, resolved: dict[int, str], people: set[str], full_names: dict[str, str]
) -> str | None:
    """The one person speaking in the sentence before sentence ``k``, looking past up to two sentences
    that open or close a quotation and report no one (a quotation's later sentences continue its
    speaker's words), or that are the writer's own and point at no person (``_personless``); None when
    there is no speaker, two, or one that is no single person. Past the writer's aside only a named person
    continues: in text that lost its quotation marks, an unmarked quotation reads as an aside, and a
    described speaker before it ("a voice off camera said") may be a word of the quotation the parser took."""
    aside = False
    for back in (k - 1, k - 2, k - 3):
        if back < 0:
            return None
        sent = sents[back]
        speakers: set[str] = set()
        spoke = sent.start
        for verb in sent:
            subject = _own_subject(verb)
            if subject is None or not is_speech_verb(verb) or inside_quotation(verb):
                continue
            spoke = verb.i
            # "The BBC's home affairs correspondent, Daniel Sandford, said ...": the person is the name in
            # apposition, not the description or title before it
            subject = _named_in_apposition(subject, people) or subject
            if subject.lower_ in {"he", "she"}:
                name = resolved.get(subject.i, "")
            elif subject.tag_ == "NNP" and _bare_title(subject):
                # "Justice" of "the Lord Chief Justice" is a capitalised office, which NER may take for a
                # name: no one person's (a lower-case "a spokesman for ..." is a description, below)
                name = ""
            elif subject.tag_ == "NNP" and (subject.ent_type_ in PERSON_LABELS or subject.text in people):
                name = resolved.get(subject.i) or fullest(subject, full_names)
            elif subject.tag_ == "NN" and not subject.ent_type_ and not aside:
                name = resolved.get(subject.i) or phrase_text(subject)  # "a spokesman for ..."
            else:
                name = ""
            speakers.add(name)
        if speakers and _named_after(sent.doc[spoke + 1 : sent.end], people):
            return None  # "X won and claimed ..., but Y is unfazed. He admitted": Y as likely as X
        if speakers:
            return speakers.pop() if len(speakers) == 1 and "" not in speakers else None
        words = [t for t in sent if not t.is_space]
        if words and words[0].is_lower and words[0].is_alpha and _cut_off(words[0]):
            continue  # "said the club / did / ask for ...": a piece the parser cut off the one before
        quoted = bool(words) and (words[0].is_quote or words[-1].is_quote)
        if quoted and _own_person_subject(sent, people):
            return None  # 'Parker praised the films, saying: "..."': not the speaker before him continuing
        if not words or not (quoted or _personless(sent, people)):
            return None  # only a quotation, or the writer's aside on no one, continues the speaker before it
        aside = aside or not quoted
    return None


def _own_person_subject(sent: SpacySpan, people: set[str]) -> bool:
    """True when a person's name is a subject outside the quotation of a sentence that opens or closes
    one: the quotation is that person's, or the sentence's at least, not the earlier speaker's."""
    return any(
        t.dep_ in SUBJECTISH
        and t.pos_ == "PROPN"
        and (t.ent_type_ in PERSON_LABELS or t.text in people)
        and not inside_quotation(t)
        for t in sent
    )


def _personless(sent: SpacySpan, people: set[str]) -> bool:
    """True for a sentence of the writer's that names and points at no person: "Calls then cost a pound a
    minute and the batteries lasted an hour." between "..., he said." and "He said it took Vodafone nine
    years ..." leaves the speaker as the one a reader still follows. Not when it names a person, holds a
    personal pronoun ("his") or a noun for a person ("the minister", "an engineer"; kind-nouns.tsv `person`
    rows and person-nouns.tsv): the next "he" may be any of them."""
    for t in sent:
        if t.ent_type_ in PERSON_LABELS or t.text in people or t.lower_ in PERSON_PRONOUNS:
            return False
        # a capitalised title too: "The Prime Minister called them a marvel"
        if t.pos_ in {"NOUN", "PROPN"} and t.lemma_.lower() in person_nouns():
            return False
    return True


def _own_subject(verb: Token) -> Token | None:
    """The subject of ``verb``, or of the verb it is conjoined to when it has none of its own:
    "Ms Hale is angry and says that ...": Ms Hale says it (the conjoined verb shares the first's subject)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    # a finite verb only: "e-mailed Mr Lee pointing out ..., but suggesting" shares no subject
    if subject is None and verb.dep_ == "conj" and verb.tag_ in {"VBD", "VBZ", "VBP"}:
        # "said the plan will work and added that ...": the second act is the speaker's (``second_acts``)
        first = second_act_report(verb) or verb.head
        subject = next((c for c in first.children if c.dep_ == "nsubj"), None)
    return subject


def _named_after(words: SpacySpan, people: set[str]) -> bool:
    """True when a person's name is the subject of a main clause of ``words`` (one no speech verb
    reports), after the speaker: that person is the sentence's last subject."""
    for t in words:
        # a passive's subject too: the parser reads "Y is unfazed" as a passive
        if t.dep_ not in SUBJECTISH or t.pos_ != "PROPN" or inside_quotation(t):
            continue
        if not (t.ent_type_ in PERSON_LABELS or t.text in people):
            continue
        verb = t.head
        while verb.dep_ == "conj":
            verb = verb.head
        if verb.dep_ == "ROOT" and not is_speech_verb(t.head):
            return True
    return False


def _cut_off(tok: Token) -> bool:
    """True when a line break or an ellipsis stands just before ``tok`` ("Real Betis / did", "areas...
    so many"): the parser cut a sentence there. After a full stop, a sentence opening in lower case
    ("de Villiers scored twice.") is a sentence of its own."""
    text = tok.doc.text
    at = tok.idx - 1
    while at >= 0 and text[at] in " \t":
        at -= 1
    return at >= 0 and (text[at] == "\n" or text[at - 2 : at + 1] == "..." or text[at] == "\u2026")


def _named_in_apposition(subject: Token, people: set[str]) -> Token | None:
    """The person's name in apposition to ``subject`` ("the Lord Chief Justice, Lord Woolf"), if any."""
    for kid in subject.children:
        if kid.dep_ == "appos" and (kid.ent_type_ in PERSON_LABELS or kid.text in people):
            return kid
    return None


@lru_cache(maxsize=1)
def _title_words() -> frozenset[str]:
    """One-word office titles of ontology/titles.tsv ("minister", "justice"): alone, an office, not a
    name. Not the courtesy titles ("Mr", "Mrs"): "Mr King" is a person, though "King" is an office."""
    return frozenset(title.lower() for title, kind in title_rows() if " " not in title and kind == "office")


def _bare_title(tok: Token) -> bool:
    """True when ``tok`` and the words compounded with it are all titles: "the Lord Chief Justice",
    "the Chancellor" (not "Mervyn King", whose given name is no title)."""
    titles = _title_words()
    words = [tok, *(c for c in tok.children if c.dep_ in {"compound", "flat"})]
    return all(w.lower_ in titles for w in words)


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
    plural = subject.tag_ in {"NNS", "NNPS"} or any(c.dep_ == "conj" for c in subject.children)
    if low in {"they", "them"}:
        return subject if plural or subject.ent_type_ in GROUP_LABELS else None
    if low in PERSON_PRONOUNS:
        return subject if not plural and (subject.ent_type_ == "PERSON" or subject.pos_ == "NOUN") else None
    if low == "it":
        body = _named_body(subject) or speaks_for(subject) or _unlabelled_name(subject)
        body = body or (subject.ent_type_ != "" and clean_name(name_text(subject)) in body_names(subject.doc))
        return subject if not plural and body else None
    return None


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
