"""A concours as text and data (SPEC 13): the ranking, a round's draw with its "where am
I" list, and their JSON. The pages (`render/pages`) draw the same rows."""

from __future__ import annotations

from ..concours import Concours, Round, State, bye_value, chain, counted
from ..concours.event import members
from ..concours.standing import code_said, tie_breaks
from ..i18n import N_, _, both, ngettext, pgettext, team_code
from ..safetext import for_terminal
from ..rules.said import end_said
from .labels import rank_said, signed
from .layout import text_width


def draw_data(drawn: Round | None) -> dict | None:
    """`{"round": 4, "tables": [[4, 8], [7, 5]], "bye": null}`."""
    if drawn is None:
        return None
    return {"round": drawn.round, "tables": [[_side(ns), _side(ew)] for ns, ew in drawn.tables],
            "bye": _side(drawn.bye)}


def _side(side):
    """A side as JSON: a team's number, a mêlée's two players (a list); a bye likewise."""
    return list(side) if isinstance(side, tuple) else side


def ranking_data(st: State) -> dict:
    concours = st.concours
    rows = []
    for standing in st.standings:
        row = standing.as_data(concours.melee)
        if concours.prizes:
            row["prize"] = st.prizes.get(standing.team.number)
        rows.append(row)
    return {"concours": concours.title, "rounds": concours.rounds, "drawn": concours.drawn,
            "open": [list(t) for t in st.open], "ranking": rows, "after": st.after,
            "final": st.final, "check_code": st.code, "tiebreak": list(chain(concours)),
            "to_check": [list(t) for t in st.to_check], "stale": draw_data(st.stale),
            "prizes": [{"from": p.first, "to": p.last, "text": p.text}
                       for p in concours.prizes], **({"melee": True} if concours.melee else {})}


def table_data(concours: Concours, round_number: int, n: int, results: dict) -> dict:
    """One table of `show --round N`: its teams and result as the ranking counts it."""
    ns, ew = concours.draws[round_number - 1].tables[n - 1]
    result = results.get((round_number, n))
    totals = counted(concours, round_number, n, result, results) if result else (None, None)
    return {"table": n, "ns": _side(ns), "ew": _side(ew), "ns_total": totals[0],
            "ew_total": totals[1],
            "open": result is None, "typed": bool(result and result.typed),
            "forfeit": list(result.forfeit) if result and result.forfeit else None}


def round_data(concours: Concours, round_number: int, results: dict) -> dict:

    drawn = concours.draws[round_number - 1]
    tables = [table_data(concours, round_number, n, results)
              for n in range(1, len(drawn.tables) + 1)]
    data = {"round": round_number, "tables": tables, "bye": _side(drawn.bye),
            "swapped": drawn.swapped}
    if drawn.bye:
        data["bye_points"] = bye_value(concours, round_number, results)
    return data


def team_row(team, melee: bool = False) -> dict:
    """A row of `show --teams` (a mêlée's player has no players)."""
    row = {"number": team.number, "name": team.name, "players": list(team.players),
           "present": team.present, "withdrawn": team.withdrawn}
    if melee:
        del row["players"]
    return row


def teams_data(concours: Concours) -> dict:
    return {("players" if concours.melee else "teams"): [team_row(t, concours.melee)
                                                         for t in concours.teams]}


def team_label(concours: Concours, number) -> str:
    """`3 Les Bleus`: the number first, as the organiser calls them; a mêlée's side by its
    two players (`3 Anna & 7 Chloé`)."""
    if isinstance(number, (tuple, list)):
        first, second = (team_label(concours, p) for p in number)
        return _("{first} & {second}").format(first=first, second=second)
    # A mêlée's players by their names alone: ru quotes a team's name, never a person's.
    said = pgettext("melee", "{number} {name}") if concours.melee else _("{number} {name}")
    return said.format(number=number, name=for_terminal(concours.team(number).name))


