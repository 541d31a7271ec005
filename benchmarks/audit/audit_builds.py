"""The files each audit set builds and ``SETS``, every set with its seed, rates, builds, judgements and key
facts, as ``audit.py`` measures it. The sets' declarations (folders, seeds, rates, draw rules) are in
``audit_sets``; this module turns them into builds.
Imported through ``audit.py``, which puts this folder and the repository on ``sys.path``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import audit_sets as sets


def bbc_builds() -> dict[str, list[Path]]:
    rng = random.Random(sets.SEED)
    builds = {}
    for folder in sets.BBC_FOLDERS:
        files = sorted((sets.SHARED / "bbc" / folder).glob("*.txt"))
        builds[f"bbc/{folder}"] = sorted(rng.sample(files, sets.BBC_PER_FOLDER))
    return builds


def fakes_builds() -> dict[str, list[Path]]:
    return {f"fakes/{e}": sorted((sets.SHARED / "fakes").glob(f"*_{e}.txt")) for e in sets.FAKES_EVENTS}


def heldout_articles(folder: Path = sets.HELDOUT) -> list[str]:
    """The frozen held-out list: "bbc/folder/NNN.txt" and "fakes/date_place" lines."""
    lines = (folder / "articles.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def heldout_builds(folder: Path = sets.HELDOUT) -> dict[str, list[Path]]:
    """One build per BBC folder (as the audit) and one per FA-KES event."""
    builds: dict[str, list[Path]] = {}
    for item in heldout_articles(folder):
        corpus, rest = item.split("/", 1)
        if corpus == "bbc":
            folder, _ = rest.split("/")
            builds.setdefault(f"bbc/{folder}", []).append(sets.SHARED / item)
        else:
            builds[item] = sorted((sets.SHARED / "fakes").glob(f"*_{rest}.txt"))
    return builds


@dataclass(frozen=True)
class AuditSet:
    """A set of builds with its own seed, rates and judgements, measured the same way."""

    seed: str
    rates: dict[str, float]
    builds: Callable[[], dict[str, list[Path]]]
    judgements: Path
    keyfacts: Path | None
    compare_rates: dict[str, float] | None  # draws under older rates, printed as "(s4)" rows


def _dev_set(folder: Path, seed: str, rates: dict[str, float]) -> AuditSet:
    """A development set: its own frozen article list, judged in its folder, no key facts."""
    return AuditSet(seed, rates, lambda: heldout_builds(folder), folder / "judgements.tsv", None, None)


SETS = {
    "audit": AuditSet(
        sets.SEED,
        sets.RATES,
        lambda: {**bbc_builds(), **fakes_builds()},
        sets.JUDGEMENTS,
        sets.KEYFACTS,
        sets.SESSION4_RATES,
    ),
    "heldout": AuditSet(
        sets.HELDOUT_SEED, sets.HELDOUT_RATES, heldout_builds, sets.HELDOUT / "judgements.tsv", None, None
    ),
    "dev-s6": _dev_set(sets.DEV_S6, sets.DEV_S6_SEED, sets.DEV_S6_RATES),
    "dev-s7": _dev_set(sets.DEV_S7, sets.DEV_S7_SEED, sets.DEV_S7_RATES),
    "dev-s10": _dev_set(sets.DEV_S10, sets.DEV_S10_SEED, sets.DEV_S10_RATES),
    "dev-s13": _dev_set(sets.DEV_S13, sets.DEV_S13_SEED, sets.DEV_S13_RATES),
    "dev-s14": _dev_set(sets.DEV_S14, sets.DEV_S14_SEED, sets.DEV_S14_RATES),
    "dev-s15": _dev_set(sets.DEV_S15, sets.DEV_S15_SEED, sets.DEV_S15_RATES),
    "dev-s17": _dev_set(sets.DEV_S17, sets.DEV_S17_SEED, sets.DEV_S17_RATES),
    "dev-s19": _dev_set(sets.DEV_S19, sets.DEV_S19_SEED, sets.DEV_S19_RATES),
    "dev-s20": _dev_set(sets.DEV_S20, sets.DEV_S20_SEED, sets.DEV_S20_RATES),
    "dev-s21": _dev_set(sets.DEV_S21, sets.DEV_S21_SEED, sets.DEV_S21_RATES),
    "dev-s22": _dev_set(sets.DEV_S22, sets.DEV_S22_SEED, sets.DEV_S22_RATES),
    "dev-s23": _dev_set(sets.DEV_S23, sets.DEV_S23_SEED, sets.DEV_S23_RATES),
    **{
        name: _dev_set(folder, sets.seed_of(name), sets.DEV_S23_RATES)
        for name, folder in sets.DRAWN_LIKE_DEV_S23.items()
    },
    "dev-s35": _dev_set(sets.DEV_S35, sets.seed_of("dev-s35"), sets.DEV_S35_RATES),
    "dev-s36": _dev_set(sets.DEV_S36, sets.seed_of("dev-s36"), sets.DEV_S36_RATES),
    "dev-s37": _dev_set(sets.DEV_S37, sets.seed_of("dev-s37"), sets.DEV_S37_RATES),
    "dev-s38": _dev_set(sets.DEV_S38, sets.seed_of("dev-s38"), sets.DEV_S38_RATES),
    "dev-s39": _dev_set(sets.DEV_S39, sets.seed_of("dev-s39"), sets.DEV_S39_RATES),
    "dev-s40": _dev_set(sets.DEV_S40, sets.seed_of("dev-s40"), sets.DEV_S40_RATES),
    "dev-s41": _dev_set(sets.DEV_S41, sets.seed_of("dev-s41"), sets.DEV_S41_RATES),
    "dev-s42": _dev_set(sets.DEV_S42, sets.seed_of("dev-s42"), sets.DEV_S42_RATES),
    "dev-s43": _dev_set(sets.DEV_S43, sets.seed_of("dev-s43"), sets.DEV_S43_RATES),
    "dev-s44": _dev_set(sets.DEV_S44, sets.seed_of("dev-s44"), sets.DEV_S44_RATES),
    "dev-s45": _dev_set(sets.DEV_S45, sets.seed_of("dev-s45"), sets.DEV_S45_RATES),
    "dev-s46": _dev_set(sets.DEV_S46, sets.seed_of("dev-s46"), sets.DEV_S46_RATES),
    "dev-s47": _dev_set(sets.DEV_S47, sets.seed_of("dev-s47"), sets.DEV_S47_RATES),
    "dev-s48": _dev_set(sets.DEV_S48, sets.seed_of("dev-s48"), sets.DEV_S48_RATES),
    "dev-s49": _dev_set(sets.DEV_S49, sets.seed_of("dev-s49"), sets.DEV_S49_RATES),
    "dev-s50": _dev_set(sets.DEV_S50, sets.seed_of("dev-s50"), sets.DEV_S50_RATES),
    "dev-s51": _dev_set(sets.DEV_S51, sets.seed_of("dev-s51"), sets.DEV_S51_RATES),
    "dev-s52": _dev_set(sets.DEV_S52, sets.seed_of("dev-s52"), sets.DEV_S52_RATES),
}
