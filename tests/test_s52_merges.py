"""Session 52's merge rules (issue 13), on hand-tagged stories written for the test (tests/hand_tagged.py),
so that each rule is pinned whatever NER tags on a given day. The names, firms and figures are invented."""

from __future__ import annotations

from kg.entities import resolve_entities
from kg.types import Article, ArticleExtraction, Mention
from tests.hand_tagged import hand_tagged


def _tagged(text: str, tags: list[tuple[str, str, int]]):
    """Entities of one article whose NER mentions are (surface, label, occurrence from 0), so that a
    name NER left untagged at one place can be tagged at a later one."""
    mentions = []
    for surface, label, occurrence in tags:
        start = -1
        for _ in range(occurrence + 1):
            start = text.index(surface, start + 1)
        mentions.append(Mention("a0", 0, surface, start, start + len(surface), label))
    mentions.sort(key=lambda m: m.start)
    return resolve_entities([ArticleExtraction(Article("a0", text), (), tuple(mentions), ())])


def _keys(resolution, surface: str) -> set[str]:
    """Keys of the entities any mention written ``surface`` went to."""
    return {e.key for e in resolution.entities if any(m.text == surface for m in e.mentions)}


# A peer's title is stripped as "Lord" is: "Baroness Marlowe" is the scientist the story names in full.
PEER = (
    "The neuroscientist Susan Marlowe told the committee that the new rules went too far. Baroness Marlowe "
    "said children needed more time outdoors. Marlowe added that parents agreed with her."
)


def test_a_baroness_by_her_surname_joins_the_person_named_in_full() -> None:
    resolution = hand_tagged(
        PEER, [("Susan Marlowe", "PERSON"), ("Baroness Marlowe", "PERSON"), ("Marlowe", "PERSON")]
    )
    full = _keys(resolution, "Susan Marlowe")
    assert _keys(resolution, "Baroness Marlowe") == full == _keys(resolution, "Marlowe")


def test_a_baron_of_another_surname_stays_apart() -> None:
    text = "The neuroscientist Susan Marlowe spoke first. Baron Keswick said the rules went too far."
    resolution = hand_tagged(text, [("Susan Marlowe", "PERSON"), ("Baron Keswick", "PERSON")])
    assert _keys(resolution, "Baron Keswick").isdisjoint(_keys(resolution, "Susan Marlowe"))


# A firm's short name leaves out its line of business ("Technologies") in the article that names the whole.
FIRM = (
    "Orvane Technologies will supply the network to Kestrel Mobile, the operator said on Monday. Orvane "
    "said the deal was worth 40m euros over five years."
)


def test_a_firm_by_its_name_without_its_line_of_business_joins_it_in_the_article() -> None:
    resolution = hand_tagged(
        FIRM, [("Orvane Technologies", "ORG"), ("Kestrel Mobile", "ORG"), ("Orvane", "ORG")]
    )
    assert _keys(resolution, "Orvane") == _keys(resolution, "Orvane Technologies")


def test_a_short_name_two_firms_of_the_article_share_stays_apart() -> None:
    text = FIRM.replace("Kestrel Mobile", "Orvane Research")
    resolution = hand_tagged(
        text, [("Orvane Technologies", "ORG"), ("Orvane Research", "ORG"), ("Orvane", "ORG")]
    )
    short = _keys(resolution, "Orvane")
    assert short.isdisjoint(_keys(resolution, "Orvane Technologies") | _keys(resolution, "Orvane Research"))


# A bare surname beside two full names whose surnames it fits, one spelt as it is and one a letter apart.
AWARDS = (
    "The singer Cara Hallorand won two awards on Tuesday, and the comedian Dev Hollorand presented the show. "
    "Hallorand thanked her fans after the ceremony."
)


def test_a_surname_joins_the_one_person_of_the_article_whose_surname_is_spelt_alike() -> None:
    resolution = hand_tagged(
        AWARDS, [("Cara Hallorand", "PERSON"), ("Dev Hollorand", "PERSON"), ("Hallorand", "PERSON")]
    )
    assert _keys(resolution, "Hallorand") == _keys(resolution, "Cara Hallorand")


def test_a_surname_two_people_of_the_article_share_stays_apart() -> None:
    text = AWARDS.replace("the comedian Dev Hollorand", "her brother Joel Hallorand")
    resolution = hand_tagged(
        text, [("Cara Hallorand", "PERSON"), ("Joel Hallorand", "PERSON"), ("Hallorand", "PERSON")]
    )
    bare = _keys(resolution, "Hallorand")
    assert bare.isdisjoint(_keys(resolution, "Cara Hallorand") | _keys(resolution, "Joel Hallorand"))


