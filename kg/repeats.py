"""Passages a web page prints twice: a pull quote set off from the text that repeats an attributed
quotation ("\\t \\tThe city is ... intense. -Name activist." beside '"The city is ... intense" said
activist Name'), a standfirst that repeats the lead word for word, a summary box that repeats a paragraph.

Read as prose, the copy without its speaker gave the quotation as the article's own assertion, and the
credit after a pull quote ("-Name role.") was glued onto the next sentence's subject. A copy is cut, with
the dash credit after it when that names someone the article names, when it is shorter than the other and
a pull quote (credited, or a tabbed block of its own) or quoted there with its speaker; of two equal
copies the one set off from its paragraph, else the earlier (the standfirst before the lead), is cut,
unless both are quotations. A standfirst that is the lead without the lead's closing source stays: it is
the outlet's own summary.

Takes and gives plain strings, like ``kg.furniture``; the cut is made before parsing, so every character
offset kg records points into the kept text.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .furniture import joined

# A passage ends at a sentence's end, a line break or a tab: a pull quote is set off by tabs on the
# flattened page, and its sentence is cut whole only when it is a passage of its own.
_PASSAGE_END = re.compile(r"(?<=[.!?])[\"\u201d']?[ \t]+(?=[A-Z0-9\"\u201c'-])|\s*\n\s*|[ \t]*\t[ \t]*")
# Fewer words than this repeat in news by chance or by design (a slogan, a phrase the reporter quotes
# twice, a question several readers ask); a whole sentence of this many words printed twice is the page
# repeating itself.
MIN_WORDS = 8
# A shorter sentence goes with a cut copy of its block only when it holds this many words: a lone name
# or "Yes." is printed anywhere.
_NEAR_MIN_WORDS = 3
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
# The credit a pull quote ends with: a dash, the speaker's name in capitalised words, perhaps the role in
# lower case ("-Ibrahim Khatib activist.", "- Name Surname media activist" run into the next sentence).
_CREDIT = re.compile(
    r"[ \t]*[-\u2013\u2014][ \t]*(?P<name>(?:[A-Z][\w'.-]*[ \t]+){0,3}[A-Z][\w'.-]*)"
    r"(?:[ \t]+(?:[a-z][\w-]*|[A-Z]{2,}s?)){0,6}(?:\.|(?=[ \t]+[A-Z\"\u201c])|[ \t]*$)"
)

# The same credit closing a set-off passage that has no full stop before it ("... to go - Name Surname
# medic in east Aleppo" before the next tab): the words compared are the quotation's alone.
_TRAILING_CREDIT = re.compile(r"[ \t]+[-\u2013\u2014][ \t]*[A-Z][\w'.-]*(?:[ \t]+[\w'.()-]+){0,9}[ \t.]*$")
_QUOTE_MARKS = ('"', "\u201c", "\u201d")
_NAME_WORD = re.compile(r"\b[A-Z][\w'-]{2,}")


class Passage(NamedTuple):
    """A stretch of the text between two passage ends, with its words as compared (lower case), and
    whether it is set off from the text before it (it opens the text, a line or a tabbed block) and
    is a tabbed block of its own (a tab before and a tab or the text's end after it); which of its
    words stand inside a quotation, and whether a dash credit closes it or follows it (a pull quote)."""

    start: int
    end: int
    words: tuple[str, ...]
    set_off: bool
    tabbed: bool
    quoted: tuple[bool, ...]
    credited: bool


def passages(text: str) -> list[Passage]:
    """The passages of ``text`` in order, each with its character span and its lower-case words."""
    found: list[Passage] = []
    at = 0
    set_off = True
    tab_before = False
    for match in [*_PASSAGE_END.finditer(text), None]:
        end = match.start() if match is not None else len(text)
        # A pull quote is a tabbed block on the flattened page; a line of its own is a paragraph, and
        # one-sentence paragraphs are common (BBC), so a line that a later sentence denies ("The mayor
        # denied reports that ...") or a sentence's " - Rebels withdrew" are no pull quote and credit.
        tab_after = match is None or "\t" in match.group(0)
        quotation_end = _quotation_end(text, at, end, tab_after)
        found_words = list(_WORD.finditer(text, at, quotation_end))
        words = tuple(word.group(0).lower() for word in found_words)
        if words:
            quoted = _inside_quotation(text, at, end, [word.start() for word in found_words])
            credited = quotation_end < end or _credit_end(text, end) > end
            found.append(Passage(at, end, words, set_off, tab_before and tab_after, quoted, credited))
        if match is not None:
            at = match.end()
            set_off = any(mark in match.group(0) for mark in "\t\n")
            tab_before = "\t" in match.group(0)
    return found


def _inside_quotation(text: str, start: int, end: int, words: list[int]) -> tuple[bool, ...]:
    """For each word starting at a position of ``words``, whether it stands inside a quotation: after an
    odd number of quotation marks of the passage, or an even number when the passage holds an odd
    number of them (it opens inside a quotation begun in the sentence before: '... war" said Name.')."""
    marks = [at for at in range(start, end) if text[at] in _QUOTE_MARKS]
    opened_before = len(marks) % 2 == 1 and text[marks[0]] != "\u201c" if marks else False
    inside = []
    for word in words:
        before = sum(1 for mark in marks if mark < word)
        inside.append((before % 2 == 1) != opened_before)
    return tuple(inside)


def _quotation_end(text: str, start: int, end: int, apart: bool) -> int:
    """Where the words of the passage from ``start`` to ``end`` end: before a credit that closes it when
    a tabbed block ends there (``apart``) and the credit names someone the rest of the text names,
    else at ``end``."""
    credit = _TRAILING_CREDIT.search(text, start, end) if apart else None
    if credit is None:
        return end
    rest = text[:start] + text[end:]
    named = any(re.search(rf"\b{re.escape(name)}\b", rest) for name in _NAME_WORD.findall(credit.group(0)))
    return credit.start() if named else end


def _cut_copy(passage: Passage, number: int, other: Passage, other_number: int, at: int) -> bool:
    """Whether ``passage``, whose words stand in ``other`` from word ``at`` on, is the copy to cut: the
    shorter one when it is a pull quote or the longer one quotes it, or of two equal copies the one set
    off from the text (a pull quote beside the quotation in a paragraph), else the earlier one (the
    standfirst before the lead)."""
    if other.words[at : at + len(passage.words)] != passage.words or other_number == number:
        return False
    if len(other.words) != len(passage.words):
        # a copy opens the longer passage or makes most of it: a sentence that only shares a phrase with
        # a longer one (one reader asks "the finest bridge built in the county for fifty years?", another
        # writes "it is not the finest bridge built in the county for fifty years") is no copy of it; a
        # tabbed block of its own (a pull quote) may repeat any part of a paragraph
        whole = at == 0 or 3 * len(passage.words) >= 2 * len(other.words)
        block = passage.tabbed
        # The shorter copy is cut when the longer one quotes it with its speaker, or when it is a pull
        # quote (credited, or a tabbed block). A standfirst that is the lead without its closing
        # source ("... three people on Sunday" before "... three people on Sunday SANA said") is the
        # outlet's own summary and stays: the lead's run-on source often leaves its parse without the fact.
        quoted = all(other.quoted[at : at + len(passage.words)])
        return (whole or block) and (quoted or passage.credited or block)
    if passage.set_off != other.set_off:
        return passage.set_off
    # two equal quotations laid out alike may be two speakers saying the same words (a slogan at a
    # rally); each takes its speaker from the sentence before, so neither is a copy
    if all(passage.quoted) and all(other.quoted):
        return False
    return number < other_number


def repeated_passages(text: str) -> list[Passage]:
    """The passages of ``text`` to cut as copies of another passage (``_cut_copy``): each of at least
    ``MIN_WORDS`` words, or a shorter one in the same block as such a copy ("Al-Nusra has many
    enemies." before the repeated sentence of the same pull quote)."""
    found = passages(text)
    # a first line standing apart is the page's headline, which kg reads apart (the article's title, the
    # headline flags of extraction); the lead that repeats it is the story's, and neither is cut
    headline = text.find("\n\n")
    if headline > 0 and "\n" not in text[:headline]:
        found = [passage for passage in found if passage.start > headline]
    # where each run of MIN_WORDS words starts: (passage, word position); a passage is looked up by its
    # opening run, so the whole text is read once rather than once per passage
    runs: dict[tuple[str, ...], list[tuple[int, int]]] = {}
    for number, passage in enumerate(found):
        for at in range(len(passage.words) - MIN_WORDS + 1):
            runs.setdefault(passage.words[at : at + MIN_WORDS], []).append((number, at))
    cut = {
        number
        for number, passage in enumerate(found)
        if len(passage.words) >= MIN_WORDS
        and any(_cut_copy(passage, number, found[o], o, at) for o, at in runs[passage.words[:MIN_WORDS]])
    }
    # a short sentence of the same block as a cut copy goes with it when it, too, is printed elsewhere;
    # blocks hold a few sentences, so the shorter ones are compared with every passage
    grown = True
    while grown:
        grown = False
        for number in sorted(cut):
            for near in (number - 1, number + 1):
                if near in cut or not 0 <= near < len(found):
                    continue
                passage = found[near]
                if len(passage.words) < _NEAR_MIN_WORDS:
                    continue
                if (near > number and passage.set_off) or (near < number and found[number].set_off):
                    continue
                if any(
                    _cut_copy(passage, near, other, o, at)
                    for o, other in enumerate(found)
                    for at in range(len(other.words) - len(passage.words) + 1)
                ):
                    cut.add(near)
                    grown = True
    return [found[number] for number in sorted(cut)]


def _credit_end(text: str, end: int) -> int:
    """Where the dash credit that follows a pull quote ending at ``end`` ends, or ``end`` when none
    follows: a credit names someone the rest of the text names (the quotation's speaker)."""
    credit = _CREDIT.match(text, end)
    if credit is None:
        return end
    name = credit.group("name").split()
    # a credit names a person (two words or more) or an agency's acronym ("- QRCS"); one capitalised
    # word after a dash opens a sentence of the text ("- Rescue teams from Homs arrived")
    if len(name) == 1 and not name[0].isupper():
        return end
    surname = name[-1]
    rest = text[: credit.start()] + text[credit.end() :]
    return credit.end() if re.search(rf"\b{re.escape(surname)}\b", rest) else end


def without_repeats(text: str) -> str:
    """``text`` without the passages it prints twice (``repeated_passages``) and the dash credits of
    those that were pull quotes; the copy that is kept is the longer one, which holds the speaker."""
    pieces: list[str] = []
    at = 0
    for passage in repeated_passages(text):
        if passage.start < at:
            continue
        pieces.append(text[at : passage.start].rstrip(" \t"))
        at = _credit_end(text, passage.end)
    if not pieces:
        return text
    pieces.append(text[at:].lstrip(" \t"))
    return joined(piece for piece in pieces if piece.strip())
