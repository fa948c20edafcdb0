"""Flags and words into deal fields, rule sets with --option, and completion.

What `deal`, `edit` and `score` share: the deal flags, their parsing into the fields of
a `Deal` (with people's words: seats, names, suits, bids), and the checks that say one
thing both ways is a usage mistake.
"""

from __future__ import annotations

import click

from ..errors import Both, DealIncomplete, FlagError, Msg, ScoreError, ScorecliError
from ..game.announcements import parse_announcement
from ..game.cards import TEAM_OF_SEAT
from ..game.deal import Deal, Match, Penalty
from ..i18n import N_, _, both, either, team_code
from ..i18n import word as game_word
from ..rules import BUILT_IN, RuleSet, parse_options
from ..rules.base import lowest_bids
from ..words.tokens import parse_assignment, parse_bid, parse_contract, parse_seat, parse_team
from ..words.vocabulary import (BELOTE_WORDS, announcement_token, fold,
                                join_announcements, words_of)
from .params import OPTION, SEAT, TEAM, TEAM_NUMBER, TEAM_TOKEN, TRUMP
from .terminal import settings, tell


def complete_rules(ctx, param, incomplete):

    from . import read_user_rules

    try:
        registry = read_user_rules()  # Click does not run the group's callback to complete
    except ScorecliError:
        registry = BUILT_IN  # a broken rules file: complete the built-in names
    return [name for name in registry.all() if name.startswith(incomplete.casefold())]


def rules_for(name: str | None, options: tuple[str, ...], loaded=None) -> RuleSet:
    """A rule set with --option overrides: the match's own (with its house rules) when
    `name` is absent or the same, else the named one as built in."""
    if loaded is not None and (name is None or name.strip().casefold()
                               == loaded.match.rules.casefold()):
        base = loaded.rules
    else:
        base = settings().registry.get(name)
    return base.with_options(parse_options(base, options)) if options else base


def note_left_out(loaded, rules: RuleSet) -> None:
    """Say, in one line on stderr, when another rule set leaves out the file's own
    `[options]` (a target, a house rule): the rescoring is under that rule set as built
    in (SPEC 9)."""
    options = loaded.match.options
    if options and rules.name != loaded.rules.name:
        from ..rules.options import option_set_said
        from ..rules.said import rules_said

        said = ", ".join(option_set_said(key, value, keyed=False)  # « objectif : 3000 »
                         for key, value in options.items())

        tell(_("Note: the file's own options ({options}) are left out under {rules}."
               ).format(options=said, rules=rules_said(rules, in_sentence=True)), err=True)


option_flag = click.option("--option", "-o", "options", multiple=True, type=OPTION,
                           help="Override a rule-set option for this command.")



def deal_options(f):
    """The deal flags, shared by `deal`, `edit` and `score`."""
    flags = [
        click.option("--taker", type=SEAT,
                     help="Who took: n, e, s, w or a name."),
        click.option("--trump", type=TRUMP,
                     help="clubs, diamonds, hearts, spades, no-trump, all-trump."),
        click.option("--contract", metavar="BID", help="The bid: a number, capot, generale."),
        click.option("--bid", metavar="BID",
                     help="Contract, trump and coinche as players say them: 100h, 80sa x2."),
        click.option("--coinche", is_flag=True, help="The contract was coinched (×2)."),
        click.option("--surcoinche", is_flag=True, help="The contract was surcoinched (×4)."),
        click.option("--points", multiple=True, type=TEAM_NUMBER,
                     help="Card points of a team (the other is derived)."),
        click.option("--pile", metavar="TEAM=CARDS", multiple=True,
                     help="The cards a team won, its points counted from them: "
                          "ns=\"A♥ 10♥ K♥ Q♥\" (twice: both teams' piles)."),
        click.option("--penalty", metavar="KIND[=TEAM]",
                     help="A penalty: revoke=TEAM, misdeal[=TEAM], announcement=TEAM (a "
                          "false one), or waived (the faults the tricks show let go)."),
        click.option("--last", type=TEAM,
                     help="Who won the last trick."),
        click.option("--capot", type=TEAM,
                     help="The team that won all tricks."),
        click.option("--generale", type=SEAT,
                     help="The seat that won all tricks alone."),
        click.option("--no-capot", "no_capot", is_flag=True,
                     help="Every card point, yet not every trick: no capot."),
        click.option("--belote", multiple=True, type=TEAM,
                     help="A team's belote."),
        click.option("--announce", multiple=True, type=TEAM_TOKEN,
                     help="An announcement, e.g. ns=tierce-K or ew=carre-J."),
        click.option("--note", metavar="TEXT", multiple=True, callback=_one_note,
                     help="A note on the deal."),
    ]
    for flag in reversed(flags):
        f = flag(f)
    return f


