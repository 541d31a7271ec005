"""Entity resolution: NER mentions from every article -> one entity per real-world thing.

This is the design card's "ontology module" that normalises entity spellings. It is named `resolution`
so that it is not confused with the `ontology/` folder, which holds the vocabulary and the tables read here.

Mentions are grouped by normalised form (:mod:`kg.entities.names`), then forms are merged by rules, each
recorded as a reason: curated anchors (countries, gazetteer), transliteration keys, acronyms, organisation
short forms and surnames. Guards keep a person from a place, different first names apart and two curated
entities apart; a user override file (ontology/ALIASES.md) wins over all of it. Forms are compared only
inside blocks that share a key, so the cost grows with the number of distinct names, not its square.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from pathlib import Path

from .. import config
from ..memo import per_article_span
from ..resources import alternation, read_tsv, title_rows, words_of_kind
from ..types import (
    ENTITY_KINDS,
    EVENT,
    ORGANIZATION,
    OTHER,
    PERSON,
    PLACE,
    ArticleExtraction,
    Entity,
    Mention,
    Sentence,
    Span,
)
from .conjoined import joined_at_and, regain_coordinated_front, split_at_and
from .coordination import name_lists, odd_items
from .descriptions import by_article as descriptions_by_article
from .descriptions import description_key
from .evidence import (
    CONTEXT_WEIGHT,
    WordStats,
    after_title_case_run,
    apostrophe_free,
    context_kind,
    depossess,
    group_adjectives,
    in_credit,
    in_title_case_run,
    is_technology,
    junk_reason,
    noun_follows,
    page_words,
    regain_back,
    regain_designator,
    regain_front,
    time_zones,
    title_case_sentence,
    trim_tail,
    without_former_prefix,
)
from .fragments import title_pieces
from .fused import regain_article_part, regain_bracket_tail, split_fused, split_groups
from .gazetteer import (
    Anchor,
    Override,
    anchors,
    big_city,
    cities_named,
    city_key,
    country_anchors,
    demonyms,
    designated,
    event_heads,
    given_name_first,
    known_place_name,
    known_places,
    law_heads,
    lookup_key,
    name_words,
    national_names,
    opened_as_group,
    org_words,
    part_words,
    place_heads,
    place_starts,
    read_overrides,
    same_place_words,
    state_code,
)
from .matching import INITIAL, is_short_form, merge_forms
from .merger import Form, Merger
from .names import (
    ARABIC_ARTICLES,
    SUN_ARTICLES,
    clean_surface,
    is_acronym,
    keys_match,
    name_tokens,
    particle_before_last,
    skeleton,
    slug,
    strip_titles,
    title_gender,
    titles,
    token_key,
)
from .roles import bodies_of_roles
from .teams import names_side, person_sides

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


@dataclass(frozen=True)
class _LinkIndex:
    spans: Mapping[str, tuple[tuple[int, int, str], ...]]  # article id -> sorted (start, end, key)
    names: Mapping[str, tuple[str, ...]]  # lookup key of a name -> entity keys bearing it
    in_article: Mapping[str, frozenset[str]]  # article id -> keys of entities mentioned there
    # Partial names: surname skeleton -> (surname key, person key); first word -> (name words, entity key).
    surnames: Mapping[str, tuple[tuple[str, str], ...]]
    words: Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]
    # article id -> description the article ties to a person ("iran's top leader") -> person key
    descriptions: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # article id -> (the starts of ``spans``, the longest span): link_span looks at nearby mentions only,
    # so that linking a long article costs no more per triple than a short one.
    reach: Mapping[str, tuple[tuple[int, ...], int]] = field(default_factory=dict)
    # article id -> a name split in two as written ("aleppo daesh") -> the key of its last piece's entity
    fused: Mapping[str, Mapping[str, str]] = field(default_factory=dict)


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
    entities = _build_entities(merger, groups, rules, stated, stats)
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
    index = _build_index(entities, descriptions_by_article(texts, people), fused_names)
    return Resolution(entities, by_mention, dropped=dropped, index=index)


def _collect_forms(
    extractions: Sequence[ArticleExtraction],
    texts: Mapping[str, str],
    stats: WordStats,
) -> tuple[
    list[Form],
    list[tuple[Mention, int]],
    tuple[tuple[str, str, int], ...],
    dict[MentionKey, MentionKey],
    dict[Mention, tuple[str, float]],
]:
    """One Form per normalised name, the form of each mention that names something, the names dropped
    as no names (numbers, bare adjectives, common words, headline fragments) with the reason, and the
    offsets of mentions whose possessive was cut off (NER's offsets -> the name's). ``texts``: each
    article's text by its id, built once by the caller."""
    moved: dict[MentionKey, MentionKey] = {}
    stated_kinds: dict[Mention, tuple[str, float]] = {}
    forms: list[Form] = []
    by_key: dict[str, int] = {}
    assignment: list[tuple[Mention, int]] = []
    # every name the corpus writes: what a possessive may own, or a designator NER left out may complete
    names = _LazyKeys(extractions)
    known = _known_keys(names()) if any(apostrophe_free(e.article.text) for e in extractions) else frozenset()
    prose = _LazyProse(extractions)
    # form -> (mid-sentence, headline, in a credit line, in a title-case run inside a paragraph)
    where: dict[int, list[tuple[bool, bool, bool, bool]]] = defaultdict(list)
    for extraction in extractions:
        text = extraction.article.text
        bare = apostrophe_free(text)
        starts = {s.index: s for s in extraction.sentences}
        spans = sorted((m.start, m.end) for m in extraction.mentions)

        def covered(offset: int, spans: list[tuple[int, int]] = spans) -> bool:
            at = bisect_left(spans, (offset + 1,)) - 1
            return at >= 0 and spans[at][0] <= offset < spans[at][1]

        joined = joined_at_and(text, extraction.mentions) if text else {}
        # the sides of fixture lines that are people the article names in full ("Federer" of "Roger Federer")
        people = tuple(sorted({m.text.strip() for m in extraction.mentions if m.label == "PERSON"}))
        people_sides = person_sides(text, people) if text else ()
        for source in extraction.mentions:
            if source.label not in config.NER_KINDS:
                continue
            mention = source
            if source in joined:
                first, whole = joined[source]
                if source is not first:  # the name's second half is read with its first
                    moved[(source.article_id, source.start, source.end)] = (
                        whole.article_id,
                        whole.start,
                        whole.end,
                    )
                    continue
                mention = whole
            cut = regain_back(text, regain_front(text, mention, lookup_key)) if text else mention
            if text:
                cut = regain_article_part(text, cut, covered, names)
                cut = regain_coordinated_front(text, cut, covered, names)
                cut = regain_bracket_tail(text, cut, stats, names)
            if text:
                cut = regain_designator(text, cut, names, lookup_key)
            if bare:
                cut = depossess(cut, known, lookup_key, text)
            cut = trim_tail(without_former_prefix(cut, lambda rest: _known_name(lookup_key(rest), names)))
            sentence = starts.get(mention.sentence_index)
            # a headline quoted inside a paragraph shows only in the words around the mention
            run = sentence is not None and prose.run(text, cut)
            title = sentence is not None and (prose.titled(extraction)[sentence.index] or run)
            # The first line of an article is its headline, title case or not.
            headline = title or (sentence is not None and sentence.index == 0)
            # Only a headline's title case splits a span, not a short line whose few words are names ("She
            # ran the London Marathon in April."). A headline run into the next line ("... Terror Attack on
            # Damascus Military Source The Syrian government has") shows only in the words before the mention.
            # only at an article's start: in running text the capitals before a name are often other names
            # ("the Texas Electronic Mail and Solicitation Act and [Texas Deceptive Trade Practices Act]")
            opening = sentence is not None and sentence.index == 0 and after_title_case_run(text, cut)
            split = opening or run or (title and _title_line(sentence, cut))
            pieces = split_fused(text, cut, split, prose(), stats, prose.recurring()) if text else (cut,)
            # a name just made whole at its "and" is not split there again
            if source not in joined:
                pieces = tuple(name for piece in pieces for name in split_at_and(piece, names))
            pieces = tuple(group for piece in pieces for group in split_groups(piece))
            if pieces[-1] is not source:
                moved[(source.article_id, source.start, source.end)] = (
                    mention.article_id,
                    pieces[-1].start,
                    pieces[-1].end,
                )
            for piece in pieces:
                label = "PERSON" if _demonym_before_person(piece) else piece.label
                award = _award_before_noun(text, piece) if label == "PERSON" else None
                if award is not None:
                    label = "EVENT"
                parsed = _parse(piece.text, label == "PERSON")
                if parsed is None:
                    continue
                _, core, key = parsed
                # mention by mention, so that a person called Oscar elsewhere in the build keeps his name
                if award is not None:
                    key, core = lookup_key(award.label), award.label
                index = by_key.get(key)
                if index is None:
                    index = by_key[key] = len(forms)
                    forms.append(Form(key, name_tokens(core), is_acronym(core)))
                forms[index].add(piece, core, config.NER_KINDS[label])
                stated = context_kind(text, piece)
                # a side of the article's fixture or result lines is the club, unless the words around
                # this mention put something in a place ("a hotel in Liverpool"); a nation's side is
                # judged as its country, and a line with a person's side names no clubs ("Federer v Roddick")
                if (
                    not (stated and stated[0] == PLACE and stated[1] >= CONTEXT_WEIGHT)
                    and lookup_key(core) not in national_names()
                    and names_side(text, piece, people_sides)
                ):
                    stated = (ORGANIZATION, CONTEXT_WEIGHT)
                if stated:
                    stated_kinds[piece] = stated
                    forms[index].votes[stated[0]] += stated[1]  # type: ignore[assignment]
                    forms[index].stated[stated[0]] += stated[1]
                head = sentence is not None and not text[sentence.start : piece.start].strip(" \"'“‘(-")
                where[index].append((not head, headline, in_credit(text, piece), run))
                assignment.append((piece, index))
    _vote_by_names_around(texts, assignment, forms, stated_kinds)
    forms, assignment, dropped = _drop_junk(forms, assignment, where, texts, stats)
    # Forms in key order, so that rules run, and reasons read, the same whatever the article order.
    order = sorted(range(len(forms)), key=lambda i: forms[i].key)
    position = {old: new for new, old in enumerate(order)}
    forms = [forms[i] for i in order]
    for form in forms:
        form.anchor = _anchor_of(form)
    return forms, [(mention, position[i]) for mention, i in assignment], dropped, moved, stated_kinds


