"""One way to read a number everywhere (F13: `²` was an internal error in `concours
result` and `withdraw`, `٣` read as 3 while `deal --score ns=٣` was refused), a bound on
a concours' sheets (F14), paths with control characters shown escaped (F18), and typos
in a season's flags named, not answered with an empty table (N65)."""

from __future__ import annotations

import pytest

from conftest import D, drawn_concours, run


@pytest.fixture
def fete(tmp_path):
    return drawn_concours(tmp_path / "fete")


@pytest.mark.parametrize("args", [
    ["result", "{f}", "1", "1", "²", "5"], ["result", "{f}", "1", "1", "5", "٣"],
    ["result", "{f}", "1", "1", "①", "5"], ["withdraw", "{f}", "²"],
    ["withdraw", "{f}", "٣"], ["result", "{f}", "٣", "1", "5", "5"],
    ["result", "{f}", "1", "²", "5", "5"], ["show", "{f}", "--round", "٣"],
    ["set", "{f}", "--rounds", "٥"],
])
def test_a_number_is_written_in_the_digits_0_to_9(fete, args):
    before = (fete / "concours.toml").read_bytes()
    result = run("concours", *[a.format(f=fete) for a in args])
    assert result.exit_code in (1, 2), result.output
    assert "internal error" not in result.output
    assert (fete / "concours.toml").read_bytes() == before


def test_the_same_digits_are_refused_by_deal_and_by_the_concours(tmp_path, fete):
    path = tmp_path / "m.toml"
    run("new", path, "--rules", "coinche-maison")
    assert run("deal", path, "--taker", "s", "--trump", "hearts", "--contract", "80",
               "--points", "ns=٣", "--last", "ns").exit_code == 1
    assert run("concours", "result", fete, "1", "1", "٣", "5").exit_code in (1, 2)
    assert run("new", tmp_path / "n.toml", "--rules", "coinche-maison", "--target", "٣"
               ).exit_code == 2


def test_a_concours_plays_at_most_as_many_deals_as_a_sheet_has_rows(tmp_path):
    # F14: --deals 1000000 made 118 MB of sheets; a sheet has at most 60 rows.
    result = run("concours", "new", tmp_path / "big", "--rules", "belote-maison", "--deals",
                 "1000000")
    assert result.exit_code == 2
    assert not (tmp_path / "big").exists()


def test_sheets_of_a_hand_edited_deals_limit_have_at_most_60_rows(fete):
    path = fete / "concours.toml"
    path.write_text(path.read_text().replace("deals_limit = 2", "deals_limit = 1000000"))
    result = run("concours", "sheets", fete)
    assert result.exit_code == 0
    assert len(result.output) < 400_000


def test_check_and_export_show_a_paths_control_characters_escaped(tmp_path):
    folder = tmp_path / "d\x1b]0;X\x07"
    folder.mkdir()
    path = folder / "f.toml"
    assert run("new", path, "--rules", "coinche-maison").exit_code == 0
    assert run("deal", path, *D).exit_code == 0
    checked = run("check", path)
    assert checked.exit_code == 0 and "\x1b" not in checked.output and "\x07" not in \
        checked.output and "\\x1b" in checked.output
    exported = run("export", path, "--json", "-o", folder / "out.json")
    assert exported.exit_code == 0 and "\x1b" not in exported.output
    assert "\\x1b" in exported.output


def test_since_after_until_is_a_mistake_said(tmp_path):
    run("new", tmp_path / "m.toml", "--rules", "coinche-maison")
    for command in ("standings", "stats", "ratings"):
        result = run(command, tmp_path, "--since", "2027-01-01", "--until", "2026-01-01")
        assert result.exit_code == 2, (command, result.output)
        assert "2027-01-01" in result.output and "2026-01-01" in result.output


def test_stats_vs_a_name_in_no_match_says_so(tmp_path):
    path = tmp_path / "m.toml"
    run("new", path, "--rules", "coinche-maison", "--player", "s=Anna", "--player", "n=Chloé",
        "--player", "e=Marc", "--player", "w=Paul")
    run("deal", path, *D)
    result = run("stats", tmp_path, "--vs", "Zoe")
    assert result.exit_code == 1
    assert "Zoe" in result.output
    assert run("stats", tmp_path, "--vs", "Anna").exit_code == 0
