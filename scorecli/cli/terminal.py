"""What people see and type: colour, width, printing text safely, prompts and readline.

Every line for people goes out through `emit` (the scoreboard, whose text `render`
escapes and colours), `say` (folded to the terminal's width) or `tell` (as laid out):
the last two make control characters visible, so that no name, title or note from a
file can drive the terminal.
"""

from __future__ import annotations

import os
import re
import sys
from typing import TYPE_CHECKING

import click

from ..game.deal import DEFAULT_TEAMS
from ..i18n import _, quotes_nested, said_at


if TYPE_CHECKING:  # annotations only: importing the store here loaded it for `rules`,
    from ..game.deal import Match  # `sheet` and `--help`, which open no match file
    from ..store import MatchFile


class Settings:
    """The context object (`ctx.obj`): what the group's flags and the rules file say to
    every command."""

    def __init__(self, colour: str = "auto", registry=None):
        from ..rules import BUILT_IN

        self.colour = colour
        self.registry = registry or BUILT_IN  # the rule sets this command may name


def settings() -> Settings:
    """The running command's settings, found on its context as Click's pass decorators
    find theirs (defaults outside a command)."""
    ctx = click.get_current_context(silent=True)
    found = ctx.find_object(Settings) if ctx is not None else None
    return found if found is not None else Settings()


def emit(text: str) -> None:
    """Print, in colour only on a terminal and never when NO_COLOR is set."""

    choice = settings().colour
    if choice == "auto":
        colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    else:
        colour = choice == "always"
    click.echo(text, color=colour)


def terminal_width() -> int | None:
    """The columns to fit: COLUMNS when set, the terminal's on a terminal, else none
    (a pipe or a file gets the full table)."""
    import shutil

    columns = os.environ.get("COLUMNS", "")
    if columns.isascii() and columns.isdecimal() and 0 < len(columns) < 6 and int(columns) > 0:
        return int(columns)  # anything else (`²`, `-3`, `abc`) is ignored
    if sys.stdout.isatty():
        return shutil.get_terminal_size().columns
    return None


def unicode_out() -> bool:

    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    return encoding in ("utf8", "utf16", "utf32", "")



def confirm(question: str, back: bool = False, **places) -> bool | None:
    """Yes or no, in any of the three languages; Enter is yes. With `back`, `back`
    (`retour`, `назад`) is an answer too: None, to go back to the questions."""
    from ..words.vocabulary import BACK_WORDS, fold, yes_or_no

    while True:
        asked = _(question).format(**places) if places else _(question)
        answer = click.prompt(_folded_prompt(said_at(asked + " " + _("[Y/n]"), "")),
                              default="", show_default=False, prompt_suffix="")
        if back and fold(answer) in BACK_WORDS:
            return None
        said = yes_or_no(answer) if answer.strip() else True
        if said is not None:
            return said
        say("  " + (_("Answer y or n (oui/non, да/нет), or back to change an answer.")
                    if back else _("Answer y or n (oui/non, да/нет).")))


def _folded_prompt(text: str) -> str:
    """A question folded between words at the terminal's width, room left for the
    answer on its last line (a yes-or-no question of a long sentence, at 60 columns)."""
    return folded_question(text, terminal_width(), 8)


def folded_question(text: str, width: int | None, answer_room: int) -> str:
    """A question as a prompt: whole where it and its answer fit; else the question on
    its first line and its examples and default on the next, room left for the answer
    (« Points de cartes pour EO, sans le dix de der ? » then « 65, 65 55, capot : »);
    else folded between words, never inside `[последняя Мы]`."""
    from ..render import display_width, fold_lines, wrap_text

    if width is not None and display_width(text) + answer_room > width:
        # folded: each part of the default, `[последняя вз, белот мы]`, is one word to it
        # (no-break spaces; a long default folds after its commas, never in a name)
        text = re.sub(r"\[[^\]\n]*\]", lambda m: re.sub(r"(?<!,) ", "\u00a0", m.group(0)),
                      text)
    if width is None or width <= 40 or display_width(text) + answer_room <= width:
        return fold_lines(text, width if width is None or width <= 40 else
                          width - answer_room).rstrip() + " "
    asked = re.match(r"^(.+?\?)\s+(\S.*)$", text, re.S)
    if asked and "\n" not in text and display_width(asked.group(1)) <= width:
        rest = wrap_text(asked.group(2), width - answer_room, "  ", "  ")
        return asked.group(1) + "\n" + "\n".join(rest).rstrip() + " "
    return fold_lines(text, width - answer_room).rstrip() + " "


