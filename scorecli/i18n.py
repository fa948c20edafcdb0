"""The language scorecli speaks to people: English, French or Russian.

The standard library's gettext, with the catalogs in `scorecli/locale/LANG/LC_MESSAGES/`
(`scorecli.po`, kept in the repository; `scorecli.mo`, compiled from it and shipped). The
language is chosen once (`choose`), from `--lang`, then `SCORECLI_LANG`, then the locale
variables; only that catalog is read, and only when the first message is translated, so
that a command which prints nothing pays nothing. English needs no catalog.

Messages are marked `_("...")` where they are said, `N_("...")` where they are only named
(help texts, read at the moment they are shown), and `ngettext` where a number agrees
with a noun (1 очко, 2 очка, 5 очков). The match file, `--json` and `--csv` stay English.
"""

from __future__ import annotations

import gettext
import importlib
import os
import re
import sys
from pathlib import Path


LANGUAGES = ("en", "fr", "ru")
LOCALE_DIR = Path(__file__).parent / "locale"

_chosen = "en"
_team_names: dict = {}  # the match's own team names, in force for its refusals
_seat_names: dict = {}  # and its players', for a seat said in a sentence
_kept_whole: set = set()  # names a folded line keeps whole, where codes name the teams
_DAMAGED: set = set()  # catalogs already said to be unreadable
_catalog: gettext.NullTranslations | None = None


def from_environment(environ=os.environ) -> str:
    """SCORECLI_LANG (an unknown one ignored), else the first of our languages in LANGUAGE,
    else the language of the first of LC_ALL, LC_MESSAGES, LANG set; else English."""
    said = environ.get("SCORECLI_LANG", "").strip().lower()
    if said in LANGUAGES:
        return said
    for entry in environ.get("LANGUAGE", "").split(":"):
        language = entry.split("_")[0].split(".")[0].lower()
        if language in LANGUAGES:
            return language
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            language = value.split("_")[0].split(".")[0].split("@")[0].lower()
            return language if language in LANGUAGES else "en"  # C, POSIX: English
    return "en"


def choose(language: str | None = None) -> str:
    """Speak `language` (from --lang), or the one the environment says."""
    global _chosen, _catalog
    _chosen = language or from_environment()
    _catalog = None
    _team_names.clear()
    _seat_names.clear()
    _kept_whole.clear()
    return _chosen


def name_teams(in_sentence: dict, bare: dict, players: dict | None = None) -> None:
    """From now on a team's `Code` says the match's name for it: `in_sentence` as a
    sentence says it (ru «Мы»), `bare` as a table or a sum does (ru Мы 90 + Они 70).
    Only the teams the match names; the command that reads one match says so. A seat
    said in a sentence is its player's name where `players` names one."""
    _team_names.clear()
    _team_names.update({team: (in_sentence[team], bare[team]) for team in in_sentence})
    _seat_names.clear()
    _seat_names.update(players or {})


def keep_whole(names) -> None:
    """A view that names the teams by their codes still keeps their names whole where it
    prints them (explain's « NS : Les Filles du Port »)."""
    _kept_whole.update(str(name) for name in names)


def whole_names() -> list[str]:
    """The match's team names of more than one word, longest first: a folded line keeps
    each whole (« Les Filles », not « Les » at a line's end and « Filles » below)."""
    names = {said for pair in _team_names.values() for said in map(str, pair) if " " in said}
    return sorted(names | {n for n in _kept_whole if " " in n}, key=len, reverse=True)


def catalog() -> gettext.NullTranslations:
    global _catalog
    if _catalog is None:
        if _chosen == "en":
            _catalog = gettext.NullTranslations()
        else:
            try:
                _catalog = gettext.translation("scorecli", LOCALE_DIR, languages=[_chosen],
                                               fallback=True)
            except Exception as exc:  # a damaged catalog: English, and say so (C8), once
                _catalog = gettext.NullTranslations()
                where = LOCALE_DIR / _chosen / "LC_MESSAGES" / "scorecli.mo"
                if where not in _DAMAGED:
                    _DAMAGED.add(where)
                    sys.stderr.write(f"scorecli: the catalog {where} cannot be read "
                                     f"({type(exc).__name__}: {exc}); messages are in "
                                     "English\n")
    return _catalog


