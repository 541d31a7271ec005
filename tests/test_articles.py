"""Reading input articles: ids, cleaning, dates, and clear errors for bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.articles import clean_text, find_article_files, read_article, read_articles
from kg.errors import InputError
from kg.stamps import page_stamp, without_page_stamp
from kg.stories import _PAGE_END, _PAGE_END_WORDS, article_date, publication_date, without_page_furniture


def test_read_articles_uses_file_stem_as_id_and_sorts(tmp_path: Path) -> None:
    (tmp_path / "b.txt").write_text("Second article.", encoding="utf-8")
    (tmp_path / "a.txt").write_text("First article.", encoding="utf-8")
    (tmp_path / "notes.md").write_text("not an article", encoding="utf-8")
    articles = read_articles([tmp_path])
    assert [(a.id, a.text) for a in articles] == [("a", "First article."), ("b", "Second article.")]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("\ufeffHello\r\nworld\r", "Hello\nworld"),
        ("tab\tkept\x00 control\x07 dropped", "tab\tkept control dropped"),
        ("Cafe\u0301", "Caf\u00e9"),  # NFC composes the accent
    ],
)
def test_clean_text_normalises_unicode_and_controls(raw: str, expected: str) -> None:
    assert clean_text(raw) == expected


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Originally Published: 03 JAN 24 07:58 ET\n\nBody", "2024-01-03"),
        ("Published: 12 March 2023\nBody", "2023-03-12"),
        ("No dateline here.", None),
        ("Published: 31 FEB 24", None),
        ("Headline\n\n  Published 3 March 2016\nBody", "2016-03-03"),
        # a "published" inside a sentence dates what it tells of, not the page
        ("UN report on Aleppo\n\nA UN report published 3 March 2016 found 40 killed.", None),
        ("UN report on Aleppo\n\nA UN report Published 3 March 2016 found 40 killed.", None),
        # a page's label follows a byline, a bullet, a site name or the update stamp on its line
        ("Headline\n\nBy Jane Doe | Published 3 March 2016\nBody", "2016-03-03"),
        ("Headline\n\n*Published 3 March 2016*\nBody", "2016-03-03"),
        ("Headline\n\nBBC News - Published 3 March 2016\nBody", "2016-03-03"),
        ("Headline\n\nUpdated 4 March 2016, Published 3 March 2016\nBody", "2016-03-03"),
        ("PUBLISHED: 03 JAN 24 07:58 ET\nBody", "2024-01-03"),
        # a month in capitals, and "Originally published" as a page prints it
        ("PUBLISHED 03 JANUARY 2024\nBody", "2024-01-03"),
        ("Published: 3 MARCH 2016\nBody", "2016-03-03"),
        ("Headline\n\nOriginally published 3 March 2016\nBody", "2016-03-03"),
        # the line above (a headline ending in a lower-case letter) is no word of the label's sentence
        ("Suicide bomber kills rebels\nPublished: 03 JAN 24 07:58 ET\n\nBody.", "2024-01-03"),
        ("Suicide bomber kills rebels\nPublished 3 March 2016", "2016-03-03"),
        # a byline's name ends in a lower-case letter but opens in capitals
        ("By Jane Doe Published 3 March 2016\nBody", "2016-03-03"),
        ("Zürich café Published 3 March 2016", None),
        # prose wrapped so that a line opens with "published"
        ("Headline\n\nA bomb killed 12, according to a report\npublished 3 March 2016 by the group.", None),
    ],
)
def test_publication_date_reads_dateline(text: str, date: str | None) -> None:
    assert publication_date(text) == date


HEAD = "Storm floods coastal town"


@pytest.mark.parametrize(
    ("lead", "kept"),
    [
        # a stamp glued to the lead goes, with the headline repeated after it and a byline before that
        (f"Mon 03 Mar 2025 at 0815 {HEAD}. Rain flooded the town.", "Rain flooded the town."),
        (
            f"Posted on March 3 2025 by Coast Herald Staff {HEAD} Rain flooded the town.",
            "Rain flooded the town.",
        ),
        ("Last updated at Mar 032025 Rain flooded the town.", "Rain flooded the town."),
        ("Published March 3 2025 Rain flooded the town.", "Rain flooded the town."),
        ("03.03.2025Get short URL 0 0 Rain flooded the town.", "Rain flooded the town."),
        # a number after the date starts the lead, it is not a time
        ("Monday 03 March 2025 120 homes were flooded.", "120 homes were flooded."),
        # a sentence that opens with a date is not a stamp, nor is a lead without one
        ("On 3 March 2025 rain flooded the town.", "On 3 March 2025 rain flooded the town."),
        ("Rain flooded the town on March 3 2025.", "Rain flooded the town on March 3 2025."),
        ("Published 3 March 2025\nRain flooded the town.", "Published 3 March 2025\nRain flooded the town."),
    ],
)
def test_page_stamp_before_the_lead_is_removed(lead: str, kept: str) -> None:
    assert without_page_stamp(f"{HEAD}\n\n{lead}\n\nMore.", HEAD) == f"{HEAD}\n\n{kept}\n\nMore."


def test_dateline_on_its_own_line_stays_and_dates_the_article(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text(f"{HEAD}\n\nPublished: 03 MAR 25\nRain flooded the town.", encoding="utf-8")
    article = read_article(path)
    assert (article.title, article.date) == (HEAD, "2025-03-03")
    assert article.text == f"{HEAD}\n\nPublished: 03 MAR 25\nRain flooded the town."


def test_read_article_drops_the_stamp_glued_to_the_lead(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text(f"{HEAD}\n\nFri 07 Mar 2025 {HEAD}. Rain flooded the town.", encoding="utf-8")
    assert read_article(path).text == f"{HEAD}\n\nRain flooded the town."


@pytest.mark.parametrize(
    ("lead", "date"),
    [
        ("Fri 07 Mar 2025 at 0815 Rain flooded the town on Tuesday.", "2025-03-07"),
        ("Posted on March 7, 2025 by Coast Herald Staff Rain flooded the town.", "2025-03-07"),
        ("Last updated at Mar 072025 Rain flooded the town.", "2025-03-07"),
        ("07.03.2025Get short URL 0 0 Rain flooded the town.", "2025-03-07"),
        # no stamp, no date: a date inside the lead's sentence is the story's, not the page's
        ("On 7 March 2025 rain flooded the town.", None),
    ],
)
def test_the_stamp_cut_from_the_lead_still_dates_the_article(tmp_path: Path, lead: str, date: str) -> None:
    # Events date "on Tuesday" from the article's date; cutting the stamp must not lose it.
    path = tmp_path / "a.txt"
    path.write_text(f"{HEAD}\n\n{lead}", encoding="utf-8")
    assert read_article(path).date == date


@pytest.mark.parametrize(
    ("lead", "date"),
    [
        # a stamp apart from the lead, after a label or a wire credit, or opening a line
        ("Date of publication 7 March 2025 Rain flooded the town on Tuesday.", "2025-03-07"),
        (f"{HEAD} AFP Friday 7 Mar 2025 Rain flooded the town on Tuesday.", "2025-03-07"),
        ("07-03-2025 Rain flooded the town.", "2025-03-07"),
        # the story's own day, in its first sentence, dates no page
        ("Rain flooded the town on 7 March 2025.", None),
    ],
)
def test_a_stamp_printed_in_the_opening_dates_the_article_it_publishes(
    tmp_path: Path, lead: str, date: str | None
) -> None:
    # The event stage dated such pages by their stamp while the article itself stayed without
    # schema:datePublished; one reader now dates both.
    path = tmp_path / "a.txt"
    path.write_text(f"{HEAD}\n\n{lead}", encoding="utf-8")
    assert read_article(path).date == date
    assert article_date(f"{HEAD}\n\n{lead}", HEAD) == date


def test_a_record_without_a_date_field_is_dated_by_its_stamp(tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    path.write_text(
        '{"id": "s", "text": "Storm\\n\\nDate of publication 7 March 2025 Rain flooded the town."}\n'
        '{"id": "d", "date": "2025-03-09", "text": "Storm\\n\\nDate of publication 7 March 2025 Rain."}\n',
        encoding="utf-8",
    )
    assert {a.id: a.date for a in read_articles([path])} == {"s": "2025-03-07", "d": "2025-03-09"}


@pytest.mark.parametrize(
    "page",
    [
        # a date that opens the headline is the headline's
        "4 June 2019 The Night the Dam Broke\n\nWater poured into the valley after the wall gave way.",
        # a fixture's day over its kick-off time: "1945" is a time, on another line
        "Rovers v Albion\n\nCounty Ground\n\nTuesday, 9 April\n\n1945 GMT\n\nRovers are unchanged.",
        # a timeline's entries open their lines with dates, the lead's first line included
        "Flood timeline\n\n4 June 2019\nThe dam wall gives way.\n\n9 June 2019\nThe water recedes.",
        "Flood timeline\n\nThe river rose for a week.\n4 June 2019\nThe dam wall gives way.",
        # label words inside a sentence
        "Dam footage emerges\n\nIn a clip posted 4 June 2019 online, residents said the wall cracked.",
        "Inquiry set\n\nThe minister said the agreed date 9 June 2019 for the inquiry would stand.",
        "Toll revised\n\nThe agency updated 9 June 2019 figures on Monday, saying 12 people died.",
        # a wire credit inside a sentence that goes on past the date
        "Toll revised\n\nThe figures as AFP updated 9 June 2019 show that 12 people died.",
        "Toll revised\n\nHe said Reuters 9 June 2019 is when the wall first cracked.",
        # the story's own dates: in a clause, after "on", in a quote
        "Valley remembers\n\nThe flood, which began 4 June 2019, destroyed 300 homes.",
        "Valley remembers\n\nOn 4 June 2019 the dam broke above the town.",
        'Valley remembers\n\n"4 June 2019 Is A Night We Will Never Forget," said a farmer on Monday.',
    ],
)
def test_a_date_of_the_story_or_its_furniture_dates_no_page(tmp_path: Path, page: str) -> None:
    # Each of these was read as the page's stamp: a headline's date, a kick-off time read as a year
    # across lines, a timeline's entry, a label word in prose.
    path = tmp_path / "a.txt"
    path.write_text(page, encoding="utf-8")
    assert read_article(path).date is None


@pytest.mark.parametrize(
    ("page", "date"),
    [
        ("Dam breaks\n\nDate of publication 4 June 2019 Water poured into the valley.", "2019-06-04"),
        ("Dam breaks above town AFP Tuesday 4 Jun 2019 Water poured in.", "2019-06-04"),
        # a headline that ends like a sentence: the stamp opens the next paragraph
        ("Dam breaks above the town.\n\n4 June 2019 Water poured into the valley.", "2019-06-04"),
        ("Dam breaks above town\n\n4 June 2019\n\nWater poured into the valley.", "2019-06-04"),
        # right under the headline, a byline or a wire credit, a line of its own sets the stamp apart
        ("Dam breaks above town\n\n4 June 2019\nWater poured into the valley.", "2019-06-04"),
        ("Dam breaks above town\n\nTuesday 4 June 2019\nWater poured into the valley.", "2019-06-04"),
        ("Dam breaks above town\n\nAFP\n4 June 2019\nWater poured into the valley.", "2019-06-04"),
        ("Dam breaks above town\n\nBy Jane Doe\n\n4 June 2019\nWater poured into the valley.", "2019-06-04"),
        # no-break spaces are blanks within the line
        ("Dam breaks above town\n\n4\u00a0June\u00a02019 Water poured into the valley.", "2019-06-04"),
        ("Dam breaks above town\n\nPublished:\u00a04 June 2019\nWater poured into the valley.", "2019-06-04"),
        # a wire credit after the repeated headline and a subtitle, with its weekday
        ("Dam breaks\n\nDam breaks Monitor says AFP Tuesday 4 Jun 2019 water poured in.", "2019-06-04"),
    ],
)
def test_a_stamp_opening_the_lead_or_after_a_label_dates_the_page(
    tmp_path: Path, page: str, date: str
) -> None:
    path = tmp_path / "a.txt"
    path.write_text(page, encoding="utf-8")
    assert read_article(path).date == date


@pytest.mark.parametrize(
    "page",
    [
        "Dam breaks above town\n\n4\u00a0June\u00a02019 Water poured into the valley.",
        "Dam breaks above town\n\nPublished:\u00a04 June 2019\nWater poured into the valley.",
        "Dam breaks above town\n\nTuesday\u00a04 June 2019 Water poured into the valley.",
    ],
)
def test_a_no_break_space_in_a_stamp_is_a_blank_within_its_line(page: str) -> None:
    # pages print "4&nbsp;June&nbsp;2019"; page_stamp reads the text before any normalising
    assert page_stamp(page, "Dam breaks above town") is not None


def test_records_without_a_date_field_are_not_dated_by_a_timeline_or_a_fixture(tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    path.write_text(
        '{"id": "t", "title": "Flood timeline", "text": "The river rose.\\n4 June 2019\\nThe dam breaks."}\n'
        '{"id": "f", "text": "Rovers v Albion\\n\\nTuesday, 9 April\\n\\n1945 GMT\\n\\nRovers unchanged."}\n',
        encoding="utf-8",
    )
    assert {a.id: a.date for a in read_articles([path])} == {"t": None, "f": None}


def test_empty_file_is_refused_with_its_name(tmp_path: Path) -> None:
    path = tmp_path / "empty.txt"
    path.write_text("  \n", encoding="utf-8")
    with pytest.raises(InputError, match=r"empty\.txt: the file is empty"):
        read_article(path)


def test_non_utf8_file_is_refused_with_offset_and_fix(tmp_path: Path) -> None:
    path = tmp_path / "latin.txt"
    path.write_bytes("Caf\xe9 bombing".encode("latin-1"))
    with pytest.raises(InputError, match=r"latin\.txt: not valid UTF-8 \(byte 0xe9 at offset 3\).*iconv"):
        read_article(path)


def test_missing_path_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"nope: no such file or folder"):
        find_article_files([tmp_path / "nope"])


def test_duplicate_article_ids_are_refused(tmp_path: Path) -> None:
    for folder in ("x", "y"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "same.txt").write_text("Text.", encoding="utf-8")
    with pytest.raises(InputError, match="share the article id 'same'"):
        find_article_files([tmp_path / "x", tmp_path / "y"])


STORY = "Rain flooded the town. The mayor said the roads were closed. Crews worked through the night."


@pytest.mark.parametrize(
    ("page", "kept"),
    [
        # what follows a source credit is related headlines and buttons, not the story
        (f"{STORY} Source CoastNews and agencies Related News Mayor wins vote FOLLOW COASTNEWS", STORY),
        (f"{STORY} Follow us on Instagram. Dont miss out on the Latest News", STORY),
        (f"{STORY} 12 Tags floods weather Community standardsDiscussion", f"{STORY} 12"),
        (f"{STORY} Coast Herald is the world's leading coastal daily.", STORY),
        (f"{STORY} 510 Topic Floods on the Coast (20) Related Mayor to visit", f"{STORY} 510"),
        # an image gallery's pager and button (Al-Alam's pages): "12 MoreImage"
        (f"{STORY} 12 MoreImage", STORY),
        (f"{STORY} MoreImage", STORY),
        # a caption marked as an archive picture before the lead is not the lead
        (f"Floods hit the coast (archive) {STORY}", STORY),
        # the same words early in a story are kept
        (
            f"Follow us on Twitter, the mayor said. {STORY} {STORY}",
            f"Follow us on Twitter, the mayor said. {STORY} {STORY}",
        ),
    ],
)
def test_page_furniture_around_the_story_is_removed(page: str, kept: str) -> None:
    assert without_page_furniture(f"{HEAD}\n\n{page}", HEAD) == f"{HEAD}\n\n{kept}"


def _alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a regular expression (those outside every group)."""
    parts, depth, start, escaped = [], 0, 0, False
    for i, char in enumerate(pattern):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
    return [*parts, pattern[start:]]


def test_every_end_of_a_page_holds_a_word_the_quick_check_looks_for() -> None:
    # without_page_furniture searches for the end of a page only where one of these words stands
    alternatives = _alternatives(_PAGE_END.pattern)
    assert len(alternatives) == 8
    for alternative in alternatives:
        assert any(word in alternative for word in _PAGE_END_WORDS), alternative


def test_a_page_end_after_the_half_is_cut_only_past_the_half() -> None:
    # a word before the half and the pattern after it: both must be seen, from where the search starts
    page = f"Source said so. {STORY} {STORY} FOLLOW COASTNEWS"
    assert without_page_furniture(f"{HEAD}\n\n{page}", HEAD) == f"{HEAD}\n\nSource said so. {STORY} {STORY}"
