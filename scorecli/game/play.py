"""A deal played trick by trick (SPEC 15.3, 15.4): who played each card, who won each
trick, the hands, the rules of play checked against what each player still held, the
belotes held and the announcements shown.

Cards are the file's strings (`K♥`); the seat of each card follows from the dealer, the
direction of play and the winners, so a deal's 32 cards in play order are its whole play.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .announcements import Announcement
from .cards import (ALL_TRUMP, NO_TRUMP, SEATS, SUIT_OF_SYMBOL, SYMBOL_OF_SUIT, TEAM_OF_SEAT,
                    card_value, next_seat)

# The order of strength (seed 003), strongest first.
TRUMP_ORDER = ("J", "9", "A", "10", "K", "Q", "8", "7")
PLAIN_ORDER = ("A", "10", "K", "Q", "J", "9", "8", "7")
# Sequences run in the natural order (SPEC 15.4).
NATURAL = ("7", "8", "9", "10", "J", "Q", "K", "A")


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return SUIT_OF_SYMBOL[card[-1]]


def is_trump(card: str, mode: str) -> bool:
    return mode == ALL_TRUMP or suit_of(card) == mode


def strength(card: str, mode: str) -> int:
    """Higher is stronger, within the card's own suit."""
    order = TRUMP_ORDER if is_trump(card, mode) else PLAIN_ORDER
    return 8 - order.index(rank_of(card))


def winning(cards: list[str], mode: str) -> int:
    """The index of the card that wins (so far) a trick of `cards` in play order: the
    highest trump, else the highest card of the suit led."""
    best = 0
    for i, card in enumerate(cards[1:], start=1):
        top = cards[best]
        if mode not in (NO_TRUMP, ALL_TRUMP) and is_trump(card, mode) \
                and not is_trump(top, mode):
            best = i
        elif suit_of(card) == suit_of(top) and strength(card, mode) > strength(top, mode):
            best = i
    return best


class Violation(NamedTuple):
    """A card that broke a rule of play (SPEC 15.3)."""

    trick: int
    seat: str
    card: str
    rule: str  # follow, raise, trump, over-trump, undertrump
    allowed: tuple[str, ...]  # what the rule left the player
    led: str  # the suit led
    master: tuple[str, str] | None  # (seat, card) winning the trick when he played


class Trick(NamedTuple):
    number: int
    cards: tuple[tuple[str, str], ...]  # (seat, card) in play order
    winner: str
    points: int  # its card points, without the 10 of the last


class Play(NamedTuple):
    tricks: tuple[Trick, ...]
    hands: dict  # seat -> its 8 cards, in the order played
    points: dict  # team -> card points
    last: str
    capot: str | None  # a team that won all 8 tricks
    generale: str | None  # a seat that won all 8 tricks
    violations: tuple[Violation, ...]


def allowed_cards(hand: list[str], played: list[tuple[str, str]], seat: str, mode: str,
                  partner_master: str, undertrump: str) -> tuple[str, tuple[str, ...]]:
    """(the rule that binds, the cards it leaves) for `seat` holding `hand`, with `played`
    already in the trick; ("", hand) when any card will do."""
    if not played:
        return "", tuple(hand)
    led = suit_of(played[0][1])
    cards = [c for _, c in played]
    master_seat = played[winning(cards, mode)][0]
    same = [c for c in hand if suit_of(c) == led]
    if same:
        if is_trump(played[0][1], mode):  # trump led, or any suit in all-trump: monter
            top = max(strength(c, mode) for c in cards if suit_of(c) == led)
            higher = [c for c in same if strength(c, mode) > top]
            if higher:
                return "raise", tuple(higher)
        return "follow", tuple(same)
    if mode in (NO_TRUMP, ALL_TRUMP):
        return "", tuple(hand)
    trumps = [c for c in hand if is_trump(c, mode)]
    if not trumps:
        return "", tuple(hand)
    if partner_master == "free" and master_seat != seat \
            and TEAM_OF_SEAT[master_seat] == TEAM_OF_SEAT[seat]:
        return "", tuple(hand)
    on_table = [strength(c, mode) for c in cards if is_trump(c, mode)]
    higher = [c for c in trumps if not on_table or strength(c, mode) > max(on_table)]
    if higher:
        return ("over-trump" if on_table else "trump"), tuple(higher)
    if undertrump == "forced":
        return "undertrump", tuple(trumps)
    return "", tuple(hand)


@lru_cache(maxsize=512)  # a deal is replayed by validation, the tally and explain
def play(tricks: tuple[tuple[str, ...], ...], dealer: str, mode: str, direction: str,
         no_trump_ace: int, partner_master: str = "free", undertrump: str = "forced") -> Play:
    """Replay the 8 tricks (each four cards in play order) of a deal dealt by `dealer`."""
    seat = next_seat(dealer, direction)
    seated: list[list[tuple[str, str]]] = []
    for cards in tricks:
        who = []
        for card in cards:
            who.append((seat, card))
            seat = next_seat(seat, direction)
        winner = who[winning(list(cards), mode)][0]
        seated.append(who)
        seat = winner
    hands = {s: [] for s in SEATS}
    for who in seated:
        for s, card in who:
            hands[s].append(card)
    held = {s: list(hands[s]) for s in SEATS}
    violations, done = [], []
    points = {"ns": 0, "ew": 0}
    for number, who in enumerate(seated, start=1):
        played: list[tuple[str, str]] = []
        for s, card in who:
            rule, allowed = allowed_cards(held[s], played, s, mode, partner_master, undertrump)
            if rule == "raise" and suit_of(card) != suit_of(played[0][1]):
                rule = "follow"  # another suit while holding higher ones (SPEC 15.5)
            if rule and card not in allowed:
                cards = [c for _, c in played]
                violations.append(Violation(number, s, card, rule, allowed,
                                            suit_of(played[0][1]),
                                            played[winning(cards, mode)]))
            held[s].remove(card)
            played.append((s, card))
        winner = who[winning([c for _, c in who], mode)][0]
        value = sum(card_value(rank_of(c), suit_of(c), mode, no_trump_ace) for _, c in who)
        points[TEAM_OF_SEAT[winner]] += value
        done.append(Trick(number, tuple(who), winner, value))
    winners = {t.winner for t in done}
    teams = {TEAM_OF_SEAT[s] for s in winners}
    last = TEAM_OF_SEAT[done[-1].winner]
    return Play(tuple(done), {s: tuple(c) for s, c in hands.items()}, points, last,
                next(iter(teams)) if len(teams) == 1 else None,
                next(iter(winners)) if len(winners) == 1 else None, tuple(violations))


