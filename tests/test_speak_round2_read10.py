"""Issue 36, read 10: what the French and Russian reads of that snapshot still found."""

from __future__ import annotations

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"
NAMED = '[teams]\nns = "{}"\new = "{}"\n'
# South's partner north leads every trick with the eight hearts: a générale of north's.
ALL_TRICKS = ("J♥ A♠ A♦ A♣ 9♥ 10♠ 10♦ 10♣ A♥ K♠ K♦ K♣ 10♥ Q♠ Q♦ Q♣ K♥ J♠ J♦ J♣ Q♥ 9♠ 9♦ 9♣ "
              "8♥ 8♠ 8♦ 8♣ 7♥ 7♠ 7♦ 7♣").split()


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


@pytest.mark.parametrize("lang, columns, said", [
    ("fr", "200", "dedans, renonce (Les Filles)"),
    ("fr", "60", "dedans, ren. Les F…"),
    ("ru", "200", "внутри, ренонс — Les Filles"),
    ("en", "200", "failed, revoke by Les Filles"),
])
def test_a_penalty_names_the_team_as_the_boards_columns_do(match_file, lang, columns, said):
    """« renonce (NS) » under the columns « Les Filles » and « Eux »."""
    path = match_file(HEAD.format("belote-maison") + NAMED.format("Les Filles", "Eux"))
    recorded = run("deal", path, "--taker", "s", "--trump", "h", "--penalty", "revoke=ns",
                   env={"SCORECLI_LANG": lang})
    assert "NS" not in recorded.output and "Les Filles" in recorded.output
    board = run("show", path, env={"SCORECLI_LANG": lang, "COLUMNS": columns}).output
    assert said in plain(board) and "(NS)" not in board and "СЮ" not in board, board
    explained = run("explain", path, "1", env={"SCORECLI_LANG": lang}).output
    assert "Les Filles" in explained.splitlines()[-1], explained


@pytest.mark.parametrize("lang, refused", [
    ("fr", "Erreur : NS 92 + EO 92 = 184"),
    ("en", "Error: NS 92 + EW 92 = 184"),
    ("ru", "Ошибка: Мы 92 + Они 92 = 184"),
])
def test_a_deal_said_in_words_is_refused_without_the_files_path(match_file, lang, refused):
    names = ("Мы", "Они") if lang == "ru" else ("NS", "EW")
    path = match_file(HEAD.format("coinche-maison") + NAMED.format(*names))
    words = {"fr": "s 80 c 92 92 der nous", "en": "s 80 h 92 92 last ns",
             "ru": "ю 80 ч 92 92 последняя мы"}[lang]
    said = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang}).stderr
    assert str(path) not in said and path.name not in said
    assert plain(said).startswith(refused), said


@pytest.mark.parametrize("lang, said", [
    ("fr", "Erreur : il manque le dix de der (der nous ou der eux)"),
    ("ru", "Ошибка: не сказано, кто взял последнюю взятку (последняя мы или последняя они)"),
    ("en", "Error: missing the trump (as hearts) and the last trick"),
])
def test_a_deal_in_words_missing_a_part_is_refused_not_a_usage_mistake(match_file, lang,
                                                                       said):
    """It printed Click's usage block and exited 2, as for a wrong flag."""
    path = match_file(HEAD.format("belote-maison"))
    words = {"fr": "s pique 82", "ru": "ю пики 82", "en": "s 82"}[lang]
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang})
    assert result.exit_code == 1 and "Usage" not in result.stderr
    assert "--help" not in result.stderr and "Использование" not in result.stderr
    assert plain(result.stderr).startswith(plain(said)), result.stderr
    assert "100h" not in result.stderr and " дер " not in result.stderr


def test_the_russian_examples_say_the_last_trick_as_the_table_does():
    said = run("deal", "--help", env={"SCORECLI_LANG": "ru"}).output
    assert "последняя мы" in said and "дер мы" not in said and "дер они" not in said


