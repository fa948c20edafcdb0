"""SPEC 5.5, house rules second part: the worked examples, each against the same deal
at the defaults ("before"), and the refusals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from conftest import run
from scoring_helpers import make_deal, match_totals, scored
from scorecli.errors import RuleSetError
from scorecli.rules import get_rules
from scorecli.scoring import score_match
from scorecli.validation import deal_problems


# ---- belote-maison: made_threshold, litige_belote

def test_half_the_deal_makes_the_contract():
    deal = dict(taker="s", points={"ns": 62}, last="ew", belote="ns")  # 82 against 100
    assert scored("belote-maison", {"made_threshold": "half"}, **deal) == (82, 100, "made")
    assert scored("belote-maison", **deal) == (20, 162, "failed")


def test_exactly_half_is_the_tie():
    deal = dict(taker="s", points={"ns": 71}, last="ns")  # 81 of 162
    assert scored("belote-maison", {"made_threshold": "half"}, **deal)[2] == "litige"
    assert scored("belote-maison", {"made_threshold": "half", "litige": False},
                  **deal) == (0, 162, "failed")
    assert scored("belote-maison", {"made_threshold": "half", "tie_makes_contract": True},
                  **deal) == (81, 81, "made")


def test_a_litige_pays_the_belote_at_once():
    litige = dict(taker="s", points={"ns": 61}, last="ns", belote="ns")  # 91 each
    then = dict(taker="s", points={"ns": 90}, last="ns")
    assert scored("belote-maison", {"litige_belote": "paid"}, **litige) == (20, 91, "litige")
    assert match_totals("belote-maison", [litige, then], {"litige_belote": "paid"})[0] == \
        {"ns": 20 + 171, "ew": 91 + 62}
    assert match_totals("belote-maison", [litige, then])[0] == {"ns": 191, "ew": 91 + 62}


def test_a_tie_makes_the_contract_in_belote():
    deal = dict(taker="s", points={"ns": 71}, last="ns")
    assert scored("belote-maison", {"tie_makes_contract": True}, **deal) == (81, 81, "made")


# ---- belote_on_failure = lost

def test_a_failed_takers_belote_is_lost():
    deal = dict(taker="s", points={"ns": 40}, last="ew", belote="ns")
    assert scored("belote-maison", {"belote_on_failure": "lost"}, **deal) == (0, 162, "failed")
    assert scored("belote-maison", **deal) == (20, 162, "failed")
    coinched = dict(taker="s", contract=100, coinche="coinche", points={"ns": 60}, last="ew",
                    belote="ns")
    assert scored("coinche-maison", {"belote_on_failure": "lost"}, **coinched) == \
        (0, 520, "failed")
    assert scored("coinche-maison", {"belote_on_failure": "defence"}, **coinched) == \
        (0, 540, "failed")


# ---- coinche: contract_scoring = points-only, contract-only-no-belote

POINTS_ONLY = {"contract_scoring": "points-only"}


def test_points_faits_made_each_team_its_own_total():
    # SPEC's first example: w takes 110 hearts, cards 47/105, last ew.
    deal = dict(taker="w", contract=110, points={"ns": 47}, last="ew")
    assert scored("coinche-officielle", POINTS_ONLY, **deal) == (50, 120, "made")
    assert scored("coinche-officielle", **deal) == (50, 230, "made")


def test_points_faits_coinched_made_scores_the_base_times_m():
    deal = dict(taker="n", contract=100, coinche="coinche", points={"ns": 91}, last="ns",
                belote="ew")
    assert scored("coinche-officielle", POINTS_ONLY, **deal) == (320, 20, "made")
    assert scored("coinche-officielle", **deal) == (520, 20, "made")


def test_points_faits_failed_gives_the_base_and_announcements_times_m():
    deal = dict(taker="s", contract=120, coinche="coinche", points={"ns": 80}, last="ns",
                ann={"ew": ["tierce-9"]})
    assert scored("coinche-maison", POINTS_ONLY, **deal) == (0, (160 + 20) * 2, "failed")


def test_points_faits_litige_holds_the_takers_total_only():
    deal = dict(taker="s", contract=80, points={"ns": 71}, last="ns")
    rules = {"contract_scoring": "points-only", "litige": True}
    assert match_totals("coinche-maison", [deal], rules)[1] == 81
    assert match_totals("coinche-maison", [deal], {"litige": True})[1] == 161


def test_points_faits_leaves_a_capot_contract_as_points_and_contract():
    deal = dict(taker="s", contract="capot", points={"ns": 152}, last="ns")
    assert scored("coinche-maison", POINTS_ONLY, **deal) == scored("coinche-maison", **deal)


def test_contract_only_without_belote():
    deal = dict(taker="s", contract=90, points={"ns": 110}, last="ew", belote="ns")
    assert scored("coinche-maison", {"contract_scoring": "contract-only-no-belote"},
                  **deal) == (90, 0, "made")
    assert scored("coinche-maison", {"contract_scoring": "contract-only"}, **deal) == \
        (110, 0, "made")


def test_a_tie_makes_the_contract_in_coinche():
    deal = dict(taker="s", contract=80, points={"ns": 71}, last="ns")
    assert scored("coinche-maison", {"tie_makes_contract": True}, **deal) == (161, 81, "made")
    assert scored("coinche-maison", **deal)[2] == "failed"


# ---- what explain says, and what is refused

@pytest.mark.parametrize("lang, said", [
    ("en", "points faits: the contract is not added; each team scores its own total"),
    ("fr", "points faits : le contrat ne s'ajoute pas ; chaque équipe marque son propre total"),
    ("ru", "счёт по набранным очкам: заявка не прибавляется; каждая команда "
           "записывает свою сумму")])
def test_explain_names_points_faits(lang, said):
    out = run("--lang", lang, "score", "--rules", "coinche-officielle", "-o",
              "contract_scoring=points-only", "--taker", "w", "--trump", "h", "--contract",
              "110", "--points", "ns=47", "--last", "ew").stdout
    # Each step starts with a capital letter.
    assert said.lower() in out.replace("\xa0", " ").replace("\u202f", " ").lower()


def test_explain_says_half_the_deal():
    out = run("score", "--rules", "belote-maison", "-o", "made_threshold=half", "--taker", "s",
              "--trump", "h", "--points", "ns=62", "--last", "ew", "--belote", "ns").stdout
    assert "  6. Made: NS has tricks 62 + belote 20 = 82, more than half the deal (162 / 2)\n" in out


@pytest.mark.parametrize("rules, option", [
    ("coinche-701", "made_threshold"), ("coinche-maison", "litige_belote"),
    ("coinche-701", "tie_makes_contract"), ("bazar-blot", "tie_makes_contract")])
def test_an_option_of_another_family_is_refused(rules, option):
    with pytest.raises(RuleSetError, match=f"unknown option '{option}' for {rules}"):
        get_rules(rules).with_options({option: "half"})


def test_a_value_that_is_not_one_of_the_options_is_refused_with_them():
    with pytest.raises(RuleSetError, match="write 'beat-defence' or 'half'"):
        get_rules("belote-maison").with_options({"made_threshold": "most"})


# ---- properties across the new options

NEW = {"belote-maison": {"made_threshold": ["beat-defence", "half"],
                         "announcements_on_failure": ["defence", "holder", "lost"],
                         "litige_belote": ["held", "paid"], "tie_makes_contract": [False, True],
                         "belote_on_failure": ["holder", "defence", "lost"]},
       "coinche-maison": {"contract_scoring": ["points-and-contract", "contract-only",
                                               "points-only", "contract-only-no-belote"],
                          "tie_makes_contract": [False, True],
                          "belote_on_failure": ["holder", "defence", "lost"],
                          "litige": [False, True], "no_trump_bid_factor": [1, 2, 3],
                          "capot_flat": [0, 500], "capot_failure": ["as-scored",
                                                                    "points-and-contract"],
                          "belote_on_success": ["holder", "winner"],
                          "belote_multiplied": [False, True],
                          "announcements_on_failure": ["defence", "holder", "lost"],
                          "coinche_multiplies": ["deal", "contract", "points", "rounded-points",
                                                 "contract-keep-points", "points-both"],
                          "capot_base_applies": ["taker-capot", "numeric-contract",
                                                 "any-capot"],
                          "rounding": ["none", "nearest-ten"],
                          "rounding_complement": ["none", "defence", "taker"],
                          "scale_to_162": [False, True], "all_trump": [True]},
       "bazar-blot": {"bazar_doubling": ["multiply", "add"],
                      "belote_on_failure": ["defence", "holder", "lost"],
                      "rounding_complement": ["none", "defence", "taker"]}}


@st.composite
def matches(draw):
    name = draw(st.sampled_from(sorted(NEW)))
    options = {k: draw(st.sampled_from(v)) for k, v in NEW[name].items() if draw(st.booleans())}
    deals = []
    for _ in range(draw(st.integers(1, 6))):
        kw = dict(taker=draw(st.sampled_from("nesw")), points={"ns": draw(st.integers(0, 152))},
                  last=draw(st.sampled_from(["ns", "ew"])),
                  belote=draw(st.sampled_from([(), ("ns",), ("ew",)])))
        if name.startswith("coinche"):
            kw["contract"] = draw(st.sampled_from([80, 90, 100, 120, "capot"]))
            kw["mode"] = draw(st.sampled_from(["hearts", "no-trump", "all-trump"]))
        elif name == "bazar-blot":
            kw["contract"] = draw(st.sampled_from([8, 9, 11, 14, "capot"]))
            kw["mode"] = draw(st.sampled_from(["hearts", "no-trump"]))
            kw["coinche"] = draw(st.sampled_from([None, "coinche", "surcoinche"]))
            kw["coinche"] = draw(st.sampled_from([None, "coinche", "surcoinche"]))
        deals.append(make_deal(**kw))
    return get_rules(name, options), deals


@settings(max_examples=150, deadline=None)
@given(drawn=matches())
def test_explaining_changes_no_number_under_any_of_the_new_options(drawn):
    rules, deals = drawn
    deals = [d for d in deals if not deal_problems(d, rules)]
    shown = score_match(deals, rules)
    explained = score_match(deals, rules, explain=True)
    assert [(d.score, d.total, d.held, d.result) for d in shown.deals] == \
        [(d.score, d.total, d.held, d.result) for d in explained.deals]
    for deal in explained.deals:
        assert deal.steps  # each deal says how it was scored
    for deal in shown.deals:  # no option makes a team lose points
        assert all(v >= 0 for v in deal.score.values())


# ---- coinche: capot_flat, capot_failure, belote_on_success, no_trump_bid_factor

EXAMPLE_1 = {"contract_scoring": "points-only", "capot_flat": 500, "capot_failure": "flat",
             "belote_on_failure": "defence", "belote_on_success": "winner"}


def test_spec_example_1_points_faits_with_a_flat_capot():
    first = dict(taker="w", contract=110, points={"ns": 47}, last="ew")
    second = dict(taker="n", contract=100, coinche="coinche", points={"ns": 91}, last="ns",
                  belote="ew")
    third = dict(taker="s", contract="capot", coinche="coinche", points={"ns": 152},
                 last="ew", belote="ns")
    assert scored("coinche-officielle", EXAMPLE_1, **first) == (50, 120, "made")
    assert scored("coinche-officielle", EXAMPLE_1, **second) == (340, 0, "made")
    assert scored("coinche-officielle", EXAMPLE_1, **third) == (0, 1020, "failed")
    assert scored("coinche-officielle", **first)[:2] == (50, 230)
    assert scored("coinche-officielle", **second)[:2] == (520, 20)
    assert scored("coinche-officielle", **third)[:2] == (20, 820)


def test_a_capot_contract_made_scores_the_flat_value():
    deal = dict(taker="s", contract="capot", points={"ns": 152}, last="ns", capot="ns",
                belote="ew")
    assert scored("coinche-maison", {"capot_flat": 500}, **deal) == (500, 20, "made")


def test_a_failed_capot_scores_points_and_contract_whatever_the_contract_scoring():
    deal = dict(taker="s", contract="capot", points={"ns": 152}, last="ew")
    options = {"contract_scoring": "contract-only", "capot_failure": "points-and-contract"}
    assert scored("coinche-maison", options, **deal) == \
        scored("coinche-maison", {"capot_failure": "points-and-contract"}, **deal)
    assert scored("coinche-maison", {"contract_scoring": "contract-only"}, **deal) == \
        (0, 250, "failed")


def test_capot_failure_flat_needs_a_flat_value():
    with pytest.raises(RuleSetError, match="capot_failure = flat needs capot_flat above 0"):
        get_rules("coinche-maison").with_options({"capot_failure": "flat"})


def test_a_no_trump_bid_counts_twice_in_coinche():
    deal = dict(taker="s", mode="no-trump", contract=100, points={"ns": 100}, last="ns")
    doubled = scored("coinche-maison", {"no_trump_bid_factor": 2}, **deal)
    assert doubled == (110 + 200, 20, "made")
    assert scored("coinche-maison", **deal) == (210, 20, "made")
    out = run("score", "--rules", "coinche-maison", "-o", "no_trump_bid_factor=2", "--taker",
              "s", "--trump", "sa", "--contract", "100", "--points", "ns=100", "--last",
              "ns").stdout
    assert "No-trump: the contract 100 counts 2 times, 200" in out


def test_the_winner_takes_the_defences_belote_only_with_a_capot_or_a_coinche():
    plain = dict(taker="s", contract=80, points={"ns": 100}, last="ns", belote="ew")
    assert scored("coinche-maison", {"belote_on_success": "winner"}, **plain) == \
        (190, 72, "made")
    capot = dict(taker="s", contract=80, points={"ns": 152}, last="ns", capot="ns",
                 belote="ew")
    assert scored("coinche-maison", {"belote_on_success": "winner"}, **capot) == \
        (252 + 80 + 20, 0, "made")


# ---- coinche: capot_base_applies, generale_points, coinche_multiplies, generale_scoring

EXAMPLE_2 = {"capot_bonus": 88, "coinche_multiplies": "contract",
             "capot_base_applies": "numeric-contract", "generale_points": 500}


def test_spec_example_2_a_generale_worth_500_and_a_capot_contract_on_the_common_base():
    generale = dict(taker="s", contract="generale", generale="s", points={"ns": 152})
    capot = dict(taker="s", contract="capot", coinche="coinche", points={"ns": 152},
                 capot="ns")
    assert scored("coinche-maison", EXAMPLE_2, **generale) == (1000, 0, "made")
    assert scored("coinche-maison", {"capot_bonus": 88, "coinche_multiplies": "contract"},
                  **generale) == (750, 0, "made")
    assert scored("coinche-maison", EXAMPLE_2, **capot) == (660, 0, "made")
    assert scored("coinche-maison", {"capot_bonus": 88, "coinche_multiplies": "contract"},
                  **capot) == (750, 0, "made")


EXAMPLE_3 = {"bid_step": 1, "coinche_base": 162, "capot_base": 252,
             "coinche_multiplies": "contract", "no_trump_bid_factor": 2,
             "capot_base_applies": "any-capot"}


def test_spec_example_3_a_defence_capot_on_the_capot_base_and_the_contract_kept_apart():
    failed = dict(taker="n", contract=82, mode="no-trump", coinche="coinche",
                  points={"ew": 120}, capot="ew")
    assert scored("coinche-maison", EXAMPLE_3, **failed) == (0, 580, "failed")
    before = {k: v for k, v in EXAMPLE_3.items()
              if k not in ("no_trump_bid_factor", "capot_base_applies")}
    assert scored("coinche-maison", before, **failed) == (0, 326, "failed")
    made = dict(taker="n", contract=100, coinche="coinche", points={"ns": 100}, last="ns")
    keep = {**EXAMPLE_3, "coinche_multiplies": "contract-keep-points"}
    assert scored("coinche-maison", keep, **made) == (310, 52, "made")
    assert scored("coinche-maison", EXAMPLE_3, **made) == (362, 0, "made")


def test_rounded_points_rounds_the_takers_points_before_the_multiplier():
    # SPEC's fourth example without scale_to_162 and rounding_complement: NS 75 + 10.
    deal = dict(taker="n", contract=80, coinche="surcoinche", points={"ns": 75}, last="ns")
    assert scored("coinche-officielle", {"coinche_multiplies": "rounded-points"}, **deal) == \
        ((90 + 80) * 4, 80, "made")
    assert scored("coinche-officielle", {"coinche_multiplies": "points"}, **deal) == \
        (660, 80, "made")


def test_points_both_multiplies_each_teams_own_points():
    deal = dict(taker="n", contract=80, coinche="coinche", points={"ns": 100}, last="ns",
                belote="ew")
    assert scored("coinche-maison", {"coinche_multiplies": "points-both"}, **deal) == \
        ((110 + 80) * 2, 52 * 2 + 20, "made")


def test_a_failed_generale_pays_its_value_flat_under_flat_both():
    deal = dict(taker="s", contract="generale", points={"ns": 152}, capot="ns")
    assert scored("coinche-maison", {"generale_scoring": "flat-both"}, **deal) == \
        (0, 500, "failed")
    assert scored("coinche-701", {"generale_scoring": "flat-both"}, **deal) == \
        (0, 500, "failed")


# ---- belote_multiplied, announcements_on_failure

def test_the_belote_multiplied_with_the_contract():
    made = dict(taker="s", contract=100, coinche="coinche", points={"ns": 100}, last="ns",
                belote="ns")
    assert scored("coinche-maison", {"belote_multiplied": True}, **made) == \
        ((160 + 100 + 20) * 2, 0, "made")
    assert scored("coinche-maison", **made) == ((160 + 100) * 2 + 20, 0, "made")
    plain = dict(made, coinche=None)
    assert scored("coinche-maison", {"belote_multiplied": True}, **plain) == \
        scored("coinche-maison", **plain)  # m = 1: nothing to multiply
    only = {"contract_scoring": "contract-only", "belote_multiplied": True}
    assert scored("coinche-maison", only, **made) == ((100 + 20) * 2, 0, "made")
    out = run("score", "--rules", "coinche-maison", "-o", "belote_multiplied=true", "--taker",
              "s", "--trump", "h", "--contract", "100", "--coinche", "--points", "ns=100",
              "--last", "ns", "--belote", "ns").stdout
    assert "The belote is multiplied with the contract: × 2 (coinche)" in out
    assert "Belote 40 stays with NS, multiplied" in out


ANNOUNCED = dict(taker="s", points={"ns": 50}, last="ew", ann={"ns": ["tierce-9"],
                                                                "ew": ["quarte-10"]})


@pytest.mark.parametrize("how, ns, ew", [("defence", 0, 162 + 50 + 20),
                                         ("holder", 20, 162 + 50),
                                         ("lost", 0, 162 + 50)])
def test_a_dedans_with_announcements_on_both_sides(how, ns, ew):
    options = {"announcements": "each-team", "announcements_on_failure": how}
    assert scored("belote-maison", options, **ANNOUNCED) == (ns, ew, "failed")


def test_a_failed_coinche_leaves_the_takers_announcements_unmultiplied_under_holder():
    deal = dict(taker="s", contract=120, coinche="coinche", points={"ns": 60}, last="ew",
                ann={"ns": ["tierce-9"]})
    options = {"announcements_on_failure": "holder"}
    assert scored("coinche-maison", options, **deal) == (20, (160 + 120) * 2, "failed")
    assert scored("coinche-maison", **deal) == (0, (160 + 20 + 120) * 2, "failed")
    assert scored("coinche-701", options, **deal) == (20, 162 + 240, "failed")


# ---- rounding_complement, scale_to_162, bazar_doubling, bazar's belote_on_failure

EXAMPLE_4 = {"coinche_multiplies": "rounded-points", "rounding_complement": "defence",
             "all_trump": True, "scale_to_162": True}


def test_spec_example_4_rounded_points_the_complement_and_the_162_scale():
    surcoinched = dict(taker="n", contract=80, coinche="surcoinche", points={"ns": 75},
                       last="ns")
    assert scored("coinche-officielle", EXAMPLE_4, **surcoinched) == (680, 70, "made")
    assert scored("coinche-officielle", {"coinche_multiplies": "points"}, **surcoinched) == \
        (660, 80, "made")
    all_trump = dict(taker="e", contract=80, mode="all-trump", points={"ns": 110}, last="ns",
                     belote="ew")
    assert scored("coinche-officielle", EXAMPLE_4, **all_trump) == (70, 190, "made")
    assert scored("coinche-officielle", {"all_trump": True}, **all_trump) == (120, 240, "made")


def test_the_complement_changes_nothing_without_rounding():
    deal = dict(taker="s", points={"ns": 83}, last="ns")
    assert scored("belote-maison", {"rounding_complement": "defence"}, **deal) == \
        scored("belote-maison", **deal)


EXAMPLE_6 = {"rounding_complement": "taker", "bazar_doubling": "add",
             "belote_on_failure": "lost"}


def test_spec_example_6_bazar_blot_with_the_doublings_added():
    made = dict(taker="n", contract=9, points={"ns": 86}, last="ns")
    assert scored("bazar-blot", EXAMPLE_6, **made) == (18, 7, "made")
    assert scored("bazar-blot", **made) == (19, 7, "made")
    coinched = dict(taker="n", contract=8, mode="no-trump", coinche="coinche",
                    points={"ns": 90}, last="ns")
    assert scored("bazar-blot", EXAMPLE_6, **coinched) == (40, 0, "made")
    assert scored("bazar-blot", **coinched) == (48, 0, "made")
    failed = dict(taker="n", contract=11, points={"ns": 70}, last="ns", belote="ns",
                  ann={"ns": ["tierce-9"], "ew": ["quarte-10"]})
    assert scored("bazar-blot", EXAMPLE_6, **failed) == (0, 32, "failed")
    assert scored("bazar-blot", **failed) == (0, 34, "failed")


def test_bazar_blot_keeps_a_failed_takers_belote_under_holder():
    failed = dict(taker="n", contract=11, points={"ns": 70}, last="ns", belote="ns")
    assert scored("bazar-blot", {"belote_on_failure": "holder"}, **failed) == (2, 27, "failed")


def test_bazar_blot_points_faits_adds_no_bid():
    made = dict(taker="n", contract=9, points={"ns": 86}, last="ns")
    assert scored("bazar-blot", {"contract_scoring": "points-only"}, **made) == (10, 7, "made")
    capot = dict(taker="n", contract="capot", points={"ns": 152}, last="ns", capot="ns")
    assert scored("bazar-blot", {"contract_scoring": "points-only"}, **capot) == \
        (25, 0, "made")
    out = run("--lang", "ru", "score", "--rules", "bazar-blot", "-o",
              "contract_scoring=points-only", "--taker", "n", "--trump", "h", "--contract", "9",
              "--points", "ns=86", "--last", "ns").stdout
    assert "Счёт по набранным очкам: заявка не прибавляется" in out


@pytest.mark.parametrize("option", ["contract_scoring=points-only", "capot_flat=500",
                                    "belote_multiplied=true", "rounding_complement=defence",
                                    "scale_to_162=true", "coinche_multiplies=points-both"])
def test_a_rescore_under_a_new_option_writes_nothing(tmp_path, option):
    from conftest import EXAMPLES

    path = tmp_path / "m.toml"
    path.write_bytes((EXAMPLES / "coinche-maison.toml").read_bytes())
    before = path.read_bytes(), sorted(p.name for p in tmp_path.iterdir())
    for command in (["show"], ["explain"], ["compare", "--rules", "coinche-maison"]):
        result = run(*command[:1], path, *command[1:], "-o", option)
        assert result.exit_code == 0, result.output
    assert (path.read_bytes(), sorted(p.name for p in tmp_path.iterdir())) == before
