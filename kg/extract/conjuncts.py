"""Coordinations split into one phrase each: ``conjuncts`` for coordinated nouns, ``adjective_variants``
for coordinated modifiers; ``same_name`` keeps a name that holds "and" whole; ``kept_whole`` keeps the
pair "between" names, a joint count's doers and "A and other B" whole; ``next_subject_verb`` finds the
next clause's subject the parser coordinated into an object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spacy.symbols import conj as CONJ

from .cache import tag_columns
from .facts import Arg
from .listed_tolls import counted
from .lists import prepositions_of

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def adjective_variants(arg: Arg, head: Token) -> list[Arg]:
    """ "Greek and Roman pagans" -> "Greek pagans", "Roman pagans": one phrase per coordinated modifier."""
    for mod in head.lefts:
        if mod.dep_ not in {"amod", "compound", "nmod"} or mod.i < arg.start:
            continue
        others = [c for c in mod.children if c.dep_ == "conj" and c.i < head.i]
        if not others:
            continue
        variants = []
        block = (mod.i, max(c.right_edge.i for c in others) + 1)
        for choice in [mod, *others]:
            gap = (mod.i + 1, block[1]) if choice.i == mod.i else (block[0], choice.left_edge.i)
            variants.append(Arg(arg.start, arg.end, arg.head, gap))
        return variants
    return [arg]


def conjuncts(tok: Token) -> list[Token]:
    """``tok`` and the nominal conjuncts coordinated with it ("Hamas and Hezbollah"), up to the first that
    opens the next clause's subject (``next_subject_verb``); only ``tok`` for a coordination
    ``kept_whole``."""
    out = [tok]
    doc = tok.doc
    if kept_whole(tok):
        return out
    for c in tok.conjuncts:
        if c.i > tok.i and next_subject_verb(c) is not None:
            break
        # the parser sometimes coordinates the pieces of a hyphenated word ("hi", "-", "fis")
        glued = c.text == "-" or (doc[c.i - 1].text == "-" and not doc[c.i - 1].whitespace_)
        if (
            c.i > tok.i
            and c.pos_ in {"NOUN", "PROPN", "PRON", "NUM", "ADJ"}
            and not glued
            and not same_name(tok, c)
        ):
            out.append(c)
    return out


def same_name(first: Token, last: Token) -> bool:
    """True when both words sit in one named entity ("the London, Midland and Scottish Railway")."""
    doc = first.doc
    return bool(first.ent_type_) and all(doc[i].ent_iob_ == "I" for i in range(first.i + 1, last.i + 1))


# a clause that modifies a noun of its own
_CLAUSE_MODIFIERS = frozenset({"relcl", "acl"})
# the subject of a finite clause
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
# the slots of an object the next clause's subject may be coordinated into
_OBJECT_DEPS = frozenset({"dobj", "pobj", "attr", "oprd", "dative"})
# a finite verb's tags, or its auxiliary's
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
# the words that may stand between a subject and its verb: a preposition's phrase or an adverb ("residents
# and rebels on the ground dismissed ...")
_BETWEEN_POS = frozenset({"ADP", "DET", "NOUN", "PROPN", "ADJ", "NUM", "ADV", "PART"})
# how a clause of its own hangs on the clause before; dependents only a noun takes ("talent show", a
# noun the tagger read as a verb)
_CLAUSE_DEPS = frozenset({"conj", "ccomp", "ROOT", "parataxis"})
_NOUN_DEPENDENTS = frozenset({"compound", "det", "amod", "nummod", "poss"})


def kept_whole(tok: Token) -> bool:
    """True for a coordination whose conjuncts one statement each would misread: a pair "between" names
    (``pairs_as_one``), the doers of a joint count (``joint_count``) or "A and other B" (``other_kind``)."""
    return pairs_as_one(tok) or joint_count(tok) or other_kind(tok) or shared_head(tok)


def shared_head(tok: Token) -> bool:
    """True for coordinated modifiers of one noun that the parser read as coordinated things: "a weapons and
    ammunition bunker", "the party's unfair and over-complicated taxes". Split, the first is cut before its
    head noun ("destroyed a weapons", "attacked the party's unfair"); kept whole, the phrase is the
    sentence's own. The first conjunct shows it is no thing of its own: an adjective heading the phrase, or a
    plural after "a" or "an"; the last conjunct is a common noun with a modifier of its own before it."""
    if tok.pos_ not in {"NOUN", "ADJ"} or tok.dep_ == "conj":
        return False
    joined = [c for c in tok.children if c.dep_ == "conj"]
    if len(joined) != 1 or joined[0].pos_ != "NOUN":
        return False
    last = joined[0]
    modifiers = [g for g in last.children if g.dep_ in {"amod", "compound"} and g.i < last.i]
    if not modifiers:
        return False
    # modifiers of one noun are joined without a comma ("Tous, or digital television" names one thing twice)
    if any(g.dep_ == "conj" for g in last.children) or any(t.text == "," for t in tok.doc[tok.i : last.i]):
        return False
    if tok.pos_ == "ADJ":
        # an adjective with a modifier of its own names a thing ("took best newcomer and best single")
        graded = any(c.dep_ in {"amod", "advmod", "npadvmod"} for c in tok.children)
        return tok.tag_ == "JJ" and last.tag_ in {"NN", "NNS"} and not graded
    # the article right before the plural: "a few weeks", "a dozen rifles" count the plural itself
    article = [g for g in tok.children if g.dep_ == "det" and g.lower_ in {"a", "an"} and g.i == tok.i - 1]
    # a noun after the conjunction stands beside the plural as a modifier ("a weapons and ammunition
    # bunker"); an adjective there opens a thing of its own ("a crossroads and major trade hub")
    return bool(article) and tok.tag_ == "NNS" and modifiers[0].dep_ == "compound"


def joint_count(tok: Token) -> bool:
    """True for the first of coordinated doers whose act is counted once for all of them: "warplanes and
    helicopters launched 60 raids", "40 people were killed by shelling and air strikes". Split, each doer
    is given the whole count ("helicopters | launch | 60 raids"), which the sentence does not say; kept
    whole, the statement is the sentence's own. Only a subject with a counted object, or a passive's agent
    or "in" phrase with a counted subject ("in" names the cause or, "killed in villages and towns", the
    places, which kept whole say as much); the count is a number on the noun or the noun itself.
    Only common nouns, weapons and forces: a name kept in a coordination would be shown in the graph as the
    first name's entity alone ("trapped in Zabadani and Madaya" as Zabadani). "Each" shares the count out
    ("A and B received two nominations each")."""
    if tok.pos_ != "NOUN" or not any(c.dep_ == "conj" for c in tok.children):
        return False
    if any(c.pos_ != "NOUN" for c in tok.conjuncts):
        return False
    if tok.dep_ == "nsubj":
        verb, wanted = tok.head, {"dobj"}
    elif tok.dep_ == "pobj" and (tok.head.dep_ == "agent" or tok.head.lower_ == "in"):
        verb, wanted = tok.head.head, {"nsubjpass"}
    else:
        return False
    if verb.pos_ not in {"VERB", "AUX"}:
        return False
    if any(t.lower_ == "each" for t in verb.subtree):
        return False
    return any(c.dep_ in wanted and counted(c) for c in verb.children)


def other_kind(tok: Token) -> bool:
    """True for "chlorine and other chemical attacks": a bare common noun coordinated with "other" and a
    noun that has modifiers of its own is a modifier of that noun too (chlorine attacks), not a thing of
    its own; split, "chlorine" alone is cut before its head noun. A name or a noun with a determiner
    ("Russia and other countries", "the army and other forces") is a member of the kind, and split."""
    if tok.pos_ != "NOUN" or not tok.is_lower:
        return False
    if any(c.dep_ in _NOUN_DEPENDENTS for c in tok.children):
        return False
    for c in tok.children:
        if c.dep_ != "conj" or c.pos_ != "NOUN":
            continue
        mods = [g for g in c.children if g.dep_ in {"amod", "compound"} and g.i < c.i]
        if any(g.lower_ == "other" for g in mods) and len(mods) > 1:
            return True
    return False


def pairs_as_one(tok: Token) -> bool:
    """True for the object of a preposition that names a pair as one ("sits between Turkey and Iraq"):
    each noun alone ("sits between Turkey") would be false (``preposition-roles.tsv``, pairing)."""
    # a clause hung on one of the pair ("between the army and rebels backed by X") needs the pair split, so
    # that the rules for relative antecedents find the noun it is about
    return (
        tok.dep_ == "pobj"
        and tok.head.lower_ in prepositions_of("pairing")
        and any(c.dep_ == "conj" for c in tok.children)
        and not any(g.dep_ in _CLAUSE_MODIFIERS for c in (tok, *tok.conjuncts) for g in c.children)
    )


def next_subject_verb(conj: Token) -> Token | None:
    """The finite verb right after a noun conjunct of an object whose subject the conjunct is, or None.

    Text without commas ("Aleppo is one of the main contested cities and government forces took ground
    around it") leads the parser to coordinate the next clause's subject with the object before it and to
    leave that clause's verb without a subject (or with a far one, across the object): "Aleppo | be | one
    of ... cities and government forces" and "civilians | flee via | rebels" are false. The verb must be
    finite, come after the conjunct with only a phrase or an adverb between, hold no subject of its own
    after the object, and not hold the conjunct (in a subject it read right: "Artists including A and B
    gave ...").
    """
    # a conjunct with a participle or relative of its own ("territories aimed at ...") runs into a verb
    # that phrase may hold
    if (
        conj.dep_ != "conj"
        or conj.pos_ not in {"NOUN", "PROPN"}
        or any(c.dep_ in _CLAUSE_MODIFIERS for c in conj.children)
    ):
        return None
    first = conj
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    # a bare participle read as a clause ("bombs packed with explosives and shrapnel were dropped") leaves
    # the subject before it, not the conjunct, to the verb after
    governor = next((a for a in first.ancestors if a.pos_ in {"VERB", "AUX"}), None)
    bare_participle = governor is not None and governor.tag_ == "VBN" and not _finite(governor)
    if first.dep_ not in _OBJECT_DEPS or bare_participle:
        return None
    doc = conj.doc
    sent_end = conj.sent.end
    k = conj.right_edge.i + 1
    while k < sent_end and doc[k].pos_ in _BETWEEN_POS:
        k += 1
    # an acronym read as a verb ("a camp for IS fighters") is no clause's verb
    if k >= sent_end or doc[k].pos_ not in {"VERB", "AUX"} or doc[k].is_upper:
        return None
    verb = doc[k].head if doc[k].dep_ in {"aux", "auxpass"} and doc[k].head.i > k else doc[k]
    # a past tense hung as a participle on a noun before the object ("one of the towns and fighters
    # seized ground ...") crosses the conjunct: with an object of its own, as a participle of the passive
    # has none ("rules and advice needed to run ..."), it is the next clause's verb misread
    misread = (
        verb.dep_ == "acl"
        and verb.tag_ == "VBD"
        and verb.head.i < first.i
        and any(c.dep_ == "dobj" for c in verb.children)
    )
    if (
        not _finite(verb)
        or not (verb.dep_ in _CLAUSE_DEPS or misread)
        or any(c.dep_ in _NOUN_DEPENDENTS for c in verb.children)
    ):
        return None
    # a verb above the conjunct holds it in its own subject ("Artists including A and B gave ..."), which
    # the parse read right
    if verb.is_ancestor(conj) or any(c.dep_ in _SUBJECT_DEPS and c.i >= first.i for c in verb.children):
        return None
    return verb


def _finite(verb: Token) -> bool:
    """Whether ``verb`` is finite itself or through its auxiliary ("took", "had fled", "will be")."""
    return verb.tag_ in _FINITE_TAGS or any(
        c.dep_ in {"aux", "auxpass"} and c.tag_ in _FINITE_TAGS for c in verb.children
    )


def next_subject_cut(doc: Doc, start: int, end: int, clause: Token | None = None) -> int:
    """Where a phrase ``[start, end)`` ends before a conjunct that opens the next clause's subject
    (``next_subject_verb``): at the conjunction before it; ``end`` when none does.

    Given the ``clause`` a speaker reports, a next clause inside it stays: the parse has it reported too
    ("said plans were announced in December and Blair is now recycling them").
    """
    # the label column spares building a Token for each word of every phrase: only a conjunct is read
    deps = tag_columns(doc)[1]
    for k in range(start + 1, end):
        if deps[k] != CONJ:
            continue
        tok = doc[k]
        verb = next_subject_verb(tok)
        if verb is not None and not (clause is not None and clause.is_ancestor(verb)):
            cc = max((c for c in tok.head.children if c.dep_ == "cc" and c.i < tok.i), default=None)
            cut = cc.i if cc is not None and cc.i >= start else tok.left_edge.i
            return cut if cut > start else end
    return end
