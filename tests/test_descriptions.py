"""Which name a definite description ("the forum", "the minister") stands for, on real-model parses of
sentences written for these tests (issue 12, dev-s6 class 1).

A bare "the" + kind noun (ontology/kind-nouns.tsv) enters the graph resolved when one name in reach
settles it: the one name the article gave that is headed by the noun, or for a role noun the one person
named in its sentence, the two before or the headline. Left open as a subject or speaker, its statement
stays out of the graph like an unresolved pronoun.
"""

from __future__ import annotations

import pytest

from kg.extract.descriptions import kind_nouns
from tests.statements import find as _find
from tests.statements import triples_of as _triples


def test_the_forum_stands_for_the_one_forum_the_article_named_sentences_before(nlp):
    text = (
        "Leaders met on Saturday with representatives of the Harbour Valley Civic Forum. "
        "Both sides discussed the preparations for a conference in Izmir. "
        "Bombing hit the old quarter of the city on Friday. "
        "The forum hopes to build a network of local councils."
    )
    triple = _find(_triples(nlp, text), "hope to build")
    assert (triple.subject.display, triple.flag) == ("the Harbour Valley Civic Forum", "")


def test_the_minister_stands_for_the_one_person_named_just_before(nlp):
    text = "Ruth Kelly visited a school in Leeds on Monday. The minister praised the teachers."
    triple = _find(_triples(nlp, text), "praise")
    assert (triple.subject.display, triple.flag) == ("Ruth Kelly", "")


def test_the_minister_with_two_people_in_reach_stays_out_of_the_graph(nlp):
    text = "Ruth Kelly met Tom Hale in Leeds on Monday. The minister praised the teachers."
    triple = _find(_triples(nlp, text), "praise")
    assert (triple.subject.display, triple.flag) == ("The minister", "pronoun")


def test_the_club_no_name_settles_stays_out_as_subject(nlp):
    text = "Fans marched through the town on Saturday. The club confirmed a new bid for the stadium."
    triple = _find(_triples(nlp, text), "confirm")
    assert (triple.subject.display, triple.flag) == ("The club", "pronoun")


def test_the_government_left_open_leaves_the_graph(nlp):
    # an open "The government" with nothing to place it: session 43's keep-out of open state bodies (the
    # judged sets held 20 useless or false such statements for 2 true ones); a count or a named state keeps it
    text = (
        "Rebels said the army shelled the town overnight. The government refers to the rebels as terrorists."
    )
    triple = _find(_triples(nlp, text), "refer to")
    assert (triple.subject.display, triple.flag) == ("The government", "description")


def test_the_ministry_stands_for_the_one_ministry_the_article_named(nlp):
    text = (
        "The Ministry of Defence confirmed the strike on Monday. Officials visited the base. "
        "Reporters waited outside. The ministry denied reports of civilian deaths."
    )
    triple = _find(_triples(nlp, text), "deny")
    assert (triple.subject.display, triple.flag) == ("The Ministry of Defence", "")


def test_an_unresolved_description_as_object_stays_in_the_graph(nlp):
    # "swept the board": an object leaves the statement its subject and verb
    text = "Usher swept the board at the awards."
    triple = _find(_triples(nlp, text), "sweep")
    assert (triple.object.display if triple.object else "", triple.flag) == ("the board", "")


def test_kind_nouns_reuse_the_company_nouns_as_organisations():
    kinds = kind_nouns()
    assert kinds["firm"] == "org" and kinds["forum"] == "org" and kinds["minister"] == "person"
    assert kinds["console"] == "work" and kinds["government"] == "named"


def test_a_pronoun_reported_by_a_resolved_description_takes_its_name(nlp):
    text = (
        "Ruth Kelly visited a school in Leeds on Monday. The minister said she received support from parents."
    )
    triple = _find(_triples(nlp, text), "receive")
    assert (triple.subject.display, triple.flag) == ("Ruth Kelly", "")


