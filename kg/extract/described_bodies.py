"""A described body as a sentence's main subject: "Daesh said three of its fighters carried out the attack.
... the group said two of them ...", "The Tarn Trust claimed ... The organisation has landed in
trouble ...".

News calls the body the sentence before was about by its kind, as it calls a person by a role ("The world
champion said": ``kg.extract.described_subjects``). ``bodies_described`` gives such a bare description (the
nouns of ``ontology/described-bodies.tsv``, "the" alone before it, the main subject of its sentence) the
name of the one organisation the sentence before has as its main subject (a name the tagger calls an
organisation or the article shows to be a body's, or a word another rule resolved to one), when nothing
else in reach could be meant:

- no other organisation is named in that sentence, nor in the description's own sentence before it (a
  name that only modifies a noun, "a Daesh channel", names no participant; a body the noun cannot name,
  "the Appeal Court" for "the group", is none; nor is a body named in what the subject said when the
  description goes on speaking: "X said the attack by Y killed 25. The group added ...", not a bare
  "The group said", which may be Y answering);
- that sentence writes no other body by a noun ("said the company", "rebel groups", "a rival firm") and
  no plural acts in it ("Rebels seized the town": the group may be theirs);
- the subject is no news outlet reporting what another did ("Reuters said ...": ``channel_bodies``);
- the noun fits the body: "the firm" or "the company" is no body whose name is headed by a noun of another
  kind ("Observatory", "Ministry": ``kind-nouns.tsv``) or an outlet's word ("News").

``kg.extract.ages`` calls it beside the described persons, after the rules that name the body a
spokesman speaks for or a speaking "the group" continues ("An Acme spokesman said ... The organisation").
Nothing but "the" may stand with the noun: "the combined firm", "the new group", "the other company" may be
another body. The description in a quotation is the speaker's word, left open.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from ..resources import gender_words, words_of_kind
from .attribution import company_nouns, is_speech_verb
from .cache import written_sentences
from .channel_bodies import outlet_words
from .descriptions import kind_nouns
from .quotes import SUBJECTISH, clean_name, inside_quotation

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# How a name hangs when it only modifies a noun ("a Daesh channel", "the Telegram messaging service").
_MODIFIER = frozenset({"compound", "npadvmod", "amod", "nmod"})
# Slots of a noun that describes the subject itself ("X, a monitoring group, said"; "X is a charity").
_DESCRIBING = frozenset({"appos", "attr"})


@lru_cache(maxsize=1)
def _nouns() -> dict[str, str]:
    """Noun -> "any" or "firm" (``described-bodies.tsv``)."""
    table = "described-bodies.tsv"
    return {w.lower(): kind for kind in ("any", "firm") for w in words_of_kind(table, kind)}


@lru_cache(maxsize=1)
def _not_firm() -> frozenset[str]:
    """Head words of a body's name that show it is no company: the kind nouns of another sort
    (``kind-nouns.tsv`` `org` and `named`, less the company nouns) and the `not-firm` rows."""
    others = {n for n, kind in kind_nouns().items() if kind in {"org", "named"}} - company_nouns()
    return frozenset(others | {w.lower() for w in words_of_kind("described-bodies.tsv", "not-firm")})


@lru_cache(maxsize=1)
def _body_nouns() -> frozenset[str]:
    """Nouns that write a body: the company nouns, the `org` kind nouns and this module's nouns."""
    orgs = {n for n, kind in kind_nouns().items() if kind == "org"}
    return frozenset(company_nouns() | orgs | set(_nouns()))


def bodies_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> name, for each described body the main subject of the sentence before settles."""
    out: dict[int, str] = {}
    for before, sent in pairwise(written_sentences(doc)):
        head = _described_body(sent)
        if head is None or head.i in resolved:
            continue
        name = _subject_body(before, resolved)
        if name and _fits(head, name) and not _rivals(before, sent, head, name):
            out[head.i] = name
    return out


def _described_body(sent: Span) -> Token | None:
    """The head of a bare "the group" or "the firm" as ``sent``'s main subject, or None."""
    head = next((c for c in sent.root.children if c.dep_ in SUBJECTISH), None)
    if head is None or head.pos_ != "NOUN" or head.tag_ != "NN" or head.ent_type_:
        return None
    if head.lemma_.lower() not in _nouns() or inside_quotation(head):
        return None
    kids = list(head.children)
    if len(kids) != 1 or kids[0].lower_ != "the" or kids[0].dep_ != "det" or kids[0].i != head.i - 1:
        return None
    return head


