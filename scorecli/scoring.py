"""Deal and match scoring: the strategy's outcome, rounding, the held pot, the winner.

`explain` and `show` both read what this module returns, so they cannot disagree.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple, Sequence

from .errors import DealProblems
from .model import TEAMS, Deal, team_label
from .rules import STRATEGIES, RuleSet
from .tally import NO_POINTS, Narration, Step, Tally, tally
from .validation import deal_problems


def _round_nearest_ten(x: int) -> int:
    return (x + 5) // 10 * 10


def _tens_half_down(x: int) -> int:
    tens, units = divmod(x, 10)
    return tens + (units > 5)


ROUNDINGS = {"none": None, "nearest-ten": _round_nearest_ten, "tens-half-down": _tens_half_down}


class DealScore(NamedTuple):
    number: int
    deal: Deal
    tally: Tally | None  # kept when the deal was explained; tally(deal, rules) otherwise
    result: str  # made, failed, litige
    score: dict  # what the deal added to each total, a paid pot included
    total: dict  # running totals after the deal
    held: int  # the pot after the deal
    pot_paid: int  # the pot this deal paid out
    after_win: bool  # played after the match was already won
    steps: tuple[Step, ...]


class MatchScore(NamedTuple):
    rules: RuleSet
    deals: tuple[DealScore, ...]
    total: dict
    held: int
    winner: str | None
    won_at: int | None  # the deal that won the match
    unscored: dict = None  # deal number -> why these rules cannot score it

    def with_deal(self, deal: Deal) -> "MatchScore":
        """This match with one more deal scored, without scoring the others again."""
        last = self.deals[-1].number if self.deals else 0
        ds = score_deal(deal, self.rules, self.held, last + 1, self.total,
                        self.winner is not None, explain=False)
        winner, won_at = self.winner, self.won_at
        if winner is None:
            winner = match_winner(ds.total, self.target)
            won_at = ds.number if winner else None
        return MatchScore(self.rules, self.deals + (ds,), dict(ds.total), ds.held, winner,
                          won_at, {})

    def deal(self, number: int) -> DealScore:
        return next(ds for ds in self.deals if ds.number == number)

    @property
    def target(self) -> int:
        return self.rules["target"]

    def still_needed(self) -> dict:
        return {t: max(0, self.target - self.total[t]) for t in TEAMS}


def score_deal(deal: Deal, rules: RuleSet, held_before: int = 0, number: int = 1,
               totals_before: dict | None = None, after_win: bool = False,
               explain: bool = True) -> DealScore:
    """Score one deal; the deal must already be valid under these rules. With `explain`,
    the arithmetic also writes down its steps."""
    say = Narration(explain)
    t = tally(deal, rules, say)
    outcome = STRATEGIES[rules.family](deal, t, rules, say)
    rounder = ROUNDINGS[rules["rounding"]]
    points = outcome.points
    if rounder:
        score = {"ns": rounder(points["ns"]), "ew": rounder(points["ew"])}
        held_in = rounder(outcome.held)
        if say:
            what = ("rounded to the nearest ten, each team on its own (5 goes up)"
                    if rules["rounding"] == "nearest-ten" else
                    "divided by ten (a fraction above one half goes up, otherwise down)")
            changes = ", ".join(f"{team_label(team)} {points[team]} → {score[team]}"
                                for team in TEAMS)
            if outcome.result == "litige":
                changes += f", held {outcome.held} → {held_in}"
            say.add("rounding", f"{what}: {changes}")
    else:
        score = {"ns": points["ns"], "ew": points["ew"]}
        held_in = outcome.held
    paid = 0
    if outcome.result == "litige":
        held_after = held_before + held_in
        if held_before and say:
            say.add("pot", f"the pot grows from {held_before} to {held_after}")
    else:
        held_after = 0
        if held_before:
            winner = deal.taker_team if outcome.result == "made" else deal.defence
            paid = held_before
            score[winner] += paid
            if say:
                say.add("pot", f"the held {paid} goes to {team_label(winner)}, the winner of "
                               "this deal")
    before = totals_before or NO_POINTS
    total = {"ns": before["ns"] + score["ns"], "ew": before["ew"] + score["ew"]}
    if say:
        say.add("score", f"deal score: NS {score['ns']}, EW {score['ew']}; totals NS "
                         f"{total['ns']}, EW {total['ew']}"
                         + (f"; held {held_after}" if held_after else ""))
    return DealScore(number, deal, t if say else None, outcome.result, score, total,
                     held_after, paid, after_win, tuple(say.steps) if say else ())


def match_problems(deals: Sequence[Deal], rules: RuleSet) -> list[tuple[int, str, str]]:
    """(deal number, key, message) for every deal these rules cannot score."""
    return [(n, key, msg) for n, deal in enumerate(deals, start=1)
            for key, msg in deal_problems(deal, rules)]


def score_match(deals: Iterable[Deal], rules: RuleSet, check: bool = True,
                skip_unscorable: bool = False, explain: bool | int = False) -> MatchScore:
    """Every deal in order, with the pot and the winner (SPEC section 6).

    Deals these rules cannot score raise DealProblems, or with `skip_unscorable` are
    left out of the totals and listed in `unscored` (for comparing rule sets). `explain`
    writes down the steps of every deal (True) or of one deal (its number)."""
    deals = tuple(deals)
    unscored: dict[int, list[str]] = {}
    if check or skip_unscorable:
        problems = match_problems(deals, rules)
        if problems and not skip_unscorable:
            raise DealProblems(f"{rules.label} cannot score {_deals_named(problems)}",
                               problems)
        for n, key, msg in problems:
            unscored.setdefault(n, []).append(f"{key}: {msg}")
    target = rules["target"]
    totals = {"ns": 0, "ew": 0}
    held = 0
    winner = won_at = None
    scored = []
    for number, deal in enumerate(deals, start=1):
        if number in unscored:
            continue
        narrate = explain is True or explain == number
        ds = score_deal(deal, rules, held, number, totals, winner is not None, narrate)
        scored.append(ds)
        totals, held = ds.total, ds.held
        if winner is None:
            winner = match_winner(totals, target)
            won_at = number if winner else None
    return MatchScore(rules, tuple(scored), dict(totals), held, winner, won_at, unscored)


def _deals_named(problems: list[tuple[int, str, str]]) -> str:
    numbers = sorted({n for n, _, _ in problems})
    return (f"deal {numbers[0]}" if len(numbers) == 1
            else "deals " + ", ".join(map(str, numbers)))


def match_winner(totals: dict, target: int) -> str | None:
    reached = [t for t in TEAMS if totals[t] >= target]
    if len(reached) == 1:
        return reached[0]
    if len(reached) == 2 and totals["ns"] != totals["ew"]:
        return max(TEAMS, key=lambda t: totals[t])
    return None


__all__ = ["DealScore", "MatchScore", "ROUNDINGS", "match_problems",
           "match_winner", "score_deal", "score_match"]
