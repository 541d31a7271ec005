"""Session 13's statement rules (issue 12), on real-model parses of sentences written for these tests:
each case is a shape found in the development sets (dev-s13 and the older ones), with its counter-case."""

from __future__ import annotations

import pytest

from kg.extract.extraposition import extraposition_it
from kg.extract.nlp import parse_text
from tests.statements import find, triples_of

# (text, relation, subject the statement must have): a dummy "it" whose content is the clause after an
# adjective stays an open pronoun; a referring "it" after a control adjective still takes its name.
EXPLETIVE = [
    pytest.param(
        "Apple sold the Macintosh for years. Much could be said on its design but it is worth "
        "highlighting that the Mac Mini is just a computer.",
        "highlight",
        "it",
        id="worth with a gerund and its clause: dummy it (dev-s13 tech/336)",
    ),
    pytest.param(
        "Sony released the console in May. It would be safer to wait for the next model.",
        "be safe to wait for",
        "It",
        id="a tough adjective whose infinitive has an object of its own: dummy it",
    ),
    pytest.param(
        "Intel makes chips. Mr Ingram said it was important to keep prices low.",
        "be",
        "it",
        id="an extraposing adjective in a reported clause: not the speaker's it (dev-s12 tech/058)",
    ),
    pytest.param(
        "Tesco posted record profits on Monday. It is able to cut prices again.",
        "be able to cut",
        "Tesco",
        id="a control adjective keeps the referring it",
    ),
    pytest.param(
        "Sony released the console in May. It is hard to deal with.",
        "be",
        "It",
        id="a tough adjective with a gap refers, but stays open here as before",
    ),
]


@pytest.mark.parametrize(("text", "relation", "subject"), EXPLETIVE)
def test_a_dummy_it_before_an_extraposed_clause_takes_no_name(nlp, text: str, relation: str, subject: str):
    triple = find(triples_of(nlp, text), relation)
    assert triple.subject.display == subject


def test_the_clause_a_dummy_it_reports_is_the_writers_own(nlp):
    text = "Apple sold the Macintosh. It is worth highlighting that the Mac Mini is just a computer."
    triples = triples_of(nlp, text)
    found = [(t.lemma, t.attributed_to, t.flag) for t in triples if t.subject.display == "the Mac Mini"]
    assert found == [("be", None, "")]


# (sentence, whether its "it" is a dummy): a "tough" adjective makes the "it" a dummy only when its clause
# has an object of its own; "easy to carry" speaks of the "it" (the review's mutation m12).
TOUGH = [
    pytest.param("It would be safer to wait for the next model.", True, id="safer to wait for a model"),
    pytest.param("It is worth highlighting that the Mac Mini is a computer.", True, id="worth, any"),
    pytest.param("It is easy to carry.", False, id="easy to carry: the it is carried"),
    pytest.param("It is hard to find.", False, id="hard to find: the it is found"),
    pytest.param("It is worth seeing.", False, id="worth seeing: the it is seen"),
]


@pytest.mark.parametrize(("text", "dummy"), TOUGH)
def test_a_tough_adjective_makes_a_dummy_it_only_with_an_object_of_its_own(nlp, text, dummy):
    doc = nlp(parse_text(text))
    assert extraposition_it(doc[0]) is dummy


# (text, subject of "admit"): a definite description takes the name an apposition described only when a
# noun before its noun is one the apposition was written with too.
REDESCRIBED = [
    pytest.param(
        "Mr Blunkett took over from Jack Straw, now foreign secretary, in 2001. The home secretary has "
        "admitted he was wrong.",
        "The home secretary",
        id="home secretary is not the foreign secretary (dev-s13 politics/046)",
    ),
    pytest.param(
        "Mr Blunkett took over from Jack Straw, the foreign secretary, in 2001. The foreign secretary has "
        "admitted he was wrong.",
        "Jack Straw",
        id="the same words: the same person",
    ),
    pytest.param(
        "Yukos, the Russian oil firm, sold its unit. The gas firm admitted it was wrong.",
        "The gas firm",
        id="another kind of firm stays open",
    ),
    pytest.param(
        "Yukos, the Russian oil firm, sold its unit. The oil firm admitted it was wrong.",
        "Yukos",
        id="a noun the apposition had: the firm described",
    ),
]


@pytest.mark.parametrize(("text", "subject"), REDESCRIBED)
def test_a_description_with_another_noun_before_its_noun_is_not_the_name_described(nlp, text, subject):
    assert find(triples_of(nlp, text), "admit").subject.display == subject


# (text, relation, subject and flag): "the brigade" is the one brigade named before it, whether or not NER
# tagged the name, and stays open (out of the graph) beside a second one; "front" is no kind noun.
BRIGADES = [
    pytest.param(
        "The Sawaiq al-Rahman Brigade announced on Monday that it had killed six fighters. The brigade is "
        "affiliated with the Free Syrian Army.",
        "affiliate with",
        ("Sawaiq al-Rahman Brigade", ""),
        id="the one brigade, a name NER missed (dev-s13 0013)",
    ),
    pytest.param(
        "The Sawaiq al-Rahman Brigade fought the Idlib Martyrs Brigade on Monday. The brigade is affiliated "
        "with the Free Syrian Army.",
        "affiliate with",
        ("The brigade", "pronoun"),
        id="two brigades: open",
    ),
    pytest.param(
        "Al-Nusra Front fighters attacked army positions near Aleppo on Saturday. The front has been quiet "
        "since Sunday, residents said.",
        "be",
        ("The front", "description"),
        id="a battle front is not the Al-Nusra Front: front is no kind noun (review f01); open (session 14)",
    ),
]


