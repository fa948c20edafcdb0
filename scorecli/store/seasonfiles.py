"""A season's match files: found under the paths given (each once, however reached),
read one at a time (memory stays flat however long the season), and what could not be
read kept as records for the caller to say."""

from __future__ import annotations

import os
from itertools import chain
from pathlib import Path

from ..errors import ScorecliError
from ..i18n import _, said_at
from .files import CONCOURS_FILE, shown_path
from .matchfile import MatchFile


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


def read_season(files: list[Path]):
    """Each file read in turn: (path, MatchFile) or (path, why it was left out). One
    match at a time is kept, so memory stays flat however long the season."""
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
