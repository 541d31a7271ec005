"""Definite descriptions that name again a thing the article named: "the forum", "the club", "the console".

A reader takes "The forum also seeks to ..." for the Deir Ezzor Consultative Forum named two sentences
before; out of its article, "the forum" says nothing. The nouns and the kind of name each can stand for
are in ``ontology/kind-nouns.tsv`` (with the company nouns of ``company-nouns.tsv`` as organisations).
A description takes the one name before it in the article that its noun heads ("the forum" for "the
Deir Ezzor Consultative Forum"); a role noun ("the minister") also the one person named in its sentence,
the two before or the headline. Otherwise it stays unresolved, and ``kg.extract.evidence`` keeps a
statement whose subject or speaker it is out of the graph like an unresolved pronoun. A role noun with
words of its own ("The Dublin-born actor said") is read as the one person named in reach, when no other
person is named there at all (``described_person``). "X, the Russian oil firm" (a description the
article gave a name) is ``redescription.described_again``; this module covers the descriptions the
article never gave.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, title_rows
from .attribution import company_nouns, contrast_words, demonym_words, firm_nouns, is_speech_verb
from .cache import with_pos, written_sentences
from .held_names import NAMES, bare, holding_name
from .quotes import SUBJECTISH, clean_name, inside_quotation

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# The NER labels of the names each kind of noun can stand for ("named": only a name holding the noun).
_LABELS = {
    "org": frozenset({"ORG"}),
    "person": frozenset({"PERSON"}),
    "work": frozenset({"WORK_OF_ART", "PRODUCT"}),
    "named": frozenset(),
}
# Words of ``ontology/contrast-words.tsv`` that say only what a described person was ("the former
# Liverpool striker", "the ex-chairman"), not that another one is meant.
_WAS = frozenset({"former", "ex"})
# Argument slots a description stands in (a "the club" inside a compound or a name is no argument).
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})


@lru_cache(maxsize=1)
def kind_nouns() -> dict[str, str]:
    """Noun lemma -> the kind of name it stands for, from ``ontology/kind-nouns.tsv``; the company nouns
    of ``company-nouns.tsv`` stand for organisations."""
    kinds = dict.fromkeys(company_nouns(), "org")
    kinds.update((row["noun"].lower(), row["stands_for"]) for row in read_tsv("kind-nouns.tsv"))
    return kinds


def description_kind(tok: Token) -> str:
    """The kind of name a bare definite description ("the forum", an owner "the club's") stands for, or ""."""
    kind = kind_nouns().get(tok.lemma_.lower(), "")
    # an owner by the name holding its noun ("the ministry's"), not a firm's or a role's (session 51's read)
    owner = tok.dep_ == "poss" and tok.lemma_.lower() not in firm_nouns() and kind != "person"
    if tok.pos_ != "NOUN" or tok.tag_ != "NN" or tok.ent_type_ or (tok.dep_ not in _ARGUMENTS and not owner):
        return ""
    kids = [k for k in tok.children if not (k.dep_ == "case" and k.i == tok.i + 1)]  # "'s" says whose
    return kind if kind and len(kids) == 1 and kids[0].lower_ == "the" and kids[0].i == tok.i - 1 else ""


def described_person(tok: Token) -> bool:
    """True for a subject or speaker that describes a person by a role noun with words of its own: "The
    left-wing president said", "The South African archbishop said", "the former minister denied". A
    reader takes it for the one person the article has just named: its words (a nationality, "former",
    an adjective) describe that person, they do not name another. Not a name among its words ("The
    Microsoft chief", "the Liverpool-born striker": a body or a place the person named in reach may have
    nothing to do with), not an office said as a title ("the foreign minister": ``kg.extract.offices``),
    not words that set the person apart ("the other striker", "the second actor", "the best actor":
    ``ontology/contrast-words.tsv``), nor words after the noun ("the actor who played ...") that may say
    who."""
    if tok.pos_ != "NOUN" or tok.tag_ != "NN" or tok.ent_type_ or tok.dep_ not in SUBJECTISH:
        return False
    if kind_nouns().get(tok.lemma_.lower(), "") != "person":
        return False
    kids = list(tok.children)
    if len(kids) < 2 or kids[0].lower_ != "the" or kids[0].dep_ != "det":
        return False
    words = kids[1:]
    # an adjective only: a noun before the role ("the shadow chancellor", "the deputy minister") names
    # another office than the one the person named in reach holds
    if any(w.i > tok.i or w.dep_ != "amod" for w in words):
        return False
    if tok.doc[words[0].i : tok.i + 1].text.lower() in office_titles():
        return False
    own = [t for w in words for t in w.subtree]
    if any(t.ent_type_ == "ORDINAL" or t.tag_ in {"JJR", "JJS"} or t.like_num for t in own):
        return False
    # a name among its words ties the role to a body or a place the person named in reach may have
    # nothing to do with ("The Microsoft chief said" after Steve Jobs, "The Everton manager" after a
    # United player); only a nationality, which describes, is let stand
    if any((t.pos_ == "PROPN" or t.ent_type_) and not _nationality(t) for t in own):
        return False
    return not any(t.lower_ in contrast_words() - _WAS for t in own)


def _nationality(tok: Token) -> bool:
    """True for a word of a nationality ("French", "South African") of ``demonyms.tsv``; not any NORP, which
    NER gives parties too ("The Conservative chancellor" is not the Labour one named before)."""
    return tok.lower_ in demonym_words()


def resolve_descriptions(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> name, for each bare definite description that one fitting name in reach settles,
    and each described person (``described_person``) that the one person named in reach does."""
    # only an "NN" word can be one: the TAG column spares building a Token for every other word
    nn = doc.vocab.strings["NN"]
    tags = doc.to_array("TAG").tolist()
    descriptions = [
        doc[i]
        for i, tag in enumerate(tags)
        if tag == nn and i not in resolved and (description_kind(doc[i]) or described_person(doc[i]))
    ]
    if not descriptions:
        return _reported_by_described(doc, resolved, {})
    sents = written_sentences(doc)
    starts = [s.start for s in sents]
    fullest, given, labels = article_names(doc)
    out: dict[int, str] = {}
    for tok in descriptions:
        k = bisect_right(starts, tok.i) - 1
        reach = [(sents[0].start, sents[0].end), (sents[max(0, k - 2)].start, tok.i)]
        # Only a role noun takes a name by its kind ("the minister" for the one person in reach): an
        # organisation noun did so wrongly as often as not ("the club" for a shareholder named before)
        by_kind = kind_nouns()[tok.lemma_.lower()] == "person"
        speakers = sentence_speakers(tok, resolved) if by_kind else set()
        name = holding_name(tok) or (
            _antecedent(tok, reach, fullest, given, labels, speakers) if by_kind else ""
        )
        if (
            name
            and not description_kind(tok)
            and _people_in_reach(tok, reach, labels, speakers) != {name.split()[-1]}
        ):
            name = ""
        if name:
            out[tok.i] = name
    return _reported_by_described(doc, resolved, out)


