"""The words players type, in English, French and Russian, and the names they gave.

Every word is compared folded: without case, without accents (`cœur` is `coeur`,
`générale` is `generale`), so that `trèfle`, `trefle`, `ТРЕФЫ`, `clubs`, `c` and `♣` all
read as clubs. Names (teams, players) are matched the same way, and a unique prefix of a
name is enough (`chl` is Chloé). Pure data and lookups: nothing here knows a rule set.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Mapping


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """`Cœur` → `coeur`, `Générale` → `generale`, `ЮГ` → `юг`: how words are compared."""
    text = text.strip().casefold().replace("œ", "oe").replace("æ", "ae").replace("ё", "е")
    text = text.replace("й", "\0")  # й is its own letter, not и with a mark: keep it
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", bare).replace("\0", "й")


def _table(groups: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    return {fold(word): meaning for meaning, words in groups.items() for word in words}


SEAT_WORDS = _table({
    # No one-letter Russian seats: a Cyrillic с (север) looks just like a Latin s (south).
    "n": ("n", "north", "nord", "север"),
    "e": ("e", "east", "est", "восток"),
    "s": ("s", "south", "sud", "юг"),
    "w": ("w", "west", "ouest", "o", "запад"),
})

TEAM_WORDS = _table({
    "ns": ("ns", "sn", "north-south", "nord-sud", "север-юг", "сю", "юс"),
    "ew": ("ew", "we", "east-west", "est-ouest", "eo", "восток-запад", "вз", "зв"),
})

# Suit letters (h, d, c, s, nt, sa, at, ta) are not here: they count only joined to a bid
# (`100h`), where `s` is spades and not south. SUIT_LETTERS holds them.
MODE_WORDS = _table({
    "clubs": ("clubs", "club", "♣", "♧", "trefle", "trefles", "трефы", "трефа", "трефи",
              "крести", "кресты"),
    "diamonds": ("diamonds", "diamond", "♦", "♢", "carreau", "carreaux", "бубны", "бубна",
                 "буби", "бубни"),
    "hearts": ("hearts", "heart", "♥", "♡", "coeur", "coeurs", "черви", "червы", "черва"),
    "spades": ("spades", "spade", "♠", "♤", "pique", "piques", "пики", "пика"),
    "no-trump": ("no-trump", "notrump", "no-trumps", "sans-atout", "sans-atouts",
                 "без-козыря", "без-козырей", "бк"),
    "all-trump": ("all-trump", "alltrump", "all-trumps", "tout-atout", "tout-atouts",
                  "все-козыри", "всё-козыри", "вк"),
})
SUIT_LETTERS = _table({
    "clubs": ("c", "t"), "diamonds": ("d", "ca"), "hearts": ("h", "co"), "spades": ("s", "p"),
    "no-trump": ("nt", "sa"), "all-trump": ("at", "ta"),
})

# Phrases of two or three words, read as one (`sans atout`, `dix de der`).
PHRASES = {fold(p): fold(p.replace(" ", "-")) for p in (
    "sans atout", "sans atouts", "tout atout", "tout atouts", "no trump", "no trumps",
    "all trump", "all trumps", "без козыря", "без козырей", "все козыри", "всё козыри",
    "north south", "nord sud", "east west", "est ouest", "север юг", "восток запад",
    "dix de der", "last trick", "последняя взятка", "belote et rebelote",
    "belote rebelote")}

COINCHE_WORDS = _table({
    "coinche": ("x2", "×2", "coinche", "coinchee", "contre", "contree", "double",
                "doubled", "куанш", "коинч", "коинче", "контра"),
    "surcoinche": ("x4", "×4", "surcoinche", "surcoinchee", "surcontre", "surcontree",
                   "redouble", "redoubled", "сюркуанш", "реконтра"),
})

CAPOT_WORDS = frozenset(map(fold, ("capot", "капот")))
GENERALE_WORDS = frozenset(map(fold, ("generale", "générale", "генерала", "генерал")))
LAST_WORDS = frozenset(map(fold, ("last", "der", "dernier", "dernière", "dix-de-der",
                                  "last-trick", "последняя", "последняя-взятка", "посл")))
BELOTE_WORDS = frozenset(map(fold, ("belote", "rebelote", "belote-et-rebelote",
                                    "belote-rebelote", "белот", "белота", "белот-ребелот")))
NOTE_WORDS = frozenset(map(fold, ("note", "remarque", "заметка", "примечание")))
YES_WORDS = frozenset(map(fold, ("y", "yes", "o", "oui", "д", "да")))
NO_WORDS = frozenset(map(fold, ("n", "no", "non", "н", "нет")))
NONE_WORDS = frozenset(map(fold, ("none", "no", "nothing", "non", "rien", "aucun",
                                  "aucune", "нет", "ничего", "-")))
BACK_WORDS = frozenset(map(fold, ("back", "retour", "назад")))


def words_of(text: str) -> list[str]:
    """The words of an answer, with the phrases of PHRASES joined into one word."""
    words = text.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        for size in (3, 2):
            phrase = fold(" ".join(words[i:i + size]))
            if len(words) - i >= size and phrase in PHRASES:
                out.append(PHRASES[phrase])
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return out


def yes_or_no(answer: str) -> bool | None:
    word = fold(answer)
    if word in YES_WORDS:
        return True
    if word in NO_WORDS:
        return False
    return None


# ---------------------------------------------------------------- names


def name_matches(names: Mapping[str, str], typed: str) -> list[str]:
    """The keys whose name is `typed` (folded), else those it is a prefix of."""
    word = fold(typed)
    if not word:
        return []
    exact = [key for key, name in names.items() if fold(name) == word]
    if exact:
        return exact
    return [key for key, name in names.items() if fold(name).startswith(word)]


def same_names(names: list[str]) -> tuple[str, str] | None:
    """Two names that would read as the same when typed (`Nous` and `nous`, `Chloé` and
    `chloe`), or None."""
    seen: dict[str, str] = {}
    for name in names:
        if fold(name) in seen:
            return seen[fold(name)], name
        seen[fold(name)] = name
    return None


# Announcements said in Russian or French words (`терц-король`, `каре-валет`): the parts of
# the token, translated to the file's own (`tierce-K`, `carre-J`).
ANNOUNCEMENT_PARTS = _table({
    "tierce": ("tierce", "терц", "терция", "terz"), "quarte": ("quarte", "кварта", "кварт"),
    "quinte": ("quinte", "квинта", "квинт"), "carre": ("carre", "carré", "каре", "square"),
    "A": ("a", "ace", "as", "туз", "тузы"), "K": ("k", "king", "roi", "r", "король", "короли"),
    "Q": ("q", "queen", "dame", "d", "дама", "дамы"),
    "J": ("j", "jack", "valet", "v", "валет", "вальты", "валеты"),
    "10": ("10", "t", "dix", "десятка", "десятки"), "9": ("9", "neuf", "девятка", "девятки"),
    "trump": ("trump", "atout", "козырь", "козырная"),
})


def announcement_token(word: str) -> str:
    """`терц-король` → `tierce-K`, `carré-valet` → `carre-J`; other words unchanged."""
    parts = word.split("-")
    return "-".join(ANNOUNCEMENT_PARTS.get(fold(part), part) for part in parts)
