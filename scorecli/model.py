"""The words of the game: seats, teams, modes, cards, announcements, deals.

Pure data and parsing of tokens; nothing here reads files or knows a rule set.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Mapping, NamedTuple

from .errors import ScoreError
from .i18n import N_, _
from .words import (CAPOT_WORDS, COINCHE_WORDS, GENERALE_WORDS, MODE_WORDS, SEAT_WORDS,
                    SUIT_LETTERS, TEAM_WORDS, fold, name_matches, words_of)

SEATS = ("n", "e", "s", "w")
TEAMS = ("ns", "ew")
TEAM_OF_SEAT = {"n": "ns", "s": "ns", "e": "ew", "w": "ew"}
# Play goes counter-clockwise, so the deal passes to the dealer's right: North's right
# hand is West (seats n, e, s, w run clockwise round the table).
NEXT_DEALER = {"n": "w", "w": "s", "s": "e", "e": "n"}

SUITS = ("clubs", "diamonds", "hearts", "spades")
NO_TRUMP = "no-trump"
ALL_TRUMP = "all-trump"
MODES = SUITS + (NO_TRUMP, ALL_TRUMP)

COINCHES = ("coinche", "surcoinche")
SPECIAL_CONTRACTS = ("capot", "generale")

RANKS = ("J", "9", "A", "10", "K", "Q", "8", "7")
TRUMP_VALUE = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_VALUE = {"J": 2, "9": 0, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
LAST_TRICK = 10

# Carré values by table and kind of deal; ranks not listed are worth 100.
CARRE_VALUES = {
    ("french", "trump"): {"J": 200, "9": 150},
    ("french", "no-trump"): {"A": 200, "10": 150},
    ("french-701", "trump"): {"J": 200, "9": 150},
    ("french-701", "no-trump"): {"J": 200, "9": 0},
    ("armenian", "trump"): {"J": 200, "9": 140, "A": 110},
    ("armenian", "no-trump"): {"J": 100, "9": 0, "A": 190},
}


def other_team(team: str) -> str:
    return "ew" if team == "ns" else "ns"


def team_label(team: str) -> str:
    return team.upper()


# ---------------------------------------------------------------- cards


def suit_values(mode: str, no_trump_ace: int) -> tuple[tuple[int, ...], ...]:
    """The card values of the four suits in a deal of this mode."""
    trump = tuple(TRUMP_VALUE[r] for r in RANKS)
    plain = tuple(PLAIN_VALUE[r] for r in RANKS)
    if mode == ALL_TRUMP:
        return (trump,) * 4
    if mode == NO_TRUMP:
        aced = tuple(no_trump_ace if r == "A" else PLAIN_VALUE[r] for r in RANKS)
        return (aced,) * 4
    return (trump, plain, plain, plain)


def _reachable_sums(values: tuple[tuple[int, ...], ...]) -> frozenset[int]:
    reachable = 1  # bit k set: some set of cards is worth k
    for suit in values:
        for v in suit:
            reachable |= reachable << v
    return frozenset(k for k in range(reachable.bit_length()) if reachable >> k & 1)


def _card_key(mode: str, no_trump_ace: int) -> tuple[str, int]:
    if mode == NO_TRUMP:
        return ("no-trump", no_trump_ace)
    return ("all-trump" if mode == ALL_TRUMP else "trump", 0)


# Computed once: the card total and every sum a set of cards can make, per kind of deal.
_CARD_TABLES = {
    _card_key(mode, ace): (sum(map(sum, suit_values(mode, ace))),
                           _reachable_sums(suit_values(mode, ace)))
    for mode, ace in (("hearts", 0), (NO_TRUMP, 11), (NO_TRUMP, 19), (ALL_TRUMP, 0))
}


def card_total(mode: str, no_trump_ace: int) -> int:
    """152 in a trump deal, 120 or 152 in no-trump, 248 in all-trump."""
    return _CARD_TABLES[_card_key(mode, no_trump_ace)][0]


def possible_card_points(mode: str, no_trump_ace: int) -> frozenset[int]:
    return _CARD_TABLES[_card_key(mode, no_trump_ace)][1]


def belote_limit(mode: str) -> int:
    """How many belotes a deal can hold: one per trump suit."""
    return {NO_TRUMP: 0, ALL_TRUMP: 4}.get(mode, 1)


# ---------------------------------------------------------------- announcements

SEQUENCE_LENGTH = {"tierce": 3, "quarte": 4, "quinte": 5}
SEQUENCE_VALUE = {"tierce": 20, "quarte": 50, "quinte": 100}
# Sequences run in the natural order; a tierce tops at 9 at the lowest (9-8-7).
SEQUENCE_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")
LOWEST_TOP = {"tierce": "9", "quarte": "10", "quinte": "J"}
# Between carrés of equal value, the higher rank wins in this order.
CARRE_ORDER = ("A", "10", "K", "Q", "J", "9")
_RANK_ALIASES = {"a": "A", "k": "K", "q": "Q", "j": "J", "10": "10", "9": "9",
                 "8": "8", "7": "7", "t": "10"}


class Announcement(NamedTuple):
    kind: str  # tierce, quarte, quinte or carre
    rank: str | None = None  # a sequence's top card, or a carré's rank
    trump: bool = False

    @property
    def is_carre(self) -> bool:
        return self.kind == "carre"

    @property
    def length(self) -> int:
        return 4 if self.is_carre else SEQUENCE_LENGTH[self.kind]

    @property
    def token(self) -> str:
        parts = [self.kind]
        if self.rank:
            parts.append(self.rank)
        if self.trump:
            parts.append("trump")
        return "-".join(parts)

    def sequence_ranks(self) -> tuple[str, ...]:
        """The cards of a sequence whose top card is known."""
        top = SEQUENCE_ORDER.index(self.rank)
        return SEQUENCE_ORDER[top:top + self.length]

    def __str__(self) -> str:
        return self.token


def parse_announcement(token: str) -> Announcement:
    """Read `tierce-K`, `quarte-A-trump`, `quinte`, `carre-J`, ... (section 3)."""
    if not isinstance(token, str):
        raise ScoreError(N_("{token!r} is not an announcement token"), token=token)
    return _parse_announcement(token)


@lru_cache(maxsize=256)  # a season repeats the same few tokens
def _parse_announcement(token: str) -> Announcement:
    parts = token.strip().split("-")
    kind = parts[0].lower().replace("é", "e")
    rest = parts[1:]
    if kind == "carre":
        if len(rest) != 1 or _RANK_ALIASES.get(rest[0].lower()) not in CARRE_ORDER:
            raise ScoreError(
                N_("{token!r} is not an announcement: a carré is carre-J, carre-9, carre-A, "
                   "carre-10, carre-K or carre-Q (fours of 8s and 7s are not announced)"),
                token=token)
        return Announcement("carre", _RANK_ALIASES[rest[0].lower()])
    if kind not in SEQUENCE_LENGTH:
        raise ScoreError(
            N_("{token!r} is not an announcement: use tierce, quarte, quinte (with an optional "
               "top card and -trump) or carre-RANK"), token=token)
    trump = False
    if rest and rest[-1].lower() == "trump":
        trump = True
        rest = rest[:-1]
    rank = None
    if rest:
        rank = _RANK_ALIASES.get(rest[0].lower())
        if len(rest) > 1 or rank is None:
            raise ScoreError(N_("{token!r} is not an announcement: {card!r} is not a card"),
                             token=token, card="-".join(rest))
        lowest = LOWEST_TOP[kind]
        if SEQUENCE_ORDER.index(rank) > SEQUENCE_ORDER.index(lowest):
            raise ScoreError(
                N_("{token!r} is not an announcement: a {kind} tops at A down to {lowest}"),
                token=token, kind=kind, lowest=lowest)
    return Announcement(kind, rank, trump)


# ---------------------------------------------------------------- deals and matches


_NO_ANNOUNCEMENTS: Mapping[str, tuple] = {"ns": (), "ew": ()}  # shared, never changed
_DEFAULT_TEAMS: Mapping[str, str] = {"ns": "NS", "ew": "EW"}


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
    announcements: Mapping[str, tuple[Announcement, ...]] = _NO_ANNOUNCEMENTS
    note: str | None = None
    hand: Mapping[str, int] | None = None  # a deal scored by hand: {ns, ew}; taker and mode None

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
    teams: Mapping[str, str] = _DEFAULT_TEAMS
    players: Mapping[str, str] = {}
    variant: str | None = None  # the derived rule set the match was started with: a label

    def dealer_of(self, number: int) -> str | None:
        """Who dealt deal `number` (from 1), when the first dealer is known."""
        if not self.dealer:
            return None
        seat = self.dealer
        for _step in range((number - 1) % 4):
            seat = NEXT_DEALER[seat]
        return seat


# ---------------------------------------------------------------- tokens typed by people
# The vocabulary is in words.py; these read one value each, as a flag or a prompt gives it.


def _named(kind: str, names: Mapping[str, str], text: str) -> str | None:
    """The key of the one name `text` is (or begins), None if none; an error if several."""
    found = name_matches(names, text)
    if len(found) > 1:
        raise ScoreError(N_("{text!r} could be {names}: type more of the name"),
            text=text, names=_(" or ").join(names[k] for k in found))
    return found[0] if found else None


def parse_seat(text: str, players: Mapping[str, str] | None = None) -> str:
    """A seat from `s`, `south`, `sud`, `юг` or a player's name (or its first letters)."""
    word = fold(" ".join(words_of(str(text))))
    if word in SEAT_WORDS:
        return SEAT_WORDS[word]
    seat = _named("player", players or {}, str(text))
    if seat:
        return seat
    if players:
        raise ScoreError(N_("{text!r} is not a seat: use n, e, s or w, or a player's name "
                           "({names})"), text=text, names=", ".join(players.values()))
    raise ScoreError(N_("{text!r} is not a seat: use n, e, s or w"), text=text)


