"""Never lose a deal: kills, concurrent writers, failed writes, comments, edit, undo."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from conftest import run, scorecli
from scorecli.store import read as matchfile, safewrite

HEAD = 'format = 1\nrules = "belote-maison"\n\n[options]\ntarget = 100000000\n'
DEAL = '\n[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = {{ ns = {} }}\nlast = "ns"\n'
FLAGS = ["--taker", "e", "--trump", "spades", "--points", "ew=90", "--last", "ew"]


def long_match(path: Path, deals: int) -> Path:
    path.write_text(HEAD + "".join(DEAL.format(40 + n % 80) for n in range(deals)))
    return path


def deal_count(path: Path) -> int:
    return len(matchfile.load(path).match.deals)


# ---- crash safety: SIGKILL at random moments

@pytest.mark.slow
def test_sigkill_at_random_moments_never_breaks_the_file(tmp_path):
    path = long_match(tmp_path / "m.toml", 3000)
    # How long a deal takes here, to spread the kills over the whole of it.
    start = time.monotonic()
    subprocess.run(scorecli("deal", path, *FLAGS), check=True, capture_output=True)
    span = time.monotonic() - start
    expected = deal_count(path)
    rng = random.Random(1)
    kills = int(os.environ.get("SCORECLI_KILLS", "40"))
    landed = 0
    for _ in range(kills):
        proc = subprocess.Popen(scorecli("deal", path, *FLAGS), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        # Half the kills aim at the end of the run, where the write and replace happen.
        time.sleep(rng.uniform(0, span * 1.1) if rng.random() < 0.5
                   else rng.uniform(span * 0.6, span * 1.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        found = deal_count(path)  # the file must always load and validate
        assert found in (expected, expected + 1)
        landed += found - expected
        expected = found
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    # A killed writer can leave its temp file; the next write removes it.
    subprocess.run(scorecli("deal", path, *FLAGS), check=True, capture_output=True)
    assert [p.name for p in tmp_path.iterdir() if p.name != "m.toml"] == []  # no temp, no lock
    print(f"{kills} kills, {landed} of them after the replace, "
          f"{len(leftovers)} temp files left and then cleaned")


# ---- concurrent writers

@pytest.mark.slow
def test_ten_writers_at_once_record_ten_deals(tmp_path):
    path = long_match(tmp_path / "m.toml", 200)
    procs = [subprocess.Popen(scorecli("deal", path, "--taker", "e", "--trump", "spades",
                                       "--points", f"ew={60 + n}", "--last", "ew"),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for n in range(10)]
    results = [p.communicate(timeout=120) + (p.returncode,) for p in procs]
    assert [r[2] for r in results] == [0] * 10, results
    deals = matchfile.load(path).match.deals
    assert len(deals) == 210
    assert sorted(d.points["ew"] for d in deals[200:]) == list(range(60, 70))
    assert [p.name for p in tmp_path.iterdir()] == ["m.toml"]  # the lock went with its holder


# The same through the library object, as another program would use it.
OBJECT_WRITER = """
import sys
from scorecli.game.deal import Deal
from scorecli.store import MatchFile
with MatchFile.writing(sys.argv[1]) as match_file:
    match_file.record(Deal("e", "spades", {"ns": None, "ew": int(sys.argv[2])}, "ew"))
