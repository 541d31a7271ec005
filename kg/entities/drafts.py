"""Turning each merged group of mentions into an ``Entity``: its canonical label, its kind
(:mod:`.kinds`, a user's rename and kind rules, a curated anchor) and a unique stable key; a demonym's
country is added where the texts never name it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from .. import config
from ..types import ENTITY_KINDS, EVENT, ORGANIZATION, PERSON, PLACE, Entity, Mention
from .evidence import CONTEXT_WEIGHT
from .forms import _demonym_before_person, _parse
from .gazetteer import (
    Anchor,
    Override,
    cities_named,
    city_key,
    country_anchors,
    known_place_name,
    known_places,
    lookup_key,
    national_names,
    opened_as_group,
    person_given_names,
    same_place_words,
)
from .junk import WordStats
from .kinds import (
    GIVEN_NAME_WEIGHT,
    _given_name_start,
    _given_names,
    _kind_hint,
    _majority,
    _stated_kind,
    _vote_weight,
)
from .merger import Merger
from .names import is_acronym, name_tokens, slug
from .nicknames import is_club_nickname
from .persons import INITIAL
from .teams import club_word_end


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


def _sport_town(core: str, club_story: bool) -> bool:
    """True when a one-word name of a story about matches (``club_story``) is a town GeoNames knows and no
    nation: such a name, which NER tagged as a person, is the town's club. Not a given name of Faker's: a
    sport story calls its players so in quotes ("David has been", "Rafa's side"), and GeoNames has towns
    called David, Bryan and Rafa; that leaves "Chelsea" a person."""
    tokens = name_tokens(core)
    if not club_story or len(tokens) != 1 or " " in core or tokens[0] in person_given_names():
        return False
    return lookup_key(core) not in national_names() and known_place_name(core)


def _town_club(core: str) -> bool:
    """True when a name is a town's and a club's word after it ("Sale Sharks", "Manchester United",
    ontology/team-words.tsv kind club): the club, which NER tagged as a person. The words before the club's
    word must be a place GeoNames or pycountry knows and no given name ("Nelson Town" may be a man), and the
    whole name no place ("Mexico City")."""
    tokens = name_tokens(core)
    size = club_word_end(tokens)
    if not size or tokens[0] in person_given_names() or known_place_name(core):
        return False
    town = " ".join(core.split()[: len(core.split()) - size])
    return len(town.split()) == len(tokens) - size and known_place_name(town)


def _build_entities(
    merger: Merger,
    groups: dict[int, list[Mention]],
    rules: list[Override],
    stated_kinds: Mapping[Mention, tuple[str, float]],
    stats: WordStats,
    sport: frozenset[str] = frozenset(),
) -> tuple[Entity, ...]:
    """Turn each group of mentions into an Entity with a canonical label and a unique stable key.
    ``sport``: the ids of the articles about matches and clubs (:func:`.teams.sport_article`)."""
    renames = {rule.name: rule.target for rule in rules if rule.action == "rename"}
    kinds = {rule.name: rule.target for rule in rules if rule.action == "kind"}
    drafts: list[_Draft] = []
    hints: dict[str, str | None] = {}
    given = _given_names(merger)
    for root, mentions in groups.items():
        anchor = merger.anchor(root)
        proper: Counter[str] = Counter()
        nicknames: Counter[str] = Counter()
        aliases: set[str] = set()
        votes: dict[str, float] = defaultdict(float)
        # A text that states another kind than a place at full weight ("Chennai-based Tata", "brewer
        # Carlsberg") outweighs pycountry's list, which holds every province of every country ("Tata", a
        # Moroccan province): NER's ORG tags then keep their vote. A person's statement does not count (a
        # pronoun after "Essex" may be another's), and a place's statement keeps the list's reading. A nation
        # stays a place: "Wales captain Gareth Thomas" states its side (kinds._stated_kind).
        unlisted = bool(stated_kinds) and _stated_not_place(mentions, stated_kinds)
        # a person's surname that is also a town's name keeps the person's vote below
        surnamed = any(reason.startswith(("surname", "initial")) for reason in merger.reasons(root))
        nicknamed = any(reason.startswith("club-nickname") for reason in merger.reasons(root))
        for m in mentions:
            label = "PERSON" if _demonym_before_person(m) else m.label
            parsed = _parse(m.text, label == "PERSON")
            if parsed:
                surface, core, _ = parsed
                # a club's nickname is an alias, not its label ("Red Devils" of Manchester United)
                (nicknames if nicknamed and is_club_nickname(core) else proper)[core] += 1
                aliases.update((surface, core))
                if core not in hints:
                    hints[core] = _kind_hint(core, merger)
                said = hints[core] or config.NER_KINDS[label]
                # A county or city tagged ORG or PERSON ("Dorset", "Kyiv") is the place pycountry knows; a
                # surname that is also a place name joined its full name and votes PERSON below.
                if (
                    label in ("ORG", "PERSON")
                    and " " not in core
                    and lookup_key(core) in known_places()
                    and (not unlisted or lookup_key(core) in national_names())
                ):
                    # a story about matches names clubs by their towns, and NER reads a town as a place
                    # there ("a trip to Kelso", tagged GPE): a town it tags as a person or a body is the
                    # club ("Kelso have signed", "beat Kelso"); a nation's side stays its country
                    club = m.article_id in sport and not surnamed and lookup_key(core) not in national_names()
                    said = ORGANIZATION if club else PLACE
                # a town of GeoNames (no county of pycountry's list above) that NER tags as a person in a
                # story about matches is its club there too ("a season at Kelso", "Kelso's player of the
                # year"); a surname joined to its full name and a nation stay as they are
                elif label == "PERSON" and (
                    _sport_town(core, m.article_id in sport and not surnamed)
                    # "Sale Sharks beat", "Manchester United's" tagged PERSON: a town's club by its full name
                    or _town_club(core)
                    # people are not written in capitals: "an MI6 officer" tagged PERSON is the agency
                    or is_acronym(core)
                    # "Blues boss" tagged PERSON, joined to Chelsea as its nickname: the club
                    or (nicknamed and is_club_nickname(core))
                ):
                    said = ORGANIZATION
                votes[said] += _vote_weight(core, label)
                stated = stated_kinds.get(m) if stated_kinds else None  # a Mention is slow to hash
                # a nation's side or squad ("Wales coach", "R Williams (Wales)" in a line-up) leaves the
                # nation a place: another stated kind does not vote, as it decides none (kinds._stated_kind)
                if stated and (stated[0] == PLACE or lookup_key(core) not in national_names()):
                    votes[stated[0]] += stated[1]
        # a nickname is the label of a club the articles name by nicknames only ("Man City" and "the Blues")
        proper = proper or nicknames
        # "Viktor Pinchuk" tagged ORG starts with a word the corpus uses as a given name ("Viktor
        # Yushchenko", "Viktor Yanukovich"); a name with an organisation's or a place's head word is exempt.
        canonical = _canonical(proper) if proper else ""
        tokens = name_tokens(canonical) if proper else ()
        # Not where a mention's context states a place ("the border town of Tal Abyad", "in Abu Qasayeb"),
        # nor another kind of a mention NER does not read as a person ("Israeli airline El Al"); NER's
        # PERSON and the given name outweigh one context word ("CNNs website Charles Lister of ...").
        placed = bool(stated_kinds) and any(
            stated_kinds[m][0] == PLACE or (stated_kinds[m][0] != PERSON and m.label != "PERSON")
            for m in mentions
            if m in stated_kinds
        )
        first_given = tokens[:1] and (tokens[0] in given or _given_name_start(canonical, stats))
        if 1 < len(tokens) <= 3 and first_given and not hints.get(canonical) and not placed:
            votes[PERSON] += GIVEN_NAME_WEIGHT
        # A bare name that joined a full one as its surname names a person, whatever NER said of it, and so
        # does an initial and a surname ("Y Delaigue" of a line-up beside "Yann Delaigue" tagged ORG). Not
        # a name an armed group's Arabic word opens: "Al Fatah" is "Jeish al Fatah" cut short, no surname.
        if surnamed and not opened_as_group(tokens):
            votes[PERSON] += 3.0
        # "European Indoors" joined a meeting's full name: NER's ORG for the short form is its slip.
        if any(reason.startswith("event-plural") for reason in merger.reasons(root)):
            votes[EVENT] += 3.0
        automatic = anchor.label if anchor else canonical
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
            name = canonical
            kind = _stated_kind(mentions, stated_kinds, merger.reasons(root), name) or kind
        drafts.append(_Draft(label, kind, aliases - {label}, mentions, merger.reasons(root), anchor))
    # A demonym links to its country entity, which exists even when the country is never named.
    present = {d.anchor.id for d in drafts if d.anchor}
    countries = {a.id: a for a in country_anchors().values()}
    for country_id in sorted({d.anchor.country for d in drafts if d.anchor and d.anchor.country} - present):
        country = countries[country_id]
        drafts.append(_Draft(country.label, country.kind, set(), [], [], country))
    return _assign_keys(drafts)


def _stated_not_place(mentions: list[Mention], stated_kinds: Mapping[Mention, tuple[str, float]]) -> bool:
    """True when a mention's context states an organisation, a work or an event at full weight and none
    states a place at full weight ("at Tata" is weak: a firm's staff work "at" it too)."""
    said = [stated_kinds[m] for m in mentions if m in stated_kinds]
    return any(kind not in (PLACE, PERSON) and weight >= CONTEXT_WEIGHT for kind, weight in said) and not any(
        kind == PLACE and weight >= CONTEXT_WEIGHT for kind, weight in said
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
    nothing else names the entity, and a common noun written after it only when nothing else does
    ("Aqareb es Safi village" is Aqareb es Safi, "Premier League commission" the Premier League; a
    capitalised head is part of the name: "Guantanamo Bay")."""

    def rank(item: tuple[str, int]) -> tuple:
        text, count = item
        acronym, common_tail, words, initial = _rank_of_text(text)
        return (acronym, common_tail, words, initial, -count, text == text.lower(), len(text), text)

    return min(proper.items(), key=rank)[0]


# the same forms are ranked for every entity that bears them
@lru_cache(maxsize=200_000)
def _rank_of_text(text: str) -> tuple[bool, bool, int, bool]:
    """The parts of a proper form's rank in :func:`_canonical` that its text alone decides."""
    same = same_place_words() | same_place_words("same-lower")
    words = len(set(name_tokens(text)))
    last = text.rsplit(" ", 1)[-1]
    common_tail = " " in text and last.islower() and (last.isalpha() or name_tokens(last) in same)
    # a line-up's "F Pelous" names Fabien Pelous as well, and less of him
    initial = INITIAL.fullmatch(text.split(" ")[0]) is not None and " " in text
    return (is_acronym(text), common_tail, -words, initial)
