"""Issue 36, read 12: the options said in the players' words, and what else that read found."""

from __future__ import annotations

import tomllib

import pytest

from conftest import HEAD, run

NB, NN = "\u00a0", "\u202f"


def plain(text: str) -> str:
    return " ".join(text.replace(NB, " ").replace(NN, " ").split())


@pytest.mark.parametrize("lang, typed, written", [
    ("fr", ["objectif=2000", "sens=horaire", "arrondi=à la dizaine"],
     {"target": 2000, "direction": "clockwise", "rounding": "nearest-ten"}),
    ("ru", ["цель=500", "направление=против часовой", "спор=да"],
     {"target": 500, "direction": "counter-clockwise", "litige": True}),
    ("en", ["target=700", "direction=clockwise"], {"target": 700, "direction": "clockwise"}),
    # the words of another language than the one spoken
    ("en", ["objectif=800", "округление=до десятков"], {"target": 800, "rounding": "nearest-ten"}),
])
def test_an_option_and_its_value_are_typed_in_the_players_words(tmp_path, lang, typed, written):
    """« -o cible=2000 / -o objectif=2000 get no suggestion, only the list of 45 English keys »."""
    path = tmp_path / "m.toml"
    flags = [word for option in typed for word in ("-o", option)]
    result = run("new", str(path), "--rules", "belote-maison", *flags, env={"SCORECLI_LANG": lang})
    assert result.exit_code == 0, result.output
    options = tomllib.loads(path.read_text(encoding="utf-8"))["options"]
    assert options == written  # the file keeps its keys and its English values


@pytest.mark.parametrize("lang, said", [
    ("fr", "option objectif : 1000 (par défaut) → 2000"),
    ("ru", "«цель матча»: 1000 (по умолчанию) → 2000"),
    ("en", "option target: 1000 (the rule set's) → 2000"),
])
def test_set_names_the_option_in_words(match_file, lang, said):
    """« option target : 1000 (par défaut) → 2000 »."""
    path = match_file(HEAD.format("belote-maison"))
    result = run("set", path, "-o", "target=2000", env={"SCORECLI_LANG": lang})
    assert said in plain(result.output), result.output


@pytest.mark.parametrize("lang, option, refused", [
    ("fr", "litige=peut-être", "Erreur : litige : « peut-être » ne convient pas ; répondez oui "
                               "ou non"),
    ("ru", "litige=может быть", "Ошибка: спор: «может быть» не подходит; ответьте «да» "
                                "или «нет»"),
    ("fr", "direction=gauche", "Erreur : sens du jeu : « gauche » ne convient pas ; "
                               "écrivez « antihoraire » ou « horaire »"),
    ("fr", "objetcif=2000", "Erreur : « objetcif » n'est pas une option de belote-maison ; "
                            "vouliez-vous dire objectif (target) ?"),
    ("ru", "target=-5", "Ошибка: цель матча: «-5» не подходит; напишите целое число "
                        "не меньше 0"),
])
def test_a_refused_option_is_said_in_one_sentence(match_file, lang, option, refused):
    """« option litige = « peut-être » ne convient pas (valeur attendue : oui | non (true |
    false)) »: nested parentheses, the key's words in English."""
    path = match_file(HEAD.format("belote-maison"))
    result = run("set", path, "-o", option, env={"SCORECLI_LANG": lang})
    assert result.exit_code == 1 and plain(result.stderr).startswith(refused), result.stderr


def test_a_files_refused_value_is_said_after_its_key_alone(match_file):
    """The key is the place: « options.rounding : « up » ne convient pas », not the option's
    name a second time."""
    path = match_file(HEAD.format("belote-maison") + '[options]\nrounding = "up"\n')
    said = plain(run("check", path, env={"SCORECLI_LANG": "fr"}).stderr)
    assert ("options.rounding : « up » ne convient pas ; écrivez aucun (none), à la dizaine "
            "(nearest-ten) ou en dizaines, demie en dessous (tens-half-down)") in said, said


