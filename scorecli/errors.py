"""What scorecli refuses, one class per kind of bad input, all under one base.

The command line turns a `ScorecliError` (and an `OSError`) into `Error: …` with exit 1.
Anything else that escapes a command is a bug, never a refused input: the boundary
says so and exits 70. Every message names the offending value.

A message is a message id with named places, marked for the catalogs with `N_` and
translated when it is said, as python-chess's errors carry their own words:

    raise ScoreError(N_("{text!r} is not a seat: use n, e, s or w"), text=word)

`Msg` is the same for one problem in a list (a match file's, a rules file's).
`tests/test_messages.py` refuses an error raised with an f-string or an unmarked string.
"""

from __future__ import annotations

from typing import NamedTuple

from .i18n import N_, _, both, ngettext, pgettext, said_at


class Msg:
    """A message id and its named places, translated when it is made into text."""

    __slots__ = ("message", "places")

    def __init__(self, message: str, **places):
        self.message, self.places = message, places

    def __str__(self) -> str:
        text = _(self.message)
        return text.format(**self.places) if self.places else text

    def __repr__(self) -> str:
        return f"Msg({self.message!r}, **{self.places!r})"


class Plural(Msg):
    """A message whose words agree with a number (`1 belote`, `2 belotes`): the two
    message ids, the number that chooses (`count`), and the named places."""

    __slots__ = ("plural", "count")

    def __init__(self, singular: str, plural: str, count: int, **places):
        super().__init__(singular, **places)
        self.plural, self.count = plural, count

    def __str__(self) -> str:
        return ngettext(self.message, self.plural, self.count).format(**self.places)


class Reasoned(Msg):
    """A deal's problem that has a reason behind it, said once for every deal it holds for
    where a match is scored under other rules (« belote-maison has no bids », not each
    deal's « '130': … leave the contract out », whose advice is for a file being changed)."""

    __slots__ = ("reason",)

    def __init__(self, reason: Msg, message: str, **places):
        super().__init__(message, **places)
        self.reason = reason


def reason_of(message: Msg) -> Msg:
    """What a rescoring says of a deal's problem: its reason where it has one."""
    return getattr(message, "reason", message)


class ContextMsg(Msg):
    """A message id said in a context (`pgettext`): the same English words that another
    language says two ways (ru «раздача 1» in a column, «раздачу 1» as an object)."""

    __slots__ = ("context",)

    def __init__(self, context: str, message: str, **places):
        super().__init__(message, **places)
        self.context = context

    def __str__(self) -> str:
        text = pgettext(self.context, self.message)
        return text.format(**self.places) if self.places else text


def os_reason(exc: OSError) -> object:
    """Why the system refused, in the language for the common reasons (the system's own
    words are English: `No such file or directory`), else as the system says it."""
    import errno

    # The English ids are the system's own words (glibc's), said as it says them.
    said = {errno.ENOENT: N_("No such file or directory"),
            errno.EACCES: N_("Permission denied"), errno.EPERM: N_("Operation not permitted"),
            errno.ENOSPC: N_("No space left on device"),
            errno.EROFS: N_("Read-only file system"), errno.EISDIR: N_("Is a directory"),
            errno.ENOTDIR: N_("Not a directory"),
            errno.ENAMETOOLONG: N_("File name too long")}.get(exc.errno)
    return Msg(said) if said else (exc.strerror or exc)


class Listed(Msg):
    """Things said together when said, joined as the language joins them: `join` is
    i18n's `either` (`a, b or c`) or `both` (`a, b and c`)."""

    __slots__ = ("items",)
    join = "both"

    def __init__(self, *items):
        super().__init__("")
        self.items = items

    def __str__(self) -> str:
        from . import i18n

        return getattr(i18n, self.join)(self.items)


class Either(Listed):
    """Things one of which holds, `a, b or c`."""

    join = "either"


class Both(Listed):
    """Things that all hold, `a, b and c`."""

    join = "both"


class Problem(NamedTuple):
    """One problem in a list: where (`deals[3].points.ns`, or `points.ns` inside a deal),
    and what, a message id with its places (said in the chosen language when printed)."""

    key: str
    message: Msg

    def __str__(self) -> str:
        return said_at(self.key, self.message)


class ScorecliError(Exception):
    """Something the user typed or wrote that scorecli refuses. The message names it: a
    message id and its named places (or text already translated)."""

    def __init__(self, message: object = "", **places):
        self.message, self.places = message, places
        super().__init__(str(Msg(message, **places)) if isinstance(message, str) else
                         str(message))


class ScoreError(ScorecliError):
    """A word or value that the cards, the rules or the table do not allow."""


