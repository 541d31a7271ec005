"""Triples from a parsed Doc: clause facts with attribution, negation and pronoun resolution.

``extract_article`` is the pipeline's entry point (one article, absolute character offsets, passive
agents turned into subjects, claims attributed to their speakers); ``extract_texts`` serves Open IE
output, where relations stay as written ("was killed in") as benchmarks expect.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from spacy.strings import get_string_id
from spacy.symbols import ADJ, AUX, IDX, LENGTH, VERB
from spacy.symbols import appos as APPOS_ID
from spacy.symbols import prep as PREP_ID

from ..config import NER_KINDS
from ..types import Argument, Article, ArticleExtraction, Mention, Sentence, Span, Triple
from .attribution import (
    PERSON_LABELS,
    PERSON_PRONOUNS,
    PERSON_SUBJECT_PRONOUNS,
    SOURCE_LEMMAS,
    THING_LABELS,
    is_claim_complement,
    is_denial_verb,
    is_negative_nominal,
    is_speech_verb,
    is_unasserted,
    negates,
    other_sense,
)
from .clauses import clause_facts, is_predicate
from .coref import Salience
from .evidence import (
    graph_flag,
    headline_flag,
    headline_speaker,
    source_start,
    speaking_for,
    title_case,
)
from .nominal import (
    appositive_facts,
    example_facts,
    expletive_copula,
    location_facts,
    place_pair_facts,
    postnominal_adjective_facts,
    title_facts,
)
from .phrases import Arg, Fact, doc_cache, opening_possessive, phrase, tag_columns
from .quotes import clean_name, first_person, quote_regions
from .redescription import DESCRIPTION_WORDS
from .speakers import owner_reports
from .subjects import SUBJECT_DEPS, find_subjects, relative_speaker, stranded_subject

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


# Characters that can open or close a quotation (straight, typographic, or the tokenizer's `` '').
_QUOTE_CHARS = ('"', "“", "”", "``", "''")
# Open IE benchmarks often keep only the "X said ..." tuple of reported speech, so the inner facts rank lower.
REPORTED_FACTOR = 0.8


class _Attribution:
    """Who a clause is reported by, and whether the report denies it."""

    __slots__ = ("denied", "embedded", "speaker")

    def __init__(self, speaker: Token | None = None, denied: bool = False, embedded: bool = False) -> None:
        self.speaker = speaker
        self.denied = denied
        self.embedded = embedded  # the clause is a complement or condition the writer does not assert


# Verbs that close a sentence as a parenthetical source: ", the IRNA reported", ", said the minister".
_REPORTING = SOURCE_LEMMAS


def _reporter(tok: Token) -> Token | None:
    """Speaker of a parenthetical report hanging off a clause.

    ", the IRNA reported." / ", reported local media." at the end of the sentence, or
    ", these analysts added," in the middle of it.
    """
    if tok.lemma_ not in _REPORTING or tok.dep_ not in {"ccomp", "parataxis", "conj", "advcl"}:
        return None
    if other_sense(tok):
        return None  # "the sums do not add up": no one reports the clause
    doc = tok.doc
    after = tok.right_edge.i + 1
    if tok.i < tok.head.i:
        # mid-sentence parenthesis: only when set off by commas on both sides
        closed = doc[after - 1].text == "," or (after < len(doc) and doc[after].text == ",")
        if tok.dep_ != "parataxis" or not closed:
            return None
    elif after < len(doc) and not doc[after].is_punct:
        return None  # a report in the middle of a coordination, not a closing source
    kids = list(tok.children)
    if any(c.dep_ in {"ccomp", "xcomp"} for c in kids):
        return None
    subj = next((c for c in kids if c.dep_ in SUBJECT_DEPS), None)
    if subj is not None:
        # "No one claimed responsibility, but IS has carried out bombings": nobody reports anything
        return None if is_negative_nominal(subj) else subj
    obj = next((c for c in kids if c.dep_ == "dobj"), None)
    if obj is not None and tok.i > 0 and doc[tok.i - 1].text in {",", "''", '"'}:
        return obj
    return None


# What may follow a closing source's verb past its last four words: "said in a statement on Tuesday".
_TRAILING = frozenset({"prep", "npadvmod", "advmod", "dative"})


def _closing_reporter(sent: SpacySpan) -> tuple[Token, int] | None:
    """The source closing a sentence that has lost its comma: "... on Tuesday the Observatory said."

    Text stripped of commas (as FA-KES is) leaves "X killed 16 people the monitoring group said", where
    the parser finds no clause for "said" to report. Returns the speaker and the token where its phrase
    starts; the facts before it are the speaker's.
    """
    # only the last eight words can be the verb: walk back from the end rather than list every word
    doc = sent.doc
    words: list[Token] = []
    for i in range(sent.end - 1, sent.start - 1, -1):
        if len(words) == 8:
            break
        t = doc[i]
        if not (t.is_punct or t.is_space):
            words.append(t)
    words.reverse()
    for k in range(len(words) - 1, -1, -1):
        tok = words[k]
        if tok.lemma_ not in _REPORTING or tok.pos_ != "VERB" or other_sense(tok):
            continue
        # past the last four words, only the verb's own verbless phrases may follow it ("... the
        # ministry said in a statement on Tuesday")
        after = words[k + 1 :]
        kids = list(tok.children)
        trailing = {c.dep_ for c in kids if c.i > tok.i and not c.is_punct}
        own = all(t.pos_ not in {"VERB", "AUX"} and tok.is_ancestor(t) for t in after)
        if len(after) > 3 and not (own and trailing <= _TRAILING):
            continue
        if any(c.dep_ in {"ccomp", "xcomp", "advcl"} or (c.dep_ == "dobj" and c.i < tok.i) for c in kids):
            return None  # the verb already has its clause
        subj = next((c for c in kids if c.dep_ in SUBJECT_DEPS and c.i < tok.i), None)
        if subj is None:
            return None
        # "... those injured he added": a person's pronoun is the speaker, resolved (or flagged) as one;
        # not one a clause's own words make something else ("as soon as she was informed")
        if subj.pos_ == "PRON" and (
            subj.lower_ not in PERSON_SUBJECT_PRONOUNS
            or subj.dep_ != "nsubj"
            or any(c.dep_ == "mark" for c in kids)
        ):
            return None
        start = subj.left_edge.i
        if start == sent.start and tok.i > 0:
            # the whole clause misread as the subject of "said": the speaker is the phrase just before it
            named = doc_ent(tok.doc[tok.i - 1]) or next(
                (c for c in sent.noun_chunks if c.end == tok.i and c.root.pos_ in {"NOUN", "PROPN"}), None
            )
            if named is None:
                return None
            subj, start = named.root, named.start
        before = [t for t in sent if t.i < start and t.pos_ in {"VERB", "AUX"}]
        return (subj, start) if before else None
    return None


def doc_ent(tok: Token) -> SpacySpan | None:
    """The named entity (person, organisation, place) ``tok`` belongs to, if any."""
    if tok.ent_type_ not in {"PERSON", "ORG", "GPE", "NORP", "FAC"}:
        return None
    ents, starts = _ents(tok.doc)
    k = bisect_right(starts, tok.i) - 1
    return ents[k] if k >= 0 and ents[k].start <= tok.i < ents[k].end else None


def _according_to(verb: Token, children: list[Token]) -> Token | None:
    for c in children:
        if c.dep_ == "prep" and c.lower_ == "according":
            to = next((g for g in c.children if g.dep_ == "prep" and g.lower_ == "to"), None)
            if to is not None:
                return next((g for g in to.children if g.dep_ == "pobj"), None)
    return None


def _local(cur: Token, cache: dict[int, tuple[Token | None, bool]]) -> tuple[Token | None, bool]:
    """Source attached to ``cur`` itself (according to, a reporter) and whether ``cur`` is unasserted."""
    found = cache.get(cur.i)
    if found is None:
        children = list(cur.children)
        source = _according_to(cur, children)
        for c in children:
            # "decided to suspend X according to the ministry": the source hangs off the folded verb
            if source is None and c.dep_ == "xcomp":
                source = _according_to(c, list(c.children))
        if source is None:
            source = next((r for r in (_reporter(c) for c in children) if r is not None), None)
        unasserted = is_unasserted(children) or is_claim_complement(cur)
        found = cache[cur.i] = (source, unasserted)
    return found


def _attribution(verb: Token, cache: dict[int, tuple[Token | None, bool]] | None = None) -> _Attribution:
    """Walk up from ``verb`` to the speech verb, ``according to`` or parenthetical reporter governing it."""
    cache = {} if cache is None else cache
    cur = verb
    denied = False
    embedded = False
    for _ in range(12):  # parse trees are shallow; the bound guards against malformed heads
        source, unasserted = _local(cur, cache)
        embedded = embedded or unasserted
        if source is not None:
            return _Attribution(source, denied, embedded)
        head = cur.head
        if head.i == cur.i:
            break
        speaker = relative_speaker(head) if cur.dep_ == "xcomp" else None
        if speaker is not None:
            # "The soldiers who the officer said fired first": the complement is the officer's report
            denied = denied or is_denial_verb(head) or any(negates(c) for c in head.children)
            return _Attribution(speaker, denied, embedded)
        reported = cur.dep_ in {"ccomp", "parataxis"} or stranded_subject(cur) is not None
        if reported and head.pos_ in {"VERB", "AUX"} and cur.i != head.i:
            if is_speech_verb(head) or is_denial_verb(head):
                subjects, _ = find_subjects(head)
                if subjects and all(is_negative_nominal(s) for s in subjects):
                    # "nobody said that ..." asserts nothing; "no one claimed it but IS has ..." is a
                    # coordination the parser hung under the speech verb, and the writer's own
                    joined = any(t.dep_ == "cc" for t in cur.doc[head.i + 1 : cur.left_edge.i])
                    return _Attribution(None, False, embedded or not joined)
                negated_head = any(negates(c) for c in head.children)
                denied = denied or is_denial_verb(head) or negated_head
                run_on = _run_on_speaker(head, cur)
                if run_on is None and not subjects:
                    run_on = _remark_speaker(head)
                if run_on is None and subjects:
                    return _Attribution(subjects[0], denied, embedded)
                return _Attribution(run_on, denied, embedded or run_on is None)
            embedded = True  # complement of a non-speech verb ("hoped that ...")
        cur = head
    return _Attribution(None, denied, embedded)


def run_on_speaker(verb: Token) -> tuple[Token, int] | None:
    """The speaker of a closing source verb whose name the parser hung on the report, and where its
    phrase starts.

    "... and two other villages the head of the group Omar Said told AFP": without commas the speaker
    reads as an apposition of a noun of the report, and "told" gets no subject, or that noun as one.
    """
    if verb.lemma_ not in SOURCE_LEMMAS or verb.i == 0 or other_sense(verb):
        return None
    name = verb.doc[verb.i - 1]
    top = name
    for _ in range(4):  # "the head of the group Omar Said": up from the name to the apposition
        if top.dep_ not in {"compound", "pobj", "prep", "flat"}:
            break
        top = top.head
    subjects = [c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.i < verb.i]
    if name.pos_ not in {"PROPN", "NOUN"}:
        return None
    if not any(c.dep_ == "ccomp" and c.i < verb.i for c in verb.children):
        return None  # "Athlete's latest offering Tourist claimed the top spot" reports nothing
    if top.dep_ in SUBJECT_DEPS and top.head.i == verb.i and len(subjects) > 1:
        # "... with 3000 people leaving Foua the head of the group Rami Abdel Rahman told AFP": the
        # speaker read as a second subject beside a noun of the report
        return (name if name.pos_ == "PROPN" else top), top.left_edge.i
    if top.dep_ != "appos" or top.head.i > verb.i:
        return None
    host = subjects[0] if subjects else next((c for c in verb.children if c.dep_ == "ccomp"), None)
    if host is None or host.i > verb.i or not host.left_edge.i <= top.head.i <= host.right_edge.i:
        return None
    # "villages the head of the committee Omar Said": the role and the name are two appositions
    start = min(c.left_edge.i for c in top.head.children if c.dep_ == "appos" and top.head.i < c.i <= top.i)
    return (name if name.pos_ == "PROPN" else top), start


def _speakers_role(fact: Fact, verb: Token, speaker: Token, start: int, misread: bool = True) -> bool:
    """True for an apposition fact made of a closing speaker's role: "villages | be | the head of ...".

    A ``misread`` speaker (one the parser hung on the report) also describes nothing of its own.
    """
    if fact.obj is None or fact.subject is None:
        return False
    if fact.obj.end == speaker.left_edge.i and fact.subject.head < fact.obj.start:
        return True
    inside = start <= fact.obj.head < verb.i or fact.obj.start <= speaker.i < fact.obj.end
    return misread and (inside or fact.subject.head == speaker.i)


def _closing_subject(verb: Token) -> Token | None:
    """The subject of a source verb that closes its report ("... two other ports Alan Pike told AFP")."""
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i < verb.i), None)
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.i < verb.i), None)
    return subject if clause is not None and subject is not None and subject.i > clause.i else None


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


def _inherit_negation(verb: Token) -> bool:
    """ "hasn't confirmed or denied", "neither confirmed nor rejected": the second verb is negated too.

    Only the conjunction just before ``verb`` counts, and only for a verb sharing the first one's subject:
    in "hasn't confirmed or denied it but Hamas blamed Israel" the blaming is not negated.
    """
    if verb.dep_ != "conj" or any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False
    head = verb.head
    joining = [c for c in head.children if c.dep_ == "cc" and c.i < verb.i]
    cc = joining[-1].lower_ if joining else ""
    neither = any(c.dep_ == "preconj" and c.lower_ == "neither" for c in head.children)
    if cc == "nor" or (cc == "or" and neither):
        return True
    return cc == "or" and any(negates(c) for c in head.children)


def _no_longer(verb: Token) -> bool:
    """ "no longer wants": the negation hangs off "longer", not off the verb."""
    return any(
        c.dep_ == "advmod" and c.lower_ in {"longer", "more"} and any(g.lower_ == "no" for g in c.children)
        for c in verb.children
    )


# Parts of speech that is_predicate can accept; other words never head a clause fact.
_PREDICATE_POS = frozenset({VERB, AUX, ADJ})


def sentence_facts(sent: SpacySpan, nominal: bool = False) -> list[Fact]:
    """Every clause, apposition and title fact of one sentence; ``nominal`` adds possession and location."""
    facts: list[Fact] = []
    doc = sent.doc
    appositions: list[Token] = []
    prepositions: list[Token] = []
    pos, deps = tag_columns(doc)
    for i in range(sent.start, sent.end):
        # the columns pick out the few words that can head a fact without building a Token for each
        if deps[i] == APPOS_ID:
            appositions.append(doc[i])
        elif deps[i] == PREP_ID:
            prepositions.append(doc[i])
        if pos[i] not in _PREDICATE_POS:
            continue
        tok = doc[i]
        if not is_predicate(tok) or (nominal and expletive_copula(tok)):
            continue
        reporter = _reporter(tok)
        for fact in clause_facts(tok):
            if reporter is not None:
                # the speaker reported the clause the report hangs off, less the report itself; hung
                # on the last of coordinated verbs ("killed six and wounded 30 the TV reported"), it
                # reports the whole coordination
                head = tok.head
                while head.dep_ == "conj" and head.head.pos_ in {"VERB", "AUX"} and head.head.i < head.i:
                    head = head.head
                start, end = head.left_edge.i, head.right_edge.i + 1
                while end - 1 > head.i and (doc[end - 1].is_punct or doc[end - 1].is_space):
                    end -= 1
                left, right = tok.left_edge.i, tok.right_edge.i + 1
                left -= doc[left].text != "," and doc[left - 1].text == ","
                right += right < len(doc) and doc[right - 1].text != "," and doc[right].text == ","
                gap: tuple[int, int] | None = (left, right)
                if right >= end:
                    end, gap = left, None
                fact = replace(
                    fact,
                    subject=phrase(reporter),
                    obj=Arg(start, max(start + 1, end), head.i, gap),
                    rule="reporter",
                )
            if _inherit_negation(tok) or _no_longer(tok):
                fact.negated = True
            facts.append(fact)
    facts.extend(appositive_facts(appositions))
    facts.extend(title_facts(_sentence_ents(doc, sent), sent))
    if nominal:
        facts.extend(location_facts(prepositions))
        facts.extend(example_facts(prepositions))
        facts.extend(place_pair_facts(_sentence_ents(doc, sent)))
        facts.extend(postnominal_adjective_facts(prepositions))
    for fact in facts:
        fact.sentence_length = len(sent)
    return facts


def _read_ents(doc: Doc) -> tuple[tuple[SpacySpan, ...], list[int]]:
    ents = tuple(doc.ents)
    return ents, [e.start for e in ents]


def _ents(doc: Doc) -> tuple[tuple[SpacySpan, ...], list[int]]:
    """The doc's entities and their start tokens; Doc.ents builds new Span objects on every access."""
    return doc_cache(doc, "kg.ents", _read_ents)


