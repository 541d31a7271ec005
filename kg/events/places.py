"""Which place lies inside which, as the articles themselves state it.

News names a place and the broader place it is in side by side: "Zamalka in Damascus countryside",
"Aleppos Salaheddin district", "Syria's northern city of Aleppo", "the Idlib province town of Khan
Sheikhoun", "the Salah al-Din district of Aleppo". Reading those patterns between two place mentions of
one sentence, and inside one mention that glues a possessive place to the name it holds ("Aleppos
Salaheddin", as the recogniser often takes it), gives, for the corpus at hand, the containment an offline
gazetteer would give only for the places it lists (small towns and districts rarely are). The event
model uses it twice: reports of one happening placed in a town and in the city around it are one event,
and the event's place is the most specific one the texts give.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from functools import lru_cache
from itertools import pairwise

from ..resources import read_tsv
from ..types import PLACE, ArticleExtraction, Entity
from .countries import is_country
from .lexicon import alternation, head_nouns

_COMPASS = r"(?:(?:north|south|east|west|central|rural|(?:north|south)(?:ern|-?\w+)|eastern|western)\s+)"


@lru_cache(maxsize=1)
def _inside_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The three ways a text says one place lies in another, over the unit nouns of head-nouns.tsv."""
    units = head_nouns("place-unit")
    settlements = set(head_nouns("settlement-unit"))
    unit = alternation(units)
    # "the Idlib town of Saraqeb" names the town after "of"; "the Salah al-Din district of Aleppo" the city
    smaller_first = alternation(u for u in units if u not in settlements)
    settlement = alternation(settlements)
    # P1 ... P2 with P1 inside P2: "Zamalka in Damascus", "Hass village in Idlib province",
    # "Salah al-Din district of Aleppo", "Khan Sheikhoun, a town in Idlib" (FA-KES has no commas).
    later = re.compile(
        rf"^,?\s+(?:(?:a|an|the)\s+(?:\w+\s+)?{unit}\s+in\s+|{unit}\s+in\s+|{smaller_first}\s+of\s+|in\s+)"
        rf"(?:the\s+)?(?:{_COMPASS})?$",
        re.IGNORECASE,
    )
    # P2 ... P1 with P1 inside P2: "the Idlib province town of Khan Sheikhoun", "the Idlib town of Saraqeb"
    # and, after a possessive P2, "Syria's northern city of Aleppo", "Aleppos Salaheddin district" (the
    # possessive is checked apart).
    earlier = re.compile(
        rf"^\s+(?:(?:province|countryside|governorate|region)\s+{unit}|{settlement})\s+of\s+$", re.IGNORECASE
    )
    after_possessive = re.compile(rf"^\s+{_COMPASS}?(?:{unit}\s+of\s+)?$", re.IGNORECASE)
    return later, earlier, after_possessive


def _is_place(entity: Entity) -> bool:
    return entity.kind == PLACE or is_country(entity.label)


def _possessive(written: str, entity: Entity, between: str) -> bool:
    """ "Syria's", "Syrias" (FA-KES drops apostrophes) for the entity labelled "Syria"."""
    if re.match(r"['’]?s\b", between):
        return True  # the mention stops before its possessive ending
    stem = _possessive_stem(written)
    names = {entity.label, *entity.aliases}
    return stem is not None and stem in names and written not in names


def _possessive_stem(word: str) -> str | None:
    """``word`` without its possessive ending ("Syria's", "Syrias" as FA-KES writes it), or None."""
    stem = re.sub(r"(?:['’]s|['’]|s)$", "", word)
    return stem if stem != word else None


@lru_cache(maxsize=1)
def _listed() -> dict[str, frozenset[str]]:
    """ontology/places.tsv: casefolded name of a place -> casefolded names of the places it lies in."""
    inside: dict[str, set[str]] = {}
    for row in read_tsv("places.tsv"):
        broader = {n.strip().casefold() for n in row["inside"].split("|") if n.strip()}
        for name in row["place"].split("|"):
            inside.setdefault(name.strip().casefold(), set()).update(broader)
    return {name: frozenset(b) for name, b in inside.items()}


def listed_places() -> frozenset[str]:
    """Casefolded names of every place ontology/places.tsv lists, inside another or containing one."""
    listed = _listed()
    return frozenset(listed).union(*listed.values())


def _lying_in(names: Collection[str], countries: bool = True) -> set[str]:
    """Casefolded names of the places ``names`` lie in by ontology/places.tsv, transitively, ``names``
    themselves aside; with ``countries`` false, a country is neither taken nor looked through."""
    listed, found = _listed(), set()
    todo = [b for n in names for b in listed.get(n, ())]
    while todo:
        name = todo.pop()
        if name not in found and name not in names and (countries or not is_country(name)):
            found.add(name)
            todo.extend(listed.get(name, ()))
    return found


def listed_inside(place: str, broader: str) -> bool:
    """Whether ontology/places.tsv puts the place named ``place`` inside the one named ``broader``."""
    return broader.casefold() in _lying_in({place.casefold()})


