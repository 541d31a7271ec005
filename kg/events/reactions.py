"""Reactions to events: who condemned, denied, vowed, threatened, condoled or accused, and about what.

A statement is a reaction when its verb is listed in ontology/reactions.tsv. Its actor is the
statement's subject entity (or the speaker, for "X said the attackers will face a harsh response");
the event it reacts to is the one named in its object, else in its sentence, else earlier in the
same paragraph; a condemnation or condolence that names nothing reacts to the article's main event.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..resources import read_tsv
from ..types import ORGANIZATION, PERSON, PLACE, ArticleExtraction, Entity, Event, Reaction, Statement
from .lexicon import BACKGROUND_TABLE, alternation, head_nouns, table_words
from .mentions import EventMention
from .triggers import keys_by_article

# Communication events are what reactions are made in, not what they react to.
NOT_TARGETS = {"Statement", "Meeting"}
# Kinds that, naming no event, are read as reactions to the article's main event.
DEFAULT_TO_MAIN = {"condemnation", "condolence"}
ACTOR_KINDS = {PERSON, ORGANIZATION, PLACE}
FIRST_PERSON = {"i", "we"}
HABITUAL = re.compile(
    r"\b(previously|frequently|often|usually|routinely|regularly|repeatedly)\b", re.IGNORECASE
)
_LIST_MEMBERS = re.compile(r"\b(?:including|such as|among them)\b", re.IGNORECASE)
# "al-Jarba told Al-Arabiya news channel condemning the bombardment": the one spoken to reacts to nothing
# (background-words.tsv kind `addressing`)
_ADDRESSEE = re.compile(rf"\b(?:{table_words(BACKGROUND_TABLE, 'addressing')})\s+(?:the\s+)?$", re.IGNORECASE)


@lru_cache(maxsize=1)
def _state_body() -> re.Pattern[str]:
    """Heads of phrases that name a state's organs: "the Syrian government", "Turkish officials"."""
    return re.compile(rf"\b{alternation(head_nouns('state-body'))}$", re.IGNORECASE)


@dataclass(frozen=True)
class ReactionRule:
    kind: str
    lemma: str
    objects: re.Pattern[str] | None
    actor: str  # "subject" or "speaker"
    negated: bool

    def verb_fits(self, lemma: str) -> bool:
        """Whether a lower-case lemma is this rule's verb, alone or with a particle ("call for")."""
        return lemma == self.lemma or lemma.startswith(self.lemma + " ") or lemma.split()[0] == self.lemma

    def matches(self, statement: Statement) -> bool:
        triple = statement.triple
        if not self.verb_fits(triple.lemma.lower()):
            return False
        if triple.negated != self.negated:
            return False
        if self.actor == "speaker" and triple.attributed_to is None:
            return False
        if self.objects is None:
            return True
        words = " ".join(
            [
                triple.predicate,
                triple.object.text if triple.object else "",
                *(a.span.text for a in triple.arguments),
            ]
        )
        return bool(self.objects.search(words))


@lru_cache(maxsize=1)
def reaction_rules() -> tuple[ReactionRule, ...]:
    rules = []
    for row in read_tsv("reactions.tsv"):
        words = [w for w in row["objects"].split("|") if w and w != "-"]
        pattern = (
            re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b", re.IGNORECASE) if words else None
        )
        rules.append(
            ReactionRule(row["kind"], row["lemma"].lower(), pattern, row["actor"], row["negated"] == "yes")
        )
    return tuple(rules)


def reaction_kind(statement: Statement) -> ReactionRule | None:
    """The first rule of ontology/reactions.tsv that the statement matches, or None."""
    rules = _rules_for_lemma(statement.triple.lemma.lower())
    return next((rule for rule in rules if rule.matches(statement)), None)


@lru_cache(maxsize=8192)
def _rules_for_lemma(lemma: str) -> tuple[ReactionRule, ...]:
    """The rules whose verb test a lemma passes, in table order: every statement of a corpus was tried
    against every rule (2.4M tests over the BBC corpus), though a few hundred lemmas recur."""
    return tuple(rule for rule in reaction_rules() if rule.verb_fits(lemma))


