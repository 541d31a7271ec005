"""A statement is linked to the happening its sentence tells (kg:happening; session 52): a toll read out of
its sentence with no day or place of its own ("Government jets | kill | 14 civilians") takes the day and place
of the one event the sentence's event words and figures belong to, and a background sentence, a sentence of
what has been going on, or an event dated only by the article's day gets none."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from rdflib import Graph

from kg.events.happenings import statement_happenings
from kg.events.mentions import EventMention
from kg.events.timeexpr import DATE, TimeExpression
from kg.pipeline import model_corpus
from kg.rdf import KG, build_graph, serialize, validate
from kg.types import Article, Event, Sentence, Span, Statement, Triple
from tests.script_module import load_script

REPO = Path(__file__).resolve().parent.parent
load_script(REPO / "benchmarks" / "audit" / "audit.py", "audit_script_happenings")
audit = sys.modules["audit_sample"]

# Invented news: Korvesh, Dalmira and the Velmar Rights Group are no real places or bodies; 2016-08-19 was a
# Friday, so "Wednesday" is 2016-08-17.
TEXT = (
    "Air strikes kill 14 civilians in Korvesh. "
    "Air strikes killed 14 civilians in the northern town of Korvesh on Wednesday, a monitor said. "
    "Government jets killed 14 civilians including five children in the strikes, "
    "the Velmar Rights Group said. "
    "Previous attacks on Korvesh killed 40 people. "
    "Government forces have been shelling the area, the group said. "
    "The Britain-based Velmar Rights Group said 14 civilians including five children died in the strikes. "
    "The Korvan government condemned the strikes."
)
# The same news with no day anywhere: the event is dated by the article alone.
UNDATED = (
    "Air strikes kill 14 civilians in Korvesh. "
    "Air strikes killed 14 civilians in the northern town of Korvesh, a monitor said. "
    "Government jets killed 14 civilians including five children in the strikes, "
    "the Velmar Rights Group said."
)
MAIN = "air-strike-in-korvesh-2016-08-17"


@pytest.fixture(scope="module")
def model():
    return model_corpus([Article(id="korvesh", text=TEXT, date="2016-08-19")], progress=None)


def _statement(model, subject: str, lemma: str) -> Statement:
    return next(s for s in model.statements if s.triple.subject.text == subject and s.triple.lemma == lemma)


def test_a_toll_without_day_or_place_takes_its_sentences_happening(model) -> None:
    toll = _statement(model, "Government jets", "kill")
    assert (toll.stated_date, toll.stated_place) == (None, None)
    assert toll.happening == MAIN
    assert audit.graph_text(toll, audit.node_labels(model)).endswith(
        "[about: air strike in Korvesh, 2016-08-17]"
    )
    assert "[about:" not in audit.statement_text(toll), "the words view shows no happening"


def test_a_statement_with_its_own_day_and_place_shows_them_and_not_the_happening(model) -> None:
    toll = next(s for s in model.statements if s.triple.lemma == "kill" and s.triple.sentence_index == 1)
    shown = audit.graph_text(toll, audit.node_labels(model))
    assert shown.endswith("[on 2016-08-17] [in Korvesh]")
    assert "[about:" not in shown


def test_a_background_sentence_is_not_linked_to_the_main_event(model) -> None:
    # the event model counts the 40 among the strike's figures; "previous" tells another time
    earlier = _statement(model, "Previous attacks on Korvesh", "kill")
    assert earlier.happening is None
    assert "[about:" not in audit.graph_text(earlier, audit.node_labels(model))


def test_what_has_been_going_on_is_not_linked(model) -> None:
    saying = next(s for s in model.statements if s.triple.lemma == "say" and "been shelling" in s.sentence)
    assert saying.event == MAIN  # kg:aboutEvent, by the mention in its object
    assert saying.happening is None


def test_a_statement_that_tells_no_act_is_not_linked(model) -> None:
    based = next(s for s in model.statements if s.triple.lemma == "base in")
    assert based.happening is None  # where the group sits, not where the strikes fell
    saying = next(s for s in model.statements if s.triple.lemma == "say" and "died" in s.sentence)
    assert saying.happening == MAIN  # its object tells the strikes' toll


def test_a_reaction_is_about_the_event_but_not_its_happening(model) -> None:
    condemned = _statement(model, "The Korvan government", "condemn")
    assert condemned.event == MAIN  # kg:aboutEvent: what it reacts to
    assert condemned.happening is None  # the condemnation's day and place are not the strikes'


def test_an_event_dated_only_by_the_article_gives_no_happening() -> None:
    undated = model_corpus([Article(id="korvesh", text=UNDATED, date="2016-08-19")], progress=None)
    toll = _statement(undated, "Government jets", "kill")
    assert toll.event is not None  # the event of the strikes, dated 2016-08-19 by the article
    assert toll.happening is None


def test_a_meeting_gives_no_happening() -> None:
    # a meeting's word is as often another sense's ("meeting the targets"), and its day another happening's
    text = (
        "Leaders meet in Korvesh to end the water dispute. "
        "The leaders of Korvan and Dalmar held a meeting in Korvesh on Wednesday, officials said."
    )
    met = model_corpus([Article(id="korvesh", text=text, date="2016-08-19")], progress=None)
    saying = _statement(met, "officials", "say")
    assert saying.event == "meeting-in-korvesh-2016-08-17"
    assert saying.happening is None


def test_the_graph_links_the_happening_and_conforms(model, tmp_path: Path) -> None:
    graph: Graph = build_graph(model)
    linked = {str(o) for o in graph.objects(None, KG.happening)}
    assert linked and all(o.endswith(MAIN) for o in linked)
    path = tmp_path / "graph.nt"
    path.write_bytes(serialize(graph, "nt"))
    report = validate(path)
    assert report.conforms, report.text


# A sentence "Rockets killed 3 people in TOWN." whose mention the model put in the Korvesh strike (the main
# event, or a side event of the article when ``main`` is False), built by hand.
def _linked(town: str, main: bool = True) -> dict[str, str]:
    sentence = Sentence("a", 2, f"Rockets killed 3 people in {town}.", 0, 33)
    triple = Triple("a", 2, Span("Rockets", 0, 7), "killed", "kill", Span("3 people", 15, 23))
    statement = Statement("a:2:0", triple, sentence.text, None, None)
    written = TimeExpression(0, 9, "Wednesday", DATE, "2016-08-17")
    mention = EventMention("a", 2, 0, 7, "Rockets", "Rockets", "Attack", times=(written,))
    places = ("korvesh",)
    event = Event(MAIN, "air strike in Korvesh", "Airstrike", date="2016-08-17", places=places, is_main=main)
    towns = {"a": {2: {town.lower()}}}
    inside = {"old-korvesh": frozenset({"korvesh"})}
    return statement_happenings(
        [statement], {"a": [(mention, MAIN)]}, [], {MAIN: event}, {("a", 2): sentence}, {}, {}, towns, inside
    )


def test_a_sentence_naming_a_town_outside_the_event_is_not_linked() -> None:
    # a round-up's toll of another town that the model filed under the Korvesh strike
    assert _linked("Dalmira") == {}
    assert _linked("Old-Korvesh") == {"a:2:0": MAIN}  # a town inside the event's place


def test_a_side_event_is_linked_only_where_the_sentence_names_its_place_or_day() -> None:
    assert _linked("Korvesh", main=False) == {"a:2:0": MAIN}
    assert _linked("Old-Korvesh", main=False) == {}  # no place or day of its own in the sentence