# Which deal fields each flag gives (`--bid` may give three).
FIELDS_OF_FLAG = {"taker": ("taker",), "trump": ("mode",), "contract": ("contract",),
                  "coinche": ("coinche",), "surcoinche": ("coinche",), "points": ("points",),
                  "pile": ("pile",), "penalty": ("penalty",),
                  "last": ("last",), "capot": ("capot",), "generale": ("generale",),
                  "no_capot": ("capot",),
                  "belote": ("belote",), "announce": ("announcements",), "note": ("note",),
                  "bid": ("contract", "mode", "coinche")}


def fields_given(flags: dict) -> set[str]:
    """The deal fields the flags given would set, before any is parsed."""
    return {field for flag, value in flags.items() if value not in (None, False, ())
            for field in FIELDS_OF_FLAG.get(flag, ())}


FLAG_OF_KEY = {"taker": "--taker", "mode": "--trump", "contract": "--contract",
               "coinche": "--coinche", "points": "--points", "last": "--last",
               "capot": "--capot", "generale": "--generale", "belote": "--belote",
               "announcements": "--announce", "note": "--note", "pile": "--pile",
               "penalty": "--penalty"}


def _one_note(ctx, param, notes):
    """--note once: a second would silently replace the first, so it is refused."""
    if len(set(notes)) > 1:
        raise click.BadParameter(_("a deal has one note; give it once, for example "
                                   "--note \"{first} {second}\"").format(first=notes[0],
                                                                       second=notes[-1]))
    return notes[0] if notes else None


