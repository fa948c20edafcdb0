"""Issue 36, after read 22: what the French and Russian reads still found, each a test."""

from __future__ import annotations

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"
FR, RU = {"SCORECLI_LANG": "fr"}, {"SCORECLI_LANG": "ru"}


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


def said_in(result, said: str, code: int | None = 1) -> str:
    """The output, spaces made plain, once the command exited with `code` (None: any
    refusal) and said `said`."""
    assert (result.exit_code != 0 if code is None else result.exit_code == code), result.output
    out = plain(result.output)
    assert said in out, result.output
    return out


# ---- a team named by the table's word for the other team: refused by the file's owner,
# so `check` lists it with the rest, and `new` and `set` say it without a flag

@pytest.mark.parametrize("env, said", [
    (FR, "teams.ew : l'équipe EO ne peut pas s'appeler « nous » : à la table, ce mot "
         "désigne NS ; donnez-lui un autre nom"),
    (RU, "teams.ew: команду ВЗ нельзя назвать «nous»: за столом это слово означает СЮ; "
         "дайте ей другое название"),
])
def test_check_refuses_a_team_named_by_the_other_teams_word(match_file, env, said):
    path = match_file(HEAD.format("belote-maison") + '[teams]\nns = "A"\new = "nous"\n')
    result = run("check", path, env=env)
    said_in(result, said)


@pytest.mark.parametrize("env, said", [
    (FR, "teams : les deux équipes s'appelleraient « Les Filles » : donnez à chacune son "
         "propre nom"),
    (RU, "teams: обе команды назывались бы «Les Filles»: дайте каждой своё название"),
])
def test_check_refuses_two_teams_of_one_name(match_file, env, said):
    path = match_file(HEAD.format("belote-maison")
                      + '[teams]\nns = "Les Filles"\new = "Les Filles"\n')
    result = run("check", path, env=env)
    said_in(result, said)


def test_check_refuses_two_players_typed_alike(match_file):
    path = match_file(HEAD.format("belote-maison") + '[players]\nn = "Chloé"\ns = "chloe"\n')
    result = run("check", path)
    assert result.exit_code == 1
    assert "players: two players would be called 'Chloé' and 'chloe'" in plain(result.output)


@pytest.mark.parametrize("args, env, said", [
    (("--ew", "nous"), FR, "Erreur : l'équipe EO ne peut pas s'appeler « nous »"),
    (("--ew", "мы"), RU, "Ошибка: команду ВЗ нельзя назвать «мы»: за столом это слово "
                         "означает СЮ"),
    (("--ns", "Eux"), FR, "Erreur : l'équipe NS ne peut pas s'appeler « Eux »"),
])
def test_new_refuses_a_team_named_by_the_other_side(tmp_path, args, env, said):
    result = run("new", tmp_path / "m.toml", "--rules", "belote-maison", *args, env=env)
    said_in(result, said)
    assert "--" not in result.output
    assert not (tmp_path / "m.toml").exists()


@pytest.mark.parametrize("args", [("--ns", "Nous"), ("--ew", "E"), ("--ns", "Ю")])
def test_a_team_may_have_its_own_word_or_a_letter(tmp_path, args):
    """A concours names its teams A to F: a seat's letter is a team's name there."""
    result = run("new", tmp_path / "m.toml", "--rules", "belote-maison", *args, env=RU)
    assert result.exit_code == 0, result.output


def test_set_refuses_a_team_named_by_the_other_side(match_file):
    path = match_file(HEAD.format("belote-maison"))
    before = path.read_text(encoding="utf-8")
    result = run("set", path, "--ns", "они", env=RU)
    assert result.exit_code == 1
    assert "команду СЮ нельзя назвать «они»" in plain(result.output), result.output
    assert path.read_text(encoding="utf-8") == before


# ---- a team's name where a seat is asked is a team, as its word is

NAMED = ('[teams]\nns = "Les Filles"\new = "Les Gars"\n'
         '[players]\nn = "Anna"\ns = "Chloé"\n')


