"""Files around matches: a file's digest and whether it is still the one read, an
export written safely (never over scorecli's own data), a path shown safely."""

from __future__ import annotations

import hashlib
import os
import re
import stat
from pathlib import Path

from ..errors import OutputRefused
from ..i18n import N_, _
from . import safewrite


BOM = b"\xef\xbb\xbf"
CONCOURS_FILE = "concours.toml"  # a concours folder's own file, which a season passes over


def file_digest(path: Path) -> str | None:
    """The SHA-256 of a file's bytes, read a megabyte at a time; None if unreadable."""

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
        raise OutputRefused(N_("--output {output}: that is {what}; choose another file"),
                         output=output, what=_(what))
    data = text.encode("utf-8")
    try:
        status = os.stat(output)
    except FileNotFoundError:
        status = None
    if status is not None and not stat.S_ISREG(status.st_mode):
        if stat.S_ISDIR(status.st_mode):
            raise OutputRefused(N_("--output {output}: is a folder; name a file"), output=output)
        safewrite.write_into(output, data)
    else:
        safewrite.atomic_write(resolved, (BOM if bom else b"") + data, follow=False,
                               saved=output)  # said if printing fails after


_HEAD = 1 << 20  # how much of a file is read to tell whether it is a match or a journal


def scorecli_data(path: Path) -> str | None:
    """What an existing regular file at `path` is, if it holds scorecli's data: a match
    file (top keys `format` and `rules` before any table), a concours.toml (`kind =
    "concours"`) or an undo journal (JSON with `"removed"`); None for any other file.
    A page or an export is never written over one (SPEC 12, F3): a completed file name
    would lose a match. Its top keys are read, up to its first table, however many
    comments come before them."""

    try:  # never waited on: a FIFO is opened without blocking, and not read
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    keys = set()
    with open(fd, "rb") as stream:
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            first = True
            for raw in stream:  # the top keys, up to the first table: linear in the file
                line = raw.decode("utf-8", "replace").strip()
                if first:
                    line, first = line.removeprefix("\ufeff"), False
                    if line.startswith("{"):  # JSON: a journal?
                        head = line + stream.read(_HEAD).decode("utf-8", "replace")
                        return N_("an undo journal") if re.search(r'"removed"\s*:', head) \
                            and re.search(r'"format"\s*:', head) else None
                if line.startswith("["):
                    break
                key = re.match(r"""^["']?([A-Za-z_][A-Za-z0-9_-]*)["']?\s*=\s*(.*)$""", line)
                if key:
                    keys.add(key.group(1))
                    if key.group(1) == "kind" and "concours" in key.group(2):
                        return N_("a concours file")
        except OSError:
            return None
    return N_("a match file") if {"format", "rules"} <= keys else None


def shown_path(path: Path | str) -> str:
    """A path as text that any output can carry: bytes that are not UTF-8 in a file's
    name (W4) are shown as `\\xff`, not passed on raw."""
    return str(path).encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def table_file(folder: Path, round_number: int, table: int, count: int) -> Path:
    """`round-2/table-07.toml`: T with as many digits as the round's largest table number."""
    return folder / f"round-{round_number}" / f"table-{table:0{len(str(count))}d}.toml"
