"""Event coreference: which mentions name the same event, inside an article and across articles.

Inside an article an anaphor ("the blasts", "this attack") joins the most salient compatible event; an
indefinite mention ("an attack injured three troops"), a clashing date, place or victim, or words that say it
was done otherwise ("the suicide attack" beside a chlorine gas attack; kg/events/manners.py) start another.
Article-level events then merge across articles (kg/events/merging.py) when they share a place, participant
or victim, or a type and a day, nothing clashes, and their days may be one (``Coreference.one_day``: an
undated report's "the election" states no day).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, timedelta

from ..entities.reference_tables import countries_holding
from ..resources import words_of_kind
from ..types import Entity
from .arguments import is_country
from .clusters import (
    Cluster,
    ClusterFacts,
    When,
    introduces_new,
    recalled_apart,
    time_conflict,
    told_of_one_day,
    weekdays_of,
    when_of,
)
from .countries import country_code
from .kinds import principal_type
from .lexicon import head_nouns
from .manners import done_otherwise
from .mentions import EventMention
from .places import nested, regions
from .taxonomy import taxonomy

__all__ = ["MERGE_EVIDENCE", "Cluster", "Coreference", "introduces_new", "principal_type"]

# Cross-document merges need this much evidence: 2 per shared place, participant or victim entity.
MERGE_EVIDENCE = 2.0


class Coreference:
    def __init__(
        self,
        entities: Mapping[str, Entity],
        references: Mapping[str, date | None],
        inside: Mapping[str, frozenset[str]] | None = None,
        published: Mapping[str, date | None] | None = None,
    ) -> None:
        self.tax = taxonomy()
        self.entities = entities
        self.references = references
        # each article's own publication date (``references`` gives undated ones the corpus's latest)
        self.published = references if published is None else published
        self.inside = inside or {}  # place key -> keys of the places it lies in (kg/events/places.py)
        self._region_of: dict[str, frozenset[str] | None] = {}  # place key -> its regions (places.regions)
        # id(cluster) -> (cluster, its mention count, its facts). A cluster only ever gains mentions, so the
        # count tells a stale entry; holding the cluster keeps its id unique.
        self._held: dict[int, tuple[Cluster, int, ClusterFacts]] = {}

    def facts(self, cluster: Cluster) -> ClusterFacts:
        """What coreference compares of ``cluster`` as it stands."""
        held = self._held.get(id(cluster))
        if held is None or held[1] != len(cluster.mentions):
            when, kind = when_of(cluster.mentions, self.references), principal_type(cluster.mentions)
            facts = ClusterFacts(
                cluster.articles,
                cluster.types,
                when,
                kind,
                cluster.names(),
                cluster.victims(),
                cluster.places(),
                cluster.context(),
                cluster.anchors(),
                self._find_days(cluster, when, kind),
                cluster,
            )
            held = self._held[id(cluster)] = (cluster, len(cluster.mentions), facts)
        return held[2]

    def nested(self, a: str, b: str) -> bool:
        """Whether one of two places lies inside the other ("Zamalka" and "Damascus countryside")."""
        return nested(a, b, self.inside)

    def in_country(self, place: str, country: str) -> bool:
        """Whether a town may lie in a country: no text puts it in another one. News names the country of
        a happening in its headline ("Airstrikes in Syria kill dozens") and the town in its lead."""
        known, broad = self.entities.get(place), self.entities.get(country)
        if known is None or broad is None or not is_country(broad.label) or is_country(known.label):
            return False
        return not any(
            is_country(self.entities[k].label)
            for k in self.inside.get(place, ())
            if k in self.entities and k != country
        )

    def may_share_place(self, a: str, b: str) -> bool:
        """Whether two places may be where one event happened: one lies in the other, one is a country
        the other may lie in, or one's name holds the other's ("Aleppo" and "Aleppo City", two entities
        when outlets write the city's name two ways)."""
        return self.nested(a, b) or self.in_country(a, b) or self.in_country(b, a) or self._named_in(a, b)

    def _named_in(self, a: str, b: str) -> bool:
        """Whether one town's name is the other's with generic place words added ("Aleppo", "Aleppo City";
        countries aside, and "York" and "New York" are two)."""
        if a not in self.entities or b not in self.entities:
            return False
        if is_country(self.entities[a].label) or is_country(self.entities[b].label):
            return False
        words_a, words_b = self._words(a), self._words(b)
        short, long = sorted((words_a, words_b), key=len)
        return bool(short) and short <= long and long - short <= frozenset(head_nouns("name-generic"))

    def _inside_of(self, a: set[str], b: set[str]) -> bool:
        """Whether a place of one side lies in a place of the other ("air raids near Damascus", then in the
        lead "Thursday's air strikes were carried out in Douma"): a lead that narrows its place tells one
        happening, not two with other anchors."""
        return any(self.nested(x, y) for x in a for y in b)

    def _country_of(self, a: set[str], b: set[str]) -> bool:
        """Whether the places of one side are countries only and a place of the other may lie in them."""
        return any(
            one and any(all(self.in_country(x, y) for y in one) for x in other)
            for one, other in ((a, b), (b, a))
        )

    def _struck(self, cluster: Cluster, towns: set[str], mention: EventMention) -> set[str]:
        """The cluster's places and the countries its attacks are on: "Suicide attack on Syria wedding" is
        placed in Syria as "bombing in Syria" is, so its lead's "blew himself up in the village of X" joins
        it. A country struck counts only where GeoNames holds none of the lead's ``towns`` elsewhere alone:
        "blew himself up in Maiduguri" after "attack on Chad" tells a second bombing, in Nigeria. So does the
        nation its doers are of, on the same terms: the lead's "shelling of the town of X" tells the
        headline's "Syrian army shelling", while "Russian strikes" are no nation of a town GeoNames holds
        in Syria; and only for a lead ``mention`` of a broad type or one the cluster holds: "a car bomb
        attack on the town of X" after "Syrian army shelling" is another happening in that nation."""
        restates = not self.tax.is_leaf(mention.event_type) or mention.event_type in cluster.types
        countries = {
            t
            for m in cluster.mentions
            for t in (*m.targets, *(self.nations({*m.participants, *m.perpetrators}) if restates else ()))
            if t in self.entities
            and (code := country_code(self.entities[t].label)) is not None
            and all(self._may_hold(code, town) for town in towns)
        }
        return cluster.places() | countries

    def _may_hold(self, code: str, town: str) -> bool:
        """Whether GeoNames and pycountry put no town of ``town``'s name only outside country ``code``."""
        holding = countries_holding(self.entities[town].label) if town in self.entities else frozenset()
        return not holding or code in holding

    def compatible(self, types_a: set[str], types_b: set[str]) -> bool:
        return all(self.tax.compatible(a, b) for a in types_a for b in types_b)

    def conflict(
        self, a: ClusterFacts, b: ClusterFacts, joining: bool = False, own_days: bool = False
    ) -> bool:
        """Whether ``a`` and ``b`` cannot be one event; ``joining``: ``a`` is one new mention for ``b``;
        ``own_days``: ``a`` is a mention of a lead sentence of ``b``'s article, whose day of the happening
        outranks the day a source spoke (``time_conflict``; a later sentence's day tells another one)."""
        if time_conflict(a.when, b.when, own_days=own_days):
            return True
        names_a, names_b = a.names, b.names
        if names_a and names_b and names_a.isdisjoint(names_b):
            return True  # two named events ("the Iran-Iraq War", "the Gulf War") are two events
        if a.victims and b.victims:
            # one person is killed once: the same victim makes one killing, whatever the places say
            return a.victims.isdisjoint(b.victims)
        # A place is foreign to an event when it is neither among its places nor named next to it.
        places_a, places_b = self._local(a.places), self._local(b.places)
        if a.articles.isdisjoint(b.articles) and not self._apart(places_a, places_b):
            # two outlets place one happening at two levels ("the village of Hass in Syria", "Idlib
            # province in Syria"): across articles the country is kept unless their places lie apart
            places_a, places_b = a.places, b.places
        return bool(
            places_a
            and places_b
            and places_a.isdisjoint(places_b)
            and not any(self.may_share_place(x, y) for x in places_a for y in places_b)
            and places_a.isdisjoint(b.context)
            and (joining or places_b.isdisjoint(a.context))
        )

    def _local(self, places: set[str]) -> set[str]:
        """``places`` without its countries when it names a place in one ("In the east of Syria Russian air
        strikes ... in Deir az-Zour province"): a country both name is no evidence of one event's place."""
        local = {p for p in places if p in self.entities and not is_country(self.entities[p].label)}
        return local or places

    def _apart(self, a: set[str], b: set[str]) -> bool:
        """Whether every place of ``a`` is known to lie apart from every place of ``b``: ontology/places.tsv
        or the articles place each, and no place holds two of them ("Deir Ezzor" and "Eastern Ghouta").
        "Hass", a village no table places, may lie in Idlib, so a country both name may join the two."""
        found = [[self._regions(x) for x in side] for side in (a, b)]
        return all(x is not None and y is not None and x.isdisjoint(y) for x in found[0] for y in found[1])

    def _regions(self, place: str) -> frozenset[str] | None:
        if place not in self._region_of:
            entity = self.entities.get(place)
            stated = [self.entities[k] for k in self.inside.get(place, ()) if k in self.entities]
            self._region_of[place] = (
                regions(entity, stated) if entity and not is_country(entity.label) else None
            )
        return self._region_of[place]

    def shared_anchors(self, a: ClusterFacts, b: ClusterFacts) -> int:
        """Arguments two events share; a place inside another counts ("Kerman province", "Kerman";
        "Zamalka" and "Ghouta")."""
        anchors_a, anchors_b = a.anchors, b.anchors
        shared = len(anchors_a & anchors_b)
        mine = a.places - anchors_b
        if not mine:
            return shared
        theirs = b.places - anchors_a
        others = [self._words(y) for y in theirs]
        for x in mine:
            words = self._words(x)
            shared += any(words <= other or other <= words for other in others) or any(
                self.nested(x, y) for y in theirs
            )
        return shared

    def nations(self, keys: set[str]) -> set[str]:
        """``keys`` with each nationality read as its country: "Syrian regime strikes" and "bombardment on
        Syria's biggest city" name one country, not two anchors that tell two events apart."""
        return {(entity.demonym_of if (entity := self.entities.get(k)) else None) or k for k in keys}

    def _words(self, key: str) -> frozenset[str]:
        entity = self.entities.get(key)
        return frozenset((entity.label if entity else key).lower().split())

    def same_kind_and_day(self, a: ClusterFacts, b: ClusterFacts) -> float:
        """Evidence that two unanchored events are one: same type (+1) and the same day (+1), stated or, for
        an undated event an article leads with, its publication day or the day before (see ``days``).

        Two specific types the taxonomy says may name one happening count as the same ("air raids" and
        "a barrel bomb attack" of one day); a broad "attack" does not."""
        if not self.tax.same_kind(a.kind, b.kind):
            return 0.0
        return 1.0 + (bool(a.days & b.days) and self._weekday_is_one_day(a, b))

    def one_day(self, a: ClusterFacts, b: ClusterFacts, story: set[str]) -> bool:
        """Whether two events of different articles may have happened on one day: by their dates and
        publication days (``told_of_one_day``; an undated report among dated ones counts as news of the
        corpus's latest day, as ``references`` has it, so it meets a dated roundup of that day); where a
        report is undated, by a weekday both name ("the blast on Sunday night" of an undated report and
        another's dated Sunday; between dated reports the dates decide: "Wednesday" of a 2013 report and of
        a 2017 one are two days); or, for events no day places, when ``b``'s reports tell the story of
        ``a``'s: ``story`` holds the articles whose events of one day ``a``'s articles joined (five undated
        reports of one dated bombing all tell of "the ceremony" where it struck, while an undated report's
        "the election" is not another's)."""
        if told_of_one_day(a, b, self.references) or not story.isdisjoint(b.articles):
            return True
        return self.one_weekday(a, b)

    def one_weekday(self, a: ClusterFacts, b: ClusterFacts) -> bool:
        """Whether a weekday both name makes two events one day, the reports of one of them being undated:
        an event one dated report tells is placed by its dates, whatever weekday an undated one shares."""
        undated = any(all(self.published.get(x) is None for x in side.articles) for side in (a, b))
        return undated and bool(a.days & b.days) and self._weekday_is_one_day(a, b)

    def _weekday_is_one_day(self, a: ClusterFacts, b: ClusterFacts) -> bool:
        """Whether a weekday both events share can be one day: their articles are dated, so each weekday is a
        day near its report's date, or they name a common entity beside the event, so they tell one story.
        Undated reports that share nothing ("Monday's meeting" of a party, "a meeting on Monday" of central
        bankers) may speak of any Monday."""
        dated = all(self.references.get(x) is not None for x in a.articles | b.articles)
        return dated or bool(a.context & b.context)

    def link_article(self, mentions: Sequence[EventMention]) -> list[Cluster]:
        """Chain one article's mentions into events."""
        clusters: list[Cluster] = []
        last_seen: dict[int, int] = {}
        for position, mention in enumerate(mentions):
            if mention.generic:
                continue
            single = Cluster([mention])
            mine = self.facts(single)
            best, best_score = None, 0.0
            fresh = introduces_new(mention)
            own_days = mention.lead and _restates(mention)
            for index, cluster in enumerate(clusters):
                if not self.compatible({mention.event_type}, cluster.types) or self.conflict(
                    mine, self.facts(cluster), joining=True, own_days=own_days
                ):
                    continue
                if recalled_apart(mention, mine, self.facts(cluster)):
                    continue  # "In March two blasts ..." after a lead's undated shelling: another happening
                if _done_apart(mention, cluster):
                    continue  # "the suicide attack" is not the chlorine gas attack the article told first
                own, theirs = single.anchors(), cluster.anchors()
                if fresh and not own & theirs:
                    continue
                if (
                    own
                    and theirs
                    and not self.nations(own) & self.nations(theirs)
                    and own.isdisjoint(cluster.context())
                    and not (
                        mention.lead
                        and self._country_of(single.places(), self._struck(cluster, single.places(), mention))
                    )
                    and not (mention.lead and self._inside_of(single.places(), cluster.places()))
                ):
                    continue  # "the Beirut attack" after "the October 7 attack on Israel": other anchors
                score = (
                    1.0
                    + 3 * len(single.anchors() & cluster.anchors())
                    + (mention.event_type in cluster.types)
                    + min(len(cluster.mentions), 10) / 10
                    + 0.5 * any(m.lead for m in cluster.mentions)
                    + 0.5 * (last_seen.get(index, -1) == max(last_seen.values(), default=-2))
                )
                if score > best_score:
                    best, best_score = index, score
            if best is None:
                clusters.append(single)
                best = len(clusters) - 1
            else:
                clusters[best].add(mention)
            last_seen[best] = position
        return clusters

    def days(self, cluster: Cluster) -> set[str]:
        """Weekdays an event happened on: those its mentions state, else, for an event an article leads with
        and dates nowhere, the day the article was published or the day before (news of the night before)."""
        return self.facts(cluster).days

    def _find_days(self, cluster: Cluster, when: When, kind: str) -> set[str]:
        stated = weekdays_of(when)
        if stated:
            return stated
        if not (self.tax.is_leaf(kind) and self.tax.is_a(kind, "Incident")):
            return stated  # a meeting, a war, a broad "attack" (a bombardment that goes on): no news of a day
        published = {self.references.get(m.article_id) for m in cluster.mentions if m.lead}
        return {
            (day - timedelta(days=back)).strftime("%A").lower()
            for day in published
            if day is not None
            for back in (0, 1)
        }

    def index_keys(self, facts: ClusterFacts) -> set[tuple[str, ...]]:
        # filed under every type it may be reported as, so that same_kind_and_day meets its candidates
        kinds = {t for t in self.tax.types if self.tax.same_kind(facts.kind, t)}
        days = facts.days or {""}
        # and under the words of its places' names, so that "Aleppo" meets "Aleppo City" (``_named_in``)
        words = {("word", w) for p in facts.places for w in self._words(p)}
        return (
            {("entity", k) for k in facts.anchors | facts.context}
            | {("day", k, d) for k in kinds for d in days}
            | words
        )


def _restates(mention: EventMention) -> bool:
    """Whether a lead mention tells again a happening already told, by its own day's possessive or a definite
    determiner ("Thursday's air strikes were carried out in Harasta", "the raids on Thursday"), so the day a
    source spoke keeps it no more apart; "On Tuesday air raids in Douma killed three others" tells another."""
    first = mention.phrase.split(maxsplit=1)[0].lower() if mention.phrase.strip() else ""
    return first in words_of_kind("determiners.tsv", "definite") or any(t.possessive for t in mention.times)


def _done_apart(mention: EventMention, cluster: Cluster) -> bool:
    """Whether the mention's words say it was done otherwise than an event of the cluster's types, or a
    mention of the cluster says so of the new one's type (kg/events/manners.py)."""
    return any(done_otherwise(mention.phrase, mention.manner_words, t) for t in cluster.types) or any(
        taxonomy().is_a(mention.event_type, kind) for kind in cluster.never
    )
