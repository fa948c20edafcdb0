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
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from ..concours import Concours, Result, Round, redrawn
from ..concours.event import members
from ..errors import (ConcoursRefused, FileChanged, Msg, NameClash, NotFound, OutputRefused,
                      ScorecliError)
from ..game.deal import Match
from ..i18n import N_, _, either
from ..rules import BUILT_IN
from ..words.tokens import is_count
from ..words.vocabulary import fold
from . import read, safewrite
from .concoursschema import concours_from_data, concours_text
from .files import BOM, CONCOURS_FILE, file_digest, still_as_read, table_file
from .matchfile import MatchFile, check_names
from .concoursrounds import Rounds
from .concoursteams import Registration, players_in_two_teams
from .tomledit import TOP, Set, edited


class ConcoursFolder(Registration, Rounds):
    """One concours folder: read with `read`, changed inside `writing` (the teams in
    `Registration`, the rounds and results in `Rounds`)."""

    def __init__(self, folder: Path, text: str, data: dict, concours: Concours, status,
                 digest: str | None, bom: bool = False, registry=None):
        self.folder, self.text, self.data, self.concours = folder, text, data, concours
        self._status, self._digest, self._bom, self._registry = status, digest, bom, registry
        self._options_seen: dict | None = None  # the tables' options, made once
        self.warnings: list[str] = []  # tables that cannot be read, for the command to say
        self.progress: dict = {}  # (round, table) -> (deals, NS, EW) of a table still open
        self.warnings += [str(m) for m in players_in_two_teams(concours)]

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

    @staticmethod
    def looked_at(folder: Path | str) -> tuple:
        """What `--watch` compares from one look to the next: `concours.toml` and every
        table file of the round folders, each with its size and modification time (a
        file that appears, goes or changes changes it)."""
        folder = Path(folder)
        seen = []
        for path in [folder / CONCOURS_FILE] + sorted(folder.glob("round-*/table-*.toml")):
            try:
                status = os.stat(path)
                seen.append((str(path), status.st_size, status.st_mtime_ns))
            except OSError:
                seen.append((str(path), None, None))
        return tuple(seen)

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
        return table_file(self.folder, round_number, table,
                           len(self.concours.draws[round_number - 1].tables))

    def results(self) -> dict[tuple[int, int], Result | None]:
        """Each drawn table's result: typed, else its match file's totals once that match
        has ended, else None (open). A table whose file cannot be read is open, and said."""

        found: dict[tuple[int, int], Result | None] = {}
        files: dict[tuple[int, int], tuple[int, int]] = {}  # (device, inode) -> its table
        for round_number, table, ns, ew in self.concours.tables():
            typed = self.concours.typed.get((round_number, table))
            if typed is not None:
                found[(round_number, table)] = Result(0, 0, True, typed.forfeit) \
                    if typed.forfeit else Result(typed.ns, typed.ew, True)
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
        if self.concours.melee:
            return self._not_the_rules(match_file)
        names = {team.number: fold(team.name.strip()) for team in self.concours.teams}
        teams = match_file.match.teams
        said = {side: fold(teams[side].strip()) for side in ("ns", "ew")}
        if said["ns"] == names[ew] or said["ew"] == names[ns]:
            return _("its teams are the other way round: NS {ns}, EW {ew}").format(
                ns=teams["ns"], ew=teams["ew"])
        for side, number in (("ns", ns), ("ew", ew)):
            if said[side] != names[number] and said[side] in names.values():
                return _("it names {team}, a team not at this table").format(team=teams[side])
        return self._not_the_rules(match_file)

    def _not_the_rules(self, match_file) -> str | None:
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

    def table_match(self, round_number: int, table: int) -> Match:
        """A drawn table's match as `draw` writes it, from `concours.toml`'s names."""
        ns, ew = self.concours.draws[round_number - 1].tables[table - 1]
        return self._table_match(round_number, table, ns, ew)

    def _table_match(self, round_number: int, table: int, ns_side, ew_side,
                     concours: Concours | None = None) -> Match:
        """The match file of a table: its teams (a mêlée's sides named by their two
        players, `Anna & Chloé`) and players at n, s, e, w (`concours`: as it will be)."""
        concours = concours or self.concours
        if concours.melee:
            names = [concours.team(p).name for p in members(ns_side) + members(ew_side)]
            # TRANSLATORS: a mêlée's side, named by its two players
            side = _("{first} & {second}")
            return self._match(round_number, table,
                               {"ns": side.format(first=names[0], second=names[1]),
                                "ew": side.format(first=names[2], second=names[3])},
                               dict(zip("nsew", names)))
        ns, ew = concours.team(ns_side), concours.team(ew_side)
        players = dict(zip(("n", "s"), ns.players)) | dict(zip(("e", "w"), ew.players))
        try:
            check_names({}, players)
        except NameClash:  # two players of the same name: each said with the team's
            # TRANSLATORS: a player's name in a table's match file, beside another player
            # of the same name (`Marc, Les Verts`)
            players = {seat: _("{player}, {team}").format(
                player=name, team=(ns if seat in "ns" else ew).name)
                for seat, name in players.items()}
        return self._match(round_number, table, {"ns": ns.name, "ew": ew.name}, players)

    def _match(self, round_number: int, table: int, teams: dict, players: dict) -> Match:
        return Match(rules=self.concours.rules, options=dict(self.concours.options),
                     title=_("Round {round}, table {table}").format(round=round_number,
                                                                   table=table),
                     started=datetime.datetime.now().replace(microsecond=0),
                     teams=teams,
                     players={s: players[s] for s in "nesw" if s in players})

    def team_number(self, typed: str) -> int:
        """TEAM as typed: a team's number, its name (or the start of a word of it), or
        the name of one of its players, team names tried first."""

        teams = self.concours.teams
        if is_count(typed.strip()) and len(typed.strip()) < 10:
            number = int(typed)
            if number in {t.number for t in teams}:
                return number
            raise ConcoursRefused(Msg(N_(
                "player {number}: no player has this number (`scorecli concours show "
                "{folder} --teams` lists them)"), number=number, folder=self.folder)
                if self.concours.melee else Msg(N_(
                    "team {number}: no team has this number (`scorecli concours show "
                    "{folder} --teams` lists them)"), number=number, folder=self.folder))
        number = self._one_of({t.number: t.name for t in teams}, typed)
        if number is None:
            number = self._one_of({(t.number, i): p for t in teams
                                   for i, p in enumerate(t.players)}, typed)
            number = number[0] if number else None
        if number is None:
            raise ConcoursRefused(Msg(N_(
                "{text!r} is no player of this concours (`scorecli concours show {folder} "
                "--teams` lists them)"), text=typed, folder=self.folder)
                if self.concours.melee else Msg(N_(
                    "{text!r} is no team of this concours, nor one of its players "
                    "(`scorecli concours show {folder} --teams` lists them)"), text=typed,
                    folder=self.folder))
        return number

    def _one_of(self, names: dict, typed: str):
        """The one name `typed` is, or begins a word of (a surname as well as a first
        name: `BERNARD` is Pierre BERNARD and Bernard LEROY alike, so it is refused,
        naming both); None for none."""
        word = fold(" ".join(typed.split()))
        if not word:
            return None
        exact = [k for k, name in names.items() if fold(" ".join(name.split())) == word]
        found = exact or ([] if len(word) < 2 else [  # a single letter is never a prefix
            k for k, name in names.items()
            if any(part.startswith(word) for part in fold(name).split())
            or fold(name).startswith(word)])
        if len(found) > 1:
            number = (lambda key: key[0] if isinstance(key, tuple) else key)
            raise ConcoursRefused(N_("{text!r} could be {names}: type more of the name, or "
                                     "the number"), text=typed, names=either(
                _("{number} {name}").format(number=number(k), name=names[k])
                for k in found))
        return found[0] if found else None

    def stale(self, results=None) -> Round | None:
        """The first later round the draw would now make otherwise (a correction since
        it was drawn), drawn now; None when every round stands."""
        return redrawn(self.concours, self.results() if results is None else results)

    def round_begun(self, round_number: int) -> bool:
        return any(self.begun(round_number, n) for n in
                   range(1, len(self.concours.draws[round_number - 1].tables) + 1))

    def drawn_round(self, round_number: int | None) -> None:
        """Refuse a round that is not drawn (None: the last drawn, whatever it is)."""
        drawn, planned = self.concours.drawn, self.concours.rounds
        if round_number is not None and round_number > planned:
            raise ConcoursRefused(N_("round {round}: this concours has {rounds} rounds"),
                                  round=round_number, rounds=planned)
        if round_number is not None and round_number > drawn:
            raise ConcoursRefused(N_("round {round} is not drawn yet (the last drawn is round "
                                     "{drawn}); `scorecli concours draw {folder}` draws the "
                                     "next") if drawn else
                                  N_("round {round} is not drawn yet (no round is drawn); "
                                     "`scorecli concours draw {folder}` draws the first"),
                                  round=round_number, drawn=drawn, folder=self.folder)

    def played(self, round_number: int, table: int) -> tuple[int, int, int] | None:
        """What the table's match file holds when it holds deals: (deals, NS, EW)."""

        try:
            score = MatchFile.read(self.table_path(round_number, table), self._registry).score()
        except ScorecliError:  # a missing or broken table file: nothing played
            return None
        return (len(score.deals), score.total["ns"], score.total["ew"]) if score.deals else None

    # ------------------------------------------------------------ changes

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
