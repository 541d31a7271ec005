"""The speaker a "he said" continues: in news style a pronoun speaking right after "X said ..." or "..., X
told reporters" (or after a quotation continuing X's words) is X, whoever salience last saw as a subject.

Split out of ``kg.extract.speakers``, whose other rules read one sentence (the subject of a reported clause,
a body's names); this one reads back over the sentences before a pronoun's, past quotations and the
writer's asides, to the one person who spoke last. It shares ``speakers``'s way of writing a speaker
(``fullest``, ``phrase_text``) and its gender test (``other_gender``). Salience (``kg.extract.coref``)
asks ``previous_speakers`` once per article.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import title_rows
from .ages import person_nouns
from .attribution import PERSON_LABELS, PERSON_PRONOUNS, is_saying_verb
from .binding import reported_by
from .cache import words_in, written_sentences
from .quotes import SUBJECTISH, inside_quotation
from .second_acts import second_act_report
from .speakers import fullest, other_gender, phrase_text

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


def previous_speakers(
    doc: Doc,
    resolved: dict[int, str],
    person_words: set[str],
    full_names: dict[str, str],
    gender: dict[str, str],
) -> dict[int, str]:
    """The speaker of the sentence before, for a "he said" / "she added" that opens no new topic.

    In news style a pronoun speaking right after "X said ..." or "..., X told reporters" (or after a
    quotation continuing X's words) continues X, whoever salience last saw as a subject: "a spokesman
    for the ballet told BBC News that ... He said competition was fierce" is the spokesman. The
    pronoun's own clause is the speaker's ("He said he was certain ..."), so its subject follows.
    Not when a name stands before the pronoun in its sentence, inside a quotation, in a reported
    clause, or when the speaker's gender (a pronoun or an honorific) differs.
    """
    out: dict[int, str] = {}
    resolved = dict(resolved)  # a speaker this pass finds is the next sentence's speaker
    sents = written_sentences(doc)
    starts = [s.start for s in sents]
    # only a "he" or "she" starts a search: the lower-case column finds them without a Token per word
    for tok in words_in(doc, _HE_SHE):
        low = tok.lower_
        if tok.dep_ != "nsubj" or not is_saying_verb(tok.head):
            continue
        k = bisect_right(starts, tok.i) - 1  # its sentence: a space-only one holds no "he"
        sent = sents[k]
        verb = tok.head
        if verb.dep_ not in {"ROOT", "conj"} or inside_quotation(tok):
            continue  # "..., he said, Jones told reporters": the pronoun's speaker is another's word
        if any(
            (t.ent_type_ in PERSON_LABELS or t.text in person_words)
            and not inside_quotation(t)
            and not reported_by(t, verb)
            for t in doc[sent.start : tok.i]
        ):
            # "When 50 Cent appeared ..., he said": the sentence names its own person (not one of what
            # he said: "Mr Lee has the drive, he said" is another speaking of Mr Lee)
            continue
        speaker = _last_speaker(sents, k, resolved, person_words | set(gender), full_names)
        if speaker is None or other_gender(tok, speaker, gender):
            continue
        out[tok.i] = resolved[tok.i] = speaker
        for kid in verb.children:  # "He said he was certain ...": the reported clause's subject
            if kid.dep_ != "ccomp":
                continue
            sub = next((c for c in kid.children if c.dep_ == "nsubj"), None)
            if sub is not None and sub.lower_ == low:
                out[sub.i] = resolved[sub.i] = speaker
    return out


_HE_SHE = frozenset({"he", "she"})


def _last_speaker(
    sents: list[SpacySpan], k: int, resolved: dict[int, str], people: set[str], full_names: dict[str, str]
) -> str | None:
    """The one person speaking in the sentence before sentence ``k``, looking past up to two sentences
    that open or close a quotation and report no one (a quotation's later sentences continue its
    speaker's words), or that are the writer's own and point at no person (``_personless``); None when
    there is no speaker, two, or one that is no single person. Past the writer's aside only a named person
    continues: in text that lost its quotation marks, an unmarked quotation reads as an aside, and a
    described speaker before it ("a voice off camera said") may be a word of the quotation the parser took."""
    aside = False
    for back in (k - 1, k - 2, k - 3):
        if back < 0:
            return None
        sent = sents[back]
        speakers: set[str] = set()
        spoke = sent.start
        for verb in sent:
            subject = _own_subject(verb)
            if subject is None or not is_saying_verb(verb) or inside_quotation(verb):
                continue
            spoke = verb.i
            # "The BBC's home affairs correspondent, Daniel Sandford, said ...": the person is the name in
            # apposition, not the description or title before it
            subject = _named_in_apposition(subject, people) or subject
            if subject.lower_ in {"he", "she"}:
                name = resolved.get(subject.i, "")
            elif subject.tag_ == "NNP" and _bare_title(subject):
                # "Justice" of "the Lord Chief Justice" is a capitalised office, which NER may take for a
                # name: no one person's (a lower-case "a spokesman for ..." is a description, below)
                name = ""
            elif subject.tag_ == "NNP" and (subject.ent_type_ in PERSON_LABELS or subject.text in people):
                name = resolved.get(subject.i) or fullest(subject, full_names)
            elif subject.tag_ == "NN" and not subject.ent_type_ and not aside:
                name = resolved.get(subject.i) or phrase_text(subject)  # "a spokesman for ..."
            else:
                name = ""
            speakers.add(name)
        if speakers and _named_after(sent.doc[spoke + 1 : sent.end], people):
            return None  # "X won and claimed ..., but Y is unfazed. He admitted": Y as likely as X
        if speakers:
            return speakers.pop() if len(speakers) == 1 and "" not in speakers else None
        words = [t for t in sent if not t.is_space]
        if words and words[0].is_lower and words[0].is_alpha and _cut_off(words[0]):
            continue  # "said the club / did / ask for ...": a piece the parser cut off the one before
        quoted = bool(words) and (words[0].is_quote or words[-1].is_quote)
        if quoted and _own_person_subject(sent, people):
            return None  # 'Parker praised the films, saying: "..."': not the speaker before him continuing
        if not words or not (quoted or _personless(sent, people)):
            return None  # only a quotation, or the writer's aside on no one, continues the speaker before it
        aside = aside or not quoted
    return None


def _own_person_subject(sent: SpacySpan, people: set[str]) -> bool:
    """True when a person's name is a subject outside the quotation of a sentence that opens or closes
    one: the quotation is that person's, or the sentence's at least, not the earlier speaker's."""
    return any(
        t.dep_ in SUBJECTISH
        and t.pos_ == "PROPN"
        and (t.ent_type_ in PERSON_LABELS or t.text in people)
        and not inside_quotation(t)
        for t in sent
    )


def _personless(sent: SpacySpan, people: set[str]) -> bool:
    """True for a sentence of the writer's that names and points at no person: "Calls then cost a pound a
    minute and the batteries lasted an hour." between "..., he said." and "He said it took Vodafone nine
    years ..." leaves the speaker as the one a reader still follows. Not when it names a person, holds a
    personal pronoun ("his") or a noun for a person ("the minister", "an engineer"; kind-nouns.tsv `person`
    rows and person-nouns.tsv): the next "he" may be any of them."""
    for t in sent:
        if t.ent_type_ in PERSON_LABELS or t.text in people or t.lower_ in PERSON_PRONOUNS:
            return False
        # a capitalised title too: "The Prime Minister called them a marvel"
        if t.pos_ in {"NOUN", "PROPN"} and t.lemma_.lower() in person_nouns():
            return False
    return True


def _own_subject(verb: Token) -> Token | None:
    """The subject of ``verb``, or of the verb it is conjoined to when it has none of its own:
    "Ms Hale is angry and says that ...": Ms Hale says it (the conjoined verb shares the first's subject)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    # a finite verb only: "e-mailed Mr Lee pointing out ..., but suggesting" shares no subject
    if subject is None and verb.dep_ == "conj" and verb.tag_ in {"VBD", "VBZ", "VBP"}:
        # "said the plan will work and added that ...": the second act is the speaker's (``second_acts``)
        first = second_act_report(verb) or verb.head
        subject = next((c for c in first.children if c.dep_ == "nsubj"), None)
    return subject


def _named_after(words: SpacySpan, people: set[str]) -> bool:
    """True when a person's name is the subject of a main clause of ``words`` (one no speech verb
    reports), after the speaker: that person is the sentence's last subject."""
    for t in words:
        # a passive's subject too: the parser reads "Y is unfazed" as a passive
        if t.dep_ not in SUBJECTISH or t.pos_ != "PROPN" or inside_quotation(t):
            continue
        if not (t.ent_type_ in PERSON_LABELS or t.text in people):
            continue
        verb = t.head
        while verb.dep_ == "conj":
            verb = verb.head
        if verb.dep_ == "ROOT" and not is_saying_verb(t.head):
            return True
    return False


def _cut_off(tok: Token) -> bool:
    """True when a line break or an ellipsis stands just before ``tok`` ("Real Betis / did", "areas...
    so many"): the parser cut a sentence there. After a full stop, a sentence opening in lower case
    ("de Villiers scored twice.") is a sentence of its own."""
    text = tok.doc.text
    at = tok.idx - 1
    while at >= 0 and text[at] in " \t":
        at -= 1
    return at >= 0 and (text[at] == "\n" or text[at - 2 : at + 1] == "..." or text[at] == "\u2026")


def _named_in_apposition(subject: Token, people: set[str]) -> Token | None:
    """The person's name in apposition to ``subject`` ("the Lord Chief Justice, Lord Woolf"), if any."""
    for kid in subject.children:
        if kid.dep_ == "appos" and (kid.ent_type_ in PERSON_LABELS or kid.text in people):
            return kid
    return None


@lru_cache(maxsize=1)
def _title_words() -> frozenset[str]:
    """One-word office titles of ontology/titles.tsv ("minister", "justice"): alone, an office, not a
    name. Not the courtesy titles ("Mr", "Mrs"): "Mr King" is a person, though "King" is an office."""
    return frozenset(title.lower() for title, kind in title_rows() if " " not in title and kind == "office")


def _bare_title(tok: Token) -> bool:
    """True when ``tok`` and the words compounded with it are all titles: "the Lord Chief Justice",
    "the Chancellor" (not "Mervyn King", whose given name is no title)."""
    titles = _title_words()
    words = [tok, *(c for c in tok.children if c.dep_ in {"compound", "flat"})]
    return all(w.lower_ in titles for w in words)
