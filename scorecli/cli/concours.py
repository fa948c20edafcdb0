"""`scorecli concours`: a club's tournament in one folder (SPEC 13). Each command parses
its flags, calls the folder's owner (`store.ConcoursFolder`) and prints."""

from __future__ import annotations


import click

from ..errors import ConcoursRefused, FlagError, ScorecliError
from ..concours import chain
from ..i18n import N_, _, listed, ngettext, pgettext
from ..safetext import for_terminal
from ..render.concours import draw_data, table_data, team_row
from ..render.layout import SHEET_ROWS
from ..store.concoursfile import ConcoursFolder
from . import Context, SpokenGroup, Translated, translated_help, with_late_flags
from .concourssaid import (JSON, TIEBREAK, check_tiebreak, emit_json, left_said, rank_moves,
                           say_moves, say_stale, sheet_total, sheet_totals, was_data)
from .concoursviews import FOLDER, say_warnings, writing
from .flags import complete_rules, option_flag, rules_for
from .params import Count
from .terminal import say, settings, tell, terminal_width


class ConcoursGroup(SpokenGroup, click.Group):
    """The concours commands, each taking `--lang` and `--color` after it too."""

    command_class = Translated
    context_class = Context

    def get_command(self, ctx, name):
        command = super().get_command(ctx, name)
        if command is not None and not any(p.name == "colour" for p in command.params):
            with_late_flags(command)
        return command

    def format_help(self, ctx, formatter):
        commands = [self.get_command(ctx, name) for name in self.list_commands(ctx)]
        with translated_help(self, *commands, ctx=ctx):
            super().format_help(ctx, formatter)


MOST_ROUNDS = 999  # far past any day; a number TOML's 64-bit integers hold (N6)


@click.group(cls=ConcoursGroup)
def concours():
    """Run a concours: teams, draws, table match files, results, the ranking.

    \b
      scorecli concours new fete/ --rules belote-maison --deals 12 --rounds 4
      scorecli concours team fete/ "Les Bleus" --player Anna --player Chloé
      scorecli concours draw fete/
      scorecli concours result fete/ 1 3 1012 932
      scorecli concours show fete/
    """


# ---------------------------------------------------------------- new, team, withdraw, set


@concours.command()
@FOLDER
@click.option("--rules", "rules_name", metavar="NAME", required=True,
              shell_complete=complete_rules, help="The rule set every table plays.")
@click.option("--deals", type=Count(min=1, max=SHEET_ROWS), metavar="N",
              help="Each table plays N deals (and no target, unless --target is given).")
@click.option("--target", type=Count(min=0), metavar="N",
              help="Each table plays to N points.")
@click.option("--rounds", type=Count(min=1, max=MOST_ROUNDS), default=4, show_default=True,
              help="The rounds planned (`concours set` changes it).")
@click.option("--rank", type=click.Choice(["points", "wins"]), default="points",
              show_default=True, help="Rank on points for first, or on rounds won first.")
@click.option("--bye-points", type=Count(min=0, max=10**9), default=0, metavar="N",
              help="What a bye is worth; 0 (the default): the round's mean points.")
@click.option("--seed", type=Count(min=0, max=2**63 - 1), metavar="N",
              help="The seed of round 1's draw (chosen and written when not given).")
@click.option("--title", metavar="TEXT", help="The concours' name.")
@TIEBREAK
@click.option("--melee", is_flag=True,
              help="A mêlée: players register alone, partners are drawn each round.")
