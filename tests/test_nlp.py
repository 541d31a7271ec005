"""Model loading: the fallback order, the install hint, and the paragraph-break component."""

from __future__ import annotations

import pytest

from kg.errors import ModelError
from kg.extract.nlp import PARAGRAPH_BREAKS, load_model


def test_default_model_loads_with_paragraph_breaks_before_the_parser(nlp) -> None:
    names = nlp.pipe_names
    assert names.index(PARAGRAPH_BREAKS) < names.index("parser")


def test_a_line_break_always_starts_a_sentence(nlp) -> None:
    doc = nlp('He said "we will win."\n\nU.S. officials rejected any suggestion.\nThen more came.')
    sentences = [s.text.strip() for s in doc.sents if s.text.strip()]
    assert "U.S. officials rejected any suggestion." in sentences
    assert "Then more came." in sentences


def test_unknown_model_names_the_package_to_install() -> None:
    with pytest.raises(
        ModelError, match=r"'no_such_model_xx' could not be loaded.*pip install no-such-model-xx"
    ):
        load_model("no_such_model_xx")
