"""A rematch (`new FILE --from OLD`, issue 21, SPEC 9 third round)."""

from __future__ import annotations

import tomllib

from conftest import run

OLD = ('format = 1\nrules = "coinche-maison"\nvariant = "club"\ntitle = "Friday"\n'
       'dealer = "n"\n[options]\ntarget = 2000\n[teams]\nns = "Nous"\new = "Eux"\n'
       '[players]\nn = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n'
       '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\npoints = { ns = 100 }\n'
       'last = "ns"\n[[deals]]\ntaker = "e"\ntrump = "spades"\ncontract = 80\n'
       'points = { ew = 100 }\nlast = "ew"\n')


def test_a_rematch_copies_the_rules_names_and_the_next_dealer(match_file, tmp_path):
    old = match_file(OLD, "friday.toml")
    new = tmp_path / "saturday.toml"
    result = run("new", new, "--from", old)
    assert result.exit_code == 0, result.output
    data = tomllib.loads(new.read_text())
    assert (data["rules"], data["variant"], data["options"]) == (
        "coinche-maison", "club", {"target": 2000})
    assert data["teams"] == {"ns": "Nous", "ew": "Eux"}
    assert data["players"] == {"n": "Anna", "e": "Boris", "s": "Chloé", "w": "David"}
    assert data["dealer"] == "s"  # n dealt deal 1, w deal 2: s deals next
    assert "title" not in data and "deals" not in data


def test_a_rematch_takes_flags_over_the_old_match(match_file, tmp_path):
    old = match_file(OLD, "friday.toml")
    new = tmp_path / "saturday.toml"
    result = run("new", new, "--from", old, "--ew", "Les Bleus", "--player", "w=Zoé",
                 "--title", "Revanche")
    assert result.exit_code == 0, result.output
    data = tomllib.loads(new.read_text())
    assert data["teams"]["ew"] == "Les Bleus" and data["players"]["w"] == "Zoé"
    assert data["title"] == "Revanche"


def test_new_needs_rules_or_a_match_to_follow(tmp_path):
    result = run("new", tmp_path / "x.toml")
    assert result.exit_code == 2 and "--rules" in result.stderr
