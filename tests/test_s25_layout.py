"""Page layout run into a story's sentences once the page is flattened with no full stop (issue 12, session
25, audit classes 5, 8 and 11): a page's tag list between the standfirst and the lead, and a subheading or
standfirst run into the sentence that repeats its opening. The furniture is cut or set on a line of its own
and the sentence stays whole. Pages written for these tests, in the shapes of the pages, with their
near-misses; the last tests parse the kept text with the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.run_ins import with_repeated_openings_apart, with_stamp_apart, without_lead_tags
from kg.stories import article_date
from tests.statements import page_body, triples_of

_TITLE = "Shelling kills civilians in river town"
_STANDFIRST = "Date of publication 3 May 2016 Shelling hit a river town on Monday leaving nine people dead."


@pytest.mark.parametrize(
    ("tags", "sentence"),
    [
        pytest.param(
            "Tags Syria Riverton shelling ceasefire",
            "Nine people including two children were killed on Monday in Riverton.",
            id="count with a noun after it",
        ),
        pytest.param(
            "Tags Syria Riverton regime forces the Hill Front",
            "Government troops and allied gunmen shelled the town on Monday.",
            id="capitalised noun phrase after a name with 'the'",
        ),
        pytest.param(
            "Tags Syria Riverton Airstrikes",
            "Syrian regime airstrikes on the river town killed nine civilians on Monday.",
            id="the phrase that opens before the first function word",
        ),
        pytest.param(
            "Tags Syria Riverton ceasefire",
            "Suspected regime airstrikes on the river town killed nine civilians on Monday.",
            id="a participle opening the sentence",
        ),
        pytest.param(
            "Tags Riverton Syrian Observatory for Human Rights",
            "A shell hit a market in the river town on Monday killing nine people.",
            id="a determiner after a name holding a preposition",
        ),
        pytest.param(
            "Tags Syria Riverton Kurdish regime",
            "Regime warplanes bombed the river town on Monday.",
            id="a past verb tells the clause",
        ),
        pytest.param(
            "Tags Syria Riverton",
            '"We have nothing left," said a woman who fled the river town on Monday.',
            id="a quotation opening the sentence",
        ),
        pytest.param(
            "Tags Syria Riverton besieged areas",
            "Government warplanes struck the eastern districts on Sunday killing nine.",
            id="a past form before a noun is a tag",
        ),
        pytest.param(
            "Tags Syria Riverton armed groups",
            "Rebel fighters captured a checkpoint near the town on Friday after clashes.",
            id="a past form before a noun is a tag, before a capitalised subject",
        ),
    ],
)
def test_a_tag_list_run_into_the_lead_is_cut_and_the_sentence_kept(tags: str, sentence: str) -> None:
    body = f"{_STANDFIRST} {tags} {sentence} Rescue teams searched the rubble."
    assert without_lead_tags(body) == f"{_STANDFIRST}\n{sentence} Rescue teams searched the rubble."


def test_a_tag_list_closed_by_a_full_stop_is_cut_whole() -> None:
    body = f"{_STANDFIRST} Tags Syria Riverton ceasefire truce sniper fire. An adult was shot in the town."
    assert without_lead_tags(body) == f"{_STANDFIRST}\nAn adult was shot in the town."


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(
            "The company compared it with the Smart Tags feature from a rival firm that users disliked.",
            id="near-miss: Tags in a name",
        ),
        pytest.param(
            "Tags were attached to the birds by the team in the valley before they flew south.",
            id="near-miss: a sentence opening with the noun",
        ),
        pytest.param(
            f"{_STANDFIRST} Tags Syria Riverton shelling Jets struck the town killing twelve civilians.",
            id="near-miss: a lead with no clause word is no tag list closed by a full stop",
        ),
        pytest.param(
            f"{_STANDFIRST} Tags Syria Riverton Rebels shot down a Syrian helicopter, the monitor said.",
            id="near-miss: an article among the words before the found start",
        ),
        pytest.param(
            "Tags Hotel in Riverton was sold on Monday to a rival chain for a large sum.",
            id="near-miss: a name holding a preposition opens the text",
        ),
        pytest.param(
            "Tags Syria Riverton Daesh airstrikes Community standardsDiscussion Comment via Facebook",
            id="near-miss: a tag list with no sentence after it",
        ),
        pytest.param(
            f"{_STANDFIRST} {'A long story sentence about the river town goes here. ' * 30}"
            "Tags Syria Riverton Nine people were killed in the town.",
            id="near-miss: a Tags word far from the lead",
        ),
    ],
)
def test_text_that_is_no_lead_tag_list_stays(body: str) -> None:
    assert without_lead_tags(body) == body


@pytest.mark.parametrize(
    ("body", "apart"),
    [
        pytest.param(
            "The wall was damaged. A man injured in a rocket attack on Hillside village A man was injured "
            "when a rocket hit his house in Hillside village.",
            "The wall was damaged. A man injured in a rocket attack on Hillside village\nA man was injured "
            "when a rocket hit his house in Hillside village.",
            id="subheading repeated after an opener",
        ),
        pytest.param(
            "Border guards arrested twelve smugglers near the river crossing Border guards arrested twelve "
            "smugglers near the river crossing on Monday the ministry said.",
            "Border guards arrested twelve smugglers near the river crossing\nBorder guards arrested twelve "
            "smugglers near the river crossing on Monday the ministry said.",
            id="standfirst repeated by the lead",
        ),
    ],
)
def test_a_heading_run_into_the_sentence_that_repeats_it_is_set_apart(body: str, apart: str) -> None:
    assert with_repeated_openings_apart(body) == apart


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(
            "The Daily Courier and The Daily Herald say they will print the letter on Monday.",
            id="near-miss: a list of names after 'and'",
        ),
        pytest.param(
            "River Bank of Hillside has bought a stake in River Bank of Lowland this year.",
            id="near-miss: a name after a preposition",
        ),
        pytest.param(
            "Border guards said that Border guards from the next province had helped.",
            id="near-miss: a name after a function word",
        ),
        pytest.param(
            "Border guards arrested smugglers while other Border units watched the road.",
            id="near-miss: one word of a name repeated",
        ),
        pytest.param(
            "Green River Alliance protesters chanted Green River Alliance outside the town hall on Friday.",
            id="near-miss: a name repeated as the verb's object",
        ),
        pytest.param(
            "Bank of Riverton governor Ann Hale warned Bank of Riverton staff about the leaks.",
            id="near-miss: a name repeated in the object's phrase",
        ),
        pytest.param(
            "The Lantern star praised The Lantern writers for their work on the new series.",
            id="near-miss: a title after an opener repeated",
        ),
    ],
)
def test_a_sentence_that_repeats_its_own_words_stays_whole(body: str) -> None:
    assert with_repeated_openings_apart(body) == body


def test_the_tag_list_leaves_the_lead_and_the_lead_its_subject(tmp_path: Path, nlp) -> None:
    kept = page_body(
        tmp_path,
        _TITLE,
        f"{_STANDFIRST} Tags Syria Riverton shelling ceasefire Hundreds of people have been killed as "
        "artillery pounded the river town for a fourth day. Rescue teams searched the rubble.",
    )
    assert "Tags" not in kept and "ceasefire" not in kept
    subjects = {t.subject.display for t in triples_of(nlp, kept)}
    assert "Hundreds of people" in subjects, subjects
    assert not any("ceasefire" in subject for subject in subjects), subjects


def test_a_subheading_no_longer_fuses_with_the_subject_it_repeats(tmp_path: Path, nlp) -> None:
    kept = page_body(
        tmp_path,
        _TITLE,
        "Two people were hurt in attacks on Friday. A man injured in a rocket attack in Hillside A man was "
        "injured when a rocket hit his house in Hillside village on Friday.",
    )
    subjects = {t.subject.display for t in triples_of(nlp, kept)}
    assert not any("Hillside" in subject for subject in subjects), subjects


@pytest.mark.parametrize(
    ("body", "apart"),
    [
        pytest.param(
            "Date of publication 3 May 2016 Shelling hit a river town on Monday.",
            "Date of publication 3 May 2016\nShelling hit a river town on Monday.",
            id="label, day first",
        ),
        pytest.param(
            "Last updated May 3 2016 Shelling hit a river town on Monday.",
            "Last updated May 3 2016\nShelling hit a river town on Monday.",
            id="label, month first",
        ),
    ],
)
def test_a_labelled_stamp_glued_to_the_lead_is_set_apart(body: str, apart: str) -> None:
    assert with_stamp_apart(body) == apart


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("The date of publication 3 May 2016 was chosen by the editor.", id="near-miss: prose"),
        pytest.param(
            "Shelling hit the town. Date of publication 3 May 2016 Shelling", id="near-miss: not the lead"
        ),
        pytest.param("Date of publication 3 May 2016\nShelling hit a river town.", id="already apart"),
    ],
)
def test_text_without_a_glued_labelled_stamp_stays(body: str) -> None:
    assert with_stamp_apart(body) == body


def test_the_stamp_set_apart_still_dates_the_article_and_leaves_the_subject(tmp_path: Path, nlp) -> None:
    kept = page_body(
        tmp_path, _TITLE, "Date of publication 3 May 2016 Artillery shelled the river town on Monday."
    )
    assert article_date(f"{_TITLE}\n\n{kept}", _TITLE, f"{_TITLE}\n\n{kept}") == "2016-05-03"
    subjects = {t.subject.display for t in triples_of(nlp, kept)}
    assert subjects == {"Artillery"}, subjects
