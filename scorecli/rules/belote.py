"""Plain belote (SPEC 5.1): no bids; the taker must end strictly ahead of the defence."""

from __future__ import annotations

from ..model import Deal, team_label
from ..tally import Narration, Tally
from .base import Outcome, RuleSet, counted_text, litige, make, toward_contract

_SEED = "the belote rules (Maison and Officielles)"
_COMMON = {
    "target": (1000, "scorecli's reading of the rules"),
    "rounding": ("none", _SEED),
    "litige": (True, _SEED + " (spor: an exact tie)"),
    "capot_bonus": (90, _SEED + " (a capot scores 252)"),
    "announcements": ("best-team", "scorecli's choice: the rules are silent"),
    "carres": ("french", "the French federation's values"),
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


def decide(deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> Outcome:
    taker, defence = deal.taker_team, deal.defence
    mine = toward_contract(t, taker, rules)
    theirs = toward_contract(t, defence, rules)
    if mine > theirs:
        if say:
            say.add("contract", f"made: {_compared(deal, t, rules)}; "
                                "the taker is ahead")
            say.add("score", "each team scores its own total")
        return Outcome("made", t.total)
    if mine == theirs and rules["litige"]:
        if say:
            say.add("contract", f"litige: {_compared(deal, t, rules)}"
                                ", an exact tie")
        return litige(deal, t, say, t.total[taker])
    both_ann = t.ann["ns"] + t.ann["ew"]
    won = t.deal_total + both_ann + t.belote[defence]
    if say:
        detail = [f"the deal's {t.deal_total}"]
        if both_ann:
            detail.append(f"announcements {both_ann}")
        if t.belote[defence]:
            detail.append(f"its belote {t.belote[defence]}")
        why = "behind" if mine < theirs else "tied and litige is off"
        say.add("contract", f"dedans (failed): {_compared(deal, t, rules)}"
                            f"; the taker is {why}")
        say.add("score", f"the defence scores {' + '.join(detail)} = {won}; the taker keeps "
                         f"{'its belote ' if t.belote[taker] else ''}{t.belote[taker]}")
    return Outcome("failed", {defence: won, taker: t.belote[taker]})


def _compared(deal: Deal, t: Tally, rules: RuleSet) -> str:
    return (f"taker {team_label(deal.taker_team)} {counted_text(t, deal.taker_team, rules)}, "
            f"defence {team_label(deal.defence)} {counted_text(t, deal.defence, rules)}")
