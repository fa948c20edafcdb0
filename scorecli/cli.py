"""The command line. One error boundary: domain errors become `Error: …` and exit 1."""

from __future__ import annotations

from pathlib import Path

import click

from . import matchfile, safewrite, splice
from .model import (MODES, SEATS, TEAMS, Deal, Match, ScoreError, parse_announcement,
                    parse_assignment, parse_bid, parse_contract, parse_mode, parse_points,
                    parse_seat, parse_team)
from .rules import RULE_SETS, RuleSet, get_rules, parse_option


class Boundary(click.Group):
    """Turns every ValueError (the domain's errors) into `Error: …` with exit 1."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except click.exceptions.Exit:
            raise
        except (click.ClickException, click.exceptions.Abort):
            raise
        except ValueError as exc:
            raise click.ClickException(str(exc)) from None
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            raise click.ClickException(f"{where}{exc.strerror or exc}") from None
        except RecursionError:
            raise click.ClickException("input nested too deeply") from None


@click.group(cls=Boundary, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="scorecli", message="%(prog)s %(version)s")
@click.option("--color", "colour", type=click.Choice(["auto", "always", "never"]),
              default="auto", help="Colour: auto (a terminal, unless NO_COLOR is set).")
@click.pass_context
def main(ctx, colour):
    """Keep the score of belote, coinche and bazar blot matches."""
    ctx.obj = {"colour": colour}


def emit(text: str) -> None:
    """Print, in colour only on a terminal and never when NO_COLOR is set."""
    import os
    import sys

    ctx = click.get_current_context(silent=True)
    choice = (ctx.find_root().obj or {}).get("colour", "auto") if ctx else "auto"
    if choice == "auto":
        colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    else:
        colour = choice == "always"
    click.echo(text, color=colour)


def _unicode_out() -> bool:
    import sys

    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    return encoding in ("utf8", "utf16", "utf32", "")


def _completer(*choices):
    """Shell completion for a flag: the words that start with what was typed."""
    def complete(ctx, param, incomplete):
        return [c for c in choices if c.startswith(incomplete)]
    return complete


complete_rules = _completer(*RULE_SETS)
complete_seat = _completer(*SEATS)
complete_team = _completer(*TEAMS)
complete_mode = _completer(*MODES)
complete_team_value = _completer("ns=", "ew=")


def _rules_for(name: str | None, options: tuple[str, ...], loaded=None) -> RuleSet:
    """A rule set with --option overrides: the match's own (with its house rules) when
    `name` is absent or the same, else the named one as built in."""
    if loaded is not None and name in (None, loaded.match.rules):
        base = loaded.rules
    else:
        base = get_rules(name)
    return base.with_options(dict(parse_option(base, o) for o in options)) if options else base


option_flag = click.option("--option", "-o", "options", multiple=True, metavar="KEY=VALUE",
                           help="Override a rule-set option for this command.")


# ---------------------------------------------------------------- new


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--rules", "rules_name", required=True, metavar="NAME",
              shell_complete=complete_rules,
              help="The rule set: " + ", ".join(RULE_SETS) + ".")
@click.option("--target", type=int, help="Play to this score instead of the rule set's.")
@click.option("--ns", "ns_name", metavar="NAME", help="The name of team NS.")
@click.option("--ew", "ew_name", metavar="NAME", help="The name of team EW.")
@click.option("--title", metavar="TEXT", help="A title for the match.")
@click.option("--player", "players", multiple=True, metavar="SEAT=NAME",
              help="A player's name, e.g. s=Chloé (names can then be typed for seats).")
@click.option("--dealer", metavar="SEAT", shell_complete=complete_seat,
              help="Who deals first; `show` then says who deals next.")
@option_flag
def new(file, rules_name, target, ns_name, ew_name, title, players, dealer, options):
    """Start a new match file. Refuses to overwrite one that exists."""
    import datetime

    rules = _rules_for(rules_name, options)
    names = {}
    for item in players:
        seat, name = parse_assignment(item, "--player")
        names[parse_seat(seat)] = name
    if target is not None:
        rules = rules.with_options({"target": target})
    overrides = dict(rules.overridden or {})
    if file.exists() or file.is_symlink():
        raise ScoreError(f"{file} already exists; scorecli new never overwrites a match")
    teams = {"ns": ns_name or "NS", "ew": ew_name or "EW"}
    match = Match(rules=rules.name, options=overrides, title=title, teams=teams,
                  started=datetime.datetime.now().replace(microsecond=0),
                  dealer=parse_seat(dealer) if dealer else None,
                  players={s: names[s] for s in SEATS if s in names})
    text = matchfile.match_text(match)
    matchfile.match_from_data(matchfile.parse_toml(text, str(file)), str(file))
    with safewrite.locked(file):
        if file.exists() or file.is_symlink():
            raise ScoreError(f"{file} already exists; scorecli new never overwrites a match")
        safewrite.atomic_write(file, text)
    click.echo(f"Created {file}: {rules.label}, first to {rules['target']}, "
               f"{teams['ns']} against {teams['ew']}.")


# ---------------------------------------------------------------- deal


def deal_options(f):
    """The deal flags of SPEC section 9, shared by `deal`, `edit` and `score`."""
    flags = [
        click.option("--taker", metavar="SEAT", shell_complete=complete_seat,
                     help="Who took: n, e, s, w or a name."),
        click.option("--trump", metavar="MODE", shell_complete=complete_mode,
                     help="clubs, diamonds, hearts, spades, no-trump, all-trump."),
        click.option("--contract", metavar="BID", help="The bid: a number, capot, generale."),
        click.option("--bid", metavar="BID",
                     help="Contract, trump and coinche as players say them: 100h, 80sa x2."),
        click.option("--coinche", "coinche", flag_value="coinche", default=None,
                     help="The contract was coinched (×2)."),
        click.option("--surcoinche", "coinche", flag_value="surcoinche",
                     help="The contract was surcoinched (×4)."),
        click.option("--points", multiple=True, metavar="TEAM=N",
                     shell_complete=complete_team_value,
                     help="Card points of a team (the other is derived)."),
        click.option("--last", metavar="TEAM", shell_complete=complete_team,
                     help="Who won the last trick."),
        click.option("--capot", metavar="TEAM", shell_complete=complete_team,
                     help="The team that won all tricks."),
        click.option("--generale", metavar="SEAT", shell_complete=complete_seat,
                     help="The seat that won all tricks alone."),
        click.option("--belote", multiple=True, metavar="TEAM", shell_complete=complete_team,
                     help="A team's belote."),
        click.option("--announce", multiple=True, metavar="TEAM=TOKEN",
                     shell_complete=complete_team_value,
                     help="An announcement, e.g. ns=tierce-K or ew=carre-J."),
        click.option("--note", metavar="TEXT", help="A note on the deal."),
    ]
    for flag in reversed(flags):
        f = flag(f)
    return f


FLAG_OF_KEY = {"taker": "--taker", "trump": "--trump", "contract": "--contract",
               "coinche": "--coinche", "points": "--points", "last": "--last",
               "capot": "--capot", "generale": "--generale", "belote": "--belote",
               "announcements": "--announce", "note": "--note"}


def flag_fields(match: Match | None, taker=None, trump=None, contract=None, coinche=None,
                points=(), last=None, capot=None, generale=None, belote=(), announce=(),
                note=None, bid=None) -> dict:
    """The Deal fields the flags give (only those given), parsed from people's words."""
    teams = match.teams if match else None
    players = match.players if match else None
    fields: dict = {}
    if bid is not None:
        if contract is not None or (trump is not None and parse_bid(bid)[1]):
            raise ScoreError(f"--bid {bid!r} says the contract and trump: leave out "
                             "--contract and --trump")
        bid_contract, bid_mode, bid_coinche = parse_bid(bid)
        if bid_coinche and coinche:
            raise ScoreError(f"--bid {bid!r} already says {bid_coinche}")
        contract = bid_contract if bid_contract is not None else contract
        trump = bid_mode or trump
        coinche = coinche or bid_coinche
    if taker is not None:
        fields["taker"] = parse_seat(taker, players)
    if trump is not None:
        fields["mode"] = parse_mode(trump)
    if contract is not None:
        fields["contract"] = parse_contract(contract)
    if coinche is not None:
        fields["coinche"] = coinche
    if points:
        table = {"ns": None, "ew": None}
        for item in points:
            team, value = parse_assignment(item, "--points")
            team = parse_team(team, teams, players)
            if table[team] is not None:
                raise ScoreError(f"--points {item!r}: {team} was given twice")
            table[team] = parse_points(value)
        fields["points"] = table
    if last is not None:
        fields["last"] = parse_team(last, teams, players)
    if capot is not None:
        fields["capot"] = parse_team(capot, teams, players)
    if generale is not None:
        fields["generale"] = parse_seat(generale, players)
    if belote:
        fields["belote"] = tuple(parse_team(b, teams, players) for b in belote)
    if announce:
        anns = {"ns": [], "ew": []}
        for item in announce:
            team, token = parse_assignment(item, "--announce")
            anns[parse_team(team, teams, players)].append(parse_announcement(token))
        fields["announcements"] = {t: tuple(v) for t, v in anns.items()}
    if note is not None:
        fields["note"] = note
    return fields


