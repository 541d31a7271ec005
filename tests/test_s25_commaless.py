"""FA-KES text has no commas, so a source closing a sentence ("... the Observatory said") can be followed
by words the parser hangs on its verb: its own phrase with a participle in it ("said in a video posted on
Friday"), its next act ("reported Thursday updating an earlier toll") or the writer's clause of time
("said as troops advanced"). The source still reports the clause before it (issue 12, class 8 of the audit
READMEs). Real-model parses of sentences written for these tests, in the shape of FA-KES sentences.
"""

from __future__ import annotations

import pytest

from kg.extract.reports import closing_reporter
from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "lemma", "speaker", "obj"),
    [
        (
            "Eleven fighters were killed in clashes near the airport of the city the Observatory reported "
            "Thursday updating an earlier toll.",
            "kill in",
            "the Observatory",
            "clashes near the airport of the city",
        ),
        (
            "Rebel fighters seized two villages north of the town of Jisr al-Shughur the group said in a "
            "video posted online on Friday.",
            "seize",
            "the group",
            "two villages",
        ),
        (
            "A Syrian defector smuggled out thousands of photos of detainees who had died in custody the "
            "rights group said in a report issued in March.",
            "smuggle out",
            "the rights group",
            "thousands of photos of detainees who had died in custody",
        ),
    ],
)
def test_closing_source_followed_by_its_adjunct_reports_the_clause_before_it(nlp, text, lemma, speaker, obj):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None and triple.attributed_to.text == speaker
    assert triple.object is not None and triple.object.text == obj


@pytest.mark.parametrize(
    "text",
    [
        # the verb has a clause of its own: it reports that clause, not the one before it
        "The strikes killed five people although the group said the toll was likely to rise.",
        "Medics treated dozens of people in the town the doctors told reporters that the gas was chlorine.",
    ],
)
def test_source_with_a_clause_of_its_own_closes_nothing(nlp, text):
    assert closing_reporter(next(iter(nlp(text).sents))) is None


@pytest.mark.parametrize(
    ("text", "lemma", "speaker", "obj"),
    [
        (
            "Fighting between the two factions in the eastern suburbs resulted in the death of over 60 "
            "fighters media reported Friday.",
            "result in",
            "media",
            "the death of over 60 fighters",
        ),
        (
            "The jets destroyed four depots near the border local media reported citing a military source.",
            "destroy",
            "local media",
            "four depots near the border",
        ),
        (
            "The army regained control of two hills in the south of the province state television reported "
            "Sunday citing a field commander.",
            "regain",
            "state television",
            "control of two hills",
        ),
    ],
)
def test_closing_source_run_into_the_phrase_before_it_is_cut_from_it(nlp, text, lemma, speaker, obj):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None and triple.attributed_to.text == speaker
    assert triple.object is not None and triple.object.text == obj


@pytest.mark.parametrize(
    ("text", "lemma", "speaker", "obj"),
    [
        (
            "Jets struck a centre of the rescuers in an opposition-held area killing eight volunteers "
            "opposition activists said Saturday.",
            "kill",
            "opposition activists",
            "eight volunteers",
        ),
        (
            "Dozens of explosions shook the city and created panic among residents activists said.",
            "shake",
            "activists",
            "the city",
        ),
    ],
)
def test_subjectless_source_after_its_report_is_found_in_the_report(nlp, text, lemma, speaker, obj):
    # the parser makes the report the complement of "said" and the source part of its last phrase: the
    # report is the source's, not a complement nobody asserts
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None and triple.attributed_to.text == speaker
    assert triple.object is not None and triple.object.text == obj


@pytest.mark.parametrize(
    ("text", "lemma", "speaker", "obj"),
    [
        (
            "Two rebels were killed in clashes with the army state media said.",
            "kill in",
            "state media",
            "clashes with the army",
        ),
        (
            "Jets bombed a building near the hospital medics said.",
            "bomb",
            "medics",
            "a building near the hospital",
        ),
        (
            "Rebels shot down a helicopter over the town of Saraqeb opposition activists said.",
            "shoot down",
            "opposition activists",
            "a helicopter over the town of Saraqeb",
        ),
        (
            "A car bomb killed four people in the market district of Aleppo Syrian state television "
            "reported on Monday.",
            "kill",
            "Syrian state television",
            "four people in the market district of Aleppo",
        ),
    ],
)
def test_closing_source_after_a_preposition_leaves_its_object_to_the_claim(nlp, text, lemma, speaker, obj):
    # a preposition needs its object: the first name or noun after it ends the claim, even where it is a
    # word a source may open on ("the army", "the hospital") or the tagger joined it to a nationality
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None and triple.attributed_to.text == speaker
    assert triple.object is not None and triple.object.text == obj


def test_source_run_into_its_report_far_from_the_end_is_cut_from_the_claim(nlp):
    # "said" stands too far from the end to close the sentence, so its source is found from the report's
    # verb: its phrase is still the source's, not the claim's or the speaker label's
    text = (
        "Rebel fighters have seized three villages in northern Syria state media said on Tuesday part of an "
        "offensive they launched last week against government troops holding the last roads to the coast."
    )
    triple = _find(_triples(nlp, text), "seize")
    assert triple.attributed_to is not None and triple.attributed_to.text == "state media"
    assert triple.object is not None and triple.object.text == "three villages in northern Syria"
