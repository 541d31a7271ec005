"""A fact as a ``Triple``: article spans, the names its pronouns stand for, voice and confidence.

``to_triple`` turns a ``Fact`` over token positions into the plain ``Triple`` with absolute character
offsets (``span``), the name a pronoun or a possessive is resolved to (``resolved``), a passive's agent
made its subject, and a confidence (``kg.extract.name_groups`` splits a plural description resolved to
names, "the pilots", into one triple per name). The per-document caches of entities, text and token
offsets that every span is cut from live here too.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import replace
from typing import TYPE_CHECKING

from spacy.symbols import IDX, LENGTH

from ..types import Argument, Span, Triple
from .ages import is_age
from .attribution import PERSON_LABELS
from .cache import doc_cache
from .facts import Arg, Fact
from .inner_names import named_inside
from .inner_pronouns import fits_as_name, pronouns_written, rival_before
from .modality import hearsay_complement
from .openings import cut_name_openers
from .phrases import opening_possessive
from .quotes import clean_name
from .redescription import DESCRIPTION_WORDS
from .reporter_outlets import names_own_body
from .speakers import owner_reports
from .titled_names import title_part

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


def _read_ents(doc: Doc) -> tuple[tuple[SpacySpan, ...], list[int]]:
    # read first of all of an article's rules: the names they all see lose a sentence's opening word
    cut_name_openers(doc)
    ents = tuple(doc.ents)
    return ents, [e.start for e in ents]


def doc_entities(doc: Doc) -> tuple[tuple[SpacySpan, ...], list[int]]:
    """The doc's entities and their start tokens; Doc.ents builds new Span objects on every access."""
    return doc_cache(doc, "kg.ents", _read_ents)


def sentence_ents(doc: Doc, sent: SpacySpan) -> tuple[SpacySpan, ...]:
    # Span.ents scans the whole document each time; one scan per document, then a binary search
    ents, starts = doc_entities(doc)
    return ents[bisect_left(starts, sent.start) : bisect_left(starts, sent.end)]


def _read_text(doc: Doc) -> str:
    return doc.text


def doc_text(doc: Doc) -> str:
    # Doc.text rebuilds the string on every access; spans are cut from one copy per document
    return doc_cache(doc, "kg.text", _read_text)


def _read_offsets(doc: Doc) -> tuple[list[int], list[int]]:
    columns = doc.to_array([IDX, LENGTH])
    starts = columns[:, 0].tolist()
    return starts, [a + n for a, n in zip(starts, columns[:, 1].tolist(), strict=True)]


def _offsets(doc: Doc) -> tuple[list[int], list[int]]:
    """Where each token starts and ends in the text: every triple's spans, without a Token per word."""
    return doc_cache(doc, "kg.offsets", _read_offsets)


def chars(doc: Doc, start: int, end: int) -> str:
    if end <= start:
        return ""
    starts, ends = _offsets(doc)
    return doc_text(doc)[starts[start] : ends[end - 1]]


def article_span(
    doc: Doc, arg: Arg, offset: int = 0, resolved: str | None = None, exact: bool = True
) -> Span:
    """Article span of ``arg``; unless ``exact``, its text leaves out the parenthesis the phrase encloses."""
    starts, ends = _offsets(doc)
    text = chars(doc, arg.start, arg.end)
    if arg.gap is not None and not exact:
        parts = (chars(doc, arg.start, arg.gap[0]), chars(doc, arg.gap[1], arg.end))
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


