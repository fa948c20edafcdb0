"""Records, partnerships, head-to-head (issue 22, SPEC 10 third round)."""

from __future__ import annotations

import json

import pytest

from conftest import run

PLAYERS = '[players]\nn = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n'
TEAMS = '[teams]\nns = "Les Bleus"\new = "Les Verts"\n'


def _match(started: str, deals: str) -> str:
    return ('format = 1\nrules = "belote-maison"\n' f'started = {started}\n'
            '[options]\ntarget = 300\n' + TEAMS + PLAYERS + deals)


NS_WINS = ('[[deals]]\ntaker = "s"\ntrump = "hearts"\ncapot = "ns"\n' * 2)
EW_WINS = ('[[deals]]\ntaker = "e"\ntrump = "hearts"\npoints = { ew = 100 }\nlast = "ew"\n'
           * 3)


@pytest.fixture
def season(tmp_path):
    folder = tmp_path / "season"
    folder.mkdir()
    (folder / "m1.toml").write_text(_match("2026-11-01T20:00:00", NS_WINS))
    (folder / "m2.toml").write_text(_match("2026-11-02T20:00:00", NS_WINS))
    (folder / "m3.toml").write_text(_match("2026-11-03T20:00:00", EW_WINS))
    return folder


def _records(season, *flags):
    result = run("stats", season, "--records", "--json", *flags)
    assert result.exit_code == 0, result.output
    first = {}
    for row in json.loads(result.stdout)["records"]:
        first.setdefault(row["record"], row)  # equal records list every holder: the first
    return first


def test_records_by_team(season):
    records = _records(season, "--by", "team")
    assert records["best_deal"]["value"] == 252 and records["best_deal"]["who"] == ["Les Bleus"]
    assert records["best_deal"]["file"].endswith("m1.toml") and records["best_deal"]["deal"] == 1
    assert records["most_capots"]["value"] == 2
    rows = json.loads(run("stats", season, "--records", "--json", "--by", "team").stdout)
    assert sum(r["record"] == "best_deal" for r in rows["records"]) == 4  # every holder
    assert records["best_margin"]["value"] == 504
    assert records["longest_streak"] == {"record": "longest_streak", "value": 2,
                                         "who": ["Les Bleus"], "file": None, "deal": None}


def test_records_by_player_name_the_players(season):
    records = _records(season)
    assert sorted(records["longest_streak"]["who"]) == ["Anna", "Chloé"]


def test_pairs(season):
    rows = json.loads(run("stats", season, "--pairs", "--json").stdout)["pairs"]
    assert [(r["pair"], r["won"], r["lost"]) for r in rows] == [
        ("Anna & Chloé", 2, 1), ("Boris & David", 1, 2)]


def test_vs(season):
    rows = json.loads(run("stats", season, "--vs", "anna", "--json").stdout)["vs"]
    assert [(r["opponent"], r["played"], r["won"], r["lost"]) for r in rows] == [
        ("Boris", 3, 2, 1), ("David", 3, 2, 1)]
    teams = json.loads(run("stats", season, "--vs", "bleus", "--by", "team", "--json").stdout)
    assert [(r["opponent"], r["won"]) for r in teams["vs"]] == [("Les Verts", 2)]


def test_the_tables_print(season):
    assert "longest run of wins" in run("stats", season, "--records").stdout
    assert "Anna & Chloé" in run("stats", season, "--pairs").stdout
    assert run("stats", season, "--records", "--pairs").exit_code == 2
