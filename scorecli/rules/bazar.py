"""Armenian bazar blot (SPEC 5.4): bids on the match scale, everything divided by ten."""

from __future__ import annotations

from ..model import NO_TRUMP, Deal, team_label
from ..tally import Narration, Tally
from .base import (Outcome, RuleSet, contract_value, counted_text, make, multiplier,
                   toward_contract)

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
    }),
)


def decide(deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> Outcome:
    taker, defence = deal.taker_team, deal.defence
    m = multiplier(deal, rules)
    bid = contract_value(deal, rules)
    no_trump = deal.mode == NO_TRUMP
    counted = bid * (rules["no_trump_bid_factor"] if no_trump else 1) * m
    if deal.contract == "capot":
        made = t.capot == taker
    else:
        made = toward_contract(t, taker, rules) >= 10 * bid
    whole = t.total["ns"] + t.total["ew"]
    # Scores are counted in card points here; the bid is on the match scale, so × 10.
    if made and m == 1:
        points = {taker: t.total[taker] + 10 * counted, defence: t.total[defence]}
    elif made:
        points = {taker: whole + 10 * counted, defence: 0}
    else:
        points = {defence: whole + 10 * counted, taker: 0}
    if say:
        if deal.contract == "capot":
            say.add("contract", f"capot bid {'made' if made else 'failed'}: "
                                f"{team_label(taker)} {'won' if made else 'did not win'} all 8 "
                                "tricks")
        else:
            say.add("contract", f"{'made' if made else 'failed'}: {team_label(taker)} has "
                                f"{counted_text(t, taker, rules)} {'>=' if made else '<'} "
                                f"{10 * bid} (bid {bid} × 10)")
        factors = []
        if no_trump:
            factors.append(f"× {rules['no_trump_bid_factor']} for no-trump")
        if m > 1:
            factors.append(f"× {m} for the {deal.coinche}")
        say.add("multiplier", f"counted bid: {bid}{' ' + ' '.join(factors) if factors else ''}"
                              f"{f' = {counted}' if factors else ''}, worth {10 * counted} "
                              "points before the division")
        if made and m == 1:
            say.add("score", f"made, each side keeps its own: the taker {t.total[taker]} + "
                             f"{10 * counted} = {points[taker]}, the defence {t.total[defence]}")
        elif made:
            say.add("score", f"coinched and made, the taker takes the whole deal: {whole} + "
                             f"{10 * counted} = {points[taker]}; the defence scores 0")
        else:
            say.add("score", f"failed, everything goes to the defence: the whole deal {whole} "
                             f"(belote included) + {10 * counted} = {points[defence]}; the "
                             "taker scores 0")
    return Outcome("made" if made else "failed", points)
