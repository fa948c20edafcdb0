"""Issue 36, read 13: what the French and Russian reads of that snapshot still found."""

from __future__ import annotations

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"
NAMED = '[teams]\nns = "{}"\new = "{}"\n'


@pytest.fixture
def on_terminal(monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


@pytest.mark.parametrize("rules, lang, words, saved", [
    # the trump named as the trump
    ("coinche-maison", "fr", "sud 100 atout cœur 98 der nous", "100 cœur"),
    ("bazar-blot", "ru", "ю 9 козырь трефы 92 последняя мы", "9 в трефах"),
    # belote, then rebelote: one belote
    ("coinche-maison", "fr", "sud 100 cœur 98 der nous belote nous rebelote nous",
     "belote pour NS), contrat réussi"),
    # a card after a link: « carré de 9 »
    ("coinche-maison", "fr", "sud 100 cœur 102 der nous carré de 9 nous", "carré de neuf pour NS"),
    # two announcements by their values
    ("bazar-blot", "ru", "ю 9 черви 92 последняя мы 50 мы 20 они", "кварта — СЮ; терц"),
])
def test_the_tables_words_read13(match_file, rules, lang, words, saved):
    path = match_file(HEAD.format(rules))
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang})
    assert result.exit_code == 0 and saved in plain(result.stdout), result.output


def test_a_four_of_eights_is_refused_by_its_name(match_file):
    """« « carré » n'est pas une annonce » for « carré de 8 »."""
    path = match_file(HEAD.format("coinche-maison"))
    said = run("deal", path, *"sud 100 cœur 102 der nous carré de 8 nous".split(),
               env={"SCORECLI_LANG": "fr"}).stderr
    assert plain(said).startswith("Erreur : « carré de 8 » n'est pas une annonce"), said


def test_an_announcement_by_its_value_at_the_last_question(match_file, on_terminal):
    """Interactive bazar blot: « 50 мы » at « Что-нибудь ещё? » was refused about « мы »."""
    path = match_file(HEAD.format("bazar-blot"))
    out = run("deal", path, input="ю\n9 пики\n92\nпоследнюю мы 50 мы\ny\n",
              env={"SCORECLI_LANG": "ru", "COLUMNS": "200"}).stdout
    assert "кварта — СЮ" in plain(out) and "Сохранить эту раздачу?" in out, out


def test_a_team_is_typed_by_its_whole_name(match_file, on_terminal):
    """« capot Filles », « [der Filles] »: « Filles » read as « Les Filles » cut short."""
    path = match_file(HEAD.format("belote-maison") + NAMED.format("Les Filles", "Les Gars"))
    out = run("deal", path, input="s\nh\n82\n\nn\n", env={"SCORECLI_LANG": "fr",
                                                        "COLUMNS": "200"}).stdout
    assert "[der nous]" in plain(out) and "eux 70" in plain(out), out


def test_a_shared_rank_is_said_as_the_language_says_it():
    from scorecli import i18n
    from scorecli.render.labels import rank_said

    rows = [{"rank": 1}, {"rank": 2}, {"rank": 2}, {"rank": 2}]
    said = {}
    for lang in ("en", "fr", "ru"):
        i18n.choose(lang)
        said[lang] = rank_said(2, True, rows)
    i18n.choose("en")
    assert said == {"en": "2=", "fr": "2 ex.", "ru": "2–4"}


@pytest.mark.parametrize("flags, written", [
    (["-o", "cible=2000"], {"target": 2000}),
    (["--target", "1500"], {"target": 1500}),  # `new`'s flag, typed to `set`
])
def test_set_takes_the_tables_words_for_the_target(match_file, flags, written):
    import tomllib
    from pathlib import Path

    path = match_file(HEAD.format("belote-maison"))
    result = run("set", path, *flags, env={"SCORECLI_LANG": "fr"})
    assert result.exit_code == 0, result.output
    assert tomllib.loads(Path(path).read_text(encoding="utf-8"))["options"] == written


