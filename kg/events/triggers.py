"""Event mentions in sentence text: trigger words typed by ontology/event-types.tsv, with local arguments.

Works on plain sentences and entity mentions (character offsets), never on spaCy objects: each trigger
("the first explosion", "Soleimani's death", "the Beirut attack") becomes an EventMention carrying the
modifiers, time expressions, places, participants and instruments found next to it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ..memo import per_sentence_of_mentions
from ..resources import facility_nouns
from ..types import Entity, Mention, Sentence
from .arguments import STOP_WORDS, attach_arguments
from .backgrounds import background_bounds, background_side, recalled_noun
from .describe import DETERMINERS, ORDINALS, describe_mention, is_deliberate_killing
from .mentions import EventMention
from .senses import casualty_near, is_verb, names_no_event, time_units
from .taxonomy import taxonomy
from .weapon_words import chemical_agents, fighter_killings, weapon_spans

_WORD = re.compile(r"[\w’'.-]+|[^\w\s]")


def _modifiers(text: str, start: int) -> tuple[int, list[str]]:
    """Start offset and lower-cased words of the pre-modifiers of the trigger at ``start``."""
    words = [(m.start(), m.group(0)) for m in _WORD.finditer(text[:start])]
    taken: list[tuple[int, str]] = []
    for offset, word in reversed(words[-6:]):
        lower = word.lower()
        if lower == "," and taken and taken[-1][1].lower() in ("more", "most", "deadly", "deadlier"):
            continue  # "the second, more deadly blast"
        if not (word[0].isalnum() or word[0] in "’'") or (word.endswith((".", "’s", "'s")) and len(word) > 3):
            break
        if lower in STOP_WORDS or lower in time_units():
            # a unit of time ends the noun phrase: in "After a lull of several days Russian jets resumed
            # heavy bombing" (FA-KES drops commas) "several" counts the days, not the bombing
            break
        taken.append((offset, word))
        if lower in DETERMINERS or lower in ("a", "an"):
            break
    if not taken:
        return start, []
    return taken[-1][0], [w.lower() for _, w in reversed(taken)]


def _ellipses(sentence: Sentence, found: list[EventMention]) -> list[tuple[int, int, str, int]]:
    """ "the second was a kilometer away": an ordinal standing for the noun of an earlier ordinal mention."""
    ordinals = [m for m in found if m.ordinal]
    extra: list[tuple[int, int, str, int]] = []
    for match in re.finditer(
        r"\bthe (second|third|fourth|latter)\b(?=\s+(?:was|were|one|occurred|happened|took|"
        r"came|exploded|went|blast|detonated)\b|\s*[,;])",
        sentence.text,
        re.IGNORECASE,
    ):
        start = sentence.start + match.start()
        earlier = [m for m in ordinals if m.end <= start]
        if earlier and not any(m.start <= start < m.end for m in found):
            number = ORDINALS.get(match.group(1).lower(), 2)
            extra.append((start, sentence.start + match.end(), earlier[-1].event_type, number))
    return extra


def find_event_mentions(
    sentence: Sentence,
    mentions: Sequence[Mention],
    keys: Mapping[tuple[int, int], str],
    entities: Mapping[str, Entity],
    reference: str | None = None,
    lead: bool = False,
) -> list[EventMention]:
    """Return the event mentions of one sentence with their local arguments attached.

    ``mentions`` are the sentence's entity mentions, ``keys`` maps their (start, end) to entity keys.
    """
    # All the rule reads from outside the sentence is which entity each mention names and that entity's
    # kind, so these (not the entities) key the kept result.
    named = tuple(keys.get((m.start, m.end)) for m in mentions)
    kinds = tuple(entities[key].kind if key is not None and key in entities else None for key in named)
    found = sentence_events(sentence, tuple(mentions), named, kinds, reference, lead)
    # Articles of the same text share their kept results, so a kept mention may name the other one.
    return [
        m if m.article_id == sentence.article_id else replace(m, article_id=sentence.article_id)
        for m in found
    ]


@per_sentence_of_mentions
def sentence_events(
    sentence: Sentence,
    mentions: tuple[Mention, ...],
    named: tuple[str | None, ...],
    kinds: tuple[str | None, ...],
    reference: str | None,
    lead: bool,
) -> tuple[EventMention, ...]:
    """``find_event_mentions`` given the entity key (``named``) and its kind (``kinds``) of each of the
    sentence's ``mentions``, None where there is none: kept with the article's other rule results
    (``kg.memo``), as finding the event mentions of every sentence of a corpus was a fifth of the
    event model, whatever article was added."""
    tax = taxonomy()
    text, base = sentence.text, sentence.start
    linked = [(m, key) for m, key in zip(mentions, named, strict=True) if key is not None]
    kind_of = {
        key: kind for key, kind in zip(named, kinds, strict=True) if key is not None and kind is not None
    }
    raw: list[dict] = []
    bounds: tuple[tuple[int, int], ...] | None = None  # read once, and only for a sentence with a verb
    for match in tax.pattern.finditer(text):
        trigger = match.group(0)
        kind = tax.by_form[trigger.lower()]
        if any(
            m.start <= base + match.start() < m.end and m.label in ("ORG", "WORK_OF_ART", "LAW")
            for m in mentions
        ):
            continue  # "Islamic Revolutionary Guard Corps"-like names hold no event
        if names_no_event(text, match.start(), match.end(), kind, mentions, base):
            continue
        toll = casualty_near().search(text[match.end() : match.end() + 30])
        if kind == "Killing" and trigger.lower().endswith("ing") and toll:
            continue  # "fired 70 rockets at the capital killing seven people": a participle telling a toll
        if is_verb(trigger):
            bounds = background_bounds(sentence) if bounds is None else bounds
            if background_side(base + match.start(), bounds):
                # "The attack comes a week after a suicide bomber blew himself up": a verb in a clause about
                # another happening only recalls it, and a bare verb cannot tell whether it is new
                continue
            if (
                kind == "Killing"
                and casualty_near().search(text[match.end() : match.end() + 30])
                and not is_deliberate_killing(trigger)
            ):
                # "killed at least 95 people": a casualty count, kept as a claim instead; but "executed 700
                # members of a tribe" is the killing itself, its count the victims (describe.py)
                continue
            mod_start, mods = match.start(), list[str]()
        else:
            if recalled_noun(text, match.start(), trigger):
                continue  # "strikes a day after the execution of a pilot": the happening the news answers
            mod_start, mods = _modifiers(text, match.start())
        raw.append(
            {
                "start": base + match.start(),
                "end": base + match.end(),
                "trigger": trigger,
                "kind": kind,
                "mod_start": base + mod_start,
                "mods": mods,
            }
        )
    used = [(start, end, "ChemicalAttack") for start, end in chemical_agents(text)]
    for start, end, kind in sorted(used + weapon_spans(text, lead)):
        at = base + start
        if any(r["start"] <= at < r["end"] or at <= r["start"] < base + end for r in raw):
            continue  # "a missile strike", "a chlorine attack" is already the mention
        mod_start, mods = _modifiers(text, start)
        raw.append(
            {
                "start": at,
                "end": base + end,
                "trigger": text[start:end],
                "kind": kind,
                "mod_start": base + mod_start,
                "mods": mods,
            }
        )
    # a lead's only: later in a report such a verb tells a part of the news ("the group captured two army
    # posts and killed nine troops" in a report of its attack)
    for start, end, victims in fighter_killings(text) if lead else []:
        at = base + start
        if raw:
            # "air strikes killed 18 militants", "Army kills 10 fighters in missile attack": the toll of the
            # happening the sentence names
            continue
        bounds = background_bounds(sentence) if bounds is None else bounds
        if background_side(at, bounds):
            continue  # a clause about another happening only recalls it
        raw.append(
            {
                "start": at,
                "end": base + end,
                "trigger": text[start:end],
                "kind": "Killing",
                "mod_start": at,
                "mods": [],
                "victims": victims,
            }
        )
    raw.sort(key=lambda r: r["start"])
    described = [describe_mention(r, sentence, linked, kind_of, lead) for r in raw]
    found = [replace(m, agent=_agent(text, m.end - base)) for m in described if m is not None]
    for start, end, kind, number in _ellipses(sentence, found):
        words = text[start - base : end - base]
        found.append(
            EventMention(
                sentence.article_id,
                sentence.index,
                start,
                end,
                words,
                words,
                kind,
                ordinal=number,
                lead=lead,
                context=frozenset(k for _, k in linked),
            )
        )
    found.sort(key=lambda m: m.start)
    found = _listed_kinds(found, text, base)
    return tuple(attach_arguments(_absorb_means(found, text, base), sentence, linked, kind_of, reference))


# What may stand between two event words of one list: a comma, "and" or "or", or nothing (a list that lost its
# commas: "in clashes suicide bombings and air strikes"); a modifier of the next word is part of its phrase.
_LIST_GAP = re.compile(r"\s*,?\s*(?:(?:and|or)\s+)?", re.IGNORECASE)
# A list of event words of at least this many kinds tells one happening of all of them: a battle.
LISTED_KINDS = 3
# the depth of the taxonomy's broad classes, the children of its root (Incident, War, Protest)
BROAD_DEPTH = 1


def _listed_kinds(found: list[EventMention], text: str, base: int) -> list[EventMention]:
    """``found`` with the kind every event word of a list of LISTED_KINDS kinds or more is (``listed``):
    "50 fighters were killed in clashes, suicide bombings and air strikes" tells one day's battle, an Attack,
    of which the bombings and the strikes are ways (kg/events/kinds.py types the event by it)."""
    tax = taxonomy()
    runs: list[list[int]] = []
    for i, mention in enumerate(found):
        if runs and i - 1 == runs[-1][-1]:
            before = found[i - 1]
            opens = max(mention.end - len(mention.phrase), before.end) - base
            if _LIST_GAP.fullmatch(text, before.end - base, opens):
                runs[-1].append(i)
                continue
        runs.append([i])
    listed: dict[int, str] = {}
    for run in runs:
        kinds = {found[i].event_type for i in run}
        if len(kinds) < LISTED_KINDS:
            continue
        first = found[run[0]].event_type
        # a battle's kind, below the taxonomy's broad classes (Event; Incident, War, Protest): "protests,
        # clashes and air strikes" or "clashes, an explosion and air strikes" share only those, and tell
        # happenings of their own
        shared = [
            t
            for t in (first, *tax.ancestors(first))
            if tax.depth(t) > BROAD_DEPTH and all(tax.is_a(k, t) for k in kinds)
        ]
        if shared:
            listed.update(dict.fromkeys(run, shared[0]))
    return [replace(m, listed=listed[i]) if i in listed else m for i, m in enumerate(found)]


# "The assault by aircraft from the regime", "an attack from the air": the words of the trigger's own "by" or
# "from" phrase, a determiner and at most three words, none of them a preposition that opens what it was on
# or a clause ("the assault by rebels on the air base", "by rebels as jets ..." name no aircraft of its own).
AGENT = re.compile(
    r"\s+((?:by|from)\s+(?:(?:the|a|an)\s+)?(?:(?!_BREAK)[\w'-]+\s+){0,2}(?!_BREAK)[\w'-]+)".replace(
        "_BREAK",
        r"(?:on|in|at|near|against|into|onto|to|towards?|after|before|as|while|with|for|that|which)\b",
    ),
    re.IGNORECASE,
)


def _agent(text: str, end: int) -> str:
    """The "by" or "from" phrase right after a trigger ending at ``end`` (EventMention.agent), or ""; a word
    before a facility noun says which facility, not how the happening was done: "the assault from the air
    base" came from a base, so its "air" is left out."""
    found = AGENT.match(text, end)
    if not found:
        return ""
    words = found.group(1).split()
    facilities = facility_nouns()
    return " ".join(
        word
        for word, after in zip(words, [*words[1:], ""], strict=True)
        if after.lower().removesuffix("s") not in facilities
    )