def flag_fields(match: Match | None, taker=None, trump=None, contract=None, coinche=False,
                surcoinche=False, points=(), last=None, capot=None, generale=None, belote=(),
                announce=(), note=None, bid=None, pile=(), penalty=None,
                no_capot=False) -> dict:
    """The Deal fields the flags give (only those given), parsed from people's words."""
    teams = match.teams if match else None
    players = match.players if match else None
    fields: dict = {}
    if coinche and surcoinche:
        raise click.UsageError(_("--coinche and --surcoinche: a contract is one or the other"))
    coinche = "coinche" if coinche else "surcoinche" if surcoinche else None
    if bid is not None:
        if contract is not None or (trump is not None and parse_bid(bid)[1]):
            raise click.UsageError(_("--bid {bid!r} says the contract and trump: leave out "
                                     "--contract and --trump").format(bid=bid))
        bid_contract, bid_mode, bid_coinche = parse_bid(bid)
        if bid_coinche and coinche:
            raise click.UsageError(_("--bid {bid!r} says the {coinche} already: leave out "
                                     "--{flag}").format(bid=bid, coinche=game_word(bid_coinche),
                                                        flag=coinche))
        contract = bid_contract if bid_contract is not None else contract
        trump = bid_mode or trump
        coinche = coinche or bid_coinche
    if taker is not None:
        fields["taker"] = parse_seat(taker, players, teams)
    if trump is not None:
        fields["mode"] = trump
    if contract is not None:
        fields["contract"] = parse_contract(contract)
    if coinche is not None:
        fields["coinche"] = coinche
    if points and pile:
        raise click.UsageError(_("--pile gives the card points: leave out --points"))
    if points:
        fields["points"] = team_numbers(points, "--points", match)
    if pile:
        piles = [pile_given(text, match) for text in pile]
        if len(piles) > 2:
            raise click.UsageError(_("--pile: give one team's pile, or both"))
        if len(piles) == 2:
            from ..words.cards import two_piles

            fields["pile"] = two_piles(*piles)
        else:
            fields["pile"] = piles[0]
    if penalty is not None:
        fields["penalty"] = penalty_given(penalty, match)
    if last is not None:
        fields["last"] = parse_team(last, teams, players)
    if capot is not None and no_capot:
        raise click.UsageError(_("--capot and --no-capot: say one"))
    if capot is not None:
        fields["capot"] = parse_team(capot, teams, players)
    if no_capot:
        fields["capot"] = False
    if generale is not None:
        fields["generale"] = parse_seat(generale, players, teams)
    if belote:
        fields["belote"] = tuple(parse_team(b, teams, players) for b in belote)
    if announce:
        anns = {"ns": [], "ew": []}
        for team, typed in announce:
            said = join_announcements(words_of(typed))  # `carré de valets`, as the words read it
            token = announcement_token(said[0] if len(said) == 1 else typed)
            try:
                ann = parse_announcement(token)
            except ScoreError as refused:  # said back as typed (квинта-Я, not quinte-Я)
                if fold(typed) in BELOTE_WORDS:  # `eux=belote`: said apart, as --belote is
                    raise FlagError(N_("{token!r} is not an announcement: the belote is said "
                                       "apart, as belote {team}"), token=typed,
                                    team=team) from None
                raise FlagError(refused.message, **{**refused.places, "token": typed}
                                ) from None
            anns[parse_team(team, teams, players)].append(ann)
        fields["announcements"] = {t: tuple(v) for t, v in anns.items()}
    if note is not None:
        fields["note"] = note
    return fields


def pile_given(text: str, match: Match | None) -> tuple:
    """`--pile ns=A♥,10♥ K♥`: (team, its cards as the file writes them)."""
    from ..words.cards import parse_cards

    team, cards = parse_assignment(text, "--pile")
    team = parse_team(team, match.teams if match else None, match.players if match else None)
    pile = parse_cards(cards.replace(",", " ").split())
    if len(pile) % 4 or len(pile) > 32:
        raise FlagError(N_("--pile: {n} cards; a pile holds 4 per trick won"), n=len(pile))
    return team, tuple(str(c) for c in pile)


PENALTY_FLAG_KINDS = ("revoke", "misdeal", "announcement", "waived")
# TRANSLATORS: the kinds --penalty takes, as the words accept them (fr renonce, maldonne…)
PENALTY_SAID = {"revoke": N_("revoke"), "misdeal": N_("misdeal"),
                "announcement": N_("false announcement"), "waived": N_("no penalty")}


def penalty_given(text: str, match: Match | None) -> Penalty:
    """`--penalty revoke=e`, `--penalty misdeal`, `--penalty waived`: a seat or a player's
    name stands for the team, and is kept."""

    from ..words.vocabulary import PENALTY_WORDS, fold

    kind, _sep, who = text.partition("=")
    kind = PENALTY_WORDS.get(fold(kind), kind.strip().lower())  # renonce, ренонс too
    if kind not in PENALTY_FLAG_KINDS:
        raise FlagError(N_("--penalty {value!r}: the kinds are {kinds}"), value=text,
                        kinds=either(_(PENALTY_SAID[k]) for k in PENALTY_FLAG_KINDS))
    if not who.strip():
        if kind in ("revoke", "announcement"):
            raise FlagError(N_("--penalty {value!r}: say which team, for example {kind}={team}"),
                            value=text, kind=text.partition("=")[0].strip(),
                            team=team_code("ns"))
        return Penalty(kind)
    if kind == "waived":
        raise FlagError(N_("--penalty {value!r}: no penalty names no team"), value=text)
    players = match.players if match else None
    try:
        seat = parse_seat(who, players)
    except ScorecliError:
        return Penalty(kind, parse_team(who, match.teams if match else None, players))
    return Penalty(kind, TEAM_OF_SEAT[seat], seat)


