"""No command that writes a page or an export writes over a file that reads as a match
file, a concours.toml or an undo journal (SPEC 12; F3 and F12 of the hostile-files audit
of 2026-12): `concours sheets -o fete/round-1/table-1.toml` replaced a table's deals with
HTML, and `sheet -o`, `show --html --output` and `export -o` did the same to any match."""

from __future__ import annotations

import pytest

from conftest import D, drawn_concours, run


@pytest.fixture
def place(tmp_path):
    folder = drawn_concours(tmp_path / "fete")
    table = folder / "round-1" / "table-1.toml"
    assert run("deal", table, "--taker", "n", "--trump", "hearts", "--points", "ns=100",
               "--last", "ns").exit_code == 0
    other = tmp_path / "friday.toml"
    assert run("new", other, "--rules", "coinche-maison").exit_code == 0
    for _n in range(2):
        assert run("deal", other, *D).exit_code == 0
    assert run("undo", other).exit_code == 0
    source = tmp_path / "a.toml"
    assert run("new", source, "--rules", "coinche-maison").exit_code == 0
    return {"table": table, "concours": folder / "concours.toml", "match": other,
            "journal": tmp_path / ".friday.toml.undo", "folder": folder, "source": source,
            "crlf": _crlf_match(tmp_path)}


def _crlf_match(tmp_path):
    path = tmp_path / "windows.toml"
    path.write_bytes(b'# ours\r\nformat = 1\r\nrules = "belote-maison"\r\n')
    return path


WRITERS = {
    "concours sheets": ["concours", "sheets", "{folder}", "-o", "{target}"],
    "concours show --html": ["concours", "show", "{folder}", "--html", "-o", "{target}"],
    "sheet": ["sheet", "--rules", "belote-maison", "-o", "{target}"],
    "show --html": ["show", "{source}", "--html", "--output", "{target}"],
    "export --json": ["export", "{source}", "--json", "-o", "{target}"],
    "export --csv": ["export", "{source}", "--csv", "-o", "{target}"],
}


@pytest.mark.parametrize("target", ["table", "concours", "match", "journal", "crlf"])
@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_a_page_or_an_export_is_never_written_over_a_match(place, writer, target):
    path = place[target]
    before = path.read_bytes()
    args = [a.format(folder=place["folder"], source=place["source"], target=path)
            for a in WRITERS[writer]]
    result = run(*args)
    assert result.exit_code == 1, result.output
    assert path.name in result.output
    assert path.read_bytes() == before


def test_a_page_still_replaces_a_file_of_its_own(place, tmp_path):
    page = tmp_path / "page.html"
    page.write_text("an old page")
    assert run("sheet", "--rules", "belote-maison", "-o", page).exit_code == 0
    assert page.read_text().startswith("<!DOCTYPE html>")
    notes = tmp_path / "notes.toml"
    notes.write_text('title = "not a match"\n')  # TOML, but no match
    assert run("export", place["source"], "--json", "-o", notes).exit_code == 0
