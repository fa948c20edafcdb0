"""The concours day's commands (SPEC 13, fourth round): a mêlée's player registered, a
team edited or removed, check-in, a round taken back or two teams swapped before play, a
forfeit, the prizes. Each parses its flags, calls the folder's owner
(`store.ConcoursFolder`) and prints."""

from __future__ import annotations

import re

import click

from ..errors import ConcoursRefused, FlagError
from ..i18n import N_, _, both, listed, ngettext, pgettext
from ..render.concours import draw_data, round_data, round_text, table_data, team_label, team_row
from ..concours import bye_value
from ..render.labels import pair_said
from ..words.tokens import is_count
from . import Translated
from .concourssaid import JSON, emit_json, say_stale, was_data
from .concoursviews import FOLDER, writing
from .params import Count
from .terminal import say, tell, terminal_width

TEAMS = click.argument("teams", nargs=-1, metavar="TEAM...")


def _relative(owner, paths) -> list[str]:
    return [str(p.relative_to(owner.folder)) for p in paths]


@click.command(cls=Translated)
@FOLDER
@click.argument("name")
@JSON
def player(folder, name, as_json):
    """Register a player of a mêlée; players are numbered 1, 2, ... in order.

    \b
      scorecli concours player fete/ "Anna Dupont"
    """
    name = name.strip()
    if not name:
        raise FlagError(N_("{name!r}: a player needs a name"), name=name)
    with writing(folder) as owner:
        if not owner.concours.melee:
            raise ConcoursRefused(N_("a concours of teams registers teams: `scorecli concours "
                                     "team {folder} NAME --player NAME --player NAME`"),
                                  folder=folder)
        added = owner.add_player(name)
    if as_json:
        return emit_json(team_row(added, melee=True))
    said = _("Player {number}: {name}").format(number=added.number, name=name)
    drawn, planned = owner.concours.drawn, owner.concours.rounds
    if drawn and drawn < planned:
        said += "\n" + _("They are drawn from round {round} on; the rounds before count for "
                         "nothing.").format(round=drawn + 1)
    if added.present:
        said += "\n" + _("Check-in has begun: they are checked in.")
    say(said)


@click.command(cls=Translated)
@FOLDER
@click.argument("team_typed", metavar="TEAM")
@click.option("--name", metavar="NAME", help="The team's new name.")
@click.option("--player", "players", multiple=True, metavar="NAME",
              help="The team's players, replacing those registered (twice: both).")
@click.option("--everywhere", is_flag=True,
              help="Change the players in the tables already played too (a spelling).")
@JSON
def edit(folder, team_typed, name, players, everywhere, as_json):
    """Rename a team, or correct its players.

    \b
      scorecli concours edit fete/ 4 --name "Les Verts"
      scorecli concours edit fete/ "Les Verts" --player "Jean Dupont" --player "Zoé Roy"
    """
    if name is None and not players:
        raise click.UsageError(_("nothing to change: give --name or --player"))
    if name is not None and not name.strip():
        raise FlagError(N_("--name {name!r}: a name is needed"), name=name)
    if any(not p.strip() for p in players):
        raise FlagError(N_("--player {name!r}: a player needs a name"), name="")
    players = [p.strip() for p in players] if players else None
    if players is not None and len(players) > 2:
        raise FlagError(N_("a team has two players; {count} were given"), count=len(players))
    with writing(folder) as owner:
        if owner.concours.melee and players is not None:
            raise click.UsageError(_("a mêlée's player has no players: give --name"))
        number = owner.team_number(team_typed)
        before = owner.concours.team(number)
        team, rewritten, kept = owner.edit_team(number, name and name.strip(), players,
                                                everywhere)
    if as_json:
        return emit_json({"team": team_row(team, owner.concours.melee),
                          "rewritten": _relative(owner, rewritten),
                          "kept": _relative(owner, kept)})
    lines = [(_("Player {number}: {name}") if owner.concours.melee else
              _("Team {number}: {name}")).format(number=team.number, name=team.name)]
    if team.players:
        lines[0] = _("{team} ({players})").format(team=lines[0], players=pair_said(team.players))
    if players and len(players) < len(before.players):
        lines.append(_("The team has one player now ({was} is no longer in it); to correct one "
                       "name, give both: `--player NAME --player NAME`.").format(
            was=" & ".join(p for p in before.players if p not in players)))
    if rewritten:
        lines.append(_("Table files changed: {files}").format(
            files=", ".join(_relative(owner, rewritten))))
    if kept:
        lines.append(_("The players are kept in the tables already played ({files}); "
                       "`--everywhere` changes them there too, for a name misspelt.").format(
            files=", ".join(_relative(owner, kept))))
    say("\n".join(lines))


