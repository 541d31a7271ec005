"""Fragments and clauses on the wrong noun (issue 12, session 23; audit classes 2 and 8): a source phrase
read into the relation, a speech participle hung on a happening or a place, a former name given to a noun
that bears none, an object that is only an adverbial clause or half of a noun phrase split in two. Real-model
parses of sentences written for these tests, each with its counter-case."""

from __future__ import annotations

import pytest

from kg.types import Triple
from tests.statements import triples_of


def _with(triples: list[Triple], subject: str, predicate: str, obj: str | None = None) -> Triple:
    found = [
        t
        for t in triples
        if subject in t.subject.display and t.predicate == predicate and obj in (None, _display(t.object))
    ]
    assert found, f"no {subject} | {predicate} in {[(t.subject.display, t.predicate) for t in triples]}"
    return found[0]


def _display(span) -> str:
    return span.display if span is not None else ""


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj", "source"),
    [
        pytest.param(
            "Forty shops have been burned according to the town council.",
            "Forty shops",
            "have been burned",
            "",
            "the town council",
            id="the council is the source, not what was burned",
        ),
        pytest.param(
            "Water supplies are starting to run short according to the aid agency.",
            "Water supplies",
            "are starting to run",
            "short",
            "the aid agency",
            id="the adverb still completes the verb",
        ),
    ],
)
def test_according_to_is_the_source_never_the_relation(
    nlp, text: str, subject: str, predicate: str, obj: str, source: str
) -> None:
    found = _with(triples_of(nlp, text), subject, predicate)
    assert (_display(found.object), _display(found.attributed_to)) == (obj, source)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "flag"),
    [
        pytest.param(
            "State TV has raised the death toll from a truck bombing in a northern town saying 14 people "
            "died and dozens were hurt.",
            "State TV",
            "saying",
            "",
            # session 30 (kg/extract/speech_participles.py): no longer kept out as the bombing's, but mended
            id="a bombing says nothing: the television does",
        ),
        pytest.param(
            "Police said a blast claiming five lives struck the bus station.",
            "a blast",
            "claiming",
            "",
            id="counter: a blast claiming lives is its toll, not a speech",
        ),
        pytest.param(
            "The monitor issued a statement saying 14 people died and dozens were hurt.",
            "a statement",
            "saying",
            "",
            id="counter: a statement does say",
        ),
        pytest.param(
            "Jets stepped up raids on Idlib governorate focusing on the town of Saraqeb.",
            "Idlib governorate",
            "focusing on",
            "attachment",
            id="a governorate focuses on nothing: the attacks do",
        ),
    ],
)
def test_participle_on_a_noun_that_cannot_do_it_stays_out(
    nlp, text: str, subject: str, predicate: str, flag: str
) -> None:
    assert _with(triples_of(nlp, text), subject, predicate).flag == flag


# The model parses these sentences right; the misparse that hangs a name clause on the wrong noun
# ("positions held by Islamic State formerly known as ...", seen in a wire report) is built by hand, as
# spaCy's own tests build theirs.
_NAMED = "Jets struck {noun} held by Ansar Brigade formerly known as the Homs Front ."


def _misparsed(nlp, noun: str):
    from spacy.tokens import Doc

    words = _NAMED.format(noun=noun).split()
    n = len(noun.split())  # the noun's own words: "positions", "a commander"
    k = 2 + n - 1  # the noun's head
    heads = [1, 1, *([k] * (n - 1)), 1, k, k + 1, k + 4, k + 2, k + 6, k, k + 6, k + 10, k + 10, k + 7, 1]
    deps = [
        "nsubj",
        "ROOT",
        *(["det"] * (n - 1)),
        "dobj",
        "acl",
        "agent",
        "compound",
        "pobj",
        "advmod",
        "acl",
    ]
    deps += ["prep", "det", "compound", "pobj", "punct"]
    tags = [
        "NNS",
        "VBD",
        *(["DT"] * (n - 1)),
        "NN",
        "VBN",
        "IN",
        "NNP",
        "NNP",
        "RB",
        "VBN",
        "IN",
        "DT",
        "NNP",
    ]
    tags += ["NNP", "."]
    pos = [
        "NOUN",
        "VERB",
        *(["DET"] * (n - 1)),
        "NOUN",
        "VERB",
        "ADP",
        "PROPN",
        "PROPN",
        "ADV",
        "VERB",
        "ADP",
    ]
    pos += ["DET", "PROPN", "PROPN", "PUNCT"]
    lemmas = [w.lower() for w in words]
    lemmas[k] = noun.split()[-1].rstrip("s")
    lemmas[k + 6] = "know"
    doc = Doc(nlp.vocab, words=words, heads=heads, deps=deps, tags=tags, pos=pos, lemmas=lemmas)
    return doc, k


