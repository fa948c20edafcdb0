"""The keys of a deal given by its cards (SPEC 15.2): `pile`, `tricks` and `penalty`,
each checked for its shape with every problem named at its key."""

from __future__ import annotations

from typing import Any

from ..errors import ScoreError
from ..i18n import N_
from ..game.cards import SEATS, TEAM_OF_SEAT, TEAMS
from ..game.deal import PENALTY_KINDS, Penalty

# Keys a deal's tricks decide, which may not stand beside them.
DECIDED_BY_TRICKS = ("points", "pile", "last", "capot", "generale")


def pile_from_data(raw: dict, where: str, problems) -> tuple | None:
    """`pile = { ns = ["A♦", ...] }`: the cards one team won (SPEC 15.2), or None."""
    if "pile" not in raw:
        return None
    pile = raw["pile"]
    if "points" in raw:
        problems.add(f"{where}.pile", N_("a pile and card points both given: keep one"))
        return None
    if not (isinstance(pile, dict) and 1 <= len(pile) <= 2 and set(pile) <= set(TEAMS)
            and all(isinstance(v, list) for v in pile.values())):
        problems.add(f"{where}.pile", N_("{value!r} is not one team's cards, as pile = {{ ns = "
                                         "[\"A♦\", \"10♦\"] }}"), value=pile)
        return None
    from ..words.cards import parse_cards, two_piles  # a deal from its cards only

    piles = []
    for team, words in pile.items():
        try:
            cards = parse_cards(words, in_file=True)
        except ScoreError as exc:
            problems.add(f"{where}.pile.{team}", str(exc))
            return None
        if len(cards) % 4 or len(cards) > 32:
            problems.add(f"{where}.pile.{team}", N_("{n} cards; a pile holds 4 per trick "
                                                    "won"), n=len(cards))
            return None
        piles.append((team, tuple(str(c) for c in cards)))
    if len(piles) == 1:
        return piles[0]
    try:
        return two_piles(*piles)
    except ScoreError as exc:
        problems.add(f"{where}.pile", str(exc))
        return None


def tricks_from_data(raw: dict, where: str, problems) -> tuple | None:
    """`tricks = ["A♦ 7♦ Q♦ 8♦", ...]`: the 8 tricks in play order, or None."""
    if "tricks" not in raw:
        return None
    beside = [key for key in DECIDED_BY_TRICKS if key in raw]
    for key in beside:
        problems.add(f"{where}.{key}", N_("the tricks decide it: leave it out beside "
                                          "tricks"))
    from ..words.cards import read_tricks  # a deal from its cards only (start-up)

    tricks, found = read_tricks(raw["tricks"], in_file=True)
    for index, message in found:
        key = f"{where}.tricks[{index}]" if index else f"{where}.tricks"
        problems.add(key, message.message, **message.places)
    return None if beside else tricks


def penalty_from_data(raw: dict, where: str, problems) -> Penalty | None:
    """`penalty = { kind = "revoke", team = "ew", seat = "e" }`, or None."""
    if "penalty" not in raw:
        return None
    table: Any = raw["penalty"]
    key = f"{where}.penalty"
    if not isinstance(table, dict):
        problems.add(key, N_("{value!r} is not a table {{ kind = \"revoke\", team = \"ew\" }}"),
                     value=table)
        return None
    before = len(problems.items)
    for name in table:
        if name not in ("kind", "team", "seat"):
            problems.add(f"{key}.{name}", N_("unknown key; the keys here are: {keys}"),
                         keys="kind, team, seat")
    kind, team, seat = table.get("kind"), table.get("team"), table.get("seat")
    if kind not in PENALTY_KINDS:
        problems.add(f"{key}.kind", N_("{value!r} is not a penalty: use {kinds}"),
                     value=kind, kinds=", ".join(PENALTY_KINDS))
    if team is not None and team not in TEAMS:
        problems.add(f"{key}.team", N_("{value!r} is not a team; use ns or ew"), value=team)
    if seat is not None and seat not in SEATS:
        problems.add(f"{key}.seat", N_("{value!r} is not a seat: use n, e, s or w"), value=seat)
    if kind == "waived" and (team or seat):
        problems.add(key, N_("no penalty names no team"))
    if len(problems.items) > before:
        return None
    if seat and not team:
        team = TEAM_OF_SEAT[seat]
    return Penalty(kind, team, seat)
