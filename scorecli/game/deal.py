"""A deal as it was recorded, and a match: values, never changed in place."""

from __future__ import annotations

from typing import Mapping, NamedTuple

from .announcements import Announcement
from .cards import TEAM_OF_SEAT, next_seat, other_team

NO_ANNOUNCEMENTS: Mapping[str, tuple] = {"ns": (), "ew": ()}  # shared, never changed
DEFAULT_TEAMS: Mapping[str, str] = {"ns": "NS", "ew": "EW"}


PENALTY_KINDS = ("revoke", "misdeal", "announcement", "waived")


class Penalty(NamedTuple):
    """A penalty the table recorded (SPEC 15.5): its kind, the offending team, its seat."""

    kind: str  # revoke, misdeal, announcement or waived
    team: str | None = None  # None: waived, or a misdeal by the dealer's team
    seat: str | None = None


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
    tricks: tuple | None = None  # 8 tricks, each its 4 cards in play order (SPEC 15.2)
    penalty: Penalty | None = None
    # Who dealt it and which way play went, as the file's own rules say: not written,
    # given by the match's dealer and rotation; the seat of every card follows from it.
    dealt: tuple[str, str] | None = None

    def changed(self, fields: Mapping) -> "Deal":
        """This deal with `fields` changed: card points, a pile and tricks replace one
        another (the tricks the last trick, capot and générale too)."""
        derived = {}  # what the old tricks (or a pile of 0 or 32 cards) gave, not said
        if self.tricks:
            derived = {"last": None, "capot": None, "generale": None}
        elif self.pile and len(self.pile[1]) in (0, 32):
            derived = {"last": None, "capot": None}
        if (fields.get("capot") or fields.get("generale")) and not {"points", "pile",
                                                                     "tricks"} & fields.keys():
            # a capot has every trick, the last one too: the old der is no longer said
            fields = {"last": None, **fields, "points": {"ns": None, "ew": None}}
        if "points" in fields and "pile" not in fields:
            fields = {**derived, **fields, "pile": None, "tricks": None, "hand": None}
        elif fields.get("pile"):
            fields = {**derived, **fields, "points": {"ns": None, "ew": None}, "tricks": None,
                      "hand": None}
        elif fields.get("tricks"):
            fields = {"last": None, "capot": None, "generale": None, **fields,
                      "points": {"ns": None, "ew": None}, "pile": None, "hand": None}
        return self._replace(**fields)

    def is_redeal(self, misdeal_penalty: str) -> bool:
        """A misdeal dealt again: nothing scored, the same dealer deals (SPEC 15.5)."""
        return self.penalty is not None and self.penalty.kind == "misdeal" and (
            self.taker is None or misdeal_penalty == "redeal")

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

    def dealer_of(self, number: int, direction: str = "counter-clockwise",
                  misdeal_penalty: str = "redeal") -> str | None:
        """Who dealt deal `number` (from 1), when the first dealer is known, the deal
        passing round in the rule set's `direction`; a redeal keeps its dealer."""
        if not self.dealer:
            return None
        steps = number - 1
        if misdeal_penalty is not None:
            steps -= sum(1 for d in self.deals[:number - 1]
                         if d.penalty is not None and d.is_redeal(misdeal_penalty))
        seat = self.dealer
        for _step in range(steps % 4):
            seat = next_seat(seat, direction)
        return seat

    def known_dealer(self, file: object = "FILE") -> str:
        """The first dealer, or an error: a deal's cards need to know who played each."""
        if not self.dealer:
            from ..errors import ScoreError
            from ..i18n import N_

            raise ScoreError(N_("the match does not say who dealt, so neither who played "
                                "each card: `scorecli set {file} --dealer n` gives the first "
                                "dealer"), file=file)
        return self.dealer

    def told(self, deal: Deal, number: int, options: Mapping) -> Deal:
        """Deal `number`, told who dealt it where it needs to know (its tricks, a
        penalty) and the match knows its first dealer."""
        if not self.dealer or not (deal.tricks or deal.penalty):
            return deal
        direction = options.get("direction", "counter-clockwise")
        return deal._replace(dealt=(self.dealer_of(number, direction, options.get(
            "misdeal_penalty", "redeal")), direction))

    def with_dealers(self, options: Mapping) -> "Match":
        """The match with each deal that needs it (its tricks, a penalty) told who dealt,
        under the file's own rules (`options`: its direction and misdeal_penalty)."""
        if not self.dealer or not any(d.tricks or d.penalty for d in self.deals):
            return self
        direction = options.get("direction", "counter-clockwise")
        misdeal_penalty = options.get("misdeal_penalty", "redeal")
        seat, deals = self.dealer, []
        for deal in self.deals:
            if deal.tricks or deal.penalty:
                deal = deal._replace(dealt=(seat, direction))
            deals.append(deal)
            if not (deal.penalty is not None and deal.is_redeal(misdeal_penalty)):
                seat = next_seat(seat, direction)
        return self._replace(deals=tuple(deals))
