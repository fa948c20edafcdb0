"""`concours.toml`'s shape (SPEC 13): every key checked, every problem reported at once
with its key path (`teams[3].name`, `results[2].ns`), and the text `concours new` and the
other commands write. The rule set and its options are checked as a match file's are."""

from __future__ import annotations

from typing import Any

from ..concours import Concours, Round, Team
from ..concours.event import RANK_KEYS, Prize, Typed, members
from ..concours.standing import TIEBREAK_KEYS
from ..errors import ContextMsg, MatchFileError, Msg
from ..i18n import N_
from ..words.vocabulary import fold
from .schema import FORMAT, is_int, ProblemList, unknown_keys, match_from_data
from .text import toml_key, toml_value


KIND = "concours"
TOP_KEYS = ("format", "kind", "rules", "options", "title", "rounds", "rank", "bye_points",
            "seed", "teams", "draws", "results", "tiebreak", "prizes", "next_number", "melee",
            "players")
TEAM_KEYS = ("number", "name", "players", "withdrawn", "present")
DRAW_KEYS = ("round", "tables", "bye", "swapped")
RESULT_KEYS = ("round", "table", "ns", "ew", "forfeit", "deals", "belotes", "capots",
               "announcements", "forced")
PLAYER_KEYS = ("number", "name", "withdrawn", "present")
PRIZE_KEYS = ("from", "to", "text")
COUNT_KEYS = ("deals", "belotes", "capots", "announcements")


def _whole(problems: ProblemList, key: str, value: Any, least: int) -> int | None:
    if is_int(value) and value >= least:
        return value
    problems.add(key, N_("{value!r} is not a whole number from {least}"), value=value,
                 least=least)
    return None


def _blocks(problems: ProblemList, data: dict, key: str, keys: tuple, block: str) -> list:
    """An array of tables, each checked for unknown keys; `None` for one that is no table."""
    raw = data.get(key, [])
    if not isinstance(raw, list):
        problems.add(key, N_("is not a list of [[{block}]] blocks"), block=block)
        return []
    found = []
    for n, item in enumerate(raw, start=1):
        if not isinstance(item, dict):
            problems.add(f"{key}[{n}]", N_("is not a [[{block}]] block"), block=block)
            found.append(None)
            continue
        unknown_keys(problems, f"{key}[{n}]", item, keys)
        found.append(item)
    return found


def concours_from_data(data: dict, source: str, registry=None) -> Concours:
    """A Concours from parsed TOML, or a MatchFileError listing every problem."""
    problems = ProblemList([])
    unknown_keys(problems, "", data, TOP_KEYS)
    if data.get("kind") != KIND:
        problems.add("kind", N_("{value!r}: a concours file says kind = \"concours\""),
                     value=data.get("kind"))
    try:  # the format, the rule set and its options, checked as a match file's
        match_from_data({k: data[k] for k in ("format", "rules", "options") if k in data},
                        source, registry)
    except MatchFileError as exc:
        problems.items.extend(exc.problem_records)
    title = data.get("title", "")
    if not isinstance(title, str):
        problems.add("title", N_("{value!r} is not text"), value=title)
    rounds = _whole(problems, "rounds", data.get("rounds", 4), 1)
    rank = data.get("rank", "points")
    if rank not in RANK_KEYS:
        problems.add("rank", N_("{value!r} is not {what}; use one of: {choices}"), value=rank,
                     what="rank", choices=", ".join(RANK_KEYS))
    bye_points = _whole(problems, "bye_points", data.get("bye_points", 0), 0)
    seed = data.get("seed", 0)
    if not is_int(seed):
        problems.add("seed", N_("{value!r} is not a whole number"), value=seed)

    tiebreak = _tiebreak(problems, data.get("tiebreak", []), rank)
    next_number = _whole(problems, "next_number", data.get("next_number", 0), 0) or 0
    melee = data.get("melee", False)
    if not isinstance(melee, bool):
        problems.add("melee", N_("{value!r} is not true or false"), value=melee)
        melee = False
    if melee and "teams" in data:
        problems.add("teams", N_("a mêlée registers [[players]], not [[teams]]"))
    if not melee and "players" in data:
        problems.add("players", N_("[[players]] are a mêlée's: add melee = true, or register "
                                   "[[teams]]"))
    draws_raw = _blocks(problems, data, "draws", DRAW_KEYS, "draws")
    teams = _teams(problems, data, len(draws_raw), "players" if melee else "teams")
    known = {t.number for t in teams}
    draws = _draws(problems, draws_raw, known, melee)
    typed = _results(problems, data, draws)
    prizes = _prizes(problems, data)
    if problems.items:
        raise MatchFileError(source, problems.items)
    return Concours(rules=data["rules"], options=dict(data.get("options", {})), title=title,
                    rounds=rounds, rank=rank, bye_points=bye_points, seed=seed,
                    teams=tuple(teams), draws=tuple(draws), typed=typed,
                    tiebreak=tiebreak, prizes=prizes, next_number=next_number, melee=melee)