_OTHERS: dict = {}  # the catalogs of the other languages, read for words a person may type


def in_every_language(context: str, message: str) -> list[str]:
    """`message` (said in `context`) in English, French and Russian: the words a person may
    type whichever language scorecli speaks (`-o objectif=2000` under --lang ru)."""
    said = [message]
    for language in LANGUAGES[1:]:
        if language not in _OTHERS:
            try:
                _OTHERS[language] = gettext.translation("scorecli", LOCALE_DIR,
                                                        languages=[language], fallback=True)
            except Exception:  # a damaged catalog: its words are not offered (C8 says it)
                _OTHERS[language] = gettext.NullTranslations()
        said.append(_OTHERS[language].pgettext(context, message))
    return said


def _(message: str) -> str:
    return catalog().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return catalog().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message that reads differently in one context (`failed`, in belote `dedans`)."""
    return catalog().pgettext(context, message)


def N_(message: str) -> str:
    """Marks a message for the catalog, to be translated when it is shown."""
    return message


class Code:
    """A team's or a seat's code as the output language writes it (teams: en NS/EW, fr
    NS/EO, ru СЮ/ВЗ; seats: en n e s w, fr n e s o, ru с в ю з), said when printed. The
    file, the JSON and the CSV keep the English codes. Where the command's match names
    its teams (`name_teams`), a team is said by its name: « l'équipe Les Filles »,
    «команда «Мы»», and `bare` in a sum (« Nous 80 + Eux 80 »)."""

    __slots__ = ("kind", "code", "bare")

    def __init__(self, kind: str, code: str, bare: bool = False):
        self.kind, self.code, self.bare = kind, code, bare  # "team", "seat", "seat in a sentence"

    def __str__(self) -> str:
        if self.kind == "team":
            if self.code in _team_names:
                return _team_names[self.code][1 if self.bare else 0]
            return pgettext("team", self.code.upper())
        if self.kind == "seat in a sentence":  # fr « la générale de Sud », not « de s »
            return _seat_names.get(self.code) or seat_in_sentence(self.code)
        return pgettext("seat", self.code)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Code({self.kind!r}, {self.code!r})"


def _codes_for_the_catalogs() -> None:  # pragma: no cover - never called
    """Marks each code for the catalogs, with its context; `Code` says them."""
    # TRANSLATORS: team north-south, in two letters (fr NS, ru СЮ)
    pgettext("team", "NS")
    # TRANSLATORS: team east-west, in two letters (fr EO, ru ВЗ)
    pgettext("team", "EW")
    # TRANSLATORS: the seats north, east, south, west, in one letter (fr n e s o, ru с в ю з)
    pgettext("seat", "n"), pgettext("seat", "e"), pgettext("seat", "s"), pgettext("seat", "w")
    # TRANSLATORS: Click writes it after a required option in --help: [required]
    _("required")


# A placeholder of the help and the usage lines: FILE, NS_TOTAL, [OPTIONS], TEAM=N
# (a pattern, compiled when a help or a refusal first needs it: not at every start-up).
_PLACEHOLDER = r"(?<![\w-])[A-Z][A-Z_]*(?![\w-])"


def metavar_said(metavar: str) -> str:
    """`FILE`, `[NAME]`, `TEAM=N` with each placeholder in the language (`FICHIER`, `[NOM]`,
    `ÉQUIPE=N`); choices (`[wins|points]`) are typed as they are, so left alone."""
    if _chosen == "en" or not metavar:
        return metavar
    return re.sub(_PLACEHOLDER, lambda found: pgettext("metavar", found.group()), metavar)


def _metavars_for_the_catalogs() -> None:  # pragma: no cover - never called
    """Marks each placeholder the help and usage lines show; `metavar_said` says them.
    A translation is one word in capitals, or words joined by _, as the placeholder."""
    pgettext("metavar", "FILE"), pgettext("metavar", "FOLDER"), pgettext("metavar", "PATH"),
    pgettext("metavar", "PATHS"), pgettext("metavar", "DIR"), pgettext("metavar", "NAME"),
    pgettext("metavar", "TEAM"), pgettext("metavar", "SEAT"), pgettext("metavar", "CARD"),
    pgettext("metavar", "CARDS"), pgettext("metavar", "NUMBER"),
    pgettext("metavar", "ROUND"), pgettext("metavar", "TABLE"), pgettext("metavar", "RANK"),
    pgettext("metavar", "MODE"), pgettext("metavar", "TEXT"), pgettext("metavar", "WORDS"),
    pgettext("metavar", "TOKEN"), pgettext("metavar", "BID"), pgettext("metavar", "KEY"),
    pgettext("metavar", "VALUE"), pgettext("metavar", "FIELD"), pgettext("metavar", "KIND"),
    pgettext("metavar", "LIST"), pgettext("metavar", "OLD"), pgettext("metavar", "SHELL"),
    pgettext("metavar", "TABLEFMT"), pgettext("metavar", "NS_TOTAL"),
    pgettext("metavar", "EW_TOTAL"), pgettext("metavar", "DATE"),
    pgettext("metavar", "OPTIONS"), pgettext("metavar", "COMMAND"),
    pgettext("metavar", "ARGS"), pgettext("metavar", "ANNOUNCEMENT")


def team_code(team: str) -> str:
    """`NS`, `EO`, `ВЗ`: a team without a name, as the output language writes it."""
    return pgettext("team", team.upper())


def team_said(team: str, name: str | None) -> object:
    """A team inside a sentence: its name as the language quotes a team's (ru «Мы»: a bare
    «команда Мы» reads as a pronoun), its code where it has none."""
    if not name or name == team.upper():
        return Code("team", team)
    # TRANSLATORS: a team's name inside a sentence (ru «{name}», fr {name})
    return pgettext("team in a sentence", "{name}").format(name=name)


def seat_code(seat: str) -> str:
    """`n`, `o`, `ю`: a seat, as the output language writes it."""
    return str(Code("seat", seat))


def seat_word(seat: str) -> str:
    """`nord`: a seat as a word, where a lone letter reads as an initial (« joueur n »);
    Russian keeps its upper-case letter (ru «игрок Ю»)."""
    return {"n": pgettext("seat as a word", "north"), "e": pgettext("seat as a word", "east"),
            "s": pgettext("seat as a word", "south"), "w": pgettext("seat as a word", "west")}[seat]


def seat_in_sentence(seat: str) -> str:
    """A seat with no player's name where a sentence says who did something: fr « Sud a
    pris » (« s a pris » read as a typo), ru «Ю» (the letter, upper case: SPEC 11)."""
    # TRANSLATORS: a seat without a name in a sentence (fr « Nord », « Ouest »; ru «С», «З»)
    return {"n": pgettext("seat in a sentence", "n"), "e": pgettext("seat in a sentence", "e"),
            "s": pgettext("seat in a sentence", "s"),
            "w": pgettext("seat in a sentence", "w")}[seat]


def number(value: object) -> str:
    """A number as the language writes it: a decimal comma in French and Russian (66,7);
    the JSON and the CSV keep the point."""
    text = str(value)
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10000 \
            and _chosen in ("fr", "ru"):  # 90 000: thousands apart from five digits on
        return f"{value:,}".replace(",", "\u202f")
    return text.replace(".", ",") if isinstance(value, float) and _chosen in ("fr", "ru") \
        else text


def language() -> str:
    """The language scorecli speaks now: en, fr or ru."""
    return _chosen


def either(items) -> str:
    """`a, b or c`, as the language says it."""
    items = [str(item) for item in items]
    if len(items) < 2:
        return items[0] if items else ""
    return _("{first} or {second}").format(first=", ".join(items[:-1]), second=items[-1])


def both(items) -> str:
    """`2, 5 and 7`, as the language says it."""
    items = [str(item) for item in items]
    if len(items) < 2:
        return "".join(items)
    # TRANSLATORS: the end of a list of things that all hold (`tables 2, 5 and 7`)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def typeset(text: str) -> str:
    """Text as the language sets it: in French, a no-break space before `:` and a narrow
    one before `; ! ?` (for text Click has re-spaced or joined)."""
    if _chosen != "fr":
        return text

    text = re.sub(r" :", "\u00a0:", text)
    text = re.sub(r"(?<=[\w\]]); ", "\u202f; ", text)  # Click joins a help's extras with "; "
    return re.sub(r" ([;!?])", "\u202f\\1", text)


_INNER_QUOTES = {"ru": ("„", "“"), "fr": ("“", "”")}


def quotes_nested(text: str) -> str:
    """Quotes inside quotes as the language sets them: ru «Кубок „Почты“», fr « Coupe
    “du Port” » (a title typed with its own quotes, quoted again by a sentence). A line
    whose quotes do not pair is left as it is."""
    inner = _INNER_QUOTES.get(_chosen)
    if not inner or text.count("«") < 2:
        return text
    return "\n".join(_nested_in_line(line, inner) for line in text.split("\n"))


def _nested_in_line(line: str, inner: tuple[str, str]) -> str:
    out, depth = [], 0
    for char in line:
        if char == "«":
            depth += 1
            out.append(inner[0] if depth > 1 else char)
        elif char == "»":
            if depth == 0:
                return line
            out.append(inner[1] if depth > 1 else char)
            depth -= 1
        else:
            out.append(char)
    if depth:
        return line
    said = "".join(out)  # French sets “ ” close to the words they quote
    return re.sub(r"“[\u00a0\u202f ]+", "“", re.sub(r"[\u00a0\u202f ]+”", "”", said))


def said_at(where: object, what: object) -> str:
    """`where: what` (a file and its problem, a key and its message), with the colon as
    the language writes it (French: a no-break space before it)."""
    # TRANSLATORS: a place (a file, a key like deals[3].points.ns) and what is said of it.
    return _("{where}: {what}").format(where=where, what=what)


def listed(items) -> str:
    """Several clauses one after the other (`a; b; c`), joined as the language writes
    it (French: a narrow no-break space before each semicolon)."""
    items = [str(item) for item in items]
    if not items:
        return ""
    text = items[0]
    for item in items[1:]:
        # TRANSLATORS: two clauses of one sentence, in a list of changes or problems.
        text = _("{first}; {second}").format(first=text, second=item)
    return text


# Click's modules that say something to a user; each took `gettext` and `ngettext` by
# name at import (`from gettext import gettext as _`).
CLICK_MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "types", "termui",
                 "utils", "shell_completion")


def speak_to_click() -> None:
    """Click's own messages (`Usage:`, `No such option`, `'x' is not one of ...`, `x>=1`)
    through scorecli's catalog, whose entries hold their translations.

    Not through gettext's global domain (`textdomain`): the stdlib picks that domain's
    language from the process's environment (LANGUAGE, LC_ALL, ...), so `--lang fr` would
    have to be written into os.environ, where every later command in the same process
    (a test runner, a program using the library) would inherit it."""

    for name in CLICK_MODULES:
        module = importlib.import_module(f"click.{name}")
        if hasattr(module, "_"):
            module._ = _
        if hasattr(module, "ngettext"):
            module.ngettext = ngettext
    wrapping = importlib.import_module("click._textwrap")
    if not getattr(wrapping.TextWrapper, "whole_words", False):

        class WholeWords(wrapping.TextWrapper):
            """Click's help folded at a hyphen (« belote-\n officielle »): a rule set's
            name, an option's value (`counter-clockwise`) is one word."""

            whole_words = True

            def __init__(self, *args, **kwargs):
                super().__init__(*args, **{**kwargs, "break_on_hyphens": False})

        wrapping.TextWrapper = WholeWords


