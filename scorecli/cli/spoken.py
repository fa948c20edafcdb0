"""Click said in the chosen language where it writes its own words: the help (each
command's and option's text, translated while it is shown), its headings, and the
placeholders, quotes and choices of the usage lines and refusals (`FICHIER`,
« Argument manquant « FICHIER » », `choisissez « team » ou « player », pas « foo »`)."""

from __future__ import annotations

import itertools

import re
from contextlib import contextmanager

import click

from ..errors import ContextMsg
from ..i18n import _, either, metavar_said, ngettext, said_at, typeset
from .terminal import terminal_width


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


class HelpFormatter(click.HelpFormatter):
    """Click's help, its headings (`Options:`) written as the language writes a colon,
    and on a narrow terminal the options' names given a third of the line, not 30
    columns (at 60 columns the help was a strip of 25)."""

    def __init__(self, indent_increment: int = 2, width: int | None = None,
                 max_width: int | None = None) -> None:

        columns = terminal_width() if width is None else None  # COLUMNS, as every view
        if columns:
            width = max(20, min(columns, max_width or 80) - 2)
        super().__init__(indent_increment, width, max_width)

    def write_dl(self, rows, col_max: int = 30, col_spacing: int = 2) -> None:
        rows = [(term, typeset(text)) for term, text in rows]  # « [par défaut : 1500 ; …] »
        super().write_dl(rows, min(col_max, max(12, self.width // 3)), col_spacing)

    def getvalue(self) -> str:
        # The examples keep their lines (`\b`) but still break between words at the
        # width, their continuation further in; a command is folded as a shell reads it.
        from ..textfold import wrap

        lines: list[str] = []
        given = [line.rstrip() for line in super().getvalue().split("\n")]  # `absent ` folded
        while given:
            line = given.pop(0)
            lead = " " * (len(line) - len(line.lstrip()))
            if line.lstrip().startswith("scorecli "):
                while line.endswith("\\") and given:  # the source's own continuation
                    line = line[:-1].rstrip() + " " + given.pop(0).strip()
                lines += command_lines(lead, line.strip(), self.width + 2)
            else:
                lines += wrap(line, self.width + 2, "", lead + "    ") if line else [""]
        return "\n".join(lines)

    def write_heading(self, heading: str) -> None:
        self.write(f"{'':>{self.current_indent}}{said_at(heading, '').rstrip()}\n")


def command_lines(lead: str, command: str, width: int) -> list[str]:
    """An example command (`scorecli new … # la revanche`) in `width` columns, as it can
    be copied into a shell: broken between its words, never inside a quoted one or
    between a flag and its value, with ` \\` at each break; a comment that does not fit
    beside it goes on the line above."""
    from ..textfold import display_width

    command, _hash, comment = command.partition("  # ")
    comment = f"# {comment}" if _hash else ""
    if comment and display_width(f"{lead}{command.rstrip()}  {comment}") > width:
        return [lead + comment] + command_lines(lead, command.rstrip(), width)
    pieces = [f"{flag} {value}" if value else flag for flag, value in _flag_and_value(
        re.findall(r'(?:"[^"]*"|\'[^\']*\'|\S)+', command))]
    if comment:
        pieces.append(f" {comment}")
    lines, line, rest = [], lead + pieces[0], lead + "    "
    for k, piece in enumerate(pieces[1:], start=2):
        more = " \\" if k < len(pieces) else ""  # the last piece needs no room for ` \`
        if display_width(f"{line} {piece}{more}") <= width or line.strip() == "":
            line = f"{line} {piece}"
        else:
            lines.append(line + " \\")
            line = rest + piece.lstrip()
    return lines + [line]


def _flag_and_value(words: list[str]):
    """Each word, a flag paired with the value after it (`--player n=Anna`)."""
    while words:
        word = words.pop(0)
        if word.startswith("-") and words and not words[0].startswith("-") \
                and "=" not in word:
            yield word, words.pop(0)
        else:
            yield word, ""


class Context(click.Context):
    formatter_class = HelpFormatter


def _quoted(text: str) -> str:
    # TRANSLATORS: a name Click's refusals quote (Missing argument 'FILE'): fr « … », ru «…»
    return _("'{text}'").format(text=text)


def said_possibilities(possibilities) -> str:
    """Click's `Did you mean '--format'?`, the flags quoted as the language quotes."""
    said = ", ".join(_quoted(p) for p in sorted(possibilities))
    return ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)",
                    len(possibilities)).format(possibility=said, possibilities=said)


class SaidArgument(click.Argument):
    """An argument whose placeholder (FILE) is said in the language, when it is shown."""

    def make_metavar(self, ctx):
        return metavar_said(super().make_metavar(ctx))

    def get_error_hint(self, ctx):
        # The placeholder alone (« NUMÉRO »), not the usage's brackets and dots ([NUMÉRO]).
        return _quoted(metavar_said(self.metavar or self.name.upper()))


class SaidOption(click.Option):
    def make_metavar(self, ctx):
        return metavar_said(super().make_metavar(ctx))

    def get_error_hint(self, ctx):
        return " / ".join(_quoted(name) for name in self.opts or [self.human_readable_name])

    def get_help_extra(self, ctx):
        extra = super().get_help_extra(ctx)
        if isinstance(self.type, SaidChoice) and "default" in extra:  # « par défaut : équipe »
            extra["default"] = SaidChoice.said(extra["default"])
        return extra


# The choices as the help shows them (`--by [équipe|joueur]`); a choice takes these words
# in every language (`--rank victoires` under --lang ru), and the others below.
_CHOICE_SAID = {"team": ContextMsg("choice", "team"), "player": ContextMsg("choice", "player"),
                "wins": ContextMsg("choice", "wins"), "points": ContextMsg("choice", "points"),
                "placement": ContextMsg("choice", "placement"),
                "always": ContextMsg("choice", "always"), "never": ContextMsg("choice", "never"),
                "auto": ContextMsg("choice", "auto")}
_CHOICE_WORDS = {"team": ("equipes", "команды"), "player": ("joueurs", "игроки"),
                 "placement": ("classement",), "auto": ("автоматически",)}


def _choice_words(choice: str) -> set[str]:
    """The words, folded, that a person may type for `choice`."""
    from ..i18n import in_every_language
    from ..words.vocabulary import fold

    said = in_every_language("choice", choice) if choice in _CHOICE_SAID else []
    return {fold(word) for word in [*said, *_CHOICE_WORDS.get(choice, ())]}


class SaidChoice(click.Choice):
    """A choice whose refusal lists the choices as the language lists them, not as
    Python writes strings (`'team', 'player'`), and that takes a choice in French and
    Russian words too."""

    def convert(self, value, param, ctx):
        if isinstance(value, str) and value not in self.choices:
            from ..words.vocabulary import fold

            value = next((choice for choice in self.choices
                          if fold(value) in _choice_words(choice)), value)
        return super().convert(value, param, ctx)

    @staticmethod
    def said(choice: str) -> str:
        return str(_CHOICE_SAID[choice]) if choice in _CHOICE_SAID else choice

    def get_metavar(self, param, ctx=None):
        if not all(isinstance(c, str) for c in self.choices) or not param.param_type_name == \
                "option":
            return super().get_metavar(param, ctx)
        return "[" + "|".join(self.said(c) for c in self.choices) + "]"

    def get_invalid_choice_message(self, value, ctx):
        return _("choose {choices}, not {value!r}").format(
            value=value, choices=either(_quoted(self.said(choice)) for choice in
                                        self._normalized_mapping(ctx=ctx).values()))


_SAID = {click.Argument: SaidArgument, click.Option: SaidOption}


class Spoken:
    """A command said in the chosen language where Click writes its own words: the
    placeholders of its usage, help and refusals (FICHIER, « Argument manquant
    'FICHIER' ») and `--help`'s line, which Click makes once per command and keeps, in
    whichever language was chosen then (a French run left « Afficher ce message » in the
    next English help)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for param in self.params:
            param.__class__ = _SAID.get(type(param), type(param))
            if type(param.type) is click.Choice:
                param.type.__class__ = SaidChoice

    def collect_usage_pieces(self, ctx):
        return [metavar_said(piece) for piece in super().collect_usage_pieces(ctx)]

    def get_help_option(self, ctx):
        made = getattr(self, "_help_option", None) is None
        option = super().get_help_option(ctx)
        if made and option is not None:
            option.help = "Show this message and exit."
        return option


class Translated(Spoken, click.Command):
    context_class = Context

    def parse_args(self, ctx, args):
        # `-5` among a deal's words is no option: a minus sign, which the words refuse
        # in their own terms (« les points ne sont jamais négatifs »)
        if any(p.name == "words" for p in self.params):
            args = ["\u2212" + a[1:] if a[:1] == "-" and a[1:].isdigit() and not (
                i and args[i - 1][:1] == "-") else a for i, a in enumerate(args)]
        typed = list(args)  # Click's parser empties the list it is given
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:  # `-o arrondi=à la dizaine`: the value's words apart
            args = typed
            cut = [i for i, a in enumerate(args[:-2]) if a in ("-o", "--option") and "=" in
                   args[i + 1] and not args[i + 2].startswith("-") and args[i + 2] in exc.message]
            if cut:
                rest = list(itertools.takewhile(lambda a: not a.startswith("-"),
                                                args[cut[0] + 2:]))
                raise click.UsageError(_("{said}; a value of several words goes in quotes, as "
                                         "--option \"{value}\"").format(
                    said=exc.message, value=" ".join([args[cut[0] + 1], *rest])), ctx) from None
            raise

    def get_short_help_str(self, limit: int = 45) -> str:
        # Click shortens the help by splitting it into words, which takes the no-break
        # spaces of French typography for spaces: put them back.

        return typeset(super().get_short_help_str(limit))

    def format_help(self, ctx, formatter):
        with translated_help(self, ctx=ctx):
            super().format_help(ctx, formatter)


class SpokenGroup(Spoken):
    """A group of commands, said as `Spoken` says one; a command name mistyped is met
    with the close ones, quoted as the language quotes (« deal »), among every command,
    loaded or not (the main group loads its commands when they run)."""

    def resolve_command(self, ctx, args):
        try:
            return super().resolve_command(ctx, args)
        except click.exceptions.NoSuchCommand as exc:
            import difflib

            close = difflib.get_close_matches(exc.command_name, self.list_commands(ctx))
            message = _("No such command {name!r}.").format(name=exc.command_name)
            if close:
                suggested = said_possibilities(close)
                message = f"{message} {suggested}"  # as Click joins an option's
            raise click.UsageError(message, ctx) from None
