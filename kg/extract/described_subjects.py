"""A described person as a sentence's main subject: "The former champion then added ...", "The world indoor
champion said ...", '"It was a great ball," said the Tottenham striker.'

News writes such a description for the person the sentence before was about, as it writes an age ("The
23-year-old") or a nationality ("The Kenyan"): ``kg.extract.ages`` gives it that person's name under the same
conditions (the one person the sentence before names, as its main subject, no unnamed person beside them).
``described_subject`` finds the description: "the", words of its own before the noun or none, and a person
noun (the `person` rows of ``ontology/kind-nouns.tsv``, ``person-nouns.tsv`` and the holders of a rank or a
seat of ``described-person-nouns.tsv``: "champion", "peer"), as the subject of the sentence's main verb.
``kg.extract.descriptions`` reads the descriptions a name in reach settles; this reads those it leaves open.

Not an office said as a title ("the foreign secretary" is whoever holds it: ``descriptions.office_titles``),
not words that set the person apart ("the other striker", "the best actor", "the first player"), not words
after the noun ("the striker who scored"), which may say who. ``elsewhere`` keeps the description open when
its own words tie it to another body or people than the sentence before gives the person: "The Microsoft
chief" after a sentence naming Apple, "the Swedish champion" after "American Dent".
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import (
    demonym_nouns,
    described_nouns,
    gender_words,
    rank_nouns,
    read_tsv,
    title_rows,
)
from .attribution import contrast_words, demonym_words
from .crime_roles import other_party
from .descriptions import office_titles
from .given_names import given_name_genders
from .quotes import SUBJECTISH, clean_name, inside_quotation
from .redescription import DESCRIPTION_WORDS

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Names of what a person may belong to: a body, a place, a people ("scored twice for Manchester United").
_BODIES = frozenset({"ORG", "GPE", "NORP", "LOC", "FAC"})
# How a description's own words hang on its noun ("Olympic champion", "Tottenham striker", "world indoor
# champion"): those ``spans.resolved_name`` writes the whole phrase for (redescription.DESCRIPTION_WORDS),
# less its determiner, and a noun the parser hangs as "nmod" ("world").
_WORDS = (DESCRIPTION_WORDS - {"det", "predet"}) | {"nmod"}
# Prepositions before the other side of a match or a dispute: "scored against Kendal".
_AGAINST = frozenset({"against", "versus", "v", "vs"})
# The slots of another person the sentence before may be about ("beat the defending champion", "spoke to the
# goalkeeper"); not a copula's complement or an apposition, which describe the named one.
_RIVAL_SLOTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "dative", "conj"})


@lru_cache(maxsize=1)
def one_word_titles() -> frozenset[str]:
    """The titles of ``ontology/titles.tsv`` said in one word: "chancellor", "minister", "captain"."""
    return frozenset(title.lower() for title, _ in title_rows() if " " not in title)


def described_subject(sent: Span) -> Token | None:
    """The head of a definite description of a person as ``sent``'s main subject, or None."""
    root = sent.root
    head = next((c for c in root.children if c.dep_ in SUBJECTISH), None)
    if head is None or head.pos_ != "NOUN" or head.tag_ != "NN" or head.ent_type_:
        return None
    # a description in a quotation is the speaker's word ('"When the director says go, we play"'), often
    # of anyone who holds the role
    if inside_quotation(head):
        return None
    # an office ("the chancellor", "The Celtic captain") is whoever holds it, not whoever spoke last
    if head.lemma_.lower() not in described_nouns() or head.lemma_.lower() in one_word_titles():
        return None
    kids = list(head.children)
    if not kids or kids[0].lower_ != "the" or kids[0].dep_ != "det" or kids[0].i != head.left_edge.i:
        return None
    words = kids[1:]
    if any(w.i > head.i or w.dep_ not in _WORDS for w in words):
        return None
    # a common noun before an office's noun names another office ("the shadow chancellor", "the deputy
    # minister"); before a rank's noun it names the rank ("the world indoor champion")
    # ("the veteran defender": a rank's noun before any person noun is a rank too)
    ranked = head.lemma_.lower() in rank_nouns()
    if any(w.pos_ == "NOUN" and not ranked and w.lemma_.lower() not in rank_nouns() for w in words):
        return None
    if words and sent.doc[words[0].i : head.i + 1].text.lower() in office_titles():
        return None  # an office said as one title: "the foreign secretary" is whoever holds it
    own = [t for w in words for t in w.subtree]
    if any(t.ent_type_ == "ORDINAL" or t.tag_ in {"JJR", "JJS"} for t in own):
        return None
    if any(t.lower_ in contrast_words() for t in own):
        return None
    return head


