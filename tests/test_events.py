"""Event-model building blocks on hand-made text: time normalisation, figures, sources, triggers."""

from __future__ import annotations

import pytest

from kg.events.claims import cited_source, find_figures
from kg.events.taxonomy import taxonomy
from kg.events.timeexpr import find_times
from kg.events.triggers import find_event_mentions
from kg.types import Mention, Sentence


@pytest.mark.parametrize(
    ("text", "reference", "expected"),
    [
        ("killed on Jan 3, 2020, near Baghdad", None, [("date", "2020-01-03")]),
        ("killed Jan. 3, 2020, near Baghdad", None, [("date", "2020-01-03")]),
        ("killed in January 2020, aged 62", None, [("date", "2020-01")]),
        ("the Iran-Iraq War (1980-1988)", None, [("date", "1980")]),
        ("at 3:00 p.m. local time (6 a.m. ET)", None, [("clock", "15:00")]),
        ("on Wednesday", None, [("weekday", "wednesday")]),
        ("on Tuesday", "2024-01-03", [("date", "2024-01-02")]),
        ("declared Thursday a day of mourning", "2024-01-03", [("date", "2024-01-04")]),
        ("the group's October 7 attack", "2024-01-03", [("date", "2023-10-07")]),
        ("four years ago Wednesday", "2024-01-03", [("date", "2020-01-03")]),
        # number words come from ontology/number-words.tsv, the same table the figures read
        ("a dozen years ago", "2024-01-03", [("date", "2012")]),
        # a month named alone after a preposition: this year's, or last year's when it is still to come
        ("In late July four hospitals were hit", "2016-08-06", [("date", "2016-07")]),
        ("in November the city fell", "2017-01-03", [("date", "2016-11")]),
        ("in July, he said", None, []),
        ("In May a car bomb killed 12", "2016-08-06", [("date", "2016-05")]),
        ("as long as in may be", "2016-08-06", []),
        ("twenty years ago", "2024-01-03", [("date", "2004")]),
        ("Last week, Iran accused Israel", None, [("past", "past")]),
        ("she may 3 times", "2024-01-03", []),
        ("Saturdays convoy attack killed 126", "2017-04-19", [("date", "2017-04-15")]),
        ("Saturday's convoy attack", "2017-04-19", [("date", "2017-04-15")]),
        ("talks on Saturday", "2017-04-19", [("date", "2017-04-22")]),
        ("markets close on Sundays", "2017-04-19", []),
        ("shelling resumes on Fridays after prayers", "2017-04-19", []),
        ("markets close on Saturdays and Sundays", "2017-04-19", []),
        ("after Saturdays convoy attack near Aleppo", "2017-04-19", [("date", "2017-04-15")]),
    ],
)
def test_time_expressions_normalise_to_iso_only_when_the_text_allows(text, reference, expected):
    assert [(t.kind, t.value) for t in find_times(text, reference)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "explosions killed at least 95 people and wounded more than 210 others",
            [("killed", 95, "at least", False), ("injured", 210, "more than", False)],
        ),
        (
            "with 211 people injured and 95 deaths, down from 103",
            [
                ("injured", 211, "exact", False),
                ("killed", 95, "exact", False),
                ("killed", 103, "exact", True),
            ],
        ),
        ("claimed the lives of nearly 100 people", [("killed", 100, "nearly", False)]),
        ("the second blast took place 20 minutes later", [("time-between-blasts", 20, "exact", False)]),
        ("Initial reports said that at least 20 people were killed", [("killed", 20, "at least", True)]),
        ("US helicopters sank three boats", []),
        ("a dozen people were killed", [("killed", 12, "exact", False)]),
        # the cue after a number names it, before a cue of another measure ahead of it
        (
            "Rocket Attack on Damascus At Least 3 Killed 30 Wounded",
            [("killed", 3, "at least", False), ("injured", 30, "exact", False)],
        ),
        ("a year ago 30 people were killed", [("killed", 30, "exact", False)]),
        (
            "A car bomb exploded, killing 12 people and wounding at least 40.",
            [("killed", 12, "exact", False), ("injured", 40, "at least", False)],
        ),
        (
            "The blast left 30 dead and 100 wounded.",
            [("killed", 30, "exact", False), ("injured", 100, "exact", False)],
        ),
        ("Police said some 200 people were hurt.", [("injured", 200, "about", False)]),
        ("He scored 20 points in 30 minutes.", []),
    ],
)
def test_figures_carry_measure_qualifier_and_revision(text, expected):
    found = [(f.measure, f.value, f.qualifier, f.earlier) for f in find_figures(text)]
    assert found == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The first blast was 700 meters away, according to the official IRNA news agency.",
            "official IRNA news agency",
        ),
        ("Two explosions killed at least 95 people on Wednesday, reported local media.", "local media"),
        ("Vahidi said the second blast took place 20 minutes later.", "Vahidi"),
        ("At least 103 people were killed Wednesday.", None),
        # a closing pronoun with no comma before it: claims.py gives it the source named before
        ("Shelling on the ridge killed nine herders she said.", "she"),
        ("Shelling on the ridge killed nine herders they said.", None),
        # a toll given "of" a figure, and a relative clause after the name that gives it
        ("The Valley Relief Agency gave a toll of 14 dead and 40 wounded.", "Valley Relief Agency"),
        ("The rescue network which earlier gave a toll of 8 said more were found.", "rescue network"),
        # a closing "said the ..." after a quotation, its head in capitals, up to an apposition
        ('"Nine are dead" said the Valley Observatory which had counted five.', "Valley Observatory"),
        ("Nine medics died in the raid said the Civil Defence also known as the rescuers.", "Civil Defence"),
    ],
)
def test_cited_source_is_the_named_reporter(text, expected):
    assert cited_source(text) == expected


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Explosion", "Bombing", True),
        ("Incident", "Explosion", True),
        ("Killing", "Airstrike", True),
        ("Explosion", "Killing", False),
        ("War", "Attack", False),
        ("Explosion", "Airstrike", False),
    ],
)
def test_taxonomy_compatibility_decides_which_mentions_may_corefer(a, b, same):
    assert taxonomy().compatible(a, b) is same