def test_clear_option_takes_the_options_words(match_file):
    path = match_file(HEAD.format("belote-maison") + "[options]\nall_trump = true\n")
    result = run("set", path, "--clear-option", "tout-atout", env={"SCORECLI_LANG": "fr"})
    assert result.exit_code == 0 and "all_trump" not in open(path, encoding="utf-8").read()


def test_french_names_a_quarte_and_a_quinte_as_the_federation_does(match_file):
    """« cent nous » echoed « quinte Nous »: the tables say tierce, cinquante, cent."""
    path = match_file(HEAD.format("coinche-maison"))
    said = run("deal", path, *"sud 100 cœur 98 der nous cinquante au roi nous".split(),
               env={"SCORECLI_LANG": "fr"}).stdout
    assert "cinquante au roi pour NS" in plain(said), said
    listing = plain(run("rules", "coinche-maison", env={"SCORECLI_LANG": "fr",
                                                       "COLUMNS": "60"}).stdout)
    assert "multiplicateur du contre" in listing and "la contre" not in listing


@pytest.mark.parametrize("lang, args, said", [
    ("fr", ["explain", "{path}", "7"], "Erreur : pas de donne 7 : {path} contient les donnes 1 et 2"),
    ("fr", ["edit", "{path}", "2", "85", "cœur"], "Erreur : 85 n'est pas une "
                                          "enchère permise"),
])
def test_two_deals_and_an_edit_refused_are_said_plainly(match_file, lang, args, said):
    """« contient les donnes 1 à 2 »; « s.toml : la donne 2 ne peut pas être modifiée
    ainsi : 85 : … »."""
    path = match_file(HEAD.format("coinche-maison"))
    for _ in range(2):
        run("deal", path, *"s 100 h 98 last ns".split())
    result = run(*[a.format(path=path) for a in args], env={"SCORECLI_LANG": lang})
    assert plain(result.stderr).replace("’", "'").startswith(said.format(path=path)), \
        result.stderr


def test_a_team_at_the_taker_question_is_no_taker(match_file, on_terminal):
    """« « Gars » seul ne suffit pas : dites ce qui va à Gars » at « Qui a pris ? »."""
    path = match_file(HEAD.format("belote-maison") + NAMED.format("Les Filles", "Les Gars"))
    out = run("deal", path, input="Gars\ns\nh\n82\n\nn\n",
              env={"SCORECLI_LANG": "fr", "COLUMNS": "200"}).stdout
    assert "« Gars » n'est pas une place" in plain(out) and "ce qui va à" not in out, out


def test_a_seat_with_no_name_is_set_apart_in_a_russian_sentence(match_file):
    """« Раздача 2: В пики… » reads « in spades »."""
    path = match_file(HEAD.format("belote-maison"))
    said = run("deal", path, *"в пики 70 последняя вз".split(), env={"SCORECLI_LANG": "ru"})
    assert "Раздача 1: играет В\u00a0— пики" in said.stdout, said.output


def test_a_name_and_its_number_stay_on_one_line(match_file):
    """« Totaux : Les Filles\\n 91 » at 60 columns."""
    path = match_file(HEAD.format("coinche-maison") + NAMED.format("Les Filles", "Les Gars"))
    said = run("deal", path, *"sud 100 cœur 91 der nous".split(),
               env={"SCORECLI_LANG": "fr", "COLUMNS": "60"}).stdout
    lines = said.splitlines()
    assert not any(line.rstrip().endswith(("Filles", "Gars")) for line in lines), lines


def test_a_prize_range_takes_the_dash_the_help_shows(tmp_path):
    folder = tmp_path / "fete"
    run("concours", "new", str(folder), "--rules", "belote-maison")
    result = run("concours", "prize", str(folder), "2–4", "Une bouteille")
    assert result.exit_code == 0, result.output


