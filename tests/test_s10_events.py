"""Session 10 event rules (issue 13): the day of the main event. Sentences and stories written for these
tests; the real spaCy model reads them."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.events import model_events
from kg.events.triggers import find_event_mentions
from kg.pipeline import extract_articles, link_statements
from kg.types import Article, Sentence

MONDAY = "2016-08-15"


def _model(*texts: str, day: str = MONDAY):
    articles = [Article(f"a{i}", text, date=day) for i, text in enumerate(texts)]
    extractions = extract_articles(articles, progress=None)
    resolution = resolve_entities(extractions)
    return model_events(extractions, resolution, link_statements(extractions, resolution))


@pytest.mark.parametrize(
    ("text", "days"),
    [
        # the day of a claim, a condemnation or a denial is not the day of the happening
        ("The group on Monday claimed responsibility for a suicide bombing that killed 30 rebels.", []),
        ("The group claimed responsibility on Monday for a suicide bombing near the border.", []),
        ("The ministry condemned on Monday the suicide bombing near the border.", []),
        ("The suicide bombing, which the ministry denied on Monday, killed 30 rebels.", []),
        # a day with no such act between it and the happening is the happening's
        ("A suicide bombing on Sunday killed 30 rebels near the border.", ["2016-08-14"]),
        ("On Monday a suicide bombing killed 30 rebels near the border.", ["2016-08-15"]),
        ("A suicide bombing that the group claimed killed 30 rebels on Sunday.", ["2016-08-14"]),
        # a day that modifies the happening dates it, whatever verb governs the phrase
        ("Activists condemned the Sunday bombing of the market, which killed 7 civilians.", ["2016-08-14"]),
        ("Rights groups condemned Sunday's bombing of the market.", ["2016-08-14"]),
        ("The group claimed responsibility for Sunday's suicide bombing near the border.", ["2016-08-14"]),
        ("The ministry denies the Sunday bombing near the border took place.", ["2016-08-14"]),
        ("The group took responsibility for Sunday's twin bombings near the border.", ["2016-08-14"]),
        ("The ministry condemned Sundays bombing near the border.", ["2016-08-14"]),
        # an act word in a relative clause or after an auxiliary is not the act the day dates
        ("The bombing, which the government condemned, killed 20 people in Hama on Sunday.", ["2016-08-14"]),
        ("A bombing that the army denied killed 9 people in Douma on Sunday.", ["2016-08-14"]),
        ("On Sunday, residents who had been denied aid were killed in a suicide bombing.", ["2016-08-14"]),
        ("On Sunday, a group that has always denied using car bombs carried out a bombing.", ["2016-08-14"]),
        # a participle claimed with its agent after the day
        ("The bombing, claimed on Monday by Islamic State, killed 14 people on Sunday.", ["2016-08-14"]),
    ],
)
def test_a_day_that_dates_a_claim_or_a_condemnation_does_not_date_the_happening(text, days) -> None:
    sentence = Sentence("a", 0, text, 0, len(text))
    found = [m for m in find_event_mentions(sentence, [], {}, {}, MONDAY) if m.event_type == "Bombing"]
    assert found, text
    assert [t.value for m in found for t in m.times if t.kind == "date"] == days


@pytest.mark.parametrize(
    ("text", "times"),
    [
        # the act's verb between a day and the happening: the day dates the act, even when it looks like a
        # modifier ("Sunday's statement", "The Monday statement", "Russia's MoD")
        ("Sunday's statement condemned the bombing near the border.", []),
        ("The Monday statement condemned the bombing near the border.", []),
        ("On Monday Russia's MoD denied air strikes on the hospital.", []),
        ("The ministry condemned Sunday's bombing near the border.", ["Sunday's"]),
        # a relative pronoun before the time does not make the act after it subordinate
        ("Russia, which on Monday denied the bombing near the border, said 5 died.", []),
        ("The group, who on Monday claimed responsibility for the bombing, is based in Idlib.", []),
        ("Officials said that on Monday rebels claimed responsibility for the bombing near the border.", []),
        ("The bombing, which the government condemned, killed 20 people in Hama on Sunday.", ["Sunday"]),
        # after "was" the act is the clause's own; after "been" it tells of something else
        ("The bombing was condemned by the UN on Sunday.", []),
        ("The bombing on Sunday was condemned by the UN.", ["Sunday"]),
        ("Residents who had been denied aid Sunday fled the bombing.", ["Sunday"]),
        ("A convoy was denied access Sunday after the bombing.", []),
        # every condemnation and denial word of the reactions is an act, in any tense
        ("Russia denounced on Monday the air strike on the hospital.", []),
        ("The militants claim responsibility on Monday for the bombing near the border.", []),
        ("The ministry on Monday deplored the bombing near the border.", []),
        # "slammed" is left out: shells "slammed into" a town on the day of the happening
        ("Mortar shells slammed into Damascus on Tuesday in a barrage that killed 12 people.", ["Tuesday"]),
        ("The rebels deny on Monday the bombing near the border.", []),
        ("A bombing on Sunday killed 30 rebels near the border.", ["Sunday"]),
    ],
)
def test_a_time_dates_the_act_whose_verb_governs_it(text, times) -> None:
    sentence = Sentence("a", 0, text, 0, len(text))
    found = find_event_mentions(sentence, [], {}, {}, MONDAY)
    assert found, text
    assert [t.text for m in found for t in m.times] == times


def test_the_main_event_is_dated_by_the_happening_not_by_its_claim() -> None:
    model = _model(
        "Militants claim suicide blast at border\n\n"
        "The Islamic State group on Monday claimed responsibility for a suicide bombing that killed 32 "
        "rebels at the Atmeh border crossing. The blast on Sunday night struck a bus carrying fighters, "
        "the monitor said.",
        "Suicide bomber kills 32 rebels at Syrian border crossing\n\n"
        "A suicide bomber killed 32 rebels at the Atmeh border crossing on Sunday night, the monitor said. "
        "The blast struck a bus carrying fighters to Turkey.",
    )
    [main] = [e for e in model.events if e.is_main]
    assert main.date == "2016-08-14"
    assert len(main.articles) == 2


@pytest.mark.parametrize("kind", ["since-what", "toll-span"])
def test_the_background_sentence_rule_reads_every_row_of_its_kinds(kind) -> None:
    from kg.events.claims import _BACKGROUND
    from kg.resources import words_of_kind

    for word in words_of_kind("background-words.tsv", kind):
        sentence = f"More than 300 people were killed since the {word}" if kind == "since-what" else word
        assert _BACKGROUND.search(sentence), word
    # matched as written: a capital "Since" opening a sentence is left alone, as before the table
    assert not _BACKGROUND.search("Since the war began the town was hit")
