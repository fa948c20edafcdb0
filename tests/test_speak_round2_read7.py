"""Issue 36, read 7: what the French and Russian reads of that snapshot still found."""

from __future__ import annotations

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"
NAMED = '[teams]\nns = "{}"\new = "{}"\n'


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


@pytest.fixture
def on_terminal(monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)


@pytest.mark.parametrize("lang, ns, ew, said", [
    ("fr", "Nous", "Eux", "Nous 80 + Eux 80 = 160, mais les cartes"),
    ("ru", "Мы", "Они", "Мы 90 + Они 80 = 170, но в картах всего 152"),
    ("en", "NS", "EW", "NS 90 + EW 80 = 170, but the cards"),
])
def test_fr3_ru_r5_3_a_refusal_names_the_teams_as_the_question_does(match_file, lang, ns,
                                                                    ew, said):
    """« Points de cartes pour Nous ? » was answered « NS 80 + EO 80 = 160 »."""
    path = match_file(HEAD.format("belote-maison") + NAMED.format(ns, ew))
    points = "80 80" if lang == "fr" else "90 80"
    out = plain(run("deal", path, "s", "h", *points.split(), "last", "ns",
                    env={"SCORECLI_LANG": lang}).output)
    assert said in out, out


@pytest.mark.parametrize("lang, said", [
    ("fr", "82 : capot pour l'équipe Eux, donc l'équipe Nous n'a fait aucun pli"),
    ("ru", "82: команда «Они» сделала капот, значит, у команды «Мы» нет ни взяток"),
])
def test_fr3_a_team_named_in_a_refusal_is_never_a_verbs_bare_subject(match_file, lang, said):
    names = ("Nous", "Eux") if lang == "fr" else ("Мы", "Они")
    path = match_file(HEAD.format("belote-maison") + NAMED.format(*names))
    word = {"fr": "eux", "ru": "они"}[lang]
    out = plain(run("deal", path, "s", "h", "82", "capot", word,
                    env={"SCORECLI_LANG": lang}).output)
    assert said in out, out


def test_a_team_named_in_one_command_is_not_named_in_the_next(match_file):
    from scorecli.i18n import Code

    path = match_file(HEAD.format("belote-maison") + NAMED.format("Nous", "Eux"))
    run("deal", path, "s", "h", "80", "80", "last", "ns")
    run("score", "--rules", "belote-maison", "--taker", "s", "--trump", "h",
        "--points", "ns=82", "--last", "ns")  # a new command: choose() forgets the names
    assert str(Code("team", "ns")) == "NS"


@pytest.mark.parametrize("lang, refused", [
    ("fr", "« tout » : donnez les points de cartes, par exemple 65, 65 55, NS 55 ou capot"),
    ("ru", "«всё»: назовите очки за карты, например 65, 65 55, СЮ 55 или капот"),
])
def test_fr_e_ru5_the_points_refusal_gives_the_questions_own_examples(match_file, on_terminal,
                                                                     lang, refused):
    """At sans atout the refusal offered 82 70, which sans atout refuses."""
    path = match_file(HEAD.format("coinche-maison"))
    word = {"fr": "tout", "ru": "всё"}[lang]
    bid = {"fr": "90 sa", "ru": "90 бк"}[lang]
    out = plain(run("deal", path, input=f"e\n{bid}\n{word}\n\n",
                    env={"SCORECLI_LANG": lang, "COLUMNS": "300"}).stdout)
    assert refused in out, out


@pytest.mark.parametrize("rules, answer, refused", [
    ("belote-maison", "82", "« 82 » : ici, seulement l'atout (cœur, pique, carreau, trèfle "
                            "ou sa) ; les points viennent à la question suivante"),
    ("coinche-maison", "capot", "« capot » : dites aussi l'atout, par exemple capot ♠ ou "
                                "capot cœur"),
    ("coinche-maison", "100", "« 100 » : dites aussi l'atout, par exemple 100 cœur ou 80 sa"),
])
def test_fr_c_9_a_bid_without_its_trump_is_told_what_this_table_says(match_file, on_terminal,
                                                                     rules, answer, refused):
    """Belote was offered « 100 cœur ou 80 sa » at « Atout ? », and a capot the same."""
    path = match_file(HEAD.format(rules))
    out = plain(run("deal", path, input=f"s\n{answer}\n\n", env={"SCORECLI_LANG": "fr",
                                                                 "COLUMNS": "300"}).stdout)
    assert refused in out, out


@pytest.mark.parametrize("width, lines", [
    (60, ["Points de cartes pour EO, sans le dix de der ?",
          "  65, 65 55, NS 55, capot : "]),
    (200, ["Points de cartes pour EO, sans le dix de der ? 65, 65 55, NS 55, capot : "]),
])
def test_fr_d_a_question_breaks_before_its_examples(width, lines):
    """« … sans le dix de / der ? » broke in the middle of a phrase at 60 columns."""
    from scorecli.cli.terminal import folded_question

    asked = "Points de cartes pour EO, sans le dix de der ? 65, 65 55, NS 55, capot :"
    assert folded_question(asked, width, 12).split("\n") == lines
