"""The hostile-files audit of 2026-11-30, the file side: each finding's reproduction.

S1 (a journal written through a planted link), DL1-DL4, S5, C3, C6, C7, W1-W4: see
../shared/reviews/hostile-files-audit.md. Each test failed on main at e787ab8.
"""

from __future__ import annotations

import json
import os
import stat
import tomllib
from pathlib import Path

import pytest

from conftest import D, run
from scorecli import store
from scorecli.store import safewrite
from scorecli.store import MatchFile



def new_match(tmp_path: Path, deals: int = 3, name: str = "m.toml") -> Path:
    path = tmp_path / name
    assert run("new", path, "--rules", "coinche-maison", "--target", "5000").exit_code == 0
    for n in range(deals):
        assert run("deal", path, *D, "--note", f"d{n + 1}").exit_code == 0
    return path


def notes(path: Path) -> list:
    return [d.get("note") for d in tomllib.loads(path.read_text()).get("deals", [])]


def clean(result) -> None:
    assert "internal error" not in result.output, result.output
    assert "Traceback" not in result.output, result.output


# ---- S1: the journal is a sidecar, never resolved

def test_a_link_planted_after_the_journal_check_is_never_followed(tmp_path, monkeypatch):
    secret = tmp_path / "secret"
    secret.mkdir()
    victim = secret / "victim"
    victim.write_text("root only\n")
    folder = tmp_path / "shared"
    folder.mkdir()
    path = new_match(folder)
    journal = folder / ".m.toml.undo"
    checked, write = safewrite.refuse_odd_sidecar, store.Journal.write
    writing = []

    def check_then_plant(sidecar, what):
        checked(sidecar, what)
        if writing and str(sidecar).endswith(".undo") and not os.path.lexists(sidecar):
            os.symlink("../secret/victim", journal)  # another user, in the window

    def write_journal(self, entries):
        writing.append(1)
        return write(self, entries)

    monkeypatch.setattr(safewrite, "refuse_odd_sidecar", check_then_plant)
    monkeypatch.setattr(store.Journal, "write", write_journal)
    real_replace = os.replace

    def plant_then_replace(src, dst, **kw):
        if str(dst).endswith(".undo") and not os.path.islink(dst):
            if os.path.lexists(dst):
                os.unlink(dst)
            os.symlink("../secret/victim", dst)
        return real_replace(src, dst, **kw)

    monkeypatch.setattr(os, "replace", plant_then_replace)
    result = run("undo", path)
    clean(result)
    assert victim.read_text() == "root only\n"
    monkeypatch.undo()
    if result.exit_code == 0:  # the journal took the link's name, not its target
        assert not journal.is_symlink()
        assert [e.number for e in store.Journal(path).entries()] == [3]
        assert run("undo", "--restore", path).exit_code == 0
        assert notes(path) == ["d1", "d2", "d3"]
    else:
        assert notes(path) == ["d1", "d2", "d3"]


def test_the_journal_takes_the_matchs_mode(tmp_path):
    path = new_match(tmp_path)
    os.chmod(path, 0o600)
    old = os.umask(0o022)
    try:
        assert run("undo", path).exit_code == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / ".m.toml.undo").st_mode) == 0o600


def _xattrs_work(path: Path) -> bool:
    try:
        os.setxattr(path, "user.scorecli-test", b"x")
        os.removexattr(path, "user.scorecli-test")
        return True
    except (OSError, AttributeError):
        return False


def test_extended_attributes_are_kept(tmp_path):
    path = new_match(tmp_path)
    if not _xattrs_work(path):
        pytest.skip("this file system keeps no user extended attributes")
    os.setxattr(path, "user.tag", b"club")
    assert run("deal", path, *D).exit_code == 0
    assert os.getxattr(path, "user.tag") == b"club"
    assert run("undo", path).exit_code == 0
    assert os.getxattr(tmp_path / ".m.toml.undo", "user.tag") == b"club"


# ---- DL1: only the changed line differs, whatever the layout

MULTILINE = ('format = 1\nrules = "coinche-maison"\n\n[[deals]]\ntaker = "s"  # Anna\n'
             'trump = "hearts"\ncontract = 80\npoints = { ns = 100 }  # counted twice\n'
             'last = "ns"\nbelote = [\n  "ns",\n]\n# end of deal one\n\n[[deals]]\n'
             'taker = "e"\ntrump = "spades"\ncontract = 90\npoints = { ew = 100 }\nlast = "ew"\n')


