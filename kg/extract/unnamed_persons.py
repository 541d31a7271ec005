"""A "he" or "she" whose own sentence first speaks of an unnamed person it may be (issue 12, class 10).

"Video showed a girl screaming as rescuers dug her out", "Police described the intruder and said he wore
a mask", "Lee has not heard from her husband since he was arrested": salience sees names only, and gives
the pronoun the last person named before, while a reader takes it for the person the sentence has just
spoken of without a name. So a gendered pronoun whose sentence, before it, holds a singular common noun for
a person (``ontology/person-nouns.tsv``: "girl", "husband", "runner"; not a title, which so often describes
the named person, nor a spokesman, who speaks for another) that no name is set beside, and whose gender
(``gender-words.tsv``, ``person-noun-genders.tsv``) does not rule it out, keeps no name from outside its
sentence: it is left open, and its statement out of the graph, even when its sentence names the person
salience chose ("Lee has not heard from her husband since he"). A pronoun resolved to that noun's own
phrase keeps it, and so does one whose name its sentence gives again, written or as a pronoun, after the
noun ("his brother begged him to stay, but he left"). Only taken away, never given.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import PERSON_LABELS, spokes_roles
from .described_subjects import noun_genders
from .quotes import SUBJECTISH, inside_quotation
from .speakers import HE_PRONOUNS, SHE_PRONOUNS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_GENDERED = HE_PRONOUNS | SHE_PRONOUNS
# what a name set beside the noun hangs from it by: "her son Tom", "the runner, Tom Hale,"
_NAMING_DEPS = frozenset({"appos", "compound", "flat"})
# a pronoun its verb's subject cannot be: an object, not "his"
_OBJECT_DEPS = frozenset({"dobj", "dative", "iobj", "pobj"})
# the tags of a relative pronoun: "who", "that", "which"
_RELATIVES = frozenset({"WP", "WDT"})


@lru_cache(maxsize=1)
def _rival_nouns() -> frozenset[str]:
    """Lemmas of person-nouns.tsv less the roles that speak for another (spokes-roles.tsv), and
    stranger-nouns.tsv."""
    nouns = {row["noun"].lower() for row in read_tsv("person-nouns.tsv", ["noun"])}
    return frozenset(nouns - spokes_roles()) | _stranger_nouns()


@lru_cache(maxsize=1)
def _stranger_nouns() -> frozenset[str]:
    """Lemmas for a person the article does not know by name ("the intruder"): stranger-nouns.tsv."""
    return frozenset(row["noun"].lower() for row in read_tsv("stranger-nouns.tsv", ["noun"]))


def unnamed_person_rivals(doc: Doc, resolved: dict[int, str]) -> list[int]:
    """Gendered pronouns in ``resolved`` whose own sentence speaks, before them, of an unnamed person of
    fitting gender other than the name they were given."""
    dropped: list[int] = []
    for i, name in sorted(resolved.items()):
        tok = doc[i]
        if tok.lower_ not in _GENDERED or _main_subject(tok):
            continue
        sex = "m" if tok.lower_ in HE_PRONOUNS else "f"
        if _named_subject_above(tok, sex, name, resolved):
            continue
        quoted = inside_quotation(tok)
        rivals = [
            t
            for t in doc[tok.sent.start : tok.i]
            if _rival(t, sex, name, resolved)
            and not _bound_apart(tok, t)
            and not _same_owner(tok, t, name, resolved)
            # the speaker's own words ("... the post of chief executive," he said) are no rival of his "he"
            and (quoted or not inside_quotation(t))
        ]
        # the name said again after the noun is the nearer ("his brother begged him to stay, but he left"),
        # written or as a pronoun resolved to it that this rule did not leave open
        again = [t for t in doc[rivals[-1].i + 1 : tok.i] if _names(t, name, resolved)] if rivals else []
        if rivals and all(t.i in dropped for t in again):
            dropped.append(i)
    return dropped


def _main_subject(tok: Token) -> bool:
    """True for the subject of its sentence's main verb: the sentence is about it, and a person in a phrase
    set before it describes it ("The son of a rich father, he has described", "After his father died, he")."""
    return tok.dep_ in SUBJECTISH and tok.head.i == tok.sent.root.i


def _named_subject_above(tok: Token, sex: str, name: str, resolved: dict[int, str]) -> bool:
    """True for the subject of a clause that hangs from a verb whose own subject is ``name``: "Tom Hale told
    a reporter that he", "Tom Hale visited a doctor before he flew" tell of the subject, and a noun in its
    verb's object is no rival. Not when a pronoun of the other gender before it shows the name is not the
    pronoun ("Lee has not heard from her husband since he": "her" is Lee)."""
    verb = tok.head
    if tok.dep_ not in SUBJECTISH or verb.dep_ not in {"advcl", "ccomp"} or verb.head.i == verb.i:
        return False
    subjects = [c for c in verb.head.children if c.dep_ in SUBJECTISH]
    if not any(_names(s, name, resolved) for s in subjects):
        return False
    other = SHE_PRONOUNS if sex == "m" else HE_PRONOUNS
    return not any(t.lower_ in other for t in tok.doc[tok.sent.start : tok.i])


def _bound_apart(pronoun: Token, noun: Token) -> bool:
    """True when ``noun`` is the subject of the verb whose object ``pronoun`` is, itself or through a
    relative pronoun, alone or joined to another: "his brother begged him", "another man who tried to
    restrain him" is never the man restraining himself."""
    if pronoun.dep_ not in _OBJECT_DEPS:
        return False
    verb = pronoun.head.head if pronoun.dep_ == "pobj" else pronoun.head
    while verb.dep_ == "xcomp" and verb.head.i != verb.i:
        verb = verb.head  # "who tried to restrain him": the subject of "tried"
    for subject in (c for c in verb.children if c.dep_ in SUBJECTISH):
        if subject.tag_ in _RELATIVES and verb.dep_ == "relcl":
            subject = verb.head
        # "the man, and an official, tried to recruit him": each of the subjects joined
        if noun.i in {subject.i} | {c.i for c in subject.conjuncts}:
            return True
    return False


