"""Fragments and acts on the wrong noun (issue 12, session 29, audit classes 8 and 2): a clause run into a
subject, a passive's agent or a noun object; a closing source the parser read as a relative clause on the
last noun; a participle of harm hung on a building that is an object. Each stays out of the graph (flag
`fragment` or `attachment`). Real-model parses of sentences written for these tests, with the near-misses
that must stay in the graph: a relative clause or a "that" clause inside a phrase, an absolute "12
injured", a list of names in brackets, a harm participle that goes to the clause's subject."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _statement(nlp, text: str, lemma: str, subject: str | None = None):
    found = [
        t
        for t in triples_of(nlp, "Headline here\n\n" + text)
        if t.lemma == lemma and (subject is None or t.subject.display == subject)
    ]
    assert found, f"no {lemma!r} statement of {subject!r} in {text!r}"
    return found[0]


# text, relation, subject as shown, flag
KEPT_OUT = [
    pytest.param(
        "Military sources announced on Monday that at least 60 members of the gang were killed and many more "
        "were wounded in the army offensives in the desert.",
        "wound in",
        None,
        "fragment",
        id="the report clause run into a passive's subject",
    ),
    pytest.param(
        "A large car bomb claimed by the militant group killed at least 30 people on Monday in the border "
        "town of Tal Abyad.",
        "claim",
        None,
        "fragment",
        id="the main clause run into the passive's agent",
    ),
    pytest.param(
        "Fighting broke out on Sunday between the tribal militias on the one hand and government troops on "
        "the other hand the ministry announced.",
        "announce",
        "the ministry",
        "fragment",
        id="closing source read as a relative clause: what was announced is no hand",
    ),
    pytest.param(
        "The militia fired at a convoy near Homs and the coalition the defence ministry announced Friday.",
        "announce",
        "the defence ministry",
        "fragment",
        id="closing source with its day read as a relative clause",
    ),
    pytest.param(
        "The army shelled the town and killed three civilians state media reported.",
        "report",
        "state media",
        "fragment",
        id="closing source on a count object of a later clause stays out",
    ),
    pytest.param(
        "The Syrian army faced an armed attack against one of the checkpoints near Tal Hamid killing 8 "
        "gunmen and injuring 11 others.",
        "kill",
        "the checkpoints near Tal Hamid",
        "attachment",
        id="a checkpoint kills no one",
    ),
    pytest.param(
        "The Syrian army faced an armed attack against one of the checkpoints near Tal Hamid killing 8 "
        "gunmen and injuring 11 others.",
        "injure",
        "the checkpoints near Tal Hamid",
        "attachment",
        id="nor does it injure: the participle joined to the first",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "subject", "flag"), KEPT_OUT)
def test_a_fragment_or_misplaced_act_stays_out_of_the_graph(nlp, text, lemma, subject, flag):
    assert _statement(nlp, text, lemma, subject).flag == flag


# text, relation, subject as shown: statements that keep their place in the graph
KEPT = [
    pytest.param(
        "Military sources announced on Monday that at least 60 members of the gang were killed and many more "
        "were wounded in the army offensives in the desert.",
        "announce",
        "Military sources",
        id="the report itself",
    ),
    pytest.param(
        "Fighting broke out on Sunday between the tribal militias on the one hand and government troops on "
        "the other hand the ministry announced.",
        "break out between",
        "Fighting",
        id="the clause the closing source reports",
    ),
    pytest.param(
        "The man who shot the guard was arrested by police.",
        "arrest",
        "police",
        id="a relative clause inside the object",
    ),
    pytest.param(
        "A report that the army had shelled the town angered the United Nations.",
        "anger",
        None,
        id="a clause opened by that on its noun",
    ),
    pytest.param(
        "Witnesses said the convoy was attacked by gunmen who fired rockets as the trucks crossed the "
        "bridge.",
        "attack",
        "gunmen",
        id="a relative clause inside the agent",
    ),
    pytest.param(
        "The city was hit by a missile fired by the army on Monday leaving three people dead and 12 injured.",
        "hit",
        None,
        id="the absolute '12 injured' is no clause",
    ),
    pytest.param(
        "Islamic State fighters (ISIS IS and Daesh) seized the town of Palmyra.",
        "seize",
        None,
        id="'IS' in a bracketed list of names is no verb",
    ),
    pytest.param(
        "Anna Pavlova gave the illusion of floating as though she weighed nothing.",
        "give",
        "Anna Pavlova",
        id="an 'as though' clause inside the object is the object's own",
    ),
    pytest.param(
        "The gap between what Acme earned and spent was three million dollars last year.",
        "be",
        None,
        id="a free relative opened by 'what' inside the subject",
    ),
    pytest.param(
        "The truce brokered by regime ally Russia and rebel backer Turkey is set to see 5000 fighters leave "
        "the city.",
        "set to see",
        None,
        id="a participle the parser gave an object is no past tense",
    ),
    pytest.param(
        "Residents fearing the army would return fled the village on Sunday.",
        "flee",
        None,
        id="what a participle on the subject fears is the subject's own clause",
    ),
    pytest.param(
        "Families hoping their sons had survived waited outside the hospital.",
        "wait outside",
        None,
        id="what a participle on the subject hopes is the subject's own clause",
    ),
    pytest.param(
        "Opposition groups disputed the figures the army reported.",
        "report",
        "the army",
        id="a real relative clause on the object, ending the sentence, is no closing source",
    ),
    pytest.param(
        "Diplomats welcomed the Aleppo truce both sides announced.",
        "announce",
        "both sides",
        id="a real relative clause with a plural subject on the object",
    ),
    pytest.param(
        "Jets struck a school in the village killing nine people.",
        "kill",
        "Jets",
        id="the harm participle goes to the striking jets",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "subject"), KEPT)
def test_a_whole_statement_keeps_its_place(nlp, text, lemma, subject):
    assert _statement(nlp, text, lemma, subject).flag == ""
