"""Statement arguments that are descriptions of an event: "the attack | kill | 58 people", "X | condemn | the
chemical attack", "Tuesday's raid | target | a hospital". Out of their article such words say nothing, yet the
event model knows which event the mention at that span belongs to, so the argument is linked to it.

An argument describes an event when its syntactic head is the trigger of an event mention the model placed in
an event, and it is singular and definite ("the", "this", a day's possessive, with its apostrophe or, as
FA-KES-like text writes it, without: "Tuesdays attack"): "attacks" and an owner's "their attack" name no one
happening, and "an attack" names one only where it opens the article's news (the main event's mention in the
lead, before any other happening, in an article that tells of no other of its kind). A wrong link states a
false fact, so a description is left unlinked whenever it may be another happening than its event: when it
dates or places itself elsewhere ("the 2013 attack", "the attack in Ghouta" of an event in Khan Sheikhoun),
when the model joined it to its event for a day or place the clause gives to something else ("the attack was a
response to the chemical attack in Idlib on Tuesday"; a clause whose other argument is only that place, "This
blast was the biggest in Qamishli", gives it to the happening itself), when the event is one the model could
neither date nor place, or dates far from the report, or when its label is only its type ("air strike"), which
says no more than the words and reads false when the model typed the cluster wrong, or when its own words say
how the happening was done and the event was done otherwise ("the suicide attack" of a chemical attack the
article also tells of, a rebel "assault" shown as the air strikes of its day; ontology/description-kinds.tsv);
and a bare "the attack" or "the shelling" of such an event is left as words once the article has told of a
happening done otherwise (a suicide attack): it may be either. Only subjects and objects are linked: a
happening says nothing, so a speaker "the attack" is a misreading.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date

from ..resources import words_of_kind
from ..types import Event, Span, Statement, Triple
from .countries import is_country
from .describe import DETERMINERS
from .manners import done_otherwise, never_types
from .mentions import EventMention
from .news_openings import NEAR_DAYS, opens_news
from .places import nested
from .reactions import reaction_kind
from .taxonomy import taxonomy
from .timeexpr import CLOCK, DATE, TimeExpression, find_times

# Events an argument may stand for: incidents, and a war only when it is the main event. A held event's
# label names its holder ("statement of French" for "The announcement by French Foreign Minister Laurent
# Fabius"), less than the words said; a war other than the news is told in the background of many articles,
# and its label names whatever place they give (the Iraq war of 18 BBC politics articles is "war in Holy
# Land"): only the main event is placed by the leads (kg.events.placement).
_KINDS = ("Incident",)
# Determiners of one happening: the plural ones ("these", "those") gather several, and an owner's ("their
# relentless bombardment of Aleppo", "pro-regime forces extend their bombardment") names a campaign.
_DEFINITE = frozenset(DETERMINERS - {"these", "those", "its", "their", "his", "her", "our"})
# Determiners of a happening told for the first time: "a suicide bombing" opens an article's news, and later
# in it introduces another happening as often (``kg.events.news_openings``).
_INDEFINITE = frozenset({"a", "an"})
# After the trigger of an indefinite description, words that make it a kind of happening, not one told: "a
# bombing of this kind was rare", "A bombing such as Tuesday's is hard to stop", "a bombing like it", "an
# attack bigger than any before", "an attack as deadly as"
_OF_A_KIND = re.compile(
    r"^\s*(?:of\s+(?:this|that|the\s+same|such\s+a|its)\s+(?:kind|sort|type|scale)\b|such\s+as\b|like\b"
    r"|(?:more|less|as|so)\s+\w+\s+(?:than|as)\b|\w+er\s+than\b)",
    re.IGNORECASE,
)
# A possessive that makes a description definite: "Tuesday's strike", "the regime's attack".
_POSSESSIVE = re.compile(r"[\w-]+['’]s?$")
# A year written as a word of the description ("the 2013 attack").
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")


def argument_events(
    statements: Sequence[Statement],
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    events: Mapping[str, Event],
    containment: Mapping[str, frozenset[str]],
    references: Mapping[str, str | None],
    keys: Mapping[str, Mapping[tuple[int, int], str]],
) -> dict[tuple[str, str], str]:
    """(statement id, "subject" | "object") -> the key of the event that argument describes.

    ``located`` gives each article's event mentions with the key of their event, ``containment`` the places
    each place lies in, ``references`` each article's date, ``keys`` the entity key of each entity mention
    (article id -> (start, end) -> key).
    """
    # each with whether its words say it was done otherwise than its event (asked twice below)
    found: list[tuple[Statement, str, Span, Span, EventMention, Event, bool]] = []
    for statement in statements:
        triple = statement.triple
        if triple.object is None or triple.article_id not in located:
            continue
        pairs = (("subject", triple.subject, triple.object), ("object", triple.object, triple.subject))
        for role, span, other in pairs:
            described = _described(span, located[triple.article_id], events, containment)
            if described is not None and (role == "subject" or _told_as_setting(span, triple)):
                found.append((statement, role, span, other, *described, _done_otherwise(span, *described)))
    # an article that tells of a happening done otherwise than an event's type ("the suicide attack" beside "a
    # chlorine gas attack", whether coreference kept them apart or not) has two happenings a bare "the attack"
    # may be: it is left as words; "the chemical attack", of the event's own type, is not. Only a happening
    # told by the description's sentence counts: before it, a reader has met one happening the words can be
    # (air strikes, then "the attack destroyed a school", then a suicide bombing in another town)
    told = _told_otherwise(located)
    joined = {(s.triple.article_id, e.key) for s, _, _, _, _, e, otherwise in found if otherwise}
    links: dict[tuple[str, str], str] = {}
    for statement, role, span, other, mention, event, otherwise in found:
        article, index = statement.triple.article_id, statement.triple.sentence_index
        mixed = (article, event.key) in joined or any(
            taxonomy().is_a(event.event_type, k) for i, kinds in told[article] if i <= index for k in kinds
        )
        if mixed and (mention.event_type != event.event_type or otherwise):
            continue
        reference = references.get(article)
        found_keys = keys.get(article, {})
        own = find_times(span.text, reference)  # the description's own times, read once for both rules
        if (
            _describes(span, own, mention, event, containment, reference)
            and not _borrowed(mention, other, reference, found_keys)
            and not _reacted_there(statement, span, own, mention, found_keys)
        ):
            links[(statement.id, role)] = event.key
    return links


def _described(
    span: Span,
    mentions: Sequence[tuple[EventMention, str]],
    events: Mapping[str, Event],
    containment: Mapping[str, frozenset[str]],
) -> tuple[EventMention, Event] | None:
    """The event mention ``span`` is a singular, definite noun phrase of, with its event; or None."""
    if span.resolved or span.head_start < 0:
        return None  # a pronoun's antecedent was written elsewhere, and so was its mention
    head = next(
        ((m, key) for m, key in mentions if m.start <= span.head_start and span.head_end <= m.end), None
    )
    if head is None or head[1] not in events:
        return None
    mention, event = head[0], events[head[1]]
    if mention.generic or mention.predicative or mention.named or _plural(mention.trigger):
        return None
    if (
        mention.trigger.lower() in _ambiguous()
        and taxonomy().by_form.get(mention.trigger.lower()) == event.event_type
    ):
        return None  # typed from the word alone, the event may be a labour strike: "attack in Wales"
    war = event.is_main and taxonomy().is_a(event.event_type, "War")
    if not war and not any(taxonomy().is_a(event.event_type, kind) for kind in _KINDS):
        return None
    # the words before the mention's own modifiers: none, or a possessive ("Tuesday's", "the minister's"); any
    # other word makes the trigger no head of a noun phrase ("the assailant blew himself up")
    lead = span.text[: mention.end - len(mention.phrase) - span.start].split()
    if lead and not (_POSSESSIVE.search(lead[-1]) and len(lead) <= 2):
        return None
    before = span.text[: mention.start - span.start].split()
    if not before or not (
        before[0].lower() in _DEFINITE
        or _POSSESSIVE.search(before[0])
        or _day_possessive(span.text[: mention.end - span.start])
        or (
            before[0].lower() in _INDEFINITE
            and not _OF_A_KIND.match(span.text[mention.end - span.start :])
            and opens_news(mention, event, mentions, events, containment)
        )
    ):
        return None
    # an owner's possessive is the noun form of "their" above, and names words as often as a happening ("the
    # minister's attack on the opposition"); only a day's ("Tuesday's bombing") picks the one in the news
    if any(_POSSESSIVE.search(word) and not find_times(word, None) for word in before):
        return None
    return mention, event


def _describes(
    span: Span,
    own: Sequence[TimeExpression],
    mention: EventMention,
    event: Event,
    containment: Mapping[str, frozenset[str]],
    reference: str | None,
) -> bool:
    """True unless the description or the model's event say it may be another happening (module doc);
    ``own`` are the times the description's words hold."""
    if not event.is_main and not event.date and not event.places:
        return False  # "attack on Syria": a cluster the model could not tell apart from any other
    if event.label == taxonomy().types[event.event_type].label:
        # a label that is only its type ("air strike") says no more than the words, and a mistyped cluster
        # would read false: an IS ground assault shown as "YPG | crush | air strike"
        return False
    if not all(_on_day(t, event) for t in (*own, *mention.times)):
        return False
    if any(not str(event.date or "").startswith(year) for year in _YEAR.findall(span.text)):
        return False  # "the 2019 attack": a bare year before the noun is no time expression of its own
    if not own and not event.is_main and not near_report(event, reference):
        return False
    if span.text.split()[0].lower() in _INDEFINITE and any(
        _elsewhere(target, event, containment) for target in mention.targets
    ):
        # "an attack on Turkey" in a report of strikes in Syria: another happening
        return False
    return _same_place(mention, event, containment)


