"""Session 18's entity rules (issue 13), written from the development samples dev-s12e to dev-s15e: places
of FA-KES lists that lost their commas, and place names NER cut before their article-joined word. Each
sentence is parsed by the real spaCy model; the sentences are invented, like the samples' ones."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.pipeline import extract_articles
from kg.types import Article


def _resolve(*texts: str):
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    return resolve_entities(extract_articles(articles, progress=None))


def _labels(resolution) -> set[str]:
    return {e.label for e in resolution.entities}


def test_the_places_of_a_list_that_lost_its_commas_are_one_entity_each() -> None:
    # fakes/0544 (dev-s15e): "the neighborhoods of al-Sabil al-Mogambo al-Furqan and al-Midan"
    resolution = _resolve(
        "Rebels fired mortar shells on the neighborhoods of al-Rashidin al-Zahraa al-Hamdaniyeh and al-Midan "
        "in Aleppo city on Monday killing four civilians."
    )
    labels = _labels(resolution)
    assert "al-Rashidin al-Zahraa al-Hamdaniyeh" not in labels
    assert {"al-Rashidin", "al-Zahraa", "al-Hamdaniyeh"} <= labels
    assert all(e.kind == "Place" for e in resolution.entities if e.label.startswith("al-"))


def test_a_word_that_qualifies_the_place_before_it_stays_in_its_name() -> None:
    # "Tuloul al-Hawa al-Sharqiya" is eastern Tuloul al-Hawa (ontology/place-qualifiers.tsv)
    resolution = _resolve(
        "Shells hit the villages of Tuloul al-Hawa al-Sharqiya and Maan in Hama countryside, the source said."
    )
    assert "Tuloul al-Hawa al-Sharqiya" in _labels(resolution)


def test_article_joined_words_outside_a_list_of_places_stay_one_name() -> None:
    # a person and a group, whose names hold two article-joined words, follow no plural place unit
    resolution = _resolve(
        "Commander Mohammad al-Hassan al-Ali of Harakat Nour al-Din al-Zenki said the fighters would "
        "withdraw."
    )
    labels = _labels(resolution)
    assert "al-Ali" not in labels and "al-Zenki" not in labels


@pytest.mark.parametrize(
    ("text", "whole", "pieces", "kind"),
    [
        # fakes/0544 (dev-s15e): "positioned in [Bustan] [al-Qasser] neighborhood"
        (
            "Terrorists positioned in Bustan al-Zahra neighborhood fired a rocket shell. Gunmen in Jisr "
            "al-Haj neighborhood fired mortars.",
            "Bustan al-Zahra",
            {"Bustan", "al-Zahra"},
            "Place",
        ),
        # bbc/entertainment/019 (dev-s15e): "the [Tennessee] [Williams] drama", two spans a space apart
        (
            "Slater, 40, is replacing actor John Smith in the Tennessee Williams play, which opens next "
            "month in London, his agent said.",
            "Tennessee Williams",
            {"Tennessee", "Williams"},
            "Person",
        ),
    ],
)
def test_a_name_ner_cut_in_two_spans_is_one_entity(
    text: str, whole: str, pieces: set[str], kind: str
) -> None:
    resolution = _resolve(text)
    assert not _labels(resolution) & pieces
    entity = next(e for e in resolution.entities if e.label == whole)
    assert entity.kind == kind and len(entity.mentions) == 1


def test_a_full_name_after_a_body_a_space_apart_is_a_second_name() -> None:
    resolution = _resolve(
        "He said on Sunday, speaking to the BBC Michael Howard had always been in favour of the plan, as "
        "were others, and more."
    )
    assert {"BBC", "Michael Howard"} <= _labels(resolution)


def test_names_a_space_apart_in_a_text_without_commas_stay_two() -> None:
    # FA-KES lost its commas: the names of its lists stand a space apart
    resolution = _resolve(
        "Slater is replacing actor John Smith in the Tennessee Williams play which opens next month"
    )
    assert "Tennessee Williams" not in _labels(resolution)


def test_a_firm_and_a_country_a_space_apart_are_its_arm_and_a_common_noun_before_a_firm_is_no_name() -> None:
    resolution = _resolve(
        "Unlike rival players, the devices have always been popular, the firm said. Nintendo UK general "
        "manager, David Smith, told a press event that giant ISP AOL would sell it."
    )
    by_label = {e.label: e for e in resolution.entities}
    assert by_label["Nintendo UK"].kind == "Organization"
    assert "AOL" in by_label and "ISP AOL" not in by_label and "ISP" not in by_label


def test_a_name_with_a_common_noun_after_it_labels_no_entity_another_form_names() -> None:
    # bbc/sport/125 (dev-s13e): "a Premier League commission" joined the league, and labelled it
    resolution = _resolve(
        "Both Chelsea and Arsenal will be asked to give evidence to a Premier League commission, but no "
        "deadline has been set. The Premier League declined to comment, and the Premier League said more."
    )
    labels = _labels(resolution)
    assert "Premier League" in labels and "Premier League commission" not in labels


def test_a_name_written_only_in_a_term_named_after_someone_is_no_entity() -> None:
    # bbc/tech/187 (dev-s13e): "an outbreak of Legionnaire's disease", "Godel's Theorem"
    resolution = _resolve(
        "Engineers found the hotel had suffered an outbreak of Legionnaire's disease in its cooling towers. "
        "Professor Kurt Godel died in 1978."
    )
    labels = _labels(resolution)
    assert "Legionnaire" not in labels and "Kurt Godel" in labels
    assert ("Legionnaire", "eponym", 1) in resolution.dropped


@pytest.mark.parametrize(
    ("text", "label", "kind"),
    [
        # fakes/0544 (dev-s15e): tagged ORG; ontology/places.tsv lists it
        (
            "Terrorist organizations positioned in the Eastern Ghouta fired more than 20 rocket shells on "
            "the residential suburb of Harasta",
            "Eastern Ghouta",
            "Place",
        ),
        # bbc/entertainment/075 (dev-s13e): an award's head word (org-words.tsv role honour), tagged ORG
        (
            "Last year the Douglas Hickox Award went to a first-time director from Leeds.",
            "Douglas Hickox Award",
            "Other",
        ),
        # bbc/tech/253 (dev-s13e): a tower is a venue
        ("The lifts of the Harbour Tower were opened in March.", "Harbour Tower", "Place"),
        # bbc/entertainment/075 (dev-s13e), bbc/sport/032 (dev-s12e): a performer's or a medallist's noun
        (
            "The panel of judges includes actresses Cate Blanchett and Emma Thompson.",
            "Cate Blanchett",
            "Person",
        ),
        (
            "Olympic gold medallist Carolina Kluft is to run in the sprint at the indoor meeting in Glasgow.",
            "Carolina Kluft",
            "Person",
        ),
    ],
)
def test_the_words_of_a_name_or_around_it_state_its_kind_whatever_ner_tagged(
    text: str, label: str, kind: str
) -> None:
    kinds = {e.label: e.kind for e in _resolve(text).entities}
    assert kinds[label] == kind


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a possessive before a broad noun is the owner's, no term named after someone
        (
            "Under Norway's law on gambling, online casinos are banned, officials said, and fines are heavy.",
            "Norway",
        ),
        (
            "Google's constant changes to its search pages irritate advertisers, analysts said on Friday.",
            "Google",
        ),
        ("Siemens's law firm, in a statement, said the appeal would be lodged within a month.", "Siemens"),
        (
            "Labour's principle of free school meals, the minister said, would not change under the plan.",
            "Labour",
        ),
        # a place of the gazetteer names a place, whatever noun its possessive stands before
        (
            "Paris's syndrome of tourist shock was studied by doctors, who said few visitors were affected.",
            "Paris",
        ),
    ],
)
def test_a_possessive_before_a_broad_noun_or_a_place_s_stays_a_name(text: str, name: str) -> None:
    assert name in _labels(_resolve(text))


def test_a_name_the_corpus_writes_elsewhere_is_no_term_named_after_someone() -> None:
    # "Dunmore" alone is only ever before "syndrome", but the corpus writes it in a longer name too
    resolution = _resolve(
        "Doctors said Dunmore's syndrome was rare, and patients waited.\n"
        "The Dunmore Foundation said it would fund a second clinic next year."
    )
    assert "Dunmore" in _labels(resolution)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # the second half owns what follows: two names
        (
            "The takeover makes France Renault's most important market, the carmaker said, and jobs "
            "are safe.",
            {"France", "Renault"},
        ),
        (
            "The merger makes Germany Europe's largest steel market, analysts said, and prices may rise.",
            {"Germany", "Europe"},
        ),
        # a place after a preposition, then a person or a firm: where, and who
        (
            "Speaking in Iowa Dean told voters, on Sunday, that the war had been a mistake.",
            {"Iowa", "Dean"},
        ),
        (
            "Investors in Italy Fiat shares were nervous on Monday, dealers said, as the talks dragged on.",
            {"Italy", "Fiat"},
        ),
        # a list that lost its comma before its "and"
        (
            "Shares in Intel AMD and Nvidia fell sharply on Tuesday, dealers said, after the warning.",
            {"Intel", "AMD"},
        ),
        # two places are two
        (
            "The storm moved from Florida Georgia and the Carolinas, forecasters said, to the Atlantic.",
            {"Florida", "Georgia"},
        ),
    ],
)
def test_two_names_a_space_apart_stay_two(text: str, names: set[str]) -> None:
    labels = _labels(_resolve(text))
    assert not any(" ".join(pair) in labels for pair in (sorted(names), sorted(names, reverse=True)))
    assert names & labels


@pytest.mark.parametrize(
    ("text", "place"),
    [
        (
            "Terrorists fired shells on the neighborhoods of al-Zahra al-Aswad and Yarmouk killing two "
            "civilians",
            "al-Zahra al-Aswad",
        ),
        (
            "Army units targeted terrorist positions in the villages of al-Tal al-Ahmar and Kafr Zita in "
            "Hama",
            "al-Tal al-Ahmar",
        ),
        (
            "Units destroyed hideouts in the areas of al-Hizam al-Akhdar and al-Bab in Damascus",
            "al-Hizam al-Akhdar",
        ),
        (
            "Gunmen attacked the villages of al-Mazraa al-Kabeera al-Tahtaniyeh and Harbnafsa in Hama "
            "countryside",
            "al-Mazraa al-Kabeera al-Tahtaniyeh",
        ),
    ],
)
def test_a_colour_or_size_word_qualifies_the_place_before_it(text: str, place: str) -> None:
    assert place in _labels(_resolve(text))
