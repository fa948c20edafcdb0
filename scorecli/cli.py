"""The command line: flags are parsed here, the work is done by the library, and the
result printed.

One error boundary: scorecli's own refusals (`ScorecliError`) and the system's (`OSError`)
become `Error: …` with exit 1; Click's usage errors exit 2; a cancelled prompt says that
nothing was saved. Anything else is a bug and says so (exit 70), never passing for a
refused input; `SCORECLI_DEBUG=1` shows its traceback.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

import click

from .errors import ScoreError, ScorecliError
from .i18n import N_, _, ngettext
from .model import (MODES, SEATS, TEAMS, Deal, Match, parse_announcement,
                    parse_assignment, parse_bid, parse_contract, parse_mode, parse_points,
                    parse_seat, parse_team)
from .rules import RULE_SETS, RuleSet, get_rules, parse_option
from .matchfile import OPTIONAL_DEAL_FIELDS
from .store import MatchFile, write_export
from .validation import check_deal

INTERNAL_ERROR = 70  # EX_SOFTWARE: a bug in scorecli
CANCELLED = 130  # as a shell reports a command stopped by Ctrl-C


@contextmanager
def translated_help(*commands: click.Command, ctx: click.Context):
    """Help is written in English and said in the chosen language while it is shown; the
    command objects get their English back after, so that the next help in the same
    process (the tests, a shell's completion) is in its own language."""
    saved = []
    for command in commands:
        saved.append((command, "help", command.help))
        saved.append((command, "short_help", command.short_help))
        command.help = _(command.help) if command.help else command.help
        command.short_help = _(command.short_help) if command.short_help else command.short_help
        for param in command.get_params(ctx):
            if getattr(param, "help", None):
                saved.append((param, "help", param.help))
                param.help = _(param.help)
    try:
        yield
    finally:
        for owner, attribute, value in reversed(saved):
            setattr(owner, attribute, value)


class Translated(click.Command):
    def format_help(self, ctx, formatter):
        with translated_help(self, ctx=ctx):
            super().format_help(ctx, formatter)


class Boundary(click.Group):
    """The one place where errors become messages and exit statuses."""

    command_class = Translated

    def format_help(self, ctx, formatter):
        with translated_help(self, *self.commands.values(), ctx=ctx):
            super().format_help(ctx, formatter)

    def invoke(self, ctx):
        import sys

        from .safetext import for_terminal

        if "scorecli.safewrite" in sys.modules:  # a new command (the tests run many)
            sys.modules["scorecli.safewrite"].SAVED.clear()
        try:
            return super().invoke(ctx)
        except (click.exceptions.Exit, click.ClickException):
            raise
        except click.exceptions.Abort as exc:
            # Click turns Ctrl-C and the end of input at a prompt into Abort.
            interrupted = isinstance(exc.__context__, KeyboardInterrupt)
            click.echo("\n" + _("Cancelled: nothing was saved."), err=True)  # off the prompt's line
            raise click.exceptions.Exit(CANCELLED if interrupted else 1) from None
        except KeyboardInterrupt:
            click.echo("\n" + _("Cancelled: nothing was saved."), err=True)
            raise click.exceptions.Exit(CANCELLED) from None
        except ScorecliError as exc:
            raise click.ClickException(for_terminal(str(exc), keep_newlines=True)) from None
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            raise click.ClickException(for_terminal(f"{where}{exc.strerror or exc}")) from None
        except MemoryError:
            raise click.ClickException(_("not enough memory for this file")) from None
        except Exception as exc:  # a bug: say so, never as a refused input
            import os
            import sys
            import traceback

            if os.environ.get("SCORECLI_DEBUG"):
                traceback.print_exc()
            error = f"{type(exc).__name__}: {for_terminal(str(exc))}"
            safewrite = sys.modules.get("scorecli.safewrite")
            if safewrite is not None and safewrite.SAVED:
                # The change is stored: an exit that reads as a failure would have it
                # recorded twice (C1). Say what was saved; exit 1, not 70.
                click.echo(_("scorecli: {file} was saved, then printing the result failed "
                             "({error}); do not record the change again").format(
                                 file=for_terminal(str(safewrite.SAVED[-1])), error=error),
                           err=True)
                raise click.exceptions.Exit(1) from None
            click.echo(_("scorecli: internal error: {error}\n(a bug in scorecli; "
                         "SCORECLI_DEBUG=1 shows where)").format(error=error), err=True)
            raise click.exceptions.Exit(INTERNAL_ERROR) from None


@click.group(cls=Boundary, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="scorecli", message="%(prog)s %(version)s")
@click.option("--color", "colour", type=click.Choice(["auto", "always", "never"]),
              default="auto", help="Colour: auto (a terminal, unless NO_COLOR is set).")
@click.option("--lang", type=click.Choice(["en", "fr", "ru"]), is_eager=True,
              expose_value=False, callback=lambda ctx, param, value: _choose_language(value),
              help="The language to speak: en, fr or ru (else SCORECLI_LANG, then the "
                   "locale).")
@click.pass_context
def main(ctx, colour):
    """Keep the score of belote, coinche and bazar blot matches.

    \b
      scorecli new friday.toml --rules belote-maison --ns Nous --ew Eux
      scorecli deal friday.toml s hearts 82 belote ns
      scorecli show friday.toml
    """
    ctx.obj = {"colour": colour}
    _read_user_rules()


def _choose_language(language: str | None) -> None:
    from .i18n import choose, speak_to_click

    choose(language)  # None: SCORECLI_LANG, then the locale
    speak_to_click()


def _read_user_rules() -> None:
    """A club's own rule sets, from its rules file, where there is one."""
    from .userrules import load, rules_file
    from .rules import USER_RULE_SETS

    path = rules_file()
    USER_RULE_SETS.clear()
    if path is not None:
        USER_RULE_SETS.update(load(path))


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


def terminal_width() -> int | None:
    """The columns to fit: COLUMNS when set, the terminal's on a terminal, else none
    (a pipe or a file gets the full table)."""
    import os
    import shutil
    import sys

    columns = os.environ.get("COLUMNS", "")
    if columns.isascii() and columns.isdecimal() and 0 < len(columns) < 6 and int(columns) > 0:
        return int(columns)  # anything else (`²`, `-3`, `abc`) is ignored
    if sys.stdout.isatty():
        return shutil.get_terminal_size().columns
    return None


def _unicode_out() -> bool:
    import sys

    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    return encoding in ("utf8", "utf16", "utf32", "")


def _completer(*choices):
    """Shell completion for a flag: the words that start with what was typed."""
    def complete(ctx, param, incomplete):
        return [c for c in choices if c.startswith(incomplete)]
    return complete


def complete_rules(ctx, param, incomplete):
    from .rules import all_rule_sets

    try:
        _read_user_rules()  # Click does not run the group's callback while completing
    except ScorecliError:
        pass  # a broken rules file: complete the built-in names
    return [name for name in all_rule_sets() if name.startswith(incomplete.casefold())]
complete_seat = _completer(*SEATS)
complete_team = _completer(*TEAMS)
complete_mode = _completer(*MODES)
complete_team_value = _completer("ns=", "ew=")


def _rules_for(name: str | None, options: tuple[str, ...], loaded=None) -> RuleSet:
    """A rule set with --option overrides: the match's own (with its house rules) when
    `name` is absent or the same, else the named one as built in."""
    if loaded is not None and (name is None or name.strip().casefold()
                               == loaded.match.rules.casefold()):
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
              help="The rule set: " + ", ".join(RULE_SETS) + ", or a derived one "
                   "(`scorecli rules` lists them).")
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
    """Start a new match file. Refuses to overwrite one that exists.

    \b
      scorecli new friday.toml --rules belote-maison --ns Nous --ew Eux
      scorecli new cafe.toml --rules coinche-maison --player n=Anna --player s=Chloé \\
                             --dealer n --target 2000
    """
    import datetime

    rules = _rules_for(rules_name, options)
    names = {}
    for item in players:
        seat, name = parse_assignment(item, "--player")
        names[parse_seat(seat)] = name
    if target is not None:
        rules = rules.with_options({"target": target})
    # A derived rule set is written as its base and options, so that the match scores
    # the same on a machine without the rules file; `variant` names it.
    options = {**rules.own, **(rules.overridden or {})}
    teams = {"ns": ns_name or "NS", "ew": ew_name or "EW"}
    match = Match(rules=rules.base or rules.name, options=options, title=title, teams=teams,
                  started=datetime.datetime.now().replace(microsecond=0),
                  dealer=parse_seat(dealer) if dealer else None,
                  players={s: names[s] for s in SEATS if s in names},
                  variant=rules.name if rules.base else None)
    MatchFile.create(file, match)
    end = _("first to {target}").format(target=rules["target"]) if rules["target"] else \
        ngettext("{n} deal", "{n} deals", rules["deals_limit"]).format(n=rules["deals_limit"])
    say(_("Created {file}: {rules}, {end}, {ns} against {ew}.").format(
        file=file, rules=rules.name, end=end, ns=teams["ns"], ew=teams["ew"]))


