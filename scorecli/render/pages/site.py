"""A match as a page (`show --html`), and a season's site index (`publish`)."""

from __future__ import annotations

from ...game.deal import Match
from ...i18n import _, seat_code
from ...safetext import for_terminal
from ...scoring import MatchScore
from ..board import verdict
from ..labels import (contract_label, end_said, extras_label, result_label, taker_label,
                      team_names)
from .chart import chart
from .environment import render


def _players(match: Match, team: str) -> str:
    seats = ("n", "s") if team == "ns" else ("e", "w")
    names = [for_terminal(match.players[s]) for s in seats if s in match.players]
    if len(names) == 2:
        return _("{first} & {second}").format(first=names[0], second=names[1])
    return names[0] if names else ""


def match_meta(score: MatchScore, match: Match) -> str:
    """`Rules: belote-maison, first to 1000, started 2026-11-27 18:45`."""
    rules = score.rules
    said = dict(rules=rules.base or rules.name, end=end_said(rules))
    if hasattr(match.started, "hour"):
        return _("Rules: {rules}, {end}, started {when}").format(
            when=f"{match.started:%Y-%m-%d %H:%M}", **said)
    return _("Rules: {rules}, {end}").format(**said)


def match_page(score: MatchScore, match: Match, name: str, home: str | None = None) -> str:
    """One match: title, rules, teams and players, the deals with the running totals and
    the held pot, the winner or what each team needs, the notes, the chart."""
    names = team_names(match)
    family = score.rules.family
    rows = [{"number": ds.number, "taker": taker_label(ds.deal, match),
             "contract": contract_label(ds.deal), "result": result_label(ds, family),
             "extras": extras_label(ds.deal, match), "ns": ds.score["ns"],
             "ew": ds.score["ew"], "ns_total": ds.total["ns"], "ew_total": ds.total["ew"],
             "held": ds.held or ""} for ds in score.deals]
    held_column = bool(score.held or any(ds.held for ds in score.deals))  # a pot was held
    title = for_terminal(match.title) if match.title else name
    teams = [{"code": t, "name": names[t], "players": _players(match, t)
              if _players(match, t) != names[t] else ""} for t in ("ns", "ew")]
    dealer = None
    if match.dealer and not score.ended:
        seat = match.dealer_of(len(match.deals) + 1)
        name = match.players.get(seat)
        dealer = _("Next to deal: {seat}").format(
            seat=_("{seat} ({name})").format(seat=seat_code(seat), name=for_terminal(name))
            if name else seat_code(seat))
    notes = [(n, for_terminal(d.note)) for n, d in enumerate(match.deals, 1) if d.note]
    return render("match.html.j2", title=title, meta=match_meta(score, match), teams=teams,
                  names=names, rows=rows, held_column=held_column, totals=score.total,
                  held=score.held, verdict=[line for line in verdict(score, match).split("\n")
                                            if line],
                  chart=chart(score), target=score.target, notes=notes, home=home,
                  dealer=dealer)


def site_page(title: str, standings: dict, stats: dict, ratings: dict | None,
              matches: list[dict], concours: list[dict]) -> str:
    """A season's index: standings, statistics, ratings, and links to every page.
    `standings`, `stats` and `ratings` hold `headers` and `rows` ready to print."""
    return render("index.html.j2", title=title, standings=standings, stats=stats,
                  ratings=ratings, matches=matches, concours=concours)
