"""Session 21's review of the shared-complement rule (kg/extract/phrases.py) and its rules for objects cut
from their complement (issue 12, audit class 7), on a real-model parse of sentences written for the test.
"""

from __future__ import annotations

import pytest

from kg.extract.triples import extract_texts
from tests.statements import triples_of


def _graph_objects(nlp, text: str, lemma: str) -> list[str]:
    found = triples_of(nlp, text)
    return sorted(t.object.display for t in found if t.lemma.split()[0] == lemma and t.object is not None)


def _open_ie_objects(nlp, text: str, lemma: str) -> list[str]:
    return sorted(
        t.object.text
        for _, triples in extract_texts(nlp, [text])
        for t in triples
        if t.lemma.split()[0] == lemma and t.object is not None
    )


@pytest.mark.parametrize(
    ("text", "lemma", "first", "second"),
    [
        # the parser hangs "of ..." on the first noun; the second picks a share of it, the first is a group
        # of its own
        (
            "The air strikes killed civilians and members of the security forces.",
            "kill",
            "civilians",
            "members of the security forces",
        ),
        (
            "Police questioned students and members of the banned group.",
            "question",
            "students",
            "members of the banned group",
        ),
        (
            "The shelling destroyed houses and parts of the old market.",
            "destroy",
            "houses",
            "parts of the old market",
        ),
    ],
)
def test_a_share_of_a_group_keeps_its_of_phrase_from_a_first_noun_that_is_none(
    nlp, text, lemma, first, second
) -> None:
    assert _open_ie_objects(nlp, text, lemma) == sorted([first, second])
    assert first in _graph_objects(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "expected"),
    [
        # two places in one body share it
        (
            "Police questioned leaders and members of the banned party.",
            "question",
            ["leaders of the banned party", "members of the banned party"],
        ),
        # a place in a body that picks no share of it: the first may be of the same thing
        (
            "Police hunted the planners and leaders of the failed raid.",
            "hunt",
            ["leaders of the failed raid", "the planners of the failed raid"],
        ),
        # no place in a body: both share it, as the session 20 rule did
        (
            "The army shelled the homes and shops of the villagers overnight.",
            "shell",
            ["shops of the villagers", "the homes of the villagers"],
        ),
    ],
)
def test_the_of_phrase_is_still_shared_by_nouns_of_one_kind(nlp, text, lemma, expected) -> None:
    assert _open_ie_objects(nlp, text, lemma) == expected


@pytest.mark.parametrize(
    ("text", "lemma", "expected"),
    [
        # the "of" phrase is inside the first noun's phrase: nothing to share
        ("The government raised the price of oil and gas last week.", "raise", ["the price of oil and gas"]),
        # "her" points back at the mayor: "the mayor of her party" is no reading
        (
            "Police questioned the mayor and leaders of her party.",
            "question",
            ["leaders of her party", "the mayor"],
        ),
        # a singular noun beside a plural one is a thing of its own, not the opposition's government
        (
            "Police questioned the government and leaders of the opposition.",
            "question",
            ["leaders of the opposition", "the government"],
        ),
        # a possessive closes the first phrase before the second noun
        (
            "Police questioned the leader of the party and his wife on Tuesday.",
            "question",
            ["his wife", "the leader of the party"],
        ),
    ],
)
def test_near_misses_keep_their_own_phrases(nlp, text, lemma, expected) -> None:
    assert _open_ie_objects(nlp, text, lemma) == expected


@pytest.mark.parametrize(
    ("text", "lemma", "expected"),
    [
        # "a commander and spokesman for" a body: two places in it share its "for" phrase
        (
            "Khaled Omar, a commander and spokesman for the rebels' military council, said they would act.",
            "be",
            ["a commander for the rebels' military council", "spokesman for the rebels' military council"],
        ),
        # one person's two roles that are no places in a body: only the second has the complement
        (
            "Ann Lee, a teacher and campaigner for road safety, spoke.",
            "be",
            ["a teacher", "campaigner for road safety"],
        ),
        ("John Smith, a lawyer and father of three, was elected.", "be", ["a lawyer", "father of three"]),
    ],
)
def test_two_places_in_one_body_share_its_for_phrase(nlp, text, lemma, expected) -> None:
    assert _open_ie_objects(nlp, text, lemma) == expected


