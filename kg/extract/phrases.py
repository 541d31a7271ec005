"""Argument phrases: the token stretches that fill a fact's subject and object slots.

``phrase`` decides where an argument starts and ends, as an ``Arg`` (``kg.extract.facts``);
``kg.extract.conjuncts`` splits coordinations into one phrase each.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING

from spacy.symbols import acl as ACL
from spacy.symbols import relcl as RELCL

from .attachments import added_remark, is_place, result_participle, stacked_relative
from .cache import doc_cache, tag_columns
from .conjuncts import kept_whole, next_subject_cut, same_name
from .facts import Arg
from .fused_spans import (
    lost_possessive_end,
    past_glued_date,
    past_plural_descriptor,
    possessive_name_start,
    second_name_start,
)
from .glued_units import glued_sign, past_glued_unit
from .harm_chains import harm_chain_governor
from .lists import in_whole, picks_part, prepositions_of
from .marks import balance_quotes
from .openings import opens_sentence, past_opening_words
from .person_relatives import person_host
from .speech_participles import speech_governor
from .struck_targets import struck_relative
from .titled_names import name_end, titled_name
from .toll_runs import toll_participle

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Modifiers left out of an argument phrase because they get their own facts (relative clauses,
# appositions, non-restrictive participles) or only pad it (punctuation).
SPLIT_OFF_DEPS = frozenset({"relcl", "appos"})


def opening_possessive(arg: Arg, doc: Doc) -> Token | None:
    """The possessive determiner ``arg`` opens on when it owns the phrase's head ("Her" of "Her links
    to Opus Dei"), or None."""
    first = doc[arg.start]
    owns = first.dep_ == "poss" and first.tag_ == "PRP$" and first.head.i == arg.head
    return first if owns and arg.end - arg.start >= 2 else None


def phrase(
    tok: Token,
    drop: frozenset[str] = SPLIT_OFF_DEPS,
    split_conj: bool = True,
    cut: int = -1,
    whole_places: bool = False,
    titled: bool = True,
) -> Arg:
    """The phrase headed by ``tok``: its subtree, less right-hand relative clauses, appositions and conjuncts.

    ``cut`` names a dependent clause to leave out, e.g. the participle that modifies the phrase.
    ``whole_places`` keeps a place's locating apposition ("born in Salt Lake City, Utah"), for objects;
    the phrase as subject of an apposition fact leaves it out. ``titled`` keeps the name written straight
    after a title the parser made the head ("Festival director Sandra Vale", kg/extract/titled_names.py);
    the apposition fact, which says the name holds the title, leaves it out.
    """
    # a third of the calls repeat an earlier one (a subject shared by conjoined verbs, an object that
    # is also an apposition's head), so results are kept per doc; callers get their own copy
    known = doc_cache(tok.doc, "kg.phrases", _new_table)
    key = (tok.i, drop, split_conj, cut, whole_places, titled)
    found = known.get(key)
    if found is None:
        found = known[key] = _phrase(tok, drop, split_conj, cut, whole_places, titled)
    return Arg(found.start, found.end, found.head, found.gap)


