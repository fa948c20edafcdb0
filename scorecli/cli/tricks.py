"""`scorecli tricks`: a deal recorded from its 32 cards in play order (SPEC 15).

The cards come as arguments, or on a terminal trick by trick ("Trick 3, n leads:"), an
answer holding any number of cards; each card's seat follows from the dealer, the
direction of play and the winners (`game.play`). The store checks the deal and writes it.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import FileChanged, Msg
from ..game.deal import Deal, Match
from ..game.play import check_seats
from ..i18n import N_, _, both
from ..store import MatchFile
from ..words.cards import parse_played, whole_deal
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
    if old is not None:  # what it said is kept; a deal scored by hand said no taker
        fields = {**{k: getattr(old, k) for k in _KEPT if getattr(old, k) not in (None, ())},
                  **fields}
    played = parse_played(cards, match.players)
    # Given everything as arguments, it saves without asking, as `deal` does.
    asking = on_terminal and (len(played) < 32 or not match.dealer or "taker" not in fields
                              or "mode" not in fields)
    dealer, first = _dealer(match, number, rules, asking, file)
    fields = _taker_and_bid(match, rules, fields, asking)
    if len(played) < 32:
        if not asking:
            whole_deal(played)  # refused: in a pipe, nothing missing can be asked
        from ..trickquestions import ask_tricks

        played = ask_tricks(played, match, fields["mode"], dealer, rules["direction"],
                            rules["no_trump_ace"], terminal.asker(match), say)
    else:
        check_seats(played, fields["mode"], dealer, rules["direction"])
    fields["tricks"] = tuple(tuple(str(c) for _s, c in played[i:i + 4])
                             for i in range(0, 32, 4))
    if asking and not extras_given:
        from ..trickquestions import ask_extras

        def checked(said: dict) -> None:  # a wrong belote is asked again, the cards kept
            from ..validation import check_deal

            check_deal(_tricks_deal(said, dealer, rules), rules, Msg(N_("deal {deal} cannot "
                       "be recorded"), deal=number), number)
        fields = ask_extras(match, rules.bids, fields, terminal.asker(match), say, checked)
    deal = _tricks_deal(fields, dealer, rules)
    if old is not None:
        deal = old.changed({k: v for k, v in deal._asdict().items()
                            if k in _KEPT + ("tricks", "dealt")})
    _show(deal, seen, number, old, asking)
    if asking and not terminal.confirm(N_("Save this deal?")):
        click.echo(_("Nothing was saved."))
        return
    with MatchFile.writing(file, settings().registry) as match_file:
        if not match_file.same_as(seen):
            raise FileChanged(str(file), [Msg(N_(
                "changed while you answered (another scorecli or an editor saved it); "
                "nothing was changed, record the tricks again"))])
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


def _dealer(match: Match, number: int, rules, asking: bool,
            file) -> tuple[str, str | None]:
    """Who dealt deal `number`, and the first dealer to write into the header where the
    file lacks one (asked on a terminal)."""
    if match.dealer:
        return match.dealer_of(number, rules["direction"], rules["misdeal_penalty"]), None
    if not asking:
        match.known_dealer(file)  # refused: who played each card follows from the dealer
    from ..trickquestions import ask_dealer

    return ask_dealer(match, number, rules.options, terminal.asker(match), say)


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
        from .flags import FLAGS_MISSING_SAID

        raise click.UsageError(_("missing {parts}").format(
            parts=both(_(FLAGS_MISSING_SAID[flag]) for flag in missing)))
    from ..interactive import DealQuestions

    questions = DealQuestions(match, rules, terminal.asker(match), say)
    for question in needed:
        fields = questions.ask_until_answered(question, fields)
    return fields


def _tricks_deal(fields: dict, dealer: str, rules) -> Deal:
    return Deal(**{"points": {"ns": None, "ew": None}, **fields},
                dealt=(dealer, rules["direction"]))


def _show(deal: Deal, seen: MatchFile, number: int, old: Deal | None,
          asking: bool) -> None:
    """The tricks, the hands, what was checked and found, and the score the deal would
    make, before saving; a deal the rules cannot score is refused here."""
    from ..render import deal_line
    from ..render.tricks import trick_lines
    from ..scoring import score_match
    from ..validation import check_deal

    rules = seen.rules
    check_deal(deal, rules, Msg(N_("deal {deal} cannot be recorded"), deal=number), number)
    if old is None:
        after = seen.score().with_deal(deal)
    else:
        deals = seen.match.deals
        after = score_match(deals[:number - 1] + (deal,) + deals[number:], rules, check=False)
    # The score before the save question; given everything, the line after saving says it.
    say("\n".join(trick_lines(deal, rules) + ([deal_line(after.deal(number), seen.match,
                                                           rules)] if asking else [])))