@pytest.mark.parametrize(("text", "relation", "subject"), BRIGADES)
def test_the_brigade_is_the_one_brigade_named_before(nlp, text, relation, subject):
    triple = find(triples_of(nlp, text), relation)
    assert (triple.subject.display, triple.flag) == subject


# (text, relation, subject): an age opening a sentence ("The 23-year-old") is the one person the sentence
# before was about, its subject; with a second person there, named or not, with a noun that is no person
# or another person's title, it stays as written.
AGES = [
    pytest.param(
        "Southampton's David Prutton faces a ban. The 23-year-old has admitted two charges.",
        "admit",
        "David Prutton",
        id="the age alone (dev-s13 sport/166)",
    ),
    pytest.param(
        "Jesper Gronkjaer agreed a move to Atletico Madrid. The 27-year-old winger spent five months there.",
        "spend",
        "Jesper Gronkjaer",
        id="an age and a role; a club NER took for a person is in a phrase of place (dev-s10 sport/265)",
    ),
    pytest.param(
        "Jesper Gronkjaer met Robbie Savage on Monday. The 27-year-old winger spent five months there.",
        "spend",
        "The 27-year-old winger",
        id="two people before: open",
    ),
    pytest.param(
        "Jesper Gronkjaer has agreed a move to Atletico Madrid. A 27-year-old man was arrested on Monday.",
        "arrest",
        "A 27-year-old man",
        id="an indefinite age is someone new",
    ),
    pytest.param(
        "Arsene Wenger has praised his new signing. The 19-year-old scored twice on Saturday.",
        "score",
        "The 19-year-old",
        id="an unnamed person before, his new signing: open (review a01)",
    ),
    pytest.param(
        "Jane Doe was attacked by a man she knew. The 35-year-old has been charged with assault.",
        "charge with",
        "The 35-year-old",
        id="a passive agent before: open, the victim is not charged (review a12)",
    ),
    pytest.param(
        "Coach Bobby Robson named his squad on Monday. The 21-year-old midfielder was left out.",
        "leave out",
        "The 21-year-old midfielder",
        id="a midfielder is not the coach named before: open (review a13)",
    ),
    pytest.param(
        "Air Jamaica will be sold, said Finance Minister Omar Davies. The 35-year-old airline carries half "
        "of all visitors.",
        "carry",
        "The 35-year-old airline",
        id="an airline is no person, and a speaker is not what the sentence was about (BBC business-343)",
    ),
    pytest.param(
        "Prince Charles opened the museum in York. The 150-year-old building has been restored.",
        "restore",
        "The 150-year-old building",
        id="a building is no person (review f03)",
    ),
    pytest.param(
        "Chelsea winger Arjen Robben has insisted that he may play on Sunday. The 21-year-old has been "
        "injured since January.",
        "injure",
        "Arjen Robben",
        id="the one person before speaks of himself (dev-s6 sport/167)",
    ),
    pytest.param(
        "Tony Blair has become Labour's longest-serving prime minister. The 51-year-old premier marked the "
        "day quietly.",
        "mark",
        "Tony Blair",
        id="a copula's complement describes the person named, it is no second one (dev-s12 politics/295)",
    ),
    pytest.param(
        "Paula Radcliffe won the race in London. The 31-year-old Briton finished in two hours.",
        "finish",
        "The 31-year-old Briton",
        id="a demonym keeps its own entity: open (review a08)",
    ),
]


@pytest.mark.parametrize(("text", "relation", "subject"), AGES)
def test_an_age_opening_a_sentence_is_the_person_the_sentence_before_was_about(nlp, text, relation, subject):
    assert find(triples_of(nlp, text), relation).subject.display == subject


# (text, relation, flag): a relative clause or participle restricting a share or a type states nothing of
# its own; one restricting "many" or a bare plural does.
RESTRICTED = [
    pytest.param(
        "Most PCs running Windows Media Center have at least 120GB hard disks.",
        "run",
        "restricted",
        id="most with a participle (dev-s13 tech/336)",
    ),
    pytest.param(
        "The machine is perfect for the average computer user who wants to leave Windows.",
        "want to leave",
        "restricted",
        id="the average with a relative clause (dev-s13 tech/336)",
    ),
    pytest.param(
        "There are not many meets that go by without the Russian breaking a world record.",
        "go without",
        "restricted",
        id="not many (audit sport/070)",
    ),
    pytest.param(
        "Not many soldiers who fought in Iraq were injured.",
        "fight in",
        "restricted",
        id="not right before many",
    ),
    pytest.param("Many soldiers who fought in Iraq were injured.", "fight in", "", id="many: they did fight"),
    pytest.param(
        "Many soldiers who fought in Iraq were not injured.",
        "fight in",
        "",
        id="many, the main verb negated: they did fight (review q01)",
    ),
    pytest.param(
        "Many fans who bought tickets for Wembley did not travel.",
        "buy",
        "",
        id="many, did not on the main verb: they did buy (review q11)",
    ),
    pytest.param(
        "Many soldiers who fought in Iraq were never paid.",
        "fight in",
        "",
        id="many, never on the main verb: they did fight (review f06)",
    ),
    pytest.param("Rebels who attacked Homs were killed.", "attack", "", id="a bare plural: they did attack"),
]


@pytest.mark.parametrize(("text", "relation", "flag"), RESTRICTED)
def test_a_clause_restricting_a_share_or_a_type_states_nothing_of_its_own(nlp, text, relation, flag):
    assert find(triples_of(nlp, text), relation).flag == flag
