"""The result of entity resolution and the lookups that link a triple's arguments to its entities.

``Resolution`` holds the entities, the entity key of each mention and an index built once over them;
``link_span`` finds the entity a subject or object names: the mention under its head word, a name inside
it after titles, the name a pronoun was resolved to, or the whole span read as a (partial) name.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from ..memo import per_article_span
from ..resources import demonym_nouns
from ..types import ORGANIZATION, PERSON, PLACE, Entity, Span
from .descriptions import description_key
from .gazetteer import lookup_key, person_given_names
from .name_titles import strip_titles
from .names import clean_surface, is_acronym, keys_match, name_tokens, skeleton, token_key
from .short_forms import is_short_form

MentionKey = tuple[str, int, int]


@dataclass(frozen=True)
class Resolution:
    """Entities sorted by key, and the entity key of every input mention that names something."""

    entities: tuple[Entity, ...]
    by_mention: Mapping[MentionKey, str]
    # Names that were not made entities: (name, reason, mentions), for the build report.
    dropped: tuple[tuple[str, str, int], ...] = ()
    # Lookup tables for link_span, built once by resolve_entities (or lazily from ``entities``).
    index: _LinkIndex | None = field(default=None, compare=False, repr=False)

    @cached_property
    def dropped_keys(self) -> frozenset[str]:
        """Lookup keys of the names that were not made entities."""
        return frozenset(key for name, _, _ in self.dropped for key in _name_keys(name))


@dataclass(frozen=True)
class _LinkIndex:
    spans: Mapping[str, tuple[tuple[int, int, str], ...]]  # article id -> sorted (start, end, key)
    names: Mapping[str, tuple[str, ...]]  # lookup key of a name -> entity keys bearing it
    in_article: Mapping[str, frozenset[str]]  # article id -> keys of entities mentioned there
    # Partial names: surname skeleton -> (surname key, person key); first word -> (name words, entity key).
    surnames: Mapping[str, tuple[tuple[str, str], ...]]
    words: Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]
    # a person's given name (the first word of a full name, as a token key) -> the keys of those people
    given: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # article id -> description the article ties to a person ("iran's top leader") -> person key
    descriptions: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # article id -> (the starts of ``spans``, the longest span): link_span looks at nearby mentions only,
    # so that linking a long article costs no more per triple than a short one.
    reach: Mapping[str, tuple[tuple[int, ...], int]] = field(default_factory=dict)
    # article id -> a name split in two as written ("aleppo daesh") -> the key of its last piece's entity
    fused: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # keys of organisations and places: a title word before one is no title of it ("spokesman for the
    # [White House]", "President of [Iran]" are neither the White House nor Iran)
    untitled: frozenset[str] = frozenset()
    # keys of demonyms ("Kenyan", "Swede"): the extractor may have resolved "The Kenyan" to the person it
    # stands for
    demonyms: frozenset[str] = frozenset()
    # article id -> its quotations' character spans, in order: where a bare given name NER left unmarked
    # may stand for the person named in full (a speaker's "Lorenzo is jogging again")
    quoted: Mapping[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)


def _build_index(
    entities: Sequence[Entity],
    descriptions: Mapping[str, Mapping[str, str]] | None = None,
    fused_names: Mapping[tuple[str, str], str] | None = None,
    quoted: Mapping[str, tuple[tuple[int, int], ...]] | None = None,
) -> _LinkIndex:
    spans: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    names: dict[str, set[str]] = defaultdict(set)
    in_article: dict[str, set[str]] = defaultdict(set)
    surnames: dict[str, set[tuple[str, str]]] = defaultdict(set)
    words: dict[str, set[tuple[tuple[str, ...], str]]] = defaultdict(set)
    given: dict[str, set[str]] = defaultdict(set)
    for entity in entities:
        for name in (entity.label, *entity.aliases):
            for key in _name_keys(name):
                names[key].add(entity.key)
            tokens = name_tokens(strip_titles(clean_surface(name), person=True)[1])
            if len(tokens) > 1 and entity.kind == PERSON:
                surname = token_key(tokens[-1])
                surnames[skeleton(surname)].add((surname, entity.key))
                given[token_key(tokens[0])].add(entity.key)
            elif len(tokens) > 1 and entity.kind in (ORGANIZATION, PLACE):
                for word in tokens:
                    words[word].add((tokens, entity.key))
        for m in entity.mentions:
            spans[m.article_id].append((m.start, m.end, entity.key))
            in_article[m.article_id].add(entity.key)
    ordered = {a: tuple(sorted(s)) for a, s in spans.items()}
    # a split mention's text as written, where no entity bears it: the article's own piece
    fused: dict[str, dict[str, str]] = defaultdict(dict)
    for (article_id, text), key in (fused_names or {}).items():
        if not any(k in names for k in _name_keys(text)):
            fused[article_id][description_key(text)] = key
    return _LinkIndex(
        ordered,
        {n: tuple(sorted(k)) for n, k in names.items()},
        {a: frozenset(k) for a, k in in_article.items()},
        {s: tuple(sorted(v)) for s, v in surnames.items()},
        {w: tuple(sorted(v)) for w, v in words.items()},
        given={g: tuple(sorted(v)) for g, v in given.items()},
        descriptions=descriptions or {},
        fused=fused,
        reach={
            a: (tuple(start for start, _, _ in s), max(end - start for start, end, _ in s))
            for a, s in ordered.items()
        },
        untitled=frozenset(e.key for e in entities if e.kind in (ORGANIZATION, PLACE)),
        # NER tags a nationality a person now and then ("The [Argentine] thanked his coach"): the
        # extractor's own list of them, not the entity's kind, says it is one
        demonyms=frozenset(e.key for e in entities if e.demonym_of or e.label.lower() in demonym_nouns()),
        quoted=quoted or {},
    )


@lru_cache(maxsize=100_000)
def _name_keys(name: str) -> frozenset[str]:
    """Lookup keys of a name as written and without its titles."""
    surface = clean_surface(name)
    keys = {lookup_key(surface)}
    _, core = strip_titles(surface, person=True)
    if core:
        keys.add(lookup_key(core))
    return frozenset(k for k in keys if k)


def link_span(resolution: Resolution, article_id: str, span: Span) -> str | None:
    """Entity key for a triple argument, or None for a plain phrase.

    Tries, in order: the mention under the span's head word (unless it is a nationality the extractor
    resolved to a person: "The Kenyan" for the runner named before); a mention inside the span that the
    head only titles ("President [Ebrahim Raisi]"), or the one nearest the start when the head is unknown;
    the name a pronoun was resolved to; then the whole span as a name ("Soleimani", "the IRGC").
    A mention that merely modifies another head stays out: "Two explosions near [Soleimani]'s tomb" and
    "the [Quds Force] commander" are not Soleimani or the Quds Force.
    """
    index = resolution.index or _build_index(resolution.entities)
    head = span.head_start
    inside: list[tuple[int, str]] = []
    for start, end, key in _nearby(index, article_id, span):
        if head >= 0 and start <= head < end:
            # "The Kenyan" the extractor resolved to the runner named before (kg/extract/ages.py)
            if key in index.demonyms and span.resolved and span.resolved != span.text:
                return _lookup_name(index, article_id, span.resolved, resolution.dropped_keys) or key
            return key
        if start >= span.start and end <= span.end:
            if head < 0:
                inside.append((start - span.start, key))
            elif start >= head and key not in index.untitled and _only_titles_before(span, head, start, end):
                inside.append((start - head, key))
    if inside:
        return min(inside)[1]
    dropped = resolution.dropped_keys
    if span.resolved:
        found = _lookup_name(index, article_id, span.resolved, dropped) or index.fused.get(
            article_id, {}
        ).get(description_key(span.resolved))
        if found:
            return found
    if _head_in_name(article_id, span):
        return _lookup_name(index, article_id, span.text, dropped, _quoted(index, article_id, span))
    # "Iran's top leader", where the article wrote "Iran's top leader Ayatollah Ali Khamenei"
    return index.descriptions.get(article_id, {}).get(description_key(span.text))


def _nearby(index: _LinkIndex, article_id: str, span: Span) -> tuple[tuple[int, int, str], ...]:
    """The article's mentions that may hold the span's head or lie inside the span, in their order."""
    spans = index.spans.get(article_id, ())
    if article_id not in index.reach:
        return spans
    starts, longest = index.reach[article_id]
    low = min(span.start, span.head_start if span.head_start >= 0 else span.start) - longest
    high = max(span.end, span.head_start + 1)
    return spans[bisect_left(starts, low) : bisect_left(starts, high)]


@per_article_span
def _head_in_name(article_id: str, span: Span) -> bool:
    """True when the span's head word is part of the name it would be looked up by (``span`` is a stretch
    of the article ``article_id``, whose kept results hold the answer from an earlier build: kg.memo).

    Guards the whole-span lookup against phrases that merely end in a name: "700 meters away from the
    grave of martyr Qassem Suleimani" is a distance, not Soleimani, though its title-stripped tail is.
    """
    core = strip_titles(clean_surface(span.text), person=True)[1]
    # A name is written in capitals apart from its particles ("Islamic Republic of Iran", "the IRGC");
    # "National security spokesman for the White House" is a description that contains a name.
    words = [w for w in re.split(r"[\s-]+", core) if w[:1].isalpha()]
    if not words or any(w[0].islower() and w.lower() not in _NAME_PARTICLES for w in words):
        return False
    if span.head_start < 0:
        return True
    head = span.text[span.head_start - span.start : span.head_end - span.start].strip().lower()
    return bool(head) and head in core.lower().split()


# Lower-case words that occur inside proper names and so do not make a phrase a description.
_NAME_PARTICLES = frozenset(
    {"of", "the", "and", "for", "al", "el", "bin", "ibn", "de", "la", "van", "von", "da"}
)


def _only_titles_before(span: Span, head: int, start: int, end: int) -> bool:
    """True when the words from the head up to a mention are titles of it: "Supreme Leader Ali Khamenei"."""
    words = span.text[head - span.start : end - span.start]
    name = span.text[start - span.start : end - span.start]
    return strip_titles(words, person=True)[1] == name


def _quoted(index: _LinkIndex, article_id: str, span: Span) -> bool:
    """True when the span lies inside one of its article's quotations."""
    spans = index.quoted.get(article_id, ())
    at = bisect_left(spans, (span.start + 1,)) - 1
    return at >= 0 and spans[at][0] <= span.start and span.end <= spans[at][1]


