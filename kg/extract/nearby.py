"""The one name a pronoun, or "the company", can stand for among the names of its sentence and the one
before (``Nearby``), for what salience (``kg.extract.coref``) leaves unresolved.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

from .attribution import PERSON_LABELS, PERSON_PRONOUNS, company_nouns
from .cache import written_sentences
from .expletives import expletive
from .given_genders import one_person_surname
from .quotes import SUBJECTISH, clean_name, inside_quotation, quotations
from .redescription import ARGUMENTS
from .spans import doc_text
from .speakers import pronoun_gender

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


class Nearby:
    """The one name a pronoun can stand for among the names of its sentence and the one before.

    Salience follows the article's named subjects; a pronoun it leaves unresolved (inside a "while" or
    "as" clause, after a name that was no subject, or a name the NER gave the wrong kind: "Mr Cable" as
    an organisation) is still clear to a reader when exactly one name of the fitting kind and gender
    stands in those two sentences, before the pronoun, and no common noun between could be meant.
    """

    def __init__(
        self, doc: Doc, person_words: set[str], full_names: dict[str, str], gender: dict[str, str]
    ) -> None:
        self.doc = doc
        # a blank line between paragraphs parses as a sentence of its own; the one before it counts
        self.sents = written_sentences(doc)
        self.starts = [s.start for s in self.sents]
        # where quotations open and close, over sentences: a name a speaker quotes is the speaker's
        # word, never what a pronoun outside the quotation stands for ("I face Lee next.
        # ... a good draw," he said: he is the speaker)
        self.quoted = [edge for span in quotations(doc_text(doc)) for edge in span]
        # (start, end, root, name, kind, gender) of every name, in reading order
        self.names: list[tuple[int, int, Token, str, str, str]] = []
        for ent in doc.ents:
            name = clean_name(ent.text)
            if not name:
                continue
            last = name.split()[-1]
            titled = last in gender
            if (ent.root.tag_ == "NNPS" and not one_person_surname(ent.root, gender)) or ent.label_ == "NORP":
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
        want = "person" if low in PERSON_PRONOUNS else "thing" if low in IT_PRONOUNS else ""
        want = want or ("group" if low in THEY_PRONOUNS else "") or ("org" if company_noun(tok) else "")
        if not want or expletive(tok) or inside_quotation(tok):
            return ""
        sex = pronoun_gender(low)
        # "She became ill ... when she was 14": the sentence's own subject "She" is meant, whoever it is
        if sex and any(t.lower_ == low and t.dep_ in SUBJECTISH for t in self.doc[tok.sent.start : tok.i]):
            return ""
        k = bisect_right(self.starts, tok.i) - 1
        start, end = self.sents[max(0, k - 1)].start, self.sents[k].end
        before: set[str] = set()
        rivals: set[str] = set()
        for first, last, root, name, kind, gender in self.names:
            if first < start or last > end or first <= tok.i < last or (want == "org" and first > tok.i):
                continue  # a name after "the firm" is another firm: it only points back
            if self._quoted(root) and not self._quoted(tok):
                continue
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

    def _quoted(self, tok: Token) -> bool:
        """True for a word inside a quotation, which may run over several sentences."""
        return bisect_right(self.quoted, tok.idx) % 2 == 1


def company_noun(tok: Token) -> bool:
    """True for "the company", "The firm": a bare definite company noun standing for a name before it."""
    if tok.pos_ != "NOUN" or tok.lemma_ not in company_nouns() or tok.tag_ != "NN":
        return False
    kids = list(tok.children)
    return len(kids) == 1 and kids[0].lower_ == "the" and kids[0].i == tok.i - 1


# Names an "it" can stand for (a place, a company, an institution), and the pronouns of each kind.
_THING_NAMES = frozenset({"ORG", "GPE", "FAC"})
IT_PRONOUNS = frozenset({"it", "its", "itself"})
THEY_PRONOUNS = frozenset({"they", "them", "their", "theirs", "themselves"})


def _same_clause_subject(name: Token, tok: Token) -> bool:
    """True when ``name`` is the subject of the verb whose object is ``tok``: they cannot be one."""
    if tok.dep_ in SUBJECTISH or tok.lower_.endswith(("self", "selves")):
        return False
    verb = tok.head if tok.dep_ != "pobj" else tok.head.head
    return name.dep_ in SUBJECTISH and name.head.i == verb.i


def _competing_noun(before: SpacySpan, want: str, tok: Token | None = None) -> bool:
    """True when a common noun before the pronoun could be what it means: a person noun as a subject
    for "he" ("the spokeswoman ... she"), any singular thing for "it", any plural for "they"; for "the
    company", another company noun."""
    for t in before:
        if t.pos_ != "NOUN" or t.dep_ not in ARGUMENTS:
            continue
        if tok is not None and tok.pos_ == "NOUN":
            if t.lemma_ in company_nouns():
                return True
            continue
        if want == "group" and t.tag_ == "NNS":
            return True
        if want == "thing" and t.tag_ == "NN":
            return True
        if want == "person" and t.tag_ == "NN" and t.dep_ in SUBJECTISH:
            return True
    return False
