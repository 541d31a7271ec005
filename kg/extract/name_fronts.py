"""The front of a name the NER cut to its last word, which the title rule would read as a title.

In "shares in GW [Pharma] fell", "the Criminal Justice [Bill]" or "west of Tallet [Marwan]" the NER took only
the last word of a name for a person, and the capitalised words before it are the name's own first words: the
copulas "Pharma | be | GW", "Bill | be | Criminal Justice" and "Marwan | be | Tallet" split one name in two. A
title written in capitals before a one-word name holds a word for a role ("President Bush", "Labour MP Smith",
"Chief Executive Jones"); proper nouns with no such word are the name's front, and a noun of a law written
capitalised (``ontology/law-nouns.tsv``, "Bill", "Act") heads a law's name, never a person's.

The words for a role are the titles of ``ontology/titles.tsv``, the office nouns and regnal titles of
``person-words.tsv``, the person nouns of ``kind-nouns.tsv`` and ``person-nouns.tsv``, the ranks of
``described-person-nouns.tsv`` and the peerages and offices of ``name-front-roles.tsv``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import described_nouns, law_nouns, read_tsv, title_rows, words_of_kind

if TYPE_CHECKING:
    from spacy.tokens import Span


def name_front(title: Span, name: Span) -> bool:
    """True when ``title``, the words the title rule found before the one-word ``name``, is the name's own
    front: capitalised proper nouns with no word for a role among them, or any words before a law's noun."""
    if len(name) != 1:
        return False
    words = [t for t in title if t.pos_ != "DET"]
    if not words or not all(t.pos_ == "PROPN" and t.text[:1].isupper() for t in words):
        return False
    if len(words) == 1 and words[0].is_sent_start and words[0].tag_ in {"NNS", "NNPS"}:
        # a plural common noun may be capitalised only because it opens the sentence ("Developers Rockstar")
        return False
    if name[0].lower_ in law_nouns() and name[0].text[:1].isupper():
        return True
    return not any(_role_word(t.text) for t in words)


def _role_word(word: str) -> bool:
    """True for a word of a title or a role ("President", "MP", "Chairman"), its plural or its dotted form."""
    word = word.lower().rstrip(".")
    return word in _role_words() or (word.endswith("s") and word[:-1] in _role_words())


@lru_cache(maxsize=1)
def _role_words() -> frozenset[str]:
    """The one-word titles and role nouns of the tables the module docstring names, in lower case; a
    multi-word title gives each of its words ("Prime Minister": "prime", "minister")."""
    words = {w for title, _ in title_rows() for w in title.lower().replace("-", " ").split()}
    for kind in ("office-noun", "regnal"):
        words |= {w.lower() for w in words_of_kind("person-words.tsv", kind)}
    words |= {row["word"].lower() for row in read_tsv("name-front-roles.tsv", ["word"])}
    return frozenset(words | described_nouns())
