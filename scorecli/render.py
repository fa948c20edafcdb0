"""Turn scores into text: tables, JSON, explanations, rule listings."""

from __future__ import annotations

from .model import Deal, Match
from .rules import OPTION_SPECS, RULE_SETS, RuleSet
from .scoring import DealScore, MatchScore

RESULT_WORDS = {"made": "made", "failed": "failed", "litige": "litige"}


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
    return f"{deal.taker} ({name})" if name else deal.taker


def result_label(ds: DealScore) -> str:
    word = RESULT_WORDS[ds.result]
    if ds.tally.capot and ds.result != "litige":
        word += ", capot" if ds.tally.capot == ds.deal.taker_team else ", capot by defence"
    if ds.pot_paid:
        word += f", +{ds.pot_paid} pot"
    if ds.after_win:
        word += " (after the win)"
    return word


def team_names(match: Match | None) -> dict:
    return dict(match.teams) if match else {"ns": "NS", "ew": "EW"}


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


def show_text(score: MatchScore, match: Match | None, fmt: str = "simple") -> str:
    title = []
    if match is not None and match.title:
        title.append(match.title)
    title.append(f"Rules: {score.rules.label}")
    if not score.deals:
        return "\n".join(title + ["No deals yet.", verdict(score, match)])
    return "\n".join(title + ["", score_table(score, match, fmt), "", verdict(score, match)])


def score_json(score: MatchScore, match: Match | None) -> dict:
    """SPEC section 8."""
    return {
        "rules": score.rules.name,
        "target": score.target,
        "teams": team_names(match),
        "deals": [{"number": ds.number, "taker": ds.deal.taker, "result": ds.result,
                   "score": dict(ds.score), "total": dict(ds.total), "held": ds.held}
                  for ds in score.deals],
        "total": dict(score.total),
        "held": score.held,
        "winner": score.winner,
    }


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
        lines.append(f"  note: {ds.deal.note}")
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
