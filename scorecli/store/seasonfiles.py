"""A season's match files: found under the paths given (each once, however reached),
read one at a time (memory stays flat however long the season), and what could not be
read kept as records for the caller to say."""

from __future__ import annotations

import os
from itertools import chain
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ..errors import ScorecliError, os_reason
from ..i18n import _, said_at
from .files import CONCOURS_FILE, shown_path
from ..game.deal import Match
from .matchfile import MatchFile

if TYPE_CHECKING:  # the concours' model, loaded only when a season holds a concours
    from ..concours.event import Typed


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
                    why=os_reason(exc))))
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


class _Table(NamedTuple):
    """A concours table counted through its concours: typed (or forfeited) from its
    result, else its match file read as any other."""
    match: Match
    typed: Typed
    rules: object

    def score(self):
        from ..scoring import forfeit_score, typed_score

        if self.typed.forfeit:
            return forfeit_score(self.rules, self.typed.forfeit)
        return typed_score(self.rules, self.typed.ns, self.typed.ew)


def _concours_tables(concours_files: list[Path]) -> tuple[dict, list]:
    """Each concours' drawn tables, by their files' identities: a typed or forfeited
    table as a `_Table`, a played or open one as None (its file read as a match); and the
    concours that cannot be read, with why."""
    from ..concours.event import members
    from .concoursfile import ConcoursFolder

    tables, unreadable = {}, []
    for path in sorted(set(concours_files), key=str):
        try:
            owner = ConcoursFolder.read(path.parent)
            rules = owner.rules()
        except ScorecliError as exc:
            unreadable.append((path, str(exc).removeprefix(said_at(path, ""))))
            continue
        event = owner.concours
        for round_number, table, ns, ew in event.tables():
            file = owner.table_path(round_number, table)
            typed = event.typed.get((round_number, table))
            entry = None
            if typed is not None:
                try:
                    match = MatchFile.read(file).match._replace(deals=())
                except ScorecliError:  # missing or broken: the concours' own names
                    match = owner.table_match(round_number, table)
                if typed.forfeit:  # the sides with one absent (a team, a mêlée's player)
                    sides = {p: code for code, side in (("ns", ns), ("ew", ew))
                             for p in members(side)}
                    typed = typed._replace(forfeit=tuple(dict.fromkeys(
                        sides[t] for t in typed.forfeit)))
                entry = _Table(match, typed, rules)
            tables[file] = entry
    return tables, unreadable


def read_matches(paths, add, keeps=None, with_path: bool = False, forfeits: bool = False
                 ) -> tuple[int, list[dict]]:
    """Read every match file under `paths` into `add(match, score)` (`add(match, score,
    path)` with `with_path`), one match at a time, those `keeps(match, score)` refuses
    passed over; the files counted, and those left out as records ({"path", "problem",
    "why"}: why in one line) for the caller to say.

    A concours under `paths` counts each drawn table once, through its concours (SPEC 10,
    fourth round): a typed table as a finished match of its typed totals, a forfeited
    one not at all (given to `add` only with `forfeits`, for its page), the others as
    their match files."""

    counted, skipped = 0, []
    concours_files: list[Path] = []
    files, unreadable = season_files(paths, concours=concours_files)
    tables, broken = _concours_tables(concours_files)
    table_files = {_identity(p): p for p in tables}
    entries = []
    for path in files:
        key = _identity(path)
        if key is not None and key in table_files:
            table = tables.pop(table_files.pop(key))
            entries.append((path, table))
        else:
            entries.append((path, None))
    entries += [(path, table) for path, table in tables.items() if table is not None]
    entries.sort(key=lambda entry: str(entry[0]))

    def found_all():
        for path, table in entries:
            if table is not None:
                yield path, table
            else:
                yield next(read_season([path]))

    # One match at a time (a list here would hold the whole season: 67 MB, not 26).
    for path, found in chain(unreadable, broken, found_all()):
        if isinstance(found, str):
            lines = found.splitlines() or [_("cannot be read")]
            why = lines[0] if len(lines) == 1 else _(
                "{problems} (`scorecli check {path}` lists them)").format(problems=lines[0],
                                                                          path=path)
            skipped.append({"path": shown_path(path), "problem": shown_path(found),
                            "why": shown_path(why)})
            continue
        score = found.score()
        if score.forfeit and not forfeits:
            continue  # no match was played
        if keeps is not None and not keeps(found.match, score):
            continue
        if with_path:
            add(found.match, score, str(shown_path(path)))
        else:
            add(found.match, score)
        counted += 0 if score.forfeit else 1
    return counted, skipped
