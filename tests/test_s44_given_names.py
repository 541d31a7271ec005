"""A person called by the given name alone is the one person the article names in full with it: after the
full name in the body, or in a headline that the body then writes in full; and where NER marked no name
at all, the argument still links to that person. Real-model builds of invented articles."""

from __future__ import annotations

from kg.entities import link_span, resolve_entities
from kg.entities.linking import _given_name_candidates
from kg.pipeline import extract_articles
from kg.types import Article, Span


def _resolve(*texts: str):
    articles = [Article(f"a{i}", text) for i, text in enumerate(texts)]
    return resolve_entities(extract_articles(articles, progress=None))


def _entity(resolution, name: str):
    [entity] = [e for e in resolution.entities if name in (e.label, *e.aliases)]
    return entity


def _names(resolution, name: str) -> set[str]:
    return {n for e in resolution.entities if name in (e.label, *e.aliases) for n in (e.label, *e.aliases)}


def test_a_given_name_in_the_headline_is_the_person_the_body_names_in_full() -> None:
    resolution = _resolve(
        "Sir Edmund thrills festival crowds\n\n"
        "Sir Edmund Varley played a two-hour set at the Harrowgate festival on Saturday night. "
        "The organisers said the tickets sold out in a day."
    )
    assert "Edmund Varley" in _names(resolution, "Edmund")


def test_a_given_name_written_before_and_after_the_full_name_is_that_person() -> None:
    resolution = _resolve(
        "The chairman told the local radio station that Daniel was not for sale. The club hopes to keep "
        "Daniel Brennan until 2010. Daniel scored twice against Leeds last week."
    )
    assert "Daniel Brennan" in _names(resolution, "Daniel")


def test_a_given_name_the_body_writes_only_before_another_full_name_stays_apart() -> None:
    resolution = _resolve(
        "The leader was introduced on stage by his son Nathaniel, a trainee priest, who thanked his father. "
        'Many in the hall were young. "It has been a long campaign," said the politics student '
        "Nathaniel Ormsby."
    )
    assert "Nathaniel Ormsby" not in _names(resolution, "Nathaniel")


def test_a_given_name_after_a_royal_title_stays_the_royal() -> None:
    resolution = _resolve(
        "Prince Charles and his fiancee will marry in April. The opposition leader Charles Carrow sent his "
        "good wishes. Later Charles told reporters he was delighted."
    )
    assert "Charles Carrow" not in _names(resolution, "Charles")


def _bare(text: str, resolution, word: str = "Lorenzo") -> str | None:
    start = text.index(word, 1)  # the bare name after the full one, which NER left unmarked
    return link_span(resolution, "a0", Span(word, start, start + len(word)))


def test_an_unmarked_given_name_in_a_quotation_links_to_the_one_person_named_so() -> None:
    text = (
        'Lorenzo Amadei scored twice for the club on Saturday. "Lorenzo is also jogging again, along with '
        'kicking a ball," the assistant manager said.'
    )
    resolution = _resolve(text)
    assert _bare(text, resolution) == _entity(resolution, "Lorenzo Amadei").key


def test_an_unmarked_given_name_in_the_writers_own_words_links_to_no_one() -> None:
    text = (
        "Lorenzo Amadei scored twice for the club on Saturday. In October the couple had a son - Lorenzo - "
        "and moved to Leeds."
    )
    assert _bare(text, _resolve(text)) is None


def test_an_unmarked_given_name_two_people_share_links_to_no_one() -> None:
    text = (
        'Lorenzo Amadei scored twice on Saturday. Lorenzo Bassi missed a penalty. "Lorenzo is also jogging '
        'again," the assistant manager said.'
    )
    resolution = _resolve(text)
    start = text.index('"Lorenzo') + 1
    assert link_span(resolution, "a0", Span("Lorenzo", start, start + 7)) is None


def test_a_thing_described_is_no_given_name() -> None:
    resolution = _resolve("Mac Dorrance chaired the launch in Leeds on Monday.")
    here = frozenset({_entity(resolution, "Mac Dorrance").key})
    assert _given_name_candidates(resolution.index, "Mac", here) == set(here)
    assert _given_name_candidates(resolution.index, 'the "most important Mac"', here) == set()


def test_a_given_name_the_text_states_a_work_stays_apart() -> None:
    resolution = _resolve(
        "Oscar hopes for Ray\n\n"
        "The film biopic Ray has taken $80m in cinemas. Jamie Foxx plays the late singer Ray Charles in the "
        "film. Ray has six nominations in all."
    )
    assert "Ray Charles" not in _names(resolution, "Ray")


def test_a_name_ner_reads_as_a_thing_as_often_before_a_full_name_stays_apart() -> None:
    resolution = _resolve(
        "Apple has unveiled a cheaper Mac for students. Analysts said the Mac would sell well in Europe. A "
        "review in Mac Format praised the machine. Sales of the Mac begin on Friday."
    )
    assert "Mac Format" not in _names(resolution, "Mac")


def test_a_royal_named_in_full_after_the_title_keeps_the_titled_given_name() -> None:
    resolution = _resolve(
        "Prince Faisal bin Khalid visited the hospital in Riyadh on Monday. Later Prince Faisal told "
        "reporters the new wing would open in May."
    )
    assert "Faisal bin Khalid" in _names(resolution, "Faisal")
