"""What a deal must satisfy under a rule set: the cards, the contract, the announcements.

Every problem comes back, each with its key inside the deal (`points.ns`), so that a
file's reader can report all of them at once.
"""

from __future__ import annotations

from collections import Counter

from .errors import DealProblems, Msg, Plural, Problem, Reasoned
from .i18n import N_, Code
from .game.announcements import CARRE_WORDS, SEQUENCE_ORDER
from .game.tally import replayed, with_card_points
from .game.cards import SYMBOL_OF_SUIT, ALL_TRUMP, NO_TRUMP, TEAMS, TEAM_OF_SEAT, belote_limit, card_total, other_team, possible_card_points
from .game.deal import Deal
from .rules import RuleSet

def check_deal(deal: Deal, rules: RuleSet, heading: Msg, number: int = 1,
               said: bool = True) -> None:
    """Raise DealProblems, under `heading`, if these rules cannot score the deal (a deal
    said at the table: its problems said without the file's key paths)."""
    problems = deal_problems(deal, rules)
    if problems:
        raise DealProblems(heading, [(number, key, message) for key, message in problems],
                           said=said)


def deal_problems(deal: Deal, rules: RuleSet) -> list[Problem]:
    if deal.hand is not None:
        return []  # scored by hand: the same under every rule set
    if deal.penalty is not None:
        problems = penalty_problems(deal, rules)
        if deal.taker is None:  # a misdeal before the bidding ended: nothing else to check
            return problems
    else:
        problems = []
    if deal.tricks and not deal.dealt:
        problems.append(Problem("tricks", Msg(N_("who dealt is not known, so neither who "
                                                 "played each card: give the first dealer at "
                                                 "the top of the file, as dealer = \"s\""))))
        return problems
    deal = with_card_points(deal, rules)
    problems += _mode_problems(deal, rules)
    problems += _contract_problems(deal, rules)
    if deal.mode != ALL_TRUMP or rules["all_trump"]:
        if not _cards_left_out(deal, rules):
            problems += _card_problems(deal, rules)
        problems += _belote_problems(deal)
        problems += _held_problems(deal, rules)
        problems += _announcement_problems(deal)
    return problems


def _cards_left_out(deal: Deal, rules: RuleSet) -> bool:
    """A revoke or misdeal whose formula needs no card points, recorded without them."""
    p = deal.penalty
    if p is None or p.kind not in ("revoke", "misdeal") or deal.tricks or deal.pile:
        return False
    given = any(v is not None for v in deal.points.values()) or deal.capot_team
    return not given


def _held_problems(deal: Deal, rules: RuleSet) -> list[Problem]:
    """A belote said beside the tricks must have been held (SPEC 15.2)."""
    played = replayed(deal, rules) if deal.tricks and deal.belote else None
    if played is None:
        return []
    from .game.play import held_belote_problem

    wrong = held_belote_problem(deal, played)
    if not wrong:
        return []
    team, suit = wrong
    seats = [s for s in ("n", "e", "s", "w") if TEAM_OF_SEAT[s] == team]
    if suit is None:
        return [Problem("belote", Msg(N_("{team} said belote {times} times, but its players "
                                         "held the king and queen of fewer suits"),
                                      team=Code("team", team), times=deal.belote.count(team)))]
    from .words.cards import parse_cards  # the cards in the output language's letters

    king, queen = parse_cards(["K" + SYMBOL_OF_SUIT[suit], "Q" + SYMBOL_OF_SUIT[suit]],
                              in_file=True)
    return [Problem("belote", Msg(N_("{team} said belote, but neither {first} nor {second} "
                                     "held {king} and {queen}"), team=Code("team", team),
                                  first=Code("seat in a sentence", seats[0]),
                                  second=Code("seat in a sentence", seats[1]),
                                  king=king.said(), queen=queen.said()))]


