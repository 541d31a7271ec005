"""Text of a web page that is not the story's prose but sits inside it once the page is flattened to
text: embedded social-media posts, bracketed photo and agency credits, wire datelines, and the box of
related headlines after the story.

Takes and gives plain strings; of kg it reads only ontology tables (``kg.resources``). The cuts are made
before parsing, so every character offset kg records points into the kept text (``Article.text``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable
from functools import lru_cache

from .resources import read_tsv, title_rows, words_of_kind

# What replaces a cut between two stretches of text: a line break. Joined by a space, the sentences on
# either side often became one for the parser ("... district of Aleppo. UN says ..." after a photo credit
# went, "... last card." Syrian state media ..." after a dateline); on its own line each stays a sentence.
_BREAK = "\n"
# A post embedded from a social network ends with its author's handle in brackets and its date, as the
# flattened page prints it: "... pic.twitter.com/x UN Refugee Agency (@Refugees) August 9, 2016", with the
# month sometimes lost ("(YaZeynab) 29 2017"). Left in, the post's text, links and author run into the
# next sentence ("UN Refugee Agency | be | Aleppo Syria httpst...").
# Only a month may stand between the handle and the day, or between the day and the year: with any word
# there, prose such as "the Observatory (SOHR) on 29 March 2017 said" read as a post and lost its sentence.
# A month in another script (the page's locale: an Arabic month name) counts as one (``MONTH``).
MONTH = r"(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.?|[^\x00-\x7f\s\d]{1,12})"
_POST_CREDIT = re.compile(
    rf"\(@?[A-Za-z0-9_]{{1,15}}\)[ \t]+(?:{MONTH}[ \t]+)?\d{{1,2}},?[ \t]+(?:{MONTH}[ \t]+)?"
    r"(?:19|20)\d{2}\b(?:[ \t]+\.(?=\s))?[ \t]*"
)
# Links that a post carries, with or without their slashes (the FA-KES texts lost them: "httpst.coX").
_POST_LINK = re.compile(r"(?:https?:?/*t\.co/?|pic\.twitter\.com/?)\w+")
# A post's text is at most 140 characters, the limit when these were written; its links and its author's
# name (after the last link, or the capitalised words before the handle) are not counted.
_POST_MAX = 140
_POST_AUTHOR = re.compile(r"(?:(?<=\s)[A-Z][\w.-]*\s+){0,5}$")
# Where a sentence (or a post) may start: after a sentence's end, before a capital, a digit or a quote.
_SENTENCE_START = re.compile(r"(?<=[.!?])[\"\u201d']?[ \t]+(?=[A-Z0-9\"\u201c])")


def _post_start(body: str, credit: int, floor: int) -> int:
    """Where the post whose credit starts at ``credit`` begins: the earliest sentence start after
    ``floor`` (the paragraph's start or the previous post's end) and after any quotation mark that
    leaves the post's text within ``_POST_MAX`` characters; ``credit`` when none does."""
    starts = [floor] + [m.end() for m in _SENTENCE_START.finditer(body, floor, credit)]
    # quotation marks, straight or curly, are the article's reporting of speech, never part of a post
    quote = max(body.rfind(mark, floor, credit) for mark in ('"', "\u201c", "\u201d"))
    # The links and the author are found once for the paragraph, not again for every candidate start: a
    # page flattened to one long line has thousands of starts, and a search per start made it quadratic.
    links = [m.start() for m in _POST_LINK.finditer(body, floor, credit)]
    author = _POST_AUTHOR.search(body, floor, credit)
    author_start = author.start() if author is not None else credit
    for start in starts:
        if start <= quote:
            continue
        at = bisect_left(links, start)
        end = links[at] if at < len(links) else max(author_start, start)
        # a span far longer than a post cannot fit, whatever its edge whitespace; skip copying it
        if end - start <= 4 * _POST_MAX and len(body[start:end].strip()) <= _POST_MAX:
            return start
    return credit


def without_posts(body: str) -> str:
    """``body`` without the social-media posts embedded in it: each post's text, links, author and date.

    A post is known by its credit (handle in brackets, then a date); it starts at the earliest sentence
    start of its paragraph that keeps its text within a post's length, so the article's sentence before
    it stays unless it is short enough to pass for part of the post.
    """
    kept: list[str] = []
    at = 0
    for credit in _POST_CREDIT.finditer(body):
        floor = max(at, body.rfind("\n", 0, credit.start()) + 1)
        handle = credit.group(0)[1 : credit.group(0).index(")")].lstrip("@")
        if handle.isupper() and not _POST_LINK.search(body, floor, credit.start()):
            # capitals in brackets are as often an acronym in prose ("the Observatory (SOHR) 29 March
            # 2017 said"); a post's link must vouch for them
            continue
        start = _post_start(body, credit.start(), floor)
        kept.append(body[at:start].rstrip(" \t"))
        at = credit.end()
    kept.append(body[at:])
    return joined(piece for piece in kept if piece)