# ---------------------------------------------------------------- deal


def deal_options(f):
    """The deal flags, shared by `deal`, `edit` and `score`."""
    flags = [
        click.option("--taker", metavar="SEAT", shell_complete=complete_seat,
                     help="Who took: n, e, s, w or a name."),
        click.option("--trump", metavar="MODE", shell_complete=complete_mode,
                     help="clubs, diamonds, hearts, spades, no-trump, all-trump."),
        click.option("--contract", metavar="BID", help="The bid: a number, capot, generale."),
        click.option("--bid", metavar="BID",
                     help="Contract, trump and coinche as players say them: 100h, 80sa x2."),
        click.option("--coinche", is_flag=True, help="The contract was coinched (×2)."),
        click.option("--surcoinche", is_flag=True, help="The contract was surcoinched (×4)."),
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


FLAG_OF_KEY = {"taker": "--taker", "mode": "--trump", "contract": "--contract",
               "coinche": "--coinche", "points": "--points", "last": "--last",
               "capot": "--capot", "generale": "--generale", "belote": "--belote",
               "announcements": "--announce", "note": "--note"}


def flag_fields(match: Match | None, taker=None, trump=None, contract=None, coinche=False,
                surcoinche=False, points=(), last=None, capot=None, generale=None, belote=(),
                announce=(), note=None, bid=None) -> dict:
    """The Deal fields the flags give (only those given), parsed from people's words."""
    teams = match.teams if match else None
    players = match.players if match else None
    fields: dict = {}
    if coinche and surcoinche:
        raise click.UsageError(_("--coinche and --surcoinche: a contract is one or the other"))
    coinche = "coinche" if coinche else "surcoinche" if surcoinche else None
    if bid is not None:
        if contract is not None or (trump is not None and parse_bid(bid)[1]):
            raise click.UsageError(_("--bid {bid!r} says the contract and trump: leave out "
                                     "--contract and --trump").format(bid=bid))
        bid_contract, bid_mode, bid_coinche = parse_bid(bid)
        if bid_coinche and coinche:
            raise click.UsageError(_("--bid {bid!r} already says {coinche}").format(
                bid=bid, coinche=bid_coinche))
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
        fields["points"] = team_numbers(points, "--points", match)
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


def team_numbers(items: tuple, flag: str, match: Match | None) -> dict:
    """`--points ns=82 --points ew=70` (or `--score`): a number per team, None where not
    given; a team given twice is refused."""
    table = {"ns": None, "ew": None}
    for item in items:
        team, value = parse_assignment(item, flag)
        team = parse_team(team, match.teams if match else None,
                          match.players if match else None)
        if table[team] is not None:
            raise ScoreError(_("{flag} {item!r}: {team} was given twice").format(
                flag=flag, item=item, team=team))
        table[team] = parse_points(value)
    return table


def _missing_flags(fields: dict) -> list[str]:
    """The flags a deal cannot do without (a contract's absence is the rules' to judge)."""
    missing = [flag for key, flag in (("taker", "--taker"), ("mode", "--trump"))
               if key not in fields]
    if not ({"points", "capot", "generale"} & fields.keys()):
        missing.append("--points")
    if "last" not in fields and not fields.get("capot") and not fields.get("generale"):
        missing.append("--last")
    return missing


def new_deal(fields: dict) -> Deal:
    if fields.get("hand") is not None:
        return Deal(**{"points": {"ns": None, "ew": None}, **fields})
    missing = _missing_flags(fields)
    if missing:
        raise click.UsageError(_("missing {flags}").format(flags=", ".join(missing)))
    fields = dict(fields)
    fields.setdefault("points", {"ns": None, "ew": None})
    return Deal(**fields)


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("words", nargs=-1)
@deal_options
@click.option("--score", "hand", multiple=True, metavar="TEAM=N",
              shell_complete=complete_team_value,
              help="A deal scored by hand, as the table agreed: --score ns=50 --score ew=0.")
@click.option("--interactive/--no-interactive", "-i", default=None,
              help="Ask for what the words and flags leave out (the default on a terminal).")
def deal(file, words, hand, interactive, **flags):
    """Record one deal and print its score and the new totals.

    Say the deal in WORDS as at the table, or with flags, or both; on a terminal,
    what they leave out is asked.

    \b
      scorecli deal friday.toml s 100h x2 98 last ns
      scorecli deal friday.toml chloe hearts 82 belote ns
      scorecli deal friday.toml юг 100 черви куанш 98
      scorecli deal friday.toml --taker s --trump hearts --points ns=82 --last ns
    """
    from .interactive import DealQuestions, header

    with MatchFile.writing(file) as seen:  # all said at once: one read, under the lock
        match, rules = seen.match, seen.rules
        before = seen.check_open()
        if hand:
            fields = hand_fields(match, hand, words, flags)
            interactive = False
        else:
            fields = deal_fields(match, rules, words, flags)
        if interactive is None:
            interactive = _on_terminal() and _lacks_fields(fields, rules)
        if not interactive:
            after = seen.record(new_deal(fields))
    if not interactive:
        _warn(seen)
        say(_recorded(after, seen.match))
        return
    # The questions are asked with the lock let go: others may write meanwhile.
    number = len(match.deals) + 1
    tell(header(match, number, before.total))
    new = DealQuestions(match, rules, _asker(match), tell).fill(fields)
    while True:
        say(_preview(before, new, seen.match))
        if not confirm(N_("Save this deal?")):
            click.echo(_("Nothing was saved."))
            return
        with MatchFile.writing(file) as match_file:
            if match_file.text == seen.text:
                after = match_file.record(new)
                break
            seen = match_file
        # The file changed between the preview and the save: show the deal as it would
        # now stand, and ask again.
        before = seen.check_open()
        seen.check_deal(new)
        click.echo(_("{file} changed while you answered (another scorecli or an editor "
                     "saved it). Now:").format(file=file))
    _warn(match_file)
    click.echo(_("Saved as deal {deal}.").format(deal=after.deals[-1].number)
               + ("\n" + _recorded(after, match_file.match).split("\n", 1)[1]
                  if after.ended else ""))


def hand_fields(match: Match, hand: tuple, words: tuple, flags: dict) -> dict:
    """A deal scored by hand: both teams' scores, perhaps a note, and nothing else."""
    said = [f"--{k.replace('_', '-')}" for k, v in flags.items()
            if k != "note" and v not in (None, False, ())]
    if words or said:
        raise click.UsageError("--score records a deal scored by hand: give both teams' "
                               "scores (and --note) and no other part of a deal"
                               + (f" (not {', '.join(said or words)})"))
    score = team_numbers(hand, "--score", match)
    if None in score.values():
        raise click.UsageError(_("--score: give both teams' scores, for example --score "
                                 "ns=50 --score ew=0"))
    fields = {"taker": None, "mode": None, "hand": score}
    if flags.get("note") is not None:
        fields["note"] = flags["note"]
    return fields


def deal_fields(match: Match | None, rules: RuleSet, words: tuple, flags: dict) -> dict:
    """The fields the flags and the words say; saying one thing both ways is a usage
    mistake."""
    from .sentence import read_words

    fields = flag_fields(match, **flags)
    said = read_words(words, match, rules.bids, known=fields) if words else {}
    both = sorted(fields.keys() & said.keys())
    if both:
        raise click.UsageError(_("the words and the flags both say the {flags}: say it once"
                                 ).format(flags=", ".join(FLAG_OF_KEY[k].lstrip("-")
                                                          for k in both)))
    return {**fields, **said}


def _preview(before, new: Deal, match: Match) -> str:
    from .render import deal_line

    after = before.with_deal(new)
    line = deal_line(after.deals[-1], match, after.rules.family)
    if after.winner:
        line += "\n" + _("This deal wins the match for {team}.").format(
            team=match.teams[after.winner])
    return line


def confirm(question: str) -> bool:
    """Yes or no, in any of the three languages; Enter is yes."""
    from .words import yes_or_no

    while True:
        answer = click.prompt(_(question) + " " + _("[Y/n]"), default="", show_default=False)
        said = yes_or_no(answer) if answer.strip() else True
        if said is not None:
            return said
        click.echo("  " + _("Answer y or n (oui/non, да/нет)."))


def _asker(match: Match | None):
    """The prompt: with line editing, history and Tab completion of names and words
    where the terminal has readline."""
    import sys

    if sys.stdin.isatty():
        try:
            import readline  # the standard library's: 1 ms to import, nothing to install
        except ImportError:
            readline = None
        if readline is not None:
            choices = _completions(match)

            def complete(text, state):
                folded = text.casefold()
                found = [c for c in choices if c.casefold().startswith(folded)]
                return found[state] if state < len(found) else None
            readline.set_completer(complete)
            readline.set_completer_delims(" \t")
            readline.parse_and_bind("tab: complete")
    from .safetext import for_terminal

    # Names and notes from the file are in the questions and their defaults: escaped.
    return lambda question: click.prompt(for_terminal(question), default="",
                                         show_default=False)


def _completions(match: Match | None) -> list[str]:
    words = ["last", "belote", "capot", "generale", "note", "coinche", "surcoinche",
             "hearts", "spades", "diamonds", "clubs", "no-trump", "all-trump", "sans-atout",
             "cœur", "pique", "carreau", "trèfle", "tierce", "quarte", "quinte", "carre-J",
             "carre-9", "back", "none", "ns", "ew", "north", "east", "south", "west"]
    if match is not None:
        words += [n for n in match.players.values()] + [n for n in match.teams.values()
                                                         if n not in ("NS", "EW")]
    return sorted(set(words), key=str.casefold)


def say(text: str) -> None:
    """Print lines for people, folded at word boundaries to the terminal's width (a pipe
    gets them whole), control characters made visible."""
    from .render import fold_lines
    from .safetext import for_terminal

    click.echo(fold_lines(for_terminal(text, keep_newlines=True), terminal_width()))


def tell(text: str, err: bool = False) -> None:
    """Print text for people as it is laid out, control characters made visible: every
    line that holds a name, a title or a note goes through here, `say` or `emit` (whose
    text render escapes), so that no file can drive the terminal (S3, S4, S6)."""
    from .safetext import for_terminal

    click.echo(for_terminal(text, keep_newlines=True), err=err)


def _warn(match_file: MatchFile) -> None:
    from .safetext import for_terminal

    for warning in match_file.warnings:
        click.echo(_("Warning: {warning}").format(warning=for_terminal(warning)), err=True)


def _on_terminal() -> bool:
    import sys

    return sys.stdin.isatty() and sys.stdout.isatty()


def _lacks_fields(fields: dict, rules: RuleSet) -> bool:
    return bool(_missing_flags(fields)) or (rules.bids and "contract" not in fields)


def _recorded(after, match: Match) -> str:
    from .render import deal_line, verdict

    line = deal_line(after.deals[-1], match, after.rules.family)
    if after.ended:
        line += "\n" + verdict(after, match).split("\n")[0]
    return line


# ---------------------------------------------------------------- show, check, undo


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the match as JSON, for other programs.")
@click.option("--format", "fmt", default="simple", metavar="TABLEFMT",
              help="Print the table alone in a tabulate format: github, html, grid, ...")
@click.option("--rules", "rules_name", metavar="NAME", shell_complete=complete_rules,
              help="Score under another rule set; the file is not changed.")
@click.option("--chart", is_flag=True, help="Draw the running totals and the target.")
@click.option("--last", type=click.IntRange(min=1), metavar="N",
              help="Only the last N deals in the table (the totals stay the match's).")
@option_flag
def show(file, as_json, fmt, rules_name, options, chart, last):
    """Print the match: every deal, the totals, the winner.

    \b
      scorecli show friday.toml
      scorecli show friday.toml --last 5 --chart
      scorecli show friday.toml --rules belote-officielle   # rescored; the file is unchanged
    """
    from .scoring import score_match

    loaded = MatchFile.read(file)
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
    if fmt != "simple":  # a format asked for: that table alone, to paste where it goes
        from .render import score_table
        click.echo(score_table(score, loaded.match, fmt, last=last))
        return
    from .render import show_text
    emit(show_text(score, loaded.match, fmt, chart=chart, unicode=_unicode_out(),
                   width=terminal_width(), last=last))


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
def check(file):
    """Validate a match file: exit 0 if it is right, 1 with every problem if not.

    \b
      scorecli check friday.toml
    """
    loaded = MatchFile.read(file)
    n = len(loaded.match.deals)
    click.echo(ngettext("{file}: valid, {rules}, {n} deal.", "{file}: valid, {rules}, {n} deals.",
                        n).format(file=file, rules=loaded.rules.label, n=n))


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--restore", is_flag=True, help="Put back the deal the last undo removed.")
@click.option("--list", "as_list", is_flag=True,
              help="Print the removed deals, newest first, as TOML blocks.")
def undo(file, restore, as_list):
    """Remove the last deal and say which one it was.

    Undo is a stack: each undo keeps the deal it removed in a journal beside the match
    (.FILE.undo), --restore puts back the newest, --list shows them all.

    \b
      scorecli undo friday.toml
      scorecli undo friday.toml --restore
    """
    from .render import deal_words, totals_line

    if restore and as_list:
        raise click.UsageError(_("choose one of --restore and --list"))
    if as_list:
        removed = MatchFile.read(file).removed()
        if not removed:
            click.echo(_("{file}: no removed deals.").format(file=file))
            return
        blocks = [f"# deal {r.number}, removed by undo{' (newest)' if i == 0 else ''}\n{r.block}"
                  for i, r in enumerate(removed)]
        tell("\n".join(blocks).removesuffix("\n"))  # a planted journal is data too
        return
    with MatchFile.writing(file) as match_file:
        if restore:
            number, deal, after = match_file.restore()
        else:
            number, deal, after = match_file.remove_last()
        left = len(match_file.removed())
    _warn(match_file)
    match = match_file.match
    if restore:
        more = " " + ngettext("{n} more removed deal in the journal.",
                              "{n} more removed deals in the journal.", left).format(
                                  n=left) if left else ""
        say(_("Restored deal {deal}: {words}.").format(
            deal=number, words=deal_words(deal, match)) + f" {totals_line(after, match)}{more}")
    else:
        say(_("Removed deal {deal}: {words}.").format(
            deal=number, words=deal_words(deal, match)) + f" {totals_line(after, match)} "
            + _("`scorecli undo {file} --restore` puts it back.").format(file=file))


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("number", type=int)
@deal_options
@click.option("--clear", "clear", multiple=True, metavar="FIELD",
              help="Remove an optional field: " + ", ".join(OPTIONAL_DEAL_FIELDS) + ".")
def edit(file, number, clear, **flags):
    """Change deal NUMBER: the flags given replace its fields. With no flags, on a
    terminal, each question is asked again with the recorded answer as its default.

    \b
      scorecli edit friday.toml 3 --points ns=92 --clear belote
      scorecli edit friday.toml 3          # asks, Enter keeps an answer
    """
    from .interactive import DealQuestions
    from .render import deal_words, score_changes

    with MatchFile.writing(file) as match_file:
        fields = flag_fields(match_file.match, **flags)
        for name in clear:
            if name not in OPTIONAL_DEAL_FIELDS:
                raise ScoreError(f"--clear {name!r}: the fields that can be cleared are "
                                 + ", ".join(OPTIONAL_DEAL_FIELDS))
            if name in fields:
                raise ScoreError(f"--clear {name}: the same field is also given a new value")
            fields[name] = {"belote": (), "announcements": {"ns": (), "ew": ()}}.get(name)
        asking = not fields and _on_terminal()
        if not fields and not asking:
            raise click.UsageError(_("nothing to change: give deal flags or --clear FIELD"))
        if not asking:
            before, after = match_file.replace(number, fields)
        else:
            old = match_file.deal(number)
    if asking:
        seen = match_file
        tell(_("Deal {deal} as recorded: {words}. Enter keeps an answer.").format(
            deal=number, words=deal_words(old, seen.match)))
        new = DealQuestions(seen.match, seen.rules, _asker(seen.match), tell,
                            old=old).fill({})
        with MatchFile.writing(file) as match_file:
            if match_file.text != seen.text:
                raise ScoreError(f"{file} changed while you answered (another scorecli or an "
                                 "editor saved it); nothing was changed, edit again")
            before, after = match_file.replace(number, new._asdict())
    _warn(match_file)
    match = match_file.match
    say(score_changes(before, after, match, number))
    if after.winner and after.won_at < len(after.deals) and not (
            before.winner and before.won_at <= after.won_at):
        played = after.deals[-1].number
        which = (_("deal {deal} was").format(deal=played) if played == after.won_at + 1
                 else _("deals {first} to {last} were").format(first=after.won_at + 1,
                                                                last=played))
        tell(_("Warning: with this change {team} won at deal {deal}, so {which} played "
               "after the match was won.").format(team=match.teams[after.winner],
                                                   deal=after.won_at, which=which), err=True)


@main.command("set")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--ns", "ns_name", metavar="NAME", help="The name of team NS.")
@click.option("--ew", "ew_name", metavar="NAME", help="The name of team EW.")
@click.option("--player", "players", multiple=True, metavar="SEAT=NAME",
              help="A player's name (SEAT= with no name removes it).")
@click.option("--dealer", metavar="SEAT", shell_complete=complete_seat,
              help="Who dealt the first deal.")
@click.option("--title", metavar="TEXT", help="The match's title (\"\" removes it).")
@option_flag
@click.option("--clear-option", "cleared", multiple=True, metavar="KEY",
              help="Go back to the rule set's own value of an option.")
def set_cmd(file, ns_name, ew_name, players, dealer, title, options, cleared):
    """Change a match's names, dealer, title or house rules; comments are kept.

    \b
      scorecli set friday.toml --ns "Les Bleus" --player s=Chloé
      scorecli set friday.toml --option target=2000     # agreed mid-match
      scorecli set friday.toml --clear-option target
    """
    from .render import header_changes

    with MatchFile.writing(file) as match_file:
        match, rules = match_file.match, match_file.rules
        changes: dict = {}
        teams = dict(match.teams)
        for team, name in (("ns", ns_name), ("ew", ew_name)):
            if name is not None:
                if not name.strip():
                    raise ScoreError(f"--{team} {name!r}: a team needs a name")
                teams[team] = name
        if teams != dict(match.teams):
            changes["teams"] = {t: n for t, n in teams.items()
                                if n != {"ns": "NS", "ew": "EW"}[t]} or None
        names = dict(match.players)
        for item in players:
            seat, _sep, name = item.partition("=")
            seat = parse_seat(seat)
            if name.strip():
                names[seat] = name.strip()
            else:
                names.pop(seat, None)
        if names != dict(match.players):
            changes["players"] = {s: names[s] for s in SEATS if s in names} or None
        if dealer is not None:
            changes["dealer"] = parse_seat(dealer, match.players)
        if title is not None:
            changes["title"] = title or None
        house = dict(match.options)
        base = get_rules(match.rules)
        for item in options:
            key, value = parse_option(base, item)
            house[key] = value
        for key in cleared:
            key = key.replace("-", "_")
            if key not in base.options:
                raise ScoreError(f"--clear-option {key!r}: {base.name} has no such option")
            house.pop(key, None)
        if house != dict(match.options):
            changes["options"] = house or None
        if not (options or cleared or changes):
            raise click.UsageError(_("nothing to change: give --ns, --ew, --player, --dealer, "
                                     "--title, --option or --clear-option"))
        before, after = match_file.set_header(changes)
    _warn(match_file)
    say(header_changes(file, match, changes, rules, before, after))


# ---------------------------------------------------------------- explain, score, compare


@main.command()
@click.argument("file", type=click.Path(path_type=Path))
@click.argument("number", type=int, required=False)
@click.option("--rules", "rules_name", metavar="NAME", shell_complete=complete_rules,
              help="Explain it under another rule set; the file is not changed.")
@option_flag
def explain(file, number, rules_name, options):
    """Show step by step how deal NUMBER (default: the last) was scored.

    \b
      scorecli explain friday.toml 3
      scorecli explain friday.toml 3 --rules belote-officielle
    """
    from .render import explain_text
    from .scoring import score_match

    loaded = MatchFile.read(file)
    rules = _rules_for(rules_name, options, loaded)
    deals = loaded.match.deals
    if not deals:
        raise ScoreError(_("{file} has no deals yet").format(file=file))
    number = len(deals) if number is None else number
    if not 1 <= number <= len(deals):
        raise ScoreError(_("deal {deal}: {file} has deals 1 to {last}").format(
            deal=number, file=file, last=len(deals)))
    score = score_match(deals, rules, check=rules is not loaded.rules, explain=number)
    tell(explain_text(score.deal(number), loaded.match, rules))


@main.command("score")
@click.option("--rules", "rules_name", required=True, metavar="NAME",
              shell_complete=complete_rules, help="The rule set to score the deal under.")
@option_flag
@deal_options
def score_cmd(rules_name, options, **flags):
    """Score one deal without any file: the quick answer at the table. On a terminal,
    what the flags leave out is asked.

    \b
      scorecli score --rules coinche-officielle --taker s --bid 100h --points ns=98 --last ns
      scorecli score --rules belote-maison       # asks
    """
    from .interactive import DealQuestions
    from .render import explain_text
    from .scoring import score_deal

    rules = _rules_for(rules_name, options)
    fields = flag_fields(None, **flags)
    if _on_terminal() and _lacks_fields(fields, rules):
        nobody = Match(rules=rules.name)
        one = DealQuestions(nobody, rules, _asker(nobody), tell).fill(fields)
    else:
        one = new_deal(fields)
    check_deal(one, rules, "the deal cannot be scored")
    tell(explain_text(score_deal(one, rules), None, rules))


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


@main.command(cls=_InOrder)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--rules", "rules_names", multiple=True, required=True, metavar="NAME",
              shell_complete=complete_rules,
              help="A rule set; give two or more. An --option after it changes that one.")
