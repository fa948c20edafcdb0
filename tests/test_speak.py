"""Speak as the players speak (issue 20): every refusal whole in French and Russian.

A battery of error cases runs in each language; the output must hold no English
sentence. What may stay as typed is taken out first: the user's own values in quotes,
flags, file paths, rule-set and option names (hyphenated or with underscores), command
names, and metavars in capitals."""

from __future__ import annotations

import re

import pytest

from conftest import D, HEAD, run

# English words that are never French or Russian words (`a`, `as`, `on`, `or` are French).
ENGLISH = frozenset("""
the is not of and use for example give must should with missing unknown expected cannot
already there has have was were which this that to be by it its an from than only any
every when into your you deal deals file rules invalid value required try help usage error
no such name names team teams player players say said what who took trump bid contract
card cards last trick announcement found holds needs write one two both more less number
integer range choose hearts spades clubs diamonds
""".split())

# Words that stay English in every language: command names, the file's words.
KEPT = frozenset("""
scorecli main new set check deal edit undo score show explain compare export rules
standings stats json csv toml utf auto always never
""".split())


def _leftover_words(text: str) -> list[str]:
    text = re.sub(r"'[^'\n]*'|\"[^\"\n]*\"|`[^`\n]*`|«[^»\n]*»", " ", text)  # values, code
    text = re.sub(r"\S*/\S*", " ", text)  # paths
    text = re.sub(r"(--[a-z-]+) [a-z_]+\b", r"\1", text)  # a flag's value as typed
    text = re.sub(r"\S+=\S*|\b\w+ = ", " ", text)  # KEY=VALUE as typed; `option target = `
    text = re.sub(r"\S*\[\d+\]\S*|\w+\.\w+", " ", text)  # a file's key paths: deals[1].points
    # Lists of the file's keys, values or options: `taker, trump, contract`, `a | b | c`.
    # (each maybe with its meaning in the language: `hearts (cœur)`)
    text = re.sub(r"(?:\b[a-z_-]+\b(?: \([^)]*\))?(?:, | \| )){2,}\b[a-z_-]+\b(?: \([^)]*\))?",
                  " ", text)
    text = re.sub(r"\([a-z][a-z0-9_-]*\)", " ", text)  # a key after its words: objectif (target)
    # tomllib's own reason for a syntax error stays English (it has no catalog).
    text = re.sub(r"TOML[^:\n]*:[^\n]*", " ", text)
    words = []
    for token in re.split(r"[\s,;:()\[\]{}.!?=≥<>+*/|]+", text):
        if not token or any(c in token for c in "-_/\\.0123456789@~") or token.isupper():
            continue
        words.append(token)
    return words


def english_in(text: str, language: str) -> list[str]:
    words = [w for w in _leftover_words(text) if w.lower() not in KEPT]
    found = [w for w in words if w.lower() in ENGLISH]
    if language == "ru":  # no Latin word at all is left in a Russian sentence
        found += [w for w in words if re.fullmatch(r"[A-Za-zéèêàç]{3,}", w) and w not in found]
    return found


COINCHE = HEAD.format("coinche-maison")
BELOTE = HEAD.format("belote-maison")
ONE_DEAL = COINCHE + ('[[deals]]\ntaker = "s"\ntrump = "hearts"\ncontract = 80\n'
                      'points = { ns = 100 }\nlast = "ns"\n')
BROKEN = COINCHE + ('[[deals]]\ntaker = "x"\ntrump = "coeur"\ncontract = 85\n'
                    'points = { ns = 200 }\nbelote = ["ns", "ns"]\nextra = 1\n')

