"""Click parameter types for the values scorecli's flags take.

Each type reads one shape and completes it in the shell: a seat, a team, a trump, `TEAM=N`,
`KEY=VALUE`, a table format, a field `edit --clear` removes. What only the match can
settle (a player's or a team's name, an option of its rule set) is settled when the
match is read; a value the cards or the rules refuse is the data's mistake (exit 1, the
same `Error: …` as a file's), and a value outside a fixed list, or two flags that say one
thing twice, a usage mistake (exit 2), as Click does.
"""

from __future__ import annotations

import re

import click

from ..errors import FlagError
from ..game.cards import MODES, SEATS, TEAMS
from ..i18n import N_, _, number
from ..words.tokens import is_count, parse_assignment, parse_mode, parse_points


def range_said(low, high) -> str:
    """A range in words, for the help and the refusals (`at least 1`, « de 1 à 60 »;
    Click's own writes `x>=1` and `1<=x<=60`, the same in every language)."""
    low, high = (int(v) if isinstance(v, float) and v.is_integer() else v for v in (low, high))
    if low is None and high is None:
        return ""  # any number: Click then says no range
    if high is None or (low is not None and high >= 10**9):  # a guard, not a rule: unsaid
        return _("at least {low}").format(low=number(low))
    if low is None:
        return _("at most {high}").format(high=number(high))
    return _("{low} to {high}").format(low=number(low), high=number(high))


class Count(click.IntRange):
    """A whole number as scorecli reads one everywhere (F13): the digits 0-9, with a sign
    where the range allows one. Click's own reads `٣` as 3 (Python's int() does), while
    the words and the file refuse it."""

    def _describe_range(self) -> str:
        return range_said(self.min, self.max)

    def get_metavar(self, param, ctx=None) -> str | None:
        # An option's N, not Click's `INTEGER RANGE`; an argument keeps its name (NUMBER)
        return "N" if isinstance(param, click.Option) else None

    def convert(self, value, param, ctx):
        if isinstance(value, str) and not is_count(value.strip().removeprefix("-")):
            from ..safetext import for_terminal
            from ..words.numbers import IN_FIGURES, said_number

            if said_number(value) is not None:  # `deux`, `mille`: the number in figures
                self.fail(_(IN_FIGURES).format(word=for_terminal(value),
                                               number=said_number(value)), param, ctx)
            if param is not None and param.name == "table" and ctx is not None and not any(
                    c.isdigit() for c in value) and \
                    "teams" in {p.name for p in ctx.command.params}:  # `forfeit T 1 "Les Zèbres"`
                self.fail(_("{value!r} is a team, not a table: the table comes after the round "
                            "(as 1 2 {value!r})").format(value=for_terminal(value)), param, ctx)
            self.fail(_("{value!r} is not a whole number: write it in figures, as 9"
                        ).format(value=for_terminal(value)), param, ctx)
        return super().convert(value, param, ctx)


class Amount(click.FloatRange):
    """A number that may have decimals (the ratings' K), its range said in words."""

    def _describe_range(self) -> str:
        return range_said(self.min, self.max)

    def get_metavar(self, param, ctx=None) -> str:
        return "N"  # not Click's `FLOAT RANGE`

    def convert(self, value, param, ctx):
        if not isinstance(value, str):
            return super().convert(value, param, ctx)
        from ..safetext import for_terminal

        typed = value.strip()
        if not re.fullmatch(r"-?[0-9]+([.,][0-9]+)?", typed):  # not 1e3, inf, nan or ٣
            self.fail(_("{value!r} is not a number written with the digits 0 to 9 (16.5 or "
                        "16,5)").format(value=for_terminal(value)), param, ctx)
        number = float(typed.replace(",", "."))
        if (self.min is not None and number < self.min) or \
                (self.max is not None and number > self.max):
            self.fail(_("{value} is not in the range {range}.").format(
                value=typed, range=self._describe_range()), param, ctx)  # as typed: not -1.0
        return super().convert(number, param, ctx)


