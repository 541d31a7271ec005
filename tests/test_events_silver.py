"""The silver benchmark's scoring (benchmarks/events_silver.py) on invented rows and sentences: no model."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _benchmark():
    sys.path.insert(0, str(REPO / "benchmarks"))
    spec = importlib.util.spec_from_file_location("events_silver", REPO / "benchmarks" / "events_silver.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its frozen dataclasses look their module up while they are built
    spec.loader.exec_module(module)
    return module


silver = _benchmark()

# An invented gazetteer: two governorates, a few Syrian places and one place abroad.
GAZ = silver.Gazetteer(
    admin1={"aleppo": frozenset({"09"}), "idlib": frozenset({"12"})},
    names={"aleppo": frozenset({"alepo"}), "idlib": frozenset({"idlib"})},
    syria={"manbij": frozenset({"09"}), "saraqib": frozenset({"12"}), "karama": frozenset({"09", "12"})},
    abroad=frozenset({"moscow", "turkey"}),
)


@pytest.mark.parametrize(
    ("found", "verdict"),
    [
        ("2016-03-02", "right"),
        ("2016-03-01", "right"),
        ("2016-02-29", "other"),
        ("2016-03", "other"),
        (None, "none"),
    ],
)
def test_date_is_right_on_the_file_date_or_the_day_before(found, verdict):
    assert silver.date_verdict(found, "2016-03-02") == verdict


@pytest.mark.parametrize("found", ["2016-03-02", "2016-03-01"])
def test_date_of_publication_is_counted_apart_never_right_by_default(found):
    # an event no text dates takes its report's day, which is mostly the file's date
    assert silver.date_verdict(found, "2016-03-02", {"2016-03-02", "2016-03-01"}) == "published"
    assert silver.date_verdict(found, "2016-03-02", {"2016-03-04"}) == "right"


@pytest.mark.parametrize(
    ("place", "location", "verdict"),
    [
        ("eastern Aleppo", "aleppo", "right"),  # names the governorate, qualified
        ("Aleppo province", "idlib", "wrong"),  # names another governorate
        ("Manbij countryside", "aleppo", "right"),  # GeoNames puts it in the area
        ("Saraqeb", "aleppo", "unknown"),  # a spelling GeoNames lacks: never counted right
        ("Saraqib", "aleppo", "wrong"),  # GeoNames puts it elsewhere
        ("al-Karamah", "aleppo", "unknown"),  # GeoNames has it in two areas
        ("Moscow", "idlib", "wrong"),  # outside Syria
        ("Syria", "idlib", "unknown"),  # the country holds every governorate
        ("Old City", "idlib", "unknown"),
        (None, "aleppo", "none"),
    ],
)
def test_place_verdict_from_names_and_geonames(place, location, verdict):
    assert silver.place_verdict(place, location, ["An invented story with no ties."], GAZ)[0] == verdict


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Jets hit Kafr Zeta in the northern Idlib countryside on Monday", "right"),
        ("The market in Idlibs Kafr Zeta burned", "right"),
        ("Shells fell on Kafr Zeta of Aleppo province", "wrong"),
        ("Kafr Zeta in Idlib and Kafr Zeta of Aleppo were both hit", "unknown"),
        ("Kafr Zeta was hit and Idlib mourned", "unknown"),
        ("Kafr Zeta countryside of Idlib was hit", "right"),
        ("Kafr Zeta says strikes in Idlib killed 20", "unknown"),  # a clause between is no tie
        ("Kafr Zeta near Idlib was hit", "unknown"),  # nor is "near"
    ],
)
def test_place_the_article_ties_to_a_governorate(text, verdict):
    assert silver.place_verdict("Kafr Zeta", "idlib", [text], GAZ)[0] == verdict


@pytest.mark.parametrize(
    ("place", "text"),
    [
        ("Moscow", "Moscow says strikes in Aleppo killed 20"),
        ("Turkey", "Turkey shells Kurds in Aleppo"),
        ("Moscow", "Moscow in Aleppo was a name on a banner"),  # abroad comes before any tie
        ("Manbij", "Rebels from Manbij fought in Idlib"),  # GeoNames has Manbij in Aleppo, not idlib
    ],
)
def test_place_abroad_or_beside_a_governorate_is_no_tie(place, text):
    location = "idlib" if place == "Manbij" else "aleppo"
    assert silver.place_verdict(place, location, [text], GAZ)[0] == "wrong"


def test_fold_joins_spellings_of_one_name():
    assert silver.fold("Deir ez-Zor") == silver.fold("Deir al-Zor") == "deir zor"
    assert silver.core("Raqqah province") == silver.core("Raqa") == "raqa"


def test_exclusion_lists_name_files_or_groups():
    line = "drawn: 0123_trt_2099-06-08_aleppo.txt and the group 2099-02-15_deir-ezzor"
    assert [m.group(0) for m in silver.FILE_NAME.finditer(line)] == ["0123_trt_2099-06-08_aleppo.txt"]
    assert silver.GROUP_NAME.findall(silver.FILE_NAME.sub(" ", line)) == ["2099-02-15_deir-ezzor"]


def test_totals_split_verdicts_and_summary_counts_both_right():
    rows = [
        silver.Row("2099-01-02_idlib", 1, True, "right", "right"),
        silver.Row("2099-01-03_idlib", 3, True, "other", "right", published=True),
        silver.Row("2099-01-04_idlib", 1, False, "none", "none"),
    ]
    counts = silver.totals(rows)
    assert counts["main"] == {"found": 2, "none": 1}
    assert counts["date"] == {"right": 1, "other": 1, "none": 1}
    assert counts["place"] == {"right": 2, "none": 1}
    text = silver.summary("all", rows)
    assert "main event 2/3" in text and "date and place right: 1/3" in text
    assert "publication day or the day before: 1" in text
