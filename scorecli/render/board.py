"""The scoreboard: the deals' table (wide or narrow to fit), bars, chart, verdict."""

from __future__ import annotations

from ..game.cards import other_team
from ..game.deal import DEFAULT_TEAMS, Match
from ..game.tally import score_announcements
from ..i18n import _, ngettext, number, pgettext, seat_code, seat_in_sentence, when_said, word
from ..safetext import for_terminal
from ..scoring import MatchScore
from ..rules.said import rules_said
from .labels import (team_line, contract_label, extras_label, has_litige, result_label,
                     named_in_sentence, short_contract, short_result, signed, taker_label,
                     team_names)
from .layout import cut_names, text_width, wrap_text, display_width


def score_table(score: MatchScore, match: Match | None, fmt: str = "simple",
                width: int | None = None, last: int | None = None,
                unicode: bool = True) -> str:
    """The deals, a row each, and the totals: the full table where it fits in `width`
    columns, else a narrow one (each team's running total with the deal's score), with
    the team names cut to fit if need be."""
    shown = score.deals[-last:] if last else score.deals
    for extras in ("in full", "short", None):  # the announcements named where they fit
        table = _wide_table(score, shown, match, fmt, extras)
        if width is None or text_width(table) <= width:
            return table
    names = team_names(match)
    for gains in (True, False):  # at the last, the running totals without each deal's gain
        for cut in (None, 12, 9, 6, 4):
            table = _narrow_table(score, shown, cut_names(names, cut), fmt, unicode, gains)
            if text_width(table) <= width:
                return table + _narrow_legend(shown, score.rules, unicode, width)
    return table + _narrow_legend(shown, score.rules, unicode, width)


def _narrow_legend(shown, rules, unicode: bool, width: int) -> str:
    """What the phone's board marks in a letter or a sign (`b`, `×2`, `+50`), spelled
    out under it: only the marks it shows."""
    from .layout import fold_lines

    times = "×" if unicode else "x"
    modes = {ds.deal.mode for ds in shown}
    announced = any("+" in _marks(ds.deal, rules) for ds in shown)
    pot = any(ds.pot_paid for ds in shown)  # `made +81`: the held points a deal won
    plus = (_("announcements scored (after the trump) or held points won (after the result)")
            if announced and pot else _("announcements scored") if announced else
            _("held points won") if pot else None)
    marks = [(_("NT"), word("no-trump")) if "no-trump" in modes else None,
             (_("AT"), word("all-trump")) if "all-trump" in modes else None,
             (_("gén."), word("generale")) if any(ds.deal.contract == "generale"
                                                   for ds in shown) else None,
             (_("b"), _("belote")) if any(ds.deal.belote for ds in shown) else None] + [
        (f"{times}{n}", word(kind, rules.scorer)) if any(ds.deal.coinche == kind for ds in shown)
        else None for n, kind in ((2, "coinche"), (4, "surcoinche"))] + [
        ("+N", plus) if plus else None] + [
        ("*", _("played after the match was won")) if any(ds.after_win for ds in shown)
        else None]
    said = ", ".join(pgettext("legend", "{header}: {meaning}").format(header=h, meaning=m)
                     for h, m in filter(None, marks))
    return "\n\n" + fold_lines(said, width) if said else ""


def _wide_table(score: MatchScore, shown, match: Match | None, fmt: str,
                extras: str | None = "short") -> str:
    from tabulate import tabulate  # imported here: start-up pays only when a table is drawn

    names = team_names(match)
    held = has_litige(score.rules) or score.held or any(ds.held for ds in shown)
    in_full = extras == "in full"
    extras = extras and any(extras_label(ds.deal, match) for ds in shown)
    total = _("total")
    headers = (["#", _("taker"), deal_column(score.rules), _("result")] + ([_("extras")] if extras else [])
               # TRANSLATORS: a column of a team's running total (fr «total Nous», ru «Мы, всего»)
               + [names["ns"], names["ew"], _("{team} total").format(team=names["ns"]),
                  _("{team} total").format(team=names["ew"])]
               + ([_("held")] if held else []))
    rows = []
    family = score.rules.scorer
    for ds in shown:
        rows.append([ds.number, taker_label(ds.deal, match), contract_label(ds.deal, score.rules.scorer),
                     result_label(ds, family, match)]
                    + ([extras_label(ds.deal, match, in_full=in_full, rules=score.rules)]
                       if extras else [])
                    + [ds.score["ns"], ds.score["ew"], ds.total["ns"], ds.total["ew"]]
                    + ([ds.held or ""] if held else []))
    rows.append(["", total, "", ""] + ([""] if extras else []) + ["", "", score.total["ns"],
                score.total["ew"]] + ([score.held or ""] if held else []))
    colalign = ("right", "left", "left", "left") + (("left",) if extras else ()) \
        + ("right",) * (4 + held)
    return tabulate(rows, headers=headers, tablefmt=fmt, colalign=colalign,
                    disable_numparse=True)


