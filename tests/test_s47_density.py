"""Session 47 (issue 12, statements per 1,000 words): true statements the clause rules lost. Each
further conjunct of a passive's by-agent is an agent too ("signed by A and B"), and a relative clause
between a speaker and its speech verb ("Acme, which owns the Post, said ...") describes the speaker.
Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def _pairs(nlp, text: str, lemma: str) -> set[tuple[str, str]]:
    return {
        (t.subject.display, t.object.display if t.object else "")
        for t in triples_of(nlp, text)
        if t.lemma == lemma and t.subject is not None
    }


@pytest.mark.parametrize(
    ("text", "lemma", "pairs"),
    [
        (
            "The treaty was signed by Norway, Sweden and Finland on Friday.",
            "sign",
            {("Norway", "The treaty"), ("Sweden", "The treaty"), ("Finland", "The treaty")},
        ),
        (
            "The raid was condemned by Portugal and Ireland.",
            "condemn",
            {("Portugal", "The raid"), ("Ireland", "The raid")},
        ),
        # a relative clause's passive too
        (
            "Officials rejected a plan which was backed by Denmark and Austria.",
            "back",
            {("Denmark", "a plan"), ("Austria", "a plan")},
        ),
    ],
)
def test_each_coordinated_agent_of_a_passive_is_an_agent(nlp, text: str, lemma: str, pairs: set) -> None:
    assert _pairs(nlp, text, lemma) == pairs


@pytest.mark.parametrize(
    ("text", "lemma", "first"),
    [
        # "or" names no one agent
        ("The raid was condemned by Portugal or Ireland.", "condemn", ("Portugal", "The raid")),
        # a common noun after a name is more often its second description
        (
            "The claim was backed by Otto Brandt, a historian, and a noted expert.",
            "back",
            ("Otto Brandt", "The claim"),
        ),
        # a bare participle is often hung on the wrong noun
        ("Officials rejected a plan backed by Denmark and Austria.", "back", ("Denmark", "a plan")),
    ],
)
def test_other_agent_coordinations_keep_their_first_agent_only(
    nlp, text: str, lemma: str, first: tuple
) -> None:
    assert _pairs(nlp, text, lemma) == {first}


def test_an_agents_joint_count_stays_one_agent(nlp) -> None:
    # the count is shared: neither the shelling nor the strikes alone killed forty
    assert _pairs(nlp, "Forty people were killed by shelling and air strikes in the town.", "kill") == {
        ("shelling", "Forty people")
    }


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        (
            "Brightwell Foods, which owns three bakeries, reported a loss.",
            ("Brightwell Foods", "three bakeries"),
        ),
        ("The Tarn Group, which runs two ferries, said fares would rise.", ("The Tarn Group", "two ferries")),
    ],
)
def test_a_relative_clause_before_the_speech_verb_describes_the_speaker(nlp, text: str, pair: tuple) -> None:
    lemma = "own" if "owns" in text else "run"
    assert pair in _pairs(nlp, text, lemma)


def test_a_which_clause_after_the_report_is_still_not_the_speakers(nlp) -> None:
    # the confirmation is of what was said, not of the speaker
    text = "Erdogan said the attack killed 12 people, which was confirmed by the governor."
    rows = _pairs(nlp, text, "confirm")
    assert ("the governor", "Erdogan") not in rows


def test_a_relative_clause_running_on_into_the_speakers_list_says_nothing(nlp) -> None:
    # no comma closes the clause: its object list ran on into the subjects of "have announced"
    text = (
        "Lately the Tarn Group, which publishes the Daily Herald and the Weekly Star, the Ember Group and "
        "Kestrel Media have all announced new websites."
    )
    assert ("the Tarn Group", "the Ember Group") not in _pairs(nlp, text, "publish")


def test_an_agent_list_past_a_verb_is_not_split(nlp) -> None:
    # the parser joins the Kestrel Agency to the committees, but it is the participle's object
    text = (
        "The report was drawn up by two committees scrutinising the work of the Tarn Office (TO) and the "
        "Kestrel Agency (KA)."
    )
    assert "the Kestrel Agency" not in {subject for subject, _ in _pairs(nlp, text, "draw up")}


@pytest.mark.parametrize(
    "text",
    [
        "Fred Lamb, head of Corvex, which represents small farms, said prices would fall.",
        "The chairman of the Tarn Union, which represents ferry crews, said talks had failed.",
        "The Tarn Group which calls itself a charity said it had raised funds.",
        "Corvex, which has a 12% share of the grain market, said prices would fall.",
    ],
)
def test_a_speakers_relative_clause_that_may_be_anothers_or_reads_wrong_says_nothing(nlp, text: str) -> None:
    lemmas = {t.lemma for t in triples_of(nlp, text) if t.object is not None and not t.flag}
    assert not lemmas & {"represent", "call", "have", "have share of"}


def test_a_speakers_bracketed_short_form_is_no_nearer_noun(nlp) -> None:
    text = "The Clean Rivers Council (CRC), which monitors pollution, said levels had risen."
    assert ("The Clean Rivers Council", "pollution") in _pairs(nlp, text, "monitor")


@pytest.mark.parametrize(
    ("text", "lemma", "first"),
    [
        # an "and" inside a title: the words after it open on "the" and make no named entity
        ("The book was praised by Anne Gray and the Lantern of Doom.", "praise", ("Anne Gray", "The book")),
        # a bare capitalised plural after a plural name ends one title
        ("The prize was won by Lost Letters and Songs.", "win", ("Lost Letters", "The prize")),
        # a participle's "being" is no finite "be": the clause may hang on the wrong noun
        ("Officials ignored the demands being made by Peru and Chile.", "make", ("Peru", "the demands")),
        # a relative clause on a later conjunct may be the first noun's
        (
            "The truce between the army and rebel forces that was brokered by Qatar and Egypt collapsed.",
            "broker",
            ("Qatar", "the army and rebel forces"),
        ),
    ],
)
def test_an_agent_coordination_that_may_be_misread_gives_no_further_agent(
    nlp, text: str, lemma: str, first: tuple
) -> None:
    assert _pairs(nlp, text, lemma) <= {first}


@pytest.mark.parametrize(
    ("text", "lemma", "pairs"),
    [
        (
            "The accord has been endorsed by Chile and Peru.",
            "endorse",
            {("Chile", "The accord"), ("Peru", "The accord")},
        ),
        # a "being" passive after a preposition hangs on no noun
        (
            "The mayor resigned after being criticised by Anna Berg and Tomas Lind.",
            "criticise",
            {("Anna Berg", "The mayor"), ("Tomas Lind", "The mayor")},
        ),
    ],
)
def test_a_perfect_or_gerund_passive_gives_each_agent(nlp, text: str, lemma: str, pairs: set) -> None:
    assert _pairs(nlp, text, lemma) == pairs


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        # the name is who was given the figures, not what was supplied
        ("The Tarn Group, which supplied Radio Kent with the figures, said costs had risen.", "supply"),
        # "determines" is the clause's second verb, read as a noun coordinated with its object
        (
            "The agency, which monitors the fighting and determines which jets carry out raids, said ten "
            "had flown.",
            "monitor",
        ),
    ],
)
def test_a_speakers_relative_clause_with_a_misread_object_says_nothing(nlp, text: str, lemma: str) -> None:
    assert _pairs(nlp, text, lemma) == set()


def test_a_speakers_relative_clause_keeps_a_common_receiver_with_its_phrase(nlp) -> None:
    text = "The firm, which supplied the army with rifles, said it had done nothing wrong."
    assert ("The firm", "the army with rifles") in _pairs(nlp, text, "supply")
