"""A mêlée (issue 33, SPEC 13 "A mêlée"): players come alone and partners and opponents
are drawn each round. The draw as properties over 8 to 60 players with late players,
withdrawals and check-in (each drawn once or sitting out, partners repeated only when no
draw avoids it, confirmed by an exhaustive search up to 12 players, sit-outs to those
with the fewest byes, the same seed the same draw); mêlées of 17 and 24 players end to
end, the ranking by player counted independently here."""

from __future__ import annotations

import json
import random
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import run
from scorecli.concours import Concours, Team
from scorecli.concours.event import byes_of
from scorecli.concours.melee import draw_melee, history


def ok(*args):
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result


def fewest_partner_repeats(players: list[int], partners: set) -> int:
    """The fewest repeated partners of any pairing of `players`, by trying them all."""
    if not players:
        return 0
    first, rest = players[0], players[1:]
    return min((frozenset((first, other)) in partners) +
               fewest_partner_repeats([p for p in rest if p != other], partners)
               for other in rest)


def play(seed: int, count: int, rounds: int, events: random.Random, check=None):
    concours = Concours("belote-maison", {"deals_limit": 2, "target": 0}, "", rounds,
                        "points", 0, seed, tuple(Team(n, f"p{n}") for n in range(1, count + 1)),
                        melee=True)
    for _round in range(rounds):
        teams = list(concours.teams)
        if concours.drawn and events.random() < 0.3 and len(concours.active()) > 5:
            leaving = events.choice(concours.active())
            teams[teams.index(leaving)] = leaving._replace(withdrawn=concours.drawn)
        if concours.drawn and events.random() < 0.3:
            teams.append(Team(concours.new_number(), "late"))
        if events.random() < 0.3:  # check-in: most come, one is marked absent
            marks = [t._replace(present=events.random() < 0.9) if t.withdrawn is None else t
                     for t in teams]
            if len([t for t in marks if t.present]) >= 4:
                teams = marks
        concours = concours._replace(teams=tuple(teams))
        if len(concours.in_the_draw()[0]) < 4:  # too few checked in: the marks lifted
            concours = concours._replace(teams=tuple(t._replace(present=None)
                                                     for t in concours.teams))
        drawn = draw_melee(concours)
        if check:
            check(concours, drawn)
        concours = concours._replace(draws=concours.draws + (drawn.round,))
    return concours


def _check(concours: Concours, drawn) -> None:
    new = drawn.round
    playing = sorted(t.number for t in concours.in_the_draw()[0])
    assert sorted(new.seated()) == playing  # each drawn once, or sitting out
    assert len(new.bye) == len(playing) % 4
    byes = byes_of(concours)
    if new.bye:  # those who sit out have had the fewest byes
        assert max(byes[p] for p in new.bye) <= min(byes[p] for p in playing
                                                    if p not in new.bye)
    partners, opponents = history(concours)
    repeats = [side for ns, ew in new.tables for side in (ns, ew)
               if frozenset(side) in partners]
    assert sorted(map(sorted, repeats)) == sorted(map(sorted, drawn.partner_repeats))
    if len(playing) - len(new.bye) <= 12:
        seated = [p for p in playing if p not in new.bye]
        assert len(repeats) == fewest_partner_repeats(seated, partners)
    faced = [(a, b) for ns, ew in new.tables for a in ns for b in ew
             if frozenset((a, b)) in opponents]
    assert sorted(faced) == sorted(drawn.opponent_repeats)


@pytest.mark.slow  # mêlées of up to 60 players drawn round after round
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), count=st.integers(8, 60), rounds=st.integers(4, 8),
       events=st.randoms(use_true_random=False))
def test_every_melee_draw_keeps_the_rules(seed, count, rounds, events):
    play(seed, count, rounds, events, check=_check)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), count=st.integers(8, 13), rounds=st.integers(4, 8))
def test_small_melees_repeat_partners_only_when_no_draw_avoids_it(seed, count, rounds):
    play(seed, count, rounds, random.Random(seed), check=_check)


@given(seed=st.integers(0, 10**6), count=st.integers(8, 30))
def test_the_same_seed_gives_the_same_melee(seed, count):
    first = play(seed, count, 4, random.Random(seed)).draws
    assert play(seed, count, 4, random.Random(seed)).draws == first


def _expected(data: dict, folder: Path) -> dict:
    """Each player's played, won, points for and against and byes, counted from the
    tables: a player scores their side's total; a bye is won with the round's mean."""
    typed = {(r["round"], r["table"]): r for r in data.get("results", [])}
    rows = {p["number"]: [0, 0, 0, 0, 0] for p in data["players"]}
    for drawn in data["draws"]:
        totals = {}
        for n, four in enumerate(drawn["tables"], start=1):
            if (drawn["round"], n) in typed:
                totals[n] = (typed[(drawn["round"], n)]["ns"], typed[(drawn["round"], n)]["ew"])
            else:
                width = len(str(len(drawn["tables"])))
                path = folder / f"round-{drawn['round']}" / f"table-{n:0{width}d}.toml"
                shown = json.loads(ok("show", path, "--json").stdout)
                totals[n] = (shown["total"]["ns"], shown["total"]["ew"])
        done = [x for pair in totals.values() for x in pair]
        mean = (2 * sum(done) + len(done)) // (2 * len(done))
        for n, four in enumerate(drawn["tables"], start=1):
            a, b = totals[n]
            for player, own, other in [(p, a, b) for p in four[:2]] + [(p, b, a) for p in four[2:]]:
                row = rows[player]
                row[0] += 1
                row[1] += own > other
                row[2] += own
                row[3] += other
        for player in drawn["bye"]:
            rows[player][0] += 1
            rows[player][1] += 1
            rows[player][2] += mean
            rows[player][4] += 1
    return rows


