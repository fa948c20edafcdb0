"""A concours as read, and its ranking recomputed from the tables' results (SPEC 13).

Nothing here is stored: the ranking is counted afresh from the rounds drawn and each
table's result every time it is asked for, so that a corrected sheet or a match file
played on changes it at once.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple

RANK_KEYS = ("points", "wins")


class Team(NamedTuple):
    number: int
    name: str
    players: tuple[str, ...] = ()
    withdrawn: int | None = None  # the last round it played, once it has left


class Round(NamedTuple):
    round: int
    tables: tuple[tuple[int, int], ...]  # (NS team, EW team) for tables 1, 2, ...
    bye: int | None = None  # the team that sits out


class Result(NamedTuple):
    """A table's totals: typed from a paper sheet, or its ended match file's."""
    ns: int
    ew: int
    typed: bool = False


Results = Mapping[tuple[int, int], "Result | None"]  # (round, table) -> result, None: open


class Concours(NamedTuple):
    rules: str
    options: dict
    title: str
    rounds: int  # planned
    rank: str  # "points" or "wins"
    bye_points: int  # 0: the round's mean points-for
    seed: int
    teams: tuple[Team, ...] = ()
    draws: tuple[Round, ...] = ()
    typed: dict = {}  # (round, table) -> (ns, ew), typed from a paper sheet

    def team(self, number: int) -> Team:
        return self.teams[number - 1]

    @property
    def drawn(self) -> int:
        return len(self.draws)

    def active(self) -> list[Team]:
        return [t for t in self.teams if t.withdrawn is None]

    def tables(self) -> list[tuple[int, int, int, int]]:
        """Every drawn table: (round, table, NS team, EW team)."""
        return [(r.round, n, ns, ew) for r in self.draws
                for n, (ns, ew) in enumerate(r.tables, start=1)]

    def open_tables(self, results: Results) -> list[tuple[int, int]]:
        return [(r, t) for r, t, _ns, _ew in self.tables() if results.get((r, t)) is None]

    def place_of(self, round_number: int, team: int) -> tuple[int, str] | None:
        """Where a team sits in a round: (table, "ns" or "ew"), None for the bye or none."""
        for n, (ns, ew) in enumerate(self.draws[round_number - 1].tables, start=1):
            if team in (ns, ew):
                return n, "ns" if team == ns else "ew"
        return None


class Standing(NamedTuple):
    rank: int
    shared: bool
    team: Team
    played: int
    won: int
    drawn: int
    lost: int
    points_for: int
    points_against: int
    byes: int

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against

    def as_data(self) -> dict:
        """The ranking's JSON row (SPEC 13)."""
        return {"rank": self.rank, "shared": self.shared, "team": self.team.name,
                "number": self.team.number, "played": self.played, "won": self.won,
                "drawn": self.drawn, "lost": self.lost, "points_for": self.points_for,
                "points_against": self.points_against, "difference": self.difference,
                "byes": self.byes, "withdrawn": self.team.withdrawn is not None}


def bye_value(concours: Concours, round_number: int, results: Results) -> int:
    """What a bye of this round is worth: `bye_points`, or when that is 0 the mean
    points-for of the teams at the round's tables that have a result, rounded half up
    (0 while none has)."""
    if concours.bye_points:
        return concours.bye_points
    done = [res for n in range(1, len(concours.draws[round_number - 1].tables) + 1)
            if (res := results.get((round_number, n))) is not None]
    if not done:
        return 0
    total, count = sum(r.ns + r.ew for r in done), 2 * len(done)
    return (2 * total + count) // (2 * count)  # half up, in integers


def _counts(concours: Concours, results: Results) -> dict[int, list[int]]:
    """Per team: [played, won, drawn, lost, points for, points against, byes]."""
    counts = {t.number: [0] * 7 for t in concours.teams}
    for drawn_round in concours.draws:
        for n, (ns, ew) in enumerate(drawn_round.tables, start=1):
            result = results.get((drawn_round.round, n))
            if result is None:
                continue
            for team, own, other in ((ns, result.ns, result.ew), (ew, result.ew, result.ns)):
                row = counts[team]
                row[0] += 1
                row[1 if own > other else 2 if own == other else 3] += 1
                row[4] += own
                row[5] += other
        if drawn_round.bye is not None:
            row = counts[drawn_round.bye]
            row[0] += 1  # a bye is a round played and won from the moment it is drawn
            row[1] += 1
            row[4] += bye_value(concours, drawn_round.round, results)
            row[6] += 1
    return counts


def _keys(rank: str, row: list[int]) -> tuple[int, int, int]:
    """The ranking's keys, best first: points for, wins, difference (or wins first)."""
    points, wins, difference = row[4], row[1], row[4] - row[5]
    return (wins, points, difference) if rank == "wins" else (points, wins, difference)


def ranking(concours: Concours, results: Results) -> list[Standing]:
    """Every team ranked: those still playing, then those withdrawn, each part by the
    concours' keys; teams equal on all three keys share a rank (1=, 1=, 3)."""
    counts = _counts(concours, results)
    standings: list[Standing] = []
    for part in (concours.active(), [t for t in concours.teams if t.withdrawn is not None]):
        ordered = sorted(part, key=lambda t: (tuple(-k for k in _keys(concours.rank,
                                                                        counts[t.number])),
                                              t.number))
        keys = [_keys(concours.rank, counts[t.number]) for t in ordered]
        offset = len(standings)
        for i, team in enumerate(ordered):
            first = keys.index(keys[i])
            shared = keys.count(keys[i]) > 1
            played, won, drawn, lost, pf, pa, byes = counts[team.number]
            standings.append(Standing(offset + first + 1, shared, team, played, won, drawn,
                                      lost, pf, pa, byes))
    return standings


def byes_of(concours: Concours) -> dict[int, int]:
    """How many byes each team has had."""
    byes = {t.number: 0 for t in concours.teams}
    for drawn_round in concours.draws:
        if drawn_round.bye is not None:
            byes[drawn_round.bye] += 1
    return byes


def met(concours: Concours) -> set[frozenset]:
    """Every pair of teams that has played at a table."""
    return {frozenset(pair) for r in concours.draws for pair in r.tables}
