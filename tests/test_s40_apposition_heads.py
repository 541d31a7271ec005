"""Appositions whose described noun the parse does not give for sure state no copula (issue 12, audit
class 4): an item of a comma list read as an apposition, and a description hung over a preposition's
object on the noun before it. The true shapes beside them (a name's description, a role's name, a group
and its members' names) keep their copula. Real-model parses of sentences written for these tests.
"""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _flag(nlp, text: str, subject: str, obj: str) -> str:
    found = [
        t
        for t in triples_of(nlp, "Headline here\n\n" + text)
        if t.lemma == "be"
        and t.object is not None
        and (t.subject.display, t.object.display) == (subject, obj)
    ]
    assert found, f"no copula {subject!r} | be | {obj!r} in {text!r}"
    return found[0].flag


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a name that heads more items after commas is a list's item, not the noun's name
        (
            "The report was commissioned by the agency, Westford Council, Eastbay Council and Harbour "
            "Enterprise, and found little.",
            "Westford Council",
            "the agency",
        ),
        (
            "The report was commissioned by the agency, Westford Council, Eastbay Council and Harbour "
            "Enterprise, and found little.",
            "Harbour Enterprise",
            "the agency",
        ),
        # a machine's parts listed after it
        (
            "A fast PC sporting a new processor, 2 gigabytes memory, a graphics card, a large hard drive, "
            "Windows Home.",
            "Windows Home",
            "A fast PC sporting a new processor, 2 gigabytes memory",
        ),
        # the description may be of the nearer noun, the firm: no sure head
        (
            "This will raise the output of the firm - the country's largest carmaker - to 500,000 cars.",
            "the output of the firm",
            "the country's largest carmaker - to 500,000 cars",
        ),
        # a bare noun run into a name's description with no "and" is the clause's own noun
        (
            "Buying the firm would give Norcom, a regional cable provider, entry to its national network.",
            "Norcom",
            "entry to its national network",
        ),
        # a band's members: names, one sort, however one of them is written
        (
            "Kim, The Ace, Rob Lane and Sid Vale, who formed the band at school in 1990, begin a tour.",
            "Kim",
            "The Ace",
        ),
        ("Subs not used: Hart, Moss, Webb.", "Hart", "Webb"),
        # a name after a determined noun that heads a run of further items is an item, not its name
        (
            "My choice is simple - the bottle opener, Swiss Army Knife, safety pin, wristwatch or the "
            "sextant.",
            "Swiss Army Knife",
            "the bottle opener",
        ),
        # another product, joined to a name's description by "as well as", is no second description
        (
            "The Zen Box comes bundled with Zen OS X, the operating software, as well as Pix 05, a suite of "
            "apps which includes Notes, web browser Roam, Maps, Photo Lab and Mail.",
            "Zen OS X",
            "Pix 05",
        ),
    ],
)
def test_apposition_without_a_sure_head_is_flagged(nlp, text, subject, obj):
    assert _flag(nlp, text, subject, obj) == "copula"


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("Tony Blair, the prime minister, said the plan would work.", "Tony Blair", "the prime minister"),
        ("Acme, a maker of widgets, said sales rose.", "Acme", "a maker of widgets"),
        # two pairs of a name and its role joined by "and" are no list of four
        ("Acme's founder, Ann Lee, and its chairman, Bob Hart, left the firm.", "Ann Lee", "Acme's founder"),
        ("Acme's founder, Ann Lee, and its chairman, Bob Hart, left the firm.", "Bob Hart", "its chairman"),
        # a group and its members' names: each is one of the group
        ("His rivals, Peter Jones, Sam Green and Paul White, all lost.", "Sam Green", "His rivals"),
        # a plural that agrees with the head only gives the head for sure
        (
            "Members of the Harbour League (HL) local fighters backed by the army hold the port.",
            "Members of the Harbour League (HL)",
            "local fighters backed by the army",
        ),
        # a name after a role over a preposition is the role's
        ("The head of the agency, Ann Lee, said the plan would work.", "Ann Lee", "The head of the agency"),
        # a capitalised role NER leaves untagged is the name's description, not a list's next name (the
        # judged audit set lost such a true copula to the list rule)
        (
            "Jan Morrow, Director of the Harbour Institute, a city think-tank that studies ports, spoke.",
            "Jan Morrow",
            "Director of the Harbour Institute",
        ),
        # a plural's members after a dash, though the plural is itself coordinated with a noun before it
        (
            "The deals followed talks between sellers and the region's biggest buyers - Ardania, Belvia "
            "and Corland.",
            "Ardania",
            "the region's biggest buyers",
        ),
    ],
)
def test_true_apposition_keeps_its_copula(nlp, text, subject, obj):
    assert _flag(nlp, text, subject, obj) == ""


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        # a name with its own description inside a comma run is one item, not two (issue 12, session 40)
        (
            "Buying the firm would give Norcom, a regional cable provider, entry to its national network.",
            "Norcom",
            "a regional cable provider",
        ),
        # the operating software is Zen OS's; the suite is the second product's, no item of the system's sort
        (
            "The Zen Box comes bundled with Zen OS X, the operating software, as well as Pix 05, a suite of "
            "apps which includes Notes, web browser Roam, Maps, Photo Lab and Mail.",
            "Zen OS X",
            "the operating software",
        ),
        # a role description "leader of", and the possessive description before the name
        (
            "Her neighbour, Alan Marsh, leader of the town's cycling club, blames the council for the delay.",
            "Alan Marsh",
            "leader of the town's cycling club",
        ),
        (
            "Her neighbour, Alan Marsh, leader of the town's cycling club, blames the council for the delay.",
            "Alan Marsh",
            "Her neighbour",
        ),
        # a score after the description
        (
            "The Spanish top seed overcame Sweden's Lars Berg, the fifth seed, 6-4 (7-2) 7-5.",
            "Sweden's Lars Berg",
            "the fifth seed",
        ),
        (
            "This devotion to his job was underlined in a remark by Mr Hale's former partner of ten years, "
            "Princess Anna of Wessex, the eldest daughter of the late Duke Karl of Wessex, who said life "
            'with him was "work, work, work".',
            "Princess Anna of Wessex",
            "Mr Hale's former partner of ten years",
        ),
        # an age and a dash aside after the name
        (
            "His sister, Mary, said the driver, Tom Pike, 19 - who was jailed in May - had been racing.",
            "Tom Pike",
            "the driver",
        ),
        (
            "One of the men, Dan Reeve, 41, from Ashby, Leicestershire, said they would plead not guilty.",
            "Dan Reeve",
            "One of the men",
        ),
        # a role "director of" before the unit's own name
        (
            "Prof Ian Hale, director of the transport research unit, the Urban Mobility Centre, studied the "
            "new figures.",
            "Prof Ian Hale",
            "director of the transport research unit",
        ),
        # two roles of one person joined by "and"
        (
            "It is a fine way to sell music, said Ben Cole, founder and chairman of music firm Blue Note, "
            "and others agree.",
            "Ben Cole",
            "chairman of music firm Blue Note",
        ),
    ],
)
def test_name_with_its_own_description_in_a_comma_run_keeps_its_copula(nlp, text, subject, obj):
    assert _flag(nlp, text, subject, obj) == ""