def _missing_flags(fields: dict) -> list[str]:
    """The flags a deal cannot do without (a contract's absence is the rules' to judge)."""
    missing = [flag for key, flag in (("taker", "--taker"), ("mode", "--trump"))
               if key not in fields]
    if not ({"points", "capot", "generale"} & fields.keys()):
        missing.append("--points")
    return missing


def new_deal(fields: dict) -> Deal:
    missing = _missing_flags(fields)
    if missing:
        raise click.UsageError(f"missing {', '.join(missing)}")
    fields = dict(fields)
    fields.setdefault("points", {"ns": None, "ew": None})
    return Deal(**fields)


def check_deal(deal: Deal, rules: RuleSet) -> None:
    from .validation import deal_problems

    problems = deal_problems(deal, rules)
    if problems:
        lines = [f"{FLAG_OF_KEY[key.split('.')[0]]} ({key}): {msg}" for key, msg in problems]
        raise ScoreError("the deal cannot be recorded:\n  " + "\n  ".join(lines)
                         if len(lines) > 1 else f"the deal cannot be recorded: {lines[0]}")


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@deal_options
@click.option("--interactive/--no-interactive", "-i", default=None,
              help="Ask for what the flags leave out (the default on a terminal).")
def deal(file, interactive, **flags):
    """Record one deal and print its score and the new totals."""
    from .render import deal_line
    from .scoring import score_match

    loaded = matchfile.load(file)
    match, rules = loaded.match, loaded.rules
    before = score_match(match.deals, rules, check=False)
    _refuse_if_won(before, match)
    fields = flag_fields(match, **flags)
    if interactive is None:
        interactive = _on_terminal() and _lacks_fields(fields, rules)
    if interactive:
        from .interactive import DealQuestions

        ask = lambda q: click.prompt(q, default="", show_default=False)  # noqa: E731
        new = DealQuestions(match, rules, ask, click.echo).fill(fields)
        click.echo(deal_line(before.with_deal(new).deals[-1], match))
        if not click.confirm("Save this deal?", default=True):
            click.echo("Nothing was saved.")
            return
    else:
        new = new_deal(fields)
        check_deal(new, rules)
    with safewrite.locked(file):
        latest = matchfile.load(file)
        if latest.text != loaded.text:  # someone recorded a deal while we were asking
            loaded, match, rules = latest, latest.match, latest.rules
            check_deal(new, rules)
            before = score_match(match.deals, rules, check=False)
            _refuse_if_won(before, match)
        after = before.with_deal(new)
        safewrite.atomic_write(file, splice.appended(loaded, new), loaded.bom)
    click.echo(_recorded(after, match))


