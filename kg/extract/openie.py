"""Open IE output: one extraction per line in CaRB's tabbed format, for benchmarking the extractor."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TextIO

from ..errors import InputError
from ..types import Span, Triple


def carb_fields(triple: Triple) -> list[str]:
    """``relation, arg1, arg2[, arg3 ...]``: extra arguments follow arg2 with their preposition."""
    fields = [triple.predicate, triple.subject.text, triple.object.text if triple.object else ""]
    for arg in triple.arguments:
        fields.append(f"{arg.preposition} {arg.span.text}" if arg.preposition else arg.span.text)
    return fields


# Words that may stand between two coordinated subjects ("Lugo and Lozano", "A , B and C").
_COORDINATORS = frozenset({",", "and", "or", "nor", "&"})


def join_coordinated_subjects(doc_text: str, triples: list[Triple]) -> list[Triple]:
    """One tuple for subjects coordinated in the sentence: "Lugo and Lozano / were released".

    The knowledge graph splits "A and B did X" into a fact per subject; Open IE benchmarks (CaRB)
    annotate the coordination as one subject, so tuples that differ only in their subject, whose
    subjects stand next to each other joined by a conjunction or commas, become one tuple.
    ``doc_text`` is the text the spans' offsets point into.
    """

    def rest(t: Triple) -> tuple:
        obj = (t.object.start, t.object.end) if t.object else None
        return (t.sentence_index, t.predicate, obj, tuple((a.preposition, a.span.start) for a in t.arguments))

    out: list[Triple] = []
    groups: dict[tuple, list[int]] = {}
    for t in triples:
        key = rest(t)
        merged = False
        for k in groups.get(key, []):
            kept = out[k]
            left, right = sorted((kept.subject, t.subject), key=lambda span: span.start)
            gap = doc_text[left.end : right.start].split()
            if right.start > left.end and gap and set(gap) <= _COORDINATORS:
                subject = replace(left, text=doc_text[left.start : right.end], end=right.end, resolved=None)
                out[k] = replace(kept, subject=subject, confidence=max(kept.confidence, t.confidence))
                merged = True
                break
        if not merged:
            groups.setdefault(key, []).append(len(out))
            out.append(t)
    return out


def join_adjective_variants(doc_text: str, triples: list[Triple]) -> list[Triple]:
    """One tuple for "Greek and Roman pagans", which the graph splits into a fact per modifier.

    The variants share their spans' offsets and differ in text only (each leaves out the other
    modifiers); Open IE benchmarks annotate the phrase as written, so the variants become one tuple.
    """

    def whole(span: Span) -> Span:
        return replace(span, text=doc_text[span.start : span.end], resolved=None)

    def key(t: Triple) -> tuple:
        obj = (t.object.start, t.object.end) if t.object else None
        args = tuple((a.preposition, a.span.start, a.span.end) for a in t.arguments)
        return (t.sentence_index, t.predicate, t.subject.start, t.subject.end, obj, args)

    out: list[Triple] = []
    seen: dict[tuple, int] = {}
    for t in triples:
        k = key(t)
        if k not in seen:
            seen[k] = len(out)
            out.append(t)
            continue
        kept = out[seen[k]]
        if kept.subject.text != t.subject.text:
            kept = replace(kept, subject=whole(kept.subject))
        if kept.object is not None and t.object is not None and kept.object.text != t.object.text:
            kept = replace(kept, object=whole(kept.object))
        out[seen[k]] = replace(kept, confidence=max(kept.confidence, t.confidence))
    return out


def close_quotes(doc_text: str, triples: list[Triple]) -> list[Triple]:
    """Arguments that open a quotation take its closing mark, as CaRB annotates quoted words.

    Clause objects (what someone said) end where the parse ends the clause, which leaves the closing
    quote and the stop inside it behind; an opening quote left dangling at the end is dropped.
    """

    def fix(span: Span) -> Span:
        words = span.text.split()
        if words and words[-1] == "``":
            text = span.text[: span.text.rstrip().rfind("``")].rstrip()
            return replace(span, text=text, end=span.end - (len(span.text) - len(text)))
        if words.count("``") <= words.count("''"):
            return span
        for tail in (" ''", " . ''", " , ''"):
            if doc_text.startswith(tail, span.end):
                # a comma before the closing quote belongs to the sentence around the quotation
                added = tail.replace(" ,", "")
                return replace(span, text=span.text + added, end=span.end + len(tail))
        return span

    out = []
    for t in triples:
        arguments = tuple(replace(a, span=fix(a.span)) for a in t.arguments)
        obj = fix(t.object) if t.object is not None else None
        out.append(replace(t, subject=fix(t.subject), object=obj, arguments=arguments))
    return out


def _read_lines(path: Path) -> list[str]:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file. Give a text file with one sentence per line.") from None
    except IsADirectoryError:
        raise InputError(f"{path} is a folder. Give a text file with one sentence per line.") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 (byte {exc.start}). Re-encode the file as UTF-8.") from None
    return [line.rstrip("\r") for line in text.split("\n") if line.strip()]


def write_openie(
    input_path: str | Path,
    output: TextIO,
    fmt: str = "carb",
    model: str | None = None,
    pretokenized: bool = True,
) -> int:
    """Extract from each line of ``input_path``, write CaRB lines to ``output``; return how many."""
    if fmt != "carb":
        raise InputError(f"Unknown Open IE format {fmt!r}. The supported format is 'carb'.")
    from .nlp import load_model
    from .triples import extract_texts

    lines = _read_lines(Path(input_path))
    nlp = load_model(model)
    count = 0
    for sentence, triples in extract_texts(nlp, lines, pretokenized=pretokenized):
        if pretokenized:
            # the Doc of a pre-tokenised line is its words joined by single spaces
            text = " ".join(sentence.split()) + " "
            triples = join_coordinated_subjects(text, join_adjective_variants(text, triples))
            triples = close_quotes(text, triples)
        for triple in sorted(triples, key=lambda t: (-t.confidence, t.subject.start, t.predicate)):
            if triple.object is None and not triple.arguments:
                continue  # CaRB reads a tuple without a second argument as a different, unmatched fact
            fields = [sentence, f"{triple.confidence:.3f}", *carb_fields(triple)]
            output.write("\t".join(f.replace("\t", " ") for f in fields) + "\n")
            count += 1
    return count
