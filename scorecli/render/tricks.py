"""A deal given by its tricks, for people and for JSON (SPEC 15.6): each trick with its
seats, winner and points, the hands, the belotes, the announcements shown, and each card
played against the rules in one sentence."""

from __future__ import annotations

from ..i18n import N_, _, seat_code, seat_in_sentence, team_code, word
from ..game.cards import LAST_TRICK, SYMBOL_OF_SUIT, TEAMS, TEAM_OF_SEAT
from ..game.deal import Deal
from ..game.play import Play, Violation, belotes_held, shown_announcements
from ..game.tally import replayed
from ..words.cards import parse_cards
from .announced import announcement_words

_RULES = {
    "follow": N_("trick {trick}: {seat} played {card} while holding {held} ({suit} led): "
                 "must follow {suit}"),
    "raise": N_("trick {trick}: {seat} played {card} while holding {held} ({suit} led, "
                "{master}'s {top} master): must go over {top}"),
    "trump": N_("trick {trick}: {seat} played {card} while holding {held} ({suit} led, "
                "{master}'s {top} master): must trump"),
    "over-trump": N_("trick {trick}: {seat} played {card} while holding {held} ({suit} led, "
                     "{master}'s {top} master): must trump over {top}"),
    "undertrump": N_("trick {trick}: {seat} played {card} while holding {held} ({suit} "
                     "led, {master}'s {top} master): must trump, under {top} when he cannot go "
                     "over it (undertrump = forced)"),
}


def said(card: str) -> str:
    """A file's card (`K♥`) in the output language's letters (`R♥`, `К♥`)."""
    return parse_cards([card], in_file=True)[0].said()


def violation_text(v: Violation) -> str:
    return _(_RULES[v.rule]).format(
        trick=v.trick, seat=seat_in_sentence(v.seat), card=said(v.card),
        held=" ".join(said(c) for c in v.allowed), suit=word(v.led),
        master=seat_in_sentence(v.master[0]) if v.master else "",
        top=said(v.master[1]) if v.master else "")


def trick_lines(deal: Deal, rules) -> list[str]:
    """The tricks, the hands, the belotes, the announcements shown and the rules broken,
    as `explain` lists them before its steps; [] for a deal not given by its tricks."""
    played = replayed(deal, rules)
    if played is None:
        return []
    lines = []
    for trick in played.tricks:
        # `В: В♥`: the seat, a colon, the card (in Russian В is both East and the jack)
        cards = "  ".join(f"{seat_code(s)}: {said(c):<3}" for s, c in trick.cards)
        points = f"{trick.points:>3}" + (f" + {LAST_TRICK}" if trick.number == 8 else "")
        lines.append(_("trick {number}").format(number=trick.number) +
                     f"  {cards}  {seat_code(trick.winner)} {points}")
    lines += [_("{seat}'s hand: {cards}").format(
        seat=seat_in_sentence(s), cards=" ".join(said(c) for c in played.hands[s]))
        for s in ("n", "e", "s", "w")]
    lines += _belote_lines(deal, played)
    lines += _announcement_lines(deal, played)
    lines += [violation_text(v) for v in played.violations]
    return lines


def played_rows(deal: Deal, rules) -> dict | None:
    """A deal's tricks for its match page: each trick's cards with their seats, winner and
    points, then the belotes, the announcements shown and the rules broken."""
    played = replayed(deal, rules)
    if played is None:
        return None
    rows = [{"number": t.number, "cards": [(seat_code(s), said(c)) for s, c in t.cards],
             "winner": seat_code(t.winner),
             "points": f"{t.points} + {LAST_TRICK}" if t.number == 8 else t.points}
            for t in played.tricks]
    notes = (_belote_lines(deal, played) + _announcement_lines(deal, played) +
             [violation_text(v) for v in played.violations])
    return {"rows": rows, "notes": notes}


def _belote_lines(deal: Deal, played: Play) -> list[str]:
    out = []
    for seat, suit, is_said in _belotes(deal, played):
        message = (N_("belote held by {seat} ({king} {queen}), said") if is_said else
                   N_("belote held by {seat} ({king} {queen}), not said: not counted"))
        symbol = _symbol(suit)
        out.append(_(message).format(seat=seat_in_sentence(seat), king=said("K" + symbol),
                                     queen=said("Q" + symbol)))
    return out


def _symbol(suit: str) -> str:
    return SYMBOL_OF_SUIT[suit]


def _belotes(deal: Deal, played: Play) -> list[tuple[str, str, bool]]:
    """(seat, suit, said) of each belote held; a team's first ones are those it said."""
    said_left = {team: deal.belote.count(team) for team in TEAMS}
    out = []
    for seat, suit in belotes_held(played.hands, deal.mode):
        team = TEAM_OF_SEAT[seat]
        out.append((seat, suit, said_left[team] > 0))
        said_left[team] -= 1
    return out


def _announcement_lines(deal: Deal, played: Play, unshown_only: bool = False) -> list[str]:
    out = []
    for team in TEAMS:
        for shown in shown_announcements(deal.announcements[team], team, played.hands,
                                         deal.mode):
            what = announcement_words(shown.announcement)
            if shown.seat and not unshown_only:
                out.append(_("{team}'s {ann}: shown by {seat} ({cards})").format(
                    team=team_code(team), ann=what, seat=seat_in_sentence(shown.seat),
                    cards=" ".join(said(c) for c in shown.cards)))
            elif not shown.seat:
                out.append(_("{team}'s {ann}: no hand of the team shows it").format(
                    team=team_code(team), ann=what))
    return out


def tricks_data(deal: Deal, rules) -> dict:
    """SPEC 15.6's keys of a deal given by its cards (pile or tricks)."""
    if deal.pile and not deal.tricks:
        return {"from": "pile"}
    played = replayed(deal, rules)
    if played is None:
        return {}
    return {
        "from": "tricks",
        "tricks": [{"number": t.number, "cards": [list(sc) for sc in t.cards],
                    "winner": t.winner, "points": t.points} for t in played.tricks],
        "hands": {s: list(played.hands[s]) for s in ("n", "e", "s", "w")},
        "belotes": [{"seat": seat, "suit": suit, "said": is_said}
                    for seat, suit, is_said in _belotes(deal, played)],
        "announcements_checked": [
            {"team": team, "token": s.announcement.token, "seat": s.seat,
             "cards": list(s.cards), "shown": s.seat is not None}
            for team in TEAMS
            for s in shown_announcements(deal.announcements[team], team, played.hands,
                                         deal.mode)],
        "violations": [{"trick": v.trick, "seat": v.seat, "card": v.card, "rule": v.rule,
                        "allowed": list(v.allowed)} for v in played.violations],
    }


def penalty_data(deal: Deal, rules) -> list | None:
    """The penalties applied, in order (SPEC 15.6), or None on a deal with none."""
    if not (deal.tricks or deal.penalty):
        return None
    from ..penalty import penalties

    applied = penalties(deal, rules)
    return [{"kind": a.kind, "team": a.team, "seat": a.seat, "found": a.found,
             "scoring": a.scoring} for a in applied] or None


def faults_found(match, rules) -> list[str]:
    """`deal 4, trick 5: n played K♣ ...`: each rule broken and each announcement not
    shown, deal by deal, for `check`."""
    out = []
    for number, deal in enumerate(match.deals, start=1):
        played = replayed(deal, rules)
        if played is None:
            continue
        lines = [violation_text(v) for v in played.violations]
        lines += _announcement_lines(deal, played, unshown_only=True)
        out += [_("deal {deal}, {fault}").format(deal=number, fault=line) for line in lines]
    return out