@click.command(cls=Translated)
@FOLDER
@click.argument("team_typed", metavar="TEAM")
@JSON
def remove(folder, team_typed, as_json):
    """Take a team that was never drawn off the list (its number is not given again).

    \b
      scorecli concours remove fete/ 12
    """
    with writing(folder) as owner:
        team = owner.remove(owner.team_number(team_typed))
    if as_json:
        return emit_json({"removed": team_row(team, owner.concours.melee)})
    say((_("Player {number} {name} is taken off the list; the others keep their numbers.")
         if owner.concours.melee else
         _("Team {number} {name} is taken off the list; the other teams keep their "
           "numbers.")).format(number=team.number, name=team.name))


def _marks(owner) -> dict:
    active = owner.concours.active()
    return {"present": [t.number for t in active if t.present],
            "absent": [t.number for t in active if t.present is False],
            "unmarked": [t.number for t in active if t.present is None]}


def _marks_line(marks: dict, melee: bool) -> str:
    """`Checked in: 4, 6 and 8; not marked: 1, 2 and 3.`: the marks there are (an empty
    one is left out, not said « — »), their words agreeing with players in a mêlée."""
    def said(kind: str, n: int) -> str:
        if kind == "present":
            return ngettext("player checked in: {numbers}", "players checked in: {numbers}",
                            n) if melee else ngettext("checked in: {numbers}",
                                                      "checked in: {numbers}", n)
        if kind == "absent":
            return ngettext("player absent: {numbers}", "players absent: {numbers}", n) \
                if melee else ngettext("absent: {numbers}", "absent: {numbers}", n)
        return ngettext("player not checked in yet: {numbers}", "players not checked in yet: "
                        "{numbers}", n) if melee else ngettext(
            "not checked in yet: {numbers}", "not checked in yet: {numbers}", n)
    parts = [said(kind, len(numbers)).format(numbers=both(numbers))
             for kind, numbers in marks.items() if numbers]
    line = _("{marks}.").format(marks=listed(parts))
    return line[:1].upper() + line[1:]


def _say_marks(owner, lifted=()) -> None:
    marks = _marks(owner)
    lines = []
    melee = owner.concours.melee  # players, not teams: words that agree with them
    if lifted:
        lines.append((pgettext("melee", "{teams}: the absent mark is lifted; no team is "
                               "checked in, so they are drawn as every team is.") if melee
                      else ngettext("{teams}: the absent mark is lifted; no team is checked "
                                    "in, so they are drawn as every team is.",
                                    "{teams}: the absent marks are lifted; no team is checked "
                                    "in, so they are drawn as every team is.", len(lifted))
                      ).format(teams=both(team_label(owner.concours, n) for n in lifted)))
    lines.append(_marks_line(marks, melee))
    if marks["present"] and marks["unmarked"]:
        lines.append(pgettext("melee", "The next draw takes only the teams checked in.")
                     if melee else _("The next draw takes only the teams checked in."))
    say("\n".join(lines))


def _at_open_tables(owner, numbers) -> list[str]:
    """Teams marked absent at an open table of the last round: only later draws change."""
    concours = owner.concours
    if not concours.drawn:
        return []
    results = owner.results()
    lines = []
    for number in numbers:
        place = concours.place_of(concours.drawn, number)
        if place and results.get((concours.drawn, place[0])) is None:
            lines.append((pgettext("melee", "{team} sits at table {table} of round {round}, "
                                   "still open: the mark changes only later draws; `scorecli "
                                   "concours forfeit {folder} {round} {table} {number}` if it "
                                   "does not come.") if concours.melee else
                          _("{team} sits at table {table} of round {round}, still open: the "
                            "mark changes only later draws; `scorecli concours forfeit "
                            "{folder} {round} {table} {number}` if it does not come.")).format(
                team=team_label(concours, number), table=place[0], round=concours.drawn,
                folder=owner.folder, number=number))
    return lines


@click.command(cls=Translated)
@FOLDER
@TEAMS
@click.option("--all", "every", is_flag=True, help="Check in every team not withdrawn.")
@click.option("--clear", is_flag=True, help="Remove every mark, present or absent.")
@JSON
def present(folder, teams, every, clear, as_json):
    """Check teams in: once any team is, a round draws only those checked in.

    \b
      scorecli concours present fete/ 1 2 "Les Verts"
      scorecli concours present fete/ --all
      scorecli concours present fete/ --clear
    """
    if sum((bool(teams), every, clear)) != 1:
        raise click.UsageError(_("give the teams, or --all, or --clear"))
    with writing(folder) as owner:
        numbers = [owner.team_number(t) for t in teams] if teams else None
        lifted = owner.mark(numbers, None if clear else True)
    if as_json:
        return emit_json(_marks(owner))
    _say_marks(owner, lifted)


