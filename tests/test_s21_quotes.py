"""Which way a straight quotation mark faces, read in one place (session 21): ``quotations`` over a text and
``inside_quotation`` over a sentence's tokens both ask ``opens_quotation``. Real-model parses of sentences
written for these tests."""

from __future__ import annotations

import pytest

from kg.extract.nlp import parse_text
from kg.extract.quotes import inside_quotation, opens_quotation, quotations

# mark, the characters before and after it, whether a quotation is open, whether the mark opens one
MARKS = [
    pytest.param('"', " ", "W", False, True, id="after a space, before a word: opens"),
    pytest.param('"', ":", "W", False, True, id="after a colon: opens"),
    pytest.param('"', "(", "W", False, True, id="after a bracket: opens"),
    pytest.param('"', ",", " ", True, False, id="stuck to the word before: closes"),
    pytest.param('"', "d", "W", False, False, id="stuck on both sides: closes"),
    pytest.param('"', " ", " ", True, False, id="spaces on both sides, one open: closes it"),
    pytest.param('"', " ", " ", False, True, id="spaces on both sides, none open: opens"),
    pytest.param("“", "d", " ", True, True, id="a typographic opening mark opens"),
    pytest.param("”", " ", "W", False, False, id="a typographic closing mark closes"),
]


@pytest.mark.parametrize(("mark", "before", "after", "inside", "opens"), MARKS)
def test_a_straight_mark_is_read_from_its_neighbours(
    mark: str, before: str, after: str, inside: bool, opens: bool
) -> None:
    assert opens_quotation(mark, before, after, inside) is opens


TEXTS = [
    pytest.param('The minister ("why not?") smiled at the crowd.', id="a quotation opened after a bracket"),
    pytest.param('She called the plan " a waste of money" on Monday.', id="a mark with spaces around opens"),
    pytest.param('It was "a disaster " for the town, the mayor said.', id="a mark with spaces around closes"),
    pytest.param('"We will win," the coach said on Friday.', id="a mark stuck to a comma closes"),
]


@pytest.mark.parametrize("text", TEXTS)
def test_quotations_and_inside_quotation_read_the_marks_alike(nlp, text: str) -> None:
    doc = nlp(parse_text(text))
    spans = quotations(text)
    assert spans, "the text has a quotation"
    for tok in doc:
        if tok.is_quote or tok.is_space:
            continue
        inside = any(start < tok.idx < end for start, end in spans)
        assert inside_quotation(tok) is inside, tok.text