@pytest.mark.parametrize("lang, words, said", [
    ("ru", "ю 80 ч куанш куанш 92", "Ошибка: «куанш»: сказано дважды; если удвоили ещё раз, скажите «сюркуанш»"),
    ("fr", "s 80 c contré contré 92", "Erreur : « contré » est dit deux fois ; pour un surcontre, dites surcontré"),
    ("fr", "s 80 c x2 contré 92", "Erreur : « contré » et « x2 » disent la même chose ; un seul suffit"),
])
def test_a_word_said_twice_is_not_quoted_against_itself(match_file, lang, words, said):
    """« «куанш»: об этом уже сказано — «куанш» (куанш) »."""
    path = match_file(HEAD.format("bazar-blot" if lang == "ru" else "coinche-maison"))
    out = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang}).stderr
    assert plain(out) == plain(said), out


def test_a_generale_played_trick_by_trick_is_said_when_the_deal_is_saved(match_file):
    """The line after `tricks` says the result as `show` does (belote: « выполнен, женераль »)."""
    path = match_file(HEAD.format("belote-maison") + 'dealer = "w"\n')
    saved = run("tricks", path, "--taker", "n", "--trump", "hearts", "--belote", "ns",
                *ALL_TRICKS, env={"SCORECLI_LANG": "ru"}).output
    assert "выполнен, женераль: СЮ +272" in saved, saved
    shown = run("show", path, env={"SCORECLI_LANG": "ru"}).output
    assert "выполнен, женераль" in shown


def test_bazar_blot_cites_no_federation():
    """Its penalties' source was « правила Французской федерации белота »."""
    from scorecli.rules import get_rules

    sources = get_rules("bazar-blot").sources
    assert not [k for k, v in sources.items() if "federation" in v], sources
    said = run("rules", "bazar-blot", env={"SCORECLI_LANG": "ru", "COLUMNS": "250"}).output
    assert "едерац" not in said and "правила в понимании scorecli" in said
    assert "federation" in get_rules("belote-officielle").sources["revoke_penalty"]


def test_a_seat_renamed_again_counts_the_deals_its_player_sat_at(match_file):
    """« на месте Ю в 5 сыгранных раздачах — Зоя »: Зоя had played none of them."""
    path = match_file(HEAD.format("belote-maison") + '[players]\ns = "Вика"\n')
    for _ in range(3):
        run("deal", path, "s", "h", "82", "last", "ns")
    env = {"SCORECLI_LANG": "ru"}
    assert "в раздачах 1–3 остаётся Вика\u00a0(Ю)" in run(
        "set", path, "--player", "s=Зоя", "--from-deal", "4", env=env).output
    renamed = run("set", path, "--player", "s=Аня", env=env)  # Зоя has not played yet
    assert renamed.exit_code == 0 and "Зоя → Аня" in renamed.output, renamed.output
    run("deal", path, "s", "h", "82", "last", "ns")
    refused = run("set", path, "--player", "s=Лена", env=env)
    assert refused.exit_code == 1
    assert "на месте Ю в 1 сыгранной раздаче — Аня" in plain(refused.stderr), refused.stderr
    kept = run("set", path, "--player", "s=Лена", "--from-deal", "5", env=env).output
    assert "Изменение действует с раздачи 5; в раздаче 4 остаётся Аня (Ю)." in plain(kept)


@pytest.mark.parametrize("lang, said", [
    ("fr", "option objectif : 1000, la valeur par défaut, désormais écrite dans le fichier"),
    ("ru", "опция «цель матча»: 1000, как по умолчанию, теперь записана в файле"),
])
def test_an_option_set_to_the_rule_sets_own_value_says_so(match_file, lang, said):
    """« option target : 1000 (par défaut) → 1000 »."""
    path = match_file(HEAD.format("belote-maison"))
    out = plain(run("set", path, "-o", "target=1000", env={"SCORECLI_LANG": lang}).output)
    assert plain(said) in out and "→" not in out, out
    cleared = plain(run("set", path, "--clear-option", "target",
                        env={"SCORECLI_LANG": lang}).output)
    assert "→" not in cleared and "1000" in cleared, cleared


