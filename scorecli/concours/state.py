"""Where a concours stands, counted once for every view (SPEC 13): the ranking after the
rounds counted, whether it is final, its check code, the prizes by place, the typed
sheets to check and the later round a correction has made wrong."""

from __future__ import annotations

from typing import NamedTuple

from .event import Concours, Results, Round
from .standing import Standing, check_code, prized, ranking


class State(NamedTuple):
    concours: Concours  # as counted: the rounds up to `after`
    results: Results
    standings: list[Standing]
    open: list[tuple[int, int]]
    after: int  # the rounds counted
    final: bool
    code: str
    prizes: dict  # team number -> prize text, once final
    clashes: list  # shared ranks whose places carry different prizes
    stale: Round | None = None
    to_check: tuple = ()


def state(concours: Concours, results: Results, after: int | None = None,
          stale: Round | None = None, to_check=()) -> State:
    counted = concours if after is None else concours.upto(after)
    standings = ranking(counted, results)
    still_open = counted.open_tables(results)
    final = after in (None, concours.drawn) and concours.final(results)
    given, clashes = prized(standings, concours.prizes) if final else ({}, [])
    return State(counted, results, standings, still_open, counted.drawn, final,
                 check_code(counted, results), given, clashes, stale, tuple(to_check))
