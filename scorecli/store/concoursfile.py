"""A concours folder's one owner (SPEC 13): `concours.toml` read and checked, its tables'
match files read for their results, and under its lock the teams registered or
withdrawn, the rounds drawn (with their tables' match files), results typed.

`concours.toml` is written as a match file is (SPEC 12): every change checked before it is
written, made in the file's own text (`tomledit`), stored by `safewrite` only if the
file is still the one read, under the sidecar lock `.concours.toml.lock`.
"""

from __future__ import annotations

import datetime
import os
import stat
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from ..concours import Concours, Drawn, Result, Team, draw_next
from ..errors import (ConcoursRefused, FileChanged, Msg, NameClash, NotFound, OutputRefused,
                      ScorecliError)
from ..game.deal import Match
from ..i18n import N_, _, ngettext
from ..rules import BUILT_IN
from ..words.tokens import named_key, is_count
from ..words.vocabulary import fold
from . import read, safewrite
from .concoursschema import concours_from_data, concours_text
from .files import BOM, CONCOURS_FILE, file_digest, still_as_read
from .matchfile import MatchFile, check_names
from .openfolder import OpenFolder
from .text import match_text
from .tomledit import TOP, Append, Remove, Section, Set, edited


class ConcoursFolder:
    """One concours folder: read with `read`, changed inside `writing`."""

    def __init__(self, folder: Path, text: str, data: dict, concours: Concours, status,
                 digest: str | None, bom: bool = False, registry=None):
        self.folder, self.text, self.data, self.concours = folder, text, data, concours
        self._status, self._digest, self._bom, self._registry = status, digest, bom, registry
        self._options_seen: dict | None = None  # the tables' options, made once
        self.warnings: list[str] = []  # tables that cannot be read, for the command to say
        self.progress: dict = {}  # (round, table) -> (deals, NS, EW) of a table still open

    @property
    def path(self) -> Path:
        return self.folder / CONCOURS_FILE

    @classmethod
    def read(cls, folder: Path | str, registry=None, digest: bool = False) -> "ConcoursFolder":
        folder = Path(folder)
        path = folder / CONCOURS_FILE
        if not os.path.lexists(path):
            raise NotFound(N_("{folder} holds no concours ({file} is missing); start one "
                                "with `scorecli concours new {folder} --rules NAME`"),
                             folder=folder, file=CONCOURS_FILE)
        text, bom, status, sha = read.read_text(path, digest=digest)
        data = read.parse_toml(text, str(path))
        concours = concours_from_data(data, str(path), registry)
        return cls(folder, text, data, concours, status, sha, bom, registry)

    @classmethod
    def create(cls, folder: Path | str, values: dict, options: dict) -> "ConcoursFolder":
        """A new concours folder (an empty or missing folder, never over a concours)."""
        folder = Path(folder)
        path = folder / CONCOURS_FILE
        text = concours_text(values, options)
        data = read.parse_toml(text, str(path))
        concours = concours_from_data(data, str(path))  # never write what was not checked
        exists = ConcoursRefused(N_("{folder} already holds a concours; `scorecli concours show "
                               "{folder}` shows it"), folder=folder)
        if os.path.lexists(path):
            raise exists
        if folder.exists() and not folder.is_dir():
            raise OutputRefused(N_("{folder} is a file; name a folder for the concours"),
                             folder=folder)
        folder.mkdir(parents=True, exist_ok=True)
        with safewrite.locked(path):
            if not safewrite.atomic_write(path, text, saved=path,
                                          still_current=lambda: not os.path.lexists(path)):
                raise exists
        return cls(folder, text, data, concours, None, None)

    @classmethod
    @contextmanager
    def writing(cls, folder: Path | str, registry=None) -> Iterator["ConcoursFolder"]:
        """Hold the concours' lock and read it fresh."""
        path = Path(folder) / CONCOURS_FILE
        cls.read(folder, registry)  # a missing concours is said before any lock is made
        with safewrite.locked(path):
            owner = cls.read(folder, registry, digest=True)
            safewrite.check_writable(safewrite.real_path(path), owner._status)
            yield owner

    # ------------------------------------------------------------ the tables

    def rules(self):
        """The rule set every table plays, with the concours' options."""

        return (self._registry or BUILT_IN).get(self.concours.rules, self.concours.options)

    def _rules_options(self) -> dict:
        """The options every table plays, made once for a reading (each table is
        checked against them)."""
        if self._options_seen is None:
            self._options_seen = dict(self.rules().options)
        return self._options_seen

    def table_path(self, round_number: int, table: int) -> Path:
        return _table_file(self.folder, round_number, table,
                           len(self.concours.draws[round_number - 1].tables))

    def results(self) -> dict[tuple[int, int], Result | None]:
        """Each drawn table's result: typed, else its match file's totals once that match
        has ended, else None (open). A table whose file cannot be read is open, and said."""

        found: dict[tuple[int, int], Result | None] = {}
        files: dict[tuple[int, int], tuple[int, int]] = {}  # (device, inode) -> its table
        for round_number, table, ns, ew in self.concours.tables():
            typed = self.concours.typed.get((round_number, table))
            if typed is not None:
                found[(round_number, table)] = Result(typed[0], typed[1], True)
                continue
            path = self.table_path(round_number, table)
            found[(round_number, table)] = None
            if not os.path.lexists(path):
                self.warnings.append(_("round {round}, table {table}: {file} is missing; type "
                                       "the table's result with `scorecli concours result`"
                                       ).format(round=round_number, table=table, file=path))
                continue
            try:
                match_file = MatchFile.read(path, self._registry)
                score = match_file.score()
            except ScorecliError as exc:
                self.warnings.append(_("round {round}, table {table}: {problem}").format(
                    round=round_number, table=table, problem=str(exc).splitlines()[0]))
                continue
            wrong = self._not_the_draws(path, match_file, ns, ew, files, table)
            if wrong:
                self.warnings.append(_(
                    "round {round}, table {table}: {file} does not match the draw ({why}); "
                    "its result is not counted until it is put right").format(
                        round=round_number, table=table, file=path, why=wrong))
                continue
            if score.ended:
                found[(round_number, table)] = Result(score.total["ns"], score.total["ew"])
            elif score.deals:
                self.progress[(round_number, table)] = (len(score.deals), score.total["ns"],
                                                        score.total["ew"])
        return found

    def _not_the_draws(self, path: Path, match_file, ns: int, ew: int, files: dict,
                       table: int) -> str | None:
        """Why a table's match file is not the draw's table (F6), or None: a link, the same
        file as another table's, its teams the other way round or another table's, its
        rule set or options changed by hand. A team renamed in concours.toml since the
        draw is no mismatch: the file keeps the name it was drawn with."""
        if os.path.islink(path):
            return _("it is a link; a table's file is its own")
        status = os.stat(path)
        other = files.setdefault((status.st_dev, status.st_ino), table)
        if other != table:
            return _("it is the same file as table {other}'s").format(other=other)

        # Names as the concours tells them apart: without case, accents or spaces around.
        names = {team.number: fold(team.name.strip()) for team in self.concours.teams}
        teams = match_file.match.teams
        said = {side: fold(teams[side].strip()) for side in ("ns", "ew")}
        if said["ns"] == names[ew] or said["ew"] == names[ns]:
            return _("its teams are the other way round: NS {ns}, EW {ew}").format(
                ns=teams["ns"], ew=teams["ew"])
        for side, number in (("ns", ns), ("ew", ew)):
            if said[side] != names[number] and said[side] in names.values():
                return _("it names {team}, a team not at this table").format(team=teams[side])
        if match_file.match.rules != self.concours.rules:
            return _("its rule set is {rules}, the concours' {concours}").format(
                rules=match_file.match.rules, concours=self.concours.rules)
        mine, drawn = match_file.rules.options, self._rules_options()
        changed = [_("{option} {value} where the concours has {concours}").format(
            option=key, value=mine.get(key), concours=drawn.get(key))
            for key in sorted(set(mine) | set(drawn)) if mine.get(key) != drawn.get(key)]
        if changed:
            return _("its options differ from the concours': {options}").format(
                options="; ".join(changed))
        return None

    def _table_match(self, round_number: int, table: int, ns: Team, ew: Team) -> Match:
        players = dict(zip(("n", "s"), ns.players)) | dict(zip(("e", "w"), ew.players))
        try:
            check_names({}, players)
        except NameClash:  # two players of the same name: each said with the team's
            # TRANSLATORS: a player's name in a table's match file, beside another player
            # of the same name (`Marc, Les Verts`)
            players = {seat: _("{player}, {team}").format(
                player=name, team=(ns if seat in "ns" else ew).name)
                for seat, name in players.items()}
        return Match(rules=self.concours.rules, options=dict(self.concours.options),
                     title=_("Round {round}, table {table}").format(round=round_number,
                                                                   table=table),
                     started=datetime.datetime.now().replace(microsecond=0),
                     teams={"ns": ns.name, "ew": ew.name},
                     players={s: players[s] for s in "nesw" if s in players})

    def team_number(self, typed: str) -> int:
        """TEAM as typed: a team's number, or its name (or the start of a word of it)."""

        teams = self.concours.teams
        if is_count(typed.strip()) and len(typed.strip()) < 10:
            number = int(typed)
            if 1 <= number <= len(teams):
                return number
            raise ConcoursRefused(N_("team {number}: the teams are numbered 1 to {count}"),
                                  number=number, count=len(teams))
        number = named_key("team", {t.number: t.name for t in teams}, typed)
        if number is None:
            raise ConcoursRefused(N_("{text!r} is no team of this concours (`scorecli concours "
                                     "show {folder}` lists them)"), text=typed,
                                  folder=self.folder)
        return number

    def drawn_round(self, round_number: int | None) -> None:
        """Refuse a round that is not drawn (None: the last drawn, whatever it is)."""
        drawn, planned = self.concours.drawn, self.concours.rounds
        if round_number is not None and round_number > planned:
            raise ConcoursRefused(N_("round {round}: this concours has {rounds} rounds"),
                                  round=round_number, rounds=planned)
        if round_number is not None and round_number > drawn:
            raise ConcoursRefused(N_("round {round} is not drawn yet ({drawn} drawn); `scorecli "
                                     "concours draw {folder}` draws the next"),
                                  round=round_number, drawn=drawn, folder=self.folder)

    def played(self, round_number: int, table: int) -> tuple[int, int, int] | None:
        """What the table's match file holds when it holds deals: (deals, NS, EW)."""

        try:
            score = MatchFile.read(self.table_path(round_number, table), self._registry).score()
        except ScorecliError:  # a missing or broken table file: nothing played
            return None
        return (len(score.deals), score.total["ns"], score.total["ew"]) if score.deals else None

    # ------------------------------------------------------------ changes

    def add_team(self, name: str, players: list[str]) -> Team:
        known = {fold(t.name): t for t in self.concours.teams}
        if fold(name) in known:
            raise ConcoursRefused(N_("{name!r} is already team {number}'s name; give this team "
                                     "another name"), name=name, number=known[fold(name)].number)
        team = Team(len(self.concours.teams) + 1, name, tuple(players))
        self._change([Append("teams", {"number": team.number, "name": name,
                                       "players": list(players) or None})])
        return team

    def withdraw(self, number: int) -> int:
        """Withdraw a team after the last round drawn; that round's number. Refused for a
        team already withdrawn, or seated at a table of that round still open."""
        concours = self.concours
        team = concours.team(number)
        if team.withdrawn is not None:
            raise ConcoursRefused(N_("team {number} {name} withdrew after round {round} "
                                     "already"), number=number, name=team.name,
                                  round=team.withdrawn)
        drawn = concours.drawn
        if drawn:
            place = concours.place_of(drawn, number)
            if place and self.results().get((drawn, place[0])) is None:
                raise ConcoursRefused(N_(
                    "team {number} {name} is at table {table} of round {round}, still open: "
                    "type that table's result first (`scorecli concours result {folder} "
                    "{round} {table} NS EW`)"), number=number, name=team.name,
                    table=place[0], round=drawn, folder=self.folder)
        self._change([Set(Section("teams", number - 1), "withdrawn", drawn)])
        return drawn

    def draw(self):
        """Draw the next round and write it: its Drawn and its tables' paths. Refused when
        every planned round is drawn or a table of the last round is open."""

        concours = self.concours
        if concours.drawn >= concours.rounds:
            raise ConcoursRefused(N_("all {rounds} rounds are drawn; to play more, `scorecli "
                                     "concours set {folder} --rounds {more}`"),
                                  rounds=concours.rounds, folder=self.folder,
                                  more=concours.rounds + 1)
        results = self.results()
        still_open = concours.open_tables(results)
        if still_open:
            round_number, first = still_open[0]
            raise ConcoursRefused(N_(
                "round {round}: {tables} still open; record the deals with `scorecli deal "
                "{file} ...`, or type a paper sheet's totals with `scorecli concours result "
                "{folder} {round} {table} NS EW`"), round=round_number, tables=ngettext(
                    "table {list} is", "tables {list} are", len(still_open)).format(
                        list=", ".join(str(t) for _r, t in still_open)),
                file=self.table_path(round_number, first), folder=self.folder, table=first)
        drawn = draw_next(concours, results)
        return drawn, self.add_round(drawn)

    def add_round(self, drawn: Drawn) -> list[Path]:
        """Write the round's table match files, then the draw; the files' paths.

        The round's folder is made and the tables created inside it by name, never
        through a link planted before or during the draw (F7), each new and exclusive
        (a hard link of its temp, which never replaces), with no lock file to leave
        behind (N32): the concours' lock is held. If the draw cannot be written after
        them, the tables it made are removed, so that "nothing was changed" is true."""

        tables = drawn.round.tables
        paths = [_table_file(self.folder, drawn.round.round, n, len(tables))
                 for n in range(1, len(tables) + 1)]
        matches = [self._table_match(drawn.round.round, n, self.concours.team(ns),
                                     self.concours.team(ew))
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
                    self._change([Append("draws", {"round": drawn.round.round,
                                                   "tables": [list(pair) for pair in tables],
                                                   "bye": drawn.round.bye})])
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

    def set_result(self, round_number: int, table: int, totals: tuple[int, int] | None
                   ) -> None:
        """Type a table's totals (None clears them). Refused for a round not drawn, a
        table the round does not have, and a clear with nothing typed."""
        self.drawn_round(round_number)
        count = len(self.concours.draws[round_number - 1].tables)
        if table > count:
            raise ConcoursRefused(N_("round {round} has tables 1 to {count}; there is no table "
                                     "{table}"), round=round_number, count=count, table=table)
        if totals is None and (round_number, table) not in self.concours.typed:
            raise ConcoursRefused(N_("round {round}, table {table} has no typed result to "
                                     "clear"), round=round_number, table=table)
        rows = self.data.get("results", [])
        at = next((i for i, r in enumerate(rows)
                   if (r.get("round"), r.get("table")) == (round_number, table)), None)
        if totals is None:
            patches = [Remove(Section("results", at))]
        elif at is None:
            patches = [Append("results", {"round": round_number, "table": table,
                                          "ns": totals[0], "ew": totals[1]})]
        else:
            patches = [Set(Section("results", at), "ns", totals[0]),
                       Set(Section("results", at), "ew", totals[1])]
        self._change(patches)

    def set_values(self, values: dict) -> None:
        """Top keys: `rounds`, `title`; never fewer rounds than those drawn."""
        rounds = values.get("rounds")
        if rounds is not None and rounds < self.concours.drawn:
            raise ConcoursRefused(N_("--rounds {rounds}: {drawn} rounds are drawn already"),
                                  rounds=rounds, drawn=self.concours.drawn)
        self._change([Set(TOP, key, value) for key, value in values.items()])

    def _change(self, patches: list) -> None:
        text, data = edited(self.text, self.data, patches)
        concours = concours_from_data(data, str(self.path), self._registry)  # checked first
        real = safewrite.real_path(self.path)
        still_current = still_as_read(real, self._status, self._digest)
        encoded = (BOM if self._bom else b"") + text.encode("utf-8")
        if not safewrite.atomic_write(real, encoded, still_current, follow=False,
                                      saved=self.path):
            raise FileChanged(str(self.path), [Msg(N_("changed on disk while scorecli was working "
                                                 "(an editor saving it?); nothing was "
                                                 "changed, try again"))])
        self.text, self.data, self.concours = text, data, concours
        self._status, self._digest = os.stat(real), file_digest(real)



def _table_file(folder: Path, round_number: int, table: int, count: int) -> Path:
    """`round-2/table-07.toml`: T with as many digits as the round's largest table number."""
    return folder / f"round-{round_number}" / f"table-{table:0{len(str(count))}d}.toml"
