"""A concours as read: its teams, drawn rounds and typed results (SPEC 13).

Nothing here is stored but what the organiser typed: the ranking (`standing`) is counted
afresh from the rounds drawn and each table's result every time it is asked for, so that
a corrected sheet or a match file played on changes it at once.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple

RANK_KEYS = ("points", "wins")


class Team(NamedTuple):
    number: int
    name: str
    players: tuple[str, ...] = ()
    withdrawn: int | None = None  # the rounds drawn when it left
    present: bool | None = None  # checked in (True), marked absent (False), unmarked


def members(side) -> tuple[int, ...]:
    """The numbers on one side of a table (a team's, or a mêlée's two players), or of a
    round's bye (a team, None, or a mêlée's players)."""
    if side is None:
        return ()
    return tuple(side) if isinstance(side, tuple) else (side,)


class Round(NamedTuple):
    round: int
    # (NS, EW) for tables 1, 2, ...: team numbers, or in a mêlée (n, s) and (e, w) players
    tables: tuple[tuple, ...]
    bye: object = None  # the team that sits out, or a mêlée's tuple of players
    swapped: bool = False  # changed by hand since it was drawn

    def seated(self) -> list[int]:
        """Every team (or player) the round drew: at its tables and its bye."""
        return [x for ns, ew in self.tables for x in members(ns) + members(ew)] + list(
            members(self.bye))


class Typed(NamedTuple):
    """A `[[results]]` block: a paper sheet's totals (with its counts), or a forfeit."""
    ns: int | None = None
    ew: int | None = None
    forfeit: tuple[int, ...] = ()  # the teams that did not come
    deals: int | None = None
    belotes: int | None = None
    capots: int | None = None
    announcements: int | None = None
    forced: bool = False


class Result(NamedTuple):
    """A table's totals: typed from a paper sheet, or its ended match file's; a forfeit's
    totals are those the ranking counts (`counted`)."""
    ns: int
    ew: int
    typed: bool = False
    forfeit: tuple[int, ...] = ()


Results = Mapping[tuple[int, int], "Result | None"]  # (round, table) -> result, None: open


class Prize(NamedTuple):
    first: int
    last: int
    text: str


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
    typed: dict = {}  # (round, table) -> Typed
    tiebreak: tuple[str, ...] = ()  # the keys after `rank`; () the default chain
    prizes: tuple[Prize, ...] = ()
    next_number: int = 0  # kept once a team is removed: numbers are never given twice
    melee: bool = False  # a concours of players, partners drawn each round

    def team(self, number: int) -> Team:
        for team in self.teams:
            if team.number == number:
                return team
        raise KeyError(number)

    def new_number(self) -> int:
        return max([self.next_number, 1] + [t.number + 1 for t in self.teams])

    @property
    def drawn(self) -> int:
        return len(self.draws)

    def active(self) -> list[Team]:
        return [t for t in self.teams if t.withdrawn is None]

    def checking_in(self) -> bool:
        return any(t.present for t in self.active())

    def in_the_draw(self) -> tuple[list[Team], list[tuple[Team, str]]]:
        """The teams the next round draws, and those left out with why: `absent`, or
        `not-checked-in` once any team is checked in."""
        checking = self.checking_in()
        drawn, out = [], []
        for team in self.active():
            if team.present is False:
                out.append((team, "absent"))
            elif checking and not team.present:
                out.append((team, "not-checked-in"))
            else:
                drawn.append(team)
        return drawn, out

    def tables(self) -> list[tuple[int, int, int, int]]:
        """Every drawn table: (round, table, NS team, EW team)."""
        return [(r.round, n, ns, ew) for r in self.draws
                for n, (ns, ew) in enumerate(r.tables, start=1)]

    def open_tables(self, results: Results) -> list[tuple[int, int]]:
        return [(r, t) for r, t, _ns, _ew in self.tables() if results.get((r, t)) is None]

    def place_of(self, round_number: int, team: int) -> tuple[int, str] | None:
        """Where a team (or a mêlée's player) sits in a round: (table, "ns" or "ew"), None
        for the bye or none."""
        for n, (ns, ew) in enumerate(self.draws[round_number - 1].tables, start=1):
            if team in members(ns) + members(ew):
                return n, "ns" if team in members(ns) else "ew"
        return None

    def ever_drawn(self, number: int) -> tuple[int, int | None] | None:
        """The first round a team was drawn in: (round, table or None for the bye)."""
        for drawn in self.draws:
            if number in members(drawn.bye):
                return drawn.round, None
            place = self.place_of(drawn.round, number)
            if place:
                return drawn.round, place[0]
        return None

    def upto(self, rounds: int) -> "Concours":
        """The concours as it stood when `rounds` rounds were drawn, results as they are
        now: a team that left later counts as still playing."""
        teams = tuple(t._replace(withdrawn=None) if t.withdrawn is not None
                      and t.withdrawn > rounds else t for t in self.teams)
        return self._replace(draws=self.draws[:rounds], teams=teams,
                             typed={k: v for k, v in self.typed.items() if k[0] <= rounds})

    def final(self, results: Results) -> bool:
        return self.drawn >= self.rounds and not self.open_tables(results)


