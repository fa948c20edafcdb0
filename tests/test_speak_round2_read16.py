"""Issue 36, read 16: what the French and Russian reads of that snapshot still found."""

from __future__ import annotations

import datetime
import re

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"
TABLE = HEAD.format("coinche-maison") + ('[teams]\nns = "Les Filles"\new = "Les Gars"\n'
                                         '[players]\nn = "Anna"\ns = "Hugo"\n')
FR, RU = {"SCORECLI_LANG": "fr"}, {"SCORECLI_LANG": "ru"}


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


def said(path, words: str, env=FR):
    return run("deal", path, *words.split(), env=env)


# ---- a score that did not move is said as it is, not « +0 »

def test_a_team_that_scored_nothing_is_said_without_a_plus(match_file):
    path = match_file(TABLE)
    out = plain(said(path, "sud 100 cœur 82 der nous").stdout)
    assert "chuté : Les Filles 0, Les Gars +260." in out, out


def test_an_edit_names_only_the_scores_that_moved_and_says_the_new_note(match_file):
    path = match_file(TABLE)
    said(path, "sud 100 cœur 82 der nous")
    said(path, "est 80 pique 90 der eux")
    out = plain(run("edit", path, "1", "--points", "ns=92", env=FR).stdout)
    # deal 2 did not change for Les Gars: their score once, not « 180 → 180 »
    assert "donne 2 : Les Filles 62, Les Gars 180" not in out and \
        "Les Gars 180 → 180" not in out, out
    noted = plain(run("edit", path, "2", "--note", "refait", env=FR).stdout)
    assert "Note : refait Aucun score n'a changé." in noted, noted


# ---- the table's words

def test_the_taker_named_in_an_edit(match_file):
    path = match_file(TABLE)
    said(path, "est 80 pique 90 der eux")
    out = plain(run("edit", path, "1", "preneur", "hugo", env=FR).stdout)
    assert "Donne 1 modifiée : Hugo (s) 80 pique" in out, out
    nobody = run("edit", path, "1", "preneur", "zoé", env=FR)
    assert nobody.exit_code == 1
    assert plain(nobody.stderr) == \
        "Erreur : « zoé » : personne de ce nom à cette table (Anna, Hugo)", nobody.stderr


@pytest.mark.parametrize("words, refusal", [
    ("sud 100 cœur dedans", "« dedans » : ce sont les points de cartes qui disent si le "
                            "contrat est réussi"),
    ("tout le monde passe", "quand tout le monde passe, rien ne se marque"),
])
def test_words_a_table_says_that_are_not_a_deal_are_answered(match_file, words, refusal):
    path = match_file(TABLE)
    before = path.read_bytes()
    result = said(path, words)
    assert result.exit_code == 1 and refusal in plain(result.stderr), result.stderr
    assert path.read_bytes() == before


@pytest.mark.parametrize("words, saved", [
    ("sud 100 cœur 82 et 70 der nous", "(Les Filles 82, Les Gars 70)"),
    ("sud 100 cœur 82 der nous 4 valets nous", "carré de valets pour Les Filles"),
    # two of one team's announcements joined: « carré de valets et tierce pour Les Gars »
    ("nord 100 cœur 82 der nous quatre valets eux tierce eux",
     "carré de valets et tierce pour Les Gars"),
])
def test_the_tables_words_read16(match_file, words, saved):
    path = match_file(TABLE)
    result = said(path, words)
    assert result.exit_code == 0 and saved in plain(result.stdout), result.output


@pytest.mark.parametrize("rules, env, example", [
    ("coinche-maison", FR, "l'atout (par exemple cœur, ou 80 cœur)"),
    ("belote-maison", FR, "l'atout (par exemple cœur)"),  # plain belote has no bids
    ("bazar-blot", RU, "8 черви"),
])
def test_a_missing_trump_is_shown_with_a_bid_of_the_rule_set(match_file, rules, env,
                                                             example):
    path = match_file(HEAD.format(rules))
    result = said(path, "s 82", env)
    assert result.exit_code == 1 and example in plain(result.stderr), result.stderr
    if rules == "belote-maison":
        assert "100" not in result.stderr


def test_coinche_in_a_house_rule_is_the_factor_it_means():
    from scorecli.rules.options import OPTION_SPECS, option_key

    assert option_key("coinche", OPTION_SPECS) == "coinche_factor"
    assert option_key("куанш", OPTION_SPECS) == "coinche_factor"
    assert option_key("surcoinche", OPTION_SPECS) == "surcoinche_factor"


@pytest.mark.parametrize("rules", ["coinche-maison", "bazar-blot", "belote-officielle"])
def test_a_rules_cell_is_never_cut_inside_a_word(rules):
    """« (tens- » then « half-down) », « au- » then « dessus » in the wide table."""
    from scorecli import i18n
    from scorecli.render.listings import rules_detail
    from scorecli.rules import get_rules

    i18n.choose("fr")
    out = rules_detail(get_rules(rules), None)
    assert "------  " in out  # the table, not the narrow list
    cut = [line for line in out.splitlines() if re.search(r"\w-(\s|$)", line)]
    assert not cut, cut
    assert "(tens-half-down)" in out


