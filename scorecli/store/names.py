"""Names a match file holds that would read as something else when typed: refused wherever
names are written (a match's header, a concours table's), and listed by `check` with the
rest of a file's problems."""

from __future__ import annotations

from ..errors import NameClash
import re

from ..errors import Msg, Problem
from ..i18n import N_, as_in_the_file, team_code
from ..words.vocabulary import TEAM_WORDS, fold, same_names

def name_problems(teams: dict, players: dict) -> list[tuple[str, str, dict]]:
    """Every name that would read as another when typed, as (key, message id, places): a
    team named by the table's word for the other team (« nous » for EW: « belote nous »
    would be NS's, SPEC 11), and two teams or two players whose names
    are typed alike (`Nous` and `nous`)."""
    found = []
    for team, name in teams.items():
        if not isinstance(name, str):
            continue
        other = TEAM_WORDS.get(fold(name.strip()))
        if other is not None and other != team:
            found.append((f"teams.{team}", N_(
                "team {team} cannot be called {name!r}: at the table that word says "
                "{other}; give it another name"),
                dict(team=team_code(team), name=name, other=team_code(other))))
    for kind, names in (("teams", teams), ("players", players)):
        clash = same_names([n for n in names.values() if isinstance(n, str)])
        if clash and clash[0] == clash[1]:  # the same name twice, not two like it
            found.append((kind, N_("two teams would both be called {name!r}: give each its "
                                   "own name") if kind == "teams" else
                          N_("two players would both be called {name!r}: give each their "
                             "own name"), dict(name=clash[0])))
        elif clash:
            found.append((kind, N_("two teams would be called {one!r} and {other!r}: names "
                                   "are typed without case or accents, so give them names "
                                   "that differ") if kind == "teams" else
                          N_("two players would be called {one!r} and {other!r}: names are "
                             "typed without case or accents, so give them names that "
                             "differ"), dict(one=clash[0], other=clash[1])))
    return found


def check_names(teams: dict, players: dict) -> None:
    """Refuse the first name `name_problems` finds."""
    for _key, message, places in name_problems(teams, players):
        raise NameClash(message, **places)


_SEAT_KEY = re.compile(r"(?:deals\[(\d+)\]\.)?(taker|generale|dealer)")


def seats_named(items: list, data: dict, players: dict) -> None:
    """A seat the file writes as its player's name (`taker = "Boris"`): its problem says
    so, with the seat to write (a spelling, « s'écrit », it is not)."""
    seats = {fold(name): seat for seat, name in players.items() if isinstance(name, str)}
    for i, problem in enumerate(items):
        at = _SEAT_KEY.fullmatch(problem.key)
        if not at or not seats:
            continue
        where = data
        if at.group(1):
            deals = data.get("deals")
            number = int(at.group(1))
            where = deals[number - 1] if isinstance(deals, list) and number <= len(deals) else {}
        value = where.get(at.group(2)) if isinstance(where, dict) else None
        if isinstance(value, str) and fold(value.strip()) in seats:
            items[i] = Problem(problem.key, Msg(N_(
                "{value!r} is a player's name; the file writes their seat: {seat}"),
                value=value, seat=as_in_the_file((seats[fold(value.strip())],))))
