"""A match file's changes as the editor's patches (`tomledit`): a deal appended, replaced
or removed, and the header's `title`, `dealer`, `[teams]`, `[players]` and `[options]`.

Only what changes meaning becomes a patch: a deal's key whose value stays (`belote =
"ns"` where scorecli would write `["ns"]`) keeps its line as written.
"""

from __future__ import annotations

from ..errors import MatchFileError, Msg
from ..game.deal import Deal
from ..i18n import N_
from .read import Loaded
from .text import deal_to_data
from .tomledit import TOP, Append, Remove, Section, Set, Unreadable, edited

HEADER_TABLES = ("teams", "players", "options")


def appended(loaded: Loaded, deal: Deal) -> str:
    """The text with `deal` added after the last one (at the text's end)."""
    return _deals_edited(loaded, [Append("deals", deal_to_data(deal), at_end=True)])


def replaced(loaded: Loaded, number: int, deal: Deal | None) -> str:
    """The text with deal `number` (from 1) replaced by `deal`, or removed if None."""
    section = Section("deals", number - 1)
    if deal is None:
        return _deals_edited(loaded, [Remove(section)])
    raw = loaded.data["deals"][number - 1]
    old, new = deal_to_data(loaded.match.deals[number - 1]), deal_to_data(deal)
    patches = [Set(section, key, None) for key in raw if key not in new]
    patches += [Set(section, key, value) for key, value in new.items()
                if not (key in raw and key in old and old[key] == value)]
    return _deals_edited(loaded, patches)


def with_header(loaded: Loaded, changes: dict) -> tuple[str, dict]:
    """The text with top-level keys changed (None or {} removes one), and what it reads
    as (so that it is not parsed twice); the deals stay byte for byte."""
    patches: list = []
    for key, value in changes.items():
        if key not in HEADER_TABLES:
            patches.append(Set(TOP, key, value))
        elif not value:
            if key in loaded.data:
                patches.append(Remove(Section(key)))
        else:
            have = loaded.data.get(key) or {}
            patches += [Set(Section(key), name, None) for name in have if name not in value]
            patches += [Set(Section(key), name, item) for name, item in value.items()
                        if have.get(name) != item]
    try:
        return edited(loaded.text, loaded.data, patches)
    except Unreadable:
        raise MatchFileError(str(loaded.path), [Msg(N_(
            "scorecli could not change this file's header without changing other values; "
            "nothing was written"))]) from None


def _deals_edited(loaded: Loaded, patches: list) -> str:
    try:
        return edited(loaded.text, loaded.data, patches)[0]
    except Unreadable:
        raise MatchFileError(str(loaded.path), [Msg(N_(
            "scorecli could not change this file's layout without changing other values; "
            "nothing was written"))]) from None
