"""Merge rules for one name written in different spellings: the same letters in another case ("IRIB",
"Irib"), a romanisation variant, an Arabic article joined to a word ("Salah al-Din", "Salaheddin"), and
names equal but for one word with one edit or a vowel moved ("Kafr Batna", "Kfar Batna").
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from ..resources import read_tsv
from ..types import ORGANIZATION, PERSON, PLACE
from .gazetteer import cities_named, city_key
from .merger import ORG_PLACE, PERSON_ORG, Form, Merger
from .names import (
    given_name_group,
    given_names_match,
    jaro_winkler,
    keys_match,
    skeleton,
    token_key,
    words_match,
)

# Any two kinds: NER's labels never keep two spellings of one name apart; the kind is settled afterwards
# by the votes of all mentions (kg/entities/resolution.py).
ANY_KIND = frozenset(
    frozenset(pair) for pair in ((PERSON, ORGANIZATION), (ORGANIZATION, PLACE), (PERSON, PLACE))
)


def by_case(merger: Merger) -> None:
    """ "IRIB" and "Irib" are one name written in two cases; a pronoun with a capital ("Us" of the magazine)
    is a title's word, never an acronym's spelling (ontology/pronoun-names.tsv)."""
    for i, form in enumerate(merger.forms):
        if form.acronym and form.key[4:].lower() not in _pronouns():
            j = merger.by_key.get(form.key[4:].lower())
            if j is not None:
                merger.union(i, j, "case", 1.0, ORG_PLACE | PERSON_ORG)


@lru_cache(maxsize=1)
def _pronouns() -> frozenset[str]:
    """English pronouns a capital may turn into a name's word (ontology/pronoun-names.tsv)."""
    return frozenset(row["word"] for row in read_tsv("pronoun-names.tsv", ("word",)))


def by_spelling(merger: Merger) -> None:
    """Romanisation variants: same token count, equal first names, matching transliteration keys."""
    # Words can only match when their consonant skeletons are equal, and first names also when they share
    # a curated group, so blocking on those skeletons loses no pair: cost grows with the block sizes only.
    blocks: dict[tuple[str, ...], list[int]] = defaultdict(list)
    joined: dict[str, list[int]] = defaultdict(list)
    for i, form in enumerate(merger.forms):
        if form.acronym or (form.anchor and form.anchor.country):
            continue
        keys = form.keys
        rest = tuple(skeleton(k) for k in keys[1:])
        blocks[(skeleton(keys[0]), *rest)].append(i)
        group = given_name_group(keys[0]) if len(keys) > 1 else None
        if group is not None:
            blocks[(f"group:{group}", *rest)].append(i)
        joined["".join(keys)].append(i)
    given = _corpus_given_names(merger)
    for members in blocks.values():
        for n, i in enumerate(members):
            for j in members[n + 1 :]:
                if _given_and_other(merger.forms[i], merger.forms[j], given):
                    continue
                if _people_of_place(merger.forms[i], merger.forms[j]):
                    continue
                score = _spelling_score(merger.forms[i], merger.forms[j])
                if score and (score == 1.0 or not _two_places(merger.forms[i], merger.forms[j])):
                    merger.union(i, j, "spelling" if score == 1.0 else "similar", score, ANY_KIND)
    for members in joined.values():  # Amir-Abdollahian / Amirabdollahian
        for j in members[1:]:
            if not _given_and_other(merger.forms[members[0]], merger.forms[j], given):
                merger.union(members[0], j, "spacing", 1.0, ANY_KIND)


def two_cities(a: str, b: str) -> bool:
    """True when GeoNames names two different cities by the two names, and neither by both: "Melbourne"
    and "Milburn" are close letters but two places, so a close spelling is no evidence they are one (a
    surname spelt like a town, "Milburn" of Jackie Milburn, then joins the town). Alternate spellings of
    one city share its id ("Kiev", "Kyiv")."""
    named = cities_named({city_key(a), city_key(b)})
    return len(named) == 2 and not set.intersection(*(set(ids) for ids, _ in named.values()))


def _two_places(a: Form, b: Form) -> bool:
    """True when the texts mostly tag one of two close spellings a place and GeoNames gives the two two
    cities: "Melbourne" is no "Milburn". Two names NER reads as people are kept close, since surnames are
    spelt like towns ("Johnston", "Johnstone")."""
    return (mostly_place(a) or mostly_place(b)) and two_cities(" ".join(a.tokens), " ".join(b.tokens))


def _people_of_place(a: Form, b: Form) -> bool:
    """True when one name is the other with a nisba ending ("-i", plural "-is") and the shorter is mostly
    tagged a place: "Kashmiri" and "Kashmiris" name the people of Kashmir, "Masri" a person of Masr, never
    the place spelt another way."""
    short, long = sorted((a, b), key=lambda f: len(f.tokens[-1]))
    if short.tokens[:-1] != long.tokens[:-1] or not mostly_place(short):
        return False
    return long.tokens[-1] in {short.tokens[-1] + ending for ending in _NISBA}


# the Arabic and Persian adjective of origin, which English keeps for peoples of the region (Kashmiri, Iraqi)
_NISBA = ("i", "is")


