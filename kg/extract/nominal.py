"""Facts stated by noun phrases rather than verbs: appositions, titles, examples and locations.

"Rahman Jalali, the deputy governor" says who Jalali is; "spokesperson Matthew Miller" gives a title;
"plants, including the cliffdweller" and "the Foundation in Berlin" give membership and place.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from spacy.symbols import PROPN

from ..resources import read_tsv
from .lists import bracketed_line_up, label_line, name_of_a_noun
from .phrases import FINITE, Arg, Fact, conjuncts, phrase, tag_columns
from .prepositions import prep_object

if TYPE_CHECKING:
    from spacy.tokens import Span as SpacySpan
    from spacy.tokens import Token

# Noun modifiers that do not state a relation of their own ("such as", "including" have their rule).
NOT_RELATIONAL = frozenset({"including", "as", "like", "than", "according"})
_CLOCK = re.compile(r"\d{1,2}:\d{2}")
# Forms of address, which say nothing about a person's role.
HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "dr", "sir", "dame", "madam", "mx"})


def _clock(tok: Token) -> bool:
    """True for a date or clock-time phrase: its head is a DATE/TIME entity or a word reads 11:25."""
    if tok.ent_type_ in {"DATE", "TIME"}:
        return True
    arg = phrase(tok)
    return any(_CLOCK.fullmatch(t.text) for t in tok.doc[arg.start : arg.end])


def _is_name(tok: Token) -> bool:
    return tok.pos_ == "PROPN" or tok.ent_type_ in {"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP"}


def _unpunctuated_past_modifier(head: Token, appos: Token) -> bool:
    """True for a misparse that hangs a title+name compound inside a PP on the PP's governor.

    "the tomb of the Revolutionary Guards general Kasem Soleimani": a real apposition is set off by
    punctuation ("the tomb, a shrine"); one with no comma and a prepositional phrase of its head in
    between belongs to the preposition's object, not to the head.
    """
    left = appos.left_edge.i
    if left == 0 or appos.doc[left - 1].is_punct:
        return False
    return any(c.dep_ == "prep" and head.i < c.i < left for c in head.children)


def _counted(tok: Token) -> bool:
    """True for a noun with a number of its own ("four tanks"): two of them side by side are counted
    items of one list, not one thing described twice."""
    return tok.pos_ in {"NOUN", "PROPN"} and any(c.dep_ == "nummod" for c in tok.children)


def _describes(tok: Token) -> bool:
    """True for a noun, or a number or pronoun naming a part of a group ("Alan, one of the crew",
    "One of the prisoners, Kasim Hilas")."""
    if tok.pos_ in {"NOUN", "PROPN"}:
        return True
    # a partitive "one of the crew" describes its head as a member of the group
    return tok.pos_ in {"NUM", "PRON"} and any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children)


def appositive_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "Rahman Jalali, the deputy governor of Kerman" -> Rahman Jalali / be / the deputy governor ...

    The name is the subject whichever side it is on ("Hezbollah's leader, Hassan Nasrallah"), and two
    places in apposition read as containment ("Davidson Township, Sullivan County").
    """
    facts = []
    for tok in tokens:
        if tok.dep_ != "appos" or not _describes(tok.head) or not _describes(tok):
            continue
        head = tok.head
        if _clock(head) or _clock(tok):
            continue  # datelines and clock times in apposition ("03 JAN 24 11:25 ET") are not descriptions
        if (
            _unpunctuated_past_modifier(head, tok)
            or bracketed_line_up(tok)
            or label_line(head)
            or label_line(tok)
        ):
            continue
        if (
            _counted(head)
            and _counted(tok)
            and (tok.left_edge.i == 0 or tok.doc[tok.left_edge.i - 1].text != "(")
        ):
            # "four tanks three armored personnel carriers": a list that lost its commas ("40 kilometers
            # (25 miles)" gives one measure twice)
            continue
        if any(c.dep_ == "appos" and c.i < tok.i for c in head.children):
            # "the Red Sea, one of the busiest channels, the Houthi militia ... has attacked": a second
            # apposition on one noun is mostly the clause's own subject misattached
            continue
        described = phrase(head)
        doc = head.doc
        if any(doc[i].tag_ in FINITE for i in range(described.start, described.end)):
            # a described phrase holding a finite verb is a clause the parser misread as a noun phrase
            continue
        # "two stations: X and Y" describes each of X and Y
        for member in conjuncts(tok):
            subj, obj = described, phrase(member)
            if obj.start <= subj.end - 1 or head.lower_ == member.lower_:
                continue
            rel: list[tuple[float, str]] = [(tok.i - 0.5, "be")]
            lemma = ["be"]
            if head.ent_type_ in {"GPE", "LOC", "FAC"} and member.ent_type_ in {"GPE", "LOC"}:
                rel.append((tok.i - 0.4, "in"))
                lemma.append("in")
            elif _is_name(member) and not _is_name(head):
                subj, obj = obj, subj
            facts.append(
                Fact(verb=tok.i, subject=subj, rel=rel, lemma=lemma, obj=obj, rule="appos", confidence=0.68)
            )
    return facts