# An item of a list counts as twice one bare mention's NER tag: a city in a list of cities tagged PERSON
# once ("Paris, Lille, Lyon and Toulouse") becomes a place, a full name (3.0) keeps its own kind.
LIST_WEIGHT = 2.0


def _vote_by_names_around(
    texts: Mapping[str, str],
    assignment: Sequence[tuple[Mention, int]],
    forms: Sequence[Form],
    stated_kinds: dict[Mention, tuple[str, float]],
) -> None:
    """Give an item of a list of names the kind its other items share (:mod:`.coordination`), and a name
    written before a role and its holder the kind of a body (:mod:`.roles`), where no words around the
    mention state a kind already. ``texts``: each article's text by its id."""
    by_article: dict[str, list[Mention]] = defaultdict(list)
    form_of: dict[Mention, int] = {}
    for mention, index in assignment:
        if texts.get(mention.article_id):  # no text to read lists and roles in: a record without its article
            by_article[mention.article_id].append(mention)
            form_of[mention] = index

    def kind_of(mention: Mention) -> str | None:
        form = forms[form_of[mention]]
        curated = anchors().get(form.key)
        if form.key in demonyms() or (curated and curated.country):
            return None  # "British, French and German troops": adjectives, which name no kind
        if curated:
            return curated.kind
        if len(form.tokens) == 1 and form.key in known_places():  # as _build_entities reads it
            return PLACE
        return max(form.votes, key=lambda k: form.votes[k]) if form.votes else None

    def city_person(mention: Mention) -> bool:
        # a one-word name NER reads as a person that names a large city: Lyon of "Paris, Lille, Lyon and
        # Toulouse", but also Hamilton of "Hamilton, Alonso and Button" and Houston of "Houston, Jackson and
        # Madonna", so the city is never a vote in the list (it would tip a list of people to places)
        form = forms[form_of[mention]]
        person = form.labels.most_common(1)[0][0] == "PERSON"
        return len(form.tokens) == 1 and person and big_city(form.display)

    def other_items_kind(mention: Mention) -> str | None:
        return None if city_person(mention) else kind_of(mention)

    for article_id, mentions in by_article.items():
        for items in name_lists(texts[article_id], mentions):
            odd = dict(odd_items(items, kind_of))
            # such a city is a place only where the list's other items are mostly places by their own kinds
            for mention, kind in odd_items(items, other_items_kind, kind_of):
                if kind == PLACE and city_person(mention):
                    odd[mention] = kind
            for mention, kind in odd.items():
                if mention not in stated_kinds:
                    stated_kinds[mention] = (kind, LIST_WEIGHT)
                    forms[form_of[mention]].votes[kind] += LIST_WEIGHT  # type: ignore[assignment]
        for mention in bodies_of_roles(texts[article_id], mentions):
            # the body is a team or a state where NER says so, else an organisation ("Everton")
            kind = PLACE if mention.label in ("GPE", "LOC") else ORGANIZATION
            if mention not in stated_kinds and mention.label != "NORP":
                stated_kinds[mention] = (kind, CONTEXT_WEIGHT)
                forms[form_of[mention]].votes[kind] += CONTEXT_WEIGHT  # type: ignore[assignment]


