"""Entity resolution over hand-made NER mentions: merges, guards, labels, demonyms, overrides, linking."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kg.entities import Resolution, link_span, resolve_entities
from kg.errors import InputError
from kg.types import ENTITY_KINDS, Article, ArticleExtraction, Entity, Mention, Span

_MARK = re.compile(r"\[([^|\]]+)\|([A-Z_]+)\]")


def article(article_id: str, marked: str) -> ArticleExtraction:
    """An article whose NER mentions are written inline as [text|LABEL]."""
    text, mentions, cursor, parts = "", [], 0, []
    for match in _MARK.finditer(marked):
        parts.append(marked[cursor : match.start()])
        start = sum(map(len, parts))
        parts.append(match.group(1))
        mentions.append(
            Mention(article_id, 0, match.group(1), start, start + len(match.group(1)), match.group(2))
        )
        cursor = match.end()
    parts.append(marked[cursor:])
    text = "".join(parts)
    return ArticleExtraction(Article(article_id, text), (), tuple(mentions), ())


def resolve(*marked: str, overrides: Path | None = None) -> Resolution:
    return resolve_entities([article(f"a{i}", text) for i, text in enumerate(marked)], overrides)


def entity_of(resolution: Resolution, surface: str, article_id: str | None = None) -> Entity:
    """The entity of the first mention written exactly ``surface`` (in ``article_id`` if given)."""
    for entity in resolution.entities:
        for m in entity.mentions:
            if m.text == surface and (article_id is None or m.article_id == article_id):
                return entity
    raise AssertionError(f"no mention {surface!r}")


def keys_of(resolution: Resolution, surfaces: list[str]) -> set[str]:
    return {entity_of(resolution, s).key for s in surfaces}


# Each case: articles with marked mentions, groups of surfaces that must be one entity, pairs that must not.
MERGE_CASES = {
    "iran-soleimani": (
        [
            "[Qassem Soleimani|PERSON] was killed."
            " [Soleimani|GPE] led the force. [martyr Qasem Suleimani|PERSON]",
            "[Kasem Soleimani|PERSON] and [Soleimani|PERSON]'s legacy. [Ayatollah Khamenei|PERSON] spoke.",
            "[Supreme Leader Ali Khamenei|PERSON] vowed revenge. [Khamenei|PERSON] said.",
        ],
        [
            ["Qassem Soleimani", "Soleimani", "martyr Qasem Suleimani", "Kasem Soleimani"],
            ["Ayatollah Khamenei", "Supreme Leader Ali Khamenei", "Khamenei"],
        ],
        [("Qassem Soleimani", "Khamenei")],
    ),
    "russia-ukraine": (
        [
            "[Volodymyr Zelensky|PERSON] met troops in [Kyiv|GPE]. [Yevgeny Prigozhin|PERSON] mutinied.",
            "[Zelenskyy|PERSON] spoke from [Kiev|GPE]."
            " [Evgeny Prigozhin|PERSON] died; [Prigozhin|PERSON] was buried.",
            "[Vladimir Zelensky|PERSON] and [President Zelenskiy|PERSON]."
            " [Vladimir Putin|PERSON] and [Putin|PERSON].",
        ],
        [
            ["Volodymyr Zelensky", "Zelenskyy", "Vladimir Zelensky", "President Zelenskiy"],
            ["Kyiv", "Kiev"],
            ["Yevgeny Prigozhin", "Evgeny Prigozhin", "Prigozhin"],
            ["Vladimir Putin", "Putin"],
        ],
        [("Vladimir Zelensky", "Vladimir Putin")],
    ),
    "iraq-syria": (
        [
            "[Moqtada al-Sadr|PERSON] rallied. [Nouri al-Maliki|PERSON] objected. [Sadr|PERSON] won.",
            "[Muqtada al-Sadr|PERSON] and [Nuri al-Maliki|PERSON] met in [Baghdad|GPE].",
            "[Bashar al-Assad|PERSON] succeeded [Hafez al-Assad|PERSON] in [Syria|GPE].",
        ],
        [["Moqtada al-Sadr", "Muqtada al-Sadr", "Sadr"], ["Nouri al-Maliki", "Nuri al-Maliki"]],
        [("Bashar al-Assad", "Hafez al-Assad"), ("Moqtada al-Sadr", "Nouri al-Maliki")],
    ),
    "lebanon-palestine": (
        [
            "[Hassan Nasrallah|PERSON] of [Hezbollah|ORG] met [Hossein Amir-Abdollahian|PERSON].",
            "[Kataib Hezbollah|PERSON] is not [Hezbollah|ORG]. [Ismail Haniyeh|PERSON] of [Hamas|ORG].",
            "[Ismail Haniya|PERSON] and [Haniyeh|PERSON]."
            " [Hussein Amirabdollahian|PERSON] and [Nasrullah|PERSON].",
        ],
        [
            ["Ismail Haniyeh", "Ismail Haniya", "Haniyeh"],
            ["Hossein Amir-Abdollahian", "Hussein Amirabdollahian"],
            ["Hassan Nasrallah", "Nasrullah"],
        ],
        [("Hassan Nasrallah", "Hossein Amir-Abdollahian"), ("Hezbollah", "Kataib Hezbollah")],
    ),
    "africa": (
        [
            "[Sudan|GPE] and [South Sudan|GPE] border [Guinea|GPE]? No: [Equatorial Guinea|GPE] is far.",
            "The [Rapid Support Forces|ORG] ([RSF|ORG]) fought in [Khartoum|GPE], [Sudan|GPE].",
            "The [RSF|ORG] denied it. The [Sudanese Armed Forces|ORG] and the [SAF|ORG] disagreed.",
        ],
        [["Rapid Support Forces", "RSF"], ["Sudanese Armed Forces", "SAF"]],
        [
            ("Sudan", "South Sudan"),
            ("Guinea", "Equatorial Guinea"),
            ("Rapid Support Forces", "Sudanese Armed Forces"),
        ],
    ),
    "countries-and-capitals": (
        [
            "[Türkiye|GPE] and [Iran|GPE] talked in [Tehran|GPE]; [Iraq|GPE] watched. The [U.S.|GPE] too.",
            "[Turkey|GPE] and [Turkiye|GPE] in [Teheran|GPE]."
            " [the United States|GPE] and [America|GPE], the [US|GPE].",
            "The [United Nations|ORG], the [U.N.|ORG] and the [UN|ORG]."
            " The [EU|ORG] and the [European Union|ORG].",
        ],
        [
            ["Türkiye", "Turkey", "Turkiye"],
            ["Tehran", "Teheran"],
            ["U.S.", "the United States", "America", "US"],
            ["United Nations", "U.N.", "UN"],
            ["EU", "European Union"],
        ],
        [("Iran", "Iraq"), ("Iran", "Tehran"), ("U.S.", "UN")],
    ),
}


@pytest.mark.parametrize("case", sorted(MERGE_CASES))
def test_resolution_merges_variants_and_keeps_distinct_names_apart(case: str) -> None:
    articles, groups, apart = MERGE_CASES[case]
    resolution = resolve(*articles)
    for group in groups:
        assert len(keys_of(resolution, group)) == 1, group
    for a, b in apart:
        assert entity_of(resolution, a).key != entity_of(resolution, b).key, (a, b)


def test_defined_acronym_joins_its_expansion_and_reuses_it_in_other_articles() -> None:
    resolution = resolve(
        "The [Popular Front for the Liberation of Palestine|ORG] ([PFLP|ORG]) claimed it.",
        "The [PFLP|ORG] denied it. The [Sudan Liberation Movement|ORG] fought.",
        "The [SLM|ORG] answered.",
    )
    pflp = entity_of(resolution, "PFLP", "a1")
    assert pflp.key == entity_of(resolution, "Popular Front for the Liberation of Palestine").key
    assert pflp.label == "Popular Front for the Liberation of Palestine"
    assert any(r.startswith("acronym-defined") for r in pflp.reasons)
    assert entity_of(resolution, "SLM").key == entity_of(resolution, "Sudan Liberation Movement").key


@pytest.mark.parametrize(
    ("short", "long", "merged"),
    [
        ("Revolutionary Guard", "Islamic Revolutionary Guard Corps", True),
        ("Islamic Jihad", "Palestinian Islamic Jihad", True),  # a demonym qualifier may go
        ("Red Crescent", "Kerman Red Crescent Society", False),  # a city names a different branch
        ("Hezbollah", "Kataib Hezbollah", False),  # Kataib is a name word, not a qualifier
        ("Democratic Party", "Kurdistan Democratic Party", False),
        ("Islamic Republic", "Islamic Republic of Iran", True),  # a two-word name may drop "of COUNTRY"
        ("Foreign Ministry", "Foreign Ministry of Russia", True),
        ("Republic", "Republic of Iraq", False),
        ("Foreign Ministry", "Foreign Ministry Spokesman Office", False),
    ],
)
def test_organisation_short_form_joins_only_when_dropped_words_are_generic(
    short: str, long: str, merged: bool
) -> None:
    resolution = resolve(f"The [{long}|ORG] said so.", f"The [{short}|ORG] agreed.")
    assert (entity_of(resolution, short).key == entity_of(resolution, long).key) is merged


def test_bare_surname_goes_to_the_relative_named_in_the_same_article_else_stays_apart() -> None:
    resolution = resolve(
        "[Bashar al-Assad|PERSON] fled. [Assad|PERSON] left Damascus.",
        "[Hafez al-Assad|PERSON] ruled until 2000. [Assad|PERSON] died.",
        "[Bashar al-Assad|PERSON] and [Hafez al-Assad|PERSON]: [Assad|PERSON] the name.",
    )
    bashar, hafez = entity_of(resolution, "Bashar al-Assad"), entity_of(resolution, "Hafez al-Assad")
    assert bashar.key != hafez.key
    assert entity_of(resolution, "Assad", "a0").key == bashar.key
    assert entity_of(resolution, "Assad", "a1").key == hafez.key
    assert entity_of(resolution, "Assad", "a2").key not in {bashar.key, hafez.key}


def test_label_noise_does_not_split_a_person_but_a_place_never_joins_one() -> None:
    resolution = resolve(
        "[Ebrahim Raisi|PERSON] spoke. [Raisi|GPE] said. [Raisi|GPE] added. [Raisi|ORG] ended.",
        "[Ali Kerman|PERSON] is a painter.",
        "Crowds gathered in [Kerman|GPE].",
    )
    raisi = entity_of(resolution, "Ebrahim Raisi")
    assert entity_of(resolution, "Raisi").key == raisi.key
    assert raisi.kind == "Person"
    assert entity_of(resolution, "Kerman").key != entity_of(resolution, "Ali Kerman").key
    assert entity_of(resolution, "Kerman").kind == "Place"


def test_a_known_region_needs_mostly_person_tags_to_become_a_surname() -> None:
    resolution = resolve(
        "[Sue Essex|PERSON] spoke. Farmers in [Essex|GPE] and [Essex|GPE] disagreed.",
        "Rain in [Essex|GPE]. [Jack Straw|PERSON] and [Straw|GPE] and [Straw|PERSON].",
    )
    assert entity_of(resolution, "Essex").key != entity_of(resolution, "Sue Essex").key
    assert entity_of(resolution, "Straw").key == entity_of(resolution, "Jack Straw").key


@pytest.mark.parametrize(
    ("plural", "singular", "merged"),
    [
        ("Houthis|PERSON", "Houthi|ORG", True),
        ("Williams|PERSON", "William|PERSON", False),
        ("Britains|GPE", "Britain|GPE", False),
    ],
)
def test_plural_joins_groups_not_people_or_places(plural: str, singular: str, merged: bool) -> None:
    resolution = resolve(f"The [{plural}] and the [{singular}].")
    a, b = (entity_of(resolution, x.split("|")[0]) for x in (plural, singular))
    assert (a.key == b.key) is merged


def test_canonical_label_is_the_most_complete_frequent_proper_form_and_titles_stay_aliases() -> None:
    resolution = resolve(
        "[martyr Qassem Suleimani|PERSON]. [Soleimani|PERSON]. [Soleimani|PERSON]. [Soleimani|PERSON].",
        "[Qassem Soleimani|PERSON] and [Qassem Soleimani|PERSON]. [Kasem Soleimani|PERSON].",
    )
    entity = entity_of(resolution, "Soleimani")
    assert entity.label == "Qassem Soleimani"
    assert {"martyr Qassem Suleimani", "Qassem Suleimani", "Soleimani", "Kasem Soleimani"} <= set(
        entity.aliases
    )
    assert entity.label not in entity.aliases
    assert entity.key == "qassem-soleimani"


def test_demonyms_are_entities_linked_to_their_country() -> None:
    resolution = resolve(
        "[Iranian|NORP] officials in [Iran|GPE].", "[Iranians|NORP] mourned. [Ukrainian|NORP] aid."
    )
    iranian = entity_of(resolution, "Iranian")
    assert entity_of(resolution, "Iranians").key == iranian.key
    assert iranian.key != entity_of(resolution, "Iran").key
    assert iranian.demonym_of == entity_of(resolution, "Iran").key
    keys = {e.key for e in resolution.entities}
    assert entity_of(resolution, "Ukrainian").demonym_of in keys  # the country entity exists unnamed


def test_merges_record_rule_and_score() -> None:
    resolution = resolve("[Qassem Soleimani|PERSON] and [Qasem Soleimani|PERSON]. [Soleimani|PERSON].")
    reasons = entity_of(resolution, "Soleimani").reasons
    assert any(re.fullmatch(r"spelling\(1\.00\): Qas?sem Soleimani ~ Qas?sem Soleimani", r) for r in reasons)
    assert any(re.fullmatch(r"surname\(1\.00\): .+ ~ Soleimani", r) for r in reasons)


SAMPLE_ARTICLES = MERGE_CASES["iran-soleimani"][0] + MERGE_CASES["lebanon-palestine"][0]


def test_resolution_is_deterministic_with_unique_ascii_keys_whatever_the_article_order() -> None:
    forward = resolve_entities([article(f"a{i}", t) for i, t in enumerate(SAMPLE_ARTICLES)])
    backward = resolve_entities([article(f"a{i}", t) for i, t in reversed(list(enumerate(SAMPLE_ARTICLES)))])
    assert forward.entities == backward.entities
    assert dict(forward.by_mention) == dict(backward.by_mention)
    keys = [e.key for e in forward.entities]
    assert keys == sorted(set(keys))
    assert all(re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", k) for k in keys)
    assert all(e.kind in ENTITY_KINDS for e in forward.entities)


def test_every_mention_maps_to_its_entity_except_bare_titles() -> None:
    extraction = article(
        "a0", "[Supreme|ORG] Leader [Ali Khamenei|PERSON] met [President|PERSON] [Raisi|PERSON]."
    )
    resolution = resolve_entities([extraction])
    named = {
        (m.article_id, m.start, m.end) for m in extraction.mentions if m.text not in {"Supreme", "President"}
    }
    assert set(resolution.by_mention) == named
    for entity in resolution.entities:
        assert all(
            resolution.by_mention[(m.article_id, m.start, m.end)] == entity.key for m in entity.mentions
        )


# ---- overrides -----------------------------------------------------------------------------------------

OVERRIDE_ARTICLES = (
    "[Qassem Soleimani|PERSON] and [Soleimani|PERSON]. [Kataib Hezbollah|PERSON] and [Abu Mahdi|PERSON].",
    "[Haj Qassem|PERSON] was praised. [Abu Mahdi al-Muhandis|PERSON] died too.",
)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "aliases.tsv"
    path.write_text(text, encoding="utf-8")
    return path


def test_overrides_merge_split_rename_and_set_kind(tmp_path: Path) -> None:
    rules = (
        "action\tname\ttarget\tnote\n"
        "# comments and blank lines are skipped\n\n"
        "merge\tHaj Qassem\tQassem Soleimani\tnickname\n"
        "split\tSoleimani\tQassem Soleimani\n"
        "rename\tQassem Soleimani\tQasem Soleimani\n"
        "kind\tKataib Hezbollah\tOrganization\n"
        "merge\tSomeone Absent\tQassem Soleimani\n"
    )
    resolution = resolve(*OVERRIDE_ARTICLES, overrides=write(tmp_path, rules))
    soleimani = entity_of(resolution, "Qassem Soleimani")
    assert entity_of(resolution, "Haj Qassem").key == soleimani.key
    assert entity_of(resolution, "Soleimani").key != soleimani.key
    assert (soleimani.label, soleimani.key) == ("Qasem Soleimani", "qasem-soleimani")
    assert entity_of(resolution, "Kataib Hezbollah").kind == "Organization"
    assert any(r.startswith("override line 4") for r in soleimani.reasons)


def test_rename_may_name_a_gazetteer_label_never_written_in_the_text(tmp_path: Path) -> None:
    # Only the acronym is written; the entity's label comes from the gazetteer.
    text = "[IRGC|ORG] commanders spoke. The [IRGC|ORG] said more."
    plain = entity_of(resolve(text), "IRGC")
    assert plain.label == "Islamic Revolutionary Guard Corps"
    rules = write(tmp_path, "rename\tIslamic Revolutionary Guard Corps\tRevolutionary Guards\n")
    renamed = entity_of(resolve(text, overrides=rules), "IRGC")
    assert (renamed.label, renamed.key) == ("Revolutionary Guards", "revolutionary-guards")


def test_split_alone_keeps_a_form_out_of_every_merge(tmp_path: Path) -> None:
    resolution = resolve(*OVERRIDE_ARTICLES, overrides=write(tmp_path, "split\tSoleimani\n"))
    assert entity_of(resolution, "Soleimani").key != entity_of(resolution, "Qassem Soleimani").key


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("join\tA\tB", "unknown action 'join'"),
        ("merge\tA", "needs a third column"),
        ("rename\t\tX", "needs a name"),
        ("kind\tA\tCountry", "kind 'Country' is not one of"),
    ],
)
def test_bad_override_file_names_file_and_line(tmp_path: Path, line: str, message: str) -> None:
    path = write(tmp_path, f"# my aliases\nmerge\tA\tB\n{line}\n")
    with pytest.raises(InputError, match=rf"{re.escape(str(path))}, line 3: .*{re.escape(message)}"):
        resolve(*OVERRIDE_ARTICLES, overrides=path)


def test_unreadable_override_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="aliases file"):
        resolve(*OVERRIDE_ARTICLES, overrides=tmp_path / "missing.tsv")


# ---- linking triple arguments ----------------------------------------------------------------------------

LINK_TEXT = (
    "[Qassem Soleimani|PERSON]'s commander said the [IRGC|ORG] would respond. "
    "The [Islamic Revolutionary Guard Corps|ORG] ([IRGC|ORG]) leads. He was buried in [Kerman|GPE]. "
    "Supreme Leader [Ali Khamenei|PERSON] spoke; the [Kerman|GPE] governor did not."
)


@pytest.fixture(scope="module")
def linked() -> tuple[Resolution, ArticleExtraction]:
    extraction = article("a0", LINK_TEXT)
    return resolve_entities([extraction]), extraction


def span(
    extraction: ArticleExtraction, text: str, head: str | None = None, resolved: str | None = None
) -> Span:
    """The span of ``text`` in the article; its head word ``head``, or unknown (-1) when not given."""
    start = extraction.article.text.index(text)
    if head is None:
        return Span(text, start, start + len(text), resolved=resolved)
    head_start = extraction.article.text.index(head, start)
    return Span(text, start, start + len(text), head_start, head_start + len(head), resolved)


@pytest.mark.parametrize(
    ("text", "head", "resolved", "expected"),
    [
        ("Qassem Soleimani's commander", None, None, "Qassem Soleimani"),  # head unknown: the mention inside
        ("Qassem Soleimani's commander", "commander", None, None),  # the commander is not Soleimani
        ("Supreme Leader Ali Khamenei", "Leader", None, "Ali Khamenei"),  # the head only titles the name
        ("the Kerman governor", "governor", None, None),
        ("the IRGC", "IRGC", None, "IRGC"),  # mention under the head word
        ("He", None, "Qassem Soleimani", "Qassem Soleimani"),  # pronoun resolved by the extractor
        ("He", None, "Soleimani", "Qassem Soleimani"),  # resolved to a short name
        ("He", None, None, None),
        ("buried", None, None, None),  # a plain phrase
    ],
)
def test_link_span(linked, text: str, head: str | None, resolved: str | None, expected: str | None) -> None:
    resolution, extraction = linked
    key = link_span(resolution, "a0", span(extraction, text, head, resolved))
    assert key == (entity_of(resolution, expected).key if expected else None)


@pytest.mark.parametrize(
    "name", ["Soleimani", "the Revolutionary Guard Corps", "IRGC", "Islamic Revolutionary Guard Corps"]
)
def test_link_span_looks_up_names_ner_missed(linked, name: str) -> None:
    resolution, _ = linked
    outside = Span(name, 10_000, 10_000 + len(name))  # no mention there: only the name can link it
    found = link_span(resolution, "a0", outside)
    expected = "Qassem Soleimani" if name == "Soleimani" else "IRGC"
    assert found == entity_of(resolution, expected).key
