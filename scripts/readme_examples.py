"""Run the README's console examples on the sample build and compare or refresh the output they show.

    python scripts/readme_examples.py --check     # exit 1 and show the difference when an example is stale
    python scripts/readme_examples.py --update    # rewrite the shown output in README.md in place

Every ```console block is run in a fresh folder holding ``out/``, the build of examples/kerman-2024, with
the commands after ``$ `` run one after another by bash (a command may continue over several lines while a
quote is open). A line ``...`` in the shown output stands for any number of lines. ``--update`` keeps the
README's elisions: as many lines as it showed before the first ``...`` and after the last one, and the
shown lines between two ``...`` if the command still prints them. A command ending in ``&`` starts a server
in the background: it shows no output, and the next command runs once the port it binds answers; its port
is swapped for a free one while the block runs, so a server a developer runs on the README's port never
collides with the check. tests/test_readme.py runs the same code in check mode.
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
SAMPLE = ROOT / "examples" / "kerman-2024"
ELLIPSIS = "..."
PROMPT = "$ "
SERVER_WAIT = 90.0  # seconds a background server may take to answer
_FENCE = re.compile(r"^```(\w*)\s*$")
_BACKGROUND = re.compile(r"&\s*(#.*)?$")
_LOCAL_PORT = re.compile(r"\b(127\.0\.0\.1|localhost):(\d{2,5})\b")


@dataclass
class Example:
    """One command of a console block, the output lines the README shows, and where they sit in the file."""

    command: str
    shown: list[str]
    first_output_line: int  # index in the README's lines of the first shown line (or where output goes)

    @property
    def background(self) -> bool:
        return _BACKGROUND.search(self.command) is not None


def console_blocks(lines: list[str]) -> list[list[Example]]:
    """The README's ```console blocks, each as its examples in order."""
    blocks: list[list[Example]] = []
    index = 0
    while index < len(lines):
        fence = _FENCE.match(lines[index])
        if not fence:
            index += 1
            continue
        end = next(i for i in range(index + 1, len(lines)) if lines[i].startswith("```"))
        if fence.group(1) == "console":
            blocks.append(_examples(lines, index + 1, end))
        index = end + 1
    return blocks


def _examples(lines: list[str], start: int, end: int) -> list[Example]:
    examples: list[Example] = []
    index = start
    while index < end:
        if not lines[index].startswith(PROMPT):
            raise ValueError(f"README.md line {index + 1}: console output before any `$ ` command")
        command = lines[index][len(PROMPT) :]
        index += 1
        while not _complete(command) and index < end:
            command += "\n" + lines[index]
            index += 1
        first = index
        while index < end and not lines[index].startswith(PROMPT):
            index += 1
        examples.append(Example(command, lines[first:index], first))
    return examples


def _complete(command: str) -> bool:
    if command.endswith("\\"):
        return False
    try:
        shlex.split(command, comments=True)
    except ValueError:  # an open quote: the command goes on over the next line
        return False
    return True


def matches(shown: list[str], printed: list[str]) -> bool:
    """True when the printed lines are the shown ones, each ``...`` line standing for any number of lines."""
    if not shown:
        return not printed
    if shown[0] == ELLIPSIS:
        return any(matches(shown[1:], printed[i:]) for i in range(len(printed) + 1))
    return bool(printed) and shown[0] == printed[0] and matches(shown[1:], printed[1:])


def refreshed(shown: list[str], printed: list[str]) -> list[str]:
    """The printed lines, elided where the README elides (see the module docstring)."""
    cuts = [i for i, line in enumerate(shown) if line == ELLIPSIS]
    if not cuts:
        return printed
    head, tail = cuts[0], len(shown) - cuts[-1] - 1
    if head + tail >= len(printed):
        return printed
    out = [*printed[:head], ELLIPSIS]
    position = head
    for left, right in itertools.pairwise(cuts):
        segment = shown[left + 1 : right]
        found = _find(printed, segment, position, len(printed) - tail)
        if segment and found is not None:
            out += [*segment, ELLIPSIS]
            position = found + len(segment)
    return out + (printed[len(printed) - tail :] if tail else [])


def _find(lines: list[str], segment: list[str], start: int, stop: int) -> int | None:
    for i in range(start, stop - len(segment) + 1):
        if lines[i : i + len(segment)] == segment:
            return i
    return None


@dataclass
class Outcome:
    example: Example
    printed: list[str]
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error and matches(self.example.shown, self.printed)

    def report(self) -> str:
        head = f"$ {self.example.command}"
        if self.error:
            return f"{head}\n  failed: {self.error}"
        shown = "\n".join(f"  | {line}" for line in self.example.shown) or "  | (nothing)"
        printed = "\n".join(f"  > {line}" for line in self.printed) or "  > (nothing)"
        return f"{head}\nREADME shows:\n{shown}\nthe command prints:\n{printed}"


