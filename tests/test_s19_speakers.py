"""Bodies described by where they are based, on real-model parses of sentences written for these tests
(issue 12, classes 1 and 10 of the dev-s14 and dev-s17 cause tables).

"The British-based Observatory", "the Oslo-based monitor": a definite description whose only words say
where a body is based stands for the one name before it that holds its noun or was given that place
(``kg.extract.redescription.place_based``); two fitting names, or none, leave it open. A name said to be
based somewhere ("Lyon-based Veltrax", which NER may tag a nationality) is a body, so the "it" of a clause it
reports is its own, written without where it is based (``kg.extract.speakers``).
"""

from __future__ import annotations

import pytest

from tests.statements import find as _find
from tests.statements import triples_of as _triples


@pytest.mark.parametrize(
    ("text", "lemma", "name"),
    [
        # the noun heads the name, before "for"
        (
            "Rebels shelled the port of Tarsa, the Oceanic Observatory for Civil Liberties said. "
            "The Norway-based Observatory said the rebels killed nine guards.",
            "kill",
            "the Oceanic Observatory for Civil Liberties",
        ),
        # the noun heads the name, before "of"
        (
            "The Bank of Freedonia raised its main rate on Monday. "
            "The Sylvania-based Bank said the move would curb prices.",
            "curb",
            "The Bank of Freedonia",
        ),
        # the name was given the same place before
        (
            "The Oslo-based Nordic Mining Watch said 40 workers were trapped. "
            "The Oslo-based monitor said rescuers reached the shaft.",
            "reach",
            "Nordic Mining Watch",
        ),
    ],
)
def test_a_place_based_description_speaks_as_the_one_name_it_fits(nlp, text, lemma, name):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is not None
    assert triple.attributed_to.resolved.removeprefix("the ").removeprefix("The ") == name.removeprefix(
        "the "
    ).removeprefix("The ")


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # two banks of that noun: which one is not said
        (
            "The Bank of Freedonia and the Bank of Sylvania raised rates on Monday. "
            "The Geneva-based bank said the move would curb prices.",
            "curb",
        ),
        # no name holds the noun or was given the place
        (
            "Harwell Foods cut 300 jobs at its plant in Derby. "
            "The London-based bank said the cuts would hurt the town.",
            "hurt",
        ),
    ],
)
def test_a_place_based_description_without_one_fitting_name_stays_open(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None


def test_a_place_based_name_owns_the_it_of_its_report(nlp):
    text = (
        "Bosses of Siemens and Philips are to meet next week. Last month, the German firm tabled an offer "
        "for Philips. Paris-based Euronext, owner of a rail plant in Belfort, has also said it is interested "
        "in bidding for Philips."
    )
    [triple] = [t for t in _triples(nlp, text) if t.lemma == "be" and t.subject.text == "it"]
    assert triple.subject.resolved == "Euronext"


@pytest.mark.parametrize(
    ("text", "lemma", "group"),
    [
        (
            "The army took the town of Tarsa on Sunday, military sources said. "
            "The sources added that 40 rebels were killed.",
            "kill",
            "military sources",
        ),
        (
            "Police and hospital sources said warplanes hit a mill near Tarsa. "
            "The sources said the strike damaged nine houses.",
            "damage",
            "Police and hospital sources",
        ),
    ],
)
def test_the_sources_speak_as_the_group_the_article_narrowed(nlp, text, lemma, group):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved == group
    assert triple.flag == ""


@pytest.mark.parametrize(
    "text",
    [
        "Sources said the talks in Tarsa had failed. The sources added that a truce was near.",
        # "local" and "other" (ontology/unnarrowing-words.tsv) say no more who they are
        "Local sources said the talks in Tarsa had failed. The sources added that a truce was near.",
        "Other sources said the talks in Tarsa had failed. The sources added that a truce was near.",
    ],
)
def test_the_sources_after_no_narrowed_group_stay_vague(nlp, text):
    triple = _find(_triples(nlp, text), "be")
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None
    assert triple.flag == "speaker"


@pytest.mark.parametrize(
    ("text", "lemma", "body"),
    [
        # the lead credits the body by its work and names it after
        (
            "Shelling killed 12 people in Tarsa on Sunday, a monitor said.\n"
            "The Oceanic Observatory for Civil Liberties said the dead included four children.",
            "kill",
            "The Oceanic Observatory for Civil Liberties",
        ),
        (
            "Shelling killed 12 people in Tarsa on Sunday, a monitoring group said.\n"
            "The Oceanic Observatory for Civil Liberties said the dead included four children.",
            "kill",
            "The Oceanic Observatory for Civil Liberties",
        ),
        # named before, credited by its work after (the first line is the headline)
        (
            "Shelling in Tarsa\n\nRebels shelled the port on Monday, the Syrian Observatory for Human Rights "
            "said.\nNine guards died, according to the monitor.",
            "die according to",
            "the Syrian Observatory for Human Rights",
        ),
    ],
)
def test_a_monitor_speaks_as_the_one_observatory_of_the_article(nlp, text, lemma, body):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved == body


@pytest.mark.parametrize(
    "text",
    [
        # no body whose name says it monitors
        "Shelling killed 12 people in Tarsa on Sunday, a monitor said.\n"
        "The Red Crescent said nine were hurt.",
        # two of them: which one is not said
        "Shelling killed 12 people in Tarsa on Sunday, a monitor said.\n"
        "The Syrian Observatory for Human Rights said nine were hurt. The Aleppo Monitor said ten were hurt.",
    ],
)
def test_a_monitor_without_one_fitting_body_stays_open(nlp, text):
    triple = _find(_triples(nlp, text), "kill")
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None