def test_edit_of_a_deal_with_a_value_over_several_lines(match_file):
    path = match_file(MULTILINE)
    result = run("edit", path, "1", "--note", "checked")
    clean(result)
    assert result.exit_code == 0, result.output
    assert path.read_text() == MULTILINE.replace(
        '  "ns",\n]\n# end', '  "ns",\n]\nnote = "checked"\n# end')


def test_edit_with_an_odd_triple_quote_above(match_file):
    text = ('format = 1\nrules = "coinche-maison"\ntitle = "Friday"  # Paul\'\'\'s house\n\n'
            '[[deals]]\ntaker = "s"  # Anna\ntrump = "hearts"\ncontract = 80\n'
            'points = { ns = 100 }  # counted twice\nlast = "ns"\n# end of deal one\n\n'
            '[[deals]]\ntaker = "e"\ntrump = "spades"\ncontract = 90\npoints = { ew = 100 }\n'
            'last = "ew"\n')
    path = match_file(text)
    assert run("edit", path, "1", "--note", "x").exit_code == 0
    assert path.read_text() == text.replace('last = "ns"\n# end', 'last = "ns"\nnote = "x"\n# end')


@pytest.mark.parametrize("mark", ["\u2028", "\u0085", "\u2029", "\x0c"])
def test_edit_of_a_deal_whose_note_holds_a_unicode_line_break(tmp_path, mark):
    path = new_match(tmp_path, deals=1)
    assert run("deal", path, *D, "--note", f"one{mark}two").exit_code == 0
    text = path.read_text(encoding="utf-8")
    text = text.replace('taker = "s"\n', 'taker = "s"  # Anna\n')
    path.write_text(text, encoding="utf-8")
    assert run("edit", path, "2", "--points", "ns=90").exit_code == 0
    blocks = text.split("[[deals]]")
    blocks[2] = blocks[2].replace("ns = 100", "ns = 90")
    assert path.read_text(encoding="utf-8") == "[[deals]]".join(blocks)


def test_edit_of_a_line_full_of_hashes_keeps_it(match_file):
    text = ('format = 1\nrules = "coinche-maison"\n\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
            'contract = 80\npoints = { ns = 100 }  # ' + "#" * 3000 + '\nlast = "ns"\n'
            'note = "' + "#" * 3000 + '"  # the # note\n')
    path = match_file(text)
    assert run("edit", path, "1", "--points", "ns=90").exit_code == 0
    assert path.read_text() == text.replace("ns = 100", "ns = 90")


def test_edit_rewrites_a_multiline_value_with_its_comments_around(match_file):
    path = match_file(MULTILINE)
    assert run("edit", path, "1", "--belote", "ew").exit_code == 0
    assert path.read_text() == MULTILINE.replace('belote = [\n  "ns",\n]\n', 'belote = "ew"\n')


# ---- DL2: an entry whose removal never reached the match

def _killed_second_undo(tmp_path: Path) -> Path:
    """d3 undone, then an undo of d2 killed after its journal entry, before the match."""
    path = new_match(tmp_path)
    assert run("undo", path).exit_code == 0
    after_first = path.read_bytes()
    assert run("undo", path).exit_code == 0
    path.write_bytes(after_first)
    return path


def test_a_killed_undo_leaves_no_entry_that_wedges_the_stack(tmp_path):
    path = _killed_second_undo(tmp_path)
    listed = run("undo", "--list", path)
    assert listed.exit_code == 0
    assert "d3" in listed.output and "d2" not in listed.output
    result = run("undo", "--restore", path)
    assert result.exit_code == 0, result.output
    assert notes(path) == ["d1", "d2", "d3"]
    assert not (tmp_path / ".m.toml.undo").exists()


def test_a_killed_restore_leaves_no_entry(tmp_path):
    path = new_match(tmp_path)
    before = path.read_bytes()
    assert run("undo", path).exit_code == 0
    path.write_bytes(before)  # restore wrote the match, then was killed
    assert "d3" not in run("undo", "--list", path).output
    result = run("undo", "--restore", path)
    assert result.exit_code == 1 and "no removed deal" in result.output
    assert run("undo", path).exit_code == 0
    assert [e.number for e in store.Journal(path).entries()] == [3]
    assert run("undo", "--restore", path).exit_code == 0
    assert path.read_bytes() == before