def bye_value(concours: Concours, round_number: int, results: Results) -> int:
    """What a bye of this round is worth: `bye_points`, or when that is 0 the mean
    points-for of the teams at the round's tables that have a result, rounded half up
    (0 while none has); a forfeited table counts for nothing in it."""
    if concours.bye_points:
        return concours.bye_points
    done = [res for n in range(1, len(concours.draws[round_number - 1].tables) + 1)
            if (res := results.get((round_number, n))) is not None and not res.forfeit]
    if not done:
        return 0
    total, count = sum(r.ns + r.ew for r in done), 2 * len(done)
    return (2 * total + count) // (2 * count)  # half up, in integers


def counted(concours: Concours, round_number: int, table: int, result: Result,
            results: Results) -> tuple[int, int]:
    """A table's totals as the ranking counts them: a forfeit gives the team that came
    the round's bye worth, and nothing to a team absent (in a mêlée, a side with a player
    absent)."""
    if not result.forfeit:
        return result.ns, result.ew
    ns, ew = concours.draws[round_number - 1].tables[table - 1]
    worth = bye_value(concours, round_number, results)
    gone = set(result.forfeit)
    return (0 if gone & set(members(ns)) else worth, 0 if gone & set(members(ew)) else worth)


def forfeit_scores(concours: Concours, round_number: int, table: int, result: Result,
                   results: Results) -> dict[int, tuple[int, int, bool]]:
    """Each one at a forfeited table: (for, against, won). Those who came score the
    round as a bye; one absent loses, 0 for, the bye's worth against while any came."""
    ns, ew = concours.draws[round_number - 1].tables[table - 1]
    worth = bye_value(concours, round_number, results)
    seated = members(ns) + members(ew)
    came = [x for x in seated if x not in result.forfeit]
    return {x: (0, worth if came else 0, False) if x in result.forfeit else (worth, 0, True)
            for x in seated}


def byes_of(concours: Concours) -> dict[int, int]:
    """How many byes each team has had (a forfeit is none)."""
    byes = {t.number: 0 for t in concours.teams}
    for drawn_round in concours.draws:
        for number in members(drawn_round.bye):
            byes[number] = byes.get(number, 0) + 1
    return byes


def played_tables(concours: Concours):
    """(round, table, NS, EW) of every drawn table that is no forfeit."""
    return [(r.round, n, ns, ew) for r in concours.draws
            for n, (ns, ew) in enumerate(r.tables, start=1)
            if not (t := concours.typed.get((r.round, n))) or not t.forfeit]


def met(concours: Concours) -> set[frozenset]:
    """Every pair of teams that has played at a table (a forfeited table is no meeting)."""
    return {frozenset((ns, ew)) for _r, _n, ns, ew in played_tables(concours)}
