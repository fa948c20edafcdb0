"""The game itself: seats, teams, cards, announcements, a deal and a match as values,
and the numbers a deal gives before any rule set decides (the tally, and its steps).

Pure data: nothing here reads a file, knows a rule set's name or says a sentence."""
