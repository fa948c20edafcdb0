"""The match file's shape (SPEC section 7): every key checked, every problem reported at
once with its key path (`deals[3].points.ns`), then the meaning of each deal under the
match's rule set. Syntax is `read`'s; this module sees parsed data only."""

from __future__ import annotations

import datetime as _dt
from typing import Any


from ..errors import ContextMsg, MatchFileError, Msg, Problem, RuleSetError, ScoreError
from ..i18n import N_, _, as_in_the_file
from ..game.announcements import SAID_BY_THE_FILE, parse_announcement
from ..game.cards import COINCHES, MODES, SEATS, SPECIAL_CONTRACTS, TEAMS
from ..game.tally import with_card_points
from .cardschema import penalty_from_data, pile_from_data, tricks_from_data
from .names import name_problems, seats_named
from .written import WRITTEN_AS, as_written, file_word
from ..game.deal import Deal, Match, NO_ANNOUNCEMENTS
from ..rules import get_rules, unknown_option
from ..validation import deal_problems


FORMAT = 1


TOP_KEYS = ("format", "rules", "variant", "title", "started", "dealer", "teams", "players",
            "options", "deals")


DEAL_KEYS = ("taker", "trump", "contract", "coinche", "points", "pile", "tricks", "last",
             "capot", "generale", "belote", "announcements", "penalty", "note", "players",
             "score")


OPTIONAL_DEAL_FIELDS = ("contract", "coinche", "last", "capot", "generale", "belote",
                        "announcements", "note")


class ProblemList:
    """Problems found so far, as records."""

    def __init__(self, items: list[Problem] | None = None):
        self.items: list[Problem] = [] if items is None else items

    def add(self, key: str, message, **places) -> None:
        """`message` a message id (N_) with its places, or a Msg or text already said."""
        places = {name: as_written(value) for name, value in places.items()}
        self.items.append(Problem(key, Msg(message, **places) if isinstance(message, str)
                                  and places else message if isinstance(message, Msg)
                                  else Msg(message)))


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _choice(problems: ProblemList, key: str, value: Any, choices: tuple, what: str) -> Any:
    if isinstance(value, str) and value in choices:
        return value
    if file_word(value, choices):  # `trump = "pique"`
        problems.add(key, WRITTEN_AS, value=value, written=file_word(value, choices))
        return None
    problems.add(key, N_("{value!r} is not {what}; use one of: {choices}"), value=value,
                 what=_(what), choices=as_in_the_file(choices))
    return None


def unknown_keys(problems: ProblemList, where: str, table: dict, allowed: tuple) -> None:
    for key in (k for k in table if k not in allowed):
        problems.add(f"{where}.{key}" if where else key,
                     WRITTEN_AS if file_word(key, allowed)
                     else N_("unknown key; the keys here are: {keys}"), value=key,
                     written=file_word(key, allowed), keys=", ".join(allowed))


