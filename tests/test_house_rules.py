"""House rules other scorekeepers use, derived rule sets, a club's rules file, fixed-length
matches and hand-scored deals: a test for each sentence, with the peers' own numbers."""

from __future__ import annotations

import json

import pytest

from conftest import HEAD, run
from scoring_helpers import make_deal, match_totals, scored
from scorecli.errors import RuleSetError
from scorecli.rules import get_rules
from scorecli.scoring import score_match
from scorecli.store import MatchFile



# ---- the peers' worked numbers, each under its derived rule set

def test_coinche_scoreit():
    assert scored("coinche-scoreit", taker="s", contract=120, coinche="coinche",
                  points={"ns": 120}, last="ns") == (500, 32, "made")  # 130 trick points
    assert scored("coinche-scoreit", taker="s", contract=120, coinche="surcoinche",
                  points={"ns": 120}, last="ns") == (1000, 32, "made")
    assert scored("coinche-scoreit", taker="s", contract=120, coinche="coinche",
                  points={"ns": 100}, last="ns") == (0, 564, "failed")  # 110 trick points


def test_coinche_carg():
    assert scored("coinche-carg", {"contract_scoring": "contract-only"}, taker="s",
                  contract=90, points={"ns": 110}, last="ew") == (90, 0, "made")
    assert scored("coinche-carg", taker="s", contract="generale", generale="s") == \
        (500, 0, "made")


def test_coinche_scorecontree():
    assert scored("coinche-scorecontree", taker="s", contract=100, coinche="coinche",
                  points={"ns": 100}, last="ns") == (360, 0, "made")  # 110 trick points
    assert scored("coinche-scorecontree", taker="s", contract=120, coinche="surcoinche",
                  points={"ns": 80}, last="ns", belote="ns") == (0, 540, "failed")


def test_belote_scorehub_keeps_the_pot_for_a_made_contract():
    litige = {"taker": "s", "points": {"ns": 71}, "last": "ns"}
    failed = {"taker": "e", "points": {"ns": 92}, "last": "ns"}  # EW took and failed
    score = score_match([make_deal(**litige), make_deal(**failed)],
                        get_rules("belote-scorehub"))
    assert (score.deals[1].score, score.held) == ({"ns": 162, "ew": 0}, 81)
    capot = {"taker": "e", "capot": "ns"}  # a defence capot
    score = score_match([make_deal(**litige), make_deal(**capot)],
                        get_rules("belote-scorehub"))
    assert (score.deals[1].score, score.held) == ({"ns": 252, "ew": 0}, 81)
    made = {"taker": "n", "points": {"ns": 90}, "last": "ns"}
    assert match_totals("belote-scorehub", [litige, failed, made])[1] == 0  # paid at last


def test_rounding_scope_match_on_coinche_officielle():
    deal = {"taker": "s", "contract": 80, "points": {"ns": 75}, "last": "ns"}  # 85 / 77
    assert match_totals("coinche-officielle", [deal, deal], {"rounding_scope": "match"})[0] \
        == {"ns": 330, "ew": 150}
    assert match_totals("coinche-officielle", [deal, deal])[0] == {"ns": 340, "ew": 160}
    exact = score_match([make_deal(**deal)] * 2,
                        get_rules("coinche-officielle", {"rounding_scope": "match"}))
    assert exact.deals[0].score == {"ns": 165, "ew": 77}  # a deal's score kept exact


# ---- a sentence each

def test_contract_only_keeps_belote_outside_and_scores_no_announcements():
    assert scored("coinche-annonces", taker="s", contract=100, coinche="coinche",
                  points={"ns": 100}, last="ns", belote="ew", ann={"ns": ["quarte"]}) == \
        (200, 20, "made")
    assert scored("coinche-annonces", taker="s", contract=100, points={"ns": 60}, last="ew") \
        == (0, 100, "failed")


def test_coinche_multiplies_contract():
    assert scored("coinche-maison", {"coinche_multiplies": "contract"}, taker="s",
                  contract=100, coinche="coinche", points={"ns": 100}, last="ns") == \
        (160 + 200, 0, "made")
    assert scored("coinche-maison", {"coinche_multiplies": "contract"}, taker="s",
                  contract=100, coinche="coinche", points={"ns": 60}, last="ew") == \
        (0, 160 + 200, "failed")


def test_belote_on_failure_defence_in_every_family():
    assert scored("belote-maison", {"belote_on_failure": "defence"}, taker="s",
                  points={"ns": 60}, last="ew", belote="ns") == (0, 162 + 20, "failed")
    assert scored("coinche-maison", {"belote_on_failure": "defence"}, taker="s",
                  contract=100, points={"ns": 60}, last="ew", belote="ns") == \
        (0, 260 + 20, "failed")
    assert scored("coinche-701", {"belote_on_failure": "defence"}, taker="s", contract=100,
                  points={"ns": 60}, last="ew", belote="ns") == (0, 162 + 100 + 20, "failed")