class Date(click.DateTime):
    """A date written YYYY-MM-DD, the format said in the language (AAAA-MM-JJ)."""

    name = "date"

    def __init__(self):
        super().__init__(formats=["%Y-%m-%d"])

    def get_metavar(self, param, ctx=None) -> str:
        # TRANSLATORS: a date's form in help (fr «AAAA-MM-JJ», ru «ГГГГ-ММ-ДД»)
        return _("YYYY-MM-DD")

    def convert(self, value, param, ctx):
        if isinstance(value, str):
            import datetime

            try:
                return datetime.datetime.strptime(value.strip(), "%Y-%m-%d")
            except ValueError:
                if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value.strip()):  # 2026-02-30
                    self.fail(_("there is no day {value} in the calendar").format(
                        value=value), param, ctx)
                self.fail(_("{value} is not a date written {form}").format(
                    value=value, form=_("YYYY-MM-DD")), param, ctx)
        return super().convert(value, param, ctx)


# A deal's optional fields as `edit --clear` takes them: the file's names, and the
# players' words for them in French and Russian (issue 36).
CLEARED = {"contract": ("contract", "contrat", "контракт", "заявка"),
           "coinche": ("coinche", "contre", "куанш", "контра"),
           "last": ("last", "der", "dernier", "последняя", "дер"),
           "capot": ("capot", "капот"), "generale": ("generale", "générale", "женераль"),
           "belote": ("belote", "белот"),
           "announcements": ("announcements", "annonces", "объявления"),
           "note": ("note", "remarque", "заметка")}


class ClearedField(click.ParamType):
    """A field `edit --clear` removes, said as the file or the players say it."""

    name = "field"

    def get_metavar(self, param, ctx=None) -> str:
        return "FIELD"

    def convert(self, value, param, ctx):
        from ..words.vocabulary import fold

        for field, words in CLEARED.items():
            if fold(value) in {fold(w) for w in words}:
                return field
        from ..safetext import for_terminal

        self.fail(_("{value!r} is not a field a deal may leave out: {fields}").format(
            value=for_terminal(value), fields=", ".join(CLEARED)), param, ctx)

    def shell_complete(self, ctx, param, incomplete):
        from click.shell_completion import CompletionItem

        return [CompletionItem(w) for words in CLEARED.values() for w in words
                if w.startswith(incomplete)]


class _Completing(click.ParamType):
    """A word read as typed, completed from a fixed list in the shell."""

    choices: tuple[str, ...] = ()

    def shell_complete(self, ctx, param, incomplete):
        from click.shell_completion import CompletionItem

        return [CompletionItem(c) for c in self.choices if c.startswith(incomplete)]


class SeatWord(_Completing):
    """n, e, s, w, a seat's word (`sud`, `юг`) or a player's name: the match settles it."""

    name = "SEAT"
    choices = SEATS


class TeamWord(_Completing):
    """ns, ew, a seat of the team, or a team's or player's name: the match settles it."""

    name = "TEAM"
    choices = TEAMS


class Trump(_Completing):
    """A trump or mode in any of the three languages: `hearts`, `cœur`, `♥`, `h`, `sa`."""

    name = "MODE"
    choices = MODES

    def __init__(self, two_words: bool = False):
        self.two_words = two_words  # the command joins `все` to the word after it

    def convert(self, value, param, ctx):
        return value if value in MODES or self.two_words else parse_mode(value)


