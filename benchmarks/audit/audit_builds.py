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

from audit_sets import (
    BBC_FOLDERS,
    BBC_PER_FOLDER,
    DEV_S6,
    DEV_S6_RATES,
    DEV_S6_SEED,
    DEV_S7,
    DEV_S7_RATES,
    DEV_S7_SEED,
    DEV_S10,
    DEV_S10_RATES,
    DEV_S10_SEED,
    DEV_S13,
    DEV_S13_RATES,
    DEV_S13_SEED,
    DEV_S14,
    DEV_S14_RATES,
    DEV_S14_SEED,
    DEV_S15,
    DEV_S15_RATES,
    DEV_S15_SEED,
    DEV_S17,
    DEV_S17_RATES,
    DEV_S17_SEED,
    DEV_S19,
    DEV_S19_RATES,
    DEV_S19_SEED,
    DEV_S20,
    DEV_S20_RATES,
    DEV_S20_SEED,
    DEV_S21,
    DEV_S21_RATES,
    DEV_S21_SEED,
    DEV_S22,
    DEV_S22_RATES,
    DEV_S22_SEED,
    DEV_S23,
    DEV_S23_RATES,
    DEV_S23_SEED,
    DEV_S35,
    DEV_S35_RATES,
    DEV_S36,
    DEV_S36_RATES,
    DEV_S37,
    DEV_S37_RATES,
    DEV_S38,
    DEV_S38_RATES,
    DEV_S39,
    DEV_S39_RATES,
    DEV_S40,
    DEV_S40_RATES,
    DEV_S41,
    DEV_S41_RATES,
    DEV_S42,
    DEV_S42_RATES,
    DEV_S43,
    DEV_S43_RATES,
    DEV_S44,
    DEV_S44_RATES,
    DEV_S45,
    DEV_S45_RATES,
    DEV_S46,
    DEV_S46_RATES,
    DEV_S47,
    DEV_S47_RATES,
    DEV_S48,
    DEV_S48_RATES,
    DEV_S49,
    DEV_S49_RATES,
    DEV_S50,
    DEV_S50_RATES,
    DEV_S51,
    DEV_S51_RATES,
    DEV_S52,
    DEV_S52_RATES,
    DRAWN_LIKE_DEV_S23,
    FAKES_EVENTS,
    HELDOUT,
    HELDOUT_RATES,
    HELDOUT_SEED,
    JUDGEMENTS,
    KEYFACTS,
    RATES,
    SEED,
    SESSION4_RATES,
    SHARED,
    seed_of,
)


def bbc_builds() -> dict[str, list[Path]]:
    rng = random.Random(SEED)
    builds = {}
    for folder in BBC_FOLDERS:
        files = sorted((SHARED / "bbc" / folder).glob("*.txt"))
        builds[f"bbc/{folder}"] = sorted(rng.sample(files, BBC_PER_FOLDER))
    return builds


def fakes_builds() -> dict[str, list[Path]]:
    return {f"fakes/{e}": sorted((SHARED / "fakes").glob(f"*_{e}.txt")) for e in FAKES_EVENTS}


def heldout_articles(folder: Path = HELDOUT) -> list[str]:
    """The frozen held-out list: "bbc/folder/NNN.txt" and "fakes/date_place" lines."""
    lines = (folder / "articles.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def heldout_builds(folder: Path = HELDOUT) -> dict[str, list[Path]]:
    """One build per BBC folder (as the audit) and one per FA-KES event."""
    builds: dict[str, list[Path]] = {}
    for item in heldout_articles(folder):
        corpus, rest = item.split("/", 1)
        if corpus == "bbc":
            folder, _ = rest.split("/")
            builds.setdefault(f"bbc/{folder}", []).append(SHARED / item)
        else:
            builds[item] = sorted((SHARED / "fakes").glob(f"*_{rest}.txt"))
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
        SEED, RATES, lambda: {**bbc_builds(), **fakes_builds()}, JUDGEMENTS, KEYFACTS, SESSION4_RATES
    ),
    "heldout": AuditSet(HELDOUT_SEED, HELDOUT_RATES, heldout_builds, HELDOUT / "judgements.tsv", None, None),
    "dev-s6": _dev_set(DEV_S6, DEV_S6_SEED, DEV_S6_RATES),
    "dev-s7": _dev_set(DEV_S7, DEV_S7_SEED, DEV_S7_RATES),
    "dev-s10": _dev_set(DEV_S10, DEV_S10_SEED, DEV_S10_RATES),
    "dev-s13": _dev_set(DEV_S13, DEV_S13_SEED, DEV_S13_RATES),
    "dev-s14": _dev_set(DEV_S14, DEV_S14_SEED, DEV_S14_RATES),
    "dev-s15": _dev_set(DEV_S15, DEV_S15_SEED, DEV_S15_RATES),
    "dev-s17": _dev_set(DEV_S17, DEV_S17_SEED, DEV_S17_RATES),
    "dev-s19": _dev_set(DEV_S19, DEV_S19_SEED, DEV_S19_RATES),
    "dev-s20": _dev_set(DEV_S20, DEV_S20_SEED, DEV_S20_RATES),
    "dev-s21": _dev_set(DEV_S21, DEV_S21_SEED, DEV_S21_RATES),
    "dev-s22": _dev_set(DEV_S22, DEV_S22_SEED, DEV_S22_RATES),
    "dev-s23": _dev_set(DEV_S23, DEV_S23_SEED, DEV_S23_RATES),
    **{name: _dev_set(folder, seed_of(name), DEV_S23_RATES) for name, folder in DRAWN_LIKE_DEV_S23.items()},
    "dev-s35": _dev_set(DEV_S35, seed_of("dev-s35"), DEV_S35_RATES),
    "dev-s36": _dev_set(DEV_S36, seed_of("dev-s36"), DEV_S36_RATES),
    "dev-s37": _dev_set(DEV_S37, seed_of("dev-s37"), DEV_S37_RATES),
    "dev-s38": _dev_set(DEV_S38, seed_of("dev-s38"), DEV_S38_RATES),
    "dev-s39": _dev_set(DEV_S39, seed_of("dev-s39"), DEV_S39_RATES),
    "dev-s40": _dev_set(DEV_S40, seed_of("dev-s40"), DEV_S40_RATES),
    "dev-s41": _dev_set(DEV_S41, seed_of("dev-s41"), DEV_S41_RATES),
    "dev-s42": _dev_set(DEV_S42, seed_of("dev-s42"), DEV_S42_RATES),
    "dev-s43": _dev_set(DEV_S43, seed_of("dev-s43"), DEV_S43_RATES),
    "dev-s44": _dev_set(DEV_S44, seed_of("dev-s44"), DEV_S44_RATES),
    "dev-s45": _dev_set(DEV_S45, seed_of("dev-s45"), DEV_S45_RATES),
    "dev-s46": _dev_set(DEV_S46, seed_of("dev-s46"), DEV_S46_RATES),
    "dev-s47": _dev_set(DEV_S47, seed_of("dev-s47"), DEV_S47_RATES),
    "dev-s48": _dev_set(DEV_S48, seed_of("dev-s48"), DEV_S48_RATES),
    "dev-s49": _dev_set(DEV_S49, seed_of("dev-s49"), DEV_S49_RATES),
    "dev-s50": _dev_set(DEV_S50, seed_of("dev-s50"), DEV_S50_RATES),
    "dev-s51": _dev_set(DEV_S51, seed_of("dev-s51"), DEV_S51_RATES),
    "dev-s52": _dev_set(DEV_S52, seed_of("dev-s52"), DEV_S52_RATES),
}
