"""A body credited by what it does: "a monitor said", "a monitoring group said", "according to the monitor".

Wire reports credit their source in the lead by its work ("..., a monitor said") and name it later ("The
Syrian Observatory for Human Rights said ..."). Out of the article "a monitor" says nothing; a reader takes
it for the one monitoring body the article names as a source. ``ontology/body-kinds.tsv`` gives, for each
such noun, the words that such a body's name holds ("observatory", "watch"); a speaking description of that
noun stands for the one speaking name of the article, after its headline, that holds one of them
(``bodies_named``), and for no name when there are none or two. An indefinite one ("a monitor") may take a
name written up to three sentences after it, as the lead's credit does; a definite one ("the monitor") only
a name before it. A name holding a sure word counts where the tagger left it out or took it for a place
(``_untagged_bodies``), and its short form ("the Observatory") is no second body.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from spacy.tokens import Span

from ..resources import read_tsv
from .attribution import is_source, is_speech_verb
from .based_bodies import based_in, one_name
from .cache import tagged, words_in

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacy.tokens import Doc, Token

# The small model tags "The Observatory" a person as often as an organisation; a name holding a word
# that says nothing else ("observatory") may carry any label of a name, never a place or a number.
_NAME_LABELS = frozenset({"ORG", "PERSON"})
_ANY_LABELS = frozenset({"ORG", "PERSON", "FAC", "NORP", "PRODUCT", "WORK_OF_ART", "EVENT"})
# Words a body's description may hold besides its noun: "a human rights monitoring group", "the war monitor".
_DESCRIBING = frozenset({"amod", "compound", "det", "punct", "npadvmod"})
# How many sentences after "a monitor said" the article may name the body: a wire lead's credit is named
# in the next paragraphs, not at the end of the story.
_NAMED_WITHIN = 3


@dataclass(frozen=True)
class BodyKind:
    """A row of ``ontology/body-kinds.tsv``."""

    name_words: frozenset[str]  # held by an organisation's or person's name: "watch", "monitor"
    sure_words: frozenset[str]  # held by a name of any label: "observatory"
    carriers: frozenset[str]  # nouns the -ing form of the kind goes before: "a monitoring group"


@lru_cache(maxsize=1)
def body_kinds() -> dict[str, BodyKind]:
    """Noun -> what the name of a body so described holds, from ``ontology/body-kinds.tsv``."""
    rows = read_tsv("body-kinds.tsv", ["noun", "sure_words", "name_words", "carriers"])
    return {
        row["noun"].lower(): BodyKind(*(_words(row[k]) for k in ("name_words", "sure_words", "carriers")))
        for row in rows
    }


def _words(cell: str) -> frozenset[str]:
    return frozenset(w for w in cell.lower().split("|") if w)


_NN = frozenset({"NN"})


def bodies_named(doc: Doc, resolved: dict[int, str], title_end: int = 0) -> dict[int, str]:
    """Token index -> name, for each speaking description of ``body-kinds.tsv`` that one name settles;
    names in the headline (which ends at ``title_end``) do not count."""
    out: dict[int, str] = {}
    # _kind reads only a singular noun (NN): the TAG column finds those without a Token per word
    for tok in tagged(doc, _NN):
        if tok.i in resolved or not (is_source(tok) or _saying_after(tok)):
            continue
        kind = _kind(tok)  # walks the children: after the cheap checks
        if not kind:
            continue
        # a speaking "Aleppo Monitor" the tagger calls a work is no name to take, yet leaves the choice open
        more = _untagged_bodies(doc, body_kinds()[kind])
        name = one_name(doc, title_end, _body_fit(tok, body_kinds()[kind]), more)
        if name and name == one_name(doc, title_end, _body_fit(tok, body_kinds()[kind], strict=False), more):
            out[tok.i] = name
    return out


def _untagged_bodies(doc: Doc, kind: BodyKind) -> list[Span]:
    """The names holding a sure word of ``kind`` that the tagger left out of its names or took for a
    place: "The anti-Assad Syrian Observatory for Human Rights reported ..." in wire text without
    apostrophes, where the small model often tags no name at all, or tags the Observatory a country. The
    name runs over the capitalised words before its head and a capitalised "for"/"of" complement after it
    ("Syrian Observatory for Human Rights"). Like a tagged name holding a sure word, such a name need not
    speak: an observatory is the monitor whatever the parser makes of its clause; the bare word must."""
    out = [
        Span(doc, ent.start, ent.end, label="ORG")
        for ent in doc.ents
        if ent.label_ not in _ANY_LABELS and kind.sure_words & {t.lower_ for t in ent}
    ]
    for tok in words_in(doc, kind.sure_words):
        if tok.pos_ != "PROPN" or tok.ent_type_:
            continue
        start = tok.i
        while start > tok.sent.start and _capitalised(doc[start - 1]) and doc[start - 1].head.i >= start:
            start -= 1
        # "anti-Assad Syrian Observatory": a word hyphened to the one before describes, it does not name
        if tok.sent.start < start < tok.i and doc[start - 1].text == "-" and not doc[start - 1].whitespace_:
            start += 1
        end = tok.i + 1
        after = [c for c in tok.children if c.dep_ == "prep" and c.i == tok.i + 1]
        if after and after[0].lower_ in {"for", "of"}:
            words = list(after[0].subtree)[1:]
            if words and all(_capitalised(w) or w.lower_ == "and" for w in words):
                end = words[-1].i + 1
        # a bare untagged "Observatory" that does not speak is as often a building or a street ("near the
        # old Observatory building"); only a longer name is the monitor whatever its clause
        if end - start == 1 and not (is_source(tok) or _owner_speaks(tok)):
            continue
        # labelled as an organisation: what the phrase is, whatever the tagger would have said
        out.append(Span(doc, start, end, label="ORG"))
    return out


def _capitalised(word: Token) -> bool:
    """True for a word that can be part of a name: capitalised, no number, no "The"."""
    return word.is_title and word.is_alpha and word.lower_ != "the"


def _body_fit(tok: Token, kind: BodyKind, *, strict: bool = True) -> Callable[[Span, str], bool]:
    """Whether a name fits the body ``tok`` describes: one that holds a word of ``kind`` (and, unless it
    is one of its sure words, speaks: the monitor credited is a source, not "the Apple Watch" that sold
    well) and is written where the description may point."""
    # "a monitor said" introduces a body the article names a little later; "the monitor" points back at
    # one named before
    definite = any(k.dep_ == "det" and k.lower_ == "the" for k in tok.children)
    last = tok.sent.end
    for _ in range(_NAMED_WITHIN):
        last = tok.doc[last].sent.end if last < len(tok.doc) else last

    def fits(ent: Span, name: str) -> bool:
        if ent.start <= tok.i < ent.end or ent.end > (tok.i if definite else last):
            return False
        words = {w.lower() for w in name.split()}
        # "a monitor said. The Neighbourhood Watch met": a "watch" that says nothing is any watch; an
        # observatory is the monitor whatever the parser makes of its clause
        speaks = is_source(ent.root) or _owner_speaks(ent.root)
        if not speaks and not kind.sure_words & words:
            return False
        if kind.sure_words & words or not strict:
            return ent.label_ in _ANY_LABELS and bool((kind.sure_words | kind.name_words) & words)
        return ent.label_ in _NAME_LABELS and bool(kind.name_words & words)

    return fits


def _owner_speaks(word: Token) -> bool:
    """True for the owner of a speaker: "the Observatory's chief Rami Abdel Rahman said"."""
    return word.dep_ == "poss" and is_source(word.head)


def _kind(tok: Token) -> str:
    """The noun of ``body-kinds.tsv`` a plain description headed by ``tok`` says the body is, or "": "a
    monitor", "the Britain-based monitor", "a monitoring group" (monitor). Not one a name narrows ("the
    Syrian Observatory for Human Rights monitor" names its body) nor a plural."""
    if tok.tag_ != "NN" or tok.ent_type_:
        return ""
    kids = list(tok.children)
    dets = [k for k in kids if k.dep_ == "det"]
    after = _saying_after(tok)
    kids = [k for k in kids if after is None or k.i != after.i]
    if len(dets) != 1 or dets[0].lower_ not in {"a", "an", "the"} or any(k.i > tok.i for k in kids):
        return ""
    words = [t for k in kids if k.dep_ != "det" for t in k.subtree]
    if any(k.dep_ not in _DESCRIBING for k in kids) or any(_naming(t) for t in words):
        return ""
    kinds = body_kinds()
    if tok.lemma_.lower() in kinds:
        return tok.lemma_.lower()
    # "a monitoring group": the work is the word before the noun; "a human rights group": its field is
    doing = [k for k in kids if k.tag_ == "VBG" or k.lower_.endswith("ing") or k.lower_ in kinds]
    if len(doing) != 1:
        return ""
    # the tagger reads "monitoring" as a verb or a noun: its lemma is "monitor" or "monitoring"
    work = {doing[0].lemma_.lower(), doing[0].lower_, doing[0].lower_.removesuffix("ing")} & set(kinds)
    return next((w for w in sorted(work) if tok.lower_ in kinds[w].carriers), "")


def _saying_after(tok: Token) -> Token | None:
    """The speech participle hung on ``tok`` that makes it a source ("..., with a monitor saying at least
    17 were killed"), or None."""
    return next((c for c in tok.rights if c.dep_ == "acl" and c.tag_ == "VBG" and is_speech_verb(c)), None)


def _naming(word: Token) -> bool:
    """True for a word that names someone in a description: a name, not a nationality or a place a body
    is based in ("the Britain-based monitor")."""
    if word.ent_type_ in {"", "NORP"} or word.head.lower_ == "based" or based_in(word):
        return False
    return word.pos_ == "PROPN"
