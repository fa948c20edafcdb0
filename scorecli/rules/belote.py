"""Plain belote (SPEC 5.1): no bids; the taker must end strictly ahead of the defence."""

from __future__ import annotations

from ..model import Deal, team_label
from ..tally import Step, Tally
from .base import Outcome, RuleSet, make, toward_contract

_SEED = "seed 002, Belote"
_COMMON = {
    "target": (1000, "SPEC 5.1"),
    "rounding": ("none", _SEED),
    "litige": (True, _SEED + " (spor: an exact tie)"),
    "capot_bonus": (90, _SEED + " (a capot scores 252)"),
    "announcements": ("best-team", "SPEC 3, decided here"),
    "carres": ("french", "SPEC 3, federation values"),
    "all_trump": (False, _SEED + " (trump or no-trump)"),
    "contract_counts_belote": (True, _SEED + " (belote is added before comparing)"),
    "contract_counts_announcements": (True, _SEED + " (announcements count in the contract)"),
}

RULE_SETS = (
    make("belote-maison", "belote", "Belote, house rules (Maison)",
         {**_COMMON, "no_trump_ace": (11, _SEED + " (Maison: a no-trump deal is worth 130)")}),
    make("belote-officielle", "belote", "Belote, official rules (Officielles)",
         {**_COMMON, "no_trump_ace": (19, _SEED + " (Officielles: no-trump worth 162)")}),
)


def decide(deal: Deal, t: Tally, rules: RuleSet) -> Outcome:
    taker, defence = deal.taker_team, deal.defence
    mine, how_mine = toward_contract(t, taker, rules)
    theirs, how_theirs = toward_contract(t, defence, rules)
    compared = (f"taker {team_label(taker)} {how_mine}"
                f"{'' if how_mine == str(mine) else f' = {mine}'}, defence "
                f"{team_label(defence)} {how_theirs}"
                f"{'' if how_theirs == str(theirs) else f' = {theirs}'}")
    if mine > theirs:
        return Outcome("made", dict(t.total), 0, (
            Step("contract", f"made: {compared}; the taker is ahead"),
            Step("score", "each team scores its own total")))
    if mine == theirs and rules["litige"]:
        points = {taker: 0, defence: t.total[defence]}
        return Outcome("litige", points, t.total[taker], (
            Step("contract", f"litige: {compared}, an exact tie"),
            Step("score", f"the defence scores its own {t.total[defence]}; the taker's "
                          f"{t.total[taker]} is held for the winner of the next deal")))
    both_ann = t.ann["ns"] + t.ann["ew"]
    won = t.deal_total + both_ann + t.belote[defence]
    detail = [f"the deal's {t.deal_total}"]
    if both_ann:
        detail.append(f"announcements {both_ann}")
    if t.belote[defence]:
        detail.append(f"its belote {t.belote[defence]}")
    why = "behind" if mine < theirs else "tied and litige is off"
    return Outcome("failed", {defence: won, taker: t.belote[taker]}, 0, (
        Step("contract", f"dedans (failed): {compared}; the taker is {why}"),
        Step("score", f"the defence scores {' + '.join(detail)} = {won}; the taker keeps "
                      f"{'its belote ' if t.belote[taker] else ''}{t.belote[taker]}")))
