"""Loading the spaCy pipeline: the official model when installed, else its PyPI re-upload."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .config import DEFAULT_MODELS, MODEL_INSTALL_HINT
from .errors import ModelError

if TYPE_CHECKING:
    from spacy.language import Language


@lru_cache(maxsize=4)
def load_model(name: str | None = None) -> Language:
    """Return a loaded spaCy pipeline: ``name`` if given, else the first of DEFAULT_MODELS found.

    Raises ModelError naming the package to install when nothing loads.
    """
    import spacy

    candidates = (name,) if name else DEFAULT_MODELS
    failures: list[str] = []
    for candidate in candidates:
        try:
            return spacy.load(candidate)
        except (OSError, ImportError) as exc:
            # spaCy raises OSError [E050] for a missing package; keep the first line for the message.
            failures.append(f"{candidate}: {str(exc).splitlines()[0]}")
    tried = "; ".join(failures)
    if name:
        raise ModelError(
            f"spaCy model {name!r} could not be loaded ({tried}). Install it "
            f"(e.g. `pip install {name.replace('_', '-')}`) or drop --model to use the default."
        )
    raise ModelError(f"No English spaCy model is installed (tried {tried}). Run: {MODEL_INSTALL_HINT}")
