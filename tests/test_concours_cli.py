"""`scorecli concours` end to end (SPEC 13): concours of 9, 16 and 29 teams over four to
six rounds, tables played with `scorecli deal` or typed from paper sheets, teams leaving
and joining; the ranking checked against one computed here from the tables themselves;
every refusal leaving the folder as it was; comments kept."""

from __future__ import annotations

import json
import random
import tomllib
from pathlib import Path

import pytest

from conftest import run


def ok(*args):
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result


def refused(*args, says: str):
    result = run(*args)
    assert result.exit_code == 1, result.output
    assert says in result.stderr, result.stderr
    return result


def concours_data(folder: Path) -> dict:
    return tomllib.loads((folder / "concours.toml").read_text(encoding="utf-8"))


def table_totals(folder: Path, data: dict) -> dict:
    """Each drawn table's result as a person would count it: the typed totals, else the
    ended match file's (`show --json`), else none."""
    typed = {(r["round"], r["table"]): ("forfeit", tuple(r["forfeit"])) if "forfeit" in r
             else (r["ns"], r["ew"]) for r in data.get("results", [])}
    found = {}
    for drawn in data.get("draws", []):
        width = len(str(len(drawn["tables"])))
        for n, _pair in enumerate(drawn["tables"], start=1):
            key = (drawn["round"], n)
            if key in typed:
                found[key] = typed[key]
                continue
            path = folder / f"round-{drawn['round']}" / f"table-{n:0{width}d}.toml"
            shown = json.loads(ok("show", path, "--json").stdout)
            if shown["winner"] or shown.get("drawn") or len(shown["deals"]) >= 2:
                found[key] = (shown["total"]["ns"], shown["total"]["ew"])
    return found


def expected_ranking(data: dict, totals: dict) -> list[dict]:
    """The ranking counted from scratch, as SPEC 13 describes it."""
    teams = {t["number"]: t for t in data.get("teams", [])}
    rows = {n: {"played": 0, "won": 0, "drawn": 0, "lost": 0, "points_for": 0,
                "points_against": 0, "byes": 0, "difference": 0, "best_round": 0}
            for n in teams}
    for drawn in data.get("draws", []):
        done = [x for n in range(1, len(drawn["tables"]) + 1)
                if (drawn["round"], n) in totals and totals[(drawn["round"], n)][0] != "forfeit"
                for x in totals[(drawn["round"], n)]]
        mean = data["bye_points"] or (int(sum(done) / len(done) + 0.5) if done else 0)
        for n, (ns, ew) in enumerate(drawn["tables"], start=1):
            if (drawn["round"], n) not in totals:
                continue
            a, b = totals[(drawn["round"], n)]
            if a == "forfeit":  # the team that came: a bye's worth; the absent: a loss
                for team, other in ((ns, ew), (ew, ns)):
                    row = rows[team]
                    row["played"] += 1
                    came = team not in b
                    row["won" if came else "lost"] += 1
                    row["points_for"] += mean if came else 0
                    row["points_against"] += mean if other not in b else 0
                continue
            for team, own, other in ((ns, a, b), (ew, b, a)):
                row = rows[team]
                row["played"] += 1
                row["won" if own > other else "drawn" if own == other else "lost"] += 1
                row["points_for"] += own
                row["points_against"] += other
                row["difference"] += own - other  # the tables only: a bye's points aside
                row["best_round"] = max(row["best_round"], own)
        if "bye" in drawn:
            row = rows[drawn["bye"]]
            row["played"] += 1
            row["won"] += 1
            row["byes"] += 1
            row["points_for"] += mean
    out = []
    for withdrawn in (False, True):
        part = [n for n in teams if ("withdrawn" in teams[n]) == withdrawn]

        def keys(n):
            r = rows[n]
            k = (r["points_for"], r["won"], r["difference"])
            return (k[1], k[0], k[2]) if data["rank"] == "wins" else k
        part.sort(key=lambda n: (tuple(-x for x in keys(n)), n))
        base = len(out)
        for i, n in enumerate(part):
            same = [m for m in part if keys(m) == keys(n)]
            first = next(j for j, m in enumerate(part) if keys(m) == keys(n))
            r = rows[n]
            out.append({"rank": base + first + 1, "shared": len(same) > 1,
                        "team": teams[n]["name"], "number": n, "played": r["played"],
                        "won": r["won"], "drawn": r["drawn"], "lost": r["lost"],
                        "points_for": r["points_for"], "points_against": r["points_against"],
                        "difference": r["difference"], "byes": r["byes"],
                        "withdrawn": withdrawn, "best_round": r["best_round"],
                        "present": teams[n].get("present")})
    return out


