"""A rule set in words (« coinche-maison, en 3000 points », «belote-maison, спор: нет»):
its name and what a match changed, for headers, notes and refusals alike, the scoring's
own included."""

from __future__ import annotations

from ..i18n import _, ngettext, number
from .base import RuleSet
from .options import option_set_said


def rules_said(rules: RuleSet, named: bool = True, keyed: bool = True,
               in_sentence: bool = False) -> str:
    """A rule set in a sentence: its name, and the options the match changed in words
    (`coinche-maison, first to 3000`, « coinche-maison, en 3000 points », « belote-maison,
    litige : non »), as `compare`'s columns head; not `keyed`, without the file's keys
    (ru «спор: нет», not «спор (litige): нет», where the person typed words); `in_sentence`,
    the changes in brackets (« по правилам coinche-maison (игра до 900) нельзя … »)."""
    changed = dict(rules.overridden or {})
    if not changed:
        return rules.name
    parts = [rules.name]
    if "target" in changed or "deals_limit" in changed:
        parts.append(end_said(rules))
        changed.pop("target", None)
        changed.pop("deals_limit", None)
    if changed and not named:  # a board's header: how many, `check` and `explain` say which
        parts.append(ngettext("{n} house rule", "{n} house rules", len(changed)).format(
            n=len(changed)))
    else:
        parts += [option_set_said(key, value, rules.scorer, keyed)
                  for key, value in changed.items()]
    if in_sentence:
        # TRANSLATORS: a rule set and what a match changed, inside a sentence
        return _("{rules} ({changes})").format(rules=parts[0], changes=", ".join(parts[1:]))
    return ", ".join(parts)


def end_said(rules: RuleSet) -> str:
    """How a match of these rules ends: `first to 1000`, `12 deals`, `12 deals or first to
    1000`."""
    if rules["target"] and rules["deals_limit"]:
        return ngettext("{n} deal or first to {target}", "{n} deals or first to {target}",
                        rules["deals_limit"]).format(n=rules["deals_limit"],
                                                     target=number(rules["target"]))
    if rules["target"]:
        return _("first to {target}").format(target=number(rules["target"]))
    return ngettext("{n} deal", "{n} deals", rules["deals_limit"]).format(
        n=rules["deals_limit"])
