"""Asking for a deal at the table: one short question at a time, in the words players say.

Each answer is read at once; a bad one is explained and asked again. Nothing here
writes: the caller previews the score, asks to confirm, and saves.
"""

from __future__ import annotations

from typing import Callable

from .model import (NO_TRUMP, Deal, Match, ScoreError, parse_announcement, parse_bid,
                    parse_points, parse_seat, parse_team, possible_card_points, card_total,
                    other_team, TEAM_OF_SEAT)
from .rules import RuleSet
from .validation import deal_problems

Ask = Callable[[str], str]  # shows a question, returns the answer typed
Say = Callable[[str], None]


def _until_valid(ask: Ask, say: Say, question: str, read: Callable[[str], dict]) -> dict:
    while True:
        answer = ask(question).strip()
        try:
            return read(answer)
        except ScoreError as exc:
            say(f"  {exc}")


class DealQuestions:
    """The questions for the fields a deal still lacks, under one match's rules."""

    def __init__(self, match: Match, rules: RuleSet, ask: Ask, say: Say):
        self.match, self.rules, self.ask, self.say = match, rules, ask, say

    def fill(self, fields: dict) -> Deal:
        fields = dict(fields)
        for key in ("taker", "bid", "points", "last", "belote", "announcements"):
            if self._missing(key, fields):
                fields.update(self._ask(key, fields))
        while True:
            deal = _as_deal(fields)
            problems = deal_problems(deal, self.rules)
            if not problems:
                return deal
            for key, message in problems:
                self.say(f"  {key}: {message}")
            # Ask again what the problems name, and only that.
            for key in dict.fromkeys(_question_of(k) for k, _ in problems):
                fields.update(self._ask(key, fields))

    def _missing(self, key: str, fields: dict) -> bool:
        if key == "taker":
            return "taker" not in fields
        if key == "bid":
            return "mode" not in fields or (self.rules.bids and "contract" not in fields)
        if key == "points":
            return not ({"points", "capot", "generale"} & fields.keys())
        if key == "last":
            return "last" not in fields and not fields.get("capot") and not fields.get("generale")
        if key == "belote":
            return "belote" not in fields and fields.get("mode") != NO_TRUMP
        return "announcements" not in fields

    def _ask(self, key: str, fields: dict) -> dict:
        ask, say = self.ask, self.say
        players, teams = self.match.players, self.match.teams
        if key == "taker":
            return _until_valid(ask, say, "Who took? (n, e, s, w or a name)",
                                lambda a: {"taker": parse_seat(a, players)})
        if key == "bid":
            question = ("Contract? (100h, 80sa x2, capot s)" if self.rules.bids
                        else "Trump? (h, s, d, c, nt)")
            return _until_valid(ask, say, question, lambda a: self._bid(a, fields))
        if key == "points":
            return _until_valid(ask, say, "Card points? (ns 82, or the taker's team's alone: "
                                          "82; capot, capot ew, generale)",
                                lambda a: self._points(a, fields))
        if key == "last":
            return _until_valid(ask, say, "Last trick? (ns, ew, a seat or a name)",
                                lambda a: {"last": parse_team(a, teams, players)})
        if key == "belote":
            return _until_valid(ask, say, "Belote? (ns, ew; Enter for none)",
                                lambda a: {"belote": tuple(parse_team(w, teams, players)
                                                           for w in a.replace(",", " ").split())})
        if key == "announcements":
            return _until_valid(ask, say, "Announcements? (ns tierce-K, ew carre-J; Enter for "
                                          "none)", lambda a: {"announcements":
                                                               self._announcements(a)})
        raise AssertionError(key)

    def _bid(self, answer: str, fields: dict) -> dict:
        contract, mode, coinche = parse_bid(answer)
        mode = mode or fields.get("mode")
        if mode is None:
            raise ScoreError(f"{answer!r}: say the trump too, for example 100h or 80sa")
        if self.rules.bids and contract is None:
            raise ScoreError(f"{answer!r}: {self.rules.name} needs a contract, for example "
                             "100h or capot s")
        if not self.rules.bids and contract is not None:
            raise ScoreError(f"{answer!r}: {self.rules.name} has no bids; just the trump "
                             "(h, s, d, c, nt)")
        return {"mode": mode, "contract": contract, "coinche": coinche}

    def _points(self, answer: str, fields: dict) -> dict:
        words = answer.replace("=", " ").split()
        taker_team = TEAM_OF_SEAT[fields["taker"]]
        if words and words[0].lower() in ("capot", "generale", "générale"):
            if words[0].lower() == "capot":
                team = parse_team(words[1], self.match.teams, self.match.players) \
                    if len(words) > 1 else taker_team
                return {"capot": team, "generale": None, "points": {"ns": None, "ew": None}}
            seat = parse_seat(words[1], self.match.players) if len(words) > 1 else fields["taker"]
            return {"generale": seat, "capot": None, "points": {"ns": None, "ew": None}}
        numbers = [w for w in words if w.isdigit()]
        names = [w for w in words if not w.isdigit()]
        if len(numbers) != 1 or len(names) > 1:
            raise ScoreError(f"{answer!r}: give one team's card points, for example ns 82")
        team = parse_team(names[0], self.match.teams, self.match.players) if names \
            else taker_team
        value = parse_points(numbers[0])
        mode, ace = fields["mode"], self.rules["no_trump_ace"]
        total = card_total(mode, ace)
        if value > total or value not in possible_card_points(mode, ace):
            raise ScoreError(f"{value}: no set of cards makes {value} points in this deal "
                             f"(the cards hold {total})")
        points = {"ns": None, "ew": None}
        points[team] = value
        shown = f"{team.upper()} {value}, {other_team(team).upper()} {total - value}"
        self.say(f"  {shown}")
        return {"points": points, "capot": None, "generale": None}

    def _announcements(self, answer: str) -> dict:
        anns = {"ns": [], "ew": []}
        team = None
        for word in answer.replace(",", " ").split():
            try:
                team = parse_team(word, self.match.teams, self.match.players)
                continue
            except ScoreError:
                pass
            if team is None:
                raise ScoreError(f"{word!r}: say whose it is first, for example ns tierce-K")
            anns[team].append(parse_announcement(word))
        return {t: tuple(v) for t, v in anns.items()}


def _question_of(key: str) -> str:
    head = key.split(".")[0]
    return {"taker": "taker", "trump": "bid", "contract": "bid", "coinche": "bid",
            "points": "points", "capot": "points", "generale": "points", "last": "last",
            "belote": "belote", "announcements": "announcements"}.get(head, "points")


def _as_deal(fields: dict) -> Deal:
    fields = dict(fields)
    fields.setdefault("points", {"ns": None, "ew": None})
    return Deal(**fields)
