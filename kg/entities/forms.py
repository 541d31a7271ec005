"""Keying and grouping of names: each NER mention is made whole (words cut off its front or back,
a possessive, a name run over an "and"), split where NER fused two names, parsed into its name without
titles and grouped with the mentions of the same lookup key into one ``Form``, with the kinds the words
around it state and the kinds lists and roles give it. Forms that name nothing are dropped (:mod:`.dropping`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache, partial

from .. import config
from ..types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE, ArticleExtraction, Mention
from .adjacent import joined_adjacent
from .anchors import one_person_demonyms
from .awards import award_before_noun
from .conjoined import joined_at_and, regain_coordinated_front, split_at_and
from .coordination import name_lists, odd_items
from .corpus_names import LazyKeys, LazyProse, known_keys, known_name, title_line
from .cut_titles import joined_at_of, regain_back_at_link, regain_capital_head, regain_front_at_of
from .day_edges import regain_day_front, without_date_front
from .dropping import _drop_junk
from .edges import (
    in_credit,
    inside_subtitles,
    regain_back,
    regain_designator,
    regain_front,
    without_adjective_prefix,
    without_description_prefix,
    without_former_prefix,
)
from .evidence import CONTEXT_WEIGHT, context_kind
from .fused import regain_article_part, regain_bracket_tail, split_fused, split_groups
from .gazetteer import (
    Anchor,
    anchors,
    big_city,
    demonyms,
    known_places,
    lookup_key,
    national_names,
    org_words,
)
from .glued_tails import glued_organisation, trim_tail
from .hyphens import regain_hyphen_back
from .initials import regain_initial
from .junk import WordStats
from .kinds import body_name
from .lineups import split_line_up
from .linking import MentionKey
from .merger import Form
from .name_titles import strip_titles
from .names import clean_surface, is_acronym, name_tokens, titles
from .place_lists import joined_article_names, split_place_list
from .possessives import apostrophe_free, depossess
from .prepositions import split_at_preposition
from .roles import bodies_of_roles
from .seats import joined_seats, split_seats
from .teams import names_side, person_sides
from .title_case import after_title_case_run
from .work_lists import listed_works, not_works


def _collect_forms(
    extractions: Sequence[ArticleExtraction],
    texts: Mapping[str, str],
    stats: WordStats,
) -> tuple[
    list[Form],
    list[tuple[Mention, int]],
    tuple[tuple[str, str, int], ...],
    dict[MentionKey, MentionKey],
    dict[Mention, tuple[str, float]],
]:
    """One Form per normalised name, the form of each mention that names something, the names dropped
    as no names (numbers, bare adjectives, common words, headline fragments) with the reason, and the
    offsets of mentions whose possessive was cut off (NER's offsets -> the name's). ``texts``: each
    article's text by its id, built once by the caller."""
    moved: dict[MentionKey, MentionKey] = {}
    stated_kinds: dict[Mention, tuple[str, float]] = {}
    forms: list[Form] = []
    by_key: dict[str, int] = {}
    assignment: list[tuple[Mention, int]] = []
    # every name the corpus writes: what a possessive may own, or a designator NER left out may complete
    names = LazyKeys(extractions)
    known = known_keys(names()) if any(apostrophe_free(e.article.text) for e in extractions) else frozenset()
    prose = LazyProse(extractions)
    # form -> (mid-sentence, headline, in a credit line, in a title-case run inside a paragraph)
    where: dict[int, list[tuple[bool, bool, bool, bool]]] = defaultdict(list)

    def known_rest(rest: str) -> bool:
        return known_name(lookup_key(rest), names)

    for extraction in extractions:
        text = extraction.article.text
        bare = apostrophe_free(text)
        starts = {s.index: s for s in extraction.sentences}
        spans = sorted((m.start, m.end) for m in extraction.mentions)

        def covered(offset: int, spans: list[tuple[int, int]] = spans) -> bool:
            at = bisect_left(spans, (offset + 1,)) - 1
            return at >= 0 and spans[at][0] <= offset < spans[at][1]

        mentions = extraction.mentions
        joined = {
            **joined_adjacent(text, mentions),
            **joined_article_names(text, mentions),
            **joined_at_and(text, mentions),
            **joined_seats(text, mentions),
            **joined_at_of(text, mentions),
        }
        subtitled = inside_subtitles(text, extraction.mentions) if text else frozenset()
        # the sides of fixture lines that are people the article names in full ("Federer" of "Roger Federer")
        people = tuple(sorted({m.text.strip() for m in extraction.mentions if m.label == "PERSON"}))
        people_sides = person_sides(text, people) if text else ()
        # two people NER ran together over an "and" are split by the article's own people's names
        at_and = partial(split_at_and, known=names, people=people, text=text)
        # a Mention hashes all its fields: most articles join and hide none, so ask only where one does
        for source in extraction.mentions:
            if source.label not in config.NER_KINDS or (subtitled and source in subtitled):
                continue
            mention = source
            was_joined = bool(joined) and source in joined
            if was_joined:
                first, whole = joined[source]
                if source is not first:  # the name's second half is read with its first
                    moved[(source.article_id, source.start, source.end)] = (
                        whole.article_id,
                        whole.start,
                        whole.end,
                    )
                    continue
                mention = whole
            cut = regain_back(text, regain_front(text, mention, lookup_key)) if text else mention
            if text:
                cut = regain_day_front(text, without_date_front(text, cut, stats))
                cut = regain_initial(text, cut, covered)
                cut = regain_article_part(text, cut, covered, names)
                cut = regain_coordinated_front(text, cut, covered, names)
                cut = regain_back_at_link(text, regain_front_at_of(text, cut, covered), covered)
                cut = regain_hyphen_back(text, regain_capital_head(text, cut, covered), covered)
                cut = regain_bracket_tail(text, cut, stats, names)
            if text:
                cut = regain_designator(text, cut, names, lookup_key)
            if bare:
                cut = depossess(cut, known, lookup_key, text)
            cut = without_former_prefix(cut, known_rest)
            if text:
                cut = without_description_prefix(cut, text)
            whole = without_adjective_prefix(cut, text)
            cut = trim_tail(whole)
            glued = glued_organisation(whole, cut) if cut is not whole else None
            sentence = starts.get(mention.sentence_index)
            # a headline quoted inside a paragraph shows only in the words around the mention
            run = sentence is not None and prose.run(text, cut)
            title = sentence is not None and (prose.titled(extraction)[sentence.index] or run)
            # The first line of an article is its headline, title case or not.
            headline = title or (sentence is not None and sentence.index == 0)
            # Only a headline's title case splits a span, not a short line whose few words are names ("She
            # ran the London Marathon in April."). A headline run into the next line ("... Terror Attack on
            # Damascus Military Source The Syrian government has") shows only in the words before the mention.
            # only at an article's start: in running text the capitals before a name are often other names
            # ("the Texas Electronic Mail and Solicitation Act and [Texas Deceptive Trade Practices Act]")
            opening = sentence is not None and sentence.index == 0 and after_title_case_run(text, cut)
            split = opening or run or (title and title_line(sentence, cut))
            pieces = split_fused(text, cut, split, prose(), stats, prose.recurring()) if text else (cut,)
            if glued is not None:
                pieces = (*pieces, glued)
            # a name just made whole at its "and" is not split there again
            # (most spans are one name: the one piece is split without building a tuple of tuples)
            if not was_joined:
                pieces = _each(pieces, at_and)
            pieces = _each(pieces, split_groups)
            # two names run together over a preposition ("[Lanterns at Hill Park]")
            pieces = _each(pieces, partial(split_at_preposition, known=known_rest, stats=stats))
            pieces = _each(pieces, partial(split_place_list, text))
            # players of a match sheet run together or into a minute ("[Fortune, Fletcher]", "[Giggs 64]");
            # a label before a number names nothing ("[Att]: 47,111")
            pieces = _each(pieces, partial(split_line_up, text))
            pieces = _each(pieces, partial(split_seats, text))
            if not pieces:
                continue
            if pieces[-1] is not source:
                moved[(source.article_id, source.start, source.end)] = (
                    mention.article_id,
                    pieces[-1].start,
                    pieces[-1].end,
                )
            for piece in pieces:
                label = "PERSON" if _demonym_before_person(piece) else piece.label
                # "the [Observatory] said" tagged PERSON: a name that is only a word ending bodies' names
                # names a body, never a person, and may then join the body's full name as its short form
                # (not a place's: "Observatory" may name a hill or a quarter, tagged GPE)
                body = label in ("PERSON", "ORG") and body_name(piece.text)
                if body:
                    label = "ORG"
                award = award_before_noun(text, piece) if label == "PERSON" else None
                if award is not None:
                    label = "EVENT"
                parsed = _parse(piece.text, label == "PERSON")
                if parsed is None:
                    continue
                _, core, key = parsed
                # mention by mention, so that a person called Oscar elsewhere in the build keeps his name
                if award is not None:
                    key, core = lookup_key(award.label), award.label
                index = by_key.get(key)
                if index is None:
                    index = by_key[key] = len(forms)
                    forms.append(Form(key, name_tokens(core), is_acronym(core)))
                forms[index].add(piece, core, config.NER_KINDS[label])
                stated = context_kind(text, piece)
                # nor do the words around it make it a person ("said Observatory director X" is his role)
                if body and stated and stated[0] == PERSON:
                    stated = None
                # a side of the article's fixture or result lines is the club, unless the words around
                # this mention put something in a place ("a hotel in Liverpool"); a nation's side is
                # judged as its country, and a line with a person's side names no clubs ("Federer v Roddick")
                if (
                    not (stated and stated[0] == PLACE and stated[1] >= CONTEXT_WEIGHT)
                    and lookup_key(core) not in national_names()
                    and names_side(text, piece, people_sides)
                ):
                    stated = (ORGANIZATION, CONTEXT_WEIGHT)
                if stated:
                    stated_kinds[piece] = stated
                    forms[index].votes[stated[0]] += stated[1]  # type: ignore[assignment]
                    forms[index].stated[stated[0]] += stated[1]
                head = sentence is not None and not text[sentence.start : piece.start].strip(" \"'“‘(-")
                where[index].append((not head, headline, in_credit(text, piece), run))
                assignment.append((piece, index))
    _vote_by_names_around(texts, assignment, forms, stated_kinds)
    forms, assignment, dropped = _drop_junk(forms, assignment, where, texts, stats)
    # Forms in key order, so that rules run, and reasons read, the same whatever the article order.
    order = sorted(range(len(forms)), key=lambda i: forms[i].key)
    position = {old: new for new, old in enumerate(order)}
    forms = [forms[i] for i in order]
    for form in forms:
        form.anchor = _anchor_of(form)
    return forms, [(mention, position[i]) for mention, i in assignment], dropped, moved, stated_kinds


