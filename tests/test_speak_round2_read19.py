"""Issue 36, reads 18 and 19: what the French and Russian reads of those snapshots still found."""

from __future__ import annotations

import json

import pytest

from conftest import HEAD, drawn_concours, run

NB, NN = "\u00a0", "\u202f"
NAMES = ('[teams]\nns = "Nous"\new = "Eux"\n'
         '[players]\nn = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n')
FR, RU = {"SCORECLI_LANG": "fr"}, {"SCORECLI_LANG": "ru"}


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


# ---- a named table is asked who took by the players' names, the seats after them

@pytest.mark.parametrize("env, asked", [
    (FR, "Qui a pris ? Anna, Boris, Chloé, David ou n, e, s, o : chloé"),
    (RU, "Кто играет? Anna, Boris, Chloé, David или С, В, Ю, З: chloé"),
])
def test_the_taker_question_names_the_players(match_file, env, asked):
    path = match_file(HEAD.format("coinche-maison") + NAMES)
    out = run("deal", path, "-i", input="chloé\n100h\n98\n\ny\n", env=env).stdout
    assert asked in plain(out), out


def test_a_table_without_names_is_asked_by_seats(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, "-i", input="s\n100h\n98\n\ny\n", env=FR).stdout
    assert "Qui a pris ? n, e, s, o : s" in plain(out), out


# ---- a seat changed by `set` is said as a word in French, « joueur n » read as an initial

@pytest.mark.parametrize("env, said", [
    (FR, "joueur nord : (aucun) → Paul"),
    (RU, "игрок С: (не указан) → Paul"),
])
def test_set_says_the_seat_of_a_new_player(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("set", path, "--player", "n=Paul", env=env).stdout
    assert said in plain(out), out


# ---- a file value written in the players' words: check says how the file writes it

@pytest.mark.parametrize("env, said", [
    (FR, "deals[1].trump : « pique » s'écrit « spades » dans le fichier"),
    (RU, "deals[1].trump: «pique» в файле пишется «spades»"),
    ({}, "deals[1].trump: 'pique' is written 'spades' in the file"),
])
def test_check_says_how_the_file_writes_a_word_typed_in_french(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "o"\ntrump = "pique"\n'
                      'contract = 80\npoints = { ns = 82 }\nlast = "nous"\n')
    out = run("check", path, env=env).stderr
    assert said in plain(out), out
    assert "« o » s'écrit « w »" in plain(run("check", path, env=FR).stderr)


def test_a_value_of_no_language_still_lists_the_values(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "purple"\n'
                      'contract = 80\npoints = { ns = 82 }\nlast = "ns"\n')
    assert "valeurs possibles : clubs (trèfle)" in plain(run("check", path, env=FR).stderr)


# ---- a new concours is named by its title, its folder after it

@pytest.mark.parametrize("env, said", [
    (FR, "Concours créé : « Coupe d'automne » (dossier coupe) ; belote-maison"),
    (RU, "Создан турнир «Coupe d'automne» (папка coupe): belote-maison"),
])
def test_a_new_concours_is_said_by_its_title(tmp_path, monkeypatch, env, said):
    monkeypatch.chdir(tmp_path)
    out = run("concours", "new", "coupe", "--rules", "belote-maison", "--title", "Coupe d'automne",
              env=env).stdout
    assert plain(out).startswith(said), out
    untitled = run("concours", "new", "autre", "--rules", "belote-maison", env=FR).stdout
    assert plain(untitled).startswith("Concours créé : autre ; belote-maison"), untitled


# ---- plain belote has no bid: ru « Контракт: выполнен. » (seed 002), « Заявка » is coinche's

def test_plain_belote_says_the_contract_made_not_the_bid(match_file):
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'points = { ns = 90 }\nlast = "ns"\n')
    out = run("explain", path, "1", env=RU).stdout
    assert out.rstrip().endswith("Итог: контракт выполнен."), out
    assert "выполнен " in run("show", path, env=RU).stdout
    coinche = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                         'contract = 80\npoints = { ns = 90 }\nlast = "ns"\n')
    assert run("explain", coinche, "1", env=RU).stdout.rstrip().endswith("Итог: заявка выполнена.")


