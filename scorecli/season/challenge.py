"""A season challenge (SPEC 10, fourth round): players (or teams) ranked over several
concours by their placements. Pure: the store reads each final concours' ranking into
`Finished` records, and the CLI prints the rows.

Placement points go by rank among those who played a round, as prizes do: a shared rank
k gives each the points of k; without a club's table, rank k of n gives n − k + 1.
"""

from __future__ import annotations

from typing import NamedTuple

from ..words.vocabulary import fold


class Scheme(NamedTuple):
    points: tuple[int, ...] | None = None  # rank k's points; None: n − k + 1
    others: int = 0  # every rank after the list
    best: int | None = None  # count only the best N concours


class Entry(NamedTuple):
    """One team of a final ranking: its rank, its names (players, or the team's), its
    points for, whether it played a round."""
    rank: int
    shared: bool
    team: str
    players: tuple[str, ...]
    points_for: int
    played: bool


class Finished(NamedTuple):
    path: str
    title: str
    date: object  # a date, or None
    entries: tuple[Entry, ...]
    melee: bool = False  # a concours of players: it counts for players only


def placement_points(scheme: Scheme, rank: int, of: int) -> int:
    if scheme.points is None:
        return of - rank + 1
    if rank <= len(scheme.points):
        return scheme.points[rank - 1]
    return scheme.others


def places(concours: Finished) -> list[tuple[Entry, int, bool]]:
    """Those who played a round, each with its rank among them and whether shared."""
    played = [e for e in concours.entries if e.played]
    ranked, seen = [], {}
    for i, entry in enumerate(played):
        first = seen.setdefault(entry.rank, i + 1)
        ranked.append((entry, first, sum(e.rank == entry.rank for e in played) > 1))
    return ranked


def _order(concours: Finished) -> tuple:
    return (concours.date is None, str(concours.date or ""), concours.path)


def challenge(found: list[Finished], by: str, scheme: Scheme, rank_by: str = "placement"
              ) -> list[dict]:
    """Each player (or team) over the concours: counted, placement points, points, best
    rank and places in date order; ranked, equal on every key sharing a rank."""
    people: dict[str, dict] = {}
    for concours in sorted(found, key=_order):
        if by == "team" and concours.melee:
            continue
        ranked = places(concours)
        of = len(ranked)
        for entry, rank, shared in ranked:
            names = (entry.team,) if by == "team" else entry.players
            for name in names:
                row = people.setdefault(fold(name.strip()), {"name": name.strip(),
                                                             "places": []})
                row["places"].append({"path": concours.path, "title": concours.title,
                                      "date": str(concours.date) if concours.date else None,
                                      "rank": rank, "shared": shared, "of": of,
                                      "placement_points": placement_points(scheme, rank, of),
                                      "points": entry.points_for, "counted": True})
    rows = []
    for row in people.values():
        placed = row["places"]
        if scheme.best is not None and len(placed) > scheme.best:
            kept = sorted(range(len(placed)), key=lambda i: (-placed[i]["placement_points"],
                                                             i))[:scheme.best]
            for i, place in enumerate(placed):
                place["counted"] = i in kept
        counted = [p for p in placed if p["counted"]]
        rows.append({"name": row["name"], "counted": len(counted),
                     "placement_points": sum(p["placement_points"] for p in counted),
                     "points": sum(p["points"] for p in counted),
                     "best_rank": min(p["rank"] for p in counted),
                     "places": [{k: v for k, v in p.items() if k != "points"}
                                for p in placed]})

    def keys(row):
        first, second = ("placement_points", "points") if rank_by == "placement" else \
            ("points", "placement_points")
        return (-row[first], -row[second], row["best_rank"])
    rows.sort(key=lambda r: keys(r) + (fold(r["name"]),))
    out = []
    for i, row in enumerate(rows):
        same = [r for r in rows if keys(r) == keys(row)]
        first = next(j for j, r in enumerate(rows) if keys(r) == keys(row))
        out.append({"rank": first + 1, "shared": len(same) > 1,
                    ("team" if by == "team" else "player"): row["name"],
                    **{k: v for k, v in row.items() if k != "name"}})
    return out
