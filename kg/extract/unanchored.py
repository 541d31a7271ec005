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

The same test reads the teller (``nameless_teller``): a claim told by "the ministry" or "the rights
group" that nothing resolved stays out of the graph with the flag `speaker`; and a subject written with
"the" that it finds open keeps its statement out (flag `description`) whatever the object names
(``open_definite_subject``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_speech_verb
from .cache import doc_cache
from .descriptions import kind_nouns
from .facts import Arg
from .inner_names import unwritten_ties
from .lost_settings import count_words
from .vague import event_words, one_of_a_kind, trigger_forms
from .vague_speakers import group_before, vague_speaker_nouns

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

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
    return not any(_anchored(arg, doc, resolve) for arg in args)


def _anchored(arg: Arg, doc: Doc, resolve: dict[int, str]) -> bool:
    """True when a word of ``arg`` anchors it or stands on its own, or it holds a happening of several
    words ("the air raid")."""
    resolve = _shown(arg, doc, resolve)
    if any(_anchors(t, resolve) or _self_standing(t) for t in _words(arg, doc)):
        return True
    return bool(_happening_phrase().search(doc[arg.start : arg.end].text.lower()))


@lru_cache(maxsize=1)
def _happening_phrase() -> re.Pattern[str]:
    """The triggers of ``event-types.tsv`` of more than one word ("air raid", "chemical attack")."""
    many = sorted({f for f in trigger_forms() if " " in f}, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(f) for f in many) + r")\b")


# What anchors a side of a statement (``anchor_kinds``): a name or a resolved word, a count, a happening or
# its doer.
NAME, COUNT, HAPPENING = "name", "count", "happening"
# Entity labels of amounts: "$1.7m", "8.2%" say how much, not who.
AMOUNT_LABELS = frozenset({"CARDINAL", "QUANTITY", "PERCENT", "MONEY"})


def anchor_kinds(arg: Arg, doc: Doc, resolve: dict[int, str]) -> set[str]:
    """What anchors ``arg``, of ``NAME``, ``COUNT`` and ``HAPPENING``; empty when nothing does. A word
    that anchors as ``_anchors`` tells is a name unless it is a count or an amount."""
    words, resolve = _words(arg, doc), _shown(arg, doc, resolve)
    kinds = set()
    if any(_count(t) for t in words):
        kinds.add(COUNT)
    # the one body or thing of its kind in news ("the government", "the dollar") names it as a name does;
    # "gunmen" without "the" does not
    if any(_names(t, resolve) or (_state_body(t) and _definite(t)) for t in words):
        kinds.add(NAME)
    # a gerund the tagger leaves a verb is still a happening: "Shelling kills 9 civilians"
    gerund = any(t.tag_ == "VBG" and t.lower_ in event_words() for t in words)
    # a state body without "the" ("a hospital", "government forces") counts with the happenings, so that
    # "An air strike | hit | a hospital" has happenings on both sides: read as a plain object instead, it
    # put back 21 statements of the corpus, most of them background or cut ("anti-government protests |
    # meet with | a regime crackdown") (review of session 42)
    if (
        gerund
        or any(_self_standing(t) for t in words)
        or _happening_phrase().search(doc[arg.start : arg.end].text.lower())
    ):
        kinds.add(HAPPENING)
    return kinds


