"""Change a match file's header in place: `title`, `dealer`, and the `[teams]`,
`[players]` and `[options]` tables.

As `splice` does for deals: the lexer (`tomlspans`) finds each statement, and only the
lines whose values change are rewritten, each keeping its indent, key and comment; a
removed key loses its line, a new one goes after its table's last key. Layouts this does
not rewrite (an inline `teams = {...}`, dotted `players.n = ...`) are edited by tomlkit,
with long comment runs set aside first so that its cost follows the header's size, not
the file's. Every new text is parsed again and must read as exactly what was meant.
"""

from __future__ import annotations

from ..errors import MatchFileError, Msg
from ..i18n import N_
from .read import Loaded, parse_toml
from .splice import deal_start
from .text import toml_value
from .tomlspans import Statement, Unlexable, compacted, statements

_TABLES = ("teams", "players", "options")


def with_header(loaded: Loaded, changes: dict) -> tuple[str, dict]:
    """The text with top-level keys changed (None or {} removes one), and what it reads
    as (so that it is not parsed twice); the deals stay byte for byte."""
    expected = dict(loaded.data)
    for key, value in changes.items():
        if value is None or value == {}:
            expected.pop(key, None)
        else:
            expected[key] = value
    try:
        spliced = _spliced(loaded.text, changes)
    except Unlexable:
        spliced = None
    if spliced is not None:
        new_text, head_end, checks = spliced
        if head_end is not None:
            # Every change lies above the first deal and is whole statements put in place
            # of whole statements: each new statement read alone must say exactly what was
            # meant, and the rest is the same text (a 20 MB file is not read again for a
            # title: `set` was 3.2 times `show` with 20 MB of comments above the deals).
            if all(_reads_as(snippet, meant) for snippet, meant in checks):
                return new_text, expected
        elif _reads_as(new_text, expected):
            return new_text, expected
    new_text = _tomlkit_header(loaded.text, changes)
    if new_text is not None and _reads_as(new_text, expected):
        return new_text, expected
    raise MatchFileError(str(loaded.path), [Msg(N_(
        "scorecli could not change this file's header without changing other values; "
        "nothing was written"))])


def _reads_as(text: str, expected: dict) -> bool:
    try:
        return parse_toml(text, "the new text") == expected
    except MatchFileError:
        return False


_TOP = object()  # the pairs before the first table
_OTHER = object()  # a table whose pairs are not the header's (a deal, a sub-table)