@option_flag
def new(folder, rules_name, deals, target, rounds, rank, bye_points, seed, title, tiebreak,
        melee, options):
    """Start a concours in FOLDER (made if missing).

    \b
      scorecli concours new fete/ --rules belote-maison --deals 12 --title "Fête 2026"
      scorecli concours new club/ --rules coinche-maison --target 1000 --rank wins
    """
    import secrets

    rules = rules_for(rules_name, options)
    if deals is not None:
        rules = rules.with_options({"deals_limit": deals, "target": target or 0})
    elif target is not None:
        rules = rules.with_options({"target": target})
    if not rules["target"] and not rules["deals_limit"]:
        raise FlagError(N_("{rules} plays to no target and no number of deals: give --deals N "
                            "or --target N"), rules=rules.name)
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    if tiebreak:
        check_tiebreak(tiebreak, rank)
    values = {"title": title or "", "rules": rules.base or rules.name, "rounds": rounds,
              "rank": rank, "bye_points": bye_points, "seed": seed, "tiebreak": tiebreak,
              "melee": True if melee else None}
    ConcoursFolder.create(folder, values, {**rules.own, **(rules.overridden or {})})

    # TRANSLATORS: a concours by its title, then the folder it lives in
    # TRANSLATORS: an untitled concours by its folder (ru «в папке «{folder}»»: «турнир турнир»)
    named = _("{title} (folder {folder})").format(title=for_terminal(title), folder=folder) \
        if title else pgettext("untitled concours", "in {folder}").format(folder=folder)
    say((_("Created the mêlée {name}: {rules}, {end} a table, {rounds}, {ranked} (seed "
           "{seed}).\nRegister the players: scorecli concours player {folder} NAME") if melee
         else _("Created the concours {name}: {rules}, {end} a table, {rounds}, {ranked} "
                "(seed {seed}).\nRegister the teams: scorecli concours team {folder} NAME "
                "--player NAME --player NAME")).format(
              name=named, folder=folder, rules=rules.base or rules.name, end=end_said(rules),
              rounds=ngettext("{n} round", "{n} rounds", rounds).format(n=rounds),
              ranked=_("ranked by points") if rank == "points" else _("ranked by wins"),
              seed=seed))


@concours.command()
@FOLDER
@click.argument("name")
@click.option("--player", "players", multiple=True, metavar="NAME",
              help="A player of the team (twice: both).")
@JSON
def team(folder, name, players, as_json):
    """Register a team; teams are numbered 1, 2, ... in order.

    \b
      scorecli concours team fete/ "Les Bleus" --player Anna --player Chloé
    """
    name = name.strip()
    if not name:
        raise FlagError(N_("{name!r}: a team needs a name"), name=name)
    players = [p.strip() for p in players if p.strip()]
    if len(players) > 2:
        raise FlagError(N_("a team has two players; {count} were given"), count=len(players))
    with writing(folder) as owner:
        if owner.concours.melee:
            raise ConcoursRefused(N_("a mêlée registers players: `scorecli concours player "
                                     "{folder} NAME`"), folder=folder)
        added = owner.add_team(name, players)
    if as_json:
        return emit_json(team_row(added))
    said = _("Team {number}: {name}").format(number=added.number, name=name)
    if players:
        said = _("{team} ({players})").format(team=said, players=pair_said(players))
    drawn, planned = owner.concours.drawn, owner.concours.rounds
    if drawn >= planned:
        said += "\n" + ngettext(
            "The {rounds} round planned is drawn: it plays only if `scorecli concours set "
            "{folder} --rounds {more}` adds one.",
            "All {rounds} rounds are drawn: it plays only if `scorecli concours set {folder} "
            "--rounds {more}` adds one.", planned).format(rounds=planned, folder=folder,
                                                          more=planned + 1)
    elif drawn:
        said += "\n" + _("It is drawn from round {round} on; the rounds before count for "
                         "nothing.").format(round=drawn + 1)
    if added.present:
        said += "\n" + _("Check-in has begun: it is checked in.")
    say(said)


@concours.command()
@FOLDER
@click.argument("team_typed", metavar="TEAM")
@click.option("--undo", is_flag=True,
              help="Take a mistaken withdrawal back (before the next draw).")
