"""Properties of a deal played trick by trick (issue 34): a random legal play, dealt at
random and played by a random legal player, scores as the same deal by its points and
breaks no rule; a card swapped between two tricks to break a rule is found at its trick."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from scorecli.game.cards import NO_TRUMP, SEATS, TEAM_OF_SEAT, card_total, next_seat
from scorecli.game.deal import Deal
from scorecli.game.play import allowed_cards, belotes_held, play, winning
from scorecli.rules import get_rules
from scorecli.scoring import score_deal

DECK = [r + s for s in "♠♥♦♣" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
RULE_SETS = ("belote-maison", "belote-officielle", "coinche-maison", "coinche-officielle",
             "coinche-701", "bazar-blot")
MODES = ("hearts", "spades", "diamonds", "clubs", "no-trump", "all-trump")


@st.composite
def legal_plays(draw, modes=MODES):
    """(tricks, dealer, mode, direction, partner_master, undertrump): the 32 cards dealt at
    random and played by a player who picks at random among the cards the rules allow."""
    deck = draw(st.permutations(DECK))
    mode = draw(st.sampled_from(modes))
    dealer = draw(st.sampled_from(SEATS))
    direction = draw(st.sampled_from(("counter-clockwise", "clockwise")))
    partner_master = draw(st.sampled_from(("free", "must-trump")))
    undertrump = draw(st.sampled_from(("forced", "optional")))
    hands = {seat: list(deck[8 * i:8 * i + 8]) for i, seat in enumerate(SEATS)}
    seat, tricks = next_seat(dealer, direction), []
    for _number in range(8):
        played: list = []
        for _place in range(4):
            _rule, allowed = allowed_cards(hands[seat], played, seat, mode, partner_master,
                                           undertrump)
            card = draw(st.sampled_from(sorted(allowed)))
            hands[seat].remove(card)
            played.append((seat, card))
            seat = next_seat(seat, direction)
        tricks.append(tuple(c for _s, c in played))
        seat = played[winning([c for _s, c in played], mode)][0]
    return tuple(tricks), dealer, mode, direction, partner_master, undertrump


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(legal_plays())
def test_a_legal_play_breaks_no_rule_and_its_points_add_up(case):
    tricks, dealer, mode, direction, partner_master, undertrump = case
    for ace in (11, 19):
        played = play(tricks, dealer, mode, direction, ace, partner_master, undertrump)
        assert played.violations == ()
        assert played.points["ns"] + played.points["ew"] == card_total(mode, ace)
        assert sorted(c for hand in played.hands.values() for c in hand) == sorted(DECK)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(legal_plays(modes=("hearts", "spades", "no-trump", "all-trump")),
       st.sampled_from(RULE_SETS), st.data())
def test_a_deal_by_its_tricks_scores_as_by_its_points(case, name, data):
    tricks, dealer, mode, direction, partner_master, undertrump = case
    rules = get_rules(name).with_options({"partner_master": partner_master,
                                          "undertrump": undertrump})
    if mode == "all-trump" and not rules["all_trump"]:
        return
    played = play(tricks, dealer, mode, direction, rules["no_trump_ace"], partner_master,
                  undertrump)
    held = belotes_held(played.hands, mode)
    said = tuple(data.draw(st.lists(st.sampled_from([TEAM_OF_SEAT[s] for s, _ in held]),
                                    max_size=len(held), unique=True))) if held else ()
    taker = data.draw(st.sampled_from(SEATS))
    contract = None
    if rules.bids:
        contract = rules["bid_min"]
    by_tricks = Deal(taker, mode, {"ns": None, "ew": None}, contract=contract, belote=said,
                     tricks=tricks, dealt=(dealer, direction))
    by_points = Deal(taker, mode, dict(played.points), last=played.last, contract=contract,
                     capot=None if played.generale else played.capot,
                     generale=played.generale, belote=said)
    one, other = score_deal(by_tricks, rules), score_deal(by_points, rules)
    assert (one.result, one.score) == (other.result, other.score)


def _swaps(tricks):
    """Each play with one player's card of trick t swapped with one he played later."""
    flat = [list(t) for t in tricks]
    for t in range(8):
        for i in range(4):
            for later in range(t + 1, 8):
                for j in range(4):
                    swapped = [list(row) for row in flat]
                    swapped[t][i], swapped[later][j] = swapped[later][j], swapped[t][i]
                    yield t, i, later, j, tuple(tuple(row) for row in swapped)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(legal_plays())