def match_from_data(data: dict, source: str, registry=None) -> Match:
    """A Match from parsed TOML, or a MatchFileError listing every problem."""
    problems = ProblemList([])
    unknown_keys(problems, "", data, TOP_KEYS)
    if "format" not in data:
        problems.add("format", N_("missing; a match file starts with `format = 1`"))
    elif data["format"] != FORMAT or not is_int(data["format"]):
        problems.add("format", N_("{value!r}: this scorecli reads format {format}"),
                     value=data["format"], format=FORMAT)
    rules = None
    name = data.get("rules")
    if name is None:
        problems.add("rules", N_("missing; name a rule set, for example rules = "
                                 "\"belote-maison\""))
    else:
        try:
            rules = get_rules(name, in_a_file=True, registry=registry)
        except RuleSetError as exc:
            problems.add("rules", str(exc))
    variant = data.get("variant")
    if variant is not None and not isinstance(variant, str):
        problems.add("variant", N_("{value!r} is not the name of a rule set"), value=variant)
    title = data.get("title")
    if title is not None and not isinstance(title, str):
        problems.add("title", N_("{value!r} is not text"), value=title)
    started = data.get("started")
    if started is not None and not isinstance(started, (_dt.datetime, _dt.date)):
        problems.add("started", N_("{value!r} is not a date and time (2026-11-29T20:15:00)"),
                     value=started)
    dealer = data.get("dealer")
    if dealer is not None:
        dealer = _choice(problems, "dealer", dealer, SEATS, N_("a seat"))
    teams = _names(problems, data, "teams", TEAMS, {"ns": "NS", "ew": "EW"})
    players = _names(problems, data, "players", SEATS, {})
    for key, message, places in name_problems(teams, players):  # what a table says as one
        problems.add(key, message, **places)
    options = data.get("options", {})
    if not isinstance(options, dict):
        problems.add("options", N_("is not a table of option = value"))
        options = {}
    elif rules is not None:
        for key, value in options.items():
            if key not in rules.options:
                problems.add(f"options.{key}", str(unknown_option(key, rules, at_key=True)))
                continue
            try:
                rules.check_option(key, value)
            except RuleSetError as exc:  # after the key, the value alone (its `bare`)
                problems.add(f"options.{key}", str(getattr(exc, "bare", exc)))
        options_ok = not any(p.key.startswith("options") for p in problems.items)
        rules = rules.with_options(options) if options_ok else None
    raw_deals = data.get("deals", [])
    deals: list[Deal | None] = []
    if not isinstance(raw_deals, list):
        problems.add("deals", N_("is not a list of deals ([[deals]] blocks)"))
        raw_deals = []
    misshapen: dict[int, set[str]] = {}  # deal number -> its keys with a shape problem
    for number, raw in enumerate(raw_deals, start=1):
        before = len(problems.items)
        where = f"deals[{number}]"
        deals.append(deal_from_data(raw, where, problems))
        if len(problems.items) > before:
            misshapen[number] = {p.key[len(where) + 1:].split(".")[0].split("[")[0]
                                 for p in problems.items[before:]}
    if rules is not None:
        # who dealt the deals that need it, then a pile's or the tricks' points, counted
        # under the rules
        deals = _dealt(deals, dealer, rules)
        deals = [with_card_points(d, rules) if d is not None else d for d in deals]
    if rules is not None:
        # Meaning comes after shape: for every deal with a taker and a trump, every key
        # whose shape is right is checked too, so that all problems show at once.
        for number, deal in enumerate(deals, start=1):
            if deal is None:
                continue
            bad = misshapen.get(number, set())
            for key, message in deal_problems(deal, rules):
                if key.split(".")[0] not in bad:
                    problems.add(f"deals[{number}].{key}", message)
    if problems.items:
        seats_named(problems.items, data, players)
        # In the file's order: the header's first, then each deal's, shape and meaning.
        problems.items.sort(key=_deal_order)
        raise MatchFileError(source, problems.items)
    return Match(rules=name, deals=tuple(deals), options=dict(options), title=title,
                 started=started, dealer=dealer, teams=teams, players=players,
                 variant=variant)


_STAND_IN = "n"


def _dealt(deals: list, dealer: str | None, rules) -> list:
    """Each deal given by its tricks or with a penalty, told who dealt it."""
    if not dealer or not any(d is not None and (d.tricks or d.penalty) for d in deals):
        return deals
    known = [d if d is not None else Deal("n", "hearts", {}) for d in deals]
    told = Match(rules.name, tuple(known), dealer=dealer).with_dealers(rules.options).deals
    return [t if d is not None else None for d, t in zip(deals, told)]


def _deal_order(problem: Problem) -> int:
    if problem.key.startswith("deals["):
        return int(problem.key[6:problem.key.index("]")])
    return 0


def _names(problems: ProblemList, data: dict, key: str, allowed: tuple, default: dict,
           where: str = "") -> dict:
    """A table of names (`[teams]`, `[players]`, a deal's `players`); `where` is the key
    path it sits under (`deals[3]`)."""
    path = f"{where}.{key}" if where else key
    table = data.get(key)
    if table is None:
        return dict(default)
    if not isinstance(table, dict):
        problems.add(path, N_("is not a table ({keys})"), keys=", ".join(allowed))
        return dict(default)
    unknown_keys(problems, path, table, allowed)
    names = dict(default)
    for k, v in table.items():
        if k in allowed:
            if isinstance(v, str) and v.strip():
                names[k] = v
            else:
                problems.add(f"{path}.{k}", N_("{value!r} is not a name"), value=v)
    return names


_PLAIN_KEYS = frozenset(DEAL_KEYS) - {"players", "pile", "tricks", "penalty"}


_SEAT_SET = frozenset(SEATS)


_TEAM_SET = frozenset(TEAMS)


_MODE_SET = frozenset(MODES)


_BID_WORDS = frozenset(SPECIAL_CONTRACTS)


_COINCHE_SET = frozenset(COINCHES)


