"""The body an "It said" continues: the one organisation reporting in the sentence before.

Salience (``kg.extract.coref``) gives "it" the latest named subject of a thing, which may be a subject
inside what the sentence before reported: "the Observatory quoted sources as saying that the Islamic State
had killed 270 people. It said at least 40 fighters were killed": "It" is the Observatory that reports
again, never the group its report was about. A speaker that is a person, a plural or a pronoun is no
"it", and two bodies reporting in one sentence leave the pronoun as salience read it.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

from .ages import person_nouns
from .attribution import PERSON_LABELS, THING_LABELS, is_speech_verb
from .body_its import body_nouns
from .cache import words_in, written_sentences
from .channel_bodies import quoted_speaker
from .quotes import clean_name, inside_quotation, speaks_for
from .reports import doc_ent
from .speakers import phrase_text, phrase_tokens

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Tags of a singular noun: a plural reporter ("Activists say ...") is a "they", never an "it".
_SINGULAR = frozenset({"NN", "NNP"})
_IT = frozenset({"it"})


def speaking_it(doc: Doc, resolved: dict[int, str], person_words: set[str]) -> dict[int, str]:
    """Map each "It" that reports (``It said ...``) to the one body that reported in the sentence
    before, as ``resolved`` names it (or its words), when there is exactly one."""
    out: dict[int, str] = {}
    sents = written_sentences(doc)
    starts = [s.start for s in sents]
    # only an "it" after the first sentence starts a search: the lower-case column finds them
    for tok in words_in(doc, _IT):
        k = bisect_right(starts, tok.i) - 1  # its sentence: a space-only one holds no "it"
        if k < 1 or tok.dep_ != "nsubj" or inside_quotation(tok):
            continue
        verb = tok.head
        if not is_speech_verb(verb) or verb.dep_ not in {"ROOT", "conj"}:
            continue
        if any(c.dep_ == "dobj" for c in verb.children):
            # "The regulator said Orbix had misled customers. It reported a loss": a verb with an object
            # tells an act of the body last named, not a report continuing the speaker's
            continue
        before = sents[sentence_back(sents, k)]
        reporter = _one_reporter(before, person_words)
        if reporter is None:
            continue
        if reporter.lower_ == "it":
            # "It said ... It added ...": the body the first "It" was found to be, if any, by salience or
            # by this rule ("SANA said ... It said ... It said": the chain goes on)
            if earlier_it := out.get(reporter.i) or resolved.get(reporter.i):
                out[tok.i] = earlier_it
            continue
        name = speaks_for(reporter) or resolved.get(reporter.i)
        earlier = resolved.get(tok.i, "")
        if earlier and earlier.split()[-1] in _own_words(reporter):
            continue  # "The pro-regime website Al Masdar News reported": salience has its name already
        named_before = bool(earlier) and any(t.text == earlier.split()[-1] for t in before)
        if not name and _description(reporter) and not named_before:
            # "the Observatory said ... the monitor said ... It reported": salience's name from further
            # back says more than "the monitor"; with none, "It" says as much as "the source"
            continue
        out[tok.i] = name or _reporter_name(reporter)
    return out


def sentence_back(sents: list[Span], k: int) -> int:
    """The index of the sentence before sentence ``k``, past a photo caption left in the text (no closing
    mark: "File photo shows fighters of the group"), which reports nothing an "It" could continue."""
    last = next((t for t in reversed(sents[k - 1]) if not t.is_space), None)
    if k >= 2 and last is not None and not last.is_punct:
        return k - 2
    return k - 1


def _own_words(reporter: Token) -> set[str]:
    """The words of the reporter's phrase and of the name set beside it ("the website Al Masdar News")."""
    words = set(phrase_text(reporter).split())
    for kid in reporter.children:
        if kid.dep_ == "appos":
            words.update(t.text for t in kid.subtree)
    return words


def _description(reporter: Token) -> bool:
    """A common noun naming no one ("the monitor", "a letter"), not "the SANA agency"."""
    return reporter.pos_ == "NOUN" and not any(c.pos_ == "PROPN" for c in reporter.lefts)


def _reporter_name(reporter: Token) -> str:
    """The name the reporter is, when the NER found one ("the so-called Syrian Observatory for Human
    Rights": the Observatory's name, not its epithet), else the words of its phrase."""
    ent = doc_ent(reporter)
    if ent is not None and ent.root.i == reporter.i:
        return clean_name(ent.text)
    # "A survey in 2010, which a charity paid for, found": the relative clause goes, and its commas too;
    # the words keep their own spacing ("Winn-Dixie", not "Winn - Dixie")
    tokens = phrase_tokens(reporter)
    if reporter.i > reporter.head.i:
        # '"...," said the union in a statement': the parser hangs the verb's "in" on the speaker after it
        cut = [k for k in reporter.children if k.dep_ == "prep" and k.lower_ == "in" and k.i > reporter.i]
        tokens = [t for t in tokens if not any(t.i >= k.i for k in cut)]
    words = "".join(t.text_with_ws for t in tokens)
    return clean_name(" ".join(words.split())).rstrip(" ,") or reporter.text


def _one_reporter(sent: Span, person_words: set[str]) -> Token | None:
    """The subject of the sentence's speech verbs outside quotations, when they all share one and it
    may be an "it": singular, no person, no pronoun."""
    found: set[Token] = set()
    for verb in sent:
        if not is_speech_verb(verb) or inside_quotation(verb):
            continue
        # "Reuters quoted Gazprom as saying ...": the named body quoted is the one reporting, the agency
        # only passes its words on ("quoted sources as saying" keeps the agency: sources are no "it")
        quoted = [c for c in verb.children if quoted_speaker(c) and c.ent_type_ in THING_LABELS]
        subject = quoted[0] if quoted else _speaker_of(verb)
        if subject is None:
            continue
        if _reported(verb):
            continue  # "... as saying that X said": X speaks inside another's report
        found.add(subject)
    if len(found) != 1:
        return None
    subject = found.pop()
    if subject.lower_ == "it" or speaks_for(subject):
        return subject  # "a spokeswoman for the bank said ...": the bank's "It said" follows
    if subject.tag_ not in _SINGULAR:
        return None
    if subject.lower_ in body_nouns() and subject.pos_ == "PROPN" and not _given_name(subject):
        return subject  # "The Observatory said", NER's person or not, is a body: its noun says so
    if subject.ent_type_ in PERSON_LABELS:
        return None
    if subject.pos_ == "PROPN" and subject.text in person_words:
        return None  # a surname the article gives a person elsewhere
    if subject.pos_ == "NOUN" and subject.lemma_.lower() in person_nouns():
        return None  # "the minister said ...": a person, whose own words come next as "he" or "she"
    return subject


def _given_name(subject: Token) -> bool:
    """True when the article writes a given name before ``subject``'s word ("Margaret Court said", or
    "Court said" after her full name): a surname that is a body noun, not a body."""
    return any(
        e.label_ in PERSON_LABELS and len(e) > 1 and e[-1].text == subject.text and e[0].pos_ == "PROPN"
        for e in subject.doc.ents
    )


def _speaker_of(verb: Token) -> Token | None:
    """The subject of a speech verb; of two, the one after the verb ("But the department suffered ...,
    said the Committee": the parser hangs the reported clause's subject on "said" too)."""
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) > 1:
        subjects = [c for c in subjects if c.i > verb.i]
    return subjects[0] if len(subjects) == 1 else None


def _reported(verb: Token) -> bool:
    """True when ``verb`` sits in a clause another speech verb of its sentence reports."""
    return any(is_speech_verb(a) for a in verb.ancestors)