def _sentence_ents(doc: Doc, sent: SpacySpan) -> tuple[SpacySpan, ...]:
    # Span.ents scans the whole document each time; one scan per document, then a binary search
    ents, starts = _ents(doc)
    return ents[bisect_left(starts, sent.start) : bisect_left(starts, sent.end)]


def _read_text(doc: Doc) -> str:
    return doc.text


def _doc_text(doc: Doc) -> str:
    # Doc.text rebuilds the string on every access; spans are cut from one copy per document
    return doc_cache(doc, "kg.text", _read_text)


def _read_offsets(doc: Doc) -> tuple[list[int], list[int]]:
    columns = doc.to_array([IDX, LENGTH])
    starts = columns[:, 0].tolist()
    return starts, [a + n for a, n in zip(starts, columns[:, 1].tolist(), strict=True)]


def _offsets(doc: Doc) -> tuple[list[int], list[int]]:
    """Where each token starts and ends in the text: every triple's spans, without a Token per word."""
    return doc_cache(doc, "kg.offsets", _read_offsets)


def _chars(doc: Doc, start: int, end: int) -> str:
    if end <= start:
        return ""
    starts, ends = _offsets(doc)
    return _doc_text(doc)[starts[start] : ends[end - 1]]


def _span(doc: Doc, arg: Arg, offset: int = 0, resolved: str | None = None, exact: bool = True) -> Span:
    """Article span of ``arg``; unless ``exact``, its text leaves out the parenthesis the phrase encloses."""
    starts, ends = _offsets(doc)
    text = _chars(doc, arg.start, arg.end)
    if arg.gap is not None and not exact:
        parts = (_chars(doc, arg.start, arg.gap[0]), _chars(doc, arg.gap[1], arg.end))
        text = " ".join(t for t in parts if t)
    return Span(
        text=text,
        start=starts[arg.start] + offset,
        end=ends[arg.end - 1] + offset,
        head_start=starts[arg.head] + offset,
        head_end=ends[arg.head] + offset,
        resolved=resolved,
    )


