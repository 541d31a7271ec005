"""Session 47 (issue 13): the figures of a short report. "N of them children" is a part of the toll before
it; a toll added with "also" to a happening named again with "the" is that happening's; a first participle
joined by "and" stands inside a cue ("were captured and executed"); a war people fled is no happening a figure
counts; a lead's passive execution of a count of people is a killing; "infighting" among arms is an attack; a
name after the verb that closes a sentence is its speaker where the parse took the name before the verb.
Invented text."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.claims import find_figures
from kg.events.sources import speaker_source
from kg.events.triggers import find_event_mentions
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Sentence, Span


def _model(text: str, day: str):
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def _figures(text: str) -> list[tuple[str, float, bool]]:
    return [(f.measure, f.value, f.part) for f in find_figures(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Militia gunfire killed 14 villagers nine of them children near the mill.",
            [("killed", 14.0, False), ("killed", 9.0, True)],
        ),
        (
            "Six workers were wounded in the blast at the depot, two of whom were women, the mayor said.",
            [("injured", 6.0, False), ("injured", 2.0, True)],
        ),
        (
            "The shelling claimed the lives of three villagers one of them a woman.",
            [("killed", 3.0, False), ("killed", 1.0, True)],
        ),
        # "of them" with a place or an adverb after it says no kind of person
        ("The raid wounded 12 others 4 of them in Varosh.", [("injured", 12.0, False)]),
        ("The raid wounded 12 others 4 of them critically.", [("injured", 12.0, False)]),
        # another number between: "them" are the 40 who fled, not the dead
        ("Gunmen killed 5 soldiers and 40 villagers fled, 12 of them children.", [("killed", 5.0, False)]),
    ],
)
def test_a_count_of_them_with_a_kind_of_people_is_a_part_of_the_toll_before_it(text, expected):
    assert _figures(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Four workers were also wounded in the blast at the depot.", [("injured", 4.0, False)]),
        ("Two soldiers had also been killed during the shelling of the bridge.", [("killed", 2.0, False)]),
        # "also" with another happening, or none named again: another toll, not read
        ("Three villagers were also killed in another town.", []),
        ("Ten people were also killed when a bomber blew himself up.", []),
        # "the" with a modifier that names another happening: that one's toll
        ("Five villagers were also killed in the previous day's air raid.", []),
        ("Seven soldiers were also killed in the separate attack on the gate.", []),
    ],
)
def test_a_toll_added_with_also_to_a_happening_named_again_is_read(text, expected):
    assert _figures(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nine soldiers were captured and executed by the gang on Sunday.", [("killed", 9.0, False)]),
        ("Four police officers were shot and killed near the gate.", [("killed", 4.0, False)]),
        # the first participle is itself a measure's: the dead and hurt together, no count of the dead
        ("Five workers were wounded and killed in the raid.", [("injured", 5.0, False)]),
    ],
)
def test_a_first_participle_joined_by_and_stands_inside_a_cue(text, expected):
    assert _figures(text) == expected


def test_a_war_people_fled_takes_no_toll_of_its_sentence():
    text = (
        "Drone strike on camp kills 11 in Varosh\n"
        "Army drone fire killed 11 people on Tuesday in a camp in Varosh sheltering families fleeing the "
        "civil war, a monitor said. The drone strike hit the camp at dawn, the monitor said. Aid workers "
        "reached the camp in the afternoon."
    )
    model = _model(text, "2021-05-11")
    main = next(e for e in model.events if e.is_main)
    wars = {e.key for e in model.events if e.event_type == "War"}
    assert not any(c.event in wars for c in model.claims)
    assert [c.value for c in model.claims if c.event == main.key and c.sentence_index == 1] == [11.0]


def test_a_war_people_fled_keeps_the_toll_a_clause_after_it_tells():
    text = (
        "Drone strike on camp kills 11 in Varosh\n"
        "Army drone fire killed 11 people on Tuesday in a camp in Varosh, a monitor said. Two million people "
        "have fled the war, which has killed 80,000 people since 2015."
    )
    model = _model(text, "2021-05-11")
    wars = {e.key for e in model.events if e.event_type == "War"}
    assert [c.value for c in model.claims if c.event in wars] == [80000.0]


def test_a_leads_passive_execution_of_a_count_of_people_is_a_killing():
    text = (
        "Council condemns massacre in Varosh\n"
        "The Harbour Council condemned the massacre committed by the gang against workers in the town of "
        "Varosh. Witnesses said that around 23 harbour workers were rounded up and executed by the gang on "
        "the first day of the festival. The council called for a trial of the gang's leaders."
    )
    model = _model(text, "2021-05-12")
    main = next(e for e in model.events if e.is_main)
    assert main.event_type == "Killing"
    assert [(c.measure, c.value) for c in model.claims if c.event == main.key] == [("killed", 23.0)]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Rebel infighting near the dam killed 30 fighters over two days.", "Attack"),
        ("Party leaders deplored the infighting at the annual conference.", None),
    ],
)
def test_infighting_is_an_attack_only_among_arms(text, kind):
    sentence = Sentence("a0", 0, text, 0, len(text))
    assert [m.event_type for m in find_event_mentions(sentence, [], {}, {})][:1] == ([kind] if kind else [])


def test_a_name_after_the_verb_that_closes_the_sentence_is_the_speaker():
    text = (
        '"Six people were hurt in the blast" at a stall of the guild of Mayor Omar Haddad said Karim Nouri.'
    )
    sentence = Sentence("a0", 0, text, 0, len(text))
    start = text.index("Omar")
    spoken = Span("Omar Haddad", start, start + len("Omar Haddad"))
    assert speaker_source(spoken, sentence) == "Karim Nouri"
    # a day after the verb names no speaker
    text = "Six people were wounded in the blast the mayor said Sunday."
    sentence = Sentence("a0", 0, text, 0, len(text))
    start = text.index("the mayor")
    assert speaker_source(Span("the mayor", start, start + len("the mayor")), sentence) == "mayor"


def test_a_count_after_a_preposition_is_no_subject_of_a_passive_execution():
    text = (
        "Council condemns massacre in Varosh\n"
        "The Harbour Council condemned the massacre committed by the gang against workers in the town of "
        "Varosh. Witnesses said that two of the 23 harbour workers were executed by the gang on the first "
        "day of the festival. The council called for a trial of the gang's leaders."
    )
    model = _model(text, "2021-05-12")
    assert 23.0 not in [c.value for c in model.claims]
