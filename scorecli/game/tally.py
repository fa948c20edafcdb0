"""The numbers every rule set starts from (SPEC sections 3 and 4), with their explanation."""

from __future__ import annotations

from functools import cmp_to_key
from typing import TYPE_CHECKING, Mapping, NamedTuple

from ..errors import ScoreError
from ..i18n import N_
from .announcements import CARRE_ORDER, SEQUENCE_ORDER, SEQUENCE_VALUE, Announcement
from .cards import (ALL_TRUMP, CARRE_VALUES, LAST_TRICK, NO_TRUMP, TEAMS, card_total,
                    other_team, pile_points)
from .deal import Deal
from .steps import SILENT, Joined, Narration, Step, phrase

if TYPE_CHECKING:
    from .play import Play

BELOTE = 20
NO_POINTS = {"ns": 0, "ew": 0}  # shared, never changed

def announcement_value(ann: Announcement, mode: str, carres: str) -> int:
    if not ann.is_carre:
        return SEQUENCE_VALUE[ann.kind]
    column = "no-trump" if mode == NO_TRUMP else "trump"
    return CARRE_VALUES[(carres, column)].get(ann.rank, 100)


def _compare(a: Announcement, va: int, b: Announcement, vb: int, mode: str) -> int:
    """1 if a beats b, -1 if b beats a, 0 if nothing decides (section 3)."""
    if va != vb:
        return 1 if va > vb else -1
    if a.is_carre != b.is_carre:
        return 1 if a.is_carre else -1
    if a.is_carre:
        ia, ib = CARRE_ORDER.index(a.rank), CARRE_ORDER.index(b.rank)
        return (ia < ib) - (ia > ib)
    if a.rank is None or b.rank is None:
        return 0
    ia, ib = SEQUENCE_ORDER.index(a.rank), SEQUENCE_ORDER.index(b.rank)
    if ia != ib:
        return 1 if ia < ib else -1
    # In all-trump every suit is trump, so every sequence counts as in trump (decided here).
    ta, tb = a.trump or mode == ALL_TRUMP, b.trump or mode == ALL_TRUMP
    return (ta and not tb) - (tb and not ta)


def score_announcements(deal: Deal, rules, say: Narration = SILENT
                        ) -> tuple[dict[str, int], dict[str, int]]:
    """Each team's scored and announced values (section 3)."""
    anns = deal.announcements
    if not anns["ns"] and not anns["ew"]:
        return NO_POINTS, NO_POINTS
    mode, carres, rule = deal.mode, rules["carres"], rules["announcements"]
    valued = {team: [(a, announcement_value(a, mode, carres)) for a in anns[team]]
              for team in TEAMS}
    announced = {team: sum(v for _, v in valued[team]) for team in TEAMS}
    say.tell(_say_announced, valued)
    if rule == "none":
        say.add("announcements.none")
        return NO_POINTS, announced
    if rule == "each-team":
        say.add("announcements.each-team", scores=Joined(
            phrase("team.points", team=t, points=announced[t]) for t in TEAMS))
        return dict(announced), announced
    winner, reason = _best_team(valued, mode)
    if winner is None:
        say.add(reason.kind, **reason.places)
        return NO_POINTS, announced
    scored = {winner: announced[winner], other_team(winner): 0}
    say.add("announcements.won", reason=reason, team=winner, points=announced[winner],
            other=other_team(winner))
    return scored, announced


def _say_announced(say: Narration, valued) -> None:
    for team in TEAMS:
        if valued[team]:
            say.add("announced", team=team, listed=Joined(
                phrase("announcement", ann=a, value=v) for a, v in valued[team]))


def _best_team(valued, mode) -> tuple[str | None, Step]:
    """The team whose announcements score, or None; and why, as a phrase."""
    counting = {t: [(a, v) for a, v in valued[t] if v > 0] for t in TEAMS}
    if not counting["ns"] and not counting["ew"]:
        return None, phrase("announcements.worthless")
    for team in TEAMS:
        rival = counting[other_team(team)]
        if not rival:
            return team, phrase("announcements.only", team=team)
        # Its best first, so that the line names the announcement that wins.
        for a, va in sorted(counting[team], key=cmp_to_key(
                lambda x, y: _compare(y[0], y[1], x[0], x[1], mode))):
            beaten = [(b, vb) for b, vb in rival if _compare(a, va, b, vb, mode) > 0]
            if len(beaten) == len(rival):
                best_rival = max(rival, key=lambda bv: bv[1])
                return team, phrase("announcements.best", team=team, ann=a, value=va,
                                    other=other_team(team), rival=best_rival[0],
                                    rival_value=best_rival[1])
    a, va = max(counting["ns"], key=lambda av: av[1])
    b, vb = max(counting["ew"], key=lambda bv: bv[1])
    rank_missing = not a.is_carre and not b.is_carre and (a.rank is None or b.rank is None)
    return None, phrase("announcements.tied-rank-missing" if rank_missing
                        else "announcements.tied", a=a, va=va, b=b, vb=vb)


def resolve_points(deal: Deal, total: int) -> dict[str, int]:
    """Both teams' card points, deriving the missing one (section 7)."""
    capot = deal.capot_team
    if capot:
        return {capot: total, other_team(capot): 0}
    ns, ew = deal.points.get("ns"), deal.points.get("ew")
    if ns is None:
        if ew is None:
            raise ScoreError(N_("no card points recorded: give one team's points"))
        ns = total - ew
    elif ew is None:
        ew = total - ns
    return {"ns": ns, "ew": ew}