# ---- DL3: content, not the mtime, says whether the file changed

def test_a_same_size_change_with_the_old_mtime_is_not_overwritten(tmp_path, monkeypatch):
    path = new_match(tmp_path)
    real_store = MatchFile._store
    done = []

    def sneaky(self, text):
        if not done:
            done.append(1)
            st = os.stat(path)
            old = path.read_text()
            at = old.rindex("ns = 100")
            path.write_text(old[:at] + "ns = 101" + old[at + 8:])
            os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
        return real_store(self, text)

    monkeypatch.setattr(MatchFile, "_store", sneaky)
    result = run("edit", path, "1", "--note", "E")
    assert result.exit_code == 0, result.output
    deals = tomllib.loads(path.read_text())["deals"]
    assert deals[2]["points"] == {"ns": 101} and deals[0]["note"] == "E"
    assert "changed on disk" in result.output


# ---- C3, W2: temp files beside the match

def test_a_temp_whose_pid_is_not_a_number_blocks_nothing(tmp_path):
    path = new_match(tmp_path, deals=1)
    odd = tmp_path / ".m.toml.\u00b2.x.tmp"
    odd.write_text("")
    for args in (["deal", path, *D], ["undo", path], ["set", path, "--title", "q"],
                 ["edit", path, "1", "--note", "z"]):
        result = run(*args)
        clean(result)
        assert result.exit_code == 0, (args, result.output)


def test_a_killed_undo_leaves_its_journal_temp_for_the_next_command(tmp_path):
    path = new_match(tmp_path)
    dead = 2 ** 22 + 12345  # beyond pid_max's default: no such process
    left = tmp_path / f"..m.toml.undo.{dead}.abc123.tmp"
    left.write_text("{}")
    assert run("deal", path, *D).exit_code == 0
    assert not left.exists()


# ---- C7: a journal is data, checked like the match

@pytest.mark.parametrize("at", ['"x"', "null", "-5", "1e400", "true"])
def test_a_journal_entry_with_a_wrong_type_is_refused(tmp_path, at):
    path = new_match(tmp_path)
    assert run("undo", path).exit_code == 0
    journal = tmp_path / ".m.toml.undo"
    data = json.loads(journal.read_text())
    data["removed"][0]["at"] = "@AT@"
    journal.write_text(json.dumps(data).replace('"@AT@"', at))
    for args in (["undo", "--restore", path], ["undo", "--list", path], ["undo", path]):
        result = run(*args)
        clean(result)
        assert result.exit_code == 1 and "move it away" in result.output, result.output


def test_a_deeply_nested_journal_is_refused(tmp_path):
    path = new_match(tmp_path)
    (tmp_path / ".m.toml.undo").write_text("[" * 100000 + "]" * 100000)
    for args in (["undo", "--restore", path], ["undo", path]):
        result = run(*args)
        clean(result)
        assert result.exit_code == 1 and "move it away" in result.output


# ---- W1, W3, W4, C6: seasons