def ranking_table(concours: Concours, rows: list[dict], fmt: str = "simple",
                  width: int | None = None, legend: bool = True) -> str:
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    if not rows:
        return no_one_yet(concours)
    withdrawn = pgettext("player", "(withdrawn)") if concours.melee else _("(withdrawn)")
    # TRANSLATORS: one-letter headers as in the standings: played, won, drawn, lost,
    # points for, points against; "byes" are the rounds a team sat out
    headers = ["#", _("player") if concours.melee else _("team"), _("P"), _("W"), _("D"), _("L"), _("F"), _("A"), _("diff"),
               _("byes")]
    body = [[rank_said(r["rank"], r["shared"], rows),
             team_label(concours, r["number"]) + (f" {withdrawn}" if r["withdrawn"] else ""),
             r["played"], r["won"], r["drawn"], r["lost"], r["points_for"],
             r["points_against"], signed(r["difference"]), r["byes"]] for r in rows]
    prizes = any(r.get("prize") for r in rows)
    if prizes:
        headers.append(_("prize"))
        for b, r in zip(body, rows):
            b.append(for_terminal(r.get("prize") or ""))
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True,
                     colalign=("right", "left") + ("right",) * 8 + ("left",) * prizes)
    said = _("P played, W won, D drawn, L lost, F points for, A points against, diff F − A "
             "of the tables played (a bye's points aside), byes rounds sat out")
    if width is not None and text_width(table) > width:  # a phone: the essentials
        for keep, said in (((0, 1, 3, 6, 8), _("W won, F points for, diff F − A of the "
                                                "tables played")),
                           ((0, 1, 3, 6), _("W won, F points for")),
                           ((0, 1, 6), _("F points for"))):
            keep += (10,) * prizes
            table = tabulate([[b[i] for i in keep] for b in body],
                             headers=[headers[i] for i in keep], tablefmt=fmt,
                             disable_numparse=True,
                             colalign=("right", "left") + ("right",) * (len(keep) - 2 - prizes)
                             + ("left",) * prizes)
            if text_width(table) <= width:
                break
        else:  # names too long for any table: a line a team, which folds between words
            said = ""
            table = "\n".join(_ranking_line(b, prizes) for b in body)
    if said and any(r["shared"] for r in rows):
        # TRANSLATORS: the legend's words for the mark of a place shared (fr « ex. : ex
        # æquo », ru «2–3: общее место»), after the columns' words
        first = next(r for r in rows if r["shared"])  # the mark as the table shows it
        said = pgettext("legend", "{legend}, {more}").format(
            legend=said, more=_("{mark} a place shared").format(
                mark=rank_said(first["rank"], True, rows)))
    return table + "\n\n" + said if legend and said else table


def _ranking_line(row: list, prizes: bool) -> str:
    """`1 3 Les Verts: 3 won, 3424 points, diff +936 (un jambon)`."""
    line = _("{rank} {team}: {won} won, {points} points, diff {difference}").format(
        rank=row[0], team=row[1], won=row[3], points=row[6], difference=row[8])
    if prizes and row[10]:
        line = _("{line} ({prize})").format(line=line, prize=row[10])
    return line


def no_one_yet(concours: Concours) -> str:
    return _("No player yet: register them with `scorecli concours player FOLDER NAME`.") \
        if concours.melee else \
        _("No team yet: register them with `scorecli concours team FOLDER NAME`.")


def ranking_state(st: State, rules_label: str) -> list[str]:
    """Where the concours stands: "Final ranking", or the ranking after round N of R, its
    rules and order; then, with tables open, that they are not counted yet."""
    concours = st.concours
    ranked = _("ranked by points") if concours.rank == "points" else _("ranked by wins")
    if not st.after:
        state = ngettext("{rules}, {rounds} round planned, not drawn yet",
                         "{rules}, {rounds} rounds planned, none drawn yet",
                         concours.rounds).format(
            rules=rules_label, rounds=concours.rounds)
    elif st.final:
        state = _("Final ranking: {rules} ({ranked})").format(rules=rules_label,
                                                             ranked=ranked)
    else:
        # a round whose tables still play is not over: « pendant », not « après »
        state = (_("Ranking during round {after} of {rounds}: {rules} ({ranked})")
                 if playing(st) else
                 _("Ranking after round {after} of {rounds}: {rules} ({ranked})")).format(
            after=st.after, rounds=concours.rounds, rules=rules_label, ranked=ranked)
    lines = [state]
    if st.open:
        lines.append(ngettext("{n} table is still open: the ranking counts the results so "
                              "far.", "{n} tables are still open: the ranking counts the "
                              "results so far.", len(st.open)).format(n=len(st.open)))
    return lines


def playing(st: State) -> bool:
    """The last round counted still has a table open."""
    return any(round_number == st.after for round_number, _table in st.open)


def check_code_said(st: State) -> str:
    return _("Check code: {code} (two folders with the same sheets give the same code)"
             ).format(code=code_said(st.code))


# One sentence a key, so that each language says how the key decides (fr « à l'écart »)
_TIE_BROKEN = {"points": N_("{upper} ahead of {lower} on points"),
               "wins": N_("{upper} ahead of {lower} on wins"),
               "difference": N_("{upper} ahead of {lower} on the difference"),
               "against": N_("{upper} ahead of {lower}: fewer points against"),
               "best-round": N_("{upper} ahead of {lower} on the best round"),
               "head-to-head": N_("{upper} ahead of {lower} on their games against each other"),
               "lot": N_("{upper} ahead of {lower} by lot")}


