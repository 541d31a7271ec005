"""A pronoun is given a name only where the name fits better than what the sentences near it are about
(issue 12, audit class 10). Invented sentences; real-model parses."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # an "it" after a thing with its own name is that thing, not its owner
        # the operating system, named Lumina, drew the attacks, not the firm that owns it
        (
            "Velocor is shipping tools that scrub infected laptops. Velocor's Lumina operating system "
            "is a long-time target for hackers because it is so common. It has attracted thousands of new "
            "attacks this year.",
            "attract",
        ),
        # the channel, named Kestrel, showed the pictures, not its owner
        (
            "Ferrand Media owns several channels. Ferrand's Kestrel television released footage of the flood "
            "on Monday. It also showed pictures of the damaged bridge.",
            "show",
        ),
        # an "it" is no name its own verb's clause holds
        # what the launch shows is about Velocor: "it" is the launch, never the name its own clause holds
        (
            "Velocor launched a cheap laptop on Tuesday, its first in a decade. It shows that Velocor wants "
            "a larger slice of the trade.",
            "show",
        ),
        ("Velocor sued a blogger last year. It expects Velocor to win the case.", "expect"),
        # an "it" is never a people's adjective
        # a people's adjective names no thing: the border turned the lorries away, not "Syrian"
        (
            "The Syrian was arrested at the border on Monday. It has turned away hundreds of lorries since "
            "March.",
            "turn",
        ),
        ("The Iraqi was detained last week. It was the third arrest this month.", "be"),
    ],
)
def test_it_is_left_open(nlp, text, lemma):
    triple = find(triples_of(nlp, text), lemma)
    assert triple.flag == "pronoun", (triple.subject.display, triple.flag)


def test_a_quoted_they_is_no_body_named_before_the_quotation(nlp):
    # the speaker's "they" are the listeners she talks of, not the station named two sentences back
    text = (
        "Velocor Radio sold its music channel last year. The sale surprised few. \"They aren't listening to "
        'radio any more," says Ann Lee, who hosts a morning show.'
    )
    triple = find(triples_of(nlp, text), "listen to radio")
    assert triple.flag == "pronoun", (triple.subject.display, triple.flag)


def test_a_quoted_they_keeps_the_body_the_writer_named_right_before(nlp):
    # "they" are the bank the sentence before is about
    text = (
        'Velbank has over 100,000 staff. "To expand, they\'ll have to lower costs," an analyst told Reuters.'
    )
    triple = find(triples_of(nlp, text), "have to lower")
    assert triple.subject.display == "Velbank" and not triple.flag, (triple.subject.display, triple.flag)


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        (
            'The market analyst Ann Lee wrote: "These savings are so large that they now outweigh the risk."',
            "outweigh",
        ),
        (
            'Mr Hale said the blasts were so strong that "they shook the windows of the whole street."',
            "shake",
        ),
    ],
)
def test_a_quoted_they_keeps_the_phrase_of_its_own_sentence(nlp, text, lemma):
    triple = find(triples_of(nlp, text), lemma)
    assert triple.subject.display != "they" and not triple.flag, (triple.subject.display, triple.flag)


@pytest.mark.parametrize(
    "text",
    [
        # a month or a feast compounded to the owned noun says when, not a product: "It said" is the firm
        "Brantley Foods had a strong spring. Brantley's March profit was the best in years. It said it would "
        "open twenty new shops.",
        "Brantley Foods had a strong winter. Brantley's Christmas trading was the best in years. It said it "
        "would open twenty new shops.",
    ],
)
def test_it_after_an_owned_noun_with_a_date_keeps_the_owner(nlp, text):
    triple = find(triples_of(nlp, text), "say")
    assert triple.subject.display == "Brantley" and not triple.flag, (triple.subject.display, triple.flag)


def test_a_quoted_they_is_not_kept_by_a_name_inside_a_longer_word(nlp):
    # "Tallis" is not written in "a Tallisian general": the speaker's "they" is the soldiers, not the state
    text = (
        'Tallis has rebuilt its army. The work took ten years. "They are ready to fight," said a Tallisian '
        "general."
    )
    triple = find(triples_of(nlp, text), "be")
    assert triple.flag == "pronoun", (triple.subject.display, triple.flag)
