"""Edit is deal again (issue 21, SPEC 9 third round): words as `deal` reads them, the
questions with the old answers, the extras an answer names, nothing changed said so."""

from __future__ import annotations

import pytest

from conftest import run

CAFE = ('format = 1\nrules = "coinche-maison"\n[teams]\nns = "Nous"\new = "Eux"\n'
        '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 100\npoints = { ns = 100 }\n'
        'last = "ns"\nbelote = ["ns"]\n')


def test_edit_reads_words_as_deal_does(match_file):
    path = match_file(CAFE)
    result = run("edit", path, "1", "e", "80", "pique", "90", "der", "eux")
    assert result.exit_code == 0, result.output
    assert "taker = \"e\"" in path.read_text() and "trump = \"spades\"" in path.read_text()
    assert "Deal 1 was: s 100 hearts, points Nous 100, last trick Nous, belote Nous." in result.stdout
    assert "Deal 1 changed: e 80 spades, points Eux 90, last trick Eux, belote Nous." in result.stdout


def test_edit_words_and_flags_mix(match_file):
    path = match_file(CAFE)
    result = run("edit", path, "1", "der", "eux", "--points", "ns=110")
    assert result.exit_code == 0, result.output
    text = path.read_text()
    assert 'last = "ew"' in text and "ns = 110" in text and 'belote = ["ns"]' in text


def test_an_edit_that_changes_nothing_says_so_and_writes_nothing(match_file):
    path = match_file(CAFE)
    before = path.read_bytes()
    result = run("edit", path, "1", "--last", "ns")
    assert (result.exit_code, result.stdout) == (0, "Deal 1: nothing changed.\n")
    assert path.read_bytes() == before


@pytest.fixture
def on_a_terminal(monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)


def test_anything_else_replaces_only_what_it_names(match_file, on_a_terminal):
    """Retyping `der ew` to fix the last trick silently dropped the belote (230 → 210)."""
    path = match_file(CAFE)
    result = run("edit", path, "1", input="\n\n\nder eux\ny\n")
    assert result.exit_code == 0, result.output
    text = path.read_text()
    assert 'last = "ew"' in text and 'belote = ["ns"]' in text


def test_none_clears_the_extras(match_file, on_a_terminal):
    path = match_file(CAFE)
    result = run("edit", path, "1", input="\n\n\nrien\ny\n")
    assert result.exit_code == 0, result.output
    assert "belote" not in path.read_text().split("[[deals]]")[1]


def test_after_the_questions_edit_asks_to_save(match_file, on_a_terminal):
    path = match_file(CAFE)
    before = path.read_bytes()
    result = run("edit", path, "1", input="\n\n90\n\nn\n")
    assert "Save this change?" in result.stdout and "Nothing was saved." in result.stdout
    assert path.read_bytes() == before


def test_edit_i_asks_even_with_words(match_file, on_a_terminal):
    path = match_file(CAFE)
    result = run("edit", path, "1", "-i", "e", input="\n\n\n\ny\n")
    assert result.exit_code == 0, result.output
    assert "Who took?" not in result.stdout  # the words said it
    assert 'taker = "e"' in path.read_text()


@pytest.mark.parametrize("word", ["?", "aide", "помощь", "help"])
def test_help_at_a_question_says_what_it_takes_and_asks_again(match_file, on_a_terminal, word):
    path = match_file('format = 1\nrules = "coinche-maison"\n')
    result = run("deal", path, input=f"{word}\ns\n100h\n98\nlast ns\ny\n")
    assert result.exit_code == 0, result.output
    assert "not a seat" not in result.stdout
    assert "Who took: a seat (n, e, s, w); for example s." \
        in result.stdout
    assert result.stdout.count("Who took?") == 2


def test_enter_at_every_question_keeps_a_capot_deal_as_it_is(match_file, on_a_terminal):
    """Enter four times on a capot deal dropped its points and saved a change."""
    path = match_file('format = 1\nrules = "coinche-maison"\n[[deals]]\ntaker = "s"\n'
                      'trump = "spades"\ncontract = 90\npoints = { ns = 152 }\nlast = "ns"\n'
                      'capot = "ns"\n')
    before = path.read_bytes()
    result = run("edit", path, "1", input="\n\n\n\n")
    assert result.stdout.endswith("Deal 1: nothing changed.\n"), result.stdout
    assert path.read_bytes() == before


def test_an_edit_that_wins_the_match_says_so(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n[options]\ntarget = 200\n'
                      '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 100 }\n'
                      'last = "ns"\n[[deals]]\ntaker = "e"\ntrump = "hearts"\n'
                      'points = { ew = 100 }\nlast = "ew"\n')
    result = run("edit", path, "2", "--points", "ew=50")
    assert "NS won the match" in result.stdout, result.stdout


def test_a_refused_answer_does_not_become_the_default(match_file, on_a_terminal):
    path = match_file('format = 1\nrules = "belote-maison"\n')
    out = run("deal", path, input="s\nsa\n82\nbelote ns\n\ny\n").stdout
    assert out.count("[belote ns]") == 0, out
