"""Names and phrases run together in a statement's arguments once a page lost its commas and apostrophes
(issue 12, session 33, cause classes 5 "names cut or fused" and 8 "fragments"):

- an apposition whose possessive lost its apostrophe ("Basra Iraqs main port", for "Basra, Iraq's main
  port"): the subject is the name before the possessive (``kg.extract.fused_spans.lost_possessive_end``);
- a lower-case plural run into the name of the clause's subject ("Relief convoys SANA said", a run-in
  subheading): the subject is the name, and the plural is no title of one person (``kg.extract.titles``);
  a plural run into a person's name that is not the name's own subject ("carried out by militants Haddad
  said") is flagged `fragment`;
- a list item's heading before a colon ("3. Broken promises: Last year officials pledged ..."), which the
  parser made a second subject of the verb: the subject is the one after the colon (``kg.extract.subjects``);
- a sentence run into a heading with no full stop, opening on "The" and a nationality ("... across Country
  The Syrian army continued") or on "Terrorist groups" (``kg.furniture``, ``ontology/run-in-openers.tsv``).

Sentences invented for these tests, in the shapes of the pages, with their near misses; the statement
tests parse with the real model."""

from __future__ import annotations

import pytest

from kg.furniture import with_run_in_sentences_apart
from tests.statements import triples_of


def _statements(nlp, text: str) -> list[tuple[str, str, str, str]]:
    return [
        (t.subject.display, t.lemma, t.object.display if t.object else "", t.flag)
        for t in triples_of(nlp, "Headline here\n\n" + text)
    ]


def _subjects(nlp, text: str, lemma: str) -> list[str]:
    return [s for s, rel, _, _ in _statements(nlp, text) if rel == lemma]


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        pytest.param(
            "Mosul Iraqs largest city in the north has been split for months into rival zones.",
            "split into",
            "Mosul",
            id="a passive's subject",
        ),
        pytest.param(
            "Herat Afghanistans third city lies near the border.", "lie near", "Herat", id="an active's"
        ),
    ],
)
def test_a_name_before_a_possessive_without_its_apostrophe_is_the_subject(
    nlp, text: str, lemma: str, subject: str
) -> None:
    assert _subjects(nlp, text, lemma) == [subject]


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        pytest.param(
            "The United States sent more aid to the region.", "send", "The United States", id="a name in s"
        ),
        pytest.param(
            "Iraqs economy shrank sharply last year.", "shrink", "Iraqs economy", id="no name before it"
        ),
        pytest.param(
            "Rebels shelled the Damascus suburb Eastern Ghouta on Monday.",
            "shell",
            "Rebels",
            id="a suburb's name",
        ),
    ],
)
def test_a_possessive_without_a_name_before_it_stays(nlp, text: str, lemma: str, subject: str) -> None:
    assert _subjects(nlp, text, lemma) == [subject]


def test_a_plural_run_into_the_subjects_name_is_cut_off(nlp) -> None:
    statements = _statements(
        nlp, "The council counted the damage. Relief convoys SANA said the mountain roads were open again."
    )
    assert [s for s, rel, _, _ in statements if rel == "say"] == ["SANA"]
    # nor is the plural the agency's title
    assert not [s for s in statements if s[1] == "be" and s[2] == "Relief convoys"]


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        pytest.param(
            "The US-backed Syrian Democratic Forces captured the town on Friday.",
            "capture",
            "The US-backed Syrian Democratic Forces",
            id="a name after an adjective",
        ),
        pytest.param(
            "The New York Times reported the deal on Monday.",
            "report",
            "The New York Times",
            id="a paper's name",
        ),
    ],
)
def test_names_with_no_plural_before_them_stay(nlp, text: str, lemma: str, subject: str) -> None:
    assert _subjects(nlp, text, lemma) == [subject]


def test_a_plural_before_a_group_stays_its_title(nlp) -> None:
    statements = _statements(nlp, "Internet reviewers RedLetterMedia posted a long review of the film.")
    assert ("RedLetterMedia", "be", "Internet reviewers", "") in statements


def test_a_plural_run_into_a_person_as_agent_is_a_fragment(nlp) -> None:
    statements = _statements(
        nlp,
        "After studying films documenting the crimes committed by rebels Pillay said these pictures if "
        "genuine suggest killings took place.",
    )
    fused = [s for s in statements if s[0] == "rebels Pillay"]
    assert fused and all(flag == "fragment" for *_, flag in fused)


def test_a_heading_before_a_colon_is_no_subject(nlp) -> None:
    text = (
        "The rules were set in June. 4. Missed targets: Two inspectors later reported that the company kept "
        "old stock in a warehouse."
    )
    assert _subjects(nlp, text, "report") == ["Two inspectors"]


