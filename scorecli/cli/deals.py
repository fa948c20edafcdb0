"""The commands on one deal: deal, edit, undo, and score (a deal without a file)."""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import Msg, Unsettled
from ..game.deal import Deal, Match
from ..i18n import N_, _, ngettext
from ..scoring import score_deal, score_match
from ..store import MatchFile
from ..store.schema import OPTIONAL_DEAL_FIELDS
from ..validation import check_deal, said_capot, unsaid_capot
from ..rules.base import lowest_bids
from ..words.refusals import nothing_said
from . import Translated, terminal
from .completion import complete_deal_words
from .flags import (complete_rules, deal_fields, deal_options, fields_given, flag_fields,
                    hand_fields, lacks_fields, new_deal, option_flag, rules_for)
from .params import TEAM_NUMBER, ClearedField, Count
from .terminal import say, settings, tell, warn


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("words", nargs=-1, shell_complete=complete_deal_words)
@deal_options
@click.option("--score", "hand", multiple=True, type=TEAM_NUMBER,
              help="A deal scored by hand, as the table agreed: --score ns=50 --score ew=0.")
@click.option("--interactive/--no-interactive", "-i", default=None,
              help="Ask for what the words and flags leave out (the default on a terminal).")
def deal(file, words, hand, interactive, **flags):
    """Record one deal and print its score and the new totals.

    Say the deal in WORDS as at the table, or with flags, or both; on a terminal,
    what they leave out is asked.

    \b
      scorecli deal cafe.toml s 100h x2 98 last ns
      scorecli deal friday.toml chloe hearts 82 last ns belote ns
      scorecli deal cafe.toml юг 100 черви куанш 98 дер мы
      scorecli deal friday.toml --taker s --trump hearts --points ns=82 --last ns
    """
    from ..interactive import DealQuestions, header

    # All said at once: one read, under the lock.
    with MatchFile.writing(file, settings().registry) as seen:
        from ..render import name_teams_in_refusals
        name_teams_in_refusals(seen.match)
        match, rules = seen.match, seen.rules
        before = seen.check_open()
        if hand:
            fields = hand_fields(match, hand, words, flags)
            interactive = False
        else:
            fields = deal_fields(match, rules, words, flags)
        if interactive is None:
            interactive = terminal.on_terminal() and lacks_fields(fields, rules)
        if not interactive and not (words or hand or fields_given(flags)):
            raise click.UsageError(nothing_said((lowest_bids(rules) or (None,))[0]))
        if not interactive:
            one = new_deal(fields, in_words=bool(words) and not fields_given(flags), rules=rules)
            if terminal.on_terminal() and unsaid_capot(said_capot(one, rules), rules):
                interactive = True  # the capot question, asked with the lock let go
            else:
                after = seen.record(capot_settled(one, match, rules, asking=False))
    if not interactive:
        warn(seen)
        say("\n".join(_recorded(after, seen.match)))
        _capot_bid_said(after.deals[-1].deal, rules)
        return
    # The questions are asked with the lock let go: others may write meanwhile.
    number = len(match.deals) + 1
    say(header(match, number, before.total, before.rules.options))  # folded to the width
    new = DealQuestions(match, rules, terminal.asker(match), say).fill(fields)
    new = capot_settled(new, match, rules, asking=True)
    while True:
        say(_preview(before, new, seen.match))
        saving = terminal.confirm(N_("Save this deal?"), back=True)
        if saving is None:  # back: every question again, its answer the default
            new = DealQuestions(match, rules, terminal.asker(match), say, old=new).fill({})
            new = capot_settled(new, match, rules, asking=True)
            continue
        if not saving:
            click.echo(_("Nothing was saved."))
            return
        with MatchFile.writing(file, settings().registry) as match_file:
            if match_file.same_as(seen):
                after = match_file.record(new)
                break
            seen = match_file
        # The file changed between the preview and the save: show the deal as it would
        # now stand, and ask again.
        before = seen.check_open()
        seen.check_deal(new)
        tell(_("{file} changed while you answered (another scorecli or an editor "
                     "saved it). Now:").format(file=file))
    warn(match_file)
    say(_("Saved as deal {deal}.").format(deal=after.deals[-1].number)  # folded at the width
        + "".join("\n" + line for line in _recorded(after, match_file.match)[1:]))


