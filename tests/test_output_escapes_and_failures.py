"""The hostile-files audit of 2026-11-30, the output side: S2-S4, S6, C1, C2, C4, C5, C8,
W5, W6 and P5 (see ../shared/reviews/hostile-files-audit.md). Each failed on e787ab8."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import D, run
from scorecli import i18n

# Anything that can drive a terminal: C0 but newline, DEL, C1, and line or bidi controls.
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
HOSTILE = "X\x1b]0;PWNED\x07\x1b[2J\x9b31m\u202e"


def scorecli(*args, env=None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "scorecli", *map(os.fsencode, args)],
                          capture_output=True, env={**os.environ, **(env or {})}, **kw)


def new_match(path: Path, *extra) -> Path:
    result = run("new", path, "--rules", "coinche-maison", "--target", "5000", *extra)
    assert result.exit_code == 0, result.output
    return path


def assert_no_raw_controls(text: str) -> None:
    found = RAW.search(text)
    assert found is None, repr(text[max(0, found.start() - 40):found.end() + 10])


# ---- S2: a carriage return inside a CSV cell

def test_no_csv_row_starts_with_a_formula_after_a_carriage_return(tmp_path):
    path = new_match(tmp_path / "m.toml", "--ns", "Nous\r=2+5", "--player", "n=Anna\r@SUM(1+1)")
    assert run("deal", path, "--taker", "n", "--trump", "hearts", "--contract", "80",
               "--points", "ns=100", "--last", "ns",
               "--note", "ok\r=cmd|' /C calc'!A0").exit_code == 0
    season = tmp_path / "s"
    season.mkdir()
    (season / "m.toml").write_bytes(path.read_bytes())
    outputs = [run("export", path, "--csv").output,
               run("standings", season, "--csv").output,
               run("stats", season, "--csv").output,
               run("stats", season, "--csv", "--by", "player").output]
    for output in outputs:
        for line in re.split("\r\n|\r|\n", output.lstrip("\ufeff")):
            assert not line.startswith(("=", "+", "@", "-")), line
        for row in csv.reader(io.StringIO(output.lstrip("\ufeff"), newline="")):
            for cell in row:
                assert not cell.startswith(("=", "+", "@")), (cell, output)
    rows = list(csv.reader(io.StringIO(outputs[0].lstrip("\ufeff"), newline="")))
    assert any("Nous\r'=2+5" in cell for row in rows for cell in row)


# ---- S3: the club rules file's names and titles

@pytest.fixture
def hostile_rules(tmp_path, monkeypatch):
    rules = tmp_path / "rules.toml"
    rules.write_text('[rule-sets.club]\nbase = "coinche-maison"\n'
                     'title = "Club \\u001b]52;c;ZWNobyBwd25lZA==\\u0007\\u001b[2J\\u009b1m"\n'
                     '[rule-sets.club.options]\ntarget = 3000\n', encoding="utf-8")
    monkeypatch.setenv("SCORECLI_RULES", str(rules))
    return rules


def test_a_rules_files_titles_cannot_drive_the_terminal(tmp_path, hostile_rules):
    path = new_match(tmp_path / "m.toml")
    assert run("deal", path, *D).exit_code == 0
    commands = [["rules"], ["rules", "club"], ["new", tmp_path / "n.toml", "--rules", "club"],
                ["show", path, "--rules", "club"], ["explain", path, "1", "--rules", "club"],
                ["compare", path, "--rules", "club", "--rules", "coinche-maison"],
                ["score", "--rules", "club", *D]]
    for args in commands:
        for width in ("40", "200"):
            if args[0] == "new":
                args = ["new", tmp_path / f"n{width}.toml", "--rules", "club"]
            result = run(*args, env={"COLUMNS": width})
            assert result.exit_code == 0, (args, result.output)
            assert_no_raw_controls(result.output)


def _rules_file_naming(tmp_path, monkeypatch, name: str) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text(f'[rule-sets.{json.dumps(name)}]\nbase = "coinche-maison"\n',
                     encoding="utf-8")
    monkeypatch.setenv("SCORECLI_RULES", str(rules))


@pytest.mark.parametrize("name", ["club\x1b]0;PWNED\x07", "coinche-maison ", " club", "",
                                  "coinche\u2010maison", "соinche-maison", "Coinche_Maison",
                                  "a b", "coinche-ma\u0131son", "\u03f2oinche-maison",
                                  "coinche-mais\u0585n"])
def test_rule_set_names_that_mislead_are_refused(tmp_path, monkeypatch, name):
    _rules_file_naming(tmp_path, monkeypatch, name)
    result = run("rules")
    assert result.exit_code == 1, result.output
    assert "rule-sets." in result.output
    assert_no_raw_controls(result.output)


def test_an_ordinary_club_name_is_accepted(tmp_path, monkeypatch):
    rules = tmp_path / "rules.toml"
    rules.write_text('[rule-sets."club-lilas.2026"]\nbase = "coinche-maison"\n'
                     '[rule-sets."клуб-сирень"]\nbase = "belote-maison"\n', encoding="utf-8")
    monkeypatch.setenv("SCORECLI_RULES", str(rules))
    result = run("rules")
    assert result.exit_code == 0 and "club-lilas.2026" in result.output
    assert "клуб-сирень" in result.output


# ---- S4: names in the questions and in edit's warning

def test_questions_print_names_escaped(tmp_path, monkeypatch):
    path = new_match(tmp_path / "m.toml", "--ns", "Nous" + HOSTILE, "--ew", "Eux\x1b[2J",
                     "--player", "s=Zoé\x1b]0;T\x07")
    result = run("deal", path, "-i", input="s\n100h\n100\nlast ns\ny\n")
    assert result.exit_code == 0, result.output
    assert_no_raw_controls(result.output)
    assert run("edit", path, "1", "--note", "n\x1b]0;x\x07").exit_code == 0
    from scorecli import cli
    import scorecli.cli.deals  # noqa: F401 (loaded, to stand in for its parts)
    monkeypatch.setattr(cli.terminal, "on_terminal", lambda: True)  # edit asks on a terminal only
    result = run("edit", path, "1", input="\n\n\n\n\ny\n")
    assert "as recorded" in result.output
    assert_no_raw_controls(result.output)


def test_edits_warning_prints_names_escaped(tmp_path):
    path = new_match(tmp_path / "w.toml", "--ns", "Nous" + HOSTILE)
    run("set", path, "-o", "target=300")
    assert run("deal", path, "--taker", "e", "--trump", "hearts", "--contract", "80",
               "--points", "ew=100", "--last", "ew").exit_code == 0
    assert run("deal", path, *D).exit_code == 0
    assert run("deal", path, *D).exit_code == 0
    result = run("edit", path, "1", "--taker", "s", "--points", "ns=100", "--last", "ns")
    assert result.exit_code == 0, result.output
    assert "Warning" in result.output
    assert_no_raw_controls(result.output)


# ---- S6: a planted journal

def test_a_planted_journal_cannot_drive_the_terminal(tmp_path):
    path = new_match(tmp_path / "m.toml")
    assert run("deal", path, *D).exit_code == 0
    assert run("undo", path).exit_code == 0
    journal = tmp_path / ".m.toml.undo"
    data = json.loads(journal.read_text())
    data["removed"][0]["block"] += "# \x1b]0;X\x07\x1b[2J\u202e\n"
    journal.write_text(json.dumps(data))
    result = run("undo", "--list", path)
    assert result.exit_code == 0
    assert_no_raw_controls(result.output)
    assert "\\x1b]0;X\\x07" in result.output


# ---- C1, C2, C5: never an internal error, above all after a write

def test_an_output_stream_that_cannot_say_the_words(tmp_path):
    path = new_match(tmp_path / "m.toml", "--ns", "Nœud", "--ew", "Ёж")
    assert run("deal", path, *D).exit_code == 0
    for lang in ("fr", "ru"):
        before = path.read_text()
        done = scorecli("--lang", lang, "edit", path, "1", "--points", f"ns={90 if lang == 'fr' else 91}",
                        env={"PYTHONIOENCODING": "latin-1"})
        assert done.returncode == 0, done.stderr
        assert path.read_text() != before
        done = scorecli("--lang", lang, "show", path, env={"PYTHONIOENCODING": "cp1252"})
        assert done.returncode == 0, done.stderr
        assert b"?" in done.stdout


def test_a_failure_after_the_save_says_it_was_saved(tmp_path, monkeypatch):
    from scorecli import cli
    import scorecli.cli.deals  # noqa: F401 (loaded, to stand in for its parts)

    path = new_match(tmp_path / "m.toml")

    def broken(*args, **kw):
        raise RuntimeError("printing failed")

    monkeypatch.setattr(cli.deals, "_recorded", broken)
    result = run("deal", path, *D)
    assert result.exit_code == 1
    assert "was saved" in result.output and "internal error" not in result.output
    assert len(path.read_text().split("[[deals]]")) == 2
    assert run("show", path, "--bogus").exit_code == 2


@pytest.mark.parametrize("columns", ["\u00b2", "\u0663\u0660", "-3", "0", "abc", "99999999999999999999"])
def test_a_bad_columns_is_ignored(tmp_path, columns):
    path = new_match(tmp_path / "m.toml")
    result = run("deal", path, *D, env={"COLUMNS": columns})
    assert result.exit_code == 0, result.output
    shown = run("show", path, env={"COLUMNS": columns})
    # Ignored: the screen is laid out as with no COLUMNS at all, not folded to 3 or 0.
    assert (shown.exit_code, shown.output) == (0, run("show", path).output)


@pytest.mark.parametrize("args", [
    ["new", "{dir}/x.toml", "--rules", "coinche-maison", "--ns", b"Chlo\xe9"],
    ["deal", "{m}", *D, "--note", b"caf\xe9"],
    ["deal", "{m}", "s", "80", b"c\xe6ur", "100"],
    ["set", "{m}", "--title", b"\xff"],
    ["set", "{m}", "--player", b"n=\xe9"],
    ["edit", "{m}", "1", "--note", b"\xe9"],
])
def test_a_byte_that_is_not_utf8_in_an_argument(tmp_path, args):
    path = new_match(tmp_path / "m.toml")
    assert run("deal", path, *D).exit_code == 0
    before = path.read_bytes()
    argv = [a.replace("{dir}", str(tmp_path)).replace("{m}", str(path)) if isinstance(a, str)
            else a for a in args]
    done = subprocess.run([sys.executable, "-m", "scorecli",
                           *[a if isinstance(a, bytes) else os.fsencode(a) for a in argv]],
                          capture_output=True)
    assert done.returncode in (1, 2), done.stderr
    assert b"internal error" not in done.stderr and b"UTF-8" in done.stderr
    assert path.read_bytes() == before
    assert not (tmp_path / "x.toml").exists()


@pytest.mark.parametrize("flag", ["--points", "--score"])
@pytest.mark.parametrize("number", ["\u00b2", "\u0663", "\u2466"])
def test_points_that_are_digits_but_not_decimal(tmp_path, flag, number):
    path = new_match(tmp_path / "m.toml")
    args = ([*D[:6], "--points", f"ns={number}", "--last", "ns"] if flag == "--points"
            else ["--score", f"ns={number}", "--score", "ew=0"])
    result = run("deal", path, *args)
    assert result.exit_code in (1, 2), result.output
    assert "internal error" not in result.output
    result = run("score", "--rules", "coinche-maison", *D[:6], "--points", f"ns={number}")
    assert result.exit_code in (1, 2) and "internal error" not in result.output


# ---- C4, C8: the rules file and the catalogs are read inside the boundary

def test_a_deeply_nested_rules_file(tmp_path, monkeypatch):
    deep = tmp_path / "deep.toml"
    deep.write_text('[rule-sets.club]\nbase = "coinche-maison"\ntitle = ' + "[" * 3000
                    + "]" * 3000 + "\n")
    path = new_match(tmp_path / "m.toml")
    monkeypatch.setenv("SCORECLI_RULES", str(deep))
    result = run("show", path)
    assert result.exit_code == 1
    assert str(deep) in result.output and "internal error" not in result.output


def test_a_corrupt_catalog_falls_back_to_english(tmp_path, monkeypatch):
    locale = tmp_path / "locale" / "ru" / "LC_MESSAGES"
    locale.mkdir(parents=True)
    (locale / "scorecli.mo").write_bytes(b"\x00junk" * 40)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    path = new_match(tmp_path / "m.toml")
    result = run("--lang", "ru", "show", path)
    assert result.exit_code == 0, result.output
    assert "scorecli.mo" in result.output and "English" in result.output


# ---- W5: not enough memory is said as such

def test_set_out_of_memory_says_so(tmp_path, monkeypatch):
    from scorecli.store import tomlspans

    path = new_match(tmp_path / "m.toml", "--ns", "Nous")
    before = path.read_bytes()

    def no_memory(*args, **kw):
        raise MemoryError

    import tomlkit
    monkeypatch.setattr(tomlkit, "parse", no_memory)
    monkeypatch.setattr(tomlspans, "statements", no_memory)
    result = run("set", path, "--title", "x")
    assert result.exit_code == 1
    assert "memory" in result.output
    assert path.read_bytes() == before


# ---- P5: long text without spaces is cut in linear time, and cut right

def test_wrapping_a_long_word_keeps_every_character():
    from scorecli.render import wrap_text

    word = "".join(chr(0x41 + n % 26) for n in range(100_003))
    lines = wrap_text(word, 80, first="  1  ", rest="     ")
    assert all(len(line) <= 80 for line in lines)
    assert "".join(line[5:] for line in lines) == word
    wide = "漢" * 1001
    lines = wrap_text(wide, 41)
    assert "".join(lines) == wide and all(len(line) <= 20 for line in lines)


# ---- every command and question, with hostile names everywhere

def test_every_command_with_hostile_names(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from scorecli import cli
    import scorecli.cli.deals  # noqa: F401 (loaded, to stand in for its parts)
    from scorecli.cli import main

    rules = tmp_path / "rules.toml"
    rules.write_text('[rule-sets.club]\nbase = "coinche-maison"\ntitle = "T\\u001b]0;X\\u0007"\n',
                     encoding="utf-8")
    monkeypatch.setenv("SCORECLI_RULES", str(rules))
    season = tmp_path / "season"
    season.mkdir()
    path = season / "m.toml"
    new_match(path, "--ns", "N" + HOSTILE, "--ew", "E\x1b[2J", "--title", "Ti" + HOSTILE,
              "--player", "n=An\x1b]52;c;eA==\x07", "--player", "s=Zo\u202e",
              "--player", "e=B\x9b1m", "--player", "w=D\x07")
    (season / "broken\x1b[2J.toml").write_text("[", encoding="utf-8")
    note = ["--note", "no" + HOSTILE]
    monkeypatch.setattr(cli.terminal, "on_terminal", lambda: True)
    commands = [
        (["deal", path, *D, *note], None),
        (["deal", path], "n\n100h\nns 100\nlast ns note typed\ny\n"),
        (["deal", path, "-i", "s"], "100h\n100\n\ny\n"),
        (["edit", path, "1", "--points", "ns=90"], None),
        (["edit", path, "2"], "\n\n\n\n\n\ny\n"),
        (["undo", path], None), (["undo", "--list", path], None),
        (["undo", "--restore", path], None),
        (["set", path, "--ns", "M\x1b[2J"], None), (["set", path, "--title", "x\x07"], None),
        (["show", path], None), (["show", path, "--chart"], None), (["show", path, "--last", "1"], None),
        (["show", path, "--rules", "club"], None), (["explain", path], None),
        (["explain", path, "1", "--rules", "club"], None),
        (["compare", path, "--rules", "club", "--rules", "coinche-officielle"], None),
        (["check", path], None), (["rules"], None), (["rules", "club"], None),
        (["score", "--rules", "club", *D], None), (["score", "--rules", "club"], "s\n100h\n100\nlast ns\n"),
        (["standings", season], None), (["stats", season], None),
        (["stats", season, "--by", "player"], None),
        (["export", path, "-o", tmp_path / "x.csv", "--csv"], None),
        (["deal", path, "--taker", "zz\x1b[2J", "--trump", "h"], None),
        (["edit", path, "99\x07"], None), (["new", tmp_path / "n\x1b[2J.toml", "--rules", "club",
                                            "--ns", "A\x1b]0;x\x07"], None),
    ]
    for width in ("40", "120"):
        for args, answers in commands:
            result = CliRunner().invoke(main, [str(a) for a in args],
                                                       input=answers, env={"COLUMNS": width})
            assert "internal error" not in result.stderr, (args, result.stderr)
            assert result.exit_code in (0, 1, 2), (args, result.exit_code, result.stderr)
            assert_no_raw_controls(result.stdout)
            assert_no_raw_controls(result.stderr)
            HOSTILE_SEEN.append((args[0], result.exit_code))
    assert len({name for name, code in HOSTILE_SEEN if code == 0}) >= 12, [h for h in HOSTILE_SEEN if h[1]]


HOSTILE_SEEN: list = []


def test_a_huge_title_is_cut_in_listings(tmp_path, monkeypatch):
    rules = tmp_path / "rules.toml"
    rules.write_text('[rule-sets.club]\nbase = "coinche-maison"\ntitle = "' + "y" * 100_000
                     + '"\n', encoding="utf-8")
    monkeypatch.setenv("SCORECLI_RULES", str(rules))
    for args in (["rules"], ["rules", "club"]):
        result = run(*args, env={"COLUMNS": "100"})
        assert result.exit_code == 0
        assert len(result.output) < 20_000 and "…" in result.output


def test_a_damaged_catalog_is_said_once(tmp_path, monkeypatch, capsys):
    locale = tmp_path / "locale" / "ru" / "LC_MESSAGES"
    locale.mkdir(parents=True)
    (locale / "scorecli.mo").write_bytes(b"\x00junk" * 40)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    try:
        for _time in range(2):  # LANGUAGE=ru, then --lang ru: chosen twice
            i18n.choose("ru")
            i18n.catalog()
    finally:
        i18n.choose("en")
    assert capsys.readouterr().err.count("cannot be read") == 1
