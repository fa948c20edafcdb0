"""scorecli's benchmark: figures measured side by side in one run, printed as ratios.

Plain Python, standard library only: run it with the Python that has scorecli installed,
`python benchmarks/run.py` (or `--quick` for a short run with small sizes, as CI does).
It asserts nothing; it prints what it measured.

- Start-up: `scorecli show` on a 30-deal match against `python -c "import click,
  tabulate, tomllib"` (goal: 1.2 or less).
- Scale: `scorecli show --json` on 1,000 / 10,000 / 100,000 deals against a bare
  `tomllib.load` of the same file (goal at 10,000: 1.5 or less), and the growth per ten
  times the deals (goal: about 10, linear).
- Writes: `scorecli deal` on the 10,000-deal match against `show` on the same file.
- Peak memory of `show --json` on 100,000 deals (goal: under 200 MB).
- A match of 20 MB of comment lines and two deals, the comments before, between or after
  the deals: `set`, `edit`, `undo` and `deal` against `show` (goal: time 3 or less,
  peak memory 2 or less). Then the layouts that used to fall back to tomlkit, a line of
  40,000 `#`, and a 16 MB note without spaces folded to 80 columns.
- A concours of 60 teams after 6 rounds, every table a match file of 12 deals:
  `concours show` and `concours draw` (round 7), in seconds (goal: under 0.5 s each).
- A season of 1,000 (and 4,000) match files of 20 deals: `standings` and `stats` against a
  bare Python loop of `tomllib.load` over the same files (goal: 1.5 or less), and the
  peak memory of `standings` at both sizes (goal: flat).
"""

from __future__ import annotations

import argparse
import compileall
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCORECLI = [sys.executable, "-m", "scorecli"]
MODES = ("hearts", "spades", "no-trump", "clubs", "diamonds")
# Card points a team can take in a trump deal and in a no-trump deal (ace 11).
TRUMP_POINTS = (40, 52, 60, 71, 72, 82, 90, 98, 101, 112)
NO_TRUMP_POINTS = (40, 50, 56, 60, 64, 70, 80)


def write_match(path: Path, deals: int, number: int | None = None) -> None:
    """A belote-maison match of `deals` deals, as a person would record them; with
    `number`, one of a season: started on its day, four named players from a club of
    twelve, and a target it reaches (so that ratings rate it)."""
    if number is None:
        head = 'dealer = "n"\n\n[teams]\nns = "Nous"\new = "Eux"\n\n'
        target = 1000000000
    else:
        club = ["Anna", "Boris", "Chloé", "David", "Emma", "Farid", "Gabi", "Hugo", "Inès",
                "Jules", "Karen", "Léo"]
        seats = {s: club[(number * 5 + i * 3) % len(club)] for i, s in enumerate("nesw")}
        if len(set(seats.values())) < 4:
            seats = dict(zip("nesw", club[number % 8:number % 8 + 4]))
        head = (f"started = 2026-{1 + number % 12:02}-{1 + number % 28:02}T20:00:00\n"
                'dealer = "n"\n\n[teams]\nns = "Nous"\new = "Eux"\n\n[players]\n'
                + "".join(f'{s} = "{n}"\n' for s, n in seats.items()) + "\n")
        target = 1500
    parts = ['format = 1\nrules = "belote-maison"\ntitle = "Benchmark season"\n' + head
             + f"[options]\ntarget = {target}\n"]
    for i in range(deals):
        mode = MODES[i % len(MODES)]
        table = NO_TRUMP_POINTS if mode == "no-trump" else TRUMP_POINTS
        lines = [f'taker = "{"nesw"[i % 4]}"', f'trump = "{mode}"',
                 f"points = {{ ns = {table[(i * 7) % len(table)]} }}",
                 f'last = "{"ns" if i % 3 else "ew"}"']
        if mode != "no-trump" and i % 4 == 1:
            lines.append('belote = "ew"')
        if i % 9 == 0:
            lines.append('announcements = { ns = ["tierce-K"] }')
        if i % 50 == 0:
            lines.append('note = "a deal to remember"')
        parts.append("\n[[deals]]\n" + "\n".join(lines) + "\n")
    path.write_text("".join(parts), encoding="utf-8")


