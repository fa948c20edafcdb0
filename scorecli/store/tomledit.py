"""The one editor of scorecli's TOML files: a match file's deals and header and
`concours.toml` are all changed through `edited`, in the file's own text.

A change is a list of patches on sections (the top table, a `[table]`, one block of an
`[[array]]`): a key set, added or taken away, a block appended, a section removed. The
lexer (`tomlspans`) says where each statement stands, and only the lines whose meaning
changes are rewritten, each keeping its indent, key and comment; every other byte stays,
so comments, blank lines, layout and line endings survive (SPEC 12).

What is written is checked where it was written: each new statement and block, read
alone, must say exactly what was meant, and each removed section must be exactly the one
meant. The rest is the same text, so a 20 MB file is not read again for one key (a whole
parse would cost as much as `show`; the goal is 3 times `show` for edit, undo and set).
A layout the lexer does not rewrite (an inline array of tables, dotted keys, sub-tables)
is edited by tomlkit instead, its long comment runs set aside so that it reads kilobytes
where the file holds megabytes (`compacted`), and its whole result must then read as
meant. A result that reads otherwise is never returned.
"""

from __future__ import annotations

import re
import tomllib
from typing import NamedTuple

from .text import block_text, toml_key, toml_value
from .tomlspans import TOP, Layout, Part, Section, Unlexable, compacted

__all__ = ["TOP", "Section", "Set", "Append", "Remove", "Unreadable", "edited", "applied"]


class Set(NamedTuple):
    section: Section
    key: str
    value: object  # None takes the key's line away


class Append(NamedTuple):
    array: str
    values: dict  # None values are left out
    at_end: bool = False  # after the text's end (a match's deals), not the array's last block


class Remove(NamedTuple):
    section: Section  # a block, or a whole table, with its own comment lines above


class Unreadable(Exception):
    """A change that neither the lexer nor tomlkit could make as meant: a bug, or a
    layout so unusual that nothing is written (the caller says so)."""


def edited(text: str, data: dict, patches: list) -> tuple[str, dict]:
    """The text with the patches made, and the data it reads as. `data` is what the text
    reads as now; it is not changed."""
    expected = applied(data, patches)
    try:
        return _lexed(text, data, patches), expected
    except Unlexable:
        pass
    new_text = _tomlkit(text, patches)
    if new_text is not None and _reads_as(new_text, expected):
        return new_text, expected
    raise Unreadable()


def applied(data: dict, patches: list) -> dict:
    """What the data reads as once the patches are made (copied along the way)."""
    data = dict(data)
    for patch in patches:
        if isinstance(patch, Append):
            data[patch.array] = list(data.get(patch.array, [])) + [as_read(_present(patch.values))]
            continue
        table, index = patch.section
        if isinstance(patch, Remove):
            if index is None:
                data.pop(table, None)
            else:
                data[table] = data[table][:index] + data[table][index + 1:]
            continue
        if table is None:
            target = data
        elif index is None:
            target = data[table] = dict(data.get(table, {}))
        else:
            blocks = data[table] = list(data[table])
            target = blocks[index] = dict(blocks[index])
        if patch.value is None:
            target.pop(patch.key, None)
        else:
            target[patch.key] = as_read(patch.value)
    return data


def as_read(value):
    """A value as tomllib reads it back (tuples become lists)."""
    if isinstance(value, (str, int, bool)):
        return value
    return tomllib.loads(f"v = {toml_value(value)}\n")["v"]


def read_value(value_text: str):
    """What one TOML value's text reads as; None if it does not read alone."""
    try:
        return tomllib.loads(f"v = {value_text}\n")["v"]
    except tomllib.TOMLDecodeError:
        return None


