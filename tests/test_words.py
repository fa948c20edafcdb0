"""The words players type (SPEC 11, third round): seat and suit letters of every
language, card letters in announcements, and the phrases players say."""

from __future__ import annotations

import pytest

from scorecli import i18n
from scorecli.errors import ScoreError
from scorecli.game.announcements import parse_announcement as ann
from scorecli.game.deal import Match
from scorecli.words.sentence import read_words
from scorecli.words.tokens import parse_bid, parse_mode, parse_seat, parse_team

RENAMED = Match(rules="coinche-maison", teams={"ns": "Les Zèbres", "ew": "Les Bleus"},
                players={"n": "Anna", "e": "Boris", "s": "Chloé", "w": "David"})


@pytest.fixture(autouse=True)
def english_again():
    yield
    i18n.choose("en")


@pytest.mark.parametrize("said, fields", [
    # seats: the letters of every language
    ("ю 100h 98 last ns", {"taker": "s"}),
    ("з 100h 98 last ns", {"taker": "w"}),
    ("с 100h 98 last ns", {"taker": "n"}),
    ("o 100h 98 last ns", {"taker": "w"}),
    # suits joined to a bid, in every language
    ("s 100ч 98 дер ns", {"contract": 100, "mode": "hearts", "last": "ns"}),
    ("s 100п 98 last ns", {"mode": "spades"}),
    ("s 100б 98 last ns", {"mode": "diamonds"}),
    ("s 100т 98 last ns", {"mode": "clubs"}),
    ("s 100k 98 last ns", {"mode": "diamonds"}),
    ("s 100p 98 last ns", {"mode": "spades"}),
    ("s 100 в червах 98 last ns", {"contract": 100, "mode": "hearts"}),
    ("s 100 à cœur 98 last ns", {"contract": 100, "mode": "hearts"}),
    ("s сто червей", {"contract": 100, "mode": "hearts"}),  # the bid said in a word
    ("s 100 червей 98 last ns", {"mode": "hearts"}),
    ("s 90 пик 98 last ns", {"mode": "spades"}),
    ("s 90 бубен 98 last ns", {"mode": "diamonds"}),
    ("s 90 треф 98 last ns", {"mode": "clubs"}),
    # the last trick
    ("s 100h 98 дер ns", {"last": "ns"}),
    ("s 100h 98 la der nous", {"last": "ns"}),
    ("s 100h 98 der nous", {"last": "ns"}),
    ("s 100h 98 dernier pli eux", {"last": "ew"}),
    ("s 100h 98 10 de der nous", {"last": "ns", "points": {"ns": 98, "ew": None}}),
    ("s 100h 98 последняя вз", {"last": "ew"}),
    # belote
    ("s 100h 98 last ns белот и ребелот", {"belote": ("ns",)}),
    ("s 100h 98 last ns ребелот вз", {"belote": ("ew",)}),
    ("s 100h 98 last ns бела", {"belote": ("ns",)}),
    ("s 100h 98 last ns belote pour nous", {"belote": ("ns",)}),
    ("s 100h 98 last ns nous belote", {"belote": ("ns",)}),
    ("s 100h 98 last ns eux belote", {"belote": ("ew",)}),
    # the générale, coinche words
    ("s женераль h 98", {"contract": "generale", "mode": "hearts"}),
    ("s 100h контру 98 last ns", {"coinche": "coinche"}),
    ("s 100h сюр 98 last ns", {"coinche": "surcoinche"}),
    # teams: codes and hyphens of every language, and the language's words
    ("s 100h 98 last E-O", {"last": "ew"}),
    ("s 100h 98 last N-S", {"last": "ns"}),
    ("s 100h 98 last с-ю", {"last": "ns"}),
    ("s 100h 98 last мы", {"last": "ns"}),
    ("s 100h 98 last они", {"last": "ew"}),
    # announcements in words
    ("s 100h 98 last ns ns carré de valets", {"announcements": {"ns": (ann("carre-J"),),
                                                                 "ew": ()}}),
    ("s 100h 98 last ns eo carré des as", {"announcements": {"ns": (),
                                                               "ew": (ann("carre-A"),)}}),
    ("s 100h 98 last ns ns tierce au roi", {"announcements": {"ns": (ann("tierce-K"),),
                                                               "ew": ()}}),
    ("s 100h 98 last ns ns tierce roi", {"announcements": {"ns": (ann("tierce-K"),),
                                                            "ew": ()}}),
    ("s 100h 98 last ns ns tierce à l'as", {"announcements": {"ns": (ann("tierce-A"),),
                                                               "ew": ()}}),
    ("s 100h 98 last ns вз каре вальтов", {"announcements": {"ns": (),
                                                              "ew": (ann("carre-J"),)}}),
    ("s 100h 98 last ns сю каре тузов", {"announcements": {"ns": (ann("carre-A"),),
                                                            "ew": ()}}),
    ("s 100h 98 last ns сю терц от короля", {"announcements": {"ns": (ann("tierce-K"),),
                                                                "ew": ()}}),
    ("s 100h 98 last ns сю терц-К", {"announcements": {"ns": (ann("tierce-K"),), "ew": ()}}),
    ("s 100h 98 last ns сю каре-В", {"announcements": {"ns": (ann("carre-J"),), "ew": ()}}),
    ("s 100h 98 last ns ns tierce-R", {"announcements": {"ns": (ann("tierce-K"),), "ew": ()}}),
    ("s 100h 98 last ns ns quarte-D", {"announcements": {"ns": (ann("quarte-Q"),), "ew": ()}}),
    ("s 100h 98 last ns nous cinquante", {"announcements": {"ns": (ann("quarte"),),
                                                             "ew": ()}}),
    ("s 100h 98 last ns eux cent", {"announcements": {"ns": (), "ew": (ann("quinte"),)}}),
])
def test_the_words_players_say(said, fields):
    if fields is None:
        with pytest.raises(ScoreError):
            read_words(said, None, bids=True)
        return
    got = read_words(said, None, bids=True)
    assert {key: got.get(key) for key in fields} == fields