@option_flag
@click.option("--format", "fmt", default="simple", metavar="TABLEFMT",
              help="Any tabulate table format.")
@click.pass_context
def compare(ctx, file, rules_names, options, fmt):
    """One recorded match under several rule sets, side by side.

    \b
      scorecli compare friday.toml --rules belote-maison --rules belote-officielle
      scorecli compare friday.toml --rules belote-maison \\
                                   --rules belote-maison -o litige=false
    """
    from .render import compare_text, derived_points_notes
    from .scoring import score_match

    pairs = rules_in_order(ctx.meta.get("order", []), rules_names, options)
    if len(pairs) < 2:
        raise click.UsageError(_("compare needs two rule sets or more: --rules A --rules B"))
    loaded = MatchFile.read(file)
    _check_format(fmt)
    scores = []
    for name, opts in pairs:
        rules = _rules_for(name, tuple(opts), loaded)
        scores.append(score_match(loaded.match.deals, rules, skip_unscorable=True))
    tell(compare_text(scores, loaded.match, fmt, terminal_width()))
    for note in derived_points_notes(scores, loaded.match):
        click.echo(_("Warning: {warning}").format(warning=note), err=True)


def _check_format(fmt: str) -> None:
    from tabulate import tabulate_formats

    if fmt not in tabulate_formats:
        raise click.UsageError(_("--format {format!r} is not a table format; use one of: "
                                 "{formats}").format(format=fmt, formats=", ".join(
                                     sorted(tabulate_formats))))


