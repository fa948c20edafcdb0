"""One value typed by people, as a flag or an answer gives it: a seat, a team, a trump,
a bid, card points (the vocabulary is in `vocabulary`)."""

from __future__ import annotations

import re
from typing import Mapping

from ..errors import ScoreError
from ..i18n import N_, _, either, language, metavar_said, seat_code
from ..game.cards import MODES, SEATS, TEAM_OF_SEAT
from .numbers import IN_FIGURES, number_words, said_number
from .vocabulary import (CAPOT_WORDS, COINCHE_WORDS, GENERALE_WORDS, MODE_WORDS, NOTE_WORDS,
                         PHRASES, SEAT_WORDS, TEAM_WORDS, fold, name_matches, suit_letter,
                         words_of)


def named_key(kind: str, names: Mapping[str, str], text: str) -> str | None:
    """The key of the one name `text` is (or begins), None if none; an error if several."""
    found = name_matches(names, text)
    if len(found) > 1:
        raise ScoreError(N_("{text!r} could be {names}: type more of the name"),
            text=text, names=either(names[k] for k in found))
    return found[0] if found else None


def parse_seat(text: str, players: Mapping[str, str] | None = None,
               teams: Mapping[str, str] | None = None) -> str:
    """A seat from `s`, `south`, `sud`, `юг` or a player's name (or its first letters);
    a team's word or name (`teams`) is refused with its two seats."""
    word = fold(" ".join(words_of(str(text))))
    if word in SEAT_WORDS:
        return SEAT_WORDS[word]
    seat = named_key("player", players or {}, str(text))
    if seat:
        return seat
    refused = team_for_seat(text, players, teams)
    if refused:
        raise refused
    if players:
        raise ScoreError(N_("{text!r} is not a seat: use n, e, s or w, or a player's name "
                           "({names})"), text=text, names=", ".join(players.values()))
    raise ScoreError(N_("{text!r} is not a seat: use n, e, s or w"), text=text)


def team_for_seat(text: str, players: Mapping[str, str] | None,
                  teams: Mapping[str, str] | None = None) -> ScoreError | None:
    """`nous`, `nord-sud`, a team's name (« Les Filles ») where a seat is asked: the
    refusal that names the team's two."""
    said = fold(" ".join(words_of(str(text))))
    team = TEAM_WORDS.get(said.replace(" ", "-")) or next(
        (k for k, name in (teams or {}).items() if fold(" ".join(words_of(name))) == said), None)
    if team is None:
        return None
    first, second = team_seats_said(team, players)
    return ScoreError(N_("{text!r} is a team: say one of its two seats, {first} or {second}"),
                      text=text, first=first, second=second)


def team_seats_said(team: str, players: Mapping[str, str] | None) -> list[str]:
    """A team's two seats as a refusal offers them, each with its player where named
    (`Anna (n)`, `Hugo (s)`; ru `В`, `З`)."""
    players = players or {}
    return [_("{seat} ({name})").format(seat=seat_code(s), name=players[s]) if s in players
            else seat_code(s) for s in SEATS if TEAM_OF_SEAT[s] == team]


def parse_team(text: str, teams: Mapping[str, str] | None = None,
               players: Mapping[str, str] | None = None) -> str:
    """A team from `ns`, `ew`, `nord-sud`, a seat of the team, or a team or player name."""
    word = fold("-".join(words_of(str(text))))
    if word in TEAM_WORDS:
        return TEAM_WORDS[word]
    if word in SEAT_WORDS:
        return TEAM_OF_SEAT[SEAT_WORDS[word]]
    named = {k: v for k, v in (teams or {}).items() if v not in ("NS", "EW")}
    team = named_key("team", named, str(text))
    if team:
        return team
    seat = named_key("player", players or {}, str(text))
    if seat:
        return TEAM_OF_SEAT[seat]
    if named:  # the codes a team has without a name are not names to offer
        raise ScoreError(N_("{text!r} is not a team: use ns or ew (or a seat of the team), or "
                           "a team name ({names})"), text=text, names=", ".join(named.values()))
    raise ScoreError(N_("{text!r} is not a team: use ns or ew (or a seat of the team)"), text=text)


def parse_mode(text: str) -> str:
    """A mode from `hearts`, `cœur`, `черви`, `♥`, `h`, `sans atout`, ..."""
    word = fold("-".join(words_of(str(text))))
    found = MODE_WORDS.get(word) or suit_letter(word, language())
    if found:
        return found
    raise ScoreError(N_("{text!r} is not a trump: use {modes} (or h, s, d, c, nt, at; cœur, "
                       "sans atout; черви, без козыря)"), text=text,
                                                              modes=", ".join(MODES))


