"""The concours owner's registration and check-in (SPEC 13, fourth round): teams
registered, edited, removed, withdrawn (and taken back), checked in or marked absent,
prizes and the tie-break chain. A mixin of `ConcoursFolder`, which holds the lock, reads
the folder and writes `concours.toml` (`_change`); every refusal is raised before any
file is touched.
"""

from __future__ import annotations

from pathlib import Path

from ..concours import Prize, Team
from ..concours.event import Concours
from ..errors import ConcoursRefused, ContextMsg, Msg, Plural, ScorecliError
from ..i18n import N_, pgettext
from ..words.vocabulary import TEAM_WORDS, fold
from .concoursschema import tiebreak_problem
from .tomledit import TOP, Append, Remove, Section, Set


def same_name(a: str, b: str) -> bool:
    """Names as the concours tells them apart: case, accents and spaces aside (around
    them, and a run of spaces inside: `Les  As` is `Les As`)."""
    return fold(" ".join(a.split())) == fold(" ".join(b.split()))


def player_clash(concours: Concours, players: list[str], own: int | None = None
                 ) -> Msg | None:
    """Why these players cannot make a team: one twice, or one in another team."""
    for i, name in enumerate(players):
        if any(same_name(name, other) for other in players[:i]):
            return Msg(N_("{player} is given twice for one team; if they are two people, "
                          "write their names so that they differ (an initial, a town)"),
                       player=name)
        for team in concours.teams:
            if team.number != own and any(same_name(name, p) for p in team.players):
                return Msg(N_("{player} is in team {number} {team}; if they are two people, "
                              "write their names so that they differ (an initial, a town)"),
                           player=name, number=team.number, team=team.name)
    return None


def players_in_two_teams(concours: Concours) -> list[Msg]:
    """What a file written by hand may hold and every command notes: one player in two
    teams, or twice in one."""
    found = []
    for team in concours.teams:
        clash = player_clash(concours._replace(teams=tuple(
            t for t in concours.teams if t.number < team.number)), list(team.players))
        if clash:
            found.append(clash)
    return found


