"""A deal from its tricks and its penalties (issue 34; SPEC 15.2-15.6 and 15.8's examples
2 to 5, exactly): who played each card, the rules of play, the belotes and announcements
the hands show, and each penalty scored by its option."""

from __future__ import annotations

import json

import pytest

from conftest import run
from scorecli.game.announcements import parse_announcement
from scorecli.game.deal import Deal, Penalty
from scorecli.game.play import allowed_cards, play
from scorecli.rules import get_rules
from scorecli.scoring import score_deal

TRICKS = ["A♦ 7♦ Q♦ 8♦", "10♦ 9♦ K♥ 8♥", "A♣ 9♣ 9♠ 10♣", "Q♣ J♣ 7♥ 8♣",
          "Q♠ 10♥ 8♠ K♠", "A♥ Q♥ 7♣ 9♥", "A♠ J♥ 7♠ 10♠", "K♦ K♣ J♠ J♦"]
PILE = ["A♦", "7♦", "Q♦", "8♦", "10♦", "9♦", "K♥", "8♥", "A♣", "9♣", "9♠", "10♣",
        "Q♣", "J♣", "7♥", "8♣", "A♥", "Q♥", "7♣", "9♥"]


def tricks(changed: dict | None = None) -> tuple:
    rows = list(TRICKS)
    for index, cards in (changed or {}).items():
        rows[index - 1] = cards
    return tuple(tuple(row.split()) for row in rows)


def example_deal(**changes) -> Deal:
    """Example 3: taker s, hearts, dealt by w, NS said belote and a tierce to the ace."""
    base = Deal("s", "hearts", {"ns": None, "ew": None}, belote=("ns",),
                announcements={"ns": (parse_announcement("tierce-A"),), "ew": ()},
                tricks=tricks(), dealt=("w", "counter-clockwise"))
    return base._replace(**changes)


REVOKE = {5: "Q♠ 10♥ K♣ K♠", 8: "K♦ 8♠ J♠ J♦"}  # example 4: n revokes at trick 5
UNDER = {2: "10♦ 9♦ K♥ 7♣", 6: "A♥ Q♥ 8♥ 9♥"}  # w does not go under K♥


def test_seed_002s_trick_east_must_trump_with_the_jack():
    # s leads A♠; e holds J♥ K♦, void in spades, w has not played: e must trump.
    assert allowed_cards(["J♥", "K♦"], [("s", "A♠")], "e", "hearts", "free", "forced") == (
        "trump", ("J♥",))
    played = play(tricks(), "w", "hearts", "counter-clockwise", 11)
    assert played.tricks[6].cards == (("s", "A♠"), ("e", "J♥"), ("n", "7♠"), ("w", "10♠"))
    assert (played.tricks[6].winner, played.tricks[6].points) == ("e", 41)


def test_example_3_the_tricks_give_the_seats_points_hands_and_the_score():
    played = play(tricks(), "w", "hearts", "counter-clockwise", 11)
    assert [(t.winner, t.points) for t in played.tricks] == [
        ("s", 14), ("n", 14), ("n", 21), ("s", 5), ("e", 17), ("s", 28), ("e", 41), ("e", 12)]
    assert (played.points, played.last, played.capot, played.violations) == (
        {"ns": 82, "ew": 70}, "ew", None, ())
    assert sorted(played.hands["n"]) == sorted("K♥ Q♥ A♣ K♣ Q♣ Q♦ 8♠ 7♠".split())
    ds = score_deal(example_deal(), get_rules("belote-maison"))
    assert (ds.result, ds.score) == ("made", {"ns": 122, "ew": 80})


def test_example_3_by_the_pile_scores_the_same():
    deal = Deal("s", "hearts", {"ns": None, "ew": None}, last="ew", belote=("ns",),
                announcements={"ns": (parse_announcement("tierce-A"),), "ew": ()},
                pile=("ns", tuple(PILE)))
    ds = score_deal(deal, get_rules("belote-maison"))
    assert (ds.result, ds.score) == ("made", {"ns": 122, "ew": 80})


