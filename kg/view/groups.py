"""The view's edges: rdf:Statements, reactions and direct links grouped into the edges they are drawn as."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass, field

from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from ..rdf.graph import KG, PROV, RDF
from .facts import Facts, T, any_true, smallest

PHRASE = "concept"
# Direct triples with these predicates describe nodes rather than link them.
NOT_EDGES = {RDF.type, KG.mentionedIn, PROV.wasDerivedFrom}


# subject, predicate, object, negated, attributed: statements equal in all five are drawn as one edge
EdgeKey = tuple[Node, Node, Node, bool, bool]
STATEMENT_PARTS = (RDF.subject, RDF.predicate, RDF.object)
Resource = URIRef | BNode


@dataclass
class Groups:
    """Statements and links grouped into the edges they become, plus each subject's phrase statements."""

    edges: dict[EdgeKey, list[Node]] = field(default_factory=lambda: defaultdict(list))
    kinds: dict[EdgeKey, str] = field(default_factory=dict)
    loose: dict[Node, list[Node]] = field(default_factory=lambda: defaultdict(list))


def edge_groups(facts: Facts, kinds: dict[Node, str]) -> Groups:
    """Statements grouped by (subject, predicate, object, negated, attributed), reactions by (reactor, type,
    event), then direct links between nodes that no group covers; untyped statement ends become phrase
    nodes in ``kinds``. Statements with a literal object are kept per subject in ``loose``."""
    found = Groups()
    index, parts = facts.index, STATEMENT_PARTS
    empty: dict[Node, Collection[Node]] = {}
    for statement in facts.typed.get(T.statement, ()):
        # a statement's own fields read from its entry once, not looked up again for each (a fifth of
        # the view of a corpus graph)
        props = index.get(statement, empty)
        subject, predicate, obj = (smallest(props.get(part, ())) for part in parts)
        if predicate is None or not isinstance(subject, Resource):
            continue
        if not isinstance(obj, Resource):
            found.loose[subject].append(statement)  # a literal object is a value, not a node to draw
            continue
        kinds.setdefault(subject, PHRASE)
        kinds.setdefault(obj, PHRASE)
        negated = any_true(props.get(T.negated, ()))
        attributed = bool(props.get(T.attributed_to))
        key: EdgeKey = (subject, predicate, obj, negated, attributed)
        found.edges[key].append(statement)
        found.kinds[key] = PHRASE if PHRASE in (kinds[subject], kinds[obj]) else "statement"
        if kinds[obj] == PHRASE and kinds[subject] != PHRASE:
            found.loose[subject].append(statement)
    reacting = set()
    for statement in sorted(set(facts.reactions), key=str):
        # one statement may carry several reactors ("Turkey and Erdogan condemned ...")
        for who in facts.objects(statement, T.reactor):
            for event in facts.objects(statement, T.reacts_to):
                for reaction in facts.objects(statement, T.reaction_type):
                    if who in kinds and event in kinds and who != event:
                        key = (who, Literal(str(reaction)), event, False, False)
                        found.edges[key].append(statement)
                        found.kinds[key] = "reaction"
                        reacting.add(statement)
    # "Iran vowed revenge" about the killing: a phrase statement about an event links its subject to it.
    for subject, statements in found.loose.items():
        for statement in statements:
            about = facts.value(statement, T.about_event)
            verb = facts.value(statement, RDF.predicate)
            if about in kinds and about != subject and statement not in reacting and verb is not None:
                key = (subject, verb, about, facts.is_true(statement, T.negated), False)
                found.edges[key].append(statement)
                found.kinds[key] = "about"
    for subject in kinds:
        for predicate, objects in facts.index.get(subject, {}).items():
            if predicate in NOT_EDGES:
                continue
            for obj in objects:
                if obj in kinds and obj != subject:
                    key = (subject, predicate, obj, False, False)
                    if key not in found.edges:
                        found.edges[key] = []
                        found.kinds[key] = "role"
    return found
