"""A named place the parser made the subject of an act: the object of a preposition of place ("in north
Syria", "on Aleppo") with a participle or relative clause of an act hung on it.

``kg.extract.attachments`` gives such an act to the noun or verb whose phrase holds a common noun of place
("raids on villages abducting 200 people"); a named place after "in", "at", "on" or "near" (the `locating`
rows of ``ontology/preposition-roles.tsv``) stands where that common noun would, and does no act either:
"launched mortar attacks on two villages in north Syria killing one civilian" is the attackers' toll, not
Syria's. After any other preposition a country may well act ("a deal with Turkey allowing ..."), and a
place that opens its own clause ("Syria has ...") is no object at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lists import prepositions_of

if TYPE_CHECKING:
    from spacy.tokens import Token

# NER's labels of a place: a country or town, a region or river, a building.
_PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})


def named_place(noun: Token) -> bool:
    """True for a noun NER tags a place. The tagger sometimes makes a town's name a plural common noun
    ("Homs" NNS), so the entity label, not the part of speech, decides."""
    return noun.pos_ in {"PROPN", "NOUN"} and noun.ent_type_ in _PLACE_LABELS


def located_name(noun: Token) -> bool:
    """True for a name NER tags a place that is the object of a preposition of place: "north Syria"
    in "in north Syria", or the subject the parser gave a gerund after that preposition ("in north Syria
    killing one civilian")."""
    if not named_place(noun):
        return False
    while noun.dep_ == "conj" and noun.head.i != noun.i:
        noun = noun.head
    if noun.dep_ == "pobj":
        prep = noun.head
    elif noun.dep_ == "nsubj" and noun.head.dep_ == "pcomp":
        prep = noun.head.head
    else:
        return False
    return prep.dep_ == "prep" and prep.lower_ in prepositions_of("locating")
