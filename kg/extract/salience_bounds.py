"""What salience passes over: pronouns it leaves open, and names it never takes as an antecedent.

``kg.extract.coref.Salience`` walks an article in reading order; these checks, kept apart from that walk,
say where a reader would not look back (a name more than two sentences away, a subject inside a relative
clause, an unnamed subject before "it") and which subjects are no one's name (a nationality counted as
one person).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind
from .attribution import is_speech_verb
from .quotes import SUBJECTISH

if TYPE_CHECKING:
    from spacy.tokens import Token


def antecedent_too_far(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True when the name a pronoun was resolved to was last written, or last stood for by a pronoun
    resolved to it, more than two sentences back.

    Salience over a whole article crosses topic changes; a reader looks a sentence or two back along
    the chain of mentions.
    """
    doc = tok.doc
    start = tok.sent.start
    for _ in range(2):
        if start == 0:
            break
        start = doc[start - 1].sent.start
    # the parser splits a hyphenated surname into its parts ("Najat Vallaud-Belkacem": "Vallaud", "-",
    # "Belkacem"), so its last part is the word written; a one-word name keeps the whole word to match
    # ("Al-Bab", "Wal-Mart": a place or a firm the NER may call a person is no "he" from far back)
    words = name.split()
    parts = [part for part in words[-1].split("-") if part] if len(words) > 1 else []
    last_word = parts[-1] if parts else words[-1]
    return not any(t.text == last_word or resolved.get(t.i) == name for t in doc[start : tok.i])


def one_of_a_people(root: Token) -> bool:
    """True for a nationality or faith counted as one person: "One Syrian living in ... said", "Samira a
    Sunni". Such a subject is a person the name does not name, so no later "it" or "they" stands for the
    nationality ("it has won respect" is the group the Syrian spoke of, not "Syrian"; "they" are the two
    women, not "Sunni"). Plural peoples ("Syrians") and groups NER calls NORP ("Hezbollah") stay antecedents.
    """
    if root.ent_type_ != "NORP" or root.tag_ in {"NNS", "NNPS"}:
        return False
    return any(k.dep_ in {"det", "nummod"} and k.lower_ in _one_person() for k in root.children)


@lru_cache(maxsize=1)
def _one_person() -> frozenset[str]:
    """The words that count a nationality or faith as one person: the `indefinite`, `another`,
    `counting` and `none` rows of ``ontology/determiners.tsv``."""
    kinds = ("indefinite", "another", "counting", "none")
    return frozenset(word for kind in kinds for word in words_of_kind("determiners.tsv", kind))


def common_subject_before(tok: Token) -> bool:
    """True when an unnamed subject precedes "it" in its sentence ("The government said it would ...").

    That noun is the likelier antecedent, and a name from an earlier clause would be a wrong guess.
    """
    sent = tok.sent
    return any(
        t.dep_ in SUBJECTISH and t.pos_ == "NOUN" and not t.ent_type_ for t in tok.doc[sent.start : tok.i]
    )


def embedded(tok: Token) -> bool:
    """A subject inside a relative or adverbial clause ("the war, which it launched"): salience
    of the article's main subjects says little about it, so it stays unresolved."""
    return tok.dep_ in SUBJECTISH and tok.head.dep_ in {"relcl", "acl", "advcl"} and not _closing(tok.head)


def _closing(verb: Token) -> bool:
    """True for a speech verb ending its sentence: "... who had arrived for evacuating those injured he
    added." is a source closing the sentence, which text without commas lets the parser hang as a
    relative clause on the last noun."""
    rest = verb.doc[verb.i + 1 : verb.sent.end]
    return is_speech_verb(verb) and all(t.is_punct or t.is_space for t in rest)
