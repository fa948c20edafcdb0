"""At the table: interactive entry, --bid, the scoreboard, colour, export, completion."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys

import pytest

from conftest import EXAMPLES, HEAD, run
from scorecli.render import display_width
from scorecli.store import MatchFile

NAMES = '[teams]\nns = "Nous"\new = "Eux"\n[players]\nn = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n'


def test_interactive_asks_four_questions(match_file):
    path = match_file(HEAD.format("coinche-maison") + NAMES)
    result = run("deal", path, "-i", input="chloé\n100h x2\n98\n\ny\n")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "Deal 1 · Nous 0 - Eux 0\n"
        "Who took? Anna, Boris, Chloé, David, or n e s w: chloé\n"
        "Contract? 100h, 80 nt x2, capot ♠: 100h x2\n"
        "Points of Nous, without the last trick? 82, 82 70, EW 70, capot: 98\n"
        "  Nous 98, Eux 54\n"
        "Anything else? last, belote, NS tierce, note [last NS]: \n"
        "As understood: s (Chloé) 100 hearts coinche, points Nous 98, last trick Nous.\n"
        "Deal 1: s (Chloé) 100 hearts coinche (Nous 98, Eux 54), made: Nous +520, Eux 0. Totals: Nous 520, "
        "Eux 0.\n"
        "Save this deal? [Y/n]: y\n"
        "Saved as deal 1.\n")
    shown = json.loads(run("show", path, "--json").stdout)
    assert shown["deals"][0]["taker"] == "s"
    assert shown["total"] == {"ns": 520, "ew": 0}


def test_interactive_reasks_bad_answers_at_once(match_file):
    path = match_file(HEAD.format("coinche-maison") + NAMES)
    answers = "bob\nanna\n90 purple\n70sa\n90sa\nns 200\nnous 60\nnobody\nlast eux ns tierce-K\ny\n"
    out = run("deal", path, "--interactive", input=answers).stdout
    assert out == (
        "Deal 1 · Nous 0 - Eux 0\n"
        "Who took? Anna, Boris, Chloé, David, or n e s w: bob\n"
        "  'bob': no one of that name at this table (Anna, Boris, Chloé, David)\n"
        "Who took? Anna, Boris, Chloé, David, or n e s w: anna\n"
        "Contract? 100h, 80 nt x2, capot ♠: 90 purple\n"
        "  'purple' is not a trump: say clubs, diamonds, hearts, spades or no-trump\n"
        "Contract? 100h, 80 nt x2, capot ♠: 70sa\n"
        "  70 is not a bid in coinche-maison (bids from 80 to 240 in steps of 10, capot or "
        "generale)\n"
        "Contract? 100h, 80 nt x2, capot ♠: 90sa\n"
        "Points of Nous, without the last trick? 65, 65 55, EW 55, capot: ns 200\n"
        "  200: the cards hold 120; card points are counted without the last trick's 10\n"
        "Points of Nous, without the last trick? 65, 65 55, EW 55, capot: nous 60\n"
        "  Nous 60, Eux 60\n"
        "Anything else? last, NS tierce, note [last NS]: nobody\n"
        "  'nobody': not understood; for example last ew, tierce-K ns, note Anna "
        "dealt\n"
        "Anything else? last, NS tierce, note [last NS]: "
        "last eux ns tierce-K\n"
        "As understood: n (Anna) 90 no-trump, points Nous 60, last trick Eux, tierce to the king (Nous).\n"
        "Deal 1: n (Anna) 90 no-trump (Nous 60, Eux 60; tierce to the king (Nous)), failed: Nous 0, Eux +270. Totals: Nous 0, Eux 270.\n"
        "Save this deal? [Y/n]: y\n"
        "Saved as deal 1.\n")


def test_interactive_no_saves_nothing(match_file):
    path = match_file(HEAD.format("belote-maison"))
    before = path.read_bytes()
    out = run("deal", path, "-i", "--taker", "s", "--trump", "h", input="82\n\nn\n").stdout
    assert out == ("Deal 1 · NS 0 - EW 0\n"
                   "Points of NS, without the last trick? 82, 82 70, EW 70, capot: "
                   "82\n"
                   "  NS 82, EW 70\n"
                   "Anything else? last, belote, NS tierce, note [last NS]: \n"
                   "As understood: s hearts, points NS 82, last trick NS.\n"
                   "Deal 1: s hearts (NS 82, EW 70), made: NS +92, EW +70. Totals: NS 92, EW 70.\n"
                   "Save this deal? [Y/n]: n\n"
                   "Nothing was saved.\n")
    assert path.read_bytes() == before


def test_interactive_capot_and_generale_answers(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, "-i", input="e\ngenerale d x2\ngenerale\n\ny\n").stdout
    assert "Deal 1: e générale diamonds coinche (EW 152, NS 0), made, générale: NS 0, EW +1500. " \
        "Totals: NS 0, EW 1500.\n" in out
    assert out.endswith("Saved as deal 1.\nEW won the match 1500 to 0 at deal 1 (target 1000).\n")
    assert "This deal wins the match for EW.\n" in out


def test_interactive_one_line_answers_back_and_hints(match_file):
    path = match_file(HEAD.format("belote-maison") + NAMES)
    answers = "s 82\nback\nsud\ntrèfle\n162\n152\nback\ncapot\nbelote nous\noui\n"
    out = run("deal", path, "-i", input=answers).stdout
    assert out == (
        "Deal 1 · Nous 0 - Eux 0\n"
        "Who took? Anna, Boris, Chloé, David, or n e s w: s 82\n"
        "Trump? h ♥ cœur, s ♠, d, c, sa: back\n"
        "Who took? Anna, Boris, Chloé, David, or n e s w [s 82]: sud\n"
        "Trump? h ♥ cœur, s ♠, d, c, sa: trèfle\n"
        "Points of Nous, without the last trick? 82, 82 70, EW 70, capot: 162\n"
        "  162 is 152 + the 10 of the last trick: card points are counted without it, so the "
        "most is 152\n"
        "Points of Nous, without the last trick? 82, 82 70, EW 70, capot: 152\n"
        "  Nous 152, Eux 0\n"
        "  Hint: Nous took every card point; if it won every trick, answer `back` and then: "
        "capot NS\n"
        "Anything else? last, belote, NS tierce, note [last NS]: back\n"
        "Points of Nous, without the last trick? 82, 82 70, EW 70, capot [152]: capot\n"
        "Anything else? last, belote, NS tierce, note: belote nous\n"
        "As understood: s (Chloé) clubs, capot Nous, belote Nous.\n"
        "Deal 1: s (Chloé) clubs (Nous 152, Eux 0; belote Nous), made, capot: Nous +272, Eux 0. Totals: Nous 272, Eux 0.\n"
        "Save this deal? [Y/n]: oui\n"
        "Saved as deal 1.\n")


def test_interactive_keeps_the_words_given_and_asks_the_last_trick(match_file):
    path = match_file(HEAD.format("belote-maison") + NAMES)
    out = run("deal", path, "-i", "s", "hearts", "82", "belote", "ns", input="\n\n").stdout
    assert out.startswith("Deal 1 · Nous 0 - Eux 0\n"
                          "Anything else? last, belote, NS tierce, note [last NS]: \n")
    deal = MatchFile.read(path).match.deals[0]
    assert (deal.belote, deal.last) == (("ns",), "ns")


def test_a_capot_contract_offers_capot_for_the_points(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, "-i", "s", "capot", "h", input="\n\n\n").stdout
    assert "Points of NS, without the last trick? 82, 82 70, EW 70, capot [capot]: \n" in out
    assert out.endswith("Saved as deal 1.\n")


def test_interactive_names_with_spaces_and_russian_words(match_file):
    path = match_file(HEAD.format("bazar-blot") + '[teams]\nns = "Արամ ու Անի"\new = "Մենք"\n')
    out = run("deal", path, "-i", input="юг\n9 черви x2\nԱրամ ու Անի 92\nбелот юг\nда\n").stdout
    assert ("Deal 1: s 9 hearts coinche (Արամ ու Անի 92, Մենք 60; belote Արամ ու Անի), made: Արամ ու Անի +36, Մենք 0. "
            "Totals: Արամ ու Անի 36, Մենք 0.\n") in out
    assert "Contract? 10h, 8 nt x2, capot ♠" in out  # examples valid for bazar blot


def test_not_a_terminal_missing_flags_is_an_error(match_file):
    path = match_file(HEAD.format("belote-maison"))
    result = run("deal", path, "--taker", "s", input="")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: missing the trump (--trump h), the card points "
                                  "(--points ns=82) and the last trick (--last ns or ew)\n")


def test_bid_flag(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, "--taker", "s", "--bid", "100h x2", "--points", "ns=98",
              "--last", "ns").stdout
    assert out == "Deal 1: s 100 hearts coinche (NS 98, EW 54), made: NS +520, EW 0. Totals: NS 520, EW 0.\n"
    clash = run("deal", path, "--taker", "s", "--bid", "100h", "--trump", "s",
                "--points", "ns=98", "--last", "ns")
    # A usage mistake, as every clash of flags is (issue 19: it was exit 1).
    assert clash.exit_code == 2
    assert clash.stderr.endswith("\nError: --bid '100h' says the contract and trump: leave out "
                                 "--contract and --trump\n")


def test_scoreboard_names_bars_dealer_and_notes():
    out = run("show", EXAMPLES / "belote-maison.toml").stdout
    assert out.startswith("Sunday at the club\nRules: belote-maison, started 2026-11-22 15:30\n"
                          "Nous (Anna & Chloé) against Eux (Boris & David)\n")
    assert out.endswith(
        "Nous  ███████████████████████░░░░░░░    782/1000  needs 218\n"
        "Eux   ██████████████████████░░░░░░░░    740/1000  needs 260\n"
        "Next to deal: e (Boris)\n\n"
        "Notes:\n"
        "    2  litige: 81 each, the 81 wait for the next deal\n"
        "    4  David misjudged the diamonds: dedans\n")


def test_scoreboard_says_the_winner(tmp_path):
    out = run("show", EXAMPLES / "coinche-701.toml").stdout
    assert "Nous won the match 1020 to 654 at deal 4 (target 701).\n" in out
    assert "Next to deal" not in out


def test_chart():
    out = run("show", EXAMPLES / "coinche-701.toml", "--chart").stdout
    chart = out[out.index("1020 ┤"):]
    lines = chart.splitlines()
    assert lines[3].startswith(" 701 ┤┄┄┄┄")
    assert lines[-1] == "      ● Nous   ○ Eux   ◆ both   ┄┄ target 701"
    assert lines[-2].startswith("      deal 0") and lines[-2].endswith("deal 4")
    assert "●" in lines[0]  # NS ends above the target
    assert len({len(line) for line in lines[:12]}) == 1  # every row as wide


def test_colour_only_when_asked_or_on_a_terminal(match_file):
    path = EXAMPLES / "coinche-701.toml"
    assert "\x1b[" not in run("show", path).stdout  # not a terminal
    coloured = run("--color", "always", "show", path).stdout
    assert "\x1b[32m\x1b[1mNous won the match" in coloured
    assert "\x1b[" not in run("--color", "never", "show", path).stdout


def test_no_color_on_a_real_terminal(tmp_path):
    """NO_COLOR is honoured where scorecli would colour: a real terminal (a pty)."""
    pytest.importorskip("pty")
    script = ("import pty, sys; pty.spawn([sys.executable, '-m', 'scorecli', 'show', "
              f"{str(EXAMPLES / 'coinche-701.toml')!r}])")
    env = dict(os.environ)
    coloured = subprocess.run([sys.executable, "-c", script], capture_output=True, env=env)
    env["NO_COLOR"] = "1"
    plain = subprocess.run([sys.executable, "-c", script], capture_output=True, env=env)
    assert b"\x1b[32m" in coloured.stdout
    assert b"\x1b[" not in plain.stdout


def test_wide_characters_keep_columns_aligned(match_file):
    path = match_file(HEAD.format("bazar-blot") + '[teams]\nns = "Արամ և Անի"\new = "Дима и Лена"\n'
                      '[players]\ns = "北京"\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 9\npoints = { ns = 92 }\nlast = "ns"\n')
    out = run("show", path).stdout
    header, rule, row = out[out.index("  #"):].splitlines()[:3]
    assert row.startswith("  1  s (北京)  ")

    def column(line: str, text: str) -> int:  # display column where `text` starts
        return display_width(line[:line.index(text)])
    assert column(row, "made") == column(header, "result")
    # Right-aligned scores end where their (Armenian) header ends.
    assert column(row, "19") + 2 == column(header, "Արամ և Անի") + display_width("Արամ և Անի")
    assert display_width(header) == display_width(rule)
    bars = [line for line in out.splitlines() if "/101" in line]
    assert len({display_width(line[:line.index("/")]) for line in bars}) == 1


def test_export_csv_and_json(tmp_path):
    path = EXAMPLES / "belote-maison.toml"
    rows = list(csv.DictReader(io.StringIO(run("export", path, "--csv").stdout)))
    assert len(rows) == 7
    assert rows[1] == {
        "number": "2", "dealer": "w", "taker": "s", "taker_name": "Chloé", "trump": "hearts",
        "contract": "", "coinche": "", "points Nous": "71", "points Eux": "81", "last": "ns",
        "capot": "", "generale": "", "belote": "", "announcements Nous": "",
        "announcements Eux": "", "note": "litige: 81 each, the 81 wait for the next deal",
        "result": "litige", "score Nous": "0", "score Eux": "81", "total Nous": "55",
        "total Eux": "208", "held": "81", "after_win": "false"}
    data = json.loads(run("export", path, "--json").stdout)
    assert data["deals"][-1]["total_ns"] == data["total"]["ns"] == 782
    assert data["players"]["s"] == "Chloé" and data["options"]["target"] == 1000
    out = tmp_path / "history.csv"
    assert run("export", path, "--csv", "-o", out).stdout == f"Wrote 7 deals to {out}.\n"
    assert out.read_bytes().startswith("\ufeffnumber,dealer,taker".encode())  # for spreadsheets
    assert not run("export", path, "--csv").stdout.startswith("\ufeff")
    assert run("export", path).exit_code == 2


def test_export_never_over_the_match(match_file):
    path = match_file(HEAD.format("belote-maison"))
    before = path.read_bytes()
    result = run("export", path, "--csv", "-o", path)
    assert (result.exit_code, result.stderr) == (
        1, f"Error: --output {path}: that is the match file itself; choose another file\n")
    assert path.read_bytes() == before


@pytest.mark.parametrize("words,cword,expected", [
    ("scorecli new x.toml --rules coi", 4, ["coinche-maison", "coinche-officielle", "coinche-701",
                                            "coinche-annonces", "coinche-scoreit",
                                            "coinche-carg", "coinche-scorecontree"]),
    ("scorecli deal x.toml --taker ", 4, ["n", "e", "s", "w"]),
    ("scorecli deal x.toml --last ", 4, ["ns", "ew"]),
    ("scorecli rules b", 2, ["belote-maison", "belote-officielle", "bazar-blot",
                             "belote-scoreit", "belote-scorehub"]),
])
def test_shell_completion(words, cword, expected):
    env = dict(os.environ, COMP_WORDS=words, COMP_CWORD=str(cword),
               _SCORECLI_COMPLETE="bash_complete")
    out = subprocess.run([sys.executable, "-m", "scorecli"], capture_output=True, text=True,
                         env=env).stdout
    assert [line.split(",", 1)[1] for line in out.splitlines()] == expected


def test_new_records_players_and_the_first_dealer(tmp_path):
    path = tmp_path / "m.toml"
    result = run("new", path, "--rules", "belote-maison", "--player", "n=Anna",
                 "--player", "south=Chloé", "--dealer", "w")
    assert result.exit_code == 0, result.output
    text = path.read_text()
    assert 'dealer = "w"' in text and '[players]\nn = "Anna"\ns = "Chloé"\n' in text
    assert run("deal", path, "--taker", "chloé", "--trump", "h", "--points", "ns=82",
               "--last", "ns").exit_code == 0
    assert run("show", path).stdout.endswith("Next to deal: s (Chloé)\n")
    bad = run("new", tmp_path / "x.toml", "--rules", "belote-maison", "--player", "q=Bob")
    assert (bad.exit_code, bad.stderr) == (1, "Error: 'q' is not a seat: use n, e, s or w\n")
