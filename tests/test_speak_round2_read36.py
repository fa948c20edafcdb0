"""Issue 36, after read 35: what the French and Russian reads still found, each a test."""

from __future__ import annotations

import pytest

from conftest import HEAD, run
from test_speak_round2_read23 import FR, RU, plain, said_in

NAMED = '[teams]\nns = "{}"\new = "{}"\n'


# ---- a word where the trump goes is refused as a trump, with the game's own trumps

@pytest.mark.parametrize("env, rules, words, said", [
    (FR, "coinche-maison", "s 100 rouge 82 der nous",
     "Erreur : « rouge » n'est pas un atout : dites trèfle, carreau, cœur, pique ou sans atout"),
    (FR, "coinche-maison", "s 100 bleu 82 der nous",  # not « Les Bleus », said for a trump
     "Erreur : « bleu » n'est pas un atout : dites trèfle, carreau, cœur, pique ou sans atout"),
    (FR, "belote-maison", "s rouge 82 der nous",
     "Erreur : « rouge » n'est pas un atout : dites trèfle, carreau, cœur, pique ou sans atout"),
    (FR, "coinche-701", "s 100 rouge 82 der nous",
     "dites trèfle, carreau, cœur, pique, sans atout ou tout atout"),
    (RU, "coinche-maison", "ю 100 красные 82 последняя мы",
     "Ошибка: «красные» — это не козырь: скажите трефы, бубны, черви, пики или без козыря"),
    (RU, "belote-maison", "ю красные 82 последняя мы",
     "Ошибка: «красные» — это не козырь: скажите трефы, бубны, черви, пики или без козыря"),
])
def test_a_word_where_the_trump_goes_is_refused_as_a_trump(match_file, env, rules, words,
                                                           said):
    path = match_file(HEAD.format(rules) + NAMED.format("Nous", "Les Bleus"))
    out = said_in(run("deal", path, *words.split(), env=env), said)
    assert "tout atout" not in out or rules == "coinche-701", out


def test_the_trump_flag_says_dites_as_the_words_do(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said_in(run("deal", path, "--trump", "rouge", env=FR),
            "« rouge » n'est pas un atout : dites trèfle, carreau, cœur, pique,")


# ---- belote's bid said from habit: the suggestion leaves out the contre too

def test_a_bid_and_a_contre_in_belote_are_both_left_out(match_file):
    path = match_file(HEAD.format("belote-maison") + '[players]\nn = "Anna"\ne = "Boris"\n'
                      's = "Chloé"\nw = "David"\n')
    out = said_in(run("deal", path, *"chloé 100 cœur contré 82 der nous".split(), env=FR),
                  "« 100 » : pas d'enchère à ce jeu, ni de contre ; dites l'atout seul, puis "
                  "les points de cartes : chloé cœur 82 der nous")
    assert "contré 82" not in out, out


# ---- a coinche said twice means the surcoinche

@pytest.mark.parametrize("env, rules, words, said", [
    (FR, "coinche-maison", "s 100 cœur contré contré 82 der nous",
     "« contré » est dit deux fois ; pour un surcontre, dites surcontré"),
    (FR, "coinche-maison", "s 100 cœur coinché coinché 82 der nous", "dites surcoinché"),
    (RU, "coinche-maison", "ю 100 черви контра контра 82 последняя мы",
     "«контра»: сказано дважды; если удвоили ещё раз, скажите «реконтра»"),
])
def test_a_coinche_said_twice_is_offered_the_surcoinche(match_file, env, rules, words, said):
    path = match_file(HEAD.format(rules))
    said_in(run("deal", path, *words.split(), env=env), said)


# ---- «сто» as the bid, as the table says it

@pytest.mark.parametrize("env, words", [
    (RU, "ю сто черви 82 последняя мы"),
    (FR, "s cent cœur 82 der nous"),
])
def test_a_bid_said_in_a_word_is_the_bid(match_file, env, words):
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, *words.split(), env=env)
    assert result.exit_code == 0, result.output
    written = open(path, encoding="utf-8").read()
    assert "contract = 100" in written, written


# ---- explain's header in belote: the trump as the sentence says it

