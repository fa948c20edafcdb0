"""The options that more than one family knows, and how an option is checked and said.

A family's own options stand beside it (`Family.own_options`); `register` adds them to
`OPTION_SPECS`, which `rules NAME` lists in order: these first, then each family's.
"""

from __future__ import annotations

import re
from typing import Mapping, NamedTuple

from ..errors import Either, Msg, RuleSetError
from ..i18n import N_, _, in_every_language, language, number, pgettext
from ..words.vocabulary import fold


class OptionSpec(NamedTuple):
    """An option: its key as the file writes it, what it does, the kind of its values and
    their words. `label` names it in a sentence and `said` each of its `choices` (English
    here, translated where said: the catalogs hold them in the contexts `option` and
    `option value`); a person may type either, in any of the languages, after `-o`."""

    name: str
    meaning: str
    kind: type  # int, bool or str
    choices: tuple = ()
    minimum: int | None = None
    label: str = ""
    said: tuple = ()

    def describe_kind(self) -> Msg | str:
        """The values the option takes: its choices as the file writes them, or a number."""
        if self.choices:
            return " | ".join(str(Valued(self.name, c)) for c in self.choices)
        if self.kind is bool:  # the file writes true or false; a person types oui, да too
            return Msg(N_("true | false"))
        if self.minimum is not None:
            return Msg(N_("integer >= {minimum}"), minimum=self.minimum)
        return Msg(N_("integer"))

    def expected(self, in_file: bool = False) -> Msg:
        """What a refused value should have been, as a person is told it: its words quoted,
        or `in_file` with the file's beside them (« aucun (none) »)."""
        if self.kind is bool:
            return Msg(N_("answer yes or no"))
        if self.choices:
            return choices_expected(self.name, self.choices, in_file)
        if self.minimum is not None:
            return Msg(N_("write a whole number, {minimum} or more"), minimum=self.minimum)
        return Msg(N_("write a whole number"))

    def refused(self, value: object) -> RuleSetError:
        return refused(self.name, value, self.expected(), self.expected(in_file=True))

    def check(self, value: object) -> object:
        """The value if it is of this option's kind, else a RuleSetError naming both."""
        ok = isinstance(value, self.kind) and not (self.kind is int and isinstance(value, bool))
        if ok and self.choices:
            ok = value in self.choices
        if ok and self.minimum is not None:
            ok = value >= self.minimum
        if ok and self.kind is int:
            ok = value <= 10**9  # a score, not a number to overflow on
        if not ok and isinstance(value, str) and self.kind in (bool, int):
            error = self.refused(value)  # `all_trump = "oui"`: the file writes true, bare
            try:
                written = option_text(self.parse(value))
            except RuleSetError:
                raise error from None
            error.bare = Msg(N_("{value!r} is written {written} in the file, without quotes"),
                             value=value, written=written)
            raise error
        if not ok:
            raise self.refused(value)
        return value

    def parse(self, text: str) -> object:
        """Read a value typed on the command line (`--option rounding=none`, « arrondi=à la
        dizaine »)."""
        if self.kind is bool:
            lowered = fold(text)
            if lowered in ("true", "yes", "on", "1", "oui", "да"):  # the tables' words too
                return True
            if lowered in ("false", "no", "off", "0", "non", "нет"):
                return False
            raise self.refused(text)
        if self.kind is int:
            digits = text.strip().removeprefix("-")
            try:  # the digits 0-9 only, as everywhere (int() reads ٣ and 𝟓 too)
                if not (digits.isascii() and digits.isdecimal()):
                    raise ValueError(text)
                number = int(text.strip())
            except ValueError:
                raise self.refused(text) from None
            return self.check(number)
        typed = text.strip()
        if typed not in self.choices:
            typed = _typed_as(typed, dict(zip(self.choices, self.said)), "option value")
        return self.check(typed)


