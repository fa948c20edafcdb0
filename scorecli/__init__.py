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

from .lazynames import lazy_names

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


__getattr__, __dir__ = lazy_names(__name__, globals(), _WHERE)
