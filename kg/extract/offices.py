"""An office said again: "the home secretary" after "Home Secretary David Blunkett", "the attorney
general" after "the Attorney General Lord Goldsmith".

A reader takes the bare office for the one person the article wrote with that title before; out of its
article "The home secretary has already admitted he was wrong" says nothing. Titles are the office
titles of ``ontology/titles.tsv`` and the phrases of ``ontology/office-phrases.tsv``
(``descriptions.office_titles`` and the one-word offices); a qualifier of
``ontology/office-qualifiers.tsv`` before a title ("former Home Secretary", "shadow chancellor") makes it
another office, and so do words to the right of the office ("the president of France", "the spokesman for
the union"). Two holders leave it open: two people written with the title or a more specific one ("Health
Minister X", "Education Minister Y" for "the minister"), or someone who takes the office later in the
article ("Gordon Brown then became prime minister", "was named chancellor", "succeeded him as president").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, title_rows
from .cache import tagged
from .descriptions import article_names, office_titles, sentence_speakers
from .quotes import clean_name

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Argument slots a description stands in (a title inside a compound or a name is no argument).
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})
# Modifiers to the right of an office that say which office or which holder is meant.
_NARROWING = frozenset({"prep", "appos", "relcl", "acl"})
# Verbs by which someone takes an office ("became prime minister", "was named chancellor", "succeeded him
# as president"): the article then has a second holder of it.
_TAKES_OFFICE = frozenset({"become", "name", "appoint", "elect", "succeed", "replace"})
# Longest title, in words, looked for before a name ("deputy prime minister" is three).
_LONGEST = 3
# Honorifics between an office and the name ("Attorney General Lord Goldsmith"): no office of their own.
_HONORIFICS = frozenset({"lord", "lady", "sir", "dame", "baroness", "baron", "mr", "mrs", "ms", "dr"})


@lru_cache(maxsize=1)
def offices() -> frozenset[str]:
    """Lower-case office titles: every multi-word office phrase and the one-word `office` titles of
    ``ontology/titles.tsv`` that are whole words ("president", "chancellor"; not "gen" or "pm"), without
    the titles many people hold at once (``ontology/shared-titles.tsv``: "spokesman", "doctor") and the
    qualifiers that make another office ("former", "deputy")."""
    single = {t.lower() for t, kind in title_rows() if kind == "office" and " " not in t and len(t) > 3}
    shared = {row["title"].lower() for row in read_tsv("shared-titles.tsv", ["title"])}
    return frozenset((office_titles() | single) - _HONORIFICS - shared - qualifiers())


@lru_cache(maxsize=1)
def qualifiers() -> frozenset[str]:
    """Words that make a title before a name another office (``ontology/office-qualifiers.tsv``)."""
    return frozenset(row["word"].lower() for row in read_tsv("office-qualifiers.tsv", ["word"]))


def office_described(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> name, for each bare "the" + office title ("the home secretary") that the one person
    the article wrote with that title before it settles."""
    # _bare_office reads only nouns and names tagged NN or NNP
    described = [
        tok for tok in tagged(doc, frozenset({"NN", "NNP"})) if tok.i not in resolved and _bare_office(tok)
    ]
    if not described:
        return {}
    fullest = article_names(doc)[0]
    titled = _titled_people(doc, fullest)
    out: dict[int, str] = {}
    for tok in described:
        title = _bare_office(tok)
        names = {name for at, t, name in titled if at < tok.i and _holds(t, title)}
        # "He says the prime minister doesn't like ...", said by the one titled: someone else is meant
        speakers = sentence_speakers(tok, resolved)
        if len(names) == 1 and next(iter(names)).split()[-1] not in speakers:
            out[tok.i] = names.pop()
            out.update(_reporting_pronouns(tok, out[tok.i], resolved))
    return out


def _holds(held: str, office: str) -> bool:
    """A title ``held`` is the office or a more specific one ("health minister" for "the minister"), and
    not another office by a qualifier ("deputy prime minister" is no "prime minister")."""
    if held == office:
        return True
    extra = held.removesuffix(" " + office)
    return extra != held and not any(w in qualifiers() for w in extra.split())


def _reporting_pronouns(tok: Token, name: str, resolved: dict[int, str]) -> dict[int, str]:
    """The pronouns of ``tok``'s sentence that took the description's words as their antecedent ("The home
    secretary has admitted he was wrong"), given its name too."""
    words = tok.doc[tok.i - len(_bare_office(tok).split()) : tok.i + 1].text
    sent = tok.sent
    return {
        i: name
        for i in range(sent.start, sent.end)
        if i != tok.i and resolved.get(i) == words and tok.doc[i].pos_ == "PRON"
    }


