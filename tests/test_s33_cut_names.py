"""Names NER cut or ran together (issue 13, session 33): a title or a body's name cut at the "of", "on" or
"with a" inside it ("Keepers of the [Lantern]", "[Keepers] of the [Lantern]", "[Boy] with a Paper Kite") is
made whole where the article writes the piece only inside it; two names run together over "at", "on" or
"to" ("[Lanterns at Hill Park]") are split where one side is a name on its own. Each text is invented; near
misses beside each rule."""

from __future__ import annotations

from bisect import bisect_left

import pytest

from kg.entities import resolve_entities
from kg.entities.cut_titles import joined_at_of, regain_back_at_link, regain_capital_head, regain_front_at_of
from kg.entities.day_edges import regain_day_front, without_date_front
from kg.entities.junk import WordStats
from kg.entities.names import clean_surface
from kg.entities.prepositions import split_at_preposition
from kg.types import Article, ArticleExtraction, Mention
from tests.hand_tagged import mention_at


def _covered(mentions: list[Mention]):
    spans = sorted((m.start, m.end) for m in mentions)

    def covered(offset: int) -> bool:
        at = bisect_left(spans, (offset + 1,)) - 1
        return at >= 0 and spans[at][0] <= offset < spans[at][1]

    return covered


@pytest.mark.parametrize(
    ("text", "name", "label", "whole"),
    [
        # a title's last words, its front left out after a lower-case word
        (
            "Fans queued for a Keepers of the Lantern game on Friday.",
            "Lantern",
            "ORG",
            "Keepers of the Lantern",
        ),
        # a title word before "of" is a work's, before a piece that is no place
        ("She lent me a Lord of the Lanterns novel last week.", "Lanterns", "ORG", "Lord of the Lanterns"),
        # the whole written twice, once at a line's start: the mid-sentence one bears both out
        (
            "Keepers of the Lantern star quits\n\nThe cast of Keepers of the Lantern met on Monday.",
            "Lantern",
            "ORG",
            "Keepers of the Lantern",
        ),
    ],
)
def test_a_name_cut_at_its_of_is_made_whole(text: str, name: str, label: str, whole: str) -> None:
    mention = mention_at(text, name, label)
    made = regain_front_at_of(text, mention, _covered([mention]))
    assert made.text == whole
    assert text[made.start : made.end] == whole


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # the piece is written alone elsewhere: a name of its own
        ("Fans of the Lantern game met. The Lantern studio said no.", "Lantern", "ORG"),
        # a capital at a sentence's start says nothing
        ("Most of the Lanterns were sold on Monday.", "Lanterns", "ORG"),
        # an office before "of": the body is named whole
        ("He was a Member of the Lantern Assembly until May.", "Lantern Assembly", "ORG"),
        ("said the Chairman of Lanternco in a statement.", "Lanternco", "ORG"),
        # a place after "of" is the place
        ("They met the Duke of Kent at the gate.", "Kent", "GPE"),
        ("The vote in the Gulf of Mexico was close.", "Mexico", "GPE"),
        # a longer name runs on before the front
        ("They broke the Controlling the Keeping of Paper Lanterns Act in May.", "Paper Lanterns Act", "LAW"),
        # a day or a month
        ("Since the Monday of Lantern Week fans waited.", "Lantern Week", "EVENT"),
    ],
)
def test_a_name_after_of_that_names_itself_stays(text: str, name: str, label: str) -> None:
    mention = mention_at(text, name, label)
    assert regain_front_at_of(text, mention, _covered([mention])) is mention


def test_the_front_of_a_name_another_mention_covers_is_no_cut_front() -> None:
    text = "Fans queued for a Keepers of the Lantern game on Friday."
    front, back = mention_at(text, "Keepers", "ORG"), mention_at(text, "Lantern", "ORG")
    assert regain_front_at_of(text, back, _covered([front, back])) is back


def test_two_pieces_of_one_title_are_joined() -> None:
    text = "And the success of Keepers of the Lantern must bring a sequel."
    front, back = mention_at(text, "Keepers", "GPE"), mention_at(text, "Lantern", "LOC")
    joined = joined_at_of(text, [front, back])
    assert joined[front] == joined[back]
    assert joined[back][1].text == "Keepers of the Lantern"
    assert joined[back][1].start == front.start


@pytest.mark.parametrize(
    ("text", "first", "first_label", "second", "second_label"),
    [
        # a person of a body
        (
            "The talks, said Jane Doe of the Lantern Union, went well.",
            "Jane Doe",
            "PERSON",
            "Lantern Union",
            "ORG",
        ),
        # a title of an office before a place
        ("They met the King of Lanternland on Monday.", "King", "PERSON", "Lanternland", "GPE"),
        # the front written alone elsewhere
        ("Pirates of the Lantern sailed. The Pirates said so.", "Pirates", "ORG", "Lantern", "ORG"),
    ],
)
def test_two_names_either_side_of_of_stay_two(
    text: str, first: str, first_label: str, second: str, second_label: str
) -> None:
    mentions = [mention_at(text, first, first_label), mention_at(text, second, second_label)]
    assert joined_at_of(text, mentions) == {}


