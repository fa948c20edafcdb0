"""A mêlée's draw (SPEC 13, "A mêlée"): players come alone, and every round draws
partners and opponents afresh from a seeded shuffle, the ranking playing no part.

Round R: `random.Random(seed × 1000 + R)` shuffles the players in the draw; those with
the fewest byes sit out when the count is not a multiple of four; then 100 attempts, each
list shuffled again from the last, pair partners by the teams' search (a pair costs 1
when the two have been partners) and partnerships into tables (a pair costs its pairs of
opponents who have faced each other before); the first attempt of least cost, partners
compared first, is drawn. Costs of 0 to 4 a table need more than the teams' matching:
the first pairing in depth-first order within a budget, the budget raised from 0 until
one is found, is the first of least cost; failures are remembered by what is left and
the budget, so that a search never repeats itself.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..errors import ConcoursRefused
from ..i18n import N_
from .draw import pairing
from .event import Concours, Round, byes_of, members, played_tables

ATTEMPTS = 100


class MeleeDrawn(NamedTuple):
    round: Round
    partner_repeats: tuple[tuple[int, int], ...]
    opponent_repeats: tuple[tuple[int, int], ...]
    rematches: tuple = ()  # the teams' draw's name for them; none in a mêlée


def history(concours: Concours) -> tuple[set[frozenset], set[frozenset]]:
    """The pairs of players who have been partners, and who have been opponents, at the
    tables played (a forfeited table is no meeting)."""
    partners, opponents = set(), set()
    for _r, _n, ns, ew in played_tables(concours):
        partners |= {frozenset(members(ns)), frozenset(members(ew))}
        opponents |= {frozenset((a, b)) for a in members(ns) for b in members(ew)}
    return partners, opponents


def first_least(items: list, cost) -> tuple[list[tuple], int]:
    """Pair `items` (an even count): the first pairing in depth-first order (the first
    left takes partners in the list's order) among those of least total cost."""
    count = len(items)
    costs = [[cost(items[a], items[b]) for b in range(count)] for a in range(count)]
    failed: set[tuple[int, int]] = set()

    def search(left: int, budget: int, pairs: list) -> bool:
        if not left:
            return True
        if (left, budget) in failed:
            return False
        first = (left & -left).bit_length() - 1
        rest = left & ~(1 << first)
        other = first + 1
        while other < count:
            if rest >> other & 1 and costs[first][other] <= budget:
                pairs.append((first, other))
                if search(rest & ~(1 << other), budget - costs[first][other], pairs):
                    return True
                pairs.pop()
            other += 1
        failed.add((left, budget))
        return False

    budget = 0
    while True:
        pairs: list = []
        if search((1 << count) - 1, budget, pairs):
            total = sum(costs[a][b] for a, b in pairs)
            return [(items[a], items[b]) for a, b in pairs], total
        budget += 1


def draw_melee(concours: Concours) -> MeleeDrawn:
    """The next round of a mêlée, exactly as SPEC 13 states it."""
    number = concours.drawn + 1
    shuffler = random.Random(concours.seed * 1000 + number)
    players = sorted(t.number for t in concours.in_the_draw()[0])
    if len(players) < 4:
        raise ConcoursRefused(N_("a round of a mêlée needs at least four players; register "
                                 "them with `scorecli concours player`"))
    shuffler.shuffle(players)
    byes = byes_of(concours)
    out = len(players) % 4
    by_byes = sorted(players, key=lambda p: -byes.get(p, 0))  # stable: most byes first
    sitting_out = set(by_byes[len(by_byes) - out:]) if out else set()
    partners, opponents = history(concours)
    listed = [p for p in players if p not in sitting_out]
    best = None
    for attempt in range(ATTEMPTS):
        if attempt:
            listed = list(listed)
            shuffler.shuffle(listed)
        pairs, partner_cost = pairing(listed, partners)
        sides = [tuple(pair) for pair in pairs]
        tables, opponent_cost = first_least(sides, lambda a, b: sum(
            frozenset((x, y)) in opponents for x in a for y in b))
        cost = (partner_cost, opponent_cost)
        if best is None or cost < best[0]:
            best = (cost, tables)
        if cost == (0, 0):
            break
    tables = tuple(best[1])
    partner_repeats = tuple(side for table in tables for side in table
                            if frozenset(side) in partners)
    opponent_repeats = tuple((a, b) for ns, ew in tables for a in ns for b in ew
                             if frozenset((a, b)) in opponents)
    return MeleeDrawn(Round(number, tables, tuple(sorted(sitting_out))), partner_repeats,
                      opponent_repeats)
