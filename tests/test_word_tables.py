"""The word lists the entity stage reads from ontology/ tables: each rule still says what its words say.

Each case is a phrase around a mention in the shapes the rules were written for; a table row removed or a
kind misspelt makes its case fail (or words_of_kind raise) instead of silently emptying a rule.
"""

from __future__ import annotations

import pytest

from kg.entities.evidence import context_kind
from kg.errors import KGError
from kg.resources import words_of_kind
from kg.types import PERSON, PLACE, Mention


def _kind_of(text: str, name: str, label: str = "GPE") -> str | None:
    start = text.index(name)
    found = context_kind(text, Mention("t", 0, name, start, start + len(name), label))
    return found[0] if found else None


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # kin rows of person-words.tsv, before the name and in lower case only
        ("The graves of his brother Bassil lie in Qardaha.", "Bassil", PERSON),
        ("She married her fiancee Dana last year.", "Dana", PERSON),
        ("Son Heung-min scored twice.", "Heung-min", None),
        # plural column of head-nouns.tsv's place units: a head two places share after "and"
        ("Shells fell near al-Masmakeh and al-Sinaa areas on Monday.", "al-Masmakeh", PLACE),
        ("Fighting spread to Zamalka and Arbeen neighborhoods.", "Zamalka", PLACE),
        # a unit without a plural in the table is not read: "camps" says nothing
        ("Aid reached Zaatari and Azraq camps in the north.", "Zaatari", None),
    ],
)
def test_context_words_from_tables_tell_the_kind(text: str, name: str, kind: str | None) -> None:
    assert _kind_of(text, name) == kind


def test_each_entity_word_kind_is_read_and_a_missing_kind_names_the_table() -> None:
    assert "widow" in words_of_kind("person-words.tsv", "kin")
    assert set(words_of_kind("person-words.tsv", "minister")) == {"Secretary", "Minister"}
    assert "Abu" in words_of_kind("person-words.tsv", "kunya")
    assert "areas" in words_of_kind("head-nouns.tsv", "place-unit", "plural")
    with pytest.raises(KGError, match=r"person-words\.tsv.*no row of kind 'aunt'"):
        words_of_kind("person-words.tsv", "aunt")