# ---------------------------------------------------------------- a season


def _season(paths, add) -> tuple[int, list[dict]]:
    """Read every match file of the season into `add(match, score)`; the files counted
    and those left out (each listed on stderr)."""
    from .safetext import for_terminal
    from .store import read_season, season_files, shown_path

    counted, skipped = 0, []
    files, unreadable = season_files(paths)
    from itertools import chain

    # One match at a time (a list here would hold the whole season: 67 MB, not 26).
    for path, found in chain(unreadable, read_season(files)):
        if isinstance(found, str):
            skipped.append({"path": shown_path(path), "problem": shown_path(found)})
            lines = found.splitlines() or ["cannot be read"]
            why = lines[0] if len(lines) == 1 else \
                f"{lines[0]} (`scorecli check {path}` lists them)"
            click.echo(_("Left out {path}: {why}").format(path=for_terminal(shown_path(path)),
                                                           why=for_terminal(shown_path(why))),
                       err=True)
            continue
        add(found.match, found.score())
        counted += 1
    return counted, skipped


def _season_output(rows: list[dict], key: str, counted: int, skipped: list, as_json: bool,
                   as_csv: bool, fmt: str, table) -> None:
    if as_json and as_csv:
        raise click.UsageError(_("choose one of --json and --csv"))
    if as_json:
        from .render import json_text
        click.echo(json_text({key: rows, "files": counted, "skipped": skipped}))
    elif as_csv:
        from .render import rows_csv
        click.echo(rows_csv(rows), nl=False)
    else:
        _check_format(fmt)
        click.echo(table(rows, fmt, terminal_width()))
    if skipped:
        raise click.exceptions.Exit(1)