def tiebreak_problem(keys: list, rank: str) -> "tuple[str, dict] | None":
    """Why a tie-break chain cannot be used (a message id and its places), or None."""
    for n, key in enumerate(keys):
        if key not in TIEBREAK_KEYS:
            return N_("{value!r} is no tie-break key; use some of: {choices}"), {
                "value": key, "choices": ", ".join(TIEBREAK_KEYS)}
        if key == rank:
            return N_("{value!r} is the concours' first key already (rank = {value})"), {
                "value": key}
        if key in keys[:n]:
            return N_("{value!r} is given twice"), {"value": key}
    return None


def _tiebreak(problems: ProblemList, raw, rank) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(k, str) for k in raw):
        problems.add("tiebreak", N_("{value!r} is not a list of tie-break keys"), value=raw)
        return ()
    wrong = tiebreak_problem(raw, rank)
    if wrong:
        problems.add("tiebreak", wrong[0], **wrong[1])
        return ()
    return tuple(raw)


def _prizes(problems: ProblemList, data: dict) -> tuple[Prize, ...]:
    prizes = []
    for n, raw in enumerate(_blocks(problems, data, "prizes", PRIZE_KEYS, "prizes"), start=1):
        if raw is None:
            continue
        where = f"prizes[{n}]"
        first = _whole(problems, f"{where}.from", raw.get("from"), 1)
        last = _whole(problems, f"{where}.to", raw.get("to", first), first or 1)
        text = raw.get("text")
        if not isinstance(text, str) or not text.strip():
            problems.add(f"{where}.text", N_("{value!r}: a prize needs a text"), value=text)
            continue
        if first is None or last is None:
            continue
        clash = next((p for p in prizes if p.first <= last and first <= p.last), None)
        if clash:
            problems.add(where, N_("ranks {first} to {last} have a prize already"),
                         first=clash.first, last=clash.last)
            continue
        prizes.append(Prize(first, last, text))
    return tuple(sorted(prizes))


def _numbered(problems: ProblemList, raw: dict, key: str, n: int, message: str) -> None:
    """A block's own number (`number`, `round`) must be its place in its array."""
    value = raw.get(key.rpartition(".")[2])
    if value != n or not is_int(value):
        problems.add(key, message, value=value, number=n)