def _preview_edit(seen, number: int, new: Deal) -> None:
    """Before the question: the scores the change would move, the totals, and whether it
    would decide the match (nothing is written yet)."""
    from ..render import score_change_lines, verdict_lines

    deals = seen.match.deals
    before = seen.score()
    after = score_match(deals[:number - 1] + (new,) + deals[number:], seen.rules,
                        check=False)
    say("\n".join(score_change_lines(before, after, seen.match, number)[1:]))
    if after.ended and not before.ended:
        say("\n".join(verdict_lines(after, seen.match, ending=True)))


def capot_settled(deal: Deal, match: Match | None, rules, asking: bool) -> Deal:
    """Before anything is saved: a capot or générale contract whose card points give its
    team every trick is a made capot; every card point and the last trick to one team with
    no capot said is asked on a terminal (a capot?) and refused in a pipe (issue 35)."""
    from ..render.labels import named_in_sentence
    from ..validation import said_capot, unsaid_capot

    deal = said_capot(deal, rules)
    team = unsaid_capot(deal, rules)
    if team is None:
        return deal
    from ..words.refusals import typed_team

    name, code = named_in_sentence(match, team), typed_team(team)  # as typed: nous
    if asking:
        if terminal.confirm(N_("{team} took every card point and the last trick: did it win "
                               "every trick (a capot)?"), team=name):
            return deal._replace(capot=team, last=None)
        return deal._replace(capot=False)
    if deal.contract == "generale" and deal.taker_team == team:  # the taker alone, or not
        from ..i18n import seat_code, seat_in_sentence

        sitting = deal.sitting(match.players).get(deal.taker) if match else None
        raise Unsettled(N_("{team} took every card point and the last trick: say generale "
                           "{typed} if {who} won every trick alone, capot {code} if the team "
                           "did, or no capot if a trick of no points went to the other team"),
                        team=name, code=code, typed=sitting or seat_code(deal.taker),
                        who=sitting or seat_in_sentence(deal.taker))
    raise Unsettled(N_("{team} took every card point and the last trick: say capot {code} if "
                       "it won every trick, or no capot if a trick of no points went to the "
                       "other team"), team=name, code=code)


def _preview(before, new: Deal, match: Match) -> str:
    """The deal as it would be saved, before the question: what was understood (the last
    trick and the belote named, so that a wrong side is seen), its score, and whether it
    wins the match."""
    from ..render import deal_line, deal_words

    after = before.with_deal(new)
    line = _("As understood: {words}.").format(
        words=deal_words(new, match, after.rules.scorer)) + "\n" + \
        deal_line(after.deals[-1], match, after.rules)
    if after.winner:
        from ..render.labels import named_in_sentence

        line += "\n" + _("This deal wins the match for {team}.").format(
            team=named_in_sentence(match, after.winner))
    return line


def _recorded(after, match: Match) -> list[str]:
    """The deal just recorded, in a line, and who has won if it ended the match."""
    from ..render import deal_line, verdict_lines

    return [deal_line(after.deals[-1], match, after.rules)] + (
        verdict_lines(after, match, ending=True) if after.ended else [])


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--restore", is_flag=True, help="Put back the deal the last undo removed.")
@click.option("--list", "as_list", is_flag=True,
              help="Print the removed deals, newest first, as TOML blocks.")
