"""A concours folder others can write into (SPEC 12, 13): the draw makes its round folder
and table files without following a link planted there (F7), leaves no lock file behind
(N32), and removes the tables it made when the draw itself cannot be written (N37)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from conftest import run
from scorecli.store import safewrite

OTHER = 65534


def _fete(tmp_path, teams=4):
    folder = tmp_path / "fete"
    assert run("concours", "new", folder, "--rules", "belote-maison", "--deals", "2"
               ).exit_code == 0
    for n in range(teams):
        assert run("concours", "team", folder, f"T{n}").exit_code == 0
    return folder


def test_a_planted_round_folder_link_is_refused(tmp_path):
    folder = _fete(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (folder / "round-1").symlink_to("../outside")
    before = (folder / "concours.toml").read_bytes()
    result = run("concours", "draw", folder)
    assert result.exit_code == 1
    assert "round-1" in result.output
    assert list(outside.iterdir()) == []
    assert (folder / "concours.toml").read_bytes() == before


@pytest.mark.skipif(os.geteuid() != 0, reason="another user's folder needs root")
def test_a_round_folder_another_user_made_is_refused(tmp_path):
    folder = _fete(tmp_path)
    os.chmod(folder, 0o1777)
    (folder / "round-1").mkdir()
    os.chown(folder / "round-1", OTHER, OTHER)
    result = run("concours", "draw", folder)
    assert result.exit_code == 1 and "round-1" in result.output
    assert list((folder / "round-1").iterdir()) == []


def test_a_planted_table_link_is_refused(tmp_path):
    folder = _fete(tmp_path)
    (folder / "round-1").mkdir()
    victim = tmp_path / "victim.toml"
    victim.write_text("mine\n")
    (folder / "round-1" / "table-1.toml").symlink_to(victim)
    result = run("concours", "draw", folder)
    assert result.exit_code == 1
    assert victim.read_text() == "mine\n"


def test_a_draw_leaves_nothing_beside_its_tables(tmp_path):
    folder = _fete(tmp_path)
    assert run("concours", "draw", folder).exit_code == 0
    assert sorted(p.name for p in (folder / "round-1").iterdir()) == ["table-1.toml",
                                                                     "table-2.toml"]
    assert sorted(p.name for p in folder.iterdir()) == ["concours.toml", "round-1"]


def test_a_draw_refused_after_its_tables_removes_them(tmp_path, monkeypatch):
    # N37: "nothing was changed", yet round-2's table files had been made.
    folder = _fete(tmp_path)
    before = (folder / "concours.toml").read_bytes()
    real = safewrite.atomic_write

    def editor_saved_meanwhile(path, data, still_current=None, **kwargs):
        return real(path, data, lambda: False, **kwargs) if str(path).endswith(
            "concours.toml") else real(path, data, still_current, **kwargs)

    monkeypatch.setattr(safewrite, "atomic_write", editor_saved_meanwhile)
    result = run("concours", "draw", folder)
    assert result.exit_code == 1 and "nothing was changed" in result.output
    assert not (folder / "round-1").exists()
    assert (folder / "concours.toml").read_bytes() == before
    monkeypatch.undo()
    assert run("concours", "draw", folder).exit_code == 0


@pytest.mark.skipif(os.geteuid() != 0, reason="two users need root to set up")
def test_another_users_lock_file_is_named_with_its_owner(tmp_path):
    # N56: "cannot create the lock file: Permission denied", with no word of whose it is.
    import shutil
    import subprocess
    import sys

    if shutil.which("setpriv") is None:
        pytest.skip("setpriv is not installed")
    import tempfile

    top = Path(tempfile.mkdtemp(dir="/tmp"))  # pytest's own folders are root's alone
    os.chmod(top, 0o755)
    shared = top / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    match = shared / "m.toml"
    assert run("new", match, "--rules", "coinche-maison").exit_code == 0
    os.chown(match, OTHER, OTHER)
    lock = shared / ".m.toml.lock"
    lock.write_text("")
    os.chmod(lock, 0o600)
    os.chown(lock, OTHER - 1, OTHER - 1)  # another user's
    done = subprocess.run(["setpriv", f"--reuid={OTHER}", f"--regid={OTHER}", "--clear-groups",
                           sys.executable, "-m", "scorecli", "deal", str(match), "--taker", "s",
                           "--trump", "hearts", "--contract", "80", "--points", "ns=100",
                           "--last", "ns"], capture_output=True, text=True,
                          env={**os.environ, "SCORECLI_LANG": "en"})
    shutil.rmtree(top)
    assert done.returncode == 1, done.stderr
    assert "belongs to" in done.stderr and str(lock) in done.stderr
