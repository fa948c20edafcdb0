"""A refused command leaves every file as it was (SPEC 12), the undo journal included
(F15): a deal, an edit or a set refused by validation used to rewrite the journal (its
entries marked settled) before it was refused."""

from __future__ import annotations

import os

import pytest

from conftest import D, run


@pytest.mark.parametrize("refused", [
    ["deal", "{m}", "--taker", "s", "--trump", "hearts", "--contract", "85", "--points",
     "ns=100", "--last", "ns"],
    ["edit", "{m}", "1", "--contract", "85"],
    ["set", "{m}", "--option", "target=-3"],
])
def test_a_refused_change_leaves_the_journal_as_it_was(tmp_path, refused):
    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", "coinche-maison", "--target", "5000").exit_code == 0
    for _n in range(3):
        assert run("deal", path, *D).exit_code == 0
    assert run("undo", path).exit_code == 0
    journal = tmp_path / ".m.toml.undo"
    before = journal.read_bytes(), os.stat(journal).st_ino, path.read_bytes()
    result = run(*[a.format(m=path) for a in refused])
    assert result.exit_code != 0
    assert (journal.read_bytes(), os.stat(journal).st_ino, path.read_bytes()) == before


def test_a_journal_larger_than_any_is_refused_without_reading_it(tmp_path):
    # Every list or journal scorecli reads is read with a bound (F10).
    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", "coinche-maison").exit_code == 0
    with open(tmp_path / ".m.toml.undo", "wb") as journal:
        journal.truncate((1 << 30) + 1)  # sparse: no disk used
    result = run("undo", "--list", path)
    assert result.exit_code == 1 and "larger than" in result.output
