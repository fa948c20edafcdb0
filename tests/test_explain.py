"""explain, score, compare and house rules: the arguments settled step by step."""

from __future__ import annotations

import json
import re

import pytest

from conftest import EXAMPLES, HEAD, SHARED_CASES, run

LITIGE = ('[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 71, ew = 81 }\n'
          'last = "ns"\n\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
          'points = { ns = 90, ew = 62 }\nlast = "ns"\n')


def test_explain_belote_litige_then_pot(match_file):
    path = match_file(HEAD.format("belote-maison") + LITIGE)
    assert run("explain", path, "1").stdout == """\
Deal 1: s took, hearts, under belote-maison
  1. Card points: NS 71, EW 81 (a hearts trump deal holds 152)
  2. Last trick: 10 to NS
  3. Trick points: NS 81, EW 81
  4. Totals: NS 81, EW 81
  5. Litige: taker NS 81, defence EW 81, an exact tie
  6. The defence scores its own 81; the taker's 81 is held for the winner of the next deal
  7. Deal score: NS 0, EW 81; totals NS 0, EW 81; held 81
Result: litige.
"""
    assert run("explain", path).stdout == """\
Deal 2: s took, hearts, under belote-maison
  1. Card points: NS 90, EW 62 (a hearts trump deal holds 152)
  2. Last trick: 10 to NS
  3. Trick points: NS 100, EW 62
  4. Totals: NS 100, EW 62
  5. Made: taker NS 100, defence EW 62; the taker is ahead
  6. Each team scores its own total
  7. The held 81 goes to NS, the winner of this deal
  8. Deal score: NS 181, EW 62; totals NS 181, EW 143
Result: made, +81 pot.
"""


def test_explain_coinche_officielle_announcement_tie_and_rounding():
    out = run("score", "--rules", "coinche-officielle", "--taker", "s", "--trump", "h",
              "--contract", "100", "--points", "ns=98", "--last", "ns",
              "--announce", "ns=tierce-K", "--announce", "ew=tierce").stdout
    assert out == """\
Deal 1: s took, 100 hearts, under coinche-officielle
   1. Card points: NS 98, EW 54 (a hearts trump deal holds 152)
   2. Last trick: 10 to NS
   3. Trick points: NS 108, EW 54
   4. NS announced tierce to the king (20)
   5. EW announced tierce (20)
   6. NS's tierce to the king (20) and EW's tierce (20) cannot be told apart, so neither team scores announcements. A top card is missing: record it (tierce-K, quarte-A-trump) so that the higher sequence can win.
   7. Totals: NS 108, EW 54
   8. Made: NS has 108 >= 100 and ends ahead of the defence (108 against 54)
   9. The taker scores its 108 + the contract 100 = 208; the defence scores its own 54
  10. Rounded to the nearest ten, each team on its own (5 goes up): NS 208 → 210, EW 54 → 50
  11. Deal score: NS 210, EW 50; totals NS 210, EW 50
Result: made.
"""


def test_explain_coinche_maison_coinched_failure(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 100\ncoinche = "coinche"\npoints = { ns = 80 }\nlast = "ew"\n'
                      'belote = "ns"\nannouncements = { ew = ["carre-9"], ns = ["quinte-A"] }\n')
    assert run("explain", path).stdout == """\
Deal 1: s took, 100 hearts coinche, under coinche-maison
   1. Card points: NS 80, EW 72 (a hearts trump deal holds 152)
   2. Last trick: 10 to EW
   3. Trick points: NS 80, EW 82
   4. Belote: 20 to NS
   5. NS announced quinte to the ace (100)
   6. EW announced four nines (150)
   7. Best announcement: EW's four nines (150) beats NS's quinte to the ace (100): EW scores 150, NS nothing
   8. Totals: NS 100, EW 232
   9. Failed: NS reached 100 with tricks 80 + belote 20 = 100 but did not end ahead of the defence (100 against 232)
  10. The defence scores (160 base + announcements 150 + contract 100) × 2 (coinche) = 820
  11. Belote 20 stays with NS, never multiplied
  12. Deal score: NS 20, EW 820; totals NS 20, EW 820
Result: failed.
"""


