"""The pages (SPEC 14), as a person sees them: each parses as strict HTML5, stands alone
(no script, no address outside the page), speaks the output language, escapes what files
say; and in a real browser (the system's Chromium, driven by Playwright) fits a 360-pixel
phone and a 1280-pixel screen, draws its chart, and prints on the A4 pages it promises.
Screenshots and PDFs are left in `tests/pages-seen/` (not kept in git) to look at."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from conftest import run
from test_speak import english_in

SEEN = Path(__file__).parent / "pages-seen"
HOSTILE = {"ns": "<script>alert(1)</script>", "note": "<img src=x onerror=alert(2)>",
           "title": "Le </title> <b>grand</b> match"}
DEALS_20 = [82, 100, 120, 62, 150, 90, 40, 112, 130, 101] * 2


def ok(*args):
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result


def make_match(folder: Path, name: str = "friday.toml", deals=DEALS_20, hostile=True,
               lang: str = "en") -> Path:
    path = folder / name
    ns = HOSTILE["ns"] if hostile else "Nous"
    ok("new", path, "--rules", "belote-maison", "--target", "3000", "--ns", ns, "--ew", "Eux", "--title",
       HOSTILE["title"] if hostile else "Vendredi", "--player", "n=Anna", "--player",
       "s=Chloé", "--player", "e=Boris", "--player", "w=David", "--lang", lang)
    for i, points in enumerate(deals):
        ok("deal", path, "--taker", "nesw"[i % 4], "--trump", "hearts", "--points",
           f"ns={points}", "--last", "ns", *(["--note", HOSTILE["note"]] if i == 2 else []))
    return path


def make_concours(folder: Path) -> Path:
    event = folder / "fete"
    ok("concours", "new", event, "--rules", "coinche-maison", "--deals", "2", "--seed", "5",
       "--title", "Fête <du> village")
    for n, name in enumerate(["Les Bleus", "Les Rouges", "Les Verts", "Les Jaunes",
                              "Les Zèbres du Café de la Gare", HOSTILE["ns"], "Les Noirs",
                              "Les Anciens", "Les As de Pique"]):
        ok("concours", "team", event, name, "--player", f"Joueur {n}a", "--player",
           f"Joueur {n}b")
    ok("concours", "draw", event)
    for table in range(1, 5):
        ok("concours", "result", event, "1", table, 500 + 10 * table, 480)
    ok("concours", "draw", event)
    return event


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, Path]:
    """One page of each kind, written by the commands."""
    folder = tmp_path_factory.mktemp("pages")
    match = make_match(folder)
    make_match(folder, "short.toml", deals=[82, 100, 62], hostile=False)
    event = make_concours(folder)
    out = {}
    ok("show", match, "--html", "--output", folder / "match.html")
    out["match"] = folder / "match.html"
    ok("sheet", "--rules", "coinche-maison", "--ns", "Nous", "--ew", HOSTILE["ns"], "-o",
       folder / "sheet.html")
    out["sheet"] = folder / "sheet.html"
    ok("concours", "show", event, "--html", "-o", folder / "concours.html")
    out["concours"] = folder / "concours.html"
    ok("concours", "sheets", event, "-o", folder / "sheets.html")
    out["sheets"] = folder / "sheets.html"
    tricks = folder / "tricks" / "tricks.toml"  # a deal from its tricks, with a revoke
    tricks.parent.mkdir()
    tricks.write_text(TRICKS_MATCH, "utf-8")
    ok("show", tricks, "--html", "--output", folder / "tricks.html")
    out["tricks"] = folder / "tricks.html"
    ok("publish", folder, "-o", folder / "site")
    out["index"] = folder / "site" / "index.html"
    return out


TRICKS_MATCH = ('format = 1\nrules = "belote-maison"\ndealer = "w"\n\n[[deals]]\ntaker = "s"\n'
                'trump = "hearts"\ntricks = ["A♦ 7♦ Q♦ 8♦", "10♦ 9♦ K♥ 8♥", "A♣ 9♣ 9♠ 10♣", '
                '"Q♣ J♣ 7♥ 8♣", "Q♠ 10♥ K♣ K♠", "A♥ Q♥ 7♣ 9♥", "A♠ J♥ 7♠ 10♠", '
                '"K♦ 8♠ J♠ J♦"]\nbelote = "ns"\nannouncements = { ns = ["tierce-A"] }\n')


def _strict(text: str):
    import html5lib

    return html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(text)


def test_every_page_is_strict_html5_that_stands_alone(pages):
    site = [p for p in (pages["index"].parent).rglob("*.html")]
    assert len(site) >= 5
    for path in list(pages.values()) + site:
        text = path.read_text(encoding="utf-8")
        tree = _strict(text)  # raises on any parse error
        assert tree.get("lang") == "en"
        assert tree.find("head/meta").get("charset") == "utf-8"
        assert "<script" not in text.lower(), path
        assert "http:" not in text and "https:" not in text, path  # no address at all
        for found in re.findall(r"""(?:src|href)\s*=\s*["']([^"']*)|url\(([^)]*)\)""", text):
            address = "".join(found)
            assert not re.match(r"\s*(https?:|//|data:|javascript:)", address), (path, address)


def test_what_files_say_is_escaped(pages):
    tree = _strict(pages["match"].read_text(encoding="utf-8"))
    assert tree.find(".//script") is None and tree.find(".//img") is None
    assert tree.find(".//b") is None
    assert tree.find("head/title").text == HOSTILE["title"]
    text = "".join(tree.itertext())
    assert HOSTILE["ns"] in text and HOSTILE["note"] in text
    sheet = _strict(pages["sheet"].read_text(encoding="utf-8"))
    assert sheet.find(".//script") is None and HOSTILE["ns"] in "".join(sheet.itertext())


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_every_word_is_in_the_output_language(tmp_path, lang):
    match = make_match(tmp_path, hostile=False, deals=[82, 100, 62])
    event = make_concours(tmp_path)
    pages = {"match": ("show", match, "--html"), "sheet": ("sheet", "--rules", "bazar-blot"),
             "concours": ("concours", "show", event, "--html"),
             "sheets": ("concours", "sheets", event)}
    for name, command in pages.items():
        text = ok(*command, "--lang", lang).stdout
        tree = _strict(text)
        assert tree.get("lang") == lang
        words = _without_names(" ".join(tree.find("body").itertext()))
        assert english_in(words, lang) == [], (name, words)
    ok("publish", tmp_path, "-o", tmp_path / "site", "--lang", lang)
    words = _without_names(" ".join(_strict((tmp_path / "site" / "index.html")
                                            .read_text("utf-8")).find("body").itertext()))
    assert english_in(words, lang) == []


# The names the files give (people's, teams', titles, notes): not words of the page's.
NAMES = re.compile(r"<script>alert\(1\)</script>|<img src=x onerror=alert\(2\)>|Fête <du> "
                   r"village|Les As de Pique|Les \w+( du Café de la Gare)?|Joueur \d+[ab]|Vendredi|Anna|Chloé|"
                   r"Boris|David|Nous|Eux|friday|short|Round \d+, table \d+")


def _without_names(text: str) -> str:
    return NAMES.sub(" ", text)


def test_publish_links_only_inside_and_replaces_only_its_own_pages(tmp_path):
    season = tmp_path / "season"
    season.mkdir()
    make_match(season, "friday.toml", deals=[82, 100], hostile=False)
    make_match(season, "Fête à l'école.toml", deals=[82], hostile=False)
    (season / "sub").mkdir()
    make_match(season / "sub", "friday.toml", deals=[62], hostile=False)
    site = tmp_path / "site"
    site.mkdir()
    (site / "CNAME").write_text("club.example\n")
    (site / "matches").mkdir()
    (site / "matches" / "mine.html").write_text("my own page\n")
    ok("publish", season, "-o", site)
    pages = sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))
    assert pages == ["index.html", "matches/fete-a-l-ecole.html", "matches/friday.html",
                     "matches/mine.html", "matches/sub-friday.html"]
    for page in site.rglob("*.html"):
        for href in re.findall(r'href="([^"]*)"', page.read_text(encoding="utf-8")):
            assert not href.startswith(("/", "http")), href
            assert (page.parent / href).resolve().is_file(), (page, href)
    (season / "friday.toml").unlink()
    said = ok("publish", season, "-o", site).stdout
    assert "1 page of the last publishing was removed" in said
    assert not (site / "matches" / "friday.html").exists()
    assert (site / "CNAME").read_text() == "club.example\n"
    assert (site / "matches" / "mine.html").read_text() == "my own page\n"