def regions(place: Entity, stated: Iterable[Entity]) -> frozenset[str] | None:
    """The casefolded names of ``place`` and of the places, countries aside, it lies in, by
    ontology/places.tsv (transitively) and by ``stated``, the places the articles put it in; None when
    neither places it: "Hass", a village no table lists, may lie in Idlib or anywhere else in Syria."""
    own = {n.casefold() for n in (place.label, *place.aliases)}
    put = {n.casefold() for e in stated if not is_country(e.label) for n in (e.label, *e.aliases)}
    put = {n for n in put - own if not is_country(n)}
    found = own | put | _lying_in(own | put, countries=False)
    return frozenset(found) if found != own or own & listed_places() else None


def listed_containment(places: Iterable[Entity]) -> set[tuple[str, str]]:
    """(place, broader place) pairs among ``places`` that ontology/places.tsv lists, directly or not."""
    names = {e.key: {n.casefold() for n in (e.label, *e.aliases)} for e in places}
    by_name: dict[str, set[str]] = {}
    for key, known in names.items():
        for name in known:
            by_name.setdefault(name, set()).add(key)
    pairs: set[tuple[str, str]] = set()
    for key, known in names.items():
        for name in _lying_in(known):
            pairs |= {(key, other) for other in by_name.get(name, ()) if other != key}
    return pairs


def stated_containment(
    extractions: Iterable[ArticleExtraction],
    keys: Mapping[str, Mapping[tuple[int, int], str]],
    entities: Mapping[str, Entity],
) -> dict[str, frozenset[str]]:
    """Entity key of each place -> keys of the places the texts put it in (transitively).

    A pair stated both ways in the corpus ("the Damascus suburbs of Jobar", "the Ghouta suburbs of
    Damascus") is dropped for the direction stated less often; a country is never inside another place.
    """
    stated: Counter[tuple[str, str]] = Counter()
    places_seen: set[str] = set()
    names = {n: k for k, e in sorted(entities.items()) if _is_place(e) for n in (e.label, *e.aliases)}
    for extraction in extractions:
        text = extraction.article.text
        found = keys.get(extraction.article.id, {})
        places = [
            (m, found[(m.start, m.end)])
            for m in sorted(extraction.mentions, key=lambda m: m.start)
            if (m.start, m.end) in found
            and found[(m.start, m.end)] in entities
            and _is_place(entities[found[(m.start, m.end)]])
        ]
        places_seen.update(key for _, key in places)
        for mention, key in places:
            broader = _glued_possessor(mention.text, key, names)
            if broader is not None:
                stated[(key, broader)] += 1  # "Aleppos Salaheddin": one mention, Salaheddin in Aleppo
        inside_later, inside_earlier, after_possessive = _inside_patterns()
        for (first, a), (second, b) in pairwise(places):
            if first.sentence_index != second.sentence_index or a == b:
                continue
            between = text[first.end : second.start]
            if inside_later.match(between):
                stated[(a, b)] += 1  # (place, the place it is in)
            elif inside_earlier.match(between) or (
                after_possessive.match(re.sub(r"^['’]?s\b", "", between))
                and _possessive(first.text, entities[a], between)
            ):
                stated[(b, a)] += 1
    # What the gazetteer lists counts as stated twice: it outvotes one odd sentence, not a corpus.
    for pair in listed_containment(entities[k] for k in sorted(places_seen)):
        stated[pair] += 2
    inside: dict[str, set[str]] = {}
    for (place, broader), count in list(stated.items()):
        if is_country(entities[place].label) or count < stated[(broader, place)]:
            continue
        if count == stated[(broader, place)]:
            continue  # stated as often both ways: the texts do not settle it
        inside.setdefault(place, set()).add(broader)
    return {place: frozenset(_closure(place, inside)) for place in inside}


def _glued_possessor(written: str, key: str, names: Mapping[str, str]) -> str | None:
    """The place a mention opens with as a possessive glued to the name it holds, or None: "Aleppos
    Salaheddin" or "Syria's Aleppo" (one mention, as the recogniser takes it) opens with Aleppo or Syria."""
    first, _, rest = written.partition(" ")
    stem = _possessive_stem(first)
    broader = names.get(stem) if rest and stem is not None else None
    return broader if broader not in (None, key) and first not in names else None


def nested(a: str, b: str, inside: Mapping[str, Collection[str]]) -> bool:
    """Whether one of two places lies inside the other ("Zamalka" and "Damascus countryside"), by
    ``inside`` (a place -> the places it lies in, as ``stated_containment`` gives them)."""
    return a in inside.get(b, ()) or b in inside.get(a, ())


def _closure(place: str, inside: Mapping[str, set[str]]) -> set[str]:
    seen: set[str] = set()
    todo = list(inside.get(place, ()))
    while todo:
        broader = todo.pop()
        if broader not in seen and broader != place:
            seen.add(broader)
            todo.extend(inside.get(broader, ()))
    return seen