class Named:
    """An option in a sentence: its name in the language, then its key as the file writes
    it (« objectif (target) », «цель матча (target)»); English says the key. Not `keyed`,
    its name alone, where the person typed it in words (`set`)."""

    def __init__(self, key: str, family=None, keyed: bool = True):
        self.key, self.family, self.keyed = key, family, keyed

    def __str__(self) -> str:
        spec = OPTION_SPECS.get(self.key)
        if spec is None or not spec.label or language() == "en":
            return self.key
        label = pgettext("option", spec.label)
        if getattr(self.family, "says_contra", False):  # bazar blot's контра (rules/bazar.py)
            own = pgettext("bazar option", spec.label)
            label = own if own != spec.label else label
        if fold(label).replace(" ", "_") == self.key:  # « litige », not « litige (litige) »
            return self.key
        if not self.keyed:
            return label
        # TRANSLATORS: an option or a value in a sentence: its words, then the file's key
        # (fr « objectif (target) », « à la dizaine (nearest-ten) »)
        return _("{label} ({key})").format(label=label, key=self.key)


class Valued:
    """An option's value told to a person: yes or no in the language's words (« non »,
    «нет»), a choice in its words with the file's (« à la dizaine (nearest-ten) »), a
    number as it is."""

    def __init__(self, key: str, value: object, keyed: bool = True):
        self.key, self.value, self.keyed = key, value, keyed  # keyed: the file's word too

    def __str__(self) -> str:
        if isinstance(self.value, bool):
            # TRANSLATORS: a yes/no house rule's value told back (fr «oui»/«non», ru «да»/«нет»)
            return pgettext("option value", "true") if self.value else pgettext(
                "option value", "false")
        spec = OPTION_SPECS.get(self.key)
        if isinstance(self.value, int) and language() != "en":
            return number(self.value)  # « 90 000 »: the file writes 90000
        if spec is None or self.value not in spec.choices or not spec.said \
                or language() == "en":
            return option_text(self.value)
        said = pgettext("option value", spec.said[spec.choices.index(self.value)])
        return _("{label} ({key})").format(label=said, key=self.value) if self.keyed else said


def option_set_said(key: str, value: object, family=None, keyed: bool = True) -> str:
    """An option and its value in words (fr « litige : non », ru «цель матча: 3000»)."""
    # TRANSLATORS: an option changed, in a rule set's name (fr « litige : non »)
    return _("{option}: {value}").format(option=Named(key, family, keyed),
                                         value=Valued(key, value, keyed))


def _typed_as(typed: str, words: Mapping[str, str], context: str) -> str:
    """The key whose words (`words[key]`, English, said in `context`) a person typed, in any
    of the languages, whole or their first words when no other key's begin so (« sens »,
    «против часовой»); else what was typed."""
    wanted = _plain(typed)
    if not wanted:
        return typed
    whole, begun = {}, set()
    contexts = (context, "bazar " + context)  # bazar blot's own words too (множитель контры)
    for key, english in words.items():
        for said in {_plain(w) for c in contexts for w in in_every_language(c, english)}:
            whole.setdefault(said, key)
            if said.startswith(wanted + "_"):
                begun.add(key)
    if wanted in whole:
        return whole[wanted]
    return begun.pop() if len(begun) == 1 else typed


# Other words the tables use for an option, beside its label's (« cible », « but »)
_ALSO = {"cible": "target", "but": "target", "score": "target", "points": "target",
         "очки": "target", "до": "target", "сдача": "direction", "sens": "direction",
         "coinche": "coinche_factor", "contre": "coinche_factor", "куанш": "coinche_factor",
         "контра": "coinche_factor", "surcoinche": "surcoinche_factor",
         "surcontre": "surcoinche_factor", "сюркуанш": "surcoinche_factor",
         "реконтра": "surcoinche_factor", "множитель_контры": "coinche_factor",
         "множитель_реконтры": "surcoinche_factor"}


def _plain(text: str) -> str:
    """Words as compared: folded, any run of spaces, dashes and quotes one `_`."""
    return "_".join(w for w in re.split(r"[\s\-_'’«»\"]+", fold(text)) if w)


