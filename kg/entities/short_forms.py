"""Merge rules for an organisation's short form: its core ("Revolutionary Guards"), the name cut before
its "for ..."/"of ..." tail ("Syrian Observatory" for the Syrian Observatory for Human Rights), the country
written where the other has its demonym, or a qualifier left out ("Syrian Coalition"); and
:func:`is_short_form`, the test the linker shares.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache

from ..types import ORGANIZATION, PLACE
from .gazetteer import (
    anchors,
    demonyms,
    known_places,
    name_words,
    org_words,
    place_words,
)
from .merger import ORG_PLACE, PERSON_ORG, Form, Merger
from .names import (
    name_tokens,
)
from .scoped_short_forms import holds, scoped_apart


@lru_cache(maxsize=100_000)
def _singulars(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(map(_singular, words))


def _singular(word: str) -> str:
    return (
        word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")) else word
    )


def _by_short_forms(merger: Merger, texts: Mapping[str, str]) -> None:
    """ "Revolutionary Guards" joins the only longer organisation name it is the core of."""
    by_word: dict[str, set[int]] = defaultdict(set)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and form.kinds & {ORGANIZATION, PLACE} and not form.acronym:
            for word in form.tokens:
                by_word[_singular(word)].add(i)
    tails = _prepositional_tails(merger)
    for i, form in enumerate(merger.forms):
        # A country or region is not its council or its branch (Highland / Highland Council).
        if not form.kinds & {ORGANIZATION, PLACE} or _is_country(form) or form.key in known_places():
            continue
        # A short form names an organisation (tagged ORG or said to be one, not a NORP adjective like
        # "European" or a town like "Darlington"), unless it drops "of COUNTRY", which is_short_form checks.
        organisation = form.acronym or (
            form.labels["ORG"] * 2 > form.labels.total() or form.votes[ORGANIZATION] * 2 > form.votes.total()
        )
        short = form.tokens if not form.acronym else (form.key[4:].lower(),)
        fits = [
            j
            for j in by_word.get(_singular(short[0]), ())
            if is_short_form(short, merger.forms[j].tokens, organisation)
            # "UFJ" of "UFJ Holdings" where every article of the short form names the whole
            or (
                organisation
                and form.articles <= merger.forms[j].articles
                and company_tail(short, merger.forms[j].tokens)
            )
        ]
        roots = {merger.find(j) for j in fits}
        roots.discard(merger.find(i))
        if len(roots) == 1 and _country_branch_elsewhere(merger, form, next(iter(roots))):
            continue
        if len(roots) == 1 and _sentence_opener_elsewhere(merger, form, next(iter(roots)), texts):
            continue
        # "the Times" beside the "Irish Times": another nation's or level's body unless an article ties them
        leading = {j: _leading(short, merger.forms[j].tokens) for j in fits if merger.find(j) in roots}
        holders = [j for j in by_word.get(_singular(short[0]), ()) if holds(short, merger.forms[j].tokens)]
        if len(roots) == 1 and scoped_apart(merger, i, next(iter(roots)), leading, texts, holders):
            continue
        if len(roots) == 1:
            merger.union(i, next(iter(roots)), "short-form", 1.0, ORG_PLACE)
        elif not roots and len(short) <= 2 and _singular(short[-1]) in tails:
            _by_prepositional_tail(merger, i, short, tails, texts)


def _leading(short: tuple[str, ...], long: tuple[str, ...]) -> tuple[str, ...]:
    """The words of ``long`` in front of ``short`` (compared in the singular), or none where it does not
    hold it; the words as written, for "Wales" is no plural."""
    singular, n = _singulars(long), len(short)
    short = _singulars(short)
    return next((long[:k] for k in range(len(long) - n + 1) if singular[k : k + n] == short), ())


def _sentence_opener_elsewhere(merger: Merger, form: Form, root: int, texts: Mapping[str, str]) -> bool:
    """True for one word written only at the start of a sentence, in articles that never name the longer
    name: "House prices fell" (tagged ORG) is no short form of the House of Commons another article names.
    A capital that opens a sentence says nothing of a name; within the longer name's own articles the
    short form is read as before ("the House voted")."""
    if len(form.tokens) != 1 or form.acronym:
        return False
    if any(form.articles & m.articles for m in merger.members(root)):
        return False
    for mention in form.mentions:
        before = texts.get(mention.article_id, "")[: mention.start].rstrip(" \t\"'\u201c\u2018")
        if before and before[-1] not in ".!?:\n":
            return False
    return True


def _country_branch_elsewhere(merger: Merger, form: Form, root: int) -> bool:
    """True when the only longer name is one country's branch ("Russian Security Council") that no article
    of the short form names: "the Security Council" there is another council (the UN's). Only for short
    forms ending in a designator, the institutions many countries have (Palestinian Islamic Jihad is the
    only Islamic Jihad)."""
    if form.tokens[-1:] not in _short_form_words()[1] and (form.tokens[-1],) not in org_words()[1]:
        return False
    members = merger.members(root)
    branch = all(m.tokens[0] in place_words() for m in members)
    return branch and not any(form.articles & m.articles for m in members)


def _by_prepositional_tail(
    merger: Merger, i: int, short: tuple[str, ...], tails: Mapping, texts: Mapping[str, str]
) -> None:
    """ "Syrian Observatory" and "Observatory" join the only "Syrian Observatory for Human Rights": a name
    cut before its "for ..."/"of ..." tail, or its head noun alone, whatever NER tagged the bare noun."""
    places = place_words()
    short = _singulars(short)
    roots = set()
    # the words each longer name has beyond the short form, its tail included: "the Football Association"
    # leaves out the place of the "Football Association of Wales" as "the Times" the "Irish" of its name
    left_out: dict[int, tuple[str, ...]] = {}
    for j, cut in tails.get(short[-1], ()):
        long = _singulars(merger.forms[j].tokens)
        before = long[: cut - len(short)]
        if long[cut - len(short) : cut] == short and all(w in places for w in before):
            roots.add(merger.find(j))
            words = merger.forms[j].tokens  # as written: "wales" is no plural
            left_out[j] = words[: cut - len(short)] + words[cut:]
    roots.discard(merger.find(i))
    if len(roots) != 1 or _sentence_opener_elsewhere(merger, merger.forms[i], next(iter(roots)), texts):
        return
    root = next(iter(roots))
    group = {j: words for j, words in left_out.items() if merger.find(j) == root}
    if not scoped_apart(merger, i, root, group, texts):
        merger.union(i, root, "short-form", 1.0, PERSON_ORG | ORG_PLACE)


def _prepositional_tails(merger: Merger) -> dict[str, list[tuple[int, int]]]:
    """Head word before a "for"/"of" tail -> (organisation form, position of the tail)."""
    tails: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for j, form in enumerate(merger.forms):
        if ORGANIZATION not in form.kinds or form.acronym:
            continue
        long = _singulars(form.tokens)
        for cut in range(1, len(long) - 1):
            if long[cut] in ("for", "of"):
                tails[long[cut - 1]].append((j, cut))
    return tails


def _by_country_words(merger: Merger, texts: Mapping[str, str]) -> None:
    """ "Syria Democratic Forces" is the Syrian Democratic Forces: an organisation's name with the country
    where the other has its demonym."""
    countries = {key: a.id for key, a in anchors().items() if a.id.startswith("country:") and " " not in key}
    countries.update({key: a.country for key, a in demonyms().items() if a.country and " " not in key})
    # "U.N. Security Council" is the United Nations Security Council: a curated organisation's acronym
    # inside a name stands for its full name.
    expand = {
        key[4:].lower(): " ".join(name_tokens(a.label))
        for key, a in anchors().items()
        if key.startswith("ACR:") and a.kind == ORGANIZATION
    }

    def normal(tokens: tuple[str, ...]) -> tuple[str, ...]:
        words = " ".join(expand.get(t, t) for t in tokens).split()
        return tuple(countries.get(t) or t for t in words)

    groups: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) < 2 or form.acronym:
            continue
        if ORGANIZATION in form.kinds and (form.anchor is None or form.anchor.kind == ORGANIZATION):
            groups[normal(form.tokens)].append(i)
    for members in groups.values():
        for j in members[1:]:
            merger.union(members[0], j, "country-word", 1.0, ORG_PLACE)
    _by_dropped_qualifiers(merger, texts)


def _by_dropped_qualifiers(merger: Merger, texts: Mapping[str, str]) -> None:
    """ "Syrian Coalition" is the Syrian National Coalition: an organisation's name of two words or more
    without a qualifier (National, Islamic, Popular) from its middle; one candidate only."""
    qualifiers = org_words()[0]
    cores: dict[tuple[str, ...], set[int]] = defaultdict(set)
    for j, form in enumerate(merger.forms):
        if ORGANIZATION in form.kinds and not form.acronym and len(form.tokens) > 2:
            core = tuple(t for t in form.tokens if (t,) not in qualifiers)
            if len(core) < len(form.tokens):
                cores[core].add(j)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) >= 2 and ORGANIZATION in form.kinds and form.tokens in cores:
            roots = {merger.find(j) for j in cores[form.tokens]} - {merger.find(i)}
            # a leading qualifier may say a level ("National Bank of Greece"): see scoped_short_forms
            leading = {j: _dropped_first(form.tokens, merger.forms[j].tokens) for j in cores[form.tokens]}
            if len(roots) == 1 and not scoped_apart(merger, i, next(iter(roots)), leading, texts):
                merger.union(i, next(iter(roots)), "short-form", 1.0, ORG_PLACE)


def _dropped_first(core: tuple[str, ...], long: tuple[str, ...]) -> tuple[str, ...]:
    """The first word of ``long`` where its core leaves it out, else none."""
    return long[:1] if long[:1] != core[:1] else ()


def _is_country(form: Form) -> bool:
    return bool(form.anchor and form.anchor.id.startswith(("country:", "demonym:")))


@lru_cache(maxsize=1)
def _short_form_words() -> tuple[frozenset[str], frozenset[tuple[str, ...]]]:
    """(words that may precede an organisation's core, word sequences that may follow it), singular."""
    # only the designators a short form drops in any article: not a company's "Industries" (read in its
    # article alone, article_short_forms.py) nor a charity's "Foundation" ("Shell" is no Shell Foundation)
    qualifiers, designators = org_words()[0], name_words("designator")
    before = frozenset(_singular(w) for ws in qualifiers for w in ws)
    return before, frozenset(tuple(_singular(w) for w in ws) for ws in designators)


def company_tail(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """ "Reliance" of "Reliance Industries": the long name is the short one (in the singular or not) and a
    company's last word of role article-designator, which a short form leaves out only where the article
    names the whole (elsewhere it may be another firm of the family: "Reliance Energy")."""
    n = len(short)
    return _singulars(long[:n]) == _singulars(short) and long[n:] in name_words("article-designator")


def is_short_form(short: tuple[str, ...], long: tuple[str, ...], organisation: bool = True) -> bool:
    """True when ``long`` is ``short`` plus generic words: qualifiers or country words before it (Islamic,
    Lebanese), designators or "of COUNTRY" after it: ("revolutionary", "guards") is a short form of
    ("islamic", "revolutionary", "guard", "corps"); ("hezbollah",) is not one of ("kataib", "hezbollah")."""
    if len(long) <= len(short):
        return False
    short, long = _singulars(short), _singulars(long)
    qualifiers, designators = _short_form_words()
    places = place_words()
    # A short form needs a word of its own: "Royal", "Commission" or "Party" alone name nothing.
    if all(w in qualifiers or w in places or (w,) in designators for w in short):
        return False
    for start in range(len(long) - len(short) + 1):
        if long[start : start + len(short)] != short:
            continue
        before, after = long[:start], long[start + len(short) :]
        # "the Islamic Republic" for "the Islamic Republic of Iran": a two-word name may drop its country.
        if not before and len(short) > 1 and len(after) == 2 and after[0] == "of" and after[1] in places:
            return True
        if not organisation:
            continue
        # One word may lose only a country word before it (Lebanese Hezbollah), not a qualifier: "Jihad"
        # is not "Islamic Jihad".
        allowed_before = places if len(short) == 1 else qualifiers | places
        if all(w in allowed_before for w in before) and (
            not after or after in designators or all((w,) in designators for w in after)
        ):
            return True
    return False
