"""Session 8 event rules (issue 13): the day of the happening on stories kg has never seen. An undated page
dates itself with a stamp in its opening ("Date of publication 5 July 2016", "AFP Tuesday 5 Jul 2016",
"27-07-2016"); that stamp is the day the article was published, which dates its "on Monday", and no day of
the event it tells."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.places import stated_containment
from kg.events.timeexpr import find_times
from kg.pipeline import extract_articles, link_statements
from kg.stamps import page_stamp
from kg.types import PLACE, Article, ArticleExtraction, Entity, Mention, Sentence


def _model(*articles: Article):
    extractions = extract_articles(list(articles), progress=None)
    resolution = resolve_entities(extractions)
    entities = {e.key: e for e in resolution.entities}
    return model_events(extractions, resolution, link_statements(extractions, resolution)), entities


@pytest.mark.parametrize(
    ("text", "title", "day"),
    [
        (
            "Bomber kills 16\n\nDate of publication 5 July 2016 A bomber killed 16.",
            "Bomber kills 16",
            "2016-07-05",
        ),
        (
            "Bomber kills 16\n\nBomber kills 16 AFP Tuesday 5 Jul 2016 A bomber killed 16.",
            "Bomber kills 16",
            "2016-07-05",
        ),
        (
            "Car bomb kills 44\n\n27-07-2016 Car bomb kills 44. A car bomb killed 44.",
            "Car bomb kills 44",
            "2016-07-27",
        ),
        ("France seeks U.N. resolution\n\nSeptember 10 2013 France sought a resolution.", None, "2013-09-10"),
        # a full date the lead governs is the story's own day, not a stamp
        ("Bomber kills 16\n\nA bomber killed 16 people on 5 July 2016 in Hasakah.", "Bomber kills 16", None),
        ("Bomber kills 16\n\nA bomber killed 16 people on Tuesday 5 July 2016.", "Bomber kills 16", None),
        # a stamp after a label, or on a line of its own, whatever sentence follows
        ("Bomber\n\nPosted on July 5, 2016\n\nA bomber killed 16 on Tuesday.", "Bomber", "2016-07-05"),
        ("Bomber kills 16\n\nPublished on 5 July 2016 A bomber killed 16.", "Bomber kills 16", "2016-07-05"),
        ("Bomber\n\nLast updated at Tuesday 5 July 2016 A bomber killed 16.", "Bomber", "2016-07-05"),
        # a background date in the lead, in a quote or opening a sentence is the story's, not a stamp
        (
            "Attack anniversary\n\nThe 21 August 2013 chemical attack on Ghouta killed hundreds.",
            "Attack anniversary",
            None,
        ),
        (
            "Bomber kills 16\n\nThe war, which began 15 March 2011, has killed 400,000. A bomber killed 16.",
            "Bomber kills 16",
            None,
        ),
        ('Bomber\n\n"5 July 2016 is a day we will never forget," a resident said.', "Bomber", None),
        ("Bomber\n\n5 July 2016 is a day we will never forget, a resident said.", "Bomber", None),
        ("Bomber kills 16\n\nOn 5 July 2016, a bomber killed 16.", "Bomber kills 16", None),
        # a stamp further into the text than a page prints it is no stamp
        ("Raid\n\n" + "Air raids went on. " * 20 + "Date of publication 5 July 2016", "Raid", None),
    ],
)
def test_a_date_stamp_in_the_opening_of_a_page_is_found_and_a_date_in_a_sentence_is_not(
    text: str, title: str | None, day: str | None
) -> None:
    stamp = page_stamp(text, title)
    assert (stamp[2] if stamp else None) == day


def test_an_undated_page_dates_its_weekdays_by_its_stamp_and_the_stamp_is_no_day_of_the_event() -> None:
    # Published on Tuesday 14 November, both pages tell Monday's (13 November) air strikes on Atareb.
    model, entities = _model(
        Article(
            "a0",
            "Air raids kill 29 civilians in Atareb\n\nAir raids kill 29 civilians in Atareb AFP Tuesday"
            " 14 Nov 2017 Air strikes on a market killed at least 29 civilians in the town of Atareb on"
            " Monday, a monitor said.",
            title="Air raids kill 29 civilians in Atareb",
        ),
        Article(
            "a1",
            "Russian air strikes kill 29 in Atareb\n\nDate of publication 14 November 2017 Russian air"
            " strikes killed 29 civilians in a market in the town of Atareb on Monday.",
            title="Russian air strikes kill 29 in Atareb",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.date == "2017-11-13"
    assert entities[main.places[0]].label == "Atareb"
    assert len(main.articles) == 2


def test_a_background_date_in_an_undated_lead_neither_dates_the_page_nor_splits_its_event() -> None:
    # "The war, which began 15 March 2011" is no stamp: read as one, it dated the undated report's
    # "on Wednesday" to 2011 and split the car bomb into two events, neither the main one.
    model, _ = _model(
        Article(
            "a0",
            "Car bomb kills 44 in Qamishli\n\nThe war, which began 15 March 2011, has left 400,000 dead."
            " A car bomb killed 44 people in the town of Qamishli on Wednesday, state media said.",
            title="Car bomb kills 44 in Qamishli",
        ),
        Article(
            "a1",
            "Car bomb kills 44 in Syria's Qamishli\n\nA car bomb killed at least 44 people in the"
            " Kurdish-held town of Qamishli on Wednesday, a monitor said.",
            title="Car bomb kills 44 in Syria's Qamishli",
            date="2016-07-27",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.event_type == "Bombing"
    assert main.date == "2016-07-27"
    assert set(main.articles) == {"a0", "a1"}


def test_an_event_no_report_dates_happened_by_the_day_of_its_earliest_report_that_leads_with_it() -> None:
    # Two outlets publish the next day, one the same day: the strike happened by the earliest report.
    stories = [
        (
            "2017-11-14",
            "Air raids kill 29 civilians in Atareb\n\nAir strikes on a market killed at least 29 civilians in"
            " the town of Atareb, a monitor said.",
        ),
        (
            "2017-11-14",
            "Russian air strikes kill 29 in Atareb\n\nRussian air strikes killed 29 civilians in a market in"
            " the town of Atareb, activists said.",
        ),
        (
            "2017-11-13",
            "Air strikes hit Atareb market\n\nAir strikes hit a crowded market in the town of Atareb, killing"
            " at least 29 civilians.",
        ),
    ]
    model, _ = _model(*(Article(f"a{i}", text, date=day) for i, (day, text) in enumerate(stories)))
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 3
    assert main.date == "2017-11-13"


def test_an_event_no_leading_report_dates_happened_by_the_day_of_its_earliest_dated_report() -> None:
    # The two pages that lead with the strike are undated; the roundup that tells it after its news of the
    # talks is dated, and still dates the strike (it had no date before).
    pad = (
        "The United Nations called for a ceasefire in Syria on Tuesday. The envoy met ministers in the"
        " capital to discuss the talks. Diplomats said progress was slow and more meetings were planned. "
    )
    model, _ = _model(
        Article(
            "a0",
            "Air strikes kill 29 in Atareb\n\nAir strikes on a market killed at least 29 civilians in the"
            " town of Atareb, a monitor said.",
            title="Air strikes kill 29 in Atareb",
        ),
        Article(
            "a1",
            "Russian air strikes kill 29 in Atareb\n\nRussian air strikes killed 29 civilians in a market in"
            " the town of Atareb, activists said.",
            title="Russian air strikes kill 29 in Atareb",
        ),
        Article(
            "a2",
            "UN urges ceasefire\n\n"
            + pad
            + "Air strikes on a market killed 29 civilians in Atareb, activists said.",
            date="2017-11-14",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert set(main.articles) == {"a0", "a1", "a2"}
    assert main.date == "2017-11-14"


def test_an_incident_its_mentions_place_only_in_a_country_is_placed_in_the_town_its_leads_name() -> None:
    model, entities = _model(
        Article(
            "a0",
            "Air raids kill 10 near Syria hospital\n\nA barrage of air strikes on Saturday near a hospital in"
            " northwestern Syria killed at least 10 civilians, a monitor said. The monitor said the hospital"
            " is in the town of Milis in Idlib province.",
            date="2016-08-06",
        ),
        Article(
            "a1",
            "Air strike on Syrian hospital kills 10\n\nAn airstrike on a hospital in northwestern Syria on"
            " Saturday killed 10 people including children, the monitor said. The hospital lies in the"
            " province of Idlib, near the Turkish border.",
            date="2016-08-06",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 2
    assert [entities[p].label for p in main.places] == ["Milis", "Syria"]


def test_a_town_in_the_leads_outside_the_events_country_or_of_an_event_with_no_place_places_nothing() -> None:
    # Geneva, where the envoy briefs reporters, lies in no Syrian place the texts or gazetteer know.
    model, entities = _model(
        Article(
            "a0",
            "Air raids kill 10 in Syria\n\nAir strikes killed at least 10 civilians in northwestern Syria"
            " on Saturday, a monitor said. The United Nations envoy is due to brief reporters in Geneva"
            " on Monday.",
            date="2016-08-06",
        ),
        Article(
            "a1",
            "Air strikes kill 10 civilians in Syria\n\nAn air strike killed 10 civilians in northwestern"
            " Syria on Saturday, activists said. Diplomats in Geneva said the violence threatened the talks.",
            date="2016-08-06",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert len(main.articles) == 2
    assert [entities[p].label for p in main.places] == ["Syria"]
    # An event its mentions place nowhere is not narrowed down to a town the leads name by the way.
    model, _ = _model(
        Article(
            "a0",
            "Car bomb kills 44\n\nA car bomb killed at least 44 people on Wednesday, state media said."
            " Rescuers in Aleppo pulled survivors from the rubble.",
            date="2016-07-27",
        ),
        Article(
            "a1",
            "Car bomb kills 44 people\n\nA car bomb killed 44 people on Wednesday, a monitor said. Rescuers"
            " in Aleppo said children were among the dead.",
            date="2016-07-27",
        ),
    )
    [main] = [e for e in model.events if e.is_main]
    assert (len(main.articles), main.places) == (2, ())


@pytest.mark.parametrize(
    ("written", "inside"),
    [
        ("Aleppos Salaheddin", {"salaheddin": {"aleppo"}}),  # FA-KES drops the apostrophe
        ("Aleppo's Salaheddin", {"salaheddin": {"aleppo"}}),
        ("Aleppos", {}),  # the possessive alone holds no other place
        ("Salaheddin Aleppo", {}),  # two names side by side say nothing of which holds the other
    ],
)
def test_a_place_glued_to_the_possessive_of_a_known_place_lies_inside_it(
    written: str, inside: dict[str, set[str]]
) -> None:
    # The recogniser takes "Aleppos Salaheddin" as one mention: no text between two mentions says it.
    text = f"A bomb exploded in {written} district on Wednesday killing six."
    start = text.index(written)
    mention = Mention("a0", 0, written, start, start + len(written), "GPE")
    key = "salaheddin" if "Salaheddin" in written else "aleppo"
    entities = {
        "aleppo": Entity("aleppo", "Aleppo", PLACE),
        "salaheddin": Entity("salaheddin", "Salaheddin", PLACE),
    }
    extraction = ArticleExtraction(
        Article("a0", text), (Sentence("a0", 0, text, 0, len(text)),), (mention,), ()
    )
    found = stated_containment([extraction], {"a0": {(mention.start, mention.end): key}}, entities)
    assert {k: set(v) for k, v in found.items()} == inside


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("a chemical attack on 4 April killed 80", ["2017-04-04"]),  # the day first, the year unsaid
        ("the 3 Oct attack", ["2016-10-03"]),  # a day more than a week ahead is last year's
        ("the strike of 4 May", ["2016-05-04"]),
        ("killed 21 May 2013", ["2013-05-21"]),
        ("the 4 may be the last", []),  # the verb
        ("killed 4 in April", ["2017-04"]),  # a count, then the month alone
        ("Theresa May met 27 May protesters", []),  # "May" the name, no preposition before the number
        ("protests on 27 May", ["2016-05-27"]),
        ("thousands joined 3 march rallies", []),  # a lower-case month is no month
        ("the 07-05-2016 raid", []),  # day or month first? only a page's stamp says (page_stamp)
    ],
)
def test_a_day_written_before_its_month_without_a_year_is_a_day_of_the_articles_year(
    text: str, values: list[str]
) -> None:
    assert [t.value for t in find_times(text, reference="2017-04-05")] == values


@pytest.mark.parametrize(
    ("text", "reference", "values"),
    [
        ("on 2 January", "2016-12-30", ["2017-01-02"]),  # within the coming week, across the new year
        ("on January 2", "2016-12-30", ["2017-01-02"]),  # the month first reads the same
        ("on 20 January", "2016-12-30", ["2016-01-20"]),  # further ahead: this year's, past
        ("on 30 December", "2017-01-02", ["2016-12-30"]),  # last year's, as before
        ("on 29 February", "2016-02-10", []),  # a leap day ahead has no day last year
    ],
)
def test_a_day_without_a_year_is_the_recent_past_or_the_coming_week(
    text: str, reference: str, values: list[str]
) -> None:
    assert [t.value for t in find_times(text, reference=reference)] == values


def test_a_day_first_numeric_date_is_read_only_as_a_stamp() -> None:
    assert page_stamp("Car bomb kills 44\n\n07-05-2016 A car bomb killed 44.", "Car bomb kills 44") == (
        19,
        29,
        "2016-05-07",
    )
    assert find_times("07-05-2016 A car bomb killed 44.") == []
