"""Which collected names are no names: each normalised form is tested once (a time zone, page
furniture, a headline fragment, names run together where a text lost its commas, an office's field cut off
a minister's title, a credit line, a piece of a longer title) and dropped with its reason for the build's
report. The word-level tests (:func:`.junk.junk_reason`) live in :mod:`.junk`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from functools import lru_cache

from ..resources import alternation, time_zones, words_of_kind
from ..types import ORGANIZATION, OTHER, PERSON, PLACE, Mention
from .abbreviations import common_noun_abbreviation
from .edges import adjective_prefixed
from .eponyms import eponym_term
from .fragments import title_pieces
from .gazetteer import (
    ADJECTIVE_ENDINGS,
    Anchor,
    anchors,
    demonyms,
    known_place_name,
    lookup_key,
    org_words,
    part_words,
    place_heads,
    same_place_words,
    state_code,
)
from .junk import (
    WordStats,
    common_initials,
    compound_tail,
    group_adjectives,
    is_technology,
    junk_reason,
    page_words,
)
from .kinds import _main_kind, _not_given
from .merger import Form
from .names import is_acronym, name_tokens, titles
from .possessives import noun_follows


def _drop_junk(
    forms: list[Form],
    assignment: list[tuple[Mention, int]],
    where: Mapping[int, list[tuple[bool, bool, bool, bool]]],
    texts: Mapping[str, str],
    stats: WordStats,
) -> tuple[list[Form], list[tuple[Mention, int]], tuple[tuple[str, str, int], ...]]:
    """Forms that name something, their mentions, and (name, reason, mentions) of the others; ``texts``:
    each article's text by its id."""
    curated = demonyms()
    demonym_words = frozenset(k for k in curated if " " not in k)
    # the words the corpus names people by: the last words of its full names ("Straw" of "Jack Straw" opens
    # sentences as a name) and one-word names a verb of saying follows ("Sting said": a singer, whatever "a
    # sting" is)
    people = [f for f in forms if f.labels and f.labels.most_common(1)[0][0] == "PERSON"]
    named = frozenset(form.tokens[-1] for form in people if len(form.tokens) > 1) | frozenset(
        form.tokens[0]
        for form in people
        if len(form.tokens) == 1
        and any(_speaks().match(texts.get(m.article_id, ""), m.end) for m in form.mentions)
    )
    by_key = {f.key: f for f in forms}
    keep: dict[int, int] = {}
    dropped: list[tuple[str, str, int]] = []
    kept_forms: list[Form] = []
    spans: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for form in forms:
        for m in form.mentions:
            spans[m.article_id].append((m.start, m.end))
    for index, form in enumerate(forms):
        places = where[index]
        # "at 1900 GMT" names an hour; the check on other names skips acronyms, which are names.
        reason = "time zone" if form.acronym and form.display in time_zones() else None
        if form.acronym and form.display.lower() in page_words():  # a "SEND" button
            reason = "page furniture"
        if is_technology(form.display):  # "GPRS networks", "the CGI stuff", "RFID tags"
            reason = "technology"
        if common_initials(form.display):  # "holds its AGM", "The MSP had been"
            reason = "common noun's initials"
        if adjective_prefixed().fullmatch(form.display):  # "the only other non-League side"
            reason = "adjective"
        # "kilobits per second (Kbps)": the text spells the short form out as a common noun
        if " " not in form.display and common_noun_abbreviation(form.mentions, texts):
            reason = "common noun's abbreviation"
        if not reason and not form.acronym and form.key not in anchors():
            reason = junk_reason(
                form.display,
                form.labels,
                sum(mid for mid, _, _, _ in places),
                sum(head for _, head, _, _ in places),
                len(places),
                stats,
                form.key in curated,
                demonym_words,
                any(form.stated.values()),
                sum(run for _, _, _, run in places),
                _before_noun(form, texts),
                named,
            )
        reason = (
            reason
            or _run_together(form, by_key, stats)
            or _headline_word_and_acronym(form, by_key, stats)
            or _office_fragment(form, texts)
            or eponym_term(form, texts)
            or _sign_off(form, texts)
            or _compound_front(form, texts, stats)
        )
        if not reason and places and all(head for _, head, _, _ in places):
            reason = _outlet_credit(form, by_key) or _byline(form, by_key)
        if not reason and places and all(credit for _, _, credit, _ in places):
            reason = "credit"
        if not reason and _title_piece(form, texts, spans):
            reason = "title piece"
        if reason:
            dropped.append((form.display, reason, len(form.mentions)))
        else:
            keep[index] = len(kept_forms)
            kept_forms.append(form)
    kept = [(m, keep[i]) for m, i in assignment if i in keep]
    return kept_forms, kept, tuple(sorted(dropped))


