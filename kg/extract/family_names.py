"""A "he" or "she" resolved to a name of the other gender, where the article names a family.

Salience keys people by surname and writes each the article's fullest name ending in it, so where an
article names two people of one surname ("Katherine Jackson" and her son "Michael Jackson") a "he" meant
for the son can come out as the mother. The name's own given name or honorific settles it: the pronoun
goes to the one person of that surname the article names in full with the pronoun's gender, and stays
open when there is none or more than one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .given_genders import name_gender
from .quotes import clean_name
from .speakers import other_gender, pronoun_gender

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

Family = dict[str, dict[str, str]]  # surname -> full name -> gender


def families(doc: Doc) -> Family:
    """Each surname of the article's people named in full with a given name or honorific that tells a
    gender, and those names with their gender."""
    people: Family = {}
    for ent in doc.ents:
        name = clean_name(ent.text)
        if ent.label_ == "PERSON" and (sex := name_gender(name)):
            people.setdefault(name.split()[-1], {})[name] = sex
    return people


def kin_of(tok: Token, name: str, people: Family) -> str | None:
    """For "he" or "she" resolved to ``name``, whose own given name or honorific is of the other gender,
    the one person of its surname and the pronoun's gender ("" when none or several); None when the
    name's own word agrees or tells nothing."""
    sex = pronoun_gender(tok.text)
    own = name_gender(name)
    if not sex or not own or own == sex:
        return None
    fits = [n for n, s in people.get(name.split()[-1], {}).items() if s == sex]
    return fits[0] if len(fits) == 1 else ""


def remember(by_sex: dict[str, str], name: str | None, gender: dict[str, str]) -> None:
    """Record ``name`` as the latest subject of its gender (its own given name's or honorific's, else its
    surname's in ``gender``), for ``agreeing``; a subject of no known gender forgets both."""
    if not name:
        return
    if sex := name_gender(name) or gender.get(name.split()[-1], ""):
        by_sex[sex] = name
    else:
        # "Mr Tully spoke, and Zorvan Castell answered him. Ms Okafor ... He said": he may be Castell
        by_sex.clear()


def agreeing(
    tok: Token, name: str | None, people: Family, by_sex: dict[str, str], gender: dict[str, str]
) -> str | None:
    """The person "he" or "she" stands for, given salience's latest subject ``name``: ``name`` when it
    agrees, its kin of the pronoun's gender (``kin_of``), or else, when ``name`` is of the other gender,
    the latest subject of the pronoun's ("Mr Blair's day ... with Mrs Hale marching up to him": him is
    Mr Blair); None when there is none."""
    if not name:
        return None
    if kin := kin_of(tok, name, people):
        return kin
    if not other_gender(tok, name, gender):
        return name
    return by_sex.get(pronoun_gender(tok.text))


def family_mends(doc: Doc, resolved: dict[int, str], people: Family) -> dict[int, str]:
    """``resolved`` with each "he" or "she" given a name of the other gender moved to its kin, or left
    open when the article names no one kin of its gender."""
    out: dict[int, str] = {}
    for i, name in resolved.items():
        kin = kin_of(doc[i], name, people)
        if kin is None or kin:
            out[i] = kin or name
    return out
