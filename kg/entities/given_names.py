"""Merge rules for a bare given name in an article: it joins the one person the article names in full with
that given name or one of its short forms ("his son Moazzam" after "Moazzam Begg", "Rafa" after "Rafael
Benitez"), or the surname written right after it where NER read the two words apart ("[Edith] Masai ...
[Masai]"), in that article only.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator, Mapping
from functools import lru_cache

from ..resources import read_tsv
from ..stories import headline
from ..types import PERSON, Mention
from .anchors import lookup_key
from .evidence import CONTEXT_WEIGHT
from .gazetteer import person_given_names
from .merger import PERSON_ORG, Form, Merger
from .name_titles import courtesy_before
from .names import token_key
from .persons import surname_key
from .spellings import mostly_person, mostly_place
from .surnames import _courtesy, _regnal


def _by_given_names_in_article(merger: Merger, texts: Mapping[str, str]) -> None:
    """ "his son Moazzam" in an article that names one person Moazzam in full, before
    (:func:`_named_before`): that person, in that article only. A bare name that is the surname of a
    person the same article names in full, or fits two full names, stays apart, and so does one written
    with a courtesy title where the article titles that person's surname too, and one written after a
    royal's title ("Prince Charles")."""
    firsts: dict[tuple[str, str], set[int]] = defaultdict(set)  # (article, first-name key) -> roots
    first_seen: dict[tuple[str, int], int] = {}  # (article, root) -> offset of its first full mention
    surnames: dict[str, set[str]] = defaultdict(set)  # article -> last-word keys of its longer names
    for j, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym:
            # the last word of any longer name, a body's too ("Aston Martin"), may be what the bare one means
            for article in form.articles:
                surnames[article].add(surname_key(form))
        if len(form.tokens) > 1 and not form.acronym and not form.anchor and mostly_person(form):
            root = merger.find(j)
            for m in form.mentions:
                firsts[(m.article_id, form.keys[0])].add(root)
                seen = first_seen.get((m.article_id, root))
                first_seen[(m.article_id, root)] = m.start if seen is None else min(seen, m.start)
    for i, form in _bare_given_names(merger):
        for article in sorted(form.articles):
            # "Martin" where the same article names "Tony Martin" (or "Aston Martin") may be his surname;
            # another article's "Chris Martin" says nothing of this one's "Martin Johnson ... Martin"
            if form.keys[0] in surnames[article]:
                continue
            # the name as written, else its short or long forms ("Rafa" of "Rafael Benitez")
            roots = firsts.get((article, form.keys[0]), set()) or _by_short_form(form, article, firsts)
            if len(roots) == 1:
                [root] = roots
                if _titled_surname_elsewhere(merger, form, root, article, texts):
                    continue
                text = texts.get(article, "")
                bare = [m for m in form.mentions if m.article_id == article]
                # "Prince Charles ... Charles" is the royal's own name, whoever else the article names in
                # full, unless that full name is the royal's too ("Prince Bandar bin Sultan ... Bandar")
                if any(_regnal(m, text) for m in bare) and not _royal_in_full(merger, root, article, text):
                    continue
                if _named_before(
                    bare, first_seen[(article, root)], text, mostly_person(form)
                ) and merger.allowed(merger.find(i), root, PERSON_ORG):
                    merger.note(i, article, root, "given-name-in-article")


def _by_short_form(form: Form, article: str, firsts: Mapping[tuple[str, str], set[int]]) -> set[int]:
    """Roots of the article's full names whose given name is a short or long form of the bare one's. Only
    for a bare name NER reads as a person's: "the Bill" a minister brings in is no William's. None where
    another given name of the article opens with the bare one outside its row: "Sam" beside Samuel Okoro
    and Samantha Prewitt may be either."""
    if not mostly_person(form):
        return set()
    key, others = form.keys[0], _other_forms(form.keys[0])
    given = {first for (where, first) in firsts if where == article}
    if any(first != key and first.startswith(key) and first not in others for first in given):
        return set()
    return {root for other in others for root in firsts.get((article, other), ())}


@lru_cache(maxsize=1)
def _short_form_rows() -> dict[str, frozenset[str]]:
    """Given-name key -> the other keys of its row of ontology/given-name-short-forms.tsv."""
    rows: dict[str, frozenset[str]] = {}
    for row in read_tsv("given-name-short-forms.tsv", ["forms"]):
        keys = frozenset(token_key(name.strip()) for name in row["forms"].split("|") if name.strip())
        for key in keys:
            rows[key] = rows.get(key, frozenset()) | (keys - {key})
    return rows


def _other_forms(key: str) -> frozenset[str]:
    """The short and long forms of a given name ("dave" -> "david", "davey"), none for most names."""
    return _short_form_rows().get(key, frozenset())


def _royal_in_full(merger: Merger, root: int, article: str, text: str) -> bool:
    """True when the article writes a full name of ``root`` after a royal's title: "Prince Bandar bin
    Sultan"."""
    return any(
        m.article_id == article and _regnal(m, text)
        for member in merger.members(root)
        if len(member.tokens) > 1
        for m in member.mentions
    )


def _bare_given_names(merger: Merger) -> Iterator[tuple[int, Form]]:
    """The one-word forms, each alone in its group, that may be a person's given name: no acronym, no
    curated name, none the texts state another kind than a person's."""
    for i, form in enumerate(merger.forms):
        if len(form.tokens) != 1 or form.acronym or form.anchor or not _may_be_given_name(form):
            continue
        if len(merger.members(merger.find(i))) == 1 and not _stated_other(form):
            yield i, form