season_flags = [
    click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path)),
    click.option("--json", "as_json", is_flag=True, help="Print JSON, for other programs."),
    click.option("--csv", "as_csv", is_flag=True, help="Print CSV, for a spreadsheet."),
    click.option("--format", "fmt", default="simple", metavar="TABLEFMT",
                 help="Any tabulate table format: github, html, grid, ..."),
]


def _season_flags(f):
    for flag in reversed(season_flags):
        f = flag(f)
    return f


@main.command()
@_season_flags
@click.option("--by", type=click.Choice(["team", "player"]), default="team",
              help="Rank teams (the default) or players.")
@click.option("--rank", "rank_by", type=click.Choice(["wins", "points"]), default="wins",
              help="wins: matches won, then difference, then points for (the default); "
                   "points: points for, then difference.")
def standings(paths, as_json, as_csv, fmt, by, rank_by):
    """The standings of a season: every match file in PATHS (files and folders).

    \b
      scorecli standings season/
      scorecli standings season/ --by player --rank points
    """
    from .render import standings_table
    from .season import Standings

    table = Standings(by)
    counted, skipped = _season(paths, table.add)
    rows = [{"rank": s.rank, "shared": s.shared, by: s.name, "played": s.played,
             "won": s.won, "drawn": s.drawn, "lost": s.lost, "unfinished": s.unfinished,
             "points_for": s.points_for, "points_against": s.points_against,
             "difference": s.difference, "deals": s.deals} for s in table.ranked(rank_by)]
    _season_output(rows, "standings", counted, skipped, as_json, as_csv, fmt, standings_table)


