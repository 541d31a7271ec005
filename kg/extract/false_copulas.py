"""Words before a name that the title rule reads as its title but that name another thing or end the
phrase before it (issue 12's copula rule: a copula stays in the graph only when its predicate is a role,
a class or a name that can describe the subject).

Three shapes recur in text that lost its commas and in plain running prose, each found by the parse:

- a bare plural common noun right before one person's name ("committed by rebels Pillay said"): a group
  is never the title of one person, so the noun closes the phrase before; and a place's possessive that
  lost its apostrophe before a name ("the citys Scientific Research Center"). A body may be a group
  ("analysts Forrester Research").
- a place unit named by a proper noun of its own before a country's name ("in Aleppo province Northern
  Syria"): "Aleppo province" is a name as much as "Northern Syria" is, and a country is no province;
- a head that is a date ("in 19th century Paraguay"): a time says when, not what the name is.

And one apposition: an instrument and the target of a verb run together where the comma-less text puts
the instrument first ("targeted with a rocket shell al-Dokhanyeh neighborhood", "with rocket shells the
town of X"): the parser reads the place as an apposition of the weapon, but a weapon is no place.

And two sides of any copula that name no description of the other:

- a member singled out by a focusing adverb ("his young players, particularly A and B", "all my runners
  are tired, especially C"): "particularly" picks one or some of a group out, so the one named is a member
  of the group, never the group itself. "Three people, mostly farmers" says what the group is made of, and
  describes it, so only the adverbs that single out are read here ("chiefly", "principally" and
  "specifically" only before a name: "Acme's staff, chiefly engineers" is the make-up again, "the law,
  specifically a ban on imports" the same thing named closer); and only before a noun: before an
  adjective they say how much ("was particularly worried"), and before a name a title ("notably the
  carmaker's subsidiary Lexus") still says what the name is;
- a bracket that marks a picture rather than names a thing: a position letter ("the gate (C) a crossing
  ...") or a credit closing the caption ("... the region (Reuters)", "(Acme World and Agencies)": a wire
  service of ``ontology/wire-credits.tsv`` or a credit ending of ``ontology/caption-credits.tsv``), but
  not after an outlet's noun ("according to the Syrian Arab News Agency (SANA)": the agency's own name).

And a sum beside the same sum in another currency ("1.35bn euros ($1.8bn)", "£26m (30m euros)"): one sum
in two currencies, which the parser reads as an apposition, describes nothing.

Split out of ``kg.extract.copulas``, whose title and apposition checks ask it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, title_rows, words_of_kind
from .ages import person_nouns
from .attachments import harm_targets
from .attribution import demonym_words, spokes_roles
from .channel_bodies import outlet_words
from .lists import bracket_list

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from .facts import Arg, Fact

_PLACES = frozenset({"GPE", "LOC", "FAC"})
# adverbs that single a member out of a group ("particularly", "especially"); "mostly", "mainly" and
# "largely" say what a group is made of ("Three people, mostly farmers") and are not here
_SINGLING = frozenset({"particularly", "especially", "notably"})
# adverbs that single a member out only before its name ("Western powers, chiefly Britain"): before a
# class they say what the group is made of ("Acme's staff, chiefly engineers"), or name the same thing
# more closely ("the law, specifically a ban on imports"), and describe it
_SINGLING_NAME = frozenset({"chiefly", "principally", "specifically"})


@lru_cache(maxsize=1)
def place_units() -> frozenset[str]:
    """The place units of ``ontology/head-nouns.tsv`` ("province", "neighborhood"), read here and by
    ``kg.extract.copulas``."""
    return frozenset(words_of_kind("head-nouns.tsv", "place-unit"))


def false_title(doc: Doc, fact: Fact) -> bool:
    """True when the title words before a name cannot say what the named one is (the module's shapes)."""
    assert fact.subject is not None and fact.obj is not None
    head, name = doc[fact.obj.head], doc[fact.subject.head]
    if head.ent_type_ in {"DATE", "TIME"}:
        return True  # "19th century Paraguay": the century is when, not what
    words = [t for t in doc[fact.obj.start : fact.obj.end] if not t.is_punct]
    # "rebels Pillay": one bare plural before one person; "hosts Ant and Dec" names a group of its own,
    # and a body may be a group ("analysts Forrester Research", "the grassroots Local Coordination
    # Committee"), unless the plural is a place's possessive that lost its apostrophe ("the citys X")
    bare_plural = len(words) == 1 and head.tag_ == "NNS" and head.is_lower
    lost_possessive = head.lower_.endswith("s") and head.lower_[:-1] in place_units()
    if bare_plural and not name.conjuncts and name.tag_ == "NNP":
        return name.ent_type_ == "PERSON" or lost_possessive
    # "Aleppo province Northern Syria": the unit is named by its own proper noun, so it names a place,
    # and the name after it is the country it lies in. Before a smaller place the name may be the unit's
    # owner, not its name ("Damascus suburb Eastern Ghouta" is a suburb of Damascus).
    named_unit = head.lower_ in place_units() and any(
        c.dep_ == "compound" and c.pos_ == "PROPN" and c.i < fact.obj.start for c in head.children
    )
    country = any(t.lower_ in country_names() for t in doc[fact.subject.start : fact.subject.end])
    return (named_unit and name.ent_type_ in _PLACES and country) or name_word_title(doc, fact)


def name_word_title(doc: Doc, fact: Fact) -> bool:
    """True for one capitalised word inside a sentence before a name that is no word for a role: no title
    or office (``titles.tsv``, ``person-words.tsv``), no noun for a person (``kind-nouns.tsv``,
    ``person-nouns.tsv``, ``spokes-roles.tsv``) and no nationality (``demonyms.tsv``). It is the first
    word of the same name that the NER cut off ("Vale Harriers | be | Corton" for "Corton Vale Harriers", a
    club, a firm or a programme's title), never what the named one is. A capital opening the sentence
    may be a common noun's ("Midfielder Tom Hale"), and is left alone, as is a person's name; but a
    country's possessive that lost its apostrophe ("Syrias Anna Berg") is no one's title either."""
    assert fact.subject is not None and fact.obj is not None
    if fact.obj.end - fact.obj.start != 1:
        return False
    word = doc[fact.obj.start]
    # an abbreviation keeps its stop ("Col."); other words with digits or hyphens are left alone
    shaped = word.is_alpha or (word.text[-1] == "." and word.text[:-1].isalpha())
    if word.i == word.sent.start or not word.text[:1].isupper() or not shaped:
        return False
    if word.lower_.endswith("s") and word.lower_[:-1] in country_names():
        return True
    # inside a list's bracket ("T Vale (Corton Vale Harriers), ...") the bracket holds one club's name
    listed = bracket_list(word.sent) and _opened_before(doc, word.i)
    # before a person's name an unlisted word may still say what he is ("Blairite", a peer's or a
    # cleric's rank); before a body's or a place's it is a piece of the name
    if doc[fact.subject.head].ent_type_ == "PERSON" and not listed:
        return False
    roles = _role_words()
    return word.lower_.rstrip(".") not in roles and word.lemma_.lower() not in roles


def _opened_before(doc: Doc, i: int) -> bool:
    """True when a bracket opens right before token ``i``."""
    return i > 0 and doc[i - 1].text == "("


@lru_cache(maxsize=1)
def _role_words() -> frozenset[str]:
    """Words that say what a person is, in lower case: titles, offices, royal titles, ministers, nouns for
    a person and nationalities (the tables of ``name_word_title``)."""
    words = {title.lower().rstrip(".") for title, _ in title_rows()}
    for kind in ("office-noun", "regnal", "minister"):
        words |= {w.lower() for w in words_of_kind("person-words.tsv", kind)}
    return frozenset(words | person_nouns() | spokes_roles() | demonym_words())


def instrument_target(appositive: Token) -> bool:
    """True for an apposition of a place to the object of an instrument's "with", with no punctuation
    between ("targeted with rocket shells the town of X"): the place is the verb's target, not the weapon."""
    doc = appositive.doc
    described = appositive.head
    if described.dep_ != "pobj" or not described.i < appositive.i:
        return False
    prep = described.head
    if prep.lower_ == "of" and prep.head.dep_ == "pobj":
        prep = prep.head.head  # "with a number of rocket shells X"
    if prep.lower_ != "with" or described.lower_ not in weapon_words():
        return False  # "with the capital Damascus", "with its ally the United States" describe
    if any(doc[i].is_punct for i in range(described.i + 1, appositive.left_edge.i)):
        return False
    place = appositive.lower_ in place_units() or appositive.lower_ in harm_targets()
    return place or appositive.ent_type_ in _PLACES


@lru_cache(maxsize=1)
def weapon_words() -> frozenset[str]:
    """The words of the weapons of ``ontology/weapons.tsv`` ("shell", "rockets"), one word each."""
    forms = (form for row in read_tsv("weapons.tsv", ["forms"]) for form in row["forms"].split("|"))
    return frozenset(word for form in forms for word in form.split())


@lru_cache(maxsize=1)
def country_names() -> frozenset[str]:
    """Country names in one word, lower case: pycountry's and ``ontology/countries.tsv``'s ("syria")."""
    import pycountry

    names = {row["name"] for row in read_tsv("countries.tsv", ["code", "name"])}
    for country in pycountry.countries:
        names |= {getattr(country, key, "") or "" for key in ("name", "common_name")}
    return frozenset(n.lower() for n in names if n and " " not in n)


def singled_out(doc: Doc, arg: Arg) -> bool:
    """True when ``arg``'s noun, or the first of the names it is joined to by "and", is singled out of a
    group by a focusing adverb before it ("particularly Tom Hale and Sam Reed": both are members)."""
    tok = doc[arg.head]
    while tok.dep_ == "conj" and tok.head.i < tok.i:
        tok = tok.head
    # an adjective's adverb is its degree ("was particularly worried"), and describes
    if tok.pos_ not in {"NOUN", "PROPN", "PRON"}:
        return False
    adverbs = _SINGLING | _SINGLING_NAME if tok.pos_ == "PROPN" else _SINGLING
    return any(c.dep_ == "advmod" and c.lower_ in adverbs and c.i < tok.i for c in tok.children)


def bracket_mark(sent: Span, arg: Arg, other: Arg) -> bool:
    """True for ``arg`` written alone in brackets as a picture's position letter ("(C)") or as the credit
    that closes a caption ("(Reuters)", "(Acme World and Agencies)" at the sentence's end). After an
    outlet's noun (``other``, the copula's other side: "according to the Syrian Arab News Agency (SANA)",
    "told the French news agency (AFP) on Monday") the wire service's name is the outlet's own, no credit."""
    doc = sent.doc
    if arg.start == 0 or arg.end >= len(doc) or doc[arg.start - 1].text != "(" or doc[arg.end].text != ")":
        return False
    words = doc[arg.start : arg.end]
    if len(words) == 1 and len(words.text) == 1 and words.text.isalpha() and words.text.isupper():
        return True
    closing = all(t.is_punct or t.is_space for t in doc[arg.end + 1 : sent.end])
    outlet_nouns, wire_credits = outlet_words()
    if not closing or doc[other.head].lemma_.lower() in outlet_nouns:
        return False
    return words.text in wire_credits or words[-1].lower_ in credit_words("ending")


def one_sum(doc: Doc, fact: Fact) -> bool:
    """True for a sum and the same sum in another currency on the two sides of ``fact`` ("1.35bn euros
    ($1.8bn)", "£26m (30m euros)"): one sum in two currencies describes nothing."""
    assert fact.subject is not None and fact.obj is not None
    return _counted(doc[fact.subject.head]) and _counted(doc[fact.obj.head]) and _money(doc, fact)


def _counted(tok: Token) -> bool:
    """True for a sum or a count ("$1.8bn", "1.35bn euros"): a number or a number's noun, no thing a sum can
    describe ("the deal ($300m)")."""
    # the number may be a phrase of its own ("30m euros": "30" counts "m", which counts "euros"; "£26m");
    # a year counts nothing ("Acme's 2004 budget, £3bn": a sum can describe the budget)
    numbers = (c for c in tok.children if c.dep_ == "nummod" and c.ent_type_ != "DATE")
    if tok.text[:1].isdigit() or any(t.text[:1].isdigit() for c in numbers for t in c.subtree):
        return True
    # the parser may hang the number elsewhere ("1.33bn Australian dollars"), but the tagger's sum holds it
    # before its currency; a sum that reaches back over a noun ("revenues - £160m") holds none before it
    i = tok.i
    while tok.ent_type_ == "MONEY" and tok.doc[i].ent_iob_ == "I":
        i -= 1
        if tok.doc[i].text[:1].isdigit():
            return True
    return False


def _money(doc: Doc, fact: Fact) -> bool:
    """True when a side of ``fact`` is a sum: a word of it the tagger reads as money, or a currency sign
    ("£26m", whose "m" the tagger may leave outside the sum)."""
    assert fact.subject is not None and fact.obj is not None
    sides = (doc[side.start : side.end] for side in (fact.subject, fact.obj))
    return any(t.ent_type_ == "MONEY" or t.tag_ == "$" for side in sides for t in side)


@lru_cache(maxsize=2)
def credit_words(kind: str) -> frozenset[str]:
    """The last words of the caption credits of one kind (``ontology/caption-credits.tsv``; ``ending``:
    "photo", "agencies"; ``video-site``). Here rather than in ``closing_according``, which reads them too,
    because that module imports the copulas and this one may not import it."""
    return frozenset(w.split()[-1] for w in words_of_kind("caption-credits.tsv", kind))
