"""A wire service's page furniture run into its story once the page is flattened to text: a slideshow's
header, a photo's caption with its agency/photographer credit, the footer crediting the reporters and
editors, and the label over the lead's picture or video. Read as prose, the caption became a clause of the
sentence after it ("... August 21 2013. REUTERS/Name We hope ..."), the footer's names became speakers, and
the slideshow header and the picture's label the subject of the next sentence ("Photo A twin bombing").

Takes and gives plain strings, like ``kg.furniture``; the cuts are made before parsing, so every character
offset kg records points into the kept text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .furniture import MONTH, joined
from .resources import words_of_kind

# A slideshow's header where the page showed its pictures: "Slideshow (3 Images)". It is cut with the
# spaces around it; a section heading before it ("MILITARY BASES") is story structure and stays, on its
# own line.
_SLIDESHOW = re.compile(r"[ \t]*\bSlideshow \(\d{1,3} Images?\)[ \t]*")

# A photo caption: one sentence that ends on the photo's full date, then the agency and the photographer
# ("Survivors rest inside a mosque in Damascus August 21 2013. REUTERS/Name Surname"), perhaps marked an
# older picture ("REUTERS/Name Surname/File Photo"). The caption starts after the previous sentence's end:
# a full stop after a lower-case word, a number, an acronym ("the UN.") or a bracket ("(SOHR)."), or a line
# break. Initials such as "U.S." open captions, so a full stop after a single capital ends no sentence; a
# sentence end missed here would cut the story's sentence with the caption.
_CAPTION_CREDIT = re.compile(
    rf"\b{MONTH} \d{{1,2}},? (?:19|20)\d{{2}}\. REUTERS/(?P<name>[A-Z][\w'-]+)(?: (?P<second>[A-Z][\w'-]+))?"
    r"(?P<file>/File(?: Photo)?)?"
)
_SENTENCE_END = re.compile(
    r"(?:(?:(?<=[a-z]{2})|(?<=[A-Z]{2})|(?<=\d)|(?<=\)))[.!?][\"\u201d]?[ \t]+|\n[ \t]*)(?=[A-Z\"\u201c])"
)
# A section heading of words in capitals, printed before the caption on the flattened page.
_HEADING = re.compile(r"[A-Z]{2,}(?: [A-Z]{2,})+ (?=[A-Z][a-z])")
# A caption is a line under a picture: a sentence end further back than this is a paragraph's, and a
# caption so long is the story's prose dated in full; it is left alone.
_CAPTION_MAX = 400

# The footer after the story's last sentence: who reported, wrote and edited it, and the agency's standards
# line ("Reporting by Name; Editing by Name Our Standards:The Thomson Reuters Trust Principles."), perhaps in
# brackets after the page's list of sources. Only initials' full stops may stand inside it, and it runs to
# the end of the text: a sentence after it is the story's. A name follows "by": a last sentence such as
# "Reporting by local media was echoed abroad" (or "Writing by hand ..." with no full stop) is the story's.
_FOOTER = re.compile(
    r"(?:(?<=[.!?\"\u201d)])[ \t]+|\n[ \t]*|^)(?:Sources?: \S+ )?\(?"
    r"(?:Additional reporting|[Rr]eporting|[Ww]riting|[Ee]diting) by (?=[A-Z])"
    r"(?:[^.!?\n]|\b[A-Z]\.)*?"
    r"(?:Our Standards: ?The Thomson Reuters Trust Principles\.)?\s*\Z"
)


@lru_cache(maxsize=1)
def _openers() -> frozenset[str]:
    """Words that open a story's sentence (``ontology/story-openers.tsv``, kind ``opener``): after a
    one-word credit ("REUTERS/Stringer The army ..."), such a word is the story's, not a surname."""
    return frozenset(words_of_kind("story-openers.tsv", "opener"))


