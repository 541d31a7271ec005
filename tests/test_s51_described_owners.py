"""A definite description as the owner of a longer side, read as it is read as a subject or an object
(issue 12, class 1), session 51: "The singer's new album" after "Irish singer Aine Doyle"
(``redescription.described_again``), "the club's members" for the one name holding "Club"
(``descriptions.description_kind``). Not a company noun ("the firm's shares"), which ``inner_names`` leaves
unwritten inside a side (tied by an apposition, it named a bidder or a fund as often as the company meant),
nor a bare role noun ("the singer's tour"), whose one person in reach was the wrong one on dev-s50 when NER
missed the singer. An owner tied but left as written anchors nothing, nor closes a teller (``unanchored``,
review of session 51). Real-model parses of invented sentences."""

from __future__ import annotations

import pytest

from tests.statements import triples_of


def sides(nlp, text: str, lemma: str) -> set[tuple[str, str]]:
    """(subject, object) of the statements of ``text`` with ``lemma``, as their words read."""
    triples = triples_of(nlp, "Headline here\n\n" + text)
    return {(t.subject.display, t.object.display if t.object else "") for t in triples if t.lemma == lemma}


@pytest.mark.parametrize(
    ("text", "lemma", "side"),
    [
        # a person the article described by the noun
        (
            "Irish singer Aine Doyle will tour Canada in May. The singer's new album sold 40,000 copies in "
            "its first week.",
            "sell",
            ("Aine Doyle's new album", "40,000 copies"),
        ),
        # a noun of no kind, which only the article's description of the name ties
        (
            "The Orla Theatre staged the comedy Sea Glass on Friday. The comedy's writer thanked the cast.",
            "thank",
            ("Sea Glass's writer", "the cast"),
        ),
        # a body noun: the one name that holds it
        (
            "The Kestrel Rowing Club opened a boathouse on Monday. The club's members raised the money "
            "themselves.",
            "raise",
            ("The Kestrel Rowing Club's members", "the money"),
        ),
    ],
)
def test_bare_description_as_owner_is_written_as_its_name(nlp, text, lemma, side):
    assert side in sides(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "side"),
    [
        # a role noun, which no description of the article ties: the one person NER finds in reach was
        # another as often as not
        (
            "Health Minister Carla Brenner visited the ward on Monday. The minister's aide later resigned "
            "over the visit.",
            "resign over",
            ("The minister's aide", "the visit"),
        ),
        # a company noun, though the article described the company by it
        (
            "Veltron Holdings, the Dutch chip firm, said on Monday it would buy a rival. Analysts expect the "
            "firm's shares to rise.",
            "expect",
            ("Analysts", "the firm's shares to rise"),
        ),
    ],
)
def test_owner_by_a_role_or_a_company_noun_stays_open(nlp, text, lemma, side):
    assert side in sides(nlp, text, lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "side", "flag"),
    [
        # the association is the subject of the clause before, so ``inner_names`` leaves the owner as
        # written: the statement's words name no one, whatever the owner was tied to
        (
            "The Marlow Choir Association met in Leeds on Monday, and the association's chairman said fees "
            "would rise.",
            "say",
            ("the association's chairman", "fees would rise"),
            "unanchored",
        ),
        # the same for an owner the article described: the singer is the subject of the verb before
        (
            "Scottish singer Moira Tulloch toured Canada in May, and the singer's fans cheered the band.",
            "cheer",
            ("the singer's fans", "the band"),
            "unanchored",
        ),
        # and for a teller: the claim's speaker is shown as "the party's spokesman", a nameless teller
        (
            "The Harlow Green Party held a rally on Monday, and the party's spokesman said Tom Ashby would "
            "win the seat.",
            "win",
            ("Tom Ashby", "the seat"),
            "speaker",
        ),
    ],
)
def test_owner_resolved_but_not_written_anchors_nothing(nlp, text, lemma, side, flag):
    triples = [t for t in triples_of(nlp, "Headline here\n\n" + text) if t.lemma == lemma]
    shown = {t.flag for t in triples if (t.subject.display, t.object.display if t.object else "") == side}
    assert shown == {flag}
