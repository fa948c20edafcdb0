"""Issue 36, the last reads: the refusals and screens that still spoke as the program."""

from __future__ import annotations

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"


def plain(text: str) -> str:
    return text.replace(NB, " ").replace(NN, " ")


def _season(tmp_path, deals: int, players: bool = True):
    """A season of one belote-maison match whose NS makes a capot in each of `deals`."""
    season = tmp_path / "season"
    season.mkdir()
    (season / "m1.toml").write_text(
        'format = 1\nrules = "belote-maison"\nstarted = 2026-11-01T20:00:00\n'
        + ('[players]\nn = "Anna"\ne = "Boris"\ns = "Chloé"\nw = "David"\n' if players
           else "")
        + '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncapot = "ns"\n' * deals, encoding="utf-8")
    return season


@pytest.mark.parametrize("lang, said, refused", [
    ("en", "north", "'north' is not a trump: for example h, ♠, cœur, sa"),
    ("fr", "nord", "« nord » n'est pas un atout"),
    ("ru", "север", "«север» — это не козырь"),
])
def test_k5_a_seat_at_the_trump_question_is_not_a_trump(match_file, lang, said, refused):
    path = match_file(HEAD.format("belote-maison"))
    out = run("deal", path, "-i", "--taker", "s", input=f"{said}\nh\n82\n\nn\n",
              env={"SCORECLI_LANG": lang}).stdout
    assert refused in plain(out)
    assert "'s, for example" not in out and "ce qui est à" not in out


