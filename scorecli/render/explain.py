"""One deal, step by step, from the very steps the scoring produced.

The scoring records each step as data (a kind and its numbers, `tally.Step`); the
sentence for each kind is here, one translatable message, so that the arithmetic reads
straight and a translator sees whole sentences."""

from __future__ import annotations

from ..i18n import N_, _, pgettext, seat_code, team_code, word
from ..game.deal import Match
from ..rules import RuleSet
from ..safetext import for_terminal
from ..scoring import DealScore
from ..game.steps import Joined, Step
from ..game.announcements import Announcement
from .announced import announcement_words
from ..rules.said import rules_said
from .labels import (contract_in_sentence, contract_label, result_label, seat_label,
                     team_names, unnamed)

SENTENCES = {
    # What the cards gave (tally).
    "cards": N_("card points: NS {ns}, EW {ew} ({kind} holds {cards})"),
    "pile": N_("{team}'s pile: {count} cards, {points} card points"),
    "deal.no-trump": N_("a no-trump deal (ace {ace})"),
    "deal.all-trump": N_("an all-trump deal"),
    "deal.trump": N_("a {suit} trump deal"),
    "last": N_("last trick: {points} to {team}"),
    "last.capot": N_("capot: {who} won all 8 tricks; last trick {points} to {team}"),
    "last.capot-bonus": N_("capot: {who} won all 8 tricks; last trick {points} + capot bonus "
                           "{bonus} to {team}"),
    "last.generale": N_("générale: all 8 tricks to {player}; last trick {points} to {team}"),
    "last.generale-bonus": N_("générale: all 8 tricks to {player}; last trick {points} + "
                              "capot bonus {bonus} to {team}"),
    "tricks": N_("trick points: NS {ns}, EW {ew}"),
    "belote": N_("belote: {points} to {team}"),
    "tricks.scaled": N_("brought to 162: {team} {before} × 162 / {whole} = {after} (rounded "
                        "down), the other team {rest}"),
    "totals": N_("totals: NS {ns}, EW {ew}"),
    # Announcements.
    "announced": N_("{team} announced {listed}"),
    "announcement": N_("{ann} ({value})"),
    "team.points": N_("{team} {points}"),
    "announcements.none": N_("announcements score nothing under these rules"),
    "announcements.each-team": N_("each team scores its own announcements: {scores}"),
    "announcements.worthless": N_("no announcement is worth anything in this mode"),
    "announcements.only": N_("only {team} holds announcements that count"),
    "announcements.best": N_("best announcement: {team}'s {ann} ({value}) beats {other}'s "
                             "{rival} ({rival_value})"),
    "announcements.tied": N_("NS's {a} ({va}) and EW's {b} ({vb}) cannot be told apart, so "
                             "neither team scores announcements."),
    "announcements.tied-rank-missing": N_(
        "NS's {a} ({va}) and EW's {b} ({vb}) cannot be told apart, so neither team scores "
        "announcements. A top card is missing: record it (tierce-K, quarte-A-trump) so that "
        "the higher sequence can win."),
    "announcements.won": N_("{reason}: {team} scores {points}, {other} nothing"),
    # What counted toward the contract.
    "sum": N_("{parts} = {value}"),
    "part.tricks": N_("tricks {points}"),
    "part.belote": N_("belote {points}"),
    "part.announcements": N_("announcements {points}"),
    "part.announcements-unprotected": N_("announcements {points} (the taker's are not "
                                         "protected)"),
    "part.deal": N_("the deal's {points}"),
    "part.its-belote": N_("its belote {points}"),
    "part.base": N_("{points} base"),
    "part.capot-base": N_("{points} capot base"),
    "part.contract": N_("contract {value}"),
    "part.contract-times": N_("contract {value} × {m} ({coinche})"),
    "part.contract-times-is": N_("contract {value} × {m} ({coinche}) = {bid}"),
    "the-contract": N_("the contract {value}"),
    "times": N_("{value} × {m} ({coinche})"),
    # Belote: the made test and the dedans.
    "belote.compared": N_("taker {taker} {taker_points}, defence {defence} {defence_points}"),
    "belote.ahead": N_("made: {compared}; the taker is ahead"),
    "belote.tie": N_("litige: {compared}, an exact tie"),
    "belote.behind": N_("dedans (failed): {compared}; the taker is behind"),
    "belote.tied-no-litige": N_("dedans (failed): {compared}; the taker is tied and litige is "
                                "off"),
    "belote.tie-makes": N_("made: {compared}, an exact tie, and a tie makes the contract"),
    "belote.half-above": N_("made: {team} has {counted}, more than half the deal ({whole} / 2)"),
    "belote.half-tie": N_("litige: {team} has {counted}, exactly half the deal ({whole} / 2)"),
    "belote.half-below": N_("dedans (failed): {team} has {counted}, less than half the deal "
                            "({whole} / 2)"),
    "belote.half-tie-no-litige": N_("dedans (failed): {team} has {counted}, exactly half the "
                                    "deal ({whole} / 2), and litige is off"),
    "belote.half-tie-makes": N_("made: {team} has {counted}, exactly half the deal ({whole} / "
                                "2), and a tie makes the contract"),
    "belote.own-totals": N_("each team scores its own total"),
    "belote.lost": N_("the contract failed, so the belote {points} of {team} is lost: no one "
                      "scores it"),
    "failed.defence-scores": N_("the defence scores {parts} = {won}; the taker scores "
                                "nothing"),
    "failed.defence-scores.kept-own": N_("the defence scores {parts} = {won}; the taker keeps "
                                         "its own {kept}"),
    "announcements.taker-keeps": N_("the taker keeps its own announcements {points}, never "
                                    "multiplied"),
    "announcements.lost": N_("the contract failed, so the announcements {points} of {team} "
                             "are lost: no one scores them"),
    "failed.defence-scores.kept-belote": N_("the defence scores {parts} = {won}; the taker "
                                            "keeps its belote {kept}"),
    # The same with one part only: no `= total` that repeats it (issue 36, C10).
    "failed.defence-scores.one": N_("the defence scores {parts}; the taker scores nothing"),
    "failed.defence-scores.kept-own.one": N_("the defence scores {parts}; the taker keeps "
                                             "its own {kept}"),
    "failed.defence-scores.kept-belote.one": N_("the defence scores {parts}; the taker keeps "
                                                "its belote {kept}"),
    # Coinche: the made test.
    "capot.made": N_("capot contract made: {team} won all 8 tricks"),
    "capot.failed": N_("capot contract failed: {team} did not win all 8 tricks"),
    "generale.made": N_("générale contract made: {player} won all 8 tricks alone"),
    "generale.failed": N_("générale contract failed: {player} did not win all 8 tricks alone"),
    "contract.under-floor": N_("failed: {team} took {points} in tricks, under the floor of "
                               "{floor} that belote and announcements cannot make up"),
    "contract.short": N_("failed: {team} has {counted}, short of the contract {contract}"),
    "contract.short.floor": N_("failed: tricks {tricks} >= {floor}, and {team} has {counted}, "
                               "short of the contract {contract}"),
    "contract.reached": N_("made: {team} has {counted} >= {contract}"),
    "contract.reached.floor": N_("made: tricks {tricks} >= {floor}, and {team} has {counted} "
                                 ">= {contract}"),
    "contract.not-ahead": N_("failed: {team} reached {contract} with {counted} but did not end "
                             "ahead of the defence ({mine} against {theirs})"),
    "contract.tied": N_("litige: {team} reached {contract} but tied the defence at {points}"),
    "contract.ahead": N_("made: {team} has {counted} >= {contract} and ends ahead of the "
                         "defence ({mine} against {theirs})"),
    "contract.ahead.floor": N_("made: tricks {tricks} >= {floor}, and {team} has {counted} >= "
                               "{contract} and ends ahead of the defence ({mine} against "
                               "{theirs})"),
    # Coinche: the score.
    "contract.tie-makes": N_("made: {team} has {counted} >= {contract} and ties the defence "
                             "({mine} against {theirs}): a tie makes the contract"),
    "contract.no-trump-factor": N_("no-trump: the contract {value} counts {factor} times, "
                                   "{counted}"),
    "capot.failure-points-and-contract": N_("a capot contract failed is scored as points and "
                                            "contract, whatever the other contracts are"),
    "capot.common-base": N_("a capot or générale contract keeps the base {base}: the capot "
                            "base is for numeric contracts"),
    "capot.flat-taker": N_("a capot contract made scores a flat {value}, and nothing else"),
    "capot.flat-defence": N_("a capot contract failed pays the defence a flat {value}, and "
                             "nothing else"),
    "generale.points": N_("a générale gives {team} {points} for the tricks, the other team "
                          "nothing"),
    "generale.flat-failed": N_("a générale failed pays the defence its {value} alone"),
    "part.rounded": N_("{before}, rounded {after}"),
    "multiplied.rounded-points": N_("the taker scores (its {mine} + contract {value}) × {m} "
                                    "({coinche}) = {stake}; the defence keeps its own {theirs}"),
    "multiplied.contract-keep-points": N_("the taker scores its {mine} + contract {value} × {m} "
                                          "({coinche}) = {stake}; the defence keeps its own "
                                          "{theirs}"),
    "multiplied.points-both": N_("the taker scores (its {mine} + contract {value}) × {m} "
                                 "({coinche}) = {stake}; the defence (its own {theirs}) × {m} "
                                 "= {defence_stake}"),
    "points-only.own-totals": N_("points faits: the contract is not added; each team scores "
                                 "its own total"),
    "points-only.taker": N_("points faits: the contract is not added; the taker scores "
                            "{stake}"),
    "points-only.defence": N_("points faits: the contract is not added; the defence scores "
                              "{stake}"),
    "belote.none-scored": N_("contract only, without belote: no team scores its belote"),
    "contract-only.taker": N_("contract only: the taker scores the contract {value}"),
    "contract-only.defence": N_("contract only: the defence scores the contract {value}"),
    "generale.flat": N_("a générale made scores its {value} alone"),
    "made.taker-adds.nothing": N_("the taker scores its {mine} + {bid} = {total}; the defence "
                                  "scores nothing"),
    "made.taker-adds": N_("the taker scores its {mine} + {bid} = {total}; the defence scores "
                          "its own {theirs}"),
    "multiplied.points": N_("the taker scores (its {mine} + contract {value}) × {m} ({coinche}) "
                            "= {stake}; the defence keeps its own {theirs}"),
    "stake.times": N_("({parts}) × {m} ({coinche}) = {stake}"),
    "stake.plain": N_("{parts} = {stake}"),
    "stake.sum": N_("{parts} = {stake}"),
    "stake.taker": N_("the taker scores {stake}"),
    "stake.defence": N_("the defence scores {stake}"),
    "belote.stays": N_("belote {points} stays with {team}, never multiplied"),
    "belote.goes": N_("belote {points} goes to {team}, never multiplied"),
    "belote.multiplied": N_("the belote is multiplied with the contract: × {m} ({coinche})"),
    "belote.stays.multiplied": N_("belote {points} stays with {team}, multiplied"),
    "belote.goes.multiplied": N_("belote {points} goes to {team}, multiplied"),
    # Bazar blot.
    "bazar.capot-made": N_("capot bid made: {team} won all 8 tricks"),
    "bazar.capot-failed": N_("capot bid failed: {team} did not win all 8 tricks"),
    "bazar.bid-made": N_("made: {team} has {counted} >= {needed} (bid {bid} × 10)"),
    "bazar.bid-failed": N_("failed: {team} has {counted} < {needed} (bid {bid} × 10)"),
    "bazar.no-trump-factor": N_("× {factor} for no-trump"),
    "bazar.coinche-factor": N_("× {m} for the {coinche}"),
    "bazar.factored": N_("{bid} {factors} = {counted}"),
    "bazar.counted-bid": N_("counted bid: {bid}, worth {points} points before the division"),
    "bazar.made": N_("made, each side keeps its own: the taker {mine} + {bid} = {total}, the "
                     "defence {theirs}"),
    "bazar.coinched-made": N_("coinched and made, the taker takes the whole deal: {whole} + "
                              "{bid} = {total}; the defence scores 0"),
    "bazar.surcoinched-made": N_("surcoinched and made, the taker takes the whole deal: "
                                 "{whole} + {bid} = {total}; the defence scores 0"),
    "bazar.failed": N_("failed, everything goes to the defence: the whole deal {whole} + "
                       "{bid} = {total}; the taker scores 0"),
    "bazar.points-only": N_("points faits: the bid is not added"),
    "bazar.failed-belote-kept": N_("failed: the defence scores the whole deal without the "
                                   "taker's belote, {whole} + {bid} = {total}; the taker keeps "
                                   "its belote {belote}"),
    "bazar.failed-belote-lost": N_("failed: the defence scores the whole deal without the "
                                   "taker's belote, {whole} + {bid} = {total}; the taker's "
                                   "belote {belote} is lost"),
    "bazar.failed-with-belote": N_("failed, everything goes to the defence: the whole deal "
                                   "{whole} (belote included) + {bid} = {total}; the taker "
                                   "scores 0"),
    # Every family: litige, rounding, the pot, the deal's score.
    "litige": N_("the defence scores its own {points}; the taker's {held} is held for the "
                 "winner of the next deal"),
    "litige.belote-paid": N_("the defence scores its own {points}; the taker scores its belote "
                             "{belote} at once, and its other {held} is held for the winner of "
                             "the next deal"),
    "rounding.nearest-ten": N_("rounded to the nearest ten, each team on its own (5 goes up): "
                               "{changes}"),
    "rounding.tens-half-down": N_("divided by ten (a fraction above one half goes up, "
                                  "otherwise down): {changes}"),
    "rounding.complement": N_("{team} scores the rest of the rounded deal: {whole} − {theirs} "
                              "({other}'s tricks {tricks}, rounded) + {extra} (its belote and "
                              "announcements, rounded) = {points}"),
    "rounding.change": N_("{team} {before} → {after}"),
    "rounding.held": N_("held {before} → {after}"),
    "pot.grows": N_("the pot grows from {before} to {after}"),
    "pot.paid": N_("the held {points} goes to {team}, the winner of this deal"),
    "pot.stays": N_("the held {points} stays held: it goes only to a team that makes a "
                    "contract"),
    "score": N_("deal score: NS {ns}, EW {ew}; totals NS {ns_total}, EW {ew_total}"),
    "score.held": N_("deal score: NS {ns}, EW {ew}; totals NS {ns_total}, EW {ew_total}; held "
                     "{held}"),
    "score.totals-rounded.nearest-ten": N_(
        "deal score: NS {ns}, EW {ew}; totals NS {ns_total}, EW {ew_total} (the match's "
        "totals rounded to the nearest ten)"),
    "score.totals-rounded.nearest-ten.held": N_(
        "deal score: NS {ns}, EW {ew}; totals NS {ns_total}, EW {ew_total} (the match's "
        "totals rounded to the nearest ten); held {held}"),
    "score.totals-rounded.tens-half-down": N_(
        "deal score: NS {ns}, EW {ew}; totals NS {ns_total}, EW {ew_total} (the match's "
        "totals divided by ten, a fraction above one half going up)"),
    "score.totals-rounded.tens-half-down.held": N_(
        "deal score: NS {ns}, EW {ew}; totals NS {ns_total}, EW {ew_total} (the match's "
        "totals divided by ten, a fraction above one half going up); held {held}"),
    # Penalties (SPEC 15.5).
    "who.seat": N_("{team} ({seat})"),
    "penalty.revoke": N_("revoke by {who}, as recorded: {value} ({source})"),
    "penalty.revoke.found": N_("revoke by {who}, found in the tricks: {value} ({source})"),
    "penalty.misdeal": N_("misdeal by {who}: {value} ({source})"),
    "penalty.misdeal.dealer": N_("misdeal: {value} ({source})"),
    "penalty.announcement": N_("false announcement by {team}, as recorded: {value} "
                               "({source})"),
    "penalty.announcement.found": N_("false announcement by {team}: no hand of the team "
                                     "shows it; {value} ({source})"),
    "penalty.announcement-moved": N_("{team} scores the {points} of {other}'s false "
                                     "announcements"),
    "penalty.announcement-struck": N_("{team}'s announcements ({points}) are struck out"),
    "penalty.redeal": N_("nothing is scored: the same dealer deals again"),
    "penalty.fixed": N_("the deal is void: {team} scores {points}, {other} nothing"),
    "penalty.deduct-nothing": N_("no card points recorded: 0 to each team, then {points} "
                                 "off {team}"),
    "penalty.deduct": N_("then {points} off {team}'s score"),
    "penalty.lost-numbers": N_("{team} is given every card and the last trick, {points}, "
                               "and every announcement, {announcements}"),
    "penalty.lost": N_("{team} loses the deal: it is scored as {result}"),
    "bazar.lost-deal": N_("{team} scores everything: {whole} + the bid {bid} = {total}"),
    "by-hand": N_("scored by hand, as the table agreed: NS {ns}, EW {ew}; no rounding, no "
                  "multiplier"),
    "by-hand.held": N_("scored by hand, as the table agreed: NS {ns}, EW {ew}; no rounding, no "
                       "multiplier; the held {held} waits for the next scored deal"),
}

