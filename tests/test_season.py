"""A club's season: standings and statistics across match files, on small seasons worked
out by hand."""

from __future__ import annotations

import json

from conftest import run

DEAL = '[[deals]]\ntaker = "{t}"\ntrump = "hearts"\npoints = {{ {team} = {p} }}\nlast = "{team}"\n'


def match(folder, name, ns, ew, deals, options="target = 100", players=""):
    """A belote match: each deal (taker, team, card points) made by that team."""
    text = (f'format = 1\nrules = "belote-maison"\n[teams]\nns = "{ns}"\new = "{ew}"\n'
            + players + f"[options]\n{options}\n"
            + "".join(DEAL.format(t=t, team=team, p=p) for t, team, p in deals))
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def standings_json(*args):
    result = run("standings", *args, "--json")
    return result, json.loads(result.stdout)


def test_a_season_worked_out_by_hand(tmp_path):
    # m1: Bleus beat Rouges 110 to 52; m2: Rouges beat Verts 110 to 52;
    # m3: Verts (written "verts ") beat "Les bleus" (another case) 110 to 52.
    made = [("s", "ns", 100)]  # NS 100 + 10 = 110, EW 52: made, the target 100 reached
    match(tmp_path, "m1.toml", "Les Bleus", "Rouges", made)
    match(tmp_path, "sub/m2.toml", "Rouges", "Verts", made)
    match(tmp_path, "sub/m3.toml", "verts ", "LES BLEUS", made)
    result, data = standings_json(tmp_path)
    assert result.exit_code == 0
    assert data["files"] == 3 and data["skipped"] == []
    # Each team won once and lost once, 162 for and 162 against: all share first place.
    assert [(s["rank"], s["shared"], s["team"], s["won"], s["lost"], s["points_for"],
             s["points_against"]) for s in data["standings"]] == [
        (1, True, "Les Bleus", 1, 1, 162, 162),
        (1, True, "Rouges", 1, 1, 162, 162),
        (1, True, "Verts", 1, 1, 162, 162)]
    table = run("standings", tmp_path).stdout
    assert table.splitlines()[2].lstrip().startswith("1=  Les Bleus")


def test_ranks_count_the_shared_places(tmp_path):
    match(tmp_path, "a.toml", "A", "B", [("s", "ns", 100)])  # A beats B
    match(tmp_path, "b.toml", "C", "D", [("s", "ns", 100)])  # C beats D, the same score
    _, data = standings_json(tmp_path)
    assert [(s["rank"], s["shared"], s["team"]) for s in data["standings"]] == [
        (1, True, "A"), (1, True, "C"), (3, True, "B"), (3, True, "D")]
    assert "1=" in run("standings", tmp_path).stdout


def test_a_draw_under_a_deals_limit_and_an_unfinished_match(tmp_path):
    # Two deals, each team making one with 90: 100 / 62 then 62 / 100: 162 each, drawn.
    match(tmp_path, "draw.toml", "Nous", "Eux", [("s", "ns", 90), ("e", "ew", 90)],
          options="target = 0\ndeals_limit = 2")
    match(tmp_path, "open.toml", "Nous", "Eux", [("s", "ns", 90)], options="target = 1000")
    match(tmp_path, "empty.toml", "Nous", "Eux", [], options="target = 1000")
    _, data = standings_json(tmp_path)
    nous = next(s for s in data["standings"] if s["team"] == "Nous")
    assert (nous["played"], nous["won"], nous["drawn"], nous["lost"], nous["unfinished"],
            nous["points_for"], nous["points_against"], nous["deals"]) == (
        3, 0, 1, 0, 2, 162 + 100, 162 + 62, 3)


def test_rank_by_points(tmp_path):
    match(tmp_path, "a.toml", "A", "B", [("s", "ns", 100)])           # A 110, B 52: A wins
    # B's litige (81 held, C scores 81), then C fails: B takes 162 and the 81 held.
    match(tmp_path, "b.toml", "B", "C", [("s", "ns", 71), ("e", "ew", 60)],
          options="target = 1000")                                     # unfinished
    _, wins = standings_json(tmp_path)
    _, points = standings_json(tmp_path, "--rank", "points")
    assert [s["team"] for s in wins["standings"]] == ["A", "B", "C"]   # A won a match
    assert [(s["team"], s["points_for"]) for s in points["standings"]] == [
        ("B", 52 + 243), ("A", 110), ("C", 81)]


