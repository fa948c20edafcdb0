"""Every case in ../shared/cases: its `show --json` must match its .expected.json."""

from __future__ import annotations

import json

import pytest

from conftest import SHARED_CASES, run

CASES = sorted(SHARED_CASES.glob("*.toml")) if SHARED_CASES.is_dir() else []


def subset_mismatches(expected, actual, where="$"):
    """Every place where `actual` differs from `expected` (extra keys in actual are allowed:
    SPEC section 8 says more keys may be added)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected an object, got {actual!r}"]
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{where}.{key}: missing")
            else:
                out += subset_mismatches(value, actual[key], f"{where}.{key}")
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{where}: expected {len(expected)} items, got {actual!r}"]
        return [m for i, (e, a) in enumerate(zip(expected, actual))
                for m in subset_mismatches(e, a, f"{where}[{i}]")]
    return [] if expected == actual and type(expected) is type(actual) else [
        f"{where}: expected {expected!r}, got {actual!r}"]


@pytest.mark.skipif(not CASES, reason="../shared/cases is absent (a user's clone has none); "
                                      "tests/test_seed_tables.py restates the seed rows")
@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_shared_case(case):
    expected = json.loads(case.with_name(case.stem + ".expected.json").read_text())
    result = run("show", case, "--json")
    assert result.exit_code == 0, result.output
    assert subset_mismatches(expected, json.loads(result.stdout)) == []


def test_subset_compare_catches_a_wrong_number():
    assert subset_mismatches({"a": [{"b": 1}]}, {"a": [{"b": 2}], "c": 0}) == [
        "$.a[0].b: expected 1, got 2"]
