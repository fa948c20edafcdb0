"""A package's names, each loaded when it is first used (PEP 562): `scorecli` and
`scorecli.render` hand out many names, and a command should load only the modules of
those it uses (`show` never loads the rule listings; the library face costs no import)."""

from __future__ import annotations

from importlib import import_module
from typing import Callable, Mapping


def lazy_names(package: str, namespace: dict, where: Mapping[str, str]
               ) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The package's `__getattr__` and `__dir__`: `where` maps each name to the module
    (relative to `package`) that defines it."""
    def __getattr__(name: str) -> object:
        if name not in where:
            # For a programmer, never a player: import and hasattr read the type, and
            # Python says "cannot import name ..." itself.
            raise AttributeError(name, name=name)
        value = getattr(import_module("." + where[name], package), name)
        namespace[name] = value  # once: the next use is a plain attribute
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(where))
    return __getattr__, __dir__
