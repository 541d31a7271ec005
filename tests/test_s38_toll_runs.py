"""Two tolls run together without their comma (issue 12, class 8), session 38: "killed 30 people injured
90" is read as killing a clause, or as victims who injured others. The killing keeps its victims as its
object, and the second toll, whose doer the sentence leaves to the reader, stays out of the graph.
Real-model parses of invented sentences in FA-KES's comma-less style."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


@pytest.mark.parametrize(
    ("text", "subject", "victims", "second"),
    [
        (
            "A car bomb killed 24 people injured 70 on Friday in an attack targeting a market in the"
            " northern Syrian town of Azaz.",
            "A car bomb",
            "24 people",
            "24 people",
        ),
        (
            "The UN says the war has killed more than 1500 people wounded at least one million and left many"
            " displaced.",
            "the war",
            "more than 1500 people",
            "more than 1500 people",
        ),
    ],
)
def test_second_toll_is_cut_from_the_victims_and_kept_out(nlp, text, subject, victims, second):
    triples = triples_of(nlp, text)
    killed = [t for t in triples if t.lemma == "kill" and t.subject.display == subject]
    assert killed and killed[0].object is not None and killed[0].object.display == victims
    assert not killed[0].flag
    # the second toll gives no statement, or one kept out of the graph: no act of the victims is in it
    in_graph = [t.lemma for t in triples if t.subject.display == second and not t.flag]
    assert in_graph == [], in_graph


@pytest.mark.parametrize(
    ("text", "victims", "third"),
    [
        (
            "Russian jets killed 11 civilians wounded dozens and destroyed a bakery in Idlib"
            " the monitor said.",
            "11 civilians",
            "destroy",
        ),
    ],
)
def test_verb_joined_to_the_second_toll_is_kept_out(nlp, text, victims, third):
    """A verb joined by "and" to the second toll takes the victims as its subject in the parse; they
    destroyed nothing, so it stays out of the graph as the second toll does."""
    found = [t for t in triples_of(nlp, text) if t.lemma == third and t.subject.display == victims]
    assert found and all(t.flag == "fragment" for t in found), [
        (t.subject.display, t.lemma, t.flag) for t in triples_of(nlp, text)
    ]


def test_victims_with_their_own_participle_keep_it(nlp):
    # a participle without an object of its own is the victims' state, not a second toll
    triples = triples_of(nlp, "Gunmen killed two soldiers wounded in the earlier clash.")
    killed = [t for t in triples if t.lemma == "kill"]
    assert killed and killed[0].object is not None
    assert killed[0].object.display == "two soldiers wounded in the earlier clash"
