"""Session 40 (issue 13): lead words of a happening of casualties that were no event triggers, and a count of
groups read as a count of the dead. A massacre and an execution are killings (ontology/event-types.tsv); an
offensive or an advance is an attack only where a word of the dead or hurt stands near it
(background-words.tsv `casualty-sense`); a headline's source after its lost colon ("... advance Monitor")
leaves the word before it a noun; "executed six families" counts families, not people
(background-words.tsv `group-noun`). Invented text: trigger and figure rules on plain sentences, main events
with the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.backgrounds import background_bounds
from kg.events.figures import find_figures
from kg.events.triggers import find_event_mentions
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Mention, Sentence


def _triggers(text: str, named: tuple[str, str] | None = None) -> list[tuple[str, str]]:
    """The (trigger, type) of one sentence's event mentions; ``named`` is one (words, label) mention in it."""
    sentence = Sentence("a0", 0, text, 0, len(text))
    mentions = []
    if named is not None:
        start = text.index(named[0])
        mentions.append(Mention("a0", 0, named[0], start, start + len(named[0]), named[1]))
    found = find_event_mentions(sentence, mentions, {}, {}, "2015-03-09", lead=True)
    return [(m.trigger, m.event_type) for m in found]


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("At least 30 soldiers were killed in the militants' advance on the base.", [("advance", "Attack")]),
        ("A rebel counteroffensive near the dam left 25 soldiers dead.", [("counteroffensive", "Attack")]),
        ("The offensive killed 12 fighters in two days.", [("offensive", "Attack")]),
        ("An offensive they launched in May left 30 soldiers dead.", [("offensive", "Attack")]),
        ("The offensive aims to take the dam, and 30 fighters were killed.", [("offensive", "Attack")]),
        ("Gunmen carried out the massacre at dawn.", [("massacre", "Killing")]),
        ("The executions took place in the square.", [("executions", "Killing")]),
        ("The militia will execute 20 prisoners on Friday.", [("execute", "Killing")]),
        ("Gunmen carried out the execution of 30 villagers in the square.", [("execution", "Killing")]),
    ],
)
def test_words_of_a_happening_of_casualties_are_triggers(text: str, wanted: list[tuple[str, str]]) -> None:
    assert _triggers(text) == wanted


@pytest.mark.parametrize(
    "text",
    [
        # no dead or hurt near: an advance or offensive that kills no one named here is no attack
        "Rebels advance on the town of Kafr Nabudah.",
        "The army launched a major offensive in the north on Sunday.",
        "He called the remarks deeply offensive.",
        # an adjective "offensive" before its noun, even beside the dead or hurt
        "The Wolves' offensive line struggled after the injured quarterback left the game.",
        "The mayor apologised for an offensive remark about the dead miners on Monday.",
        "Talks on the advance of the ceasefire resumed in Geneva.",
        # "in advance" is an adverb's, even beside the dead
        "Villagers were warned in advance before 12 people were killed.",
        # the dead told far from the offensive, in a sentence of text that lost its stops: its setting only
        "At least 40 people were killed in the village last week when gunmen from the hills raided the homes "
        "of the farmers and burned the fields after troops entered it during an offensive on the border.",
    ],
)
def test_an_advance_or_offensive_without_casualties_near_is_no_attack(text: str) -> None:
    assert not any(kind == "Attack" for _, kind in _triggers(text))


@pytest.mark.parametrize(
    "text",
    [
        # an execution of no people is a plan or an order carried out
        "Brokers at Halvey Capital said on Tuesday they will execute 500 trades a day for the fund.",
        "The execution of the strategy was poor, the board said.",
    ],
)
def test_an_execution_of_no_people_is_no_killing(text: str) -> None:
    assert not any(kind == "Killing" for _, kind in _triggers(text))


