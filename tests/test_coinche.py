"""SPEC 5.2 (coinche-maison, coinche-officielle) and 5.3 (coinche-701), sentence by sentence."""

from __future__ import annotations

import pytest

from conftest import run
from scoring_helpers import problems, scored

M, O, C7 = "coinche-maison", "coinche-officielle", "coinche-701"


# ---- 5.2 bids: multiples of 10 from 80 to 240, capot 250, generale 500

@pytest.mark.parametrize("rules,bid,ok", [
    (M, 80, True), (M, 240, True), (M, 70, False), (M, 85, False), (M, 250, False),
    (O, 160, True), (C7, 160, True), (C7, 170, False), (C7, 240, False),
    (M, "capot", True), (M, "generale", True), (C7, "generale", True),
])
def test_bid_range(rules, bid, ok):
    found = problems(rules, contract=bid, points={"ns": 100}, last="ns")
    assert (found == []) == ok, found


def test_contract_required_in_coinche_and_refused_in_belote():
    assert problems(M, points={"ns": 100}, last="ns") == [
        ("contract", "the contract is missing: every deal in coinche-maison has one (bids from 80 to "
                     "240 in steps of 10, capot or generale)")]
    assert problems("belote-maison", contract=100, points={"ns": 100}, last="ns") == [
        ("contract", "100: belote-maison has no bids; the taker chose trump, so leave the "
                     "contract out")]
    assert problems("belote-maison", coinche="coinche", points={"ns": 100}, last="ns") == [
        ("coinche", "there is no coinche in belote-maison")]


def test_capot_and_generale_values():
    # capot 250 on top of the 252 of a capot: 502 (seed 002); générale 500.
    assert scored(M, contract="capot", capot="ns") == (502, 0, "made")
    assert scored(M, contract="generale", generale="s") == (752, 0, "made")


# ---- coinche ×2, surcoinche ×4 of (base + announcements + contract)

def test_coinche_doubles_and_surcoinche_quadruples():
    deal = dict(contract=100, points={"ns": 98}, last="ns")
    assert scored(M, **deal) == (208, 54, "made")
    assert scored(M, coinche="coinche", **deal) == (520, 0, "made")
    assert scored(M, coinche="surcoinche", **deal) == (1040, 0, "made")


# ---- Maison ace 11 and no rounding; Officielle ace 19 and nearest ten, 5 going up

def test_no_trump_ace_per_rule_set():
    # Maison: a no-trump deal holds 120 card points; Officielles 152.
    assert scored(M, mode="no-trump", contract=80, points={"ns": 70}, last="ns") == (160, 50, "made")
    # Officielles: 80 + 10 = 90 against 72 of 152; 170 and 70 after rounding.
    assert scored(O, mode="no-trump", contract=80, points={"ns": 80}, last="ns") == (170, 70, "made")
    assert problems(M, mode="no-trump", contract=80, points={"ns": 121}, last="ns") == [
        ("points.ns", "121 is more than the 120 card points of a no-trump deal (ace 11)")]


def test_officielle_rounds_each_team_on_its_own_five_going_up():
    # ns 75 + 10 = 85 -> 85 + 80 = 165 -> 170; ew 77 -> 80.
    assert scored(O, contract=80, points={"ns": 75}, last="ns") == (170, 80, "made")
    # ns 74 + 10 = 84 -> 164 -> 160; ew 78 -> 80.
    assert scored(O, contract=80, points={"ns": 74}, last="ns") == (160, 80, "made")
    # The same deal in Maison is not rounded.
    assert scored(M, contract=80, points={"ns": 74}, last="ns") == (164, 78, "made")


# ---- made: reach the contract and beat the defence, on the exact totals

def test_rounding_never_helps_to_make_a_contract():
    # 86 + 10 = 96 would round to 100, but 96 < 100: failed, 160 + 100 to the defence.
    assert scored(O, contract=100, points={"ns": 86}, last="ns") == (0, 260, "failed")


def test_a_tie_fails():
    # 71 + 10 = 81 against 81: contract 80 reached but not ahead.
    assert scored(M, contract=80, points={"ns": 71}, last="ns") == (0, 240, "failed")


def test_belote_and_announcements_count_toward_the_contract():
    assert scored(M, contract=110, points={"ns": 80}, last="ns", belote="ns") == (220, 72, "made")
    assert scored(M, contract=110, points={"ns": 80}, last="ns") == (0, 270, "failed")
    # Unless a house rule says they do not.
    assert scored(M, {"contract_counts_belote": False}, contract=110, points={"ns": 80},
                  last="ns", belote="ns") == (20, 270, "failed")


def test_capot_contract_needs_every_trick():
    # All the card points but EW took a trick (the last one, worth nothing but its 10).
    assert scored(M, contract="capot", points={"ns": 152}, last="ew") == (0, 410, "failed")


def test_generale_needs_the_taker_alone():
    assert scored(M, contract="generale", generale="n") == (0, 660, "failed")
    assert scored(M, contract="generale", generale="s", coinche="coinche") == (1500, 0, "made")


# ---- coinched made: (base + A + contract) × m + belote[taker]; defence belote[def]

def test_coinched_made_takes_announcements_and_leaves_the_defence_its_belote():
    # ns quarte 50 is the best announcement; ew's belote stays with ew, never multiplied.
    assert scored(M, contract=100, coinche="coinche", points={"ns": 98}, last="ns",
                  ann={"ns": ["quarte"]}, belote="ew") == ((160 + 50 + 100) * 2, 20, "made")


