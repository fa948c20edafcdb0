"""Short words for a deal, a contract, a result, a team: what every view says."""

from __future__ import annotations

from ..game.cards import SEATS
from .announced import announcements_said
from ..game.deal import DEFAULT_TEAMS, Deal, Match
from ..game.tally import score_announcements
from ..i18n import (N_, _, language, listed, ngettext, pgettext, seat_code,
                    seat_in_sentence, team_code, team_said, word)
from ..rules import RuleSet
from ..rules.options import Valued
from ..safetext import for_terminal
from ..words.refusals import typed_team
from ..words.vocabulary import fold
from ..scoring import DealScore


def contract_label(deal: Deal, family=None) -> str:
    """`100 hearts coinche`, `capot spades`, `no-trump`: the deal as players say it."""
    if deal.hand is not None:
        return _("scored by hand")
    if deal.taker is None:  # a misdeal before the bidding ended
        return word("misdeal")
    parts = []
    if deal.contract is not None:
        parts.append(word(deal.contract) if isinstance(deal.contract, str)
                     else str(deal.contract))
    parts.append(word(deal.mode) if deal.contract is None else _after_a_bid(deal.mode))
    if deal.coinche and getattr(family, "says_contra", False):
        # TRANSLATORS: bazar blot's coinche, as seed 003 says it (ru «куанш»)
        coinche = pgettext("bazar contract", "coinche") if deal.coinche == "coinche" \
            else pgettext("bazar contract", "surcoinche")
    elif deal.coinche:
        # TRANSLATORS: a contract's coinche, after the contract (fr «100 cœur coinché»)
        coinche = pgettext("contract", "coinche") if deal.coinche == "coinche" \
            else pgettext("contract", "surcoinche")
    else:
        return " ".join(parts)
    # TRANSLATORS: a bid and its coinche (fr « 100 cœur contré », ru «100 в червах, куанш»)
    return _("{bid} {coinche}").format(bid=" ".join(parts), coinche=coinche)


def contract_in_sentence(deal: Deal, family=None) -> str:
    """The contract after its taker in a sentence: belote's trump alone as the table says
    it (« Chloé (s) à cœur », « a pris sans atout »), a bid as `contract_label` says it."""
    if deal.contract is None and not deal.coinche and deal.taker and deal.hand is None:
        return _took_at(deal.mode)
    return contract_label(deal, family)


def _took_at(mode: str) -> str:
    """Belote's trump after « took », no bid before it: fr « à pique », « sans atout »."""
    # TRANSLATORS: the trump taken, after « took » (fr « a pris à pique », « a pris sans atout »)
    return {"clubs": pgettext("took at", "clubs"), "diamonds": pgettext("took at", "diamonds"),
            "hearts": pgettext("took at", "hearts"), "spades": pgettext("took at", "spades"),
            "no-trump": pgettext("took at", "no-trump"),
            "all-trump": pgettext("took at", "all-trump")}[mode]


def _after_a_bid(mode: str) -> str:
    """The trump after a bid's number, as the table says it (ru «100 в червах», seed 002)."""
    # TRANSLATORS: the trump after a bid's number (ru «100 в червах», «80 без козыря»; fr
    # « 100 cœur »)
    return {"clubs": pgettext("after a bid", "clubs"),
            "diamonds": pgettext("after a bid", "diamonds"),
            "hearts": pgettext("after a bid", "hearts"),
            "spades": pgettext("after a bid", "spades"),
            "no-trump": pgettext("after a bid", "no-trump"),
            "all-trump": pgettext("after a bid", "all-trump")}[mode]


def taker_label(deal: Deal, match: Match | None) -> str:
    """`s (Chloé)`, `ю (Вика)`: the taker's seat in the output language, and name."""
    return seat_label(deal, match, deal.taker) if deal.taker else "-"


def taker_in_sentence(deal: Deal, match: Match | None) -> str:
    """The taker as a sentence names it before the bid: `s (Chloé)`, and a seat with no
    name as the language sets it apart (ru «В — 80 пики», where «В пики» reads as « in
    spades »)."""
    if not deal.taker:
        return taker_label(deal, match)
    if deal.sitting(match.players if match else {}).get(deal.taker):
        # TRANSLATORS: a taker with a name, before the bid (ru «{taker} —»: «Вика (Ю) —
        # 100 черви», as explain says it)
        return pgettext("named taker in a sentence", "{taker}").format(
            taker=taker_label(deal, match))
    # TRANSLATORS: a seat with no player's name, first in a sentence before the bid and
    # trump (ru «{seat} —»: «В — 80 пики»; the seat letters are prepositions too)
    return pgettext("taker in a sentence", "{seat}").format(seat=seat_in_sentence(deal.taker))