@pytest.mark.parametrize("lang, shown, hidden", [
    ("fr", ["objectif (target)", "aucun (none)", "sens du jeu (direction)",
            "antihoraire (counter-clockwise)"], []),
    ("ru", ["цель матча (target)", "против часовой стрелки (counter-clockwise)"], []),
    ("en", ["target", "counter-clockwise"], ["(target)", "(none)"]),
])
def test_rules_names_each_option_and_value_in_words(lang, shown, hidden):
    listing = plain(run("rules", "belote-maison", env={"SCORECLI_LANG": lang,
                                                      "COLUMNS": "60"}).stdout)
    assert all(s in listing for s in shown) and not any(h in listing for h in hidden), listing


@pytest.mark.parametrize("lang", ["fr", "ru", "en"])
def test_bazar_blots_contract_scoring_explains_only_what_it_plays(lang):
    """Its values were points-and-contract | points-only, its meaning told of contract-only."""
    listing = run("rules", "bazar-blot", env={"SCORECLI_LANG": lang, "COLUMNS": "60"}).stdout
    part = listing[listing.index("(contract_scoring)" if lang != "en" else "contract_scoring"):]
    part = part[:part.index("\n", part.index("points-only") + 40)]
    assert "points-only" in part and "contract-only" not in part, part


def test_russian_explain_says_the_taking_team_plays():
    """« взявший 102 + 90 = 192 », « Взявший записывает »: the column says « играет »."""
    from babel.messages.pofile import read_po

    from scorecli.i18n import LOCALE_DIR

    with (LOCALE_DIR / "ru" / "LC_MESSAGES" / "scorecli.po").open("rb") as f:
        catalog = read_po(f, locale="ru")
    strings = [s for m in catalog if m.id
               for s in (m.string if isinstance(m.string, tuple) else (m.string,))]
    assert [s for s in strings if "взявший" in s.lower()
            or "взявшего" in s and "все взятки" not in s] == []
    assert [s for s in strings if "кто взял" in s.lower() and "последнюю" not in s] == []


@pytest.mark.parametrize("rules, lang, words, refused", [
    # belote has no bids: `100 cœur` is a coinche player's reflex, not 100 card points
    ("belote-maison", "fr", "s 100 cœur 82 der nous",
     "Erreur : « 100 » : pas d'enchère à ce jeu ; dites l'atout seul, puis les points de "
     "cartes : s cœur 82 der nous"),
    ("belote-maison", "ru", "ю 100 черви 82 последняя мы",
     "Ошибка: «100»: в белоте число не называют; назовите только козырь, потом очки за карты: "
     "«ю черви 82 последняя мы»"),
    # a number after the card points that no announcement is worth: a team's points again
    ("coinche-maison", "fr", "sud 100 cœur 98 der nous 30 nous",
     "Erreur : « 30 » : les points de l'équipe NS sont déjà donnés ; pour l'autre équipe, "
     "dites eux 30"),
    # one sentence, not « 85 : pas une enchère »
    ("coinche-maison", "fr", "sud 85 cœur 98 der nous",
     "Erreur : 85 n'est pas une enchère permise en coinche-maison"),
])
def test_a_deal_in_words_is_refused_for_what_is_wrong(match_file, rules, lang, words, refused):
    """« NS 100 + EO 82 = 182 » for a bid said in belote; « « nous » seul ne suffit pas »
    for `100 nous`."""
    path = match_file(HEAD.format(rules))
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang})
    said = plain(result.stderr).replace("’", "'")
    assert result.exit_code == 1 and said.startswith(refused), said


def test_a_mistyped_rule_set_gets_the_close_one():
    result = run("new", "x.toml", "--rules", "belotte", env={"SCORECLI_LANG": "fr"})
    assert plain(result.stderr).startswith("Erreur : jeu de règles « belotte » inconnu ; "
                                           "vouliez-vous dire belote-maison ?"), result.stderr


