"""scorecli: keep the score of belote, coinche and bazar blot matches."""
