"""Where each statement of a TOML text stands: the lexer the editor finds its spans with.

The editor (`tomledit`) changes one deal, or one header key, and keeps every other byte; for that it
must know where each statement starts and ends: a table header, a `key = value` whose
value may run over lines (multi-line strings of both kinds, arrays, nested inline
tables), and the runs of comment and blank lines between them. Neither TOML library
gives that: tomllib returns values without positions, and tomlkit rebuilds the document
(on a file of 10 million comment lines, 99 s and 2.9 GB for `set`, where this lexer and
the editor take under 3 s). Line heuristics are wrong in ways that lose comments: a
`'''` inside a comment is not a string, a value can hold newlines, and U+2028 or U+0085
in a note are text, not line breaks (TOML breaks lines at "\\n" only, which is the only
line break split on here).

The lexer is written for speed on any shape: runs of comment and blank lines, however
long, are one regular-expression match (at C speed), and each statement costs a few
matches. It reads valid TOML only (the text was parsed before it is lexed); on anything
else it raises `Unlexable` and the caller falls back to tomlkit.

`Layout` gathers the statements into sections (the top table, each `[table]`, each
block of an `[[array]]`), each with its own comment lines above, so that the editor
(`tomledit`) knows where a key, a block or a table begins and ends.
"""

from __future__ import annotations

import re
import secrets
from typing import NamedTuple


class Unlexable(Exception):
    """A text this lexer does not read; the caller uses tomlkit instead."""


class Statement(NamedTuple):
    kind: str  # "trivia" (comment and blank lines), "table", "array" ([[...]]) or "pair"
    start: int  # the first character of its first line
    end: int  # after its line break (or at the end of the text)
    key: str  # the table's or the pair's key, dotted parts joined by "." ("" for trivia)
    value_start: int = -1  # a pair's value, from its first character...
    value_end: int = -1  # ...to after its last (what follows is spaces, a comment, a break)


# Possessive throughout: 0.35 s for 10 million comment lines, 0.88 s without.
_TRIVIA = re.compile(r"(?:[ \t]*+(?:#[^\n]*+)?+\r?+\n)++|[ \t]*+#[^\n]*+\Z|[ \t]++\Z")
_PART = r"""(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')"""
_KEY = rf"{_PART}(?:[ \t]*\.[ \t]*{_PART})*"
_HEADER = re.compile(rf"[ \t]*(\[\[?)[ \t]*({_KEY})[ \t]*\]\]?[ \t]*(?:#[^\n]*)?\r?(?:\n|\Z)")
_PAIR = re.compile(rf"[ \t]*({_KEY})[ \t]*=[ \t]*")
_AFTER = re.compile(r"[ \t]*(?:#[^\n]*)?\r?(?:\n|\Z)")
_KEY_PARTS = re.compile(_PART)

# One value token: strings of the four kinds, brackets, and the bare rest (numbers,
# booleans, dates, times; a date and time may hold one space).
_STRING = (r'"""(?:[^"\\]|\\[\s\S]|""?(?!"))*+"""(?:""?(?!"))?'
           r"|'''(?:[^']|''?(?!'))*+'''(?:''?(?!'))?"
           r'|"(?:[^"\\\n]|\\.)*+"'
           r"|'[^'\n]*+'")
_SCALAR = r"\d{4}-\d\d-\d\d[Tt ]\d\d:[^\s,\]}#]*|[^\s\"'\[\]{},#=]+"
_VALUE = re.compile(rf"{_STRING}|{_SCALAR}")
_INNER = re.compile(rf"(?P<space>[ \t\r\n]+|#[^\n]*)|(?P<open>[\[{{])|(?P<close>[\]}}])"
                    rf"|(?P<string>{_STRING})|(?P<other>[,=.]|{_SCALAR})")


def statements(text: str, start: int = 0, end: int | None = None) -> list[Statement]:
    """The statements of text[start:end], which must start and end between statements."""
    end = len(text) if end is None else end
    found: list[Statement] = []
    pos = start
    while pos < end:
        match = _TRIVIA.match(text, pos, end)
        if match and match.end() > pos:
            found.append(Statement("trivia", pos, match.end(), ""))
            pos = match.end()
            continue
        match = _HEADER.match(text, pos, end)
        if match:
            kind = "array" if match.group(1) == "[[" else "table"
            found.append(Statement(kind, pos, match.end(), key_name(match.group(2))))
            pos = match.end()
            continue
        match = _PAIR.match(text, pos, end)
        if not match:
            raise Unlexable(pos)
        value_start = match.end()
        value_end = _value_end(text, value_start, end)
        after = _AFTER.match(text, value_end, end)
        if not after:
            raise Unlexable(value_end)
        found.append(Statement("pair", pos, after.end(), key_name(match.group(1)),
                               value_start, value_end))
        pos = after.end()
    return found


def key_name(key: str) -> str:
    """A key as its parts joined by dots, quotes taken off simple quoted parts."""
    parts = []
    for part in _KEY_PARTS.findall(key):
        if part[0] in "\"'":
            part = part[1:-1]
            if "\\" in part or "." in part:
                raise Unlexable(key)  # rare: an escape or a dot inside a quoted key
        parts.append(part)
    return ".".join(parts)