# ---- « contrat 120 », « заявка 120 »: the word for a bid before it

@pytest.mark.parametrize("env, words, said", [
    (FR, "contrat 120", "Donne 1 modifiée : Sud 120 cœur"),
    (RU, "заявка 120", "Раздача 1 изменена: играет Ю — 120 в червах"),
])
def test_an_edit_reads_the_word_for_a_bid(match_file, env, words, said):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 100\npoints = { ns = 82 }\nlast = "ns"\n')
    out = run("edit", path, "1", *words.split(), env=env).stdout
    assert said in plain(out), out


# ---- « pas de tierce », «без терца»: one kind of announcement taken back

ANNOUNCED = HEAD.format("coinche-maison") + (
    '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 100\npoints = { ns = 82 }\n'
    'last = "ns"\nannouncements = { ns = ["tierce-K", "quarte-A"] }\n')


@pytest.mark.parametrize("env, words, said", [
    (FR, "pas de tierce", "« pas de tierce » : dites seulement les annonces faites, par exemple "
                          "tierce au roi nous ; dans une modification, elles remplacent les "
                          "anciennes, et « sans annonces » les retire toutes"),
    (RU, "без терца", "«без терца»: назовите только сделанные объявления, например, «терц от "
                      "короля мы»; при изменении они заменяют прежние, а «без объявлений» убирает "
                      "все"),
])
def test_one_kind_of_announcement_taken_back_is_answered(match_file, env, words, said):
    path = match_file(ANNOUNCED)
    result = run("edit", path, "1", *words.split(), env=env)
    assert result.exit_code == 1 and said in plain(result.stderr), result.output
    kept = run("edit", path, "1", "nous", "quarte", "à", "l'as", env=FR).stdout
    assert "cinquante à l'as pour NS." in plain(kept), kept


# ---- set says an option in the words it was typed in, a big number with its thin space

@pytest.mark.parametrize("env, said", [
    (FR, "option objectif : 1000 (par défaut) → 90 000."),
    (RU, "«цель матча»: 1000 (по умолчанию) → 90 000."),
    ({}, "option target: 1000 (the rule set's) → 90000."),
])
def test_set_says_the_option_without_the_files_key(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("set", path, "--option", "target=90000", env=env).stdout
    assert said in plain(out), out


# ---- Click's frame of a value refused: one colon after « Erreur », not three

@pytest.mark.parametrize("env, args, said", [
    (FR, ["explain", "{path}", "deux"],
     "Erreur : pour « NUMÉRO », « deux » : écrivez-le en chiffres : 2"),
    (RU, ["explain", "{path}", "два"],
     "Ошибка: параметр «НОМЕР»: «два»: напишите число цифрами — 2"),
    (RU, ["show", "{path}", "--last", "0"], "Ошибка: параметр «--last»: нужно не меньше 1, а указано 0"),
])
def test_a_value_refused_by_its_argument_reads_as_one_sentence(match_file, env, args, said):
    path = match_file(HEAD.format("belote-maison"))
    result = run(*[a.format(path=path) for a in args], env=env)
    assert result.exit_code == 2 and said in plain(result.stderr), result.stderr


# ---- a forfeit's table says the team that did not come by its number and name

@pytest.mark.parametrize("env, said", [
    (RU, "неявка: 4 «Совы»"),
    (FR, "forfait : 4 Совы (absence)"),
])
def test_a_forfeit_says_the_team_by_name(tmp_path, env, said):
    folder = tmp_path / "cq"
    names = ("Ястребы", "Соколы", "Орлы", "Совы")
    run("concours", "new", folder, "--rules", "belote-maison", "--rounds", "2")
    for name in names:
        run("concours", "team", folder, name)
    run("concours", "draw", folder)
    first = json.loads(run("concours", "show", folder, "--round", "1", "--json").stdout
                       )["tables"][0]
    assert run("concours", "forfeit", folder, "1", str(first["table"]), str(first["ns"])
               ).exit_code == 0
    out = run("concours", "show", folder, "--round", "1", env=env).stdout
    expected = said.replace("4", str(first["ns"])).replace("Совы", names[first["ns"] - 1])
    assert expected in plain(out), out


# ---- a topped sequence in trump: « à l'as d'atout », not « à l'as à l'atout »

def test_a_topped_trump_sequence_is_said_with_one_a(match_file):
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'points = { ns = 82 }\nlast = "ns"\n'
                      'announcements = { ew = ["quarte-A-trump"], ns = ["tierce-trump"] }\n')
    out = plain(run("show", path, env=FR).stdout)
    assert "cinquante à l'as d'atout pour EO" in out and "tierce à l'atout pour NS, qui ne compte pas" in out, out
    said = run("deal", path, "s", "cœur", "82", "der", "nous", "eux", "quarte", "à", "l'as",
               "d'atout", env=FR).stdout
    assert "cinquante à l'as d'atout pour EO" in plain(said), said


