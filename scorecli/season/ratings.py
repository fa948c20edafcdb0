"""Players' Elo ratings over a season (SPEC 10, third round), for a club that wants them.

A match counts when it has ended (won or drawn) and its last deal had four named players;
the others are `unrated`. Matches are taken in order of `started` (those without one
after), then path. A team's rating is the mean of its two players'; for NS,
`E = 1 / (1 + 10 ** ((R_ew - R_ns) / 400))`, `D = k × (S - E)`: each NS player gains D,
each EW player loses it. Ratings are kept exact; the renderer rounds them.
"""

from __future__ import annotations

from typing import NamedTuple

from ..game.cards import TEAMS, other_team
from ..game.deal import Match
from ..scoring import MatchScore
from .standings import SEATS_OF as _SEATS
from ..words.vocabulary import fold, name_matches




class _Rated(NamedTuple):
    """A match waiting to be rated: what its order and its result need, nothing more."""

    order: tuple
    path: str
    started: object
    teams: dict  # team -> (name, name)
    result: float  # S for NS: 1, 0.5 or 0


class Entry(NamedTuple):
    """One rated match from one player's side (`--history`)."""

    path: str
    started: object
    partner: str
    opponents: tuple[str, str]
    expected: float
    result: float
    change: float
    rating: float


class Player:
    __slots__ = ("name", "rating", "matches", "won", "drawn", "lost", "change", "history")

    def __init__(self, name: str, start: float):
        self.name, self.rating = name, float(start)
        self.matches = self.won = self.drawn = self.lost = 0
        self.change = 0.0
        self.history: list[Entry] = []


class Ratings:
    def __init__(self, k: float = 32, start: float = 1500, history: bool = True):
        self.k, self.start = k, start
        self.keep_history = history  # only `--history` needs each match of each player
        self.waiting: list[_Rated] = []
        self.unrated = 0
        self.players: dict[str, Player] = {}

    def add(self, match: Match, score: MatchScore, path: str = "") -> None:
        if not score.finished:
            self.unrated += 1
            return
        # who sat in its last deal (a typed table: its header's players)
        sitting = score.deals[-1].deal.sitting(match.players) if score.deals else \
            dict(match.players)
        if not all(seat in sitting for seat in "nesw"):
            self.unrated += 1
            return
        started = match.started
        order = (started is None, str(started) if started is not None else "", path)
        result = 0.5 if score.drawn else 1.0 if score.winner == "ns" else 0.0
        self.waiting.append(_Rated(order, path, started, {
            team: tuple(sitting[s] for s in _SEATS[team]) for team in TEAMS}, result))

    def rate(self) -> list[Player]:
        """Every waiting match, in order; the players, best first."""
        for rated in sorted(self.waiting):
            self._rate(rated)
        self.waiting = []
        return sorted(self.players.values(), key=lambda p: (-p.rating, fold(p.name)))

    def _rate(self, rated: _Rated) -> None:
        sides = {team: [self._player(name) for name in rated.teams[team]] for team in TEAMS}
        r_ns = sum(p.rating for p in sides["ns"]) / 2
        r_ew = sum(p.rating for p in sides["ew"]) / 2
        expected = 1 / (1 + 10 ** ((r_ew - r_ns) / 400))
        change = self.k * (rated.result - expected)
        for team, sign, e, s in (("ns", 1, expected, rated.result),
                                 ("ew", -1, 1 - expected, 1 - rated.result)):
            other = sides[other_team(team)]
            for i, player in enumerate(sides[team]):
                player.rating += sign * change
                player.change = sign * change
                player.matches += 1
                player.won += s == 1
                player.drawn += s == 0.5
                player.lost += s == 0
                if self.keep_history:
                    player.history.append(Entry(
                        rated.path, rated.started, sides[team][1 - i].name,
                        (other[0].name, other[1].name), e, s, sign * change, player.rating))

    def _player(self, name: str) -> Player:
        key = fold(name)
        if key not in self.players:
            self.players[key] = Player(name.strip(), self.start)
        return self.players[key]

    def named(self, typed: str) -> Player | None:
        """The player `typed` names (folded, or a unique prefix), or None."""
        found = name_matches({key: p.name for key, p in self.players.items()}, typed)
        return self.players[found[0]] if len(found) == 1 else None
