"""An attack verb whose object follows its instrument, run into a phrase: the `fragment` flag.

Wire-agency prose puts the weapon before the target and drops the commas around the clause: "terrorists
positioned in the forests targeted with rocket shells Hadar village injuring a man" is "terrorists ...
targeted Hadar village with rocket shells". The small model reads "targeted" as a participle on the noun
before it, so the whole clause becomes one phrase ("the terrorists positioned in the forests targeted with
rocket shells | injure | a man"), or the noun of a prepositional phrase becomes the attacker ("the
forests | target with | rocket shells"). A participle of an attack verb (``ontology/attack-verbs.tsv``)
followed by "with" and a weapon (``ontology/weapons.tsv``) and then, at once, a bare noun phrase is such a
verb: a passive participle ("civilians targeted with barrel bombs fled") has nothing after its weapon.

Only the graph is gated (``kg.extract.evidence``); Open IE output keeps the statement, as with every flag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attachments import attack_verbs
from .false_copulas import weapon_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Fact

# tags of a word that opens a noun phrase ("the town of", "Hadar village", "several neighbourhoods")
_PHRASE_OPENERS = frozenset({"DT", "PDT", "CD", "JJ", "NNP", "NNPS"})
# tags of the words between "with" and the weapon ("with a barrage of rocket shells", "with 12 rockets")
_INSTRUMENT_WORDS = frozenset({"DT", "CD", "JJ", "NN", "NNS", "IN", "CC"})
# nouns of a count of times after the weapon: how often, not what ("several times", "three times")
_FREQUENCY_NOUNS = frozenset({"time", "times"})


def shifted_object(fact: Fact, doc: Doc) -> bool:
    """Whether a subject, agent or object holds an attack verb whose object follows its instrument, or the
    statement is that verb read as a participle on a prepositional phrase's noun ("the forests | target
    with | rocket shells" of "positioned in the forests targeted with rocket shells the village")."""
    verb = doc[fact.verb]
    if verb.dep_ == "acl" and _on_participle_phrase(verb.head) and _targets_after_weapon(verb):
        return True
    for arg in (fact.subject, fact.agent, fact.obj):
        if arg is None or doc[arg.head].pos_ in {"VERB", "AUX"}:
            continue
        if arg is fact.obj and doc[arg.head].dep_ == "ccomp":
            # a reported clause holds the whole verb, object and all: what was said (the parser may head
            # it on the target noun, "said that militants ... targeted with rocket shells the village")
            continue
        if any(t.i != arg.head and _targets_after_weapon(t) for t in doc[arg.start : arg.end]):
            return True
    return False


def _on_participle_phrase(noun: Token) -> bool:
    """Whether ``noun`` is the object of a preposition on a bare past participle ("positioned in the
    forests", "affiliated to the front"), the reduced relative the shifted verb ran on from. A passive
    with its auxiliary is a clause of its own: in "were injured as the group targeted with rocket shells
    the town" the parser takes the next clause's subject for the object of "as", and the group did the
    targeting."""
    prep = noun.head
    if noun.dep_ != "pobj" or prep.dep_ != "prep" or prep.head.tag_ != "VBN":
        return False
    return not any(c.dep_ in {"aux", "auxpass"} for c in prep.head.children)


def _targets_after_weapon(verb: Token) -> bool:
    """Whether ``verb`` is a bare participle or past tense of an attack verb, followed by "with", its weapon
    and a noun phrase that is the target: "targeted with a rocket shell al-Dokhanyeh neighborhood"."""
    if verb.tag_ not in {"VBN", "VBD"} or verb.lemma_.lower() not in attack_verbs():
        return False
    if verb.dep_ not in {"acl", "relcl"} or any(c.dep_ in {"aux", "auxpass"} for c in verb.children):
        return False  # a finite verb of its own clause keeps its object ("X was shelled with mortars")
    doc = verb.doc
    if verb.i + 1 >= len(doc) or doc[verb.i + 1].lower_ != "with":
        return False
    weapon = None  # the last weapon word of the instrument ("with rocket and mortar shells")
    for t in doc[verb.i + 2 : min(verb.i + 10, verb.sent.end)]:
        if t.lower_ in weapon_words():
            weapon = t
        elif t.tag_ not in _INSTRUMENT_WORDS:
            break
    if weapon is None or weapon.i + 1 >= verb.sent.end:
        return False
    after = doc[weapon.i + 1]
    # a time after the weapon is when, not what ("hit with a missile Tuesday")
    return after.tag_ in _PHRASE_OPENERS and after.ent_type_ not in {"DATE", "TIME"} and not _how_often(after)


def _how_often(opener: Token) -> bool:
    """Whether the noun phrase ``opener`` opens counts times ("several times", "three times"): how often
    the passive's subject was struck ("civilians targeted with barrel bombs several times"), no target."""
    noun = next((t for t in opener.doc[opener.i : opener.i + 3] if t.pos_ == "NOUN"), None)
    return noun is not None and noun.lower_ in _FREQUENCY_NOUNS
