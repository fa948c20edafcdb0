"""Score sheets (the *feuille de marque*) and a concours' pages: the ranking with every
round's draw, and a round's draw followed by one sheet per table."""

from __future__ import annotations

from ...concours import Concours, Standing
from ...i18n import _, ngettext, team_code
from ...rules import RuleSet
from ...safetext import for_terminal
from ..concours import result_said, round_data, where_am_i
from ..labels import end_said
from .environment import render


def _sheet(rules: RuleSet, deals: int, ns: str | None, ew: str | None,
           heading: str | None = None) -> dict:
    """What one sheet shows: the columns the rule set needs, `deals` rows."""
    return {"heading": heading, "rules": rules.name, "ns": ns, "ew": ew, "deals": deals,
            "bids": rules.bids, "announcements": rules["announcements"] != "none",
            "end": end_said(rules)}


def sheet_deals(rules: RuleSet, deals: int | None) -> int:
    """The rows of a sheet: `--deals`, else the rule set's deals_limit, else 20."""
    return deals or rules["deals_limit"] or 20


def sheet_page(rules: RuleSet, deals: int | None, ns: str | None, ew: str | None,
               title: str | None) -> str:
    """A blank score sheet, printed twice on one A4 page (one for each side of the
    table, or one for the next match)."""
    sheet = _sheet(rules, sheet_deals(rules, deals), ns, ew, title)
    return render("sheets.html.j2", title=title or _("Score sheet"), draw=None,
                  sheets=[sheet, sheet])


def _teams_line(concours: Concours, number: int) -> str:
    team = concours.team(number)
    return _("{number} {name}").format(number=number, name=for_terminal(team.name))


def _draw(concours: Concours, round_number: int, results: dict,
          progress: dict | None = None) -> dict:
    data = round_data(concours, round_number, results)
    places = []
    for number, table, side in where_am_i(concours, round_number):
        place = _("sits out") if table is None else _("table {table}, {side}").format(
            table=table, side=team_code(side))
        places.append((_teams_line(concours, number), place))
    return {"heading": _("Round {round} of {rounds}").format(round=round_number,
                                                             rounds=concours.rounds),
            "tables": [{"table": t["table"], "ns": _teams_line(concours, t["ns"]),
                        "ew": _teams_line(concours, t["ew"]),
                        "result": result_said(t, (progress or {}).get((round_number,
                                                                       t["table"])))}
                       for t in data["tables"]],
            "bye": _teams_line(concours, data["bye"]) if data["bye"] is not None else None,
            "places": places}


def _ranking(concours: Concours, standings: list[Standing]) -> dict:
    # (header, numeric, hidden on a phone)
    headers = [("#", True, False), (_("team"), False, False), (_("P"), True, False),
               (_("W"), True, False), (_("D"), True, True), (_("L"), True, True),
               (_("F"), True, False), (_("A"), True, True), (_("diff"), True, False),
               (_("byes"), True, True)]
    rows = []
    for s in standings:
        name = _teams_line(concours, s.team.number)
        if s.team.withdrawn is not None:
            name = f"{name} {_('(withdrawn)')}"
        players = [for_terminal(p) for p in s.team.players]
        rows.append({"cells": [f"{s.rank}{'=' if s.shared else ''}", name, s.played, s.won,
                               s.drawn, s.lost, s.points_for, s.points_against,
                               f"{s.difference:+d}" if s.difference else "0", s.byes],
                     "players": _("{first} & {second}").format(first=players[0], second=players[1])
                     if len(players) == 2 else "".join(players)})
    return {"headers": headers, "rows": rows,
            "legend": _("P played, W won, D drawn, L lost, F points for, A points against")}


def concours_title(concours: Concours) -> str:
    return for_terminal(concours.title) if concours.title else _("Concours")


def concours_page(concours: Concours, rules: RuleSet, standings: list[Standing],
                  open_count: int, results: dict, progress: dict | None = None,
                  home: str | None = None) -> str:
    """The ranking, then each round's draw with its "where am I" list."""
    meta = _("{rules}, {end} a table; round {drawn} of {rounds} drawn").format(
        rules=rules.name, end=end_said(rules), drawn=concours.drawn, rounds=concours.rounds)
    still = ngettext("{n} table is still open: the ranking counts the results so far.",
                     "{n} tables are still open: the ranking counts the results so far.",
                     open_count).format(n=open_count) if open_count else ""
    return render("concours.html.j2", title=concours_title(concours), meta=meta, still=still,
                  ranking=_ranking(concours, standings), home=home,
                  draws=[_draw(concours, r.round, results, progress)
                         for r in reversed(concours.draws)])


def concours_sheets_page(concours: Concours, rules: RuleSet, round_number: int,
                         results: dict, progress: dict | None = None) -> str:
    """A round's draw, then one sheet per table with its number and both teams."""
    draw = _draw(concours, round_number, results, progress)
    deals = sheet_deals(rules, None)
    sheets = [_sheet(rules, deals, table["ns"], table["ew"],
                     _("Round {round}, table {table}").format(round=round_number,
                                                               table=table["table"]))
              for table in draw["tables"]]
    return render("sheets.html.j2", title=_("{title}: round {round}").format(
        title=concours_title(concours), round=round_number), draw=draw, sheets=sheets)