def wall(command: list[str], stdin: str | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                   input=stdin, text=True)
    return time.perf_counter() - start


def medians(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """The median wall time of each command, runs interleaved so drift hits all alike."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for name, command in commands.items():  # one warm-up each
        wall(command)
    for _ in range(runs):
        for name, command in commands.items():
            times[name].append(wall(command))
    return {name: statistics.median(t) for name, t in times.items()}


def peak_memory_mb(command: list[str]) -> float:
    """Peak resident memory of one run of `command`, measured in a fresh helper process."""
    helper = ("import resource, subprocess, sys; "
              f"subprocess.run({command!r}, check=True, stdout=subprocess.DEVNULL); "
              "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", helper], check=True, capture_output=True,
                         text=True).stdout
    kb = int(out.strip())
    return kb / 1024 if sys.platform != "darwin" else kb / 2**20


def timed(command: list[str], prepare, runs: int = 3) -> tuple[float, float]:
    """Median wall time over `runs` and peak memory (MB) of `command`, each run on a
    fresh copy made by `prepare()`."""
    times = []
    for _ in range(runs):
        prepare()
        times.append(wall(command))
    prepare()
    return statistics.median(times), peak_memory_mb(command)


PLACED_DEAL = '[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 82 }\nlast = "ns"\n'


def placements(folder: Path, comment_mb: int) -> None:
    """A match of two deals and `comment_mb` MB of comment lines placed before the first
    deal, between the deals, or after the last: set, edit, undo and deal against show
    (goal: time 3 or less, peak memory 2 or less)."""
    path = folder / "placed.toml"
    comments = "#\n" * (comment_mb * 2**19)
    head = 'format = 1\nrules = "belote-maison"\n\n[options]\ntarget = 100000000\n\n'
    texts = {"before": head + comments + "\n" + PLACED_DEAL + "\n" + PLACED_DEAL,
             "between": head + PLACED_DEAL + "\n" + comments + "\n" + PLACED_DEAL,
             "after": head + PLACED_DEAL + "\n" + PLACED_DEAL + "\n" + comments}
    commands = {"show": ["show"], "set": ["set", "--title", "x"],
                "edit": ["edit", "1", "--note", "z"], "undo": ["undo"],
                "deal": ["deal", "--taker", "e", "--trump", "spades", "--points", "ew=90",
                         "--last", "ew"]}
    print(f"\n{comment_mb} MB of comment lines and two deals, median of 3 (x show: time, "
          "memory; goal 3 and 2 or less):")
    print(f"  {'placement':<9}" + "".join(f"{name:>17}" for name in commands))
    for placement, text in texts.items():
        def prepare(text=text):
            path.write_text(text)
            for leftover in folder.glob(".placed.toml.*"):
                leftover.unlink()
        got = {name: timed(SCORECLI + [args[0], str(path)] + args[1:], prepare)
               for name, args in commands.items()}
        show_time, show_memory = got["show"]
        cells = []
        for name, (cost, memory) in got.items():
            cells.append(f"{cost:4.2f}s {memory:3.0f}MB" if name == "show" else
                         f"x{cost / show_time:4.2f} x{memory / show_memory:4.2f}")
        print(f"  {placement:<9}" + "".join(f"{cell:>17}" for cell in cells))


def shapes(folder: Path, deals: int, note_mb: int) -> None:
    """Layouts that used to fall back to tomlkit (P6), a line of many # (P2), and long
    text without spaces on a terminal (P5)."""
    path = folder / "shape.toml"
    body = "".join("\n" + PLACED_DEAL for _ in range(deals))
    head = 'format = 1\nrules = "belote-maison"\n'
    quote = head + 'title = "Friday"  # Paul' + "'" * 3 + 's house\n'
    deal = '\n[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 82 }'
    array = head + deal + '\nlast = "ns"\nbelote = [\n  "ns",\n]\n'
    hashes = head + deal + "  # " + "#" * 40_000 + '\nlast = "ns"\nnote = "' + "#" * 40_000 \
        + '"\n'
    print("\nother shapes, median of 3 (x show: time, memory):")
    for label, text in ((f"triple quote in a header comment, {deals} deals", quote + body),
                        (f"a multi-line array in deal 1, {deals} deals", array + body),
                        ("a line of 40,000 # in the deal", hashes)):
        def prepare(text=text):
            path.write_text(text)
            for leftover in folder.glob(".shape.toml.*"):
                leftover.unlink()
        show = timed(SCORECLI + ["show", str(path)], prepare)
        for name, args in (("edit", ["edit", str(path), "1", "--note", "z"]),
                           ("undo", ["undo", str(path)])):
            cost, memory = timed(SCORECLI + args, prepare)
            print(f"  {label:<46} {name}: {cost:5.2f} s, x{cost / show[0]:4.2f} time, "
                  f"x{memory / show[1]:4.2f} memory")
    note = head + deal + '\nlast = "ns"\nnote = "' + "x" * (note_mb * 2**20) + '"\n'
    path.write_text(note)
    pipe = wall(SCORECLI + ["show", str(path)])
    start = time.perf_counter()
    subprocess.run(SCORECLI + ["show", str(path)], env={**os.environ, "COLUMNS": "80"},
                   check=True, stdout=subprocess.DEVNULL)
    columns = time.perf_counter() - start
    print(f"  a {note_mb} MB note without spaces: show {pipe:5.2f} s in a pipe, "
          f"{columns:5.2f} s folded to 80 columns")


def concours(folder: Path, teams: int = 60, rounds: int = 6, runs: int = 5) -> None:
    """A concours played to its last round, then `show` and the next `draw` timed."""
    event = folder / "concours"
    quiet = {"stdout": subprocess.DEVNULL, "check": True}
    subprocess.run(SCORECLI + ["concours", "new", str(event), "--rules", "belote-maison",
                               "--deals", "12", "--rounds", str(rounds + 1), "--seed", "1"],
                   **quiet)
    for n in range(1, teams + 1):
        subprocess.run(SCORECLI + ["concours", "team", str(event), f"Team {n}", "--player",
                                   f"Player {n}a", "--player", f"Player {n}b"], **quiet)
    deals = "".join(
        f'\n[[deals]]\ntaker = "{"nesw"[i % 4]}"\ntrump = "hearts"\n'
        f"points = {{ ns = {TRUMP_POINTS[(i * 7) % len(TRUMP_POINTS)]} }}\nlast = \"ns\"\n"
        for i in range(12))
    for round_number in range(1, rounds + 1):
        subprocess.run(SCORECLI + ["concours", "draw", str(event)], **quiet)
        for table in sorted((event / f"round-{round_number}").glob("*.toml")):
            with open(table, "a", encoding="utf-8") as stream:
                stream.write(deals)
    state = (event / "concours.toml").read_bytes()

    def fresh():
        (event / "concours.toml").write_bytes(state)
        shutil.rmtree(event / f"round-{rounds + 1}", ignore_errors=True)
    show = medians({"show": SCORECLI + ["concours", "show", str(event)]}, runs)["show"]
    draw, _memory = timed(SCORECLI + ["concours", "draw", str(event)], fresh, runs)
    print(f"\na concours of {teams} teams after {rounds} rounds ({teams // 2 * rounds} table "
          f"files of 12 deals), median of {runs}:")
    print(f"  concours show {show:.3f} s, concours draw {draw:.3f} s   (goal under 0.5 s each)")
    fresh()
    watching(event, rounds)


def _cpu_seconds(pid: int) -> float:
    """A process's CPU time so far, from /proc (user and system)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def watching(event: Path, rounds: int, idle: float = 10.0) -> None:
    """`concours screen --watch` (issue 37): its CPU while nothing changes, and how soon a
    deal recorded at a table shows on the screen's pages."""
    screen = event.parent / "screen"
    watcher = subprocess.Popen(SCORECLI + ["concours", "screen", str(event), "-o", str(screen),
                                           "--watch"], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        index = screen / "index.html"
        for _wait in range(200):
            if index.exists():
                break
            time.sleep(0.05)
        time.sleep(1.0)
        before = _cpu_seconds(watcher.pid)
        time.sleep(idle)
        share = (_cpu_seconds(watcher.pid) - before) / idle
        table = sorted((event / f"round-{rounds}").glob("table-*.toml"))[0]
        pages = sorted(screen.glob("*.html"))
        stamps = {p: p.stat().st_mtime_ns for p in pages}
        with open(table, "a", encoding="utf-8") as stream:
            stream.write('\n[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 90 }\n'
                         'last = "ns"\n')
        start = time.monotonic()
        shown = None
        while time.monotonic() - start < 10:
            if any(p.exists() and p.stat().st_mtime_ns != stamps[p] for p in pages):
                shown = time.monotonic() - start
                break
            time.sleep(0.02)
    finally:
        watcher.terminate()
        watcher.wait()
    print(f"  concours screen --watch: {100 * share:.2f} % of one core while nothing changes "
          f"(goal under 2 %); a deal recorded shows on the screen's pages in "
          + (f"{shown:.2f} s" if shown is not None else "more than 10 s") + " (goal 1.5 s)")


def league_draws(folder: Path, sizes: tuple[int, ...], step: int = 1) -> None:
    """`concours draw` after a near round robin (n teams, d rounds of a round robin
    played, typed results), at every depth d: the case whose pairing search was
    exponential (F9: 36 teams took 97-142 s, 40 never ended). The slowest depth printed."""
    import random

    print("\nconcours draw after d rounds of a round robin, every depth (goal under 0.5 s):")
    for teams in sizes:
        worst = (0.0, 0)
        for depth in range(1, teams - 1, step):
            rnd = random.Random(depth)
            arr = list(range(1, teams + 1))
            rnd.shuffle(arr)
            rounds = []
            for _r in range(teams - 1):
                rounds.append([(arr[i], arr[teams - 1 - i]) for i in range(teams // 2)])
                arr = [arr[0], arr[-1]] + arr[1:-1]
            rnd.shuffle(rounds)
            rounds = rounds[:depth]
            text = (f'format = 1\nkind = "concours"\nrules = "belote-maison"\nrounds = '
                    f'{teams + 1}\n\n[options]\ndeals_limit = 2\ntarget = 0\n')
            text += "".join(f'\n[[teams]]\nnumber = {i}\nname = "T{i}"\n'
                            for i in range(1, teams + 1))
            text += "".join(f"\n[[draws]]\nround = {i}\ntables = {[list(p) for p in ps]}\n"
                            for i, ps in enumerate(rounds, 1))
            text += "".join(f"\n[[results]]\nround = {i}\ntable = {j}\nns = "
                            f"{rnd.randint(0, 200)}\new = {rnd.randint(0, 200)}\n"
                            for i, ps in enumerate(rounds, 1) for j in range(1, len(ps) + 1))
            league = folder / f"league-{teams}-{depth}"
            league.mkdir()
            (league / "concours.toml").write_text(text)
            took = wall(SCORECLI + ["concours", "draw", str(league)])
            worst = max(worst, (took, depth))
            shutil.rmtree(league)
        print(f"  {teams} teams: slowest {worst[0]:.3f} s (after {worst[1]} rounds)")


def publishing(folder: Path, count: int) -> None:
    """Publishing a season as a site generator would (issue 37): the first publish, again
    with nothing changed, and again after one deal added to one match, each against
    `standings` of the same files; and peak memory."""
    season = folder / f"publish{count}"
    season.mkdir()
    for i in range(count):
        write_match(season / f"m{i:05}.toml", 12, number=i)
    # Each first publish makes a new folder, as a club's first publish does: one made where
    # a 1,000-page site was deleted a moment before spent 0.6 s more in ext4 finding free
    # inodes (`recently_deleted` in `perf record`), a cost of the deletion, not of publish.
    runs = []
    for run in range(3):
        site = folder / f"site{count}-{run}"
        runs.append(wall(SCORECLI + ["publish", str(season), "-o", str(site)]))
    first = statistics.median(runs)
    standings = statistics.median(wall(SCORECLI + ["standings", str(season)])
                                  for _run in range(3))
    again = statistics.median(wall(SCORECLI + ["publish", str(season), "-o", str(site)])
                              for _run in range(3))
    changed = []
    target = season / "m00000.toml"
    for n in range(3):
        with target.open("a", encoding="utf-8") as out:
            out.write('\n[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = { ns = 82 }\n'
                      f'last = "ns"\nnote = "added {n}"\n')
        changed.append(wall(SCORECLI + ["publish", str(season), "-o", str(site)]))
    after = statistics.median(changed)
    page = (site / "matches" / "m00000.html").read_text(encoding="utf-8")
    shown = "added 2" in page
    memory = peak_memory_mb(SCORECLI + ["publish", str(season), "-o", str(site)])
    print(f"\npublishing a season of {count} match files of 12 deals, median of 3 (against "
          f"standings of the same files, {standings:.2f} s):")
    print(f"  first publish {first:6.2f} s, ratio {first / standings:4.2f}   (goal 3 or less)")
    print(f"  again, nothing changed {again:6.2f} s, ratio {again / standings:4.2f}   "
          "(goal 1.5 or less)")
    print(f"  after one deal added to one match {after:6.2f} s, ratio "
          f"{after / standings:4.2f}   (goal 1.5 or less); its page shows the new deal: "
          f"{'yes' if shown else 'NO'}")
    print(f"  peak memory of publish: {memory:.0f} MB")


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="small sizes and few runs: proves the benchmark still runs")
    parser.add_argument("--only", choices=["concours"],
                        help="measure one part alone")
    args = parser.parse_args()
    if args.only == "concours":
        folder = Path(tempfile.mkdtemp(prefix="scorecli-bench-"))
        try:
            print(f"machine: {machine()}")
            concours(folder)
            league_draws(folder, (24, 36, 40, 60))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return
    sizes = (100, 1_000, 10_000) if args.quick else (1_000, 10_000, 100_000)
    scale_size = 10_000
    runs = 3 if args.quick else 15
    big_runs = 3 if args.quick else 7

    # Imports should read compiled bytecode, as an installed package does, even where
    # PYTHONDONTWRITEBYTECODE keeps Python from writing it.
    import scorecli
    compileall.compile_dir(Path(scorecli.__file__).parent, quiet=1)

    print(f"machine: {machine()}")
    folder = Path(tempfile.mkdtemp(prefix="scorecli-bench-"))
    try:
        small = folder / "m30.toml"
        write_match(small, 30)
        start = medians({"show": SCORECLI + ["show", str(small)],
                         "imports": [sys.executable, "-c", "import click, tabulate, tomllib"]},
                        runs)
        print(f"\nstart-up, median of {runs}:")
        print(f"  scorecli show, 30 deals      {start['show'] * 1000:8.1f} ms")
        print(f"  import click, tabulate, tomllib {start['imports'] * 1000:5.1f} ms")
        print(f"  ratio                        {start['show'] / start['imports']:8.2f}"
              "   (goal 1.2 or less)")

        files = {}
        for n in sizes:
            files[n] = folder / f"m{n}.toml"
            write_match(files[n], n)
        print(f"\nscale, median of {big_runs} (show --json against a bare tomllib.load):")
        shown = {}
        for n in sizes:
            load = [sys.executable, "-c",
                    f"import tomllib; tomllib.load(open({str(files[n])!r}, 'rb'))"]
            got = medians({"show": SCORECLI + ["show", str(files[n]), "--json"],
                           "tomllib": load}, big_runs if n < 100_000 else max(3, big_runs // 2))
            shown[n] = got["show"]
            size_mb = files[n].stat().st_size / 2**20
            print(f"  {n:>7} deals ({size_mb:5.1f} MB): show --json {got['show']:7.3f} s, "
                  f"tomllib.load {got['tomllib']:7.3f} s, ratio {got['show'] / got['tomllib']:5.2f}"
                  + ("   (goal 1.5 or less)" if n == scale_size else ""))
        for a, b in zip(sizes, sizes[1:]):
            print(f"  growth from {a} to {b} deals: x{shown[b] / shown[a]:.1f}   (linear: about 10)")

        n = scale_size
        work = folder / "write.toml"
        deal = SCORECLI + ["deal", str(work), "--taker", "s", "--trump", "hearts",
                           "--points", "ns=82", "--last", "ns"]
        times = {"deal": [], "show": []}
        for _ in range(big_runs):
            shutil.copyfile(files[n], work)  # the same file each time: it does not grow
            times["deal"].append(wall(deal))
            shutil.copyfile(files[n], work)
            times["show"].append(wall(SCORECLI + ["show", str(work)]))
        d, s = statistics.median(times["deal"]), statistics.median(times["show"])
        print(f"\nwrites, {n} deals, median of {big_runs}:")
        print(f"  deal {d:.3f} s, show {s:.3f} s: deal costs show x{d / s:.2f} "
              f"({(d - s) * 1000:+.0f} ms)")

        concours(folder, runs=3 if args.quick else 5)
        league_draws(folder, (24, 40) if args.quick else (24, 36, 40, 60),
                     step=9 if args.quick else 1)

        comment_mb = 2 if args.quick else 20
        placements(folder, comment_mb)
        shapes(folder, 2_000 if args.quick else 20_000, 1 if args.quick else 16)

        season_sizes = (100, 400) if args.quick else (1000, 4000)
        print(f"\na season of match files of 20 deals, median of 3 (against a bare Python loop "
              "of tomllib.load):")
        season_memory, ratings_memory = {}, {}
        for count in season_sizes:
            season = folder / f"season{count}"
            season.mkdir()
            for i in range(count):
                write_match(season / f"m{i:05}.toml", 20, number=i)
            loop = [sys.executable, "-c",
                    "import tomllib, pathlib, sys\n"
                    "for p in sorted(pathlib.Path(sys.argv[1]).rglob('*.toml'), key=str):\n"
                    "    tomllib.load(open(p, 'rb'))", str(season)]
            got = medians({"standings": SCORECLI + ["standings", str(season)],
                           "stats": SCORECLI + ["stats", str(season)],
                           "ratings": SCORECLI + ["ratings", str(season)],
                           "records": SCORECLI + ["stats", str(season), "--records"],
                           "since": SCORECLI + ["standings", str(season), "--since",
                                                "2000-01-01"], "loop": loop}, 3)
            season_memory[count] = peak_memory_mb(SCORECLI + ["standings", str(season)])
            ratings_memory[count] = peak_memory_mb(SCORECLI + ["ratings", str(season)])
            print(f"  {count:>5} files: standings {got['standings']:6.2f} s, stats "
                  f"{got['stats']:6.2f} s, tomllib loop {got['loop']:6.2f} s, ratios "
                  f"{got['standings'] / got['loop']:4.2f} and {got['stats'] / got['loop']:4.2f}"
                  "   (goal 1.5 or less)")
            print(f"  {count:>5} files: ratings {got['ratings']:6.2f} s, stats --records "
                  f"{got['records']:6.2f} s, standings --since {got['since']:6.2f} s, ratios "
                  f"{got['ratings'] / got['loop']:4.2f}, {got['records'] / got['loop']:4.2f} "
                  f"and {got['since'] / got['loop']:4.2f}   (goal 1.5 or less)")
        publishing(folder, 100 if args.quick else 1000)
        small, big = season_sizes
        print(f"  peak memory of standings: {season_memory[small]:.0f} MB for {small} files, "
              f"{season_memory[big]:.0f} MB for {big} (flat: about the same)")
        print(f"  peak memory of ratings: {ratings_memory[small]:.0f} MB for {small} files, "
              f"{ratings_memory[big]:.0f} MB for {big} (flat: about the same)")

        biggest = sizes[-1]
        memory = peak_memory_mb(SCORECLI + ["show", str(files[biggest]), "--json"])
        print(f"\npeak memory, show --json on {biggest} deals: {memory:.0f} MB   "
              "(goal under 200 MB)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
