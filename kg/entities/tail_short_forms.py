"""Merge rule for a name's tail read inside one article: "World Cup" where the article names the "Rugby
World Cup", "Security Council" where it names the "UN Security Council", "Commission" beside the "European
Commission", "Radio 4" beside "BBC Radio 4". The mentions join the full name in that article only, and
only when:

- the short form keeps the full name's head: its last word is a head word of a body, a happening, an
  award or a law in ontology/org-words.tsv ("Council", "Cup", "Prize", "Act"), or a number or model code
  ("Radio 4"); a name's own last word ("Hezbollah" of "Kataib Hezbollah", "Ericsson" of "Sony Ericsson")
  is another body's name;
- every word it leaves out says whose or where the thing is, not which of its kind: a country, a
  nationality or a region ("European"), a word of ontology/name-scopes.tsv
  ("World", "Rugby"), or, taken together, the name of a body the build also has on its own ("BBC" of "BBC
  Radio 4", "UN" of "UN Security Council"); a qualifier ("Free" of the "Free Syrian Army") names another
  body, and a year ("2011 Rugby World Cup") one edition; a sport's word is left out only where the
  article names no other sport (beside the "Rugby World Cup", a "World Cup" of football's side is football's);
- the full name is the only longer name of the article that ends on the short one: beside the "Syrian
  Army" and the "Free Syrian Army", "Army" joins neither, nor "Cup" beside the "FA Cup" and the "League
  Cup";
- a contest named by a word of its own keeps apart from a nation's side in it (the "Davis Cup" from the
  "British Davis Cup");
- no mention of the short form in the article was written as a longer name it was cut from ("Association"
  of "the Professional Footballers' Association");
- the short form is no person's and no place's name ("Ireland" of "Northern Ireland", "Korea" of "South
  Korea").
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping

from ..types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE
from .gazetteer import anchors, event_heads
from .merger import Form, Merger
from .names import name_tokens
from .reference_tables import known_places, place_words
from .scoped_short_forms import head_words, scoped, scopes, tied

RULE = "tail-in-article"

_WORD = re.compile(r"[a-z]+")


def _by_tails_in_article(merger: Merger, texts: Mapping[str, str]) -> None:
    """Send a short form's mentions in an article to the one longer name of that article it is the tail of."""
    # (article, last word) -> forms of two words or more that end on it
    ending: dict[tuple[str, str], list[int]] = defaultdict(list)
    for j, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym:
            for article in form.articles:
                ending[(article, form.tokens[-1])].append(j)
    if not ending:
        return
    heads = head_words()
    for i, form in enumerate(merger.forms):
        if not _short_form(merger, i, form, heads):
            continue
        n = len(form.tokens)
        for article in sorted(form.articles):
            if (i, article) in merger.local or _cut_from_longer(form, article):
                continue
            longer = {
                merger.find(j): j
                for j in ending.get((article, form.tokens[-1]), ())
                if len(merger.forms[j].tokens) > n and merger.forms[j].tokens[-n:] == form.tokens
            }
            longer.pop(merger.find(i), None)
            if len(longer) != 1:
                continue
            root, j = next(iter(longer.items()))
            before = merger.forms[j].tokens[:-n]
            if _national_side(form.tokens, before, heads) or _other_sport(before, texts.get(article, "")):
                continue
            # a nation's, a place's or a scope's word left out: the article must write the short form
            # after the full name, in a later sentence ("the Irish FA and the FA in London" are two)
            if scoped(before) and not tied(form, merger.members(root), article, texts):
                continue
            if _owner_words(merger, before) and merger.allowed(merger.find(i), root, SOFT_KINDS):
                merger.note(i, article, root, RULE)


# NER reads a contest's or a product's name as an organisation's as often as not ("the Rugby World Cup" ORG);
# a person never joins: the short form is no person's, and no pair here holds PERSON
SOFT_KINDS = frozenset(
    frozenset(pair)
    for pair in ((ORGANIZATION, PLACE), (ORGANIZATION, EVENT), (ORGANIZATION, OTHER), (EVENT, OTHER))
)


def _short_form(merger: Merger, i: int, form: Form, heads: frozenset[str]) -> bool:
    """True for a form that may be a longer name's tail: its last word a head word or a code with a digit,
    no person's or place's name, and not already joined to another name."""
    if form.acronym or form.anchor or not form.tokens or len(merger.members(merger.find(i))) > 1:
        return False
    last = form.tokens[-1]
    if last not in heads and not any(c.isdigit() for c in last):
        return False
    if all(t.isdigit() for t in form.tokens):
        return False
    total = form.votes.total()
    if form.votes[PERSON] * 2 > total or form.votes[PLACE] * 2 > total:
        return False
    return form.key not in known_places() and form.key not in place_words()


def _cut_from_longer(form: Form, article: str) -> bool:
    """True when a mention of the form in the article was written as a longer name that lost its first words
    ("Association" of "the Professional Footballers' Association", cut at the inner possessive): that name is
    no tail of another."""
    for mention in form.mentions:
        if mention.article_id == article:
            written = name_tokens(mention.text)
            if written[:1] == ("the",):
                written = written[1:]
            if len(written) > len(form.tokens):
                return True
    return False


def _national_side(short: tuple[str, ...], before: tuple[str, ...], heads: frozenset[str]) -> bool:
    """True for a contest named by a word of its own ("Davis" of the "Davis Cup") after a nation's word: the
    "British Davis Cup" is that nation's side in it, not the contest. A bare head ("Championships" of the
    "European Championships") or a scope's ("World Cup") is the contest the longer name names."""
    if short[-1:] not in event_heads() and short[-2:] not in event_heads():
        return False
    own = [w for w in short if w not in heads and w not in scopes() and (w,) not in event_heads()]
    places = place_words()
    return bool(own) and any(w in places for w in before)


def _other_sport(before: tuple[str, ...], text: str) -> bool:
    """True when the words left out hold a sport's word and the article text names another sport of
    ontology/name-scopes.tsv: the short form may be that sport's contest or body."""
    sports = scopes("sport")
    if not sports.intersection(before):
        return False
    return bool((sports - set(before)).intersection(_WORD.findall(text.lower())))


def _owner_words(merger: Merger, before: tuple[str, ...]) -> bool:
    """True when the words a short form leaves out say whose or where it is: each a country, nationality or
    region word or a scope word, or all of them the name of a body the build has on its own. A year is none:
    "the World Cup" beside the "2011 Rugby World Cup" is the tournament, or another year's."""
    field = scopes()
    places = place_words()
    if all(w in places or w in field for w in before):
        return True
    keys = (" ".join(before), "ACR:" + before[0].upper()) if len(before) == 1 else (" ".join(before),)
    for key in keys:
        anchor = anchors().get(key)
        if anchor is not None:  # a body's, or a country's initials ("US" of "US Anti-Doping Agency")
            return anchor.kind in (ORGANIZATION, PLACE)
        owner = merger.by_key.get(key)
        if owner is not None:
            return ORGANIZATION in merger.kinds(merger.find(owner))
    return False