def _same_owner(pronoun: Token, noun: Token, name: str, resolved: dict[int, str]) -> bool:
    """True for an owner's pronoun after a noun the same name owns: "His father was killed and his mother
    was hurt" lists one person's family, so "his" is the father's owner, not the father."""
    owners = [c for c in noun.children if c.dep_ == "poss"]
    return pronoun.dep_ == "poss" and any(_names(o, name, resolved) for o in owners)


def _names(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True for a word of ``name`` or a pronoun resolved to it."""
    return resolved.get(tok.i) == name or (tok.pos_ == "PROPN" and tok.text in name.split())


def _rival(tok: Token, sex: str, name: str, resolved: dict[int, str]) -> bool:
    """True for a singular person noun with no name beside it that the pronoun of gender ``sex`` may be: one
    a determiner or an owner makes a person ("the intruder", "her husband"), not a post ("the post of chief
    executive") nor what someone is or was ("arrived in Leeds as a young man", "He is a man whose ...")."""
    if tok.tag_ != "NN" or tok.ent_type_ or tok.lemma_.lower() not in _rival_nouns():
        return False
    if noun_genders().get(tok.lemma_.lower(), sex) != sex:
        return False
    if not any(c.dep_ in {"det", "poss"} for c in tok.children) or _predicative(tok) or _definite_role(tok):
        return False
    if any(c.dep_ in _NAMING_DEPS and c.ent_type_ in PERSON_LABELS for c in tok.children):
        return False  # "her son Tom": named
    if tok.dep_ in _NAMING_DEPS and tok.head.ent_type_ in PERSON_LABELS:
        return False  # "Tom Hale, the runner": named
    # a rule above read the noun as the name's description ("the runner" for Tom Hale): no rival
    return resolved.get(tok.i, "") != name and tok.text not in name.split()


def _definite_role(tok: Token) -> bool:
    """True for "the sprinter", "the 28-year-old runner": a role after "the" re-describes a person the story
    is about, unless it is a stranger's ("the intruder") or a gendered word for anyone ("the man", "the
    girl", "the husband")."""
    lemma = tok.lemma_.lower()
    if lemma in _stranger_nouns() or lemma in noun_genders():
        return False
    return any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children)


def _predicative(tok: Token) -> bool:
    """True for a noun that says what someone is: a copula's complement or the object of "as", also as one
    item of a list ("seen as a careful manager, a mediator and a man")."""
    while tok.dep_ in {"conj", "appos"} and tok.head.i != tok.i:
        tok = tok.head
    return tok.dep_ in {"attr", "oprd"} or (tok.dep_ == "pobj" and tok.head.lower_ == "as")