def tie_break_lines(st: State) -> list[str]:
    """Which tie-break put a team ahead of another it was level with (`2 Les Verts ahead
    of 5 Les Bleus on the difference`): a ranking is argued over there."""
    def teams(numbers) -> str:
        return both(team_label(st.concours, n) for n in numbers)
    return [_(_TIE_BROKEN[key]).format(upper=teams(upper), lower=teams(lower))
            for upper, lower, key in tie_breaks(st.concours, st.results)]


def prize_lines(st: State, listed: bool = True) -> list[str]:
    """The prizes (`listed`: before the ranking is final, when no column shows them), and
    the shared ranks whose places carry different prizes."""
    concours = st.concours
    lines = [_("Prizes:")] + ["  " + (_("Rank {rank}: {text}") if p.first == p.last else
                                       _("Ranks {first} and {last}: {text}")
                                       if p.last == p.first + 1 else
                                       _("Ranks {first} to {last}: {text}")).format(
        rank=p.first, first=p.first, last=p.last,
        text=for_terminal(p.text)) for p in concours.prizes] if concours.prizes and listed \
        else []
    if st.final and concours.prizes:
        places = sum(1 for s in st.standings if s.team.withdrawn is None and s.played)
        for prize in concours.prizes:
            if prize.last > places:
                lines.append(_("Not given: the prize of ranks {ranks} ({text}); {n} teams "
                               "still in played a round.").format(
                    ranks=prize.first if prize.first == prize.last else
                    f"{prize.first}-{prize.last}", text=for_terminal(prize.text), n=places)
                    if prize.first > places else
                    _("Given in part: the prize of ranks {ranks} ({text}); {n} teams still "
                      "in played a round.").format(
                    ranks=f"{prize.first}-{prize.last}", text=for_terminal(prize.text),
                    n=places))
    for numbers, first, last in st.clashes:
        lines.append(_("{teams} share rank {rank}: the prizes of ranks {first} to {last} "
                       "differ; decide by hand, or add `lot` to the tie-break").format(
            teams=both(numbers), rank=first, first=first, last=last))
    return lines


def stale_said(concours: Concours, stale: Round, folder=None, undo: bool = False) -> str:
    """A correction has made a later draw wrong: which, as drawn and as drawn now."""
    drawn = concours.draws[stale.round - 1]
    said = _("Round {round} was drawn from the ranking as it stood then, before a result "
             "was corrected or the tie-breaks changed: it is {was}; drawn now it would be "
             "{now}.").format(round=stale.round,
                                                     was=tables_said(drawn),
                                                     now=tables_said(stale))
    if undo:
        said += " " + _("No table of it has begun: `scorecli concours undraw {folder}`, then "
                        "`scorecli concours draw {folder}`, draws it again.").format(
            folder=folder)
    else:
        said += " " + _("It has begun, so it stands as drawn.")
    return said


def tables_said(drawn: Round) -> str:
    """`4–5, 7–8` (and the bye: `, 9 sits out`): a team's draw (a mêlée's is never drawn
    again)."""
    said = ", ".join(_("{ns}–{ew}").format(ns=a, ew=b) for a, b in drawn.tables)
    if drawn.bye is not None:
        said = _("{tables}, {team} sits out").format(tables=said, team=drawn.bye)
    return said


def concours_title(concours: Concours) -> str:
    if concours.title:
        return for_terminal(concours.title)
    return _("Mêlée") if concours.melee else _("Team concours")  # untitled: which kind


def ranking_heading(st: State, rules_label: str) -> str:
    """The title on its own line, then where the ranking stands."""
    return "\n".join([concours_title(st.concours)] + ranking_state(st, rules_label))


def rules_said(rules) -> str:
    """`belote-maison, 12 deals a table`: the rule set and how long a table plays."""

    return _("{rules}, {end} a table").format(rules=rules.base or rules.name,
                                             end=end_said(rules))


def result_said(table: dict, progress: tuple | None = None, concours=None) -> str:
    """`1012–932`, `1012–932 (typed)`, `open`, for a table being played `open: 3 deals,
    412–380`, or a forfeit by the team's number and name (`concours` names them)."""
    if table["open"]:
        if progress:
            deals, ns, ew = progress
            return ngettext("open: {n} deal, {ns_total}–{ew_total}",
                            "open: {n} deals, {ns_total}–{ew_total}", deals).format(
                                n=deals, ns_total=ns, ew_total=ew)
        return _("open")
    if table.get("forfeit"):
        return ngettext("forfeit: {teams} did not come", "forfeit: {teams} did not come",
                        len(table["forfeit"])).format(teams=both(
                            team_label(concours, n) if concours else n for n in table["forfeit"]))
    said = _("{ns}–{ew}").format(ns=table["ns_total"], ew=table["ew_total"])
    return _("{result} (typed)").format(result=said) if table["typed"] else said


