"""Where a phrase that opens its sentence starts: past the sentence's own adverb or time
(``ontology/opening-words.tsv``, any adverb hung on a noun, a day and month), which the parser may hang on
the phrase's noun.
"""

from __future__ import annotations

import calendar
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import words_of_kind

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


def past_opening_words(doc: Doc, start: int, head: int) -> int:
    """Where a phrase opening its sentence starts once the sentence's own adverb or time is left out
    ("Earlier Wednesday", "Elsewhere", "On Monday": ``opening-words.tsv``): the clause's, though the parser
    hung it on the noun. An adjective is the noun's own ("Later generations", "Earlier reports", "Overnight
    rain"), and a time word stays when it names something: an owner ("Friday night's match") or part of
    a name ("Sunday Times journalist", "Monday Night Football")."""
    words = opening_words()
    k = start
    while k < head:
        tok = doc[k]
        # "On Monday", "Last Tuesday": the word goes with the time word after it, and only then; so does an
        # opening word the tagger read as an adjective of the time word ("Earlier Wednesday" as JJR)
        before = (tok.lower_ in _opening("before") or tok.lower_ in words) and k + 1 < head
        if before and _opening_word(doc[k + 1], words):
            k += 1
            tok = doc[k]
        elif _sentence_adverb(tok, head):
            k += 1
            continue
        elif (day_month := _day_and_month(doc, k, head)) > k:
            k = day_month
            continue
        if not _opening_word(tok, words):
            break
        k += 1
        while k < head and doc[k].text == ",":
            k += 1
    return k


def _opening_word(tok: Token, words: frozenset[str]) -> bool:
    """Whether ``tok`` is an opening word of ``words`` that its phrase does not own: no adjective of the
    noun, no time word that names something with it."""
    if tok.lower_ not in words or tok.tag_ in _ADJECTIVE_TAGS:
        return False
    return tok.tag_ in {"RB", "RBR"} or not _names_with(tok, words)


def _names_with(tok: Token, words: frozenset[str]) -> bool:
    """Whether a time word is part of what its phrase names: a possessive follows in its compound chain
    ("Friday night's match", "Wednesday evening's concert"), or a capitalised compound that is no person
    follows ("Sunday Times journalist", "Tonight Show host"; not "Wednesday Mark Hollis")."""
    doc = tok.doc
    if tok.i + 1 < len(doc):
        after = doc[tok.i + 1]
        named = after.dep_ == "compound" and after.text[:1].isupper() and after.ent_type_ != "PERSON"
        if after.tag_ == "POS" or (named and after.lower_ not in words):
            return True
    link = tok
    while link.dep_ in {"compound", "poss"} and link.head.i != link.i:
        if link.dep_ == "poss" or (link.i + 1 < len(doc) and doc[link.i + 1].tag_ == "POS"):
            return True
        link = link.head
    return False


def opens_sentence(doc: Doc, start: int) -> bool:
    """Whether a phrase starting at ``start`` opens its sentence or a capitalised clause after a colon, or
    follows only an opening "On" or a date the parser hung elsewhere ("On 14 May Lord Hanley" hangs "14"
    on "On", the phrase starts at "May")."""
    k = start
    while (
        k > 0
        and not doc[k].is_sent_start
        and (
            doc[k - 1].ent_type_ == "DATE"
            or (doc[k - 1].lower_ in _opening("before") and bool(doc[k - 1].is_sent_start))
        )
    ):
        k -= 1
    # a clause after a colon opens as a sentence does ("5. Missed deadlines: Since then the regime ...")
    return bool(doc[k].is_sent_start) or (k > 0 and doc[k - 1].text == ":" and doc[k].text[:1].isupper())


def _sentence_adverb(tok: Token, head: int) -> bool:
    """Whether ``tok`` is an adverb of the clause that the parser hung on a noun of the opening phrase
    ("Lately Syrian forces", "Now the army", "Also Labour"): an adverb says how or when of a verb, and a
    noun has none of its own. An adverb on a number or a quantifier ("Nearly 100 people", "Almost all")
    counts it, and "not" ("Not all of them") denies it: both stay, and so do the adverbs that measure a
    noun of quantity ("Nearly half of all voters", "Approximately 1.1m of them": kind `keep`)."""
    return (
        tok.tag_ in {"RB", "RBR"}
        and tok.dep_ == "advmod"
        and tok.i < tok.head.i <= head
        and tok.head.tag_ in _NOUN_TAGS
        and tok.lower_ not in _opening("keep")
    )


