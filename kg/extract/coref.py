"""Article-level context for extraction: pronoun antecedents and who speaks inside quotations.

Both are cheap salience rules, not a coreference model: a pronoun stands for the most recent named
subject of a compatible kind, and a quotation spanning several sentences belongs to the speech verb
next to its closing (or opening) quotation mark.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import TYPE_CHECKING

from .attribution import (
    PERSON_LABELS,
    PERSON_PRONOUNS,
    SPOKES_ROLES,
    THING_LABELS,
    THING_PRONOUNS,
    is_speech_verb,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan

_SUBJECTISH = frozenset({"nsubj", "nsubjpass"})
# Verbs whose "it" subject is a placeholder for the clause that follows ("it seems that ...").
_RAISING = frozenset({"be", "seem", "appear", "happen", "remain", "take", "matter"})
# "they" stands for a group (an organisation or a nationality), "it" for any organisation or place.
_GROUP_LABELS = frozenset({"ORG", "NORP"})
# Opening and closing quotation marks: typographic pairs, or straight double quotes paired in order.
_QUOTES = re.compile(r"“[^”]*”|\"[^\"]*\"")


class Salience:
    """Resolve pronouns to the latest named subject of a compatible kind, in reading order."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc

    def _subject_entity(self, tok: Token) -> bool:
        # the entity fills a subject slot directly or through its compound/apposition chain, or owns
        # the subject ("Rooney's return was ..., and he was involved in ...": he is Rooney)
        cur = tok
        for _ in range(4):
            if cur.dep_ in _SUBJECTISH:
                return True
            if cur.dep_ not in {"compound", "appos", "flat", "poss"} or cur.head.i == cur.i:
                return False
            if cur.dep_ == "compound" and cur.head.pos_ == "NOUN":
                return False  # "The US firm ... It has argued": the firm is the subject, not the US
            cur = cur.head
        return False

    def resolve(self) -> dict[int, str]:
        """Map token index of each resolvable pronoun to its antecedent's fullest name."""
        doc = self.doc
        ent_at = {e.root.i: e for e in doc.ents}
        # NER often labels a bare surname differently from the full name ("Soleimani" as GPE), so a
        # name whose last word ends a PERSON mention anywhere in the article counts as a person.
        full_names: dict[str, str] = {}  # last word -> longest name seen ending with it
        person_words: set[str] = set()
        for e in doc.ents:
            name = _clean(e.text)
            if not name:
                continue
            last_word = name.split()[-1]
            if len(name) > len(full_names.get(last_word, "")):
                full_names[last_word] = name
            if e.label_ in PERSON_LABELS:
                person_words.add(last_word)
        last: dict[str, str | None] = {"person": None, "thing": None, "group": None}
        out: dict[int, str] = {}
        # only entity heads and pronouns matter; the POS column finds pronouns without building tokens
        pron = doc.vocab.strings["PRON"]
        propn = doc.vocab.strings["PROPN"]
        pos = doc.to_array("POS").tolist()
        positions = set(ent_at) | {i for i, p in enumerate(pos) if p == pron}
        # a known surname the NER missed in this sentence ("Soleimani oversaw ...") is still a subject
        positions |= {i for i, p in enumerate(pos) if p == propn and doc[i].text in person_words}
        for i in sorted(positions):
            tok = doc[i]
            ent = ent_at.get(i)
            if ent is None and tok.pos_ == "PROPN":
                if not tok.ent_type_ and self._subject_entity(tok):
                    last["person"] = full_names[tok.text]
                continue
            if ent is not None and self._subject_entity(tok):
                name = _clean(ent.text)
                if name:
                    last_word = name.split()[-1]
                    if tok.tag_ == "NNPS":
                        # a plural name ("the Lib Dems") is never a "he" or "she", whatever NER says
                        last["group"] = full_names[last_word]
                    elif ent.label_ in PERSON_LABELS or last_word in person_words:
                        last["person"] = full_names[last_word]
                    elif ent.label_ in THING_LABELS:
                        last["thing"] = full_names[last_word]
                        last["group"] = full_names[last_word] if ent.label_ in _GROUP_LABELS else None
                continue
            if tok.pos_ != "PRON" or _expletive(tok) or _embedded(tok):
                continue
            low = tok.lower_
            kind = "person" if low in PERSON_PRONOUNS else "thing" if low in THING_PRONOUNS else None
            if kind == "thing" and low not in {"it", "its", "itself"}:
                kind = "group"
            if kind in {"thing", "group"} and _common_subject_before(tok):
                continue
            if kind and last[kind]:
                out[tok.i] = last[kind]  # type: ignore[assignment]
        for i in [i for i, p in enumerate(pos) if p == pron]:
            speaker = _reporting_subject(doc[i])
            if speaker is not None:
                out[i] = out.get(speaker.i) or _phrase_text(speaker)
            elif i in out and _antecedent_too_far(doc[i], out[i], out):
                del out[i]
        local = _Nearby(doc, person_words, full_names)
        nouns = [t.i for t in doc if t.lower_ in _COMPANY_NOUNS and company_noun(t)]
        for i in [i for i, p in enumerate(pos) if p == pron and i not in out] + nouns:
            name = local.antecedent(doc[i])
            subject = None if name else _host_subject(doc[i])
            if name or subject is not None:
                out[i] = name or out.get(subject.i) or _phrase_text(subject)  # type: ignore[union-attr]
        return out