def _confidence(fact: Fact, doc: Doc) -> float:
    """Rank facts: own-subject clauses with short, complete arguments are the most reliable."""
    score = fact.confidence
    if fact.obj is None and not fact.args:
        score -= 0.25
    # long subjects and long extra arguments are where attachment errors pile up
    if fact.subject is not None:
        score -= 0.008 * min(fact.subject.end - fact.subject.start, 20)
    if fact.obj is not None and fact.obj.end - fact.obj.start > 12:
        score -= 0.05
    score -= 0.012 * min(sum(a.end - a.start for _, a, _ in fact.args), 30)
    if fact.subject is not None and doc[fact.subject.head].pos_ == "PRON":
        score -= 0.05
    # long sentences are parsed less reliably, and their clauses nest deeper
    score -= 0.006 * max(0, fact.sentence_length - 20)
    return round(max(0.05, min(1.0, score)), 3)


def _to_triple(
    fact: Fact,
    doc: Doc,
    article_id: str,
    index: int,
    *,
    active: bool,
    offset: int = 0,
    speaker: Span | None = None,
    resolve: dict[int, str] | None = None,
) -> Triple | None:
    if fact.subject is None:
        return None
    resolve = resolve or {}

    def span(arg: Arg, owner: bool = False) -> Span:
        return _span(doc, arg, offset, _resolved(arg, doc, resolve, owner), active)

    subject, obj = span(fact.subject, owner=True), span(fact.obj) if fact.obj is not None else None
    rel = [w for _, w in fact.rel]
    lemma = list(fact.lemma)
    if not active and fact.complementizer >= 0 and fact.obj is not None:
        rel.append(doc[fact.complementizer].text)
    # "is used by terrorists to target personnel": a passive with an object of its own (a folded
    # complement's) keeps the written voice, since making the agent the subject would drop that object
    if fact.passive and fact.agent is not None and not (active and obj is not None):
        if active:
            # agent of a passive verb becomes the subject: "terrorists / carried out / the explosions"
            rel = [doc[fact.verb].text] + [w for p, w in fact.rel if p > fact.verb]
            subject, obj = span(fact.agent, owner=True), span(fact.subject)
        else:
            rel.append("by")
            lemma.append("by")
            obj = span(fact.agent)
    elif active and fact.passive and fact.agent is None and obj is not None:
        lemma = _passive_lemma(fact, doc, lemma)
    arguments = tuple(
        Argument(span(a), prep, role) for prep, a, role in sorted(fact.args, key=lambda x: x[1].start)
    )
    return Triple(
        article_id=article_id,
        sentence_index=index,
        subject=subject,
        predicate=" ".join(rel),
        lemma=" ".join(lemma),
        object=obj,
        arguments=arguments,
        negated=fact.negated,
        attributed_to=speaker,
        confidence=_confidence(fact, doc),
        rule=fact.rule,
    )


