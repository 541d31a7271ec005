"""A state body's noun written bare BEFORE the article gives it its owner: "The government denied the
report" in a story that names "the Thai government" three paragraphs on; "regime forces" in a war report
whose next paragraph names "the Assad regime".

``owned_nouns`` and ``owned_arms`` read a bare "the government", "the regime", "regime forces" as the ONE
owned phrase written before it. News often writes it the other way round: the lead says "the government"
and a later paragraph says whose ("the Indian government", "the Blair government", "Assad's government").
A reader of the whole article takes each bare noun for that one owner; out of the article it says nothing,
and the audit judges read such statements useless. ``later_owned`` reads a bare noun that no owned phrase
of its noun (with the same words between) precedes as the ONE owner the article writes of it after it,
when the article writes no other owner of that noun anywhere. Written later, an owner is as often a foreign
party to the story ("the Dutch government asked Venezuela to spare ..." in a story of Venezuela's farm law;
"Laos complained, and the Laotian government ..." in one of a Chinese dam), so it is taken only when:

- a state is the story's own country, the state the article names most often by its name and its people
  (a person's, "the Blair government", "Assad's government", has no such test);
- no verb takes the owned phrase and a bare one of its noun as two of its arguments ("the government
  offered the Chilean government two ships" names two governments);
- no other state or its capital sets the scene before the bare noun in its sentence ("In Kabul, ...",
  ``owned_arms.foreign_state``: "Russian warplanes and regime forces" names an ally, no owner), and for a
  noun no other state speaks in the clause that governs it (``owned_nouns.other_state``).

The words are ``ontology/owned-nouns.tsv`` and the modifiers and arms of ``ontology/owned-arms.tsv``; the
owners are ``owned_nouns.owned_phrase``'s (a nationality, a country's name, a person's name, a seat "in
Moscow").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cache import words_in
from .owned_arms import arms_words, foreign_state, held_arms, modifier_of, shown
from .owned_nouns import ARGUMENTS, bare_words, other_state, owned_nouns, owned_phrase, owner_key

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


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


def _bare_key(tok: Token, arms: frozenset[str]) -> tuple[_Key, Token | None] | None:
    """(key, the modifier for arms) for a bare description at ``tok``: "the government" -> (("government",
    ()), None); "regime forces" -> (("regime", ()), <regime>)."""
    if not tok.is_lower:
        return None
    if tok.lower_ in arms:
        mod = modifier_of(tok)
        if mod is None or tok.dep_ not in ARGUMENTS:
            return None
        return (mod.lower_, ()), mod
    if tok.lower_ not in owned_nouns():
        return None
    between = bare_words(tok)
    return None if between is None else ((tok.lower_, between), None)


def _verb(tok: Token) -> int:
    """The index of the verb that governs ``tok`` (its nearest verb above it), or -1."""
    return next((a.i for a in tok.ancestors if a.pos_ in {"VERB", "AUX"}), -1)


def _home(doc: Doc) -> str | None:
    """The state the article names most often, by its name and its people ("Argentina", "Argentine"), or
    None when two are named equally often or none is: the story's own country."""
    counts: dict[str, int] = {}
    for tok in doc:
        if not tok.is_lower and tok.pos_ in {"PROPN", "ADJ", "NOUN"}:
            key = owner_key(tok)
            if key.isupper():  # a country's code, not a person's name
                counts[key] = counts.get(key, 0) + 1
    ranked = sorted(counts.values(), reverse=True)
    if not ranked or (len(ranked) > 1 and ranked[0] == ranked[1]):
        return None
    return max(counts, key=lambda k: counts[k])


def later_owned(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> owned phrase, for each bare "the government" (regime, ministry, "regime forces", ...)
    that no owned phrase of its noun precedes and the ONE owner the article writes of it later settles."""
    arms, modifiers = arms_words()
    # key -> owner -> (first position, the phrase as first written)
    owners: dict[_Key, dict[str, tuple[int, str]]] = {}
    bare: list[tuple[Token, _Key, Token | None]] = []
    # (key, sentence, the verb that governs it) of each owned phrase and of each bare description
    owned_in: set[tuple[_Key, int, int]] = set()
    bare_in: set[tuple[_Key, int, int]] = set()
    for tok in words_in(doc, owned_nouns() | modifiers | arms):
        found = _owned_key(tok, arms, modifiers)
        if found is not None:
            key, owner, phrase = found
            owners.setdefault(key, {}).setdefault(owner, (tok.i, phrase))
            owned_in.add((key, tok.sent.start, _verb(tok)))
            continue
        if (pending := _bare_key(tok, arms)) is not None:
            bare_in.add((pending[0], tok.sent.start, _verb(tok)))
            if tok.i not in resolved:
                bare.append((tok, *pending))
    # a bare description beside an owned phrase as arguments of one verb is another one: "the government
    # offered the Chilean government two ships" names two governments, whichever the article later writes
    # bare ("Syria's government was accused ... areas surrounded by government forces" is one)
    rivals = {key for key, _, _ in owned_in & bare_in}
    out: dict[int, str] = {}
    home: list[str | None] = []
    for tok, key, mod in bare:
        named = owners.get(key, {})
        if len(named) != 1 or key in rivals:
            continue
        owner, (first, phrase) = next(iter(named.items()))
        # an owner written before it is owned_nouns' and owned_arms' to read (or to leave open); a state or
        # its capital before it in its sentence sets another scene ("In Kabul, the authorities ..." in a
        # story of Pakistan), and one that speaks in its clause may mean its own (owned_nouns.other_state)
        if first < tok.i or foreign_state(tok, owner) or (mod is None and other_state(tok, owner)):
            continue
        # a state's owner must be the story's own country: "the Dutch government asked Venezuela ..." in a
        # story of Venezuela's farm law leaves its bare "the government" Venezuela's
        if owner.isupper():
            if not home:
                home.append(_home(doc))
            if home[0] != owner:
                continue
        out[tok.i] = phrase if mod is None else shown(phrase, mod.lower_, tok.lower_)
    return out