def test_the_examples_of_concours_result_run_as_written(tmp_path):
    """The second one gave --belotes without --deals, which a sheet's check needs."""
    import re

    help_text = run("concours", "result", "--help").output
    examples = re.findall(r"scorecli concours result (fete/ .*)", help_text)
    folder = tmp_path / "fete"
    run("concours", "new", folder, "--rules", "belote-maison")
    for name in "ABCDEF":
        run("concours", "team", folder, name)
    run("concours", "draw", folder)
    for example in examples:
        words = example.split()
        result = run("concours", "result", folder, *words[1:])
        assert result.exit_code == 0 and "fails its check" not in result.output, (
            example, result.output)


@pytest.mark.parametrize("lang, words, said", [
    ("fr", "s pique 82 der nous tierce belote",
     "(Nous 82, Eux 70 ; belote et tierce pour Nous), contrat réussi"),
    ("ru", "ю пики 82 последняя мы терц белот", "(Мы 82, Они 70; белот и терц — Мы), контракт выполнен"),
])
def test_a_belote_or_announcement_given_to_the_taker_is_said_as_saved(match_file, lang, words,
                                                                      said):
    """« tierce » with no team went to the taker's team, and nothing said so."""
    names = ("Nous", "Eux") if lang == "fr" else ("Мы", "Они")
    path = match_file(HEAD.format("belote-maison") + NAMED.format(*names))
    out = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang}).output
    assert plain(said) in plain(out), out


def _melee(folder, players):
    run("concours", "new", folder, "--rules", "belote-maison", "--melee")
    for name in players:
        run("concours", "player", folder, name)


@pytest.mark.parametrize("lang, refused, marks", [
    ("fr", "Erreur : joueur 9 : aucun joueur n'a ce numéro",
     "Pointés : 2 et 3 ; pas encore pointés : 1, 4, 5 et 6."),
    ("ru", "Ошибка: игрока с номером 9 нет", "Отмечены: 2 и 3; без отметки: 1, 4, 5 и 6."),
    ("en", "Error: player 9: no player has this number",
     "Players checked in: 2 and 3; players not checked in yet: 1, 4, 5 and 6."),
])
def test_a_melees_numbers_are_said_to_be_players(tmp_path, lang, refused, marks):
    """« équipe 9 : aucune équipe n'a ce numéro » and « pointés : 2 » in a mêlée."""
    folder = tmp_path / "m"
    _melee(folder, ["Anna", "Chloé", "Inès", "Léa", "Paul", "Marc"])
    env = {"SCORECLI_LANG": lang}
    assert plain(run("concours", "present", folder, "9", env=env).stderr).startswith(
        plain(refused))
    assert "Zoé" in run("concours", "present", folder, "Zoé", env=env).stderr
    said = run("concours", "present", folder, "2", "3", env=env).output
    assert plain(marks) in plain(said), said


@pytest.mark.parametrize("lang, said", [
    # read 17: no one left out is not « Laissés de côté : personne »; the count registered
    ("fr", "une partie de mêlée demande au moins quatre joueurs ; 3 seulement sont inscrits : "
           "inscrivez-en d'autres avec `scorecli concours player`"),
    ("ru", "для тура личного турнира нужно не меньше четырёх игроков; зарегистрировано: 3; "
           "добавьте игроков с помощью `scorecli concours player`"),
])
def test_a_draw_short_of_players_counts_them_in_words(tmp_path, lang, said):
    """« joueurs à tirer : 3 » and « Laissés de côté : - »."""
    folder = tmp_path / "m"
    _melee(folder, ["Anna", "Chloé", "Inès"])
    out = run("concours", "draw", folder, env={"SCORECLI_LANG": lang}).stderr
    assert plain(said) in plain(out), out


