"""Session 19 event rules (issue 13, the main event of multi-outlet stories): a main event no mention places
is placed in the town the leads of two of its reports name, when the texts or the gazetteer put that town in
a place the corpus names. Invented articles, the real spaCy model."""

from __future__ import annotations

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
