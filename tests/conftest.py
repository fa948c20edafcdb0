from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import settings

# No test is timed (speed goals live in benchmarks/run.py): a busy machine must not fail a
# property by its deadline.
settings.register_profile("scorecli", deadline=None)
settings.load_profile("scorecli")

from scorecli.cli import main

ROOT = Path(__file__).resolve().parents[1]
# A match file's first lines, for a rule set: HEAD.format("coinche-maison").
HEAD = 'format = 1\nrules = "{}"\n'
# One coinche deal as flags: south takes 80 hearts and makes it with 100.
D = ["--taker", "s", "--trump", "hearts", "--contract", "80", "--points", "ns=100",
     "--last", "ns"]


def scorecli(*args) -> list[str]:
    """The command line that runs scorecli in a process of its own."""
    import sys

    return [sys.executable, "-m", "scorecli", *map(str, args)]
SHARED_CASES = ROOT.parent / "shared" / "cases"
EXAMPLES = ROOT / "examples"
HOSTILE_TRIED = [0]  # hostile inputs refused cleanly, for the summary


def pytest_collection_modifyitems(items):
    """A test that opens the browser is slow: `-m "not slow"` leaves it out."""
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


def pytest_terminal_summary(terminalreporter):
    if HOSTILE_TRIED[0]:
        terminalreporter.write_line(f"hostile inputs refused cleanly: {HOSTILE_TRIED[0]}")


def run(*args, input=None, env=None):
    """Invoke the CLI as a user would; returns Click's Result."""
    return CliRunner().invoke(main, [str(a) for a in args], input=input, env=env,
                              catch_exceptions=False)


def drawn_concours(folder, teams=("A", "B"), *flags):
    """A belote-maison concours in `folder`, its teams registered and round 1 drawn;
    `flags` go to `concours new` (`--deals 2` unless they give --deals)."""
    deals = [] if "--deals" in flags else ["--deals", "2"]
    assert run("concours", "new", folder, "--rules", "belote-maison", *deals, *flags
               ).exit_code == 0
    for name in teams:
        assert run("concours", "team", folder, name).exit_code == 0
    assert run("concours", "draw", folder).exit_code == 0
    return folder


@pytest.fixture
def cli():
    return run


@pytest.fixture
def match_file(tmp_path):
    """Write a match file from text and return its path."""
    def write(text: str, name: str = "match.toml") -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path
    return write


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that ran a command in another language leaves the process speaking it: the
    next test, calling the core directly, starts in English again."""
    yield
    from scorecli.i18n import choose

    choose("en")


@pytest.fixture(autouse=True)
def no_user_rules_file(tmp_path_factory, monkeypatch):
    """The tests never read the rules file of whoever runs them."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.delenv("SCORECLI_RULES", raising=False)
