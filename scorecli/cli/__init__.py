"""The command line: flags are parsed here, the work is done by the library, and the
result printed.

One module per group of commands, each loaded only when one of its commands runs (as
Click's documented lazy group does), so that `scorecli show` starts as fast as before:
`match` (new, set, check), `deals` (deal, edit, undo, score), `views` (show, explain,
compare, export, rules) and `season` (standings, stats); `flags` turns flags and words
into deal fields, `terminal` is what people see and type. For the same reason a
command imports the library's modules it needs inside its own function: what one command
uses, another does not load.

One error boundary, here: scorecli's own refusals (`ScorecliError`) and the system's
(`OSError`) become `Error: …` with exit 1; Click's usage errors exit 2; a cancelled
prompt says that nothing was saved. Anything else is a bug and says so (exit 70), never
passing for a refused input (and never after a change was saved); `SCORECLI_DEBUG=1`
shows its traceback.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module

import click

from ..errors import ScorecliError
from ..i18n import LANGUAGES, _, choose, quotes_nested, speak_to_click
from ..saves import SAVED, TABLES_CHANGED
from .spoken import (Context, SaidChoice, SaidOption, SpokenGroup, Translated,  # noqa: F401
                     said_possibilities, translated_help)
from .terminal import Settings, terminal_width


INTERNAL_ERROR = 70  # EX_SOFTWARE: a bug in scorecli
CANCELLED = 130  # as a shell reports a command stopped by Ctrl-C

# Each command, and the module that defines it (with the function's name where it differs).
COMMANDS = {"new": "match", "set": "match:set_cmd", "check": "match",
            "deal": "deals", "edit": "deals", "undo": "deals", "score": "deals:score_cmd",
            "show": "views", "explain": "views", "compare": "views", "export": "views",
            "rules": "views:rules_cmd", "standings": "season", "stats": "season",
            "ratings": "season", "challenge": "challenge", "count": "cards",
            "tricks": "tricks", "completion": "completion",
            "concours": "concours", "sheet": "pages",
            "publish": "pages"}


def with_late_flags(command: click.Command) -> click.Command:
    """`--color` and `--lang` after the command too (`scorecli show f.toml --lang fr`):
    `--lang` eager, so that the command's own refusals are said in it."""
    command.params.append(SaidOption(
        ["--color", "colour"], type=SaidChoice(["auto", "always", "never"]),
        default=None, expose_value=False, callback=_colour_after_the_command,
        help="Colour: auto (a terminal, unless NO_COLOR is set), always or never."))
    command.params.append(SaidOption(
        ["--lang"], type=SaidChoice(["en", "fr", "ru"]), is_eager=True,
        default=None, expose_value=False, callback=_language_after_the_command,
        help="The language to speak: en, fr or ru."))
    return command


