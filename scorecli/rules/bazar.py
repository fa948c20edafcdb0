"""Armenian bazar blot: bids on the match scale, everything divided by ten."""

from __future__ import annotations

from ..model import NO_TRUMP, Deal, team_label
from ..tally import Narration, Tally
from .base import (Family, Outcome, RuleSet, contract_value, counted_text, make,
                   multiplier, register, toward_contract)

_S003 = "the Armenian bazar blot rules"

RULE_SETS = (
    make("bazar-blot", "bazar", "Armenian bazar blot", {
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
            say.add("contract", lambda: f"capot bid {'made' if made else 'failed'}: "
                                        f"{team_label(taker)} {'won' if made else 'did not win'}"
                                        " all 8 tricks")
        else:
            made = toward_contract(t, taker, rules) >= 10 * bid
            say.add("contract", lambda: f"{'made' if made else 'failed'}: {team_label(taker)} "
                                        f"has {counted_text(t, taker, rules)} "
                                        f"{'>=' if made else '<'} {10 * bid} (bid {bid} × 10)")
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
                said.append(f"× {rules['no_trump_bid_factor']} for no-trump")
            if m > 1:
                said.append(f"× {m} for the {deal.coinche}")
            return (f"counted bid: {bid}{' ' + ' '.join(said) if said else ''}"
                    f"{f' = {counted}' if said else ''}, worth {10 * counted} points before "
                    "the division")
        say.add("multiplier", factors)
        # Scores are counted in card points here; the bid is on the match scale, so × 10.
        if result == "made" and m == 1:
            points = {taker: t.total[taker] + 10 * counted, defence: t.total[defence]}
            say.add("score", lambda: f"made, each side keeps its own: the taker "
                                     f"{t.total[taker]} + {10 * counted} = {points[taker]}, "
                                     f"the defence {t.total[defence]}")
        elif result == "made":
            points = {taker: whole + 10 * counted, defence: 0}
            say.add("score", lambda: f"coinched and made, the taker takes the whole deal: "
                                     f"{whole} + {10 * counted} = {points[taker]}; the defence "
                                     "scores 0")
        else:
            points = {defence: whole + 10 * counted, taker: 0}
            say.add("score", lambda: f"failed, everything goes to the defence: the whole deal "
                                     f"{whole} (belote included) + {10 * counted} = "
                                     f"{points[defence]}; the taker scores 0")
        return Outcome(result, points)