def test_show_starts_without_the_template_engine(tmp_path):
    import subprocess
    import sys

    match = make_match(tmp_path, hostile=False, deals=[82])
    code = ("import sys; from scorecli.cli import main\n"
            "try:\n    main([" + repr("show") + ", " + repr(str(match)) + "])\n"
            "except SystemExit:\n    pass\n"
            "print('jinja2' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
    assert out.strip().endswith("False")


def test_output_never_overwrites_the_match(tmp_path):
    match = make_match(tmp_path, hostile=False, deals=[82])
    before = match.read_bytes()
    result = run("show", match, "--html", "--output", match)
    assert result.exit_code == 1 and "that is the match file itself" in result.stderr
    assert match.read_bytes() == before
    assert run("show", match, "--output", tmp_path / "x.html").exit_code == 2


# ---------------------------------------------------------------- in a real browser

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:
        pytest.skip("no Chromium on this machine (apt-get install chromium): the pages are "
                    "not seen in a browser here")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright is not installed (pip install -e '.[test]')")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def _pdf_pages(path: Path) -> int:
    from pypdf import PdfReader

    return len(PdfReader(str(path)).pages)


def test_a_match_page_shows_a_deals_tricks(pages):
    text = pages["tricks"].read_text(encoding="utf-8")
    assert "Deal 1: the tricks" in text
    assert "trick 5: n played K♣ while holding 7♠ 8♠ (spades led): must follow spades" in text
    assert text.count('<tr><td class="num">') == 8


@pytest.mark.parametrize("kind", ["match", "sheet", "concours", "sheets", "index", "tricks"])
def test_each_page_fits_a_phone_and_a_screen(browser, pages, kind):
    SEEN.mkdir(exist_ok=True)
    for width in (360, 1280):
        page = browser.new_page(viewport={"width": width, "height": 800})
        page.goto(pages[kind].as_uri())
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        wider = page.evaluate("""(width) => [...document.querySelectorAll('body *')]
            .filter(e => e.getBoundingClientRect().right > width + 0.5)
            .map(e => e.tagName + '.' + e.className)""", width)
        assert wider == [], (kind, width)
        page.screenshot(path=str(SEEN / f"{kind}-{width}.png"), full_page=True)
        page.close()


def test_the_chart_is_drawn(browser, pages):
    page = browser.new_page(viewport={"width": 360, "height": 800})
    page.goto(pages["match"].as_uri())
    box = page.locator("figure svg").bounding_box()
    assert box["width"] > 300 and box["height"] > 150
    assert page.locator("figure svg polyline").count() == 2
    assert page.locator("figure svg text").filter(has_text="target 3000").count() == 1
    page.close()


@pytest.mark.parametrize("kind, printed", [("match", 1), ("sheet", 2), ("sheets", 4)])
def test_printed_on_a4(browser, pages, kind, printed):
    # A match of 20 deals on one page; a blank coinche sheet of 20 rows (5 mm each at
    # least) is too tall for half a page, so each of the two takes one (SPEC 14, fourth
    # round); a round's draw, where am I from a new page, then its four tables' sheets of
    # 2 deals two to a page (9 teams: 4 tables and a bye).
    SEEN.mkdir(exist_ok=True)
    page = browser.new_page()
    page.goto(pages[kind].as_uri())
    pdf = SEEN / f"{kind}.pdf"
    page.pdf(path=str(pdf), format="A4", print_background=True, prefer_css_page_size=True)
    page.close()
    assert _pdf_pages(pdf) == printed


def test_the_prize_list_names_the_players(pages):
    text = "".join(_strict(pages["concours"].read_text(encoding="utf-8")).itertext())
    assert "Joueur 0a & Joueur 0b" in text


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_pages_fit_a_phone_in_each_language(browser, tmp_path, lang):
    match = make_match(tmp_path, deals=[82, 100, 62], lang=lang)
    event = make_concours(tmp_path)
    for name, command in {"match": ("show", match, "--html"),
                          "sheet": ("sheet", "--rules", "coinche-maison"),
                          "concours": ("concours", "show", event, "--html"),
                          "sheets": ("concours", "sheets", event)}.items():
        path = tmp_path / f"{name}-{lang}.html"
        path.write_text(ok(*command, "--lang", lang).stdout, encoding="utf-8")
        page = browser.new_page(viewport={"width": 360, "height": 800})
        page.goto(path.as_uri())
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, (name, lang)
        page.close()


def test_show_says_where_a_page_goes(tmp_path):
    match = make_match(tmp_path, hostile=False, deals=[82])
    result = run("show", match, "--html", "-o", "page.html")
    assert result.exit_code == 1
    assert result.stderr == ("Error: -o 'page.html': in show, -o is --option KEY=VALUE; a page "
                             "is written with --html --output page.html\n")


def test_the_site_links_a_concours_to_its_tables_and_dates_its_matches(pages):
    site = pages["index"].parent
    concours = next((site / "concours").glob("*.html")).read_text(encoding="utf-8")
    links = re.findall(r'href="(\.\./matches/[^"]+)"', concours)
    assert len(links) == 8  # two rounds of four tables
    assert all((site / "concours" / link).resolve().is_file() for link in links)
    index = pages["index"].read_text(encoding="utf-8")
    dates = re.findall(r"<li>(\d{4}-\d\d-\d\d) · ", index)
    assert dates and dates == sorted(dates, reverse=True)
    assert "Joueur 0a</td>" not in index  # named in no deal: no statistics row


def test_publish_walks_a_link_loop_once_and_skips_hidden_folders(tmp_path):
    season = tmp_path / "season"
    season.mkdir()
    make_match(season, "friday.toml", deals=[82], hostile=False)
    (season / "loop").symlink_to(season, target_is_directory=True)
    make_concours(season / ".old")
    said = ok("publish", season, "-o", tmp_path / "site").stdout
    assert said.startswith("Published 1 match to ")
    assert not (tmp_path / "site" / "concours").exists()
