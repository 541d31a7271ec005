"""The `copula` flag of a statement: an "X is Y" whose Y cannot describe X (another name, a value, a
clause, one item of a list the parser read as appositions).

Split out of ``kg.extract.evidence``, which asks it of every statement.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .apposition_heads import list_item, over_nearer_noun, run_on
from .attachments import harm_targets, remark_verbs
from .attribution import SOURCE_LEMMAS
from .copula_lists import (
    appositive_list,
    counted_against_one,
    counted_group,
    item_of_list,
    listed_things,
    many_against_one,
    name_before_title,
    name_list,
    named_unit,
    other_things,
    unpunctuated,
)
from .false_copulas import bracket_mark, false_title, instrument_target, one_sum, place_units, singled_out
from .fused_spans import CALENDAR_NAMES
from .lists import bracket_list, fixture_sides, list_heading, office_words
from .phrases import phrase
from .vague import event_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from .facts import Arg, Fact

# Copula objects that cannot describe a subject: values and times, not roles or classes. The fragment and
# speaker checks read it too: a date or a count is no title word and no speaker.
VALUE_LABELS = frozenset({"DATE", "TIME", "CARDINAL", "QUANTITY", "PERCENT", "ORDINAL"})
# singular nouns for a group of named ones ("the pair, Smith and Jones")
_COLLECTIVE = frozenset({"pair", "duo", "couple", "trio", "team", "group", "family"})
_NAMED = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "WORK_OF_ART", "PRODUCT", "EVENT"})


def _parenthesised(doc: Doc, arg: Arg) -> bool:
    before = doc[arg.start - 1].text if arg.start > 0 else ""
    after = doc[arg.end].text if arg.end < len(doc) else ""
    return before in {"(", "["} or after in {")", "]"}


def _has_word(doc: Doc, arg: Arg) -> bool:
    """True when ``arg`` holds a letter or a digit: text damaged in transfer leaves spans of symbols only."""
    return any(ch.isalnum() for ch in doc[arg.start : arg.end].text)


def _acronym(short: str, long: str) -> bool:
    letters = "".join(w[0] for w in long.split() if w[:1].isupper())
    return short.isupper() and len(short) >= 2 and short in letters


def bad_copula(fact: Fact, sent: Span) -> str:
    """A copula whose predicate cannot describe its subject: another name, a value, a garbled clause.

    Two names joined by "be" are one thing under two names only when one is written in brackets or is
    the other's acronym ("General Motors (GM)"); otherwise they are a list or a misparse
    ("Everton: Martyn, Hibbert, ...").
    """
    doc = sent.doc
    if fact.subject is not None and doc[fact.verb].lemma_ == "be" and _run_in_subject(doc, fact):
        # "- Osama Said media activist The latest escalation is also ...": a credit run into the sentence
        return "copula"
    if fact.rule == "appos" and (
        list_item(doc[fact.verb])
        or over_nearer_noun(doc[fact.verb])
        or any(
            part is not None and run_on(doc[fact.verb], doc[part.head]) for part in (fact.subject, fact.obj)
        )
    ):
        # "firms of Peru, Chile, Ecuador and Uruguay" (be in, too), "the output of the firm - the largest
        # carmaker -": list items, or a description whose noun the parse does not give for sure; "give Acme,
        # a phone firm, access to ...": the clause's next noun run into a name's description
        return "copula"
    if fact.lemma != ["be"] or fact.subject is None or fact.obj is None:
        return ""
    if fixture_sides(doc, fact.subject, fact.obj):
        return "copula"  # "Hull v Leeds": the two sides of a match, neither the other
    subj, obj = doc[fact.subject.head], doc[fact.obj.head]
    singled = fact.rule != "title" and any(singled_out(doc, side) for side in (fact.subject, fact.obj))
    if singled or bracket_mark(sent, fact.subject, fact.obj) or bracket_mark(sent, fact.obj, fact.subject):
        # "his players, particularly A and B": a member is no group; "(C)", "(Reuters)": a picture's marks
        return "copula"
    if not (_has_word(doc, fact.subject) and _has_word(doc, fact.obj)):
        return "copula"  # damaged characters before a name ("\ufffd\ufffdJaish al-Islam") are not its subject
    if fact.rule in {"appos", "title"} and name_before_title(doc, fact.subject, fact.obj):
        # "Greta Lund and Olympic relay star Alvin Drayton": one athlete is no title of the other
        return "copula"
    if fact.rule == "title":
        # a role title before a name ("Iranian President Ebrahim Raisi") is curated, not guessed; but the
        # words before a name are a title only when they can say what the named one is
        return "copula" if _no_title(doc, fact) else ""
    appositive = doc[fact.verb]
    # "... wounded 90 people the Observatory said": the name speaks, it describes nothing. After a name
    # ("the citizens Mohammad Idelbi father of the family told") the appositive describes the speaker,
    # and a name in brackets ("the UN Office for ... (OCHA) told") is the same one's other name.
    if (
        fact.rule == "appos"
        and appositive.head.pos_ != "PROPN"
        and _closing_speaker(appositive)
        and not _parenthesised(doc, phrase(appositive))
    ):
        return "copula"
    if fact.rule == "appos" and instrument_target(appositive):
        return "copula"  # "targeted with a rocket shell al-Dokhanyeh neighborhood": the shell is no place
    if any(doc[i].dep_ == "neg" for i in range(fact.subject.end, fact.obj.start)):
        return "copula"  # "action, not a vision": a contrast, not a description
    partitive = any(c.dep_ == "prep" and c.lower_ == "of" for c in obj.children)
    if obj.ent_type_ in VALUE_LABELS and fact.rule == "appos" and not partitive:
        return "copula"  # "warplanes, 5 a.m." and "2,300 feet (700 meters)" describe nothing
    if obj.pos_ not in {"NOUN", "PROPN", "ADJ", "NUM", "PRON"} and obj.pos_ != "X":
        return "copula"
    for i in range(fact.obj.start, fact.obj.end):
        if doc[i].tag_ in {"VBD", "VBZ", "VBP"}:
            verb = doc[i].head if doc[i].dep_ in {"aux", "auxpass"} else doc[i]
            if verb.i == obj.i or verb.dep_ in {"ccomp", "conj", "parataxis", "ROOT"}:
                # a predicate holding a clause of its own (not a relative clause) is a misparse
                return "copula"
    listed = fact.rule == "appos" and bracket_list(sent)
    if listed and (_bracketed_name(doc, fact) or list_heading(doc, fact.subject, fact.obj)):
        # "A Smith (Bath), B Jones (Leeds), ...": a squad's player is not his club; "Long jump: A Smith
        # (Bath)": nor the event his line is listed under
        return "copula"
    if item_of_list(subj, obj):
        return "copula"
    if fact.rule == "appos" and other_things(obj):
        # "Pelbrock - the largest broker - and other freight firms": set beside the subject, "other" names
        # things besides it; after a copula verb it names the subject ("The owners are other firms")
        return "copula"
    if fact.rule == "appos" and (counted_against_one(subj, obj) or counted_against_one(obj, subj)):
        return "copula"  # "targeted with 10 rocket shells al-Khadami neighborhood": a list without commas
    if fact.rule == "appos" and unpunctuated(appositive) and many_against_one(appositive):
        return "copula"  # "on al-Meridian and al-Zahraa neighborhoods the city": a list without commas
    if fact.rule == "appos" and "QUANTITY" in {subj.ent_type_, obj.ent_type_}:
        return "copula"  # "a few kilometres (miles)": one measure in two units describes nothing
    if fact.rule == "appos" and one_sum(doc, fact):
        return "copula"  # "1.35bn euros ($1.8bn)": one sum in two currencies describes nothing
    if fact.rule == "appos" and _one_of_named_items(doc, fact, appositive):
        return "copula"  # "his wife Helen, daughter Maya and son Tom": one wife, three names
    if fact.rule == "appos" and (appositive_list(subj) or appositive_list(obj)):
        return "copula"
    if fact.rule == "appos" and listed_things(subj, obj) and not _parenthesised(doc, fact.obj):
        return "copula"  # "high-definition TV (HDTV) and video-on-demand": the brackets name it again
    if fact.rule in {"appos", "title"} and counted_group(obj) and subj.conjuncts:
        return "copula"  # "the two pilots X and Y": one of the pair is no "two pilots"
    named = subj.ent_type_ in _NAMED and obj.ent_type_ in _NAMED and obj.pos_ == "PROPN"
    # "... rocket shells Ifreen area Bab al-Faraj and al-Neel Street": a list of places without its commas.
    # After a comma the unit is an apposition written as one ("Jaramana, Damascus suburb"), and describes.
    named = named or (
        fact.rule == "appos"
        and named_unit(obj)
        and (subj.ent_type_ in _NAMED or subj.pos_ == "PROPN")
        and not (fact.obj.start > 0 and doc[fact.obj.start - 1].text == ",")
    )
    listed = name_list(subj, sent) and obj.text[:1].isupper()
    if (named or listed) and not any(c.dep_ == "det" for c in obj.children):
        subj_text = doc[fact.subject.start : fact.subject.end].text
        obj_text = doc[fact.obj.start : fact.obj.end].text
        if not (
            _parenthesised(doc, fact.obj)
            or _parenthesised(doc, fact.subject)
            or _acronym(obj_text, subj_text)
            or _acronym(subj_text, obj_text)
        ):
            return "copula"
    return ""


def _no_title(doc: Doc, fact: Fact) -> bool:
    """True for words before a name that cannot say what the named one is: a day or a time ("Saturday YPG
    spokesman Redur Xelil": the day closes the clause before), a part of a place ("rebel-held east
    Aleppo"), a counted group ("two villages al-Foua and Kefraya" names two), a happening ("Homs
    evacuation"), or a place unit before a person or an organisation ("in Turmanin neighborhood Vasik
    Harak told", "in Damascus countryside Al-Alam reports": the end of the clause before, run into its
    speaker). A place unit before a place ("Syria's battleground city Aleppo") describes it."""
    assert fact.subject is not None and fact.obj is not None
    words = doc[fact.obj.start : fact.obj.end]
    head, name = doc[fact.obj.head], doc[fact.subject.head]
    times = [t for t in words if t.ent_type_ in {"DATE", "TIME"}]
    if times and (not any(t.like_num for t in times) or any(t.text in CALENDAR_NAMES for t in times)):
        # a year or a century belongs to a title ("2004 Olympic champion", "18th Century adventurer");
        # a day, a month or "last year" closes the clause before ("On Monday state news agency SANA said")
        return True
    if false_title(doc, fact) or head.text in CALENDAR_NAMES:
        return True  # "Early Sunday Abdel Rahman said": a day NER missed is no title either
    noun = head.lower_
    if noun in _place_parts() or noun in event_words() or counted_group(head):
        return True
    place = noun in place_units() or harm_targets().get(noun) == "place"
    return place and name.ent_type_ in {"PERSON", "ORG", "NORP"}


@lru_cache(maxsize=1)
def _place_parts() -> frozenset[str]:
    """Words that name a part of a place ("east", "northern"; ``org-words.tsv`` role `part`)."""
    rows = read_tsv("org-words.tsv", ["word", "role"])
    return frozenset(row["word"] for row in rows if row["role"] == "part")


def _closing_speaker(name: Token) -> bool:
    """True for a name right before a verb of saying that is not the subject of that verb's clause in the
    parse ("... wounded at least 90 people the Syrian Observatory for Human Rights said"): text without
    commas runs a closing speaker into the clause's last noun, and the parser hangs it there as an
    apposition. The name is the speaker, not a description of the noun. An apposition that opens the
    clause ("Another activist group the Local Coordination Committees said") is the verb's subject, and
    describes it."""
    doc = name.doc
    j = name.right_edge.i + 1
    while j < len(doc) and (doc[j].pos_ == "ADV" or doc[j].text in {"(", ")"}):
        j += 1
    if j >= len(doc):
        return False
    verb = doc[j]
    if verb.tag_ not in {"VBD", "VBZ", "VBP"} or verb.lemma_.lower() not in SOURCE_LEMMAS | remark_verbs():
        return False
    # a verb with a subject of its own has its speaker: the apposition opening the clause, or a noun
    # the parser chose over it; only a verb left without one takes the name
    return not any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children)


def _initials(short: str, long: str) -> bool:
    """True for one word whose letters are the capitals of ``long`` in order, from its first ("Wada" of
    "the World Anti-Doping Agency", "ITF")."""
    capitals = [c for c in long if c.isupper()]
    if " " in short or len(short) < 2 or not capitals or short[0] != capitals[0]:
        return False
    remaining = iter(capitals)
    return all(letter in remaining for letter in short.upper())


def _run_in_subject(doc: Doc, fact: Fact) -> bool:
    """True when the verb has a second subject after this one that opens with a capitalised determiner
    inside the sentence ("- Osama Said media activist The latest escalation is also an attempt ..."): a
    pull quote's credit or a page's header run into the sentence without its stop, no subject of the verb."""
    assert fact.subject is not None
    subject = doc[fact.subject.head]
    if subject.dep_ not in {"nsubj", "nsubjpass"} or subject.head.i != fact.verb:
        return False
    later = [
        c for c in doc[fact.verb].children if c.dep_ in {"nsubj", "nsubjpass"} and subject.i < c.i < fact.verb
    ]
    # a capitalised determiner opens a sentence; a name inside one is title case too ("makers Nintendo")
    return any(_opens_anew(doc[c.left_edge.i]) for c in later)


def _opens_anew(tok: Token) -> bool:
    return tok.is_title and tok.tag_ == "DT" and not tok.is_sent_start


def _bracketed_name(doc: Doc, fact: Fact) -> bool:
    """True for an item's bracket read as a name of the item: a name in brackets after it ("A Smith | be |
    Bath"), or the name after a role in one bracket ("(captain, Bath)": "Bath | be | captain"). A role in
    brackets ("A Smith (captain)") describes him, and an acronym ("(GM)") is his other name."""
    assert fact.subject is not None and fact.obj is not None
    subj_text = doc[fact.subject.start : fact.subject.end].text
    obj_text = doc[fact.obj.start : fact.obj.end].text
    # "the Daimler Motor Company (Daimler)", "the World Rowing Safety Agency (Wrsa)": a short form is the name
    if _initials(obj_text, subj_text) or set(obj_text.split()) <= set(subj_text.split()):
        return False
    if _words(obj_text) & _words(subj_text):
        return False  # "Jabhat al-Nusra (Nusra Front)": a name sharing a word with the item is its other name
    subj = doc[fact.subject.head]
    acronym = obj_text.isupper() and obj_text.isalpha() and len(obj_text) >= 3
    if acronym and len(subj_text.split()) >= 3 and subj.ent_type_ not in {"", "PERSON"}:
        # "the Kurdish People's Protection Units (YPG)": an organisation's acronym from its own language;
        # a player's capitals are his country ("C Visagie (SA)", NER's ORG), and his name is short
        return False
    obj = doc[fact.obj.head]
    inside = any(doc[i].text == "(" for i in range(fact.subject.start, fact.obj.start))
    # a capitalised office is the item's role, as "captain" is ("Tony Blair (Prime Minister), Gordon
    # Brown (Chancellor), ...", "Ben Hart (Chief Executive)")
    named = inside and obj.pos_ == "PROPN" and obj.lower_ not in office_words()
    return named or _within_brackets(doc, fact.subject.start)


def _words(text: str) -> set[str]:
    return {w for w in text.replace("-", " ").split() if w[:1].isupper() and len(w) > 2}


def _within_brackets(doc: Doc, i: int) -> bool:
    """True when token ``i`` stands inside a bracket opened before it on its line."""
    for j in range(i - 1, max(-1, i - 12), -1):
        if doc[j].text == ")" or "\n" in doc[j].text:
            return False
        if doc[j].text == "(":
            return True
    return False


def _one_of_named_items(doc: Doc, fact: Fact, appositive: Token) -> bool:
    """True for a later name of names joined by "and" or "or" in apposition to one thing: "his wife
    Helen, daughter Maya and son Tom" and "world champion Ana Lopez and Maria Ruiz" describe the first
    name only, so "Maya | be | his wife" is false; and every name after another name ("The Nokia N95,
    Apple's iPhone and Zune") is an item of a list, no description of it. A group ("his
    children, Tom and Ann", "regime allies Iran and Russia") is each of its names, and names in brackets
    ("the Islamic State (ISIL or Daesh)") are the other names of one."""
    assert fact.subject is not None and fact.obj is not None
    described = appositive.head
    if described.tag_ not in {"NN", "NNP"} or described.lower_ in _COLLECTIVE:
        return False
    side = fact.obj if fact.obj.head != described.i else fact.subject
    member = doc[side.head]
    names = [t for t in (appositive, *appositive.conjuncts) if t.pos_ == "PROPN"]
    # "Marks & Spencer" is one name
    joined = not any(c.dep_ == "cc" and c.text == "&" for t in names for c in t.children)
    if member.pos_ != "PROPN" or len(names) < 2 or not joined or _parenthesised(doc, side):
        return False
    return member.i != appositive.i or described.pos_ == "PROPN"
