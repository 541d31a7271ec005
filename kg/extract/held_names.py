"""The one name before a definite description that its noun heads: "the forum" for "the Deir Ezzor
Consultative Forum", "the observatory" for "the Syrian Observatory for Human Rights". A reader looks back
that far for a name that repeats the very word (``kg.extract.descriptions``, ``kg.extract.vague``).
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from .quotes import clean_name

if TYPE_CHECKING:
    from spacy.tokens import Token

# Names a description can be given to: one of these can be a description's antecedent.
NAMES = frozenset({"PERSON", "ORG", "GPE", "FAC", "NORP", "PRODUCT", "WORK_OF_ART", "EVENT", "LOC"})
# Words after the noun that heads a name's first part: "Ministry of Defence", "Syrian Observatory for
# Human Rights", "Committee on Foreign Affairs" are a ministry, an observatory, a committee.
_NAME_PREPOSITIONS = frozenset({"of", "for", "on"})


def bare(name: str) -> str:
    """``name`` without a leading "the"."""
    return name.removeprefix("the ").removeprefix("The ")


def holding_name(tok: Token) -> str:
    """The one name before ``tok`` in the article that holds its noun: "the forum" for "the Deir Ezzor
    Consultative Forum", "the army" for "the Syrian Army". A reader looks back that far for a name
    that repeats the very word; two such names ("Labour Party", "Green Party") leave it open."""
    noun = tok.lemma_.lower()
    names: dict[str, str] = {}  # without "the" -> as written
    for ent in tok.doc.ents:
        if ent.end > tok.i or ent.label_ not in NAMES:
            continue
        words = [w.lower() for w in clean_name(ent.text).split()]
        # the noun heads the name: "... Consultative Forum", "Ministry of Defence", "Observatory for Human
        # Rights"; not "Local Government Association", which is no government
        heads = (
            {words[-1]} | {w for w, after in pairwise(words) if after in _NAME_PREPOSITIONS}
            if words
            else set()
        )
        if noun in heads:
            name = clean_name(ent.text)
            names.setdefault(bare(name), name)
    for name in _untagged_names(tok):
        names.setdefault(bare(name), name)
    # the first part of a name before its "for" or "of" is the same body: "Syrian Observatory" or "the
    # Observatory" beside "Syrian Observatory for Human Rights" (not "Army" beside "Raqqa Army")
    whole = [n for key, n in names.items() if not any(_first_part(key, other) for other in names)]
    return whole[0] if len(whole) == 1 else ""


def _first_part(short: str, name: str) -> bool:
    """True when ``short`` is ``name`` cut before a preposition ("Syrian Observatory" of "Syrian
    Observatory for Human Rights"), or that part's last word alone ("Observatory")."""
    words, low = short.lower().split(), name.lower().split()
    for cut, word in enumerate(low):
        if word in _NAME_PREPOSITIONS and cut and (low[:cut] == words or words == [low[cut - 1]]):
            return True
    return False


def _untagged_names(tok: Token) -> list[str]:
    """Names before ``tok`` that its noun heads but NER missed: a capitalised noun with proper nouns
    before it ("The Sawaiq al-Rahman Brigade announced ..." at the start of a text is no entity to the
    tagger). They count so that "the brigade" takes a name when it is the one, and stays open beside a
    second ("the Idlib Martyrs Brigade")."""
    noun = tok.lemma_.lower()
    out = []
    for head in tok.doc[: tok.i]:
        if head.lower_ != noun or head.ent_type_ or head.pos_ != "PROPN" or not head.text[0].isupper():
            continue
        if head.dep_ == "compound":
            continue  # a title before a name ("Defence Minister Paul Dorn"), not a name of its own
        words = [c for c in head.lefts if c.dep_ == "compound" and c.pos_ == "PROPN"]
        if words and not any(w.ent_type_ for w in words):
            out.append(clean_name(tok.doc[words[0].left_edge.i : head.i + 1].text))
    return [name for name in out if name]