def _mentions(text: str, sentence: Sentence, names: dict[str, str]) -> tuple[list[Mention], dict]:
    found, keys = [], {}
    for name, label in names.items():
        start = text.index(name)
        found.append(Mention(sentence.article_id, 0, name, start, start + len(name), label))
        keys[(start, start + len(name))] = name.lower()
    return found, keys


def _entities(names: dict[str, str]):
    from kg.types import Entity

    kinds = {"PERSON": "Person", "GPE": "Place", "ORG": "Organization"}
    return {n.lower(): Entity(n.lower(), n, kinds[label]) for n, label in names.items()}


@pytest.mark.parametrize(
    ("text", "names", "expected"),
    [
        (
            "The first blast was about 700 meters from Soleimani's tomb and the second was a kilometer away.",
            {"Soleimani": "PERSON"},
            [("Explosion", 1), ("Explosion", 2)],
        ),
        (
            "At least 103 people were killed in Kerman after twin blasts.",
            {"Kerman": "GPE"},
            [("Explosion", None)],
        ),
        (
            "Soleimani was killed on Jan 3, 2020, near Baghdad in a drone strike.",
            {"Soleimani": "PERSON", "Baghdad": "GPE"},
            [("Killing", None)],
        ),
        ("Iran has previously seen similar attacks from a variety of groups.", {"Iran": "GPE"}, []),
        ("Howard attacks 'pay later' Budget", {"Howard": "PERSON"}, []),
        ("the October 7 attack on Israel.", {"Israel": "GPE"}, [("Attack", None)]),
    ],
)
def test_event_mentions_typed_with_ordinals_and_casualty_counts_left_out(text, names, expected):
    sentence = Sentence("a", 0, text, 0, len(text))
    mentions, keys = _mentions(text, sentence, names)
    found = [m for m in find_event_mentions(sentence, mentions, keys, _entities(names)) if not m.generic]
    assert [(m.event_type, m.ordinal) for m in found] == expected


