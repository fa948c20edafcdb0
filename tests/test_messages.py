"""Every refusal a person reads is a message id with named places (issue 19): no error
is raised with an f-string or a string no translator can reach."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scorecli"
ERRORS = {"ScorecliError", "ScoreError", "RuleSetError", "MatchFileError", "UnsafeFile",
          "FileBusy", "FileChanged", "DealProblems", "MatchOver", "UndoError", "UsageError",
          "NoSuchDeal", "ConcoursRefused", "FlagError", "NotFound", "OutputRefused", "NameClash",
          "ClickException", "BadParameter", "Msg", "DealIncomplete"}


@functools.lru_cache(maxsize=1)
def _trees() -> list:
    """Every module of the package, parsed once for all the tests here."""
    return [(path, ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted(PACKAGE.rglob("*.py"))]


def _unmarked(node: ast.AST) -> bool:
    """Text built where no catalog sees it: an f-string, a bare string, sums of them."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    if isinstance(node, ast.BinOp):
        return _unmarked(node.left) or _unmarked(node.right)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_unmarked(element) for element in node.elts)
    return False


# Exceptions that say scorecli has a bug, to a programmer, never to a player: a module
# attribute that does not exist, a value the TOML writer was never meant to get.
PROGRAMMER_ERRORS = {"AttributeError", "TypeError", "NotImplementedError", "RuntimeError"}


