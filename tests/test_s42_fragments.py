"""Fragments and cut names (issue 12, classes 8 and 5), session 42: an attack verb whose target follows its
weapon ("targeted with rocket shells the village") is a clause, never a participle of the phrase it ran
into; a given name the NER left outside a person's name is no title; countries listed without commas are
no one doer. Real-model parses of invented sentences, and a hand-built parse where the NER's cut would
drift with the model."""

from __future__ import annotations

from spacy.tokens import Doc, Span

from kg.extract.titles import title_facts
from tests.statements import row, triples_of

# the weapon before the target, without commas, as wire-agency prose writes it
_SHIFTED = (
    "A local official said that militants positioned in the orchards targeted with rocket shells "
    "the village of Kafr Nabl injuring a farmer."
)


def _flags(nlp, text: str) -> dict[tuple[str, str, str], str]:
    return {row(t)[:3]: t.flag for t in triples_of(nlp, "Headline here\n\n" + text)}


def test_attack_verb_with_its_target_after_the_weapon_is_no_participle(nlp):
    flags = _flags(nlp, _SHIFTED)
    # the prepositional phrase's noun made the attacker, and the whole clause run into the object
    assert flags[("the orchards", "target with", "rocket shells")] == "fragment"
    assert flags[("militants", "position in", "the orchards targeted with rocket shells")] == "fragment"


def test_what_was_said_keeps_the_whole_clause(nlp):
    # guard: the reported clause holds the attack verb, target and all
    flags = _flags(nlp, _SHIFTED)
    said = [v for k, v in flags.items() if k[:2] == ("A local official", "say")]
    assert said == [""]


def test_attacker_after_a_passive_clause_keeps_the_attack(nlp):
    # guard: after "were wounded as" the noun is the next clause's subject, who did the shelling
    flags = _flags(
        nlp, "Three people were wounded as the militia targeted with mortar shells the market of the town."
    )
    assert flags[("the militia", "target with", "mortar shells")] != "fragment"


def test_passive_participle_with_its_weapon_stays(nlp):
    # guard: nothing after the weapon, so "targeted" is the families' passive ("who were targeted")
    flags = _flags(nlp, "Officials said families targeted with barrel bombs had fled to the camp.")
    # (a bare plural stays out as `unanchored` for another reason; it is no fragment)
    assert flags[("families targeted with barrel bombs", "flee to", "the camp")] != "fragment"


def test_a_count_of_times_after_the_weapon_is_no_target(nlp):
    # guard: "several times" tells how often the civilians were targeted, and they are the ones who fled
    flags = _flags(nlp, "The civilians targeted with barrel bombs several times have fled to the camp.")
    assert (
        flags[("The civilians targeted with barrel bombs several times", "flee to", "the camp")] != "fragment"
    )


def _title_objects(nlp, words, tags, pos, heads, deps, person):
    """The titles ``title_facts`` gives a hand-built parse whose NER person spans ``person``."""
    doc = Doc(nlp.vocab, words=words, heads=heads, deps=deps, tags=tags)
    for t, p in zip(doc, pos, strict=True):
        t.pos_ = p
    doc.ents = [Span(doc, person[0], person[1], label="PERSON")]
    return [doc[f.obj.start : f.obj.end].text for f in title_facts(doc.ents, doc[:]) if f.obj]


def test_given_name_left_outside_the_name_is_no_title(nlp):
    # "director Alejandro Quintero" with the NER's person only "Quintero": "Alejandro" is his given name
    objects = _title_objects(
        nlp,
        ["The", "director", "Alejandro", "Quintero", "won", "."],
        ["DT", "NN", "NNP", "NNP", "VBD", "."],
        ["DET", "NOUN", "PROPN", "PROPN", "VERB", "PUNCT"],
        [3, 3, 3, 4, 4, 4],
        ["det", "compound", "compound", "nsubj", "ROOT", "punct"],
        (3, 4),
    )
    assert not any("Alejandro" in o for o in objects), objects


def test_role_before_a_cut_name_stays_a_title(nlp):
    # guard: a role noun next to the name is his title, whatever the NER took of the name
    objects = _title_objects(
        nlp,
        ["The", "film", "director", "Quintero", "won", "."],
        ["DT", "NN", "NN", "NNP", "VBD", "."],
        ["DET", "NOUN", "NOUN", "PROPN", "VERB", "PUNCT"],
        [2, 2, 3, 4, 4, 4],
        ["det", "compound", "compound", "nsubj", "ROOT", "punct"],
        (3, 4),
    )
    assert objects == ["The film director"]


def test_countries_listed_without_commas_are_no_one_doer(nlp):
    flags = _flags(nlp, "Officials said Norway Sweden and Denmark have sent aid to the camps.")
    assert flags[("Norway Sweden", "send", "aid to the camps")] == "fragment"


def test_a_country_list_inside_a_phrase_stays(nlp):
    # guard: the list as part of a longer phrase names the deal's brokers together, and the deal is kept
    flags = _flags(nlp, "Rebels rejected a truce brokered by Russia Turkey and Iran.")
    assert flags[("Rebels", "reject", "a truce brokered by Russia Turkey and Iran")] == ""


def test_a_person_named_by_two_country_words_is_no_list(nlp):
    # guard: "Chad" is his given name, and NER reads "Chad Jordan" as one person
    flags = _flags(nlp, "Chad Jordan said the team would win the cup.")
    assert flags[("Chad Jordan", "say", "the team would win the cup")] == ""