def team_numbers(items: tuple, flag: str, match: Match | None) -> dict:
    """`--points ns=82 --points ew=70` (or `--score`), read by TEAM_NUMBER: a number per
    team, None where not given; a team given twice is refused."""
    table = {"ns": None, "ew": None}
    for word, number in items:
        team = parse_team(word, match.teams if match else None,
                          match.players if match else None)
        if table[team] is not None:
            raise FlagError(N_("{flag} {item!r}: {team} was given twice"), flag=flag,
                             item=f"{word}={number}", team=team)
        table[team] = number
    return table


def missing_flags(fields: dict) -> list[str]:
    """The flags a deal cannot do without (a contract's absence is the rules' to judge);
    a misdeal alone needs nothing more, a revoke or a misdeal no card points (SPEC 15.5)."""
    penalty = fields.get("penalty")
    if penalty is not None and penalty.kind == "misdeal" and "taker" not in fields:
        return []
    missing = [flag for key, flag in (("taker", "--taker"), ("mode", "--trump"))
               if key not in fields]
    if penalty is not None and penalty.kind in ("revoke", "misdeal") and not (
            {"points", "capot", "generale", "pile", "tricks"} & fields.keys()):
        return missing
    if "tricks" in fields:
        return missing
    if not ({"points", "pile"} & fields.keys() or fields.get("capot")
            or fields.get("generale")):
        missing.append("--points")
    if "last" not in fields and not fields.get("capot") and not fields.get("generale"):
        missing.append("--last")
    return missing


# What each missing part of a deal said in words is, and how to say it.
_MISSING_SAID = {"--taker": N_("who took (a seat or a player's name first, as s)"),
                 "--trump": N_("the trump (as hearts, or {bid} hearts)"),
                 "--points": N_("the card points (as 82, or capot)"),
                 "--last": N_("the last trick (der ns or der ew)"),
                 "capot": N_("the result: capot if it was made, else the card points and "
                             "the last trick (as 70 der ns)"),
                 "generale": N_("the result: générale if it was made, else the card points "
                                "and the last trick (as 70 der ns)")}
# The same parts, given by flags: what each is, and its flag.
FLAGS_MISSING_SAID = {"--taker": N_("who took (--taker s)"), "--trump": N_("the trump (--trump h)"),
                      "--contract": N_("the contract (--contract 100)"),
                      "--points": N_("the card points (--points ns=82)"),
                      "--last": N_("the last trick (--last ns or ew)")}


def _trump_missing(rules) -> Msg:
    """The missing trump, its example a bid the rule set allows (`80 hearts`, bazar blot's
    `8 hearts`), or the trump alone in plain belote, which has no bids."""
    bids = lowest_bids(rules) if rules is not None else (100,)
    return Msg(_MISSING_SAID["--trump"], bid=bids[0]) if bids else \
        Msg(N_("the trump (as hearts)"))


def new_deal(fields: dict, in_words: bool = False, rules=None) -> Deal:
    """The deal the fields make. A part missing from a deal said in words is refused in
    its words (`il manque le dix de der`), as a value is, its trump's example a bid of
    `rules` (none in plain belote); a flag missing is a usage mistake, said by its flag."""
    if fields.get("hand") is not None:
        return Deal(**{"points": {"ns": None, "ew": None}, **fields})
    missing = missing_flags(fields)
    if missing and in_words:
        if fields.get("contract") in ("capot", "generale") and "--points" in missing:
            # `jean capot trèfle`: its result, not « the card points (as 82, or capot) »
            missing = [f for f in missing if f not in ("--points", "--last")] + [
                fields["contract"]]
        parts = Both(*(_trump_missing(rules) if flag == "--trump" else Msg(_MISSING_SAID[flag])
                       for flag in missing))
        if isinstance(fields.get("contract"), int) and "mode" not in fields and \
                "--points" in missing:
            # `92 der nous` with no taker: the first number is the bid, said as one
            raise DealIncomplete(N_("{bid} is the bid (the first number said is); missing "
                                    "{parts}"), bid=fields["contract"], parts=parts)
        raise DealIncomplete(N_("missing {parts}"), parts=parts)
    if missing:
        raise click.UsageError(_("missing {parts}").format(
            parts=both(_(FLAGS_MISSING_SAID[flag]) for flag in missing)))
    fields = dict(fields)
    fields.setdefault("points", {"ns": None, "ew": None})
    if "taker" not in fields:  # a misdeal before the bidding ended
        fields.update(taker=None, mode=None)
    return Deal(**fields)


