"""The commands as a person uses them, with exact output."""

from __future__ import annotations

import json
import re

from conftest import run

HEAD = "format = 1\nrules = \"belote-maison\"\n"


def record(path, *deals):
    for flags in deals:
        result = run("deal", path, *flags)
        assert result.exit_code == 0, result.output


def test_new_then_deals_then_show_table(tmp_path):
    path = tmp_path / "m.toml"
    result = run("new", path, "--rules", "belote-maison", "--ns", "Nous", "--ew", "Eux",
                 "--target", "300", "--title", "Friday")
    assert result.exit_code == 0
    assert result.stdout == f"Created {path}: belote-maison, first to 300, Nous against Eux.\n"
    text = path.read_text()
    assert re.search(r"^started = \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$", text, re.M)
    path.write_text(re.sub(r"^started = .*$", "started = 2026-11-29T20:15:00", text, flags=re.M))
    out = [run("deal", path, *flags).stdout for flags in (
        ["--taker", "s", "--trump", "hearts", "--points", "ns=71", "--last", "ns"],
        ["--taker", "e", "--trump", "spades", "--points", "ew=100", "--last", "ew",
         "--belote", "ew"],
        ["--taker", "n", "--trump", "no-trump", "--capot", "ns"],
    )]
    assert out == [
        "Deal 1: s hearts (Nous 71, Eux 81), litige: Nous 0, Eux +81. Totals: Nous 0, Eux 81. Held: 81.\n",
        "Deal 2: e spades (Eux 100, Nous 52; belote Eux), made, +81 pot: Nous +52, Eux +211. Totals: Nous 52, Eux 292.\n",
        "Deal 3: n no-trump (Nous 120, Eux 0), made, capot: Nous +220, Eux 0. Totals: Nous 272, Eux 292.\n",
    ]
    assert run("show", path).stdout == """\
Friday
Rules: belote-maison, first to 300, started 2026-11-29 20:15
Nous against Eux

  #  taker    deal      result         extras        Nous    Eux    Nous total    Eux total    held
---  -------  --------  -------------  ----------  ------  -----  ------------  -----------  ------
  1  s        hearts    litige                          0     81             0           81      81
  2  e        spades    made, +81 pot  belote Eux      52    211            52          292
  3  n        no-trump  made, capot                   220      0           272          292
     total                                                                 272          292

Nous  ███████████████████████████░░░    272/300  needs 28
Eux   █████████████████████████████░    292/300  needs 8
"""


def test_show_other_table_format(match_file):
    path = match_file(HEAD + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'points = { ns = 82 }\nlast = "ns"\nbelote = "ns"\n')
    # A table format asked for prints that table alone, to paste where it goes.
    assert run("show", path, "--format", "github").stdout == """\
|   # | taker   | deal   | result   | extras    |   NS |   EW |   NS total |   EW total |   held |
|-----|---------|--------|----------|-----------|------|------|------------|------------|--------|
|   1 | s       | hearts | made     | belote NS |  112 |   70 |        112 |         70 |        |
|     | total   |        |          |           |      |      |        112 |         70 |        |
"""
    bad = run("show", path, "--format", "nope")
    assert bad.exit_code == 2  # a usage mistake
    assert "Error: --format 'nope' is not a table format; use one of: " in bad.stderr


def test_show_json_keys(match_file):
    path = match_file(HEAD + '[teams]\nns = "A"\new = "B"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\npoints = { ns = 82 }\nlast = "ns"\n')
    data = json.loads(run("show", path, "--json").stdout)
    assert data == {"rules": "belote-maison", "target": 1000, "teams": {"ns": "A", "ew": "B"},
                    "deals": [{"number": 1, "taker": "s", "result": "made",
                               "score": {"ns": 92, "ew": 70}, "total": {"ns": 92, "ew": 70},
                               "held": 0, "from": "points"}],
                    "total": {"ns": 92, "ew": 70}, "held": 0, "winner": None,
                    "drawn": False}


def test_new_refuses_to_overwrite(tmp_path):
    path = tmp_path / "m.toml"
    path.write_text("keep me")
    result = run("new", path, "--rules", "belote-maison")
    assert result.exit_code == 1
    assert result.stderr == f"Error: {path}: already exists; scorecli new never overwrites a match\n"
    assert path.read_text() == "keep me"


def test_unknown_rule_set(tmp_path):
    result = run("new", tmp_path / "m.toml", "--rules", "whist")
    assert result.exit_code == 1
    assert result.stderr == ("Error: unknown rule set 'whist'; the rule sets are: belote-maison, "
                             "belote-officielle, coinche-maison, coinche-officielle, "
                             "coinche-701, bazar-blot, coinche-annonces, belote-scoreit, coinche-scoreit, "
                             "coinche-carg, coinche-scorecontree, belote-scorehub\n")
    assert not (tmp_path / "m.toml").exists()