def test_the_ranking_is_during_a_round_until_its_tables_are_in(tmp_path):
    """« Положение после тура 1 » while two of its tables still played."""
    folder = tmp_path / "c"
    run("concours", "new", folder, "--rules", "belote-maison", "--deals", "2")
    for name in "ABCD":
        run("concours", "team", folder, name)
    run("concours", "draw", folder)
    env = {"SCORECLI_LANG": "ru"}
    assert "Положение по ходу тура 1 из 4" in run("concours", "show", folder, env=env).output
    run("concours", "result", folder, "1", "1", "200", "124")
    run("concours", "result", folder, "1", "2", "100", "224")
    shown = run("concours", "show", folder, env=env).output
    assert "Положение после тура 1 из 4" in shown and "по ходу" not in shown


def test_a_challenge_on_a_phone_says_place_for_one(tmp_path):
    """« места: 1 » for one place."""
    season = tmp_path / "season"
    folder = season / "a"
    run("concours", "new", folder, "--rules", "belote-maison", "--deals", "2", "--rounds", "1")
    for name in "AB":
        run("concours", "team", folder, name)
    run("concours", "draw", folder)
    run("concours", "result", folder, "1", "1", "200", "124")
    for lang, word in (("ru", "место: 1"), ("fr", "place 1"), ("en", "place 1")):
        out = run("challenge", season, "--by", "team",
                  env={"SCORECLI_LANG": lang, "COLUMNS": "30"}).output
        assert word in out and "места: 1" not in out and "places 1" not in out, out


@pytest.mark.parametrize("lang, words", [("fr", "s pique 82 90 der nous"),
                                         ("ru", "ю пики 82 90 последняя мы"),
                                         ("fr", "s pique 82 der nous tierce belote eux")])
def test_a_folded_line_keeps_a_teams_name_whole(match_file, lang, words):
    """« Les / Filles » at 40 columns."""
    path = match_file(HEAD.format("belote-maison") +
                      NAMED.format("Les Filles", "Les Garçons du Port"))
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang, "COLUMNS": "40"})
    lines = (result.stdout + result.stderr).splitlines()
    assert len(lines) > 2 and max(len(line) for line in lines) <= 40, lines
    for line in lines:
        assert not line.rstrip().endswith((" Les", " Garçons", " du")), lines
        assert not line.lstrip().startswith(("Filles", "Garçons", "du Port", "Port")), lines
    assert "Les Filles" in " ".join(lines) and "\ue000" not in " ".join(lines)


@pytest.mark.parametrize("lang, typed", [("en", ("NS", "EW")), ("fr", ("nous", "eux")),
                                         ("ru", ("мы", "они"))])
def test_a_team_is_typed_by_the_tables_word_whatever_its_name(lang, typed):
    """« der nous » for « Les Filles » and for « Bleus » alike (reads 27 and 31: « der Paul
    & Marie » breaks in a shell, « capot Paul » reads as a player, «последняя Ястребы»
    leaves the name undeclined)."""
    from scorecli import i18n
    from scorecli.words.refusals import typed_team

    i18n.choose(lang)
    try:
        assert (typed_team("ns"), typed_team("ew")) == typed
    finally:
        i18n.choose("en")


@pytest.mark.parametrize("lang, said", [
    ("ru", "«70»: очки команды «Мы» уже названы; если это очки другой команды, скажите: они 70"),
    ("fr", "« 70 » : les points de l'équipe Мы sont déjà donnés ; pour l'autre équipe, dites "
           "eux 70"),
])
def test_a_teams_points_said_twice_offers_the_other_team(match_file, lang, said):
    path = match_file(HEAD.format("coinche-maison") + NAMED.format("Мы", "Они"))
    words = {"ru": "ю 80 ч мы 92 70 последняя мы", "fr": "s 80 c nous 92 70 der nous"}[lang]
    out = plain(run("deal", path, *words.split(), env={"SCORECLI_LANG": lang}).stderr)
    assert plain(said) in out, out