def test_russian_says_a_withdrawal_without_a_gender_and_a_bid_in_belote_plainly():
    from scorecli import i18n

    i18n.choose("ru")
    try:
        withdrawn = i18n.pgettext("player", "(withdrawn)")
        bid = i18n._("{word!r}: this game has no bids; say the trump alone, then the card "
                     "points: {deal}")
    finally:
        i18n.choose("en")
    assert withdrawn == "(выб.)" and bid.startswith("«{word}»: в белоте число не называют")


@pytest.mark.parametrize("words, saved", [
    ("zoé 100 cœur 82 nous der nous", "(NS 82, EO 70)"),  # the team after its number
    ("zoé 100 cœur 82 pour nous der eux", "(NS 82, EO 70)"),
])
def test_points_said_before_their_team(match_file, words, saved):
    """« 82 nous » refused with « dites ce qu'il y a pour nous »."""
    path = match_file(HEAD.format("coinche-maison") + '[players]\ns = "Zoé"\n')
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": "fr"})
    assert result.exit_code == 0 and saved in plain(result.stdout), result.output


def test_an_edit_takes_a_coinche_and_a_belote_back_in_words(match_file):
    """« edit … pas contré » : « « pas » : personne de ce nom »."""
    path = match_file(HEAD.format("coinche-maison"))
    run("deal", path, *"sud 100 cœur contré 82 der nous belote nous".split())
    result = run("edit", path, "1", "pas", "contré", "sans", "belote",
                 env={"SCORECLI_LANG": "fr"})
    assert result.exit_code == 0, result.output
    assert "Donne 1 modifiée : Sud 100 cœur (NS 82), dix de der pour NS." in plain(result.stdout)


@pytest.mark.parametrize("lang, word, said", [
    ("fr", "pik", "« pik » : vouliez-vous dire pique ?"),
    ("fr", "belotte", "« belotte » : vouliez-vous dire belote ?"),
])
def test_a_word_mistyped_gets_the_close_one(match_file, lang, word, said):
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, "sud", "100", word, env={"SCORECLI_LANG": lang})
    assert said in plain(result.stderr), result.stderr


def test_bazar_blots_option_words_are_typed_as_rules_shows_them(match_file):
    """`-o "множитель контры=3"`, as `rules bazar-blot` lists it, was refused."""
    path = match_file(HEAD.format("bazar-blot"))
    said = run("set", path, "-o", "множитель контры=3", env={"SCORECLI_LANG": "ru"})
    assert said.exit_code == 0 and "«множитель куанша»: 2" in said.stdout, \
        said.output


@pytest.mark.parametrize("lang, keys, said", [
    ("fr", "victoires,écart,tirage", "parties gagnées, écart, tirage au sort"),
    ("ru", "победы,разница,жребий", "выигранные туры, разница, жребий"),
])
def test_the_tiebreak_is_typed_and_said_in_the_language(tmp_path, lang, keys, said):
    folder = tmp_path / "fete"
    run("concours", "new", str(folder), "--rules", "belote-maison")
    result = run("concours", "set", str(folder), "--tiebreak", keys, env={"SCORECLI_LANG": lang})
    assert result.exit_code == 0 and said in plain(result.stdout), result.output


def test_a_prize_range_in_words_and_a_result_with_a_colon(tmp_path):
    folder = tmp_path / "fete"
    run("concours", "new", str(folder), "--rules", "belote-maison")
    prized = run("concours", "prize", str(folder), "с 5 по 6", "Колода",
                 env={"SCORECLI_LANG": "ru"})
    assert prized.exit_code == 0 and "Места 5 и 6: Колода" in prized.stdout, prized.output
    for name in ("A", "B", "C", "D"):
        run("concours", "team", str(folder), name)
    run("concours", "draw", str(folder))
    typed = run("concours", "result", str(folder), "1", "1", "1012:932")
    assert typed.exit_code == 0, typed.output


