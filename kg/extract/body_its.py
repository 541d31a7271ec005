"""An "it" opening a sentence after one whose subject is a body its owner names stands for that body.

"Russia's military said its bombers struck near Deir el-Zour. It made no mention of Idlib": the sentence
before is about a body, a military, a government, a ministry or a firm, and the phrase says whose
("Russia's", "The Syrian", "the Acme"); a reader takes the "it" that opens the next sentence for that body.
Salience, which sees names only, gives it the last named subject, which may be another state ("The Syrian
government called for the inquiry. But it then blocked the inspectors": not Britain, named two sentences
back); ``subject_rivals``, which sees an unnamed noun between, leaves it open. So such an "it" (or the
"Its" owning its sentence's first subject) keeps the name it was given only when that name is the body's
own (its owner's name, "Russia" for "Russia's military", or its demonym's, "Syria" for "The Syrian
government", or the name the body's phrase holds), and otherwise stands for the body as the sentence before
writes it. The body noun is a kind noun of an organisation or an institution (``kind-nouns.tsv`` `org`,
`named`), a company noun (``company-nouns.tsv``) or a state's organ (``head-nouns.tsv`` `state-body`),
singular; its owner a name set before it, or a nationality for a state's body ("The Swedish firm" says no
more than "the firm", and "it" may as well be the firm the article named). An "it" its copula describes
("It is a poor area") is left to ``described_it``, and one inside a quotation to the speaker's rules; so is
one after a sentence that offers another thing it may be, a singular noun the body's reported clause is about
("said the new law would ...") or a place its verb acts on by name ("shelled the town of Afrin").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .ages import person_nouns
from .attribution import company_nouns, spokes_roles
from .cache import sentence_index, words_in, written_sentences
from .descriptions import kind_nouns
from .expletives import expletive
from .quotes import SUBJECTISH, inside_quotation
from .speakers import phrase_text
from .subject_rivals import opens_clause

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_IT = frozenset({"it", "its"})
# modifiers that say whose body it is: "Russia's military", "the Acme board", "the Syrian government"
_OWNER_DEPS = frozenset({"poss", "compound", "nmod"})
_OWNER_LABELS = frozenset({"ORG", "PERSON"})
# names of a place or a people: they own a state's body, never a firm ("The US firm")
_STATE_LABELS = frozenset({"GPE", "NORP", "LOC"})
# names no "it" stands for: what a body's verb acts on under another name ("shelled Afrin", "blamed Kiev")
# may be the "it" after
_NO_IT_LABELS = frozenset({"PERSON", "NORP", "DATE", "TIME"})


@lru_cache(maxsize=1)
def state_nouns() -> frozenset[str]:
    """Nouns of a state's bodies, which a nationality names ("the Syrian government"): the institution
    kind nouns (``kind-nouns.tsv`` `named`) and a state's organs (``head-nouns.tsv`` `state-body`)."""
    nouns = {noun for noun, kind in kind_nouns().items() if kind == "named"}
    return frozenset(nouns | set(words_of_kind("head-nouns.tsv", "state-body")))


@lru_cache(maxsize=1)
def body_nouns() -> frozenset[str]:
    """Nouns of a body: the state's (``state_nouns``), kind nouns of an organisation (``kind-nouns.tsv``
    `org`) and company nouns."""
    nouns = {noun for noun, kind in kind_nouns().items() if kind == "org"}
    return frozenset(nouns | company_nouns() | state_nouns())