# A double surname written alone (NER tags it ORG now and then) ends the full name it is the surname of, not
# another name of its last part.
DOUBLE = (
    "Lewis Carter-Venn scored twice as Dunmore beat Ashby 3-1, and Owen Venn added a late third. "
    "Carter-Venn said the side had deserved the win."
)


def test_a_bare_double_surname_joins_the_person_it_ends() -> None:
    resolution = hand_tagged(
        DOUBLE,
        [("Lewis Carter-Venn", "PERSON"), ("Dunmore", "ORG"), ("Ashby", "ORG"), ("Owen Venn", "PERSON"),
         ("Carter-Venn", "ORG")],
    )  # fmt: skip
    bare = _keys(resolution, "Carter-Venn")
    assert bare == _keys(resolution, "Lewis Carter-Venn") and bare.isdisjoint(_keys(resolution, "Owen Venn"))


# NER read a full name's given name apart from its surname, which the story also writes alone.
SPLIT = (
    "The former champion Edna Kiprotich faces a two-year ban, the federation said. Kiprotich denied "
    "taking any banned substance and said she would appeal."
)


def test_a_given_name_read_apart_joins_the_surname_written_after_it() -> None:
    resolution = _tagged(SPLIT, [("Edna", "PERSON", 0), ("Kiprotich", "PERSON", 1)])
    assert _keys(resolution, "Edna") == _keys(resolution, "Kiprotich") != set()


def test_a_given_name_before_a_place_stays_apart() -> None:
    text = "The coach told Rhona Glasgow would be a hard test. Glasgow beat the side twice last year."
    resolution = _tagged(text, [("Rhona", "PERSON", 0), ("Glasgow", "GPE", 1)])
    assert _keys(resolution, "Rhona").isdisjoint(_keys(resolution, "Glasgow"))


def test_a_given_name_another_person_of_the_article_bears_in_full_stays_apart() -> None:
    text = SPLIT + " Her coach Edna Mwangi said the team stood by her."
    tags = [("Edna", "PERSON", 0), ("Kiprotich", "PERSON", 1), ("Edna Mwangi", "PERSON", 0)]
    resolution = _tagged(text, tags)
    assert _keys(resolution, "Kiprotich").isdisjoint(_keys(resolution, "Edna"))


def test_a_given_name_after_a_courtesy_title_in_the_text_stays_apart() -> None:
    # the title is written outside NER's mention and the possessive's apostrophe is lost: "Mr Hale Budget"
    text = "Talks on Mr Tolland Budget plans began. Officials at Budget said Tolland was late."
    resolution = _tagged(text, [("Tolland", "PERSON", 0), ("Budget", "ORG", 1), ("Tolland", "PERSON", 1)])
    assert _keys(resolution, "Tolland").isdisjoint(_keys(resolution, "Budget"))


# A band's plural beside a singer of the same surname, the singer's bare surname tagged ORG.
CHART = (
    "The singer Maddy Crane topped the vote with 40,000 readers backing her. Crane thanked them on Friday. "
    "One reader wrote that the Cranes should have been on the list too."
)


def test_a_plural_stays_apart_from_the_surname_of_a_person_named_in_full() -> None:
    resolution = hand_tagged(CHART, [("Maddy Crane", "PERSON"), ("Crane", "ORG"), ("Cranes", "ORG")])
    assert _keys(resolution, "Cranes").isdisjoint(_keys(resolution, "Maddy Crane"))


# A headline calls a body by the initials its story then spells out.
INQUIRY = (
    "Keeper cleared by FA\n\nThe goalkeeper Ivo Brandt will face no Football Association inquiry over his "
    "remarks after Saturday's defeat. An FA spokesman said the matter was closed."
)


def test_initials_in_the_headline_join_the_body_the_story_names_in_full() -> None:
    tags = [("FA", "ORG"), ("Ivo Brandt", "PERSON"), ("Football Association", "ORG"), ("FA", "ORG")]
    resolution = hand_tagged(INQUIRY, tags)
    assert _keys(resolution, "FA") == _keys(resolution, "Football Association")


