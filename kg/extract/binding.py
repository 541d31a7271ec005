"""A pronoun object never stands for the subject of its own clause, nor a relative clause's subject
pronoun for the noun the clause modifies, nor a subject pronoun for a name its own verb's words hold
(issue 12).

"The cache can take a message and upload it to a page": "it" is not the cache, for English says
"itself" when an object is its clause's subject. Whatever rule of ``kg.extract.coref`` resolved such an
object to its own clause's subject was wrong, and the pronoun is better left unresolved (its statement
then stays out of the graph, flagged "pronoun").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import BELIEF_LEMMAS, PERSON_PRONOUNS, is_speech_verb
from .cache import entity_around
from .lists import prepositions_of
from .quotes import SUBJECTISH, clean_name
from .second_acts import second_act_report

if TYPE_CHECKING:
    from spacy.tokens import Token

# Object slots of a clause: "saw it", "gave them a chance", "spoke to him" (through its preposition).
_OBJECTS = frozenset({"dobj", "dative", "pobj"})
# Pronouns that may stand for their clause's subject: reflexives, and owners ("Smith and his son").
_MAY_BIND = frozenset({"itself", "himself", "herself", "themselves", "his", "her", "its", "their"})


def bound_by_subject(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True when object pronoun ``tok``, resolved to ``name``, would be the subject of its own clause:
    the subject's words end with the name's last word, or the subject was resolved to ``name``."""
    if tok.dep_ not in _OBJECTS or tok.lower_ in _MAY_BIND or tok.tag_ == "PRP$":
        return False
    verb = tok.head
    if tok.dep_ == "pobj":
        # "took the papers with him": a place or company phrase says "him" for its own subject
        if verb.dep_ not in {"prep", "dative"} or verb.lower_ in prepositions_of("near"):
            return False
        verb = verb.head
    if verb.pos_ not in {"VERB", "AUX"}:
        return False
    last = name.split()[-1] if name.split() else ""
    for subject in _subjects(verb):
        if resolved.get(subject.i) == name or clean_name(subject.text) == last:
            return True
    return False


def _subjects(verb: Token) -> list[Token]:
    """The subjects of ``verb``, or of the verb it is coordinated with when it has none of its own
    ("can take a message and upload it": the cache is the subject of both)."""
    for _ in range(3):
        own = [c for c in verb.children if c.dep_ in SUBJECTISH]
        if own or verb.dep_ != "conj":
            return own
        # "said the army will X and promised he ...": the second act is the speaker's (``second_acts``)
        verb = second_act_report(verb) or verb.head
    return []


# Arcs after a subject pronoun whose words are no part of what its own verb says or does: a conjoined
# clause of its own ("he left and Mr Lee stayed"), an adverbial clause, a loose attachment; and a
# predicate noun ("He is Mr Lee"), which names the subject itself.
_NOT_OWN = frozenset({"conj", "cc", "punct", "advcl", "parataxis", "dep", "attr", "oprd"})
# Words of a longer name, which may carry the person's own name ("the Lee-Brandt Ballet", "She was born
# Anna Lee Brandt"): only a name's head word is the person it names.
_NAME_PARTS = frozenset({"compound", "flat"})


def reported_by(tok: Token, verb: Token) -> bool:
    """True when ``tok`` is a word of the clause ``verb`` reports (a ``ccomp`` of it): in "Mr Lee
    has the drive, he said", "Mr Lee" is what was said, wherever it stands."""
    for a in [tok, *tok.ancestors]:
        if a.head.i == verb.i and a.i != verb.i:
            return a.dep_ == "ccomp"
    return False