def _day_and_month(doc: Doc, k: int, head: int) -> int:
    """Where the day and month opening at ``k`` end ("13 March Lord Goldsmith", "March 13 the army"), or the
    rest of a time whose first words the parser gave the clause ("this month" of "Earlier this month figures
    showed"), or ``k`` when none opens there. A month alone or with a year may name what the noun counts
    ("March sales", "December 2004 figures"), a day never; an owner keeps it ("13 March's vote")."""
    label = doc[k].ent_type_
    if label not in {"DATE", "TIME"}:
        return k
    # the phrase may start inside the date: "On 14 May Lord Hanley" hangs "14" on "On"
    first = k
    while first > doc[k].sent.start and doc[first].ent_iob_ == "I":
        first -= 1
    end = k + 1
    while end < head and doc[end].ent_type_ == label and doc[end].ent_iob_ == "I":
        end += 1
    words = doc[first:end]
    day = any(t.like_num and t.text.isdigit() and int(t.text) <= 31 for t in words)
    month = any(t.text in _MONTHS for t in words)
    owned = end < len(doc) and doc[end].tag_ == "POS"
    # "On Sunday 11 civilians were killed": the NER's date took the count, which is the phrase's
    rest = (first < k and not all(t.like_num for t in doc[k:end])) or (day and month)
    return end if rest and not owned and end <= head else k


_ADJECTIVE_TAGS = frozenset({"JJ", "JJR", "JJS"})
_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
_MONTHS = frozenset(calendar.month_name[1:]) | frozenset(calendar.month_abbr[1:])


@lru_cache(maxsize=3)
def _opening(kind: str) -> frozenset[str]:
    """The words of one kind of ``ontology/opening-words.tsv``: `opening`, `before` or `keep`."""
    return frozenset(words_of_kind("opening-words.tsv", kind))


def opening_words() -> frozenset[str]:
    """Adverbs and time words that open a sentence as its clause's (``ontology/opening-words.tsv``)."""
    return _opening("opening")


@lru_cache(maxsize=1)
def _name_openers() -> frozenset[str]:
    """Prepositions, conjunctions and adverbs no name begins with (``ontology/name-openers.tsv``)."""
    return frozenset(
        word
        for kind in ("preposition", "conjunction", "adverb")
        for word in words_of_kind("name-openers.tsv", kind)
    )


def cut_name_openers(doc: Doc) -> None:
    """Leave out of the doc's entities a sentence's first word that NER read into the name after it
    ("[Without Charles], the band would ...", "[Nevertheless Franz Ferdinand] ..."): it is
    capitalised only because it opens the sentence, and no name begins with it. A word before a lower-case
    one stays ("Without a Trace"), and so does a title's ("Beyond Borders opens ...": ``_without_opener``).
    The doc keeps the cut entities, so that mentions, pronouns and every rule read the same names."""
    ents = doc.ents
    written = {e.text for e in ents}
    cut = tuple(_without_opener(doc, e, written) for e in ents)
    if any(c is not e for c, e in zip(cut, ents, strict=True)):
        doc.ents = cut


def _without_opener(doc: Doc, ent: Span, written: set[str]) -> Span:
    """``ent`` without its opening word, when the sentence sets the phrase off with a comma ("Without
    Charles, ...") or the doc writes the rest as a name of its own ("Franz Ferdinand", "Ray Charles"); a
    title NER took for a name ("After Dark is back") shows neither."""
    from spacy.tokens import Span

    first = ent[0]
    if len(ent) < 2 or ent.label_ == "WORK_OF_ART" or not (first.is_title and ent[1].text[:1].isupper()):
        return ent
    if first.lower_ not in _name_openers() or first.pos_ == "PROPN":
        # the parser reads a name's own first word as a name ("Via Rail, the Canadian operator, ..."), and
        # the opener as a preposition or adverb ("Without" ADP, "Nevertheless" ADV)
        return ent
    # only quotation marks or a bracket may stand before it in its sentence
    if not all(t.is_punct or t.is_space for t in doc[first.sent.start : first.i]):
        return ent
    rest = doc[ent.start + 1 : ent.end].text
    # a comma closes an opening phrase, unless a description of the name follows it: then the name is the
    # sentence's subject ("Beyond Petroleum, the new slogan, was launched")
    described = any(c.dep_ == "appos" for t in ent for c in t.children)
    comma = ent.end < len(doc) and doc[ent.end].text == "," and not described
    others = (name for name in written if name != ent.text)
    if not comma and not any(name == rest or name.endswith(f" {rest}") for name in others):
        return ent
    return Span(doc, ent.start + 1, ent.end, label=ent.label_)
