"""A place an event mention names by pointing back to it: "The bombing also killed 13 people in a fuel
market in the same town" happened in the town the sentence before named ("... was killed in a Russian
airstrike in the town of Turmanin"). Without it the mention has no place, nothing keeps it from the
article's most told event, and its toll goes there.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache

from ..types import PLACE, ArticleExtraction, Entity
from .arguments import is_country
from .lexicon import alternation, head_nouns
from .mentions import EventMention

# Sentences back to look for the place "the same town" points to: the one before, or the one before that
# when the sentence between names none ("in the town of Turmanin. Three were also killed. In the same town").
LOOK_BACK = 2


@lru_cache(maxsize=1)
def _same_place() -> re.Pattern[str]:
    """ "in the same town", "on the same neighbourhood", over the place units of head-nouns.tsv."""
    units = alternation(head_nouns("place-unit"))
    return re.compile(rf"\b(?:in|on|at|near)\s+the\s+same\s+({units})\b", re.IGNORECASE)


def with_same_places(
    found: list[EventMention],
    extraction: ArticleExtraction,
    keys: Mapping[tuple[int, int], str],
    entities: Mapping[str, Entity],
) -> list[EventMention]:
    """``found`` with each placeless mention that a later "in the same town" of its sentence, or one that
    opens it, points back from placed in the last town, city or other place (countries aside) of the
    nearest sentence before that names one; a sentence naming a place of its own is left as it is."""
    if not any(_same_place().search(s.text) for s in extraction.sentences):
        return found
    local: dict[int, list[tuple[str, frozenset[str]]]] = defaultdict(list)  # sentence -> (place, its units)
    starts = {s.index: s.start for s in extraction.sentences}
    texts = {s.index: s.text for s in extraction.sentences}
    for m in sorted(extraction.mentions, key=lambda m: m.start):
        entity = entities.get(key := keys.get((m.start, m.end), ""))
        if entity is not None and entity.kind == PLACE and not is_country(entity.label):
            text, base = texts[m.sentence_index], starts[m.sentence_index]
            local[m.sentence_index].append((key, _with_unit(text, m.start - base, m.end - base)))
    placed = []
    for mention in found:
        index = mention.sentence_index
        text = texts[index]
        same = _same_place().search(text, max(0, mention.end - starts[index]))
        if same is None:  # fronted: "In the same town, a second bomb killed four people"
            fronted = _same_place().match(text, len(text) - len(text.lstrip()))
            same = fronted if fronted is not None and fronted.end() <= mention.start - starts[index] else None
        back = [local[i] for i in range(index - 1, index - 1 - LOOK_BACK, -1) if local.get(i)]
        if same is None or mention.places or local.get(index) or not back:
            placed.append(mention)
            continue
        # "the same neighbourhood" is the nearest one named as one ("Salah Eddin neighborhood in Aleppo"),
        # not the city around it nor a source's city ("a source at Aleppo province"); else the last place
        unit = same.group(1).lower()
        united = [key for places in back for key, units in reversed(places) if unit in units]
        placed.append(replace(mention, places=((united or [back[0][-1][0]])[0],)))
    return placed


def _with_unit(text: str, start: int, end: int) -> frozenset[str]:
    """The place units a place's name is written with: "Salah Eddin neighborhood", "the town of Turmanin"."""
    after = re.match(r"\s+(\w+)", text[end:])
    before = re.search(r"(\w+)\s+of\s+$", text[:start])
    return frozenset(m.group(1).lower() for m in (after, before) if m)
