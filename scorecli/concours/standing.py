"""The ranking of a concours, counted from its tables (SPEC 13, "The ranking"): the
tie-break chain, the check code two folders compare aloud, and the prizes by place.

A bye is a round played and won worth the round's bye points; a forfeit gives the team
that came the same, and the absent team a round lost. The difference counts the tables
played only, so that a team that sat out cannot pass a table's winner on difference.
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

from .event import (Concours, Prize, Results, Team, bye_value, byes_of, counted,
                    forfeit_scores, members)

TIEBREAK_KEYS = ("points", "wins", "difference", "against", "best-round", "head-to-head",
                 "lot")
DEFAULT_AFTER = {"points": ("wins", "difference"), "wins": ("points", "difference")}


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
    difference: int = 0  # of the tables played
    best_round: int = 0

    def as_data(self, melee: bool = False) -> dict:
        """The ranking's JSON row (SPEC 13): a mêlée's rows name a `player`."""
        return {"rank": self.rank, "shared": self.shared,
                ("player" if melee else "team"): self.team.name,
                "number": self.team.number, "played": self.played, "won": self.won,
                "drawn": self.drawn, "lost": self.lost, "points_for": self.points_for,
                "points_against": self.points_against, "difference": self.difference,
                "byes": self.byes, "withdrawn": self.team.withdrawn is not None,
                "best_round": self.best_round, "present": self.team.present}


def chain(concours: Concours) -> tuple[str, ...]:
    """Every key of the ranking, the concours' `rank` first."""
    return (concours.rank,) + (concours.tiebreak or DEFAULT_AFTER[concours.rank])


class _Row:
    __slots__ = ("played", "won", "drawn", "lost", "pf", "pa", "byes", "difference", "best")

    def __init__(self):
        self.played = self.won = self.drawn = self.lost = self.pf = self.pa = 0
        self.byes = self.difference = self.best = 0


def _rows(concours: Concours, results: Results) -> tuple[dict[int, _Row], list]:
    """Each team's (or mêlée player's) counts, and every table played (NS members, EW
    members, NS total, EW total) for head-to-head."""
    rows = {t.number: _Row() for t in concours.teams}
    played = []
    for drawn_round in concours.draws:
        for n, (ns, ew) in enumerate(drawn_round.tables, start=1):
            result = results.get((drawn_round.round, n))
            if result is None:
                continue
            if result.forfeit:
                scores = forfeit_scores(concours, drawn_round.round, n, result, results)
                for number, (own, other, won) in scores.items():
                    row = rows[number]
                    row.played += 1
                    row.pf += own
                    row.pa += other
                    if won:
                        row.won += 1
                    else:
                        row.lost += 1
                continue
            totals = counted(concours, drawn_round.round, n, result, results)
            played.append((members(ns), members(ew)) + totals)
            for side, own, other in ((ns, totals[0], totals[1]), (ew, totals[1], totals[0])):
                for number in members(side):
                    row = rows[number]
                    row.played += 1
                    row.pf += own
                    row.pa += other
                    row.difference += own - other
                    row.best = max(row.best, own)
                    if own > other:
                        row.won += 1
                    elif own == other:
                        row.drawn += 1
                    else:
                        row.lost += 1
        for number in members(drawn_round.bye):
            row = rows[number]
            row.played += 1  # a bye is a round played and won from the moment it is drawn
            row.won += 1
            row.pf += bye_value(concours, drawn_round.round, results)
    for number, count in byes_of(concours).items():
        rows[number].byes = count
    return rows, played


def _key(concours: Concours, name: str, rows: dict, group: list[int], played: list):
    """Each team's value of one key, greater first."""
    if name == "head-to-head":
        inside = set(group)
        score = dict.fromkeys(group, 0)
        for ns, ew, a, b in played:  # in a mêlée, the tables where two sat as opponents
            if a == b:
                continue
            winners, losers = (ns, ew) if a > b else (ew, ns)
            for winner in winners:
                for loser in losers:
                    if winner in inside and loser in inside:
                        score[winner] += 1
                        score[loser] -= 1
        return score
    if name == "lot":
        return {n: -int.from_bytes(hashlib.sha256(f"{concours.seed}:{n}".encode()).digest(),
                                   "big") for n in group}
    field = {"points": "pf", "wins": "won", "difference": "difference", "against": "pa",
             "best-round": "best"}[name]
    sign = -1 if name == "against" else 1
    return {n: sign * getattr(rows[n], field) for n in group}


