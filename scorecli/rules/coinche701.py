"""Coinche to 701: a coinche multiplies the contract value only, and the taker's team
needs 82 from tricks before anything else counts."""

from __future__ import annotations

from ..game.deal import Deal
from ..game.steps import Narration, Step, phrase
from ..game.tally import Tally
from ..i18n import N_
from .base import (Outcome, RuleSet, announcements_scored, belote_kept, contract_value, make,
                   multiplier, register, say_defence_scores)
from .coinche import _COINCHE, _S000, Coinche


@register
class Coinche701(Coinche):
    """Coinche to 701: a coinche multiplies the contract value only."""

    name = "coinche-701"
    own_options = ()  # it multiplies the contract only

    def litige_stake(self, deal: Deal, t: Tally, rules: RuleSet) -> int:
        return t.total[deal.taker_team] + contract_value(deal, rules) * multiplier(deal, rules)

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        value, m = contract_value(deal, rules), multiplier(deal, rules)
        bid = value * m
        # Alone, the multiplied contract says what it comes to; inside a sum, only how it
        # is made (`310 + contract 160 × 2 (coinche) = 630`, not `... = 320 = 630`).
        alone = (phrase("part.contract-times-is", value=value, m=m, coinche=deal.coinche,
                        bid=bid) if m > 1 else phrase("part.contract", value=value))
        bid_said = (phrase("part.contract-times", value=value, m=m, coinche=deal.coinche)
                    if m > 1 else phrase("part.contract", value=value))
        belote = belote_kept(deal, t, rules, result, say)
        if result == "made" and self.flat_generale(deal, rules):
            say.add("generale.flat", value=alone)
            return self._with_belote(result, taker, defence, bid, belote, t, say)
        if self.flat_failed_generale(deal, rules, result):
            say.add("generale.flat-failed", value=alone)
            return self._with_belote(result, defence, taker, bid, belote, t, say)
        if result == "made":
            points = {taker: t.total[taker] + bid, defence: t.total[defence]}
            say.add("made.taker-adds" if t.total[defence] else "made.taker-adds.nothing",
                    mine=t.total[taker], bid=bid_said, total=points[taker],
                    theirs=t.total[defence])
            return Outcome("made", points)
        anns, kept = announcements_scored(deal, t, rules, result, say)
        won = t.deal_total + bid + anns + belote[defence]
        say.tell(_say_failed_701, t, bid_said, anns, belote, won, taker, defence, kept)
        return Outcome("failed", {defence: won, taker: belote[taker] + kept})


def _say_failed_701(say: Narration, t: Tally, bid_said: Step, anns: int, belote, won: int,
                    taker: str, defence: str, kept: int) -> None:
    parts = [phrase("part.deal", points=t.deal_total), bid_said]
    if anns:
        parts.append(phrase("part.announcements-unprotected", points=anns))
    say_defence_scores(say, parts, belote, won, taker, defence, kept)


RULE_SETS = (
    # The coinche table, and where coinche to 701 differs from it.
    make("coinche-701", "coinche-701", N_("Coinche played to 701"), {
        **_COINCHE,
        "target": (701, _S000), "rounding": ("none", _S000 + " (no division by ten)"),
        "litige": (False, "scorecli's reading of the rules"), "no_trump_ace": (19, _S000),
        "capot_bonus": (0, "scorecli's reading of the rules (the capot contract's value is "
                           "its bonus)"),
        "announcements": ("each-team", _S000 + " (everyone who announced shows it)"),
        "carres": ("french-701", _S000 + " (four nines count nothing without trump)"),
        "all_trump": (True, _S000 + " (a deal worth 258)"),
        "contract_counts_belote": (True, _S000 + " (belote helps above the floor)"),
        "contract_counts_announcements": (True, _S000 + " (valid announcements count)"),
        "must_beat_defence": (False, _S000),
        "bid_max": (160, _S000), "capot_value": (250, _S000), "generale_value": (500, _S000),
        "contract_floor": (82, _S000 + " (at least 82 from tricks)"),
        "coinche_factor": (2, _S000), "surcoinche_factor": (4, _S000),
        "generale_scoring": ("added", _S000 + " (capot and générale by their own rules)"),
    }),
)
