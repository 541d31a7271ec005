"""Loading the spaCy pipeline: the official model when installed, else its PyPI re-upload."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from ..config import DEFAULT_MODELS, MODEL_INSTALL_HINT, PARSE_CHUNK_CHARS
from ..errors import ModelError
from .clause_subjects import clause_subjects

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

PARAGRAPH_BREAKS = "kg_paragraph_breaks"
LEMMA_REPAIR = "kg_lemma_repair"
BARE_POSSESSIVES = "kg_bare_possessives"
FRONTED_PARTICIPLES = "kg_fronted_participles"
WHOLE_NAMES = "kg_whole_names"
CLOSING_SPEAKERS = "kg_closing_speakers"
INVERTED_SOURCES = "kg_inverted_sources"
LOST_POSSESSIVES = "kg_lost_possessives"
CLAUSE_SUBJECTS = "kg_clause_subjects"
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


# A one-syllable stem ending consonant-vowel-consonant ("hop", "rat"), whose final consonant English
# doubles before a suffix ("hopping", "ratted"); w, x and y are never doubled ("fixing", "sewing").
_SHORT_STEM = re.compile(r"[^aeiou]*[aeiou][b-df-hj-np-tvz]")
_SUFFIXES = ("ing", "ed", "es")


def repaired_lemma(word: str, lemma: str) -> str:
    """``lemma``, or the silent-e stem the lemmatizer cut off ("hoping" -> "hope", not "hop").

    A short stem doubles its last consonant before a suffix, so "hoping", "hoped" and "rates" cannot
    come from "hop" and "rat": they come from the stem with its final e. Plurals in "-ses" and "-zes"
    ("buses") keep their lemma.
    """
    low = word.lower()
    for suffix in _SUFFIXES:
        if low == lemma + suffix and _SHORT_STEM.fullmatch(lemma):
            if suffix == "es" and lemma[-1] in "sz":
                return lemma
            return lemma + "e"
    return lemma


def _repair_lemmas(doc: Doc) -> Doc:
    """Give the silent e back to the lemmas the rule lemmatizer cuts it from ("hoping" -> "hope")."""
    for token in doc:
        lemma = token.lemma_
        if len(lemma) <= 4 and lemma.islower():
            fixed = repaired_lemma(token.text, lemma)
            if fixed != lemma:
                token.lemma_ = fixed
    return doc


def _bare_possessives(doc: Doc) -> Doc:
    """Split "Assads" in "Assads forces" into "Assad" and a possessive "s", in text without apostrophes.

    Some outlets' text (FA-KES) has lost every apostrophe, so "Syrias Idlib" and "the PKKs Syrian
    affiliate" reach the parser as one unknown word, which becomes a subject or object of its own. Only
    in such text, a capitalised word X + "s" is a possessive when X stands alone elsewhere in the
    document (before punctuation or a line end: "in Syria.", "Assad,") and a content word follows it.
    Plurals and names ending in s fail one of the tests: "Syrian" stands before nouns, not before a full
    stop, and "Syrians" and "United States" are somewhere followed by a function word or punctuation,
    which a possessive never is. The split keeps the text (no space between the
    two tokens), so offsets hold; the piece's norm "'s" lets the tagger read it as the possessive.
    """
    from .marks import has_apostrophe  # marks reads spaCy's symbols: importing kg must not load spaCy

    text = doc.text
    if has_apostrophe(text):
        return doc
    stop_words = _stop_words(doc.vocab.lang)
    # Word forms seen before punctuation, a function word or the end: a noun phrase's last word, so a
    # plural or part of a name ("the United States and"), never the possessive.
    standing = {
        token.text
        for token in doc
        if token.i + 1 == len(doc)
        or doc[token.i + 1].is_punct
        or doc[token.i + 1].lower_ in stop_words
        or doc[token.i + 1].is_space
    }
    # A stem also written in lower case is a common noun capitalised in a name or headline ("United
    # States", "US Strikes Near"), whose plural this is.
    lower_case = {token.text for token in doc if token.is_lower}
    pairs = {f"{a.text} {b.text}" for a, b in pairwise(doc)}
    splits = []
    for token in doc[:-1]:
        word = token.text
        stem = word[:-1]
        following = doc[token.i + 1]
        if not (
            len(stem) >= 2
            and word.endswith("s")
            and stem[0].isupper()
            and stem.replace("-", "").isalpha()
            and stem.lower() not in stop_words
            and token.whitespace_
            and following.is_alpha
            and following.lower_ not in stop_words
            and word not in standing
            and stem.lower() not in lower_case
        ):
            continue
        if stem not in standing:
            continue
        # After a capitalised word the plural may end a name ("United States Russia" in a list of tags):
        # the stem must then follow the same word elsewhere ("the Syrian Army." for "Syrian Armys").
        previous = doc[token.i - 1] if token.i else None
        if previous is not None and previous.text[:1].isupper() and f"{previous.text} {stem}" not in pairs:
            continue
        splits.append(token)
    if splits:
        with doc.retokenize() as retokenizer:
            for token in splits:
                stem = token.text[:-1]
                retokenizer.split(
                    token, [stem, "s"], heads=[(token, 1), (token, 1)], attrs={"NORM": [stem.lower(), "'s"]}
                )
    return doc


@lru_cache(maxsize=4)
def _stop_words(lang: str) -> frozenset[str]:
    from spacy.util import get_lang_class

    return frozenset(get_lang_class(lang).Defaults.stop_words)


def _fronted_participles(doc: Doc) -> Doc:
    """Give back the subject a fronted participle without its comma swallowed.

    "Speaking to Syrian state TV Barazi said ..." is parsed with "Barazi" as the object of "to" and
    the whole participle phrase as the subject of "said", so the speaker becomes "Speaking to Syrian
    state TV Barazi" and "Barazi" is read as a kind of TV. When the main verb has no subject and the
    participle's object ends, right before the verb, in a named person or organisation (with its
    honorific, "Mr Kennedy"), that name is the subject and the word before it ends the object.
    """
    from .titles import HONORIFICS

    for sent in doc.sents:
        first = sent[0]
        verb = first.head
        if first.tag_ != "VBG" or first.dep_ not in {"csubj", "advcl"} or verb.i <= first.i + 2:
            continue
        if any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children):
            continue
        last = doc[verb.i - 1]
        name = next((e for e in doc.ents if e.start <= last.i < e.end), None)
        if (
            last.dep_ not in {"pobj", "dobj"}
            or name is None
            or name.label_ not in {"PERSON", "ORG"}
            or name.end != verb.i
            or last.head.i < first.i
        ):
            continue
        start = name.start
        while start - 1 > first.i and doc[start - 1].text.lower().rstrip(".") in HONORIFICS:
            start -= 1
        rest = doc[start - 1]
        if start - 1 <= last.head.i or rest.pos_ not in {"NOUN", "PROPN"}:
            continue
        for token in doc[last.head.i + 1 : start - 1]:
            if token.head.i == last.i:
                token.head = rest
        rest.head, rest.dep_ = last.head, last.dep_
        last.head, last.dep_ = verb, "nsubj"
        first.dep_ = "advcl"
    return doc


def _register_component() -> None:
    from spacy.language import Language

    if not Language.has_factory(PARAGRAPH_BREAKS):
        Language.component(PARAGRAPH_BREAKS, func=_paragraph_breaks)
    if not Language.has_factory(LEMMA_REPAIR):
        Language.component(LEMMA_REPAIR, func=_repair_lemmas)
    if not Language.has_factory(FRONTED_PARTICIPLES):
        Language.component(FRONTED_PARTICIPLES, func=_fronted_participles)
    if not Language.has_factory(BARE_POSSESSIVES):
        Language.component(BARE_POSSESSIVES, func=_bare_possessives)
    if not Language.has_factory(CLOSING_SPEAKERS):
        from .closing_speakers import closing_speakers

        Language.component(CLOSING_SPEAKERS, func=closing_speakers)
    if not Language.has_factory(INVERTED_SOURCES):
        from .inverted_sources import inverted_sources

        Language.component(INVERTED_SOURCES, func=inverted_sources)
    if not Language.has_factory(CLAUSE_SUBJECTS):
        Language.component(CLAUSE_SUBJECTS, func=clause_subjects)
    if not Language.has_factory(LOST_POSSESSIVES):
        from .fused_spans import possessive_names_apart

        Language.component(LOST_POSSESSIVES, func=possessive_names_apart)
    if not Language.has_factory(WHOLE_NAMES):
        from .whole_names import WholeNames

        Language.factory(WHOLE_NAMES, func=lambda nlp, name: WholeNames(nlp))


# a full stop after a number's unit written in capitals ("3G.", "$5M."): spaCy splits a stop off after a
# lower-case letter or two capitals only, so "3G. The firm ..." fused two sentences; split, "3G" then falls
# into number and unit as it does before a space
_STOP_AFTER_CAPITAL_UNIT = r"(?<=[0-9][A-Z])\.$"


def _keep_unit_stops(nlp: Language) -> None:
    """Let a full stop after a unit split off a number ("$660m.", "the 1000m.", "500g.", "3G.") end its
    sentence, as it does after "3bn.", instead of running the next sentence into this one's last phrase
    (an object "$660m. Shares fell ..." or a saying spanning two sentences). The tokenizer's exceptions
    for the one-letter lower-case units ("m.", "g.", "t.", spaCy's abbreviations too) are dropped: a
    lone lower-case letter with a stop is all but unknown in news text."""
    from spacy.lang.char_classes import UNITS
    from spacy.tokenizer import Tokenizer

    tokenizer = nlp.tokenizer
    if not isinstance(tokenizer, Tokenizer) or not tokenizer.rules:
        return
    glued = {f"{u}." for u in UNITS.split("|") if len(u) == 1 and u.islower()}
    if glued & set(tokenizer.rules):
        tokenizer.rules = {k: v for k, v in tokenizer.rules.items() if k not in glued}
    suffixes = getattr(tokenizer.suffix_search, "__self__", None)
    if isinstance(suffixes, re.Pattern) and _STOP_AFTER_CAPITAL_UNIT not in suffixes.pattern:
        tokenizer.suffix_search = re.compile(f"{suffixes.pattern}|{_STOP_AFTER_CAPITAL_UNIT}").search


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
        _keep_unit_stops(nlp)
        if "parser" in nlp.pipe_names and PARAGRAPH_BREAKS not in nlp.pipe_names:
            nlp.add_pipe(PARAGRAPH_BREAKS, before="parser")
        if (
            "ner" in nlp.pipe_names
            and "parser" in nlp.pipe_names
            and FRONTED_PARTICIPLES not in nlp.pipe_names
        ):
            nlp.add_pipe(FRONTED_PARTICIPLES, after="ner")
        if "ner" in nlp.pipe_names and WHOLE_NAMES not in nlp.pipe_names:
            # before the fronted-participle repair, which reads the names NER found
            nlp.add_pipe(WHOLE_NAMES, after="ner")
        closing = "parser" in nlp.pipe_names and WHOLE_NAMES in nlp.pipe_names
        if closing and CLOSING_SPEAKERS not in nlp.pipe_names:
            # after the names are whole: a closing "the Islamic State in Iraq and the Levant said" is one
            # phrase
            nlp.add_pipe(CLOSING_SPEAKERS, after=WHOLE_NAMES)
        if CLOSING_SPEAKERS in nlp.pipe_names and INVERTED_SOURCES not in nlp.pipe_names:
            # "... said the Observatory which ...": after the closing sources, whose verbs have subjects then
            nlp.add_pipe(INVERTED_SOURCES, after=CLOSING_SPEAKERS)
        if WHOLE_NAMES in nlp.pipe_names and LOST_POSSESSIVES not in nlp.pipe_names:
            # "Aleppo Syrias largest city": the name cut before the apposition's possessive, before the
            # closing sources read the names
            nlp.add_pipe(LOST_POSSESSIVES, after=WHOLE_NAMES)
        if "parser" in nlp.pipe_names and CLAUSE_SUBJECTS not in nlp.pipe_names:
            nlp.add_pipe(CLAUSE_SUBJECTS, last=True)  # reads lemmas: after the lemmatizer
        if "tagger" in nlp.pipe_names and BARE_POSSESSIVES not in nlp.pipe_names:
            nlp.add_pipe(BARE_POSSESSIVES, first=True)
        if "lemmatizer" in nlp.pipe_names and LEMMA_REPAIR not in nlp.pipe_names:
            nlp.add_pipe(LEMMA_REPAIR, after="lemmatizer")
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
    import importlib.metadata
    import importlib.util
    import json
    from pathlib import Path

    # The installed distribution's version, read without importing spaCy: a build whose every article
    # comes from the cache never needs spaCy, and importing it costs about a second.
    spacy_version = importlib.metadata.version("spacy")
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
        return f"{meta.get('lang')}_{meta.get('name')}-{meta.get('version')} spacy-{spacy_version}"
    return None


# Where a long text may be cut, best first: after a paragraph break (with the blank lines that follow it),
# after a sentence's final punctuation (and closing quotes or brackets), after any space.
_CUTS = (re.compile(r"\n\s*"), re.compile(r"[.!?][\"'\u201d\u2019)\]]*\s+"), re.compile(r"\s+"))


def split_text(text: str, limit: int) -> list[str]:
    """Cut ``text`` into pieces of at most ``limit`` characters whose concatenation is ``text``.

    Cuts fall at paragraph breaks where possible, else at sentence ends, else between words, so
    character offsets into the joined pieces are offsets into the text.
    """
    pieces: list[str] = []
    start = 0
    while len(text) - start > limit:
        window = text[start : start + limit]
        cut = limit
        for pattern in _CUTS:
            ends = [m.end() for m in pattern.finditer(window)]
            if ends:
                cut = ends[-1]
                break
        pieces.append(text[start : start + cut])
        start += cut
    pieces.append(text[start:])
    return pieces


def parse_texts(
    nlp: Language, texts: Iterable[str], batch_size: int, chunk_chars: int = PARSE_CHUNK_CHARS
) -> Iterator[Doc]:
    """``nlp.pipe`` over ``texts``, one Doc per text, parsing long texts in pieces.

    A text longer than ``chunk_chars`` (or spaCy's ``max_length``) is parsed piece by piece
    (``split_text``) and the pieces joined back into one Doc with the text's own offsets: spaCy refuses
    texts over ``max_length``, and its memory per document grows with the document's length.
    """
    from spacy.tokens import Doc

    limit = min(chunk_chars, nlp.max_length)
    counts: deque[int] = deque()

    def pieces() -> Iterator[str]:
        for text in texts:
            parts = split_text(text, limit)
            counts.append(len(parts))
            yield from parts

    docs = iter(nlp.pipe(pieces(), batch_size=batch_size))
    for first in docs:
        group = [first] + [next(docs) for _ in range(counts.popleft() - 1)]
        yield first if len(group) == 1 else Doc.from_docs(group, ensure_whitespace=False)