def undo(file, restore, as_list):
    """Remove the last deal and say which one it was.

    Undo is a stack: each undo keeps the deal it removed in a journal beside the match
    (.FILE.undo), --restore puts back the newest, --list shows them all.

    \b
      scorecli undo friday.toml
      scorecli undo friday.toml --restore
    """
    from ..render import deal_words, name_teams_in_refusals, totals_line

    if restore and as_list:
        raise click.UsageError(_("choose one of --restore and --list"))
    if as_list:
        removed = MatchFile.read(file, settings().registry).removed()
        if not removed:
            tell(_("{file}: no removed deals.").format(file=file))
            return
        blocks = ["# " + (_("deal {deal}, removed by undo (newest)") if i == 0 else
                          _("deal {deal}, removed by undo")).format(deal=r.number)
                  + f"\n{r.block}"
                  for i, r in enumerate(removed)]
        tell("\n".join(blocks).removesuffix("\n"))  # a planted journal is data too
        return
    with MatchFile.writing(file, settings().registry) as match_file:
        name_teams_in_refusals(match_file.match)  # and a folded line keeps each name whole
        if restore:
            number, deal, after = match_file.restore()
        else:
            number, deal, after = match_file.remove_last()
        left = len(match_file.removed())
    warn(match_file)
    match = match_file.match
    if restore:
        more = " " + ngettext("{n} more removed deal in the journal.",
                              "{n} more removed deals in the journal.", left).format(
                                  n=left) if left else ""
        say(_("Restored deal {deal}: {words}.").format(
            deal=number, words=deal_words(deal, match, after.rules.scorer))
            + f" {totals_line(after, match)}{more}")
    else:
        say(_("Removed deal {deal}: {words}.").format(
            deal=number, words=deal_words(deal, match, after.rules.scorer))
            + f" {totals_line(after, match)} "
            + _("`scorecli undo {file} --restore` puts it back.").format(file=file))


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("number", type=Count())
@click.argument("words", nargs=-1, shell_complete=complete_deal_words)
@deal_options
@click.option("--clear", "clear", multiple=True, type=ClearedField(),
              help="Remove an optional field: " + ", ".join(OPTIONAL_DEAL_FIELDS) + ".")
@click.option("--interactive/--no-interactive", "-i", default=None,
              help="Ask the questions, the recorded answers as defaults (the default on a "
                   "terminal when no words or flags are given).")
def edit(file, number, words, clear, interactive, **flags):
    """Change deal NUMBER: say what changes in WORDS as `deal` reads them, or with flags;
    the rest of the deal stays. A number alone is the card points (the taker's team's);
    a bid changes with its trump (90h). With neither, on a terminal, each question
    is asked again with the recorded answer as its default.

    \b
      scorecli edit friday.toml 3 der eux belote nous
      scorecli edit friday.toml 3 92
      scorecli edit friday.toml 3 --points ns=92 --clear belote
      scorecli edit friday.toml 3          # asks, Enter keeps an answer
    """
    from ..interactive import DealQuestions
    from ..render import deal_words, score_changes, team_names

    given = fields_given(flags)
    for name in clear:
        if name in given:
            raise click.UsageError(_("--clear {name}: the same field is also given a new "
                                     "value").format(name=name))
    with MatchFile.writing(file, settings().registry) as match_file:
        from ..render import name_teams_in_refusals
        name_teams_in_refusals(match_file.match)
        old = match_file.deal(number)
        cleared = {}
        if len(words) == 1 and _says_none(words[0]):  # `edit FILE 3 rien`: no extras
            cleared = {"belote": (), "announcements": {"ns": (), "ew": ()}, "note": None}
            words = ()
        fields = {**cleared, **deal_fields(match_file.match, match_file.rules, words, flags,
                                           taker=old.taker)}
        for name in clear:
            fields[name] = {"belote": (), "announcements": {"ns": (), "ew": ()}}.get(name)
        asking = interactive if interactive is not None else (
            not fields and terminal.on_terminal())
        if not fields and not asking:
            raise click.UsageError(_("nothing to change: give words, deal flags or --clear "
                                     "FIELD"))
        settle = False
        if not asking:
            if old.changed(fields) == old:
                say(_("Deal {deal}: nothing changed.").format(deal=number))
                return
            new = old.changed(fields)
            rules = match_file.rules
            # Only an edit of what the capot depends on settles it again (a note added to
            # a deal recorded `pas capot` is no question).
            touched = bool(_CAPOT_KEYS & fields.keys())
            settle = touched and terminal.on_terminal() and \
                unsaid_capot(said_capot(new, rules), rules)
            if not settle:
                settled = capot_settled(new, match_file.match, rules, asking=False) \
                    if touched else new
                before, after = match_file.replace(number, _changes(settled, new, fields))
    if settle:  # every card point and the last trick: asked with the lock let go
        seen = match_file
        settled = capot_settled(new, seen.match, seen.rules, asking=True)
        with MatchFile.writing(file, settings().registry) as match_file:
            before, after = match_file.replace(number, _changes(settled, new, fields),
                                               seen=seen)
    if asking:
        seen = match_file
        say(_("Deal {deal} as recorded: {words}. Enter keeps an answer.").format(
            deal=number, words=deal_words(old, seen.match, seen.rules.scorer)))
        new = DealQuestions(seen.match, seen.rules, terminal.asker(seen.match), say,
                            old=old).fill(fields)
        new = new._replace(players=old.players)  # who sat there is not a question
        new = capot_settled(new, seen.match, seen.rules, asking=True)
        if new == old:
            say(_("Deal {deal}: nothing changed.").format(deal=number))
            return
        say(_("Deal {deal} will be: {words}.").format(deal=number,
                                                       words=deal_words(new, seen.match,
                                                                        seen.rules.scorer)))
        _preview_edit(seen, number, new)
        if not terminal.confirm(N_("Save this change?")):
            click.echo(_("Nothing was saved."))
            return
        with MatchFile.writing(file, settings().registry) as match_file:
            before, after = match_file.replace(number, new._asdict(), seen=seen)
    say(_("Deal {deal} was: {words}.").format(deal=number,
                                               words=deal_words(old, match_file.match,
                                                                match_file.rules.scorer)))
    warn(match_file)
    match = match_file.match
    say(score_changes(before, after, match, number))
    if after.ended and not before.ended:  # the edit decides the match: say so
        from ..render import verdict_lines

        say("\n".join(verdict_lines(after, match, ending=True)))
    if after.winner and after.won_at < len(after.deals) and not (
            before.winner and before.won_at <= after.won_at):
        played = after.deals[-1].number
        warning = (_("Warning: with this change {team} won at deal {deal}, so deal {first} "
                     "was played after the match was won.") if played == after.won_at + 1 else
                   _("Warning: with this change {team} won at deal {deal}, so deals {first} "
                     "and {last} were played after the match was won.")
                   if played == after.won_at + 2 else
                   _("Warning: with this change {team} won at deal {deal}, so deals {first} "
                     "to {last} were played after the match was won."))
        tell(warning.format(team=team_names(match)[after.winner], deal=after.won_at,
                            first=after.won_at + 1, last=played), err=True)


