"""Plain belote: no bids; the taker must end strictly ahead of the defence."""

from __future__ import annotations

from ..i18n import N_
from ..game.deal import Deal
from ..game.steps import Narration, phrase
from ..game.tally import Tally
from .base import (Family, OptionSpec, Outcome, RuleSet, belote_kept, counted, make, register,
                   say_defence_scores, toward_contract)

_SEED = "the belote rules (Maison and Officielles)"
_PEERS = "scorecli's choice, as the rules say it (other scorekeepers differ)"
_COMMON = {
    "target": (1000, "scorecli's reading of the rules"),
    "rounding": ("none", _SEED),
    "litige": (True, _SEED + " (litige: an exact tie)"),
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
    own_options = (
        OptionSpec("litige_pot", "who the held pot goes to: next-winner (the winner of the next "
                   "deal that is not a litige), next-made-contract (only a team that makes a "
                   "later contract)", str, ("next-winner", "next-made-contract")),
    )
    bids = False
    says_dedans = True

    def made_test(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
        mine = toward_contract(t, deal.taker_team, rules)
        theirs = toward_contract(t, deal.defence, rules)
        if mine > theirs:
            result, kind = "made", "belote.ahead"
        elif mine == theirs and rules["litige"]:
            result, kind = "litige", "belote.tie"
        else:
            result = "failed"
            kind = "belote.behind" if mine < theirs else "belote.tied-no-litige"
        say.tell(_say_compared, kind, deal, t, rules)
        return result

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        if result == "made":
            say.add("belote.own-totals")
            return Outcome("made", t.total)
        belote = belote_kept(deal, t, rules, result)
        both_ann = t.ann["ns"] + t.ann["ew"]
        won = t.deal_total + both_ann + belote[defence]
        say.tell(_say_dedans, t, both_ann, belote, won, taker, defence)
        return Outcome("failed", {defence: won, taker: belote[taker]})


def _say_dedans(say: Narration, t: Tally, both_ann: int, belote, won: int, taker: str,
                defence: str) -> None:
    parts = [phrase("part.deal", points=t.deal_total)]
    if both_ann:
        parts.append(phrase("part.announcements", points=both_ann))
    say_defence_scores(say, parts, belote, won, taker, defence)


def _say_compared(say: Narration, kind: str, deal: Deal, t: Tally, rules: RuleSet) -> None:
    say.add(kind, compared=phrase(
        "belote.compared", taker=deal.taker_team, taker_points=counted(t, deal.taker_team, rules),
        defence=deal.defence, defence_points=counted(t, deal.defence, rules)))


RULE_SETS = (
    make("belote-maison", "belote", N_("Belote, house rules (Maison)"),
         {**_COMMON, "no_trump_ace": (11, _SEED + " (Maison: a no-trump deal is worth 130)")}),
    make("belote-officielle", "belote", N_("Belote, official rules (Officielles)"),
         {**_COMMON, "no_trump_ace": (19, _SEED + " (Officielles: no-trump worth 162)")}),
)
