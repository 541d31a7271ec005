"""Place-based descriptions: "the British-based Observatory said" after "the Syrian Observatory for Human
Rights" stands for it.

A speaking definite description whose only words say where a body is based stands for the one name before it
given that place, or the body ``ontology/based-bodies.tsv`` places there (``place_based``). ``based_in`` reads
an "X-based" modifier, ``one_name`` finds the one name of an article that fits, and ``place_codes`` gives a
country and its nationality one spelling: the speaker, body and owned-noun rules read them as well.
Descriptions that repeat a described name's noun are ``kg.extract.redescription``.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_source
from .cache import tagged
from .known_bases import known_based, listed_body
from .quotes import clean_name

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


def place_based(doc: Doc, resolved: dict[int, str], title_end: int = 0) -> dict[int, str]:
    """Token index -> name, for a speaking definite description whose only words say where a body is
    based: "The British-based Observatory said" after "the Syrian Observatory for Human Rights", "the
    Oslo-based monitor said" after "the Oslo-based Nordic Mining Watch".

    Where a body is based tells no reader out of the article which body is meant, yet news uses it as the
    body's second name. The description stands for the one name before it, after the headline (which ends
    at ``title_end``), that was given the same place, or, when the description capitalises its noun as the
    name does ("the Sylvania-based Bank"), whose noun it is and that was given no other place; a lower-case
    class noun ("the London-based bank") says only what kind of body it is, and takes only a name given
    that place, or a body ``ontology/based-bodies.tsv`` places there ("the Britain-based group" for the
    Observatory: ``known_bases``). None or two such names leave it open. Only a speaker is read so: a body's
    second name credits a statement, while "the London-based bank" as an object may be any bank.
    """
    out: dict[int, str] = {}
    for tok in tagged(doc, frozenset({"NN", "NNP"})):
        if tok.i in resolved or not is_source(tok):
            continue
        # a relative clause ("the London-based group which represents the families") may say which other
        # body is meant, so the description is read only when "the" and the place are its only words
        kids = [k for k in tok.children if k.dep_ != "punct"]
        if len(kids) != 2 or kids[0].lower_ != "the" or kids[0].dep_ != "det" or kids[1].i > tok.i:
            continue
        place = based_in(kids[1])
        name = one_name(doc, title_end, _based_fit(tok, place, kids[0].i)) if place else ""
        # a body news always places there ("the Britain-based group"), unless the article placed another
        known = known_based(tok, place, title_end) if place else ""
        if not (name and known and listed_body(name) != listed_body(known)) and (name or known):
            out[tok.i] = name or known
    return out


def _based_fit(tok: Token, place: str, before: int) -> Callable[[SpacySpan, str], bool]:
    """Whether a name before ``before`` fits "the <place>-based <tok>"."""
    noun = tok.lower_

    def fits(ent: SpacySpan, name: str) -> bool:
        if ent.end > before or ent.label_ not in _BASED_LABELS:
            return False
        given = {_place_key(based_in(k)) for k in ent.root.children} - {""}
        if given:
            return _place_key(place) in given  # "the Frankfurt-based Deutsche Bank" is no "London-based bank"
        # the noun heads the name ("... Observatory for Human Rights", "Bank of England")
        words = [w.lower() for w in name.split()]
        heads = {words[-1]} | {w for w, after in pairwise(words) if after in _HEAD_PREPOSITIONS}
        return tok.tag_ == "NNP" and noun in heads

    return fits


def one_name(
    doc: Doc, title_end: int, fits: Callable[[SpacySpan, str], bool], more: Iterable[SpacySpan] = ()
) -> str:
    """The one name of the article, after its headline (which ends at ``title_end``), that ``fits``,
    as written, or "" when none or two (with or without "the") fit. ``more``: names the tagger left out.

    A name in the headline may be its source credit glued on ("Air raids kill 11 in east Syria Monitor"),
    which no description stands for. A name all of whose words are in a longer fitting name ("the
    Observatory" after "the Syrian Observatory for Human Rights") is that name's short form, not a second
    body: the longer one is taken.
    """
    names: dict[str, str] = {}  # without "the" -> as written
    for ent in (*doc.ents, *more):
        if ent.start_char < title_end or not (name := clean_name(ent.text)) or not fits(ent, name):
            continue
        names.setdefault(name.removeprefix("the ").removeprefix("The "), name)
    words = {key: set(key.lower().split()) for key in names}
    # a name with its own "for"/"of" complement is a full name ("the Observatory for Human Rights in
    # Yemen"), not a short form of a longer one
    full = [
        key
        for key in names
        if words[key] & _HEAD_PREPOSITIONS or not any(words[key] < words[other] for other in names)
    ]
    return names[full[0]] if len(full) == 1 else ""


def based_in(word: Token) -> str:
    """The place an "X-based" modifier names, lower case ("britain" for "Britain-based"), or ""."""
    if word.dep_ != "amod" or word.lower_ != "based":
        return ""
    places = [t for t in word.subtree if t.i < word.i and t.pos_ == "PROPN"]
    seams = [t for t in word.subtree if t.i < word.i and t.pos_ != "PROPN"]
    if len(places) != 1 or [t.text for t in seams] != ["-"] or places[0].i != word.i - 2:
        return ""
    return places[0].lower_


def _place_key(place: str) -> str:
    """One spelling for a country, its short names and its nationality ("britain", "uk", "british" ->
    "GB"), from ``ontology/countries.tsv`` and ``ontology/demonyms.tsv``; any other place as it is."""
    return place_codes().get(place, place)


@lru_cache(maxsize=1)
def place_codes() -> dict[str, str]:
    """A country's name or nationality, lower case -> its code (``countries.tsv``, ``demonyms.tsv``)."""
    codes = {row["name"].lower(): row["code"] for row in read_tsv("countries.tsv", ["code", "name"])}
    demonyms = read_tsv("demonyms.tsv", ["demonym", "code"])
    codes.update({row["demonym"].lower(): row["code"] for row in demonyms})
    return codes


# Names a place-based description can stand for: bodies, sites, works; never a person.
_BASED_LABELS = frozenset({"ORG", "FAC", "WORK_OF_ART", "PRODUCT", "NORP"})
# A noun before these heads a name as much as its last word does: "Syrian Observatory for Human Rights".
_HEAD_PREPOSITIONS = frozenset({"of", "for"})
