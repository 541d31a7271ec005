"""Triples from a parsed Doc: clause facts with attribution, negation and pronoun resolution.

``extract_article`` is the pipeline's entry point (one article, absolute character offsets, passive
agents turned into subjects, claims attributed to their speakers); ``extract_texts`` serves Open IE
output, where relations stay as written ("was killed in") as benchmarks expect. Who reports a clause is
read in ``kg.extract.reports``; a fact becomes a ``Triple`` (article spans, resolved names, voice,
confidence) in ``kg.extract.spans``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from spacy.symbols import ADJ, AUX, VERB
from spacy.symbols import appos as APPOS_ID
from spacy.symbols import prep as PREP_ID

from ..config import NER_KINDS
from ..types import Article, ArticleExtraction, Mention, Sentence, Triple
from .attribution import SPEECH_LEMMAS, negates
from .based_places import based_facts
from .cache import tag_columns
from .capital_laws import law_noun_name
from .clauses import clause_facts, is_predicate
from .closing_according import closing_according, happening_speaker, quoted_closing, reports_main_clause
from .closing_tails import before_source, clip_subject, report_source, source_arg, subject_start
from .common_openers import common_opener
from .coref import Salience
from .denials import denied_subject, detached_denial, negative_subject
from .evidence import graph_flag, speaking_for
from .extraposition import expletive_copula
from .facts import Arg, Fact
from .headlines import headline_flag, headline_speaker, title_case
from .measured_changes import fill_measures
from .name_groups import joined_groups, one_per_name
from .nominal import appositive_facts, example_facts, postnominal_adjective_facts
from .phrases import phrase
from .places import location_facts, place_pair_facts
from .prepositions import quoted_as_saying
from .quoted_speakers import quoted_self, same_person
from .quotes import DOUBLE_MARKS, first_person, quote_regions, quoted_third_person
from .reports import (
    Attribution,
    attribution_of,
    can_report,
    closing_reporter,
    report_inside,
    reporter_of,
    source_verbs,
)
from .run_on_speakers import closing_subject, run_on_speaker, speakers_role
from .source_phrases import clause_speaker, clip_at_source, clip_object, headline_source, undated, unquoted
from .spans import (
    article_span,
    doc_entities,
    doc_text,
    resolved_name,
    sentence_ents,
    to_triple,
)
from .subjects import SUBJECT_DEPS
from .titles import title_facts

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


# Open IE benchmarks often keep only the "X said ..." tuple of reported speech, so the inner facts rank lower.
REPORTED_FACTOR = 0.8


def _inherit_negation(verb: Token) -> bool:
    """ "hasn't confirmed or denied", "neither confirmed nor rejected": the second verb is negated too.

    Only the conjunction just before ``verb`` counts, and, but for "nor", only for a verb sharing the first
    one's subject: in "hasn't confirmed or denied it but Hamas blamed Israel" the blaming is not negated,
    while "nor" negates the clause it opens whatever its subject ("did not attend, nor did he send a deputy").
    """
    if verb.dep_ != "conj":
        return False
    head = verb.head
    joining = [c for c in head.children if c.dep_ == "cc" and c.i < verb.i]
    cc = joining[-1].lower_ if joining else ""
    if cc == "nor" and joining[-1].i > head.i:
        return True
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False
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
        reporter = reporter_of(tok)
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
    fill_measures(facts, doc)
    facts.extend(appositive_facts(appositions))
    facts.extend(title_facts(sentence_ents(doc, sent), sent))
    facts.extend(based_facts(sent))
    if nominal:
        facts.extend(location_facts(prepositions))
        facts.extend(example_facts(prepositions))
        facts.extend(place_pair_facts(sentence_ents(doc, sent)))
        facts.extend(postnominal_adjective_facts(prepositions))
    for fact in facts:
        fact.sentence_length = len(sent)
    return facts


def extract_article(doc: Doc, article: Article) -> ArticleExtraction:
    """Sentences, NER mentions and triples of one article; ``doc`` is ``nlp(article.text)``."""
    sents = list(doc.sents)
    # texts are cut from one copy of the document: Span.text rebuilds each string token by token,
    # and Doc.text the whole text; a doc parsed from the article has the article's text
    last = doc[-1] if len(doc) else None
    if last is not None and last.idx + len(last.text_with_ws) == len(article.text):
        doc.user_data.setdefault("kg.text", article.text)
    text = doc_text(doc)
    sentences = tuple(
        Sentence(article.id, i, text[s.start_char : s.end_char], s.start_char, s.end_char)
        for i, s in enumerate(sents)
    )
    starts = [s.start for s in sents]
    ents, _ = doc_entities(doc)
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
        if e.label_ in NER_KINDS and not law_noun_name(e) and not common_opener(e)
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
    resolve = Salience(doc, title_end).resolve()
    groups = joined_groups(doc, resolve)  # "the pilots" -> its names, built once for the article
    quotes = quote_regions(doc, sents, text)
    attributions: dict[int, Attribution] = {}
    local: dict[int, tuple[Token | None, bool]] = {}
    triples: list[Triple] = []
    for i, sent in enumerate(sents):
        sentence_closing = closing_reporter(sent) or quoted_closing(sent)
        according = closing_according(sent)
        quoted = any(q in text[sent.start_char : sent.end_char] for q in DOUBLE_MARKS)
        sources = list(source_verbs(sent))
        run_on = [(v, *found) for v in sources if (found := run_on_speaker(v)) is not None]
        closers = [(v, subj, subj.left_edge.i) for v in sources if (subj := closing_subject(v))]
        # sources run into the report they close, found from the report's verb (attribution_of) however
        # far from the end their verb stands: their phrase is cut from the claim as a closing source's is
        fused = {f[0].i: f for v in sources if (f := report_source(v, sent.start)) is not None}
        for fact in sentence_facts(sent):
            verb = doc[fact.verb]
            if fact.rule == "appos" and (
                any(speakers_role(fact, v, sp, start) for v, sp, start in run_on)
                or any(speakers_role(fact, v, sp, start, misread=False) for v, sp, start in closers)
            ):
                continue  # "villages the head of the committee Omar Said told AFP": a speaker, no description
            # appositions, titles and "X-based" names are the writer's own description; a reporter fact is
            # the report itself
            own = fact.rule in {"appos", "title", "based-passive", "reporter"}
            if own:
                attribution = Attribution()
            elif fact.verb in attributions:
                attribution = attributions[fact.verb]
            else:
                attribution = attributions[fact.verb] = attribution_of(verb, local)
            if attribution.embedded:
                continue  # conditions and complements of claim nouns are not asserted by anyone
            speaker_tok = attribution.speaker
            closing = sentence_closing
            if speaker_tok is not None and (closing is None or closing[0].i != speaker_tok.i):
                closing = fused.get(speaker_tok.i, closing)
            closes = closing is not None and not own and fact.verb < closing[1]
            if closing is not None and closes and (speaker_tok is None or speaker_tok.i == closing[0].i):
                speaker_tok = closing[0]
                # "A bomb wounded 32 people Syrian state television reported": the object ends where
                # the source begins; an object that is the source's own clause is none
                clip_object(fact, doc, closing[1])
                if fact.obj is not None and fact.obj.head >= closing[1]:
                    taken = not fact.passive
                    fact.obj = before_source(fact.obj, doc, closing[1])
                    if fact.obj is None and taken:
                        continue  # "... captured the street FNA reports": the object is lost in its source
                clip_subject(fact, closing[1])
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
            if (
                speaker_tok is None
                and not (own or headline)
                and according is not None
                and reports_main_clause(verb, according[1])
            ):
                # "... leaving dozens dead in addition to destroying their vehicles according to SANA"
                speaker_tok = according[0]
                clip_object(fact, doc, according[1])
            if speaker_tok is not None:
                speaker_tok = clause_speaker(speaker_tok, speaking_for(speaker_tok), verb)
                speaker_tok = happening_speaker(speaker_tok) if speaker_tok is not None else None
            self_name = quoted_self(speaker_tok, quotes, resolve) if speaker_tok is not None else ""
            fact.negated = fact.negated or attribution.denied
            denial = ""
            if fact.subject is not None and negative_subject(fact, doc):
                if detached_denial(fact.subject, doc):
                    denial = "fragment"  # "No wonder really, it's chosen by ...": no subject of the verb
                else:
                    fact.negated = True
                    # "No group claimed ..." -> "group | claim [NOT]": kept in the graph, since it is the
                    # sentence's one statement of the denial (a bare plural left is still `generic`)
                    fact.subject = denied_subject(fact.subject, doc)
            if fact.subject is not None and verb.lemma_ in SPEECH_LEMMAS:
                fact.subject = unquoted(fact.subject, doc)  # '"... pockets" activists | say |'
            if fact.quoted_clause and fact.obj is not None and not can_report(verb, doc[fact.obj.head]):
                fact.obj = None  # "tensions broke out that ...": a that-clause only a speech verb can take
            speaker = None
            if speaker_tok is not None:
                named = phrase(speaker_tok, cut=report_inside(speaker_tok, verb))
                if closing is not None and speaker_tok.i == closing[0].i:
                    named = source_arg(named, doc, closing[1])  # "... 40 militants media": "media"
                elif any(sp.i == speaker_tok.i for _, sp, _ in closers):
                    # a closing source's own determiner opens its phrase: the places the report ended on,
                    # which the parser hung on it, are the report's ("... in the countryside of the
                    # northern Idleb province a military source said": "a military source")
                    named = replace(named, start=max(named.start, subject_start(speaker_tok, sent.start)))
                source = headline_source(undated(named, doc), doc, speaker_tok, title_speaker)
                meant = (
                    resolve.get(speaker_tok.i) or self_name or resolved_name(source, doc, resolve, owner=True)
                )
                if meant in groups:
                    meant = None  # "The pilots said": two speakers are no one speaker; the description stays
                speaker = article_span(doc, source, 0, meant or None)
            if headline and title_speaker is not None and speaker_tok is title_speaker:
                clip_at_source(fact, doc, title_speaker)
            known = resolve
            if speaker is not None and speaker_tok is not None:
                heads = [doc[a.head] for a in (fact.subject, fact.obj, fact.agent) if a is not None]
                heads += [c for h in heads for c in h.children if c.dep_ == "poss" and c.tag_ == "PRP$"]
                known = {**resolve, **first_person(heads, speaker_tok, speaker.display)}
                if self_name:
                    known.update(same_person(heads, speaker_tok, self_name))
                # "I think he's making enemies," Wilson said: the speaker's "he" is someone else
                said = speaker.display
                known = {i: n for i, n in known.items() if not quoted_third_person(doc[i], n, said, quotes)}
            triple = to_triple(fact, doc, article.id, i, active=True, speaker=speaker, resolve=known)
            if triple is not None:
                reported = speaker_tok is not None or own
                flag = headline_flag(fact, doc, title_end, title_speaker, repeats) if headline else ""
                flag = flag or denial or graph_flag(fact, sent, known, speaker_tok, reported, quoted)
                flag = flag or _said_nothing(triple, fact, verb)
                if flag:
                    triple = replace(triple, flag=flag)
            if triple is not None and not _crosses_paragraph(triple):
                triples.extend(one_per_name(triple, groups))
    split = frozenset(p for parts in groups.values() for p in parts)
    return ArticleExtraction(article, sentences, mentions, tuple(_dedupe(triples, split)))


def _said_nothing(triple: Triple, fact: Fact, verb: Token) -> str:
    """`fragment` for a copula or a speech verb left with no object and no argument ("Ten children |
    were |" of "were among ...", "residents | said |" of a report whose words went elsewhere): what it
    was or said is missing. An intransitive verb alone ("the minister | resign |") says something.

    The passive "was quoted as saying by the agency" is a frame too: its words went to another clause
    ("finance minister Ivan Petrov | quote |"), or its subject is the parser's guess ("The attack | quote |").
    """
    if triple.object is not None or triple.arguments:
        return ""
    if fact.passive:
        return "fragment" if quoted_as_saying(verb) else ""
    return "fragment" if verb.lemma_ == "be" or verb.lemma_ in SPEECH_LEMMAS else ""


def _crosses_paragraph(triple: Triple) -> bool:
    """An argument running over a blank line comes from a sentence split the parser missed."""
    return any("\n\n" in span.text for span in (triple.subject, triple.object) if span is not None)


def _dedupe(triples: list[Triple], split: frozenset[str] = frozenset()) -> list[Triple]:
    """``triples`` without repeats. ``split``: the names ``one_per_name`` split plural descriptions into."""
    seen: set[tuple] = set()
    out = []
    for t in triples:
        # the resolved names too: "the pilots" split into one statement per pilot (``one_per_name``); of
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
                    and attribution_of(doc[fact.verb]).speaker is not None
                ):
                    fact.confidence *= REPORTED_FACTOR
                triple = to_triple(fact, doc, "", sent_i, active=False)
                if triple is not None:
                    triples.append(triple)
        yield text, _dedupe(triples)
