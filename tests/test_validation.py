"""SPEC sections 2, 3 and 7: what a deal in a file may say, each error naming deal and key."""

from __future__ import annotations

import pytest

from conftest import run


def check(match_file, rules: str, deal: str) -> str:
    path = match_file(f'format = 1\nrules = "{rules}"\n\n[[deals]]\n{deal}')
    result = run("check", path)
    assert result.exit_code == 1
    prefix = f"Error: {path}: "
    assert result.stderr.startswith(prefix)
    return result.stderr[len(prefix):]


@pytest.mark.parametrize("rules,deal,message", [
    # impossible card points per mode
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 1 }\nlast = "ns"\n',
     "deals[1].points.ns: 1: no set of cards makes 1 points in a trump deal"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ew = 151 }\nlast = "ns"\n',
     "deals[1].points.ew: 151: no set of cards makes 151 points in a trump deal"),
    ("belote-maison", 'taker = "s"\ntrump = "no-trump"\npoints = { ns = 121 }\nlast = "ns"\n',
     "deals[1].points.ns: 121 is more than the 120 card points of a no-trump deal (ace 11)"),
    ("belote-officielle", 'taker = "s"\ntrump = "no-trump"\npoints = { ns = 1 }\nlast = "ns"\n',
     "deals[1].points.ns: 1: no set of cards makes 1 points in a no-trump deal (ace 19)"),
    ("coinche-701", 'taker = "s"\ntrump = "all-trump"\ncontract = 80\npoints = { ns = 249 }\n'
     'last = "ns"\n',
     "deals[1].points.ns: 249 is more than the 248 card points of an all-trump deal"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 80, ew = 80 }\nlast = "ns"\n',
     "deals[1].points: NS 80 + EW 80 = 160, but the cards of a trump deal add up to 152"),
    # belote where there is no trump, and too many belotes
    ("belote-maison", 'taker = "s"\ntrump = "no-trump"\npoints = { ns = 60 }\nlast = "ns"\n'
     'belote = "ns"\n',
     "deals[1].belote: there is no belote in a no-trump deal: it needs a trump king and queen"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 60 }\nlast = "ns"\n'
     'belote = ["ns", "ew"]\n',
     "deals[1].belote: belote said more than once, but a trump deal has only one (the trump king "
     "and queen)"),
    # a capot together with points left to the other team
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ew = 12 }\ncapot = "ns"\n',
     "deals[1].points.ew: 12: NS made a capot, so EW won no trick and no points"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 140 }\ncapot = "ns"\n',
     "deals[1].points.ns: 140: NS made a capot, so it has all 152 card points"),
    # a générale seat on the wrong team
    ("coinche-maison", 'taker = "s"\ntrump = "hearts"\ncontract = "generale"\ncapot = "ns"\n'
     'generale = "e"\n',
     "deals[1].generale: 'e' is on EW, but the capot is NS's"),
    # a last trick given to a team the other's capot left without a trick
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\ncapot = "ns"\nlast = "ew"\n',
     "deals[1].last: last trick EW: NS made a capot, so EW won no trick, the last one included"),
    # announcement tokens no hand can hold
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 90 }\nlast = "ns"\n'
     'announcements = { ns = ["carre-J"], ew = ["carre-J"] }\n',
     "deals[1].announcements.ew[1]: four jacks announced twice: there is only one in the pack"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 90 }\nlast = "ns"\n'
     'announcements = { ns = ["quinte-A-trump"], ew = ["tierce-J-trump"] }\n',
     "deals[1].announcements: quinte-A-trump, tierce-J-trump: these sequences in trump all hold "
     "the J, but there is only 1 such card"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 90 }\nlast = "ns"\n'
     'announcements = { ns = ["quinte-trump"], ew = ["quarte-trump"] }\n',
     "deals[1].announcements: the sequences in trump need more than the 8 cards of 1 suit"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 90 }\nlast = "ns"\n'
     'announcements = { ns = ["tierce-K", "tierce-K", "tierce-K", "tierce-K"] }\n',
     "deals[1].announcements: tierce-K, tierce-K, tierce-K, tierce-K: these sequences outside "
     "trump all hold the K, but there are only 3 such cards"),
    ("belote-maison", 'taker = "s"\ntrump = "no-trump"\npoints = { ns = 60 }\nlast = "ns"\n'
     'announcements = { ns = ["tierce-trump"] }\n',
     "deals[1].announcements.ns[1]: 'tierce-trump': a no-trump deal has no trump sequence"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 60 }\nlast = "ns"\n'
     'announcements = { ns = ["quinte-10"] }\n',
     "deals[1].announcements.ns[1]: 'quinte-10' is not an announcement: a quinte tops at the "
     "ace down to the jack"),
    # shape
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 60 }\n',
     "deals[1].last: missing: say which team won the last trick"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\n',
     "2 problems\n  deals[1].points: missing; give the card points of at least one team\n"
     "  deals[1].last: missing: say which team won the last trick"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = -3 }\nlast = "ns"\n',
     "deals[1].points.ns: -3 is not a number of card points"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = 60, nw = 3 }\nlast = "ns"\n',
     "deals[1].points.nw: unknown key; the keys here are: ns, ew"),
    ("belote-maison", 'taker = "s"\ntrump = "hearts"\npoints = { ns = true }\nlast = "ns"\n',
     "deals[1].points.ns: true is not a number of card points"),
    ("bazar-blot", 'taker = "s"\ntrump = "hearts"\ncontract = 8.5\npoints = { ns = 60 }\n'
     'last = "ns"\n',
     "deals[1].contract: 8.5 is not a bid: a number, \"capot\" or \"generale\""),
])
def test_each_error_names_deal_and_key(match_file, rules, deal, message):
    assert check(match_file, rules, deal) == message + "\n"


def test_every_problem_is_reported_at_once(match_file):
    path = match_file('format = 2\nrules = "whist"\ncolour = 1\n[[deals]]\ntaker = 5\n')
    result = run("check", path)
    assert result.stderr == f"""\
Error: {path}: 6 problems
  colour: unknown key; the keys here are: format, rules, variant, title, started, dealer, teams, players, options, deals
  format: 2: this scorecli reads format 1
  rules: unknown rule set 'whist'; the rule sets are: belote-maison, belote-officielle, coinche-maison, coinche-officielle, coinche-701, bazar-blot, coinche-annonces, belote-scoreit, coinche-scoreit, coinche-carg, coinche-scorecontree, belote-scorehub
  deals[1].taker: 5 is not a seat; use one of: n, e, s, w
  deals[1].trump: missing
  deals[1].points: missing; give the card points of at least one team
"""


def test_shape_problems_do_not_hide_the_others(match_file):
    path = match_file('format = 1\nrules = "coinche-maison"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 70\npoints = { ns = 153 }\nnote = 5\n'
                      'belote = "xx"\n')
    assert run("check", path).stderr == f"""\
Error: {path}: 5 problems
  deals[1].belote: 'xx' is not a team; use ns or ew
  deals[1].note: 5 is not text
  deals[1].contract: 70 is not a bid in coinche-maison (bids from 80 to 240 in steps of 10, capot or generale)
  deals[1].points.ns: 153 is more than the 152 card points of a trump deal
  deals[1].last: missing: say which team won the last trick
"""
