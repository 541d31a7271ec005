"""Session 19 event rules (issue 13, the main event of multi-outlet stories and its figures' sources): a main
event no mention places is placed in the town the leads of two of its reports name, when the texts or the
gazetteer put that town in a place the corpus names; who puts a toll at a figure, or says a happening killed
it, is the figure's source. Invented articles and sentences, the real spaCy model."""

from __future__ import annotations

import pytest

from kg.events.sources import cited_source
from tests.test_s14_events import _main, _model

STRIKES = (
    "Air strikes kill 14 militants\n\n"
    "Warplanes carried out heavy air strikes on Saturday killing 14 militants, a monitor said. "
    "Residents of Hama said the strikes were the heaviest this year. The strikes destroyed several depots."
)
RAIDS = (
    "Raids kill 14 fighters\n\n"
    "Heavy air strikes killed 14 fighters on Saturday, a monitoring group said. "
    "A doctor from Hama said the strikes went on all night. The raids also hit a bridge. "
    "Aid groups in Syria asked for a pause."
)
# the same report naming no town: one lead's town is too little (a photo caption's may stand in a lead)
UNNAMED = RAIDS.replace("A doctor from Hama", "A doctor")


def test_unplaced_main_event_takes_the_town_two_leads_name() -> None:
    model, entities = _model("2019-03-02", STRIKES, RAIDS)
    main = _main(model)
    assert [entities[p].label for p in main.places] == ["Hama"]
    assert main.label == "air strike in Hama"


def test_unplaced_main_event_stays_unplaced_on_one_lead() -> None:
    model, _ = _model("2019-03-02", STRIKES, UNNAMED)
    main = _main(model)
    assert len(main.articles) == 2
    assert main.places == ()


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        # who puts the toll at a figure: the subject, without what it cites or an adverb after it
        ("A rights group citing figures from local hospitals put the death toll at 37.", "rights group"),
        (
            "The army denied it while local reporter Omar Haddad placed the toll from the shelling at 21.",
            "local reporter Omar Haddad",
        ),
        (
            "The Policy Institute however has put the death toll from the war at more than 90000.",
            "Policy Institute",
        ),
        # ... and only the subject of its own clause, after "and", "as" or a comma-less run, never the clause
        # before it nor a date opening it (the review of s19-evts)
        (
            "Warplanes struck the town on Monday and the Syrian Observatory put the toll at 30.",
            "Syrian Observatory",
        ),
        ("The strikes killed 30 people and the Observatory later put the toll at 35.", "Observatory"),
        (
            "Rescue workers pulled bodies from the rubble as the civil defence put the toll at 12.",
            "civil defence",
        ),
        ("Warplanes struck the town the Observatory put the toll at 30.", "Observatory"),
        ("On Monday the UN put the toll at 30.", "UN"),
        ("The head of the UN put the toll at 30.", "head of the UN"),
        # ... without an apposition after the name
        ("The Relief Council an NGO however has put the toll from the war at 1200.", "Relief Council"),
        # ... and never a count, a document or a happening (ontology/not-speakers.tsv)
        ("Unofficial estimates put the death toll at 300.", None),
        ("Reports put the death toll at 300.", None),
        ("The latest figures put the death toll at 300.", None),
        ("The storm put the toll at 9.", None),
        # a toll put higher gives no figure of its own
        ("Over 200 people died in the floods but some charities put the toll much higher.", None),
        # who says a happening killed the figure, in a relative clause
        ("The senator condemned a bombing the Red Cross says killed at least 60 people.", "Red Cross"),
        # ... a whole name only: not the last words of "critics of ..." nor a pronoun
        ("Crowds gathered at the bridge which a critic of Mayor Tom Baird says killed 3 people.", None),
        ("The city blames the rebels for the blast which it says killed 9 people.", None),
        # ... and not the place a preposition before it names (the review of s19-evts)
        ("An air strike on Aleppo Russia says killed 30 militants hit a depot.", "Russia"),
        ("The raid near Idlib Moscow claims killed 30 fighters.", "Moscow"),
    ],
)
def test_source_of_a_toll_put_at_a_figure_or_said_to_have_killed(sentence, source) -> None:
    assert cited_source(sentence) == source