class _Nearby:
    """The one name a pronoun can stand for among the names of its sentence and the one before.

    Salience follows the article's named subjects; a pronoun it leaves unresolved (inside a "while" or
    "as" clause, after a name that was no subject, or a name the NER gave the wrong kind: "Mr Cable" as
    an organisation) is still clear to a reader when exactly one name of the fitting kind and gender
    stands in those two sentences, before the pronoun, and no common noun between could be meant.
    """

    def __init__(self, doc: Doc, person_words: set[str], full_names: dict[str, str]) -> None:
        self.doc = doc
        # a blank line between paragraphs parses as a sentence of its own; the one before it counts
        self.sents = [s for s in doc.sents if not all(t.is_space for t in s)]
        self.starts = [s.start for s in self.sents]
        gender: dict[str, str] = {}
        for t in doc:
            sex = _HONORIFIC_GENDER.get(t.lower_.rstrip("."))
            if sex and t.i + 1 < len(doc) and doc[t.i + 1].pos_ == "PROPN":
                end = t.i + 1
                while end + 1 < len(doc) and doc[end + 1].pos_ == "PROPN":
                    end += 1
                gender[doc[end].text] = sex
        # (start, end, root, name, kind, gender) of every name, in reading order
        self.names: list[tuple[int, int, Token, str, str, str]] = []
        for ent in doc.ents:
            name = _clean(ent.text)
            if not name:
                continue
            last = name.split()[-1]
            titled = last in gender
            if ent.root.tag_ == "NNPS" or ent.label_ == "NORP":
                kind = "group"
            elif titled or ent.label_ in PERSON_LABELS or last in person_words:
                kind = "person"
            elif ent.label_ in _THING_NAMES:
                kind = "thing"
            else:
                continue
            full = full_names.get(last, name) if kind == "person" else name
            self.names.append((ent.start, ent.end, ent.root, full, kind, gender.get(last, "")))

    def antecedent(self, tok: Token) -> str:
        """The name ``tok`` stands for, or "" when the two sentences around it do not settle it."""
        low = tok.lower_
        want = "person" if low in PERSON_PRONOUNS else "thing" if low in _IT else ""
        want = want or ("group" if low in _THEY else "") or ("org" if company_noun(tok) else "")
        if not want or _expletive(tok) or _inside_quotation(tok):
            return ""
        sex = "m" if low in _HE else "f" if low in _SHE else ""
        k = bisect_right(self.starts, tok.i) - 1
        start, end = self.sents[max(0, k - 1)].start, self.sents[k].end
        before: set[str] = set()
        rivals: set[str] = set()
        for first, last, root, name, kind, gender in self.names:
            if first < start or last > end or first <= tok.i < last or (want == "org" and first > tok.i):
                continue  # a name after "the firm" is another firm: it only points back
            fits = kind == want or (want == "org" and root.ent_type_ == "ORG" and kind == "thing")
            if not fits or (sex and gender and gender != sex) or _same_clause_subject(root, tok):
                continue
            if root.dep_ == "compound" and root.head.pos_ == "NOUN":
                continue  # "the US firm": the firm is meant, not the US
            rivals.add(name)
            if last <= tok.i:
                before.add(name)
        if len(rivals) != 1 or before != rivals:
            return ""
        if _competing_noun(self.doc[start : tok.i], "thing" if want == "org" else want, tok):
            return ""
        return before.pop()


