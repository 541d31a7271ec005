"""Merge rule for an organisation's short form read inside one article: "Bayern" where the article names
"Bayern Munich", "the Gates Foundation" where it names "the Bill Gates Foundation". The mentions join the
full name in that article only, and only when the words the short form leaves out name no other body:

- a big city after the name of a club ("Bayern Munich", "Inter Milan"), in an article that reads as sport
  (it writes a player's position, a word of sport or a fixture or result line), never a country, a
  nationality or a region, which name a regional arm ("Nintendo Europe", "Vodafone UK"); a firm's city is
  its office or plant ("Wipro Pune"), a body of its own;
- a company's last word of role article-designator in ontology/org-words.tsv ("Reliance" of "Reliance
  Industries"), which elsewhere may shorten another firm of the family;
- a given name before a name that ends in a designator (a foundation named after its founder: "Bill Gates
  Foundation"), never a bare surname, which is a person ("Gates");
- the head word of a happening after a name that reads as one ("Grammy" where the article names the
  "Grammy Awards"), never after a place's name ("Edinburgh" of the "Edinburgh Festival").

Names that differ in other words stay apart ("Reliance Energy" is not "Reliance Industries", "Kataib
Hezbollah" not "Hezbollah"); a short form that fits two full names in one article joins neither there.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

from ..types import EVENT, ORGANIZATION
from .gazetteer import big_city, designated, event_heads, given_names, known_places, name_words, place_words
from .maker_short_forms import family_written
from .merger import Form, Merger
from .roles import writes_position
from .short_forms import _singular, company_tail, is_short_form
from .teams import writes_sport

RULE = "short-form-in-article"


def _by_short_forms_in_article(merger: Merger, texts: Mapping[str, str]) -> None:
    """Send a short form's mentions in an article to the one full name of that article it shortens."""
    # article -> names of two words or more, whatever NER tagged them: a club named with its city is as
    # often read as the city ("Bayern Munich" GPE); the short form must read as an organisation
    longer: dict[str, list[int]] = defaultdict(list)
    # Each test below needs the full name to open with the short one (in the singular or not), or to be
    # a word and then the short one: indexed by those words, an article's names are looked at only there.
    opening: dict[tuple[str, str], list[int]] = defaultdict(list)
    second: dict[tuple[str, str], list[int]] = defaultdict(list)
    for j, form in enumerate(merger.forms):
        if len(form.tokens) > 1 and not form.acronym:
            for article in form.articles:
                longer[article].append(j)
                opening[(article, _singular(form.tokens[0]))].append(j)
                second[(article, form.tokens[1])].append(j)
    for i, form in enumerate(merger.forms):
        # a short form already joined to another name is that name's; a place or a country names no body
        if form.acronym or form.anchor or len(merger.members(merger.find(i))) > 1:
            continue
        body, happening = _organisation(form), _happening(form)
        if not (body or happening):
            continue
        # a country's name is the country even where NER tags it ORG ("Iran said"); a subdivision's may
        # be a club's ("Bayern", Bavaria), which the votes decide
        if form.key in place_words():
            continue
        for article in sorted(form.articles):
            if (i, article) in merger.local:
                continue
            candidates = (
                opening.get((article, _singular(form.tokens[0])), [])
                + second.get((article, form.tokens[0]), [])
                if form.tokens
                else longer[article]
            )
            roots = {
                merger.find(j)
                for j in candidates
                if (body and _city_after(form.tokens, merger.forms[j].tokens) and _sport(texts, article))
                or (body and company_tail(form.tokens, merger.forms[j].tokens))
                or (
                    body
                    and _firm_tail(form.tokens, merger.forms[j].tokens)
                    and not family_written(form, article, texts.get(article, ""))
                )
                or (body and _founder_before(form.tokens, merger.forms[j].tokens))
                or (happening and _event_head_after(form.tokens, merger.forms[j].tokens))
            }
            roots.discard(merger.find(i))
            # a name the corpus-wide rule reads it as short for is a rival: "Reliance" beside "Reliance Group"
            # and "Reliance Industries" may be either; so is another firm of the family the short name opens
            # where it left out a firm's line of business ("Daewoo" beside "Daewoo Electronics" and
            # "Daewoo Shipbuilding", "the Samsung group")
            if len(roots) == 1 and not any(
                merger.find(j) not in roots
                and (
                    is_short_form(form.tokens, merger.forms[j].tokens)
                    or (_family(form.tokens, merger.forms[j].tokens) and body and not happening)
                )
                for j in longer[article]
                if merger.find(j) != merger.find(i)
            ):
                merger.note(i, article, roots.pop(), RULE)


def _firm_tail(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """ "Lucent" of "Lucent Technologies": the long name is the short one and a firm's line of business
    (org-words.tsv role firm-tail), left out only in the article that names the whole."""
    return long[: len(short)] == short and long[len(short) :] in name_words("firm-tail")


def _family(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """True when the long name opens with the short one and goes on: "Daewoo Shipbuilding" of "Daewoo"."""
    return len(long) > len(short) and long[: len(short)] == short


def _organisation(form: Form) -> bool:
    """True when NER or the words around a form mostly read it as an organisation."""
    return (
        form.labels["ORG"] * 2 > form.labels.total()
        or form.votes[ORGANIZATION] * 2 > form.votes.total()
        or designated(form.tokens)
    )


def _happening(form: Form) -> bool:
    """True when NER or the words around a form mostly read it as an event."""
    return form.votes[EVENT] * 2 > form.votes.total()


def _sport(texts: Mapping[str, str], article: str) -> bool:
    """True when an article reads as sport: it writes a player's position ("winger", "goalkeeper"), a word
    of sport ("football", "club") or a line holding a fixture or a result, so that a name with a city after
    it is a club's."""
    text = texts.get(article, "")
    return writes_position(text) or writes_sport(text)


def _event_head_after(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """ "Grammy" of "Grammy Awards": the long name is the short one and a happening's head word."""
    return long[: len(short)] == short and long[len(short) :] in event_heads()


def _city_after(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """ "Bayern" of "Bayern Munich": the long name is the short one and a big city's name (one or two words)
    that is no country, nationality or subdivision."""
    rest = long[len(short) :]
    if long[: len(short)] != short or not 1 <= len(rest) <= 2:
        return False
    city = " ".join(rest)
    return big_city(city) and city not in place_words() and city not in known_places()


def _founder_before(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    """ "Gates Foundation" of "Bill Gates Foundation": a given name, then the short name of two words or
    more ending in a designator."""
    return len(short) >= 2 and long[1:] == short and long[0] in given_names() and designated(short)
