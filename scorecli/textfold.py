"""Text in terminal columns: how wide a text is, and a line folded to a width.

Both are linear in the text, whatever it holds. `textwrap` cuts a word longer than the
line by copying the rest of the word at every cut (a 16 MB note without spaces took 60 s
to fold to 80 columns), and `wcwidth.wcswidth` looks at one character at a time in Python
(5 s for 16 MB); so a text with no wide or zero-width character is measured by its
length, and a long word is cut here, a line's worth at a time.
"""

from __future__ import annotations

import functools
import re

# Characters that do not take exactly one column: combining marks, zero-width and
# format characters, East Asian wide and full-width forms, emoji. Where none is present,
# a text's width is its length.
_NOT_ONE_COLUMN_CLASS = (
    "[\u0000-\u001f\u007f-\u00a0\u00ad\u0300-\u036f\u0483-\u0489\u0591-\u05c7"
    "\u0600-\u0605\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0711\u0730-\u074a"
    "\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
    "\u1100-\u115f\u1160-\u11ff\u200b-\u200f\u2028-\u202e\u2060-\u206f\u20d0-\u20ff"
    "\u231a\u231b\u2329\u232a\u23e9-\u23ff\u25fd\u25fe\u2600-\u27bf\u2e80-\u303e"
    "\u3040-\ua4cf\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe00-\ufe0f\ufe10-\ufe19"
    "\ufe20-\ufe2f\ufe30-\ufe6f\ufeff\uff00-\uff60\uffe0-\uffe6\ufff9-\ufffb"
    "\U0001f000-\U0001faff\U0001b000-\U0001b2ff\U00020000-\U0003fffd\U000e0000-\U000e0fff]")


@functools.cache
def _not_one_column() -> re.Pattern:
    """Compiled when first needed: the class is long, and compiling it cost 3.5 ms of every
    command's start-up."""
    return re.compile(_NOT_ONE_COLUMN_CLASS)


def display_width(text: str) -> int:
    """Columns a text takes in a terminal (wide and combining characters counted right)."""
    if text.isascii() or not _not_one_column().search(text):
        return len(text)
    from wcwidth import wcswidth  # start-up: 19 ms, for text beyond ASCII only

    width = wcswidth(text)
    return width if width >= 0 else len(text)


def wrap(text: str, width: int | None, first: str = "", rest: str = "") -> list[str]:
    """A line of text, folded to `width` columns if one is given: at spaces, and a word
    longer than a line is cut where the line is full."""
    if width is None or display_width(first + text) <= width:
        return [first + text]
    words = text.split()
    if all(display_width(rest) + display_width(word) <= width for word in words):
        import textwrap  # every word fits a line: textwrap folds it, in linear time

        return textwrap.wrap(text, width, initial_indent=first, subsequent_indent=rest,
                             break_on_hyphens=False) or [first]
    lines: list[str] = []
    line, used, empty = [first], display_width(first), True
    for word in words:
        size = display_width(word)
        if not empty and used + 1 + size <= width:
            line += [" ", word]
            used += 1 + size
            continue
        if empty and used + size <= width:
            line.append(word)
            used, empty = used + size, False
            continue
        if not empty:
            lines.append("".join(line))
            line, used, empty = [rest], display_width(rest), True
        at = 0  # how much of the word is on earlier lines: never copied again
        while used + size > width:  # cut the word where the line is full
            piece = _columns(word, at, max(1, width - used))
            lines.append("".join(line) + piece)
            at += len(piece)
            size -= display_width(piece)
            line, used = [rest], display_width(rest)
        if at < len(word):
            line.append(word[at:])
            used, empty = used + size, False
    if not empty or not lines:
        lines.append("".join(line))
    return lines


def _columns(word: str, at: int, room: int) -> str:
    """The longest part of `word` from `at` that fits `room` columns (one character at
    least)."""
    piece = word[at:at + room]
    if display_width(piece) <= room:
        return piece
    from wcwidth import wcwidth  # start-up: 19 ms, for text beyond ASCII only

    taken, used = 0, 0
    for char in piece:
        size = max(0, wcwidth(char))
        if used + size > room and taken:
            break
        taken, used = taken + 1, used + size
    return piece[:taken]
