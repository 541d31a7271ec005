"""A definite description the article ties to a name, inside a longer side, written as that name (issue 12,
class 1), session 45: "condemned the attack on the town" -> "the attack on Korvana"
(``kg.extract.inner_names``). Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


def rows(nlp, text: str) -> set[tuple[str, str, str, bool, str]]:
    return {row(t) for t in triples_of(nlp, "Headline here\n\n" + text)}


@pytest.mark.parametrize(
    ("text", "lemma", "side", "shown"),
    [
        # the town the article named, inside the object
        (
            "Rebels seized the town of Korvana on Monday. The army condemned the attack on the town and "
            "vowed to retake it.",
            "condemn",
            "object",
            "the attack on Korvana",
        ),
        # the ministry named before, inside the speaker's own phrase; its name's "The" in lower case
        (
            "The Ministry of Fisheries said catches fell in May. A spokesman for the ministry said new "
            "quotas would follow.",
            "say",
            "subject",
            "A spokesman for the Ministry of Fisheries",
        ),
        # the party named before, inside the subject
        (
            "The Blue Harbour Party won the vote. The leader of the party thanked voters in the capital.",
            "thank",
            "subject",
            "The leader of the Blue Harbour Party",
        ),
        # a pronoun subject's letters inside the name ("he" in "the", "she" in "Fisheries") are no subject
        # named again
        (
            "Ivo Hale chairs the Ministry of Fisheries. He said a spokesman for the ministry would speak on "
            "Friday.",
            "speak",
            "subject",
            "a spokesman for the Ministry of Fisheries",
        ),
        # the name's letters inside another word ("Dern" in "modern") are no name written already
        (
            "Troops reached the town of Dern on Sunday. Artillery shelled the modern quarter of the town.",
            "shell",
            "object",
            "the modern quarter of Dern",
        ),
    ],
)
def test_tied_description_inside_a_side_is_written_as_its_name(
    nlp, text: str, lemma: str, side: str, shown: str
) -> None:
    found = {r[0] if side == "subject" else r[2] for r in rows(nlp, text) if r[1] == lemma}
    assert shown in found


@pytest.mark.parametrize(
    ("text", "lemma", "kept"),
    [
        # a description the article never ties keeps its words
        (
            "Police said a fire broke out overnight. Residents criticised the response of the council.",
            "criticise",
            "the response of the council",
        ),
        # the name written beside its description already: nothing to add
        (
            "Troops reached the capital Velmora on Sunday. They shelled the outskirts of the capital "
            "Velmora.",
            "shell",
            "the outskirts of the capital Velmora",
        ),
        # a description inside a quotation is the speaker's, whom the writer's ties do not reach
        (
            'Rebels seized the town of Korvana on Monday. "We condemn the attack on the town," said '
            "General Mato Rell.",
            "say",
            '"We condemn the attack on the town',
        ),
        # a saying's own subject tied to the speaker: the speaker would name itself by a pronoun
        (
            "The Daily Courier said on Monday that sales fell. The Daily Courier said the company may "
            "instead sell its presses.",
            "say",
            "the company may instead sell its presses",
        ),
        # a singular description tied to the subject of its own verb: the writer would say "his"
        (
            "Finance minister Ivo Hale toured the port of Dern on Monday. Mr Hale criticised the budget of "
            "the minister.",
            "criticise",
            "the budget of the minister",
        ),
        # a reported clause's own subject tied to the same name: the council did not ignore its own advice
        # (its "it" is written as the name coref gave it since session 46: kg/extract/inner_pronouns.py)
        (
            "The Kitmore Council met on Monday. Residents said it had ignored the advice of the council.",
            "say",
            "The Kitmore Council had ignored the advice of the council",
        ),
        # a company noun: tied to the company named last, often another one than meant
        (
            "Velmar Foods has bought Orchard Dairies for $2m. Analysts said the deal lifted shares in the "
            "company by 4%.",
            "lift",
            "shares in the company",
        ),
    ],
)
def test_untied_or_named_description_keeps_its_words(nlp, text: str, lemma: str, kept: str) -> None:
    assert kept in {r[2] for r in rows(nlp, text) if r[1] == lemma}
