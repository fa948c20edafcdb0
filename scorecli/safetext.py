"""Text from a match file, made safe to print for people, and safe to open in a spreadsheet.

A name, title or note is the user's data and may hold anything; printed as it is, an
escape sequence in it could retitle the terminal, write to the clipboard (OSC 52) or
clear the screen. Control characters are shown instead as `\\x1b`, `\\x07`. JSON, CSV
and `undo --list` keep the text as data and do not come through here.
"""

from __future__ import annotations

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


def for_spreadsheet(cell: object) -> object:
    """A CSV text cell that a spreadsheet would run as a formula starts with `'` instead;
    numbers stay numbers."""
    if isinstance(cell, str) and cell.startswith(_FORMULA_START):
        return "'" + cell
    return cell