def test_generale_flat_scores_its_value_alone():
    assert scored("coinche-maison", {"generale_scoring": "flat"}, taker="s",
                  contract="generale", generale="s", belote="ns") == (520, 0, "made")
    assert scored("coinche-701", {"generale_scoring": "flat"}, taker="s",
                  contract="generale", generale="s", coinche="coinche") == (1000, 0, "made")


def test_an_option_the_family_does_not_use_is_an_error():
    with pytest.raises(RuleSetError, match="unknown option 'litige_pot' for coinche-maison"):
        get_rules("coinche-maison", {"litige_pot": "next-made-contract"})
    with pytest.raises(RuleSetError, match="unknown option 'coinche_multiplies' for bazar-blot"):
        get_rules("bazar-blot", {"coinche_multiplies": "contract"})
    # Bazar blot plays points faits (SPEC 5.5, second part), and no other contract scoring.
    with pytest.raises(RuleSetError, match="contract_scoring: 'contract-only' does not fit; "
                                           "write 'points-and-contract' or 'points-only'"):
        get_rules("bazar-blot", {"contract_scoring": "contract-only"})


def test_options_show_in_rules_and_work_in_compare(match_file):
    assert "coinche_multiplies" in run("rules", "coinche-maison").stdout
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 100\ncoinche = "coinche"\n'
                      'points = { ns = 100 }\nlast = "ns"\n')
    out = run("compare", path, "--rules", "coinche-maison", "--rules", "coinche-maison",
              "-o", "coinche_multiplies=contract").stdout
    assert "520 / 0 made" in out and "360 / 0 made" in out


# ---- derived rule sets, in files and in commands

def test_new_with_a_derived_set_writes_its_base_and_options(tmp_path):
    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", "coinche-scoreit").exit_code == 0
    text = path.read_text()
    assert 'rules = "coinche-maison"\nvariant = "coinche-scoreit"\n' in text
    assert "[options]\ncoinche_base = 162\nannouncements = \"each-team\"\n" \
           "coinche_multiplies = \"points\"\n" in text
    assert MatchFile.read(path).rules["coinche_base"] == 162


def test_a_file_may_name_a_derived_set(match_file):
    path = match_file(HEAD.format("belote-scorehub") + "[options]\ntarget = 700\n")
    rules = MatchFile.read(path).rules
    assert (rules["target"], rules["litige_pot"]) == (700, "next-made-contract")
    assert json.loads(run("show", path, "--json").stdout)["rules"] == "belote-scorehub"


def test_show_and_score_under_a_derived_set():
    result = run("score", "--rules", "coinche-scorecontree", "--taker", "s", "--bid",
                 "100h x2", "--points", "ns=100", "--last", "ns")
    assert "NS 360, EW 0" in result.stdout


# ---- a club's own rules file

CLUB = '''
[rule-sets.club-coinche]
base = "coinche-officielle"
title = "Coinche at the Club des Lilas"
[rule-sets.club-coinche.options]
target = 2000
belote_on_failure = "defence"
'''


def test_a_rules_file_adds_a_club_set(tmp_path, monkeypatch):
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(CLUB)
    monkeypatch.setenv("SCORECLI_RULES", str(rules_file))
    listing = run("rules").stdout
    assert "club-coinche" in listing and f"your rules file ({rules_file})" in listing
    assert run("rules", "club-coinche").stdout.startswith(
        "club-coinche: Coinche at the Club des Lilas (scoring: coinche; coinche-officielle "
        "with its options changed)")
    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", "Club-Coinche").exit_code == 0
    assert 'rules = "coinche-officielle"\nvariant = "club-coinche"' in path.read_text()
    monkeypatch.delenv("SCORECLI_RULES")
    assert MatchFile.read(path).rules["target"] == 2000  # scores the same without the file


@pytest.mark.parametrize("lang, title", [
    ("en", ": coinche-maison with a club's options"),
    ("fr", " : coinche-maison avec les options d'un club"),
    ("ru", ": coinche-maison с настройками клуба")])
def test_a_club_set_without_a_title_is_titled_in_the_readers_language(tmp_path, monkeypatch,
                                                                       lang, title):
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text('[rule-sets.club-coinche]\nbase = "coinche-maison"\n')
    monkeypatch.setenv("SCORECLI_RULES", str(rules_file))
    said = run("--lang", lang, "rules", "club-coinche").stdout
    assert said.replace("\xa0", " ").startswith(f"club-coinche{title} (")


def test_a_file_may_not_name_a_users_set(tmp_path, monkeypatch, match_file):
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(CLUB)
    monkeypatch.setenv("SCORECLI_RULES", str(rules_file))
    path = match_file(HEAD.format("club-coinche"))
    result = run("check", path)
    assert result.exit_code == 1
    assert "start the match with `scorecli new --rules club-coinche`" in result.stderr


