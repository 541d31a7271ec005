""" "the Bill" for the one bill the article named before it: "The Harbour Safety Bill was read a second time
... critics said the Bill was costly". British and European news write a law's noun capitalised when it
repeats the one law of the story ("the Bill", "the Act", "the Directive"); the tagger then takes it for a
name of its own, often a person's ("Bill"), so the lower-case rule of ``kg.extract.vague.named_again``
never sees it, and out of its article "the Bill was costly" says nothing about which law.

The capitalised noun, with only "the" before it, stands for the one name before it in the article that
ends on the noun and says more than it ("Harbour Safety Bill"); two such names ("the Terrorism Act" and
"the Human Rights Act") leave it open, and so does a name of one word. The nouns are in
``ontology/law-nouns.tsv``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..resources import law_nouns
from .cache import words_in
from .quotes import clean_name
from .redescription import ARGUMENTS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Entity labels no law's name carries: the tagger's "Bill" alone is a person, yet a person is never a law.
_NO_LAW = frozenset({"PERSON", "NORP", "DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT"})


def laws_again(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> the law's name, for each capitalised "the Bill" (Act, Directive, ...) that the one
    law named before it in the article ends on."""
    out: dict[int, str] = {}
    for tok in words_in(doc, law_nouns()):
        if tok.i in resolved or not _capital_description(tok):
            continue
        names = _laws_before(doc, tok)
        if len(names) == 1:
            out[tok.i] = next(iter(names.values()))
    return out


def law_noun_name(ent: Span) -> bool:
    """True for a name the tagger made of a capitalised law noun alone after "the" ("the [Bill]" a
    person): no name, so the statement links to the law the noun stands for, not to a person "Bill"."""
    word = ent[0]
    return len(ent) == 1 and word.lower_ in law_nouns() and _capital_description(word)


def _capital_description(tok: Token) -> bool:
    """True for the noun written capitalised with only "the" before it, standing as an argument: "the Bill
    was passed", "opposed the Act"; not the head of a longer name ("the Bill of Rights", "the Act Now
    campaign", "the Convention on Human Rights"): nothing capitalised may follow it, nor an "of", "on" or
    "for" that hangs from it ("backed the Bill on Tuesday" is the verb's time)."""
    doc = tok.doc
    if tok.text != tok.lower_.capitalize() or tok.i == 0 or doc[tok.i - 1].lower_ != "the":
        return False
    if tok.dep_ not in ARGUMENTS:
        return False
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if after is None:
        return True
    return not (after.text[:1].isupper() or (after.lower_ in {"of", "on", "for"} and after.head.i == tok.i))


def _laws_before(doc: Doc, tok: Token) -> dict[str, str]:
    """The names before ``tok`` of more than one word whose last word is its noun ("Harbour Safety Bill"),
    keyed without "the"; a name tagged as a person or a number is none."""
    names: dict[str, str] = {}
    for ent in doc.ents:
        if ent.end > tok.i or ent.label_ in _NO_LAW:
            continue
        name = clean_name(ent.text)
        words = name.split()
        if len(words) < 2 or words[-1].lower() != tok.lower_:
            continue
        key = name.lower().removeprefix("the ")
        names.setdefault(key, name)
    for word in doc[: tok.i]:
        if word.lower_ == tok.lower_ and word.text[:1].isupper() and (run := _capitalised_run(word)):
            names.setdefault(run.lower(), run)
    return names


def _capitalised_run(noun: Token) -> str:
    """The capitalised words right before ``noun`` that make a name with it, which NER may miss: "the
    Tenancy Deposits Act", "the Prevention of Crime Act" (``_joins`` between two capitalised words);
    "" when none stands there ("the Act" itself), or when the run opens its sentence (a capitalised
    first word may be no name's)."""
    doc = noun.doc
    if noun.i + 1 < len(doc) and doc[noun.i + 1].text[:1].isupper():
        return ""  # "Energy Charter Treaty": the noun does not end the name
    first = noun.i
    while first > 0:
        word = doc[first - 1]
        joins = first - 2 >= 0 and doc[first - 2].text[:1].isupper() and _joins(word)
        if not (word.text[:1].isupper() and word.pos_ in {"PROPN", "NOUN", "ADJ"}) and not joins:
            break
        first -= 1
    if first == noun.i or doc[first].is_sent_start or doc[first].lower_ in {"of", "and"}:
        return ""
    return doc[first : noun.i + 1].text


def _joins(word: Token) -> bool:
    """True for a word that joins two capitalised words into one name: "of", "and", or a hyphen the
    tokenizer split a name at ("Sarbanes-Oxley": the run would otherwise keep only "Oxley Act")."""
    return word.lower_ in {"of", "and"} or (
        word.text == "-" and not word.whitespace_ and not word.nbor(-1).whitespace_
    )
