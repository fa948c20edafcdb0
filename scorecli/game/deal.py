"""A deal as it was recorded, and a match: values, never changed in place."""

from __future__ import annotations

from typing import Mapping, NamedTuple

from .announcements import Announcement
from .cards import TEAM_OF_SEAT, next_seat, other_team

NO_ANNOUNCEMENTS: Mapping[str, tuple] = {"ns": (), "ew": ()}  # shared, never changed
DEFAULT_TEAMS: Mapping[str, str] = {"ns": "NS", "ew": "EW"}


class Deal(NamedTuple):
    """One deal as it was recorded. One team's points may be missing (derived later)."""

    taker: str
    mode: str
    points: Mapping[str, int | None]
    last: str | None = None
    contract: int | str | None = None
    coinche: str | None = None
    capot: str | None = None
    generale: str | None = None
    belote: tuple[str, ...] = ()
    announcements: Mapping[str, tuple[Announcement, ...]] = NO_ANNOUNCEMENTS
    note: str | None = None
    hand: Mapping[str, int] | None = None  # a deal scored by hand: {ns, ew}; taker and mode None
    players: Mapping[str, str] | None = None  # who sat there for this deal, where not [players]
    pile: tuple | None = None  # (team, ("K♥", ...)): the cards a team won, for its points

    def changed(self, fields: Mapping) -> "Deal":
        """This deal with `fields` changed: points given replace a pile, a pile points."""
        if "points" in fields and "pile" not in fields:
            fields = {**fields, "pile": None}
        elif fields.get("pile"):
            fields = {**fields, "points": {"ns": None, "ew": None}}
        return self._replace(**fields)

    def sitting(self, match_players: Mapping[str, str]) -> Mapping[str, str]:
        """Who sat at each seat for this deal: its own players over the match's."""
        return {**match_players, **self.players} if self.players else match_players

    @property
    def taker_team(self) -> str | None:
        return TEAM_OF_SEAT.get(self.taker)

    @property
    def defence(self) -> str | None:
        return other_team(self.taker_team) if self.taker else None

    @property
    def capot_team(self) -> str | None:
        """A générale is a capot of the seat's team."""
        if self.capot:
            return self.capot
        return TEAM_OF_SEAT[self.generale] if self.generale else None


class Match(NamedTuple):
    rules: str
    deals: tuple[Deal, ...] = ()
    options: Mapping[str, object] = {}
    title: str | None = None
    started: object = None  # a datetime, as TOML gives it
    dealer: str | None = None
    teams: Mapping[str, str] = DEFAULT_TEAMS
    players: Mapping[str, str] = {}
    variant: str | None = None  # the derived rule set the match was started with: a label

    def dealer_of(self, number: int, direction: str = "counter-clockwise") -> str | None:
        """Who dealt deal `number` (from 1), when the first dealer is known, the deal
        passing round in the rule set's `direction`."""
        if not self.dealer:
            return None
        seat = self.dealer
        for _step in range((number - 1) % 4):
            seat = next_seat(seat, direction)
        return seat
