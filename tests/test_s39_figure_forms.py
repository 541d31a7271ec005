"""Session 39: forms of a casualty figure the event stage did not read (issue 13, figure recall on the
development gold). A count of one child ("One child was killed"), of nouns of people beyond the first few
("Twelve volunteers were killed", "40 militants died"), a part told as "among those killed" or "of the
killed", a count told as "bodies of", and one told with "dying"; and the guard the wider nouns need: a count
before a bare verb with an object is the doers', not the toll ("Three gunmen killed two guards").
And a weekday that lost its apostrophe before a trigger ("on Wednesdays blast") dates the event. Invented
sentences; kg.events.figures and kg.events.timeexpr read text, no parse."""

from __future__ import annotations

import pytest

from kg.events.figures import find_figures
from kg.events.timeexpr import find_times


def _read(text: str) -> list[tuple[str, float, bool]]:
    return [(f.measure, f.value, f.part) for f in find_figures(text)]


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # a count of one child or woman, with a singular verb
        ("One child was killed when the shell hit the bakery.", [("killed", 1.0, False)]),
        ("One woman was wounded at the checkpoint.", [("injured", 1.0, False)]),
        # nouns of people beyond children, civilians and fighters
        ("At least 12 volunteers were killed in the raid on the depot.", [("killed", 12.0, False)]),
        ("More than 40 militants died in the clashes near the dam.", [("killed", 40.0, False)]),
        ("Nine pro-army gunmen were wounded on the road.", [("injured", 9.0, False)]),
        ("Three other victims had died in hospital.", [("killed", 3.0, False)]),
        # a part of the toll told after it
        ("A local official said one child was among those killed.", [("killed", 1.0, True)]),
        ("At least two of the killed were nurses, the monitor said.", [("killed", 2.0, True)]),
        ("Four of those wounded were taken across the border.", [("injured", 4.0, True)]),
        # "bodies of" before the count, and "dying" after it
        ("Rescuers pulled the bodies of at least 14 people from the rubble.", [("killed", 14.0, False)]),
        (
            "The raid resulted in 33 civilians dying including eight children.",
            [("killed", 33.0, False), ("killed", 8.0, True)],
        ),
    ],
)
def test_figure_forms_are_read(text: str, wanted: list[tuple[str, float, bool]]) -> None:
    assert _read(text) == wanted


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # the doers of a bare verb with an object: only the object's count is the toll
        ("Three gunmen killed two guards at the gate.", [("killed", 2.0, False)]),
        ("Two soldiers killed at least five militants overnight.", [("killed", 5.0, False)]),
        ("One man killed his neighbour in the village.", []),
        ("Four snipers wounded the driver.", []),
        # ... but a participle after its count keeps it: passive, headline, or a noun phrase after "the"
        ("Four militants killed in clashes near the dam.", [("killed", 4.0, False)]),
        ("Two people killed a day after the truce.", [("killed", 2.0, False)]),
        ("Five people were killed the same day.", [("killed", 5.0, False)]),
        ("Of the 45 civilians killed the most were in the old city.", [("killed", 45.0, False)]),
        ("Six soldiers killed, nine wounded.", [("killed", 6.0, False), ("injured", 9.0, False)]),
        # a headline's list of tolls: the count after the verb has a cue of its own
        (
            "14 civilians killed 52 others injured in rocket fire",
            [("killed", 14.0, False), ("injured", 52.0, False)],
        ),
        ("Six people killed scores injured in shelling", [("killed", 6.0, False)]),
        # the dead and hurt told together: a count of neither
        ("Clashes in the hills 40 Gunmen Killed Injured", []),
        ("Nine members of the militia were killed or wounded in the shelling.", []),
    ],
)
def test_doers_of_an_active_verb_are_no_toll(text: str, wanted: list[tuple[str, float, bool]]) -> None:
    assert _read(text) == wanted


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # the group or place a count is of, between the count and its cue
        (
            "At least 17 fighters from the Southern Hills Brigade were killed in the ambush.",
            [("killed", 17.0, False)],
        ),
        ("Eight members of the same family were killed when the roof fell in.", [("killed", 8.0, False)]),
        ("Five staff of the Office of Water Works were wounded.", [("injured", 5.0, False)]),
        # a second plural counted with the first
        ("More than 30 rebels and gunmen were killed in the fighting.", [("killed", 30.0, False)]),
        # ... but a clause after the group ends it: no cue follows
        ("Three fighters from the unit that stormed the post were killed.", []),
    ],
)
def test_count_of_a_group_reaches_its_cue(text: str, wanted: list[tuple[str, float, bool]]) -> None:
    assert _read(text) == wanted


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("The militia lost 21 of its fighters in the assault.", [("killed", 21.0, False)]),
        ("The army said it lost 9 soldiers near the river.", [("killed", 9.0, False)]),
        ("The ministry confirmed the elimination of 40 terrorists.", [("killed", 40.0, False)]),
        ("Jets eliminated 12 gunmen on the ridge.", [("killed", 12.0, False)]),
        (
            "Two soldiers were killed along with three civilians.",
            [("killed", 2.0, False), ("killed", 3.0, False)],
        ),
        # no people after the cue: no count of the dead
        ("The army lost 20 tanks in the battle.", []),
        ("The raids eliminated 3 posts on the hill.", []),
        ("The party lost 12 seats.", []),
    ],
)
def test_people_lost_or_eliminated_are_dead(text: str, wanted: list[tuple[str, float, bool]]) -> None:
    assert _read(text) == wanted


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # FA-KES strips apostrophes: a weekday and "s" before an event's trigger is its possessive ...
        ("Officials gave no details on Wednesdays blast near the port.", ["2017-04-19"]),
        ("The town mourned after Saturdays convoy attack.", ["2017-04-15"]),
        # ... and after "on", with no trigger after it, a plural: every such day, no date
        ("The market is busy on Fridays when farmers come in.", []),
        ("Schools close on Fridays and Saturdays.", []),
    ],
)
def test_weekday_without_apostrophe_before_a_trigger_dates_it(text: str, wanted: list[str]) -> None:
    assert [t.value for t in find_times(text, "2017-04-19")] == wanted
