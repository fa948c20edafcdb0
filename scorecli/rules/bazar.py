"""Armenian bazar blot: bids on the match scale, everything divided by ten."""

from __future__ import annotations

from ..i18n import N_, pgettext
from ..game.cards import NO_TRUMP
from ..game.deal import Deal
from ..game.steps import Narration, Spaced, phrase
from ..game.tally import Tally
from .base import (Family, OptionSpec, Outcome, RuleSet, contract_value, counted, make, multiplier,
                   play_and_penalties, register, rounded_rest, toward_contract)

_S003 = "the Armenian bazar blot rules"


@register
class Bazar(Family):
    """Bids on the match scale (8 means 80 points); everything is divided by ten."""

    name = "bazar"
    coinches = True  # coinche and surcoinche, as seed 003 says (куанш, сюркуанш)
    says_contra = True  # ... and shown in its own words where a language has them (ru: куанш, seed 003; контра is read)
    narrowed = {"contract_scoring": ("points-and-contract", "points-only")}
    meanings = {"contract_scoring": N_("points-and-contract, or points-only (\"points faits\": "
                                       "a numeric contract is never added)")}
    own_options = (
        OptionSpec("bazar_doubling", "multiply (the bid × the no-trump factor × the coinche's), "
                   "or add (the bid × (the no-trump factor + the coinche's − 1))", str,
                   ("multiply", "add"),
                   label="how the multipliers combine", said=("multiplied", "added")),
    )

    def counted_bid(self, deal: Deal, rules: RuleSet) -> int:
        """The bid × 2 in no-trump × the coinche's multiplier (`bazar_doubling = add`: the
        bid × (2 + m − 1), the doublings added)."""
        factor = rules["no_trump_bid_factor"] if deal.mode == NO_TRUMP else 1
        m = multiplier(deal, rules)
        if rules["bazar_doubling"] == "add":
            return contract_value(deal, rules) * (factor + m - 1)
        return contract_value(deal, rules) * factor * m

    def made_test(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration) -> str:
        taker, bid = deal.taker_team, contract_value(deal, rules)
        if deal.contract == "capot":
            made = t.capot == taker
            say.add("bazar.capot-made" if made else "bazar.capot-failed", team=taker)
        else:
            made = toward_contract(t, taker, rules) >= 10 * bid
            say.tell(_say_bid, made, t, taker, bid, rules)
        return "made" if made else "failed"

    def lost_deal(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration, result: str,
                  offender: str) -> Outcome:
        """Bazar's lost deal gives everything to the other side, whichever side offended:
        the whole deal and the counted bid."""
        other = "ew" if offender == "ns" else "ns"
        counted = self.counted_bid(deal, rules)
        if rules["contract_scoring"] == "points-only":
            counted = 0
        whole = t.total["ns"] + t.total["ew"]
        say.add("bazar.lost-deal", whole=whole, bid=10 * counted, total=whole + 10 * counted,
                team=other)
        return Outcome(result, {other: whole + 10 * counted, offender: 0})

    def score(self, deal: Deal, t: Tally, rules: RuleSet, say: Narration,
              result: str) -> Outcome:
        taker, defence = deal.taker_team, deal.defence
        m, bid = multiplier(deal, rules), contract_value(deal, rules)
        counted = self.counted_bid(deal, rules)
        whole = t.total["ns"] + t.total["ew"]
        if rules["contract_scoring"] == "points-only":
            counted = 0  # points faits: the bid, the capot's too, is never added
            say.add("bazar.points-only")
        else:
            say.tell(_say_counted_bid, deal, rules, bid, m, counted)
        # Scores are counted in card points here; the bid is on the match scale, so × 10.
        if result == "made" and m == 1:
            mine = rounded_rest(deal, t, rules, taker, t.total[taker], say)
            theirs = rounded_rest(deal, t, rules, defence, t.total[defence], say)
            points = {taker: mine + 10 * counted, defence: theirs}
            say.add("bazar.made", mine=mine, bid=10 * counted, total=points[taker],
                    theirs=theirs)
        elif result == "made":
            points = {taker: whole + 10 * counted, defence: 0}
            say.add("bazar.surcoinched-made" if deal.coinche == "surcoinche"
                    else "bazar.coinched-made", whole=whole, bid=10 * counted, total=points[taker])
        elif rules["belote_on_failure"] != "defence" and t.belote[taker]:
            # The taker's belote is not the defence's: its own (holder), or no one's (lost).
            kept = t.belote[taker] if rules["belote_on_failure"] == "holder" else 0
            won = whole - t.belote[taker] + 10 * counted
            points = {defence: won, taker: kept}
            say.add("bazar.failed-belote-kept" if kept else "bazar.failed-belote-lost",
                    whole=whole - t.belote[taker], bid=10 * counted, total=won,
                    belote=t.belote[taker])
        else:
            points = {defence: whole + 10 * counted, taker: 0}
            say.add("bazar.failed-with-belote" if t.belote["ns"] or t.belote["ew"]
                    else "bazar.failed", whole=whole, bid=10 * counted, total=points[defence])
        return Outcome(result, points)


def _say_bid(say: Narration, made: bool, t: Tally, taker: str, bid: int, rules: RuleSet) -> None:
    say.add("bazar.bid-made" if made else "bazar.bid-failed", team=taker,
            counted=counted(t, taker, rules), needed=10 * bid, bid=bid)


def _say_counted_bid(say: Narration, deal: Deal, rules: RuleSet, bid: int, m: int,
                     counted_bid: int) -> None:
    factors = []
    if deal.mode == NO_TRUMP:
        factors.append(phrase("bazar.no-trump-factor", factor=rules["no_trump_bid_factor"]))
    if m > 1:
        factors.append(phrase("bazar.coinche-factor", m=m, coinche=deal.coinche))
    shown = (phrase("bazar.factored", bid=bid, factors=Spaced(factors), counted=counted_bid)
             if factors else bid)
    say.add("bazar.counted-bid", bid=shown, points=10 * counted_bid)


RULE_SETS = (
    make("bazar-blot", "bazar", N_("Armenian bazar blot"), {
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
        "contract_scoring": ("points-and-contract", _S003 + " (the bid is added)"),
        "bazar_doubling": ("multiply", _S003 + " (the doublings multiply: × 8 in no-trump "
                                               "surcoinched)"),
        "belote_on_failure": ("defence", _S003 + " (everything to the defence, belote "
                                                 "included)"),
        "rounding_complement": ("none", _S003 + " (each side divided on its own)"),
        "deals_limit": (0, "no limit: the target ends the match"),
        "direction": ("clockwise", _S003 + " (Armenian tables deal and play to the dealer's "
                                           "left)"),
        **play_and_penalties("optional", 16, "scorecli's reading of the rules"),
        "undertrump": ("optional", "scorecli's reading of the rules (bazar blot: any card)"),
        "partner_master": ("free", "scorecli's reading of the rules (a master partner frees "
                                   "the player)"),
    }),
)


def _meanings_for_the_catalogs() -> None:  # pragma: no cover - never called
    """The options' meanings as bazar blot says them (ru контра, not куанш): `rules`
    reads them in this context first (render.listings)."""
    pgettext("bazar option", "coinche multiplier")
    pgettext("bazar option", "surcoinche multiplier")
    pgettext("bazar", "the multiplier of a coinche")
    pgettext("bazar", "the multiplier of a surcoinche")
    pgettext("bazar", "multiply (the bid × the no-trump factor × the coinche's), or add (the "
                      "bid × (the no-trump factor + the coinche's − 1))")
