"""Repeating a frozen set's draw: every BBC file and FA-KES event that other lists of the repository name
(``other_lists``), and the seeded draw from what is left (``pick_heldout``), which ``--pick-*`` prints.
Imported through ``audit.py``, which puts this folder and the repository on ``sys.path``.
"""

from __future__ import annotations

import hashlib
import random
import re
import subprocess
from collections.abc import Callable
from functools import cache
from pathlib import Path

from audit_builds import bbc_builds, heldout_articles
from audit_drawn_order import DRAWN_BEFORE
from audit_sets import (
    BBC_FOLDERS,
    FAKES_EVENTS,
    HELDOUT,
    HELDOUT_BBC_PER_FOLDER,
    HELDOUT_FAKES_EVENTS,
    HELDOUT_OUTLETS,
    HELDOUT_SEED,
    REPO,
    SHARED,
)

# What other lists name: a BBC file as folder/NNN.txt (or folder-NNN.txt), a FA-KES event by its date and
# place (a whole event counts as named when any one of its articles is).
# (Not \b: a glob "*_2016-07-12_aleppo.txt" puts a word character before the date.)
BBC_NAMED = re.compile(rf"(?<![a-z])({'|'.join(BBC_FOLDERS)})[/-](\d{{3}})\.txt")
FAKES_NAMED = re.compile(r"(?<!\d)(\d{4}-\d{2}-\d{2}_[a-z]+(?:-[a-z]+)*)")


def fakes_event(path: Path) -> str:
    """The event key (date_place) of a FA-KES file named NNNN_outlet_date_place.txt."""
    return path.stem.split("_", 2)[2]


def other_lists(own: Path = HELDOUT, later: tuple[Path, ...] = ()) -> set[str]:
    """Every BBC file ("bbc/folder/NNN.txt") and FA-KES event ("fakes/date_place") another list names.

    That is the audit set, the "other-20" articles the audit README names, the 20 politics articles of
    issue 12 (300-319), and whatever any tracked file of the repository outside the set's ``own`` folder
    names (gold lists, held-out blocks of other benchmarks, test fixtures, the other frozen audit sets).
    The code that drew "other-20" was never committed, so both ways it could have been drawn (from all
    files, or from those outside the audit set) are counted. The folders in ``later`` (sets drawn after
    ``own``) are left out too.
    """
    named = {f"bbc/{f.parent.name}/{f.name}" for files in bbc_builds().values() for f in files}
    named |= {f"fakes/{e}" for e in FAKES_EVENTS}
    named |= {f"bbc/politics/{n}.txt" for n in range(300, 320)}
    for leave_out in (set(), named.copy()):
        rng = random.Random("other-20")
        for folder in BBC_FOLDERS:
            files = [f"bbc/{folder}/{f.name}" for f in sorted((SHARED / "bbc" / folder).glob("*.txt"))]
            named |= set(rng.sample([f for f in files if f not in leave_out], 4))
    listed = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    for name in listed.splitlines():
        path = REPO / name
        if (
            any(path.is_relative_to(folder) for folder in (own, *later))
            or path.suffix in {".png", ".gz", ".zip"}
            or not path.is_file()
        ):
            continue
        text = path.read_text(encoding="utf-8", errors="ignore")
        named |= {f"bbc/{folder}/{number}.txt" for folder, number in BBC_NAMED.findall(text)}
        named |= {f"fakes/{event}" for event in FAKES_NAMED.findall(text)}
    return named


