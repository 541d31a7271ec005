"""A bare plural that speaks without saying who: "Analysts say ...", "Observers say the move may represent a
shift in policy", "Organisers say the festival will celebrate ...", "... has been driven by X, analysts say".

``kg.extract.generic`` spares a plural that speaks ("a described group may be a speaker"), and that holds
for the people at the scene of a happening ("witnesses said", "doctors said"). The commentators, unnamed
sources and reports of ``ontology/vague-speakers.tsv`` are a broad class instead: which analysts, which
reports? The development audits judged their statements useless (dev-s13 to dev-s15, class 1), so
``kg.extract.evidence`` keeps a statement out of the graph (flag `speaker`) when one of them, unnarrowed
and unresolved, is its speaker or the subject of its speech verb. "Western analysts", "many analysts",
"analysts at Barclays", "Government sources" say for whom they speak and stay.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .attribution import contrast_words, is_source, is_speech_verb
from .cache import words_in
from .quotes import clean_name

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

# Words hung on a noun that do not say which ones are meant: punctuation, a conjunction, a relative clause.
_NOT_NARROWING = frozenset({"punct", "cc", "conj", "relcl"})


@lru_cache(maxsize=1)
def vague_speaker_nouns() -> frozenset[str]:
    """The plurals of ``ontology/vague-speakers.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("vague-speakers.tsv", ["noun"]))


@lru_cache(maxsize=1)
def vague_definites() -> frozenset[str]:
    """The plurals of ``vague-speakers.tsv`` that stay vague after "the" ("the sources", not "the firms",
    which mostly names again firms the article named)."""
    rows = read_tsv("vague-speakers.tsv", ["noun", "definite"])
    return frozenset(row["noun"].lower() for row in rows if row["definite"] == "vague")


