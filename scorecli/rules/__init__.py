"""The built-in rule sets and the strategy of each family."""

from __future__ import annotations

from typing import Mapping

from ..errors import RuleSetError
from ..i18n import N_
from . import bazar, belote, coinche
from .base import (FAMILIES, OPTION_SPECS, ROUNDINGS, Family, OptionSpec, Outcome, RuleSet,
                   unknown_option)

RULE_SETS: Mapping[str, RuleSet] = {
    r.name: r for r in belote.RULE_SETS + coinche.RULE_SETS + bazar.RULE_SETS}

# Derived rule sets: a built-in one with option values, each reproducing a scorekeeper
# people argue with (their own tests' numbers are in tests/test_house_rules.py).
_DERIVED = (
    ("coinche-annonces", "coinche-maison", N_('coinche "aux points annoncés"'),
     {"contract_scoring": "contract-only"}),
    ("belote-scoreit", "belote-maison", N_("the ScoreIt app's belote"),
     {"announcements": "each-team"}),
    ("coinche-scoreit", "coinche-maison", N_("the ScoreIt app's coinche"),
     {"coinche_base": 162, "announcements": "each-team", "coinche_multiplies": "points"}),
    ("coinche-carg", "coinche-maison", N_("the carg app's coinche"),
     {"rounding": "nearest-ten", "generale_scoring": "flat"}),
    ("coinche-scorecontree", "coinche-maison", N_("deepblue67/scorecontree's coinche"),
     {"capot_bonus": 88, "surcoinche_factor": 3, "must_beat_defence": False,
      "coinche_multiplies": "contract", "belote_on_failure": "defence"}),
    ("belote-scorehub", "belote-maison", N_("trivialloop/scorehub's belote"),
     {"contract_counts_belote": False, "target": 501, "litige_pot": "next-made-contract"}),
)
DERIVED: Mapping[str, RuleSet] = {
    name: RULE_SETS[base].derive(name, title, options, f"derived from {base}")
    for name, base, title, options in _DERIVED}

# A user's own rule sets (a rules file), put here by the command line when it reads one.
USER_RULE_SETS: dict[str, RuleSet] = {}


def all_rule_sets() -> dict[str, RuleSet]:
    return {**RULE_SETS, **DERIVED, **USER_RULE_SETS}


def get_rules(name: str, overrides: Mapping[str, object] | None = None,
              in_a_file: bool = False) -> RuleSet:
    """A rule set by name (in any case), with house-rule overrides applied. A match file
    (`in_a_file`) may name a built-in or derived set, not a user's own."""
    known = all_rule_sets()
    key = name.strip().casefold() if isinstance(name, str) else None
    rules = known.get(key) if key is not None else None
    if rules is not None and in_a_file and key in USER_RULE_SETS:
        raise RuleSetError(N_("{name!r} is a rule set of your rules file, which this file "
                              "would need on every machine; start the match with `scorecli "
                              "new --rules {name}` (it writes the rule set's options into the "
                              "file)"), name=name)
    if rules is None:
        raise RuleSetError(N_("unknown rule set {name!r}; the rule sets are: {known}"),
                           name=name, known=", ".join(known))
    return rules.with_options(overrides or {})


def parse_option(rules: RuleSet, text: str) -> tuple[str, object]:
    """Read `KEY=VALUE` as typed on the command line, for this rule set."""
    key, sep, value = text.partition("=")
    key = key.strip().replace("-", "_")
    if not sep:
        raise RuleSetError(N_("option {text!r}: write it as KEY=VALUE, for example "
                              "target=2000"), text=text)
    if key not in rules.options:
        raise unknown_option(key, rules)
    return key, OPTION_SPECS[key].parse(value)


__all__ = ["RULE_SETS", "DERIVED", "USER_RULE_SETS", "all_rule_sets", "FAMILIES", "ROUNDINGS", "Family", "OPTION_SPECS", "OptionSpec", "Outcome", "RuleSet", "unknown_option",
           "get_rules", "parse_option"]
