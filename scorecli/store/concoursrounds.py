"""The concours owner's rounds (SPEC 13): a round drawn with its tables' match files,
taken back (`undraw`) or changed by hand (`swap`) before play, and each table's result
typed from its paper sheet (checked: `concours.checks`) or recorded as a forfeit. A mixin
of `ConcoursFolder`, which holds the lock and writes `concours.toml` (`_change`); table
files are changed first, then `concours.toml`, so that a command stopped midway is
finished by running it again.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..concours import Drawn, State, draw_next, seated, state
from ..concours.checks import NO_CHECK, Check, Sheet, deals_known, impossible, paper_check
from ..concours.event import Concours, members, met
from ..errors import ConcoursRefused, ContextMsg, Msg, Plural, ScorecliError
from ..i18n import N_, _, both, ngettext, pgettext
from . import read, safewrite
from .files import table_file
from .matchfile import MatchFile, check_names
from .openfolder import OpenFolder
from .text import match_text
from .tomledit import Append, Remove, Section, Set


def left_said(left_out, melee: bool = False) -> str:
    """`4 Les Verts (absent), 9 Les As (not checked in)`; a mêlée's player in words that
    agree with anyone (fr « absence », « pas de pointage »)."""
    def why_said(why: str) -> str:
        if melee:
            return pgettext("melee", "absent") if why == "absent" else pgettext(
                "melee", "not checked in")
        return _("absent") if why == "absent" else _("not checked in")
    said = pgettext("melee", "{number} {name} ({why})") if melee else _("{number} {name} ({why})")
    return ", ".join(said.format(number=team.number, name=team.name, why=why_said(why))
                     for team, why in left_out)


class Rounds:
    """Draws, corrections and results: what `ConcoursFolder` changes once play begins."""

    concours: Concours
    folder: Path

    def draw(self):
        """Draw the next round and write it: its Drawn, its tables' paths and the teams
        left out with why. Refused when every planned round is drawn, a table of the last
        round is open, or fewer than two teams are in the draw."""

        concours = self.concours
        if concours.drawn >= concours.rounds:
            raise ConcoursRefused(Plural(
                "the {rounds} round planned is drawn; to play more, `scorecli concours set "
                "{folder} --rounds {more}`", "all {rounds} rounds are drawn; to play more, "
                "`scorecli concours set {folder} --rounds {more}`", concours.rounds,
                rounds=concours.rounds, folder=self.folder, more=concours.rounds + 1))
        results = self.results()
        still_open = [(r, t) for r, t in concours.open_tables(results) if r == concours.drawn]
        if still_open:
            round_number, first = still_open[0]
            raise ConcoursRefused(N_(
                "round {round}: {tables} still open; record the deals with `scorecli deal "
                "{file} ...`, or type a paper sheet's totals with `scorecli concours result "
                "{folder} {round} {table} NS EW`"), round=round_number, tables=ngettext(
                    "table {list} is", "tables {list} are", len(still_open)).format(
                        list=both(str(t) for _r, t in still_open)),
                file=self.table_path(round_number, first), folder=self.folder, table=first)
        teams, left_out = concours.in_the_draw()
        if not teams and not left_out:  # none registered yet: how to register them
            raise ConcoursRefused(N_(
                "a round of a mêlée needs at least four players; register them with "
                "`scorecli concours player`") if concours.melee else N_(
                "a round needs at least two teams; register them with `scorecli concours "
                "team`"))
        if not left_out and len(teams) < (4 if concours.melee else 2):  # none left out
            raise ConcoursRefused(Plural(
                "a round of a mêlée needs at least four players; {n} is registered: register "
                "more with `scorecli concours player`", "a round of a mêlée needs at least "
                "four players; {n} are registered: register more with `scorecli concours "
                "player`", len(teams), n=len(teams)) if concours.melee else Plural(
                "a round needs at least two teams; {n} is registered: register another with "
                "`scorecli concours team`", "a round needs at least two teams; {n} are "
                "registered: register another with `scorecli concours team`", len(teams),
                n=len(teams)))
        if concours.melee and len(teams) < 4:
            raise ConcoursRefused(Plural(
                "a round of a mêlée needs at least four players; only {n} would be drawn. "
                "Left out: {left}", "a round of a mêlée needs at least four players; only "
                "{n} would be drawn. Left out: {left}", len(teams), n=len(teams),
                left=left_said(left_out, melee=True) or ContextMsg("left out", "nobody")))
        if len(teams) < 2:
            raise ConcoursRefused(Plural(
                "a round needs at least two teams; only {n} would be drawn. Left out: "
                "{left}", "a round needs at least two teams; only {n} would be drawn. "
                "Left out: {left}", len(teams), n=len(teams),
                left=left_said(left_out) or ContextMsg("left out", "nobody")))
        if concours.melee:
            from ..concours.melee import draw_melee

            drawn = draw_melee(concours)
        else:
            drawn = draw_next(concours, results)
        return drawn, self.add_round(drawn), left_out

    def add_round(self, drawn: Drawn) -> list[Path]:
        """Write the round's table match files, then the draw; the files' paths.

        The round's folder is made and the tables created inside it by name, never
        through a link planted before or during the draw (F7), each new and exclusive
        (a hard link of its temp, which never replaces), with no lock file to leave
        behind (N32): the concours' lock is held. If the draw cannot be written after
        them, the tables it made are removed, so that "nothing was changed" is true."""

        tables = drawn.round.tables
        paths = [table_file(self.folder, drawn.round.round, n, len(tables))
                 for n in range(1, len(tables) + 1)]
        matches = [self._table_match(drawn.round.round, n, ns, ew)
                   for n, (ns, ew) in enumerate(tables, start=1)]
        round_name = paths[0].parent.name
        with OpenFolder.open(self.folder) as top:
            made_folder = top.status(round_name) is None
            with top.sub(round_name) as round_folder:
                round_folder.remove_stale_temps()  # a killed draw's (N32)
                to_write = []
                for path, match in zip(paths, matches):
                    if round_folder.status(path.name) is None:
                        to_write.append((path, match))
                        continue
                    reusable = False  # unless left by a draw stopped midway: the same
                    if stat.S_ISREG(round_folder.status(path.name).st_mode):  # table, no deal
                        try:
                            there = MatchFile.read(path, self._registry).match
                            reusable = not there.deals and dict(there.teams) == dict(
                                match.teams)
                        except ScorecliError:
                            pass
                    if not reusable:
                        raise ConcoursRefused(N_("{file} already exists and is not this draw's "
                                            "table; move it away, then draw again"), file=path)
                made = []
                try:
                    for path, match in to_write:
                        check_names(match.teams, match.players)
                        text = match_text(match)
                        read.loaded_from_text(path, text)  # never write what was not checked
                        temp = round_folder.write_temp(path.name, text.encode("utf-8"))
                        if not round_folder.create(temp, path.name):
                            raise ConcoursRefused(N_("{file} already exists and is not this draw's "
                                                "table; move it away, then draw again"),
                                             file=path)
                        made.append((path, round_folder.status(path.name)))
                        safewrite.SAVED.append(path)
                    round_folder.sync()
                    self._change([Append("draws", {
                        "round": drawn.round.round,
                        "tables": [list(members(ns) + members(ew)) for ns, ew in tables],
                        "bye": list(drawn.round.bye) if self.concours.melee
                        else drawn.round.bye})])
                except BaseException:
                    self._unmake(round_folder, made)
                    if made_folder:
                        try:
                            os.rmdir(round_name, dir_fd=top.fd)
                        except OSError:
                            pass  # not empty: someone else's file is in it
                    raise
        return paths

    @staticmethod
    def _unmake(round_folder, made: list) -> None:
        """Remove the table files a failed draw made, each only if still the one it made."""
        for path, status in made:
            now = round_folder.status(path.name)
            if now is not None and status is not None and (now.st_ino, now.st_size) == (
                    status.st_ino, status.st_size):
                round_folder.unlink(path.name)
            if path in safewrite.SAVED:
                safewrite.SAVED.remove(path)

    # ------------------------------------------------------------ before play

    def begun(self, round_number: int, table: int) -> bool:
        """A table has begun: a deal recorded, a result typed or a forfeit."""
        return (round_number, table) in self.concours.typed or \
            self.played(round_number, table) is not None

    def _last_round_untouched(self, what: str) -> int:
        concours = self.concours
        if not concours.drawn:
            raise ConcoursRefused(N_("no round is drawn yet: there is no round to take "
                                     "back") if what == "undraw" else
                                  N_("no round is drawn yet: there are no places to swap"))
        number = concours.drawn
        begun = [n for n in range(1, len(concours.draws[-1].tables) + 1)
                 if self.begun(number, n)]
        if begun and what == "undraw":
            raise ConcoursRefused(Msg(N_(
                "round {round}: {tables} begun (deals recorded or a result typed); a round "
                "is taken back only before play"), round=number, tables=Plural(
                    "table {list} has", "tables {list} have", len(begun), list=both(begun))))
        return number

    def undraw(self) -> tuple[int, list[Path]]:
        """Take back the last drawn round before play: its table files removed (then its
        folder if empty), then its draw; a team withdrawn since counts as withdrawn
        before it. The round's number and the files removed."""
        number = self._last_round_untouched("undraw")
        drawn = self.concours.draws[-1]
        paths = [self.table_path(number, n) for n in range(1, len(drawn.tables) + 1)]
        for path in paths:  # each must be a table file scorecli can read, or gone
            if os.path.lexists(path):
                self._readable(path)
        removed = []
        for path in paths:
            if os.path.lexists(path):
                os.unlink(path)
                removed.append(path)
        try:
            os.rmdir(paths[0].parent)
        except OSError:
            pass  # not empty: someone else's file is in it
        patches = [Set(self._team_section(t.number), "withdrawn", number - 1)
                   for t in self.concours.teams if t.withdrawn == number]
        self._change(patches + [Remove(Section("draws", number - 1))])
        return number, removed

    def _readable(self, path: Path) -> MatchFile:
        try:
            return MatchFile.read(path, self._registry)
        except ScorecliError as exc:
            raise ConcoursRefused(N_("{file} cannot be read ({problem}): move it away, then "
                                     "run it again"), file=path,
                                  problem=str(exc).splitlines()[0]) from None

    def swap(self, first: int, second: int) -> tuple[Drawn, list[Path]]:
        """Two teams of the last drawn round change places (table and side, or the bye).
        The two tables' files are written anew, then the draw, marked `swapped`; the
        round as it now is, with the rematches it makes, and the files written."""
        number = self._last_round_untouched("swap")
        concours = self.concours
        drawn = concours.draws[-1]
        for team in (first, second):
            if team not in seated(drawn):
                raise ConcoursRefused(N_("team {number} is not in round {round}: `scorecli "
                                         "concours undraw {folder}`, then `draw`, brings it "
                                         "in"), number=team, round=number, folder=self.folder)
        places = {team: concours.place_of(number, team) for team in (first, second)}
        for team, place in places.items():
            if place and self.begun(number, place[0]):
                raise ConcoursRefused(N_("round {round}, table {table} has begun: a swap is "
                                         "for tables not yet played"), round=number,
                                      table=place[0])
        swap = {first: second, second: first}

        def moved(side):
            return tuple(swap.get(x, x) for x in side) if isinstance(side, tuple) else \
                swap.get(side, side)
        tables = tuple((moved(ns), moved(ew)) for ns, ew in drawn.tables)
        bye = moved(drawn.bye)
        changed = sorted({p[0] for p in places.values() if p})
        paths = [self.table_path(number, n) for n in changed]
        for path in paths:  # every file read before any is changed
            self._readable(path)
        for n, path in zip(changed, paths):
            ns, ew = tables[n - 1]
            match = self._table_match(number, n, ns, ew)
            with MatchFile.writing(path, self._registry) as table:
                table.change_header(teams=dict(match.teams), players={
                    seat: match.players.get(seat) for seat in "nesw"})
        before = met(concours.upto(number - 1))
        rematches = tuple(p for p in tables if frozenset(p) in before)
        self._change([Set(Section("draws", number - 1), "tables",
                          [list(members(a) + members(b)) for a, b in tables]),
                      Set(Section("draws", number - 1), "bye",
                          list(bye) if concours.melee else bye),
                      Set(Section("draws", number - 1), "swapped", True)])
        return Drawn(self.concours.draws[-1], rematches), paths

    # ------------------------------------------------------------ results

    def to_check(self) -> list[tuple[int, int]]:
        """The typed sheets that fail the rule set's paper check, until typed again."""
        rules = self.rules()
        failing = []
        for (round_number, table), typed in sorted(self.concours.typed.items()):
            if typed.forfeit or typed.forced:
                continue
            sheet = Sheet(typed.ns, typed.ew, typed.deals, typed.belotes, typed.capots,
                          typed.announcements)
            if paper_check(rules, sheet).passed is False:
                failing.append((round_number, table))
        return failing

    def state(self, after: int | None = None, results=None) -> State:
        """Where the concours stands (the ranking after `after` rounds, default all)."""
        results = self.results() if results is None else results
        return state(self.concours, results, after,
                     self.stale(results) if after is None else None, self.to_check())

    def _table_of(self, round_number: int, table: int) -> tuple[int, int]:
        self.drawn_round(round_number)
        tables = self.concours.draws[round_number - 1].tables
        if table > len(tables):
            raise ConcoursRefused(N_("round {round} has tables 1 to {count}; there is no table "
                                     "{table}"), round=round_number, count=len(tables),
                                  table=table)
        return tables[table - 1]

    def _result_patches(self, round_number: int, table: int, values: dict | None) -> list:
        rows = self.data.get("results", [])
        at = next((i for i, r in enumerate(rows)
                   if (r.get("round"), r.get("table")) == (round_number, table)), None)
        if values is None:
            return [Remove(Section("results", at))]
        block = {"round": round_number, "table": table, **values}
        if at is not None:
            return [Remove(Section("results", at)), Append("results", block)]
        return [Append("results", block)]

    def set_result(self, round_number: int, table: int, sheet: "Sheet | tuple | None",
                   force: bool = False) -> Check:
        """Type a table's totals from its sheet (None clears a typed result or a forfeit).
        Totals a table could not end with are refused unless `force`; the rule set's paper
        check of the sheet comes back (failed: a warning, the result is recorded)."""
        self._table_of(round_number, table)
        if sheet is None:
            if (round_number, table) not in self.concours.typed:
                raise ConcoursRefused(N_("round {round}, table {table} has no typed result to "
                                         "clear"), round=round_number, table=table)
            self._change(self._result_patches(round_number, table, None))
            return NO_CHECK
        if isinstance(sheet, tuple) and not isinstance(sheet, Sheet):
            sheet = Sheet(*sheet)
        rules = self.rules()
        limit = rules["deals_limit"]
        if sheet.deals is not None and limit and sheet.deals > limit:
            raise ConcoursRefused(N_("--deals {n}: a table of this concours plays at most "
                                     "{limit} deals"), n=sheet.deals, limit=limit)
        if sheet.deals is not None and limit and not rules["target"] and \
                sheet.deals != limit and not force:
            raise ConcoursRefused(N_("--deals {n}: a table of this concours plays {limit} "
                                     "deals; `--force` if this one was stopped early"),
                                  n=sheet.deals, limit=limit)
        if sheet.counts_given() and (rules.scorer.name != "belote"
                                     or deals_known(rules, sheet) is None):
            raise ConcoursRefused(N_("--belotes, --capots and --announcements are the counts "
                                     "of a belote sheet, and need the number of deals: "
                                     "`--deals N`") if rules.scorer.name == "belote" else
                                  N_("--belotes, --capots and --announcements are the counts "
                                     "of a belote sheet; {rules} has no such check"),
                                  rules=rules.base or rules.name)
        if not force:
            wrong = impossible(rules, sheet)
            if wrong is not None:
                raise ConcoursRefused(N_("{why}; check the sheet; `--force` if the table really "
                                         "scored it (a deal scored by hand, a table stopped "
                                         "by the clock)"), why=wrong)
        check = NO_CHECK if force else paper_check(rules, sheet)
        values = {"ns": sheet.ns, "ew": sheet.ew, "deals": sheet.deals,
                  "belotes": sheet.belotes, "capots": sheet.capots,
                  "announcements": sheet.announcements, "forced": True if force else None}
        self._change(self._result_patches(round_number, table,
                                          {k: v for k, v in values.items() if v is not None}))
        return check

    def forfeit(self, round_number: int, table: int, absent: list[int]) -> None:
        """Record that `absent` did not come to their table: the team that came scores the
        round as a bye. An absent team of the last round drawn is marked absent."""
        ns, ew = self._table_of(round_number, table)
        for team in absent:
            if team not in members(ns) + members(ew):
                place = self.concours.place_of(round_number, team)
                melee = self.concours.melee
                sat_out = team in members(self.concours.draws[round_number - 1].bye)
                raise ConcoursRefused(
                    (N_("player {number} {name} sits at table {table} of round {round}, not "
                        "at table {asked}") if melee else
                     N_("team {number} {name} sits at table {table} of round {round}, not at "
                        "table {asked}")) if place else
                    (N_("player {number} {name} sits out round {round}: no table to forfeit")
                     if melee else N_("team {number} {name} sits out round {round}: no table "
                                      "to forfeit")) if sat_out else
                    (N_("player {number} {name} is at no table of round {round}") if melee
                     else N_("team {number} {name} is at no table of round {round}")),
                    number=team, name=self.concours.team(team).name,
                    table=place[0] if place else None, round=round_number, asked=table)
        if (round_number, table) in self.concours.typed:
            raise ConcoursRefused(N_("round {round}, table {table} has a result already: "
                                     "`scorecli concours result {folder} {round} {table} "
                                     "--clear` first"), round=round_number, table=table,
                                  folder=self.folder)
        if self.played(round_number, table) is not None:
            raise ConcoursRefused(N_("round {round}, table {table}: the match has begun: type "
                                     "its totals with `scorecli concours result`, then "
                                     "`withdraw` the team that left"), round=round_number,
                                  table=table)
        patches = self._result_patches(round_number, table,
                                       {"forfeit": sorted(set(absent))})
        if round_number == self.concours.drawn:
            patches += [Set(self._team_section(t), "present", False) for t in sorted(set(absent))
                        if self.concours.team(t).present is not False]
        self._change(patches)

