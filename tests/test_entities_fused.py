"""Spans NER fused over two names, or over a name and a headline's words, are split back into the names
they hold (kg/entities/fused.py); real two-part names, and people whose names are common words, stay
whole. Real-model builds of short invented texts."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.conjoined import regain_coordinated_front
from kg.entities.evidence import WordStats
from kg.entities.fused import regain_article_part, regain_bracket_tail, split_fused
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


def test_a_title_after_a_city_the_corpus_never_writes_alone_leaves_the_city() -> None:
    # "Aleppo" is in no curated table and written nowhere else: the gazetteer's cities tell the place
    labels = _labels(
        "Those killed in the blast were the head of the judicial body in rebel-held eastern Aleppo Sheikh "
        "Khaled al-Sayyed and a judge who worked with him. The blast was a car bomb.",
        'The strike was not believed to have caused "big human casualties" Homs Governor Talal Barazi said. '
        "Barazi said the attack served terrorists.",
    )
    assert "Aleppo Sheikh" not in labels and labels.get("Aleppo") == "Place", labels
    assert labels.get("Homs") == "Place" and labels.get("Khaled al-Sayyed") == "Person", labels


def test_the_place_before_a_title_takes_a_place_label() -> None:
    text = "casualties Homs Governor Talal Barazi said. People in Homs fled."
    found = split_fused(
        text, _mention(text, "Homs Governor", "WORK_OF_ART"), False, frozenset({"homs"}), WordStats.of([text])
    )
    assert [(p.text, p.label) for p in found] == [("Homs", "GPE")]


@pytest.mark.parametrize("span", ["Police Chief", "Union Leader", "Media Minister"])
def test_an_ordinary_word_the_gazetteer_holds_is_no_place_before_a_title(span: str) -> None:
    # GeoNames holds "Police", "Union" and "Media"; the corpus writes them in lower case
    text = f"Officials said {span} John Smith Spoke. The police, the union and the media were there."
    found = split_fused(text, _mention(text, span, "ORG"), False, frozenset(), WordStats.of([text]))
    assert all(p.label != "GPE" for p in found), found


@pytest.mark.parametrize(
    ("span", "label"),
    [
        ("Paris Hilton", "PERSON"),
        ("Georgia May Jagger", "PERSON"),
        ("Houston Rockets", "ORG"),
        ("Houston Rockets", "GPE"),
    ],
)
def test_people_and_teams_named_after_places_stay_whole(span: str, label: str) -> None:
    # in running text, before a capital, with the places written alone and "rocketed" in the corpus
    text = f"Fans saw {span} Arrive on Sunday. Shares rocketed in May in Paris, Georgia and Houston."
    prose = frozenset({"paris", "georgia", "houston"})
    found = split_fused(text, _mention(text, span, label), False, prose, WordStats.of([text]))
    assert [(p.text, p.label) for p in found] == [(span, label)]


def test_a_headlines_verb_after_a_name_is_cut_off() -> None:
    labels = _labels(
        "The panel met on Tuesday and will publish its framework of the room next month.\n\n"
        "Youssef Diab Launched in London\n\n"
        "The campaign was launched by the lawyer's office and was widely reported."
    )
    assert "Youssef Diab Launched" not in labels and labels.get("Youssef Diab") == "Person"


def test_a_headlines_verb_after_a_known_name_is_cut_off() -> None:
    labels = _labels(
        "Will Young Sings As Bill Gates Watches\n"
        "Will Young sang at the dinner while Bill Gates watched. Jack Straw gave a speech."
    )
    assert "Bill Gates Watches" not in labels and labels.get("Bill Gates") == "Person"


@pytest.mark.parametrize(
    ("text", "fused", "whole"),
    [
        # a place and nouns in a headline are one name, whether the place is written alone or not
        (
            "Protesters Gather Outside China Daily Offices In Beijing\nHundreds of protesters gathered "
            "outside the offices of the state newspaper on Monday. The daily paper said it was peaceful.",
            "China",
            "",
        ),
        (
            "Syria Civil Defense Volunteers Killed In Idlib Air Strike\nThree volunteers of the rescue group "
            "were killed in an air strike on Idlib on Tuesday, a civil defense official said.",
            "Syria",
            "",
        ),
        (
            "Fans Protest As Manchester United Owners Raise Prices\nSupporters of the club protested on "
            "Saturday. The fans were united in anger. The club is based in Manchester, where prices rose.",
            "",
            "",
        ),
        # people whose first name is a place, in running text: one person
        (
            "Model opens fashion week\nThe model Georgia May Jagger opened London fashion week on Friday. "
            "The writer India Louise Knight reviewed the show, and the footballer Jordan Brian Henderson "
            "sat in the front row.",
            "Brian Henderson",
            "Jordan Brian Henderson",
        ),
        # two names over an "and", the first opened by a capital article
        (
            "Library launches wireless service\nThe service has been rolled out in partnership with "
            "wireless provider The Cloud and Hewlett Packard.",
            "Cloud and Hewlett Packard",
            "Hewlett Packard",
        ),
        ("Sales rise\nShops sold chocolate during Christmas and New Year.", "Christmas and New Year", ""),
        # a bracket holding a date or a credit
        (
            "Protest in Beirut\nThousands protested in Beirut (Reuters Photo) on Sunday. The vote (Beirut "
            "Sunday) was delayed.",
            "Beirut Sunday",
            "Beirut",
        ),
    ],
)
def test_names_of_common_words_and_two_names_stay_as_written(text: str, fused: str, whole: str) -> None:
    labels = _labels(text)
    if fused:
        assert fused not in labels, labels
    else:  # "Manchester United" in a headline: no place cut out of it
        assert any(label.startswith("Manchester United") for label in labels), labels
    if whole:
        assert whole in labels, labels


def test_capitals_before_a_name_in_running_text_cut_nothing() -> None:
    labels = _labels(
        "Firm sued over spam\nLawyers said the firm broke the Texas Electronic Mail and Solicitation Act and "
        "Texas Deceptive Trade Practices Act. Texas officials said the case would go on."
    )
    assert "Texas" not in labels or "Texas Deceptive Trade Practices Act" in labels, labels


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
        # only a verb cuts a headline's span; nouns after a place may be a name's ("China Daily")
        ("Damascus Military Source", ("damascus",), ["Damascus Military Source"]),
        ("Aleppo Kills", ("aleppo",), ["Aleppo"]),
        # a verb after a noun: the front is no name of its own ("Iranian Militias")
        ("Iranian Militias Carry", (), ["Iranian Militias Carry"]),
        ("China Daily", ("china",), ["China Daily"]),
        ("Jordan Times", ("jordan",), ["Jordan Times"]),
        ("Manchester United", ("manchester",), ["Manchester United"]),
    ],
)
def test_a_headline_span_splits_only_on_evidence(
    span: str, prose: tuple[str, ...], pieces: list[str]
) -> None:
    # the words the corpus writes in lower case, after the headline
    prose_text = (
        "The young straw gates unveiled the military source of militias that carried the province, "
        "killed daily at times, united."
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
        # a title, a name the corpus knows, a name that is no place's: two names side by side
        ("the regime of President al-Assad denied", "al-Assad", "al-Assad"),
        ("the group, backed by Turkey al-Nusra fighters said", "Turkey", "Turkey"),
        ("met in Cairo al-Sisi said", "Cairo", "Cairo"),
    ],
)
def test_the_article_joined_word_next_to_a_one_word_name_joins_it(text: str, span: str, found: str) -> None:
    mention = _mention(text, span, "GPE")
    known = frozenset({"al nusra", "al sisi", "nusra", "sisi"})
    regained = regain_article_part(text, mention, lambda i: mention.start <= i < mention.end, lambda: known)
    assert regained.text == found == text[regained.start : regained.end]


def test_a_name_the_corpus_knows_before_an_article_joined_name_stays_apart() -> None:
    # NER tags "al-Shami" alone in a list without commas; "Azaz" is a town the corpus names on its own
    labels = _labels(
        "Jets struck near the villages of al-Qaderiyeh Bibkar Kadoushan Azaz al-Shami and Western Saikoul "
        "killing at least 35. Rebels in Azaz said the toll would rise."
    )
    assert "Azaz al-Shami" not in labels and labels.get("Azaz") == "Place", labels


def test_the_article_joined_word_after_an_organisation_stays_apart() -> None:
    text = "officials told Reuters al-Qaeda was weakened"
    mention = _mention(text, "Reuters", "ORG")
    assert regain_article_part(text, mention, lambda i: False).text == "Reuters"


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
        # two names: a capital article opens the first; no body's head word ends the second
        ("provider The Cloud and Hewlett Packard", "Hewlett Packard", "Hewlett Packard"),
        ("sold during Christmas and New Year", "New Year", "New Year"),
        ("studied Physics and Computer Science at", "Computer Science", "Computer Science"),
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
        # a date, a credit, a note: not the end of a name
        ("The vote (Beirut Sunday) was delayed", "Beirut", "Beirut"),
        ("the agency (AFP Photo) said", "AFP", "AFP"),
        ("the leader (Chelsea Won) was", "Chelsea", "Chelsea"),
        ("troops (Syria Local Time) moved at local time", "Syria", "Syria"),
        ("the report (John Smith Reporting) was aired", "John Smith", "John Smith"),
        ("the firm (Apple Inc) declined", "Apple", "Apple Inc"),
    ],
)
def test_a_name_filling_a_bracket_ends_at_the_bracket(text: str, span: str, found: str) -> None:
    regained = regain_bracket_tail(text, _mention(text, span), WordStats.of([text]))
    assert regained.text == found == text[regained.start : regained.end]