def _resolved(arg: Arg, doc: Doc, resolve: dict[int, str], owner: bool) -> str | None:
    """What ``arg`` stands for when the article settles it: a pronoun or short phrase ("He", "the
    club"), and, with ``owner`` (a subject), a phrase whose possessive determiner the pronoun rules
    resolved ("Her links to Opus Dei" -> "Ruth Kelly's links to Opus Dei"): out of its sentence, "her
    links" belong to no one."""
    if arg.head in resolve and (arg.end - arg.start <= 2 or _description_only(arg, doc)):
        return resolve[arg.head]
    first = opening_possessive(arg, doc) if owner else None
    # "their": a plural's owner is a group, which salience finds badly ("Their opponents" -> "Groups"),
    # unless the speaker that reports the clause owns it ("The rebels said their leader ...")
    if first is None or (first.lower_ == "their" and not owner_reports(first)):
        return None
    name = resolve.get(first.i)
    if not name or _rival_before(first, name):
        return None
    mark = "'" if first.lower_ == "their" and name.endswith("s") else "'s"  # "The rebels' leader"
    return f"{name}{mark} {_chars(doc, arg.start + 1, arg.end)}"


def _description_only(arg: Arg, doc: Doc) -> bool:
    """True for an argument that is a definite description and nothing more: "The two Russian pilots",
    its noun last and every other word one of its modifiers ("the pilots' helicopter" is not)."""
    head = doc[arg.head]
    return arg.end == arg.head + 1 and all(
        t.head.i == head.i and t.dep_ in DESCRIPTION_WORDS for t in doc[arg.start : arg.head]
    )