def elsewhere(
    head: Token, person: Span | str, before: Span, earlier: Span | None, own_sentence: Span
) -> bool:
    """Whether the description may be someone else than ``person``, the one person the sentence
    ``before`` names as its main subject: a "name" with a determiner ("The former Beatle"); another
    person named in its own sentence, or outside quotations in the sentence ``earlier`` still ("Coach
    Hobbs praised his side. Pike scored twice. The French defender said ..."); another person ``before``
    writes without a name ("beat the defending champion"); another role an apposition gave the person
    ("Baxter, the goalkeeper,"); the other gender than the person's given name ("Sarah Bennett ... The
    man"); a nationality other than the person's ("the Swedish champion" after "American Dent" or
    "Britain's Dent"); a name among its words that ``before`` writes as the other side ("scored against
    Kendal"); another party of a crime or a harm than its verb made the person ("The victim" after "Moore
    was arrested": ``kg.extract.crime_roles``); or a name among its words (a club, a body, a party) that
    ``before`` does not write while it names another body or place ("The Microsoft chief" after "Jobs
    unveiled the iPod in San Francisco", "The Everton manager" after "Rooney scored for Manchester United":
    the person may belong to that one)."""
    if not isinstance(person, str) and any(c.dep_ == "det" for c in person.root.children):
        return True  # "The former Beatle said", tagged a person: a description, no name
    last = (person if isinstance(person, str) else clean_name(person.text)).split()[-1:]
    if any(e.label_ == "PERSON" and clean_name(e.text).split()[-1:] != last for e in own_sentence.ents):
        return True  # a name in its own sentence, quoted too ('"We will beat Hollis," said the coach')
    if earlier is not None and any(
        e.label_ == "PERSON" and clean_name(e.text).split()[-1:] != last and not inside_quotation(e.root)
        for e in earlier.ents
    ):
        return True
    if _described_rival(before) or _other_role(head, person) or _other_gender(head, person):
        return True
    if other_party(head, person):
        return True  # "Moore was arrested. The victim said": the other party (crime_roles.py)
    own = [t for c in head.children if c.i < head.i and c.dep_ != "det" for t in c.subtree]
    peoples = demonym_words() | demonym_nouns()
    nationalities = {t.lower_ for t in own} & peoples
    given = (
        set()
        if isinstance(person, str)
        else {t.lower_ for t in person.root.subtree if t.i < person.start or t in person}
    )
    if nationalities and given & peoples - nationalities:
        return True
    if nationalities and not isinstance(person, str) and _other_country(person, nationalities):
        return True
    # a number or a date is no body: "The two-time champion", "The 2004 champion"
    named = {t.lower_ for t in own if t.pos_ == "PROPN" or t.ent_type_ in _BODIES | {"PERSON"}}
    names = named - nationalities
    if names & _opposed(before, person):
        return True  # "Baxter scored against Kendal. The Kendal striker said": the other side's
    if names <= {t.lower_ for t in before}:
        return False
    # a name the sentence before does not write: safe only when that sentence names no body or place the
    # person could belong to instead ("Baxter scored twice. ... said the Kendal striker")
    # the small model tags a club a person as often as not: a "person" after a preposition counts too
    # and a name the small model left untagged as an object is one too ("Baxter joined Arsenal")
    return any(
        e.label_ in _BODIES or (e.label_ == "PERSON" and e.root.dep_ == "pobj") for e in before.ents
    ) or any(t.pos_ == "PROPN" and not t.ent_type_ and t.dep_ in {"dobj", "pobj"} for t in before)


def _described_rival(before: Span) -> bool:
    """Whether ``before`` writes another person as "the" and a person noun, with no name: in "Bennett beat
    the defending champion. The champion said ...", the champion may be that one. "As the new captain"
    says what the named one became."""
    return any(
        t.dep_ in _RIVAL_SLOTS
        and t.tag_ == "NN"
        and not t.ent_type_
        and t.lemma_.lower() in described_nouns()
        and not (t.dep_ == "pobj" and t.head.lower_ == "as")
        and any(c.dep_ == "det" and c.lower_ == "the" for c in t.children)
        for t in before
    )