class Tally(NamedTuple):
    card_points: Mapping[str, int]
    card_total: int
    last: str
    capot: str | None
    tricks: Mapping[str, int]  # card points and the last trick (with the capot bonus)
    belote: Mapping[str, int]
    announced: Mapping[str, int]  # what each team announced, scored or not
    ann: Mapping[str, int]  # what each team's announcements score
    total: Mapping[str, int]
    deal_total: int


def replayed(deal: Deal, rules) -> "Play | None":
    """The deal's play, replayed under these rules' play options; None without tricks or
    without its dealer."""
    if not deal.tricks or not deal.dealt or deal.mode is None:
        return None
    from .play import play  # only a deal given by its tricks pays for the replay

    return play(deal.tricks, deal.dealt[0], deal.mode, deal.dealt[1], rules["no_trump_ace"],
                rules["partner_master"], rules["undertrump"])


def with_card_points(deal: Deal, rules) -> Deal:
    """A deal given by a team's pile or by its tricks, with the card points counted from
    its cards under these rules (and from tricks, the last trick, capot and générale); a
    pile's other side derived as any missing points are."""
    if deal.tricks:
        played = replayed(deal, rules)
        if played is None:
            return deal
        return deal._replace(points=played.points, last=played.last,
                             capot=None if played.generale else played.capot,
                             generale=played.generale)
    if not deal.pile or deal.capot_team or deal.mode is None:
        return deal
    team, pile = deal.pile[:2]
    if len(pile) in (0, 32):  # every trick to one team: its capot, and its last trick
        winner = team if pile else other_team(team)
        return deal._replace(capot=winner, last=winner)
    return deal._replace(points={team: pile_points(pile, deal.mode, rules["no_trump_ace"]),
                                 other_team(team): None})


def tally(deal: Deal, rules, say: Narration = SILENT) -> Tally:
    cards = card_total(deal.mode, rules["no_trump_ace"])
    if deal.tricks:  # counted from the play, under these rules
        deal = with_card_points(deal, rules)
    elif deal.pile and not deal.capot_team:  # counted from the cards, under these rules
        deal = with_card_points(deal, rules)
        if not deal.capot_team:
            say.add("pile", team=deal.pile[0], count=len(deal.pile[1]),
                    points=deal.points[deal.pile[0]])
    points = resolve_points(deal, cards)
    capot = deal.capot_team
    last = capot or deal.last
    bonus = rules["capot_bonus"] if capot else 0
    tricks = dict(points)
    tricks[last] += LAST_TRICK + bonus
    deal_total = cards + LAST_TRICK + bonus
    belote = {"ns": BELOTE * deal.belote.count("ns"), "ew": BELOTE * deal.belote.count("ew")}
    say.tell(_say_tricks, deal, rules, points, cards, capot, bonus, last, tricks, belote)
    taker = deal.taker_team
    if rules.options.get("scale_to_162") and cards + LAST_TRICK != 162 and taker:
        # The taker's cards and last trick on the 162 scale, rounded down; the defence
        # the rest; then the capot bonus (SPEC 5.5, step 1).
        own = tricks[taker] - (bonus if last == taker else 0)
        scaled = own * 162 // (cards + LAST_TRICK)
        say.add("tricks.scaled", team=taker, before=own, whole=cards + LAST_TRICK,
                after=scaled, rest=162 - scaled)
        tricks = {taker: scaled, other_team(taker): 162 - scaled}
        tricks[last] += bonus
        deal_total = 162 + bonus
    worth = rules.options.get("generale_points") if deal.generale else 0
    if worth:  # a générale's own number wins over the cards (SPEC 5.5, step 1)
        tricks = {capot: worth, other_team(capot): 0}
        deal_total = worth
        say.add("generale.points", team=capot, points=worth)
    ann, announced = score_announcements(deal, rules, say)
    total = {"ns": tricks["ns"] + belote["ns"] + ann["ns"],
             "ew": tricks["ew"] + belote["ew"] + ann["ew"]}
    say.tell(_say_totals, total)
    return Tally(points, cards, last, capot, tricks, belote, announced, ann, total, deal_total)


def _say_tricks(say: Narration, deal: Deal, rules, points, cards, capot, bonus, last, tricks,
                belote) -> None:
    """The card points, the last trick (or the capot), the trick points, the belote."""
    say.add("cards", ns=points["ns"], ew=points["ew"], kind=_deal_kind(deal.mode, rules),
            cards=cards)
    if capot and deal.generale:  # one player's eight tricks: « Générale : les 8 plis pour Anna »
        say.add("last.generale-bonus" if bonus else "last.generale", player=deal.generale,
                points=LAST_TRICK, bonus=bonus, team=capot)
    elif capot:
        say.add("last.capot-bonus" if bonus else "last.capot", who=capot, points=LAST_TRICK,
                bonus=bonus, team=capot)
    else:
        say.add("last", points=LAST_TRICK, team=last)
    say.add("tricks", ns=tricks["ns"], ew=tricks["ew"])
    for t in TEAMS:
        if belote[t]:
            say.add("belote", points=belote[t], team=t)


def _say_totals(say: Narration, total) -> None:
    say.add("totals", ns=total["ns"], ew=total["ew"])


def _deal_kind(mode: str, rules) -> Step:
    if mode == NO_TRUMP:
        return phrase("deal.no-trump", ace=rules["no_trump_ace"])
    if mode == ALL_TRUMP:
        return phrase("deal.all-trump")
    return phrase("deal.trump", suit=mode)
