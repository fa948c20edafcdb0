"""A table's match file is checked against the draw before its result is counted (F6):
teams swapped by hand, a file that is a link to another table's, or a changed number of
deals were counted silently, crediting the wrong team."""

from __future__ import annotations

import json

from conftest import drawn_concours, run


def _fete(tmp_path):
    return drawn_concours(tmp_path / "f", ("Bleus", "Verts", "Rouges", "Jaunes"), "--seed",
                          "7")


def _play(table):
    for _n in range(2):
        assert run("deal", table, "--taker", "n", "--trump", "hearts", "--points", "ns=140",
                   "--last", "ns").exit_code == 0


def _ranking(folder):
    result = run("concours", "show", folder, "--json")
    return result, json.loads(result.stdout)


def _teams_of(table):
    text = table.read_text()
    ns = text.split('ns = "')[1].split('"')[0]
    ew = text.split('ew = "')[1].split('"')[0]
    return ns, ew


def test_a_table_whose_teams_were_swapped_by_hand_is_not_counted(tmp_path):
    folder = _fete(tmp_path)
    table = folder / "round-1" / "table-1.toml"
    ns, ew = _teams_of(table)
    text = table.read_text()
    table.write_text(text.replace(f'ns = "{ns}"', 'ns = "@@"').replace(
        f'ew = "{ew}"', f'ew = "{ns}"').replace('ns = "@@"', f'ns = "{ew}"'))
    _play(table)
    result, data = _ranking(folder)
    assert all(row["points_for"] == 0 for row in data["ranking"]), data["ranking"]
    assert "table 1" in result.stderr and "other way round" in result.stderr
    drawn = run("concours", "draw", folder)
    assert drawn.exit_code == 1
    checked = run("check", folder / "concours.toml")
    assert checked.exit_code == 1 and "table 1" in checked.output


def test_a_table_that_is_a_link_to_another_tables_file_is_not_counted(tmp_path):
    folder = _fete(tmp_path)
    _play(folder / "round-1" / "table-1.toml")
    second = folder / "round-1" / "table-2.toml"
    second.unlink()
    second.symlink_to("table-1.toml")
    result, data = _ranking(folder)
    counted = sorted(row["points_for"] for row in data["ranking"])
    assert counted == [0, 0, 24, 300]  # table 1 alone: table 2 is not table 1 again
    assert "table 2" in result.stderr


def test_a_table_whose_deals_limit_was_changed_is_not_counted(tmp_path):
    folder = _fete(tmp_path)
    table = folder / "round-1" / "table-1.toml"
    table.write_text(table.read_text().replace("deals_limit = 2", "deals_limit = 1"))
    assert run("deal", table, "--taker", "n", "--trump", "hearts", "--points", "ns=140",
               "--last", "ns").exit_code == 0
    result, data = _ranking(folder)
    assert all(row["points_for"] == 0 for row in data["ranking"])
    assert "deals_limit" in result.stderr


def test_a_team_renamed_in_concours_toml_is_still_counted_by_number(tmp_path):
    # N25 held: a table keeps the name it was drawn with; renaming a team is no mismatch.
    folder = _fete(tmp_path)
    table = folder / "round-1" / "table-1.toml"
    ns, _ew = _teams_of(table)
    path = folder / "concours.toml"
    path.write_text(path.read_text().replace(f'name = "{ns}"', 'name = "Nouveaux"'))
    _play(table)
    result, data = _ranking(folder)
    assert max(row["points_for"] for row in data["ranking"]) > 0
    assert "other way round" not in result.stderr