def _rival_before(pron: Token, name: str) -> bool:
    """True when the sentence names someone of the possessive's kind other than ``name`` before it: in
    "Mr Blair said he admired Mr Blunkett and thought his integrity was intact" a reader takes "his"
    for Blunkett, salience for Blair (the subject); with two in reach the owner is left unwritten."""
    # "my" stands for a quoted person, as "his" and "her" do; "its" and "our" for a body or a place
    labels = PERSON_LABELS if pron.lower_ in PERSON_PRONOUNS or pron.lower_ == "my" else THING_LABELS
    last = name.split()[-1]
    return any(
        e.label_ in labels and e.end <= pron.i and clean_name(e.text).split()[-1:] != [last]
        for e in pron.sent.ents
    )


# Objects a passive verb keeps without its agent: "was considered | an offshoot", "were given | a tractor".
_PASSIVE_OBJECTS = frozenset({"oprd", "dobj", "dative", "attr"})


def _passive_lemma(fact: Fact, doc: Doc, lemma: list[str]) -> list[str]:
    """The relation of an agentless passive that keeps an object: "be considered", not "consider".

    "The mill is considered a landmark" as mill / consider / landmark would make the mill the one who
    considers; a prepositional object ("was moved to the barn") reads the same either way and is kept.
    """
    verb = doc[fact.verb]
    if fact.obj is None or verb.lemma_ not in lemma:
        return lemma
    head = doc[fact.obj.head]
    # "growth was trimmed by four points": an amount after "by" (no agent, see prepositions._amount) would
    # read as the agent in "growth | trim by | four points", so the relation keeps its voice too
    by_amount = head.dep_ == "pobj" and head.head.lower_ == "by" and head.head.head.i == verb.i
    if head.dep_ not in _PASSIVE_OBJECTS and not by_amount:
        return lemma
    # only a passive the words mark ("is considered", "a protocol called X"): one guessed from a bare
    # participle with an object ("A blast killed 16 people the group said") is an active past, and so
    # is a participle before an amount ("Sales of frozen food dipped by 3.4%", parsed as a modifier of
    # "food"): only an auxiliary makes that one passive, otherwise it reads "dip by"
    reduced = verb.dep_ == "acl" and verb.tag_ == "VBN" and head.dep_ == "oprd" and not by_amount
    if not (reduced or any(c.dep_ == "auxpass" for c in verb.children)):
        return lemma
    k = lemma.index(verb.lemma_)
    return [*lemma[:k], "be", verb.text.lower(), *lemma[k + 1 :]]


