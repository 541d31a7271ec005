"""Towns a sentence names that NER left unmarked there though it marked them elsewhere in the article: "88
dead in clashes in Syrias southern Daraa province" beside a later "territory they hold in Daraa". The event
stage reads a sentence's towns from its mentions (kg/events/model.py: the towns that place the main event,
the towns of the sentences that give its figures); a town written again where the tagger missed it is as
much a town of that sentence.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator, Mapping

from ..types import ArticleExtraction, Entity
from .countries import is_country
from .placement import is_town

# Shorter names than this are never looked up in the text: an initial, a cut-off word.
MIN_NAME = 4


def unmarked_towns(
    extraction: ArticleExtraction, keys: Mapping[tuple[int, int], str], entities: Mapping[str, Entity]
) -> Iterator[tuple[int, int, str]]:
    """(sentence index, start, entity key) of each town written as one of its own mentions in the article
    is written, where no mention of the sentence covers it; only as a whole name, no capitalised word run
    into it ("Daraa" not in "Daraa Police Command", nor in "Upper Daraa"; after a country's possessive,
    as FA-KES writes it without the apostrophe, it stands: "Syrias Daraa")."""
    text = extraction.article.text
    forms: dict[str, str] = {}
    for m in extraction.mentions:
        key = keys.get((m.start, m.end))
        form = text[m.start : m.end]
        if key is not None and len(form) >= MIN_NAME and form[0].isupper() and is_town(key, entities):
            forms.setdefault(form, key)
    if not forms:
        return
    # one name per town form, longest first, so that a town's longer name is read before a shorter one in it
    pattern = re.compile(
        r"(?<![\w-])(?:"
        + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
        + r")(?![\w-])"
    )
    covered: dict[int, list[tuple[int, int]]] = {}
    for m in extraction.mentions:
        covered.setdefault(m.sentence_index, []).append((m.start, m.end))
    for sentence in extraction.sentences:
        spans = covered.get(sentence.index, [])
        for match in pattern.finditer(sentence.text):
            start, end = sentence.start + match.start(), sentence.start + match.end()
            if any(s < end and start < e for s, e in spans):
                continue
            if _run_into(sentence.text, match.start(), match.end()):
                continue
            yield sentence.index, start, forms[match.group(0)]


_NEXT_WORD = re.compile(r"[^\S\n]+([A-Z][\w-]*)")
_LAST_WORD = re.compile(r"([A-Z][\w-]*)[^\S\n]+$")
# Capitalised words that are no part of a name: a day or a month ("in Daraa Monday", "On Friday Daraa"), and
# a compound modifier whose last part is lower case ("IS-held Daraa", "Kurdish-led")
_CALENDAR = frozenset((*calendar.day_name, *calendar.month_name)) - {""}
_MODIFIER = re.compile(r"[\w-]*-[a-z]+")


def _name_word(word: str) -> bool:
    """Whether a capitalised ``word`` beside a town could be part of a longer name."""
    return word not in _CALENDAR and not _MODIFIER.fullmatch(word)


def _run_into(text: str, start: int, end: int) -> bool:
    """Whether a capitalised word runs into the name at ``start:end`` of ``text``: then the name is part of a
    longer one the tagger saw otherwise, or of a headline's Title Case."""
    after = _NEXT_WORD.match(text, end)
    if after and _name_word(after.group(1)):
        return True
    before = _LAST_WORD.search(text, 0, start)
    if before is None or before.start() == 0 or not _name_word(before.group(1)):
        return False  # the sentence's first word is capitalised as such ("In Daraa"), a day is no name
    word = before.group(1)
    # "Syrias Daraa": a country's possessive without its apostrophe
    return not (word.endswith("s") and is_country(word[:-1]))