def _reported_by_described(doc: Doc, resolved: dict[int, str], out: dict[int, str]) -> dict[int, str]:
    """``out`` with each pronoun that took its reporting description's words given that description's
    name: "The minister confirmed she received ...", "The company said it would cut ..." (a company
    noun coreference named before, in ``resolved``). Descriptions are resolved after the pronouns, so
    a description's name never becomes a pronoun's antecedent by salience: "the army ... It did not
    say" is the message, not the army."""
    names: tuple[dict[str, str], dict[str, set[str]], dict[str, set[str]]] | None = None
    for pron in with_pos(doc, frozenset({"PRON"})):
        if pron.dep_ not in SUBJECTISH or pron.head.dep_ != "ccomp":
            continue
        verb = pron.head.head
        subject = next((c for c in verb.children if c.dep_ in SUBJECTISH), None)
        if subject is None:
            continue
        name = out.get(subject.i) or (resolved.get(subject.i, "") if subject.pos_ == "NOUN" else "")
        meant = resolved.get(pron.i)
        # an "it" coreference left open, reported by a body's description: the body speaks of itself
        # ("The minister said it was ...": a person's "it" is something else)
        body = subject.tag_ == "NN" and kind_nouns().get(subject.lemma_.lower()) == "org"
        its_own = meant is None and body and is_speech_verb(verb) and _its_own_it(pron)
        if its_own and name:
            # coreference names a company noun by the latest company before it: that is safe for its
            # "it" only when the article names one fitting organisation before it at all ("Volkswagen
            # and Renault ... The company said it would cut" took Renault; a union or a headline noun
            # was taken for the company)
            names = names or article_names(doc)
            one = _antecedent(subject, [(0, subject.i)], *names, set())
            its_own = bool(one) and bare(one) == bare(name) and not _coordinated(doc, one, subject.i)
        if name and (its_own or meant == doc[subject.i - 1 : subject.i + 1].text):
            out[pron.i] = name
    return out