def _plain_deal(raw: Any) -> Deal | None:
    """The Deal of a well-formed table, quickly; None if anything needs a closer look."""
    if type(raw) is not dict or not raw.keys() <= _PLAIN_KEYS:
        return None
    get = raw.get
    taker, mode, contract = get("taker"), get("trump"), get("contract")
    points, belote, anns = get("points"), get("belote", ()), get("announcements")
    coinche, last, capot, generale, note = (get("coinche"), get("last"), get("capot"),
                                            get("generale"), get("note"))
    if points is None and (capot or generale):
        points = {}  # a capot needs no points
    if not (_is_one_of(taker, _SEAT_SET) and _is_one_of(mode, _MODE_SET)
            and type(points) is dict and points.keys() <= _TEAM_SET
            and (contract is None or type(contract) is int or _is_one_of(contract, _BID_WORDS))
            and (coinche is None or _is_one_of(coinche, _COINCHE_SET))
            and (last is None or _is_one_of(last, _TEAM_SET))
            and (capot is None or _is_one_of(capot, _TEAM_SET))
            and (generale is None or _is_one_of(generale, _SEAT_SET))
            and (note is None or type(note) is str)):
        return None
    ns, ew = points.get("ns"), points.get("ew")
    if not ((ns is None or type(ns) is int and ns >= 0)
            and (ew is None or type(ew) is int and ew >= 0)):
        return None
    if type(belote) is str:
        belote = (belote,)
    elif type(belote) is list:
        belote = tuple(belote)
    elif belote != ():
        return None
    if not all(_is_one_of(b, _TEAM_SET) for b in belote):
        return None
    if anns is None:
        anns = NO_ANNOUNCEMENTS
    else:
        if type(anns) is not dict or not anns.keys() <= _TEAM_SET:
            return None
        try:
            anns = {t: tuple(map(parse_announcement, _tokens(anns.get(t, [])))) for t in TEAMS}
        except (ScoreError, TypeError):
            return None
    return Deal(taker, mode, {"ns": ns, "ew": ew}, last, contract, coinche, capot, generale,
                belote, anns, note)


def _is_one_of(value: Any, words: frozenset) -> bool:
    return type(value) is str and value in words


def _tokens(value: Any) -> list:
    if type(value) is str:
        return [value]
    if type(value) is list:
        return value
    raise TypeError


def deal_from_data(raw: Any, where: str, problems: ProblemList) -> Deal | None:
    """A Deal from one parsed [[deals]] table; shape problems go to `problems`."""
    plain = _plain_deal(raw)
    return plain if plain is not None else _checked_deal(raw, where, problems)


def _checked_deal(raw: Any, where: str, problems: ProblemList) -> Deal | None:
    """deal_from_data key by key, naming every problem."""
    if isinstance(raw, dict) and "score" in raw:
        return _hand_deal(raw, where, problems)
    if not isinstance(raw, dict):
        problems.add(where, N_("is not a table of deal keys"))
        return None
    unknown_keys(problems, where, raw, DEAL_KEYS)

    def need(key: str) -> Any:
        if key not in raw:
            problems.add(f"{where}.{key}", N_("missing"))
        return raw.get(key)

    if _misdeal_alone(raw):
        penalty = penalty_from_data(raw, where, problems)
        return Deal(None, None, {"ns": None, "ew": None}, penalty=penalty,
                    note=raw.get("note") if isinstance(raw.get("note"), str) else None)
    taker = need("taker")
    if taker is not None:
        taker = _choice(problems, f"{where}.taker", taker, SEATS, N_("a seat"))
    mode = need("trump")
    if mode is not None:
        mode = _choice(problems, f"{where}.trump", mode, MODES, N_("a mode"))
    contract = raw.get("contract")
    if contract is not None and not (is_int(contract) or contract in SPECIAL_CONTRACTS):
        problems.add(f"{where}.contract", N_("{value!r} is not a bid: a number, \"capot\" or "
                                             "\"generale\""), value=contract)
    coinche = raw.get("coinche")
    if coinche is not None:
        coinche = _choice(problems, f"{where}.coinche", coinche, COINCHES, N_("a coinche"))
    pile = pile_from_data(raw, where, problems)
    tricks = tricks_from_data(raw, where, problems)
    penalty = penalty_from_data(raw, where, problems)
    points = (_points(raw, where, problems, penalty) if pile is None and "tricks" not in raw
              else {"ns": None, "ew": None})
    last = _optional_choice(raw, "last", where, problems, TEAMS, N_("a team"))
    capot = _optional_choice(raw, "capot", where, problems, TEAMS, N_("a team"))
    generale = _optional_choice(raw, "generale", where, problems, SEATS, N_("a seat"))
    belote = raw.get("belote", [])
    belote = [belote] if isinstance(belote, str) else belote
    if not isinstance(belote, list):
        problems.add(f"{where}.belote", N_("{value!r} is not a team or a list of teams"),
                     value=belote)
        belote = []
    for i, team in enumerate(belote, start=1):
        if team not in TEAMS:
            problems.add(f"{where}.belote", WRITTEN_AS if file_word(team, TEAMS) else N_(
                "{value!r} is not a team; use ns or ew"), value=team,
                written=file_word(team, TEAMS))
    announcements = _announcements(raw, where, problems)
    note = raw.get("note")
    if note is not None and not isinstance(note, str):
        problems.add(f"{where}.note", N_("{value!r} is not text"), value=note)
        note = None
    sat = _names(problems, raw, "players", SEATS, {}, where) if "players" in raw else None
    if mode is None:
        return None  # the cards' meaning needs the trump
    if taker is None:
        # A bad or missing seat (already a problem) hides nothing else: the card points and
        # the contract are checked with a stand-in seat, the taker's problems left out.
        taker = _STAND_IN
    # The deal as far as its shape allows (a misshapen value left out), so that its
    # meaning can be checked too; the caller knows which keys were misshapen.
    if contract is not None and not (is_int(contract) or contract in SPECIAL_CONTRACTS):
        contract = None
    return Deal(taker=taker, mode=mode, points=points, last=last, contract=contract,
                coinche=coinche, capot=capot, generale=generale,
                belote=tuple(t for t in belote if t in TEAMS), announcements=announcements,
                note=note, players=sat or None, pile=pile, tricks=tricks, penalty=penalty)


