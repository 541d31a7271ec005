"""Session 7 event rules on stories written for these tests: the main event among background events every
article recalls, and the town a headline names only by its country."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.events import model_events
from kg.pipeline import extract_articles, link_statements
from kg.types import Article


def _model(*texts: str, day: str = "2016-06-06"):  # a Monday
    articles = [Article(f"a{i}", text, date=day) for i, text in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    entities = {e.key: e for e in resolution.entities}
    return model_events(extractions, resolution, link_statements(extractions, resolution)), entities


BACKGROUND = (
    " The town has been bombed often. Russia began carrying out strikes in Syria in September 2015 in"
    " support of the regime."
)


def test_a_background_event_every_article_recalls_does_not_hide_the_event_two_headlines_report() -> None:
    model, entities = _model(
        "Air strikes kill 17 in market in Raqqa\n\nAir strikes on a market in Raqqa killed 17"
        " civilians on Monday, a monitor said." + BACKGROUND,
        "Air strikes on Raqqa market kill 17\n\nAt least 17 civilians were killed in air strikes on a"
        " market in Raqqa on Monday, the Observatory said." + BACKGROUND,
        "Rebels shell regime positions in Hama\n\nRebels shelled regime positions in Hama on Monday."
        + BACKGROUND,
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Airstrike"
    assert len(main.articles) == 2
    assert entities[main.places[0]].label == "Raqqa"


def test_a_headline_that_names_only_the_country_is_the_event_its_lead_puts_in_a_town() -> None:
    model, entities = _model(
        "Airstrikes in Syria kill dozens at start of Ramadan\n\nAt least 17 civilians have been killed by a"
        " suspected Russian air raid in the market in the town of al-Asharah in Deir Ezzor province.",
        "17 civilians dead in air strikes on market in east Syria\n\nSeventeen civilians were killed in air"
        " strikes on a market in the town of al-Asharah on Monday, a monitor said.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 2
    assert entities[main.places[0]].label == "al-Asharah"
    assert 17.0 in {c.value for c in model.claims if c.event == main.key and c.article_id == "a0"}