def test_explain_coinche_701_all_trump():
    out = run("explain", EXAMPLES / "coinche-701.toml", "2").stdout
    assert out == """\
Deal 2: e (Boris) took, 140 all-trump, under coinche-701 (NS is Nous, EW is Eux)
  1. Card points: NS 98, EW 150 (an all-trump deal holds 248)
  2. Last trick: 10 to EW
  3. Trick points: NS 98, EW 160
  4. Belote: 20 to NS
  5. Belote: 20 to EW
  6. Totals: NS 118, EW 180
  7. Made: tricks 160 >= 82, and EW has tricks 160 + belote 20 = 180 >= 140
  8. The taker scores its 180 + contract 140 = 320; the defence scores its own 118
  9. Deal score: NS 118, EW 320; totals NS 338, EW 402
Result: made.
"""


def test_explain_bazar_shows_raw_sums_and_the_division():
    out = run("score", "--rules", "bazar-blot", "--taker", "e", "--trump", "nt",
              "--contract", "8", "--coinche", "--points", "ew=96", "--last", "ew").stdout
    assert out == """\
Deal 1: e took, 8 no-trump coinche, under bazar-blot
  1. Card points: NS 56, EW 96 (a no-trump deal (ace 19) holds 152)
  2. Last trick: 10 to EW
  3. Trick points: NS 56, EW 106
  4. Totals: NS 56, EW 106
  5. Made: EW has 106 >= 80 (bid 8 × 10)
  6. Counted bid: 8 × 2 for no-trump × 2 for the coinche = 32, worth 320 points before the division
  7. Coinched and made, the taker takes the whole deal: 162 + 320 = 482; the defence scores 0
  8. Divided by ten (a fraction above one half goes up, otherwise down): NS 0 → 0, EW 482 → 48
  9. Deal score: NS 0, EW 48; totals NS 0, EW 48
Result: made.
"""


def test_explain_bad_number(match_file):
    path = match_file(HEAD.format("belote-maison") + LITIGE)
    result = run("explain", path, "3")
    assert (result.exit_code, result.stderr) == (1, f"Error: deal 3: {path} has deals 1 and 2\n")


FINAL = re.compile(r"Deal score: NS (\d+), EW (\d+); totals NS (\d+), EW (\d+)(?:; held (\d+))?")


def _explained(path) -> list[tuple[int, int, int, int, int]]:
    """Each deal's (score NS, EW, total NS, EW, held) as its explanation's last line says."""
    deals = json.loads(run("show", path, "--json").stdout)["deals"]
    found = []
    for number in range(1, len(deals) + 1):
        text = run("explain", path, str(number)).stdout
        found.append(tuple(int(n or 0) for n in FINAL.search(text).groups()))
    return found


SEED_CASES = sorted(SHARED_CASES.glob("*.toml")) if SHARED_CASES.is_dir() else []


@pytest.mark.skipif(not SEED_CASES, reason="../shared/cases is absent")
@pytest.mark.parametrize("path", SEED_CASES, ids=lambda p: p.stem)
def test_explanation_says_the_seeds_numbers(path):
    """The seed's table (the case's expected file, written from the seeds, not by
    scorecli) is what each deal's explanation ends with."""
    expected = json.loads(path.with_suffix("").with_suffix(".expected.json").read_text())
    said = _explained(path)
    assert said == [(d["score"]["ns"], d["score"]["ew"], d["total"]["ns"], d["total"]["ew"],
                     d["held"]) for d in expected["deals"]]


def test_compare_marks_disagreements_and_unscorable_deals(match_file):
    path = match_file(HEAD.format("belote-maison") + LITIGE + '\n[[deals]]\ntaker = "e"\n'
                      'trump = "no-trump"\npoints = { ew = 60 }\nlast = "ew"\n')
    out = run("compare", path, "--rules", "belote-maison", "--rules", "belote-officielle",
              "--rules", "belote-maison", "--option", "litige=false",
              "--rules", "coinche-maison").stdout
    assert out == """\
Comparing 4 rule sets (NS / EW in each cell)

#    deal           belote-maison           belote-officielle       belote-maison, litige: false    coinche-maison          differ
---  -------------  ----------------------  ----------------------  ------------------------------  ----------------------  --------
1    s hearts       0 / 81 litige           0 / 81 litige           0 / 162 failed                  cannot score            *
2    s hearts       181 / 62 made           181 / 62 made           100 / 62 made                   cannot score            *
3    e no-trump     60 / 70 made            162 / 0 failed          60 / 70 made                    cannot score            *
     total NS / EW  241 / 213               343 / 143               160 / 294                       0 / 0
     winner         none yet (target 1000)  none yet (target 1000)  none yet (target 1000)          none yet (target 1000)

All 3 deals score differently.
coinche-maison cannot score deals 1, 2 and 3: every deal is played to a bid (bids from 80 to 240 in steps of 10, capot or generale).
Totals leave out the deals a rule set cannot score.
"""


