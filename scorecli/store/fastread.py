"""A fast reader for the plain TOML that match files are made of.

tomllib reads a character at a time in Python; on a season of deals it is most of the
wait. Match files use a small part of TOML: `key = value` lines, the tables [teams],
[players] and [options], [[deals]] blocks, and values that are strings without escapes,
decimal integers, booleans, local dates and times, and one-line arrays and inline
tables of these. This module reads exactly that part, a line at a time with regular
expressions, and gives up (returns None) on anything else, so that tomllib reads it and
reports any error with its line and column. It never accepts a document tomllib would
refuse, and never reads one differently: tests/test_fastread.py checks both.

Why not tomli, the compiled (mypyc) parser tomllib came from? Measured on 2026-11-30,
tomli 2.5.0 against this reader and tomllib, in one process, medians:

    10,000 deals (0.8 MB)        tomli   73 ms   fastread  100 ms   tomllib  210 ms
    100,000 deals (7.8 MB)       tomli  835 ms   fastread 1030 ms   tomllib 2226 ms
    20 MB of comment lines       tomli 1911 ms   fastread  375 ms   tomllib 4323 ms
    import                       tomli  9.3 ms   fastread  ~1 ms

tomli is a quarter faster on long plain matches, but its import alone is 7% of `show`'s
start-up (the goal is 1.2 times the bare imports, measured at 1.1 to 1.2), and on a file
of comment runs it is five times slower (SPEC 12 wants any shape read at `show`'s pace).
The case this reader serves: every command starts by reading a match file, most of them
short, some of them long or full of comments. benchmarks/run.py's scale line measures it
against tomllib on every run.
"""

from __future__ import annotations

import datetime as _dt
import re

_WS = r"[ \t]*"
_COMMENT = r"(?:#[^\x00-\x08\x0a-\x1f\x7f]*)?"
_BLANK = re.compile(rf"{_WS}{_COMMENT}")
_TABLE = re.compile(rf"{_WS}\[{_WS}(teams|players|options){_WS}\]{_WS}{_COMMENT}")
_DEALS = re.compile(rf"{_WS}\[\[{_WS}deals{_WS}\]\]{_WS}{_COMMENT}")
_KEY = re.compile(rf"{_WS}([A-Za-z0-9_-]+){_WS}={_WS}")
_END = re.compile(rf"{_WS}{_COMMENT}")
_SPACE = re.compile(_WS)
_STRING = re.compile(r'"([^"\\\x00-\x08\x0a-\x1f\x7f]*)"')
_INTEGER = re.compile(r"[+-]?(?:0|[1-9][0-9]*)(?![0-9A-Za-z_.:+-])")
_BOOL = re.compile(r"(true|false)(?![0-9A-Za-z_-])")
_DATETIME = re.compile(r"(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d):(\d\d))?(?![0-9A-Za-z.:+ -])")
_BARE_KEY = re.compile(rf"([A-Za-z0-9_-]+){_WS}={_WS}")
_TOP_TABLES = ("teams", "players", "options")


_SHARED: dict[str, str] = {}  # one copy of each key and short word, for a long match


def _shared(text: str) -> str:
    if len(text) > 24:
        return text
    return _SHARED.setdefault(text, text)


class _Unsupported(Exception):
    """Something outside the plain part: tomllib will read it."""


def fast_read(text: str) -> dict | None:
    """The document tomllib.loads(text) would give, or None where it cannot tell."""
    try:
        return _read(text)
    except (_Unsupported, ValueError, RecursionError):
        return None


# Whole lines of comments or blanks, run after run, as the loop below would skip them one
# at a time: removed first at C speed (a file of 10 million comment lines read in 5 s
# line by line, in well under 1 s this way). Possessive throughout, so no backtracking
# mark per line or per character: 0.51 s for 10 million lines, against 0.95 s with only
# the outer repeat possessive.
_SKIPPED_LINES = re.compile(r"(?:^[ \t]*+(?:#[^\x00-\x08\x0a-\x1f\x7f]*+)?+\r?+\n)++", re.M)


def _read(text: str) -> dict:
    if "\r" in text.replace("\r\n", "\n"):
        raise _Unsupported  # a lone carriage return
    text = _SKIPPED_LINES.sub("", text)
    doc: dict = {}
    table = doc
    headers: set[str] = set()
    for line in text.split("\n"):
        if line.endswith("\r"):
            line = line[:-1]
        found = _KEY.match(line)
        if found:
            key = _shared(found.group(1))
            if key in table:
                raise _Unsupported  # a duplicate key
            value, pos = _value(line, found.end())
            if not _END.fullmatch(line, pos):
                raise _Unsupported
            table[key] = value
            continue
        if _BLANK.fullmatch(line):
            continue
        found = _TABLE.fullmatch(line)
        if found:
            name = found.group(1)
            if name in doc:
                raise _Unsupported  # defined twice
            table = doc[name] = {}
            continue
        if _DEALS.fullmatch(line):
            if "deals" in doc and "deals" not in headers:
                raise _Unsupported  # deals given as a value, then as blocks
            headers.add("deals")
            table = {}
            doc.setdefault("deals", []).append(table)
            continue
        raise _Unsupported
    return doc


def _value(line: str, pos: int):
    """The value that starts at `pos`, and where it ends."""
    char = line[pos:pos + 1]
    if char == '"':
        found = _STRING.match(line, pos)
        if not found:
            raise _Unsupported
        return _shared(found.group(1)), found.end()
    if char == "[":
        return _array(line, pos + 1)
    if char == "{":
        return _inline_table(line, pos + 1)
    found = _DATETIME.match(line, pos)
    if found:
        y, mo, d, h, mi, s = found.groups()
        if h is None:
            return _dt.date(int(y), int(mo), int(d)), found.end()
        return _dt.datetime(int(y), int(mo), int(d), int(h), int(mi), int(s)), found.end()
    found = _INTEGER.match(line, pos)
    if found:
        return int(found.group(0)), found.end()
    found = _BOOL.match(line, pos)
    if found:
        return found.group(1) == "true", found.end()
    raise _Unsupported


def _array(line: str, pos: int):
    items: list = []
    pos = _SPACE.match(line, pos).end()
    while True:
        if line.startswith("]", pos):
            return items, pos + 1
        value, pos = _value(line, pos)
        items.append(value)
        pos = _SPACE.match(line, pos).end()
        if line.startswith(",", pos):
            pos = _SPACE.match(line, pos + 1).end()
        elif not line.startswith("]", pos):
            raise _Unsupported


def _inline_table(line: str, pos: int):
    table: dict = {}
    pos = _SPACE.match(line, pos).end()
    if line.startswith("}", pos):
        return table, pos + 1
    while True:
        found = _BARE_KEY.match(line, pos)
        if not found or found.group(1) in table:
            raise _Unsupported
        value, pos = _value(line, found.end())
        table[_shared(found.group(1))] = value
        pos = _SPACE.match(line, pos).end()
        if line.startswith("}", pos):
            return table, pos + 1
        if not line.startswith(",", pos):
            raise _Unsupported
        pos = _SPACE.match(line, pos + 1).end()  # TOML allows no comma before the brace
        if line.startswith("}", pos):
            raise _Unsupported
