"""Coinche: bids, coinche and surcoinche.

Two families differ in what the multiplier applies to: `coinche` (Maison and Officielles)
multiplies the whole deal (base + announcements + contract), `coinche-701` the contract
value only (`coinche701.py`, which starts from the coinche table here). The house rules
other scorekeepers use are options of the first: what a coinche multiplies, a contract
scored alone, a générale scored flat, a capot worth a flat value.
"""

from __future__ import annotations

from ..i18n import N_
from ..game.cards import NO_TRUMP
from ..game.deal import Deal
from ..game.steps import Narration, Sum, phrase
from ..game.tally import Tally
from .base import (Family, OptionSpec, Outcome, RuleSet, announcements_scored, belote_kept,
                   contract_value, counted, play_and_penalties,
                   inner_rounding, make, multiplier, register, rounded_rest, toward_contract)

_S002 = "the coinche rules (Maison and Officielles)"
_CONTRACTS = ("capot", "generale")  # contracts named, not numbered
_S000 = "the rules of coinche to 701"
# The coinche table: both coinche families start from it.
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
    "bid_min": (80, _S000), "bid_max": (240, "scorecli's reading of the rules"),
    "bid_step": (10, _S000),
    "capot_value": (250, _S002), "generale_value": (500, _S000 + ", the value scorecli chose"),
    "contract_floor": (0, _S002),
    "coinche_factor": (2, _S002), "surcoinche_factor": (4, _S002),
    "deals_limit": (0, "no limit: the target ends the match"),
    "direction": ("counter-clockwise", "the French federation's rules (the deal passes to "
                                       "the dealer's right)"),
    "belote_on_failure": ("holder", _S000 + " (belote is always the announcing team's)"),
    "generale_scoring": ("added", _S002 + " (the générale's value on top of the deal)"),
    "announcements_on_failure": ("defence", _S002 + " (a failure gives the defence all)"),
    **play_and_penalties("optional"),
}

# The options of the whole-deal family alone (Maison and Officielles): coinche-701
# multiplies the contract only, so it has no base, no contract scoring of its own, and
# no rounding to scope.
_WHOLE_DEAL = {
    "coinche_base": (160, _S002 + " (160 plus the contract)"),
    "capot_base": (250, "the French federation's rules (a coinched capot makes 1000)"),
    "contract_scoring": ("points-and-contract", _S002 + " (the points made and the contract)"),
    "coinche_multiplies": ("deal", _S002 + " (160 plus the contract, multiplied)"),
    "rounding_scope": ("deal", _S002 + " (every score a team receives is rounded)"),
    "tie_makes_contract": (False, _S002 + " (a tie is a litige, or fails)"),
    "rounding_complement": ("none", _S002 + " (each team's total rounded on its own)"),
    "no_trump_bid_factor": (1, _S002 + " (a no-trump bid counts once)"),
    "capot_flat": (0, _S002 + " (a capot contract is scored as the others)"),
    "capot_base_applies": ("taker-capot", _S002 + " (a coinched capot makes 1000)"),
    "generale_points": (0, _S002 + " (a générale counts its cards, as a capot)"),
    "belote_multiplied": (False, _S002 + " (belote is never multiplied)"),
    "scale_to_162": (False, _S002 + " (a deal is worth what its cards are)"),
    "capot_failure": ("as-scored", _S002 + " (as the other contracts)"),
    "belote_on_success": ("holder", _S002 + " (belote always goes to its holder)"),
}


