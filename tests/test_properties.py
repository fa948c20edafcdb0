"""Properties that must hold for every valid deal and match."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import run
from deals import deals
from scorecli.store import read as matchfile, schema
from scorecli.store import text as file_text
from scorecli.game.deal import Match
from scorecli.rules import RULE_SETS, get_rules
from scorecli.scoring import score_deal, score_match
from scorecli.game.tally import tally
from scorecli.validation import deal_problems

BELOTE = [get_rules("belote-maison"), get_rules("belote-officielle")]
ALL = list(RULE_SETS.values())


@given(st.data())
def test_generated_deals_are_valid(data):
    rules = data.draw(st.sampled_from(ALL))
    deal = data.draw(deals(rules))
    assert deal_problems(deal, rules) == []


@given(st.data())
def test_made_belote_deal_hands_out_exactly_the_deal_total(data):
    rules = data.draw(st.sampled_from(BELOTE))
    deal = data.draw(deals(rules, announcements=False))
    ds = score_deal(deal, rules)
    if ds.result == "made":
        belote = 20 * len(deal.belote)
        assert ds.score["ns"] + ds.score["ew"] == ds.tally.deal_total + belote


@given(st.data())
def test_belote_match_neither_loses_nor_invents_a_point(data):
    """With no announcements, every deal is worth its deal total and belotes: the totals
    plus the pot still held add up to exactly that, litiges and dedans included."""
    rules = data.draw(st.sampled_from(BELOTE))
    match = data.draw(st.lists(deals(rules, announcements=False), min_size=1, max_size=8))
    score = score_match(match, rules)
    worth = sum(tally(d.deal, rules).deal_total + 20 * len(d.deal.belote) for d in score.deals)
    assert score.total["ns"] + score.total["ew"] + score.held == worth
    for before, after in zip(score.deals, score.deals[1:]):
        if after.result != "litige":
            assert after.pot_paid == before.held and after.held == 0


# Every family that has a coinche, each run on its own: the property holds for each, and
# a family cannot go untested because the draw never reached it.
COINCHE_SETS = ["coinche-maison", "coinche-officielle", "coinche-701", "bazar-blot"]


def test_the_coinche_sets_cover_every_family_with_a_coinche():
    assert {get_rules(n).family for n in COINCHE_SETS} == {"coinche", "coinche-701", "bazar"}


@pytest.mark.parametrize("name", COINCHE_SETS)
@given(st.data())
def test_surcoinche_doubles_what_the_coinche_multiplies(name, data):
    """Every family that has a coinche: the surcoinche doubles exactly what the coinche
    multiplied, for the winner of the deal (made or failed), and the other side's score does
    not move. Rounding is set aside (it would blur the doubling), so that every family runs."""
    from scorecli.rules.base import contract_value

    rules = get_rules(name, {"rounding": "none"})
    deal = data.draw(deals(rules, coinche="coinche"))
    coinched = score_deal(deal, rules)
    surcoinched = score_deal(deal._replace(coinche="surcoinche"), rules)
    assert surcoinched.result == coinched.result
    winner = deal.taker_team if coinched.result == "made" else deal.defence
    loser = deal.defence if winner == deal.taker_team else deal.taker_team
    more = surcoinched.score[winner] - coinched.score[winner]
    if rules.family == "coinche":
        belote = coinched.tally.belote[winner]
        assert surcoinched.score[winner] - belote == 2 * (coinched.score[winner] - belote)
    elif rules.family == "coinche-701":  # only the contract is multiplied
        assert more == 2 * contract_value(deal, rules)
    else:  # bazar blot: the counted bid, on the match scale
        factor = rules["no_trump_bid_factor"] if deal.mode == "no-trump" else 1
        assert more == 10 * 2 * contract_value(deal, rules) * factor
    assert surcoinched.score[loser] == coinched.score[loser]


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_save_then_load_keeps_the_deals(tmp_path, data):
    rules = data.draw(st.sampled_from(ALL))
    match_deals = tuple(data.draw(st.lists(deals(rules), max_size=6)))
    match = Match(rules=rules.name, deals=match_deals, title=data.draw(st.text(max_size=20)),
                  teams={"ns": "Nous", "ew": "Eux \"les autres\""})
    text = file_text.match_text(match)
    loaded = schema.match_from_data(matchfile.parse_toml(text, "x"), "x")
    assert loaded.deals == match_deals
    assert loaded.title == (match.title or None)
    assert dict(loaded.teams) == dict(match.teams)


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_reading_commands_never_change_the_file(tmp_path, data):
    rules = data.draw(st.sampled_from(ALL))
    match = Match(rules=rules.name, deals=tuple(data.draw(st.lists(deals(rules), max_size=5))))
    path = tmp_path / "m.toml"
    path.write_text("# my match\n" + file_text.match_text(match), encoding="utf-8")
    before = path.read_bytes()
    other = data.draw(st.sampled_from(ALL))
    for args in (["show", path], ["show", path, "--json"], ["check", path],
                 ["show", path, "--rules", other.name]):
        result = run(*args)
        assert result.exit_code in (0, 1)
        assert path.read_bytes() == before


@given(st.data())
def test_quick_and_checked_deal_reading_agree(data):
    rules = data.draw(st.sampled_from(ALL))
    deal = data.draw(deals(rules))
    raw = matchfile.parse_toml(file_text.deal_block(deal), "x")["deals"][0]
    quick = schema._plain_deal(raw)
    checked = schema._checked_deal(raw, "deals[1]", schema.ProblemList([]))
    assert quick == checked == deal
