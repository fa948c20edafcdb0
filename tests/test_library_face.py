"""The house (issue 19): its bugs as reported, and the library face."""

from __future__ import annotations

import json

import pytest
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


def test_clearing_a_field_that_a_flag_also_sets_is_a_usage_mistake(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\npoints = { ns = 100 }\nlast = "ns"\nbelote = ["ns"]\n')
    before = path.read_bytes()
    both = run("edit", path, "1", "--belote", "ew", "--clear", "belote")
    assert (both.exit_code, both.stderr.splitlines()[-1]) == (
        2, "Error: --clear belote: the same field is also given a new value")
    unknown = run("edit", path, "1", "--clear", "taker")
    assert unknown.exit_code == 2 and "'taker' is not a field a deal may leave out: contract, " \
        "coinche" in unknown.stderr
    said = run("--lang", "fr", "edit", path, "1", "--clear", "annonces", "--clear", "belote")
    assert said.exit_code == 0 and "belote = " not in path.read_text()  # the players' words
    path.write_bytes(before)
    assert path.read_bytes() == before


@pytest.mark.parametrize("words,cword,expected", [
    ("scorecli deal x.toml --trump h", 4, ["hearts"]),
    ("scorecli deal x.toml --points ", 4, ["ns=", "ew="]),
    ("scorecli deal x.toml --score e", 4, ["ew="]),
    ("scorecli new x.toml --player s", 4, ["s="]),
    ("scorecli show x.toml --option round", 4, ["rounding=", "rounding_complement=",
                                                 "rounding_scope="]),
    ("scorecli show x.toml --format gi", 4, ["github"]),
    ("scorecli edit x.toml 1 --clear bel", 5, ["belote"]),
])
def test_every_typed_flag_completes(words, cword, expected):
    result = CliRunner().invoke(main, [], prog_name="scorecli", env={
        "_SCORECLI_COMPLETE": "bash_complete", "COMP_WORDS": words, "COMP_CWORD": str(cword)})
    assert [line.split(",", 1)[1] for line in result.output.splitlines()] == expected


def test_a_malformed_value_is_refused_before_the_file_is_read(tmp_path):
    """The types read the shape as Click parses the flags: the file need not exist yet."""
    missing = tmp_path / "none.toml"
    result = run("deal", missing, "--taker", "s", "--trump", "purple")
    assert (result.exit_code, result.stderr) == (
        1, "Error: 'purple' is not a trump: use clubs, diamonds, hearts, spades, no-trump, "
           "all-trump (or h, s, d, c, nt, at; cœur, sans atout; черви, без козыря)\n")
    result = run("show", missing, "--format", "nope")
    assert result.exit_code == 2 and "'nope' is not a table format" in result.stderr


def test_the_library_face(tmp_path):
    import subprocess
    import sys

    import scorecli
    from scorecli import Deal, MatchFile, MatchOver, ScorecliError, get_rules, score_match

    path = tmp_path / "friday.toml"
    assert run("new", path, "--rules", "belote-maison", "--target", "200").exit_code == 0
    with MatchFile.writing(path) as match_file:
        after = match_file.record(Deal("s", "hearts", {"ns": 100, "ew": None}, "ns"))
        assert after.total == {"ns": 110, "ew": 52}
        after = match_file.record(Deal("s", "hearts", {"ns": 100, "ew": None}, "ns"))
    assert after.winner == "ns"
    score = score_match(MatchFile.read(path).match.deals, get_rules("belote-maison"))
    assert score.total == {"ns": 220, "ew": 104}
    assert issubclass(MatchOver, ScorecliError)
    assert set(scorecli.__all__) <= set(dir(scorecli))
    try:
        scorecli.Nothing
    except AttributeError as exc:
        assert "Nothing" in str(exc)
    # Importing the package imports none of the library until a name is used.
    loaded = subprocess.run([sys.executable, "-c", "import sys, scorecli; "
                             "print(sorted(m for m in sys.modules if m.startswith('scorecli')))"],
                            capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "['scorecli']"


def test_the_registry_is_handed_to_the_store(tmp_path, monkeypatch):
    rules = tmp_path / "rules.toml"
    rules.write_text('[rule-sets.club]\nbase = "coinche-maison"\n')
    match = tmp_path / "u.toml"
    match.write_text('format = 1\nrules = "club"\n')
    assert "unknown rule set 'club'" in run("show", match).output  # no rules file here
    monkeypatch.setenv("SCORECLI_RULES", str(rules))
    result = run("show", match)
    assert result.exit_code == 1
    assert "'club' is a rule set of your rules file" in result.output
    from scorecli.rules import BUILT_IN, Registry, get_rules
    from scorecli.store.userrules import load

    club = Registry(load(rules))
    assert club.get("CLUB").base == "coinche-maison"
    assert "club" not in BUILT_IN.all() and get_rules("coinche-maison") is not None


def test_edit_answers_are_refused_on_a_file_that_changed(tmp_path, monkeypatch):
    """The re-check after the questions is the match file's (MatchFile.replace(seen=...))."""
    import scorecli.cli.terminal as terminal
    from conftest import D

    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", "coinche-maison", "--target", "5000").exit_code == 0
    assert run("deal", path, *D).exit_code == 0
    monkeypatch.setattr(terminal, "on_terminal", lambda: True)
    calls = []

    def asker(match):
        def ask(question, about=None):
            if not calls:  # someone records a deal while the player answers
                assert run("deal", path, *D, "--note", "meanwhile").exit_code == 0
            calls.append(question)
            return "ns 110" if question.startswith("Points") else ""
        return ask

    monkeypatch.setattr(terminal, "asker", asker)
    monkeypatch.setattr(terminal, "confirm", lambda question: True)
    before = path.read_text()
    result = run("edit", path, "1")
    assert result.exit_code == 1
    assert "changed while you answered" in result.output
    assert "meanwhile" in path.read_text() and path.read_text().count("[[deals]]") == 2
    assert before != path.read_text()