# (file text or None, arguments after FILE or the whole command line with {file}).
CASES = [
    (COINCHE, ["deal", "{file}", "s", "100h", "x2", "x4"]),
    (COINCHE, ["deal", "{file}", "--taker", "zz", "--trump", "h", "--contract", "80",
               "--points", "ns=80", "--last", "ns"]),
    (COINCHE, ["deal", "{file}", "s", "100h", "ns", "tierce-8", "98", "last", "ns"]),
    (COINCHE, ["deal", "{file}", "s", "100h", "carre-8", "98", "last", "ns"]),
    (COINCHE, ["deal", "{file}", "s", "85h", "98", "last", "ns"]),
    (COINCHE, ["deal", "{file}", "s", "100h", "200", "last", "ns"]),
    (COINCHE, ["deal", "{file}", "s", "100h", "98", "zzz"]),
    (COINCHE, ["deal", "{file}", "purple", "100h"]),
    (COINCHE, ["deal", "{file}", "s", "100", "98", "last", "ns"]),
    (COINCHE, ["deal", "{file}", "s", "100h", "98"]),
    (COINCHE, ["deal", "{file}", "--score", "ns=50"]),
    (COINCHE, ["deal", "{file}", "--score", "ns=50", "--score", "ew=0", "--taker", "s"]),
    (COINCHE, ["deal", "{file}", *D, "--coinche", "--surcoinche"]),
    (COINCHE, ["deal", "{file}", *D, "--bid", "100h"]),
    (COINCHE, ["deal", "{file}", "--taker", "s", "--trump", "purple"]),
    (COINCHE, ["deal", "{file}", "--taker", "s", "--trump", "h", "--points", "eighty"]),
    (COINCHE, ["deal", "{file}", "--taker", "s", "--trump", "h", "--points", "ns=eighty"]),
    (COINCHE, ["deal", "{file}", *D, "--announce", "ns=tierce-8"]),
    (COINCHE, ["deal", "{file}", *D, "--points", "ns=90"]),
    (BELOTE, ["deal", "{file}", "s", "h", "--contract", "80", "98", "last", "ns"]),
    (BELOTE, ["deal", "{file}", "s", "sa", "98", "belote", "ns", "last", "ns"]),
    (COINCHE, ["show", "{file}", "--rules", "belotte"]),
    (COINCHE, ["show", "{file}", "-o", "foo=1"]),
    (COINCHE, ["show", "{file}", "-o", "target=abc"]),
    (COINCHE, ["show", "{file}", "-o", "rounding=up"]),
    (COINCHE, ["show", "{file}", "-o", "litige"]),
    (COINCHE, ["show", "{file}", "--last", "0"]),
    (COINCHE, ["show", "{file}", "--bogus"]),
    (COINCHE, ["show", "{file}", "--format", "nope"]),
    (ONE_DEAL, ["show", "{file}", "--rules", "belote-maison"]),
    (None, ["show"]),
    (None, ["show", "{file}"]),
    (None, ["nosuchcommand"]),
    (COINCHE, ["explain", "{file}"]),
    (ONE_DEAL, ["explain", "{file}", "5"]),
    (COINCHE, ["undo", "{file}"]),
    (COINCHE, ["undo", "{file}", "--restore"]),
    (ONE_DEAL, ["edit", "{file}", "3", "--last", "ew"]),
    (ONE_DEAL, ["edit", "{file}", "1", "--clear", "taker"]),
    (ONE_DEAL, ["edit", "{file}", "1", "--clear", "belote", "--belote", "ns"]),
    (COINCHE, ["new", "{file}", "--rules", "coinche-maison"]),
    (None, ["new", "{file}", "--rules", "belotte"]),
    (COINCHE, ["set", "{file}", "--ns", " "]),
    (COINCHE, ["set", "{file}", "--clear-option", "colour"]),
    (BROKEN, ["check", "{file}"]),
    (COINCHE + "[[deals]\n", ["check", "{file}"]),
    (BROKEN, ["standings", "{file}"]),
    (None, ["standings", "{file}", "--by", "nobody"]),
    (None, ["score", "--rules", "coinche-maison", "--taker", "s"]),
    (None, ["rules", "nosuch"]),
    (COINCHE, ["export", "{file}", "--csv", "-o", "{file}"]),
    (COINCHE, ["compare", "{file}"]),
]


def _run_case(tmp_path, language, text, args):
    path = tmp_path / "match.toml"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    argv = ["--lang", language] + [a.format(file=path) for a in args]
    result = run(*argv)
    return result.exit_code, result.stderr + result.stdout


def test_the_battery_is_big_enough():
    assert len(CASES) >= 40


@pytest.mark.parametrize("language", ["fr", "ru"])
@pytest.mark.parametrize("text,args", CASES, ids=[" ".join(a)[:60] for _, a in CASES])
def test_every_refusal_is_said_in_the_language(tmp_path, language, text, args):
    code, said = _run_case(tmp_path, language, text, args)
    assert code in (1, 2), said  # a refusal, never a crash
    assert english_in(said, language) == [], said


def test_the_detector_finds_english():
    assert english_in("Erreur : 'x4' : the coinche was already said", "fr") == [
        "the", "was", "already", "said"]
    assert english_in("Ошибка: неизвестный набор правил 'belotte'", "ru") == []
    assert english_in("Ошибка: 0 is not in the range x>=1", "ru") != []
    assert english_in("взял s, capot ♠", "ru") == ["capot"]