@click.command(cls=Translated)
@FOLDER
@TEAMS
@JSON
def absent(folder, teams, as_json):
    """Mark teams absent: they are not drawn until `present`.

    \b
      scorecli concours absent fete/ 7
    """
    if not teams:
        raise click.UsageError(_("give the teams marked absent"))
    with writing(folder) as owner:
        numbers = [owner.team_number(t) for t in teams]
        owner.mark(numbers, False)
    if as_json:
        return emit_json(_marks(owner))
    _say_marks(owner)
    notes = _at_open_tables(owner, numbers)
    if notes:
        say("\n".join(notes))


@click.command(cls=Translated)
@FOLDER
@JSON
def undraw(folder, as_json):
    """Take back the last round drawn, before any table of it has begun.

    \b
      scorecli concours undraw fete/
    """
    with writing(folder) as owner:
        number, removed = owner.undraw()
    if as_json:
        return emit_json({"undrawn": number, "removed": _relative(owner, removed)})
    say(ngettext("Round {round} is taken back ({n} table file removed); `scorecli concours "
                 "draw {folder}` draws it again.",
                 "Round {round} is taken back ({n} table files removed); `scorecli concours "
                 "draw {folder}` draws it again.", len(removed)).format(
        round=number, n=len(removed), folder=folder))


@click.command(cls=Translated)
@FOLDER
@click.argument("first", metavar="TEAM")
@click.argument("second", metavar="TEAM")
@JSON
def swap(folder, first, second, as_json):
    """Two teams of the last round change places (table and side, or the bye).

    \b
      scorecli concours swap fete/ 4 9
    """
    with writing(folder) as owner:
        a, b = owner.team_number(first), owner.team_number(second)
        if a == b:
            raise click.UsageError(_("a swap needs two different teams"))
        drawn, _paths = owner.swap(a, b)
    concours_ = owner.concours
    data = round_data(concours_, drawn.round.round, owner.results())
    if as_json:
        return emit_json({**data, "rematches": [list(p) for p in drawn.rematches]})
    lines = [round_text(concours_, data, width=terminal_width())]
    if drawn.rematches:
        lines.append("")
    for x, y in drawn.rematches:
        met = next(r.round for r in concours_.draws[:-1]
                   if (x, y) in r.tables or (y, x) in r.tables)
        lines.append(_("{one} and {other} met in round {round}.").format(
            one=team_label(concours_, x), other=team_label(concours_, y), round=met))
    say("\n".join(lines))


@click.command(cls=Translated)
@FOLDER
@click.argument("round_number", metavar="ROUND", type=Count(min=1))
@click.argument("table", type=Count(min=1))
@click.argument("teams", nargs=-1, metavar="TEAM [TEAM]")
@JSON
def forfeit(folder, round_number, table, teams, as_json):
    """A team did not come to its table: the other scores the round as a bye.

    \b
      scorecli concours forfeit fete/ 2 4 7
    """
    if not teams:  # Click would say `Missing argument 'TEAM [TEAM]'`
        raise click.UsageError(_("say which team did not come, after the round and the "
                                 "table (as 2 4 7), or both teams if neither came"))
    if len(teams) > 2:
        raise click.UsageError(_("a table has two teams; give one or both"))
    with writing(folder) as owner:
        numbers = [owner.team_number(t) for t in teams]
        if len(set(numbers)) < len(numbers):
            raise click.UsageError(_("the same team is given twice"))
        was = was_data(owner, round_number, table)
        owner.forfeit(round_number, table, numbers)
        results = owner.results()
        stale = owner.stale(results)
    if as_json:
        say_stale(owner, stale=stale, err=True, changed=round_number)
        return emit_json({**table_data(owner.concours, round_number, table, results),
                          "was": was, "check": {"kind": None, "passed": None, "gap": None},
                          "stale": draw_data(stale)})
    concours_ = owner.concours
    data = table_data(concours_, round_number, table, results)
    seated = [x for side in (data["ns"], data["ew"])
              for x in (side if isinstance(side, list) else [side])]
    came = [n for n in seated if n not in numbers]
    lines = [_("Round {round}, table {table}: {teams} did not come.").format(
        round=round_number, table=table,
        teams=both(team_label(concours_, n) for n in numbers))]
    worth = bye_value(concours_, round_number, results)
    known = bool(worth or concours_.bye_points)  # else the mean, as results come in
    if came and concours_.melee:
        players = both(team_label(concours_, n) for n in came)
        lines.append(ngettext("Those who came score the round as a bye (won): {players}; "
                              "{points} point each.", "Those who came score the round as a "
                              "bye (won): {players}; {points} points each.", worth or 0
                              ).format(players=players, points=worth) if known else
                     _("Those who came score the round as a bye (won): {players}; the "
                       "round's mean points each, as the other tables' results come in."
                       ).format(players=players))
    elif came:
        team = team_label(concours_, came[0])
        lines.append(ngettext("{team} wins the round by forfeit, and scores it as a bye: "
                              "{points} point.", "{team} wins the round by forfeit, and "
                              "scores it as a bye: {points} points.", worth or 0
                              ).format(team=team, points=worth) if known else
                     _("{team} wins the round by forfeit, and scores it as a bye: the round's "
                       "mean points, as the other tables' results come in.").format(team=team))
    if round_number == concours_.drawn:
        for n in numbers:
            lines.append((_("{player} is marked absent: `scorecli concours present {folder} "
                            "{number}` when they are back, `scorecli concours withdraw "
                            "{folder} {number}` if they have left.")
                          if concours_.melee else
                          _("{team} is marked absent: `scorecli concours present {folder} "
                            "{number}` when it is back, `scorecli concours withdraw {folder} "
                            "{number}` if it has left.")).format(
                team=team_label(concours_, n), player=team_label(concours_, n),
                folder=folder, number=n))
    say("\n".join(lines))
    say_stale(owner, stale=stale, changed=round_number)


