"""JSON and CSV: the machine-readable output (SPEC 8) and the full history export."""

from __future__ import annotations

import json

from ..game.deal import DEFAULT_TEAMS, Match
from ..game.tally import tally, with_card_points
from ..safetext import csv_text
from ..scoring import MatchScore


def score_json(score: MatchScore, match: Match | None, lazy: bool = False) -> dict:
    """The match as JSON (the format's contract). With `lazy`, the deals come as they are
    written out."""
    deals = (_deal_json(ds, score.rules) for ds in score.deals)
    return {
        "rules": score.rules.name,
        "target": score.target,
        "teams": dict(match.teams) if match else dict(DEFAULT_TEAMS),
        "deals": deals if lazy else list(deals),
        "total": dict(score.total),
        "held": score.held,
        "winner": score.winner,
        "drawn": score.drawn,
    }


def _deal_json(ds, rules) -> dict:
    """One deal of the JSON; a deal given by its card points (nearly all) on the quick
    path, SPEC 15.6's keys for a deal from its cards or with a penalty."""
    deal = ds.deal
    if deal.tricks or deal.pile or deal.penalty or deal.taker is None:
        return {"number": ds.number, "taker": deal.taker, "result": ds.result,
                "score": ds.score, "total": ds.total, "held": ds.held,
                "from": _recorded_from(deal), **_from_cards(ds, rules)} \
            if deal.tricks or deal.pile or deal.penalty else \
            {"number": ds.number, "taker": deal.taker, "result": ds.result,
             "score": ds.score, "total": ds.total, "held": ds.held,
             "from": _recorded_from(deal)}
    return {"number": ds.number, "taker": deal.taker, "result": ds.result,
            "score": ds.score, "total": ds.total, "held": ds.held, "from": "points"}


def _recorded_from(deal) -> str | None:
    """What the deal's card points were given by (SPEC 15.6): null for a deal scored by
    hand or a penalty that records none."""
    if deal.tricks:
        return "tricks"
    if deal.pile:
        return "pile"
    if deal.hand is not None or deal.taker is None:
        return None
    if deal.penalty and not deal.capot_team and all(
            v is None for v in deal.points.values()):
        return None
    return "points"


def _from_cards(ds, rules) -> dict:
    """A deal from its cards: its card points, last trick, capot and générale, its play;
    a penalty deal: the penalties applied."""
    from .tricks import penalty_data, tricks_data  # a deal from its cards only

    out = {}
    if ds.deal.tricks or ds.deal.pile:
        counted = ds.tally or tally(ds.deal, rules)
        out = {"card_points": dict(counted.card_points), "last": counted.last,
               "capot": counted.capot if not ds.deal.generale else None,
               "generale": with_card_points(ds.deal, rules).generale}
        out.update({k: v for k, v in tricks_data(ds.deal, rules).items() if k != "from"})
    penalty = penalty_data(ds.deal, rules)
    if penalty:
        out["penalty"] = penalty
    return out


def json_text(data: dict) -> str:
    return "".join(json_chunks(data))


def json_chunks(data: dict):
    """JSON with one key a line and one deal a line, in pieces: readable, written by
    json's C encoder (an indented dump is pure Python, and slow on a season of deals),
    and never held whole. `data["deals"]` may be any iterable."""

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


EXPORT_COLUMNS = ("number", "dealer", "taker", "taker_name", "trump", "contract", "coinche",
                  "points_ns", "points_ew", "last", "capot", "generale", "belote",
                  "announcements_ns", "announcements_ew", "note", "result", "score_ns",
                  "score_ew", "total_ns", "total_ew", "held", "after_win")


def export_rows(score: MatchScore, match: Match) -> list[dict]:
    """The full history, a row per deal: what was recorded, then how it scored."""

    rows = []
    direction = score.rules.options.get("direction", "counter-clockwise")
    misdeal = score.rules.options.get("misdeal_penalty", "redeal")
    for ds in score.deals:
        deal = ds.deal
        counted = tally(deal, score.rules) if deal.taker and _has_cards(deal) else None
        row = {**dict.fromkeys(EXPORT_COLUMNS, ""), "number": ds.number,
               "dealer": match.dealer_of(ds.number, direction, misdeal) or "",
               "note": deal.note or "", "result": ds.result,
               "score_ns": ds.score["ns"], "score_ew": ds.score["ew"],
               "total_ns": ds.total["ns"], "total_ew": ds.total["ew"], "held": ds.held,
               "after_win": ds.after_win}
        if deal.taker:  # not scored by hand, nor a misdeal before the bidding
            row.update({
                "taker": deal.taker, "taker_name": match.players.get(deal.taker, ""),
                "trump": deal.mode, "contract": "" if deal.contract is None else deal.contract,
                "coinche": deal.coinche or "", "capot": deal.capot_team or "",
                "generale": deal.generale or "", "belote": " ".join(deal.belote),
                "announcements_ns": " ".join(a.token for a in deal.announcements["ns"]),
                "announcements_ew": " ".join(a.token for a in deal.announcements["ew"])})
        if counted is not None:  # a penalty may record no card points
            row.update({"points_ns": counted.card_points["ns"],
                        "points_ew": counted.card_points["ew"], "last": counted.last})
        rows.append(row)
    return rows


def _has_cards(deal) -> bool:
    """Card points to export: a penalty deal may record none (SPEC 15.2)."""
    return bool(deal.tricks or deal.pile or deal.capot_team or any(
        v is not None for v in deal.points.values()))


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
        "won_at": score.won_at, "drawn": score.drawn,
    }


def rows_csv(rows: list[dict]) -> str:
    """Rows as CSV, their keys as headers; no text cell can run as a formula."""
    if not rows:
        return ""
    return csv_text([list(rows[0])] + [[_csv_cell("" if v is None else v) for v in row.values()]
                                       for row in rows])
