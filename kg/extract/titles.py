"""Titles stated before a name: "spokesperson Matthew Miller", "rugby union team Ammanford RFC"."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from spacy.symbols import PROPN

from ..resources import read_tsv, title_rows, words_of_kind
from .cache import tag_columns
from .facts import Arg, Fact
from .given_names import given_name_genders, not_given_words
from .lists import name_of_a_noun
from .name_fronts import name_front

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan

# Forms of address, which say nothing about a person's role.
HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "dr", "sir", "dame", "madam", "mx"})


def title_facts(ents: Iterable[SpacySpan], sent: SpacySpan | None = None) -> list[Fact]:
    """A title before a name: "spokesperson Matthew Miller" -> Matthew Miller / be / spokesperson.

    ``ents`` are the named entities of one sentence.
    """
    facts = []
    ents = list(ents)
    # the facts hold token indices: the qualifier check reads their words in the sentence's document
    doc: Doc | None = sent.doc if sent is not None else (ents[0].doc if ents else None)
    for ent in ents:
        if ent.label_ not in {"PERSON", "ORG"}:
            continue
        root = ent.root
        left = [c for c in root.lefts if c.i < ent.start and c.dep_ in {"compound", "amod", "nmod", "poss"}]
        if not left:
            continue
        start = min(c.left_edge.i for c in left)
        # a form of address the NER left outside the name belongs to the name, not the role: "Tory
        # spokesman Mr Lewis" states Lewis / be / Tory spokesman, never "Tory spokesman Mr"
        end = ent.start
        while end - 1 > start and ent.doc[end - 1].text.lower().rstrip(".") in HONORIFICS:
            end -= 1
        title = ent.doc[start:end]
        # the word next to the name must be a title noun, not another name or a possessor ("Turkey Recep")
        last = ent.doc[end - 1]
        if (
            last.pos_ not in {"NOUN", "PROPN"}
            or last.ent_type_ in {"GPE", "PERSON", "NORP"}
            or last.dep_ == "case"
            or _plural_before_person(last, ent.root)
            or _cut_given_name(last)
        ):
            continue
        if all(t.ent_type_ == "ORG" or t.pos_ == "DET" for t in title):
            # nor an organisation: "The Associated Press Albert Aji" is a credit line, the agency and its
            # reporter ("spokesman for the White House John Kirby" is a role)
            continue
        if _ends_prepositional_object(title, root) or name_of_a_noun(root) or _place_name(root):
            continue
        if any(t.is_punct and t.text != "." for t in title) or _form_of_address(title.text):
            continue
        if not _whole_title(title) or name_front(title, ent):
            continue
        # the NER may take an owner's "'s" into the name ("troubled broker Halvern & Pike's deals"): the
        # title still says what the name is, and the mark belongs to the phrase the name owns; a name that
        # owns nothing keeps its "'s" ("rating agency Moody's cut ...": the mark is the name's own)
        owner = ent.end - ent.start > 1 and ent.doc[ent.end - 1].tag_ == "POS" and root.dep_ == "poss"
        facts.append(
            Fact(
                verb=root.i,
                subject=Arg(ent.start, ent.end - owner, root.i),
                rel=[(ent.start - 0.5, "be")],
                lemma=["be"],
                obj=Arg(start, end, end - 1),
                rule="title",
                confidence=0.52,
            )
        )
    covered = {i for f in facts if f.subject is not None for i in range(f.subject.start, f.subject.end)}
    if sent is not None:
        facts += _common_noun_titles(sent, covered)
    return [f for f in facts if f.obj is None or doc is None or not _not_held(doc, f.obj.start)]


def _form_of_address(words: str) -> bool:
    """True for a form of address alone ("Mr", "Sheikh", "Imam"; ``HONORIFICS`` and the `honorific` and
    `courtesy` rows of ``ontology/titles.tsv``): it is part of how the name is written ("Sheikh Maqsoud"
    names a district), and says nothing of what the named one is."""
    low = words.lower().rstrip(".")
    return low in HONORIFICS or low in _address_forms()


@lru_cache(maxsize=1)
def _address_forms() -> frozenset[str]:
    """The `honorific` and `courtesy` titles of ``ontology/titles.tsv``, lower-cased."""
    return frozenset(t.lower() for t, kind in title_rows() if kind in {"honorific", "courtesy"})


def _cut_given_name(word: Token) -> bool:
    """True for a given name the NER left outside the person's name: in "director Alejandro Amenabar" the
    NER may take only "Amenabar", and "Amenabar | be | Alejandro" splits one name into a copula. A word of
    one gender in Faker's given names (``kg.extract.given_names``) that is no title of
    ``ontology/titles.tsv`` ("Prince", "Baron") and no word that leads names of things as often
    (``ontology/not-given-names.tsv``) is the name's first word, never a role."""
    if not word.is_title or word.text not in given_name_genders() or word.lower_ in not_given_words():
        return False
    return word.lower_ not in _title_words()