class TeamNumber(_Completing):
    """`ns=82`: a team's word and a number; the pair (team word, number)."""

    name = "TEAM=N"
    choices = ("ns=", "ew=")

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        flag = param.opts[0] if param else "TEAM=N"
        team, number = parse_assignment(value, flag, form=self.name)  # as its help: TEAM=N
        if flag == "--score":  # a hand-scored deal: a score, not card points
            from ..words.numbers import IN_FIGURES, said_number

            if said_number(number) is not None:  # `eo=cinquante`
                raise FlagError(IN_FIGURES, word=number, number=said_number(number))
            if not is_count(number) or len(number) > 9:
                raise FlagError(N_("{flag} {text!r}: {value!r} is not a score (a whole number "
                                    "from 0)"), flag=flag, text=value, value=number)
            return team, int(number)
        return team, parse_points(number)


class TeamWordPair(_Completing):
    """`ns=tierce-K`, `s=Anna`: a word, `=`, and the text after it."""

    name = "TEAM=TOKEN"
    choices = ("ns=", "ew=")

    def __init__(self, metavar: str = "TEAM=TOKEN", choices: tuple[str, ...] = ("ns=", "ew="),
                 may_be_empty: bool = False):
        self.name, self.choices, self.may_be_empty = metavar, choices, may_be_empty

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        flag = param.opts[0] if param else self.name
        if self.may_be_empty and value.rstrip().endswith("="):  # `set --player s=` removes
            return parse_assignment(value + "-", flag)[0], ""
        if self.name == "SEAT=NAME":
            seat, sep, name = value.partition("=")
            if not sep or not seat.strip() or not name.strip():
                raise FlagError(N_("{flag} {text!r}: write SEAT=NAME, for example s=Chloé"),
                                 flag=flag, text=value)
            return seat.strip(), name.strip()
        # TRANSLATORS: --announce's example (fr « nous=tierce au roi »), quoted when said
        return parse_assignment(value, flag, _("ns=tierce to the king"), self.name)


class OptionAssignment(click.ParamType):
    """`KEY=VALUE` for a rule-set option; the rule set says later whether KEY is one."""

    name = "KEY=VALUE"

    def convert(self, value, param, ctx):
        from ..rules import check_assignment

        if "=" not in value and ("." in value or "/" in value) and ctx is not None \
                and ctx.command.name == "show":
            # `show f.toml --html -o f.html`: every other page command's -o is the output
            raise FlagError(N_("-o {value!r}: in show, -o is --option KEY=VALUE; a page is "
                                "written with --html --output {value}"), value=value)
        check_assignment(value)
        return value

    def shell_complete(self, ctx, param, incomplete):
        from click.shell_completion import CompletionItem

        from ..rules import OPTION_SPECS

        return [CompletionItem(f"{k}=") for k in OPTION_SPECS if k.startswith(incomplete)]


class TableFormat(click.ParamType):
    """A table format of tabulate (`simple`, `github`, `grid`, ...)."""

    name = "TABLEFMT"

    def convert(self, value, param, ctx):
        if value == "simple":
            return value  # the default: no need to import tabulate to know it
        from tabulate import tabulate_formats

        if value not in tabulate_formats:
            raise click.UsageError(_("--format {format!r} is not a table format; use one of: "
                                     "{formats}").format(format=value, formats=", ".join(
                                         sorted(tabulate_formats))), ctx)
        return value

    def shell_complete(self, ctx, param, incomplete):
        from click.shell_completion import CompletionItem
        from tabulate import tabulate_formats

        return [CompletionItem(f) for f in sorted(tabulate_formats) if f.startswith(incomplete)]


SEAT, TEAM, TRUMP, TEAM_NUMBER, TABLE_FORMAT = (SeatWord(), TeamWord(), Trump(), TeamNumber(),
                                               TableFormat())
OPTION = OptionAssignment()
TEAM_TOKEN = TeamWordPair("TEAM=ANNOUNCEMENT")  # --announce ns=tierce-K
SEAT_NAME = TeamWordPair("SEAT=NAME", tuple(f"{s}=" for s in SEATS))
SEAT_NAME_OR_NONE = TeamWordPair("SEAT=NAME", tuple(f"{s}=" for s in SEATS), may_be_empty=True)
