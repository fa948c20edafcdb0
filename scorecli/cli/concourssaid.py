"""What the concours commands share: `--json` and `--tiebreak`, the JSON they print, the
note on a later draw that a correction has made wrong, and the ranks a tie-break moves."""

from __future__ import annotations

import re
import time

import click

from ..errors import FlagError, ScorecliError
from ..i18n import N_, _, ngettext, team_code
from ..store.concoursrounds import left_said
from ..words.tokens import is_count
from .terminal import emit, say, tell

JSON = click.option("--json", "as_json", is_flag=True,
                    help="Print one JSON object instead of sentences (notes on stderr).")


# The ranking's keys told to a person (the folder's file and --json keep the keys)
KEY_SAID = {"points": N_("points for"), "wins": N_("rounds won"), "difference": N_("difference"),
            "against": N_("points against"), "best-round": N_("best round"),
            "head-to-head": N_("head-to-head"), "lot": N_("drawing lots")}
# The tie-break keys as the tables say them (« victoires », «разница»), read as the keys.
_TIEBREAK_WORDS = {"victoires": "wins", "victoire": "wins", "gagnees": "wins", "ecart": "difference",
                   "difference": "difference", "points-contre": "against", "contre": "against",
                   "meilleure-partie": "best-round", "confrontation": "head-to-head",
                   "confrontation-directe": "head-to-head", "tirage": "lot",
                   "tirage-au-sort": "lot", "очки": "points", "победы": "wins",
                   "разница": "difference", "пропущенные": "against", "лучший-тур": "best-round",
                   "личная-встреча": "head-to-head", "жребий": "lot"}


def _tiebreak_keys(ctx, param, value):
    if value is None:
        return None
    from ..words.vocabulary import fold

    keys = [k.strip() for k in value.split(",") if k.strip()]
    return [_Typed(_TIEBREAK_WORDS.get(fold(k).replace(" ", "-"), k), k) for k in keys]


class _Typed(str):
    """A tie-break key that keeps the word typed for it (« победы » for `wins`), which a
    refusal quotes."""

    def __new__(cls, key: str, said: str):
        typed = super().__new__(cls, key)
        typed.said = said
        return typed


TIEBREAK = click.option("--tiebreak", metavar="KEY,KEY...", callback=_tiebreak_keys,
                        help="The keys after the first, in order: points, wins, "
                             "difference, against, best-round, head-to-head, lot.")


def check_tiebreak(keys: list[str], rank: str) -> None:
    """A key twice, the `rank` key itself or an unknown key is a usage error."""
    from ..store.concoursschema import tiebreak_problem

    wrong = tiebreak_problem(keys, rank)
    if wrong:
        places = {k: getattr(v, "said", v) for k, v in wrong[1].items()}  # « победы », not wins
        if "choices" in places:  # the words that are typed, in the language
            # TRANSLATORS: the tie-break keys as --tiebreak takes them (_TIEBREAK_WORDS)
            places["choices"] = _("points, wins, difference, against, best-round, "
                                  "head-to-head, lot")
        raise click.UsageError(_("--tiebreak: {problem}").format(
            problem=_(wrong[0]).format(**places)))


def emit_json(data) -> None:
    from ..render import json_text

    emit(json_text(data))


def was_data(owner, round_number: int, table: int):
    """A table's result before a change: `[1200, 800]`, `"forfeit"` or None (open)."""
    owner.drawn_round(round_number)
    if table > len(owner.concours.draws[round_number - 1].tables):
        return None
    result = owner.results().get((round_number, table))
    if result is None:
        return None
    return "forfeit" if result.forfeit else [result.ns, result.ew]


def say_stale(owner, stale, err: bool = False, quiet_once_begun: bool = False,
              changed: int | None = None) -> None:
    """The later round a correction has made wrong, how it would be drawn now and how to
    take it back while that is possible; after a correction of round `changed`, that
    the later rounds would be drawn the same when they would. `quiet_once_begun`: said
    only while that round has not begun (`draw`, `sheets`)."""
    from ..render.concours import stale_said

    concours = owner.concours
    if stale is None:
        if changed is not None and changed < concours.drawn:
            same = _("Rounds {first} to {last} would be drawn the same.").format(
                first=changed + 1, last=concours.drawn) if changed + 1 < concours.drawn else \
                _("Round {round} would be drawn the same.").format(round=changed + 1)
            tell(same, err=True) if err else say(same)
        return
    begun = owner.round_begun(stale.round)
    if quiet_once_begun and begun:
        return
    undo = stale.round == concours.drawn and not begun
    said = stale_said(concours, stale, owner.folder, undo)
    if err or quiet_once_begun:  # the sentence goes on after the colon: a small letter
        tell(_("Note: {warning}").format(warning=said[:1].lower() + said[1:]), err=True)
    else:
        say(said)