def deal_column(rules) -> str:
    """The head of the column of who took and what: the contract where there are bids,
    the deal in plain belote, which has none (fr «contrat» or «donne»)."""
    if rules.bids:
        # TRANSLATORS: the column of the contract and trump (fr «contrat», ru «заявка»)
        return pgettext("column", "deal")
    # TRANSLATORS: the same column in plain belote, where no contract is bid (fr «donne»)
    return pgettext("column without bids", "deal")


def _marks(deal, rules) -> str:
    """` b +50`: a belote, and what the announcements scored, on the phone's board."""

    if deal.taker is None:  # scored by hand, or a misdeal dealt again
        return ""
    # TRANSLATORS: a belote on the narrow board, one letter (fr b, ru б)
    marks = [_("b")] if deal.belote else []
    scored = score_announcements(deal, rules)[0]  # what counted, not what was announced
    if scored["ns"] or scored["ew"]:
        marks.append(f"+{scored['ns'] + scored['ew']}")
    return "".join(" " + mark for mark in marks)


def _narrow_table(score: MatchScore, shown, names: dict, fmt: str, unicode: bool,
                  gains: bool = True) -> str:
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    family = score.rules.scorer
    rows = [[ds.number, short_contract(ds.deal, unicode, _marks(ds.deal, score.rules)),
             short_result(ds, family, names)]
            + [f"{ds.total[t]} ({signed(ds.score[t])})" if gains and ds.score[t]
               else str(ds.total[t]) for t in ("ns", "ew")] for ds in shown]
    rows.append(["", _("total"), _("held {points}").format(points=score.held)
                 if score.held else "", score.total["ns"], score.total["ew"]])
    return tabulate(rows, headers=["#", deal_column(score.rules), _("result"), names["ns"],
                                   names["ew"]],
                    tablefmt=fmt, colalign=("right", "left", "left", "right", "right"),
                    disable_numparse=True)


def verdict(score: MatchScore, match: Match | None) -> str:
    """The lines under the table: who has won, or what each team still needs."""
    return "\n".join(verdict_lines(score, match))


def _held_nowhere(score: MatchScore) -> list[str]:
    """The points an ended match still held, which no deal will give (« 162 »)."""
    return [ngettext("{points} point still held belongs to nobody.",
                     "{points} points still held belong to nobody.",
                     score.held).format(points=score.held)] if score.held and score.ended else []


def verdict_lines(score: MatchScore, match: Match | None, ending: bool = False) -> list[str]:
    """`verdict`'s lines: the first says who has won (or what each team needs), the
    others what followed (deals after the win, points held); `ending`, as the deal that
    ended the match says it: who won, and the points held that no one will have."""
    if ending:
        return verdict_lines(score, match)[:1] + _held_nowhere(score)
    names = team_names(match)
    lines = []
    if score.drawn:
        at_end = score.deal(score.won_at).total
        lines.append(ngettext("The match is drawn, {points} each, after its {deals} deal.",
                              "The match is drawn, {points} each, after its {deals} deals.",
                              score.won_at).format(points=at_end["ns"], deals=score.won_at))
    elif score.winner:
        w = score.winner
        other = other_team(w)
        at_win = score.deal(score.won_at).total
        said = dict(team=named_in_sentence(match, w), won=at_win[w], lost=at_win[other],
                    deal=score.won_at, target=score.target)
        if score.target and at_win[w] >= score.target:  # else the deals limit ended it
            lines.append(_("{team} won the match {won} to {lost} at deal {deal} "
                           "(target {target}).").format(**said))
        else:
            lines.append(ngettext("{team} won the match {won} to {lost} after its {deal} "
                                  "deal.", "{team} won the match {won} to {lost} after its "
                                  "{deal} deals.", score.won_at).format(**said))
    if score.ended:
        last = score.deals[-1].number
        if last == score.won_at + 1:
            lines.append((_("Deal {deal} was played after the match was won.") if score.winner
                          else _("Deal {deal} was played after the match ended.")
                          ).format(deal=last))
        elif last == score.won_at + 2:  # two: « 2 et 3 », not « 2 à 3 »
            lines.append((_("Deals {first} and {last} were played after the match was won.")
                          if score.winner else
                          _("Deals {first} and {last} were played after the match ended.")
                          ).format(first=score.won_at + 1, last=last))
        elif last > score.won_at + 2:
            lines.append((_("Deals {first} to {last} were played after the match was won.")
                          if score.winner else
                          _("Deals {first} to {last} were played after the match ended.")
                          ).format(first=score.won_at + 1, last=last))
        lines += _held_nowhere(score)
    else:
        if score.target:
            need = score.still_needed()
            lines.append(_("Target {target}: {ns} needs {ns_points}, {ew} needs "
                           "{ew_points}.").format(target=score.target, ns=names["ns"],
                                                   ns_points=need["ns"], ew=names["ew"],
                                                   ew_points=need["ew"]))
        limit = score.rules.options.get("deals_limit")
        if limit:
            played = sum(1 for ds in score.deals if ds.counts)  # a redeal is no deal
            lines.append(ngettext("{played} of {limit} deals played.",
                                  "{played} of {limit} deals played.", played).format(
                played=played, limit=limit))  # « Раздача 0 из 4 » read as a deal numbered 0
        if score.held:
            lines.append(ngettext("{points} point held for the winner of the next deal.",
                                  "{points} points held for the winner of the next deal.",
                                  score.held).format(points=score.held))
    return lines