@lru_cache(maxsize=1)
def _unnamed_credits() -> frozenset[str]:
    """Credits that name no photographer (``ontology/caption-credits.tsv``, kind ``unnamed``): the word
    after "REUTERS/Stringer" opens the story ("Syrian rebels said ..."), whatever it is."""
    return frozenset(words_of_kind("caption-credits.tsv", "unnamed"))


@lru_cache(maxsize=1)
def _picture_label() -> re.Pattern[str]:
    """The label over the lead's picture (``ontology/caption-credits.tsv``, kind ``label``), perhaps after
    the page's share link ("SEND httpsabahdai.ly912r3U", its slashes lost) and the agency's credit in
    capitals ("DHA Photo", "AA Photo"), before the capitalised first word of the lead."""
    labels = sorted(words_of_kind("caption-credits.tsv", "label"), key=len, reverse=True)
    label = "|".join(re.escape(word).replace("\\ ", "[ \t]+") for word in labels)
    return re.compile(
        r"(?P<share>SEND[ \t]+\S+[ \t]+)?(?:(?P<credit>[A-Z]{2,6}(?:[ \t]+[A-Z]{2,6})?)[ \t]+)?"
        rf"(?P<label>(?i:{label}))[ \t]+(?P<next>[A-Z\"\u201c][\w'\u2019-]*)"
    )


def picture_label_end(body: str, at: int, after_stamp: bool = False) -> int | None:
    """Where the lead starts after a picture's label at ``at``, or None when no label stands there.

    "Photo" and "Video" also open names ("Photo Marketing Association", "Video Game Awards") and prose
    ("Video footage showed"), so the word is a label only when it is capitalised, the next word too, and the
    page shows it is furniture: a share link or an agency's credit before it, a date stamp line just before
    (``after_stamp``), or a word that opens a story's sentence after it ("Photo A twin bombing").
    """
    found = _picture_label().match(body, at)
    if found is None or not found.group("label")[0].isupper():
        return None
    furniture = bool(found.group("share") or found.group("credit")) or after_stamp
    opens = found.group("next").lower() in _openers() or found.group("next")[0].isdigit()
    return found.start("next") if furniture or opens else None


def without_lead_picture_label(body: str) -> str:
    """``body`` without the share link, credit and label of the lead's picture run into its first sentence."""
    at = len(body) - len(body.lstrip())
    end = picture_label_end(body, at)
    return body if end is None else body[:at] + body[end:]


def _caption_start(body: str, date: int, floor: int) -> int | None:
    """Where the caption whose date starts at ``date`` begins: after the last sentence end before it (and
    after ``floor``), or None when none is within a caption's length."""
    ends = [m.end() for m in _SENTENCE_END.finditer(body, max(floor, date - _CAPTION_MAX), date)]
    if ends:
        return ends[-1]
    return floor if date - floor <= _CAPTION_MAX and (floor == 0 or body[floor - 1] == "\n") else None


def without_wire_furniture(body: str) -> str:
    """``body`` without slideshow headers, photo captions credited ``REUTERS/Name``, and the reporters' and
    editors' footer at its end."""
    body = _FOOTER.sub("", body)
    pieces: list[str] = []
    at = 0
    for credit in _CAPTION_CREDIT.finditer(body):
        start = _caption_start(body, credit.start(), at)
        if start is None:
            continue
        # a section heading in capitals before the caption ("WINNING RESPECT") is the story's structure
        heading = _HEADING.match(body, start)
        start = heading.end() if heading else start
        second = credit.group("second")
        story_word = (
            credit.group("name").lower() in _unnamed_credits() or (second or "").lower() in _openers()
        )
        end = credit.start("second") if second and story_word and not credit.group("file") else credit.end()
        pieces.append(body[at:start].strip(" \t"))  # between two captions: no space opens the line
        at = end
    pieces.append(body[at:].lstrip(" \t"))
    body = joined(piece for piece in pieces if piece.strip())
    return joined(piece for piece in _SLIDESHOW.split(body) if piece.strip())