@pytest.mark.parametrize("mode, said", [
    ("spades", "Donne 1 : Sud a pris à pique, règles belote-maison"),
    ("no-trump", "Donne 1 : Sud a pris sans atout, règles belote-maison"),
])
def test_belotes_explain_says_took_at_the_trump(match_file, mode, said):
    path = match_file(HEAD.format("belote-maison") + f'[[deals]]\ntaker = "s"\ntrump = "{mode}"\n'
                      'points = { ns = 100 }\nlast = "ns"\n')
    said_in(run("explain", path, "1", env=FR), said, 0)


def test_explain_tells_the_deals_total_from_the_matchs(match_file):
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "s"\ntrump = "spades"\n'
                      'points = { ns = 100 }\nlast = "ns"\n')
    out = said_in(run("explain", path, "1", env=FR), "Total de la donne : NS 110, EO 52", 0)
    assert "score de la partie : NS 110, EO 52" in out, out
    assert "totaux" not in out.casefold(), out


# ---- an announcement the other team's better one beats

def test_a_beaten_announcement_says_it_scores_nothing(match_file):
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "s"\ntrump = "spades"\n'
                      'points = { ns = 100 }\nlast = "ns"\n'
                      'announcements = { ns = ["tierce-K"], ew = ["quarte-A"] }\n')
    out = plain(run("show", path, env={**FR, "COLUMNS": "200"}).stdout)
    assert "tierce au roi pour NS, qui ne compte pas" in out, out
    assert "sans effet" not in out, out


# ---- an ended match's bars say no « reste »

@pytest.mark.parametrize("env, gone", [(FR, "reste"), (RU, "ещё")])
def test_an_ended_matchs_bars_say_nothing_is_left(match_file, env, gone):
    path = match_file(HEAD.format("belote-maison") + '[options]\ntarget = 100\n'
                      '[[deals]]\ntaker = "s"\ntrump = "spades"\npoints = { ns = 100 }\n'
                      'last = "ns"\n')
    out = plain(run("show", path, env={**env, "COLUMNS": "80"}).stdout)
    assert "110/100" in out and "52/100" in out, out
    assert gone not in out, out


# ---- a rule set that cannot score deals: one sentence, each reason once, as show says it

TWO_REASONS = ('format = 1\nrules = "coinche-701"\n'
               + '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 100\n'
                 'points = { ns = 98 }\nlast = "ns"\n'
               + '[[deals]]\ntaker = "s"\ntrump = "all-trump"\ncontract = 100\n'
                 'points = { ns = 198 }\nlast = "ns"\n')


def test_compare_says_what_cannot_be_scored_as_one_sentence(match_file):
    path = match_file(TWO_REASONS.rsplit("[[deals]]", 1)[0])
    out = plain(run("compare", path, "--rules", "bazar-blot", env=RU).stdout)
    assert "По правилам bazar-blot нельзя посчитать раздачу 1: здесь только заявки от 8 до 50 " \
           "или капот." in out, out
    assert "Причина" not in out and "«bazar-blot»" not in out, out


@pytest.mark.parametrize("command", ["show", "compare"])
def test_two_reasons_name_their_deals_once(match_file, command):
    path = match_file(TWO_REASONS)
    result = run(command, path, "--rules", "bazar-blot", env={**RU, "COLUMNS": "200"})
    out = result.output.replace("\u00a0", " ")
    assert "нельзя посчитать:\n  раздачи 1 и 2: здесь только заявки от 8 до 50 " \
           "или капот\n  раздача 2: все козыри — только с домашним правилом «игра во все " \
           "козыри»" in out, out
    assert "раздачи 1 и 2:" in out and "bazar-blot «все козыри»" not in out, out


# ---- the deal that ends a match says the points held that no one will have, as show does

LIMITED = ('format = 1\nrules = "belote-maison"\n[options]\ndeals_limit = 2\n'
           '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 81 }\nlast = "ew"\n')


@pytest.mark.parametrize("env, words, said", [
    (RU, "ю черви 81 последняя они", "Матч выиграла команда ВЗ со счётом 162:0 после 2 раздач. "
                                     "Отложенные очки (162) так никому и не достались."),
    (FR, "s cœur 81 der eux", "162 points en attente ne reviendront à personne : la partie est finie."),
])
def test_the_deal_that_ends_a_match_says_the_points_held(match_file, env, words, said):
    path = match_file(LIMITED)
    said_in(run("deal", path, *words.split(), env=env), said, 0)


# ---- check's summary: the rule set in brackets, the deals recorded apart from its limit