def _teams(problems: ProblemList, data: dict, drawn: int, array: str = "teams") -> list[Team]:
    """The teams (or a mêlée's players: `array` "players", each a Team of no players)."""
    teams, names, last = [], {}, 0
    keys = TEAM_KEYS if array == "teams" else PLAYER_KEYS
    for n, raw in enumerate(_blocks(problems, data, array, keys, array), start=1):
        if raw is None:
            continue
        where = f"{array}[{n}]"
        number = raw.get("number")
        if not is_int(number) or number <= last:
            problems.add(f"{where}.number", N_(
                "{value!r}: the teams are numbered in ascending order, each once, so this "
                "one is more than {number}"), value=number, number=last)
            number = last + 1
        last = number
        name = raw.get("name")
        if not isinstance(name, str) or not name.strip():
            problems.add(f"{where}.name", N_("{value!r}: a team needs a name"), value=name)
            name = str(name)
        elif fold(name) in names:  # a mêlée's player in words that agree with anyone
            problems.add(f"{where}.name", ContextMsg(
                "melee", "{name!r} is already team {number}'s name", name=name,
                number=names[fold(name)]) if array == "players" else Msg(
                N_("{name!r} is already team {number}'s name"), name=name,
                number=names[fold(name)]))
        else:
            names[fold(name)] = number
        players = raw.get("players", [])
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players) \
                or len(players) > 2:
            problems.add(f"{where}.players", N_("{value!r} is not a list of at most two "
                                                "names"), value=players)
            players = []
        withdrawn = raw.get("withdrawn")
        if withdrawn is not None and (not is_int(withdrawn) or not 0 <= withdrawn <= drawn):
            problems.add(f"{where}.withdrawn", N_("{value!r} is not a round drawn (0 to "
                                                  "{drawn})"), value=withdrawn, drawn=drawn)
            withdrawn = None
        present = raw.get("present")
        if present is not None and not isinstance(present, bool):
            problems.add(f"{where}.present", N_("{value!r} is not true or false"),
                         value=present)
            present = None
        teams.append(Team(number, name, tuple(players), withdrawn, present))
    return teams


def _draws(problems: ProblemList, raws: list, known: set, melee: bool = False) -> list[Round]:
    """The rounds drawn: each table `[NS team, EW team]` (a mêlée's `[n, s, e, w]`
    players), `bye` a team number (a mêlée's, a list of players)."""
    draws = []
    for n, raw in enumerate(raws, start=1):
        if raw is None:
            continue
        where = f"draws[{n}]"
        _numbered(problems, raw, f"{where}.round", n, N_(
            "{value!r}: the rounds are drawn 1, 2, ... in order, so this one is {number}"))
        tables, seated = [], set()
        raw_tables = raw.get("tables", [])
        if not isinstance(raw_tables, list):
            raw_tables = [raw_tables]
        for t, numbers in enumerate(raw_tables, start=1):
            table = (_melee_table if melee else _team_table)(problems, f"{where}.tables[{t}]",
                                                             numbers, known, seated)
            if table is not None:
                tables.append(table)
        if not raw_tables:
            problems.add(f"{where}.tables", N_("a round drawn has at least one table"))
        bye = (_melee_bye if melee else _team_bye)(problems, f"{where}.bye", raw, known, seated)
        swapped = raw.get("swapped", False)
        if not isinstance(swapped, bool):
            problems.add(f"{where}.swapped", N_("{value!r} is not true or false"),
                         value=swapped)
            swapped = False
        draws.append(Round(n, tuple(tables), bye, swapped))
    return draws


def _team_table(problems: ProblemList, where: str, pair, known: set, seated: set):
    if not (isinstance(pair, list) and len(pair) == 2
            and all(is_int(x) and x in known for x in pair) and pair[0] != pair[1]):
        problems.add(where, N_("{value!r} is not [NS team, EW team] as two team numbers"),
                     value=pair)
        return None
    for team in pair:
        if team in seated:
            problems.add(where, N_("team {number} is drawn twice in this round"), number=team)
        seated.add(team)
    return pair[0], pair[1]


def _melee_table(problems: ProblemList, where: str, four, known: set, seated: set):
    if not (isinstance(four, list) and len(four) == 4 and len(set(map(str, four))) == 4
            and all(is_int(x) and x in known and x not in seated for x in four)):
        problems.add(where, N_("{value!r} is not [n, s, e, w] as four players' numbers, each "
                               "once in the round"), value=four)
        return None
    seated |= set(four)
    return (four[0], four[1]), (four[2], four[3])


