"""Lists the parser read as copulas: items of one list, or a group and one of its members, joined by an
apposition or by "be", none of which describes another ("higher taxes, weaker borders, more power",
"The marginals are Aberdeen South, Dumfriesshire, ...", "the two pilots X and Y", "Everton: Martyn,
Hibbert, Yobo", "on al-Meridian and al-Zahraa neighborhoods the city").

Split out of ``kg.extract.copulas``, whose ``bad_copula`` asks these of every copula and apposition fact
and flags it `copula` when one holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .false_copulas import place_units
from .lists import office_words, verbless

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from .facts import Arg


def item_of_list(subj: Token, obj: Token) -> bool:
    """True for "The marginals are Aberdeen South, Dumfriesshire, ...": a plural common noun equated
    with a list says what the whole group is, so one item of it ("The marginals | be | Ochil") is false.
    Adjectives are left alone: "the results are good and fair" describes the group twice."""
    if subj.tag_ != "NNS" or obj.pos_ not in {"NOUN", "PROPN"}:
        return False
    return any(c.pos_ in {"NOUN", "PROPN"} for c in obj.conjuncts)


def appositive_list(tok: Token) -> bool:
    """True for the head of a list the parser read as appositions ("higher taxes, weaker borders,
    more power to Brussels"): two more common nouns after commas are items of a list, not descriptions
    of the first. Only bare nouns, with no determiner or possessive: "The weapon, a rifle, a gift from
    his father" stacks two descriptions of one thing, and each is true of it."""
    doc = tok.doc
    # the parser labels the later items appos or conj at random; each follows a comma of its own
    items = [c for c in tok.children if c.dep_ in {"appos", "conj"} and doc[c.left_edge.i - 1].text == ","]
    listed = len(items) >= 2 and any(c.dep_ == "appos" for c in items)
    return listed and all(
        t.pos_ == "NOUN" and not any(c.dep_ in {"det", "poss"} for c in t.children) for t in (tok, *items)
    )


def listed_things(subj: Token, obj: Token) -> bool:
    """True for common nouns chained by commas and closed by "and" or "or" ("a music player, camera and
    gaming gadget", "a processor, a DVD drive, ... and a modem"): the items of one list, each no
    description of another. A name's ("John Smith, a lawyer and father of three") is left alone."""
    if subj.pos_ != "NOUN":
        return False
    root = subj
    while root.dep_ in {"appos", "conj"} and root.head.pos_ == "NOUN":
        root = root.head
    chain, todo, past = [root], [root], []
    while todo:
        item = todo.pop()
        items = [c for c in item.children if c.dep_ in {"appos", "conj"} and c.pos_ == "NOUN"]
        chain += items
        todo += items
        past += [c for c in items if _past_clause(item, c) or item in past]
    if obj not in past:
        # "X, a topic that may excite A, B and C": items the parser hung past an appositive's clause are
        # the clause's objects, so the appositive lists nothing (and "X | be | B" stays flagged)
        chain = [t for t in chain if t not in past]
    closed = any(c.dep_ == "cc" and c.lower_ in {"and", "or"} for t in chain for c in t.children)
    return len(chain) >= 3 and obj in chain and closed and not _enclosed_description(subj, obj)


def _past_clause(item: Token, nxt: Token) -> bool:
    """True when ``nxt`` follows a clause of ``item`` after a bare comma: "a topic that may excite the
    bloggers, campaigning groups and ..." continues the clause's object. "a fixer who avoids feuds, and a
    man" opens the next item with "and"."""
    doc = item.doc
    crossed = any(c.dep_ in {"relcl", "acl"} and c.i < nxt.i for c in item.children)
    return crossed and doc[nxt.left_edge.i - 1].pos_ != "CCONJ"


def _enclosed_description(subj: Token, obj: Token) -> bool:
    """True for "the chairman, a former banker, and two directors": an apposition of the subject between
    two commas, followed by the subject's own conjunct, describes the subject; the list is of two."""
    doc = subj.doc
    left, right = obj.left_edge.i, obj.right_edge.i
    # the subject opens the list: "a processor, a DVD player, a hard drive, ... and" chains items on items
    if subj.dep_ in {"appos", "conj"} or obj.dep_ != "appos" or obj.head.i != subj.i:
        return False
    # "a loyal colleague, a conciliator who avoids factions, and a man whose ...": a clause makes the item
    # a description of its own, as the next one is
    if any(c.dep_ in {"relcl", "acl"} for c in obj.children):
        return False
    if left == 0 or right + 1 >= len(doc):  # no comma before or after
        return False
    if doc[left - 1].text != "," or doc[right + 1].text != ",":
        return False
    later = [c for c in subj.children if c.i > right and c.dep_ in {"appos", "conj"}]
    return bool(later) and later[0].dep_ == "conj"


def counted_against_one(many: Token, one: Token) -> bool:
    """True for a group counted by a number beside one thing ("more than 10 rocket shells al-Khadami
    neighborhood", "group Hezbollah more than 30 Nusra Front militants"): a group of several is no one
    thing, so the two are items of a list that lost its commas (or a clause run into the next). "One of
    the crew" is a part of the group, and two joined names ("X and Y, the two pilots") are a group too."""
    return (
        counted_group(many)
        and one.tag_ in {"NN", "NNP"}
        and not one.conjuncts
        and not any(c.dep_ == "prep" and c.lower_ == "of" for c in one.children)
    )


def unpunctuated(appositive: Token) -> bool:
    """True for an apposition with no punctuation between the noun and its appositive: in text that lost
    its commas the two are as likely to be items of a list or a clause's end and the next one's start."""
    doc = appositive.doc
    described = appositive.head
    return described.i < appositive.i and not any(
        doc[i].is_punct for i in range(described.i + 1, appositive.left_edge.i)
    )


def many_against_one(appositive: Token) -> bool:
    """True for a plural common noun and a singular one in apposition ("neighborhoods the city", "the
    alliances next target", "the Syrian army Kurdish militias"): a thing is no group of things."""
    tags = {appositive.tag_, appositive.head.tag_}
    pair = (appositive, appositive.head)
    return (
        tags == {"NNS", "NN"}
        and all(t.pos_ == "NOUN" and not t.conjuncts for t in pair)
        and not any(c.dep_ == "prep" and c.lower_ == "of" for t in pair for c in t.children if t.tag_ == "NN")
    )


def counted_group(tok: Token) -> bool:
    """True for a plural counted by a number ("the two pilots", "The two companies"): one name of the
    names it stands beside is not the whole group."""
    return tok.tag_ in {"NNS", "NNPS"} and any(
        c.dep_ == "nummod" and c.like_num and c.lower_ not in {"one", "1"} for c in tok.children
    )


def name_list(tok: Token, sent: Span) -> bool:
    """True in a sentence that lists names ("Everton: Martyn, Hibbert, Yobo, ..."): three or more names
    chained by apposition or coordination, which the parser reads as descriptions of one another."""
    chained = [t for t in sent if t.pos_ == "PROPN" and t.dep_ in {"appos", "conj"}]
    # a line without a finite verb lists even two ("Subs not used: Cole, Hart."), unless the second is
    # an office, in its own word or its compound's ("Anna Berg, Chancellor", "Tom Hale, Chief Constable":
    # a caption)
    office = any(w.lower_ in office_words() for t in chained for w in (t, *t.lefts))
    short = bool(chained) and verbless(sent) and not office
    return tok.pos_ == "PROPN" and (len(chained) >= 3 or short)


def named_unit(tok: Token) -> bool:
    """True for a place named by a name before its unit ("Ifreen area", "al-Sabil neighborhood"): a name as
    much as "Ifreen" is, so no description of another place. "the area", "a border town" describe one."""
    return (
        tok.lower_ in place_units()
        and any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in tok.children)
        and not any(c.dep_ in {"det", "poss", "amod", "nummod"} for c in tok.children)
    )