@lru_cache(maxsize=1)
def _award_after() -> re.Pattern[str]:
    return re.compile(r"-[a-z]|\s+" + alternation(words_of_kind("context-words.tsv", "award-after")) + r"\b")


def _award_before_noun(text: str, mention: Mention) -> Anchor | None:
    """The curated event whose short form NER tagged PERSON, before a hyphen or an award's noun
    ("Oscar-winning", "Oscar voters"). Elsewhere the word is a person's name ("Oscar said he heard her")."""
    anchor = anchors().get(lookup_key(mention.text))
    if anchor is None or anchor.kind != EVENT or not _award_after().match(text, mention.end):
        return None
    return anchor


def _known_name(key: str, names: _LazyKeys) -> bool:
    """A curated name's key, or one NER found anywhere in the corpus, whole or opening a longer name
    ("three ex-Columbia executives" beside "Columbia Management Advisors")."""
    return key in anchors() or key in names() or any(name.startswith(key + " ") for name in names())


class _LazyKeys:
    """Lookup keys of every name NER found in the corpus, worked out the first time they are asked for."""

    def __init__(self, extractions: Sequence[ArticleExtraction]) -> None:
        self._extractions = extractions
        self._keys: frozenset[str] | None = None

    def __call__(self) -> frozenset[str]:
        if self._keys is None:
            self._keys = frozenset(
                lookup_key(mention.text)
                for extraction in self._extractions
                for mention in extraction.mentions
                if mention.label in config.NER_KINDS
            )
        return self._keys


def _title_line(sentence: Sentence | None, mention: Mention) -> bool:
    """A title-case sentence that reads as a headline, not a short one whose few longer words are names
    ("She ran the London Marathon in April."): it ends without a stop, or capitalises two longer words
    besides the mention's."""
    if sentence is None:
        return False
    if not sentence.text.rstrip().endswith((".", "!", "?")):
        return True
    offset = mention.start - sentence.start
    outside = sentence.text[:offset] + " " + sentence.text[offset + len(mention.text) :]
    return sum(word[0].isupper() for word in _LONG_WORD.findall(outside)) >= 2


_LONG_WORD = re.compile(r"[A-Za-z][A-Za-z-]{3,}")


class _LazyProse:
    """Lookup keys of the names NER found in running text (no headline, no title-case line), worked out
    the first time they are asked for: a name the corpus writes there stands on its own."""

    def __init__(self, extractions: Sequence[ArticleExtraction]) -> None:
        self._extractions = extractions
        self._keys: frozenset[str] | None = None
        self._recurring: frozenset[str] = frozenset()
        self._runs: dict[tuple[str, int, int], bool] = {}
        self._titled: dict[str, dict[int, bool]] = {}

    def titled(self, extraction: ArticleExtraction) -> dict[int, bool]:
        """title_case of each sentence of an article, by index, worked out once per article."""
        found = self._titled.get(extraction.article.id)
        if found is None:
            found = {sentence.index: title_case_sentence(sentence) for sentence in extraction.sentences}
            self._titled[extraction.article.id] = found
        return found

    def run(self, text: str, mention: Mention) -> bool:
        """in_title_case_run for a mention, worked out once: both this class and the caller ask."""
        where = (mention.article_id, mention.start, mention.end)
        found = self._runs.get(where)
        if found is None:
            found = self._runs[where] = in_title_case_run(text, mention)
        return found

    def __call__(self) -> frozenset[str]:
        if self._keys is None:
            keys: set[str] = set()
            articles: Counter[str] = Counter()
            for extraction in self._extractions:
                titled = self.titled(extraction)
                prose = {s.index for s in extraction.sentences if s.index and not titled[s.index]}
                written: set[str] = set()
                text = extraction.article.text
                for m in extraction.mentions:
                    if m.label in config.NER_KINDS:
                        key = lookup_key(m.text)
                        written.add(key)
                        # a headline run into the first sentence is no running text; that sentence is
                        # not in ``prose`` (index 0), so only the run around the mention is checked
                        if m.sentence_index in prose and not (text and self.run(text, m)):
                            keys.add(key)
                articles.update(written)
            self._keys = frozenset(keys)
            self._recurring = frozenset(key for key, count in articles.items() if count > 1)
        return self._keys

    def recurring(self) -> frozenset[str]:
        """Lookup keys of the names more than one article writes."""
        self()
        return self._recurring


def _known_keys(names: frozenset[str]) -> frozenset[str]:
    """Lookup keys of every name in the corpus and the curated tables: what a possessive may own."""
    return names | {k for k in anchors() if not k.startswith("ACR:")}


def _drop_junk(
    forms: list[Form],
    assignment: list[tuple[Mention, int]],
    where: Mapping[int, list[tuple[bool, bool, bool, bool]]],
    texts: Mapping[str, str],
    stats: WordStats,
) -> tuple[list[Form], list[tuple[Mention, int]], tuple[tuple[str, str, int], ...]]:
    """Forms that name something, their mentions, and (name, reason, mentions) of the others; ``texts``:
    each article's text by its id."""
    curated = demonyms()
    demonym_words = frozenset(k for k in curated if " " not in k)
    by_key = {f.key: f for f in forms}
    keep: dict[int, int] = {}
    dropped: list[tuple[str, str, int]] = []
    kept_forms: list[Form] = []
    spans: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for form in forms:
        for m in form.mentions:
            spans[m.article_id].append((m.start, m.end))
    for index, form in enumerate(forms):
        places = where[index]
        # "at 1900 GMT" names an hour; the check on other names skips acronyms, which are names.
        reason = "time zone" if form.acronym and form.display in time_zones() else None
        if form.acronym and form.display.lower() in page_words():  # a "SEND" button
            reason = "page furniture"
        if is_technology(form.display):  # "GPRS networks", "the CGI stuff", "RFID tags"
            reason = "technology"
        if not reason and not form.acronym and form.key not in anchors():
            reason = junk_reason(
                form.display,
                form.labels,
                sum(mid for mid, _, _, _ in places),
                sum(head for _, head, _, _ in places),
                len(places),
                stats,
                form.key in curated,
                demonym_words,
                any(form.stated.values()),
                sum(run for _, _, _, run in places),
                _before_noun(form, texts),
            )
        reason = (
            reason
            or _run_together(form, by_key, stats)
            or _headline_word_and_acronym(form, by_key, stats)
            or _office_fragment(form, texts)
        )
        if not reason and places and all(head for _, head, _, _ in places):
            reason = _outlet_credit(form, by_key) or _byline(form, by_key)
        if not reason and places and all(credit for _, _, credit, _ in places):
            reason = "credit"
        if not reason and _title_piece(form, texts, spans):
            reason = "title piece"
        if reason:
            dropped.append((form.display, reason, len(form.mentions)))
        else:
            keep[index] = len(kept_forms)
            kept_forms.append(form)
    kept = [(m, keep[i]) for m, i in assignment if i in keep]
    return kept_forms, kept, tuple(sorted(dropped))


