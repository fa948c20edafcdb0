"""A family holds all of its rule (issue 30): its traits are class attributes, not names
guessed elsewhere, and the match-wide rounding is the family's, with a step that names
its kind. Two bugs came from the guesses: a bazar blot sheet had no coinche column, and
`rounding=tens-half-down` with `rounding_scope=match` explained "rounded to the nearest
ten" while the totals were divided by ten."""

from __future__ import annotations

import pytest

from conftest import run
from scorecli.rules import get_rules


@pytest.mark.parametrize("rules, coinches", [("bazar-blot", True), ("coinche-maison", True),
                                             ("coinche-701", True), ("belote-maison", False)])
def test_a_sheet_has_a_coinche_column_where_the_family_coinches(rules, coinches):
    assert get_rules(rules).scorer.coinches is coinches
    page = run("sheet", "--rules", rules).output
    assert ("x2 x4" in page) is coinches


def test_only_plain_belote_says_dedans():
    assert [name for name in ("belote-maison", "belote-officielle", "coinche-maison",
                              "coinche-701", "bazar-blot")
            if get_rules(name).scorer.says_dedans] == ["belote-maison", "belote-officielle"]


@pytest.mark.parametrize("rounding, said, totals", [
    ("tens-half-down", "divided by ten", "NS 20, EW 4"),
    ("nearest-ten", "rounded to the nearest ten", "NS 200, EW 50"),
])
def test_the_match_wide_rounding_names_its_kind(rounding, said, totals):
    result = run("score", "--rules", "coinche-maison", "-o", f"rounding={rounding}", "-o",
                 "rounding_scope=match", "--taker", "s", "--trump", "h", "--contract", "80",
                 "--points", "ns=107", "--last", "ns")
    assert result.exit_code == 0, result.output
    assert totals in result.output
    assert said in result.output
    assert ("nearest ten" in result.output) is (rounding == "nearest-ten")


def test_a_familys_own_options_are_in_its_rule_sets_alone():
    from scorecli.rules import BUILT_IN, FAMILIES, OPTION_SPECS

    owner = {spec.name: name for name, family in FAMILIES.items()
             for spec in type(family).__dict__.get("own_options", ())}
    assert set(owner) == {"litige_pot", "made_threshold", "litige_belote", "capot_flat",
                          "capot_failure", "belote_on_success", "coinche_base", "capot_base",
                          "coinche_multiplies", "capot_base_applies",
                          "generale_points", "belote_multiplied", "bazar_doubling",
                          "scale_to_162"}
    for name in BUILT_IN.all():
        rules = BUILT_IN.get(name)
        assert {k for k in rules.options if k in owner} == \
            {k for k, family in owner.items() if family == rules.family}, name
    used = {k for name in BUILT_IN.all() for k in BUILT_IN.get(name).options}
    assert used == set(OPTION_SPECS)  # every option declared is some rule set's


def test_coinche_701_refuses_the_whole_deal_options():
    from scorecli.errors import RuleSetError

    with pytest.raises(RuleSetError, match="unknown option 'coinche_base' for coinche-701"):
        get_rules("coinche-701").with_options({"coinche_base": 162})


def test_a_rule_set_scores_as_another_with_the_same_values_not_the_same_object():
    maison = get_rules("belote-maison")
    assert maison.with_options({"litige": True}).scores_as(maison)  # its own value again
    assert not maison.with_options({"litige": False}).scores_as(maison)
    assert not maison.scores_as(get_rules("belote-officielle"))