def test_a_substitute_from_an_earlier_deal_takes_the_deals_from_it_on(match_file):
    """Zoé at deals 1-3, Lina from 4; `--player s=Mia --from-deal 2` said only « joueur s
    Lina → Mia », and Mia sat at deal 4 alone."""
    path = match_file(HEAD.format("belote-maison") + '[players]\ns = "Zoé"\n')
    for _ in range(3):
        run("deal", path, "s", "h", "82", "last", "ns")
    run("set", path, "--player", "s=Lina", "--from-deal", "4")
    run("deal", path, "s", "h", "82", "last", "ns")
    said = run("set", path, "--player", "s=Mia", "--from-deal", "2",
               env={"SCORECLI_LANG": "fr"}).stdout
    assert plain(said).endswith("joueur sud : Lina → Mia. Le changement vaut à partir de la "
                                "donne 2 ; Zoé (s) reste à la donne 1."), said
    board = plain(run("show", path, env={"SCORECLI_LANG": "fr"}).stdout)
    assert "NS (Mia ; Zoé à la donne 1) contre EO" in board, board


def test_a_bid_in_letters_stands_apart_on_the_phone(match_file):
    """« 90БК » beside « 80♥ », the seat after it in Russian (« В 90 » read as « в 90 »)."""
    path = match_file(HEAD.format("coinche-maison"))
    run("deal", path, "e", "90", "nt", "100", "last", "ew")
    board = run("show", path, env={"SCORECLI_LANG": "ru", "COLUMNS": "60"}).stdout
    assert "90 БК · В" in board and "90БК" not in board, board


def test_russian_explain_ends_with_a_noun():
    """« Результат: выполнена. »: feminine with no noun to agree with (read 31: « Итог:
    заявка провалена. », the result a sentence)."""
    from scorecli import i18n

    i18n.choose("ru")
    try:
        said = i18n._("Result: {result}.").format(result=i18n.word("made", in_sentence=True))
    finally:
        i18n.choose("en")
    assert said == "Итог: заявка выполнена."


def test_a_streaks_holders_are_each_their_own(tmp_path):
    """« plus longue série de victoires 1 Anna, Chloé, Davit et Lusine » read as one team
    of four: each player holds it alone."""
    for name, (ns, ew) in {"a": (("Anna", "Chloé"), ("Boris", "Igor")),
                           "b": (("Davit", "Lusine"), ("Paul", "Marie"))}.items():
        path = tmp_path / f"{name}.toml"
        run("new", str(path), "--rules", "belote-maison", "-o", "target=100",
            *[f for seat, who in zip("nsew", ns + ew) for f in ("--player", f"{seat}={who}")])
        run("deal", str(path), "s", "h", "130", "last", "ns")
    said = plain(run("stats", str(tmp_path), "--records", env={"SCORECLI_LANG": "fr",
                                                              "COLUMNS": "200"}).stdout)
    assert "Anna ; Chloé ; Davit ; Lusine" in said, said


def test_the_concours_legend_says_its_abbreviations_alike_at_every_width():
    from scorecli import i18n

    i18n.choose("fr")
    try:
        wide = i18n._("P played, W won, D drawn, L lost, F points for, A points against, "
                      "diff F − A of the tables played (a bye's points aside), byes rounds "
                      "sat out")
        narrow = i18n._("W won, F points for, diff F − A of the tables played")
        header = i18n._("byes")
    finally:
        i18n.choose("en")
    assert "écart\u00a0: PP − PC" in wide and "écart\u00a0: PP − PC" in narrow
    assert header == "exempt." and "exempt.\u00a0: exemptions" in wide