def _before_noun(form: Form, texts: Mapping[str, str]) -> int:
    """How many mentions of a one-word NORP form, or a group's adjective whatever NER tagged it, come right
    before a lower-case noun (else 0: only such a form can be a people's adjective, and reading every
    mention's next word costs time)."""
    if len(form.tokens) != 1 or not (form.labels["NORP"] or form.tokens[0] in group_adjectives()):
        return 0
    return sum(noun_follows(texts.get(m.article_id, ""), m.end) for m in form.mentions)


def _demonym_before_person(mention: Mention) -> bool:
    """ "Russian Irina Shevchenko" read as one NORP: a nationality, then two or three capitalised words
    that are no organisation ("Syrian National Coalition", "British Medical Association") -- a person."""
    if mention.label != "NORP":
        return False
    first, _, rest = clean_surface(mention.text).partition(" ")
    words = rest.split(" ")
    return (
        lookup_key(first) in demonyms()
        and 2 <= len(words) <= 3
        and all(w[:1].isupper() and w[1:].islower() for w in words)
        and not any((w.lower(),) in org_words()[1] or lookup_key(w) in demonyms() for w in words)
    )


@lru_cache(maxsize=500_000)
def _parse(text: str, person: bool) -> tuple[str, str, str] | None:
    """(proper surface with titles, name without titles, lookup key), or None when only a title is left."""
    surface = clean_surface(text)
    _, core = strip_titles(surface, person)
    # "Russian Irina Shevchenko": a nationality before a person's full name describes, it does not name
    first, _, rest = core.partition(" ")
    if person and rest.count(" ") >= 1 and lookup_key(first) in demonyms():
        core = rest
    key = lookup_key(core) if core else ""
    return None if not key or _is_title_fragment(core) else (surface, core, key)


def _is_title_fragment(core: str) -> bool:
    """True for "Supreme" or "President" alone: NER cut a title off the name it belongs to."""
    return not is_acronym(core) and name_tokens(core) in _title_fragments()


@lru_cache(maxsize=1)
def _title_fragments() -> frozenset[tuple[str, ...]]:
    return titles().fragments


def _anchor_of(form: Form) -> Anchor | None:
    """The curated entity a form names, unless it is a place that NER mostly reads as a person (Chad,
    Jordan); a curated organisation tagged PERSON ("told Twitter", "an MI6 officer") is NER's slip (an
    event's is, where the words after it say so: ``_award_before_noun``)."""
    anchor = demonyms().get(form.key) or anchors().get(form.key)
    person = len(form.tokens) == 1 and form.votes.get(PERSON, 0) * 2 > sum(form.votes.values())
    # "Britons", "Turkmens": a demonym's plural names a people, never one person, whatever NER tagged
    plural = anchor is not None and anchor.country is not None and form.key.endswith("s")
    return None if anchor is None or (person and anchor.kind != ORGANIZATION and not plural) else anchor


@dataclass
class _Draft:
    """An entity before its key is chosen."""

    label: str
    kind: str
    aliases: set[str]
    mentions: list[Mention]
    reasons: list[str]
    anchor: Anchor | None
    key: str = ""

    def order(self) -> tuple:
        first = min(((m.article_id, m.start) for m in self.mentions), default=("", 0))
        return (slug(self.label), ENTITY_KINDS.index(self.kind), -len(self.mentions), self.label, first)


@lru_cache(maxsize=1)
def _joining_prepositions() -> frozenset[str]:
    """Prepositions that join two names in a sentence and hardly stand inside one (context-words.tsv)."""
    return frozenset(words_of_kind("context-words.tsv", "joining"))


@lru_cache(maxsize=1)
def _generations() -> frozenset[str]:
    """Suffixes after a person's name and a comma ("Sammy Davis, Jr"; context-words.tsv)."""
    return frozenset(words_of_kind("context-words.tsv", "generation"))


