"""`scorecli tricks`: a deal recorded from its 32 cards in play order (SPEC 15).

The cards come as arguments, or on a terminal trick by trick ("Trick 3, n leads:"), an
answer holding any number of cards; each card's seat follows from the dealer, the
direction of play and the winners (`game.play`). The store checks the deal and writes it.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import ScoreError
from ..game.cards import TEAM_OF_SEAT, next_seat
from ..game.deal import Deal, Match
from ..game.play import winning
from ..i18n import N_, _, seat_code, team_code
from ..store import MatchFile
from ..words.vocabulary import BACK_WORDS, HELP_WORDS, fold
from . import Translated, terminal
from .flags import deal_fields, deal_options
from .terminal import say, settings, warn

# What the tricks decide: beside them, a usage mistake (SPEC 15).
_DECIDED = {"points": "--points", "pile": "--pile", "last": "--last", "capot": "--capot",
            "generale": "--generale"}
# What a deal keeps when it is given its tricks (`tricks FILE N`).
_KEPT = ("taker", "mode", "contract", "coinche", "belote", "announcements", "note",
         "penalty")


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("cards", nargs=-1, metavar="[N] [CARD]...")
@deal_options
@click.option("--score", "hand", multiple=True, hidden=True)
def tricks(file, cards, hand, **flags):
    """Record a deal from its 32 cards in play order, or give deal N its tricks.

    The cards, four a trick, each trick from the seat that leads it; on a terminal the
    missing ones are asked trick by trick. A card may carry its seat: s:A♦.

    \b
      scorecli tricks friday.toml --taker s --trump hearts A♦ 7♦ Q♦ 8♦ 10♦ 9♦ K♥ 8♥ ...
      scorecli tricks friday.toml 3
      scorecli tricks friday.toml --bid 100h
    """
    given = [flag for key, flag in _DECIDED.items() if flags.get(key)]
    if hand:
        given.append("--score")
    if given:
        raise click.UsageError(_("the tricks decide the card points, the last trick, capot "
                                 "and générale: leave out {flags}").format(
                                     flags=", ".join(given)))
    number, cards = _number(cards)
    with MatchFile.writing(file, settings().registry) as seen:
        match, rules = seen.match, seen.rules
        if number is None:
            seen.check_open()
            number = len(match.deals) + 1
            old = None
        else:
            old = seen.deal(number)
        fields = deal_fields(match, rules, (), flags)
    on_terminal = terminal.on_terminal()
    extras_given = bool({"belote", "announcements", "note"} & fields.keys())
    if old is not None:
        fields = {**{k: getattr(old, k) for k in _KEPT}, **fields}
    played = _played(cards, match)
    # Given everything as arguments, it saves without asking, as `deal` does.
    asking = on_terminal and (len(played) < 32 or not match.dealer or "taker" not in fields
                              or "mode" not in fields)
    dealer, first = _dealer(match, number, rules, asking)
    fields = _taker_and_bid(match, rules, fields, asking)
    if len(played) < 32:
        if not asking:
            raise ScoreError(N_("{n} cards given: a deal has 32 (8 tricks of 4)"),
                             n=len(played))
        played = _ask_tricks(played, match, fields["mode"], dealer, rules["direction"],
                             rules["no_trump_ace"])
    else:
        _check_seats(played, fields["mode"], dealer, rules["direction"])
    fields["tricks"] = tuple(tuple(str(c) for _s, c in played[i:i + 4])
                             for i in range(0, 32, 4))
    if asking and not extras_given:
        fields = _extras(match, rules, fields)
    deal = Deal(**{"points": {"ns": None, "ew": None}, **fields},
                dealt=(dealer, rules["direction"]))
    if old is not None:
        deal = old.changed({k: v for k, v in deal._asdict().items()
                            if k in _KEPT + ("tricks", "dealt")})
    _show(deal, match, rules, number)
    if asking and not terminal.confirm(N_("Save this deal?")):
        click.echo(_("Nothing was saved."))
        return
    with MatchFile.writing(file, settings().registry) as match_file:
        if first is not None:
            match_file.set_header({"dealer": first})
        if old is None:
            after = match_file.record(deal)
        else:
            after = match_file.replace(number, {k: getattr(deal, k) for k in
                                                _KEPT + ("tricks",)})[1]
    warn(match_file)
    from ..render import deal_line

    say(_("Saved as deal {deal}.").format(deal=number) + "\n" +
        deal_line(after.deal(number), match_file.match, after.rules))


def _number(args: tuple) -> tuple[int | None, list[str]]:
    """`[N] [CARD]...`: a first argument of digits is the deal's number."""
    if args and args[0].isascii() and args[0].isdecimal():
        return int(args[0]), list(args[1:])
    return None, list(args)