def test_compare_needs_rules_and_options_follow_them(match_file):
    path = match_file(HEAD.format("belote-maison"))
    assert run("compare", path).exit_code == 2
    result = run("compare", path, "--option", "litige=false", "--rules", "belote-maison")
    assert result.exit_code == 2
    assert "--option goes after the --rules it changes" in result.stderr


def test_house_rules_in_the_file_and_for_one_command(match_file):
    path = match_file(HEAD.format("belote-maison") + "[options]\nlitige = false\n" + LITIGE)
    assert json.loads(run("show", path, "--json").stdout)["total"] == {"ns": 100, "ew": 224}
    on = json.loads(run("show", path, "--json", "--option", "litige=true").stdout)
    assert on["total"] == {"ns": 181, "ew": 143}
    detail = run("rules", "belote-maison", "--option", "litige=false").stdout
    assert any(line.split()[:4] == ["litige", "false", "(house", "rule)"]
               for line in detail.splitlines())


@pytest.mark.parametrize("option,message", [
    ("colour=red", "Error: unknown option 'colour' for belote-maison; `scorecli rules "
                   "belote-maison` lists its options\n"),
    ("taget=1", "Error: unknown option 'taget' for belote-maison; did you mean target? "
                "(`scorecli rules belote-maison` lists its options)\n"),
    ("target=abc", "Error: target: 'abc' does not fit; write a whole number, 0 or more\n"),
    ("rounding=up", "Error: rounding: 'up' does not fit; write 'none', 'nearest-ten' or "
                    "'tens-half-down'\n"),
    ("no_trump_ace=15", "Error: no_trump_ace: 15 does not fit; write 11 or 19\n"),
    ("litige=maybe", "Error: litige: 'maybe' does not fit; answer yes or no\n"),
    ("litige", "Error: option 'litige': write it as KEY=VALUE, for example target=2000\n"),
])
def test_bad_options_list_the_valid_ones(match_file, option, message):
    path = match_file(HEAD.format("belote-maison"))
    result = run("show", path, "--option", option)
    assert (result.exit_code, result.stderr) == (1, message)


