"""A state body's noun written bare BEFORE the article gives it its owner: "The government denied the
report" in a story that names "the Thai government" three paragraphs on; "regime forces" in a war report
whose next paragraph names "the Assad regime".

``owned_nouns`` and ``owned_arms`` read a bare "the government", "the regime", "regime forces" as the ONE
owned phrase written before it. News often writes it the other way round: the lead says "the government"
and a later paragraph says whose ("the Indian government", "the Blair government", "Assad's government").
A reader of the whole article takes each bare noun for that one owner; out of the article it says nothing,
and the audit judges read such statements useless. ``later_owned`` reads a bare noun that no owned phrase
of its noun (with the same words between) precedes as the ONE owner the article writes of it after it,
when the article writes no other owner of that noun anywhere: two owners in the article ("the Syrian
government" and "the Turkish government") leave it open, and so does another state named before it in its
sentence or speaking in the clause that governs it, by ``owned_nouns.other_state`` (for arms,
``owned_arms.foreign_state``: "Russian warplanes and regime forces" names an ally, no owner). The words are
``ontology/owned-nouns.tsv`` and the modifiers and arms of ``ontology/owned-arms.tsv``; the owners are
``owned_nouns.owned_phrase``'s (a nationality, a country's name, a person's name, a seat "in Moscow").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cache import words_in
from .owned_arms import arms_words, foreign_state, held_arms, modifier_of, shown
from .owned_nouns import bare_words, other_state, owned_nouns, owned_phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Argument slots a description stands in, as in owned_nouns and owned_arms.
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "conj"})

# A key of what is owned: (the body's noun, the words between) for "the defence ministry", or
# ("arms", modifier) for "regime forces".
_Key = tuple[str, tuple[str, ...]]


def _owned_key(tok: Token, arms: frozenset[str], modifiers: frozenset[str]) -> tuple[_Key, str, str] | None:
    """(key, owner, owned phrase) for an owned phrase at ``tok``: "the Thai government" ->
    (("government", ()), "TH", "Thai government"); "Syrian government forces" -> (("government", ()),
    "SY", "Syrian government"). None for any other word."""
    if tok.lower_ in arms:
        held = held_arms(tok)
        return None if held is None else ((held[0], ()), held[1], held[2])
    owned = owned_phrase(tok)
    if owned is None or (tok.lower_ not in owned_nouns() and tok.lower_ not in modifiers):
        return None
    return (tok.lower_, owned[2]), owned[0], owned[1]


def _bare_key(tok: Token, arms: frozenset[str], resolved: dict[int, str]) -> tuple[_Key, Token | None] | None:
    """(key, the modifier for arms) for a bare description at ``tok`` no earlier rule settled: "the
    government" -> (("government", ()), None); "regime forces" -> (("regime", ()), <regime>)."""
    if tok.i in resolved or not tok.is_lower:
        return None
    if tok.lower_ in arms:
        mod = modifier_of(tok)
        if mod is None or tok.dep_ not in _ARGUMENTS:
            return None
        return (mod.lower_, ()), mod
    if tok.lower_ not in owned_nouns():
        return None
    between = bare_words(tok)
    return None if between is None else ((tok.lower_, between), None)


def later_owned(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> owned phrase, for each bare "the government" (regime, ministry, "regime forces", ...)
    that no owned phrase of its noun precedes and the ONE owner the article writes of it later settles."""
    arms, modifiers = arms_words()
    # key -> owner -> (first position, the phrase as first written)
    owners: dict[_Key, dict[str, tuple[int, str]]] = {}
    bare: list[tuple[Token, _Key, Token | None]] = []
    for tok in words_in(doc, owned_nouns() | modifiers | arms):
        found = _owned_key(tok, arms, modifiers)
        if found is not None:
            key, owner, phrase = found
            owners.setdefault(key, {}).setdefault(owner, (tok.i, phrase))
            continue
        if (pending := _bare_key(tok, arms, resolved)) is not None:
            bare.append((tok, *pending))
    out: dict[int, str] = {}
    for tok, key, mod in bare:
        named = owners.get(key, {})
        if len(named) != 1:
            continue
        owner, (first, phrase) = next(iter(named.items()))
        # an owner written before it is owned_nouns' and owned_arms' to read (or to leave open)
        if first < tok.i or (foreign_state(tok, owner) if mod is not None else other_state(tok, owner)):
            continue
        out[tok.i] = phrase if mod is None else shown(phrase, mod.lower_, tok.lower_)
    return out