def _subject_body(before: Span, resolved: dict[int, str]) -> str:
    """The name of the organisation that is ``before``'s main subject, or "": a name tagged an
    organisation, a name the article shows to be a body's (``_shown_body``), or a word resolved to a name
    the article tags so. Not a subject joined to another ("Acme and Bolt said"), nor a news outlet
    reporting ("Reuters said", "the Daily Post newspaper said")."""
    subject = next((c for c in before.root.children if c.dep_ in SUBJECTISH), None)
    if subject is None or any(c.dep_ == "conj" for c in subject.children):
        return ""
    doc = subject.doc
    ent = next((e for e in doc.ents if e.start <= subject.i < e.end), None)
    if ent is not None:
        name = clean_name(ent.text) if ent.root.i == subject.i else ""
        if name and ent.label_ != "ORG" and not _shown_body(subject, name):
            name = ""
    elif subject.tag_ == "NNP":
        # a name the tagger left untagged: "Parmalat, the Italian dairy company, ..."
        words = [c for c in subject.children if c.dep_ == "compound" and c.tag_ == "NNP" and c.i < subject.i]
        name = doc[words[0].i if words else subject.i : subject.i + 1].text
        name = name if _shown_body(subject, name) else ""
    elif subject.lower_ == "it" or subject.tag_ == "NN":
        # "It said", "The observatory relies on": a word resolved to the body; not a plural "they",
        # which may be the body's products or people ("they will also be recorders")
        name = resolved.get(subject.i, "")
        if name and not any(e.label_ == "ORG" and clean_name(e.text) == name for e in doc.ents):
            name = ""
    else:
        name = ""
    if not name:
        return ""
    nouns, wires = outlet_words()
    if is_speech_verb(before.root) and (
        name in wires or any(t.lemma_.lower() in nouns and t.pos_ == "NOUN" for t in subject.subtree)
    ):
        return ""
    return name


def _shown_body(subject: Token, name: str) -> bool:
    """Whether the article shows a name the tagger did not call an organisation to be a body's: an
    apposition of a body's noun ("Parvello, the Italian dairy company,"), a company noun right before one
    of its mentions ("oil firm Yukos", as ``speakers.body_names`` reads, which this module cannot import
    without an import cycle), or a mention tagged an organisation elsewhere; never
    a name an honorific stands before ("Mr Hill")."""
    doc = subject.doc
    mentions = [e for e in doc.ents if clean_name(e.text) == name]
    # "Mr", "Mrs" and the other courtesy titles and relations of gender-words.tsv
    if any(e.start > 0 and doc[e.start - 1].lower_.rstrip(".") in gender_words() for e in mentions):
        return False
    if any(c.dep_ == "appos" and c.lemma_.lower() in _body_nouns() for c in subject.children):
        return True
    firms = company_nouns()
    return any(
        e.label_ == "ORG"
        or any(
            c.dep_ == "compound" and c.pos_ == "NOUN" and c.lemma_.lower() in firms for c in e.root.children
        )
        for e in mentions
    )


def _fits(head: Token, name: str, named: bool = False) -> bool:
    """Whether the noun may name the body: "the firm" is no body headed by another kind's noun; with
    ``named``, "the group" is no body headed by an institution's noun either (``kind-nouns.tsv`` `named`:
    "Appeal Court", "Ministry of Defence")."""
    words = name.lower().split()
    heads = {words[-1]} | {w for w, after in pairwise(words) if after in {"of", "for"}} if words else set()
    if _nouns()[head.lemma_.lower()] == "firm":
        return not heads & _not_firm()
    return not (named and heads & _institutions())


