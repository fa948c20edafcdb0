"""At the table, issue 12: the deal sentence, the players' words, names, `set`, and the
bugs seen when a new user tried it, each as it was reproduced."""

from __future__ import annotations

import click
import pytest

from conftest import HEAD, run
from scorecli.errors import ScoreError
from scorecli.words.tokens import parse_bid, parse_mode, parse_seat, parse_team
from scorecli.store import MatchFile

NAMES = ('[teams]\nns = "Nous"\new = "Eux"\n[players]\nn = "Anna"\ne = "Boris"\n'
         's = "Chloé"\nw = "David"\n')


def deals_of(path):
    return MatchFile.read(path).match.deals


# ---- bug 1: French and Russian words in a bid, spaces included

@pytest.mark.parametrize("said, meant", [
    ("100 cœur", (100, "hearts", None)), ("80 pique coinché", (80, "spades", "coinche")),
    ("80 pique contré", (80, "spades", "coinche")), ("générale trèfle", ("generale", "clubs", None)),
    ("90 sans atout", (90, "no-trump", None)), ("90 tout atout x4", (90, "all-trump", "surcoinche")),
    ("100 черви куанш", (100, "hearts", "coinche")), ("120 пики реконтра", (120, "spades", "surcoinche")),
    ("80 без козыря", (80, "no-trump", None)), ("100♥ x2", (100, "hearts", "coinche")),
    ("CAPOT S", ("capot", "spades", None)),
])
def test_bids_in_three_languages(said, meant):
    assert parse_bid(said) == meant


@pytest.mark.parametrize("said, mode", [("trèfle", "clubs"), ("trefle", "clubs"),
                                        ("ТРЕФЫ", "clubs"), ("♣", "clubs"), ("c", "clubs"),
                                        ("Sans Atout", "no-trump"), ("все козыри", "all-trump")])
def test_trump_words(said, mode):
    assert parse_mode(said) == mode


def test_seats_teams_and_names_without_case_or_accents():
    players = {"n": "Anna", "s": "Chloé", "e": "Boris", "w": "Bob"}
    assert [parse_seat(w, players) for w in ("sud", "ЮГ", "chloe", "CHL", "ouest")] == \
        ["s", "s", "s", "s", "w"]
    assert [parse_team(w, {"ns": "Nous", "ew": "Eux"}) for w in ("nord-sud", "eux", "NOUS")] \
        == ["ns", "ew", "ns"]
    with pytest.raises(ScoreError, match="could be Boris or Bob"):
        parse_seat("bo", players)


def test_belote_trump_question_talks_of_trumps(match_file):
    path = match_file(HEAD.format("belote-maison"))
    out = run("deal", path, "-i", "--taker", "s", input="100h\nh\n82\n\nn\n").stdout
    assert "  '100h' is not a trump: for example h, ♠, cœur, sa\n" in out


# ---- bug 2: a bad contract is refused when it is given

def test_bad_contract_refused_at_once(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, "-i", input="s\n70h\n").stdout
    assert out.endswith("Contract? 100h, 80 nt x2, capot ♠: 70h\n  70 is not a bid in "
                        "coinche-maison (bids from 80 to 240 in steps of 10, capot or "
                        "generale)\nContract? 100h, 80 nt x2, capot ♠: ")


# ---- bug 4: --coinche with --surcoinche is a usage mistake

def test_coinche_and_surcoinche_together(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, "--taker", "s", "--trump", "h", "--contract", "80", "--coinche",
                 "--surcoinche", "--points", "ns=100", "--last", "ns")
    assert result.exit_code == 2
    assert "--coinche and --surcoinche: a contract is one or the other" in result.stderr


# ---- bug 6: names that would match each other

@pytest.mark.parametrize("flags, message", [
    (["--player", "n=Anna", "--player", "s=Anna"],
     "Error: two players would both be called 'Anna': give each their own name\n"),
    (["--ns", "Les Bleus", "--ew", "les bleus"],
     "Error: two teams would be called 'Les Bleus' and 'les bleus': names are typed without case or "
     "accents, so give them names that differ\n"),
    (["--player", "n=Chloé", "--player", "s=chloe"],
     "Error: two players would be called 'Chloé' and 'chloe': names are typed without case "
     "or accents, so give them names that differ\n"),
])
def test_new_refuses_names_that_match_each_other(tmp_path, flags, message):
    result = run("new", tmp_path / "m.toml", "--rules", "belote-maison", *flags)
    assert (result.exit_code, result.stderr) == (1, message)
    assert not (tmp_path / "m.toml").exists()


# ---- bug 8: usage mistakes exit 2; a cancelled prompt says nothing was saved

