"""Plain belote: no bids; the taker must end strictly ahead of the defence."""

from __future__ import annotations

from ..i18n import N_
from ..game.deal import Deal
from ..game.steps import Narration, phrase
from ..game.tally import Tally
from .base import (Family, OptionSpec, Outcome, RuleSet, announcements_scored, belote_kept,
                   counted, make, play_and_penalties, register, rounded_rest, say_defence_scores,
                   toward_contract)

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
    "direction": ("counter-clockwise", "the French federation's rules (the deal passes to "
                                       "the dealer's right)"),
    "belote_on_failure": ("holder", _SEED + " (belote always goes to its holder)"),
    "litige_pot": ("next-winner", _SEED + " (to the winner of the next deal)"),
    "rounding_scope": ("deal", _PEERS),
    "made_threshold": ("beat-defence", _SEED + " (the taker must end ahead)"),
    "tie_makes_contract": (False, _SEED + " (a tie is a litige)"),
    "litige_belote": ("held", _SEED + " (the taker's points wait, its belote with them)"),
    "announcements_on_failure": ("defence", _SEED + " (a dedans gives the defence all)"),
    "rounding_complement": ("none", _SEED + " (each team's total rounded on its own)"),
    **play_and_penalties("forced"),
}


@register
class Belote(Family):
    """The taker's team must end strictly ahead; a tie is a litige (or a dedans)."""

    name = "belote"
    own_options = (
        OptionSpec("litige_pot", "who the held pot goes to: next-winner (the winner of the next "
                   "deal that is not a litige), next-made-contract (only a team that makes a "
                   "later contract)", str, ("next-winner", "next-made-contract"),
                   label="who gets the held points",
                   said=("the next deal's winner", "the next made contract")),
        OptionSpec("made_threshold", "beat-defence (the taker ends ahead of the defence), or "
                   "half (the taker's count above half the deal makes it)", str,
                   ("beat-defence", "half"),
                   label="what makes the contract", said=("ahead of the defence", "over half")),
        OptionSpec("litige_belote", "held (a litige holds the taker's belote with its points), "
                   "or paid (the taker scores its belote at once)", str, ("held", "paid"),
                   label="belote in a litige", said=("held", "scored at once")),
    )
    bids = False
    says_dedans = True

    def made_test(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
        """Against the defence, or against half the deal (`made_threshold`); a tie is a
        litige, a dedans, or made (`tie_makes_contract`)."""
        mine = toward_contract(t, deal.taker_team, rules)
        if rules["made_threshold"] == "half":
            # Twice the count against the whole deal: the half stays a whole number.
            ahead, tied = mine * 2 > t.deal_total, mine * 2 == t.deal_total
            kinds = ("belote.half-above", "belote.half-tie", "belote.half-below",
                     "belote.half-tie-no-litige", "belote.half-tie-makes")
        else:
            theirs = toward_contract(t, deal.defence, rules)
            ahead, tied = mine > theirs, mine == theirs
            kinds = ("belote.ahead", "belote.tie", "belote.behind", "belote.tied-no-litige",
                     "belote.tie-makes")
        if ahead:
            result, kind = "made", kinds[0]
        elif tied and rules["tie_makes_contract"]:
            result, kind = "made", kinds[4]
        elif tied and rules["litige"]:
            result, kind = "litige", kinds[1]
        else:
            result, kind = "failed", kinds[3] if tied else kinds[2]
        say.tell(_say_compared, kind, deal, t, rules)
        return result

    def on_litige(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> Outcome:
        """`litige_belote = paid`: the taker scores its belote now, the pot holds the rest."""
        taker = deal.taker_team
        paid = t.belote[taker] if rules["litige_belote"] == "paid" else 0
        if not paid:
            return super().on_litige(deal, t, rules, say)
        held = self.litige_stake(deal, t, rules) - paid
        say.add("litige.belote-paid", points=t.total[deal.defence], belote=paid, held=held)
        return Outcome("litige", {taker: paid, deal.defence: t.total[deal.defence]}, held)

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        if result == "made":
            say.add("belote.own-totals")
            return Outcome("made", {team: rounded_rest(deal, t, rules, team, t.total[team], say)
                                    for team in (taker, defence)})
        belote = belote_kept(deal, t, rules, result, say)
        both_ann, kept = announcements_scored(deal, t, rules, result, say)
        won = t.deal_total + both_ann + belote[defence]
        say.tell(_say_dedans, t, both_ann, belote, won, taker, defence, kept)
        return Outcome("failed", {defence: won, taker: belote[taker] + kept})


def _say_dedans(say: Narration, t: Tally, both_ann: int, belote, won: int, taker: str,
                defence: str, kept: int) -> None:
    parts = [phrase("part.deal", points=t.deal_total)]
    if both_ann:
        parts.append(phrase("part.announcements", points=both_ann))
    say_defence_scores(say, parts, belote, won, taker, defence, kept)


def _say_compared(say: Narration, kind: str, deal: Deal, t: Tally, rules: RuleSet) -> None:
    if kind.startswith("belote.half"):
        say.add(kind, counted=counted(t, deal.taker_team, rules), team=deal.taker_team,
                whole=t.deal_total)
        return
    say.add(kind, compared=phrase(
        "belote.compared", taker=deal.taker_team, taker_points=counted(t, deal.taker_team, rules),
        defence=deal.defence, defence_points=counted(t, deal.defence, rules)))


RULE_SETS = (
    make("belote-maison", "belote", N_("Belote, house rules (Maison)"),
         {**_COMMON, "no_trump_ace": (11, _SEED + " (Maison: a no-trump deal is worth 130)")}),
    make("belote-officielle", "belote", N_("Belote, official rules (Officielles)"),
         {**_COMMON, "no_trump_ace": (19, _SEED + " (Officielles: no-trump worth 162)")}),
)