def extract_article(doc: Doc, article: Article) -> ArticleExtraction:
    """Sentences, NER mentions and triples of one article; ``doc`` is ``nlp(article.text)``."""
    sents = list(doc.sents)
    # texts are cut from one copy of the document: Span.text rebuilds each string token by token,
    # and Doc.text the whole text; a doc parsed from the article has the article's text
    last = doc[-1] if len(doc) else None
    if last is not None and last.idx + len(last.text_with_ws) == len(article.text):
        doc.user_data.setdefault("kg.text", article.text)
    text = _doc_text(doc)
    sentences = tuple(
        Sentence(article.id, i, text[s.start_char : s.end_char], s.start_char, s.end_char)
        for i, s in enumerate(sents)
    )
    starts = [s.start for s in sents]
    ents, _ = _ents(doc)
    mentions = tuple(
        Mention(
            article.id,
            bisect_right(starts, e.start) - 1,
            text[e.start_char : e.end_char],
            e.start_char,
            e.end_char,
            e.label_,
        )
        for e in ents
        if e.label_ in NER_KINDS
    )
    # the headline (the first line, when the article has one) is read by stricter rules
    title_end = len(article.title) if article.title else 0
    title_speaker = headline_speaker(doc, title_end) if title_end else None
    # some outlets repeat the headline at the top of the body, after a dateline
    again = text.find(article.title, title_end, title_end + 200) if article.title else -1
    repeats = [(again, again + title_end)] if again >= 0 else []
    if title_end and title_case(doc, title_end):
        # a Title Case headline reads to the tagger as one long name; the body names the same things
        mentions = tuple(m for m in mentions if m.start >= title_end)
    resolve = Salience(doc).resolve()
    groups = _joined_groups(doc, resolve)  # "the pilots" -> its names, built once for the article
    quotes = quote_regions(doc, sents, text)
    attributions: dict[int, _Attribution] = {}
    local: dict[int, tuple[Token | None, bool]] = {}
    triples: list[Triple] = []
    for i, sent in enumerate(sents):
        closing = _closing_reporter(sent)
        quoted = any(q in text[sent.start_char : sent.end_char] for q in _QUOTE_CHARS)
        sources = list(_source_verbs(sent))
        run_on = [(v, *found) for v in sources if (found := run_on_speaker(v)) is not None]
        closers = [(v, subj, subj.left_edge.i) for v in sources if (subj := _closing_subject(v))]
        for fact in sentence_facts(sent):
            verb = doc[fact.verb]
            if fact.rule == "appos" and (
                any(_speakers_role(fact, v, sp, start) for v, sp, start in run_on)
                or any(_speakers_role(fact, v, sp, start, misread=False) for v, sp, start in closers)
            ):
                continue  # "villages the head of the committee Omar Said told AFP": a speaker, no description
            # appositions and titles are the writer's own description; a reporter fact is the report itself
            own = fact.rule in {"appos", "title", "reporter"}
            if own:
                attribution = _Attribution()
            elif fact.verb in attributions:
                attribution = attributions[fact.verb]
            else:
                attribution = attributions[fact.verb] = _attribution(verb, local)
            if attribution.embedded:
                continue  # conditions and complements of claim nouns are not asserted by anyone
            speaker_tok = attribution.speaker
            if speaker_tok is None and not own and closing is not None and fact.verb < closing[1]:
                speaker_tok = closing[0]
                # "A bomb wounded 32 people Syrian state television reported": the object ends where
                # the source begins; an object that is the source's own clause is none
                _clip_object(fact, doc, closing[1])
                if fact.obj is not None and fact.obj.head >= closing[1]:
                    fact.obj = None
            if speaker_tok is None and not own:
                # a fact inside the report whose closing speaker was misread as part of it
                inside = (sp for v, sp, start in run_on if v.left_edge.i <= fact.verb < start)
                speaker_tok = next(inside, None)
            headline = sent.start_char < title_end or any(a <= verb.idx < b for a, b in repeats)
            if headline and title_speaker is not None and speaker_tok is None:
                speaker_tok = title_speaker
            if speaker_tok is None:
                speaker_tok = quotes.get(verb.idx)
                if speaker_tok is None and any(a <= verb.idx < b for a, b in quotes.unattributed):
                    continue  # a quotation whose speaker we cannot find is nobody's fact
            if speaker_tok is not None:
                speaker_tok = speaking_for(speaker_tok)
            self_name = _quoted_self(speaker_tok, quotes, resolve) if speaker_tok is not None else ""
            fact.negated = fact.negated or attribution.denied or negative_subject(fact, doc)
            if fact.quoted_clause and fact.obj is not None and not _reports(verb, doc[fact.obj.head]):
                fact.obj = None  # "tensions broke out that ...": a that-clause only a speech verb can take
            speaker = None
            if speaker_tok is not None:
                named = phrase(speaker_tok, cut=_report_inside(speaker_tok, verb))
                source = _headline_source(_undated(named, doc), doc, speaker_tok, title_speaker)
                meant = resolve.get(speaker_tok.i) or self_name or _resolved(source, doc, resolve, owner=True)
                if meant in groups:
                    meant = None  # "The pilots said": two speakers are no one speaker; the description stays
                speaker = _span(doc, source, 0, meant or None)
            if headline and title_speaker is not None and speaker_tok is title_speaker:
                _clip_at_source(fact, doc, title_speaker)
            known = resolve
            if speaker is not None and speaker_tok is not None:
                heads = [doc[a.head] for a in (fact.subject, fact.obj, fact.agent) if a is not None]
                heads += [c for h in heads for c in h.children if c.dep_ == "poss" and c.tag_ == "PRP$"]
                known = {**resolve, **first_person(heads, speaker_tok, speaker.display)}
                if self_name:
                    known.update(_same_person(heads, speaker_tok, self_name))
                # "I think he's making enemies," Wilson said: the speaker's "he" is someone else
                said = speaker.display
                known = {i: n for i, n in known.items() if not _quoted_third_person(doc[i], n, said, quotes)}
            triple = _to_triple(fact, doc, article.id, i, active=True, speaker=speaker, resolve=known)
            if triple is not None:
                reported = speaker_tok is not None or own
                flag = headline_flag(fact, doc, title_end, title_speaker, repeats) if headline else ""
                flag = flag or graph_flag(fact, sent, known, speaker_tok, reported, quoted)
                if flag:
                    triple = replace(triple, flag=flag)
            if triple is not None and not _crosses_paragraph(triple):
                triples.extend(_one_per_name(triple, groups))
    split = frozenset(p for parts in groups.values() for p in parts)
    return ArticleExtraction(article, sentences, mentions, tuple(_dedupe(triples, split)))