def test_the_standings_and_stats_legends_spell_out_their_headers(tmp_path):
    """« разн. » was in no legend; « в сред. », « контрактов под куаншем » (genitive)."""
    from pathlib import Path

    season = tmp_path / "season"
    season.mkdir()
    for example in Path(__file__).parents[1].joinpath("examples").glob("*.toml"):
        (season / example.name).write_text(example.read_text("utf-8"), "utf-8")
    env = {"SCORECLI_LANG": "ru", "COLUMNS": "400"}
    standings = run("standings", season, env=env).stdout
    assert "разн." in standings.splitlines()[0] and "разн. — О+ минус О−" in plain(standings)
    phone = plain(run("standings", season, env={**env, "COLUMNS": "60"}).stdout)
    assert "разн. — набранные очки минус пропущенные" in phone
    stats = plain(run("stats", season, env=env).stdout)
    assert "среднее — среднее число очков за раздачу" in stats and "в сред." not in stats
    assert "под куаншем — заявки под куаншем" in stats


def test_a_team_named_nous_is_the_team_the_word_nous_names(match_file):
    """EW named « Nous »: « nous 98 » and « der Nous » went to north-south. Such a file is
    now refused where it is read (read 22), so no deal is written to it."""
    path = match_file(HEAD.format("coinche-maison") + NAMED.format("Les Filles", "Nous"))
    before = path.read_text(encoding="utf-8")
    result = run("deal", path, "est", "100", "cœur", "nous", "98", "der", "Nous",
                 env={"SCORECLI_LANG": "fr"})
    assert result.exit_code == 1
    assert "teams.ew : l'équipe EO ne peut pas s'appeler « Nous »" in plain(result.output)
    assert path.read_text(encoding="utf-8") == before


@pytest.mark.parametrize("lang, said", [
    ("fr", "Le changement vaut à partir de la donne 3 ; Zoé (s) reste aux donnes 1 et 2."),
    ("ru", "Изменение действует с раздачи 3; в раздачах 1 и 2 остаётся Zoé (Ю)."),
])
def test_two_deals_are_said_as_two_not_as_a_range(match_file, lang, said):
    """« aux donnes 1 à 2 », and « aux donnes 3 à 2 » after a substitute taken back."""
    path = match_file(HEAD.format("belote-maison") + '[players]\ns = "Zoé"\n')
    for _ in range(2):
        run("deal", path, "s", "h", "82", "last", "ns")
    env = {"SCORECLI_LANG": lang}
    out = run("set", path, "--player", "s=Léa", "--from-deal", "3", env=env).output
    assert plain(said) in plain(out), out
    back = run("set", path, "--player", "s=Zoé", "--from-deal", "3", env=env).output
    assert "3 à 2" not in back and "3–2" not in back and len(back.splitlines()) == 1, back


@pytest.mark.parametrize("lang, said", [
    ("fr", "Erreur : « -5 » : les points de cartes ne sont jamais négatifs"),
    ("ru", "Ошибка: «-5»: очков за карты не бывает меньше 0"),
])
def test_negative_points_in_words_are_refused_as_points_not_as_an_option(match_file, lang,
                                                                       said):
    """Click took « -5 » for an unknown option, with its usage block."""
    path = match_file(HEAD.format("coinche-maison"))
    words = {"fr": "sud 100 cœur -5 der nous", "ru": "юг 100 черви -5 последняя мы"}[lang]
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang})
    assert result.exit_code == 1 and plain(result.stderr) == plain(said), result.stderr
    flagged = run("deal", path, "--taker", "-5")  # a flag's value: as typed
    assert flagged.exit_code == 1 and "'-5'" in flagged.stderr, flagged.stderr


@pytest.mark.parametrize("lang, words, said", [
    ("fr", "sud nord 100 cœur 98 der nous", "Erreur : « nord » : on a déjà dit « sud » pour le preneur"),
    ("ru", "юг север 100 черви 98 последняя мы", "Ошибка: кто играет: уже сказано «юг», так что «север» здесь лишнее"),
])
def test_a_second_taker_is_refused_where_it_is_said(match_file, lang, words, said):
    """« sud nord 100 cœur 98 » was blamed on « 98 »: « les points … ont déjà été dits »."""
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang}).stderr
    assert plain(out) == plain(said), out
    assert run("deal", path, *words.replace(" nord", "").replace(" север", "").split(),
               env={"SCORECLI_LANG": lang}).exit_code == 0


