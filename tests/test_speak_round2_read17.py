"""Issue 36, read 17: what the French and Russian reads of that snapshot found."""

from __future__ import annotations

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"
FR, RU = {"SCORECLI_LANG": "fr"}, {"SCORECLI_LANG": "ru"}
TABLE = HEAD.format("coinche-maison") + (
    '[teams]\nns = "Les Filles"\new = "Les Garçons"\n'
    '[players]\nn = "Marie"\ns = "Sophie"\ne = "Paul"\nw = "Jean"\n')


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


def refused(path, words: str, env=FR) -> str:
    before = path.read_bytes()
    result = run("deal", path, *words.split(), env=env)
    assert result.exit_code == 1, result.output
    assert path.read_bytes() == before
    return plain(result.stderr)


@pytest.mark.parametrize("words, env, said", [
    # a number in words was taken for a carré (« quatre »)
    ("sud 100 cœur quatre-vingt-dix-huit der nous", FR, "en chiffres : 98"),
    # a bid in words is the bid (read 35), refused for what it bids
    ("ю девяносто черви 92 последняя мы", RU, "заявки 90 в правилах bazar-blot нет"),
    ("ю 9 пики девяносто два последняя мы", RU, "«девяносто два»: напишите число цифрами — 92"),
    ("ю 9 пики сто шестьдесят два последняя мы", RU, "цифрами — 162"),
    # a decimal was « l'enchère a déjà été dite »
    ("sud 100 cœur 98,5 der nous", FR,
     "« 98,5 » : les points de cartes sont un nombre entier"),
    # a first name at the taker's place is a name, not « vouliez-vous dire pique ? »
    ("pierre 100 cœur 98 der nous", FR,
     "« pierre » : personne de ce nom à cette table (Marie, Sophie, Paul, Jean)"),
    # no taker: whose points, said in words, not « (ns ou eo) »
    ("100 cœur 98 der nous", FR, "« 98 » : à qui sont ces points ?"),
    # a capot bid: its result is missing, not « the points (as 82, or capot) »
    ("jean capot trèfle", FR, "il manque le résultat : capot s'il est fait, sinon les points"),
    ("sophie 100 cœur capot nous der eux", FR,
     "capot pour l'équipe Les Filles, donc pas de dix de der pour l'équipe Les Garçons"),
])
def test_a_refusal_names_what_was_really_wrong(match_file, words, env, said):
    path = match_file(TABLE if env is FR else HEAD.format("bazar-blot"))
    assert said in refused(path, words, env)


def test_a_rebelote_alone_ends_the_belote_said(match_file):
    path = match_file(TABLE)
    out = run("deal", path, *"sophie 100 cœur 98 der nous belote nous rebelote".split(),
              env=FR)
    assert out.exit_code == 0 and "(Les Filles 98, Les Garçons 54 ; belote pour Les Filles)" in \
        plain(out.stdout), out.output


@pytest.mark.parametrize("bid, said", [  # read 36: taken, as the words take it
    (("--bid", "cent cœur"), "Sophie (s) 100 cœur"),
    (("--contract", "cent", "--trump", "cœur"), "Sophie (s) 100 cœur"),
])
def test_a_bid_in_words_by_flag_is_the_bid(match_file, bid, said):
    path = match_file(TABLE)
    result = run("deal", path, "--taker", "s", *bid, "--points", "ns=98", "--last", "ns",
                 env=FR)
    assert said in plain(result.stdout), result.output


def test_the_coinche_in_an_explanation_is_contre_as_the_deal_line_says(match_file):
    path = match_file(TABLE)
    run("deal", path, *"sud 100 cœur contré 98 der nous".split(), env=FR)
    assert "× 2 (contré) = 520" in plain(run("explain", path, "1", env=FR).stdout)


def test_the_numbers_said_in_words():
    from scorecli.words.numbers import is_compound_number, said_number

    assert [said_number(w) for w in ("quatre-vingt-dix-huit", "soixante-dix", "cent-dix",
                                     "deux-cents", "vingt-et-un", "quatre-vingts",
                                     "девяносто", "сто", "pique")] == [
        98, 70, 110, 200, 21, 80, 90, 100, None]
    assert is_compound_number("quatre-vingt-deux") and not is_compound_number("quatre")
    assert [said_number(w) for w in ("mille", "deux-mille", "deux-mille-cent")] == [
        1000, 2000, 2100]


@pytest.fixture
def fete(tmp_path):
    folder = tmp_path / "fete"
    assert run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12",
               "--seed", "11", "--rounds", "2").exit_code == 0
    for n, name in enumerate(("Les Bleus", "Les Verts", "Les Rouges", "Les Jaunes"), 1):
        run("concours", "team", folder, name, "--player", f"Anne N{n}", "--player",
            f"Paul N{n}")
    return folder


