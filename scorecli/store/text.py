"""Writing a match file's text: TOML values as scorecli writes them, a deal's
`[[deals]]` block, and a whole new match (`new`)."""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any

from ..game.cards import TEAMS, other_team
from ..game.deal import DEFAULT_TEAMS, Deal, Match
from .schema import FORMAT


def toml_value(value: Any) -> str:
    """One TOML value, as scorecli writes it (inline tables for points and announcements)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, _dt.date, _dt.datetime)):
        return value.isoformat() if not isinstance(value, int) else str(value)
    if isinstance(value, str):
        import tomli_w  # only writes need it
        return tomli_w.dumps({"v": value})[4:].rstrip("\n")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        pairs = (f"{toml_key(k)} = {toml_value(v)}" for k, v in value.items())
        return "{ " + ", ".join(pairs) + " }"
    # A value the file format has no place for reaches here only by a bug in scorecli (the
    # boundary says "internal error"): for a programmer, not a catalog message.
    raise TypeError("a value the match file has no place for", value)


def toml_key(key: str) -> str:
    """A key as written: bare if it may be, quoted else."""
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else toml_value(key)


def deal_to_data(deal: Deal) -> dict:
    """The deal's keys as scorecli writes them, in the order of the format's description."""
    if deal.taker is None and deal.penalty is not None:  # a misdeal before the bidding
        return {"penalty": _penalty_data(deal.penalty), "note": deal.note}
    if deal.hand is not None:
        hand: dict[str, Any] = {"score": {t: deal.hand[t] for t in TEAMS}}
        if deal.note:
            hand["note"] = deal.note
        return hand
    data: dict[str, Any] = {"taker": deal.taker, "trump": deal.mode}
    if deal.contract is not None:
        data["contract"] = deal.contract
    if deal.coinche:
        data["coinche"] = deal.coinche
    points = {t: deal.points.get(t) for t in TEAMS if deal.points.get(t) is not None}
    if deal.tricks:  # the play: the card points, last trick, capot, générale come from it
        data["tricks"] = [" ".join(trick) for trick in deal.tricks]
    elif deal.pile:  # the cards a team won: its points are counted from them
        data["pile"] = {deal.pile[0]: list(deal.pile[1])}
        if len(deal.pile) > 2:  # both teams' piles
            data["pile"][other_team(deal.pile[0])] = list(deal.pile[2])
    elif points or not (deal.capot_team or deal.penalty):
        data["points"] = points
    if not deal.tricks:
        if deal.last:
            data["last"] = deal.last
        if deal.capot:
            data["capot"] = deal.capot
        if deal.generale:
            data["generale"] = deal.generale
    if deal.belote:
        data["belote"] = deal.belote[0] if len(deal.belote) == 1 else list(deal.belote)
    anns = {t: [a.token for a in deal.announcements[t]] for t in TEAMS
            if deal.announcements[t]}
    if anns:
        data["announcements"] = anns
    if deal.penalty:
        data["penalty"] = _penalty_data(deal.penalty)
    if deal.note:
        data["note"] = deal.note
    if deal.players:
        data["players"] = dict(deal.players)
    return data


def _penalty_data(penalty) -> dict:
    return {key: value for key, value in penalty._asdict().items() if value is not None}


def block_text(name: str, values: dict) -> str:
    """One `[[name]]` block, as scorecli writes it (None values left out)."""
    return f"[[{name}]]\n" + "".join(f"{toml_key(k)} = {toml_value(v)}\n"
                                     for k, v in values.items() if v is not None)


def deal_block(deal: Deal) -> str:
    return block_text("deals", deal_to_data(deal))


def match_text(match: Match) -> str:
    """A whole match file, as `new` writes it."""
    head = [f"format = {FORMAT}", f"rules = {toml_value(match.rules)}"]
    if match.variant:
        head.append(f"variant = {toml_value(match.variant)}")
    if match.title:
        head.append(f"title = {toml_value(match.title)}")
    if match.started:
        head.append(f"started = {toml_value(match.started)}")
    if match.dealer:
        head.append(f"dealer = {toml_value(match.dealer)}")
    parts = ["\n".join(head) + "\n"]
    if dict(match.teams) != DEFAULT_TEAMS:
        parts.append(_table("teams", match.teams))
    if match.players:
        parts.append(_table("players", match.players))
    if match.options:
        parts.append(_table("options", match.options))
    parts.extend(deal_block(d) for d in match.deals)
    return "\n".join(parts)


def _table(name: str, values: dict) -> str:
    return f"[{name}]\n" + "".join(f"{toml_key(k)} = {toml_value(v)}\n" for k, v in values.items())
