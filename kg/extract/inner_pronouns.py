"""A pronoun inside a longer side written as the name the pronoun rules resolved it to (issue 12, class 6).

"Critics said his trip had cost too much" gives "Critics | say | his trip had cost too much": out of its
sentence, "his" belongs to no one. ``kg.extract.coref`` has already decided what each pronoun stands for,
with every agreement and rival check a whole-side pronoun passes, so a side whose third-person singular
pronouns all have a name is written with those names ("Mark Hollis's trip had cost too much"), as a subject
opening on a resolved possessive already is (``spans.resolved_name``). This module decides no antecedent of
its own: it only writes what coref found, and leaves the side as written when coref found nothing for one
of them, or when a reader could take the pronoun for something nearer:

- a subject of a clause the pronoun stands in, or of a clause above it, that agrees with it ("Mr Cable
  published his budget", "Manal, a teacher, said she"): the pronoun may be bound to it, which a reader sees
  and salience, looking for the latest name, does not (session 33: 5 of 12 possessives written for every
  object named another owner wrongly); when that subject names the name itself, the side is clear as written;
- another name of its kind before it in the sentence (``rival_before``), or, for "it" and "its", a singular
  noun before it ("the regime ... its nature") or a person who says it ("Mr Straw denied it ..."), and for
  "he", "his", "she" and "her" a noun for a person ("hired a new coach because his record ...");
- a quantified noun before it ("each party ... its"), a quotation, an extraposed "it", a cut name;
- the name already written before it in the side ("Acme and its owners"), where it reads clearly.
Plural pronouns are left alone: salience finds a group badly (``spans._possessive_owner``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ages import person_nouns
from .attribution import PERSON_LABELS, PERSON_PRONOUNS, THING_LABELS, spokes_roles
from .expletives import expletive
from .quotes import DOUBLE_MARKS, SUBJECTISH, clean_name, mark_opens, quoted
from .titles import HONORIFICS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg, Fact

# Third-person singular pronouns a name can be written for: reflexives are their clause's subject already,
# and a plural's owner is a group, which salience finds badly (as ``spans._possessive_owner`` says).
_PERSONAL = frozenset({"he", "him", "his", "she", "her", "it", "its"})
# the person's among them (kg/extract/inner_stand_ins.py reads them too)
PERSON_WORDS = frozenset({"he", "him", "his", "she", "her"})
# Determiners that quantify a noun, whose later pronoun may be bound rather than stand for one thing.
_QUANTIFIERS = frozenset({"each", "every", "any", "no", "all", "both", "either", "neither"})


def pronouns_written(arg: Arg, doc: Doc, resolve: dict[int, str], fact: Fact) -> str | None:
    """The words of ``arg`` with each third-person pronoun inside it written as its resolved name, or None
    when none is written, or one is left open or may stand for another subject than its name (``_bound``)."""
    if arg.gap is not None or doc[arg.head].pos_ == "PRON":
        return None  # a whole-side pronoun is coref's own to write
    found = [t for t in doc[arg.start : arg.end] if t.pos_ == "PRON" and t.lower_ in _PERSONAL]
    parts: list[str] = []
    written: set[str] = set()
    at = arg.start
    for tok in found:
        if expletive(tok) or dummy_it(tok):
            continue  # "found it difficult to": it stands for nothing
        name = resolve.get(tok.i)
        # the rival check a possessive opening a subject passes ("told Mr Blair ... refusing his pleas")
        if (
            not name
            or not fits_as_name(name)
            or _quoted(tok)
            or rival_before(tok, name)
            or _noun_between(tok, name, resolve)
        ):
            return None
        bound = _bound(tok, name, resolve, fact)
        if bound is None:
            return None
        if bound or _named_before(tok, name, arg, written):
            continue  # "Mr Cable published his budget": clear as written
        written.add(name)
        parts.append(doc[at : tok.i].text_with_ws)
        parts.append(_written(tok, name) + tok.whitespace_)
        at = tok.i + 1
    if not parts:
        return None
    parts.append(doc[at : arg.end].text)
    return "".join(parts).strip()


def _named_before(tok: Token, name: str, arg: Arg, written: set[str]) -> bool:
    """Whether the side already names ``name`` before ``tok``, in its words ("Acme and its owners") or for a
    pronoun written before ("would miss him and his jokes"): the pronoun then reads clearly as written."""
    return name in written or name.split()[-1] in {t.text for t in tok.doc[arg.start : tok.i]}


def rival_before(pron: Token, name: str) -> bool:
    """True when the sentence names someone of the possessive's kind other than ``name`` before it: in
    "Ms Hale said she trusted Mr Dunn and thought his record was clean" a reader takes "his"
    for Dunn, salience for Hale (the subject); with two in reach the owner is left unwritten."""
    # "my" stands for a quoted person, as "his" and "her" do; "its" and "our" for a body or a place
    labels = PERSON_LABELS if pron.lower_ in PERSON_PRONOUNS or pron.lower_ == "my" else THING_LABELS
    last = name.split()[-1]
    return any(
        e.label_ in labels and e.end <= pron.i and clean_name(e.text).split()[-1:] != [last]
        for e in pron.sent.ents
    )


def fits_as_name(name: str) -> bool:
    """Whether ``name`` reads as a name where it is written: a resolver's cut or joined one ("Omar the",
    "Top Prize at Venice - Rao") does not; ``spans._other_owner`` asks it too."""
    return name.split()[-1][:1].isupper() and " - " not in name


def _written(tok: Token, name: str) -> str:
    if tok.tag_ != "PRP$":
        return name
    return f"{name}'s"


def _bound(tok: Token, name: str, resolve: dict[int, str], fact: Fact) -> bool | None:
    """Whether a reader takes ``tok`` for the statement's subject or a subject of a clause above it (the
    speaker's too: "Daesh said three of its fighters"): True when one names ``name`` (the pronoun is clear
    as written), None when one agrees with the pronoun without naming ``name``, or a quantified noun comes
    before it (the pronoun may be bound to it, and a name written for it may be wrong), False otherwise."""
    doc = tok.doc
    if any(t.lower_ in _QUANTIFIERS and t.dep_ in {"det", "predet"} for t in doc[tok.sent.start : tok.i]):
        return None
    # an apposition's or a copula's subject ("Palmyra, a site famous for its ruins") is no verb's child
    subjects = [doc[fact.subject.head]] if fact.subject is not None else []
    head = tok
    while head.head.i != head.i:
        head = head.head
        subjects += [c for c in head.children if c.dep_ in SUBJECTISH and c.i != tok.i]
    if tok.lower_ in {"him", "her"} and tok.tag_ == "PRP" and tok.dep_ in {"dobj", "dative"}:
        # "the board had sacked him": an object "him" is never its own verb's subject ("himself" would be)
        subjects = [s for s in subjects if s.head.i != tok.head.i]
    # "Keller, who once played in his home town": the relative's subject is Keller; a subject the pronoun
    # is a word of ("its leader said") is none of its rivals
    subjects = [s.head.head if s.tag_ in {"WP", "WDT"} and s.head.dep_ == "relcl" else s for s in subjects]
    subjects = [s for s in subjects if not _holds(s, tok)]
    if any(resolve.get(s.i) == name or _names(s, name) for s in subjects):
        return True
    # "Ms Hale denied it was ever a scandal": a person's "it" is what the person talks about, which the
    # last subject salience saw seldom is (a body's "it" is coref's to bind: "The firm said it ...")
    if tok.lower_ in {"it", "its"} and any(
        s.ent_type_ in PERSON_LABELS or s.lower_ in PERSON_WORDS for s in subjects
    ):
        return None
    return None if any(_agrees(tok, s, resolve) for s in subjects) else False


def _holds(subject: Token, tok: Token) -> bool:
    """Whether ``tok`` is a word of ``subject``'s own phrase, not of a clause hung on it."""
    cur = tok
    while cur.i != subject.i:
        if cur.head.i == cur.i or cur.dep_ in {"relcl", "acl", "advcl", "ccomp", "appos"}:
            return False
        cur = cur.head
    return True


