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
    ("ru", "Мы", "Они", "Мы 90 + Они 80 = 170, а в картах 152"),
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
    ("fr", "l'équipe Eux a fait capot : l'équipe Nous n'a donc fait aucun pli ni aucun point, "
           "pas 82"),
    ("ru", "при капоте команды «Они» у команды «Мы» нет ни взяток, ни очков, а названо 82"),
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
    ("fr", "« tout » : donnez les points de cartes, par exemple 65 ; 65 55 ; nous 55 ; ou capot"),
    ("ru", "«всё»: назовите очки за карты, например, 65, 65 55, мы 55 или капот"),
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
                            "ou SA) ; les points viennent à la question suivante"),
    ("coinche-maison", "capot", "« capot » : dites aussi l'atout, par exemple capot ♠ ou "
                                "capot cœur"),
    ("coinche-maison", "100", "« 100 » : dites aussi l'atout, par exemple 100 ♠ ou 100 cœur"),
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


@pytest.mark.parametrize("n, said", [(1, "Ошибка: указана 1 карта, а в раздаче их 32"),
                                     (3, "Ошибка: указано 3 карты, а в раздаче их 32"),
                                     (5, "Ошибка: указано 5 карт, а в раздаче их 32")])
def test_ru_a_count_of_cards_agrees_with_its_number(match_file, n, said):
    path = match_file(HEAD.format("belote-maison") + 'dealer = "n"\n')
    cards = ["7♠", "8♠", "9♠", "10♠", "V♠"][:n]
    out = run("tricks", path, "--taker", "s", "--trump", "h", *cards,
              env={"SCORECLI_LANG": "ru"}).output
    assert said in out, out


@pytest.mark.parametrize("lang, rounds, said", [
    ("ru", 1, "запланирован 1 тур."), ("ru", 2, "запланировано 2 тура."),
    ("ru", 5, "запланировано 5 туров."), ("fr", 1, "1 partie prévue.")])
def test_ru_the_rounds_planned_agree_with_their_number(tmp_path, lang, rounds, said):
    folder = tmp_path / "fete"
    run("concours", "new", folder, "--rules", "belote-maison", "--deals", "4")
    out = plain(run("concours", "set", folder, "--rounds", rounds,
                    env={"SCORECLI_LANG": lang}).output)
    assert out.endswith(said), out


def test_ru_a_standings_filter_that_keeps_nothing_does_not_say_there_are_no_files(tmp_path):
    season = tmp_path / "season"
    season.mkdir()
    run("new", season / "m.toml", "--rules", "belote-maison")
    out = run("standings", season, "--rules", "bazar-blot", env={"SCORECLI_LANG": "ru"}).output
    assert "Файлов матчей нет" not in out and "ни один не прошёл отбор" in out


@pytest.mark.parametrize("lang, said", [
    ("ru", ["Возможные причины:",
            "— опечатка в итоге или раздача, посчитанная вручную (сумма итогов должна "
            "оканчиваться на 4)", "— спорная последняя раздача, отложенные очки которой "
            "пропали"]),
    ("fr", ["Peut-être l'une de ces causes :",
            "– un total mal saisi, ou une donne marquée à la main (la somme des deux totaux "
            "devrait finir par 4)"]),
])
def test_ru_fr6_a_failed_sheet_check_lists_its_causes(tmp_path, lang, said):
    """The causes were a pile of lower-case lines each opening with « ou … ? »."""
    from conftest import drawn_concours

    folder = drawn_concours(tmp_path / "fete", ("A", "B"), "--deals", "12")
    out = run("concours", "result", folder, "1", "1", "1000", "997",
              env={"SCORECLI_LANG": lang, "COLUMNS": "300"}).stderr
    lines = [line.strip().replace(NB, " ").replace(NN, " ") for line in out.splitlines()]
    for line in said:
        assert line in lines, out
    assert not any(line.startswith(("ou ", "или ")) for line in lines)


@pytest.mark.parametrize("lang, said, not_said", [
    ("ru", "Явка отмечена: 1.", "—"), ("fr", "Pointée : 1.", "aucune")])
def test_ru6_the_attendance_line_leaves_out_the_marks_no_team_has(tmp_path, lang, said,
                                                                 not_said):
    folder = tmp_path / "fete"
    run("concours", "new", folder, "--rules", "belote-maison", "--deals", "4")
    run("concours", "team", folder, "A")
    out = plain(run("concours", "present", folder, "1", env={"SCORECLI_LANG": lang}).output)
    assert said in out and not_said not in out, out