@pytest.mark.parametrize(
    ("text", "lemma", "expected"),
    [
        (
            "The opposition accused the provincial government of shelling the market.",
            "accuse",
            "the provincial government of shelling the market",
        ),
        (
            "The court convicted the two drivers of careless driving.",
            "convict",
            "the two drivers of careless driving",
        ),
        ("Police charged the three men with fraud on Friday.", "charge", "the three men with fraud"),
        ("The army has turned the old castle into a barracks.", "turn", "the old castle into a barracks"),
    ],
)
def test_what_an_accused_object_is_accused_of_stays_with_it(nlp, text, lemma, expected) -> None:
    assert _graph_objects(nlp, text, lemma) == [expected]


def test_a_verb_with_a_particle_keeps_its_into_phrase_apart(nlp) -> None:
    # "turn out" is another verb than "turn ... into": the night is not what the numbers were turned into
    text = "Fans turned out in huge numbers into the night."
    assert _graph_objects(nlp, text, "turn") == ["huge numbers"]


def test_a_name_accused_stays_itself(nlp) -> None:
    # the graph links a name object to its entity: it is not run on into the charge
    text = "The opposition accused Smith of shelling the market."
    assert _graph_objects(nlp, text, "accuse") == ["Smith"]


def test_what_was_made_clear_stays_with_clear(nlp) -> None:
    text = "The cabinet made clear that any response would wait for the report."
    assert _graph_objects(nlp, text, "make") == ["clear that any response would wait for the report"]


def test_the_clause_after_an_adjective_leaves_the_full_stop_out(nlp) -> None:
    # the parser hangs the full stop on "leaked", the clause's verb
    text = "Officials were unhappy the report was leaked."
    assert _open_ie_objects(nlp, text, "be") == ["unhappy the report was leaked"]


@pytest.mark.parametrize(
    ("text", "lemma", "expected"),
    [
        # the parser hangs "of abuses" on the last object: the first shares it
        (
            "The rebels accused the army and the police of abuses.",
            "accuse",
            ["the army of abuses", "the police of abuses"],
        ),
        (
            "The court convicted the driver and his passenger of robbery.",
            "convict",
            ["his passenger of robbery", "the driver of robbery"],
        ),
        # "of his staff" names whose members they are: the first noun does not share it
        (
            "The union accused the minister and members of his staff of lying.",
            "accuse",
            ["members of his staff of lying", "the minister"],
        ),
    ],
)
def test_coordinated_objects_share_what_they_are_accused_of(nlp, text, lemma, expected) -> None:
    assert _open_ie_objects(nlp, text, lemma) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The monitor accused the Syrian and Russian air forces of bombing the hospital.",
            [
                "the Russian air forces of bombing the hospital",
                "the Syrian air forces of bombing the hospital",
            ],
        ),
        (
            "Activists accused Syrian and Russian warplanes of striking the market.",
            ["Russian warplanes of striking the market", "Syrian warplanes of striking the market"],
        ),
    ],
)
def test_adjective_variants_of_one_object_keep_their_own_gap(nlp, text, expected) -> None:
    # each variant ("the Syrian air forces") already holds the phrase: none takes it a second time
    assert _open_ie_objects(nlp, text, "accuse") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the parser hangs "of squabbling" on the name; a span reaching over "Mr Grant" would be linked to
        # him, so the first object stays itself
        (
            "The mayor accused the prime minister and Mr Grant of squabbling.",
            ["Mr Grant of squabbling", "the prime minister"],
        ),
        # a capitalised noun NER left untagged is a name, linked by its words alone
        ("The Tories accuse Labour of raising taxes.", ["Labour"]),
        # an owner makes a capitalised noun a common one: it runs on
        ("Ms Hale accused her fellow EU MEPs of idleness.", ["her fellow EU MEPs of idleness"]),
    ],
)
def test_a_name_or_a_span_over_one_is_not_run_on_into_the_charge(nlp, text, expected) -> None:
    assert _graph_objects(nlp, text, "accuse") == expected
