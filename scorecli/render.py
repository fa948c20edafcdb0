"""Turn scores into text: tables, JSON, explanations, rule listings."""

from __future__ import annotations

from .model import Deal, Match
from .rules import OPTION_SPECS, RULE_SETS, RuleSet
from .safetext import for_spreadsheet, for_terminal
from .scoring import DealScore, MatchScore



def contract_label(deal: Deal) -> str:
    """`100 hearts coinche`, `capot spades`, `no-trump`: the deal as players say it."""
    parts = []
    if deal.contract is not None:
        parts.append(str(deal.contract))
    parts.append(deal.mode)
    if deal.coinche:
        parts.append(deal.coinche)
    return " ".join(parts)


def taker_label(deal: Deal, match: Match | None) -> str:
    name = (match.players.get(deal.taker) if match else None)
    return f"{deal.taker} ({for_terminal(name)})" if name else deal.taker


def result_label(ds: DealScore) -> str:
    word = ds.result
    capot = ds.deal.capot_team
    if capot and ds.result != "litige":
        kind = "générale" if ds.deal.generale else "capot"
        word += f", {kind}" if capot == ds.deal.taker_team else f", {kind} by defence"
    if ds.pot_paid:
        word += f", +{ds.pot_paid} pot"
    if ds.after_win:
        word += " (after the win)"
    return word


def team_names(match: Match | None) -> dict:
    """The teams' names, to print for people (control characters shown, not sent)."""
    if not match:
        return {"ns": "NS", "ew": "EW"}
    return {team: for_terminal(name) for team, name in match.teams.items()}


def score_table(score: MatchScore, match: Match | None, fmt: str = "simple") -> str:
    from tabulate import tabulate  # imported here: start-up pays only when a table is drawn

    names = team_names(match)
    headers = ["#", "taker", "deal", "result", names["ns"], names["ew"],
               f"{names['ns']} total", f"{names['ew']} total", "held"]
    rows = []
    for ds in score.deals:
        rows.append([ds.number, taker_label(ds.deal, match), contract_label(ds.deal),
                     result_label(ds), ds.score["ns"], ds.score["ew"], ds.total["ns"],
                     ds.total["ew"], ds.held or ""])
    rows.append(["", "total", "", "", "", "", score.total["ns"], score.total["ew"],
                 score.held or ""])
    colalign = ("right", "left", "left", "left") + ("right",) * 5
    return tabulate(rows, headers=headers, tablefmt=fmt, colalign=colalign,
                    disable_numparse=True)


def verdict(score: MatchScore, match: Match | None) -> str:
    """The line under the table: who has won, or what each team still needs."""
    names = team_names(match)
    lines = []
    if score.winner:
        w = score.winner
        other = "ew" if w == "ns" else "ns"
        at_win = score.deal(score.won_at).total
        lines.append(f"{names[w]} won the match {at_win[w]} to {at_win[other]} "
                     f"at deal {score.won_at} (target {score.target}).")
        last = score.deals[-1].number
        if last == score.won_at + 1:
            lines.append(f"Deal {last} was played after the match was won.")
        elif last > score.won_at + 1:
            lines.append(f"Deals {score.won_at + 1} to {last} were played after "
                         "the match was won.")
        if score.held:
            lines.append(f"{score.held} points still held belong to nobody.")
    else:
        need = score.still_needed()
        lines.append(f"Target {score.target}: {names['ns']} needs {need['ns']}, "
                     f"{names['ew']} needs {need['ew']}.")
        if score.held:
            lines.append(f"{score.held} points held for the winner of the next deal.")
    return "\n".join(lines)