@JSON
def withdraw(folder, team_typed, undo, as_json):
    """A team leaves: never drawn again, its results kept.

    \b
      scorecli concours withdraw fete/ 7
      scorecli concours withdraw fete/ "Les Verts"
      scorecli concours withdraw fete/ 7 --undo
    """
    with writing(folder) as owner:
        number = owner.team_number(team_typed)
        team_ = owner.concours.team(number)
        after = owner.withdraw(number, undo=undo)
    if as_json:
        return emit_json({"withdrawn": None if undo else number, "after": after})
    melee = owner.concours.melee
    if undo:
        return say((_("Player {number} {name} is back: they are drawn again from the next "
                      "round.") if melee else
                    _("Team {number} {name} is back: it is drawn again from the next "
                      "round.")).format(number=number, name=team_.name))
    if melee:
        return say((_("Player {number} {name} withdrawn after round {round}: they are never "
                      "drawn again, and their results are kept.") if after else
                    _("Player {number} {name} withdrawn before round 1: they are never "
                      "drawn.")).format(number=number, name=team_.name, round=after))
    say(_("Team {number} {name} withdrawn after round {round}: it is never drawn again, and "
          "its results are kept.").format(number=number, name=team_.name, round=after)
        if after else
        _("Team {number} {name} withdrawn before round 1: it is never drawn.").format(
            number=number, name=team_.name))


@concours.command("set")
@FOLDER
@click.option("--rounds", type=Count(min=1, max=MOST_ROUNDS), help="The rounds planned.")
@click.option("--title", metavar="TEXT", help="The concours' name.")
@TIEBREAK
@JSON
def set_cmd(folder, rounds, title, tiebreak, as_json):
    """Change the rounds planned, the title or the tie-breaks.

    \b
      scorecli concours set fete/ --rounds 5
      scorecli concours set fete/ --tiebreak difference,head-to-head,lot
    """
    if rounds is None and title is None and tiebreak is None:
        raise click.UsageError(_("nothing to change: give --rounds, --title or --tiebreak"))
    with writing(folder) as owner:
        if tiebreak is not None:
            check_tiebreak(tiebreak, owner.concours.rank)
        before = owner.state()
        owner.set_values({k: v for k, v in (("rounds", rounds), ("title", title))
                          if v is not None})
        if tiebreak is not None:
            owner.set_tiebreak(tiebreak)
        after = owner.state()
    if tiebreak is not None:
        moved = rank_moves(before, after)
        if as_json:
            return emit_json({"tiebreak": list(chain(after.concours)), "moved": moved})
        say_moves(owner, after, moved)
    elif as_json:
        return emit_json({"rounds": owner.concours.rounds, "title": owner.concours.title})
    if rounds is not None:
        say(ngettext("{folder}: {rounds} round planned.", "{folder}: {rounds} rounds planned.",
                     rounds).format(folder=folder, rounds=rounds))
    if title is not None:
        say(_("{folder}: the title is now {title!r}.").format(folder=folder, title=title))


# ---------------------------------------------------------------- draw, result


