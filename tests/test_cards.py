"""Cards as players write them and `scorecli count` (issue 34, SPEC 15.1 and 15.8's first
example, exactly): symbols and English, French or Russian letters, the letters read by
their place, `C` by the rest of its list, every refusal naming its word."""

from __future__ import annotations

import json

import pytest

from conftest import run
from scorecli.errors import ScoreError
from scorecli.words.cards import parse_cards

SAME = ["J♥", "9♥", "A♠", "10♠", "K♣", "Q♣", "7♦", "8♦"]


@pytest.mark.parametrize("written", [
    "J♥ 9♥ A♠ 10♠ K♣ Q♣ 7♦ 8♦", "Vc 9c Ap 10p Rt Dt 7k 8k",  # V decides: c is cœur
    "Вч 9ч Тп 10п Кт Дт 7б 8б",  # Т first is туз, т last is трефы
    "jh 9H as 10S kc qc 7D 8d",  # J decides: c is clubs
    "J♡ 9♥️ A♤ 10♠ K♧ Q♣ 7♢ 8♦",  # the other symbols and the emoji forms
])
def test_the_same_cards_in_every_way_of_writing_them(written):
    assert [str(c) for c in parse_cards(written.split())] == SAME


def test_one_list_may_mix_the_languages_and_place_decides():
    assert [str(c) for c in parse_cards(["Кч", "Qk", "A♠"])] == ["K♥", "Q♦", "A♠"]
    # D first is the French dame, last English diamonds; K first the king, last carreau
    assert [str(c) for c in parse_cards(["Dd", "Kk"])] == ["Q♦", "K♦"]
    assert [str(c) for c in parse_cards(["Тт", "тТ"][:1])] == ["A♣"]


@pytest.mark.parametrize("words, says", [
    (["1♥"], "'1♥' is not a card: a rank then a suit, as 10♥, QS, Vk, Дп"),
    (["♥10"], "'♥10' is not a card: the rank comes first, as 10♥"),
    (["A♥", "a♥"], "A♥ is given twice: a deck has one of each card"),
    (["TS"], "'TS' is not a card"),  # a Latin T is no rank: the ten is only 10
])
def test_a_word_that_is_not_a_card_is_named(words, says):
    with pytest.raises(ScoreError) as caught:
        parse_cards(words)
    assert says in str(caught.value)


def test_a_c_its_list_does_not_decide_is_refused_in_a_file():
    with pytest.raises(ScoreError, match="write ♥ or ♣"):
        parse_cards(["Ac", "7♦"], in_file=True)
    assert str(parse_cards(["Ac"])[0]) == "A♣"  # on the command line, as the trump letter c


@pytest.mark.parametrize("mode, flags, values, points, other", [
    ("hearts", (), [20, 14, 11, 10, 4, 3, 0, 0], 62, 90),
    ("no-trump", (), [2, 0, 19, 10, 4, 3, 0, 0], 38, 114),
    ("no-trump", ("--rules", "belote-maison"), [2, 0, 11, 10, 4, 3, 0, 0], 30, 90),
    ("all-trump", (), [20, 14, 11, 10, 4, 3, 0, 0], 62, 186),
])
def test_count_is_the_spec_s_table(mode, flags, values, points, other):
    data = json.loads(run("count", mode, *SAME, *flags, "--json").stdout)
    assert (data["values"], data["points"], data["other"]) == (values, points, other)
    assert data["cards"] == SAME and data["total"] == points


def test_count_with_the_last_trick_and_in_words():
    said = run("count", "cœur", *"Vc 9c Ap 10p Rt Dt 7k 8k".split(), "--last").stdout
    assert said == ("J♥ 20, 9♥ 14, A♠ 11, 10♠ 10, K♣ 4, Q♣ 3, 7♦ 0, 8♦ 0\n"
                    "Card points: 62 + 10 for the last trick = 72\n"
                    "The other side: 152 − 62 = 90\n")
    assert json.loads(run("count", "hearts", *SAME, "--last", "--json").stdout)["total"] == 72
    russian = run("count", "черви", *"Вч 9ч Тп 10п Кт Дт 7б 8б".split(), "--lang", "ru").stdout
    assert russian.startswith("В♥ 20, 9♥ 14, Т♠ 11")
    refused = run("count", "hearts", "1♥")
    assert refused.exit_code == 1 and "'1♥' is not a card" in refused.stderr


PILE = ["A♦", "7♦", "Q♦", "8♦", "10♦", "9♦", "K♥", "8♥", "A♣", "9♣", "9♠", "10♣", "Q♣", "J♣",
        "7♥", "8♣", "A♥", "Q♥", "7♣", "9♥"]


def _file(tmp_path, body: str, rules: str = "belote-maison"):
    path = tmp_path / "pile.toml"
    path.write_text(f'format = 1\nrules = "{rules}"\n\n[[deals]]\n' + body, "utf-8")
    return path


