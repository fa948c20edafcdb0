"""The next round's draw, exactly as SPEC 13 states it, so that an organiser can check it
by hand.

Round 1 is the team numbers shuffled by `random.Random(seed)`. Later rounds pair the
teams in ranking order: the best-ranked team left takes the best-ranked partner it has
not met, backtracking as far as needed; the pairing used is the first in that
depth-first order among those with the fewest rematches (none, whenever a rematch-free
pairing exists).

That pairing is found without enumerating pairings. Any teams can be paired, so the
fewest rematches a set of teams can be paired with is half its count less the largest
matching of the pairs that have not met (Edmonds' blossom algorithm finds it). The
depth-first order then takes, for the best-ranked team left, the first partner after
which that fewest is still reached: each try grows the last matching, less the pairs of
the two teams tried, from its free teams. A search memoised on the sets of teams left
(what the draw did before) took 97-142 s and 1.4 GB for 36 teams after 34 rounds of a
round robin, and never ended for 40; this takes milliseconds at 60 teams. networkx's
matching would do the same work, but `import networkx` alone took longer here than the
whole draw of 60 teams (0.3 s against a 0.5 s goal for `concours draw`).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..errors import ConcoursRefused
from ..i18n import N_
from .event import Concours, Results, Round, byes_of, met
from .standing import ranking


class Drawn(NamedTuple):
    round: Round
    rematches: tuple[tuple[int, int], ...]  # pairs that meet again, when none could not


def pairing(order: list[int], have_met: set[frozenset]) -> tuple[list[tuple[int, int]], int]:
    """Pair `order` (an even count of teams, best-ranked first): the first pairing in
    depth-first order among those with the fewest rematches, and how many it has. Each
    pair is (better-ranked, other), the pairs in the order of their better-ranked team."""
    count = len(order)
    fresh = [[b for b in range(count) if b != a and frozenset((order[a], order[b]))
              not in have_met] for a in range(count)]
    alive = [True] * count
    mate = [-1] * count
    for vertex in range(count):
        if mate[vertex] == -1:
            _augment_from(vertex, fresh, alive, mate)
    size = sum(m != -1 for m in mate) // 2
    total = budget = count // 2 - size
    left = list(range(count))
    pairs = []
    while left:
        first = left[0]
        for other in left[1:]:
            cost = int(other not in fresh[first])
            if cost > budget:
                continue
            tried, tried_size = _without(first, other, fresh, alive, mate, size)
            if cost + (len(left) // 2 - 1 - tried_size) == budget:
                break
        else:  # pragma: no cover - the matching says some partner reaches the fewest
            assert False, "no partner reaches the fewest rematches"
        pairs.append((order[first], order[other]))
        budget -= cost
        alive[first] = alive[other] = False
        mate, size = tried, tried_size
        left = [v for v in left if alive[v]]
    return pairs, total


def _without(first: int, other: int, fresh, alive, mate, size) -> tuple[list[int], int]:
    """The largest matching of the teams alive less `first` and `other`, grown from
    `mate` (the largest with them) less their pairs: each free team is tried once, which
    is enough (a team with no augmenting path never gains one as the matching grows)."""
    mate = list(mate)
    for vertex in (first, other):
        partner = mate[vertex]
        if partner != -1:
            mate[partner] = mate[vertex] = -1
            size -= 1
    alive[first] = alive[other] = False
    try:
        for vertex in range(len(mate)):
            if alive[vertex] and mate[vertex] == -1 and _augment_from(vertex, fresh, alive,
                                                                      mate):
                size += 1
    finally:
        alive[first] = alive[other] = True
    return mate, size


def _augment_from(root: int, adjacent, alive, mate) -> bool:
    """Grow the matching `mate` (in place) by an augmenting path from the free `root`,
    through the live vertices, shrinking odd cycles (blossoms) as Edmonds does; whether
    one was found."""
    count = len(mate)
    parent = [-1] * count
    base = list(range(count))
    used = [False] * count
    used[root] = True
    queue = [root]

    def common_base(a: int, b: int) -> int:
        seen = [False] * count
        while True:
            a = base[a]
            seen[a] = True
            if mate[a] == -1:
                break
            a = parent[mate[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[mate[b]]

    def mark(vertex: int, stop: int, child: int, blossom: list[bool]) -> None:
        while base[vertex] != stop:
            blossom[base[vertex]] = blossom[base[mate[vertex]]] = True
            parent[vertex] = child
            child = mate[vertex]
            vertex = parent[mate[vertex]]

    head = 0
    while head < len(queue):
        vertex = queue[head]
        head += 1
        for to in adjacent[vertex]:
            if not alive[to] or base[vertex] == base[to] or mate[vertex] == to:
                continue
            if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                stop = common_base(vertex, to)
                blossom = [False] * count
                mark(vertex, stop, to, blossom)
                mark(to, stop, vertex, blossom)
                for i in range(count):
                    if alive[i] and blossom[base[i]]:
                        base[i] = stop
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = vertex
                if mate[to] == -1:
                    while to != -1:  # flip the path's edges
                        before = parent[to]
                        after = mate[before]
                        mate[to], mate[before] = before, to
                        to = after
                    return True
                used[mate[to]] = True
                queue.append(mate[to])
    return False


def draw_next(concours: Concours, results: Results, teams: list[int] | None = None) -> Drawn:
    """The next round of `concours`, among `teams` (default: those the next draw takes,
    SPEC 13's check-in), or a ConcoursRefused saying why it cannot be drawn yet."""
    number = concours.drawn + 1
    if teams is None:
        teams = [t.number for t in concours.in_the_draw()[0]]
    if len(teams) < 2:
        raise ConcoursRefused(N_("a round needs at least two teams; register them with "
                                 "`scorecli concours team`"))
    if number == 1:
        order = sorted(teams)
        random.Random(concours.seed).shuffle(order)
        bye = order.pop() if len(order) % 2 else None
        pairs = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
        return Drawn(Round(1, tuple(pairs), bye), ())
    chosen = set(teams)
    order = [s.team.number for s in ranking(concours, results) if s.team.number in chosen]
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


def seated(drawn: Round) -> list[int]:
    """Every team (or player) a round drew: at its tables and its bye."""
    return drawn.seated()


def redrawn(concours: Concours, results: Results) -> Round | None:
    """The first drawn round that the draw would now make otherwise, drawn now from the
    ranking before it (its earlier rounds as drawn, the results as they are now) among
    the teams it drew; None when every round would be drawn the same. Rounds changed by
    hand (`swap`) are not drawn again."""
    if concours.melee:
        return None  # a mêlée is drawn afresh each round, without the ranking
    for drawn in concours.draws[1:]:
        if drawn.swapped:
            continue
        now = draw_next(concours.upto(drawn.round - 1), results, seated(drawn)).round
        if (_pairs(now), now.bye) != (_pairs(drawn), drawn.bye):
            return now
    return None


def _pairs(drawn: Round) -> tuple:
    """Who meets whom at each table: the same teams with NS and EW swapped are the same
    draw (a tie-break changed since may seat them the other way)."""
    return tuple(frozenset((ns, ew)) for ns, ew in drawn.tables)