class Registration:
    """Teams, check-in, prizes and tie-breaks: what `ConcoursFolder` changes before play."""

    concours: Concours
    folder: Path

    def _index(self, number: int) -> int:
        return [t.number for t in self.concours.teams].index(number)

    def _team_section(self, number: int) -> Section:
        return Section("players" if self.concours.melee else "teams", self._index(number))

    def add_player(self, name: str) -> Team:
        """Register a mêlée's player; checked in at once while check-in has begun."""
        _not_a_number(name)
        concours = self.concours
        for player in concours.teams:
            if same_name(player.name, name):
                raise ConcoursRefused(N_("{name} is registered already (player {number}); if "
                                         "they are two people, write their names so that they "
                                         "differ (an initial, a town)"), name=player.name,
                                      number=player.number)
        present = True if concours.checking_in() else None
        player = Team(concours.new_number(), name, (), None, present)
        self._change([Append("players", {"number": player.number, "name": name,
                                         "present": present})])
        return player

    def add_team(self, name: str, players: list[str]) -> Team:
        """Register a team; checked in at once while check-in has begun."""
        _not_a_number(name)
        concours = self.concours
        for team in concours.teams:
            if same_name(team.name, name):
                raise self._refused(N_("{name!r} is already team {number}'s name; give this "
                                       "team another name"), name=name, number=team.number)
        clash = player_clash(concours, players)
        if clash:
            raise ConcoursRefused(clash)
        present = True if concours.checking_in() else None
        team = Team(concours.new_number(), name, tuple(players), None, present)
        self._change([Append("teams", {"number": team.number, "name": name,
                                       "players": list(players) or None,
                                       "present": present})])
        return team

    def _refused(self, message: str, **places) -> ConcoursRefused:
        """A refusal that names a team, in a mêlée said of a player (words that agree with
        anyone: `_withdrawals_for_the_catalogs` marks them)."""
        said = ContextMsg("melee", message, **places) if self.concours.melee else \
            Msg(message, **places)
        return ConcoursRefused(said)

    def withdraw(self, number: int, undo: bool = False) -> int:
        """Withdraw a team after the last round drawn; that round's number. Refused for a
        team already withdrawn, or seated at a table of that round still open. With
        `undo`, take a mistaken withdrawal back while no round has been drawn since."""
        concours = self.concours
        team = concours.team(number)
        if undo:
            if team.withdrawn is None:
                raise self._refused(N_("team {number} {name} has not withdrawn"),
                                    number=number, name=team.name)
            if team.withdrawn != concours.drawn:
                raise self._refused(N_(
                    "team {number} {name} withdrew after round {round}, and round {next} has "
                    "been drawn since: it stays withdrawn"), number=number, name=team.name,
                    round=team.withdrawn, next=team.withdrawn + 1)
            self._change([Set(self._team_section(number), "withdrawn", None)])
            return team.withdrawn
        if team.withdrawn is not None:
            raise self._refused(N_("team {number} {name} withdrew after round {round} "
                                   "already") if team.withdrawn else
                                N_("team {number} {name} withdrew before round 1 already"),
                                number=number, name=team.name, round=team.withdrawn)
        drawn = concours.drawn
        if drawn:
            place = concours.place_of(drawn, number)
            if place and self.results().get((drawn, place[0])) is None:
                places = dict(number=number, name=team.name, table=place[0], round=drawn,
                              folder=self.folder)
                raise self._refused(N_(
                    "team {number} {name} is at table {table} of round {round}, still open: "
                    "type that table's result first (`scorecli concours result {folder} "
                    "{round} {table} NS EW`), or record its forfeit (`scorecli concours "
                    "forfeit {folder} {round} {table} {number}`)"), **places)
        self._change([Set(self._team_section(number), "withdrawn", drawn)])
        return drawn

    def remove(self, number: int) -> Team:
        """Take a team never drawn off the list; the others keep their numbers."""
        concours = self.concours
        team = concours.team(number)
        drawn = concours.ever_drawn(number)
        if drawn:
            where = Msg(N_("round {round} (table {table})"), round=drawn[0], table=drawn[1]) \
                if drawn[1] else Msg(N_("round {round} (its bye)"), round=drawn[0])
            raise self._refused(N_("team {number} {name} played in {where}: `scorecli "
                                   "concours withdraw {folder} {number}`"), number=number,
                                name=team.name, where=where, folder=self.folder)
        self._change([Remove(self._team_section(number)),
                      Set(TOP, "next_number", concours.new_number())])
        return team

    def edit_team(self, number: int, name: str | None, players: list[str] | None,
                  everywhere: bool = False) -> tuple[Team, list[Path], list[Path]]:
        """Rename a team or replace its players, in `concours.toml` and in its tables'
        files: the name in every one, the players only where no deal is recorded unless
        `everywhere`. Every file is read before any is changed; (the team now, the files
        rewritten, the played files whose players were kept)."""
        from .matchfile import MatchFile

        concours = self.concours
        team = concours.team(number)
        if name is not None:
            _not_a_number(name)
            for other in concours.teams:
                if other.number != number and same_name(other.name, name):
                    raise self._refused(N_("{name} is team {number}'s name already"),
                                        name=name, number=other.number)
        if players is not None:
            clash = player_clash(concours, players, own=number)
            if clash:
                raise ConcoursRefused(clash)
        now = team._replace(name=team.name if name is None else name,
                            players=team.players if players is None else tuple(players))
        files = []
        for drawn in concours.draws:
            place = concours.place_of(drawn.round, number)
            if place:
                path = self.table_path(drawn.round, place[0])
                try:
                    files.append((path, place[1], MatchFile.read(path, self._registry)))
                except ScorecliError as exc:
                    raise ConcoursRefused(N_("{file} cannot be read ({problem}): move it "
                                             "away, then run it again"), file=path,
                                          problem=str(exc).splitlines()[0]) from None
        rewritten, kept = [], []
        if concours.melee:  # a player renamed: at their seat and in their side's name
            for path, side, seen in files:
                ns, ew = concours.draws[int(path.parent.name.removeprefix("round-")) - 1] \
                    .tables[int(path.stem.removeprefix("table-")) - 1]
                match = self._table_match(0, 0, ns, ew, concours._replace(teams=tuple(
                    now if t.number == number else t for t in concours.teams)))
                with MatchFile.writing(path, self._registry) as table:
                    changes, _before, _after = table.change_header(
                        teams=dict(match.teams), players=dict(match.players))
                if changes:
                    rewritten.append(path)
            self._change([Set(self._team_section(number), "name", now.name)])
            return now, rewritten, kept
        for path, side, seen in files:
            seats = "ns" if side == "ns" else "ew"
            new_players = None
            if players is not None and (everywhere or not seen.match.deals):
                new_players = {seat: (list(players) + [None, None])[i]
                               for i, seat in enumerate(seats)}
            elif players is not None:
                kept.append(path)
            teams = {side: now.name} if name is not None else None
            if teams is None and new_players is None:
                continue
            with MatchFile.writing(path, self._registry) as table:
                changes, _before, _after = table.change_header(teams=teams,
                                                               players=new_players)
            if changes:
                rewritten.append(path)
        section = self._team_section(number)
        patches = []
        if name is not None:
            patches.append(Set(section, "name", name))
        if players is not None:
            patches.append(Set(section, "players", list(players) or None))
        self._change(patches)
        return now, rewritten, kept

    def mark(self, numbers: list[int] | None, present: bool | None) -> list[int]:
        """Check teams in (`present` True; `numbers` None: every team not withdrawn), mark
        them absent (False), or with None and no numbers lift every mark. A team marked
        absent checked in while no other team is: only its mark is lifted (so a concours
        that never used check-in does not become a check-in of one team); those."""
        concours = self.concours
        every = numbers is None
        if every:
            numbers = [t.number for t in concours.active()]
        chosen = set(numbers)
        lifting = bool(present) and not every and not any(
            t.present for t in concours.active() if t.number not in chosen) and all(
            concours.team(n).present is False for n in chosen)
        lifted, patches = [], []
        for number in numbers:
            team = concours.team(number)
            if team.withdrawn is not None:
                raise self._refused(N_("team {number} {name} withdrew after round {round}: it "
                                       "is never drawn again (a withdrawal by mistake, before "
                                       "the next draw: `scorecli concours withdraw {folder} "
                                       "{number} --undo`)") if team.withdrawn else
                                    N_("team {number} {name} withdrew before round 1: it is "
                                       "never drawn (a withdrawal by mistake: `scorecli "
                                       "concours withdraw {folder} {number} --undo`)"),
                                    number=number, name=team.name, round=team.withdrawn,
                                    folder=self.folder)
            value = None if lifting else present
            if lifting:
                lifted.append(number)
            if value != team.present:
                patches.append(Set(self._team_section(number), "present", value))
        if present is None:
            patches = [Set(self._team_section(t.number), "present", None)
                       for t in concours.teams if t.present is not None]
        if patches:
            self._change(patches)
        return lifted

    def set_prize(self, first: int, last: int, text: str | None) -> str | None:
        """Give ranks `first` to `last` a prize (the same ranks again replace it; None
        clears it); the text it replaced."""
        prizes = list(self.concours.prizes)
        at = next((i for i, p in enumerate(prizes) if (p.first, p.last) == (first, last)),
                  None)
        if text is None and at is None:
            raise ConcoursRefused(Plural("rank {ranks} has no prize to clear",
                                         "ranks {ranks} have no prize to clear",
                                         last - first + 1, ranks=_ranks(first, last)))
        clash = next((p for i, p in enumerate(prizes) if i != at and p.first <= last
                      and first <= p.last), None)
        if clash and text is not None:
            raise ConcoursRefused(N_("ranks {ranks} overlap the prize of ranks {other} "
                                     "({text}): clear it first (`scorecli concours prize "
                                     "{folder} {other} --clear`)"),
                                  ranks=_ranks(first, last), other=_ranks(clash.first,
                                                                          clash.last),
                                  text=clash.text, folder=self.folder)
        was = prizes[at].text if at is not None else None
        if at is not None:
            patches = [Remove(Section("prizes", at))]
            if text is not None:
                patches = [Set(Section("prizes", at), "text", text)]
        else:
            patches = [Append("prizes", {"from": first, "to": last if last != first else None,
                                         "text": text})]
        self._change(patches)
        return was

    def set_tiebreak(self, keys: list[str]) -> None:
        wrong = tiebreak_problem(keys, self.concours.rank)
        if wrong:
            raise ConcoursRefused(wrong[0], **wrong[1])
        self._change([Set(TOP, "tiebreak", list(keys) or None)])