def test_a_deal_given_by_a_pile_scores_as_its_points(tmp_path):
    # SPEC 15.2's pile: NS won these 20 cards, 82 card points in hearts.
    cards = ", ".join(f'"{c}"' for c in PILE)
    pile = _file(tmp_path, f'taker = "s"\ntrump = "hearts"\npile = {{ ns = [{cards}] }}\n'
                           'last = "ew"\nbelote = "ns"\n')
    shown = json.loads(run("show", pile, "--json").stdout)
    points = tmp_path / "points.toml"
    points.write_text('format = 1\nrules = "belote-maison"\n\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\npoints = { ns = 82 }\nlast = "ew"\nbelote = "ns"\n',
                      "utf-8")
    by_points = json.loads(run("show", points, "--json").stdout)["deals"]
    assert [d.pop("from") for d in by_points] == ["points"]
    assert shown["deals"][0].pop("from") == "pile"
    assert shown["deals"][0].pop("card_points") == {"ns": 82, "ew": 70}
    assert [shown["deals"][0].pop(k) for k in ("last", "capot", "generale")] == ["ew", None,
                                                                                None]
    assert shown["deals"] == by_points
    said = run("explain", pile, "1").stdout
    assert "NS's pile: 20 cards, 82 card points" in said


def test_a_pile_is_counted_under_the_rules_it_is_scored_by(tmp_path):
    pile = _file(tmp_path, 'taker = "s"\ntrump = "no-trump"\npile = { ns = ["A♦", "7♦", "Q♦", '
                           '"8♦"] }\nlast = "ns"\n', rules="belote-officielle")
    assert "NS's pile: 4 cards, 22 card points" in run("explain", pile, "1").stdout
    assert "NS's pile: 4 cards, 14 card points" in run("explain", pile, "1", "--rules",
                                                       "belote-maison").stdout


@pytest.mark.parametrize("body, says", [
    ('taker = "s"\ntrump = "hearts"\npile = { ns = ["A♦", "7♦", "Q♦"] }\nlast = "ew"\n',
     "deals[1].pile.ns: 3 cards; a pile holds 4 per trick won"),
    ('taker = "s"\ntrump = "hearts"\npile = { ns = ["A♦", "7♦", "10♦", "Ac"] }\nlast = "ew"\n',
     "write ♥ or ♣"),
    ('taker = "s"\ntrump = "hearts"\npile = { ns = ["A♦", "7♦", "Q♦", "8♦"] }\n'
     'points = { ns = 20 }\nlast = "ew"\n', "a pile and card points both given: keep one"),
])
def test_a_pile_that_cannot_be_counted_is_named(tmp_path, body, says):
    result = run("show", _file(tmp_path, body))
    assert result.exit_code == 1 and says in result.stderr


def test_deal_and_edit_take_a_pile(tmp_path):
    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", "belote-maison").exit_code == 0
    said = run("deal", path, "--taker", "s", "--trump", "hearts", "--pile",
               "ns=" + " ".join(PILE), "--last", "ew", "--belote", "ns")
    assert said.exit_code == 0 and "(NS 82, EW 70; belote NS)" in said.stdout
    assert 'pile = { ns = ["A♦", "7♦"' in path.read_text("utf-8")
    assert run("deal", path, "--taker", "s", "--trump", "hearts", "--pile", "ns=A♦,7♦",
               "--points", "ns=10", "--last", "ew").exit_code == 2
    edited = run("edit", path, "1", "--points", "ns=90")
    assert edited.exit_code == 0 and "NS 102 → 110" in edited.stdout
    assert "pile" not in path.read_text("utf-8")


def test_a_pile_said_in_words_in_each_language(tmp_path):
    path = tmp_path / "w.toml"
    assert run("new", path, "--rules", "belote-maison").exit_code == 0
    french = run("deal", path, "s", "coeur", "plis", "ns", *"A♦ 7♦ Q♦ 8♦ 10♦ 9♦ R♥ 8♥ A♣ 9♣ "
                 "9♠ 10♣ D♣ V♣ 7♥ 8♣ A♥ D♥ 7♣ 9♥".split(), "der", "eo", "belote", "ns",
                 "--lang", "fr")
    assert french.exit_code == 0 and "(NS 82, EO 70\u202f; belote pour NS)" in french.stdout
    russian = run("deal", path, "юг", "черви", "взятки", "сю", "Тб", "7б", "Дб", "8б",
                  "последняя", "сю", "--lang", "ru")
    assert russian.exit_code == 0 and "(СЮ 14, ВЗ 138)" in russian.stdout
    both = run("deal", path, "s", "hearts", "pile", "ns", "A♦", "7♦", "Q♦", "8♦", "82",
               "last", "ew")
    assert both.exit_code == 1 and "a pile gives the card points" in both.stderr


def test_a_pile_of_all_or_none_of_the_cards_is_a_capot(tmp_path):
    # SPEC 15.2: a pile of 32 cards is that team's capot and last trick, of 0 the other's.
    none = _file(tmp_path, 'taker = "s"\ntrump = "hearts"\npile = { ew = [] }\n')
    shown = json.loads(run("show", none, "--json").stdout)
    assert shown["deals"][0]["score"] == {"ns": 252, "ew": 0}
