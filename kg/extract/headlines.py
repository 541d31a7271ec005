"""Headlines: whether one is written in Title Case, who speaks in a "claim - Speaker" or wire headline
with its source glued on, and the `headline` flag of a statement read off one.

Split out of ``kg.extract.evidence``; ``kg.extract.triples`` and ``kg.extract.reports`` use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .facts import FINITE

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

_DASHES = frozenset({"-", "–", "—", "--"})


def title_case(doc: Doc, end: int) -> bool:
    """True for a headline written in Title Case, whose capitals the tagger reads as one long name."""
    words = [t for t in _headline_tokens(doc, end) if t.is_alpha and len(t) > 3]
    return len(words) >= 3 and sum(t.text[0].isupper() for t in words) >= 0.7 * len(words)


# Sources a wire headline names at its end without a dash ("Air raids kill 12 in Idlib Monitor", "Bomb
# kills 18 in Damascus suburb state TV", "... near Aleppo: activists"). "TV", "media" count only after
# "state": "Duran Duran show set for US TV" names no source; a source after a colon may be any noun.
_TRAILING_SOURCES = frozenset({"monitor", "observatory"})
_STATE_OUTLETS = frozenset({"tv", "media", "television"})


def _trailing_source(tokens: list[Token]) -> int | None:
    """Where the source glued to the end of a headline without a dash begins, or None."""
    words = [t for t in tokens if not t.is_punct or t.text == ":"]
    if len(words) < 4:
        return None
    last = words[-1]
    # "names new monitor", "the observatory": a described or determined noun is the headline's own object
    # ("IS-held Aleppo Monitor" hangs the participle "held" on it as well)
    described = any(c.dep_ in {"det", "poss"} or (c.dep_ == "amod" and c.tag_ == "JJ") for c in last.children)
    if last.lower_ in _TRAILING_SOURCES and last.pos_ in {"NOUN", "PROPN"} and not described:
        return last.i
    if last.lower_ in _STATE_OUTLETS and words[-2].lower_ == "state":
        return words[-2].i
    colon = [k for k, t in enumerate(words) if t.text == ":"]
    if colon and 1 <= len(words) - colon[-1] - 1 <= 2 and last.pos_ in {"NOUN", "PROPN"}:
        return words[colon[-1]].i
    return None


def source_start(doc: Doc, speaker: Token) -> int:
    """The first token of a headline's source part: its dash, or the source glued on without one."""
    # a dash with a space before it, not the hyphen of "IS-held"
    dashes = [t.i for t in doc[: speaker.i] if t.text in _DASHES and t.i > 0 and doc[t.i - 1].whitespace_]
    if dashes:
        return dashes[-1]
    start = _trailing_source(list(doc[: speaker.i + 1]))
    return speaker.i if start is None else start


def headline_speaker(doc: Doc, end: int) -> Token | None:
    """The speaker of a "claim - Speaker" headline ("Taxes must be trusted - Kennedy"), if it has one,
    or of a wire headline with its source glued on ("Air raids kill 12 in Idlib Monitor")."""
    tokens = _headline_tokens(doc, end)
    dashes = [t for t in tokens if t.text in _DASHES and t.i > 0 and doc[t.i - 1].whitespace_]
    if not dashes:
        start = _trailing_source(tokens)
        return None if start is None else [t for t in tokens if not t.is_punct][-1]
    dash = dashes[-1]
    after = [t for t in tokens if t.i > dash.i]
    names = [t for t in after if t.pos_ in {"PROPN", "NOUN"}]
    if not after or len(after) > 5 or not after[0].text[:1].isupper() or not names:
        return None
    return names[-1]


def _headline_tokens(doc: Doc, end: int) -> list[Token]:
    """The tokens of the headline (text before ``end``), without walking the rest of the article."""
    tokens = []
    for t in doc:
        if t.idx >= end:
            break
        tokens.append(t)
    return tokens


def headline_flag(
    fact: Fact, doc: Doc, end: int, speaker: Token | None, repeats: list[tuple[int, int]] | None = None
) -> str:
    """Why a fact read off the headline (text before ``end``, or a repeat of it) stays out of the graph."""
    if title_case(doc, end):
        return "headline"
    if repeats and any(a <= doc[fact.verb].idx < b for a, b in repeats):
        # the headline again at the top of the body, run on into the first sentence
        for arg in (fact.subject, fact.obj):
            if arg is not None and not any(a <= doc[arg.start].idx < b for a, b in repeats):
                return "headline"
    verb = doc[fact.verb]
    # Headline verbs count as a full clause only when finite: "Howard denies split" is one, "Fatalities
    # expected to increase" is not. Headlines tell past events in the present tense, so a past form
    # without an auxiliary is a participle whose auxiliary was dropped ("8 killed in attack"), whatever
    # the tagger says, except in a clause the headline reports ("Governor says attack caused deaths").
    finite = verb.tag_ in FINITE and (verb.tag_ != "VBD" or verb.dep_ == "ccomp")
    if fact.subject is None or not (finite or any(c.dep_ in {"aux", "auxpass"} for c in verb.children)):
        return "headline"
    if speaker is not None:
        limit = source_start(doc, speaker)
        for arg in (fact.subject, fact.obj):
            if arg is not None and arg.end > limit:
                return "headline"
        if fact.verb > limit:
            return "headline"
    return ""