def joined(pieces: Iterable[str]) -> str:
    """The pieces left around cuts, joined by a line break, or by the line breaks already at the cut (a
    post that filled its own paragraph keeps one paragraph break, not two)."""
    text = ""
    for piece in pieces:
        if not text:
            text = piece
            continue
        left = len(text) - len(text.rstrip("\n"))
        right = len(piece) - len(piece.lstrip("\n"))
        text = text.rstrip("\n") + "\n" * max(1, left, right) + piece.lstrip("\n")
    return text


# Words of a credit in brackets: an agency, a photographer, "photo", "and" ("(TRT World and Agencies)",
# "(AFP Photo)", "(File photo)", "(With AP Reuters and AFP)").
_CREDIT = r"\([A-Z][\w.-]*(?: (?:[A-Z][\w.-]*|and|photo)){0,5}\)"
# A credit in brackets between two sentences: it names who took the photo the page showed there, or who
# supplied the story; read as prose it became an apposition of the next sentence's subject.
_SENTENCE_CREDIT = re.compile(rf"(?<=[.!?\"])[ \t]+{_CREDIT}[ \t]+(?=[A-Z\"])")
# A caption's credit glued to the photo's date with no space, run into the lead ("... Ariha August 3
# 2015(Reuters Photo) Thirty-five people were killed"): read as prose, "Photo) Thirty-five people" became
# the subject. The credit stays, closing the caption (kg/events/captions.py reads it there), and the lead
# starts a new line.
_GLUED_CREDIT = re.compile(rf"(?<=(?:19|20)\d\d)(?P<credit>{_CREDIT})[ \t]+(?=[A-Z\"])")
# A wire dateline opening a sentence: the place in capitals, perhaps a country and a date, and the agency
# in brackets ("DAMASCUS Syria (The Associated Press Albert Aji) Syrian state media ...", "MOSCOW
# (Sputnik) The ..."). Read as prose it gave "Syria | be | The Associated Press Albert Aji".
_WIRE_DATELINE = re.compile(
    rf"(?:(?<=[.!?\"])[ \t]+|^|(?<=\n))(?P<place>[A-Z]{{4,}}(?: [A-Z]{{3,}})*)(?: [A-Z][a-z]+){{0,2}}"
    rf"(?: \d{{1,2}})? (?P<credit>{_CREDIT})[ \t]+(?=[A-Z\"])"
)


def _initials(phrase: str) -> str:
    return "".join(word[0] for word in re.findall(r"[A-Z][\w-]*", phrase))


def without_credits(body: str) -> str:
    """``body`` without bracketed credits between sentences and wire datelines opening a sentence, and with
    the lead on a new line after a credit glued to a caption's date.

    Capitals before brackets whose words start with the same letter ("ISIS (Islamic State) Fighters
    fled") are a name and its expansion in the story, not a dateline, and stay: an agency almost never
    shares its city's initial, so this keeps prose at the cost of a rare dateline.
    """
    body = _GLUED_CREDIT.sub(lambda m: m.group("credit") + _BREAK, _SENTENCE_CREDIT.sub(_BREAK, body))

    def cut(match: re.Match[str]) -> str:
        if _initials(match.group("credit"))[:1] == match.group("place")[:1]:
            return match.group(0)
        return "" if match.start() == 0 or body[match.start() - 1] == "\n" else _BREAK

    return _WIRE_DATELINE.sub(cut, body)


# A box of related headlines after the story's last sentence ("... 319 Related Russian MoD Releases ...",
# "Source AA Related News ...", "Related Coverage"), with the view count or source credit before it; cut
# only when no sentence follows, since some sites print it mid-story.
_RELATED = re.compile(
    r"(?:(?<=[.!?\"\d] )|(?<=[.!?\"] )\.\.\. \d+ |\bSource:? (?:[A-Z][\w-]* ){1,3})"
    r"Related(?: [A-Z][a-z]+)?(?= [A-Z0-9])"
)
# A full stop after a lower-case word and before a capital: a sentence of the story goes on after the box.
_PROSE_AFTER = re.compile(r"[a-z]{2}\.[\"\u201d]?\s+[A-Z\"\u201c]")


