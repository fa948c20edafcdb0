"""Text laid out in terminal columns: widths, folding, names cut to fit."""

from __future__ import annotations

import re

from ..i18n import whole_names
from ..textfold import display_width as width
from ..textfold import wrap


SHEET_ROWS = 60  # the most deals a score sheet has rows for (`sheet`, a concours' tables)


def cut_names(names: dict, cut: int | None) -> dict:
    if cut is None:
        return names
    return {t: n if display_width(n) <= cut else n[:cut - 1] + "…" for t, n in names.items()}


def text_width(text: str) -> int:
    return max((display_width(line) for line in text.splitlines()), default=0)


def fold_lines(text: str, width: int | None) -> str:
    """Every line of `text` folded to `width` columns (none: as it is)."""
    if width is None:
        return text
    return "\n".join(folded for line in text.split("\n")
                     for folded in (wrap_text(line, width, "", _hang(line)) if line else [""]))


def _hang(line: str) -> str:
    """A folded line's continuation: under the text of a numbered or marked line
    (`  3. Made: ...` goes on under `Made`, `  – a cause` under `a`), two spaces further in
    than an indented line (a list's item, `  deal 2: …`), else two spaces in."""

    found = re.match(r"^(\s*(?:\d+\.\s+|[–—]\s+)?)", line)
    lead = found.group(1) if found else ""
    return " " * len(lead) if lead.strip() else " " * (len(lead) + 2)


def wrap_text(text: str, width: int | None, first: str = "", rest: str = "") -> list[str]:
    """A line of text, folded to `width` columns if one is given (linear: see textfold),
    a team's name of several words kept on one line where it fits one."""
    if width is None or _GLUE in text:
        return wrap(text, width, first, rest)
    names = [name for name in whole_names()
             if name in text and display_width(name) < width // 2]
    for name in names:  # glued by a character no message holds, unglued after the fold
        text = text.replace(name, name.replace(" ", _GLUE))
    # a name quoted in a command to copy stays whole: `team fete "Les Bleus"`, not `"Les`,
    # and so does a short command to copy: `scorecli undo m.toml`
    text = _QUOTED.sub(lambda m: m.group(0).replace(" ", _GLUE) if display_width(m.group(0))
                       < (width - 2 if m.group(0)[0] == "`" else width // 2) else m.group(0),
                       text)
    # a short word and its number stay together: `EO 1404`, `objectif 1000`, not `EO` alone
    text = _BEFORE_A_NUMBER.sub(lambda m: m.group(1) + _GLUE, text)
    lines = wrap(text, width, first, rest)
    return [line.replace(_GLUE, " ") for line in lines] if _GLUE in text else lines


_GLUE = "\ue000"  # a private-use character: one column wide
_QUOTED = re.compile(r'"[^"\n]+"|`[^`\n]+`')
_BEFORE_A_NUMBER = re.compile(r"(?<!\S)(\(?(?:\w+\ue000)*\w{1,8}) (?=[−+-]?\d)")  # `Les Filles 91`


def display_width(text: str) -> int:
    """Columns a text takes in a terminal (wide and combining characters counted right)."""

    return width(text)
