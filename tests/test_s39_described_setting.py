"""Session 39: two descriptions of the news event that stayed words are linked to it (kg.events.described): a
day's possessive written without its apostrophe ("Tuesdays attack", as FA-KES-like text writes it), and a
description whose other argument is only the happening's own place or day ("This blast | be biggest in |
Qamishli"). The guards hold: another day's "Mondays attack", and an argument that is another thing in that
place ("the gas attack in Kirkuk"), stay words (hand-built records and the real model on invented reports)."""

from __future__ import annotations

import pytest

from kg.events.described import argument_events
from kg.events.mentions import EventMention
from kg.events.timeexpr import find_times
from kg.pipeline import model_corpus
from kg.types import Article, Event, Span, Statement, Triple

REFERENCE = "2024-03-13"  # a Wednesday: "Tuesdays" is the day before


def _records(subject: str, relation: str, obj: str, obj_head: str, times=(), places=(), keys=None):
    """One statement "subject | relation | obj" whose subject is a mention of an air strike in Kirkuk on
    2024-03-12; ``obj_head`` is the object's head word, ``keys`` its entity mentions by their words."""
    sentence = f"{subject} {relation} {obj}."
    trigger_at = subject.lower().index("attack")
    end = trigger_at + len("attack")
    mention = EventMention(
        "a1", 0, trigger_at, end, "attack", subject[:end], "Attack", times=tuple(times), places=tuple(places)
    )
    start = len(subject) + len(relation) + 2
    head = start + obj.index(obj_head)
    triple = Triple(
        "a1",
        0,
        Span(subject, 0, len(subject), trigger_at, end),
        relation,
        relation,
        Span(obj, start, start + len(obj), head, head + len(obj_head)),
    )
    event = Event(
        "strike-2024-03-12",
        "air strike in Kirkuk",
        "Airstrike",
        date="2024-03-12",
        places=("kirkuk",),
        is_main=True,
    )
    statement = Statement("a1-0-0", triple, sentence, None, None)
    found = {
        (start + obj.index(words), start + obj.index(words) + len(words)): key
        for words, key in (keys or {}).items()
    }
    return argument_events(
        [statement], {"a1": [(mention, event.key)]}, {event.key: event}, {}, {"a1": REFERENCE}, {"a1": found}
    )


@pytest.mark.parametrize(
    ("subject", "linked"),
    [
        ("Tuesdays attack", True),  # the event's day, its apostrophe dropped
        ("Tuesdays rocket attack", True),  # ... with a modifier of its own
        ("Mondays attack", False),  # another day: another happening
        ("Tuesday's attack", True),  # written with its apostrophe, as before
    ],
)
def test_a_day_possessive_without_its_apostrophe_is_definite_and_dated(subject, linked):
    found = _records(subject, "killed", "ten people", "people")
    assert bool(found) is linked, found


def test_a_place_that_is_the_whole_other_argument_is_the_happenings_own_setting():
    found = _records(
        "This attack", "was the biggest in", "Kirkuk", "Kirkuk", places=["kirkuk"], keys={"Kirkuk": "kirkuk"}
    )
    assert found == {("a1-0-0", "subject"): "strike-2024-03-12"}


def test_a_day_that_is_the_whole_other_argument_is_the_happenings_own_setting():
    tuesday = find_times("on Tuesday", REFERENCE)[0]
    found = _records("The attack", "took place on", "Tuesday", "Tuesday", times=[tuesday])
    assert found == {("a1-0-0", "subject"): "strike-2024-03-12"}


@pytest.mark.parametrize(
    ("obj", "head"),
    [
        ("the gas attack in Kirkuk", "attack"),  # another happening placed there
        ("the shelling of Kirkuk", "shelling"),  # ... its head a happening, the place only its of-object
    ],
)
def test_another_thing_in_that_place_still_borrows_it(obj, head):
    found = _records(
        "the attack", "was a response to", obj, head, places=["kirkuk"], keys={"Kirkuk": "kirkuk"}
    )
    assert found == {}


def test_another_day_in_the_other_argument_still_borrows_it():
    tuesday = find_times("on Tuesday", REFERENCE)[0]
    found = _records(
        "the attack", "was a response to", "the gas attack on Tuesday", "attack", times=[tuesday]
    )
    assert found == {}


# The real model on invented reports in the style of the FA-KES outlets (no apostrophes).
REPORT = (
    "Car bomb kills nine in Kirkuk market\n\n"
    "A car bomb exploded on Tuesday in a crowded market in the city of Kirkuk killing nine people and "
    "wounding twenty others police said. "
    "Tuesdays bombing was claimed by no group. "
    "Mondays bombing near the river wounded two guards. "
    "The city council condemned the bombing."
)


@pytest.fixture(scope="module")
def model():
    return model_corpus([Article(id="k1", text=REPORT, date=REFERENCE)], progress=None)


def _subject(model, words: str):
    found = [s for s in model.statements if s.triple.subject.display == words]
    assert found, [s.triple.subject.display for s in model.statements]
    return found[0]


def test_the_real_model_links_an_apostrophe_less_day_of_the_event(model):
    main = next(e for e in model.events if e.is_main)
    statement = (
        next(s for s in model.statements if s.triple.object and s.triple.object.display == "Tuesdays bombing")
        if any(s.triple.object and s.triple.object.display == "Tuesdays bombing" for s in model.statements)
        else (_subject(model, "Tuesdays bombing"))
    )
    assert main.key in (statement.subject_entity, statement.object_entity), statement