def _not_a_number(name: str) -> None:
    """A name of digits alone would read as a number wherever a team is typed; a table's
    word for a side (« nous », «они») as the side it says, where the team may sit either."""
    if name.strip().isdigit():
        raise ConcoursRefused(N_("{name!r}: a name of digits alone reads as a number where a "
                                 "team or a player is typed; give a name with letters"),
                              name=name)
    if fold(name.strip()) in TEAM_WORDS:
        raise ConcoursRefused(N_("{name!r}: at a table that word says one side, and a team of "
                                 "the concours sits on either; give a name of its own"),
                              name=name)


def _ranks(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}-{last}"


__all__ = ["Prize", "Registration", "player_clash", "players_in_two_teams", "same_name"]


def _withdrawals_for_the_catalogs() -> None:  # pragma: no cover - never called
    """The withdrawal refusals in the mêlée's context, for the catalogs."""
    pgettext("melee", "team {number} {name} has not withdrawn")
    pgettext("melee", "team {number} {name} is at table {table} of round {round}, still open: "
                      "type that table's result first (`scorecli concours result {folder} "
                      "{round} {table} NS EW`), or record its forfeit (`scorecli concours "
                      "forfeit {folder} {round} {table} {number}`)")
    pgettext("melee", "{name} is team {number}'s name already")
    pgettext("melee", "{name!r} is already team {number}'s name; give this team another name")
    pgettext("melee", "team {number} {name} played in {where}: `scorecli concours withdraw "
                      "{folder} {number}`")
    pgettext("melee", "team {number} {name} withdrew after round {round}, and round {next} "
                      "has been drawn since: it stays withdrawn")
    pgettext("melee", "team {number} {name} withdrew after round {round} already")
    pgettext("melee", "team {number} {name} withdrew before round 1 already")
    pgettext("melee", "team {number} {name} withdrew before round 1: it is never drawn (a "
                      "withdrawal by mistake: `scorecli concours withdraw {folder} {number} "
                      "--undo`)")
    pgettext("melee", "team {number} {name} withdrew after round {round}: it is never drawn "
                      "again (a withdrawal by mistake, before the next draw: `scorecli "
                      "concours withdraw {folder} {number} --undo`)")
