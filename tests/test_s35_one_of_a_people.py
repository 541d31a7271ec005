"""What no pronoun or description stands for (kg/extract/coref.py): a nationality or faith counted as one
person ("One Syrian living in ...", "Samira a Sunni"; _one_of_a_people), so a later "it" or "they" never
becomes the nationality; and a time zone ("0830 GMT"), which names an hour. Invented sentences of the forms
found in the FA-KES corpus; real-model parses."""

from __future__ import annotations

from kg.extract.coref import Salience
from kg.extract.nlp import parse_text
from tests.statements import row, triples_of


def _resolved(nlp, text: str) -> dict[str, str]:
    doc = nlp(parse_text(text))
    return {doc[i].text: name for i, name in Salience(doc).resolve().items()}


def test_one_of_a_nationality_is_no_antecedent_of_it(nlp):
    text = (
        "One Syrian living in a village near Hama said the militia had grown. "
        "But it has won some support among farmers by paying them."
    )
    assert _resolved(nlp, text).get("it") != "Syrian"
    subjects = {row(t)[0] for t in triples_of(nlp, text)}
    assert "Syrian" not in subjects


def test_a_faith_after_a_name_is_no_antecedent_of_they(nlp):
    text = (
        "Rana a Shiite and Hala a Sunni were besieged for a year on each side. "
        "Last week they finally left the city on a bus."
    )
    assert _resolved(nlp, text).get("they") not in {"Sunni", "Shiite"}


def test_a_people_in_the_plural_stays_an_antecedent(nlp):
    # the guard: plural peoples are groups, and "they" may stand for them
    text = "More than two million Syrians have fled the war. They live in camps across the border."
    assert _resolved(nlp, text).get("They") == "Syrians"


def test_a_time_zone_is_no_antecedent(nlp):
    # "(0830 GMT)" is an hour: NER's name for its zone is no one "the activist" could be
    text = (
        "The jets hit Kafrana around 1130 am (0830 GMT) an activist with the opposition Hama Media Centre "
        'told AFP. "One rocket hit the entrance of the clinic as nurses were leaving to go home after the '
        'clinic administration decided to close for the day because of the raids" the activist said '
        "speaking on condition of anonymity."
    )
    assert "GMT" not in _resolved(nlp, text).values()
    assert all("GMT" not in (row(t)[0], row(t)[4]) for t in triples_of(nlp, text))
