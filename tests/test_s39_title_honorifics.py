"""A form of address the NER leaves outside a name it follows ("Tory spokesman Mr Lewis": the name is
"Lewis") belongs to the name, not to the role (issue 12, session 39, class 5 "names cut or fused"): the title
statement read "Lewis | be | Tory spokesman Mr", a role fused with the honorific and the name cut. The role
is stated without it. Sentences invented for these tests, parsed with the real model."""

from __future__ import annotations

import pytest

from tests.statements import row, triples_of


@pytest.mark.parametrize(
    ("sentence", "name", "title"),
    [
        pytest.param(
            "In the House, party spokesman Mr Dalby suggested the plan was part of a wider trend.",
            "Dalby",
            "party spokesman",
            id="Mr left outside a surname",
        ),
        pytest.param(
            "Union boss Mr Grant said the strike would go ahead.",
            "Grant",
            "Union boss",
            id="Mr after a two-word role",
        ),
        pytest.param(
            "Clinic director Dr Amal Haddad said the hospital had been hit twice.",
            "Amal Haddad",
            "Clinic director",
            id="Dr before a full name",
        ),
    ],
)
def test_a_title_before_an_honorific_is_stated_without_it(nlp, sentence: str, name: str, title: str) -> None:
    rows = [row(t) for t in triples_of(nlp, sentence)]
    copulas = [(s, o) for s, lemma, o, _, _ in rows if lemma == "be"]
    assert (name, title) in copulas, rows
    assert not any(o.split()[-1].rstrip(".") in {"Mr", "Dr", "Sir", "Mrs"} for _, o in copulas), rows


def test_a_name_that_opens_on_an_honorific_states_no_title(nlp) -> None:
    rows = [row(t) for t in triples_of(nlp, "Mr Grant said the strike would go ahead.")]
    assert not any(lemma == "be" for _, lemma, _, _, _ in rows), rows
