"""A "he" or "she" left open when another person of its gender is as likely, or its name was only quoted.

Salience takes the last named subject; on a page that quotes several people in turn that is often the
wrong one. Two checks run after every rule of ``kg.extract.coref`` has picked a name:

- ``quoted_only``: the name was last written, within the pronoun's reach, inside quotation marks
  ('"... as much as Charles did," he said': the one speaking is not the one his words name);
- ``speaker_rivals``: another person of the pronoun's gender spoke within its reach ("..., Mr Howard
  added. Mr Brown's Budget was ... He went on to accuse"): the last subject and the last speaker are
  both likely, and nothing in the words decides;
- ``named_before``: a "he said" given to an earlier speaker when the sentence just before names only
  another person of its gender ('"...," he said. But for Ann Lee's colleague Tom Hale, the answer is
  simple. "...," he said.'): a page quoting people in turn has moved on to him; when that sentence is
  about a view and names the one person it came from ("One view came from Tom Hale", view_sources.py),
  the "he said" is given to him instead;
- ``passed_over``: a person named just before whom salience passed over ("according to minister X");
- ``joint_subject``: the name is one of two people the last subject joins with "and".

A pronoun left open keeps its statement out of the graph (``kg.extract.stand_ins``) instead of a guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ages import person_nouns
from .attribution import PERSON_LABELS, is_speech_verb, spokes_roles
from .cache import entity_around, sentence_index, written_sentences
from .given_genders import HONORIFIC_GENDER
from .no_persons import names_no_person
from .quotes import DOUBLE_MARKS, SUBJECTISH, inside_quotation, mark_opens
from .speakers import HE_PRONOUNS, SHE_PRONOUNS, other_gender
from .view_sources import source_of, thing_subject

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_GENDERED = HE_PRONOUNS | SHE_PRONOUNS
# how many sentences before its own a pronoun's antecedent is looked for, as _antecedent_too_far reads it
_REACH = 2


def _sentence_of(tok: Token) -> tuple[list[Span], int]:
    """The article's written sentences and the index of the one that holds ``tok`` (0 when none does)."""
    return written_sentences(tok.doc), sentence_index(tok.doc, tok.i)


def _reach(tok: Token) -> Span:
    """The pronoun's sentence up to it and the ``_REACH`` written sentences before."""
    sents, k = _sentence_of(tok)
    return tok.doc[sents[max(0, k - _REACH)].start : tok.i]


def _surname(name: str) -> str:
    words = name.split()
    return words[-1] if words else ""


def left_open(
    doc: Doc,
    resolved: dict[int, str],
    person_words: set[str],
    gender: dict[str, str],
    opened: set[int] | frozenset[int] = frozenset(),
) -> tuple[list[int], dict[int, str]]:
    """Gendered pronouns outside quotation marks to leave unresolved, in reading order: those
    ``_quoted_only``, ``_speaker_rival``, ``_named_before``, ``_passed_over`` or ``_joint_subject`` finds,
    and a pronoun that continues one of them or of ``opened``, those a rule before left open ("He went on
    to accuse ... He urged ...": the next "he" with no name between is as open as the first); and the
    pronouns to give another name: a "he said" right after a sentence about a thing that names one person
    only, in its verb's phrase ("One view came from Tom Hale. He said"), and the pronouns that continue it."""
    dropped: list[int] = sorted(opened)
    moved: dict[int, str] = {}
    for i in sorted(resolved):
        tok = doc[i]
        if tok.lower_ not in _GENDERED or _quoted(tok):
            continue
        before = _chain(tok, person_words)
        others, topics = _named_before(tok, resolved[i], resolved, person_words, gender)
        if len(others) == 1 and others == topics:
            moved[i] = next(iter(topics))
        elif before is not None and before in moved:
            moved[i] = moved[before]
        elif (
            others
            or _quoted_only(tok, resolved[i], resolved)
            or _speaker_rival(tok, resolved[i], resolved, person_words, gender)
            or _passed_over(tok, resolved[i], resolved, person_words, gender)
            or _joint_subject(tok, resolved[i], person_words, gender)
            or before in dropped
        ):
            dropped.append(i)
    return [i for i in dropped if i not in opened], moved