def test_example_3_with_partner_master_must_trump_trick_3_breaks_a_rule(match_file):
    rules = get_rules("belote-maison").with_options({"partner_master": "must-trump"})
    played = play(tricks(), "w", "hearts", "counter-clockwise", 11, "must-trump", "forced")
    assert [(v.trick, v.seat, v.card, v.rule, v.allowed) for v in played.violations] == [
        (3, "s", "9♠", "trump", ("7♥", "9♥"))]
    path = match_file(_file(dealer="n", first=False))
    out = run("explain", path, "2", "-o", "partner_master=must-trump").stdout
    assert ("trick 3: s played 9♠ while holding 7♥ 9♥ (clubs led, n's A♣ master): must "
            "trump") in out
    assert score_deal(example_deal(), rules).result == "failed"  # a revoke by NS, the taker


@pytest.mark.parametrize("options, score, result", [
    ({}, {"ns": 20, "ew": 182}, "failed"),
    ({"revoke_penalty": "fixed"}, {"ns": 0, "ew": 162}, "penalty"),
    ({"revoke_penalty": "deduct", "penalty_points": 100}, {"ns": 22, "ew": 80}, "made"),
])
def test_example_4_a_revoke_found_scored_by_each_revoke_penalty(options, score, result):
    deal = example_deal(tricks=tricks(REVOKE))
    played = play(deal.tricks, "w", "hearts", "counter-clockwise", 11)
    assert played.points == {"ns": 82, "ew": 70}
    assert (played.tricks[4].points, played.tricks[7].points) == (21, 8)
    ds = score_deal(deal, get_rules("belote-maison").with_options(options))
    assert (ds.score, ds.result) == (score, result)


def test_example_4_the_defence_revokes_by_not_going_under():
    deal = example_deal(tricks=tricks(UNDER))
    rules = get_rules("belote-maison")
    assert score_deal(deal, rules).score == {"ns": 202, "ew": 0}
    played = play(deal.tricks, "w", "hearts", "counter-clockwise", 11)
    assert [(v.trick, v.seat, v.rule, v.allowed) for v in played.violations] == [
        (2, "w", "undertrump", ("8♥",))]
    legal = rules.with_options({"undertrump": "optional"})
    assert score_deal(deal, legal).score == {"ns": 122, "ew": 80}


def _file(dealer: str, first: bool = True, rows=TRICKS, rules: str = "belote-maison") -> str:
    listed = ", ".join(f'"{row}"' for row in rows)
    block = (f'[[deals]]\ntaker = "s"\ntrump = "hearts"\ntricks = [{listed}]\n'
             'belote = "ns"\nannouncements = { ns = ["tierce-A"] }\n')
    pile = ", ".join(f'"{c}"' for c in PILE)
    before = ("" if first else f'[[deals]]\ntaker = "s"\ntrump = "hearts"\npile = {{ ns = '
              f'[{pile}] }}\nlast = "ew"\nbelote = "ns"\nannouncements = {{ ns = '
              '["tierce-A"] }\n\n')
    return (f'format = 1\nrules = "{rules}"\ndealer = "{dealer}"\n\n' + before + block)


