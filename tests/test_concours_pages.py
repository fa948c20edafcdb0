"""A concours' printed pages (issue 32, SPEC 14's fourth round), as a person sees them in
Chromium: the draw to pin up in large type, where am I by team and by surname, the
ranking alone with its prizes and check code, the teams to tick at check-in, the table
cards, sheets that never lose a part whatever the names (French and Russian), and a
20-deal match with long names on one A4 page."""

from __future__ import annotations

import re

import pytest

from conftest import run
from test_pages import SEEN, _pdf_pages, _strict, browser  # noqa: F401 (the fixture)

LONG = {"fr": [("Les Belotiers de Saint-Jean-de-Luz-sur-Mer", "Jean-Baptiste Etchegaray",
                "Maïté Iturralde-Berrogain"),
               ("Les Capots", "Bernard PETIT", "André Morel"),
               ("Les Cinquantes", "Gérard François", "Roger LEGRAND"),
               ("Les Invincibles du Mardi Soir", "Marie-Thérèse de La Rochefoucauld",
                "Anne LE GALL")],
        "ru": [("Непобедимые со Второй Линии Васильевского", "Константин Рождественский",
                "Александра Преображенская"),
               ("Козыри", "Иван ПЕТРОВ", "Пётр Сидоров"),
               ("Тузы", "Анна Кузнецова", "Ольга Смирнова"),
               ("Ветераны клуба «Старый Двор»", "Екатерина Вознесенская", "Мария Соколова")]}


def ok(*args):
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result


def concours_of(tmp_path, lang: str, deals: int = 12, rules: str = "belote-maison"):
    folder = tmp_path / f"fete-{lang}"
    ok("concours", "new", folder, "--rules", rules, "--deals", deals, "--seed", "3", "--title",
       "Concours du Comité des fêtes — 14 juin 2026", "--lang", lang)
    for name, first, second in LONG[lang]:
        ok("concours", "team", folder, name, "--player", first, "--player", second)
    ok("concours", "team", folder, "Les As", "--player", "Zoé Abel", "--player", "Yves Bel")
    ok("concours", "draw", folder, "--lang", lang)
    return folder


def _page(tmp_path, name: str, *command) -> str:
    path = tmp_path / f"{name}.html"
    ok(*command, "-o", path)
    return path


def _print(browser, path, name):  # noqa: F811
    SEEN.mkdir(exist_ok=True)
    page = browser.new_page()
    page.goto(path.as_uri())
    pdf = SEEN / f"{name}.pdf"
    page.pdf(path=str(pdf), format="A4", print_background=True, prefer_css_page_size=True)
    page.close()
    return pdf


def _text(pdf) -> str:
    from pypdf import PdfReader

    return "\n".join(page.extract_text() for page in PdfReader(str(pdf)).pages)


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_sheets_never_lose_a_part_whatever_the_names(browser, tmp_path, lang):  # noqa: F811
    folder = concours_of(tmp_path, lang)
    path = _page(tmp_path, "sheets", "concours", "sheets", folder, "--lang", lang)
    pdf = _print(browser, path, f"sheets-long-{lang}")
    text = _text(pdf)
    signatures = {"fr": "Signatures", "ru": "Подписи"}[lang]
    assert text.count(signatures) == 2  # 5 teams: 2 tables, every sheet whole
    page = browser.new_page(viewport={"width": 703, "height": 1000})
    page.goto(path.as_uri())
    page.emulate_media(media="print")
    heights = page.evaluate("""() => [...document.querySelectorAll('.sheet')].map(e => {
        const top = e.getBoundingClientRect().top;
        const last = e.querySelector('.sign:last-of-type').getBoundingClientRect().bottom;
        const rows = [...e.querySelectorAll('tbody tr')].map(r => r.getBoundingClientRect().height);
        return [e.getBoundingClientRect().height, last - top, Math.min(...rows), rows.length]; })""")
    page.close()
    for height, last, row, rows in heights:
        assert last <= height + 0.5  # the signatures inside the sheet
        assert rows == 12 and row * 25.4 / 96 >= 4.9  # every deal row, at least 5 mm
        assert height * 25.4 / 96 <= 275  # never taller than a page
    for name, _first, _second in LONG[lang][:2]:
        assert name[:12] in text.replace("\n", " ")


def test_the_draw_to_pin_up_is_large_and_where_am_i_lists_surnames(browser, tmp_path):  # noqa
    folder = concours_of(tmp_path, "fr")
    path = _page(tmp_path, "round", "concours", "show", folder, "--round", "1", "--html",
                 "--lang", "fr")
    tree = _strict(path.read_text("utf-8"))
    text = " ".join(tree.itertext())
    assert "Concours du Comité des fêtes" in text and "12 donnes" in text
    assert "résultat" not in text  # no result column before any table has one
    page = browser.new_page(viewport={"width": 703, "height": 1000})
    page.goto(path.as_uri())
    page.emulate_media(media="print")
    number, name = page.evaluate("""() => [
        parseFloat(getComputedStyle(document.querySelector('td.big')).fontSize),
        parseFloat(getComputedStyle(document.querySelector('.pinned-tables td.team')).fontSize)]""")
    page.close()
    assert number * 0.75 >= 24 and number >= 2 * name and name * 0.75 >= 14  # px to pt
    players = [row.findall("td")[0].text for row in tree.findall(".//table")[2].iter("tr")
               if row.findall("td")]
    # by surname: a word in capitals (LE GALL under LE), else the last word
    assert players == ["Zoé Abel", "Yves Bel", "Jean-Baptiste Etchegaray", "Gérard François",
                       "Maïté Iturralde-Berrogain", "Anne LE GALL", "Roger LEGRAND",
                       "André Morel", "Bernard PETIT", "Marie-Thérèse de La Rochefoucauld"]
    pdf = _print(browser, path, "round-fr")
    assert _pdf_pages(pdf) == 2  # the draw, then where am I from a new page