def test_deal_errors_name_the_value_and_leave_the_file(match_file):
    path = match_file(HEAD)
    before = path.read_bytes()
    cases = {
        ("--taker", "x", "--trump", "hearts", "--points", "ns=80", "--last", "ns"):
            "Error: 'x' is not a seat: use n, e, s or w\n",
        ("--taker", "s", "--trump", "hearts", "--points", "ns=153", "--last", "ns"):
            "Error: 153 is more than the "
            "152 card points of a trump deal\n",
        ("--taker", "s", "--trump", "hearts", "--points", "ns=151", "--last", "ns",
         "--contract", "80", "--belote", "ns", "--belote", "ns"):
            "Error: deal 1 cannot be recorded:\n"
            "  80: belote-maison has no bids; the taker chose trump, so "
            "leave the contract out\n"
            "  151: no set of cards makes 151 points in a trump deal\n"
            "  belote said more than once, but a trump deal has only one (the trump king and queen)\n",
        ("--taker", "s", "--trump", "purple", "--points", "ns=80", "--last", "ns"):
            "Error: 'purple' is not a trump: use clubs, diamonds, hearts, spades, no-trump, "
            "all-trump (or h, s, d, c, nt, at; cœur, sans atout; черви, без козыря)\n",
        ("--taker", "s", "--trump", "hearts", "--points", "ns=eighty", "--last", "ns"):
            "Error: 'eighty' is not a number of card points\n",
        ("--taker", "s", "--trump", "hearts", "--points", "80", "--last", "ns"):
            "Error: --points '80': write TEAM=N, for example 'ns=98'\n",
        ("--taker", "s", "--trump", "hearts", "--points", "ns=80", "--last", "ns",
         "--announce", "ns=tierce-8"):
            "Error: 'tierce-8' is not an announcement: a tierce tops at the ace down to the nine\n",
        ("--taker", "s", "--trump", "no-trump", "--points", "ns=60", "--last", "ns",
         "--belote", "ns"):
            "Error: there is no belote in a "
            "no-trump deal: it needs a trump king and queen\n",
        ("--taker", "s", "--trump", "hearts", "--points", "ns=80", "--points", "ew=80",
         "--last", "ns"):
            "Error: NS 80 + EW 80 = 160, but "
            "the cards of a trump deal add up to 152\n",
        ("--taker", "s", "--trump", "hearts", "--points", "ew=10", "--capot", "ns"):
            "Error: 10: NS made a capot, so "
            "EW won no trick and no points\n",
    }
    for flags, message in cases.items():
        result = run("deal", path, *flags)
        assert (result.exit_code, result.stderr) == (1, message), flags
        assert path.read_bytes() == before


def test_a_missing_part_of_a_deal_is_a_usage_mistake(match_file):
    path = match_file(HEAD)
    result = run("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=80")
    assert (result.exit_code, result.stderr.splitlines()[-1]) == (2, "Error: missing the last trick (--last ns or ew)")


def test_usage_mistakes_exit_2(match_file):
    path = match_file(HEAD)
    result = run("deal", path, "--taker", "s", "--trump", "hearts")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: missing the card points (--points ns=82) and the last "
                                  "trick (--last ns or ew)\n")
    assert run("deal", path, "--bogus").exit_code == 2


def test_check_reports_every_problem_with_its_key(match_file):
    path = match_file(HEAD + 'colour = "red"\n\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'points = { ns = 153, ew = 0 }\nlast = "ns"\n\n[[deals]]\ntaker = "q"\n'
                      'trump = "no-trump"\npoints = { ns = 60 }\nlast = "ns"\n\n[[deals]]\n'
                      'taker = "s"\ntrump = "no-trump"\npoints = { ns = 60 }\nlast = "ns"\n'
                      'belote = ["ns"]\nannouncements = { ew = ["quarte-trump"] }\n')
    result = run("check", path)
    assert result.exit_code == 1
    assert result.stderr == f"""\
Error: {path}: 5 problems
  colour: unknown key; the keys here are: format, rules, variant, title, started, dealer, teams, players, options, deals
  deals[1].points.ns: 153 is more than the 152 card points of a trump deal
  deals[2].taker: 'q' is not a seat; use one of: n, e, s, w
  deals[3].belote: there is no belote in a no-trump deal: it needs a trump king and queen
  deals[3].announcements.ew[1]: 'quarte-trump': a no-trump deal has no trump sequence
"""