def seat_label(deal: Deal, match: Match | None, seat: str, in_sentence: bool = False) -> str:
    """`s (Chloé)`, `ю (Вика)`: a seat in the output language, and who sat there; a seat
    with no name `in_sentence` as a sentence says it (fr « Sud », not « s »)."""
    name = deal.sitting(match.players).get(seat) if match else None
    said = seat_code(seat) if name or not in_sentence else seat_in_sentence(seat)
    # TRANSLATORS: a seat and the player's name there (ru «{name} ({seat})»: «играет Аня (С)»)
    return _("{seat} ({name})").format(seat=said, name=for_terminal(name)) if name else said


def result_label(ds: DealScore, family=None, match: Match | None = None,
                 in_sentence: bool = False) -> str:
    """`made, capot, +81 pot (after the win)`: each addition one message with a place for
    what is said before it, so that a translator sets its words and punctuation;
    `in_sentence`, said inside a sentence (ru «заявка выполнена», not a column's word)."""
    if ds.result == "by-hand":
        said = word("by-hand")
        return _("{result} (after the end)").format(result=said) if ds.after_win else said
    if ds.penalties:
        return penalty_result(ds, family, _PENALTY_SAID, team_names(match), in_sentence)
    said = word(ds.result, family, in_sentence)
    capot = ds.deal.capot_team
    if capot and ds.result != "litige":
        kind = word("generale" if ds.deal.generale else "capot")
        if ds.result == "failed" and capot == ds.deal.taker_team:  # a générale bid
            said = _("{result} (a capot, not a générale)").format(result=said)
        else:
            said = (_("{result}, {kind}") if capot == ds.deal.taker_team
                    else _("{result}, {kind} by defence")).format(result=said, kind=kind)
    if ds.pot_paid:
        said = _("{result}, +{points} pot").format(result=said, points=ds.pot_paid)
    if ds.after_win:
        said = _("{result} (after the win)").format(result=said)
    return said


_PENALTY_SAID = {"revoke": N_("revoke by {team}"), "misdeal": N_("misdeal by {team}"),
                 "announcement": N_("false announcement by {team}")}
# TRANSLATORS: a penalty on a narrow board: revoke, misdeal, false announcement
_PENALTY_SHORT = {"revoke": N_("rev. {team}"), "misdeal": N_("misd. {team}"),
                  "announcement": N_("f.ann. {team}")}


def penalty_result(ds: DealScore, family, words: dict, names: dict,
                   in_sentence: bool = False) -> str:
    """A penalty deal's result: the penalty's kind and team in place of it (`revoke by
    NS`), after the result when the deal was scored (`failed, revoke by Les Filles`): the
    team as the board's columns name it."""
    last = ds.penalties[-1]
    said = (_(words[last.kind]).format(team=names[last.team]) if last.team else
            word("misdeal"))
    if ds.result == "penalty":
        return said
    return _("{result}, {penalty}").format(result=word(ds.result, family, in_sentence),
                                           penalty=said)


def team_names(match: Match | None) -> dict:
    """The teams' names, to print for people (control characters shown, not sent); a team
    without a name is its code in the output language (NS/EO, СЮ/ВЗ)."""
    teams = match.teams if match else DEFAULT_TEAMS
    return {team: team_code(team) if name == team.upper() else for_terminal(name)
            for team, name in teams.items()}


def named_in_sentence(match: Match | None, team: str) -> str:
    """A team inside a sentence: its name as the language quotes a team's (ru «Мы»: a bare
    «команда Мы» reads as a pronoun), its code where it has none."""
    name = match.teams.get(team, team.upper()) if match else team.upper()
    return str(team_said(team, for_terminal(name)))


