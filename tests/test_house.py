"""The house (issue 19): its bugs as reported, and the library face."""

from __future__ import annotations

import json

from click.testing import CliRunner

from conftest import run
from scorecli.cli import main


def test_rules_named_in_another_case_keep_the_files_options(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n[options]\nlitige = false\n'
                      '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 71, ew = 81 }\n'
                      'last = "ns"\n')
    own = json.loads(run("show", path, "--json").stdout)
    named = json.loads(run("show", path, "--rules", "Belote-Maison", "--json").stdout)
    assert own["total"] == {"ns": 0, "ew": 162}
    assert named["total"] == own["total"]


def test_completion_offers_the_users_rule_sets(tmp_path, monkeypatch):
    rules = tmp_path / "rules.toml"
    rules.write_text('[rule-sets.club-coinche]\nbase = "coinche-officielle"\n')
    monkeypatch.setenv("SCORECLI_RULES", str(rules))
    from scorecli.rules import USER_RULE_SETS
    USER_RULE_SETS.clear()
    result = CliRunner().invoke(main, [], prog_name="scorecli", env={
        "_SCORECLI_COMPLETE": "bash_complete", "COMP_WORDS": "scorecli new x.toml --rules cl",
        "COMP_CWORD": "4"})
    assert "club-coinche" in result.output


def test_help_in_french_leaves_the_next_help_in_english():
    french = run("--lang", "fr", "deal", "--help").stdout
    english = run("--lang", "en", "deal", "--help").stdout
    assert "Usage" in english and "Record one deal" in english
    assert french != english


def test_every_conflicting_flag_is_a_usage_mistake(match_file):
    path = match_file('format = 1\nrules = "coinche-maison"\n')
    for flags in (["--bid", "100h", "--contract", "90"], ["--coinche", "--surcoinche"],
                  ["--bid", "100h x2", "--coinche"]):
        result = run("deal", path, "--taker", "s", *flags, "--points", "ns=100", "--last", "ns")
        assert result.exit_code == 2, (flags, result.output)
