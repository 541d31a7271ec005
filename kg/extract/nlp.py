"""Loading the spaCy pipeline: the official model when installed, else its PyPI re-upload."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..config import DEFAULT_MODELS, MODEL_INSTALL_HINT
from ..errors import ModelError

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

PARAGRAPH_BREAKS = "kg_paragraph_breaks"
# Typographic apostrophes, each replaced by the straight one before parsing: the small model reads
# "didn’t" as "did" plus punctuation and loses the negation. One character for one, so offsets hold.
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'"})


def parse_text(text: str) -> str:
    """The text the parser is given: ``text`` with straight apostrophes, the same length as ``text``."""
    return text.translate(_APOSTROPHES)


def _paragraph_breaks(doc: Doc) -> Doc:
    """Start a sentence after every line break.

    News text puts one paragraph per line, yet the statistical parser sometimes runs a sentence across
    a break (a quotation's closing mark, then the next paragraph), which wrongly hands the second
    paragraph's claims to the first one's speaker. The parser keeps boundaries set before it runs.
    """
    for token in doc[:-1]:
        if (token.is_space and "\n" in token.text) or "\n" in token.whitespace_:
            doc[token.i + 1].is_sent_start = True
    return doc


def _register_component() -> None:
    from spacy.language import Language

    if not Language.has_factory(PARAGRAPH_BREAKS):
        Language.component(PARAGRAPH_BREAKS, func=_paragraph_breaks)


@lru_cache(maxsize=4)
def load_model(name: str | None = None) -> Language:
    """Return a loaded spaCy pipeline: ``name`` if given, else the first of DEFAULT_MODELS found.

    Raises ModelError naming the package to install when nothing loads.
    """
    import spacy

    candidates = (name,) if name else DEFAULT_MODELS
    failures: list[str] = []
    _register_component()
    for candidate in candidates:
        try:
            nlp = spacy.load(candidate)
        except (OSError, ImportError) as exc:
            # spaCy raises OSError [E050] for a missing package; keep the first line for the message.
            failures.append(f"{candidate}: {str(exc).splitlines()[0]}")
            continue
        if "parser" in nlp.pipe_names and PARAGRAPH_BREAKS not in nlp.pipe_names:
            nlp.add_pipe(PARAGRAPH_BREAKS, before="parser")
        return nlp
    tried = "; ".join(failures)
    if name:
        raise ModelError(
            f"spaCy model {name!r} could not be loaded ({tried}). Install it "
            f"(e.g. `pip install {name.replace('_', '-')}`) or drop --model to use the default."
        )
    raise ModelError(f"No English spaCy model is installed (tried {tried}). Run: {MODEL_INSTALL_HINT}")


def model_fingerprint(name: str | None = None) -> str | None:
    """The model ``load_model(name)`` would load, as ``lang_name-version spacy-version``, without loading it.

    Read from the package's (or folder's) meta.json; None when no candidate is installed, in which case
    ``load_model`` raises the error that says what to install.
    """
    import importlib.util
    import json
    from pathlib import Path

    import spacy

    for candidate in (name,) if name else DEFAULT_MODELS:
        folder = Path(candidate)
        if not (folder / "meta.json").is_file():
            try:
                spec = importlib.util.find_spec(candidate)
            except (ImportError, ValueError):
                spec = None
            if spec is None or not spec.origin:
                continue
            folder = Path(spec.origin).parent
        try:
            meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        return f"{meta.get('lang')}_{meta.get('name')}-{meta.get('version')} spacy-{spacy.__version__}"
    return None