# Sentences written for these tests, each with what must (or must not) fire: (text, relation, subject
# shown, flag). "pronoun" is the flag that keeps a statement out of the graph like an unresolved "it".
_CASES = [
    # a description with words of its own is never resolved: as a subject it stays out ...
    pytest.param(
        "Sony unveiled a new games machine on Monday. The handheld console plays music and films.",
        "play",
        "The handheld console",
        "pronoun",
        id="work-noun-with-an-adjective",
    ),
    pytest.param(
        "Greenpeace staged a protest in Leeds. The campaign group, which opposes nuclear power, "
        "blocked the road.",
        "block",
        "The campaign group",
        "pronoun",
        id="org-noun-with-a-comma-relative",
    ),
    pytest.param(
        "Voters went to the polls in Leeds. The local party, which backs the mayor, won the seat.",
        "win",
        "The local party",
        "pronoun",
        id="org-noun-with-an-adjective-and-a-comma-relative",
    ),
    # ... unless a name or a nationality says which, or an organisation noun has only an adjective
    # ("The militant group": a war report's one body of that sort, judged true)
    pytest.param(
        "Voters went to the polls in Leeds. The Labour party won the seat.",
        "win",
        "The Labour party",
        "",
        id="a-name-in-the-phrase",
    ),
    pytest.param(
        "Talks resumed in Geneva on Monday. The Russian president said the strikes would stop.",
        "say",
        "The Russian president",
        "",
        id="a-nationality-in-the-phrase",
    ),
    pytest.param(
        "Shelling hit the town on Monday. The militant group said it had fired the rockets.",
        "say",
        "The militant group",
        # the description rules leave an adjective + organisation noun alone; since session 31 the statement
        # stays out all the same, as naming nothing on either side (kg/extract/unanchored.py)
        "unanchored",
        id="org-noun-with-an-adjective-only",
    ),
    # one fitting name settles a description, two or none leave it open
    pytest.param(
        "Volkswagen reported higher sales on Monday. The company said it would cut 3,000 jobs.",
        "say",
        "Volkswagen",
        "",
        id="the-company-after-one-company",
    ),
    pytest.param(
        "Volkswagen and Renault reported higher sales on Monday. The company said it would cut 3,000 jobs.",
        "say",
        "The company",
        "pronoun",
        id="the-company-after-two-companies",
    ),
    pytest.param(
        "Foreign Minister Anna Berg met Defence Minister Paul Dorn in Oslo. "
        "The minister said the talks went well.",
        "say",
        "The minister",
        "pronoun",
        id="the-minister-after-two-ministers",
    ),
    pytest.param(
        "Storms hit the coast on Monday. The minister said the damage was severe.",
        "say",
        "The minister",
        "pronoun",
        id="the-minister-with-no-one-named",
    ),
    pytest.param(
        'Kay Ford joined the band in May. "The newcomer has been disloyal," Sam Reed said.',
        "be",
        "Kay Ford",
        "",
        id="the-newcomer-in-a-quotation-is-the-one-other-person",
    ),
    # a resolved organisation noun's reported "it" is that organisation; a person's "it" is not her
    pytest.param(
        "Volkswagen reported higher sales on Monday. The company said it would cut 3,000 jobs.",
        "cut",
        "Volkswagen",
        "",
        id="the-company-reports-it",
    ),
    pytest.param(
        "Volkswagen and Renault reported higher sales on Monday. The company said it would cut 3,000 jobs.",
        "cut",
        "it",
        "pronoun",
        id="an-open-company-reports-it",
    ),
    pytest.param(
        "Ruth Kelly visited a school in Leeds on Monday. The minister said it was a good school.",
        "be",
        "it",
        "pronoun",
        id="the-minister-reports-it",
    ),
    # ... but only when the article names one organisation that fits, and the "it" can be the body
    # itself (the independent review of session 9: each of these took a wrong name)
    pytest.param(
        "Lenders raise rates\n\nBarclays and HSBC raised their mortgage rates on Monday. "
        "The bank said it expected more borrowers to fall behind.",
        "expect",
        "it",
        "pronoun",
        id="two-banks-one-missed-by-the-tagger",
    ),
    pytest.param(
        "Bank raises rates\n\nBarclays raised its mortgage rates on Monday. "
        "The bank said it expected more borrowers to fall behind.",
        "expect",
        "it",
        "pronoun",
        id="a-headline-noun-is-no-company",
    ),
    pytest.param(
        "Coalition talks collapse\n\nThe Social Democrats and the Green Party failed to agree on Tuesday. "
        "The party said it would not join any government led by the Conservatives.",
        "join",
        "it",
        "pronoun",
        id="two-parties",
    ),
    pytest.param(
        "Nokia to close Bochum plant\n\nThe union IG Metall called a strike on Friday. "
        "The company said it would move production to Romania.",
        "move",
        "it",
        "pronoun",
        id="a-union-is-no-company",
    ),
    pytest.param(
        "Merger talks\n\nUnilever confirmed talks on Monday. Shares rose 4%. Analysts expected a bid "
        "within weeks. Nestle declined to comment. The company said it would update investors on Friday.",
        "update",
        "it",
        "pronoun",
        id="two-companies-sentences-apart",
    ),
    pytest.param(
        "Tesco reported lower sales on Wednesday. The company said it was too early to judge the impact.",
        "be",
        "it",
        "pronoun",
        id="it-with-a-copula",
    ),
    pytest.param(
        "Unilever confirmed talks with Reckitt on Monday. The firm said it would be a good fit for both.",
        "be fit for",
        "it",
        "pronoun",
        id="it-is-the-deal",
    ),
    pytest.param(
        "Tesco closed 40 stores on Monday. The company said it was raining heavily in the north.",
        "rain in",
        "it",
        "pronoun",
        id="it-is-the-weather",
    ),
    # a title said as one ("the prime minister") is as bare as "the minister", and names the one person
    # written with that title before (kg/extract/offices.py); "former" describes, and since session 36 a
    # described person stands for the one person named in reach (descriptions.described_person), while
    # "new" sets another person apart and stays open
    pytest.param(
        "Prime Minister Boris Johnson visited Yorkshire on Friday. "
        "The prime minister said more money would be found for flood defences.",
        "say",
        "Boris Johnson",
        "",
        id="the-prime-minister-is-a-title",
    ),
    pytest.param(
        "Foreign Secretary Dominic Raab met his French counterpart in Paris. "
        "The foreign secretary said the two countries would work together.",
        "say",
        "Dominic Raab",
        "",
        id="the-foreign-secretary-is-a-title",
    ),
    pytest.param(
        "Former Health Minister Anna Berg was charged with fraud. The former minister denied the charges.",
        "deny",
        "Anna Berg",
        "",
        id="the-former-minister-is-the-one-person-named",
    ),
    pytest.param(
        "Health Minister Anna Berg was charged with fraud. The new minister denied any cover-up.",
        "deny",
        "The new minister",
        "pronoun",
        id="the-new-minister-is-another",
    ),
    # a work as the source: the claim's subject stays Mr Prescott, but "[by The new book]" points at a book
    # nothing resolved, so since session 32 the claim stays out (kg/extract/unanchored.py, nameless_teller)
    pytest.param(
        "A biography of the deputy leader went on sale. The new book claims Mr Prescott hosted a dinner "
        "in November 2003.",
        "host",
        "Mr Prescott",
        "speaker",
        id="a-book-as-the-source",
    ),
]