class Boundary(SpokenGroup, click.Group):
    """The group: its commands loaded when they run, and the one place where errors
    become messages and exit statuses."""

    command_class = Translated
    context_class = Context

    def list_commands(self, ctx):
        return sorted(COMMANDS)

    def parse_args(self, ctx, args):
        # --lang wherever it stands (`show --help --lang fr` writes its help before the
        # command's own --lang would be read): the group's --lang callback chooses it.
        ctx.meta["scorecli.lang"] = _language_in(args)
        if ctx.meta["scorecli.lang"] is None:
            _choose_language(None)  # `--help` alone is read before the group's --lang
        try:
            return super().parse_args(ctx, args)
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as exc:  # the group's own flags (`--lang de`)
            raise _usage_said(exc) from None

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        if name not in self.commands:
            module, _sep, attribute = COMMANDS[name].partition(":")
            command = getattr(import_module(f".{module}", __name__), attribute or name)
            with_late_flags(command)
            self.commands[name] = command
        return self.commands[name]

    def format_help(self, ctx, formatter):
        commands = [self.get_command(ctx, name) for name in self.list_commands(ctx)]
        with translated_help(self, *commands, ctx=ctx):
            super().format_help(ctx, formatter)

    def invoke(self, ctx):
        from ..safetext import for_terminal

        SAVED.clear()  # a new command (the tests run many in one process)
        TABLES_CHANGED.clear()
        try:
            done = super().invoke(ctx)
            if TABLES_CHANGED:
                _say_later_draws()
            return done
        except click.exceptions.NoArgsIsHelpError:
            raise  # `scorecli concours` alone: its help, as Click prints it
        except click.UsageError as exc:
            raise _usage_said(exc) from None
        except (click.exceptions.Exit, click.ClickException):
            raise
        except (click.exceptions.Abort, KeyboardInterrupt):
            # Click turns Ctrl-C and Ctrl-D (the end of input) at a prompt into Abort: both
            # cancel (SPEC 9), unless a change was saved before (F2): then that is said.
            saved = _saved()
            click.echo("\n" + (_("Stopped: {file} was saved before the stop; do not record "
                                 "the change again.").format(file=saved) if saved else
                               _("Cancelled: nothing was saved.")), err=True)
            raise click.exceptions.Exit(CANCELLED) from None
        except ScorecliError as exc:
            if _saved():  # refused after a save (the journal unreadable after an undo)
                _say_saved(for_terminal(str(exc).splitlines()[0]))
            raise click.ClickException(_folded(quotes_nested(for_terminal(
                str(exc), keep_newlines=True)))) from None
        except (OSError, MemoryError) as exc:
            if isinstance(exc, MemoryError):
                error = _("not enough memory for this file")
            else:
                error = for_terminal(os_error_said(exc))
            if _saved():  # a full disk or a closed pipe on printing, after a save (F8)
                _say_saved(error)
            raise click.ClickException(error) from None
        except Exception as exc:  # a bug: say so, never as a refused input
            import traceback

            if os.environ.get("SCORECLI_DEBUG"):
                traceback.print_exc()
            error = f"{type(exc).__name__}: {for_terminal(str(exc))}"
            saved = _saved()
            if isinstance(exc, UnicodeEncodeError) and "surrogate" in str(exc) and not saved:
                # Text typed in another encoding reached the file's text: nothing written.
                raise click.ClickException(_(
                    "some text given is not UTF-8 (a name, a title or a note typed in another "
                    "encoding); nothing was changed")) from None
            if saved:
                # The change is stored: an exit that reads as a failure would have it
                # recorded twice (C1). Say what was saved; exit 1, not 70.
                _say_saved(error)
            click.echo(_("scorecli: internal error: {error}\n(a bug in scorecli; "
                         "SCORECLI_DEBUG=1 shows where)").format(error=error), err=True)
            raise click.exceptions.Exit(INTERNAL_ERROR) from None


def _say_later_draws() -> None:
    """A concours table's result changed by a match-file command while a later round is
    drawn: said in one line (SPEC 13, "Corrections after a later draw")."""
    from ..store.concoursfile import ConcoursFolder
    from .terminal import tell

    for path in dict.fromkeys(TABLES_CHANGED):
        folder = path.parent.parent
        if not (folder / "concours.toml").is_file():
            continue
        try:
            round_number = int(path.parent.name.removeprefix("round-"))
            drawn = ConcoursFolder.read(folder).concours.drawn
        except (ScorecliError, ValueError, OSError):
            continue
        if drawn > round_number:
            tell(_("Note: this table's result changed after round {later} was drawn; "
                   "`scorecli concours show {folder}` says how it would be drawn now.").format(
                later=round_number + 1, folder=folder), err=True)


@click.group(cls=Boundary, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="scorecli", message="%(prog)s %(version)s")
@click.option("--color", "colour", type=click.Choice(["auto", "always", "never"]),
              default="auto", help="Colour: auto (a terminal, unless NO_COLOR is set).")