@register
class Coinche(Family):
    """Maison and Officielles: a coinche multiplies base + announcements + contract."""

    name = "coinche"
    own_options = (  # the whole-deal scoring's: coinche-701 knows none of them
        OptionSpec("coinche_base", "the deal's worth in a coinched or failed contract, before "
                   "announcements and the contract", int, minimum=0,
                   label="base of a coinched deal"),
        OptionSpec("capot_base", "the base instead of coinche_base when the taker's team made a "
                   "capot in a coinched contract", int, minimum=0,
                   label="base of a coinched capot"),
        OptionSpec("coinche_multiplies", "what a coinche multiplies: deal (base + announcements + "
                   "contract), contract (the contract alone), points (the taker's points and the "
                   "contract), rounded-points (the same, its points rounded first), "
                   "contract-keep-points (the contract alone, the taker keeping its rounded "
                   "points), points-both (each team's points, rounded after)", str,
                   ("deal", "contract", "points", "rounded-points", "contract-keep-points",
                    "points-both"),
                   label="what a coinche multiplies",
                   said=("the whole deal", "the contract", "points and contract",
                         "rounded points and contract", "the contract, points kept",
                         "both teams' points")),
        OptionSpec("capot_base_applies", "when the base is capot_base: taker-capot (a contract "
                   "made with every trick), numeric-contract (the same, on a numeric contract "
                   "only), any-capot (and a failed contract whose defence won every trick)",
                   str, ("taker-capot", "numeric-contract", "any-capot"),
                   label="when the capot base applies",
                   said=("the taker's capot", "numeric contract", "any capot")),
        OptionSpec("belote_multiplied", "a coinched contract multiplies the belote too (the "
                   "made test counts it once)", bool,
                   label="belote multiplied"),
        OptionSpec("scale_to_162", "a deal not worth 162 (all-trump, an 11-point no-trump "
                   "ace) is brought to 162: the taker's points × 162 / the deal, rounded down, "
                   "the defence the rest", bool,
                   label="brought to 162"),
        OptionSpec("generale_points", "above 0, a générale gives its team this many points for "
                   "the tricks, the other team none (0: the cards, the last trick and the capot "
                   "bonus)", int, minimum=0,
                   label="points of a générale"),
        OptionSpec("capot_flat", "above 0, a capot contract made scores this × the multiplier "
                   "and nothing else (0: as the contract is scored)", int, minimum=0,
                   label="fixed capot score"),
        OptionSpec("capot_failure", "a capot contract failed: as-scored (by the other options), "
                   "points-and-contract (as under that contract_scoring), or flat (capot_flat × "
                   "the multiplier to the defence)", str,
                   ("as-scored", "points-and-contract", "flat"),
                   label="failed capot contract",
                   said=("as scored", "points and contract", "fixed score")),
        OptionSpec("belote_on_success", "holder, or winner (a taker who makes a capot, or a "
                   "coinched contract, also scores the defence's belote)", str,
                   ("holder", "winner"),
                   label="belote of the defence", said=("to its holder", "to the winner")),
    )
    coinches = True

    def made_test(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
        """made, failed or litige, on the exact totals: rounding never helps to make a
        contract."""
        taker, defence = deal.taker_team, deal.defence
        if deal.contract in ("capot", "generale"):
            generale = deal.contract == "generale"
            made = deal.generale == deal.taker if generale else t.capot == taker
            if generale:
                say.add("generale.made" if made else "generale.failed", player=deal.taker)
            else:
                say.add("capot.made" if made else "capot.failed", team=taker)
            return "made" if made else "failed"
        floor = rules["contract_floor"]
        if t.tricks[taker] < floor:
            say.add("contract.under-floor", team=taker, points=t.tricks[taker], floor=floor)
            return "failed"
        reached = toward_contract(t, taker, rules)
        mine, theirs = t.total[taker], t.total[defence]
        if reached < deal.contract:
            kind, result = "contract.short", "failed"
        elif mine == theirs and rules.options.get("tie_makes_contract"):
            kind, result = "contract.tie-makes", "made"
        elif not rules["must_beat_defence"]:
            kind, result = "contract.reached", "made"
        elif mine < theirs or (mine == theirs and not rules["litige"]):
            kind, result = "contract.not-ahead", "failed"
        elif mine == theirs:
            kind, result = "contract.tied", "litige"
        else:
            kind, result = "contract.ahead", "made"
        say.tell(_say_contract, kind, deal, t, rules, floor)
        return result

    def litige_stake(self, deal: Deal, t: Tally, rules: RuleSet) -> int:
        if rules["contract_scoring"] == "points-only" and deal.contract not in _CONTRACTS:
            return t.total[deal.taker_team]  # points faits: the contract is never added
        return t.total[deal.taker_team] + contract_value(deal, rules) * _factor(deal, rules)

    def scored_value(self, deal: Deal, rules: RuleSet, say: Narration) -> int:
        """The contract's value as the formulas score it: × no_trump_bid_factor in a
        no-trump deal (the made test compares the bid itself)."""
        value, factor = contract_value(deal, rules), _factor(deal, rules)
        if factor > 1:
            say.add("contract.no-trump-factor", value=value, factor=factor,
                    counted=value * factor)
        return value * factor

    def belotes(self, deal: Deal, t: Tally, rules: RuleSet, result: str, m: int,
                say: Narration) -> dict:
        """Who scores each belote (SPEC 5.5, step 4): none under contract-only-no-belote;
        else `belote_on_failure`, and `belote_on_success = winner` gives a taker who makes
        a capot or a coinched contract the defence's belote too."""
        if rules["contract_scoring"] == "contract-only-no-belote":
            if t.belote["ns"] or t.belote["ew"]:
                say.add("belote.none-scored")
            return {"ns": 0, "ew": 0}
        belote = belote_kept(deal, t, rules, result, say)
        taker, defence = deal.taker_team, deal.defence
        if result == "made" and rules["belote_on_success"] == "winner" and belote[defence] \
                and (t.capot == taker or m > 1):
            belote[taker] += belote[defence]
            belote[defence] = 0
        if _belote_factor(rules, m) > 1 and (belote["ns"] or belote["ew"]):
            say.add("belote.multiplied", m=m, coinche=deal.coinche)
            belote = {team: points * m for team, points in belote.items()}
        return belote

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        """SPEC 5.5's order: a capot contract's own rules first, then contract_scoring,
        generale_scoring and coinche_multiplies; belote as `belotes` says."""
        taker, defence = deal.taker_team, deal.defence
        value, m = self.scored_value(deal, rules, say), multiplier(deal, rules)
        bf = _belote_factor(rules, m)
        winner = taker if result == "made" else defence
        loser = defence if result == "made" else taker
        scoring = rules["contract_scoring"]
        belote = self.belotes(deal, t, rules, result, m, say)
        if deal.contract == "capot":
            flat = rules["capot_flat"]
            failure = rules["capot_failure"]
            if flat and (result == "made" or failure == "flat"):
                shown = phrase("times", value=flat, m=m, coinche=deal.coinche) if m > 1 \
                    else flat
                say.add("capot.flat-taker" if result == "made" else "capot.flat-defence",
                        value=shown)
                return self._with_belote(result, winner, loser, flat * m, belote, t, say, bf)
            if result == "failed" and failure == "points-and-contract" and \
                    scoring != "points-and-contract":
                say.add("capot.failure-points-and-contract")
                scoring = "points-and-contract"
        times = (phrase("times", value=value, m=m, coinche=deal.coinche) if m > 1
                 else value)
        if scoring == "points-only" and deal.contract not in _CONTRACTS:
            return self.points_only(deal, t, rules, say, result, m, belote)
        if scoring in ("contract-only", "contract-only-no-belote"):
            say.add("contract-only.taker" if winner == taker else "contract-only.defence",
                    value=times)
            return self._with_belote(result, winner, loser, value * m, belote, t, say, bf)
        if result == "made" and self.flat_generale(deal, rules):
            say.add("generale.flat", value=times)
            return self._with_belote(result, winner, loser, value * m, belote, t, say, bf)
        if self.flat_failed_generale(deal, rules, result):
            say.add("generale.flat-failed", value=times)
            return self._with_belote(result, winner, loser, value * m, belote, t, say, bf)
        if result == "made" and m == 1:
            mine = rounded_rest(deal, t, rules, taker, _own(t, taker, belote), say)
            theirs = rounded_rest(deal, t, rules, defence, _own(t, defence, belote), say)
            points = {taker: mine + value, defence: theirs}
            say.add("made.taker-adds" if theirs else "made.taker-adds.nothing", mine=mine,
                    bid=phrase("the-contract", value=value), total=points[taker],
                    theirs=theirs)
            return Outcome("made", points)
        return self.multiplied(deal, t, rules, say, result, value, m, belote)

    def points_only(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration, result: str,
                    m: int, belote: dict) -> Outcome:
        """Points faits: a numeric contract is never added. Made and not coinched, each
        team its own total; coinched and made, the base × m to the taker (never the capot
        base); failed, the base and the announcements × m to the defence."""
        taker, defence = deal.taker_team, deal.defence
        base, bf = rules["coinche_base"], _belote_factor(rules, m)
        if result == "made" and m == 1:
            say.add("points-only.own-totals")
            return Outcome("made", {
                team: rounded_rest(deal, t, rules, team, _own(t, team, belote), say)
                for team in (taker, defence)})
        # Made and coinched, the base alone; failed, the announcements too.
        both_ann, kept = announcements_scored(deal, t, rules, result, say) \
            if result == "failed" else (0, 0)
        parts = [phrase("part.base", points=base)]
        if both_ann:
            parts.append(phrase("part.announcements", points=both_ann))
        stake = (base + both_ann) * m
        shown = (phrase("stake.times", parts=Sum(parts), m=m, coinche=deal.coinche,
                        stake=stake) if m > 1 else phrase("stake.plain", parts=Sum(parts),
                                                          stake=stake))
        made = result == "made"
        say.add("points-only.taker" if made else "points-only.defence", stake=shown)
        winner, loser = (taker, defence) if made else (defence, taker)
        return _plus(self._with_belote(result, winner, loser, stake, belote, t, say, bf),
                     taker, kept)

    def flat_failed_generale(self, deal: Deal, rules: RuleSet, result: str) -> bool:
        """`generale_scoring = flat-both`: a failed générale pays its value flat too."""
        return result == "failed" and deal.contract == "generale" and \
            rules["generale_scoring"] == "flat-both"

    def flat_generale(self, deal: Deal, rules: RuleSet) -> bool:
        return deal.contract == "generale" and rules["generale_scoring"] in ("flat", "flat-both")

    def multiplied(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration, result: str,
                   value: int, m: int, belote: dict) -> Outcome:
        """A coinched contract made, or any contract failed: what the coinche multiplies
        is the option `coinche_multiplies`."""
        taker, defence = deal.taker_team, deal.defence
        winner = taker if result == "made" else defence
        loser = defence if result == "made" else taker
        how, bf = rules["coinche_multiplies"], _belote_factor(rules, m)
        if result == "made" and how in _ON_POINTS:
            return self.multiplied_points(deal, t, rules, say, how, value, m, belote)
        capot_base = self.capot_base_applies(deal, t, rules, result, say)
        base = rules["capot_base"] if capot_base else rules["coinche_base"]
        both_ann, kept = announcements_scored(deal, t, rules, result, say)
        # A failure under contract-keep-points is scored as under contract.
        contract_alone = how in ("contract", "contract-keep-points") and m > 1
        stake = (base + both_ann + value * m if contract_alone
                 else (base + both_ann + value) * m)
        say.tell(_say_stake, winner == taker, capot_base, base, both_ann, value, m,
                 deal.coinche, contract_alone, stake)
        return _plus(self._with_belote(result, winner, loser, stake, belote, t, say, bf),
                     taker, kept)

    def capot_base_applies(self, deal: Deal, t: Tally, rules: RuleSet, result: str,
                           say: Narration) -> bool:
        """Is the base `capot_base`? Made with the taker's team winning every trick (on a
        numeric contract only, under `numeric-contract`), or failed with the defence
        winning every trick under `any-capot`."""
        how = rules["capot_base_applies"]
        if result == "made":
            if t.capot == deal.taker_team and how == "numeric-contract" and \
                    deal.contract in _CONTRACTS:
                say.add("capot.common-base", base=rules["coinche_base"])
                return False
            return t.capot == deal.taker_team
        return how == "any-capot" and t.capot == deal.defence

    def multiplied_points(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
                          how: str, value: int, m: int, belote: dict) -> Outcome:
        """A coinched contract made, scored on the taker's points (`coinche_multiplies`
        points, rounded-points, contract-keep-points, points-both); each `round` is
        taken where the formula writes it."""
        taker, defence = deal.taker_team, deal.defence
        r = inner_rounding(rules)
        mine = t.total[taker] - t.belote[taker]
        theirs = _own(t, defence, belote)
        if how == "points":
            stake = (mine + value) * m
            taker_score = stake + belote[taker]
            defence_score = rounded_rest(deal, t, rules, defence, theirs, say)
        elif how == "rounded-points":
            stake = (r(mine) + value) * m
            taker_score = stake + belote[taker]
            defence_score = rounded_rest(deal, t, rules, defence, theirs, say, r(theirs))
        elif how == "contract-keep-points":
            mine = _own(t, taker, belote)
            stake = r(mine) + value * m
            taker_score = stake
            defence_score = rounded_rest(deal, t, rules, defence, theirs, say, r(theirs))
        else:  # points-both
            stake = r((mine + value) * m)
            own_def = theirs - belote[defence]
            taker_score = stake + belote[taker]
            defence_score = r(own_def * m) + belote[defence]
        say.add("multiplied." + how, mine=_rounded(mine, r), value=value, m=m,
                coinche=deal.coinche, stake=stake, theirs=_rounded(theirs, r),
                defence_stake=defence_score)
        return Outcome("made", {taker: taker_score, defence: defence_score})

    def _with_belote(self, result: str, winner: str, loser: str, stake: int, belote: dict,
                     t: Tally, say: Narration, factor: int = 1) -> Outcome:
        """The winner's stake with each team's belote beside it, multiplied (`factor`)
        only under `belote_multiplied` (`belotes` did it)."""
        for team in (winner, loser):
            if belote[team]:
                kind = "belote.stays" if belote[team] == t.belote[team] * factor \
                    else "belote.goes"
                say.add(kind + ".multiplied" if factor > 1 else kind, points=belote[team],
                        team=team)
        return Outcome(result, {winner: stake + belote[winner], loser: belote[loser]})


def _plus(outcome: Outcome, team: str, points: int) -> Outcome:
    """The outcome with `points` more to `team` (the announcements a failed taker keeps)."""
    if not points:
        return outcome
    return outcome._replace(points={**outcome.points, team: outcome.points[team] + points})


def _belote_factor(rules: RuleSet, m: int) -> int:
    """`belote_multiplied`: a coinched contract multiplies every belote a team scores."""
    return m if rules.options.get("belote_multiplied") else 1


_ON_POINTS = ("points", "rounded-points", "contract-keep-points", "points-both")


def _rounded(points: int, r) -> object:
    """`85, rounded 90`, or `85` where rounding leaves it."""
    return points if r(points) == points else phrase("part.rounded", before=points,
                                                      after=r(points))


def _factor(deal: Deal, rules: RuleSet) -> int:
    """F: how many times a no-trump contract's value counts (1 in other deals)."""
    return rules.options.get("no_trump_bid_factor", 1) if deal.mode == NO_TRUMP else 1


def _own(t: Tally, team: str, belote: dict) -> int:
    """A team's own total, with the belote it scores after the deal (moved or not)."""
    return t.total[team] - t.belote[team] + belote[team]


def _say_contract(say: Narration, kind: str, deal: Deal, t: Tally, rules: RuleSet,
                  floor: int) -> None:
    """The made test of a numeric contract; with a floor, the trick points it needed."""
    taker, defence = deal.taker_team, deal.defence
    with_floor = floor and kind in ("contract.short", "contract.reached", "contract.ahead")
    say.add(kind + ".floor" if with_floor else kind, team=taker,
            counted=counted(t, taker, rules), contract=deal.contract, mine=t.total[taker],
            theirs=t.total[defence], points=t.total[taker], tricks=t.tricks[taker],
            floor=floor)


def _say_stake(say: Narration, taker_wins: bool, capot_base: bool, base: int, both_ann: int,
               value: int, m: int, coinche: str | None, contract_alone: bool,
               stake: int) -> None:
    """What a coinched or failed contract is worth, and how it was multiplied."""
    parts = [phrase("part.capot-base" if capot_base else "part.base", points=base)]
    if both_ann:
        parts.append(phrase("part.announcements", points=both_ann))
    if contract_alone:
        parts.append(phrase("part.contract-times", value=value, m=m, coinche=coinche))
        shown = phrase("stake.sum", parts=Sum(parts), stake=stake)
    else:
        parts.append(phrase("part.contract", value=value))
        shown = (phrase("stake.times", parts=Sum(parts), m=m, coinche=coinche, stake=stake)
                 if m > 1 else phrase("stake.plain", parts=Sum(parts), stake=stake))
    say.add("stake.taker" if taker_wins else "stake.defence", stake=shown)


RULE_SETS = (
    make("coinche-maison", "coinche", N_("Coinche, house rules (Maison)"),
         {**_COINCHE, **_WHOLE_DEAL, "rounding": ("none", _S002 + " (Maison)"),
          "no_trump_ace": (11, _S002 + " (Maison)")}),
    make("coinche-officielle", "coinche", N_("Coinche, official rules (Officielles)"),
         {**_COINCHE, **_WHOLE_DEAL,
          "rounding": ("nearest-ten", _S002 + " (Officielles: 208 scores 210)"),
          "no_trump_ace": (19, _S002 + " (Officielles)")}),
)
