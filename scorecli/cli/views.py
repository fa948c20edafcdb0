"""The commands that show a match: show, explain, compare, export, rules."""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import NoSuchDeal
from ..i18n import _, keep_whole, ngettext
from ..scoring import cannot_score, score_match
from ..store import MatchFile, write_export
from . import Translated
from .flags import complete_rules, note_left_out, option_flag, rules_for
from .params import TABLE_FORMAT, Count
from .terminal import emit, page_out, say, settings, tell, terminal_width, unicode_out


# ---------------------------------------------------------------- show, check, undo


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the match as JSON, for other programs.")
@click.option("--format", "fmt", default="simple", type=TABLE_FORMAT,
              help="Print the table alone in a tabulate format: github, html, grid, ...")
@click.option("--rules", "rules_name", metavar="NAME", shell_complete=complete_rules,
              help="Score under another rule set; the file is not changed.")
@click.option("--chart", is_flag=True, help="Draw the running totals and the target.")
@click.option("--last", type=Count(min=1), metavar="N",
              help="Only the last N deals in the table (the totals stay the match's).")
@click.option("--html", "as_html", is_flag=True,
              help="A page to print or to share: the deals, the totals, a chart.")
@click.option("--output", type=click.Path(path_type=Path), metavar="PATH",
              help="With --html: write the page to PATH (else to standard output).")
@option_flag
def show(file, as_json, fmt, rules_name, options, chart, last, as_html, output):
    """Print the match: every deal, the totals, the winner.

    \b
      scorecli show friday.toml
      scorecli show friday.toml --last 5 --chart
      scorecli show friday.toml --rules belote-officielle   # rescored; the file is unchanged
      scorecli show friday.toml --html --output friday.html
    """

    if output is not None and not as_html:
        raise click.UsageError(_("--output writes the page of --html; add --html"))
    if as_html and as_json:
        raise click.UsageError(_("choose one of --json and --html"))

    loaded = MatchFile.read(file, settings().registry)
    # Another rule set is taken as built in: the file's house rules are for its own.
    rules = rules_for(rules_name, options, loaded)
    note_left_out(loaded, rules)
    # The file's own deals were checked against its own rules when it was read.
    score = score_match(loaded.match.deals, rules, check=not rules.scores_as(loaded.rules))
    if as_html:
        from ..render.pages import match_page

        page_out(match_page(score, loaded.match, Path(file).stem), output, file)
        return
    if as_json:
        from ..render import json_chunks, score_json
        batch: list[str] = []
        for chunk in json_chunks(score_json(score, loaded.match, lazy=True)):
            batch.append(chunk)
            if len(batch) == 2000:
                click.echo("".join(batch), nl=False)
                batch.clear()
        click.echo("".join(batch))
        return
    if fmt != "simple":  # a format asked for: that table alone, to paste where it goes
        from ..render import score_table
        click.echo(score_table(score, loaded.match, fmt, last=last))
        return
    from ..render import show_text
    emit(show_text(score, loaded.match, fmt, chart=chart, unicode=unicode_out(),
                   width=terminal_width(), last=last))


# ---------------------------------------------------------------- explain, score, compare


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("number", type=Count(), required=False)
@click.option("--rules", "rules_name", metavar="NAME", shell_complete=complete_rules,
              help="Explain it under another rule set; the file is not changed.")
@option_flag
def explain(file, number, rules_name, options):
    """Show step by step how deal NUMBER (default: the last) was scored.

    \b
      scorecli explain friday.toml 3
      scorecli explain friday.toml 3 --rules belote-officielle
    """
    from ..render import explain_text

    loaded = MatchFile.read(file, settings().registry)
    rules = rules_for(rules_name, options, loaded)
    note_left_out(loaded, rules)
    deals = loaded.match.deals
    number = len(deals) if number is None else number
    if not 1 <= number <= len(deals):
        raise NoSuchDeal.of(number, file, len(deals))
    rescored = not rules.scores_as(loaded.rules)
    score = score_match(deals, rules, check=rescored, skip_unscorable=rescored, explain=number)
    if number in (score.unscored or {}):  # the deal asked for alone (read 33: all 31 were)
        raise cannot_score(rules, [(number, p.key, p.message) for p in score.unscored[number]])
    keep_whole(loaded.match.teams.values())  # « NS : Les Filles du Port » in its header
    say(explain_text(score.deal(number), loaded.match, rules))