@pytest.mark.parametrize(
    ("text", "name", "label", "whole"),
    [
        ("Her role in Boy with a Paper Kite won praise.", "Boy", "GPE", "Boy with a Paper Kite"),
        (
            "Charities and Lanterns on Watch said the plan failed.",
            "Lanterns",
            "WORK_OF_ART",
            "Lanterns on Watch",
        ),
        # a possessive after the back is no part of the name
        ("Groups and Lanterns on Watch's director spoke.", "Lanterns", "ORG", "Lanterns on Watch"),
        ("She won Keeper of the Year in May.", "Keeper", "ORG", "Keeper of the Year"),
    ],
)
def test_a_name_cut_before_its_of_on_or_with_is_made_whole(
    text: str, name: str, label: str, whole: str
) -> None:
    mention = mention_at(text, name, label)
    made = regain_back_at_link(text, mention, _covered([mention]))
    assert made.text == whole
    assert text[made.start : made.end] == whole


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a person of a body NER missed
        ("said analyst Jane Doe of Lantern Securities on Monday.", "Jane Doe", "PERSON"),
        # a day, a place, an office
        ("They lost to Lanterns on Monday in the cup.", "Lanterns", "ORG"),
        ("The Lantern Trust of London gave money.", "Lantern Trust", "ORG"),
        ("a meeting with Lanternco with the Chairman present", "Lanternco", "ORG"),
        # the piece written alone elsewhere
        ("Lanterns on Watch spoke. Later Lanterns said more.", "Lanterns", "ORG"),
        # the name runs on into an Arabic article's word
        ("The Local Committee of Deir al-Kahf said so.", "Local Committee", "ORG"),
    ],
)
def test_a_name_before_of_on_or_with_that_names_itself_stays(text: str, name: str, label: str) -> None:
    mention = mention_at(text, name, label)
    assert regain_back_at_link(text, mention, _covered([mention])) is mention


_STATS = WordStats.of(["the road and the committee return to the campaign", "a journey"])


def _known(*names: str):
    return lambda name: name in names


@pytest.mark.parametrize(
    ("text", "span", "label", "known", "pieces"),
    [
        # "at": a place or venue after a thing; either side known
        (
            "a final against Lanternville at Hill Park.",
            "Lanternville at Hill Park",
            "PERSON",
            ("Lanternville",),
            [("Lanternville", "PERSON"), ("Hill Park", "FAC")],
        ),
        # "to": the back a name on its own, the front a word never written in lower case
        (
            "He brought soap Lanternside to Channel Nine and left.",
            "Lanternside to Channel Nine",
            "ORG",
            ("Channel Nine",),
            [("Lanternside", "ORG"), ("Channel Nine", "ORG")],
        ),
        # "on" and a date: the date goes
        (
            "a tackle against the Lanterns on Boxing Day.",
            "the Lanterns on Boxing Day",
            "LAW",
            (),
            [("Lanterns", "LAW")],
        ),
    ],
)
def test_two_names_run_together_over_a_preposition_are_split(
    text: str, span: str, label: str, known: tuple[str, ...], pieces: list[tuple[str, str]]
) -> None:
    got = split_at_preposition(mention_at(text, span, label), _known(*known), _STATS)
    assert [(p.text, p.label) for p in got] == pieces
    assert all(text[p.start : p.end] == p.text for p in got)


@pytest.mark.parametrize(
    ("span", "label", "known"),
    [
        # a name built of a phrase: the front's words are common words
        ("Committee to Protect Lanterns", "ORG", ("Protect Lanterns",)),
        ("Return to Lanternland", "ORG", ("Lanternland",)),
        # the back is no name on its own
        ("Lanternside to Channel Nine", "ORG", ()),
        # "of" or "and" as well: one name of phrases
        ("Commission of Inquiry on Lanternland", "ORG", ("Lanternland",)),
        # a work keeps its words
        ("Death at Lanternland", "WORK_OF_ART", ("Lanternland",)),
        # "in" is no split point
        ("Lantern Housing in Hillside", "ORG", ("Hillside",)),
    ],
)
def test_a_name_with_a_preposition_inside_stays_whole(span: str, label: str, known: tuple[str, ...]) -> None:
    mention = mention_at(f"We saw {span} there.", span, label)
    assert split_at_preposition(mention, _known(*known), _STATS) == (mention,)


