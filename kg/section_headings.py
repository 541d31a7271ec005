"""Section headings run into the sentence after them once a page is flattened with no full stop between,
each set apart with a full stop and a line break (the one character kg adds that the source does not hold):

- a province's heading in a round-up by province, run into its section's first sentence ("... said Tuesday.
  Idleb Units of the army intensified ..."), read into the sentence's subject;
- a subheading in capitals run into the sentence after it ("... could not be corroborated. MILITARY AIRPORT
  On Friday fighting broke out ..."), read as the sentence's subject.

Split out of ``kg.run_ins``, whose rules cut furniture or break a line and add no character; of it this
module reads the word pattern, the case test and the articles of ``ontology/tag-list-words.tsv``. Takes and
gives plain strings; besides ``kg.run_ins`` and ``kg.furniture``'s place head words it reads only ontology
tables (the place, title, organisation and nationality tables).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .furniture import heading_ends
from .resources import read_tsv, title_rows
from .run_ins import _WORD, _articles, _capitalised

# A round-up by province (a news agency's army report) opens each section with the province's name as a
# heading; flattened with no line break, the heading runs into the section's first sentence: "... a
# military source said Tuesday. Idleb Units of the army and armed forces intensified ...", "Homs Army units
# killed ...", "Hama An army unit ...". Read as one sentence, the place became part of the subject ("Idleb
# Units of the army | intensify | ...", "Homs Army units" shown as the city). Such a heading opens a
# sentence, names a place (``_is_place``) and is followed by the capitalised opening of a clause: an article
# ("An army unit", "The Syrian army"), which never goes on with a place's name, or a common noun before a
# lower-case word ("Units of", "Army units"). A common noun after a place also heads a name ("Aleppo
# Governor said", "Idlib University and", "Homs Akrameh neighbourhood"), so it opens a section only where
# the page shows the layout (two headings at least) and the noun is no title (titles.tsv) and no word that
# ends an organisation's name (org-words.tsv `designator`).
_SECTION_START = re.compile(r"(?:\A|(?<=\n)|(?<=[.!?])[\"\u201d]?[ \t]+)(?=[A-Z])")
# A province's heading is a name of a few words: "Idleb", "Deir Ezzor", "Damascus Countryside".
_SECTION_WORDS = 3
# At least this many headings tell a round-up by province.
_SECTIONS = 2
_NAME_END = ",.;:!?\"'\u201d)"
# What ends the heading: a full stop and a line break. After a line break alone the small model read a
# capitalised noun opening the section as a sentence of its own ("Latakia / Army / units destroyed ...") for
# most headings, and the section's subject was lost; after a full stop it reads the section whole.
_HEADING_END = ".\n"


@lru_cache(maxsize=1)
def _known_places() -> frozenset[str]:
    """Lower-case names of places the tables know: places.tsv's spellings and the gazetteer's places."""
    names = {row["name"] for row in read_tsv("gazetteer.tsv", ["name", "kind"]) if row["kind"] == "Place"}
    for row in read_tsv("places.tsv", ["place", "inside"]):
        names |= {*row["place"].split("|"), *row["inside"].split("|")}
    return frozenset(name.lower() for name in names if name)


@lru_cache(maxsize=1)
def _name_words() -> frozenset[str]:
    """Lower-case words that after a place go on with a name: titles ("Governor") and the words that end an
    organisation's name ("University", "Council")."""
    titles = {title for title, _ in title_rows() if " " not in title}
    designators = {
        row["word"] for row in read_tsv("org-words.tsv", ["word", "role"]) if row["role"] == "designator"
    }
    return frozenset(word.lower() for word in titles | designators)


def _is_place(body: str, heading: str) -> bool:
    """True when ``heading`` names a place: the tables know it, or the page names it as one elsewhere,
    after "in" ("in Idleb", "in the northern Idleb province") or before a place's head word ("Homs city",
    "Hamas countryside", the possessive's apostrophe lost). Any other preposition is no evidence: "sequel
    to Meet the Parents", "director of BBC Two"."""
    if heading.lower() in _known_places():
        return True
    name = re.escape(heading)
    heads = _heading_alternation()
    return bool(
        re.search(rf"\bin {name}(?![ \t]+[A-Z])(?![\w-])", body)
        or re.search(rf"(?<![\w-]){name}(?:s|'s|\u2019s)? (?:{heads})\b", body)
    )


@lru_cache(maxsize=1)
def _heading_alternation() -> str:
    """The head words after a place's name ("city", "countryside": ``kg.furniture.heading_ends``) as a regex
    alternation, made once: ``_is_place`` asks at every sentence start of every page."""
    return "|".join(map(re.escape, heading_ends()))


@lru_cache(maxsize=1)
def _demonyms() -> frozenset[str]:
    """Nationality words as written ("Syrian"): ``ontology/demonyms.tsv``."""
    return frozenset(row["demonym"] for row in read_tsv("demonyms.tsv", ["demonym"]))


def _opens_clause(body: str, rest: list[str], laid_out: bool) -> bool:
    """True when ``rest`` (the words after a place's name) opens a clause rather than going on with a name:
    an opener, or a common noun before a lower-case word ("Units of", "Army units") that is no title or
    name's last word. A common noun counts only where the page writes it in lower case too, unless the page
    is ``laid_out`` in sections already; there a nationality opens the clause as well ("Hama Syrian Army
    units clashed ...")."""
    if _article_at(rest):
        return True
    word = rest[0]
    if word.lower() in _name_words():
        return False
    if laid_out and word in _demonyms():
        return True
    noun = word[:1].isupper() and word[1:].islower() and word.isalpha() and rest[1][:1].islower()
    # outside a page laid out in sections, the page must write the noun and the word after it in lower case
    # ("army units", "units of"): "Aleppo Police arrested ..." on a page that writes "police sources" is
    # the city's police, no heading
    return noun and (laid_out or _lower_in(body, f"{word} {rest[1]}"))


