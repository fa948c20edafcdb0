"""A concours on a projector (issue 33, SPEC 14 `concours screen`, SPEC 13 "Watching"):
pages for 1920×1080 read from the back of a hall, seen in Chromium (no text under 32 px,
nothing cut, the refresh chain visiting every page and coming back to the first), pages
no longer needed turning back to the first, files not scorecli's refused; `--watch`
rewriting within the next look and stopping cleanly on Ctrl-C."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import run
from test_pages import SEEN, browser  # noqa: F401 (the fixture)


def ok(*args):
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result


def concours(folder: Path, teams: int, long: bool = False) -> Path:
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--rounds", "2",
       "--seed", "4", "--title", "Grand concours de la Saint-Jean du Comité des fêtes")
    for n in range(1, teams + 1):
        name = (f"Les Belotiers du quartier numéro {n} de Saint-Jean-de-Luz-sur-Mer et environs"
                if long and n % 2 else f"Les As {n}")
        ok("concours", "team", folder, name, "--player", f"Jean-Baptiste ETCHEGARAY {n}",
           "--player", f"Maïté Iturralde-Berrogain {n}")
    return folder


def _seen(browser, folder: Path, name: str) -> dict:  # noqa: F811
    page = browser.new_page(viewport={"width": 1920, "height": 1080})
    page.goto((folder / name).as_uri())
    found = page.evaluate("""() => { const els = [...document.querySelectorAll('body *')];
        const texts = els.filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()));
        return {bottom: Math.max(...els.map(e => e.getBoundingClientRect().bottom)),
                right: Math.max(...els.map(e => e.getBoundingClientRect().right)),
                smallest: Math.min(...texts.map(e => parseFloat(getComputedStyle(e).fontSize))),
                refresh: document.querySelector('meta[http-equiv=refresh]').content,
                rows: document.querySelectorAll('tbody tr').length,
                scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight]}; }""")
    SEEN.mkdir(exist_ok=True)
    page.screenshot(path=str(SEEN / f"screen-{folder.parent.name}-{name}.png"))
    page.close()
    return found


def test_every_page_is_whole_on_1920_by_1080_and_the_chain_comes_back(browser, tmp_path):  # noqa
    folder = concours(tmp_path / "c" / "fete", 27, long=True)
    out = tmp_path / "c" / "screen"
    before = json.loads(ok("concours", "screen", folder, "-o", out, "--json").stdout)
    assert before["pages"][0] == "index.html" and len(before["pages"]) >= 3  # the teams
    ok("concours", "draw", folder)
    ok("concours", "result", folder, "1", "1", "200", "124")
    after = json.loads(ok("concours", "screen", folder, "-o", out, "--json", "--seconds", "20"
                          ).stdout)
    pages = after["pages"]
    visited, name = [], "index.html"
    while name not in visited:
        visited.append(name)
        seen = _seen(browser, out, name)
        assert seen["smallest"] >= 32, (name, seen)
        assert seen["bottom"] <= 1080 and seen["right"] <= 1920, (name, seen)
        assert seen["scroll"] == [1920, 1080], (name, seen)
        assert seen["rows"] <= 24, (name, seen)
        seconds, name = re.fullmatch(r"(\d+); url=(.+)", seen["refresh"]).groups()
        assert seconds == "20"
    assert visited == pages and name == "index.html"  # every page, then back to the first
    texts = {p: (out / p).read_text("utf-8") for p in pages}
    assert any("Ranking during round 1 of 2" in t for t in texts.values())
    assert any("Round 1 of 2" in t for t in texts.values())
    assert any("Where am I" in t for t in texts.values())
    assert "ETCHEGARAY 1" in "".join(texts.values())
    for place, page in enumerate(pages, start=1):
        assert f"{place}/{len(pages)}" in texts[page]


def test_pages_no_longer_needed_turn_back_and_others_files_are_refused(tmp_path):
    folder = concours(tmp_path / "fete", 27)
    out = tmp_path / "screen"
    out.mkdir()
    (out / "index.html").write_text("<h1>our hall</h1>", "utf-8")
    refused = run("concours", "screen", folder, "-o", out)
    assert refused.exit_code == 1
    assert f"{out / 'index.html'}: not a page scorecli wrote here; move it away, or " \
           "`--force` to replace it" in refused.stderr
    assert (out / "index.html").read_text("utf-8") == "<h1>our hall</h1>"
    forced = ok("concours", "screen", folder, "-o", out, "--force")
    assert "Replaced with --force:" in forced.stdout
    many = sorted(p.name for p in out.glob("*.html"))
    for n in range(10, 28):
        ok("concours", "withdraw", folder, str(n))
    fewer = json.loads(ok("concours", "screen", folder, "-o", out, "--json").stdout)
    assert fewer["removed"] and set(fewer["removed"]) | set(fewer["pages"]) == set(many)
    for gone in fewer["removed"]:
        text = (out / gone).read_text("utf-8")
        assert 'content="0; url=index.html"' in text  # kept, turning back to the first
    assert (out / ".scorecli-screen").is_file()


def _scorecli(*args) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "scorecli", *map(str, args)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "SCORECLI_LANG": "en"})


def test_watch_rewrites_within_the_next_look_and_stops_on_ctrl_c(tmp_path):
    folder = concours(tmp_path / "fete", 4)
    ok("concours", "draw", folder)
    out = tmp_path / "screen"
    watching = _scorecli("concours", "screen", folder, "-o", out, "--watch", "--json")
    try:
        deadline = time.monotonic() + 10
        while not (out / "index.html").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        first = (out / "index.html").read_text("utf-8")
        ok("concours", "result", folder, "1", "1", "200", "124")
        typed = time.monotonic()
        while (out / "index.html").read_text("utf-8") == first and time.monotonic() < typed + 5:
            time.sleep(0.05)
        assert time.monotonic() - typed <= 1.5  # within the next look
        # the other pages, then the JSON line, follow the index: a Ctrl-C right after it
        # could land before that line is printed (seen once in CI under load)
        time.sleep(0.5)
    finally:
        watching.send_signal(signal.SIGINT)
        stdout, stderr = watching.communicate(timeout=10)
    assert watching.returncode == 0, stderr
    lines = [json.loads(line) for line in stdout.splitlines()]
    assert len(lines) >= 2 and all(line["pages"][0] == "index.html" for line in lines)
    for page in out.glob("*.html"):
        assert page.read_text("utf-8").rstrip().endswith("</html>")  # every page whole
    shown = _scorecli("concours", "show", folder, "--watch")
    time.sleep(1.5)
    shown.send_signal(signal.SIGINT)
    stdout, _stderr = shown.communicate(timeout=10)
    assert shown.returncode == 0 and "Ranking during round 1 of 2" in stdout


def test_watch_is_for_people(tmp_path):
    folder = concours(tmp_path / "fete", 4)
    for flag in ("--json", "--csv", "--html"):
        assert run("concours", "show", folder, "--watch", flag).exit_code == 2