def body_its(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Map each opening "it" or "Its" after a sentence about an owned body to that body, unless the name
    it was given is the body's own."""
    out: dict[int, str] = {}
    sents = written_sentences(doc)
    for tok in words_in(doc, _IT):
        if tok.pos_ != "PRON" or not opens_clause(tok) or expletive(tok):
            continue
        k = sentence_index(doc, tok.i)
        if k < 1 or inside_quotation(tok) or _copula(tok):
            continue
        body = _owned_body(sents[k - 1].root)
        if body is None or _rival_thing(sents[k - 1].root, body):
            continue
        name = resolved.get(tok.i, "")
        if name and _own_name(body, name):
            continue
        out[tok.i] = resolved.get(body.i) or phrase_text(body)
    return out


def _copula(tok: Token) -> bool:
    """True for an "it" that is the subject of "be": what the copula says it is decides, not the sentence
    before ("It is a poor area")."""
    return tok.dep_ != "poss" and tok.head.lemma_ == "be"


def _owned_body(root: Token) -> Token | None:
    """The subject of ``root`` when it is a singular body noun whose owner a name gives, or a nationality
    for a state's body ("The Syrian government"; "The Swedish firm" says no more than "the firm")."""
    for subject in (c for c in root.children if c.dep_ in SUBJECTISH):
        lemma = subject.lemma_.lower()
        # a body noun the tagger took for a name though written small ("The Russian defence ministry")
        common = subject.tag_ == "NN" or (subject.tag_ == "NNP" and subject.text.islower())
        if not common or lemma not in body_nouns():
            continue
        if any(c.dep_ == "conj" for c in subject.children):
            return None  # "The army and the police said": two bodies
        if any(_owner(c, lemma in state_nouns()) for c in subject.children):
            return subject
    return None


def _rival_thing(root: Token, body: Token) -> bool:
    """True when the body's sentence offers "it" another thing: a singular noun that a clause it reports or
    adds is about ("said the new law would come into force", "said a dam had burst"), or a place its verb
    acts on by name ("shelled the town of Afrin"). "It had been built in 1970", "It lies near the border": the
    thing is as likely as the body, and the rules before are left to decide."""
    # the body's own verbs, and the clauses it reports ("its jets had bombed Raqqa" is no place the body
    # acts on: "It gave no figure" is the body)
    acts = {root.i} | {c.i for c in root.children if c.dep_ == "conj"}
    clauses = acts | {c.i for c in root.children if c.dep_ == "ccomp"}
    for tok in root.subtree:
        if tok.head.i not in clauses or tok.i == body.i:
            continue
        if tok.dep_ in SUBJECTISH and tok.tag_ == "NN" and tok.head.i != root.i and not _person(tok):
            return True
        if tok.dep_ == "dobj" and tok.head.i in acts and any(_named_thing(t) for t in tok.subtree):
            return True
    return False


def _person(noun: Token) -> bool:
    """A noun of a person ("a spokesman", "the officer"), whom no "it" stands for."""
    lemma = noun.lemma_.lower()
    return lemma in person_nouns() or lemma in spokes_roles()


def _named_thing(tok: Token) -> bool:
    """A proper noun "it" may stand for: a place's or a body's, whatever label the NER gives it ("Afrin" it
    may take for a language), not a person's or a people's."""
    return tok.pos_ == "PROPN" and tok.ent_type_ not in _NO_IT_LABELS


def _owner(mod: Token, of_state: bool) -> bool:
    """A modifier that names whose body it is: a name ("Russia's military", "the Acme board"); a place or
    a nationality only for a state's body ("the Syrian government", "the US military": "The US firm" says
    no more than "the firm")."""
    if mod.dep_ not in _OWNER_DEPS | {"amod"}:
        return False
    if mod.ent_type_ in _STATE_LABELS:
        return of_state
    return mod.dep_ != "amod" and (mod.pos_ == "PROPN" or mod.ent_type_ in _OWNER_LABELS)


def _own_name(body: Token, name: str) -> bool:
    """True when ``name`` is the body's own: a word of the body's phrase, or the country its owner's name
    or demonym is written from ("Russia" for "Russias", "Syria" for "Syrian")."""
    last = name.split()[-1].lower() if name.split() else ""
    if not last:
        return False
    for word in (t.lower_ for t in body.subtree):
        if (
            word == last
            or (len(last) >= 4 and word.startswith(last))
            or (len(word) >= 4 and last.startswith(word))
        ):
            return True
    return False
