"""Names NER cut or ran together at an "and": two names one span ran over ("[Arsenal and England] defender
Cole"), and one name cut at the "and" inside it, its halves two spans ("[Toshiba Elevator and] [Building
Systems]") or its front left out of the span ("the Research and [Tests Center]").

An "and" inside a name ("Securities and Exchange Commission", "Bosnia and Herzegovina") and an "and"
between two names ("Chelsea and Arsenal") read alike, so each rule keeps the span as NER read it unless
the curated tables, the corpus's other names or the name's own head word say otherwise. Takes mentions
with their offsets and the text; gives mentions. Plain data only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from ..resources import read_tsv
from ..types import ORGANIZATION, PLACE, Mention
from .fused import ARTICLE_WORDS, CALENDAR_WORDS, org_heads
from .gazetteer import (
    anchors,
    demonyms,
    given_name_first,
    known_place_name,
    lookup_key,
    name_words,
    place_adjective,
)
from .names import name_tokens, titles

# "the Research and [Tests Center]", "Syrian Association for Missing and [Conscience Detainees]": the
# capitalised words and the joining words of the name's front, before an "and" NER read as the name's edge
_FRONT_BEFORE_AND = re.compile(r"(?:(?:[A-Z][\w'-]*|of|for|the) ){0,4}[A-Z][\w'-]* and $")


def split_at_and(
    mention: Mention, known: Callable[[], Collection[str]], people: Collection[str] = (), text: str = ""
) -> tuple[Mention, ...]:
    """ "[Arsenal and England] defender Cole", "Damascus & Aleppo": NER ran one span over two names an "and"
    joins, each of which the corpus writes on its own or the curated tables hold (``known``: lookup keys
    of the corpus's names). A name whose own words hold an "and" ("Securities and Exchange Commission",
    "Marsh & McLennan", "Bosnia and Herzegovina") has a side nobody writes alone, or is curated whole.
    Two people are two names too (:func:`_two_people`; ``people``: the names the article tags as people's)."""
    for joint in (" and ", " & "):
        front, found, back = mention.text.partition(joint)
        if not found or joint in back or lookup_key(mention.text) in anchors():
            continue
        if joint == " and " and _two_people(front, back, people):
            first = replace(mention, text=front, end=mention.start + len(front), label="PERSON")
            second = replace(mention, text=back, start=mention.end - len(back), label="PERSON")
            return (first, second)
        listed = joint == " and " and _list_end(text, mention, front, back)
        if not listed and not all(side[:1].isupper() and _known_alone(side, known) for side in (front, back)):
            return (mention,)
        # "Johnson & Johnson", "Procter & Gamble": a firm named for its founders, whose surnames the
        # corpus writes alone as other people's; two names need one side a bare surname is not
        if lookup_key(front) == lookup_key(back) or not (
            listed or any(_more_than_a_surname(s) for s in (front, back))
        ):
            return (mention,)
        first = replace(mention, text=front, end=mention.start + len(front), label=_label_of(front, mention))
        second = replace(mention, text=back, start=mention.end - len(back), label=_label_of(back, mention))
        return (first, second)
    return (mention,)


# a list's item before the span: a capitalised word inside a sentence, its comma and space ("on Chelsea,
# [Everton and Arsenal]"); not an opening word ("However, [X and Y]") nor a body's first field ("the
# Bureau of Radio, [Film and Broadcasting]")
_ITEM_BEFORE = re.compile(r"(?<=[\w,;]) ([A-Z][\w'-]*), $")
_BODY_OF = re.compile(r"[A-Z][\w'-]* (?:of|for)$")
# a sentence's opening preposition: "In London, [Ernst and Young]" ("News Corporation, [X and Y]" is a list)
_OPENER = re.compile(
    r"(?:^|[.!?]['\"’”]?\s+)(?:In|On|At|By|For|From|After|Before|Since|Until|During|Like|Unlike|With|Without"
    r"|Under|Across|Outside|Inside|Within|Among|Near|Beyond|Behind|Despite|Through|Throughout|Against)$"
)


def _list_end(text: str, mention: Mention, front: str, back: str) -> bool:
    """True when the span is the last two items of a list of names: a capitalised item and its comma right
    before it ("Chelsea, [Everton and Arsenal]", "Shameless, [Hustle and Bodies]"), each side capitalised
    words only. A name with an "and" inside stands in a list by itself, so only a curated name ("Trinidad and
    Tobago") or a field of government after a body's ("Culture, [Media and Sport]") stays whole."""
    before = text[max(0, mention.start - 60) : mention.start] if text else ""
    item = _ITEM_BEFORE.search(before)
    if item is None or _BODY_OF.search(before[: item.start(1) - 1]):
        return False
    # "In London, [Ernst and Young]", "On Monday, [Marks and Spencer]": the "item" ends a sentence's
    # opening phrase of a preposition and one capitalised word
    if _OPENER.search(text[: mention.start - len(before) + item.start(1) - 1]):
        return False
    if not all(_capitalised_words(side) for side in (front, back)) or back.lower() in _department_fields():
        return False
    # "the Anti-Fraud, [Crime and Safety Act]": a law's head word ends one name of its fields
    if name_tokens(back)[-1:] in name_words("law"):
        return False
    return lookup_key(mention.text) not in anchors()


def _two_people(front: str, back: str, people: Collection[str]) -> bool:
    """True when both sides of an "and" are people's names: each a full name that opens with a given name
    ("[Tomas Keller and Osric Vell]"), or each the surname of another full name the article tags as a
    person's ("[Keller and Vell]" after "Tomas Keller" and "Osric Vell"). A firm named for its founders
    ("Procter and Gamble") has sides the article names as no one's surname; "Johnson and Johnson" one name
    twice."""
    sides = (front, back)
    if lookup_key(front) == lookup_key(back) or not all(_capitalised_words(side) for side in sides):
        return False
    if all(len(side.split()) in (2, 3) and given_name_first(side, town_names=True) for side in sides):
        return True
    if any(" " in side for side in sides):
        return False
    # a name with an "and" in it is no one person's full name: the span being split may be among ``people``
    full_names = [full for full in people if len(full.split()) > 1 and " and " not in full]
    owners = [{full for full in full_names if _surname(full) == side} for side in sides]
    return all(owners) and owners[0] != owners[1]


def _surname(full: str) -> str:
    """The last word of a full name, without a possessive NER kept in its span ("Tomas Keller's")."""
    return full.split()[-1].removesuffix("'s").removesuffix("\u2019s")


def _capitalised_words(name: str) -> bool:
    """True when every word of the name opens with a capital: no "the" or "of" of a title's words."""
    return all(word[:1].isupper() for word in name.split())


def _known_alone(name: str, known: Callable[[], Collection[str]]) -> bool:
    key = lookup_key(name)
    return key in anchors() or key in known()


def _more_than_a_surname(name: str) -> bool:
    """A curated name, a name of two words or more, or a known place: never one bare surname."""
    return lookup_key(name) in anchors() or " " in name or known_place_name(name)


def _label_of(name: str, mention: Mention) -> str:
    """A curated name's own label (England is a place, whatever NER read the pair as), else the span's."""
    anchor = anchors().get(lookup_key(name))
    if anchor is None:
        return mention.label
    return "GPE" if anchor.kind == PLACE else "ORG" if anchor.kind == ORGANIZATION else mention.label


def join_pairs(
    mentions: Sequence[Mention], whole: Callable[[Mention, Mention], Mention | None]
) -> dict[Mention, tuple[Mention, Mention]]:
    """Each two mentions next to each other in the text that ``whole`` makes one name -> (the first, the
    whole name); a mention is a half of one name at most. The rules that join a name NER cut in two
    (:func:`joined_at_and`, :func:`.adjacent.joined_adjacent`, :func:`.place_lists.joined_article_names`)
    differ only in ``whole``."""
    joined: dict[Mention, tuple[Mention, Mention]] = {}
    # a Mention hashes all its fields: it is looked up only once a pair is joined (most articles join none)
    for first, second in pairwise(sorted(mentions, key=lambda m: (m.start, m.end))):
        if (not joined or first not in joined) and (name := whole(first, second)) is not None:
            joined[first] = joined[second] = (first, name)
    return joined


def joined_at_and(text: str, mentions: Sequence[Mention]) -> dict[Mention, tuple[Mention, Mention]]:
    """Names NER cut in two at the "and" inside them, each pair of mentions -> the whole name: where the
    first span swallowed the "and" and the second follows it ("[Toshiba Elevator and] [Building Systems]",
    "[the Internet Corporation for Assigned Names and] [Numbers]": NER read one name and lost its end), or
    where a body "of" something is followed by "and" and a name ending in the plural of a body's head word,
    which says that the whole covers both ("the International Federation of Red Cross and Red Crescent
    Societies"). Two names a plain "and" joins ("Chelsea and Arsenal") stay two, and so do two films NER
    read so, the second cut at its possessive ("[Vera Drake and] [Dead Man's] Shoes"): a possessive ends
    no name's second half. A body of one field cut before its second ("[the Department for Education] and
    [Skills]") is joined too (:func:`_second_field`)."""
    joined = join_pairs(mentions, lambda first, second: _whole_at_and(text, first, second))
    ordered = sorted(mentions, key=lambda m: (m.start, m.end))
    for first, middle, last in zip(ordered, ordered[1:], ordered[2:], strict=False):
        if (not joined or not ({first, middle, last} & joined.keys())) and _fields_listed(
            text, first, middle, last
        ):
            whole = replace(first, text=text[first.start : last.end], end=last.end)
            joined[first] = joined[middle] = joined[last] = (first, whole)
    return joined


def _whole_at_and(text: str, first: Mention, second: Mention) -> Mention | None:
    """The name two mentions make when NER cut it at its "and" (see :func:`joined_at_and`), else None."""
    between = text[first.end : second.start]
    swallowed = (
        first.text.endswith(" and")
        and between == " "
        and not second.text.endswith(("'s", "\u2019s"))
        and not _list_before_and(first.text)
    )
    if swallowed or (
        between == " and "
        and (_covering_plural(first.text, second.text) or _second_field(text, first.text, second.text))
    ):
        return replace(first, text=text[first.start : second.end], end=second.end)
    return None


def _fields_listed(text: str, first: Mention, middle: Mention, last: Mention) -> bool:
    """ "[the Department for Culture], [Media] and [Sport]": a body of one field, then a comma, a field, an
    "and" and a field, each a row of ontology/department-fields.tsv that the article writes nowhere else on
    its own (the test :func:`_second_field` makes of one field after an "and")."""
    if text[first.end : middle.start] != ", " or text[middle.end : last.start] != " and ":
        return False
    whole = text[first.start : last.end]
    return _second_field(text, first.text, middle.text, whole, listed=True) and _second_field(
        text, first.text, last.text, whole
    )


def _list_before_and(front: str) -> bool:
    """ "K Holmes (Ealing, Southall and" + "Middlesex AC", "Food and Rural Affairs and" + "Trade and
    Industry": a span that already holds a bracket, a comma or an "and" of its own before the one it
    swallowed is a list's items, and the name after that "and" is the list's last item, not its end."""
    return any(mark in front for mark in ("(", ",")) or " and " in front.removesuffix(" and")


def _covering_plural(front: str, back: str) -> bool:
    """ "[the International Federation of Red Cross] and [Red Crescent Societies]": a body of something,
    then a name with no "of" of its own that ends in the plural of a body's head word. A body of a place
    ("the Bank of England") or a curated name is whole on its own, and a plural that opens with a
    nationality or a place ("European Central Banks") names bodies of its own: two names of a list."""
    if " of " not in front or " of " in back or not back[:1].isupper():
        return False
    own = front.removeprefix("the ").removeprefix("The ")
    if lookup_key(own) in anchors() or known_place_name(own.rsplit(" of ", 1)[1]):
        return False
    opener = back.split()[0]
    if lookup_key(opener) in demonyms() or lookup_key(opener) in anchors() or place_adjective(opener):
        return False
    last = back.split()[-1]
    singular = last[:-3] + "y" if last.endswith("ies") else last[:-1] if last.endswith("s") else ""
    return bool(singular) and (singular.lower(),) in org_heads()


# "Department for Education", "Ministry of Agriculture": a body's head word, "of" or "for" and one field
_ONE_FIELD_BODY = re.compile(r"(?:[Tt]he )?(?P<head>[A-Z][a-z]+) (?:of|for) [A-Z][a-z]+")


@lru_cache(maxsize=1)
def _field_bodies() -> frozenset[str]:
    return frozenset(row["word"] for row in read_tsv("field-bodies.tsv", ["word"]))


@lru_cache(maxsize=1)
def _department_fields() -> frozenset[str]:
    return frozenset(row["word"] for row in read_tsv("department-fields.tsv", ["word"]))


def _second_field(text: str, front: str, back: str, whole: str = "", listed: bool = False) -> bool:
    """ "[the Department for Education] and [Skills]": a body of one field (its head word a row of
    ontology/field-bodies.tsv) and one capitalised field of government after the "and" (a row of
    ontology/department-fields.tsv) that the article writes nowhere else, and that is no curated name,
    place, demonym or given name: the body's second field. A name ("the Ministry of Defence and Nato",
    "the Department of Health and Shelter", however the article writes "shelter" in lower case) or a field
    written on its own elsewhere ("... and Media ... Media said") is a second name. A field ``listed``
    between a comma and an "and" after such a body ("Culture, [Media] and Sport") is one whatever place
    shares its name (Media, Pennsylvania)."""
    body = _ONE_FIELD_BODY.fullmatch(front)
    if body is None or body.group("head").lower() not in _field_bodies():
        return False
    if not re.fullmatch(r"[A-Z][a-z]+", back) or back.lower() not in _department_fields():
        return False
    if not listed and (known_place_name(back) or given_name_first(back, words=1)):
        return False
    if lookup_key(back) in anchors() or lookup_key(back) in demonyms():
        return False
    alone = len(re.findall(rf"(?<![\w'-]){back}(?![\w'-])", text))
    # ``whole``: the name as the text writes it, when more than one field follows the body
    return alone == text.count(whole or f"{front} and {back}")


def regain_coordinated_front(
    text: str,
    mention: Mention,
    covered: Callable[[int], bool],
    known: Callable[[], Collection[str]] = frozenset,
) -> Mention:
    """A name of two words or more whose front NER cut at an "and" inside it: the whole name, when the
    capitalised word before the "and" belongs to no mention (``covered`` tells whether an offset lies in
    one) and stands inside a sentence, after a lower-case word, and the whole ends in a body's head word
    ("Center", "Project") or is a name the corpus writes whole elsewhere (``known``: lookup keys of its
    names). Two names joined by an "and" ("Christmas and New Year", "The Cloud and Hewlett Packard")
    stay two. Offsets move with the text."""
    # "Green Day and [the Black Eyed Peas]": an article after the "and" opens a second name
    if " " not in mention.text or not mention.text[0].isupper() or mention.text.startswith("The "):
        return mention
    found = _FRONT_BEFORE_AND.search(text, max(0, mention.start - 80), mention.start)
    if found is None:
        return mention
    start = found.start()
    # "provider [The Cloud] and Hewlett Packard": a capital article opens a name of its own
    if text.startswith("The ", start):
        return mention
    while text.startswith(("the ", "of ", "for "), start):  # the name opens on its first capital
        start = text.index(" ", start) + 1
    before = text[max(0, start - 20) : start].split()
    # after a lower-case word inside a sentence, not after an article ("Jarablus al Rai and [al Bab]")
    if not before or not re.fullmatch(r"[a-z]+,?", before[-1]) or before[-1] in ARTICLE_WORDS:
        return mention
    if any(covered(i) for i in range(start, mention.start)):
        return mention
    # "the Queen and [Prince Philip]": a title before the "and" is a second person's; "on Monday and
    # [Tal Tamr]": a day or a month ends a date
    front = text[start : mention.start]
    if (
        any((word,) in titles().fragments for word in name_tokens(front))
        or set(front.split()) & CALENDAR_WORDS
    ):
        return mention
    whole = text[start : mention.end]
    # "Chelsea and [Manchester United]": a front the corpus writes as a name is a name of its own
    own_front = lookup_key(front.removesuffix(" and ")) in known()
    if lookup_key(whole) not in known() and (name_tokens(mention.text)[-1:] not in org_heads() or own_front):
        return mention
    return replace(mention, text=whole, start=start)