def option_key(typed: str, options) -> str:
    """The key of one of `options` that a person typed: the key itself, with `-` for `_`,
    or its name in words (« objectif », «цель матча»); else what was typed."""
    key = typed.strip().replace("-", "_")
    if key in options:
        return key
    if _ALSO.get(_plain(typed)) in options:
        return _ALSO[_plain(typed)]
    return _typed_as(typed, {k: OPTION_SPECS[k].label for k in options
                             if OPTION_SPECS[k].label}, "option")


_SPECS = (
    OptionSpec("target", "the score that wins the match (0: none, with a deals_limit)", int,
               minimum=0,
               label="target score"),
    OptionSpec("rounding", "how each score a team receives from a deal is rounded: none; "
               "nearest-ten (a units digit of 5 goes up); tens-half-down (divided by ten, "
               "a fraction above one half goes up: the match is kept in tens)",
               str, ("none", "nearest-ten", "tens-half-down"),
               label="rounding", said=("no rounding", "to the nearest ten", "in tens, half down")),
    OptionSpec("litige", "an exact tie holds the taker's points for the winner of the next "
               "deal instead of failing", bool,
               label="litige"),
    OptionSpec("no_trump_ace", "the ace's value in a no-trump deal", int, (11, 19),
               label="ace at no-trump"),
    OptionSpec("capot_bonus", "added to the capot team's last trick (90 makes 252)", int,
               minimum=0,
               label="capot bonus"),
    OptionSpec("announcements", "who scores announcements: best-team (only the team with the "
               "single best one), each-team, none", str, ("best-team", "each-team", "none"),
               label="who scores announcements", said=("the best team", "each team", "no one")),
    OptionSpec("carres", "the table of carré values: french, french-701 (four nines worth 0 "
               "in no-trump), armenian", str, ("french", "french-701", "armenian"),
               label="carré values", said=("French", "French, 701", "Armenian")),
    OptionSpec("all_trump", "all-trump deals may be played", bool,
               label="all-trump allowed"),
    OptionSpec("contract_counts_belote", "belote counts toward making the contract", bool,
               label="belote counts for the contract"),
    OptionSpec("contract_counts_announcements", "announcements count toward making the "
               "contract", bool,
               label="announcements count for the contract"),
    OptionSpec("must_beat_defence", "a made contract must also end strictly ahead of the "
               "defence", bool,
               label="must beat the defence"),
    OptionSpec("bid_min", "the lowest numeric bid", int, minimum=1,
               label="lowest bid"),
    OptionSpec("bid_max", "the highest numeric bid", int, minimum=1,
               label="highest bid"),
    OptionSpec("bid_step", "numeric bids go up by this step", int, minimum=1,
               label="bid step"),
    OptionSpec("capot_value", "what a capot contract is worth (as a bid)", int, minimum=0,
               label="capot bid's worth"),
    OptionSpec("generale_value", "what a générale contract is worth (0: it cannot be bid)", int,
               minimum=0,
               label="générale bid's worth"),
    OptionSpec("contract_floor", "trick points (cards and last trick) the taker's team needs "
               "before anything else counts toward a numeric contract", int, minimum=0,
               label="trick points needed first"),
    OptionSpec("coinche_factor", "the multiplier of a coinche", int, minimum=1,
               label="coinche multiplier"),
    OptionSpec("surcoinche_factor", "the multiplier of a surcoinche", int, minimum=1,
               label="surcoinche multiplier"),
    OptionSpec("no_trump_bid_factor", "the bid counts this many times in a no-trump deal", int,
               minimum=1,
               label="no-trump bid multiplier"),
    OptionSpec("direction", "which way the deal and the play go round: counter-clockwise (to "
               "the dealer's right: n, w, s, e) or clockwise (to the dealer's left: n, e, s, "
               "w)", str, ("counter-clockwise", "clockwise"),
               label="direction of play", said=("counter-clockwise", "clockwise")),
    OptionSpec("deals_limit", "the match ends after this many deals, the higher total "
               "winning and equal totals drawn (0: no limit)", int, minimum=0,
               label="number of deals"),
    OptionSpec("belote_on_failure", "holder, defence (\"belote prenable\": when the "
               "contract fails, the taker's belote goes to the defence too), or lost (no one "
               "scores a failed taker's belote)", str, ("holder", "defence", "lost"),
               label="belote of a failed taker",
               said=("to its holder", "to the defence", "to no one")),
    OptionSpec("contract_scoring", "points-and-contract; contract-only (\"points "
               "annoncés\": the winner of the deal scores the contract × the multiplier and "
               "nothing else; belote still goes to its holder); points-only (\"points "
               "faits\": a numeric contract is never added); contract-only-no-belote "
               "(contract-only, and no one scores belote)", str,
               ("points-and-contract", "contract-only", "points-only",
                "contract-only-no-belote"),
               label="contract scoring",
               said=("points and contract", "contract only", "points only",
                     "contract only, no belote")),
    OptionSpec("announcements_on_failure", "a failed contract: defence (the defence scores "
               "every announcement), holder (each team its own; the taker's never multiplied), "
               "or lost (the defence its own; the taker's for no one)", str,
               ("defence", "holder", "lost"),
               label="announcements of a failed contract",
               said=("all to the defence", "each team its own", "the taker's to no one")),
    OptionSpec("rounding_complement", "none, defence or taker: where a formula scores that "
               "team its own rounded total, it scores the rounded deal less the other's "
               "rounded tricks instead, so that the two add up to the rounded deal", str,
               ("none", "defence", "taker"),
               label="rounding by complement", said=("no complement", "the defence", "the taker")),
    OptionSpec("tie_makes_contract", "a tie in the made test makes the contract, whatever "
               "litige and the made test's other options say (a numeric contract must still "
               "be reached)", bool,
               label="a tie makes the contract"),
    OptionSpec("generale_scoring", "added (a made générale scores its value on top of the "
               "deal), flat (its value alone), or flat-both (and a failed one pays the defence "
               "its value)", str, ("added", "flat", "flat-both"),
               label="générale scoring",
               said=("on top of the deal", "its value alone", "its value, made or failed")),
    OptionSpec("rounding_scope", "deal (each deal's scores are rounded), or match (deals "
               "are kept exact and every running total is rounded)", str, ("deal", "match"),
               label="what is rounded", said=("each deal", "the running totals")),
    OptionSpec("partner_master", "free (a player whose partner is master of the trick may "
               "play any card), or must-trump (a void player trumps and over-trumps whoever "
               "is master)", str, ("free", "must-trump"),
               label="partner master", said=("free", "must trump")),
    OptionSpec("undertrump", "forced (a void player holding only trumps lower than the "
               "trick's must still trump: pisser), or optional (he may play any card)", str,
               ("forced", "optional"),
               label="undertrumping", said=("forced", "optional")),
    OptionSpec("revoke_penalty", "deal-lost (the offending team loses the deal as if the "
               "other had won every card), fixed (the deal is void; the other team scores "
               "penalty_points), or deduct (the deal as played, then penalty_points off the "
               "offender)", str, ("deal-lost", "fixed", "deduct"),
               label="revoke penalty", said=("deal lost", "fixed points", "points deducted")),
    OptionSpec("misdeal_penalty", "redeal (nothing is scored and the same dealer deals "
               "again), deal-lost or fixed (as for a revoke)", str,
               ("redeal", "deal-lost", "fixed"),
               label="misdeal penalty", said=("redeal", "deal lost", "fixed points")),
    OptionSpec("false_announcement", "to-other-team (an announcement that cannot be shown "
               "scores its value for the other team), void (it is struck out), or revoke "
               "(scored as a revoke)", str, ("to-other-team", "void", "revoke"),
               label="false announcement",
               said=("to the other team", "struck out", "as a revoke")),
    OptionSpec("penalty_points", "what a fixed penalty scores, or a deducted one takes off",
               int, minimum=0,
               label="penalty points"),
)
# The options of more than one family; a family declares its own (`own_options`), and
# `register` adds them here.
OPTION_SPECS: dict[str, OptionSpec] = {s.name: s for s in _SPECS}


