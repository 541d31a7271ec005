"""Session 40: a bare "the city" that the parser hung a conjunct or a participle on ("hit the city and its
outskirts", "rocked the city leaving dozens dead") still stands for the one city named just before
(kg/extract/settlements.py ``_trailing``); a relative clause or a prepositional phrase after it says which
part or which city, and leaves it open, as does a second city (real-model parses of invented sentences)."""

from __future__ import annotations

import pytest

from tests.statements import triples_of

CASES = [
    pytest.param(
        "Jets struck the rebel-held city of Qamlo on Monday. Ten air raids hit the city and its outskirts.",
        "Qamlo",
        id="a conjunct after it",
    ),
    pytest.param(
        "Most of Qamlo city is held by local militias. Since Friday clashes have rocked the city leaving 12 "
        "people dead.",
        "Qamlo",
        id="a participle hung on it",
    ),
    pytest.param(
        "A photo taken in the town of Derbas shows smoke. Footage showed people running from smoke rising "
        "over the town and others fleeing.",
        "the town",
        id="an and whose conjunct the parser hung elsewhere: open",
    ),
    pytest.param(
        "Jets struck the city of Qamlo and the city of Derbas on Monday. Ten air raids hit the city and its "
        "outskirts.",
        "the city",
        id="two cities named: open",
    ),
]


@pytest.mark.parametrize(("text", "obj"), CASES)
def test_a_conjunct_or_participle_after_the_city_leaves_it_the_named_city(nlp, text, obj):
    objects = {
        t.object.display
        for t in triples_of(nlp, text)
        if t.lemma in ("hit", "rock", "rise over") and t.object
    }
    assert obj in objects, objects


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        pytest.param(
            "Clashes broke out in the city of Qamlo on Friday. Crowds fled the city carrying their wounded.",
            "carry",
            id="a participle the city would do",
        ),
        pytest.param(
            "Troops captured the town of Derbas on Sunday. Rebels retreated to the town bordering Kelvia, "
            "activists said.",
            "border",
            id="a participle that says which town",
        ),
    ],
)
def test_a_participle_other_than_harm_leaves_the_city_open(nlp, text, lemma):
    subjects = {t.subject.display for t in triples_of(nlp, text) if t.lemma == lemma}
    assert subjects and not subjects & {"Qamlo", "Derbas"}, subjects
