"""Penalties (SPEC 15.5): which apply to a deal, in the order applied, and what they
make of its score before the rounding and the pot.

A penalty is written in the deal (`penalty = {...}`, it decides), or found again at every
reading in its tricks: an announcement no hand of its team shows, and the first card
played against the rules. O is the offending team, X the other.
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import Msg
from .i18n import N_
from .game.cards import LAST_TRICK, TEAM_OF_SEAT, TEAMS, card_total, other_team
from .game.deal import Deal
from .game.play import Play, shown_announcements
from .game.steps import Narration, phrase
from .game.tally import (BELOTE, Tally, announcement_value, replayed, score_announcements,
                         tally)
from .rules import RuleSet
from .rules.base import Outcome


class Applied(NamedTuple):
    kind: str  # revoke, misdeal or announcement
    team: str  # the offending team
    seat: str | None
    found: bool  # from the tricks, not written
    scoring: str  # the option's value that scores it

    @property
    def option(self) -> str:
        return {"revoke": "revoke_penalty", "misdeal": "misdeal_penalty",
                "announcement": "false_announcement"}[self.kind]


def false_announcers(deal: Deal, played: Play) -> list[str]:
    """The teams one of whose announcements no hand of the team shows."""
    return [team for team in TEAMS if deal.announcements[team] and not all(
        s.seat for s in shown_announcements(deal.announcements[team], team, played.hands,
                                            deal.mode))]


def penalties(deal: Deal, rules: RuleSet) -> tuple[Applied, ...]:
    """The penalties that score this deal, in the order applied: false announcements
    first, then a revoke or a misdeal. A written penalty decides; `waived` lets them go."""
    written = deal.penalty
    if written is not None:
        return _written(deal, rules, written)
    played = replayed(deal, rules)
    if played is None:
        return ()
    out = [Applied("announcement", team, None, True, rules["false_announcement"])
           for team in false_announcers(deal, played)]
    if played.violations:
        first = played.violations[0]
        out.append(Applied("revoke", TEAM_OF_SEAT[first.seat], first.seat, True,
                           rules["revoke_penalty"]))
    elif any(a.scoring == "revoke" for a in out):
        team = next(a.team for a in out if a.scoring == "revoke")
        out.append(Applied("revoke", team, None, True, rules["revoke_penalty"]))
    return tuple(out)


def _written(deal: Deal, rules: RuleSet, written) -> tuple[Applied, ...]:
    if written.kind == "waived":
        return ()
    if written.kind == "misdeal":
        team = written.team or (TEAM_OF_SEAT[deal.dealt[0]] if deal.dealt else None)
        scoring = "redeal" if deal.taker is None else rules["misdeal_penalty"]
        return (Applied("misdeal", team, written.seat, False, scoring),)
    if written.kind == "revoke":
        return (Applied("revoke", written.team, written.seat, False, rules["revoke_penalty"]),)
    said = Applied("announcement", written.team, written.seat, False,
                   rules["false_announcement"])
    if said.scoring == "revoke":
        return said, Applied("revoke", written.team, written.seat, False,
                             rules["revoke_penalty"])
    return (said,)


# The step that names a revoke or a misdeal: by its kind, found in the tricks or written,
# and whether the offending team is known.
_SAID = {("revoke", False, True): "penalty.revoke", ("revoke", True, True): "penalty.revoke.found",
         ("misdeal", False, True): "penalty.misdeal",
         ("misdeal", False, False): "penalty.misdeal.dealer"}


def _source(rules: RuleSet, option: str) -> object:
    """Where the option's value comes from: the rule set's source, or the house rule."""
    if rules.overridden and option in rules.overridden:
        return Msg(N_("a house rule of this match"))
    return rules.sources.get(option, "")


class Penalized(NamedTuple):
    outcome: Outcome
    tally: Tally | None
    fixed: dict | None  # the deal's final score, not rounded again, no pot (fixed, redeal)
    deduct: tuple[str, int] | None  # (team, points) off its rounded score


def penalty_points(rules: RuleSet) -> int:
    """`penalty_points` rounded as the rule set rounds a deal's score; on bazar-blot's
    scale already, so not divided again."""
    points = rules["penalty_points"]
    if rules["rounding"] == "nearest-ten":
        return (points + 5) // 10 * 10
    return points


def score_penalized(deal: Deal, rules: RuleSet, applied: tuple[Applied, ...],
                    say: Narration) -> Penalized:
    """The deal scored under its penalties: never a litige."""
    if "litige" in rules.options and rules["litige"]:
        rules = rules.with_options({"litige": False})
    struck, moved = _announcements_penalized(deal, rules, applied, say)
    last = applied[-1]
    if last.kind == "announcement":  # the false announcements alone: the deal as played
        return Penalized(*_as_played(struck, rules, moved, say), None, None)
    o, x = last.team, other_team(last.team)
    who = phrase("who.seat", seat=last.seat, team=o) if last.seat else o
    named = {"who": who} if o else {}  # a misdeal no one is blamed for names no one
    say.add(_SAID[last.kind, last.found, bool(o)], value=last.scoring,
            source=_source(rules, last.option), **named)
    if last.scoring == "redeal":
        say.add("penalty.redeal")
        return Penalized(Outcome("penalty", {"ns": 0, "ew": 0}), None, {"ns": 0, "ew": 0}, None)
    if last.scoring == "fixed":
        points = penalty_points(rules)
        say.add("penalty.fixed", team=x, points=points, other=o)
        return Penalized(Outcome("penalty", {x: points, o: 0}), None, {x: points, o: 0}, None)
    if last.scoring == "deduct":
        points = penalty_points(rules)
        has_cards = struck.tricks or struck.pile or any(
            v is not None for v in struck.points.values()) or struck.capot_team
        if not has_cards:
            say.add("penalty.deduct-nothing", team=o, points=points)
            return Penalized(Outcome("penalty", {"ns": 0, "ew": 0}), None, None, (o, points))
        outcome, t = _as_played(struck, rules, moved, say)
        return Penalized(outcome, t, None, (o, points))  # said after the rounding
    t = _lost_tally(struck, rules, moved, o, say)
    result = "failed" if o == deal.taker_team else "made"
    say.add("penalty.lost", team=o, other=x, result=result)
    return Penalized(rules.scorer.lost_deal(struck, t, rules, say, result, o), t, None, None)


def _announcements_penalized(deal: Deal, rules: RuleSet, applied, say: Narration
                             ) -> tuple[Deal, dict]:
    """The deal with the false announcers' announcements struck out, and what each other
    team receives for them (`to-other-team`)."""
    moved = {"ns": 0, "ew": 0}
    anns = dict(deal.announcements)
    for a in applied:
        if a.kind != "announcement" or not anns.get(a.team):
            continue
        value = sum(announcement_value(x, deal.mode, rules["carres"]) for x in anns[a.team])
        say.add("penalty.announcement.found" if a.found else "penalty.announcement",
                team=a.team, value=a.scoring, source=_source(rules, a.option))
        if a.scoring == "to-other-team":
            moved[other_team(a.team)] += value
        else:
            say.add("penalty.announcement-struck", team=a.team, points=value)
        anns[a.team] = ()
    return deal._replace(announcements=anns), moved


def _as_played(deal: Deal, rules: RuleSet, moved: dict, say: Narration
               ) -> tuple[Outcome, Tally]:
    t = _with_moved(tally(deal, rules, say), moved, say)
    return rules.scorer.decide(deal, t, rules, say), t


def _with_moved(t: Tally, moved: dict, say: Narration) -> Tally:
    if not any(moved.values()):
        return t
    for team in TEAMS:
        if moved[team]:
            say.add("penalty.announcement-moved", team=team, points=moved[team],
                    other=other_team(team))
    ann = {team: t.ann[team] + moved[team] for team in TEAMS}
    total = {team: t.total[team] + moved[team] for team in TEAMS}
    announced = {team: t.announced[team] + moved[team] for team in TEAMS}
    say.add("totals", ns=total["ns"], ew=total["ew"])
    return t._replace(ann=ann, total=total, announced=announced)


def _lost_tally(deal: Deal, rules: RuleSet, moved: dict, o: str, say: Narration) -> Tally:
    """Every card to X, with a capot bonus only where the tricks show X's capot; every
    announcement to X; each belote with its holder."""
    x = other_team(o)
    cards = card_total(deal.mode, rules["no_trump_ace"])
    played = replayed(deal, rules)
    capot = x if played is not None and played.capot == x else None
    bonus = rules["capot_bonus"] if capot else 0
    deal_total = cards + LAST_TRICK + bonus
    if rules.options.get("scale_to_162"):
        deal_total = 162 + bonus
    ann, announced = score_announcements(deal, rules)
    every = ann["ns"] + ann["ew"] + moved["ns"] + moved["ew"]
    belote = {team: BELOTE * deal.belote.count(team) for team in TEAMS}
    tricks = {x: deal_total, o: 0}
    ann = {x: every, o: 0}
    total = {team: tricks[team] + belote[team] + ann[team] for team in TEAMS}
    say.add("penalty.lost-numbers", team=x, points=deal_total, announcements=every)
    announced = {team: announced[team] + moved[team] for team in TEAMS}
    return Tally({x: cards, o: 0}, cards, x, capot, tricks, belote, announced, ann, total,
                 deal_total)