def _other_role(head: Token, person: Span | str) -> bool:
    """Whether an apposition gave the person another role than the description's noun: "Baxter, the
    goalkeeper, saved ..." and "The striker said" is someone else. A rank ("the champion") may be held
    beside any role."""
    if isinstance(person, str) or head.lemma_.lower() in rank_nouns():
        return False
    roles = described_nouns() - rank_nouns()
    return any(
        c.dep_ == "appos"
        and c.lemma_.lower() in roles
        and not _same_role(c.lemma_.lower(), head.lemma_.lower())
        for c in person.root.children
    )


def _opposed(before: Span, person: Span | str) -> set[str]:
    """Words of the other side in ``before``: a phrase of "against" ("scored against Kendal"), or the
    object of a verb whose subject is not the person ("as Carlton beat Kendal")."""
    root = None if isinstance(person, str) else person.root
    words: set[str] = set()
    for tok in before:
        if tok.lower_ in _AGAINST and tok.dep_ == "prep":
            words.update(t.lower_ for t in tok.subtree if t is not tok)
        subject = next((c for c in tok.children if c.dep_ in SUBJECTISH), None)
        if subject is not None and root is not None and subject is not root:
            words.update(t.lower_ for c in tok.children if c.dep_ == "dobj" for t in c.subtree)
    return words


@lru_cache(maxsize=1)
def country_codes() -> dict[str, str]:
    """Country name or nationality, lower case -> ISO code: pycountry's names, countries.tsv, demonyms.tsv and
    person-demonyms.tsv ("britain" and "british" -> GB)."""
    import pycountry

    codes = {c.name.lower(): c.alpha_2 for c in pycountry.countries}
    codes.update({getattr(c, "common_name", c.name).lower(): c.alpha_2 for c in pycountry.countries})
    for table, column in (
        ("countries.tsv", "name"),
        ("demonyms.tsv", "demonym"),
        ("person-demonyms.tsv", "demonym"),
    ):
        codes.update({row[column].lower(): row["code"] for row in read_tsv(table, [column, "code"])})
    return codes


def _other_country(person: Span, nationalities: set[str]) -> bool:
    """Whether a country before the name ("Britain's Sarah Bennett") is not the description's nationality
    ("The American champion"): someone else."""
    words = {t.i for t in person.root.subtree if t.i < person.start}
    countries = {
        country_codes().get(e.text.lower(), "")
        for e in person.doc.ents
        if e.label_ == "GPE" and e.start in words
    }
    ours = {country_codes().get(n, "") for n in nationalities}
    return bool(countries - {""}) and not countries & ours


def _same_role(one: str, other: str) -> bool:
    """Whether two person nouns name one role, the one a short form of the other: "goalkeeper", "keeper"."""
    return one.endswith(other) or other.endswith(one)


@lru_cache(maxsize=1)
def noun_genders() -> dict[str, str]:
    """Person noun -> "m" or "f": gender-words.tsv and person-noun-genders.tsv ("woman", "actress"); read
    here and by ``kg.extract.unnamed_persons``."""
    genders = dict(gender_words())
    genders.update(
        {
            row["noun"].lower(): row["gender"]
            for row in read_tsv("person-noun-genders.tsv", ["noun", "gender"])
        }
    )
    return genders


def _other_gender(head: Token, person: Span | str) -> bool:
    """Whether the description's noun gives the other gender than the person's given name: "Sarah Bennett
    opened the school. The man said ..." is someone else."""
    sex = noun_genders().get(head.lemma_.lower(), "")
    name = (person if isinstance(person, str) else clean_name(person.text)).split()
    return bool(sex) and len(name) > 1 and given_name_genders().get(name[0], sex) != sex


def pronoun_person(
    head: Token, before: Span, earlier: Span | None, sent: Span, resolved: dict[int, str]
) -> str:
    """The person a described subject stands for when the sentence before names none as a participant but
    opens on a "he" or "she" the pronoun rules resolved to a person ('He chose to shoot. "It was a fine
    strike," said the Carlton star'), under ``elsewhere``'s conditions; or ""."""
    subject = next((c for c in before.root.children if c.dep_ in SUBJECTISH), None)
    if subject is None or subject.lower_ not in {"he", "she"} or not (name := resolved.get(subject.i, "")):
        return ""
    return "" if elsewhere(head, name, before, earlier, sent) else name
