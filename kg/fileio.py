"""Atomic writes: a reader (or a crash) never sees half a file, nor half of a set of files.

``write_atomic`` replaces one file through a temporary file and a rename. ``OutputFolder`` replaces a whole
folder: everything is written into a staging folder beside it, which is then exchanged with the old folder in
one rename, under a lock that keeps a second writer out. ``sealed`` puts a digest before the bytes of a file
kept between builds, so that a damaged one is read as missing.
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import os
import shutil
import sys
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import TracebackType

from .errors import KGError

# The length of the digest that opens a sealed file (``sealed``): 128 bits tell a flipped byte from chance.
_SEAL_BYTES = 16

# Suffixes of the hidden siblings of a target folder: the lock, the staging folder of a write in progress,
# and the old folder parked during the two-rename fallback swap.
LOCK_SUFFIX = ".kg-lock"
STAGING_SUFFIX = ".kg-new-"
PARKED_SUFFIX = ".kg-old-"
# Lists the files kg wrote in a folder, so the next write knows which files are its own.
MANIFEST = ".kg-manifest"


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename, so readers never see half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp creates files readable by the owner only; give the output the usual umask-based mode.
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def sealed(payload: bytes) -> bytes:
    """``payload`` after a digest of it, for a file kept between builds: ``unsealed`` tells the payload of a
    damaged file, which may still decode as a record that says something else, from a good one."""
    return hashlib.blake2b(payload, digest_size=_SEAL_BYTES).digest() + payload


def unsealed(data: bytes) -> bytes | None:
    """The payload of ``sealed`` bytes ``data``, or None when it does not match its digest (a damaged file,
    or one written before files were sealed)."""
    payload = data[_SEAL_BYTES:]
    if (
        len(data) < _SEAL_BYTES
        or hashlib.blake2b(payload, digest_size=_SEAL_BYTES).digest() != data[:_SEAL_BYTES]
    ):
        return None
    return payload


def is_write_leftover(name: str) -> bool:
    """A temporary file of ``write_atomic`` that a killed process left behind."""
    return name.startswith(".") and name.endswith(".tmp")


def disk_message(error: OSError, target: Path) -> str:
    """The problem and the fix for an OSError met while writing under ``target``."""
    reason = error.strerror or str(error)
    if error.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        fix = "free some disk space or give a folder on another disk"
    elif error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        fix = "give a folder you can write to"
    else:
        fix = "check the folder and the disk"
    return f"cannot write {target} ({reason}); {fix}. Nothing in {target} was changed."


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths in one atomic rename (Linux renameat2 RENAME_EXCHANGE); False where unsupported."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(b))


def _siblings(target: Path, suffix: str) -> list[Path]:
    prefix = f".{target.name}{suffix}"
    if not target.parent.is_dir():
        return []
    return sorted(p for p in target.parent.iterdir() if p.name.startswith(prefix))


_HELD: dict[Path, OutputFolder] = {}


class OutputFolder:
    """A folder replaced as a whole: ``commit`` switches from the old content to the new in one rename.

    Entering takes a lock beside the folder (a second writer is refused with a message), finishes or undoes
    what a killed writer left, and creates the staging folder, so an unwritable target fails before any
    slow work. Files in the folder that kg did not write are carried over (hard links) to the new content.
    """

    def __init__(self, target: str | Path, what: str = "--out") -> None:
        # The real folder, so that a symlinked --out keeps its link and the link's target is replaced.
        self.target = Path(os.path.realpath(target))
        self.what = what
        self.staging = self.target.parent / f".{self.target.name}{STAGING_SUFFIX}{os.getpid()}"
        self._lock_fd: int | None = None
        self._outer: OutputFolder | None = None

    def __enter__(self) -> OutputFolder:
        held = _HELD.get(self.target)
        if held is not None:  # an outer block of this process holds the lock already
            self._outer = held
            return held
        if self.target.exists() and not self.target.is_dir():
            raise KGError(f"{self.what} {self.target} is a file, not a folder. Give a folder path.")
        if Path.cwd().is_relative_to(self.target):
            # The swap would leave this process and the shell in a deleted folder.
            raise KGError(f"{self.what} {self.target} holds the current folder; give a subfolder, e.g. out.")
        try:
            self.target.parent.mkdir(parents=True, exist_ok=True)
            self._lock()
            self.recover()
            self.staging.mkdir()
        except OSError as error:
            self._unlock()
            raise KGError(disk_message(error, self.target)) from error
        _HELD[self.target] = self
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._outer is not None:
            self._outer = None
            return
        _HELD.pop(self.target, None)
        shutil.rmtree(self.staging, ignore_errors=True)
        self._unlock()

    def _lock(self) -> None:
        try:
            import fcntl
        except ImportError:  # no advisory locks on this platform: writers are not kept apart
            return
        path = self.target.parent / f".{self.target.name}{LOCK_SUFFIX}"
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666 & ~_umask())
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise KGError(
                f"another kg process is writing {self.target} (it holds {path}). "
                "Wait for it to finish, or give another folder."
            ) from None
        self._lock_fd = fd

    def _unlock(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # closing the descriptor releases the flock
            self._lock_fd = None

    def recover(self) -> None:
        """Put back a folder parked by an interrupted swap, and delete staging folders of killed writers."""
        parked = _siblings(self.target, PARKED_SUFFIX)
        if parked and not self.target.exists():
            os.rename(parked[-1], self.target)
        for leftover in _siblings(self.target, STAGING_SUFFIX) + _siblings(self.target, PARKED_SUFFIX):
            shutil.rmtree(leftover, ignore_errors=True)

    def commit(self, files: Mapping[str, bytes | Iterable[bytes]], owned: Iterable[str] = ()) -> list[Path]:
        """Write ``files`` (name -> content) and switch the target to them; returns the final paths.

        A content may be an iterable of byte chunks, written one by one as it yields them, so that a
        large file is never held whole.

        Files of the old folder named in ``owned`` or in its manifest are kg's and are dropped; other
        files are carried over, except temporary files left by killed writers.
        """
        try:
            for name, data in files.items():
                with open(self.staging / name, "wb") as handle:
                    if isinstance(data, bytes):
                        handle.write(data)
                    else:
                        handle.writelines(data)
                    handle.flush()
                    os.fsync(handle.fileno())
            (self.staging / MANIFEST).write_text("".join(f"{n}\n" for n in files), encoding="utf-8")
            self._carry_over(set(owned) | set(files))
            self.switch()
        except OSError as error:
            shutil.rmtree(self.staging, ignore_errors=True)
            raise KGError(disk_message(error, self.target)) from error
        return [self.target / name for name in files]

    def _carry_over(self, owned: set[str]) -> None:
        if not self.target.is_dir():
            return
        manifest = self.target / MANIFEST
        if manifest.is_file():
            owned |= set(manifest.read_text(encoding="utf-8").split())
        for entry in self.target.iterdir():
            if entry.name in owned or entry.name == MANIFEST or is_write_leftover(entry.name):
                continue
            if entry.is_dir() and not entry.is_symlink():
                shutil.copytree(entry, self.staging / entry.name, symlinks=True, copy_function=_link_or_copy)
            else:
                _link_or_copy(str(entry), str(self.staging / entry.name))

    def switch(self) -> None:
        """Make the staging folder's content the target's, in one rename; the old content is deleted."""
        os.chmod(self.staging, 0o777 & ~_umask())
        _fsync_dir(self.staging)
        if not self.target.exists():
            os.rename(self.staging, self.target)
        elif _exchange(self.staging, self.target):
            shutil.rmtree(self.staging, ignore_errors=True)  # it now holds the old content
        else:
            # Two renames: a kill between them leaves the old folder parked, and recover() puts it back.
            parked = self.target.parent / f".{self.target.name}{PARKED_SUFFIX}{os.getpid()}"
            os.rename(self.target, parked)
            os.rename(self.staging, self.target)
            shutil.rmtree(parked, ignore_errors=True)
        _fsync_dir(self.target.parent)
        self.staging.mkdir()  # so that a second commit in the same block has somewhere to write


def _link_or_copy(source: str, destination: str) -> None:
    if os.path.islink(source):
        os.symlink(os.readlink(source), destination)
        return
    try:
        os.link(source, destination)
    except OSError:
        shutil.copy2(source, destination)
