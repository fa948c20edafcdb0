"""Once the match file is replaced, the change is done (SPEC 12, F2 and F8 of the
hostile-files audit of 2026-12): a Ctrl-C or an error at any system call after the
replace never rolls the undo journal back, and whatever is printed says the change was
saved, so that nobody records it twice. A printing failure (a full disk, a closed pipe)
after a save says so too."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import tomllib

import pytest

from conftest import D, run, scorecli

CALLS = ("open", "fsync", "close", "write", "replace", "unlink", "fchmod", "fchown", "stat",
         "lstat", "listdir")


def _match(tmp_path, deals=3):
    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", "coinche-maison", "--target", "5000").exit_code == 0
    for n in range(1, deals + 1):
        assert run("deal", path, *D, "--note", f"d{n}").exit_code == 0
    return path


def _notes(path):
    """The notes of the deals in the match, and in its undo journal."""
    in_match = [d.get("note") for d in tomllib.loads(path.read_text()).get("deals", [])]
    journal = path.parent / f".{path.name}.undo"
    in_journal = []
    if journal.exists():
        import json

        in_journal = [e["block"] for e in json.loads(journal.read_text())["removed"]]
    return in_match, in_journal


class _Fault:
    """Raise `error` at the `at`-th call of any of CALLS once the match's replace has
    returned (the calls before it are left alone)."""

    def __init__(self, monkeypatch, match, at, error):
        self.match, self.at, self.error = str(match), at, error
        self.after, self.count, self.fired = False, 0, False
        for name in CALLS:
            monkeypatch.setattr(os, name, self.wrap_text(name, getattr(os, name)))

    def wrap_text(self, name, real):
        def call(*args, **kwargs):
            if self.after and not self.fired:
                self.count += 1
                if self.count == self.at:
                    self.fired = True
                    raise self.error()
            result = real(*args, **kwargs)
            if name == "replace" and str(args[1]) == self.match:
                self.after = True
            return result
        return call


def _interrupt():
    return KeyboardInterrupt()


def _eio():
    return OSError(errno.EIO, os.strerror(errno.EIO))


@pytest.mark.parametrize("error", [_interrupt, _eio], ids=["ctrl-c", "eio"])
@pytest.mark.parametrize("command", ["deal", "undo", "restore", "set", "edit"])
def test_a_fault_after_the_replace_never_loses_nor_hides_the_change(tmp_path, monkeypatch,
                                                                     command, error):
    (tmp_path / "template").mkdir()
    template = _match(tmp_path / "template")
    if command == "restore":
        assert run("undo", template).exit_code == 0
    args = {"deal": ["deal", "{m}", *D, "--note", "d4"], "undo": ["undo", "{m}"],
            "restore": ["undo", "--restore", "{m}"],
            "set": ["set", "{m}", "--title", "Vendredi"],
            "edit": ["edit", "{m}", "2", "--note", "changed"]}[command]
    for at in range(1, 40):
        folder = tmp_path / f"try-{at}"
        shutil.copytree(template.parent, folder)
        path = folder / "m.toml"
        before = path.read_bytes()
        with monkeypatch.context() as patch:
            fault = _Fault(patch, path, at, error)
            result = run(*[a.format(m=path) for a in args])
        changed = path.read_bytes() != before
        assert changed  # the replace happened before every fault here
        said = result.output
        file_said = said.replace("Totals unchanged", "")  # the scores', not the file's
        assert "nothing was saved" not in said and "unchanged" not in file_said, (at, said)
        if result.exit_code != 0:
            assert "was saved" in said, (at, said)
        in_match, in_journal = _notes(path)
        if command == "undo":  # the removed deal is in the journal, never in neither
            assert in_match == ["d1", "d2"] and len(in_journal) == 1, (at, said)
            assert run("undo", "--restore", path).exit_code == 0
            assert _notes(path)[0] == ["d1", "d2", "d3"]
        if command == "restore":
            assert in_match == ["d1", "d2", "d3"], (at, said)
        if command == "deal":
            assert in_match == ["d1", "d2", "d3", "d4"]
        if not fault.fired:
            break  # past the command's last call: every point was tried
    else:
        pytest.fail("the command made more calls after the replace than tried")


def test_an_interrupt_during_the_replace_is_held_until_the_change_is_saved(tmp_path,
                                                                           monkeypatch):
    # A real SIGINT as the match's rename returns (not an exception raised in its place):
    # held off until the change is recorded as saved, then reported as saved.
    import signal

    path = _match(tmp_path)
    real_replace = os.replace
    sent = []

    def replace(src, dst, *args, **kwargs):
        real_replace(src, dst, *args, **kwargs)
        if str(dst) == str(path):
            sent.append(dst)
            os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(os, "replace", replace)
    result = run("undo", path)
    assert sent and result.exit_code == 130
    assert "was saved" in result.output and "nothing was saved" not in result.output
    in_match, in_journal = _notes(path)
    assert in_match == ["d1", "d2"] and len(in_journal) == 1


def test_stdout_full_after_a_save_says_it_was_saved(tmp_path):
    # F8: `deal > /dev/full` saved the deal, then said only "No space left on device".
    path = _match(tmp_path, deals=1)
    with open("/dev/full", "w") as full:
        done = subprocess.run(scorecli("deal", path, *D), stdout=full, stderr=subprocess.PIPE,
                              text=True)
    assert done.returncode == 1
    assert "was saved" in done.stderr and "do not record" in done.stderr
    assert len(tomllib.loads(path.read_text())["deals"]) == 2


@pytest.mark.parametrize("command", [["undo", "{m}"], ["set", "{m}", "--title", "X"]])
def test_a_closed_pipe_after_a_save_says_it_was_saved(tmp_path, command):
    path = _match(tmp_path, deals=2)
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(scorecli(*[a.format(m=path) for a in command]), stdout=write_end,
                              stderr=subprocess.PIPE, text=True)
    finally:
        os.close(write_end)
    assert "was saved" in done.stderr, done.stderr


def test_concours_new_on_a_full_stdout_says_it_was_saved(tmp_path):
    with open("/dev/full", "w") as full:
        done = subprocess.run(scorecli("concours", "new", tmp_path / "fete", "--rules",
                                       "belote-maison"), stdout=full, stderr=subprocess.PIPE,
                              text=True)
    assert (tmp_path / "fete" / "concours.toml").exists()
    assert "was saved" in done.stderr, done.stderr


@pytest.mark.slow  # a real process, stopped by strace at each fsync
@pytest.mark.skipif(shutil.which("strace") is None, reason="strace is not installed")
@pytest.mark.parametrize("point", [2, 3, 4])
def test_sigint_at_each_fsync_of_undo_for_real(tmp_path, point):
    # The audit's reproduction: strace sends SIGINT at the Nth fsync of a real process.
    path = _match(tmp_path)
    done = subprocess.run(["strace", "-f", "-qq", "-o", "/dev/null", "-e",
                           f"inject=fsync:signal=INT:when={point}", *scorecli("undo", path)],
                          capture_output=True, text=True)
    in_match, in_journal = _notes(path)
    if in_match == ["d1", "d2"]:  # undone: the deal is in the journal, and said so
        assert len(in_journal) == 1
        assert "nothing was saved" not in done.stderr
    else:  # stopped before the match changed: the deal in it (and perhaps the journal,
        # an entry the next write drops as never done)
        assert in_match == ["d1", "d2", "d3"] and len(in_journal) <= 1
        assert "was saved" not in done.stderr or "nothing was saved" in done.stderr
        assert run("deal", path, *D).exit_code == 0
        assert _notes(path)[1] == []
