"""The concours of a season, read for a challenge (SPEC 10, fourth round): each concours
folder under the paths (found as `standings` finds them), its final ranking, its date
(the earliest `started` of its round-1 table files), and the concours still being played
or that cannot be read, for the caller to say."""

from __future__ import annotations

from pathlib import Path

from ..concours import ranking
from ..errors import ScorecliError
from ..season.challenge import Entry, Finished
from .concoursfile import ConcoursFolder
from .files import shown_path
from .matchfile import MatchFile
from .seasonfiles import season_files


def concours_date(owner: ConcoursFolder):
    """The earliest `started` of the round-1 table files, as a date, or None."""
    if not owner.concours.drawn:
        return None
    dates = []
    for n in range(1, len(owner.concours.draws[0].tables) + 1):
        try:
            started = MatchFile.read(owner.table_path(1, n)).match.started
        except ScorecliError:
            continue
        if hasattr(started, "year"):
            dates.append(started.date() if hasattr(started, "date") else started)
    return min(dates) if dates else None


def read_concours(paths, since=None, until=None) -> dict:
    """{"found": [Finished], "unfinished": [{"path", "drawn", "rounds", "open"}],
    "skipped": [{"path", "problem", "why"}], "undated": n, "outside": n} (`outside`: the
    finished concours that `since` and `until` leave out)."""
    files: list[Path] = []
    season_files(paths, concours=files)
    out = {"found": [], "unfinished": [], "skipped": [], "undated": 0, "outside": 0}
    for path in sorted(dict.fromkeys(p.parent for p in files), key=str):
        shown = str(shown_path(path))
        try:
            owner = ConcoursFolder.read(path)
            results = owner.results()
        except ScorecliError as exc:
            problem = str(exc)
            out["skipped"].append({"path": shown, "problem": problem,
                                   "why": problem.splitlines()[0]})
            continue
        event = owner.concours
        if not event.final(results):
            out["unfinished"].append({"path": shown, "drawn": event.drawn,
                                      "rounds": event.rounds,
                                      "open": len(event.open_tables(results))})
            continue
        date = concours_date(owner)
        if since or until:
            if date is None:
                out["undated"] += 1
                continue
            if (since and date < since) or (until and date > until):
                out["outside"] += 1
                continue
        standings = ranking(event, results)
        entries = tuple(Entry(s.rank, s.shared, s.team.name,
                              (s.team.name,) if event.melee else s.team.players,
                              s.points_for, s.played > 0) for s in standings)
        out["found"].append(Finished(shown, event.title or path.resolve().name, date,
                                     entries, event.melee))
    return out