@pytest.mark.parametrize("lang, legend", [
    ("fr", "b : belote, ×2 : contré, ×4 : surcontré"),
    ("ru", "б — белот, ×2 — куанш, ×4 — сюркуанш"),
])
def test_the_phones_board_spells_out_its_marks(lang, legend):
    """« s 100♥ ×2 b »: the b was explained nowhere."""
    from conftest import EXAMPLES

    out = run("show", EXAMPLES / "coinche-maison.toml",
              env={"SCORECLI_LANG": lang, "COLUMNS": "60"}).stdout
    assert plain(legend) in plain(out) and "+N" not in out, out
    wide = run("show", EXAMPLES / "coinche-maison.toml",
               env={"SCORECLI_LANG": lang, "COLUMNS": "300"}).stdout
    assert plain(legend) not in plain(wide)


@pytest.mark.parametrize("lang, said", [
    ("fr", ["n, e, s, w (o)", "hearts (cœur), spades (pique)", "ns, ew"]),
    ("ru", ["n (С), e (В), s (Ю), w (З)", "hearts (черви)", "ns (СЮ), ew (ВЗ)"]),
    ("en", ["n, e, s, w", "hearts, spades", "ns, ew"]),
])
def test_a_files_values_are_listed_with_their_meaning(match_file, lang, said):
    """« valeurs possibles : clubs, diamonds, hearts » and « n, e, s, w » where one types o."""
    path = match_file(HEAD.format("belote-maison") + '[[deals]]\ntaker = "x"\ntrump = "purple"\n'
                      'points = { ns = 82 }\nlast = "nobody"\n')
    out = plain(run("show", path, env={"SCORECLI_LANG": lang}).stderr)
    for part in said:
        assert part in out, out


@pytest.mark.parametrize("lang, args, said", [
    ("fr", ["dael"], "Erreur : commande « dael » inconnue — vouliez-vous dire « deal » ?"),
    ("ru", ["dael"], "Ошибка: нет такой подкоманды: «dael» — возможно, вы имели в виду «deal»?"),
    ("fr", ["concours", "drwa", "x"], "inconnue (peut-être : « draw », « undraw »)"),
    ("ru", ["show", "x.toml", "--las", "2"], "(возможно: «--lang», «--last», «--rules»)"),
])
def test_a_mistyped_command_is_met_with_the_close_ones(lang, args, said):
    """`scorecli dael`: no suggestion (the group loads its commands when they run), and
    the concours' in English quotes ('draw')."""
    result = run(*args, env={"SCORECLI_LANG": lang})
    assert result.exit_code == 2 and plain(said) in plain(result.stderr), result.stderr


@pytest.mark.parametrize("melee, said", [
    (False, "Ошибка: для тура нужны хотя бы две команды; зарегистрируйте их через `scorecli concours team`"),
    (True, "зарегистрируйте их: `scorecli concours player`"),
])
def test_a_draw_with_no_one_registered_says_how_to_register(tmp_path, melee, said):
    """« а в жеребьёвку попали бы 0 команд. Не участвуют: никто »."""
    folder = tmp_path / "c"
    run("concours", "new", folder, "--rules", "belote-maison", *(["--melee"] if melee else []))
    out = run("concours", "draw", folder, env={"SCORECLI_LANG": "ru"}).stderr
    assert plain(said) in plain(out) and "0 команд" not in out, out


def test_the_points_question_quotes_a_named_team_in_russian(match_file, monkeypatch):
    """« Очки команды Мы за карты » reads as « of the team we »."""
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("belote-maison") + NAMED.format("Мы", "Они"))
    out = run("deal", path, input="ю\nпики\n\n", env={"SCORECLI_LANG": "ru",
                                                     "COLUMNS": "300"}).stdout
    assert "Очки команды «Мы» за карты (без последней взятки)?" in out, out
    french = run("deal", path, input="s\npique\n\n", env={"SCORECLI_LANG": "fr",
                                                          "COLUMNS": "300"}).stdout
    assert "Points de cartes pour Мы, sans le dix de der" in plain(french), french