def test_unknown_table_format_is_a_usage_mistake(match_file):
    path = match_file(HEAD.format("belote-maison"))
    result = run("show", path, "--format", "nonsense")
    assert result.exit_code == 2 and "'nonsense' is not a table format" in result.stderr


def test_end_of_input_at_a_prompt(match_file):
    """Ctrl-D at a question cancels like Ctrl-C (issue 21, SPEC 9): exit 130."""
    path = match_file(HEAD.format("belote-maison"))
    before = path.read_bytes()
    result = run("deal", path, "-i", input="s\n")
    assert (result.exit_code, result.stderr) == (130, "\nCancelled: nothing was saved.\n")
    assert path.read_bytes() == before


def test_ctrl_c_at_a_prompt(match_file, monkeypatch):
    import scorecli.cli.terminal

    path = match_file(HEAD.format("belote-maison"))

    def interrupted(match):
        def ask(question, about=None):
            try:
                raise KeyboardInterrupt
            except KeyboardInterrupt:
                raise click.exceptions.Abort() from None  # as click.prompt does
        return ask
    monkeypatch.setattr(scorecli.cli.terminal, "asker", interrupted)
    result = run("deal", path, "-i")
    assert (result.exit_code, result.stderr) == (130, "\nCancelled: nothing was saved.\n")


# ---- the deal sentence

@pytest.mark.parametrize("rules, words, expected", [
    ("coinche-maison", "s 100h x2 98 last ns", ("s", "hearts", 100, "coinche", 98, None, "ns")),
    ("coinche-maison", "chloe 80 sans atout 70 last ns", ("s", "no-trump", 80, None, 70, None, "ns")),
    ("coinche-maison", "юг 100 черви куанш 98 last ns", ("s", "hearts", 100, "coinche", 98, None, "ns")),
    ("coinche-maison", "e 100 cœur 82 70 last ew", ("e", "hearts", 100, None, 70, 82, "ew")),
    ("coinche-maison", "boris 90 pique contré eux 100 last eux",
     ("e", "spades", 90, "coinche", None, 100, "ew")),
    ("belote-maison", "s hearts 82 last ns", ("s", "hearts", None, None, 82, None, "ns")),
    ("belote-maison", "sud trèfle ew 70 der ew", ("s", "clubs", None, None, None, 70, "ew")),
    ("bazar-blot", "n 9h 92 last ns", ("n", "hearts", 9, None, 92, None, "ns")),
])
def test_deal_sentence(match_file, rules, words, expected):
    path = match_file(HEAD.format(rules) + NAMES)
    result = run("deal", path, *words.split())
    assert result.exit_code == 0, result.output
    deal = deals_of(path)[0]
    assert (deal.taker, deal.mode, deal.contract, deal.coinche, deal.points["ns"],
            deal.points["ew"], deal.last) == expected


def test_deal_sentence_extras(match_file):
    path = match_file(HEAD.format("belote-maison") + NAMES)
    result = run("deal", path, "s", "h", "82", "belote", "ns", "ew", "tierce-K", "last", "ns",
                 "note", "Anna dealt")
    assert result.exit_code == 0, result.output
    deal = deals_of(path)[0]
    assert (deal.belote, [a.token for a in deal.announcements["ew"]], deal.note) == \
        (("ns",), ["tierce-K"], "Anna dealt")
    capot = run("deal", path, "e", "spades", "capot", "ew")
    assert capot.exit_code == 0 and deals_of(path)[1].capot == "ew"