def unknown_option(key: str, rules, at_key: bool = False) -> RuleSetError:
    """The one refusal of an option that the rule set `rules` does not have (flags, files,
    rules files); `at_key` where the message follows the key's path (`options.x: unknown
    option ...`): a file writes the keys, so it lists them."""
    if at_key:
        return RuleSetError(N_("unknown option for {rules}; valid options: {valid}"),
                            rules=rules.name, valid=", ".join(rules.options))
    from difflib import get_close_matches

    # a typo of a key (`taget`) or of its words (« objetcif »), in any of the languages
    spelled = {_plain(key): key for key in rules.options}
    spelled.update({_plain(said): key for key in rules.options if OPTION_SPECS[key].label
                    for context in ("option", "bazar option")
                    for said in in_every_language(context, OPTION_SPECS[key].label)})
    close = get_close_matches(_plain(key), list(spelled), n=1, cutoff=0.6)
    if close:
        return RuleSetError(N_("unknown option {key!r} for {rules}; did you mean {close}? "
                               "(`scorecli rules {rules}` lists its options)"), key=key,
                            rules=rules.name, close=Named(spelled[close[0]], rules.scorer))
    return RuleSetError(N_("unknown option {key!r} for {rules}; `scorecli rules {rules}` lists "
                           "its options"), key=key, rules=rules.name)