def named_by_own_verb(tok: Token, name: str) -> bool:
    """True when subject pronoun ``tok``, resolved to ``name``, would be a name written in its own
    verb's words: in its reported clause ("Mr Lee has the drive, he said": he is not Mr Lee;
    '"... and Anna has not decided yet," she said'), or after it ("he backed Mr Lee's claim", "They
    expected Zentrix to ..."). English says "he" or "himself" there when it is the same one. A "he"
    or "she" is no word of its name; a "they" or an "it" is no name's last word ("it shows that Acme is
    keen" is not Acme). Not the "it" of a verb of saying: a body's "it said" is ``kg.extract.speaking_it``'s
    to settle against the salience it corrects; a verb of belief or inference ("it shows", "it found") is no
    body's voice that rule gives."""
    if tok.dep_ not in SUBJECTISH or tok.tag_ != "PRP" or (tok.lower_ == "it" and _saying(tok.head)):
        return False
    # the name proper, not a description it carries ("Omar of the council in Ain Tarma ... said he saw
    # bodies in Ain Tarma": the place is no word of the man)
    words: set[str] = set()
    for w in name.split():
        if not w[:1].isupper():
            break
        words.add(w)
    whole = frozenset(words)
    if tok.lower_ not in PERSON_PRONOUNS:
        words &= set(name.split()[-1:])
    verb = tok.head
    # a clause before the pronoun is what it says only under a speech verb: 'A critic said of X: "She
    # gave ..."' parses the critic's saying as the complement of "gave"; and only when set off by a comma
    # or a closing mark ("..., he said"), not run on ("X's remarks drew anger - he told", "and he showed")
    before = tok.doc[tok.i - 1] if tok.i > 0 else tok
    said = is_speech_verb(verb) and (before.text == "," or before.is_quote)
    for kid in verb.children:
        if kid.i == tok.i:
            continue
        if kid.i < tok.i:
            if kid.dep_ != "ccomp" or not said:
                continue
        elif kid.dep_ in _NOT_OWN:
            continue
        # a "they" only against a name its verb's own clause is about ("They thought Zentrix would ..."):
        # a body's members speak of it by name deeper down ("they believe X wants to suggest the Tories
        # are soft" is the party's own belief)
        near = tok.lower_ not in PERSON_PRONOUNS
        if any(
            t.pos_ == "PROPN"
            and t.text in words
            and t.dep_ not in _NAME_PARTS
            and not _renamed(t, kid)
            and _name_words(t) <= whole
            and (not near or kid.i in {t.i, t.head.i})
            for t in kid.subtree
        ):
            return True
    return False


def _name_words(tok: Token) -> frozenset[str]:
    """The capitalised words of the whole name the NER labels around ``tok`` ("David Smith" around "Smith"),
    or ``tok`` alone without one: a name that shares only its last word with the pronoun's ("She said David
    Smith had been trapped" after "Mary Smith") is a relative's, another person. Not the parser's name
    parts: a title ("Mr Brown") is one, and stands outside the NER's name."""
    if not tok.ent_type_:
        return frozenset({tok.text})
    return frozenset(t.text for t in entity_around(tok) if t.text[:1].isupper())


def _renamed(tok: Token, top: Token) -> bool:
    """True when ``tok`` stands in an apposition below ``top``: a work's title or a role set beside a noun
    ("toured with his show, An Evening With Tom Lee") names no one the subject acts on."""
    for a in [tok, *tok.ancestors]:
        if a.i == top.i:
            return a.dep_ == "appos"
        if a.dep_ == "appos":
            return True
    return False


def bound_by_antecedent(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True when ``tok``, the subject pronoun of a relative clause, resolved to ``name``, would be the noun
    the clause modifies: in "the strikes which they said had killed 30 fighters" the relative word is
    the strikes, and "they" is someone else (English says "which said" when it is the same); so with no
    relative word ("the strikes they said had killed ...")."""
    verb = tok.head
    if tok.dep_ not in SUBJECTISH or tok.tag_ != "PRP" or verb.dep_ != "relcl":
        return False
    antecedent = verb.head
    last = name.split()[-1] if name.split() else ""
    return resolved.get(antecedent.i) == name or clean_name(antecedent.text) == last


# The pronouns a relative clause's own saying repeats from the saying around it ("It said ... which it said").
_RELATIVE_SPEAKERS = frozenset({"it", "they"})


def outer_voice(tok: Token) -> Token | None:
    """The speaker a relative clause's pronoun speaker repeats
    (``kg.extract.subordinate_clauses.relative_speaker`` is another question: which of a relative clause's two
    parsed subjects speaks): in "State television said the army struck groups which it said had suffered heavy
    losses", "it" is the television, which reports the sentence, never the army inside what it reported (a
    reader takes the repeated "it said" as the same voice). The subject of the nearest saying above the
    relative clause, before the pronoun; None when there is none."""
    verb = tok.head
    if tok.dep_ not in SUBJECTISH or tok.lower_ not in _RELATIVE_SPEAKERS or verb.dep_ != "relcl":
        return None
    if not is_speech_verb(verb):
        return None
    for above in verb.head.ancestors:
        if is_speech_verb(above):
            subject = next((c for c in above.children if c.dep_ in SUBJECTISH and c.i < tok.i), None)
            return subject
    return None


def _saying(verb: Token) -> bool:
    """A verb of saying or writing, not of belief or inference ("it shows that ...")."""
    return is_speech_verb(verb) and verb.lemma_.lower() not in BELIEF_LEMMAS