@pytest.mark.parametrize("env, said", [
    (RU, "ошибок нет (belote-maison, игра до 1000, не больше 2 раздач); записана 1 раздача."),
    (FR, "valide (belote-maison, en 2 donnes ou en 1000 points) ; 1 donne notée."),
])
def test_checks_summary_tells_the_limit_from_the_deals_recorded(match_file, env, said):
    said_in(run("check", match_file(LIMITED), env=env), said, 0)


# ---- a bid's trump as the table says it after the number (seed 002: « 100 в червах »)

@pytest.mark.parametrize("env, words, said", [
    (RU, "ю 100 пики 82 последняя мы", "Раздача 1: играет Ю — 100 в пиках (СЮ 82, ВЗ 70)"),
    (RU, "ю 80 бк 82 последняя мы", "Раздача 1: играет Ю — 80 без козыря"),
    (FR, "s 100 pique 82 der nous", "Donne 1 : Sud 100 pique (NS 82, EO 70)"),
])
def test_a_bids_trump_is_said_as_after_a_number(match_file, env, words, said):
    path = match_file(HEAD.format("coinche-maison"))
    said_in(run("deal", path, *words.split(), env=env), said, 0)


# ---- a short command to copy stays on one line where a refusal folds

def test_a_command_to_copy_is_not_split_by_the_fold():
    from scorecli.render.layout import wrap_text

    lines = wrap_text("Ошибка: матч уже окончен — команда «Paul & Marie» победила на 4-й "
                      "раздаче; чтобы снова открыть его, выполните `scorecli undo m.toml`", 60)
    assert any("`scorecli undo m.toml`" in line for line in lines), lines


def test_the_dealer_is_said_without_a_colon_in_russian(match_file, monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("belote-maison") + 'dealer = "n"\n[players]\nn = "Олег"\n')
    out = plain(run("deal", path, input="q\n", env=RU).output)
    assert "сдаёт Олег" in out and "сдаёт:" not in out, out


@pytest.mark.parametrize("env, said", [
    (FR, "« nord » n'est pas un atout : dites trèfle, carreau, cœur, pique ou sans atout"),
    (RU, "«север» — это не козырь: скажите трефы, бубны, черви, пики или без козыря"),
])
def test_the_trump_question_refuses_as_the_words_do(match_file, env, said):
    path = match_file(HEAD.format("belote-maison"))
    out = run("deal", path, "-i", "--taker", "s", input=f"{'север' if env is RU else 'nord'}"
              "\nh\n82\n\nn\n", env=env).stdout
    assert said in plain(out), out


def test_a_changed_option_is_said_lightly_in_russian(match_file):
    path = match_file(HEAD.format("belote-maison"))
    said_in(run("set", path, "-o", "target=1500", env=RU),
            f"Файл {path} изменён — «цель матча»: 1000 (по умолчанию) → 1500.", 0)


# ---- read 36: what the French and Russian reads found

@pytest.mark.parametrize("env, words, said", [
    (RU, "ю 100 черви 82 последняя мы два терца они", "два терца — Les Bleus"),
    (FR, "s 100 cœur 82 der nous deux tierces eux", "deux tierces pour Les Bleus"),
    (RU, "ю 100 черви 82 последняя мы терц от короля мы два терца они",
     "терц от короля — Nous, не в зачёт; два терца — Les Bleus"),
])
def test_a_counted_announcement_goes_to_the_team_said_after_it(match_file, env, words, said):
    path = match_file(HEAD.format("coinche-maison") + NAMED.format("Nous", "Les Bleus"))
    said_in(run("deal", path, *words.split(), env=env), said, 0)
    assert 'ns = ["tierce"]' not in open(path, encoding="utf-8").read() or "короля" in words


PLAYERS = '[players]\nn = "Олег"\ne = "Аня"\ns = "Вика"\nw = "Игорь"\n'


def test_the_bid_question_takes_a_bid_in_words(match_file, on_terminal):
    path = match_file(HEAD.format("coinche-maison") + PLAYERS)
    out = plain(run("deal", path, input="петя\nю\nсто двадцать черви\n82\n\ny\n", env=RU).stdout)
    assert "«петя»: такого игрока за этим столом нет (Олег, Аня, Вика, Игорь)" in out, out
    assert "Вика (Ю) — 120 в червах" in out and "цифрами" not in out, out


@pytest.fixture
def on_terminal(monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)