def _one_per_name(triple: Triple, groups: dict[str, list[str]]) -> list[Triple]:
    """``triple`` once for each name of a plural description resolved to names joined by "and" ("the
    pilots" -> "Riafagat Khabibulin and Yevgeny Dolgin", ``redescription.described_again``): "the pilots
    were attacking DAESH" is said of each, as a coordinated subject's statement is, and each then links to
    its own entity. The subject, the object (a passive's subject made object too: "were captured by
    rebels") and the arguments are split; ``groups``: ``_joined_groups`` of the article."""
    out = [triple]
    for field in ("subject", "object"):
        span = getattr(triple, field)
        if span is not None and span.resolved in groups:
            out = [
                replace(t, **{field: replace(span, resolved=p)}) for t in out for p in groups[span.resolved]
            ]
    for k, argument in enumerate(triple.arguments):
        if argument.span.resolved in groups:
            out = [
                replace(t, arguments=_with_argument(t.arguments, k, replace(argument.span, resolved=p)))
                for t in out
                for p in groups[argument.span.resolved]
            ]
    return out


def _with_argument(arguments: tuple[Argument, ...], k: int, span: Span) -> tuple[Argument, ...]:
    return tuple(replace(a, span=span) if n == k else a for n, a in enumerate(arguments))


def _joined_groups(doc: Doc, resolve: dict[int, str]) -> dict[str, list[str]]:
    """The names joined by "and" that a plural description was resolved to, each with its names: only
    a split into names the article wrote as names is taken."""
    names = {clean_name(e.text) for e in doc.ents}
    out = {}
    for i, value in resolve.items():
        # the string test first: it spares a split and a Token for each of the many single names
        if " and " not in value:
            continue
        parts = _split_names(value, names)
        if doc[i].tag_ == "NNS" and len(parts) > 1:
            out[value] = parts
    return out


def _split_names(value: str, names: set[str]) -> list[str]:
    """``value`` as names of ``names`` joined by "and", or [] when it is none: "Bosnia and Herzegovina and
    Serbia" is two names, one with "and" inside it."""
    if value in names:
        return [value]
    at = value.find(" and ")
    while at != -1:
        rest = _split_names(value[at + 5 :], names) if value[:at] in names else []
        if rest:
            return [value[:at], *rest]
        at = value.find(" and ", at + 1)
    return []


def _report_inside(speaker: Token, verb: Token) -> int:
    """The dependent of ``speaker`` that holds the reported ``verb``, or -1: "Syrias state media alleged
    on Saturday that rebels ... had used chemical weapons" hangs the report on the speaker as a
    participle, and the speaker's phrase would be the whole sentence."""
    if not speaker.is_ancestor(verb):
        return -1
    return next(c.i for c in speaker.children if c.i == verb.i or c.is_ancestor(verb))


def _quoted_self(speaker: Token, quotes: dict[int, Token], resolve: dict[int, str]) -> str:
    """Whom an "I" or "we" speaking inside a quotation stands for: "I think he is in great shape," Tom
    Hale said -> "he is in great shape" is Tom Hale's. "" when the quotation has no fitting speaker."""
    if speaker.pos_ != "PRON" or speaker.lower_ not in {"i", "we"} or speaker.i in resolve:
        return ""
    outer = quotes.get(speaker.idx)
    if outer is None or outer.i == speaker.i or outer.lower_ in {"i", "we"}:
        return ""
    words = phrase(outer)
    name = resolve.get(outer.i) or _chars(speaker.doc, words.start, words.end)
    return first_person([speaker], outer, name).get(speaker.i, "")


def _same_person(heads: list[Token], speaker: Token, name: str) -> dict[int, str]:
    """The speaking "I" (or "we") and every "I" (or "we") of its clause stand for one ``name``."""
    forms = {"i", "me"} if speaker.lower_ == "i" else {"we", "us"}
    return {t.i: name for t in [speaker, *heads] if t.pos_ == "PRON" and t.lower_ in forms}


def _quoted_third_person(tok: Token, name: str, speaker: str, quotes: dict[int, Token]) -> bool:
    """True for a "he" or "she" inside a quotation taken for the one who speaks it: in direct speech
    the speaker is "I" ("he said he would" is reported speech, where "he" may well be the speaker)."""
    if tok.lower_ not in PERSON_PRONOUNS or tok.pos_ != "PRON" or tok.idx not in quotes:
        return False
    # one person named two ways: "Yoshiaki Tsutsumi" for the "he" and "Tsutsumi" for the one who speaks
    shorter, longer = sorted((name.split(), speaker.split()), key=len)
    return bool(shorter) and longer[-len(shorter) :] == shorter


# a lemma's id is the hash of its text, the same in every vocabulary, so the ids are known up front
_SOURCE_LEMMA_IDS = frozenset(get_string_id(w) for w in SOURCE_LEMMAS)


def _read_lemmas(doc: Doc) -> list[int]:
    return doc.to_array("LEMMA").tolist()  # type: ignore[no-any-return]


