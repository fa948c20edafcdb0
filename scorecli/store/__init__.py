"""Everything that touches a match file, and nothing that scores or prints.

`MatchFile` (matchfile.py) is the file's one owner: it reads a match, and under its lock
records, replaces, removes and restores deals. Below it: `read` (bytes, TOML, the checked
match), `schema` (the file's shape, every problem with its key path), `text` (values and
blocks as scorecli writes them), `tomlspans` (where each statement stands), `tomledit` (the one
editor: a change made in the file's own text), `matchedit` (a match's changes as its
patches), `safewrite` (temp file, lock, atomic replace), `journal` (the undo stack),
`files` (exports, digests), `seasonfiles` (a season's files found and read),
`fastread` (the plain TOML of match files, read fast) and `userrules` (a club's rules
file).
"""

from .files import file_digest, shown_path, write_export
from .seasonfiles import read_matches, read_season, season_files
from .journal import Journal, Removed, fingerprint, never_happened
from .matchfile import MatchFile, check_names

__all__ = ["MatchFile", "Journal", "Removed", "check_names", "file_digest", "fingerprint",
           "never_happened", "read_matches", "read_season", "season_files", "shown_path",
           "write_export"]
