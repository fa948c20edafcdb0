"""The match file's one owner: it reads a match, and under its lock records, replaces,
removes and restores deals.

Commands open a `MatchFile` and call it, as sqlite-utils' commands call its `Database`:

    with MatchFile.writing(path) as match_file:    # the lock, and a fresh read
        after = match_file.record(deal)            # checked, spliced, written safely

Every change is validated before it is written, spliced into the file's own text (so
comments, line endings and layout survive), and stored by `safewrite`: an exclusive temp
file, the old file's mode and owner, and a replace only if the file on disk is still the
one that was read. If it is not (an editor saved it meanwhile), the file is read again
and the same change made on the new text. The undo journal (`.NAME.undo`) is a stack of
removed deals: written and synced before the match loses a deal, emptied only after the
match has it back.
"""

from __future__ import annotations

import os
import stat
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, NamedTuple

# splice, hashlib and json are imported where they are used: a command that only reads
# a match (`show`, the most common) starts 6 ms sooner without them.
from . import matchfile, safewrite
from .errors import (DealProblems, FileChanged, MatchFileError, MatchOver, ScoreError,
                     ScorecliError, UndoError)
from .i18n import _, ngettext
from .model import Deal, Match
from .rules import RuleSet
from .scoring import MatchScore, match_problems, score_match
from .validation import check_deal

_BOM = b"\xef\xbb\xbf"
_REDO = 3  # reads of a file that keeps changing under a command before it gives up


class Removed(NamedTuple):
    """A deal that `undo` removed, as the journal keeps it."""

    number: int  # the deal's number in the match it was removed from
    block: str  # the deal as a [[deals]] block, for people (`undo --list`)
    at: int  # where in the file's text the undo changed it
    old: str  # the text the undo took out there
    new: str  # the text it left in its place
    after: str  # the fingerprint of the whole text just after the undo


def fingerprint(text: str) -> str:
    import hashlib

    digest = hashlib.sha256()
    for at in range(0, len(text), 1 << 20):  # a megabyte at a time: no copy of it all
        digest.update(text[at:at + (1 << 20)].encode("utf-8"))
    return digest.hexdigest()


class Journal:
    """The undo stack beside a match: `.NAME.undo`, JSON, oldest removal first. It
    exists only while it holds removed deals. It is data like the match: every entry is
    checked for its types on reading, and its text is escaped when printed."""

    def __init__(self, match_path: Path):
        self.match_path = safewrite.real_path(match_path)
        self.path = safewrite.sidecar(match_path, "undo")

    def entries(self) -> list[Removed]:
        safewrite.refuse_odd_sidecar(self.path, "undo journal")
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK)
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise UndoError(f"{self.path}: the undo journal cannot be read: "
                            f"{exc.strerror or exc}") from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise UndoError(f"{self.path}: the undo journal is not a regular file")
            with os.fdopen(fd, "rb", closefd=False) as stream:
                raw = stream.read()
        finally:
            os.close(fd)
        import json

        try:
            data = json.loads(raw.decode("utf-8"))
            return [_entry(item) for item in data["removed"]]
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
            why = str(exc) if not isinstance(exc, RecursionError) else "nested too deeply"
            raise UndoError(f"{self.path}: the undo journal cannot be read ({why}); move it "
                            "away to go on (it holds the deals undo removed)") from None

    def write(self, entries: list[Removed]) -> None:
        """Store the stack (synced), or remove the journal when it is empty. The journal
        takes the match's mode, owner, group and extended attributes, and its name is
        replaced, never resolved: a link planted there is replaced, not written through."""
        safewrite.refuse_odd_sidecar(self.path, "undo journal")
        if not entries:
            try:
                os.unlink(self.path)
            except FileNotFoundError:
                pass
            return
        import json

        text = json.dumps({"format": 1, "removed": [e._asdict() for e in entries]},
                          ensure_ascii=False, indent=1)
        safewrite.atomic_write(self.path, text + "\n", like=self.match_path, follow=False)