@main.command()
@_season_flags
@click.option("--by", type=click.Choice(["player", "team"]), default="player",
              help="By player (the default) or by team.")
def stats(paths, as_json, as_csv, fmt, by):
    """Player (or team) statistics over a season: contracts taken and made, coinches,
    capots, belotes, points per deal.

    \b
      scorecli stats season/
      scorecli stats season/ --by team --csv > teams.csv
    """
    from .render import stats_table
    from .season import Stats

    table = Stats(by)
    counted, skipped = _season(paths, table.add)
    _season_output(table.rows(), "stats", counted, skipped, as_json, as_csv, fmt, stats_table)


# ---------------------------------------------------------------- export


@main.command()
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
    from .render import export_csv, export_json, json_text
    from .scoring import score_match

    if as_csv == as_json:
        raise click.UsageError(_("choose one of --csv and --json"))
    loaded = MatchFile.read(file)
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
    click.echo(ngettext("Wrote {n} deal to {path}.", "Wrote {n} deals to {path}.",
                        len(score.deals)).format(n=len(score.deals), path=output))


# ---------------------------------------------------------------- rules


@main.command("rules")
@click.argument("name", required=False, shell_complete=complete_rules)
@option_flag
def rules_cmd(name, options):
    """List the rule sets, or print every option of one.

    \b
      scorecli rules
      scorecli rules coinche-701
    """
    from .render import rules_detail, rules_list

    if name is None:
        if options:
            raise click.UsageError(_("--option needs a rule set NAME"))
        tell(rules_list(terminal_width()))
        return
    tell(rules_detail(_rules_for(name, options), terminal_width()))


