"""Kinds of session 33 (issue 13): a happening named by what dates it ("last year's Hale Bowl", "this year's
Budget") or by the trade show it is ("the Kelso trade show", "Kelso, the world's biggest gadget fair,"); an
armed group's name of ontology/armed-groups.tsv ("Ahrar al-Sham") whatever NER tagged it; and a bare "at" of
a place, which only ties one mention's NER tag, no longer vetoes a statement at full weight; a kin word in
apposition ("Her brother, Tomas, said") makes a person; a post after a body's name ("Kelso General Hospital
professor of heart surgery, Ann Hale,") is held there and makes no person of the body; a span that opens
with a title ("[Dr Hale]") is a person's. Each text is invented; near misses beside each rule."""

from __future__ import annotations

import pytest

from kg.entities.evidence import CONTEXT_WEIGHT, PREFIX_WEIGHT, context_kind
from kg.entities.kinds import _stated_kind
from kg.entities.occasions import named_occasion
from kg.entities.roles import ROLE_AFTER
from kg.types import EVENT, ORGANIZATION, PERSON, PLACE, Mention
from tests.hand_tagged import mention_at


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a time's possessive dates one occurrence of something that comes round again
        ("The singer's slip at last year's Hale Bowl cost the network a fine.", "Hale Bowl", "GPE"),
        ("Ministers expect tax cuts in this year's Budget, aides said.", "Budget", "ORG"),
        ("Tickets for next year’s Kelso Games go on sale in May.", "Kelso Games", "PERSON"),
        ("Critics said last year's Pennbrook landed the organisers with debts.", "Pennbrook", "ORG"),
        # a trade show's noun right after the name
        ("The handset was shown at the Kelso trade show in Cannes.", "Kelso", "ORG"),
        ("Firms flocked to the Dunmore expo on Monday.", "Dunmore", "PERSON"),
        # a trade show's noun in apposition, closing its noun phrase
        ("Kelso, the world's biggest gadget fair, opens on Thursday.", "Kelso", "ORG"),
        ("Dunmore, a mobile trade fair, drew 20,000 visitors.", "Dunmore", "ORG"),
    ],
)
def test_a_happening_by_what_dates_it_or_the_show_it_is(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (EVENT, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a place, a people or a nation has no yearly occurrence of its own: the race or the games held there
        ("She won this year's London in record time.", "London", "GPE"),
        ("He missed last year's European with an injury.", "European", "NORP"),
        ("Crowds came to the Geneva motor show.", "Geneva", "GPE"),
        # a person's full name, and a prize, keep their kinds
        ("Fans hope he will be this year's David Hale.", "David Hale", "PERSON"),
        ("She is tipped for this year's Kelso Prize.", "Kelso Prize", "ORG"),
        # a hyphen makes the name a modifier of what the possessive dates
        ("Shops missed a smash such as last year's Oscar-winning epic.", "Oscar", "PERSON"),
        # "show" or "exhibition" alone may be a programme's or a painter's
        ("Viewers loved the Kelso show on Friday.", "Kelso", "PERSON"),
        ("Crowds queued for the Dunmore exhibition at the gallery.", "Dunmore", "PERSON"),
        ("Kelso, an early evening show that airs daily, was cut.", "Kelso", "ORG"),
        # a fair's noun after a grammar word belongs to another phrase
        ("Ann Hale, a spokesman for the fair, said it was full.", "Ann Hale", "PERSON"),
        # a season's or a day's possessive dates a league or a paper
        ("He led this season's Kelso League in goals.", "Kelso League", "ORG"),
        ("He told Sunday's Kelso Herald he would stay.", "Kelso Herald", "ORG"),
    ],
)
def test_near_misses_state_no_happening(text: str, name: str, label: str) -> None:
    assert not named_occasion(text, mention_at(text, name, label))
    assert context_kind(text, mention_at(text, name, label)) != (EVENT, CONTEXT_WEIGHT)