def parse_team(text: str, teams: Mapping[str, str] | None = None,
               players: Mapping[str, str] | None = None) -> str:
    """A team from `ns`, `ew`, `nord-sud`, a seat of the team, or a team or player name."""
    word = fold("-".join(words_of(str(text))))
    if word in TEAM_WORDS:
        return TEAM_WORDS[word]
    if word in SEAT_WORDS:
        return TEAM_OF_SEAT[SEAT_WORDS[word]]
    team = _named("team", {k: v for k, v in (teams or {}).items()
                           if v not in ("NS", "EW")}, str(text))
    if team:
        return team
    seat = _named("player", players or {}, str(text))
    if seat:
        return TEAM_OF_SEAT[seat]
    if teams:
        raise ScoreError(N_("{text!r} is not a team: use ns or ew (or a seat of the team), or "
                           "a team name ({names})"), text=text,
                                                           names=", ".join(teams.values()))
    raise ScoreError(N_("{text!r} is not a team: use ns or ew (or a seat of the team)"), text=text)


def parse_mode(text: str) -> str:
    """A mode from `hearts`, `cœur`, `черви`, `♥`, `h`, `sans atout`, ..."""
    word = fold("-".join(words_of(str(text))))
    found = MODE_WORDS.get(word) or SUIT_LETTERS.get(word)
    if found:
        return found
    raise ScoreError(N_("{text!r} is not a trump: use {modes} (or h, s, d, c, nt, at; cœur, "
                       "sans atout; черви, без козыря)"), text=text,
                                                              modes=", ".join(MODES))