def asker(match: Match | None):
    """The prompt: with line editing, history and Tab completion of the names and the
    words of the question being asked, where the terminal has readline."""
    topic: list = [None]  # the question being asked: what Tab offers

    if sys.stdin.isatty():
        try:
            import readline  # the standard library's: 1 ms to import, nothing to install
        except ImportError:
            readline = None
        if readline is not None:
            def complete(text, state):
                folded = text.casefold()
                found = [c for c in completions(match, topic[0])
                         if c.casefold().startswith(folded)]
                return found[state] if state < len(found) else None
            readline.set_completer(complete)
            readline.set_completer_delims(" \t")
            readline.parse_and_bind("tab: complete")
    # Names and notes from the file are in the questions and their defaults: escaped.
    from ..safetext import for_terminal

    # A long question and its default break between words at the width (the answer goes
    # on the last line), never inside `[последняя Мы]`.
    def ask(question: str, about: str | None = None) -> str:
        topic[0] = about
        return click.prompt(folded_question(said_at(for_terminal(question), ""),
                                            terminal_width(), 12),  # the answer's room
                            default="", show_default=False, prompt_suffix="")
    return ask


def completions(match: Match | None, topic: str | None = None) -> list[str]:
    """What Tab offers at a question: its words in the output language, and the names
    it takes (the players at who took, the teams' names where a team is said)."""
    from ..i18n import language
    from ..words.vocabulary import completion_words

    words = completion_words(topic, language())
    if match is not None:
        if topic in (None, "taker"):
            words += list(match.players.values())
        if topic in (None, "points", "extras"):
            words += [n for n in match.teams.values() if n not in DEFAULT_TEAMS.values()]
    return sorted(set(words), key=str.casefold)


def say(text: str) -> None:
    """Print lines for people, folded at word boundaries to the terminal's width (a pipe
    gets them whole), control characters made visible."""
    from ..render import fold_lines
    from ..safetext import for_terminal

    click.echo(fold_lines(quotes_nested(for_terminal(text, keep_newlines=True)),
                          terminal_width()))


def tell(text: str, err: bool = False) -> None:
    """Print text for people as it is laid out, control characters made visible: every
    line that holds a name, a title or a note goes through here, `say` or `emit` (whose
    text render escapes), so that no file can drive the terminal (S3, S4, S6). Messages
    on stderr (warnings, hints) are folded at word boundaries like `say`'s."""
    from ..safetext import for_terminal

    text = quotes_nested(for_terminal(text, keep_newlines=True))
    if err:
        from ..render import fold_lines

        text = fold_lines(text, terminal_width())
    click.echo(text, err=err)


def warn(match_file: MatchFile) -> None:
    from ..safetext import for_terminal

    for warning in match_file.warnings:
        tell(_("Warning: {warning}").format(warning=for_terminal(warning)), err=True)


def on_terminal() -> bool:

    return sys.stdin.isatty() and sys.stdout.isatty()


def page_out(page: str, output, source=None) -> None:
    """A page to standard output, or with `output` written as SPEC 12 writes exports
    (never over `source`, the file it was made from, nor its lock or journal)."""
    if output is None:
        click.echo(page, nl=False)
        return
    from ..store import write_export

    write_export(source, output, page)
    say(_("Wrote {path}.").format(path=output))
