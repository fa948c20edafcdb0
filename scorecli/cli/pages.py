"""The pages to print and to publish (SPEC 14): `sheet` (a blank score sheet) and
`publish` (a static site of a season and its concours). `show --html` is `views`',
`concours show --html` and `concours sheets` are `concours`'."""

from __future__ import annotations

from pathlib import Path

import click

from .params import SHEET_ROWS, Count
from ..i18n import _, ngettext
from . import Translated
from .flags import complete_rules, rules_for
from .terminal import page_out, say


@click.command(cls=Translated)
@click.option("--rules", "rules_name", metavar="NAME", required=True,
              shell_complete=complete_rules, help="The rule set the sheet is for.")
@click.option("--deals", type=Count(min=1, max=SHEET_ROWS), metavar="N",
              help="Rows for N deals (default: the rule set's number of deals, else 20).")
@click.option("--ns", "ns_name", metavar="NAME", help="The name of team NS.")
@click.option("--ew", "ew_name", metavar="NAME", help="The name of team EW.")
@click.option("--title", metavar="TEXT", help="A title for the sheet.")
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="PATH",
              help="Write the page to PATH (else to standard output).")
def sheet(rules_name, deals, ns_name, ew_name, title, output):
    """A blank score sheet to print, two to an A4 page.

    \b
      scorecli sheet --rules belote-maison --ns Nous --ew Eux -o sheet.html
      scorecli sheet --rules coinche-maison --deals 16 > sheet.html
    """
    from ..render.pages import sheet_page

    rules = rules_for(rules_name, ())
    page_out(sheet_page(rules, deals, ns_name, ew_name, title), output)


@click.command(cls=Translated)
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="FOLDER",
              required=True, help="The folder of the site (made if missing).")
@click.option("--title", metavar="TEXT", help="The site's title.")
def publish(paths, output, title):
    """A static site of a season: standings, statistics, ratings, a page per match and
    per concours, with relative links (copy the folder to any web host).

    \b
      scorecli publish season/ -o site/
      scorecli publish season/ fete/ -o site/ --title "Club de la Poste"
    """
    from ..store.site import Site
    from .publishing import publish_site

    site = Site(output)
    counted, skipped, concours = publish_site(paths, site, title)
    gone = site.finish()
    say(ngettext("Published {n} match", "Published {n} matches", counted).format(n=counted)
        + (" " + ngettext("and {n} concours", "and {n} concours", concours).format(n=concours)
           if concours else "")
        + " " + _("to {folder}: open {index}.").format(folder=output,
                                                          index=Path(output) / "index.html"))
    if gone:
        say(ngettext("{n} page of the last publishing was removed (its match is gone).",
                     "{n} pages of the last publishing were removed (their matches are "
                     "gone).", len(gone)).format(n=len(gone)))
    if skipped:
        raise click.exceptions.Exit(1)