def _phrase(
    tok: Token, drop: frozenset[str], split_conj: bool, cut: int, whole_places: bool, titled: bool
) -> Arg:
    start, end = tok.left_edge.i, tok.right_edge.i + 1
    doc = tok.doc
    # "between Turkey and Iraq" names one pair, "chlorine and other chemical attacks" one kind: not split
    split_conj = split_conj and not kept_whole(tok)
    # a phrase never holds the word it depends on: a crossing arc (a comma hung on the subject from
    # past its verb) would otherwise pull the whole clause into the subject
    if tok.head.i != tok.i and start <= tok.head.i < end:
        if tok.head.i > tok.i:
            # end at the first word outside the subtree ("is" of "X is fully reflected")
            end = next(k for k in range(tok.i + 1, end) if not tok.is_ancestor(doc[k]))
        else:
            start = next(k for k in range(tok.i - 1, start - 1, -1) if not tok.is_ancestor(doc[k])) + 1
    for child in tok.rights:
        # a participle set off by a comma is parenthetical ("The brew, called Miller Sharp's, will ...")
        parenthetical = child.dep_ in {"acl", "relcl"} and "," in (
            doc[child.left_edge.i - 1].text,
            child.left_edge.text,
        )
        if titled and child.dep_ == "appos" and titled_name(tok, child):
            # the title's name keeps its own words and a bracketed short form, not its asides or
            # clauses ("giant Acme Telecom being sold to ...", "carmaker Acme, a 30% shareholder in ...")
            end = min(end, name_end(child))
        elif (
            (
                child.dep_ in drop
                and not _kept_apposition(tok, child, whole_places)
                and not _ranking_infinitive(tok, child)
            )
            or child.i == cut
            # the cut clause may sit inside a modifier ("drafted by X and signed into law"), or inside a
            # place phrase the clause's own noun was hung on ("a bombing in the city that killed"): drop it
            or (
                cut > child.i
                and (
                    child.dep_ in {"acl", "relcl"}
                    or (child.dep_ == "prep" and (is_place(doc[cut].head) or _rehosted(doc[cut])))
                )
                and child.left_edge.i <= cut <= child.right_edge.i
            )
            or parenthetical
            or (child.dep_ == "relcl" and stacked_relative(child))
            or (split_conj and child.dep_ in {"conj", "cc"} and not same_name(tok, child))
        ):
            end = min(end, child.left_edge.i)
        elif (
            child.dep_ == "punct"
            and child.i > tok.i
            and child.text in {",", ";", ":", "--", "-"}
            # a comma right after the head usually opens an apposition or a parenthetical
            and any(
                (c.dep_ in drop and not _kept_apposition(tok, c, whole_places))
                or c.dep_ in {"conj", "cc", "acl"}
                for c in tok.rights
                if c.i > child.i
            )
        ):
            end = min(end, child.i)
    # a relative clause set off by a comma deeper in the phrase is an aside about its own noun
    # ("head of the group, which sought ..."), not part of what the phrase names
    positions = _relative_clauses(doc)
    for k in positions[bisect_left(positions, tok.i + 2) : bisect_left(positions, end)]:
        t = doc[k]
        if t.left_edge.i > tok.i + 1 and doc[t.left_edge.i - 1].text == ",":
            end = min(end, t.left_edge.i - 1)
            break
    # "one of the contested cities and government forces took ...": text without commas, where the next
    # clause's subject was coordinated into the phrase
    end = next_subject_cut(doc, tok.i, end)
    # the label column spares building a Token for each word: each test below holds only for an
    # "acl" word
    deps = tag_columns(doc)[1]
    # "the mosque in Homs killing 30": a participle of harm deeper in the phrase is the clause's act
    for k in range(tok.i + 1, end):
        if deps[k] == ACL and _clause_act(doc[k]) and doc[k].left_edge.i > tok.i:
            end = min(end, doc[k].left_edge.i)
            break
    # "said X, head of Y adding that ...": a participle that adds to what was said, with a clause of its
    # own, is the speaker's next act, not a modifier of the phrase it was hung on
    for k in range(tok.i + 1, end):
        if deps[k] == ACL and added_remark(doc[k]) and doc[k].left_edge.i > tok.i:
            end = min(end, doc[k].left_edge.i)
            break
    # a hyphenated word is one word however it was parsed ("hi-fis", "cut-price"): a cut inside it
    # left objects such as "DVD players and hi"
    while (
        start < end < len(doc) and not doc[end - 1].whitespace_ and "-" in (doc[end].text, doc[end - 1].text)
    ):
        end += 1
    end = past_glued_unit(doc, start, end)  # "$15m": the unit the parser hung apart is the number's
    # never let the phrase end on punctuation or a dangling conjunction
    while end - 1 > tok.i and (
        (doc[end - 1].is_punct and not glued_sign(doc, end - 1))
        or doc[end - 1].is_space
        or doc[end - 1].dep_ == "cc"
    ):
        end -= 1
    # a dateline ("TEHRAN - Two explosions ...") is not part of the subject
    for k in range(start + 1, min(start + 4, tok.i)):
        if doc[k].text in {"-", "--", "—", "–"} and all(doc[j].is_upper for j in range(start, k)):
            start = k + 1
            break
    while start < tok.i and doc[start].is_punct and doc[start].text not in {"``", '"', "`", "$"}:
        start += 1
    # "On Sunday rebels ...": the parser may leave "On" out and hang the weekday on the noun. A time
    # argument keeps its words: "Earlier this month" and "Later Saturday" are the time itself
    if not _time_argument(tok) and opens_sentence(doc, start):
        start = past_opening_words(doc, start, tok.i)
    start = second_name_start(tok, start)  # "the PKK Khalil said": two names run together
    start = past_glued_date(tok, start)  # "says on 13 March Lord Hale met": the date is no name's
    start = past_plural_descriptor(tok, start)  # "Humanitarian corridors SANA said": a run-in heading
    start, end = balance_quotes(doc, start, end)
    cut_apposition = lost_possessive_end(tok, start, end)
    if cut_apposition is not None:
        # "Aleppo Syrias largest city ... has been divided": Aleppo, whatever word the parser made head
        return Arg(start, cut_apposition[0], cut_apposition[1])
    if tok.dep_ == "appos" and start == tok.head.i + 1:
        # ... and "Syrias largest city" is its apposition, the possessive its own
        owner = possessive_name_start(doc, tok.head.i)
        start = owner if owner is not None and owner > doc[owner].sent.start else start
    if split_conj:
        shared = _shared_complement(tok, start, end)
        if shared is not None:
            return shared
    return Arg(start, end, tok.i)