# The game's words, said in the chosen language (the file and the JSON keep English).
WORDS = {"clubs": N_("clubs"), "diamonds": N_("diamonds"), "hearts": N_("hearts"),
         "spades": N_("spades"), "no-trump": N_("no-trump"), "all-trump": N_("all-trump"),
         "coinche": N_("coinche"), "surcoinche": N_("surcoinche"), "capot": N_("capot"),
         "generale": N_("générale"), "made": N_("made"), "litige": N_("litige"),
         "failed": N_("failed"), "by-hand": N_("by hand"), "misdeal": N_("misdeal"),
         "penalty": N_("penalty")}


def word(key: str, family=None, in_sentence: bool = False) -> str:
    """A word of the game in the chosen language; a failed deal is `dedans` in a family
    that says so (a rule set's `scorer`, whose trait `says_dedans` is). `in_sentence`: a
    made deal inside a sentence, where ru needs the participle's noun."""
    if key == "made" and in_sentence:
        # TRANSLATORS: a made deal in a sentence (ru «контракт выполнен» in belote, seed 002)
        if getattr(family, "says_dedans", False):
            return pgettext("belote in a sentence", "made")
        return pgettext("in a sentence", "made")
    if key == "failed" and getattr(family, "says_dedans", False):
        return pgettext("belote", "failed")
    if key == "failed" and in_sentence:  # ru «заявка провалена», as «заявка выполнена»
        return pgettext("in a sentence", "failed")
    if key == "made" and getattr(family, "says_dedans", False):  # ru a контракт, not a заявка
        return pgettext("belote", "made")
    if key in ("coinche", "surcoinche") and getattr(family, "says_contra", False):
        # TRANSLATORS: bazar blot's coinche and surcoinche (ru «куанш», «сюркуанш», seed 003)
        return pgettext("bazar", "coinche") if key == "coinche" else \
            pgettext("bazar", "surcoinche")
    return _(WORDS[key]) if key in WORDS else key