def test_the_real_model_leaves_another_days_bombing_as_words(model):
    statement = _subject(model, "Mondays bombing near the river")
    assert statement.subject_entity is None, statement


# "a suicide bombing" opening its article's news (kg.events.described._opening), and its guards.
def _opening(
    subject: str,
    lead=True,
    is_main=True,
    ordinal=None,
    before=None,
    beside=None,
    targets=(),
    relation=None,
    predicate=None,
):
    """ "subject | kill | ten people" in sentence 1; ``before``/``beside`` another event's type told in
    sentence 0 / sentence 2 of the article."""
    trigger = subject.split()[-1]
    at = 100 + subject.index(trigger)
    mention = EventMention(
        "a1",
        1,
        at,
        at + len(trigger),
        trigger,
        subject,
        "Bombing",
        lead=lead,
        ordinal=ordinal,
        targets=targets,
    )
    triple = Triple(
        "a1",
        1,
        Span(subject, 100, 100 + len(subject), at, at + len(trigger)),
        "killed",
        "kill",
        Span("ten people", 120 + len(subject), 130 + len(subject), 124 + len(subject), 130 + len(subject)),
    )
    main = Event(
        "bombing-kirkuk",
        "bombing in Kirkuk",
        "Bombing",
        date="2024-03-12",
        places=("kirkuk",),
        is_main=is_main,
    )
    events = {main.key: main}
    mentions = [(mention, main.key)]
    for where, kind in ((10, before), (300, beside)):
        if kind is not None:
            # the news's own day: another day elsewhere is told apart (tests/test_s40_opening_apart.py)
            other = Event(f"other-{where}", f"{kind} in Mosul", kind, date="2024-03-12", places=("mosul",))
            events[other.key] = other
            mentions.append(
                (EventMention("a1", where // 100, where, where + 6, "attack", "attack", kind), other.key)
            )
    if relation is not None:  # the description as the object: "ten people | <relation> | subject"
        triple = Triple("a1", 1, triple.object, predicate or relation, relation, triple.subject)
    statement = Statement("a1-1-0", triple, f"{subject} killed ten people.", None, None)
    return argument_events([statement], {"a1": mentions}, events, {}, {"a1": "2024-03-12"}, {})


@pytest.mark.parametrize(
    ("case", "kwargs", "linked"),
    [
        ("the lead's indefinite of the main event", {}, True),
        ("past the lead", {"lead": False}, False),
        ("of an event that is not the news", {"is_main": False}, False),
        ("an ordinal: a second one", {"ordinal": 2}, False),
        ("after another happening was told", {"before": "Shooting"}, False),
        ("another bombing in the article", {"beside": "Bombing"}, False),
        ("another air strike in the article", {"beside": "Airstrike"}, False),
        ("a happening of another kind later", {"beside": "Shooting"}, True),
    ],
)
def test_an_indefinite_description_is_linked_only_when_it_opens_the_news(case, kwargs, linked):
    found = _opening("A suicide bombing", **kwargs)
    assert bool(found) is linked, case


def test_an_indefinite_description_of_another_year_stays_words():
    # the guards of a definite description hold: its own year, day and place
    assert _opening("A suicide bombing in 2019") == {}


@pytest.mark.parametrize(
    ("relation", "linked"),
    [
        ("kill in", True),  # a toll placed in it: it happened
        ("die during", True),
        ("carry out", True),  # made: it happened
        ("prepare for", False),  # an indefinite object may be planned, prepared for or feared
        ("plan", False),
    ],
)
def test_an_indefinite_object_is_linked_only_where_a_toll_is_placed_in_it(relation, linked):
    found = _opening("a suicide bombing", relation=relation)
    assert (found == {("a1-1-0", "object"): "bombing-kirkuk"}) is linked, found


def test_an_indefinite_description_aimed_at_another_country_stays_words():
    assert _opening("An attack", targets=("turkey",)) == {}
    assert _opening("An attack", targets=("kirkuk",)) != {}  # its own place


@pytest.mark.parametrize(
    "predicate",
    ["would carry out", "will carry out", "'ll carry out"],
)
def test_an_indefinite_object_of_a_clause_yet_to_happen_stays_words(predicate):
    # "said it would carry out a suicide bombing": a threat, not a happening, whatever its relation
    assert _opening("a suicide bombing", relation="carry out", predicate=predicate) == {}
    assert _opening("a suicide bombing", relation="carry out", predicate="had carried out") != {}


def test_a_place_a_reaction_is_made_in_is_no_setting_of_the_happening():
    # "The attack was condemned in Kirkuk": where it was condemned, not where it happened
    found = _records(
        "The attack", "condemn in", "Kirkuk", "Kirkuk", places=["kirkuk"], keys={"Kirkuk": "kirkuk"}
    )
    assert found == {}


# Review of session 39, case 4 and the older object path: a reaction's place names the reaction's setting.
ROUNDUP = (
    "A car bomb killed eight people in Qamishli on Monday. Government shelling killed three people in "
    "Hasaka on Monday. The attack was condemned in Hasaka by students."
)


def test_the_real_model_leaves_an_attack_condemned_in_another_events_town_as_words():
    model = model_corpus([Article(id="r1", text=ROUNDUP, date="2024-03-12")], progress=None)
    events = {e.key for e in model.events}
    linked = [
        s
        for s in model.statements
        if "condemn" in s.triple.lemma and {s.subject_entity, s.object_entity} & events
    ]
    assert not linked, [(s.triple.lemma, s.subject_entity, s.object_entity) for s in linked]