def _section_heading(body: str, words: list[str], laid_out: bool) -> int | None:
    """How many of ``words`` (a sentence's first words) are a place's heading run into the sentence, or
    None. The longest place is the heading: "Damascus Countryside | Army units"."""
    for size in range(_SECTION_WORDS, 0, -1):
        if len(words) < size + 2 or not all(_capitalised(w) and w[-1] not in _NAME_END for w in words[:size]):
            continue
        if _is_place(body, " ".join(words[:size])) and _opens_clause(body, words[size:], laid_out):
            return size
    return None


def _lower_in(body: str, words: str) -> bool:
    """True when ``body`` writes ``words`` in lower case somewhere: common words, not a name's."""
    return re.search(rf"\b{re.escape(words.lower())}\b", body) is not None


def _section_cuts(body: str, laid_out: bool) -> list[int]:
    """Where the sentence run into each province's heading starts."""
    cuts: list[int] = []
    for start in _SECTION_START.finditer(body):
        line_end = body.find("\n", start.end())
        spans = list(_WORD.finditer(body, start.end(), len(body) if line_end < 0 else line_end))
        words = [span.group(0) for span in spans[: _SECTION_WORDS + 2]]
        size = _section_heading(body, words, laid_out)
        if size is not None:
            cuts.append(spans[size].start())
    return cuts


# A heading already set apart from the sentence after it: a place's name ending a line, alone on it or after a
# sentence's end ("... material damage to the houses. Idleb / Two persons were injured ...").
_NAME_WORD = r"[A-Z][^\s.!?,;:]*"
_HEADING_LINE = re.compile(
    rf"(?:^|(?<=\n)|(?<=[.!?])[\"\u201d]?[ \t]+)({_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,2}})[ \t]*(?=\n)"
)


def _heading_lines(body: str) -> int:
    """How many of ``body``'s lines end on a place's name after a sentence: headings the page, or a rule
    before this one (``kg.furniture.with_run_in_sentences_apart``), set apart from their sentence."""
    return sum(_is_place(body, line.group(1)) for line in _HEADING_LINE.finditer(body))


def with_section_headings_apart(body: str) -> str:
    """``body`` with a full stop and a line break after each province's heading run into its section's
    first sentence; the heading keeps its words on a line of its own. The full stop is the one character kg
    adds that the source does not hold: the heading's own sentence ("Idleb.") gives no statement, and every
    offset after it is shifted by the two characters, as the cut text is what kg parses and records. A
    common noun opening the sentence is trusted on a page laid out in sections only: two headings at least,
    told by an article, by a noun the page also writes in lower case with the word after it, or standing on
    a line of their own; there any common noun or nationality after a place's name opens a section."""
    cuts = _section_cuts(body, laid_out=False)
    if len(cuts) + _heading_lines(body) >= _SECTIONS:
        cuts = _section_cuts(body, laid_out=True)
    else:
        cuts = [cut for cut in cuts if _opener_at(body, cut)]
    for cut in reversed(cuts):
        body = body[:cut].rstrip(" \t") + _HEADING_END + body[cut:]
    return body


def _opener_at(body: str, at: int) -> bool:
    """True when the words at ``at`` open on a capitalised article."""
    return _article_at([span.group(0) for span in _WORD.finditer(body, at, min(len(body), at + 60))])


def _article_at(words: list[str]) -> bool:
    """True when ``words`` open on a capitalised article, which after a place's name opens a sentence
    ("Hama An army unit ..."). A count does not: it names a channel or a team after a name ("BBC Two")."""
    indefinite, definite = _articles()
    return words[0].lower() in indefinite | definite and words[0][:1].isupper()


# A subheading in capitals run into the sentence after it, at a sentence's start: two words or more of
# capitals ("MILITARY AIRPORT", "NO DECISION BY OBAMA", "THE LEGEND OF ZELDA"), then a capitalised word in
# lower case ("On Friday fighting broke out ..."). One word in capitals is left alone: an acronym or a
# dateline ("NATO", "BEIRUT") opens sentences as often.
_CAPITAL_HEADING = re.compile(
    r"(?:(?<=[.!?][ \t])|(?<=[.!?][\"\u201d][ \t])|(?<=\n)|\A)"
    r"(?P<heading>[A-Z][A-Z'\u2019&-]*(?:[ \t]+[A-Z][A-Z'\u2019&-]*)+)"
    r"(?P<gap>[ \t]+)(?=[A-Z][a-z])"
)


def with_capital_headings_apart(body: str) -> str:
    """``body`` with a full stop and a line break after each subheading in capitals run into the sentence
    after it ("... could not be corroborated. MILITARY AIRPORT On Friday fighting broke out ..."), which
    read as prose became the sentence's subject ("MILITARY AIRPORT | break out between | ..."). The heading
    keeps its words on a line of its own, as a province's heading does; the full stop is the one character
    kg adds."""
    cuts = [
        m.start("gap") for m in _CAPITAL_HEADING.finditer(body) if _heading_words(m.group("heading").split())
    ]
    for cut in reversed(cuts):
        body = body[:cut] + _HEADING_END + body[cut:].lstrip(" \t")
    return body


def _heading_words(words: list[str]) -> bool:
    """True for capitals that read as words, not acronyms before a name ("UK PM Tony Blair", "US UN"): each
    of two letters or more, and two of four letters or more, or three words with one of five ("WHEN AND
    WHERE")."""
    if any(len(word) < 2 for word in words):
        return False
    return sum(len(word) >= 4 for word in words) >= 2 or (len(words) >= 3 and any(len(w) >= 5 for w in words))