def _run_together(form: Form, by_key: Mapping[str, Form], stats: WordStats) -> str | None:
    """ "Qamishli Hasaka", "Idlib Syria": places the corpus names apart, run together
    where a text lost its commas; "Al Arabiya Syrian National Coalition": an outlet and the group it
    interviewed. Other pairs are names of their own ("Damascus Media Office", "Labour Party")."""
    if form.acronym or form.key in anchors() or len(form.tokens) < 2:
        return None
    # "Chris Martin, Dido", "Petruzzella, Schubert": a comma inside a name NER ran over a list, when both
    # sides read as names and hold no lower-case word ("Department of the Environment, Food and Rural
    # Affairs" is one name), and the second is no place that locates the first ("Washington, DC",
    # "Birmingham, Alabama"), no abbreviation ("Springfield, Mass.", "Atlanta, Ga.") and no generation's
    # suffix ("Sammy Davis, Jr")
    before, comma, after = form.display.partition(", ")
    if (
        comma
        and not (known_place_name(after) or state_code(after.strip()))
        and not after.strip().endswith(".")
        and after.strip().lower() not in _generations()
        and all(
            part.split()
            and all(word[:1].isupper() for word in part.split())
            and (_known_part(name_tokens(part), by_key) is not None or _name_like(name_tokens(part), stats))
            for part in (before, after)
        )
    ):
        return "run-together names"
    # "Leinster to Toulouse": a preposition of motion or place between two names, one of which the
    # corpus or the curated tables know, is a sentence's words, not one name's, when the other part reads
    # as a name too. Not a title's or an office's: "A Passage to India", "Letter from America" (a word
    # the texts write in lower case), "Ambassador to Iraq", "Israel at 60", nor a name NER mostly reads
    # as a work or a text states is one ("Road to Perdition", "the documentary Return to Homs")
    if form.labels["WORK_OF_ART"] * 2 <= form.labels.total() and not form.stated[OTHER]:
        for i, token in enumerate(form.tokens[1:-1], start=1):
            parts = (form.tokens[:i], form.tokens[i + 1 :])
            known = [_known_part(part, by_key) is not None for part in parts]
            if (
                token in _joining_prepositions()
                and any(known)
                and all(seen or _name_like(part, stats) for seen, part in zip(known, parts, strict=True))
            ):
                return "run-together names"
    heads = place_heads() | org_words()[1] | same_place_words()
    for cut in range(1, len(form.tokens)):
        if form.tokens[cut:] in heads or form.tokens[:cut] in heads:
            continue
        left, right = _known_part(form.tokens[:cut], by_key), _known_part(form.tokens[cut:], by_key)
        if left is None or right is None:
            continue
        kinds = (_main_kind(left), _main_kind(right))
        # Two organisations only where the second starts afresh with its nation: "United Nations
        # Security Council" is one body, "Al Arabiya Syrian National Coalition" two.
        second = form.tokens[cut:]
        if (
            kinds == (ORGANIZATION, ORGANIZATION)
            and len(second) > 1
            and second[0] in demonyms()
            and form.tokens[0] not in demonyms()
        ):
            return "run-together names"
        # "Syria Kofi Annan", "Hama Syrian Army": a place (a dateline, a tag line) run into a person's
        # full name or into a group that starts afresh with its nation, each named on its own elsewhere
        if (
            kinds[0] == PLACE
            and len(second) > 1
            and (kinds[1] == PERSON or (kinds[1] == ORGANIZATION and second[0] in demonyms()))
        ):
            return "run-together names"
        # one word each, or a curated name: "Birmingham Grand Prix" is an event, not two places
        single = cut == 1 and len(form.tokens) == 2
        if kinds == (PLACE, PLACE) and (single or " ".join(second) in anchors()):
            return "run-together names"
    return None


@lru_cache(maxsize=1)
def _office_after() -> re.Pattern[str]:
    """The capitalised title of a minister that follows the name of the ministry's field: "Home [Secretary]",
    "International Development [Secretary]", "Office for the Deputy [Prime Minister]" (the last words of
    the title are the `minister` rows of ontology/person-words.tsv); a field may be written as a possessive:
    "Children['s Minister]", its "'s" the group `possessive`."""
    heads = alternation(words_of_kind("person-words.tsv", "minister"))
    return re.compile(r"(?P<possessive>['’]s)? (?:[A-Z][a-z]+ ){0,2}" + heads + r"\b")


@lru_cache(maxsize=1)
def _possessive_fields() -> frozenset[str]:
    """The ministries' fields written as a possessive before a minister's title ("Children's Minister"):
    the `ministry-field` rows of ontology/person-words.tsv. A name there is the minister's master's, party's
    or country's: "Mr Putin's Foreign Minister", "Labour's Home Secretary"."""
    return frozenset(words_of_kind("person-words.tsv", "ministry-field"))


_WORD_BEFORE_MENTION = re.compile(r"([A-Za-z]+)\.?\s+$")


def _possessive_field(form: Form, texts: Mapping[str, str]) -> bool:
    """Whether a name before "'s" and a minister's title is the ministry's field: a curated one, never after
    an honorific or a title ("Mr Children's" would be a person's)."""
    if form.display.casefold() not in _possessive_fields():
        return False
    known = titles().honorifics | titles().offices
    for mention in form.mentions:
        word = _WORD_BEFORE_MENTION.search(
            texts[mention.article_id], max(0, mention.start - 20), mention.start
        )
        if word and (word.group(1).lower(),) in known:
            return False
    return True


def _office_fragment(form: Form, texts: Mapping[str, str]) -> str | None:
    """ "Home", "Shadow Constitutional Affairs": what NER cut off the front of a minister's title, in every
    mention. A body's own name ends in a designator ("Refugee Council [Chief Executive]") and a place or a
    curated name stands on its own ("US [Secretary of State]")."""
    # the words after each mention first: they rule out nearly every name at the cost of one match
    if not form.mentions:
        return None
    titled = [_office_after().match(texts[m.article_id], m.end) for m in form.mentions]
    if not all(titled):
        return None
    if any(match and match.group("possessive") for match in titled) and not _possessive_field(form, texts):
        return None
    if form.acronym or form.key in anchors() or form.key in demonyms():
        return None
    if (
        form.tokens[-1:] in org_words()[1]
        or form.tokens[-1:] in place_heads()
        or known_place_name(form.display)
    ):
        return None
    return "title"


def _title_piece(
    form: Form, texts: Mapping[str, str], spans: Mapping[str, Sequence[tuple[int, int]]]
) -> bool:
    """ "My Summer of [Love]", "Go [Digital]": every mention cut out of a longer title-case name. Not a name
    whose context states its kind ("Aleppos [Qaryat al-Ansari] neighborhood", a town of a comma-less list),
    nor a place GeoNames knows or an acronym, which stand on their own after another name where FA-KES lost
    its commas."""
    if form.acronym or any(form.stated.values()) or form.key in anchors() or known_place_name(form.display):
        return False
    return title_pieces(form.mentions, texts, spans)


def _outlet_credit(form: Form, by_key: Mapping[str, Form]) -> str | None:
    """ "Sputnik Mikhail Voskresenskiy" in a caption: the outlet and its photographer run together where
    a page dropped the slash of its photo credit. Only in headline-like text, where NER reads the
    capitalised run as one name; an outlet's name never starts a person's."""
    if form.acronym or not 3 <= len(form.tokens) <= 4 or _main_kind(form) != PERSON:
        return None
    outlet = by_key.get(form.tokens[0])
    return "credit" if outlet is not None and _main_kind(outlet) == ORGANIZATION else None


def _byline(form: Form, by_key: Mapping[str, Form]) -> str | None:
    """ "Monitor AFP": a headline's last words run into the acronym of the agency that wrote the story.
    Only where every mention is in headline-like text, where NER reads a capitalised run as one name."""
    if form.acronym or len(form.tokens) < 2:
        return None
    last = form.display.split()[-1]
    outlet = by_key.get(lookup_key(last)) if is_acronym(last) else None
    if outlet is None or _main_kind(outlet) != ORGANIZATION:
        return None
    return "credit"