def show_text(score: MatchScore, match: Match | None, fmt: str = "simple",
              chart: bool = False, unicode: bool = True, width: int | None = None,
              last: int | None = None) -> str:
    """The scoreboard: names, the table, a bar per team, the winner, the dealer, notes;
    every line within `width` columns when it is given."""
    import click  # render is a library too: Click only to colour a terminal

    lines = []
    if match is not None and match.title:
        lines += [click.style(line, bold=True)
                  for line in wrap_text(for_terminal(match.title), width)]
    # one house rule said whole (« 1 règle maison » hid which), more counted
    changed = set(score.rules.overridden or {}) - {"target", "deals_limit"}
    rules = rules_said(score.rules, named=len(changed) < 2, keyed=False)
    if match is not None and hasattr(match.started, "hour"):
        head = _("Rules: {rules}, started {when}").format(rules=rules,
                                                          when=when_said(match.started))
    else:
        head = _("Rules: {rules}").format(rules=rules)
    lines += wrap_text(head, width, "", "  ")  # a folded line's rest two spaces in
    if match is not None and score.rules.name not in (match.rules, match.variant):
        lines += wrap_text(_("Rescored: the file's own rules are {own}; the file is not "
                             "changed.").format(own=match.variant or match.rules), width,
                           "", "  ")
    if match is not None and (match.players or dict(match.teams) != DEFAULT_TEAMS):
        lines += wrap_text(_("{ns} against {ew}").format(ns=team_line(match, "ns"),
                                                     ew=team_line(match, "ew")), width,
                           "", "  ")
    lines.append("")
    if score.deals:
        shown = score.deals[-last:] if last else score.deals
        if len(shown) < len(score.deals):
            lines.append((_("The last deal of {deals}:") if len(shown) == 1 else
                          _("The last {shown} of {deals} deals:")).format(
                shown=len(shown), deals=len(score.deals)))
        lines += [score_table(score, match, fmt, width, last, unicode), ""]
    else:
        lines += [_("No deals yet."), ""]
    lines += progress_bars(score, match, unicode, width)
    said = verdict(score, match).split("\n")
    if not score.ended and score.target:
        said = said[1:]  # the bars already say what each team needs
    for i, line in enumerate(said):
        # Folded first, then coloured: the colour's codes take no columns.
        folded = wrap_text(line, width, "", "  ")
        if i == 0 and score.ended:
            folded = [click.style(part, fg="green", bold=True) for part in folded]
        lines += folded
    dealer = next_dealer_said(score, match)
    if dealer:
        lines.append(dealer)
    notes = [(n, d.note) for n, d in enumerate(match.deals, 1) if d.note] if match else []
    if last:
        notes = [(n, text) for n, text in notes if n > len(match.deals) - last]
    if notes:
        lines += ["", _("Notes:")]
        for n, text in notes:
            lines += wrap_text(for_terminal(text), width, first=f"  {n:>3}  ", rest=" " * 7)
    if chart and score.deals:
        lines += ["", chart_text(score, match, unicode, width=_chart_width(score, width))]
    return "\n".join(lines)


def next_dealer_said(score: MatchScore, match: Match | None) -> str:
    """`Next to deal: s (Chloé)`, while the match goes on and its dealer is known."""
    if match is None or not match.dealer or score.ended:
        return ""
    options = score.rules.options
    seat = match.dealer_of(len(match.deals) + 1,
                           options.get("direction", "counter-clockwise"),
                           options.get("misdeal_penalty", "redeal"))
    name = match.players.get(seat)
    return _("Next to deal: {seat}").format(
        seat=_("{seat} ({name})").format(seat=seat_code(seat), name=for_terminal(name))
        if name else seat_in_sentence(seat))  # fr « Sud », not « s »


