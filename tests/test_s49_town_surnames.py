"""Session 49 (issue 13, wrong merges): a bare name that is a town of GeoNames and that NER never reads as a
person's is the town, not the surname of the one person of its article who bears it ("Dennis Harrogate, of
Harrogate"). A surname NER reads as a person's once, or one that is no town, still joins. Mentions are
given by hand, so that the rule is pinned whatever the model tags on a given day; the texts are invented."""

from __future__ import annotations

from tests.hand_tagged import hand_tagged


def _holders(resolution, surface: str) -> set[str]:
    return {e.label for e in resolution.entities if any(m.text == surface for m in e.mentions)}


def test_a_town_never_read_as_a_person_is_no_surname() -> None:
    text = "Voters were wary of the plan. Dennis Harrogate, of Harrogate, said he would not vote for it."
    resolution = hand_tagged(text, [("Dennis Harrogate", "PERSON"), ("Harrogate", "GPE")])
    assert _holders(resolution, "Harrogate") != _holders(resolution, "Dennis Harrogate")


def test_a_town_read_as_a_person_once_stays_his_surname() -> None:
    text = "Dennis Harrogate won the seat. Harrogate thanked his agent, and Harrogate said he was proud."
    tags = [("Dennis Harrogate", "PERSON"), ("Harrogate", "PERSON"), ("Harrogate", "GPE")]
    resolution = hand_tagged(text, tags)
    assert _holders(resolution, "Harrogate") == {"Dennis Harrogate"}


def test_a_surname_that_is_no_town_still_joins() -> None:
    text = "Dennis Pelbrock won the seat. Pelbrock said the campaign had been a joy."
    resolution = hand_tagged(text, [("Dennis Pelbrock", "PERSON"), ("Pelbrock", "ORG")])
    assert _holders(resolution, "Pelbrock") == {"Dennis Pelbrock"}


def test_a_town_written_after_a_speech_verb_stays_his_surname() -> None:
    text = "Dennis Harrogate won the seat. It was a long night, said Harrogate, who thanked his agent."
    resolution = hand_tagged(text, [("Dennis Harrogate", "PERSON"), ("Harrogate", "ORG")])
    assert _holders(resolution, "Harrogate") == {"Dennis Harrogate"}


def test_a_town_after_a_sentences_opening_preposition_is_no_surname() -> None:
    text = "Voters were wary of the plan. In Harrogate, Dennis Harrogate said he would not vote for it."
    resolution = hand_tagged(text, [("Harrogate", "GPE"), ("Dennis Harrogate", "PERSON")])
    assert _holders(resolution, "Harrogate") != _holders(resolution, "Dennis Harrogate")
