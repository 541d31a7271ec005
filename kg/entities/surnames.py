"""Merge rules for a bare name in an article: a surname joins the one full person name it ends
("Assad", "Bashar al-Assad"), per article when several fit, checked against the title's and the pronouns'
gender (a bare given name: given_names.py).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Mapping
from functools import lru_cache

from ..resources import alternation, gender_words, words_of_kind
from ..types import ORGANIZATION, OTHER, PERSON, PLACE, Mention
from .evidence import CONTEXT_WEIGHT
from .gazetteer import (
    known_place_name,
    known_places,
)
from .lineups import in_line_up, shares_side
from .merger import PERSON_ORG, Form, Merger
from .name_titles import title_gender
from .names import keys_match, particle_before_last, skeleton, titles
from .persons import _person_forms, double_barrelled, ends_with, spelt_alike, surname_key
from .spellings import mostly_place, two_cities


def _by_surnames(merger: Merger, texts: Mapping[str, str]) -> None:
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
        if form.acronym or form.anchor:
            continue
        double = double_barrelled(merger, i)
        if not double and (len(form.tokens) != 1 or merger.find(i) in has_full_name):
            continue
        key = form.keys[-1]
        candidates = {
            merger.find(j)
            for j in index.get(skeleton(key), ())
            if keys_match(surname_key(merger.forms[j]), key)
            and not _another_city(form, merger.forms[j])
            and not _one_written_word(merger.forms[j])
            and (not double or ends_with(merger.forms[j], form))
        }
        candidates.discard(merger.find(i))
        if not candidates or not _may_be_surname(merger, i, candidates, articles, texts):
            continue
        full = next(iter(candidates)) if len(candidates) == 1 else None
        named = (
            articles[full] | _written_in_full(form, merger.members(full), texts)
            if full is not None
            else set()
        )
        apart: set[str] = set()
        if (
            full is not None
            and not _titled_elsewhere(form, named)
            and not (apart := _lined_up_apart(form, merger.members(full), named, texts))
        ):
            royal = _royal_articles(form, named, texts)
            if not royal:
                # "United" (tagged ORG) of "Manchester United", whose texts state a side, not a person, at
                # full weight: the same thing's short name, which says nothing of a person (drafts and kinds
                # read a "surname" reason as a person's). A bare name NER reads as a person's stays a
                # surname: "Golani" of a misread "the militant group Abu Mohamad al-Golani"
                thing = form.labels["PERSON"] * 2 <= form.labels.total() and _stated_thing(merger, full)
                reason = "short-name" if thing else "surname"
                merger.union(full, i, reason, 1.0, any_kind)
                continue
            # an article that writes "Prince Charles" keeps its own Charles; the others' join the full name
            for article in sorted(form.articles - royal):
                if merger.allowed(merger.find(i), full, any_kind):
                    merger.note(i, article, full, "surname-not-royal")
            continue
        # a line-up's "Duff" of one match report is another side's player; the same name in a report whose
        # line-up shares players with the full name's joins him there ("Duff" of Chelsea's line-ups)
        if full is not None and apart and not _titled_elsewhere(form, named):
            for article in sorted(form.articles - apart):
                if merger.allowed(merger.find(i), full, any_kind):
                    merger.note(i, article, full, "surname-same-side")
            continue
        # a full name NER cut to the bare one ("Shane [Horgan]") is still written in its article
        written = {root: _written_in_full(form, merger.members(root), texts) for root in candidates}
        for article in sorted(form.articles):
            local = [root for root in candidates if article in articles[root] | written[root]]
            if len(local) > 1:
                local = spelt_alike(merger, key, local)
            if len(local) > 1 and texts:
                _by_title_gender(merger, i, local, article, texts[article])
            if len(local) > 1:
                local = _introduced_first(merger, i, local, article)
            if len(local) == 1 and merger.allowed(merger.find(i), local[0], any_kind):
                merger.note(i, article, local[0], "surname-in-article")


def _one_written_word(full: Form) -> bool:
    """True for a "full name" written as one hyphenated word: two names run together ("the Tory-Labour
    debate", tagged PERSON) or a double surname ("Day-Lewis"), whose last part alone names someone else
    (the Labour Party, another Lewis), never a given name and a surname a bare surname could stand for."""
    return " " not in full.display.strip()


def _another_city(bare: Form, full: Form) -> bool:
    """True when the bare name, which the texts mostly tag a place, is a spelling of the full name's surname
    only as close letters, and GeoNames names two different cities by the two: "Melbourne" is no "Milburn"
    of Alan Milburn, while a "Johnstone" NER reads as a person may be Mo Johnston."""
    surname = surname_key(full)
    if bare.keys[0] == surname or not mostly_place(bare):
        return False
    word = next((t for t, k in zip(full.tokens, full.keys, strict=False) if k == surname), "")
    return bool(word) and two_cities(bare.tokens[0], word)


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


def _written_in_full(form: Form, full: list[Form], texts: Mapping[str, str]) -> set[str]:
    """The bare name's articles whose text writes the full name though no mention of it was kept: NER's span
    "Sara Lind - the" of "stood beside Sara Lind - the woman named to run the review" is dropped as
    run-together names, and the article's "Mrs Lind" is still hers."""
    surfaces = {m.text for member in full if len(member.tokens) > 1 for m in member.mentions}
    return {article for article in form.articles if any(s in texts.get(article, "") for s in surfaces)}


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


def _royal_articles(form: Form, named: set[str], texts: Mapping[str, str]) -> set[str]:
    """The articles that never name the full name and write the bare one once with a royal's title: there
    "Prince Charles" makes "Charles" a given name, no one's surname, while another article's bare "Charles"
    may still be Ray Charles."""
    return {
        m.article_id
        for m in form.mentions
        if m.article_id not in named and _regnal(m, texts.get(m.article_id, ""))
    }


def _lined_up_apart(
    form: Form, full: list[Form], named: set[str], texts: Mapping[str, str] | None
) -> set[str]:
    """The articles that never name the full name and write the bare one only in a team's line-up, when
    the full name is no line-up's player anywhere: "Brown, Powell" of a rugby side is a player, not Gordon
    Brown of a budget story, while "P Mignoni" of one line-up is the Pierre Mignoni of another. A football
    line-up writes only surnames, so a side's player is named in full in the running text of another
    report: a line-up that shares two players or more with a line-up of an article naming the full name is
    that player's side, and its name is no other's ("Kezman" beside "Cech, Terry" of the report that names
    Mateja Kezman)."""
    if not texts:
        return set()
    if any(in_line_up(texts.get(m.article_id, ""), m) for member in full for m in member.mentions):
        return set()
    by_article: dict[str, list[Mention]] = defaultdict(list)
    for m in form.mentions:
        by_article[m.article_id].append(m)
    others = [texts.get(article, "") for article in sorted(named)]
    return {
        article
        for article, mentions in by_article.items()
        if article not in named
        and all(in_line_up(texts.get(article, ""), m) for m in mentions)
        and not any(shares_side(texts.get(article, ""), m, others) for m in mentions)
    }


@lru_cache(maxsize=1)
def _regnal_before() -> re.Pattern[str]:
    """A royal's or a pope's title (ontology/person-words.tsv, kind regnal) ending the text before a name."""
    # "the princes Louis and Harry": the second name of a pair after a plural title
    pair = r"(?:[A-Z][\w-]+\s+and\s+)?"
    return re.compile(r"\b" + alternation(words_of_kind("person-words.tsv", "regnal")) + r"\s+" + pair + "$")


def _regnal(mention: Mention, text: str) -> bool:
    """True for a name written after a royal's title, in its span or right before it: "Prince Charles"."""
    first, _, rest = mention.text.partition(" ")
    if rest and first in words_of_kind("person-words.tsv", "regnal"):
        return True
    return bool(text) and bool(_regnal_before().search(text[max(0, mention.start - 40) : mention.start]))


def _courtesy(surface: str) -> bool:
    words = surface.split(" ")
    return len(words) > 1 and (words[0].lower().rstrip("."),) in titles().courtesy


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


# a preposition of where one lives or stands right before a mention, opening a sentence too ("In Harrogate,")
_PLACE_WORD_BEFORE = re.compile(r"\b(?:of|in|from|near) $", re.IGNORECASE)


def _after_place_words(form: Form, texts: Mapping[str, str]) -> bool:
    """True when every mention of the form follows a preposition of where one lives or stands ("of", "in",
    "from", "near"): "Dennis Harrogate, of Harrogate", not "said Harrogate" or "a blow to Harrogate"."""
    return bool(texts) and all(
        _PLACE_WORD_BEFORE.search(texts.get(m.article_id, "")[max(0, m.start - 8) : m.start])
        for m in form.mentions
    )


def _may_be_surname(
    merger: Merger, i: int, candidates: set[int], articles: Mapping[int, set[str]], texts: Mapping[str, str]
) -> bool:
    """Whether NER's tags let a bare name be a person's surname.

    Label noise often tags a surname GPE or ORG ("Soleimani" GPE ten times, PERSON five), so a quarter of
    PERSON tags is enough, and a name never tagged PERSON may still join a full name that most of its
    articles name. But a mostly ORG-tagged name (Hezbollah, not the end of "Kataib Hezbollah" tagged
    PERSON) is a name of its own, and a known place (Essex, Devon) needs a PERSON majority; a town of GeoNames
    written only after a preposition of place needs at least one PERSON tag.
    """
    votes = Counter[str]()
    for member in merger.members(merger.find(i)):
        votes.update(member.votes)
    person_share = votes[PERSON] / votes.total()
    if merger.forms[i].key in known_places():
        return person_share > 0.5
    # a town of GeoNames NER never reads as a person's, written only after a preposition of place, is the
    # town: "Dennis Harrogate, of Harrogate"
    if (
        not votes[PERSON]
        and _after_place_words(merger.forms[i], texts)
        and known_place_name(merger.forms[i].display)
    ):
        return False
    if person_share >= 0.25:
        return True
    own = merger.forms[i].articles
    together = max(len(own & articles[root]) for root in candidates) * 2 > len(own)
    # a namesake only other articles name is no rival here: a squad list's "A Horgan" of another match
    # leaves "Horgan" beside "Shane Horgan" his; of two named in the one article, the one named first
    local = {root for root in candidates if own & articles[root]}
    if len(own) == 1 and len(local) > 1:
        local = set(_introduced_first(merger, i, sorted(local), next(iter(own))))
    # NER's labels do not decide the kind of a name the same articles give in full ("Fabius" tagged ORG
    # beside "Laurent Fabius"): one full name only, named wherever the bare one is, that the texts say is
    # a person ("Foreign Minister Laurent Fabius"), unlike a group NER mistook for one (Kataib Hezbollah).
    if len(local) == 1 and all(own <= articles[root] for root in local):
        root = next(iter(local))
        if any(member.stated[PERSON] for member in merger.members(root)):
            return True
        # "said Bibars Mishal ... Mishal said", the bare name tagged ORG: a name written only after the
        # one full name of its articles, which NER reads as a person, refers back to that person.
        if _person_named_first(merger, i, root, texts):
            return True
    return together and votes[ORGANIZATION] * 2 <= votes.total()


def _person_named_first(merger: Merger, i: int, root: int, texts: Mapping[str, str]) -> bool:
    """True when the full names of ``root`` are mostly tagged PERSON and one of them comes before every
    mention of form ``i`` in each of its articles, its headline aside: a headline names a person by the
    surname the story then introduces in full ("Redknapp poised for ..." before "Harry Redknapp"). A name
    whose last word has a lower-case particle ("Jaish al-Islam", "Ahrar al-Sham" tagged PERSON) ends in a
    word of its own, not a surname."""
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
    return all(
        m.article_id in first and (first[m.article_id] < m.start or _in_headline(m, texts))
        for m in merger.forms[i].mentions
    )


def _in_headline(mention: Mention, texts: Mapping[str, str]) -> bool:
    """True for a mention on the first line of a text that has more lines after it: its headline."""
    text = texts.get(mention.article_id, "")
    end = text.find("\n")
    return mention.end <= end < len(text.rstrip())


def _stated_thing(merger: Merger, root: int) -> bool:
    """True when the texts state another kind than a person's at full weight for the forms of ``root`` and
    never a person's: "Manchester United" tagged PERSON once in a report whose words make it a side."""
    stated: dict[str, float] = defaultdict(float)
    for form in merger.members(root):
        for kind, weight in form.stated.items():
            stated[kind] += weight
    return not stated.get(PERSON) and any(weight >= CONTEXT_WEIGHT for weight in stated.values())