def _refuse_if_won(score, match: Match) -> None:
    if score.winner:
        raise ScoreError(f"the match is over: {match.teams[score.winner]} won at deal "
                         f"{score.won_at}; `scorecli undo` reopens it")


def _on_terminal() -> bool:
    import sys

    return sys.stdin.isatty() and sys.stdout.isatty()


def _lacks_fields(fields: dict, rules: RuleSet) -> bool:
    return bool(_missing_flags(fields)) or (rules.bids and "contract" not in fields)


def _recorded(after, match: Match) -> str:
    from .render import deal_line, verdict

    line = deal_line(after.deals[-1], match)
    if after.winner:
        line += "\n" + verdict(after, match)
    return line


# ---------------------------------------------------------------- show, check, undo


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print SPEC section 8's JSON.")
@click.option("--format", "fmt", default="simple", metavar="TABLEFMT",
              help="Any tabulate table format: simple, github, grid, plain, ...")
@click.option("--rules", "rules_name", metavar="NAME", shell_complete=complete_rules,
              help="Score under another rule set; the file is not changed.")
@click.option("--chart", is_flag=True, help="Draw the running totals and the target.")
@option_flag
def show(file, as_json, fmt, rules_name, options, chart):
    """Print the match: every deal, the totals, the winner."""
    from .scoring import score_match

    loaded = matchfile.load(file, for_writing=False)
    # Another rule set is taken as built in: the file's house rules are for its own.
    rules = _rules_for(rules_name, options, loaded)
    # The file's own deals were checked against its own rules when it was read.
    score = score_match(loaded.match.deals, rules, check=rules is not loaded.rules)
    if as_json:
        from .render import json_chunks, score_json
        batch: list[str] = []
        for chunk in json_chunks(score_json(score, loaded.match, lazy=True)):
            batch.append(chunk)
            if len(batch) == 2000:
                click.echo("".join(batch), nl=False)
                batch.clear()
        click.echo("".join(batch))
        return
    _check_format(fmt)
    from .render import show_text
    emit(show_text(score, loaded.match, fmt, chart=chart, unicode=_unicode_out()))


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
def check(file):
    """Validate a match file: exit 0 if it is right, 1 with every problem if not."""
    loaded = matchfile.load(file, for_writing=False)
    n = len(loaded.match.deals)
    click.echo(f"{file}: valid, {loaded.rules.label}, {n} deal{'s' if n != 1 else ''}.")


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--restore", is_flag=True, help="Put back the deal the last undo removed.")
def undo(file, restore):
    """Remove the last deal and say which one it was (--restore puts it back)."""
    from .render import deal_words

    with safewrite.locked(file):
        loaded = matchfile.load(file)
        deals = loaded.match.deals
        if restore:
            gone = _restore(file, loaded)
            click.echo(f"Restored deal {len(deals) + 1}: {deal_words(gone, loaded.match)}.")
            return
        if not deals:
            raise ScoreError(f"{file} has no deal to undo")
        text, block, offset = splice.replaced(loaded, len(deals), None)
        safewrite.atomic_write(file, text, loaded.bom)
        safewrite.save_undone(file, block, offset, text)
    click.echo(f"Removed deal {len(deals)}: {deal_words(deals[-1], loaded.match)}. "
               "`scorecli undo --restore` puts it back.")