def _bare_office(tok: Token) -> str:
    """The office title ``tok`` heads as "the" + title and nothing else before it, or ""."""
    # written capitalised ("given by the Attorney General") the tagger takes the title for a name
    if tok.tag_ not in {"NN", "NNP"} or tok.ent_type_ or tok.dep_ not in _ARGUMENTS:
        return ""
    lefts = list(tok.lefts)
    if not lefts or lefts[0].lower_ != "the" or lefts[0].dep_ != "det":
        return ""
    words = tok.doc[lefts[0].i + 1 : tok.i + 1]
    # the words between "the" and the noun belong to it: "the home secretary", not "the home, secretary"
    if any(t.head.i != tok.i and t.i != tok.i for t in words) or any(t.ent_type_ for t in words):
        return ""
    # words to its right make it another office or narrow it: "the president of France", "the spokesman
    # for the union", "the minister, a Labour MP,", "the mayor who ..."
    if any(c.dep_ in _NARROWING for c in tok.rights):
        return ""
    title = words.text.lower()
    return title if title in offices() else ""


def _titled_people(doc: Doc, fullest: dict[str, str]) -> list[tuple[int, str, str]]:
    """(where, title, name) for each person the article writes with an office title before the name
    ("Home Secretary David Blunkett", "the Attorney General Lord Goldsmith"). A title in apposition after
    a name ("Ken Bole, the minister,") is ``redescription.described_again``'s, which also reads a second
    person described later ("Ann Price, a minister from Leeds") as a second candidate."""
    out: list[tuple[int, str, str]] = []
    for ent in doc.ents:
        if ent.label_ != "PERSON":
            continue
        name, title = _split_title(ent)
        name = clean_name(name)
        if not name:
            continue
        name = fullest.get(name.split()[-1], name)
        title = title or _title_before(doc, ent.start)
        if title:
            out.append((ent.start, title, name))
    return out + _office_takers(doc, fullest)


def _office_takers(doc: Doc, fullest: dict[str, str]) -> list[tuple[int, str, str]]:
    """(where, title, holder) for each office someone takes in the article ("Gordon Brown then became prime
    minister", "was named chancellor", "succeeded him as president"); a holder no name gives ("he became
    ...") is still a holder, kept by its place so that it counts once."""
    out: list[tuple[int, str, str]] = []
    for tok in doc:
        verb = tok.head.head if tok.dep_ == "pobj" and tok.head.lower_ == "as" else tok.head
        if tok.dep_ not in {"attr", "oprd", "pobj"} or verb.lemma_ not in _TAKES_OFFICE:
            continue
        title = next((t for t in _titles_ending(tok) if t in offices()), "")
        subject = next((c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
        if not title or subject is None:
            continue
        ent = next((e for e in doc.ents if e.start <= subject.i < e.end and e.label_ == "PERSON"), None)
        name = clean_name(ent.text) if ent is not None else ""
        holder = fullest.get(name.split()[-1], name) if name else f"#{subject.i}"
        out.append((tok.i, title, holder))
    return out


def _titles_ending(tok: Token) -> list[str]:
    """The lower-case word runs of up to ``_LONGEST`` words that end at ``tok``, longest first."""
    doc = tok.doc
    return [doc[tok.i - n + 1 : tok.i + 1].text.lower() for n in range(min(_LONGEST, tok.i + 1), 0, -1)]


def _split_title(ent: Span) -> tuple[str, str]:
    """A PERSON mention that holds its title, split: "Attorney General Lord Goldsmith" -> ("Lord
    Goldsmith", "attorney general"); any other -> (its text, "")."""
    words = [t.text for t in ent]
    for n in range(min(_LONGEST, len(words) - 1), 0, -1):
        title = " ".join(words[:n]).lower()
        if title in offices():
            return " ".join(words[n:]), title
    return ent.text, ""


def _title_before(doc: Doc, start: int) -> str:
    """The office title written right before a name at ``start`` ("Home Secretary David Blunkett"),
    unless a qualifier makes it another office ("former Home Secretary ...")."""
    if start > 0 and doc[start - 1].lower_.rstrip(".") in _HONORIFICS:
        start -= 1
    if start > 0 and doc[start - 1].text == ",":
        start -= 1  # "the Attorney General, Lord Harris,"
    for n in range(_LONGEST, 0, -1):
        if start - n < 0:
            continue
        words = doc[start - n : start]
        title = words.text.lower()
        if title not in offices() or any(t.is_sent_start for t in words[1:]):
            continue
        before = doc[start - n - 1].lower_ if start - n > 0 else ""
        if before == "-" and start - n > 1:
            before = doc[start - n - 2].lower_  # "ex-foreign secretary Robin Cook"
        return "" if before in qualifiers() or before + "-" in qualifiers() else title
    return ""