def _played(words: list[str], match: Match) -> list[tuple[str | None, object]]:
    """The cards given, each with the seat it carries (`s:A♦`) or None."""
    from ..words.cards import parse_cards
    from ..words.tokens import parse_seat

    seats, bare = [], []
    for word in words:
        seat, sep, card = word.rpartition(":")
        seats.append(parse_seat(seat, match.players) if sep and seat else None)
        bare.append(card if sep else word)
    cards = parse_cards(bare)
    if len(cards) > 32:
        raise ScoreError(N_("{n} cards given: a deal has 32"), n=len(cards))
    return list(zip(seats, cards))


def _seat_to_play(played: list, mode: str, dealer: str, direction: str) -> str:
    """Who plays the next card after `played` (cards in play order)."""
    seat = next_seat(dealer, direction)
    for start in range(0, len(played) - len(played) % 4, 4):
        trick = [str(c) for _s, c in played[start:start + 4]]
        for _i in range(winning(trick, mode)):
            seat = next_seat(seat, direction)
    for _i in range(len(played) % 4):
        seat = next_seat(seat, direction)
    return seat


def _check_seats(played: list, mode: str, dealer: str, direction: str) -> None:
    """A card's own seat must be the one whose turn it is (cards typed from the wrong
    seat cannot pass for a revoke)."""
    for i, (seat, card) in enumerate(played):
        expected = _seat_to_play(played[:i], mode, dealer, direction)
        if seat is not None and seat != expected:
            raise ScoreError(N_("{card}: trick {trick} is {seat}'s to play here, not "
                                "{said}'s"), card=card.said(), trick=i // 4 + 1,
                             seat=seat_code(expected), said=seat_code(seat))


def _dealer(match: Match, number: int, rules, asking: bool) -> tuple[str, str | None]:
    """Who dealt deal `number`, and the first dealer to write into the header where the
    file lacks one (asked on a terminal)."""
    if match.dealer:
        return match.dealer_of(number, rules["direction"], rules["misdeal_penalty"]), None
    if not asking:
        raise ScoreError(N_("the match does not say who dealt, so neither who played each "
                            "card: scorecli set FILE --dealer SEAT"))
    from ..words.tokens import parse_seat

    ask = terminal.asker(match)
    while True:
        answer = ask(_("Who dealt deal {deal}? n e s w or a name").format(deal=number) + " ")
        try:
            dealer = parse_seat(answer.strip(), match.players)
            break
        except ScoreError as exc:
            say(f"  {exc}")
    first = dealer  # the first dealer that makes `dealer` deal deal `number`
    told = Match(match.rules, match.deals, dealer=first)
    while told.dealer_of(number, rules["direction"], rules["misdeal_penalty"]) != dealer:
        first = next_seat(first, rules["direction"])
        told = told._replace(dealer=first)
    return dealer, first