def test_file_options_are_checked(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[options]\ncolour = 1\ntarget = "big"\n')
    result = run("check", path)
    assert result.stderr == f"""\
Error: {path}: 2 problems
  options.colour: unknown option for coinche-maison; valid options: target, rounding, litige, no_trump_ace, capot_bonus, announcements, carres, all_trump, contract_counts_belote, contract_counts_announcements, must_beat_defence, bid_min, bid_max, bid_step, capot_value, generale_value, contract_floor, coinche_factor, surcoinche_factor, no_trump_bid_factor, direction, deals_limit, belote_on_failure, contract_scoring, announcements_on_failure, rounding_complement, tie_makes_contract, generale_scoring, rounding_scope, partner_master, undertrump, revoke_penalty, misdeal_penalty, false_announcement, penalty_points, coinche_base, capot_base, coinche_multiplies, capot_base_applies, belote_multiplied, scale_to_162, generale_points, capot_flat, capot_failure, belote_on_success
  options.target: 'big' does not fit; write a whole number, 0 or more
"""


@pytest.mark.parametrize("rules,option,deal,expected", [
    ("belote-maison", "capot_bonus=0", ["--capot", "ns"], (162, 0)),
    ("belote-maison", "no_trump_ace=19", ["--trump", "nt", "--points", "ns=56", "--last", "ns"],
     (0, 162)),
    ("belote-maison", "announcements=none", ["--points", "ns=72", "--last", "ew",
                                             "--announce", "ns=quarte"], (0, 162)),
    ("coinche-maison", "coinche_base=162", ["--contract", "100", "--coinche", "--points", "ns=98",
                                            "--last", "ns"], (524, 0)),
    ("coinche-officielle", "rounding=none", ["--contract", "100", "--points", "ns=98",
                                             "--last", "ns"], (208, 54)),
    ("coinche-maison", "contract_counts_announcements=false",
     ["--contract", "120", "--points", "ns=100", "--last", "ns", "--announce", "ns=tierce"],
     (0, 160 + 20 + 120)),  # 110 < 120 without the tierce; the defence takes it
])
def test_each_option_changes_the_score(rules, option, deal, expected):
    flags = ["--taker", "s"] + ([] if "--trump" in deal else ["--trump", "hearts"]) + deal
    out = run("score", "--rules", rules, "--option", option, *flags).stdout
    ns, ew = FINAL.search(out).groups()[:2]
    assert (int(ns), int(ew)) == expected


def test_a_coinched_701_contract_adds_up_once(match_file):
    """Issue 20: `its 172 + contract 160 × 2 (coinche) = 320 = 492` said the product twice."""
    path = match_file('format = 1\nrules = "coinche-701"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 160\ncoinche = "coinche"\n'
                      'points = { ns = 142 }\nlast = "ns"\nbelote = ["ns"]\n')
    said = run("explain", path, "1").stdout
    assert "The taker scores its 172 + contract 160 × 2 (coinche) = 492; " in said
    assert "= 320 =" not in said


def test_the_best_announcement_is_named_by_its_best(match_file):
    """Issue 20: EW's carré of nines (150) beat NS's tierce, but the line named EW's quarte."""
    path = match_file('format = 1\nrules = "coinche-maison"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 80\npoints = { ns = 100 }\nlast = "ns"\n'
                      '[deals.announcements]\nns = ["tierce-K"]\new = ["quarte-A", "carre-9"]\n')
    said = run("explain", path, "1").stdout
    assert "Best announcement: EW's four nines (150) beats NS's tierce to the king (20): EW " \
        "scores 200, NS " \
        "nothing" in said


def test_a_hand_scored_deal_says_no_taker(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n[[deals]]\nscore = { ns = 50, ew = 0 }\n')
    said = run("explain", path, "1").stdout
    assert said.splitlines()[0] == "Deal 1: scored by hand, under belote-maison"


def test_nothing_is_said_as_nothing(match_file):
    """`the taker keeps 0`, `la défense marque ses 0`: a zero said as a possession."""
    path = match_file('format = 1\nrules = "belote-maison"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\npoints = { ns = 50 }\nlast = "ns"\n[[deals]]\n'
                      'taker = "s"\ntrump = "hearts"\ncapot = "ns"\n')
    failed = run("explain", path, "1").stdout
    assert "the taker scores nothing" in failed and "keeps 0" not in failed
    path2 = match_file('format = 1\nrules = "coinche-maison"\n[[deals]]\ntaker = "s"\n'
                       'trump = "hearts"\ncontract = 80\ncapot = "ns"\n', "b.toml")
    said = run("explain", path2, "1").stdout
    assert "the defence scores nothing" in said and "its own 0" not in said


GENERALE_BY_CHLOE = ('[players]\nn = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n\n'
                     '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = "generale"\n'
                     'points = { ns = 152, ew = 0 }\nlast = "ns"\ngenerale = "s"\n')


@pytest.mark.parametrize("lang, capot, made", [
    ("fr", "  2. Générale : les 8 plis pour Chloé (s), sans son partenaire ;",
     "  5. Générale réussie : Chloé (s) a fait les 8 plis sans son partenaire"),
    ("ru", "  2. Женераль: все 8 взяток — Chloé (Ю), без партнёра;",
     "  5. Заявка на женераль выполнена: все 8 взяток у одного игрока — Chloé (Ю)"),
])
def test_a_generale_names_the_player_not_a_bare_seat(match_file, lang, capot, made):
    path = match_file(HEAD.format("coinche-maison") + GENERALE_BY_CHLOE)
    lines = run("explain", path, "1", env={"SCORECLI_LANG": lang}).stdout.splitlines()
    assert lines[2].replace("\u202f", " ").replace("\u00a0", " ").startswith(capot)
    assert lines[5].replace("\u202f", " ").replace("\u00a0", " ") == made