def newline(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"


def _present(values: dict) -> dict:
    return {k: v for k, v in values.items() if v is not None}


def _reads_as(text: str, expected: dict) -> bool:
    """Does the text read as expected (an array of tables left empty is no key at all)?"""
    try:
        found = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return False
    return _without_empty(found) == _without_empty(expected)


def _without_empty(data: dict) -> dict:
    return {k: v for k, v in data.items() if v != []}


def _read_alone(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None


# ---------------------------------------------------------------- in the file's own text

_NONBLANK = re.compile(r"\S")


class _Edit(NamedTuple):
    start: int  # in the text before any patch
    end: int
    new: str
    kind: str = ""  # "block": parted by a blank line; "line": starts on a line of its own


def _lexed(text: str, data: dict, patches: list) -> str:
    """The patches made in the text's own lines, or Unlexable where they cannot be. The
    text is lexed once: every edit is placed in the text as it was."""
    nl = newline(text)
    if len(patches) == 1 and isinstance(patches[0], Append) and patches[0].at_end \
            and _blocks_only(text, data, patches[0].array):
        # One block more at the end of an array written as blocks only: nothing needs
        # lexing, and only the new block needs reading back.
        return _joined(text, [_block(len(text), patches[0], nl)], nl)
    if _interfere(patches):  # each on the text the one before made, lexed again
        for patch in patches:
            text = _lexed(text, data, [patch])
            data = applied(data, [patch])
        return text
    layout = Layout(text)
    edits: list[_Edit] = []
    new_tables: dict[str, dict] = {}
    for patch in patches:
        if isinstance(patch, Append):
            count = layout.blocks.get(patch.array, 0)
            if patch.array in layout.top_keys or count != len(data.get(patch.array, [])):
                raise Unlexable(patch.array)
            at = len(text) if patch.at_end or not count else \
                layout.part(Section(patch.array, count - 1)).keys_end
            edits.append(_block(at, patch, nl))
        elif isinstance(patch, Remove):
            edits.append(_removal(text, layout.part(patch.section), data, patch.section, nl))
        elif patch.section.table in layout.top_keys:
            raise Unlexable(patch.section.table)  # an inline table written as a top key
        elif patch.section.index is None and patch.section.table is not None \
                and patch.section not in layout.parts:
            if patch.value is not None:
                new_tables.setdefault(patch.section.table, {})[patch.key] = patch.value
        else:
            edits += _setting(text, layout.part(patch.section), patch, nl)
    edits += [_new_table(text, layout, table, values, nl) for table, values in new_tables.items()]
    return _joined(text, edits, nl)


def _interfere(patches: list) -> bool:
    """Does a patch touch what one before it changed: a key set twice, or a section of
    an array after an append to it or a removal from it (appends alone do not)?"""
    appended, removed, keys = set(), set(), set()
    for patch in patches:
        if isinstance(patch, Append):
            if patch.array in removed:
                return True
            appended.add(patch.array)
            continue
        table = patch.section.table
        if table in appended or table in removed:
            return True
        if isinstance(patch, Remove):
            removed.add(table)
        elif (patch.section, patch.key) in keys:
            return True
        else:
            keys.add((patch.section, patch.key))
    return False


_ORDER = {"line": 0, "": 1, "block": 2}  # at one place: a section's new key before a block


def _joined(text: str, edits: list[_Edit], nl: str) -> str:
    """The text with the edits made; Unlexable if two of them overlap."""
    out: list[str] = []
    at = 0
    for edit in sorted(edits, key=lambda e: (e.start, e.end, _ORDER[e.kind])):  # stable
        if edit.start < at:
            raise Unlexable(edit.start)
        out.append(text[at:edit.start])
        before = _tail(out)
        new = edit.new
        if edit.kind == "block" and before and not before.endswith(("\n\n", "\r\n\r\n")):
            new = (nl if before.endswith("\n") else nl + nl) + new
        elif edit.kind == "line" and before and not before.endswith("\n"):
            new = nl + new
        out.append(new)
        at = edit.end
    out.append(text[at:])
    return "".join(out)


def _tail(pieces: list[str], most: int = 4) -> str:
    """The last few characters of the pieces joined."""
    kept = ""
    for piece in reversed(pieces):
        kept = piece[-most:] + kept
        if len(kept) >= most:
            break
    return kept[-most:]


def _blocks_only(text: str, data: dict, array: str) -> bool:
    """Is every block of the array a `[[array]]` header (none inline)?"""
    blocks = data.get(array)
    if blocks is None:
        return True
    if not isinstance(blocks, list) or not blocks:
        return False
    headers = re.compile(rf"^[ \t]*\[\[[ \t]*{re.escape(array)}[ \t]*\]\]", re.M)
    if len(headers.findall(text)) == len(blocks):
        return True
    # A header-like line inside a multi-line string: the lexer knows strings.
    try:
        return Layout(text).blocks.get(array, 0) == len(blocks)
    except Unlexable:
        return False


def _block(at: int, patch: Append, nl: str) -> _Edit:
    values = _present(patch.values)
    new = block_text(patch.array, values).replace("\n", nl)
    if _read_alone(new) != {patch.array: [as_read(values)]}:
        raise Unlexable(patch.array)
    return _Edit(at, at, new, "block")


def _removal(text: str, part: Part, data: dict, section: Section, nl: str) -> _Edit:
    """The section goes, with its own comment lines above and the blank line that parted
    it from the one above; at the text's end, one line break ends the text."""
    table, index = section
    old = data[table] if index is None else [data[table][index]]
    if part.header is None or \
            _read_alone(text[part.header.start:part.keys_end]) != {table: old}:
        raise Unlexable(section)
    start, stop = part.start, part.keys_end
    if not _NONBLANK.search(text, stop):
        if _NONBLANK.search(text, 0, start):
            kept = len(text[:start].rstrip("\r\n"))
            return _Edit(kept, len(text), nl)
        return _Edit(start, stop, "")
    if text.startswith(nl, stop) and text.endswith(nl + nl, 0, start):
        stop += len(nl)
    return _Edit(start, stop, "")


def _setting(text: str, part: Part, patch: Set, nl: str) -> list[_Edit]:
    _section, key, value = patch
    if any(p.key.startswith(key + ".") for p in part.pairs):
        raise Unlexable(key)
    pair = next((p for p in part.pairs if p.key == key), None)
    if pair is None:
        if value is None:
            return []
        line = f"{toml_key(key)} = {toml_value(value)}{nl}"
        _check(line, key, value)
        return [_Edit(part.keys_end, part.keys_end, line, "line")]
    if value is None:
        return [_Edit(pair.start, pair.end, "")]
    if read_value(text[pair.value_start:pair.value_end]) == as_read(value):
        return []  # said already, perhaps otherwise (`belote = ["ns"]` or "ns")
    _check(text[pair.start:pair.value_start] + toml_value(value)
           + text[pair.value_end:pair.end], key, value)
    return [_Edit(pair.value_start, pair.value_end, toml_value(value))]


def _check(statement: str, key: str, value) -> None:
    if _read_alone(statement) != {key: as_read(value)}:
        raise Unlexable(key)


def _new_table(text: str, layout: Layout, table: str, values: dict, nl: str) -> _Edit:
    """A new `[table]`: before the first block (and its comment lines), or at the end."""
    lines = f"[{toml_key(table)}]{nl}" + "".join(
        f"{toml_key(k)} = {toml_value(v)}{nl}" for k, v in values.items())
    if _read_alone(lines) != {table: as_read(values)}:
        raise Unlexable(table)
    at = layout.first_block
    if at is not None:
        return _Edit(at, at, lines + nl)
    return _Edit(len(text), len(text), lines, "block")


# ---------------------------------------------------------------- tomlkit, for the rest

def _tomlkit(text: str, patches: list) -> str | None:
    """tomlkit makes the patches on the whole document, long comment runs set aside."""
    import tomlkit  # only unusual layouts need it, and it takes 40 ms to load
    from tomlkit.items import AoT, Array  # with tomlkit, above

    small, restore = compacted(text)
    try:
        document = tomlkit.parse(small)
        for patch in patches:
            if isinstance(patch, Append):
                values = _present(patch.values)
                existing = document.get(patch.array)
                if isinstance(existing, Array):
                    existing.append(values)  # a hand-written inline array: one more table
                    continue
                table = tomlkit.table()
                for key, value in values.items():
                    table[key] = _inline(tomlkit, value)
                if existing is None:
                    document[patch.array] = tomlkit.aot()
                document[patch.array].append(table)
                continue
            table, index = patch.section
            if isinstance(patch, Remove):
                if index is None:
                    document.pop(table, None)
                else:
                    del document[table][index]
                continue
            if table is None:
                target = document
            elif index is None:
                if table not in document:
                    document[table] = tomlkit.table()
                target = document[table]
            else:
                target = document[table][index]
            if patch.value is None:
                target.pop(patch.key, None)
            elif target.get(patch.key) != as_read(patch.value):
                target[patch.key] = _inline(tomlkit, patch.value) \
                    if not isinstance(target, (AoT, Array)) else patch.value
        new_text = tomlkit.dumps(document)
    except MemoryError:
        raise
    except Exception:  # tomlkit's own errors, on a layout it does not read
        return None
    if "\r\n" in text and "\n" not in text.replace("\r\n", ""):
        new_text = new_text.replace("\r\n", "\n").replace("\n", "\r\n")  # the file's endings
    return restore(new_text)


def _inline(tomlkit, value):
    """Tables inside a block stay inline (a deal's points, its announcements)."""
    if isinstance(value, dict):
        inline = tomlkit.inline_table()
        inline.update(value)
        return inline
    return value
