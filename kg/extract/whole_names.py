"""Names with "and" inside kept as one named entity: "the Islamic State in Iraq and the Levant".

The small model reads such a name as two coordinated things, "the Islamic State in Iraq" and "the Levant", and
its NER marks the pieces apart (an organisation and a place). Extraction then splits the coordination
("Islamic State | know as | the Levant") and makes copulas of the pieces ("the Levant | be | ISIL"). The names
are data: the rows of ``ontology/gazetteer.tsv`` written with "and" (the Islamic State's former names), and
the countries pycountry names with "and" ("Bosnia and Herzegovina"). A step after NER marks every such name as
one entity, replacing the entities it overlaps, so the coordination inside it is never split
(``kg.extract.conjuncts.same_name``) and its mention is the whole name. Matching is by spaCy's
``PhraseMatcher`` on lower-cased tokens."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..config import NER_KINDS
from ..resources import read_tsv

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Span, Token

TABLE = "gazetteer.tsv"
# The NER label a gazetteer kind is marked with: the first label config.NER_KINDS maps to that kind.
_LABELS = {kind: label for label, kind in reversed(NER_KINDS.items())}


@lru_cache(maxsize=1)
def whole_names() -> tuple[tuple[str, str], ...]:
    """(name, NER label) of every name with "and" inside: the gazetteer's, then pycountry's countries."""
    import pycountry

    rows = [
        (row["name"], _LABELS.get(row["kind"], "ORG"))
        for row in read_tsv(TABLE, ["name", "kind"])
        if " and " in row["name"]
    ]
    # pycountry's short names only: "Saint Helena, Ascension and Tristan da Cunha" holds a comma, which a
    # list of places also has, so a name with a comma is left to the parser.
    countries = sorted({c.name for c in pycountry.countries if " and " in c.name and "," not in c.name})
    return tuple(rows) + tuple((name, "GPE") for name in countries)


class WholeNames:
    """The pipeline step: every listed name found in a document becomes one entity of its label."""

    def __init__(self, nlp: Language) -> None:
        from spacy.matcher import PhraseMatcher

        self.matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
        for name, label in whole_names():
            self.matcher.add(label, [nlp.make_doc(name)])

    def __call__(self, doc: Doc) -> Doc:
        from spacy.tokens import Span
        from spacy.util import filter_spans

        found = [Span(doc, start, end, label=key) for key, start, end in self.matcher(doc)]
        if not found:
            return doc
        # the longest name where two overlap ("... Iraq and the Levant" over "... Iraq and Levant" never
        # both match, but a name inside a longer listed one may)
        names = filter_spans(found)
        kept = [e for e in doc.ents if not any(e.start < n.end and n.start < e.end for n in names)]
        doc.ents = sorted([*kept, *names], key=lambda span: span.start)
        for name in names:
            one_phrase(doc, name.start, name.end)
        return doc


def one_phrase(doc: Doc, start: int, end: int, head: int | None = None) -> None:
    """Re-hang the words of the name ``doc[start:end]`` as one phrase headed by its last word, or by the word
    at ``head`` when the name's head is not its last ("the Syrian Observatory for Human Rights": a plural last
    word would make the body a group of people to every later reader).

    The parser made the name's "and" a coordination, which may also reach a word after the name ("the Islamic
    State of Iraq and the Levant (ISIL) militant group": "group" coordinated with "State"). The name's words
    then hang on its last word; that word takes the place of the name's first word that hung outside it,
    unless a common noun after the name was coordinated into it, which is then the phrase's head noun with the
    name before it ("... militant group"); a name coordinated so stays a second thing. Words outside that hung
    inside hang on the new head. A change that would make a cycle is undone: the parse is then left as it was.
    """
    inside = range(start, end)
    last = doc[end - 1 if head is None else head]
    outer = next((doc[i] for i in inside if doc[i].head.i not in inside or doc[i].head.i == i), None)
    if outer is None:
        return
    # a head never leaves its sentence, so the name's sentence is all the re-hanging can touch
    sent = doc[start].sent
    before = [(t.head.i, t.dep_) for t in sent]
    if head is not None:
        _headed_at(doc, inside, last, outer)
        if _cyclic(sent):
            for token, (was, dep) in zip(sent, before, strict=True):
                token.head, token.dep_ = doc[was], dep
        return
    hanging = [t for t in sent if t.i not in inside and t.head.i in inside and t.head.i != t.i]
    # only a common noun heads the phrase ("... militant group"); a name after the "and" is a second body,
    # still coordinated with the whole name ("ISIL and al-Qaeda's Syrian branch the Nusra Front")
    # and only when the coordination's "and" is the name's own: after "(ISIL) and opposition rebel forces"
    # the forces are a second thing
    noun = next(
        (
            t
            for t in hanging
            if t.dep_ == "conj"
            and t.i >= end
            and t.pos_ == "NOUN"
            and not t.ent_type_
            and not any(w.dep_ == "cc" or w.lower_ in {"and", "or"} for w in doc[end : t.i])
        ),
        None,
    )
    top = noun if noun is not None else last
    root = outer.head.i == outer.i
    outer_head, outer_dep = outer.head, outer.dep_
    for i in inside:
        token = doc[i]
        if token.i != last.i:
            token.head, token.dep_ = last, ("punct" if token.is_punct else "compound")
    if noun is not None:
        last.head, last.dep_ = noun, "compound"
    for token in hanging:
        if token.i != top.i:
            token.head = top
    if root:
        top.head, top.dep_ = top, "ROOT"
    else:
        top.head, top.dep_ = outer_head, outer_dep
    if _cyclic(sent):
        for token, (head, dep) in zip(sent, before, strict=True):
            token.head, token.dep_ = doc[head], dep


def _headed_at(doc: Doc, inside: range, top: Token, outer: Token) -> None:
    """Make ``top`` the head of the name over ``inside``: it takes the place of the name's word that hung
    outside it, and every other word that hung outside hangs on it; the name's own arcs ("for Human Rights"
    under "Observatory") stay as the parser made them."""
    root = outer.head.i == outer.i
    outer_head, outer_dep = outer.head, outer.dep_
    for i in inside:
        token = doc[i]
        if token.i != top.i and (token.head.i not in inside or token.head.i == token.i):
            token.head = top
            if token.dep_ == "ROOT":
                token.dep_ = "compound"
    if root:
        top.head, top.dep_ = top, "ROOT"
    elif top.i != outer.i:
        top.head, top.dep_ = outer_head, outer_dep


def _cyclic(sent: Span) -> bool:
    """True when walking up from a word of ``sent`` never reaches a root."""
    for token in sent:
        seen = set()
        while token.head.i != token.i:
            if token.i in seen:
                return True
            seen.add(token.i)
            token = token.head
    return False