def _each(
    pieces: tuple[Mention, ...], split: Callable[[Mention], tuple[Mention, ...]]
) -> tuple[Mention, ...]:
    """The pieces ``split`` makes of each of ``pieces``, in order."""
    if len(pieces) == 1:
        return split(pieces[0])
    return tuple(part for piece in pieces for part in split(piece))


# An item of a list counts as twice one bare mention's NER tag: a city in a list of cities tagged PERSON
# once ("Paris, Lille, Lyon and Toulouse") becomes a place, a full name (3.0) keeps its own kind.
LIST_WEIGHT = 2.0


def _vote_by_names_around(
    texts: Mapping[str, str],
    assignment: Sequence[tuple[Mention, int]],
    forms: Sequence[Form],
    stated_kinds: dict[Mention, tuple[str, float]],
) -> None:
    """Give an item of a list of names the kind its other items share (:mod:`.coordination`), or a work's
    where two of them are titles the article states works (:mod:`.work_lists`), and a name
    written before a role and its holder the kind of a body (:mod:`.roles`), where no words around the
    mention state a kind already. ``texts``: each article's text by its id."""

    def state(mention: Mention, kind: str, weight: float) -> None:
        # a kind stated anew replaces the one the words around the mention stated (a bare "at" of a place
        # before a title the list makes a work), so the form keeps no vote of a kind no longer stated
        form = forms[form_of[mention]]
        if mention in stated_kinds:
            old, old_weight = stated_kinds[mention]
            form.votes[old] -= old_weight  # type: ignore[assignment]
            form.stated[old] -= old_weight
            if form.votes[old] <= 0:
                del form.votes[old]
            if form.stated[old] <= 0:
                del form.stated[old]
        stated_kinds[mention] = (kind, weight)
        form.votes[kind] += weight  # type: ignore[assignment]

    by_article: dict[str, list[Mention]] = defaultdict(list)
    form_of: dict[Mention, int] = {}
    for mention, index in assignment:
        if texts.get(mention.article_id):  # no text to read lists and roles in: a record without its article
            by_article[mention.article_id].append(mention)
            form_of[mention] = index

    def kind_of(mention: Mention) -> str | None:
        form = forms[form_of[mention]]
        curated = anchors().get(form.key)
        if form.key in demonyms() or (curated and curated.country):
            return None  # "British, French and German troops": adjectives, which name no kind
        if curated:
            return curated.kind
        if len(form.tokens) == 1 and form.key in known_places():  # as _build_entities reads it
            return PLACE
        return max(form.votes, key=lambda k: form.votes[k]) if form.votes else None

    def city_person(mention: Mention) -> bool:
        # a one-word name NER reads as a person that names a large city: Lyon of "Paris, Lille, Lyon and
        # Toulouse", but also Hamilton of "Hamilton, Alonso and Button" and Houston of "Houston, Jackson and
        # Madonna", so the city is never a vote in the list (it would tip a list of people to places)
        form = forms[form_of[mention]]
        person = form.labels.most_common(1)[0][0] == "PERSON"
        return len(form.tokens) == 1 and person and big_city(form.display)

    def key_of(mention: Mention) -> str:
        return forms[form_of[mention]].key

    def other_items_kind(mention: Mention) -> str | None:
        return None if city_person(mention) else kind_of(mention)

    for article_id, mentions in by_article.items():
        lists = name_lists(texts[article_id], mentions)
        # before the majority vote: two titles the text states works make the list's other names works
        # (:mod:`.work_lists`), at a stated kind's weight, as a plural noun of works before the list would
        for mention in listed_works(texts[article_id], lists, mentions, stated_kinds, key_of):
            if stated_kinds.get(mention, (None, 0.0))[1] < CONTEXT_WEIGHT:
                state(mention, OTHER, CONTEXT_WEIGHT)
        for items in lists:
            odd = dict(odd_items(items, kind_of))
            # titles beside a town, a person's full name or a nominated actor make none of them a work
            if OTHER in odd.values() and not_works(texts[article_id], items, stated_kinds, key_of):
                odd = {mention: kind for mention, kind in odd.items() if kind != OTHER}
            # such a city is a place only where the list's other items are mostly places by their own kinds
            for mention, kind in odd_items(items, other_items_kind, kind_of):
                if kind == PLACE and city_person(mention):
                    odd[mention] = kind
            for mention, kind in odd.items():
                if mention not in stated_kinds:
                    state(mention, kind, LIST_WEIGHT)
        for mention, kind in bodies_of_roles(texts[article_id], mentions):
            if mention not in stated_kinds and mention.label != "NORP":
                state(mention, kind, CONTEXT_WEIGHT)


