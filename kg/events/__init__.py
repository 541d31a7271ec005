"""Events: sentences, mentions and entities -> the event model of a corpus.

Takes ``ArticleExtraction`` records, the linked ``Statement`` records and the entity resolution;
gives ``Event``, ``Claim`` (casualty and other figures, with their sources) and ``Reaction`` records:
what happened, when, where, who was involved and who reacted how. Works on text and character
offsets only: no spaCy, no rdflib. Never imports extraction, RDF, store or view.
"""

from __future__ import annotations

from .model import EventModel, model_events

__all__ = ["EventModel", "model_events"]