def test_broken_and_foreign_files_are_left_out(tmp_path):
    match(tmp_path, "good.toml", "A", "B", [("s", "ns", 100)])
    (tmp_path / "broken.toml").write_text("this is not toml")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n')
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "m.toml").write_text("junk")
    result, data = standings_json(tmp_path)
    assert result.exit_code == 1
    assert data["files"] == 1
    assert [s["path"] for s in data["skipped"]] == [str(tmp_path / "broken.toml"),
                                                    str(tmp_path / "pyproject.toml")]
    assert f"Left out {tmp_path / 'broken.toml'}: line 1" in result.stderr
    assert list(tmp_path.iterdir()) and not list(tmp_path.glob(".*.lock"))  # nothing written


def test_standings_by_player(tmp_path):
    players = '[players]\nn = "Anna"\ns = "Chloé"\ne = "Boris"\nw = "David"\n'
    match(tmp_path, "a.toml", "A", "B", [("s", "ns", 100)], players=players)
    match(tmp_path, "b.toml", "C", "D", [("e", "ew", 100)],
          players='[players]\nn = "chloe"\ne = "Anna"\n')
    match(tmp_path, "c.toml", "E", "F", [("s", "ns", 100)])  # no players: counts for none
    _, data = standings_json(tmp_path, "--by", "player")
    rows = {s["player"]: (s["won"], s["lost"]) for s in data["standings"]}
    assert rows == {"Anna": (2, 0), "Chloé": (1, 1), "Boris": (0, 1), "David": (0, 1)}


def test_stats_by_player_and_team(tmp_path):
    players = '[players]\nn = "Anna"\ns = "Chloé"\ne = "Boris"\nw = "David"\n'
    path = tmp_path / "m.toml"
    path.write_text('format = 1\nrules = "coinche-maison"\n' + players + """
[[deals]]
taker = "s"
trump = "hearts"
contract = 100
coinche = "coinche"
points = { ns = 100 }
last = "ns"
belote = "ns"

[[deals]]
taker = "s"
trump = "spades"
contract = 120
points = { ns = 60 }
last = "ew"

[[deals]]
taker = "e"
trump = "clubs"
contract = "capot"
capot = "ew"

[[deals]]
score = { ns = 50, ew = 0 }
""")
    data = json.loads(run("stats", tmp_path, "--json").stdout)
    chloe = next(r for r in data["stats"] if r["player"] == "Chloé")
    # 100h x2 made: (160 + 100) × 2 + belote 20 = 540; 120 failed: 0; capot suffered: 0;
    # by hand: 50. Her team's deal scores: 540, 0, 0, 50.
    assert chloe == {"player": "Chloé", "deals": 4, "taken": 2, "made": 1, "failed": 1,
                     "litige": 0, "made_pct": 50.0, "coinched": 1, "coinched_made": 1,
                     "surcoinched": 0, "capots": 0, "capots_suffered": 1, "generales": 0,
                     "belotes": 1, "avg_points": 147.5, "best_deal": 540}
    anna = next(r for r in data["stats"] if r["player"] == "Anna")
    assert (anna["taken"], anna["made_pct"], anna["belotes"]) == (0, None, 1)
    teams = json.loads(run("stats", tmp_path, "--by", "team", "--json").stdout)["stats"]
    ew = next(r for r in teams if r["team"] == "EW")
    assert (ew["taken"], ew["made"], ew["capots"], ew["deals"]) == (1, 1, 1, 4)
    csv = run("stats", tmp_path, "--csv").stdout
    assert csv.splitlines()[0].startswith("player,deals,taken,made,failed")


def test_the_table_reads_well_on_80_columns(tmp_path):
    match(tmp_path, "a.toml", "Les Bleus de Lyon", "Rouges", [("s", "ns", 100)])
    for command in ("standings", "stats"):
        out = run(command, tmp_path, "--by", "team", env={"COLUMNS": "80"}).stdout
        assert max(len(line) for line in out.splitlines()) <= 80, out
