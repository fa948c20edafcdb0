"""English, French and Russian: the language chosen, every message translated, the
compiled catalogs true to their sources, and the game's words as players say them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import EXAMPLES, ROOT, run
from scorecli import i18n

LOCALE = ROOT / "scorecli" / "locale"


@pytest.fixture(autouse=True)
def english_again():
    yield
    i18n.choose("en")  # a test that chose a language leaves English behind


# ---- which language

@pytest.mark.parametrize("environ, language", [
    ({}, "en"),
    ({"SCORECLI_LANG": "ru"}, "ru"),
    ({"SCORECLI_LANG": "klingon", "LANG": "fr_FR.UTF-8"}, "fr"),  # an unknown one ignored
    ({"LANGUAGE": "de:fr:ru"}, "fr"),
    ({"LC_ALL": "ru_RU.UTF-8", "LANG": "fr_FR.UTF-8"}, "ru"),
    ({"LC_MESSAGES": "fr_CA.UTF-8"}, "fr"),
    ({"LANG": "C"}, "en"), ({"LANG": "POSIX"}, "en"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_ALL": "", "LANG": "ru_RU"}, "ru"),
])
def test_language_from_the_environment(environ, language):
    assert i18n.from_environment(environ) == language


def test_an_unknown_lang_is_a_usage_mistake():
    result = run("--lang", "de", "rules")
    assert result.exit_code == 2 and "choose 'en', 'fr' or 'ru', not 'de'" in result.stderr


# ---- the catalogs

def _catalog(language: str):
    from babel.messages.pofile import read_po

    with (LOCALE / language / "LC_MESSAGES" / "scorecli.po").open("rb") as f:
        return read_po(f, locale=language)


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_every_translation_keeps_its_places_and_is_whole(language):
    """A translation names only the msgid's places, and each plural form is a sentence: a
    plural entry given one string once became its letters, « À » and « » (a read of
    issue 36)."""
    import string

    def places(text):
        return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}

    wrong = []
    for message in _catalog(language):
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
        forms = message.string if isinstance(message.string, (tuple, list)) else \
            (message.string,)
        allowed = set().union(*(places(i) for i in ids))
        for form in forms:
            broken = len(ids) > 1 and len(form) < min(4, len(ids[0]))  # a plural's letters
            if form and (not places(form) <= allowed or broken):
                wrong.append((ids[0][:50], form[:50]))
    assert wrong == []


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_every_message_has_a_translation(language):
    sys.path.insert(0, str(ROOT / "tools"))
    from messages import template

    catalog = _catalog(language)
    missing = [m.id for m in template() if m.id and (m.id, m.context) not in
               {(c.id, c.context) for c in catalog if c.id}]
    assert missing == [], f"not in the {language} catalog (run tools/messages.py update)"
    untranslated = [c.id for c in catalog if c.id and (c.fuzzy or not all(
        c.string if isinstance(c.string, tuple) else (c.string,)))]
    assert untranslated == []


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_the_compiled_catalog_holds_what_its_source_says(language):
    """The .mo is read back and compared with the .po, message by message (file times
    cannot say whether it is up to date in a fresh clone)."""
    import gettext

    mo = LOCALE / language / "LC_MESSAGES" / "scorecli.mo"
    with mo.open("rb") as f:
        compiled = gettext.GNUTranslations(f)
    for message in _catalog(language):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for n, expected in ((1, message.string[0]), (2, message.string[1]),
                                (5, message.string[-1])):
                got = (compiled.npgettext(message.context, *message.id, n) if message.context
                       else compiled.ngettext(*message.id, n))
                if language == "fr" and n == 5:
                    expected = message.string[1]
                assert got == expected, message.id
        else:
            got = (compiled.pgettext(message.context, message.id) if message.context
                   else compiled.gettext(message.id))
            assert got == message.string, message.id


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_placeholders_survive_translation(language):
    import re

    # A place by its name: a translation may drop `!r` where it quotes in its own way
    # (« {word} », «{word}»), but never names a place the message does not fill.
    fields = re.compile(r"\{(\w*)[^{}]*\}")
    for message in _catalog(language):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(fields.findall(ids[-1])) | set(fields.findall(ids[0]))
        for string in strings:
            assert set(fields.findall(string)) <= wanted, (message.id, string)


# ---- what a player sees

GLOSSARY = {
    "fr": ["réussi", "dedans", "litige", "en attente", "preneur", "cœur", "trèfle", "total"],
    "ru": ["выполнен", "внутри", "спор", "отложено", "играет", "черви", "трефы", "итого"],
}


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_show_explain_and_a_refusal_in_each_language(language, match_file):
    path = EXAMPLES / "belote-maison.toml"
    shown = run("--lang", language, "show", path).stdout
    explained = run("--lang", language, "explain", path, "2").stdout
    bad = match_file('format = 1\nrules = "belote-maison"\n')
    refused = run("--lang", language, "deal", bad, "s", "hearts", "153", "last", "ns")
    said = shown + explained + refused.stderr
    for word in GLOSSARY[language]:
        assert word in said, word
    assert refused.exit_code == 1 and "153" in refused.stderr
    assert "Rules:" not in shown and "made" not in shown.replace("Nous", "")


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_machines_read_the_same_in_every_language(language):
    path = EXAMPLES / "coinche-maison.toml"
    for args in (["show", path, "--json"], ["export", path, "--csv"],
                 ["export", path, "--json"]):
        assert run("--lang", language, *args).stdout == run(*args).stdout


def test_russian_plurals():
    i18n.choose("ru")
    said = [i18n.ngettext("{n} deal", "{n} deals", n).format(n=n) for n in (1, 2, 5, 21)]
    assert said == ["1 раздача", "2 раздачи", "5 раздач", "21 раздача"]


def test_clicks_own_messages_are_translated():
    result = run("--lang", "fr", "show", "--bogus")
    assert result.exit_code == 2 and "Usage:" not in result.stderr
    help_text = run("--lang", "ru", "show", "--help").stdout
    assert "Show this message and exit." not in help_text


@pytest.mark.parametrize("first", ["fr", "ru"])
def test_help_after_a_run_in_another_language_is_in_its_own(first):
    # Click makes each command's --help option once, in the language chosen at the time.
    for command in (["concours"], ["concours", "draw"], ["show"], []):
        run("--lang", first, *command, "--help")
        english = run(*command, "--help").stdout
        assert "Show this message and exit." in english, command
        again = run("--lang", first, *command, "--help").stdout
        assert "Show this message and exit." not in again, command


def test_the_environment_chooses_too(tmp_path):
    out = subprocess.run([sys.executable, "-m", "scorecli", "show",
                          str(EXAMPLES / "belote-maison.toml")], capture_output=True,
                         text=True, env={"PATH": "/usr/bin:/bin", "SCORECLI_LANG": "ru",
                                         "HOME": str(tmp_path)}).stdout
    assert "итого" in out


def test_no_function_hides_the_translation_function():
    """`for key, _ in ...` in a function that also says `_("...")` makes `_` local to it,
    and the message an UnboundLocalError: it happened once (`scorecli set`)."""
    import ast

    hidden = []
    for path in sorted((ROOT / "scorecli").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            targets = []
            if isinstance(node, (ast.For, ast.AsyncFor)):
                targets = [node.target]
            elif isinstance(node, ast.Assign):
                targets = node.targets
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name) and name.id == "_":
                        hidden.append(f"{path.name}:{node.lineno}")
    assert hidden == []


def test_back_at_the_first_question(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n')
    out = run("deal", path, "-i", input="back\n").stdout
    assert "This is the first question." in out


def test_french_is_set_with_french_spaces():
    """A no-break space before `:` and inside `« »`, a narrow one before `; ! ?`, in every
    French message (tools/typography.py sets them)."""
    import re

    wrong = []
    for message in _catalog("fr"):
        if not message.id:
            continue  # the catalog's header
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            if text and re.search(r" [:;!?]|« | »|\w:(?!//)\s|[^\u202f\s][;?](\s|$)", text):
                wrong.append(text)
    assert wrong == []


def test_french_output_keeps_its_spaces_where_code_joins_text(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n[[deals]]\ntaker = "x"\n'
                      'trump = "h"\n')
    said = run("--lang", "fr", "check", path).stderr
    assert "\u00a0: deals[1].taker\u00a0: " not in said  # one problem per line, below
    assert f"{path}\u00a0: " in said and "deals[1].taker\u00a0: " in said
    assert not any(line.rstrip().endswith(" :") for line in said.splitlines())


def test_lang_also_after_the_command(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n')
    assert run("show", path, "--lang", "fr").stdout.startswith("Règles\u00a0: belote-maison")
    refused = run("show", path, "--last", "0", "--lang", "ru")
    assert refused.exit_code == 2 and "параметр «--last»: " in refused.stderr
    helped = run("show", "--help", "--lang", "fr").stdout
    assert helped.startswith("Utilisation\u00a0: ") and "Options\u00a0:" in helped


def test_a_team_without_a_name_is_its_code_in_the_language(match_file):
    path = match_file('format = 1\nrules = "belote-maison"\n[[deals]]\ntaker = "w"\n'
                      'trump = "hearts"\npoints = { ns = 62 }\nlast = "ew"\n')
    french = run("--lang", "fr", "show", path).stdout
    russian = run("--lang", "ru", "show", path).stdout
    assert "total EO" in french and " o " in french and "EW" not in french
    assert "ВЗ, всего" in russian and " З " in russian and "EW" not in russian
    assert '"ew"' in run("--lang", "ru", "show", path, "--json").stdout  # JSON stays English