def test_a_concours_says_a_team_by_the_word_equipe(fete):
    run("concours", "present", fete, "2", env=FR)
    lifted = plain(run("concours", "absent", fete, "3", env=FR).output)
    back = plain(run("concours", "present", fete, "3", env=FR).output)
    assert "n'est plus marquée absente" not in back, (lifted, back)
    assert "se sont déjà rencontrées" not in plain(run("concours", "show", fete, env=FR).output)
    one = run("concours", "prize", fete, "9", "--clear", env=FR)
    assert "rang 9 : aucun lot à effacer" in plain(one.stderr), one.stderr
    two = run("concours", "prize", fete, "2-3", "--clear", env=FR)
    assert "rangs 2–3 : aucun lot à effacer" in plain(two.stderr) or \
        "rangs 2-3 : aucun lot à effacer" in plain(two.stderr), two.stderr


def test_the_other_team_s_very_name_is_refused_as_the_same(match_file):
    path = match_file(TABLE)
    said = plain(run("set", path, "--ns", "Les Garçons", env=FR).stderr)
    assert said == "Erreur : les deux équipes s'appelleraient « Les Garçons » : donnez à " \
                   "chacune son propre nom", said


def test_a_default_set_says_its_words_once_in_parentheses(match_file):
    path = match_file(TABLE)
    said = plain(run("set", path, "--option", "arrondi=à la dizaine", env=FR).stdout)
    assert "option arrondi : aucun (par défaut) → à la dizaine." \
        in said, said


def test_a_made_generale_bid_is_said_once(match_file):
    path = match_file(TABLE)
    run("deal", path, *"sophie générale cœur générale sophie".split(), env=FR)
    said = plain(run("undo", path, env=FR).stdout)
    assert said.startswith("Donne 1 supprimée : Sophie (s) générale cœur. Totaux"), said


BAZAR = HEAD.format("bazar-blot") + '[teams]\nns = "Арам и Ани"\new = "Давит и Лусине"\n'


@pytest.mark.parametrize("words, said", [
    ("ю 9 черви 92", "Ошибка: не сказано, кто взял последнюю взятку (последняя мы или "
                     "последняя они)"),
    ("ю 9 92 последняя мы", "Ошибка: не сказано, какой козырь (например, черви или 8 черви)"),
    ("ю 9 черви 92.5 последняя мы", "«92.5»: очки за карты — целое число"),
])
def test_a_missing_part_is_said_as_a_referee_says_it(match_file, words, said):
    assert said in refused(match_file(BAZAR), words, RU)


def test_a_coinche_said_twice_by_flags_names_it_in_russian(match_file):
    path = match_file(HEAD.format("coinche-701"))
    result = run("deal", path, "--taker", "ю", "--bid", "100 черви куанш", "--coinche",
                 "--points", "сю=90", "--last", "сю", env=RU)
    assert result.exit_code == 2
    assert "в --bid «100 черви куанш» куанш уже назван: уберите --coinche" in \
        plain(result.stderr), result.stderr


def test_the_russian_help_examples_type_russian_keys():
    assert "-o спор=нет" in run("compare", "--help", env=RU).stdout
    assert "--tiebreak разница,личная-встреча,жребий" in run("concours", "set", "--help",
                                                             env=RU).stdout
    assert "-o litige=non" in run("compare", "--help", env=FR).stdout


def test_a_named_taker_is_set_apart_from_the_bid_as_explain_does(match_file):
    path = match_file(BAZAR + '[players]\nn = "Вика"\n')
    out = run("deal", path, *"вика 9 черви куанш 92 последняя мы".split(), env=RU).stdout
    assert out.startswith("Раздача 1: Вика\u00a0(С)\u00a0— 9 в червах, куанш ("), out


def test_a_mistyped_concours_command_is_no_team():
    said = run("concours", "tiebreak", env=RU).stderr
    assert "нет такой подкоманды: «tiebreak»" in said, said


def test_words_beside_a_hand_score_are_quoted_as_typed(match_file):
    result = run("deal", match_file(BAZAR), *"ю 9 черви 92 последняя мы".split(),
                 "--score", "сю=5", "--score", "вз=3", env=RU)
    assert result.exit_code == 2
    assert "без слов раздачи (уберите «ю 9 черви 92 последняя мы»)" in plain(result.stderr)


@pytest.mark.parametrize("env, said", [
    (FR, "il n'y en a qu'une d'inscrite : inscrivez-en une autre avec `scorecli concours team`"),
    (RU, "зарегистрирована только одна: добавьте ещё одну с помощью `scorecli concours team`"),
])
def test_a_draw_of_one_team_asks_for_another_not_for_nobody_left_out(tmp_path, env, said):
    folder = tmp_path / "vide"
    run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12")
    run("concours", "team", folder, "Les Bleus", "--player", "A", "--player", "B")
    result = run("concours", "draw", folder, env=env)
    assert result.exit_code == 1 and said in plain(result.stderr), result.stderr
    assert "personne" not in result.stderr and "никого" not in result.stderr


