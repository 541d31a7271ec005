"""Session 49 (issue 13): a headline's event named by its doers' nation ("Syrian army shelling") is the one
the lead places in a town that nation may hold; the credit a page's headline closes with ("... - World -
Acme Online") is no source of the headline's figures; "a source at X Police Command told the agency" closing
a sentence is its figures' source. Invented text."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.page_credits import page_credit
from kg.events.sources import last_source_of
from kg.pipeline import extract_articles, link_statements
from kg.stamps import page_stamp
from kg.types import Article, Sentence


def _model(text: str, day: str = "2019-03-05"):
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


def _main(text: str):
    return next((e for e in _model(text).events if e.is_main), None)


@pytest.mark.parametrize(
    "text",
    [
        "Syrian army shelling kills 9 in northern town\n\nSyrian army shelling killed nine civilians in a "
        "rebel-held town in the north on Tuesday, activists said. A local activist said that the attack on "
        "the town of Kafr Tulaim began at dawn. The dead included three children.",
        "Syrian army missile kills 12 including 5 kids\n\nSyrian activists say a missile the military "
        "fired hit homes in a rebel-held town in the north killing 12 people. A local activist said on "
        "Tuesday that the attack on the town of Kafr Tulaim came at night.",
    ],
)
def test_a_lead_town_the_doers_nation_may_hold_places_the_headlines_event(text) -> None:
    main = _main(text)
    assert main is not None and main.places == ("kafr-tulaim",)


def test_a_lead_event_of_another_kind_in_the_doers_nation_stays_apart() -> None:
    # the car bombing is no restatement of the shelling, though the town may lie in the doers' nation
    text = (
        "Syrian army shelling kills 9 civilians\n\nSyrian army shelling killed nine civilians on Tuesday, "
        "activists said. Meanwhile a car bomb attack on the town of Kafr Tulaim killed five people."
    )
    main = _main(text)
    assert main is not None and "kafr-tulaim" not in main.places


@pytest.mark.parametrize(
    ("line", "credit"),
    [
        ("Army shells kill 12 - Region - World - Gazette Online", "Gazette Online"),
        ("Army shells kill 12 | Gazette", "Gazette"),
        # a role after the dash is someone quoted, no credit
        ("Five killed in strike - Town Governor", None),
        # common words are a source or the headline after a tag that opens it, no site's name
        ("Twelve killed in air raid - activists", None),
        ("Shelling kills 5 \u2013 state media", None),
        ("Varosh - Rebels say 12 killed in army shelling", None),
        ("Army shells kill 12 - Voice of Varosh", "Voice of Varosh"),
        ("Army shells kill 12 in the north", None),
    ],
)
def test_the_credit_after_a_page_titles_last_separator(line, credit) -> None:
    found = page_credit(line + "\n\nThe army shelled the town on Monday.")
    assert (line[found[0] : found[1]] if found else None) == credit


def test_a_headline_credit_is_no_source_of_the_headlines_toll() -> None:
    text = (
        "Syrian army missile kills 12 including 5 kids - Region - World - Gazette Online\n\n"
        "Syrian activists say a missile the military fired hit homes in a rebel-held town in the north "
        "killing 12 people including five children. A local activist said on Tuesday that the attack on the "
        "town of Kafr Tulaim came at night."
    )
    sources = {c.source for c in _model(text).claims if c.value == 12}
    assert sources and not any(s and "Online" in s for s in sources)


def test_a_headline_after_a_tag_keeps_its_speaker() -> None:
    # "Syria - ..." tags the headline that follows; its speaker is no page's credit
    text = (
        "Syria - Activists say shelling kills 12 in Hama\n\nArmy shelling hit a market in the province of "
        "Hama on Monday. The dead included four children."
    )
    sources = {c.source for c in _model(text).claims if c.value == 12}
    assert any(s and "Activists" in s for s in sources)


@pytest.mark.parametrize(
    ("text", "source"),
    [
        (
            "Gunmen fired mortar shells on the Karam quarter on Monday leaving 4 civilians dead a source at "
            "Varosh Police Command told the agency.",
            "a source at Varosh Police Command",
        ),
        (
            "Four people were injured a medical source in Varosh National Hospital said on Monday.",
            "medical source in Varosh National Hospital",
        ),
        # the figure's participle before the head is no word of the source's
        (
            "Shells hit the market leaving 4 people injured sources at Varosh Police Command said.",
            "sources at Varosh Police Command",
        ),
        # opening the sentence, the source is no closing one; nor a source with no body's name after it
        ("A source at Varosh Police Command told the agency that 4 civilians died.", None),
        ("The shells killed 4 people in the open source at the market.", None),
    ],
)
def test_an_unnamed_source_placed_at_a_body_closing_its_sentence_is_the_figures_source(text, source) -> None:
    assert last_source_of(Sentence("a0", 0, text, 0, len(text)), set()) == source


def test_a_stamp_before_a_pages_title_label_is_the_pages_date() -> None:
    # "<stamp> title: <headline>.": the label after the date is no sentence that opens with it
    title = "Gunmen raid farms in Varosh"
    text = f"{title}\n\n14-03-2019 title: {title}.\nGunmen raided the farms of Varosh overnight."
    assert page_stamp(text, title) == (len(title) + 2, len(title) + 12, "2019-03-14")
    # a date opening a sentence of the story is no stamp
    assert page_stamp(f"{title}\n\n14-03-2019 saw gunmen raid the farms of Varosh.", title) is None