def penalty_problems(deal: Deal, rules: RuleSet) -> list[Problem]:
    """A penalty that cannot be scored as written (SPEC 15.2)."""
    p, out = deal.penalty, []
    if p.seat and p.team and TEAM_OF_SEAT[p.seat] != p.team:
        out.append(Problem("penalty.seat", Msg(N_("{seat} is not a player of {team}"),
                                               seat=Code("seat", p.seat),
                                               team=Code("team", p.team))))
    if p.kind == "waived" and not deal.tricks:
        out.append(Problem("penalty", Msg(N_("no penalty waived: only a deal given by its "
                                             "tricks has penalties found in it"))))
    if p.kind == "announcement" and p.team and not deal.announcements[p.team]:
        out.append(Problem("penalty", Msg(N_("a false announcement by {team}, which announced "
                                             "nothing"), team=Code("team", p.team))))
    if p.kind in ("revoke", "announcement") and not p.team:
        out.append(Problem("penalty.team", Msg(N_("missing: say which team offended"))))
    if p.kind == "misdeal" and not p.team and not deal.dealt and deal.taker is not None \
            and rules["misdeal_penalty"] != "redeal":
        out.append(Problem("penalty.team", Msg(N_(
            "missing: the dealer is not known, so say which team misdealt"))))
    return out


def unsaid_capot(deal: Deal, rules: RuleSet) -> str | None:
    """The team that took every card point and the last trick (every trick, as a table
    counts) without a capot (or générale) said, nor `pas capot`: the table asks or is
    asked which it was before anything is saved (issue 35)."""
    if deal.taker is None or deal.capot is False or deal.capot_team is not None \
            or deal.tricks or deal.pile or deal.mode is None:
        return None
    total = card_total(deal.mode, rules["no_trump_ace"])
    for team in TEAMS:
        other = deal.points.get(other_team(team))
        if (deal.points.get(team) == total or (other == 0 and deal.points.get(team) is None)) \
                and deal.last in (team, None):
            return team
    return None


def said_capot(deal: Deal, rules: RuleSet) -> Deal:
    """A capot contract whose card points say every trick went to the taker's team: a made
    capot, as the table meant it. (A générale's points cannot say that the taker won the
    tricks alone: that one is asked, or said.)"""
    if deal.contract != "capot" or unsaid_capot(deal, rules) != deal.taker_team:
        return deal
    return deal._replace(capot=deal.taker_team, last=None)


def bid_problems(deal: Deal, rules: RuleSet) -> list[Problem]:
    """What is wrong with the deal's trump and contract alone (asked before the points)."""
    return _mode_problems(deal, rules) + _contract_problems(deal, rules)


def _mode_problems(deal: Deal, rules: RuleSet) -> list[Problem]:
    if deal.mode == ALL_TRUMP and not rules["all_trump"]:
        reason = Msg(N_("all-trump only with the house rule allowing it"))
        return [Problem("trump", Reasoned(reason, N_(
            "all-trump is not played in {rules} (set the option all_trump = true to allow it)"),
            rules=rules.name))]
    return []


def _contract_problems(deal: Deal, rules: RuleSet) -> list[Problem]:
    return rules.scorer.bid_problems(deal, rules)  # bid legality is the family's


