"""Man pages in English, French and Russian, made from the commands' own help:
`python tools/manpages.py` writes `man/man1/scorecli*.1`, `man/fr/man1/...` and
`man/ru/man1/...`, which the package installs under `share/man` (pyproject's data-files).

Why not click-man: it writes English only, from the help strings as written, while a
command's help here is said in the chosen language when it is shown (`translated_help`);
so the pages are the `--help` a person reads in each language, in a preformatted block.
`tests/test_manpages.py` makes them again and checks that they are the ones shipped.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAN = ROOT / "man"
LANGUAGES = {"en": MAN / "man1", "fr": MAN / "fr" / "man1", "ru": MAN / "ru" / "man1"}
HEADINGS = {"en": ("NAME", "DESCRIPTION"), "fr": ("NOM", "DESCRIPTION"),
            "ru": ("ИМЯ", "ОПИСАНИЕ")}


def commands() -> list[tuple[str, ...]]:
    """Every command line a page is made for: `scorecli`, each command, each concours
    command."""
    sys.path.insert(0, str(ROOT))
    from scorecli.cli import main

    names = [()] + [(name,) for name in main.list_commands(None)]
    group = main.get_command(None, "concours")
    names += [("concours", name) for name in group.list_commands(None)]
    return names


def _roff(text: str) -> str:
    """Help text safe in roff's preformatted block."""
    lines = []
    for line in text.replace("\\", "\\e").splitlines():
        lines.append("\\&" + line if line.startswith((".", "'")) else line)
    return "\n".join(lines)


def page(words: tuple[str, ...], language: str) -> str:
    from click.testing import CliRunner

    from importlib.metadata import version

    from scorecli.cli import main

    result = CliRunner().invoke(main, ["--lang", language, *words, "--help"],
                                env={"COLUMNS": "78"}, catch_exceptions=False,
                                prog_name="scorecli")
    help_text = result.stdout
    name = "-".join(("scorecli",) + words)
    body = help_text.split("\n\n", 1)
    first = (body[1] if len(body) > 1 else body[0]).strip().split("\n\n")[0]
    summary = " ".join(line.strip() for line in first.splitlines())
    heading, description = HEADINGS[language]
    return (f'.TH {name.upper()} 1 "" "scorecli {version("scorecli")}" "scorecli"\n'
            f".SH {heading}\n{name} \\- {_roff(summary)}\n"
            f".SH {description}\n.nf\n{_roff(help_text.rstrip())}\n.fi\n")


def pages() -> dict[Path, str]:
    """Each page's path and text, in every language."""
    out = {}
    for words in commands():
        for language, folder in LANGUAGES.items():
            out[folder / ("-".join(("scorecli",) + words) + ".1")] = page(words, language)
    return out


def main() -> None:
    made = pages()
    for path, text in made.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(f"{len(made)} man pages written under {MAN}")


if __name__ == "__main__":
    main()