@lru_cache(maxsize=1)
def _institutions() -> frozenset[str]:
    """The `named` kind nouns of ``kind-nouns.tsv``: "court", "ministry", "parliament"."""
    return frozenset(n for n, kind in kind_nouns().items() if kind == "named")


@lru_cache(maxsize=1)
def _going_on() -> frozenset[str]:
    """The `goes-on` rows of ``described-bodies.tsv``: "add", "also"."""
    return frozenset(w.lower() for w in words_of_kind("described-bodies.tsv", "goes-on"))


def _reported(before: Span, sent: Span) -> set[int]:
    """Token indices of what ``before``'s subject said, when ``sent`` goes on with the same speech ("X said
    the attack by Y killed 25. The group added that ..."): names in the report are what the body spoke of,
    no body that speaks next. Empty unless both main verbs are speech verbs and ``sent``'s says it goes
    on: a bare "The group said the report was false" may be the body spoken of, answering."""
    root = sent.root
    if not (is_speech_verb(before.root) and is_speech_verb(root)):
        return set()
    words = {root.lemma_.lower()} | {c.lower_ for c in root.children if c.dep_ == "advmod"}
    if not words & _going_on():
        return set()
    return {t.i for c in before.root.children if c.dep_ == "ccomp" for t in c.subtree}


def same_body(one: str, other: str) -> bool:
    """Two names of one body: one's words all in the other's ("Observatory", "Syrian Observatory"); an empty
    name is none. Shared with ``speaking_groups``."""
    a, b = set(one.lower().split()) - {"the"}, set(other.lower().split()) - {"the"}
    return bool(a) and bool(b) and (a <= b or b <= a)


def _rivals(before: Span, sent: Span, head: Token, name: str) -> bool:
    """Whether another body may be meant: another organisation named in ``before`` or before ``head`` in
    its own sentence (not a name that only modifies a noun), a body ``before`` writes by a noun, or a
    plural that acts there."""
    doc = head.doc
    short = _bracketed(doc, name)
    said = _reported(before, sent)
    for ent in doc.ents:
        inside = before.start <= ent.start < before.end or sent.start <= ent.start < head.i
        if not inside or ent.label_ not in {"ORG", "NORP"} or same_body(clean_name(ent.text), name):
            continue
        if clean_name(ent.text) in short:
            continue  # its short form: "the Union of Medical Relief Organisations (UOSSM)"
        if ent.start in said or (ent.label_ == "ORG" and not _fits(head, clean_name(ent.text), named=True)):
            continue  # what the body said, or a body the noun cannot name ("the group" is no court)
        if ent.root.dep_ in _MODIFIER and ent.root.head.pos_ in {"NOUN", "VERB"}:
            continue
        if ent.label_ == "NORP" and ent.root.dep_ in _MODIFIER:
            continue
        return True
    subject = next((c for c in before.root.children if c.dep_ in SUBJECTISH), None)
    for tok in [*before, *doc[sent.start : head.i]]:
        if tok.pos_ != "NOUN" or tok.ent_type_ or tok is subject or tok.i in said:
            continue
        # "said the company", "rebel groups"; not a collection, "a network of sources", "a group of men"
        of = any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children)
        if tok.lemma_.lower() in _body_nouns() and tok.dep_ not in _DESCRIBING | _MODIFIER and not of:
            return True
        if (
            tok.tag_ == "NNS"
            and tok.dep_ == "nsubj"
            and not any(c.dep_ == "auxpass" for c in tok.head.children)
        ):
            return True  # "Rebels seized the town": the group may be theirs
    return False


def _bracketed(doc: Doc, name: str) -> set[str]:
    """The short forms the article gives ``name`` in brackets right after it: "the Union of Medical Relief
    Organisations (UOSSM)"."""
    short: set[str] = set()
    for one, other in pairwise(doc.ents):
        gap = doc[one.end : other.start]
        if [t.text for t in gap] == ["("] and same_body(clean_name(one.text), name):
            short.add(clean_name(other.text))
    return short