def _shared_complement(tok: Token, start: int, end: int) -> Arg | None:
    """``tok``'s phrase with the complement its coordination shares ("killed 40 members and commanders
    of the militia"), or None.

    The parser hangs the "of" phrase on the first noun, past the second one, so cutting the first at its
    conjunction left "40 members" and the second "commanders": neither names whom without "of the
    militia". Both common nouns keep it; the first skips the other noun (a gap).
    """
    doc = tok.doc
    if tok.pos_ != "NOUN":
        return None
    head = tok.head if tok.dep_ == "conj" else tok
    if head.pos_ != "NOUN" or (tok.dep_ == "conj" and tok.right_edge.i + 1 >= len(doc)):
        return None
    conjs = [c for c in head.rights if c.dep_ == "conj"]
    if len(conjs) != 1 or conjs[0].pos_ != "NOUN":
        return None
    last = conjs[0]
    prep = next(
        (
            c
            for c in head.rights
            if c.dep_ == "prep" and c.i == last.right_edge.i + 1 and c.lower_ in _shared_by(head, last)
        ),
        None,
    )
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None
    if prep is None or pobj is None:
        return None
    # the complement's own asides stay out of it, as they do of any phrase ("of Renault, which owns ..."),
    # but its own coordination is one complement ("of not only Peru but also Chile")
    close = phrase(pobj, split_conj=False).end
    if tok.i == head.i:
        cc = next((c for c in head.rights if c.dep_ == "cc" and c.i < last.i), None)
        # "voters' trust and sense of belonging": a noun its possessive already owns is complete
        if cc is None or end != cc.i or any(c.dep_ == "poss" for c in tok.lefts):
            return None
        # "a lawyer and father of three": one person's two roles, and only the second has the complement;
        # but two places in one body share it ("a commander and spokesman for the council")
        indefinite = any(c.dep_ == "det" and "Definite=Ind" in str(c.morph) for c in tok.lefts)
        if indefinite and not (in_whole(head) and in_whole(last)):
            return None
        # "civilians and members of the security forces": a second noun that picks a share out of a
        # group keeps the "of" phrase to itself unless the first names a place in it too
        if picks_part(last) and not in_whole(head):
            return None
        # "the government and leaders of the opposition": a singular noun beside a plural one names a
        # thing of its own, not one of the same body, unless both are places in it ("the leader and
        # members of the party")
        if _plural(head) != _plural(last) and not (in_whole(head) and in_whole(last)):
            return None
        # "the minister and members of his staff": a possessive pronoun in the complement points back at
        # the first noun, which is not of its own staff
        if any(c.dep_ == "poss" and c.pos_ == "PRON" for c in pobj.children):
            return None
        return Arg(start, close, tok.i, (cc.i, prep.i))
    if end != tok.right_edge.i + 1:
        return None
    return Arg(start, close, tok.i)


