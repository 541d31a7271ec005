"""Session 48: a country's initials as news writes them of its national sides ("GB" of Great Britain) are the
country (ontology/countries.tsv), as the judged entity samples take a national side. Real-model build of
sentences written for the test."""

from __future__ import annotations

from tests.resolved import form_keys, resolve_texts


def test_great_britains_initials_are_the_united_kingdom() -> None:
    resolution = resolve_texts(
        "The GB team lost to Sweden in the relay final on Sunday. The United Kingdom had won the heat.",
        "GB captain Tom Hale said the side would recover.",
    )
    assert form_keys(resolution, "GB") == form_keys(resolution, "United Kingdom")
