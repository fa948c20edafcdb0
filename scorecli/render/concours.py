"""A concours as text and data (SPEC 13): the ranking, a round's draw with its "where am
I" list, and their JSON. The pages (`render/pages`) draw the same rows."""

from __future__ import annotations

from ..concours import Concours, Standing, bye_value
from ..i18n import _, ngettext, team_code
from ..safetext import for_terminal
from .labels import end_said, rank_said, signed
from .layout import text_width


def ranking_data(concours: Concours, standings: list[Standing],
                 open_tables: list[tuple[int, int]]) -> dict:
    return {"concours": concours.title, "rounds": concours.rounds, "drawn": concours.drawn,
            "open": [list(t) for t in open_tables],
            "ranking": [s.as_data() for s in standings]}


def round_data(concours: Concours, round_number: int, results: dict) -> dict:

    drawn = concours.draws[round_number - 1]
    tables = []
    for n, (ns, ew) in enumerate(drawn.tables, start=1):
        result = results.get((round_number, n))
        tables.append({"table": n, "ns": ns, "ew": ew,
                       "ns_total": result.ns if result else None,
                       "ew_total": result.ew if result else None,
                       "open": result is None, "typed": bool(result and result.typed)})
    data = {"round": round_number, "tables": tables, "bye": drawn.bye}
    if drawn.bye is not None:
        data["bye_points"] = bye_value(concours, round_number, results)
    return data


def team_label(concours: Concours, number: int) -> str:
    """`3 Les Bleus`: the number first, as the organiser calls them."""
    return _("{number} {name}").format(number=number,
                                       name=for_terminal(concours.team(number).name))


def ranking_table(concours: Concours, rows: list[dict], fmt: str = "simple",
                  width: int | None = None, legend: bool = True) -> str:
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    if not rows:
        return _("No team yet: register them with `scorecli concours team FOLDER NAME`.")
    withdrawn = _("(withdrawn)")
    # TRANSLATORS: one-letter headers as in the standings: played, won, drawn, lost,
    # points for, points against; "byes" are the rounds a team sat out
    headers = ["#", _("team"), _("P"), _("W"), _("D"), _("L"), _("F"), _("A"), _("diff"),
               _("byes")]
    body = [[rank_said(r["rank"], r["shared"]),
             team_label(concours, r["number"]) + (f" {withdrawn}" if r["withdrawn"] else ""),
             r["played"], r["won"], r["drawn"], r["lost"], r["points_for"],
             r["points_against"], signed(r["difference"]), r["byes"]] for r in rows]
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True,
                     colalign=("right", "left") + ("right",) * 8)
    said = _("P played, W won, D drawn, L lost, F points for, A points against")
    if width is not None and text_width(table) > width:  # a phone: the essentials
        for keep, said in (((0, 1, 3, 6, 8), _("W won, F points for")),
                           ((0, 1, 3, 6), _("W won, F points for")),
                           ((0, 1, 6), _("F points for"))):
            table = tabulate([[b[i] for i in keep] for b in body],
                             headers=[headers[i] for i in keep], tablefmt=fmt,
                             disable_numparse=True,
                             colalign=("right", "left") + ("right",) * (len(keep) - 2))
            if text_width(table) <= width:
                break
    return table + "\n\n" + said if legend else table


def ranking_state(concours: Concours, rules_label: str, open_count: int) -> list[str]:
    """Where the concours stands: its rules, the rounds drawn and the ranking's order (or
    that the ranking is final); then, with tables open, that they are not counted yet."""
    ranked = _("ranked by points") if concours.rank == "points" else _("ranked by wins")
    if not concours.drawn:
        state = _("{rules}, {rounds} rounds planned, none drawn yet").format(
            rules=rules_label, rounds=concours.rounds)
    elif concours.drawn == concours.rounds and not open_count:
        state = ngettext("{rules}, the final ranking after {rounds} round ({ranked})",
                         "{rules}, the final ranking after {rounds} rounds ({ranked})",
                         concours.rounds).format(rules=rules_label, rounds=concours.rounds,
                                                 ranked=ranked)
    else:
        state = _("{rules}, round {drawn} of {rounds} drawn ({ranked})").format(
            rules=rules_label, drawn=concours.drawn, rounds=concours.rounds, ranked=ranked)
    lines = [state]
    if open_count:
        lines.append(ngettext("{n} table is still open: the ranking counts the results so "
                              "far.", "{n} tables are still open: the ranking counts the "
                              "results so far.", open_count).format(n=open_count))
    return lines