def _spliced(text: str, changes: dict) -> tuple[str, int | None, list] | None:
    """The new text; where the first deal began in the old one if every change lies above
    it (else None); and each new statement with what it must read as alone."""
    found = statements(text)
    nl = "\r\n" if "\r\n" in text else "\n"
    top: dict[str, Statement] = {}
    tables: dict[str, list[Statement]] = {}  # a header table's header, then its pairs
    current: object = _TOP
    first_deal = None
    for index, statement in enumerate(found):
        if statement.kind == "trivia":
            continue
        if statement.kind == "pair":
            if current is _TOP:
                top[statement.key] = statement
            elif current is not _OTHER:
                current.append(statement)
            continue
        if statement.kind == "table" and statement.key in _TABLES and statement.key not in tables:
            current = tables[statement.key] = [statement]
        else:
            current = _OTHER
        if statement.kind == "array" and statement.key == "deals" and first_deal is None:
            first_deal = deal_start(text, found, index)
    if "deals" in top:
        first_deal = top["deals"].start if first_deal is None else \
            min(first_deal, top["deals"].start)
    last_top = max((s.end for s in top.values() if s.key != "deals"), default=0)
    edits: list[tuple[int, int, str]] = []  # (start, end, new text), not overlapping
    checks: list[tuple[str, dict]] = []  # each new statement, and what it must read as

    def set_pair(pair: Statement, value) -> tuple[int, int, str]:
        edit = _set_pair(text, pair, value)
        if edit[2]:
            checks.append((text[pair.start:edit[0]] + edit[2] + text[edit[1]:pair.end],
                           {pair.key: value}))
        return edit

    for key, value in changes.items():
        if any(k.startswith(key + ".") for k in top) or (key in _TABLES and key in top):
            return None  # an inline table or dotted keys: tomlkit edits those
        if key not in _TABLES:
            if key in top:
                edits.append(set_pair(top[key], value))
            elif value is not None:
                edits.append((last_top, last_top, f"{key} = {toml_value(value)}{nl}"))
                checks.append((edits[-1][2], {key: value}))
            continue
        table = tables.get(key)
        if table is None:
            if value:
                edits.append(_new_table(text, key, value, first_deal, nl))
                checks.append((edits[-1][2], {key: value}))
            continue
        header, pairs = table[0], table[1:]
        if any("." in p.key for p in pairs):
            return None
        if not value:
            edits += [(s.start, s.end, "") for s in table]
            continue
        edits += [set_pair(pair, value.get(pair.key)) for pair in pairs]
        have = {p.key for p in pairs}
        new = {name: item for name, item in value.items() if name not in have}
        added = "".join(f"{name} = {toml_value(item)}{nl}" for name, item in new.items())
        if added:
            at = (pairs[-1] if pairs else header).end
            edits.append((at, at, added if text.endswith("\n", 0, at) else nl + added))
            checks.append((added, new))
    edits = sorted((e for e in edits if e[0] != e[1] or e[2]), key=lambda e: (e[0], e[1]))
    pieces, at = [], 0
    for start, end, new in edits:
        if start < at:
            return None
        pieces += [text[at:start], new]
        at = end
    pieces.append(text[at:])
    above = first_deal is not None and "deals" not in top and at <= first_deal
    return "".join(pieces), first_deal if above else None, checks


def _new_table(text: str, key: str, value: dict, first_deal: int | None,
               nl: str) -> tuple[int, int, str]:
    """A new `[key]` table: before the first deal (and its comment lines), or at the end."""
    lines = f"[{key}]{nl}" + "".join(f"{name} = {toml_value(item)}{nl}"
                                     for name, item in value.items())
    if first_deal is not None:
        return first_deal, first_deal, lines + nl
    if not text or text.endswith(("\n\n", "\r\n\r\n")):
        return len(text), len(text), lines
    return len(text), len(text), (nl if text.endswith("\n") else nl + nl) + lines


def _set_pair(text: str, pair: Statement, value) -> tuple[int, int, str]:
    """The edit that gives `pair` the value (None: removes its line); an unchanged
    value is an empty edit."""
    if value is None:
        return pair.start, pair.end, ""
    old = text[pair.value_start:pair.value_end]
    if parse_toml(f"v = {old}\n", "a value").get("v") == value:
        return pair.start, pair.start, ""
    return pair.value_start, pair.value_end, toml_value(value)


def _tomlkit_header(text: str, changes: dict) -> str | None:
    """tomlkit edits the whole document, its long comment runs set aside."""
    import tomlkit

    small, restore = compacted(text)
    try:
        doc = tomlkit.parse(small)
    except MemoryError:
        raise
    except Exception:  # tomlkit's own parse errors
        return None
    for key, value in changes.items():
        if value is None or value == {}:
            doc.pop(key, None)
        elif isinstance(value, dict) and key in doc:
            table = doc[key]
            for name in [k for k in table if k not in value]:
                del table[name]
            for name, item in value.items():
                if table.get(name) != item:
                    table[name] = item
        elif isinstance(value, dict):
            table = tomlkit.table()
            table.update(value)
            doc[key] = table
        else:
            doc[key] = value
    new_text = tomlkit.dumps(doc)
    if "\r\n" in text and "\n" not in text.replace("\r\n", ""):
        new_text = new_text.replace("\r\n", "\n").replace("\n", "\r\n")
    return restore(new_text)