def _restore(file: Path, loaded) -> Deal:
    """Append the deal the last undo removed, if the match has not changed since."""
    from .scoring import score_match

    kept = safewrite.load_undone(file)
    if kept is None:
        raise ScoreError(f"{file}: there is no removed deal to restore")
    print_, offset, block = kept
    if print_ != safewrite.fingerprint(loaded.text):
        raise ScoreError(f"{file} has changed since the undo; the removed deal was not put "
                         "back (record it again with `scorecli deal`)")
    gone = matchfile.deal_from_block(block, "the removed deal")
    rules = loaded.rules
    check_deal(gone, rules)
    if score_match(loaded.match.deals, rules, check=False).winner:
        raise ScoreError(f"{file}: the match is over; the removed deal was not put back")
    restored = splice.with_block_restored(loaded, block, offset, gone)
    safewrite.atomic_write(file, restored, loaded.bom)
    safewrite.forget_undone(file)
    return gone


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("number", type=int)
@deal_options
@click.option("--clear", "clear", multiple=True, metavar="FIELD",
              help="Remove an optional field: " + ", ".join(matchfile.OPTIONAL_DEAL_FIELDS) + ".")
def edit(file, number, clear, **flags):
    """Change deal NUMBER: the flags given replace its fields."""
    from .render import score_changes
    from .scoring import match_problems, score_match, UnscorableError

    with safewrite.locked(file):
        loaded = matchfile.load(file)
        match, rules = loaded.match, loaded.rules
        if not 1 <= number <= len(match.deals):
            raise ScoreError(f"deal {number}: {file} has deals 1 to {len(match.deals)}"
                             if match.deals else f"{file} has no deals yet")
        fields = flag_fields(match, **flags)
        for name in clear:
            if name not in matchfile.OPTIONAL_DEAL_FIELDS:
                raise ScoreError(f"--clear {name!r}: the fields that can be cleared are "
                                 + ", ".join(matchfile.OPTIONAL_DEAL_FIELDS))
            if name in fields:
                raise ScoreError(f"--clear {name}: the same field is also given a new value")
            fields[name] = {"belote": (), "announcements": {"ns": (), "ew": ()}}.get(name)
        if not fields:
            raise click.UsageError("nothing to change: give deal flags or --clear FIELD")
        old = match.deals[number - 1]
        changed = old._replace(**fields)
        deals = match.deals[:number - 1] + (changed,) + match.deals[number:]
        problems = match_problems(deals, rules)
        if problems:
            raise UnscorableError(rules, problems)
        before = score_match(match.deals, rules, check=False)
        after = score_match(deals, rules, check=False)
        if after.winner and after.won_at < len(deals) and not (
                before.winner and before.won_at <= after.won_at):
            raise ScoreError(f"with this change {match.teams[after.winner]} wins at deal "
                             f"{after.won_at}, before deals that were played after it; "
                             "undo those deals first")
        text, _, _ = splice.replaced(loaded, number, changed)
        safewrite.atomic_write(file, text, loaded.bom)
    click.echo(score_changes(before, after, match, number))


