"""What may follow the verb of a source that closes a sentence without its comma, read by
``closing_reporter`` in ``kg.extract.reports``.

FA-KES text has no commas, so "Seven people died in the shelling a monitoring group said as rebels took
the hill", "Thirteen civilians were killed the Observatory reported Thursday updating an earlier toll" and
"They are the next target he said in the video posted on Sunday" hang the writer's adjunct on the source
verb. The source still closes the clause before it: what follows the verb is its own phrases (in a
statement, on Sunday, to AFP, and a participle inside them), its next act ("updating ...", "adding that
..."), or a clause of time or circumstance (``ontology/closing-adjuncts.tsv``); never a clause of what
was said. A source without a subject the parser ran into the claim's last phrase ("... the death of 40
militants media reported") begins at its own words (``fused_source``), and the claim's arguments end there.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .attribution import demonym_words
from .facts import Arg, Fact, marked_passive
from .spans import doc_entities

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Verbless dependents of a source verb: "said in a statement on Tuesday", "said Thursday", "said today".
_PHRASES = frozenset({"prep", "npadvmod", "advmod", "dative", "punct"})
# Verbs whose direct object is whom the source spoke to: "told AFP", "told The New Arab".
ADDRESSING = frozenset({"tell", "inform", "brief"})


@lru_cache(maxsize=1)
def closing_adjunct_marks() -> frozenset[str]:
    """Subordinators of a writer's clause after a closing source ("as", "after"), from
    ``ontology/closing-adjuncts.tsv``."""
    return frozenset(row["word"].lower() for row in read_tsv("closing-adjuncts.tsv", ["word"]))


def adjunct_after(verb: Token, child: Token) -> bool:
    """True when ``child``, a dependent after the source ``verb``, adds to the report rather than saying
    what was reported: a verbless phrase, the addressee of "told", a participle of the source's next act,
    or a clause of time or circumstance."""
    if child.dep_ in _PHRASES:
        return True
    if child.dep_ == "dobj":
        return verb.lemma_ in ADDRESSING and child.pos_ in {"PROPN", "NOUN"}
    if child.dep_ in {"advcl", "xcomp"} and child.tag_ == "VBG":
        return True  # "updating an earlier toll", "adding that ...": the source's own next act
    if child.dep_ == "advcl":
        return any(c.dep_ == "mark" and c.lower_ in closing_adjunct_marks() for c in child.children)
    return False


def own_tail(verb: Token, after: list[Token]) -> bool:
    """True when the words ``after`` the source ``verb`` to the end of its sentence are its own
    dependents, each one an adjunct (``adjunct_after``): the verb closes the clause before it."""
    if not all(verb.is_ancestor(t) for t in after):
        return False
    return all(adjunct_after(verb, c) for c in verb.rights)


def tail_allows(verb: Token, after: list[Token]) -> bool:
    """True when the words ``after`` a source ``verb`` near the end of its sentence let it close the clause
    before it: three words at most, or its own adjuncts (``own_tail``). A long tail, or one with a verb,
    only after an active report that is no relative clause ("were informed about the risks when ...",
    "the pieces she wrote on the future of ..."), and never after a clause of time ("when he told the BBC
    ...")."""
    if len(after) > 3 and not own_tail(verb, after):
        return False
    long_tail = len(after) > 7 or any(t.pos_ in {"VERB", "AUX"} for t in after[3:])
    if long_tail and (marked_passive(verb) or verb.dep_ in {"relcl", "acl"}):
        return False
    return not any(c.tag_ == "WRB" for c in verb.children if c.i < verb.i)


@lru_cache(maxsize=1)
def _source_heads() -> frozenset[str]:
    return frozenset(words_of_kind("head-nouns.tsv", "source"))


@lru_cache(maxsize=1)
def source_modifiers() -> frozenset[str]:
    """Words that may stand before a source's head noun in its own phrase (source-modifiers.tsv)."""
    return frozenset(row["word"].lower() for row in read_tsv("source-modifiers.tsv", ["word"]))


def fused_source(verb: Token, first: int) -> tuple[Token, int] | None:
    """The source of a subjectless source ``verb`` whose phrase the parser ran into the noun phrase before
    it, and where that phrase starts: "... resulted in the death of 40 militants media reported Friday" ->
    "media", "... in the north of the province security sources said" -> "security sources".

    The source is a `source` head noun of ``ontology/head-nouns.tsv`` right before the verb, with its own
    words before it (``_source_words_start``); ``first`` is the sentence's first token, which the phrase
    may not reach: a clause must stand before it. Two sources joined by "and" are left alone: where the
    first begins is anyone's guess.
    """
    doc = verb.doc
    head = doc[verb.i - 1]
    if head.pos_ not in {"NOUN", "PROPN"} or any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children):
        return None  # "... to identify the source says Winfield": the source follows its verb
    # a name the tagger read there is too often cut from a longer one ("in Syria Obama said", "from Saudi
    # Arabia Reuters reports"): only a source noun, whose own words are few, marks where the source begins
    if not is_source_head(head):
        return None
    start = _source_words_start(doc, head.i, first)
    if start <= first or start > head.i or doc[start - 1].pos_ == "CCONJ" or head.dep_ == "conj":
        return None  # "the monitor and a rescue official said": two sources
    return head, start


