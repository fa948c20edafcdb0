"""`scorecli count`: a pile's card points (SPEC 15). Parses the mode and the cards
(`words.cards`), counts them with the cards' values (`game.cards`), and prints."""

from __future__ import annotations

import click

from ..game.cards import LAST_TRICK, NO_TRUMP, SUITS, card_total, card_value
from ..i18n import _
from . import Translated
from .flags import complete_rules, option_flag, rules_for
from .params import Trump
from .terminal import emit, say


@click.command(cls=Translated)
@click.argument("mode", type=Trump(two_words=True))
@click.argument("cards", nargs=-1, metavar="CARD...")
@click.option("--last", is_flag=True, help="The pile holds the last trick: 10 more.")
@click.option("--rules", "rules_name", metavar="NAME", shell_complete=complete_rules,
              help="The rule set, for the no-trump ace (19 without it).")
@option_flag
@click.option("--json", "as_json", is_flag=True, help="Print JSON, for other programs.")
def count(mode, cards, last, rules_name, options, as_json):
    """A pile's card points in MODE, and the other side's.

    \b
      scorecli count hearts J♥ 9♥ A♠ 10♠ K♣ Q♣ 7♦ 8♦
      scorecli count cœur Vc 9c Ap 10p Rt Dt 7k 8k --last
      scorecli count sa A♠ 10♠ --rules belote-maison
    """
    from ..words.cards import Card, parse_cards
    from ..words.tokens import mode_said_first

    mode, cards = mode_said_first(mode, cards)  # `все козыри В♥ …`: a mode of two words
    if not cards:  # `count pique`, `count все козыри`: the cards are what it counts
        trump = mode if mode in SUITS else "hearts"
        other = "spades" if trump != "spades" else "hearts"  # the trump's J and 9 first
        raise click.UsageError(_("the cards to count are missing, as {cards}").format(
            cards=" ".join(Card(r, s).said() for r, s in (("J", trump), ("9", trump),
                                                           ("A", other), ("10", other)))))

    ace = 19
    if rules_name is not None or options:
        rules = rules_for(rules_name or "belote-officielle", options)
        ace = rules["no_trump_ace"]
    pile = parse_cards([card for typed in cards for card in typed.split()])  # `"V♥ 9♥"` too
    values = [card_value(c.rank, c.suit, mode, ace) for c in pile]
    points = sum(values)
    total = card_total(mode, ace)
    extra = LAST_TRICK if last else 0
    data = {"mode": mode, "cards": [str(c) for c in pile], "values": values, "points": points,
            "last": extra, "total": points + extra, "card_total": total,
            "other": total - points}
    if mode == NO_TRUMP:
        data["no_trump_ace"] = ace
    if as_json:
        from ..render import json_text

        return emit(json_text(data))
    lines = [", ".join(_("{card} {value}").format(card=c.said(), value=v)  # « 10♥ 10, R♥ 4 »
                      for c, v in zip(pile, values))]
    lines.append(_("Card points: {points}").format(points=points) if not last else
                 _("Card points: {points} + {last} for the last trick = {total}").format(
                     points=points, last=extra, total=points + extra))
    lines.append(_("The other side: {total} − {points} = {other}").format(
        total=total, points=points, other=total - points))
    say("\n".join(lines))
