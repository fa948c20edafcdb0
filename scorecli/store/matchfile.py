"""The match file's one owner: it reads a match, and under its lock records, replaces,
removes and restores deals.

Commands open a `MatchFile` and call it, as sqlite-utils' commands call its `Database`:

    with MatchFile.writing(path) as match_file:    # the lock, and a fresh read
        after = match_file.record(deal)            # checked, spliced, written safely

Every change is validated, spliced into the file's own text (comments, line endings and
layout survive), and stored by `safewrite` (an exclusive temp file, the old mode and
owner, a replace only if the file is still the one read; else it is read again and the
same change made on the new text). The undo journal (`.NAME.undo`) is a stack of
removed deals: written and synced before the match loses a deal, emptied only after the
match has it back.
"""

from __future__ import annotations

import os
import re
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, NamedTuple

from ..errors import (DealProblems, FileChanged, MatchFileError, MatchOver, Msg,
                      NoSuchDeal, UndoError)
from ..game.cards import SEATS
from ..game.deal import DEFAULT_TEAMS, Deal, Match
from ..i18n import N_, _, ngettext, team_said
from ..rules import RuleSet, get_rules
from ..scoring import MatchScore, match_problems, score_match
from ..validation import check_deal
# matchedit (the editor and its lexer's patterns), hashlib and json are imported where
# they are used: a command that only reads a match (`show`, the most common) starts 6 ms
# sooner without them (the editor alone, 2.5 ms by -X importtime).
from . import read, safewrite
from .files import BOM, still_as_read
from .journal import Journal, Removed, removal_entry, fingerprint, never_happened
from .names import check_names
from .text import deal_block, match_text

_REDO = 3  # reads of a file that keeps changing under a command before it gives up


class Change(NamedTuple):
    """A change worked out on the match as read: its new text, what the caller gets back,
    and what else must happen around the write (the undo journal's)."""

    text: str
    result: object
    before: Callable[[], None] | None = None  # before the match is written
    cancel: Callable[[], None] | None = None  # undoes `before` if the write does not happen
    after: Callable[[], None] | None = None  # once the match is written