# Nouns by which an article names again a company it has named ("the firm", "The company").
_COMPANY_NOUNS = frozenset(
    {"company", "firm", "group", "corporation", "business", "carrier", "airline", "bank"}
)


def company_noun(tok: Token) -> bool:
    """True for "the company", "The firm": a bare definite company noun standing for a name before it."""
    if tok.pos_ != "NOUN" or tok.lemma_ not in _COMPANY_NOUNS or tok.tag_ != "NN":
        return False
    kids = list(tok.children)
    return len(kids) == 1 and kids[0].lower_ == "the" and kids[0].i == tok.i - 1


# Names an "it" can stand for (a place, a company, an institution), and the pronouns of each kind.
_THING_NAMES = frozenset({"ORG", "GPE", "FAC"})
_IT = frozenset({"it", "its", "itself"})
_THEY = frozenset({"they", "them", "their", "theirs", "themselves"})
_HE = frozenset({"he", "him", "his", "himself"})
_SHE = frozenset({"she", "her", "hers", "herself"})
_HONORIFIC_GENDER = {
    **dict.fromkeys(["mr", "sir", "lord"], "m"),
    **dict.fromkeys(["mrs", "ms", "miss", "dame", "lady"], "f"),
}
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})


def _inside_quotation(tok: Token) -> bool:
    """True for a word inside quotation marks in its sentence: "he" in a quotation is the speaker's
    "he", who may be anyone but the speaker."""
    before = tok.doc[tok.sent.start : tok.i]
    opened = sum(t.text in {"“", "``"} for t in before) - sum(t.text in {"”", "''"} for t in before)
    return opened > 0 or sum(t.text == '"' for t in before) % 2 == 1


def _same_clause_subject(name: Token, tok: Token) -> bool:
    """True when ``name`` is the subject of the verb whose object is ``tok``: they cannot be one."""
    if tok.dep_ in _SUBJECTISH or tok.lower_.endswith(("self", "selves")):
        return False
    verb = tok.head if tok.dep_ != "pobj" else tok.head.head
    return name.dep_ in _SUBJECTISH and name.head.i == verb.i


def _competing_noun(before: SpacySpan, want: str, tok: Token | None = None) -> bool:
    """True when a common noun before the pronoun could be what it means: a person noun as a subject
    for "he" ("the spokeswoman ... she"), any singular thing for "it", any plural for "they"; for "the
    company", another company noun."""
    for t in before:
        if t.pos_ != "NOUN" or t.dep_ not in _ARGUMENTS:
            continue
        if tok is not None and tok.pos_ == "NOUN":
            if t.lemma_ in _COMPANY_NOUNS:
                return True
            continue
        if want == "group" and t.tag_ == "NNS":
            return True
        if want == "thing" and t.tag_ == "NN":
            return True
        if want == "person" and t.tag_ == "NN" and t.dep_ in _SUBJECTISH:
            return True
    return False


# Clauses that hang on the clause whose subject a pronoun in them most often stands for: "The explosion
# was so powerful that it shattered windows", "The militants hold the areas they seized", "as they try".
_SUBORDINATE = frozenset({"advcl", "relcl", "ccomp"})