def _before_noun(form: Form, texts: Mapping[str, str]) -> int:
    """How many mentions of a one-word NORP form, or a group's adjective whatever NER tagged it, come right
    before a lower-case noun (else 0: only such a form can be a people's adjective, and reading every
    mention's next word costs time)."""
    if len(form.tokens) != 1 or not (form.labels["NORP"] or form.tokens[0] in group_adjectives()):
        return 0
    return sum(noun_follows(texts.get(m.article_id, ""), m.end) for m in form.mentions)


@lru_cache(maxsize=1)
def _speaks() -> re.Pattern[str]:
    """A verb of saying right after a name (background-words.tsv kind `speaker-verb`): "Sting said"."""
    return re.compile(rf"\s+{alternation(words_of_kind('background-words.tsv', 'speaker-verb'))}\b")


@lru_cache(maxsize=1)
def _joining_prepositions() -> frozenset[str]:
    """Prepositions that join two names in a sentence and hardly stand inside one (context-words.tsv)."""
    return frozenset(words_of_kind("context-words.tsv", "joining"))


@lru_cache(maxsize=1)
def _generations() -> frozenset[str]:
    """Suffixes after a person's name and a comma ("Sammy Davis, Jr"; context-words.tsv)."""
    return frozenset(words_of_kind("context-words.tsv", "generation"))


def _run_together(form: Form, by_key: Mapping[str, Form], stats: WordStats) -> str | None:
    """ "Qamishli Hasaka", "Idlib Syria": places the corpus names apart, run together
    where a text lost its commas; "Al Arabiya Syrian National Coalition": an outlet and the group it
    interviewed. Other pairs are names of their own ("Damascus Media Office", "Labour Party")."""
    if form.acronym or form.key in anchors() or len(form.tokens) < 2:
        return None
    # "Chris Martin, Dido", "Petruzzella, Schubert": a comma inside a name NER ran over a list, when both
    # sides read as names and hold no lower-case word ("Department of the Environment, Food and Rural
    # Affairs" is one name), and the second is no place that locates the first ("Washington, DC",
    # "Birmingham, Alabama"), no abbreviation ("Springfield, Mass.", "Atlanta, Ga.") and no generation's
    # suffix ("Sammy Davis, Jr")
    before, comma, after = form.display.partition(", ")
    if (
        comma
        and not (known_place_name(after) or state_code(after.strip()))
        and not after.strip().endswith(".")
        and after.strip().lower() not in _generations()
        and all(
            part.split()
            and all(word[:1].isupper() for word in part.split())
            and (_known_part(name_tokens(part), by_key) is not None or _name_like(name_tokens(part), stats))
            for part in (before, after)
        )
    ):
        return "run-together names"
    # "Leinster to Toulouse": a preposition of motion or place between two names, one of which the
    # corpus or the curated tables know, is a sentence's words, not one name's, when the other part reads
    # as a name too. Not a title's or an office's: "A Passage to India", "Letter from America" (a word
    # the texts write in lower case), "Ambassador to Iraq", "Israel at 60", nor a name NER mostly reads
    # as a work or a text states is one ("Road to Perdition", "the documentary Return to Homs")
    if form.labels["WORK_OF_ART"] * 2 <= form.labels.total() and not form.stated[OTHER]:
        for i, token in enumerate(form.tokens[1:-1], start=1):
            parts = (form.tokens[:i], form.tokens[i + 1 :])
            known = [_known_part(part, by_key) is not None for part in parts]
            if (
                token in _joining_prepositions()
                and any(known)
                and all(seen or _name_like(part, stats) for seen, part in zip(known, parts, strict=True))
            ):
                return "run-together names"
    heads = place_heads() | org_words()[1] | same_place_words()
    for cut in range(1, len(form.tokens)):
        if form.tokens[cut:] in heads or form.tokens[:cut] in heads:
            continue
        left, right = _known_part(form.tokens[:cut], by_key), _known_part(form.tokens[cut:], by_key)
        if left is None or right is None:
            continue
        kinds = (_main_kind(left), _main_kind(right))
        # Two organisations only where the second starts afresh with its nation: "United Nations
        # Security Council" is one body, "Al Arabiya Syrian National Coalition" two.
        second = form.tokens[cut:]
        if (
            kinds == (ORGANIZATION, ORGANIZATION)
            and len(second) > 1
            and second[0] in demonyms()
            and form.tokens[0] not in demonyms()
        ):
            return "run-together names"
        # "Syria Kofi Annan", "Hama Syrian Army": a place (a dateline, a tag line) run into a person's
        # full name or into a group that starts afresh with its nation, each named on its own elsewhere
        if (
            kinds[0] == PLACE
            and len(second) > 1
            and (kinds[1] == PERSON or (kinds[1] == ORGANIZATION and second[0] in demonyms()))
        ):
            return "run-together names"
        # one word each, or a curated name: "Birmingham Grand Prix" is an event, not two places
        single = cut == 1 and len(form.tokens) == 2
        if kinds == (PLACE, PLACE) and (single or " ".join(second) in anchors()):
            return "run-together names"
    return None