def test_a_date_never_folds_between_its_day_and_month():
    from scorecli import i18n

    moment = datetime.datetime(2026, 12, 27, 18, 45)
    i18n.choose("fr")
    assert i18n.when_said(moment) == "27\u00a0décembre 2026 à 18\u00a0h\u00a045"
    i18n.choose("ru")
    assert i18n.when_said(moment) == "27\u00a0декабря 2026, 18:45"


# ---- a concours day's refusals, in the words typed

@pytest.fixture
def fete(tmp_path):
    folder = tmp_path / "fete"
    assert run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12",
               "--seed", "11", "--rounds", "2").exit_code == 0
    for n in range(1, 5):
        run("concours", "team", folder, f"Équipe {n}", "--player", f"Anne N{n}",
            "--player", f"Paul N{n}")
    assert run("concours", "draw", folder).exit_code == 0
    return folder


@pytest.mark.parametrize("env, keys, refusal", [
    (RU, "победы,победы", "--tiebreak: «победы»: указано дважды"),
    (RU, "очки", "--tiebreak: «очки» — уже основной показатель турнира"),
    (FR, "victoires,victoires", "--tiebreak : « victoires » : donné deux fois"),
])
def test_a_tiebreak_refusal_quotes_the_word_typed(fete, env, keys, refusal):
    result = run("concours", "set", fete, "--tiebreak", keys, env=env)
    assert result.exit_code == 2 and refusal in plain(result.stderr), result.stderr


@pytest.mark.parametrize("totals, refusal", [
    (("3", "812"), "une seule somme"),
    (("1", "812", "640", "3"), "3 totaux (812 640 3) : donnez la partie, la table, puis deux "
                               "totaux"),
])
def test_a_sheet_with_the_wrong_count_of_totals_says_what_is_wrong(fete, totals, refusal):
    result = run("concours", "result", fete, "1", *totals, env=FR)
    assert result.exit_code == 2, result.output
    if refusal == "une seule somme":  # its words come from the catalog: the total is named
        assert "(812)" in plain(result.stderr), result.stderr
    else:
        assert refusal in plain(result.stderr), result.stderr


def test_a_forfeit_without_a_team_asks_for_it_in_words(fete):
    result = run("concours", "forfeit", fete, "1", "1", env=RU)
    assert result.exit_code == 2
    assert "укажите, какая команда не пришла" in plain(result.stderr), result.stderr
    assert "Missing" not in result.stderr and "TEAM" not in result.stderr


@pytest.mark.parametrize("env, said", [
    (FR, "0 donne jouée sur 4."), (RU, "Сыграно раздач: 0 из 4."),
    ({"SCORECLI_LANG": "en"}, "0 of 4 deals played."),
])
def test_a_match_of_a_set_number_of_deals_counts_those_played(match_file, env, said):
    """« Раздача 0 из 4 » read as a deal numbered 0."""
    path = match_file(HEAD.format("coinche-maison") + "[options]\ntarget = 0\ndeals_limit = 4\n")
    assert run("show", path, env=env).stdout.splitlines()[-1] == said


@pytest.mark.parametrize("env, said", [
    (FR, "« abc » n'est pas un total pour NS : saisissez"),
    (RU, "«abc» — не итог для СЮ: введите"),
])
def test_a_sheet_total_that_is_no_number_names_its_side_after_it(fete, env, said):
    result = run("concours", "result", fete, "1", "1", "abc", "12", env=env)
    assert result.exit_code == 1 and said in plain(result.stderr), result.stderr


EXAMPLES = sorted(str(p) for p in (__import__("pathlib").Path(__file__).parents[1]
                                   / "examples").glob("*.toml"))


def test_the_ratings_say_what_their_short_headers_mean():
    said = plain(run("ratings", *EXAMPLES, env=RU).stdout)
    assert "В — победы, Н — ничьи, П — поражения, ± — насколько изменился рейтинг" in said


def test_the_stats_legend_explains_a_header_cut_short_only():
    russian = plain(run("stats", *EXAMPLES, env=RU).stdout)
    assert "выполн. — выполненные заявки" in russian, russian
    french = plain(run("stats", *EXAMPLES, env=FR).stdout)
    assert "réussis : contrats réussis" not in french and "pris : contrats pris" in french


def test_the_colour_choice_says_auto_in_the_language():
    helped = run("--help", env=RU).stdout
    assert "--color [авто|всегда|никогда]" in helped and "Цвет: авто (" in plain(helped)
    assert run("--color", "авто", "rules", env=RU).exit_code == 0
    assert run("--color", "auto", "rules", env=RU).exit_code == 0
