"""Word lists and token tests for reported speech, denial and negation, used by the extraction stage.

Kept apart from the clause rules (``kg.extract.clauses`` with its subjects, objects and prepositions)
because they are lexicon, not grammar: who counts as a speaker, which verbs report or deny, which words
turn a clause negative, and which clauses (conditions, wishes, complements of claim nouns) the writer
does not assert.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .reporting_clauses import clause_marks, reporting_clause_verb

if TYPE_CHECKING:
    from spacy.tokens import Token

# Verbs of saying and writing: their clausal complement, or a quotation they introduce, is what the
# subject says ("X told / informed / assured reporters ..."), not a fact of the article.
COMMUNICATION_LEMMAS = frozenset(
    [
        "say", "tell", "add", "report", "state", "announce", "claim", "declare", "insist", "warn",
        "write", "note", "explain", "argue", "allege", "assert", "stress", "reiterate", "confirm",
        "quote", "acknowledge", "admit", "reveal", "disclose", "tweet", "post", "reply", "respond",
        "inform", "notify", "brief", "assure", "remind", "advise", "caution", "comment", "remark",
        "observe", "mention", "recall", "recount", "describe", "proclaim", "affirm", "reaffirm",
        "emphasise", "emphasize", "underline", "highlight", "complain", "concede", "boast", "charge",
        "contend", "maintain", "testify", "publish", "broadcast", "exclaim", "shout",
        "whisper", "mutter", "vow", "promise", "pledge", "threaten",
    ]
)  # fmt: skip
# Verbs of belief and inference: the complement is the subject's view, attributed like speech.
BELIEF_LEMMAS = frozenset(
    [
        "believe", "think", "suspect", "suggest", "estimate", "predict", "hope", "fear", "indicate",
        "show", "find", "conclude",
    ]
)  # fmt: skip
SPEECH_LEMMAS = COMMUNICATION_LEMMAS | BELIEF_LEMMAS
# Speech verbs that close a sentence as its source (", the IRNA reported", ", an official told AFP").
# Verbs like "declare", "warn", "allege" after a clause more often start a new statement of their own,
# which taking them as sources got wrong on CaRB dev.
SOURCE_LEMMAS = frozenset(
    ["say", "report", "add", "state", "write", "tell", "announce", "claim", "confirm", "inform", "note",
     "explain", "insist"]
)  # fmt: skip

# Verbs that deny their complement: the inner clause is attributed and negated, the verb itself is
# kept with its own lemma (``deny``) and is not negated.
DENIAL_LEMMAS = frozenset(["deny", "reject", "dismiss", "refute", "rebuff", "disavow", "dispute"])

# Subjects that make the whole clause negative: "nobody took credit", "no group has claimed".
NEGATIVE_PRONOUNS = frozenset(["nobody", "none", "nothing", "noone", "no-one", "neither"])

# Adverbs and particles that negate the verb they modify.
NEGATORS = frozenset(["not", "n't", "never", "no", "nor", "neither"])

# Subordinators under which a clause is not asserted by the writer (ontology/clause-marks.tsv).
HYPOTHETICAL_MARKS = clause_marks("condition", "fear", "question", "concession")

# Nouns whose "that"-clause is a claim, not a fact ("the suggestion that Israel was behind ...").
CLAIM_NOUNS = frozenset(
    [
        "suggestion",
        "claim",
        "allegation",
        "report",
        "rumour",
        "rumor",
        "speculation",
        "accusation",
        "assertion",
        "belief",
        "idea",
        "possibility",
        "theory",
        "notion",
        "proof",
        "evidence",
        "sign",
        "indication",
        # "there was no guarantee that the domains would go live": hoped, feared or doubted, not stated
        "guarantee",
        "hope",
        "fear",
        "doubt",
        "chance",
        "risk",
    ]
)

# Pronouns that stand for a person, and those that stand for a group, place or thing.
PERSON_PRONOUNS = frozenset(["he", "him", "his", "she", "her", "hers", "himself", "herself"])
# A person named again as a subject ("he said"): a speaker that is one of these is not yet a name.
PERSON_SUBJECT_PRONOUNS = frozenset(["he", "she"])
# The speaker's own words inside a quotation: "I" is the person speaking, "we" the body they speak for.
FIRST_PERSON_SINGULAR = frozenset(["i", "me", "my"])
FIRST_PERSON_PLURAL = frozenset(["we", "us", "our"])
THING_PRONOUNS = frozenset(["it", "its", "itself", "they", "them", "their", "theirs", "themselves"])
PERSON_LABELS = frozenset({"PERSON"})
THING_LABELS = frozenset({"ORG", "GPE", "NORP", "FAC", "LOC"})


@lru_cache(maxsize=1)
def spokes_roles() -> frozenset[str]:
    """Roles whose holder speaks for the organisation named with the role ("a Yukos spokesman"), from
    ``ontology/spokes-roles.tsv``."""
    return frozenset(row["role"].lower() for row in read_tsv("spokes-roles.tsv"))


@lru_cache(maxsize=1)
def company_nouns() -> frozenset[str]:
    """Nouns by which an article names again a company it has named ("the firm"), from
    ``ontology/company-nouns.tsv``."""
    return frozenset(row["noun"].lower() for row in read_tsv("company-nouns.tsv"))


@lru_cache(maxsize=1)
def firm_nouns() -> frozenset[str]:
    """The company nouns that stand for a company alone: not those of speaking-groups.tsv ("group")."""
    return company_nouns() - frozenset(words_of_kind("speaking-groups.tsv", "noun"))


@lru_cache(maxsize=1)
def contrast_words() -> frozenset[str]:
    """Words that set a definite description apart from the name its noun was tied to ("the other
    firm", "the rival firm"), from ``ontology/contrast-words.tsv``."""
    return frozenset(row["word"].lower() for row in read_tsv("contrast-words.tsv", ["word"]))


@lru_cache(maxsize=1)
def demonym_words() -> frozenset[str]:
    """Nationality words ("Russian", "Syrian"), lower case, from ``ontology/demonyms.tsv``."""
    return frozenset(row["demonym"].lower() for row in read_tsv("demonyms.tsv", ["demonym"]))


def is_source(tok: Token) -> bool:
    """True for the subject of a speech verb or the object of "according to": the words that say whose a
    statement is ("military sources said", "according to a monitor")."""
    if tok.dep_ == "nsubj":
        return is_speech_verb(tok.head)
    return tok.dep_ == "pobj" and tok.head.lower_ == "to" and tok.head.head.lower_ == "according"


def is_speech_verb(tok: Token) -> bool:
    """True when ``tok`` reports speech, writing or belief (said, told, added, believed ...), or a ruling or
    agreement with its clause ("ruled that", ``kg.extract.reporting_clauses``)."""
    return is_saying_verb(tok) or reporting_clause_verb(tok)


def is_saying_verb(tok: Token) -> bool:
    """True when ``tok`` reports speech, writing or belief (said, told, added, believed ...), not a ruling:
    a court that ruled is no speaker a later "he said" continues."""
    return (tok.lemma_.lower() in SPEECH_LEMMAS and not other_sense(tok)) or _reporting_remark(tok)


@lru_cache(maxsize=1)
def remark_verbs() -> frozenset[str]:
    """Lemmas of the verbs whose participle adds a remark to a report ("add", "point out"), from
    ``ontology/remark-verbs.tsv``."""
    return frozenset(row["verb"].lower() for row in read_tsv("remark-verbs.tsv", ["verb"]))


def _reporting_remark(tok: Token) -> bool:
    """A verb of remark the speech lemmas leave out ("point out", "clarify"), with its particle, that
    takes a clause of its own: "The source pointed out that 3 people were hurt" reports the clause as
    "said" does. Without this the clause was the complement of a verb that asserts nothing, and every
    statement in it was dropped, with "The source | point out |" left without an object. Not an
    infinitive a verb governs (``_governed_infinitive``), whose clause no one has remarked."""
    if not any(c.dep_ == "ccomp" for c in tok.children) or _governed_infinitive(tok):
        return False
    particles = "".join(" " + c.lower_ for c in tok.children if c.dep_ == "prt")
    return tok.lemma_.lower() + particles in remark_verbs()


def _governed_infinitive(tok: Token) -> bool:
    """Whether ``tok`` is an infinitive another verb governs: "(officials were) asked to clarify that",
    "(the council) failed to point out that", "urged the ministry to clarify that" say what the subject was
    asked, failed or meant to state, not what it stated. An adjective's or a noun's infinitive is said:
    "keen to clarify that", "at pains to clarify that"."""
    return tok.tag_ == "VB" and tok.dep_ == "xcomp" and tok.head.pos_ == "VERB"


# Particles that turn a speech verb into another verb: "the sums do not add up", "showed up", "wrote
# off the debt", "told them off". None of these reports what anyone said.
_OTHER_SENSE_PARTICLES = frozenset({"up", "off"})


def other_sense(tok: Token) -> bool:
    """True for a speech verb's lemma used as a phrasal verb of another sense ("add up", "write off")."""
    return any(c.dep_ == "prt" and c.lower_ in _OTHER_SENSE_PARTICLES for c in tok.children)


def is_denial_verb(tok: Token) -> bool:
    """True when ``tok`` denies its complement (denied, rejected, dismissed ...)."""
    return tok.lemma_.lower() in DENIAL_LEMMAS


def negates(tok: Token) -> bool:
    """True when ``tok`` is a negation word attached to a verb ("not", "n't", "never", "nor").

    "yet" counts in "have yet to confirm", "are yet to be identified": the act has not happened.
    """
    low = tok.lower_
    if low in {"never", "nor", "neither"} or tok.dep_ == "neg":
        return True
    doc = tok.doc
    return (
        low == "yet"
        and tok.head.lemma_ in {"have", "be"}
        and tok.i + 1 < len(doc)
        and doc[tok.i + 1].lower_ == "to"
        and any(c.dep_ == "xcomp" and c.i > tok.i for c in tok.head.children)
    )


def is_negative_nominal(tok: Token) -> bool:
    """True when the noun phrase headed by ``tok`` denies existence: "nobody", "no group", "none of them"."""
    if tok.lower_ in NEGATIVE_PRONOUNS or tok.lower_ in {"no one"}:
        return True
    return any(c.dep_ == "det" and c.lower_ in denying_words("determiner") for c in tok.children)


@lru_cache(maxsize=2)
def denying_words(kind: str) -> frozenset[str]:
    """The denying words of one kind of ``ontology/denying-words.tsv``."""
    return frozenset(words_of_kind("denying-words.tsv", kind))


def is_unasserted(children: Iterable[Token]) -> bool:
    """True when a verb's ``children`` mark its clause as not asserted.

    A condition or concession ("if ...", "although ...") or an infinitive not folded into a relation
    ("his call for Iran to act": wanted, not done). Takes the children, which the caller has already
    listed, because this runs for every clause on the way up to its speaker.
    """
    for c in children:
        dep = c.dep_
        if (dep == "mark" and c.lower_ in HYPOTHETICAL_MARKS) or (dep == "aux" and c.tag_ == "TO"):
            return True
    return False


def is_claim_complement(verb: Token) -> bool:
    """True when the clause completes a claim noun ("the suggestion that Israel was behind it")."""
    head = verb.head
    return (
        verb.dep_ in {"acl", "ccomp", "relcl"} and head.pos_ == "NOUN" and head.lemma_.lower() in CLAIM_NOUNS
    )


def according_to(verb: Token, children: list[Token]) -> Token | None:
    """The source of an "according to X" among ``verb``'s ``children``: X's head, or None."""
    for c in children:
        if c.dep_ == "prep" and c.lower_ == "according":
            to = next((g for g in c.children if g.dep_ == "prep" and g.lower_ == "to"), None)
            if to is not None:
                return next((g for g in to.children if g.dep_ == "pobj"), None)
    return None


def closing_according_to(cur: Token, children: list[Token]) -> Token | None:
    """The source of an "according to" that closes the sentence from the next clause of ``cur``'s
    coordination: "One of the shells hit a school and injured three staff according to the police" reports
    both clauses, though the parser hangs the phrase on the last one. Not a relative clause's ("al-Bab, which
    lies in Aleppo province and is held by IS according to X": where it lies is the writer's), nor a clause
    a verb above already reports ("The ministry denied it had cut jobs and closed the plant according to the
    union": the denial is the ministry's), nor across "but", whose clauses are set against each other, nor
    across a clause joined by neither "and" nor a comma: that is a headline the page ran into the
    sentence ("UN envoy meets rebels UN envoy X met ... according to Reuters")."""
    if cur.dep_ in {"relcl", "acl", "ccomp", "parataxis"}:
        return None
    for conj in children:
        if conj.dep_ != "conj" or conj.pos_ not in {"VERB", "AUX"} or is_speech_verb(conj):
            continue  # "We are ready and will help X told Y according to Z": the telling is Z's report
        if any(c.dep_ == "cc" and c.lower_ in contrast_conjunctions() for c in children):
            return None
        joint = cur.doc[conj.left_edge.i - 1]  # the word before the clause: "and" or a comma
        if joint.dep_ != "cc" and joint.text != ",":
            continue
        # "captured the village, shelled the airport and downed a helicopter according to X": the parser
        # chains each clause to the one before, so the phrase may close a later link of the chain
        grand = list(conj.children)
        source = according_to(conj, grand) or closing_according_to(conj, grand)
        if source is None:
            continue
        end = source.head.head.right_edge.i + 1  # past the whole "according to ..." phrase
        if all(t.is_punct or t.is_space for t in cur.doc[end : conj.sent.end]):
            return source
    return None


@lru_cache(maxsize=1)
def contrast_conjunctions() -> frozenset[str]:
    """Conjunctions that set two clauses against each other ("but", "whereas"), from
    ``ontology/contrast-conjunctions.tsv``: a source closing the second is not the first's."""
    return frozenset(row["word"].lower() for row in read_tsv("contrast-conjunctions.tsv", ["word"]))