def _card_problems(deal: Deal, rules: RuleSet) -> list[Problem]:
    out: list[Problem] = []
    ace = rules["no_trump_ace"]
    total = card_total(deal.mode, ace)
    possible = possible_card_points(deal.mode, ace)
    kind = _kind(deal.mode, ace)
    capot = deal.capot_team
    if deal.capot and deal.generale and TEAM_OF_SEAT[deal.generale] != deal.capot:
        out.append(Problem("generale", Msg(N_("{seat!r} is on {team}, but the capot is {capot}'s"),
            seat=deal.generale, team=Code("team", TEAM_OF_SEAT[deal.generale]),
            capot=Code("team", deal.capot))))
    for team in TEAMS:
        value = deal.points.get(team)
        if value is None:
            continue
        key = f"points.{team}"
        if value > total:
            out.append(Problem(key, Msg(N_("{value} is more than the {total} card points of {kind}"
                               ), value=value, total=total, kind=kind)))
        elif value not in possible:
            out.append(Problem(key, Msg(N_("{value}: no set of cards makes {value} points in {kind}"
                               ), value=value, kind=kind)))
        elif capot == team and value != total:
            why = (N_("{value}: the générale of {seat} takes every trick, so {team} has all "
                      "{total} card points") if deal.generale else
                   N_("{value}: {team} made a capot, so it has all {total} card points"))
            out.append(Problem(key, Msg(why, value=value, seat=Code("seat in a sentence",
                                                                    deal.generale),
                                        team=Code("team", team), total=total)))
        elif capot == other_team(team) and value:
            why = (N_("{value}: the générale of {seat} takes every trick, so {team} won no "
                      "trick and no points") if deal.generale else
                   N_("{value}: {capot} made a capot, so {team} won no trick, no points and "
                      "not the last one") if deal.last == team else  # one cause, said once
                   N_("{value}: {capot} made a capot, so {team} won no trick and no points"))
            out.append(Problem(key, Msg(why, value=value, capot=Code("team", capot),
                                        seat=Code("seat in a sentence", deal.generale),
                                        team=Code("team", team))))
    given = [deal.points.get(t) for t in TEAMS]
    if None not in given and sum(given) != total and not out:
        out.append(Problem("points", Msg(N_("{ns_team} {ns} + {ew_team} {ew} = {sum}, but the cards "
                                            "of {kind} add up to {total}"),
                                         ns_team=Code("team", "ns", bare=True), ns=given[0],
                                         ew_team=Code("team", "ew", bare=True), ew=given[1],
                                         sum=sum(given), kind=kind, total=total)))
    if capot is None and given == [None, None]:
        out.append(Problem("points", Msg(N_("missing: give at least one team's card points"))))
    if capot and deal.last and deal.last != capot and (
            deal.generale or not deal.points.get(deal.last)):  # else said with its points
        out.append(Problem("last", Msg(N_("last trick {last}: {capot} made a capot, so {team} won no "
                              "trick, the last one included"), last=Code("team", deal.last),
                                                          capot=Code("team", capot),
                                                          team=Code("team", deal.last))))
    if not capot and not deal.last:
        out.append(Problem("last", Msg(N_("missing: say which team won the last trick"))))
    return out


def _kind(mode: str, ace: int) -> str:
    if mode == NO_TRUMP:
        return Msg(N_("a no-trump deal (ace {ace})"), ace=ace)
    return Msg(N_("an all-trump deal")) if mode == ALL_TRUMP else Msg(N_("a trump deal"))


def _belote_problems(deal: Deal) -> list[Problem]:
    if not deal.belote:
        return []
    limit = belote_limit(deal.mode)
    if limit == 0:
        return [Problem("belote", Msg(N_("there is no belote in a no-trump deal: it needs a trump king "
                             "and queen")))]
    if len(deal.belote) > limit == 1:
        return [Problem("belote", Msg(N_("belote said more than once, but a trump deal has "
                                         "only one (the trump king and queen)")))]
    if len(deal.belote) > limit:
        return [Problem("belote", Msg(N_("{n} belotes, but {kind} holds at most {limit}"),
            n=len(deal.belote), kind=_kind(deal.mode, 0), limit=limit))]
    return []