"""


@pytest.mark.slow
def test_ten_object_writers_at_once_record_ten_deals(tmp_path):
    path = long_match(tmp_path / "m.toml", 200)
    procs = [subprocess.Popen([sys.executable, "-c", OBJECT_WRITER, str(path), str(60 + n)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for n in range(10)]
    results = [p.communicate(timeout=120) + (p.returncode,) for p in procs]
    assert [r[2] for r in results] == [0] * 10, results
    deals = matchfile.load(path).match.deals
    assert sorted(d.points["ew"] for d in deals[200:]) == list(range(60, 70))
    assert [p.name for p in tmp_path.iterdir()] == ["m.toml"]


@pytest.mark.slow
def test_sigkill_of_an_object_writer_never_breaks_the_file(tmp_path):
    path = long_match(tmp_path / "m.toml", 3000)
    command = [sys.executable, "-c", OBJECT_WRITER, str(path), "90"]
    start = time.monotonic()
    subprocess.run(command, check=True)
    span = time.monotonic() - start
    expected = deal_count(path)
    rng = random.Random(2)
    for _ in range(int(os.environ.get("SCORECLI_KILLS", "40")) // 4):
        proc = subprocess.Popen(command)
        time.sleep(rng.uniform(span * 0.5, span * 1.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        found = deal_count(path)
        assert found in (expected, expected + 1)
        expected = found


def test_lock_wait_is_bounded(tmp_path):
    path = long_match(tmp_path / "m.toml", 1)
    before = path.read_bytes()
    with safewrite.locked(path):
        result = run("deal", path, *FLAGS, env={"SCORECLI_LOCK_TIMEOUT": "0.2"})
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: {path}: another scorecli has been writing this "
                                    "match for 0.2 s; nothing was changed, try again")
    assert path.read_bytes() == before


# ---- failed writes leave the old file and no temp file

def _no_temp(folder: Path) -> bool:
    return not [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_failure_between_write_and_replace(tmp_path, monkeypatch):
    path = long_match(tmp_path / "m.toml", 3)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(os, "replace", broken_replace)
    result = run("deal", path, *FLAGS)
    assert (result.exit_code, result.stderr) == (
        1, f"Error: {path}: cannot be written: Input/output error; the file is unchanged\n")
    assert path.read_bytes() == before and _no_temp(tmp_path)


def test_full_disk(tmp_path, monkeypatch):
    path = long_match(tmp_path / "m.toml", 3)
    before = path.read_bytes()
    real_write = os.write

    def full(fd, data):
        if fd > 2:
            raise OSError(28, "No space left on device")
        return real_write(fd, data)
    monkeypatch.setattr(os, "write", full)
    result = run("deal", path, *FLAGS)
    assert (result.exit_code, result.stderr) == (
        1, f"Error: {path}: cannot be written: No space left on device; the file is unchanged\n")
    assert path.read_bytes() == before and _no_temp(tmp_path)


def test_read_only_folder(tmp_path, monkeypatch):
    path = long_match(tmp_path / "m.toml", 3)
    before = path.read_bytes()
    real_open = os.open

    def read_only(file, flags, *args, **kw):
        if str(file).endswith(".tmp"):
            raise OSError(30, "Read-only file system", str(file))
        return real_open(file, flags, *args, **kw)
    monkeypatch.setattr(os, "open", read_only)
    result = run("deal", path, *FLAGS)
    assert (result.exit_code, result.stderr) == (
        1, f"Error: {path}: cannot be written: Read-only file system; the file is unchanged\n")
    assert path.read_bytes() == before and _no_temp(tmp_path)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through folder permissions")
def test_read_only_folder_for_real(tmp_path):
    path = long_match(tmp_path / "m.toml", 3)
    before = path.read_bytes()
    tmp_path.chmod(0o555)
    try:
        result = run("deal", path, *FLAGS)
    finally:
        tmp_path.chmod(0o755)
    assert result.exit_code == 1 and path.read_bytes() == before


def test_writes_go_through_a_symlink(tmp_path):
    real = long_match(tmp_path / "real.toml", 1)
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    assert run("deal", link, *FLAGS).exit_code == 0
    assert link.is_symlink() and deal_count(real) == 2


# ---- the file stays the user's

COMMENTED = """\
# Friday night match: keep this comment
format = 1
rules = "belote-maison"   # house rules

[teams]
ns = "Nous"
ew = "Eux"

# First deal: Anna was dealing
[[deals]]
taker = "s"
trump = "hearts"
points = { ns = 82 }   # counted twice
last = "ns"
belote = "ns"

# second deal, a disaster
[[deals]]
taker   =   "e"
trump = "spades"   # spades!
points = {ew=60}
last = "ns"

# the evening went on
"""


def test_comments_survive_deal_edit_undo(match_file):
    path = match_file(COMMENTED)
    assert run("deal", path, *FLAGS).exit_code == 0
    assert path.read_text() == COMMENTED + """