def _lookup_name(
    index: _LinkIndex, article_id: str, text: str, dropped: frozenset[str], quoted: bool = False
) -> str | None:
    """The entity a name denotes, exactly or as a partial name (a surname, an organisation's short form):
    the one of this article if several fit, else the only one of the corpus, but only for a whole name
    resolution kept. A partial name means its full name only where the article wrote that ("MPs" of one
    article is not another's "Labour MPs", "You" not a show called "Uncle Roy All Around You"), and a name
    resolution dropped as junk or a fragment ("The Producers" cut from a longer title) stays dropped in an
    article that names no entity of that spelling (``dropped``: lookup keys of the names it dropped; the
    build report does not say in which article, so a name dropped anywhere counts). A bare given name
    inside a quotation (``quoted``) is the article's one person of that given name: a speaker calls people
    so, while the writer's own "a son - John" introduces someone new."""
    keys = _name_keys(text)
    candidates: set[str] = set()
    for key in keys:
        candidates.update(index.names.get(key, ()))
    whole = bool(candidates)
    if not candidates:
        candidates = _partial_candidates(index, text)
    here = index.in_article.get(article_id, frozenset())
    local = candidates & here
    if not local and not whole and quoted:
        local = _given_name_candidates(index, text, here)
    if len(local) == 1:
        return next(iter(local))
    if local or not whole or len(candidates) != 1 or not keys.isdisjoint(dropped):
        return None
    if sum(c.isalpha() for c in text) < 2:
        return None  # "I" is a pronoun here, not the "I." another article's recogniser made a name
    return next(iter(candidates))