@click.option("--lang", type=click.Choice(["en", "fr", "ru"]), is_eager=True,
              expose_value=False,
              callback=lambda ctx, param, value: _choose_language(
                  value or ctx.meta.get("scorecli.lang")),
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
    ctx.obj = Settings(colour, read_user_rules())


def os_error_said(exc: OSError) -> str:
    """The system's refusal as it is said: the file, then why (`m.toml: Permission
    denied`)."""
    from ..errors import os_reason

    return f"{exc.filename}: {os_reason(exc)}" if exc.filename else str(os_reason(exc))


def _saved() -> str | None:
    """The file this command saved last, as a terminal shows it; None if it saved none."""
    from ..safetext import for_terminal

    return for_terminal(str(SAVED[-1])) if SAVED else None


def _say_saved(error: str):
    """After a save, a failure is said as what it is: the change is stored, and an exit
    that read as a refusal would have it recorded twice."""
    try:
        click.echo(_("scorecli: {file} was saved, then printing the result failed "
                     "({error}); do not record the change again").format(
                         file=_saved(), error=error), err=True)
    except OSError:
        pass  # standard error is gone too: the exit status is all that is left
    raise click.exceptions.Exit(1) from None


def _usage_said(exc: click.UsageError) -> click.UsageError:
    """Click's refusal as the program's own are said: a close name suggested in the
    language's quotes, no closing period, the whole message broken between words (a bad
    value's `Invalid value for '--k':` too, which Click puts before it)."""
    if isinstance(exc, click.NoSuchOption) and exc.possibilities:
        exc.message += " " + said_possibilities(exc.possibilities)
        exc.possibilities = None
    said = exc.format_message().rstrip()
    said = said[:-1] if said.endswith(".") and not said.endswith("..") else said
    return click.UsageError(_folded(said), exc.ctx)


def _folded(message: str) -> str:
    """A refusal broken between words at the terminal's width: its first line shares its
    row with `Error: `, the lines after it have the whole width."""
    from ..render import fold_lines, wrap_text

    width = terminal_width()
    if not width:
        return message
    prefix = " " * len(_("Error: {message}").format(message=""))
    first, newline, rest = message.partition("\n")
    lines = wrap_text(first, width, prefix, "  ")
    lines[0] = lines[0][len(prefix):]
    return "\n".join(lines + ([fold_lines(rest, width)] if newline else []))


def _colour_after_the_command(ctx, param, value):
    if value is not None:
        ctx.ensure_object(Settings).colour = value


def _language_after_the_command(ctx, param, value):
    if value is not None:
        _choose_language(value)


def _choose_language(language: str | None) -> None:

    choose(language)  # None: SCORECLI_LANG, then the locale
    speak_to_click()


def read_user_rules():
    """The rule sets this command may name: a club's own too, where it has a rules file."""
    from ..rules import BUILT_IN, Registry
    from ..store.userrules import load, rules_file

    path = rules_file()
    return BUILT_IN if path is None else Registry(load(path))



def run() -> None:
    import gc


    _forgiving_streams()
    choose()  # from the environment; --lang, if given, says otherwise
    speak_to_click()
    _refuse_undecodable_arguments(sys.argv[1:])

    # One command, then exit: its objects form no cycles worth collecting, and the
    # collector, run again and again as a long match's deals pile up, made reading and
    # scoring a season grow faster than the season.
    gc.disable()
    main(prog_name="scorecli")


def _language_in(args: list[str]) -> str | None:
    """The language --lang names on the command line, if it names one of ours (before a
    `--`, which ends the options)."""

    for i, arg in enumerate(args):
        if arg == "--":
            break
        value = args[i + 1] if arg == "--lang" and i + 1 < len(args) else \
            arg.partition("=")[2] if arg.startswith("--lang=") else None
        if value in LANGUAGES:
            return value
    return None


_FILE_SUFFIXES = (".toml", ".csv", ".json", ".html")


def _forgiving_streams() -> None:
    """Text a stream cannot encode is printed, never an error, above all not once a change
    has been saved (C1): French or Russian words on a latin-1 or cp1252 output as `?`, and
    a file name in another encoding (`caf\\xe9.toml`) as its escape on a UTF-8 one."""

    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None or stream.errors not in ("strict", None):
            continue  # already forgiving (surrogateescape under a C.UTF-8 locale)
        utf8 = (stream.encoding or "").lower().replace("-", "") in ("utf8", "utf8sig")
        try:
            reconfigure(errors="backslashreplace" if utf8 else "replace")
        except (ValueError, OSError):
            pass


def _refuse_undecodable_arguments(arguments: list[str]) -> None:
    """An argument holding bytes that are not UTF-8 (from a latin-1 terminal, say) is a
    usage mistake, said with its place, before anything runs (C2): a name, a title or a
    note would go into the match file. A path is another matter: a file may be named so
    (one that exists, or a new one in an existing folder), and is opened as named."""

    for place, argument in enumerate(arguments, 1):
        if any("\udc80" <= char <= "\udcff" for char in argument) and not (
                os.path.lexists(argument) or (
                    os.path.splitext(argument)[1].lower() in _FILE_SUFFIXES
                    and os.path.isdir(os.path.dirname(argument) or "."))):
            from ..safetext import for_terminal
            from ..store import shown_path

            click.echo(_("Error: argument {n} ({text}) is not UTF-8 text; type it again in "
                         "a UTF-8 terminal").format(n=place, text=for_terminal(
                             shown_path(argument))), err=True)
            raise SystemExit(2)


if __name__ == "__main__":
    run()
