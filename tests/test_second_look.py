"""What a second hostile look at this round's fixes found (the helper's N1-N6 and N32):
each fixed, each a test."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from conftest import D, drawn_concours, run, scorecli


def test_a_table_whose_teams_were_swapped_in_other_case_is_not_counted(tmp_path):
    # N2: `verts` for `Verts` passed the check, though the concours folds names.
    folder = drawn_concours(tmp_path / "f", ("Bleus", "Verts", "Rouges", "Jaunes"),
                            "--seed", "7")
    table = folder / "round-1" / "table-1.toml"
    text = table.read_text()
    ns = text.split('ns = "')[1].split('"')[0]
    ew = text.split('ew = "')[1].split('"')[0]
    table.write_text(text.replace(f'ns = "{ns}"', f'ns = " {ew.lower()} "').replace(
        f'ew = "{ew}"', f'ew = "{ns.upper()}"'))
    for _n in range(2):
        run("deal", table, "--taker", "n", "--trump", "hearts", "--points", "ns=140",
            "--last", "ns")
    shown = run("concours", "show", folder, "--json")
    assert all(row["points_for"] == 0 for row in json.loads(shown.stdout)["ranking"])
    assert run("check", folder / "concours.toml").exit_code == 1


@pytest.mark.parametrize("shape", ["comments", "quoted"])
def test_a_match_file_of_any_shape_is_never_written_over(tmp_path, shape):
    # N3: over a megabyte of comments first, or `'format' = 1`, and it was not recognised.
    path = tmp_path / "big.toml"
    head = ("# a long note\n" * 90_000) if shape == "comments" else ""
    keys = ("'format' = 1\n'rules' = \"coinche-maison\"\n" if shape == "quoted" else
            'format = 1\nrules = "coinche-maison"\n')
    path.write_text(head + keys)
    assert run("check", path).exit_code == 0
    before = path.read_bytes()
    assert run("sheet", "--rules", "coinche-maison", "-o", path).exit_code == 1
    assert path.read_bytes() == before


@pytest.mark.parametrize("command", [
    ["sheet", "--rules", "coinche-maison", "-o", "{out}/sheet.html"],
    ["export", "{match}", "--json", "-o", "{out}/m.json"],
    ["publish", "{season}", "-o", "{out}/site"],
])
def test_a_full_stdout_after_a_page_is_written_says_it_was(tmp_path, command):
    # N4: "Error: No space left on device" alone, though the page or site was written.
    season = tmp_path / "season"
    season.mkdir()
    match = season / "m.toml"
    run("new", match, "--rules", "coinche-maison")
    run("deal", match, *D)
    args = [a.format(out=tmp_path, match=match, season=season) for a in command]
    with open("/dev/full", "w") as full:
        done = subprocess.run(scorecli(*args), stdout=full, stderr=subprocess.PIPE, text=True)
    assert "was saved" in done.stderr, done.stderr


@pytest.mark.parametrize("value", ["٣", "𝟓𝟎𝟎", "５"])
def test_an_options_number_is_written_with_the_digits_0_to_9(tmp_path, value):
    # N5: `-o target=٣` played to 3.
    result = run("new", tmp_path / "t.toml", "--rules", "coinche-maison", "-o",
                 f"target={value}")
    assert result.exit_code in (1, 2)
    assert not (tmp_path / "t.toml").exists()


def test_the_rounds_planned_have_a_bound(tmp_path):
    # N6: 10^23 rounds was written, past what TOML's integers hold.
    folder = drawn_concours(tmp_path / "f")
    before = (folder / "concours.toml").read_bytes()
    assert run("concours", "set", folder, "--rounds", "9" * 23).exit_code == 2
    assert (folder / "concours.toml").read_bytes() == before
    assert run("concours", "new", tmp_path / "g", "--rules", "belote-maison", "--deals", "2",
               "--rounds", "10000").exit_code == 2


def test_a_killed_draws_temp_is_removed_by_the_next_draw(tmp_path):
    # N32: `.table-1.toml.PID.tmp` stayed until that table's first deal.
    folder = drawn_concours(tmp_path / "f")
    (folder / "round-1").rename(tmp_path / "gone")
    path = folder / "concours.toml"
    text = path.read_text()
    path.write_text(text[:text.index("[[draws]]")])
    (folder / "round-1").mkdir()
    dead = subprocess.Popen(["true"])
    dead.wait()
    (folder / "round-1" / f".table-1.toml.{dead.pid}.abcd1234.tmp").write_text("")
    assert run("concours", "draw", folder).exit_code == 0
    assert sorted(os.listdir(folder / "round-1")) == ["table-1.toml"]