def as_in_the_file(tokens) -> str:
    """A file's tokens, each with what it means in the language where that differs
    (`hearts (cœur)`, `w (o)`, `ew (EO)`): the file says them in English."""
    def said(token: str) -> str:
        meant = (word(token) if token in WORDS
                 else seat_code(token) if token in ("n", "e", "s", "w")
                 else team_code(token) if token in ("ns", "ew") else token)
        return token if meant.lower() == token else _("{token} ({meaning})").format(
            token=token, meaning=meant)
    return ", ".join(said(token) for token in tokens)


_MONTHS = {"fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                  "septembre", "octobre", "novembre", "décembre"),
           "ru": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
                  "сентября", "октября", "ноября", "декабря")}


def when_said(moment) -> str:
    """A date and time as the language writes it: `2026-12-01 08:13`, « 1ᵉʳ décembre
    2026 à 8 h 13 », «1 декабря 2026, 08:13» (the file keeps ISO)."""
    said = language()
    if said == "fr":
        day = "1ᵉʳ" if moment.day == 1 else str(moment.day)
        # no-break spaces: a folded line never leaves « 27 » or « h » alone at its end
        return f"{day}\u00a0{_MONTHS['fr'][moment.month - 1]} {moment.year} à " \
               f"{moment.hour}\u00a0h\u00a0{moment.minute:02d}"
    if said == "ru":
        return f"{moment.day}\u00a0{_MONTHS['ru'][moment.month - 1]} {moment.year}, " \
               f"{moment.hour:02d}:{moment.minute:02d}"
    return f"{moment:%Y-%m-%d %H:%M}"