def test_a_bare_at_does_not_veto_a_statement_at_full_weight() -> None:
    """One mention stated an event ("Kelso, the world's biggest gadget fair,"), another put "at" it (a place's
    weak vote that only ties NER's tag): the statement decides; a second full-weight statement still does."""
    fair = Mention("a", 0, "Kelso", 0, 5, "ORG")
    at = Mention("a", 1, "Kelso", 40, 45, "ORG")
    stated = {fair: (EVENT, CONTEXT_WEIGHT), at: (PLACE, PREFIX_WEIGHT)}
    assert _stated_kind([fair, at], stated, [], "Kelso") == EVENT
    # a place stated at full weight ("the town of Kelso") still leaves the kind open
    stated[at] = (PLACE, CONTEXT_WEIGHT)
    assert _stated_kind([fair, at], stated, [], "Kelso") is None
    # so does a known city's "in" (twice a bare mention's tag)
    stated[at] = (PLACE, 2.0)
    assert _stated_kind([fair, at], stated, [], "Kelso") is None


def test_an_armed_group_of_the_table_is_an_organisation() -> None:
    """A name of ontology/armed-groups.tsv's `name` rows is an organisation's whatever NER tagged it ("members
    of Ahrar al-Sham" tagged PERSON); a name the table does not list says nothing by itself."""
    from kg.entities.kinds import _kind_hint
    from kg.entities.merger import Merger

    merger = Merger([])
    assert _kind_hint("Ahrar al-Sham", merger) == ORGANIZATION
    assert _kind_hint("Jaish al-Islam", merger) == ORGANIZATION
    assert _kind_hint("Ahmad al-Hamid", merger) is None


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # a possessive and a kin word in apposition before the name, closed by a comma
        ("Her brother, Tomas, said the family was stunned.", "Tomas", "ORG"),
        ("His widow, Mara Hale, thanked the nurses.", "Mara Hale", "ORG"),
    ],
)
def test_a_kin_word_in_apposition_makes_a_person(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) == (PERSON, CONTEXT_WEIGHT)


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        # no possessive: "Father, Son and Holy Spirit", a capitalised kin word opening a title
        ("The choir sang of the Son, Kelso and the hills.", "Kelso", "ORG"),
        # the name is not closed by a comma: a list or a sentence goes on
        ("His brother, Kelso Town and the council all objected.", "Kelso Town", "ORG"),
    ],
)
def test_near_misses_of_a_kin_word_state_no_person(text: str, name: str, label: str) -> None:
    assert context_kind(text, mention_at(text, name, label)) != (PERSON, CONTEXT_WEIGHT)


def test_a_post_after_a_body_is_held_there() -> None:
    """A post after a name that ends in an organisation's designator is held in the body, by the person
    named next; after a person's name it is the person's."""
    text = "Kelso General Hospital professor of heart surgery, Ann Hale, chairs the panel."
    assert ROLE_AFTER.match(text[len("Kelso General Hospital") :])
    assert context_kind(text, mention_at(text, "Kelso General Hospital", "ORG")) != (PERSON, CONTEXT_WEIGHT)
    text = "Ann Hale, professor of surgery at the college, was named to the panel."
    assert context_kind(text, mention_at(text, "Ann Hale", "PERSON")) == (PERSON, CONTEXT_WEIGHT)


def test_a_span_that_opens_with_a_title_is_a_person() -> None:
    """NER's span may hold the courtesy title or "Dr" that the person rule reads before a name: "[Dr Hale]"
    is a person as "Dr [Hale]" is. Case-sensitive: a firm's initials are no title ("MS Office"), nor is a
    word that opens with the letters ("Drake Hall")."""
    text = "The firm said Dr Hale would take it private."
    assert context_kind(text, mention_at(text, "Dr Hale", "ORG")) == (PERSON, CONTEXT_WEIGHT)
    text = "The update for MS Office ships in May."
    assert context_kind(text, mention_at(text, "MS Office", "ORG")) != (PERSON, CONTEXT_WEIGHT)
    text = "The concert moved to Drake Hall on Friday."
    assert context_kind(text, mention_at(text, "Drake Hall", "ORG")) != (PERSON, CONTEXT_WEIGHT)