def test_example_4_explain_and_json(match_file):
    rows = list(TRICKS)
    rows[4], rows[7] = REVOKE[5], REVOKE[8]
    path = match_file(_file("w", rows=rows))
    out = run("explain", path, "1").stdout
    assert "trick 5: n played K♣ while holding 7♠ 8♠ (spades led): must follow spades" in out
    assert "trick 5  s: Q♠   e: 10♥  n: K♣   w: K♠   e  21" in out
    assert ("Revoke by NS (n), found in the tricks: the offending team loses the deal "
            "(scorecli's reading of the federation's rules)") in out
    deal = json.loads(run("show", path, "--json").stdout)["deals"][0]
    assert deal["from"] == "tricks" and deal["card_points"] == {"ns": 82, "ew": 70}
    assert deal["tricks"][0] == {"number": 1, "cards": [["s", "A♦"], ["e", "7♦"],
                                                        ["n", "Q♦"], ["w", "8♦"]],
                                 "winner": "s", "points": 14}
    assert deal["belotes"] == [{"seat": "n", "suit": "hearts", "said": True}]
    assert deal["announcements_checked"] == [{"team": "ns", "token": "tierce-A", "seat": "n",
                                              "cards": ["A♣", "K♣", "Q♣"], "shown": True}]
    assert deal["violations"] == [{"trick": 5, "seat": "n", "card": "K♣", "rule": "follow",
                                   "allowed": ["7♠", "8♠"]}]
    assert deal["penalty"] == [{"kind": "revoke", "team": "ns", "seat": "n", "found": True,
                                "scoring": "deal-lost"}]
    assert deal["score"] == {"ns": 20, "ew": 182}
    # With the coinche rule the same cards are legal: no penalty.
    rows = list(TRICKS)
    rows[1], rows[5] = UNDER[2], UNDER[6]
    path.write_text(_file("w", rows=rows), "utf-8")
    assert json.loads(run("show", path, "--json", "-o", "undertrump=optional").stdout)[
        "deals"][0]["score"] == {"ns": 122, "ew": 80}


@pytest.mark.parametrize("words, ns, ew", [
    ("s 100h x2 renonce e", 520, 0),
    ("s 100h renonce n", 0, 260),
    ("maldonne", 0, 0),
    ("s 100h 98 last ns ns tierce fausse annonce ns", 208, 74),
])
def test_example_5_penalties_recorded_without_cards(match_file, words, ns, ew):
    path = match_file('format = 1\nrules = "coinche-maison"\ndealer = "n"\n')
    result = run("deal", path, *words.split())
    assert result.exit_code == 0, result.output
    data = json.loads(run("show", path, "--json").stdout)
    assert data["deals"][0]["score"] == {"ns": ns, "ew": ew}


def test_a_misdeal_is_dealt_again_by_the_same_dealer_and_counts_for_nothing(match_file):
    path = match_file('format = 1\nrules = "coinche-maison"\ndealer = "n"\n'
                      '[options]\ndeals_limit = 2\ntarget = 0\n')
    run("deal", path, "maldonne")
    assert "Next to deal: n" in run("show", path).stdout
    run("deal", path, "s", "80h", "82", "last", "ns")
    assert "Next to deal: w" in run("show", path).stdout
    data = json.loads(run("show", path, "--json").stdout)
    assert data["winner"] is None  # two deals in the file, one played
    assert data["deals"][0]["result"] == "penalty"
    assert data["deals"][0]["penalty"] == [{"kind": "misdeal", "team": "ns", "seat": None,
                                            "found": False, "scoring": "redeal"}]
    assert 'penalty = { kind = "misdeal" }' in path.read_text()


@pytest.mark.parametrize("flag, penalty", [
    ("revoke=e", Penalty("revoke", "ew", "e")), ("misdeal", Penalty("misdeal")),
    ("announcement=ns", Penalty("announcement", "ns")), ("waived", Penalty("waived")),
])
def test_the_penalty_flag(flag, penalty):
    from scorecli.cli.flags import penalty_given

    assert penalty_given(flag, None) == penalty