def test_ru8_a_folded_russian_line_never_starts_with_a_dash():
    from scorecli.i18n import _, choose
    from scorecli.render import fold_lines

    choose("ru")
    said = _("Deal {deal}: {taker} {contract} ({points}), {result}").format(
        deal=1, taker="Катя (Ю)", contract="100 черви", points="Мы 82, Они 70",
        result="выполнен")
    for width in range(20, 61):
        for line in fold_lines("последняя взятка — Мы. " + said, width).splitlines():
            assert not line.lstrip().startswith("—"), (width, line)


def test_ru_a_tricks_card_points_agree_with_their_number():
    from scorecli.i18n import choose, ngettext

    choose("ru")
    said = [ngettext("Trick {trick}: {seat} wins it, {points} card point ({team})",
                     "Trick {trick}: {seat} wins it, {points} card points ({team})", n
                     ).format(trick=1, seat="Ю", points=n, team="СЮ") for n in (1, 3, 14)]
    assert said == ["Взятку 1 берёт Ю: 1 очко (СЮ)", "Взятку 1 берёт Ю: 3 очка (СЮ)",
                    "Взятку 1 берёт Ю: 14 очков (СЮ)"]


@pytest.mark.parametrize("lang, said, not_said", [
    ("fr", "Renonce commise par NS (n) : l'équipe fautive perd la donne (d'après la "
           "lecture que fait scorecli des règles de la Fédération)", "revoke_penalty"),
    ("ru", "нарушившая команда проигрывает раздачу (правила Федерации в понимании "
           "scorecli)", "revoke_penalty"),
])
def test_fr1_explain_says_what_a_penalty_rule_does_not_its_option(match_file, lang, said,
                                                                  not_said):
    path = match_file(HEAD.format("belote-maison") + 'dealer = "n"\n[players]\n'
                      + "".join(f'{s} = "{n}"\n' for s, n in zip("nesw", "ABCD"))
                      + '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 82 }\n'
                        'last = "ns"\npenalty = { kind = "revoke", seat = "n" }\n')
    out = plain(run("explain", path, "1", env={"SCORECLI_LANG": lang}).output)
    assert said.replace("NS (n)", "NS (A)") in out or said in out, out
    assert not_said not in out


def test_fr1_explains_header_counts_the_house_rules_and_the_step_names_one(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[options]\nrevoke_penalty = "deduct"\n'
                      + '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\n'
                        'points = { ns = 82 }\nlast = "ns"\n'
                        'penalty = { kind = "revoke", team = "ew" }\n')
    out = plain(run("explain", path, "1", env={"SCORECLI_LANG": "fr"}).output)
    assert "règles coinche-maison, 1 règle maison" in out and "deduct" not in out
    assert ("la donne compte telle que jouée, puis les points de pénalité sont retirés à "
            "l'équipe fautive (d'après une règle maison de cette partie)") in out, out


def test_fr_i_the_extras_default_is_said_with_commas_and_read_back(match_file, on_terminal):
    path = match_file(HEAD.format("belote-maison") + NAMED.format("Nous", "Eux")
                      + '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 82 }\n'
                        'last = "ew"\nbelote = ["ew"]\n')
    out = plain(run("edit", path, "1", input="\n\n\n\ny\n",
                    env={"SCORECLI_LANG": "fr", "COLUMNS": "300"}).stdout)
    assert "[der eux, belote eux]" in out, out
    said = run("deal", path, "s", "h", "82,", "der", "eux,", "belote", "eux,", "note",
               "Anna, tard").output
    assert "Note: Anna, tard" in said, said


def test_fr_f_a_ab_a_melee_is_headed_melee_and_a_bye_is_an_exemption(tmp_path):
    from conftest import drawn_concours

    folder = drawn_concours(tmp_path / "fete", ("A", "B", "C"))
    env = {"SCORECLI_LANG": "fr", "COLUMNS": "300"}
    shown = plain(run("concours", "show", folder, "--round", "1", env=env).output)
    assert "Exemption : " in shown and "Exempt :" not in shown and ": exemption" in shown
    melee = tmp_path / "melee"
    run("concours", "new", melee, "--rules", "belote-maison", "--deals", "2", "--melee")
    assert plain(run("concours", "show", melee, env=env).output).startswith("Mêlée")


