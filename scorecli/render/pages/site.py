"""A match as a page (`show --html`), and a season's site index (`publish`)."""

from __future__ import annotations

from ...game.deal import Match
from ...i18n import both, _, number, when_said
from ...safetext import for_terminal
from ...scoring import MatchScore
from ..board import deal_column, next_dealer_said, verdict
from ...rules.said import end_said
from ..labels import (contract_label, extras_label, rank_said, result_label,
                      shown_name, signed, taker_label, team_names, team_players)
from .chart import chart
from .environment import render


def match_meta(score: MatchScore, match: Match) -> str:
    """`Rules: belote-maison, first to 1000, started 2026-11-27 18:45`."""
    rules = score.rules
    said = dict(rules=rules.base or rules.name, end=end_said(rules))
    if hasattr(match.started, "hour"):
        return _("Rules: {rules}, {end}, started {when}").format(
            when=when_said(match.started), **said)
    return _("Rules: {rules}, {end}").format(**said)


def match_page(score: MatchScore, match: Match, name: str, home: str | None = None) -> str:
    """One match: title, rules, teams and players, the deals with the running totals and
    the held pot, the winner or what each team needs, the notes, the chart."""
    names = team_names(match)
    family = score.rules.scorer
    held_column = bool(score.held or any(ds.held for ds in score.deals))  # a pot was held
    rows = _markup_lines(_deal_row(ds, match, family, held_column) for ds in score.deals)
    title = for_terminal(match.title) if match.title else name
    teams = [{"code": t, "name": names[t], "players": team_players(match, t)
              if team_players(match, t) != names[t] else ""} for t in ("ns", "ew")]
    notes = [(n, for_terminal(d.note)) for n, d in enumerate(match.deals, 1) if d.note]
    played = _played(score)
    if score.typed or score.forfeit:  # a concours table: its sheet's totals, or no match
        return render("match.html.j2", title=title, meta=match_meta(score, match),
                      teams=teams, names=names, rows=[], held_column=False,
                      totals=score.total, held=0, verdict=sheet_verdict(score, names),
                      chart=None, target=score.target, notes=[], home=home, dealer="",
                      sheet=True, played=[], deal_column=deal_column(score.rules))
    return render("match.html.j2", title=title, meta=match_meta(score, match), teams=teams,
                  names=names, rows=rows, held_column=held_column, totals=score.total,
                  held=score.held, verdict=[line for line in verdict(score, match).split("\n")
                                            if line],
                  chart=chart(score), target=score.target, notes=notes, home=home,
                  dealer=next_dealer_said(score, match), sheet=False, played=played,
                  deal_column=deal_column(score.rules))


def _played(score: MatchScore) -> list:
    """(deal number, its tricks) for each deal given by its tricks (SPEC 15)."""
    if not any(ds.deal.tricks for ds in score.deals):
        return []
    from ..tricks import played_rows

    return [(ds.number, played_rows(ds.deal, score.rules)) for ds in score.deals
            if ds.deal.tricks]


def _markup_lines(rows):
    """The rows as one piece of markup, a row a line: not looped over in the template."""
    from markupsafe import Markup

    return Markup("\n").join(rows)


def _deal_row(ds, match: Match, family, held_column: bool):
    """A deal's row of the page, made here with its words escaped once each: a template
    loop of a dozen places a row took 0.6 s of 1,000 pages' first publish, and
    `Markup.format`, which escapes through `string.Formatter`, 0.5 s (cProfile)."""
    from markupsafe import Markup, escape

    extras = extras_label(ds.deal, match, codes=True)
    words = escape(result_label(ds, family, match))
    if extras:
        words += Markup(" · ") + escape(extras)
    return Markup(f'<tr>\n<td class="num">{ds.number:d}</td>\n<td>'
                  f'{escape(taker_label(ds.deal, match))} '
                  f'{escape(contract_label(ds.deal, family))}<span class="small">{words}'
                  f'</span></td>\n{_number_cells(ds, held_column)}\n</tr>')