# ---------------------------------------------------------------- explain, score, compare


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("number", type=int, required=False)
@click.option("--rules", "rules_name", metavar="NAME", shell_complete=complete_rules,
              help="Explain it under another rule set; the file is not changed.")
@option_flag
def explain(file, number, rules_name, options):
    """Show step by step how deal NUMBER (default: the last) was scored."""
    from .render import explain_text
    from .scoring import score_match

    loaded = matchfile.load(file, for_writing=False)
    rules = _rules_for(rules_name, options, loaded)
    deals = loaded.match.deals
    if not deals:
        raise ScoreError(f"{file} has no deals yet")
    number = len(deals) if number is None else number
    if not 1 <= number <= len(deals):
        raise ScoreError(f"deal {number}: {file} has deals 1 to {len(deals)}")
    score = score_match(deals, rules, check=rules is not loaded.rules, explain=number)
    click.echo(explain_text(score.deal(number), loaded.match, rules))


@main.command("score")
@click.option("--rules", "rules_name", required=True, metavar="NAME",
              shell_complete=complete_rules, help="The rule set to score the deal under.")
@option_flag
@deal_options
def score_cmd(rules_name, options, **flags):
    """Score one deal without any file: the quick answer at the table."""
    from .render import explain_text
    from .scoring import score_deal

    rules = _rules_for(rules_name, options)
    one = new_deal(flag_fields(None, **flags))
    check_deal(one, rules)
    click.echo(explain_text(score_deal(one, rules), None, rules))