@pytest.mark.parametrize("body, says", [
    ('tricks = ["A♦ 7♦ Q♦ 8♦", "10♦ 9♦ K♥ 8♥", "K♣ 9♣ 9♠ 10♣", "Q♣ J♣ 7♥ 8♣", '
     '"Q♠ 10♥ 8♠ K♠", "A♥ Q♥ 7♣ 9♥", "A♠ J♥ 7♠ 10♠", "K♦ K♣ J♠ J♦"]',
     "deals[1].tricks[8]: K♣ is in trick 3 too"),
    ('tricks = ["A♦ 7♦ Q♦ 8♦"]', "deals[1].tricks: 1 tricks: a deal has 8 of 4 cards"),
    ('tricks = ["A♦ 7♦ Q♦ 8♦ 9♦", "10♦ 9♦ K♥ 8♥", "A♣ 9♣ 9♠ 10♣", "Q♣ J♣ 7♥ 8♣", '
     '"Q♠ 10♥ 8♠ K♠", "A♥ Q♥ 7♣ 9♥", "A♠ J♥ 7♠ 10♠", "K♦ K♣ J♠ J♦"]',
     "deals[1].tricks[1]: 5 cards: a trick holds 4"),
    ('tricks = ["A♦ 7♦ Q♦ 1♦", "10♦ 9♦ K♥ 8♥", "A♣ 9♣ 9♠ 10♣", "Q♣ J♣ 7♥ 8♣", '
     '"Q♠ 10♥ 8♠ K♠", "A♥ Q♥ 7♣ 9♥", "A♠ J♥ 7♠ 10♠", "K♦ K♣ J♠ J♦"]',
     "deals[1].tricks[1]: '1♦' is not a card"),
    ('points = { ns = 82 }\ntricks = ["A♦ 7♦ Q♦ 8♦", "10♦ 9♦ K♥ 8♥", "A♣ 9♣ 9♠ 10♣", '
     '"Q♣ J♣ 7♥ 8♣", "Q♠ 10♥ 8♠ K♠", "A♥ Q♥ 7♣ 9♥", "A♠ J♥ 7♠ 10♠", "K♦ K♣ J♠ J♦"]',
     "deals[1].points: the tricks decide it: leave it out beside tricks"),
    ('penalty = { kind = "revoke", team = "ns", seat = "e" }\npoints = { ns = 82 }\n'
     'last = "ns"', "deals[1].penalty.seat: e is not a player of NS"),
    ('penalty = { kind = "waived" }\npoints = { ns = 82 }\nlast = "ns"',
     "deals[1].penalty: no penalty waived"),
    ('penalty = { kind = "announcement", team = "ew" }\npoints = { ns = 82 }\nlast = "ns"',
     "deals[1].penalty: a false announcement by EW, which announced nothing"),
    ('penalty = { kind = "theft", team = "ew" }\npoints = { ns = 82 }\nlast = "ns"',
     "deals[1].penalty.kind: 'theft' is not a penalty"),
])
def test_a_bad_deal_from_its_cards_is_refused_at_its_key(match_file, body, says):
    path = match_file('format = 1\nrules = "belote-maison"\ndealer = "w"\n\n[[deals]]\n'
                      'taker = "s"\ntrump = "hearts"\n' + body + "\n")
    result = run("show", path)
    assert result.exit_code == 1 and says in result.output, result.output


def test_a_belote_said_but_not_held_is_refused(match_file):
    path = match_file(_file("n"))  # dealt by n, not w: every card is someone else's
    result = run("show", path)
    assert result.exit_code == 1
    assert "deals[1].belote: NS said belote, but neither n nor s held K♥ and Q♥" in \
        result.output


def test_tricks_without_a_dealer_say_where_the_file_gives_one(match_file):
    """No FILE placeholder: the problem is read with the file open, its name above it."""
    path = match_file(_file("w").replace('dealer = "w"\n', ""))
    result = run("show", path)
    assert result.exit_code == 1 and 'at the top of the file, as dealer = "s"' in result.output
    said = run("show", path, env={"SCORECLI_LANG": "fr"}).output
    assert "FICHIER" not in said and "en tête du fichier" in said, said