def _its_own_it(pron: Token) -> bool:
    """True for an "it" that can be the reporting body itself: the active subject of the reported
    clause ("The company said it would cut 3,000 jobs"). Not an "it" that points at no one or at the
    news: a copula ("it was too early to judge", "it had been a difficult year", "it would be a good
    fit"), a passive ("it was caused by a shortage"), a weather or dummy verb of
    ``ontology/impersonal-verbs.tsv`` ("it was raining"), or an "it" a that-clause follows ("it
    emerged that ...")."""
    clause = pron.head
    if pron.lower_ != "it" or pron.dep_ != "nsubj" or clause.lemma_.lower() in {"be", *impersonal_verbs()}:
        return False
    marks = {"that", "whether", "if"}
    extraposed = (
        c.dep_ == "csubj"
        or (c.dep_ == "ccomp" and any(g.dep_ == "mark" and g.lower_ in marks for g in c.children))
        for c in clause.children
    )
    return not any(extraposed)


@lru_cache(maxsize=1)
def impersonal_verbs() -> frozenset[str]:
    """Verb lemmas whose subject "it" stands for no one, from ``ontology/impersonal-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("impersonal-verbs.tsv", ["verb"]))


def _coordinated(doc: Doc, name: str, before: int) -> bool:
    """True when ``name`` is written before ``before`` joined to another name by "and" or "or"
    ("Barclays and HSBC raised ...": the tagger often misses one of the two)."""
    for ent in doc.ents:
        if ent.end > before or clean_name(ent.text) != name:
            continue
        root = ent.root
        joined = [c for c in root.children if c.dep_ == "conj"] + ([root.head] if root.dep_ == "conj" else [])
        # read off the words too: the parse may split "Barclays and HSBC raised ..." into sentences
        if ent.start > 1 and doc[ent.start - 1].lower_ in {"and", "or"}:
            joined.append(doc[ent.start - 2])
        if ent.end + 1 < len(doc) and doc[ent.end].lower_ in {"and", "or"}:
            joined.append(doc[ent.end + 1])
        if any(t.pos_ == "PROPN" for t in joined):
            return True
    return False


def article_names(doc: Doc) -> tuple[dict[str, str], dict[str, set[str]], dict[str, set[str]]]:
    """What ``_antecedent`` and ``kg.extract.offices`` read of an article's names, once per article: a
    person's last word -> the fullest name written for them; name -> the nouns it is described by; a
    name's last word -> every NER label its mentions got."""
    fullest: dict[str, str] = {}
    for ent in doc.ents:
        name = clean_name(ent.text)
        if ent.label_ == "PERSON" and name and len(name) > len(fullest.get(name.split()[-1], "")):
            fullest[name.split()[-1]] = name
    # The small model's NER often labels one name differently across an article ("Rio Ferdinand" a
    # place, "said Ferdinand" an organisation, "Manchester United" a person): a name whose mentions
    # disagree about its kind is no safe antecedent for a noun that needs a kind.
    labels: dict[str, set[str]] = {}
    for e in doc.ents:
        words = clean_name(e.text).split()
        if words:
            labels.setdefault(words[-1], set()).add(e.label_)
    return fullest, _given_nouns(doc), labels


