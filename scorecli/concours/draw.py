"""The next round's draw, exactly as SPEC 13 states it, so that an organiser can check it
by hand.

Round 1 is the team numbers shuffled by `random.Random(seed)`. Later rounds pair the
teams in ranking order: the best-ranked team left takes the best-ranked partner it has
not met, backtracking as far as needed; the pairing used is the first in that
depth-first order among those with the fewest rematches (none, whenever a rematch-free
pairing exists).

The search keeps, for each set of teams still to pair, the fewest rematches it can be
paired with (a bit mask as the key), so that a set is searched once however it is
reached: without it, a round where the last teams have all met one another is searched
again from every pairing of the teams above them.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import NamedTuple

from ..errors import ScoreError
from ..i18n import N_
from .event import Concours, Results, Round, byes_of, met, ranking


class Drawn(NamedTuple):
    round: Round
    rematches: tuple[tuple[int, int], ...]  # pairs that meet again, when none could not


def pairing(order: list[int], have_met: set[frozenset]) -> tuple[list[tuple[int, int]], int]:
    """Pair `order` (an even count of teams, best-ranked first): the first pairing in
    depth-first order among those with the fewest rematches, and how many it has. Each
    pair is (better-ranked, other), the pairs in the order of their better-ranked team."""
    count = len(order)
    meets = [[frozenset((a, b)) in have_met for b in order] for a in order]

    @lru_cache(maxsize=None)
    def fewest(left: int) -> int:
        """The fewest rematches the teams in the mask `left` can be paired with."""
        if not left:
            return 0
        first = (left & -left).bit_length() - 1  # the best-ranked team left
        rest = left & ~(1 << first)
        best = None
        for other in range(first + 1, count):
            if not rest >> other & 1:
                continue
            cost = meets[first][other]
            if best is not None and cost >= best:
                continue  # a rematch here cannot beat a pairing already found
            cost += fewest(rest & ~(1 << other))
            if best is None or cost < best:
                best = cost
                if best == 0:
                    break
        return best

    left = (1 << count) - 1
    total = fewest(left)
    pairs = []
    while left:
        first = (left & -left).bit_length() - 1
        rest = left & ~(1 << first)
        need = fewest(left)
        for other in range(first + 1, count):
            if rest >> other & 1 and meets[first][other] + fewest(rest & ~(1 << other)) == need:
                pairs.append((order[first], order[other]))
                left = rest & ~(1 << other)
                break
    return pairs, total


def draw_next(concours: Concours, results: Results) -> Drawn:
    """The next round of `concours`, or a ScoreError saying why it cannot be drawn yet."""
    number = concours.drawn + 1
    playing = concours.active()
    if len(playing) < 2:
        raise ScoreError(N_("a round needs at least two teams; register them with "
                            "`scorecli concours team`"))
    if number == 1:
        order = sorted(t.number for t in playing)
        random.Random(concours.seed).shuffle(order)
        bye = order.pop() if len(order) % 2 else None
        pairs = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
        return Drawn(Round(1, tuple(pairs), bye), ())
    order = [s.team.number for s in ranking(concours, results)
             if s.team.withdrawn is None]
    bye = None
    if len(order) % 2:
        byes = byes_of(concours)
        fewest = min(byes[n] for n in order)
        bye = next(n for n in reversed(order) if byes[n] == fewest)
        order.remove(bye)
    have_met = met(concours)
    pairs, _count = pairing(order, have_met)
    rematches = tuple(p for p in pairs if frozenset(p) in have_met)
    return Drawn(Round(number, tuple(pairs), bye), rematches)