def test_the_wide_board_names_the_announcements(tmp_path):
    """« ann. Les Rouges, ann. Les Bleus »: in no legend, and which announcement?"""
    from conftest import EXAMPLES

    out = run("show", EXAMPLES / "belote-officielle.toml",
              env={"SCORECLI_LANG": "fr", "COLUMNS": "300"}).stdout
    assert "tierce au roi pour Les Rouges" in out and "ann. " not in out, out


def test_a_prize_of_two_ranks_says_them_as_two(tmp_path):
    """« Rangs 2 à 3 »."""
    folder = tmp_path / "c"
    run("concours", "new", folder, "--rules", "belote-maison")
    said = run("concours", "prize", folder, "2-3", "une bouteille",
               env={"SCORECLI_LANG": "fr"}).output
    assert "Rangs 2 et 3 : une bouteille" in plain(said), said


@pytest.mark.parametrize("flags", [("--rank", "victoires"), ("--by", "Joueur"), ("--by", "игрок"),
                                   ("--by", "équipe"), ("--rank", "очки")])
def test_a_choice_is_taken_in_the_players_words(tmp_path, flags):
    """`--rank victoires` was refused: « choisissez « wins » ou « points » »."""
    season = tmp_path / "s"
    season.mkdir()
    result = run("standings", season, *flags, env={"SCORECLI_LANG": "fr"})
    assert result.exit_code == 0, result.output


def test_set_names_the_first_dealer_with_the_players_name(match_file):
    path = match_file(HEAD.format("belote-maison") + '[players]\ns = "Zoé"\n')
    said = run("set", path, "--dealer", "zoé", env={"SCORECLI_LANG": "fr"}).output
    assert "premier donneur : (aucun) → Zoé (s)" in plain(said), said


def test_a_syntax_error_at_the_files_end_is_said_in_the_language(match_file):
    """« синтаксическая ошибка TOML: Invalid value (at end of document) »."""
    path = match_file("xx = [\n")
    said = run("show", path, env={"SCORECLI_LANG": "ru"}).stderr
    assert "в конце файла: синтаксическая ошибка TOML: неверное значение" in said, said
    assert "Invalid" not in said and "document" not in said


def test_a_word_not_understood_after_der_is_the_one_refused(match_file):
    """`der vous` blamed « der » (« dites quelle équipe »), not « vous »."""
    path = match_file(HEAD.format("coinche-maison"))
    said = run("deal", path, *"sud 100 cœur 98 der vous".split(),
               env={"SCORECLI_LANG": "fr"}).stderr
    assert plain(said).startswith("Erreur : « vous » n'est pas une équipe : dites « nous », « eux »"), said
    alone = run("deal", path, *"sud 100 cœur 98 der".split(), env={"SCORECLI_LANG": "fr"})
    assert "« der » : dites quelle équipe" in plain(alone.stderr), alone.stderr


def test_an_announcement_that_did_not_count_is_said_so(match_file):
    """Best-team: the board said « ann. Les Rouges, ann. Les Bleus », as if both scored."""
    from conftest import EXAMPLES

    out = run("show", EXAMPLES / "belote-officielle.toml",
              env={"SCORECLI_LANG": "fr", "COLUMNS": "300"}).stdout
    assert "tierce au roi pour Les Rouges, tierce à la dame pour Les Bleus, qui ne compte pas" in out, out
    path = match_file(HEAD.format("coinche-maison") + NAMED.format("Мы", "Они"))
    said = run("deal", path, *"ю 100 ч 98 последняя мы".split(), "--announce", "ns=tierce-K",
               "--announce", "ew=quarte-A", env={"SCORECLI_LANG": "ru"}).stdout
    assert "терц от короля — Мы, не в зачёт; кварта от туза — Они" in said.replace("\xa0", " "), said
