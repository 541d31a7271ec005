"""A name a noun is given by a participle of naming: "a firm called [Kelso]", "a technology known as [Hale]",
"university groups known as [Lantern]". The noun says what the name is, whatever NER tagged it: a firm, a
consortium or a band an organisation, a technology, a scheme or a film a work or a product (kind Other).
Takes the words around a mention; gives the kind. The nouns and participles are ontology/called-nouns.tsv.
Read by :func:`.evidence.context_kind`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..resources import alternation, read_tsv
from ..types import ORGANIZATION, OTHER

# an adverb may stand between the noun and the participle: "the group formerly known as", "a firm now called"
_ADVERBS = r"(?:(?:also|formerly|now|simply|later|commonly|officially)\s+)?"
# an indefinite article opening the noun's phrase: "a little-known firm called", "an umbrella group called",
# a sentence's "A firm called"; the words between are the noun's modifiers, so no determiner of a phrase
# of their own ("after a meeting the club named [Keller]": the article is the meeting's)
_INDEFINITE = (
    r"(?P<indefinite>\b(?:[Aa]|[Aa]n|[Aa]nother)\s+"
    r"(?:(?!(?:the|this|that|its|his|her|their)\b)[\w'-]+\s+){0,3}?)?"
)
# what follows the object of the verb "name", "call" or "dub" (not of the participle): "the club named
# [Keller] as coach", "the paper dubbed [Keller] 'the Fox'", "the party called [Keller] a liar", "a
# magazine named [Keller] one of"; a quotation mark right after the name closes the name's own quotes
# ("a song called 'Kelvo'"), so only one after a space opens an epithet
_VERB_OBJECT_AFTER = re.compile(r"^(?:\s+['\"‘“]|\s*(?:as|a|an|one|the|his|her|their|its|our|my)\b)")
# the labels of what the verb names as its object, a person or a place ("named [Keller] coach", "named
# [Tarnbridge] top seaside town"): only an indefinite article makes the noun the named thing
_OBJECT_LABELS = frozenset({"PERSON", "GPE", "LOC"})


@lru_cache(maxsize=1)
def _called_before() -> re.Pattern[str]:
    """A noun of ontology/called-nouns.tsv and its participle right before a name, past an article or an
    opening quotation mark: "a firm called ", "groups known as the ", "a song called '"."""
    rows = read_tsv("called-nouns.tsv", ("word", "kind"))
    nouns = {
        kind: alternation([row["word"] for row in rows if row["kind"] == kind])
        for kind in (ORGANIZATION, OTHER)
    }
    participles = alternation([row["word"] for row in rows if row["kind"] == "participle"])
    # no comma between the noun and the participle: "Atari's games, formerly known as Kelso" names the firm
    return re.compile(
        rf"{_INDEFINITE}\b(?:(?P<org>{nouns[ORGANIZATION]})|(?P<work>{nouns[OTHER]}))"
        rf"\s+{_ADVERBS}(?P<participle>{participles})\s+(?:[Tt]he\s+)?['\"‘“]?$"
    )


def called_kind(before: str, after: str, label: str) -> str | None:
    """The kind of the name between ``before`` and ``after`` (NER's ``label``) when the words before it end
    in a noun of ontology/called-nouns.tsv and a participle that names it ("a consortium known as "), else
    None. "Called", "named" and "dubbed" are verbs too, whose subject the noun may be ("The club named
    [Keller] as coach"): not before what completes such a verb's object, nor, for a name NER reads as a
    person's or a place's, without an indefinite article that makes the noun the named thing ("a firm
    called [Baikal]")."""
    found = _called_before().search(before)
    if found is None:
        return None
    if not found.group("participle").startswith("known") and (
        _VERB_OBJECT_AFTER.match(after) or (label in _OBJECT_LABELS and not found.group("indefinite"))
    ):
        return None
    return ORGANIZATION if found.group("org") else OTHER
