"""The commands on a whole match: new, set, check."""

from __future__ import annotations

import datetime
from pathlib import Path

import click

from ..errors import FlagError, MatchFileError, Plural
from ..game.cards import SEATS
from ..game.deal import DEFAULT_TEAMS, Match
from ..i18n import N_, Code, _, ngettext, seat_code
from ..rules import RULE_SETS, parse_options
from ..rules.options import option_key
from ..store import MatchFile
from ..words.tokens import parse_seat
from ..safetext import for_terminal
from . import Translated, terminal
from .flags import complete_rules, option_flag, rules_for
from .params import OPTION, SEAT, SEAT_NAME, SEAT_NAME_OR_NONE, Count
from .terminal import say, settings, tell, warn


# ---------------------------------------------------------------- new


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--rules", "rules_name", metavar="NAME",
              shell_complete=complete_rules,
              help="The rule set: " + ", ".join(RULE_SETS) + ", or a derived one "
                   "(`scorecli rules` lists them).")
@click.option("--target", type=Count(), help="Play to this score instead of the rule set's.")
@click.option("--ns", "ns_name", metavar="NAME", help="The name of team NS.")
@click.option("--ew", "ew_name", metavar="NAME", help="The name of team EW.")
@click.option("--title", metavar="TEXT", help="A title for the match.")
@click.option("--player", "players", multiple=True, type=SEAT_NAME,
              help="A player's name, e.g. s=Chloé (names can then be typed for seats).")
@click.option("--dealer", type=SEAT,
              help="Who deals first; `show` then says who deals next.")
@click.option("--from", "rematch_of", type=click.Path(path_type=Path), metavar="OLD",
              help="A rematch: OLD's rule set, options and names, and its next dealer "
                   "(no deal, no title).")
@option_flag
def new(file, rules_name, target, ns_name, ew_name, title, players, dealer, rematch_of,
        options):
    """Start a new match file. Refuses to overwrite one that exists.

    \b
      scorecli new friday.toml --rules belote-maison --ns Nous --ew Eux
      scorecli new cafe.toml --rules coinche-maison --player n=Anna --player s=Chloé \\
                             --dealer n --target 2000
      scorecli new saturday.toml --from friday.toml     # the rematch
    """

    if rules_name is None and rematch_of is None:
        raise click.UsageError(_("say the rule set (--rules NAME) or the match to follow "
                                 "(--from OLD)"))
    old = MatchFile.read(rematch_of, settings().registry) if rematch_of else None
    if old is not None and rules_name is None:
        rules, options_before = old.base_rules, dict(old.match.options)
        rules = rules.with_options(options_before) if options_before else rules
        variant = old.match.variant
    else:
        rules = rules_for(rules_name, ())
        variant = None
    typed = parse_options(rules, options, target)  # `--target` beside `-o objectif=`: one
    rules = rules.with_options(typed) if typed else rules
    names = dict(old.match.players) if old is not None else {}
    names.update(_seats_once(players))
    # A derived rule set is written as its base and options, so that the match scores
    # the same on a machine without the rules file; `variant` names it.
    options = {**rules.own, **(rules.overridden or {})}
    teams = dict(old.match.teams) if old is not None else dict(DEFAULT_TEAMS)
    teams.update({t: n for t, n in (("ns", ns_name), ("ew", ew_name)) if n})
    if dealer is None and old is not None:  # whoever would deal OLD's next deal
        dealer = old.match.dealer_of(len(old.match.deals) + 1, old.rules["direction"],
                                     old.rules["misdeal_penalty"])
    match = Match(rules=rules.base or rules.name, options=options, title=title, teams=teams,
                  started=datetime.datetime.now().replace(microsecond=0),
                  dealer=parse_seat(dealer) if dealer else None,
                  players={s: names[s] for s in SEATS if s in names},
                  variant=variant or (rules.name if rules.base else None))
    MatchFile.create(file, match)
    from ..render import team_names
    from ..rules.said import end_said

    say(_("Created {file}: {rules}, {end}, {ns} against {ew}.").format(
        file=file, rules=rules.name, end=end_said(rules), **team_names(match)))
    said_as_words(match.players)


def _seats_once(players) -> dict:
    """`--player` pairs as seat → name; a seat given two names is refused, not decided by
    the order of the flags."""
    seats: dict = {}
    for seat, name in players:
        key = parse_seat(seat)
        if key in seats and seats[key] != name:
            raise FlagError(N_("--player: {seat} is given twice ({first!r} and {second!r})"),
                            seat=Code("seat", key), first=seats[key], second=name)
        seats[key] = name
    return seats


