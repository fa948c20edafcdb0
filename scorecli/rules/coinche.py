"""Coinche: bids, coinche and surcoinche.

Two families differ in what the multiplier applies to: `coinche` (Maison and Officielles)
multiplies the whole deal (base + announcements + contract), `coinche-701` the contract
value only. The house rules other scorekeepers use are options of the first: what a
coinche multiplies, a contract scored alone, a générale scored flat.
"""

from __future__ import annotations

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
        "deals_limit": (0, "no limit: the target ends the match"),
        "belote_on_failure": ("holder", _S000 + " (belote is always the announcing team's)"),
        "generale_scoring": ("added", _S000 + " (capot and générale by their own rules)"),
    }),
)


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
            say.add("contract", lambda: f"{'générale' if generale else 'capot'} contract "
                                        f"{'made' if made else 'failed'}: {who} "
                                        f"{'won' if made else 'did not win'} all 8 tricks"
                                        f"{' alone' if generale else ''}")
            return "made" if made else "failed"
        floor = rules["contract_floor"]
        if t.tricks[taker] < floor:
            say.add("contract", lambda: f"failed: {team_label(taker)} took {t.tricks[taker]} in "
                                        f"tricks, under the floor of {floor} that belote and "
                                        "announcements cannot make up")
            return "failed"
        reached = toward_contract(t, taker, rules)
        floor_note = f"tricks {t.tricks[taker]} >= {floor}, and " if floor else ""
        counted = lambda: counted_text(t, taker, rules)  # noqa: E731
        if reached < deal.contract:
            say.add("contract", lambda: f"failed: {floor_note}{team_label(taker)} has "
                                        f"{counted()}, short of the contract {deal.contract}")
            return "failed"
        if not rules["must_beat_defence"]:
            say.add("contract", lambda: f"made: {floor_note}{team_label(taker)} has {counted()} "
                                        f">= {deal.contract}")
            return "made"
        mine, theirs = t.total[taker], t.total[defence]
        if mine < theirs or (mine == theirs and not rules["litige"]):
            say.add("contract", lambda: f"failed: {team_label(taker)} reached {deal.contract} "
                                        f"with {counted()} but did not end ahead of the "
                                        f"defence ({mine} against {theirs})")
            return "failed"
        if mine == theirs:
            say.add("contract", lambda: f"litige: {team_label(taker)} reached {deal.contract} "
                                        f"but tied the defence at {mine}")
            return "litige"
        say.add("contract", lambda: f"made: {floor_note}{team_label(taker)} has {counted()} >= "
                                    f"{deal.contract} and ends ahead of the defence ({mine} "
                                    f"against {theirs})")
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
        times = f" × {m} ({deal.coinche})" if m > 1 else ""
        if rules["contract_scoring"] == "contract-only":
            who = "the taker" if winner == taker else "the defence"
            say.add("score", lambda: f"contract only: {who} scores the contract {value}{times}")
            return self._with_belote(result, winner, loser, value * m, belote, t, say)
        if result == "made" and self.flat_generale(deal, rules):
            say.add("score", lambda: f"a générale made scores its {value}{times} alone")
            return self._with_belote(result, winner, loser, value * m, belote, t, say)
        if result == "made" and m == 1:
            points = {taker: t.total[taker] + value, defence: t.total[defence]}
            say.add("score", lambda: f"the taker scores its {t.total[taker]} + the contract "
                                     f"{value} = {points[taker]}; the defence scores its own "
                                     f"{t.total[defence]}")
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
            say.add("multiplier", lambda: f"the taker scores (its {mine} + contract {value}) × "
                                          f"{m} ({deal.coinche}) = {stake}; the defence "
                                          f"keeps its own {t.total[defence]}")
            return Outcome(result, {taker: stake + belote[taker],
                                    defence: t.total[defence]})
        capot_base = result == "made" and t.capot == taker
        base = rules["capot_base"] if capot_base else rules["coinche_base"]
        both_ann = t.ann["ns"] + t.ann["ew"]
        if how == "contract" and m > 1:
            stake = base + both_ann + value * m
            shown = lambda: f"{base} base{_ann(both_ann)} + contract {value} × {m} ({deal.coinche})"  # noqa: E731,E501
        else:
            stake = (base + both_ann + value) * m
            shown = lambda: (f"({base} {'capot ' if capot_base else ''}base{_ann(both_ann)} + "  # noqa: E731
                             f"contract {value}){f' × {m} ({deal.coinche})' if m > 1 else ''}")
        say.add("multiplier", lambda: f"{'the taker' if winner == taker else 'the defence'} "
                                      f"scores {shown()} = {stake}")
        return self._with_belote(result, winner, loser, stake, belote, t, say)

    def _with_belote(self, result: str, winner: str, loser: str, stake: int, belote: dict,
                     t: Tally, say: Narration) -> Outcome:
        """The winner's stake with each team's belote beside it, never multiplied."""
        for team in (winner, loser):
            if belote[team]:
                how = "stays with" if belote[team] == t.belote[team] else "goes to"
                say.add("belote", lambda team=team, how=how: f"belote {belote[team]} {how} "
                                                             f"{team_label(team)}, never "
                                                             "multiplied")
        return Outcome(result, {winner: stake + belote[winner], loser: belote[loser]})


def _ann(both: int) -> str:
    return f" + announcements {both}" if both else ""


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
        bid_text = f"contract {value}" + (f" × {m} ({deal.coinche}) = {bid}" if m > 1 else "")
        belote = belote_kept(deal, t, rules, result)
        if result == "made" and self.flat_generale(deal, rules):
            say.add("score", lambda: f"a générale made scores its {bid_text} alone")
            return self._with_belote(result, taker, defence, bid, belote, t, say)
        if result == "made":
            points = {taker: t.total[taker] + bid, defence: t.total[defence]}
            say.add("score", lambda: f"the taker scores its {t.total[taker]} + {bid_text} = "
                                     f"{points[taker]}; the defence scores its own "
                                     f"{t.total[defence]}")
            return Outcome("made", points)
        anns = t.ann[defence] + t.ann[taker]
        won = t.deal_total + bid + anns + belote[defence]

        def said() -> str:
            parts = [f"the deal's {t.deal_total}", bid_text]
            if anns:
                parts.append(f"announcements {anns} (the taker's are not protected)")
            if belote[defence]:
                parts.append(f"its belote {belote[defence]}")
            return (f"the defence scores {' + '.join(parts)} = {won}; the taker keeps "
                    f"{'its belote ' if belote[taker] else ''}{belote[taker]}")
        say.add("score", said)
        return Outcome("failed", {defence: won, taker: belote[taker]})
