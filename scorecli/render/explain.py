"""One deal, step by step, from the very steps the scoring produced."""

from __future__ import annotations

from ..i18n import _
from ..model import Match
from ..rules import RuleSet
from ..safetext import for_terminal
from ..scoring import DealScore
from .labels import contract_label, result_label, taker_label, team_names


def explain_text(ds: DealScore, match: Match | None, rules: RuleSet) -> str:
    """Deal `ds` step by step, from the very steps the scoring produced."""
    names = team_names(match)
    head = _("Deal {deal}: {taker} took, {contract}, under {rules}").format(
        deal=ds.number, taker=taker_label(ds.deal, match), contract=contract_label(ds.deal),
        rules=rules.label)
    if names != {"ns": "NS", "ew": "EW"}:
        head += " " + _("(NS is {ns}, EW is {ew})").format(ns=names["ns"], ew=names["ew"])
    lines = [head]
    if ds.deal.note:
        lines.append("  " + _("note: {note}").format(note=for_terminal(ds.deal.note)))
    width = len(str(len(ds.steps)))
    for i, step in enumerate(ds.steps, start=1):
        lines.append(f"  {i:>{width}}. {step.text[0].upper()}{step.text[1:]}")
    lines.append(_("Result: {result}.").format(result=result_label(ds, rules.family)))
    return "\n".join(lines)
