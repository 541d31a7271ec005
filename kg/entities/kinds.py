"""Settling an entity's kind from the votes of its mentions: the kind a name's head word states
("... News Network", "Kerman province"), the corpus's given names, what a text states at full weight, and
the majority of the rest. Read by :mod:`.drafts` when it turns groups of mentions into entities, and by
:mod:`.dropping` (a form's main kind, the words that are never a given name).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import pairwise

from ..resources import alternation, read_tsv, title_rows, words_of_kind
from ..types import ENTITY_KINDS, EVENT, ORGANIZATION, OTHER, PERSON, PLACE, Mention
from .credits import CREDIT_WEIGHT
from .evidence import CONTEXT_WEIGHT, PREFIX_WEIGHT
from .gazetteer import (
    Anchor,
    armed_group_names,
    demonyms,
    designated,
    event_heads,
    given_name_first,
    known_place_name,
    known_places,
    law_heads,
    listed_places,
    lookup_key,
    name_words,
    national_names,
    opened_as_group,
    org_words,
    part_words,
    place_heads,
    place_starts,
    software_names,
)
from .junk import WordStats, group_adjectives
from .merger import Form, Merger
from .names import ARABIC_ARTICLES, SUN_ARTICLES, is_acronym, name_tokens, particle_before_last


def _main_kind(item: Form | Anchor) -> str | None:
    if isinstance(item, Anchor):
        return None if item.country else item.kind  # a demonym qualifies, it does not name
    if item.key in demonyms():
        return None
    return max(item.votes, key=lambda k: item.votes[k]) if item.votes else None


@lru_cache(maxsize=1)
def _not_given() -> frozenset[str]:
    """Name tokens that open names of things as often as people's, so never a given name, whichever list
    holds them (Faker's per-locale data has "queen", "imam", "duke", "may", "trinity"): titles, the title,
    role and organisation words of context-words.tsv, Arabic articles, demonyms, group adjectives and the
    month names, ranks, particles and common words of not-given-names.tsv."""
    words = {row["word"] for row in read_tsv("not-given-names.tsv")}
    words.update(title.lower() for title, _ in title_rows())
    for kind in ("person-before", "org-before", "firm-before", "role"):
        words.update(words_of_kind("context-words.tsv", kind))
    words.update(ARABIC_ARTICLES | SUN_ARTICLES)
    words.update(demonyms())
    words.update(group_adjectives())
    return frozenset(" ".join(name_tokens(word)) for word in words)


def _given_name_start(name: str, stats: WordStats) -> bool:
    """True when a name reads as a person's by its words alone: it opens with a given name of
    :func:`.gazetteer.given_names` ("Tess Daly", "Sven-Goran Eriksson") and ends in a word the texts never
    write in lower case. Not an acronym ("ISIS East", "RAF Northolt"), a demonym or a group's adjective
    ("German Embassy", "Muslim Safety Forum"), nor a place GeoNames knows ("Santa Monica"); a last word the
    texts write in lower case is a common noun that names a thing ("Brit Awards", "Catherine Tate Show")."""
    words = name.split()
    tokens = name_tokens(name)
    if len(words) < 2 or not given_name_first(name) or is_acronym(words[0]):
        return False
    if tokens[0] in _not_given() or known_place_name(name):
        return False
    # a first word the texts write in lower case is a common word before it is a name ("Rose Bowl")
    return stats.lower.get(tokens[-1], 0) == 0 and stats.lower.get(tokens[0], 0) == 0


def _stated_kind(
    mentions: Sequence[Mention],
    stated_kinds: Mapping[Mention, tuple[str, float]],
    reasons: Sequence[str],
    name: str,
) -> str | None:
    """The kind a text states at full weight ("the town of X", "telecoms giant Verizon", "the powerful
    Ahrar al-Sham faction"), which no count of NER's tags on the same words outweighs, when every statement
    agrees but a bare preposition's; else None. Not a person's kind, which NER's tags already count for
    ("... has lost her" follows firms too); not against NER's PERSON on a name that opens with a given name
    ("Charles Lister", "Ray"), nor for a name joined as a person's surname, nor another kind than a place for
    a nation (Wales)."""
    said = [stated_kinds[m] for m in mentions if m in stated_kinds]
    full = {kind for kind, weight in said if weight >= CONTEXT_WEIGHT}
    # a bare "at" or "in" (PREFIX_WEIGHT) only ties one mention's NER tag: it vetoes no statement at full
    # weight ("Kelso, the world's biggest gadget fair" and "vendors at Kelso")
    if (
        len(full) != 1
        or any(kind not in full and weight > PREFIX_WEIGHT for kind, weight in said)
        or PERSON in full
    ):
        return None
    if any(reason.startswith("surname") for reason in reasons):
        return None
    kind = next(iter(full))
    # a nation fields a side and has a coach: "said Wales coach Mike Ruddock" leaves Wales a place
    # keyed as evidence.context_kind keys it (lookup_key), so that "the Netherlands" is one in both
    key = lookup_key(name)
    if kind != PLACE and key in national_names():
        return None
    person = sum(m.label == "PERSON" for m in mentions) * 2 > len(mentions)
    if (
        kind != PLACE
        and person
        and given_name_first(name, words=1)
        # a credit right after the whole name ("Harry Potter author JK Rowling") names a work or a band after
        # a person; one after a bare name joined to a person's full name ("Ray" of Ray Charles) does not.
        # So does a work's or a product's noun around the whole of a full name ("the Kit Lantern games",
        # "the Ann Hale theme"): no person's full name heads a game or a theme tune.
        and not any(
            lookup_key(m.text) == key
            and (stated_kinds[m][1] == CREDIT_WEIGHT or (kind == OTHER and len(name.split()) > 1))
            for m in mentions
            if m in stated_kinds
        )
    ):
        return None
    return kind


# ties NER's label on one full name (3.0), and a tie goes to Person (ENTITY_KINDS' order); any more
# evidence of another kind, a bare mention included, outweighs it ("Harley Davidson" ... "Harley")
GIVEN_NAME_WEIGHT = 3.0


def _given_names(merger: Merger) -> frozenset[str]:
    """First words of the corpus's full names that NER reads as people more often than as anything else,
    in at least two names: the corpus's own given names ("viktor" of Viktor Yushchenko and Viktor
    Yanukovich). Particles and qualifiers ("al", "abu", "national") lead names of every kind."""
    people: Counter[str] = Counter()
    others: Counter[str] = Counter()
    for form in merger.forms:
        if len(form.tokens) < 2 or form.acronym or not form.labels:
            continue
        person = form.labels["PERSON"] * 2 > form.labels.total()
        (people if person else others)[form.tokens[0]] += 1
    starts = place_starts() | _not_given()
    return frozenset(
        word for word, count in people.items() if count >= 2 and count > others[word] and word not in starts
    )


# NER's tag on a full name: full names are tagged more reliably than bare ones (1.0)
FULL_NAME_WEIGHT = 3.0


def _vote_weight(core: str, label: str) -> float:
    """Full names are tagged more reliably than bare ones; NORP on a non-demonym is mostly a stray tag."""
    return (FULL_NAME_WEIGHT if " " in core else 1.0) * (0.5 if label == "NORP" else 1.0)


@lru_cache(maxsize=1)
def _kunya_name() -> re.Pattern[str]:
    """A kunya of ontology/person-words.tsv, a given name and a nisba: "Abu Omar al-Shishani"."""
    kunya = alternation(words_of_kind("person-words.tsv", "kunya"))
    return re.compile(kunya + r" [A-Z][\w'-]+ " + alternation(sorted(ARABIC_ARTICLES)) + r"-[A-Z][\w'-]+")


@lru_cache(maxsize=1)
def _regnal() -> frozenset[str]:
    """A royal's or a pope's title of ontology/person-words.tsv (kind regnal), as name tokens."""
    return frozenset(" ".join(name_tokens(word)) for word in words_of_kind("person-words.tsv", "regnal"))


@lru_cache(maxsize=1)
def _body_heads() -> frozenset[tuple[str, ...]]:
    """Words that end names of bodies, papers and firms: org-words.tsv's designators and role org-head."""
    return org_words()[1] | name_words("org-head")


@lru_cache(maxsize=50_000)
def body_name(name: str) -> bool:
    """True for a name that is a word ending names of bodies, papers and firms (org-words.tsv: designators
    and role org-head), alone or after a nation or its demonym: "the Observatory", "Council", "Times",
    "United", "Syrian Observatory". Such a name names a body, never a person, whose name opens with a given
    name or ends in a surname."""
    tokens = name_tokens(name)
    if tokens[:1] == ("the",):
        tokens = tokens[1:]
    if not tokens or tokens[-1:] not in _body_heads():
        return False
    nation = " ".join(tokens[:-1])
    return not nation or nation in demonyms() or nation in national_names()


# the prepositions that open a body's name's tail after its head word: "Observatory for Human Rights"
_TAIL_PREPOSITIONS = ("for", "of", "on")


def _body_head_before_tail(tokens: tuple[str, ...]) -> bool:
    """True when the word before a name's first "for", "of" or "on" ends names of bodies (org-words.tsv:
    designators and role org-head): "Syrian Observatory for Human Rights", "Office for National
    Statistics", "Bank of England" name bodies, whatever place the tail names."""
    # a venue or a building named for its sponsor is the place ("the Bank of America Stadium")
    if tokens[-1:] in name_words("venue") or tokens[-1:] in name_words("building"):
        return False
    at = next((i for i, word in enumerate(tokens) if word in _TAIL_PREPOSITIONS), 0)
    return at > 0 and tokens[at - 1 : at] in _body_heads()


def _kind_hint(core: str, merger: Merger) -> str | None:
    """The kind a name's head word states: "... News Network" is an organisation, "Kerman" a place when
    "Kerman province" is one; None when the words say nothing."""
    tokens = name_tokens(core)
    heads = place_heads()
    # "the Observatory said", tagged PERSON: a body's head word alone is the body's name cut short
    if body_name(core):
        return ORGANIZATION
    # "Abu Yazan al-Noiami", "Abu Omar al-Shishani": a kunya, a given name and a nisba make a person's
    # name (a place's "Abu" is followed by its article or a single word: "Abu al-Duhur", "Abu Kamal")
    if _kunya_name().fullmatch(core):
        return PERSON
    # software, a network or an online service is a work whatever NER tagged it ("software like Linux")
    if lookup_key(core) in software_names():
        return OTHER
    # "received an OBE": an order's honour written as its initials alone (org-words.tsv role honour-initials)
    if tokens in name_words("honour-initials"):
        return OTHER
    # an armed group the extraction stage names as one ("Ahrar al-Sham", tagged PERSON)
    if lookup_key(core) in armed_group_names():
        return ORGANIZATION
    # a place or region the events stage places events by ("the Eastern Ghouta" NER tags ORG)
    if lookup_key(core) in listed_places():
        return PLACE
    # "the King of Belgium", "the Sultan of Brunei": a royal's title of a nation names its holder (a title of
    # anything else may be a work's: "Prince of Persia", "King of the Hill")
    if (
        len(tokens) > 2
        and tokens[1] == "of"
        and tokens[0] in _regnal()
        and " ".join(tokens[2:]) in national_names()
    ):
        return PERSON
    if len(tokens) > 1:
        # "the 2003 London Marathons": a plural head names the same happening's editions
        singular = (*tokens[:-1], tokens[-1][:-1]) if tokens[-1].endswith("s") else tokens
        if any(words[-1:] in event_heads() or words[-2:] in event_heads() for words in (tokens, singular)):
            return EVENT
        # "... Spyware Act", "Convention on Certain Conventional Weapons", "European Convention on Human
        # Rights": a law or a treaty; not a body "of" one ("Secretariat of the Convention on Biological
        # Diversity")
        laws = law_heads()
        owned = tokens.index("of") if "of" in tokens else len(tokens)
        if (tokens[-1:] in laws and tokens[-1] != "convention") or any(
            (word,) in laws and after in ("on", "of", "against", "for")
            for word, after in pairwise(tokens[: min(owned + 1, len(tokens) - 1)])
        ):
            return OTHER
        # "the Douglas Hickox Award", "the Turner Prize": an honour (org-words.tsv role honour)
        if tokens[-1:] in name_words("honour"):
            return OTHER
        if tokens[0] in place_starts():
            return PLACE
        if designated(tokens) or opened_as_group(tokens) or _body_head_before_tail(tokens):
            return ORGANIZATION
        # "Western Ghouta", "Northern Ireland": a part of a place the corpus or pycountry knows as one
        rest = " ".join(tokens[1:])
        if tokens[:1] in part_words() and (rest in known_places() or _place_form(merger, rest)):
            return PLACE
        # "Kataib Hezbollah": a name ending in an organisation's name is an organisation (a branch, a wing)
        # ("Fabius" tagged ORG but joined to "Laurent Fabius" as his surname is no such name).
        # The organisation must stand on its own somewhere: a bare name written only in the articles of
        # the full name is that name cut short ("Mishal said" after "Bibars Mishal"), not a group. A name
        # that opens with a given name is a person's whose surname a group shares: "James Blake" of one
        # article and "Blake's 7", a programme tagged ORG, in another.
        last, full = merger.by_key.get(tokens[-1]), merger.by_key.get(" ".join(tokens))
        if (
            last is not None
            and not given_name_first(core)
            and (full is None or merger.find(last) != merger.find(full))
            and merger.forms[last].labels["ORG"] * 2 > merger.forms[last].labels.total()
            and (
                full is None
                or particle_before_last(core)
                or not merger.forms[last].articles <= merger.forms[full].articles
            )
        ):
            return ORGANIZATION
        if tokens[-1:] in name_words("building") and not given_name_first(core):
            return PLACE
        # a venue's word after "of" heads no name: "Phantom of the Opera" is a work
        after_of = tokens[-2:-1] == ("of",) or tokens[-3:-1] == ("of", "the")
        venue = tokens[-1:] in name_words("venue") and not after_of
        return PLACE if tokens[-1:] in heads or venue else None
    # "Mr Brown's Budget", "before the Budget": a common noun of a yearly occasion, capitalised for the one
    # of its story, names that occasion alone (org-words.tsv role occasion-alone), whatever NER tagged it
    if tokens in name_words("occasion-alone"):
        return EVENT
    for head in heads:
        if " ".join((*tokens, *head)) in merger.by_key:
            return PLACE
    return None


def _place_form(merger: Merger, key: str) -> bool:
    """True when the corpus names ``key`` and its mentions mostly call it a place."""
    index = merger.by_key.get(key)
    return index is not None and _main_kind(merger.forms[index]) == PLACE


def _majority(votes: Mapping[str, float]) -> str:
    if not votes:
        return OTHER
    return min(votes, key=lambda kind: (-votes[kind], ENTITY_KINDS.index(kind)))