def test_killing_absorbs_the_strike_as_its_instrument_and_keeps_victim_date_and_place():
    text = "Soleimani was killed on Jan 3, 2020, near Baghdad in a drone strike."
    names = {"Soleimani": "PERSON", "Baghdad": "GPE"}
    sentence = Sentence("a", 0, text, 0, len(text))
    mentions, keys = _mentions(text, sentence, names)
    (killing,) = find_event_mentions(sentence, mentions, keys, _entities(names))
    assert killing.victim == "soleimani"
    assert [t.value for t in killing.times] == ["2020-01-03"]
    assert killing.places == ("baghdad",)
    assert killing.instruments == ("a drone strike",)


def test_country_before_an_airstrike_is_its_perpetrator_not_its_place():
    text = "Soleimani was killed by a US airstrike in Iraq."
    names = {"Soleimani": "PERSON", "US": "GPE", "Iraq": "GPE"}
    sentence = Sentence("a", 0, text, 0, len(text))
    mentions, keys = _mentions(text, sentence, names)
    (killing,) = find_event_mentions(sentence, mentions, keys, _entities(names))
    assert "us" not in killing.places
    assert killing.instruments == ("a US airstrike",)


@pytest.mark.parametrize(
    "text",
    [
        "It would be wrong to wait for an attack before acting.",
        "He would not say if there was a risk of a pre-poll attack.",
        "A delayed second blast is often used by terrorists to target emergency personnel.",
    ],
)
def test_hypothetical_and_habitual_mentions_are_generic(text):
    sentence = Sentence("a", 0, text, 0, len(text))
    found = find_event_mentions(sentence, [], {}, {})
    assert found and all(m.generic for m in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Missile kills 18 civilians in Aleppo", [("Attack", "Missile")]),
        ("A missile fired by Syrian forces killed at least 18 civilians", [("Attack", "A missile")]),
        ("a ground-to-ground missile struck a neighbourhood", [("Attack", "a ground-to-ground missile")]),
        ("Car bomb kills 17 near Turkish border", [("Bombing", "Car bomb")]),
        # a weapon alone names nothing, and a listed form keeps its own type
        ("The missile defence system was tested.", []),
        ("Missiles were stored in the depot.", []),
        ("A missile strike killed ten.", [("Airstrike", "A missile strike")]),
    ],
)
def test_a_weapon_that_kills_or_strikes_names_an_attack(text, expected):
    sentence = Sentence("a", 0, text, 0, len(text))
    found = find_event_mentions(sentence, [], {}, {})
    assert [(m.event_type, m.phrase) for m in found] == expected


@pytest.mark.parametrize(
    ("text", "generic"),
    [
        # a campaign counted from a day is no one happening
        ("Since July 11 regime bombardment of villages has cost the lives of 136 civilians.", True),
        ("Since Russian air strikes began the toll has doubled.", True),
        # ... but "since the attack" names the event itself
        ("Since the attack five more people have died in hospital.", False),
    ],
)
def test_a_mention_counted_since_a_day_is_generic_unless_it_is_definite(text, generic):
    sentence = Sentence("a", 0, text, 0, len(text))
    found = find_event_mentions(sentence, [], {}, {})
    assert found and all(m.generic == generic for m in found)


def _statement(subject: str, lemma: str, obj: str | None, negated: bool = False, speaker: str | None = None):
    from kg.types import Span, Statement, Triple

    span = Span(subject, 0, len(subject))
    triple = Triple(
        "a",
        0,
        span,
        lemma,
        lemma,
        Span(obj, 100, 100 + len(obj)) if obj else None,
        negated=negated,
        attributed_to=Span(speaker, 200, 200 + len(speaker)) if speaker else None,
    )
    return Statement("a-0-0", triple, "", None, None)


