""" "the town", "the city", "the village" for the one place of that kind named just before: "300 men were
executed in the town of Ghraneij ... when Islamic State stormed the town"; "the air base" for the one base
the article named ("Tabqa air base"). Out of its article, "stormed the town" says nothing about where.
A town or city named paragraphs before is still meant when it is the only place the article named as
that kind and no other place has been named since its last mention ("the northern city of Aleppo ...
Aleppo ... government forces besieged the city"). The kinds, and how far back each looks, are in
``ontology/settlement-kinds.tsv``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attachments import RESULT_LEMMAS
from .attribution import demonym_words, is_speech_verb
from .cache import words_in
from .reach import one_in_reach

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})


# Arabic articles written before a name with a hyphen ("al-Bab", "Deir ez-Zor", "Ras al-Ain").
_ARTICLES = frozenset({"al", "el", "ez", "ed", "es", "ad", "as", "ar", "ash", "at", "an", "az", "ul"})


@lru_cache(maxsize=1)
def _kinds() -> dict[str, tuple[bool, frozenset[str]]]:
    """Noun -> (whether it looks back through the whole article, the words allowed before it), from
    ``ontology/settlement-kinds.tsv``."""
    rows = read_tsv("settlement-kinds.tsv", ["noun", "reach", "between"])
    return {
        r["noun"]: (r["reach"] == "article", frozenset(w for w in r["between"].split("|") if w != "-"))
        for r in rows
    }


@lru_cache(maxsize=1)
def _kind_nouns() -> frozenset[str]:
    """The nouns of ``_kinds``."""
    return frozenset(_kinds())


@lru_cache(maxsize=1)
def _last_named_kinds() -> frozenset[str]:
    """Nouns whose reach is `last` in ``ontology/settlement-kinds.tsv``: past the near reach, the one
    place the article named as that kind, while no other place has been named since."""
    rows = read_tsv("settlement-kinds.tsv", ["noun", "reach", "between"])
    return frozenset(r["noun"] for r in rows if r["reach"] == "last")


@lru_cache(maxsize=1)
def _countries() -> frozenset[str]:
    """Country names and short forms ("US", "Russia") from ``ontology/countries.tsv``, lower case."""
    return frozenset(row["name"].lower() for row in read_tsv("countries.tsv", ["code", "name"]))


def name_word(tok: Token) -> bool:
    """A word of a place's name: capitalised, or an Arabic article or its hyphen, which spaCy splits off
    ("al", "-", "Bab")."""
    doc = tok.doc
    if tok.text[:1].isupper():
        return True
    if tok.lower_ in _ARTICLES:
        return tok.i + 2 < len(doc) and doc[tok.i + 1].text == "-" and doc[tok.i + 2].text[:1].isupper()
    return tok.text == "-" and tok.i > 0 and doc[tok.i - 1].lower_ in _ARTICLES


def _ranked(tok: Token) -> bool:
    """True for a kind ranked within a country ("the capital city", "the largest city"), which names none."""
    return any(c.tag_ == "JJS" or c.lower_ == "capital" for c in tok.children)


def _before(tok: Token) -> bool:
    """A word that can end a name written before the kind ("Hasakeh city"): a proper noun, not a date
    ("In March city officials": "March" is a date, "In" no proper noun)."""
    return (
        name_word(tok)
        and tok.lower_ != "the"
        and tok.ent_type_ != "DATE"
        and (tok.pos_ == "PROPN" or not tok.text[:1].isupper())
    )


def named_as(doc: Doc, start: int, end: int, kind: str) -> list[str]:
    """The places named as ``kind`` among the words ``start``..``end``: "the town of Ghraneij" and
    "Hasakeh city". Not a capitalised "City", which is part of a name ("Mexico City", "Manchester City"), a
    "city" that modifies a noun ("city officials"), or a ranked one ("the capital city of Bolivia"). A site
    keeps its noun ("Tabqa air base", not the town Tabqa), written the fullest way the article does."""
    site = bool(_kinds()[kind][1])
    names: dict[str, str] = {}  # the name -> as it is given
    for tok in doc[start:end]:
        if tok.lower_ != kind or tok.text[:1].isupper() or _ranked(tok):
            continue
        after = tok.i + 1
        if after < end and doc[after].lower_ == "of":
            last = after
            for t in doc[after + 1 : end]:
                if not name_word(t):
                    break
                last = t.i
            if last > after:
                names.setdefault(doc[after + 1 : last + 1].text, doc[after + 1 : last + 1].text)
                continue
        if tok.dep_ == "compound":
            continue
        # "Tabqa air base": the kind's own words stand between the name and the noun
        stop = tok.i
        while stop > start and doc[stop - 1].lower_ in _kinds()[kind][1]:
            stop -= 1
        first = stop
        for t in reversed(doc[start:stop]):
            if not _before(t):
                break
            first = t.i
        if first < stop:
            name = doc[first:stop].text
            if site and name.lower() in _countries():
                # "a US base" says whose base, not which: no name to give "the base", yet it still
                # counts as a base, so that "the base" after it and "Tabqa base" stays open
                names[name] = ""
                continue
            given = doc[first : tok.i + 1].text if site else name
            if len(given) > len(names.get(name, "")):
                names[name] = given
    return list(names.values())


def bare_settlement(tok: Token) -> bool:
    """True for "the town" and nothing more ("the air base": the kind's own words), in an argument slot. Its
    own conjunct after it ("hit the city and its outskirts") or a participle the parser hung on it ("rocked
    the city leaving 23 dead") leaves it bare: neither says which town."""
    if tok.lower_ not in _kinds() or tok.tag_ != "NN" or tok.dep_ not in _ARGUMENTS or tok.ent_type_:
        return False
    kids = list(tok.children)
    after = [k for k in kids if k.i > tok.i]
    if not kids or kids[0].lower_ != "the" or kids[0].dep_ != "det" or not all(map(_trailing, after)):
        return False
    if any(k.dep_ == "cc" for k in after) and not any(k.dep_ == "conj" for k in after):
        return False  # an "and" whose conjunct the parser hung elsewhere ("over the town and others fleeing")
    return all(t.lower_ in _kinds()[tok.lower_][1] for t in tok.doc[kids[0].i + 1 : tok.i])


def _trailing(tok: Token) -> bool:
    """True for a word after "the town" that leaves it bare: "and", a conjunct the town owns ("and its
    outskirts"), a participle (VBG) of harm or its toll, whose subject is the clause's act ("rocked the city
    leaving 23 dead", "hit the city killing 12"). Another conjunct may be the parser's misreading of what
    follows ("smoke rising over the town and others running"), which the town's reach cannot tell; another
    participle makes the town its subject ("fled the city carrying their wounded") or says which town it is,
    maybe another ("retreated to the town bordering Lebanon")."""
    if tok.dep_ == "conj":
        return any(c.dep_ == "poss" and c.lower_ == "its" for c in tok.children)
    return tok.dep_ == "cc" or (tok.dep_ == "acl" and tok.tag_ == "VBG" and tok.lemma_ in RESULT_LEMMAS)


def settlement_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> place name, for each bare "the town" (city, village) with one place named as that
    kind in its sentence before it and the two before; none or two ("the town of Ghraneij", "the town of
    Kishkeih") leave it open."""
    found = [t for t in words_in(doc, _kind_nouns()) if t.i not in resolved and bare_settlement(t)]
    if not found:
        return {}
    near: dict[int, int] = {}  # token index -> how many places its near reach names as its kind

    def names(start: int, tok: Token) -> list[str]:
        named = named_as(doc, 0 if _kinds()[tok.lower_][0] else start, tok.i, tok.lower_)
        near[tok.i] = len(named)
        return named

    out = one_in_reach(doc, found, names)
    for tok in found:
        # none named in the near reach (two there leave it open): the one the whole article named, if
        # it is still the last place named
        if tok.i not in out and near.get(tok.i) == 0 and tok.lower_ in _last_named_kinds():
            named = named_as(doc, 0, tok.i, tok.lower_)
            if len(named) == 1 and _last_place(doc, named[0], tok):
                out[tok.i] = named[0]
    return {i: name for i, name in out.items() if name}


# Entity labels of a place: a second one named after the town leaves "the town" open.
_PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})
# Prepositions of where: a name after one is a place whatever NER made of it ("reached Idlib" and "fled to
# Idlib" get ORG from the small model as often as GPE).
WHERE = frozenset(
    {"in", "into", "to", "from", "near", "outside", "around", "across", "toward", "towards", "at"}
)
# Entity labels of a name that is no place, whatever slot it stands in.
_NO_PLACE = frozenset(
    {"PERSON", "NORP", "DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT"}
)

# Entity labels of a name NER may give a place by mistake: after a preposition of where it is one.
_NAMES = frozenset({"PERSON", "NORP", "ORG"})


def _last_place(doc: Doc, name: str, tok: Token) -> bool:
    """True when ``name`` is written before ``tok`` and no other place is named between its last mention
    and ``tok``: "the city" after "Aleppo city ... Aleppo ..." is Aleppo, after "Aleppo city ... Idlib" it
    may be either. A place is a name NER tags as one, or a proper noun after a preposition of where or as
    a verb's object ("reached Idlib"). A country ("Syria", "Turkey") holds the town and is no second one;
    a name holding the town's name ("Aleppo province") mentions it again."""
    mentions = list(re.finditer(rf"\b{re.escape(name)}\b", doc.text[: tok.idx]))
    if not mentions:
        return False
    after = mentions[-1].end()
    words = set(name.lower().split())
    # "the northern village of Rityan ... troops entered the town": a place named as any settlement kind
    # since, whatever the noun, may be the one meant
    start = next(t.i for t in doc if t.idx + len(t) > after)
    if _listed_with_place(doc, start, words):
        return False
    if any(
        set(n.lower().split()) != words for k in _last_named_kinds() for n in named_as(doc, start, tok.i, k)
    ):
        return False
    ents = {t.i: e for e in doc.ents for t in e}
    for word in doc[: tok.i]:
        if word.idx < after or word.lower_ in words:
            continue
        ent = ents.get(word.i)
        if ent is not None and words <= set(ent.text.lower().split()):
            continue
        written = (ent.text if ent is not None else word.text).lower().removeprefix("the ")
        if written in _countries():
            continue
        where = word.pos_ == "PROPN" and word.dep_ == "pobj" and word.head.lower_ in WHERE
        if where and (ent is None or ent.label_ in _NAMES):
            return False  # "in Palmyra" is a place whatever NER made of it (PERSON, say); "in June" is none
        if _place_modifier(word, ent):
            return False  # "Binnish residents": a town's name as a modifier, tagged NORP
        if ent is not None and ent.label_ in _NO_PLACE:
            continue
        # a speech verb's object is whom it was told ("a source told AFP"), no place
        placed = (word.dep_ == "pobj" and word.head.lower_ in WHERE) or (
            word.dep_ == "dobj" and not is_speech_verb(word.head)
        )
        if (ent is not None and ent.label_ in _PLACE_LABELS) or (word.pos_ == "PROPN" and placed):
            return False
    return True


def _listed_with_place(doc: Doc, end: int, words: set[str]) -> bool:
    """True when the last mention, ending before token ``end``, is joined by "and"/"or" to another place
    named in its sentence: after "Airstrikes hit the capital Damascus and the city of Aleppo", "the city"
    may be either."""
    mention = [t for t in doc[:end] if t.lower_ in words and t.sent == doc[end - 1].sent]
    if not mention:
        return False
    near = {t.i for m in mention for t in (m, m.head, m.head.head)}
    for ent in doc[end - 1].sent.ents:
        text = ent.text.lower().removeprefix("the ")
        if ent.label_ not in _PLACE_LABELS or words & set(text.split()) or text in _countries():
            continue
        joined = {ent.root.i, ent.root.head.i} if ent.root.dep_ == "conj" else {ent.root.i}
        if any(doc[i].dep_ == "conj" and doc[i].head.i in joined for i in near) or (
            ent.root.dep_ == "conj" and ent.root.head.i in near
        ):
            return True
    return False


@lru_cache(maxsize=1)
def people_words() -> frozenset[str]:
    """Words naming a people, a faith or a region, lower case: nationalities (``ontology/demonyms.tsv``)
    and ``ontology/group-adjectives.tsv`` ("Kurdish", "Sunni"), with the plurals of the nationalities."""
    nations = demonym_words()
    groups = (row["word"].lower() for row in read_tsv("group-adjectives.tsv", ["word"]))
    return nations | {n + "s" for n in nations} | frozenset(groups)


def _place_modifier(word: Token, ent: Span | None) -> bool:
    """True for a word NER tags NORP modifying a lower-case noun when it names no people: "Later Binnish
    residents fled" names a town by its people, tagged NORP like "Syrian residents". Only NORP: an
    untagged capitalised modifier is a site or a body as often ("the Ariha Today Facebook page",
    "Observatory head Rami Abdel Rahman"), and an entity of another kind ("Hezbollah fighters") says
    whose, not where."""
    if ent is None or ent.label_ != "NORP":
        return False
    if word.dep_ not in {"amod", "compound", "nmod"} or word.is_sent_start or not word.text[:1].isupper():
        return False
    head = word.head
    return head.pos_ == "NOUN" and head.text.islower() and word.lower_ not in people_words()
