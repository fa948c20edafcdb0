"""Turn scores into text: tables, JSON, explanations, rule listings."""

from __future__ import annotations

from .i18n import _, ngettext, word
from .model import Deal, Match
from .rules import OPTION_SPECS, RuleSet
from .safetext import csv_text, for_terminal
from .scoring import DealScore, MatchScore



def contract_label(deal: Deal) -> str:
    """`100 hearts coinche`, `capot spades`, `no-trump`: the deal as players say it."""
    if deal.hand is not None:
        return _("scored by hand")
    parts = []
    if deal.contract is not None:
        parts.append(word(deal.contract) if isinstance(deal.contract, str)
                     else str(deal.contract))
    parts.append(word(deal.mode))
    if deal.coinche:
        parts.append(word(deal.coinche))
    return " ".join(parts)


def taker_label(deal: Deal, match: Match | None) -> str:
    if deal.hand is not None:
        return "-"
    name = (match.players.get(deal.taker) if match else None)
    return f"{deal.taker} ({for_terminal(name)})" if name else deal.taker


def result_label(ds: DealScore, family: str = "") -> str:
    if ds.result == "by-hand":
        return word("by-hand") + (_(" (after the end)") if ds.after_win else "")
    said = word(ds.result, family)
    capot = ds.deal.capot_team
    if capot and ds.result != "litige":
        kind = word("generale" if ds.deal.generale else "capot")
        said += (f", {kind}" if capot == ds.deal.taker_team
                 else _(", {kind} by defence").format(kind=kind))
    if ds.pot_paid:
        said += _(", +{points} pot").format(points=ds.pot_paid)
    if ds.after_win:
        said += _(" (after the win)")
    return said


def team_names(match: Match | None) -> dict:
    """The teams' names, to print for people (control characters shown, not sent)."""
    if not match:
        return {"ns": "NS", "ew": "EW"}
    return {team: for_terminal(name) for team, name in match.teams.items()}


def has_litige(rules: RuleSet) -> bool:
    return bool(rules.options.get("litige"))


_SUIT_SIGN = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠",
              "no-trump": "SA", "all-trump": "TA"}
_SUIT_LETTER = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s",
                "no-trump": "nt", "all-trump": "at"}


def short_contract(deal: Deal, unicode: bool = True) -> str:
    """`s 100♥ x2`, `e ♠`, `n capot♦`: who took and what, for a narrow screen."""
    if deal.hand is not None:
        return word("by-hand")
    sign = (_SUIT_SIGN if unicode else _SUIT_LETTER)[deal.mode]
    if deal.mode == "no-trump":
        sign = _("SA")  # TRANSLATORS: no-trump in two letters (sans atout)
    elif deal.mode == "all-trump":
        sign = _("TA")  # TRANSLATORS: all-trump in two letters (tout atout)
    contract = {None: "", "generale": "gén."}.get(deal.contract, deal.contract)
    bid = f"{contract}{sign}"
    coinche = {"coinche": " x2", "surcoinche": " x4"}.get(deal.coinche or "", "")
    return f"{deal.taker} {bid}{coinche}"


def short_result(ds: DealScore, family: str = "") -> str:
    """`made`, `failed`, `litige`, `capot`, `def. capot`, `générale`, with `+81` for a pot
    paid and `*` for a deal played after the match was won."""
    said = word(ds.result, family)
    if ds.result == "by-hand":
        return "-" + ("*" if ds.after_win else "")
    capot = ds.deal.capot_team
    if capot and ds.result != "litige":
        kind = word("generale" if ds.deal.generale else "capot")
        said = kind if capot == ds.deal.taker_team else _("def. {kind}").format(kind=kind)
    if ds.result == "litige":
        said += f" {ds.held}"
    if ds.pot_paid:
        said += f" +{ds.pot_paid}"
    return said + ("*" if ds.after_win else "")


def extras_label(deal: Deal) -> str:
    """`belote NS, ann. EW`: what else a deal held, in a few letters."""
    parts = [_("belote {team}").format(team=t.upper()) for t in deal.belote]
    parts += [_("ann. {team}").format(team=t.upper()) for t in ("ns", "ew")
              if deal.announcements[t]]
    return ", ".join(parts)


def score_table(score: MatchScore, match: Match | None, fmt: str = "simple",
                width: int | None = None, last: int | None = None,
                unicode: bool = True) -> str:
    """The deals, a row each, and the totals: the full table where it fits in `width`
    columns, else a narrow one (each team's running total with the deal's score), with
    the team names cut to fit if need be."""
    shown = score.deals[-last:] if last else score.deals
    for extras in (True, False):
        table = _wide_table(score, shown, match, fmt, extras)
        if width is None or _width(table) <= width:
            return table
    names = team_names(match)
    for cut in (None, 12, 9, 6, 4):
        table = _narrow_table(score, shown, _cut_names(names, cut), fmt, unicode)
        if _width(table) <= width:
            break
    return table


