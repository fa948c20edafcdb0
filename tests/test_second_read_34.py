"""What the last read of the change found (issue 34-37 code), each as a test."""

from __future__ import annotations

import os

from conftest import D, run
from scorecli.game.play import play
from scorecli.words.cards import read_tricks

TRICKS = ["A♦ 7♦ Q♦ 8♦", "10♦ 9♦ K♥ 8♥", "A♣ 9♣ 9♠ 10♣", "Q♣ J♣ 7♥ 8♣",
          "Q♠ 10♥ 8♠ K♠", "A♥ Q♥ 7♣ 9♥", "A♠ J♥ 7♠ 10♠", "K♦ K♣ J♠ J♦"]


def test_tricks_on_a_deal_scored_by_hand_do_not_pass_for_saved(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\ndealer = "w"\n\n[[deals]]\n'
                      'score = { ns = 50, ew = 0 }\n')
    result = run("tricks", path, "1", *" ".join(TRICKS).split())
    assert result.exit_code == 2 and "missing who took (--taker s) and the trump (--trump h)" in result.stderr
    ok = run("tricks", path, "1", "--taker", "s", "--trump", "hearts", *" ".join(TRICKS).split())
    assert ok.exit_code == 0 and "score =" not in path.read_text() and "tricks = [" in \
        path.read_text()


def test_points_given_to_a_deal_from_its_cards_forget_what_the_cards_gave(match_file):
    """A pile of all 32 cards gave NS its capot and last trick; points given by edit
    replace the pile, and what it gave with it."""
    deck = [r + s for s in "♠♥♦♣" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    listed = ", ".join(f'"{c}"' for c in deck)
    path = match_file('format = 1\nrules = "belote-maison"\n\n[[deals]]\ntaker = "s"\n'
                      f'trump = "hearts"\npile = {{ ns = [{listed}] }}\n')
    edited = run("edit", path, "1", "--points", "ns=100", "--last", "ns")
    assert edited.exit_code == 0, edited.output
    text = path.read_text()
    assert "pile" not in text and "capot" not in text and "points = { ns = 100 }" in text


def test_a_c_in_one_trick_is_decided_by_the_others():
    french = ["AC 10C 8C 7C", "Rk Dk Vk 9k", "Ap 10p Rp Dp", "Vp 9p 8p 7p", "At 10t Rt Dt",
              "Vt 9t 8t 7t", "Ak 10k 8k 7k", "RC DC VC 9C"]
    tricks, problems = read_tricks(french, in_file=True)
    assert problems == [] and tricks[0] == ("A♥", "10♥", "8♥", "7♥")


def test_another_suit_while_holding_higher_trumps_is_follow():
    """Trump led (9♥): e holds J♥, higher, and plays A♣: SPEC 15.5 calls it follow, and
    what was allowed is the higher trump."""
    deck = [r + s for s in "♠♥♦♣" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    cards = ["9♥", "A♣", "7♥", "8♥", "A♠", "J♥"]
    cards += [c for c in deck if c not in cards]
    tricks = tuple(tuple(cards[i:i + 4]) for i in range(0, 32, 4))
    first = play(tricks, "w", "hearts", "counter-clockwise", 11).violations[0]
    assert (first.trick, first.seat, first.card, first.rule, first.allowed) == (
        1, "e", "A♣", "follow", ("J♥",))


def test_a_page_edited_to_the_same_size_is_not_kept_as_scorecli_s(tmp_path):
    season = tmp_path / "season"
    season.mkdir()
    run("new", season / "friday.toml", "--rules", "coinche-maison")
    run("deal", season / "friday.toml", *D)
    site = tmp_path / "site"
    assert run("publish", season, "-o", site).exit_code == 0
    page = site / "matches" / "friday.html"
    text = page.read_text(encoding="utf-8")
    page.write_text(text.replace("<h1>", "<h2>", 1).replace("</h1>", "</h2>", 1),
                    encoding="utf-8")
    assert os.path.getsize(page) == len(text.encode("utf-8"))
    again = run("publish", season, "-o", site)
    assert again.exit_code == 1 and "friday.html" in again.output  # the user's page now


def test_an_edit_that_leaves_the_points_alone_asks_no_capot(match_file):
    path = match_file('format = 1\nrules = "coinche-maison"\n')
    assert run("deal", path, "s", "100h", "152", "last", "ns", "pas", "capot").exit_code == 0
    assert run("edit", path, "1", "--note", "hello").exit_code == 0


def test_a_capot_bid_joined_to_a_trump_letter(match_file):
    path = match_file('format = 1\nrules = "coinche-officielle"\n')
    assert run("deal", path, "s", "capoth", "capot", "ns").stdout.startswith(
        "Deal 1: s capot hearts")