def team_words_said(match: Match) -> str:
    """Which team « nous » and « eux » are, where examples type named teams by them (one
    space before it, to follow a help's sentence); nothing for teams without names, or
    named by those words (« Nous » and « Eux »: « « nous » désigne Nous » says nothing)."""
    if all(fold(name) in (fold(typed_team(t)), fold(DEFAULT_TEAMS[t]))
           for t, name in match.teams.items()):
        return ""
    return " " + _("Here {ns_word} is {ns} and {ew_word} is {ew}.").format(
        ns_word=typed_team("ns"), ew_word=typed_team("ew"),
        ns=named_in_sentence(match, "ns"), ew=named_in_sentence(match, "ew"))


def name_teams_in_refusals(match: Match) -> None:
    """The match's refusals name its teams as the match does (« 82 : capot pour l'équipe
    Nous », «Мы 90 + Они 80»), not by their codes under a question that names them."""
    from ..i18n import name_teams

    named = [t for t, n in match.teams.items() if n != t.upper()]
    shown = team_names(match)
    name_teams({t: named_in_sentence(match, t) for t in named}, {t: shown[t] for t in named},
               match.players)


def shown_name(name: str, who: str = "team") -> str:
    """A team or player name from a season's rows, to print: a team without a name is its
    code in the output language."""
    if who == "team" and name in DEFAULT_TEAMS.values():
        return team_code(name.lower())
    if who == "pair" and " & " in name:  # the season's `Anna & Chloé`, said in the language
        return pair_said(name.split(" & ", 1))
    return for_terminal(name)


def unnamed(match: Match | None) -> bool:
    """Neither team has a name of its own."""
    return match is None or dict(match.teams) == DEFAULT_TEAMS


def has_litige(rules: RuleSet) -> bool:
    return bool(rules.options.get("litige"))


_SUIT_SIGN = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"}
_SUIT_LETTER = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s",
                "no-trump": "nt", "all-trump": "at"}


def short_contract(deal: Deal, unicode: bool = True, marks: str = "") -> str:
    """`s 100♥ x2`, `e ♠`, `n capot♦`: who took and what, for a narrow screen, with the
    board's `marks` after the bid (`e ♠ b +20`)."""
    if deal.hand is not None:
        return word("by-hand")
    if deal.taker is None:
        return word("misdeal")
    if deal.mode == "no-trump":
        # TRANSLATORS: no-trump in two letters (fr SA, ru БК)
        sign = _("NT")
    elif deal.mode == "all-trump":
        # TRANSLATORS: all-trump in two letters (fr TA, ru ВК)
        sign = _("AT")
    else:
        sign = (_SUIT_SIGN if unicode else _SUIT_LETTER)[deal.mode]
    # TRANSLATORS: a générale contract, shortened for a narrow table
    contract = {None: "", "generale": _("gén."), "capot": word("capot")}.get(
        deal.contract, deal.contract)
    # a sign joins its number (`100♥`); letters, and a word's sign, stand apart (`90 SA`,
    # `capot ♣`)
    bid = f"{contract} {sign}" if contract and (sign[-1].isalpha() or not str(
        contract)[-1].isdigit()) else f"{contract}{sign}"
    times = "×" if unicode else "x"  # the multiplication sign, as explain writes it
    coinche = {"coinche": f" {times}2", "surcoinche": f" {times}4"}.get(deal.coinche or "", "")
    return seat_and_bid(deal.taker, f"{bid}{coinche}{marks}")


def seat_and_bid(seat: str, bid: str) -> str:
    """A table cell's taker and bid (`s 100♥`): ru `100♥ · Ю`."""
    # TRANSLATORS: the taker's seat and bid in a table's cell (ru «{bid} · {seat}»: «В ♠»
    # first in a cell reads as « в пиках »)
    return pgettext("seat and bid in a cell", "{seat} {bid}").format(seat=seat_code(seat),
                                                                    bid=bid)


def short_result(ds: DealScore, family, names: dict) -> str:
    """`made`, `failed`, `litige`, `capot`, `def. capot`, `générale`, with `+81` for a pot
    paid and `*` for a deal played after the match was won."""
    if ds.result == "by-hand":
        return "-" + ("*" if ds.after_win else "")
    if ds.penalties:
        return penalty_result(ds, family, _PENALTY_SHORT, names) + ("*" if ds.after_win else "")
    said = word(ds.result, family)
    capot = ds.deal.capot_team
    if capot and ds.result != "litige":
        kind = word("generale" if ds.deal.generale else "capot")
        said = kind if capot == ds.deal.taker_team else _("def. {kind}").format(kind=kind)
        if ds.result == "failed" and capot == ds.deal.taker_team:  # a générale bid, a capot
            said = _("{result} ({kind})").format(result=word("failed", family), kind=kind)
    if ds.result == "litige":
        said += f" {ds.held}"
    if ds.pot_paid:
        said += f" +{ds.pot_paid}"
    return said + ("*" if ds.after_win else "")