def test_coinched_capot_base_is_250():
    assert scored(M, contract=100, coinche="coinche", capot="ns") == ((250 + 100) * 2, 0, "made")
    assert scored(O, contract="capot", coinche="coinche", capot="ns") == (1000, 0, "made")


# ---- failed: defence (160 + A + contract) × m + belote[def]; taker belote[taker]

def test_failed_base_stays_160_even_on_a_defence_capot():
    assert scored(M, contract=100, coinche="coinche", capot="ew") == (0, (160 + 100) * 2, "failed")


def test_failed_defence_takes_all_announcements_and_belote_stays_with_its_holder():
    # ns 80 + tierce 20 + belote 20 = 120 < 130: the defence takes ns's tierce too.
    assert scored(M, contract=130, points={"ns": 80}, last="ew", ann={"ns": ["tierce-A"]},
                  belote="ns") == (20, 160 + 20 + 130, "failed")
    assert scored(M, contract=120, coinche="surcoinche", points={"ns": 80}, last="ew",
                  belote=("ns",)) == (20, 280 * 4, "failed")


# ---- 5.3 coinche-701

def test_701_multiplier_applies_to_the_contract_only():
    # ns 98 + 10 = 108 >= 82 and >= 100: 108 + 100 × m; ew keeps its own 54.
    assert scored(C7, contract=100, points={"ns": 98}, last="ns") == (208, 54, "made")
    assert scored(C7, contract=100, coinche="coinche", points={"ns": 98}, last="ns") == (308, 54, "made")
    assert scored(C7, contract=100, coinche="surcoinche", points={"ns": 98},
                  last="ns") == (508, 54, "made")


def test_701_floor_of_82_that_belote_and_announcements_cannot_make_up():
    # 71 + 10 = 81 tricks: under the floor though 81 + 20 belote + 20 tierce >= 80.
    assert scored(C7, contract=80, points={"ns": 71}, last="ns", belote="ns",
                  ann={"ns": ["tierce"]}) == (20, 162 + 80 + 20, "failed")
    # 72 + 10 = 82: on the floor, and 82 >= 80.
    assert scored(C7, contract=80, points={"ns": 72}, last="ns") == (162, 80, "made")


def test_701_above_the_floor_belote_and_announcements_help():
    # 80 + 10 = 90 tricks; + belote 20 = 110 >= 110.
    assert scored(C7, contract=110, points={"ns": 80}, last="ns", belote="ns") == (220, 72, "made")
    assert scored(C7, contract=110, points={"ns": 80}, last="ns") == (0, 272, "failed")


def test_701_all_trump_is_worth_258_with_the_same_floor():
    assert scored(C7, mode="all-trump", contract=80, points={"ns": 150}, last="ns") == (240, 98, "made")
    # 71 + 10 = 81 of 258: under 82, belotes cannot help.
    assert scored(C7, mode="all-trump", contract=80, points={"ns": 71}, last="ns",
                  belote=("ns", "ns")) == (40, 258 + 80, "failed")
    assert problems(C7, mode="all-trump", contract=80, points={"ns": 150}, last="ns",
                    belote=("ns",) * 5) == [
        ("belote", "5 belotes, but an all-trump deal holds at most 4")]


def test_all_trump_only_in_701():
    assert problems(M, mode="all-trump", contract=80, points={"ns": 150}, last="ns") == [
        ("trump", "all-trump is not played in coinche-maison (set the option all_trump = true "
                  "to allow it)")]


def test_701_each_team_scores_its_announcements():
    assert scored(C7, contract=100, points={"ns": 98}, last="ns", ann={"ns": ["tierce-K"],
                  "ew": ["quarte"]}) == (108 + 20 + 100, 54 + 50, "made")


def test_701_four_nines_count_nothing_without_trump():
    assert scored(C7, mode="no-trump", contract=80, points={"ns": 100}, last="ns",
                  ann={"ew": ["carre-9"]}) == (190, 52, "made")
    assert scored(C7, mode="hearts", contract=80, points={"ns": 100}, last="ns",
                  ann={"ew": ["carre-9"]}) == (190, 52 + 150, "made")


def test_701_failure_gives_the_defence_the_taker_announcements_and_keeps_belote():
    # 70 + 10 = 80 tricks, under the floor: ew gets 162 + 160 + its tierce 20 + ns's quarte
    # 50; ns keeps its belote.
    assert scored(C7, contract=160, points={"ns": 70}, last="ns", belote="ns",
                  ann={"ns": ["quarte"], "ew": ["tierce"]}) == (20, 162 + 160 + 20 + 50, "failed")


def test_701_capot_and_generale_have_no_bonus_but_their_value():
    assert scored(C7, contract="capot", capot="ns") == (162 + 250, 0, "made")
    assert scored(C7, contract="generale", generale="s", belote="ns") == (162 + 20 + 500, 0, "made")
    assert scored(C7, contract="capot", coinche="coinche", capot="ns") == (162 + 500, 0, "made")


def test_cli_records_a_coinche_701_evening(tmp_path):
    path = tmp_path / "m.toml"
    run("new", path, "--rules", C7)
    out = run("deal", path, "--taker", "e", "--trump", "all-trump", "--contract", "140",
              "--points", "ew=150", "--last", "ew", "--belote", "ew", "--belote", "ns").stdout
    assert out == "Deal 1: e 140 all-trump (EW 150, NS 98; belote EW, belote NS), made: NS +118, EW +320. Totals: NS 118, EW 320.\n"
    refused = run("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=90",
                  "--last", "ns")
    assert (refused.exit_code, refused.stderr) == (
        1, "Error: the contract is missing: every deal in "
           "coinche-701 has one (bids from 80 to 160 in steps of 10, capot or "
           "generale)\n")