def _announcement_problems(deal: Deal) -> list[Problem]:
    if not deal.announcements["ns"] and not deal.announcements["ew"]:
        return []
    out: list[Problem] = []
    everything = [(team, i, a) for team in TEAMS
                  for i, a in enumerate(deal.announcements[team], start=1)]
    for team, i, a in everything:
        if a.trump and deal.mode == NO_TRUMP:
            out.append(Problem(f"announcements.{team}[{i}]",
                        Msg(N_("{token!r}: a no-trump deal has no trump sequence"),
                            token=a.token)))
    seen = set()
    for team, i, a in everything:
        if a.is_carre and a.rank in seen:
            out.append(Problem(f"announcements.{team}[{i}]",
                        Msg(N_("{carre} announced twice: there is only one in the pack"),
                            carre=Msg(CARRE_WORDS[a.rank]))))
        seen.add(a.rank if a.is_carre else None)
    for team in TEAMS:
        cards = sum(a.length for a in deal.announcements[team] if not a.is_carre)
        if cards > 16:
            out.append(Problem(f"announcements.{team}",
                        Msg(N_("sequences of {cards} cards, but a team holds 16"),
                            cards=cards)))
    out += _sequence_pool_problems(deal, everything)
    return out


def _too_many(pool: str, cards: int, suits: int) -> Plural:
    """Sequences that need more cards than the pool's suits hold (no « (s) »: issue 36)."""
    if pool == "trump":
        return Plural("the sequences in trump need more than the {cards} cards of {suits} "
                      "suit", "the sequences in trump need more than the {cards} cards of "
                      "{suits} suits", suits, cards=cards, suits=suits)
    if pool == "plain":
        return Plural("the sequences outside trump need more than the {cards} cards of "
                      "{suits} suit", "the sequences outside trump need more than the "
                      "{cards} cards of {suits} suits", suits, cards=cards, suits=suits)
    return Plural("the sequences need more than the {cards} cards of {suits} suit",
                  "the sequences need more than the {cards} cards of {suits} suits", suits,
                  cards=cards, suits=suits)


def _crowded(pool: str, tokens: str, rank: str, suits: int) -> Plural:
    """Sequences that all hold one card more often than the deal has it."""
    if pool == "trump":
        return Plural("{tokens}: these sequences in trump all hold the {rank}, but there is "
                      "only {suits} such card", "{tokens}: these sequences in trump all hold "
                      "the {rank}, but there are only {suits} such cards", suits,
                      tokens=tokens, rank=rank, suits=suits)
    if pool == "plain":
        return Plural("{tokens}: these sequences outside trump all hold the {rank}, but "
                      "there is only {suits} such card", "{tokens}: these sequences outside "
                      "trump all hold the {rank}, but there are only {suits} such cards",
                      suits, tokens=tokens, rank=rank, suits=suits)
    return Plural("{tokens}: these sequences all hold the {rank}, but there is only {suits} "
                  "such card", "{tokens}: these sequences all hold the {rank}, but there "
                  "are only {suits} such cards", suits, tokens=tokens, rank=rank,
                  suits=suits)


def _sequence_pool_problems(deal: Deal, everything) -> list[Problem]:
    """Sequences that more suits than the deal has would be needed to hold."""
    if deal.mode == ALL_TRUMP:
        pools = {"all": 4}
        pool_of = lambda a: "all"  # noqa: E731 - every suit is trump
    elif deal.mode == NO_TRUMP:
        pools = {"plain": 4}
        pool_of = lambda a: "plain"  # noqa: E731
    else:
        pools = {"trump": 1, "plain": 3}
        pool_of = lambda a: "trump" if a.trump else "plain"  # noqa: E731
    out = []
    for pool, suits in pools.items():
        members = [(team, i, a) for team, i, a in everything
                   if not a.is_carre and pool_of(a) == pool]
        if sum(a.length for _, _, a in members) > 8 * suits:
            out.append(Problem("announcements", _too_many(pool, 8 * suits, suits)))
            continue
        covered = Counter(r for _, _, a in members if a.rank for r in a.sequence_ranks())
        crowded = [r for r in SEQUENCE_ORDER if covered[r] > suits]
        if crowded:
            tokens = ", ".join(a.token for _, _, a in members if a.rank
                               and crowded[0] in a.sequence_ranks())
            out.append(Problem("announcements", _crowded(pool, tokens, crowded[0], suits)))
    return out
