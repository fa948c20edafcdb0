"""A concours on a projector (SPEC 14, `concours screen`): pages for a 1920×1080 screen,
read from the back of a hall (no text under 32 px), each turning to the next with
`<meta http-equiv="refresh">`: the ranking, the last round's tables, where am I by
player; before any draw, the teams registered.

A page holds what fits: rows are counted in lines (a name that wraps takes two), so that
nothing is cut at 1080 pixels; the test measures it in Chromium.
"""

from __future__ import annotations

from ...concours import State
from ...concours.event import members
from ...i18n import _, both, ngettext, pgettext
from ...safetext import for_terminal
from ..concours import (concours_title, players_by_surname, playing, result_said, round_data,
                        seats, team_label)
from ..labels import pair_said, rank_said, signed
from .environment import render

RANKING_LINES = 24  # a team's name and its players' line each count one
RANKING_ROWS = 12
TABLES_ROWS = 10
WHERE_ROWS = 12  # in each of two columns
TEAMS_ROWS = 12
NAME_CHARS = 56  # characters of a name on one line of the team column, at 34 px
PLAYERS_CHARS = 62


def _lines(text: str, chars: int) -> int:
    return max(1, -(-len(text) // chars)) if text else 0


def _paged(rows: list, most: int, cost=lambda row: 1, budget: int | None = None) -> list:
    """Rows cut into pages of at most `most`, and of at most `budget` lines."""
    pages, page, used = [], [], 0
    for row in rows:
        lines = cost(row)
        if page and (len(page) == most or (budget and used + lines > budget)):
            pages.append(page)
            page, used = [], 0
        page.append(row)
        used += lines
    if page or not pages:
        pages.append(page)
    return pages


def screen_pages(st: State) -> list[tuple[str, dict]]:
    """Each page of the screen, in turn: (kind, its values)."""
    concours = st.concours
    pages = []
    rows = [{"rank": rank_said(s.rank, s.shared),
             "team": team_label(concours, s.team.number) + (
                 " " + (pgettext("player", "(withdrawn)") if concours.melee else
                        _("(withdrawn)")) if s.team.withdrawn is not None else ""),
             "players": pair_said(s.team.players), "won": s.won, "points": s.points_for,
             "difference": signed(s.difference),
             "prize": for_terminal(st.prizes.get(s.team.number, ""))}
            for s in st.standings]
    cost = (lambda r: _lines(r["team"], NAME_CHARS) + _lines(r["players"], PLAYERS_CHARS))
    heading = _("Final ranking") if st.final else (
        (_("Ranking during round {after} of {rounds}") if playing(st) else
         _("Ranking after round {after} of {rounds}")).format(after=st.after,
                                                             rounds=concours.rounds)
        if st.after else _("Ranking"))
    still = ngettext("{n} table is still open: the ranking counts the results so far.",
                     "{n} tables are still open: the ranking counts the results so far.",
                     len(st.open)).format(n=len(st.open)) if st.open else ""
    single = concours.melee  # players alone: one line a row, in larger type
    for page in _paged(rows, RANKING_ROWS, cost, RANKING_LINES):
        pages.append(("ranking", {"heading": heading, "rows": page, "still": still,
                                  "prizes": bool(st.prizes), "single": single,
                                  "melee": concours.melee}))
    if concours.drawn:
        number = concours.drawn
        data = round_data(concours, number, st.results)
        tables = [{"table": t["table"], "ns": team_label(concours, t["ns"]),
                   "ew": team_label(concours, t["ew"]),
                   "result": result_said(t, concours=concours)} for t in data["tables"]]
        bye = both(team_label(concours, x) for x in members(concours.draws[number - 1].bye)) \
            or None
        heading = _("Round {round} of {rounds}").format(round=number, rounds=concours.rounds)
        chunks = _paged(tables, TABLES_ROWS, lambda t: max(_lines(t["ns"], 30),
                                                           _lines(t["ew"], 30)), TABLES_ROWS)
        for i, page in enumerate(chunks):
            pages.append(("tables", {"heading": heading, "rows": page,
                                     "bye": bye if i == len(chunks) - 1 else None}))
        places = seats(concours, number)
        players = [(for_terminal(p), *places[t]) for p, t in players_by_surname(concours)
                   if t in places]
        heading = _("Where am I · round {round}").format(round=number)
        for page in _paged(players, 2 * WHERE_ROWS):
            pages.append(("where", {"heading": heading, "columns": [page[:WHERE_ROWS],
                                                                    page[WHERE_ROWS:]]}))
    else:
        teams = [{"number": t.number, "name": for_terminal(t.name),
                  "players": pair_said(t.players)} for t in concours.active()]
        heading = _("The players registered") if concours.melee else _("The teams registered")
        for page in _paged(teams, TEAMS_ROWS):
            pages.append(("teams", {"heading": heading, "rows": page,
                                    "melee": concours.melee}))
    return pages


def screen_names(count: int) -> list[str]:
    """`index.html`, `screen-2.html`, ...: the first is the folder's index."""
    return ["index.html"] + [f"screen-{n}.html" for n in range(2, count + 1)]


def screen_html(st: State, seconds: int, written: str) -> list[tuple[str, str]]:
    """(name, page) for every page of the screen, each refreshing to the next."""
    pages = screen_pages(st)
    names = screen_names(len(pages))
    title = concours_title(st.concours)
    out = []
    for i, (kind, values) in enumerate(pages):
        following = names[(i + 1) % len(names)]
        out.append((names[i], render("screen.html.j2", title=title, kind=kind, page=values,
                                     place=_("{n}/{count}").format(n=i + 1, count=len(names)),
                                     written=written, seconds=seconds, following=following)))
    return out


def back_to_first() -> str:
    """A page the screen needs no more: an immediate refresh to the first."""
    return render("screen.html.j2", title=_("Concours"), kind="gone", page={}, place="",
                  written="", seconds=0, following="index.html")
