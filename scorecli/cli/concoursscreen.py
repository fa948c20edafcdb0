"""Watching a concours (SPEC 13 "Watching", 14 `concours screen`): the projector's pages
written into a folder, and `--watch`, which looks at the concours folder once a second
and writes (or prints) again whenever it changed, until Ctrl-C."""

from __future__ import annotations

import datetime
from pathlib import Path

import click

from ..i18n import _, ngettext
from ..store.concoursfile import ConcoursFolder
from . import Translated
from .concourssaid import watch
from .concoursviews import FOLDER, say_warnings
from .params import Count
from .terminal import emit, say, settings

def write_screen(folder, output: Path, seconds: int, force: bool) -> dict:
    """Write the screen's pages into `output`: {"pages", "removed", "replaced"}."""
    from ..render.pages.screen import back_to_first, screen_html
    from ..store.site import ScreenFolder

    owner = ConcoursFolder.read(folder, settings().registry)
    st = owner.state()
    say_warnings(owner)
    written = datetime.datetime.now().strftime("%H:%M")
    pages = screen_html(st, seconds, written)
    with ScreenFolder(output, force) as screen:
        names = [name for name, _page in pages]
        gone = [page for page in screen.previous() if page not in names]
        for name, page in pages:
            screen.write(name, page)
        for name in gone:
            screen.write(name, back_to_first())
        screen.finish()
    return {"pages": names, "removed": gone, "replaced": list(screen.replaced)}


@click.command(cls=Translated)
@FOLDER
@click.option("-o", "--output", type=click.Path(path_type=Path), metavar="DIR", required=True,
              help="The folder of the pages (made if missing); open DIR/index.html full screen.")
@click.option("--seconds", type=Count(min=1, max=3600), default=15, show_default=True,
              help="How long each page shows before the next.")
@click.option("--watch", "watching", is_flag=True,
              help="Write the pages again whenever the concours changes, until Ctrl-C.")
@click.option("--force", is_flag=True,
              help="Replace files at the pages' names that scorecli did not write there.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON, for other programs.")
def screen(folder, output, seconds, watching, force, as_json):
    """Pages for a projector: the ranking, the round's tables and where am I, in turn.

    \b
      scorecli concours screen fete/ -o screen/
      scorecli concours screen fete/ -o screen/ --seconds 20 --watch
    """
    def once():
        done = write_screen(folder, output, seconds, force)
        if as_json:
            import json

            from ..render import json_text

            data = {"pages": done["pages"], "removed": done["removed"]}
            emit(json.dumps(data, ensure_ascii=False) if watching else json_text(data))
            return
        said = ngettext("Wrote {n} page to {folder} at {time}: open {index} in a browser, "
                        "full screen.",
                        "Wrote {n} pages to {folder} at {time}: open {index} in a browser, "
                        "full screen.", len(done["pages"])).format(
            n=len(done["pages"]), folder=output, index=Path(output) / "index.html",
            time=datetime.datetime.now().strftime("%H:%M:%S"))
        if done["replaced"]:
            said += "\n" + _("Replaced with --force: {files}.").format(
                files=", ".join(str(Path(output) / p) for p in done["replaced"]))
        if done["removed"]:
            said += "\n" + _("Pages no longer needed turn back to the first: {files}.").format(
                files=", ".join(done["removed"]))
        say(said)

    if watching:
        watch(folder, once)
    else:
        once()
