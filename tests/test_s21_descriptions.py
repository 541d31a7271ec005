"""Names whose head noun comes before a preposition (issue 12, session 21): "the observatory said" is the
Syrian Observatory for Human Rights. Real-model parses of sentences written for these tests, with their
counter-case."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# text, relation, the speaker as shown
HELD_BY_PREPOSITION = [
    pytest.param(
        "The Syrian Observatory for Human Rights said 12 people were killed in the town. At least four"
        " children died in the town, the observatory said.",
        "die in",
        "The Syrian Observatory for Human Rights",
        id="a noun before 'for'",
    ),
    pytest.param(
        "The Syrian Observatory for Human Rights and the Ruritanian Observatory for Peace both counted the"
        " dead. At least four children died in the town, the observatory said.",
        "die in",
        "the observatory",
        id="two such names leave it open",
    ),
    pytest.param(
        "The Ruritanian Observatory for Peace and the Hollin Hill Observatory both counted the dead. At"
        " least four children died in the town, the observatory said.",
        "die in",
        "the observatory",
        id="a name with 'for' beside a plain one leaves it open",
    ),
    pytest.param(
        "Officials from the Committee on Standards in Public Life met on Tuesday. Four members left the"
        " room, the committee said.",
        "leave",
        "the Committee on Standards in Public Life",
        id="a noun before 'on'",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "shown"), HELD_BY_PREPOSITION)
def test_a_noun_heading_a_name_before_its_preposition_names_it(
    nlp, text: str, lemma: str, shown: str
) -> None:
    found = find(triples_of(nlp, text), lemma)
    assert found.attributed_to is not None and found.attributed_to.display == shown
