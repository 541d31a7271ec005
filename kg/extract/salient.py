"""Person descriptions settled by salience: "The French international defender believes ..." after two
sentences about one player, "the Ballymena-born actor said" after the actor was named.

A reader takes such a description for the person the last sentences were about, as a centering model
would: the one named most often and most prominently (as a subject) just before it. ``descriptions``
takes a role noun only for the ONE person in reach, which leaves open every description written after a
paragraph that also names a coach, a rival or a colleague. Here each person named in reach scores by
where each mention stands (a subject counts most) and how far back it is; the first must score at least
twice the second and be a subject somewhere in reach, or the description stays open (a wrong name is a
false statement, worse than none). A person the article describes by another person noun ("manager Jose
Mourinho" for "the defender") counts for half (none when the description gives an age, as ``ages`` reads
it: "Coach Bobby Robson ... The 21-year-old midfielder"), one described by the same noun for double; a
name or a nationality among the description's words must be written beside that person elsewhere in the
article (a nationality alone need not when no one else is in reach).
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, title_rows
from .ages import is_age, person_nouns
from .attribution import PERSON_PRONOUNS, contrast_words, demonym_words
from .descriptions import article_names, same_clause, sentence_speakers
from .quotes import SUBJECTISH, clean_name, inside_quotation
from .reach import BACK
from .speakers import phrase_text

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Slots a description stands in: a subject or speaker, an object.
_SLOTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj"})
# How much a mention makes its person the one a description means, by the mention's slot: centering
# ranks the subject first, then the objects, then the rest ("met with X", "X's").
_ROLE = {"nsubj": 3.0, "nsubjpass": 3.0, "dobj": 2.0, "dative": 2.0, "attr": 2.0, "appos": 2.0}
# How much a mention counts by how many sentences back it is (0: the description's own).
_RECENCY = (1.0, 0.8, 0.6)
# Marks a person the article never names in full: such a one takes part in the ranking, but is never given.
_UNNAMED = "?"
# The first person must score this many times the second.
_MARGIN = 2.0


def salient_persons(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> name, for each person description ("the 23-year-old", "the veteran striker") that
    one person named just before it is clearly the most salient for."""
    sents = [s for s in doc.sents if not all(t.is_space for t in s)]
    starts = [s.start for s in sents]
    found = [t for t in doc if t.i not in resolved and _person_description(t) and not _under_a_person(t)]
    if not found:
        return {}
    _, given, _ = article_names(doc)
    fullest = _full_names(doc)
    titles = _titles(doc)
    people = _people(doc)
    out: dict[int, str] = {}
    for tok in found:
        k = bisect_right(starts, tok.i) - 1
        scores: dict[str, float] = {}
        subjects: set[str] = set()
        ruled_out = sentence_speakers(tok, resolved)
        for back in range(min(BACK, k) + 1):
            sent = sents[k - back]
            for name, mention in _mentions(sent, tok, resolved, fullest, people):
                slot = _slot(mention)
                if back == 0 and slot in SUBJECTISH and mention.head in tok.ancestors:
                    # "Wenger claims the United manager is ...", "X was angry at being impersonated by
                    # the DJ": the description is said of someone else than the clause's subject
                    ruled_out.add(name.split()[-1])
                scores[name] = scores.get(name, 0.0) + _ROLE.get(slot, 1.0) * _RECENCY[back]
                if slot in SUBJECTISH:
                    subjects.add(name)
        scores = {n: v for n, v in scores.items() if n.split()[-1] not in ruled_out}
        noun = tok.lemma_.lower()
        for name in scores:
            nouns = given.get(name, set()) & person_nouns()
            # an age's person noun must fit the title the name was given, as for ``ages``: "Coach Bobby
            # Robson ... The 21-year-old midfielder" is someone else
            aged = _age_words(tok) and bool(titles.get(name.split()[-1], set()) & person_nouns() - {noun})
            scores[name] *= 0.0 if aged else 2.0 if noun in nouns else 0.5 if nouns else 1.0
        ranked = sorted(((n, v) for n, v in scores.items() if v > 0), key=lambda kv: -kv[1])
        if not ranked or ranked[0][0] not in subjects or ranked[0][0].startswith(_UNNAMED):
            continue
        if len(ranked) > 1 and ranked[0][1] < _MARGIN * ranked[1][1]:
            continue
        if _words_unsupported(tok, ranked[0][0], doc, alone=len(ranked) == 1):
            continue
        out[tok.i] = ranked[0][0]
        # "The 23-year-old said he ...": the pronoun coreference gave the description's words
        words = phrase_text(tok)
        out.update(
            {i: ranked[0][0] for i, name in resolved.items() if name == words and doc[i].pos_ == "PRON"}
        )
    return out