def check_together(options: Mapping[str, object]) -> None:
    """Option values that only make sense together."""
    if options.get("target") == 0 and not options.get("deals_limit"):
        limit = str(Named("deals_limit", keyed=False))  # typed in the language's words too
        raise RuleSetError(N_("{target} = 0 (no target) needs {limit} above 0 (as {example}), "
                              "or the match would never end"), target=Named("target", keyed=False),
                           limit=limit, example=f'-o "{limit}=12"' if " " in limit
                           else f"-o {limit}=12")
    if options.get("capot_failure") == "flat" and not options.get("capot_flat"):
        raise RuleSetError(N_("{failure} = {flat} needs {fixed} above 0: a failed capot "
                              "contract would be worth nothing"), failure=Named("capot_failure"),
                           flat=Valued("capot_failure", "flat"), fixed=Named("capot_flat"))


def option_text(value: object) -> str:
    """An option's value as a file and `--option` write it (`true`, not `True`)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def refused(key: str, value: object, expected: Msg, in_file: Msg | None = None
            ) -> RuleSetError:
    """The refusal of an option's value typed by a person: « arrondi : « up » ne convient
    pas ; écrivez … »; its `bare` message, said after the key of a file (`options.rounding`),
    names the value alone, and what the file writes (`in_file`) where it differs."""
    error = RuleSetError(N_("{name}: {value!r} does not fit; {expected}"),
                         name=Named(key, keyed=False), value=value, expected=expected)
    error.bare = Msg(N_("{value!r} does not fit; {expected}"), value=value,
                     expected=in_file or expected)
    return error


class _Quoted:
    """A word to type, in the language's quotes (« à la dizaine », «до десятков»)."""

    def __init__(self, said):
        self.said = said

    def __str__(self) -> str:
        # TRANSLATORS: a word to type, quoted (fr « {word} », ru «{word}»)
        return pgettext("quoted", "'{word}'").format(word=self.said)


def not_a_choice(key: str, value: object, choices) -> RuleSetError:
    """A value that is none of the words of the option `key` that a family plays: a person
    is told its words, quoted; a file, its words with the file's (« aucun (none) »)."""
    return refused(key, value, choices_expected(key, choices),
                   choices_expected(key, choices, in_file=True))


def choices_expected(key: str, choices, in_file: bool = False) -> Msg:
    """« write « aucun » or « à la dizaine » », the option `key`'s words quoted; `in_file`,
    with the file's beside them (« aucun (none) »)."""
    return Msg(N_("write {choices}"), choices=Either(*(
        Valued(key, c) if in_file else _Quoted(Valued(key, c, keyed=False))
        if isinstance(c, str) else Valued(key, c) for c in choices)))  # a number: 11 or 19
