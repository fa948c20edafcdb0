"""Armenian bazar blot: bids on the match scale, everything divided by ten."""

from __future__ import annotations

from ..i18n import N_, _, word
from ..model import NO_TRUMP, Deal, team_label
from ..tally import Narration, Tally
from .base import (Family, Outcome, RuleSet, contract_value, counted_text, make,
                   multiplier, register, toward_contract)

_S003 = "the Armenian bazar blot rules"


@register
class Bazar(Family):
    """Bids on the match scale (8 means 80 points); everything is divided by ten."""

    name = "bazar"

    def counted_bid(self, deal: Deal, rules: RuleSet) -> int:
        """The bid × 2 in no-trump × the coinche's multiplier."""
        factor = rules["no_trump_bid_factor"] if deal.mode == NO_TRUMP else 1
        return contract_value(deal, rules) * factor * multiplier(deal, rules)

    def made_test(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
        taker, bid = deal.taker_team, contract_value(deal, rules)
        if deal.contract == "capot":
            made = t.capot == taker
            say.add("contract", lambda: (
                _("capot bid made: {team} won all 8 tricks") if made else
                _("capot bid failed: {team} did not win all 8 tricks")).format(
                    team=team_label(taker)))
        else:
            made = toward_contract(t, taker, rules) >= 10 * bid
            say.add("contract", lambda: (
                _("made: {team} has {counted} >= {needed} (bid {bid} × 10)") if made else
                _("failed: {team} has {counted} < {needed} (bid {bid} × 10)")).format(
                    team=team_label(taker), counted=counted_text(t, taker, rules),
                    needed=10 * bid, bid=bid))
        return "made" if made else "failed"

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        m, bid = multiplier(deal, rules), contract_value(deal, rules)
        counted = self.counted_bid(deal, rules)
        whole = t.total["ns"] + t.total["ew"]

        def factors() -> str:
            said = []
            if deal.mode == NO_TRUMP:
                said.append(_("× {factor} for no-trump").format(
                    factor=rules["no_trump_bid_factor"]))
            if m > 1:
                said.append(_("× {m} for the {coinche}").format(m=m, coinche=word(deal.coinche)))
            counted_said = f"{bid}{' ' + ' '.join(said) if said else ''}" + (
                f" = {counted}" if said else "")
            return _("counted bid: {bid}, worth {points} points before the division").format(
                bid=counted_said, points=10 * counted)
        say.add("multiplier", factors)
        # Scores are counted in card points here; the bid is on the match scale, so × 10.
        if result == "made" and m == 1:
            points = {taker: t.total[taker] + 10 * counted, defence: t.total[defence]}
            say.add("score", lambda: _("made, each side keeps its own: the taker {mine} + "
                                       "{bid} = {total}, the defence {theirs}").format(
                                           mine=t.total[taker], bid=10 * counted,
                                           total=points[taker], theirs=t.total[defence]))
        elif result == "made":
            points = {taker: whole + 10 * counted, defence: 0}
            say.add("score", lambda: _("coinched and made, the taker takes the whole deal: "
                                       "{whole} + {bid} = {total}; the defence scores 0"
                                       ).format(whole=whole, bid=10 * counted,
                                                total=points[taker]))
        else:
            points = {defence: whole + 10 * counted, taker: 0}
            say.add("score", lambda: _("failed, everything goes to the defence: the whole "
                                       "deal {whole} (belote included) + {bid} = {total}; the "
                                       "taker scores 0").format(whole=whole, bid=10 * counted,
                                                                total=points[defence]))
        return Outcome(result, points)


RULE_SETS = (
    make("bazar-blot", "bazar", N_("Armenian bazar blot"), {
        "target": (101, _S003),
        "rounding": ("tens-half-down", _S003 + " (divided by ten; above a half goes up)"),
        "litige": (False, _S003 + " (the taker must make its bid)"),
        "no_trump_ace": (19, _S003),
        "capot_bonus": (90, _S003 + " (added before the division)"),
        "announcements": ("best-team", _S003 + " (the other team's are worth nothing)"),
        "carres": ("armenian", _S003 + ", Armenian values"),
        "all_trump": (False, _S003 + " (trump or no-trump)"),
        "contract_counts_belote": (True, "scorecli's reading of the rules (raw includes belote)"),
        "contract_counts_announcements": (True, "scorecli's reading of the rules (raw includes declarations)"),
        "bid_min": (8, _S003),
        "bid_max": (50, "scorecli's choice: the rules set no top; 50 is far above play"),
        "bid_step": (1, _S003),
        "capot_value": (25, _S003 + " (the capot is bid as 25)"),
        "generale_value": (0, _S003 + " (no générale)"),
        "coinche_factor": (2, _S003 + " (coinche doubles the bid)"),
        "surcoinche_factor": (4, _S003 + " (surcoinche doubles it again)"),
        "no_trump_bid_factor": (2, _S003 + " (no-trump counts the bid double)"),
        "deals_limit": (0, "no limit: the target ends the match"),
    }),
)