@lru_cache(maxsize=1)
def _title_words() -> frozenset[str]:
    """The titles of ``ontology/titles.tsv``, built once: ``_cut_given_name`` asks for each entity."""
    return frozenset(title for title, _ in title_rows())


def _not_held(doc: Doc, start: int) -> bool:
    """Whether a word of `past` or `future` (``ontology/office-qualifiers.tsv``) stands before a title,
    within its noun phrase, and outside it: "former Wales and Lions prop Dai Young" and "then president
    Ronald Reagan" say that he no longer is one, so "Dai Young | be | prop" is false. A qualifier inside
    the title ("the late actor") says so itself."""
    sent_start = doc[start].sent.start
    k = start - 1
    while k >= max(sent_start, start - 5):
        tok = doc[k]
        if tok.lower_ in not_held_words():
            return True
        if tok.pos_ not in {"PROPN", "NOUN", "ADJ", "CCONJ"} and tok.text != "-":
            return False
        if tok.pos_ == "CCONJ" and k > sent_start and doc[k - 1].pos_ == "NOUN":
            return False  # "former programmer and technology analyst": "former" is the programmer's
        k -= 1
    return False


@lru_cache(maxsize=1)
def not_held_words() -> frozenset[str]:
    """Qualifiers that say a title is not held now ("former", "then", "ex"), ``office-qualifiers.tsv``."""
    rows = read_tsv("office-qualifiers.tsv", ["word", "when"])
    return frozenset(row["word"].lower() for row in rows if row["when"] in {"past", "future"})


def _place_name(root: Token) -> bool:
    """True for "the Sheikh Maqsood neighbourhood": a name that modifies a noun of an area or settlement
    (``ontology/harm-targets.tsv``, kind `place`) names the place, whatever the NER calls it, so the word
    before it is the place name's first word, no title of a person ("Maqsood | be | Sheikh")."""
    head = root.head
    if root.dep_ != "compound" or head.i < root.i or head.pos_ != "NOUN":
        return False
    return head.lemma_.lower() in _place_nouns()


@lru_cache(maxsize=1)
def _place_nouns() -> frozenset[str]:
    """Nouns of an area or settlement, ``ontology/harm-targets.tsv`` kind `place` ("neighbourhood")."""
    return frozenset(words_of_kind("harm-targets.tsv", "place", column="noun"))


def _plural_before_person(noun: Token, name: Token) -> bool:
    """A lower-case plural noun before a "person" in capitals titles no one: in "Humanitarian corridors
    SANA said" the agency was read as a person, and the plural is a run-in subheading. Before a person's
    or a band's name a plural is a class ("Oscar hopefuls X and Y", "jazz composers X and Y", "Scots
    favourites Travis"), and so it is before a group's ("internet reviewers RedLetterMedia")."""
    return noun.tag_ == "NNS" and noun.is_lower and name.ent_type_ == "PERSON" and name.is_upper


def _ends_prepositional_object(title: SpacySpan, root: Token) -> bool:
    """True for "within the area of explosion NNA correspondent": text without commas runs the end of a
    prepositional phrase into a name that only modifies the noun after it, so the words between the
    preposition and the name close that phrase and are no title of the name."""
    if title.start == title.sent.start or root.dep_ != "compound" or root.head.i < root.i:
        return False
    before = title.doc[title.start - 1]
    return before.pos_ == "ADP" and before.dep_ == "prep"


def _whole_title(title: SpacySpan) -> bool:
    """False for words before a name that are not a whole title.

    An initial ("R Corrigan" on a team sheet), a clause ("A viewer poll saw director Zhang Yimou",
    "to sculptor Henry Moore"), or the tail of a longer name ("Touching the Void director", cut after
    a capitalised word before "the") is not what the person is.
    """
    if all(len(t.text.rstrip(".")) == 1 and t.text[0].isupper() for t in title):
        return False
    # the tagger reads some title nouns as verbs ("Munster lock", "Fly-half"); a finite past or
    # third-person verb, or a verb or "to" opening the stretch, is a clause, not a title
    if any(t.tag_ in {"VBD", "VBZ"} for t in title):
        return False
    first_verb = title[0].tag_ in {"TO", "VB", "VBP", "VBN"}
    if first_verb and not (len(title) > 1 and title[1].text == "-"):
        return False
    before = title.doc[title.start - 1] if title.start > title.sent.start else None
    return not (title[0].pos_ == "DET" and before is not None and before.is_title and before.is_alpha)


