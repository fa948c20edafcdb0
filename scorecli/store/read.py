"""Reading a match file: its bytes (never waiting on a pipe), its TOML (the fast reader,
else tomllib with the line and column of a syntax error), and the checked match."""

from __future__ import annotations

import gc
import hashlib
import os
import re
import stat
import tomllib
from pathlib import Path

from ..errors import MatchFileError, Msg, UnsafeFile, os_reason
from ..game.deal import Match
from ..i18n import N_
from ..rules import RuleSet, get_rules
from .fastread import fast_read
from .schema import match_from_data


MAX_FILE_BYTES = 256 * 1024 * 1024


def read_text(path: Path, digest: bool = False
              ) -> tuple[str, bool, os.stat_result, str | None]:
    """The file's text, whether it began with a BOM, its status when read and (for a
    writer) the SHA-256 of its bytes, to tell later whether it is still the file read;
    or a MatchFileError saying why it cannot be read. Anything but a regular file (a FIFO, a
    device, a folder) is refused at once, never waited on."""
    name = str(path)
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; the check comes next.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        if not Path(name).suffix:  # `deal вика 100 черви`: a word where the file goes
            raise MatchFileError(name, [Msg(N_("no such file; the match file is named first, "
                                               "as friday.toml"))]) from None
        raise MatchFileError(name, [Msg(N_("no such file (create one with `scorecli new`)"))]
                             ) from None
    except IsADirectoryError:
        raise UnsafeFile(name, [Msg(N_("is a folder, not a match file"))]) from None
    except PermissionError:
        raise MatchFileError(name, [Msg(N_("permission denied"))]) from None
    except OSError as exc:
        raise MatchFileError(name, [Msg(N_("cannot be read: {why}"),
                                         why=os_reason(exc))]) from None
    try:
        status = os.fstat(fd)
        if stat.S_ISDIR(status.st_mode):
            raise UnsafeFile(name, [Msg(N_("is a folder, not a match file"))])
        if not stat.S_ISREG(status.st_mode):
            raise UnsafeFile(name, [Msg(N_("is not a regular file (a pipe or a device?); a match "
                                      "file is a text file"))])
        if status.st_size > MAX_FILE_BYTES:
            raise MatchFileError(name, [Msg(N_("is {size} MB; a match file is text of at most "
                                               "{most} MB"), size=status.st_size // 2**20,
                                            most=MAX_FILE_BYTES // 2**20)])
        with os.fdopen(fd, "rb", closefd=False) as stream:
            raw = stream.read()
    except OSError as exc:
        raise MatchFileError(name, [Msg(N_("cannot be read: {why}"),
                                         why=os_reason(exc))]) from None
    finally:
        os.close(fd)
    sha = None
    if digest:
        sha = hashlib.sha256(raw).hexdigest()
    bom = raw.startswith(b"\xef\xbb\xbf")  # left by some Windows editors; kept on writing
    if bom:
        raw = raw[3:]
    try:
        return raw.decode("utf-8"), bom, status, sha
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise MatchFileError(name, [Msg(N_("line {line}: not UTF-8 text (byte {byte}); save "
                                           "the file as UTF-8"),
                                        line=line, byte=f"0x{raw[exc.start]:02x}")]) from None


_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")
_AT_END = re.compile(r"\s*\(at end of document\)\s*$")


# tomllib's reasons, so that a syntax error reads in the chosen language too (Python's
# own catalog has none); a reason not listed is shown as tomllib gave it.
_REASONS = {reason: reason for reason in (
    N_("Cannot overwrite a value"),
    N_("Escaped character is not a Unicode scalar value"),
    N_("Expected '=' after a key in a key/value pair"),
    N_("Expected ']' at the end of a table declaration"),
    N_("Expected ']]' at the end of an array declaration"),
    N_("Expected newline or end of document after a statement"),
    N_("Invalid date or datetime"),
    N_("Invalid hex value"),
    N_("Invalid initial character for a key part"),
    N_("Invalid statement"),
    N_("Invalid value"),
    N_("Unclosed array"),
    N_("Unclosed inline table"),
    N_("Unescaped '\\' in a string"),
    N_("Unterminated string"))}
_REASON_PATTERNS = (
    (re.compile(r"^Cannot declare (.*) twice$"), N_("Cannot declare {what} twice")),
    (re.compile(r"^Found invalid character (.*)$"), N_("Found invalid character {what}")),
    (re.compile(r"^Illegal character (.*)$"), N_("Illegal character {what}")),
    (re.compile(r"^Duplicate inline table key (.*)$"), N_("Duplicate inline table key {what}")),
    (re.compile(r"^Cannot mutate immutable namespace (.*)$"),
     N_("Cannot change {what}, a table written whole on one line")),
    (re.compile(r"^Cannot redefine namespace (.*)$"), N_("Cannot declare {what} twice")),
    (re.compile(r"^Expected (.*)$"), N_("Expected {what}")),
)


def _reason_said(reason: str) -> object:
    """tomllib's reason for a syntax error, as a message of ours where we know it."""
    if reason in _REASONS:
        return Msg(_REASONS[reason])
    if reason == "Illegal character '\\n'":  # a newline in a string: its quote is missing
        return Msg(N_("a line ends inside a text: its closing quote is missing"))
    for pattern, message in _REASON_PATTERNS:
        found = pattern.match(reason)
        if found:
            return Msg(message, what=found.group(1))
    return reason


def parse_toml(text: str, source: str) -> dict:

    data = fast_read(text)  # the plain TOML of match files, read fast
    if data is not None:
        return data
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        found = _AT.search(message)
        line = getattr(exc, "lineno", None) or (int(found.group(1)) if found else None)
        column = getattr(exc, "colno", None) or (int(found.group(2)) if found else None)
        reason = _reason_said(_AT_END.sub("", getattr(exc, "msg", None) or
                                          _AT.sub("", message)))
        raise MatchFileError(source, [
            Msg(N_("line {line}, column {column}: TOML syntax error: {reason}"), line=line,
                column=column, reason=reason) if line else
            Msg(N_("at the end of the file: TOML syntax error: {reason}"), reason=reason)
            if _AT_END.search(message) else
            Msg(N_("TOML syntax error: {reason}"), reason=reason)]) from None
    except RecursionError:
        raise MatchFileError(source, [Msg(N_("TOML nested too deeply to read"))]) from None


class Loaded:
    """A match file as read: its text, its data, its model, and its status on disk."""

    def __init__(self, path: Path, text: str, data: dict | None, match: Match,
                 bom: bool = False, status: os.stat_result | None = None,
                 digest: str | None = None):
        self.path, self.text, self.data, self.match, self.bom = path, text, data, match, bom
        self.status = status
        self.digest = digest  # of the bytes read, for a writer
        self._rules: RuleSet | None = None

    @property
    def rules(self) -> RuleSet:
        """The match's rule set with its house rules; its deals were checked against it."""
        if self._rules is None:
            self._rules = get_rules(self.match.rules, self.match.options)
        return self._rules


def load(path: Path | str, for_writing: bool = True, registry=None) -> Loaded:
    """Read and validate a match file; raise MatchFileError listing every problem.

    Only a writer keeps the parsed data (to check its splice against): on a season of
    deals it is most of the memory."""
    path = Path(path)
    text, bom, status, digest = read_text(path, digest=for_writing)
    loaded = loaded_from_text(path, text, bom, status, for_writing, registry=registry)
    loaded.digest = digest
    return loaded


def loaded_from_text(path: Path, text: str, bom: bool = False, status=None,
                     for_writing: bool = True,
                     data: dict | None = None, registry=None) -> Loaded:
    """Parse and validate a match file's text (read from `path`); `data`, when the
    caller has just parsed the text, is what it reads as."""

    # Reading makes many small objects and no cycles: the cycle collector, run again and
    # again as they pile up, would make a long match cost more than its length.
    collecting = gc.isenabled()
    gc.disable()
    try:
        if data is None:
            data = parse_toml(text, str(path))
        match = match_from_data(data, str(path), registry)
    finally:
        if collecting:
            gc.enable()
    return Loaded(path, text, data if for_writing else None, match, bom, status)
