"""Which matches of a season are counted (SPEC 10, third round): by rule set, by start
date, and the targets of those counted, to say when they differ. Pure: the CLI prints
what `notes` says."""

from __future__ import annotations

from datetime import date

from ..i18n import _, ngettext


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
        self.targets: dict[str, int] = {}

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
        self.targets[match.variant or match.rules] = score.target
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

    def targets_warning(self) -> str:
        """That the matches counted play to different targets, or ""."""
        if len(set(self.targets.values())) < 2:
            return ""
        said = ", ".join(f"{name} {target}" for name, target in sorted(self.targets.items()))
        return _("The matches counted play to different targets ({targets}): --rules NAME "
                 "counts one game.").format(targets=said)