@pytest.mark.parametrize("rules", ["belote-maison", "coinche-maison", "bazar-blot"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("players", [(), ("--player", "n=Anna", "--player", "s=Chloé")])
def test_nk3_the_examples_of_a_word_not_understood_are_taken_as_they_are(tmp_path, rules,
                                                                         lang, players):
    """The refusal's examples are deals of this rule set, with this table's names: each is
    recorded as it is when typed back."""
    import re

    path = tmp_path / "m.toml"
    run("new", path, "--rules", rules, *players)
    env = {"SCORECLI_LANG": lang}
    # after the trump: right after the taker (belote) or the bid, a word is refused as a trump
    refusal = plain(run("deal", path, "s", "♥", "zorro", env=env).output)
    examples = re.split(r",? (?:or|ou|или) ", refusal.split(": ")[-1].strip())
    assert len(examples) == 2, refusal
    if players:
        assert "Anna" in examples[1]
    else:
        assert "Chloé" not in refusal and "chlo" not in refusal
    for example in examples:
        said = run("deal", path, *example.rstrip(".").strip("«»").split(), env=env)
        assert said.exit_code == 0, (example, said.output)
        assert run("undo", path).exit_code == 0


@pytest.mark.parametrize("lang, asked, answer", [
    ("en", "Who dealt deal 1? Anna, Chloé, or n e s w: ?",
     "  The seat of the dealer, n, e, s or w, or a player's name (Anna, Chloé): it tells who "
     "leads the first trick."),
    ("fr", "Qui a donné la donne 1 ? Anna, Chloé ou n, e, s, o : ?",
     "  La place du donneur, n, e, s ou o, ou le nom d'un joueur (Anna, Chloé) : elle dit qui "
     "entame le premier pli."),
    ("ru", "Кто сдавал раздачу 1? Anna, Chloé или С, В, Ю, З: ?",
     "  Место сдающего — С, В, Ю или З — или имя игрока (Anna, Chloé): от него зависит, кто "
     "заходит в первую взятку."),
])
def test_nk4_nf6_the_dealer_question_answers_a_question_mark(match_file, monkeypatch, lang,
                                                             asked, answer):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("belote-maison") + '\n[players]\nn = "Anna"\ns = "Chloé"\n')
    out = run("tricks", path, input="?\nw\n",
              env={"SCORECLI_LANG": lang, "COLUMNS": "200"}).stdout
    lines = [plain(line) for line in out.splitlines()]
    assert lines[:2] == [asked, answer], lines[:3]


@pytest.mark.parametrize("lang, words, refused", [
    ("fr", ["sud", "100", "cœur", "90", "der", "nous", "quinte", "au", "sept", "nous"],
     "« quinte au sept » n'est pas une annonce : une quinte se nomme par sa plus haute carte, "
     "de la quinte à l'as à la quinte au valet"),
    ("fr", ["sud", "100", "cœur", "90", "der", "nous", "nous", "carré", "de", "huit"],
     "« carré de huit » n'est pas une annonce"),
    ("ru", ["юг", "100", "черви", "90", "дер", "мы", "квинта", "от", "семёрки", "мы"],
     "«квинта от семёрки» — не объявление: квинту называют по старшей карте — от туза до "
     "валета"),
    ("ru", ["юг", "100", "черви", "90", "дер", "мы", "мы", "каре", "семёрок"],
     "«каре семёрок» — не объявление"),
    ("en", ["s", "100h", "90", "last", "ns", "ns", "tierce", "to", "the", "eight"],
     "'tierce to the eight' is not an announcement: a tierce tops at the ace down to the nine"),
])
def test_nk7_k9_a_sequence_named_by_a_low_card_is_refused_as_said(match_file, lang, words,
                                                                  refused):
    path = match_file(HEAD.format("coinche-maison"))
    result = run("deal", path, *words, env={"SCORECLI_LANG": lang, "COLUMNS": "300"})
    assert result.exit_code == 1
    assert refused in plain(result.output), result.output


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("command", [["new"], ["compare"], ["deal"], ["edit"], ["tricks"],
                                     ["concours", "new"], ["show"], ["set"]])
def test_k2_a_help_example_is_folded_as_a_shell_reads_it(lang, command):
    """At 60 columns, an example broken across lines ends each broken line with ` \\`, its
    continuation indented further; joined back, it is one command again; a comment that
    did not fit went above it, whole."""
    from scorecli.textfold import display_width

    lines = run(*command, "--help", env={"SCORECLI_LANG": lang, "COLUMNS": "60"}
                ).stdout.splitlines()
    assert all(display_width(line) <= 60 for line in lines), lines
    for i, line in enumerate(lines):
        if line.startswith("    scorecli "):
            j = i
            while lines[j].endswith(" \\"):
                j += 1
                assert lines[j].startswith("        ") and lines[j][8] != " ", lines[j]
            assert "#" not in "".join(lines[i:j + 1]) or lines[j].count("#") == 1
        if line.lstrip().startswith("#"):
            assert lines[i + 1].lstrip().startswith("scorecli "), lines[i:i + 2]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_an_unnamed_match_offers_no_team_names(match_file, lang):
    path = match_file(HEAD.format("belote-maison"))
    out = run("deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=82",
              "--last", "xx", env={"SCORECLI_LANG": lang}).output
    assert "xx" in out and "NS, EW" not in out and "(NS, EO)" not in out


def test_nk12_k14_pairs_said_in_the_language_and_versus_with_its_legend(tmp_path):
    season = _season(tmp_path, 2)
    env = {"SCORECLI_LANG": "fr"}
    pairs = plain(run("stats", season, "--pairs", env=env).stdout)
    assert "Anna et Chloé" in pairs and "&" not in pairs
    assert '"Anna & Chloé"' in run("stats", season, "--pairs", "--json").stdout  # SPEC 10
    versus = plain(run("stats", season, "--vs", "anna", env=env).stdout)
    assert versus.rstrip().endswith("PC : points contre")
    assert "I : inachevées" in versus


def test_nk10_fr19_a_rule_set_and_a_yes_no_value_said_in_words(match_file):
    path = match_file(HEAD.format("belote-maison") + '[options]\ntarget = 2000\n\n'
                      '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 90 }\n'
                      'last = "ns"\n')
    env = {"SCORECLI_LANG": "fr", "COLUMNS": "60"}
    out = plain(run("compare", path, "--rules", "belote-maison", "--rules",
                    "belote-officielle", "-o", "litige=false", env=env).stdout)
    assert "A = belote-maison, en 2000 points" in out
    assert "B = belote-officielle, litige : non" in out and "target=" not in out
    said = plain(run("set", path, "--option", "litige=non", env={**env, "COLUMNS": "200"}
                     ).stdout)
    assert "option litige : oui (par défaut) → non." in said, said
    assert "true" not in said and "false" not in said


def test_nk11_a_negative_difference_has_the_minus_sign(tmp_path):
    season = _season(tmp_path, 2, players=False)
    out = run("standings", season, env={"SCORECLI_LANG": "fr"}).stdout
    assert "\u2212504" in out and "-504" not in out and "+504" in out


def test_ru8_a_melee_names_its_players_without_quotes_nor_a_gender(tmp_path):
    folder = tmp_path / "m"
    for args in (["new", folder, "--rules", "belote-maison", "--deals", "2", "--melee"],
                 *[["player", folder, name] for name in ("Аня", "Вика", "Гарик", "Олег")],
                 ["withdraw", folder, "2"]):
        assert run("concours", *args).exit_code == 0
    shown = run("concours", "show", folder, env={"SCORECLI_LANG": "ru"}).stdout
    assert "1 Аня" in shown and "«Аня»" not in shown
    assert "2 Вика (выб.)" in shown and "выбыла" not in shown  # no gender
    teams = run("concours", "show", folder, "--teams", env={"SCORECLI_LANG": "fr"}).stdout
    assert "retrait avant la partie 1" in teams and "retiré" not in teams


COINCHED = ('format = 1\nrules = "coinche-maison"\n\n[teams]\nns = "Les Filles"\n\n'
            '[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 100\ncoinche = "coinche"\n'
            'points = { ns = 98 }\nlast = "ns"\n')


@pytest.mark.parametrize("lang, default", [("fr", "[100 cœur contré]"),
                                           ("ru", "[100 черви куанш]"), ("en", "[100 h x2]")])
def test_fr30_an_edited_deals_defaults_are_in_the_questions_words(match_file, monkeypatch,
                                                                  lang, default):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(COINCHED)
    out = run("edit", path, "1", input="\n\n\n\nn\n",
              env={"SCORECLI_LANG": lang, "COLUMNS": "200"}).stdout
    assert default in out, out
    assert "x2]" not in out or lang == "en"
    board = run("show", path, env={"SCORECLI_LANG": lang, "COLUMNS": "40"}).stdout
    assert "×2" in board and " x2" not in board


def test_fr32_k12_no_belote_offered_without_a_trump_and_the_taker_typed(match_file,
                                                                        monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(COINCHED.split("[[deals]]")[0])
    out = plain(run("deal", path, input="s\n90 sa\n100\n\nn\n",
                    env={"SCORECLI_LANG": "fr", "COLUMNS": "200"}).stdout)
    assert "Autre chose ? der, tierce nous, note [der nous] :" in out, out  # « Les Filles »


@pytest.mark.parametrize("lang, said", [("en", "Error: {folder}: no such folder"),
                                        ("fr", "Erreur : {folder} : dossier introuvable"),
                                        ("ru", "Ошибка: {folder}: такой папки нет")])
def test_ru4_a_missing_folder_is_said_of_the_folder_in_the_language(tmp_path, lang, said):
    folder = tmp_path / "нет"
    result = run("new", folder / "x.toml", "--rules", "belote-maison",
                 env={"SCORECLI_LANG": lang, "COLUMNS": "300"})
    assert result.exit_code == 1
    assert plain(result.stderr).strip() == said.format(folder=folder)
    assert "lock" not in result.stderr and "No such file" not in result.stderr


def test_ru4_the_systems_reasons_in_the_language(tmp_path):
    import errno

    from scorecli.errors import os_reason
    from scorecli.i18n import choose

    choose("ru")
    assert str(os_reason(OSError(errno.ENOSPC, "No space left on device"))) == \
        "на диске нет места"
    choose("en")
    assert str(os_reason(OSError(errno.ENOSPC, "x"))) == "No space left on device"
    assert str(os_reason(OSError(errno.EIO, "Input/output error"))) == "Input/output error"


@pytest.mark.parametrize("lang, said", [
    ("en", 'deals[1].announcements: [{ team = "ns", kind = "carre-8" }] is not a table '
           '{ ns = [...], ew = [...] }'),
    ("ru", 'deals[1].announcements: «[{ team = "ns", kind = "carre-8" }]» — не таблица '
           '{ ns = [...], ew = [...] }')])
def test_ru3_fr37_a_value_of_the_file_said_as_the_file_writes_it(match_file, lang, said):
    path = match_file(HEAD.format("belote-maison") + '\n[[deals]]\ntaker = "s"\n'
                      'trump = "hearts"\npoints = { ns = 90 }\nlast = "ns"\n'
                      'announcements = [{ team = "ns", kind = "carre-8" }]\n')
    out = plain(run("check", path, env={"SCORECLI_LANG": lang, "COLUMNS": "300"}).output)
    assert said in out, out
    assert "'team'" not in out


def test_ru6_bazar_blots_rules_say_kouanche_as_seed_003():
    said = run("rules", "bazar-blot", env={"SCORECLI_LANG": "ru", "COLUMNS": "300"}).stdout
    assert "множитель куанша" in said and "множитель сюркуанша" in said
    assert "контр" not in said.lower() and "источника 002" not in said
    coinche = run("rules", "coinche-maison", env={"SCORECLI_LANG": "ru", "COLUMNS": "300"})
    assert "множитель куанша" in coinche.stdout


@pytest.mark.parametrize("lang, words, team, kind", [
    ("fr", ["cinquante", "eux"], "ew", "quarte"), ("fr", ["cent", "nous"], "ns", "quinte"),
    ("ru", ["полтинник", "они"], "ew", "quarte"), ("ru", ["сотня", "мы"], "ns", "quinte")])
def test_fr9_fifty_or_a_hundred_said_before_the_team(lang, words, team, kind):
    from scorecli.i18n import choose
    from scorecli.words.sentence import read_words

    choose(lang)
    said = read_words(["s", "120", "clubs", "100", "last", "ns", *words], None, True)
    assert [a.kind for a in said["announcements"][team]] == [kind]


def test_ru2_fr4_a_refusal_names_the_words_said_not_the_files(match_file):
    path = match_file(HEAD.format("belote-maison") + '[players]\ns = "Вика"\n')
    said = run("deal", path, "вика", "черви", "капот", "они", "дер", "мы",
               env={"SCORECLI_LANG": "ru", "COLUMNS": "300"}).stderr
    assert "последней взятки у команды СЮ быть не может" in said and "«ns»" not in said
    coinche = match_file(HEAD.format("coinche-maison"), "c.toml")
    again = run("deal", coinche, "sud", "100", "cœur", "pique", "98", "der", "nous",
                env={"SCORECLI_LANG": "fr", "COLUMNS": "300"}).stderr
    assert "on a déjà dit « cœur » pour l'atout" in plain(again)


def test_fr34_the_tricks_questions_call_the_player_by_name(match_file, monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("belote-maison") + 'dealer = "w"\n[players]\nn = "Anna"\n'
                      'e = "Boris"\ns = "Chloé"\nw = "David"\n')
    out = plain(run("tricks", path, "--taker", "s", "--trump", "hearts", input="A♦\n",
                    env={"SCORECLI_LANG": "fr", "COLUMNS": "200"}).stdout)
    assert "Pli 1, Chloé (s) entame :" in out and "Pli 1, à Boris (e) de jouer :" in out, out


def test_fr47_a_board_of_four_digit_totals_fits_sixty_columns(match_file):
    from scorecli.textfold import display_width

    deals = "".join(f'\n[[deals]]\ntaker = "{s}"\ntrump = "hearts"\ncontract = 160\n'
                    f'coinche = "surcoinche"\npoints = {{ {t} = 140 }}\nlast = "{t}"\n'
                    for s, t in (("s", "ns"), ("e", "ew"), ("n", "ns")))
    path = match_file(HEAD.format("coinche-maison") + "[options]\ntarget = 9000\n" + deals)
    for lang in ("fr", "ru"):
        out = run("show", path, env={"SCORECLI_LANG": lang, "COLUMNS": "60"}).stdout
        assert max(display_width(line) for line in out.splitlines()) <= 60, out


def test_a_seat_given_two_names_is_refused_not_decided_by_flag_order(tmp_path):
    path = tmp_path / "m.toml"
    said = run("new", path, "--rules", "belote-maison", "--player", "s=Аня", "--player",
               "ю=Вика", env={"SCORECLI_LANG": "ru"})
    assert said.exit_code == 1 and not path.exists()
    assert "место Ю указано дважды («Аня» и «Вика»)" in said.stderr
    assert run("new", path, "--rules", "belote-maison", "--player", "s=Anna").exit_code == 0
    again = run("set", path, "--player", "n=Bo", "--player", "n=Li")
    assert again.exit_code == 1 and "n is given twice ('Bo' and 'Li')" in again.stderr


def test_a_second_note_is_refused_not_kept_in_place_of_the_first(match_file):
    path = match_file(HEAD.format("belote-maison"))
    text = path.read_text()
    said = run("deal", path, "s", "hearts", "82", "last", "ns", "--note", "a", "--note", "b")
    assert said.exit_code == 2 and '--note "a b"' in said.stderr
    assert path.read_text() == text
    assert run("deal", path, "s", "hearts", "82", "last", "ns", "--note", "a").exit_code == 0


def test_a_phones_records_say_a_record_held_in_many_deals_once(tmp_path):
    season = _season(tmp_path, 3)
    out = run("stats", season, "--records", env={"COLUMNS": "40"}).stdout
    assert out.count("best deal") == 1 and "Chloé (×3)" in out, out


def test_read7_h_a_phones_record_held_by_many_is_one_row_listing_them(tmp_path):
    """« plus large victoire » came twice, « le plus de capots » four times."""
    season = _season(tmp_path, 2)
    (season / "m2.toml").write_text((season / "m1.toml").read_text(encoding="utf-8").replace(
        'n = "Anna"', 'n = "Inès"'), encoding="utf-8")
    out = run("stats", season, "--records", env={"COLUMNS": "40"}).stdout
    assert out.count("best deal") == 1 and out.count("most capots") == 1, out
    assert "Inès" in out and "(×2)" in out, out


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_misdeal_no_one_is_blamed_for_is_explained(match_file, lang):
    path = match_file(HEAD.format("belote-maison") + '\n[[deals]]\npenalty = { kind = "misdeal" }\n')
    result = run("explain", path, "1", env={"SCORECLI_LANG": lang})
    assert result.exit_code == 0, result.output
    assert len(result.stdout.splitlines()) == 5


def test_read5_fr_small_ones(match_file, tmp_path, monkeypatch):
    import scorecli.cli.terminal

    path = match_file(HEAD.format("coinche-maison") + 'dealer = "e"\n')
    env = {"SCORECLI_LANG": "fr", "COLUMNS": "200"}
    assert "rien n'a changé" in run("set", path, "--dealer", "e", env=env).stdout  # fr 2
    twice = run("deal", path, "sud", "100", "cœur", "contré", "contré", "98", "der", "nous",
                env=env)  # fr 30
    assert twice.exit_code == 1 and "dit deux fois" in twice.stderr
    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    asked = plain(run("deal", path, input="?\ns\n90 sa\n80\n?\n\nn\n", env=env).stdout)
    assert "par exemple s." in asked and "Chloé" not in asked  # fr 13
    assert "par exemple der eux, ou tierce au roi nous." in asked  # fr 15
    folder = tmp_path / "fete"
    for args in (["new", folder, "--rules", "belote-maison", "--deals", "2"],
                 ["prize", folder, "2-3", "une bouteille"]):
        assert run("concours", *args).exit_code == 0
    again = plain(run("concours", "prize", folder, "2-3", "une bouteille", env=env).stdout)
    assert "Rangs 2 et 3 : une bouteille (inchangé)" in again  # fr 3


def test_fr3_a_number_after_the_trump_is_points_not_the_bid(match_file):
    path = match_file(HEAD.format("coinche-maison") + '[players]\ns = "Chloé"\n')
    said = run("deal", path, "chloé", "cœur", "82", "der", "nous", "belote", "nous",
               env={"SCORECLI_LANG": "fr", "COLUMNS": "300"})
    assert said.exit_code == 1
    assert "il manque le contrat" in plain(said.stderr) and "points de cartes" not in said.stderr


@pytest.mark.parametrize("lang, said", [("fr", "en 90\u202f000 points"), ("en", "first to 90000")])
def test_fr49_five_digit_numbers_are_grouped_in_french_and_russian(match_file, lang, said):
    path = match_file(HEAD.format("coinche-maison") + "[options]\ntarget = 90000\n")
    out = run("show", path, env={"SCORECLI_LANG": lang, "COLUMNS": "200"}).stdout
    assert said in out.replace("\u00a0", " "), out


def test_ru_new2_an_answer_changed_after_back_drops_the_later_defaults(match_file,
                                                                      monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("coinche-maison"))
    out = run("deal", path, input="s\n90h\n90\nlast ew belote ns\nback\n\n\ncapot\n"
              "\ny\n", env={"COLUMNS": "200"}).stdout
    assert "Saved as deal 1." in out, out
    assert "last EW belote NS]" not in out.split("capot\n", 1)[1]


def test_read5_stats_legend_records_and_yes_no_options(tmp_path):
    season = _season(tmp_path, 1)
    env = {"SCORECLI_LANG": "fr", "COLUMNS": "60"}
    stats = plain(run("stats", season, env=env).stdout)
    assert "moy. : points par donne, en moyenne" in stats.replace("\n  ", " ")  # fr 25
    records = plain(run("stats", season, "--records", env={**env, "COLUMNS": "200"}).stdout)
    assert "Anna et Chloé" in records and "Anna, Chloé" not in records  # fr 23
    rules = plain(run("rules", "belote-maison", env=env).stdout)
    assert "si oui : les donnes tout atout sont permises" in rules  # fr 20
    assert "oui | non (true | false)" in rules


def test_fr16_a_melees_withdrawal_refusals_speak_of_the_player(tmp_path):
    folder = tmp_path / "m"
    for args in (["new", folder, "--rules", "belote-maison", "--deals", "2", "--melee"],
                 *[["player", folder, name] for name in ("Anna", "Inès", "Boris", "Chloé")],
                 ["withdraw", folder, "2"]):
        assert run("concours", *args).exit_code == 0
    said = plain(run("concours", "present", folder, "2", env={"SCORECLI_LANG": "fr"}).stderr)
    assert "2 Inès : retrait avant la partie 1" in said
    assert "équipe" not in said and "partie 0" not in said


def test_fr26_a_toml_syntax_error_says_its_usual_cause(match_file):
    path = match_file('format = 1\nrules = "belote-maison\n')
    said = plain(run("check", path, env={"SCORECLI_LANG": "fr", "COLUMNS": "300"}).stderr)
    assert "il manque le guillemet fermant" in said and "'\\n'" not in said


def test_read6_a_melee_speaks_of_players_without_a_gender(tmp_path):
    folder = tmp_path / "m"
    for args in (["new", folder, "--rules", "belote-maison", "--deals", "2", "--melee"],
                 *[["player", folder, name] for name in ("Anna", "Inès", "Boris", "Chloé")]):
        assert run("concours", *args).exit_code == 0
    env = {"SCORECLI_LANG": "fr", "COLUMNS": "300"}
    said = [plain(run("concours", *args, env=env).output) for args in (
        ["withdraw", folder, "2"], ["withdraw", folder, "2", "--undo"],
        ["edit", folder, "4", "--name", "Inès"])]
    assert said[0].startswith("2 Inès : retrait avant la partie 1")
    assert said[1].startswith("2 Inès : retour")
    assert "« Inès » est déjà le nom du numéro 2" in said[2]
    assert not any(word in " ".join(said) for word in ("équipe", " il ", "retirée", "Joueur"))


def test_read6_new8_the_points_questions_example_fits_the_trump(match_file, monkeypatch):
    import re

    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("coinche-maison"))
    first = run("deal", path, input="s\n90 sa\n\n", env={"COLUMNS": "200"}).stdout
    mine, theirs = re.search(r"trick\? (\d+), \1 (\d+),", first).groups()
    said = run("deal", path, input=f"s\n90 sa\n{mine} {theirs}\n\ny\n",
               env={"COLUMNS": "200"}).stdout
    assert "Saved as deal 1." in said, said


def test_read6_a_boards_header_counts_its_house_rules_in_words(match_file):
    path = match_file(HEAD.format("coinche-maison") + "[options]\nrevoke_penalty = \"deduct\"\n")
    board = plain(run("show", path, env={"SCORECLI_LANG": "fr", "COLUMNS": "200"}).stdout)
    # read 32: one house rule is said whole in the header, in words; two or more are counted
    assert board.startswith("Règles : coinche-maison, sanction de la renonce : points retirés")
    assert "deduct" not in board
    two = match_file(HEAD.format("coinche-maison") + '[options]\nrevoke_penalty = "deduct"\n'
                     'rounding = "none"\n', "two.toml")
    assert plain(run("show", two, env={"SCORECLI_LANG": "fr", "COLUMNS": "200"}).stdout
                 ).startswith("Règles : coinche-maison, 2 règles maison")
    said = plain(run("check", path, env={"SCORECLI_LANG": "fr"}).stdout)
    assert "sanction de la renonce (revoke_penalty) : points retirés (deduct)" in said  # check names it


def test_read7_the_points_help_at_sans_atout_and_one_exempt(match_file, monkeypatch):
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(HEAD.format("coinche-maison"))
    said = plain(run("deal", path, input="s\n90 sa\n?\n\n", env={"SCORECLI_LANG": "fr",
                                                                  "COLUMNS": "300"}).stdout)
    assert "par exemple 65, 65 55 ou eux 55." in said and "82 70" not in said.split("?\n", 2)[-1]
    from scorecli.i18n import _, choose

    choose("fr")
    single = _("Sits out: {team} (a bye: a round won, worth the round's mean points)")
    assert single.startswith("Exempt") and "chacun" not in single  # one team, no « chacun »