@concours.command()
@FOLDER
@JSON
def draw(folder, as_json):
    """Draw the next round: its tables and their match files.

    \b
      scorecli concours draw fete/
    """
    from ..render.concours import round_data, round_text, team_label

    with ConcoursFolder.writing(folder, settings().registry) as owner:
        say_stale(owner, owner.stale(), quiet_once_begun=True)
        try:
            drawn, paths, left_out = owner.draw()
        except ScorecliError:
            say_warnings(owner)  # why a table is still open, when its file says why
            raise
    say_warnings(owner)
    concours_ = owner.concours
    data = round_data(concours_, drawn.round.round, {})
    melee = {"partner_repeats": [list(p) for p in drawn.partner_repeats],
             "opponent_repeats": [list(p) for p in drawn.opponent_repeats]} \
        if concours_.melee else {}
    if as_json:
        return emit_json({**data, "rematches": [list(p) for p in drawn.rematches],
                          "left_out": [{"number": t.number, "why": why}
                                       for t, why in left_out], **melee})
    lines = [round_text(concours_, data, width=terminal_width())]
    if drawn.rematches:
        lines += ["", rematches_said(concours_, drawn.rematches)]
    if melee.get("partner_repeats"):
        lines += ["", _("Partners again (no draw avoided it): {pairs}").format(pairs=listed(
            team_label(concours_, tuple(p)) for p in drawn.partner_repeats))]
    if melee.get("opponent_repeats"):
        lines += ["", ngettext("{n} pair of opponents meets again.",
                               "{n} pairs of opponents meet again.",
                               len(drawn.opponent_repeats)).format(
            n=len(drawn.opponent_repeats))]
    if left_out:
        lines += ["", _("Left out of this round: {teams}.").format(
            teams=left_said(left_out, melee=concours_.melee))]
        for team_, _why in left_out:
            if not concours_.ever_drawn(team_.number):
                lines.append((pgettext("melee", "{team} has not played yet: if it is not "
                                       "coming, `scorecli concours remove {folder} {number}` "
                                       "takes it off the list.") if concours_.melee else
                              _("{team} has not played yet: if it is not coming, `scorecli "
                                "concours remove {folder} {number}` takes it off the "
                                "list.")).format(team=team_label(concours_, team_.number),
                                                 folder=folder, number=team_.number))
    lines += ["", _("The tables' match files: {folder}").format(folder=paths[0].parent)]
    say("\n".join(lines))


def rematches_said(concours_, rematches) -> str:
    from ..render.concours import team_label

    return ngettext(
        "No draw without a rematch was possible; these teams meet again: {pairs}",
        "No draw without a rematch was possible; these teams meet again: {pairs}",
        len(rematches)).format(pairs=listed(
            _("{one} and {other}").format(one=team_label(concours_, a),
                                         other=team_label(concours_, b))
            for a, b in rematches))


@concours.command(context_settings={"ignore_unknown_options": True})
@FOLDER
@click.argument("round_number", metavar="ROUND", type=Count(min=1))
@click.argument("table", type=Count(min=1))
@click.argument("totals", nargs=-1, metavar="NS_TOTAL EW_TOTAL")
@click.option("--clear", is_flag=True, help="Remove the typed result (or forfeit).")
@click.option("--deals", type=Count(min=1, max=10**6), metavar="N",
              help="The deals the sheet shows, when the table did not play them all.")
@click.option("--belotes", type=Count(min=0, max=10**6), metavar="N",
              help="The belotes the sheet counts (belote family).")
@click.option("--capots", type=Count(min=0, max=10**6), metavar="N",
              help="The capots the sheet counts (belote family).")
@click.option("--announcements", type=Count(min=0, max=10**9), metavar="N",
              help="The points the sheet's announcements scored (belote family).")
@click.option("--force", is_flag=True,
              help="Record totals beyond what a table could make, unchecked (a deal scored "
                   "by hand, a table stopped by the clock).")
