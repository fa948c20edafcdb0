"""Score sheets (the *feuille de marque*) and a concours' pages: the ranking with every
round's draw, and a round's draw followed by one sheet per table."""

from __future__ import annotations

from ...concours import Concours, State
from ...i18n import _, pgettext
from ...rules import RuleSet
from ..concours import (check_code_said, concours_title, prize_lines, ranking_state, round_data,
                        round_view, rules_said, team_label)
from ...rules.said import end_said
from ..labels import pair_said
from ..layout import SHEET_ROWS
from .environment import render
from .printed import _ranking, pinned_draw


HALF_PAGE_MM = 130  # half an A4 page inside its margins, less the gap between sheets
ROW_LEAST_MM = 5.0  # a row a pen can write in


def _lines(text: str, chars: int) -> int:
    """How many lines a text takes in a column of about `chars` characters."""
    return max(1, -(-len(text) // max(chars, 1)))


def _sheet(rules: RuleSet, deals: int, ns: str | None, ew: str | None,
           heading: str | None = None, players: tuple = ("", ""), table: int | None = None
           ) -> dict:
    """What one sheet shows: the columns the rule set needs, `deals` rows sharing the
    height that the header leaves on half a page (at least 5 mm each: a sheet too tall
    for half a page takes a whole one, never losing a part)."""
    # The header's height, counted generously from the names' lengths: each team's
    # column is about a fifth of the sheet's width (some 18 characters of 9 pt).
    names = max(_lines(ns or "", 18) + (_lines(players[0], 20) if players[0] else 0),
                _lines(ew or "", 18) + (_lines(players[1], 20) if players[1] else 0))
    header_mm = 9 + 6 * _lines(heading or "", 60) + 5 + 5 + 4.5 * names + 5
    footer_mm = 7 + 7 + 8 + 4  # the total row, the counts, the winner and signatures
    row = (HALF_PAGE_MM - header_mm - footer_mm) / deals
    return {"heading": heading, "rules": rules.base or rules.name, "ns": ns, "ew": ew,
            "ns_players": players[0], "ew_players": players[1], "deals": deals,
            "bids": rules.bids, "coinche": rules.scorer.coinches and (
                pgettext("bazar", "x2 x4") if rules.scorer.says_contra else _("x2 x4")),
            "table": table,
            "counts": rules.scorer.name == "belote",
            "announcements": rules["announcements"] != "none", "end": end_said(rules),
            "row_mm": round(max(ROW_LEAST_MM, min(9.0, row)), 1)}


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
                         results: dict) -> str:
    """A round's draw to pin up, then one sheet per table with its number and both
    teams."""
    draw = pinned_draw(concours, rules, round_number, results)
    deals = sheet_deals(rules, None)
    title = concours_title(concours)
    sheets = []
    for ns, ew in concours.draws[round_number - 1].tables:
        number = len(sheets) + 1
        sheets.append(_sheet(rules, deals, team_label(concours, ns), team_label(concours, ew),
                             _("{title}: round {round}").format(title=title,
                                                                round=round_number),
                             ("", "") if concours.melee else
                             (pair_said(concours.team(ns).players),
                              pair_said(concours.team(ew).players)), number))
    return render("sheets.html.j2", title=title, draw=draw, sheets=sheets)