def test_check_syntax_error_gives_line_and_column(match_file):
    path = match_file(HEAD + "[[deals]]\ntaker = s\n")
    result = run("check", path)
    assert (result.exit_code, result.stderr) == (
        1, f"Error: {path}: line 4, column 9: TOML syntax error: Invalid value\n")


def test_check_valid(match_file):
    path = match_file(HEAD)
    assert run("check", path).stdout == f"{path}: valid, belote-maison, no deals yet.\n"


def test_missing_file_and_folder(tmp_path):
    result = run("show", tmp_path / "none.toml")
    assert (result.exit_code, result.stderr) == (
        1, f"Error: {tmp_path / 'none.toml'}: no such file (create one with `scorecli new`)\n")
    result = run("show", tmp_path)
    assert (result.exit_code, result.stderr) == (1, f"Error: {tmp_path}: is a folder, not a match file\n")


def test_won_match_refuses_deals_until_undo(match_file):
    path = match_file(HEAD + "[options]\ntarget = 100\n")
    flags = ["--taker", "s", "--trump", "hearts", "--points", "ns=100", "--last", "ns"]
    won = run("deal", path, *flags)
    assert won.stdout == ("Deal 1: s hearts (NS 100, EW 52), made: NS +110, EW +52. Totals: NS 110, EW 52.\n"
                          "NS won the match 110 to 52 at deal 1 (target 100).\n")
    refused = run("deal", path, *flags)
    assert (refused.exit_code, refused.stderr) == (
        1, f"Error: the match is over: NS won at deal 1; `scorecli undo {path}` reopens it\n")
    undone = run("undo", path)
    assert undone.stdout == (f"Removed deal 1: s hearts, points NS 100, last trick NS. Totals: NS 0, EW 0. "
                             f"`scorecli undo {path} --restore` puts it back.\n")
    assert run("deal", path, *flags).exit_code == 0


def test_undo_on_empty_match(match_file):
    path = match_file(HEAD)
    result = run("undo", path)
    assert (result.exit_code, result.stderr) == (1, f"Error: {path} has no deal to undo\n")


def test_deals_after_the_win_are_marked(match_file):
    deal = '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 100 }\nlast = "ns"\n'
    path = match_file(HEAD + "[options]\ntarget = 100\n" + deal + deal)
    out = run("show", path).stdout
    assert "made (after the win)" in out
    assert out.endswith("NS won the match 110 to 52 at deal 1 (target 100).\n"
                        "Deal 2 was played after the match was won.\n")
    assert json.loads(run("show", path, "--json").stdout)["winner"] == "ns"


def test_rules_list_and_detail():
    listing = run("rules").stdout
    assert listing == """\
rule set              game                                     target  from
--------------------  -------------------------------------  --------  ---------------------------
belote-maison         Belote, house rules (Maison)               1000  built in
belote-officielle     Belote, official rules (Officielles)       1000  built in
coinche-maison        Coinche, house rules (Maison)              1000  built in
coinche-officielle    Coinche, official rules (Officielles)      1000  built in
coinche-701           Coinche played to 701                       701  built in
bazar-blot            Armenian bazar blot                         101  built in
coinche-annonces      coinche "aux points annoncés"              1000  derived from coinche-maison
belote-scoreit        the ScoreIt app's belote                   1000  derived from belote-maison
coinche-scoreit       the ScoreIt app's coinche                  1000  derived from coinche-maison
coinche-carg          the carg app's coinche                     1000  derived from coinche-maison
coinche-scorecontree  deepblue67/scorecontree's coinche          1000  derived from coinche-maison
belote-scorehub       trivialloop/scorehub's belote               501  derived from belote-maison
"""
    detail = run("rules", "belote-officielle").stdout
    assert detail.startswith("belote-officielle: Belote, official rules (Officielles) "
                             "(scoring: belote)\n")
    for option, value in (("target", "1000"), ("no_trump_ace", "19"), ("litige", "true"),
                          ("capot_bonus", "90"), ("announcements", "best-team")):
        assert any(line.split()[:2] == [option, value] for line in detail.splitlines()), option


def test_show_rules_rescores_without_touching_the_file(match_file):
    path = match_file(HEAD + '[[deals]]\ntaker = "s"\ntrump = "no-trump"\npoints = { ns = 56 }\n'
                      'last = "ns"\n')
    before = path.read_bytes()
    maison = json.loads(run("show", path, "--json").stdout)
    officielle = json.loads(run("show", path, "--json", "--rules", "belote-officielle").stdout)
    assert maison["total"] == {"ns": 66, "ew": 64}
    assert officielle["rules"] == "belote-officielle"
    # Ace 19: the deal holds 152, so 66 against 96 is a dedans worth 162.
    assert officielle["total"] == {"ns": 0, "ew": 162}
    assert path.read_bytes() == before