@lru_cache(maxsize=1)
def _office_after() -> re.Pattern[str]:
    """The capitalised title of a minister that follows the name of the ministry's field: "Home [Secretary]",
    "International Development [Secretary]", "Office for the Deputy [Prime Minister]" (the last words of
    the title are the `minister` rows of ontology/person-words.tsv); a field may be written as a possessive:
    "Children['s Minister]", its "'s" the group `possessive`."""
    heads = alternation(words_of_kind("person-words.tsv", "minister"))
    return re.compile(r"(?P<possessive>['’]s)? (?:[A-Z][a-z]+ ){0,2}" + heads + r"\b")


@lru_cache(maxsize=1)
def _possessive_fields() -> frozenset[str]:
    """The ministries' fields written as a possessive before a minister's title ("Children's Minister"):
    the `ministry-field` rows of ontology/person-words.tsv. A name there is the minister's master's, party's
    or country's: "Mr Putin's Foreign Minister", "Labour's Home Secretary"."""
    return frozenset(words_of_kind("person-words.tsv", "ministry-field"))


_WORD_BEFORE_MENTION = re.compile(r"([A-Za-z]+)\.?\s+$")


def _possessive_field(form: Form, texts: Mapping[str, str]) -> bool:
    """Whether a name before "'s" and a minister's title is the ministry's field: a curated one, never after
    an honorific or a title ("Mr Children's" would be a person's)."""
    if form.display.casefold() not in _possessive_fields():
        return False
    known = titles().honorifics | titles().offices
    for mention in form.mentions:
        word = _WORD_BEFORE_MENTION.search(
            texts[mention.article_id], max(0, mention.start - 20), mention.start
        )
        if word and (word.group(1).lower(),) in known:
            return False
    return True


def _office_fragment(form: Form, texts: Mapping[str, str]) -> str | None:
    """ "Home", "Shadow Constitutional Affairs": what NER cut off the front of a minister's title, in every
    mention. A body's own name ends in a designator ("Refugee Council [Chief Executive]") and a place or a
    curated name stands on its own ("US [Secretary of State]")."""
    # the words after each mention first: they rule out nearly every name at the cost of one match
    if not form.mentions:
        return None
    titled = [_office_after().match(texts[m.article_id], m.end) for m in form.mentions]
    if not all(titled):
        return None
    if any(match and match.group("possessive") for match in titled) and not _possessive_field(form, texts):
        return None
    if form.acronym or form.key in anchors() or form.key in demonyms():
        return None
    if (
        form.tokens[-1:] in org_words()[1]
        or form.tokens[-1:] in place_heads()
        or known_place_name(form.display)
    ):
        return None
    return "title"


# After a wire story's last stop: the sign-off's words, then at most a number ("... it reported. SSH 11")
_STOP_BEFORE = re.compile(r"[.!?\"”]\s+$")
_NUMBER_AFTER = re.compile(r"[\s\d]*")


def _sign_off(form: Form, texts: Mapping[str, str]) -> str | None:
    """ "SSH", "SSH 11": an editor's initials that sign off a wire story, every mention alone after the
    text's last sentence stop (a number aside). The story's own names stand inside its sentences, and a
    writer's name there ("Hazem Sabbagh") is a byline, a person's name."""
    letters = "".join(c for c in form.display if not (c.isspace() or c.isdigit()))
    if len(letters) < 2 or not (letters.isalpha() and letters.isupper()):
        return None
    for mention in form.mentions:
        text = texts.get(mention.article_id, "")
        if not _NUMBER_AFTER.fullmatch(text, mention.end) or not _STOP_BEFORE.search(
            text, max(0, mention.start - 5), mention.start
        ):
            return None
    return "credit" if form.mentions else None