@pytest.mark.parametrize("env, number, said", [
    (RU, "4", "Раздача 4: играет Anna (С) — женераль в пиках,"),
    (FR, "4", "Donne 4 : Anna (n) a pris, générale pique,"),
])
def test_a_capot_or_generale_bid_takes_its_trump_as_a_bid_does(env, number, said):
    from conftest import EXAMPLES

    said_in(run("explain", EXAMPLES / "coinche-701.toml", number, env=env), said, 0)


def test_a_russian_coinche_is_set_apart_from_its_bid(match_file):
    path = match_file(HEAD.format("bazar-blot"))
    said_in(run("deal", path, *"ю 9 черви контра 92 последняя мы".split(), env=RU),
            "играет Ю — 9 в червах, куанш (СЮ 92", 0)


def test_the_legend_tells_a_held_pot_from_announcements():
    from conftest import EXAMPLES

    out = plain(run("show", EXAMPLES / "belote-maison.toml", env={**RU, "COLUMNS": "100"}).stdout)
    assert "+N — очки за объявления (после козыря) или полученные отложенные очки (после " \
           "результата)" in out, out


@pytest.mark.parametrize("env, said", [
    (RU, "ошибок нет (belote-maison); раздач пока нет."),
    (FR, "valide (belote-maison) ; aucune donne notée pour l'instant."),
])
def test_check_says_a_match_without_deals_has_none_yet(match_file, env, said):
    said_in(run("check", match_file(HEAD.format("belote-maison")), env=env), said, 0)


def test_a_list_items_folded_line_hangs_under_it():
    from scorecli.render.layout import fold_lines

    folded = fold_lines("  раздача 2: все козыри — только с домашним правилом «игра во все "
                        "козыри»", 60).split("\n")
    assert folded[1].startswith("    ") and not folded[1].startswith("     "), folded


def test_russian_footer_of_compare_says_whose_rules(match_file):
    from conftest import EXAMPLES

    out = plain(run("compare", EXAMPLES / "coinche-maison.toml", "--rules", "belote-maison",
                    env=RU).stdout)
    assert "По правилам belote-maison нельзя посчитать: раздачи 1, 2, 3 и 4" in out, out
    assert "В итоги столбца не входят раздачи, которые по его правилам нельзя посчитать." in \
        out, out


def test_a_bid_without_its_trump_is_offered_its_own_number(match_file, on_terminal):
    path = match_file(HEAD.format("bazar-blot"))
    out = plain(run("deal", path, input="ю\n9\n\n", env=RU).stdout)
    assert "«9»: назовите ещё и козырь, например: 9 ♠ или 9 черви" in out, out


@pytest.mark.parametrize("env, bid, said", [
    (RU, "сто двадцать черви", "играет Ю — 120 в червах"),
    (FR, "100 cœur contré contré", "« contré » est dit deux fois ; pour un surcontre, dites "
                                   "surcontré"),
])
def test_the_bid_flag_reads_as_the_words_do(env, bid, said):
    result = run("score", "--rules", "coinche-maison", "--taker", "s", "--bid", bid, "--points",
                 "ns=98", "--last", "ns", env=env)
    assert said in plain(result.output), result.output


def test_belotes_trump_question_and_edit_drop_a_bid_said_from_habit(match_file, on_terminal):
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "s"\ntrump = "spades"\n'
                      'points = { ns = 100 }\nlast = "ns"\n')
    said = "« 100 » : pas d'enchère à ce jeu ; dites seulement l'atout : cœur"
    said_in(run("edit", path, "1", "100", "cœur", env=FR), said)
    assert said in plain(run("deal", path, input="s\n100 cœur\n\n", env=FR).stdout)


def test_belotes_deal_line_says_at_the_trump(match_file):
    path = match_file(HEAD.format("belote-maison"))
    said_in(run("deal", path, *"s cœur 82 der nous".split(), env=FR),
            "Donne 1 : Sud à cœur (NS 82, EO 70)", 0)
    said_in(run("undo", path, env=FR), "Donne 1 supprimée : Sud à cœur (NS 82)", 0)