def test_the_whole_title_is_the_entity_and_its_piece_is_none() -> None:
    text = "Fans queued for a Keepers of the Lantern game on Friday in Hillside."
    mentions = (mention_at(text, "Lantern", "ORG"),)
    extraction = ArticleExtraction(Article("a", text), (), mentions, ())
    labels = {e.label for e in resolve_entities([extraction]).entities}
    assert "Keepers of the Lantern" in labels
    assert "Lantern" not in labels


_DAY_STATS = WordStats.of(["they prayed at night and after the prayers"])


@pytest.mark.parametrize(
    ("text", "span", "label", "name"),
    [
        (
            "Also on Saturday Lanternland Army troops pushed on.",
            "Saturday Lanternland Army",
            "ORG",
            "Lanternland Army",
        ),
        ("He said. Since March Lantern Front has grown.", "March Lantern Front", "ORG", "Lantern Front"),
    ],
)
def test_a_date_run_into_a_name_after_a_preposition_is_cut_off(
    text: str, span: str, label: str, name: str
) -> None:
    made = without_date_front(text, mention_at(text, span, label), _DAY_STATS)
    assert made.text == name
    assert text[made.start : made.end] == name


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        # no preposition of time before it: the day is the name's own
        ("The Sunday Lantern said so.", "Sunday Lantern", "ORG"),
        # a word the corpus writes in lower case after the day: the name's own words
        ("We watched it on Saturday Night Lanterns at home.", "Saturday Night Lanterns", "WORK_OF_ART"),
        ("They met after Friday Prayers ended.", "Friday Prayers", "EVENT"),
    ],
)
def test_a_day_opening_a_name_stays(text: str, span: str, label: str) -> None:
    mention = mention_at(text, span, label)
    assert without_date_front(text, mention, _DAY_STATS) is mention


def test_the_day_of_a_papers_name_is_put_back() -> None:
    text = "However, the Sunday Lantern report added more."
    made = regain_day_front(text, mention_at(text, "Lantern", "PERSON"))
    assert (made.text, text[made.start : made.end]) == ("Sunday Lantern", "Sunday Lantern")


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a person's name after "the Monday"
        ("On the Monday John Lantern flew in.", "John Lantern", "PERSON"),
        # a known place
        ("On the Friday Syria voted.", "Syria", "GPE"),
        # no "the" before the day
        ("On Sunday Lanterns won.", "Lanterns", "ORG"),
    ],
)
def test_a_name_after_a_day_that_is_whole_stays(text: str, name: str, label: str) -> None:
    mention = mention_at(text, name, label)
    assert regain_day_front(text, mention) is mention


def test_a_bodys_head_word_left_out_after_the_name_is_put_back() -> None:
    text = "the militia the Lantern Guard Units told reporters."
    mention = mention_at(text, "Lantern Guard", "ORG")
    made = regain_capital_head(text, mention, _covered([mention]))
    assert (made.text, text[made.start : made.end]) == ("Lantern Guard Units", "Lantern Guard Units")


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a person's name before a head word
        ("Troops said Lantern Forces were near.", "Lantern", "PERSON"),
        # a people's adjective
        ("The Lanternish Forces said so.", "Lanternish", "NORP"),
        # a curated name: a tag line runs on
        ("Tags strike Syria United States Homs", "Syria", "GPE"),
        # a capitalised word after the head: a headline or a longer name
        ("Lantern Guard Units Kill Ten", "Lantern Guard", "ORG"),
        # no head word
        ("the Lantern Guard Story said.", "Lantern Guard", "ORG"),
    ],
)
def test_a_name_before_a_capitalised_word_that_is_no_head_of_its_own_stays(
    text: str, name: str, label: str
) -> None:
    mention = mention_at(text, name, label)
    assert regain_capital_head(text, mention, _covered([mention])) is mention


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # the next words' article or a spaced dash NER ran over
        ("Lanterns The", "Lanterns"),
        ("Lantern Agency -", "Lantern Agency"),
        ("Lanternfest - the", "Lanternfest"),
        # a sentence's full stop after a long word
        ("The Lantern People.\n\n", "Lantern People"),
        # near misses: an abbreviation keeps its dot, a capital letter is a name's word
        ("Lantern Inc.", "Lantern Inc."),
        ("Lantern Corp.", "Lantern Corp."),
        ("Lanternville D.C.", "Lanternville D.C."),
        ("Lantern Hospital Dr.", "Lantern Hospital Dr."),
        ("Serie A", "Serie A"),
        ("The", "The"),
    ],
)
def test_a_names_surface_drops_an_article_a_dash_or_a_full_stop_at_its_end(text: str, surface: str) -> None:
    assert clean_surface(text) == surface