def _ranks(text: str) -> tuple[int, int]:
    # `4-8`, and as typeset text writes it (`4–8`, `4—8`): the help itself shows `4–8`
    said = re.fullmatch(r"(?:с|de|from)\s*(\d+)\s*(?:по|à|a|to)\s*(\d+)", text.strip().lower())
    text = f"{said[1]}-{said[2]}" if said else text  # « с 5 по 6 », as the list says ranks
    first, dash, last = text.strip().replace("–", "-").replace("—", "-").partition("-")
    if not is_count(first) or (dash and not is_count(last)):
        raise click.UsageError(_("{text!r} is not a rank (3) or a range of ranks (4-8)").format(
            text=text))
    first, last = int(first), int(last) if dash else int(first)
    if not 1 <= first <= last:
        raise click.UsageError(_("{text!r} is not a rank (3) or a range of ranks (4-8)").format(
            text=text))
    return first, last


@click.command(cls=Translated)
@FOLDER
@click.argument("rank", metavar="RANK")
@click.argument("text", required=False, metavar="TEXT")
@click.option("--clear", is_flag=True, help="Remove the prize of RANK.")
@JSON
def prize(folder, rank, text, clear, as_json):
    """Give a prize to a rank (3) or to each rank of a range (4-8).

    \b
      scorecli concours prize fete/ 1 "a ham"
      scorecli concours prize fete/ 4-8 "a bottle"
      scorecli concours prize fete/ 4-8 --clear
    """
    first, last = _ranks(rank)
    if clear == (text is not None):
        raise click.UsageError(_("give the prize's text, or --clear"))
    if text is not None and not text.strip():
        raise click.UsageError(_("a prize needs a text"))
    with writing(folder) as owner:
        was = owner.set_prize(first, last, None if clear else text.strip())
    registered = len(owner.concours.active())
    if not clear and last > registered:
        tell(ngettext("Note: {n} team is registered (not withdrawn) so far; ranks past it "
                      "have no team yet.", "Note: {n} teams are registered (not withdrawn) "
                      "so far; ranks past them have no team yet.", registered
                      ).format(n=registered), err=True)
    if as_json:
        return emit_json({"prizes": [{"from": p.first, "to": p.last, "text": p.text}
                                     for p in owner.concours.prizes]})
    if clear:
        said = (_("Rank {rank}: the prize {text!r} is cleared.") if first == last else
                _("Ranks {first} and {last}: the prize {text!r} is cleared.")
                if last == first + 1 else
                _("Ranks {first} to {last}: the prize {text!r} is cleared.")).format(
                    rank=first, first=first, last=last, text=was)
    else:
        said = (_("Rank {rank}: {text}") if first == last else
                _("Ranks {first} and {last}: {text}") if last == first + 1 else
                _("Ranks {first} to {last}: {text}")).format(rank=first, first=first,
                                                             last=last, text=text.strip())
        if was is not None and was != text.strip():
            said += " " + _("(was {text!r})").format(text=was)
        elif was is not None:
            said += " " + _("(unchanged)")
    say(said)