@pytest.mark.parametrize(
    ("body", "apart"),
    [
        pytest.param(
            "Army Pushes Back Rebels across Province The Syrian army advanced on Tuesday near the river.",
            "Army Pushes Back Rebels across Province\nThe Syrian army advanced on Tuesday near the river.",
            id="'The' and a nationality after a heading",
        ),
        pytest.param(
            "Damage due to rocket attack in Millford city Terrorist groups fired two shells on the market.",
            "Damage due to rocket attack in Millford city\nTerrorist groups fired two shells on the market.",
            id="'Terrorist groups' after a place's head word",
        ),
    ],
)
def test_a_sentence_run_into_a_heading_starts_a_line(body: str, apart: str) -> None:
    assert with_run_in_sentences_apart(body) == apart


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("The source said The Syrian army advanced.", id="near-miss: after a lower-case verb"),
        pytest.param("He starred in The American President last year.", id="near-miss: a film's title"),
        pytest.param(
            "Army Kills 50 ISIL Terrorists in Millford countryside", id="near-miss: a title-case headline"
        ),
    ],
)
def test_text_without_a_run_in_sentence_stays(body: str) -> None:
    assert with_run_in_sentences_apart(body) == body


def test_a_country_run_into_a_closing_source_goes_back_to_its_preposition(nlp) -> None:
    statements = _statements(
        nlp,
        "Forty sites were struck in strikes against militants planning an assault on Turkey Sabah reported "
        "on Sunday.",
    )
    reports = [(s, obj, flag) for s, rel, obj, flag in statements if rel == "report"]
    assert reports == [
        ("Sabah", "Forty sites were struck in strikes against militants planning an assault on Turkey", "")
    ]


def test_a_place_that_opens_a_body_s_name_stays_with_it(nlp) -> None:
    statements = _statements(nlp, "Rockets fell on the district the Aleppo Media Center said.")
    assert [s for s, rel, _, _ in statements if rel == "say"] == ["the Aleppo Media Center"]


def test_the_name_ner_ran_into_a_possessive_is_cut_before_it(nlp) -> None:
    doc = nlp("Clashes went on in Mosul Iraqs largest city in the north. Mosul Iraqs largest city was split.")
    assert "Mosul Iraqs" not in [e.text for e in doc.ents]


def test_a_sentence_s_own_opening_keeps_its_setting() -> None:
    body = "The shells fell. In Millford province Terrorist groups fired two shells on the market."
    assert with_run_in_sentences_apart(body) == body


def test_a_name_before_a_split_off_possessive_is_cut_before_the_known_name(nlp) -> None:
    from spacy.tokens import Span

    from kg.extract.fused_spans import possessive_names_apart

    doc = nlp(
        "The town fell to Islamic State. In Mosul Islamic States stronghold in the north its grip held."
    )
    # the possessive "s" is a word of its own here (kg.extract.nlp); NER's fused span as the pages show it
    mosul = next(t.i for t in doc if t.text == "Mosul")
    assert doc[mosul + 3].text == "s"
    doc.ents = [Span(doc, mosul, mosul + 3, label="GPE")]
    assert [e.text for e in possessive_names_apart(doc).ents] == ["Mosul"]


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        pytest.param(
            "The raids went on for a week. Homs evacuation Assad has seemed as confident as ever in recent "
            "weeks restating his goal of winning back every town.",
            "seem",
            "Assad",
            id="a heading the parser made a second subject",
        ),
        pytest.param(
            "It was the heaviest shelling for months. Idlib talks Erdogan has appeared as stubborn as ever "
            "in recent weeks repeating his demand.",
            "appear",
            "Erdogan",
            id="a heading ending on a plural",
        ),
    ],
)
def test_a_subheading_naming_a_place_is_no_subject(nlp, text: str, lemma: str, subject: str) -> None:
    statements = _statements(nlp, text)
    assert [s for s, rel, _, _ in statements if rel == lemma] == [subject]
    # nor the name's title
    assert not [s for s in statements if s[1] == "be" and s[0] == subject]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Japanese electronics firm Hitachi opened a new plant in Wales last spring.", "Hitachi"),
        ("Lebanese Shiite militant group Hezbollah cited the threat as its reason.", "Hezbollah"),
    ],
)
def test_a_nationality_before_a_title_is_no_subheading(nlp, text: str, name: str) -> None:
    # the rule above skips a title after a heading that names a place; a nationality opens the title itself
    title = text.split(f" {name} ")[0]
    assert (name, "be", title, "") in _statements(nlp, text)


@pytest.mark.parametrize(
    ("text", "lemma", "subject"),
    [
        pytest.param(
            "One member of the council's finance committee - John Porter - voted to raise the levy.",
            "vote to raise",
            "John Porter",
            id="a description the parser made a second subject before the name",
        ),
        pytest.param(
            "The Swedish scientist leading the team Lars Berg said the reports should be checked.",
            "say",
            "Lars Berg",
            id="the name after a participle's object",
        ),
        pytest.param(
            "The European response to this console from makers Nintendo has been hugely positive.",
            "be",
            "The European response to this console from makers",
            id="a name after a preposition's object is its apposition",
        ),
    ],
)
def test_the_name_of_two_subjects_is_the_subject(nlp, text: str, lemma: str, subject: str) -> None:
    assert _subjects(nlp, text, lemma) == [subject]