def test_an_unreadable_folder_is_listed_as_left_out(tmp_path, monkeypatch):
    season = tmp_path / "s"
    (season / "locked").mkdir(parents=True)
    new_match(season, deals=0, name="a.toml")
    new_match(season, deals=0, name="locked/b.toml")
    real_scandir = os.scandir

    def scandir(path="."):
        if os.fspath(path).endswith("locked"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    result = run("standings", season)
    assert result.exit_code == 1
    assert "locked" in result.output and "Permission denied" in result.output


def test_a_match_reached_twice_counts_once(tmp_path, monkeypatch):
    season = tmp_path / "season"
    season.mkdir()
    new_match(season, deals=2, name="a.toml")
    os.symlink("a.toml", season / "current.toml")
    monkeypatch.chdir(tmp_path)
    result = run("standings", "season", tmp_path / "season", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["files"] == 1
    assert [row["played"] for row in data["standings"]] == [1, 1]


def test_json_stays_utf8_with_an_undecodable_file_name(tmp_path):
    season = tmp_path / "season"
    season.mkdir()
    new_match(season, deals=1, name="a.toml")
    with open(os.path.join(os.fsencode(season), b"bad\xff.toml"), "w") as broken:
        broken.write("not toml [")
    result = run("standings", season, "--json")
    assert result.exit_code == 1
    json.loads(result.stdout_bytes.decode("utf-8"))


def test_a_folder_nested_deeper_than_pythons_recursion(tmp_path):
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        os.mkdir("deep")
        os.chdir("deep")
        for _ in range(1100):
            os.mkdir("d")
            os.chdir("d")
        Path("m.toml").write_text('format = 1\nrules = "coinche-maison"\n')
    finally:
        os.chdir(here)
    try:
        result = run("standings", tmp_path / "deep", "--json")
    finally:
        _remove_deep(tmp_path / "deep")  # pytest's own clean-up recurses, and would fail
    clean(result)
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["files"] == 1


def _remove_deep(top: Path) -> None:
    here = os.getcwd()
    os.chdir(top)
    depth = 0
    try:
        while os.path.isdir("d"):
            os.chdir("d")
            depth += 1
        for name in os.listdir("."):
            os.unlink(name)
        for _ in range(depth):
            os.chdir("..")
            os.rmdir("d")
    finally:
        os.chdir(here)


# ---- kills at every step of undo and restore, as at every step of a deal

KILLER = """
import os, sys
path, command, at = sys.argv[1], sys.argv[2], int(sys.argv[3])
calls = [0]

def dying(real):
    def call(*args, **kw):
        calls[0] += 1
        if calls[0] == at:
            os._exit(9)  # as SIGKILL: no finally, no clean-up
        return real(*args, **kw)
    return call

for name in ("replace", "fsync", "unlink", "write", "fchmod", "fchown"):
    setattr(os, name, dying(getattr(os, name)))
from scorecli.cli import main
args = ["undo", path] + (["--restore"] if command == "restore" else [])
main(args, prog_name="scorecli", standalone_mode=True)
"""


def _removed_notes(path: Path) -> list[str]:
    return [tomllib.loads(r.block)["deals"][0]["note"] for r in MatchFile.read(path).removed()]


@pytest.mark.slow
@pytest.mark.parametrize("command", ["undo", "restore"])
def test_a_kill_at_every_step_of_undo_and_restore_loses_nothing(tmp_path, command):
    import subprocess
    import sys

    path = new_match(tmp_path, deals=4)
    assert run("undo", path).exit_code == 0  # d4 on the journal: restore has one to put back
    everything = ["d1", "d2", "d3", "d4"]
    start_text, start_journal = path.read_bytes(), (tmp_path / ".m.toml.undo").read_bytes()
    at, completed = 1, False
    while not completed and at < 80:
        path.write_bytes(start_text)
        (tmp_path / ".m.toml.undo").write_bytes(start_journal)
        done = subprocess.run([sys.executable, "-c", KILLER, str(path), command, str(at)],
                              capture_output=True, text=True)
        completed = done.returncode == 0
        in_match, in_journal = notes(path), _removed_notes(path)
        assert sorted(in_match + in_journal) == sorted(everything), (at, in_match, in_journal)
        assert run("undo", "--list", path).exit_code == 0
        # Every removed deal can still be put back...
        while _removed_notes(path):
            assert run("undo", "--restore", path).exit_code == 0, (at, path.read_text())
        assert sorted(notes(path)) == sorted(everything), at
        # ...and the next write, whichever, removes what the killed one left.
        assert run("deal", path, *D, "--note", "next").exit_code == 0
        left = sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp"))
        assert left == [], (at, left)
        at += 1
    assert completed
    print(f"{command}: killed at each of {at - 2} steps, nothing lost")


# ---- found by the re-test (issue 18's closing audit)

def test_a_stale_entry_is_dropped_by_the_next_write_too(tmp_path):
    path = _killed_second_undo(tmp_path)
    assert run("deal", path, *D, "--note", "d4").exit_code == 0  # a write comes first
    listed = run("undo", "--list", path).output
    assert "deal 2" not in listed
    assert notes(path) == ["d1", "d2", "d4"]


def test_a_journal_of_another_user_is_not_trusted(tmp_path):
    path = new_match(tmp_path, deals=1)
    assert run("undo", path).exit_code == 0
    journal = tmp_path / ".m.toml.undo"
    os.chown(journal, 65534, 65534)
    for args in (["undo", "--restore", path], ["undo", "--list", path]):
        result = run(*args)
        assert result.exit_code == 1 and "another user" in result.output, result.output
    assert notes(path) == []


def test_a_journal_entry_restores_exactly_the_deal_it_shows(tmp_path):
    path = new_match(tmp_path, deals=1)
    journal = tmp_path / ".m.toml.undo"
    text = path.read_text()
    import hashlib
    injected = ('\n[[deals]]\ntaker = "e"\ntrump = "spades"\ncontract = 80\n'
                'points = { ew = 100 }\nlast = "ew"\nnote = "INJECTED"\n')
    entry = {"number": 2, "block": '[[deals]]\ntaker = "s"\n', "at": len(text), "old": injected,
             "new": "", "after": hashlib.sha256(text.encode()).hexdigest()}
    journal.write_text(json.dumps({"format": 1, "removed": [entry]}))
    result = run("undo", "--restore", path)
    assert result.exit_code == 1, result.output
    assert "INJECTED" not in path.read_text()


def test_a_hard_linked_journal_is_refused(tmp_path):
    path = new_match(tmp_path)
    assert run("undo", path).exit_code == 0
    os.link(tmp_path / ".m.toml.undo", tmp_path / "copy")
    result = run("undo", "--restore", path)
    assert result.exit_code == 1 and "other name" in result.output


def test_a_match_whose_name_is_not_utf8_can_be_opened(tmp_path):
    import subprocess
    import sys

    path = new_match(tmp_path, deals=1)
    odd = os.path.join(os.fsencode(tmp_path), b"caf\xe9.toml")
    os.rename(path, odd)
    done = subprocess.run([sys.executable, "-m", "scorecli", b"show", odd], capture_output=True)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([sys.executable, "-m", "scorecli", b"deal", odd, *map(os.fsencode, D)],
                          capture_output=True)
    assert done.returncode == 0, done.stderr


def test_an_unreadable_config_folder_is_no_rules_file(tmp_path, monkeypatch):
    from scorecli.store import userrules

    real = Path.is_file

    def is_file(self):
        if self.name == "rules.toml" and "SCORECLI_RULES" not in os.environ:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "is_file", is_file)
    path = new_match(tmp_path, deals=1)
    result = run("show", path)
    assert result.exit_code == 0, result.output
    assert userrules.rules_file() is None


def test_a_group_members_journal_is_trusted_where_the_group_may_write(tmp_path):
    path = new_match(tmp_path)
    os.chown(path, 65534, 100)
    os.chmod(path, 0o660)
    assert run("undo", path).exit_code == 0
    journal = tmp_path / ".m.toml.undo"
    os.chown(journal, 12345, 100)  # another member of the group wrote it
    assert run("undo", "--restore", path).exit_code == 0
    assert notes(path) == ["d1", "d2", "d3"]


def test_a_file_named_in_another_encoding_on_a_strict_utf8_output(tmp_path):
    """`undo` names the file in what it prints: the undo is done and said, not refused as
    if nothing had happened (found in the review)."""
    import subprocess
    import sys

    path = new_match(tmp_path, deals=1)
    odd = os.path.join(os.fsencode(tmp_path), b"caf\xe9.toml")
    os.rename(path, odd)
    done = subprocess.run([sys.executable, "-m", "scorecli", b"undo", odd], capture_output=True,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"})
    assert done.returncode == 0, done.stderr
    assert b"caf\\udce9.toml --restore" in done.stdout


def test_a_damaged_journal_blocks_no_deal_and_no_set(tmp_path):
    """Only undo refuses a journal it cannot read (the audit's row 17 held, and must)."""
    path = new_match(tmp_path, deals=1)
    assert run("undo", path).exit_code == 0
    (tmp_path / ".m.toml.undo").write_text('{"format": 1, "removed": [{"at": "x"}]}')
    assert run("deal", path, *D, "--note", "later").exit_code == 0
    assert run("set", path, "--title", "Vendredi").exit_code == 0
    assert run("edit", path, "1", "--note", "checked").exit_code == 0
    assert run("undo", "--restore", path).exit_code == 1