def _antecedent(
    tok: Token,
    reach: list[tuple[int, int]],
    fullest: dict[str, str],
    given: dict[str, set[str]],
    labels: dict[str, set[str]],
    speakers: set[str],
) -> str:
    """The one name ``tok`` can stand for among the names in ``reach`` before it, or "" (``labels``: a
    name's last word -> the NER labels of all its mentions; ``speakers``: the last words of the names
    whose words ``tok`` is in, which it cannot stand for)."""
    noun = tok.lemma_.lower()
    kind = kind_nouns()[noun]
    allowed = _LABELS[kind] | ({"ORG"} if kind == "work" else set())
    # news varies "company", "firm", "group", "bank" for one company: those do not tell two apart
    same = company_nouns() if noun in company_nouns() else {noun}
    fitting: set[str] = set()  # names of the fitting kind
    for ent in tok.doc.ents:
        if (
            ent.label_ not in NAMES
            or ent.end > tok.i
            or not any(a <= ent.start and ent.end <= b for a, b in reach)
        ):
            continue
        root = ent.root
        if root.dep_ == "compound" and root.head.pos_ == "NOUN" and root.head.i >= ent.end:
            continue  # "the US firm": the firm is meant, not the US
        name = clean_name(ent.text)
        if not name or _same_clause(root, tok) or name.split()[-1] in speakers:
            continue
        if name.lower() in kind_nouns():
            continue  # a headline's "Bank raises rates": a kind noun tagged as a name names no one
        if ent.label_ not in _LABELS[kind] or not labels[name.split()[-1]] <= allowed:
            continue
        if (given.get(name, set()) - same) & set(kind_nouns()):
            continue  # described as something else: "the campaign group X" is no "the forum"
        fitting.add(fullest.get(name.split()[-1], name) if ent.label_ == "PERSON" else name)
    return fitting.pop() if len(fitting) == 1 else ""


def _people_in_reach(
    tok: Token, reach: list[tuple[int, int]], labels: dict[str, set[str]], speakers: set[str]
) -> set[str]:
    """The last words of the people named in ``reach`` before ``tok`` outside quotations, its
    sentence's speakers apart. Unlike ``_antecedent``'s candidates, a name the NER labels a person only
    somewhere ("Wright-Phillips" a person once, an organisation once) counts: it is a rival a described
    person may be, though too unsure to be taken ("the former Liverpool player" after two players)."""
    people: set[frozenset[str]] = set()
    last: dict[frozenset[str], str] = {}
    for ent in tok.doc.ents:
        words = clean_name(ent.text).split()
        if not words or ent.end > tok.i or not any(a <= ent.start and ent.end <= b for a, b in reach):
            continue
        if "PERSON" in labels.get(words[-1], set()) and not inside_quotation(ent.root):
            people.add(frozenset(words))
            last[frozenset(words)] = words[-1]
    # a name whose words are all in a longer one is that person again ("Elton" in the headline beside
    # "Sir Elton John"), no rival
    whole = {last[p] for p in people if not any(p < other for other in people)}
    return whole - speakers


def sentence_speakers(tok: Token, resolved: dict[int, str]) -> set[str]:
    """The last words of the names that speak in ``tok``'s sentence ("said Berg", "she said" for a
    resolved "she"): "The minister has failed us," said Berg is not Berg on herself, even when she is
    the one person in reach."""
    out: set[str] = set()
    for verb in tok.sent:
        if not is_speech_verb(verb):
            continue
        for subject in (c for c in verb.children if c.dep_ in SUBJECTISH and c.i != tok.i):
            named = clean_name(subject.text) if subject.ent_type_ == "PERSON" else ""
            name = resolved.get(subject.i) or named
            if name:
                out.add(name.split()[-1])
    return out


def _given_nouns(doc: Doc) -> dict[str, set[str]]:
    """Name -> the common nouns the article describes it by: "Arsenal striker Thierry Henry" (striker),
    "Yukos, the Russian oil firm" (firm), "the rock band Oasis" (band)."""
    given: dict[str, set[str]] = {}
    for ent in doc.ents:
        name = clean_name(ent.text)
        root = ent.root
        nouns = [c for c in root.children if c.dep_ in {"appos", "compound"} and c.pos_ == "NOUN"]
        if root.dep_ == "appos" and root.head.pos_ == "NOUN":
            nouns.append(root.head)
        nouns += [t for t in doc[ent.start : ent.end] if t.pos_ == "NOUN"]
        if name:
            given.setdefault(name, set()).update(n.lemma_.lower() for n in nouns)
    return given