@pytest.mark.parametrize("args, env, said", [
    (("explain", "{path}", "deux"), FR, "« deux » : écrivez-le en chiffres : 2"),
    (("explain", "{path}", "ноль"), RU, "«ноль»: напишите число цифрами — 0"),
    (("explain", "{path}", "dernière"), FR, "« dernière » n'est pas un nombre entier : écrivez-le"),
    (("deal", "{path}", "--taker", "s", "--bid", "100 cœur", "--points", "ns=восемьдесят",
      "--last", "ns"), RU, "«восемьдесят»: напишите число цифрами — 80"),
    (("deal", "{path}", "--taker", "s", "--contract", "100", "--points", "ns=90", "--last",
      "ns"), RU, "не сказано, какой козырь (--trump черви)"),
])
def test_a_number_or_a_part_by_flag_is_asked_in_words(match_file, args, env, said):
    path = match_file(TABLE)
    result = run(*(str(path) if a == "{path}" else a for a in args), env=env)
    assert result.exit_code != 0 and said in plain(result.stderr), result.stderr


def test_a_draw_that_differs_only_by_seats_is_not_said_wrong(tmp_path):
    """Read 18: a tie-break changed, and « La partie 2 a été tirée d'après le classement
    d'avant la correction d'un résultat : 1–2, 3–4 ; … 2–1, 4–3 »."""
    from scorecli.concours.draw import redrawn
    from scorecli.store.concoursfile import ConcoursFolder

    folder = tmp_path / "club"
    run("concours", "new", folder, "--rules", "belote-maison", "--deals", "12", "--seed", "3")
    for n in range(1, 5):
        run("concours", "team", folder, f"T{n}", "--player", f"A{n}", "--player", f"B{n}")
    run("concours", "draw", folder)
    for table in (1, 2):
        run("concours", "result", folder, "1", str(table), "1100", "844")
    run("concours", "draw", folder)
    owner = ConcoursFolder.read(folder)
    concours, results = owner.concours, owner.results()
    assert redrawn(concours, results) is None
    second = concours.draws[1]
    seats_swapped = second._replace(tables=tuple((ew, ns) for ns, ew in second.tables))
    assert redrawn(concours._replace(draws=(concours.draws[0], seats_swapped)), results) is None
    moved = second._replace(tables=((second.tables[0][0], second.tables[1][0]),
                                    (second.tables[0][1], second.tables[1][1])))
    assert redrawn(concours._replace(draws=(concours.draws[0], moved)), results) is not None


def test_points_beside_a_generale_name_the_generale_not_a_capot(match_file):
    result = run("deal", match_file(TABLE), "--taker", "s", "--trump", "cœur", "--contract",
                 "100", "--generale", "n", "--points", "ns=98", "--last", "ns", env=FR)
    said = plain(result.stderr)
    assert "Marie a fait la générale, tous les plis : l'équipe" in said, said
    assert "capot" not in said


def test_a_trump_or_coinche_at_the_points_question_is_refused_not_taken(match_file, monkeypatch):
    """Read 18: « 9 черви куанш » at the points question recorded 9 points and a куанш."""
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(BAZAR)
    out = plain(run("deal", path, input="з\n9 черви\n9 черви куанш\n90\n\nn\n",
                    env={**RU, "COLUMNS": "200"}).stdout)
    assert "«черви»: назовите очки за карты" in out, out
    assert "Понято так: играет З — 9 в червах (Давит и Лусине 90)" in out, out


@pytest.mark.parametrize("words, env", [("pas d'annonces", FR), ("без объявлений", RU)])
def test_an_edit_takes_the_announcements_back_in_words(match_file, words, env):
    path = match_file(TABLE)
    run("deal", path, *"est 100 cœur 98 der eux tierce eux".split(), env=FR)
    out = run("edit", path, "1", *words.split(), env=env)
    assert out.exit_code == 0 and "tierce" not in path.read_text().split("[[deals]]")[1], \
        out.output


def test_undo_keeps_a_team_s_name_whole_when_it_folds(match_file, monkeypatch):
    """« Итого: Les » at a line's end and « Filles 302 » below, at 60 columns."""
    import scorecli.cli.terminal

    monkeypatch.setattr(scorecli.cli.terminal, "on_terminal", lambda: True)
    path = match_file(TABLE)
    run("deal", path, *"sophie générale cœur générale sophie".split(), env=FR)
    out = run("undo", path, env={**RU, "COLUMNS": "60"}).stdout
    assert len(out.splitlines()) > 1 and not any(
        line.rstrip().endswith("Les") for line in out.splitlines()), out
