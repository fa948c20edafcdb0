"""SPEC 5.4 (bazar-blot, seed 003), sentence by sentence."""

from __future__ import annotations

import pytest

from scoring_helpers import match_totals, problems, scored

B = "bazar-blot"


# ---- bids: integers from 8, step 1; capot is bid as "capot" and counts 25

@pytest.mark.parametrize("bid,ok", [(8, True), (9, True), (13, True), (25, True), (7, False),
                                    ("capot", True), ("generale", False)])
def test_bids(bid, ok):
    assert (problems(B, contract=bid, points={"ns": 100}, last="ns") == []) == ok


def test_a_numeric_25_is_an_ordinary_bid_that_needs_250_points():
    # A capot without announcements is 252 raw: made, and 25 + 25 = 50.
    assert scored(B, contract=25, capot="ns") == (50, 0, "made")
    # 152 + 10 with a carré of jacks is 362 raw; but without a capot 162 < 250: failed.
    assert scored(B, contract=25, points={"ns": 152}, last="ns") == (0, 16 + 25, "failed")


def test_capot_bid_counts_25_and_needs_every_trick():
    assert scored(B, contract="capot", capot="ns") == (25 + 25, 0, "made")
    # Every card point but not the last trick: not a capot.
    assert scored(B, contract="capot", points={"ns": 152}, last="ew") == (0, 16 + 25, "failed")


def test_no_all_trump():
    assert problems(B, mode="all-trump", contract=8, points={"ns": 100}, last="ns") == [
        ("trump", "all-trump is not played in bazar-blot (set the option all_trump = true to "
                  "allow it)")]


# ---- counted bid: × 2 in no-trump, × 2 coinche, × 4 surcoinche, multiplied together

@pytest.mark.parametrize("mode,coinche,counted", [
    ("hearts", None, 8), ("no-trump", None, 16), ("hearts", "coinche", 16),
    ("hearts", "surcoinche", 32), ("no-trump", "coinche", 32), ("no-trump", "surcoinche", 64),
])
def test_counted_bid(mode, coinche, counted):
    ns, ew, result = scored(B, mode=mode, coinche=coinche, contract=8, points={"ns": 100},
                            last="ns")
    assert result == "made"
    whole = 16  # 162 raw in all, divided by ten
    if coinche:
        assert (ns, ew) == (whole + counted, 0)
    else:
        assert (ns, ew) == (11 + counted, 5)  # 110 -> 11, 52 -> 5


# ---- made: raw[taker] >= 10 × bid, raw including declarations, belote, capot bonus

def test_made_test_counts_declarations_and_belote():
    # 79 + 10 = 89 < 90 ...
    assert scored(B, contract=9, points={"ns": 79}, last="ns")[2] == "failed"
    # ... but with belote, 109 >= 90.
    assert scored(B, contract=9, points={"ns": 79}, last="ns", belote="ns")[2] == "made"
    # ... or a tierce, best announcement.
    assert scored(B, contract=9, points={"ns": 79}, last="ns", ann={"ns": ["tierce"]})[2] == "made"


def test_made_test_is_on_exact_points():
    # 85 would round to 8 and 86 to 9, but a bid of 9 needs 90 exact.
    assert scored(B, contract=9, points={"ns": 76}, last="ns")[2] == "failed"


# ---- r(x): a fraction above one half goes up, otherwise down

@pytest.mark.parametrize("ew_cards,ew_score", [
    (74, 8 + 8),   # 84 -> 8
    (75, 8 + 8),   # 85 -> 8: a half goes down
    (76, 9 + 8),   # 86 -> 9
    (85, 9 + 8),   # 95 -> 9
    (86, 10 + 8),  # 96 -> 10
])
def test_division_by_ten_boundaries(ew_cards, ew_score):
    ns, ew, result = scored(B, taker="e", contract=8, points={"ew": ew_cards}, last="ew")
    assert (ew, result) == (ew_score, "made")


def test_defence_is_divided_the_same_way():
    # ew took 87 with the last trick: 97 -> 10 + 8; ns 65 -> 6 (6.5: a half goes down).
    assert scored(B, taker="e", contract=8, points={"ew": 87}, last="ew") == (6, 18, "made")
    # ew 86 + 10 = 96 -> 10 + 8; ns 66 -> 7.
    assert scored(B, taker="e", contract=8, points={"ew": 86}, last="ew") == (7, 18, "made")


def test_spec_example():
    # SPEC 5.4: 9 hearts, taker s, cards 92/60, last ns: raw 102/60 -> 19 and 6.
    assert scored(B, contract=9, points={"ns": 92}, last="ns") == (19, 6, "made")


