"""A club's or a family's own rule sets: a TOML rules file of derived rule sets.

The file is `rules.toml` in the user's configuration folder (Click's `get_app_dir`:
`~/.config/scorecli/` on Linux, the platform's usual place elsewhere), or the file named
by `SCORECLI_RULES`, which replaces it (and must exist):

    [rule-sets.club-coinche]
    base = "coinche-officielle"              # one of the six built-in rule sets
    title = "Coinche at the Club des Lilas"  # optional
    [rule-sets.club-coinche.options]
    target = 2000

Every problem names the file, the set and the key.
"""

from __future__ import annotations

import os
import re
import tomllib
import unicodedata
from pathlib import Path

from ..errors import Msg, Problem, RuleSetError
from ..i18n import N_, ngettext
from ..rules import DERIVED, RULE_SETS, RuleSet


def rules_file() -> Path | None:
    """The user's rules file, or None when there is none."""
    named = os.environ.get("SCORECLI_RULES")
    if named:
        path = Path(named)
        try:
            found = path.is_file()
        except OSError:
            found = False
        if not found:
            raise RuleSetError(N_("SCORECLI_RULES names {named}, which is not a file"),
                               named=named)
        return path
    import click  # its get_app_dir only, when no SCORECLI_RULES is set

    path = Path(click.get_app_dir("scorecli")) / "rules.toml"
    try:
        return path if path.is_file() else None
    except OSError:  # a config folder this user may not look into: no rules file of theirs
        return None


def load(path: Path) -> dict[str, RuleSet]:
    """The rule sets a rules file defines, by name (in lower case)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise RuleSetError(N_("{path}: cannot be read: {why}"), path=path, why=exc) from None
    except tomllib.TOMLDecodeError as exc:
        raise RuleSetError(N_("{path}: TOML syntax error: {why}"), path=path, why=exc) from None
    except RecursionError:
        raise RuleSetError(N_("{path}: TOML nested too deeply to read"), path=path) from None
    problems: list[Problem] = []
    for key in data:
        if key not in ("rule-sets", "challenges"):
            problems.append(_problem(key, N_("unknown key; a rules file holds "
                                             "[rule-sets.NAME] and [challenges.NAME] tables")))
    _challenges(data.get("challenges", {}), problems)
    sets = data.get("rule-sets", {})
    if not isinstance(sets, dict):
        problems.append(_problem("rule-sets", N_("is not a table of rule sets")))
        sets = {}
    found: dict[str, RuleSet] = {}
    for name, table in sets.items():
        where = f"rule-sets.{name}"
        made = _rule_set(name, table, where, problems, str(path))
        if made is not None:
            found[name.casefold()] = made
    if problems:
        if len(problems) == 1:
            raise RuleSetError(N_("{path}: {problem}"), path=path, problem=problems[0])
        heading = ngettext("{source}: {n} problem", "{source}: {n} problems",
                           len(problems)).format(source=path, n=len(problems))
        raise RuleSetError("\n  ".join([heading, *map(str, problems)]))
    return found


def _challenges(tables, problems: list) -> dict[str, dict]:
    """`[challenges.NAME]`: a season challenge's placement points (SPEC 10)."""
    found = {}
    if not isinstance(tables, dict):
        problems.append(_problem("challenges", N_("is not a table of challenge schemes")))
        return found
    for name, table in tables.items():
        where = f"challenges.{name}"
        if not isinstance(table, dict):
            problems.append(_problem(where, N_("is not a table")))
            continue
        for key in table:
            if key not in ("points", "others", "best"):
                problems.append(_problem(f"{where}.{key}", N_("unknown key; a challenge "
                                                             "has points, others and best")))
        points = table.get("points")
        if not (isinstance(points, list) and points and all(
                isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in points)):
            problems.append(_problem(f"{where}.points", N_("is not a list of whole numbers "
                                                          "from 0")))
            continue
        for key, least in (("others", 0), ("best", 1)):
            value = table.get(key, least)
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                problems.append(_problem(f"{where}.{key}", N_("is not a whole number from "
                                                             "{least}"), least=least))
        found[name.casefold()] = table
    return found


