"""Files around matches: an export written safely, and a season's match files found
(each once) and read one at a time."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..errors import ScoreError, ScorecliError
from ..i18n import N_, _, said_at
from . import safewrite

_BOM = b"\xef\xbb\xbf"
CONCOURS_FILE = "concours.toml"  # a concours folder's own file, which a season passes over


def file_digest(path: Path) -> str | None:
    """The SHA-256 of a file's bytes, read a megabyte at a time; None if unreadable."""
    import hashlib

    digest = hashlib.sha256()
    try:
        with open(path, "rb") as stream:
            while chunk := stream.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


def still_as_read(path: Path, status: os.stat_result, digest: str | None):
    """A check to ask just before a replace: is the file at `path` still the one read
    (`status`, and the SHA-256 of its bytes)? Its bytes, not its mtime (DL3): an in-place
    save of the same size that puts the old mtime back (`cp -p`, `touch -r`) is seen too."""
    def still_current() -> bool:
        try:
            now = os.stat(path)
        except OSError:
            return False
        if (now.st_dev, now.st_ino, now.st_size) != (status.st_dev, status.st_ino,
                                                     status.st_size):
            return False
        return digest is None or file_digest(path) == digest
    return still_current


def write_export(match_path: Path | str | None, output: Path | str, text: str,
                 bom: bool = False) -> None:
    """Write an export to `output`: never over the match, its lock or its journal; into
    an existing file that is not a regular one (a FIFO, /dev/stdout), never replacing it.
    `bom` starts a regular file with a UTF-8 BOM (a stream gets none)."""
    output = Path(output)
    protected = {} if match_path is None else {
        safewrite.real_path(match_path): N_("the match file itself"),
        safewrite.real_path(safewrite.sidecar(match_path, "lock")): N_("the match's lock"),
        safewrite.real_path(safewrite.sidecar(match_path, "undo")):
            N_("the match's undo journal")}
    resolved = safewrite.real_path(output)  # once: checked, then written without resolving
    what = protected.get(resolved) or scorecli_data(resolved)
    if what:
        raise ScoreError(N_("--output {output}: that is {what}; choose another file"),
                         output=output, what=_(what))
    data = text.encode("utf-8")
    try:
        status = os.stat(output)
    except FileNotFoundError:
        status = None
    if status is not None and not stat.S_ISREG(status.st_mode):
        if stat.S_ISDIR(status.st_mode):
            raise ScoreError(N_("--output {output}: is a folder; name a file"), output=output)
        safewrite.write_into(output, data)
    else:
        safewrite.atomic_write(resolved, (_BOM if bom else b"") + data, follow=False)


_HEAD = 1 << 20  # how much of a file is read to tell whether it is a match or a journal


def scorecli_data(path: Path) -> str | None:
    """What an existing regular file at `path` is, if it holds scorecli's data: a match
    file (top keys `format` and `rules` before any table), a concours.toml (`kind =
    "concours"`) or an undo journal (JSON with `"removed"`); None for any other file.
    A page or an export is never written over one (SPEC 12, F3): a completed file name
    would lose a match. Its first megabyte is enough to tell (its top keys come first)."""
    import re

    try:  # never waited on: a FIFO is opened without blocking, and not read
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    with open(fd, "rb") as stream:
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            head = stream.read(_HEAD).removeprefix(_BOM).decode("utf-8", "replace")
        except OSError:
            return None
    if head.lstrip().startswith("{"):
        return N_("an undo journal") if re.search(r'"removed"\s*:', head) and \
            re.search(r'"format"\s*:', head) else None
    keys = set()
    for line in head.splitlines():
        line = line.strip()
        if line.startswith("["):
            break
        key = re.match(r'^"?([A-Za-z_][A-Za-z0-9_-]*)"?\s*=\s*(.*)$', line)
        if key:
            keys.add(key.group(1))
            if key.group(1) == "kind" and "concours" in key.group(2):
                return N_("a concours file")
    return N_("a match file") if {"format", "rules"} <= keys else None


