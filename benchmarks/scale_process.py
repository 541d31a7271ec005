"""Running and measuring one whole process as ``scale.py`` does: its wall and CPU seconds and the peak
resident memory of its process tree (read from /proc), the load it ran under and the machine, and the
bare spaCy parse every build is compared with. Kept apart from the script, which says what is measured.
Imported through ``scale.py``, which puts this folder and the repository on ``sys.path``.
"""

from __future__ import annotations

import os
import platform
import resource
import shlex
import subprocess
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# An installed kg has its modules' .pyc files, but a checkout run under PYTHONDONTWRITEBYTECODE (as some
# sandboxes set it) compiles every kg module again in every process, which a bare parse, importing few kg
# modules, mostly avoids. The measured processes run without it, so kg's bytecode is written to its
# __pycache__ folders (ignored by git) once, by scale.py's untimed warm-up build.
ENV_DROP = ("PYTHONDONTWRITEBYTECODE",)
BARE_PARSE = """
import sys
from pathlib import Path
from kg.extract import load_model
texts = [p.read_text(encoding="utf-8") for p in sorted(Path(sys.argv[1]).rglob("*.txt"))]
for _ in load_model(None).pipe(texts, batch_size=32):
    pass
"""


def _tree_rss(pid: int) -> int:
    """Resident bytes of a process and all its descendants, read from /proc."""
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        try:
            with open(f"/proc/{current}/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1]) * 1024
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children", encoding="ascii") as children:
                    todo += [int(c) for c in children.read().split()]
        except (OSError, ValueError):
            continue
    return total


def run(command: list[str], cwd: Path | None = None) -> tuple[float, int, str]:
    """Wall seconds, peak resident bytes of the process tree, and standard output of ``command``."""
    seconds, peak, out, _ = run_timed(command, cwd)
    return seconds, peak, out


def run_timed(command: list[str], cwd: Path | None = None) -> tuple[float, int, str, float]:
    """``run``, and the CPU seconds (user and system) of the process tree after them; prints the command."""
    # this checkout's kg first; a PYTHONPATH already set stays behind it (a folder with the ontology to use)
    path = os.pathsep.join(filter(None, (str(REPO), os.environ.get("PYTHONPATH"))))
    # printed with the PYTHONPATH it runs under, so that a command pasted into a shell measures this checkout
    shown = ["BARE_PARSE" if part == BARE_PARSE else part for part in command]
    where = f"cd {shlex.quote(str(cwd))} && " if cwd else ""
    print(f"  $ {where}PYTHONPATH={shlex.quote(path)} {shlex.join(shown)}", flush=True)
    env = {**os.environ, "PYTHONPATH": path, "HF_HUB_OFFLINE": "1"}
    for name in ENV_DROP:
        env.pop(name, None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    peak = 0
    while process.poll() is None:
        peak = max(peak, _tree_rss(process.pid))
        time.sleep(0.2)
    seconds = time.perf_counter() - started
    out, err = process.communicate()
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{err.decode(errors='replace')[-2000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, peak, out.decode(), cpu


def load() -> str:
    return f"load {os.getloadavg()[0]:.1f}"


def machine() -> str:
    """The machine the figures were taken on: CPU model, cores, memory, Python, and its load now."""

    def field(path: str, name: str) -> str | None:
        try:
            lines = Path(path).read_text(encoding="ascii", errors="replace").splitlines()
        except OSError:  # not Linux: what platform knows
            return None
        return next((line.split(":", 1)[1].strip() for line in lines if line.startswith(name)), None)

    model = field("/proc/cpuinfo", "model name") or platform.processor() or platform.machine()
    memory = int((field("/proc/meminfo", "MemTotal") or "0 kB").split()[0]) * 1024
    ram = f"{memory / 2**30:.1f} GiB RAM" if memory else "RAM unknown"
    loads = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    return (
        f"machine: {model}, {os.cpu_count()} cores, {ram}, {platform.system()} {platform.machine()}, "
        f"Python {platform.python_version()}; load average {loads} (1, 5, 15 min)"
    )