def mode_said_first(first: str, rest: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """The mode said first on a command line and the words after it: `все козыри В♥ 9♥`,
    `sans atout A♠` give their mode of two words, as the table says it."""
    if first not in MODES and rest and fold(f"{first} {rest[0]}") in PHRASES:
        return parse_mode(f"{first} {rest[0]}"), rest[1:]
    return (first if first in MODES else parse_mode(first)), rest


def parse_contract(text: str) -> int | str:
    word = fold(str(text))
    if word in CAPOT_WORDS:
        return "capot"
    if word in GENERALE_WORDS:
        return "generale"
    if is_count(str(text).strip()) and len(word) < 10:
        return int(word)
    if said_number(word) is not None:  # `--contract cent`, as `deal`'s words take it
        return said_number(word)
    raise ScoreError(N_("{text!r} is not a bid: a number, capot or generale"), text=text)


def parse_assignment(text: str, what: str, example: str | None = None,
                     form: str = "TEAM=VALUE") -> tuple[str, str]:
    """`ns=98` → ("ns", "98"); `what` names the flag for the message, `example` is one
    of its values (`ns=98` for card points), `form` its placeholder (TEAM=ANNOUNCEMENT)."""
    left, sep, right = str(text).partition("=")
    if not sep or not left.strip() or not right.strip():
        raise ScoreError(N_("{flag} {text!r}: write {form}, for example {example!r}"),
                         flag=what, text=text, form=metavar_said(form),
                         example=example or _("ns=98"))
    return left.strip(), right.strip()


def is_count(word: str) -> bool:
    """A number as scorecli reads one: the digits 0-9 only. `str.isdigit` is true of `²`
    and `①` too, which int() refuses, and Arabic-Indic digits, which the file and the
    JSON would not show as typed."""
    return word.isascii() and word.isdecimal()


def parse_points(text: str) -> int:
    word = str(text).strip()
    if said_number(word) is not None:  # `сю=восемьдесят`
        raise ScoreError(IN_FIGURES, word=word, number=said_number(word))
    if not is_count(word) or len(word) > 9:
        raise ScoreError(N_("{text!r} is not a number of card points"), text=text)
    return int(word)


JOINED_BID = re.compile(r"^([0-9]{1,9})([^0-9].*)$")


def coinche_twice(word: str, earlier: str) -> None:
    """`contré contré`: the same coinche said twice, where the table means the surcoinche
    (`surcontré`, «реконтра»), offered in the word's own form; `earlier` said it first."""
    if earlier.casefold() != word.casefold():  # «контра куанш»: two words, one coinche
        raise ScoreError(N_("{word!r} and {earlier!r} say the same; one is enough"), word=word,
                         earlier=earlier)
    over = next((f"{sur}{word}" for sur in ("sur", "ре", "сюр") if COINCHE_WORDS.get(
        fold(f"{sur}{word}")) == "surcoinche"), None)
    raise ScoreError(N_("{word!r}: said twice; for a surcoinche, say {over!r}"), word=word,
                     over=over or _("surcoinche"))


def parse_bid(text: str) -> tuple[int | str | None, str | None, str | None]:
    """A bid as players say it: `100h`, `80sa x2`, `100 cœur`, `80 pique coinché`,
    `générale trèfle`, `capot s`, `90 без козыря контра`, `h`.

    Returns (contract or None, mode or None, coinche or None)."""
    contract = mode = coinche = None
    example = _("write it as players say it, for example 100h, 80sa x2, 100 cœur, "
               "capot s, 90 nt x4")
    words = words_of(str(text))
    if not words:
        raise ScoreError(N_("{text!r} is not a bid: {example}"), text=text, example=example)
    at = 0
    while at < len(words):
        word = number_words(words[at], words[at + 1:])  # «сто двадцать»: one bid
        at += len(word.split())
        folded = fold(word)
        joined = JOINED_BID.match(folded)
        if folded in COINCHE_WORDS and coinche == COINCHE_WORDS[folded]:
            coinche_twice(word, word)  # `100 cœur contré contré`: the surcoinche, maybe
        if folded in COINCHE_WORDS:
            said, coinche = coinche, COINCHE_WORDS[folded]
        elif is_count(word.strip()) or joined or folded in CAPOT_WORDS or folded in GENERALE_WORDS:
            said = contract
            contract = parse_contract(joined.group(1) if joined else folded)
            if joined:
                if mode is not None:
                    raise ScoreError(N_("{text!r}: the trump is said twice"), text=text)
                mode = parse_mode(joined.group(2))
        elif folded in MODE_WORDS or suit_letter(folded, language()):
            said, mode = mode, parse_mode(folded)
        elif (said_number(word) or 0) >= 8:  # `cent cœur`, «сто двадцать черви»
            said, contract = contract, said_number(word)
        else:
            raise ScoreError(N_("{text!r} is not a bid: {word!r} is neither a number, a trump "
                                "nor a coinche; {example}"), text=text, word=word,
                             example=example)
        if said is not None:
            raise ScoreError(N_("{text!r}: {word!r} says again what the bid already said"),
                             text=text, word=word)
    if coinche and contract is None:
        raise ScoreError(N_("{text!r}: a coinche needs a contract, for example 100h x2"),
                         text=text)
    return contract, mode, coinche


_QUOTED = re.compile(r'["«“„]([^"»”“]*)["»”“]')


def quoted_note(words) -> tuple[str | None, list[str]]:
    """A note given in quotes is that one text, and the words after it are read as the
    rest of the deal (`note "Zoé a mal donné" der eux`); unquoted, it runs to the end.
    On the command line the shell's quotes make it one argument with spaces; in an
    answer typed at a question, the quotes are typed."""
    if isinstance(words, str):
        text = words
        for match in re.finditer(r"(\S+)\s+" + _QUOTED.pattern, text):
            if fold(match.group(1)) in NOTE_WORDS:
                rest = text[:match.start()] + " " + text[match.end():]
                return match.group(2).strip(), rest.split()
        return None, text.split()
    words = list(words)
    for i, word in enumerate(words[:-1]):
        if fold(word) in NOTE_WORDS and len(words[i + 1].split()) > 1:
            return words[i + 1].strip(), words[:i] + words[i + 2:]
    return None, words