def _number_cells(ds, held_column: bool):
    """A deal's numbers as the page's cells: integers only, so made here and not escaped
    one by one (1,000 pages spent 0.5 s escaping numbers in the template)."""
    from markupsafe import Markup

    cells = (f'<td class="num wide">{ds.score["ns"]}</td><td class="num wide">'
             f'{ds.score["ew"]}</td>\n<td class="num">{ds.total["ns"]}<span class="small '
             f'phone">{ds.score["ns"]:+d}</span></td><td class="num">{ds.total["ew"]}<span '
             f'class="small phone">{ds.score["ew"]:+d}</span></td>')
    if held_column:
        cells += f'\n<td class="num">{ds.held or ""}</td>'
    return Markup(cells)


def sheet_verdict(score: MatchScore, names: dict) -> list[str]:
    """A typed table's result from its score sheet, or who did not come."""
    if score.forfeit:
        return [_("{teams} did not come to this table: no match was played.").format(
            teams=both(names[t] for t in score.forfeit))]
    lines = [_("Result from the score sheet: {ns} {ns_total}, {ew} {ew_total}.").format(
        ns=names["ns"], ew=names["ew"], ns_total=score.total["ns"],
        ew_total=score.total["ew"])]
    lines.append(_("Drawn.") if score.drawn else _("{team} won.").format(
        team=names[score.winner]))
    return lines


def result_kind(score: MatchScore) -> str:
    """What the index says of a match beside its totals: typed, forfeit, unfinished."""
    if score.forfeit:
        return _("forfeit")
    if score.typed:
        return _("typed")
    return "" if score.finished else _("unfinished")


def site_page(title: str, standings: dict, stats: dict, ratings: dict | None,
              matches: list[dict], concours: list[dict]) -> str:
    """A season's index: standings, statistics, ratings, and links to every page.
    `standings`, `stats` and `ratings` hold `headers` and `rows` ready to print."""
    return render("index.html.j2", title=title, standings=standings, stats=stats,
                  ratings=ratings, matches=matches, concours=concours)


def standings_listing(table, warning: str = "") -> dict:
    """The season's standings as the index shows them (header, numeric, hidden on a
    phone), with the warning when the matches play to different targets."""
    headers = [("#", True, False), (_("team"), False, False), (_("P"), True, False),
               (_("W"), True, False), (_("D"), True, True), (_("L"), True, True),
               (_("U"), True, True), (_("F"), True, True), (_("A"), True, True),
               (_("diff"), True, False)]
    rows = [[rank_said(s.rank, s.shared), shown_name(s.name), s.played, s.won, s.drawn,
             s.lost, s.unfinished, s.points_for, s.points_against, signed(s.difference)]
            for s in table.ranked("wins")]
    return {"headers": headers, "rows": rows,
            "legend": _("P played, W won, D drawn, L lost, U unfinished, F points for, "
                        "A points against"), "warning": warning}


def stats_listing(table) -> dict:
    headers = [(_("player"), False, False), (_("deals"), True, True), (_("taken"), True, False),
               (_("made %"), True, False), (_("capots"), True, True),
               (_("belotes"), True, True), (_("avg"), True, False)]
    rows = [[shown_name(r["player"], "player"), r["deals"], r["taken"],
             "-" if r["made_pct"] is None else number(r["made_pct"]), r["capots"],
             r["belotes"], "-" if r["avg_points"] is None else number(r["avg_points"])]
            for r in table.rows() if r["deals"]]  # a player named in no deal: no row
    return {"headers": headers, "rows": rows, "legend": ""}


def ratings_listing(rows: list[dict]) -> dict:
    """`render.listings.ratings_rows`' rows, as the index shows them."""
    headers = [("#", True, False), (_("player"), False, False), (_("rating"), True, False),
               (_("matches"), True, False), (_("W"), True, True), (_("D"), True, True),
               (_("L"), True, True)]
    body = [[r["rank"], shown_name(r["player"], "player")
             + (" " + _("(provisional)") if r["provisional"] else ""), r["rating"],
             r["matches"], r["won"], r["drawn"], r["lost"]] for r in rows]
    return {"headers": headers, "rows": body, "legend": ""}
