"""One match under several rule sets, side by side."""

from __future__ import annotations

from ..game.cards import NO_TRUMP, card_total, other_team
from ..game.deal import Match
from ..i18n import _, either, ngettext, team_code, word
from ..scoring import DealScore, MatchScore, cannot_score
from .board import deal_column
from ..rules.said import rules_said
from .labels import contract_label, seat_and_bid, short_contract, team_names
from .layout import cut_names, fold_lines, text_width, wrap_text


def _cell(ds: DealScore | None, narrow: bool = False, family=None) -> str:
    if ds is None:
        return "-" if narrow else _("cannot score")
    if narrow:
        return f"{ds.score['ns']}/{ds.score['ew']}"
    return f"{ds.score['ns']} / {ds.score['ew']} {word(ds.result, family)}"


def compare_text(scores: list[MatchScore], match: Match, fmt: str = "simple",
                 width: int | None = None) -> str:
    """One match under several rule sets, side by side, disagreements marked. Where that
    is wider than `width`, the rule sets are lettered and the cells shortened."""
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    names = team_names(match)
    by_number = [{ds.number: ds for ds in score.deals} for score in scores]
    differs = []
    for number in range(1, len(match.deals) + 1):
        cells = [by_number[i].get(number) for i in range(len(scores))]
        # compared among the rule sets that score it (a note says why the others cannot);
        # None where fewer than two do, and nothing is compared
        scored = {(c.score["ns"], c.score["ew"], c.result) for c in cells if c}
        differs.append(None if sum(1 for c in cells if c) < 2 else len(scored) > 1)
    legend: list[str] = []
    for narrow in (False, True):
        if narrow:
            letters = [chr(ord("A") + i) for i in range(len(scores))]
            headers = ["#", deal_column(scores[0].rules)] + letters + ["≠"]
            legend = [f"{letter} = {rules_said(s.rules, keyed=False)}"
                      for letter, s in zip(letters, scores)]
        else:
            headers = ["#", deal_column(scores[0].rules)] \
                + [rules_said(s.rules, keyed=False) for s in scores] + [_("differ")]
        rows = []
        for number, deal in enumerate(match.deals, start=1):
            cells = [by_number[i].get(number) for i in range(len(scores))]
            rows.append([number, short_contract(deal) if narrow
                         else seat_and_bid(deal.taker, contract_label(deal)) if deal.taker
                         else f"- {contract_label(deal)}"]
                        + [_cell(c, narrow, s.rules.scorer) for c, s in zip(cells, scores)]
                        + ["*" if differs[number - 1] or None in cells and any(cells)
                           else ""])  # no mark where no rule set scores the deal
        sep = "/" if narrow else " / "
        total = _("total")
        rows.append(["", total if narrow else f"{total} {names['ns']} / {names['ew']}"]
                    + [f"{s.total['ns']}{sep}{s.total['ew']}"
                       + (" (" + _("held {points}").format(points=s.held) + ")"
                          if s.held and not narrow else "") for s in scores] + [""])
        if narrow and any(s.held for s in scores):  # on a row of its own: the column stays narrow
            rows.append(["", _("held")] + [str(s.held) if s.held else "" for s in scores]
                        + [""])
        rows.append(["", _("winner")] + [_winner_cell(s, names, narrow) for s in scores]
                    + [""])
        aligned = {"colalign": ("right", "left") + ("right",) * len(scores) + ("left",)}
        table = tabulate(rows, headers=headers, tablefmt=fmt, disable_numparse=True,
                         **(aligned if narrow else {}))
        if width is None or text_width(table) <= width:
            break
    notes = []
    for s in scores:  # the very refusal of `show --rules`, each reason once, as a sentence
        problems = [(n, p.key, p.message) for n, ps in sorted((s.unscored or {}).items())
                    for p in ps]
        if problems:
            said = str(cannot_score(s.rules, problems))
            first = said if said.startswith(s.rules.name) else said[0].upper() + said[1:]
            notes += (first + ("" if "\n" in said else ".")).split("\n")
    if any(s.unscored for s in scores):
        notes.append(_("Totals leave out the deals a rule set cannot score."))
    differ = sum(1 for d in differs if d)
    compared = sum(1 for d in differs if d is not None)
    summary = ("" if not compared else
               ngettext("The deal scores differently.", "All {n} deals score differently.",
                        differ).format(n=differ) if differ == compared > 1 else
               ngettext("{n} of {deals} deals scores differently.",
                        "{n} of {deals} deals score differently.", differ).format(
                            n=differ, deals=compared)
               if differ else _("Every deal scores the same under these rules."))
    lines = [_("Comparing {n} rule sets ({ns} / {ew} in each cell)").format(
        n=len(scores), ns=names["ns"], ew=names["ew"]), ""] + legend + ([""] if legend else []) + [table, ""] + ([summary] if summary else []) + notes
    return "\n".join(wrapped for line in lines
                     for wrapped in (_folded(line, width) if line and "\n" not in line
                                     else [line]))


def _folded(line: str, width: int | None) -> list[str]:
    """A line folded to `width`, a note's indented line further in than its own indent."""
    return fold_lines(line, width).split("\n") if line.startswith(" ") else \
        wrap_text(line, width)


def _winner_cell(score: MatchScore, names: dict, narrow: bool = False) -> str:
    if score.winner:
        # TRANSLATORS: a narrow column's winner and the deal that won (fr «Nous (d. 3)»)
        return (_("{team} (d. {deal})").format(team=cut_names(names, 8)[score.winner],
                                               deal=score.won_at) if narrow
                else _("{team} at deal {deal}").format(team=names[score.winner],
                                                       deal=score.won_at))
    return _("none yet") if narrow else _("none yet (target {target})").format(
        target=score.target)


def derived_points_notes(scores: list[MatchScore], match: Match) -> list[str]:
    """No-trump deals whose other team's points were left out: they are derived from the
    card total, which the ace's value changes, so the rule sets read different deals."""

    aces = sorted({s.rules["no_trump_ace"] for s in scores})
    if len(aces) < 2:
        return []
    notes = []
    for number, deal in enumerate(match.deals, start=1):
        given = {t: deal.points.get(t) for t in ("ns", "ew")}
        if deal.mode != NO_TRUMP or deal.capot_team or None not in given.values() \
                or given == {"ns": None, "ew": None}:
            continue
        known = next(t for t in given if given[t] is not None)
        other = other_team(known)
        derived = either(_("{points} with the ace at {ace}").format(
            points=card_total(NO_TRUMP, ace) - given[known], ace=ace) for ace in aces)
        notes.append(_("deal {deal}: {team}'s card points were not recorded, so they are "
                       "derived: {derived}; record both to compare like with like").format(
                           deal=number, team=team_code(other), derived=derived))
    return notes
