"""Session 45 (issue 13): the main event's type, place and date, and its figures, from what a lead states
without the words the model read before: a town the tagger marked elsewhere but not in the lead, the day
a lead gives the happening when the event's own mentions give only the day a source spoke, fire and a
bombardment told by "mortar fire" and "bombarded", and counts of "forces" or of people "reported"
hurt. Invented text."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.clause_sources import clause_source
from kg.events.figures import find_figures
from kg.events.sources import sentence_source
from kg.events.triggers import find_event_mentions
from kg.events.unmarked import unmarked_towns
from kg.pipeline import extract_articles, link_statements
from kg.types import PLACE, Article, ArticleExtraction, Entity, Mention, Sentence


def _model(text: str, day: str):
    article = Article("a0", text, date=day, title=text.partition("\n")[0])
    extractions = extract_articles([article], progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Officials said 12 government forces were killed near the dam.", [("killed", 12.0)]),
        ("At least 30 tribal and army forces have been killed in the valley.", [("killed", 30.0)]),
        ("Nine others were reported injured in the raid.", [("injured", 9.0)]),
        ("Two people were reported killed at the crossing.", [("killed", 2.0)]),
        ("The council sent 40 forces of argument to the debate.", []),
    ],
)
def test_forces_and_people_reported_hurt_are_counted(text, expected):
    assert [(f.measure, f.value) for f in find_figures(text)] == expected


def test_a_passive_with_reported_names_no_source():
    text = "Nine others were reported injured in the raid."
    assert sentence_source(Sentence("a0", 0, text, 0, len(text))) is None
    said = "The Observatory reported that 12 were killed."
    assert sentence_source(Sentence("a0", 0, said, 0, len(said))) == "Observatory"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Rebel fighters bombarded a busy market in the north killing six.", "Attack"),
        ("The mortar fire hit a school where families had sheltered.", "Attack"),
        ("Reporters bombarded the minister with questions about the budget.", None),
    ],
)
def test_a_bombardment_and_mortar_fire_are_attacks_only_among_arms(text, kind):
    found = find_event_mentions(Sentence("a0", 0, text, 0, len(text)), [], {}, {})
    assert [m.event_type for m in found][:1] == ([kind] if kind else [])


def _unmarked(text: str, tagged: str) -> list[tuple[int, str]]:
    """(sentence index, key) of the unmarked towns "Tarsala" of ``text`` (sentences ending ". "), the tagger
    having marked it only where ``tagged`` is written."""
    parts = [part + "." for part in text.rstrip(".").split(". ")]
    starts = [text.index(part) for part in parts]
    sentences = tuple(
        Sentence("a0", i, part, start, start + len(part))
        for i, (part, start) in enumerate(zip(parts, starts, strict=True))
    )
    at = text.index(tagged)
    index = next(s.index for s in sentences if s.start <= at < s.end)
    mention = Mention("a0", index, "Tarsala", at, at + len("Tarsala"), "GPE")
    extraction = ArticleExtraction(Article("a0", text), sentences, (mention,), ())
    entities = {"tarsala": Entity("tarsala", "Tarsala", PLACE)}
    found = unmarked_towns(extraction, {(mention.start, mention.end): "tarsala"}, entities)
    return [(index, key) for index, _, key in found]


def test_a_town_the_tagger_missed_in_one_sentence_is_still_named_there():
    text = (
        "Clashes kill 40 in Syrias Tarsala. "
        "Fighting spread to southern Tarsala province. "
        "Rebels hold Tarsala now. "
        "The Tarsala Police Command said nothing."
    )
    # the headline's and the second sentence's (after a country's possessive, before a lower-case word), not
    # the one the tagger marked, nor the one a capitalised word runs into ("Tarsala Police Command")
    assert _unmarked(text, "Tarsala now") == [(0, "tarsala"), (1, "tarsala")]


@pytest.mark.parametrize(
    ("written", "found"),
    [
        ("Shelling killed ten in Tarsala Monday.", True),
        ("On Friday Tarsala was shelled again.", True),
        ("Jets bombed IS-held Tarsala overnight.", True),
        ("The Tarsala Police Command said nothing.", False),
    ],
)
def test_a_day_or_a_compound_modifier_beside_a_town_is_no_part_of_its_name(written, found):
    assert _unmarked(f"{written} Rebels hold Tarsala.", "Tarsala.") == ([(0, "tarsala")] if found else [])


def test_a_day_a_source_spoke_gives_way_to_the_day_the_lead_gives_the_happening():
    # 2015-03-13 is a Friday: the monitor spoke on Friday, the civilians were killed on Thursday the 12th
    text = (
        "Air strikes kill 12 in Saraqib\n\n"
        "Government air strikes have killed 12 civilians in the northern province of Idlib a monitoring "
        'group said Friday. The civilians were killed Thursday "in barrel bomb strikes by helicopters on a '
        'market in the town of Saraqib" the Observatory said. The town has been hit many times this year.'
    )
    main = next(e for e in _model(text, "2015-03-13").events if e.is_main)
    assert main.date == "2015-03-12"


@pytest.mark.parametrize(
    "earlier",
    [
        "The town had been hit by shells on Monday.",  # an earlier happening
        "It came two days after jets struck the town on Monday.",  # a clause about another
    ],
)
def test_a_leads_day_of_an_earlier_happening_leaves_the_day_a_source_spoke(earlier):
    # 2016-05-11 is a Wednesday: the blast stays on the day the activists spoke, not Monday the 9th
    text = (
        "Market blast kills 7 in Azaz\n\n"
        "A blast at a market killed seven people in the town of Azaz, activists said Wednesday. "
        f"{earlier} Shops were closed."
    )
    main = next(e for e in _model(text, "2016-05-11").events if e.is_main)
    assert main.date == "2016-05-11"


@pytest.mark.parametrize(
    ("text", "victims"),
    [
        ("Insurgents massacred dozens of Christians in two hill villages last week.", "dozens of Christians"),
        # the plural may end the headline or its clause: no space after it
        ("Insurgents execute 14 Christians", "14 Christians"),
        ("Insurgents executed nine Alawites, a monitor said.", "nine Alawites"),
    ],
)
def test_a_faiths_plural_after_a_count_is_who_a_massacre_killed(text, victims):
    found = find_event_mentions(Sentence("a0", 0, text, 0, len(text)), [], {}, {})
    assert [(m.event_type, m.victim_text) for m in found] == [("Killing", victims)]


@pytest.mark.parametrize(
    ("text", "number", "expected"),
    [
        (
            "The agency's director said that four nurses also died while the Syrian Observatory for Human "
            "Rights said that 41 people in all had died.",
            "41",
            "Syrian Observatory for Human Rights",
        ),
        (
            "The agency's director said that four nurses also died while the Syrian Observatory for Human "
            "Rights said that 41 people in all had died.",
            "four",
            None,
        ),
        ("The Ghouta Media Office and the Observatory said nine people were killed.", "nine", None),
        # a clause that opens the sentence ends at its comma: the figure after it is the main clause's
        ("While the Observatory said the roads were shut, 12 people died in Homs, police said.", "12", None),
        ("Whereas the Red Crescent said that 30 died, the army said 12 were hurt.", "30", "Red Crescent"),
        ("But the UN said that 40 people were killed, the agency reported.", "40", "UN"),
    ],
)
def test_a_figure_in_a_contrast_clause_is_its_own_sources(text, number, expected):
    assert clause_source(text, text.index(number)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Medics said 12 people died, while the Observatory said that 15 were killed.", "Medics"),
        ("Shelling killed 12 people, while the Observatory said that 15 were killed.", None),
        ("Shelling killed 12 people, the Observatory said.", "Observatory"),
    ],
)
def test_a_contrast_clauses_source_is_not_the_sentences(text, expected):
    assert sentence_source(Sentence("a0", 0, text, 0, len(text))) == expected
