"""Which person a "he said" continues when a page quotes several people (issue 12, session 40): no pronoun
is a name its own verb's words hold (binding.named_by_own_verb), a reported name does not stop the chain of
the speaker before (speakers.previous_speakers), a "he said" given to an earlier speaker when the sentence
before names only another person is left open (person_rivals._named_before), and a name the NER calls a
person where it speaks is not outvoted (outvoted_persons). Invented sentences; real-model parses."""

from __future__ import annotations

from types import SimpleNamespace

from kg.extract.outvoted_persons import outvoted_persons
from tests.statements import row, triples_of


def _rows(nlp, text: str) -> list[tuple[str, str, str, bool, str]]:
    return [row(t) for t in triples_of(nlp, text)]


def test_a_he_said_after_a_reported_name_continues_the_speaker_before(nlp):
    rows = _rows(
        nlp,
        "The mayor's energy is as strong as ever, Harold Pinkney, the party's campaign manager, told a "
        "radio station on Monday. Mr Vance has the same drive as when he first stood, he said. "
        "And he confirmed Mr Vance's view that no date was set.",
    )
    speakers = {r[4] for r in rows} | {r[0] for r in rows if r[1] in {"say", "confirm"}}
    assert "Harold Pinkney" in speakers, rows
    assert not any(r[0] in {"Vance", "Mr Vance"} and r[1] in {"say", "confirm"} for r in rows), rows


def test_no_speaker_is_a_name_his_own_quotation_holds(nlp):
    rows = _rows(
        nlp,
        "Zentrix outsourced its search to Borlo in 2000. "
        '"Zentrix had its hands full with its own site and they erred in handing search to Borlo. '
        'They thought Borlo would just be a supplier," he added.',
    )
    assert not any(r[0] == "Borlo" and r[1] == "add" for r in rows), rows
    assert not any(r[4] == "Borlo" for r in rows), rows


def test_a_he_said_after_a_sentence_naming_only_another_person_is_left_open(nlp):
    rows = _rows(
        nlp,
        'For analyst Pierre Duval, the firm\'s choice was a mistake. "They lost their way," he said. '
        "But for Tom Hale, a director at a research firm, the future is not only about the technology. "
        '"Content will matter more than search," he said.',
    )
    assert not any(r[4] == "Pierre Duval" and "Content" in r[0] for r in rows), rows
    assert not any(r[0] == "Pierre Duval" and r[1] == "say" and "Content" in r[2] for r in rows), rows


def test_a_he_said_after_its_own_speaker_named_again_keeps_him(nlp):
    # the guard: the sentence before names the speaker himself
    rows = _rows(
        nlp,
        '"They lost their way," Pierre Duval said. Duval has followed the firm for years. '
        '"Content will matter more than search," he said.',
    )
    assert any(r[0] in {"Pierre Duval", "Duval"} and r[1] == "say" and "Content" in r[2] for r in rows), rows


def _ent(text: str, label: str, speaks: bool) -> SimpleNamespace:
    head = SimpleNamespace(lemma_="say", children=[])
    return SimpleNamespace(
        text=text, label_=label, root=SimpleNamespace(dep_="nsubj" if speaks else "pobj", head=head)
    )


def test_a_name_the_ner_calls_a_person_where_it_speaks_is_no_body():
    ents = [("Dravic", "ORG", False), ("Dravic", "ORG", False), ("Dravic", "PERSON", True)]
    assert outvoted_persons(tuple(_ent(*e) for e in ents)) == frozenset()
    # the guard: the person label where it does not speak is still outvoted
    ents = [("Dravic", "ORG", False), ("Dravic", "ORG", False), ("Dravic", "PERSON", False)]
    assert outvoted_persons(tuple(_ent(*e) for e in ents)) == {"Dravic"}


def test_a_relative_sharing_the_speakers_surname_leaves_her_pronoun_bound(nlp):
    # "Peter Brandt" shares only "Brandt" with "Anna Brandt": another person, so "She" is still Anna
    rows = _rows(
        nlp,
        "Anna Brandt, 45, lost her son in the fire on Monday. "
        "She said Peter Brandt had been trapped upstairs when the smoke spread.",
    )
    assert ("Anna Brandt", "say") in {(r[0], r[1]) for r in rows}, rows
    # the guard: the speaker's own name in her words is still not she ("Brandt was trapped, she said")
    rows = _rows(nlp, "Anna Brandt lost her son in the fire. Anna Brandt was trapped upstairs, she said.")
    assert not any(r[0] == "Anna Brandt" and r[1] == "say" for r in rows), rows


def test_a_title_before_the_speakers_surname_is_still_his_name(nlp):
    # "Mr Vance" is Tom Vance himself, his title no other person's given name: "He" is not he
    rows = _rows(
        nlp,
        "Tom Vance met the council on Monday. He dismissed claims that Mr Vance would stand again next year.",
    )
    assert not any(r[0] == "Tom Vance" and r[1] == "dismiss" for r in rows), rows
