"""A small hand-made KnowledgeGraph for the RDF, store, query and validation tests.

Built from the plain dataclasses only, so these tests do not depend on the extraction stages.
"""

from __future__ import annotations

from kg.types import (
    Argument,
    Article,
    Claim,
    Entity,
    Event,
    KnowledgeGraph,
    Mention,
    Reaction,
    Sentence,
    Span,
    Statement,
    Triple,
)


def span(text: str, start: int = 0) -> Span:
    return Span(text=text, start=start, end=start + len(text))


def statement(
    article: str,
    index: int,
    position: int,
    sentence: str,
    subject: tuple[str, str | None],
    lemma: str,
    obj: tuple[str, str | None],
    *,
    predicate: str | None = None,
    negated: bool = False,
    speaker: tuple[str, str | None] | None = None,
    event: str | None = None,
    arguments: tuple[Argument, ...] = (),
) -> Statement:
    """A statement whose subject/object are (text, entity key or None)."""
    triple = Triple(
        article_id=article,
        sentence_index=index,
        subject=span(subject[0]),
        predicate=predicate or lemma,
        lemma=lemma,
        object=span(obj[0]),
        arguments=arguments,
        negated=negated,
        attributed_to=span(speaker[0]) if speaker else None,
        confidence=0.75,
        rule="test",
    )
    return Statement(
        id=f"{article}-{index}-{position}",
        triple=triple,
        sentence=sentence,
        subject_entity=subject[1],
        object_entity=obj[1],
        speaker_entity=speaker[1] if speaker else None,
        event=event,
    )


def entity(
    key: str, label: str, kind: str, aliases: tuple[str, ...] = (), articles: tuple[str, ...] = ()
) -> Entity:
    mentions = tuple(Mention(a, 0, label, 0, len(label), "PERSON") for a in articles)
    return Entity(key=key, label=label, kind=kind, aliases=aliases, mentions=mentions, articles=articles)


S_CLAIM = "Islamic State claimed the attack in Kerman."
S_VOW = "Khamenei vowed a harsh response."
S_SAID = "Khamenei said that Israel carried out the attack."
S_DENY = "Israel denied involvement."
S_CONDEMN = "The UN condemned the bombing."
S_NEG = "Iran did not blame the United States."
S_KILLED = "At least 95 people were killed, IRNA reported."
S_KILLED2 = "The health minister said 84 people were killed."


def sample_model() -> KnowledgeGraph:
    """Two articles about one bombing: entities with aliases, statements, an event, claims and reactions."""
    a1, a2 = "bbc-kerman", "aljazeera-kerman"
    articles = (
        Article(
            id=a1, text=" ".join([S_CLAIM, S_VOW, S_SAID, S_KILLED]), date="2024-01-04", title="Kerman blasts"
        ),
        Article(id=a2, text=" ".join([S_DENY, S_CONDEMN, S_NEG, S_KILLED2, S_CLAIM]), date="2024-01-05"),
    )
    sentences = (
        Sentence(a1, 0, S_CLAIM, 0, len(S_CLAIM)),
        Sentence(a2, 0, S_DENY, 0, len(S_DENY)),
    )
    entities = (
        entity("islamic-state", "Islamic State", "Organization", ("IS", "Islamic State", "ISIS-K"), (a1, a2)),
        entity("ali-khamenei", "Ali Khamenei", "Person", ("Ayatollah Ali Khamenei", "Khamenei"), (a1,)),
        entity("israel", "Israel", "Place", (), (a1, a2)),
        entity("iran", "Iran", "Place", ("Islamic Republic of Iran",), (a2,)),
        entity("united-states", "United States", "Place", ("US",), (a2,)),
        entity("united-nations", "United Nations", "Organization", ("UN",), (a2,)),
        entity("kerman", "Kerman", "Place", (), (a1,)),
        entity("irna", "IRNA", "Organization", (), (a1,)),
        entity("soleimani-memorial", "Soleimani memorial", "Other", (), (a1,)),
        Entity(
            key="iranian",
            label="Iranian",
            kind="Other",
            aliases=("Iranians",),
            articles=(a2,),
            reasons=("demonym(1.00): Iranians -> Iranian",),
            demonym_of="iran",
        ),
    )
    event = Event(
        key="kerman-bombing-2024",
        label="Kerman bombings",
        event_type="Bombing",
        articles=(a1, a2),
        date="2024-01-03",
        time="15:00",
        places=("kerman",),
        place_text=("700 metres from the tomb",),
        roles=(("perpetrator", "islamic-state"),),
        instruments=("suicide vest",),
        is_main=True,
    )
    statements = (
        statement(
            a1,
            0,
            0,
            S_CLAIM,
            ("Islamic State", "islamic-state"),
            "claim",
            ("the attack", None),
            predicate="claimed",
            event="kerman-bombing-2024",
            arguments=(Argument(span("Kerman"), "in", "place"),),
        ),
        statement(
            a1,
            1,
            0,
            S_VOW,
            ("Khamenei", "ali-khamenei"),
            "vow",
            ("a harsh response", None),
            predicate="vowed",
        ),
        statement(
            a1,
            2,
            0,
            S_SAID,
            ("Israel", "israel"),
            "carry out",
            ("the attack", None),
            predicate="carried out",
            speaker=("Khamenei", "ali-khamenei"),
        ),
        statement(
            a2,
            0,
            0,
            S_DENY,
            ("Israel", "israel"),
            "deny",
            ("involvement", None),
            predicate="denied",
            event="kerman-bombing-2024",
        ),
        statement(
            a2,
            1,
            0,
            S_CONDEMN,
            ("The UN", "united-nations"),
            "condemn",
            ("the bombing", None),
            predicate="condemned",
            event="kerman-bombing-2024",
        ),
        statement(
            a2,
            2,
            0,
            S_NEG,
            ("Iran", "iran"),
            "blame",
            ("the United States", "united-states"),
            predicate="did not blame",
            negated=True,
        ),
        statement(
            a2,
            4,
            0,
            S_CLAIM,
            ("Islamic State", "islamic-state"),
            "claim",
            ("the attack", None),
            predicate="claimed",
            event="kerman-bombing-2024",
        ),
    )
    claims = (
        Claim(
            "bbc-kerman-killed-0",
            "kerman-bombing-2024",
            "killed",
            95,
            "people",
            "at least",
            a1,
            3,
            S_KILLED,
            source="IRNA",
            source_entity="irna",
        ),
        Claim(
            "aljazeera-kerman-killed-0",
            "kerman-bombing-2024",
            "killed",
            84,
            "people",
            "exact",
            a2,
            3,
            S_KILLED2,
            source="the health minister",
        ),
    )
    reactions = (
        Reaction(f"{a2}-0-0", "israel", "denial", "kerman-bombing-2024"),
        Reaction(f"{a2}-1-0", "united-nations", "condemnation", "kerman-bombing-2024"),
    )
    return KnowledgeGraph(
        articles=articles,
        sentences=sentences,
        entities=entities,
        statements=statements,
        events=(event,),
        claims=claims,
        reactions=reactions,
    )
