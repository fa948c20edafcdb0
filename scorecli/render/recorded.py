"""What a command says of a deal it has recorded or changed: the deal's line as saved
(its card points as understood, its score, the new totals), and the scores an edit or a
change of rules moved."""

from __future__ import annotations

from ..game.cards import card_total, other_team
from ..game.deal import Deal, Match
from ..game.tally import resolve_points, with_card_points
from ..i18n import _, pgettext, word
from ..rules import RuleSet
from ..safetext import for_terminal
from ..scoring import DealScore, MatchScore
from .labels import (contract_in_sentence, deal_words, extras_label, result_label, signed,
                     taker_in_sentence, team_names)

def score_changes(before: MatchScore, after: MatchScore, match: Match, edited: int) -> str:
    """What an edit changed: the old and new score of every deal whose score moved."""
    return "\n".join(score_change_lines(before, after, match, edited))


def score_change_lines(before: MatchScore, after: MatchScore, match: Match,
                       edited: int) -> list[str]:
    """`score_changes`' lines: the deal's new words first, then each score that moved,
    then the totals."""
    names = team_names(match)
    lines = [_("Deal {deal} changed: {words}.").format(
        deal=edited, words=deal_words(after.deal(edited).deal, match, after.rules.scorer))]
    moved = [(b, a) for b, a in zip(before.deals, after.deals)
             if (b.score, b.result, b.held) != (a.score, a.result, a.held)]
    for b, a in moved:
        places = dict(deal=a.number, ns=_moved(names["ns"], b.score["ns"], a.score["ns"]),
                      ew=_moved(names["ew"], b.score["ew"], a.score["ew"]),
                      was=word(b.result, after.rules.scorer),
                      now=word(a.result, after.rules.scorer))
        # TRANSLATORS: {ns} and {ew} are each a team and its score, « Les Filles 0 → 20 »
        lines.append("  " + (_("deal {deal}: {ns}, {ew}") if b.result == a.result else
                             _("deal {deal}: {ns}, {ew} ({was} → {now})")).format(**places))
    note = after.deal(edited).deal.note
    if note != before.deal(edited).deal.note:  # a note taken back is None
        lines.append("  " + _("Note: {note}").format(
            note=for_terminal(note) if note else pgettext("note", "(none)")))
    if not moved:
        lines.append("  " + _("No score changed."))
    lines.append(totals_moved(before, after, names))
    return lines


def totals_moved(before: MatchScore, after: MatchScore, names: dict) -> str:
    """`Totals: Nous 182 → 190, Eux 143 → 135.`, or that they are unchanged."""
    if before.total == after.total:
        return _("Totals unchanged: {ns} {ns_total}, {ew} {ew_total}.").format(
            ns=names["ns"], ns_total=after.total["ns"], ew=names["ew"],
            ew_total=after.total["ew"])
    return _("Totals: {ns}, {ew}.").format(
        ns=_moved(names["ns"], before.total["ns"], after.total["ns"]),
        ew=_moved(names["ew"], before.total["ew"], after.total["ew"]))


def _moved(team: str, before: int, after: int) -> str:
    """`Les Gars 580 → 560`, or `Les Filles 0` for a score that did not move."""
    if before == after:
        return _("{team} {points}").format(team=team, points=after)
    return _("{team} {before} → {after}").format(team=team, before=before, after=after)


def totals_line(score: MatchScore, match: Match | None) -> str:
    """`Totals: Nous 182, Eux 143.`, with the held pot when there is one."""
    names = team_names(match)
    text = _("Totals: {ns} {ns_total}, {ew} {ew_total}.").format(
        ns=names["ns"], ns_total=score.total["ns"], ew=names["ew"], ew_total=score.total["ew"])
    return text + (" " + _("Held: {points}.").format(points=score.held) if score.held else "")


def card_points_said(deal: Deal, match: Match | None, rules: RuleSet) -> str:
    """`Eux 100, Nous 52`: the deal's card points by team, the taker's team first, as
    they were understood (SPEC 9: every deal shows them as it is saved); a penalty that
    records none says so."""

    names = team_names(match)
    deal = with_card_points(deal, rules)
    if deal.penalty and not deal.capot_team and all(
            v is None for v in deal.points.values()):
        return _("no card points")
    points = resolve_points(deal, card_total(deal.mode, rules["no_trump_ace"]))
    first = deal.taker_team
    second = other_team(first)
    return _("{first} {first_points}, {second} {second_points}").format(
        first=names[first], first_points=points[first], second=names[second],
        second_points=points[second])


def deal_line(ds: DealScore, match: Match | None, rules: RuleSet) -> str:
    """One line for a freshly recorded deal: the card points as understood, its score and
    the new totals."""
    names = team_names(match)
    if ds.deal.hand is None and ds.deal.taker is None:  # a misdeal before the bidding
        text = _("Deal {deal}: {result}; nothing scored, the same dealer deals again."
                 ).format(deal=ds.number, result=result_label(ds, rules.scorer, match))
    elif ds.deal.hand is None:
        points = card_points_said(ds.deal, match, rules)
        if extras := extras_label(ds.deal, match, in_full=True, source=False,
                                   rules=rules):  # whose belote, whose tierce
            # TRANSLATORS: a deal's card points, then its belotes and announcements
            points = _("{points}; {extras}").format(points=points, extras=extras)
        text = _("Deal {deal}: {taker} {contract} ({points}), {result}: {ns} {ns_score}, "
                 "{ew} {ew_score}.").format(
                     deal=ds.number, taker=taker_in_sentence(ds.deal, match),
                     contract=contract_in_sentence(ds.deal, rules.scorer), points=points,
                     result=result_label(ds, rules.scorer, match, True), ns=names["ns"],
                     ns_score=signed(ds.score["ns"]), ew=names["ew"],
                     ew_score=signed(ds.score["ew"]))
    else:
        text = _("Deal {deal}: scored by hand: {ns} {ns_score}, {ew} {ew_score}.").format(
            deal=ds.number, ns=names["ns"], ns_score=signed(ds.score["ns"]), ew=names["ew"],
            ew_score=signed(ds.score["ew"]))
    text += " " + _("Totals: {ns} {ns_total}, {ew} {ew_total}.").format(
        ns=names["ns"], ns_total=ds.total["ns"], ew=names["ew"], ew_total=ds.total["ew"])
    if ds.held:
        text += " " + _("Held: {points}.").format(points=ds.held)
    if ds.deal.note:  # said, so that a note that took words meant for the deal is seen
        text += " " + _("Note: {note}").format(note=for_terminal(ds.deal.note))
    return text
