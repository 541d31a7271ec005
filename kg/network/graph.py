"""The knowledge graph as a networkx ``MultiDiGraph``, the structure analysts compute centrality on.

Nodes are keyed by entity or event key (the slug `kg` mints IRIs from). Every node has:

- ``label`` (canonical name), ``kind`` (person, organization, place, event, other, demonym), ``mentions``
  (number of mentions), ``articles`` (article ids joined by ``|``), ``aliases`` (joined by ``|``);
- events also ``event_type``, ``date``, ``time`` and ``main`` (true for the corpus's main event), each
  an empty string or false when unknown.

Every edge has a string key (the statement id, the role, or the reaction type and statement id),
``relation`` (what links the two ends) and ``kind``:

- ``statement``: one per extracted statement whose subject and object are both entities or events, with
  ``relation`` the predicate lemma, ``text`` the relation as written, ``negated``, ``speaker`` (the
  key of who is quoted, or empty), ``article``, ``sentence_index``, ``sentence`` and ``statement`` (its id);
- ``role``: event -> participant, ``relation`` one of perpetrator, target, victim, responder ... or
  ``place`` (the event's location);
- ``part_of``: sub-event -> the event it belongs to;
- ``reaction``: reactor -> event, ``relation`` the reaction type (condemnation, denial ...), with the
  ``statement`` id, ``article`` and ``sentence``.

Statements whose object is a phrase, not an entity, are not edges: their subject node counts them in
``phrase_statements``. Attribute values are strings, numbers or booleans only, so the graph writes
as GraphML and GEXF unchanged.

>>> from kg.types import KnowledgeGraph
>>> to_networkx(KnowledgeGraph((), (), (), ())).number_of_nodes()
0
"""

from __future__ import annotations

import io
from collections import Counter

import networkx as nx

from ..types import KnowledgeGraph

# `kg build --format NAME` -> the file written.
GRAPH_FORMATS: dict[str, str] = {"graphml": "graph.graphml", "gexf": "graph.gexf"}


def to_networkx(model: KnowledgeGraph) -> nx.MultiDiGraph:
    """Return the entities and events of ``model`` as nodes, its statements, roles and reactions as edges."""
    graph = nx.MultiDiGraph(name=_title(model))
    phrases = Counter(s.subject_entity for s in model.statements if s.subject_entity and not s.object_entity)
    for entity in model.entities:
        graph.add_node(
            entity.key,
            label=entity.label,
            kind=entity.shown_kind.lower(),
            mentions=len(entity.mentions),
            articles="|".join(entity.articles),
            aliases="|".join(entity.aliases),
            phrase_statements=phrases[entity.key],
        )
    for event in model.events:
        graph.add_node(
            event.key,
            label=event.label,
            kind="event",
            mentions=len(event.mentions),
            articles="|".join(event.articles),
            aliases="",
            phrase_statements=phrases[event.key],
            event_type=event.event_type,
            date=event.date or "",
            time=event.time or "",
            main=event.is_main,
        )
    for event in model.events:
        for place in event.places:
            _link(graph, event.key, place, key="place", kind="role", relation="place")
        for role, actor in event.roles:
            _link(graph, event.key, actor, key=role, kind="role", relation=role)
        if event.parent:
            _link(graph, event.key, event.parent, key="part of", kind="part_of", relation="part of")
    for statement in model.statements:
        triple = statement.triple
        if statement.subject_entity and statement.object_entity:
            _link(
                graph,
                statement.subject_entity,
                statement.object_entity,
                key=statement.id,
                kind="statement",
                relation=triple.lemma,
                text=triple.predicate,
                negated=triple.negated,
                speaker=statement.speaker_entity or "",
                article=triple.article_id,
                sentence_index=triple.sentence_index,
                sentence=statement.sentence,
                statement=statement.id,
            )
    sentences = {s.id: s for s in model.statements}
    for reaction in model.reactions:
        said = sentences.get(reaction.statement_id)
        _link(
            graph,
            reaction.actor,
            reaction.event,
            key=f"{reaction.kind} {reaction.statement_id}",
            kind="reaction",
            relation=reaction.kind,
            statement=reaction.statement_id,
            article=said.triple.article_id if said else "",
            sentence=said.sentence if said else "",
        )
    return graph


def _link(graph: nx.MultiDiGraph, source: str, target: str, key: str, **attributes: object) -> None:
    """Add an edge between two known nodes; links to anything else (a dropped entity) are skipped. Keys are
    strings everywhere: GEXF writes them as one typed attribute."""
    if source in graph and target in graph and source != target:
        graph.add_edge(source, target, key=key, **attributes)


def _title(model: KnowledgeGraph) -> str:
    main = next((e for e in model.events if e.is_main), None)
    return main.label if main else f"kg: {len(model.articles)} articles"


def graph_bytes(graph: nx.MultiDiGraph, fmt: str) -> bytes:
    """``graph`` as a GraphML or GEXF file (``fmt`` is a key of GRAPH_FORMATS)."""
    buffer = io.BytesIO()
    if fmt == "graphml":
        nx.write_graphml(graph, buffer, encoding="utf-8", prettyprint=True, named_key_ids=True)
    elif fmt == "gexf":
        nx.write_gexf(graph, buffer, encoding="utf-8", prettyprint=True)
    else:
        raise ValueError(f"unknown graph format {fmt!r}; choose from {', '.join(GRAPH_FORMATS)}")
    return buffer.getvalue()
