"""Coinche (SPEC 5.2 and 5.3): bids, coinche and surcoinche.

Two strategies differ in what the multiplier applies to: `coinche` multiplies the whole
deal (base + announcements + contract), `coinche-701` the contract value only.
"""

from __future__ import annotations

from ..model import Deal, team_label
from ..tally import Narration, Tally
from .base import (Outcome, RuleSet, contract_value, counted_text, litige, make,
                   multiplier, toward_contract)

_S002 = "the coinche rules (Maison and Officielles)"
_S000 = "the rules of coinche to 701"
_COINCHE = {
    "target": (1000, "scorecli's reading of the rules"),
    "litige": (False, "scorecli's reading of the rules (a tie fails)"),
    "capot_bonus": (90, _S002 + " (a capot is 252)"),
    "announcements": ("best-team", "scorecli's choice: the rules are silent"),
    "carres": ("french", "the French federation's values"),
    "all_trump": (False, "scorecli's reading of the rules (trump or no-trump)"),
    "contract_counts_belote": (True, _S002 + " (the taker's points)"),
    "contract_counts_announcements": (True, _S002 + " (the taker's points)"),
    "must_beat_defence": (True, _S002 + " (make the contract and end ahead of the defence)"),
    "bid_min": (80, _S000), "bid_max": (240, "scorecli's reading of the rules"), "bid_step": (10, _S000),
    "capot_value": (250, _S002), "generale_value": (500, _S000 + ", the value scorecli chose"),
    "coinche_base": (160, _S002 + " (160 plus the contract)"),
    "capot_base": (250, "the French federation's rules (a coinched capot makes 1000)"),
    "contract_floor": (0, _S002),
    "coinche_factor": (2, _S002), "surcoinche_factor": (4, _S002),
}

RULE_SETS = (
    make("coinche-maison", "coinche", "Coinche, house rules (Maison)",
         {**_COINCHE, "rounding": ("none", _S002 + " (Maison)"),
          "no_trump_ace": (11, _S002 + " (Maison)")}),
    make("coinche-officielle", "coinche", "Coinche, official rules (Officielles)",
         {**_COINCHE, "rounding": ("nearest-ten", _S002 + " (Officielles: 208 scores 210)"),
          "no_trump_ace": (19, _S002 + " (Officielles)")}),
    make("coinche-701", "coinche-701", "Coinche played to 701", {
        "target": (701, _S000), "rounding": ("none", _S000 + " (no division by ten)"),
        "litige": (False, "scorecli's reading of the rules"), "no_trump_ace": (19, _S000),
        "capot_bonus": (0, "scorecli's reading of the rules (the capot contract's value is its bonus)"),
        "announcements": ("each-team", _S000 + " (everyone who announced shows it)"),
        "carres": ("french-701", _S000 + " (four nines count nothing without trump)"),
        "all_trump": (True, _S000 + " (a deal worth 258)"),
        "contract_counts_belote": (True, _S000 + " (belote helps above the floor)"),
        "contract_counts_announcements": (True, _S000 + " (valid announcements count)"),
        "must_beat_defence": (False, _S000),
        "bid_min": (80, _S000), "bid_max": (160, _S000), "bid_step": (10, _S000),
        "capot_value": (250, _S000), "generale_value": (500, _S000),
        "contract_floor": (82, _S000 + " (at least 82 from tricks)"),
        "coinche_factor": (2, _S000), "surcoinche_factor": (4, _S000),
    }),
)