class MatchFile:
    """One match file: read with `read`, changed inside `writing`."""

    def __init__(self, path: Path | str, loaded: read.Loaded, registry=None):
        self.path = Path(path)
        self._registry = registry  # the rule sets the command may name (a club's too)
        self._loaded = loaded
        self._stale = False  # written since it was read: read again before the next change
        self._written: str | None = None  # the text it wrote last
        self._scored: tuple | None = None  # (the reading it scored, its score)
        self.warnings: list[str] = []  # for the command to print

    # ------------------------------------------------------------ reading

    @classmethod
    def read(cls, path: Path | str, registry=None) -> "MatchFile":
        """The match as it is now, checked; for commands that only read."""
        return cls(path, read.load(path, for_writing=False, registry=registry), registry)

    @property
    def text(self) -> str:
        return self._loaded.text

    @property
    def match(self) -> Match:
        return self._loaded.match

    @property
    def rules(self) -> RuleSet:
        return self._loaded.rules

    def score(self) -> MatchScore:
        """The recorded deals scored under the match's own rules (checked on reading), once a
        reading (`deal` asks before and while it records: 72 ms of 420 ms on 10,000 deals)."""
        if self._scored is None or self._scored[0] is not self._loaded:
            self._scored = (self._loaded, score_match(self.match.deals, self.rules, check=False))
        return self._scored[1]

    def deal(self, number: int) -> Deal:
        """Deal `number`, counted from 1 as `show` numbers them."""
        return self._deal_range(number)[number - 1]

    def removed(self) -> list[Removed]:
        """The deals undo removed and restore can put back, newest first (an entry whose
        removal never reached the match is not one of them)."""
        # Just written by this object, under its lock: the text it wrote is the file's,
        # and reading 20 MB again to count the journal's entries would double an undo.
        text = self._written if self._stale and self._written is not None else None
        if text is None:
            self._fresh()
            text = self.text
        stack, _dropped = self._live_stack(Journal(self.path).entries(), text)
        return list(reversed(stack))

    def _fresh(self) -> None:
        """Read the file again if this object wrote it since it last read it."""
        if self._stale:
            self._loaded = read.load(self.path, registry=self._registry)
            self._check_writable()
            self._stale = False

    @staticmethod
    def _live_stack(stack: list[Removed], text: str) -> tuple[list[Removed], list[Removed]]:
        """The journal's stack less the entries on top whose removal never reached the
        match (a killed undo or restore): those are dropped, and said."""
        stack, dropped = list(stack), []
        while stack and never_happened(stack[-1], text):
            dropped.append(stack.pop())
        return stack, dropped

    def _drop_stale_entries(self) -> None:
        """Before any write: entries of an undo or a restore stopped midway (the match
        still holds their deal) go, so that the next write cannot bury them (DL2)."""
        journal = Journal(self.path)
        if not os.path.lexists(journal.path):
            return
        try:
            stack = journal.entries()
        except UndoError:
            return  # a journal that cannot be trusted is `undo`'s to refuse: writes go on
        self._prune(journal, stack)

    def _prune(self, journal: "Journal", stack: list[Removed]) -> list[Removed]:
        live, dropped = self._live_stack(stack, self.text)
        # The entries left were seen done (the match shows their undo): settled, so that the
        # same deal recorded again is never taken for an undo stopped midway.
        settled = [e if e.settled else e._replace(settled=True) for e in live]
        if dropped or settled != live:
            journal.write(settled)
            live = settled
        if dropped:
            for entry in dropped:
                self.warnings.append(_(
                    "an undo or a restore of deal {deal} was stopped midway; {file} holds "
                    "that deal, so its entry was taken off the undo journal").format(
                        deal=entry.number, file=self.path))
        return live

    def check_deal(self, deal: Deal) -> None:
        """Raise DealProblems if the rules cannot score `deal` as the next deal."""
        number = len(self.match.deals) + 1
        # No file in it: the one `deal` was given, and a deal said in words is refused in
        # the words of the table.
        check_deal(deal, self.rules, Msg(N_("deal {deal} cannot be recorded"), deal=number),
                   number)

    def check_open(self, score: MatchScore | None = None) -> MatchScore:
        """The match's score, or MatchOver if it has been won."""
        score = score or self.score()
        if score.winner:
            late = score.won_at < len(self.match.deals)  # won before its last deal: undo won't do
            raise MatchOver(N_("the match is over: {team} won at deal {deal}; raise its target "
                               "to play on: `scorecli set {file} -o target=N`") if late else
                            N_("the match is over: {team} won at deal {deal}; `scorecli undo "
                              "{file}` reopens it"), team=team_said(score.winner,
                                                           self.match.teams[score.winner]),
                                                           deal=score.won_at, file=self.path)
        if score.drawn:
            raise MatchOver(N_("the match is over: drawn after its {deal} deals; `scorecli undo "
                              "{file}` reopens it"), deal=score.won_at, file=self.path)
        return score

    # ------------------------------------------------------------ writing

    @classmethod
    def create(cls, path: Path | str, match: Match) -> "MatchFile":
        """Write a new match file; never over an existing file."""
        path = Path(path)
        check_names(match.teams, match.players)
        text = match_text(match)
        loaded = read.loaded_from_text(path, text)  # never write what was not checked
        exists = MatchFileError(str(path), [Msg(N_("already exists; scorecli new never "
                                              "overwrites a match"))])
        if os.path.lexists(path):
            raise exists
        with safewrite.locked(path):
            if not safewrite.atomic_write(path, text, saved=path,
                                          still_current=lambda: not os.path.lexists(path)):
                raise exists
        return cls(path, loaded)

    @classmethod
    @contextmanager
    def writing(cls, path: Path | str, registry=None) -> Iterator["MatchFile"]:
        """Hold the match's lock and read it fresh; the changes made inside are written
        as they are made."""
        path = Path(path)
        with safewrite.locked(path):
            match_file = cls(path, read.load(path, registry=registry), registry)
            match_file._check_writable()
            yield match_file

    def _check_writable(self) -> None:
        status = self._loaded.status
        safewrite.check_writable(safewrite.real_path(self.path), status)
        if status.st_nlink > 1:
            others = status.st_nlink - 1
            warning = ngettext("{file} has {n} other name (hard links); scorecli replaces the "
                               "file, so they keep the old text",
                               "{file} has {n} other names (hard links); scorecli replaces the "
                               "file, so they keep the old text", others).format(
                                   file=self.path, n=others)
            if warning not in self.warnings:
                self.warnings.append(warning)

    def same_as(self, seen: "MatchFile") -> bool:
        """Is the file still the text `seen` read? Questions are asked with the lock let
        go; what was answered is recorded only on the text it was asked about."""
        return self.text == seen.text

    def record(self, deal: Deal) -> MatchScore:
        """Append a deal to a match still being played; the match's score after it."""
        def change():
            before = self.check_open()
            told = self.match.told(deal, len(self.match.deals) + 1, self.rules.options)
            self.check_deal(told)
            from . import matchedit  # writes only (see the imports)
            return Change(matchedit.appended(self._loaded, told), before.with_deal(told))
        return self._change(change)

    def replace(self, number: int, fields: dict, seen: "MatchFile | None" = None
                ) -> tuple[MatchScore, MatchScore]:
        """Replace fields of deal `number` (from 1); the match's score before and after.
        The whole match is checked again as if every deal were recorded afresh. With
        `seen` (the reading the questions were asked on), a file that changed since is
        refused: the answers were about a deal that may no longer be the same."""
        if seen is not None and not self.same_as(seen):
            raise FileChanged(str(self.path), [Msg(N_(
                "changed while you answered (another scorecli or an editor saved it); "
                "nothing was changed, edit again"))])

        def change():
            deals = self._deal_range(number)
            changed = deals[number - 1].changed(fields)
            new_deals = self.match._replace(deals=deals[:number - 1] + (changed,) + deals[
                number:]).with_dealers(self.rules.options).deals
            problems = match_problems(new_deals, self.rules)
            if problems:  # said as the change was said, unless another deal is hit
                raise DealProblems(Msg(N_("deal {deal} cannot be changed so"), deal=number),
                                   problems,
                                   said=all(p[0] == number for p in problems))
            from . import matchedit  # writes only (see the imports)
            text = matchedit.replaced(self._loaded, number, changed)
            after = score_match(new_deals, self.rules, check=False)
            return Change(text, (self.score(), after))
        return self._change(change)

    def keep_players_before(self, seats: dict, from_deal: int) -> None:
        """A substitute from deal `from_deal` on: each deal before it records the name it
        had (its `players` key), each from it on drops the seat's own, one write a deal,
        before change_header renames the seat (names it would refuse are refused first)."""
        check_names(dict(self.match.teams), {**self.match.players, **seats})
        for number, deal in enumerate(self.match.deals, start=1):
            own = dict(deal.players or {})
            new = {**{seat: self.match.players[seat] for seat in seats if seat not in own
                      and self.match.players.get(seat)}, **own} if number < from_deal \
                else {seat: name for seat, name in own.items() if seat not in seats}
            if new != own and deal.hand is None:
                self.replace(number, {"players": new or None})

    def remove_last(self) -> tuple[int, Deal, MatchScore]:
        """Remove the last deal onto the undo stack: its number, the deal, the score after."""
        journal = Journal(self.path)

        def change():
            deals = self.match.deals
            if not deals:
                raise UndoError(N_("{file} has no deal to undo"), file=self.path)
            number = len(deals)
            from . import matchedit  # writes only (see the imports)
            text = matchedit.replaced(self._loaded, number, None)
            entry = removal_entry(self.text, text, number, deals[-1])
            stack = self._prune(journal, journal.entries())
            after = score_match(deals[:-1], self.rules, check=False)
            # The journal first: a crash after this leaves the deal in both, never neither.
            return Change(text, (number, deals[-1], after),
                          before=lambda: journal.write(stack + [entry]),
                          cancel=lambda: journal.write(stack))
        return self._change(change)

    def restore(self) -> tuple[int, Deal, MatchScore]:
        """Put back the deal the last undo removed, byte for byte, if the match has not
        changed since; its number, the deal, the score after."""
        journal = Journal(self.path)

        def change():
            stack = self._prune(journal, journal.entries())
            if not stack:
                raise UndoError(N_("{file}: there is no removed deal to restore"),
                    file=self.path)
            top = stack[-1]
            text = self.text
            if fingerprint(text) != top.after or text[top.at:top.at + len(top.new)] != top.new:
                raise UndoError(N_(
                    "{file} has changed since deal {deal} was removed, so it was not put back; "
                    "the removed deals are kept: `scorecli undo {file} --list` shows them, to "
                    "record again with `scorecli deal`"), file=self.path, deal=top.number)
            restored = text[:top.at] + top.old + text[top.at + len(top.new):]
            loaded = read.loaded_from_text(self.path, restored)  # checked whole
            deals = loaded.match.deals
            if len(deals) != len(self.match.deals) + 1 or deal_block(deals[-1]) != top.block:
                raise UndoError(N_("{path}: the undo journal's newest entry does not put back "
                                   "the deal it shows; move the journal away to go on"),
                                path=Journal(self.path).path)
            after = score_match(deals, loaded.rules, check=False)
            # Unsettled first: a restore killed between the two writes is recognised (DL2).
            return Change(restored, (len(deals), deals[-1], after),
                          before=lambda: journal.write(stack[:-1] + [top._replace(
                              settled=False)]),
                          after=lambda: journal.write(stack[:-1]))  # the deal is back
        return self._change(change)

    def set_header(self, changes: dict) -> tuple[MatchScore, MatchScore]:
        """Change the match's header: `title`, `dealer`, `teams`, `players` (whole tables)
        and `options` (the whole table of house rules), None removing one. Every deal is
        checked again under the new options; the match's score before and after."""
        def change():
            top = {**self._loaded.data, **changes}
            check_names(top.get("teams") or {}, top.get("players") or {})
            from . import matchedit  # writes only (see the imports)
            text, data = matchedit.with_header(self._loaded, changes)
            loaded = read.loaded_from_text(self.path, text, data=data)  # checked whole
            after = score_match(loaded.match.deals, loaded.rules, check=False)
            return Change(text, (self.score(), after))
        return self._change(change)

    @property
    def base_rules(self) -> RuleSet:
        """The match's rule set as built in, without the file's own house rules."""
        return get_rules(self.match.rules)

    def change_header(self, teams: dict | None = None, players: dict | None = None,
                      dealer: str | None = None, title: str | None = None,
                      options: dict | None = None, cleared: list | tuple = ()
                      ) -> tuple[dict, MatchScore, MatchScore]:
        """Change team names (`{"ns": "Nous"}`), players (`{"s": "Zoé"}`, None or "" taking
        a name away), the dealer, the title ("" taking it away), house rules (`options`
        set, `cleared` removed). Only what differs from the file is changed; the changes
        made (as `set_header` takes them: whole tables, None removing one) and the match's
        score before and after. Nothing to change writes nothing."""
        match = self.match
        changes: dict = {}
        named = {**match.teams, **(teams or {})}
        if named != dict(match.teams):
            changes["teams"] = {t: n for t, n in named.items()
                                if n != DEFAULT_TEAMS[t]} or None
        seated = dict(match.players)
        for seat, name in (players or {}).items():
            if name:
                seated[seat] = name
            else:
                seated.pop(seat, None)
        if seated != dict(match.players):
            changes["players"] = {s: seated[s] for s in SEATS if s in seated} or None
        if dealer is not None and dealer != match.dealer:
            changes["dealer"] = dealer
        if title is not None and (title or None) != match.title:
            changes["title"] = title or None
        house = {**match.options, **(options or {})}
        for key in cleared:
            house.pop(key, None)
        if house != dict(match.options):
            changes["options"] = house or None
        if not changes:
            score = self.score()
            return changes, score, score
        before, after = self.set_header(changes)
        return changes, before, after

    def _deal_range(self, number: int) -> tuple[Deal, ...]:
        deals = self.match.deals
        if not 1 <= number <= len(deals):
            raise NoSuchDeal.of(number, self.path, len(deals))
        return deals

    def _change(self, change: Callable[[], "Change"]):
        """Run `change` on the match as it is on disk and store the text it gives; if the
        file changed on disk meanwhile, read it again and run `change` again."""
        for _attempt in range(_REDO):
            self._fresh()
            made = change()  # checked first: a refusal writes nothing (F15)
            self._drop_stale_entries()
            text, result, before, cancel, after = made
            if before:
                before()
            saved = len(safewrite.SAVED)
            table = _TABLE_FILE.fullmatch(f"{self.path.parent.name}/{self.path.name}")
            result_before = _result(self.score()) if table else None
            try:
                written = self._store(text)
            except BaseException:
                # Once the file is replaced, the change is done: never rolled back (F2).
                if cancel and len(safewrite.SAVED) == saved:
                    cancel()
                raise
            if written:
                self._stale, self._written = True, text
                if table and _result(score_match(read.loaded_from_text(self.path, text).match
                                                 .deals, self.rules, check=False)) \
                        != result_before:
                    from ..saves import TABLES_CHANGED

                    TABLES_CHANGED.append(self.path)
                if after:
                    after()
                return result
            if cancel:
                cancel()
            self._stale = True
            self.warnings.append(_("{file} changed on disk while scorecli was working (an "
                                   "editor saving it?); it was read again and the change made "
                                   "on the new text").format(file=self.path))
        raise FileChanged(str(self.path), [Msg(N_("keeps changing on disk (another program is "
                                             "writing it); nothing was changed, try again"))])

    def _store(self, text: str) -> bool:
        """Replace the file with `text` if it is still the one read; False if it is not."""
        real = safewrite.real_path(self.path)
        still_current = still_as_read(real, self._loaded.status, self._loaded.digest)
        data = (BOM if self._loaded.bom else b"") + text.encode("utf-8")
        # `real` was resolved once: the write replaces that name, never resolving it again.
        # In SAVED as soon as it is replaced: said by the error boundary if anything fails
        # after, printing included.
        return safewrite.atomic_write(real, data, still_current, follow=False,
                                      saved=self.path)


_TABLE_FILE = re.compile(r"round-[0-9]+/table-[0-9]+\.toml")  # a concours table's file


def _result(score: MatchScore) -> tuple | None:
    """A table's result as the concours counts it: its totals once ended, else None."""
    return (score.total["ns"], score.total["ew"]) if score.ended else None