def test_the_tricks_command_records_a_deal_from_its_32_cards(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\ndealer = "w"\n')
    cards = " ".join(TRICKS).split()
    result = run("tricks", path, "--taker", "s", "--trump", "hearts", "--belote", "ns",
                 "--announce", "ns=tierce-A", *cards)
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("Saved as deal 1.\nDeal 1: s hearts (NS 82, EW 70; belote and "
                                  "tierce to the ace (NS)), "
                                  "made: NS +122, EW +80. Totals: NS 122, EW 80.\n")
    assert 'tricks = ["A♦ 7♦ Q♦ 8♦", "10♦ 9♦ K♥ 8♥",' in path.read_text()


@pytest.mark.parametrize("args, code, says", [
    (["A♦", "7♦"], 1, "2 cards given: a deal has 32"),
    (["A♦", "A♦"], 1, "A♦ is given twice"),
    (["A♦", "X♦"], 1, "'X♦' is not a card"),
    (["--points", "ns=82", "A♦"], 2, "leave out --points"),
    (["--last", "ns", "A♦"], 2, "leave out --last"),
    (["n:A♦"] + " ".join(TRICKS).split()[1:], 1, "A♦: trick 1 is s's to play here, not n's"),
])
def test_the_tricks_command_refuses_and_changes_nothing(match_file, args, code, says):
    text = 'format = 1\nrules = "belote-maison"\ndealer = "w"\n'
    path = match_file(text)
    result = run("tricks", path, "--taker", "s", "--trump", "hearts", *args)
    assert result.exit_code == code and says in result.output, result.output
    assert path.read_text() == text


def test_tricks_n_gives_a_deal_its_tricks_in_place_of_its_points(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\ndealer = "w"\n\n[[deals]]\n'
                      'taker = "s"\ntrump = "hearts"\npoints = { ns = 90 }\nlast = "ns"\n'
                      'belote = "ns"\nannouncements = { ns = ["tierce-A"] }\n')
    result = run("tricks", path, "1", *" ".join(TRICKS).split())
    assert result.exit_code == 0, result.output
    text = path.read_text()
    assert "points" not in text and "last" not in text and "tricks = [" in text
    assert json.loads(run("show", path, "--json").stdout)["deals"][0]["score"] == {
        "ns": 122, "ew": 80}


EW_PILE = "Q♠ 10♥ 8♠ K♠ A♠ J♥ 7♠ 10♠ K♦ K♣ J♠ J♦".split()


def test_both_teams_piles_must_make_the_32_cards(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n')
    result = run("deal", path, "s", "h", "pile", "ns", *PILE, "pile", "ew", *EW_PILE,
                 "der", "ew", "belote", "ns")
    assert result.stdout == ("Deal 1: s hearts (NS 82, EW 70; belote NS), made: NS +102, EW +80. "
                             "Totals: NS 102, EW 80.\n")
    assert 'ew = ["Q♠", "10♥",' in path.read_text()
    refused = run("deal", path, "--taker", "s", "--trump", "h", "--pile", "ns=" + " ".join(PILE),
                  "--pile", "ew=" + " ".join(EW_PILE[:8]), "--last", "ew")
    assert refused.exit_code == 1
    assert "the two piles hold 28 cards; they must make the 32" in refused.output
    twice = run("deal", path, "--taker", "s", "--trump", "h", "--pile", "ns=" + " ".join(PILE),
                "--pile", "ew=" + " ".join(EW_PILE[:8] + PILE[:4]), "--last", "ew")
    assert "A♦ is in both piles" in twice.output


def test_check_lists_each_rule_broken_and_exits_0(match_file):
    rows = list(TRICKS)
    rows[4], rows[7] = REVOKE[5], REVOKE[8]
    path = match_file(_file("w", rows=rows))
    result = run("check", path)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1:] == [
        "deal 1, trick 5: n played K♣ while holding 7♠ 8♠ (spades led): must follow spades"]


def test_waived_lets_the_faults_go_and_a_house_rule_is_named(match_file):
    rows = list(TRICKS)
    rows[4], rows[7] = REVOKE[5], REVOKE[8]
    path = match_file(_file("w", rows=rows) + 'penalty = { kind = "waived" }\n')
    assert json.loads(run("show", path, "--json").stdout)["deals"][0]["score"] == {
        "ns": 122, "ew": 80}
    path.write_text(_file("w", rows=rows).replace(
        'dealer = "w"\n', 'dealer = "w"\n[options]\nrevoke_penalty = "fixed"\n'), "utf-8")
    out = run("explain", path, "1").stdout
    assert ("the deal is void and the other team scores the penalty points (a house rule of "
            "this match)") in out
    assert "The deal is void: EW scores 162, NS nothing" in out


def test_a_redeal_is_no_deal_in_stats_and_standings(tmp_path):
    (tmp_path / "a.toml").write_text(
        'format = 1\nrules = "coinche-maison"\ndealer = "n"\n[players]\nn = "Ann"\ns = "Sam"\n'
        'e = "Eve"\nw = "Wes"\n\n[[deals]]\npenalty = { kind = "misdeal" }\n\n[[deals]]\n'
        'taker = "s"\ntrump = "hearts"\ncontract = 80\npenalty = { kind = "revoke", '
        'team = "ns" }\n', "utf-8")
    stats = {r["player"]: r for r in json.loads(run("stats", tmp_path, "--json").stdout)[
        "stats"]}
    assert (stats["Sam"]["deals"], stats["Sam"]["taken"], stats["Sam"]["failed"]) == (1, 1, 1)
    rows = json.loads(run("standings", tmp_path, "--json").stdout)["standings"]
    assert {r["deals"] for r in rows} == {1}


def test_score_takes_a_penalty_flag():
    result = run("score", "--rules", "coinche-maison", "--taker", "s", "--bid", "100h",
                 "--penalty", "revoke=n")
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("Result: failed, revoke by NS.\n")
    assert "The defence scores 160 base + contract 100 = 260" in result.stdout


def test_edit_records_a_penalty_in_words(match_file):
    path = match_file('format = 1\nrules = "coinche-maison"\ndealer = "n"\n\n[[deals]]\n'
                      'taker = "s"\ntrump = "hearts"\ncontract = 100\npoints = { ns = 98 }\n'
                      'last = "ns"\n')
    result = run("edit", path, "1", "renonce", "e")
    assert result.exit_code == 0, result.output
    assert 'penalty = { kind = "revoke", team = "ew", seat = "e" }' in path.read_text()
    # made, EW having revoked: NS every card, 162, and the contract, 100
    assert json.loads(run("show", path, "--json").stdout)["deals"][0]["score"] == {
        "ns": 262, "ew": 0}


def test_tricks_asks_trick_by_trick_on_a_terminal(match_file, monkeypatch):
    """Who dealt (written into the header), the taker and the bid, then the tricks: an
    answer of any number of cards, a card already played refused, `back`, a card from the
    wrong seat refused; then the belote and announcements; the score; the save."""
    import scorecli.cli.terminal

    path = match_file('format = 1\nrules = "belote-maison"\n')
    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    answers = ["w", "s", "h", "A♦ 7♦ Q♦ 8♦", "10♦ 9♦ K♥", "A♦", "back",
               "10♦ 9♦ K♥ 8♥ A♣ 9♣ 9♠ 10♣ Q♣ J♣ 7♥ 8♣", "n:Q♠",
               "Q♠ 10♥ 8♠ K♠ A♥ Q♥ 7♣ 9♥ A♠ J♥ 7♠ 10♠ K♦ K♣ J♠ J♦",
               "belote ns ns tierce-A", "y"]
    result = run("tricks", path, input="\n".join(answers) + "\n")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[:10] == [
        "Who dealt deal 1? n e s w: w",
        "Who took? n e s w: s",
        "Trump? h ♥ cœur, s ♠, d, c, sa: h",
        "Trick 1, s leads: A♦ 7♦ Q♦ 8♦",
        "  Trick 1: s wins it, 14 card points (NS)",
        "Trick 2, s leads: 10♦ 9♦ K♥",
        "Trick 2, w plays: A♦",
        "  A♦ was already played",
        "Trick 2, w plays: back",
        "Trick 2, s leads: 10♦ 9♦ K♥ 8♥ A♣ 9♣ 9♠ 10♣ Q♣ J♣ 7♥ 8♣"]
    assert "  Q♠: trick 5 is s's to play here, not n's" in lines
    assert "Deal 1: s hearts (NS 82, EW 70; belote and tierce to the ace (NS)), made: NS +122, " \
        "EW +80. Totals: NS 122, EW 80." \
        in lines
    assert lines[-2:] == ["Saved as deal 1.", "Deal 1: s hearts (NS 82, EW 70; belote and tierce "
                          "to the ace (NS)), made: NS "
                          "+122, EW +80. Totals: NS 122, EW 80."]
    assert 'dealer = "w"' in path.read_text()  # who dealt deal 1, written into the header