def _host_subject(tok: Token) -> Token | None:
    """The common-noun subject of the clause a pronoun's clause hangs on, when number agrees and no
    other noun that could be meant stands between them."""
    low = tok.lower_
    if tok.dep_ not in _SUBJECTISH or tok.head.dep_ not in _SUBORDINATE or _expletive(tok):
        return None
    host = tok.head.head
    for _ in range(3):  # "areas they hold", "so powerful that it shattered": up to the clause's verb
        if host.pos_ in {"VERB", "AUX"} or host.head.i == host.i:
            break
        host = host.head
    if tok.head.dep_ == "ccomp" and (
        is_speech_verb(host) or not any(c.dep_ == "mark" for c in tok.head.children)
    ):
        return None  # reported speech has its own rule; a bare complement ("knew it was") is no host
    subject = next((c for c in host.children if c.dep_ in _SUBJECTISH and c.i < tok.i), None)
    if subject is None or subject.pos_ != "NOUN" or any(c.dep_ == "conj" for c in subject.children):
        return None
    # "he" or "she" after a common noun is as often the owner ("Rooney's big moment ... as he raced")
    # or someone else (the crowd screamed when he arrived): only things and groups are taken
    want = "NNS" if low in {"they", "them"} else "NN" if low == "it" else ""
    if subject.tag_ != want or any(c.dep_ == "poss" for c in subject.children):
        return None
    between = tok.doc[subject.i + 1 : tok.i]
    if any(
        t.pos_ in {"NOUN", "PROPN"}
        and t.tag_ in {want, want + "P"}
        and t.dep_ in {"nsubj", "nsubjpass", "dobj"}
        for t in between
    ):
        return None
    return subject


def _reporting_subject(tok: Token) -> Token | None:
    """The subject of the speech verb whose reported clause ``tok`` is the subject of, when they agree.

    "The rebels said they feared an attack": "they" is the rebels, whatever was named before.
    """
    if tok.dep_ not in _SUBJECTISH or tok.head.dep_ != "ccomp" or not is_speech_verb(tok.head.head):
        return None
    subject = next((c for c in tok.head.head.children if c.dep_ in _SUBJECTISH), None)
    if subject is None or subject.pos_ == "PRON" or subject.i == tok.i:
        return None
    low = tok.lower_
    plural = subject.tag_ in {"NNS", "NNPS"} or any(c.dep_ == "conj" for c in subject.children)
    if low in {"they", "them"}:
        return subject if plural or subject.ent_type_ in _GROUP_LABELS else None
    if low in PERSON_PRONOUNS:
        return subject if not plural and (subject.ent_type_ == "PERSON" or subject.pos_ == "NOUN") else None
    if low == "it":
        return subject if not plural and subject.ent_type_ in {"ORG", "GPE"} else None
    return None


def _phrase_text(tok: Token) -> str:
    """The subject phrase without the relative clauses and appositions hanging off it."""
    words = [
        t
        for t in tok.subtree
        if not any(
            a.dep_ in {"relcl", "appos", "acl"}
            for a in [t, *t.ancestors]
            if a.i != tok.i and tok in a.ancestors
        )
    ]
    return _clean(" ".join(t.text for t in words)) or tok.text