def test_initials_two_names_of_the_story_share_stay_apart() -> None:
    text = INQUIRY.replace("after Saturday's defeat", "after the defeat by Fenwick Athletic")
    tags = [
        ("FA", "ORG"),
        ("Ivo Brandt", "PERSON"),
        ("Football Association", "ORG"),
        ("Fenwick Athletic", "ORG"),
    ]
    tags.append(("FA", "ORG"))
    resolution = hand_tagged(text, tags)
    assert _keys(resolution, "FA").isdisjoint(_keys(resolution, "Football Association"))


def test_a_plural_without_the_is_a_possessive_that_lost_its_apostrophe() -> None:
    text = CHART.replace("the Cranes should have been on the list too", "no one could fill Cranes shoes")
    resolution = hand_tagged(text, [("Maddy Crane", "PERSON"), ("Crane", "ORG"), ("Cranes", "ORG")])
    assert _keys(resolution, "Cranes") == _keys(resolution, "Maddy Crane")


# A bare short form of a given name: the one person of the article named in full with its long form.
MANAGER = (
    "Town manager Rafael Ostend said his side had deserved the draw. A fan wrote that Rafa had got the "
    "tactics right at last."
)


def test_a_short_given_name_joins_the_one_person_named_in_full_with_its_long_form() -> None:
    resolution = hand_tagged(MANAGER, [("Rafael Ostend", "PERSON"), ("Rafa", "PERSON")])
    assert _keys(resolution, "Rafa") == _keys(resolution, "Rafael Ostend")


def test_a_short_given_name_goes_to_the_person_named_with_it_as_written() -> None:
    text = MANAGER.replace("A fan wrote", "His assistant Rafa Delmonte agreed, and a fan wrote")
    tags = [("Rafael Ostend", "PERSON"), ("Rafa Delmonte", "PERSON"), ("Rafa", "PERSON")]
    resolution = hand_tagged(text, tags)
    assert _keys(resolution, "Rafa") == _keys(resolution, "Rafa Delmonte")


def test_a_short_given_name_two_long_forms_of_the_article_fit_stays_apart() -> None:
    text = MANAGER.replace("A fan wrote", "His assistant Rafael Delmonte agreed, and a fan wrote")
    tags = [("Rafael Ostend", "PERSON"), ("Rafael Delmonte", "PERSON"), ("Rafa", "PERSON")]
    resolution = hand_tagged(text, tags)
    bare = _keys(resolution, "Rafa")
    assert bare.isdisjoint(_keys(resolution, "Rafael Ostend") | _keys(resolution, "Rafael Delmonte"))


def test_the_tory_party_and_a_bare_conservative_are_the_conservative_party() -> None:
    text = (
        "A Conservative spokeswoman said the plan would cost 3bn pounds. The Tory Party will debate it "
        "at its spring meeting in Dunmore."
    )
    resolution = hand_tagged(text, [("Conservative", "NORP"), ("Tory Party", "ORG"), ("Dunmore", "GPE")])
    labels = {
        e.label
        for e in resolution.entities
        if any(m.text in ("Conservative", "Tory Party") for m in e.mentions)
    }
    assert labels == {"Conservative Party"}


def test_the_fbi_by_its_full_name_is_the_curated_fbi() -> None:
    text = (
        "The US Federal Bureau of Investigation has opened an inquiry. The FBI said it would report in May."
    )
    resolution = hand_tagged(text, [("US Federal Bureau of Investigation", "ORG"), ("FBI", "ORG")])
    assert _keys(resolution, "US Federal Bureau of Investigation") == _keys(resolution, "FBI")


def test_a_short_given_name_ner_reads_as_no_person_stays_apart() -> None:
    # "the Bill" a minister brings in is a law, whatever William the story names in full
    text = "The minister William Orme said the Bill would pass in May. Labour backed the Bill."
    tags = [("William Orme", "PERSON"), ("Bill", "ORG"), ("Labour", "ORG"), ("Bill", "ORG")]
    resolution = hand_tagged(text, tags)
    assert _keys(resolution, "Bill").isdisjoint(_keys(resolution, "William Orme"))


def test_a_short_given_name_another_given_name_of_the_article_opens_with_stays_apart() -> None:
    # "Sam" beside Samuel and Samantha: the table has no row for Samantha, yet she may be the one meant
    text = "Samantha Prewel and Samuel Okafor led the talks for the union. Sam said a deal was close."
    tags = [("Samantha Prewel", "PERSON"), ("Samuel Okafor", "PERSON"), ("Sam", "PERSON")]
    resolution = hand_tagged(text, tags)
    assert _keys(resolution, "Sam").isdisjoint(_keys(resolution, "Samuel Okafor"))
