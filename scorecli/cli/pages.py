"""The pages to print and to publish (SPEC 14): `sheet` (a blank score sheet) and
`publish` (a static site of a season and its concours). `show --html` is `views`',
`concours show --html` and `concours sheets` are `concours`'."""

from __future__ import annotations

import os
from pathlib import Path

import click

from ..errors import NotFound, OutputRefused, ScorecliError
from ..i18n import N_, _, ngettext
from ..render.layout import SHEET_ROWS
from . import Translated
from .flags import complete_rules, rules_for
from .params import Count
from .terminal import page_out, say, tell


@click.command(cls=Translated)
@click.option("--rules", "rules_name", metavar="NAME", required=True,
              shell_complete=complete_rules, help="The rule set the sheet is for.")
@click.option("--deals", type=Count(min=1, max=SHEET_ROWS), metavar="N",
              help="Rows for N deals, a match of N deals (default: the rule set's "
                   "number of deals, else 20).")
@click.option("--target", type=Count(min=1, max=10**9), metavar="N",
              help="A match to N points (with --deals: N deals or to the target).")
@click.option("--ns", "ns_name", metavar="NAME", help="The name of team NS.")
@click.option("--ew", "ew_name", metavar="NAME", help="The name of team EW.")
@click.option("--title", metavar="TEXT", help="A title for the sheet.")
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="PATH",
              help="Write the page to PATH (else to standard output).")
def sheet(rules_name, deals, target, ns_name, ew_name, title, output):
    """A blank score sheet to print, two to an A4 page where they fit.

    \b
      scorecli sheet --rules belote-maison --ns Nous --ew Eux -o sheet.html
      scorecli sheet --rules belote-maison --deals 12 -o concours-sheet.html
      scorecli sheet --rules coinche-maison --target 2000 > sheet.html
    """
    from ..render.pages import sheet_page

    rules = rules_for(rules_name, ())
    if deals is not None or target is not None:  # the header says how the match ends
        rules = rules.with_options({"deals_limit": deals or 0, "target": target or 0})
    page_out(sheet_page(rules, deals, ns_name, ew_name, title), output)


def _problem(exc: BaseException) -> str:
    from . import os_error_said

    return os_error_said(exc) if isinstance(exc, OSError) else str(exc)


@click.command(cls=Translated)
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="FOLDER",
              required=True, help="The folder of the site (made if missing).")
@click.option("--title", metavar="TEXT", help="The site's title.")
@click.option("--force", is_flag=True,
              help="Replace files at the pages' names that scorecli did not write there.")
def publish(paths, output, title, force):
    """A static site of a season: standings, statistics, ratings, a page per match and
    per concours, with relative links (copy the folder to any web host).

    \b
      scorecli publish season/ -o site/
      scorecli publish season/ fete/ -o site/ --title "Club de la Poste"
    """

    from ..publish import publish_site
    from ..store.site import Site
    from .season import say_left_out

    missing = [str(path) for path in paths if not os.path.lexists(path)]
    if missing:  # a typo publishes nothing, and removes nothing (F5)
        raise NotFound(N_("{paths}: no such file or folder; nothing was published"),
                         paths=", ".join(missing))
    site = None
    try:
        with Site(output, force) as site:
            counted, skipped, concours, notes = publish_site(paths, site, title)
            site.finish()
        from ..store import safewrite

        safewrite.SAVED.append(output)  # the site is written: said if printing fails
    except (KeyboardInterrupt, ScorecliError, OSError) as exc:
        if site is not None and site.replacing:  # stopped while putting pages in place
            if isinstance(exc, KeyboardInterrupt):
                tell(_("Stopped while the pages of {folder} were being replaced: some are "
                       "new, some old; publish again to complete it.").format(folder=output),
                     err=True)
                raise click.exceptions.Exit(130) from None
            raise OutputRefused(N_("{problem}\nsome pages of {folder} were replaced, others "
                                "not; publish again to complete it"),
                             problem=_problem(exc), folder=output) from None
        if isinstance(exc, KeyboardInterrupt):
            raise
        raise OutputRefused(N_("{problem}\n{folder} was left as it was: nothing was changed"),
                         problem=_problem(exc), folder=output) from None
    say_left_out(skipped)
    for note in notes:
        tell(note, err=True)
    say(ngettext("Published {n} match", "Published {n} matches", counted).format(n=counted)
        + (" " + ngettext("and {n} concours", "and {n} concours", concours).format(n=concours)
           if concours else "")
        + " " + _("to {folder}: open {index}.").format(folder=output,
                                                          index=Path(output) / "index.html"))
    changed = len(site.written) - len(site.unchanged)
    # TRANSLATORS: a count of pages in each place, whatever the count ("Pages: 1 written")
    say(_("Pages: {written} written, {unchanged} unchanged.").format(
        written=changed, unchanged=len(site.unchanged)))
    if site.replaced:
        say(ngettext("Replaced with --force: {files}.", "Replaced with --force: {files}.",
                     len(site.replaced)).format(
            files=", ".join(str(Path(output) / p) for p in site.replaced)))
    if site.removed:
        gone = site.removed
        say(ngettext("{n} page of the last publishing was removed (its match is gone).",
                     "{n} pages of the last publishing were removed (their matches are "
                     "gone).", len(gone)).format(n=len(gone)))
    if site.kept:
        say(ngettext("{n} page was kept as it was, for a file left out: {pages}.",
                     "{n} pages were kept as they were, for files left out: {pages}.",
                     len(site.kept)).format(n=len(site.kept), pages=", ".join(site.kept)))
    if skipped:
        raise click.exceptions.Exit(1)