# ---- the final ranking says which tie-break put a team ahead of one level with it

@pytest.mark.parametrize("env, said", [
    (FR, ["Égalités départagées :", "{first} {First} devant {second} {Second} aux points"]),
    (RU, ["При равенстве места определили дополнительные показатели:",
          "{first} «{First}» выше, чем {second} «{Second}», по очкам"]),
    ({}, ["Ties broken:", "{first} {First} ahead of {second} {Second} on points"]),
])
def test_the_final_ranking_says_the_tie_break_that_decided(tmp_path, env, said):
    folder = tmp_path / "ct"
    run("concours", "new", folder, "--rules", "belote-maison", "--rounds", "1", "--rank", "wins")
    for name in "ABCD":
        run("concours", "team", folder, name)
    run("concours", "draw", folder)
    drawn = json.loads(run("concours", "show", folder, "--round", "1", "--json").stdout)
    # the higher number wins each table, one by more points: level on wins, apart on points
    winners = sorted((max(t["ns"], t["ew"]), t) for t in drawn["tables"])
    for (winner, table), (won, lost) in zip(winners, ((1010, 500), (1020, 700))):
        totals = (won, lost) if table["ns"] == winner else (lost, won)
        assert run("concours", "result", folder, "1", str(table["table"]), *map(str, totals)
                   ).exit_code == 0
    second, first = (w for w, _ in winners)
    out = plain(run("concours", "show", folder, env=env).stdout)
    for part in said:
        part = part.format(first=first, First="ABCD"[first - 1], second=second,
                           Second="ABCD"[second - 1])
        assert part in out, out


def test_a_word_of_a_teams_name_where_no_player_is_named_asks_the_seat(match_file):
    """« ани » of « Арам и Ани » was meant as Ani: the match names no players."""
    path = match_file(HEAD.format("bazar-blot") + '[teams]\nns = "Арам и Ани"\new = "Давит и Лусине"\n')
    said = plain(run("deal", path, "ани", "8", "черви", "82", env=RU).stderr)
    assert "«ани»: в этом матче игроки не названы; скажите место играющего: С или Ю" in said, said
    said = plain(run("deal", path, "мы", "8", "черви", "82", env=RU).stderr)
    assert "«мы» — это команда, а играет один игрок: скажите, кто — С или Ю" in said, said


def test_an_edits_first_word_is_not_taken_for_a_name(match_file):
    """An edit knows its taker: « pikue » first is a trump mistyped, not a stranger."""
    path = match_file(HEAD.format("belote-maison") + '[players]\nn = "Anna"\ns = "Hugo"\n'
                      '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 82 }\n'
                      'last = "ns"\n')
    said = plain(run("edit", path, "1", "pikue", env=FR).stderr)
    assert "« pikue » : vouliez-vous dire pique ?" in said, said
    said = plain(run("deal", path, "pikue", env=FR).stderr)
    assert "personne de ce nom à cette table (Anna, Hugo)" in said, said