def test_words_and_flags_mix_and_may_not_disagree(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    assert run("deal", path, "s", "100h", "--points", "ns=98", "--last", "ns").exit_code == 0
    clash = run("deal", path, "s", "100h", "98", "--taker", "n", "--last", "ns")
    assert clash.exit_code == 2
    assert "taker said twice, in the words and by --taker: keep one or the other" in clash.stderr


def test_deal_sentence_in_a_pipe_needs_every_part(match_file):
    path = match_file(HEAD.format("belote-maison"))
    result = run("deal", path, "s", "82")
    assert (result.exit_code, result.stderr.splitlines()[-1]) == (
        1, "Error: missing the trump (as hearts) and the last trick (der ns or der ew)")


def test_names_with_spaces_in_a_sentence(match_file):
    path = match_file(HEAD.format("bazar-blot") + '[teams]\nns = "Արամ ու Անի"\new = "Մենք"\n')
    assert run("deal", path, "s", "9h", "Արամ", "ու", "Անի", "92", "last", "ns").exit_code == 0
    assert deals_of(path)[0].points["ns"] == 92


# ---- set

def test_set_changes_the_header_and_keeps_comments(match_file):
    text = ('# Friday\nformat = 1\nrules = "belote-maison"  # house\n\n[teams]\nns = "Nous"  '
            '# us\new = "Eux"\n\n# deals\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
            'points = { ns = 82 }\nlast = "ns"\n')
    path = match_file(text)
    result = run("set", path, "--ns", "Les Bleus", "--player", "s=Chloé", "--option",
                 "target=90", "--title", "Friday")
    assert result.stdout == (
        f"Changed in {path}: team NS Nous → Les Bleus; player south (none) → Chloé; title (none) → 'Friday'; "
        "option target: 1000 (the rule set's) → 90.\n"
        "Totals unchanged: Les Bleus 92, Eux 70.\n"
        "Les Bleus won the match 92 to 70 at deal 1 (target 90).\n")
    assert path.read_text() == (
        '# Friday\nformat = 1\nrules = "belote-maison"  # house\ntitle = "Friday"\n\n[teams]\n'
        'ns = "Les Bleus"  # us\new = "Eux"\n\n[players]\ns = "Chloé"\n\n[options]\n'
        'target = 90\n\n# deals\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
        'points = { ns = 82 }\nlast = "ns"\n')
    assert run("set", path, "--clear-option", "target").stdout.endswith(
        "Totals unchanged: Les Bleus 92, Eux 70.\nNo one has won under these rules.\n")
    assert "[options]" not in path.read_text()


def test_set_refuses_what_the_deals_cannot_bear(match_file):
    path = match_file(HEAD.format("coinche-701") + '[[deals]]\ntaker = "e"\ntrump = '
                      '"all-trump"\ncontract = 140\npoints = { ew = 150 }\nlast = "ew"\n')
    before = path.read_bytes()
    result = run("set", path, "--option", "all_trump=false")
    assert result.exit_code == 1 and "all-trump is not played" in result.stderr
    assert path.read_bytes() == before
    assert run("set", path).exit_code == 2


# ---- a board that fits a phone

EXAMPLE_FILES = sorted((__import__("conftest").EXAMPLES).glob("*.toml"))


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=lambda p: p.stem)
@pytest.mark.parametrize("columns", [60, 100])
def test_every_example_fits_the_screen(example, columns):
    env = {"COLUMNS": str(columns)}
    outputs = [run("show", example, env=env), run("show", example, "--chart", env=env),
               run("rules", MatchFile.read(example).match.rules, env=env),
               run("compare", example, "--rules", MatchFile.read(example).match.rules,
                   "--rules", MatchFile.read(example).match.rules, "-o", "target=3000",
                   env=env)]
    for result in outputs:
        assert result.exit_code == 0, result.output
        widest = max(len(line) for line in result.stdout.splitlines())
        assert widest <= columns, result.stdout


def test_narrow_board(tmp_path):
    from conftest import EXAMPLES

    out = run("show", EXAMPLES / "belote-maison.toml", "--last", "3", env={"COLUMNS": "60"})
    assert out.stdout == """\
Sunday at the club
Rules: belote-maison, started 2026-11-22 15:30
Nous (Anna & Chloé) against Eux (Boris & David)

The last 3 of 7 deals:
  #  deal       result          Nous         Eux
---  ---------  --------  ----------  ----------
  5  s NT       made       498 (+80)   340 (+50)
  6  e ♥ b +50  capot            498  662 (+322)
  7  n ♠ +200   made      782 (+284)   740 (+78)
     total                       782         740

NT: no-trump, b: belote, +N: announcements scored

Nous  ███████████████████████░░░░░░░    782/1000  needs 218
Eux   ██████████████████████░░░░░░░░    740/1000  needs 260
Next to deal: e (Boris)
"""


def test_held_column_only_where_there_is_litige(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "h"\n'
                      .replace('"h"', '"hearts"') + 'contract = 80\npoints = { ns = 90 }\n'
                      'last = "ns"\n')
    assert "held" not in run("show", path).stdout
    belote = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "s"\n'
                        'trump = "hearts"\npoints = { ns = 90 }\nlast = "ns"\n', "b.toml")
    assert "held" in run("show", belote).stdout


def test_chart_never_draws_a_total_below_the_target_on_its_line(match_file):
    deals = "".join('[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 152 }\n'
                    'capot = "ns"\n' for _ in range(3))
    path = match_file(HEAD.format("belote-maison") + "[options]\ntarget = 800\n" + deals)
    chart = run("show", path, "--chart").stdout.split("\n\n")[-1].splitlines()
    target_line = next(line for line in chart if line.lstrip().startswith("800 "))
    assert "●" not in target_line and "◆" not in target_line  # 756 < 800


