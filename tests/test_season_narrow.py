"""A season narrowed (issue 22, SPEC 10 third round): --rules, --since, --until, the
warning for mixed targets, and stats by player without names."""

from __future__ import annotations

import json

from conftest import run

DEAL = '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 100 }\nlast = "ns"\n'
COINCHE_DEAL = ('[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\n'
                'points = { ns = 100 }\nlast = "ns"\n')


def _season(tmp_path):
    folder = tmp_path / "season"
    folder.mkdir()
    (folder / "a.toml").write_text('format = 1\nrules = "belote-maison"\n'
                                   'started = 2026-10-01T20:00:00\n[teams]\nns = "Nous"\n'
                                   'ew = "Eux"\n' + DEAL)
    (folder / "b.toml").write_text('format = 1\nrules = "bazar-blot"\n'
                                   'started = 2026-11-15T20:00:00\n[teams]\nns = "Nous"\n'
                                   'ew = "Eux"\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                                   'contract = 8\npoints = { ns = 100 }\nlast = "ns"\n')
    (folder / "c.toml").write_text('format = 1\nrules = "belote-maison"\n[teams]\n'
                                   'ns = "Nous"\new = "Eux"\n' + DEAL)
    return folder


def _played(result):
    return {r["team"]: r["played"] for r in json.loads(result.stdout)["standings"]}


def test_rules_counts_only_that_rule_set(tmp_path):
    folder = _season(tmp_path)
    result = run("standings", folder, "--rules", "Belote-Maison", "--json")
    assert result.exit_code == 0, result.output
    assert _played(result) == {"Nous": 2, "Eux": 2}


def test_since_and_until_count_the_dates_in_range(tmp_path):
    folder = _season(tmp_path)
    result = run("standings", folder, "--since", "2026-11-01", "--until", "2026-11-30", "--json")
    assert _played(result) == {"Nous": 1, "Eux": 1}
    assert "1 match without a start date left out" in result.stderr


def test_mixed_targets_are_said(tmp_path):
    folder = _season(tmp_path)
    result = run("standings", folder)
    assert ("The matches counted are not all played to the same end (bazar-blot to 101, "
            "belote-maison to 1000): --rules NAME counts one game.") in result.stderr


def test_ends_are_told_apart_within_a_rule_set(tmp_path):
    # SPEC 10, fourth round: coinche to 1000 beside coinche to 2000 is said, and 12 deals
    # beside a target, whatever the rule sets.
    for name, flags in (("a", ("--target", "1000")), ("b", ("--target", "2000")),
                        ("c", ("-o", "deals_limit=12", "-o", "target=0"))):
        rules = "belote-maison" if name == "c" else "coinche-maison"
        assert run("new", tmp_path / f"{name}.toml", "--rules", rules, *flags).exit_code == 0
    result = run("standings", tmp_path)
    assert ("(belote-maison in 12 deals, coinche-maison to 1000 and to 2000)"
            in result.stderr), result.stderr


def test_stats_by_player_without_names_says_how_to_name_them(tmp_path):
    folder = _season(tmp_path)
    result = run("stats", folder)
    assert result.exit_code == 0
    assert ("No player is named in these matches: name them with `scorecli set FILE "
            "--player s=Chloé`, or count teams with --by team.") in result.stdout


def test_a_bad_date_is_a_usage_mistake(tmp_path):
    folder = _season(tmp_path)
    result = run("standings", folder, "--since", "yesterday")
    assert result.exit_code == 2