def _error_calls(tree: ast.AST):
    """scorecli's errors and Msg wherever they are made, and whatever else is raised."""
    raised = {id(node.exc) for node in ast.walk(tree)
              if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ERRORS or (id(node) in raised and name not in PROGRAMMER_ERRORS):
                yield node


def test_no_error_is_raised_with_unmarked_text():
    found = []
    for path, tree in _trees():
        for call in _error_calls(tree):
            if any(_unmarked(argument) for argument in call.args[:1]) or \
                    (call.func.__dict__.get("id") in ("MatchFileError", "UnsafeFile", "FileBusy",
                                                      "FileChanged")
                     and len(call.args) > 1 and _unmarked(call.args[1])):
                found.append(f"{path.relative_to(PACKAGE)}:{call.lineno}")
    assert found == []


# ScoreError is the refusal of a word or value said at the table; each other kind of
# refusal (a flag, a path, a concours' rule, a name clash) has its own class.
SCORE_ERROR_HOMES = ("words/", "game/", "interactive.py", "trickquestions.py", "errors.py")


def test_score_error_is_raised_only_for_words_and_deal_values():
    found = []
    for path, tree in _trees():
        where = path.relative_to(PACKAGE).as_posix()
        for call in _error_calls(tree):
            if getattr(call.func, "id", "") == "ScoreError" and \
                    not where.startswith(SCORE_ERROR_HOMES):
                found.append(f"{where}:{call.lineno}")
    assert found == []


def test_no_error_of_any_kind_is_raised_with_an_f_string():
    """A programmer's error too: its words are data beside a fixed text, so that the
    sentences a translator sees are all the sentences there are."""
    found = [f"{path.relative_to(PACKAGE)}:{node.lineno}" for path, tree in _trees()
             for node in ast.walk(tree)
             if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
             and any(isinstance(a, ast.JoinedStr) for a in node.exc.args)]
    assert found == []


CLICK_ERRORS = {"UsageError", "ClickException", "BadParameter"}  # Click takes text


def test_no_error_is_raised_with_text_translated_too_early():
    """`ScoreError(N_("..."), word=...)`, not `ScoreError(_("...").format(word=...))`: the
    message id travels with the error, and is said in the language of whoever prints it."""
    found = []
    for path, tree in _trees():
        for call in _error_calls(tree):
            name = getattr(call.func, "attr", None) or getattr(call.func, "id", "")
            first = call.args[0] if call.args else None
            while isinstance(first, ast.Call) and isinstance(first.func, ast.Attribute) \
                    and first.func.attr == "format":
                first = first.func.value
            if (name not in CLICK_ERRORS and isinstance(first, ast.Call)
                    and getattr(first.func, "id", "") in ("_", "ngettext")):
                found.append(f"{path.relative_to(PACKAGE)}:{call.lineno}")
            # A file's problems too: `MatchFileError(path, [Msg(N_(...), ...)])`.
            problems = call.args[1] if len(call.args) > 1 else None
            for item in getattr(problems, "elts", []):
                while isinstance(item, ast.Call) and isinstance(item.func, ast.Attribute) \
                        and item.func.attr == "format":
                    item = item.func.value
                if isinstance(item, ast.Call) and getattr(item.func, "id", "") in ("_", "ngettext"):
                    found.append(f"{path.relative_to(PACKAGE)}:{call.lineno}")
    assert found == []


def test_no_problem_is_recorded_with_unmarked_text():
    """A match file's or a rules file's problems are records: a key and a message id."""
    found = []
    for path, tree in _trees():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            owner = node.func.value
            if not (isinstance(owner, ast.Name) and owner.id == "problems"):
                continue
            message = (node.args[1:2] if node.func.attr == "add" else
                       node.args[:1] if node.func.attr == "append" else [])
            if any(_unmarked(argument) for argument in message):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert found == []


def test_a_deal_problem_is_a_record_with_a_message_id():
    """`Problem(key, Msg(N_(...), ...))` everywhere one is made: never text already
    translated (`_(...)`) or built in code, so that the problem is said in the language of
    whoever prints it."""
    found, made = [], 0
    for path, tree in _trees():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Problem"):
                continue
            made += 1
            message = node.args[1] if len(node.args) > 1 else None
            is_msg = (isinstance(message, ast.Call)
                      and getattr(message.func, "id", "") in ("Msg", "Plural", "Reasoned", "_too_many", "_crowded"))
            if not is_msg and not isinstance(message, (ast.Name, ast.IfExp)):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert made > 20  # the walk found validation's problems
    assert found == []


def test_deal_problems_are_said_when_printed():
    from scorecli import i18n
    from scorecli.errors import Msg
    from scorecli.game.deal import Deal
    from scorecli.rules import get_rules
    from scorecli.validation import deal_problems

    deal = Deal(taker="n", mode="h", points={"ns": 200, "ew": None}, last=None,
                contract=85)
    problems = deal_problems(deal, get_rules("coinche-maison"))
    assert [key for key, _ in problems] == ["contract", "points.ns", "last"]
    assert all(isinstance(message, Msg) for _, message in problems)
    try:
        i18n.choose("fr")
        said = [str(message) for _, message in problems]
    finally:
        i18n.choose("en")
    assert said[0].startswith("85 n’est pas") or said[0].startswith("85 n'est pas"), said[0]
    assert str(problems[0].message).startswith("85 is not a bid in coinche-maison")


def test_a_message_is_said_in_the_chosen_language():
    from scorecli import i18n
    from scorecli.errors import Msg, ScoreError

    message = "{file} has no deals yet"
    try:
        i18n.choose("fr")
        said = str(ScoreError(message, file="f.toml"))
        assert said != message.format(file="f.toml") and "f.toml" in said
        assert str(Msg(message, file="a")).startswith("a")
    finally:
        i18n.choose("en")
    assert str(ScoreError(message, file="f.toml")) == "f.toml has no deals yet"
    assert str(ScoreError("a {brace} kept as it is")) == "a {brace} kept as it is"


def test_no_message_is_a_piece_glued_to_another():
    """Whole sentences with places (issue 20): no message of ours starts with a space or a
    comma or ends with a space, as `_(" (after the win)")` and `_(", +{points} pot")` did."""
    import sys

    sys.path.insert(0, str(PACKAGE.parent / "tools"))
    from messages import template

    pieces = []
    for message in template():
        text = message.id if isinstance(message.id, str) else (message.id or ("",))[0]
        ours = any(not where.startswith("click/") for where, _ in message.locations)
        help_text = any(where.startswith("help:") for where, _ in message.locations)
        if text and ours and not help_text and (text[0] in " ,;:" or text.endswith(" ")):
            pieces.append(text)
    assert pieces == []