_ENTRY_TYPES = {"number": int, "block": str, "at": int, "old": str, "new": str, "after": str}


def _entry(item) -> Removed:
    """One journal entry, its keys and types checked (a planted or damaged journal)."""
    if not isinstance(item, dict) or set(item) != set(_ENTRY_TYPES):
        raise ValueError(f"an entry is not {{{', '.join(_ENTRY_TYPES)}}}")
    for key, kind in _ENTRY_TYPES.items():
        value = item[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise ValueError(f"an entry's {key} is not {kind.__name__}: {value!r:.40}")
        if kind is int and value < 0:
            raise ValueError(f"an entry's {key} is negative: {value}")
    return Removed(**item)


def never_happened(entry: Removed, text: str) -> bool:
    """Is the match's text still the one before this removal (DL2)? Then the undo that
    wrote the entry was killed before the match changed, or a restore was killed after
    the match had its deal back and before the journal lost the entry."""
    end = entry.at + len(entry.old)
    if text[entry.at:end] != entry.old:
        return False
    return fingerprint(text[:entry.at] + entry.new + text[end:]) == entry.after


class MatchFile:
    """One match file: read with `read`, changed inside `writing`."""

    def __init__(self, path: Path | str, loaded: matchfile.Loaded):
        self.path = Path(path)
        self._loaded = loaded
        self._stale = False  # written since it was read: read again before the next change
        self._written: str | None = None  # the text it wrote last
        self.warnings: list[str] = []  # for the command to print

    # ------------------------------------------------------------ reading

    @classmethod
    def read(cls, path: Path | str) -> "MatchFile":
        """The match as it is now, checked; for commands that only read."""
        return cls(path, matchfile.load(path, for_writing=False))

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
        """The recorded deals scored under the match's own rules (checked on reading)."""
        return score_match(self.match.deals, self.rules, check=False)

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
            self._loaded = matchfile.load(self.path)
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

    def _prune(self, journal: "Journal", stack: list[Removed]) -> list[Removed]:
        live, dropped = self._live_stack(stack, self.text)
        if dropped:
            journal.write(live)
            for entry in dropped:
                self.warnings.append(_(
                    "the undo of deal {deal} was stopped before it changed {file}, which "
                    "still holds that deal; its entry was taken off the undo journal").format(
                        deal=entry.number, file=self.path))
        return live

    def check_deal(self, deal: Deal) -> None:
        """Raise DealProblems if the rules cannot score `deal` as the next deal."""
        number = len(self.match.deals) + 1
        check_deal(deal, self.rules, _("{file}: deal {deal} cannot be recorded").format(
            file=self.path, deal=number), number)

    def check_open(self, score: MatchScore | None = None) -> MatchScore:
        """The match's score, or MatchOver if it has been won."""
        score = score or self.score()
        if score.winner:
            raise MatchOver(_("the match is over: {team} won at deal {deal}; `scorecli undo "
                              "{file}` reopens it").format(team=self.match.teams[score.winner],
                                                           deal=score.won_at, file=self.path))
        if score.drawn:
            raise MatchOver(_("the match is over: drawn after its {deal} deals; `scorecli undo "
                              "{file}` reopens it").format(deal=score.won_at, file=self.path))
        return score

    # ------------------------------------------------------------ writing

    @classmethod
    def create(cls, path: Path | str, match: Match) -> "MatchFile":
        """Write a new match file; never over an existing file."""
        path = Path(path)
        check_names(match.teams, match.players)
        text = matchfile.match_text(match)
        loaded = matchfile.loaded_from_text(path, text)  # never write what was not checked
        exists = MatchFileError(str(path), [_("already exists; scorecli new never "
                                              "overwrites a match")])
        if os.path.lexists(path):
            raise exists
        with safewrite.locked(path):
            if not safewrite.atomic_write(path, text,
                                          still_current=lambda: not os.path.lexists(path)):
                raise exists
        return cls(path, loaded)

    @classmethod
    @contextmanager
    def writing(cls, path: Path | str) -> Iterator["MatchFile"]:
        """Hold the match's lock and read it fresh; the changes made inside are written
        as they are made."""
        path = Path(path)
        with safewrite.locked(path):
            match_file = cls(path, matchfile.load(path))
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

    def record(self, deal: Deal) -> MatchScore:
        """Append a deal to a match still being played; the match's score after it."""
        def change():
            before = self.check_open()
            self.check_deal(deal)
            return _splice().appended(self._loaded, deal), before.with_deal(deal)
        return self._change(change)

    def replace(self, number: int, fields: dict) -> tuple[MatchScore, MatchScore]:
        """Replace fields of deal `number` (from 1); the match's score before and after.
        The whole match is checked again as if every deal were recorded afresh."""
        def change():
            deals = self._deal_range(number)
            changed = deals[number - 1]._replace(**fields)
            new_deals = deals[:number - 1] + (changed,) + deals[number:]
            problems = match_problems(new_deals, self.rules)
            if problems:
                raise DealProblems(f"{self.path}: deal {number} cannot be changed so", problems)
            text, _block, _at = _splice().replaced(self._loaded, number, changed)
            after = score_match(new_deals, self.rules, check=False)
            return text, (self.score(), after)
        return self._change(change)

    def remove_last(self) -> tuple[int, Deal, MatchScore]:
        """Remove the last deal onto the undo stack: its number, the deal, the score after."""
        journal = Journal(self.path)

        def change():
            deals = self.match.deals
            if not deals:
                raise UndoError(_("{file} has no deal to undo").format(file=self.path))
            number = len(deals)
            text, _block, _at = _splice().replaced(self._loaded, number, None)
            entry = _removal(self.text, text, number, deals[-1])
            stack = self._prune(journal, journal.entries())
            after = score_match(deals[:-1], self.rules, check=False)
            # The journal first: a crash after this leaves the deal in both, never neither.
            return text, (number, deals[-1], after), lambda: journal.write(stack + [entry]), \
                lambda: journal.write(stack)
        return self._change(change)

    def restore(self) -> tuple[int, Deal, MatchScore]:
        """Put back the deal the last undo removed, byte for byte, if the match has not
        changed since; its number, the deal, the score after."""
        journal = Journal(self.path)

        def change():
            stack = self._prune(journal, journal.entries())
            if not stack:
                raise UndoError(_("{file}: there is no removed deal to restore").format(
                    file=self.path))
            top = stack[-1]
            text = self.text
            if fingerprint(text) != top.after or text[top.at:top.at + len(top.new)] != top.new:
                raise UndoError(_(
                    "{file} has changed since deal {deal} was removed, so it was not put back; "
                    "the removed deals are kept: `scorecli undo {file} --list` shows them, to "
                    "record again with `scorecli deal`").format(file=self.path, deal=top.number))
            restored = text[:top.at] + top.old + text[top.at + len(top.new):]
            loaded = matchfile.loaded_from_text(self.path, restored)  # checked whole
            deals = loaded.match.deals
            after = score_match(deals, loaded.rules, check=False)
            return restored, (len(deals), deals[-1], after), None, None, \
                lambda: journal.write(stack[:-1])  # after the match has the deal back
        return self._change(change)

    def set_header(self, changes: dict) -> tuple[MatchScore, MatchScore]:
        """Change the match's header: `title`, `dealer`, `teams`, `players` (whole tables)
        and `options` (the whole table of house rules), None removing one. Every deal is
        checked again under the new options; the match's score before and after."""
        def change():
            top = {**self._loaded.data, **changes}
            check_names(top.get("teams") or {}, top.get("players") or {})
            text, data = _splice().with_header(self._loaded, changes)
            loaded = matchfile.loaded_from_text(self.path, text, data=data)  # checked whole
            after = score_match(loaded.match.deals, loaded.rules, check=False)
            return text, (self.score(), after)
        return self._change(change)

    def _deal_range(self, number: int) -> tuple[Deal, ...]:
        deals = self.match.deals
        if not 1 <= number <= len(deals):
            raise UndoError(_("deal {deal}: {file} has deals 1 to {last}").format(
                deal=number, file=self.path, last=len(deals)) if deals else
                _("{file} has no deals yet").format(file=self.path))
        return deals

    def _change(self, change: Callable[[], tuple]):
        """Run `change` on the match as it is on disk and store the text it gives; if the
        file changed on disk meanwhile, read it again and run `change` again.

        `change` returns (text, result) and optionally three callbacks: one to run before
        the match is written, one to undo that if the write does not happen, and one to
        run after it is written."""
        for _attempt in range(_REDO):
            self._fresh()
            text, result, *hooks = change()
            before, cancel, after = (list(hooks) + [None, None, None])[:3]
            if before:
                before()
            try:
                written = self._store(text)
            except BaseException:
                if cancel:
                    cancel()
                raise
            if written:
                self._stale, self._written = True, text
                if after:
                    after()
                return result
            if cancel:
                cancel()
            self._stale = True
            self.warnings.append(_("{file} changed on disk while scorecli was working (an "
                                   "editor saving it?); it was read again and the change made "
                                   "on the new text").format(file=self.path))
        raise FileChanged(str(self.path), [_("keeps changing on disk (another program is "
                                             "writing it); nothing was changed, try again")])

    def _store(self, text: str) -> bool:
        """Replace the file with `text` if it is still the one read; False if it is not.
        "Still the one read" is its bytes (DL3): an in-place save of the same size that
        puts the old mtime back (`cp -p`, `touch -r`, sync tools) is seen too."""
        read = self._loaded.status
        real = safewrite.real_path(self.path)

        def still_current() -> bool:
            try:
                now = os.stat(real)
            except OSError:
                return False
            if (now.st_dev, now.st_ino, now.st_size) != (read.st_dev, read.st_ino,
                                                         read.st_size):
                return False
            return self._loaded.digest is None or file_digest(real) == self._loaded.digest
        data = (_BOM if self._loaded.bom else b"") + text.encode("utf-8")
        # `real` was resolved once: the write replaces that name, never resolving it again.
        return safewrite.atomic_write(real, data, still_current, follow=False)


def file_digest(path: Path) -> str | None:
    """The SHA-256 of a file's bytes, read a megabyte at a time; None if unreadable."""
    import hashlib

    digest = hashlib.sha256()
    try:
        with open(path, "rb") as stream:
            while chunk := stream.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


def check_names(teams: dict, players: dict) -> None:
    """Refuse names that would read as the same when typed (`Nous` and `nous`)."""
    from .words import same_names

    for kind, names in (("team", teams), ("player", players)):
        clash = same_names([n for n in names.values() if isinstance(n, str)])
        if clash:
            raise ScoreError(f"two {kind}s would be called {clash[0]!r} and {clash[1]!r}: "
                             "names are typed without case or accents, so give them names "
                             "that differ")


def _removal(old: str, new: str, number: int, deal: Deal) -> Removed:
    """The journal entry that turns `new` back into `old`: the one place they differ."""
    start = _common_prefix(old, new)
    end = _common_suffix(old, new, min(len(old), len(new)) - start)
    return Removed(number, matchfile.deal_block(deal), start, old[start:len(old) - end],
                   new[start:len(new) - end], fingerprint(new))


# Both compare a chunk at a time (in C), then character by character in the one chunk that
# differs; neither copies a whole text, which on a 20 MB match is what memory goes to.
def _common_prefix(a: str, b: str, chunk: int = 1 << 16) -> int:
    """How many leading characters two texts share."""
    limit = min(len(a), len(b))
    n = 0
    while n < limit and a[n:n + chunk] == b[n:n + chunk]:
        n += chunk
    n = min(n, limit)
    while n < limit and a[n] == b[n]:
        n += 1
    return n


def _common_suffix(a: str, b: str, limit: int, chunk: int = 1 << 16) -> int:
    """How many trailing characters two texts share, at most `limit`."""
    n = 0
    while n < limit:
        step = min(chunk, limit - n)
        if a[len(a) - n - step:len(a) - n] != b[len(b) - n - step:len(b) - n]:
            break
        n += step
    while n < limit and a[len(a) - 1 - n] == b[len(b) - 1 - n]:
        n += 1
    return n


def write_export(match_path: Path | str, output: Path | str, text: str,
                 bom: bool = False) -> None:
    """Write an export to `output`: never over the match, its lock or its journal; into
    an existing file that is not a regular one (a FIFO, /dev/stdout), never replacing it.
    `bom` starts a regular file with a UTF-8 BOM (a stream gets none)."""
    output = Path(output)
    protected = {safewrite.real_path(match_path): "the match file itself",
                 safewrite.real_path(safewrite.sidecar(match_path, "lock")): "the match's lock",
                 safewrite.real_path(safewrite.sidecar(match_path, "undo")):
                     "the match's undo journal"}
    resolved = safewrite.real_path(output)  # once: checked, then written without resolving
    what = protected.get(resolved)
    if what:
        raise ScoreError(f"--output {output}: that is {what}; choose another file")
    data = text.encode("utf-8")
    try:
        status = os.stat(output)
    except FileNotFoundError:
        status = None
    if status is not None and not stat.S_ISREG(status.st_mode):
        if stat.S_ISDIR(status.st_mode):
            raise ScoreError(f"--output {output}: is a folder; name a file")
        safewrite.write_into(output, data)
    else:
        safewrite.atomic_write(resolved, (_BOM if bom else b"") + data, follow=False)


def season_files(paths: list[str | Path]) -> tuple[list[Path], list[tuple[Path, str]]]:
    """The match files of a season: the files named, and every `*.toml` below the folders
    named (hidden files and folders skipped), in the order of their paths as strings,
    each file once however it is reached (by device and inode: a link, a folder given
    twice); and the folders that could not be read, with why.

    The walk keeps its own stack rather than call os.walk, which recurses in Python 3.11
    and fails on a folder nested a thousand deep (C6), and says nothing of a folder it
    cannot read (W1)."""
    found: list[Path] = []
    unreadable: list[tuple[Path, str]] = []
    for given in map(Path, paths):
        if not given.is_dir():
            found.append(given)
            continue
        stack, seen_folders = [given], {_identity(given)}
        while stack:
            folder = stack.pop()
            try:
                with os.scandir(folder) as entries:
                    for entry in entries:
                        if entry.name.startswith("."):
                            continue
                        path = Path(folder) / entry.name
                        try:
                            is_folder = entry.is_dir()
                        except OSError:
                            is_folder = False
                        if is_folder:
                            key = _identity(path)
                            if key is not None and key not in seen_folders:  # a link loop
                                seen_folders.add(key)
                                stack.append(path)
                        elif entry.name.endswith(".toml"):
                            found.append(path)
            except OSError as exc:
                unreadable.append((Path(folder), _("folder cannot be read: {why}").format(
                    why=exc.strerror or exc)))
    files, identities = [], set()
    for path in sorted(found, key=str):
        key = _identity(path)
        if key is None or key not in identities:
            files.append(path)
            if key is not None:
                identities.add(key)
    return files, unreadable


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        status = os.stat(path)
    except OSError:
        return None  # reading it will say why
    return status.st_dev, status.st_ino


def shown_path(path: Path | str) -> str:
    """A path as text that any output can carry: bytes that are not UTF-8 in a file's
    name (W4) are shown as `\\xff`, not passed on raw."""
    return str(path).encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def read_season(files: list[Path]):
    """Each file read in turn: (path, MatchFile) or (path, why it was left out). One
    match at a time is kept, so memory stays flat however long the season."""
    for path in files:
        try:
            yield path, MatchFile.read(path)
        except ScorecliError as exc:
            yield path, str(exc).removeprefix(f"{path}: ")


def _splice():
    from . import splice

    return splice