def hand_fields(match: Match, hand: tuple, words: tuple, flags: dict) -> dict:
    """A deal scored by hand: both teams' scores, perhaps a note, and nothing else."""
    said = [f"--{k.replace('_', '-')}" for k, v in flags.items()
            if k != "note" and v not in (None, False, ())]
    if said:
        raise click.UsageError(_("--score records a deal scored by hand: give both teams' "
                                 "scores (and --note) and no other part of a deal (not "
                                 "{said})").format(said=", ".join(said)))
    if words:  # the words as typed, quoted, not listed as flags are
        raise click.UsageError(_("--score records a deal scored by hand: give both teams' "
                                 "scores (and --note) and no words of a deal (leave out "
                                 "{words!r})").format(words=" ".join(words)))
    score = team_numbers(hand, "--score", match)
    if None in score.values():
        raise click.UsageError(_("--score: give both teams' scores, for example --score "
                                 "ns=50 --score ew=0"))
    fields = {"taker": None, "mode": None, "hand": score}
    if flags.get("note") is not None:
        fields["note"] = flags["note"]
    return fields


def deal_fields(match: Match | None, rules: RuleSet, words: tuple, flags: dict,
                taker: str | None = None) -> dict:
    """The fields the flags and the words say; saying one thing both ways is a usage
    mistake. `taker`: the taker when neither says one (an edited deal's), whose team a
    bare number of points is."""
    from ..words.sentence import read_words

    fields = flag_fields(match, **flags)
    known = {"taker": taker, **fields} if taker and "taker" not in fields else fields
    said = read_words(words, match, rules.bids, known=known, bid_range=lowest_bids(rules),
                      edited=taker is not None, all_trump=rules["all_trump"]) if words else {}
    twice = sorted(fields.keys() & said.keys())
    if twice:
        from ..words.refusals import SAID

        if twice == ["capot"] and fields["capot"] is False and said["capot"]:
            raise click.UsageError(_("the words say capot, but --no-capot says otherwise: "
                                     "keep one or the other"))
        given = [FLAG_OF_KEY[k] if fields[k] is not False else f"--no-{k}" for k in twice]
        raise click.UsageError(_("{what} said twice, in the words and by {flags}: keep one "
                                 "or the other").format(
            what=both(str(SAID[k]) for k in twice), flags=both(given)))
    fields = {**fields, **said}
    if fields.get("contract") == "generale" or words and fields.get("contract") is not None \
            and "taker" in fields and "mode" in fields:  # a bid the game has not: said first
        from ..errors import DealProblems
        from ..game.deal import Deal
        from ..validation import bid_problems

        bid = Deal(fields.get("taker") or "s", fields.get("mode") or "hearts",
                   {"ns": None, "ew": None}, contract=fields["contract"])
        problems = bid_problems(bid, rules)
        if problems:
            raise DealProblems(Msg(N_("the deal cannot be scored")),
                               [(0, p.key, p.message) for p in problems], said=True)
    return fields



def lacks_fields(fields: dict, rules: RuleSet) -> bool:
    penalty = fields.get("penalty")
    if penalty is not None and penalty.kind == "misdeal" and "taker" not in fields:
        return False  # a misdeal before the bidding ended: nothing more to ask
    return bool(missing_flags(fields)) or (rules.bids and "contract" not in fields)
