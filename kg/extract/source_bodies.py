"""A source, official or spokesman credited to the body the phrase names: "A source at Damascus Police Command
said ...", "an Apple spokesman said ...", and "the source added" after one; and the unnamed source kept out.

Out of the article "A source at Damascus Police Command" says less than the body it names: a reader takes what
the source told for the command's word, as "an Apple spokesman" speaks for Apple. The audits judged such
speakers useless (a vague speaker, class 1) and the body's own name true, so ``source_bodies`` gives the
speaking noun the name of the one organisation (NER ORG) that modifies it ("an Apple spokesman", "a Police
Command source") or that its "at", "in", "of", "for", "from" phrase names ("a source at Hama Police
Command", "a source in the Kurdish Asayesh security forces"); the graph shows the statement under that
organisation's node. Only after "a" or "an" or no article ("Apple officials"): "the PYD spokesman" names
again a person the article named. A place names no body ("a source at Daraa province", "A source in the
central province", nor a name on a place unit of ontology/head-nouns.tsv the tagger calls an organisation:
"a source at Daraa Governorate"), nor does a nationality ("a Syrian army source"), and "a former Apple
official" no longer speaks for it. "The source" later stands for the body of the latest source the article
named before it, when that one had a body. A closing source FA-KES text wrote without its comma, which the
parser hung on the name before it as an apposition ("... in the direction of Maan a military source told
SANA"), lends that name to no later "the source" (session 44: dev-s43's village taken for the source).

A source that no organisation names stays what it was, and ``unnamed_source`` keeps the statements it is the
speaker of out of the graph (flag `speaker`): what "A military source said ..." and "the source added ..."
report. On the judged development rows such statements were 3 true (all in the audit set's early, laxer
judging) to 18 false or useless; its own speech statement stays. Nouns in
``ontology/source-nouns.tsv``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .attribution import is_source, is_speech_verb
from .cache import words_in
from .false_copulas import place_units
from .quotes import clean_name
from .reporter_outlets import reporter_outlets
from .reports import doc_ent
from .vague_speakers import indefinite_articles

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


# Organisations only, not quotes.GROUP_LABELS (speaking_groups.py's): a nationality beside a source names
# no body ("a Syrian army source"); a speaker the tagger calls a nationality often is one ("Hamas said").
_BODY_LABELS = frozenset({"ORG"})
# The words that tie a speaking noun to its body: "a source at the command", "a spokesman for Apple".
_BODY_PREPOSITIONS = frozenset({"at", "in", "of", "for", "from", "with"})


@lru_cache(maxsize=1)
def _speaks_for() -> frozenset[str]:
    return frozenset(words_of_kind("source-nouns.tsv", "speaks-for"))


@lru_cache(maxsize=1)
def _unnamed() -> frozenset[str]:
    return frozenset(words_of_kind("source-nouns.tsv", "unnamed"))


@lru_cache(maxsize=1)
def _not_for_body() -> frozenset[str]:
    return frozenset(words_of_kind("source-nouns.tsv", "not-for-body"))


def _entity(tok: Token) -> SpacySpan | None:
    """The organisation name ``tok`` is part of, or None."""
    if tok.ent_type_ not in _BODY_LABELS:
        return None
    ent = doc_ent(tok)  # the doc's entities read once, not a new Span per read of doc.ents
    # "a spokesman for the city council": the tagger's ORG in lower case is a description, not a name
    # ("DaimlerChrysler", capitalised inside, is one)
    return ent if ent is not None and any(t.text[:1].isupper() for t in ent if t.is_alpha) else None


def _body_of(noun: Token) -> SpacySpan | None:
    """The organisation ``noun`` speaks for by its own phrase: a modifier that is an organisation's name ("an
    Apple spokesman"), or the object of its "at", "for", ... phrase, or a name that modifies that object ("a
    source in the Kurdish Asayesh security forces")."""
    if any(c.lower_ in _not_for_body() for c in noun.children if c.i < noun.i):
        return None
    # "the PYD spokesman", "the UN official" name again a person the article named, who is no body
    if any(c.dep_ in {"det", "poss"} and c.lower_ not in indefinite_articles() for c in noun.children):
        return None
    for child in noun.children:
        if child.dep_ == "compound" and child.i < noun.i and (ent := _entity(child)) is not None:
            return ent if ent.end <= noun.i else None
        if child.dep_ != "prep" or child.lower_ not in _BODY_PREPOSITIONS:
            continue
        obj = next((g for g in child.children if g.dep_ == "pobj"), None)
        # "a source at Daraa Governorate": a place unit, whatever the tagger calls the name on it, is a place
        if obj is None or obj.lower_ in place_units():
            continue
        if (ent := _entity(obj)) is not None:
            return ent
        named = [g for g in obj.children if g.dep_ in {"compound", "amod"} and g.i < obj.i and _entity(g)]
        if len(named) == 1:
            return _entity(named[0])
    return None


