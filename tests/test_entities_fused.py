"""Spans NER fused over two names, or over a name and a headline's words, are split back into the names
they hold (kg/entities/fused.py); real two-part names, and people whose names are common words, stay
whole. Real-model builds of short invented texts."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.evidence import WordStats
from kg.entities.fused import (
    regain_article_part,
    regain_bracket_tail,
    regain_coordinated_front,
    split_fused,
)
from kg.pipeline import extract_articles
from kg.types import Article, Mention


def _mention(text: str, span: str, label: str = "ORG") -> Mention:
    """The mention of ``span`` where ``text`` first writes it."""
    start = text.index(span)
    return Mention("a", 0, span, start, start + len(span), label)


def _labels(*texts: str) -> dict[str, str]:
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    resolution = resolve_entities(extract_articles(articles, progress=None))
    return {e.label: e.kind for e in resolution.entities}


def test_a_place_run_into_a_persons_full_name_gives_both() -> None:
    labels = _labels(
        "The bomb fell at a time when the United Nations envoy for Syria Staffan de Mistura said there was "
        "evidence of chlorine gas. Talks resumed in Geneva on Monday."
    )
    assert "Syria Staffan de Mistura" not in labels
    assert labels.get("Staffan de Mistura") == "Person" and labels.get("Syria") == "Place"


def test_a_title_between_a_place_and_a_name_leaves_the_place() -> None:
    labels = _labels(
        "Those killed in the blast were the head of the judicial body in rebel-held eastern Aleppo Sheikh "
        "Khaled al-Sayyed and a judge who worked with him. Rebels in Aleppo said the blast was a car bomb."
    )
    assert "Aleppo Sheikh" not in labels and labels.get("Aleppo") == "Place"


def test_a_headlines_verb_after_a_name_is_cut_off() -> None:
    labels = _labels(
        "The panel met on Tuesday and will publish its framework of the room next month.\n\n"
        "Youssef Diab Launched in London\n\n"
        "The campaign was launched by the lawyer's office and was widely reported."
    )
    assert "Youssef Diab Launched" not in labels and labels.get("Youssef Diab") == "Person"


def test_a_headlines_common_words_after_a_known_place_are_cut_off() -> None:
    labels = _labels(
        "Syrias Security Services Avert Terror Attack on Damascus Military Source The Syrian government has "
        "been fighting militants for years. A military source said the attack was foiled in Damascus."
    )
    assert "Damascus Military Source" not in labels and labels.get("Damascus") == "Place"


@pytest.mark.parametrize(
    ("span", "prose", "pieces"),
    [
        # curated two-part places, and a place's own attraction, are names whole
        ("Sierra Leone", (), ["Sierra Leone"]),
        ("Kuala Lumpur", (), ["Kuala Lumpur"]),
        ("Abu Dhabi", (), ["Abu Dhabi"]),
        ("Hong Kong Disneyland", ("hong kong",), ["Hong Kong Disneyland"]),
        # a person whose surname is a word the corpus writes in lower case, unless seen alone in prose
        ("Jack Straw", (), ["Jack Straw"]),
        ("Will Young", (), ["Will Young"]),
        ("Bill Gates Unveils", ("bill gates",), ["Bill Gates"]),
        # a place and a head word is one name; a name the corpus writes alone after a place stays too
        ("Raqqa Province", (), ["Raqqa Province"]),
        ("Syria Civil Defense", ("civil defense",), ["Syria Civil Defense"]),
        ("Damascus Military Source", ("damascus",), ["Damascus"]),
        ("Damascus Military Source", (), ["Damascus Military Source"]),
        ("Iranian Militias Carry", (), ["Iranian"]),
    ],
)
def test_a_headline_span_splits_only_on_evidence(
    span: str, prose: tuple[str, ...], pieces: list[str]
) -> None:
    # the words the corpus writes in lower case, after the headline
    prose_text = (
        "The young straw gates will unveil the military source of militias that carried the province."
    )
    text = f"{span} Out Today\n\n{prose_text}"
    mention = Mention("a", 0, span, 0, len(span), "ORG")
    stats = WordStats.of([text])
    found = split_fused(text, mention, True, frozenset(prose), stats)
    assert [p.text for p in found] == pieces
    assert all(text[p.start : p.end] == p.text for p in found)


def test_people_whose_names_are_words_stay_whole() -> None:
    labels = _labels(
        "Will Young Wins Brit Award\n\nBill Gates Unveils New Software\n\n"
        "Jack Straw Says Talks Will Go On\n\n"
        "The singer Will Young won, Bill Gates spoke in Seattle and Jack Straw met the straw poll's critics. "
        "Gates said young people will buy the new software."
    )
    for name in ("Will Young", "Bill Gates", "Jack Straw"):
        assert labels.get(name) == "Person", name


def test_a_place_takes_back_the_article_joined_word_ner_left_out() -> None:
    labels = _labels(
        "The Syrian Air Force bombed positions in Unq al-Hawa and Wadi al-Mesk on Monday. A mortar round "
        "landed in Zqaq al-Sheikh in the neighborhood. On Sunday al-Hamadaniyeh was shelled again."
    )
    assert "al-Hawa" not in labels and "Sunday al-Hamadaniyeh" not in labels


@pytest.mark.parametrize(
    ("text", "span", "found"),
    [
        ("bombed positions in Unq al-Hawa and Wadi al-Mesk", "al-Hawa", "Unq al-Hawa"),
        ("a mortar round landed in Zqaq al-Sheikh in the neighborhood", "Zqaq", "Zqaq al-Sheikh"),
        # a day before the name, a name with its own article, two words: nothing to take back
        ("shelled on Sunday al-Hamadaniyeh was hit", "al-Hamadaniyeh", "al-Hamadaniyeh"),
        ("fighters of al-Nusra al-Sham said", "al-Nusra", "al-Nusra"),
        ("the town of Deir al-Zor was hit", "Deir al-Zor", "Deir al-Zor"),
    ],
)
def test_the_article_joined_word_next_to_a_one_word_name_joins_it(text: str, span: str, found: str) -> None:
    mention = _mention(text, span, "GPE")
    regained = regain_article_part(text, mention, {mention.start})
    assert regained.text == found == text[regained.start : regained.end]


@pytest.mark.parametrize(
    ("text", "span", "found"),
    [
        (
            "attack near the Research and Tests Center affiliated to",
            "Tests Center",
            "Research and Tests Center",
        ),
        (
            "a study by the Pew Internet and American Life Project found",
            "American Life Project",
            "Pew Internet and American Life Project",
        ),
        # a title or an article after the "and" marks a second name; so does a name NER found
        ("met the Queen and Prince Philip at", "Prince Philip", "Prince Philip"),
        ("toured with Green Day and the Black Eyed Peas", "the Black Eyed Peas", "the Black Eyed Peas"),
        ("talks between Israel and Hong Kong officials", "Hong Kong", "Hong Kong"),
        ("was shelled on Monday and Tal Tamr was quiet", "Tal Tamr", "Tal Tamr"),
        ("cleared the towns of Jarablus al Rai and Al Bab Town from", "Al Bab Town", "Al Bab Town"),
        ("sang with Will Young and Gareth Gates", "Gareth Gates", "Gareth Gates"),
    ],
)
def test_a_name_cut_at_an_and_inside_it_takes_back_its_front(text: str, span: str, found: str) -> None:
    mention = _mention(text, span)
    # the names NER found around: "Israel", "Will Young", "Green Day"
    others = [
        (text.index(n), text.index(n) + len(n)) for n in ("Israel", "Will Young", "Green Day") if n in text
    ]
    regained = regain_coordinated_front(text, mention, lambda i: any(a <= i < b for a, b in others))
    assert regained.text == found == text[regained.start : regained.end]


@pytest.mark.parametrize(
    ("text", "span", "found"),
    [
        (
            "its armed wing YPG (Peoples Protection Units) took Manbij",
            "Peoples Protection",
            "Peoples Protection Units",
        ),
        # no bracket, or a bracket that goes on in lower case: NER's span stands
        ("the Peoples Protection Units took Manbij", "Peoples Protection", "Peoples Protection"),
        ("the group (Islamic State fighters) fled", "Islamic State", "Islamic State"),
    ],
)
def test_a_name_filling_a_bracket_ends_at_the_bracket(text: str, span: str, found: str) -> None:
    regained = regain_bracket_tail(text, _mention(text, span))
    assert regained.text == found == text[regained.start : regained.end]
