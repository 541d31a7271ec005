"""A common word capitalised because it opens a sentence, which NER took for a name: "[Pedestrians] are
out in force", "[Slowdowns] in Kelso hit sales", "[Registering] a domain costs little". The capital says
nothing there, and the tagger, which reads the word in its sentence, makes it a plural noun or a gerund: a
common word, no name. Not a singular noun or an adjective, which the tagger gives names that qualify a noun
("Sky", "Labour election coordinator Ann Lee"); not a plural the tagger reads as a side's, a party's or a
happening's name ("Reds", "Conservatives", "Olympics": NER's ORG or EVENT); and not a word its article
also writes capitalised inside a sentence, as it does a name. A people's or a group's word ("Iranians",
"Islamists") is left to the entity stage, which links or drops it (ontology/demonyms.tsv,
group-adjectives.tsv), and a place GeoNames or pycountry knows keeps its mention ("Cannes", "Bahamas": the
tagger reads some places' names ending in -s as plurals).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .known_towns import known_place
from .settlements import people_words

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# the tagger's tags of a common word, and NER's labels under which such a word is a slip: a plural noun
# read as a people, a place or a person ("Pedestrians", "Slowdowns"), a gerund read as a person or a people
# ("Registering", "Choking"); a gerund read as a place or a body may be a town's or a club's ("Reading")
_SLIPS = {
    "NNS": frozenset({"NORP", "GPE", "LOC", "FAC", "PERSON", "PRODUCT"}),
    "VBG": frozenset({"NORP", "PERSON"}),
}


def common_opener(ent: Span) -> bool:
    """True for a one-word name at a sentence's start (past its quotes or brackets) that the tagger reads
    as a plural noun or a gerund under a label NER gives such words by mistake, and that its article never
    writes capitalised inside a sentence."""
    if len(ent) != 1:
        return False
    word = ent[0]
    if ent.label_ not in _SLIPS.get(word.tag_, ()) or not word.text[:1].isupper():
        return False
    if not _opens(word):
        return False
    lower = word.lower_
    if lower in people_words() or lower[:-1] in people_words() or known_place(word.text):
        return False
    return not any(tok.text == word.text and not _opens(tok) for tok in word.doc)


def _opens(tok: Token) -> bool:
    """True for a word that opens its sentence or its paragraph (a headline the parser ran into the first
    sentence), past quotes and brackets."""
    for before in reversed(tok.doc[tok.sent.start : tok.i]):
        if "\n" in before.text:
            return True
        if not (before.is_punct or before.is_space):
            return False
    return True