@pytest.mark.parametrize("env, said", [
    (FR, "« les filles » est une équipe ; dites l'un de ses joueurs : Anna (n) ou "
         "Chloé (s)"),
    (RU, "«les filles» — это команда: назовите игрока — Anna (С) или "
         "Chloé (Ю)"),
])
def test_a_teams_name_at_who_took_is_a_team(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison") + NAMED)
    out = run("deal", path, "-i", input="les filles\n", env=env).output
    assert said in plain(out), out


@pytest.mark.parametrize("args, said", [
    (("deal", "--taker", "Les Gars", "--trump", "h", "--contract", "80", "--points", "ns=90",
      "--last", "ns"), "Erreur : « Les Gars » est une équipe ; dites l'un de ses joueurs : "
                      "e ou o"),
    (("set", "--dealer", "les filles"), "Erreur : « les filles » est une équipe ; dites "
                                         "l'un de ses joueurs : Anna (n) ou Chloé (s)"),
])
def test_a_teams_name_for_a_seat_flag_is_a_team(match_file, args, said):
    path = match_file(HEAD.format("coinche-maison") + NAMED)
    result = run(args[0], path, *args[1:], env=FR)
    said_in(result, said)


# ---- ru: a made deal said in a sentence has its noun (« выполнен » alone read as a typo)

@pytest.mark.parametrize("rules, words, said", [
    ("belote-maison", ("s", "h", "90", "der", "ns"),
     "Раздача 1: играет Ю — черви (СЮ 90, ВЗ 62), контракт выполнен: СЮ +100, ВЗ +62."),
    ("coinche-maison", ("s", "80h", "90", "der", "ns"),
     "Раздача 1: играет Ю — 80 в червах (СЮ 90, ВЗ 62), заявка выполнена: СЮ +180, ВЗ +62."),
])
def test_a_made_deal_says_what_was_made(match_file, rules, words, said):
    path = match_file(HEAD.format(rules))
    out = run("deal", path, *words, env=RU).output
    assert said in plain(out), out


def test_belotes_explain_says_the_contract_was_made(match_file):
    path = match_file(HEAD.format("belote-maison"))
    run("deal", path, "s", "h", "90", "der", "ns")
    out = plain(run("explain", path, "1", env=RU).output)
    assert "5. Контракт выполнен: играющие СЮ 100, защита ВЗ 62; у играющих больше, чем у защиты" in out, out
    assert out.endswith("Итог: контракт выполнен."), out


# ---- an edit's number alone is card points; a bid changes with its trump or its word

COINCHE_DEAL = ('[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\n'
                'points = { ns = 90 }\nlast = "ns"\n')


@pytest.mark.parametrize("words, said", [
    (("82",), "Donne 1 modifiée : Sud 80 cœur (NS 82), dix de der pour NS."),
    (("points", "nous", "100"), "Donne 1 modifiée : Sud 80 cœur (NS 100), dix de der pour NS."),
    (("points", "100"), "Donne 1 modifiée : Sud 80 cœur (NS 100), dix de der pour NS."),
    (("100", "points"), "Donne 1 modifiée : Sud 80 cœur (NS 100), dix de der pour NS."),
    (("90", "cœur"), "Donne 1 modifiée : Sud 90 cœur (NS 90), dix de der pour NS."),
    (("contrat", "90"), "Donne 1 modifiée : Sud 90 cœur (NS 90), dix de der pour NS."),
    (("90", "pique", "100"), "Donne 1 modifiée : Sud 90 pique (NS 100), dix de der pour NS."),
    (("capot", "eux"), "Donne 1 modifiée : Sud 80 cœur, capot pour EO."),
])
def test_an_edits_words_say_what_the_table_says(match_file, words, said):
    path = match_file(HEAD.format("coinche-maison") + COINCHE_DEAL)
    result = run("edit", path, "1", *words, env=FR)
    said_in(result, said, 0)


def test_a_deals_words_still_read_the_first_number_as_the_bid(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, "s", "90", "cœur", "points", "100", "der", "nous", env=FR).output
    assert "Donne 1 : Sud 90 cœur (NS 100, EO 52), contrat réussi" in plain(out), out
    out = run("deal", path, "n", "contrat", "80", "pique", "82", "der", "nous", env=FR).output
    assert "Donne 2 : Nord 80 pique (NS 82, EO 70), contrat réussi" in plain(out), out


# ---- a refusal starts with what is wrong, not with the number (« 82 : impossible avec… »)

@pytest.mark.parametrize("env, said", [
    (FR, "Erreur : Sud a fait la générale, tous les plis : l'équipe NS a donc les 152 "
         "points de cartes, pas 82"),
    (RU, "Ошибка: женераль — Ю: все взятки у одного игрока, значит, у команды СЮ все "
         "очки за карты (152), а названо 82"),
])
def test_points_beside_a_generale_say_the_generale_first(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, "s", "80", "cœur", "générale", "s", "82", env=env)
    assert result.exit_code == 1
    assert plain(result.output).startswith(said), result.output


# ---- a sheet that fails its check says its sums in words, not as a formula

@pytest.mark.parametrize("env, totals, said", [
    (FR, ("1012", "700", "--deals", "10"),
     "1012 + 700 = 1712 ; 10 donnes à 162 font 1620, il reste donc 92 pour les belotes, les "
     "annonces et les capots : ce n'est pas un multiple de 10"),
    (RU, ("1000", "880", "--deals", "12"),
     "1000 + 880 = 1880: меньше, чем 1944 за 12 раздач по 162, не хватает 64"),
    (FR, ("1012", "540", "--deals", "4", "--belotes", "1", "--announcements", "50"),
     "1012 + 540 = 1552, mais les comptes de la feuille (4 donnes à 162, 1 belote à 20 et "
     "50 points d'annonces) font 718 : 834 de plus"),
    (RU, ("1012", "540", "--deals", "4", "--capots", "2"),
     "1012 + 540 = 1552, а по подсчётам листа (4 раздачи по 162 и 2 капота по 90) должно "
     "быть 828: на 724 больше"),
])
def test_a_failed_sheet_check_says_its_sums_in_words(tmp_path, env, totals, said):
    folder = tmp_path / "fete"
    run("concours", "new", folder, "--rules", "belote-maison")  # to 1000 points
    for name in "AB":
        run("concours", "team", folder, name)
    run("concours", "draw", folder)
    result = run("concours", "result", folder, "1", "1", *totals, env=env)
    said_in(result, said, 0)
    assert "×" not in result.output


# ---- fr: one word for a team, « équipe » (« camp » here, « équipe » there read as two ideas)

def test_french_says_equipe_not_camp():
    import re
    from pathlib import Path

    import scorecli

    po = Path(scorecli.__file__).parent / "locale" / "fr" / "LC_MESSAGES" / "scorecli.po"
    said = [line for line in po.read_text("utf-8").splitlines()
            if line.startswith(("msgstr", '"')) and re.search(r"\bcamps?\b", line)]
    assert said == [], said


@pytest.mark.parametrize("args", [("count", "cœur", "V♥", "9♥", "A♠"),
                                  ("count", "--help")])
def test_count_says_the_other_team(args):
    out = run(*args, env=FR).output
    assert "camp" not in out, out


# ---- fr: the act is « le contre », its deal « contré » (rules said « une coinche » beside
# « multiplicateur du contre », and « contrat coinché » beside « contré »)

def test_french_rules_say_contre_for_the_act():
    listing = plain(run("rules", "coinche-maison", env={**FR, "COLUMNS": "200"}).output)
    assert "le multiplicateur d'un contre" in listing, listing
    assert "d'une coinche" not in listing and "coinché" not in listing


# ---- compare heads its columns in words, as its legend does (« litige=false » beside
# « B = belote-officielle, litige : non »)

@pytest.mark.parametrize("env, said", [
    ({}, "belote-maison, litige: false"),
    (FR, "belote-maison, litige : non"),
    (RU, "belote-maison, спор: нет"),
])
def test_compare_heads_a_changed_rule_set_in_words(env, said):
    from conftest import EXAMPLES

    out = run("compare", EXAMPLES / "belote-maison.toml", "--rules", "belote-maison",
              "--rules", "belote-maison", "-olitige=false", env={**env, "COLUMNS": "200"}).output
    assert said in plain(out).replace(NB, " "), out
    assert "litige=" not in out


# ---- a bid where the game has none, from a file or the flags: said as a player would
# (« n'indiquez donc pas de contrat » after « le preneur a choisi l'atout » read as a form)

@pytest.mark.parametrize("env, said", [
    (FR, "« 90 » : pas d'enchères en belote-maison, le preneur choisit seulement l'atout ; "
         "retirez ce contrat"),
    (RU, "«90»: в правилах belote-maison заявок нет, играющий только выбирает козырь; "
         "уберите эту заявку"),
])
def test_a_bid_in_belote_is_refused_in_words(match_file, env, said):
    path = match_file(HEAD.format("belote-maison"))
    result = run("deal", path, "--taker", "s", "--contract", "90", "--trump", "hearts",
                 "--points", "ns=82", "--last", "ns", env=env)
    said_in(result, said)


# ---- stats of a belote season: no coinche columns (« contr. 0 » for a game without one)

@pytest.mark.parametrize("rules, shown", [("belote-maison", False), ("coinche-maison", True)])
def test_stats_show_the_coinche_columns_only_for_a_game_that_coinches(match_file, rules, shown):
    deal = ('[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 100 }\nlast = "ns"\n'
            + ('contract = 80\n' if rules != "belote-maison" else ""))
    path = match_file(HEAD.format(rules) + '[players]\ns = "Anna"\nn = "Boris"\ne = "Chloé"\n'
                      'w = "David"\n' + deal)
    out = run("stats", path, env={**FR, "COLUMNS": "200"}).output
    assert ("contr." in out) is shown, out
    assert "Anna" in out and "belotes" in out


# ---- a seat written as its player's name: check says so and gives the seat (it said
# « « Boris » n'est pas une place ; valeurs possibles : n, e, s, w (o) »)

@pytest.mark.parametrize("env, said", [
    ({}, "deals[1].taker: 'Boris' is a player's name; the file writes their seat: e"),
    (FR, "deals[1].taker : « Boris » est le nom d'un joueur ; le fichier écrit sa place : e"),
    (RU, "deals[1].taker: «Boris» — имя игрока, а в файле пишется место: e (В)"),
    (FR, "deals[1].generale : « david » est le nom d'un joueur ; le fichier écrit sa place : "
         "w (o)"),
])
def test_check_says_a_seat_written_as_a_name(match_file, env, said):
    seat = "generale" if "generale" in said else "taker"
    name = "david" if seat == "generale" else "Boris"
    path = match_file(HEAD.format("belote-maison") + '[players]\nn = "Anna"\ne = "Boris"\n'
                      's = "Chloé"\nw = "David"\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
                      'points = { ns = 100 }\nlast = "ns"\n'.replace(
                          'taker = "s"', f'taker = "{name}"' if seat == "taker"
                          else f'taker = "w"\ngenerale = "{name}"\ncontract = "generale"'))
    result = run("check", path, env=env)
    said_in(result, said)


# ---- whose belote and announcements, a team's name after them: « pour » in French, a dash
# in Russian, the extras apart by semicolons there (« каре вальтов Соколы », « cent Davit &
# Lusine » read as one name; « терц Nous (не в зачёт) » nested parentheses)

@pytest.mark.parametrize("env, words, said", [
    (FR, "s 100 cœur 82 der nous belote nous carré de valets eux",
     "(Les Filles 82, Les Gars 70 ; belote pour Les Filles, carré de valets pour Les Gars)"),
    (RU, "ю 100 черви 82 последняя мы белот мы каре валетов они",
     "(Ястребы 82, Соколы 70; белот — Ястребы; каре валетов — Соколы)"),
    (RU, "ю 100 черви 82 последняя мы терц мы кварта они",
     "(Ястребы 82, Соколы 70; терц — Ястребы, не в зачёт; кварта — Соколы)"),
])
def test_whose_announcements_are_said_around_the_name(match_file, env, words, said):
    names = ("Les Filles", "Les Gars") if env is FR else ("Ястребы", "Соколы")
    path = match_file(HEAD.format("coinche-maison") + f'[teams]\nns = "{names[0]}"\n'
                      f'ew = "{names[1]}"\n')
    result = run("deal", path, *words.split(), env=env)
    said_in(result, said, 0)
    undone = plain(run("undo", path, env=env).output)
    assert said.split("; ", 1)[1].split(";")[0].split(",")[0].rstrip(")") in undone, undone


# ---- read 24, fr: a name never after « de » where it may begin with a vowel (« la générale
# de Anna »), a concours team's number and name never after « de » / « pour » (« forfait de
# 3 Les Bleus »), a seat letter never a noun (« si tous les plis sont à s »)

NAMED_TABLE = ('[teams]\nns = "Les Filles"\new = "Les Garçons"\n[players]\nn = "Marie"\n'
               's = "Anna"\ne = "Paul"\nw = "Luc"\n')


def test_a_generale_refusal_names_the_player_first(match_file):
    path = match_file(HEAD.format("coinche-maison") + NAMED_TABLE)
    out = plain(run("deal", path, *"sud 100 cœur 98 der garçons --generale s".split(),
                    env=FR).output)
    assert "Anna a fait la générale, tous les plis : l'équipe Les Filles a donc les 152 " \
           "points de cartes, pas 98" in out, out
    assert "de Anna" not in out


@pytest.mark.parametrize("env, said", [
    (FR, "dites « générale Anna » si tous les plis ont été faits par Anna, « capot nous » si "
         "c'est l'équipe qui les a faits"),
    (RU, "скажите «женераль Anna», если все взятки у одного игрока — Anna"),
])
def test_an_unsaid_generale_is_asked_by_the_takers_name(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison") + NAMED_TABLE)
    words = "anna générale cœur 152 der nous" if env is FR else \
        "anna женераль черви 152 последняя мы"
    result = run("deal", path, *words.split(), env=env)
    said_in(result, said)
    assert "sont à s" not in result.output


def test_a_forfeit_names_the_team_after_a_colon(tmp_path):
    folder = tmp_path / "fete"
    assert run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12",
               "--seed", "11").exit_code == 0
    for name in ("Les Bleus", "Les Rouges", "Les Verts", "Les Jaunes"):
        assert run("concours", "team", folder, name).exit_code == 0
    drawn = run("concours", "draw", folder, "--json")
    import json
    absent = json.loads(drawn.stdout)["tables"][0]["ew"]
    out = plain(run("concours", "forfeit", folder, "1", "1", str(absent), env=FR).output)
    assert "Partie 1, table 1, forfait : " in out, out
    assert "Victoire par forfait : " in out and "forfait de" not in out and \
           "forfait pour" not in out, out


# ---- read 24: a thing said in the words and by a flag is named, with the flag given
# (« disent tous deux : --capot » answered --no-capot)

@pytest.mark.parametrize("env, args, said", [
    (FR, ("sud 100 cœur 98 der nous --points ns=98"),
     "deux fois les points de cartes : dans les mots et par --points ; gardez l'un ou l'autre"),
    (FR, ("nord 80 pique capot nous --no-capot"),
     "les mots disent capot, mais --no-capot dit le contraire : gardez l'un ou l'autre"),
    (RU, ("ю 100 черви 98 последняя мы --last ns"),
     "дважды указано: последняя взятка (и словами, и через --last); оставьте что-то одно"),
])
def test_a_thing_said_twice_is_named_with_its_flag(match_file, env, args, said):
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, *args.split(), env=env)
    said_in(result, said, 2)