def _names(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a word that anchors as ``_anchors`` tells and is no count, amount, date or time ("on
    Sunday" is capitalised, and names no one): a name or a resolved word."""
    if tok.i in resolve:
        return True
    return _anchors(tok, resolve) and not _count(tok) and tok.ent_type_ not in AMOUNT_LABELS | _NOT_NAMES


def _self_standing(tok: Token) -> bool:
    """A noun that says what it is without a name: a happening ("the attack", which the event model links
    to the article's event), its doer ("a gunman"), "the dollar", "the government"."""
    if _state_body(tok):
        return True
    if tok.pos_ not in {"NOUN", "PROPN"}:
        return False
    return tok.lemma_.lower() in event_words() or tok.lower_ in event_words()


def _shown(arg: Arg, doc: Doc, resolve: dict[int, str]) -> dict[int, str]:
    """``resolve`` less the nouns inside ``arg`` tied to a name its written words do not show: "the party's
    manifesto" anchors nothing in the graph, whatever the party was tied to (review of session 51: a
    resolved owner left its statement's words unchanged but took it out of `unanchored`)."""
    hidden = unwritten_ties(arg, doc, resolve)
    return {i: name for i, name in resolve.items() if i not in hidden} if hidden else resolve


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


# Dependencies of the clause a speech verb reports: "said [that ...]", "said [...]," and the quotation.
_REPORTED = frozenset({"ccomp", "parataxis", "xcomp"})


def nameless_teller(fact: Fact, doc: Doc, resolve: dict[int, str], speaker: Token | None) -> bool:
    """True when the statement's speaker, or the active subject of its speech verb, is a definite
    description that nothing resolved and no word of which is a name: "the defence ministry", "the
    witness", "The rights group", "the country's government", "the battle site".

    "The" says the article named who is meant, so unresolved it is a reference left open, as an
    unresolved "he" is: out of the article a reader cannot tell which ministry told it, and when the
    parser took the wrong noun ("[by the battle site]") it is false. An indefinite or bare teller
    ("an official", "medical sources", "residents") is a described group the issue allows as a speaker,
    and stays, as does the state's one body or outlet ("the ministry", "the army", "the state news agency":
    ``_state_body``, ``ontology/state-modifiers.tsv``) and a report the article said whose it is. Of the
    judged statements of the audit set and dev-s6 to dev-s31, this rule and ``open_definite_subject``
    took out 8 true, 24 false and 68 useless when they were written (the true ones mostly of the early
    sets' laxer judging: "The terrorist group said ...", which the article had named); on dev-s32, drawn
    before them, 4 useless and none true; of a seeded 60 they took out of text no judge had read, 2 were
    true (review of session 32)."""
    tellers = [] if speaker is None else [speaker]
    verb = doc[fact.verb]
    # the subject tells only what a clause of the verb reports: "The fighting claimed the lives of ten"
    # reports nothing, so "claim" there is no saying
    if fact.subject is not None and is_speech_verb(verb) and any(c.dep_ in _REPORTED for c in verb.children):
        head = doc[fact.subject.head]
        if head.dep_ != "nsubjpass":  # "The attack is believed to be ...": the attack tells nothing
            tellers.append(head)
    return any(_open_definite(teller, doc, resolve) for teller in tellers)


def _open_definite(teller: Token, doc: Doc, resolve: dict[int, str]) -> bool:
    """True for a teller with "the" or a possessive before it ("the ministry", "the country's
    government") of whose phrase no word is resolved, a name or a name the tagger missed. Not a happening
    ("The heavy fighting claimed the lives of ten": "claim" is no saying there), nor a report the article
    said whose it is ("The IMF published two reports ... The reports said": ``group_before``)."""
    if teller.i in resolve or _self_standing(teller):
        return False
    if teller.lower_ in vague_speaker_nouns() and group_before(teller) is None:
        return False
    if not _definite(teller):
        return False
    words = doc[teller.left_edge.i : teller.right_edge.i + 1]
    # an owner tied but not written ("the party's spokesman") leaves the shown teller as open as before
    resolve = _shown(Arg(words.start, words.end, teller.i), doc, resolve)
    # a count says how many, not who: "the two officials" is as open as "the officials"; the one body of
    # its kind the story is about ("the army", "the government") is as placed as a name, as it is for
    # ``unanchored``
    return not any(
        (_anchors(t, resolve) and not _count(t)) or _state_body(t) or _state_owned(t) for t in words
    )


def open_definite_subject(fact: Fact, doc: Doc, resolve: dict[int, str]) -> bool:
    """True for a subject written with "the" or a possessive that no word anchors: "The initial inquiry |
    focus on | three sites", "the main road | link | Deir Ezzor", "This year's awards | hand out in |
    Hollywood", "The company | aim to become | a top five maker".

    "The" tells that the article said which one is meant, and nothing here resolved it, so out of the
    article the statement is about an unknown thing even when its object names something. Unlike
    ``unanchored``, a name on the object's side does not keep it. A name, a count, a resolved word, a
    happening, its doer, a one-of-a-kind noun or a state body in the subject do ("the Syrian army", "the
    two pilots", "the attack", "the government"); so does a subject that is not a noun ("the first to
    arrive"), and a name set beside it ("The state news agency SANA"). A passive with its agent is left
    alone, as ``kg.extract.vague`` leaves it: the statement makes the description its object. For what it
    took out, see ``nameless_teller``. The weapon of a happening ("the mortar shell | kill | seven
    students") and a toll's cause ("The rebel fire | kill | 21 civilians") are not spared: kept, they gave
    back 13 judged statements and none was true (which shell, whose fire)."""
    if fact.subject is None or fact.agent is not None:
        return False  # a passive with its agent: the statement makes the description its object
    head = doc[fact.subject.head]
    if head.pos_ not in {"NOUN", "PROPN"} or head.i in resolve:
        return False
    if not _definite(head):
        return False
    # a name set beside the description ("The state news agency SANA") says which one, even when the
    # statement's subject span leaves it out
    beside = [w for c in head.children if c.dep_ == "appos" for w in c.subtree]
    if any(_anchors(t, resolve) or _self_standing(t) for t in beside):
        return False
    return not _anchored(fact.subject, doc, resolve)


# Determiners that point at something the article said before: "the", and the demonstratives that cannot
# open a clause ("that" and "those" often do: "said that Assad's forces ...", "those from Madaya").
_POINTING = frozenset({"the", "this", "these"})


def _definite(noun: Token) -> bool:
    """True for a noun with "the", "this", "these" or a possessive before it: "the ministry", "This blast",
    "the country's government"."""
    return any(c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in _POINTING) for c in noun.children)


def _state_body(tok: Token) -> bool:
    """A noun that stands for the one body of its kind in news: "the government", "the army", "the regime"
    (the state bodies of ``kind-nouns.tsv`` and ``one-of-a-kind-nouns.tsv``)."""
    if tok.pos_ not in {"NOUN", "PROPN"}:
        return False
    lemma = tok.lemma_.lower()
    return lemma in _state_bodies() or lemma in one_of_a_kind()


@lru_cache(maxsize=1)
def _state_modifiers() -> frozenset[str]:
    """The words of ``ontology/state-modifiers.tsv`` ("state", "state-run", "official")."""
    return frozenset(row["word"].lower() for row in read_tsv("state-modifiers.tsv", ["word"]))


def _state_owned(tok: Token) -> bool:
    """ "state" of "the state news agency", "state media": a modifier that makes a teller the state's."""
    return (
        tok.lower_ in _state_modifiers() and tok.dep_ in {"amod", "compound", "nmod"} and tok.head.i > tok.i
    )