def _actors(
    statement: Statement,
    rule: ReactionRule,
    extraction: ArticleExtraction,
    keys: Mapping[tuple[int, int], str],
    entities: Mapping[str, Entity],
    appositions: Mapping[tuple[int, str], str],
) -> list[str]:
    """The reacting entities: the subject (or speaker), and the members listed in it ("including Russia")."""
    triple = statement.triple
    if rule.actor == "speaker" or (triple.subject.text.lower() in FIRST_PERSON and triple.attributed_to):
        # '"We condemn this act of terror," Germany's Foreign Ministry wrote': the speaker reacts
        span, actor = triple.attributed_to, statement.speaker_entity
    else:
        span, actor = triple.subject, statement.subject_entity
        if _ADDRESSEE.search(extraction.article.text, max(0, span.start - 30), span.start):
            span, actor = triple.attributed_to, statement.speaker_entity
    if span is None:
        return []
    inside = [
        (m.start, keys[(m.start, m.end)])
        for m in extraction.mentions
        if span.start <= m.start
        and m.end <= span.end
        and keys.get((m.start, m.end)) in entities
        and entities[keys[(m.start, m.end)]].kind in ACTOR_KINDS
    ]
    people = [k for _, k in inside if entities[k].kind == PERSON]
    if actor is None or actor not in entities or entities[actor].kind != PERSON:
        # "Top commander of Iran's Quds force Esmail Qaani": the person, not the country in the title;
        # "Iran's top leader, Ayatollah Khamenei": the person the apposition names
        actor = (people[-1] if people else appositions.get((triple.sentence_index, span.text))) or actor
    actors = [actor] if actor is not None and actor in entities else []
    listed = _LIST_MEMBERS.search(span.text) if rule.actor == "subject" else None
    if listed:
        actors += [k for at, k in inside if at >= span.start + listed.end()]
    if not actors and inside:
        actors.append(inside[0][1])  # "US officials" -> the United States
    if not actors and _state_body().search(span.text):
        # "The Syrian government denied ...": the government of the country its demonym names
        demonyms = [
            keys[(m.start, m.end)]
            for m in extraction.mentions
            if span.start <= m.start and m.end <= span.end and (m.start, m.end) in keys
        ]
        actors += [k for k in demonyms if k in entities and entities[k].demonym_of in entities][:1]
    # "Iranian officials" speak for Iran: a demonym stands for its country
    actors = [_country_of(a, entities) for a in actors]
    return list(dict.fromkeys(actors))


def _country_of(key: str, entities: Mapping[str, Entity]) -> str:
    country = entities[key].demonym_of
    return country if country is not None and country in entities else key


def _appositions(
    statements: Sequence[Statement], entities: Mapping[str, Entity]
) -> dict[str, dict[tuple[int, str], str]]:
    """article -> (sentence, phrase) -> person key, from the "X be Y" appositions the extractor reports."""
    found: dict[str, dict[tuple[int, str], str]] = {}
    for s in statements:
        t = s.triple
        if t.lemma != "be" or t.object is None:
            continue
        person, subject = s.object_entity, s.subject_entity
        if person is not None and person in entities and entities[person].kind == PERSON:
            found.setdefault(t.article_id, {})[(t.sentence_index, t.subject.text)] = person
        if subject is not None and subject in entities and entities[subject].kind == PERSON:
            found.setdefault(t.article_id, {}).setdefault((t.sentence_index, t.object.text), subject)
    return found


def _paragraph_starts(text: str) -> list[int]:
    return [0] + [m.end() for m in re.finditer(r"\n\s*", text)]


def _target(
    statement: Statement,
    rule: ReactionRule,
    mentions: Sequence[tuple[EventMention, str]],
    events: Mapping[str, Event],
    main: str | None,
    paragraph_start: int,
) -> str | None:
    triple = statement.triple
    usable = [(m, k) for m, k in mentions if events[k].event_type not in NOT_TARGETS]
    spans = [s for s in (triple.object, *(a.span for a in triple.arguments)) if s is not None]
    named = [(m, k) for m, k in usable if any(s.start <= m.start < s.end for s in spans)]
    same = [(m, k) for m, k in usable if m.sentence_index == triple.sentence_index]
    earlier = [
        (m, k)
        for m, k in usable
        # earlier in the paragraph, or in the sentence right before (a quote paragraph after its lead-in)
        if m.sentence_index < triple.sentence_index
        and (paragraph_start <= m.start or m.sentence_index == triple.sentence_index - 1)
    ]
    if named:
        return named[0][1]
    if same:
        return min(same, key=lambda p: abs(p[0].start - triple.subject.end))[1]
    if HABITUAL.search(statement.sentence):
        return None  # "Iran has previously held Israel accountable": background, not a reaction to this event
    if earlier:
        return earlier[-1][1]
    if rule.kind in DEFAULT_TO_MAIN and main and any(k == main for _, k in usable):
        return main
    return None


def find_reactions(
    extractions: Sequence[ArticleExtraction],
    resolution,
    statements: Sequence[Statement],
    located: Mapping[str, Sequence[tuple[EventMention, str]]],
    events: Mapping[str, Event],
) -> list[Reaction]:
    """Reactions of every statement that reacts to a known event, sorted by statement and actor."""
    entities = {e.key: e for e in resolution.entities}
    main = next((e.key for e in events.values() if e.is_main), None)
    by_article = {e.article.id: e for e in extractions}
    keys_of = keys_by_article(resolution.by_mention)
    appositions = _appositions(statements, entities)
    found: dict[tuple[str, str], Reaction] = {}
    for statement in statements:
        rule = reaction_kind(statement)
        extraction = by_article.get(statement.triple.article_id)
        if rule is None or extraction is None:
            continue
        article_id = extraction.article.id
        keys = keys_of.get(article_id, {})
        local = appositions.get(article_id, {})
        starts = [
            s for s in _paragraph_starts(extraction.article.text) if s <= statement.triple.subject.start
        ]
        target = _target(statement, rule, located.get(article_id, []), events, main, max(starts, default=0))
        if target is None:
            continue
        parent = events[target].parent
        while parent is not None:
            target, parent = parent, events[parent].parent
        for actor in _actors(statement, rule, extraction, keys, entities, local):
            found[(statement.id, actor)] = Reaction(statement.id, actor, rule.kind, target)
    return [found[k] for k in sorted(found)]