def _headline_word_and_acronym(form: Form, by_key: Mapping[str, Form], stats: WordStats) -> str | None:
    """ "Monitor AFP", "Monitor UN": the last word of one headline and the acronym of an organisation
    that opens the next line (a byline, a related headline). A common word leads no organisation's
    acronym: a name of one word and an acronym is a place or a name ("Homs SANA" is caught elsewhere)."""
    words = form.display.split()
    if form.acronym or len(words) != 2 or not is_acronym(words[1]):
        return None
    first = form.tokens[0]
    if not stats.lower.get(first) or (first,) in place_heads() | org_words()[1] | part_words():
        return None
    outlet = by_key.get(lookup_key(words[1]))
    return "headline fragment" if outlet is not None and _main_kind(outlet) == ORGANIZATION else None


def _name_like(tokens: tuple[str, ...], stats: WordStats) -> bool:
    """True when words the corpus does not know as a name still read as one: no article, number, title
    or other word of :func:`_not_given`, and none the texts write in lower case."""
    return not any(
        token in ("a", "an", "the") or token.isdigit() or token in _not_given() or stats.lower.get(token, 0)
        for token in tokens
    )


def _known_part(tokens: tuple[str, ...], by_key: Mapping[str, Form]) -> Form | Anchor | None:
    """The corpus form or curated name that ``tokens`` spell."""
    key = " ".join(tokens)
    return by_key.get(key) or anchors().get(key)


def _main_kind(item: Form | Anchor) -> str | None:
    if isinstance(item, Anchor):
        return None if item.country else item.kind  # a demonym qualifies, it does not name
    if item.key in demonyms():
        return None
    return max(item.votes, key=lambda k: item.votes[k]) if item.votes else None


def _build_entities(
    merger: Merger,
    groups: dict[int, list[Mention]],
    rules: list[Override],
    stated_kinds: Mapping[Mention, tuple[str, float]],
    stats: WordStats,
) -> tuple[Entity, ...]:
    """Turn each group of mentions into an Entity with a canonical label and a unique stable key."""
    renames = {rule.name: rule.target for rule in rules if rule.action == "rename"}
    kinds = {rule.name: rule.target for rule in rules if rule.action == "kind"}
    drafts: list[_Draft] = []
    hints: dict[str, str | None] = {}
    given = _given_names(merger)
    for root, mentions in groups.items():
        anchor = merger.anchor(root)
        proper: Counter[str] = Counter()
        aliases: set[str] = set()
        votes: dict[str, float] = defaultdict(float)
        for m in mentions:
            label = "PERSON" if _demonym_before_person(m) else m.label
            parsed = _parse(m.text, label == "PERSON")
            if parsed:
                surface, core, _ = parsed
                proper[core] += 1
                aliases.update((surface, core))
                if core not in hints:
                    hints[core] = _kind_hint(core, merger)
                said = hints[core] or config.NER_KINDS[label]
                # A county or city tagged ORG or PERSON ("Dorset", "Kyiv") is the place pycountry knows; a
                # surname that is also a place name joined its full name and votes PERSON below.
                if label in ("ORG", "PERSON") and " " not in core and lookup_key(core) in known_places():
                    said = PLACE
                # People are not written in capitals: "an MI6 officer" tagged PERSON is the agency.
                elif label == "PERSON" and is_acronym(core):
                    said = ORGANIZATION
                votes[said] += _vote_weight(core, label)
                stated = stated_kinds.get(m)
                if stated:
                    votes[stated[0]] += stated[1]
        # "Viktor Pinchuk" tagged ORG starts with a word the corpus uses as a given name ("Viktor
        # Yushchenko", "Viktor Yanukovich"); a name with an organisation's or a place's head word is exempt.
        tokens = name_tokens(_canonical(proper)) if proper else ()
        # Not where a mention's context states a place ("the border town of Tal Abyad", "in Abu Qasayeb"),
        # nor another kind of a mention NER does not read as a person ("Israeli airline El Al"); NER's
        # PERSON and the given name outweigh one context word ("CNNs website Charles Lister of ...").
        placed = any(
            stated_kinds[m][0] == PLACE or (stated_kinds[m][0] != PERSON and m.label != "PERSON")
            for m in mentions
            if m in stated_kinds
        )
        first_given = tokens[:1] and (tokens[0] in given or _given_name_start(_canonical(proper), stats))
        if 1 < len(tokens) <= 3 and first_given and not hints.get(_canonical(proper)) and not placed:
            votes[PERSON] += GIVEN_NAME_WEIGHT
        # A bare name that joined a full one as its surname names a person, whatever NER said of it, and so
        # does an initial and a surname ("Y Delaigue" of a line-up beside "Yann Delaigue" tagged ORG).
        if any(reason.startswith(("surname", "initial")) for reason in merger.reasons(root)):
            votes[PERSON] += 3.0
        # "European Indoors" joined a meeting's full name: NER's ORG for the short form is its slip.
        if any(reason.startswith("event-plural") for reason in merger.reasons(root)):
            votes[EVENT] += 3.0
        automatic = anchor.label if anchor else _canonical(proper)
        # spellings of one city joined by GeoNames: the name GeoNames gives it ("Kyiv" before "Kiev")
        if not anchor and any(reason.startswith("exonym") for reason in merger.reasons(root)):
            named = cities_named(city_key(core) for core in proper)
            main = [core for core in sorted(proper) if named.get(city_key(core), (None, False))[1]]
            automatic = main[0] if main else automatic
        # A rule may name any form of the entity, including its canonical label when that comes from
        # the gazetteer and is never written in the texts ("Islamic Republic News Agency" for IRNA).
        keys = [*sorted(f.key for f in merger.members(root)), lookup_key(automatic)]
        label = next((renames[k] for k in keys if k in renames), None) or automatic
        kind_rule = kind = next((kinds[k] for k in keys if k in kinds), None)
        kind = kind or (anchor.kind if anchor else _majority(votes))
        # "the town of Khan Sheikhoun", "Kafr Zita town": the text says what it is, and no count of NER's
        # PERSON tags on the same words outweighs that, unless a text says it is a person ("Mr ...").
        if not kind_rule and not anchor:
            name = _canonical(proper) if proper else ""
            kind = _stated_kind(mentions, stated_kinds, merger.reasons(root), name) or kind
        drafts.append(_Draft(label, kind, aliases - {label}, mentions, merger.reasons(root), anchor))
    # A demonym links to its country entity, which exists even when the country is never named.
    present = {d.anchor.id for d in drafts if d.anchor}
    countries = {a.id: a for a in country_anchors().values()}
    for country_id in sorted({d.anchor.country for d in drafts if d.anchor and d.anchor.country} - present):
        country = countries[country_id]
        drafts.append(_Draft(country.label, country.kind, set(), [], [], country))
    return _assign_keys(drafts)