def test_a_short_word_and_its_number_stay_on_one_line(match_file):
    """« totaux NS 1102, EO\\n 200 » in explain at 60 columns."""
    from scorecli.render.layout import wrap_text

    lines = wrap_text("7. Score de la donne : NS 180, EO 62 ; totaux NS 360, EO 1404", 60)
    assert lines[-1].lstrip().startswith("EO 1404") and all(
        not line.rstrip().endswith((" EO", " NS")) for line in lines), lines


def test_the_help_says_no_guard_of_ten_digits():
    """« [de 0 à 1000000000] », « [de 0 à 9223372036854775807] »."""
    said = run("concours", "new", "--help", env={"SCORECLI_LANG": "fr", "COLUMNS": "80"}).stdout
    assert "1000000000" not in said and "9223372036854775807" not in said
    assert "[au moins 0]" in " ".join(said.split()), said


def test_the_help_keeps_a_hyphenated_name_whole():
    """« belote-\\n officielle » at 80 columns."""
    said = run("new", "--help", env={"SCORECLI_LANG": "fr", "COLUMNS": "80"}).stdout
    assert "belote-\n" not in said and "coinche-\n" not in said and "belote-officielle" in said


@pytest.mark.parametrize("rules, lang, words, saved", [
    # the tables name an announcement by its value after the card points
    ("coinche-maison", "fr", "sud 100 cœur 98 der nous 100 nous", "cent pour NS"),
    ("bazar-blot", "ru", "ю 9 черви 92 последнюю мы 50 мы", "кварта — СЮ"),
    ("bazar-blot", "ru", "ю 9 черви 92 последняя мы четыре валета мы", "каре валетов — СЮ"),
    ("coinche-maison", "ru", "ю 100 черви 98 последняя мы 20 они", "терц — ВЗ"),
])
def test_the_tables_words_for_announcements_are_understood(match_file, rules, lang, words,
                                                            saved):
    """« 50 мы », « четыре валета мы », « последнюю мы » refused; « 100 nous » taken for
    card points."""
    path = match_file(HEAD.format(rules))
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang})
    assert result.exit_code == 0 and saved in plain(result.stdout), result.output


@pytest.mark.parametrize("lang, said", [
    ("ru", "92 — это заявка (первое названное число всегда заявка); не сказано, кто играет"),
    ("fr", "92 est l'enchère (le premier nombre dit l'est toujours) ; il manque qui a pris"),
])
def test_a_number_said_first_is_told_as_the_bid(match_file, lang, said):
    """« не указано: … и очки за карты » after « 92 последняя мы »: the 92 was the bid."""
    path = match_file(HEAD.format("bazar-blot"))
    words = {"ru": "92 последняя мы", "fr": "92 der nous"}[lang]
    result = run("deal", path, *words.split(), env={"SCORECLI_LANG": lang})
    assert result.exit_code == 1 and said in plain(result.stderr).replace("’", "'"), result.stderr


def test_set_quotes_the_team_names_it_changes(match_file):
    """« команда СЮ Мы → Наши »: the names read as words of the sentence."""
    path = match_file(HEAD.format("belote-maison") + '[teams]\nns = "Мы"\new = "Они"\n')
    said = run("set", path, "--ns", "Наши", env={"SCORECLI_LANG": "ru"}).stdout
    assert "команда СЮ: «Мы» → «Наши»" in said, said


@pytest.mark.parametrize("lang, said, hidden", [
    ("fr", "antihoraire (vers la droite du donneur", "counter-clockwise (vers"),
    ("ru", "против часовой стрелки (направо от сдающего", "counter-clockwise (направо"),
    ("fr", "points et contrat (les points du preneur et le contrat)", "points et contrat du "),
])
def test_an_options_meaning_names_its_values_in_words(lang, said, hidden):
    """« none ; nearest-ten (…) » in the meaning, beside « aucun (none) » in the values."""
    listing = plain(run("rules", "coinche-maison", env={"SCORECLI_LANG": lang,
                                                       "COLUMNS": "60"}).stdout)
    assert said in listing and hidden not in listing, listing