def _antecedent_too_far(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True when the name a pronoun was resolved to was last written, or last stood for by a pronoun
    resolved to it, more than two sentences back.

    Salience over a whole article crosses topic changes; a reader looks a sentence or two back along
    the chain of mentions.
    """
    doc = tok.doc
    start = tok.sent.start
    for _ in range(2):
        if start == 0:
            break
        start = doc[start - 1].sent.start
    last_word = name.split()[-1]
    return not any(t.text == last_word or resolved.get(t.i) == name for t in doc[start : tok.i])


def _common_subject_before(tok: Token) -> bool:
    """True when an unnamed subject precedes "it" in its sentence ("The government said it would ...").

    That noun is the likelier antecedent, and a name from an earlier clause would be a wrong guess.
    """
    sent = tok.sent
    return any(
        t.dep_ in _SUBJECTISH and t.pos_ == "NOUN" and not t.ent_type_ for t in tok.doc[sent.start : tok.i]
    )


def _embedded(tok: Token) -> bool:
    """A subject inside a relative or adverbial clause ("the war, which it launched"): salience
    of the article's main subjects says little about it, so it stays unresolved."""
    return tok.dep_ in _SUBJECTISH and tok.head.dep_ in {"relcl", "acl", "advcl"}


def _clean(name: str) -> str:
    return name.removesuffix("'s").removesuffix("’s").strip()


def _expletive(tok: Token) -> bool:
    """ "It was decided to ...", "it is likely that ...": a dummy subject that refers to nothing."""
    if tok.lower_ != "it" or tok.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    verb = tok.head
    if not any(c.dep_ in {"ccomp", "xcomp", "csubj"} for c in verb.children):
        return False
    # "It added that ..." has a real referent; "It was decided to ...", "It seems that ..." do not
    return tok.dep_ == "nsubjpass" or verb.lemma_ in _RAISING


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
            subj = next((c for c in tok.children if c.dep_ in _SUBJECTISH), None)
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
    of a quotation followed by "..., X told state media" as well.
    """
    regions = QuoteRegions()
    regions.unattributed = []
    starts = [s.start for s in sents]
    for m in _QUOTES.finditer(text):
        start, end = m.start(), m.end()
        first = doc.char_span(start, start + 1, alignment_mode="expand")
        last = doc.char_span(end - 1, end, alignment_mode="expand")
        if first is None or last is None:
            continue
        open_sent = sents[bisect_right(starts, first[0].i) - 1]
        close_sent = sents[bisect_right(starts, last[-1].i) - 1]
        after = [t for t in close_sent if t.idx >= end]
        before = [t for t in open_sent if t.idx < start]
        speaker = _speech_subject(after, after_quote=True) or _speech_subject(before)
        if speaker is None:
            if open_sent.start != close_sent.start:
                # a quotation running over sentences with no speaker in sight is nobody's fact; a short
                # one inside a sentence is usually a scare quote or a title and is left to the parse
                regions.unattributed.append((start, end))
            continue
        for tok in doc[first[0].i : last[-1].i + 1]:
            regions[tok.idx] = speaker
    return regions


def first_person(tokens: list[Token], speaker: Token, speaker_text: str) -> dict[int, str]:
    """ "We condemn this act", an organisation said: "we" is the organisation, "I" a person speaking.

    Only a speaker of the fitting kind stands for the pronoun: a person's "we" (their party? their
    team?) stays unresolved.
    """
    group = speaker.ent_type_ in _GROUP_LABELS | {"GPE"} or speaker.tag_ in {"NNS", "NNPS"}
    person = (
        speaker.ent_type_ == "PERSON"
        or (speaker.tag_ == "NN" and not speaker.ent_type_)
        or (speaker.lower_ in {"he", "she"} and speaker_text.lower() not in {"he", "she"})
    )
    out: dict[int, str] = {}
    for tok in tokens:
        low = tok.lower_ if tok.pos_ == "PRON" else ""  # "US" the country is no "us"
        if (low in {"we", "us"} and group) or (low in {"i", "me"} and person):
            out[tok.i] = speaker_text
        elif low in {"we", "us"}:
            body = _speaks_for(speaker)
            if body:
                out[tok.i] = body
    return out


def _speaks_for(speaker: Token) -> str:
    """The organisation a spokesman, leader or coach is named with: "Mike Lake, a Yukos spokesman" ->
    Yukos, "a spokeswoman for Royal Mail" -> Royal Mail; "" for anyone else."""
    roles = [speaker, *(c for c in speaker.children if c.dep_ in {"appos", "compound"})]
    if speaker.dep_ == "appos":
        roles.append(speaker.head)
    for role in roles:
        if role.lower_ not in SPOKES_ROLES:
            continue
        for c in role.children:
            body = None
            if c.dep_ == "compound":
                body = c
            elif c.dep_ == "prep" and c.lower_ in {"for", "of", "at"}:
                body = next((g for g in c.children if g.dep_ == "pobj"), None)
            if body is None or body.ent_type_ not in _GROUP_LABELS | {"GPE"}:
                continue
            # a body is named on its own somewhere in the article; "Health" of "Health spokesman" is
            # a portfolio, only ever a modifier
            if any(t.text == body.text and t.dep_ != "compound" for t in speaker.doc):
                return _clean(" ".join(t.text for t in body.subtree if t.dep_ != "det"))
    return ""