def _value_end(text: str, pos: int, end: int) -> int:
    """Where the value that starts at `pos` ends."""
    char = text[pos:pos + 1]
    if char not in "[{":
        match = _VALUE.match(text, pos, end)
        if not match:
            raise Unlexable(pos)
        return match.end()
    depth = 0
    while pos < end:
        match = _INNER.match(text, pos, end)
        if not match:
            raise Unlexable(pos)
        kind = match.lastgroup
        if kind == "open":
            depth += 1
        elif kind == "close":
            depth -= 1
            if depth == 0:
                return match.end()
        pos = match.end()
    raise Unlexable(pos)


def comment_lines_above(text: str, at: int, floor: int, most: int) -> int:
    """Where the run of comment lines right above offset `at` (a line's start) begins:
    no blank line between, at most `most` lines, not above `floor`; `at` if none."""
    start = at
    for _line in range(most + 1):
        if start <= floor:
            return start
        line_start = text.rfind("\n", floor, start - 1) + 1
        line_start = max(line_start, floor)
        if not text[line_start:start].lstrip(" \t").startswith("#"):
            return start
        start = line_start
    return at  # a longer run is the file's, not the deal's


_LONG_TRIVIA = 4096  # characters: a run of comment lines longer than this is set aside


def compacted(text: str):
    """The text with each long run of comment and blank lines replaced by one placeholder
    comment line, and the function that puts them back: tomlkit, which scorecli falls
    back to for rare layouts, then reads kilobytes where the file holds megabytes of
    comments (it took 99 s and 2.9 GB over 10 million comment lines)."""

    try:
        found = statements(text)
    except Unlexable:
        return text, lambda edited: edited
    token = secrets.token_hex(8)
    kept: list[str] = []
    pieces: list[str] = []
    at = 0
    for statement in found:
        if statement.kind != "trivia" or statement.end - statement.start < _LONG_TRIVIA \
                or not text.endswith("\n", statement.start, statement.end):
            continue
        newline = "\r\n" if text.endswith("\r\n", statement.start, statement.end) else "\n"
        pieces += [text[at:statement.start], f"#scorecli-kept-{token}-{len(kept)}{newline}"]
        kept.append(text[statement.start:statement.end])
        at = statement.end
    if not kept:
        return text, lambda edited: edited
    pieces.append(text[at:])
    marker = re.compile(rf"#scorecli-kept-{token}-(\d+)\r?\n")

    def restore(edited: str) -> str:
        return marker.sub(lambda found: kept[int(found.group(1))], edited)
    return "".join(pieces), restore


# ---------------------------------------------------------------- sections

class Section(NamedTuple):
    table: str | None = None  # None: the top table
    index: int | None = None  # a block of the array of tables `table`, from 0


TOP = Section()


_OWN_COMMENT_LINES = 20  # at most, right above a header, to count as the section's own


class Part(NamedTuple):
    """One section as the lexer found it."""
    header: Statement | None  # None for the top table
    pairs: list  # its key = value statements
    start: int  # its own comment lines above the header, or the header
    keys_end: int  # after its last pair, or its header
    simple: bool  # no dotted key and no sub-table: rewritten in place


class Layout:
    """Where each section of a text stands."""

    def __init__(self, text: str):
        found = statements(text)
        self.parts: dict[Section, Part] = {}
        self.first_block: int | None = None  # where the first [[...]] block's part starts
        counts: dict[str, int] = {}
        current, header, pairs, start, simple = TOP, None, [], 0, True
        self.top_keys: set[str] = set()
        for index, statement in enumerate(found):
            if statement.kind == "trivia":
                continue
            if statement.kind == "pair":
                pairs.append(statement)
                simple = simple and "." not in statement.key
                if current == TOP:
                    self.top_keys.add(statement.key.split(".")[0])
                continue
            self._keep(current, header, pairs, start, simple)
            key = statement.key
            if key.split(".")[0] in self.top_keys:
                raise Unlexable(key)  # a table over a top key's dotted or inline value
            if "." in key:  # a sub-table: the section it belongs to is not rewritten here
                owner = self._owner(key)
                if owner is not None:
                    self.parts[owner] = self.parts[owner]._replace(simple=False)
                current, header, pairs, simple = Section(key, -1), statement, [], False
                continue
            before = found[index - 1] if index else None
            floor = before.start if before is not None and before.kind == "trivia" \
                else statement.start
            start = comment_lines_above(text, statement.start, floor, _OWN_COMMENT_LINES)
            if statement.kind == "array":
                current = Section(key, counts.get(key, 0))
                counts[key] = current.index + 1
                if self.first_block is None:
                    self.first_block = start
            else:
                current = Section(key)
            header, pairs, simple = statement, [], True
        self._keep(current, header, pairs, start, simple)
        self.blocks = counts

    def _keep(self, section, header, pairs, start, simple) -> None:
        if section.index == -1:
            return  # a sub-table, already marked on its owner
        keys_end = pairs[-1].end if pairs else header.end if header is not None else 0
        self.parts[section] = Part(header, list(pairs), start, keys_end, simple)

    def _owner(self, key: str) -> Section | None:
        table = key.split(".")[0]
        if table in self.blocks:
            return Section(table, self.blocks[table] - 1)
        return Section(table) if Section(table) in self.parts else None

    def part(self, section: Section) -> Part:
        if section.table is not None and section.table in self.top_keys:
            raise Unlexable(section.table)  # an inline table or array written as a top key
        found = self.parts.get(section)
        if found is None or not found.simple:
            raise Unlexable(section)
        return found