def test_the_ranking_alone_the_teams_and_the_cards(browser, tmp_path):  # noqa: F811
    folder = concours_of(tmp_path, "fr", deals=2)
    for table, (ns, ew) in ((1, (200, 124)), (2, (210, 114))):
        ok("concours", "result", folder, "1", table, ns, ew)
    ok("concours", "set", folder, "--rounds", "1")
    ok("concours", "prize", folder, "1", "un jambon")
    ranking = _page(tmp_path, "ranking", "concours", "show", folder, "--ranking", "--html",
                    "--lang", "fr")
    text = " ".join(_strict(ranking.read_text("utf-8")).itertext())
    assert "Classement final" in text and "un jambon" in text
    code = run("concours", "show", folder, "--json").stdout
    digits = re.search(r'"check_code": "(\d{6})"', code).group(1)
    assert f"{digits[:3]} {digits[3:]}" in text
    assert "écart" in text and "exempt" in text.lower()  # every column's legend
    assert _pdf_pages(_print(browser, ranking, "ranking-fr")) == 1
    teams = _page(tmp_path, "teams", "concours", "show", folder, "--teams", "--html",
                  "--lang", "fr")
    tree = _strict(teams.read_text("utf-8"))
    assert len(tree.findall(".//span[@class='tickbox']")) == 5
    cards = _page(tmp_path, "cards", "concours", "cards", folder, "--lang", "fr")
    assert _pdf_pages(_print(browser, cards, "cards-fr")) == 1  # 2 tables, one A4 cut across
    page = browser.new_page(viewport={"width": 703, "height": 1000})
    page.goto(cards.as_uri())
    page.emulate_media(media="print")
    card, number = page.evaluate("""() => [document.querySelector('.card').getBoundingClientRect().height,
        document.querySelector('.card-number').getBoundingClientRect().height]""")
    page.close()
    assert number >= card / 2  # "Table" and its number fill half the card at least
    for width in (360, 1280):
        for path in (ranking, teams, cards):
            page = browser.new_page(viewport={"width": width, "height": 800})
            page.goto(path.as_uri())
            assert page.evaluate("document.documentElement.scrollWidth") <= width, path
            page.screenshot(path=str(SEEN / f"{path.stem}-{width}.png"), full_page=True)
            page.close()


def test_cards_need_a_count_before_any_draw(tmp_path):
    folder = tmp_path / "c"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2")
    result = run("concours", "cards", folder)
    assert result.exit_code == 1 and "give --tables N" in result.stderr
    assert "Table" in ok("concours", "cards", folder, "--tables", "3").stdout


def test_a_blank_sheet_says_how_the_table_ends(tmp_path):
    deals = ok("sheet", "--rules", "belote-maison", "--deals", "12").stdout
    assert "belote-maison, 12 deals" in deals and "1000" not in deals
    both = ok("sheet", "--rules", "belote-maison", "--deals", "12", "--target", "1000").stdout
    assert "12 deals or first to 1000" in both
    assert 'class="box"' in deals  # "Table" and a box to write its number in


def test_twenty_deals_with_long_names_print_on_one_page(browser, tmp_path):  # noqa: F811
    path = tmp_path / "long.toml"
    ok("new", path, "--rules", "belote-maison", "--target", "5000", "--ns",
       "Les Invincibles du Mardi Soir", "--ew", "Les Belotiers de Saint-Jean-de-Luz-sur-Mer",
       "--player", "n=Jean-Baptiste Etchegaray", "--player", "s=Maïté Iturralde-Berrogain",
       "--player", "e=Bernard Petit", "--player", "w=André Morel")
    for i in range(20):
        ok("deal", path, "--taker", "nesw"[i % 4], "--trump", "hearts", "--points",
           f"ns={40 + (i * 37) % 100}", "--last", "ns", *(["--belote", "ns"] if i % 3 else []))
    page = tmp_path / "long.html"
    ok("show", path, "--html", "--output", page)
    assert _pdf_pages(_print(browser, page, "match-long")) == 1


def test_thirty_teams_rank_on_one_a4_page(browser, tmp_path):  # noqa: F811
    folder = tmp_path / "grand"
    ok("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--rounds", "1",
       "--seed", "1", "--title", "Grand concours de la Saint-Jean")
    for n in range(1, 31):
        ok("concours", "team", folder, f"Les Belotiers du quartier numéro {n}", "--player",
           f"Jean-Baptiste ETCHEGARAY {n}", "--player", f"Maïté Iturralde-Berrogain {n}")
    ok("concours", "draw", folder)
    for table in range(1, 16):
        ok("concours", "result", folder, "1", table, 162 + 10 * table, 162 - 10 * (table % 5))
    ranking = _page(tmp_path, "ranking-30", "concours", "show", folder, "--ranking", "--html",
                    "--lang", "fr")
    assert _pdf_pages(_print(browser, ranking, "ranking-30-fr")) == 1