def show_text(score: MatchScore, match: Match | None, fmt: str = "simple",
              chart: bool = False, unicode: bool = True) -> str:
    """The scoreboard: names, the table, a bar per team, the winner, the dealer, notes."""
    import click

    lines = []
    if match is not None and match.title:
        lines.append(click.style(for_terminal(match.title), bold=True))
    started = f", started {match.started:%Y-%m-%d %H:%M}" if (
        match is not None and hasattr(match.started, "hour")) else ""
    lines.append(f"Rules: {score.rules.label}{started}")
    if match is not None and (match.players or match.teams != {"ns": "NS", "ew": "EW"}):
        lines.append(" against ".join(_team_line(match, t) for t in ("ns", "ew")))
    lines.append("")
    if score.deals:
        lines += [score_table(score, match, fmt), ""]
    else:
        lines += ["No deals yet.", ""]
    lines += progress_bars(score, match, unicode)
    said = verdict(score, match).split("\n")
    if score.winner:
        said[0] = click.style(said[0], fg="green", bold=True)
    else:
        said = said[1:]  # the bars already say what each team needs
    lines += said
    if match is not None and match.dealer and not score.winner:
        seat = match.dealer_of(len(match.deals) + 1)
        name = match.players.get(seat)
        lines.append(f"Next to deal: {seat}" + (f" ({for_terminal(name)})" if name else ""))
    notes = [(n, d.note) for n, d in enumerate(match.deals, 1) if d.note] if match else []
    if notes:
        lines += ["", "Notes:"] + [f"  {n:>3}  {for_terminal(text)}" for n, text in notes]
    if chart and score.deals:
        lines += ["", chart_text(score, match, unicode)]
    return "\n".join(lines)


TEAM_COLOURS = {"ns": "cyan", "ew": "magenta"}


def _team_line(match: Match, team: str) -> str:
    a, b = ("n", "s") if team == "ns" else ("e", "w")
    players = [for_terminal(match.players[s]) for s in (a, b) if s in match.players]
    return for_terminal(match.teams[team]) + (f" ({' & '.join(players)})" if players else "")


def display_width(text: str) -> int:
    """Columns a text takes in a terminal (wide and combining characters counted right)."""
    from wcwidth import wcswidth

    width = wcswidth(text)
    return width if width >= 0 else len(text)


