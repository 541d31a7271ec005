"""Names the NER calls a person once but a body or a place more often: no "he" or "she" stands for them.

The small model labels "Labour" an organisation in most sentences of a page and a person in one ("as
when Labour came to power"); that one label made the party the antecedent of the next "He" (the Tory
leader) and the speaker of another's words. A word that ends a person's full name anywhere in the article
("Qassem Soleimani", then a bare "Soleimani" NER calls a place) stays a person's, as ``kg.extract.coref``
has always read it. Nor does a name the NER calls a person where it speaks ("..., said Deathifier", "says
Winfield"): a one-word gamer's handle or a surname whose given name the NER missed is labelled a body in
its other mentions, and its "He" went to the last person named before it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .attribution import PERSON_LABELS, THING_LABELS, is_speech_verb
from .quotes import SUBJECTISH, clean_name

if TYPE_CHECKING:
    from spacy.tokens import Span


def outvoted_persons(ents: Sequence[Span]) -> frozenset[str]:
    """One-word names that NER labels a person fewer times than a body, a people or a place, that end
    no person's name of two or more words in the article, and whose person label is never a speaker's."""
    person: Counter[str] = Counter()
    thing: Counter[str] = Counter()
    full: set[str] = set()
    spoke: set[str] = set()
    for e in ents:
        words = clean_name(e.text).split()
        if not words:
            continue
        if e.label_ in PERSON_LABELS and len(words) > 1:
            full.add(words[-1])
        elif e.label_ in PERSON_LABELS:
            person[words[0]] += 1
            # "said Deathifier": a body speaks too, but the NER's person label on the speaker is its most
            # telling one (a party's stray person label, as above, is no speaker's)
            if e.root.dep_ in SUBJECTISH and is_speech_verb(e.root.head):
                spoke.add(words[0])
        elif e.label_ in THING_LABELS and len(words) == 1:
            thing[words[0]] += 1
    return frozenset(w for w, n in person.items() if thing[w] > n and w not in full | spoke)
