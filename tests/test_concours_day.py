"""A whole concours day (issue 32, SPEC 13's fourth round): the reproductions of the
issue first, then registration, check-in, corrections after a later draw, typed totals
checked, forfeits, tie-breaks, `--after`, prizes and the check code, each refusal leaving
the folder byte for byte as it was."""

from __future__ import annotations

import json
import random
import tomllib
from pathlib import Path

import pytest

from conftest import run
from scorecli.concours import Concours, Result, Round, Team, check_code
from scorecli.concours.standing import check_lines


def ok(*args):
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result


def snapshot(folder: Path) -> dict:
    return {p.relative_to(folder): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


def refused(folder: Path, *args, says: str, code: int = 1):
    before = snapshot(folder)
    result = run(*args)
    assert result.exit_code == code, result.output
    assert says in result.stderr, result.stderr
    assert snapshot(folder) == before  # byte for byte as it was
    return result


def as_json(*args):
    return json.loads(ok(*args, "--json").stdout)


def concours(tmp_path, teams: int, *flags, rules="belote-maison") -> Path:
    folder = tmp_path / "fete"
    extra = [] if "--deals" in flags or "--target" in flags else ["--deals", "12"]
    ok("concours", "new", folder, "--rules", rules, *extra, "--seed", "11", *flags)
    for n in range(1, teams + 1):
        ok("concours", "team", folder, f"Équipe {n}", "--player", f"Anne NOM{n}",
           "--player", f"Paul Nom{n}")
    return folder


def sheet(rng: random.Random) -> tuple[int, int]:
    """A paper sheet of 12 deals that passes the check: 12 × 162 and belotes."""
    ns = rng.randrange(500, 1400)
    return ns, 1944 + 20 * rng.randrange(0, 4) - ns


def type_round(folder: Path, round_number: int, rng: random.Random) -> None:
    data = tomllib.loads((folder / "concours.toml").read_text("utf-8"))
    for n in range(1, len(data["draws"][round_number - 1]["tables"]) + 1):
        ok("concours", "result", folder, round_number, n, *sheet(rng))


# ---------------------------------------------------------------- the reproductions


def test_a_correction_after_the_next_draw_names_it_and_undraw_then_draw_takes_it(tmp_path):
    folder = concours(tmp_path, 8, "--rounds", "5")
    rng = random.Random(4)
    for round_number in (1, 2, 3):
        ok("concours", "draw", folder)
        type_round(folder, round_number, rng)
    ok("concours", "draw", folder)  # round 4, not begun
    round3 = tomllib.loads((folder / "concours.toml").read_text("utf-8"))["draws"][2]
    ns, ew = round3["tables"][4 - 1]
    data = as_json("concours", "result", folder, "3", "4", "1400", "544")
    assert data["stale"] and data["stale"]["round"] == 4, data
    said = ok("concours", "result", folder, "3", "4", "1400", "544").stdout
    assert ("Round 4 was drawn from the ranking as it stood then, before a result was "
            "corrected or the tie-breaks changed: it is ") in said
    assert f"`scorecli concours undraw {folder}`, then `scorecli concours draw {folder}`" in said
    assert "Round 4 was drawn" in ok("concours", "show", folder).stdout
    shown = as_json("concours", "show", folder)
    assert shown["stale"] == data["stale"]
    undone = as_json("concours", "undraw", folder)
    assert undone["undrawn"] == 4 and len(undone["removed"]) == 4
    assert not (folder / "round-4").exists()
    drawn = as_json("concours", "draw", folder)
    assert drawn["tables"] and [[t["ns"], t["ew"]] for t in drawn["tables"]] == \
        data["stale"]["tables"]
    assert as_json("concours", "show", folder)["stale"] is None
    # a correction that changes nothing later says so
    said = ok("concours", "result", folder, "3", "4", "1400", "544").stdout
    assert "Round 4 would be drawn the same." in said
    assert (ns, ew) == tuple(round3["tables"][3])


def test_typed_totals_a_table_could_not_make_are_refused_and_a_failed_check_warned(tmp_path):
    folder = concours(tmp_path, 8)
    ok("concours", "draw", folder)
    warned = ok("concours", "result", folder, "1", "4", "1000", "997")
    assert ("1000 + 997 = 1997; 12 deals of 162 make 1944, which leaves 53 for the belotes, "
            "announcements and capots: not a multiple of 10") in warned.stderr
    assert ("  Maybe one of these:\n  – a total mistyped, or a deal scored by hand (the sum of "
            "the totals should end in 4)\n  – a litige on the last deal, its pot lost\n"
            ) in warned.stderr
    assert "no-trump" not in warned.stderr  # 53 + 32 × n is odd: no count of them fits
    warned = ok("concours", "result", folder, "1", "3", "1000", "880")
    assert ("1000 + 880 = 1880: less than the 1944 that 12 deals of 162 make, 64 short\n"
            "  Maybe one of these:\n"
            "  – a total mistyped\n") in warned.stderr
    assert "  – 2 no-trump deals (130 each)\n" in warned.stderr  # -64 + 32 × 2 = 0
    shown = as_json("concours", "show", folder)
    assert shown["to_check"] == [[1, 3], [1, 4]]
    refused(folder, "concours", "result", folder, "1", "1", "19465", "0",
            says="19465 is more than 12 deals can make in belote-maison: 12 × 1622 = 19464; "
                 "check the sheet; `--force` if the table really scored it")
    forced = as_json("concours", "result", folder, "1", "1", "19465", "0", "--force")
    assert forced["check"] == {"kind": None, "passed": None, "gap": None}
    block = tomllib.loads((folder / "concours.toml").read_text("utf-8"))["results"][-1]
    assert block == {"round": 1, "table": 1, "ns": 19465, "ew": 0, "forced": True}
    counted = as_json("concours", "result", folder, "1", "2", "1000", "964", "--belotes", "2")
    assert counted["check"] == {"kind": "counts", "passed": False, "gap": -20}
    said = run("concours", "result", folder, "1", "2", "1000", "964", "--belotes", "2").stderr
    assert ("1000 + 964 = 1964, but the sheet's counts (12 deals of 162 and 2 belotes of 20) "
            "make 1984: 20 less") in said
    assert "  – 1 belote counted but left out of the totals\n" in said
    assert as_json("concours", "result", folder, "1", "2", "1000", "984", "--belotes", "2"
                   )["check"] == {"kind": "counts", "passed": True, "gap": 0}
    ok("concours", "result", folder, "1", "3", "1000", "944")  # typed again: checked again
    assert as_json("concours", "show", folder)["to_check"] == [[1, 4]]


def test_the_same_player_twice_is_refused_and_a_team_is_renamed_or_removed(tmp_path):
    folder = concours(tmp_path, 3)
    refused(folder, "concours", "team", folder, "Les Verts", "--player", "anne nom1",
            "--player", "Zoé", says="anne nom1 is in team 1 Équipe 1; if they are two people")
    refused(folder, "concours", "team", folder, "Les Verts", "--player", "Zoé", "--player",
            "ZOÉ ", says="is given twice for one team")
    ok("concours", "team", folder, "Erreur")
    assert as_json("concours", "remove", folder, "Erreur")["removed"]["number"] == 4
    assert as_json("concours", "team", folder, "Les Verts")["number"] == 5  # never 4 again
    assert as_json("concours", "edit", folder, "Paul Nom2", "--name", "Les Bleus")["team"][
        "name"] == "Les Bleus"  # found by a player's name
    refused(folder, "concours", "edit", folder, "1", "--name", "les bleus",
            says="les bleus is team 2's name already")
    ok("concours", "draw", folder)
    refused(folder, "concours", "remove", folder, "1", says="played in round 1")
    rows = as_json("concours", "show", folder, "--teams")["teams"]
    assert [r["number"] for r in rows] == [1, 2, 3, 5]


# ---------------------------------------------------------------- the check code


def test_the_check_code_is_the_spec_s_example():
    teams = tuple(Team(n, f"t{n}") for n in range(1, 8))
    event = Concours("belote-maison", {}, "", 4, "points", 0, 1, teams,
                     (Round(1, ((3, 7), (5, 1), (4, 6)), 2),))
    results = {(1, 1): Result(1012, 932), (1, 2): Result(0, 0, True, (1,)), (1, 3): None}
    assert check_lines(event, results) == ["1 1 3 7 1012 932", "1 2 5 1 forfeit 1",
                                           "1 3 4 6 open", "1 bye 2"]
    assert check_code(event, results) == "975728"


# ---------------------------------------------------------------- check-in and forfeits


def test_check_in_draws_only_those_checked_in_and_names_those_left_out(tmp_path):
    folder = concours(tmp_path, 6)
    marks = as_json("concours", "present", folder, "1", "2", "Équipe 3", "4")
    assert marks == {"present": [1, 2, 3, 4], "absent": [], "unmarked": [5, 6]}
    assert as_json("concours", "absent", folder, "5") == {
        "present": [1, 2, 3, 4], "absent": [5], "unmarked": [6]}
    late = as_json("concours", "team", folder, "Les Retardataires")
    assert late["present"] is True  # registered during check-in: checked in
    drawn = as_json("concours", "draw", folder)
    assert drawn["left_out"] == [{"number": 5, "why": "absent"},
                                 {"number": 6, "why": "not-checked-in"}]
    seated = {x for t in drawn["tables"] for x in (t["ns"], t["ew"])} | {drawn["bye"]}
    assert seated == {1, 2, 3, 4, 7}
    said = ok("concours", "undraw", folder)
    assert "Round 1 is taken back" in said.stdout
    out = ok("concours", "draw", folder).stdout
    assert "Left out of this round: 5 Équipe 5 (absent), 6 Équipe 6 (not checked in)." in out
    assert f"`scorecli concours remove {folder} 5`" in out


def test_a_forfeit_scores_as_a_bye_and_marks_the_absent_team(tmp_path):
    folder = concours(tmp_path, 4, "--bye-points", "0")
    drawn = as_json("concours", "draw", folder)
    first, second = drawn["tables"]
    ok("concours", "result", folder, "1", "2", "1000", "964")
    absent = first["ew"]
    refused(folder, "concours", "forfeit", folder, "1", "1", str(second["ns"]),
            says=f"team {second['ns']} Équipe {second['ns']} sits at table 2 of round 1, not at "
                   "table 1")
    refused(folder, "concours", "forfeit", folder, "1", "2", str(second["ns"]),
            says=f"`scorecli concours result {folder} 1 2 --clear` first")
    table = as_json("concours", "forfeit", folder, "1", "1", str(absent))
    assert (table["forfeit"], table["was"]) == ([absent], None)
    assert (table["ns_total"], table["ew_total"]) == (982, 0)  # the round's mean, 0
    rows = {r["number"]: r for r in as_json("concours", "show", folder)["ranking"]}
    came = rows[first["ns"]]
    assert (came["won"], came["points_for"], came["points_against"], came["difference"],
            came["byes"]) == (1, 982, 0, 0, 0)
    gone = rows[absent]
    assert (gone["lost"], gone["points_for"], gone["points_against"], gone["difference"],
            gone["present"]) == (1, 0, 982, 0, False)
    second_round = as_json("concours", "draw", folder)
    assert second_round["left_out"] == [{"number": absent, "why": "absent"}]
    said = ok("concours", "present", folder, str(absent)).stdout
    assert "the absent mark is lifted" in said  # no check-in: the concours stays without
    assert as_json("concours", "show", folder, "--teams")["teams"][absent - 1]["present"] is None


def test_swap_rewrites_both_tables_and_names_a_rematch(tmp_path):
    folder = concours(tmp_path, 4, "--rounds", "3")
    one = as_json("concours", "draw", folder)
    type_round(folder, 1, random.Random(2))
    two = as_json("concours", "draw", folder)
    a, b = two["tables"][0]["ew"], two["tables"][1]["ew"]
    swapped = as_json("concours", "swap", folder, str(a), str(b))
    assert swapped["swapped"] is True
    assert [swapped["tables"][0]["ew"], swapped["tables"][1]["ew"]] == [b, a]
    assert len(swapped["rematches"]) == 2  # back to round 1's tables
    assert sorted(map(sorted, swapped["rematches"])) == sorted(
        sorted([t["ns"], t["ew"]]) for t in one["tables"])
    path = folder / "round-2" / "table-1.toml"
    match = tomllib.loads(path.read_text("utf-8"))
    assert match["teams"]["ew"] == f"Équipe {b}"
    assert match["players"]["e"] == f"Anne NOM{b}"
    refused(folder, "concours", "swap", folder, str(a), str(a),
            says="a swap needs two different teams", code=2)
    ok("deal", path, "--taker", "n", "--trump", "hearts", "--points", "ns=100", "--last", "ns")
    refused(folder, "concours", "swap", folder, str(a), str(b),
            says="round 2, table 1 has begun: a swap is for tables not yet played")
    refused(folder, "concours", "undraw", folder, says="round 2: table 1 has begun")


# ---------------------------------------------------------------- the ranking


def test_tiebreaks_after_and_prizes(tmp_path):
    folder = concours(tmp_path, 4, "--rounds", "2", "--tiebreak", "best-round,lot")
    assert as_json("concours", "show", folder)["tiebreak"] == ["points", "best-round", "lot"]
    refused(folder, "concours", "set", folder, "--tiebreak", "points",
            says="'points' is the concours' first key already", code=2)
    refused(folder, "concours", "set", folder, "--tiebreak", "wins,wins",
            says="'wins' is given twice", code=2)
    ok("concours", "draw", folder)
    for n in (1, 2):
        ok("concours", "result", folder, "1", str(n), "1000", "944")
    after_one = as_json("concours", "show", folder, "--after", "1")
    assert after_one["after"] == 1 and not after_one["final"]
    ok("concours", "draw", folder)
    refused(folder, "concours", "show", folder, "--after", "3", says="2 rounds are drawn")
    for n in (1, 2):
        ok("concours", "result", folder, "2", str(n), "1100", "844")
    assert as_json("concours", "prize", folder, "1", "a ham")["prizes"] == [
        {"from": 1, "to": 1, "text": "a ham"}]
    ok("concours", "prize", folder, "2-4", "a bottle")
    refused(folder, "concours", "prize", folder, "3", "wine", says="overlap the prize of ranks 2-4")
    refused(folder, "concours", "prize", folder, "3-1", "wine", says="is not a rank", code=2)
    shown = as_json("concours", "show", folder)
    assert shown["final"] and shown["after"] == 2
    assert [r["prize"] for r in shown["ranking"]] == ["a ham", "a bottle", "a bottle",
                                                      "a bottle"]
    assert "Final ranking" in ok("concours", "show", folder).stdout
    moved = as_json("concours", "set", folder, "--tiebreak", "wins,difference")
    assert moved["tiebreak"] == ["points", "wins", "difference"]
    assert {m["number"] for m in moved["moved"]} <= {1, 2, 3, 4}


def test_a_table_played_on_after_a_later_draw_says_so(tmp_path):
    folder = concours(tmp_path, 4, "--deals", "2", "--rounds", "3")
    ok("concours", "draw", folder)
    path = folder / "round-1" / "table-1.toml"
    for _deal in range(2):
        ok("deal", path, "--taker", "n", "--trump", "hearts", "--points", "ns=100", "--last",
           "ns")
    ok("concours", "result", folder, "1", "2", "200", "124")
    ok("concours", "draw", folder)
    said = ok("undo", path)
    assert ("Note: this table's result changed after round 2 was drawn; `scorecli concours "
            f"show {folder}` says how it would be drawn now.") in said.stderr
    again = ok("show", path)
    assert "Note: this table" not in again.stderr  # nothing changed: nothing said


def test_a_secretary_s_slips_are_caught(tmp_path, monkeypatch):
    # From an organiser's day in tmux (issue 32): a double space is no new name, one
    # --player says what became of the other, long names fit 60 columns, a prize for a
    # rank no team holds is said.
    folder = concours(tmp_path, 3, "--deals", "2", "--rounds", "1")
    refused(folder, "concours", "team", folder, "Équipe  1", says="is already team 1's name")
    refused(folder, "concours", "team", folder, "X", "--player", "anne  nom1",
            says="is in team 1 Équipe 1")
    said = ok("concours", "edit", folder, "1", "--player", "Anne NOM").stdout
    assert "The team has one player now (Anne NOM1, Paul Nom1" not in said
    assert "The team has one player now (Anne NOM1 & Paul Nom1 is no longer in it)" in said
    ok("concours", "team", folder, "Les Belotiers de Saint-Jean-de-Luz-sur-Mer", "--player",
       "Jean-Baptiste ETCHEGARAY", "--player", "Maïté Iturralde-Berrogain")
    ok("concours", "draw", folder)
    for table in (1, 2):
        ok("concours", "result", folder, "1", table, "200", str(100 + 10 * table))
    ok("concours", "prize", folder, "1", "un jambon")
    late = ok("concours", "prize", folder, "6", "un saucisson")
    assert "Note: 4 teams are registered (not withdrawn) so far" in late.stderr
    monkeypatch.setenv("COLUMNS", "60")
    for view in ((), ("--teams",)):
        out = ok("concours", "show", folder, *view).stdout
        assert max(map(len, out.splitlines())) <= 60, out
    monkeypatch.setenv("COLUMNS", "200")
    out = ok("concours", "show", folder).stdout
    assert "Not given: the prize of ranks 6 (un saucisson); 4 teams still in played a round." \
        in out