def progress_bars(score: MatchScore, match: Match | None, unicode: bool = True,
                  width: int = 30) -> list[str]:
    """One bar per team toward the target."""
    import click

    names = team_names(match)
    label_width = max(display_width(names[t]) for t in ("ns", "ew"))
    full, empty = ("█", "░") if unicode else ("#", ".")
    lines = []
    needed = score.still_needed()
    for team in ("ns", "ew"):
        total = score.total[team]
        filled = min(width, max(0, total * width // score.target))
        bar = click.style(full * filled, fg=TEAM_COLOURS[team]) + empty * (width - filled)
        name = names[team] + " " * (label_width - display_width(names[team]))
        tail = f"needs {needed[team]}" if needed[team] else "reached"
        lines.append(f"{name}  {bar}  {total:>5}/{score.target}  {tail}")
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
    top = max(score.target, *series["ns"], *series["ew"])
    marks = {"ns": "●" if unicode else "N", "ew": "○" if unicode else "E"}
    both, line = ("◆", "┄") if unicode else ("*", "-")

    def row_of(value: float) -> int:
        return round(value * (height - 1) / top)

    def at(team: str, column: int) -> float:
        x = column * deals / max(1, columns - 1)  # between two deals: on the line joining them
        left = int(x)
        right = min(deals, left + 1)
        return series[team][left] + (series[team][right] - series[team][left]) * (x - left)

    grid = [[" "] * columns for _ in range(height)]
    target_row = row_of(score.target)
    for c in range(columns):
        grid[target_row][c] = line
        rows = {t: row_of(at(t, c)) for t in ("ns", "ew")}
        if rows["ns"] == rows["ew"]:
            grid[rows["ns"]][c] = both
        else:
            for t in ("ns", "ew"):
                grid[rows[t]][c] = click.style(marks[t], fg=TEAM_COLOURS[t])
    ticks = {height - 1: top, target_row: score.target, 0: 0}
    label = len(str(top))
    axis, corner, rule = ("┤", "└", "─") if unicode else ("|", "+", "-")
    out = [f"{ticks.get(r, ''):>{label}} {axis}{''.join(grid[r])}"
           for r in range(height - 1, -1, -1)]
    out.append(" " * label + f" {corner}" + rule * columns)
    first, last = "deal 0", f"deal {deals}"
    out.append(" " * (label + 2) + first + " " * max(1, columns - len(first) - len(last)) + last)
    legend = (f"{marks['ns']} {names['ns']}   {marks['ew']} {names['ew']}   "
              f"{line * 2} target {score.target}")
    return "\n".join(out + [" " * (label + 2) + legend])


def score_json(score: MatchScore, match: Match | None, lazy: bool = False) -> dict:
    """SPEC section 8. With `lazy`, the deals come as they are written out."""
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
    pts = ", ".join(f"{t} {deal.points[t]}" for t in ("ns", "ew")
                    if deal.points.get(t) is not None)
    capot = f", capot {deal.capot_team}" if deal.capot_team else ""
    return (f"{taker_label(deal, match)} {contract_label(deal)}"
            + (f", points {pts}" if pts else "") + capot)


def score_changes(before: MatchScore, after: MatchScore, match: Match, edited: int) -> str:
    """What an edit changed: the old and new score of every deal whose score moved."""
    names = team_names(match)
    lines = [f"Deal {edited} changed: {deal_words(after.deal(edited).deal, match)}."]
    moved = [(b, a) for b, a in zip(before.deals, after.deals)
             if (b.score, b.result, b.held) != (a.score, a.result, a.held)]
    for b, a in moved:
        lines.append(f"  deal {a.number}: {names['ns']} {b.score['ns']} → {a.score['ns']}, "
                     f"{names['ew']} {b.score['ew']} → {a.score['ew']}"
                     + (f" ({b.result} → {a.result})" if b.result != a.result else ""))
    if not moved:
        lines.append("  No score changed.")
    lines.append(f"Totals: {names['ns']} {before.total['ns']} → {after.total['ns']}, "
                 f"{names['ew']} {before.total['ew']} → {after.total['ew']}.")
    return "\n".join(lines)


def totals_line(score: MatchScore, match: Match | None) -> str:
    """`Totals: Nous 182, Eux 143.`, with the held pot when there is one."""
    names = team_names(match)
    text = f"Totals: {names['ns']} {score.total['ns']}, {names['ew']} {score.total['ew']}."
    return text + (f" Held: {score.held}." if score.held else "")


def deal_line(ds: DealScore, match: Match | None) -> str:
    """One line for a freshly recorded deal: its score and the new totals."""
    names = team_names(match)
    text = (f"Deal {ds.number}: {taker_label(ds.deal, match)} {contract_label(ds.deal)}, "
            f"{result_label(ds)}: {names['ns']} +{ds.score['ns']}, "
            f"{names['ew']} +{ds.score['ew']}. "
            f"Totals: {names['ns']} {ds.total['ns']}, {names['ew']} {ds.total['ew']}.")
    if ds.held:
        text += f" Held: {ds.held}."
    return text


def rules_list() -> str:
    from tabulate import tabulate

    rows = [[r.name, r.title, r["target"]] for r in RULE_SETS.values()]
    return tabulate(rows, headers=["rule set", "game", "target"], tablefmt="simple")


def _show_value(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def rules_detail(rules: RuleSet) -> str:
    from tabulate import tabulate

    rows = []
    for key, value in rules.options.items():
        spec = OPTION_SPECS[key]
        mark = " (house rule)" if rules.overridden and key in rules.overridden else ""
        rows.append([key, _show_value(value) + mark, spec.describe_kind(), spec.meaning,
                     rules.sources.get(key, "")])
    head = f"{rules.name}: {rules.title} (scoring: {rules.family})"
    table = tabulate(rows, headers=["option", "value", "values", "meaning", "from"],
                     tablefmt="simple", maxcolwidths=[None, None, 24, 44, 30])
    return f"{head}\n\n{table}"


def explain_text(ds: DealScore, match: Match | None, rules: RuleSet) -> str:
    """Deal `ds` step by step, from the very steps the scoring produced."""
    names = team_names(match)
    head = (f"Deal {ds.number}: {taker_label(ds.deal, match)} took, "
            f"{contract_label(ds.deal)}, under {rules.label}")
    if names != {"ns": "NS", "ew": "EW"}:
        head += f" (NS is {names['ns']}, EW is {names['ew']})"
    lines = [head]
    if ds.deal.note:
        lines.append(f"  note: {for_terminal(ds.deal.note)}")
    width = len(str(len(ds.steps)))
    for i, step in enumerate(ds.steps, start=1):
        lines.append(f"  {i:>{width}}. {step.text[0].upper()}{step.text[1:]}")
    lines.append(f"Result: {result_label(ds)}.")
    return "\n".join(lines)


def _cell(ds: DealScore | None) -> str:
    if ds is None:
        return "cannot score"
    return f"{ds.score['ns']} / {ds.score['ew']} {ds.result}"


def compare_text(scores: list[MatchScore], match: Match, fmt: str = "simple") -> str:
    """One match under several rule sets, side by side, disagreements marked."""
    from tabulate import tabulate

    names = team_names(match)
    by_number = [{ds.number: ds for ds in score.deals} for score in scores]
    headers = ["#", "deal"] + [s.rules.label for s in scores] + ["differ"]
    rows = []
    for number, deal in enumerate(match.deals, start=1):
        cells = [by_number[i].get(number) for i in range(len(scores))]
        outcomes = {(c.score["ns"], c.score["ew"], c.result) if c else None for c in cells}
        rows.append([number, f"{deal.taker} {contract_label(deal)}"]
                    + [_cell(c) for c in cells] + ["*" if len(outcomes) > 1 else ""])
    rows.append(["", f"total {names['ns']} / {names['ew']}"]
                + [f"{s.total['ns']} / {s.total['ew']}" + (f" (held {s.held})" if s.held else "")
                   for s in scores] + [""])
    rows.append(["", "winner"] + [_winner_cell(s, names) for s in scores] + [""])
    table = tabulate(rows, headers=headers, tablefmt=fmt, disable_numparse=True)
    notes = []
    for s in scores:
        why: dict[str, list[int]] = {}
        for number, problems in sorted((s.unscored or {}).items()):
            why.setdefault("; ".join(problems), []).append(number)
        for reason, numbers in why.items():
            which = f"deal {numbers[0]}" if len(numbers) == 1 else \
                f"deals {', '.join(map(str, numbers))}"
            notes.append(f"{s.rules.label} cannot score {which}: {reason}")
    if any(s.unscored for s in scores):
        notes.append("Totals leave out the deals a rule set cannot score.")
    differ = sum(1 for r in rows[:-2] if r[-1])
    summary = (f"{differ} of {len(match.deals)} deals score differently."
               if differ else "Every deal scores the same under these rules.")
    return "\n".join([f"Comparing {len(scores)} rule sets ({names['ns']} / {names['ew']} "
                      "in each cell)", "", table, "", summary] + notes)


def _winner_cell(score: MatchScore, names: dict) -> str:
    if score.winner:
        return f"{names[score.winner]} at deal {score.won_at}"
    return f"none yet (target {score.target})"


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
    import csv
    import io

    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=EXPORT_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in export_rows(score, match):
        writer.writerow({key: for_spreadsheet(value) for key, value in row.items()})
    return out.getvalue()


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
        said += [f"team {t.upper()} {for_terminal(old.teams[t])} → {for_terminal(new[t])}"
                 for t in ("ns", "ew") if new[t] != old.teams[t]]
    if "players" in changes:
        new = changes["players"] or {}
        for seat in ("n", "e", "s", "w"):
            if new.get(seat) != old.players.get(seat):
                said.append(f"player {seat} {for_terminal(old.players.get(seat) or '-')} → "
                            f"{for_terminal(new.get(seat) or '-')}")
    if "dealer" in changes:
        said.append(f"first dealer {old.dealer or '-'} → {changes['dealer']}")
    if "title" in changes:
        said.append(f"title {for_terminal(old.title or '-')} → "
                    f"{for_terminal(changes['title'] or '-')}")
    if "options" in changes:
        new = changes["options"] or {}
        for key in sorted(set(old.options) | set(new)):
            if old.options.get(key) != new.get(key):
                was = _show_value(old.options[key]) if key in old.options else "rule set's"
                now = _show_value(new[key]) if key in new else "rule set's"
                said.append(f"option {key} {was} → {now}")
    lines = [f"Changed in {file}: " + "; ".join(said) + "." if said else
             f"Nothing changed in {file}."]
    if "options" in changes:
        now = old._replace(teams={"ns": "NS", "ew": "EW", **(changes["teams"] or {})}
                           ) if "teams" in changes else old
        names = team_names(now)
        lines.append(f"Totals: {names['ns']} {before.total['ns']} → {after.total['ns']}, "
                     f"{names['ew']} {before.total['ew']} → {after.total['ew']}.")
        if (before.winner, before.won_at) != (after.winner, after.won_at):
            lines.append(verdict(after, now).split("\n")[0] if after.winner else
                         "No one has won under these rules.")
    return "\n".join(lines)