def by_joined_article(merger: Merger) -> None:
    """ "Salah al-Din" is "Salaheddin", "Salahuddin" and "Salah Eddin": an Arabic article between two words,
    written apart or assimilated into one word with its vowel (e, u, a, i) and a doubled consonant. The
    joined spelling must give the one word's transliteration key exactly, so "Nour al-Din" never meets
    "Salaheddin", and a name of three words or more ("Salahuddin al-Shishani") is no variant."""
    single: dict[str, list[int]] = defaultdict(list)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) == 1 and not form.acronym and len(form.tokens[0]) >= 8:
            single[form.keys[0]].append(i)
    if not single:
        return
    for i, form in enumerate(merger.forms):
        if len(form.tokens) != 2 or form.acronym or not form.tokens[0].isalpha():
            continue
        first, second = form.tokens
        for vowel in ("", "e", "u", "a", "i"):
            for j in single.get(token_key(first + vowel + second), ()):
                if not merger.forms[j].anchor:
                    merger.union(i, j, "joined", 1.0, ORG_PLACE)


def _corpus_given_names(merger: Merger) -> frozenset[str]:
    """Words that open a full person name in the corpus ("sonny" of Sonny Parker)."""
    return frozenset(
        form.tokens[0]
        for form in merger.forms
        if len(form.tokens) > 1 and not form.acronym and mostly_person(form)
    )


def _given_and_other(a: Form, b: Form, given: frozenset[str]) -> bool:
    """True for two different one-word names of which one is a given name the corpus writes in full:
    "Sonny" (Sonny Parker) is not a spelling of the brand Sony. Transliterations of one group
    (Hizballah / Hezbollah) open no person's name and still meet."""
    return (
        len(a.tokens) == 1
        and len(b.tokens) == 1
        and a.tokens != b.tokens
        and (a.tokens[0] in given) != (b.tokens[0] in given)
    )


def by_one_word_slips(merger: Merger) -> None:
    """Names of several words equal but for one word written with a vowel moved ("Kafr Batna" / "Kfar
    Batna") or, in names of three words or more, a typing slip in a long word ("Syrian Obervatory for
    Human Rights"). The other words carry the identity, so the slip may be one the transliteration key
    rejects in a word alone. Blocked on the other words and on a signature of the word that a slip keeps
    (its consonants; its one-letter deletions), so that only likely pairs are compared."""
    blocks: dict[tuple, set[int]] = defaultdict(set)
    for i, form in enumerate(merger.forms):
        if form.acronym or len(form.keys) < 2 or (form.anchor and form.anchor.country):
            continue
        # people's surnames differ by a moved vowel (Karim / Karmi); towns' spellings do
        moves = not mostly_person(form)
        many = len(form.keys) > 2
        for at, word in enumerate(form.keys):
            rest = (*form.keys[:at], "*", *form.keys[at + 1 :])
            if moves and len(word) >= 4:
                blocks[(rest, "vowel", _VOWELS.sub("", word), len(word))].add(i)
            if many and len(word) >= 7:
                for variant in {word, *(word[:k] + word[k + 1 :] for k in range(len(word)))}:
                    blocks[(rest, "edit", variant)].add(i)
    for (rest, how, *_), members in blocks.items():
        if len(members) < 2:
            continue
        at = rest.index("*")
        ordered = sorted(members)
        for n, i in enumerate(ordered):
            for j in ordered[n + 1 :]:
                a, b = merger.forms[i].keys[at], merger.forms[j].keys[at]
                slip = vowel_moved(a, b) if how == "vowel" else min(len(a), len(b)) >= 7 and one_edit(a, b)
                if slip:
                    merger.union(i, j, "slip", 0.9, ANY_KIND)


_VOWELS = re.compile(r"[aeiou]")


def mostly_person(form: Form) -> bool:
    """True when NER tags most mentions of the form a person."""
    return form.labels["PERSON"] * 2 > form.labels.total()


def mostly_place(form: Form) -> bool:
    """True when NER tags most mentions of the form a place (GPE, LOC)."""
    return (form.labels["GPE"] + form.labels["LOC"]) * 2 > form.labels.total()


def vowel_moved(a: str, b: str) -> bool:
    """True when one vowel sits elsewhere among the same letters: "kafr" / "kfar"."""
    if a == b or len(a) != len(b) or len(a) < 4:
        return False
    cut_a = {(a[:k] + a[k + 1 :], c) for k, c in enumerate(a) if c in "aeiou"}
    return any((b[:k] + b[k + 1 :], c) in cut_a for k, c in enumerate(b) if c in "aeiou")


def one_edit(a: str, b: str) -> bool:
    """True for words one letter apart (a letter left out, added or changed)."""
    return a != b and Levenshtein.distance(a, b) <= 1


def _spelling_score(form_a: Form, form_b: Form) -> float:
    """1.0 for equal keys, the lowest word similarity for close variants, 0.0 for different names."""
    a, b = form_a.keys, form_b.keys
    if a == b:
        return 1.0
    if len(a) > 1 and not given_names_match(a[0], b[0]):
        return 0.0
    words = list(zip(form_a.tokens, form_b.tokens, strict=True))
    pairs = words[1:] if len(a) > 1 else words
    # Surnames of several words may shift a vowel across them (Abdel Rahman / Abdul-Rahman).
    rest_a, rest_b = "".join(a[1:]), "".join(b[1:])
    if not all(words_match(x, y) for x, y in pairs) and not (
        len(a) > 2 and len(rest_a) >= 9 and keys_match(rest_a, rest_b)
    ):
        return 0.0
    return min(jaro_winkler(token_key(x), token_key(y)) for x, y in words)
