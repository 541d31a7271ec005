"""Text that is not prose stays out of the parse: embedded social-media posts, bracketed credits between
sentences, wire datelines and the box of related headlines after a story (issue 12, session 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.articles import read_article
from kg.extract import extract_article
from kg.extract.nlp import parse_text
from kg.furniture import without_credits, without_posts
from kg.stories import without_page_furniture

# A post starts at the earliest sentence start that keeps it within a post's length, so the sentence before
# it stays when it is as long as most news sentences (a sentence shorter than a post's room would go too).
BEFORE = (
    "Rescuers searched the ruins of the clinic on Monday after the overnight strikes destroyed the ward "
    "where twenty patients had been sleeping."
)
AFTER = "The city council met on Tuesday to discuss the repairs."


@pytest.mark.parametrize(
    "post",
    [
        # text, links without their slashes (as the damaged corpus prints them), author, handle, date
        "Rescue teams at work in the old town. httpst.coAb12Cd pic.twitter.comXy34Zw Civil Aid (CivilAid) "
        "June 12 2016",
        # no link; three short sentences
        "Terrible night here. Two dead and many hurt. When will it stop? Jane Roe (janeroe) April 29 2017",
        # the handle's @, the comma and the slashes kept, as an intact page prints them
        "Aid trucks finally entered the town https://t.co/Ab12Cd pic.twitter.com/Xy34Zw "
        "Relief Office (@ReliefOffice) September 22, 2016",
        # the month lost and a stray full stop after the date
        "Army takes three villages pic.twitter.comQw12Er (SomeHandle) 29 2017 .",
    ],
)
def test_an_embedded_post_is_cut_and_the_sentences_around_it_stay(post: str) -> None:
    assert without_posts(f"{BEFORE} {post} {AFTER}") == f"{BEFORE}\n{AFTER}"


@pytest.mark.parametrize(
    "quoted",
    [
        '"We are waiting. Nobody leaves." she said. "Nobody at all."',
        "\u201cWe are waiting. Nobody leaves.\u201d she said. \u201cNobody at all.\u201d",  # curly marks
    ],
)
def test_a_quotation_before_a_post_is_never_taken_for_it(quoted: str) -> None:
    post = "Girl pulled from the rubble httpst.coAb12Cd Daily News (DailyNews) September 23 2016"
    assert without_posts(f"{quoted} {post} {AFTER}") == f"{quoted}\n{AFTER}"


def test_a_post_that_fills_its_paragraph_leaves_one_paragraph_break() -> None:
    post = "Strikes again tonight. pic.twitter.comAa11Bb Jane Roe (janeroe) June 12 2016"
    assert without_posts(f"{BEFORE}\n\n{post}\n\n{AFTER}") == f"{BEFORE}\n\n{AFTER}"


def test_two_posts_in_a_row_are_both_cut() -> None:
    first = "Strikes again tonight. pic.twitter.comAa11Bb Jane Roe (janeroe) June 12 2016"
    second = "One child rescued. httpst.coCc22Dd Civil Aid (CivilAid) June 12 2016"
    assert without_posts(f"{BEFORE} {first} {second} {AFTER}") == f"{BEFORE}\n{AFTER}"


@pytest.mark.parametrize(
    "text",
    [
        # an acronym and its date in prose, not a credit
        "The agency (UNHCR) said on June 12 2016 that the camp was full.",
        "Officials from the Observatory (SOHR) met on 29 March 2017 in Geneva.",
        # a word other than a month between the acronym and the date, and capitals with no post link
        "Fighting went on. The Syrian Observatory for Human Rights (SOHR) on 29 March 2017 said 12 died.",
        "Fighting went on. The Free Syrian Army (FSA) since 12 May 2016 has held the town.",
        "Fighting went on. The Observatory (SOHR) 29 March 2017 said 12 died.",
    ],
)
def test_prose_with_brackets_and_dates_is_no_post(text: str) -> None:
    assert without_posts(text) == text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a photo credit between a caption and the story
        (
            "Men search a market hit on June 5 2016. (Example Agency Photo) At least ten people died.",
            "Men search a market hit on June 5 2016.\nAt least ten people died.",
        ),
        (
            "The camp is full. (With AP and Reuters) Last Update: Monday",
            "The camp is full.\nLast Update: Monday",
        ),
        # a wire dateline opening a sentence, with or without a date and a byline
        (
            "The shelling went on. DAMASCUS Syria (The Wire Service Jane Roe) State media said rebels fired.",
            "The shelling went on.\nState media said rebels fired.",
        ),
        ("BEIRUT August 21 (Wire) Forces fired rockets.", "Forces fired rockets."),
        # brackets that spell out the capitals before them are an acronym of the story, not a dateline
        (
            "SOHR (Syrian Observatory for Human Rights) Director Rami Abdel Rahman said so.",
            "SOHR (Syrian Observatory for Human Rights) Director Rami Abdel Rahman said so.",
        ),
        # a name and its expansion opening a sentence, not a dateline
        ("It ended. ISIS (Islamic State) Fighters fled.", "It ended. ISIS (Islamic State) Fighters fled."),
        # a credit glued to a caption without a full stop stays: cut, it would join two sentences
        (
            "A highway near the town June 6 2015 (Reuters) Two people were killed.",
            "A highway near the town June 6 2015 (Reuters) Two people were killed.",
        ),
        # brackets inside a sentence stay
        ("The group (Example Front) took the town.", "The group (Example Front) took the town."),
    ],
)
def test_credits_and_datelines_between_sentences_are_cut(text: str, kept: str) -> None:
    assert without_credits(text) == kept


HEAD = "Army takes village near the river"
STORY = (
    "The army took the village on Sunday after two days of fighting, the ministry said. Residents fled "
    "to the nearby town, where aid groups set up tents. The ministry said the road would reopen soon."
)


@pytest.mark.parametrize(
    "box",
    [
        "... 319 Related Army Advances Near River Town Aid Reaches Besieged District Tags army river",
        "Source Wire Related News Talks resume in the capital | Floods hit the coast Category News",
    ],
)
def test_a_related_headlines_box_after_the_story_is_cut(box: str) -> None:
    assert without_page_furniture(f"{HEAD}\n\n{STORY} {box}", HEAD) == f"{HEAD}\n\n{STORY}"


def test_a_related_box_that_the_story_goes_on_after_stays() -> None:
    page = (
        f"{STORY} Related Coverage Talks resume in the capital Floods hit the coast The minister said the "
        "army would stay. Officials expect more fighting."
    )
    assert without_page_furniture(f"{HEAD}\n\n{page}", HEAD) == f"{HEAD}\n\n{page}"


def test_offsets_of_an_article_with_cut_furniture_point_into_its_kept_text(tmp_path: Path, nlp) -> None:
    """Sentences and statement arguments are offsets into ``Article.text``, the text without furniture."""
    post = "Strikes again tonight. pic.twitter.comAa11Bb Jane Roe (janeroe) June 12 2016"
    path = tmp_path / "a.txt"
    path.write_text(f"{HEAD}\n\nMOSCOW (Wire) {BEFORE} {post} {AFTER} (Wire Photo) {STORY}", encoding="utf-8")
    article = read_article(path)
    assert "janeroe" not in article.text and "MOSCOW" not in article.text and "(Wire" not in article.text
    extraction = extract_article(nlp(parse_text(article.text)), article)
    assert extraction.triples
    for sentence in extraction.sentences:
        assert article.text[sentence.start : sentence.end] == sentence.text
    for triple in extraction.triples:
        for span in (triple.subject, triple.object):
            if span is not None:
                assert article.text[span.start : span.end] == span.text


def test_the_sentences_either_side_of_a_cut_credit_stay_apart(nlp) -> None:
    """Joined by a space, the small parser read "... of Aleppo. UN says ..." as one sentence."""
    # FA-KES 0322 (CC BY), where a photo credit stood between a caption and the story
    text = (
        "People salvage goods from an aid convoy that was damaged during an air strike in the opposition "
        "held area of al-Sakhour district of Aleppo. (Wire Agency) UN says such offensives are successful "
        "in making gains on DAESH."
    )
    sentences = [s.text.strip() for s in nlp(parse_text(without_credits(text))).sents]
    assert any(s.startswith("UN says") for s in sentences), sentences


@pytest.mark.parametrize(
    ("lead", "date"),
    [
        ("21.05.2017(updated 2139 21.05.2017) Get short URL 0 67 At least five people died.", "2017-05-21"),
        ("30.04.2017) Get short URL 3214 At least five people died.", "2017-04-30"),
        (
            "07.04.2017(updated 1404 07.04.2017) Get short URL Topic Strike on an Air Base (200) 2510 "
            "At least five people died.",
            "2017-04-07",
        ),
    ],
)
def test_a_stamp_with_its_update_time_and_share_widget_is_cut_and_dates_the_article(
    tmp_path: Path, lead: str, date: str
) -> None:
    path = tmp_path / "a.txt"
    path.write_text(f"{HEAD}\n\n{lead}", encoding="utf-8")
    article = read_article(path)
    assert (article.text, article.date) == (f"{HEAD}\n\nAt least five people died.", date)
