"""Typed totals checked (SPEC 13, "Typed totals are checked"): the bound a table could
not pass, refused, and the rule set's paper check, warned with its arithmetic and the
causes that fit.

The bound catches a digit too many, not a wrong sheet; the paper checks are those that
hold exactly under the rule set (the units of 162 a deal; tens under rounding), and a
deal of another worth (a no-trump deal at 130) or a pot lost at the end is named as a
cause, never passed silently.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import Both, Msg, Plural
from ..i18n import N_

ALL_ANNOUNCEMENTS = 1350  # six carrés (750) and 32 cards of quintes (600)
DEAL = 162


def most_per_deal(rules) -> int:
    """M: the most one recorded deal can add to both totals together."""
    options = rules.options
    get = options.get
    worth = (258 if get("all_trump") else DEAL) + get("capot_bonus", 0)
    worth = max(worth, get("coinche_base", 0), get("capot_base", 0))
    announced = 0 if get("announcements") == "none" else ALL_ANNOUNCEMENTS
    bids = "bid_max" in options
    contract = max(get("bid_max", 0), get("capot_value", 0), get("generale_value", 0)) \
        if bids else 0
    factor = max(get("coinche_factor", 1), get("surcoinche_factor", 1)) if bids else 1
    belote = 80 if get("all_trump") else 20
    if get("rounding") == "tens-half-down":
        most = (worth + announced + belote + 10) // 10 + contract * get(
            "no_trump_bid_factor", 1) * factor
    else:
        most = (worth + announced + contract) * factor + belote + (
            10 if get("rounding") == "nearest-ten" else 0)
    return max(most, get("penalty_points", 0))


class Sheet(NamedTuple):
    """What an organiser typed: the totals and the sheet's counts."""
    ns: int
    ew: int
    deals: int | None = None
    belotes: int | None = None
    capots: int | None = None
    announcements: int | None = None

    def counts_given(self) -> bool:
        return any(x is not None for x in (self.belotes, self.capots, self.announcements))


def deals_known(rules, sheet: Sheet) -> int | None:
    """N: `--deals`, else the deals limit of a table without a target."""
    if sheet.deals is not None:
        return sheet.deals
    if rules["deals_limit"] and not rules["target"]:
        return rules["deals_limit"]
    return None


def impossible(rules, sheet: Sheet) -> Msg | None:
    """Why these totals could not end a table under the rules, or None."""
    most = most_per_deal(rules)
    n = deals_known(rules, sheet)
    label = rules.base or rules.name
    if rules.options.get("announcements") == "none":
        label = Msg(N_("{rules} without announcements"), rules=label)
    both = sheet.ns + sheet.ew
    if n is not None:
        limit = n * most
        for said in (sheet.ns, sheet.ew, Msg(N_("{ns} + {ew} = {sum}"), ns=sheet.ns,
                                             ew=sheet.ew, sum=both)):
            value = both if isinstance(said, Msg) else said
            if value > limit:
                return Plural("{total} is more than {n} deal can make in {rules}: {n} × "
                                 "{most} = {limit}",
                              "{total} is more than {n} deals can make in {rules}: {n} × "
                                 "{most} = {limit}", n, total=said, n=n, rules=label,
                              most=most, limit=limit)
    target = rules["target"]
    if target:
        limit = target - 1 + most
        for total in (sheet.ns, sheet.ew):
            if total > limit:
                return Msg(N_("{total} is more than a table to {target} can end with in "
                              "{rules}: {target} − 1 + {most} = {limit}"), total=total,
                           target=target, rules=label, most=most, limit=limit)
        if not rules["deals_limit"]:
            if max(sheet.ns, sheet.ew) < target:
                return Msg(N_("{ns}–{ew} does not end a match to {target}: neither total "
                              "reaches it"), ns=sheet.ns, ew=sheet.ew, target=target)
            if sheet.ns == sheet.ew:
                return Msg(N_("{ns}–{ew} does not end a match to {target}: the totals are "
                              "equal"), ns=sheet.ns, ew=sheet.ew, target=target)
    return None


def check_kind(rules, sheet: Sheet) -> str | None:
    """The paper check that holds under these rules: `counts`, `sum`, `tens` or None."""
    get = rules.options.get
    family = rules.scorer.name
    if get("rounding") == "nearest-ten":
        return "tens"
    if get("rounding") != "none" or get("capot_bonus", 0) % 10:
        return None
    if family == "coinche-701":
        contracts = ("bid_min", "bid_step", "capot_value", "generale_value")
        if any(get(k, 0) % 10 for k in contracts):
            return None
    elif family != "belote":
        return None
    if deals_known(rules, sheet) is None:
        return None
    return "counts" if family == "belote" and sheet.counts_given() else "sum"


class Check(NamedTuple):
    kind: str | None
    passed: bool | None
    gap: int | None
    said: tuple = ()  # the arithmetic (Msgs)
    causes: tuple = ()  # the causes that fit it, each said alone (Msgs)

    def as_data(self) -> dict:
        return {"kind": self.kind, "passed": self.passed, "gap": self.gap}


NO_CHECK = Check(None, None, None)