# ---- read 24, fr: the legends say each letter with a colon, as `stats` does (« G gagnées,
# N nulles, P perdues, écart points pour moins points contre » read as word salad)

def test_french_legends_put_a_colon_after_each_letter():
    from pathlib import Path

    import scorecli
    from babel.messages.pofile import read_po

    po = Path(scorecli.__file__).parent / "locale" / "fr" / "LC_MESSAGES" / "scorecli.po"
    with po.open("rb") as f:
        catalog = read_po(f, locale="fr")
    bare = [m.string for m in catalog if isinstance(m.string, str)
            and ("G gagnées" in m.string or "PP points" in m.string or "J parties" in m.string)]
    assert bare == []


# ---- read 24: the belote given as an announcement is told where it goes; all-trump's
# hint said as a player would (« une partie l'autorise par la règle maison »); a target of
# 0 said in words; ru option labels with no quotes of their own (« опция «игра «все
# козыри»» »)

@pytest.mark.parametrize("env, args, said", [
    (FR, ("sud", "cœur", "82", "der", "nous", "--announce", "eux=belote"),
     "« belote » n'est pas une annonce : la belote se dit à part, belote eux"),
    (RU, ("ю", "черви", "82", "последняя", "мы", "--announce", "вз=белот"),
     "«белот» — не объявление; белот называют отдельно: белот вз"),
])
def test_the_belote_announced_is_told_where_it_goes(match_file, env, args, said):
    path = match_file(HEAD.format("belote-maison"))
    result = run("deal", path, *args, env=env)
    said_in(result, said, code=None)


