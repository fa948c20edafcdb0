"""A published site (SPEC 12 and 14) is the user's folder: publish writes and removes
only its own pages, never through a link, replaces the site whole or not at all, keeps the
page of a match it could not read, reads its list with a bound, and takes the site's lock
(F1, F4, F5, F10, F11, F16, F17 of the hostile-files audit of 2026-12)."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import random
import signal
import subprocess
import time

import pytest

from conftest import D, run, scorecli

OTHER = 65534  # nobody: another user, for the folders and links they plant


def _season(tmp_path, names=("report", "friday"), deals=1):
    season = tmp_path / "season"
    season.mkdir(parents=True, exist_ok=True)
    for name in names:
        path = season / f"{name}.toml"
        if not path.exists():
            assert run("new", path, "--rules", "coinche-maison", "--ns", name.title(),
                       "--ew", "Eux").exit_code == 0
        for _n in range(deals):
            assert run("deal", path, *D).exit_code == 0
    return season


def _tree(folder):
    """Every file under `folder` and its bytes (links as their target's text)."""
    found = {}
    for root, folders, files in os.walk(folder):
        for name in files + [f for f in folders if os.path.islink(os.path.join(root, f))]:
            path = os.path.join(root, name)
            found[os.path.relpath(path, folder)] = (
                "-> " + os.readlink(path) if os.path.islink(path) else open(path, "rb").read())
    return found


def _manifest_pages(site):
    return set(json.loads((site / ".scorecli-site").read_text())["pages"])


def test_matches_as_a_link_outside_is_refused_and_nothing_outside_is_touched(tmp_path):
    # F1: publish wrote docs/report.html through the link and deleted docs/budget.html.
    season = _season(tmp_path)
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "report.html").write_text("my report")
    (docs / "budget.html").write_text("my budget")
    site = tmp_path / "site"
    site.mkdir()
    (site / "matches").symlink_to("../docs")
    (site / ".scorecli-site").write_text("matches/budget.html\n")
    result = run("publish", season, "-o", site)
    assert result.exit_code == 1
    assert "matches" in result.output
    assert _tree(docs) == {"report.html": b"my report", "budget.html": b"my budget"}
    assert not (site / "index.html").exists()


@pytest.mark.skipif(os.geteuid() != 0, reason="planting another user's files needs root")
def test_a_site_folder_another_user_made_is_refused(tmp_path):
    season = _season(tmp_path)
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o1777)
    os.chmod(shared, 0o1777)
    rootdocs = tmp_path / "rootdocs"
    rootdocs.mkdir(mode=0o700)
    (rootdocs / "budget.html").write_text("keep")
    site = shared / "site"
    site.mkdir()
    (site / "matches").symlink_to("../../rootdocs")
    (site / ".scorecli-site").write_text("matches/budget.html\n")
    for path in (site, site / "matches", site / ".scorecli-site"):
        os.lchown(path, OTHER, OTHER)
    result = run("publish", season, "-o", site)
    assert result.exit_code == 1 and "site" in result.output
    assert _tree(rootdocs) == {"budget.html": b"keep"}
    # The output folder itself, a link another user planted.
    (shared / "site2").symlink_to("../rootdocs")
    os.lchown(shared / "site2", OTHER, OTHER)
    result = run("publish", season, "-o", shared / "site2")
    assert result.exit_code == 1
    assert _tree(rootdocs) == {"budget.html": b"keep"}


def test_a_link_of_ones_own_as_the_site_folder_is_followed(tmp_path):
    season = _season(tmp_path)
    (tmp_path / "www").mkdir()
    (tmp_path / "site").symlink_to("www")
    assert run("publish", season, "-o", tmp_path / "site").exit_code == 0
    assert (tmp_path / "www" / "index.html").exists()


def test_files_of_the_users_own_are_refused_then_replaced_with_force(tmp_path):
    # F4: the user's own index.html and matches/report.html were replaced, rc 0.
    season = _season(tmp_path)
    site = tmp_path / "www"
    (site / "matches").mkdir(parents=True)
    (site / "index.html").write_text("<h1>our club</h1>")
    (site / "matches" / "report.html").write_text("my notes")
    before = _tree(site)
    result = run("publish", season, "-o", site)
    assert result.exit_code == 1
    assert "index.html" in result.output and "report.html" in result.output
    assert "--force" in result.output
    assert _tree(site) == before
    result = run("publish", season, "-o", site, "--force")
    assert result.exit_code == 0, result.output
    assert "index.html" in result.output  # named as replaced
    assert (site / "index.html").read_text().startswith("<!DOCTYPE html>")
    # Its own pages now: publishing again needs no --force.
    assert run("publish", season, "-o", site).exit_code == 0


