"""A concours (SPEC 13): a club's tournament of teams, rounds and tables, as data.

`event` holds the concours as read (teams, drawn rounds, typed results); `standing` the
ranking recomputed from the tables' results, its check code and prizes; `draw` makes the
next round from that ranking; `checks` the bound and paper check of a typed sheet. Pure:
no files, no Click; the store reads the folder and the tables' match files into these.
"""

from .draw import Drawn, draw_next, pairing, redrawn, seated
from .event import Concours, Prize, Result, Round, Team, Typed, bye_value, counted
from .standing import Standing, check_code, chain, prized, ranking
from .state import State, state

__all__ = ["Concours", "Drawn", "Prize", "Result", "Round", "Standing", "Team", "Typed",
           "bye_value", "chain", "check_code", "counted", "draw_next", "pairing", "prized",
           "ranking", "redrawn", "seated", "State", "state"]