@pytest.mark.parametrize("count", [17, pytest.param(24, marks=pytest.mark.slow)])
def test_a_whole_melee(tmp_path, count):
    rng = random.Random(count)
    folder = tmp_path / "melee"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--rounds", "5",
       "--seed", str(count), "--melee", "--title", "Mêlée")
    for n in range(1, count + 1):
        ok("concours", "player", folder, f"Joueur {n:02}")
    assert run("concours", "team", folder, "X").exit_code == 1
    for round_number in range(1, 6):
        drawn = json.loads(ok("concours", "draw", folder, "--json").stdout)
        assert len(drawn["bye"]) == count % 4
        for table in drawn["tables"]:
            n = table["table"]
            path = next((folder / f"round-{round_number}").glob(f"table-*{n}.toml"))
            match = tomllib.loads(path.read_text("utf-8"))
            names = [f"Joueur {p:02}" for p in table["ns"] + table["ew"]]
            assert [match["players"][s] for s in "nsew"] == names
            if rng.random() < 0.5:
                for _deal in range(2):
                    ok("deal", path, "--taker", rng.choice("nesw"), "--trump", "hearts",
                       "--points", f"ns={rng.choice([41, 62, 81, 100, 120])}", "--last", "ns")
            else:
                ok("concours", "result", folder, round_number, n, rng.randrange(100, 300),
                   rng.randrange(100, 300))
    shown = json.loads(ok("concours", "show", folder, "--json").stdout)
    assert shown["melee"] is True and shown["final"]
    data = tomllib.loads((folder / "concours.toml").read_text("utf-8"))
    expected = _expected(data, folder)
    for row in shown["ranking"]:
        assert [row["played"], row["won"], row["points_for"], row["points_against"],
                row["byes"]] == expected[row["number"]], row
    order = [(-r["points_for"], -r["won"], -r["difference"]) for r in shown["ranking"]]
    assert order == sorted(order)
    partners = [frozenset(four[:2]) for d in data["draws"] for four in d["tables"]] + \
        [frozenset(four[2:]) for d in data["draws"] for four in d["tables"]]
    assert len(partners) == len(set(partners))  # 5 rounds: nobody partners anyone twice
    challenge = json.loads(ok("challenge", folder, "--json").stdout)["challenge"]
    assert {r["player"] for r in challenge} == {f"Joueur {n:02}" for n in range(1, count + 1)}
    teams = run("challenge", folder, "--by", "team", "--json")
    assert json.loads(teams.stdout)["challenge"] == [] and "a mêlée having no teams" in \
        teams.stderr


def test_a_surname_that_fits_two_players_is_refused_naming_both(tmp_path):
    # An organiser's mêlée (issue 33): BERNARD is Pierre BERNARD and Bernard LEROY alike.
    folder = tmp_path / "m"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--melee")
    for name in ("Pierre BERNARD", "Bernard LEROY", "Gérard MICHEL", "Anne Roux"):
        ok("concours", "player", folder, name)
    before = (folder / "concours.toml").read_bytes()
    result = run("concours", "absent", folder, "BERNARD")
    assert result.exit_code == 1
    assert "'BERNARD' could be 1 Pierre BERNARD or 2 Bernard LEROY" in result.stderr
    assert (folder / "concours.toml").read_bytes() == before
    assert json.loads(ok("concours", "absent", folder, "michel", "--json").stdout)["absent"] \
        == [3]
    digits = run("concours", "player", folder, "12")
    assert digits.exit_code == 1 and "a name of digits alone reads as a number" in digits.stderr
    again = run("concours", "player", folder, "anne  roux")
    assert "Anne Roux is registered already (player 4)" in again.stderr


def test_a_second_read_s_crashes_are_clean_refusals(tmp_path):
    # The review of the change (issue 33): a mêlée's forfeit in a season, its players as
    # CSV, a rank typed with a superscript, a blank --player, a mistyped option.
    folder = tmp_path / "m"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--melee",
       "--seed", "1")
    for n in range(1, 9):
        ok("concours", "player", folder, f"Joueur {n}")
    ok("concours", "draw", folder)
    seated = json.loads(ok("concours", "show", folder, "--round", "1", "--json").stdout)
    ok("concours", "forfeit", folder, "1", "2", str(seated["tables"][1]["ns"][0]))
    assert ok("standings", folder).exit_code == 0
    csv = ok("concours", "show", folder, "--teams", "--csv").stdout
    assert csv.splitlines()[0] == "number,name,present,withdrawn"
    assert run("concours", "prize", folder, "1-²", "x").exit_code == 2
    assert "--name '': a name is needed" in run("concours", "edit", folder, "1", "--name",
                                                 "").stderr
    typo = run("concours", "result", folder, "1", "1", "100", "224", "--belote", "2")
    assert typo.exit_code == 2 and "Did you mean '--belotes'?" in typo.stderr
