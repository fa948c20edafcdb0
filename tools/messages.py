"""Keep the translations in step with the code: `python tools/messages.py update` extracts
every message (the code's, the help texts of every command and option, and Click's own
that a user meets) into the French and Russian catalogs, keeping what is translated;
`python tools/messages.py compile` writes the `.mo` files the package ships.

A development tool: it needs Babel (`pip install babel`), which scorecli itself does not.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "scorecli" / "locale"
LANGUAGES = ("fr", "ru")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "Plural": (1, 2), "pgettext": ((1, "c"), 2),
            "ContextMsg": ((1, "c"), 2)}
# Click's messages a user meets: usage, errors, help.
CLICK_FILES = ("core.py", "exceptions.py", "parser.py", "formatting.py", "decorators.py",
               "types.py", "termui.py", "utils.py", "shell_completion.py")


def template() -> Catalog:
    catalog = Catalog(project="scorecli", charset="utf-8")
    for path in sorted((ROOT / "scorecli").rglob("*.py")):
        for line, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
            catalog.add(message, locations=[(str(path.relative_to(ROOT)), line)],
                        auto_comments=comments, context=context)
    # The pages' templates (SPEC 14): their words are `_()` calls, read by Jinja2's extractor.
    for path in sorted((ROOT / "scorecli" / "render" / "templates").glob("*.j2")):
        for line, message, comments, context in extract_from_file(
                "jinja2.ext:babel_extract", str(path), keywords=KEYWORDS,
                comment_tags=("TRANSLATORS:",), options={"trim_blocks": "true",
                                                          "lstrip_blocks": "true"}):
            catalog.add(message, locations=[(str(path.relative_to(ROOT)), line)],
                        auto_comments=comments, context=context)
    import click

    for name in CLICK_FILES:
        path = Path(click.__file__).parent / name
        for line, message, comments, context in extract_from_file(
                "python", str(path), keywords={"_": None, "ngettext": (1, 2)}):
            catalog.add(message, locations=[(f"click/{name}", line)], context=context)
    sys.path.insert(0, str(ROOT))
    from scorecli.cli import main

    from scorecli.rules import DERIVED, OPTION_SPECS, RULE_SETS

    # What `rules NAME` says of each option: its meaning and where its value comes from.
    for spec in OPTION_SPECS.values():
        catalog.add(spec.meaning, locations=[(f"option:{spec.name}", 0)])
        if spec.label:  # its name in words, and its values' (rules/options.py: OptionSpec)
            catalog.add(spec.label, locations=[(f"option:{spec.name}", 0)], context="option")
        for value, said in zip(spec.choices, spec.said):
            catalog.add(said, locations=[(f"option:{spec.name}={value}", 0)],
                        context="option value")
    for rules in [*RULE_SETS.values(), *DERIVED.values()]:
        for key, source in rules.sources.items():
            catalog.add(source, locations=[(f"source:{rules.name}.{key}", 0)])
    import click

    # The group loads its commands when they run: ask it for each by name.
    ctx = click.Context(main)
    commands = [main.get_command(ctx, name) for name in main.list_commands(ctx)]
    # and the commands of a group of commands (`concours new`, `concours draw`, ...)
    commands += [sub for group in commands if isinstance(group, click.Group)
                 for sub in (group.get_command(ctx, name) for name in group.list_commands(ctx))]
    for command in [main, *commands]:
        for text in [command.help, command.short_help] + [getattr(p, "help", None)
                                                          for p in command.params]:
            if text:
                catalog.add(text, locations=[(f"help:{command.name}", 0)])
    return catalog


def update() -> None:
    pot = template()
    for language in LANGUAGES:
        path = LOCALE / language / "LC_MESSAGES" / "scorecli.po"
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=language)
        else:
            catalog = Catalog(locale=language, project="scorecli", charset="utf-8")
        catalog.update(pot, no_fuzzy_matching=True)
        _fill_header(catalog, language)
        with path.open("wb") as f:
            write_po(f, catalog, width=100, ignore_obsolete=True, omit_header=False)
        missing = [m.id for m in catalog if m.id and not _translated(m)]
        print(f"{path.relative_to(ROOT)}: {len(catalog)} messages, {len(missing)} to translate")


TEAMS = {"fr": ("French", "Français"), "ru": ("Russian", "Русский")}


def _fill_header(catalog: Catalog, language: str) -> None:
    """The catalog's header says what it translates and who keeps it."""
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as f:
        version = tomllib.load(f)["project"]["version"]
    english, own = TEAMS[language]
    catalog.project, catalog.version = "scorecli", version
    catalog.copyright_holder = "the scorecli authors"
    catalog.msgid_bugs_address = "the issues of the scorecli repository"
    catalog.last_translator = f"scorecli {english} translation"
    catalog.language_team = f"{english} ({own}), scorecli"
    catalog.header_comment = (f"# {english} translations for scorecli.\n"
                              "# Copyright (C) 2026 the scorecli authors\n"
                              "# This file is distributed under the same license as scorecli.\n"
                              "#\n# Messages with a `# TRANSLATORS:` comment say what a short or "
                              "ambiguous word means.\n"
                              "# French: tools/typography.py sets the no-break spaces.")


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(strings) and not message.fuzzy


def compile_all() -> None:
    for language in LANGUAGES:
        po = LOCALE / language / "LC_MESSAGES" / "scorecli.po"
        with po.open("rb") as f:
            catalog = read_po(f, locale=language)
        # Written aside, then put in place: a scorecli running meanwhile reads the old
        # catalog or the new one, never half of one.
        temporary = po.with_suffix(".mo.tmp")
        with temporary.open("wb") as f:
            write_mo(f, catalog)
        temporary.replace(po.with_suffix(".mo"))
        print(f"{po.with_suffix('.mo').relative_to(ROOT)} written")


if __name__ == "__main__":
    {"update": update, "compile": compile_all}[sys.argv[1]]()
