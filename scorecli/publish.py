"""A published site's content (SPEC 14): a season read once, file by file, into its
standings, statistics and ratings, each match's page made as it is read (memory stays flat
however long the season), then each concours' page and the index, all handed to the
site's owner (`store.site.Site`). It prints nothing: `publish` says what it returns."""

from __future__ import annotations

import os
from pathlib import Path

from .errors import ScorecliError
from .i18n import _
from .render.labels import team_names
from .render.listings import ratings_rows
from .render.pages import concours_page, match_page, site_page
from .render.pages.site import result_kind
from .render.pages.site import ratings_listing, standings_listing, stats_listing
from .season import Narrowing, Standings, Stats
from .season.ratings import Ratings
from .store import read_matches, season_files
from .store.concoursfile import ConcoursFolder
from .store.files import CONCOURS_FILE, shown_path


def _concours_folders(paths) -> list[Path]:
    """The folders under `paths` that hold a concours, found by the season's own walk
    (hidden folders skipped, a link loop walked once)."""

    found: list[Path] = []
    season_files(paths, concours=found)
    return sorted(dict.fromkeys(path.parent for path in found), key=str)


def _table_titles(folders: list[Path]) -> tuple[dict[Path, str], dict[Path, Path]]:
    """Each concours table's file (its real path) with its concours' title, and with its
    concours file (whose title and typed results its page shows)."""
    titles, files = {}, {}
    for folder in folders:
        try:
            owner = ConcoursFolder.read(folder)
        except ScorecliError:
            continue  # said where its page is made
        title = owner.concours.title or folder.resolve().name
        for r, t, _ns, _ew in owner.concours.tables():
            titles[owner.table_path(r, t).resolve()] = title
            files[owner.table_path(r, t).resolve()] = folder / CONCOURS_FILE
    return titles, files


def _renderer() -> str:
    """What every page is made with: scorecli's version, the language and its compiled
    catalog, the templates. A change of any of them makes every page again."""
    from importlib.metadata import PackageNotFoundError, version

    from .i18n import language

    here = Path(__file__).parent
    try:
        made_by = version("scorecli")
    except PackageNotFoundError:  # a checkout run without installing
        made_by = "?"
    said = [made_by, language()]
    for part in sorted((here / "render" / "templates").glob("*.j2")) + sorted(
            (here / "locale").glob(f"{language()}/LC_MESSAGES/*.mo")) + [Path(__file__)]:
        status = part.stat()
        said.append(f"{part.name}:{status.st_size}:{status.st_mtime_ns}")
    return "|".join(said)


def _made_from(source: str, concours: Path | None, renderer: str) -> str:
    """A match page's sources as the file system sees them: its match file's (and a
    concours table's concours file's) size, time and inode, with the renderer's."""
    said = [renderer]
    for path in (source, concours) if concours else (source,):
        try:
            status = os.stat(path)
        except OSError:
            return ""  # cannot be known: made again
        said.append(f"{status.st_size}:{status.st_mtime_ns}:{status.st_ino}")
    import hashlib

    return hashlib.sha256("|".join(said).encode()).hexdigest()[:32]


def _within(paths, path: Path) -> str:
    """A file's path from the folder given that holds it (`friday`, `fete/round-1/table-1`),
    without its suffix: what its page is named after."""
    for given in map(Path, paths):
        try:
            inside = path.relative_to(given)
        except ValueError:
            continue
        if given.is_dir():
            return str(inside.with_suffix("")) if inside.name != CONCOURS_FILE else \
                str(inside.parent if str(inside.parent) != "." else given.resolve().name)
    return path.stem if path.name != CONCOURS_FILE else path.parent.resolve().name


def publish_site(paths, site, title: str | None) -> tuple[int, list[dict], int, list[str]]:
    """Make every page into `site`; the matches counted, the files left out (records of
    `read_matches`' kind), the concours published, and the notes on the season (targets
    that differ) for the caller to say."""

    standings, stats, ratings = Standings("team"), Stats("player"), Ratings(history=False)
    matches, pages = [], {}  # the index's list; each match file's page, by its real path
    narrowing = Narrowing(targets=True)
    folders = _concours_folders(paths)
    titles, concourses = _table_titles(folders)  # a table is named with its concours' title

    renderer = _renderer()

    def add(match, score, path):
        if not score.forfeit:  # a forfeit is no match: its page alone says who did not come
            standings.add(match, score)
            stats.add(match, score)
            ratings.add(match, score, path)
        source = os.path.realpath(path)
        real = Path(source)  # resolved once: 3,000 resolves were 0.12 s of 1,000 matches
        relative = site.name_for("matches", _within(paths, Path(path)), source)
        made = _made_from(source, concourses.get(real), renderer)
        if not site.reuse(relative, source, made):
            site.write(relative, match_page(score, match, Path(path).stem,
                                            home="../index.html"), source, made)
        pages[real] = relative
        names = team_names(match)
        started = match.started if hasattr(match.started, "year") else None
        about = _("{ns} {ns_total}, {ew} {ew_total}").format(
            ns=names["ns"], ew=names["ew"], ns_total=score.total["ns"],
            ew_total=score.total["ew"]) if not score.forfeit else _(
            "{ns} against {ew}").format(ns=names["ns"], ew=names["ew"])
        kind = result_kind(score)
        title = match.title or path
        concours_title = titles.get(real)
        if concours_title:
            title = _("{concours}: {table}").format(concours=concours_title, table=title)
        matches.append({"href": relative, "title": title,
                        "when": f"{started:%Y-%m-%d}" if started else "",
                        "sort": f"{started:%Y-%m-%d %H:%M}" if started else "",
                        "about": _("{result} ({kind})").format(result=about, kind=kind)
                        if kind else about})

    counted, skipped = read_matches(paths, add, narrowing.keeps, with_path=True,
                                    forfeits=True)
    for left_out in skipped:  # a file that could not be read keeps its page (F16)
        site.keep(os.path.realpath(left_out["path"]))
    matches.sort(key=lambda m: m["sort"], reverse=True)  # the newest first, undated last
    concours = []
    for folder in folders:
        try:
            owner = ConcoursFolder.read(folder)
            results = owner.results()
            event = owner.concours
            links = {(r, t): "../" + pages[owner.table_path(r, t).resolve()]
                     for r, t, _ns, _ew in event.tables()
                     if owner.table_path(r, t).resolve() in pages}
            page = concours_page(owner.state(results=results), owner.rules(),
                                 owner.progress, home="../index.html", links=links)
        except ScorecliError as exc:
            skipped.append({"path": shown_path(folder), "problem": str(exc),
                            "why": str(exc).splitlines()[0]})
            site.keep(os.path.realpath(folder / CONCOURS_FILE))
            continue
        source = os.path.realpath(folder / CONCOURS_FILE)
        relative = site.name_for("concours", _within(paths, folder / CONCOURS_FILE), source)
        site.write(relative, page, source)
        concours.append({"href": relative, "title": event.title or folder.name,
                         "about": _("round {drawn} of {rounds}").format(
                             drawn=event.drawn, rounds=event.rounds)})
    rated = ratings.rate()
    site.write("index.html", site_page(
        title or _("Results"), standings_listing(standings, narrowing.visitors_warning()),
        stats_listing(stats), ratings_listing(ratings_rows(rated, 5)) if rated else None,
        matches, concours))
    return counted, skipped, len(concours), narrowing.notes()

