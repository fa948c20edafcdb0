"""The penalties said in words (SPEC 15.7): `renonce eo`, `maldonne`, `fausse annonce nous`,
`pas de pénalité`, read by the deal's reader (words.sentence) where they stand."""

from __future__ import annotations

from ..errors import ScoreError
from ..game.cards import TEAM_OF_SEAT
from ..game.deal import Penalty
from ..i18n import N_
from .refusals import typed_team
from .vocabulary import PENALTY_LONGEST, PENALTY_WORDS, fold


def read_penalty(reader, word: str) -> bool:
    """`renonce eo`, `maldonne`, `fausse annonce nous`, `pas de pénalité` (SPEC 15.7):
    the penalty, and the team, seat or player after it where there is one, read from
    `reader`'s place in its words (a words.sentence reader)."""
    start = reader.i - 1
    for size in range(min(PENALTY_LONGEST, len(reader.words) - start), 0, -1):
        said = fold(" ".join(reader.words[start:start + size]))
        kind = PENALTY_WORDS.get(said)
        if kind:
            break
    else:
        return False
    reader.i = start + size
    phrase = " ".join(reader.words[start:reader.i])
    team = seat = None
    who = reader.peek_who(reader.i) if kind != "waived" else None
    if who is not None:
        reader.i += who[2]
        seat = who[1] if who[0] == "seat" else None
        team = TEAM_OF_SEAT[seat] if seat else who[1]
    elif kind in ("revoke", "announcement"):  # ru «чей ренонс?», not «какой команды?»
        raise ScoreError(N_("{word!r}: say whose it is, for example {word} {team}")
                         if kind == "revoke" else
                         N_("{word!r}: say which team, for example {word} {team}"),
                         word=phrase, team=typed_team("ns"))
    reader.started["penalty"] = start
    reader.set("penalty", Penalty(kind, team, seat), phrase)
    return True
