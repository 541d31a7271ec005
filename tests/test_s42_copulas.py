"""Copulas of a member singled out of its group and of a picture's bracketed marks stay out of the graph
(issue 12, audit class 4, session 42): "his strikers, particularly A and B" names members of the group, not
the group; a position letter "(C)" and a caption's closing credit "(Reuters)" name no thing; a sum
converted into another currency in brackets describes nothing. A group's
make-up ("mostly farmers") and an acronym in brackets keep their copula. Real-model parses of sentences
written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import copula_of


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a member singled out by a focusing adverb, and the name joined to it
        ("The coach is sure his young strikers, particularly Tom Hale and Sam Reed, are ready for the final.",
         "particularly Tom Hale", "his young strikers"),
        ("The coach is sure his young strikers, particularly Tom Hale and Sam Reed, are ready for the final.",
         "Sam Reed", "his young strikers"),
        ("Western powers, principally Britain and France, backed the plan on Monday.", "principally Britain",
         "Western powers"),
        ("It is alarming that any minister, particularly the Home Secretary, should praise such a plan.",
         "particularly the Home Secretary", "any minister"),
        # a picture's position letter and a caption's closing credit
        ("A photo shows the Bab al-Hawa gate (C) a crossing on the border with Turkey.",
         "C", "the Bab al-Hawa gate"),
        ("Floods hit the region (Reuters)", "Reuters", "the region"),
        # the caption's line ends before the next line of the page
        ("Russian jets are seen at Tartus air base in Syria June 18 2016 (Acme World and Agencies)\n"
         "Troops moved into the town on Monday.",
         "Acme World and Agencies", "Tartus air base in Syria June 18 2016"),
        # one sum in two currencies
        ("The club paid £26m (30m euros) for the striker.", "£26m", "30m euros"),
        ("Profits rose to 74.7bn yuan ($9bn) last year.", "74.7bn yuan", "$9bn"),
    ],
)  # fmt: skip
def test_singled_out_member_and_picture_mark_are_flagged(nlp, text, subject, obj):
    assert copula_of(nlp, text, subject, obj).flag == "copula"


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # an adjective's degree and a title before a singled-out name describe
        ("Tuesday's storm was especially harmful because it hit a market.", "Tuesday's storm",
         "especially harmful"),
        ("Other toy makers, notably the Acme subsidiary Zapper, sold well in Spain.", "Zapper",
         "Acme subsidiary"),
        # what a group is made of describes it, and a closer name of the same thing is it
        ("Three people, mostly farmers, were hurt in the storm.", "Three people", "mostly farmers"),
        ("Acme's staff, chiefly engineers from Spain, went on strike on Monday.", "Acme's staff",
         "chiefly engineers from Spain"),
        ("The Acme Act, specifically a ban on fuel imports, hit farmers hard.", "The Acme Act",
         "specifically a ban on fuel imports"),
        # a sum describes a thing, one of a year too
        ("Acme's 2004 budget, £3bn, was cut by a third.", "Acme's 2004 budget", "£3bn"),
        # even where the tagger's sum reaches back over the noun before it
        ("A broker says Acme's annual ticket revenues - £90m - will not cover its debts.",
         "Acme's annual ticket revenues", "£90m"),
        # an acronym in brackets is the other name of one body
        ("The Kurdish Peoples Protection Units (YPG) hold the town.", "The Kurdish Peoples Protection Units",
         "YPG"),
        # even when the bracket closes the sentence, as a credit does, and a wire service's name after its
        # outlet's noun is the outlet's own
        ("Rebels shelled the positions of the Syrian Democratic Forces (SDF)", "the Syrian Democratic Forces",
         "SDF"),
        ("Rebels left the town, according to the Syrian Arab News Agency (SANA).",
         "the Syrian Arab News Agency", "SANA"),
        ("The minister spoke at length to the French state news agency (AFP)",
         "AFP", "the French state news agency"),
    ],
)  # fmt: skip
def test_group_make_up_and_acronym_keep_their_copula(nlp, text, subject, obj):
    assert copula_of(nlp, text, subject, obj).flag == ""