# What a penalty option's value does, said in the penalty's step (not `deduct`).
_PENALTY_RULE_SAID = {"deal-lost": N_("the offending team loses the deal"),
                 "fixed": N_("the deal is void and the other team scores the penalty points"),
                 "deduct": N_("the deal counts as played, then the penalty points come off "
                              "the offending team"),
                 "redeal": N_("the same dealer deals again"),
                 "to-other-team": N_("its points go to the other team"),
                 "void": N_("it is struck out"), "revoke": N_("it is scored as a revoke")}

# Places that hold a team's code, a seat, or a word of the game, not a number.
_TEAM_PLACES = frozenset({"team", "other", "who", "taker", "defence"})
_WORD_PLACES = frozenset({"suit", "coinche", "result"})


def sentence(step: Step, family=None, player=seat_code) -> str:
    """The step's sentence in the chosen language, its phrases said inside it (a
    family's own words where it has them: bazar blot's контра); `player` says a seat
    that stands for the one at it (générale's `s (Chloé)`)."""
    return _(SENTENCES[step.kind]).format(
        **{name: _said(name, value, family, player) for name, value in step.places.items()})


def _said(name: str, value: object, family=None, player=seat_code) -> object:
    if isinstance(value, Announcement):
        return announcement_words(value)
    if isinstance(value, Step):
        return sentence(value, family, player)
    if isinstance(value, Joined):
        return value.sep.join(str(_said(name, item, family, player)) for item in value)
    if name in _TEAM_PLACES:
        return team_code(value)
    if name == "seat":
        return seat_code(value)
    if name == "player":
        return player(value)
    if name == "value" and isinstance(value, str) and value in _PENALTY_RULE_SAID:
        return _(_PENALTY_RULE_SAID[value])
    if name == "source" and isinstance(value, str):
        return _(value) if value else value  # where an option's value comes from
    if name in _WORD_PLACES:  # a result in a sentence: ru «заявка выполнена», not a column's
        return word(value, family, name == "result")
    return value


