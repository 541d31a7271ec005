"""Page furniture run into the lead's sentences once a page is flattened with no full stop between, found
by the page's layout rather than by a sentence's shape:

- a list of tags printed between the standfirst and the lead ("... leaving hundreds dead. Tags Syria Aleppo
  Russia airstrikes US ceasefire Hundreds of people including civilians have been killed ..."), which read
  as prose became the sentence's subject ("Tags Syria Aleppo Russia | airstrike | US ceasefire ...");
- a subheading or standfirst run into the sentence that repeats its opening ("A person injured in a rocket
  attack in Quneitra A person was injured ..."), read as one subject;
- a labelled date stamp glued to the lead ("Date of publication 26 September 2016 Supplies in the city ..."),
  read as the sentence's subject.

The tags are cut; the heading and the stamp keep their words on a line of their own. A province's heading in
a round-up and a subheading in capitals, set apart with a full stop as well, are ``kg.section_headings``'s.
Takes and gives plain strings, like ``kg.furniture``; of kg it reads only ontology tables
(``ontology/tag-list-words.tsv``, ``ontology/number-words.tsv``). The cut is made before parsing, so every
character offset kg records points into the kept text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .furniture import MONTH
from .resources import words_of_kind
from .wire_furniture import picture_label_end

_TABLE = "tag-list-words.tsv"
# The tag list opens the lead, after the date and standfirst: a "Tags" further into the text is the list a
# page prints after the story (kg.stories cuts that one with the page's end).
_LEAD_CHARS = 1200
_TAGS = re.compile(r"(?:(?<=\s)|^)Tags[ \t]+(?=\S)")
# The run the tags and the lead's first sentence make: up to the sentence's end or the line's.
_RUN_END = re.compile(r"[.!?][\"\u201d]?(?=\s|$)|\n")
# "Tags" after a capitalised word is a name's ("Smart Tags feature"), not a page's label.
_NAMED = re.compile(r"(?:^|\s)[A-Z][\w-]*[ \t]+\Z")
_WORD = re.compile(r"\S+")
# A page lists a handful of tags; a longer run before the sentence is not a tag list.
_MAX_TAGS_WORDS = 25
# The sentence kept after the tags is a clause: a few words at least.
_MIN_SENTENCE_WORDS = 5
# A lower-case past form is a verb, which no keyword tag holds ("Syrian regime warplanes bombed ...").
_PAST = re.compile(r"[a-z]{3,}ed")


@lru_cache(maxsize=1)
def _clause_words() -> frozenset[str]:
    """Words a keyword tag never holds outside a name: prepositions, auxiliaries, conjunctions."""
    return frozenset(words_of_kind(_TABLE, "clause"))


@lru_cache(maxsize=1)
def _counts() -> frozenset[str]:
    """The one-word counts of number-words.tsv, capitalised as they open a sentence ("Three")."""
    return frozenset(w.capitalize() for w in words_of_kind("number-words.tsv", "number") if " " not in w)


@lru_cache(maxsize=1)
def _openers() -> tuple[tuple[str, ...], ...]:
    """Words and phrases that open a sentence (``opener``) and the capitalised counts, each as a tuple
    of words."""
    return tuple(tuple(phrase.split()) for phrase in (*words_of_kind(_TABLE, "opener"), *sorted(_counts())))


@lru_cache(maxsize=1)
def _articles() -> tuple[frozenset[str], frozenset[str]]:
    """The indefinite articles, which no tag holds, and the definite, which a tag holds only before a name
    ("the Nusra Front")."""
    return frozenset(words_of_kind(_TABLE, "indefinite")), frozenset(words_of_kind(_TABLE, "definite"))


def _capitalised(word: str) -> bool:
    # a quotation opening the lead is the sentence's start: '"We have nothing left," said ...'
    return word.lstrip("\"\u201c'\u2018")[:1].isupper()


def _holds_prose(words: list[str]) -> bool:
    """True when ``words`` hold what no keyword tag list does: a comma, an indefinite article ("shot down a
    Syrian helicopter") or a definite one before a lower-case word ("struck the city")."""
    indefinite, definite = _articles()
    for at, word in enumerate(words):
        after = words[at + 1] if at + 1 < len(words) else ""
        if word.endswith(",") or word in indefinite or (word in definite and not _capitalised(after)):
            return True
    return False


def _is_clause_word(words: list[str], at: int) -> bool:
    """True when ``words[at]`` belongs to a clause rather than to a keyword tag."""
    word = words[at]
    after = words[at + 1] if at + 1 < len(words) else ""
    before = words[at - 1] if at > 0 else ""
    if _PAST.fullmatch(word):
        # before a lower-case noun it is an adjective, which tags hold ("besieged areas", "armed groups"); a
        # verb there ("Jets killed civilians in ...") still has a clause word after it
        return not (after.islower() and after not in _clause_words())
    if word not in _clause_words():
        return False
    # inside a capitalised name: "Syrian Observatory for Human Rights"
    return not (_capitalised(after) and _capitalised(before))


def _sentence_start(words: list[str]) -> int | None:
    """The index of the word where the sentence starts after the tags in ``words``, or None when no
    clause word tells where within a tag list's length."""
    clause = next((at for at in range(1, len(words)) if _is_clause_word(words, at)), None)
    if clause is None or clause > _MAX_TAGS_WORDS + 3:
        return None
    openers = [
        at
        for at in range(1, clause)
        for phrase in _openers()
        if tuple(words[at : at + len(phrase)]) == phrase
    ]
    if openers:
        return max(openers)
    # the phrase before the clause word: lower-case words back to the capitalised one that opens it
    at = clause - 1
    while at > 0 and not _capitalised(words[at]):
        at -= 1
    if at > 1 and _PAST.fullmatch(words[at - 1].lower()):
        # a participle opens the phrase, which no tag is: "... Aleppo Suspected Syrian regime airstrikes"
        at -= 1
    if at > 1 and words[at - 1] in _clause_words() and _capitalised(words[at - 2]):
        # the phrase is a name's tail ("Tags Hotel in Leeds was sold ..."): no tag list ends inside a name
        return None
    return at if at > 0 and _capitalised(words[at]) else None


def without_lead_tags(body: str) -> str:
    """``body`` without a tag list run into the lead's first sentence, which starts a line of its own; a
    tag list that the page closed with a full stop ("Tags Syria Aleppo ceasefire truce sniper fire.") is
    cut whole when it holds no clause word."""
    tags = _TAGS.search(body, 0, _LEAD_CHARS)
    if tags is None or _NAMED.search(body, max(0, tags.start() - 40), tags.start()):
        return body
    end = _RUN_END.search(body, tags.end())
    run_end = end.start() if end else len(body)
    spans = list(_WORD.finditer(body, tags.end(), run_end))
    words = [span.group(0) for span in spans]
    start = _sentence_start(words)
    if start is None:
        if end is None or body[end.start()] == "\n" or len(words) > _MAX_TAGS_WORDS:
            return body
        if _holds_prose(words) or any(_is_clause_word(words, at) for at in range(len(words))):
            return body
        # a tag list closed as a sentence, before the lead's own sentence
        return _cut(body, tags.start(), end.end())
    if start > _MAX_TAGS_WORDS or len(words) - start < _MIN_SENTENCE_WORDS or _holds_prose(words[:start]):
        # prose in the cut means the sentence started before the word found ("Rebels shot down a Syrian
        # helicopter, the monitor said": "Syrian")
        return body
    return _cut(body, tags.start(), spans[start].start())


def _cut(body: str, start: int, end: int) -> str:
    """``body`` without ``body[start:end]``, the text after it on a line of its own."""
    before = body[:start].rstrip(" \t")
    after = body[end:].lstrip(" \t")
    if not before or before.endswith("\n"):
        return before + after
    return before + "\n" + after if after and not after.startswith("\n") else before + after


# A sentence's opening as the words of a subheading or standfirst, repeated by the sentence run into it with
# no full stop between: "A person injured in a rocket attack in Quneitra A person was injured when ..." (a
# news agency's subheading), "Al-Qaeda loyalists attacked a town ... ambulance crew Al-Qaeda loyalists
# attacked a town ..." (a standfirst printed before the lead that repeats it). Read as one sentence, the
# heading became the subject ("A person injured in ... | injure in | ..."), or its last words the repeat's.
_SENTENCE = re.compile(r"[^\n]+?(?:[.!?][\"\u201d]?(?=\s|$)|(?=\n)|$)")
# The repeat is looked for this far into a sentence: a standfirst is a sentence of its own.
_REPEAT_WINDOW = 70
# Two words repeated tell a run-in after an opener, which mid-sentence is never capitalised ("A person");
# a name's words repeat in prose ("Syrian troops ... Syrian troops"), so three must then.
_OPENER_REPEAT = 2
_NAME_REPEAT = 3


def _repeat_at(words: list[str]) -> int | None:
    """The index of the word where the sentence of ``words`` repeats its opening, or None."""
    if not words or not _capitalised(words[0]):
        return None
    opener = any(tuple(words[: len(phrase)]) == phrase for phrase in _openers())
    size = _OPENER_REPEAT if opener else _NAME_REPEAT
    opening = words[:size]
    if len(opening) < size or any(word[-1] in ",;:" for word in opening):
        return None
    for at in range(size + 1, min(len(words), _REPEAT_WINDOW) - size + 1):
        before = words[at - 1]
        # after a function word or a comma the words are the sentence's own: "The Daily Courier and The
        # Daily Herald say", "River Bank of Hillside bought a stake in River Bank of Lowland"
        ends = before[-1] in '.!?:;,"' or before in _clause_words()
        if words[at : at + size] == opening and not ends and _restated(words[size:at], words[at + size :]):
            return at
    return None


# A heading or standfirst is restated by the sentence that repeats its opening, so most of its content words
# come back after the repeat; a name said twice in one sentence is followed by new words ("Black Lives
# Matter protesters chanted Black Lives Matter outside the embassy", "Bank of England governor ... warned
# Bank of England staff"), where a line break would cut the verb from its object.
_RESTATED_SHARE = 0.5
# Past forms and plurals still match their restatement: "injured" and "injure", "attacks" and "attack".
_STEM_CHARS = 5
# The restatement adds words of its own ("was", a date, a source), so it is read this much past the heading's
# length.
_RESTATED_SLACK = 15


def _stem(word: str) -> str:
    return re.sub(r"\W", "", word.lower())[:_STEM_CHARS]


def _restated(heading: list[str], after: list[str]) -> bool:
    """True when most content words of ``heading`` (the words between the opening and its repeat) come
    back in the words after the repeat."""
    content = [_stem(w) for w in heading if w not in _clause_words() and len(_stem(w)) > 2]
    if not content:
        return False
    kept = {_stem(w) for w in after[: len(heading) + _RESTATED_SLACK]}
    return sum(stem in kept for stem in content) >= _RESTATED_SHARE * len(content)


def with_repeated_openings_apart(body: str) -> str:
    """``body`` with a line break before a sentence run into the subheading or standfirst whose opening it
    repeats; the heading keeps its words on a line of its own."""
    cuts: list[int] = []
    for sentence in _SENTENCE.finditer(body):
        spans = list(_WORD.finditer(body, sentence.start(), sentence.end()))
        at = _repeat_at([span.group(0) for span in spans])
        if at is not None:
            cuts.append(spans[at].start())
    for cut in reversed(cuts):
        body = body[:cut].rstrip(" \t") + "\n" + body[cut:]
    return body


# A page's date label and its date run into the lead's first sentence: "Date of publication 26 September 2016
# Supplies in the city under siege are ...". Read as prose, the label became the sentence's subject ("Date
# of publication 10 July 2016 | struck | ..."). The stamp stays, on a line of its own, where
# ``kg.stamps.page_stamp`` reads the article's date from it.
@lru_cache(maxsize=1)
def _labelled_stamp() -> re.Pattern[str]:
    labels = "|".join(re.escape(label) for label in words_of_kind(_TABLE, "stamp-label"))
    date = rf"\d{{1,2}} {MONTH} (?:19|20)\d\d|{MONTH} \d{{1,2}},? (?:19|20)\d\d"
    return re.compile(rf"\A[ \t]*(?:{labels})[ \t]+(?:{date})(?P<gap>[ \t]+)(?=[A-Z\"\u201c])")


def with_stamp_apart(body: str) -> str:
    """``body`` with the lead's first sentence on a new line after a labelled date stamp glued to it, and
    without the label of the lead's picture between them ("... 25 July 2016 Video Suspected strikes hit")."""
    stamp = _labelled_stamp().match(body)
    if stamp is None:
        return body
    lead = picture_label_end(body, stamp.end("gap"), after_stamp=True) or stamp.end("gap")
    return body[: stamp.start("gap")] + "\n" + body[lead:]


# A news agency's subheading run into the sentence that restates it in other words, with no full stop
# between: "Terrorists detonate IED near the hospital in Hasaka Terrorists detonated an explosive device near
# the hospital in Hasaka province ...", "Civilian killed in rocket attack in Sweida A civilian was killed
# ...", "Barrage of shells Rebels fired a barrage of shells ...". The opening is not repeated word for word
# (``with_repeated_openings_apart``), so the heading is told by the sentence after the break restating most
# of its content words, its opening among them, near the break. Read as one sentence, the heading became
# the subject ("Terrorists detonate IED near ... | cause | material damage") or a copula's ("IED | be |
# Terrorists detonate").
_HEADING_MAX_WORDS = 30
# Two content words restated at least: a name said twice in one sentence ("the
# Syrian Observatory said ... Syrian troops") is followed by new words.
_HEADING_SHARED = 2
# More than half of them: a singer's album title running into a sentence that names the singer again ("Vale's
# album The Ballad of Nina | Vale was nominated too") restates two of four, a name and the noun before it.
_HEADING_SHARE = 0.5
# One of the heading's first two content words comes back this near the break: the restating sentence opens
# on the heading's subject or act ("A civilian was killed", "Rebels fired a barrage").
_ANCHOR_WORDS = 6
# A heading names at least three content words ("Barrage of shells" is too short to tell from a title after
# its noun: "the band's album The Last Song ...").
_HEADING_CONTENT = 3
# The capitalised pronoun starts no sentence run into a heading: "the best night I've had in years".
_PRONOUN_I = re.compile(r"I(?:'|\u2019|\b)").match
# Closing punctuation a heading does not end on: a comma, colon or stop belongs to the sentence.
_NOT_HEADING_END = ".!?,;:(-"


@lru_cache(maxsize=1)
def _function_words() -> frozenset[str]:
    """Lower-case words that carry none of a heading's content: the clause words, the articles and the
    ``function`` rows of the table."""
    indefinite, definite = _articles()
    words = {*_clause_words(), *indefinite, *definite, *words_of_kind(_TABLE, "function")}
    return frozenset(word.lower() for word in words)


@lru_cache(maxsize=1)
def _prose_words() -> frozenset[str]:
    """Lower-case words a telegraphic heading never holds (``prose`` rows): auxiliaries, pronouns, "said"."""
    return frozenset(words_of_kind(_TABLE, "prose"))


def _content(words: list[str]) -> list[str]:
    """The stems of the content words among ``words``."""
    function = _function_words()
    return [
        _stem(word)
        for word in words
        if word.lower().strip("\"'\u201c\u201d") not in function and len(_stem(word)) > 2
    ]


def _restated_heading_at(words: list[str]) -> int | None:
    """The index of the word where a sentence restating the heading that opens ``words`` starts, or None."""
    function, prose = _function_words(), _prose_words()
    if not words or not words[0][:1].isupper() or words[0].lower() in prose:
        # a quotation, a lower-case word or a pronoun opens no heading: "Her record Songs of ..."
        return None
    best: tuple[int, float, int] | None = None  # restated words, their share, minus the index
    for at in range(2, min(len(words) - _MIN_SENTENCE_WORDS, _HEADING_MAX_WORDS) + 1):
        word, before, after = words[at], words[at - 1], words[at + 1]
        if before[-1] in ",;:" or before.lower() in prose:
            # a heading holds no clause break, no auxiliary, pronoun or saying: "The broadcaster has said it
            # hopes to ...", "..., but Never Say Goodbye"; the rest cannot be one either
            break
        if not word[:1].isupper() or _PRONOUN_I(word) or before[-1] in _NOT_HEADING_END:
            continue
        if before.lower() in function or (_capitalised(before) and not after[:1].islower()):
            # a heading ends on a content word; between two capitalised words before a third (or a bracket)
            # the break is inside a name: "the Syrian Observatory for Human Rights", "Islamic State [IS]"
            continue
        heading = _content(words[:at])
        if len(heading) < _HEADING_CONTENT:
            continue
        restated = set(_content(words[at : 2 * at + _RESTATED_SLACK]))
        shared = [stem for stem in heading if stem in restated]
        if len(shared) < _HEADING_SHARED or len(shared) <= _HEADING_SHARE * len(heading):
            continue
        if not set(shared) & set(_content([w for w in words[:at] if not _capitalised(w)])):
            # only a name's words restated: a name said twice ("Lib Dem leader ... Lib Dem election")
            continue
        if not set(heading[:2]) & set(_content(words[at : at + _ANCHOR_WORDS])):
            continue
        # the break that restates the most of the heading, then the largest share of it: "Terrorists detonate
        # IED near ... in Hasaka | Terrorists detonated", not "Terrorists detonate | IED near ..."
        score = (len(shared), len(shared) / len(heading), -at)
        best = score if best is None else max(best, score)
    return -best[2] if best else None


def with_restated_headings_apart(body: str) -> str:
    """``body`` with a line break before a sentence run into the subheading it restates in other words; the
    heading keeps its words on a line of its own."""
    cuts: list[int] = []
    for sentence in _SENTENCE.finditer(body):
        spans = list(_WORD.finditer(body, sentence.start(), sentence.end()))
        at = _restated_heading_at([span.group(0) for span in spans])
        if at is not None:
            cuts.append(spans[at].start())
    for cut in reversed(cuts):
        body = body[:cut].rstrip(" \t") + "\n" + body[cut:]
    return body
