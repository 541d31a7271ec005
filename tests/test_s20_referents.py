"""A pronoun or speaker given to the wrong referent (issue 12, audit class 10): the speaker's own "she
said" after a quotation, a name quoted in it, and shapes where salience's name must stand.
Real-model parses of sentences written for the tests, of the shapes met on news text.
"""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


def test_she_said_after_a_quotation_is_the_speaker_of_the_conjoined_says(nlp) -> None:
    # "says" shares "is upset"'s subject, and the closing mark of a quotation opened the sentence
    # before leaves "she" outside it: she is Laura Kemp, not Mia Lowe, named last as a subject
    text = (
        "Laura Kemp is also annoyed and says that Mia Lowe and herself were blamed unfairly. "
        '"Nobody knows what I faced during those weeks. It was very tough for me," she said. '
        '"I do not want to speak to Anna again."'
    )
    triples = triples_of(nlp, text)
    said = [t.subject.display for t in triples if t.lemma == "say" and t.subject.text == "she"]
    assert said == ["Laura Kemp"]
    talk = find(triples, "want to speak to")
    assert talk.subject.display == "Laura Kemp"
    assert talk.attributed_to is not None and talk.attributed_to.display == "Laura Kemp"


def test_it_after_a_plain_object_keeps_the_subject(nlp) -> None:
    text = "Sunway Corp is entering a market led by small shops. It launched its tablet in Japan last year."
    launched = find(triples_of(nlp, text), "launch")
    assert launched.subject.display == "Sunway Corp"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            # the name before the quotation is too far back
            "Ivan Rusk was beaten in the final on Sunday.\n\n"
            '"I am 25. I am tired. I am playing against Tom Brady. At least you need a chance to win," '
            "he said.",
            id="a-player-quoted",
        ),
        pytest.param(
            # the speaker is the spokesman, whom no name gives
            "A club spokesman met reporters on Friday. "
            '"We are calm. We talked to Mike on Monday. We need more time," he said.',
            id="a-given-name-quoted-after-a-spokesman",
        ),
    ],
)
def test_he_said_after_a_quotation_is_never_a_name_quoted_in_it(nlp, text: str) -> None:
    # the quotation runs over sentences; a name in it is the speaker's word: "he" stays unresolved
    said = [t for t in triples_of(nlp, text) if t.lemma == "say"]
    assert [(t.subject.display, t.flag) for t in said] == [("he", "pronoun")]


@pytest.mark.parametrize(
    ("text", "verb", "name"),
    [
        pytest.param(
            # "is unfazed" parses as a passive: its subject is still the sentence's last person
            "Tom Hale won the race and claimed it was his best run, but coach Ian Ross is unfazed. "
            "He admitted he expected more.",
            "admit",
            "Ian Ross",
            id="a-passive-subject-after-the-speaker",
        ),
        pytest.param(
            # a sentence opening in lower case with no line break before it is a sentence of its own
            "Coach Tom Hale said the team played well on Saturday. van Persie then scored twice for the "
            'visitors. He said: "It was a good day for us."',
            "say",
            "van Persie",
            id="a-lower-case-name-opens-a-sentence",
        ),
    ],
)
def test_he_after_a_person_named_since_the_speaker_is_not_the_speakers(
    nlp, text: str, verb: str, name: str
) -> None:
    said = [t.subject.display for t in triples_of(nlp, text) if t.lemma == verb]
    assert said[-1] == name


def test_he_said_after_a_sentence_the_parser_cut_in_pieces_is_its_speaker(nlp) -> None:
    # the line breaks cut "Tom Hale revealed ... did ask ..." in three: the pieces in lower case are
    # still his sentence, so "He said" continues him, not the striker the last piece names
    text = (
        "On the subject of the captain, Tom Hale revealed Real Betis\ndid\nask about the winger during "
        'talks for striker Ian Ross.\n\nHe said: "They wanted more out of the deal for Ian Ross, but the '
        'answer was the same."'
    )
    said = [t for t in triples_of(nlp, text) if t.lemma == "say"]
    assert [t.subject.display for t in said] == ["Tom Hale"]


@pytest.mark.parametrize(
    ("text", "verb", "name"),
    [
        pytest.param(
            "Officials said trade was discussed when senator Mark Ellis visited the minister. "
            "Mark Ellis said trade was an issue this year. But he played down reports of a new treaty.",
            "play down",
            "Mark Ellis",
            id="a-named-speaker",
        ),
        pytest.param(
            # "The senator" is the senator just named
            "Senator Mark Ellis met the minister on Monday. The senator said trade was discussed. "
            "But he played down reports of a new treaty.",
            "play down",
            "Mark Ellis",
            id="the-named-persons-description-spoke",
        ),
        pytest.param(
            # a spokesman's words do not take every later "he" from the senator the story is about
            "Senator Paul Grant visited Rome on Monday. The visit was a success, said a spokesman. "
            "He flew home on Tuesday. He then met his wife in Boston.",
            "meet",
            "Paul Grant",
            id="an-unnamed-spokesman-spoke",
        ),
        pytest.param(
            "Senator Paul Grant visited Rome on Monday, said a spokeswoman. "
            "But he played down reports of a deal.",
            "play down",
            "Paul Grant",
            id="a-spokeswoman-spoke",
        ),
    ],
)
def test_he_keeps_the_person_named_before(nlp, text: str, verb: str, name: str) -> None:
    # salience's name stands: no one else a reader would weigh as much has come between
    assert find(triples_of(nlp, text), verb).subject.display == name
