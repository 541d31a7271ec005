"""Words glued after a name that are no part of it: a common noun ("Raqa NGO"), a distance ("Jayrud 60
kilometres"), a score ("Stamford Bridge 3-1"), a nationality or an outlet's acronym after a known place
("Hasakeh AFP"), a headline's source tag that lost its colon ("Damascus Monitor"). A headline or a lost
comma runs such words into the name NER found; ``trim_tail`` cuts them off, and ``glued_organisation``
keeps a curated organisation's acronym so cut off as a mention of its own. Pure functions of the name and
the curated word lists; the other edges NER puts wrong are in ``kg.entities.edges``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from ..types import ORGANIZATION, Mention
from .gazetteer import (
    anchors,
    curated_spellings,
    demonyms,
    known_place_name,
    lookup_key,
    name_words,
    national_names,
    org_word,
    place_adjective,
    tail_words,
)
from .names import SCORE, acronym_letters, clean_surface, is_acronym, name_tokens

# "Ann Kelvo 6-2 6-7", "Stamford Bridge 3-1": a score (or a set's scores) a results line ran into the name
_SCORE_AFTER = re.compile(rf"(?:\s+{SCORE})+$")
_DISTANCE_AFTER = re.compile(r"\s+\d[\d,.]*\s+[a-z]+(?:\s+[a-z]+)*$")


def trim_tail(mention: Mention) -> Mention:
    """The mention without the words a headline or a lost comma glued after a place's name: a common
    noun ("Raqa NGO"), a distance ("Jayrud 60 kilometres"), a score ("Stamford Bridge 3-1"), a nationality
    or an outlet's acronym after a known place ("Aleppo Syrian state television", "Hasakeh AFP"). People
    keep a nationality that ends their name ("Dawn French"); head words stay ("Raqqa province"); a bracket
    the mention opens and does not close is cut off. Offsets move with the text."""
    rest = _trimmed(mention.text, mention.label == "PERSON")
    return mention if rest == mention.text else replace(mention, text=rest, end=mention.start + len(rest))


def glued_organisation(before: Mention, after: Mention) -> Mention | None:
    """The curated organisation's acronym :func:`trim_tail` cut off the end of ``before`` (leaving ``after``),
    as a mention of its own: "Hasakeh AFP", "Aleppo DAESH said" name the outlet or the group too, whose
    statements ("... DAESH said") are theirs, not the place's."""
    rest = before.text[len(after.text) :].strip()
    if not rest or " " in rest or not is_acronym(rest):
        return None
    anchor = anchors().get("ACR:" + acronym_letters(rest))
    if anchor is None or anchor.kind != ORGANIZATION:
        return None
    return replace(before, text=rest, start=before.end - len(rest), label="ORG")


# The same names recur in every article of a build: the cut is worked out once per name and kind.
@lru_cache(maxsize=200_000)
def _trimmed(text: str, person: bool) -> str:
    """The name ``text`` without the words :func:`trim_tail` cuts off its end (``person``: NER read it as a
    person's)."""
    # "Sylvain Marconnet (Stade Francais": NER ran the name into a bracket it does not close, which opens
    # another name (a line-up's club), never a part of this one ("YPG (Peoples Protection Units)" closes)
    opened = text.find(" (")
    if opened > 0 and ")" not in text[opened:]:
        return _trimmed(text[:opened], person)
    words = text.split(" ")
    # a curated name is whole: "South African" is a demonym, not "South" and a nationality
    if len(words) < 2 or lookup_key(text) in demonyms() or lookup_key(text) in anchors():
        return text
    # "Jayrud 60 kilometres northeast": a distance from the place ran into its name
    distance = _DISTANCE_AFTER.search(text)
    if distance and distance.start() > 0:
        return _trimmed(text[: distance.start()], person)
    score = _SCORE_AFTER.search(text)
    if score and score.start() > 0:
        return _trimmed(text[: score.start()], person)
    # a person's name may end in a nationality ("Dawn French"); NER tags a common noun's name PERSON too
    cut = len(words)
    while cut > 1 and (_common_tail(words[cut - 1]) or (not person and _glued_to_place(words[cut - 1]))):
        cut -= 1
    # "Daraa Army units killed": a section's tag ("Daraa:") run into the next sentence's "Army", a body
    # no town or province has; a country's army is a name ("Pakistan Army")
    if cut == len(words) and not person and _country_body_after_region(words):
        cut -= 1
    # "near Damascus Monitor", "in Syrias Aleppo Monitor [Fierce clashes ...]": a headline's source tag
    # ("...: Monitor") that lost its colon, after the place that ended the headline, and whatever of the
    # next line ran on; the tag is capitalised there, so it counts only right after a known place
    if cut == len(words) and not person:
        cut = _source_tag_after_place(words) or cut
    rest = " ".join(words[:cut])
    if cut == len(words) or not (
        all(_common_tail(w) for w in words[cut:]) or known_place_name(clean_surface(rest))
    ):
        return text
    # "the Tory Party conference": a group's word cut off leaves a place's name, never an article or a noun
    if any(_glued_group(w) for w in words[cut:]) and any(w.islower() for w in words[:cut]):
        return text
    return _trimmed(rest, person)


def _source_tag_after_place(words: list[str]) -> int | None:
    """Where a capitalised word of ontology/org-words.tsv role `tail` ("Monitor") follows a known place's
    name, the number of words before it: "Damascus Monitor Fierce" -> 1. A span NER opens with "The" is an
    outlet's whole name ("The Syria Monitor website said"): a headline's tag follows a bare place."""
    if words[0] in ("The", "the"):
        return None
    for i in range(1, len(words)):
        if words[i][:1].isupper() and name_tokens(words[i]) in tail_words():
            return i if known_place_name(clean_surface(" ".join(words[:i]))) else None
    return None


def _common_tail(word: str) -> bool:
    """A common noun that ends no name when written in lower case or as an acronym ("NGO")."""
    return (word.islower() or is_acronym(word)) and name_tokens(word) in tail_words()


def _glued_to_place(word: str) -> bool:
    """A nationality ("Syrian"), a place's adjective ("Damascan") or a curated organisation's acronym
    ("AFP"): words that follow a place's name only where a comma was lost."""
    if is_acronym(word):
        anchor = anchors().get("ACR:" + acronym_letters(word))
        return anchor is not None and anchor.kind == ORGANIZATION
    if _glued_group(word):
        return True
    return " ".join(name_tokens(word)) in demonyms() or place_adjective(word)


def _glued_group(word: str) -> bool:
    """ "the city of Palmyra Daesh carried out": a curated group of one word, spelled as a row of
    ontology/gazetteer.tsv writes it, starts the next clause. A word of org-words.tsv ends a body's name
    ("UK Independence Party", "the Tory Party"), and a party's members in the plural after a place are its
    branch there ("Wales Conservatives", "Texas Democrats")."""
    anchor = anchors().get(lookup_key(word))
    if anchor is None or anchor.kind != ORGANIZATION or not word.isalpha():
        return False
    plural = word.endswith("s") and not word.endswith(("ss", "us", "is", "as"))
    return word in curated_spellings() and not org_word(word) and not plural


def _country_body_after_region(words: list[str]) -> bool:
    """ "Daraa Army", "Lattakia Army": a town's or a province's name, then a word for a body that only a
    country has (the `country-body` rows of ontology/org-words.tsv)."""
    body = words[-1]
    if len(words) < 2 or not body[:1].isupper() or name_tokens(body) not in name_words("country-body"):
        return False
    rest = clean_surface(" ".join(words[:-1]))
    return known_place_name(rest) and lookup_key(rest) not in national_names()
