"""Names the NER calls a person once but a body or a place more often: no "he" or "she" stands for them.

The small model labels "Labour" an organisation in most sentences of a page and a person in one ("as
when Labour came to power"); that one label made the party the antecedent of the next "He" (the Tory
leader) and the speaker of another's words. A word that ends a person's full name anywhere in the article
("Qassem Soleimani", then a bare "Soleimani" NER calls a place) stays a person's, as ``kg.extract.coref``
has always read it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .attribution import PERSON_LABELS, THING_LABELS
from .quotes import clean_name

if TYPE_CHECKING:
    from spacy.tokens import Span


def outvoted_persons(ents: Sequence[Span]) -> frozenset[str]:
    """One-word names that NER labels a person fewer times than a body, a people or a place, and that
    end no person's name of two or more words in the article."""
    person: Counter[str] = Counter()
    thing: Counter[str] = Counter()
    full: set[str] = set()
    for e in ents:
        words = clean_name(e.text).split()
        if not words:
            continue
        if e.label_ in PERSON_LABELS and len(words) > 1:
            full.add(words[-1])
        elif e.label_ in PERSON_LABELS:
            person[words[0]] += 1
        elif e.label_ in THING_LABELS and len(words) == 1:
            thing[words[0]] += 1
    return frozenset(w for w, n in person.items() if thing[w] > n and w not in full)
