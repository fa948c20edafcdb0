"""Cards as players write them (SPEC 15.1): a rank then a suit, in symbols or in English,
French or Russian letters, one list mixing them as it likes.

A letter that is both a rank and a suit is read by its place (Russian `Т` first is туз,
last трефы); `C`, clubs in English and cœur in French, by the other Latin letters of its
list, else as a trump letter is read; in a match file a `C` its list does not decide is
an error, so that a file reads the same on every machine.
"""

from __future__ import annotations

import unicodedata
from typing import NamedTuple

from ..errors import Msg, Plural, ScoreError
from ..i18n import N_, language, team_code

SYMBOLS = {"♠": "spades", "♤": "spades", "♥": "hearts", "♡": "hearts", "♦": "diamonds",
           "♢": "diamonds", "♣": "clubs", "♧": "clubs"}
SUIT_OF_SYMBOL = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
RANK_LETTERS = {"en": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
                "fr": {"A": "A", "R": "K", "D": "Q", "V": "J"},
                "ru": {"Т": "A", "К": "K", "Д": "Q", "В": "J"}}
SUIT_LETTERS = {"en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
                "fr": {"P": "spades", "C": "hearts", "K": "diamonds", "T": "clubs"},
                "ru": {"П": "spades", "Ч": "hearts", "Б": "diamonds", "Т": "clubs"}}
ONLY_FRENCH = {"rank": {"R", "D", "V"}, "suit": {"P", "K", "T"}}
ONLY_ENGLISH = {"rank": {"K", "Q", "J"}, "suit": {"S", "H", "D"}}
NUMBERS = ("10", "9", "8", "7")
SHOWN_RANKS = {"fr": {"K": "R", "Q": "D", "J": "V"}, "ru": {"A": "Т", "K": "К", "Q": "Д",
                                                           "J": "В"}}


class Card(NamedTuple):
    rank: str  # "A", "K", "Q", "J", "10", "9", "8", "7"
    suit: str  # "spades", "hearts", "diamonds", "clubs"

    def __str__(self) -> str:
        """The file's and JSON's form: English rank, symbol (`K♥`)."""
        return self.rank + SUIT_OF_SYMBOL[self.suit]

    def said(self) -> str:
        """For people: the output language's rank letter, the symbol (`R♥`, `К♥`)."""
        return SHOWN_RANKS.get(language(), {}).get(self.rank, self.rank) + \
            SUIT_OF_SYMBOL[self.suit]


def _bare(word: str) -> str:
    """Upper case, accents and emoji variation selectors away (`♥️` is `♥`)."""
    word = "".join(c for c in unicodedata.normalize("NFKD", word.strip())
                   if not unicodedata.combining(c) and c not in "\ufe0f\ufe0e")
    return word.upper().replace("Ё", "Е")


def _split(word: str) -> tuple[str, str, str]:
    """(rank text, suit text, script: "latin", "cyrillic" or "symbol")."""
    if word[-1:] in SYMBOLS:
        return word[:-1], word[-1], "symbol"
    cyrillic = any("\u0400" <= c <= "\u04ff" for c in word)
    return word[:-1], word[-1:], "cyrillic" if cyrillic else "latin"


def _not_a_card(text: str, hint=None) -> ScoreError:
    if hint == "suit first":
        return ScoreError(N_("{text!r} is not a card: the rank comes first, as {fixed}"),
                          text=text, fixed=hint and text[1:] + text[0])
    return ScoreError(N_("{text!r} is not a card: a rank then a suit, as 10♥, QS, Vk, Дп"),
                      text=text)


def parse_cards(words, in_file: bool = False) -> list[Card]:
    """The cards of one list (a command line, an answer, a key of the file); a word that
    is not a card, or a card given twice, is an error naming it."""
    bare = [(str(w), _bare(str(w))) for w in words if str(w).strip()]
    letters = {"fr": False, "en": False}
    for _text, word in bare:
        if not word:
            continue
        rank, suit, script = _split(word)
        if script == "latin" or (script == "symbol" and not any(
                "\u0400" <= c <= "\u04ff" for c in rank)):
            letters["fr"] |= rank in ONLY_FRENCH["rank"] or (
                script == "latin" and suit in ONLY_FRENCH["suit"])
            letters["en"] |= rank in ONLY_ENGLISH["rank"] or (
                script == "latin" and suit in ONLY_ENGLISH["suit"])
    if letters["fr"] != letters["en"]:
        c_is = "hearts" if letters["fr"] else "clubs"
    else:
        c_is = None if in_file else ("hearts" if language() == "fr" else "clubs")
    cards, seen = [], set()
    for text, word in bare:
        card = _card(text, word, c_is)
        if card in seen:
            raise ScoreError(N_("{card} is given twice: a deck has one of each card"),
                             card=card.said())
        seen.add(card)
        cards.append(card)
    return cards


def is_card(text: str) -> bool:
    """Does this word read as a card (a `C` still to be decided by its list)?"""
    word = _bare(str(text))
    try:
        _card(text, word, "clubs")
    except ScoreError:
        return False
    return True