def _names(subject: Token, name: str) -> bool:
    """Whether the subject's own name holds the name's last word, or its last part ("Mr Kilroy-Silk", parsed
    as three words); an owner inside the subject ("Mr Brown's aides say he") is not the subject."""
    words = {subject.text} | {c.text for c in subject.children if c.dep_ in {"compound", "flat"}}
    last = name.split()[-1]
    return last in words or last.split("-")[-1] in words


def _agrees(tok: Token, subject: Token, resolve: dict[int, str]) -> bool:
    """Whether ``subject`` could be what ``tok`` stands for, by number and by person or thing."""
    person = tok.lower_ in PERSON_WORDS
    if subject.pos_ == "PRON":
        # a resolved pronoun subject stands for its own name, compared before
        return subject.i not in resolve and subject.lower_ in ({"he", "she"} if person else {"it"})
    if subject.tag_ in {"NNS", "NNPS"} or any(c.dep_ == "conj" for c in subject.children):
        return False
    if person:
        # any singular subject but a place may be a person's ("The teenager later said she ...", "Manal, a
        # teacher, said she ...", "Hollande [ORG] announced his intention": NER calls many persons bodies)
        return subject.ent_type_ not in {"GPE", "LOC", "FAC"}
    # a one-word name the NER calls a person may be a place's or a firm's ("Palmyra ... its ruins"); a
    # person's full name or an honorific's is none
    return subject.ent_type_ not in PERSON_LABELS or not surely_person(subject)


