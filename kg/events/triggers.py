"""Event mentions in sentence text: trigger words typed by ontology/event-types.tsv, with local arguments.

Works on plain sentences and entity mentions (character offsets), never on spaCy objects: each trigger
("the first explosion", "Soleimani's death", "the Beirut attack") becomes an EventMention carrying the
modifiers, time expressions, places, participants and instruments found next to it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache

from ..memo import per_sentence_of_mentions
from ..resources import casualty_senses, facility_nouns, read_tsv, words_of_kind
from ..types import Entity, Mention, Sentence
from .arguments import STOP_WORDS, attach_arguments, background_bounds, background_side, recalled_noun
from .counts import QUALIFIER_WORDS
from .describe import DETERMINERS, ORDINALS, describe_mention, is_deliberate_killing
from .eventplaces import combatant_count
from .lexicon import BACKGROUND_TABLE, head_nouns, table_words
from .mentions import EventMention
from .taxonomy import alternation, taxonomy

CASUALTY_NEAR = re.compile(
    r"^\s+(?:at least|more than|nearly|about|over|some|around|up to)?\s*(?:\d|one|two|three|"
    r"four|five|six|seven|eight|nine|ten|dozens|hundreds|scores|thousands|people|civilians)",
    re.IGNORECASE,
)


def _names_then_object(text: str, start: int, end: int, mentions: Sequence[Mention], base: int) -> bool:
    """A trigger right after a name and right before a quote or another name reads as a verb; not before the
    source a headline ends on, its colon lost ("85 troops killed in jihadist advance Monitor")."""
    after_name = any(m.end - base <= start and not text[m.end - base : start].strip() for m in mentions)
    return (
        after_name and bool(re.match(r"\s+[\"“‘'A-Z]", text[end:])) and not _closing_source().match(text, end)
    )


@lru_cache(maxsize=1)
def _closing_source() -> re.Pattern[str]:
    """A one-word source of ontology/head-nouns.tsv (kind ``source``) that ends its sentence: the speaker a
    headline names last."""
    words = [w for w in head_nouns("source") if " " not in w]
    return re.compile(rf"\s+(?i:{alternation(words)})\s*$")


def _is_verb(trigger: str) -> bool:
    """Listed verb forms ("killed", "exploded", "blew himself up"): they take no pre-modifiers."""
    return trigger.lower().endswith(("ed", " up"))


@lru_cache(maxsize=1)
def _other_sense() -> re.Pattern[str]:
    """An event word with the word after it that names no event (background-words.tsv kind ``other-sense``):
    "shelled out 2 million dollars" pays, "shelled out of existence" still attacks."""
    return re.compile(rf"(?i:{alternation(words_of_kind(BACKGROUND_TABLE, 'other-sense'))})\b(?!\s+of\b)")


@lru_cache(maxsize=1)
def _armed_senses() -> frozenset[str]:
    """Event words that name an attack only in a sentence of armed violence (background-words.tsv)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "armed-sense"))


@lru_cache(maxsize=1)
def _armed_context() -> re.Pattern[str]:
    """A word of armed violence: an armed actor, a weapon or a casualty (background-words.tsv kinds
    ``armed-context`` and ``casualty-context``), a plural of fighters, or an armed group's name as written
    ("Taliban", "Al-Shabab")."""
    groups = read_tsv("armed-groups.tsv", ["kind", "form"])
    words = {*words_of_kind(BACKGROUND_TABLE, "armed-context"), *head_nouns("combatant")}
    words |= set(words_of_kind(BACKGROUND_TABLE, "casualty-context"))
    words |= {r["form"].lower() for r in groups if r["kind"] == "noun"}
    names = [r["form"] for r in groups if r["kind"] == "name"]
    return re.compile(rf"(?<![\w-])(?:(?i:{alternation(words)})|{alternation(names)})(?![\w-])")