def test_colour_flag_after_the_command_and_rule_names_in_any_case(match_file):
    path = match_file(HEAD.format("Belote-Maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"'
                      '\npoints = { ns = 90 }\nlast = "ns"\n')
    assert "\x1b[" in run("show", path, "--color", "always").stdout
    assert "\x1b[" not in run("show", path, "--color", "never").stdout
    assert run("rules", "COINCHE-701").stdout.startswith("coinche-701:")


def test_compare_keeps_each_option_with_its_rules():
    from conftest import EXAMPLES

    path = EXAMPLES / "belote-maison.toml"
    with_option = run("compare", path, "--rules", "belote-maison", "--rules", "belote-maison",
                      "-olitige=false").stdout
    assert "belote-maison, litige: false" in with_option
    assert "Every deal scores the same" not in with_option
    one = run("compare", path, "--rules", "belote-officielle")  # against the match's own
    assert one.exit_code == 0 and "belote-maison" in one.stdout \
        and "belote-officielle" in one.stdout
    early = run("compare", path, "-o", "litige=false", "--rules", "belote-maison",
                "--rules", "belote-officielle")
    assert early.exit_code == 2 and "--option goes after the --rules it changes" in early.stderr


def test_compare_warns_of_derived_no_trump_points():
    from conftest import EXAMPLES

    result = run("compare", EXAMPLES / "belote-maison.toml", "--rules", "belote-maison",
                 "--rules", "belote-officielle")
    assert result.stderr == ("Warning: deal 5: EW's card points were not recorded, so they "
                             "are derived: 50 with the ace at 11 or 82 with the ace at 19; "
                             "record both to compare like with like\n")


def test_every_help_has_an_example_and_no_spec():
    from scorecli.cli import main

    names = main.list_commands(None)  # every command, loaded or not (a lazy group)
    assert len(names) == 22  # ratings joined in the third round (SPEC 10), concours (13),
    # sheet and publish (14), challenge (10, fourth round), count and tricks (15), completion
    concours = ["concours " + name for name in main.get_command(None, "concours").commands]
    assert len(concours) == 19  # the concours day (SPEC 13, fourth round)
    for name in names + concours:
        text = run(*name.split(), "--help").stdout
        assert "scorecli " in text.split("Options:")[0], name
        # (`concours new --seed` is the draw's seed, not the seed documents)
        assert "SPEC" not in text and "seed" not in text.replace("--seed", ""). \
            replace("The seed of round 1", ""), name
    assert "SPEC" not in run("rules", "bazar-blot").stdout


def test_edit_asks_with_the_old_answers(match_file, monkeypatch):
    import scorecli.cli.terminal

    path = match_file(HEAD.format("belote-maison") + NAMES + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\npoints = { ns = 82 }\nlast = "ns"\nbelote = "ns"\n')
    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    result = run("edit", path, "1", input="\n\n90\n\ny\n")
    assert result.stdout == (
        "Deal 1 as recorded: s (Chloé) hearts, points Nous 82, last trick Nous, belote Nous. "
        "Enter keeps an answer.\n"
        "Who took? Anna, Boris, Chloé, David, or n e s w [Chloé]: \n"
        "Trump? h ♥ cœur, s ♠, d, c, sa [h]: \n"
        "Points of Nous, without the last trick? 82, 82 70, EW 70, capot "
        "[NS 82]: 90\n"
        "  Nous 90, Eux 62\n"
        "Anything else? last, belote, NS tierce, note [last NS, belote NS]: \n"
        "Deal 1 will be: s (Chloé) hearts, points Nous 90, last trick Nous, belote Nous.\n"
        "  deal 1: Nous 112 → 120, Eux 70 → 62\n"
        "Totals: Nous 112 → 120, Eux 70 → 62.\n"
        "Save this change? [Y/n]: y\n"
        "Deal 1 was: s (Chloé) hearts, points Nous 82, last trick Nous, belote Nous.\n"
        "Deal 1 changed: s (Chloé) hearts, points Nous 90, last trick Nous, belote Nous.\n"
        "  deal 1: Nous 112 → 120, Eux 70 → 62\n"
        "Totals: Nous 112 → 120, Eux 70 → 62.\n")


def test_score_asks_on_a_terminal(monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    result = run("score", "--rules", "coinche-maison", input="s\n100h x2\n98\n\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("Result: made.\n") and "NS 520, EW 0" in result.stdout


def test_messages_fold_to_a_phone(match_file):
    path = match_file(HEAD.format("belote-maison") + NAMES)
    env = {"COLUMNS": "60"}
    for args in (["deal", path, "s", "h", "82", "belote", "ns", "last", "ns"],
                 ["undo", path], ["undo", path, "--restore"],
                 ["edit", path, "1", "--points", "ns=90"]):
        out = run(*args, env=env).stdout
        assert out and max(len(line) for line in out.splitlines()) <= 60, out