@pytest.mark.parametrize(("text", "lemma", "subject", "flag"), _CASES)
def test_a_description_stands_for_the_one_name_that_settles_it_or_stays_out(nlp, text, lemma, subject, flag):
    triple = _find(_triples(nlp, text), lemma)
    assert (triple.subject.display, triple.flag) == (subject, flag)


@pytest.mark.parametrize(
    "text",
    [
        'Anna Berg leads the teachers\' union. "The minister has failed the school," said Berg.',
        'Anna Berg leads the teachers\' union. "The minister has failed the school," she said.',
        "Union leader Anna Berg spoke in Leeds on Monday. She said the minister had failed the school.",
    ],
)
def test_the_minister_in_a_speakers_words_never_stands_for_the_speaker(nlp, text):
    # the one person in reach is the one speaking: her "the minister" is someone else
    triple = _find(_triples(nlp, text), "fail")
    assert (triple.subject.display.lower(), triple.flag) == ("the minister", "pronoun")


def test_an_it_a_cause_is_given_for_is_not_the_reporting_company(nlp):
    # "it was caused by ...": the passive "it" is the news (the loss), not the firm
    text = "Intel reported a loss on Thursday. The firm said it was caused by a shortage of chips."
    triple = _find(_triples(nlp, text), "cause")
    assert (triple.object.display if triple.object else "", triple.flag) == ("it", "pronoun")