class ConcoursRefused(ScorecliError):
    """A change that would break a concours' rules: a round drawn over an open table or
    past the planned ones, a team withdrawn twice, a table that the round does not have,
    a folder that holds no concours or one already."""


class RuleSetError(ScorecliError):
    """An unknown rule set or option, or an option value of the wrong kind."""


class FlagError(ScorecliError):
    """A command-line value that scorecli cannot use: a team without a name, a deal
    number past the match's end, a total that is not a number, a name twice."""


class DealIncomplete(ScorecliError):
    """A deal said in words, off a terminal, that leaves out what its score needs (who
    took, the trump, the points, the last trick): nothing asks for it there."""


class Unsettled(ScorecliError):
    """A deal said in words that could mean two things the score tells apart: every card
    point and the last trick to one team with no capot said. The table says which."""


class NotFound(ScorecliError):
    """Something named that is not there: paths to publish, a team or player of a
    season, a concours folder's file."""


class OutputRefused(ScorecliError):
    """A place scorecli will not write to: a folder given for a file, a page it did not
    write, a match or concours file given as an export's output."""


class NameClash(ScorecliError):
    """Two teams or two players whose names would read as the same when typed."""


class MatchFileError(ScorecliError):
    """A match file that cannot be used; lists every problem with its key path."""

    def __init__(self, source: str, problems: list):
        self.source = source

        self.problem_records = list(problems)  # as given: Problem, Msg or text
        self.problems = problems = [str(p) for p in problems]
        if len(problems) == 1:
            text = said_at(source, problems[0])
        else:
            text = ngettext("{source}: {n} problem", "{source}: {n} problems",
                            len(problems)).format(source=source, n=len(problems)) + "\n" + \
                "\n".join(f"  {p}" for p in problems)
        Exception.__init__(self, text)
        self.message, self.places = text, {}


class UnsafeFile(MatchFileError):
    """A file scorecli will not touch: read-only, not a regular file, a planted link."""


class FileBusy(MatchFileError):
    """Another scorecli held the match's lock for too long."""


class FileChanged(MatchFileError):
    """The match changed on disk under the command, again and again."""


class DealProblems(ScorecliError):
    """Deals the rules cannot score: (deal number, key inside the deal, message) each.

    `deal`, `edit`, `check` and `show --rules` all report a deal's problems through
    this one class, so the same problem reads the same everywhere."""

    def __init__(self, heading: "Msg | str", entries: list[tuple[int, str, Msg]],
                 said: bool = False, by_deal: bool = False):
        self.heading = heading
        self.entries = entries

        # A deal said at the table is refused in its own words; a file's, at its keys; a
        # match scored under other rules, one line a reason with the deals it holds for
        # (the file holds no mistake; its heading names the deals already).
        if by_deal:
            held: dict[str, list[int]] = {}
            for n, _key, message in entries:
                held.setdefault(str(message), []).append(n)
            lines = [said_at(Msg(N_("deal {deal}"), deal=ns[0]) if len(ns) == 1 else
                             Msg(N_("deals {numbers}"), numbers=both(ns)),
                             message) for message, ns in held.items()]
            one_deal = len({n for n, _key, _message in entries}) == 1  # the heading names it
            lines = list(held) if len(held) == 1 or one_deal else lines
        else:
            lines = [str(message) if said else said_at(f"deals[{n}].{key}", message)
                     for n, key, message in entries]
        if len(lines) == 1 and said:  # what was just said: its problem alone, no colon chain
            text = lines[0]
        elif len(lines) == 1:
            text = said_at(heading, lines[0])
        else:
            text = said_at(heading, "").rstrip() + "\n" + "\n".join(f"  {line}" for line in lines)
        Exception.__init__(self, text)
        self.message, self.places = text, {}


class MatchOver(ScorecliError):
    """A deal offered to a match that has already been won."""


class NoSuchDeal(ScorecliError):
    """A deal number the match does not have (`edit FILE 9`, `explain FILE 0`)."""

    @classmethod
    def of(cls, number: int, file, count: int) -> "NoSuchDeal":
        """Deal `number` asked of a match of `count` deals: what it has, said as a count
        is (« les donnes 1 et 2 », never « 1 à 2 »)."""
        if not count:
            return cls(N_("{file} has no deals yet"), file=file)
        return cls(N_("deal {deal}: {file} has only deal 1") if count == 1 else
                   N_("deal {deal}: {file} has deals 1 and 2") if count == 2 else
                   N_("deal {deal}: {file} has deals 1 to {last}"), deal=number, file=file,
                   last=count)


class UndoError(ScorecliError):
    """Nothing to undo, nothing to restore, or a restore the match no longer allows."""