_TAIL_AFTER = re.compile(r"-([a-z]+)\b")


def _compound_front(form: Form, texts: Mapping[str, str], stats: WordStats) -> str | None:
    """ "Nazi-occupied", "Yugoslavian-born": a people's word (its ending a people's: "-ian", "-an", "-i")
    NER cut off the front of a hyphenated adjective in every mention and tagged NORP only. A place or a
    body before such a tail ("Leeds-based") is tagged GPE or ORG and names itself, a brand has no people's
    ending ("TiVo-type"), and a curated demonym is linked to its country."""
    if len(form.tokens) != 1 or {label for label, n in form.labels.items() if n} != {"NORP"}:
        return None
    if not any(form.tokens[0].endswith(ending) for ending in ADJECTIVE_ENDINGS):
        return None
    if form.key in demonyms() or not form.mentions:
        return None
    for mention in form.mentions:
        tail = _TAIL_AFTER.match(texts.get(mention.article_id, ""), mention.end)
        if tail is None or not compound_tail(tail.group(1), stats):
            return None
    return "adjective"


def _title_piece(
    form: Form, texts: Mapping[str, str], spans: Mapping[str, Sequence[tuple[int, int]]]
) -> bool:
    """ "My Summer of [Love]", "Go [Digital]": every mention cut out of a longer title-case name. Not a name
    whose context states its kind ("Aleppos [Qaryat al-Ansari] neighborhood", a town of a comma-less list),
    nor a place GeoNames knows or an acronym, which stand on their own after another name where FA-KES lost
    its commas."""
    if form.acronym or any(form.stated.values()) or form.key in anchors() or known_place_name(form.display):
        return False
    return title_pieces(form.mentions, texts, spans)


def _outlet_credit(form: Form, by_key: Mapping[str, Form]) -> str | None:
    """ "Sputnik Mikhail Voskresenskiy" in a caption: the outlet and its photographer run together where
    a page dropped the slash of its photo credit. Only in headline-like text, where NER reads the
    capitalised run as one name; an outlet's name never starts a person's."""
    if form.acronym or not 3 <= len(form.tokens) <= 4 or _main_kind(form) != PERSON:
        return None
    outlet = by_key.get(form.tokens[0])
    return "credit" if outlet is not None and _main_kind(outlet) == ORGANIZATION else None


def _byline(form: Form, by_key: Mapping[str, Form]) -> str | None:
    """ "Monitor AFP": a headline's last words run into the acronym of the agency that wrote the story.
    Only where every mention is in headline-like text, where NER reads a capitalised run as one name."""
    if form.acronym or len(form.tokens) < 2:
        return None
    last = form.display.split()[-1]
    outlet = by_key.get(lookup_key(last)) if is_acronym(last) else None
    if outlet is None or _main_kind(outlet) != ORGANIZATION:
        return None
    return "credit"


def _headline_word_and_acronym(form: Form, by_key: Mapping[str, Form], stats: WordStats) -> str | None:
    """ "Monitor AFP", "Monitor UN": the last word of one headline and the acronym of an organisation
    that opens the next line (a byline, a related headline). A common word leads no organisation's
    acronym: a name of one word and an acronym is a place or a name ("Homs SANA" is caught elsewhere)."""
    words = form.display.split()
    if form.acronym or len(words) != 2 or not is_acronym(words[1]):
        return None
    first = form.tokens[0]
    if not stats.lower.get(first) or (first,) in place_heads() | org_words()[1] | part_words():
        return None
    outlet = by_key.get(lookup_key(words[1]))
    return "headline fragment" if outlet is not None and _main_kind(outlet) == ORGANIZATION else None


def _name_like(tokens: tuple[str, ...], stats: WordStats) -> bool:
    """True when words the corpus does not know as a name still read as one: no article, number, title
    or other word of :func:`_not_given`, and none the texts write in lower case."""
    return not any(
        token in ("a", "an", "the") or token.isdigit() or token in _not_given() or stats.lower.get(token, 0)
        for token in tokens
    )


def _known_part(tokens: tuple[str, ...], by_key: Mapping[str, Form]) -> Form | Anchor | None:
    """The corpus form or curated name that ``tokens`` spell."""
    key = " ".join(tokens)
    return by_key.get(key) or anchors().get(key)