def test_a_page_changed_by_hand_is_not_scorecli_s_any_more(tmp_path):
    season = _season(tmp_path)
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    (site / "matches" / "friday.html").write_text("edited by hand")
    run("deal", season / "friday.toml", *D)
    result = run("publish", season, "-o", site)
    assert result.exit_code == 1 and "friday.html" in result.output
    assert (site / "matches" / "friday.html").read_text() == "edited by hand"


def test_a_mistyped_path_changes_nothing(tmp_path):
    # F5: `publish seasno -o site` removed every page of the site.
    season = _season(tmp_path)
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    before = _tree(site)
    result = run("publish", tmp_path / "seasno", "-o", site)
    assert result.exit_code == 1
    assert "seasno" in result.output
    assert _tree(site) == before


def test_a_match_left_out_keeps_its_page_and_is_named(tmp_path):
    # F16: a match with a syntax error (a hand edit in progress) lost its page.
    season = _season(tmp_path)
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    page = (site / "matches" / "friday.html").read_bytes()
    (season / "friday.toml").write_text("format = 1\nrules = [unclosed\n")
    result = run("publish", season, "-o", site)
    assert result.exit_code == 1
    assert "friday" in result.output
    assert (site / "matches" / "friday.html").read_bytes() == page
    assert "matches/friday.html" in _manifest_pages(site)
    # Once the match is gone, its page goes.
    (season / "friday.toml").unlink()
    result = run("publish", season, "-o", site)
    assert result.exit_code == 0
    assert not (site / "matches" / "friday.html").exists()


@pytest.mark.parametrize("plant", ["fifo", "zero", "huge", "folder"])
def test_the_sites_list_is_read_with_a_bound(tmp_path, plant):
    # F10: a FIFO hung publish forever; a link to /dev/zero read until memory ran out.
    season = _season(tmp_path)
    site = tmp_path / "site"
    site.mkdir()
    manifest = site / ".scorecli-site"
    if plant == "fifo":
        os.mkfifo(manifest)
    elif plant == "zero":
        manifest.symlink_to("/dev/zero")
    elif plant == "huge":
        with open(manifest, "wb") as stream:
            stream.truncate(200 << 20)
    else:
        manifest.mkdir()
    old = signal.signal(signal.SIGALRM, lambda *_a: pytest.fail("publish hung"))
    signal.alarm(20)
    try:
        result = run("publish", season, "-o", site)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert result.exit_code == 1
    assert ".scorecli-site" in result.output
    assert not (site / "index.html").exists()


def test_a_publish_that_fails_midway_leaves_the_old_site_whole(tmp_path, monkeypatch):
    # F11: on a full disk, 13 of 30 pages were new, the index old.
    season = _season(tmp_path, names=[f"m{n}" for n in range(8)])
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    for n in range(8):
        run("deal", season / f"m{n}.toml", *D)
    before = _tree(site)
    real_write = os.write
    for fail_at in (1, 3, 6, 9):
        calls = [0]

        def write(fd, data):
            calls[0] += 1
            if calls[0] == fail_at:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real_write(fd, data)

        with monkeypatch.context() as patch:
            patch.setattr(os, "write", write)
            result = run("publish", season, "-o", site)
        assert result.exit_code == 1, result.output
        assert "nothing" in result.output  # it says what it did not change
        assert _tree(site) == before, fail_at
    assert run("publish", season, "-o", site).exit_code == 0
    assert _tree(site) != before


def test_an_unchanged_publish_writes_no_page(tmp_path):
    season = _season(tmp_path)
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    stamps = {p: os.stat(site / p).st_mtime_ns for p in ("index.html", "matches/friday.html")}
    time.sleep(0.02)
    assert run("publish", season, "-o", site).exit_code == 0
    assert {p: os.stat(site / p).st_mtime_ns for p in stamps} == stamps


