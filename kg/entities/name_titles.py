"""Titles around a name: the titles a mention's name is read without ("Ayatollah Ali Khamenei" -> "Ali
Khamenei") and the gender a courtesy title states ("Mrs Blair"). The titles themselves are the table
``titles()`` of :mod:`.names` reads from ``ontology/titles.tsv``.
"""

from __future__ import annotations

from functools import lru_cache

from ..resources import gender_words
from .names import Titles, titles


@lru_cache(maxsize=1 << 16)  # linking strips the same subject and speaker phrases over and over
def strip_titles(surface: str, person: bool) -> tuple[str, str]:
    """Split ``surface`` into (titles, name): "Ayatollah Ali Khamenei" -> ("Ayatollah", "Ali Khamenei").

    Offices (President, General) are stripped only when ``person`` is true, so that "General Assembly"
    survives; honorifics (Ayatollah, martyr) always are, and so are letters after a full name ("QC").
    A country word before a title goes with it ("then-US President"). The name is never stripped to
    nothing.
    """
    table = titles()
    words = surface.split(" ")
    lowered = [w.lower().replace(".", "").strip(",") for w in words]
    cut = _titles_from(lowered, 0, table, person)
    if cut and lowered[cut] == "of":
        of_at, cut = cut, _through_place(words, cut)
        if cut > of_at:
            cut = _titles_from(lowered, cut, table, person)  # "Emir of Qatar Sheikh Tamim"
    end = len(words)
    # "Guy Mansfield QC": letters after a person's full name are a rank, not part of the name
    if end - cut > 2 and lowered[-1] in table.postnominals:
        end -= 1
    return " ".join(words[:cut]), " ".join(words[cut:end])


def _titles_from(lowered: list[str], cut: int, table: Titles, person: bool) -> int:
    """Where the titles that start at ``cut`` end, never at the last word."""
    while cut < len(lowered) - 1:
        step = _title_length(lowered, cut, table, person)
        if not step:
            break
        cut += step
    return cut


def _through_place(words: list[str], cut: int) -> int:
    """Where the name starts when the titles are followed by "of": "King of Norway" names its bearer
    with the title as its head, and what stripping leaves ("of Norway") is no name, so only the words
    before the title go ("The King of Norway" -> "King of Norway"). Before a name, the title runs
    through the place it is of: "President of France Emmanuel Macron" -> "Emmanuel Macron"."""
    from .reference_tables import known_place_name  # its tables load only for this rare shape

    for end in range(len(words) - 1, cut + 1, -1):
        place = words[cut + 1 : end]
        if place and place[0].lower() == "the":
            place = place[1:]
        if place and known_place_name(" ".join(place)):
            return end
    start = 0
    while start < cut and words[start].lower() in {"the", "a", "an"}:
        start += 1
    return start


def _title_length(words: list[str], at: int, table: Titles, person: bool, prefix: bool = True) -> int:
    """Number of words from ``at`` that form a title (with its then-/former/country prefix), else 0."""
    first = words[at]
    if first.startswith(("then-", "ex-")):
        words = [*words[:at], first.split("-", 1)[1], *words[at + 1 :]]
        rest = _title_length(words, at, table, person)
        return rest if rest else 0
    for size in range(min(table.longest, len(words) - at - 1), 0, -1):
        candidate = tuple(w for part in words[at : at + size] for w in part.split("-") if w)
        if candidate in table.honorifics or (person and candidate in table.offices):
            return size
    # "US President Trump", "Iranian Foreign Minister": a place word only goes when a title follows it
    # directly. One level only: chaining would let any phrase that ends in a title ("explosions near the
    # tomb of the Guards general") pass for titles.
    if (
        prefix
        and person
        and at + 2 < len(words)
        and _title_length(words, at + 1, table, person, prefix=False)
    ):
        return 1
    return 0


# asked once per mention, of the same few names and the words before them
@lru_cache(maxsize=200_000)
def title_gender(surface: str, before: str = "") -> str:
    """The gender a courtesy title states, written in the name ("Mrs Blair": "f") or right before it in
    ``before``, the text that precedes the name (NER often leaves "Mr" out); else ""."""
    first, _, rest = surface.partition(" ")
    word = first.lower().rstrip(".") if rest else courtesy_before(before)
    return gender_words().get(word, "") if (word,) in titles().courtesy else ""


def courtesy_before(before: str) -> str:
    """The courtesy title ("mr", "mrs") that ``before``, the text right before a name, ends on, followed by
    a space; else ""."""
    word = before.rstrip().rpartition(" ")[2].lower().rstrip(".") if before.endswith(" ") else ""
    return word if (word,) in titles().courtesy else ""