def _cut_names(names: dict, cut: int | None) -> dict:
    if cut is None:
        return names
    return {t: n if display_width(n) <= cut else n[:cut - 1] + "…" for t, n in names.items()}


def _width(text: str) -> int:
    return max((display_width(line) for line in text.splitlines()), default=0)


def _wide_table(score: MatchScore, shown, match: Match | None, fmt: str,
                extras: bool = True) -> str:
    from tabulate import tabulate  # imported here: start-up pays only when a table is drawn

    names = team_names(match)
    held = has_litige(score.rules) or score.held or any(ds.held for ds in shown)
    extras = extras and any(extras_label(ds.deal) for ds in shown)
    total = _("total")
    headers = (["#", _("taker"), _("deal"), _("result")] + ([_("extras")] if extras else [])
               + [names["ns"], names["ew"], f"{names['ns']} {total}", f"{names['ew']} {total}"]
               + ([_("held")] if held else []))
    rows = []
    family = score.rules.family
    for ds in shown:
        rows.append([ds.number, taker_label(ds.deal, match), contract_label(ds.deal),
                     result_label(ds, family)] + ([extras_label(ds.deal)] if extras else [])
                    + [ds.score["ns"], ds.score["ew"], ds.total["ns"], ds.total["ew"]]
                    + ([ds.held or ""] if held else []))
    rows.append(["", total, "", ""] + ([""] if extras else []) + ["", "", score.total["ns"],
                score.total["ew"]] + ([score.held or ""] if held else []))
    colalign = ("right", "left", "left", "left") + (("left",) if extras else ()) \
        + ("right",) * (4 + held)
    return tabulate(rows, headers=headers, tablefmt=fmt, colalign=colalign,
                    disable_numparse=True)


def _narrow_table(score: MatchScore, shown, names: dict, fmt: str, unicode: bool) -> str:
    from tabulate import tabulate

    family = score.rules.family
    rows = [[ds.number, short_contract(ds.deal, unicode), short_result(ds, family)]
            + [f"{ds.total[t]} ({'+' if ds.score[t] >= 0 else ''}{ds.score[t]})"
               for t in ("ns", "ew")] for ds in shown]
    rows.append(["", _("total"), _("held {points}").format(points=score.held)
                 if score.held else "", score.total["ns"], score.total["ew"]])
    return tabulate(rows, headers=["#", _("deal"), _("result"), names["ns"], names["ew"]],
                    tablefmt=fmt, colalign=("right", "left", "left", "right", "right"),
                    disable_numparse=True)


def verdict(score: MatchScore, match: Match | None) -> str:
    """The line under the table: who has won, or what each team still needs."""
    names = team_names(match)
    lines = []
    if score.drawn:
        at_end = score.deal(score.won_at).total
        lines.append(ngettext("The match is drawn, {points} each, after its {deals} deal.",
                              "The match is drawn, {points} each, after its {deals} deals.",
                              score.won_at).format(points=at_end["ns"], deals=score.won_at))
    elif score.winner:
        w = score.winner
        other = "ew" if w == "ns" else "ns"
        at_win = score.deal(score.won_at).total
        said = dict(team=names[w], won=at_win[w], lost=at_win[other], deal=score.won_at,
                    target=score.target)
        if score.target:
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
        elif last > score.won_at + 1:
            lines.append((_("Deals {first} to {last} were played after the match was won.")
                          if score.winner else
                          _("Deals {first} to {last} were played after the match ended.")
                          ).format(first=score.won_at + 1, last=last))
        if score.held:
            lines.append(ngettext("{points} point still held belongs to nobody.",
                                  "{points} points still held belong to nobody.",
                                  score.held).format(points=score.held))
    else:
        if score.target:
            need = score.still_needed()
            lines.append(_("Target {target}: {ns} needs {ns_points}, {ew} needs "
                           "{ew_points}.").format(target=score.target, ns=names["ns"],
                                                   ns_points=need["ns"], ew=names["ew"],
                                                   ew_points=need["ew"]))
        limit = score.rules.options.get("deals_limit")
        if limit:
            lines.append(_("Deal {deal} of {limit}.").format(deal=len(score.deals),
                                                             limit=limit))
        if score.held:
            lines.append(ngettext("{points} point held for the winner of the next deal.",
                                  "{points} points held for the winner of the next deal.",
                                  score.held).format(points=score.held))
    return "\n".join(lines)