def _told_as_setting(span: Span, triple: Triple) -> bool:
    """True unless an indefinite object is what its verb plans, prepares or fears ("militants | prepare for |
    an attack", "planned an attack"): as an object, "an attack" has happened only where the clause places a
    toll in it ("were killed in a car bomb attack") or its relation says it was made or met ("carry out",
    "suffer"; ontology/described-words.tsv `setting-preposition`, `happened-relation`), and the clause is
    neither yet to come ("said it would carry out a suicide bombing"; `unhappened-auxiliary`) nor only
    possible (a modality flag)."""
    if span.text.split()[0].lower() not in _INDEFINITE:
        return True
    first = triple.predicate.split(maxsplit=1)[0].lower() if triple.predicate.strip() else ""
    if triple.flag.startswith("modality") or first in words_of_kind(
        "described-words.tsv", "unhappened-auxiliary"
    ):
        return False
    lemma = triple.lemma
    if lemma in words_of_kind("described-words.tsv", "happened-relation"):
        # "ISIS | carry out | a car bomb attack": no attack is carried out or suffered without happening
        return True
    return lemma.rsplit(" ", 1)[-1] in words_of_kind("described-words.tsv", "setting-preposition")


def _elsewhere(key: str, event: Event, containment: Mapping[str, frozenset[str]]) -> bool:
    """True when ``key`` is a place (a country, or one the texts place) its event is neither in nor around."""
    if key not in containment and not is_country(key):
        return False  # a target that is no place: a group, a convoy
    return key not in event.places and not any(nested(key, where, containment) for where in event.places)