@click.command("score", cls=Translated)
@click.option("--rules", "rules_name", required=True, metavar="NAME",
              shell_complete=complete_rules, help="The rule set to score the deal under.")
@option_flag
@deal_options
def score_cmd(rules_name, options, **flags):
    """Score one deal without any file: the quick answer at the table. On a terminal,
    what the flags leave out is asked.

    \b
      scorecli score --rules coinche-officielle --taker s --bid 100h --points ns=98 --last ns
      scorecli score --rules belote-maison       # asks
    """
    from ..interactive import DealQuestions
    from ..render import explain_text

    rules = rules_for(rules_name, options)
    fields = flag_fields(None, **flags)
    if terminal.on_terminal() and lacks_fields(fields, rules):
        nobody = Match(rules=rules.name)
        one = DealQuestions(nobody, rules, terminal.asker(nobody), say).fill(fields)
    else:
        one = new_deal(fields)
    one = capot_settled(one, None, rules, asking=terminal.on_terminal())
    check_deal(one, rules, Msg(N_("the deal cannot be scored")))
    say(explain_text(score_deal(one, rules), None, rules))


def _capot_bid_said(deal: Deal, rules) -> None:
    """A bid of the capot's own value (bazar blot's 25) is a bid of that number; a table
    that meant the capot says so: a note on stderr (issue 35)."""
    if rules.bids and deal.contract == rules["capot_value"] and rules["capot_value"] <= \
            rules["bid_max"]:
        tell(_("Note: {bid} is recorded as a bid of {bid}; a capot is bid with the word "
               "capot ({rules} values it {bid}).").format(bid=deal.contract,
                                                         rules=rules.name), err=True)


def _says_none(word: str) -> bool:
    """`rien`, `none`, `ничего`: an edit's one word that clears the extras (SPEC 9)."""
    from ..words.vocabulary import NONE_WORDS, fold

    return fold(word) in NONE_WORDS


# What a capot is told from: an edit of one of these settles it again.
_CAPOT_KEYS = frozenset(("points", "capot", "generale", "last", "contract", "pile", "tricks"))


def _changes(settled: Deal, new: Deal, fields: dict) -> dict:
    """The fields an edit writes: those given, and what settling the capot changed in
    the edited deal `new`."""
    changes = dict(fields)
    for key in ("capot", "generale", "last"):
        if getattr(settled, key) != getattr(new, key):
            changes[key] = getattr(settled, key) or None
    return changes