class _InOrder(Translated):
    """Keeps the order in which Click's own parser met the options, so that each
    --option goes with the --rules before it."""

    def make_parser(self, ctx):
        parser = super().make_parser(ctx)
        parse = parser.parse_args

        def parse_args(args):
            values, rest, order = parse(args)
            ctx.meta["order"] = [param.name for param in order]
            return values, rest, order
        parser.parse_args = parse_args
        return parser


def rules_in_order(order: list[str], names: tuple, options: tuple) -> list[tuple[str, list]]:
    """(rule set, its --option values) in the order given, from Click's parse order."""
    names_left, options_left = iter(names), iter(options)
    pairs: list[tuple[str, list]] = []
    for param in order:
        if param == "rules_names":
            pairs.append((next(names_left), []))
        elif param == "options":
            if not pairs:
                raise click.UsageError(_("--option goes after the --rules it changes"))
            pairs[-1][1].append(next(options_left))
    return pairs


@click.command(cls=_InOrder)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--rules", "rules_names", multiple=True, required=True, metavar="NAME",
              shell_complete=complete_rules,
              help="A rule set; one is compared with the match's own, two or more with each "
                   "other. An --option after it changes that one.")
@option_flag
@click.option("--format", "fmt", default="simple", type=TABLE_FORMAT,
              help="Any tabulate table format.")
@click.pass_context
def compare(ctx, file, rules_names, options, fmt):
    """One recorded match under several rule sets, side by side.

    \b
      scorecli compare friday.toml --rules belote-maison --rules belote-officielle
      scorecli compare friday.toml --rules belote-maison \\
                                   --rules belote-maison -o litige=false
    """
    from ..render import compare_text, derived_points_notes

    pairs = rules_in_order(ctx.meta.get("order", []), rules_names, options)
    loaded = MatchFile.read(file, settings().registry)
    scores = []
    if len(pairs) == 1:  # the match's own rule set (with its options) against that one
        scores.append(score_match(loaded.match.deals, loaded.rules, skip_unscorable=True))
    for name, opts in pairs:
        rules = rules_for(name, tuple(opts), loaded)
        scores.append(score_match(loaded.match.deals, rules, skip_unscorable=True))
    tell(compare_text(scores, loaded.match, fmt, terminal_width()))
    for note in derived_points_notes(scores, loaded.match):
        tell(_("Warning: {warning}").format(warning=note), err=True)  # folded to the width


# ---------------------------------------------------------------- export


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--csv", "as_csv", is_flag=True, help="A CSV table for a spreadsheet.")
@click.option("--json", "as_json", is_flag=True, help="JSON with the match and every deal.")
@click.option("--output", "-o", type=click.Path(path_type=Path), metavar="PATH",
              help="Write to PATH instead of printing (never over the match file).")
def export(file, as_csv, as_json, output):
    """Write the full history: every deal's inputs, scores and running totals.

    \b
      scorecli export friday.toml --csv -o friday.csv
      scorecli export friday.toml --json
    """
    from ..render import export_csv, export_json, json_text

    if as_csv == as_json:  # neither, or both
        raise click.UsageError(_("choose one of --csv and --json") if as_csv else
                               _("say the format: --csv or --json"))
    loaded = MatchFile.read(file, settings().registry)
    score = score_match(loaded.match.deals, loaded.rules, check=False)
    if as_csv:
        text = export_csv(score, loaded.match)
    else:
        text = json_text(export_json(score, loaded.match)) + "\n"
    if output is None or str(output) == "-":
        click.echo(text, nl=False)
        return
    # A CSV file gets a BOM, so that a spreadsheet reads accented names as UTF-8.
    write_export(file, output, text, bom=as_csv)
    tell(ngettext("Wrote {n} deal to {path}.", "Wrote {n} deals to {path}.",
                        len(score.deals)).format(n=len(score.deals), path=output))


# ---------------------------------------------------------------- rules


@click.command("rules", cls=Translated)
@click.argument("name", required=False, shell_complete=complete_rules)
@option_flag
def rules_cmd(name, options):
    """List the rule sets, or print every option of one.

    \b
      scorecli rules
      scorecli rules coinche-701
    """
    from ..render import rules_detail, rules_list

    if name is None:
        if options:
            raise click.UsageError(_("--option needs a rule set NAME"))
        tell(rules_list(terminal_width(), settings().registry))
        return
    tell(rules_detail(rules_for(name, options), terminal_width()))