def vague_speaker(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a bare plural of ``vague-speakers.tsv`` ("analysts", "Observers" opening a sentence) that
    nothing resolves and no word narrows."""
    if tok.i in resolve or tok.tag_ not in {"NNS", "NNPS"} or tok.lower_ not in vague_speaker_nouns():
        return False
    # a capitalised one inside a sentence is part of a name ("Critics' Circle", "Reports Ltd")
    if not tok.is_lower and tok.i != tok.sent.start:
        return False
    # "The sources said" that no earlier group settles (``groups_again``) is no narrower than "sources"
    definite = tok.lower_ in vague_definites()
    if not all(c.dep_ in _NOT_NARROWING or (definite and _bare_the(c)) for c in tok.children):
        return False
    # "The IMF published two reports ... The reports said": the article said whose they are
    return not any(_bare_the(c) for c in tok.children) or group_before(tok) == ""


@lru_cache(maxsize=1)
def vague_singulars() -> frozenset[str]:
    """The singular nouns of ``ontology/vague-singular-speakers.tsv`` ("spokesman", "source")."""
    return frozenset(row["noun"].lower() for row in read_tsv("vague-singular-speakers.tsv", ["noun"]))


@lru_cache(maxsize=1)
def spokes_singulars() -> frozenset[str]:
    """The singulars of ``vague-singular-speakers.tsv`` that speak for a body (`speaks_for` `body`):
    "a spokesman" is the one organisation just heard from."""
    rows = read_tsv("vague-singular-speakers.tsv", ["noun", "speaks_for"])
    return frozenset(row["noun"].lower() for row in rows if row["speaks_for"] == "body")


@lru_cache(maxsize=1)
def indefinite_articles() -> frozenset[str]:
    """ "a" and "an", the `indefinite` rows of ``ontology/determiners.tsv``."""
    return frozenset(words_of_kind("determiners.tsv", "indefinite"))


def vague_one(tok: Token, resolve: dict[int, str]) -> bool:
    """True for "a spokesman", "a source", "a report" with no word that says for whom: "..., said a
    spokesman", and for a pronoun that stands for one ("..., said a spokesman. He added ...").
    "A Microsoft spokesman", "a military source", "a spokesman for the ministry" stay."""
    if tok.i in resolve:
        words = resolve[tok.i].lower().split()
        meant = len(words) == 2 and words[0] in indefinite_articles() and words[1] in vague_singulars()
        return tok.pos_ == "PRON" and meant
    return tok.tag_ == "NN" and tok.lower_ in vague_singulars() and _unowned(tok)


def _unowned(tok: Token) -> bool:
    """True for a noun with only "a" or "an" before it and no phrase after it that says whose it is."""
    kids = [c for c in tok.children if c.dep_ not in _NOT_NARROWING]
    det = kids[0] if len(kids) == 1 else None
    if det is None or det.dep_ != "det" or det.lower_ not in indefinite_articles() or det.i != tok.i - 1:
        return False
    # "according to a report last month from the Retail Trade Council": the parser hangs the
    # owner on a word after the noun, or on "according" itself
    according = tok.head.head if tok.head.lower_ == "to" and tok.head.head.lower_ == "according" else tok
    return not any(t.dep_ == "prep" and t.i > tok.i for t in [*tok.subtree, *according.children])


_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_BODIES = frozenset({"ORG"})


def spokesman_for(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> organisation, for a speaking "a spokesman" when the one organisation its sentence or
    the one before names is a subject there: "Sony said it would cut jobs. A spokeswoman said ...",
    "Transport 2000 criticised the freeze. '...,' said a spokesman". A reader takes the spokesman for that
    body's; a second organisation in reach leaves it open (and ``vague_one`` keeps it out)."""
    out: dict[int, str] = {}
    sents = list(doc.sents)
    for tok in words_in(doc, spokes_singulars()):
        if tok.tag_ != "NN" or tok.i in resolved:
            continue
        if not is_source(tok) or not _unowned(tok):
            continue
        k = next(n for n, s in enumerate(sents) if s.start <= tok.i < s.end)
        start = sents[k - 1].start if k else sents[k].start
        orgs = [e for e in doc.ents if e.label_ in _BODIES and start <= e.start and e.end <= sents[k].end]
        names = {clean_name(e.text) for e in orgs}
        if len(names) == 1 and any(e.root.dep_ in _SUBJECTS for e in orgs) and (name := names.pop()):
            out[tok.i] = name
    return out


def _bare_the(word: Token) -> bool:
    """True for "the" before a noun: alone, it says no more which group is meant than no word."""
    return word.dep_ == "det" and word.lower_ == "the"


def groups_again(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> the group it names again, for "the sources" after "military sources": a speaking
    plural of ``vague-speakers.tsv`` with only "the" before it stands for the latest group of that noun
    that spoke before it, narrowed ("Military sources said ... the sources added", "Sources close to the
    talks said ... The sources said").

    A reader takes the definite plural for the group just heard from; out of the article "the sources" says
    nothing, "military sources" says for whom they speak. A group that spoke unnarrowed leaves it open, and
    ``vague_speaker`` keeps its statement out like a bare "sources". "A spokesman" for the one body just
    named is given that body here too (``spokesman_for``).
    """
    out: dict[int, str] = {}
    nouns = vague_definites()
    for tok in words_in(doc, nouns):
        if tok.tag_ not in {"NNS", "NNPS"} or tok.i in resolved:
            continue
        if _definite_only(tok) and is_source(tok) and (group := group_before(tok)):
            out[tok.i] = group
    return out | spokesman_for(doc, resolved)


def group_before(tok: Token) -> str | None:
    """What the earlier plurals of ``tok``'s noun make "the <noun>": the latest group of them that spoke,
    as written when words narrow it ("military sources", "sources close to the talks") or "" when none do;
    "" too when the article never wrote the noun before; None when the earlier ones only did not speak
    ("The IMF published two reports ... The reports said", "renewable energy sources"), which say whose
    the later ones are and leave them as they were."""
    spoke: str | None = None
    mentioned = False
    for word in tok.doc[: tok.i]:
        if word.lower_ != tok.lower_ or word.tag_ not in {"NNS", "NNPS"} or _definite_only(word):
            continue  # another "the sources" names the same group again
        if is_source(word):
            spoke = _group_text(word)
        mentioned = True
    if spoke is not None:
        return spoke
    return None if mentioned else ""


def _definite_only(tok: Token) -> bool:
    """True for a plural with only "the" right before it: "the sources"."""
    kids = [c for c in tok.children if c.dep_ not in _NOT_NARROWING]
    return len(kids) == 1 and _bare_the(kids[0]) and kids[0].i == tok.i - 1


def _group_text(tok: Token) -> str:
    """The group a speaking plural names, as written, or "" when no word narrows it: "Military sources",
    "sources close to the talks", "sources from civil-defense units"."""
    left = _narrowing_words(tok)
    right = [c for c in tok.children if c.i > tok.i and c.dep_ in _RIGHT_NARROWING]
    if not left and not right:
        return ""
    start = left[0].i if left else tok.i
    end = max([tok.i, *(c.right_edge.i for c in right)]) + 1
    return tok.doc[start:end].text


# Words after a plural that say which ones are meant: "sources close to the talks", "analysts at Barclays",
# "sources familiar with the plan".
_RIGHT_NARROWING = frozenset({"prep", "acl", "amod"})


def _narrowing_words(tok: Token) -> list[Token]:
    """The plain words right before ``tok`` that narrow it ("military", "Local and media", "Syrian
    security"), or [] when there are none or one of them does not say which group is meant ("many"). When
    a number or a name other than a nationality is among them, only the one-word modifiers right before
    ``tok`` count."""
    left = [c for c in tok.children if c.i < tok.i and c.dep_ in {"amod", "compound", "nmod"}]
    if not left:
        return []
    words = list(tok.doc[min(c.left_edge.i for c in left) : tok.i])
    if not all(_plain(w) for w in words):
        # a run the parser hung on the noun ("... U.S.-led coalition operation security sources said"): the
        # one-word modifiers right before it still say which sources ("security sources")
        words = []
        for child in sorted(left, key=lambda c: -c.i):
            if child.i != tok.i - len(words) - 1 or child.left_edge.i != child.i or not _plain(child):
                break
            words.insert(0, child)
    # "Other pundits", "many analysts", "unnamed sources" say no more than "the pundits"
    vague = unnarrowing_words() | contrast_words()
    return words if not any(w.lower_ in vague for w in words) else []


def _plain(word: Token) -> bool:
    """True for a common word or a nationality: "military", "security", "Syrian"."""
    return (word.pos_ in {"ADJ", "NOUN", "CCONJ"} and not word.ent_type_) or word.ent_type_ == "NORP"


@lru_cache(maxsize=1)
def unnarrowing_words() -> frozenset[str]:
    """Words before a vague plural that do not say which group is meant, from
    ``ontology/unnarrowing-words.tsv``."""
    return frozenset(row["word"].lower() for row in read_tsv("unnarrowing-words.tsv", ["word"]))


def vague_source(
    fact: Fact, doc: Doc, resolve: dict[int, str], speaker: Token | None, *, singular: bool = False
) -> bool:
    """True when the statement's speaker, or the subject of its speech verb, is a bare plural of
    ``vague-speakers.tsv`` ("analysts"); with ``singular``, when the subject of its speech verb is "a
    spokesman", "a report" or a pronoun that stands for one (``vague_one``). What such a one reports stays:
    "X died at his home, a spokesman said" is a fact whoever told it, and keeping those out lost as many
    true statements as useless ones."""
    vague = vague_one if singular else vague_speaker
    if not singular and speaker is not None and vague(speaker, resolve):
        return True
    subject = fact.subject
    words = 2 if singular else 1
    if subject is None or subject.end - subject.start > words or not is_speech_verb(doc[fact.verb]):
        return False
    return vague(doc[subject.head], resolve)
