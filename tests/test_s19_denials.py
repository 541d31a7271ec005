"""Subjects that deny what they name (issue 12, session 19): "No arrests were made" is "arrests | make
[NOT]", not "No arrests | make [NOT]", which denies twice. Real-model parses of sentences written for these
tests, with their counter-cases."""

from __future__ import annotations

import pytest

from tests.statements import find, triples_of

# sentence => subject | relation [NOT] {flag}. A subject left as one bare noun stays negated (and out of
# the graph, as `unanchored`, when no word on either side names anything: kg/extract/unanchored.py, or as
# `nameless` when only a happening does: "which rally?", kg/extract/nameless.py);
# "Nobody" and "No one" keep their denial, since nothing else names who is denied; a "No" that is part of
# a name denies nothing (No 10, the No campaign, a ranking's No 1), a capital "No" after a verb opens its
# clause; "Hardly" denies a count and stays with it.
DENIALS = """
None of the ferries reached the island that night. => the ferries | reach [NOT] {description}
Neither of the twins finished the race. => the twins | finish [NOT] {description}
None of them finished the race. => None of them | finish [NOT] {pronoun}
"No ship has sailed since Monday," the harbour master said. => ship | sail [NOT] {unanchored}
No arrests were made at the rally on Sunday. => arrests | make at [NOT] {nameless}
Neither team scored in the first half. => team | score [NOT] {unanchored}
No senior officer attended the inquiry. => senior officer | attend [NOT] {unanchored}
Nobody questioned her commitment to the club. => Nobody | question [NOT] {unanchored}
No one on the ship reported the fault. => No one on the ship | report [NOT] {unanchored}
No 10 said the report was wrong. => No 10 | say {}
The No campaign said the vote was lost. => The No campaign | say {}
World No 1 Anna Berg won the final. => No 1 Anna Berg | win {}
He said No town can live on its harbour alone. => town | live on [NOT] {pronoun}
Hardly anyone turned up for the vote on Tuesday. => Hardly anyone | turn up for {pronoun}
"""


def _rows(table: str) -> list[tuple[str, str, str, bool, str]]:
    rows = []
    for line in table.strip().splitlines():
        text, _, statement = line.partition(" => ")
        subject, _, rest = statement.partition(" | ")
        relation, _, flag = rest.partition(" {")
        rows.append((text, relation.removesuffix(" [NOT]"), subject, relation.endswith("[NOT]"), flag[:-1]))
    return rows


@pytest.mark.parametrize(("text", "lemma", "subject", "negated", "flag"), _rows(DENIALS))
def test_a_denied_subject_loses_its_denial_and_the_statement_is_negated(
    nlp, text: str, lemma: str, subject: str, negated: bool, flag: str
) -> None:
    """Kept whole, "No arrests | make at | the rally [NOT]" denies twice: the subject is what is denied."""
    found = find(triples_of(nlp, text), lemma)
    assert (found.subject.display, found.negated, found.flag) == (subject, negated, flag)


def test_neither_nor_denies_every_name(nlp) -> None:
    """ "Neither Lund nor Berg signed": split into one statement a name, Berg's was made positive."""
    found = triples_of(nlp, "Neither Lund nor Berg signed the letter.")
    assert sorted((t.subject.display, t.negated) for t in found) == [("Berg", True), ("Lund", True)]


# Hand-built parses, one token a word: words, heads, labels.
DETACHED = [
    pytest.param(
        "No wonder really , it 's chosen by the readers .",
        [1, 6, 6, 6, 6, 6, 6, 6, 9, 7, 6],
        "det nsubjpass advmod punct nsubjpass auxpass ROOT agent det pobj punct",
        True,
        id="a verbless No phrase set off before the clause (No wonder really, it's chosen by)",
    ),
    pytest.param(
        "No arrests were made at the rally .",
        [1, 3, 3, 3, 3, 6, 4, 3],
        "det nsubjpass auxpass ROOT prep det pobj punct",
        False,
        id="counter: the denied subject of its verb",
    ),
]


@pytest.mark.parametrize(("words", "heads", "deps", "detached"), DETACHED)
def test_a_verbless_denial_before_a_clause_is_no_subject(
    nlp, words: str, heads: list[int], deps: str, detached: bool
) -> None:
    """A hand-built parse: the "No" phrase the parser hung on a clause with a subject of its own neither
    denies the clause's statement nor names its subject."""
    from spacy.tokens import Doc

    from kg.extract.denials import detached_denial
    from kg.extract.facts import Arg

    doc = Doc(nlp.vocab, words=words.split(), heads=heads, deps=deps.split())
    assert detached_denial(Arg(0, 2, 1), doc) is detached
