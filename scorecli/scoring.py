"""Deal and match scoring: the family's outcome, rounding, the held pot, the match's end.

`explain` and `show` both read what this module returns, so they cannot disagree.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple, Sequence

from .errors import ContextMsg, DealProblems, Msg, Problem, reason_of
from .i18n import N_, both
from .game.cards import TEAMS
from .game.deal import Deal
from .rules import ROUNDINGS, RuleSet
from .rules.said import rules_said
from .game.steps import Narration, Step
from .game.tally import NO_POINTS, Tally, tally, with_card_points
from .validation import deal_problems


class DealScore(NamedTuple):
    number: int
    deal: Deal
    tally: Tally | None  # kept when the deal was explained; tally(deal, rules) otherwise
    result: str  # made, failed, litige, by-hand
    score: dict  # what the deal added to each total, a paid pot included
    total: dict  # running totals after the deal (rounded, with rounding_scope = match)
    held: int  # the pot after the deal
    pot_paid: int  # the pot this deal paid out
    after_win: bool  # played after the match had ended
    steps: tuple[Step, ...]
    exact: dict  # running totals before any match-wide rounding
    penalties: tuple = ()  # the penalties applied (penalty.Applied), in order

    @property
    def counts(self) -> bool:
        """Played: every deal but a redeal, which counts for nothing (SPEC 15.5)."""
        return not (self.penalties and self.penalties[-1].scoring == "redeal")


class MatchScore(NamedTuple):
    rules: RuleSet
    deals: tuple[DealScore, ...]
    total: dict
    held: int
    winner: str | None
    won_at: int | None  # the deal that ended the match, won or drawn
    unscored: dict = None  # deal number -> why these rules cannot score it
    drawn: bool = False  # a deals_limit reached with equal totals
    typed: bool = False  # a concours table's totals typed from its paper sheet, no deals
    forfeit: tuple = ()  # a concours table's teams that did not come: no match played

    @property
    def ended(self) -> bool:
        return self.winner is not None or self.drawn

    @property
    def finished(self) -> bool:
        """Played and ended: with deals, or typed from a sheet (SPEC 10, fourth round)."""
        return self.ended and (bool(self.deals) or self.typed)

    def with_deal(self, deal: Deal) -> "MatchScore":
        """This match with one more deal scored, without scoring the others again."""
        last = self.deals[-1] if self.deals else None
        number = (last.number if last else 0) + 1
        ds = score_deal(deal, self.rules, self.held, number,
                        last.exact if last else NO_POINTS, self.ended, explain=False)
        winner, won_at, drawn = self.winner, self.won_at, self.drawn
        if not self.ended:
            played = sum(1 for d in self.deals + (ds,) if d.counts)
            winner, drawn = match_end(ds.total, played, self.rules)
            won_at = number if winner or drawn else None
        return MatchScore(self.rules, self.deals + (ds,), dict(ds.total), ds.held, winner,
                          won_at, {}, drawn)

    def deal(self, number: int) -> DealScore:
        return next(ds for ds in self.deals if ds.number == number)

    @property
    def target(self) -> int:
        return self.rules["target"]

    def still_needed(self) -> dict:
        return {t: max(0, self.target - self.total[t]) for t in TEAMS}


NO_POINTS_SAID = {"ns": None, "ew": None}


def score_deal(deal: Deal, rules: RuleSet, held_before: int = 0, number: int = 1,
               exact_before: dict | None = None, after_win: bool = False,
               explain: bool = True) -> DealScore:
    """Score one deal; the deal must already be valid under these rules. With `explain`,
    the arithmetic also writes down its steps."""
    say = Narration(explain)
    before = exact_before or NO_POINTS
    if (deal.tricks or deal.pile) and deal.points == NO_POINTS_SAID:
        # just said by its cards: its capot or générale, as a reading of the file gives them
        deal = with_card_points(deal, rules)
    if deal.hand is not None:
        return _by_hand(deal, rules, held_before, number, before, after_win, say)
    family = rules.scorer
    applied = _penalties(deal, rules) if deal.tricks or deal.penalty else ()
    deduct = None
    if applied:
        t, outcome, fixed, deduct = _penalized(deal, rules, applied, say)
    else:
        t = tally(deal, rules, say)
        outcome, fixed = family.decide(deal, t, rules, say), None
    if fixed is not None:  # void: the penalty's own score, no rounding, no pot
        score, held_after, paid = dict(fixed), held_before, 0
    else:
        score, held_in = family.rounded(outcome, rules, say)
        if deduct:  # after the rounding, as SPEC 15.5's deduct says
            score[deduct[0]] -= deduct[1]
            if outcome.result != "penalty":  # no card points: its step said it already
                say.add("penalty.deduct", team=deduct[0], points=deduct[1])
        held_after, paid = family.settle_pot(deal, outcome.result, score, held_before,
                                             held_in, rules, say)
    exact = {"ns": before["ns"] + score["ns"], "ew": before["ew"] + score["ew"]}
    total, rounding = family.match_totals(exact, rules)
    say.add(("score.totals-rounded." + rounding if rounding else "score")
            + (".held" if held_after else ""), ns=score["ns"], ew=score["ew"],
            ns_total=total["ns"], ew_total=total["ew"], held=held_after)
    return DealScore(number, deal, t if say else None, outcome.result, score, total,
                     held_after, paid, after_win, tuple(say.steps) if say else (), exact,
                     applied)


def _penalties(deal: Deal, rules: RuleSet):
    from .penalty import penalties  # only a deal from its cards or with a penalty

    return penalties(deal, rules)


def _penalized(deal: Deal, rules: RuleSet, applied, say: Narration):
    from .penalty import score_penalized

    done = score_penalized(deal, rules, applied, say)
    return done.tally, done.outcome, done.fixed, done.deduct


def _by_hand(deal: Deal, rules: RuleSet, held: int, number: int, before: dict,
             after_win: bool, say: Narration) -> DealScore:
    """A deal the table scored by hand: exactly those numbers, no rounding, no pot."""
    score = dict(deal.hand)
    exact = {t: before[t] + score[t] for t in TEAMS}
    total, _rounding = rules.scorer.match_totals(exact, rules)
    say.add("by-hand.held" if held else "by-hand", ns=score["ns"], ew=score["ew"], held=held)
    say.add("totals", ns=total["ns"], ew=total["ew"])
    return DealScore(number, deal, None, "by-hand", score, total, held, 0, after_win,
                     tuple(say.steps) if say else (), exact)


def match_problems(deals: Sequence[Deal], rules: RuleSet) -> list[tuple[int, str, str]]:
    """(deal number, key, message) for every deal these rules cannot score."""
    return [(n, key, msg) for n, deal in enumerate(deals, start=1)
            for key, msg in deal_problems(deal, rules)]


def score_match(deals: Iterable[Deal], rules: RuleSet, check: bool = True,
                skip_unscorable: bool = False, explain: bool | int = False) -> MatchScore:
    """Every deal in order, with the pot and the match's end (won, or drawn at the
    deals limit).

    Deals these rules cannot score raise DealProblems, or with `skip_unscorable` are
    left out of the totals and listed in `unscored` (for comparing rule sets). `explain`
    writes down the steps of every deal (True) or of one deal (its number)."""
    deals = tuple(deals)
    unscored: dict[int, list[Problem]] = {}
    if check or skip_unscorable:
        # under other rules, a problem is said by its reason, once for the deals it holds for
        problems = [(n, key, reason_of(msg)) for n, key, msg in match_problems(deals, rules)]
        if problems and not skip_unscorable:
            raise cannot_score(rules, problems)
        for n, key, msg in problems:
            unscored.setdefault(n, []).append(Problem(key, msg))
    exact = NO_POINTS
    totals = {"ns": 0, "ew": 0}
    held = 0
    winner = won_at = None
    drawn = False
    scored = []
    played = 0
    for number, deal in enumerate(deals, start=1):
        if number in unscored:
            continue
        narrate = explain is True or explain == number
        ds = score_deal(deal, rules, held, number, exact, winner is not None or drawn,
                        narrate)
        scored.append(ds)
        exact, totals, held = ds.exact, ds.total, ds.held
        played += ds.counts
        if winner is None and not drawn:
            winner, drawn = match_end(totals, played, rules)
            won_at = number if winner or drawn else None
    return MatchScore(rules, tuple(scored), dict(totals), held, winner, won_at, unscored,
                      drawn)


def cannot_score(rules: RuleSet, problems: list[tuple[int, str, Msg]]) -> DealProblems:
    """The refusal of deals these rules cannot score, their reasons said once each: the
    deals in the heading, or, where reasons differ, on each reason's line alone."""
    rules_named = rules_said(rules, in_sentence=True)
    several = len({str(m) for _, _, m in problems}) > 1 and len({n for n, _, _ in problems}) > 1
    return DealProblems(Msg(N_("{rules} cannot score these deals"), rules=rules_named)
                        if several else Msg(N_("{rules} cannot score {deals}"),
                                            rules=rules_named, deals=_deals_named(problems)),
                        problems, by_deal=True)