def extras_label(deal: Deal, match: Match | None = None, codes: bool = False,
                 in_full: bool = False, source: bool = True, rules=None) -> str:
    """`belote NS, ann. EW`: what else a deal held, in a few letters, the teams by name
    (by their codes with `codes`, where a long name would take lines of its own); with
    `in_full`, for a sentence, the announcements themselves (`tierce to the king (EW)`);
    without `source`, not whether it was given by its tricks or a pile; with `rules`, a
    team's announcements that did not count said so (best-team: the other's won)."""
    names = {t: team_code(t) for t in ("ns", "ew")} if codes else team_names(match)
    # TRANSLATORS: whose belote, in a sentence, the team by its name (fr « belote pour
    # Les Filles », ru «белот — Ястребы»: a name glued after the word read as one)
    scored = score_announcements(deal, rules)[0] if in_full and rules and deal.mode else None
    # a team's belote said with its announcements (« belote et deux tierces pour Rouges »)
    with_belote = {t for t in deal.belote if in_full and deal.announcements[t]
                   and (scored is None or scored[t])}
    parts = [(pgettext("whose", "belote {team}") if in_full else
              pgettext("board", "belote {team}")).format(
        team=names[t]) for t in deal.belote if t not in with_belote]
    if deal.tricks and source:
        # TRANSLATORS: the board's mark of a deal recorded from its tricks
        parts.insert(0, _("by tricks"))
    elif deal.pile and source:
        # TRANSLATORS: the board's mark of a deal recorded from a team's pile
        parts.insert(0, _("by pile"))
    if in_full:
        parts += [(ngettext("{announcements} ({team}, not counted)",
                            "{announcements} ({team}, not counted)", len(deal.announcements[t]))
                   if scored is not None and not scored[t] else
                   _("{announcements} ({team})")).format(
                       team=names[t], announcements=announcements_said(
                           deal.announcements[t], belote=t in with_belote))
                  for t in ("ns", "ew") if deal.announcements[t]]
    else:
        parts += [_("ann. {team}").format(team=names[t]) for t in ("ns", "ew")
                  if deal.announcements[t]]
    return extras_joined(parts) if in_full else ", ".join(parts)


def extras_joined(parts: list[str]) -> str:
    """A deal's belotes, announcements and the like one after the other, as the language
    lists them (ru «белот — Мы; терц — Они»: each says «— team» with commas of its own)."""
    said = parts[0] if parts else ""
    for part in parts[1:]:
        # TRANSLATORS: a deal's belotes and announcements one after another (ru «{extras};
        # {more}»: each says «— team» with commas of its own)
        said = pgettext("a deal's extras", "{extras}, {more}").format(extras=said, more=part)
    return said


def players_listed(players) -> str:
    """The table's named players in seat order, as a question offers them (`Anna, Boris`)."""
    return ", ".join(for_terminal(players[seat]) for seat in SEATS if seat in players)


def pair_said(names) -> str:
    """`Anna & Chloé`: a team's players (one, or none: "")."""
    names = [for_terminal(name) for name in names]
    if len(names) == 2:
        # TRANSLATORS: the two players of a team (fr «Anna et Chloé», ru «Аня и Вика»)
        return _("{first} & {second}").format(first=names[0], second=names[1])
    return "".join(names)


def team_players(match: Match, team: str) -> str:
    """The players seated for a team in a match: `Anna & Chloé`."""
    seats = ("n", "s") if team == "ns" else ("e", "w")
    return pair_said(match.players[s] for s in seats if s in match.players)


def named_after_players(name: str, match: Match, team: str) -> bool:
    """Is the team called by its players' names (`Aram & Ani`, « Aram et Ani »)? Then the
    players are not said again after it."""
    seats = ("n", "s") if team == "ns" else ("e", "w")
    joiners = {"&", "and", "et", "и", "+", "/", ","}
    words = {w.casefold() for w in name.replace(",", " ").split()} - joiners
    players = {w.casefold() for s in seats for w in match.players.get(s, "").split()}
    return bool(players) and words == players