def _common_noun_titles(sent: SpacySpan, covered: set[int]) -> list[Fact]:
    """ "rugby union team Ammanford RFC" -> Ammanford RFC / be / rugby union team.

    A lowercase common noun right before a run of proper nouns, and modifying it, is a title or a
    class the name belongs to even where the parser split the name ("team Ammanford RFC") or read
    both as subjects of the verb ("internet reviewers RedLetterMedia delivered ...").
    """
    facts = []
    doc = sent.doc
    # the tag column: this runs on every sentence, and most words are not proper nouns
    tags = tag_columns(doc)[0]
    runs: list[tuple[int, int]] = []  # maximal runs of proper nouns, [start, end)
    for i in range(sent.start, sent.end):
        if tags[i] == PROPN:
            if runs and runs[-1][1] == i:
                runs[-1] = (runs[-1][0], i + 1)
            else:
                runs.append((i, i + 1))
    for start, end in runs:
        # a proper noun closing another word's object ends a phrase: in "Speaking to state TV Barazi
        # said", "TV" is the object of "to" and "Barazi" the subject, so "state" is not his title
        for i in range(start, end - 1):
            if doc[i].dep_ in {"pobj", "dobj"} and not start <= doc[i].head.i < end:
                start = i + 1
        if start == sent.start or any(i in covered for i in range(start, end)):
            continue
        if doc[start].ent_type_ in {"DATE", "TIME", "GPE", "NORP"} or not doc[start].text[0].isupper():
            continue
        name = doc[start:end]
        noun = doc[start - 1]
        if (
            noun.pos_ != "NOUN"
            or not noun.is_lower
            or noun.ent_type_
            or _plural_before_person(noun, name.root)
        ):
            continue
        inside = start <= noun.head.i < end
        double = noun.head.i == name.root.head.i and noun.dep_ == name.root.dep_ and noun.dep_ != "conj"
        if not (inside or double) or noun.dep_ not in {"compound", "nmod", "nsubj", "nsubjpass"}:
            continue
        first = noun.i
        while first > sent.start:
            prev = doc[first - 1]
            modifier = prev.pos_ in {"NOUN", "ADJ"} and (prev.is_lower or prev.i == sent.start)
            if not (modifier or (prev.pos_ == "ADJ" and prev.ent_type_ == "NORP")):
                break
            first -= 1
        if inside:
            first = _owner_start(doc, first, noun, name)
        if _ends_prepositional_object(doc[first : noun.i + 1], name.root) or name_of_a_noun(name.root):
            continue
        if double and any(t.ent_type_ not in {"", "NORP"} for t in doc[first : noun.i]):
            # "Homs evacuation Assad has appeared": a subheading that names a place, run into the sentence
            # (kg.extract.subjects), no title of the name; a nationality is the title's own ("Finnish
            # security firm F-Secure", "French singer Charles Aznavour")
            continue
        facts.append(
            Fact(
                verb=name.root.i,
                subject=Arg(start, end, name.root.i),
                rel=[(start - 0.5, "be")],
                lemma=["be"],
                obj=Arg(first, noun.i + 1, noun.i),
                rule="title",
                confidence=0.52,
            )
        )
    return facts


def _owner_start(doc: Doc, first: int, noun: Token, name: SpacySpan) -> int:
    """Where a title starts with the body it is of, named right before it and hung on it ("UN
    humanitarian adviser Jan Egeland"): "humanitarian adviser" alone does not say whose, and the statement
    is true but useless."""
    sent_start = name.sent.start
    if first <= sent_start or doc[first - 1].ent_type_ not in {"ORG", "GPE"}:
        return first
    start = first - 1
    while start > sent_start and doc[start].ent_iob_ == "I":
        start -= 1
    if not first <= doc[start:first].root.head.i <= noun.i:
        return first
    if start == sent_start:
        return start
    before = doc[start - 1]
    # a name run on from another before it, or closing a preposition's phrase ("in the province of Hama
    # state news agency SANA"), is no owner of the title; a capitalised first word of the sentence that
    # names nothing ("Opposition Damascus suburb X") is the title's own
    if before.pos_ == "ADP" or (before.pos_ == "PROPN" and (before.ent_type_ or before.i > sent_start)):
        return first
    # the title's phrase opens after a mark, on its own words ("18-year-old"), or on the verb the named one
    # governs or depends on ("includes Al-Qaedas local branch X"); after a word hung elsewhere the text ran
    # on without its comma ("those executed are all [tribe] Observatory director X")
    opens = (
        before.is_punct
        or start <= before.head.i < name.end
        or before.i == name.root.head.i
        or before.head.i == name.root.head.i
    )
    return start if opens else first