@lru_cache(maxsize=1)
def _casualty_context() -> re.Pattern[str]:
    """A word of the dead or the hurt (background-words.tsv kind ``casualty-context``)."""
    words = words_of_kind(BACKGROUND_TABLE, "casualty-context")
    return re.compile(rf"(?<![\w-])(?i:{alternation(words)})(?![\w-])")


@lru_cache(maxsize=1)
def _adjective_senses() -> frozenset[str]:
    """``casualty-sense`` words that are also adjectives ("an offensive remark"), an attack only as a noun
    (background-words.tsv kind ``adjective-sense``)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "adjective-sense"))


# how near a `casualty-sense` word its casualty word stands, in characters either side ("a counteroffensive in
# Raqqa has left 40 government soldiers dead")
CASUALTY_REACH = 80
# "warned in advance", "paid in advance": the word right after "in" is an adverb's, no happening
_IN_BEFORE = re.compile(r"\bin\s+$", re.IGNORECASE)
# the lower-case word right after a word, and the one after that
_NEXT_WORDS = re.compile(r"\s+([a-z][\w'’-]*)(?:\s+([\w'’-]+))?")
# what follows a verb of the present that has its own object or infinitive ("the offensive aims to take")
_AFTER_VERB = frozenset({"to", "the", "a", "an", "its", "their", "his", "her", "on", "in"})


def _modifies_next(text: str, end: int) -> bool:
    """Whether the word ending at ``end`` is an adjective of the noun after it ("an offensive remark", "the
    offensive line"), not a noun heading its phrase ("an offensive in the north", "the offensive began",
    "an offensive they launched"): a lower-case word follows that is no function word (arguments.py
    ``STOP_WORDS``, a determiner, a unit of time, background-words.tsv kind ``noun-follower``), no verb's or
    adverb's form (-ed, -ing, -ly) and no verb of the present with its object after it ("aims to take")."""
    found = _NEXT_WORDS.match(text, end)
    if found is None:
        return False  # the end, a stop, a name or a number
    word, after = found.group(1), (found.group(2) or "").lower()
    if (
        word in STOP_WORDS
        or word in DETERMINERS
        or word in _time_units()
        or word in _noun_followers()
        or word.endswith(("ed", "ing", "ly"))
    ):
        return False
    return not (word.endswith("s") and after in _AFTER_VERB)


@lru_cache(maxsize=1)
def _noun_followers() -> frozenset[str]:
    """Words that stand right after a noun, never after an adjective: pronouns, adverbs, directions and
    verbs of the past not ending in -ed ("an offensive they launched", "the offensive began")
    (background-words.tsv kind ``noun-follower``)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "noun-follower"))


@lru_cache(maxsize=1)
def _people_nouns() -> frozenset[str]:
    """Nouns of people, singular and plural: head-nouns.tsv kinds ``counted`` and ``combatant``, the
    ``noun`` rows of armed-groups.tsv, kind-nouns.tsv's ``person`` rows, person-nouns.tsv and
    background-words.tsv kinds ``group-noun`` and ``held-people``."""
    nouns = {*head_nouns("counted"), *head_nouns("combatant")}
    nouns |= {
        r["form"].lower() for r in read_tsv("armed-groups.tsv", ["kind", "form"]) if r["kind"] == "noun"
    }
    nouns |= {
        r["noun"].lower()
        for r in read_tsv("kind-nouns.tsv", ["noun", "stands_for"])
        if r["stands_for"] == "person"
    }
    nouns |= {r["noun"].lower() for r in read_tsv("person-nouns.tsv", ["noun"])}
    nouns |= {*words_of_kind(BACKGROUND_TABLE, "group-noun"), *words_of_kind(BACKGROUND_TABLE, "held-people")}
    return frozenset(nouns | {n + "s" for n in nouns})


# the object of a verb, or the phrase after a noun's "of", up to its head: a determiner, a count and its
# qualifier, then up to four words
_OBJECT = re.compile(
    r"\s+(of\s+)?((?:[\w'’-]+\s+){0,5}?)([\w'’-]+)(?=\s*(?:[,.;:()]|$|\s(?:for|in|on|at|by|from|with|near|after|before|during|who|which|that|and|or|was|were|is|are|has|have|had)\b))",
    re.IGNORECASE,
)


def _kills_no_one(text: str, end: int, trigger: str) -> bool:
    """Whether a verb of background-words.tsv kind ``people-object`` ("execute 500 trades") or a noun of that
    kind before "of" ("the execution of the strategy") acts on no people: a killing only when its object, or
    the phrase after "of", holds a noun of people (``_people_nouns``) or a name ("executed Smith")."""
    lower = trigger.lower()
    if lower not in _people_objects():
        return False
    noun = not _is_verb(trigger) and not lower.startswith("execute")
    if noun and not re.match(r"\s+of\b", text[end:]):
        return False  # "the executions took place in the square": a bare noun keeps its killing
    found = _OBJECT.match(text, end)
    if found is None:
        return not noun and not re.match(r"\s+[A-Z]", text[end:])
    tokens = re.findall(r"[\w'’-]+", found.group(2) + found.group(3))
    named = any(w[:1].isupper() for w in tokens)
    return not (named or any(w.lower() in _people_nouns() for w in tokens))


@lru_cache(maxsize=1)
def _people_objects() -> frozenset[str]:
    """Killing words that name a killing only of people (background-words.tsv kind ``people-object``)."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "people-object"))


