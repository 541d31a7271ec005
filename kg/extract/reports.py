"""Who reports a clause: the speaker a fact is attributed to, and whether the report denies it.

``attribution`` walks up from a verb to the speech verb, "according to" or parenthetical reporter
(``reporter``: ", the IRNA reported") governing it; ``closing_reporter`` and
``kg.extract.run_on_speakers`` find the source closing a sentence that lost its commas ("... 16 people the
monitoring group said"). The source's own phrase is cut from the claim the parser ran into it in
``kg.extract.source_phrases``, and an "I" inside a quotation is its speaker in
``kg.extract.quoted_speakers``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from typing import TYPE_CHECKING

from spacy.strings import get_string_id

from .attachments import remark_participle, remark_report
from .attribution import (
    PERSON_SUBJECT_PRONOUNS,
    SOURCE_LEMMAS,
    according_to,
    closing_according_to,
    is_claim_complement,
    is_denial_verb,
    is_negative_nominal,
    is_speech_verb,
    is_unasserted,
    negates,
    other_sense,
)
from .cache import doc_cache
from .closing_tails import adjunct_after, can_speak, fused_source, report_source, subject_start, tail_allows
from .extraposition import extraposition_it
from .negated_existentials import on_denied_thing
from .reporting_clauses import (
    clause_verbs,
    own_happening,
    reported_finding,
    unruled_clause,
    unsaid_infinitive,
)
from .run_on_speakers import run_on_speaker
from .second_acts import second_act_report
from .spans import doc_entities
from .subjects import SUBJECT_DEPS, find_subjects, stranded_subject
from .subordinate_clauses import relative_speaker
from .writers_asides import writers_aside

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


class Attribution:
    """Who a clause is reported by, and whether the report denies it."""

    __slots__ = ("denied", "embedded", "speaker")

    def __init__(self, speaker: Token | None = None, denied: bool = False, embedded: bool = False) -> None:
        self.speaker = speaker
        self.denied = denied
        self.embedded = embedded  # the clause is a complement or condition the writer does not assert


# Verbs that close a sentence as a parenthetical source: ", the IRNA reported", ", said the minister".
_REPORTING = SOURCE_LEMMAS


def reporter_of(tok: Token) -> Token | None:
    """Speaker of a parenthetical report hanging off a clause.

    ", the IRNA reported." / ", reported local media." at the end of the sentence, or
    ", these analysts added," in the middle of it.
    """
    if tok.lemma_ not in _REPORTING or tok.dep_ not in {"ccomp", "parataxis", "conj", "advcl"}:
        return None
    if other_sense(tok) or own_happening(tok):
        return None  # "the figures do not add up", "after the club claimed a draw": no one reports the clause
    doc = tok.doc
    after = tok.right_edge.i + 1
    if tok.i < tok.head.i:
        # mid-sentence parenthesis: only when set off by commas on both sides
        closed = doc[after - 1].text == "," or (after < len(doc) and doc[after].text == ",")
        if tok.dep_ != "parataxis" or not closed:
            return None
    elif after < len(doc) and not doc[after].is_punct and not doc[after].is_sent_start:
        return None  # a report in the middle of a coordination, not a closing source
    # The sentence's stop hung on the report (the parser does so when its words run on: "... on Sunday a
    # monitor said and caused damage", "... said part of a wider push"): the next sentence's first word is
    # no word of this one, so it says nothing of what follows. Such a report is a source only with guards
    # (``_run_on_source``), since the run-on words are often read into it.
    stop_hung = after < len(doc) and doc[after].is_sent_start
    if stop_hung and _joined(tok):
        return None
    kids = list(tok.children)
    if any(c.dep_ in {"ccomp", "xcomp"} for c in kids):
        return None
    if any(c.dep_ == "auxpass" for c in kids):
        return None  # "... while 9 other people were reported injured": what is reported, never who reports
    # "... nine men eight of them rebels fighting the regime a monitor said": a verb hung on the report as
    # its second act, given two subjects, is spoken by the nearer
    subjects = (c for c in kids if c.dep_ in SUBJECT_DEPS)
    subj = max(subjects, key=_ends_nearer, default=None) if tok.dep_ == "conj" else next(subjects, None)
    if subj is not None:
        # "No one claimed responsibility, but IS has carried out bombings": nobody reports anything
        if stop_hung and not _run_on_source(subj):
            return None
        return None if is_negative_nominal(subj) else subj
    if stop_hung:
        return None
    obj = next((c for c in kids if c.dep_ == "dobj"), None)
    if obj is not None and tok.i > 0 and doc[tok.i - 1].text in {",", "''", '"'}:
        return obj
    return None


def _joined(tok: Token) -> bool:
    """True for a report coordinated to the clause before it by a word: its own words ("in September the
    army announced ...") follow "and", "but" or "or", or a colon, which ends a title or a heading before
    them ("Shake Hands With X: The Journey of Y tells of ...")."""
    start = tok.left_edge.i
    return start > 0 and (tok.doc[start - 1].dep_ == "cc" or tok.doc[start - 1].text == ":")


def _run_on_source(subject: Token) -> bool:
    """Whether the subject of a report that runs on to its sentence's stop is a source's phrase alone: none
    of the claim's words read into it, as a count ("... kills 10 monitoring group says"), a verb ("civilians
    trying to flee ... and a war monitor"), an adverb ("... kill 35 militants overnight monitor says"), a
    second determiner ("Syrian bastion Raqqa a monitor") or a title's colon."""
    words = subject.doc[subject.left_edge.i : subject.right_edge.i + 1]
    return not any(
        t.like_num
        or t.ent_type_ in {"CARDINAL", "QUANTITY"}
        or (t.pos_ in {"VERB", "AUX"} and t.dep_ not in {"amod", "compound"})  # "British-based"
        or t.pos_ == "ADV"
        or t.text == ":"
        or (t.i > words.start and t.lower_ in _DETERMINERS_OF_SOURCE)
        for t in words
    )


_DETERMINERS_OF_SOURCE = frozenset({"a", "an", "the"})


# How many words from the end a closing source's verb may stand: four of its own words after it at most,
# or an adjunct ("said in a report issued in December", "said as rebels took the hill to the south")
_CLOSING_WINDOW = 14


def closing_reporter(sent: SpacySpan) -> tuple[Token, int] | None:
    """The source closing a sentence that has lost its comma: "... on Tuesday the Observatory said."

    Text stripped of commas (as FA-KES is) leaves "X killed 16 people the monitoring group said", where
    the parser finds no clause for "said" to report. Returns the speaker and the token where its phrase
    starts; the facts before it are the speaker's.
    """
    # only the last words can be the verb: walk back from the end rather than list every word
    doc = sent.doc
    words: list[Token] = []
    for i in range(sent.end - 1, sent.start - 1, -1):
        if len(words) == _CLOSING_WINDOW:
            break
        t = doc[i]
        if not (t.is_punct or t.is_space):
            words.append(t)
    words.reverse()
    for k in range(len(words) - 1, -1, -1):
        tok = words[k]
        if tok.lemma_ not in _REPORTING or tok.pos_ != "VERB" or other_sense(tok) or own_happening(tok):
            continue
        if any(c.dep_ == "auxpass" for c in tok.children):
            continue  # "... 9 other people were reported injured": a passive report has no source here
        # past the last four words, only the verb's own phrases and adjuncts may follow it ("... the
        # ministry said in a statement on Tuesday", "... a monitoring group said as rebels advanced")
        after = words[k + 1 :]
        if not tail_allows(tok, after):
            continue
        kids = list(tok.children)
        if any(
            (c.dep_ in {"ccomp", "xcomp", "advcl"} and not (c.i > tok.i and adjunct_after(tok, c)))
            or (c.dep_ == "dobj" and c.i < tok.i)
            for c in kids
        ):
            # the verb already has its clause; without a subject, its source may be run into that clause
            return report_source(tok, sent.start)
        # of two subjects the parser gave a verb hung on the report as its second act, the one that ends on
        # it speaks (``_ends_nearer``)
        subjects = (c for c in kids if c.dep_ in SUBJECT_DEPS and c.i < tok.i)
        subj = max(subjects, key=_ends_nearer, default=None) if tok.dep_ == "conj" else next(subjects, None)
        if subj is None:
            # "... the death of 40 militants media reported": the source run into the phrase before it
            fused = fused_source(tok, sent.start)
            clause = fused is not None and any(t.pos_ in {"VERB", "AUX"} for t in doc[sent.start : fused[1]])
            return fused if clause else None
        # "caused heavy damage ... reported quoting TV": after a long tail, only one who can speak reports
        tail = len(after) > 3 or any(c.i > tok.i and c.dep_ in {"xcomp", "advcl"} for c in kids)
        if tail and not can_speak(subj):
            return None
        # "... those injured he added": a person's pronoun is the speaker, resolved (or flagged) as one;
        # not one a clause's own words make something else ("as soon as she was informed")
        if subj.pos_ == "PRON" and (
            subj.lower_ not in PERSON_SUBJECT_PRONOUNS
            or subj.dep_ != "nsubj"
            or any(c.dep_ == "mark" for c in kids)
        ):
            return None
        start = subject_start(subj, sent.start)
        if start == sent.start and tok.i > 0:
            # the whole clause misread as the subject of "said": the speaker is the phrase just before it, or
            # before its short form in brackets ("... the Syrian Observatory for Human Rights (SOHR) said")
            end = tok.i - 3 if _bracketed_short_form(doc, tok.i) else tok.i
            named = doc_ent(tok.doc[end - 1]) or next(
                (c for c in sent.noun_chunks if c.end == end and c.root.pos_ in {"NOUN", "PROPN"}), None
            )
            if named is None:
                return None
            subj, start = named.root, named.start
        before = [t for t in sent if t.i < start and t.pos_ in {"VERB", "AUX"}]
        return (subj, start) if before else None
    return None


def _ends_nearer(subject: Token) -> tuple[bool, int]:
    """Sort key of a closing verb's subjects: the one whose phrase ends right before the verb, else the
    first, as the parser gave them."""
    return (subject.right_edge.i == subject.head.i - 1, -subject.i)


def _bracketed_short_form(doc: Doc, verb: int) -> bool:
    """Whether a short form in brackets stands right before ``verb``: "... Human Rights (SOHR) said"."""
    return (
        verb >= 4
        and doc[verb - 1].text == ")"
        and doc[verb - 3].text == "("
        and doc[verb - 2].is_upper
        and doc[verb - 4].pos_ in {"NOUN", "PROPN"}
    )


def doc_ent(tok: Token) -> SpacySpan | None:
    """The named entity (person, organisation, place) ``tok`` belongs to, if any."""
    if tok.ent_type_ not in {"PERSON", "ORG", "GPE", "NORP", "FAC"}:
        return None
    ents, starts = doc_entities(tok.doc)
    k = bisect_right(starts, tok.i) - 1
    return ents[k] if k >= 0 and ents[k].start <= tok.i < ents[k].end else None


def _local(cur: Token, cache: dict[int, tuple[Token | None, bool]]) -> tuple[Token | None, bool]:
    """Source attached to ``cur`` itself (according to, a reporter) and whether ``cur`` is unasserted."""
    found = cache.get(cur.i)
    if found is None:
        children = list(cur.children)
        source = according_to(cur, children)
        for c in children:
            # "decided to suspend X according to the ministry": the source hangs off the folded verb
            if source is None and c.dep_ == "xcomp":
                source = according_to(c, list(c.children))
        if source is None:
            source = next((r for r in (reporter_of(c) for c in children) if r is not None), None)
        unasserted = is_unasserted(children) or is_claim_complement(cur)
        found = cache[cur.i] = (source, unasserted)
    return found


def _sourced_ruling(verb: Token, cache: dict[int, tuple[Token | None, bool]]) -> bool:
    """A verb of ``clause-verbs.tsv`` with a source of its own ("according to the paper, the court ruled
    that A", "the jury, officials said, decided that A"): A is the source's report of the ruling, as it is
    when the source's verb governs the ruling."""
    return verb.lemma_.lower() in clause_verbs() and _local(verb, cache)[0] is not None


def attribution_of(verb: Token, cache: dict[int, tuple[Token | None, bool]] | None = None) -> Attribution:
    """Walk up from ``verb`` to the speech verb, ``according to`` or parenthetical reporter governing it;
    none for the writer's relative clause on that source or the act it claims (writers_asides.py)."""
    found = _attribution_of(verb, {} if cache is None else cache)
    aside = found.speaker is not None and writers_aside(verb, found.speaker)
    return Attribution(None, found.denied, found.embedded) if aside else found


def _attribution_of(verb: Token, cache: dict[int, tuple[Token | None, bool]]) -> Attribution:
    # a remark the parser hung inside a report is the speaker's own next act, reported as the report is
    if on_denied_thing(verb):
        return Attribution(None, False, True)  # "no reports of civilians killed": no killing stated
    cur = remark_report(verb) or verb
    denied = False
    embedded = False
    # up through a relative clause or a noun: background ("after the bombing that killed the mayor, jets
    # struck ... according to X"), which the source closing the main clauses does not report
    nested = False
    for _ in range(12):  # parse trees are shallow; the bound guards against malformed heads
        source, unasserted = _local(cur, cache)
        embedded = embedded or unasserted
        if source is None and not nested:
            source = closing_according_to(cur, list(cur.children))
        nested = nested or cur.dep_ in {"relcl", "acl"} or cur.pos_ not in {"VERB", "AUX"}
        if source is not None:
            return Attribution(source, denied, embedded)
        head = cur.head
        if head.i == cur.i:
            break
        speaker = relative_speaker(head) if cur.dep_ == "xcomp" else None
        if speaker is not None:
            # "The soldiers who the officer said fired first": the complement is the officer's report
            denied = denied or is_denial_verb(head) or any(negates(c) for c in head.children)
            return Attribution(speaker, denied, embedded)
        reported = cur.dep_ in {"ccomp", "parataxis"} or stranded_subject(cur) is not None
        if reported and head.pos_ in {"VERB", "AUX"} and cur.i != head.i:
            report = remark_report(head)
            if report is not None and not find_subjects(report)[0]:
                cur = report  # a remark in a report without a subject: its speaker is found further up
                continue
            remark = remark_participle(head) and (head.dep_ == "advcl" or report is not None)
            said = (is_speech_verb(head) or is_denial_verb(head) or remark) and not unsaid_infinitive(head)
            said = said and not unruled_clause(cur, head)
            if said and (reported_finding(head) or _sourced_ruling(head, cache)):
                cur = head  # "the book said X felt that A": A is the book's report, not X's
                continue
            if said:
                # a remark the parser hung inside a report ("X said A, adding that B") is X's
                subjects, _ = find_subjects(report or head)
                if subjects and all(is_negative_nominal(s) for s in subjects):
                    # "nobody said that ..." asserts nothing; "no one claimed it but IS has ..." is a
                    # coordination the parser hung under the speech verb, and the writer's own
                    joined = any(t.dep_ == "cc" for t in cur.doc[head.i + 1 : cur.left_edge.i])
                    return Attribution(None, False, embedded or not joined)
                negated_head = any(negates(c) for c in head.children)
                denied = denied or is_denial_verb(head) or negated_head
                run_on = _run_on_speaker(head, cur)
                if run_on is None and not subjects:
                    run_on = _remark_speaker(head)
                if run_on is None and not subjects and head.i > cur.i:
                    fused = report_source(head, head.sent.start)
                    run_on = fused[0] if fused else None
                if run_on is None and subjects and extraposition_it(subjects[0]):
                    # "it is worth highlighting that X": the writer says X, no one else does
                    return Attribution(None, denied, embedded)
                if run_on is None and subjects:
                    return Attribution(subjects[0], denied, embedded)
                return Attribution(run_on, denied, embedded or run_on is None)
            embedded = True  # complement of a non-speech verb ("hoped that ...")
        # a second act ("said A will X and promised B") is the speaker's own, told as the report is
        cur = second_act_report(cur) or head
    return Attribution(None, denied, embedded)


def _remark_speaker(verb: Token) -> Token | None:
    """The speaker of a subjectless speech verb that the parser made the subject of the remark after it:
    '"..." said Omar Haddad head of the network adding that ...' hangs "Omar Haddad" on "adding"."""
    for remark in verb.rights:
        if remark.dep_ == "advcl" and remark.tag_ == "VBG" and is_speech_verb(remark):
            subject = next((c for c in remark.lefts if c.dep_ == "nsubj"), None)
            if subject is not None and subject.i > verb.i:
                return subject
    return None


def _run_on_speaker(verb: Token, clause: Token) -> Token | None:
    found = run_on_speaker(verb) if verb.i > clause.i else None
    return found[0] if found else None


def report_inside(speaker: Token, verb: Token) -> int:
    """The dependent of ``speaker`` that holds the reported ``verb``, or -1: "Syrias state media alleged
    on Saturday that rebels ... had used chemical weapons" hangs the report on the speaker as a
    participle, and the speaker's phrase would be the whole sentence."""
    if not speaker.is_ancestor(verb):
        return -1
    return next(c.i for c in speaker.children if c.i == verb.i or c.is_ancestor(verb))


# a lemma's id is the hash of its text, the same in every vocabulary, so the ids are known up front
_SOURCE_LEMMA_IDS = frozenset(get_string_id(w) for w in SOURCE_LEMMAS)


def _read_lemmas(doc: Doc) -> list[int]:
    return doc.to_array("LEMMA").tolist()  # type: ignore[no-any-return]


def source_verbs(sent: SpacySpan) -> Iterator[Token]:
    """The source verbs (said, told ...) of a sentence, found through the lemma column."""
    # the column is read once per document: read per sentence, it cost a whole-document copy each time
    doc = sent.doc
    lemmas = doc_cache(doc, "kg.lemmas", _read_lemmas)
    for k in range(sent.start, sent.end):
        if lemmas[k] in _SOURCE_LEMMA_IDS:
            yield doc[k]


def can_report(verb: Token, clause: Token) -> bool:
    """True when ``clause`` can be the object of ``verb``: said/denied that ..., or a bare complement."""
    if is_speech_verb(verb) or is_denial_verb(verb) or remark_participle(verb):
        return True
    # the parser tags the complementiser "that" as a marker or, at times, as an adverb
    return clause.dep_ == "xcomp" or not any(
        c.dep_ == "mark" or (c.lower_ == "that" and c.i == clause.left_edge.i) for c in clause.children
    )