def round_view(concours: Concours, data: dict, progress: dict | None = None,
               places: bool = True) -> dict:
    """Round N's draw as people read it, for the terminal and the pages alike: its heading,
    each table's teams and result, the bye, and (with `places`) where each team sits."""
    number = data["round"]
    where = [(team_label(concours, team), table if not side else
              _("table {table}, {side}").format(table=table, side=side))
             for team, (table, side) in sorted(seats(concours, number).items()) if places]
    return {"heading": _("Round {round} of {rounds}").format(round=number,
                                                             rounds=concours.rounds),
            "tables": [{"table": t["table"], "ns": team_label(concours, t["ns"]),
                        "ew": team_label(concours, t["ew"]),
                        "result": result_said(t, (progress or {}).get((number, t["table"])),
                                              concours)}
                       for t in data["tables"]],
            "bye": bye_said(concours, data) if data["bye"] not in (None, []) else None,
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
    bye = both(team_label(concours, p) for p in members(concours.draws[data["round"] - 1].bye))
    if concours.bye_points or any(not t["open"] for t in data["tables"]):
        return ngettext("Sits out: {team} (a bye: a round won, worth {points} point)",
                        "Sits out: {team} (a bye: a round won, worth {points} points)",
                        data["bye_points"]).format(team=bye, points=data["bye_points"])
    return _("Sits out: {team} (a bye: a round won, worth the round's mean points)"
             ).format(team=bye)


def seats(concours: Concours, round_number: int) -> dict:
    """Each one drawn in a round: (table, side code), or ("sits out", "") for the bye."""
    drawn = concours.draws[round_number - 1]
    places = {}
    for n, (ns, ew) in enumerate(drawn.tables, start=1):
        for side, code in ((ns, "ns"), (ew, "ew")):
            for number in members(side):
                places[number] = (n, team_code(code))
    for number in members(drawn.bye):
        places[number] = (_("sits out"), "")
    return places


def surname_key(name: str) -> tuple[str, str]:
    """Players sort by surname: the first word in capitals of two letters or more
    (`DUPONT Jean`, `Jean LE GALL` under LE), else the last word; then the whole name."""
    from ..words.vocabulary import fold

    words = name.split()
    capital = next((w for w in words if len(w) >= 2 and w.isupper()), None)
    surname = capital or (words[-1] if words else "")
    return fold(surname), fold(name)


def players_by_surname(concours: Concours) -> list[tuple[str, int]]:
    """Every registered player, by surname, with their team's number (a mêlée's, their
    own)."""
    found = [(t.name, t.number) for t in concours.teams] if concours.melee else \
        [(p, t.number) for t in concours.teams for p in t.players]
    return sorted(found, key=lambda item: surname_key(item[0]) + (item[1],))


def mark_said(team, melee: bool = False) -> str:
    """A team's (or a mêlée player's) check-in or withdrawal, in a word or two."""
    if team.withdrawn is not None and melee:
        return pgettext("player", "withdrew after round {round}").format(
            round=team.withdrawn) if team.withdrawn else pgettext("player",
                                                                  "withdrew before round 1")
    if team.withdrawn is not None:
        return _("withdrew after round {round}").format(round=team.withdrawn) \
            if team.withdrawn else _("withdrew before round 1")
    if melee:
        return {True: pgettext("player", "checked in"), False: pgettext("player", "absent"),
                None: ""}[team.present]
    return {True: _("checked in"), False: _("absent"), None: ""}[team.present]


def teams_text(concours: Concours, fmt: str = "simple", width: int | None = None) -> str:
    """The teams registered: number, name, players, check-in or withdrawal (a line a team
    where the table is wider than the terminal)."""
    from tabulate import tabulate

    from .labels import pair_said

    if not concours.teams:
        return no_one_yet(concours)
    body = [[t.number, for_terminal(t.name), for_terminal(pair_said(t.players)),
             mark_said(t, concours.melee)] for t in concours.teams]
    if concours.melee:  # players alone
        body = [[number, name, mark] for number, name, _players, mark in body]
        return tabulate(body, headers=[_("no."), _("player"), _("check-in")], tablefmt=fmt,
                        disable_numparse=True, colalign=("right", "left", "left"))
    table = tabulate(body, headers=[_("no."), _("team"), _("players"), _("check-in")],
                     tablefmt=fmt, disable_numparse=True,
                     colalign=("right", "left", "left", "left"))
    if width is None or text_width(table) <= width:
        return table
    lines = []
    for number, name, players, mark in body:
        line = _("{number} {name}").format(number=number, name=name)
        if players:
            line = _("{team} ({players})").format(team=line, players=players)
        lines.append(_("{team}: {mark}").format(team=line, mark=mark) if mark else line)
    return "\n".join(lines)
