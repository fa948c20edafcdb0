"""The players' words: the vocabulary of three languages (`vocabulary`), one value typed
as a flag or an answer (`tokens`), and the deal said in one sentence (`sentence`).

Words become the game's values here, so this package imports `game`, never the reverse."""