def _entity(doc: Doc, i: int) -> tuple[int, int] | None:
    """The start and end of the named entity holding token ``i``, if any."""
    ents, starts = doc_entities(doc)
    k = bisect_right(starts, i) - 1
    return (ents[k].start, ents[k].end) if k >= 0 and ents[k].start <= i < ents[k].end else None


def is_source_head(tok: Token) -> bool:
    """True for a `source` head noun ("media", "activists"), singular or plural ("activist")."""
    heads = _source_heads()
    return tok.lower_ in heads or f"{tok.lower_}s" in heads


def _named_start(doc: Doc, start: int, first: int) -> int:
    """Where a name the tagger cut after "for" or "of" begins: "Human Rights" of "the Syrian Observatory
    for Human Rights" -> "Syrian Observatory for Human Rights"."""
    while start - 2 > first and doc[start - 1].lower_ in {"for", "of"} and doc[start - 2].pos_ == "PROPN":
        start -= 2
        while start - 1 > first and (doc[start - 1].pos_ == "PROPN" or doc[start - 1].tag_ == "JJ"):
            start -= 1
    return start


def _source_words_start(doc: Doc, start: int, first: int) -> int:
    """Where a source's phrase begins, walking back from ``start`` over its own words: roles and source
    nouns ("media activist"), the modifiers of ``ontology/source-modifiers.tsv`` ("state", "security"),
    adjectives ("local"), a body's or a people's name ("UN agencies", "Kurdish media"), up to a
    determiner; past the object of a preposition the words open on (``_past_object``)."""
    return _past_object(doc, _own_words_start(doc, start, first))


def _past_object(doc: Doc, start: int) -> int:
    """Where a source's phrase begins when the words walked back over follow a preposition: the first of
    them are its object, the claim's last phrase ("in clashes with the army state media" -> "state media",
    "in the province of Hama local media" -> "local media", "on northern Aleppo Russian sources" ->
    "Russian sources"): an optional determiner and plain adjectives, then one name or one noun."""
    if start == 0 or doc[start - 1].pos_ != "ADP":
        return start
    i = start + 1 if doc[start].lower_ in {"a", "the"} else start
    while i < len(doc) and doc[i].tag_ == "JJ" and not doc[i].ent_type_:
        i += 1
    if i >= len(doc) or doc[i].pos_ not in {"NOUN", "PROPN", "ADJ"}:
        return start
    ent = _entity(doc, i) if doc[i].ent_type_ else None
    if ent is None:
        return i + 1
    # the tagger joins a place and the source's nationality into one name: "of Aleppo Syrian state television"
    return next((k for k in range(i + 1, ent[1]) if doc[k].lower_ in demonym_words()), ent[1])


def _own_words_start(doc: Doc, start: int, first: int) -> int:
    """Where a source's own words begin, walked back from ``start`` (``_source_words_start``)."""
    while start - 1 > first:
        tok = doc[start - 1]
        if tok.lower_ in {"a", "the"}:
            return start - 1
        # both halves of a hyphened modifier: "state-run", "Britain-based"
        hyphened = any(doc[k].tag_ == "HYPH" for k in (tok.i - 1, tok.i, tok.i + 1) if 0 <= k < len(doc))
        if is_source_head(tok) or tok.tag_ == "JJ" or tok.lower_ in source_modifiers() or hyphened:
            start -= 1
        elif tok.ent_type_ in {"ORG", "NORP"} and tok.pos_ == "PROPN":
            ent = _entity(doc, tok.i)
            start = _named_start(doc, ent[0], first) if ent else start - 1
        else:
            break
    return start


