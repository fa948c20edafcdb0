"""Man pages (issue 35): one per command and concours command, in English, French and
Russian, made from the commands' own help by tools/manpages.py, and shipped as made."""

from __future__ import annotations

import importlib.util
import tomllib

from conftest import ROOT


def _tool():
    spec = importlib.util.spec_from_file_location("manpages", ROOT / "tools" / "manpages.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_command_has_its_page_in_three_languages_as_shipped():
    tool = _tool()
    made = tool.pages()
    assert len(made) == 3 * len(tool.commands()) and len(tool.commands()) > 40
    for path, text in made.items():
        assert path.is_file(), f"{path} is missing: run python tools/manpages.py"
        assert path.read_text(encoding="utf-8") == text, \
            f"{path} is out of date: run python tools/manpages.py"
    deal = (ROOT / "man" / "fr" / "man1" / "scorecli-deal.1").read_text(encoding="utf-8")
    assert deal.startswith('.TH SCORECLI-DEAL 1 "" "scorecli ')
    assert "Utilisation : scorecli deal" in deal.replace("\xa0", " ")


def test_the_package_installs_the_pages_under_share_man():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    files = data["tool"]["setuptools"]["data-files"]
    assert files["share/man/man1"] == ["man/man1/*.1"]
    assert files["share/man/fr/man1"] == ["man/fr/man1/*.1"]
    assert files["share/man/ru/man1"] == ["man/ru/man1/*.1"]
