"""Changes to `concours.toml` made in the file's own text, so that the organiser's
comments, blank lines and line endings survive every command (SPEC 12 and 13).

A change is a list of patches: a `[[block]]` appended to its array (written after the
array's last block, so that a comment above the next table stays with it), a key set in
the top table or in one block, a block removed. They are made with the lexer the match
file's splice uses (`tomlspans`); where it cannot read the file or the result does not
read as expected (a hand-written inline array of tables), tomlkit makes them instead,
and a result that still differs is never written.
"""

from __future__ import annotations

import copy
import tomllib
from typing import NamedTuple

from .concoursschema import block
from .text import _key, toml_value
from .tomlspans import Statement, Unlexable, statements


class Append(NamedTuple):
    array: str
    values: dict


class Set(NamedTuple):
    array: str | None  # None: the top table
    index: int | None  # the block's index in its array, from 0
    key: str
    value: object


class Remove(NamedTuple):
    array: str
    index: int


def changed(text: str, data: dict, patches: list) -> tuple[str, dict]:
    """The text with the patches made, and the data it reads as."""
    expected = _applied(copy.deepcopy(data), patches)
    for edit in (_lexed, _tomlkit):
        try:
            new_text = edit(text, patches)
        except (Unlexable, LookupError):
            continue
        try:
            if _normal(tomllib.loads(new_text)) == _normal(expected):
                return new_text, expected
        except tomllib.TOMLDecodeError:
            continue
    # A bug in scorecli, not a refused input: the boundary says "internal error".
    raise RuntimeError("concours.toml: the change did not read back as made; nothing written")


def _normal(data: dict) -> dict:
    return {k: v for k, v in data.items() if v != []}


def _applied(data: dict, patches: list) -> dict:
    for patch in patches:
        if isinstance(patch, Append):
            data.setdefault(patch.array, []).append(
                {k: v for k, v in patch.values.items() if v is not None})
        elif isinstance(patch, Set):
            target = data if patch.array is None else data[patch.array][patch.index]
            target[patch.key] = patch.value
        else:
            del data[patch.array][patch.index]
    return data


# ---------------------------------------------------------------- in the file's own text

def _regions(found: list[Statement], array: str | None) -> list[tuple[int, int]]:
    """(first, end) statement indexes of the top table (array None) or of each block of
    `array`, each from its header (or the text's start) to the next header."""
    headers = [i for i, s in enumerate(found) if s.kind in ("table", "array")]
    if array is None:
        return [(0, headers[0] if headers else len(found))]
    ends = headers[1:] + [len(found)]
    return [(i, end) for i, end in zip(headers, ends)
            if found[i].kind == "array" and found[i].key == array]


def _last_line(found: list[Statement], region: tuple[int, int]) -> int:
    """Where a line added to a region goes: after its last pair (or its header)."""
    first, end = region
    pairs = [i for i in range(first, end) if found[i].kind != "trivia"]
    return found[pairs[-1]].end if pairs else found[first].start if first < len(found) \
        and found[first].kind == "trivia" else 0


def _lexed(text: str, patches: list) -> str:
    nl = "\r\n" if "\r\n" in text else "\n"
    for patch in patches:
        found = statements(text)
        if isinstance(patch, Append):
            new = block(patch.array, patch.values).replace("\n", nl)
            blocks = _regions(found, patch.array)
            at = _last_line(found, blocks[-1]) if blocks else len(text)
            before = text[:at]
            if before and not before.endswith("\n"):
                before += nl
            text = before + (nl if before else "") + new + text[at:]
        elif isinstance(patch, Set):
            region = _regions(found, patch.array)[patch.index or 0]
            pair = next((found[i] for i in range(*region)
                         if found[i].kind == "pair" and found[i].key == patch.key), None)
            if pair is not None:
                text = (text[:pair.value_start] + toml_value(patch.value)
                        + text[pair.value_end:])
            else:
                at = _last_line(found, region)
                before = text[:at] if not at or text[:at].endswith("\n") else text[:at] + nl
                text = before + f"{_key(patch.key)} = {toml_value(patch.value)}{nl}" + text[at:]
        else:
            first, end = _regions(found, patch.array)[patch.index]
            pairs = [i for i in range(first, end) if found[i].kind != "trivia"]
            start, stop = found[first].start, found[pairs[-1]].end
            if text[stop:].startswith(nl) and text[:start].endswith(nl + nl):
                stop += len(nl)  # the blank line that parted it from the block above
            text = text[:start] + text[stop:]
    return text


def _tomlkit(text: str, patches: list) -> str:
    import tomlkit

    document = tomlkit.parse(text)
    for patch in patches:
        if isinstance(patch, Append):
            values = {k: v for k, v in patch.values.items() if v is not None}
            existing = document.get(patch.array)
            if existing is not None and not isinstance(existing, tomlkit.items.AoT):
                existing.append(values)  # a hand-written inline array: one more inline table
                continue
            table = tomlkit.table()
            table.update(values)
            if existing is None:
                document[patch.array] = tomlkit.aot()
            document[patch.array].append(table)
        elif isinstance(patch, Set):
            target = document if patch.array is None else document[patch.array][patch.index]
            target[patch.key] = patch.value
        else:
            del document[patch.array][patch.index]
    return tomlkit.dumps(document)