def example_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "plants, including the cliffdweller" -> plants / be including / the cliffdweller (Open IE only)."""
    facts = []
    for tok in tokens:
        if tok.dep_ != "prep" or tok.head.pos_ not in {"NOUN", "PROPN"}:
            continue
        if tok.lower_ in {"including", "like"}:
            words = [tok.lower_]
        elif tok.lower_ == "as" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "such":
            words = ["such", "as"]
        else:
            continue
        pobj = prep_object(tok)
        if pobj is None:
            continue
        head = phrase(tok.head)
        subject = Arg(head.start, min(head.end, tok.i - len(words) + 1), tok.head.i)
        while subject.end > subject.start + 1 and tok.doc[subject.end - 1].is_punct:
            subject.end -= 1
        for example in conjuncts(pobj):
            rel = [(tok.i - 0.5, "be")] + [(tok.i - len(words) + 1 + k, w) for k, w in enumerate(words)]
            facts.append(
                Fact(
                    verb=tok.i,
                    subject=subject,
                    rel=rel,
                    lemma=["be", *words],
                    obj=phrase(example),
                    rule="example",
                    confidence=0.55,
                )
            )
    return facts


def title_facts(ents: Iterable[SpacySpan], sent: SpacySpan | None = None) -> list[Fact]:
    """A title before a name: "spokesperson Matthew Miller" -> Matthew Miller / be / spokesperson.

    ``ents`` are the named entities of one sentence.
    """
    facts = []
    for ent in ents:
        if ent.label_ not in {"PERSON", "ORG"}:
            continue
        root = ent.root
        left = [c for c in root.lefts if c.i < ent.start and c.dep_ in {"compound", "amod", "nmod", "poss"}]
        if not left:
            continue
        start = min(c.left_edge.i for c in left)
        title = ent.doc[start : ent.start]
        # the word next to the name must be a title noun, not another name or a possessor ("Turkey Recep")
        last = ent.doc[ent.start - 1]
        if (
            last.pos_ not in {"NOUN", "PROPN"}
            or last.ent_type_ in {"GPE", "PERSON", "NORP"}
            or last.dep_ == "case"
        ):
            continue
        if all(t.ent_type_ == "ORG" or t.pos_ == "DET" for t in title):
            # nor an organisation: "The Associated Press Albert Aji" is a credit line, the agency and its
            # reporter ("spokesman for the White House John Kirby" is a role)
            continue
        if _ends_prepositional_object(title, root) or name_of_a_noun(root):
            continue
        if any(t.is_punct and t.text != "." for t in title) or title.text.lower().rstrip(".") in HONORIFICS:
            continue
        if not _whole_title(title):
            continue
        facts.append(
            Fact(
                verb=root.i,
                subject=Arg(ent.start, ent.end, root.i),
                rel=[(ent.start - 0.5, "be")],
                lemma=["be"],
                obj=Arg(start, ent.start, ent.start - 1),
                rule="title",
                confidence=0.52,
            )
        )
    covered = {i for f in facts if f.subject is not None for i in range(f.subject.start, f.subject.end)}
    if sent is not None:
        facts += _common_noun_titles(sent, covered)
    return facts


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
        if noun.pos_ != "NOUN" or not noun.is_lower or noun.ent_type_:
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
        if _ends_prepositional_object(doc[first : noun.i + 1], name.root) or name_of_a_noun(name.root):
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


def location_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "the Helmut Newton Foundation in Berlin" -> ... / be in / Berlin (Open IE output only).

    Other prepositional noun modifiers ("communications between spouses") were measured on CaRB dev
    and left out: right less than half the time, they lowered F1. So was "of" ("Chugai of Tokyo",
    "the Government of Karnataka"), which names an affiliation as often as a place. Objects and common
    nouns inside prepositional phrases are left out too (dev F1 +0.001).
    """
    facts = []
    for tok in tokens:
        if tok.dep_ != "prep" or tok.head.pos_ not in {"PROPN", "NOUN"} or tok.lower_ in NOT_RELATIONAL:
            continue
        pobj = next((c for c in tok.children if c.dep_ == "pobj"), None)
        if pobj is None:
            continue
        head = tok.head
        place = pobj.ent_type_ in {"GPE", "LOC", "FAC"} and tok.lower_ in {"in", "at", "near"}
        subject = Arg(head.left_edge.i, tok.i, head.i)
        if not place or subject.end - subject.start > 8 or tok.i < head.i:
            continue
        if head.dep_ in {"dobj", "attr", "oprd"} or (head.pos_ == "NOUN" and head.dep_ == "pobj"):
            # after an object the place may locate the event as well as the noun ("gave a speech in
            # Chicago", "was reunited with his family in New York"): the attachment is a guess there
            continue
        facts.append(
            Fact(
                verb=tok.i,
                subject=subject,
                rel=[(tok.i - 0.5, "be"), (tok.i, tok.text)],
                lemma=["be", tok.lower_],
                obj=phrase(pobj),
                rule="location",
                confidence=0.5,
            )
        )
    return facts