def _given_name_candidates(index: _LinkIndex, text: str, here: frozenset[str]) -> set[str]:
    """The people of an article (``here``: its entity keys) whose full name opens with ``text``, a bare
    given name of Faker's lists ("Lorenzo" of "Lorenzo Amoruso") NER left unmarked; none when a body or
    place of the article ends in that word ("Martin" of "Aston Martin")."""
    core = strip_titles(clean_surface(text), person=True)[1]
    tokens = name_tokens(core)
    # the one word alone: "the most important Mac" is a thing described, not a name
    if len(tokens) != 1 or len(core.split()) != 1 or is_acronym(core):
        return set()
    if tokens[0] not in person_given_names():
        return set()
    word = tokens[0]
    if any(name[-1] == word and key in here for name, key in index.words.get(word, ())):
        return set()
    return set(index.given.get(token_key(word), ())) & here


def _partial_candidates(index: _LinkIndex, text: str) -> set[str]:
    core = strip_titles(clean_surface(text), person=True)[1]
    tokens = name_tokens(core)
    if not tokens or is_acronym(core):
        return set()
    if len(tokens) == 1:
        key = token_key(tokens[0])
        return {
            entity for surname, entity in index.surnames.get(skeleton(key), ()) if keys_match(surname, key)
        }
    return {
        entity
        for word in {tokens[0], tokens[0] + "s", tokens[0].removesuffix("s")}
        for name, entity in index.words.get(word, ())
        if is_short_form(tokens, name)
    }