@pytest.mark.parametrize(
    ("statement", "kind"),
    [
        (_statement("Guterres", "condemn", "the attack"), "condemnation"),
        (_statement("US officials", "reject", "any suggestion that Israel was behind it"), "denial"),
        (_statement("Israel", "reject", "the accusations", negated=True), None),
        (_statement("The United States", "involve in", "any way", negated=True), "denial"),
        (_statement("Iran", "vow", "revenge"), "retaliation"),
        (_statement("Iran", "vow", "to rebuild"), "vow"),
        (_statement("the attackers", "face", "a harsh response", speaker="Khamenei"), "threat"),
        (_statement("the attackers", "face", "a harsh response"), None),
        (_statement("Borrell", "extend", "condolences"), "condolence"),
        (_statement("Borrell", "extend", "his visit"), None),
        (_statement("Iranian officials", "blame", "terrorists"), "accusation"),
    ],
)
def test_reaction_kinds_come_from_the_reactions_table(statement, kind):
    from kg.events.reactions import reaction_kind

    rule = reaction_kind(statement)
    assert (rule.kind if rule else None) == kind


def test_reports_name_the_missing_graph_and_the_fix(tmp_path):
    from kg.errors import GraphError
    from kg.reports import claims_report

    with pytest.raises(GraphError, match="kg build"):
        claims_report(tmp_path / "graph.ttl")


def test_event_word_tables_are_lower_case_and_each_kind_is_read():
    from kg.events.lexicon import head_nouns, number_words
    from kg.resources import read_tsv

    rows = read_tsv("head-nouns.tsv")
    assert all(r["word"] == r["word"].lower() for r in rows)
    kinds = {
        "state-body",
        "place-unit",
        "settlement-unit",
        "ground-fire",
        "source",
        "placed-source",
        "state-arms",
        "name-generic",
        "counted",
        "combatant",
    }
    assert {r["kind"] for r in rows} == kinds
    assert "jets" in head_nouns("state-arms") and "city" in head_nouns("name-generic")
    assert "children" in head_nouns("counted")
    assert "government" in head_nouns("state-body") and "air base" in head_nouns("place-unit")
    assert "shelling" in head_nouns("ground-fire") and "observatory" in head_nouns("source")
    assert "source" in head_nouns("placed-source")
    # "a" counts one only before a unit of time, never as a figure
    assert "a" not in number_words() and number_words(articles=True)["a"] == 1
    with pytest.raises(ValueError, match="no row of kind"):
        head_nouns("organ")


def test_the_event_words_pattern_split_by_first_letter_matches_what_the_flat_alternation_matches() -> None:
    import re

    from kg.events.taxonomy import alternation

    forms = sorted(taxonomy().by_form, key=len, reverse=True)
    flat = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, forms)) + r")(?![\w-])", re.IGNORECASE)
    # every form in three cases, glued to a longer word, and after a shorter form it starts with
    texts = [f"The {f} and {f.title()}; {f.upper()}s, {f}-like, {f} {f}." for f in forms]
    texts.append("attack attacks attacked Attacking bombing Bombings war wars warfare")
    found = [[(m.start(), m.end()) for m in taxonomy().pattern.finditer(t)] for t in texts]
    assert found == [[(m.start(), m.end()) for m in flat.finditer(t)] for t in texts]
    assert sum(map(len, found)) > 3 * len(forms)  # the texts hold the forms: the patterns were put to work
    # forms that differ only in the case of their first letter make one branch, in the forms' order
    mixed = re.compile(alternation(["Missile strike", "missile", "mortar"]), re.IGNORECASE)
    assert mixed.pattern == "(?:m(?:issile\\ strike|issile|ortar))"
    assert mixed.match("missile strike").group(0) == "missile strike"


def test_forms_with_a_first_letter_outside_ascii_stay_one_flat_alternation() -> None:
    """Ignoring case, "ſ" (long s) matches "s": split by first letter, "sa" would be tried before "ſa b"."""
    import re

    from kg.events.taxonomy import alternation

    forms = ["sxyz", "ſa b", "sa"]
    flat = re.compile("(?:" + "|".join(map(re.escape, forms)) + ")", re.IGNORECASE)
    split = re.compile(alternation(forms), re.IGNORECASE)
    assert flat.match("sa b").group(0) == "sa b"
    assert split.match("sa b").group(0) == flat.match("sa b").group(0)
