"""Which matches of a season are counted (SPEC 10, third round): by rule set, by start
date, and the targets of those counted, to say when they differ. Pure: the CLI prints
what `notes` says."""

from __future__ import annotations

from datetime import date

from ..i18n import _, both, ngettext, number


class Narrowing:
    """Which matches a season counts (SPEC 10, third round): a rule set (its `variant` or
    `rules`, without case), a range of start dates (both ends included); and the targets
    of the matches counted, to say when they differ."""

    def __init__(self, rules: str | None = None, since: date | None = None,
                 until: date | None = None, targets: bool = False):
        self.rules = rules.strip().casefold() if rules else None
        self.warn_targets = targets  # `standings` says when the targets differ (SPEC 10)
        self.since, self.until = since, until
        self.undated = 0
        self.targets: dict[str, set] = {}  # rule set -> its ends: (target, deals limit)

    def keeps(self, match, score) -> bool:
        if self.rules and self.rules not in {(match.variant or "").casefold(),
                                             match.rules.casefold()}:
            return False
        if self.since or self.until:
            started = match.started.date() if hasattr(match.started, "date") else \
                match.started if hasattr(match.started, "year") else None
            if started is None:
                self.undated += 1
                return False
            if (self.since and started < self.since) or (self.until and started > self.until):
                return False
        end = (score.target, score.rules.options.get("deals_limit", 0))
        self.targets.setdefault(match.variant or match.rules, set()).add(end)
        return True

    def notes(self) -> list[str]:
        """What to say once the season is read: the matches left out for want of a date,
        and (for `standings`) that the targets differ."""
        said = []
        if self.undated:
            said.append(ngettext("{n} match without a start date left out",
                                 "{n} matches without a start date left out",
                                 self.undated).format(n=self.undated))
        if self.warn_targets and self.targets_warning():
            said.append(self.targets_warning())
        return said

    def _ends_said(self) -> str:
        """`belote-maison to 1000 and in 12 deals, coinche-maison to 1000 and to 2000`."""
        return ", ".join(_("{rules} {ends}").format(rules=name, ends=both(
            _end_said(*end) for end in sorted(ends, key=lambda e: (e[0] == 0, e))))
            for name, ends in sorted(self.targets.items()))

    def _several_ends(self) -> bool:
        return len({end for ends in self.targets.values() for end in ends}) > 1

    def targets_warning(self) -> str:
        """That the matches counted are not all played to the same end, or ""."""
        if not self._several_ends():
            return ""
        if len(self.targets) == 1:  # one rule set: --rules would change nothing
            return _("The matches counted are not all played to the same end ({ends})."
                     ).format(ends=self._ends_said())
        return _("The matches counted are not all played to the same end ({ends}): --rules "
                 "NAME counts one game.").format(ends=self._ends_said())

    def visitors_warning(self) -> str:
        """The same, said in words for a site's visitors (no command), or ""."""
        if not self._several_ends():
            return ""
        return _("These matches are not all played to the same end: {ends}.").format(
            ends=self._ends_said())


def _end_said(target: int, deals: int) -> str:
    """`to 1000`, `in 12 deals`, `in 12 deals or to 1000`."""
    if target and deals:
        return ngettext("in {n} deal or to {target}", "in {n} deals or to {target}",
                        deals).format(n=deals, target=number(target))
    if deals:
        return ngettext("in {n} deal", "in {n} deals", deals).format(n=deals)
    return _("to {target}").format(target=number(target))