def _on_day(time: TimeExpression, event: Event) -> bool:
    """True when ``time`` is a date its event falls on ("August 21" of 2013-08-21), or a clock time; "last
    month" and an unresolved weekday never are."""
    if time.kind == CLOCK:
        return True
    return time.kind == DATE and bool(event.date) and str(event.date).startswith(time.value)


def near_report(event: Event, reference: str | None) -> bool:
    """True when an incident's date lies within NEAR_DAYS of the report's, or either is unknown."""
    if not event.date or not reference:
        return True
    try:
        day, published = date.fromisoformat(event.date[:10]), date.fromisoformat(reference[:10])
    except ValueError:
        return False  # a month or a year: too coarse for an incident the report calls "the attack"
    return abs((published - day).days) <= NEAR_DAYS


def _borrowed(
    mention: EventMention, other: Span, reference: str | None, keys: Mapping[tuple[int, int], str]
) -> bool:
    """True when the mention has its day or place from the clause's other argument, which is another thing:
    "the attack | be response to | the chemical weapon use in Idlib on Tuesday". An argument that is only
    that place or day ("This blast | be biggest in | Qamishli", "the blast | occur on | Saturday") is
    the happening's own setting, no other thing: its head is the place's name or the time itself."""
    times = find_times(other.text, reference)
    days = {t.value for t in times}
    places = {key for (start, end), key in keys.items() if other.start <= start and end <= other.end}
    if not any(t.value in days for t in mention.times) and not any(p in places for p in mention.places):
        return False
    head = other.head_start
    setting = any(start <= head < end and key in mention.places for (start, end), key in keys.items()) or any(
        t.start <= head - other.start < t.end and t.value in {m.value for m in mention.times} for t in times
    )
    return not setting


