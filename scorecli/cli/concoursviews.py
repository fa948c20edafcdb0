"""The views of a concours (SPEC 13 and 14): `concours show` (the ranking, a round's draw,
as text, JSON, CSV or a page) and `concours sheets` (a round's draw and its score sheets)."""

from __future__ import annotations

import datetime
from contextlib import contextmanager
from pathlib import Path

import click

from ..errors import ConcoursRefused
from ..i18n import N_, _, listed
from ..store.concoursfile import ConcoursFolder
from . import Translated
from .params import TABLE_FORMAT, Count
from .terminal import emit, on_terminal, page_out, say, settings, tell, terminal_width


FOLDER = click.argument("folder", type=click.Path(path_type=Path))


def _open_folder(folder):
    return ConcoursFolder.read(folder, settings().registry)


def say_warnings(owner: ConcoursFolder) -> None:
    for warning in dict.fromkeys(owner.warnings):
        tell(_("Note: {warning}").format(warning=warning), err=True)
    owner.warnings.clear()  # each said once


@contextmanager
def writing(folder):
    """The folder's owner under its lock; its notes said once the change is made (a file
    that names one player in two teams is noted by every command, SPEC 13)."""
    with ConcoursFolder.writing(folder, settings().registry) as owner:
        yield owner
    say_warnings(owner)


# ---------------------------------------------------------------- show


@click.command(cls=Translated)
@FOLDER
@click.option("--round", "round_number", type=Count(min=1), metavar="N",
              help="Round N's draw: its tables, the bye, where each team sits.")
@click.option("--after", type=Count(min=1), metavar="N",
              help="The ranking after round N (the one that drew round N + 1).")
@click.option("--ranking", "ranking_only", is_flag=True,
              help="The ranking alone (with --html: its page to print).")
@click.option("--teams", "teams_view", is_flag=True,
              help="The teams registered: players, check-in, withdrawals.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON, for other programs.")
@click.option("--csv", "as_csv", is_flag=True, help="Print CSV, for a spreadsheet.")
@click.option("--format", "fmt", default="simple", type=TABLE_FORMAT,
              help="Any tabulate table format: github, html, grid, ...")
@click.option("--html", "as_html", is_flag=True,
              help="A page to print or to post: the ranking and every round's draw.")
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="PATH",
              help="With --html: write the page to PATH (else to standard output).")
@click.option("--watch", "watching", is_flag=True,
              help="Print the view again whenever the concours changes, until Ctrl-C.")
def show(folder, round_number, after, ranking_only, teams_view, as_json, as_csv, fmt, as_html,
         output, watching):
    """The ranking, recomputed from the tables (or one round's draw, or the teams).

    \b
      scorecli concours show fete/
      scorecli concours show fete/ --round 2
      scorecli concours show fete/ --after 2
      scorecli concours show fete/ --teams
      scorecli concours show fete/ --html -o fete.html
      scorecli concours show fete/ --watch
    """
    if sum(map(bool, (as_json, as_csv, as_html))) > 1:
        raise click.UsageError(_("choose one of --json, --csv and --html"))
    if sum(map(bool, (round_number is not None, after is not None or ranking_only,
                      teams_view))) > 1:
        raise click.UsageError(_("choose one of --round, --after (or --ranking) and --teams"))
    if output is not None and not as_html:
        raise click.UsageError(_("--output writes the page of --html; add --html"))
    if watching and (as_json or as_csv or as_html):
        raise click.UsageError(_("--watch prints the view for people; it takes no --json, "
                                 "--csv or --html"))
    if watching:
        from .concourssaid import watch

        shown = []

        def once():
            if shown and on_terminal():
                click.clear()
            elif shown:
                click.echo()
            say(_("{time}, {folder}").format(time=datetime.datetime.now().strftime("%H:%M:%S"),
                                             folder=folder))
            _show(folder, round_number, after, ranking_only, teams_view, False, False, fmt,
                  False, None)
            shown.append(True)
        watch(folder, once)
        return
    _show(folder, round_number, after, ranking_only, teams_view, as_json, as_csv, fmt, as_html,
          output)


