"""The commands over a season of match files: standings, stats."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import click

from ..errors import NotFound
from ..i18n import N_, _, ngettext, pgettext
from . import Translated
from .params import TABLE_FORMAT, Amount, Count, Date
from .terminal import say, tell, terminal_width


# ---------------------------------------------------------------- a season


def _narrowing(rules: str | None = None, since=None, until=None, targets: bool = False):
    """The season's Narrowing from the flags; --since after --until is a usage mistake."""
    from ..season.narrowing import Narrowing

    since = since.date() if since else None
    until = until.date() if until else None
    if since and until and since > until:
        raise click.UsageError(_("--since {since} is after --until {until}: no date is "
                                 "in between (swap them?)").format(since=since, until=until))
    if rules is not None:  # a name no rule set has keeps no match: said as such
        from ..rules import get_rules
        from .terminal import settings

        get_rules(rules, registry=settings().registry)
    return Narrowing(rules, since, until, targets)


def _season(paths, add, narrowing=None, with_path: bool = False
            ) -> tuple[int, list[dict]]:
    """Read every match file of the season into `add(match, score)` (`add(match, score,
    path)` with `with_path`); the files counted and those left out, each said on stderr
    with what the narrowing has to say."""
    from ..store import read_matches

    narrowing = narrowing or _narrowing()
    counted, skipped = read_matches(paths, add, narrowing.keeps, with_path)
    say_left_out(skipped)
    for note in narrowing.notes():
        tell(note, err=True)
    return counted, skipped


def say_left_out(skipped: list[dict]) -> None:
    """Each file left out, on stderr, with why."""
    from .terminal import tell

    for record in skipped:  # folded at the width, control characters made visible
        tell(_("Left out {path}: {why}").format(path=record["path"], why=record["why"]),
             err=True)


def _season_output(rows: list[dict], key: str, counted: int, skipped: list, as_json: bool,
                   as_csv: bool, fmt: str, table) -> None:
    if as_json and as_csv:
        raise click.UsageError(_("choose one of --json and --csv"))
    if as_json:
        from ..render import json_text
        click.echo(json_text({key: rows, "files": counted, "skipped": skipped}))
    elif as_csv:
        from ..render import rows_csv
        click.echo(rows_csv(rows), nl=False)
    else:
        click.echo(table(rows, fmt, terminal_width()))
    if skipped:
        raise click.exceptions.Exit(1)


season_flags = [
    click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path)),
    click.option("--json", "as_json", is_flag=True, help="Print JSON, for other programs."),
    click.option("--csv", "as_csv", is_flag=True, help="Print CSV, for a spreadsheet."),
    click.option("--format", "fmt", default="simple", type=TABLE_FORMAT,
                 help="Any tabulate table format: github, html, grid, ..."),
    click.option("--rules", "only_rules", metavar="NAME",
                 help="Count only the matches of this rule set (or derived one)."),
    click.option("--since", type=Date(),
                 help="Count only the matches started on that day or later."),
    click.option("--until", type=Date(),
                 help="Count only the matches started on that day or earlier."),
]


def _season_flags(f):
    for flag in reversed(season_flags):
        f = flag(f)
    return f


@click.command(cls=Translated)
@_season_flags
@click.option("--by", type=click.Choice(["team", "player"]), default="team",
              help="Rank teams (the default) or players.")
@click.option("--rank", "rank_by", type=click.Choice(["wins", "points"]), default="wins",
              help="wins: matches won, then difference, then points for (the default); "
                   "points: points for, then difference.")
def standings(paths, as_json, as_csv, fmt, only_rules, since, until, by, rank_by):
    """The standings of a season: every match file in PATHS (files and folders).

    \b
      scorecli standings season/
      scorecli standings season/ --by player --rank points
    """
    from ..render import standings_table
    from ..season import Standings

    table = Standings(by)
    counted, skipped = _season(paths, table.add,
                               _narrowing(only_rules, since, until, targets=True))
    rows = [{"rank": s.rank, "shared": s.shared, by: s.name, "played": s.played,
             "won": s.won, "drawn": s.drawn, "lost": s.lost, "unfinished": s.unfinished,
             "points_for": s.points_for, "points_against": s.points_against,
             "difference": s.difference, "deals": s.deals} for s in table.ranked(rank_by)]
    _season_output(rows, "standings", counted, skipped, as_json, as_csv, fmt, standings_table)


@click.command(cls=Translated)
@_season_flags
@click.option("--by", type=click.Choice(["player", "team"]), default="player",
              help="By player (the default) or by team.")
@click.option("--records", "records", is_flag=True,
              help="The season's records: best deal, widest win, most capots, biggest pot, "
                   "longest run of wins.")