[[deals]]
taker = "e"
trump = "spades"
points = { ew = 90 }
last = "ew"
"""
    assert run("undo", path).exit_code == 0
    assert path.read_text() == COMMENTED
    result = run("edit", path, "2", "--trump", "clubs", "--points", "ew=70", "--note", "fixed")
    assert result.stdout == ("Deal 2 was: e spades, points Eux 60, last trick Nous.\n"
                             "Deal 2 changed: e clubs, points Eux 70, last trick Nous.\n"
                             "  Note: fixed\n"
                             "  No score changed.\n"
                             "Totals unchanged: Nous 274, Eux 70.\n")
    assert path.read_text() == COMMENTED.replace('trump = "spades"   # spades!',
                                                 'trump = "clubs"   # spades!').replace(
        "points = {ew=60}", "points = { ew = 70 }").replace(
        'last = "ns"\n\n# the evening', 'last = "ns"\nnote = "fixed"\n\n# the evening')


def test_edit_reports_every_score_that_moved(match_file):
    text = ('format = 1\nrules = "belote-maison"\n' + DEAL.format(71) + DEAL.format(90))
    path = match_file(text)
    result = run("edit", path, "1", "--points", "ns=72")
    assert result.stdout == ("Deal 1 was: s hearts, points NS 71, last trick NS.\n"
                             "Deal 1 changed: s hearts, points NS 72, last trick NS.\n"
                             "  deal 1: NS 0 → 82, EW 81 → 80 (litige → made)\n"
                             "  deal 2: NS 181 → 100, EW 62\n"
                             "Totals: NS 181 → 182, EW 143 → 142.\n")


def test_edit_clear_and_validation(match_file):
    text = ('format = 1\nrules = "coinche-maison"\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
            'contract = 100\ncoinche = "coinche"\npoints = { ns = 98 }\nlast = "ns"\n')
    path = match_file(text)
    assert run("edit", path, "1", "--clear", "coinche").stdout == (
        "Deal 1 was: s 100 hearts coinche, points NS 98, last trick NS.\n"
        "Deal 1 changed: s 100 hearts, points NS 98, last trick NS.\n"
        "  deal 1: NS 520 → 208, EW 0 → 54\n"
        "Totals: NS 520 → 208, EW 0 → 54.\n")
    assert "coinche =" not in path.read_text()
    before = path.read_bytes()
    refused = run("edit", path, "1", "--clear", "contract")
    assert (refused.exit_code, refused.stderr) == (
        1, "Error: the contract is missing: every deal in coinche-maison has one (bids from "
           "80 to 240 in steps of 10, capot or generale)\n")
    assert path.read_bytes() == before


def test_undo_restore(match_file):
    path = match_file(COMMENTED)
    assert run("undo", path).stdout == ("Removed deal 2: e spades, points Eux 60, last trick Nous. Totals: Nous "
                                        f"112, Eux 70. `scorecli undo {path} --restore` puts it "
                                        "back.\n")
    assert run("undo", path, "--restore").stdout == ("Restored deal 2: e spades, points Eux 60, last trick Nous. "
                                                     "Totals: Nous 274, Eux 70.\n")
    assert path.read_text() == COMMENTED
    again = run("undo", path, "--restore")
    assert (again.exit_code, again.stderr) == (
        1, f"Error: {path}: there is no removed deal to restore\n")


def test_restore_refused_when_the_match_changed(match_file):
    path = match_file(COMMENTED)
    run("undo", path)
    run("deal", path, *FLAGS)
    result = run("undo", path, "--restore")
    assert (result.exit_code, result.stderr) == (
        1, f"Error: {path} has changed since deal 2 was removed, so it was not put back; the "
           f"removed deals are kept: `scorecli undo {path} --list` shows them, to record again "
           "with `scorecli deal`\n")


def test_hand_written_inline_deals_are_accepted_and_written(match_file):
    text = ('format = 1\nrules = "belote-maison"\n# inline deals\ndeals = [\n'
            '  { taker = "s", trump = "hearts", points = { ns = 82 }, last = "ns" },  # one\n]\n')
    path = match_file(text)
    assert run("check", path).exit_code == 0
    assert run("deal", path, *FLAGS).exit_code == 0
    assert "# inline deals" in path.read_text() and "# one" in path.read_text()
    assert deal_count(path) == 2
    assert run("undo", path).exit_code == 0
    assert tomllib.loads(path.read_text()) == tomllib.loads(text)


def test_windows_line_endings_and_bom_are_kept(match_file):
    text = '\ufeffformat = 1\r\nrules = "belote-maison"\r\n' + DEAL.format(82).replace("\n", "\r\n")
    path = match_file(text)
    assert run("deal", path, *FLAGS).exit_code == 0
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and b"\n" not in raw.replace(b"\r\n", b"")
    assert deal_count(path) == 2