def team_line(match: Match, team: str) -> str:
    """`Sharks (Alice & Zoe; Carol at deals 1 to 2)`: the team, its players, and those who
    sat for some deals only (a substitute's predecessor), so that a board shows them."""
    players = team_players(match, team)
    if named_after_players(match.teams[team], match, team):
        players = ""
    earlier = _earlier_players(match, team)
    if earlier:
        players = _("{players}; {earlier}").format(players=players, earlier=earlier) \
            if players else earlier
    return team_names(match)[team] + (f" ({players})" if players else "")


def _earlier_players(match: Match, team: str) -> str:
    """Who sat at the team's seats for some deals and not now: `Carol at deals 1 to 2`."""
    seats = ("n", "s") if team == "ns" else ("e", "w")
    sat: dict[str, list[int]] = {}
    for at, deal in enumerate(match.deals, start=1):
        for seat in seats:
            name = (deal.players or {}).get(seat)
            if name and name != match.players.get(seat):
                sat.setdefault(name, []).append(at)
    return listed(
        (_("{name} at deal {first}") if len(numbers) == 1 else
         _("{name} at deals {first} and {last}") if len(numbers) == 2 else
         _("{name} at deals {first} to {last}")).format(
            name=for_terminal(name), first=numbers[0], last=numbers[-1])
        for name, numbers in sat.items())


def rank_said(rank: int, shared: bool, rows=None) -> str:
    """`2`, or for a rank shared `2=` (fr « 2 ex. »; ru «2–3», the last of the places the
    ranked `rows` share where they are given)."""
    if not shared:
        return str(rank)
    if rows is None:
        # TRANSLATORS: a rank shared with others (fr « 2 ex. », ru «2 (дел.)»)
        return _("{rank}=").format(rank=rank)
    last = rank + sum(1 for r in rows if r["rank"] == rank) - 1
    # TRANSLATORS: a rank shared by the places from rank to last (fr « 2 ex. », ru «2–3»)
    return f"{rank}=" if language() == "en" else _("{rank}= to {last}").format(rank=rank,
                                                                             last=last)


def signed(points: int) -> str:
    """A difference: `+120`, `−40` (the minus sign, as typeset text writes it), `0`."""
    return f"{points:+d}".replace("-", "\u2212") if points else "0"


def deal_words(deal: Deal, match: Match | None, family=None) -> str:
    """`s hearts, points ns 82`: a recorded deal in a few words (its coinche as the
    `family` says it: bazar blot's контра)."""
    if deal.hand is not None:
        return _("scored by hand, NS {ns}, EW {ew}").format(**deal.hand)
    if deal.taker is None:
        return word("misdeal")
    names = team_names(match)
    pts = ", ".join(f"{names[t]} {deal.points[t]}" for t in ("ns", "ew")
                    if deal.points.get(t) is not None)
    said = f"{taker_in_sentence(deal, match)} {contract_in_sentence(deal, family)}"
    if pts:
        said = _("{deal}, points {points}").format(deal=said, points=pts)
    parts = []  # each names its team or player around it (« капот — Мы », « capot pour Nous »)
    if deal.last and not deal.capot_team:  # an edit of the last trick alone shows too
        parts.append(pgettext("whose", "last trick {team}").format(team=names[deal.last]))
    if deal.generale and not (deal.generale == deal.taker and deal.contract == "generale"):
        # its bid says it: not « s (Sophie) générale cœur, générale s »
        parts.append(pgettext("whose", "générale {player}").format(
            player=seat_label(deal, match, deal.generale)))
    elif deal.capot_team and not deal.generale:
        parts.append(pgettext("whose", "capot {team}").format(team=names[deal.capot_team]))
    extras = extras_label(deal, match, in_full=True)
    parts += [extras] if extras else []
    p = deal.penalty  # said before saving: a revoke confirmed unseen is a dispute later
    if p is not None and p.kind in _PENALTY_SAID:
        parts.append(_(_PENALTY_SAID[p.kind]).format(team=names[p.team]) if p.team
                     else word("misdeal"))
    return extras_joined([said] + parts)


def option_said(value: object, key: str = "", keyed: bool = True) -> str:
    """An option's value told to a person: yes or no in the language's words (« non »,
    «нет»), the option `key`'s choices in words with the file's (« à la dizaine
    (nearest-ten) »; without it where a parenthesis follows), numbers as they are."""
    return str(Valued(key, value, keyed))
