"""Announcements: sequences and carrés, their values and order, and their token in the
match file (`tierce-K`, `quarte-A-trump`, `carre-J`), read as python-chess reads a
move from its UCI text."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..errors import ScoreError
from ..i18n import N_, pgettext

SEQUENCE_LENGTH = {"tierce": 3, "quarte": 4, "quinte": 5}
# The kinds as the players' language says them (терц, кварта, квинта).
KIND_WORDS = {"tierce": N_("tierce"), "quarte": N_("quarte"), "quinte": N_("quinte"),
              "carre": N_("carré")}
# A sequence a team held two to four times, counted as players count it (ru « два терца »,
# fr « deux tierces »); its top card is said after it, as for one.
# TRANSLATORS: a sequence held two to four times (ru « два терца », « две кварты »); fr
# « deux quintes », since « deux cents » reads as 200
COUNTED_KIND_WORDS = {
    ("tierce", 2): N_("two tierces"), ("tierce", 3): N_("three tierces"),
    ("tierce", 4): N_("four tierces"), ("quarte", 2): N_("two quartes"),
    ("quarte", 3): N_("three quartes"), ("quarte", 4): N_("four quartes"),
    ("quinte", 2): N_("two quintes"), ("quinte", 3): N_("three quintes"),
    ("quinte", 4): N_("four quintes")}
SEQUENCE_VALUE = {"tierce": 20, "quarte": 50, "quinte": 100}
# A carré as players say it (fr « carré de valets », ru «каре валетов»).
CARRE_WORDS = {"A": N_("four aces"), "10": N_("four tens"), "K": N_("four kings"),
               "Q": N_("four queens"), "J": N_("four jacks"), "9": N_("four nines")}
# Sequences run in the natural order; a tierce tops at 9 at the lowest (9-8-7).
SEQUENCE_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")
LOWEST_TOP = {"tierce": "9", "quarte": "10", "quinte": "J"}
# The refusal of a sequence topped too low, its cards named (a jack, not `J`).
TOPPED_TOO_LOW = {
    "tierce": N_("{token!r} is not an announcement: a tierce tops at the ace down to the nine"),
    "quarte": N_("{token!r} is not an announcement: a quarte tops at the ace down to the ten"),
    "quinte": N_("{token!r} is not an announcement: a quinte tops at the ace down to the jack"),
}
# Between carrés of equal value, the higher rank wins in this order.
CARRE_ORDER = ("A", "10", "K", "Q", "J", "9")
_RANK_ALIASES = {"a": "A", "k": "K", "q": "Q", "j": "J", "10": "10", "9": "9",
                 "8": "8", "7": "7", "t": "10"}


class Announcement(NamedTuple):
    kind: str  # tierce, quarte, quinte or carre
    rank: str | None = None  # a sequence's top card, or a carré's rank
    trump: bool = False

    @property
    def is_carre(self) -> bool:
        return self.kind == "carre"

    @property
    def length(self) -> int:
        return 4 if self.is_carre else SEQUENCE_LENGTH[self.kind]

    @property
    def token(self) -> str:
        parts = [self.kind]
        if self.rank:
            parts.append(self.rank)
        if self.trump:
            parts.append("trump")
        return "-".join(parts)

    def sequence_ranks(self) -> tuple[str, ...]:
        """The cards of a sequence whose top card is known."""
        top = SEQUENCE_ORDER.index(self.rank)
        return SEQUENCE_ORDER[top:top + self.length]

    def __str__(self) -> str:
        return self.token


def parse_announcement(token: str) -> Announcement:
    """Read `tierce-K`, `quarte-A-trump`, `quinte`, `carre-J`, ... (section 3)."""
    if not isinstance(token, str):
        raise ScoreError(N_("{token!r} is not an announcement token"), token=token)
    return _parse_announcement(token)


# Two refusals a file says in its own tokens (`pgettext("file", …)`: carre-J), the words
# in the players' (carré de valets).
NOT_A_CARRE = N_("{token!r} is not an announcement: a carré is carre-J, carre-9, carre-A, "
                 "carre-10, carre-K or carre-Q (fours of 8s and 7s are not announced)")
NOT_AN_ANNOUNCEMENT = N_("{token!r} is not an announcement: use tierce, quarte, quinte (with "
                         "an optional top card and -trump) or carre-RANK")
# A carré said without its rank: which one (ru « каре чего? »), not « not an announcement ».
CARRE_OF_WHAT = N_("{token!r}: a carré of what? Say its rank, as carre-J (jacks, nines, aces, "
                   "tens, kings or queens)")
SAID_BY_THE_FILE = (NOT_A_CARRE, NOT_AN_ANNOUNCEMENT, CARRE_OF_WHAT)


def _file_refusals_for_the_catalogs() -> None:  # pragma: no cover - never called
    """Marks the two refusals in the file's context for the catalogs (the schema says them)."""
    pgettext("file", "{token!r} is not an announcement: a carré is carre-J, carre-9, "
                     "carre-A, carre-10, carre-K or carre-Q (fours of 8s and 7s are not "
                     "announced)")
    pgettext("file", "{token!r} is not an announcement: use tierce, quarte, quinte (with an "
                     "optional top card and -trump) or carre-RANK")
    pgettext("file", "{token!r}: a carré of what? Say its rank, as carre-J (jacks, nines, "
                     "aces, tens, kings or queens)")


@lru_cache(maxsize=256)  # a season repeats the same few tokens
def _parse_announcement(token: str) -> Announcement:
    parts = token.strip().split("-")
    kind = parts[0].lower().replace("é", "e")
    rest = parts[1:]
    if kind == "carre":
        if not rest:
            raise ScoreError(CARRE_OF_WHAT, token=token)
        if len(rest) != 1 or _RANK_ALIASES.get(rest[0].lower()) not in CARRE_ORDER:
            raise ScoreError(NOT_A_CARRE, token=token)
        return Announcement("carre", _RANK_ALIASES[rest[0].lower()])
    if kind not in SEQUENCE_LENGTH:
        raise ScoreError(NOT_AN_ANNOUNCEMENT, token=token)
    trump = False
    if rest and rest[-1].lower() == "trump":
        trump = True
        rest = rest[:-1]
    rank = None
    if rest:
        rank = _RANK_ALIASES.get(rest[0].lower())
        if len(rest) > 1 or rank is None:
            raise ScoreError(N_("{token!r} is not an announcement: {card!r} is not a card"),
                             token=token, card="-".join(rest))
        lowest = LOWEST_TOP[kind]
        if SEQUENCE_ORDER.index(rank) > SEQUENCE_ORDER.index(lowest):
            raise ScoreError(TOPPED_TOO_LOW[kind], token=token)
    return Announcement(kind, rank, trump)
