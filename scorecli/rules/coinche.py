"""Coinche: bids, coinche and surcoinche.

Two families differ in what the multiplier applies to: `coinche` (Maison and Officielles)
multiplies the whole deal (base + announcements + contract), `coinche-701` the contract
value only. The house rules other scorekeepers use are options of the first: what a
coinche multiplies, a contract scored alone, a générale scored flat.
"""

from __future__ import annotations

from ..i18n import N_, _, word
from ..model import Deal, team_label
from ..tally import Narration, Tally
from .base import (Family, Outcome, RuleSet, belote_kept, contract_value, counted_text,
                   make, multiplier, register, toward_contract)

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
    "deals_limit": (0, "no limit: the target ends the match"),
    "contract_scoring": ("points-and-contract", _S002 + " (the points made and the contract)"),
    "coinche_multiplies": ("deal", _S002 + " (160 plus the contract, multiplied)"),
    "belote_on_failure": ("holder", _S000 + " (belote is always the announcing team's)"),
    "generale_scoring": ("added", _S002 + " (the générale's value on top of the deal)"),
    "rounding_scope": ("deal", _S002 + " (every score a team receives is rounded)"),
}


@register
class Coinche(Family):
    """Maison and Officielles: a coinche multiplies base + announcements + contract."""

    name = "coinche"

    def made_test(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
        """made, failed or litige, on the exact totals: rounding never helps to make a
        contract."""
        taker, defence = deal.taker_team, deal.defence
        if deal.contract in ("capot", "generale"):
            generale = deal.contract == "generale"
            made = deal.generale == deal.taker if generale else t.capot == taker
            who = deal.taker.upper() if generale else team_label(taker)
            say.add("contract", lambda: {
                (True, True): _("générale contract made: {who} won all 8 tricks alone"),
                (True, False): _("générale contract failed: {who} did not win all 8 tricks "
                                 "alone"),
                (False, True): _("capot contract made: {who} won all 8 tricks"),
                (False, False): _("capot contract failed: {who} did not win all 8 tricks"),
            }[(generale, made)].format(who=who))
            return "made" if made else "failed"
        floor = rules["contract_floor"]
        if t.tricks[taker] < floor:
            say.add("contract", lambda: _("failed: {team} took {points} in tricks, under the "
                                          "floor of {floor} that belote and announcements "
                                          "cannot make up").format(
                                              team=team_label(taker), points=t.tricks[taker],
                                              floor=floor))
            return "failed"
        reached = toward_contract(t, taker, rules)
        floor_note = (_("tricks {points} >= {floor}, and").format(points=t.tricks[taker],
                                                                  floor=floor) + " "
                      if floor else "")
        counted = lambda: counted_text(t, taker, rules)  # noqa: E731
        if reached < deal.contract:
            say.add("contract", lambda: _("failed: {floor}{team} has {counted}, short of the "
                                          "contract {contract}").format(
                                              floor=floor_note, team=team_label(taker),
                                              counted=counted(), contract=deal.contract))
            return "failed"
        if not rules["must_beat_defence"]:
            say.add("contract", lambda: _("made: {floor}{team} has {counted} >= {contract}"
                                          ).format(floor=floor_note, team=team_label(taker),
                                                   counted=counted(), contract=deal.contract))
            return "made"
        mine, theirs = t.total[taker], t.total[defence]
        if mine < theirs or (mine == theirs and not rules["litige"]):
            say.add("contract", lambda: _("failed: {team} reached {contract} with {counted} but "
                                          "did not end ahead of the defence ({mine} against "
                                          "{theirs})").format(
                                              team=team_label(taker), contract=deal.contract,
                                              counted=counted(), mine=mine, theirs=theirs))
            return "failed"
        if mine == theirs:
            say.add("contract", lambda: _("litige: {team} reached {contract} but tied the "
                                          "defence at {points}").format(
                                              team=team_label(taker), contract=deal.contract,
                                              points=mine))
            return "litige"
        say.add("contract", lambda: _("made: {floor}{team} has {counted} >= {contract} and "
                                      "ends ahead of the defence ({mine} against {theirs})"
                                      ).format(floor=floor_note, team=team_label(taker),
                                               counted=counted(), contract=deal.contract,
                                               mine=mine, theirs=theirs))
        return "made"

    def litige_stake(self, deal: Deal, t: Tally, rules: RuleSet) -> int:
        return t.total[deal.taker_team] + contract_value(deal, rules)

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        value, m = contract_value(deal, rules), multiplier(deal, rules)
        winner = taker if result == "made" else defence
        loser = defence if result == "made" else taker
        belote = belote_kept(deal, t, rules, result)
        times = f" × {m} ({word(deal.coinche)})" if m > 1 else ""
        if rules["contract_scoring"] == "contract-only":
            say.add("score", lambda: (_("contract only: the taker scores the contract {value}")
                                      if winner == taker else
                                      _("contract only: the defence scores the contract "
                                        "{value}")).format(value=f"{value}{times}"))
            return self._with_belote(result, winner, loser, value * m, belote, t, say)
        if result == "made" and self.flat_generale(deal, rules):
            say.add("score", lambda: _("a générale made scores its {value} alone").format(
                value=f"{value}{times}"))
            return self._with_belote(result, winner, loser, value * m, belote, t, say)
        if result == "made" and m == 1:
            points = {taker: t.total[taker] + value, defence: t.total[defence]}
            say.add("score", lambda: _("the taker scores its {mine} + {bid} = {total}; the "
                                       "defence scores its own {theirs}").format(
                                           mine=t.total[taker],
                                           bid=_("the contract {value}").format(value=value),
                                           total=points[taker], theirs=t.total[defence]))
            return Outcome("made", points)
        return self.multiplied(deal, t, rules, say, result, value, m, belote)

    def flat_generale(self, deal: Deal, rules: RuleSet) -> bool:
        return deal.contract == "generale" and rules["generale_scoring"] == "flat"

    def multiplied(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration, result: str,
                   value: int, m: int, belote: dict) -> Outcome:
        """A coinched contract made, or any contract failed: what the coinche multiplies
        is the option `coinche_multiplies`."""
        taker, defence = deal.taker_team, deal.defence
        winner = taker if result == "made" else defence
        loser = defence if result == "made" else taker
        how = rules["coinche_multiplies"]
        if result == "made" and how == "points":
            mine = t.total[taker] - t.belote[taker]
            stake = (mine + value) * m
            say.add("multiplier", lambda: _("the taker scores (its {mine} + contract {value}) "
                                            "× {m} ({coinche}) = {stake}; the defence keeps "
                                            "its own {theirs}").format(
                                                mine=mine, value=value, m=m,
                                                coinche=word(deal.coinche), stake=stake,
                                                theirs=t.total[defence]))
            return Outcome(result, {taker: stake + belote[taker],
                                    defence: t.total[defence]})
        capot_base = result == "made" and t.capot == taker
        base = rules["capot_base"] if capot_base else rules["coinche_base"]
        both_ann = t.ann["ns"] + t.ann["ew"]
        times = f" × {m} ({word(deal.coinche)})" if m > 1 else ""

        def shown() -> str:
            said_base = (_("{points} capot base") if capot_base else _("{points} base")
                         ).format(points=base)
            contract = _("contract {value}").format(value=value)
            if how == "contract" and m > 1:
                return f"{said_base}{_ann(both_ann)} + {contract}{times}"
            return f"({said_base}{_ann(both_ann)} + {contract}){times}"
        stake = (base + both_ann + value * m if how == "contract" and m > 1
                 else (base + both_ann + value) * m)
        say.add("multiplier", lambda: (_("the taker scores {stake}") if winner == taker
                                       else _("the defence scores {stake}")).format(
                                           stake=f"{shown()} = {stake}"))
        return self._with_belote(result, winner, loser, stake, belote, t, say)

    def _with_belote(self, result: str, winner: str, loser: str, stake: int, belote: dict,
                     t: Tally, say: Narration) -> Outcome:
        """The winner's stake with each team's belote beside it, never multiplied."""
        for team in (winner, loser):
            if belote[team]:
                kept = belote[team] == t.belote[team]
                say.add("belote", lambda team=team, kept=kept: (
                    _("belote {points} stays with {team}, never multiplied") if kept else
                    _("belote {points} goes to {team}, never multiplied")).format(
                        points=belote[team], team=team_label(team)))
        return Outcome(result, {winner: stake + belote[winner], loser: belote[loser]})


def _ann(both: int) -> str:
    return " + " + _("announcements {points}").format(points=both) if both else ""


@register
class Coinche701(Coinche):
    """Coinche to 701: a coinche multiplies the contract value only."""

    name = "coinche-701"

    def litige_stake(self, deal: Deal, t: Tally, rules: RuleSet) -> int:
        return t.total[deal.taker_team] + contract_value(deal, rules) * multiplier(deal, rules)

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        value, m = contract_value(deal, rules), multiplier(deal, rules)
        bid = value * m
        bid_text = _("contract {value}").format(value=value) + (
            f" × {m} ({word(deal.coinche)}) = {bid}" if m > 1 else "")
        belote = belote_kept(deal, t, rules, result)
        if result == "made" and self.flat_generale(deal, rules):
            say.add("score", lambda: _("a générale made scores its {value} alone").format(
                value=bid_text))
            return self._with_belote(result, taker, defence, bid, belote, t, say)
        if result == "made":
            points = {taker: t.total[taker] + bid, defence: t.total[defence]}
            say.add("score", lambda: _("the taker scores its {mine} + {bid} = {total}; the "
                                       "defence scores its own {theirs}").format(
                                           mine=t.total[taker], bid=bid_text,
                                           total=points[taker], theirs=t.total[defence]))
            return Outcome("made", points)
        anns = t.ann[defence] + t.ann[taker]
        won = t.deal_total + bid + anns + belote[defence]

        def said() -> str:
            parts = [_("the deal's {points}").format(points=t.deal_total), bid_text]
            if anns:
                parts.append(_("announcements {points} (the taker's are not protected)"
                               ).format(points=anns))
            if belote[defence]:
                parts.append(_("its belote {points}").format(points=belote[defence]))
            return (_("the defence scores {parts} = {won}; the taker keeps its belote {kept}")
                    if belote[taker] else
                    _("the defence scores {parts} = {won}; the taker keeps {kept}")).format(
                        parts=" + ".join(parts), won=won, kept=belote[taker])
        say.add("score", said)
        return Outcome("failed", {defence: won, taker: belote[taker]})


RULE_SETS = (
    make("coinche-maison", "coinche", N_("Coinche, house rules (Maison)"),
         {**_COINCHE, "rounding": ("none", _S002 + " (Maison)"),
          "no_trump_ace": (11, _S002 + " (Maison)")}),
    make("coinche-officielle", "coinche", N_("Coinche, official rules (Officielles)"),
         {**_COINCHE, "rounding": ("nearest-ten", _S002 + " (Officielles: 208 scores 210)"),
          "no_trump_ace": (19, _S002 + " (Officielles)")}),
    make("coinche-701", "coinche-701", N_("Coinche played to 701"), {
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
        "deals_limit": (0, "no limit: the target ends the match"),
        "belote_on_failure": ("holder", _S000 + " (belote is always the announcing team's)"),
        "generale_scoring": ("added", _S000 + " (capot and générale by their own rules)"),
    }),
)