def _deals_named(problems: list[tuple[int, str, Msg]]) -> Msg:
    numbers = sorted({n for n, _, _ in problems})
    # A sentence's object (ru «раздачу 1»), not the column's «раздача 1» (issue 36, C16).
    return (ContextMsg("object", "deal {deal}", deal=numbers[0]) if len(numbers) == 1
            else ContextMsg("object", "deals {numbers}", numbers=both(numbers)))


def typed_score(rules: RuleSet, ns: int, ew: int) -> MatchScore:
    """A table whose totals were typed from its sheet: finished, won (or drawn) by them."""
    totals = {"ns": ns, "ew": ew}
    winner = None if ns == ew else max(TEAMS, key=lambda t: totals[t])
    return MatchScore(rules, (), totals, 0, winner, None, {}, ns == ew, typed=True)


def forfeit_score(rules: RuleSet, absent: tuple) -> MatchScore:
    """A table where `absent` (team codes) did not come: no match was played."""
    return MatchScore(rules, (), {"ns": 0, "ew": 0}, 0, None, None, {}, False,
                      forfeit=tuple(absent))


def match_end(totals: dict, deals_played: int, rules: RuleSet) -> tuple[str | None, bool]:
    """(winner, drawn) after a deal: a team reaching the target wins (the higher if both
    do, no one if they are equal); at the deals limit the higher total wins, and equal
    totals are a draw."""
    winner = match_winner(totals, rules["target"]) if rules["target"] else None
    limit = rules.options.get("deals_limit", 0)
    if winner is None and limit and deals_played >= limit:
        if totals["ns"] == totals["ew"]:
            return None, True
        return max(TEAMS, key=lambda t: totals[t]), False
    return winner, False


def match_winner(totals: dict, target: int) -> str | None:
    reached = [t for t in TEAMS if totals[t] >= target]
    if len(reached) == 1:
        return reached[0]
    if len(reached) == 2 and totals["ns"] != totals["ew"]:
        return max(TEAMS, key=lambda t: totals[t])
    return None


__all__ = ["DealScore", "MatchScore", "ROUNDINGS", "cannot_score", "match_end",
           "match_problems", "match_winner", "score_deal", "score_match"]
