"""Text from a match file, made safe to print for people, and safe to open in a spreadsheet.

A name, title or note is the user's data and may hold anything; printed as it is, an
escape sequence in it could retitle the terminal, write to the clipboard (OSC 52) or
clear the screen. Control characters are shown instead as `\\x1b`, `\\x07`. JSON, CSV
and `undo --list` keep the text as data and do not come through here.
"""

from __future__ import annotations

import csv
import io
import re


# C0 and C1 controls, DEL, and the characters that reorder or break lines on their own.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_CONTROL_BUT_NEWLINE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e"
                                  "\u2066-\u2069]")


def _visible(found: re.Match) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def for_terminal(text: str, keep_newlines: bool = False) -> str:
    """`text` with every control character shown as an escape (`\\x1b`)."""
    pattern = _CONTROL_BUT_NEWLINE if keep_newlines else _CONTROL
    return pattern.sub(_visible, text)


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# A line of a cell that starts a formula, after a line break inside the cell: a reader
# that ends the row at the break would run it.
_FORMULA_AFTER_BREAK = re.compile(r"(?<=[\r\n])(?=[=+\-@\t])")


def for_spreadsheet(cell: object) -> object:
    """A CSV text cell that a spreadsheet would run as a formula starts with `'` instead,
    and so does each of its lines; numbers stay numbers."""
    if not isinstance(cell, str):
        return cell
    if "\r" in cell or "\n" in cell:
        cell = _FORMULA_AFTER_BREAK.sub("'", cell)
    return "'" + cell if cell.startswith(_FORMULA_START) else cell


def csv_text(rows) -> str:
    """Rows of cells as CSV, each row ending in a line feed, every text cell guarded.

    A cell holding a carriage return is quoted (S2): Python's writer quotes only the
    characters of its own line ending, so each row is written with CRLF, which quotes
    both, and the row's own ending is then made a line feed again."""

    lines = []
    for row in rows:
        buffer = io.StringIO()
        csv.writer(buffer, lineterminator="\r\n").writerow([for_spreadsheet(c) for c in row])
        lines.append(buffer.getvalue()[:-2] + "\n")
    return "".join(lines)