def _card(text: str, word: str, c_is: str | None) -> Card:
    if len(word) < 2:
        raise _not_a_card(text)
    if word[0] in SYMBOLS and len(word) > 1:
        raise _not_a_card(text, "suit first")
    rank_text, suit_text, script = _split(word)
    if script == "symbol":
        suit = SYMBOLS[suit_text]
    elif script == "cyrillic":
        suit = SUIT_LETTERS["ru"].get(suit_text)
    elif suit_text == "C":
        if c_is is None:
            raise ScoreError(N_("{text!r}: C is clubs in English and cœur in French, and "
                                "nothing else in the list tells which; write ♥ or ♣"),
                             text=text)
        suit = c_is
    else:
        suit = SUIT_LETTERS["en"].get(suit_text) or SUIT_LETTERS["fr"].get(suit_text)
    if rank_text in NUMBERS:
        rank = rank_text
    elif any("\u0400" <= c <= "\u04ff" for c in rank_text):
        rank = RANK_LETTERS["ru"].get(rank_text)
    else:
        rank = RANK_LETTERS["en"].get(rank_text) or RANK_LETTERS["fr"].get(rank_text)
    if not rank or not suit:
        raise _not_a_card(text)
    return Card(rank, suit)


def read_tricks(items, in_file: bool = False) -> tuple[tuple | None, list]:
    """8 tricks, each one string of four cards or a list of four, as (the tricks in the
    file's form, problems as (index from 1 or 0 for the whole, message))."""
    problems: list = []
    if not isinstance(items, (list, tuple)):
        return None, [(0, Msg(N_("{value!r} is not a list of 8 tricks"), value=items))]
    if len(items) != 8:
        problems.append((0, Msg(N_("{n} tricks: a deal has 8 of 4 cards"), n=len(items))))
    tricks, seen = [], {}
    # The tricks are one list (SPEC 15.1): a `C` that another trick's letters decide is read
    # as they decide, then each trick is checked on its own for the problems it holds.
    split = [item.split() if isinstance(item, str) else item for item in items]
    if all(isinstance(w, (list, tuple)) and all(isinstance(x, str) for x in w) for w in split):
        try:
            whole = parse_cards([w for words in split for w in words], in_file=in_file)
        except ScoreError:
            whole = None
        if whole is not None and len(items) == 8 and all(len(w) == 4 for w in split):
            return tuple(tuple(str(c) for c in whole[i:i + 4]) for i in range(0, 32, 4)), []
    for number, item in enumerate(items, start=1):
        words = item.split() if isinstance(item, str) else item
        if not isinstance(words, (list, tuple)) or not all(isinstance(w, str) for w in words):
            problems.append((number, Msg(N_("{value!r} is not four cards"), value=item)))
            continue
        try:
            cards = parse_cards(words, in_file=in_file)
        except ScoreError as exc:
            problems.append((number, Msg(exc.message, **exc.places)))
            continue
        if len(cards) != 4:
            problems.append((number, Msg(N_("{n} cards: a trick holds 4"), n=len(cards))))
        for card in cards:
            if card in seen:
                problems.append((number, Msg(N_("{card} is in trick {other} too"),
                                             card=card.said(), other=seen[card])))
            seen.setdefault(card, number)
        tricks.append(tuple(str(c) for c in cards))
    if problems:
        return None, problems
    return tuple(tricks), []


def parse_played(words, players=None) -> list[tuple[str | None, Card]]:
    """Cards in play order, each with the seat it carries (`s:A♦`, `ю:Тб`) or None; more
    than a deal's 32 is an error."""
    from .tokens import parse_seat

    seats, bare = [], []
    for word in words:
        seat, sep, card = str(word).rpartition(":")
        seats.append(parse_seat(seat, players) if sep and seat else None)
        bare.append(card if sep else word)
    cards = parse_cards(bare)
    if len(cards) > 32:
        raise ScoreError(Plural("{n} card given: a deal has 32",
                                "{n} cards given: a deal has 32", len(cards), n=len(cards)))
    return list(zip(seats, cards))


def whole_deal(played: list) -> list:
    """All 32 cards, or an error that says how many were given."""
    if not played:
        raise ScoreError(N_("no card given: a deal has 32 (8 tricks of 4)"))
    if len(played) != 32:
        raise ScoreError(Plural("{n} card given: a deal has 32 (8 tricks of 4)",
                                "{n} cards given: a deal has 32 (8 tricks of 4)",
                                len(played), n=len(played)))
    return played


def two_piles(first: tuple, second: tuple) -> tuple:
    """A deal given by both teams' piles (SPEC 15.2): (team, its cards, the other's),
    when the two make the 32 cards, each once; else an error that says how."""
    team, cards = first
    other_team, others = second
    if team == other_team:
        raise ScoreError(N_("{team}'s pile is given twice"), team=team_code(team))
    both = [card for card in others if card in set(cards)]
    if both:
        card = parse_cards([both[0]], in_file=True)[0]
        raise ScoreError(N_("{card} is in both piles"), card=card.said())
    if len(cards) + len(others) != 32:
        raise ScoreError(N_("the two piles hold {n} cards; they must make the 32"),
                         n=len(cards) + len(others))
    return team, tuple(cards), tuple(others)


def read_pile(reader, word: str) -> None:
    """`pile ns A♥ 10♥ ...`: every word after the team that reads as a card is a card of
    its pile; the first that does not ends it (SPEC 15). `reader` is the deal's reader
    (words.sentence), at the word after `word`."""
    team = reader.team_after(word, required=True)
    start = reader.i
    while reader.i < len(reader.words) and is_card(reader.words[reader.i]):
        reader.i += 1
    cards = parse_cards(reader.words[start:reader.i])
    if not cards or len(cards) % 4 or len(cards) > 32:
        raise ScoreError(N_("{word!r}: {n} cards after it; a pile holds 4 per trick won"),
                         word=word, n=len(cards))
    pile = (team, tuple(str(c) for c in cards))
    if "pile" in reader.fields and len(reader.fields["pile"]) == 2:  # the other team's too
        reader.fields["pile"] = two_piles(reader.fields["pile"], pile)
        return
    reader.set("pile", pile, word)
