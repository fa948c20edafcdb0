"""Seats, teams, modes and the cards' values (SPEC sections 2 and 3), with the carré
tables beside them."""

from __future__ import annotations

SEATS = ("n", "e", "s", "w")
TEAMS = ("ns", "ew")
TEAM_OF_SEAT = {"n": "ns", "s": "ns", "e": "ew", "w": "ew"}
# Play goes counter-clockwise, so the deal passes to the dealer's right: North's right
# hand is West (seats n, e, s, w run clockwise round the table).
NEXT_DEALER = {"n": "w", "w": "s", "s": "e", "e": "n"}
CLOCKWISE_NEXT = {"n": "e", "e": "s", "s": "w", "w": "n"}  # option direction = clockwise


def next_seat(seat: str, direction: str = "counter-clockwise") -> str:
    """The seat after `seat` in the deal's and the play's direction (SPEC 7)."""
    return (CLOCKWISE_NEXT if direction == "clockwise" else NEXT_DEALER)[seat]

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


def card_value(rank: str, suit: str, mode: str, no_trump_ace: int = 19) -> int:
    """One card's points in a deal of this mode (SPEC 2): trump values in the trump suit
    and in all-trump, the no-trump ace as the rule set says."""
    if mode == ALL_TRUMP or suit == mode:
        return TRUMP_VALUE[rank]
    if mode == NO_TRUMP and rank == "A":
        return no_trump_ace
    return PLAIN_VALUE[rank]


SUIT_OF_SYMBOL = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
SYMBOL_OF_SUIT = {suit: symbol for symbol, suit in SUIT_OF_SYMBOL.items()}


def pile_points(cards, mode: str, no_trump_ace: int) -> int:
    """The card points of a pile, its cards written as the file writes them (`K♥`)."""
    return sum(card_value(card[:-1], SUIT_OF_SYMBOL[card[-1]], mode, no_trump_ace)
               for card in cards)


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


def example_card_points(mode: str | None, no_trump_ace: int) -> tuple[int, int]:
    """Two teams' card points as an example of this trump's deal: 82 and 70 of a trump
    deal's 152; a no-trump's 120 gives 65 and 55 (points a deal can make, both)."""
    if mode is None:
        return 82, 70
    total, possible = card_total(mode, no_trump_ace), possible_card_points(mode, no_trump_ace)
    mine = min((p for p in possible if total - p in possible),
               key=lambda p: abs(p - total * 82 / 152))
    return mine, total - mine


def belote_limit(mode: str) -> int:
    """How many belotes a deal can hold: one per trump suit."""
    return {NO_TRUMP: 0, ALL_TRUMP: 4}.get(mode, 1)