def rank_moves(before, after) -> list[dict]:
    """The teams whose rank a change of tie-breaks moves."""
    was = {s.team.number: s.rank for s in before.standings}
    return [{"number": s.team.number, "was": was[s.team.number], "now": s.rank}
            for s in after.standings if was.get(s.team.number) != s.rank]


def say_moves(owner, st, moved: list[dict]) -> None:
    from ..concours import chain
    from ..render.concours import team_label

    lines = [_("{folder}: the ranking's keys are now {keys}.").format(
        folder=owner.folder, keys=", ".join(_(KEY_SAID.get(k, k)) for k in chain(st.concours)))]
    if moved:
        lines += [_("{team}: rank {was}, now {now}").format(
            team=team_label(st.concours, m["number"]), was=m["was"], now=m["now"])
            for m in moved]
    else:
        lines.append(_("No team changes rank."))
    say("\n".join(lines))
    say_stale(owner, st.stale)


LOOK_EVERY = 1.0  # seconds between two looks at the folder: a change shows within the next


def watch(folder, once) -> None:
    """Call `once()` now, then again whenever the concours folder changes, looking once a
    second; a later look that cannot read the folder keeps the last view and says the
    problem once (a first that cannot is an error, not a wait). Ctrl-C stops it, exit 0."""
    from ..store.concoursfile import ConcoursFolder

    try:
        once()
        seen, said = ConcoursFolder.looked_at(folder), None
        while True:
            time.sleep(LOOK_EVERY)
            now = ConcoursFolder.looked_at(folder)
            if now == seen:
                continue
            seen = now
            try:
                once()
                said = None
            except ScorecliError as exc:  # noqa: PERF203 (a look a second)
                problem = str(exc).splitlines()[0]
                if problem != said:
                    tell(_("Note: {warning}").format(warning=problem), err=True)
                    said = problem
    except KeyboardInterrupt:
        raise click.exceptions.Exit(0) from None


def sheet_totals(totals: tuple, clear: bool) -> tuple:
    """A table's two totals as typed after `result FOLDER ROUND TABLE` (`1012 932`,
    `1012:932`); one, three or none without `--clear` are refused by what is wrong."""
    unknown = next((t for t in totals if t.startswith("--")), None)
    if unknown:  # read as a total only so that a negative one is refused as a total
        import difflib

        name = unknown.split("=")[0]
        flags = [o for p in click.get_current_context().command.params for o in p.opts
                 if o.startswith("--")]
        raise click.NoSuchOption(name, possibilities=difflib.get_close_matches(name, flags))
    if len(totals) == 1 and re.fullmatch(r"\d+\s*[:–—/-]\s*\d+", totals[0].strip()):
        totals = tuple(re.split(r"\s*[:–—/-]\s*", totals[0].strip()))  # `800:700`, `800–700`
    if len(totals) == 1 and not clear:  # `result fete 1 812 640`: the table left out
        raise click.UsageError(_("one total only ({total}): give the round, the table, then "
                                 "the two totals, NS then EW (as 1 3 1012 932)").format(
            total=totals[0]))
    if len(totals) > 2:
        raise click.UsageError(ngettext(
            "{count} totals ({totals}): give the round, the table, then two totals, NS then "
            "EW (as 1 3 1012 932)",
            "{count} totals ({totals}): give the round, the table, then two totals, NS then "
            "EW (as 1 3 1012 932)",
            len(totals)).format(count=len(totals), totals=" ".join(totals)))
    if clear == bool(totals):
        raise click.UsageError(_("give the two totals, NS then EW (1012 932), or --clear"))
    return totals


def sheet_total(text: str, side: str) -> int:
    from ..words.numbers import IN_FIGURES, said_number

    if said_number(text) is not None:  # `mille`, «тысяча»
        raise FlagError(IN_FIGURES, word=text, number=said_number(text))
    if not is_count(text) or len(text) > 9:
        raise FlagError(N_("{side} {text!r} is not a total: type the table's two totals as "
                            "whole numbers from 0, NS first (for example 1012 932)"),
                         side=team_code(side), text=text)
    return int(text)


__all__ = ["JSON", "TIEBREAK", "check_tiebreak", "emit_json", "left_said", "rank_moves",
           "say_moves", "say_stale", "sheet_total", "sheet_totals", "was_data", "watch"]
