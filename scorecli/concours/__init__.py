"""A concours (SPEC 13): a club's tournament of teams, rounds and tables, as data.

`event` holds the concours as read (teams, drawn rounds, typed results) and the ranking
recomputed from the tables' results; `draw` makes the next round from that ranking. Pure:
no files, no Click; the store reads the folder and the tables' match files into these.
"""

from .draw import Drawn, draw_next, pairing
from .event import Concours, Result, Round, Standing, Team, bye_value, ranking

__all__ = ["Concours", "Drawn", "Result", "Round", "Standing", "Team", "bye_value",
           "draw_next", "pairing", "ranking"]
