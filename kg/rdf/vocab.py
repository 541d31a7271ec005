"""The vocabulary's namespaces, the class of each entity kind and the IRI path segments under the base.

Kept apart from graph building so that formats, docs and the view can name terms without building graphs.
"""

from __future__ import annotations

from rdflib import RDFS, SKOS, XSD, Namespace
from rdflib.namespace import DCTERMS, PROV

from ..config import VOCAB_NAMESPACE
from ..types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE

KG = Namespace(VOCAB_NAMESPACE)
SCHEMA = Namespace("https://schema.org/")
SEM = Namespace("http://semanticweb.cs.vu.nl/2009/11/sem/")

KIND_CLASSES = {
    PERSON: SCHEMA.Person,
    ORGANIZATION: SCHEMA.Organization,
    PLACE: SCHEMA.Place,
    EVENT: SCHEMA.Event,
    OTHER: KG.OtherEntity,
}
# A demonym ("Iranian") is typed by this class instead of its kind's: it is a word for a people, no entity.
DEMONYM_CLASS = KG.Demonym

# The path segments under the base, one per kind of resource the graph mints.
DATA_KINDS = ("article", "claim", "concept", "entity", "event", "relation", "statement")

PREFIXES = {
    "kg": KG,
    "schema": SCHEMA,
    "skos": SKOS,
    "prov": PROV,
    "dcterms": DCTERMS,
    "sem": SEM,
    "xsd": XSD,
    "rdfs": RDFS,
}