def _colour_after_the_command(ctx, param, value):
    if value is not None:
        ctx.find_root().obj["colour"] = value


# `--color` may come after the command too (`scorecli show f.toml --color never`).
for _command in main.commands.values():
    _command.params.append(click.Option(
        ["--color", "colour"], type=click.Choice(["auto", "always", "never"]), default=None,
        expose_value=False, callback=_colour_after_the_command,
        help="Colour: auto (a terminal, unless NO_COLOR is set), always or never."))


def run() -> None:
    import gc
    import sys

    from .i18n import choose, speak_to_click

    _forgiving_streams()
    choose()  # from the environment; --lang, if given, says otherwise
    speak_to_click()
    _refuse_undecodable_arguments(sys.argv[1:])

    # One command, then exit: its objects form no cycles worth collecting, and the
    # collector, run again and again as a long match's deals pile up, made reading and
    # scoring a season grow faster than the season.
    gc.disable()
    main(prog_name="scorecli")


def _forgiving_streams() -> None:
    """Text a stream cannot encode (French or Russian words on a latin-1 or cp1252 output)
    is printed as `?`, never an error: above all not once a change has been saved (C1)."""
    import sys

    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (stream.encoding or "").lower().replace("-", "") \
                not in ("utf8", "utf8sig"):
            try:
                reconfigure(errors="replace")
            except (ValueError, OSError):
                pass


def _refuse_undecodable_arguments(arguments: list[str]) -> None:
    """An argument holding bytes that are not UTF-8 (from a latin-1 terminal, say) is a
    usage mistake, said with its place, before anything runs (C2)."""
    for place, argument in enumerate(arguments, 1):
        if any("\udc80" <= char <= "\udcff" for char in argument):
            from .safetext import for_terminal
            from .store import shown_path

            click.echo(_("Error: argument {n} ({text}) is not UTF-8 text; type it again in "
                         "a UTF-8 terminal").format(n=place, text=for_terminal(
                             shown_path(argument))), err=True)
            raise SystemExit(2)


if __name__ == "__main__":
    run()