def play_table(path: Path, rng: random.Random) -> None:
    """Two belote deals recorded at the table, as `scorecli deal` takes them."""
    for _deal in range(2):
        points = rng.choice([20, 41, 62, 81, 100, 120, 140, 152])
        taker = rng.choice("nesw")
        trump, last = rng.choice(["hearts", "spades"]), rng.choice(["ns", "ew"])
        # every card point and the last trick: the table says it was no capot (issue 35)
        no_capot = ["--no-capot"] if (points, last) == (152, "ns") else []
        ok("deal", path, "--taker", taker, "--trump", trump, "--points", f"ns={points}",
           "--last", last, *no_capot)


@pytest.mark.parametrize("teams, rounds, rank", [(9, 4, "points"), (16, 5, "wins"),
                                                 pytest.param(29, 6, "points",
                                                              marks=pytest.mark.slow)])
def test_a_whole_concours(tmp_path, teams, rounds, rank):
    rng = random.Random(teams)
    folder = tmp_path / "fete"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--rounds",
       rounds, "--rank", rank, "--seed", teams, "--title", "Fête")
    for n in range(1, teams + 1):
        ok("concours", "team", folder, f"Équipe {n}", "--player", f"Joueur {n}a",
           "--player", f"Joueur {n}b")
    for round_number in range(1, rounds + 1):
        if round_number == 2:  # check-in: every team, then one late
            ok("concours", "present", folder, "--all")
            ok("concours", "absent", folder, "Équipe 7")
        if round_number == 3:  # a team leaves after round 2, another arrives
            ok("concours", "withdraw", folder, "Équipe 4")
            ok("concours", "team", folder, "Les Retardataires")
            ok("concours", "present", folder, "Équipe 7")
        drawn = ok("concours", "draw", folder)
        assert f"Round {round_number} of {rounds}" in drawn.stdout
        if round_number == 4:  # taken back before play and drawn again: the same round
            before = concours_data(folder)["draws"][-1]
            ok("concours", "undraw", folder)
            ok("concours", "draw", folder)
            assert concours_data(folder)["draws"][-1] == before
        data = concours_data(folder)
        this = data["draws"][-1]
        playing = {t["number"] for t in data["teams"] if "withdrawn" not in t
                   and t.get("present") is not False}
        seated = [x for pair in this["tables"] for x in pair] + [this.get("bye")] * ("bye" in this)
        assert sorted(seated) == sorted(playing)
        width = len(str(len(this["tables"])))
        for n, (ns, ew) in enumerate(this["tables"], start=1):
            path = folder / f"round-{round_number}" / f"table-{n:0{width}d}.toml"
            match = tomllib.loads(path.read_text(encoding="utf-8"))
            assert match["title"] == f"Round {round_number}, table {n}"
            assert match["teams"] == {"ns": data["teams"][ns - 1]["name"],
                                      "ew": data["teams"][ew - 1]["name"]}
            if round_number == 2 and n == 1:  # a team that did not come
                ok("concours", "forfeit", folder, round_number, n, ew)
            elif rng.random() < 0.5:
                play_table(path, rng)
            else:
                ok("concours", "result", folder, round_number, n, rng.randrange(0, 400),
                   rng.randrange(0, 400))
        shown = json.loads(ok("concours", "show", folder, "--json").stdout)
        data = concours_data(folder)
        assert shown["open"] == []
        assert shown["ranking"] == expected_ranking(data, table_totals(folder, data))
    refused("concours", "draw", folder, says=f"all {rounds} rounds are drawn; to play more, "
            f"`scorecli concours set {folder} --rounds {rounds + 1}`")
    assert sum(r["lost"] for r in shown["ranking"]) >= 1
    late = next(r for r in shown["ranking"] if r["team"] == "Les Retardataires")
    assert late["played"] == rounds - 2  # the rounds it missed count for nothing
    assert shown["ranking"][-1]["withdrawn"] and shown["ranking"][-1]["number"] == 4