@pytest.mark.parametrize("env, said", [
    (FR, "objectif à 0, c'est-à-dire sans objectif : il faut alors fixer un nombre de "
         "donnes (par exemple -o \"nombre de donnes=12\"), sinon la partie ne finirait jamais"),
    (RU, "цель матча — 0, то есть без цели: тогда нужно задать число раздач (например, -o "
         "\"число раздач=12\"), иначе матч никогда не закончится"),
])
def test_a_target_of_0_is_refused_in_words(tmp_path, env, said):
    result = run("new", tmp_path / "x.toml", "--rules", "belote-maison", "--target", "0",
                 env=env)
    said_in(result, said)


def test_russian_option_labels_hold_no_quotes_of_their_own(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said = run("set", path, "-o", "игра-во-все-козыри=да", env=RU).output
    assert "«игра во все козыри»: нет (по умолчанию) → да" in plain(said), said
    listing = run("rules", "coinche-maison", env={**RU, "COLUMNS": "200"}).output
    assert "цена заявки на капот" in listing, listing
    for line in listing.splitlines():
        depth = 0
        for ch in line:
            depth += (ch == "«") - (ch == "»")
            assert depth <= 1, line


# ---- read 24, ru: a revoke's deal says its contract's result with its noun («выполнена,
# ренонс» had none), card points «не в счёт», and explain's steps without «результат:»

def test_a_revoke_deal_says_its_result_whole_in_russian(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said = plain(run("deal", path, *"ю 100 черви ренонс они".split(), env=RU).output)
    assert "100 в червах (очки за карты не в счёт), заявка выполнена, ренонс — ВЗ" in said, said
    steps = plain(run("explain", path, env=RU).output)
    assert "Ренонс — ВЗ (так записано);" in steps and \
        "ВЗ проигрывает раздачу, поэтому заявка выполнена" in steps, steps


# ---- read 24: compare's notes start with a capital and agree with their deals' count
# (ru «раздача 2 — без счёта по правилам belote-maison: «120»: …» chained colons)

@pytest.mark.parametrize("env, said", [
    # read 33: the reason once, no bid's value and no advice for a file being changed
    # read 35: each reason on a line of its own, the deals named there alone
    (RU, "По правилам belote-maison нельзя посчитать: раздачи 1, 2, 3 и 4: заявок нет, "
         "играющий только выбирает козырь раздачи 2 и 4: куанша тоже нет"),
    (FR, "belote-maison ne peut pas compter ces donnes : donnes 1, 2, 3 et 4 : pas d'enchères, "
         "le preneur choisit seulement l'atout donnes 2 et 4 : pas de contre non plus"),
])
def test_compare_notes_a_deal_it_cannot_score_in_a_sentence(env, said):
    from conftest import EXAMPLES

    out = plain(run("compare", EXAMPLES / "coinche-maison.toml", "--rules", "belote-maison",
                    env={**env, "COLUMNS": "200"}).output)
    assert said in out, out


def test_compare_notes_agree_with_several_deals(match_file):
    deal = '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\npoints = { ns = 100 }\n' \
           'last = "ns"\n'
    path = match_file(HEAD.format("coinche-maison") + deal * 2)
    out = plain(run("compare", path, "--rules", "belote-maison", env=RU).output)
    assert "По правилам belote-maison нельзя посчитать раздачи 1 и 2: заявок нет, играющий " \
           "только выбирает козырь." in out, out


# ---- read 24, ru: points above the cards', a number without a taker, a title set, and an
# untitled concours's folder, each said as a careful writer would

@pytest.mark.parametrize("words, said", [
    ("ю 100 черви 190 последняя мы",
     "190 — больше, чем есть очков в картах (раздача с козырем: всего 152)"),
    ("черви 82 последняя мы", "Начните с того, кто играет (С, В, Ю, З или имя)"),
    ("ю 100 черви 82 --last вю", "скажите мы, они, СЮ или ВЗ (или место любого игрока команды)"),
])
def test_russian_refusals_read24(match_file, words, said):
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, *words.split(), env=RU)
    said_in(result, said, code=None)


def test_a_new_title_is_quoted_and_an_untitled_concours_is_in_its_folder(match_file, tmp_path):
    path = match_file(HEAD.format("coinche-maison") + 'title = "Café"\n')
    said = plain(run("set", path, "--title", "Пятница у Ани", env=RU).output)
    assert "название: «Café» → «Пятница у Ани»." in said, said
    folder = tmp_path / "турнир"
    said = plain(run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12",
                     env=RU).output)
    assert said.startswith(f"Создан турнир в папке «{folder}»: belote-maison"), said


