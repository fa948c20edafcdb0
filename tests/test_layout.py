"""The house's layout, kept: data flows one way between the packages, and no module
grows past about 450 lines (README, "How it is built")."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scorecli"

# From the bottom up: a module may import from its own layer or the ones below it.
LAYERS = [
    {"errors", "i18n", "safetext", "textfold", "saves"},  # what every layer uses
    {"game"},  # the game: seats, cards, announcements, deals, the tally and its steps
    {"words"},  # the players' words, read into the game's values
    {"rules"},  # families, rule sets, options
    {"validation", "penalty", "scoring", "season", "concours"},  # a deal, a match, a season, a concours
    {"store"},  # the match file
    {"render"},  # text, tables, JSON
    {"publish"},  # a site's pages, made from the store and the render
    {"interactive", "trickquestions"},  # the questions at the table
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


def _module_imports(path: Path) -> set[str]:
    """The scorecli modules a file imports, wherever in it (a function's imports too),
    as dotted names under scorecli (`store.files`)."""
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    package = parts[:-1] if parts[-1] != "__init__" else parts[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = package[:len(package) - (node.level - 1)]
        elif (node.module or "").startswith("scorecli"):
            base = []
        else:
            continue
        module = (node.module or "").split(".") if node.module else []
        if module[:1] == ["scorecli"]:
            module = module[1:]
        target = base + module
        for alias in node.names:  # `from . import splice` names a module
            candidate = target + [alias.name]
            if (PACKAGE.joinpath(*candidate).with_suffix(".py")).exists():
                found.add(".".join(candidate))
                continue
            if target:
                found.add(".".join(target))
    own = ".".join(p for p in parts if p != "__init__")
    return {m for m in found if m and m != own}


def test_no_module_imports_itself_through_others():
    # Packages kept in layers are not enough: two modules of one package could still
    # import each other (store/files and store/matchfile did, hidden inside functions).
    graph = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(p for p in path.relative_to(PACKAGE).with_suffix("").parts
                        if p != "__init__")
        graph[name] = {m for m in _module_imports(path) if m in graph or
                       (PACKAGE / (m.replace(".", "/") + ".py")).exists()}
    circles = []
    state: dict[str, int] = {}

    def visit(node, trail):
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if nxt.endswith("__init__") or nxt not in graph:
                continue
            if state.get(nxt) == 1:
                circles.append(" -> ".join(trail[trail.index(nxt):] + [nxt]))
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert circles == []