MEANS = re.compile(r"\b(?:in|by|during|with)\s+(?:a|an|the)?\s*$", re.IGNORECASE)


def _absorb_means(found: list[EventMention], text: str, base: int) -> list[EventMention]:
    """In "Soleimani's death in a US drone strike" the strike is how the killing happened, not an event."""
    tax = taxonomy()
    kept: list[EventMention] = []
    for mention in found:
        killing = next((k for k in reversed(kept) if k.event_type == "Killing"), None)
        if (
            killing is not None
            and mention.event_type != "Killing"
            and tax.is_a(mention.event_type, "Incident")
            and mention.start - killing.end < 100
            and MEANS.search(text[killing.end - base : _phrase_start(mention, base)])
        ):
            kept[kept.index(killing)] = replace(killing, instruments=(*killing.instruments, mention.phrase))
            continue
        kept.append(mention)
    return kept


def _phrase_start(mention: EventMention, base: int) -> int:
    return mention.start - base - len(mention.phrase) + len(mention.trigger)


def without_lone_tolls(found: list[EventMention]) -> list[EventMention]:
    """An article's event mentions without its killings told only by the fighters counted
    (``EventMention.fighters_counted``) when its lead names another happening: in "Army kills 40 fighters in
    ambush" or "the army foiled an attack ... and killed 60 militants" the fighters are the toll of that
    happening, and a killing of its own would take the lead's towns from it."""
    if not any(m.lead and not m.fighters_counted and not m.generic for m in found):
        return found
    return [m for m in found if not m.fighters_counted]


def keys_by_article(by_mention: Mapping[tuple[str, int, int], str]) -> dict[str, dict[tuple[int, int], str]]:
    """Entity keys of mentions grouped per article: article id -> (start, end) -> key."""
    grouped: dict[str, dict[tuple[int, int], str]] = {}
    for (article_id, start, end), key in by_mention.items():
        grouped.setdefault(article_id, {})[(start, end)] = key
    return grouped