def said_as_words(players: dict) -> None:
    """A player whose name is also a word of the deal (Бела, белот): said on stderr, with
    how the deal sentence reads it."""
    from ..words.vocabulary import is_deal_word

    for seat, name in players.items():
        if name and is_deal_word(name):
            tell(_("Note: {name!r} is also a word of the deal: first on a line, or at the "
                   "question who took, it is the player; elsewhere name the seat "
                   "({seat}).").format(name=name, seat=seat_code(seat)), err=True)


# ---------------------------------------------------------------- deal


@click.command(cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
def check(file):
    """Validate a match file: exit 0 if it is right, 1 with every problem if not.

    \b
      scorecli check friday.toml
    """
    if Path(file).name == "concours.toml":  # a concours' own file (SPEC 13)
        from ..store.concoursfile import ConcoursFolder

        owner = ConcoursFolder.read(Path(file).parent, settings().registry)
        event = owner.concours
        owner.results()  # each table's file checked against the draw (F6)
        if owner.warnings:
            raise MatchFileError(file, list(dict.fromkeys(owner.warnings)))
        tell(ngettext("{file}: a valid concours, {teams} team, {drawn} of {rounds} "
                      "rounds drawn.", "{file}: a valid concours, {teams} teams, {drawn} "
                      "of {rounds} rounds drawn.", len(event.teams)).format(
                                file=file, teams=len(event.teams), drawn=event.drawn,
                                rounds=event.rounds))
        return
    loaded = MatchFile.read(file, settings().registry)
    n = len(loaded.match.deals)
    from ..rules.said import rules_said

    said = ngettext("{file}: valid, {rules}, {n} deal.", "{file}: valid, {rules}, {n} deals.",
                    n) if n else _("{file}: valid, {rules}, no deals yet.")
    tell(said.format(file=file, rules=rules_said(loaded.rules), n=n))
    if any(deal.tricks for deal in loaded.match.deals):
        from ..render.tricks import faults_found

        for line in faults_found(loaded.match, loaded.rules):
            tell(line)  # the faults the tricks show: the file is still valid (exit 0)


@click.command("set", cls=Translated)
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--ns", "ns_name", metavar="NAME", help="The name of team NS.")
@click.option("--ew", "ew_name", metavar="NAME", help="The name of team EW.")
@click.option("--player", "players", multiple=True, type=SEAT_NAME_OR_NONE,
              help="A player's name (SEAT= with no name removes it).")
@click.option("--dealer", type=SEAT,
              help="Who dealt the first deal.")
@click.option("--title", metavar="TEXT", help="The match's title (\"\" removes it).")
@click.option("--option", "-o", "options", multiple=True, type=OPTION,
              help="Change a rule-set option in the match file (a house rule agreed at the "
                   "table).")
@click.option("--clear-option", "cleared", multiple=True, metavar="KEY",
              help="Go back to the rule set's own value of an option.")
@click.option("--from-deal", "from_deal", type=Count(min=1), metavar="N",
              help="A substitute: the --player names sit from deal N on; the deals before "
                   "keep the names they had.")
@click.option("--all-deals", "all_deals", is_flag=True,
              help="A renamed --player sat at every deal, the past ones included (a name "
                   "mistyped).")
@click.option("--target", type=Count(min=0), hidden=True)  # `new`'s flag, typed here too
def set_cmd(file, ns_name, ew_name, players, dealer, title, options, cleared, from_deal,
            all_deals, target):
    """Change a match's names, dealer, title or house rules; comments are kept.

    \b
      scorecli set friday.toml --ns "Les Bleus" --player s=Chloé
      scorecli set friday.toml --player s=Zoé --from-deal 6     # a substitute
      scorecli set friday.toml --option target=2000     # agreed mid-match
      scorecli set friday.toml --clear-option target
    """
    from ..render import header_changes

    if from_deal is not None and all_deals:
        raise click.UsageError(_("--from-deal and --all-deals: a substitute sits from one "
                                 "deal on, a rename for every deal; say one"))
    if players and from_deal is None and not all_deals:
        from_deal, all_deals = _substitute_or_rename(file, players)
    with MatchFile.writing(file, settings().registry) as match_file:
        match, rules = match_file.match, match_file.rules
        for team, name in (("ns", ns_name), ("ew", ew_name)):
            if name is not None and not name.strip():
                raise FlagError(N_("--{team} {name!r}: a team needs a name"), team=team,
                                 name=name)
        seats = {seat: name.strip() or None for seat, name in _seats_once(players).items()}
        if from_deal is not None:
            if not seats:
                raise click.UsageError(_("--from-deal needs --player SEAT=NAME"))
            if from_deal > len(match.deals) + 1:
                raise FlagError(Plural("--from-deal {deal}: {file} has {n} deal",
                                       "--from-deal {deal}: {file} has {n} deals",
                                       len(match.deals), deal=from_deal, file=file,
                                       n=len(match.deals)))
            match_file.keep_players_before(seats, from_deal)
        base = match_file.base_rules
        house = parse_options(base, options, target)
        cleared = [option_key(key, base.options) for key in cleared]  # « objectif » too
        for key in cleared:
            if key not in base.options:
                raise FlagError(N_("--clear-option {key!r}: {rules} has no such option"),
                                 key=key, rules=base.name)
        seated = parse_seat(dealer, match.players, match.teams) if dealer is not None else None
        changes, before, after = match_file.change_header(
            teams={t: n for t, n in (("ns", ns_name), ("ew", ew_name)) if n is not None},
            players=seats, dealer=seated, title=title, options=house, cleared=cleared)
        given = (ns_name, ew_name, dealer, title)
        if not (house or cleared or changes or players or any(v is not None for v in given)):
            raise click.UsageError(_("nothing to change: give --ns, --ew, --player, --dealer, "
                                     "--title, --option or --clear-option"))
        if not (house or cleared or changes):  # run again: what it says is already so
            say(_("{file} already says so: nothing changed.").format(file=for_terminal(str(file))))
            return
    warn(match_file)
    say(header_changes(file, match, changes, rules, before, after, base))
    said_as_words({seat: name for seat, name in seats.items() if name})
    renamed = [seat for seat in seats if match.players.get(seat)]
    if renamed and match.deals and (from_deal or all_deals):
        first = from_deal or 1
        # the run of deals before `first` one player sat at (a substitute before them kept
        # his); one deal or a range (no number said: a range of 21 is no singular)
        runs = {seat: _sat_before(match, seat, first) for seat in renamed} if first > 1 else {}
        runs = {seat: run for seat, run in runs.items() if run[1] != seats[seat]}  # taken back
        kept = ", ".join(_("{seat} ({name})").format(seat=seat_code(seat), name=for_terminal(
            name)) for seat, (_start, name) in runs.items())  # as the board says it: s (Zoé)
        start = min((run for run, _name in runs.values()), default=first)
        kept_at = (_("From deal {deal} on; deals {start} and {last} keep {kept}.")
                   if first - start == 2 else
                   ngettext("From deal {deal} on; deal {start} keeps {kept}.",
                            "From deal {deal} on; deals {start} to {last} keep {kept}.",
                            1 if first - start == 1 else 2))
        if first == 1:
            say(ngettext("For every deal, the one already played included.",
                         "For every deal, the {n} already played included.",
                         len(match.deals)).format(n=len(match.deals)))
        elif first > start:  # else no deal before kept the name: nothing to say
            say(kept_at.format(deal=first, start=start, last=first - 1, kept=kept))


def _sat_before(match, seat: str, first: int) -> tuple[int, str]:
    """The deals just before `first` that one player sat at the seat, in a row: the first
    of them, and the name."""
    def sat(number: int) -> str:
        return match.deals[number - 1].sitting(match.players).get(seat)
    start, name = first - 1, sat(first - 1)
    while start > 1 and sat(start - 1) == name:
        start -= 1
    return start, name


def _substitute_or_rename(file, players) -> tuple[int | None, bool]:
    """A seat given another name mid-match: a substitute from the next deal, or the seat
    renamed for every deal? Asked on a terminal; refused in a pipe (issue 35). As
    (from_deal, all_deals); (None, False) where nothing is to be told apart."""
    seen = MatchFile.read(file, settings().registry).match
    given = [(parse_seat(seat), name.strip()) for seat, name in players]
    # the deals each seat's player sat at: none for a substitute who has not played yet
    played = {seat: sum(1 for deal in seen.deals
                        if deal.sitting(seen.players).get(seat) == seen.players.get(seat))
              for seat, _name in given}
    renamed = [(seat, name) for seat, name in given if seen.players.get(seat) and name
               and name != seen.players[seat] and played[seat]]
    if not renamed:
        return None, False
    seat, name = renamed[0]
    next_deal = len(seen.deals) + 1
    if terminal.on_terminal() and len(renamed) == 1:  # several: one answer would not fit all
        if terminal.confirm(N_("{name} for {old} at {seat}: a substitute from deal {deal} on "
                               "(n: {old}'s name was wrong, rename the seat for every deal)?"),
                            name=for_terminal(name), old=for_terminal(seen.players[seat]),
                            seat=seat_code(seat), deal=next_deal):
            return next_deal, False
        return None, True
    raise FlagError(Plural(
        "--player {seat}={name}: {seat} was {old} at the deal played; say --from-deal "
        "{deal} for a substitute from the next deal, or --all-deals to rename the seat for "
        "every deal",
        "--player {seat}={name}: {seat} was {old} at the {n} deals played; say "
        "--from-deal {deal} for a substitute from the next deal, or --all-deals to rename "
        "the seat for every deal", played[seat], seat=seat_code(seat), name=name,
        old=seen.players[seat], n=played[seat], deal=next_deal))