@lru_cache(maxsize=1)
def _time_units() -> frozenset[str]:
    """Units of time ("days", "a week") of ontology/background-words.tsv."""
    return frozenset(words_of_kind(BACKGROUND_TABLE, "time-unit"))


@lru_cache(maxsize=1)
def _body_after() -> re.Pattern[str]:
    """A lower-case noun of who watches or reports right after an event word (ontology/background-words.tsv
    kind `body-noun`), as written: "war monitor", not the "Monitor" of a headline's lost colon."""
    return re.compile(rf"\s+(?:{table_words(BACKGROUND_TABLE, 'body-noun')})\b")


# "after the", "during": an event word right after one of these is a time, never a noun's modifier.
_AFTER_TIME = re.compile(r"\b(?i:after|before|during|since)\s+(?:the\s+)?$")

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
        if lower in STOP_WORDS or lower in _time_units():
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


def _form_alternation(forms: Iterable[str]) -> str:
    """The weapons' forms as one regex group, longest first, a space matching any run of spaces."""
    return alternation(sorted(forms, key=len, reverse=True), lambda f: re.escape(f).replace(r"\ ", r"\s+"))


@lru_cache(maxsize=1)
def _weapon_subjects() -> tuple[re.Pattern[str], dict[str, str]]:
    """A weapon of ontology/weapons.tsv followed by a casualty verb, and the event type of each form."""
    types = {form: row["type"] for row in read_tsv("weapons.tsv") for form in row["forms"].split("|") if form}
    unknown = set(types.values()) - set(taxonomy().types)
    if unknown:
        raise ValueError(f"weapons.tsv names event types {sorted(unknown)} that event-types.tsv lacks")
    forms = _form_alternation(types)
    # "Missile kills 18", "a missile fired by Syrian forces killed", "a ground-to-ground missile struck"
    pattern = re.compile(
        rf"(?<![\w-])({forms})(?=\s+(?:fired\s+by\s+[^,.;]{{1,40}}?\s+|dropped\s+by\s+[^,.;]{{1,40}}?\s+)?"
        r"(?:kills?|killed|struck|strikes|hits?|slammed|landed)\b)",
        re.IGNORECASE,
    )
    return pattern, types


@lru_cache(maxsize=1)
def _dropped_weapons() -> re.Pattern[str]:
    """A weapon of ontology/weapons.tsv that a verb of background-words.tsv kind ``weapon-drop`` drops
    ("helicopters dropped four barrel bombs"; group 1) or that is dropped ("barrel bombs were dropped";
    group 2): the weapon names the attack, as a weapon that kills does."""
    forms = _form_alternation(_weapon_subjects()[1])
    verbs = table_words(BACKGROUND_TABLE, "weapon-drop")
    return re.compile(
        rf"(?<![\w-])(?:{verbs})\s+(?:(?!(?:and|or|but|to|from|by|as|that|which)\s)[\w-]+\s+){{0,2}}?"
        rf"({forms})(?![\w-])"
        rf"|(?<![\w-])({forms})\s+(?:was|were|had\s+been|have\s+been)\s+(?:{verbs})\b",
        re.IGNORECASE,
    )


