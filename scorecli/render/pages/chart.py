"""The running totals against the target as an SVG chart's geometry: each team a line
with its own dash and marker (readable in black and white), the target a dashed rule."""

from __future__ import annotations

from typing import NamedTuple

WIDTH, HEIGHT = 480, 260
LEFT, RIGHT, TOP, BOTTOM = 44, 12, 36, 34


class Chart(NamedTuple):
    width: int
    height: int
    lines: dict  # team -> [(x, y), ...]
    target_y: float | None
    y_ticks: list  # (y, label)
    x_ticks: list  # (x, label)
    plot: tuple  # left, top, right, bottom
    points: dict  # team -> the line's points as SVG writes them ("44,226 98.7,180 ...")
    marks: str  # each deal's marker, as SVG: numbers only (Markup: not escaped again)
    grid: str  # the ticks' lines and labels, as SVG: numbers only (Markup too)


def chart(score) -> Chart | None:
    """The chart of a match's running totals, None for a match without deals."""
    if not score.deals:
        return None
    totals = [{"ns": 0, "ew": 0}] + [ds.total for ds in score.deals]
    target = score.target or 0
    low = min(0, *(t[team] for t in totals for team in ("ns", "ew")))
    high = max(target, *(t[team] for t in totals for team in ("ns", "ew")), 1)
    step = _nice_step((high - low) / 5)
    low = (low // step) * step
    high = -(-high // step) * step
    right, bottom = WIDTH - RIGHT, HEIGHT - BOTTOM
    count = len(totals) - 1

    def x(i: int) -> float:
        return round(LEFT + (right - LEFT) * i / max(count, 1), 1)

    def y(value: float) -> float:
        return round(bottom - (bottom - TOP) * (value - low) / (high - low), 1)
    lines = {team: [(x(i), y(t[team])) for i, t in enumerate(totals)] for team in ("ns", "ew")}
    every = max(1, -(-count // 10))
    x_ticks = [(x(i), str(i)) for i in range(0, count + 1, every)]
    y_ticks = [(y(v), str(v)) for v in range(int(low), int(high) + 1, int(step))]
    return Chart(WIDTH, HEIGHT, lines, y(target) if target else None, y_ticks, x_ticks,
                 (LEFT, TOP, right, bottom),
                 {team: " ".join(f"{px},{py}" for px, py in lines[team]) for team in lines},
                 _marks(lines), _grid(y_ticks, x_ticks, right, bottom))


def _grid(y_ticks: list, x_ticks: list, right: float, bottom: float):
    """The ticks as SVG, made here as the markers are: every label is a number, and
    escaping each place in the template cost 1,000 pages 0.1 s (cProfile)."""
    from markupsafe import Markup

    lines = [f'<line x1="{LEFT}" y1="{y}" x2="{right}" y2="{y}" stroke="#d3d7dd" '
             f'stroke-width="1"/>\n<text x="{LEFT - 6}" y="{y + 4}" text-anchor="end" '
             f'fill="#5b6068">{label}</text>' for y, label in y_ticks]
    lines += [f'<text x="{x}" y="{bottom + 18}" text-anchor="middle" fill="#5b6068">{label}'
              '</text>' for x, label in x_ticks]
    return Markup("\n".join(lines))


def _marks(lines: dict):
    """Dots on NS's line, squares on EW's, up to 41 deals (more would blot the lines);
    made here, not in the template: 1,000 match pages spent 0.4 s escaping each number
    of each marker (cProfile of a first publish)."""
    from markupsafe import Markup

    if len(lines["ns"]) > 41:
        return Markup("")
    dots = "".join(f'<circle cx="{x}" cy="{y}" r="3.5" fill="#1d4f91"/>' for x, y in lines["ns"])
    squares = "".join(f'<rect x="{round(x - 3.5, 1)}" y="{round(y - 3.5, 1)}" width="7" '
                      f'height="7" fill="#fff" stroke="#a4262c" stroke-width="2"/>'
                      for x, y in lines["ew"])
    return Markup(dots + "\n" + squares)


def _nice_step(rough: float) -> int:
    for step in (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000):
        if step >= rough:
            return step
    return int(-(-rough // 10000) * 10000)
