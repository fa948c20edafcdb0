"""Store a match file without ever losing it: a lock beside it, atomic replacement.

A write goes to a temp file in the same folder, is fsynced, replaces the match with
os.replace, and the folder is fsynced: a crash at any moment leaves the old file or the
new one. Writers take a lock on a sidecar file (never the match itself, which is replaced).
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from pathlib import Path

from .matchfile import MatchFileError

LOCK_TIMEOUT = 10.0  # seconds; SCORECLI_LOCK_TIMEOUT overrides


def real_path(path: Path) -> Path:
    """Write through a symlink to its target, so the link stays a link."""
    return Path(os.path.realpath(path))


def sidecar(path: Path, kind: str) -> Path:
    path = real_path(path)
    return path.parent / f".{path.name}.{kind}"


def atomic_write(path: Path, text: str, bom: bool = False) -> None:
    """Replace the file with `text`, or raise MatchFileError with the old file untouched."""
    path = real_path(Path(path))
    folder = path.parent
    _remove_stale_temps(path)
    tmp = folder / f".{path.name}.{os.getpid()}.tmp"
    data = (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")
    fd = None
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            os.fchmod(fd, path.stat().st_mode & 0o777)
        except FileNotFoundError:
            pass
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
        os.close(fd)
        fd = None
        os.replace(tmp, path)
    except OSError as exc:
        if fd is not None:
            os.close(fd)
        _unlink(tmp)
        raise MatchFileError(str(path), [f"cannot be written: {exc.strerror or exc}; the "
                                         "file is unchanged"]) from None
    except BaseException:
        if fd is not None:
            os.close(fd)
        _unlink(tmp)
        raise
    _fsync_folder(folder)


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _remove_stale_temps(path: Path) -> None:
    """Temp files left by a writer that was killed before it could clean up."""
    prefix = f".{path.name}."
    try:
        names = os.listdir(path.parent)
    except OSError:
        return
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        pid = name[len(prefix):-len(".tmp")]
        if pid.isdigit() and not _alive(int(pid)):
            _unlink(path.parent / name)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the replace itself is done
    finally:
        os.close(fd)


@contextmanager
def locked(path: Path, timeout: float | None = None):
    """Hold the match's sidecar lock, waiting at most `timeout` seconds for it."""
    try:
        import fcntl
    except ImportError:  # no flock here (Windows): one writer at a time is up to the user
        yield
        return
    if timeout is None:
        timeout = float(os.environ.get("SCORECLI_LOCK_TIMEOUT", LOCK_TIMEOUT))
    lock = sidecar(path, "lock")
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise MatchFileError(str(path), [f"cannot create the lock file {lock}: "
                                         f"{exc.strerror or exc}"]) from None
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise MatchFileError(str(path), [
                        f"another scorecli has been writing this match for {timeout:g} s; "
                        f"nothing was changed, try again (lock file: {lock})"]) from None
                time.sleep(0.01)
        yield
    finally:
        os.close(fd)  # closing releases the lock


# ---------------------------------------------------------------- the undo sidecar


def fingerprint(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def save_undone(path: Path, block: str, offset: int, text_after: str) -> None:
    """Keep a removed deal's text and place, with the fingerprint of the file after."""
    atomic_write(sidecar(path, "undo"), f"# {fingerprint(text_after)} {offset}\n{block}")


def load_undone(path: Path) -> tuple[str, int, str] | None:
    """(fingerprint, offset, block) of the last removed deal, or None."""
    try:
        text = sidecar(path, "undo").read_text(encoding="utf-8")
        first, _, block = text.partition("\n")
        _, print_, offset = first.split(" ")
        return print_, int(offset), block
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def forget_undone(path: Path) -> None:
    _unlink(sidecar(path, "undo"))
