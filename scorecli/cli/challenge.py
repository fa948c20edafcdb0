"""`scorecli challenge`: players or teams ranked over a season's concours by their
placements (SPEC 10, fourth round). Parses the flags, reads the final concours through
the store, ranks them with `season.challenge`, and prints."""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import NotFound, RuleSetError
from ..i18n import N_, _, ngettext
from . import Translated
from .params import TABLE_FORMAT, Count, Date
from .terminal import tell, terminal_width


def _points(ctx, param, value):
    """`20,17,15,13,11,+1`: rank k's points, and a last `+N` for every rank after."""
    if value is None:
        return None
    parts = [p.strip() for p in value.split(",")]
    others = 0
    if parts and parts[-1].startswith("+"):
        others = parts.pop()[1:]
        if not others.isdigit() or not others.isascii():
            raise click.BadParameter(_("{value!r} is not a list of whole numbers, with "
                                       "perhaps a last +N").format(value=value))
        others = int(others)
    if not parts or not all(p.isdigit() and p.isascii() for p in parts):
        raise click.BadParameter(_("{value!r} is not a list of whole numbers, with perhaps "
                                   "a last +N").format(value=value))
    return tuple(int(p) for p in parts), others


def scheme_from_file(name: str):
    """`[challenges.NAME]` of the rules file."""
    from ..season.challenge import Scheme
    from ..store.userrules import challenges, rules_file

    path = rules_file()
    found = challenges(path) if path else {}
    if name.casefold() not in found:
        raise RuleSetError(N_("no challenge scheme {name!r} in {path}: it holds {names}")
                           if path else N_("no challenge scheme {name!r}: there is no rules "
                                           "file to hold [challenges.{name}]"),
                           name=name, path=path, names=", ".join(sorted(found)) or "-")
    table = found[name.casefold()]
    return Scheme(tuple(table["points"]), table.get("others", 0), table.get("best"))


@click.command(cls=Translated)
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--by", type=click.Choice(["player", "team"]), default="player",
              show_default=True, help="Rank players (who may change partners) or teams.")
@click.option("--points", "points", metavar="LIST", callback=_points,
              help="Placement points: rank 1's, rank 2's, ... and a last +N for every rank "
                   "after (else n - k + 1).")
@click.option("--scheme", metavar="NAME", help="The points of [challenges.NAME] in the rules "
                                               "file.")
@click.option("--best", type=Count(min=1, max=10**6), metavar="N",
              help="Count only each one's N best concours.")
@click.option("--rank", "rank_by", type=click.Choice(["placement", "points"]),
              default="placement", show_default=True,
              help="Rank on placement points first, or on points for first.")
@click.option("--since", type=Date(),
              help="Count only the concours played on that day or later.")
@click.option("--until", type=Date(),
              help="Count only the concours played on that day or earlier.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON, for other programs.")
@click.option("--csv", "as_csv", is_flag=True, help="Print CSV, for a spreadsheet.")
@click.option("--format", "fmt", default="simple", type=TABLE_FORMAT,
              help="Any tabulate table format: github, html, grid, ...")
