"""Asking for a deal's cards at the table (SPEC 15): who dealt where the file does not
say, then trick by trick ("Trick 3, n leads"), an answer holding any number of cards,
each trick's winner and points said as it closes, `back` taking back the last answer and
`?` explaining; then the belote said, the announcements and a note. Nothing here writes.
"""

from __future__ import annotations

from typing import Callable

from .errors import ScoreError, ScorecliError
from .game.cards import TEAM_OF_SEAT, next_seat, pile_points
from .game.deal import Match
from .game.play import check_seats, seat_to_play, winning
from .i18n import N_, _, ngettext, seat_code, seat_in_sentence, team_code
from .render.labels import players_listed
from .safetext import for_terminal
from .words.cards import parse_played
from .words.refusals import typed_team
from .words.sentence import read_words
from .words.tokens import parse_seat
from .words.vocabulary import BACK_WORDS, HELP_WORDS, fold

Ask = Callable[[str], str]
Say = Callable[[str], None]


def ask_dealer(match: Match, number: int, options, ask: Ask, say: Say) -> tuple[str, str]:
    """Who dealt deal `number`, asked; and the first dealer that implies, for the header."""
    while True:
        answer = ask(_("Who dealt deal {deal}? {names}, or n e s w").format(
            deal=number, names=players_listed(match.players)) if match.players else
                     _("Who dealt deal {deal}? n e s w").format(deal=number))
        if fold(answer) in HELP_WORDS:
            say("  " + (_("The seat of the dealer, n, e, s or w, or a player's name ({names}): "
                          "it tells who leads the first trick.").format(
                              names=", ".join(match.players.values())) if match.players else
                        _("The seat of the dealer, n, e, s or w: it tells who leads the first "
                          "trick.")))
            continue
        try:
            dealer = parse_seat(answer.strip(), match.players, match.teams)
            break
        except ScorecliError as exc:
            say(f"  {exc}")
    direction = options.get("direction", "counter-clockwise")
    misdeal = options.get("misdeal_penalty", "redeal")
    first = dealer
    while match._replace(dealer=first).dealer_of(number, direction, misdeal) != dealer:
        first = next_seat(first, direction)
    return dealer, first


def ask_tricks(played: list, match: Match, mode: str, dealer: str, direction: str,
               ace: int, ask: Ask, say: Say) -> list:
    """The rest of the 32 cards, trick by trick."""
    answers: list[int] = []  # how many cards each answer gave, for `back`
    while len(played) < 32:
        cards = [str(c) for _s, c in played]
        number, place = len(played) // 4 + 1, len(played) % 4
        playing = seat_to_play(cards, mode, dealer, direction)
        seat, name = seat_code(playing), match.players.get(playing)
        if name:  # whose turn it is, by name too: the table calls people, not seats
            seat = _("{seat} ({name})").format(seat=seat, name=for_terminal(name))
        else:  # a seat alone, the subject of a sentence: fr « Sud entame », not « s »
            seat = seat_in_sentence(playing)
        prompt = (_("Trick {trick}, {seat} leads") if place == 0 else
                  _("Trick {trick}, {seat} plays")).format(trick=number, seat=seat)
        answer = ask(prompt).strip()
        if fold(answer) in HELP_WORDS:
            say("  " + _("The cards in play order, as many as you like: A♦ 7♦ Q♦ 8♦ (or "
                         "Ak, Тб); a card may carry its seat, s:A♦; back takes back the "
                         "last answer."))
            continue
        if fold(answer) in BACK_WORDS:
            if answers:
                del played[len(played) - answers.pop():]
            else:
                say("  " + _("No card given yet."))
            continue
        try:
            more = _more(answer, played, match, mode, dealer, direction)
        except ScorecliError as exc:
            say(f"  {exc}")
            continue
        answers.append(len(more))
        closed = len(played) // 4
        played.extend(more)
        for trick in range(closed, len(played) // 4):
            say("  " + _closed(played, trick, mode, dealer, direction, ace))
    return played


def _more(answer: str, played: list, match: Match, mode: str, dealer: str,
          direction: str) -> list:
    more = parse_played(answer.split(), match.players)
    before = {str(c) for _s, c in played}
    again = [c for _s, c in more if str(c) in before]
    if again:
        raise ScoreError(N_("{card} was already played"), card=again[0].said())
    if len(played) + len(more) > 32:
        raise ScoreError(N_("{n} cards: a deal has 32"), n=len(played) + len(more))
    check_seats(played + more, mode, dealer, direction)
    return more


def _closed(played: list, trick: int, mode: str, dealer: str, direction: str,
            ace: int) -> str:
    """`Trick 3: n wins it, 21 card points (NS)`."""
    cards = [str(c) for _s, c in played]
    four = cards[4 * trick:4 * trick + 4]
    winner = seat_to_play(cards[:4 * trick], mode, dealer, direction)
    for _i in range(winning(four, mode)):
        winner = next_seat(winner, direction)
    points = pile_points(four, mode, ace)
    return ngettext("Trick {trick}: {seat} wins it, {points} card point ({team})",
                    "Trick {trick}: {seat} wins it, {points} card points ({team})",
                    points).format(
        trick=trick + 1, seat=seat_in_sentence(winner), points=points,
        team=team_code(TEAM_OF_SEAT[winner]))


def ask_extras(match: Match, bids: bool, fields: dict, ask: Ask, say: Say,
               check=None) -> dict:
    """After the tricks: the belote said, the announcements, a note (Enter: none); `?`
    explains, and an answer `check` refuses (a belote no hand held) is asked again."""
    # the team as the trick lines write it (СЮ) where it has no name of its own
    team = typed_team("ns") if match.teams["ns"] != "NS" else team_code("ns").lower()
    while True:
        answer = ask(_("Belote said, announcements, a note? belote {team}, {team} tierce, "
                       "note").format(team=team)).strip()
        if fold(answer) in HELP_WORDS:
            say("  " + _("The belote said and the announcements (the tricks say the rest), "
                         "and a note; Enter for none. For example belote {team}, {team} "
                         "tierce.").format(team=team))
            continue
        try:
            said = read_words(answer, match, bids, expect="extras", known=fields) \
                if answer else {}
            if set(said) - {"belote", "announcements", "note", "penalty"}:
                raise ScoreError(N_("{answer!r}: the tricks decide the rest; say the belote, "
                                    "the announcements or a note"), answer=answer)
            if check is not None:
                check({**fields, **said})
            return {**fields, **said}
        except ScorecliError as exc:
            say(f"  {exc}")
