"""Bodies described by where they are based, on real-model parses of sentences written for these tests
(issue 12, classes 1 and 10 of the dev-s14 and dev-s17 cause tables).

"The British-based Observatory", "the Oslo-based monitor": a definite description whose only words say
where a body is based stands for the one name before it that was given that place, or that was given no
place and whose noun it capitalises (``kg.extract.based_bodies.place_based``); two fitting names, or none,
leave it open. "The sources", "a monitor": see the docstrings of ``kg.extract.vague_speakers`` and
``kg.extract.bodies``; the invented probes of the session 19 review are rows here. A name said to be
based somewhere ("Lyon-based Veltrax", which NER may tag a nationality) is a body, so the "it" of a clause it
reports is its own, written without where it is based (``kg.extract.speakers``).
"""

from __future__ import annotations

import pytest

from kg.extract import extract_article
from kg.extract.nlp import parse_text
from kg.types import Article
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
        # the bank named was given another place
        (
            "The Frankfurt-based Deutsche Bank cut 500 jobs. "
            "The London-based bank said it would hire 200 staff.",
            "hire",
        ),
        # a lower-case "bank" says what kind of body, not which: only a name given that place fits
        (
            "Deutsche Bank cut 500 jobs. The London-based bank said it would hire 200 staff.",
            "hire",
        ),
    ],
)
def test_a_place_based_description_without_one_fitting_name_stays_open(nlp, text, lemma):
    triple = _find(_triples(nlp, text), lemma)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None


def test_a_place_based_name_owns_the_it_of_its_report_without_where_it_is_based(nlp):
    # before, the "it" took the whole subject as its name: "Lyon - based Veltrax , ,"
    text = (
        "Bosses of Siemens and Philips are to meet next week. Last month, the German firm tabled an offer "
        "for Philips. Lyon-based Veltrax, owner of a rail plant in Belfort, has also said it is interested "
        "in bidding for Philips."
    )
    [triple] = [t for t in _triples(nlp, text) if t.lemma == "be" and t.subject.text == "it"]
    assert triple.subject.resolved == "Veltrax"


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
        # a group narrowed by the words after its noun
        (
            "Sources close to the talks said the army took Tarsa. The sources said 10 rebels died.",
            "die",
            "Sources close to the talks",
        ),
        (
            "Analysts at Barclays said the shares were cheap. "
            "The analysts said growth in Britain would slow.",
            "slow",
            "Analysts at Barclays",
        ),
        # sources that do not speak are no group for "the sources" to name again
        (
            "Military sources said the army took Tarsa. The plant runs on renewable energy sources. "
            "The sources said 10 rebels died.",
            "die",
            "Military sources",
        ),
        (
            "Police sources said the army took Tarsa. Sources of funding were cut. "
            "The sources said 10 rebels died.",
            "die",
            "Police sources",
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


def test_the_reports_an_article_said_whose_they_are_stay_as_they_were(nlp):
    triple = _find(
        _triples(
            nlp, "The IMF published two reports on Monday. The reports said growth in Japan would slow."
        ),
        "slow",
    )
    assert triple.attributed_to is not None
    assert triple.attributed_to.text == "The reports"
    assert triple.flag == ""


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
            "die",
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
        # a name that holds "watch" but says nothing
        "Shelling killed 12 people in Tarsa on Sunday, a monitor said. The Apple Watch sold well.",
        "Shelling killed 12 people in Tarsa, an election monitor said. "
        "The Neighbourhood Watch met on Monday.",
        # the one that speaks is named too far after the lead's credit
        "Shelling killed 12 people in Tarsa on Sunday, a monitor said. Rebels held the port. Ships left. "
        "Trade stopped. Prices rose. The Oceanic Observatory for Civil Liberties said nine were hurt.",
    ],
)
def test_a_monitor_without_one_fitting_body_stays_open(nlp, text):
    triple = _find(_triples(nlp, text), "kill")
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None


def test_the_monitor_is_no_product_named_before(nlp):
    text = "Apple launched the Apple Watch on Monday. His pulse fell to 40, according to the monitor."
    triple = _find(_triples(nlp, text), "fall to")
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None


def test_a_monitor_takes_no_name_of_the_headline(nlp):
    title = "Shelling kills 12 in Tarsa, Oceanic Observatory for Civil Liberties says"
    text = f"{title}\n\nShelling killed 12 people in Tarsa on Sunday, a monitor said.\nNine were hurt."
    article = Article("t", text, title=title)
    triples = extract_article(nlp(parse_text(text)), article).triples
    triple = next(t for t in triples if t.lemma == "kill" and t.sentence_index > 0)
    assert triple.attributed_to is not None
    assert triple.attributed_to.resolved is None