def surely_person(tok: Token) -> bool:
    ent = next((e for e in tok.doc.ents if e.start <= tok.i < e.end), None)
    if ent is None:
        return False
    before = tok.doc[ent.start - 1].lower_.rstrip(".") if ent.start > 0 else ""
    return len(ent) > 1 or before in HONORIFICS


def dummy_it(tok: Token) -> bool:
    """True for an "it" a copula's clause follows ("it was nice knowing him", "it is good to see", "it is
    time for X to act"): extraposed, it stands for the clause, whatever a name before."""
    verb = tok.head
    if tok.lower_ != "it" or tok.dep_ != "nsubj" or verb.lemma_ != "be":
        return False
    complements = [c for c in verb.children if c.dep_ in {"acomp", "attr"}]
    clauses = {"advcl", "xcomp", "ccomp", "csubj", "acl", "relcl"}
    return any(
        c.dep_ in clauses and c.i > tok.i and c.tag_ in {"VBG", "VB"}
        for head in (verb, *complements)
        for c in head.children
    ) and bool(complements)


def _noun_between(tok: Token, name: str, resolve: dict[int, str]) -> bool:
    """True for an "it" or "its" after a singular common noun of its sentence ("the Assad regime ... its
    murderous nature", "Aleppo and its countryside"), or a "he", "his", "she" or "her" after a singular
    noun for a person ("hired a new coach because his record ..."): the nearer noun is a reader's
    antecedent, where salience looks only at subjects and names."""
    before = [
        t for t in tok.doc[tok.sent.start : tok.i] if t.text not in name.split() and resolve.get(t.i) != name
    ]
    if tok.lower_ in PERSON_WORDS:
        people = person_nouns() | spokes_roles()
        return any(
            t.tag_ == "NN" and t.dep_ != "compound" and t.lemma_.lower() in people and not _titles(t, name)
            for t in before
        )
    if tok.lower_ not in {"it", "its"}:
        return False
    # a date ("said on Monday its board had lied") is no thing an "its" stands for
    return any(
        t.tag_ in {"NN", "NNP"}
        and t.dep_ not in {"compound", "poss", "npadvmod"}
        and t.ent_type_ not in PERSON_LABELS | {"DATE", "TIME"}
        for t in before
    )


def _titles(noun: Token, name: str) -> bool:
    """Whether ``noun`` is a title the name follows ("model and actress Negar Khan", "the coach, Tom Reid"),
    which the parser often hangs elsewhere: the noun is then the name's own."""
    words = name.split()
    for t in noun.doc[noun.i + 1 : noun.i + 5]:
        if t.text in words:
            return True
        if t.tag_ not in {"NN", "NNP", "CC", "JJ", "HYPH", ","}:
            return False
    return False


def _quoted(tok: Token) -> bool:
    """``quotes.quoted``, and a word before a closing mark its sentence shows no opening for ('so it was
    nice, now 'goodbye'," he said'), a single mark between them."""
    if quoted(tok):
        return True
    sent = tok.doc[tok.sent.start : tok.sent.end]
    if any(t.text in DOUBLE_MARKS for t in sent if t.i < tok.i):
        return False
    first = next((t for t in sent if t.i > tok.i and t.text in DOUBLE_MARKS), None)
    return first is not None and not mark_opens(first, inside=False)
