"""Nominal re-description: "the firm" after "Yukos, the Russian oil firm" stands for Yukos.

A definite noun repeating the head noun of a description an article gave one name (or one group of names
joined by "and") stands for that name (``described_again``). Descriptions no name was given in apposition
("the forum", "the minister") are ``kg.extract.descriptions``; pronouns are ``kg.extract.coref``.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from ..resources import number_words
from .attribution import company_nouns, contrast_words, demonym_words, is_speech_verb
from .cache import tagged
from .descriptions import kind_nouns
from .quotes import clean_name
from .titled_names import continues_phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


def described_again(doc: Doc, resolved: dict[int, str], title_end: int = 0) -> dict[int, str]:
    """ "the firm" after "Yukos, the Russian oil firm": a definite noun that repeats the head noun of
    the description given to a name earlier in the article stands for that name.

    A description is an apposition ("Yukos, the Russian oil firm"; "the site, Loki"), a noun before the
    name ("Chinese computer firm Lenovo") or a noun the parser read as the same slot of the same verb right
    before the name ("French film A Quiet Harbour received ...": ``_double_argument``), not one whose name
    closes the headline and is not named again (a wire's source, its colon lost: "... in rebel town
    Monitor"), not a negated one
    ("A and B, not pilots but baggage handlers"), nor one an "of" phrase narrows ("the two pilots of the
    transport plane": other pilots may follow). A copula ("Oxfam is a charity") is no tie: "is a former
    pilot", "was a minister in the 1990s", "would be a better mayor", "is a charity too" beside another
    charity all say less than an apposition, and such ties fired in none of 186 development files. A
    plural description of
    names joined by "and" ("The two pilots Riafagat Khabibulin and Yevgeny Dolgin") gives the plural noun
    all of them, written as one coordinated name ("Riafagat Khabibulin and Yevgeny Dolgin"): a reader
    takes "the pilots were attacking" as said of both together. The later noun may carry words of its own
    ("The Russian pilots", "the two pilots"); a count among them must be the number of names tied, a
    nationality, place or name among them one the tie was written with ("The Syrian pilots" are not the
    Russian pilots), and none may set it apart ("the other firm", "the rival firm", "the second charity",
    "the biggest firm": ``ontology/contrast-words.tsv``, ordinals, comparatives, superlatives). Only
    a noun that one name (or one group) alone was described by is taken: two firms before "the firm"
    leave it open.
    """
    firms = company_nouns()
    demonyms = demonym_words()

    def key(noun: Token) -> tuple[str, bool]:
        # news varies "company", "firm", "group" for one company: two companies so described are rivals
        return ("company" if noun.lemma_ in firms else noun.lemma_, noun.tag_ == "NNS")

    # noun key -> (where the tie is, the name or names, how many, the words of the tie)
    described: dict[tuple[str, bool], list[tuple[int, str, int, frozenset[str]]]] = {}
    for ent in doc.ents:
        if ent.label_ not in _DESCRIBED or (ent.start > 0 and doc[ent.start - 1].tag_ == "POS"):
            continue  # "Ocean's Twelve": the tagger's name is a fragment after a possessive
        name = clean_name(ent.text)
        if ent.start_char < title_end <= ent.end_char and not _named_in_body(doc, name, title_end):
            continue  # "... shelling of rebel town Monitor": the headline's source, its colon lost
        root = ent.root
        nouns = [c for c in root.children if c.dep_ in {"appos", "compound"} and c.pos_ == "NOUN"]
        if root.dep_ == "appos" and root.head.pos_ == "NOUN":
            nouns.append(root.head)
        if (twin := _double_argument(ent)) is not None and twin not in nouns:
            nouns.append(twin)
        for noun in nouns:
            if not name or ent.start <= noun.i < ent.end or _negated_or_narrowed(noun, ent):
                continue
            at = max(noun.i, ent.start)
            tie = doc[min(noun.left_edge.i, root.left_edge.i) : max(noun.i + 1, ent.end)]
            words = frozenset(t.lower_ for t in tie)
            if noun.tag_ == "NN":
                described.setdefault(key(noun), []).append((at, name, 1, words))
            elif noun.tag_ == "NNS" and len(group := _joined_names(ent)) > 1:
                if _counted(noun) not in {0, len(group)}:
                    continue  # "the two countries, A and B and C": the count does not fit the names
                described.setdefault(key(noun), []).append((at, " and ".join(group), len(group), words))
    out: dict[int, str] = {}
    if not described:
        return out  # most articles describe no name: no noun below could repeat one
    for tok in tagged(doc, frozenset({"NN", "NNS"})):
        if tok.i in resolved or key(tok) not in described:
            continue
        # an owner too: "The singer's new album" after "Irish singer Aine Doyle" is hers; not a company
        # noun, which ``inner_names`` does not write inside a longer side (session 51's corpus read: tied
        # by an apposition, "the company" named a bidder or a fund as often as the company meant)
        owner = tok.dep_ == "poss" and tok.lemma_ not in firms
        if tok.ent_type_ or (tok.dep_ not in ARGUMENTS and not owner):
            continue
        count = _definite_count(tok)
        if count is None or (tok.tag_ == "NNS" and (_generic_present(tok) or _reciprocal(tok))):
            continue
        ties = [(name, size, words) for at, name, size, words in described[key(tok)] if at < tok.i]
        if len({(name, size) for name, size, _ in ties}) != 1:
            continue
        name, size, _ = ties[0]
        own = [t for k in tok.children for t in k.subtree]
        if any(_sets_apart(t) for t in own):
            continue  # "the other firm", "the second charity", "the biggest firm": not the one tied
        # a name among the noun's words must be one its tie was written with ("the England side" is not
        # Gloucester, which the article called "his club side"; "the Gloucester prop" is Phil Vickery), and
        # so must a nationality or a place ("The Syrian pilots" are not "the two Russian pilots"; "The
        # British firm" is not "Yukos, the Russian oil firm")
        named = {t.lower_ for t in own if t.pos_ == "PROPN" or t.ent_type_ in _PLACES or t.lower_ in demonyms}
        # ... unless the article gave the noun that nationality before the tie, and the tie gave it none:
        # "Two Russian pilots were killed ... The two pilots A and B ... The Russian pilots"
        first = min(at for at, *_ in described[key(tok)])
        earlier = {
            c.lower_
            for t in doc[:first]
            if t.tag_ == tok.tag_ and key(t) == key(tok)
            for c in t.children
            if c.dep_ == "amod" and c.lower_ in demonyms
        }
        # so must a noun before the noun: "the home secretary" is not "Jack Straw, now foreign secretary"
        kinds = {t.lower_ for t in own if t.dep_ == "compound" and t.pos_ == "NOUN"}
        if count in {0, size} and any(
            kinds <= words and (named <= words or _nationality_given(named, words, earlier))
            for *_, words in ties
        ):
            out[tok.i] = name
    return out


def apposed(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> name, for a definite description the name right after it is set beside: "the
    communications regulator Ofcom", "the capital Damascus", "The group the Syrian Observatory for Human
    Rights also said". The phrase cut drops the apposition, so the argument keeps only "the capital"; the
    name is written in the very phrase, and no look-back is needed.

    The parser must hang the name on the noun as its apposition, the name must start right after the
    noun (or after a "the" of its own), or be set off by commas ("The airline, SkyJet, will": ``_set_off``),
    and it must be of the noun's kind: a person only for a role noun
    of ``ontology/kind-nouns.tsv`` ("the former minister Beverly Hughes"), never for any other noun ("the
    scientist leading the team Ake Sellstrom" is the scientist, whom the parse may hang on "team"), and
    never a nationality. Singular nouns only: "the programs A, B and C" are many."""
    out: dict[int, str] = {}
    for ent in doc.ents:
        root = ent.root
        noun = root.head if root.dep_ == "appos" else _double_subject(ent)
        if noun is None or noun.i >= ent.start or noun.i in resolved or noun.tag_ != "NN":
            continue
        gap = [t.lower_ for t in doc[noun.i + 1 : ent.start]]
        if not (_beside(gap) or _set_off(gap, ent)) or noun.dep_ not in ARGUMENTS:
            continue
        opened = doc[noun.left_edge.i].lower_ == "the" or (root.dep_ != "appos" and _undetermined(noun))
        if not opened or noun.ent_type_ or continues_phrase(noun):
            continue
        person = _kind_of(noun) == "person"
        if ent.label_ not in _DESCRIBED or ent.label_ == "NORP" or (ent.label_ == "PERSON") != person:
            continue
        if any(c.dep_ == "conj" for c in root.children) or (name := clean_name(ent.text)) == "":
            continue  # "the program BitTorrent and eDonkey": more than one
        if any(c.i >= ent.end and c.dep_ in {"amod", "compound", "nmod"} for c in root.children):
            continue  # "The city Syrias largest": a possessive without its apostrophe, no name beside it
        if _closing_speaker(ent, noun):
            continue
        out[noun.i] = name
    return out


def _beside(gap: list[str]) -> bool:
    """True for the words between a description and its name when the name follows at once: "the
    capital Damascus", "the group the Syrian Observatory"."""
    return gap in ([], ["the"])


def _set_off(gap: list[str], ent: SpacySpan) -> bool:
    """True for a name set off by commas on both sides right after its description: "The airline,
    SkyJet, will ...", "The new president, Viktor Yanev, has said". The closing comma tells an
    apposition from a list ("the firm, Apple and Sony"). Not a name with a "the" of its own ("the first
    supercomputer, the Cray-1,"): the parse then turns the apposition's copula round ("the Cray-1" as
    its object), and resolving the description made it say the name is itself."""
    doc = ent.doc
    return gap == [","] and ent.end < len(doc) and doc[ent.end].text == ","


def _closing_speaker(ent: SpacySpan, noun: Token) -> bool:
    """True when ``ent`` is the subject of a saying verb right after it that ``noun`` is not the subject
    of: "shelling on the government-held west the Syrian Observatory said" (commas lost) hangs the
    speaker on "west"; "The group the Syrian Observatory also said" is the group's own saying."""
    doc = ent.doc
    after = ent.end
    while after < len(doc) and doc[after].pos_ == "ADV":
        after += 1
    if after >= len(doc) or not is_speech_verb(doc[after]):
        return False
    return not (noun.dep_ in {"nsubj", "nsubjpass"} and noun.head.i == after)


def _double_subject(ent: SpacySpan) -> Token | None:
    """The noun right before ``ent`` when the parser made both subjects of one verb: "The opposition
    Syrian National Coalition accused ..." read as two subjects of "accused" is one phrase, the
    description and its name."""
    if ent.start == 0 or ent.root.dep_ != "nsubj":
        return None
    noun = ent.doc[ent.start - 1]
    return noun if noun.dep_ == "nsubj" and noun.head.i == ent.root.head.i else None


def _double_argument(ent: SpacySpan) -> Token | None:
    """The common noun right before ``ent`` when the parser made the two one slot twice over: "French film
    A Quiet Harbour received ..." read as two subjects of "received", "banned the play The Long Night" as
    two objects of "banned" (or the name as the verb's bare adverbial noun, as a time: "npadvmod").
    Without commas, the noun describes the name that follows it, as in "the rock band Oasis", which the
    parse hangs as a compound. Not a name after a "the" of its own unless the name opens on it, nor a
    noun of another slot ("told the court Smith had lied": the court is told, Smith the subject of
    "lied")."""
    if ent.start == 0:
        return None
    root, noun = ent.root, ent.doc[ent.start - 1]
    if noun.pos_ != "NOUN" or noun.tag_ not in {"NN", "NNS"} or noun.ent_type_:
        return None
    same = noun.dep_ == root.dep_ or (noun.dep_ == "dobj" and root.dep_ == "npadvmod")
    if noun.dep_ not in _TWIN_SLOTS or not same or noun.head.i != root.head.i:
        return None
    return noun


def _named_in_body(doc: Doc, name: str, title_end: int) -> bool:
    """True when the article names ``name`` again after its headline: "Shareholders back takeover of rival
    retailer Brightmart" closes on the firm the story is about, where a wire's source ("... rebel town
    Monitor") stands in the headline alone."""
    return any(e.start_char >= title_end and clean_name(e.text) == name for e in doc.ents)


def _undetermined(noun: Token) -> bool:
    """True for a noun with no determiner, only adjectives or nouns before it: "French film" in "French
    film A Quiet Harbour has received ...", read by the parser as a second subject. Such a phrase is the
    name's description run into it ("Italian drama X", "US retailer X"), and the name is the subject."""
    kids = list(noun.children)
    return bool(kids) and all(k.i < noun.i and k.dep_ in {"amod", "compound"} for k in kids)


def _kind_of(noun: Token) -> str:
    """The kind ``ontology/kind-nouns.tsv`` gives ``noun`` ("person" for "minister"), or ""."""
    return kind_nouns().get(noun.lemma_.lower(), "")


def _generic_present(tok: Token) -> bool:
    """True when ``tok`` is the subject or object of a verb in the simple present: "Across Europe, the
    pilots are paid less than a decade ago" speaks of pilots in general, not of the two named; "the
    pilots were attacking", "the pilots have been nominated" are about them."""
    verb = tok.head
    if tok.dep_ not in {"nsubj", "nsubjpass", "dobj"} or verb.pos_ not in {"VERB", "AUX"}:
        return False
    aux = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    if not aux:
        return verb.tag_ in {"VBP", "VBZ"}
    return len(aux) == 1 and aux[0].dep_ == "auxpass" and aux[0].tag_ in {"VBP", "VBZ"}


def _reciprocal(tok: Token) -> bool:
    """True when ``tok``'s clause says something of its names towards each other ("The pilots blamed
    each other"), which is no statement of each name."""
    pairs = set(pairwise(t.lower_ for t in tok.head.subtree))
    return bool(pairs & {("each", "other"), ("one", "another")})


def _negated_or_narrowed(noun: Token, ent: SpacySpan) -> bool:
    """True for a description that ties nothing: a negated one ("Gareth Lowe and Simon Price, not pilots
    but baggage handlers"), or one an "of" phrase narrows ("the two pilots of the transport plane": a
    later "the pilots" may be those of a second jet, and a description with an "of" phrase of its own is
    never taken)."""
    doc = noun.doc
    between = doc[min(ent.end, noun.left_edge.i) : noun.i]
    if any(t.dep_ == "neg" or t.lower_ in _NEGATIONS for t in [*between, *noun.children]):
        return True
    return any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children)


def _nationality_given(named: set[str], tie: frozenset[str], earlier: set[str]) -> bool:
    """True when the words of ``named`` the tie lacks are all nationalities the article gave the noun
    earlier, and the tie gave it no nationality of its own (which would then differ)."""
    demonyms = demonym_words()
    return not (tie & demonyms) and named - tie <= earlier


def _sets_apart(tok: Token) -> bool:
    """True for a word that sets a description apart from the name tied to its noun: "other", "rival",
    "new", "former" (``ontology/contrast-words.tsv``), an ordinal ("second"), a comparative or a
    superlative ("bigger", "biggest"). Not a word of a name: "the New York bank", "The New Zealand pilots"."""
    if tok.ent_type_ == "ORDINAL" or tok.tag_ in _GRADED:
        return True
    return tok.lower_ in contrast_words() and tok.pos_ != "PROPN" and not tok.ent_type_


_NEGATIONS = frozenset({"not", "never", "no"})
# Comparatives and superlatives: "the bigger firm", "the biggest firm", "the most senior pilot".
_GRADED = frozenset({"JJR", "JJS", "RBR", "RBS"})
# Entity kinds of a place or a nationality among a description's words ("The Syrian pilots").
_PLACES = frozenset({"NORP", "GPE", "LOC"})


def _joined_names(ent: SpacySpan) -> list[str]:
    """The names ``ent`` is joined with by "and", itself included, in order: "Riafagat Khabibulin and
    Yevgeny Dolgin" from either. [] when one of the conjuncts is no name of ``ent``'s kind ("Khabibulin and
    a mechanic" is no group of names)."""
    doc = ent.doc
    first = ent.root
    while first.dep_ == "conj":
        first = first.head
    conjuncts = [first]
    for tok in conjuncts:  # grows as it goes: "A, B and C" chains conj to conj
        conjuncts += [c for c in tok.children if c.dep_ == "conj"]
    names = []
    seen = set()
    for tok in sorted(conjuncts, key=lambda t: t.i):
        other = next((e for e in doc.ents if e.start <= tok.i < e.end and e.label_ == ent.label_), None)
        if other is None or not clean_name(other.text):
            return []
        if other.start not in seen:  # "Bosnia and Herzegovina and Serbia": a name with "and" counts once
            seen.add(other.start)
            names.append(clean_name(other.text))
    return names


def _definite_count(tok: Token) -> int | None:
    """How many a definite description counts (0: no count), or None when ``tok`` is no definite
    description of its own words: it opens on "the" ("the two Russian pilots", "Both the pilots") and
    holds only adjectives, nouns and a count before its noun, nothing after it ("the city of Palmyra"
    names its own)."""
    # an owner's possessive mark ("the singer's") says whose, no words of its own
    kids = [k for k in tok.children if not (k.dep_ == "case" and k.i == tok.i + 1)]
    dets = [k for k in kids if k.dep_ == "det"]
    if len(dets) != 1 or dets[0].lower_ != "the":
        return None
    if any(k.i > tok.i or k.dep_ not in DESCRIPTION_WORDS for k in kids):
        return None
    if any(k.i < dets[0].i and k.lower_ != "both" for k in kids):
        return None
    count = 2 if any(k.lower_ == "both" for k in kids) else 0
    for k in kids:
        if k.dep_ == "nummod":
            value = _number(k)
            if value is None:
                return None
            count = value
        elif any(t.dep_ not in {"compound", "amod"} for t in k.subtree if t.i != k.i):
            return None  # "the Homs-based ...": a phrase of its own, not plain words
    return count


def _counted(noun: Token) -> int:
    """The number a noun's count word gives ("the two countries": 2), 0 with none or one not a number."""
    for k in noun.children:
        if k.dep_ == "nummod":
            return _number(k) or 0
    return 0


def _number(tok: Token) -> int | None:
    """The whole number a count word or figure says ("two", "2"), or None for any other word."""
    value = number_words(frozenset({"number"})).get(tok.lower_) or tok.text
    return int(value) if value.isdigit() else None


# The words a definite description may hold before its noun ("Both the two Russian pilots"); triples.py too.
DESCRIPTION_WORDS = frozenset({"det", "predet", "amod", "compound", "nummod"})


# Names a description can be given to: people, organisations, places, works, products, events.
_DESCRIBED = frozenset({"PERSON", "ORG", "GPE", "FAC", "LOC", "NORP", "PRODUCT", "WORK_OF_ART", "EVENT"})


# Slots the parser may give a noun and the name right after it both, one phrase read as two arguments.
_TWIN_SLOTS = frozenset({"nsubj", "nsubjpass", "dobj"})
# Dependency slots of a noun that is an argument of its verb; nearby.py too.
ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})