def _definite_only(noun: Token) -> bool:
    """True for "the source", "The military source": "the", maybe plain adjectives, and nothing after."""
    # "Earlier the source said": the parser may hang the sentence's adverb on the noun
    kids = [c for c in noun.children if c.dep_ not in {"advmod", "npadvmod"} or c.i > noun.i]
    if not kids or kids[0].lower_ != "the" or kids[0].dep_ != "det":
        return False
    return all(c.i < noun.i and (c.dep_ == "det" or (c.dep_ == "amod" and not c.ent_type_)) for c in kids)


def source_bodies(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """``resolved`` with, added, the organisation of a speaking source, official or spokesman whose phrase
    names the body it speaks for ("A source at Damascus Police Command said" -> Damascus Police Command),
    of a later "the source" that speaks when the latest source before it had a body, and of an outlet's
    reporter ("SANA reporter said" -> SANA); and without the name an earlier rule gave a later "the
    source" when that source was a closing one the parser hung on a name (``_hung_on_name``)."""
    out: dict[int, str] = {}
    misread: set[int] = set()
    latest: str | None = None  # the body of the latest singular source named before, "" for none
    hung: set[str] = set()  # the names the parser hung a speaking source on as their apposition
    nouns = _speaks_for()
    for tok in words_in(doc, nouns):
        if tok.pos_ != "NOUN":
            continue
        definite = _definite_only(tok)
        body = None if definite else _body_of(tok)
        name = clean_name(body.text) if body is not None else ""
        if tok.i not in resolved and name and is_source(tok):
            out[tok.i] = name
        elif tok.i not in resolved and definite and latest and tok.tag_ == "NN" and _speaking(tok):
            # "The source went on by saying ...": the same source whatever verb it speaks with; as an object
            # ("Reporters later questioned the spokesman") it is talked of, maybe another one
            out[tok.i] = latest
        elif (
            definite
            and tok.i in resolved
            and hung.intersection(resolved[tok.i].split()[-1:])
            and _speaking(tok)
        ):
            # "... the direction of Maan a military source told SANA. ... the source confirmed": the
            # earlier source was no apposition of the village, and "the source" is as unnamed as it was
            misread.add(tok.i)
        if not definite and tok.tag_ == "NN":
            latest = name
        if _hung_on_name(tok):
            hung.add(tok.head.text)
    # "SANA reporter said", and "the reporter added" after one: kg/extract/reporter_outlets.py
    added = out | reporter_outlets(doc, resolved | out)
    return {i: n for i, n in (resolved | added).items() if i not in misread}


def _hung_on_name(noun: Token) -> bool:
    """True for a source the parser took for a name's apposition though it speaks with a verb of its own,
    as a closing source without its comma does: "... towards Maan 30 km north of the city a military
    source told SANA" (the source tells; it is no second name of the village). A true apposition is set off
    by its comma ("Omar Sati, a source who told SANA of the raid, said"): its name is the source's."""
    start = noun.left_edge.i
    if noun.dep_ != "appos" or (start > 0 and noun.doc[start - 1].text == ","):
        return False
    return any(c.dep_ in {"acl", "relcl"} and c.i > noun.i and is_speech_verb(c) for c in noun.children)


def _speaking(tok: Token) -> bool:
    """Whether ``tok`` is a source or the subject of its clause, not an object or a phrase's noun."""
    return is_source(tok) or tok.dep_ in {"nsubj", "nsubjpass"}


def _unnamed_noun(tok: Token, resolve: dict[int, str]) -> bool:
    return tok.i not in resolve and tok.tag_ == "NN" and tok.lower_ in _unnamed() and tok.pos_ == "NOUN"


def unnamed_source(speaker: Token | None, resolve: dict[int, str]) -> bool:
    """True when the statement's speaker is a source no organisation names ("A military source", "the
    source", "a source at Daraa province"). The speech statement itself ("A military source | say | ...")
    stays: it keeps the claim with who told it, and the early judges read three of them true."""
    return speaker is not None and _unnamed_noun(speaker, resolve)
