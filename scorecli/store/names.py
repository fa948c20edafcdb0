"""Names a match file holds that would read as one when typed: refused wherever names are
written (a match's header, a concours table's)."""

from __future__ import annotations

from ..errors import NameClash
from ..i18n import N_
from ..words.vocabulary import same_names


def check_names(teams: dict, players: dict) -> None:
    """Refuse names that would read as the same when typed (`Nous` and `nous`)."""

    for kind, names in (("team", teams), ("player", players)):
        clash = same_names([n for n in names.values() if isinstance(n, str)])
        if clash and clash[0] == clash[1]:  # the same name twice, not two like it
            raise NameClash(N_("two teams would both be called {name!r}: give each its own "
                               "name") if kind == "team" else
                            N_("two players would both be called {name!r}: give each their "
                               "own name"), name=clash[0])
        if clash:
            message = (N_("two teams would be called {one!r} and {other!r}: names are typed "
                          "without case or accents, so give them names that differ")
                       if kind == "team" else
                       N_("two players would be called {one!r} and {other!r}: names are "
                          "typed without case or accents, so give them names that differ"))
            raise NameClash(message, one=clash[0], other=clash[1])
