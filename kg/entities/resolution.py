"""Entity resolution: NER mentions from every article -> one entity per real-world thing.

This is the design card's "ontology module" that normalises entity spellings. It is named `resolution`
so that it is not confused with the `ontology/` folder, which holds the vocabulary and the tables read here.

Mentions are grouped by normalised form (:mod:`kg.entities.names`), then forms are merged by rules, each
recorded as a reason: curated anchors (countries, gazetteer), transliteration keys, acronyms, organisation
short forms and surnames. Guards keep a person from a place, different first names apart and two curated
entities apart; a user override file (ontology/ALIASES.md) wins over all of it. Forms are compared only
inside blocks that share a key, so the cost grows with the number of distinct names, not its square.

The steps live in sibling modules: :mod:`.forms` (mentions made whole and keyed into forms),
:mod:`.dropping` (forms that are no names), :mod:`.matching` and :mod:`.merger` (the merge passes),
:mod:`.drafts` and :mod:`.kinds` (entities, their labels, keys and kinds) and :mod:`.linking`
(``Resolution`` and ``link_span``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from ..types import PERSON, ArticleExtraction, Mention
from .descriptions import by_article as descriptions_by_article
from .drafts import _build_entities
from .forms import _collect_forms
from .junk import WordStats
from .kinds import _stated_kind as _stated_kind  # read by tests/test_s9_entity_kinds.py
from .linking import MentionKey, Resolution, _build_index
from .linking import link_span as link_span  # kg.entities re-exports it from here
from .matching import merge_forms
from .merger import Merger
from .name_titles import title_gender
from .overrides import read_overrides
from .teams import sport_article


def resolve_entities(
    extractions: Sequence[ArticleExtraction], overrides: str | Path | None = None
) -> Resolution:
    """Group the NER mentions of all articles into entities (see the module docstring).

    Mentions that name nothing once titles are removed ("Supreme", "President") get no entity.
    Raises InputError when the ``overrides`` file is malformed.
    """
    rules = read_overrides(overrides) if overrides else []
    texts = {e.article.id: e.article.text for e in extractions}
    stats = WordStats.of(texts.values())
    forms, assignment, dropped, moved, stated = _collect_forms(extractions, texts, stats)
    merger = Merger(forms, rules)
    merge_forms(merger, texts)
    groups: dict[int, list[Mention]] = defaultdict(list)
    for mention, form_index in assignment:
        before = texts.get(mention.article_id, "")[max(0, mention.start - 6) : mention.start]
        gender = title_gender(mention.text, before)
        groups[merger.target(form_index, mention.article_id, gender)].append(mention)
    sport = frozenset(article for article, text in texts.items() if sport_article(text))
    entities = _build_entities(merger, groups, rules, stated, stats, sport)
    by_mention: dict[MentionKey, str] = {}
    for entity in entities:
        for m in entity.mentions:
            by_mention[(m.article_id, m.start, m.end)] = entity.key
    # Later stages look mentions up by NER's offsets, also where a possessive was cut off the name.
    for original, now in moved.items():
        if now in by_mention:
            by_mention.setdefault(original, by_mention[now])
    people: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    for entity in entities:
        if entity.kind == PERSON:
            for m in entity.mentions:
                people[m.article_id].append((m.start, m.end, entity.key))
    # A pronoun resolved to a name later split in two ("It" -> "Aleppo DAESH", split into the place and the
    # outlet) names the last piece, the speaker: its text as written points to that piece's entity.
    fused_names: dict[tuple[str, str], str] = {}
    for original, now in moved.items():
        if now in by_mention:
            article_id, start, end = original
            fused_names[(article_id, texts.get(article_id, "")[start:end])] = by_mention[now]
    # imported here: kg.extract.quotes loads spaCy, which readers of a built graph (the view) import this
    # package without needing
    from ..extract.quotes import quotations

    quoted = {article: tuple(quotations(text)) for article, text in texts.items()}
    index = _build_index(entities, descriptions_by_article(texts, people), fused_names, quoted)
    return Resolution(entities, by_mention, dropped=dropped, index=index)
