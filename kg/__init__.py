"""kg: build an event knowledge graph (RDF, SPARQL, interactive HTML) from news articles.

>>> from kg import build
>>> result = build(["examples/kerman-2024"], "out")  # doctest: +SKIP
>>> print(result.summary())  # doctest: +SKIP
"""

from __future__ import annotations

from .articles import read_article, read_articles
from .errors import GraphError, InputError, KGError, ModelError
from .extract import load_model
from .pipeline import BuildResult, build, model_corpus
from .types import (
    Article,
    ArticleExtraction,
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

__all__ = [
    "Article",
    "ArticleExtraction",
    "BuildResult",
    "Claim",
    "Entity",
    "Event",
    "GraphError",
    "InputError",
    "KGError",
    "KnowledgeGraph",
    "Mention",
    "ModelError",
    "Reaction",
    "Sentence",
    "Span",
    "Statement",
    "Triple",
    "build",
    "load_model",
    "model_corpus",
    "read_article",
    "read_articles",
]
__version__ = "0.1.0"