def parse_contract(text: str) -> int | str:
    word = fold(str(text))
    if word in CAPOT_WORDS:
        return "capot"
    if word in GENERALE_WORDS:
        return "generale"
    if is_count(str(text).strip()) and len(word) < 10:
        return int(word)
    raise ScoreError(N_("{text!r} is not a bid: a number, capot or generale"), text=text)


def parse_assignment(text: str, what: str) -> tuple[str, str]:
    """`ns=98` → ("ns", "98"); `what` names the flag for the message."""
    left, sep, right = str(text).partition("=")
    if not sep or not left.strip() or not right.strip():
        raise ScoreError(N_("{flag} {text!r}: write TEAM=VALUE, for example ns=98"),
            flag=what, text=text)
    return left.strip(), right.strip()


def is_count(word: str) -> bool:
    """A number as scorecli reads one: the digits 0-9 only. `str.isdigit` is true of `²`
    and `①` too, which int() refuses, and Arabic-Indic digits, which the file and the
    JSON would not show as typed."""
    return word.isascii() and word.isdecimal()


def parse_points(text: str) -> int:
    word = str(text).strip()
    if not is_count(word) or len(word) > 9:
        raise ScoreError(N_("{text!r} is not a number of card points"), text=text)
    return int(word)


_JOINED_BID = re.compile(r"^([0-9]{1,9})([^0-9].*)$")


def parse_bid(text: str) -> tuple[int | str | None, str | None, str | None]:
    """A bid as players say it: `100h`, `80sa x2`, `100 cœur`, `80 pique coinché`,
    `générale trèfle`, `capot s`, `90 без козыря контра`, `h`.

    Returns (contract or None, mode or None, coinche or None)."""
    contract = mode = coinche = None
    example = _("write it as players say it, for example 100h, 80sa x2, 100 cœur, "
               "capot s, 90 nt x4")
    words = words_of(str(text))
    if not words:
        raise ScoreError(N_("{text!r} is not a bid: {example}"), text=text, example=example)
    for word in words:
        folded = fold(word)
        joined = _JOINED_BID.match(folded)
        if folded in COINCHE_WORDS:
            said, coinche = coinche, COINCHE_WORDS[folded]
        elif is_count(word.strip()) or joined or folded in CAPOT_WORDS or folded in GENERALE_WORDS:
            said = contract
            contract = parse_contract(joined.group(1) if joined else folded)
            if joined:
                if mode is not None:
                    raise ScoreError(N_("{text!r}: the trump is said twice"), text=text)
                mode = parse_mode(joined.group(2))
        elif folded in MODE_WORDS or folded in SUIT_LETTERS:
            said, mode = mode, parse_mode(folded)
        else:
            raise ScoreError(N_("{text!r} is not a bid: {word!r} is neither a number, a trump "
                                "nor a coinche; {example}"), text=text, word=word,
                             example=example)
        if said is not None:
            raise ScoreError(N_("{text!r}: {word!r} says again what the bid already said"),
                             text=text, word=word)
    if coinche and contract is None:
        raise ScoreError(N_("{text!r}: a coinche needs a contract, for example 100h x2"),
                         text=text)
    return contract, mode, coinche
