"""The undo journal beside a match (`.NAME.undo`): a stack of removed deals, each the
exact text change that took it out, checked on reading like the match itself."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import NamedTuple

from ..errors import Msg, UndoError, os_reason
from ..game.deal import Deal
from ..i18n import N_
from . import safewrite
from .text import deal_block


# A journal holds removed deals, each with the text around it: 1 GiB is far past any
# match (a 20 MB one of comments keeps its undo well under it).
JOURNAL_LIMIT = 1 << 30

class Removed(NamedTuple):
    """A deal that `undo` removed, as the journal keeps it."""

    number: int  # the deal's number in the match it was removed from
    block: str  # the deal as a [[deals]] block, for people (`undo --list`)
    at: int  # where in the file's text the undo changed it
    old: str  # the text the undo took out there
    new: str  # the text it left in its place
    after: str  # the fingerprint of the whole text just after the undo
    # The match was seen without the deal after the undo: it did happen, and the same deal
    # recorded again later (the file then reads as before the undo) is no stopped undo.
    settled: bool = False


def fingerprint(text: str) -> str:

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
        safewrite.refuse_odd_sidecar(self.path, N_("undo journal"))
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK)
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise UndoError(N_("{path}: the undo journal cannot be read: {why}"),
                            path=self.path, why=os_reason(exc)) from None
        try:
            status = os.fstat(fd)
            if not stat.S_ISREG(status.st_mode):
                raise UndoError(N_("{path}: the undo journal is not a regular file"),
                                path=self.path)
            self._trusted(status)
            if status.st_size > JOURNAL_LIMIT:  # read with a bound, as every list is
                raise UndoError(N_("{path}: the undo journal is larger than scorecli ever "
                                   "writes one ({size} bytes); move it away to go on"),
                                path=self.path, size=status.st_size)
            with os.fdopen(fd, "rb", closefd=False) as stream:
                raw = stream.read(JOURNAL_LIMIT + 1)
        finally:
            os.close(fd)

        try:
            data = json.loads(raw.decode("utf-8"))
            if data.get("format") != 1 or isinstance(data.get("format"), bool):
                raise _Damaged(Msg(N_("its format is {format}, not 1"),
                                   format=_shown(data.get("format"), 20)))
            return [_entry(item) for item in data["removed"]]
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
            # What is wrong, in the reader's words: scorecli's own check, else a plain one
            # (the JSON library's messages are for programmers).
            why = exc.args[0] if isinstance(exc, _Damaged) else Msg(
                N_("it is not the JSON that scorecli writes"))
            raise UndoError(N_("{path}: the undo journal cannot be read ({why}); move it "
                               "away to go on (it holds the deals undo removed)"),
                            path=self.path, why=why) from None

    def _trusted(self, status: os.stat_result) -> None:
        """A journal is trusted as the match is: it belongs to the match's owner or to
        this user, and has no other name. Another user who can write in the folder (a
        shared sticky one) could otherwise plant entries that `--restore` writes into
        the match."""
        try:
            match = os.stat(self.match_path)
        except OSError:
            match = None
        # Its owner may write the match anyway: the match's owner, this user, root, or a
        # member of the match's group where the group may write it (a club's shared file).
        trusted = match is not None and (
            status.st_uid in (match.st_uid, 0) or (
                match.st_mode & stat.S_IWGRP and status.st_gid == match.st_gid))
        if hasattr(os, "geteuid") and not trusted and status.st_uid != os.geteuid():
            raise UndoError(N_("{path}: the undo journal belongs to another user (uid {uid}); "
                               "scorecli will not trust it (remove it if you did not make "
                               "it)"), path=self.path, uid=status.st_uid)
        if status.st_nlink > 1:
            raise UndoError(N_("{path}: the undo journal has other names (hard links); "
                               "scorecli will not trust it (remove it if you did not make "
                               "it)"), path=self.path)

    def write(self, entries: list[Removed]) -> None:
        """Store the stack (synced), or remove the journal when it is empty. The journal
        takes the match's mode, owner, group and extended attributes, and its name is
        replaced, never resolved: a link planted there is replaced, not written through."""
        safewrite.refuse_odd_sidecar(self.path, N_("undo journal"))
        if not entries:
            try:
                os.unlink(self.path)
            except FileNotFoundError:
                pass
            return

        text = json.dumps({"format": 1, "removed": [e._asdict() for e in entries]},
                          ensure_ascii=False, indent=1)
        safewrite.atomic_write(self.path, text + "\n", like=self.match_path, follow=False)


_ENTRY_TYPES = {"number": int, "block": str, "at": int, "old": str, "new": str, "after": str}
_OPTIONAL_TYPES = {"settled": bool}  # journals written before it have no such key


class _Damaged(ValueError):
    """A journal that is JSON but not what scorecli writes; its one argument, a Msg."""


def _shown(value, width: int) -> str:
    """A value of the journal as JSON writes it ("1" a text, 1 a number), cut short and
    shown, not sent, where it holds a terminal's controls."""
    from ..safetext import for_terminal

    said = for_terminal(json.dumps(value, ensure_ascii=False))
    return said if len(said) <= width else said[:width - 1] + "…"


def _entry(item) -> Removed:
    """One journal entry, its keys and types checked (a planted or damaged journal)."""
    if not isinstance(item, dict) or not (
            set(_ENTRY_TYPES) <= set(item) <= set(_ENTRY_TYPES) | set(_OPTIONAL_TYPES)):
        raise _Damaged(Msg(N_("an entry does not hold exactly {keys}"),
                           keys=", ".join(_ENTRY_TYPES)))
    for key, kind in _OPTIONAL_TYPES.items():
        if key in item and not isinstance(item[key], kind):
            raise _Damaged(Msg(N_("an entry's {key} is {value}, not what scorecli "
                                  "writes there"), key=key, value=_shown(item[key], 40)))
    for key, kind in _ENTRY_TYPES.items():
        value = item[key]
        if not isinstance(value, kind) or isinstance(value, bool) or (
                kind is int and value < 0):
            raise _Damaged(Msg(N_("an entry's {key} is {value}, not what scorecli "
                                  "writes there"), key=key, value=_shown(value, 40)))
    return Removed(**item)


def never_happened(entry: Removed, text: str) -> bool:
    """Is the match's text still the one before this removal (DL2)? Then the undo that
    wrote the entry was killed before the match changed, or a restore was killed after
    the match had its deal back and before the journal lost the entry."""
    if entry.settled:
        return False
    end = entry.at + len(entry.old)
    if text[entry.at:end] != entry.old:
        return False
    return fingerprint(text[:entry.at] + entry.new + text[end:]) == entry.after


def removal_entry(old: str, new: str, number: int, deal: Deal) -> Removed:
    """The journal entry that turns `new` back into `old`: the one place they differ."""
    start = _common_prefix(old, new)
    end = _common_suffix(old, new, min(len(old), len(new)) - start)
    return Removed(number, deal_block(deal), start, old[start:len(old) - end],
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