# ---- who takes what

def test_made_coinched_taker_takes_the_whole_deal_belote_included():
    assert scored(B, contract=9, coinche="coinche", points={"ns": 92}, last="ns",
                  belote="ew") == (18 + 18, 0, "made")


def test_failed_everything_goes_to_the_defence_belote_included():
    # ns 92 + 10 + 20 = 122 < 130: ew takes 162 + 20 = 182 -> 18, and the bid 13.
    assert scored(B, contract=13, points={"ns": 92}, last="ns", belote="ns") == (0, 18 + 13, "failed")


def test_capot_bonus_is_added_before_the_division():
    assert scored(B, contract=9, capot="ns") == (25 + 9, 0, "made")


# ---- Armenian carrés, best team only

@pytest.mark.parametrize("mode,carre,ew_score", [
    ("hearts", "carre-J", 25),     # 52 + 200 = 252
    ("hearts", "carre-9", 19),     # 52 + 140 = 192
    ("hearts", "carre-A", 16),     # 52 + 110 = 162
    ("hearts", "carre-10", 15),    # 52 + 100 = 152
    ("no-trump", "carre-A", 24),   # 52 + 190 = 242
    ("no-trump", "carre-9", 5),    # 52 + 0
    ("no-trump", "carre-J", 15),   # 52 + 100
    ("no-trump", "carre-K", 15),   # 52 + 100
])
def test_armenian_carres(mode, carre, ew_score):
    # The defence holds the carré and scores its 52 card points and the carré, divided by ten.
    ns, ew, _ = scored(B, mode=mode, contract=8, points={"ns": 100}, last="ns", ann={"ew": [carre]})
    assert ew == ew_score


def test_only_the_best_team_scores_announcements():
    # ew's carré of aces (110) beats ns's quarte (50): ns's quarte is worth nothing.
    assert scored(B, contract=8, points={"ns": 100}, last="ns",
                  ann={"ns": ["quarte"], "ew": ["carre-A"]}) == (11 + 8, 16, "made")


def test_target_101():
    deal = dict(contract=16, capot="ns", ann={"ns": ["carre-J"]})  # 452 raw: 45 + 16 = 61
    totals, held, winner = match_totals(B, [deal])
    assert (totals, winner) == ({"ns": 61, "ew": 0}, None)
    totals, held, winner = match_totals(B, [deal, deal])
    assert (totals, winner) == ({"ns": 122, "ew": 0}, "ns")


def test_the_deal_goes_round_clockwise_at_an_armenian_table(tmp_path):
    # SPEC 7's option direction (issue 34): bazar blot deals to the dealer's left, the
    # French rule sets to the dealer's right; `-o direction=` changes it.
    from conftest import run

    for rules, options, after in (("bazar-blot", (), ["e", "s", "w", "n"]),
                                  ("belote-maison", (), ["w", "s", "e", "n"]),
                                  ("bazar-blot", ("-o", "direction=counter-clockwise"),
                                   ["w", "s", "e", "n"])):
        path = tmp_path / f"{rules}-{len(options)}.toml"
        assert run("new", path, "--rules", rules, "--dealer", "n", *options).exit_code == 0
        seen = []
        for _deal in range(4):
            flags = ["--bid", "8"] if rules == "bazar-blot" else []
            assert run("deal", path, "--taker", "s", "--trump", "hearts", *flags, "--points",
                       "ns=100", "--last", "ns").exit_code == 0
            seen.append(run("show", path).stdout.rstrip().rsplit(" ", 1)[-1])
        assert seen == after, (rules, options, seen)


SURCOINCHED = ('format = 1\nrules = "bazar-blot"\n\n[[deals]]\ntaker = "w"\ntrump = "clubs"\n'
               'contract = 9\ncoinche = "surcoinche"\npoints = { ew = 100 }\nlast = "ew"\n')


@pytest.mark.parametrize("lang, said", [
    ("en", "Surcoinched and made, the taker takes the whole deal"),
    ("fr", "Surcontré et réussi, le preneur prend toute la donne"),
    ("ru", "Заявка выполнена под сюркуаншем, играющие забирают всю раздачу"),
])
def test_a_surcoinche_made_is_said_as_one(match_file, lang, said):
    from conftest import run
    out = run("explain", match_file(SURCOINCHED), "1", env={"SCORECLI_LANG": lang}).stdout
    assert said in out
    assert "oinched and made" not in out.replace("Surcoinched", "")
