"""Who speaks inside quotations, and whom a speaker's first person stands for.

A quotation spanning several sentences belongs to the speech verb next to its closing (or opening)
quotation mark; inside it, "I" is the speaking person, "we" the speaking organisation, or the
organisation a spokesman is named with. Whether a word stands inside a quotation (``inside_quotation``),
and an "it" inside one taken for a name from outside it (``quoted_from_outside``), are here too.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import TYPE_CHECKING

from .attribution import (
    FIRST_PERSON_PLURAL,
    FIRST_PERSON_SINGULAR,
    PERSON_PRONOUNS,
    PERSON_SUBJECT_PRONOUNS,
    is_speech_verb,
    spokes_roles,
)
from .titles import HONORIFICS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan

SUBJECTISH = frozenset({"nsubj", "nsubjpass"})
# a clause's own subject of any kind: a noun, a clausal subject or a dummy "there"/"it"; shared by the
# rules that ask whether a clause has a subject of its own (closing speakers, denials, inverted sources,
# opened clauses)
CLAUSE_SUBJECT_DEPS = SUBJECTISH | {"csubj", "expl"}
# "they" and "we" stand for a group (an organisation or a nationality).
GROUP_LABELS = frozenset({"ORG", "NORP"})
# Quotation marks: typographic ones say which way they face, a straight one is read from its neighbours.
_MARKS = re.compile(r"[\"“”]")
# Double quotation marks as tokens: straight, typographic, and the `` and '' some texts write.
DOUBLE_MARKS = frozenset({'"', "“", "”", "``", "''"})
# The ones that open a quotation whatever stands around them.
_OPENING = frozenset({"“", "``"})


def clean_name(name: str) -> str:
    """A name without the possessive ending a mention may carry ("Yukos's" -> "Yukos")."""
    return name.removesuffix("'s").removesuffix("’s").strip()


class QuoteRegions(dict):
    """Map character offset of tokens inside multi-sentence quotations to the speaker token."""

    unattributed: list[tuple[int, int]]


def _speech_subject(tokens: list[Token], after_quote: bool = False) -> Token | None:
    """Subject of the first speech verb in ``tokens``.

    After a closing quotation mark the parser often misreads "..., an official informed IRNA" as a noun
    phrase ("official" an adjective, "informed" a modifier): the word just before an unattached speech
    verb is then the speaker.
    """
    for k, tok in enumerate(tokens):
        if is_speech_verb(tok) and tok.pos_ == "VERB":
            subj = next((c for c in tok.children if c.dep_ in SUBJECTISH), None)
            if subj is not None:
                return subj
            if after_quote and tok.dep_ in {"amod", "compound", "ROOT"} and tok.tag_ in {"VBD", "VBN"}:
                words = [t for t in tokens[:k] if not t.is_punct]
                if words and words[-1].pos_ in {"NOUN", "PROPN", "ADJ"}:
                    return words[-1]
    return None


def quote_regions(doc: Doc, sents: list[SpacySpan], text: str) -> QuoteRegions:
    """Speakers of quotations, found next to the closing (or opening) quotation mark.

    The parse of one sentence misses speakers of quotations that run over several sentences, and often
    of a quotation followed by "..., X told state media" as well. A quotation that opens a paragraph
    with no speaker of its own, right after a sentence that closes an attributed quotation, goes on
    with that speaker: news names each new speaker, so an unnamed one is the last one.
    """
    regions = QuoteRegions()
    regions.unattributed = []
    starts = [s.start for s in sents]
    # sentences that are only a paragraph break do not separate a quotation from the one before it
    order = {s.start: k for k, s in enumerate(s for s in sents if not all(t.is_space for t in s))}
    previous: tuple[int, Token] | None = None  # (order of the sentence closing it, speaker)
    for start, end in quotations(text):
        first = doc.char_span(start, start + 1, alignment_mode="expand")
        last = doc.char_span(end - 1, end, alignment_mode="expand")
        if first is None or last is None:
            continue
        open_sent = sents[bisect_right(starts, first[0].i) - 1]
        close_sent = sents[bisect_right(starts, last[-1].i) - 1]
        after = [t for t in close_sent if t.idx >= end]
        before = [t for t in open_sent if t.idx < start]
        speaker = _speech_subject(after, after_quote=True) or _speech_subject(before)
        opens_sentence = not text[open_sent.start_char : start].strip()
        if speaker is None and previous is not None and opens_sentence:
            # right after the sentence closing the last attributed quotation: the same speaker goes on
            speaker = previous[1] if order.get(open_sent.start, -2) - previous[0] <= 1 else None
        if speaker is None:
            previous = None
            if open_sent.start != close_sent.start:
                # a quotation running over sentences with no speaker in sight is nobody's fact; a short
                # one inside a sentence is usually a scare quote or a title and is left to the parse
                regions.unattributed.append((start, end))
            continue
        previous = (order.get(close_sent.start, -9), speaker)
        for tok in doc[first[0].i : last[-1].i + 1]:
            regions[tok.idx] = speaker
    return regions


def quotations(text: str) -> list[tuple[int, int]]:
    """Character spans of the quotations of ``text``, marks included.

    Which way a mark faces is ``opens_quotation``'s. News style leaves a quotation that goes on in the
    next paragraph unclosed and opens that paragraph with a new mark, and texts that lost their line
    breaks run the paragraphs together ('... on in. "It's important ...'): an opening mark inside an open
    quotation ends it there, instead of being read as its closing mark, which would pair every later mark
    the wrong way round.
    """
    spans: list[tuple[int, int]] = []
    open_at = -1
    for m in _MARKS.finditer(text):
        i = m.start()
        before = text[i - 1] if i else " "
        after = text[i + 1] if i + 1 < len(text) else " "
        if opens_quotation(m.group(), before, after, inside=open_at >= 0):
            if open_at >= 0:
                close = len(text[:i].rstrip())
                if close > open_at + 1:
                    spans.append((open_at, close))
            open_at = i
        elif open_at >= 0:
            spans.append((open_at, i + 1))
            open_at = -1
    return spans


def opens_quotation(mark: str, before: str, after: str, inside: bool) -> bool:
    """Whether the quotation ``mark`` opens a quotation (else it closes one), given the characters
    ``before`` and ``after`` it (" " at either end of the text) and whether a quotation is open
    (``inside``): the one reading of a mark for every rule that asks (``quotations`` over a text,
    ``mark_opens`` for a token).

    A typographic mark says which way it faces. A straight one is read from its neighbours: after a space
    (or at the start, or after "(", "[" or ":") and before a word it opens ('she said: "We', '("I mean');
    stuck to the word before it it closes ('too harsh," he said'). One with spaces on both sides
    ('issue " he said', 'was " a worrying issue') is as often either: it closes an open quotation and
    opens one otherwise.
    """
    if mark != '"':
        return mark in _OPENING
    if not (before.isspace() or before in "([:"):
        return False
    return not after.isspace() or not inside


def mark_opens(mark: Token, inside: bool) -> bool:
    """``opens_quotation`` for a quotation mark token, its neighbours read from the tokens around it."""
    doc = mark.doc
    before = (doc[mark.i - 1].whitespace_ or doc[mark.i - 1].text[-1:]) if mark.i else " "
    after = (mark.whitespace_ or doc[mark.i + 1].text[:1]) if mark.i + 1 < len(doc) else " "
    return opens_quotation(mark.text, before, after, inside)


def first_person(tokens: list[Token], speaker: Token, speaker_text: str) -> dict[int, str]:
    """ "We condemn this act", an organisation said: "we" is the organisation, "I" a person speaking.

    Only a speaker of the fitting kind stands for the pronoun: a person's "we" (their party? their
    team?) stays unresolved, though the NER took the person's name for an organisation's.
    """
    # NER labels one surname differently from mention to mention ("Redknapp" an organisation as a
    # speaker, a person elsewhere): a name the article labels a person anywhere is one
    named_person = speaker.tag_ == "NNP" and any(
        e.label_ == "PERSON" and e[-1].text == speaker.text for e in speaker.doc.ents
    )
    group = not named_person and (
        speaker.ent_type_ in GROUP_LABELS | {"GPE"} or speaker.tag_ in {"NNS", "NNPS"}
    )
    person = (
        speaker.ent_type_ == "PERSON"
        or named_person
        or (speaker.tag_ == "NN" and not speaker.ent_type_)
        or (speaker.lower_ in PERSON_SUBJECT_PRONOUNS and speaker_text.lower() not in PERSON_SUBJECT_PRONOUNS)
    )
    out: dict[int, str] = {}
    for tok in tokens:
        low = tok.lower_ if tok.pos_ == "PRON" else ""  # "US" the country is no "us"
        if (low in FIRST_PERSON_PLURAL and group) or (low in FIRST_PERSON_SINGULAR and person):
            out[tok.i] = speaker_text
        elif low in FIRST_PERSON_PLURAL:
            body = speaks_for(speaker)
            if body:
                out[tok.i] = body
    return out


def speaks_for(speaker: Token) -> str:
    """The organisation a spokesman, leader or coach is named with: "Mike Lake, a Yukos spokesman" ->
    Yukos, "a spokeswoman for Royal Mail" -> Royal Mail; "" for anyone else."""
    roles = [speaker, *(c for c in speaker.children if c.dep_ in {"appos", "compound"})]
    if speaker.dep_ == "appos":
        roles.append(speaker.head)
    for role in roles:
        if role.lower_ not in spokes_roles():
            continue
        for c in role.children:
            body = None
            if c.dep_ == "compound":
                body = c
            elif c.dep_ == "prep" and c.lower_ in {"for", "of", "at"}:
                body = next((g for g in c.children if g.dep_ == "pobj"), None)
            if body is None or body.ent_type_ not in GROUP_LABELS | {"GPE"}:
                continue
            # a body is named on its own somewhere in the article; "Health" of "Health spokesman" is
            # a portfolio, only ever a modifier
            if any(t.text == body.text and t.dep_ != "compound" for t in speaker.doc):
                return clean_name(" ".join(t.text for t in body.subtree if t.dep_ != "det"))
    return ""


def quoted_third_person(tok: Token, name: str, speaker: str, quotes: dict[int, Token]) -> bool:
    """True for a "he" or "she" inside a quotation taken for the one who speaks it: in direct speech
    the speaker is "I" ("he said he would" is reported speech, where "he" may well be the speaker)."""
    if tok.lower_ not in PERSON_PRONOUNS or tok.pos_ != "PRON" or tok.idx not in quotes:
        return False
    # one person named two ways: "Yoshiaki Tsutsumi" for the "he" and "Tsutsumi" for the one who speaks,
    # "John Major" and "Mr Major" (a form of address is no part of the name)
    shorter, longer = sorted((_unaddressed(name), _unaddressed(speaker)), key=len)
    return bool(shorter) and longer[-len(shorter) :] == shorter


def _unaddressed(name: str) -> list[str]:
    words = name.split()
    return words[1:] if len(words) > 1 and words[0].lower().rstrip(".") in HONORIFICS else words


def inside_quotation(tok: Token) -> bool:
    """True for a word inside quotation marks in its sentence: "he" in a quotation is the speaker's
    "he", who may be anyone but the speaker. A mark stuck to the word before it closes, though its
    sentence did not open the quotation ('was tough for me," she said': she is outside it)."""
    opened = False
    for t in tok.doc[tok.sent.start : tok.i]:
        if t.text in DOUBLE_MARKS:
            opened = mark_opens(t, inside=opened)
    return opened


def quoted(tok: Token) -> bool:
    """True for a word inside a quotation: one its sentence opens, or one a sentence before opened."""
    return inside_quotation(tok) or _closed_after(tok)


def quoted_from_outside(tok: Token, name: str) -> bool:
    """True for an "it" or a "they" inside a quotation taken for a name its sentence does not hold: the
    speaker's "it" is what the speaker talks about ("It was too harsh," Collins said: the ban), and the
    speaker's "they" the people or bodies he talks about ("They never tune in to the wireless": the young),
    which the writer's last subject before the quotation seldom is."""
    if not quoted(tok):
        return False
    words = set(name.split())
    plural = tok.lower_ not in {"it", "its", "itself"}
    if any(_ends_in(ent, words) for ent in tok.sent.ents):
        return False  # "It will close two plants," a Ford spokesman said: "Ford" names "Ford Motor"
    if plural and has_words(tok.sent.text, name):
        return False  # 'The blasts were so strong that "they shook the city"': the phrase is in its sentence
    if tok.sent.start == 0:
        return True
    # the speaker's subject in the quoted sentence before: "Ofcom has failed viewers. It should apologise."
    # (not a name in a clause of it: '"It's good for Sony because Microsoft outsold them. And it is a
    # contest": the situation); for a "they", any name the speaker gave there ("I have not forgotten to
    # speak of Moss and Hale. They forgot to play."), or the writer's subject right before the quotation
    # ('Acme has 100,000 staff. "They will have to cut costs," an analyst said')
    before = tok.doc[tok.sent.start - 1].sent
    return not any(
        _ends_in(ent, words)
        and (
            (plural and ent.root.dep_ in SUBJECTISH)
            or (
                (plural or (ent.root.dep_ in SUBJECTISH and ent.root.head.dep_ in {"ROOT", "ccomp", "conj"}))
                and (inside_quotation(ent[0]) or _closed_after(ent[0]))
            )
        )
        for ent in before.ents
    )


