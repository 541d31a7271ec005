"""Session 49 (issue 13, junk): a body's head word after a possessive is a word of the name, the members or
the founder it is named for ("the Glassblowers' Union", "Corrigan's Hospital"), not an owner cut off to
leave a common noun ("Union") as the label. A proper name after a possessive is still what an owner owns
("the Wardens' Kestrel Brigade"). Real-model builds of sentences written for the test."""

from __future__ import annotations

import pytest

from kg.entities.names import clean_surface
from tests.resolved import resolve_texts


@pytest.mark.parametrize(
    ("written", "proper"),
    [
        ("the Glassblowers' Union", "Glassblowers' Union"),
        ("Corrigan's Hospital", "Corrigan's Hospital"),
        ("the Northern Ferrymen's Association", "Northern Ferrymen's Association"),
        ("Halden Clockmakers' Guild", "Halden Clockmakers' Guild"),
        # near misses: a proper name after the possessive is owned, and a trailing possessive goes
        ("the Wardens' Kestrel Brigade", "Kestrel Brigade"),
        ("Corrigan's", "Corrigan"),
        # a head word that opens a longer proper name is that name's, and the possessive its owner; "of" after
        # the head word is still the body's name
        ("Kelso's League Cup", "League Cup"),
        ("Ruritania's Union Bank", "Union Bank"),
        ("the Glassblowers' Union of Halden", "Glassblowers' Union of Halden"),
        ("Corrigan's Hospital Medical School", "Corrigan's Hospital Medical School"),
        (
            "Corrigan's Hospital School, University of Halden",
            "Corrigan's Hospital School, University of Halden",
        ),
    ],
)
def test_a_body_named_with_a_possessive_keeps_it(written: str, proper: str) -> None:
    assert clean_surface(written) == proper


def test_the_union_of_a_trade_is_no_bare_union() -> None:
    resolution = resolve_texts(
        "The Glassblowers' Union said on Monday that its members would walk out next week. "
        "A spokesman for the Glassblowers' Union said talks with the Halden Glassworks had failed."
    )
    labels = {e.label for e in resolution.entities}
    assert "Union" not in labels, labels
    assert "Glassblowers' Union" in labels, labels