def _show(folder, round_number, after, ranking_only, teams_view, as_json, as_csv, fmt, as_html,
          output) -> None:
    from ..render import json_text, rows_csv
    from ..render.concours import ranking_data, round_data

    owner = _open_folder(folder)
    concours_ = owner.concours
    owner.drawn_round(round_number)
    if after is not None and after > concours_.drawn:
        raise ConcoursRefused(N_("--after {after}: {drawn} rounds are drawn"), after=after,
                              drawn=concours_.drawn)
    if teams_view:
        say_warnings(owner)
        return _show_teams(owner, as_json, as_csv, as_html, fmt, output)
    results = owner.results()
    say_warnings(owner)
    st = owner.state(after, results)
    says_it = round_number is None and not (as_json or as_csv or as_html) and fmt == "simple"
    if st.stale is not None and not says_it and not owner.round_begun(st.stale.round):
        from .concourssaid import say_stale

        say_stale(owner, stale=st.stale, err=True)
    if as_html:
        from ..render import pages

        if round_number is not None:
            page = pages.round_page(concours_, owner.rules(), round_number, results)
        elif after is not None or ranking_only:
            page = pages.ranking_page(st, owner.rules())
        else:
            page = pages.concours_page(st, owner.rules(), owner.progress)
        page_out(page, output, owner.path)
        return
    if round_number is not None:
        data = round_data(concours_, round_number, results)
        if as_json:
            emit(json_text(data))
        elif as_csv:
            click.echo(rows_csv(data["tables"]), nl=False)
        else:
            # A table as asked, whole; else lines folded at the terminal's width (a table
            # too wide is said a line a table, and a long line must not break mid-word).
            from ..render.concours import round_text

            (say if fmt == "simple" else click.echo)(round_text(
                concours_, data, fmt, None if fmt != "simple" else terminal_width(),
                owner.progress))
        return
    data = ranking_data(st)
    if as_json:
        emit(json_text(data))
    elif as_csv:
        click.echo(rows_csv(data["ranking"]), nl=False)
    elif fmt != "simple":  # a format asked for: the table alone, to paste where it goes
        from ..render.concours import ranking_table

        click.echo(ranking_table(concours_, data["ranking"], fmt, legend=False))
    else:
        say(_ranking_text(owner, st, data))


def _ranking_text(owner, st, data) -> str:
    from ..render.concours import (check_code_said, prize_lines, ranking_heading,
                                   ranking_table, rules_said, stale_said, tie_break_lines)

    lines = [ranking_heading(st, rules_said(owner.rules())), "",
             ranking_table(st.concours, data["ranking"], "simple", terminal_width())]
    broken = tie_break_lines(st) if st.final else []  # before, every rank may still move
    if broken:
        lines += ["", _("Ties broken:"), *("  " + line for line in broken)]
    if st.standings:
        lines += ["", check_code_said(st)]
    more = prize_lines(st, listed=not st.final)
    if st.to_check:
        more += [""] * bool(more) + [_("Typed sheets to check (they fail the paper check): {tables}").format(
            tables=listed(_("round {round} table {table}").format(round=r, table=t)
                             for r, t in st.to_check))]
    if st.stale is not None:
        undo = st.stale.round == st.concours.drawn and not owner.round_begun(st.stale.round)
        more.append(stale_said(st.concours, st.stale, owner.folder, undo))
    return "\n".join(lines + ([""] + more if more else []))


def _show_teams(owner, as_json, as_csv, as_html, fmt, output) -> None:
    from ..render import json_text, rows_csv
    from ..render.concours import teams_data, teams_text

    data = teams_data(owner.concours)
    if as_json:
        emit(json_text(data))
    elif as_csv:
        rows = next(iter(data.values()))  # a mêlée's players, or the teams
        click.echo(rows_csv([{**row, "players": " & ".join(row["players"])} if "players" in row
                             else row for row in rows]), nl=False)
    elif as_html:
        from ..render import pages

        page_out(pages.teams_page(owner.concours), output, owner.path)
    else:
        (say if fmt == "simple" else click.echo)(teams_text(
            owner.concours, fmt, terminal_width() if fmt == "simple" else None))


@click.command(cls=Translated)
@FOLDER
@click.option("--round", "round_number", type=Count(min=1), metavar="N",
              help="The round (default: the last drawn).")
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="PATH",
              help="Write the page to PATH (else to standard output).")
def sheets(folder, round_number, output):
    """The round's draw, then a score sheet for each table, two to an A4 page where they
    fit.

    \b
      scorecli concours sheets fete/ -o round-2.html
    """
    from ..render.pages import concours_sheets_page

    owner = _open_folder(folder)
    if not owner.concours.drawn:
        raise ConcoursRefused(N_("no round is drawn yet; `scorecli concours draw {folder}` draws "
                            "the first"), folder=folder)
    owner.drawn_round(round_number)
    results = owner.results()
    say_warnings(owner)
    page_out(concours_sheets_page(owner.concours, owner.rules(),
                                  round_number or owner.concours.drawn, results),
             output, owner.path)


@click.command(cls=Translated)
@FOLDER
@click.option("--tables", type=Count(min=1, max=999), metavar="N",
              help="The cards to print (default: the tables of the largest round drawn).")
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="PATH",
              help="Write the page to PATH (else to standard output).")
def cards(folder, tables, output):
    """A card with its number for each table, two to an A4 page (cut across).

    \b
      scorecli concours cards fete/ -o cards.html
      scorecli concours cards fete/ --tables 12 -o cards.html
    """
    from ..render.pages import cards_page

    owner = _open_folder(folder)
    concours_ = owner.concours
    if tables is None:
        tables = max((len(r.tables) for r in concours_.draws), default=0) or \
            len(concours_.in_the_draw()[0]) // (4 if concours_.melee else 2)
    if not tables:
        raise ConcoursRefused(N_("no round is drawn and too few teams are registered to know "
                                 "how many tables: give --tables N"))
    page_out(cards_page(concours_, tables), output, owner.path)