@pytest.mark.parametrize("text, message", [
    ('[rule-sets.belote-maison]\nbase = "belote-maison"\n',
     "rule-sets.belote-maison: 'belote-maison' is the name of a built-in rule set"),
    ('[rule-sets.x]\nbase = "whist"\n', "rule-sets.x.base: 'whist' is not a built-in rule set"),
    ('[rule-sets.x]\nbase = "belote-maison"\n[rule-sets.x.options]\ntarget = "big"\n',
     "rule-sets.x.options.target: 'big' does not fit; write a whole number, 0 or more"),
    ('[rule-sets.x]\nbase = "bazar-blot"\n[rule-sets.x.options]\nlitige_pot = "next-winner"\n',
     "rule-sets.x.options.litige_pot: unknown option 'litige_pot' for bazar-blot"),
])
def test_rules_file_errors_name_the_file_the_set_and_the_key(tmp_path, monkeypatch, text,
                                                              message):
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(text)
    monkeypatch.setenv("SCORECLI_RULES", str(rules_file))
    result = run("rules")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: {rules_file}: {message}")


def test_a_missing_rules_file_named_is_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("SCORECLI_RULES", str(tmp_path / "none.toml"))
    result = run("rules")
    assert (result.exit_code, result.stderr) == (
        1, f"Error: SCORECLI_RULES names {tmp_path / 'none.toml'}, which is not a file\n")


# ---- fixed-length matches, the draw, hand-scored deals

DEAL = '[[deals]]\ntaker = "{}"\ntrump = "hearts"\npoints = {{ {} = 90 }}\nlast = "{}"\n'


def test_a_deals_limit_ends_the_match_and_may_draw(match_file):
    path = match_file(HEAD.format("belote-maison") + "[options]\ndeals_limit = 2\ntarget = 0\n"
                      + DEAL.format("s", "ns", "ns") + DEAL.format("e", "ew", "ew"))
    shown = json.loads(run("show", path, "--json").stdout)
    assert (shown["total"], shown["winner"], shown["drawn"]) == (
        {"ns": 162, "ew": 162}, None, True)
    refused = run("deal", path, "s", "h", "82", "last", "ns")
    assert refused.exit_code == 1 and "drawn after its 2 deals" in refused.stderr
    assert "The match is drawn, 162 each, after its 2 deals." in run("show", path).stdout


def test_the_target_still_ends_a_limited_match_earlier(match_file):
    path = match_file(HEAD.format("belote-maison") + "[options]\ndeals_limit = 6\ntarget = 100\n"
                      + DEAL.format("s", "ns", "ns"))
    assert json.loads(run("show", path, "--json").stdout)["winner"] == "ns"


def test_target_0_needs_a_deals_limit(match_file):
    path = match_file(HEAD.format("belote-maison") + "[options]\ntarget = 0\n")
    result = run("check", path)
    assert result.exit_code == 1 and "needs deals_limit above 0" in result.stderr


def test_hand_scored_deals(match_file):
    path = match_file(HEAD.format("belote-maison") + DEAL.format("s", "ns", "ns").replace(
        "90", "71"))  # a litige: 81 held
    result = run("deal", path, "--score", "ns=50", "--score", "ew=0", "--note", "misdeal")
    assert result.stdout == ("Deal 2: scored by hand: NS +50, EW 0. Totals: NS 50, EW 81. "
                             "Held: 81. Note: misdeal\n")
    assert 'score = { ns = 50, ew = 0 }\nnote = "misdeal"\n' in path.read_text()
    data = json.loads(run("show", path, "--json").stdout)
    assert data["deals"][1] == {"number": 2, "taker": None, "result": "by-hand",
                                "score": {"ns": 50, "ew": 0}, "total": {"ns": 50, "ew": 81},
                                "held": 81, "from": None}
    # the same under every rule set
    compared = run("compare", path, "--rules", "belote-maison", "--rules", "coinche-maison")
    assert "- scored by hand  50 / 0 by hand          50 / 0 by hand" in compared.stdout
    mixed = run("deal", path, "--score", "ns=5", "--score", "ew=0", "--taker", "s")
    assert mixed.exit_code == 2 and "--score records a deal scored by hand" in mixed.stderr
    half = run("deal", path, "--score", "ns=5")
    assert half.exit_code == 2 and "give both teams' scores" in half.stderr


def test_hand_scored_deal_problems_name_their_keys(match_file):
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\nscore = { ns = -1 }\n'
                      'taker = "s"\n')
    assert run("check", path).stderr == f"""\
Error: {path}: 3 problems
  deals[1].taker: unknown key; the keys here are: score, note
  deals[1].score.ns: -1 is not a score (a whole number from 0)
  deals[1].score.ew: missing: a hand-scored deal gives both teams' scores
"""


def test_set_option_mid_match_prints_the_totals(match_file):
    path = match_file(HEAD.format("belote-maison") + DEAL.format("s", "ns", "ns"))
    assert run("set", path, "--option", "deals_limit=1", "--option", "target=0").stdout == (
        f"Changed in {path}: option deals_limit: 0 (the rule set's) → 1; option target: 1000 "
        "(the rule set's) → 0.\nTotals unchanged: NS 100, EW 62.\nNS won the match 100 to 62 after its 1 "
        "deal.\n")