def _same_clause(name: Token, tok: Token) -> bool:
    """True when ``name`` is the subject of the verb ``tok`` is the object of: they cannot be one
    ("Chelsea beat the club")."""
    if tok.dep_ in SUBJECTISH:
        return False
    verb = tok.head if tok.dep_ != "pobj" else tok.head.head
    return name.dep_ in SUBJECTISH and name.head.i == verb.i


def modified_kind(tok: Token) -> str:
    """The kind of name a definite description with words of its own stands for, or "": "The handheld
    console", "The central defender", "the organisation, which adheres ...".

    Its words describe, they do not name: out of its article it says no more than "the console". A
    name or a nationality in the phrase ("The Labour party", "the Russian president") or a relative
    clause without a comma ("the company that makes the iPod") may say which one is meant: not counted.
    An organisation noun counts only with a relative clause: with an adjective or a noun ("The terrorist
    group", "The state news agency") war reports name the one body of that sort in their story, and the
    audit judges read them as true (4 of 4 on the audit and dev-s6 builds), as they do "the government".
    """
    if tok.pos_ != "NOUN" or tok.tag_ != "NN" or tok.ent_type_ or tok.dep_ not in _ARGUMENTS:
        return ""
    kind = kind_nouns().get(tok.lemma_.lower(), "")
    kids = list(tok.children)
    if not kind or not kids or kids[0].lower_ != "the" or kids[0].dep_ != "det":
        return ""
    words = [c for c in kids[1:] if c.dep_ != "punct"]
    if not words or not all(_describes(c) for c in words):
        return ""
    # "The prime minister", "the foreign secretary": an office, said as one title, is as bare as "the
    # minister" (coreference and linking read it as before; ``office_titles``)
    if tok.doc[words[0].i : tok.i + 1].text.lower() in office_titles():
        return ""
    if kind == "org" and not any(c.dep_ == "relcl" for c in words):
        return ""
    return kind


@lru_cache(maxsize=1)
def office_titles() -> frozenset[str]:
    """Offices said as one phrase: the titles of ``ontology/titles.tsv`` of more than one word ("prime
    minister") and the phrases of ``ontology/office-phrases.tsv`` ("home secretary")."""
    titles = {title.lower() for title, _ in title_rows()}
    titles.update(row["phrase"].lower() for row in read_tsv("office-phrases.tsv", ["phrase"]))
    return frozenset(t for t in titles if " " in t)


def _describes(word: Token) -> bool:
    """True for a word that describes its noun without naming it: an adjective ("handheld"), a common
    noun ("campaign") or a relative clause set off by a comma. A nationality names: "the Russian
    president" says who out of its article too."""
    if word.dep_ == "relcl":
        return word.i > word.head.i and word.doc[word.left_edge.i - 1].text == ","
    if word.dep_ not in {"amod", "compound"} or word.pos_ not in {"ADJ", "NOUN"} or word.i > word.head.i:
        return False
    return all(not t.ent_type_ and not t.like_num for t in word.subtree)


def unresolved_description(tok: Token, resolve: dict[int, str]) -> bool:
    """True for a definite description subject (or speaker) that nothing in reach resolves: "The
    club have confirmed ...", "The handheld console plays music", out of its article, say nothing about
    anyone. As an object it stays ("swept the board"): there the verb and subject carry the statement.
    A description with words of its own is never resolved (measured in session 7: wrong one time in two)."""
    kind = description_kind(tok) or modified_kind(tok)
    # "the government", "the army" left open stay: the audit's judges read them as the article's
    # country's institution, true as often as useless (kind `named` in kind-nouns.tsv)
    return tok.i not in resolve and tok.dep_ in SUBJECTISH and kind not in {"", "named"}