def show_text(score: MatchScore, match: Match | None, fmt: str = "simple",
              chart: bool = False, unicode: bool = True, width: int | None = None,
              last: int | None = None) -> str:
    """The scoreboard: names, the table, a bar per team, the winner, the dealer, notes;
    every line within `width` columns when it is given."""
    import click

    lines = []
    if match is not None and match.title:
        lines += [click.style(line, bold=True)
                  for line in _wrap(for_terminal(match.title), width)]
    started = _(", started {when}").format(when=f"{match.started:%Y-%m-%d %H:%M}") if (
        match is not None and hasattr(match.started, "hour")) else ""
    lines += _wrap(_("Rules: {rules}").format(rules=score.rules.label) + started, width)
    if match is not None and (match.players or match.teams != {"ns": "NS", "ew": "EW"}):
        lines += _wrap(_("{ns} against {ew}").format(ns=_team_line(match, "ns"),
                                                     ew=_team_line(match, "ew")), width)
    lines.append("")
    if score.deals:
        shown = score.deals[-last:] if last else score.deals
        if len(shown) < len(score.deals):
            lines.append(_("The last {shown} of {deals} deals:").format(
                shown=len(shown), deals=len(score.deals)))
        lines += [score_table(score, match, fmt, width, last, unicode), ""]
    else:
        lines += [_("No deals yet."), ""]
    lines += progress_bars(score, match, unicode, width)
    said = verdict(score, match).split("\n")
    if score.ended:
        said[0] = click.style(said[0], fg="green", bold=True)
    elif score.target:
        said = said[1:]  # the bars already say what each team needs
    for line in said:
        lines += _wrap(line, width)
    if match is not None and match.dealer and not score.ended:
        seat = match.dealer_of(len(match.deals) + 1)
        name = match.players.get(seat)
        lines.append(_("Next to deal: {seat}").format(
            seat=seat + (f" ({for_terminal(name)})" if name else "")))
    notes = [(n, d.note) for n, d in enumerate(match.deals, 1) if d.note] if match else []
    if last:
        notes = [(n, text) for n, text in notes if n > len(match.deals) - last]
    if notes:
        lines += ["", _("Notes:")]
        for n, text in notes:
            lines += _wrap(for_terminal(text), width, first=f"  {n:>3}  ", rest=" " * 7)
    if chart and score.deals:
        lines += ["", chart_text(score, match, unicode, width=_chart_width(score, width))]
    return "\n".join(lines)


def fold_lines(text: str, width: int | None) -> str:
    """Every line of `text` folded to `width` columns (none: as it is)."""
    if width is None:
        return text
    return "\n".join(folded for line in text.split("\n")
                     for folded in (_wrap(line, width, "", "  ") if line else [""]))


def _wrap(text: str, width: int | None, first: str = "", rest: str = "") -> list[str]:
    """A line of text, folded to `width` columns if one is given (linear: see textfold)."""
    from .textfold import wrap

    return wrap(text, width, first, rest)


def _chart_width(score: MatchScore, width: int | None) -> int:
    label = len(str(max(score.target, *score.total.values())))
    return 60 if width is None else max(10, min(60, width - label - 2))


TEAM_COLOURS = {"ns": "cyan", "ew": "magenta"}


def _team_line(match: Match, team: str) -> str:
    a, b = ("n", "s") if team == "ns" else ("e", "w")
    players = [for_terminal(match.players[s]) for s in (a, b) if s in match.players]
    return for_terminal(match.teams[team]) + (f" ({' & '.join(players)})" if players else "")


def display_width(text: str) -> int:
    """Columns a text takes in a terminal (wide and combining characters counted right)."""
    from .textfold import display_width as width

    return width(text)