def _chart_width(score: MatchScore, width: int | None) -> int:
    label = len(str(max(score.target, *score.total.values())))
    return 60 if width is None else max(10, min(60, width - label - 2))


TEAM_COLOURS = {"ns": "cyan", "ew": "magenta"}


def progress_bars(score: MatchScore, match: Match | None, unicode: bool = True,
                  width: int | None = None) -> list[str]:
    """One bar per team toward the target, the bars as long as `width` allows (10 to 30)."""
    import click  # render is a library too: Click only to colour a terminal

    if not score.target:
        return []  # no target: the match ends at its deals limit
    names = team_names(match)
    label_width = max(display_width(names[t]) for t in ("ns", "ew"))
    full, empty = ("█", "░") if unicode else ("#", ".")
    needed = score.still_needed()
    tails = {t: (f"{number(score.total[t]):>5}/{number(score.target)}  "
                 + (_("reached") if not needed[t] else "" if score.ended else  # nothing left
                    _("needs {points}").format(points=number(needed[t])))).rstrip()
             for t in ("ns", "ew")}
    bar_width, own_line = 30, False
    if width is not None:
        tail_width = max(display_width(tail) for tail in tails.values())
        room = width - label_width - 4 - tail_width
        if room < 10:  # a long name: the name on a line of its own, the bar below it
            own_line, room = True, width - 4 - tail_width
        bar_width = max(5, min(30, room))
    lines = []
    for team in ("ns", "ew"):
        total = score.total[team]
        filled = min(bar_width, max(0, total * bar_width // score.target))
        bar = click.style(full * filled, fg=TEAM_COLOURS[team]) + empty * (bar_width - filled)
        if own_line:
            lines += [names[team], f"  {bar}  {tails[team]}"]
        else:
            name = names[team] + " " * (label_width - display_width(names[team]))
            lines.append(f"{name}  {bar}  {tails[team]}")
    return lines


def chart_text(score: MatchScore, match: Match | None, unicode: bool = True,
               height: int = 12, width: int = 60) -> str:
    """Both teams' running totals across the deals, with the target line."""
    import click  # render is a library too: Click only to colour a terminal

    names = team_names(match)
    series = {t: [0] + [ds.total[t] for ds in score.deals] for t in ("ns", "ew")}
    deals = len(series["ns"]) - 1
    step = max(1, min(width // max(1, deals), max(6, 30 // max(1, deals))))  # per deal
    columns = min(width, deals * step + 1)
    top = max(score.target, *series["ns"], *series["ew"], 1)
    marks = {"ns": "●" if unicode else "N", "ew": "○" if unicode else "E"}
    both, line = ("◆", "┄") if unicode else ("*", "-")

    def row_of(value: float) -> int:
        row = round(value * (height - 1) / top)
        # Below the target is never drawn on the target's line: it would look reached.
        return row - 1 if value < score.target and row >= target_row > 0 else row

    def at(team: str, column: int) -> float:
        x = column * deals / max(1, columns - 1)  # between two deals: on the line joining them
        left = int(x)
        right = min(deals, left + 1)
        return series[team][left] + (series[team][right] - series[team][left]) * (x - left)

    grid = [[" "] * columns for _ in range(height)]
    target_row = round(score.target * (height - 1) / top)
    for c in range(columns):
        if score.target:
            grid[target_row][c] = line
        rows = {t: row_of(at(t, c)) for t in ("ns", "ew")}
        if rows["ns"] == rows["ew"]:
            grid[rows["ns"]][c] = both
        else:
            for t in ("ns", "ew"):
                grid[rows[t]][c] = click.style(marks[t], fg=TEAM_COLOURS[t])
    ticks = {height - 1: top, **({target_row: score.target} if score.target else {}), 0: 0}
    label = len(str(top))
    axis, corner, rule = ("┤", "└", "─") if unicode else ("|", "+", "-")
    out = [f"{ticks.get(r, ''):>{label}} {axis}{''.join(grid[r])}"
           for r in range(height - 1, -1, -1)]
    out.append(" " * label + f" {corner}" + rule * columns)
    first, last = _("deal {n}").format(n=0), _("deal {n}").format(n=deals)
    out.append(" " * (label + 2) + first + " " * max(1, columns - len(first) - len(last)) + last)
    legend = [f"{marks['ns']} {names['ns']}", f"{marks['ew']} {names['ew']}",
              f"{both} " + _("both")]
    legend += [f"{line * 2} " + _("target {target}").format(target=score.target)
               ] if score.target else []
    rows, current = [], ""
    for item in legend:  # as many on a line as the width holds
        if current and display_width(current + "   " + item) > width:
            rows.append(current)
            current = item
        else:
            current = f"{current}   {item}" if current else item
    rows.append(current)
    return "\n".join(out + [" " * (label + 2) + row for row in rows])
