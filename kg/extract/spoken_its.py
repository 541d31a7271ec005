"""An "it" a person's words describe by a copula: the thing the person talks about, not a name before.

"It was a real shock," Dana Reyes said; "Kim Lo, the Acme chairman, said it was a great chance for the
brand": what "it" is, in a person's own words, is the happening, the deal or the news the person talks
about, which the writer seldom names. Salience, which sees only names, gives it the last name before (the
speaker's own, the speaker's firm, a country) and the graph then states that the firm was "a great chance"
or the country "totally overwhelming" (issue 12, class 10). A person is never an "it", so the speaker's own
rule (``reporting_subject``: "Acme said it was the largest supplier") does not reach a person's words.

Such an "it", the subject of "be" with an adjective or a noun for its complement, inside a quotation or in
the clause a person's speech verb reports, keeps its name only when that name is what the words before are
about: the subject of the sentence before, or of its own sentence before it (not a speaker's phrase). A
firm a spokesman speaks for keeps its "it" too in reported speech ("A Yili spokesman said it was
profitable"; his own quoted words would say "we"), unless the complement takes a clause of its own ("it
was a great chance for the brand to grow"), which is what the "it" then stands for. A person named before
is never what an "it" is about. Only taken away, never given: the statement stays out of the graph, flagged
pronoun.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import PERSON_LABELS, is_speech_verb
from .clause_subjects import _addressee_verbs
from .quotes import SUBJECTISH, clean_name, quoted, speaks_for

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# the pronouns a person speaks of himself or herself by, or is spoken of by, as a speech verb's subject
_PERSON_SUBJECTS = frozenset({"i", "he", "she"})


def spoken_its(doc: Doc, resolved: dict[int, str]) -> list[int]:
    """Indexes of the resolved "it"s a person's words describe by a copula, which the words before do not
    name."""
    found = []
    for i, name in resolved.items():
        tok = doc[i]
        if tok.lower_ != "it" or tok.dep_ not in SUBJECTISH or tok.head.lemma_ != "be":
            continue
        complement = next((c for c in tok.head.children if c.dep_ in {"acomp", "attr"} and c.i > i), None)
        if complement is None or complement.pos_ not in {"ADJ", "NOUN"}:
            continue
        speaker = _person_speaker(tok)
        direct = quoted(tok)
        if speaker is None and not direct:
            continue
        if (
            not direct
            and speaker is not None
            and speaks_for(speaker) == name
            and not _clause_after(complement)
        ):
            continue  # "A Yili spokesman said it was profitable": his firm (his own words would say "we")
        if not _about(tok, name, speaker):
            found.append(i)
    return found


def _person_speaker(tok: Token) -> Token | None:
    """The subject of the nearest speech verb above ``tok``, when it is a person: a name NER labels a
    person, "I", "he" or "she", or a spokesman's noun (``speaks_for``)."""
    verb = next((a for a in tok.ancestors if is_speech_verb(a)), None)
    if verb is None:
        return None
    subject = next((c for c in verb.children if c.dep_ in SUBJECTISH), None)
    if subject is None:
        return None
    person = subject.ent_type_ in PERSON_LABELS or subject.lower_ in _PERSON_SUBJECTS
    person = person or any(c.dep_ == "appos" and c.ent_type_ in PERSON_LABELS for c in subject.children)
    return subject if person or speaks_for(subject) else None


def _clause_after(complement: Token) -> bool:
    """True for a complement with an infinitive or a that-clause after it ("a great chance for the brand to
    grow", "a basic principle that people ..."): what the "it" stands for."""
    for c in complement.subtree:
        if c.i <= complement.i or c.dep_ not in {"acl", "ccomp", "xcomp", "relcl", "advcl"}:
            continue
        if any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children) or c.dep_ == "ccomp":
            return True
    return any(c.dep_ in {"ccomp", "xcomp"} and c.i > complement.i for c in complement.head.children)


def _about(tok: Token, name: str, speaker: Token | None) -> bool:
    """True when ``name`` heads a subject of the sentence before or of the pronoun's own sentence before it,
    other than the speaker's phrase: what the words before are about."""
    doc = tok.doc
    start = doc[tok.sent.start - 1].sent.start if tok.sent.start > 0 else tok.sent.start
    words = clean_name(name).lower().split()
    if not words:
        return False
    inside = set(range(speaker.left_edge.i, speaker.right_edge.i + 1)) if speaker is not None else set()
    for t in doc[start : tok.i]:
        if t.dep_ not in SUBJECTISH or t.i in inside or t.pos_ == "PRON" or t.ent_type_ in PERSON_LABELS:
            continue  # a person is never an "it"
        if _speaks(t.head):
            continue  # 'Reyes said: "It was ..."': the one who speaks, not what is spoken of
        if t.lower_ in words:
            return True
    return False


def _speaks(verb: Token) -> bool:
    """True for a speech verb that reports words (a clause, or a quote after it; "told the BBC:" names only
    whom it told): not one whose only complement is a thing ("Acme posted a loss"), whose subject is what
    the sentence is about."""
    if not is_speech_verb(verb):
        return False
    clause = any(c.dep_ in {"ccomp", "parataxis", "xcomp"} for c in verb.children)
    thing = verb.lemma_.lower() not in _addressee_verbs() and any(c.dep_ == "dobj" for c in verb.children)
    return clause or not thing
