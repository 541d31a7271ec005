"""A nation stays a place when a text states another kind of it (issue 13, session 31): a squad list's
"(Wales)" after each player reads as his club, an organisation, and that statement outvoted NER's GPE
tags, so the fresh dev-s31e sample had England, Scotland and Wales typed Organization in every article.
The stated kind no longer votes for a nation (kg/entities/drafts.py), as it already did not decide its kind
(kinds._stated_kind); a club in such brackets is no nation and keeps its vote. Invented text, real model."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import Article

SQUAD = (
    "Six Nations stars picked for charity match\n\n"
    "A team of Six Nations players will face a World XV at Twickenham in March.\n\n"
    "The squad: T Reeve (England), K Marsh (England), P Lagarde (France), L Morel (France), "
    "S Byrne (Ireland, capt), D Quinn (Ireland), A Lamont (Scotland), R Gray (Scotland), "
    "G Rossi (Italy), M Conti (Italy), H Pugh (Wales), O Lewis (Wales), T Reeve (Leicester).\n\n"
    "The match will raise money for the tsunami appeal."
)


def _kinds(text: str) -> dict[str, str]:
    resolution = resolve_entities(extract_articles([Article("a", text)], progress=None))
    return {entity.label: entity.kind for entity in resolution.entities}


def test_a_nation_in_a_squad_list_stays_a_place(nlp) -> None:
    kinds = _kinds(SQUAD)
    assert [kinds.get(n) for n in ("England", "Scotland")] == ["Place"] * 2
