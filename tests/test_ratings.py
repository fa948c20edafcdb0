"""Ratings (issue 22, SPEC 10 third round): Elo by the formula, exactly."""

from __future__ import annotations

import json

import pytest

from conftest import run

PLAYERS = '[players]\nn = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n'


def _match(started: str, winner: str) -> str:
    taker, points = ("s", "ns = 152") if winner == "ns" else ("e", "ew = 152")
    return ('format = 1\nrules = "belote-maison"\n'
            f'started = {started}\n[options]\ntarget = 100\n' + PLAYERS + f'[[deals]]\ntaker = "{taker}"\n'
            f'trump = "hearts"\npoints = {{ {points} }}\nlast = "{winner}"\n')


@pytest.fixture
def season(tmp_path):
    folder = tmp_path / "season"
    folder.mkdir()
    # The file names run against the dates: the ratings follow `started`.
    (folder / "a-rematch.toml").write_text(_match("2026-11-08T20:00:00", "ew"))
    (folder / "b-first.toml").write_text(_match("2026-11-01T20:00:00", "ns"))
    (folder / "c-unfinished.toml").write_text('format = 1\nrules = "belote-maison"\n' + PLAYERS)
    return folder


def test_the_worked_example(season):
    one = season.parent / "one"
    one.mkdir()
    (one / "m.toml").write_text(_match("2026-11-01T20:00:00", "ns"))
    rated = json.loads(run("ratings", one, "--json").stdout)
    assert {r["player"]: r["rating"] for r in rated["ratings"]} == {
        "Anna": 1516, "Chloé": 1516, "Boris": 1484, "David": 1484}
    assert rated["ratings"][0] == {"rank": 1, "player": "Anna", "rating": 1516, "matches": 1,
                                   "won": 1, "drawn": 0, "lost": 0, "provisional": True}


def test_the_rematch_follows_the_dates_not_the_file_names(season):
    result = run("ratings", season, "--json")
    assert result.exit_code == 0, result.output
    rated = json.loads(result.stdout)
    assert (rated["files"], rated["unrated"]) == (3, 1)
    history = json.loads(run("ratings", season, "--history", "ann", "--json").stdout)["history"]
    assert [h["file"].rsplit("/", 1)[-1] for h in history] == ["b-first.toml", "a-rematch.toml"]
    assert history[1]["expected"] == pytest.approx(0.5459, abs=1e-4)
    assert history[1]["rating"] == pytest.approx(1498.53, abs=0.01)
    assert history[1]["change"] == pytest.approx(-17.47, abs=0.01)
    assert history[1]["partner"] == "Chloé" and history[1]["opponents"] == ["Boris", "David"]
    boris = json.loads(run("ratings", season, "--history", "boris", "--json").stdout)
    assert boris["history"][1]["rating"] == pytest.approx(1501.47, abs=0.01)


def test_the_table(season):
    shown = run("ratings", season, "--min-matches", "1").stdout
    assert shown.splitlines()[0].split()[:3] == ["#", "player", "rating"]
    assert "1501" in shown and "1499" in shown
    assert "1 match not rated" in run("ratings", season).stderr
