"""Plain frozen dataclasses that travel between the pipeline stages.

No spaCy object leaves the extraction stage and no rdflib term appears before the RDF stage: every
stage reads and writes these records, which carry character offsets into the article text so that any
stage can be tested on hand-made data.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Entity kinds the graph knows. They map one-to-one to RDF classes in ontology/kg.ttl.
PERSON = "Person"
ORGANIZATION = "Organization"
PLACE = "Place"
EVENT = "Event"
OTHER = "Other"
# What the outputs call a demonym ("Iranian"): a word for a people, linked to its country, not an entity.
DEMONYM = "Demonym"
ENTITY_KINDS = (PERSON, ORGANIZATION, PLACE, EVENT, OTHER)


@dataclass(frozen=True)
class Article:
    """One input document: ``id`` is its path in its input folder (``politics/001``), ``text`` its text."""

    id: str
    text: str
    path: str = ""
    date: str | None = None  # ISO 8601 publication date when the text states one
    title: str | None = None
    source: str | None = None  # the outlet that published it, when the input names one


@dataclass(frozen=True)
class Sentence:
    article_id: str
    index: int  # position of the sentence in its article, from 0
    text: str
    start: int  # character offset of the sentence in the article text
    end: int


@dataclass(frozen=True)
class Span:
    """A stretch of article text; ``head_start``/``head_end`` delimit its syntactic head word."""

    text: str
    start: int
    end: int
    head_start: int = -1
    head_end: int = -1
    # When the span is a pronoun or short name resolved inside the article, the text it stands for
    # (e.g. "He" -> "Qassem Soleimani"); ``text`` keeps the words actually written.
    resolved: str | None = None

    @property
    def display(self) -> str:
        """The words a reader should see for this argument: the antecedent when resolved."""
        return self.resolved or self.text


@dataclass(frozen=True)
class Argument:
    """An extra (n-ary) argument of a triple: ``in a drone strike``, ``on Jan 3, 2020``."""

    span: Span
    preposition: str = ""  # "in", "on", "near"; empty for bare temporal arguments
    role: str = "prep"  # "prep", "time", "place"


@dataclass(frozen=True)
class Triple:
    """One subject-predicate-object fact as written in one sentence."""

    article_id: str
    sentence_index: int
    subject: Span
    predicate: str  # surface words of the relation, e.g. "was killed in"
    lemma: str  # normalised predicate label: verb lemma plus particle/preposition, e.g. "kill in"
    object: Span | None
    arguments: tuple[Argument, ...] = ()
    negated: bool = False
    attributed_to: Span | None = None  # the speaker when the fact is reported speech
    confidence: float = 0.5
    rule: str = ""  # name of the extraction rule that produced it, for debugging and scoring
    # Why the statement stays out of the graph ("pronoun", "modality:question", ...; see
    # kg.extract.evidence); empty when the sentence gives the evidence for it. triples.csv keeps it.
    flag: str = ""


@dataclass(frozen=True)
class Mention:
    """A named-entity mention found by NER, with spaCy's label (PERSON, ORG, GPE, NORP, ...)."""

    article_id: str
    sentence_index: int
    text: str
    start: int
    end: int
    label: str


@dataclass(frozen=True)
class ArticleExtraction:
    """Everything the extraction stage learnt from one article."""

    article: Article
    sentences: tuple[Sentence, ...]
    mentions: tuple[Mention, ...]
    triples: tuple[Triple, ...]


@dataclass(frozen=True)
class Entity:
    """One real-world entity after normalisation; ``key`` is stable across builds and batches."""

    key: str  # slug used to mint the IRI, e.g. "qassem-soleimani"
    label: str  # canonical name
    kind: str  # one of ENTITY_KINDS
    aliases: tuple[str, ...] = ()  # other surface forms seen, sorted
    mentions: tuple[Mention, ...] = ()
    articles: tuple[str, ...] = ()
    # Why mentions were merged: "rule(score): form -> form" lines, for --explain-entities.
    reasons: tuple[str, ...] = ()
    demonym_of: str | None = None  # key of the country entity a demonym (Iranian) belongs to

    @property
    def shown_kind(self) -> str:
        """The kind the outputs give: ``DEMONYM`` for a demonym (kg:Demonym, no entity), else ``kind``."""
        return DEMONYM if self.demonym_of else self.kind