def report_source(verb: Token, first: int) -> tuple[Token, int] | None:
    """The source of a subjectless source ``verb`` that closes the clause it reports, run into that
    clause: "... killing eight volunteers opposition activists said Saturday", where the parser makes the
    clause the verb's complement and "activists" part of its last phrase; None for a verb with a subject or
    a clause after it."""
    kids = list(verb.children)
    if any(c.dep_ in {"nsubj", "nsubjpass"} for c in kids):
        return None
    if not any(c.dep_ == "ccomp" and c.i < verb.i for c in kids):
        return None
    if not all(adjunct_after(verb, c) for c in verb.rights):
        return None  # "... said the Syrian Observatory": the source follows its verb, run into nothing
    return fused_source(verb, first)


def before_source(obj: Arg, doc: Doc, start: int) -> Arg | None:
    """What is left of an object whose head lies in the closing source that ran into it, from ``start``
    where the source's phrase begins: "killing eight volunteers opposition activists said" -> "eight
    volunteers", "caused heavy damage in the area Reuters correspondent reported" -> "heavy damage in the
    area"; None for an object that is the source's own clause."""
    if obj.start >= start or doc[start - 1].pos_ not in {"NOUN", "PROPN", "NUM"}:
        return None
    # the head of what is left: its one word whose own head lies outside it
    head = next((t.i for t in doc[obj.start : start] if not obj.start <= t.head.i < start), start - 1)
    return Arg(obj.start, start, head)


def source_arg(named: Arg, doc: Doc, start: int) -> Arg:
    """A closing source's phrase from ``start``, where it begins, to before the verb the parser may have
    hung on it ("the observatory reported on Thursday" -> "the observatory")."""
    end = next((t.i for t in doc[named.head + 1 : named.end] if t.pos_ in {"VERB", "AUX"}), named.end)
    return Arg(start, end, named.head)


def clip_subject(fact: Fact, start: int) -> None:
    """Ends a subject or a passive's agent that runs on into the closing source at ``start`` before it:
    "the forces alliance south of the town observatory chief X" -> "the forces alliance south of the
    town", "controlled by IS activists said" -> "IS"."""
    subject = fact.subject
    if subject is not None and subject.head < start < subject.end:
        fact.subject = Arg(subject.start, start, subject.head)
    agent = fact.agent
    if agent is not None and agent.start < start < agent.end:
        head = agent.head if agent.head < start else start - 1
        fact.agent = Arg(agent.start, start, head)


def subject_start(subject: Token, first: int) -> int:
    """Where a closing source's subject begins: a `source` head noun whose own words open on a determiner
    keeps only those ("... neighborhood of Maghawir the Syrian Observatory for Human Rights said" -> "the
    Syrian Observatory ..."); other subjects keep the parser's whole phrase."""
    start = subject.left_edge.i
    if not is_source_head(subject):
        return start
    doc = subject.doc
    walked = _own_words_start(doc, subject.i, first)
    own = _past_object(doc, walked)
    if own > subject.i:
        return start
    # only where a determiner opens the source's own words ("... of Maghawir the Syrian Observatory"), a
    # number the verb before takes ("The toll reached 330 overnight civil defence sources told ..."), or a
    # preposition's object ends before them ("... on Hama military sources said")
    opened = doc[own].lower_ in {"a", "the"}
    counted = own - 2 >= first and doc[own - 1].like_num and doc[own - 2].pos_ == "VERB"
    return own if own > start and (opened or counted or own > walked) else start


def can_speak(subject: Token) -> bool:
    """True for a subject that can be a source: a pronoun, a name, a `source` head noun ("the monitor"), or
    a noun its determiner marks as a phrase of its own ("a monitoring group"); not "heavy damage", the end
    of the claim run into the verb."""
    if subject.pos_ in {"PRON", "PROPN"} or subject.ent_type_ in {"PERSON", "ORG", "NORP", "GPE"}:
        return True
    return is_source_head(subject) or any(c.dep_ == "det" for c in subject.children)
