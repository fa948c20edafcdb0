"""Score sheets (the *feuille de marque*) and a concours' pages: the ranking with every
round's draw, and a round's draw followed by one sheet per table."""

from __future__ import annotations

from ...concours import Concours, Standing, State
from ...i18n import _
from ...rules import RuleSet
from ...safetext import for_terminal
from ..concours import (check_code_said, concours_title, prize_lines, ranking_state, round_data,
                        round_view, rules_said, team_label)
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


def _ranking(concours: Concours, standings: list[Standing], prizes: dict | None = None
             ) -> dict:
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
        cells = [rank_said(s.rank, s.shared), s.team.number, name, s.played, s.won,
                 s.drawn, s.lost, s.points_for, s.points_against, signed(s.difference), s.byes]
        if prizes:
            cells.append(for_terminal(prizes.get(s.team.number, "")))
        rows.append({"cells": cells, "players": pair_said(s.team.players)})
    if prizes:
        headers.append((_("prize"), False, False))
    return {"headers": headers, "rows": rows,
            "legend": _("P played, W won, D drawn, L lost, F points for, A points against")}


def concours_page(st: State, rules: RuleSet, progress: dict | None = None,
                  home: str | None = None, links: dict | None = None) -> str:
    """The ranking (said how it is ordered, and when it is final) with its check code and
    prizes, then each round's draw, newest first, with the "where am I" list for the
    newest."""

    concours, results = st.concours, st.results
    meta, *still = ranking_state(st, rules_said(rules))
    last = concours.drawn
    return render("concours.html.j2", title=concours_title(concours), meta=meta,
                  still=still[0] if still else "", code=check_code_said(st),
                  prizes=prize_lines(st, listed=not st.final),
                  ranking=_ranking(concours, st.standings, st.prizes), home=home,
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