@pytest.mark.parametrize("env, rules, words, said", [
    (FR, "belote-maison", "s prend à cœur 82 der nous", "Donne 1 : Sud à cœur (NS 82, EO 70)"),
    (FR, "belote-maison", "s a pris à pique 82 der nous", "Donne 1 : Sud à pique (NS 82"),
    (RU, "coinche-maison", "ю играет 100 черви 82 последняя мы", "играет Ю — 100 в червах"),
])
def test_the_tables_took_after_the_taker_is_read(match_file, env, rules, words, said):
    said_in(run("deal", match_file(HEAD.format(rules)), *words.split(), env=env), said, 0)


@pytest.mark.parametrize("env, words, said", [
    (FR, "s rouge 82 der nous", "« rouge » n'est pas un atout : dites trèfle, carreau, cœur, "
                                "pique ou sans atout"),
    (FR, "s 100 cœur 82 dernous", "« dernous » : vouliez-vous dire der nous ?"),
    (RU, "ю 100 черви 82 последняямы", "«последняямы»: может быть, последняя мы?"),
    # a name where no player is named: the seat is asked
    (FR, "paul 100 cœur 82 der nous", "« paul » : cette partie ne nomme pas ses joueurs ; "
                                      "dites la place de qui a pris : n, e, s ou o"),
    (RU, "петя 100 черви 82 последняя мы", "«петя»: в этом матче игроки не названы; скажите "
                                          "место играющего: С, В, Ю или З"),
    # an announcement by its table word, its team unsaid
    (RU, "ю 100 черви 82 последняя мы полтинник", "«полтинник» — какой команды? Например: "
                                                  "«полтинник мы»"),
])
def test_a_coinche_deal_in_words_is_refused_as_the_table_says(match_file, env, words, said):
    said_in(run("deal", match_file(HEAD.format("coinche-maison")), *words.split(), env=env),
            said)


def test_a_generale_is_named_so_in_the_tricks_step():
    from conftest import EXAMPLES

    out = run("explain", EXAMPLES / "coinche-701.toml", "4", env=FR).stdout
    assert "2. Générale : les 8 plis pour Anna (n), sans son partenaire ; dix de der 10 pour " \
           "NS" in plain(out), out
    assert "Capot :" not in out, out


def test_a_tie_of_announcements_reads_with_its_teams_first(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 80\npoints = { ns = 100 }\nlast = "ns"\n'
                      'announcements = { ns = ["tierce-K"], ew = ["tierce"] }\n')
    out = plain(run("explain", path, "1", env=FR).stdout)
    assert "Impossible de départager NS, tierce au roi (20), et EO, tierce (20)" in out, out


def test_an_undo_command_and_a_target_stay_whole_at_60_columns(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "l.toml").write_text('format = 1\nrules = "belote-maison"\n[options]\n'
                                     'target = 80\n[teams]\nns = "Nous"\new = "Les Filles"\n'
                                     '[players]\ns = "Chloé"\n', encoding="utf-8")
    wide = {**FR, "COLUMNS": "60"}
    out = run("deal", "l.toml", *"chloé cœur 71 der nous".split(), env=wide).stdout
    assert "(objectif 80)" in out.replace("\u00a0", " "), out
    undone = run("undo", "l.toml", env=wide).stdout
    assert "`scorecli undo l.toml --restore`" in undone, undone


def test_the_wide_boards_extras_say_whose():
    from conftest import EXAMPLES

    out = run("show", EXAMPLES / "belote-officielle.toml", env={**FR, "COLUMNS": "200"}).stdout
    assert "belote pour Les Bleus" in out and "annonces pour Les Rouges" in out, out
    assert "ann. " not in out, out


def test_a_team_alone_at_the_extras_is_offered_no_points(match_file, on_terminal):
    path = match_file(HEAD.format("belote-maison"))
    out = plain(run("deal", path, input="s\ncœur\n82\nnous\n\n", env=FR).stdout)
    assert "« nous » seul ne suffit pas : dites ce qu'il y a pour nous, par exemple der nous " \
           "ou tierce au roi nous" in out, out


@pytest.mark.parametrize("args, said", [
    (("explain", "coinche-701.toml", "1"), "Le preneur marque ses 120 + le contrat 100 = 220"),
    (("deal", "--help"), "(les fautes de jeu ne sont pas sanctionnées)"),
])
def test_french_articles_and_words_of_read36(args, said):
    from conftest import EXAMPLES

    args = [EXAMPLES / a if a.endswith(".toml") else a for a in args]
    assert said in plain(run(*args, env={**FR, "COLUMNS": "300"}).stdout)