@pytest.mark.parametrize("lang, said", [
    ("ru", "матч уже окончен — команда «Мы» победила на 1-й раздаче"),
    ("fr", "la partie est terminée, gagnée par Nous à la donne 1"),
])
def test_ru_r8_a_won_match_names_its_winner_as_a_sentence_does(match_file, lang, said):
    names = {"ru": ("Мы", "Они"), "fr": ("Nous", "Eux")}[lang]
    path = match_file(HEAD.format("belote-maison") + NAMED.format(*names)
                      + "[options]\ntarget = 100\n" + '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncapot = "ns"\n')
    out = plain(run("deal", path, "s", "h", "82", "last", "ns",
                    env={"SCORECLI_LANG": lang}).output)
    assert said in out, out


@pytest.mark.parametrize("lang, said", [("ru", "последняя, белот, терц мы, заметка"),
                                        ("fr", "der, belote, tierce nous, note")])
def test_ru_r20_the_extras_example_names_the_takers_team(match_file, on_terminal, lang, said):
    path = match_file(HEAD.format("belote-maison") + NAMED.format("Синие" if lang == "ru"
                                                                   else "Bleus", "Rouges"))
    out = plain(run("deal", path, input="s\nh\n82\n\nn\n",
                    env={"SCORECLI_LANG": lang, "COLUMNS": "300"}).stdout)
    assert said in out, out


def test_ru_r22_a_generale_with_every_point_is_asked_generale_not_only_capot(match_file):
    path = match_file(HEAD.format("coinche-maison"))
    out = plain(run("deal", path, "з", "женераль", "черви", "152", "дер", "они",
                    env={"SCORECLI_LANG": "ru"}).output)
    assert "скажите «женераль З», если все взятки у одного игрока — З, «капот они»" in out, out
    said = run("deal", path, "з", "женераль", "черви", "152", "дер", "они", "женераль", "з",
               env={"SCORECLI_LANG": "ru"})
    assert said.exit_code == 0, said.output


def test_read8_ru1_a_substitute_with_a_name_already_at_the_table_writes_nothing(match_file):
    """`set --player s=Гарик --from-deal 3` wrote each earlier deal's players, then
    failed: « saved, then printing the result failed »."""
    path = match_file(HEAD.format("belote-maison") + '[players]\nn = "Аня"\ne = "Гарик"\n'
                      's = "Вика"\nw = "Олег"\n'
                      + '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncapot = "ns"\n' * 3)
    before = path.read_bytes()
    result = run("set", path, "--player", "s=Гарик", "--from-deal", "3",
                 env={"SCORECLI_LANG": "ru"})
    assert result.exit_code == 1 and result.output.startswith("Ошибка: у двух игроков было бы одно имя"), \
        result.output
    assert path.read_bytes() == before


@pytest.mark.parametrize("answer, refused", [
    ("belote eux", "« belote eux » : cette question demande le contrat et l'atout"),
    ("der nous", "« der nous » : cette question demande le contrat et l'atout"),
    ("65", "65 n'est pas une enchère permise en coinche-maison"),
])
def test_read8_fr_n2_the_contract_question_tells_what_was_said(match_file, on_terminal,
                                                               answer, refused):
    path = match_file(HEAD.format("coinche-maison"))
    out = plain(run("deal", path, input=f"s\n{answer}\n\n", env={"SCORECLI_LANG": "fr",
                                                                 "COLUMNS": "300"}).stdout)
    assert refused in out and "dites aussi l'atout" not in out, out


def test_read8_fr_n4_the_pointage_line_agrees_and_spaces_its_semicolon(tmp_path):
    folder = tmp_path / "fete"
    run("concours", "new", folder, "--rules", "belote-maison", "--deals", "4")
    for name in ("A", "B", "C"):
        run("concours", "team", folder, name)
    run("concours", "absent", folder, "2")
    out = run("concours", "present", folder, "1", env={"SCORECLI_LANG": "fr"}).output
    assert f"Pointée : 1{NN}; absente : 2{NN}; pas encore pointée : 3." in out.replace(NB, " "), out


def test_read8_a_standings_with_nothing_to_count_is_folded(tmp_path):
    season = tmp_path / "season"
    season.mkdir()
    out = run("standings", season, "--rules", "bazar-blot",
              env={"SCORECLI_LANG": "ru", "COLUMNS": "40"}).output
    assert out.strip() and max(len(line) for line in out.splitlines()) <= 40, out


