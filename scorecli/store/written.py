"""A value read from a file, said back as the file writes it (TOML), not as Python does:
`[{ team = "ns", kind = "carre-8" }]` where Python said `[{'team': 'ns', ...}]`, `true`
where it said `True`. A refusal quotes it with `!r`; the value's own repr is its TOML."""

from __future__ import annotations

import datetime as _dt
import json

from ..i18n import N_
from ..words.vocabulary import SAID_FOR_FILE_VALUE, fold

# `trump = "pique"`: a value typed in the players' words, the file's own word said back
WRITTEN_AS = N_("{value!r} is written {written!r} in the file")


def file_word(value: object, choices) -> str | None:
    """The file's word among `choices` for a value typed as players say it (`pique` is
    `spades`, `nous` is `ns`; the file's words are English, SPEC 11), else None."""
    meant = SAID_FOR_FILE_VALUE.get(fold(value)) if isinstance(value, str) else None
    return meant if meant in choices else None


class Written(str):
    """Text that `!r` leaves as it is: the TOML of a list, a table or a boolean."""

    def __repr__(self) -> str:
        return str(self)


def as_written(value: object) -> object:
    """A list, a table or a boolean as TOML text; anything else as it is (a string keeps
    Python's quotes in English, the language's quotes elsewhere)."""
    if isinstance(value, (list, tuple, dict, bool)):
        return Written(_toml(value))
    return value


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        inner = ", ".join(f"{_key(k)} = {_toml(v)}" for k, v in value.items())
        return f"{{ {inner} }}" if inner else "{}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # TOML's basic string: "…"
    if isinstance(value, (_dt.date, _dt.time)):
        return value.isoformat()
    return str(value)


def _key(key: object) -> str:
    text = str(key)
    bare = text and all(c.isascii() and (c.isalnum() or c in "-_") for c in text)
    return text if bare else json.dumps(text, ensure_ascii=False)
