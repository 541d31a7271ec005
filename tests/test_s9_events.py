"""Session 9 event rules (issue 13): what a clause about another happening says ("The attack comes two days
after jets hit a convoy near Urum al-Kubra", "came a week after a bomber killed 29") is not the event's:
neither its place nor its figures. Invented articles, with the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.arguments import is_country
from kg.events.backgrounds import background_bounds
from kg.events.claims import last_source_of
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Sentence


def _model(*articles: Article):
    extractions = extract_articles(list(articles), progress=None)
    resolution = resolve_entities(extractions)
    entities = {e.key: e for e in resolution.entities}
    return model_events(extractions, resolution, link_statements(extractions, resolution)), entities


def _main(day: str, *texts: str):
    """The model, main event and entities of articles ``a0``, ``a1``... of ``day``, titled by first lines."""
    articles = [Article(f"a{i}", t, date=day, title=t.partition("\n")[0]) for i, t in enumerate(texts)]
    model, entities = _model(*articles)
    [main] = [e for e in model.events if e.is_main]
    return model, main, entities


@pytest.mark.parametrize(
    ("text", "opens_after", "closes_at"),
    [
        ("The attack comes two days after jets hit a convoy.", "comes two days after", None),
        ("The raid came as the army advanced on the city.", "came as", None),
        ("The blast came just a day after a bomber struck.", "came just a day after", None),
        ("The attack comes amid a wider offensive.", "comes amid", None),
        ("The bombing came the day after a suicide attack.", "came the day after", None),
        ("It came a year after a chemical attack on the town.", "came a year after", None),
        ("The shelling of the town, which killed 40, comes as jets struck the city.", "comes as", None),
        # a relative clause about another happening ends at its comma
        ("The strike, which came as people gathered at a market, killed 30.", "came as", ", killed"),
        # no background clause: no "after", "as" or "amid" within a few words, a time of day, an "as"
        # that opens no clause
        ("The convoy came under fire after it left the town.", None, None),
        ("Help came from the town of Atmeh.", None, None),
        ("The first strike came shortly after dawn in the main market.", None, None),
        ("The strike came after noon prayers in the main market.", None, None),
        ("The strike on the town came as a surprise to residents.", None, None),
        ("The news comes as a blow to the town.", None, None),
        ("The shells came as many as 30 at a time.", None, None),
        # read-through 9: "as" and "after" that open no clause, and "coming" that looks ahead
        ("Help came as soon as it could to the town.", None, None),
        ("The shelling came as far as the outskirts of the city, killing 12.", None, None),
        ("The rebels came as close as 2 km to the town.", None, None),
        ("The attack came as expected, killing 20 in the city.", None, None),
        ("The blast came as a huge shock to the town.", None, None),
        ("Aid came after all to the besieged town.", None, None),
        ("It came after dark in the town.", None, None),
        ("The strike came after 2 am, killing 12 in the town.", None, None),
        ("Nobody comes after us, said the man.", None, None),
        ("Talks are due in the coming days after the truce.", None, None),
        # a toll after a clause with no strike of its own is the sentence's event's; after one that tells
        # a strike ("jets struck Idlib, killing 6") it is that strike's
        ("The strike came as residents gathered at the market, killing 30 people.", "came as", ", killing"),
        ("The raid comes as jets struck the city, killing 6.", "comes as", None),
    ],
)
def test_a_clause_that_tells_another_happening_opens_after_came_or_comes_after(
    text: str, opens_after: str | None, closes_at: str | None
) -> None:
    bounds = background_bounds(Sentence("a", 0, text, 100, 100 + len(text)))
    if opens_after is None:
        assert bounds == ()
    else:
        close = len(text) if closes_at is None else text.index(closes_at)
        assert bounds == ((100 + text.index(opens_after) + len(opens_after), 100 + close),)


def test_a_place_in_a_clause_about_an_earlier_happening_does_not_place_the_event() -> None:
    # Both reports tell the strike on a clinic in Khan Tuman; the looting of a convoy in Urum al-Kubra two
    # days before is background: its town placed "The attack" and "The strike" there, and split them from
    # the strike they refer to into an attack in Urum al-Kubra.
    text = (
        "Jets strike clinic in Khan Tuman\n\nJets struck a clinic in the town of Khan Tuman on Tuesday,"
        " killing four medics, activists said. The attack comes two days after an aid convoy was looted in"
        " the town of Urum al-Kubra. The strike came just hours after medics were evacuated from the town"
        " of Urum al-Kubra."
    )
    other = (
        "Four medics killed in Khan Tuman\n\nAn air strike on a clinic in the town of Khan Tuman killed four"
        " medics on Tuesday, a monitor said. The strike came a day after an aid convoy was looted in the town"
        " of Urum al-Kubra."
    )
    _, main, entities = _main("2016-09-21", text, other)
    assert [entities[p].label for p in main.places] == ["Khan Tuman"]
    assert sorted(m.text for m in main.mentions if m.text.startswith("The")) == [
        "The attack",
        "The strike",
        "The strike",
    ]


def test_a_figure_in_a_clause_about_another_attack_is_not_the_events_toll() -> None:
    # "killing 29" tells the bomber of a week before: the car bomb's figures are 17 and 25 only.
    text = (
        "Car bomb kills 17 near Turkish border\n\nA car bomb killed at least 17 people and wounded 25 in the"
        " town of Atmeh on Tuesday. The latest attack comes one week after a suicide bomber blew himself"
        " up at a border crossing killing 29 fighters."
    )
    other = (
        "Car bomb in Atmeh\n\nA car bomb exploded in the town of Atmeh on Tuesday killing at least 17"
        " people, the monitor said."
    )
    model, main, _ = _main("2016-10-13", text, other)
    values = {c.value for c in model.claims if c.event == main.key and c.article_id == "a0"}
    assert values == {17, 25}


def test_a_place_named_in_a_quote_about_elsewhere_and_a_background_clause_with_its_own_place() -> None:
    # over-firing: the clause rule must leave the event its own town when the sentence's first clause
    # names it, and a quote about another town must not take its place.
    text = (
        "Shelling kills 9 in Douma\n\nShelling killed nine people in the town of Douma on Monday. The"
        ' shelling came as the army advanced in the town of Harasta. "We fled Harasta last year," a'
        " resident said."
    )
    other = (
        "Nine killed in Douma\n\nShelling killed nine civilians in the town of Douma on Monday, medics said."
    )
    _, main, entities = _main("2017-03-20", text, other)
    assert entities[main.places[0]].label == "Douma"


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        # a time of day after "came", "came as a surprise", and a relative clause closed by its comma tell
        # no other happening: the figure is the strike's
        ("The first strike came shortly after dawn in the main market of Saqba, killing 12 people.", 12),
        ("The air strike on Saqba came as a surprise to residents and killed 15 people.", 15),
        ("The air strike, which came as residents gathered at a market in Saqba, killed 30 people.", 30),
        ("The air strike came as residents gathered at a market in Saqba, killing 30 people.", 30),
        ("The shelling came as far as the market of Saqba, killing 14 people.", 14),
    ],
)
def test_came_after_dawn_or_as_a_surprise_keeps_the_events_figure(sentence: str, value: int) -> None:
    model, main, _ = _main(
        "2018-02-20",
        f"Air strikes hit Saqba\n\nAir strikes hit the town of Saqba on Sunday. {sentence}",
        "Strikes on Saqba\n\nAir strikes hit the town of Saqba on Sunday, a monitor said.",
    )
    assert value in {c.value for c in model.claims if c.event == main.key and c.article_id == "a0"}


def test_a_figure_after_comes_as_and_an_aside_is_not_the_events_toll() -> None:
    # "comes as Russian jets struck Idlib, killing 6": the 6 are the jets' in Idlib, not Ghouta's.
    model, main, _ = _main(
        "2018-02-20",
        "Ghouta bombardment\n\nThe bombardment of Ghouta, which killed 40 people on Monday, comes as Russian"
        " jets struck Idlib, killing 6.",
        "Ghouta toll rises\n\nThe bombardment of Ghouta killed 40 people on Monday, medics said.",
    )
    values = {c.value for c in model.claims if c.event == main.key and c.article_id == "a0"}
    assert values == {40}


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # FA-KES prints no commas: the source stands right before "reported" or "said"
        (
            "A bomb killed six people and injured 32 in the town of Atmeh Syrian state television reported on"
            " Wednesday.",
            "Syrian state television",
        ),
        (
            "A bomb killed six people and injured 32 in the town of Atmeh the Syrian Observatory for Human"
            " Rights said blaming the attack on rebels.",
            "Syrian Observatory for Human Rights",
        ),
        # the town the figure is in is not part of the source's name
        (
            "A bomb killed six people and injured 32 in the town of Douma Civil Defence said on Wednesday.",
            "Civil Defence",
        ),
        # no source phrase before the verb: nobody is credited
        ("A bomb killed six people and injured 32 in the town of Atmeh on Wednesday.", None),
        ("A bomb killed six people and injured 32 near a television station in the town of Atmeh.", None),
    ],
)
def test_a_source_right_before_said_or_reported_without_a_comma_is_credited_with_the_figure(
    sentence: str, source: str | None
) -> None:
    model, _, _ = _main(
        "2017-04-19",
        f"Bomb kills six in Atmeh\n\n{sentence}",
        "Six killed in Atmeh bombing\n\nA bomb killed six people in the town of Atmeh on Wednesday.",
    )
    credited = {c.source for c in model.claims if c.article_id == "a0" and c.value == 32}
    assert credited == {source}


def test_a_place_before_a_source_with_no_comma_is_not_part_of_its_name() -> None:
    model, _, _ = _main(
        "2018-02-19",
        "Strikes on Douma\n\nAir strikes killed 9 people in Douma Civil Defence said on Monday.",
        "Nine killed in Douma\n\nAir strikes killed 9 people in the town of Douma on Monday.",
    )
    assert {c.source for c in model.claims if c.article_id == "a0" and c.value == 9} == {"Civil Defence"}


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # the whole run of capitalised words names the source, accented capitals included
        ("Six people died in Douma Syrian Arab Red Crescent medics said.", "Syrian Arab Red Crescent medics"),
        ("Six people died Kurdish Red Crescent sources said.", "Kurdish Red Crescent sources"),
        ("Six people died Élysée officials said.", "Élysée officials"),
        ("A Home Office spokesman said six people died.", "Home Office spokesman"),
        # a place, a day or an opening word before it is not part of the name
        ("Six people were injured in Aleppo Syrian state television reported.", "Syrian state television"),
        ("On Saturday activists reported six dead.", "activists"),
        ("Six died, the Britain-based Syrian Observatory said.", "Syrian Observatory"),
    ],
)
def test_a_source_with_no_comma_before_it_keeps_its_whole_name(sentence: str, source: str) -> None:
    in_text = Sentence("a", 0, sentence, 0, len(sentence))
    assert last_source_of(in_text, frozenset({"douma", "aleppo"})) == source


@pytest.mark.parametrize(
    ("name", "country"),
    [
        # the entity stage's countries: pycountry plus ontology/countries.tsv (Kosovo, Turkey, Russia)
        ("Kosovo", True),
        ("Turkey", True),
        ("Russia", True),
        ("the United States", True),
        ("U.S.", True),
        # a pronoun or a preposition that spells an ISO code is no country; nor is a city
        ("it", False),
        ("in", False),
        ("Aleppo", False),
    ],
)
def test_events_know_the_countries_the_entity_stage_knows(name: str, country: bool) -> None:
    assert is_country(name) is country
