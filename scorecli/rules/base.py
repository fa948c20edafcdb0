"""Rule sets as data: named option values, plus the name of the family's strategy."""

from __future__ import annotations

from typing import Mapping, NamedTuple

from ..errors import Either, Msg, Problem, Reasoned
from ..i18n import N_, WORDS
from ..game.cards import TEAMS
from ..game.steps import Joined, Step, Sum, phrase
from .options import (OPTION_SPECS, OptionSpec, Valued, check_together, not_a_choice, option_text,
                      unknown_option)


class RuleSet:
    """A built-in rule set, or one with house-rule overrides applied."""

    __slots__ = ("name", "family", "scorer", "title", "options", "sources", "overridden",
                 "base", "own", "origin")

    def __init__(self, name: str, family, title: "str | Msg", options: Mapping[str, object],
                 sources: Mapping[str, str], overridden: Mapping[str, object] | None = None,
                 base: str | None = None, own: Mapping[str, object] | None = None,
                 origin: str = ""):
        self.name = name
        # The family itself, configured once (not a name looked up at every deal).
        self.scorer: Family = family if isinstance(family, Family) else FAMILIES[family]
        self.family = self.scorer.name  # belote, coinche, coinche-701, bazar
        self.title = title
        self.options = options
        self.sources = sources  # option -> where its value comes from
        self.overridden = overridden  # option -> value, for display
        self.base = base  # a derived rule set: the built-in one it changes
        self.own = own or {}  # a derived rule set: the options it changes
        self.origin = origin  # the rules file it comes from; "" if built in

    def derive(self, name: str, title: "str | Msg", options: Mapping[str, object],
               origin: str = "") -> "RuleSet":
        """A derived rule set: this built-in one with some options changed; `origin`, the
        rules file that defines it ("" for one built in)."""
        changed = self.with_options(options)
        sources = dict(self.sources)
        sources.update({key: f"{name} ({title})" for key in options})
        return RuleSet(name, self.scorer, title, changed.options, sources, None, self.name,
                       dict(options), origin)

    def __getitem__(self, option: str):
        return self.options[option]

    @property
    def bids(self) -> bool:
        return self.scorer.bids

    @property
    def label(self) -> str:
        """The name, with any overrides (`coinche-officielle rounding=none`)."""
        if not self.overridden:
            return self.name
        extra = " ".join(f"{k}={option_text(v)}" for k, v in self.overridden.items())
        return f"{self.name} {extra}"

    def scores_as(self, other: "RuleSet") -> bool:
        """Does this rule set score every deal as `other` does (the same family and the
        same option values, whatever their names or where they come from)?"""
        return self.scorer is other.scorer and dict(self.options) == dict(other.options)

    def check_option(self, key: str, value: object) -> object:
        """The value if this rule set's family plays it, else a RuleSetError naming both."""
        return self.scorer.check_option(key, value)

    def with_options(self, overrides: Mapping[str, object]) -> "RuleSet":
        """This rule set with house-rule overrides; unknown options and bad values raise."""
        if not overrides:
            return self  # nothing to override: nothing to check again
        options = dict(self.options)
        changed = dict(self.overridden or {})
        for key, value in overrides.items():
            if key not in options:
                raise unknown_option(key, self)
            options[key] = self.check_option(key, value)
            changed[key] = value
        check_together(options)
        return RuleSet(self.name, self.scorer, self.title, options, self.sources, changed,
                       self.base, self.own, self.origin)


def play_and_penalties(undertrump: str, penalty_points: int = 162,
                       chosen: str = "scorecli's reading of the federation's rules") -> dict:
    """The play's and the penalties' options (SPEC 15.3, 15.5), the same in every rule
    set but for `undertrump` and bazar-blot's scale and source (`chosen`: it has no
    federation)."""
    rules = "the federation's rules of play"
    return {"partner_master": ("free", rules + " (a master partner frees the player)"),
            "undertrump": (undertrump, rules + (" (pisser: belote's rule)"
                                                if undertrump == "forced"
                                                else " (coinche: any card)")),
            # what the value does, explain says in its words (render/explain.py)
            "revoke_penalty": ("deal-lost", chosen),
            "misdeal_penalty": ("redeal", chosen),
            "false_announcement": ("to-other-team", chosen),
            "penalty_points": (penalty_points, chosen + (" (the deal's 162)"
                                                         if penalty_points == 162
                                                         else " (on the match's scale)"))}


