"""A season's records, partnerships and head-to-head (SPEC 10, third round): `stats
--records`, `--pairs` and `--vs NAME`. Pure, like `season`: handed one match at a time."""

from __future__ import annotations

from ..game.cards import TEAMS, other_team
from ..game.deal import Match
from ..scoring import MatchScore
from .standings import SEATS_OF, Record, Standings
from ..words.vocabulary import fold

RECORD_KEYS = ("best_deal", "best_margin", "most_capots", "biggest_pot", "longest_streak")


def _who(match: Match, team: str, by: str, deal=None) -> list[str]:
    """The team's name, or with `by == "player"` the players who sat for it."""
    if by == "team":
        return [match.teams[team]]
    sitting = deal.sitting(match.players) if deal is not None else match.players
    return [sitting[s] for s in SEATS_OF[team] if s in sitting]


class Records:
    """The highest of each record, with every holder that equals it."""

    def __init__(self, by: str = "player"):
        self.by = by
        self.best: dict[str, tuple[int, list[dict]]] = {}
        self.finished: list[tuple] = []  # (order, path, winners, losers) for the streaks

    def _beaten(self, record: str, value: int) -> bool:
        held = self.best.get(record)
        return held is not None and value < held[0]

    def _offer(self, record: str, value: int, who: list[str], path: str, deal) -> None:
        if not who:
            return
        held = self.best.get(record)
        row = {"record": record, "value": value, "who": who, "file": path, "deal": deal}
        if held is None or value > held[0]:
            self.best[record] = (value, [row])
        elif value == held[0]:
            held[1].append(row)

    def add(self, match: Match, score: MatchScore, path: str = "") -> None:
        capots = {t: 0 for t in TEAMS}
        for ds in score.deals:
            for team in TEAMS:
                if not self._beaten("best_deal", ds.score[team]):  # the common case: cheap
                    self._offer("best_deal", ds.score[team],
                                _who(match, team, self.by, ds.deal), path, ds.number)
            capot = ds.deal.capot_team
            if capot and ds.result != "litige":
                capots[capot] += 1
            if ds.pot_paid:
                taker = ds.deal.taker_team
                paid_to = taker if ds.result == "made" else other_team(taker)
                self._offer("biggest_pot", ds.pot_paid,
                            _who(match, paid_to, self.by, ds.deal), path, ds.number)
        for team in TEAMS:
            if capots[team]:
                self._offer("most_capots", capots[team], _who(match, team, self.by), path,
                            None)
        if score.winner:
            loser = other_team(score.winner)
            self._offer("best_margin", score.total[score.winner] - score.total[loser],
                        _who(match, score.winner, self.by), path, None)
        if score.ended:
            started = match.started
            order = (started is None, str(started) if started is not None else "", path)
            self.finished.append((order, path, {
                t: [fold(n) for n in _who(match, t, self.by)] for t in TEAMS},
                {fold(n): n for t in TEAMS for n in _who(match, t, self.by)}, score.winner))

    def rows(self) -> list[dict]:
        runs: dict[str, int] = {}
        best: dict[str, int] = {}
        names: dict[str, str] = {}
        for _order, _path, sides, shown, winner in sorted(self.finished, key=lambda f: f[0]):
            for key, name in shown.items():
                names.setdefault(key, name)
            for team in TEAMS:
                for key in sides[team]:
                    runs[key] = runs.get(key, 0) + 1 if winner == team else 0
                    best[key] = max(best.get(key, 0), runs[key])
        if best and max(best.values()) > 0:
            top = max(best.values())
            self.best["longest_streak"] = (top, [{
                "record": "longest_streak", "value": top,
                "who": sorted((names[k] for k, v in best.items() if v == top), key=fold),
                "file": None, "deal": None}])
        return [row for record in RECORD_KEYS if record in self.best
                for row in self.best[record][1]]


class Pairs(Standings):
    """Standings by partnership: two players who sat in one team, `Anna & Chloé` (the
    names in the order first met)."""

    def __init__(self):
        super().__init__("pair")
        self.pair_names: dict[frozenset, str] = {}

    def _names(self, match: Match, team: str) -> list[str]:
        players = [match.players[s] for s in SEATS_OF[team] if s in match.players]
        if len(players) != 2:
            return []
        key = frozenset(fold(p) for p in players)
        return [self.pair_names.setdefault(key, f"{players[0]} & {players[1]}")]


class Versus:
    """NAME's record against each opponent (a team, or with `by == "player"` a player)."""

    def __init__(self, name: str, by: str = "player"):
        self.name, self.by = fold(name), by
        self.records: dict[str, Record] = {}
        self.found = 0  # the matches NAME plays in

    def _sides(self, match: Match, team: str) -> list[str]:
        return _who(match, team, self.by)

    def add(self, match: Match, score: MatchScore) -> None:
        for team in TEAMS:
            mine = [fold(n) for n in self._sides(match, team)]
            if not any(n == self.name or any(part.startswith(self.name) for part in n.split())
                       for n in mine):  # as names are matched: a prefix of any word
                continue
            self.found += 1
            for name in self._sides(match, other_team(team)):
                self.records.setdefault(fold(name), Record(name.strip())).count(score, team)

    def rows(self) -> list[dict]:
        return [{"opponent": r.name, "played": r.won + r.drawn + r.lost + r.unfinished,
                 "won": r.won, "drawn": r.drawn, "lost": r.lost, "unfinished": r.unfinished,
                 "points_for": r.points_for, "points_against": r.points_against}
                for r in sorted(self.records.values(), key=lambda r: fold(r.name))]