def test_a_card_swapped_to_break_a_rule_is_found_at_its_trick(case):
    tricks, dealer, mode, direction, partner_master, undertrump = case
    legal = play(tricks, dealer, mode, direction, 19, partner_master, undertrump)
    seat_of = {c: s for t in legal.tricks for s, c in t.cards}
    for t, i, later, j, swapped in _swaps(tricks):
        a, b = tricks[t][i], tricks[later][j]
        if seat_of[a] != seat_of[b]:
            continue  # only a player's own cards change places
        replayed = play(swapped, dealer, mode, direction, 19, partner_master, undertrump)
        if [x.winner for x in replayed.tricks] != [x.winner for x in legal.tricks]:
            continue  # the seats would move: another play, not a swapped card
        seat = seat_of[a]
        before = [(s, c) for s, c in replayed.tricks[t].cards[:i]]
        hand = [c for x in replayed.tricks[t:] for s, c in x.cards if s == seat]
        rule, allowed = allowed_cards(hand, before, seat, mode, partner_master, undertrump)
        if rule == "raise" and before and b[-1] != before[0][1][-1]:
            rule = "follow"  # another suit, holding higher cards of the one led (SPEC 15.5)
        breaks = bool(rule) and b not in allowed
        first = replayed.violations[0] if replayed.violations else None
        if breaks:
            assert first is not None and (first.trick, first.seat, first.card, first.rule) \
                == (t + 1, seat, b, rule)
        else:  # the players after him in the trick may now be bound otherwise
            assert first is None or first.trick > t + 1 or (
                first.trick == t + 1 and first.seat != seat)


def test_swapped_cards_break_every_rule_of_play():
    """Over 80 seeded random deals, the swaps the property tries break each rule."""
    import random

    found = set()
    for seed in range(80):
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        mode = rng.choice(MODES[:4] + MODES[4:])
        hands = {seat: deck[8 * i:8 * i + 8] for i, seat in enumerate(SEATS)}
        seat, tricks = "w", []
        for _number in range(8):
            played: list = []
            for _place in range(4):
                _rule, allowed = allowed_cards(hands[seat], played, seat, mode, "free",
                                               "forced")
                card = rng.choice(sorted(allowed))
                hands[seat].remove(card)
                played.append((seat, card))
                seat = next_seat(seat)
            tricks.append(tuple(c for _s, c in played))
            seat = played[winning([c for _s, c in played], mode)][0]
        legal = play(tuple(tricks), "n", mode, "counter-clockwise", 19)
        seat_of = {c: s for t in legal.tricks for s, c in t.cards}
        for t, i, later, j, swapped in _swaps(tricks):
            if seat_of[tricks[t][i]] == seat_of[tricks[later][j]]:
                replayed = play(swapped, "n", mode, "counter-clockwise", 19)
                found |= {v.rule for v in replayed.violations[:1] if v.trick == t + 1}
    assert found == {"follow", "raise", "trump", "over-trump", "undertrump"}


@pytest.mark.parametrize("hand, played, seat, mode, options, expected", [
    # trump led: go higher than the trick when you can (monter)
    (["J♥", "7♥", "A♠"], [("s", "9♥")], "e", "hearts", ("free", "forced"),
     ("raise", ("J♥",))),
    # all-trump: every suit led is raised
    (["A♠", "8♠"], [("s", "10♠")], "e", "all-trump", ("free", "forced"), ("raise", ("A♠",))),
    # over-trump an opponent's trump
    (["9♥", "7♥", "A♣"], [("s", "A♠"), ("e", "10♥")], "n", "hearts", ("free", "forced"),
     ("over-trump", ("9♥",))),
    # only lower trumps: under-trump where forced, any card where optional
    (["7♥", "A♣"], [("s", "A♠"), ("e", "10♥")], "n", "hearts", ("free", "forced"),
     ("undertrump", ("7♥",))),
    (["7♥", "A♣"], [("s", "A♠"), ("e", "10♥")], "n", "hearts", ("free", "optional"),
     ("", ("7♥", "A♣"))),
    # the partner master frees the player, unless partner_master = must-trump
    (["7♥", "A♣"], [("s", "A♠"), ("e", "7♠")], "n", "hearts", ("free", "forced"),
     ("", ("7♥", "A♣"))),
    (["7♥", "A♣"], [("s", "A♠"), ("e", "7♠")], "n", "hearts", ("must-trump", "forced"),
     ("trump", ("7♥",))),
    # no trump in no-trump: a void player discards anything
    (["7♥", "A♣"], [("s", "A♠")], "e", NO_TRUMP, ("free", "forced"), ("", ("7♥", "A♣"))),
])
def test_each_rule_of_play(hand, played, seat, mode, options, expected):
    assert allowed_cards(hand, played, seat, mode, *options) == expected