def _demonym_before_person(mention: Mention) -> bool:
    """ "Russian Irina Shevchenko" read as one NORP: a nationality, then two or three capitalised words
    that are no organisation ("Syrian National Coalition", "British Medical Association") -- a person."""
    if mention.label != "NORP":
        return False
    first, _, rest = clean_surface(mention.text).partition(" ")
    words = rest.split(" ")
    return (
        lookup_key(first) in demonyms()
        and 2 <= len(words) <= 3
        and all(w[:1].isupper() and w[1:].islower() for w in words)
        and not any((w.lower(),) in org_words()[1] or lookup_key(w) in demonyms() for w in words)
    )


@lru_cache(maxsize=500_000)
def _parse(text: str, person: bool) -> tuple[str, str, str] | None:
    """(proper surface with titles, name without titles, lookup key), or None when only a title is left."""
    surface = clean_surface(text)
    _, core = strip_titles(surface, person)
    # "Russian Irina Shevchenko": a nationality before a person's full name describes, it does not name
    first, _, rest = core.partition(" ")
    if person and rest.count(" ") >= 1 and lookup_key(first) in demonyms():
        core = rest
    key = lookup_key(core) if core else ""
    return None if not key or _is_title_fragment(core) else (surface, core, key)


def _is_title_fragment(core: str) -> bool:
    """True for "Supreme" or "President" alone: NER cut a title off the name it belongs to."""
    return not is_acronym(core) and name_tokens(core) in _title_fragments()


@lru_cache(maxsize=1)
def _title_fragments() -> frozenset[tuple[str, ...]]:
    return titles().fragments


def _anchor_of(form: Form) -> Anchor | None:
    """The curated entity a form names, unless it is a place that NER mostly reads as a person (Chad,
    Jordan); a curated organisation tagged PERSON ("told Twitter", "an MI6 officer") is NER's slip (an
    event's is, where the words after it say so: :func:`.awards.award_before_noun`)."""
    anchor = demonyms().get(form.key) or anchors().get(form.key)
    person = len(form.tokens) == 1 and form.votes.get(PERSON, 0) * 2 > sum(form.votes.values())
    # "Britons", "Turkmens": a demonym's plural names a people, and "the Globes" an awards show, never one
    # person, whatever NER tagged
    plural = anchor is not None and (anchor.country or anchor.kind == EVENT) and form.key.endswith("s")
    # "The 25-year-old Spaniard", "the Dutchman", a headline's "Briton": a noun for one person of a people
    # is tagged PERSON as a rule, and is no surname (as "French" may be)
    one = anchor is not None and anchor.country is not None and form.key in one_person_demonyms()
    return (
        None
        if anchor is None or (person and anchor.kind != ORGANIZATION and not plural and not one)
        else anchor
    )