def _weapon_spans(text: str, lead: bool) -> list[tuple[int, int, str]]:
    """The weapons of ``text`` that name an attack, with the event type of each: a weapon before a casualty
    verb, of its weapons.tsv type; in a ``lead`` sentence, a weapon a verb of dropping drops, an air strike
    (what aircraft drop: "helicopters dropped barrel bombs on the camp"). Later in a report a dropped weapon
    is as often a part of the news that another word names ("chlorine dropped alongside barrel bombs")."""
    pattern, weapon_types = _weapon_subjects()
    found = {
        (m.start(1), m.end(1)): weapon_types[" ".join(m.group(1).lower().split())]
        for m in pattern.finditer(text)
    }
    for match in _dropped_weapons().finditer(text) if lead else ():
        group = 1 if match.group(1) else 2
        found.setdefault((match.start(group), match.end(group)), "Airstrike")
    return [(start, end, kind) for (start, end), kind in sorted(found.items())]


@lru_cache(maxsize=1)
def _chemical_words() -> tuple[re.Pattern[str], re.Pattern[str], frozenset[str], re.Pattern[str]]:
    """The patterns of ontology/chemical-agents.tsv: an agent after a verb of use ("ISIL uses chemical
    weapons", "fired shells filled with a toxic gas"; group 1 the words between, group 2 the agent), an agent
    before a casualty or hit verb ("toxic gasses slammed into"; group 1), the auxiliaries and the words of
    an accusation ("accused rebels of", "allegations that")."""
    table = "chemical-agents.tsv"
    agents = alternation(
        sorted(words_of_kind(table, "agent"), key=len, reverse=True),
        lambda f: re.escape(f).replace(r"\ ", r"\s+"),
    )
    verbs = alternation(words_of_kind(table, "use-verb"))
    used = re.compile(rf"(?<![\w-]){verbs}\s+((?:[\w'-]+\s+){{0,4}}?)({agents})(?![\w-])", re.IGNORECASE)
    hitting = re.compile(
        rf"(?<![\w-])({agents})(?=\s+(?:kills?|killed|struck|strikes|hits?|slammed|landed)\b)", re.IGNORECASE
    )
    accusing = re.compile(
        rf"(?<![\w-]){alternation(words_of_kind(table, 'accusing'))}(?![\w-])", re.IGNORECASE
    )
    return used, hitting, frozenset(words_of_kind(table, "auxiliary")), accusing


def _chemical_agents(text: str) -> list[tuple[int, int]]:
    """The spans of the chemical agents of ``text`` that name an attack (ontology/chemical-agents.tsv)."""
    used, hitting, auxiliaries, accusing = _chemical_words()
    found = [(m.start(1), m.end(1)) for m in hitting.finditer(text)]
    for match in used.finditer(text):
        before = re.split(r"[.;:!?]", text[max(0, match.start() - 100) : match.start()])[-1]
        words = [w.lower() for w in (*before.split()[-1:], *match.group(1).split())]
        if not auxiliaries.intersection(words) and not accusing.search(before):
            found.append((match.start(2), match.end(2)))
    return found


