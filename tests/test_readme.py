"""Every command line README shows runs as written (issue 21): a script copied from it
works. Each ```sh block runs in a folder of its own, with the examples beside it; a
line marked `on a terminal` asks questions, so it is left to a person."""

from __future__ import annotations

import re
import shlex
import shutil

import pytest

from conftest import EXAMPLES, ROOT, run

BLOCKS = [block for block in re.findall(r"```sh\n(.*?)```",
                                        (ROOT / "README.md").read_text(encoding="utf-8"),
                                        re.S) if "pip install" not in block]


def _commands(block: str) -> list[str]:
    joined = re.sub(r"\\\n\s*", " ", block)
    return [line.split("  #")[0].strip() for line in joined.splitlines()
            if line.strip().startswith("scorecli ") and "on a terminal" not in line]


def test_readme_shows_commands():
    assert sum(len(_commands(block)) for block in BLOCKS) >= 25


@pytest.mark.parametrize("block", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_every_readme_command_runs_as_written(block, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shutil.copytree(EXAMPLES, tmp_path / "examples")
    shutil.copytree(EXAMPLES, tmp_path / "season")
    made = set(re.findall(r"scorecli new (\S+)", block))
    for name, example in (("friday.toml", "belote-maison.toml"),
                          ("cafe.toml", "coinche-maison.toml")):
        if name not in made:
            shutil.copy(EXAMPLES / example, tmp_path / name)
    for command in _commands(block):
        words = shlex.split(command.split(">")[0])[1:]
        result = run(*words)
        assert result.exit_code == 0, (command, result.output)
