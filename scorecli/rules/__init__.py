"""The built-in rule sets and the strategy of each family."""

from __future__ import annotations

from typing import Mapping

from ..errors import RuleSetError
from ..i18n import N_
from . import bazar, belote, coinche, coinche701
from .options import Named, option_key
from .base import (FAMILIES, OPTION_SPECS, ROUNDINGS, Family, OptionSpec, Outcome, RuleSet,
                   unknown_option)

RULE_SETS: Mapping[str, RuleSet] = {
    r.name: r for r in belote.RULE_SETS + coinche.RULE_SETS + coinche701.RULE_SETS
    + bazar.RULE_SETS}

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
    name: RULE_SETS[base].derive(name, title, options)
    for name, base, title, options in _DERIVED}

class Registry:
    """The rule sets a command may name: the built-in and derived ones, and a club's own
    (its rules file). A value, built once by the command line and handed to whoever
    needs it; `BUILT_IN` is the one without a club's sets."""

    def __init__(self, own: Mapping[str, RuleSet] | None = None):
        self.own: dict[str, RuleSet] = dict(own or {})
        self._all = {**RULE_SETS, **DERIVED, **self.own}

    def all(self) -> dict[str, RuleSet]:
        return dict(self._all)

    def get(self, name: str, overrides: Mapping[str, object] | None = None,
            in_a_file: bool = False) -> RuleSet:
        """A rule set by name (in any case), with house-rule overrides applied. A match
        file (`in_a_file`) may name a built-in or derived set, not a club's own."""
        return _get(self._all, self.own, name, overrides, in_a_file)


BUILT_IN = Registry()


def all_rule_sets(registry: Registry | None = None) -> dict[str, RuleSet]:
    return (registry or BUILT_IN).all()


def get_rules(name: str, overrides: Mapping[str, object] | None = None,
              in_a_file: bool = False, registry: Registry | None = None) -> RuleSet:
    """A rule set by name from `registry` (the built-in and derived sets by default)."""
    return (registry or BUILT_IN).get(name, overrides, in_a_file)


# The games' names in the players' words, for the close one (« базар-блот », « куанш »)
_SAID_AS = {"базар-блот": "bazar-blot", "базар": "bazar-blot", "белот": "belote-maison",
            "куанш": "coinche-maison", "куанш-701": "coinche-701"}


def _get(known, own, name, overrides, in_a_file) -> RuleSet:
    key = name.strip().casefold() if isinstance(name, str) else None
    rules = known.get(key) if key is not None else None
    if rules is not None and in_a_file and key in own:
        raise RuleSetError(N_("{name!r} is a rule set of your rules file, which this file "
                              "would need on every machine; start the match with `scorecli "
                              "new --rules {name}` (it writes the rule set's options into the "
                              "file)"), name=name)
    if rules is None:
        from difflib import get_close_matches

        close = [name for name in known if key and name.startswith(key)][:1] or \
            get_close_matches(key or "", list(known), n=1, cutoff=0.6) or [  # `coinche`
                said for said in [_SAID_AS.get((key or "").replace(" ", "-"))] if said in known]
        if close:  # `belotte`, said first: the list is long on a phone
            raise RuleSetError(N_("unknown rule set {name!r}; did you mean {close}? The rule "
                                  "sets are: {known}"), name=name, close=close[0],
                               known=", ".join(known))
        raise RuleSetError(N_("unknown rule set {name!r}; the rule sets are: {known}"),
                           name=name, known=", ".join(known))
    return rules.with_options(overrides or {})


def check_assignment(text: str) -> None:
    """`KEY=VALUE`'s shape, before any rule set is known."""
    if "=" not in text:
        raise RuleSetError(N_("option {text!r}: write it as KEY=VALUE, for example "
                              "target=2000"), text=text)


def parse_option(rules: RuleSet, text: str) -> tuple[str, object]:
    """Read `KEY=VALUE` as typed on the command line, for this rule set."""
    check_assignment(text)
    key, _sep, value = text.partition("=")
    key = option_key(key, rules.options)
    if key not in rules.options:
        raise unknown_option(key, rules)
    return key, OPTION_SPECS[key].parse(value)


def parse_options(rules: RuleSet, texts, target: int | None = None) -> dict:
    """Every `KEY=VALUE` typed, and `--target N`, one value a key: `-o objectif=2000`
    beside `--target 1500` is refused, not settled by whichever came last; the same value
    twice is one."""
    said: dict = {}
    typed: dict = {}
    for text, (key, value) in [(t, parse_option(rules, t)) for t in texts] + (
            [(f"--target {target}", ("target", target))] if target is not None else []):
        if key in said and said[key] != value:
            raise RuleSetError(N_("{first!r} and {second!r}: two values for {option}; keep one"),
                               first=typed[key], second=text,
                               option=Named(key, rules.scorer, keyed=False))
        said[key], typed[key] = value, text
    return said


__all__ = ["RULE_SETS", "DERIVED", "BUILT_IN", "Registry", "all_rule_sets", "FAMILIES", "ROUNDINGS", "Family", "OPTION_SPECS", "OptionSpec", "Outcome", "RuleSet", "unknown_option",
           "get_rules", "parse_option", "parse_options", "check_assignment"]
