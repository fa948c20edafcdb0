"""The built-in rule sets and the strategy of each family."""

from __future__ import annotations

from typing import Mapping

from ..errors import RuleSetError
from . import bazar, belote, coinche
from .base import FAMILIES, OPTION_SPECS, ROUNDINGS, Family, OptionSpec, Outcome, RuleSet

RULE_SETS: Mapping[str, RuleSet] = {
    r.name: r for r in belote.RULE_SETS + coinche.RULE_SETS + bazar.RULE_SETS}


def get_rules(name: str, overrides: Mapping[str, object] | None = None) -> RuleSet:
    """A built-in rule set by name, with house-rule overrides applied."""
    try:
        rules = RULE_SETS[name] if name in RULE_SETS else RULE_SETS[name.strip().casefold()]
    except (KeyError, TypeError, AttributeError):
        raise RuleSetError(f"unknown rule set {name!r}; the rule sets are: "
                         + ", ".join(RULE_SETS)) from None
    return rules.with_options(overrides or {})


def parse_option(rules: RuleSet, text: str) -> tuple[str, object]:
    """Read `KEY=VALUE` as typed on the command line, for this rule set."""
    key, sep, value = text.partition("=")
    key = key.strip().replace("-", "_")
    if not sep:
        raise RuleSetError(f"option {text!r}: write it as KEY=VALUE, for example target=2000")
    if key not in rules.options:
        raise RuleSetError(f"unknown option {key!r} for {rules.name}; valid options: "
                         + ", ".join(rules.options))
    return key, OPTION_SPECS[key].parse(value)


__all__ = ["RULE_SETS", "FAMILIES", "ROUNDINGS", "Family", "OPTION_SPECS", "OptionSpec", "Outcome", "RuleSet",
           "get_rules", "parse_option"]
