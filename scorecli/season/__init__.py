"""A season of matches, as data (SPEC 10): standings and statistics (`standings`),
records, partnerships and head-to-head (`records`), Elo ratings (`ratings`), and which
matches are counted (`narrowing`). Pure: no files, no Click; the store reads the matches
(`store.read_matches`) into these, and the CLI prints them."""

from .narrowing import Narrowing
from .standings import Standings, Stats

__all__ = ["Narrowing", "Standings", "Stats"]
