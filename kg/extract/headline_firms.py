"""A bare "the company" or "the firm" in a story whose headline names one organisation: "Acme shares slide
... Shares fell after the firm cut its forecast".

A business story names its company in the headline and then calls it "the company" or "the firm" page
after page; a reader takes each for that company. ``Nearby`` (kg/extract/nearby.py) reads such a noun only
when the company is named again in its sentence or the one before, so most of the story's later "the firm"
stay open and their statements out of the graph. ``headline_firm`` reads the noun as the ONE organisation
the headline names, in the shortest form the headline or the body gave it before the noun, when:

- the body named it before the noun as a subject or an owner ("Acme said", "Acme's shares"): a headline's
  name the body only mentions ("copies of Widget 2") is a product or a topic, whose maker is the firm;
- no other organisation is named in the noun's sentence up to it or in the sentence before (a reader
  would weigh that one: "Analysts said Bolt Ltd had bid for it, but the company refused" is Bolt Ltd);
- the name is no person's: a given name or an honorific before it, or a role noun ("Actor Smith").

A headline that names two organisations ("Fiat-GM deal") or none ("Chinese dam firm") leaves it open. The
small model tags a firm's name a person or a building as often as an organisation, so those labels count.
Only the company nouns of ``ontology/company-nouns.tsv`` that name no other kind of body: "the group" is as
often an armed or a campaign group (``ontology/speaking-groups.tsv``), which its own rules read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import firm_nouns
from .cache import sentence_index, words_in, written_sentences
from .descriptions import kind_nouns
from .nearby import company_noun
from .quotes import clean_name
from .redescription import ARGUMENTS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

# The NER labels of a name that may be a company's ("Yukos" is tagged a person, "Krispy Kreme" a building).
_LABELS = frozenset({"ORG", "PERSON", "FAC", "PRODUCT"})


def _words(name: str) -> frozenset[str]:
    return frozenset(name.lower().removeprefix("the ").split())


def _same(one: frozenset[str], other: frozenset[str]) -> bool:
    """True for two names of one organisation: one's words all in the other's ("Acme", "Acme Foods")."""
    return bool(one) and bool(other) and (one <= other or other <= one)


def _organisations(doc: Doc, start: int, end: int, persons: set[str]) -> list[Span]:
    """The names among the words ``start``..``end`` that may be an organisation's: the small model tags a
    firm's name a person or a building as often as an organisation ("Yukos", "Krispy Kreme"), so any name
    of those labels counts but one the article shows to be a person's (a given name or an honorific:
    ``persons``, the last words of such names)."""
    return [
        e
        for e in doc.ents
        if e.label_ in _LABELS
        and start <= e.start
        and e.end <= end
        and (name := clean_name(e.text))
        and name.split()[-1] not in persons
        and not _titled(e)
    ]


def _titled(ent: Span) -> bool:
    """True for a name a role noun stands before ("Actor Scott", "striker Smith"): a person's."""
    return ent.start > 0 and kind_nouns().get(ent.doc[ent.start - 1].lemma_.lower(), "") == "person"


def _acts(ent: Span) -> bool:
    """True for a name that acts or owns in its sentence: a subject ("Acme said"), or an owner ("Acme's
    shares"). A headline's name that never does in the body ("copies of Widget 2") is a product or a topic,
    whose maker the story's "the company" is."""
    root = ent.root
    return root.dep_ in {"nsubj", "nsubjpass", "poss"} or (
        ent.end < len(ent.doc) and ent.doc[ent.end].tag_ == "POS"
    )


def headline_firm(doc: Doc, resolved: dict[int, str], title_end: int, persons: set[str]) -> dict[int, str]:
    """Token index -> name, for each bare "the company" or "the firm" the headline's one organisation
    settles (see the module's docstring); ``persons``: the last words of the names the article shows to be
    persons' (by a given name or an honorific), which are no company."""
    out: dict[int, str] = {}
    if title_end <= 0:
        return out
    nouns = [
        t
        for t in words_in(doc, firm_nouns())
        if t.i not in resolved and t.dep_ in ARGUMENTS and company_noun(t)
    ]
    if not nouns:
        return out
    first = next((e.start for e in doc.ents if e.start_char >= title_end), len(doc))
    headline = [e for e in _organisations(doc, 0, first, persons) if e.end_char <= title_end]
    names = {_words(clean_name(e.text)) for e in headline}
    if not headline or any(not _same(a, b) for a in names for b in names):
        return out
    key = _words(clean_name(max(headline, key=lambda e: len(e.text)).text))
    sents = written_sentences(doc)
    # the body's names, once: each noun reads those before it, and those in its reach
    body = [
        (e, _same(_words(clean_name(e.text)), key)) for e in _organisations(doc, first, len(doc), persons)
    ]
    for tok in nouns:
        if tok.idx < title_end:
            continue
        # the body must have named it before the noun: a headline's name NER alone found may be no company
        before = [e for e, same in body if same and e.end <= tok.i]
        start = max(sents[max(0, sentence_index(doc, tok.i) - 1)].start, first)
        reach = [same for e, same in body if start <= e.start and e.end <= tok.i]
        if before and any(_acts(e) for e in before) and all(reach):
            # its shortest form is taken: the headline may run a word into it ("Latest Acme browser"), and
            # the body may name a part of it ("Acme Music's sales": the division, not the firm)
            out[tok.i] = min((clean_name(e.text) for e in [*headline, *before]), key=lambda n: len(n.split()))
    return out
