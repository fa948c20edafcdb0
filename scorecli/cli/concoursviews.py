"""The views of a concours (SPEC 13 and 14): `concours show` (the ranking, a round's draw,
as text, JSON, CSV or a page) and `concours sheets` (a round's draw and its score sheets)."""

from __future__ import annotations

from pathlib import Path

import click

from ..concours import ranking
from ..errors import ConcoursRefused
from ..i18n import N_, _
from ..store.concoursfile import ConcoursFolder
from . import Translated
from .params import TABLE_FORMAT, Count
from .terminal import emit, page_out, say, settings, tell, terminal_width


FOLDER = click.argument("folder", type=click.Path(path_type=Path))


def _open_folder(folder):
    return ConcoursFolder.read(folder, settings().registry)


def say_warnings(owner: ConcoursFolder) -> None:
    for warning in dict.fromkeys(owner.warnings):
        tell(_("Note: {warning}").format(warning=warning), err=True)


# ---------------------------------------------------------------- show


@click.command(cls=Translated)
@FOLDER
@click.option("--round", "round_number", type=Count(min=1), metavar="N",
              help="Round N's draw: its tables, the bye, where each team sits.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON, for other programs.")
@click.option("--csv", "as_csv", is_flag=True, help="Print CSV, for a spreadsheet.")
@click.option("--format", "fmt", default="simple", type=TABLE_FORMAT,
              help="Any tabulate table format: github, html, grid, ...")
@click.option("--html", "as_html", is_flag=True,
              help="A page to print or to post: the ranking and every round's draw.")
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="PATH",
              help="With --html: write the page to PATH (else to standard output).")
def show(folder, round_number, as_json, as_csv, fmt, as_html, output):
    """The ranking, recomputed from the tables (or one round's draw).

    \b
      scorecli concours show fete/
      scorecli concours show fete/ --round 2
      scorecli concours show fete/ --html -o fete.html
    """
    from ..render import json_text, rows_csv
    from ..render.concours import (ranking_data, ranking_heading, ranking_table, round_data,
                                   round_text, rules_said)

    if sum(map(bool, (as_json, as_csv, as_html))) > 1:
        raise click.UsageError(_("choose one of --json, --csv and --html"))
    if output is not None and not as_html:
        raise click.UsageError(_("--output writes the page of --html; add --html"))
    owner = _open_folder(folder)
    concours_ = owner.concours
    owner.drawn_round(round_number)
    results = owner.results()
    say_warnings(owner)
    if as_html:
        from ..render.pages import concours_page

        page_out(concours_page(concours_, owner.rules(), ranking(concours_, results),
                               len(concours_.open_tables(results)), results, owner.progress),
                 output, owner.path)
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
            (say if fmt == "simple" else click.echo)(round_text(
                concours_, data, fmt, None if fmt != "simple" else terminal_width(),
                owner.progress))
        return
    still_open = concours_.open_tables(results)
    data = ranking_data(concours_, ranking(concours_, results), still_open)
    if as_json:
        emit(json_text(data))
    elif as_csv:
        click.echo(rows_csv(data["ranking"]), nl=False)
    elif fmt != "simple":  # a format asked for: the table alone, to paste where it goes
        click.echo(ranking_table(concours_, data["ranking"], fmt, legend=False))
    else:
        say(ranking_heading(concours_, rules_said(owner.rules()), len(still_open)))
        click.echo("\n" + ranking_table(concours_, data["ranking"], fmt, terminal_width()))


@click.command(cls=Translated)
@FOLDER
@click.option("--round", "round_number", type=Count(min=1), metavar="N",
              help="The round (default: the last drawn).")
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="PATH",
              help="Write the page to PATH (else to standard output).")
def sheets(folder, round_number, output):
    """The round's draw, then a score sheet for each table, two to an A4 page.

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
                                  round_number or owner.concours.drawn, results,
                                  owner.progress),
             output, owner.path)
