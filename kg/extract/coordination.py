"""Which noun or verb a coordinated clause belongs to, where the parse hangs it on the wrong conjunct.

"battles between the tribesmen and ISIS militants who took control" hangs the relative on the first
noun; "has led to thousands being moved and drawn protests" hangs the active "drawn" on the passive
"moved". The subject and object rules ask these before sharing a subject or an object. A "which"
clause on a speaker is the speaker's or the statement's (``about_the_report``, ``before_report``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import place_host
from .attribution import SPEECH_LEMMAS
from .conjuncts import conjuncts
from .lists import prepositions_of
from .person_relatives import person_host
from .struck_targets import struck_host

if TYPE_CHECKING:
    from spacy.tokens import Token

# a clause's subjects, as a speaker stands to its speech verb
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})


def relative_antecedents(verb: Token, antecedent: Token) -> list[Token]:
    """The nouns a relative clause is about: the antecedent and its conjuncts, or only the last conjunct
    when the clause follows that one at once and the nouns are set against each other ("battles between
    the tribesmen and ISIS militants who took control": the parser hangs "who" on the first noun, but it
    is the militants who took control).

    Elsewhere the clause is about all of them ("Doctors and nurses who treated the wounded", "Lund and
    Kraus, who came off the bench").
    """
    antecedent = struck_host(verb, place_host(verb, person_host(verb, antecedent)))
    listed = conjuncts(antecedent)
    start = verb.left_edge.i
    opposed = antecedent.dep_ == "pobj" and antecedent.head.lower_ in prepositions_of("opposing")
    if (
        opposed
        and len(listed) > 1
        and start == listed[-1].right_edge.i + 1
        and not verb.doc[start - 1].is_punct
    ):
        return listed[-1:]
    return listed


def active_after_passive(verb: Token) -> bool:
    """True for "being moved and drawn protests": a bare past participle with a direct object of its own,
    coordinated with a passive, is active (a passive takes no object), so it shares neither the
    passive's subject nor, as right-node raising, its object."""
    # the tagger reads a participle sharing "has" as a past tense too ("being sacked and caused strikes")
    if (
        verb.dep_ != "conj"
        or verb.tag_ not in {"VBN", "VBD"}
        or not any(c.dep_ == "dobj" for c in verb.children)
    ):
        return False
    own_aux = any(c.dep_ in {"aux", "auxpass"} for c in verb.children)
    return not own_aux and any(c.dep_ == "auxpass" for c in verb.head.children)


def perfect_ancestor(verb: Token) -> Token | None:
    """The nearest verb above ``verb`` in the perfect ("has led to ... and drawn"), whose "has" the bare
    participle shares; None when there is none."""
    for up in verb.ancestors:
        if up.pos_ in {"VERB", "AUX"} and any(c.dep_ == "aux" and c.lemma_ == "have" for c in up.children):
            return up
    return None


def about_the_report(verb: Token, relative: Token) -> bool:
    """True for a "which" clause on a speaker that is about the statement, not the speaker: ", which was
    confirmed by ..." after a speaker, also after a source that closes the report ("..., said Erdogan's
    office, which was also confirmed by X": X confirmed the news, not the office). An active one after a
    closing source ("said the Observatory which tracks the war") is the source's, and so is one between
    the speaker and its speech verb (``before_report``). ``relative`` is the clause's relative word."""
    speaker = verb.head
    if (
        relative.lower_ != "which"
        or speaker.dep_ not in _SUBJECT_DEPS
        or speaker.head.lemma_ not in SPEECH_LEMMAS
    ):
        return False
    closing = speaker.i > speaker.head.i
    return (not closing or relative.dep_ == "nsubjpass") and not before_report(verb)


def before_report(verb: Token) -> bool:
    """True for a relative clause on a speaker that stands between the speaker and its speech verb ("Acme,
    which owns the Post, said ..."): it describes the speaker, as the statement it might refer to is not
    yet made. ``verb`` is the relative clause's verb, hung on the subject of the speech verb."""
    speaker = verb.head
    if verb.dep_ != "relcl" or not verb.right_edge.i < speaker.head.i or speaker.i > speaker.head.i:
        return False
    if any(_nearer_noun(c) and speaker.i < c.i < verb.i for c in speaker.children):
        # "the head of the union, which represents ...", "Ann Lee, head of Acme, which makes ...": the clause
        # may be the nearer noun's, and the parse hangs it on the speaker as often as not
        return False
    if verb.lemma_ == "have" or any(_misread_object(c) for c in verb.children):
        # "which has a 22% share in the X market": the light verb's noun is lost from the statement, which
        # then reads wrong
        return False
    # the clause is closed by a comma or dash, or the speech verb follows it at once ("Russia which has sent
    # ships said"): a list run on from its object into the next words is the speech verb's subjects ("X,
    # which publishes A and B, C and D have all announced")
    after = verb.doc[verb.right_edge.i + 1]
    return after.is_punct or after.i == speaker.head.i


def _nearer_noun(dependent: Token) -> bool:
    """True for a speaker's prepositional phrase or apposition that names another noun, not a word of the
    speaker's own name ("the Observatory for Human Rights") or its bracketed short form ("(PTC)")."""
    if dependent.dep_ == "prep":
        return dependent.ent_iob_ != "I"
    doc = dependent.doc
    return dependent.dep_ == "appos" and not (
        dependent.left_edge.i > 0 and doc[dependent.left_edge.i - 1].text == "("
    )


def _misread_object(dependent: Token) -> bool:
    """True for an object the statement would misread: a reflexive ("calls itself X", whose name is lost), a
    name given something "with" ("supplied Radio Kent with figures" is no supplying of Radio Kent), or a
    coordination run on into a verb the tagger read as a plural noun ("monitors the war and determines
    which jets ...", an embedded question after it)."""
    if dependent.dep_ != "dobj":
        return False
    if dependent.tag_ == "PRP":
        return True
    doc = dependent.doc
    after = dependent.right_edge.i + 1
    if dependent.pos_ == "PROPN" and after < len(doc) and doc[after].lower_ == "with":
        return True
    return any(
        c.tag_ == "NNS"
        and c.i + 1 < len(doc)
        and doc[c.i + 1].lower_ in {"which", "what", "whether"}
        and not doc[c.i + 1].dep_.startswith("nsubj")
        for c in dependent.conjuncts
    )