def _chain(tok: Token, person_words: set[str]) -> int | None:
    """The last subject pronoun of ``tok``'s gender outside quotation marks within reach, when no person is
    named as a subject after it: the pronoun ``tok`` continues."""
    same = HE_PRONOUNS if tok.lower_ in HE_PRONOUNS else SHE_PRONOUNS
    for t in reversed(_reach(tok)):
        if inside_quotation(t):
            continue
        # subjects only: a "his" left open inside the sentence of a named speaker ("X told Reuters in his
        # office. He said") does not make the next "he" open
        if t.lower_ in same and t.dep_ in SUBJECTISH:
            return t.i
        # a person named as a subject starts a new chain; one named as an object does not ("He went on to
        # accuse Mr Brown ... He urged": the same "he")
        if t.dep_ in SUBJECTISH and _person(t, {}, person_words):
            return None
    return None


def _quoted_only(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True when ``name`` was last written within reach inside quotation marks (and not since stood
    for by a pronoun outside them)."""
    surname = _surname(name)
    # a quotation may run over several sentences ('"I have offers. Tom and Ann have too." He said')
    seen = [
        t
        for t in _reach(tok)
        if t.text == surname or (t.pos_ == "PRON" and resolved.get(t.i) == name and not _quoted(t))
    ]
    # '"... said Kirkuki." He added': a speaker the marks ran over is a speaker still, not a name quoted;
    # a description's noun ("the prime minister") a quotation says again is no name it quotes
    last = seen[-1] if seen else None
    if last is None or _speaking(last):
        return False
    return inside_quotation(last) or (_closed_after(last) and last.text[:1].isupper())


def _quoted(tok: Token) -> bool:
    """True for a word inside quotation marks its sentence opens, or one a sentence before opened."""
    return inside_quotation(tok) or _closed_after(tok)


def _closed_after(tok: Token) -> bool:
    """True for a word of a sentence that closes, with a double mark, a quotation a sentence before opened
    (no double mark before it in its sentence). Single marks are left out: an apostrophe ("Holmes' run")
    closes nothing."""
    sent = tok.doc[tok.sent.start : tok.sent.end]
    if any(t.text in DOUBLE_MARKS for t in sent if t.i < tok.i):
        return False
    first = next((t for t in sent if t.i > tok.i and t.text in DOUBLE_MARKS), None)
    return first is not None and not mark_opens(first, inside=True)


def _speaking(tok: Token) -> bool:
    """True for the subject of a speech verb set after it ("said Kirkuki")."""
    return tok.dep_ in SUBJECTISH and tok.i > tok.head.i and is_speech_verb(tok.head)


def _person(tok: Token, resolved: dict[int, str], person_words: set[str]) -> str:
    """The person a subject names: its name, or the name its pronoun was resolved to; "" for none."""
    if tok.pos_ == "PRON":
        return resolved.get(tok.i, "") if tok.lower_ in _GENDERED else ""
    if tok.pos_ == "PROPN" and (tok.ent_type_ in PERSON_LABELS or tok.text in person_words):
        return _whole_name(tok)
    # a person described ("the Tory leader said"), whose noun a name standing for another does not hold
    # (not a spokesman: "X has died, a spokesman said. He had ..." is X, for whom the spokesman speaks)
    if tok.tag_ == "NN" and not tok.ent_type_ and tok.lemma_.lower() in person_nouns() - spokes_roles():
        # "The bank's chief economist, Tom Pelham, said", "Robert Mardini ICRC regional director told": the
        # name set beside the noun or before it
        named = next(
            (c for c in tok.children if c.dep_ in {"appos", "compound"} and c.ent_type_ in PERSON_LABELS),
            None,
        )
        return _whole_name(named) if named is not None else tok.text
    return ""


def _whole_name(tok: Token) -> str:
    """The whole name the NER labels around ``tok``: the parser may make any of its words, even the
    hyphen of "Ibrahim al-Assad", the subject."""
    return entity_around(tok).text


def _speaker_rival(
    tok: Token, name: str, resolved: dict[int, str], person_words: set[str], gender: dict[str, str]
) -> bool:
    """True when the last person who spoke within reach is another than ``name`` and could be the
    pronoun too, and the pronoun's own sentence does not name ``name`` before it."""
    if tok.dep_ not in SUBJECTISH:
        return False  # a "his" or "him" follows its own clause ("The actor began his career"), not a speaker
    surname = _surname(name)
    own = tok.doc[tok.sent.start : tok.i]
    if any(t.text == surname and not inside_quotation(t) for t in own):
        return False  # "Smith was sent off after he ...": its own sentence names it
    if _subject_before(tok, name):
        return False  # "Tabler does not expect an attack. Still he warns": the sentence before's own subject
    speaker = ""
    for t in _reach(tok):
        if t.dep_ in SUBJECTISH and is_speech_verb(t.head) and not inside_quotation(t.head):
            # the latest speaker only: "A spokesman for the council said ..." after "Tom Hale said ..." is
            # the one a "he" continues, and no named rival
            speaker = _person(t, resolved, person_words)
    # the same person under a shorter name is no rival: "Doctor Ibrahim" (NER's cut) and "Ibrahim al-Assad"
    if not speaker or any(word in name for word in speaker.split() if len(word) > 2):
        return False
    return not other_gender(tok, speaker, gender)


def _subject_before(tok: Token, name: str) -> bool:
    """True when ``name`` is the named subject of the main verb of the written sentence just before the
    pronoun's: the writer's own topic, which no earlier speaker outranks (an owner of that subject,
    "Mr Brown's Budget", is not it)."""
    sents, k = _sentence_of(tok)
    if k == 0:
        return False
    root = sents[k - 1].root
    subjects = [c for c in root.children if c.dep_ in SUBJECTISH and not inside_quotation(c)]
    # "Member of the committee Safwan Jandali called upon ...": the name set before or beside the noun
    words = subjects + [n for c in subjects for n in c.children if n.dep_ in {"compound", "appos"}]
    return any(w.text[:1].isupper() and w.text in name.split() for w in words)


def _named_before(
    tok: Token, name: str, resolved: dict[int, str], person_words: set[str], gender: dict[str, str]
) -> tuple[set[str], set[str]]:
    """The other persons who could be speaking pronoun ``tok``, resolved to ``name``, that the written
    sentence just before names outside quotation marks when it does not name ``name``; and those of them
    named in the phrase of a verb whose subject is a thing ("One view came from Tom Hale")."""
    none: tuple[set[str], set[str]] = (set(), set())
    if tok.dep_ not in SUBJECTISH or not is_speech_verb(tok.head):
        return none  # a speaker only: "He went on to accuse ..." follows the last subject's clause
    sents, k = _sentence_of(tok)
    words = set(name.split())
    if k == 0 or any(t.text in words and not inside_quotation(t) for t in tok.doc[sents[k].start : tok.i]):
        return none  # "Meanwhile Lee is still searching ... and he has shown": its own sentence names it
    others: set[str] = set()
    topics: set[str] = set()
    root = sents[k - 1].root
    thing_topic = thing_subject(root)
    for t in sents[k - 1]:
        if inside_quotation(t):
            continue
        if t.text in words or resolved.get(t.i) == name:
            return none  # the sentence before names ``name`` too: salience and the rules above decide
        if t.pos_ == "PROPN" and (t.ent_type_ in PERSON_LABELS or t.text in person_words):
            # the sentence's topic only: a subject or a name before its main verb and hung from it ("But
            # for Tom Hale, ..."), not an object nor a name in a clause of its own ("who may meet Lee"); after
            # a thing's verb, the person its phrase names ("One view came from Tom Hale") is the topic too
            topic = t.i > root.i and thing_topic and _full_or_titled(t) and source_of(t, root)
            if t.dep_ not in SUBJECTISH and ((t.i > root.i and not topic) or _verb_above(t).i != root.i):
                continue
            other = _whole_name(t)
            # "Mr Kilroy-Silk", whose hyphen the tokenizer splits, is "Robert Kilroy-Silk" (as _speaker_rival)
            if _same_person(other, name):
                return none
            if not other_gender(tok, other, gender):
                others.add(other)
                if topic:
                    topics.add(other)
    return others, topics


def _joint_subject(tok: Token, name: str, person_words: set[str], gender: dict[str, str]) -> bool:
    """True when ``name`` was last written within reach, outside quotation marks, in a subject that joins
    another person to it with "and" ("Webb and drummer Roni Kerr have recorded ... She said"), and that
    person could be the pronoun too: salience took the last of two people who act together."""
    surname = _surname(name)
    own = tok.doc[tok.sent.start : tok.i]
    if any(t.text == surname and not inside_quotation(t) for t in own):
        return False  # "Webb and Kerr recorded it, and Kerr said she ...": its own sentence names it
    last = next((t for t in reversed(_reach(tok)) if t.text == surname and not inside_quotation(t)), None)
    if last is None:
        return False
    subject = next((a for a in [last, *last.ancestors] if a.dep_ in SUBJECTISH), None)
    phrase = _own_phrase(subject) if subject is not None else []
    if last not in phrase or not any(t.lower_ == "and" for t in phrase):
        return False
    words = set(name.split())
    others = {
        _whole_name(t)
        for t in phrase
        # the tagger may take a surname before "and" for a modifier ("Webb and drummer X": an adjective)
        if t.text[:1].isupper()
        and t.text not in words
        and (t.ent_type_ in PERSON_LABELS or t.text in person_words)
        # a whole name joins a person whatever the "and" follows ("Jane Moss of Leeds and Amy Stone")
        and (_joined(t, last, phrase) or _full_or_titled(t))
    }
    return any(not other_gender(tok, other, gender) and not _same_person(other, name) for other in others)


def _joined(tok: Token, other: Token, phrase: list[Token]) -> bool:
    """True when an "and" between ``tok`` and ``other`` follows a word of the subject's own phrase: after a
    preposition's object ("Jane Moss of Marks and Spencer") it may join that object, a firm's name."""
    low, high = sorted((tok.i, other.i))
    return any(t.lower_ == "and" and low < t.i < high and tok.doc[t.i - 1] in phrase for t in phrase)


def _own_phrase(head: Token) -> list[Token]:
    """``head`` and the words of its own phrase, less its clauses, appositions and prepositions' phrases
    ("X, who sang Blue Harbour and Tin Drum,": no one joined to X)."""
    found = [head]
    for child in head.children:
        if child.dep_ not in {"relcl", "acl", "appos", "prep", "advcl", "ccomp", "punct", "parataxis"}:
            found.extend(_own_phrase(child))
    return found


def _same_person(other: str, name: str) -> bool:
    """True when a word of ``other`` (three letters or more) is in ``name``: "Kilroy-Silk", "Doctor Ibrahim"
    for "Robert Kilroy-Silk", "Ibrahim al-Assad"."""
    return any(word in name for word in other.split() if len(word) > 2)


def _passed_over(
    tok: Token, name: str, resolved: dict[int, str], person_words: set[str], gender: dict[str, str]
) -> bool:
    """True when ``name`` is written neither in the pronoun's sentence before it nor in the sentence just
    before, which names, outside quotation marks, another person who could be the pronoun ("Sales fell,
    according to minister Tom Hale. In the provinces, he expects": salience passed over Hale, named in no
    subject's slot, for a name from further back). A speaker's "he said" is ``_named_before``'s to judge; a
    one-word name without a title may be a place the NER took for a person ("a village near Cullen")."""
    sents, k = _sentence_of(tok)
    if k == 0 or (tok.dep_ in SUBJECTISH and is_speech_verb(tok.head)):
        return False
    # the tokenizer splits a hyphenated name ("Al-Faris": "Al", "-", "Faris"), so its parts are matched too
    words = set(name.split()) | {part for word in name.split() for part in word.split("-") if len(part) > 2}
    span = tok.doc[sents[k - 1].start : tok.i]
    if any(t.text in words or resolved.get(t.i) == name for t in span) or _described_topic(sents[k - 1]):
        return False
    others = {
        _whole_name(t)
        for t in sents[k - 1]
        if t.pos_ == "PROPN"
        and (t.ent_type_ in PERSON_LABELS or t.text in person_words)
        and not inside_quotation(t)
        and _full_or_titled(t)
    }
    return any(not other_gender(tok, other, gender) and not _same_person(other, name) for other in others)


def _described_topic(sent: Span) -> bool:
    """True when the sentence's main subject is a singular noun after "the" ("The former coach has been
    linked with ...", "But the wildcard entry was beaten by X"): the writer's topic described again, most
    often the person the story is about, whom a name in its object does not outrank. Not a noun for no
    person ("The report was praised by minister X"): the sentence is about a thing, and X the one it names."""
    return any(
        c.dep_ in SUBJECTISH
        and c.tag_ == "NN"
        and not c.ent_type_
        and any(d.lower_ == "the" for d in c.children)
        and not names_no_person(c.lemma_)
        for c in sent.root.children
    )


def _full_or_titled(tok: Token) -> bool:
    """True when the name around ``tok`` has two words or more, or a title before it ("Mr Sarkozy")."""
    ent = entity_around(tok)
    before = tok.doc[ent.start - 1] if ent.start > 0 else None
    return len(ent) > 1 or (before is not None and before.lower_.rstrip(".") in HONORIFIC_GENDER)


def _verb_above(tok: Token) -> Token:
    """The nearest verb ``tok`` hangs from (its sentence's root when none)."""
    for a in tok.ancestors:
        if a.pos_ in {"VERB", "AUX"}:
            return a
    return tok.sent.root
