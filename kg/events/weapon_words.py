"""Event words the taxonomy does not list: a weapon that kills or is dropped ("Missile kills 18",
"helicopters dropped barrel bombs"), a chemical agent used ("fired shells filled with chlorine") and a verb of
killing told by the count of fighters after it ("Troops kill 40 insurgents"); kg/events/triggers.py makes them
mentions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ..resources import read_tsv, words_of_kind
from .counts import QUALIFIER_WORDS
from .eventplaces import combatant_count
from .lexicon import BACKGROUND_TABLE, head_nouns, table_words
from .taxonomy import alternation, taxonomy


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


def weapon_spans(text: str, lead: bool) -> list[tuple[int, int, str]]:
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


def chemical_agents(text: str) -> list[tuple[int, int]]:
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


def fighter_killings(text: str) -> list[tuple[int, int, str]]:
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
