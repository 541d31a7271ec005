"""Statements that name nothing: no word of the subject or the object is a name, a number or a word that
something in the article resolves. "the bill | be | a good compromise", "The night levels | be
as tense as | the open fights", "tuition fees | make | no major difference", "an accord | reach
with | the government".

Out of its sentence such a statement cannot be placed: which bill, which game, whose accord. The audit
judges read them useless or false far more often than true: of the 349 judged statements of the audit set
and dev-s6 to dev-s31 that this rule took out when it was written, 28 were true, 100 false and 221 useless
(of the 113 in the five sets drawn last, dev-s27 to dev-s31: 8 true); of a seeded 60 it took out of text
no judge had read, 2 (review of session 31). So ``kg.extract.evidence`` keeps them out of the graph
with the flag `unanchored`; triples.csv keeps them. A named speaker does not anchor the clause it speaks
for: kept, the rule's gain fell on 20 of the 21 sets (the speaker's "the city", "the base" are as vague).

Three kinds of word anchor a statement as a name does, on either side, because they say what a news
reader needs without a name:
- a happening or its doer ("A bomb blast killed six people", "the governor condemned the attack", "a
  suicide attacker detonated a car bomb"): the event model links the happening to the article's event;
- a noun a bare "the" makes one of a kind in news (``one-of-a-kind-nouns.tsv``: "the dollar", "the
  regime") and the state bodies of ``kind-nouns.tsv`` rows `named` ("the government", "the army");
- a number ("most of the dead" is none; "the bodies of 10 victims" is one): a count is a fact of the
  story even when its place is in the next clause.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from .cache import doc_cache
from .descriptions import kind_nouns
from .lost_settings import count_words
from .vague import event_words, one_of_a_kind, trigger_forms

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact

# Entity labels that say when or in what order, not what: "last week", "the second factor" name nothing.
_NOT_NAMES = frozenset({"DATE", "TIME", "ORDINAL"})


@lru_cache(maxsize=1)
def _state_bodies() -> frozenset[str]:
    """The nouns of ``kind-nouns.tsv`` that stand for the one body of their kind the story is about
    (`named`: "the government", "the army", "the police")."""
    return frozenset(noun for noun, kind in kind_nouns().items() if kind == "named")


def unanchored(fact: Fact, doc: Doc, resolve: dict[int, str]) -> bool:
    """True when no word of the subject, the object or a passive's agent is a name, a number, a resolved
    word, a happening, the doer of one or a one-of-a-kind noun."""
    if fact.subject is None:
        return False
    args = [a for a in (fact.subject, fact.obj, fact.agent) if a is not None]
    if any(_anchors(t, resolve) or _self_standing(t) for arg in args for t in _words(arg, doc)):
        return False
    return not any(_happening_phrase().search(doc[a.start : a.end].text.lower()) for a in args)


@lru_cache(maxsize=1)
def _happening_phrase() -> re.Pattern[str]:
    """The triggers of ``event-types.tsv`` of more than one word ("air raid", "chemical attack")."""
    many = sorted({f for f in trigger_forms() if " " in f}, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(f) for f in many) + r")\b")


def _self_standing(tok: Token) -> bool:
    """A noun that says what it is without a name: a happening ("the attack", which the event model links
    to the article's event), its doer ("a gunman"), "the dollar", "the government"."""
    if tok.pos_ not in {"NOUN", "PROPN"}:
        return False
    lemma, lower = tok.lemma_.lower(), tok.lower_
    return (
        lemma in event_words()
        or lower in event_words()
        or lemma in one_of_a_kind()
        or lemma in _state_bodies()
    )


def _words(arg: Arg, doc: Doc) -> list[Token]:
    gap = range(*arg.gap) if arg.gap else range(0)
    return [doc[i] for i in range(arg.start, arg.end) if i not in gap]


def _anchors(tok: Token, resolve: dict[int, str]) -> bool:
    """A word that ties the statement to something outside its sentence: a resolved pronoun or
    description, a named entity other than a date, a time or an ordinal, a count, or a name the tagger
    missed: a proper noun or a capitalised word inside the sentence; at a sentence's or a quotation's
    start, where every word is capitalised, a singular proper noun ("Acme", "Reed's"), an acronym ("IS",
    "SANA") or a word the article also writes capitalised inside a sentence ("the Tories"), not a plural
    the tagger took for a name ("Rebels shelled the town")."""
    if tok.i in resolve or _count(tok):
        return True
    if tok.ent_type_ and tok.ent_type_ not in _NOT_NAMES:
        return True
    if not tok.text[:1].isupper() or tok.lower_ == "i":
        return False
    if not _opening(tok) or tok.tag_ == "NNP":
        return True
    acronym = len(tok.text) >= 2 and tok.text.isupper() and tok.text.isalpha()
    return acronym or tok.text in _capitalised_inside(tok.doc)


def _count(tok: Token) -> bool:
    """A numeral or a number word, not an ordinal ("the first bill", "the 21st century": which, not how
    many) nor the "one" of "no one"."""
    if tok.lower_ == "one" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "no":
        return False
    if tok.lower_ in count_words():
        return True  # the table holds no ordinal ("thousand" ends as "second" does)
    return tok.like_num and tok.ent_type_ != "ORDINAL" and not tok.lower_.endswith(("st", "nd", "rd", "th"))


def _opening(tok: Token) -> bool:
    """True for a word that opens a sentence or a quotation ('said: "The net was ...'), capitalised
    whatever it is."""
    if tok.is_sent_start or tok.i == 0:
        return True
    before = tok.doc[tok.i - 1]
    return before.is_quote or before.text == ":" or before.is_space


def _capitalised_inside(doc: Doc) -> frozenset[str]:
    """The capitalised words the article writes inside a sentence, not at its or a quotation's start, nor in
    its headline (its first line), which a Title Case headline capitalises whatever they are."""
    return doc_cache(doc, "kg.unanchored.capitalised", _capitalised_words)


def _capitalised_words(doc: Doc) -> frozenset[str]:
    headline_end = doc.text.find("\n")  # -1 for a text with no headline line: every word counts
    return frozenset(t.text for t in doc if t.idx > headline_end and t.text[:1].isupper() and not _opening(t))