def _ordered(concours: Concours, teams: list[Team], rows: dict, played: list,
             splits: list | None = None) -> list[list[int]]:
    """The teams in ranking order, as groups of teams equal on every key; `splits` gets
    each tie a tie-break ended: (the teams above, the teams below, the key)."""
    groups = [sorted(t.number for t in teams)]
    for depth, name in enumerate(chain(concours)):
        refined = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
                continue
            values = _key(concours, name, rows, group, played)
            ordered = sorted(group, key=lambda n: (-values[n], n))
            start, first = 0, len(refined)
            for i in range(1, len(ordered) + 1):
                if i == len(ordered) or values[ordered[i]] != values[ordered[start]]:
                    refined.append(ordered[start:i])
                    start = i
            if depth and splits is not None:  # the first key ranks; the others break ties
                splits += [(refined[k - 1], refined[k], name)
                           for k in range(first + 1, len(refined))]
        groups = refined
    return groups


def tie_breaks(concours: Concours, results: Results) -> list[tuple[list, list, str]]:
    """The ties among the teams still playing that a tie-break ended, in ranking order:
    (the teams above, the teams below, the key that put them so)."""
    rows, played = _rows(concours, results)
    splits: list = []
    order = [n for group in _ordered(concours, concours.active(), rows, played, splits)
             for n in group]
    return sorted(splits, key=lambda split: order.index(split[1][0]))


def ranking(concours: Concours, results: Results) -> list[Standing]:
    """Every team ranked: those still playing, then those withdrawn, each part by the
    concours' chain of keys; teams equal on every key share a rank (1=, 1=, 3), listed
    by the lower number first."""
    rows, played = _rows(concours, results)
    standings: list[Standing] = []
    for part in (concours.active(), [t for t in concours.teams if t.withdrawn is not None]):
        for group in _ordered(concours, part, rows, played):
            rank = len(standings) + 1
            for number in group:
                row = rows[number]
                standings.append(Standing(rank, len(group) > 1, concours.team(number),
                                          row.played, row.won, row.drawn, row.lost,
                                          row.pf, row.pa, row.byes, row.difference,
                                          row.best))
    return standings


def check_lines(concours: Concours, results: Results) -> list[str]:
    """One line per drawn table, then the round's bye (SPEC 13, "The check code")."""
    lines = []
    for drawn in concours.draws:
        for n, (ns, ew) in enumerate(drawn.tables, start=1):
            result = results.get((drawn.round, n))
            head = " ".join(map(str, (drawn.round, n) + members(ns) + members(ew)))
            if result is None:
                lines.append(f"{head} open")
            elif result.forfeit:
                lines.append(f"{head} forfeit " + ",".join(map(str, sorted(result.forfeit))))
            else:
                lines.append(f"{head} {result.ns} {result.ew}")
        if members(drawn.bye):
            lines.append(f"{drawn.round} bye " + ",".join(map(str, sorted(members(drawn.bye)))))
    return lines


def check_code(concours: Concours, results: Results) -> str:
    """Six digits, `482913`: the SHA-256 of the check lines, its first 8 bytes big-endian
    modulo 1,000,000."""
    digest = hashlib.sha256("\n".join(check_lines(concours, results)).encode()).digest()
    return f"{int.from_bytes(digest[:8], 'big') % 1_000_000:06d}"


def code_said(code: str) -> str:
    """`482 913`, to read aloud across a hall."""
    return f"{code[:3]} {code[3:]}"


def prize_of(prizes: tuple[Prize, ...], place: int) -> Prize | None:
    return next((p for p in prizes if p.first <= place <= p.last), None)


def prized(standings: list[Standing], prizes: tuple[Prize, ...]) -> tuple[dict, list]:
    """The prize of each team by place among the teams still in that played a round, and
    the shared ranks whose places carry different prizes: ({number: text}, [(numbers,
    rank, last place)])."""
    places = [s for s in standings if s.team.withdrawn is None and s.played]
    given = {}
    for place, standing in enumerate(places, start=1):
        prize = prize_of(prizes, place)
        if prize:
            given[standing.team.number] = prize.text
    clashes = []
    place = 1
    while place <= len(places):
        rank = places[place - 1].rank
        same = [s for s in places if s.rank == rank]
        texts = {getattr(prize_of(prizes, place + i), "text", None) for i in range(len(same))}
        if len(same) > 1 and len(texts) > 1:
            clashes.append(([s.team.number for s in same], place, place + len(same) - 1))
        place += len(same)
    return given, clashes
