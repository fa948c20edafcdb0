"""Scoring records steps as data; the renderer holds one sentence per step kind."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from scorecli import i18n
from scorecli.render.explain import SENTENCES, sentence
from scorecli.rules import get_rules
from scorecli.scoring import score_deal
from scorecli.game.steps import Joined, Step
from scorecli.validation import deal_problems
from tests.deals import deals

PACKAGE = Path(__file__).resolve().parents[1] / "scorecli"
SCORING_CODE = [PACKAGE / "game" / "tally.py", PACKAGE / "scoring.py", PACKAGE / "penalty.py",
                *sorted((PACKAGE / "rules").glob("*.py"))]
BUILT_IN = ("belote-maison", "belote-officielle", "coinche-maison", "coinche-officielle",
            "coinche-701", "bazar-blot")


def _literals_and_kinds():
    """Every string constant in the scoring code, and every constant step kind it says."""
    literals, said = set(), []
    for path in SCORING_CODE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            if (isinstance(node, ast.Call) and node.args
                    and (isinstance(node.func, ast.Attribute) and node.func.attr == "add"
                         or isinstance(node.func, ast.Name) and node.func.id == "phrase")):
                first = node.args[0]
                for value in (first.body, first.orelse) if isinstance(first, ast.IfExp) else (first,):
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        said.append((path.name, value.value))
    return literals, said


def test_every_step_the_scoring_says_has_a_sentence():
    _, said = _literals_and_kinds()
    assert len(said) > 60  # the walk found the steps
    assert [(where, kind) for where, kind in said if kind not in SENTENCES] == []


def test_every_sentence_is_said_somewhere():
    """A kind is a constant of the scoring code, or two constants joined
    (`"rounding." + rounding`, `kind + ".floor"`)."""
    literals, _ = _literals_and_kinds()
    unsaid = [kind for kind in SENTENCES
              if kind not in literals
              and not any(kind[:i] in literals and kind[i:] in literals
                          for i in range(1, len(kind)))
              and not any(kind[:i] in literals and kind[i:j] in literals and kind[j:] in literals
                          for i in range(1, len(kind)) for j in range(i + 1, len(kind)))]
    assert unsaid == []


def _kinds(step: Step) -> set[str]:
    found = {step.kind}
    for value in step.places.values():
        items = value if isinstance(value, Joined) else (value,)
        for item in items:
            if isinstance(item, Step):
                found |= _kinds(item)
    return found


@pytest.mark.parametrize("name", BUILT_IN)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_step_reads_in_every_language(name, data):
    rules = get_rules(name)
    deal = data.draw(deals(rules))
    held = data.draw(st.sampled_from([0, 0, 80, 162]))
    assume(not deal_problems(deal, rules))
    ds = score_deal(deal, rules, held_before=held)
    assert ds.steps, "an explained deal says its steps"
    try:
        for language in ("en", "fr", "ru"):
            i18n.choose(language)
            for step in ds.steps:
                text = sentence(step)
                assert text and "{" not in text, (language, step)
                assert all(kind in SENTENCES for kind in _kinds(step))
    finally:
        i18n.choose("en")


def test_a_sentence_says_its_phrases_and_teams():
    from scorecli.game.steps import Sum, phrase

    step = Step("belote.ahead", {"compared": phrase(
        "belote.compared", taker="ns", defence="ew", defence_points=60,
        taker_points=phrase("sum", parts=Sum((phrase("part.tricks", points=90),
                                              phrase("part.belote", points=20))), value=110))})
    assert sentence(step) == ("made: taker NS tricks 90 + belote 20 = 110, defence EW 60; the "
                              "taker is ahead")