def without_related_box(body: str) -> str:
    """``body`` without a box of related headlines in its second half that no sentence of the story
    follows."""
    related = _RELATED.search(body, len(body) // 2)
    if related is None or _PROSE_AFTER.search(body, related.end()):
        return body
    return body[: related.start()].rstrip()


# A picture's credit inside the story: the agency, perhaps the photographer, then the headline of the story
# the picture links to, all run into the next sentence once the page is flattened ("... weapons program. AP
# Photo Pavel Golovkin Russian Military Delivers Over 5 Tonnes of Humanitarian Aid to Syrias Hama The Air
# Force shelled ..."). Read as prose it gave names such as "Golovkin Russian Military Delivers".
_PICTURE_CREDIT = re.compile(
    r"(?:(?<=[.!?\"] )|^|(?<=\n))(?:AP Photo|AFP \d{4}|REUTERS|Sputnik|Photo|Flickr)(?= [A-Z])"
)
# Where the story resumes at once: a wire dateline ("WASHINGTON (Sputnik)") or a quotation.
_RESUMES = re.compile(r"[A-Z]{4,}(?: [A-Z]{3,})*(?: [A-Z][a-z]+){0,2} \(|[\"\u201c]")
# A credit with a headline is a few words at least (agency, headline); a longer run with no lower-case
# word is not a headline before a sentence, and is left alone.
_LINK_MIN_WORDS = 4
_LINK_MAX_WORDS = 30
_WORD = re.compile(r"\S+")
# Initials with their dots end no sentence ("Flickr U.S. Department of Defense At Least 10 Civilians Die").
_INITIALS = re.compile(r"(?:[A-Z]\.){2,}")


@lru_cache(maxsize=3)
def _headline_words(kind: str) -> frozenset[str]:
    """Words that open a story's sentence after a linked headline (kind ``opener``), or that a headline
    writes in lower case (``small``): ``ontology/story-openers.tsv``."""
    return frozenset(words_of_kind("story-openers.tsv", kind))


def _story_resumes(body: str, credit: re.Match[str]) -> int | None:
    """Where the story's sentence starts after the credit and linked headline at ``credit``, or None when
    no lower-case word, dateline or quotation ends the headline within a headline's length."""
    capitalised: list[int] = []
    openers: list[int] = []
    for count, word in enumerate(_WORD.finditer(body, credit.end())):
        text = word.group(0)
        if count >= _LINK_MAX_WORDS or (text[-1] in ".!?" and not _INITIALS.fullmatch(text)):
            return None
        if _RESUMES.match(body, word.start()):
            return word.start()
        if text[0].islower() and text.islower() and text not in _headline_words("small"):
            if openers:
                return openers[-1]
            # no opener: the sentence starts at the last capitalised word, if the words cut are a credit's
            cut = capitalised[-1] if capitalised else credit.end()
            return cut if _credit_shaped(body[credit.end() : cut].split()) else None
        if text[0].isupper():
            capitalised.append(word.start())
            if text.lower() in _headline_words("opener"):
                openers.append(word.start())
    return None


# A photographer's name and a headline of a few words, at least: "Yazan Kalash Explosion in Damascus".
_CREDITED_WORDS = 5


@lru_cache(maxsize=1)
def _title_words() -> frozenset[str]:
    """One-word titles before a given name (``titles.tsv``, and ``story-openers.tsv`` kind ``title``)."""
    titles = {title.lower() for title, _ in title_rows() if " " not in title}
    return frozenset(titles | _headline_words("title"))


def _credit_shaped(words: list[str]) -> bool:
    """True when ``words``, between a credit word and the last capitalised word before the first
    lower-case one, are a photographer's name and a headline: a headline has a word it writes in lower
    case or a number ("Murad Sezer Turkish Army Seizes Armed Insurgent at Turkish-Syrian Border"). A
    title and a given name before that word are a person who speaks, with a credit word opening an
    organisation's name or the sentence ("Sputnik Chief Editor Margarita Simonyan said", "Photo Marketing
    Association International President Ted Fuller said"): cut at his surname, it lost its subject."""
    return (
        len(words) >= _CREDITED_WORDS
        and any(word in _headline_words("small") or word[0].isdigit() for word in words[2:])
        and words[-2].lower() not in _title_words()
    )


def without_linked_headlines(body: str) -> str:
    """``body`` without pictures' credits and the headlines of the stories they link to, run into the
    story's next sentence; the sentence starts on a line of its own."""
    kept: list[str] = []
    at = 0
    for credit in _PICTURE_CREDIT.finditer(body):
        if credit.start() < at:
            continue
        start = _story_resumes(body, credit)
        if start is None or len(body[credit.start() : start].split()) < _LINK_MIN_WORDS:
            continue
        kept.append(body[at : credit.start()].rstrip(" \t"))
        at = start
    kept.append(body[at:])
    return joined(piece for piece in kept if piece)


@lru_cache(maxsize=1)
def _run_in_opening() -> re.Pattern[str]:
    """A sentence's opening run into the words before it (``ontology/run-in-openers.tsv``): an opener or
    a capitalised count of people, after a word and before a lower-case word."""
    openers, numbered, counted, named, subjects = (
        "|".join(map(re.escape, words_of_kind("run-in-openers.tsv", kind)))
        for kind in ("opener", "opener-number", "counted", "opener-demonym", "opener-subject")
    )
    # "... across Country The Syrian army continued": a nationality word between the opener and the
    # lower-case word (``demonyms.tsv``, as written)
    nations = "|".join(
        sorted(map(re.escape, {row["demonym"] for row in read_tsv("demonyms.tsv", ["demonym"])}))
    )
    counts = "|".join(
        re.escape(word.capitalize())
        for word in words_of_kind("number-words.tsv", "number")
        if " " not in word and word != "one"
    )
    # the noun ends its word: "BBC Three children's slot" is a channel's programmes
    count = rf"(?P<count>{counts}) (?:{counted})(?![\w'\u2019])"
    return re.compile(
        rf"(?<=[\w)]) (?=(?:{openers}) [a-z]|(?:{numbered}) \d|{count}"
        rf"|(?P<late>(?:{named}) (?:{nations}) [a-z]|(?:{subjects}) [a-z]))"
    )


@lru_cache(maxsize=1)
def heading_ends() -> frozenset[str]:
    """Lower-case words a heading may end on besides a name (``run-in-openers.tsv``, kind ``head``)."""
    return frozenset(words_of_kind("run-in-openers.tsv", "head"))


# The word before a run-in opening: a heading or headline ends on a name (with a capital somewhere:
# "al-Assad"), a number, a bracket or a place's head word ("... in Daraa", "... in Homs city"); after
# any other lower-case word the capital may be a title's or a reported clause's ("the source added that
# The gas was chlorine"), or the story may go on after a box of related headlines run together.
_WORD_BEFORE = re.compile(r"(\S+)\Z")


def _ends_heading(body: str, at: int) -> bool:
    """True when the word before ``at`` may end a heading or headline."""
    before = _WORD_BEFORE.search(body, max(0, at - 60), at)
    word = before.group(1) if before else ""
    return bool(word) and (
        any(c.isupper() for c in word) or word[0].isdigit() or word[-1] == ")" or word in heading_ends()
    )


# A name after "the" takes a count as its own word: "the Guildford Four men who ...", "the Birmingham Six".
_THE_NAME = re.compile(r"\b[Tt]he [A-Z]\S*\Z")


# The start of the words before a run-in opening: after the last sentence's end or line break.
_SENTENCE_END = re.compile(r"(?:[.!?][\"\u201d]?\s+|\n)(?!.*(?:[.!?][\"\u201d]?\s|\n))", re.S)


def _opens_sentence_before(body: str, at: int) -> bool:
    """Whether the words before ``at``, back to the last sentence's end, open on an `opener` of
    ``run-in-openers.tsv`` ("In", "Meanwhile"): a sentence's own opening, not a heading."""
    window = body[max(0, at - 200) : at]
    end = _SENTENCE_END.search(window)
    words = window[end.end() if end else 0 :].split()
    return bool(words) and any(
        words[: len(opener.split())] == opener.split()
        for opener in words_of_kind("run-in-openers.tsv", "opener")
    )


def with_run_in_sentences_apart(body: str) -> str:
    """``body`` with a line break before each sentence run into a heading or headline before it, with no
    full stop between ("... attack in Daraa Two citizens got injured"): the heading and the sentence are
    read apart, the heading keeping its words (the place it names stays in the text), and a page's tag
    list set apart so is cut."""

    def apart(match: re.Match[str]) -> str:
        named = match.group("count") and _THE_NAME.search(body, max(0, match.start() - 60), match.start())
        # "In Daraa province Terrorist groups fired": after a sentence's own opening the words are its setting
        opened = match.group("late") and _opens_sentence_before(body, match.start())
        return _BREAK if _ends_heading(body, match.start()) and not named and not opened else match.group(0)

    return _TAG_LINE.sub("", _run_in_opening().sub(apart, body))


# A page's list of tags after the lead's first sentence, on a line of its own once the sentence run into it
# is set apart ("... on Wednesday killing four. Tags Aleppo Syria toxic gas chlorine gas attack Russia"):
# left in, it was a sentence of its own that named the attack without its day, and the event took the
# page's date instead of the day before.
_TAG_LINE = re.compile(r"(?:(?<=[.!?\"])[ \t]+|(?<=\n)|^)Tags [^.!?\n\"]{1,300}(?=\n|$)")
