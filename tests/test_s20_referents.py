"""A pronoun or speaker given to the wrong referent (issue 12, audit class 10): the speaker's own "she
said" after a quotation, a "he" after an unnamed person spoke, an "it" after a passive's named doer.
Real-model parses of sentences written for the tests, of the shapes met on news text.
"""

from __future__ import annotations

from tests.statements import find, triples_of


def test_she_said_after_a_quotation_is_the_speaker_of_the_conjoined_says(nlp) -> None:
    # "says" shares "is upset"'s subject, and the closing mark of a quotation opened the sentence
    # before leaves "she" outside it: she is Laura Kemp, not Mia Lowe, named last as a subject
    text = (
        "Laura Kemp is also upset and says that Mia Lowe and herself were treated badly. "
        '"You cannot imagine what I went through these days. It was very hard on me," she said. '
        '"I do not want to talk to Anna at all."'
    )
    triples = triples_of(nlp, text)
    said = [t.subject.display for t in triples if t.lemma == "say" and t.subject.text == "she"]
    assert said == ["Laura Kemp"]
    talk = find(triples, "want to talk to")
    assert talk.subject.display == "Laura Kemp"
    assert talk.attributed_to is not None and talk.attributed_to.display == "Laura Kemp"


def test_he_said_after_a_sentence_the_parser_cut_in_pieces_is_its_speaker(nlp) -> None:
    # the line breaks cut "Tom Hale revealed ... did ask ..." in three: the pieces in lower case are
    # still his sentence, so "He said" continues him, not the striker the last piece names
    text = (
        "On the subject of the captain, Tom Hale revealed Real Betis\ndid\nask about the winger during "
        'talks for striker Ian Ross.\n\nHe said: "They wanted more out of the deal for Ian Ross, but the '
        'answer was the same."'
    )
    said = [t for t in triples_of(nlp, text) if t.lemma == "say"]
    assert [t.subject.display for t in said] == ["Tom Hale"]