@pytest.mark.slow
def test_two_publishes_at_once_leave_no_orphan_page(tmp_path):
    # F17: 3 of 5 runs left 60 pages that no list named, and no later publish removed.
    first = _season(tmp_path / "a", names=[f"a{n}" for n in range(12)])
    second = _season(tmp_path / "b", names=[f"b{n}" for n in range(12)])
    site = tmp_path / "race"
    for _round in range(3):
        procs = [subprocess.Popen(scorecli("publish", season, "-o", site),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for season in (first, second)]
        for proc in procs:
            assert proc.wait() == 0
        listed = _manifest_pages(site)
        on_disk = {str(p.relative_to(site)) for p in site.rglob("*.html")}
        assert on_disk == listed
    assert not [p for p in site.iterdir() if p.name.endswith((".lock", ".tmp"))]


@pytest.mark.slow
def test_a_publish_killed_at_random_leaves_each_page_old_or_new(tmp_path):
    season = _season(tmp_path, names=[f"m{n:02d}" for n in range(30)])
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    start = time.monotonic()
    subprocess.run(scorecli("publish", season, "-o", site), check=True, capture_output=True)
    span = time.monotonic() - start
    rng = random.Random(7)
    for round_ in range(12):
        for n in rng.sample(range(30), 5):
            run("deal", season / f"m{n:02d}.toml", *D)
        old = {p: hashlib.sha256(b).hexdigest() for p, b in _tree(site).items()}
        proc = subprocess.Popen(scorecli("publish", season, "-o", site),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(span * 0.3, span * 1.1))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        pages = {str(p.relative_to(site)) for p in site.rglob("*.html")}
        assert pages <= _manifest_pages(site)  # no page that no list names
        assert (site / "index.html").read_text().rstrip().endswith("</html>")
        for page in pages:
            text = (site / page).read_text()
            assert text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>")
    assert run("publish", season, "-o", site).exit_code == 0
    pages = {str(p.relative_to(site)) for p in site.rglob("*.html")}
    assert pages == _manifest_pages(site)
    assert not [p for p in site.rglob("*") if p.name.endswith((".tmp", ".lock"))]


@pytest.mark.parametrize("error", [KeyboardInterrupt, lambda: OSError(errno.EIO, "I/O error")],
                         ids=["ctrl-c", "eio"])
def test_a_publish_stopped_while_replacing_its_pages_is_completed_by_the_next(
        tmp_path, monkeypatch, error):
    # The helper's N1: a stop between the list and the index's rename left pages whose
    # bytes the list did not name, so the next publish refused them as not scorecli's.
    season = _season(tmp_path, names=["m1", "m2", "m3"])
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    for name in ("m1", "m2", "m3"):
        run("deal", season / f"{name}.toml", *D)
    real = os.replace
    for stop_at in range(1, 5):
        calls = [0]

        def replace(src, dst, *args, **kwargs):
            if str(dst).endswith(".html"):
                calls[0] += 1
                if calls[0] == stop_at:
                    raise error()
            return real(src, dst, *args, **kwargs)

        with monkeypatch.context() as patch:
            patch.setattr(os, "replace", replace)
            result = run("publish", season, "-o", site)
        if calls[0] < stop_at:  # fewer pages left to replace than this stop point
            assert result.exit_code == 0
            continue
        assert result.exit_code in (1, 130)
        assert "nothing was changed" not in result.output
        assert "nothing was saved" not in result.output
        assert "publish again" in result.output
        pages = {str(p.relative_to(site)) for p in site.rglob("*.html")}
        assert pages <= _manifest_pages(site)
        again = run("publish", season, "-o", site)  # completes it, no --force needed
        assert again.exit_code == 0, again.output
        run("deal", season / "m1.toml", *D)


def test_publish_makes_again_only_what_changed(tmp_path):
    """Issue 37: an unchanged publish renders nothing; after a deal added to one match,
    that match's page and the index are written, the others kept; a change of language
    makes every page again."""
    season = _season(tmp_path, names=("report", "friday", "monday"))
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).stdout.endswith("Pages: 4 written, 0 unchanged.\n")
    kept = os.stat(site / "matches" / "report.html").st_mtime_ns
    again = run("publish", season, "-o", site).stdout
    assert again.endswith("Pages: 0 written, 4 unchanged.\n")
    run("deal", season / "friday.toml", *D)
    after = run("publish", season, "-o", site).stdout
    assert after.endswith("Pages: 2 written, 2 unchanged.\n")  # friday's page and the index
    assert os.stat(site / "matches" / "report.html").st_mtime_ns == kept
    assert "Deal 2" in (site / "matches" / "friday.html").read_text() or \
        ">2<" in (site / "matches" / "friday.html").read_text()
    french = run("--lang", "fr", "publish", season, "-o", site)
    assert french.exit_code == 0
    assert all('lang="fr"' in (site / p).read_text() for p in
               ("index.html", "matches/report.html", "matches/friday.html"))
