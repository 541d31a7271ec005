"""The gender a given name tells ("Brian": m, "Sarah": f), for the "he" or "she" of ``kg.extract.hosts``
and ``kg.extract.coref``, and the people it shows behind names the NER missed ("MEP Alain Lipietz").

From the person data Faker ships for each of its locales, walked by ``kg.resources.faker_first_names``, as
``kg.entities``' given names are (kg/extract does not import kg/entities): a name listed as male somewhere and
female elsewhere ("Andrea", "Jean", "Kim") tells nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import title_rows
from .cache import with_pos
from .given_names import given_name_genders, not_given_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


# The gender an honorific gives the name after it ("Mrs Blair": f).
HONORIFIC_GENDER = {
    **dict.fromkeys(["mr", "sir", "lord"], "m"),
    **dict.fromkeys(["mrs", "ms", "miss", "dame", "lady"], "f"),
}


def own_or_fuller(name: str, fuller: str) -> str:
    """``fuller``, the article's longest name ending in ``name``'s last word, unless ``name`` gives a
    given name of its own that ``fuller`` does not end with: "Paul Jones" is not the "Quincy Jones" quoted
    before him, and "Ray Charles" not a "Without Charles" the NER ran over a preposition; nor an
    honorific of the other gender than ``fuller``'s given name: "Mrs Howard" is not her husband "Michael
    Howard", whose surname she shares."""
    words = name.split()
    if len(words) < 2 or fuller.split()[-len(words) :] == words:
        return fuller
    known = given_name_genders()
    if words[0] in known:
        return name
    sex = HONORIFIC_GENDER.get(words[0].lower().rstrip("."))
    other = known.get(fuller.split()[0], "") if len(fuller.split()) > 1 else ""
    return name if sex and other and other != sex else fuller


def name_gender(name: str) -> str:
    """The gender ("m", "f") a name's own first word tells, an honorific's or a given name's ("Mrs Howard",
    "Katherine Jackson": f), or "" when it tells none ("Jackson", "Ozzy Osbourne") or is no name but a
    description ("Michael Jackson's mother")."""
    words = name.split()
    if len(words) < 2 or not all(w[:1].isupper() and not w.endswith(("'s", "’s")) for w in words):
        return ""
    return HONORIFIC_GENDER.get(words[0].lower().rstrip(".")) or given_name_genders().get(words[0], "")


def one_person_surname(tok: Token, gender: dict[str, str]) -> bool:
    """True for a surname the tagger took for a plural ("Davies", "Evans": NNPS) that the article shows to
    be one person's: an honorific or a given name written before it ("Mr Davies", "Quentin Davies"), or a
    gender ``gender`` gives its word. A plural name no one is given ("the Lib Dems") stays a group."""
    if tok.tag_ != "NNPS" or tok.ent_type_ not in {"", "PERSON"}:
        return False
    if tok.text in gender:
        return True
    known = given_name_genders()
    return any(
        c.dep_ in {"compound", "flat"}
        and c.i < tok.i
        and (c.lower_.rstrip(".") in HONORIFIC_GENDER or c.text in known)
        for c in tok.children
    )


def with_given_names(doc: Doc, gender: dict[str, str]) -> dict[str, str]:
    """``gender`` (surname -> gender, from honorifics) and the gender the given name of each person the
    NER names in full tells its surname ("Sarah Lane": Lane, f), unless an honorific said otherwise or
    two given names of the article disagree. A given name written before a surname gives the one-word name
    its gender too ("Sharon"), unless it is also a surname of the article. A surname that a given name the
    table knows and one it does not share ("Sharon Osbourne", "Ozzy Osbourne") keeps the known one's
    gender: the other may be a firm named for a person ("Walt Disney" beside "Roy Disney"), no "she"."""
    known = given_name_genders()
    said: dict[str, set[str]] = {}
    firsts: dict[str, str] = {}  # given names written before a surname, and their gender
    for e in doc.ents:
        words = e.text.split()
        if e.label_ != "PERSON" or len(words) < 2:
            continue
        if words[0] in known:
            said.setdefault(words[-1], set()).add(known[words[0]])
            firsts[words[0]] = known[words[0]]
    told = {name: next(iter(sexes)) for name, sexes in said.items() if len(sexes) == 1}
    return {**{w: sex for w, sex in firsts.items() if w not in said}, **told, **gender}


def unlabelled_people(doc: Doc) -> dict[str, tuple[str, str]]:
    """Surname -> (given name and surname, gender) of each person the NER left unlabelled or took for
    an organisation, named as a subject after a role: "shadow chancellor Vince Cable warned", "French
    Green MEP Alain Lipietz warned", "Lt Col Eric Schnaible told". A given name of one gender in the
    table and a singular capitalised surname after it are not enough alone ("Dalton Motor announced", a
    firm): the word before the given name must be a noun for a person (the `person` rows of kind-nouns.tsv,
    person-nouns.tsv, spokes-roles.tsv) or a title of ontology/titles.tsv. "Crystal Cruises" (a plural)
    and "Agence France Presse" (three words) stay things, and so, for now, does a surname the tagger
    takes for a plural ("spokesman Glyn Davies said": "Davies" is NNPS).
    """
    from .quotes import SUBJECTISH

    known = given_name_genders()
    skip = not_given_words()
    found: dict[str, tuple[str, str]] = {}
    for head in with_pos(doc, frozenset({"PROPN"})):
        if head.dep_ not in SUBJECTISH or head.ent_type_ not in {"", "ORG"}:
            continue
        given = doc[head.i - 1] if head.i > 1 else None
        if given is None or given.head.i != head.i or given.dep_ not in {"compound", "flat"}:
            continue
        if given.text not in known or given.lower_ in skip or given.ent_type_ != head.ent_type_:
            continue
        # a plural name is a firm's or a group's ("Crystal Cruises"), never one person's
        if head.tag_ != "NNP" or not (head.text.istitle() and head.text.isalpha()) or head.text in known:
            continue
        # an organisation's name of more words than the person's two ("Agence France Presse") is no person
        if head.ent_type_ and not _two_word_entity(given, head):
            continue
        if _role(doc[given.i - 1], head):
            found[head.text] = (f"{given.text} {head.text}", known[given.text])
    return found


@lru_cache(maxsize=1)
def _titles() -> frozenset[str]:
    """The titles of ontology/titles.tsv, one word each, in lower case and without dots."""
    return frozenset(title.lower().replace(".", "") for title, _ in title_rows() if " " not in title)


def _role(word: Token, head: Token) -> bool:
    """True for the role a name follows as part of its phrase: a noun for a person ("spokesman",
    "chairman", "singer") or a title ("MEP", "Col")."""
    from .ages import person_nouns
    from .attribution import spokes_roles

    if word.dep_ != "compound" or word.head.i != head.i:
        return False
    # any common noun let firms in: "Fashion house Christian Dior", "Retailer ..." (a firm the NER
    # rightly called an organisation, whose "its" the it-guard of kg.extract.coref then dropped)
    if word.pos_ == "NOUN" and word.lemma_.lower() in person_nouns() | spokes_roles():
        return True
    return word.text.lower().replace(".", "") in _titles()


def _two_word_entity(given: Token, head: Token) -> bool:
    """True when the NER's entity is exactly ``given`` and ``head``, as a person's name would be."""
    after = head.doc[head.i + 1] if head.i + 1 < len(head.doc) else None
    return given.ent_iob_ == "B" and head.ent_iob_ == "I" and (after is None or after.ent_iob_ != "I")