# ---------------------------------------------------------------- what the hands show


def belotes_held(hands: dict, mode: str) -> list[tuple[str, str]]:
    """(seat, suit) of each king and queen of trump one player held; in all-trump, of
    each suit; none in no-trump."""
    if mode == NO_TRUMP:
        return []
    suits = [mode] if mode != ALL_TRUMP else ["hearts", "spades", "diamonds", "clubs"]
    symbol = SYMBOL_OF_SUIT
    return [(seat, suit) for seat in SEATS for suit in suits
            if "K" + symbol[suit] in hands[seat] and "Q" + symbol[suit] in hands[seat]]


def _candidates(ann: Announcement, hand: tuple[str, ...], mode: str) -> list[tuple[str, ...]]:
    """Each set of cards of `hand` that shows `ann`."""
    symbol = SYMBOL_OF_SUIT
    if ann.is_carre:
        cards = tuple(ann.rank + s for s in "♠♥♦♣")
        return [cards] if all(c in hand for c in cards) else []
    out = []
    for suit in ("hearts", "spades", "diamonds", "clubs"):
        if mode not in (NO_TRUMP, ALL_TRUMP) and (suit == mode) != ann.trump:
            continue
        tops = [ann.rank] if ann.rank else NATURAL[ann.length - 1:]
        for top in tops:
            i = NATURAL.index(top)
            if i + 1 < ann.length:
                continue
            cards = tuple(r + symbol[suit] for r in reversed(NATURAL[i + 1 - ann.length:i + 1]))
            if all(c in hand for c in cards):
                out.append(cards)
    return out


class Shown(NamedTuple):
    announcement: Announcement
    seat: str | None  # None: not shown
    cards: tuple[str, ...]


def shown_announcements(anns: tuple[Announcement, ...], team: str, hands: dict, mode: str
                        ) -> tuple[Shown, ...]:
    """The team's announcements checked together against its players' hands: all shown
    when some choice of cards shows them all, else the most one choice shows, those said
    first preferred; a card serves one announcement of its player at most."""
    seats = [s for s in SEATS if TEAM_OF_SEAT[s] == team]
    options = [[(s, c) for s in seats for c in _candidates(a, hands[s], mode)] for a in anns]
    best: list = [None, None]  # key, choice

    def search(i: int, used: frozenset, choice: tuple) -> None:
        if i == len(anns):
            key = tuple(c is not None for c in choice)
            key = (sum(key), key)
            if best[0] is None or key > best[0]:
                best[0], best[1] = key, choice
            return
        for seat, cards in options[i]:
            taken = {(seat, c) for c in cards}
            if not taken & used:
                search(i + 1, used | taken, choice + ((seat, cards),))
        search(i + 1, used, choice + (None,))

    search(0, frozenset(), ())
    return tuple(Shown(a, c[0] if c else None, c[1] if c else ())
                 for a, c in zip(anns, best[1]))


def held_belote_problem(deal, played: Play) -> tuple[str, str] | None:
    """(team, suit) of a belote said that no player of the team held, or None."""
    held = belotes_held(played.hands, deal.mode)
    for team in ("ns", "ew"):
        mine = [suit for seat, suit in held if TEAM_OF_SEAT[seat] == team]
        if deal.belote.count(team) > len(mine):
            suit = deal.mode if deal.mode != ALL_TRUMP else None
            return team, suit
    return None


def seat_to_play(cards: list[str], mode: str, dealer: str, direction: str) -> str:
    """Who plays the next card after `cards` (the deal's cards so far, in play order)."""
    seat = next_seat(dealer, direction)
    for start in range(0, len(cards) - len(cards) % 4, 4):
        for _i in range(winning(cards[start:start + 4], mode)):
            seat = next_seat(seat, direction)
    for _i in range(len(cards) % 4):
        seat = next_seat(seat, direction)
    return seat


def check_seats(played: list, mode: str, dealer: str, direction: str) -> None:
    """Each card typed with its seat (`s:A♦`) must be that seat's turn: cards typed from
    the wrong seat cannot pass for a revoke."""
    from ..errors import ScoreError
    from ..i18n import N_, Code

    cards = [str(card) for _seat, card in played]
    for i, (seat, card) in enumerate(played):
        expected = seat_to_play(cards[:i], mode, dealer, direction)
        if seat is not None and seat != expected:
            raise ScoreError(N_("{card}: trick {trick} is {seat}'s to play here, not "
                                "{said}'s"), card=card.said(), trick=i // 4 + 1,
                             seat=Code("seat", expected), said=Code("seat", seat))