def make(name: str, family: str, title: str, values: Mapping[str, tuple[object, str]]) -> RuleSet:
    for key, (value, _source) in values.items():
        FAMILIES[family].check_option(key, value)
    check_together({k: v for k, (v, _) in values.items()})
    ordered = [k for k in OPTION_SPECS if k in values]  # `rules NAME` lists them in this order
    return RuleSet(name, family, title, {k: values[k][0] for k in ordered},
                   {k: values[k][1] for k in ordered})


# ---------------------------------------------------------------- rounding


def round_nearest_ten(x: int) -> int:
    """85 → 90, 84 → 80: a units digit of 5 goes up."""
    return (x + 5) // 10 * 10


def tens_half_down(x: int) -> int:
    """85 → 8, 86 → 9: divided by ten, a fraction above one half goes up."""
    tens, units = divmod(x, 10)
    return tens + (units > 5)


def inner_rounding(rules: RuleSet):
    """A `round(...)` inside a formula: to the nearest ten, or to tens kept in points for
    `tens-half-down` (the score is then divided as a whole); none leaves it."""
    how = rules["rounding"]
    if how == "nearest-ten":
        return round_nearest_ten
    if how == "tens-half-down":
        return lambda x: tens_half_down(x) * 10
    return lambda x: x


def rounded_rest(deal, t, rules: RuleSet, team: str, own: int, say,
                 otherwise: int | None = None) -> int:
    """What a formula that scores `team` its own rounded total `own` scores it: under
    `rounding_complement`, for the team it names, the rounded deal less the other's
    rounded tricks, plus its own belote and announcements rounded; else `otherwise` (the
    formula's own value, `own` if none is given)."""
    role = "taker" if team == deal.taker_team else "defence"
    if rules.options.get("rounding_complement", "none") != role or \
            rules["rounding"] == "none" or rules.options.get("rounding_scope") == "match":
        return own if otherwise is None else otherwise
    r, other = inner_rounding(rules), "ew" if team == "ns" else "ns"
    whole, theirs, extra = r(t.deal_total), r(t.tricks[other]), r(own - t.tricks[team])
    say.add("rounding.complement", team=team, whole=whole, other=other,
            tricks=t.tricks[other], theirs=theirs, extra=extra, points=whole - theirs + extra)
    return whole - theirs + extra


# The choices of the `rounding` option, and what each does.
ROUNDINGS = {"none": None, "nearest-ten": round_nearest_ten, "tens-half-down": tens_half_down}


# ---------------------------------------------------------------- families


class Outcome(NamedTuple):
    """What a strategy decides for one deal, in card points, before rounding and the pot."""

    result: str  # made, failed or litige
    points: Mapping[str, int]
    held: int = 0  # points the litige puts into the pot


def toward_contract(t, team: str, rules: RuleSet) -> int:
    """What counts toward the contract for one team."""
    value = t.tricks[team]
    if rules["contract_counts_belote"]:
        value += t.belote[team]
    if rules["contract_counts_announcements"]:
        value += t.ann[team]
    return value


def counted(t, team: str, rules: RuleSet) -> Step | int:
    """How toward_contract added it up: `tricks 100 + belote 20 = 120`, or `100`."""
    parts = [phrase("part.tricks", points=t.tricks[team])]
    if rules["contract_counts_belote"] and t.belote[team]:
        parts.append(phrase("part.belote", points=t.belote[team]))
    if rules["contract_counts_announcements"] and t.ann[team]:
        parts.append(phrase("part.announcements", points=t.ann[team]))
    value = toward_contract(t, team, rules)
    return phrase("sum", parts=Sum(parts), value=value) if len(parts) > 1 else value


