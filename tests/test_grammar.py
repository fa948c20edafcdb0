"""Every message that takes a team, a player or a word is written around it (issue 36):
rendered in French and Russian with « Les Filles », « Ани » and a player who is a woman,
no sentence glues the name into grammar that must agree with it (« de Les Filles »,
« à Les Filles », « Les Filles a gagné », « seul », «против «…»», «у {word}»)."""

from __future__ import annotations

import re
import string

import pytest
from babel.messages.pofile import read_po

from conftest import ROOT

TEAM_PLACES = {"team", "ns", "ew", "winner", "other", "defence", "taker_team", "loser"}
# Where a team's place is always its code (NS, EO, СЮ), never a name: the explanation's
# steps, the tricks' lines, and the checks of a deal's values.
CODES_ONLY = ("scorecli/render/explain.py", "scorecli/render/tricks.py",
              "scorecli/validation.py", "scorecli/words/", "scorecli/store/cardschema.py",
              "scorecli/penalty.py")
NAME_PLACES = {"player", "name", "old", "who", "taker"}


class _Filled(dict):
    """Every place of a message filled: a team's name, a player's, or a plain word."""

    def __init__(self, team: str, player: str):
        super().__init__()
        self.team, self.player = team, player

    def __missing__(self, key):
        if key in TEAM_PLACES:
            return self.team
        if key in NAME_PLACES:
            return self.player
        return "7"


def _rendered(language: str, team: str, player: str):
    po = read_po(open(ROOT / "scorecli" / "locale" / language / "LC_MESSAGES" /
                      "scorecli.po", "rb"))
    for message in po:
        if not message.id or (message.locations and all(
                path.startswith(CODES_ONLY) for path, _line in message.locations)):
            continue
        for text in (message.string if isinstance(message.string, tuple)
                     else (message.string,)):
            places = {name for _, name, _, _ in string.Formatter().parse(text) if name}
            if not places & (TEAM_PLACES | NAME_PLACES):
                continue
            try:
                said = string.Formatter().vformat(text, (), _Filled(team, player))
            except (ValueError, IndexError, AttributeError, KeyError):
                continue
            yield message.id if isinstance(message.id, str) else message.id[0], said


FRENCH = [(r"\bde Les Filles", "de Les"), (r"\bà Les Filles", "à Les"),
          (r"(^|[.:;] )Les Filles (a|est|n'a|fait|marque|prend) ", "a team as a verb's subject"),
          (r"\bseule?\b", "seul"), (r"\bdu Anna|\bau Anna", "du/au before a name")]
RUSSIAN = [(r"против «?Ани", "против «…»"), (r"\bу «?Ани\b", "у {name}"),
           (r"\bкоманде Ани\b.*\bкоманда Ани", "a team named twice")]


@pytest.mark.parametrize("language, rules", [("fr", FRENCH), ("ru", RUSSIAN)])
def test_no_name_is_glued_into_grammar(language, rules):
    team = "Les Filles" if language == "fr" else "Ани"
    wrong = []
    for msgid, said in _rendered(language, team, "Anna" if language == "fr" else "Ани"):
        for pattern, why in rules:
            if re.search(pattern, said):
                wrong.append(f"{why}: {said!r}  (msgid {msgid!r})")
    assert wrong == []


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_no_english_is_left_in_a_translation(language):
    """Option values (`points-and-contract`), flags, places and commands aside, no English
    word is left in a French or Russian message."""
    po = read_po(open(ROOT / "scorecli" / "locale" / language / "LC_MESSAGES" /
                      "scorecli.po", "rb"))
    left = []
    for message in po:
        if not message.id:
            continue  # the catalog's header
        for text in (message.string if isinstance(message.string, tuple)
                     else (message.string,)):
            bare = re.sub(r"`[^`]*`|\{[^}]*\}|--[\w-]+|[\w-]+ = [\w-]+|\b\w+-\w+(-\w+)*\b",
                          "", text or "")
            if re.search(r"\b(the|and|with|is|are|was|were)\b", bare):
                left.append(text)
    assert left == []


def test_the_words_the_tables_say_are_understood():
    """Issue 36 (C19): ru полтинник (quarte), сотня and сто after a team (quinte),
    бескозырка (no-trump); fr --announce "eo=carré de valets"."""
    from scorecli.words.sentence import read_words

    said = read_words("ю 100 бескозырка 98 дер мы мы полтинник они сотня", None, True)
    assert said["mode"] == "no-trump"
    assert [a.kind for a in said["announcements"]["ns"]] == ["quarte"]
    assert [a.kind for a in said["announcements"]["ew"]] == ["quinte"]
    assert read_words("ю 100 черви 98 дер мы мы сто", None, True)["announcements"]["ns"][
        0].kind == "quinte"
    from conftest import run

    result = run("score", "--rules", "belote-maison", "--taker", "s", "--trump", "h",
                 "--points", "ns=90", "--last", "ns", "--announce", "eo=carré de valets")
    assert result.exit_code == 0 and "four jacks" in result.stdout
