"""A concours' pages to print and pin up (SPEC 14, fourth round): a round's draw in large
type with where am I by team and by surname, the ranking alone with its prizes and check
code, the teams to check in, and a card for each table."""

from __future__ import annotations

from ...concours import Concours, Standing, State
from ...concours.event import members, met
from ...i18n import _
from ...rules import RuleSet
from ...safetext import for_terminal
from ..concours import (bye_said, check_code_said, concours_title, mark_said,
                        players_by_surname, prize_lines, ranking_state, result_said, round_data,
                        rules_said, seats, team_label)
from ...rules.said import end_said
from ..labels import pair_said, rank_said, signed
from .environment import render


def _ranking(concours: Concours, standings: list[Standing], prizes: dict | None = None
             ) -> dict:
    # (header, numeric, hidden on a phone)
    headers = [("#", True, False), (_("no."), True, False),
               (_("player") if concours.melee else _("team"), False, False),
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
    return {"headers": headers, "rows": rows, "prized": bool(prizes),
            "legend": ranking_legend()}


def ranking_legend() -> str:
    """Every column of the ranking, said (a message, translated when a page is made)."""
    return _("#: rank (2= shared) · P played · W won · D drawn · L lost · F points for · A "
             "points against · diff: F − A of the tables played (a bye's points aside) · "
             "byes: rounds sat out")


def _players(concours: Concours, side) -> str:
    """A team's players under its name (a mêlée's side is named by its players)."""
    return "" if concours.melee else pair_said(concours.team(side).players)


def pinned_draw(concours: Concours, rules: RuleSet, round_number: int, results: dict
                ) -> dict:
    """Round N's draw to pin up: each table's number, teams and players, a result only
    once a table has one, the bye, the rematches; then where am I by team and by player."""
    data = round_data(concours, round_number, results)
    drawn = concours.draws[round_number - 1]
    tables = []
    for table in data["tables"]:
        tables.append({"table": table["table"],
                       "ns": team_label(concours, table["ns"]),
                       "ns_players": _players(concours, table["ns"]),
                       "ew": team_label(concours, table["ew"]),
                       "ew_players": _players(concours, table["ew"]),
                       "result": "" if table["open"] else result_said(table, concours=concours)})
    before = met(concours.upto(round_number - 1))
    rematches = [_("{one} and {other} have met before.").format(
        one=team_label(concours, a), other=team_label(concours, b))
        for a, b in drawn.tables if frozenset((a, b)) in before and not concours.melee]
    places = seats(concours, round_number)
    by_team = [(team_label(concours, number), *places[number]) for number in sorted(places)]
    by_player = []
    for player, number in players_by_surname(concours):
        if number in places:
            by_player.append((for_terminal(player), number, *places[number]))

    return {"heading": _("Round {round} of {rounds}").format(round=round_number,
                                                             rounds=concours.rounds),
            "end": end_said(rules), "tables": tables,
            "results": any(t["result"] for t in tables),
            "bye": bye_said(concours, data) if members(drawn.bye) else None,
            "rematches": rematches, "by_team": by_team, "by_player": by_player,
            "melee": concours.melee}


def round_page(concours: Concours, rules: RuleSet, round_number: int, results: dict) -> str:
    """One round's draw, to pin up."""
    title = concours_title(concours)
    return render("round.html.j2", title=title,
                  draw=pinned_draw(concours, rules, round_number, results))


def ranking_page(st: State, rules: RuleSet) -> str:
    """The ranking alone: its heading, the players under each team, the prizes once
    final, the legend of every column and the check code."""
    meta, *still = ranking_state(st, rules_said(rules))
    return render("ranking.html.j2", title=concours_title(st.concours), meta=meta,
                  still=still[0] if still else "", code=check_code_said(st),
                  prizes=prize_lines(st, listed=not st.final),
                  ranking=_ranking(st.concours, st.standings, st.prizes),
                  legend=ranking_legend())


def teams_page(concours: Concours) -> str:
    """The teams registered, with a box to tick at check-in, then every player by
    surname with their team's number."""
    teams = [{"number": t.number, "name": for_terminal(t.name),
              "players": pair_said(t.players), "mark": mark_said(t, concours.melee)}
             for t in concours.teams]
    players = [(for_terminal(p), n) for p, n in players_by_surname(concours)]
    return render("teams.html.j2", title=concours_title(concours), teams=teams,
                  players=players)


def cards_page(concours: Concours, tables: int) -> str:
    """A card for each table, two to an A4 page, cut across."""
    return render("cards.html.j2", title=concours_title(concours),
                  cards=list(range(1, tables + 1)))
