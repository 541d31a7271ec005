"""A body credited by what it does: "a monitor said", "a monitoring group said", "according to the monitor".

Wire reports credit their source in the lead by its work ("..., a monitor said") and name it later ("The
Syrian Observatory for Human Rights said ..."). Out of the article "a monitor" says nothing; a reader takes
it for the one monitoring body the article names. ``ontology/body-kinds.tsv`` gives, for each such noun,
the words that such a body's name holds ("observatory", "watch"); a speaking description of that noun
stands for the one name of the article that holds one of them (``bodies_named``), and for no name when
there are none or two. An indefinite one ("a monitor") may take a name written after it, as the lead's
credit does; a definite one ("the monitor") only a name before it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv
from .attribution import is_source
from .quotes import clean_name
from .redescription import based_in

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# The small model tags a body's name as any kind of name ("The Observatory" a person, an observatory a
# work of art): its words, not its label, say what it is; never a place or a number.
_LABELS = frozenset({"ORG", "PERSON", "FAC", "NORP", "PRODUCT", "WORK_OF_ART", "EVENT"})
# Words a body's description may hold besides its noun: "a human rights monitoring group", "the war monitor".
_DESCRIBING = frozenset({"amod", "compound", "det", "punct", "npadvmod"})


@lru_cache(maxsize=1)
def body_kinds() -> dict[str, frozenset[str]]:
    """Noun -> the words a name of a body so described holds, from ``ontology/body-kinds.tsv``."""
    rows = read_tsv("body-kinds.tsv", ["noun", "name_words"])
    return {row["noun"].lower(): frozenset(row["name_words"].lower().split("|")) for row in rows}


def bodies_named(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> name, for each speaking description of ``body-kinds.tsv`` that one name settles."""
    out: dict[int, str] = {}
    headline = doc.text.find("\n")  # a credit glued to the headline ("... east Syria Monitor") is no name
    for tok in doc:
        kind = _kind(tok)
        if not kind or tok.i in resolved or not is_source(tok):
            continue
        # "a monitor said" introduces a body the article names later; "the monitor" points back at one named
        definite = any(k.dep_ == "det" and k.lower_ == "the" for k in tok.children)
        names: dict[str, str] = {}  # without "the" -> as written
        for ent in doc.ents:
            if ent.label_ not in _LABELS or ent.start_char < headline or ent.start <= tok.i < ent.end:
                continue
            if definite and ent.end > tok.i:
                continue
            name = clean_name(ent.text)
            if body_kinds()[kind] & {w.lower() for w in name.split()}:
                names.setdefault(name.removeprefix("the ").removeprefix("The "), name)
        if len(names) == 1:
            out[tok.i] = next(iter(names.values()))
    return out


def _kind(tok: Token) -> str:
    """The noun of ``body-kinds.tsv`` a plain description headed by ``tok`` says the body is, or "": "a
    monitor", "the Britain-based monitor", "a monitoring group" (monitor). Not one a name narrows ("the
    Syrian Observatory for Human Rights monitor" names its body) nor a plural."""
    if tok.tag_ != "NN" or tok.ent_type_:
        return ""
    kids = list(tok.children)
    dets = [k for k in kids if k.dep_ == "det"]
    if len(dets) != 1 or dets[0].lower_ not in {"a", "an", "the"} or any(k.i > tok.i for k in kids):
        return ""
    words = [t for k in kids if k.dep_ != "det" for t in k.subtree]
    if any(k.dep_ not in _DESCRIBING for k in kids) or any(_naming(t) for t in words):
        return ""
    if tok.lemma_.lower() in body_kinds():
        return tok.lemma_.lower()
    # "a monitoring group": the work is the word before the noun
    doing = [k for k in kids if k.tag_ == "VBG" or k.lower_.endswith("ing")]
    if tok.lower_ in {"group", "organisation", "organization"} and len(doing) == 1:
        # the tagger reads "monitoring" as a verb or a noun: its lemma is "monitor" or "monitoring"
        work = {doing[0].lemma_.lower(), doing[0].lower_.removesuffix("ing")} & set(body_kinds())
        return work.pop() if work else ""
    return ""


def _naming(word: Token) -> bool:
    """True for a word that names someone in a description: a name, not a nationality or a place a body
    is based in ("the Britain-based monitor")."""
    if word.ent_type_ in {"", "NORP"} or word.head.lower_ == "based" or based_in(word):
        return False
    return word.pos_ == "PROPN"