@dataclass(frozen=True)
class Statement:
    """A triple linked to entities; ``*_entity`` are entity keys or None for plain phrases."""

    id: str  # stable id: article, sentence and position
    triple: Triple
    sentence: str
    subject_entity: str | None
    object_entity: str | None
    speaker_entity: str | None = None
    event: str | None = None  # key of the event this statement reacts to or describes
    # when and where the statement's own clause says its act happened (kg/events/statement_context.py):
    # an ISO day, month or year; a place entity key and the preposition that names it ("in", "near")
    stated_date: str | None = None
    stated_place: str | None = None
    stated_place_preposition: str = ""
    # kg:confidence: the chance that a reader of the sentence judges it true and useful (kg.confidence)
    confidence: float | None = None

    @property
    def graph_confidence(self) -> float:
        """The confidence the graph and triples.csv give: this statement's own, or, for one made outside the
        pipeline (which scores every statement), the extractor's."""
        return self.triple.confidence if self.confidence is None else self.confidence


@dataclass(frozen=True)
class Claim:
    """A numeric claim: "at least 95 people killed", according to an article and maybe a source."""

    id: str
    event: str  # event key
    measure: str  # "killed", "injured", "minutes-between-blasts", ...
    value: float
    unit: str
    qualifier: str  # "exact", "at least", "more than", "about", "nearly", ...
    article_id: str
    sentence_index: int
    sentence: str
    source: str | None = None  # cited source as written ("IRNA", "the health minister")
    source_entity: str | None = None
    order: int = 0  # position among claims of the same measure in one article, for revisions
    part: bool = False  # a part of a toll ("including 4 children", "16 in Douma"), no rival to it


@dataclass(frozen=True)
class Event:
    """An event: the main incident, its sub-events, or an earlier related event."""

    key: str
    label: str
    event_type: str  # taxonomy term from ontology/event-types.tsv, e.g. "Bombing"
    mentions: tuple[Mention, ...] = ()
    articles: tuple[str, ...] = ()
    date: str | None = None  # ISO 8601 date
    time: str | None = None  # local clock time, "15:00"
    places: tuple[str, ...] = ()  # entity keys
    place_text: tuple[str, ...] = ()  # places as phrases ("700 metres from the tomb")
    roles: tuple[tuple[str, str], ...] = ()  # (role, entity key): ("perpetrator", "islamic-state")
    instruments: tuple[str, ...] = ()
    parent: str | None = None  # key of the event this one is part of
    is_main: bool = False


@dataclass(frozen=True)
class Reaction:
    """An actor reacting to an event: condemn, deny, vow, threaten, condole, accuse, ..."""

    statement_id: str
    actor: str  # entity key
    kind: str  # "condemnation", "denial", ...
    event: str


@dataclass(frozen=True)
class KnowledgeGraph:
    """The whole model of a corpus, ready for RDF, CSV and HTML export."""

    articles: tuple[Article, ...]
    sentences: tuple[Sentence, ...]
    entities: tuple[Entity, ...]
    statements: tuple[Statement, ...]
    events: tuple[Event, ...] = ()
    claims: tuple[Claim, ...] = ()
    reactions: tuple[Reaction, ...] = ()
    # Names NER found that are no entity (a number, a bare adjective, a headline fragment): (name, reason,
    # mentions), for the build report dropped-entities.csv.
    dropped_names: tuple[tuple[str, str, int], ...] = ()
    stats: dict[str, float] = field(default_factory=dict, compare=False, hash=False)