def place_pair_facts(ents: Iterable[SpacySpan]) -> list[Fact]:
    """ "Monroe , Conn." -> Monroe / be in / Conn.: a place name followed by a comma and a region.

    A comma between two place names that is not a list separator (the region is not coordinated and
    no "and"/"or" follows it) narrows the first place down by the region it lies in. ``ents`` are the
    named entities of one sentence.
    """
    facts = []
    for region in ents:
        if region.label_ not in {"GPE", "LOC"} or region.start < 2:
            continue
        doc = region.doc
        comma, last = doc[region.start - 1], doc[region.start - 2]
        if comma.text != "," or last.pos_ != "PROPN" or region.root.dep_ in {"conj", "cc"}:
            continue
        after = doc[region.end] if region.end < len(doc) else None
        if after is not None and not after.is_punct:
            continue  # "Paris , London and Berlin", "Texas , Mexico said": not a place and its region
        if after is not None and region.end + 1 < len(doc) and doc[region.end + 1].lower_ in {"and", "or"}:
            continue
        if any(c.dep_ == "conj" for c in last.children) or last.dep_ == "conj":
            continue
        root = region.root
        if root.dep_ == "appos" and root.head.i == last.i and last.ent_type_ in {"GPE", "LOC", "FAC"}:
            continue  # the apposition rule already reads the pair as containment
        start = last.i
        first = region.sent.start
        while start > first and doc[start - 1].pos_ == "PROPN" and doc[start - 1].dep_ == "compound":
            start -= 1
        place = doc[start : last.i + 1]
        if not (last.ent_type_ in {"GPE", "LOC", "FAC", "ORG"} or place.text.istitle()):
            continue
        facts.append(
            Fact(
                verb=comma.i,
                subject=Arg(start, last.i + 1, last.i),
                rel=[(comma.i - 0.5, "be"), (comma.i, "in")],
                lemma=["be", "in"],
                obj=Arg(region.start, region.end, region.root.i),
                rule="place-pair",
                confidence=0.6,
            )
        )
        located = _located_noun(doc[start], region)
        if located is not None:
            facts.append(
                Fact(
                    verb=comma.i,
                    subject=located,
                    rel=[(comma.i - 0.5, "be"), (comma.i, "in")],
                    lemma=["be", "in"],
                    obj=Arg(start, region.end, region.root.i),
                    rule="place-pair",
                    confidence=0.58,
                )
            )
    return facts


def _located_noun(first: Token, region: SpacySpan) -> Arg | None:
    """ "the Monroe , Conn. , couple": the noun a "City , State" pair modifies, less the pair itself."""
    doc = region.doc
    if region.end + 1 >= len(doc) or doc[region.end].text != ",":
        return None
    noun = region.root.head
    if noun.pos_ != "NOUN" or noun.i <= region.end or region.root.dep_ not in {"nmod", "compound", "amod"}:
        return None
    if first.head.i not in {noun.i, region.root.i}:
        return None
    arg = phrase(noun)
    if arg.start > first.i:
        return None
    if arg.start == first.i:
        return Arg(region.end + 1, arg.end, noun.i)
    return Arg(arg.start, arg.end, noun.i, (first.i, region.end + 1))