def _reacted_there(
    statement: Statement,
    span: Span,
    own: Sequence[TimeExpression],
    mention: EventMention,
    keys: Mapping[tuple[int, int], str],
) -> bool:
    """True when a reaction's clause ("condemn", active or passive; ontology/reactions.tsv) gave the mention
    a place or day its own words do not hold: "The attack was condemned in Damascus", "condemned in Peshawar
    by students" place the condemnation, not the attack, so they join it to no event of that town."""
    rule = reaction_kind(statement)
    # an accusation ("carried out the attack", "was behind it") and a denied part ("was not involved in")
    # tell who did the happening: their clause's place and day may be the happening's own
    if rule is None or rule.kind == "accusation" or rule.negated:
        return False
    own_places = {key for (start, end), key in keys.items() if span.start <= start and end <= span.end}
    own_days = {t.value for t in own}
    return any(p not in own_places for p in mention.places) or any(
        t.value not in own_days for t in mention.times
    )


def _told_otherwise(
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
) -> dict[str, tuple[tuple[int, frozenset[str]], ...]]:
    """Article id -> (sentence index, the event types a happening told there was not by its mention's words)
    for each such mention."""
    return {
        a: tuple((m.sentence_index, k) for m, _ in ms if (k := never_types(m.phrase, m.phrase, told=True)))
        for a, ms in located.items()
    }


def _done_otherwise(span: Span, mention: EventMention, event: Event) -> bool:
    """True when the description's own words say its happening was done otherwise than its event's type ("the
    suicide attack" of an event typed ChemicalAttack; kg/events/manners.py)."""
    return done_otherwise(mention.phrase, span.text, event.event_type)


def _day_possessive(words: str) -> bool:
    """True when ``words`` (a description up to its trigger) open with a day's possessive written without
    its apostrophe, as FA-KES-like text writes it ("Tuesdays attack"): a day, definite as "Tuesday's" is;
    ``_describes`` then asks that the day be its event's."""
    return any(t.start == 0 and t.possessive for t in find_times(words, None))


def _ambiguous() -> tuple[str, ...]:
    """Trigger words that also name no incident (ontology/described-words.tsv)."""
    return words_of_kind("described-words.tsv", "ambiguous-trigger")


def _plural(trigger: str) -> bool:
    """ "attacks", "air strikes": a plural trigger, whose singular is a trigger too."""
    lower = trigger.lower()
    return lower.endswith("s") and lower[:-1] in taxonomy().by_form


def _same_place(mention: EventMention, event: Event, containment: Mapping[str, frozenset[str]]) -> bool:
    """False when the description names a place its event is neither in nor around ("the attack in Ghouta" of
    an event in Khan Sheikhoun)."""
    if not mention.places:
        return True
    return any(
        place in event.places or nested(place, where, containment)
        for place in mention.places
        for where in event.places
    )
