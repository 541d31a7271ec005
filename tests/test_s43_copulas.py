"""A list's short lines and a name cut at its first word give no copula (issue 12, audit classes 4 and 5,
session 43): a squad or a results table broken into lines of one or two "Name (Club)" items states no
description of the athlete, nor does the heading the line is listed under; one capitalised word before a
name that is no word for a role is the name's own first word, cut off by the NER. A bracketed acronym or
gloss in a sentence with its verb, a role heading and a title keep their copula. Real-model parses of
sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import copula_of


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a squad's line of one or two items, a sentence without a finite verb
        ("R Tandy (Ashford Striders), P Kell (Morley Harriers).", "R Tandy", "Ashford Striders"),
        ("R Tandy (Ashford Striders), P Kell (Morley Harriers).", "P Kell", "Morley Harriers"),
        ("The squad was named on Friday.\n\nM Orrin (Dunmore AC).", "M Orrin", "Dunmore AC"),
        # the heading a line is listed under
        ("Long jump: T Vale (Pellow AC).", "T Vale", "Long jump"),
        # a line of two names, and the two sides of a match
        ("Subs not used: Cole, Hart.", "Cole", "Hart"),
        ("Sheffield Wednesday v Hartlepool", "Hartlepool", "v"),
        # a word before a name that is no role: the name's own first word
        ("The side beat Penrith Dale Rovers on Saturday.", "Dale Rovers", "Penrith"),
    ],
)  # fmt: skip
def test_list_lines_and_cut_names_are_flagged(nlp, text, subject, obj):
    assert copula_of(nlp, text, subject, obj).flag == "copula"


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a bracket in a sentence with its verb names the thing again
        ("The Northern Rowing Council (NRC) said the race would go ahead.", "The Northern Rowing Council",
         "NRC"),
        # a role heading says what the item is
        ("Team manager: T Hale (Pellow AC).", "T Hale", "Team manager"),
        # a caption's office after a name, and a case named for its two sides
        ("Tom Hale, Prime Minister", "Tom Hale", "Prime Minister"),
        ("Roe v Wade was a landmark ruling.", "Roe v Wade", "a landmark ruling"),
        # a title or a nationality before a name, inside the sentence
        ("The plan was backed by President Anna Berg on Monday.", "Anna Berg", "President"),
        ("The race went to Frenchman Paul Morel, who led from the start.", "Paul Morel", "Frenchman"),
    ],
)  # fmt: skip
def test_acronym_role_heading_and_title_keep_their_copula(nlp, text, subject, obj):
    assert copula_of(nlp, text, subject, obj).flag == ""