def _misdeal_alone(raw: dict) -> bool:
    """A misdeal found before the bidding ended: no taker, no trump (SPEC 15.5)."""
    penalty = raw.get("penalty")
    return (isinstance(penalty, dict) and penalty.get("kind") == "misdeal"
            and "taker" not in raw and "trump" not in raw)


def _hand_deal(raw: dict, where: str, problems: ProblemList) -> Deal | None:
    """A deal the table scored by hand: `score = { ns = N, ew = N }` and perhaps a note."""
    before = len(problems.items)
    unknown_keys(problems, where, raw, ("score", "note"))
    score = raw["score"]
    hand = {}
    if not isinstance(score, dict):
        problems.add(f"{where}.score", N_("{value!r} is not a table {{ ns = N, ew = N }}"),
                     value=score)
    else:
        unknown_keys(problems, f"{where}.score", score, TEAMS)
        for team in TEAMS:
            value = score.get(team)
            if value is None:
                problems.add(f"{where}.score.{team}", N_("missing: a hand-scored deal gives "
                                                         "both teams' scores"))
            elif not is_int(value) or value < 0 or value > 10**9:
                problems.add(f"{where}.score.{team}", N_("{value!r} is not a score (a whole "
                                                         "number from 0)"), value=value)
            else:
                hand[team] = value
    note = raw.get("note")
    if note is not None and not isinstance(note, str):
        problems.add(f"{where}.note", N_("{value!r} is not text"), value=note)
    if len(problems.items) > before:
        return None
    return Deal(taker=None, mode=None, points={"ns": None, "ew": None}, note=note, hand=hand)


def _optional_choice(raw, key, where, problems, choices, what):
    value = raw.get(key)
    return None if value is None else _choice(problems, f"{where}.{key}", value, choices, what)


def _points(raw: dict, where: str, problems: ProblemList, penalty=None) -> dict:
    points = raw.get("points")
    if points is None:
        # A revoke or a misdeal may leave the card points out (SPEC 15.2).
        if "capot" not in raw and "generale" not in raw and not (
                penalty and penalty.kind in ("revoke", "misdeal")):
            problems.add(f"{where}.points", N_("missing; give the card points of at least one "
                                               "team"))
        return {"ns": None, "ew": None}
    if not isinstance(points, dict):
        problems.add(f"{where}.points", N_("{value!r} is not a table {{ ns = N, ew = N }}"),
                     value=points)
        return {"ns": None, "ew": None}
    unknown_keys(problems, f"{where}.points", points, TEAMS)
    out = {}
    for team in TEAMS:
        value = points.get(team)
        if value is not None and (not is_int(value) or value < 0):
            problems.add(f"{where}.points.{team}", N_("{value!r} is not a number of card points"),
                         value=value)
            value = None
        out[team] = value
    return out


def _announcements(raw: dict, where: str, problems: ProblemList) -> dict:
    table = raw.get("announcements", {})
    out = {"ns": (), "ew": ()}
    if not isinstance(table, dict):
        problems.add(f"{where}.announcements", N_("{value!r} is not a table "
                                                  "{{ ns = [...], ew = [...] }}"), value=table)
        return out
    unknown_keys(problems, f"{where}.announcements", table, TEAMS)
    for team in TEAMS:
        tokens = table.get(team, [])
        if isinstance(tokens, str):
            tokens = [tokens]
        if not isinstance(tokens, list):
            problems.add(f"{where}.announcements.{team}", N_("{value!r} is not a list of tokens"),
                         value=tokens)
            continue
        parsed = []
        for i, token in enumerate(tokens, start=1):
            try:
                parsed.append(parse_announcement(token))
            except ScoreError as exc:  # the file's tokens named, not the words (carre-J)
                said = ContextMsg("file", exc.message, **exc.places) if exc.message in \
                    SAID_BY_THE_FILE else exc
                problems.add(f"{where}.announcements.{team}[{i}]", str(said))
        out[team] = tuple(parsed)
    return out