def concours_title(concours: Concours) -> str:
    return for_terminal(concours.title) if concours.title else _("Concours")


def ranking_heading(concours: Concours, rules_label: str, open_count: int) -> str:
    title = concours_title(concours)
    state, *still = ranking_state(concours, rules_label, open_count)
    return "\n".join([_("{title}: {state}").format(title=title, state=state)] + still)


def rules_said(rules) -> str:
    """`belote-maison, 12 deals a table`: the rule set and how long a table plays."""

    return _("{rules}, {end} a table").format(rules=rules.base or rules.name,
                                             end=end_said(rules))


def result_said(table: dict, progress: tuple | None = None) -> str:
    """`1012–932`, `1012–932 (typed)`, `open`, or for a table being played `open: 3 deals,
    412–380`."""
    if table["open"]:
        if progress:
            deals, ns, ew = progress
            return ngettext("open: {n} deal, {ns_total}–{ew_total}",
                            "open: {n} deals, {ns_total}–{ew_total}", deals).format(
                                n=deals, ns_total=ns, ew_total=ew)
        return _("open")
    said = _("{ns}–{ew}").format(ns=table["ns_total"], ew=table["ew_total"])
    return _("{result} (typed)").format(result=said) if table["typed"] else said


def round_view(concours: Concours, data: dict, progress: dict | None = None,
               places: bool = True) -> dict:
    """Round N's draw as people read it, for the terminal and the pages alike: its heading,
    each table's teams and result, the bye, and (with `places`) where each team sits."""
    number = data["round"]
    where = [(team_label(concours, team), _("sits out") if table is None else
              _("table {table}, {side}").format(table=table, side=team_code(side)))
             for team, table, side in (where_am_i(concours, number) if places else ())]
    return {"heading": _("Round {round} of {rounds}").format(round=number,
                                                             rounds=concours.rounds),
            "tables": [{"table": t["table"], "ns": team_label(concours, t["ns"]),
                        "ew": team_label(concours, t["ew"]),
                        "result": result_said(t, (progress or {}).get((number, t["table"])))}
                       for t in data["tables"]],
            "bye": bye_said(concours, data) if data["bye"] is not None else None,
            "places": where}


def round_text(concours: Concours, data: dict, fmt: str = "simple",
               width: int | None = None, progress: dict | None = None) -> str:
    """Round N's draw: its tables, the bye, and each team's place by team number."""
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    view = round_view(concours, data, progress)
    body = [[t["table"], t["ns"], t["ew"], t["result"]] for t in view["tables"]]
    headers = [_("table"), team_code("ns"), team_code("ew"), _("result")]
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True,
                     colalign=("right", "left", "left", "right"))
    if width is not None and text_width(table) > width:  # a phone: one table to a line
        table = "\n".join(_("Table {table}: {ns} against {ew}, {result}").format(
            table=b[0], ns=b[1], ew=b[2], result=b[3]) for b in body)
    lines = [view["heading"], "", table]
    if view["bye"]:
        lines += ["", view["bye"]]
    lines += ["", _("Where am I")]
    lines += [_("{team}: {place}").format(team=team, place=place)
              for team, place in view["places"]]
    return "\n".join(lines)


def bye_said(concours: Concours, data: dict) -> str:
    """`Sits out: 9 Les Verts (a bye: a round won, worth 812 points)`."""
    bye = team_label(concours, data["bye"])
    if concours.bye_points or any(not t["open"] for t in data["tables"]):
        return ngettext("Sits out: {team} (a bye: a round won, worth {points} point)",
                        "Sits out: {team} (a bye: a round won, worth {points} points)",
                        data["bye_points"]).format(team=bye, points=data["bye_points"])
    return _("Sits out: {team} (a bye: a round won, worth the round's mean points)"
             ).format(team=bye)


def where_am_i(concours: Concours, round_number: int) -> list[tuple[int, int | None, str]]:
    """(team, table or None for the bye, side) for each team drawn, by team number."""
    drawn = concours.draws[round_number - 1]
    places = []
    for n, (ns, ew) in enumerate(drawn.tables, start=1):
        places += [(ns, n, "ns"), (ew, n, "ew")]
    if drawn.bye is not None:
        places.append((drawn.bye, None, ""))
    return sorted(places)