def multiplier(deal, rules: RuleSet) -> int:
    """1, or the coinche or surcoinche factor of the rule set."""
    return {None: 1, "coinche": rules["coinche_factor"],
            "surcoinche": rules["surcoinche_factor"]}[deal.coinche]


def contract_value(deal, rules: RuleSet) -> int:
    """What the contract is worth: its number, or the capot's or générale's value."""
    if deal.contract == "capot":
        return rules["capot_value"]
    if deal.contract == "generale":
        return rules["generale_value"]
    return deal.contract


def litige(deal, t, say, taker_points: int) -> Outcome:
    """An exact tie: the defence scores its own, the taker's points wait in the pot."""
    taker, defence = deal.taker_team, deal.defence
    say.add("litige", points=t.total[defence], held=taker_points)
    return Outcome("litige", {taker: 0, defence: t.total[defence]}, taker_points)


def say_defence_scores(say, parts: list, belote: dict, won: int, taker: str,
                       defence: str, kept_announcements: int = 0) -> None:
    """A failed contract's last step: what the defence adds up (`parts`, its belote last)
    and what the taker keeps (its belote and its announcements, or nothing)."""
    if belote[defence]:
        parts.append(phrase("part.its-belote", points=belote[defence]))
    kind = "failed.defence-scores.kept-own" if kept_announcements else \
        "failed.defence-scores.kept-belote" if belote[taker] else "failed.defence-scores"
    if len(parts) == 1:  # one part: its sum would only repeat it
        kind += ".one"
    say.add(kind, parts=Sum(parts), won=won, kept=belote[taker] + kept_announcements)


def announcements_scored(deal, t, rules: RuleSet, result: str, say) -> tuple[int, int]:
    """The announcements a formula adds (`A`, both teams'), and those the taker keeps
    beside its belote: in a failed contract, as `announcements_on_failure` says."""
    both, mine = t.ann["ns"] + t.ann["ew"], t.ann[deal.taker_team]
    how = rules.options.get("announcements_on_failure", "defence")
    if result != "failed" or how == "defence" or not mine:
        return both, 0
    say.add("announcements.taker-keeps" if how == "holder" else "announcements.lost",
            points=mine, team=deal.taker_team)
    return both - mine, mine if how == "holder" else 0


def belote_kept(deal, t, rules: RuleSet, result: str, say=None) -> dict:
    """Each team's belote after the deal: its holder's, except that when the contract
    fails, `belote_on_failure = defence` gives the taker's to the defence and `lost` to no
    one (said to `say`)."""
    kept = dict(t.belote)
    where = rules.options.get("belote_on_failure")
    taker = deal.taker_team
    if result == "failed" and where == "defence":
        kept[deal.defence] += kept[taker]
        kept[taker] = 0
    elif result == "failed" and where == "lost" and kept[taker]:
        if say is not None:
            say.add("belote.lost", points=kept[taker], team=taker)
        kept[taker] = 0
    return kept


