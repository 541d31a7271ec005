"""What completes a noun or adjective object, run on into it: an object complement ("called the bombing a
serious aggression"), the state an act left it in ("left many fighters dead"), the clause an adjective
introduces ("made clear that ..."), the phrase a verb's object needs ("blamed the attacks on terrorists",
``object-complements.tsv``), and the object it is given to ("gave the visitors the perfect start").
``kg.extract.clauses`` applies them to the objects ``kg.extract.objects`` reads, with the verb that governs
them (a folded open complement's own: "vowed to put pressure on the regime"); without them the statement
("make | clear", "accuse | the army") says nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .ages import person_nouns
from .attachments import remark_end
from .attribution import SPEECH_LEMMAS
from .closing_tails import is_source_head
from .descriptions import kind_nouns
from .facts import Arg
from .generic import actor_plurals
from .lists import in_whole, prepositions_of
from .openings import opening_words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# entity labels of a name a span must not reach over (a date or number between is no name)
_NAME_TYPES = frozenset({"PERSON", "ORG", "GPE", "NORP", "LOC", "FAC"})


def with_object_complement(verb: Token, found: list[Arg]) -> list[Arg]:
    """Objects that run on into the verb's object complement: "called the bombing a serious aggression";
    an adjective object into the clause it introduces ("made clear that ...").

    The complement is what the statement says about the object; without it "The General Command /
    call / the bombing" says nothing. The small clause is kept whole as the object.
    """
    # only a noun phrase with its article; a bare quoted label ("called the attack 'terrorist'") is left
    # as it was, so the sample's reactions do not change
    complement = next(
        (
            c
            for c in verb.children
            if c.dep_ == "oprd" and c.i > verb.i and c.pos_ == "NOUN" and c.left_edge.dep_ == "det"
        ),
        None,
    )
    if complement is None:
        return with_state_complement(verb, _with_clause_after_adjective(verb, found))
    doc = verb.doc
    begin, end = complement.left_edge.i, complement.right_edge.i + 1
    # a name or pronoun object stays itself ("called Assad a butcher"): it is what the graph links
    return [Arg(a.start, end, a.head) if a.end == begin and doc[a.head].pos_ == "NOUN" else a for a in found]


def with_state_complement(verb: Token, found: list[Arg]) -> list[Arg]:
    """A common-noun object run on into the adjective or participle right after it that says the state the
    act left it in ("left many fighters dead", "kept the crossing closed", "left the door open"): "leave |
    many fighters" says nothing of what became of them, and "leave | the door" is another act.

    Only one object, a common noun no name holds, and a complement that starts where it ends; a speech
    verb's label ("called the raid illegal") and a quoted one are left as they were.
    """
    if len(found) != 1 or verb.lemma_ in SPEECH_LEMMAS:
        return found
    obj, doc = found[0], verb.doc
    state = next(
        (
            c
            for c in verb.children
            if (c.dep_ == "oprd" or _state_clause(c, obj))
            and c.pos_ in {"ADJ", "VERB"}
            and c.left_edge.i == obj.end
            and c.i > obj.head
        ),
        None,
    )
    if (
        state is None
        or obj.gap is not None
        or not (_joins(doc, obj, frozenset(), obj.end) or _count(doc[obj.head]))
    ):
        return found
    end = _conjoined_state_end(state)
    # the adjective's own phrase right after it says what the state is to ("the door open to a new vote");
    # one that says when or where ("dead after the raid") or a clause of its own is another statement
    prep = next((c for c in state.rights if c.dep_ == "prep"), None)
    if (
        prep is not None
        and prep.i == end
        and prep.lower_ in prepositions_of("completing")
        and not _when(prep)
        and not _when_or_where(prep)
    ):
        close = _clause_free_end(prep, prep.right_edge.i + 1)
        words = doc[prep.i : close]
        if prep.i + 1 < close and close - obj.end <= _LONGEST and not (_pronoun_in(words) or _fused(words)):
            end = close
    # a quoted label ("called the plan "hugely disappointing"") keeps its closing mark
    if doc[obj.end].is_quote and end < len(doc) and doc[end].is_quote:
        end += 1
    return [Arg(obj.start, end, obj.head)]


def _state_clause(tok: Token, obj: Arg) -> bool:
    """Whether the parser read the state right after a count object as a clause of its own ("left more than
    170 wounded as the offensive went on"): a bare participle or adjective, with no subject or subordinator,
    next to a number, which is no doer of a clause."""
    return (
        tok.dep_ == "advcl"
        and tok.tag_ in {"VBN", "JJ"}
        and tok.i == obj.end
        and _count(tok.doc[obj.head])
        and not any(c.dep_ in {"nsubj", "nsubjpass", "mark", "aux", "auxpass"} for c in tok.children)
    )


def _count(head: Token) -> bool:
    """Whether an object's head is a count ("left more than 170 wounded", "left dozens of fighters dead"):
    no entity the graph links, so the state after it may join it as it joins a common noun."""
    return head.pos_ == "NUM" or (head.pos_ == "NOUN" and head.ent_type_ == "CARDINAL")


def _conjoined_state_end(state: Token) -> int:
    """Where the state ends with a bare second state joined to it ("dead and injured"): the count of the
    dead and the injured is one figure, and "leave | many fighters dead" tells half of it."""
    end = state.i + 1
    conj = next((c for c in state.rights if c.dep_ == "conj"), None)
    if (
        conj is not None
        and conj.i == end + 1
        and state.doc[end].dep_ == "cc"
        and conj.pos_ in {"ADJ", "VERB"}
        and not list(conj.children)
    ):
        return conj.i + 1
    return end


def _fused(words: Span) -> bool:
    """Whether a name of one kind is fused into a name of another in ``words`` ("a vote on Syria Arshad
    Mohammed": a headline's byline run on after its last word), which no phrase of the object holds."""
    doc = words.doc
    return any(
        t.dep_ in {"compound", "appos"}
        and t.ent_type_ in _NAME_TYPES
        and t.head.ent_type_ not in {"", t.ent_type_}
        and t.head.ent_type_ in _NAME_TYPES
        # "Syria, Jordan's neighbour": a comma sets a true apposition apart
        and not any(doc[k].is_punct for k in range(min(t.i, t.head.i), max(t.i, t.head.i)))
        for t in words
    )


def _with_clause_after_adjective(verb: Token, found: list[Arg]) -> list[Arg]:
    """An adjective object run on into the clause it introduces: "made clear that any response would wait"."""
    if len(found) != 1 or verb.doc[found[0].head].pos_ != "ADJ":
        return found
    obj = found[0]
    return [Arg(obj.start, adjective_clause_end(verb, verb.doc[obj.head], obj.end), obj.head)]


def adjective_clause_end(verb: Token, adjective: Token, end: int) -> int:
    """Where an adjective object ending at ``end`` ends with the clause that says what it is about
    ("made clear that any response would wait"): the parser hangs that clause on the verb or the adjective
    beside it, so "make | clear" said nothing of what was made clear. ``end`` when no clause starts there.
    """
    if adjective.pos_ != "ADJ":
        return end
    clauses = (*verb.children, *adjective.children)
    clause = next((c for c in clauses if c.dep_ in {"ccomp", "csubj"} and c.left_edge.i == end), None)
    if clause is None:
        return end
    # the parser may hang the sentence's full stop on the clause ("were unhappy the report was leaked."):
    # it ends the sentence, not what was said of it; a quotation mark stays, as it closes words
    doc, close = verb.doc, remark_end(verb, clause)
    while close > clause.i + 1 and doc[close - 1].is_punct and not doc[close - 1].is_quote:
        close -= 1
    return close


def with_prepositional_complement(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A noun object run on into the phrase that completes it ("blamed the attacks on terrorists",
    "estimated the bank's loss at 3bn rupees": ``object-complements.tsv``), and the arguments without
    that phrase.

    Alone, "estimate | the bank's loss" says nothing and "blame on | terrorists" loses what was blamed.
    Only a phrase right after the object joins it; a name or pronoun object stays itself, as the graph
    links it. A row that names its object noun joins only that noun ("draw a line under", not "drew a big
    crowd under the floodlights").
    """
    rows = object_complements().get(verb.lemma_.lower(), {})
    if not found or not rows:
        return found, args
    doc, last = verb.doc, found[-1]
    # "forced 2000 families out of their villages": a two-word preposition hangs on its first word
    firsts = {w.split()[0] for w in rows}
    # a particle makes another verb, whose phrase completes no object ("turned out in numbers into the night")
    if any(c.dep_ == "prt" and c.lower_ not in firsts for c in verb.children):
        return found, args
    prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ in firsts and c.i > verb.i), None)
    if prep is None:
        return _sharing_the_last_ones(verb, found, rows), args
    # "blamed the army for the second time": a "for" of how often is no cause ("put the toll at 58" keeps
    # its number, so only "for" is read so)
    if last.end != prep.i or _when(prep) or (prep.lower_ == "for" and _when_or_where(prep)):
        return found, args
    inside = [a for a in args if a[0].lower() in rows and prep.i < a[1].start <= prep.right_edge.i]
    if len(inside) != 1:
        return found, args
    preposition, complement, _ = inside[0]
    nouns = rows[preposition.lower()]
    # "accused the government and its allies of war crimes": coordinated objects share the phrase after
    # the last one, which the first reaches over the others (a gap)
    # "accused the Syrian and Russian forces of ...": each adjective variant of the last keeps its own gap
    joined = [
        Arg(a.start, complement.end, a.head, a.gap if a.head == last.head else (a.end, prep.i))
        if _joins(doc, a, nouns, prep.i) and (a.head == last.head or a.gap is None)
        else a
        for a in found
    ]
    if joined == found:
        return found, args
    # a name that stays itself keeps the phrase as an argument of its own
    if any(a in found for a in joined):
        return joined, args
    return joined, [a for a in args if a is not inside[0]]


def _sharing_the_last_ones(verb: Token, found: list[Arg], rows: dict[str, frozenset[str]]) -> list[Arg]:
    """Coordinated objects that share the completing phrase the parser hung on the last of them
    ("accused the army and the police of abuses"): "accuse | the army" said nothing of what of. The
    earlier ones reach over the others to it (a gap); a name stays itself."""
    doc = verb.doc
    if len(found) < 2:
        return found
    last = doc[found[-1].head]
    firsts = {w.split()[0]: w for w in rows}
    prep = next((c for c in last.rights if c.dep_ == "prep" and c.lower_ in firsts), None)
    if prep is None or prep.i != last.i + 1 or found[-1].end != prep.right_edge.i + 1 or _when(prep):
        return found
    # "accused the minister and members of his staff of lying": that "of" names the body the members are of
    if in_whole(last):
        return found
    nouns = rows[firsts[prep.lower_]]
    # an adjective variant of the last ("the Syrian and Russian forces of ...") already holds the phrase,
    # and an object with a gap of its own cannot take a second
    return [
        Arg(a.start, found[-1].end, a.head, (a.end, prep.i))
        if a.head != last.i and a.gap is None and a.end <= prep.i and _joins(doc, a, nouns, prep.i)
        else a
        for a in found
    ]


def _joins(doc: Doc, obj: Arg, nouns: frozenset[str], prep: int) -> bool:
    """Whether the object ``obj`` runs on into the phrase at ``prep``: a common noun (of ``nouns``, if
    any) that no name holds, with no name between it and the phrase. The graph links a name object to
    its entity ("accused Labour of ...": Labour), and a span that reaches over a name is linked to that
    name ("the prime minister and Mr Brown of ...": not Mr Brown)."""
    head = doc[obj.head]
    # a bare capitalised noun inside the sentence is a name NER missed ("Labour"), linked by its words
    # alone; with an article or owner it is a common noun ("his fellow UKIP MEPs")
    bare = not any(c.dep_ in {"det", "poss"} for c in head.lefts)
    named = head.ent_type_ or (bare and head.text[:1].isupper() and head.i != head.sent.start)
    if head.pos_ != "NOUN" or named or (nouns and head.lemma_.lower() not in nouns):
        return False
    return not any(doc[k].pos_ == "PROPN" or doc[k].ent_type_ in _NAME_TYPES for k in range(obj.end, prep))


def with_dative(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A common-noun object run on from the one it is given to, right before it ("gave the visitors the
    perfect start"), and the arguments without that one: "give | the perfect start" says nothing alone.

    Only a noun with its article joins; a speech verb's hearer is its addressee ("told the court the
    story"), not part of what was said.
    """
    if len(found) != 1 or verb.lemma_ in SPEECH_LEMMAS:
        return found, args
    obj, doc = found[0], verb.doc
    head = doc[obj.head]
    if head.pos_ != "NOUN" or doc[obj.start].dep_ != "det":
        return found, args
    given = [a for a in args if a[2] == "dative" and a[1].end == obj.start]
    if len(given) != 1 or doc[given[0][1].head].pos_ not in {"NOUN", "PROPN"}:
        return found, args
    return [Arg(given[0][1].start, obj.end, obj.head)], [a for a in args if a is not given[0]]


def with_completing_phrase(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A common-noun object run on into the phrase right after it that says on what, to what or for what
    ("cast doubt on the council's motives", "rejected a plea to halt the flights"), and the arguments
    without that phrase.

    The parser hangs such a phrase on the verb as often as on the noun, and the graph shows only subject,
    relation and object: "cast | doubt" and "reject | a plea" said nothing. Only a phrase that starts where
    the object ends joins it, of a preposition that completes a noun (``preposition-roles.tsv``
    `completing`: not "in", "at" or "near", which say where), or an infinitive ("to halt"). It is left
    out when it says when or which way ("over the past two days", "to the north"), is a number ("rose to
    83"), holds a pronoun ("a tribute to him" turns on a word that points elsewhere), or runs long (a
    participle's clause after it is another statement); and a name, or a short definite description the
    article may settle to a name ("the militants"), stays itself, as the graph links it. Another short
    definite object ("the house", "the title") takes a "for" or an "on" only where its noun's row names
    it ("the siege on", ``noun-prepositions.tsv``): after it they say as often why or how ("searched the
    house for weapons", "won the match on penalties"). A party after "with" runs on into the object as
    text ("a deal with Hale Bank"): the graph links the object's head, not the party, unless the verb has
    a "with" of its own (``talking-verbs.tsv``: "discussed the deal with reporters"), which leaves the
    object alone.
    """
    if len(found) != 1 or verb.lemma_ in SPEECH_LEMMAS or verb.lemma_ == "be":
        return found, args
    obj, doc = found[0], verb.doc
    if obj.gap is not None or not _joins(doc, obj, frozenset(), obj.end) or _settled_description(doc, obj):
        return found, args
    nxt = next((c for c in verb.children if c.i > verb.i and c.left_edge.i == obj.end), None)
    if nxt is None or _when_or_where(nxt) or (nxt.lower_ == "for" and _negated(verb)):
        return found, args
    if nxt.dep_ == "prep" and _completes(doc[obj.head], nxt, _short_definite(doc, obj)) and not _when(nxt):
        return _run_on(obj, nxt, args) or (found, args)
    # "began an offensive two weeks ago to take the town": a time between the noun and its infinitive is
    # the act's; the object reaches over it (a gap) and it stays an argument of its own
    gap = None
    if _time_phrase(nxt):
        after = next((c for c in verb.children if c.left_edge.i == nxt.right_edge.i + 1), None)
        if after is not None and after.dep_ in {"advcl", "xcomp"}:
            gap, nxt = (obj.end, nxt.right_edge.i + 1), after
    to = nxt.left_edge.i
    if nxt.dep_ in {"advcl", "xcomp"} and nxt.pos_ == "VERB" and doc[to].lower_ == "to":
        # only a noun an infinitive completes ("a plea to halt"); after others it is the doer's purpose
        # ("cut 500 jobs to save money")
        if doc[to].head.i != nxt.i or doc[obj.head].lemma_.lower() not in _infinitive_nouns():
            return found, args
        end = _clause_free_end(nxt, _infinitive_end(nxt))
        if (
            end - to > _LONGEST
            or _pronoun_in(doc[to:end])
            or (end <= nxt.i + 1 and not any(c.dep_ == "dobj" for c in nxt.children))
        ):
            return found, args
        return [Arg(obj.start, end, obj.head, gap)], args
    return found, args


def _completes(noun: Token, prep: Token, definite: bool = False) -> bool:
    """Whether the phrase of ``prep`` after ``noun`` says what the noun is of: a preposition that completes
    any noun (``preposition-roles.tsv`` `completing`), or one that completes this noun alone ("a deal with
    the union", "a part in the campaign": ``noun-prepositions.tsv``); after "in", no place name ("a rise in
    Paris" says where), and after "with", only a party to it ("ended the dispute with a handshake" says how)
    and not after a verb of talking, whose "with" is its own. After a short ``definite`` object, a "for"
    or an "on" only by this noun's row (preposition-roles.tsv `purpose-or-manner`).
    """
    if prep.lower_ in prepositions_of("completing") and not (
        definite and prep.lower_ in prepositions_of("purpose-or-manner")
    ):
        return True
    if prep.lower_ not in noun_prepositions().get(noun.lemma_.lower(), frozenset()):
        return False
    # a gerund's phrase completes too ("the award for taking risks"), but not one that runs on into a
    # clause of its own ("a role in providing forces whenever the group was ...")
    pobj = next((c for c in prep.children if c.dep_ in {"pobj", "pcomp"}), None)
    if pobj is None or (pobj.dep_ == "pcomp" and any(t.dep_ in _CLAUSES for t in pobj.subtree)):
        return False
    if prep.lower_ == "with":
        return _party(pobj) and noun.head.lemma_.lower() not in _talking_verbs()
    return not _in_a_named_place(prep)


def _in_a_named_place(prep: Token) -> bool:
    """Whether ``prep`` is "in" before a place's name ("a rise in Paris", "came third in Scotland"): it says
    where, and the place stays an argument the graph links."""
    pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    return prep.lower_ == "in" and pobj is not None and pobj.ent_type_ in {"GPE", "LOC", "FAC"}


def _run_on(
    obj: Arg, prep: Token, args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]] | None:
    """``obj`` run on to the end of the phrase of ``prep`` right after it, and the arguments without that
    phrase; None where the phrase is no one argument, holds a pronoun or a full stop, or runs long."""
    doc = prep.doc
    inside = [a for a in args if prep.i <= a[1].start <= prep.right_edge.i and a[2] == "prep"]
    if len(inside) != 1:
        return None
    end = _clause_free_end(prep, inside[0][1].end)
    # the phrase's argument may stop before the per cent sign of its closing number ("of 4.5%")
    if end < len(doc) and doc[end].text == "%" and doc[end - 1].like_num:
        end += 1
    words = doc[prep.i : end]
    if end <= prep.i + 1 or end - obj.end > _LONGEST or _pronoun_in(words) or _over_a_stop(words):
        return None
    return [Arg(obj.start, end, obj.head)], [a for a in args if a is not inside[0]]


def _party(tok: Token) -> bool:
    """Whether ``tok`` names a party a deal or a dispute may be with: a name, or a noun of a person, a body, a
    state's organ or a group ("the union", "its lenders", "the regime", "rebels")."""
    lemma = tok.lemma_.lower()
    return (
        tok.ent_type_ in _NAME_TYPES
        or tok.pos_ == "PROPN"
        or lemma in kind_nouns()
        or lemma in person_nouns()
        or lemma in words_of_kind("head-nouns.tsv", "state-body")
        or tok.lower_ in actor_plurals()
    )


@lru_cache(maxsize=1)
def noun_prepositions() -> dict[str, frozenset[str]]:
    """Noun lemma -> the prepositions whose phrase completes that noun alone (``noun-prepositions.tsv``)."""
    table: dict[str, set[str]] = {}
    for row in read_tsv("noun-prepositions.tsv", ("noun", "preposition")):
        table.setdefault(row["noun"], set()).add(row["preposition"])
    return {noun: frozenset(preps) for noun, preps in table.items()}


def with_ranked_scope(
    verb: Token, found: list[Arg], args: list[tuple[str, Arg, str]]
) -> tuple[list[Arg], list[tuple[str, Arg, str]]]:
    """A place object run on into the phrase right after it that says in what race or behind whom it was
    won ("finished third behind the Kenyan", "came fourth in the final"; ``objects.ranked_place``), and the
    arguments without that phrase: "finish | third" says nothing alone. Not a phrase that says when
    ("finished fourth on Sunday") or holds a pronoun, nor "in" before a place's name ("came third in
    Scotland"), which stays the argument the graph links."""
    if len(found) != 1 or found[0].end != found[0].start + 1:
        return found, args
    obj, doc = found[0], verb.doc
    place = doc[obj.head]
    if place.ent_type_ != "ORDINAL" or obj.end >= len(doc):
        return found, args
    prep = doc[obj.end]
    if (
        prep.dep_ != "prep"
        or prep.head.i not in {verb.i, place.i}
        or _when(prep)
        or _when_or_where(prep)
        or _in_a_named_place(prep)
    ):
        return found, args
    return _run_on(obj, prep, args) or (found, args)


def _time_phrase(tok: Token) -> bool:
    """Whether ``tok`` heads a bare time phrase ("two weeks ago", "on Friday") and nothing more."""
    words = list(tok.subtree)
    if tok.dep_ == "prep":
        words = words[1:]
    return bool(words) and all(t.ent_type_ in {"DATE", "TIME"} or t.lower_ == "ago" for t in words)


def _infinitive_end(verb: Token) -> int:
    """Where an infinitive's clause ends before what its verb adds of its own after a comma, a clause or a
    participle's phrase ("to take the town, pushing back the army", "to retake the city following the
    collapse of the truce"): another act, or when it happened, not what the noun before it is."""
    for c in verb.rights:
        if (
            (c.dep_ == "punct" and c.text in {",", ";", ":"})
            or c.dep_ == "advcl"
            or (c.dep_ == "prep" and c.tag_ == "VBG")
        ):
            return c.left_edge.i
    return verb.right_edge.i + 1


def _negated(verb: Token) -> bool:
    """Whether the verb, or the verb it completes, is negated: "did not want to give their names for fear of
    arrest" denies the giving, not the fear; a joined "for" phrase, the reason of a negated act more often
    than what completes its object, would fall under the negation ("did not cast doubt on" keeps its "on")."""
    heads = [verb, verb.head] if verb.dep_ == "xcomp" else [verb]
    return any(c.dep_ == "neg" for h in heads for c in h.children)


# the most words a completing phrase may add to an object: longer ones carry run-on clauses and sources
_LONGEST = 14


@lru_cache(maxsize=1)
def _infinitive_nouns() -> frozenset[str]:
    """Nouns whose "to" infinitive says what they are ("a plea to halt"): ontology/infinitive-nouns.tsv."""
    return frozenset(row["word"] for row in read_tsv("infinitive-nouns.tsv", ["word"]))


@lru_cache(maxsize=1)
def _talking_verbs() -> frozenset[str]:
    """Verbs with a "with" of their own, of whom one talks or shares with ("discussed the deal with
    reporters"): ontology/talking-verbs.tsv."""
    return frozenset(row["verb"] for row in read_tsv("talking-verbs.tsv", ["verb"]))


@lru_cache(maxsize=1)
def _adverbial_nouns() -> frozenset[str]:
    """Nouns whose phrase says which way, when or how often ("to the north", "on several occasions"):
    ontology/adverbial-nouns.tsv."""
    return frozenset(
        words_of_kind("adverbial-nouns.tsv", "direction") + words_of_kind("adverbial-nouns.tsv", "frequency")
    )


# entity kinds of a phrase that says when or how many ("over the past two days", "rose to 83")
# dependency labels of a clause of its own inside a phrase
_CLAUSES = frozenset({"advcl", "relcl", "ccomp", "acl"})
_WHEN_OR_HOW_MANY = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "PERCENT", "MONEY", "QUANTITY"})
# a definite or demonstrative word that makes a short object a description the article may settle
_DEFINITE = frozenset({"the", "this", "that", "these", "those"})


def _settled_description(doc: Doc, obj: Arg) -> bool:
    """Whether ``obj`` is a short definite description ("the militants", "the group"): coreference may
    settle it to a name, which the graph links only while the object is that description alone. Only a
    noun that may stand for a name counts (a kind, person or actor noun); "the siege" or "the award" stands
    for none, and "tighten | the siege" says nothing without what it is on."""
    head = doc[obj.head]
    lemma = head.lemma_.lower()
    if lemma not in kind_nouns() and lemma not in person_nouns() and head.lower_ not in actor_plurals():
        return False
    return _short_definite(doc, obj)


def _short_definite(doc: Doc, obj: Arg) -> bool:
    """Whether ``obj`` is a definite or demonstrative word, modifiers and its head noun ("the house", "this
    grim siege")."""
    head = doc[obj.head]
    if doc[obj.start].lower_ not in _DEFINITE or obj.end != head.i + 1:
        return False
    return all(
        doc[k].head.i == head.i and doc[k].dep_ in {"det", "amod", "compound"}
        for k in range(obj.start, head.i)
    )


def _pronoun_in(words: Span) -> bool:
    """Whether a personal or possessive pronoun stands in the phrase as joined: run on into an object, "to
    him" makes the statement turn on a word that points elsewhere. Only the joined words count, not a clause
    cut off after them ("doubt on the report, saying it ...")."""
    return any(t.tag_ in {"PRP", "PRP$"} for t in words)


def _over_a_stop(words: Span) -> bool:
    """Whether a full stop stands inside ``words`` ("a drama Miami Vice. Scrubs, which ..."): the parser ran
    the next sentence into the phrase, and its words are no part of the object."""
    return any(t.text in {".", "!", "?"} for t in words[:-1])


def _when_or_where(tok: Token) -> bool:
    """Whether the phrase says when, which way or how many ("over the past two days", "for the second
    time", "to the north", "to 83") rather than what completes the object."""
    pobj = next((c for c in tok.children if c.dep_ in {"pobj", "pcomp"}), None)
    if pobj is None:
        return False
    if pobj.ent_type_ in _WHEN_OR_HOW_MANY:
        return True
    # "on Sunday monitoring group": a named day or month the parser buried in a compound still says when;
    # a length ("into a three-year program") is the noun's own modifier
    if any(
        c.dep_ == "compound" and c.tag_ == "NNP" and c.ent_type_ in {"DATE", "TIME"} for c in pobj.children
    ):
        return True
    # "to the north reiterating accusations": the parser may bury the compass word under a noun after it
    return (
        pobj.like_num
        or pobj.lemma_.lower() in _adverbial_nouns()
        or any(c.dep_ == "npadvmod" and c.lemma_.lower() in _adverbial_nouns() for c in pobj.subtree)
    )


def _clause_free_end(tok: Token, end: int) -> int:
    """Where the phrase of ``tok`` ends before a participle's clause it runs on into ("... seizing a string
    of villages"): that clause states another act, and its words would make the object a run-on."""
    doc = tok.doc
    for k in range(tok.i + 1, end):
        t = doc[k]
        if t.tag_ == "VBG" and t.dep_ in {"advcl", "acl", "conj", "xcomp"} and t.head.i != tok.i:
            end = k
            break
    # "to halt the flights on Monday": a date closing the phrase may say when the verb's act happened; but
    # one inside a clause of its own ("a school opened in 2015") says when that clause's act happened, and
    # cutting it would leave the participle hanging ("fire to a school opened")
    last = next(
        (
            t
            for t in doc[tok.i + 1 : end]
            if t.dep_ == "prep" and t.right_edge.i + 1 == end and _when_or_where(t)
        ),
        None,
    )
    if last is not None and not _in_own_clause(last, tok):
        end = last.i
    # "... to repel the assault the Observatory reported": a phrase running up to a speech verb outside it
    # has swallowed the sentence's closing source, which is no part of the object; a gerund cut off above
    # ("doubt on the plan, saying it ...") is a clause of the phrase's own, not a closing source
    if (
        end < len(doc)
        and doc[end].lemma_ in SPEECH_LEMMAS
        and doc[end].pos_ == "VERB"
        and doc[end].tag_ != "VBG"
    ):
        return tok.i
    # a headline's closing source with no verb ("Flood cuts power to 20 villages in Hama state TV")
    if end > tok.i + 1 and is_source_head(doc[end - 1]) and (end >= len(doc) or doc[end].is_space):
        return tok.i
    # and no closing mark, conjunction, determiner or preposition whose words were cut off after it ("to 20
    # villages in" where a headline's source "Hama state TV" was clipped)
    # a per cent sign is a word of the number before it ("growth of 1.9%"), not a closing mark
    while end - 1 > tok.i and (
        (doc[end - 1].is_punct and doc[end - 1].text != "%")
        or doc[end - 1].is_space
        or doc[end - 1].dep_ in {"cc", "det"}
        or doc[end - 1].pos_ == "ADP"
    ):
        end -= 1
    return end


def _in_own_clause(prep: Token, top: Token) -> bool:
    """Whether ``prep`` hangs, below the phrase's head ``top``, on a verb of a clause of its own (a participle
    or relative clause: "a base attacked on Sunday") rather than on the head or a noun of the phrase."""
    t = prep.head
    while t.i != top.i and t.head.i != t.i:
        if t.pos_ in {"VERB", "AUX"}:
            return True
        t = t.head
    return False


def _when(prep: Token) -> bool:
    """Whether the preposition's phrase says when ("blamed the opposition on Monday for the delay"): a
    time of the act, not what completes its object ("draw a line under the season" names none).

    "before" and "after" say when with a date anywhere in their phrase ("before the summer recess").
    """
    pobjs = [c for c in prep.children if c.dep_ == "pobj"]
    if prep.lower_ in prepositions_of("order"):
        return any(t.ent_type_ in {"DATE", "TIME"} for c in pobjs for t in c.subtree)
    return prep.lower_ in prepositions_of("time") and any(
        c.ent_type_ in {"DATE", "TIME"} or c.lower_ in opening_words() for c in pobjs
    )


@lru_cache(maxsize=1)
def object_complements() -> dict[str, dict[str, frozenset[str]]]:
    """Verb lemma -> the prepositions whose phrase completes its object -> the object nouns the row is
    kept to, none for any noun (``object-complements.tsv``)."""
    table: dict[str, dict[str, set[str]]] = {}
    for row in read_tsv("object-complements.tsv", ("verb", "preposition", "object")):
        nouns = table.setdefault(row["verb"], {}).setdefault(row["preposition"], set())
        if row["object"] not in {"", "-"}:
            nouns.add(row["object"])
    return {verb: {p: frozenset(n) for p, n in preps.items()} for verb, preps in table.items()}