def paper_check(rules, sheet: Sheet) -> Check:
    """The rule set's paper check of a sheet, with what to say when it fails."""
    kind = check_kind(rules, sheet)
    if kind is None:
        return NO_CHECK
    both = sheet.ns + sheet.ew
    if kind == "tens":
        wrong = [t for t in (sheet.ns, sheet.ew) if t % 10]
        if not wrong:
            return Check(kind, True, None)
        said = [Msg(N_("{total} is not a multiple of 10"), total=t) for t in wrong]
        cause = Msg(N_("a total mistyped, or a deal scored by hand (each total ends in 0)"))
        return Check(kind, False, None, tuple(said), (cause,))
    n = deals_known(rules, sheet)
    if kind == "sum":
        gap = both - DEAL * n
        if gap >= 0 and gap % 10 == 0:
            return Check(kind, True, gap)
        deals = _deals_worth(n)
        if gap >= 0:  # the end digit tells a mistyped total only where the sum can end so
            said = [Msg(N_("{ns} + {ew} = {sum}; {deals} make {worth}, which leaves {gap} for "
                           "the belotes, announcements and capots: not a multiple of 10"),
                        ns=sheet.ns, ew=sheet.ew, sum=both, deals=deals, worth=DEAL * n,
                        gap=gap)]
            causes = [Msg(N_("a total mistyped, or a deal scored by hand (the sum of the "
                             "totals should end in {digit})"), digit=DEAL * n % 10)]
        else:
            said = [Msg(N_("{ns} + {ew} = {sum}: less than the {worth} that {deals} make, "
                           "{gap} short"), ns=sheet.ns, ew=sheet.ew, sum=both, deals=deals,
                        worth=DEAL * n, gap=-gap)]
            causes = [Msg(N_("a total mistyped"))]
        fits = lambda value: value >= 0 and value % 10 == 0  # noqa: E731
    else:
        capot = rules.options.get("capot_bonus", 0)
        parts = [_deals_worth(n)]
        if sheet.belotes:
            parts.append(Plural("{n} belote of 20", "{n} belotes of 20", sheet.belotes,
                                n=sheet.belotes))
        if sheet.capots:
            parts.append(Plural("{n} capot of {worth}", "{n} capots of {worth}", sheet.capots,
                                n=sheet.capots, worth=capot))
        if sheet.announcements:
            parts.append(Msg(N_("{points} of announcements"), points=sheet.announcements))
        expected = (DEAL * n + 20 * (sheet.belotes or 0) + capot * (sheet.capots or 0)
                    + (sheet.announcements or 0))
        gap = both - expected
        if gap == 0:
            return Check(kind, True, 0)
        said = [Msg(N_("{ns} + {ew} = {sum}, but the sheet's counts ({parts}) make {expected}: "
                       "{difference}"), ns=sheet.ns, ew=sheet.ew, sum=both,
                    parts=Both(*parts), expected=expected,
                    difference=Msg(N_("{n} less"), n=-gap) if gap < 0 else
                    Msg(N_("{n} more"), n=gap))]
        causes = [Msg(N_("a total mistyped, or a deal scored by hand (the sum of the totals "
                         "should be {expected})"), expected=expected)]
        fits = lambda value: value == 0  # noqa: E731
    causes += _causes(rules, gap, n, fits, sheet if kind == "counts" else None)
    return Check(kind, False, gap, tuple(said), tuple(causes))


def _deals_worth(n: int) -> Plural:
    return Plural("{n} deal of 162", "{n} deals of 162", n, n=n)


def _causes(rules, gap: int, n: int, fits, counted: Sheet | None) -> list[Msg]:
    get = rules.options.get
    causes = []
    if get("litige"):
        causes.append(Msg(N_("a litige on the last deal, its pot lost")))
    # 32 and 96 a deal repeat their units every 5 deals: 5 tries from the first that can
    # fit say whether any count fits (and a hand-typed count of deals never loops long)
    if get("no_trump_ace") == 11:
        first = max(1, -(-(-gap) // 32))
        deals = next((k for k in range(first, min(n, first + 4) + 1) if fits(gap + 32 * k)),
                     None)
        if deals:
            causes.append(Plural("{n} no-trump deal (130)",
                                 "{n} no-trump deals (130 each)", deals, n=deals))
    if get("all_trump"):
        deals = next((k for k in range(1, min(n, 5) + 1) if fits(gap - 96 * k)), None)
        if deals:
            causes.append(Plural("{n} all-trump deal (258)",
                                 "{n} all-trump deals (258 each)", deals, n=deals))
    if counted is not None and gap:
        bonus = get("capot_bonus", 0)
        for worth, what, given in ((bonus, "capot", counted.capots or 0),
                                   (20, "belote", counted.belotes or 0)):
            k = abs(gap) // worth if worth else 0
            # "counted but not in the totals" only for as many as the sheet counted
            if worth and gap % worth == 0 and (gap > 0 or k <= given):
                causes.append(_count_cause(what, k, gap < 0))
                break
    return causes


def _count_cause(what: str, k: int, forgotten: bool) -> Msg:
    if what == "belote":
        return Plural("{n} belote counted but left out of the totals",
                      "{n} belotes counted but left out of the totals",
                      k, n=k) if forgotten else \
            Plural("{n} belote in the totals but not counted",
                   "{n} belotes in the totals but not counted", k, n=k)
    return Plural("{n} capot counted but left out of the totals",
                  "{n} capots counted but left out of the totals",
                  k, n=k) if forgotten else \
        Plural("{n} capot in the totals but not counted",
               "{n} capots in the totals but not counted", k, n=k)