def test_check_says_how_the_file_writes_keys_and_teams_typed_in_words(match_file):
    path = match_file(HEAD.format("coinche-maison") + 'dealer = "sud"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 80\ncoinche = "contré"\n'
                      'points = { nous = 82 }\nlast = "ns"\nbelote = "eux"\n')
    said = plain(run("check", path, env=FR).stderr)
    for part in ("dealer : « sud » s'écrit « s » dans le fichier",
                 "deals[1].coinche : « contré » s'écrit « coinche » dans le fichier",
                 "deals[1].points.nous : « nous » s'écrit « ns » dans le fichier",
                 "deals[1].belote : « eux » s'écrit « ew » dans le fichier"):
        assert part in said, said


# ---- a long team name falls back to the team's word (« der nous », «последняя мы»), never « ns »

@pytest.mark.parametrize("env, teams, words, said", [
    (FR, ("Aram et Ani", "Les Cousins"), "ani 90 cœur 92 der", "« der » : dites quelle équipe, "
                                                                  "par exemple der nous"),
    (RU, ("Арам и Ани", "Давит и Лусине"), "ани 9 черви 92 последняя",
     "«последняя» — какой команды? Например: «последняя мы»"),
])
def test_a_long_team_name_is_hinted_by_the_team_word(match_file, env, teams, words, said):
    rules = "coinche-maison" if env is FR else "bazar-blot"
    path = match_file(HEAD.format(rules) + f'[teams]\nns = "{teams[0]}"\new = "{teams[1]}"\n'
                      '[players]\nn = "Aram"\ns = "Ani"\n'.replace("Aram", teams[0].split()[0])
                      .replace('"Ani"', f'"{teams[0].split()[-1]}"'))
    out = plain(run("deal", path, *words.split(), env=env).stderr)
    assert said in out, out


# ---- no FICHIER/ФАЙЛ placeholder where the file is known, or a hint needs none