@JSON
def result(folder, round_number, table, totals, clear, deals, belotes, capots, announcements,
           force, as_json):
    """Type a table's totals from its paper sheet (or --clear them).

    \b
      scorecli concours result fete/ 1 3 1012 932
      scorecli concours result fete/ 1 3 1010 974 --deals 12 --belotes 2
      scorecli concours result fete/ 1 3 --clear
    """
    from ..concours.checks import Sheet

    totals = sheet_totals(totals, clear)
    counts = (deals, belotes, capots, announcements)
    if clear and (force or any(c is not None for c in counts)):
        raise click.UsageError(_("--clear takes no totals, counts or --force"))
    sheet = None if clear else Sheet(sheet_total(totals[0], "ns"),
                                     sheet_total(totals[1], "ew"), *counts)
    with ConcoursFolder.writing(folder, settings().registry) as owner:
        was = was_data(owner, round_number, table)
        typed_before = owner.concours.typed.get((round_number, table))
        check = owner.set_result(round_number, table, sheet, force=force)
        played = _played(owner, round_number, table) if not clear else None
        results = owner.results()
        stale = owner.stale(results)
    say_warnings(owner)
    if as_json:
        for line in check_lines(check):
            tell(line, err=True)
        say_stale(owner, stale=stale, err=True, changed=round_number)
        return emit_json({**table_data(owner.concours, round_number, table, results),
                          "was": was, "check": check.as_data(), "stale": draw_data(stale)})
    from ..render.concours import team_label

    ns, ew = owner.concours.draws[round_number - 1].tables[table - 1]
    now = results.get((round_number, table))
    teams = {"ns": team_label(owner.concours, ns), "ew": team_label(owner.concours, ew)}
    if clear and typed_before and typed_before.forfeit:
        said = _("Round {round}, table {table}: the forfeit is cleared; the absent marks stay "
                 "(`scorecli concours present {folder} N` when one is back).").format(
            round=round_number, table=table, folder=folder)
    elif clear:
        said = _("Round {round}, table {table}: the typed result is cleared; the match "
                 "file's totals count: {ns_total}–{ew_total}.").format(
            round=round_number, table=table, ns_total=now.ns, ew_total=now.ew) if now else \
            _("Round {round}, table {table}: the typed result is cleared; the table is "
              "open.").format(round=round_number, table=table)
    else:
        said = _("Round {round}, table {table}: {ns} {ns_total}, {ew} {ew_total}").format(
            round=round_number, table=table, ns_total=sheet.ns, ew_total=sheet.ew, **teams)
        if typed_before and not typed_before.forfeit and \
                (typed_before.ns, typed_before.ew) != (sheet.ns, sheet.ew):
            said += " " + _("(was {ns_total}–{ew_total})").format(ns_total=typed_before.ns,
                                                                  ew_total=typed_before.ew)
        elif typed_before and typed_before.forfeit:
            said += " " + _("(was a forfeit)")
        said += "."
        if force:
            said += " " + _("Recorded with --force: not checked.")
        if played:
            said += "\n" + played
    say(said)
    if check.passed is False:
        tell("\n".join([_("Recorded, but the sheet fails its check; look at it again "
                           "(`scorecli concours show` lists it until it is typed again):")]
                        + ["  " + line for line in check_lines(check)]), err=True)
    say_stale(owner, stale=stale, changed=round_number)


def check_lines(check) -> list[str]:
    """A failed check in lines: its arithmetic, then the causes that fit it, a dash each."""
    lines = [str(line) for line in check.said]
    if len(check.causes) == 1:
        return lines + [_("Maybe: {cause}.").format(cause=check.causes[0])]
    return lines + [_("Maybe one of these:")] + [
        _("– {cause}").format(cause=cause) for cause in check.causes]


def _played(owner: ConcoursFolder, round_number: int, table: int) -> str | None:
    """What the table's match file holds, when it holds deals: a typed result replaces it."""
    played = owner.played(round_number, table)
    if played is None:
        return None
    deals, ns_total, ew_total = played
    return ngettext("Its match file has {n} deal recorded ({ns_total}–{ew_total}): the typed "
                    "result replaces it; `scorecli concours result {folder} {round} {table} "
                    "--clear` goes back to it.",
                    "Its match file has {n} deals recorded ({ns_total}–{ew_total}): the typed "
                    "result replaces them; `scorecli concours result {folder} {round} {table} "
                    "--clear` goes back to them.", deals).format(
                        n=deals, ns_total=ns_total, ew_total=ew_total, folder=owner.folder,
                        round=round_number, table=table)


from ..render.labels import pair_said  # noqa: E402
from ..rules.said import end_said  # noqa: E402
from .concoursday import (absent, edit, forfeit, player, present, prize, remove,  # noqa: E402
                          swap, undraw)
from .concoursscreen import screen  # noqa: E402
from .concoursviews import cards, sheets, show  # noqa: E402 (the group's views)

for command in (show, sheets, cards, screen, player, edit, remove, present, absent, undraw,
                swap, forfeit, prize):
    concours.add_command(command)