def postnominal_adjective_facts(tokens: Iterable[Token]) -> list[Fact]:
    """ "individuals familiar with the situation" -> individuals / be familiar with / the situation.

    An adjective after its noun, with a prepositional complement of its own, is a reduced relative
    clause ("individuals who are familiar with ..."); its preposition completes the relation.
    ``tokens`` are the prepositions of one sentence (Open IE output only).
    """
    facts = []
    for prep in tokens:
        adj = prep.head
        if adj.pos_ != "ADJ" or adj.dep_ != "amod" or adj.i < adj.head.i or prep.i < adj.i:
            continue
        noun = adj.head
        if noun.pos_ not in {"NOUN", "PROPN", "PRON"} or _clock(noun):
            continue
        if any(c.dep_ == "prep" and adj.i < c.i < prep.i for c in adj.children):
            continue  # only the first complement ("similar to X in Y") binds to the adjective
        if prep.lower_ in {"as", "than"} or any(c.lower_ in {"as", "so", "too"} for c in adj.children):
            continue  # a comparison ("as challenging as X") states no relation between the two
        if any(noun.i < c.i < adj.i and c.dep_ == "prep" for c in noun.children):
            continue  # "the shape of leases subject to": which noun the adjective belongs to is unclear
        pobj = prep_object(prep)
        if pobj is None:
            continue
        doc = adj.doc
        end = adj.left_edge.i
        while end - 1 > noun.i and doc[end - 1].is_punct:
            end -= 1
        start = phrase(noun).start
        if end - start > 8:
            continue
        obj = phrase(pobj) if pobj.dep_ == "pobj" else Arg(pobj.left_edge.i, pobj.right_edge.i + 1, pobj.i)
        facts.append(
            Fact(
                verb=adj.i,
                subject=Arg(start, end, noun.i),
                rel=[(adj.i - 0.5, "be"), (adj.i, adj.text), (prep.i, prep.text)],
                lemma=["be", adj.lower_, prep.lower_],
                obj=obj,
                rule="postnominal-adj",
                confidence=0.55,
            )
        )
    return facts


def expletive_copula(verb: Token) -> bool:
    """True for "it is necessary to climb ...", "it is possible that ...": an empty "it" whose content is
    the clause after the predicate, so "it / is / possible" alone states nothing."""
    if verb.lemma_ != "be" or not any(c.dep_ == "nsubj" and c.lower_ == "it" for c in verb.children):
        return False
    predicate = next((c for c in verb.children if c.dep_ in {"acomp", "attr"}), None)
    if predicate is None:
        return False
    # an infinitive under the adjective itself ("it will be able to halve") keeps a referring "it"
    clauses = [*verb.children, *(c for c in predicate.children if c.dep_ == "ccomp")]
    for c in clauses:
        if c.i <= predicate.i:
            continue
        if c.dep_ == "ccomp" or (
            c.dep_ in {"xcomp", "advcl"} and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children)
        ):
            return True
    return _extraposed_after(predicate)


def extraposition_it(tok: Token) -> bool:
    """True for the empty subject "it" of "it is worth noting that ...", "it was important to ...": it
    refers to nothing and reports for no one (``expletive_copula`` on its verb)."""
    return tok.lower_ == "it" and tok.dep_ == "nsubj" and expletive_copula(tok.head)


def _extraposed_after(predicate: Token) -> bool:
    """True for an adjective of ``ontology/extraposing-adjectives.tsv`` whose own infinitive or gerund is
    the content of a dummy "it": "it was important to separate hype from reality", "it is worth
    highlighting that ...". A "tough" adjective counts only when that clause has an object of its own
    ("it would be safer to seek a resolution"), since "it is hard to find" speaks of the "it"."""
    kind = extraposing_adjectives().get(predicate.lower_)
    if kind is None:
        return False
    for c in predicate.children:
        if c.dep_ not in {"xcomp", "pcomp", "advcl"} or c.i <= predicate.i:
            continue
        marked = any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children) or c.tag_ == "VBG"
        if marked and (kind == "any" or any(_own_object(g) for g in c.children)):
            return True
    return False


def _own_object(tok: Token) -> bool:
    """True for an object a clause holds of its own: "to seek a resolution", "highlighting that ...", "to
    wait for the next model" (not the bare "with" of "hard to deal with", which the "it" fills)."""
    if tok.dep_ == "prep":
        return any(c.dep_ in {"pobj", "pcomp"} for c in tok.children)
    return tok.dep_ in {"dobj", "ccomp", "attr", "xcomp"}


@lru_cache(maxsize=1)
def extraposing_adjectives() -> dict[str, str]:
    """Adjective -> kind ("any" or "tough"), from ``ontology/extraposing-adjectives.tsv``."""
    rows = read_tsv("extraposing-adjectives.tsv", ["adjective", "kind"])
    return {row["adjective"].lower(): row["kind"] for row in rows}