def progress_bars(score: MatchScore, match: Match | None, unicode: bool = True,
                  width: int | None = None) -> list[str]:
    """One bar per team toward the target, the bars as long as `width` allows (10 to 30)."""
    import click

    if not score.target:
        return []  # no target: the match ends at its deals limit
    names = team_names(match)
    label_width = max(display_width(names[t]) for t in ("ns", "ew"))
    full, empty = ("█", "░") if unicode else ("#", ".")
    needed = score.still_needed()
    tails = {t: (f"{score.total[t]:>5}/{score.target}  "
                 + (_("needs {points}").format(points=needed[t]) if needed[t]
                    else _("reached"))) for t in ("ns", "ew")}
    bar_width = 30
    if width is not None:
        room = width - label_width - 4 - max(len(tail) for tail in tails.values())
        bar_width = max(10, min(30, room))
    lines = []
    for team in ("ns", "ew"):
        total = score.total[team]
        filled = min(bar_width, max(0, total * bar_width // score.target))
        bar = click.style(full * filled, fg=TEAM_COLOURS[team]) + empty * (bar_width - filled)
        name = names[team] + " " * (label_width - display_width(names[team]))
        lines.append(f"{name}  {bar}  {tails[team]}")
    return lines


def chart_text(score: MatchScore, match: Match | None, unicode: bool = True,
               height: int = 12, width: int = 60) -> str:
    """Both teams' running totals across the deals, with the target line."""
    import click

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


def score_json(score: MatchScore, match: Match | None, lazy: bool = False) -> dict:
    """The match as JSON (the format's contract). With `lazy`, the deals come as they are
    written out."""
    deals = ({"number": ds.number, "taker": ds.deal.taker, "result": ds.result,
              "score": ds.score, "total": ds.total, "held": ds.held} for ds in score.deals)
    return {
        "rules": score.rules.name,
        "target": score.target,
        "teams": dict(match.teams) if match else {"ns": "NS", "ew": "EW"},
        "deals": deals if lazy else list(deals),
        "total": dict(score.total),
        "held": score.held,
        "winner": score.winner,
        "drawn": score.drawn,
    }


def json_text(data: dict) -> str:
    return "".join(json_chunks(data))


def json_chunks(data: dict):
    """JSON with one key a line and one deal a line, in pieces: readable, written by
    json's C encoder (an indented dump is pure Python, and slow on a season of deals),
    and never held whole. `data["deals"]` may be any iterable."""
    import json

    def dump(value) -> str:
        return json.dumps(value, ensure_ascii=False)

    yield "{"
    for n, (key, value) in enumerate(data.items()):
        yield f"{',' if n else ''}\n {dump(key)}: "
        if key == "deals":
            first = True
            for deal in value:
                yield f"{'[' if first else ','}\n  {dump(deal)}"
                first = False
            yield "[]" if first else "\n ]"
        else:
            yield dump(value)
    yield "\n}"


def deal_words(deal: Deal, match: Match | None) -> str:
    """`s hearts, points ns 82`: a recorded deal in a few words."""
    if deal.hand is not None:
        return _("scored by hand, NS {ns}, EW {ew}").format(**deal.hand)
    pts = ", ".join(f"{t} {deal.points[t]}" for t in ("ns", "ew")
                    if deal.points.get(t) is not None)
    capot = f", {word('capot')} {deal.capot_team}" if deal.capot_team else ""
    extras = extras_label(deal)
    return (f"{taker_label(deal, match)} {contract_label(deal)}"
            + (_(", points {points}").format(points=pts) if pts else "") + capot
            + (f", {extras}" if extras else ""))


def score_changes(before: MatchScore, after: MatchScore, match: Match, edited: int) -> str:
    """What an edit changed: the old and new score of every deal whose score moved."""
    names = team_names(match)
    lines = [_("Deal {deal} changed: {words}.").format(
        deal=edited, words=deal_words(after.deal(edited).deal, match))]
    moved = [(b, a) for b, a in zip(before.deals, after.deals)
             if (b.score, b.result, b.held) != (a.score, a.result, a.held)]
    for b, a in moved:
        lines.append("  " + _("deal {deal}").format(deal=a.number)
                     + f": {names['ns']} {b.score['ns']} → {a.score['ns']}, "
                     f"{names['ew']} {b.score['ew']} → {a.score['ew']}"
                     + (f" ({word(b.result)} → {word(a.result)})" if b.result != a.result
                        else ""))
    if not moved:
        lines.append("  " + _("No score changed."))
    lines.append(_("Totals: {ns} {ns_before} → {ns_after}, {ew} {ew_before} → {ew_after}."
                   ).format(ns=names["ns"], ns_before=before.total["ns"],
                            ns_after=after.total["ns"], ew=names["ew"],
                            ew_before=before.total["ew"], ew_after=after.total["ew"]))
    return "\n".join(lines)


def totals_line(score: MatchScore, match: Match | None) -> str:
    """`Totals: Nous 182, Eux 143.`, with the held pot when there is one."""
    names = team_names(match)
    text = _("Totals: {ns} {ns_total}, {ew} {ew_total}.").format(
        ns=names["ns"], ns_total=score.total["ns"], ew=names["ew"], ew_total=score.total["ew"])
    return text + (" " + _("Held: {points}.").format(points=score.held) if score.held else "")


def deal_line(ds: DealScore, match: Match | None, family: str = "") -> str:
    """One line for a freshly recorded deal: its score and the new totals."""
    names = team_names(match)
    what = (f"{taker_label(ds.deal, match)} {contract_label(ds.deal)}, "
            f"{result_label(ds, family)}" if ds.deal.hand is None else _("scored by hand"))
    text = (_("Deal {deal}").format(deal=ds.number) + f": {what}: {names['ns']} "
            f"+{ds.score['ns']}, {names['ew']} +{ds.score['ew']}. "
            + _("Totals: {ns} {ns_total}, {ew} {ew_total}.").format(
                ns=names["ns"], ns_total=ds.total["ns"], ew=names["ew"],
                ew_total=ds.total["ew"]))
    if ds.held:
        text += " " + _("Held: {points}.").format(points=ds.held)
    return text


def rules_list(width: int | None = None) -> str:
    """Every rule set: built in, derived, or the user's own, and where each comes from."""
    from tabulate import tabulate

    from .rules import all_rule_sets

    rows = [[r.name, for_terminal(_(r.title)), r["target"] or ngettext("{n} deal", "{n} deals",
                                                          r["deals_limit"]).format(
                                                              n=r["deals_limit"]),
             _origin(r)] for r in all_rule_sets().values()]
    table = tabulate(rows, headers=[_("rule set"), _("game"), _("target"), _("from")],
                     tablefmt="simple")
    if width is None or _width(table) <= width:
        return table
    return "\n".join(line for r in rows for line in
                     _wrap(f"{r[0]}: {r[1]}, to {r[2]} ({r[3]})", width, "", "    "))


def _origin(rules: RuleSet) -> str:
    """Where a rule set comes from, said in the chosen language."""
    if not rules.base:
        return _("built in")
    if rules.origin.startswith("derived from"):
        return _("derived from {base}").format(base=rules.base)
    return _("your rules file ({path})").format(
        path=for_terminal(rules.origin.partition("(")[2][:-1]))


def _show_value(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def rules_detail(rules: RuleSet, width: int | None = None) -> str:
    """Every option of a rule set: its value, the values it takes, what it means and where
    the value comes from. A table where it fits in `width`, else one option a paragraph."""
    from tabulate import tabulate

    rows = []
    for key, value in rules.options.items():
        spec = OPTION_SPECS[key]
        mark = " " + _("(house rule)") if rules.overridden and key in rules.overridden else ""
        source = rules.sources.get(key, "")
        rows.append([key, _show_value(value) + mark, spec.describe_kind(), _(spec.meaning),
                     _(source) if source else ""])
    head = f"{for_terminal(rules.name)}: {for_terminal(_(rules.title))} ("
    head += (_("scoring: {family}; {base} with its options changed").format(
        family=rules.family, base=rules.base) if rules.base
             else _("scoring: {family}").format(family=rules.family)) + ")"
    table = tabulate(rows, headers=[_("option"), _("value"), _("values"), _("meaning"),
                                    _("from")],
                     tablefmt="simple", maxcolwidths=[None, None, 24, 44, 30])
    if width is None or _width(table) <= width:
        return f"{head}\n\n{table}"
    lines = _wrap(head, width) + [""]
    for key, value, kinds, meaning, source in rows:
        lines += _wrap(f"{key} = {value}", width)
        lines += _wrap(meaning, width, "    ", "    ")
        lines += _wrap(_("values: {kinds}; from {source}").format(kinds=kinds, source=source)
                       if source else _("values: {kinds}").format(kinds=kinds),
                       width, "    ", "    ")
    return "\n".join(lines)


def explain_text(ds: DealScore, match: Match | None, rules: RuleSet) -> str:
    """Deal `ds` step by step, from the very steps the scoring produced."""
    names = team_names(match)
    head = _("Deal {deal}: {taker} took, {contract}, under {rules}").format(
        deal=ds.number, taker=taker_label(ds.deal, match), contract=contract_label(ds.deal),
        rules=rules.label)
    if names != {"ns": "NS", "ew": "EW"}:
        head += " " + _("(NS is {ns}, EW is {ew})").format(ns=names["ns"], ew=names["ew"])
    lines = [head]
    if ds.deal.note:
        lines.append("  " + _("note: {note}").format(note=for_terminal(ds.deal.note)))
    width = len(str(len(ds.steps)))
    for i, step in enumerate(ds.steps, start=1):
        lines.append(f"  {i:>{width}}. {step.text[0].upper()}{step.text[1:]}")
    lines.append(_("Result: {result}.").format(result=result_label(ds, rules.family)))
    return "\n".join(lines)


def _cell(ds: DealScore | None, narrow: bool = False) -> str:
    if ds is None:
        return "-" if narrow else _("cannot score")
    if narrow:
        return f"{ds.score['ns']}/{ds.score['ew']}"
    return f"{ds.score['ns']} / {ds.score['ew']} {word(ds.result)}"


def compare_text(scores: list[MatchScore], match: Match, fmt: str = "simple",
                 width: int | None = None) -> str:
    """One match under several rule sets, side by side, disagreements marked. Where that
    is wider than `width`, the rule sets are lettered and the cells shortened."""
    from tabulate import tabulate

    names = team_names(match)
    by_number = [{ds.number: ds for ds in score.deals} for score in scores]
    differs = []
    for number in range(1, len(match.deals) + 1):
        cells = [by_number[i].get(number) for i in range(len(scores))]
        differs.append(len({(c.score["ns"], c.score["ew"], c.result) if c else None
                            for c in cells}) > 1)
    legend: list[str] = []
    for narrow in (False, True):
        if narrow:
            letters = [chr(ord("A") + i) for i in range(len(scores))]
            headers = ["#", _("deal")] + letters + ["≠"]
            legend = [f"{letter} = {s.rules.label}" for letter, s in zip(letters, scores)]
        else:
            headers = ["#", _("deal")] + [s.rules.label for s in scores] + [_("differ")]
        rows = []
        for number, deal in enumerate(match.deals, start=1):
            cells = [by_number[i].get(number) for i in range(len(scores))]
            rows.append([number, short_contract(deal) if narrow
                         else f"{deal.taker or '-'} {contract_label(deal)}"]
                        + [_cell(c, narrow) for c in cells]
                        + ["*" if differs[number - 1] else ""])
        sep = "/" if narrow else " / "
        total = _("total")
        rows.append(["", total if narrow else f"{total} {names['ns']} / {names['ew']}"]
                    + [f"{s.total['ns']}{sep}{s.total['ew']}"
                       + (" (" + _("held {points}").format(points=s.held) + ")" if s.held
                          else "") for s in scores] + [""])
        rows.append(["", _("winner")] + [_winner_cell(s, names, narrow) for s in scores]
                    + [""])
        aligned = {"colalign": ("right", "left") + ("right",) * len(scores) + ("left",)}
        table = tabulate(rows, headers=headers, tablefmt=fmt, disable_numparse=True,
                         **(aligned if narrow else {}))
        if width is None or _width(table) <= width:
            break
    notes = []
    for s in scores:
        why: dict[str, list[int]] = {}
        for number, problems in sorted((s.unscored or {}).items()):
            why.setdefault("; ".join(problems), []).append(number)
        for reason, numbers in why.items():
            which = _("deal {deal}").format(deal=numbers[0]) if len(numbers) == 1 else \
                _("deals {deals}").format(deals=", ".join(map(str, numbers)))
            notes.append(_("{rules} cannot score {which}: {reason}").format(
                rules=s.rules.label, which=which, reason=reason))
    if any(s.unscored for s in scores):
        notes.append(_("Totals leave out the deals a rule set cannot score."))
    differ = sum(differs)
    summary = (ngettext("{n} of {deals} deals scores differently.",
                        "{n} of {deals} deals score differently.", differ).format(
                            n=differ, deals=len(match.deals))
               if differ else _("Every deal scores the same under these rules."))
    lines = [_("Comparing {n} rule sets ({ns} / {ew} in each cell)").format(
        n=len(scores), ns=names["ns"], ew=names["ew"]), ""] + legend + ([""] if legend else []) + [table, "", summary] + notes
    return "\n".join(wrapped for line in lines
                     for wrapped in (_wrap(line, width) if line and "\n" not in line
                                     else [line]))


def _winner_cell(score: MatchScore, names: dict, narrow: bool = False) -> str:
    if score.winner:
        return (f"{_cut_names(names, 8)[score.winner]}, {score.won_at}" if narrow
                else _("{team} at deal {deal}").format(team=names[score.winner],
                                                       deal=score.won_at))
    return _("none yet") if narrow else _("none yet (target {target})").format(
        target=score.target)


EXPORT_COLUMNS = ("number", "dealer", "taker", "taker_name", "trump", "contract", "coinche",
                  "points_ns", "points_ew", "last", "capot", "generale", "belote",
                  "announcements_ns", "announcements_ew", "note", "result", "score_ns",
                  "score_ew", "total_ns", "total_ew", "held", "after_win")


def export_rows(score: MatchScore, match: Match) -> list[dict]:
    """The full history, a row per deal: what was recorded, then how it scored."""
    from .tally import tally

    rows = []
    for ds in score.deals:
        deal = ds.deal
        if deal.hand is not None:
            rows.append({**dict.fromkeys(EXPORT_COLUMNS, ""), "number": ds.number,
                         "dealer": match.dealer_of(ds.number) or "", "note": deal.note or "",
                         "result": ds.result, "score_ns": ds.score["ns"],
                         "score_ew": ds.score["ew"], "total_ns": ds.total["ns"],
                         "total_ew": ds.total["ew"], "held": ds.held,
                         "after_win": ds.after_win})
            continue
        counted = ds.tally or tally(deal, score.rules)
        rows.append({
            "number": ds.number, "dealer": match.dealer_of(ds.number) or "",
            "taker": deal.taker, "taker_name": match.players.get(deal.taker, ""),
            "trump": deal.mode, "contract": "" if deal.contract is None else deal.contract,
            "coinche": deal.coinche or "",
            "points_ns": counted.card_points["ns"], "points_ew": counted.card_points["ew"],
            "last": counted.last, "capot": deal.capot_team or "",
            "generale": deal.generale or "", "belote": " ".join(deal.belote),
            "announcements_ns": " ".join(a.token for a in deal.announcements["ns"]),
            "announcements_ew": " ".join(a.token for a in deal.announcements["ew"]),
            "note": deal.note or "", "result": ds.result,
            "score_ns": ds.score["ns"], "score_ew": ds.score["ew"],
            "total_ns": ds.total["ns"], "total_ew": ds.total["ew"], "held": ds.held,
            "after_win": ds.after_win,
        })
    return rows


def export_csv(score: MatchScore, match: Match) -> str:
    """The history as CSV: a team's columns are headed with its name (`points Nous`),
    booleans are true/false, and no text cell can run as a spreadsheet formula."""
    header = [_csv_header(column, match) for column in EXPORT_COLUMNS]
    return csv_text([header] + [[_csv_cell(row[column]) for column in EXPORT_COLUMNS]
                                for row in export_rows(score, match)])


def _csv_header(column: str, match: Match) -> str:
    for team in ("ns", "ew"):
        if column.endswith(f"_{team}"):
            return f"{column[:-3]} {match.teams[team]}"
    return column


def _csv_cell(value: object) -> object:
    return ("true" if value else "false") if isinstance(value, bool) else value


def export_json(score: MatchScore, match: Match) -> dict:
    return {
        "title": match.title, "rules": score.rules.name,
        "options": dict(score.rules.options), "house_rules": dict(score.rules.overridden or {}),
        "started": match.started.isoformat() if match.started else None,
        "dealer": match.dealer, "teams": dict(match.teams), "players": dict(match.players),
        "target": score.target, "deals": export_rows(score, match),
        "total": dict(score.total), "held": score.held, "winner": score.winner,
        "won_at": score.won_at,
    }


def header_changes(file, old: Match, changes: dict, rules: RuleSet, before: MatchScore,
                   after: MatchScore) -> str:
    """What `set` changed, and the totals before and after when house rules changed."""
    said = []
    if "teams" in changes:
        new = {**{"ns": "NS", "ew": "EW"}, **(changes["teams"] or {})}
        said += [_("team {code} {old} → {new}").format(code=t.upper(),
                                                       old=for_terminal(old.teams[t]),
                                                       new=for_terminal(new[t]))
                 for t in ("ns", "ew") if new[t] != old.teams[t]]
    if "players" in changes:
        new = changes["players"] or {}
        for seat in ("n", "e", "s", "w"):
            if new.get(seat) != old.players.get(seat):
                said.append(_("player {seat} {old} → {new}").format(
                    seat=seat, old=for_terminal(old.players.get(seat) or "-"),
                    new=for_terminal(new.get(seat) or "-")))
    if "dealer" in changes:
        said.append(_("first dealer {old} → {new}").format(old=old.dealer or "-",
                                                            new=changes["dealer"]))
    if "title" in changes:
        said.append(_("title {old} → {new}").format(old=for_terminal(old.title or "-"),
                                                     new=for_terminal(changes["title"] or "-")))
    if "options" in changes:
        new = changes["options"] or {}
        for key in sorted(set(old.options) | set(new)):
            if old.options.get(key) != new.get(key):
                was = _show_value(old.options[key]) if key in old.options else _("rule set's")
                now = _show_value(new[key]) if key in new else _("rule set's")
                said.append(_("option {key} {old} → {new}").format(key=key, old=was, new=now))
    lines = [_("Changed in {file}: {changes}.").format(file=file, changes="; ".join(said))
             if said else _("Nothing changed in {file}.").format(file=file)]
    if "options" in changes:
        now = old._replace(teams={"ns": "NS", "ew": "EW", **(changes["teams"] or {})}
                           ) if "teams" in changes else old
        names = team_names(now)
        lines.append(_("Totals: {ns} {ns_before} → {ns_after}, {ew} {ew_before} → {ew_after}."
                       ).format(ns=names["ns"], ns_before=before.total["ns"],
                                ns_after=after.total["ns"], ew=names["ew"],
                                ew_before=before.total["ew"], ew_after=after.total["ew"]))
        if (before.winner, before.won_at) != (after.winner, after.won_at):
            lines.append(verdict(after, now).split("\n")[0] if after.winner else
                         _("No one has won under these rules."))
    return "\n".join(lines)


def derived_points_notes(scores: list[MatchScore], match: Match) -> list[str]:
    """No-trump deals whose other team's points were left out: they are derived from the
    card total, which the ace's value changes, so the rule sets read different deals."""
    from .model import NO_TRUMP, card_total

    aces = sorted({s.rules["no_trump_ace"] for s in scores})
    if len(aces) < 2:
        return []
    notes = []
    for number, deal in enumerate(match.deals, start=1):
        given = {t: deal.points.get(t) for t in ("ns", "ew")}
        if deal.mode != NO_TRUMP or deal.capot_team or None not in given.values() \
                or given == {"ns": None, "ew": None}:
            continue
        known = next(t for t in given if given[t] is not None)
        other = "ew" if known == "ns" else "ns"
        derived = ", ".join(_("{points} with the ace at {ace}").format(
            points=card_total(NO_TRUMP, ace) - given[known], ace=ace) for ace in aces)
        notes.append(_("deal {deal}: {team}'s card points were not recorded, so they are "
                       "derived: {derived}; record both to compare like with like").format(
                           deal=number, team=other.upper(), derived=derived))
    return notes


def rows_csv(rows: list[dict]) -> str:
    """Rows as CSV, their keys as headers; no text cell can run as a formula."""
    if not rows:
        return ""
    return csv_text([list(rows[0])] + [[_csv_cell("" if v is None else v) for v in row.values()]
                                       for row in rows])


def standings_table(rows: list[dict], fmt: str = "simple", width: int | None = None) -> str:
    """The standings to pin on the wall: rank (`2=` when shared), then the counts."""
    from tabulate import tabulate

    if not rows:
        return _("No match files.")
    who = "team" if "team" in rows[0] else "player"
    named = _("team") if who == "team" else _("player")
    headers = ["#", named, _("P"), _("W"), _("D"), _("L"), _("U"), _("F"), _("A"), _("diff"),
               _("deals")]
    body = [[f"{r['rank']}{'=' if r['shared'] else ''}", for_terminal(r[who]), r["played"],
             r["won"], r["drawn"], r["lost"], r["unfinished"], r["points_for"],
             r["points_against"], f"{r['difference']:+d}" if r["difference"] else "0",
             r["deals"]] for r in rows]
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True,
                     colalign=("right", "left") + ("right",) * 9)
    if width is not None and _width(table) > width:  # a phone: the essentials
        body = [[b[0], b[1], b[3], b[4], b[5], b[9]] for b in body]
        table = tabulate(body, headers=["#", named, _("W"), _("D"), _("L"), _("diff")],
                         tablefmt=fmt,
                         disable_numparse=True,
                         colalign=("right", "left", "right", "right", "right", "right"))
        return table
    return table + "\n\n" + _("P played, W won, D drawn, L lost, U unfinished, F points for, "
                                "A points against")


def stats_table(rows: list[dict], fmt: str = "simple", width: int | None = None) -> str:
    """Statistics, a row per player or team, with short headers."""
    from tabulate import tabulate

    if not rows:
        return _("No match files.")
    who = "player" if "player" in rows[0] else "team"
    columns = [(who, _("player") if who == "player" else _("team")), ("deals", _("deals")),
               ("taken", _("taken")),
               ("made", _("made")), ("failed", _("failed")), ("litige", _("lit.")),
               ("made_pct", _("made %")), ("coinched", _("coin.")),
               ("coinched_made", _("coin. made")), ("surcoinched", _("surc.")),
               ("capots", _("capots")), ("capots_suffered", _("suffered")),
               ("generales", _("gén.")), ("belotes", _("belotes")), ("avg_points", _("avg")),
               ("best_deal", _("best"))]
    fewer = ((who, "deals", "taken", "made", "made_pct", "coinched", "capots", "belotes",
              "avg_points"),
             (who, "deals", "taken", "made", "made_pct", "capots", "avg_points"),
             (who, "taken", "made_pct", "avg_points"))
    for keep in [columns] + [[c for c in columns if c[0] in kept] for kept in fewer]:
        body = [[for_terminal(r[k]) if k == who else ("-" if r[k] is None else r[k])
                 for k, _ in keep] for r in rows]
        table = tabulate(body, headers=[h for _, h in keep], tablefmt=fmt,
                         disable_numparse=True,
                         colalign=("left",) + ("right",) * (len(keep) - 1))
        if width is None or _width(table) <= width:
            break
    return table