# ---- read 24, ru: the help holds no token of the file (« (или clubs, diamonds, …) »,
# « или revoke, misdeal, announcement, waived », « (capot, generale) »)

@pytest.mark.parametrize("command", ["deal", "edit", "score", "tricks"])
def test_russian_help_holds_no_file_token(command):
    import re

    out = run(command, "--help", env={**RU, "COLUMNS": "100"}).output
    found = re.findall(r"\b(clubs|diamonds|hearts|spades|no-trump|all-trump|revoke|misdeal|"
                       r"waived|capot|generale)\b", out.replace("--generale", "").replace(
                           "--capot", "").replace("--no-capot", ""))
    assert found == [], found


# ---- read 24: a quoted name in a command to copy is never folded inside (« team fete "Les⏎
# Bleus" »)

def test_a_quoted_name_in_a_command_stays_on_one_line():
    from scorecli.render.layout import wrap_text

    lines = wrap_text("Inscrivez les équipes : scorecli concours team fete \"Les Bleus\" "
                      "--player Anna --player Chloé", 60, "", "  ")
    assert any('"Les Bleus"' in line for line in lines), lines
    assert all(len(line) <= 60 for line in lines)


# ---- read 25: a deal in a few words (undo, edit) says whose last trick and capot around
# the name, its card points in brackets as `deal` prints them (« capot Aram & Ani », « очки:
# Davit & Lusine 86, последняя взятка — … » chained colons)

@pytest.mark.parametrize("env, said", [
    (FR, "Donne 1 supprimée : Sud 100 cœur (Les Filles 82), dix de der pour Les Filles, "
         "belote pour Les Garçons."),
    (RU, "Раздача 1 удалена: Anna (Ю) — 100 в червах (Les Filles 82); последняя взятка — Les "
         "Filles; белот — Les Garçons."),
])
def test_a_deal_in_a_few_words_says_whose_around_the_name(match_file, env, said):
    head = NAMED_TABLE if env is RU else NAMED_TABLE.split("[players]")[0]
    path = match_file(HEAD.format("coinche-maison") + head + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 100\npoints = { ns = 82 }\nlast = "ns"\n'
                      'belote = "ew"\n')
    said_in(run("undo", path, env=env), said, 0)