@lru_cache(maxsize=1)
def _not_given() -> frozenset[str]:
    """Name tokens that open names of things as often as people's, so never a given name, whichever list
    holds them (Faker's per-locale data has "queen", "imam", "duke", "may", "trinity"): titles, the title,
    role and organisation words of context-words.tsv, Arabic articles, demonyms, group adjectives and the
    month names, ranks, particles and common words of not-given-names.tsv."""
    words = {row["word"] for row in read_tsv("not-given-names.tsv")}
    words.update(title.lower() for title, _ in title_rows())
    for kind in ("person-before", "org-before", "role"):
        words.update(words_of_kind("context-words.tsv", kind))
    words.update(ARABIC_ARTICLES | SUN_ARTICLES)
    words.update(demonyms())
    words.update(group_adjectives())
    return frozenset(" ".join(name_tokens(word)) for word in words)


def _given_name_start(name: str, stats: WordStats) -> bool:
    """True when a name reads as a person's by its words alone: it opens with a given name of
    :func:`.gazetteer.given_names` ("Tess Daly", "Sven-Goran Eriksson") and ends in a word the texts never
    write in lower case. Not an acronym ("ISIS East", "RAF Northolt"), a demonym or a group's adjective
    ("German Embassy", "Muslim Safety Forum"), nor a place GeoNames knows ("Santa Monica"); a last word the
    texts write in lower case is a common noun that names a thing ("Brit Awards", "Catherine Tate Show")."""
    words = name.split()
    tokens = name_tokens(name)
    if len(words) < 2 or not given_name_first(name) or is_acronym(words[0]):
        return False
    if tokens[0] in _not_given() or known_place_name(name):
        return False
    # a first word the texts write in lower case is a common word before it is a name ("Rose Bowl")
    return stats.lower.get(tokens[-1], 0) == 0 and stats.lower.get(tokens[0], 0) == 0


def _stated_kind(
    mentions: Sequence[Mention],
    stated_kinds: Mapping[Mention, tuple[str, float]],
    reasons: Sequence[str],
    name: str,
) -> str | None:
    """The kind a text states at full weight ("the town of X", "telecoms giant Verizon", "the powerful
    Ahrar al-Sham faction"), which no count of NER's tags on the same words outweighs, when every statement
    agrees; else None. Not a person's kind, which NER's tags already count for ("... has lost her" follows
    firms too); not against NER's PERSON on a name that opens with a given name ("Charles Lister", "Ray"),
    nor for a name joined as a person's surname, nor another kind than a place for a nation (Wales)."""
    said = [stated_kinds[m] for m in mentions if m in stated_kinds]
    full = {kind for kind, weight in said if weight >= CONTEXT_WEIGHT}
    if len(full) != 1 or any(kind not in full for kind, _ in said) or PERSON in full:
        return None
    if any(reason.startswith("surname") for reason in reasons):
        return None
    kind = next(iter(full))
    # a nation fields a side and has a coach: "said Wales coach Mike Ruddock" leaves Wales a place
    # keyed as evidence.context_kind keys it (lookup_key), so that "the Netherlands" is one in both
    if kind != PLACE and lookup_key(name) in national_names():
        return None
    person = sum(m.label == "PERSON" for m in mentions) * 2 > len(mentions)
    if kind != PLACE and person and given_name_first(name, words=1):
        return None
    return kind


# ties NER's label on one full name (3.0), and a tie goes to Person (ENTITY_KINDS' order); any more
# evidence of another kind, a bare mention included, outweighs it ("Harley Davidson" ... "Harley")
GIVEN_NAME_WEIGHT = 3.0


def _given_names(merger: Merger) -> frozenset[str]:
    """First words of the corpus's full names that NER reads as people more often than as anything else,
    in at least two names: the corpus's own given names ("viktor" of Viktor Yushchenko and Viktor
    Yanukovich). Particles and qualifiers ("al", "abu", "national") lead names of every kind."""
    people: Counter[str] = Counter()
    others: Counter[str] = Counter()
    for form in merger.forms:
        if len(form.tokens) < 2 or form.acronym or not form.labels:
            continue
        person = form.labels["PERSON"] * 2 > form.labels.total()
        (people if person else others)[form.tokens[0]] += 1
    starts = place_starts() | _not_given()
    return frozenset(
        word for word, count in people.items() if count >= 2 and count > others[word] and word not in starts
    )


def _assign_keys(drafts: list[_Draft]) -> tuple[Entity, ...]:
    """Key = slug of the label; a clash adds the kind, then a number (in a deterministic order)."""
    key_of_anchor: dict[str, str] = {}
    taken: set[str] = set()
    drafts = sorted(drafts, key=_Draft.order)
    for draft in drafts:
        base = slug(draft.label)
        key = base if base not in taken else f"{base}-{draft.kind.lower()}"
        number = 2
        while key in taken:
            key, number = f"{base}-{number}", number + 1
        taken.add(key)
        draft.key = key
        if draft.anchor:
            key_of_anchor[draft.anchor.id] = key
    entities = []
    for draft in drafts:
        mentions = tuple(sorted(draft.mentions, key=lambda m: (m.article_id, m.start, m.end)))
        country = draft.anchor.country if draft.anchor else None
        entities.append(
            Entity(
                key=draft.key,
                label=draft.label,
                kind=draft.kind,
                aliases=tuple(sorted(draft.aliases)),
                mentions=mentions,
                articles=tuple(sorted({m.article_id for m in mentions})),
                reasons=tuple(draft.reasons),
                demonym_of=key_of_anchor.get(country) if country else None,
            )
        )
    return tuple(sorted(entities, key=lambda e: e.key))


def _canonical(proper: Counter[str]) -> str:
    """Most complete, then spelt-out (not "F Pelous"), then most frequent proper form; acronyms only when
    nothing else names the entity, and a place's common noun written after it only when nothing else does
    ("Aqareb es Safi village" is Aqareb es Safi; a capitalised head is part of the name: "Guantanamo Bay")."""
    same = same_place_words()

    def rank(item: tuple[str, int]) -> tuple:
        text, count = item
        words = len(set(name_tokens(text)))
        lower = text == text.lower()
        last = text.rsplit(" ", 1)[-1]
        common_tail = " " in text and last.islower() and name_tokens(last) in same
        # a line-up's "F Pelous" names Fabien Pelous as well, and less of him
        initial = INITIAL.fullmatch(text.split(" ")[0]) is not None and " " in text
        return (is_acronym(text), common_tail, -words, initial, -count, lower, len(text), text)

    return min(proper.items(), key=rank)[0]


