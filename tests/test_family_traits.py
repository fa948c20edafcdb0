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
