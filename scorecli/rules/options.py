"""The options that more than one family knows, and how an option is checked and said.

A family's own options stand beside it (`Family.own_options`); `register` adds them to
`OPTION_SPECS`, which `rules NAME` lists in order: these first, then each family's.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple

from ..errors import Either, Msg, RuleSetError
from ..i18n import N_


class OptionSpec(NamedTuple):
    name: str
    meaning: str
    kind: type  # int, bool or str
    choices: tuple = ()
    minimum: int | None = None

    def describe_kind(self) -> Msg | str:
        """The values the option takes: its choices as the file writes them, or a number."""
        if self.choices:
            return " | ".join(str(c).lower() if isinstance(c, bool) else str(c)
                              for c in self.choices)
        if self.kind is bool:  # the file writes true or false; a person types oui, да too
            return Msg(N_("true | false"))
        if self.minimum is not None:
            return Msg(N_("integer >= {minimum}"), minimum=self.minimum)
        return Msg(N_("integer"))

    def check(self, value: object) -> object:
        """The value if it is of this option's kind, else a RuleSetError naming both."""
        ok = isinstance(value, self.kind) and not (self.kind is int and isinstance(value, bool))
        if ok and self.choices:
            ok = value in self.choices
        if ok and self.minimum is not None:
            ok = value >= self.minimum
        if ok and self.kind is int:
            ok = value <= 10**9  # a score, not a number to overflow on
        if not ok and self.choices and self.kind is str:
            raise not_a_choice(self.name, value, self.choices)
        if not ok:
            raise RuleSetError(N_("option {name} = {value!r}: expected {kinds}"),
                               name=self.name, value=value, kinds=self.describe_kind())
        return value

    def parse(self, text: str) -> object:
        """Read a value typed on the command line (`--option rounding=none`)."""
        if self.kind is bool:
            lowered = text.strip().lower()
            if lowered in ("true", "yes", "on", "1", "oui", "да"):  # the tables' words too
                return True
            if lowered in ("false", "no", "off", "0", "non", "нет"):
                return False
            raise RuleSetError(N_("option {name} = {value!r}: expected {kinds}"),
                               name=self.name, value=text, kinds=self.describe_kind())
        if self.kind is int:
            digits = text.strip().removeprefix("-")
            try:  # the digits 0-9 only, as everywhere (int() reads ٣ and 𝟓 too)
                if not (digits.isascii() and digits.isdecimal()):
                    raise ValueError(text)
                number = int(text.strip())
            except ValueError:
                raise RuleSetError(N_("option {name} = {value!r}: expected {kinds}"),
                                   name=self.name, value=text,
                                   kinds=self.describe_kind()) from None
            return self.check(number)
        return self.check(text.strip())