def test_hints_name_the_file_or_need_none(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said = plain(run("deal", path, "s", "100", "tout", "atout", "82", "der", "nous", env=FR).stderr)
    assert "FICHIER" not in said and "sauf avec la règle maison « tout-atout permis »" \
        in said, said
    said = plain(run("deal", path, "ю", "100", "вк", "82", "последняя", "мы", env=RU).stderr)
    assert "ФАЙЛ" not in said and "с домашним правилом «игра во все козыри»" in said, said
    run("deal", path, "s", "100", "cœur", "82", "der", "nous")
    said = plain(run("stats", path, env=FR).stdout)
    assert f"`scorecli set {path} --player s=Chloé`" in said, said


@pytest.mark.parametrize("env, flag, value, said", [
    # read 33: the flag's own placeholder, the example quoted as the language quotes
    (FR, "--announce", "tierce", '--announce « tierce » : écrivez ÉQUIPE=ANNONCE, par exemple '
                                 '« nous=tierce au roi »'),
    (RU, "--announce", "сю", 'параметр «--announce»: «сю» — пишите КОМАНДА=ОБЪЯВЛЕНИЕ, '
                             'например, «мы=терц от короля»'),
    (FR, "--points", "82", "--points « 82 » : écrivez ÉQUIPE=N, par exemple « nous=98 »"),
])
def test_a_flags_example_is_one_of_its_values(match_file, env, flag, value, said):
    path = match_file(HEAD.format("coinche-maison"))
    out = plain(run("deal", path, "s", "100", "cœur", "der", "nous", flag, value, env=env).stderr)
    assert said in out, out


# ---- a seat with no name is said as a word where a French sentence names who did it

def test_a_seat_without_a_name_is_a_word_in_a_french_sentence(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "w"\ntrump = "spades"\n'
                      'contract = 80\npoints = { ew = 82 }\nlast = "ew"\n')
    out = plain(run("explain", path, "1", env=FR).stdout)
    assert out.startswith("Donne 1 : Ouest a pris, 80 pique"), out
    said = plain(run("deal", path, "s", "100", "cœur", "82", "der", "nous", env=FR).stdout)
    assert said.startswith("Donne 2 : Sud 100 cœur (NS 82, EO 70)"), said
    board = plain(run("show", path, env=FR).stdout)
    assert " o " in board, board  # the board's cells keep the letters
    ru = plain(run("explain", path, "1", env=RU).stdout)
    assert ru.startswith("Раздача 1: играет З — 80 в пиках"), ru


@pytest.mark.parametrize("env, args, said", [
    (FR, ["deal", "{path}", "--taker", "nous", "--trump", "coeur", "--points", "ns=82", "--last",
          "ns"], "« nous » est une équipe ; dites l'un de ses joueurs : Anna (n) ou Hugo (s)"),
    (RU, ["set", "{path}", "--dealer", "мы"],
     "«мы» — это команда: назовите игрока — Anna (С) или Hugo (Ю)"),
])
def test_a_team_word_where_a_seat_is_asked_names_its_two_seats(match_file, env, args, said):
    path = match_file(HEAD.format("belote-maison") + '[players]\nn = "Anna"\ns = "Hugo"\n')
    result = run(*[a.format(path=path) for a in args], env=env)
    assert said in plain(result.stderr), result.output
    asked = run("deal", path, "-i", input="nous\n", env=FR).stdout
    assert "« nous » est une équipe ; dites l'un de ses joueurs" in plain(asked), asked


@pytest.mark.parametrize("env, option, said", [
    (FR, "arrondi=dizaine", "Erreur : arrondi : « dizaine » ne convient pas ; écrivez « aucun », "
                            "« à la dizaine » ou « en dizaines, demie en dessous »"),
    (RU, "округление=пополам", "Ошибка: округление: «пополам» не подходит; напишите «нет», "
                               "«до десятков» или «в десятках, половина вниз»"),
])
def test_an_option_refused_on_the_line_is_said_in_words_quoted(tmp_path, env, option, said):
    result = run("new", tmp_path / "x.toml", "--rules", "coinche-maison", "-o", option, env=env)
    assert said in plain(result.stderr), result.stderr
    path = tmp_path / "o.toml"
    path.write_text('format = 1\nrules = "coinche-maison"\n[options]\nrounding = "up"\n')
    in_file = plain(run("check", path, env=FR).stderr)
    assert "options.rounding : « up » ne convient pas ; écrivez aucun (none)" in in_file, in_file


def test_standings_say_a_big_target_with_its_thin_space(tmp_path):
    for name, target in (("a", "1000"), ("b", "90000")):
        path = tmp_path / f"{name}.toml"
        path.write_text(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                        'contract = 80\npoints = { ns = 82 }\nlast = "ns"\n')
        run("set", path, "-o", f"target={target}")
    said = plain(run("standings", tmp_path, env=FR).output)
    assert "en 90 000 points" in said, said


@pytest.mark.parametrize("rules, words", [
    ("coinche-maison", "anna boris 100 cœur 82 der nous"),
    ("belote-maison", "anna boris cœur 82 der nous"),
])
def test_two_takers_are_refused_as_such(match_file, rules, words):
    """« boris 100 » was read as Boris's team's card points."""
    path = match_file(HEAD.format(rules) + '[players]\nn = "Anna"\ne = "Boris"\n')
    result = run("deal", path, *words.split(), env=FR)
    assert "« boris » : on a déjà dit « anna » pour le preneur" in plain(result.stderr), \
        result.output


def test_a_score_and_a_sheet_total_said_in_words_are_asked_in_figures(match_file, tmp_path):
    path = match_file(HEAD.format("coinche-maison"))
    said = plain(run("deal", path, "--score", "сю=пятьдесят", "--score", "вз=0", env=RU).stderr)
    assert "«пятьдесят»: напишите число цифрами — 50" in said, said
    folder = drawn_concours(tmp_path / "c", ("A", "B"))
    said = plain(run("concours", "result", folder, "1", "1", "тысяча", "500", env=RU).stderr)
    assert "«тысяча»: напишите число цифрами — 1000" in said, said


def test_count_reads_cards_given_in_one_quoted_word():
    said = plain(run("count", "черви", "Т♥ 10♥ В♥ 9♥ К♠ Д♠", env=RU).stdout)
    assert "Очки за карты: 62" in said, said


def test_an_edits_bid_question_keeps_the_recorded_trump(match_file, monkeypatch):
    """« 120 » at « Заявка? … [100 черви] » was refused: « назовите и козырь »."""
    import scorecli.cli.terminal

    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 100\npoints = { ns = 82 }\nlast = "ns"\n')
    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    result = run("edit", path, "1", input="\n120\n\n\nд\n", env=RU)
    assert "Раздача 1 изменена: играет Ю — 120 в червах" in plain(result.stdout), result.stdout


def test_an_option_value_of_several_words_unquoted_is_told_to_quote(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said = plain(run("set", path, "--option", "округление=до", "десятков", env=RU).stderr)
    assert 'значение из нескольких слов возьмите в кавычки: --option "округление=до десятков"' \
        in said, said
    said = plain(run("set", path, "-o", "arrondi=à", "la", "dizaine", env=FR).stderr)
    assert 'entre guillemets : --option "arrondi=à la dizaine"' in said, said


# ---- deals said in words, refused for what is really wrong: a team as the taker (a player
# takes: the refusal names the two), a note with no text, an announcement to no card

@pytest.mark.parametrize("env, words, said", [
    (FR, "nord-sud 100 cœur 82 der nous",
     "« nord-sud » est une équipe ; qui a pris : Anna (n) ou Hugo (s) ?"),
    (RU, "вз 100ч 82 последняя мы",
     "«вз» — это команда, а играет один игрок: скажите, кто — В или З"),
    (FR, "s 100 cœur 82 der nous note", "« note » : dites le texte de la note après, par exemple "
                                        "note donne refaite"),
    (RU, "ю 100 черви 82 последняя мы заметка",
     "«заметка»: напишите после этого слова текст заметки, например: «заметка пересдали»"),
    # « « au » : pas compris » named the link, not the card that is none
    (FR, "s 100 cœur 82 der nous tierce au chevalier nous",
     "« tierce au chevalier » n'est pas une annonce : « chevalier » n'est pas une carte"),
    (RU, "ю 100 черви 82 последняя мы терц от двойки мы",
     "«терц от двойки» — не объявление: «двойки» — не карта"),
])
def test_a_deal_in_words_is_refused_for_what_is_wrong(match_file, env, words, said):
    path = match_file(HEAD.format("coinche-maison") + '[players]\nn = "Anna"\ns = "Hugo"\n')
    result = run("deal", path, *words.split(), env=env)
    assert result.exit_code == 1 and said in plain(result.stderr), result.output


def test_an_announcement_held_twice_is_counted_not_repeated(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said = plain(run("deal", path, *"s 100 cœur 82 der nous tierce eux tierce eux".split(),
                     env=FR).stdout)
    assert "deux tierces pour EO" in said and "tierce et tierce" not in said, said


def test_the_points_question_refuses_what_it_does_not_ask(match_file):
    """« заявка 120 » was taken as 120 card points, and « терц 82 » lost its tierce."""
    path = match_file(HEAD.format("coinche-maison"))
    out = plain(run("deal", path, "-i", input="ю\n100 черви\nзаявка 120\nтерц 82\n82\n\nн\n",
                    env=RU).stdout)
    assert "«заявка 120»: назовите очки за карты" in out and "«терц 82»: назовите очки за карты" \
        in out, out
    assert "Раздача 1: играет Ю — 100 в червах" in out, out


def test_a_toml_syntax_error_after_a_value_is_said_in_the_language(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s" trump = "hearts"\n')
    said = plain(run("check", path, env=RU).stderr)
    assert "после значения строка продолжается" in said and "newline" not in said, said


def test_an_edit_can_make_a_deal_a_capot(match_file):
    """« capot nous » was refused by the points it replaces (« 100 : impossible avec le capot »)."""
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 100\npoints = { ns = 100 }\nlast = "ns"\n')
    said = plain(run("edit", path, "1", "capot", "nous", env=FR).stdout)
    assert "Donne 1 modifiée : Sud 100 cœur, capot pour NS." in said, said


@pytest.mark.parametrize("args, env, said", [
    (["--clear", "note"], {}, "Note: (none)"),
    (["sans", "note"], FR, "Note : (aucune)"),
    (["без", "заметки"], RU, "(нет)"),
])
def test_a_note_taken_back_is_said_so(match_file, args, env, said):
    """« --clear note » saved the deal, then failed to print it (a note of None)."""
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'contract = 100\npoints = { ns = 100 }\nlast = "ns"\nnote = "x"\n')
    result = run("edit", path, "1", *args, env=env)
    assert result.exit_code == 0 and said in plain(result.stdout), result.output
    assert "note" not in path.read_text()


def test_a_team_is_not_named_with_the_other_teams_word(match_file, tmp_path):
    """EW named « nous »: « belote nous » then went to the wrong team."""
    path = match_file(HEAD.format("belote-maison"))
    said = plain(run("set", path, "--ew", "nous", env=FR).stderr)
    assert "l'équipe EO ne peut pas s'appeler « nous » : à la table, ce mot désigne NS" in said
    said = plain(run("new", tmp_path / "n.toml", "--rules", "belote-maison", "--ns", "они",
                     env=RU).stderr)
    assert "команду СЮ нельзя назвать «они»: за столом это слово означает ВЗ" in said, said
    assert run("set", path, "--ns", "Nous").exit_code == 0


def test_a_forfeit_with_the_team_at_the_tables_place_says_where_the_table_goes(tmp_path):
    folder = drawn_concours(tmp_path / "c", ("A", "B"))
    said = plain(run("concours", "forfeit", folder, "1", "Les Zèbres", env=FR).stderr)
    assert "« Les Zèbres » est une équipe, pas une table : la table vient après la partie" in said, \
        said


@pytest.mark.parametrize("env, words, said", [
    (RU, "ю 100 черви 82 последняя мы полтинник мы без объявлений", "«без объявлений»: уже сказано"),
    (RU, "ю 100 черви 82 последняя мы белот мы без белота", "белот: уже сказано «белот», так что «без белота» здесь лишнее"),
    (RU, "ю 100 черви куанш 82 последняя мы без куанша", "куанш: уже сказано «куанш», так что «без куанша» здесь лишнее"),
    (FR, "s 100 cœur 82 der nous belote nous sans belote", "« sans belote » :"),
])
def test_a_thing_said_then_taken_back_on_one_line_is_refused_in_words(match_file, env, words,
                                                                       said):
    """« полтинник мы без объявлений » was an internal error (KeyError), « pas-contre » leaked."""
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, *words.split(), env=env)
    assert result.exit_code == 1 and said in plain(result.stderr), result.output
    assert "pas-contre" not in result.stderr and "sans-" not in result.stderr


def test_a_notes_words_are_kept_as_typed(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    run("deal", path, *"ю 100 черви 82 последняя мы заметка тест без заметки".split(), env=RU)
    assert 'note = "тест без заметки"' in path.read_text()


def test_check_says_how_the_file_writes_a_quoted_yes_or_number(match_file):
    """`all_trump = "oui"` was « « oui » ne convient pas ; répondez oui ou non »."""
    path = match_file(HEAD.format("coinche-maison") + '[options]\nall_trump = "oui"\n'
                      'target = "2000"\n')
    said = plain(run("check", path, env=FR).stderr)
    assert "options.all_trump : « oui » s'écrit true dans le fichier, sans guillemets" in said, said
    assert "options.target : « 2000 » s'écrit 2000 dans le fichier, sans guillemets" in said, said