def _person_description(tok: Token) -> bool:
    """True for "the [words] NOUN" in an argument slot whose noun is a person noun ("the defender", "the
    Oscar-nominated actor", "the 23-year-old") and whose words only describe: no possessive, no "of"
    phrase or relative clause that narrows it, nothing that sets it apart ("the other player", "the
    new manager")."""
    if tok.pos_ != "NOUN" or tok.tag_ != "NN" or tok.dep_ not in _SLOTS or tok.ent_type_ == "PERSON":
        return False
    age = tok.lower_ == "old" and tok.i >= 5 and is_age(tok.doc, tok.i - 4)
    noun = tok.lemma_.lower()
    if not age and (noun not in person_nouns() or noun in _offices() or noun in _relation_nouns()):
        return False
    if inside_quotation(tok):
        return False  # a quoted speaker's "the manager" may be anyone the speaker means
    first = tok.left_edge
    if first.lower_ != "the" or first.dep_ != "det":
        return False
    if tok.dep_ == "conj" or any(
        c.dep_ in {"prep", "relcl", "acl", "poss", "nummod", "conj", "appos"} for c in tok.children
    ):
        # "The chairman, chief executive and three directors departed" (the parser hangs the list on the
        # first noun as an apposition): several people, or a description that names its own referent
        return False
    skip = {"the", "-", "year", "old"} if not age else {"the", "-", "year"}
    for word in tok.doc[first.i + 1 : tok.i]:
        low = word.lower_
        if low in contrast_words() or word.tag_ in {"JJS", "JJR", "RBS"} or word.pos_ in {"DET", "PRON"}:
            return False
        if low in {"new", "former", "next", "first", "second", "last", "late", "only", "same"}:
            return False
        if word.pos_ == "NUM" and not (word.like_num and is_age(tok.doc, word.i)) and low not in skip:
            return False
    return True


def _full_names(doc: Doc) -> dict[str, str]:
    """A person's last word -> their name in full, for the people the article names in full ("Michael
    Jackson", never "Jackson" alone; "Rapper Eminem" counts) and alone with that last word."""
    full: dict[str, set[str]] = {}
    for ent in doc.ents:
        words = clean_name(ent.text).split() if ent.label_ == "PERSON" else []
        if len(words) > 1:
            full.setdefault(words[-1], set()).add(" ".join(words))
    out = {}
    for last, names in full.items():
        longest = max(names, key=lambda n: (len(n), n))
        if all(longest.endswith(n) for n in names):  # "Elton John" in "Sir Elton John"
            out[last] = longest
    return out


def _age_words(tok: Token) -> bool:
    """True for a description that gives an age: "The 21-year-old midfielder", "the 23-year-old"."""
    return any(w.like_num and is_age(tok.doc, w.i) for w in tok.doc[tok.left_edge.i : tok.i])


def _titles(doc: Doc) -> dict[str, set[str]]:
    """A person's last word -> the lower-case words written before their name ("Coach Bobby Robson",
    "manager Jose Mourinho"): a person given another person noun is not the one "the midfielder" means."""
    out: dict[str, set[str]] = {}
    for ent in doc.ents:
        words = clean_name(ent.text).split() if ent.label_ == "PERSON" else []
        if words:
            before = [t for t in ent.root.subtree if t.i < ent.start] + list(ent)
            out.setdefault(words[-1], set()).update(t.lower_ for t in before)
    return out


def _people(doc: Doc) -> set[str]:
    """The last words of the names the tagger labels a person more often than anything else: the small
    model labels one name differently across an article ("said Ferdinand" an organisation)."""
    votes: dict[str, list[int]] = {}
    for ent in doc.ents:
        name = clean_name(ent.text)
        if name:
            votes.setdefault(name.split()[-1], [0, 0])[ent.label_ != "PERSON"] += 1
    return {last for last, (person, other) in votes.items() if person > other}


@lru_cache(maxsize=1)
def _relation_nouns() -> frozenset[str]:
    """Person nouns salience never names, from ``ontology/relation-nouns.tsv`` ("the woman", "the son")."""
    return frozenset(row["noun"].lower() for row in read_tsv("relation-nouns.tsv", ["noun"]))