def test_c_is_coeur_in_french_and_clubs_otherwise():
    assert read_words("s 100c 98 last ns", None, bids=True)["mode"] == "clubs"
    assert parse_mode("c") == "clubs"
    i18n.choose("fr")
    assert read_words("s 100c 98 last ns", None, bids=True)["mode"] == "hearts"
    assert parse_mode("c") == "hearts" and parse_bid("100c") == (100, "hearts", None)


def test_a_single_letter_that_is_a_seat_and_a_suit_is_a_seat():
    assert read_words("s 100h 98 last ns", None, bids=True)["taker"] == "s"
    assert parse_seat("ю") == "s" and parse_seat("в") == "e"


def test_names_by_any_word_and_team_words_after_a_rename():
    said = read_words("chloé 100h 98 last zèbres belote bleus", RENAMED, bids=True)
    assert (said["taker"], said["last"], said["belote"]) == ("s", "ns", ("ew",))
    assert parse_team("nous", RENAMED.teams) == "ns" and parse_team("eux", RENAMED.teams) == "ew"
    assert parse_team("мы", RENAMED.teams) == "ns"


def test_a_single_letter_is_never_a_name():
    with pytest.raises(ScoreError):
        parse_seat("a", {"n": "Anna"})


@pytest.mark.parametrize("name", ["Карен", "Carrey", "Terzo", "Centaure"])
def test_a_player_named_like_an_announcement_is_a_name(name):
    match = Match(rules="coinche-maison", players={"n": name, "e": "Boris", "s": "Chloé",
                                                   "w": "David"})
    assert read_words(f"{name} 100h 98 last ns", match, bids=True)["taker"] == "n"


@pytest.mark.parametrize("language, example", [
    ("fr", "sud 100 cœur contré 98 der ns"),
    ("fr", "chloé cœur 82 belote ns"),
    ("fr", "s 100 cœur 98 der eo belote ns ns tierce au roi note Anna a mal donné"),
    ("ru", "юг 100 черви куанш 98 последняя сю"),
    ("ru", "s 100 черви 98 последняя вз белот сю сю терц от короля заметка пересдача"),
])
def test_the_examples_the_messages_give_are_understood(language, example):
    i18n.choose(language)
    match = Match(rules="coinche-maison", players={"s": "Chloé"})
    said = read_words(example, match, bids=True)
    assert said.get("contract") == 100 or said.get("mode") == "hearts"


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
@pytest.mark.parametrize("rules_name", ["coinche-maison", "belote-maison"])
def test_the_answers_edit_offers_read_back_as_the_deal(language, rules_name):
    """The defaults `edit` shows are the players' words in their language, and Enter
    gives back the very deal."""
    from hypothesis import given, settings, strategies as st

    from deals import deals
    from scorecli.interactive import QUESTIONS, answer_words
    from scorecli.rules import get_rules
    from scorecli.validation import deal_problems

    rules = get_rules(rules_name)

    @settings(max_examples=80, deadline=None)
    @given(deal=deals(rules), note=st.sampled_from([None, "Anna a mal donné"]))
    def read_back(deal, note):
        deal = deal._replace(note=note)
        if deal_problems(deal, rules):
            return
        i18n.choose(language)
        fields: dict = {}
        for question in QUESTIONS:
            answer = answer_words(deal, question, None)
            if answer:
                fields.update(read_words(answer, None, rules.bids, expect=question,
                                         known=fields))
        i18n.choose("en")
        for key in ("taker", "mode", "contract", "coinche", "generale", "belote", "note"):
            assert fields.get(key) == (getattr(deal, key) or fields.get(key)), (key, fields)
        # A générale is its team's capot: said once, it means both.
        assert (fields.get("capot") or (fields.get("generale") and deal.capot_team)) == \
            deal.capot_team
        anns = fields.get("announcements", {"ns": (), "ew": ()})
        assert {t: tuple(anns[t]) for t in anns} == dict(deal.announcements)
    read_back()