def _ends_in(ent: SpacySpan, words: set[str]) -> bool:
    """True when the name ``ent`` ends in one of ``words``: "Ford" for "Ford Motor"."""
    found = clean_name(ent.text).split()
    return bool(found) and found[-1] in words


def _closed_after(tok: Token) -> bool:
    """True for a word of a sentence that closes a quotation opened in a sentence before: no quotation
    mark before it, and the first one after it closes that quotation (``opens_quotation``: a straight mark
    after a space opens one running into the next sentence, 'its boss said: "We are growing.')."""
    if any(t.is_quote for t in tok.doc[tok.sent.start : tok.i]):
        return False
    first = next((t for t in tok.doc[tok.i + 1 : tok.sent.end] if t.is_quote), None)
    if first is None:
        return False
    if first.text in DOUBLE_MARKS:
        return not mark_opens(first, inside=True)
    # a single mark ("'", "’") stuck to the word before it closes too
    return not tok.doc[first.i - 1].whitespace_


def has_words(text: str, words: str) -> bool:
    """Whether ``words`` stand in ``text`` as whole words, in any case: a subject "She" is not inside
    "the Ministry of Fisheries", nor a name "Dern" inside "the modern port", nor "Syria" inside "a Syrian
    general"."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text, re.IGNORECASE) is not None