def test_an_undone_capot_says_whose_capot_with_a_dash(match_file):
    path = match_file(HEAD.format("coinche-maison") + NAMED_TABLE + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = "capot"\ncapot = "ns"\n')
    said_in(run("undo", path, env=RU), "— капот в червах; капот — Les Filles.", 0)


@pytest.mark.parametrize("env, said", [
    (FR, "Prochain donneur : Est"), (RU, "Очередь сдавать: В"),
])
def test_the_next_dealer_without_a_name_is_said_as_a_sentence_says_a_seat(match_file, env,
                                                                           said):
    path = match_file(HEAD.format("belote-maison") + 'dealer = "e"\n')
    said_in(run("show", path, env=env), said, 0)


def test_french_explain_says_a_lost_belote_around_the_team(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[options]\n'
                      'belote_on_failure = "lost"\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 100\npoints = { ns = 62 }\nlast = "ew"\n'
                      'belote = "ns"\n')
    out = plain(run("explain", path, env=FR).output)
    assert "NS perd sa belote (20)" in out and "de EO" not in out, out


# ---- read 25, ru: explain's result steps with their noun, refusals as whole sentences, and
# the help without the file's seats or keys

def test_russian_explain_says_whose_result(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 100\npoints = { ns = 98 }\nlast = "ns"\n')
    out = plain(run("explain", path, env=RU).output)
    assert "Заявка выполнена: у команды СЮ 108 ≥ 100, и команда опережает защиту" in out, out


@pytest.mark.parametrize("words, said", [
    ("ю 100 черви 98 последняя мы ренонс", "чей ренонс? Например: «ренонс мы»"),
    ("ю 100 черви 98 последняя мы куанш они",
     "непонятно, к чему относится «они»; например: последняя они"),
    ("ю 100 черви бескозырка 98 последняя мы",
     "козырь: уже сказано «черви», так что «бескозырка» здесь лишнее"),
    ("ю 100 черви 82 последняя наши", "«наши» — не команда: скажите мы, они, СЮ или ВЗ"),
])
def test_russian_refusals_are_whole_sentences(match_file, words, said):
    path = match_file(HEAD.format("coinche-maison"))
    said_in(run("deal", path, *words.split(), env=RU), said, code=None)


def test_russian_check_and_compare_summaries(match_file):
    deal = '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\npoints = { ns = 100 }\n' \
           'last = "ns"\n'
    path = match_file(HEAD.format("coinche-maison") + deal * 2)
    said_in(run("check", path, env=RU), "ошибок нет (coinche-maison); записаны 2 раздачи.", 0)
    out = said_in(run("compare", path, "--rules", "belote-maison", env={**RU, "COLUMNS": "200"}),
                  "По правилам belote-maison нельзя посчитать раздачи 1 и 2:", 0)
    assert "по-разному" not in out, out  # read 33: no deal could be compared
    said_in(run("compare", path, "--rules", "coinche-officielle", env=RU),
            "Все 2 раздачи считаются по-разному.", 0)
    assert "(или n, e, s, w)" not in run("deal", "--help", env=RU).output


# ---- read 25, fr: a deal that opens with a team's name where the taker goes is refused
# with the team's seats (« marie 80 sa » read Marie as « Paul & Marie », then asked who took)

@pytest.mark.parametrize("env, said", [
    (FR, "« marie » : cette partie ne nomme pas ses joueurs ; dites la place de qui a pris, n "
         "ou s"),
    (RU, "«marie»: в этом матче игроки не названы; скажите место играющего: С или Ю"),
])
def test_a_team_name_where_the_taker_goes_is_refused(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison") + '[teams]\nns = "Paul & Marie"\n'
                      'ew = "Jean & Luc"\n')
    said_in(run("deal", path, *"marie 80 sa 82 der nous".split(), env=env), said)
    result = run("deal", path, *"s 80 sa 82 der marie".split(), env=env)
    assert result.exit_code == 0, result.output  # a team's name after the taker is the team


def test_a_forfeit_at_the_wrong_table_names_the_team(tmp_path):
    import json

    folder = tmp_path / "fete"
    assert run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12",
               "--seed", "11").exit_code == 0
    for name in ("Les Bleus", "Les Rouges", "Les Verts", "Les Jaunes", "Les Gris"):
        assert run("concours", "team", folder, name).exit_code == 0
    drawn = json.loads(run("concours", "draw", folder, "--json").stdout)
    second = drawn["tables"][1]["ns"]
    name = ("Les Bleus", "Les Rouges", "Les Verts", "Les Jaunes", "Les Gris")[second - 1]
    said_in(run("concours", "forfeit", folder, "1", "1", str(second), env=FR),
            f"l'équipe {second} ({name}) joue à la table 2 de la partie 1, pas à la table 1")
    bye = drawn["bye"]
    bye_name = ("Les Bleus", "Les Rouges", "Les Verts", "Les Jaunes", "Les Gris")[bye - 1]
    said_in(run("concours", "forfeit", folder, "1", "1", str(bye), env=RU),
            f"в туре 1 команда {bye} «{bye_name}» пропускает тур: стола у неё нет, поэтому неявку "
            "записать нельзя")


def test_french_concours_sentences_put_a_teams_name_in_brackets_after_its_number():
    from pathlib import Path

    import scorecli
    from babel.messages.pofile import read_po

    po = Path(scorecli.__file__).parent / "locale" / "fr" / "LC_MESSAGES" / "scorecli.po"
    with po.open("rb") as f:
        said = [m.string for m in read_po(f, locale="fr") if isinstance(m.string, str)]
    assert not [s for s in said if "équipe {number} {name}" in s]
    assert "L'équipe {number} ({name}) est de retour : elle est de nouveau tirée à partir de " \
           "la prochaine partie." in [s.replace("\u00a0", " ") for s in said]


# ---- read 25, ru: the phone's board spells out its mode and générale abbreviations too
# (« 140 ВК б » with only « б — белот » under it)

@pytest.mark.parametrize("env, said", [
    (RU, "БК — без козыря, ВК — все козыри, жен. — женераль, б — белот"),
    (FR, "SA : sans atout, TA : tout atout, gén. : générale, b : belote"),
])
def test_the_narrow_board_spells_out_its_abbreviations(env, said):
    from conftest import EXAMPLES

    said_in(run("show", EXAMPLES / "coinche-701.toml", env={**env, "COLUMNS": "60"}), said, 0)


# ---- read 25, ru: a générale bid where the game has none is refused when said, not asked
# whether it was made

@pytest.mark.parametrize("env, words, said", [
    (RU, "с женераль пики", "«женераль»: в правилах bazar-blot женераль не играется"),
    (FR, "n générale pique", "pas de contrat générale en bazar-blot"),
])
def test_a_generale_bid_in_bazar_is_refused_when_said(match_file, env, words, said):
    path = match_file(HEAD.format("bazar-blot"))
    out = said_in(run("deal", path, *words.split(), env=env), said)
    assert "сделана ли" not in out and "si elle est faite" not in out


def test_russian_puts_a_comma_after_naprimer():
    import re
    from pathlib import Path

    import scorecli
    from babel.messages.pofile import read_po

    po = Path(scorecli.__file__).parent / "locale" / "ru" / "LC_MESSAGES" / "scorecli.po"
    with po.open("rb") as f:
        said = [s for m in read_po(f, locale="ru")
                for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s]
    assert [s for s in said if re.search(r"\b[Нн]апример [^:,—\s]", s)] == []
    assert [s for s in said if "очков карт" in s or "очки карт " in s] == []


# ---- read 26: a capot or générale bid where the game has none is said in words (« «capot»:
# … уберите это число » gave the file's token and a number's advice)

@pytest.mark.parametrize("env, said", [
    (RU, "«капот»: в правилах belote-maison заявок нет, играющий только выбирает козырь; "
         "уберите эту заявку"),
    (FR, "« capot » : pas d'enchères en belote-maison"),
])
def test_a_capot_bid_where_there_are_none_is_said_in_words(match_file, env, said):
    """Said so where the file is checked (read 33: compare gives the reason alone, below)."""
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = "capot"\ncapot = "ns"\n')
    said_in(run("check", path, env=env), said)


# ---- read 26, fr: compare's all-trump note states the rule, not a command for another
# context; explain's failed step, count's total and a repeated word read as sentences

def test_compare_notes_all_trump_as_a_rule(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[options]\nall_trump = true\n'
                      '[[deals]]\ntaker = "s"\ntrump = "all-trump"\ncontract = 100\n'
                      'points = { ns = 180 }\nlast = "ns"\n')
    out = said_in(run("compare", path, "--rules", "coinche-officielle", env=FR),
                  "coinche-officielle ne peut pas compter la donne 1 : tout atout seulement "
                  "avec la règle maison « tout-atout permis ».", 0)
    assert "scorecli set" not in out and "tout-atout=oui" not in out


@pytest.mark.parametrize("args, said", [
    (("count", "cœur", "V♥", "9♥", "A♠", "--last"), "Points de cartes : 45 + 10 du dix de der = 55"),
    (("deal", None, "s", "80", "cœur", "contré", "contré", "92"), "« contré » est dit deux fois"),
])
def test_french_sentences_read26(match_file, args, said):
    if None in args:
        args = tuple(str(match_file(HEAD.format("coinche-maison"))) if a is None else a
                     for a in args)
    said_in(run(*args, env=FR), said, code=None if args[0] == "deal" else 0)


def test_french_explain_says_a_failed_contract_by_its_count(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 80\npoints = { ns = 66 }\nlast = "ew"\n'
                      'belote = "ns"\n')
    out = plain(run("explain", path, env=FR).output)
    assert ("Chuté : NS fait 66 aux plis + 20 de belote = 86 (contrat 80) mais ne finit pas "
            "devant la défense (86 contre 96)") in out, out


# ---- read 26, ru: a match won before its last deal (its target lowered since) is not
# reopened by undo: the refusal says to raise the target

@pytest.mark.parametrize("env, said", [
    (RU, "матч уже окончен — команда СЮ победила на 2-й раздаче; чтобы играть дальше, "
         "поднимите цель: `scorecli set"),
    (FR, "la partie est terminée, gagnée par NS à la donne 2 ; pour continuer, relevez "
         "l'objectif : `scorecli set"),
])
def test_a_match_won_before_its_last_deal_asks_for_a_higher_target(match_file, env, said):
    deal = '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\npoints = { ns = 100 }\n' \
           'last = "ns"\n'
    path = match_file(HEAD.format("coinche-maison") + '[options]\ntarget = 300\n' + deal * 3)
    out = said_in(run("deal", path, *"s 80 cœur 100 der nous".split(), env=env), said)
    assert "undo" not in out


@pytest.mark.parametrize("env, said", [
    (RU, "Примечание: при счёте по coinche-officielle домашние правила матча (цель матча: "
         "3000) не учитываются."),
    (FR, "Note : les règles maison de la partie (objectif : 3000) ne s'appliquent pas avec "
         "les règles coinche-officielle."),
])
def test_rescoring_notes_the_files_house_rules_in_words(match_file, env, said):
    path = match_file(HEAD.format("coinche-maison") + '[options]\ntarget = 3000\n')
    out = plain(run("show", path, "--rules", "coinche-officielle", env=env).stderr)
    assert said in out and "target =" not in out, out


# ---- read 27, fr: a team named in several words is typed in hints and defaults by the
# table's word (« der Paul & Marie » breaks in a shell, « capot Paul » reads as a player)

@pytest.mark.parametrize("words, said", [
    ("s 100 cœur 98 der", "« der » : dites quelle équipe, par exemple der nous"),
    ("s 100 cœur 152 der nous", "dites « capot nous » si l'équipe a fait tous les plis"),
])
def test_a_team_of_several_words_is_typed_by_the_tables_word(match_file, words, said):
    path = match_file(HEAD.format("coinche-maison") + '[teams]\nns = "Paul & Marie"\n'
                      'ew = "Jean & Luc"\n')
    out = said_in(run("deal", path, *words.split(), env=FR), said)
    assert "Paul & Marie »" not in out and "capot Paul" not in out


# ---- read 27: the last batch, each as the reader wrote it

def test_tricks_without_cards_says_none_were_given(match_file):
    from conftest import EXAMPLES
    import shutil

    path = match_file("")
    shutil.copy(EXAMPLES / "tricks.toml", path)
    said_in(run("tricks", path, "1", env=FR), "aucune carte donnée : une donne en a 32")
    said_in(run("tricks", path, "1", env=RU), "карты не указаны, а в раздаче их 32")


@pytest.mark.parametrize("env, said", [
    (RU, "не записаны, а вычислены — 50 (если туз стоит 11) или 82 (если туз стоит 19)"),
    (FR, "on les déduit : 50 (as à 11) ou 82 (as à 19). Notez les points des deux équipes pour "
         "une comparaison exacte."),
])
def test_the_derived_points_warning_reads_as_sentences(env, said):
    from conftest import EXAMPLES

    out = plain(run("compare", EXAMPLES / "belote-maison.toml", "--rules", "belote-officielle",
                    env=env).stderr)
    assert said in out, out


def test_russian_belote_refusals_and_rules_read27(match_file):
    path = match_file(HEAD.format("belote-maison"))
    said_in(run("deal", path, *"ю пики 90 последняя мы внутри".split(), env=RU),
            "«внутри»: исход решают очки за карты")
    listing = run("rules", "coinche-maison", env={**RU, "COLUMNS": "200"}).output
    assert "владельцу белота или победителю" in listing and "у кого он или" not in listing


@pytest.mark.parametrize("env, words, said", [
    (RU, "с пики 90 последняя мы сотня треф вз",
     "«сотня треф»: масть у объявления не называют — скажите «сотня» или «сотня в козырях»"),
    (RU, "с пики 90 последняя мы терц от короля треф вз", "«терц от короля в козырях»"),
    (FR, "s pique 90 der nous tierce cœur eux",
     "« tierce cœur » : une annonce se dit sans sa couleur (« tierce », ou « tierce à l'atout »)"),
])
def test_an_announcement_said_with_a_suit_is_told_it_has_none(match_file, env, words, said):
    path = match_file(HEAD.format("belote-maison"))
    said_in(run("deal", path, *words.split(), env=env), said)


def test_a_number_word_before_its_trump_is_still_a_bid(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said_in(run("deal", path, *"sud cent cœur 82 der nous".split(), env=FR),
            "Donne 1 : Sud 100 cœur", 0)  # read 35: the bid, as the table says it


def test_russian_examples_to_type_are_quoted(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said_in(run("deal", path, "ю", "черви", "фигня", env=RU),
            "например: «юг 100 черви куанш 98 последняя мы» или «север 90 черви 82 последняя "
            "мы белот мы»")


# ---- read 28: the last of it

@pytest.mark.parametrize("env, words, said", [
    (FR, "s cœur 98 der nous cent", "« cent » : dites quelle équipe, par exemple cent nous"),
    (RU, "ю черви 98 последняя мы сотня", "«сотня» — какой команды? Например: «сотня мы»"),
    (FR, "s cœur cent der nous", "« cent » : écrivez-le en chiffres : 100"),  # card points
])
def test_a_number_word_announced_last_asks_its_team(match_file, env, words, said):
    path = match_file(HEAD.format("belote-maison"))
    said_in(run("deal", path, *words.split(), env=env), said)


def test_a_concours_team_is_not_named_by_a_tables_word(tmp_path):
    folder = tmp_path / "fete"
    assert run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12"
               ).exit_code == 0
    said_in(run("concours", "team", folder, "Eux", env=FR),
            "« Eux » : à la table, ce mot désigne un côté, or une équipe du concours joue des "
            "deux côtés ; donnez-lui un autre nom")


def test_russian_explain_compares_announcements_without_a_case(match_file):
    path = match_file(HEAD.format("belote-maison"))
    run("deal", path, *"ю черви 90 последняя мы сотня мы полтинник они".split())
    out = plain(run("explain", path, env=RU).output)
    assert "квинта (100) команды СЮ; оно старше, чем кварта (50) команды ВЗ" in out, out
    said_in(run("deal", path, *"с черви выполнен последняя мы".split(), env=RU),
            "«выполнен»: исход решают очки за карты")


# ---- read 29: seats as subjects in the trick prompts, belote's made deal with its noun
# after a woman taker, the note's word in an edit's default, « всего » only where true

def test_the_trick_prompts_say_a_seat_as_a_sentences_subject(match_file, monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("belote-maison") + 'dealer = "w"\n')
    out = plain(run("tricks", path, "--taker", "s", "--trump", "cœur", input="\n" * 3,
                    env=FR).output)
    assert "Pli 1, Sud entame" in out and "Pli 1, s entame" not in out, out


def test_a_made_belote_deal_says_its_contract(match_file):
    path = match_file(HEAD.format("belote-maison") + '[players]\nw = "Marie"\n')
    said_in(run("deal", path, *"marie cœur 98 der nous".split(), env=FR),
            "Marie (o) à cœur (EO 98, NS 54), contrat réussi", 0)


def test_an_edits_default_says_the_note_in_the_language(match_file, monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("coinche-maison") + '[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\ncontract = 80\npoints = { ns = 100 }\nlast = "ns"\n'
                      'note = "Арам забыл"\n')
    out = run("edit", path, "1", "-i", input="\n" * 6, env=RU).output
    assert "заметка Арам забыл" in out and "note Арам" not in out, out


def test_too_few_points_are_not_said_as_too_many(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = said_in(run("deal", path, *"ю 100 черви 80 50 последняя мы".split(), env=RU),
                  "= 130, а в картах 152")
    assert "всего" not in out


# ---- read 30, ru: a failed coinche deal says its contract as a made one does, a team's
# name quoted in the capot refusal, the rules say « класть младший козырь »

def test_a_failed_coinche_deal_says_its_contract(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said_in(run("deal", path, *"ю 100 черви 60 последняя они".split(), env=RU),
            "заявка провалена:", 0)


def test_the_capot_refusal_quotes_a_teams_name(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[teams]\nns = "Арам и Ани"\n'
                      'ew = "Соколы"\n')
    said_in(run("deal", path, *"ю 100 черви 152 последняя мы".split(), env=RU),
            "у команды «Арам и Ани»; скажите «капот мы»")


def test_russian_rules_say_undertrump_as_players_do():
    listing = plain(run("rules", "coinche-maison", env={**RU, "COLUMNS": "200"}).output)
    assert "класть младший козырь" in listing and "бить младшим" not in listing


def test_the_tricks_extras_question_gives_its_examples_as_examples():
    from scorecli import i18n

    i18n.choose("fr")
    try:
        said = i18n._("Belote said, announcements, a note? belote {team}, {team} tierce, note")
    finally:
        i18n.choose("en")
    assert plain(said).startswith("Belote, annonces, une note ? (par exemple belote {team}"), said


# ---- read 31, ru: a no-trump total closed in brackets, « слово » before the word too many

def test_russian_card_total_and_repeat_refusals_read31(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    said_in(run("deal", path, *"ю 100 бк 125 последняя мы".split(), env=RU),
            "125 — больше, чем есть очков в картах (раздача без козыря, туз стоит 11: всего 120)")
    said_in(run("deal", path, *"ю 80 черви куанш 100 последняя мы контра".split(), env=RU),
            "«контра» и «куанш» — одно и то же; достаточно одного слова")