def challenges(path: Path) -> dict[str, dict]:
    """The challenge schemes of a rules file, by name (in lower case); its rule sets are
    checked as `load` checks them."""
    load(path)
    return _challenges(tomllib.loads(path.read_text(encoding="utf-8")).get("challenges", {}),
                       [])


# A set's name is typed at the command line and printed in tables: letters and digits
# of any script, then also `.`, `-` and `_`; at most 40 characters.
_NAME = re.compile(r"[^\W_][\w.-]{0,39}")
# Letters of other scripts that look like Latin ones, so that `соinche-maison` (its с
# and о Cyrillic) cannot pass for the built-in set.
_LOOK_ALIKES = str.maketrans("аеорсхукмтнвіјѕԁɡοαρτνκχ", "aeopcxykmthbijsdgoaptvkx")


def skeleton(name: str) -> str:
    """What a name looks like: folded for case and width, look-alike letters as Latin,
    without `.`, `-` and `_`."""
    folded = unicodedata.normalize("NFKC", name).casefold().translate(_LOOK_ALIKES)
    return re.sub(r"[.\-_\s\u2010-\u2015\u2212]", "", folded)


def _one_apart(a: str, b: str) -> bool:
    """At most one letter changed, added or taken away."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) <= 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def _problem(key: str, message: str, **places) -> Problem:
    return Problem(key, Msg(message, **places))


def _rule_set(name: str, table, where: str, problems: list[Problem],
              path: str = "") -> RuleSet | None:
    if not _NAME.fullmatch(name):
        problems.append(_problem(where, N_("{name!r} cannot name a rule set: use letters and "
                                           "digits, then also . - _ (at most 40 characters, "
                                           "no spaces)"), name=name))
        return None
    if name.casefold() in RULE_SETS or name.casefold() in DERIVED:
        problems.append(_problem(where, N_("{name!r} is the name of a built-in rule set; give "
                                           "yours another name"), name=name))
        return None
    built_in = {skeleton(n): n for n in (*RULE_SETS, *DERIVED)}
    if not name.isascii():  # one letter of another script is enough to mislead
        near = [n for s, n in built_in.items() if _one_apart(skeleton(name), s)]
        if near:
            built_in[skeleton(name)] = near[0]
    if skeleton(name) in built_in:
        problems.append(_problem(where, N_("{name!r} looks like the name of the built-in rule "
                                           "set {built_in}; give yours another name"),
                                 name=name, built_in=built_in[skeleton(name)]))
        return None
    if not isinstance(table, dict):
        problems.append(_problem(where, N_("is not a table (base, title, options)")))
        return None
    for key in table:
        if key not in ("base", "title", "options"):
            problems.append(_problem(f"{where}.{key}", N_("unknown key; the keys here are: "
                                                          "base, title, options")))
    base = table.get("base")
    if not isinstance(base, str) or base.casefold() not in RULE_SETS:
        problems.append(_problem(f"{where}.base", N_("{base!r} is not a built-in rule set; use "
                                                     "one of: {names}"), base=base,
                                 names=", ".join(RULE_SETS)))
        return None
    # TRANSLATORS: the title of a club's rule set that its rules file gives none
    title = table.get("title", Msg(N_("{base} with a club's options"), base=base))
    if not isinstance(title, (str, Msg)):
        problems.append(_problem(f"{where}.title", N_("{value!r} is not text"), value=title))
        title = name
    options = table.get("options", {})
    if not isinstance(options, dict):
        problems.append(_problem(f"{where}.options", N_("is not a table of option = value")))
        return None
    built_in = RULE_SETS[base.casefold()]
    before = len(problems)
    for key, value in options.items():
        try:
            built_in.with_options({key: value})
        except RuleSetError as exc:  # after the key, the value alone (its `bare`)
            problems.append(_problem(f"{where}.options.{key}", str(getattr(exc, "bare", exc))))
    if len(problems) > before:
        return None
    try:
        return built_in.derive(name, title, options, path)
    except RuleSetError as exc:
        problems.append(_problem(f"{where}.options", str(exc)))
        return None