def challenge(paths, by, points, scheme, best, rank_by, since, until, as_json, as_csv, fmt):
    """A season's challenge: players (or teams) ranked over the finished concours in
    PATHS by their placements.

    \b
      scorecli challenge season/
      scorecli challenge season/ --points 20,17,15,13,11,+1 --best 5
      scorecli challenge season/ --by team --rank points
    """
    from ..season.challenge import Scheme
    from ..season.challenge import challenge as rank_challenge
    from ..store.concoursseason import read_concours
    from .season import say_left_out

    if points is not None and scheme is not None:
        raise click.UsageError(_("choose one of --points and --scheme"))
    if as_json and as_csv:
        raise click.UsageError(_("choose one of --json and --csv"))
    if since and until and since > until:
        raise click.UsageError(_("--since {since} is after --until {until}: no date is "
                                 "in between (swap them?)").format(since=since.date(),
                                                                   until=until.date()))
    chosen = scheme_from_file(scheme) if scheme else Scheme(*points) if points else Scheme()
    if best is not None:
        chosen = chosen._replace(best=best)
    read = read_concours(paths, since.date() if since else None,
                         until.date() if until else None)
    if not any(read[k] for k in ("found", "unfinished", "skipped", "undated", "outside")):
        raise NotFound(N_("{paths}: no concours there (a folder holding concours.toml)"),
                       paths=", ".join(map(str, paths)))
    say_left_out(read["skipped"])
    for left in read["unfinished"]:
        tell(ngettext("{path}: round {drawn} of {rounds} drawn, {open} table open; left out "
                      "until its ranking is final",
                      "{path}: round {drawn} of {rounds} drawn, {open} tables open; left out "
                      "until its ranking is final", left["open"]).format(**left)
             if left["open"] else
             _("{path}: round {drawn} of {rounds} drawn; left out until its ranking is "
               "final").format(**left), err=True)
    if read["outside"]:
        tell(ngettext("{n} concours played outside the dates left out",
                      "{n} concours played outside the dates left out", read["outside"]).format(
            n=read["outside"]), err=True)
    if read["undated"]:
        tell(ngettext("{n} concours without a date left out",
                      "{n} concours without a date left out", read["undated"]).format(
            n=read["undated"]), err=True)
    melees = [f.path for f in read["found"] if f.melee]
    if by == "team" and melees:
        tell(_("Left out with --by team, a mêlée having no teams: {paths}").format(
            paths=", ".join(melees)), err=True)
    rows = rank_challenge(read["found"], by, chosen, rank_by)
    if as_json:
        from ..render import json_text

        click.echo(json_text({"challenge": rows, "concours": len(read["found"]),
                              "skipped": read["skipped"],
                              "unfinished": [{k: v for k, v in u.items() if k != "open"}
                                             for u in read["unfinished"]]}))
    elif as_csv:
        from ..render import rows_csv

        click.echo(rows_csv([{**r, "places": places_said(r["places"])} for r in rows]),
                   nl=False)
    else:
        from .terminal import say

        (say if fmt == "simple" else click.echo)(challenge_table(
            rows, by, fmt, terminal_width() if fmt == "simple" else None))
    if read["skipped"]:
        raise click.exceptions.Exit(1)


def places_said(places: list[dict]) -> str:
    """`1, (4), 2`: each place in date order, those not counted in brackets."""
    from ..render.labels import rank_said

    return ", ".join(rank_said(p["rank"], p["shared"]) if p["counted"] else
                     _("({rank})").format(rank=rank_said(p["rank"], p["shared"]))
                     for p in places)


def challenge_table(rows: list[dict], by: str, fmt: str, width: int | None) -> str:
    from tabulate import tabulate

    from ..render.labels import rank_said
    from ..safetext import for_terminal

    if not rows:
        return _("No finished concours to count yet.")
    key = "team" if by == "team" else "player"
    headers = ["#", _("team") if by == "team" else _("player"), _("concours"),
               _("placement points"), _("points"), _("best rank"), _("places")]
    body = [[rank_said(r["rank"], r["shared"], rows), for_terminal(r[key]), r["counted"],
             r["placement_points"], r["points"], r["best_rank"], places_said(r["places"])]
            for r in rows]
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True,
                     colalign=("right", "left", "right", "right", "right", "right", "left"))
    from ..render.layout import text_width

    if width is None or text_width(table) <= width:
        return table
    # a phone: a line each, folded between words
    # one place or several: the word agrees with them, no number said (ru «место: 1»)
    return "\n".join(ngettext("{rank} {name}: {points}, {count}, place {places}",
                              "{rank} {name}: {points}, {count}, places {places}",
                              1 if len(r["places"]) == 1 else 2).format(
        rank=b[0], name=b[1], places=b[6],
        points=ngettext("{n} placement point", "{n} placement points", b[3]).format(n=b[3]),
        count=ngettext("{n} concours", "{n} concours", b[2]).format(n=b[2]))
        for r, b in zip(rows, body))