def to_triple(
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

    def span(arg: Arg, owner: bool = False, side: bool = True) -> Span:
        name = resolved_name(arg, doc, resolve, owner)
        if not name and side:
            # "said it had cut their routes": pronouns inside a side, as coref resolved them (inner_pronouns)
            name = pronouns_written(arg, doc, resolve, fact)
        return article_span(doc, arg, offset, name, active)

    subject, obj = span(fact.subject, owner=True), span(fact.obj) if fact.obj is not None else None
    if (
        obj is not None
        and fact.obj is not None
        and obj.resolved
        and doc[fact.obj.head].pos_ != "PRON"  # "announced himself": a reflexive is its subject
        and (fact.rule == "appos" or _same_name(obj.resolved, subject.resolved or subject.text))
    ):
        # the writer's description of the subject ("Ofcom, the communications regulator"), an apposition's
        # object, resolved to a name would only repeat the subject ("Ofcom | be | Ofcom"): its words say more
        obj = replace(obj, resolved=None)
    if obj is not None and fact.obj is not None and obj.resolved is None and fact.lemma == ["be"]:
        obj = replace(obj, resolved=_other_owner(fact.obj, doc, resolve, subject.display))
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
        Argument(span(a, side=False), prep, role)
        for prep, a, role in sorted(fact.args, key=lambda x: x[1].start)
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


def _same_name(a: str, b: str) -> bool:
    """Whether two names are one, "the" and case aside ("The Syrian National Coalition")."""
    return a.lower().removeprefix("the ") == b.lower().removeprefix("the ")


def resolved_name(arg: Arg, doc: Doc, resolve: dict[int, str], owner: bool) -> str | None:
    """What ``arg`` stands for when the article settles it: a pronoun or short phrase ("He", "the
    club"), and, with ``owner`` (a subject), a phrase whose possessive determiner the pronoun rules
    resolved ("Her links to Opus Dei" -> "Ruth Kelly's links to Opus Dei"): out of its sentence, "her
    links" belong to no one."""
    title = title_part(arg, doc, resolve.get(arg.head))  # "The news agency Velta": read as "The news agency"
    if arg.head in resolve and (title.end - title.start <= 2 or _description_only(title, doc)):
        return resolve[arg.head]
    # "a spokesman for Syria Civil Defence | say |": the body its own phrase names (reporter_outlets.py)
    if arg.head in resolve and names_own_body(
        doc[arg.head], resolve[arg.head], chars(doc, arg.start, arg.end)
    ):
        return resolve[arg.head]
    found = _possessive_owner(arg, doc, resolve) if owner else None
    # "the attack on the city" -> "the attack on Aleppo": a description inside the side (inner_names.py)
    return _owned(arg, doc, *found) if found else named_inside(arg, doc, resolve)


def _possessive_owner(arg: Arg, doc: Doc, resolve: dict[int, str]) -> tuple[Token, str] | None:
    """The possessive determiner ``arg`` opens on and the name the pronoun rules resolved it to."""
    first = opening_possessive(arg, doc)
    # "their": a plural's owner is a group, which salience finds badly ("Their opponents" -> "Groups"),
    # unless the speaker that reports the clause owns it ("The rebels said their leader ...")
    if first is None or (first.lower_ == "their" and not owner_reports(first)):
        return None
    name = resolve.get(first.i)
    if not name or rival_before(first, name):
        return None
    return first, name


def _owned(arg: Arg, doc: Doc, first: Token, name: str) -> str:
    mark = "'" if first.lower_ == "their" and name.endswith("s") else "'s"  # "The rebels' leader"
    return f"{name}{mark} {chars(doc, arg.start + 1, arg.end)}"


def _other_owner(arg: Arg, doc: Doc, resolve: dict[int, str], subject: str) -> str | None:
    """The object of a copula ("X is Y", an apposition's) opening on a possessive the pronoun rules
    resolved, written with its owner: "Khaled al-Attiya | be | his Qatari counterpart" -> "John Kerry's
    Qatari counterpart"; out of its sentence "his counterpart" is no one's. Only a copula's: there the
    possessive never stands for the subject itself (no one is his own counterpart), while in "Sony's
    PSP is due to make its debut" or "Mr Cable published his budget" it is the subject's own, which
    salience, looking for the latest name, gets wrong (session 33: written for every object, 5 of the
    12 new ones on the judged sets named another owner wrongly)."""
    found = _possessive_owner(arg, doc, resolve)
    if found is None:
        return None
    first, name = found
    # "Syria and its ally Russia", "Kerry and his Russian counterpart": the owner is the noun the phrase is
    # joined to, whatever salience found before the sentence; a description ("the regime and its close
    # allies") names no one
    head = doc[arg.head]
    if head.dep_ == "conj":
        joined = head.head
        while joined.dep_ == "conj":
            joined = joined.head
        if joined.pos_ != "PROPN":
            return None
        # the conjunct's own name, or a person's fuller one ("Gibson and his partner": Mel Gibson); a
        # place's or a body's as written ("Syria and its ally", never a longer name run together before)
        own = next((e for e in doc.ents if e.start <= joined.i < e.end), None)
        if name.split()[-1] != joined.text or own is None or own.label_ not in PERSON_LABELS:
            name = clean_name(own.text) if own is not None else joined.text
    # the subject by another name, or a name the resolver joined or cut badly ("Omar the", "Best First
    # Feature at Cannes - Nair")
    last = name.split()[-1]
    if _same_name(name, subject) or last.lower() == subject.split()[-1].lower() or not fits_as_name(name):
        return None
    return _owned(arg, doc, first, name)


def _description_only(arg: Arg, doc: Doc) -> bool:
    """True for an argument that is a definite description and nothing more: "The two Russian pilots",
    its noun last and every other word one of its modifiers ("the pilots' helicopter" is not)."""
    head = doc[arg.head]
    # an age ("The 27-year-old winger") is one modifier, though the parser splits it into five words
    age = is_age(doc, arg.start + 1)
    words = doc[arg.start : arg.head]
    # so is a hyphenated compound ("the Britain-based monitoring group", "the US-led coalition"): the
    # parser hangs "Britain" and "-" on "based", not on the noun
    compounds = {
        t.i for m in head.lefts if m.dep_ in DESCRIPTION_WORDS and _hyphenated(m, doc) for t in m.subtree
    }
    return arg.end == arg.head + 1 and all(
        (t.head.i == head.i and t.dep_ in DESCRIPTION_WORDS)
        or (age and arg.start < t.i < arg.start + 6)
        or t.i in compounds
        for t in words
    )


def _hyphenated(tok: Token, doc: Doc) -> bool:
    """Whether ``tok``'s words are one hyphenated word ("Britain-based", "al-Qaeda-linked"): unbroken by
    spaces, with a hyphen between words; "largely Britain-based" or "Britain - based" are phrases."""
    first, last = tok.left_edge.i, tok.right_edge.i
    return (
        last - first + 1 == len(list(tok.subtree))
        and all(doc[i].whitespace_ == "" for i in range(first, last))
        and any(doc[i].text == "-" for i in range(first + 1, last))
    )


# Objects a passive verb keeps without its agent: "was considered | an offshoot", "were given | a tractor".
_PASSIVE_OBJECTS = frozenset({"oprd", "dobj", "dative", "attr"})


def keeps_voice(fact: Fact, doc: Doc) -> bool:
    """True when the statement of an agentless passive keeps its "be" ("be expected to tell"), as
    ``_passive_lemma`` writes it."""
    if not fact.passive or fact.agent is not None or fact.obj is None:
        return False
    return _passive_lemma(fact, doc, list(fact.lemma)) != fact.lemma


def _passive_lemma(fact: Fact, doc: Doc, lemma: list[str]) -> list[str]:
    """The relation of an agentless passive that keeps an object: "be considered", not "consider".

    "The mill is considered a landmark" as mill / consider / landmark would make the mill the one who
    considers; a prepositional object ("was moved to the barn") reads the same either way and is kept.
    """
    verb = doc[fact.verb]
    if fact.obj is None or verb.lemma_ not in lemma:
        return lemma
    raised = _raised_passive(verb, lemma)
    if raised:
        return raised
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


def _raised_passive(verb: Token, lemma: list[str]) -> list[str]:
    """The relation of a passive of belief or report over an infinitive or participle, in its voice:
    "be believed to be trapped in", "be reported killed in", "be estimated to be killed since", never
    "believe to trap in", which makes the subject the believer. [] for any other verb."""
    complement = hearsay_complement(verb)
    if complement is None:
        return []
    k = lemma.index(verb.lemma_)
    out = [*lemma[:k], "be", verb.text.lower(), *lemma[k + 1 :]]
    # the complement's own passive keeps its voice: "to have been killed", "to be trapped" as "to be killed",
    # "to be trapped"; a bare participle ("reported killed") as written, with no "to"
    if complement.tag_ != "VBN" or complement.lemma_ not in out[k + 2 :]:
        return out
    j = out.index(complement.lemma_, k + 2)
    bare = not any(c.dep_ in {"aux", "auxpass"} for c in complement.children)
    if bare and out[j - 1] == "to":
        out[j - 1 : j + 1] = [complement.text.lower()]
    elif any(c.dep_ == "auxpass" for c in complement.children):
        out[j : j + 1] = ["be", complement.text.lower()]
    return out