@lru_cache(maxsize=1)
def _offices() -> frozenset[str]:
    """Office words of ``ontology/titles.tsv`` ("president", "minister"): "the president" means whoever
    holds the office, whom the article may not name at all; ``descriptions`` and ``offices`` read them."""
    return frozenset(title.lower() for title, kind in title_rows() if kind == "office" and " " not in title)


def _under_a_person(tok: Token) -> bool:
    """True when a verb above ``tok`` has a personal pronoun as its subject: "He said the singer had
    ...", "He also praised the film director": the description is someone else than the "he", who is
    most often the person salience would pick."""
    for verb in [tok.head, *tok.head.ancestors]:
        if any(c.dep_ in SUBJECTISH and c.lower_ in PERSON_PRONOUNS and c.i != tok.i for c in verb.children):
            return True
    return False


def _mentions(
    sent: Span, tok: Token, resolved: dict[int, str], fullest: dict[str, str], people: set[str]
) -> list[tuple[str, Token]]:
    """(person, the word that mentions them) for each person named or resolved in ``sent`` before
    ``tok``: the names of ``people`` (last words), also where the tagger missed them ("Harlow told him"
    after "Tom Harlow"), and pronouns coreference gave such a name. A person is named by their fullest
    name: the one person with that last name, named in full ("Andy Robinson" beside "Jason Robinson"
    names no one)."""
    out: list[tuple[str, Token]] = []
    doc = sent.doc
    for i in range(sent.start, min(sent.end, tok.i)):
        word = doc[i]
        if (word.pos_ == "PROPN" and word.text in people and word.ent_iob_ != "I") or word.ent_iob_ == "B":
            if word.ent_type_ not in {"", "PERSON"}:
                continue
            ent = doc[i : i + 1] if word.ent_iob_ != "B" else next(e for e in doc.ents if e.start == i)
            name = clean_name(ent.text)
            last = name.split()[-1] if name else ""
            if last in people and not same_clause(ent.root, tok):
                # a person named by one word only ("Drogba") is a rival no name can be given for
                out.append((fullest.get(last, _UNNAMED + last), ent.root))
        elif word.pos_ == "PRON" and (name := resolved.get(i, "")):
            last = name.split()[-1]
            if last in fullest and last in people and not same_clause(word, tok):
                out.append((fullest[last], word))
    return out


def _slot(word: Token) -> str:
    """The slot a mention stands in, reading through a coordination ("X and Y scored": both subjects)
    and a title's compound ("manager Jose Mourinho")."""
    while word.dep_ in {"conj", "compound"} and word.head.i != word.i:
        word = word.head
    return word.dep_


def _words_unsupported(tok: Token, name: str, doc: Doc, alone: bool = False) -> bool:
    """True when a name or nationality among the description's words ("the Everton manager", "the French
    defender", "the Ballymena-born actor") is written in no other sentence naming ``name`` (or, for a
    nationality, its country's name): such words may describe someone else ("Chelsea beat Arsenal ...
    Jose Mourinho praised his side. The Arsenal manager said ..."). A nationality needs no support when
    ``name`` is ``alone`` in reach: news gives a player's nationality as a description of its own ("The
    French international defender" after two sentences on the one player), and a club name, which
    may be the other side's, still does."""
    words = set()
    for w in doc[tok.left_edge.i + 1 : tok.i]:
        if w.lower_ in demonym_words() and alone:
            continue
        if w.lower_ in demonym_words():
            words |= {w.lower_, *_countries().get(w.lower_, set())}
        elif (w.ent_type_ and w.ent_type_ != "DATE") or w.pos_ == "PROPN" or w.text[:1].isupper():
            words.add(w.lower_)
    if not words:
        return False
    last = name.split()[-1]
    for sent in doc.sents:
        if sent.start <= tok.i < sent.end:
            continue
        if any(w.text == last for w in sent) and any(w.lower_ in words for w in sent):
            return False
    return True


@lru_cache(maxsize=1)
def _countries() -> dict[str, set[str]]:
    """Nationality word -> the lower-case words of its country's names ("french" -> "france")."""
    import pycountry

    out: dict[str, set[str]] = {}
    for row in read_tsv("demonyms.tsv", ["demonym", "code"]):
        country = pycountry.countries.get(alpha_2=row["code"])
        if country is not None:
            out.setdefault(row["demonym"].lower(), set()).add(country.name.lower())
    return out