_SPECS = (
    OptionSpec("target", "the score that wins the match (0: none, with a deals_limit)", int,
               minimum=0),
    OptionSpec("rounding", "how each score a team receives from a deal is rounded: none; "
               "nearest-ten (a units digit of 5 goes up); tens-half-down (divided by ten, "
               "a fraction above one half goes up: the match is kept in tens)",
               str, ("none", "nearest-ten", "tens-half-down")),
    OptionSpec("litige", "an exact tie holds the taker's points for the winner of the next "
               "deal instead of failing", bool),
    OptionSpec("no_trump_ace", "the ace's value in a no-trump deal", int, (11, 19)),
    OptionSpec("capot_bonus", "added to the capot team's last trick (90 makes 252)", int,
               minimum=0),
    OptionSpec("announcements", "who scores announcements: best-team (only the team with the "
               "single best one), each-team, none", str, ("best-team", "each-team", "none")),
    OptionSpec("carres", "the table of carré values: french, french-701 (four nines worth 0 "
               "in no-trump), armenian", str, ("french", "french-701", "armenian")),
    OptionSpec("all_trump", "all-trump deals may be played", bool),
    OptionSpec("contract_counts_belote", "belote counts toward making the contract", bool),
    OptionSpec("contract_counts_announcements", "announcements count toward making the "
               "contract", bool),
    OptionSpec("must_beat_defence", "a made contract must also end strictly ahead of the "
               "defence", bool),
    OptionSpec("bid_min", "the lowest numeric bid", int, minimum=1),
    OptionSpec("bid_max", "the highest numeric bid", int, minimum=1),
    OptionSpec("bid_step", "numeric bids go up by this step", int, minimum=1),
    OptionSpec("capot_value", "what a capot contract is worth (as a bid)", int, minimum=0),
    OptionSpec("generale_value", "what a générale contract is worth (0: it cannot be bid)", int,
               minimum=0),
    OptionSpec("contract_floor", "trick points (cards and last trick) the taker's team needs "
               "before anything else counts toward a numeric contract", int, minimum=0),
    OptionSpec("coinche_factor", "the multiplier of a coinche", int, minimum=1),
    OptionSpec("surcoinche_factor", "the multiplier of a surcoinche", int, minimum=1),
    OptionSpec("no_trump_bid_factor", "the bid counts this many times in a no-trump deal", int,
               minimum=1),
    OptionSpec("direction", "which way the deal and the play go round: counter-clockwise (to "
               "the dealer's right: n, w, s, e) or clockwise (to the dealer's left: n, e, s, "
               "w)", str, ("counter-clockwise", "clockwise")),
    OptionSpec("deals_limit", "the match ends after this many deals, the higher total "
               "winning and equal totals drawn (0: no limit)", int, minimum=0),
    OptionSpec("belote_on_failure", "holder, defence (\"belote prenable\": when the "
               "contract fails, the taker's belote goes to the defence too), or lost (no one "
               "scores a failed taker's belote)", str, ("holder", "defence", "lost")),
    OptionSpec("contract_scoring", "points-and-contract; contract-only (\"points "
               "annoncés\": the winner of the deal scores the contract × the multiplier and "
               "nothing else; belote still goes to its holder); points-only (\"points "
               "faits\": a numeric contract is never added); contract-only-no-belote "
               "(contract-only, and no one scores belote)", str,
               ("points-and-contract", "contract-only", "points-only",
                "contract-only-no-belote")),
    OptionSpec("announcements_on_failure", "a failed contract: defence (the defence scores "
               "every announcement), holder (each team its own; the taker's never multiplied), "
               "or lost (the defence its own; the taker's for no one)", str,
               ("defence", "holder", "lost")),
    OptionSpec("rounding_complement", "none, defence or taker: where a formula scores that "
               "team its own rounded total, it scores the rounded deal less the other's "
               "rounded tricks instead, so that the two add up to the rounded deal", str,
               ("none", "defence", "taker")),
    OptionSpec("tie_makes_contract", "a tie in the made test makes the contract, whatever "
               "litige and the made test's other options say (a numeric contract must still "
               "be reached)", bool),
    OptionSpec("generale_scoring", "added (a made générale scores its value on top of the "
               "deal), flat (its value alone), or flat-both (and a failed one pays the defence "
               "its value)", str, ("added", "flat", "flat-both")),
    OptionSpec("rounding_scope", "deal (each deal's scores are rounded), or match (deals "
               "are kept exact and every running total is rounded)", str, ("deal", "match")),
    OptionSpec("partner_master", "free (a player whose partner is master of the trick may "
               "play any card), or must-trump (a void player trumps and over-trumps whoever "
               "is master)", str, ("free", "must-trump")),
    OptionSpec("undertrump", "forced (a void player holding only trumps lower than the "
               "trick's must still trump: pisser), or optional (he may play any card)", str,
               ("forced", "optional")),
    OptionSpec("revoke_penalty", "deal-lost (the offending team loses the deal as if the "
               "other had won every card), fixed (the deal is void; the other team scores "
               "penalty_points), or deduct (the deal as played, then penalty_points off the "
               "offender)", str, ("deal-lost", "fixed", "deduct")),
    OptionSpec("misdeal_penalty", "redeal (nothing is scored and the same dealer deals "
               "again), deal-lost or fixed (as for a revoke)", str,
               ("redeal", "deal-lost", "fixed")),
    OptionSpec("false_announcement", "to-other-team (an announcement that cannot be shown "
               "scores its value for the other team), void (it is struck out), or revoke "
               "(scored as a revoke)", str, ("to-other-team", "void", "revoke")),
    OptionSpec("penalty_points", "what a fixed penalty scores, or a deducted one takes off",
               int, minimum=0),
)
# The options of more than one family; a family declares its own (`own_options`), and
# `register` adds them here.
OPTION_SPECS: dict[str, OptionSpec] = {s.name: s for s in _SPECS}


def unknown_option(key: str, rules, at_key: bool = False) -> RuleSetError:
    """The one refusal of an option that the rule set `rules` does not have (flags, files,
    rules files); `at_key` where the message follows the key's path (`options.x: unknown
    option ...`)."""
    valid = ", ".join(rules.options)
    if at_key:
        return RuleSetError(N_("unknown option for {rules}; valid options: {valid}"),
                            rules=rules.name, valid=valid)
    from difflib import get_close_matches

    close = get_close_matches(key.replace("-", "_"), list(rules.options), n=1, cutoff=0.6)
    if close:  # a typo of one (`taget`), said first: the list is long on a phone
        return RuleSetError(N_("unknown option {key!r} for {rules} (did you mean {close}?); "
                               "valid options: {valid}"), key=key, rules=rules.name,
                            close=close[0], valid=valid)
    return RuleSetError(N_("unknown option {key!r} for {rules}; valid options: {valid}"),
                        key=key, rules=rules.name, valid=valid)


def check_together(options: Mapping[str, object]) -> None:
    """Option values that only make sense together."""
    if options.get("target") == 0 and not options.get("deals_limit"):
        raise RuleSetError(N_("option target = 0 (no target) needs a deals_limit above 0, or "
                              "the match would never end"))
    if options.get("capot_failure") == "flat" and not options.get("capot_flat"):
        raise RuleSetError(N_("option capot_failure = flat needs a capot_flat above 0: a "
                              "failed capot contract would be worth nothing"))


def option_text(value: object) -> str:
    """An option's value as a file and `--option` write it (`true`, not `True`)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def not_a_choice(name: str, value: object, choices) -> RuleSetError:
    """A value that is none of an option's words: the words, as the file writes them."""
    return RuleSetError(N_("option {name} = {value!r}: write {choices}, as the file writes "
                           "them (`scorecli rules` says what each does)"), name=name,
                        value=value, choices=Either(*(f"`{c}`" for c in choices)))