def _team_bye(problems: ProblemList, where: str, raw: dict, known: set, seated: set):
    bye = raw.get("bye")
    if bye is not None and (not is_int(bye) or bye not in known or bye in seated):
        problems.add(where, N_("{value!r} is not a team number left out of this round's "
                               "tables"), value=bye)
        return None
    return bye


def _melee_bye(problems: ProblemList, where: str, raw: dict, known: set, seated: set):
    bye = raw.get("bye", [])
    if not (isinstance(bye, list) and all(is_int(x) and x in known and x not in seated
                                          for x in bye) and len(set(bye)) == len(bye)):
        problems.add(where, N_("{value!r} is not a list of the players left out of this "
                               "round's tables"), value=bye)
        return ()
    return tuple(bye)


def _results(problems: ProblemList, data: dict, draws: list[Round]) -> dict:
    typed = {}
    for n, raw in enumerate(_blocks(problems, data, "results", RESULT_KEYS, "results"),
                            start=1):
        if raw is None:
            continue
        where = f"results[{n}]"
        round_number, table = raw.get("round"), raw.get("table")
        if not (is_int(round_number) and 1 <= round_number <= len(draws)):
            problems.add(f"{where}.round", N_("{value!r} is not a round drawn (1 to {drawn})"),
                         value=round_number, drawn=len(draws))
            continue
        count = len(draws[round_number - 1].tables)
        if not (is_int(table) and 1 <= table <= count):
            problems.add(f"{where}.table", N_("{value!r}: round {round} has tables 1 to "
                                              "{count}"), value=table, round=round_number,
                         count=count)
            continue
        ns, ew = draws[round_number - 1].tables[table - 1]
        entry = _typed(problems, where, raw, members(ns) + members(ew))
        if (round_number, table) in typed:
            problems.add(where, N_("a second result for round {round}, table {table}"),
                         round=round_number, table=table)
        elif entry is not None:
            typed[(round_number, table)] = entry
    return typed


def _typed(problems: ProblemList, where: str, raw: dict, seated: tuple) -> Typed | None:
    """One `[[results]]` block: totals (with the sheet's counts), or a forfeit."""
    if "forfeit" in raw:
        absent = raw["forfeit"]
        if "ns" in raw or "ew" in raw:
            problems.add(where, N_("a forfeit has no totals: keep `forfeit` or `ns` and `ew`"))
            return None
        if not (isinstance(absent, list) and absent and all(is_int(x) and x in seated
                                                            for x in absent)
                and len(set(absent)) == len(absent)):
            problems.add(f"{where}.forfeit", N_("{value!r} is not a list of the table's "
                                                "teams ({teams})"), value=absent,
                         teams=", ".join(map(str, seated)))
            return None
        return Typed(forfeit=tuple(sorted(absent)))
    totals = [_whole(problems, f"{where}.{side}", raw.get(side), 0) for side in ("ns", "ew")]
    counts = {key: _whole(problems, f"{where}.{key}", raw[key], 1 if key == "deals" else 0)
              for key in COUNT_KEYS if key in raw}
    forced = raw.get("forced", False)
    if not isinstance(forced, bool):
        problems.add(f"{where}.forced", N_("{value!r} is not true or false"), value=forced)
    if None in totals or None in counts.values():
        return None
    return Typed(totals[0], totals[1], (), forced=forced is True, **counts)


# ---------------------------------------------------------------- the text written

def concours_text(values: dict, options: dict) -> str:
    """A new `concours.toml`."""
    head = [f"format = {FORMAT}", f"kind = \"{KIND}\""] + [
        f"{k} = {toml_value(values[k])}" for k in ("title", "rules", "rounds", "rank",
                                                    "bye_points", "seed", "tiebreak", "melee")
        if values.get(k) is not None]
    text = "\n".join(head) + "\n"
    if options:
        text += "\n[options]\n" + "".join(f"{toml_key(k)} = {toml_value(v)}\n"
                                          for k, v in options.items())
    return text
