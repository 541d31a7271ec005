"""One exception family for everything a user can get wrong; messages name the input and the fix."""

from __future__ import annotations


class KGError(Exception):
    """Base class: the CLI prints the message and exits non-zero, without a traceback."""


class InputError(KGError):
    """An input path or file that cannot be read as an article."""


class ModelError(KGError):
    """No spaCy pipeline could be loaded."""


class GraphError(KGError):
    """A graph file or store that cannot be read, queried or written."""