@pytest.mark.parametrize(
    "text",
    [
        # the killing the news answers, told as a time or a motive: no mention of its own to join the news
        "Jets struck the town a day after the reported execution of a captured pilot.",
        "The shelling was in retaliation for the massacre of three farmers.",
        "Since the massacre the village has stood empty.",
    ],
)
def test_a_recalled_killing_is_no_mention(text: str) -> None:
    assert not any(kind == "Killing" for _, kind in _triggers(text))


def test_a_headline_source_after_its_lost_colon_leaves_the_word_before_it_a_noun() -> None:
    # "jihadist" is a name the word follows: before a source that ends the headline, no verb's object
    text = "40 soldiers killed in jihadist advance Monitor"
    assert _triggers(text, ("jihadist", "NORP")) == [("advance", "Attack")]
    # ... but before another name it still reads as a verb ("Howard attacks Budget")
    assert _triggers("Howard attacks Budget plans", ("Howard", "PERSON")) == []


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Troops executed six families of rebel fighters on Tuesday.", []),
        ("The militia killed three households in the village.", []),
        ("At least 48 people were killed when troops executed five families.", [("killed", 48.0)]),
        # a count of people stays one
        ("Troops executed six fighters on Tuesday.", [("killed", 6.0)]),
        ("The shell killed six family members.", [("killed", 6.0)]),
    ],
)
def test_a_count_of_groups_is_no_count_of_the_dead(text: str, wanted: list[tuple[str, float]]) -> None:
    assert [(f.measure, f.value) for f in find_figures(text)] == wanted


def _main_event(text: str) -> str | None:
    article = Article("a0", text, date="2015-03-09", title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    main = next((e for e in model.events if e.is_main), None)
    return main.event_type if main else None


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Heavy army losses in rebel counteroffensive near Kafr Nabudah\n\n"
            "A rebel counteroffensive near the village of Kafr Nabudah has left 25 soldiers dead on Sunday a "
            "monitor said. The fighters took back two hills, the monitor added.",
            "Attack",
        ),
        (
            "Gunmen massacre 14 farmers in Tell Hamra\n\n"
            "Gunmen killed 14 farmers in the village of Tell Hamra on Sunday in what a monitor called a "
            "massacre by a militia from the hills. The bodies were buried on Monday, the monitor added.",
            "Killing",
        ),
    ],
)
def test_a_report_led_by_such_a_word_has_a_main_event(text: str, wanted: str) -> None:
    assert _main_event(text) == wanted


@pytest.mark.parametrize(
    "text",
    [
        # a word that also names a plan carried out, or a background event, is no killing of its own
        "Council begins execution of the bridge plan\n\n"
        "The council began the execution of its plan for a new bridge over the river on Monday. "
        "Work will take two years, the mayor said.",
        "Rebels advance towards the coast\n\n"
        "Rebels launched a large offensive towards the coast on Monday and took three villages. "
        "The army sent more troops to the hills, a monitor said.",
    ],
)
def test_a_report_of_no_casualties_gets_no_killing_or_attack(text: str) -> None:
    assert _main_event(text) not in ("Killing", "Attack")


def test_a_recalled_killing_ends_no_clause_about_the_earlier_happening() -> None:
    # the town of the massacre stays inside the "A day after ..." clause; the news begins at the strikes
    text = "A day after the first massacre in Kafr Nabudah airstrikes hit the town of Tell Hamra."
    (start, end), *_ = background_bounds(Sentence("a0", 0, text, 0, len(text)))
    assert start < text.index("Kafr Nabudah") < end <= text.index("airstrikes")
    # an event word that makes a mention still ends it: "the bombing" is a happening of its own there
    told = "A day after the bombing in Kafr Nabudah airstrikes hit the town of Tell Hamra."
    (_, close), *_ = background_bounds(Sentence("a0", 0, told, 0, len(told)))
    assert close == told.index("bombing")


def test_an_offensive_is_no_self_standing_event_noun_of_a_statement() -> None:
    # "The offensive made swift progress" says no more than "the operation": no event word for the flags
    from kg.extract.vague import attack_words, event_words

    assert "offensive" not in event_words() and "advance" not in attack_words()
    assert "massacre" in event_words() and "execution" in event_words()