class Family:
    """A family of rule sets: its scoring, with hooks where families really differ.

    `decide` runs the made test, then scores a litige or the made or failed contract. A
    family overrides the hooks it needs; a rule set is a family plus option values.

    The house rules meet in one order (SPEC 5.5, second part), each in its hook:
    1. the numbers: `tally` (`scale_to_162`, then `generale_points`);
    2. the made test: `made_test` (`made_threshold`, `tie_makes_contract`, then `litige`
       and `must_beat_defence`);
    3. the formula: `score` (a capot contract's `capot_flat` and `capot_failure`, then
       `contract_scoring`, `generale_scoring`, `coinche_multiplies`; the base, the
       no-trump factor and the announcements of a failure inside each);
    4. belote: `belote_kept` and a family's own (`belote_on_failure`,
       `belote_on_success`, then `belote_multiplied`);
    5. rounding: `rounded` (`rounding_complement` and `rounded-points` where their
       formula rounds);
    6. the pot: `on_litige` (`litige_belote`) and `settle_pot` (`litige_pot`)."""

    name = ""
    bids = True  # the taker bid a contract
    coinches = False  # a contract can be coinché (x2) and surcoinché (x4)
    says_dedans = False  # a failed contract is "dedans" (plain belote's word)
    says_contra = False  # a coinche said in the family's own words (its `bazar` context)
    own_options: tuple[OptionSpec, ...] = ()  # the options no other family knows
    narrowed: Mapping[str, tuple] = {}  # a shared option this family plays fewer values of
    meanings: Mapping[str, str] = {}  # ... and what those values do, where it plays fewer

    def check_option(self, key: str, value: object) -> object:
        """The value if it is of the option's kind and one this family plays."""
        value = OPTION_SPECS[key].check(value)
        if key in self.narrowed and value not in self.narrowed[key]:
            raise not_a_choice(key, value, self.narrowed[key])
        return value

    def describe_kind(self, key: str) -> Msg | str:
        """The values this family plays of an option, as `rules NAME` lists them."""
        if key in self.narrowed:
            return " | ".join(str(Valued(key, c)) for c in self.narrowed[key])
        return OPTION_SPECS[key].describe_kind()

    def decide(self, deal, t, rules: RuleSet, say) -> Outcome:
        result = self.made_test(deal, t, rules, say)
        if result == "litige":
            return self.on_litige(deal, t, rules, say)
        return self.score(deal, t, rules, say, result)

    def made_test(self, deal, t, rules: RuleSet, say) -> str:
        raise NotImplementedError

    def score(self, deal, t, rules: RuleSet, say, result: str) -> Outcome:
        raise NotImplementedError

    def lost_deal(self, deal, t, rules: RuleSet, say, result: str, offender: str) -> Outcome:
        """A deal the offender lost by a penalty (SPEC 15.5, `deal-lost`): `t` already
        gives the other team every card and every announcement; the formula of the
        result (failed when the offender took, made when it defended) applies."""
        return self.score(deal, t, rules, say, result)

    def litige_stake(self, deal, t, rules: RuleSet) -> int:
        """What a litige holds in the pot: the taker's total."""
        return t.total[deal.taker_team]

    def on_litige(self, deal, t, rules: RuleSet, say) -> Outcome:
        """A litige's outcome: the defence scores its own, the stake is held."""
        return litige(deal, t, say, self.litige_stake(deal, t, rules))

    def rounded(self, outcome: Outcome, rules: RuleSet, say) -> tuple[dict, int]:
        """The deal's score and what it puts in the pot, rounded as the rule set says
        (each deal on its own; with `rounding_scope = match` the totals are, not this)."""
        points = outcome.points
        rounder = ROUNDINGS[rules["rounding"]]
        if not rounder or rules.options.get("rounding_scope") == "match":
            return {"ns": points["ns"], "ew": points["ew"]}, outcome.held
        score = {"ns": rounder(points["ns"]), "ew": rounder(points["ew"])}
        held = rounder(outcome.held)
        say.tell(_say_rounding, rules["rounding"], points, score, outcome, held)
        return score, held

    def match_totals(self, exact: dict, rules: RuleSet) -> tuple[dict, str | None]:
        """The match's totals after a deal, from the exact ones: with `rounding_scope =
        match` rounded as `rounding` says (the deals were not); and the rounding's kind
        when it changed them, for the step that says so."""
        rounder = ROUNDINGS[rules["rounding"]]
        if not rounder or rules.options.get("rounding_scope") != "match":
            return exact, None
        total = {team: rounder(exact[team]) for team in TEAMS}
        return total, (rules["rounding"] if total != exact else None)

    def settle_pot(self, deal, result: str, score: dict, held_before: int, held_in: int,
                   rules: RuleSet, say) -> tuple[int, int]:
        """The held pot after the deal, and what it paid (added to `score`): a litige
        adds to it; the winner of the next deal takes it, or with `litige_pot =
        next-made-contract` only a team that makes a contract."""
        if result == "litige":
            held_after = held_before + held_in
            if held_before:
                say.add("pot.grows", before=held_before, after=held_after)
            return held_after, 0
        if held_before and (result == "made"
                            or rules.options.get("litige_pot") != "next-made-contract"):
            winner = deal.taker_team if result == "made" else deal.defence
            score[winner] += held_before
            say.add("pot.paid", points=held_before, team=winner)
            return 0, held_before
        if held_before:
            say.add("pot.stays", points=held_before)
        return held_before, 0

    def bid_problems(self, deal, rules: RuleSet) -> list[tuple[str, str]]:
        """What is wrong with the deal's contract under the rule set (its bids)."""
        contract = deal.contract
        if not self.bids:
            out = []
            if contract is not None:
                out.append(Problem("contract", Reasoned(  # said after the rules' name
                    Msg(N_("no bids, the taker only chooses the trump")),
                    N_("{contract!r}: {rules} has no bids; the taker chose trump, so leave the "
                       "contract out"), contract=Msg(WORDS[contract]) if contract in WORDS
                    else contract, rules=rules.name)))  # « capot »
            if deal.coinche:
                out.append(Problem("coinche", Reasoned(Msg(N_("no coinche either")),
                                                       N_("there is no coinche in {rules}"),
                                                       rules=rules.name)))
            return out
        if contract is None:
            return [Problem("contract", Reasoned(
                Msg(N_("every deal is played to a bid ({bids})"), bids=bid_range(rules)),
                N_("the contract is missing: every deal in {rules} has one ({bids})"),
                rules=rules.name, bids=bid_range(rules)))]
        if contract == "capot":
            return []
        if contract == "generale":
            if not rules["generale_value"]:
                return [Problem("contract", Reasoned(Msg(N_("no générale contract")), N_(
                    "'generale': there is no générale contract in {rules}"), rules=rules.name))]
            return []
        low, high, step = rules["bid_min"], rules["bid_max"], rules["bid_step"]
        if not (low <= contract <= high) or (contract - low) % step:
            return [Problem("contract", Reasoned(
                Msg(N_("only {bids}"), bids=bid_range(rules)),
                N_("{contract} is not a bid in {rules} ({bids})"), contract=contract,
                rules=rules.name, bids=bid_range(rules)))]
        return []


