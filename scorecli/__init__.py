"""scorecli: keep the score of belote, coinche and bazar blot matches.

The library face, as `from sqlite_utils import Database`::

    from scorecli import MatchFile, Deal, get_rules, score_match

    with MatchFile.writing("friday.toml") as match_file:   # its lock, and a fresh read
        after = match_file.record(Deal("s", "hearts", {"ns": 82, "ew": None}, "ns"))
    print(after.total, after.winner)

    score = score_match(MatchFile.read("friday.toml").match.deals, get_rules("belote-maison"))

Names are imported when first used (a module `__getattr__`), so that `scorecli show`
does not pay for what it does not use.
"""

from __future__ import annotations

from importlib import import_module

_WHERE = {
    "MatchFile": "store", "Removed": "store",
    "Deal": "game.deal", "Match": "game.deal", "Announcement": "game.announcements",
    "RuleSet": "rules", "get_rules": "rules", "all_rule_sets": "rules",
    "score_match": "scoring", "score_deal": "scoring", "MatchScore": "scoring",
    "DealScore": "scoring",
    "ScorecliError": "errors", "ScoreError": "errors", "RuleSetError": "errors",
    "MatchFileError": "errors", "UnsafeFile": "errors", "FileBusy": "errors",
    "FileChanged": "errors", "DealProblems": "errors", "MatchOver": "errors",
    "UndoError": "errors", "ConcoursRefused": "errors", "NoSuchDeal": "errors",
    "FlagError": "errors", "NotFound": "errors", "OutputRefused": "errors",
    "NameClash": "errors",
    "ConcoursFolder": "store.concoursfile", "Site": "store.site",
    "read_matches": "store", "Narrowing": "season", "Standings": "season", "Stats": "season",
    "publish_site": "publish",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name not in _WHERE:
        # For a programmer, never a player: import and hasattr read the type, and Python
        # says "cannot import name ..." itself.
        raise AttributeError(name, name=name)
    value = getattr(import_module("." + _WHERE[name], __name__), name)
    globals()[name] = value  # once: the next use is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