def season_files(paths: list[str | Path], concours: list[Path] | None = None
                 ) -> tuple[list[Path], list[tuple[Path, str]]]:
    """The match files of a season: the files named, and every `*.toml` below the folders
    named (hidden files and folders skipped), in the order of their paths as strings,
    each file once however it is reached (by device and inode: a link, a folder given
    twice); and the folders that could not be read, with why.

    The walk keeps its own stack rather than call os.walk, which recurses in Python 3.11
    and fails on a folder nested a thousand deep (C6), and says nothing of a folder it
    cannot read (W1). A concours' own `concours.toml` is passed over, and put in `concours`
    when a list is given (`publish` makes a page of each)."""
    found: list[Path] = []
    unreadable: list[tuple[Path, str]] = []
    for given in map(Path, paths):
        if not given.is_dir():
            if given.name != CONCOURS_FILE:  # a concours' own file: not a match (SPEC 13)
                found.append(given)
            elif concours is not None:
                concours.append(given)
            continue
        stack, seen_folders = [given], {_identity(given)}
        while stack:
            folder = stack.pop()
            try:
                with os.scandir(folder) as entries:
                    for entry in entries:
                        if entry.name.startswith("."):
                            continue
                        path = Path(folder) / entry.name
                        try:
                            is_folder = entry.is_dir()
                        except OSError:
                            is_folder = False
                        if is_folder:
                            key = _identity(path)
                            if key is not None and key not in seen_folders:  # a link loop
                                seen_folders.add(key)
                                stack.append(path)
                        elif entry.name == CONCOURS_FILE:
                            if concours is not None:
                                concours.append(path)
                        elif entry.name.endswith(".toml"):
                            found.append(path)
            except OSError as exc:
                unreadable.append((Path(folder), _("folder cannot be read: {why}").format(
                    why=exc.strerror or exc)))
    files, identities = [], set()
    for path in sorted(found, key=str):
        key = _identity(path)
        if key is None or key not in identities:
            files.append(path)
            if key is not None:
                identities.add(key)
    return files, unreadable


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        status = os.stat(path)
    except OSError:
        return None  # reading it will say why
    return status.st_dev, status.st_ino


def shown_path(path: Path | str) -> str:
    """A path as text that any output can carry: bytes that are not UTF-8 in a file's
    name (W4) are shown as `\\xff`, not passed on raw."""
    return str(path).encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def read_season(files: list[Path]):
    """Each file read in turn: (path, MatchFile) or (path, why it was left out). One
    match at a time is kept, so memory stays flat however long the season."""
    from .matchfile import MatchFile  # which reads with this module's file_digest

    for path in files:
        try:
            yield path, MatchFile.read(path)
        except ScorecliError as exc:
            yield path, str(exc).removeprefix(said_at(path, ""))


def read_matches(paths, add, keeps=None, with_path: bool = False) -> tuple[int, list[dict]]:
    """Read every match file under `paths` into `add(match, score)` (`add(match, score,
    path)` with `with_path`), one match at a time, those `keeps(match, score)` refuses
    passed over; the files counted, and those left out as records ({"path", "problem",
    "why"}: why in one line) for the caller to say."""
    from itertools import chain

    counted, skipped = 0, []
    files, unreadable = season_files(paths)
    # One match at a time (a list here would hold the whole season: 67 MB, not 26).
    for path, found in chain(unreadable, read_season(files)):
        if isinstance(found, str):
            lines = found.splitlines() or [_("cannot be read")]
            why = lines[0] if len(lines) == 1 else _(
                "{problems} (`scorecli check {path}` lists them)").format(problems=lines[0],
                                                                          path=path)
            skipped.append({"path": shown_path(path), "problem": shown_path(found),
                            "why": shown_path(why)})
            continue
        score = found.score()
        if keeps is not None and not keeps(found.match, score):
            continue
        if with_path:
            add(found.match, score, str(shown_path(path)))
        else:
            add(found.match, score)
        counted += 1
    return counted, skipped