def made_test(deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
    """made, failed or litige, on the exact totals: rounding never helps to make a contract."""
    taker, defence = deal.taker_team, deal.defence
    if deal.contract in ("capot", "generale"):
        if deal.contract == "capot":
            made = t.capot == taker
            who, alone = team_label(taker), ""
        else:
            made = deal.generale == deal.taker
            who, alone = deal.taker.upper(), " alone"
        if say:
            say.add("contract", f"{'générale' if alone else 'capot'} contract "
                                f"{'made' if made else 'failed'}: {who} "
                                f"{'won' if made else 'did not win'} all 8 tricks{alone}")
        return "made" if made else "failed"
    floor = rules["contract_floor"]
    if t.tricks[taker] < floor:
        if say:
            say.add("contract", f"failed: {team_label(taker)} took {t.tricks[taker]} in tricks, "
                                f"under the floor of {floor} that belote and announcements "
                                "cannot make up")
        return "failed"
    reached = toward_contract(t, taker, rules)
    if say:
        counted = counted_text(t, taker, rules)
        floor_note = f"tricks {t.tricks[taker]} >= {floor}, and " if floor else ""
    if reached < deal.contract:
        if say:
            say.add("contract", f"failed: {floor_note}{team_label(taker)} has {counted}, short "
                                f"of the contract {deal.contract}")
        return "failed"
    if not rules["must_beat_defence"]:
        if say:
            say.add("contract", f"made: {floor_note}{team_label(taker)} has {counted} >= "
                                f"{deal.contract}")
        return "made"
    mine, theirs = t.total[taker], t.total[defence]
    if mine < theirs or (mine == theirs and not rules["litige"]):
        if say:
            say.add("contract", f"failed: {team_label(taker)} reached {deal.contract} with "
                                f"{counted} but did not end ahead of the defence ({mine} "
                                f"against {theirs})")
        return "failed"
    if mine == theirs:
        if say:
            say.add("contract", f"litige: {team_label(taker)} reached {deal.contract} but tied "
                                f"the defence at {mine}")
        return "litige"
    if say:
        say.add("contract", f"made: {floor_note}{team_label(taker)} has {counted} >= "
                            f"{deal.contract} and ends ahead of the defence ({mine} against "
                            f"{theirs})")
    return "made"


def decide_coinche(deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> Outcome:
    """Maison and Officielles: a coinche multiplies base + announcements + contract."""
    taker, defence = deal.taker_team, deal.defence
    result = made_test(deal, t, rules, say)
    value, m = contract_value(deal, rules), multiplier(deal, rules)
    if result == "litige":
        return litige(deal, t, say, t.total[taker] + value)
    if result == "made" and m == 1:
        points = {taker: t.total[taker] + value, defence: t.total[defence]}
        if say:
            say.add("score", f"the taker scores its {t.total[taker]} + the contract {value} = "
                             f"{points[taker]}; the defence scores its own {t.total[defence]}")
        return Outcome("made", points)
    winner = taker if result == "made" else defence
    loser = defence if result == "made" else taker
    capot_base = result == "made" and t.capot == taker
    base = rules["capot_base"] if capot_base else rules["coinche_base"]
    both_ann = t.ann["ns"] + t.ann["ew"]
    stake = (base + both_ann + value) * m
    if say:
        ann_part = f" + announcements {both_ann}" if both_ann else ""
        times = f" × {m} ({deal.coinche})" if m > 1 else ""
        say.add("multiplier", f"{'the taker' if winner == taker else 'the defence'} scores "
                              f"({base} {'capot ' if capot_base else ''}base{ann_part} + "
                              f"contract {value}){times} = {stake}")
        for team in (winner, loser):
            if t.belote[team]:
                say.add("belote", f"belote {t.belote[team]} stays with {team_label(team)}, "
                                  "never multiplied")
    return Outcome(result, {winner: stake + t.belote[winner], loser: t.belote[loser]})


def decide_701(deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> Outcome:
    """Coinche to 701: a coinche multiplies the contract value only."""
    taker, defence = deal.taker_team, deal.defence
    result = made_test(deal, t, rules, say)
    value, m = contract_value(deal, rules), multiplier(deal, rules)
    bid = value * m
    bid_text = f"contract {value}" + (f" × {m} ({deal.coinche}) = {bid}" if m > 1 else "")
    if result == "litige":
        return litige(deal, t, say, t.total[taker] + bid)
    if result == "made":
        points = {taker: t.total[taker] + bid, defence: t.total[defence]}
        if say:
            say.add("score", f"the taker scores its {t.total[taker]} + {bid_text} = "
                             f"{points[taker]}; the defence scores its own {t.total[defence]}")
        return Outcome("made", points)
    anns = t.ann[defence] + t.ann[taker]
    won = t.deal_total + bid + anns + t.belote[defence]
    if say:
        parts = [f"the deal's {t.deal_total}", bid_text]
        if anns:
            parts.append(f"announcements {anns} (the taker's are not protected)")
        if t.belote[defence]:
            parts.append(f"its belote {t.belote[defence]}")
        say.add("score", f"the defence scores {' + '.join(parts)} = {won}; the taker keeps "
                         f"{'its belote ' if t.belote[taker] else ''}{t.belote[taker]}")
    return Outcome("failed", {defence: won, taker: t.belote[taker]})