def test_the_json_is_the_spec_s(tmp_path):
    folder = tmp_path / "c"
    ok("concours", "new", folder, "--rules", "coinche-maison", "--deals", "1", "--seed", "3",
       "--title", "Club")
    for name in ("Les Bleus", "Les Rouges", "Les Verts"):
        ok("concours", "team", folder, name)
    ok("concours", "draw", folder)
    ok("concours", "result", folder, "1", "1", "1012", "932")
    shown = json.loads(ok("concours", "show", folder, "--json").stdout)
    assert list(shown) == ["concours", "rounds", "drawn", "open", "ranking", "after", "final",
                           "check_code", "tiebreak", "to_check", "stale", "prizes"]
    assert (shown["concours"], shown["rounds"], shown["drawn"], shown["open"]) == \
        ("Club", 4, 1, [])
    assert (shown["after"], shown["final"], shown["tiebreak"], shown["to_check"],
            shown["stale"], shown["prizes"]) == (1, False, ["points", "wins", "difference"],
                                                 [], None, [])
    assert len(shown["check_code"]) == 6 and shown["check_code"].isdigit()
    assert list(shown["ranking"][0]) == [
        "rank", "shared", "team", "number", "played", "won", "drawn", "lost", "points_for",
        "points_against", "difference", "byes", "withdrawn", "best_round", "present"]
    one = json.loads(ok("concours", "show", folder, "--round", "1", "--json").stdout)
    data = concours_data(folder)
    ns, ew = data["draws"][0]["tables"][0]
    assert one == {"round": 1, "tables": [{"table": 1, "ns": ns, "ew": ew, "ns_total": 1012,
                                           "ew_total": 932, "open": False, "typed": True,
                                           "forfeit": None}],
                   "bye": data["draws"][0]["bye"], "swapped": False,
                   "bye_points": 972}  # the mean of 1012, 932


@pytest.fixture
def drawn(tmp_path):
    """Five teams, round 1 drawn (seed 7: tables 5-1 and 4-2, team 3 sits out)."""
    folder = tmp_path / "fete"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--rounds", "2",
       "--seed", "7")
    for name in ("Les Bleus", "Les Rouges", "Les Verts", "Les Jaunes", "Les Noirs"):
        ok("concours", "team", folder, name)
    ok("concours", "draw", folder)
    return folder


def test_round_one_as_the_organiser_sees_it(drawn):
    assert ok("concours", "show", drawn, "--round", "1").stdout == (
        "Round 1 of 2\n\n"
        "  table  NS            EW              result\n"
        "-------  ------------  ------------  --------\n"
        "      1  5 Les Noirs   1 Les Bleus       open\n"
        "      2  4 Les Jaunes  2 Les Rouges      open\n"
        "\nSits out: 3 Les Verts (a bye: a round won, worth the round's mean points)\n\n"
        "Where am I\n"
        "1 Les Bleus: table 1, EW\n"
        "2 Les Rouges: table 2, EW\n"
        "3 Les Verts: sits out\n"
        "4 Les Jaunes: table 2, NS\n"
        "5 Les Noirs: table 1, NS\n")


def test_every_refusal_says_what_to_do_and_changes_nothing(drawn):
    before = {p: p.read_bytes() for p in drawn.rglob("*")if p.is_file()}
    refused("concours", "draw", drawn, says="round 1: tables 1 and 2 are still open; record the "
            f"deals with `scorecli deal {drawn}/round-1/table-1.toml ...`, or type a paper "
            f"sheet's totals with `scorecli concours result {drawn} 1 1 NS EW`")
    refused("concours", "result", drawn, "1", "3", "10", "20",
            says="round 1 has tables 1 to 2; there is no table 3")
    refused("concours", "result", drawn, "2", "1", "10", "20",
            says=f"round 2 is not drawn yet (the last drawn is round 1); `scorecli concours draw {drawn}`")
    refused("concours", "result", drawn, "1", "1", "-5", "20",
            says="NS '-5' is not a total: type the table's two totals as whole numbers "
                 "from 0, NS first (for example 1012 932)")
    refused("concours", "result", drawn, "1", "1", "10", "x10", says="EW 'x10' is not a total")
    refused("concours", "result", drawn, "1", "1", "10", "dix", says="'dix': write the number in figures, 10")
    refused("concours", "result", drawn, "1", "1", "--clear",
            says="round 1, table 1 has no typed result to clear")
    refused("concours", "withdraw", drawn, "noirs",
            says="team 5 Les Noirs is at table 1 of round 1, still open: type that table's "
                 f"result first (`scorecli concours result {drawn} 1 1 NS EW`)")
    refused("concours", "withdraw", drawn, "9", says="team 9: no team has this number")
    refused("concours", "team", drawn, "les bleus",
            says="'les bleus' is already team 1's name; give this team another name")
    refused("concours", "new", drawn, "--rules", "belote-maison", "--deals", "2",
            says=f"{drawn} already holds a concours")
    refused("concours", "show", drawn.parent, says=f"{drawn.parent} holds no concours")
    assert {p: p.read_bytes() for p in drawn.rglob("*") if p.is_file()} == before
    assert run("concours", "result", drawn, "1", "1", "10").exit_code == 2  # one total