def _plural(noun: Token) -> bool:
    return "Number=Plur" in str(noun.morph)


def _shared_by(first: Token, second: Token) -> frozenset[str]:
    """The prepositions whose phrase two coordinated nouns share: "of"; "for" too between two places in
    a body ("commander and spokesman for the council"), where it names the body as "of" does."""
    if in_whole(first) and in_whole(second):
        return prepositions_of("shared") | prepositions_of("shared-role")
    return prepositions_of("shared")


def _time_argument(tok: Token) -> bool:
    """Whether ``tok`` heads a time argument ("Earlier this month", "Later Saturday") rather than a
    subject or object (which may hang as "pobj" on an opening "On": "On Sunday rebels holding ...")."""
    return tok.dep_ == "npadvmod" or tok.ent_type_ in {"DATE", "TIME"}


def _find_relative_clauses(doc: Doc) -> list[int]:
    return [i for i, dep in enumerate(tag_columns(doc)[1]) if dep == RELCL]


def _relative_clauses(doc: Doc) -> list[int]:
    """Positions (ascending) of the doc's relative-clause verbs, for ``phrase``."""
    return doc_cache(doc, "kg.relcl", _find_relative_clauses)


def _new_table(doc: Doc) -> dict[tuple, Arg]:
    return {}


_PLACE_LABELS = frozenset({"GPE", "LOC"})


def _kept_apposition(tok: Token, appos: Token, whole_places: bool) -> bool:
    # "December 31, 1963": an apposition inside the head's own named entity is part of the name
    return appos.dep_ == "appos" and (
        same_name(tok, appos.right_edge) or (whole_places and _place_qualifier(tok, appos))
    )


def _place_qualifier(tok: Token, appos: Token) -> bool:
    """ "Salt Lake City, Utah": a place named after a comma in apposition to a place locates it; it is part
    of the name, not an aside."""
    return (
        appos.dep_ == "appos"
        and tok.ent_type_ in _PLACE_LABELS
        and appos.ent_type_ in _PLACE_LABELS
        and appos.left_edge.i == tok.i + 2
        and tok.doc[tok.i + 1].text == ","
    )


def _clause_act(tok: Token) -> bool:
    """True for a participle of harm, or of speech hung on a happening, that is the act of a clause above
    the phrase it was hung on."""
    return (
        result_participle(tok)
        or harm_chain_governor(tok) is not None
        or speech_governor(tok) is not None
        or toll_participle(tok)  # "killed 30 people injured 90": the second toll, kg/extract/toll_runs.py
    )


def _rehosted(clause: Token) -> bool:
    """True for a clause the rules give to another noun than the one the parser hung it on: an act on a
    struck target's phrase, or a "who" clause on a place in a person's phrase ("workers from poorer
    countries who ...")."""
    return struck_relative(clause) or person_host(clause, clause.head).i != clause.head.i


# Words that rank a noun among others ("the first woman", "the only firm", "the last side")
_RANKS = frozenset({"first", "last", "only", "next"})


def _ranking_infinitive(tok: Token, clause: Token) -> bool:
    """True for an infinitive that bounds a ranked noun ("the first Danish woman to reach the final"): cut
    off, the rank holds of everyone ("the first Danish woman"), which the sentence does not say. Only a noun
    that describes or is described (an apposition, or a side of "be"): elsewhere the parser runs such an
    infinitive on past the clause ("as the only way to tackle the threat sources familiar with ... said")."""
    if clause.dep_ != "relcl" or not _bare_verb(clause) or clause.doc[clause.left_edge.i - 1].text == ",":
        return False
    if not (tok.dep_ == "appos" or (tok.dep_ in {"nsubj", "attr"} and tok.head.lemma_ == "be")):
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in clause.children):
        return False
    return any(c.i < tok.i and (c.lower_ in _RANKS or c.tag_ == "JJS") for c in tok.children)


def _bare_verb(verb: Token) -> bool:
    """True for a verb in its base form, active ("to reach") or passive ("to be banned": the parser heads the
    clause with the participle and hangs the base form "be" on it)."""
    return verb.tag_ == "VB" or (
        verb.tag_ == "VBN" and any(c.dep_ == "auxpass" and c.tag_ == "VB" for c in verb.children)
    )
