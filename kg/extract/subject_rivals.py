"""A pronoun opening a sentence stands for the subject of the sentence before when that subject fits it.

"The peso was trading lower on Monday. It also fell against the yen": a reader takes "it" for the peso,
the thing the sentence before was about, though no name says so; salience, which sees names only, gives
it the central bank named three sentences back. So a "he", "she", "it" or "they" that is the subject of its
sentence's main clause, or an "Its" that owns that subject ("Its share of the market rose"), keeps a name
only when the main subject of the sentence before is not an unnamed noun of the pronoun's kind and number
("It" after "The peso ...", "They" after "The keyboards ...", "He" after "A spokesman ..."), unless that
noun was itself resolved to the same name, holds the name in its phrase ("One man, Omar Sadiq, ..."), or is
a definite noun that may name it again ("The company", "The software" right after the name's own sentence),
or the name is a subject of the sentence before as well (not of a clause that only sets a time: "The crash
was the worst since Acme took over the line"). A name modifying that noun ("Mr Dale's trial") keeps an "it"
its name only when the name is written in the sentence before or in the pronoun's own sentence before it:
"Acme won its appeal. Mr Dale's trial is expected to last a month. It will open on ..." is the trial. Only
taken away, never given: which noun phrase a pronoun stands for is no name. An "it" also yields to an unnamed
subject before that carries a name of its own, whoever owns it ("Acme's Lumo operating system has long been
a favourite of hackers. It has attracted ...": the system named Lumo, not Acme, though Acme is in its phrase).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ages import person_nouns
from .attribution import is_speech_verb, spokes_roles
from .descriptions import kind_nouns
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from collections.abc import Iterable

    from spacy.tokens import Doc, Span, Token

_PRONOUNS = frozenset({"he", "she", "it", "its", "they"})
# clauses that hang on another only to set its time, cause or condition ("since Acme took over", "with
# Acme reporting ...")
_SETTING = frozenset({"advcl", "pcomp"})
# names of a body or a person: an owned subject that is one ("Acme's parent Brackwell Group") is no thing
_BODY_OR_PERSON = frozenset({"ORG", "GPE", "NORP", "PERSON", "FAC"})
# a compounded name that says where or when a thing is or whose people it serves, not what it is called
# ("the US system", "Acme's March profit", "its Christmas trading")
_NOT_ITS_NAME = frozenset({"GPE", "NORP", "LOC", "DATE", "TIME"})


def unnamed_rivals(doc: Doc, resolved: dict[int, str]) -> list[int]:
    """Indexes of the resolved pronouns whose sentence before has an unnamed main subject that fits them."""
    return [
        i
        for i, name in resolved.items()
        if doc[i].lower_ in _PRONOUNS and opens_clause(doc[i]) and _rival(doc[i], name, resolved)
    ]


def opens_clause(tok: Token) -> bool:
    # the subject of the sentence's main verb, or the "Its" that owns it ("Its share of the audience rose"),
    # with no other subject before it in the sentence
    if tok.lower_ == "its" and tok.dep_ == "poss":
        tok = tok.head
    if tok.dep_ not in SUBJECTISH or tok.head.dep_ != "ROOT":
        return False
    return not any(t.dep_ in SUBJECTISH for t in tok.doc[tok.sent.start : tok.i])


def _rival(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    doc = tok.doc
    if tok.sent.start == 0:
        return False
    before = doc[tok.sent.start - 1].sent
    last = name.split()[-1].lower() if name.split() else ""
    if _owned_thing(tok, before, last):
        return True
    # "Acme's Lumo operating system has long been ... It": the system named Lumo, though Acme owns it
    if tok.lower_ in {"it", "its"} and any(_own_name(s, name) for s in _unnamed_subjects(tok, before)):
        return True
    # "Indie veterans The Vexers have toured ...", "..., MPs said.": the name is a subject there too
    if named_subject(before, last):
        return False
    # a name modifying the noun ("Mr Dale's trial") may be the one "it" was given, but only when that name is
    # written near: where neither the sentence before nor its own sentence before it names it (nor a pronoun
    # resolved to it), the modifier is another name's, and a reader takes "it" for the thing just told of
    shielded = tok.lower_ not in {"it", "its"} or not last or _written_near(tok, before, name, last, resolved)
    for subject in _unnamed_subjects(tok, before):
        if resolved.get(subject.i) == name or any(t.lower_ == last for t in subject.subtree):
            continue  # "One man, Omar Sadiq, said ...": the name is in the subject's phrase
        if redescribes(subject, name) or (shielded and _named_modifier(subject)):
            continue
        return True
    return False


def _unnamed_subjects(tok: Token, before: Span) -> list[Token]:
    """The main subjects of the sentence ``before`` that are unnamed nouns agreeing with the pronoun."""
    return [
        c
        for c in before.root.children
        if c.dep_ in SUBJECTISH and c.pos_ == "NOUN" and not c.ent_type_ and _fits(tok, c)
    ]


def _written_near(tok: Token, before: Span, name: str, last: str, resolved: dict[int, str]) -> bool:
    """True when the name (its last word, or a pronoun resolved to it) is written in the sentence ``before``
    or in the pronoun's own sentence before it."""
    return any(t.lower_ == last or resolved.get(t.i) == name for t in tok.doc[before.start : tok.i])


