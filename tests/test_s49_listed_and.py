"""Session 49 (issue 13, junk): NER ran the last two items of a list of names together over their "and"
("Kestrel, [Dunmore Rovers and Halden]"), a label that is no one's. An item and its comma right before the
span make it the list's end, whether or not the corpus writes either side alone. An opening word before the
comma, a curated name with an "and" and a field of government after a body's stay as NER read them. Mentions
are given by hand, so that the rule is pinned whatever the model tags on a given day; the texts are
invented."""

from __future__ import annotations

from tests.hand_tagged import hand_tagged


def _labels(text: str, tags: list[tuple[str, str]]) -> set[str]:
    return {e.label for e in hand_tagged(text, tags).entities}


def test_the_last_two_items_of_a_list_are_two_names() -> None:
    text = "The lead over Kestrel, Dunmore Rovers and Halden shrank after the defeat on Sunday."
    labels = _labels(text, [("Kestrel", "ORG"), ("Dunmore Rovers and Halden", "ORG")])
    assert "Dunmore Rovers and Halden" not in labels, labels
    assert {"Dunmore Rovers", "Halden"} <= labels, labels


def test_an_opening_word_before_the_comma_makes_no_list() -> None:
    text = "Shares fell on Monday. However, Dunmore and Halden rose after the merger was agreed."
    labels = _labels(text, [("Dunmore and Halden", "ORG")])
    assert "Dunmore and Halden" in labels, labels


def test_a_curated_name_with_an_and_stays_whole_in_a_list() -> None:
    text = "Envoys of Serbia, Bosnia and Herzegovina met in the capital."
    labels = _labels(text, [("Serbia", "GPE"), ("Bosnia and Herzegovina", "GPE")])
    assert "Bosnia and Herzegovina" in labels, labels


def test_a_laws_fields_and_a_bodys_fields_stay_one_name() -> None:
    text = (
        "Powers under the Anti-Fraud, Crime and Safety Act were used by the Bureau of Radio, Film and "
        "Broadcasting."
    )
    tags = [("Crime and Safety Act", "LAW"), ("Bureau of Radio", "ORG"), ("Film and Broadcasting", "ORG")]
    labels = _labels(text, tags)
    assert "Safety Act" not in labels and "Broadcasting" not in labels, labels


def test_a_sentences_opening_phrase_is_no_lists_item() -> None:
    text = "Profits fell. In Halden, Pelbrock and Dunmore Rovers said sales were flat."
    labels = _labels(text, [("Halden", "GPE"), ("Pelbrock and Dunmore Rovers", "ORG")])
    assert "Pelbrock and Dunmore Rovers" in labels, labels


def test_a_two_word_name_that_opens_a_sentence_is_a_lists_item() -> None:
    text = "Profits fell. Halden Foods, Pelbrock and Dunmore Rovers said sales were flat."
    labels = _labels(text, [("Halden Foods", "ORG"), ("Pelbrock and Dunmore Rovers", "ORG")])
    assert {"Pelbrock", "Dunmore Rovers"} <= labels, labels