@pytest.mark.parametrize(
    ("noun", "bearer"),
    [
        pytest.param("positions", "Brigade", id="positions bear no name: the former name is the group's"),
        pytest.param("a commander", None, id="counter: a commander bears a name of his own"),
    ],
)
def test_a_name_clause_goes_to_a_noun_that_bears_names(nlp, noun: str, bearer: str | None) -> None:
    from kg.extract.attachments import name_bearer

    doc, k = _misparsed(nlp, noun)
    known = doc[k + 6]
    assert (known.text, known.head.i) == ("known", k)  # the misparse: the clause hangs on the noun
    found = name_bearer(known)
    assert (found.text if found is not None else None) == bearer


def test_a_name_clause_after_a_place_name_stays_on_the_thing(nlp) -> None:
    # found on an invented probe in review: the base, not Palmyra, is known as T4
    found = [
        t
        for t in triples_of(nlp, "Jets struck a base near Palmyra known as T4 on Monday.")
        if t.lemma == "know as"
    ]
    assert [t.subject.display for t in found] == ["a base near Palmyra"]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj", "flag"),
    [
        pytest.param(
            "The army has shelled the valley since the truce collapsed Karimi added.",
            "Karimi",
            "added",
            None,
            "fragment",
            id="an object that is only the clause's time",
        ),
        pytest.param(
            "Doctors drew the worlds attention to the outbreak.",
            "Doctors",
            "drew",
            "the worlds",
            "fragment",
            id="an owner without apostrophe read as an object of its own",
        ),
        pytest.param(
            "Doctors drew attention to the outbreak in Yemen.",
            "Doctors",
            "drew",
            # the phrase that completes the object is part of it since session 28 (audit class 7)
            "attention to the outbreak in Yemen",
            "",
            id="counter: one object",
        ),
        pytest.param(
            "Kurdish forces killed 35 Daesh (banned in Russia) militants near the border.",
            "Kurdish forces",
            "killed",
            None,
            "",
            id="counter: a counted first half names the things themselves",
        ),
        pytest.param(
            "John Baker, who founded the Silver Ridge Estates label and sold it in 2003, retired.",
            "John Baker",
            "founded",
            "the Silver Ridge Estates",
            "",
            id="counter: a name of several words is whole on its own",
        ),
        pytest.param(
            "Bomb attacks kill a man injure 4 in Homs and Hama",
            "Bomb attacks",
            "kill",
            "a man",
            "",
            id="counter: a headline's second verb read as an object leaves the first object whole",
        ),
        pytest.param(
            "Karim left Tell Abyad one of three towns besieged by the militia.",
            "Karim",
            "left",
            None,
            "",
            id="counter: an apposition after a name is a phrase of its own",
        ),
    ],
)
def test_half_an_object_is_a_fragment(
    nlp, text: str, subject: str, predicate: str, obj: str | None, flag: str
) -> None:
    assert _with(triples_of(nlp, text), subject, predicate, obj).flag == flag


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        pytest.param(
            "The group claimed a bomb attack at a police station in the capital that killed 17 people.",
            "the capital",
            id="a station kills no one: the clause stays on the place, out of the graph",
        ),
        pytest.param(
            "The factory in the town that employs 500 people will close.",
            "The factory",
            id="counter: a factory does employ people",
        ),
    ],
)
def test_a_place_clause_goes_to_no_host_that_cannot_do_it(nlp, text: str, subject: str) -> None:
    # "capital" is a place (harm-targets.tsv): its clause may move to the noun whose phrase holds it, but
    # not to a police station, which kills no one
    found = [t for t in triples_of(nlp, text) if t.lemma in {"kill", "employ"}]
    assert [t.subject.display for t in found] == [subject]
