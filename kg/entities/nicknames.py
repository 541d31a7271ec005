"""A club named by its nickname in a story about matches: "the Magpies" of an article that names
Newcastle is Newcastle United there, "Blues boss" of an article about Chelsea is Chelsea.

NER reads a nickname as a group of people, a nationality or a person, and no spelling rule links "Gunners"
to "Arsenal". The nicknames are data (ontology/club-nicknames.tsv). Several clubs share some ("Blues" are
Chelsea, Birmingham and Everton; "Saints" Southampton and Northampton), so the nickname joins a club only
in an article that names exactly one club of that nickname by one of the names the table gives it, and
reads as sport (:func:`.teams.sport_article`) or writes a word of sport or a result and has NER tag that
name a body; an article that names two, or none, leaves it alone, and the nickname joins nothing across
articles.

Takes the merger and the articles' texts; notes per article unions with the reason ``club-nickname``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache

from ..resources import read_tsv
from .merger import Merger
from .names import name_tokens
from .teams import SPORT_ARTICLE_WORDS, sport_word_count


@lru_cache(maxsize=1)
def _clubs_by_nickname() -> dict[tuple[str, ...], tuple[frozenset[tuple[str, ...]], ...]]:
    """Nickname words -> for each club of that nickname, the words of the names articles write it by."""
    clubs: dict[tuple[str, ...], list[frozenset[tuple[str, ...]]]] = defaultdict(list)
    for row in read_tsv("club-nicknames.tsv", ("nickname", "club", "names")):
        names = {name_tokens(name) for name in row["names"].split("|")} | {name_tokens(row["club"])}
        clubs[name_tokens(row["nickname"])].append(frozenset(names))
    return {nickname: tuple(named) for nickname, named in clubs.items()}


def is_club_nickname(name: str) -> bool:
    """True for a nickname of ontology/club-nicknames.tsv ("Gunners")."""
    return name_tokens(name) in _clubs_by_nickname()


def by_club_nicknames(merger: Merger, texts: Mapping[str, str]) -> None:
    """Send a nickname's mentions in a sport article to the one club of that nickname the article names."""
    table = _clubs_by_nickname()
    nicknames = [i for i, form in enumerate(merger.forms) if not form.acronym and form.tokens in table]
    if not nicknames:
        return
    wanted = {article for i in nicknames for article in merger.forms[i].articles}
    in_article: dict[str, list[int]] = defaultdict(list)
    for j, form in enumerate(merger.forms):
        for article in form.articles & wanted:
            in_article[article].append(j)
    # words of sport per article, counted once: enough make a sport story, fewer still let a body tag decide
    sport: dict[str, int] = {}
    for i in nicknames:
        clubs = table[merger.forms[i].tokens]
        for article in sorted(merger.forms[i].articles):
            named = [
                [j for j in in_article[article] if j != i and merger.forms[j].tokens in names]
                for names in clubs
            ]
            found = [forms for forms in named if forms]
            if len(found) != 1:
                continue
            if article not in sport:
                sport[article] = sport_word_count(texts.get(article, ""))
            short = sport[article] < SPORT_ARTICLE_WORDS
            if short and not _short_sport_story(merger, found[0], article, sport):
                continue
            # the club's form the article writes most often, as that article's mentions of it resolve
            club = max(found[0], key=lambda j: (_count(merger, j, article), -j))
            target = merger.local.get((club, article), club)
            if merger.target(i, article) != merger.find(target):
                merger.note(i, article, target, "club-nickname")


def _short_sport_story(merger: Merger, forms: list[int], article: str, sport: Mapping[str, int]) -> bool:
    """True when NER tags the club's name a body in the article ("Blackburn striker", ORG) and the article
    writes a word of sport or a result (``sport``: their count per article): a short story of a club's
    injuries writes too few to read as one, but some. A royal story's "a Palace spokesman", tagged ORG beside
    the band the Eagles, writes none."""
    return bool(sport[article]) and any(
        m.label == "ORG" for j in forms for m in merger.forms[j].mentions if m.article_id == article
    )


def _count(merger: Merger, j: int, article: str) -> int:
    """How many mentions of form ``j`` the article writes."""
    return sum(1 for m in merger.forms[j].mentions if m.article_id == article)
