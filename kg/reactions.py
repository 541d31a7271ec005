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

from .resources import read_tsv
from .triggers import EventMention
from .types import ORGANIZATION, PERSON, PLACE, ArticleExtraction, Event, Reaction, Statement

# Communication events are what reactions are made in, not what they react to.
NOT_TARGETS = {"Statement", "Meeting"}
# Kinds that, naming no event, are read as reactions to the article's main event.
DEFAULT_TO_MAIN = {"condemnation", "condolence"}
ACTOR_KINDS = {PERSON, ORGANIZATION, PLACE}
_LIST_MEMBERS = re.compile(r"\b(?:including|such as|among them)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ReactionRule:
    kind: str
    lemma: str
    objects: re.Pattern[str] | None
    actor: str  # "subject" or "speaker"
    negated: bool

    def matches(self, statement: Statement) -> bool:
        triple = statement.triple
        lemma = triple.lemma.lower()
        if not (lemma == self.lemma or lemma.startswith(self.lemma + " ") or lemma.split()[0] == self.lemma):
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
    return next((rule for rule in reaction_rules() if rule.matches(statement)), None)


def _actors(
    statement: Statement,
    rule: ReactionRule,
    extraction: ArticleExtraction,
    keys: Mapping[tuple[int, int], str],
    kinds: Mapping[str, str],
) -> list[str]:
    """The reacting entities: the subject (or speaker), and the members listed in it ("including Russia")."""
    triple = statement.triple
    if rule.actor == "speaker":
        return [statement.speaker_entity] if statement.speaker_entity in kinds else []
    span = triple.subject
    inside = [
        m
        for m in extraction.mentions
        if span.start <= m.start
        and m.end <= span.end
        and kinds.get(keys.get((m.start, m.end), "")) in ACTOR_KINDS
    ]
    actors = [statement.subject_entity] if statement.subject_entity in kinds else []
    listed = _LIST_MEMBERS.search(span.text)
    if listed:
        cut = span.start + listed.end()
        actors += [keys[(m.start, m.end)] for m in inside if m.start >= cut]
    if not actors and inside:
        actors.append(keys[(inside[0].start, inside[0].end)])  # "US officials" -> the United States
    return list(dict.fromkeys(actors))


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
        if paragraph_start <= m.start < triple.subject.start and m.sentence_index < triple.sentence_index
    ]
    if named:
        return named[0][1]
    if same:
        return min(same, key=lambda p: abs(p[0].start - triple.subject.end))[1]
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
    kinds = {e.key: e.kind for e in resolution.entities}
    main = next((e.key for e in events.values() if e.is_main), None)
    by_article = {e.article.id: e for e in extractions}
    found: dict[tuple[str, str], Reaction] = {}
    for statement in statements:
        rule = reaction_kind(statement)
        extraction = by_article.get(statement.triple.article_id)
        if rule is None or extraction is None:
            continue
        article_id = extraction.article.id
        keys = {(s, e): k for (a, s, e), k in resolution.by_mention.items() if a == article_id}
        starts = [
            s for s in _paragraph_starts(extraction.article.text) if s <= statement.triple.subject.start
        ]
        target = _target(statement, rule, located.get(article_id, []), events, main, max(starts, default=0))
        if target is None:
            continue
        while events[target].parent:
            target = events[target].parent  # type: ignore[assignment]
        for actor in _actors(statement, rule, extraction, keys, kinds):
            found[(statement.id, actor)] = Reaction(statement.id, actor, rule.kind, target)
    return [found[k] for k in sorted(found)]