def _stated_other(form: Form) -> bool:
    """True when the texts state the bare name another kind than a person's at full weight and never a
    person's: "the film biopic Ray" is the film, not Ray Charles the article names too."""
    stated = form.stated
    return stated.get(PERSON, 0.0) < CONTEXT_WEIGHT and any(
        weight >= CONTEXT_WEIGHT for kind, weight in stated.items() if kind != PERSON
    )


def _named_before(bare: list[Mention], full: int, text: str, person: bool) -> bool:
    """True when the article names the person in full (first at offset ``full``) before the bare given name:
    before all of its mentions in the body, or before one of them when NER reads the bare name as a person
    mostly (``person``: "Steven is above money," ... Steven Gerrard ... "Steven knows my views"), or,
    when the headline alone writes the bare name, anywhere (a headline calls people by the short name the
    story then gives in full: "Sir Paul rocks ..."). A bare name the body writes only before the full
    name may be someone else ("his son Nick" ... "student Nick Vaughan"), and stays apart, as does a name
    NER reads as something else as often, written before a full name that opens with it ("Mac" of a
    computer before the magazine "Mac Format")."""
    title = headline(text)
    end = len(title) if title is not None and text.startswith(title) else 0
    body = [m.start for m in bare if m.start >= end]
    if not body:
        return full >= end
    return full < min(body) or (person and full < max(body))


def _may_be_given_name(form: Form) -> bool:
    """True when a bare name may be a person's given name (or a family name written first, "Mr Wang" of
    "Wang Yan"): NER reads it as a person's mostly, or the text states a person ("Dr Khoo"), or it is one
    of Faker's given names that NER and the text make no place and no other thing. NER tags a bare given
    name as an organisation now and then ("[Martin] kicked the goal"), where the full name before it is a
    person's; a name stated a thing at full weight ("the Kelso group") stays one."""
    if mostly_person(form) or form.stated.get(PERSON, 0.0) >= CONTEXT_WEIGHT:
        return True
    return (
        form.tokens[0] in person_given_names()
        and not mostly_place(form)
        and not any(weight >= CONTEXT_WEIGHT for weight in form.stated.values())
    )


def _titled(text: str, mention: Mention) -> bool:
    """True when a courtesy title opens the mention or stands right before it: "Mr Kelso", "Mrs [Kelso]"."""
    return _courtesy(mention.text) or bool(courtesy_before(text[max(0, mention.start - 6) : mention.start]))


def _titled_surname_elsewhere(
    merger: Merger, form: Form, root: int, article: str, texts: Mapping[str, str]
) -> bool:
    """True when the article writes the bare name only after a courtesy title ("Mr Howard") and also calls
    the full name's person by a titled surname ("Howard Kelso" ... "Mr Kelso"): English news titles a
    surname, so the titled given name is another person's surname. A name written family name first
    ("Mr Kim" of "Kim Yungmin") has no titled second word, and joins."""
    text = texts.get(article, "")
    bare = [m for m in form.mentions if m.article_id == article]
    if not text or not all(_titled(text, m) for m in bare):
        return False
    members = merger.members(root)
    surnames = {surname_key(member) for member in members if len(member.tokens) > 1}
    return any(
        len(member.tokens) == 1
        and member.keys[0] in surnames
        and any(m.article_id == article and _titled(text, m) for m in member.mentions)
        for member in members
    )


# the word right after a mention, a capitalised one (an Arabic article may open it: "al-Barazi")
_NEXT_NAME = re.compile(r" ((?:al-|el-)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")


def by_given_name_before_surname(merger: Merger, texts: Mapping[str, str]) -> None:
    """ "Homs Governor [Talal] al-Barazi ... [Barazi]", "champion [Edith] Masai ... [Masai]": NER read a full
    name's given name apart from its surname, which the article also names alone; the given name joins that
    surname in that article only, never where the article writes it with a title or a possessive ("Mr
    Hale's Budget"). A given name the article also writes before a second surname, or one the
    article names someone else in full with, stays apart; so does one before a place's or a curated name."""
    single: dict[tuple[str, str], set[int]] = defaultdict(set)  # (article, key) -> one-word forms
    firsts: set[tuple[str, str]] = set()  # (article, given-name key) of people named in full
    for j, form in enumerate(merger.forms):
        if form.acronym:
            continue
        for article in form.articles:
            if len(form.tokens) == 1:
                single[(article, form.key)].add(j)
            elif mostly_person(form):
                firsts.add((article, form.keys[0]))
    for i, form in _bare_given_names(merger):
        for article in sorted(form.articles):
            if (i, article) in merger.local or (article, form.keys[0]) in firsts:
                continue
            text = texts.get(article, "")
            bare = [m for m in form.mentions if m.article_id == article]
            # "Mr Hale's Budget": a title makes the name a surname, written in the mention or right before
            # it ("Mr [Hale] Budget"), and a possessive owns the next word
            if any(
                " " in m.text or courtesy_before(text[: m.start]) or m.text.endswith(("'s", "’s", "'", "’"))
                for m in bare
            ):
                continue
            after = {lookup_key(found.group(1)) for m in bare if (found := _NEXT_NAME.match(text, m.end))}
            if len(after) != 1:
                continue
            roots = {merger.find(j) for j in single.get((article, after.pop()), ())} - {merger.find(i)}
            if len(roots) != 1:
                continue
            [root] = roots
            surname = merger.forms[root]
            if (
                merger.anchor(root)
                or mostly_place(surname)
                or not merger.allowed(merger.find(i), root, PERSON_ORG)
            ):
                continue
            merger.note(i, article, root, "given-name-before-surname")