def _taker_and_bid(match: Match, rules, fields: dict, asking: bool) -> dict:
    """The taker and the bid, before the first trick: asked as `deal` asks them."""
    needed = ["taker"] * ("taker" not in fields) + ["bid"] * (
        "mode" not in fields or (rules.bids and "contract" not in fields))
    if not needed:
        return fields
    if not asking:
        missing = [flag for key, flag in (("taker", "--taker"), ("mode", "--trump"),
                                          ("contract", "--contract"))
                   if key not in fields and (key != "contract" or rules.bids)]
        raise click.UsageError(_("missing {flags}").format(flags=", ".join(missing)))
    from ..interactive import DealQuestions

    questions = DealQuestions(match, rules, terminal.asker(match), say)
    for question in needed:
        fields = questions.ask_until_answered(question, fields)
    return fields


def _ask_tricks(played: list, match: Match, mode: str, dealer: str, direction: str,
                ace: int) -> list:
    """The rest of the 32 cards, trick by trick: an answer holds any number of cards;
    `back` takes back the last answer, `?` explains."""
    from ..game.cards import card_value

    ask = terminal.asker(match)
    answers: list[int] = []  # how many cards each answer gave, for `back`
    while len(played) < 32:
        number, place = len(played) // 4 + 1, len(played) % 4
        seat = _seat_to_play(played, mode, dealer, direction)
        prompt = (_("Trick {trick}, {seat} leads:") if place == 0 else
                  _("Trick {trick}, {seat} plays:")).format(trick=number, seat=seat_code(seat))
        answer = ask(prompt + " ").strip()
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
            more = _played(answer.split(), match)
            if {str(c) for _s, c in more} & {str(c) for _s, c in played}:
                again = next(c for _s, c in more if str(c) in {str(x) for _y, x in played})
                raise ScoreError(N_("{card} was already played"), card=again.said())
            trial = played + more
            if len(trial) > 32:
                raise ScoreError(N_("{n} cards: a deal has 32"), n=len(trial))
            _check_seats(trial, mode, dealer, direction)
        except ScoreError as exc:
            say(f"  {exc}")
            continue
        answers.append(len(more))
        before = len(played) // 4
        played[:] = trial
        for done in range(before, len(played) // 4):
            trick = [str(c) for _s, c in played[4 * done:4 * done + 4]]
            leader = _seat_to_play(played[:4 * done], mode, dealer, direction)
            winner = leader
            for _i in range(winning(trick, mode)):
                winner = next_seat(winner, direction)
            points = sum(card_value(c[:-1], _suit(c), mode, ace) for c in trick)
            say("  " + _("Trick {trick}: {seat} wins it, {points} card points ({team})"
                         ).format(trick=done + 1, seat=seat_code(winner), points=points,
                                  team=team_code(TEAM_OF_SEAT[winner])))
    return played


def _suit(card: str) -> str:
    from ..game.cards import SUIT_OF_SYMBOL

    return SUIT_OF_SYMBOL[card[-1]]


def _extras(match: Match, rules, fields: dict) -> dict:
    """After the tricks: the belote said, the announcements, a note."""
    from ..words.sentence import read_words

    ask = terminal.asker(match)
    while True:
        answer = ask(_("Belote said, announcements, a note? belote ns, ns tierce, note") +
                     " ").strip()
        if not answer:
            return fields
        try:
            said = read_words(answer, match, rules.bids, expect="extras", known=fields)
            wrong = [k for k in said if k not in ("belote", "announcements", "note",
                                                  "penalty")]
            if wrong:
                raise ScoreError(N_("{answer!r}: the tricks decide the rest; say the belote, "
                                    "the announcements or a note"), answer=answer)
            return {**fields, **said}
        except ScoreError as exc:
            say(f"  {exc}")


def _show(deal: Deal, match: Match, rules, number: int) -> None:
    """The tricks, the hands, what was checked and found, and the score, before saving;
    a deal the rules cannot score is refused here."""
    from ..render.tricks import trick_lines
    from ..validation import check_deal
    from ..errors import Msg

    check_deal(deal, rules, Msg(N_("deal {deal} cannot be recorded"), deal=number), number)
    say("\n".join(trick_lines(deal, rules)))