def test_read8_ru3_a_team_named_in_words_is_typed_by_a_word_of_its_name(match_file,
                                                                         on_terminal):
    """«Давит и Лусине» took and the prompt offered «мы 70»: мы is NS, the other team.
    Read 10: not by its code either (« ns 70 »), by the word that names it alone."""
    path = match_file(HEAD.format("bazar-blot") + NAMED.format("Арам и Ани", "Давит и Лусине"))
    out = plain(run("deal", path, input="в\n\n", env={"SCORECLI_LANG": "ru",
                                                     "COLUMNS": "300"}).stdout)
    out += plain(run("deal", path, input="в\n12 черви\n82\n\nn\n",
                     env={"SCORECLI_LANG": "ru", "COLUMNS": "300"}).stdout)
    # read 27: a name of several words is typed by the table's word (мы is NS, SPEC 11)
    assert "мы 70" in out and "[последняя они]" in out, out
    assert "сю 70" not in out


def test_read8_ru4_the_tricks_last_question_explains_and_asks_a_wrong_belote_again(
        match_file, on_terminal):
    path = match_file('format = 1\nrules = "belote-maison"\n')
    answers = ["w", "s", "h", "A♦ 7♦ Q♦ 8♦ 10♦ 9♦ K♥ 8♥ A♣ 9♣ 9♠ 10♣ Q♣ J♣ 7♥ 8♣",
               "Q♠ 10♥ 8♠ K♠ A♥ Q♥ 7♣ 9♥ A♠ J♥ 7♠ 10♠ K♦ K♣ J♠ J♦",
               "?", "belote ew", "belote ns", "y"]
    result = run("tricks", path, input="\n".join(answers) + "\n")
    assert result.exit_code == 0, result.output
    assert "  The belote said and the announcements (the tricks say the rest)" in result.stdout
    assert "EW said belote, but neither e nor w held" in result.stdout
    assert "Belote said, announcements, a note? belote ns, ns tierce, note" in result.stdout
    assert 'belote = "ns"' in path.read_text()


def test_read9_fr1_the_summary_before_saving_says_the_revoke(match_file):
    from scorecli.game.deal import Deal, Penalty
    from scorecli.render import deal_words

    deal = Deal(taker="e", mode="hearts", points={"ns": None, "ew": 82}, last="ns",
                penalty=Penalty(kind="revoke", team="ns"))
    assert deal_words(deal, None).endswith(", revoke by NS")


@pytest.mark.parametrize("lang, said", [
    ("ru", "например: последняя мы, белот они или терц от короля они."),
    ("fr", "par exemple der nous, belote eux ou tierce au roi eux."),
])
def test_read9_ru1_the_extras_help_names_this_tables_teams(match_file, on_terminal, lang, said):
    names = ("Синие", "Красные") if lang == "ru" else ("Synes", "Rouges")
    path = match_file(HEAD.format("belote-maison") + NAMED.format(*names))
    out = plain(run("deal", path, input="e\nh\n82\n?\n\nn\n",
                    env={"SCORECLI_LANG": lang, "COLUMNS": "300"}).stdout)
    assert said in out, out


def test_read9_export_without_a_format_asks_for_one(match_file):
    path = match_file(HEAD.format("belote-maison"))
    out = run("export", path, env={"SCORECLI_LANG": "ru"}).output
    assert "укажите формат: --csv или --json" in out, out


def test_read10_ru1_a_team_left_unsaid_is_asked_with_this_tables_word(match_file):
    path = match_file(HEAD.format("belote-maison") + NAMED.format("Синие", "Красные"))
    out = plain(run("deal", path, "ю", "черви", "82", "последняя",
                    env={"SCORECLI_LANG": "ru"}).output)
    assert "Например: «последняя мы»" in out, out


def test_read10_fr_the_ratings_legend_says_the_minimum(tmp_path):
    season = tmp_path / "season"
    season.mkdir()
    (season / "m1.toml").write_text(
        'format = 1\nrules = "belote-maison"\nstarted = 2026-11-01T20:00:00\n[players]\n'
        'n = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n[options]\ntarget = 100\n'
        '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncapot = "ns"\n', encoding="utf-8")
    out = plain(run("ratings", season, "--min-matches", "3",
                    env={"SCORECLI_LANG": "fr"}).output)
    assert "* provisoire : moins de 3 parties classées (--min-matches)" in out, out
