"""Plain belote: no bids; the taker must end strictly ahead of the defence."""

from __future__ import annotations

from ..i18n import N_, _
from ..model import Deal, team_label
from ..tally import Narration, Tally
from .base import (Family, Outcome, RuleSet, belote_kept, counted_text, make, register,
                   toward_contract)

_SEED = "the belote rules (Maison and Officielles)"
_PEERS = "scorecli's choice, as the rules say it (other scorekeepers differ)"
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
    "deals_limit": (0, "no limit: the target ends the match"),
    "belote_on_failure": ("holder", _SEED + " (belote always goes to its holder)"),
    "litige_pot": ("next-winner", _SEED + " (to the winner of the next deal)"),
    "rounding_scope": ("deal", _PEERS),
}


@register
class Belote(Family):
    """The taker's team must end strictly ahead; a tie is a litige (or a dedans)."""

    name = "belote"
    bids = False

    def made_test(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
        mine = toward_contract(t, deal.taker_team, rules)
        theirs = toward_contract(t, deal.defence, rules)
        if mine > theirs:
            say.add("contract", lambda: _("made: {compared}; the taker is ahead").format(
                compared=_compared(deal, t, rules)))
            return "made"
        if mine == theirs and rules["litige"]:
            say.add("contract", lambda: _("litige: {compared}, an exact tie").format(
                compared=_compared(deal, t, rules)))
            return "litige"
        say.add("contract", lambda: (
            _("dedans (failed): {compared}; the taker is behind") if mine < theirs else
            _("dedans (failed): {compared}; the taker is tied and litige is off")).format(
                compared=_compared(deal, t, rules)))
        return "failed"

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        if result == "made":
            say.add("score", lambda: _("each team scores its own total"))
            return Outcome("made", t.total)
        belote = belote_kept(deal, t, rules, result)
        both_ann = t.ann["ns"] + t.ann["ew"]
        won = t.deal_total + both_ann + belote[defence]
        say.add("score", lambda: (
            _("the defence scores {parts} = {won}; the taker keeps its belote {kept}")
            if belote[taker] else _("the defence scores {parts} = {won}; the taker keeps {kept}")
        ).format(parts=_dedans(t, both_ann, belote[defence]), won=won, kept=belote[taker]))
        return Outcome("failed", {defence: won, taker: belote[taker]})


def _dedans(t: Tally, both_ann: int, belote: int) -> str:
    detail = [_("the deal's {points}").format(points=t.deal_total)]
    if both_ann:
        detail.append(_("announcements {points}").format(points=both_ann))
    if belote:
        detail.append(_("its belote {points}").format(points=belote))
    return " + ".join(detail)


def _compared(deal: Deal, t: Tally, rules: RuleSet) -> str:
    return _("taker {taker} {taker_points}, defence {defence} {defence_points}").format(
        taker=team_label(deal.taker_team), taker_points=counted_text(t, deal.taker_team, rules),
        defence=team_label(deal.defence), defence_points=counted_text(t, deal.defence, rules))


RULE_SETS = (
    make("belote-maison", "belote", N_("Belote, house rules (Maison)"),
         {**_COMMON, "no_trump_ace": (11, _SEED + " (Maison: a no-trump deal is worth 130)")}),
    make("belote-officielle", "belote", N_("Belote, official rules (Officielles)"),
         {**_COMMON, "no_trump_ace": (19, _SEED + " (Officielles: no-trump worth 162)")}),
)