def _vote_weight(core: str, label: str) -> float:
    """Full names are tagged more reliably than bare ones; NORP on a non-demonym is mostly a stray tag."""
    return (3.0 if " " in core else 1.0) * (0.5 if label == "NORP" else 1.0)


@lru_cache(maxsize=1)
def _kunya_name() -> re.Pattern[str]:
    """A kunya of ontology/person-words.tsv, a given name and a nisba: "Abu Omar al-Shishani"."""
    kunya = alternation(words_of_kind("person-words.tsv", "kunya"))
    return re.compile(kunya + r" [A-Z][\w'-]+ " + alternation(sorted(ARABIC_ARTICLES)) + r"-[A-Z][\w'-]+")


def _kind_hint(core: str, merger: Merger) -> str | None:
    """The kind a name's head word states: "... News Network" is an organisation, "Kerman" a place when
    "Kerman province" is one; None when the words say nothing."""
    tokens = name_tokens(core)
    heads = place_heads()
    # "Abu Yazan al-Noiami", "Abu Omar al-Shishani": a kunya, a given name and a nisba make a person's
    # name (a place's "Abu" is followed by its article or a single word: "Abu al-Duhur", "Abu Kamal")
    if _kunya_name().fullmatch(core):
        return PERSON
    if len(tokens) > 1:
        if tokens[-1:] in event_heads() or tokens[-2:] in event_heads():
            return EVENT
        # "... Spyware Act", "Convention on Certain Conventional Weapons", "European Convention on Human
        # Rights": a law or a treaty; not a body "of" one ("Secretariat of the Convention on Biological
        # Diversity")
        laws = law_heads()
        owned = tokens.index("of") if "of" in tokens else len(tokens)
        if (tokens[-1:] in laws and tokens[-1] != "convention") or any(
            (word,) in laws and after in ("on", "of", "against", "for")
            for word, after in pairwise(tokens[: min(owned + 1, len(tokens) - 1)])
        ):
            return OTHER
        if tokens[0] in place_starts():
            return PLACE
        if designated(tokens) or opened_as_group(tokens):
            return ORGANIZATION
        # "Western Ghouta", "Northern Ireland": a part of a place the corpus or pycountry knows as one
        rest = " ".join(tokens[1:])
        if tokens[:1] in part_words() and (rest in known_places() or _place_form(merger, rest)):
            return PLACE
        # "Kataib Hezbollah": a name ending in an organisation's name is an organisation (a branch, a wing)
        # ("Fabius" tagged ORG but joined to "Laurent Fabius" as his surname is no such name).
        # The organisation must stand on its own somewhere: a bare name written only in the articles of
        # the full name is that name cut short ("Mishal said" after "Bibars Mishal"), not a group.
        last, full = merger.by_key.get(tokens[-1]), merger.by_key.get(" ".join(tokens))
        if (
            last is not None
            and (full is None or merger.find(last) != merger.find(full))
            and merger.forms[last].labels["ORG"] * 2 > merger.forms[last].labels.total()
            and (
                full is None
                or particle_before_last(core)
                or not merger.forms[last].articles <= merger.forms[full].articles
            )
        ):
            return ORGANIZATION
        return PLACE if tokens[-1:] in heads or tokens[-1:] in name_words("venue") else None
    for head in heads:
        if " ".join((*tokens, *head)) in merger.by_key:
            return PLACE
    return None


def _place_form(merger: Merger, key: str) -> bool:
    """True when the corpus names ``key`` and its mentions mostly call it a place."""
    index = merger.by_key.get(key)
    return index is not None and _main_kind(merger.forms[index]) == PLACE


def _majority(votes: Mapping[str, float]) -> str:
    if not votes:
        return OTHER
    return min(votes, key=lambda kind: (-votes[kind], ENTITY_KINDS.index(kind)))


# ---- linking triple arguments ----------------------------------------------------------------------------


def _build_index(
    entities: Sequence[Entity],
    descriptions: Mapping[str, Mapping[str, str]] | None = None,
    fused_names: Mapping[tuple[str, str], str] | None = None,
) -> _LinkIndex:
    spans: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    names: dict[str, set[str]] = defaultdict(set)
    in_article: dict[str, set[str]] = defaultdict(set)
    surnames: dict[str, set[tuple[str, str]]] = defaultdict(set)
    words: dict[str, set[tuple[tuple[str, ...], str]]] = defaultdict(set)
    for entity in entities:
        for name in (entity.label, *entity.aliases):
            for key in _name_keys(name):
                names[key].add(entity.key)
            tokens = name_tokens(strip_titles(clean_surface(name), person=True)[1])
            if len(tokens) > 1 and entity.kind == PERSON:
                surname = token_key(tokens[-1])
                surnames[skeleton(surname)].add((surname, entity.key))
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
        descriptions=descriptions or {},
        fused=fused,
        reach={
            a: (tuple(start for start, _, _ in s), max(end - start for start, end, _ in s))
            for a, s in ordered.items()
        },
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

    Tries, in order: the mention under the span's head word; a mention inside the span that the head only
    titles ("President [Ebrahim Raisi]"), or the one nearest the start when the head is unknown; the name a
    pronoun was resolved to; then the whole span as a name ("Soleimani", "the IRGC").
    A mention that merely modifies another head stays out: "Two explosions near [Soleimani]'s tomb" and
    "the [Quds Force] commander" are not Soleimani or the Quds Force.
    """
    index = resolution.index or _build_index(resolution.entities)
    head = span.head_start
    inside: list[tuple[int, str]] = []
    for start, end, key in _nearby(index, article_id, span):
        if head >= 0 and start <= head < end:
            return key
        if start >= span.start and end <= span.end:
            if head < 0:
                inside.append((start - span.start, key))
            elif start >= head and _only_titles_before(span, head, start, end):
                inside.append((start - head, key))
    if inside:
        return min(inside)[1]
    if span.resolved:
        found = _lookup_name(index, article_id, span.resolved) or index.fused.get(article_id, {}).get(
            description_key(span.resolved)
        )
        if found:
            return found
    if _head_in_name(article_id, span):
        return _lookup_name(index, article_id, span.text)
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


def _lookup_name(index: _LinkIndex, article_id: str, text: str) -> str | None:
    """The entity a name denotes, exactly or as a partial name (a surname, an organisation's short form):
    the one of this article if several fit, else the only one."""
    candidates: set[str] = set()
    for key in _name_keys(text):
        candidates.update(index.names.get(key, ()))
    if not candidates:
        candidates = _partial_candidates(index, text)
    local = candidates & index.in_article.get(article_id, frozenset())
    for pool in (local, candidates):
        if len(pool) == 1:
            return next(iter(pool))
    return None


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