def explain_text(ds: DealScore, match: Match | None, rules: RuleSet) -> str:
    """Deal `ds` step by step, from the very steps the scoring produced."""
    names = team_names(match)
    # the house rules counted: each step that follows one says so, in words
    places = dict(deal=ds.number, rules=rules_said(rules, named=False), ns=names["ns"],
                  ew=names["ew"])
    if ds.deal.hand is not None:
        head = (_("Deal {deal}: scored by hand, under {rules}") if unnamed(match) else
                _("Deal {deal}: scored by hand, under {rules} (NS is {ns}, EW is {ew})"))
    elif ds.deal.taker is None:
        head = (_("Deal {deal}: a misdeal, under {rules}") if unnamed(match) else
                _("Deal {deal}: a misdeal, under {rules} (NS is {ns}, EW is {ew})"))
    else:
        places.update(taker=seat_label(ds.deal, match, ds.deal.taker, True),
                      contract=contract_label(ds.deal, rules.scorer))
        head = (_("Deal {deal}: {taker} took, {contract}, under {rules}") if unnamed(match)
                else _("Deal {deal}: {taker} took, {contract}, under {rules} (NS is {ns}, EW "
                       "is {ew})"))
        if ds.deal.contract is None and not ds.deal.coinche:  # belote: « a pris à pique »
            places["contract"] = contract_in_sentence(ds.deal, rules.scorer)
            head = (pgettext("trump alone", "Deal {deal}: {taker} took, {contract}, under "
                             "{rules}") if unnamed(match) else
                    pgettext("trump alone", "Deal {deal}: {taker} took, {contract}, under "
                             "{rules} (NS is {ns}, EW is {ew})"))
    lines = [head.format(**places)]
    if ds.deal.note:
        lines.append("  " + _("note: {note}").format(note=for_terminal(ds.deal.note)))
    if ds.deal.tricks:
        from .tricks import trick_lines  # a deal from its tricks only

        lines += ["  " + line for line in trick_lines(ds.deal, rules)]
    width = len(str(len(ds.steps)))
    for i, step in enumerate(ds.steps, start=1):
        text = sentence(step, rules.scorer, lambda seat: seat_label(ds.deal, match, seat, True))
        lines.append(f"  {i:>{width}}. {text[0].upper()}{text[1:]}")
    # TRANSLATORS: plain belote has no bid: the taker took the contract (ru «Контракт: …», seed 002)
    said = pgettext("belote", "Result: {result}.") if rules.scorer.says_dedans else \
        _("Result: {result}.")
    lines.append(said.format(result=result_label(ds, rules.scorer, match, in_sentence=True)))
    return "\n".join(lines)