def name_before_title(doc: Doc, subject: Arg, obj: Arg) -> bool:
    """True for a title that holds the list item before the name it titles ("Greta Lund and Olympic
    relay star Alvin Drayton", "Dunmore City and league leaders Halden United"): a name closed by
    "and" or "or" before the title's noun is another item of the list, and one person (or one of two of
    a kind) is no title of another. A name of another kind titles well ("Harbury and Wales striker Owen
    Tallis": his club and his country), and so do a name inside one entity ("Marks and Spencer chairman")
    and two names of one kind that share the title ("Graham and Sally executive producer Tessa Quill": a
    show named for its two hosts; "Barclon and Havis Bank investor Norvik Capital": an investor in both)."""
    head = doc[obj.head]
    named = doc[subject.head].ent_type_
    for i in range(obj.start + 1, obj.head):
        word, before = doc[i], doc[i - 1]
        if word.lower_ not in {"and", "or"} or word.ent_type_ or before.pos_ != "PROPN":
            continue
        after = doc[i + 1]
        if after.pos_ == "PROPN" and before.ent_type_ and after.ent_type_ == before.ent_type_:
            # two names of one kind on both sides of "and" share the title: a show named for its two hosts,
            # "Barclon and Havis Bank investor" (an investor in both)
            continue
        if head.pos_ == "NOUN" and before.ent_type_ in {"PERSON", named} - {""}:
            return True
    return False


def other_things(obj: Token) -> bool:
    """True for a plural set apart by "other" without "the" ("Marsh - the biggest broker - and other
    insurance firms"): set beside the subject, "other" names things besides it, so never the subject
    itself. "the other candidate" and "another co-chairman" describe one."""
    mods = [c for c in obj.children if c.dep_ in {"amod", "det", "poss"}]
    return (
        obj.tag_ in {"NNS", "NNPS"}
        and any(c.lower_ == "other" for c in mods)
        and not any(c.dep_ in {"det", "poss"} and c.lower_ not in {"some", "many", "several"} for c in mods)
    )
