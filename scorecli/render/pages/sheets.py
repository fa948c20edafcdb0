"""Score sheets (the *feuille de marque*) and a concours' pages: the ranking with every
round's draw, and a round's draw followed by one sheet per table."""

from __future__ import annotations

from ...concours import Concours, Standing
from ...i18n import _
from ...rules import RuleSet
from ...safetext import for_terminal
from ..concours import concours_title, ranking_state, round_data, round_view, rules_said, team_label
from ..labels import end_said, pair_said, rank_said, signed
from ..layout import SHEET_ROWS
from .environment import render


def _sheet(rules: RuleSet, deals: int, ns: str | None, ew: str | None,
           heading: str | None = None, players: tuple = ("", "")) -> dict:
    """What one sheet shows: the columns the rule set needs, `deals` rows (taller when
    they are few, so that the half page is used to write on)."""
    return {"heading": heading, "rules": rules.base or rules.name, "ns": ns, "ew": ew,
            "ns_players": players[0], "ew_players": players[1], "deals": deals,
            "bids": rules.bids, "coinche": rules.scorer.coinches,
            "announcements": rules["announcements"] != "none", "end": end_said(rules),
            "row_mm": round(max(4.5, min(9.0, 88 / deals)), 1)}


def sheet_deals(rules: RuleSet, deals: int | None) -> int:
    """The rows of a sheet: `--deals`, else the rule set's deals_limit (at most the rows
    a sheet has: a hand-edited 1000000 made 118 MB of sheets, F14), else 20."""
    return deals or min(rules["deals_limit"], SHEET_ROWS) or 20


def sheet_page(rules: RuleSet, deals: int | None, ns: str | None, ew: str | None,
               title: str | None) -> str:
    """A blank score sheet, printed twice on one A4 page (one for each side of the
    table, or one for the next match)."""
    sheet = _sheet(rules, sheet_deals(rules, deals), ns, ew, title)
    return render("sheets.html.j2", title=title or _("Score sheet"), draw=None,
                  sheets=[sheet, sheet])


def _draw(concours: Concours, round_number: int, results: dict,
          progress: dict | None = None, places: bool = True, links: dict | None = None
          ) -> dict:
    """The round's draw as the terminal says it, each table linked to its match page
    where the site has one."""
    view = round_view(concours, round_data(concours, round_number, results), progress, places)
    for table in view["tables"]:
        table["href"] = (links or {}).get((round_number, table["table"]))
    return view


def _ranking(concours: Concours, standings: list[Standing]) -> dict:
    # (header, numeric, hidden on a phone)
    headers = [("#", True, False), (_("no."), True, False), (_("team"), False, False),
               (_("P"), True, False), (_("W"), True, False), (_("D"), True, True),
               (_("L"), True, True), (_("F"), True, False), (_("A"), True, True),
               (_("diff"), True, False), (_("byes"), True, True)]
    rows = []
    for s in standings:
        name = for_terminal(s.team.name)
        if s.team.withdrawn is not None:
            name = f"{name} {_('(withdrawn)')}"
        rows.append({"cells": [rank_said(s.rank, s.shared), s.team.number, name, s.played,
                               s.won, s.drawn, s.lost, s.points_for, s.points_against,
                               signed(s.difference), s.byes],
                     "players": pair_said(s.team.players)})
    return {"headers": headers, "rows": rows,
            "legend": _("P played, W won, D drawn, L lost, F points for, A points against")}


def concours_page(concours: Concours, rules: RuleSet, standings: list[Standing],
                  open_count: int, results: dict, progress: dict | None = None,
                  home: str | None = None, links: dict | None = None) -> str:
    """The ranking (said how it is ordered, and when it is final), then each round's draw,
    newest first, with the "where am I" list for the newest."""

    meta, *still = ranking_state(concours, rules_said(rules), open_count)
    last = concours.drawn
    return render("concours.html.j2", title=concours_title(concours), meta=meta,
                  still=still[0] if still else "",
                  ranking=_ranking(concours, standings), home=home,
                  draws=[_draw(concours, r.round, results, progress, r.round == last, links)
                         for r in reversed(concours.draws)])


def concours_sheets_page(concours: Concours, rules: RuleSet, round_number: int,
                         results: dict, progress: dict | None = None) -> str:
    """A round's draw, then one sheet per table with its number and both teams."""
    draw = _draw(concours, round_number, results, progress)
    deals = sheet_deals(rules, None)
    title = concours_title(concours)
    sheets = []
    for ns, ew in concours.draws[round_number - 1].tables:
        number = len(sheets) + 1
        sheets.append(_sheet(rules, deals, team_label(concours, ns), team_label(concours, ew),
                             _("{title}: round {round}, table {table}").format(
                                 title=title, round=round_number, table=number),
                             (pair_said(concours.team(ns).players),
                              pair_said(concours.team(ew).players))))
    return render("sheets.html.j2", title=_("{title}: round {round}").format(
        title=title, round=round_number), draw=draw, sheets=sheets)