def prepare(workdir: Path, sample_build: Path | None = None) -> None:
    """Put the sample build at ``workdir/out``: a copy of ``sample_build``, or a fresh build."""
    if sample_build is not None:
        shutil.copytree(sample_build, workdir / "out")
        return
    sys.path.insert(0, str(ROOT))
    from kg import build

    build([SAMPLE], workdir / "out", progress=None)


def run_examples(readme: Path, workdir: Path) -> list[Outcome]:
    """Run every console example of ``readme`` in ``workdir`` (which holds ``out/``), block after block."""
    lines = readme.read_text(encoding="utf-8").splitlines()
    outcomes: list[Outcome] = []
    for block in console_blocks(lines):
        outcomes += _run_block(block, workdir)
    return outcomes


def _environment() -> dict[str, str]:
    env = dict(os.environ)
    # The commands this interpreter's environment installed (kg, oxigraph) come first.
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["HF_HUB_OFFLINE"] = "1"
    return env


def _run_block(block: list[Example], workdir: Path) -> list[Outcome]:
    ports = {
        int(m.group(2)): _free_port() for e in block if e.background for m in _LOCAL_PORT.finditer(e.command)
    }

    def local(text: str) -> str:
        for port, free in ports.items():
            text = re.sub(rf"\b(127\.0\.0\.1|localhost):{port}\b", rf"\g<1>:{free}", text)
        return text

    def readme(text: str) -> str:
        for port, free in ports.items():
            text = re.sub(rf"\b(127\.0\.0\.1|localhost):{free}\b", rf"\g<1>:{port}", text)
        return text

    outcomes = []
    env = _environment()
    with _background_processes() as started:
        for example in block:
            command = local(example.command)
            if example.background:
                error = _start_server(command, workdir, env, started, sorted(ports.values()))
                outcomes.append(Outcome(example, [], error))
                continue
            done = subprocess.run(
                ["bash", "-c", command], cwd=workdir, env=env, capture_output=True, text=True, timeout=600
            )
            printed = readme(done.stdout).splitlines()
            error = "" if done.returncode == 0 else f"exit {done.returncode}: {readme(done.stderr)[-2000:]}"
            outcomes.append(Outcome(example, [line.rstrip() for line in printed], error))
    return outcomes


@contextmanager
def _background_processes() -> Iterator[list[subprocess.Popen]]:
    started: list[subprocess.Popen] = []
    try:
        yield started
    finally:
        for process in started:  # each started in a session of its own: stop it and its children
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()


def _start_server(
    command: str, workdir: Path, env: dict[str, str], started: list[subprocess.Popen], ports: list[int]
) -> str:
    foreground = _BACKGROUND.sub("", command).rstrip()
    process = subprocess.Popen(
        ["bash", "-c", f"exec {foreground}"],
        cwd=workdir,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    started.append(process)
    deadline = time.monotonic() + SERVER_WAIT
    while ports and time.monotonic() < deadline:
        if process.poll() is not None:
            return f"the server exited with {process.returncode} before answering"
        if all(_answers(port) for port in ports):
            return ""
        time.sleep(0.3)
    return "" if not ports else f"no answer on port {ports} within {SERVER_WAIT:.0f} s"


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def update_readme(readme: Path, outcomes: list[Outcome]) -> int:
    """Rewrite the output each example shows with what it printed; returns how many examples changed."""
    lines = readme.read_text(encoding="utf-8").splitlines()
    changed = 0
    for outcome in sorted(outcomes, key=lambda o: o.example.first_output_line, reverse=True):
        if outcome.error or outcome.ok:
            continue
        example = outcome.example
        start = example.first_output_line
        lines[start : start + len(example.shown)] = refreshed(example.shown, outcome.printed)
        changed += 1
    readme.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


def check(readme: Path, workdir: Path, sample_build: Path | None = None) -> list[Outcome]:
    """Prepare ``workdir``, run the examples and return those whose output differs or that failed."""
    prepare(workdir, sample_build)
    return [o for o in run_examples(readme, workdir) if not o.ok]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="report examples whose shown output is stale")
    mode.add_argument("--update", action="store_true", help="rewrite the shown output in the README")
    parser.add_argument("--readme", type=Path, default=README)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="kg-readme-") as folder:
        prepare(Path(folder))
        outcomes = run_examples(args.readme, Path(folder))
    stale = [o for o in outcomes if not o.ok]
    for outcome in stale:
        print(outcome.report(), end="\n\n")
    failed = [o for o in stale if o.error]
    if args.update:
        changed = update_readme(args.readme, outcomes)
        print(f"{args.readme}: {changed} of {len(outcomes)} examples rewritten, {len(failed)} failed")
        return 1 if failed else 0
    print(f"{len(outcomes) - len(stale)} of {len(outcomes)} README examples print what the README shows")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
