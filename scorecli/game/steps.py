"""A deal's explanation as data: each step a kind and its numbers (`Step`), recorded by
the arithmetic through a `Narration`; the sentences are the renderer's
(`render/explain.py`)."""

from __future__ import annotations

from typing import Mapping, NamedTuple


class Step(NamedTuple):
    """One step of a deal's explanation, as data: what kind of step, and its numbers.

    The sentence for each kind lives in the renderer (`render/explain.py`), so the
    arithmetic here only says what it counted. A place may hold another Step (a phrase
    inside the sentence), or a `Joined` run of them."""

    kind: str  # "contract.made", "pot.paid", ...: a key of render.explain.SENTENCES
    places: Mapping[str, object]


class Joined(tuple):
    """Phrases said one after the other, with `sep` between them."""

    sep = ", "


class Sum(Joined):
    """Parts added up: `tricks 100 + belote 20`."""

    sep = " + "


class Spaced(Joined):
    sep = " "


def phrase(kind: str, /, **places) -> Step:
    """A Step to be said inside another one."""
    return Step(kind, places)


class Narration:
    """The steps of a deal's explanation, written by the code that does the arithmetic.

    `add` records a step kind and its numbers; a silent narration (for `show` on a long
    match) drops them, and the numbers are the same either way."""

    __slots__ = ("steps",)

    def __init__(self, on: bool = True):
        self.steps: list[Step] | None = [] if on else None

    def __bool__(self) -> bool:
        return self.steps is not None

    def add(self, kind: str, /, **places) -> None:
        if self.steps is not None:
            self.steps.append(Step(kind, places))

    def tell(self, steps, *args) -> None:
        """Run `steps(self, *args)`, which says several steps at once, only when this
        narration is on: a silent one (`show` of a season) pays one call, not the
        building of each step's places (80,000 deals: 0.1 s)."""
        if self.steps is not None:
            steps(self, *args)


SILENT = Narration(False)