@pytest.mark.parametrize("lang, command, shown", [
    ("fr", ["standings", "--help"], ["--by [équipe|joueur]", "--rank [victoires|points]"]),
    ("ru", ["challenge", "--help"], ["--by [игрок|команда]", "[по умолчанию: игрок]"]),
    ("en", ["standings", "--help"], ["--by [team|player]"]),
])
def test_the_help_shows_the_choices_in_the_language(lang, command, shown):
    """`--by [player|team]`, `[par défaut : player]`: the words the choices take."""
    said = " ".join(run(*command, env={"SCORECLI_LANG": lang, "COLUMNS": "80"}).stdout.split())
    assert all(" ".join(s.split()) in said for s in shown), said


def test_a_rule_set_no_season_can_have_is_refused_by_name(tmp_path):
    """`standings play --rules куанш`: « no match file » when there are files."""
    run("new", str(tmp_path / "m.toml"), "--rules", "coinche-maison")
    said = run("standings", str(tmp_path), "--rules", "куанш", env={"SCORECLI_LANG": "ru"})
    assert said.exit_code == 1 and "набора правил «куанш» нет" in said.stderr, said.output


@pytest.mark.parametrize("lang, args, said", [
    ("ru", ["standings", ".", "--by", "пара"], "выберите «команда» или «игрок», а не «пара»"),
    ("fr", ["standings", ".", "--by", "foo"], "choisissez « équipe » ou « joueur », pas « foo »"),
])
def test_a_choice_refused_lists_the_words_the_help_shows(lang, args, said):
    result = run(*args, env={"SCORECLI_LANG": lang})
    assert said in plain(result.stderr), result.stderr


def test_a_capot_bid_stands_apart_from_its_sign(match_file):
    """« капот♣ » on the phone's board."""
    path = match_file(HEAD.format("coinche-maison"))
    run("deal", path, "s", "capot", "c", "capot", "ns")
    board = run("show", path, env={"SCORECLI_LANG": "ru", "COLUMNS": "60"}).stdout
    assert "капот ♣" in board and "капот♣" not in board, board


def test_a_tiebreak_typo_lists_the_words_it_takes(tmp_path):
    folder = tmp_path / "fete"
    run("concours", "new", str(folder), "--rules", "belote-maison")
    said = run("concours", "set", str(folder), "--tiebreak", "побед", env={"SCORECLI_LANG": "ru"})
    assert "очки, победы, разница, пропущенные" in said.stderr and "wins" not in said.stderr


def test_a_capot_bid_with_nothing_else_is_not_told_as_a_number(match_file):
    """« capot — это заявка (первое названное число…) »."""
    path = match_file(HEAD.format("bazar-blot"))
    said = run("deal", path, "ю", "капот", env={"SCORECLI_LANG": "ru"})
    assert said.exit_code == 1 and "первое названное число" not in said.stderr, said.stderr


def test_an_edit_takes_a_teams_points_said_before_the_team(match_file):
    """`edit … 82 eux` refused, though `deal` takes « 82 eux »."""
    path = match_file(HEAD.format("coinche-maison"))
    run("deal", path, *"sud 100 cœur 98 der nous".split())
    said = run("edit", path, "1", "82", "eux", env={"SCORECLI_LANG": "fr"})
    assert said.exit_code == 0 and "(EO 82)" in plain(said.stdout), said.output


def test_a_rule_set_family_typed_alone_gets_its_first_rule_set():
    said = run("new", "x.toml", "--rules", "coinche", env={"SCORECLI_LANG": "fr"})
    assert "vouliez-vous dire coinche-maison ?" in plain(said.stderr), said.stderr


def test_a_long_default_folds_after_its_commas(match_file, on_terminal):
    """« [der Les \\n Filles, … » at 60 columns: a name cut by the fold."""
    path = match_file(HEAD.format("coinche-maison") + NAMED.format("Les Filles", "Les Gars"))
    run("deal", path, *"sud 100 cœur 98 der nous cinquante à l'as nous cent eux".split())
    out = run("edit", path, "1", input="\n\n\n\nn\n", env={"SCORECLI_LANG": "fr",
                                                          "COLUMNS": "60"}).stdout
    lines = [line.rstrip() for line in out.splitlines()]
    assert not any(line.endswith(("[der Les", " Les")) for line in lines), lines