@lru_cache(maxsize=1)
def _fighter_verb() -> re.Pattern[str]:
    """A verb of background-words.tsv kind ``fighter-killing`` and the qualifier of the count after it
    ("kill at least"); group 1 the verb."""
    verbs = table_words(BACKGROUND_TABLE, "fighter-killing")
    return re.compile(rf"(?<![\w-])({verbs})\s+(?:(?:{QUALIFIER_WORDS})\s+)?(?=\S)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _strike_subject() -> re.Pattern[str]:
    """A word of a strike or of what strikes: a weapon of weapons.tsv, head-nouns.tsv ``state-arms`` and
    ``ground-fire``, background-words.tsv ``strike-subject`` ("raids", "jets", "bomb", "shelling")."""
    words = set(_weapon_subjects()[1])  # the weapons' forms, read and checked once there
    words |= {*head_nouns("state-arms"), *head_nouns("ground-fire")}
    words |= set(words_of_kind(BACKGROUND_TABLE, "strike-subject"))
    return re.compile(rf"(?<![\w-])(?i:{alternation(words)})(?![\w-])")


# the clause before a verb that holds its subject: back to the last stop, colon, semicolon or comma
_CLAUSE_BREAK = re.compile(r"[.;:,!?]")


def _fighter_killings(text: str) -> list[tuple[int, int, str]]:
    """The verbs of ``text`` that name a killing by the count of fighters after them ("Troops kill 40
    insurgents", "the army eliminated over 75 militants"), not where their subject names a strike or another
    happening ("Coalition raids kill 35 fighters"): span of the verb and the victims as written."""
    found = []
    for match in _fighter_verb().finditer(text):
        clause = _CLAUSE_BREAK.split(text[: match.start()])[-1]
        if _strike_subject().search(clause) or taxonomy().pattern.search(clause):
            continue  # "Russian Strikes Kill 18 Fighters" (a headline's event word read as a verb)
        count = combatant_count(text, match.end())
        if count is not None:
            victims = text[match.end(1) : count.end()].strip()
            found.append((match.start(1), match.end(1), victims))
    return found


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
        if _other_sense().match(text, match.start()):
            continue  # "the ministry shelled out millions to soldiers' families": paid, no attack
        if trigger.lower() in _armed_senses() and not _armed_context().search(text):
            continue  # "MPs ambushed the minister with questions": no arms, no casualty, no attack
        if trigger.lower() in casualty_senses() and (
            not _casualty_context().search(
                text, max(0, match.start() - CASUALTY_REACH), match.end() + CASUALTY_REACH
            )
            or _IN_BEFORE.search(text, 0, match.start())
            or (trigger.lower() in _adjective_senses() and _modifies_next(text, match.end()))
        ):
            # "troops advance on the town", "an offensive remark": only an advance that kills is one, and only
            # where it kills: "48 were killed in the village ... which troops entered during an offensive" (a
            # sentence of text that lost its stops) names the offensive as the killing's setting
            continue
        if _kills_no_one(text, match.end(), trigger):
            continue  # "it will execute 500 trades", "the execution of the strategy": no one killed
        if _names_then_object(text, match.start(), match.end(), mentions, base):
            continue  # "Howard attacks 'pay later' Budget": a verb after its subject, not an event noun
        if (
            kind == "War"
            and _body_after().match(text, match.end())
            and not _AFTER_TIME.search(text, 0, match.start())
        ):
            # "a war monitor said": the word names who watches, no war. Only a war: "election monitors said
            # the vote was fair" names an election, and after "after" the event is a time ("After the war
            # reporters returned"), so the noun opens the clause
            continue
        toll = CASUALTY_NEAR.search(text[match.end() : match.end() + 30])
        if kind == "Killing" and trigger.lower().endswith("ing") and toll:
            continue  # "fired 70 rockets at the capital killing seven people": a participle telling a toll
        if _is_verb(trigger):
            bounds = background_bounds(sentence) if bounds is None else bounds
            if background_side(base + match.start(), bounds):
                # "The attack comes a week after a suicide bomber blew himself up": a verb in a clause about
                # another happening only recalls it, and a bare verb cannot tell whether it is new
                continue
            if (
                kind == "Killing"
                and CASUALTY_NEAR.search(text[match.end() : match.end() + 30])
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
    used = [(start, end, "ChemicalAttack") for start, end in _chemical_agents(text)]
    for start, end, kind in sorted(used + _weapon_spans(text, lead)):
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
    for start, end, victims in _fighter_killings(text) if lead else []:
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