def _source_verbs(sent: SpacySpan) -> Iterator[Token]:
    """The source verbs (said, told ...) of a sentence, found through the lemma column."""
    # the column is read once per document: read per sentence, it cost a whole-document copy each time
    doc = sent.doc
    lemmas = doc_cache(doc, "kg.lemmas", _read_lemmas)
    for k in range(sent.start, sent.end):
        if lemmas[k] in _SOURCE_LEMMA_IDS:
            yield doc[k]


_HEADLINE_DASHES = frozenset({"-", "–", "—", "--"})


def _clip_at_source(fact: Fact, doc: Doc, speaker: Token) -> None:
    """An object the parser ran on into a headline's glued-on source ends before it: "kill | 11 children
    in Aleppo Monitor" -> "11 children in Aleppo"; an object that is the source itself is left to the
    headline rules."""
    start = source_start(doc, speaker)
    if doc[start].text in _HEADLINE_DASHES or fact.obj is None:
        return
    _clip_object(fact, doc, start)


def _clip_object(fact: Fact, doc: Doc, start: int) -> None:
    """Ends the fact's object before token ``start``, where a source the parser ran it into begins."""
    obj = fact.obj
    if obj is not None and obj.head < start < obj.end:
        end = start
        while end - 1 > obj.head and (doc[end - 1].is_punct or doc[end - 1].dep_ in {"prep", "cc"}):
            end -= 1
        fact.obj = Arg(obj.start, end, obj.head, obj.gap)


def _headline_source(arg: Arg, doc: Doc, speaker: Token, title_speaker: Token | None) -> Arg:
    """A headline's source without the claim the parser ran into it: "... in Syrian Kurdish city state TV"
    -> "state TV"."""
    if title_speaker is None or speaker.i != title_speaker.i:
        return arg
    start = source_start(doc, speaker)
    if doc[start].text in _HEADLINE_DASHES:
        return arg  # "claim - Speaker": the phrase after the dash is the speaker as written
    if doc[start].is_punct:
        start += 1
    return arg if start <= arg.start else Arg(start, arg.end, arg.head, arg.gap)


def _undated(arg: Arg, doc: Doc) -> Arg:
    """``arg`` without a dateline run into it: "Fri 07 Apr 2017 at 0914 Homs governor" -> "Homs governor"."""
    start = arg.start
    while start < arg.head and (
        doc[start].ent_type_ in {"DATE", "TIME", "CARDINAL"}
        or doc[start].like_num
        or doc[start].lower_ == "at"
    ):
        start += 1
    return arg if start == arg.start else Arg(start, arg.end, arg.head, arg.gap)


def _reports(verb: Token, clause: Token) -> bool:
    """True when ``clause`` can be the object of ``verb``: said/denied that ..., or a bare complement."""
    if is_speech_verb(verb) or is_denial_verb(verb):
        return True
    # the parser tags the complementiser "that" as a marker or, at times, as an adverb
    return clause.dep_ == "xcomp" or not any(
        c.dep_ == "mark" or (c.lower_ == "that" and c.i == clause.left_edge.i) for c in clause.children
    )


def _crosses_paragraph(triple: Triple) -> bool:
    """An argument running over a blank line comes from a sentence split the parser missed."""
    return any("\n\n" in span.text for span in (triple.subject, triple.object) if span is not None)


def negative_subject(fact: Fact, doc: Doc) -> bool:
    """True when the subject denies existence ("nobody", "no group")."""
    return fact.subject is not None and is_negative_nominal(doc[fact.subject.head])


def _dedupe(triples: list[Triple], split: frozenset[str] = frozenset()) -> list[Triple]:
    """``triples`` without repeats. ``split``: the names ``_one_per_name`` split plural descriptions into."""
    seen: set[tuple] = set()
    out = []
    for t in triples:
        # the resolved names too: "the pilots" split into one statement per pilot (``_one_per_name``); of
        # the arguments only those names, so triples that differ in other arguments dedupe as before
        obj = (t.object.text, t.object.resolved) if t.object else None
        args = tuple(a.span.resolved for a in t.arguments if a.span.resolved in split)
        k = (t.sentence_index, t.subject.start, t.subject.text, t.subject.resolved, t.predicate, obj, args)
        if k not in seen:
            seen.add(k)
            out.append(t)
    return out


def extract_texts(
    nlp: Language, texts: Iterable[str], pretokenized: bool = False
) -> Iterator[tuple[str, list[Triple]]]:
    """For Open IE output: (sentence, triples) for each input sentence, relations kept as written.

    With ``pretokenized`` the Doc is built from the space-separated tokens, so arguments are made of
    the sentence's own tokens (CaRB compares whitespace-separated words).
    """
    from spacy.tokens import Doc

    texts = list(texts)
    # runs of spaces would make empty tokens, which spaCy refuses
    inputs = (Doc(nlp.vocab, words=t.split()) for t in texts) if pretokenized else iter(texts)
    for text, doc in zip(texts, nlp.pipe(inputs), strict=True):
        triples: list[Triple] = []
        for sent_i, sent in enumerate(doc.sents):
            for fact in sentence_facts(sent, nominal=True):
                if (
                    fact.rule not in {"appos", "title", "reporter"}
                    and _attribution(doc[fact.verb]).speaker is not None
                ):
                    fact.confidence *= REPORTED_FACTOR
                triple = _to_triple(fact, doc, "", sent_i, active=False)
                if triple is not None:
                    triples.append(triple)
        yield text, _dedupe(triples)
