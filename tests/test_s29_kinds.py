"""Junk and kinds of session 29 (issue 13), by the layout of the text: a football match report's line-ups
(players with their substitutes in brackets, the booked and the scorers on short lines, names NER ran
together at a comma or into a minute, the attendance's label), its players named in the running text, a
town's club taking a plural verb there; and a list of seats after a plural noun and a colon, each item one
place with its "and". Each text is invented and built with the real model; each rule has a near miss."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.entities.evidence import context_kind
from kg.entities.lineups import _players_line, in_line_up, match_report, shares_side, split_line_up
from kg.entities.seats import listed_seat, seat_items, split_seats
from kg.pipeline import extract_articles
from kg.types import Article, Mention
from tests.test_s27_entity_kinds import _mention

REPORT = (
    "Dunmore Rovers 2-1 Kelbridge Town\n\n"
    "Stockport were beaten at home on Saturday as Dario Vassell's late header won the game for Dunmore.\n\n"
    "Pike, Harrow, Okoro, Lindqvist, Tamsett (Brannagh 64), Vassell, Quill, Menzies (Fairlie 71), Orme, "
    "Doak, Yeung.\n\n"
    "Subs not used: Crail, Penhale.\n\n"
    "Okoro, Quill.\n\n"
    "Vassell 38, Orme 77.\n\n"
    "Att: 12,345\n"
)


def _entities(text: str) -> dict[str, str]:
    resolution = resolve_entities(extract_articles([Article("a", text)], progress=None))
    return {entity.label: entity.kind for entity in resolution.entities}


def test_line_up_players_and_minutes() -> None:
    # the line-up is a football side's by its substitutes in brackets with their minutes
    line_up = REPORT.index("Pike")
    assert in_line_up(
        REPORT, Mention("a", 0, "Okoro", REPORT.index("Okoro"), REPORT.index("Okoro") + 5, "GPE")
    )
    start = REPORT.index("Brannagh")
    # a substitute in brackets is a player, where a rugby line's bracket holds a club
    assert in_line_up(REPORT, Mention("a", 0, "Brannagh", start, start + 8, "PERSON"))
    assert line_up < start
    # the scorers' line: names with their minutes; the booked: bare names
    assert _players_line("Vassell 38, Orme 77.") == ["Vassell", "Orme"]
    assert _players_line("Goals: Doak 12, 50 pen") == ["Doak"]
    assert _players_line("Okoro, Quill.") == ["Okoro", "Quill"]
    # a lone name with no minute, and a sentence, are no list
    assert _players_line("Quill.") == []
    assert _players_line("Vassell scored twice, Orme once.") == []


def test_names_run_together_split() -> None:
    text = REPORT.replace("Tamsett (Brannagh 64)", "Tamsett (Brannagh 64), Rourke")
    start = text.index("Okoro, Lindqvist")
    pieces = split_line_up(text, Mention("a", 0, "Okoro, Lindqvist", start, start + 16, "WORK_OF_ART"))
    assert [p.text for p in pieces] == ["Okoro", "Lindqvist"]
    assert [text[p.start : p.end] for p in pieces] == ["Okoro", "Lindqvist"]
    start = text.index("Brannagh 64")
    pieces = split_line_up(text, Mention("a", 0, "Brannagh 64", start, start + 11, "LAW"))
    assert [p.text for p in pieces] == ["Brannagh"]
    start = text.index("Att")
    assert split_line_up(text, Mention("a", 0, "Att", start, start + 3, "PERSON")) == ()
    # near miss: with no line-up in the article, a name with a number is left as NER read it
    plain = "Windows 95, Windows 98.\n\nAtt: 12 people came."
    mention = Mention("a", 0, "Windows 98", 12, 22, "PRODUCT")
    assert split_line_up(plain, mention) == (mention,)
    assert split_line_up(plain, Mention("a", 0, "Att", 25, 28, "PERSON")) != ()


def test_match_report_kinds() -> None:
    kinds = _entities(REPORT)
    for player in ("Okoro", "Lindqvist", "Doak", "Yeung", "Brannagh"):
        assert kinds.get(player, "Person") == "Person", player
    # no junk of a minute or of the attendance's label
    assert not [label for label in kinds if label[-1:].isdigit() or label == "Att"]
    # the prose's full name is the line-up's player, and one entity with him
    assert kinds.get("Dario Vassell") == "Person"
    assert "Vassell" not in kinds


def test_plural_town_in_a_match_report() -> None:
    # a town with a plural verb in a match report is its club; near miss: the same sentence with no line-up
    # says nothing of its kind (a town's people or its bid take a plural verb too)
    mention = _mention(REPORT, "Stockport", "GPE")
    assert match_report(REPORT)
    assert context_kind(REPORT, mention) == ("Organization", 4.0)
    text = "Stockport were beaten at home on Saturday as rain fell.\n\nThe council met on Monday."
    assert not match_report(text)
    assert context_kind(text, _mention(text, "Stockport", "GPE")) is None


SEATS = (
    "The party named its targets on Monday.\n\n"
    "The seats the party hopes to take from Labour are: Dunmore North, Kelbridge and Ashvale, Portlow "
    "East, Marston Cray, Elmford West, Tarrow, Isle of Brack, Hensey Vale.\n"
)


def test_seat_list_items() -> None:
    items = [SEATS[a:b] for a, b in seat_items(SEATS)]
    assert items[:3] == ["Dunmore North", "Kelbridge and Ashvale", "Portlow East"]
    assert items[-1] == "Hensey Vale"
    assert listed_seat(SEATS, _mention(SEATS, "Marston Cray", "PERSON"))
    # two seats NER ran together at their comma are two
    start = SEATS.index("Tarrow")
    end = SEATS.index(", Hensey")
    pieces = split_seats(SEATS, Mention("a", 0, SEATS[start:end], start, end, "GPE"))
    assert [p.text for p in pieces] == ["Tarrow", "Isle of Brack"]
    # and a span that took the end of one seat and the next is both seats whole
    start = SEATS.index("Ashvale")
    end = SEATS.index(", Marston")
    pieces = split_seats(SEATS, Mention("a", 0, SEATS[start:end], start, end, "ORG"))
    assert [p.text for p in pieces] == ["Kelbridge and Ashvale", "Portlow East"]


def test_seat_list_kinds() -> None:
    kinds = _entities(SEATS)
    assert kinds.get("Kelbridge and Ashvale") == "Place"
    assert "Kelbridge" not in kinds and "Ashvale" not in kinds
    assert kinds.get("Marston Cray") == "Place"


def test_no_seat_noun_no_seat_list() -> None:
    # near miss: a list after a colon with no noun of seats, and a list of people, are no seats
    text = "The winners were: Tom Black, Ann Lee and Jo Ray, Sam Kerr, Li Wei, Bo Dean."
    assert seat_items(text) == ()
    text = "The seats were filled by: Tom Black of Leeds, who spoke first, and others."
    assert seat_items(text) == ()


def test_bracketed_figures_in_prose_no_match_report() -> None:
    # near miss of the match sheet: a sentence listing firms with figures in brackets has a side's brackets
    # but words of prose and an "and" around them; the firm stays a firm
    text = (
        "Retail shares slide\n\nShares fell on Tuesday. The biggest fallers were Norland, Pellack (Acme 12), "
        "Vesta, Harcourt (Bolt 7), Dunwell and Mayfield.\n\nHarcourt said trading was weak.\n"
    )
    assert not match_report(text)
    assert match_report(REPORT)
    start = text.index("Harcourt")
    assert not in_line_up(text, Mention("a", 0, "Harcourt", start, start + 8, "ORG"))


def test_people_after_seats_no_seat_list() -> None:
    # near miss of the seat list: the candidates "for the seats" or ministers "whose seats are at risk" are
    # people, each opening with a given name or a title
    for text in (
        "The candidates for the seats are: Ellen Pask, Tom Mabry, Carla Moss, Dev Rao, Ian Udall.\n",
        "The ministers whose seats are at risk: Alan Pardew, Hilary Benning, Mark Tolley, Sue Crane, "
        "Dr Rao.\n",
    ):
        assert seat_items(text) == ()
        start = text.index("Tom" if "Tom" in text else "Mark")
        assert not listed_seat(text, Mention("a", 0, "x", start, start + 4, "PERSON"))
    assert len(seat_items(SEATS)) == 8


SIDE = "Pike, Harrow, Okoro, Lindqvist, Tamsett (Brannagh 64), Vassell, Quill, Menzies (Fairlie 71), Orme, "


def test_line_up_shares_its_side() -> None:
    # a football line-up's surname is the player of another report whose line-up shares five players or
    # more with his (the same side); a line-up of another side that writes the same surname shares none
    # (near miss), and a short line reads its side's line-up before it
    named = "Dunmore Rovers 2-1 Kelbridge Town\n\nDario Vassell scored twice.\n\n" + SIDE + "Doak, Yeung.\n"
    again = (
        "Dunmore Rovers 1-0 Ashmoor\n\nDunmore won.\n\n"
        + SIDE.replace("Harrow", "Kettley")
        + "Doak, Yeung.\n\n"
        "Subs not used: Crail, Penhale.\n"
    )
    other = (
        "Brayford 0-0 Lixton\n\nNeither side scored.\n\nEsson, Gorrie, Pike, Ritchie, Bannock (Hame 60), "
        "Trew, Calder, Mowat (Sturrock 80), Vassell, Cowie, Baird.\n"
    )
    start = again.index("Vassell")
    assert shares_side(again, Mention("a", 0, "Vassell", start, start + 7, "PERSON"), [named])
    start = again.index("Penhale")
    assert shares_side(again, Mention("a", 0, "Penhale", start, start + 7, "PERSON"), [named])
    start = other.index("Vassell")
    assert not shares_side(other, Mention("a", 0, "Vassell", start, start + 7, "PERSON"), [named])


def test_line_up_surname_joins_its_side_player_across_reports() -> None:
    # one build of three reports: the surname of the second report's line-up joins the player the first
    # names in full (the two line-ups are one side's); the same surname in another side's line-up stays
    # apart (near miss), as does a one-letter longer one ("Vassells") NER read as a place
    texts = {
        "named": 'Dunmore Rovers 2-1 Kelbridge Town\n\nDunmore boss Tom Reid said: "Dario Vassell was superb '
        'today."\n\n' + SIDE + "Doak, Yeung.\n\nVassell 38, Orme 77.\n",
        "again": "Dunmore Rovers 1-0 Ashmoor\n\nDunmore won again at home.\n\n"
        + SIDE.replace("Harrow", "Kettley")
        + "Doak, Yeung.\n\nVassell 55.\n",
        "other": "Brayford 0-0 Lixton\n\nNeither side could score.\n\n"
        "Esson, Gorrie, Vassells, Ritchie, Bannock (Hame 60), Trew, Calder, Mowat (Sturrock 80), Vassell, "
        "Cowie, Baird.\n",
    }
    resolution = resolve_entities(
        extract_articles([Article(key, text) for key, text in texts.items()], progress=None)
    )
    articles = {entity.label: {m.article_id for m in entity.mentions} for entity in resolution.entities}
    assert articles["Dario Vassell"] == {"named", "again"}
    assert articles["Vassell"] == {"other"}