def _say_rounding(say, rounding: str, points, score, outcome: Outcome, held: int) -> None:
    changes = [phrase("rounding.change", team=team, before=points[team], after=score[team])
               for team in TEAMS]
    if outcome.result == "litige":
        changes.append(phrase("rounding.held", before=outcome.held, after=held))
    say.add("rounding." + rounding, changes=Joined(changes))


def lowest_bids(rules: RuleSet) -> tuple[int, int, bool] | None:
    """(the lowest bid, the step, whether its coinche is said контра), for the examples a
    refusal gives; None without bids."""
    return (rules["bid_min"], rules["bid_step"], getattr(rules.scorer, "says_contra", False)
            ) if rules.bids else None


def bid_range(rules: RuleSet) -> Msg:
    """The bids a rule set allows, in words."""
    low, high, step = rules["bid_min"], rules["bid_max"], rules["bid_step"]
    capot, generale = Msg(N_("capot")), Msg(N_("generale"))  # as typed, in English
    numbers = (Msg(N_("bids from {low} to {high}"), low=low, high=high) if step == 1 else
               Msg(N_("bids from {low} to {high} in steps of {step}"), low=low, high=high,
                   step=step))
    # one list, `… in steps of 10, capot or generale`, not `… or capot or generale`
    return Either(numbers, capot, generale) if rules["generale_value"] else \
        Either(numbers, capot)


FAMILIES: dict[str, Family] = {}


def register(cls: type[Family]) -> type[Family]:
    """Make a family known by its name (a rule set names its family), and its own
    options with it."""
    for spec in cls.own_options:
        if OPTION_SPECS.setdefault(spec.name, spec) is not spec:
            raise RuntimeError("an option is declared twice", spec.name)  # a bug, at import
    FAMILIES[cls.name] = cls()
    return cls
