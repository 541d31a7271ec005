"""Session 39 event rules (issue 13): page furniture takes no lead sentence's place. The page's date stamp
standing as a sentence of its own and the headline printed again behind a date or a label pushed the sentence
that tells the event out of the three lead sentences, so a one-article story had no main event. Invented
articles, with the real spaCy model."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.model import _repeats
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Event


def _main(day: str, text: str) -> Event | None:
    """The main event of one article of ``day``, titled by its first line, or None."""
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    model = model_events(extractions, resolution, link_statements(extractions, resolution))
    return next((e for e in model.events if e.is_main), None)


@pytest.mark.parametrize(
    "furniture",
    [
        "Date of publication 14 March 2016\n",
        "14-03-2016 Nine people dead after night of fear in hill town.\n",
        "title: Nine people dead after night of fear in hill town.\n",
    ],
)
def test_furniture_under_the_headline_leaves_the_event_in_the_lead(furniture: str) -> None:
    main = _main(
        "2016-03-14",
        "Nine people dead after night of fear in hill town\n\n"
        f"{furniture}"
        "Families in the hill town spent the night in their cellars as the sky lit up, residents said.\n"
        "Nine people were killed in the shelling of the town on Sunday, a local monitor said. "
        "The monitor said two of the dead were children.",
    )
    assert main is not None
    assert main.event_type == "Attack"
    assert main.date == "2016-03-13"


@pytest.mark.parametrize(
    ("sentence", "headline", "repeats"),
    [
        ("24-02-2015 Army takes hill town.", "Army takes hill town", True),
        ("title: Army takes hill town", "Army takes hill town", True),
        ("Army takes hill town", "Army takes hill town", True),
        # a lead that opens with the headline's words and goes on is a sentence of its own
        ("Army takes hill town after a week of shelling", "Army takes hill town", False),
        ("The army said on Monday that it had taken the hill town", "Army takes hill town", False),
        ("Army takes hill town", "", False),
    ],
)
def test_a_repeat_is_the_headline_behind_a_few_words(sentence: str, headline: str, repeats: bool) -> None:
    import re

    words = re.compile(r"[^\W_]+")
    assert _repeats(words.findall(sentence.lower()), words.findall(headline.lower())) is repeats


def test_the_headline_before_the_stamp_stays_in_the_lead() -> None:
    # the stamp's sentence ends with the stamp; the headline before it ends earlier and is no stamp
    from kg.events.model import _lead_indexes, _stamp

    text = (
        "Air raid kills nine in hill town\n\nDate of publication 14 March 2016\n"
        "Families in the hill town spent the night in their cellars, residents said. "
        "Nine people were killed on Sunday, a local monitor said."
    )
    article = Article("a0", text, date="2016-03-14", title=text.partition("\n")[0])
    [extraction] = extract_articles([article], progress=None)
    assert _stamp(extraction) is not None
    assert _lead_indexes(extraction, _stamp(extraction)) == {0, 2, 3}