def test_a_typed_result_corrected_then_cleared(drawn):
    ok("concours", "result", drawn, "1", "1", "500", "300")
    said = ok("concours", "result", drawn, "1", "1", "350", "300").stdout
    assert said == "Round 1, table 1: 5 Les Noirs 350, 1 Les Bleus 300 (was 500–300).\n"
    assert len(concours_data(drawn)["results"]) == 1
    said = ok("concours", "result", drawn, "1", "1", "--clear").stdout
    assert said == "Round 1, table 1: the typed result is cleared; the table is open.\n"
    assert "results" not in concours_data(drawn)


def test_a_typed_result_replaces_the_match_files_totals(drawn):
    path = drawn / "round-1" / "table-1.toml"
    for _ in range(2):
        ok("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=100", "--last",
           "ns")
    ok("concours", "result", drawn, "1", "2", "0", "0")
    ranking = json.loads(ok("concours", "show", drawn, "--json").stdout)["ranking"]
    noirs = next(r for r in ranking if r["number"] == 5)
    assert (noirs["points_for"], noirs["won"]) == (json.loads(ok("show", path, "--json").stdout)
                                                   ["total"]["ns"], 1)
    ok("concours", "result", drawn, "1", "1", "10", "900")
    ranking = json.loads(ok("concours", "show", drawn, "--json").stdout)["ranking"]
    assert [r for r in ranking if r["number"] == 5][0]["points_for"] == 10


def test_comments_and_line_endings_survive_every_command(drawn):
    path = drawn / "concours.toml"
    text = path.read_text(encoding="utf-8")
    text = "# La fête du village\r\n" + text.replace("\n", "\r\n").replace(
        "[[teams]]\r\nnumber = 2", "# arrivés en retard\r\n[[teams]]\r\nnumber = 2") + \
        "# fin du fichier\r\n"
    path.write_bytes(text.encode("utf-8"))
    ok("concours", "result", drawn, "1", "1", "500", "300")
    ok("concours", "result", drawn, "1", "2", "400", "420")
    ok("concours", "result", drawn, "1", "2", "410", "420")
    ok("concours", "team", drawn, "Les Blancs")
    ok("concours", "withdraw", drawn, "2")
    ok("concours", "set", drawn, "--rounds", "3", "--title", "La fête")
    ok("concours", "draw", drawn)
    ok("concours", "result", drawn, "1", "1", "--clear")
    after = path.read_bytes().decode("utf-8")
    for comment in ("# La fête du village\r\n", "# arrivés en retard\r\n[[teams]]\r\nnumber = 2",
                    "# fin du fichier\r\n"):
        assert comment in after
    assert "\n" not in after.replace("\r\n", "")
    data = concours_data(drawn)
    assert (data["rounds"], data["title"], data["teams"][1]["withdrawn"]) == (3, "La fête", 1)
    assert [r["table"] for r in data["results"]] == [2]


def test_a_season_passes_over_the_concours_file(drawn):
    result = ok("standings", drawn)
    assert "concours.toml" not in result.stderr
    assert result.stderr == ""


def test_a_broken_concours_file_lists_every_problem(drawn):
    path = drawn / "concours.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('rank = "points"', 'rank = "luck"').replace(
        'name = "Les Rouges"', 'name = ""') + "\n[[results]]\nround = 1\ntable = 1\nns = -4\n"
        "ew = 3\n", encoding="utf-8")
    result = refused("concours", "show", drawn, says=f"{path}: 3 problems")
    assert result.stderr.splitlines()[1:] == [
        "  rank: 'luck' is not rank; use one of: points, wins",
        "  teams[2].name: '': a team needs a name",
        "  results[1].ns: -4 is not a whole number from 0"]


# ---------------------------------------------------------------- an organiser's try (tmux)