class _OrderedArgs(click.Command):
    """Keeps the raw arguments, so that each --option can go with the --rules before it."""

    def parse_args(self, ctx, args):
        ctx.meta["raw_args"] = list(args)
        return super().parse_args(ctx, args)


def _rules_in_order(raw: list[str]) -> list[tuple[str, list[str]]]:
    pairs: list[tuple[str, list[str]]] = []
    it = iter(raw)
    for arg in it:
        name, value = arg, None
        if arg.startswith("--") and "=" in arg:
            name, value = arg.split("=", 1)
        if name in ("--rules", "--option", "-o"):
            value = value if value is not None else next(it, None)
            if value is None:
                continue
            if name == "--rules":
                pairs.append((value, []))
            elif pairs:
                pairs[-1][1].append(value)
            else:
                raise click.UsageError("--option goes after the --rules it changes")
    return pairs


@main.command(cls=_OrderedArgs)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--rules", "rules_names", multiple=True, required=True, metavar="NAME",
              shell_complete=complete_rules,
              help="A rule set; give two or more. An --option after it changes that one.")
@option_flag
@click.option("--format", "fmt", default="simple", metavar="TABLEFMT",
              help="Any tabulate table format.")
@click.pass_context
def compare(ctx, file, rules_names, options, fmt):
    """One recorded match under several rule sets, side by side."""
    from .render import compare_text
    from .scoring import score_match

    loaded = matchfile.load(file, for_writing=False)
    _check_format(fmt)
    scores = []
    for name, opts in _rules_in_order(ctx.meta["raw_args"]):
        rules = _rules_for(name, tuple(opts), loaded)
        scores.append(score_match(loaded.match.deals, rules, skip_unscorable=True))
    click.echo(compare_text(scores, loaded.match, fmt))


def _check_format(fmt: str) -> None:
    from tabulate import tabulate_formats

    if fmt not in tabulate_formats:
        raise ScoreError(f"--format {fmt!r} is not a table format; use one of: "
                         + ", ".join(sorted(tabulate_formats)))


# ---------------------------------------------------------------- export


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--csv", "as_csv", is_flag=True, help="A CSV table for a spreadsheet.")
@click.option("--json", "as_json", is_flag=True, help="JSON with the match and every deal.")
@click.option("--output", "-o", type=click.Path(path_type=Path), metavar="PATH",
              help="Write to PATH instead of printing (never over the match file).")
def export(file, as_csv, as_json, output):
    """Write the full history: every deal's inputs, scores and running totals."""
    from .render import export_csv, export_json, json_text
    from .scoring import score_match

    if as_csv == as_json:
        raise click.UsageError("choose one of --csv and --json")
    loaded = matchfile.load(file, for_writing=False)
    score = score_match(loaded.match.deals, loaded.rules, check=False)
    if as_csv:
        text = export_csv(score, loaded.match)
    else:
        text = json_text(export_json(score, loaded.match)) + "\n"
    if output is None:
        click.echo(text, nl=False)
        return
    if safewrite.real_path(output) == safewrite.real_path(file):
        raise ScoreError(f"--output {output}: that is the match file itself")
    safewrite.atomic_write(output, text)
    click.echo(f"Wrote {len(score.deals)} deals to {output}.")


# ---------------------------------------------------------------- rules


@main.command("rules")
@click.argument("name", required=False, shell_complete=complete_rules)
@option_flag
def rules_cmd(name, options):
    """List the rule sets, or print every option of one."""
    from .render import rules_detail, rules_list

    if name is None:
        if options:
            raise click.UsageError("--option needs a rule set NAME")
        click.echo(rules_list())
        return
    click.echo(rules_detail(_rules_for(name, options)))


def run() -> None:
    import gc

    # One command, then exit: its objects form no cycles worth collecting, and the
    # collector, run again and again as a long match's deals pile up, made reading and
    # scoring a season grow faster than the season.
    gc.disable()
    main(prog_name="scorecli")


if __name__ == "__main__":
    run()