def _owned_thing(tok: Token, before: Span, last: str) -> bool:
    """True when the main subject of the sentence before is a work or product the name owns ("Acme's new
    console is the top gadget. It beats ..."): "it" is the thing as often as its owner, unless it speaks ("It
    said"), which a body does and a thing does not."""
    if tok.lower_ not in {"it", "its"} or is_speech_verb(tok.head if tok.dep_ != "poss" else tok.head.head):
        return False
    for subject in (c for c in before.root.children if c.dep_ in SUBJECTISH):
        if subject.ent_type_ in _BODY_OR_PERSON:
            continue
        # a product's name or a noun of a work ("Acme's Lumo Pad", "its new console"); what a body has, its
        # income or its share price, is no rival: "Acme's income fell. It blamed ..." is the firm
        work = subject.tag_ == "NN" and kind_nouns().get(subject.lemma_.lower()) == "work"
        if subject.tag_ != "NNP" and not work:
            continue
        if any(c.dep_ == "poss" and any(w.lower_ == last for w in c.subtree) for c in subject.children):
            return True
    return False


def named_subject(tokens: Iterable[Token], last: str) -> bool:
    """True when a subject among ``tokens`` holds the word ``last`` (a name's last word, lower case); not the
    subject of a clause that only sets a time or a cause ("The crash was the worst since Acme took over the
    line"), which says nothing of what the sentence is about."""
    return any(
        t.dep_ in SUBJECTISH and t.head.dep_ not in _SETTING and any(w.lower_ == last for w in t.subtree)
        for t in tokens
    )


def _named_modifier(noun: Token) -> bool:
    """A noun a name modifies ("Russia's military said ...", "The U.S. strike was ...", a name the NER left
    unlabelled as well): the pronoun after may stand for the name as well as for the noun."""
    return any(
        c.dep_ in {"poss", "compound", "nmod"} and (c.ent_type_ or c.pos_ == "PROPN") for c in noun.children
    )


def _own_name(noun: Token, name: str) -> bool:
    """True when ``noun`` carries a name of its own that is no word of ``name`` ("Acme's Lumo operating
    system", "Zeta's Kanal television"): a named product or channel, the likelier "it" than the owner the
    pronoun was given. A place, a people or a date compounded to the noun ("the US system", "Acme's March
    profit") says where or when, no name."""
    words = set(name.split())
    return any(
        c.dep_ == "compound"
        and c.pos_ == "PROPN"
        and c.text not in words
        and c.ent_type_ not in _NOT_ITS_NAME
        for c in noun.children
    )


def redescribes(noun: Token, name: str) -> bool:
    """A definite noun that names again what the article named: a kind noun ("The company said":
    kind-nouns.tsv, company-nouns.tsv), or any noun right after a sentence whose main subject is the name
    ("Spylock is sold as a tool. The software hides itself ..."), so the name the pronoun was given may well
    be the noun's too; an indefinite one ("A spokesman said") brings in someone new."""
    if not any(c.dep_ == "det" and c.lower_ in {"the", "this", "that"} for c in noun.children):
        return False
    if noun.lemma_.lower() in kind_nouns():
        return True
    doc = noun.doc
    if noun.sent.start == 0:
        return False
    last = name.split()[-1]
    before = doc[noun.sent.start - 1].sent
    return any(c.dep_ in SUBJECTISH and any(t.text == last for t in c.subtree) for c in before.root.children)


def _fits(pronoun: Token, noun: Token) -> bool:
    """Whether ``noun`` agrees with ``pronoun``: a person noun for "he"/"she", a singular noun for
    anything else for "it", a plural for "they"."""
    lemma = noun.lemma_.lower()
    person = lemma in person_nouns() or lemma in spokes_roles()
    low = "it" if pronoun.lower_ == "its" else pronoun.lower_
    if low == "they":
        return noun.tag_ == "NNS"
    if noun.tag_ != "NN":
        return False
    return person if low in {"he", "she"} else not person
