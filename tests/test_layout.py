"""The house's layout, kept: data flows one way between the packages, and no module
grows past about 450 lines (README, "How it is built")."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scorecli"

# From the bottom up: a module may import from its own layer or the ones below it.
LAYERS = [
    {"errors", "i18n", "safetext", "textfold"},  # what every layer uses
    {"game"},  # the game: seats, cards, announcements, deals, the tally and its steps
    {"words"},  # the players' words, read into the game's values
    {"rules"},  # families, rule sets, options
    {"validation", "scoring", "season", "concours"},  # a deal, a match, a season, a concours
    {"store"},  # the match file
    {"render"},  # text, tables, JSON
    {"publish"},  # a site's pages, made from the store and the render
    {"interactive"},  # the questions at the table
    {"cli", "__main__", "__init__"},  # the commands, and the library face
]
LAYER_OF = {name: n for n, names in enumerate(LAYERS) for name in names}


def _imports(path: Path) -> set[str]:
    """The top-level scorecli modules a file imports, wherever in it."""
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    package = list(parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[:len(package) - (node.level - 1)]
            target = base + (node.module.split(".") if node.module else [])
            names = [target[0]] if target else [a.name for a in node.names]
            found.update(names)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("scorecli."):
            found.add(node.module.split(".")[1])
    return found


def test_data_flows_one_way():
    wrong = []
    for path in PACKAGE.rglob("*.py"):
        own = path.relative_to(PACKAGE).parts[0].removesuffix(".py")
        for imported in _imports(path) - {own}:
            if LAYER_OF[imported] > LAYER_OF[own]:
                wrong.append(f"{path.relative_to(PACKAGE)} imports {imported}")
    assert wrong == []


def test_every_module_has_a_layer():
    names = {p.name.removesuffix(".py") for p in PACKAGE.iterdir()
             if (p.suffix == ".py" or (p.is_dir() and (p / "__init__.py").exists()))}
    assert names - set(LAYER_OF) == set()


def test_no_module_past_450_lines():
    long = {str(p.relative_to(PACKAGE)): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450}
    assert long == {}