def test_a_typed_result_over_a_played_table_says_what_it_replaces(drawn):
    path = drawn / "round-1" / "table-1.toml"
    for _ in range(2):
        ok("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=100", "--last",
           "ns")
    said = ok("concours", "result", drawn, "1", "1", "300", "200").stdout
    assert said == (
        "Round 1, table 1: 5 Les Noirs 300, 1 Les Bleus 200.\n"
        "Its match file has 2 deals recorded (220–104): the typed result replaces them; "
        f"`scorecli concours result {drawn} 1 1 --clear` goes back to them.\n")


def test_the_ranking_fits_a_phone(drawn, monkeypatch):
    ok("concours", "team", drawn, "Les Amis du Café de la Gare")
    monkeypatch.setenv("COLUMNS", "40")
    lines = ok("concours", "show", drawn).stdout.splitlines()
    assert max(len(line) for line in lines) <= 40, lines


def test_a_format_prints_the_table_alone_and_whole(drawn, monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    out = ok("concours", "show", drawn, "--format", "github").stdout
    assert out.splitlines()[0].startswith("|   # | team")
    assert all(line.startswith("|") for line in out.splitlines())
    assert ok("concours", "show", drawn, "--csv").stdout.endswith(",false,0,\n")  # unmarked


def test_messages_point_the_right_way(drawn):
    refused("concours", "show", drawn, "--round", "3",
            says="round 3: this concours has 2 rounds")
    ok("concours", "result", drawn, "1", "1", "10", "20")
    ok("concours", "result", drawn, "1", "2", "10", "20")
    ok("concours", "draw", drawn)
    said = ok("concours", "team", drawn, "Les Tard-Venus").stdout
    assert said == ("Team 6: Les Tard-Venus\nAll 2 rounds are drawn: it plays only if "
                    f"`scorecli concours set {drawn} --rounds 3` adds one.\n")
    assert "Sits out: 3 Les Verts (a bye: a round won, worth 15 points)" in \
        ok("concours", "show", drawn, "--round", "1").stdout


def test_check_reads_a_concours_file_as_one(drawn):
    said = ok("check", drawn / "concours.toml").stdout
    assert said == f"{drawn}/concours.toml: a valid concours, 5 teams, 1 of 2 rounds drawn.\n"


def test_a_table_being_played_shows_how_far_it_is(drawn):
    path = drawn / "round-1" / "table-1.toml"
    ok("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=100", "--last", "ns")
    total = json.loads(ok("show", path, "--json").stdout)["total"]
    shown = ok("concours", "show", drawn, "--round", "1").stdout
    assert f"open: 1 deal, {total['ns']}–{total['ew']}" in shown
    assert json.loads(ok("concours", "show", drawn, "--round", "1", "--json").stdout
                      )["tables"][0]["open"] is True


def test_a_round_on_a_phone_breaks_between_words(drawn, monkeypatch):
    path = drawn / "round-1" / "table-1.toml"
    ok("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=100", "--last", "ns")
    monkeypatch.setenv("COLUMNS", "40")
    lines = ok("concours", "show", drawn, "--round", "1").stdout.splitlines()
    assert max(len(line) for line in lines) <= 40, lines
    assert "Table 1: 5 Les Noirs against 1 Les" in lines


def test_two_players_of_one_name_at_a_table_are_told_apart_by_their_teams(tmp_path):
    folder = tmp_path / "c"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "1", "--seed", "1")
    ok("concours", "team", folder, "Les Bleus", "--player", "Marc", "--player", "Anne")
    refused("concours", "team", folder, "Les Verts", "--player", "marc ", "--player", "Paul",
            says="marc is in team 1 Les Bleus; if they are two people, write their names so "
                 "that they differ (an initial, a town)")
    with open(folder / "concours.toml", "a", encoding="utf-8") as file:  # by hand: it loads
        file.write('\n[[teams]]\nnumber = 2\nname = "Les Verts"\nplayers = ["Marc", "Paul"]\n')
    drawn = ok("concours", "draw", folder)
    assert "Note: Marc is in team 1 Les Bleus" in drawn.stderr
    players = tomllib.loads((folder / "round-1" / "table-1.toml").read_text("utf-8"))["players"]
    assert sorted(players.values()) == ["Anne, Les Bleus", "Marc, Les Bleus", "Marc, Les Verts",
                                        "Paul, Les Verts"]