@click.option("--pairs", "pairs", is_flag=True, help="The standings of each partnership.")
@click.option("--vs", "versus", metavar="NAME", help="NAME's record against each opponent.")
def stats(paths, as_json, as_csv, fmt, only_rules, since, until, by, records, pairs, versus):
    """Player (or team) statistics over a season: contracts taken and made, coinches,
    capots, belotes, points per deal.

    \b
      scorecli stats season/
      scorecli stats season/ --by team --csv > teams.csv
    """
    from ..render import stats_table
    from ..season import Stats

    if sum(map(bool, (records, pairs, versus))) > 1:
        raise click.UsageError(_("choose one of --records, --pairs and --vs"))
    if records or pairs or versus:
        _season_extra(paths, as_json, as_csv, fmt, _narrowing(only_rules, since, until), by,
                      records, pairs, versus)
        return
    table = Stats(by)
    counted, skipped = _season(paths, table.add, _narrowing(only_rules, since, until))
    rows = table.rows()
    if by == "player" and not rows and counted and not (as_json or as_csv):
        one = str(paths[0]) if len(paths) == 1 and Path(paths[0]).is_file() else None
        say(_("No player is named in these matches: name them with `scorecli set {file} "
              "--player s=Chloé`, or count teams with --by team.").format(
                  file=one or pgettext("metavar", "FILE")))
        if skipped:
            raise click.exceptions.Exit(1)
        return
    _season_output(rows, "stats", counted, skipped, as_json, as_csv, fmt,
                   partial(stats_table, coinches=table.coinches))


@click.command(cls=Translated)
@_season_flags
@click.option("--k", "k", type=Amount(min=0), default=32, show_default=True,
              help="How much one match moves a rating.")
@click.option("--start", type=Amount(), default=1500, show_default=True,
              help="Every player's first rating.")
@click.option("--min-matches", type=Count(min=0), default=5, show_default=True,
              help="Fewer rated matches than this: listed last, provisional.")
@click.option("--history", "history_of", metavar="NAME",
              help="One line per rated match of NAME, oldest first.")
def ratings(paths, as_json, as_csv, fmt, only_rules, since, until, k, start, min_matches,
            history_of):
    """Players' Elo ratings from the season's finished matches with four named players.

    \b
      scorecli ratings season/
      scorecli ratings season/ --history anna
    """
    from ..render import history_rows, history_table, ratings_rows, ratings_table
    from ..season.ratings import Ratings

    table = Ratings(k, start, history=history_of is not None)
    counted, skipped = _season(paths, table.add, _narrowing(only_rules, since, until),
                               with_path=True)
    players = table.rate()
    if table.unrated:
        tell(ngettext("{n} match not rated (unfinished, or without four named players)",
                      "{n} matches not rated (unfinished, or without four named players)",
                      table.unrated).format(n=table.unrated), err=True)
    if history_of is not None:
        player = table.named(history_of)
        if player is None:
            raise NotFound(N_("{name!r} is not a rated player of these matches"),
                             name=history_of)
        _season_output(history_rows(player), "history", counted, skipped, as_json, as_csv,
                       fmt, history_table)
        return
    rows = ratings_rows(players, min_matches)
    if as_json:
        from ..render import json_text

        shape = [{key: r[key] for key in r if key != "change"} for r in rows]  # SPEC 10
        click.echo(json_text({"ratings": shape, "files": counted, "skipped": skipped,
                              "unrated": table.unrated}))
        if skipped:
            raise click.exceptions.Exit(1)
        return
    _season_output(rows, "ratings", counted, skipped, as_json, as_csv, fmt,
                   partial(ratings_table, min_matches=min_matches))


def _season_extra(paths, as_json, as_csv, fmt, narrowing, by, records, pairs, versus) -> None:
    """`stats --records`, `--pairs`, `--vs NAME` (SPEC 10, third round)."""
    from ..render import records_table, standings_table, versus_table
    from ..season.records import Pairs, Records, Versus

    if records:
        table = Records(by)
        counted, skipped = _season(paths, table.add, narrowing, with_path=True)
        rows = table.rows()
        if as_csv:  # a cell holds one value: the holders joined
            rows = [{**r, "who": ", ".join(r["who"])} for r in rows]
        _season_output(rows, "records", counted, skipped, as_json, as_csv, fmt,
                       records_table)
    elif pairs:
        table = Pairs()
        counted, skipped = _season(paths, table.add, narrowing)
        rows = [{"rank": s.rank, "shared": s.shared, "pair": s.name, "played": s.played,
                 "won": s.won, "drawn": s.drawn, "lost": s.lost, "unfinished": s.unfinished,
                 "points_for": s.points_for, "points_against": s.points_against,
                 "difference": s.difference, "deals": s.deals} for s in table.ranked()]
        _season_output(rows, "pairs", counted, skipped, as_json, as_csv, fmt,
                       standings_table)
    else:
        table = Versus(versus, by)
        counted, skipped = _season(paths, table.add, narrowing)
        if counted and not table.found:  # a typo, not a record of nothing (N65)
            raise NotFound(N_("no team called {name!r} plays in these matches (`scorecli "
                                "standings --by team` lists them)") if by == "team" else
                             N_("no player called {name!r} plays in these matches (`scorecli "
                                "standings --by player` lists them)"), name=versus)
        _season_output(table.rows(), "vs", counted, skipped, as_json, as_csv, fmt,
                       versus_table)