def pick_heldout(
    own: Path = HELDOUT,
    seed: str = HELDOUT_SEED,
    tiers: tuple[range, ...] = (HELDOUT_OUTLETS,),
    may_take: Callable[[str], bool] | tuple[Callable[[str], bool], ...] = lambda item: True,
    wanted: int = HELDOUT_FAKES_EVENTS,
    outlets_apart: bool = False,
    skip_repeats: bool = False,
    skip_copies: bool = False,
) -> list[str]:
    """Draw the held-out set with its own seed from the BBC files and multi-outlet events no list names.

    With ``own`` and ``seed`` of another frozen set (dev-s6), draws that set the same way; its own list is
    the one list not counted as named. ``may_take`` narrows the files and events the draw may take (one
    predicate, or one per tier, the first also for BBC files: dev-s45's word tiers); ``wanted`` is how many
    FA-KES events it takes. With ``outlets_apart`` (dev-s23) the events of a tier are taken in their seeded
    order, skipping an outlet already taken (in this tier or an earlier one) while events of other outlets
    are left. With ``skip_repeats`` (dev-s45) an event whose article repeats a named one is passed over.
    With ``skip_copies`` (dev-s47) a BBC file byte-identical to a named one counts as named (``copies_of``).
    """
    named = other_lists(own, DRAWN_BEFORE.get(own, ())) | (
        set(heldout_articles()) if own != HELDOUT else set()
    )
    if skip_copies:
        named |= copies_of(named)
    takes = may_take if isinstance(may_take, tuple) else (may_take,) * len(tiers)
    rng = random.Random(seed)
    picked = []
    for folder in BBC_FOLDERS:
        files = [f"bbc/{folder}/{f.name}" for f in sorted((SHARED / "bbc" / folder).glob("*.txt"))]
        left = [f for f in files if f not in named and takes[0](f)]
        picked += sorted(rng.sample(left, HELDOUT_BBC_PER_FOLDER))
    outlets: dict[str, set[str]] = {}
    for f in sorted((SHARED / "fakes").glob("*_*_*.txt")):
        outlets.setdefault(fakes_event(f), set()).add(f.stem.split("_")[1])
    repeated = _repeats_of(named) if skip_repeats else lambda event: False
    events: list[str] = []
    for tier, take in zip(tiers, takes, strict=True):
        left = [f"fakes/{e}" for e, o in sorted(outlets.items()) if len(o) in tier]
        left = [e for e in left if e not in named and take(e)]
        if outlets_apart:
            # the seeded order is drawn over every event of the tier, so passing over a repeat moves no other
            order = [e for e in rng.sample(left, len(left)) if not repeated(e)]
            taken = {o for e in events for o in outlets[e.split("/", 1)[1]]}
            events += _outlets_apart(order, outlets, wanted - len(events), taken)
        else:
            events += sorted(rng.sample(left, min(len(left), wanted - len(events))))
    return picked + sorted(events)


# The BBC corpus holds 98 pairs of byte-identical files under two numbers of one folder (dev-s46 drew a copy
# of a file dev-s45 had drawn). From dev-s47 on a draw counts a copy of a named file as named, so that a fresh
# draw never takes a second copy of a judged or held-out article. Files are compared by a hash of their
# bytes; nothing of their text is kept or shown.
@cache
def _bbc_hashes(root: Path) -> dict[str, str]:
    """Every BBC file under ``root`` ("bbc/folder/NNN.txt") and the SHA-256 of its bytes."""
    return {
        f"bbc/{f.parent.name}/{f.name}": hashlib.sha256(f.read_bytes()).hexdigest()
        for f in sorted((root / "bbc").glob("*/*.txt"))
    }


def copies_of(named: set[str], root: Path = SHARED) -> set[str]:
    """The BBC files, not in ``named``, byte-identical to a BBC file ``named`` holds."""
    hashes = _bbc_hashes(root)
    taken = {hashes[item] for item in named if item in hashes}
    return {item for item, digest in hashes.items() if digest in taken} - named


# An article "repeats" a named one when at least half of its sentences of REPEAT_MIN_WORDS words or more
# appear word for word (whitespace-split words, joined by one space) in one article of an event another list
# names: a page that reprints a bulletin a list holds gives the same statements twice. Sentences end at ".",
# "!" or "?" before white space, or at a line break.
REPEAT_MIN_WORDS = 8
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def _long_sentences(text: str) -> list[str]:
    sentences = (" ".join(s.split()) for s in _SENTENCE_END.split(text))
    return [s for s in sentences if len(s.split()) >= REPEAT_MIN_WORDS]


def repeats(text: str, other: str) -> bool:
    """True when at least half of ``text``'s sentences of 8+ words appear word for word in ``other``."""
    sentences = _long_sentences(text)
    flat = " ".join(other.split())
    return bool(sentences) and 2 * sum(s in flat for s in sentences) >= len(sentences)


def _repeats_of(named: set[str]) -> Callable[[str], bool]:
    """Whether an event's one article repeats an article of an event in ``named``."""
    texts = [
        f.read_text(encoding="utf-8")
        for f in sorted((SHARED / "fakes").glob("*_*_*.txt"))
        if f"fakes/{fakes_event(f)}" in named
    ]

    def repeated(event: str) -> bool:
        files = sorted((SHARED / "fakes").glob(f"*_{event.split('/', 1)[1]}.txt"))
        return any(repeats(f.read_text(encoding="utf-8"), other) for f in files for other in texts)

    return repeated


def _outlets_apart(
    order: list[str], outlets: dict[str, set[str]], wanted: int, taken_outlets: set[str] | None = None
) -> list[str]:
    """The first ``wanted`` events of ``order`` whose outlets differ from each other's and from
    ``taken_outlets``; the next in order if outlets run out."""
    taken: list[str] = []
    seen: set[str] = set(taken_outlets or ())
    for event in order:
        if len(taken) < wanted and not outlets[event.split("/", 1)[1]] & seen:
            taken.append(event)
            seen |= outlets[event.split("/", 1)[1]]
    taken += [event for event in order if event not in taken][: wanted - len(taken)]
    return taken
