"""What a word the reader did not understand is told: the question's own examples, in
the rule set's bids and with this table's names, so that every example given is one the
reader takes as it is (a belote-maison table is never shown a contract, nor a coinche
table a deal without one)."""

from __future__ import annotations

import re
from typing import Mapping

from ..errors import ContextMsg, ScoreError
from ..i18n import N_, Code, _, language, pgettext
from .numbers import IN_FIGURES, number_words, said_number
from .tokens import parse_mode, team_for_seat, team_seats_said
from .vocabulary import (COINCHE_WORDS, MODE_WORDS, ONLY_AFTER_A_TEAM, SEAT_WORDS,
                         TEAM_WORDS, fold, is_announcement, is_deal_word, suit_letter)

# What was said already, in a context of its own (« on a déjà dit « cœur » pour l'atout »)
SAID = {"note": ContextMsg("said", "note"), "last": ContextMsg("said", "last trick"),
        "contract": ContextMsg("said", "bid"), "pile": ContextMsg("said", "pile"),
        "penalty": ContextMsg("said", "penalty"), "mode": ContextMsg("said", "trump"),
        "coinche": ContextMsg("said", "coinche"), "capot": ContextMsg("said", "capot"),
        "generale": ContextMsg("said", "générale"), "taker": ContextMsg("said", "taker"),
        "belote": ContextMsg("said", "belote"),
        "announcements": ContextMsg("said", "announcements"),
        "points": ContextMsg("said", "card points")}


def no_bid_here(word: str, words: list[str], at: int, trump_only: bool = False) -> None:
    """A number said right before the trump where the rule set has no bids (belote's `zoé
    100 cœur 82`) is a bid from habit, not card points: refused, with the deal said
    without it; `trump_only` where only the trump is asked (the trump question, an edit's
    `100 cœur`)."""
    following = fold(words[at]) if at < len(words) else ""
    if following and (following in MODE_WORDS or suit_letter(following, language())):
        said = [w for i, w in enumerate(words) if i != at - 1]
        if trump_only:
            raise ScoreError(N_("{word!r}: this game has no bids; say the trump alone: {deal}"),
                             word=word, deal=" ".join(said))
        if not any(str(w).isdigit() for w in words[at:]):  # `anna 82 cœur der nous`: the
            said.insert(at, word)  # number was the points, said before the trump
        kept = [w for w in said if fold(w) not in COINCHE_WORDS]  # no contre either
        raise ScoreError(N_("{word!r}: this game has no bids; say the trump alone, then the "
                            "card points: {deal}") if kept == said else
                         N_("{word!r}: this game has no bids and no coinche; say the trump "
                            "alone, then the card points: {deal}"), word=word,
                         deal=" ".join(kept))


def trump_refused(word: str, all_trump: bool) -> None:
    """A word where the trump goes (`s 100 rouge`, belote's `s rouge 82`) that is none: a
    trump mistyped (`coeru`), or the trumps the rule set plays."""
    close = _close_word(word, [_(w) for w in ("hearts", "spades", "diamonds", "clubs")] + [
        "belote", "белот"])  # `coeru`, `pik`, `belotte`: mistyped
    if close:
        raise ScoreError(N_("{word!r}: did you mean {suit}?"), word=word, suit=close)
    raise ScoreError(N_("{word!r} is not a trump: say clubs, diamonds, hearts, spades, "
                        "no-trump or all-trump") if all_trump else
                     N_("{word!r} is not a trump: say clubs, diamonds, hearts, spades or "
                        "no-trump"), word=word)


def nothing_after(word: str, points: list, points_known: bool = False) -> None:
    """A team said last with nothing of its own (`… der nous nous`), or after a second
    number (`98 der nous 100 nous`: a hundred announced, said as card points);
    `points_known`, where the card points are said already (the extras question)."""
    if len(points) > 1 and points[-1][0] is None:
        raise ScoreError(N_("{said!r}: the card points were said already; say an "
                            "announcement by its name, for example quinte {word}"),
                         said=f"{points[-1][2]} {word}", word=word)
    if points_known:
        raise ScoreError(N_("{word!r}: say what is {word}'s, for example last {word} or "
                            "tierce-K {word}"), word=word)
    raise ScoreError(N_("{word!r}: say what is {word}'s, for example last {word}, "
                        "{word} 70 or tierce-K {word}"), word=word)


# The examples' bids when the rule set gives none: the lowest, and its step.
_DEFAULT_BIDS = (80, 10)


def not_understood(word: str, expect: str | None, players: Mapping[str, str], bids: bool,
                   bid_range: tuple | None, first: bool, points_example: tuple | None = None,
                   after=(), teams: Mapping[str, str] | None = None,
                   no_trump: bool = False) -> str:
    """The refusal of `word` (see `_not_understood`), its coinche as the family says it;
    `after`, the words that follow it, end a number said in several (`девяносто два`);
    `teams`, the match's names, so that « Les Filles » asked for a seat is a team; at
    `no_trump`, the examples hold no belote."""
    if fold(word) in _ALL_PASS:  # a phrase read as one (`tout le monde passe`): as said
        return _("{word!r}: when everyone passes, nothing is scored and there is no deal to "
                 "record").format(word=getattr(word, "said", word))
    following = after[1:] if after and after[0] is word else after  # the reader stepped back
    kinds = [i for i, w in enumerate(following[:2]) if is_announcement(fold(w))]
    if fold(word) in _NOT and kinds:  # `pas de tierce`: one kind taken back
        return _("{said!r}: say the announcements there were, as {example}; in an edit they "
                 "replace the recorded ones, and «no announcements» takes them all back"
                 ).format(said=" ".join([word, *following[:kinds[0] + 1]]), example=_("ns tierce-K"))
    if not following and expect in (None, "extras") and not first and (said_number(
            word) is not None or fold(word) in ONLY_AFTER_A_TEAM) and is_announcement(
            fold(word)):  # `… der nous cent`, `… полтинник`: its team unsaid
        return _("{word!r}: say which team, for example {word} {team}").format(
            word=word, team=pgettext("typed team", "NS"))
    word = number_words(getattr(word, "said", word), after)
    if expect == "extras" and no_trump and said_number(word) is None:  # no belote to offer
        return _("{word!r}: not understood; for example last ew, tierce-K ns, note Anna "
                 "dealt").format(word=word)
    return _family_says(_not_understood(word, expect, players, bids, bid_range, first,
                                        points_example, teams), bid_range)


def _family_says(text: str, bid_range: tuple | None) -> str:
    """An example's coinche as the rule set says it: bazar blot's контра (`lowest_bids`
    gives its trait third), not the куанш of the common examples."""
    if bid_range and len(bid_range) > 2 and bid_range[2]:
        return re.sub(rf"\b{re.escape(_('coinche'))}\b", pgettext("bazar", "coinche"), text)
    return text


# What the table says of a deal's result, which the points decide (`dedans`, `провал`)
_RESULT_WORDS = frozenset(map(fold, (
    "dedans", "chute", "chuté", "chutée", "réussi", "réussie", "fait", "made", "failed",
    "set", "внутри", "провал", "выполнена", "выполнен", "выполнено", "выполнил", "сделал",
    "сделали")))
_NOT = frozenset(map(fold, ("pas", "sans", "no", "not", "без", "нет", "не")))  # `pas de tierce`
_ALL_PASS = frozenset(map(fold, ("passe", "passent", "pass", "пас", "пасуют")))


def _not_understood(word: str, expect: str | None, players: Mapping[str, str], bids: bool,
                    bid_range: tuple | None, first: bool,
                    points_example: tuple | None = None, teams=None) -> str:
    """The refusal of `word`, said where `expect` is the question being answered (None for
    a whole deal said on one line); `first` is a word first on the line, before a taker;
    `points_example` the points question's (65, 55, "NS" at no trump)."""
    said = dict(word=word, **_bids_said(bid_range))
    if said_number(word) is not None:  # `cent`, `quatre-vingt-dix`, «девяносто»
        return _(IN_FIGURES).format(word=word, number=said_number(word))
    if fold(word) in _RESULT_WORDS:
        return _("{word!r}: the card points decide whether the contract is made; say them, "
                 "as 82").format(word=word)
    # first on a named table's line is the taker: « pierre » is a name, not « pique »
    suit = _glued(word) or (_close_deal_word(word, expect) if expect in (
        "bid", "points", "extras") or expect is None and not (first and players) else None)
    if suit:  # `pik`, `coeru`, `tierse`: a word of the deal mistyped
        return _("{word!r}: did you mean {suit}?").format(word=word, suit=suit)
    if re.fullmatch(r"[-−]\d+", word):  # Click's `-5` comes as `−5` (cli.spoken)
        return _("{word!r}: card points are never below 0").format(
            word=word.replace("−", "-"))
    if expect == "taker":
        refused = team_for_seat(word, players, teams)
        if refused:  # `nous`, « Les Filles » at « qui a pris ? »
            return str(refused)
        if _close_seat(word, players):  # `pual` for Paul, `nrod` for nord
            return _("{word!r}: did you mean {suit}?").format(
                word=word, suit=_close_seat(word, players))
        if players and word.isalpha() and len(word) > 2 and not is_deal_word(word):
            return _("{word!r}: no one of that name at this table ({names})").format(
                word=word, names=", ".join(players.values()))  # as the words say it
        if players:
            return _("{word!r} is not a seat: use n, e, s or w, or a player's name "
                     "({names})").format(word=word, names=", ".join(players.values()))
        return _("{word!r} is not a seat: use n, e, s or w").format(word=word)
    if expect == "bid":
        if bids:
            return _("{word!r} is not a trump or a bid: for example {bid}h, {low} sa x2, "
                     "{other} cœur, capot ♠").format(**said)
        return _("{word!r} is not a trump: for example h, ♠, cœur, sa").format(word=word)
    if expect == "points":
        return points_refused(word, *(points_example or (82, 70, pgettext("team", "EW"))))
    if expect == "extras":
        return _("{word!r}: not understood; for example last ew, belote ns, tierce-K ns, "
                 "note Anna dealt").format(word=word)
    if players and first and word.isalpha():
        # first on the line, a word like a name: a seat mistyped, or a player this match
        # does not have
        if _close_seat(word, players):
            return _("{word!r}: did you mean {suit}?").format(
                word=word, suit=_close_seat(word, players))
        return _("{word!r}: no one of that name at this table ({names})").format(
            word=word, names=", ".join(players.values()))
    if first and word.isalpha() and not is_deal_word(word) and not team_for_seat(
            word, players, teams):  # `paul 100 cœur` where no player is named
        return _("{word!r}: this match names no players; say the seat of who took: n, e, s "
                 "or w").format(word=word)
    name = players.get("n")
    if bids and name:
        return _("{word!r}: not understood; say the deal as at the table, for example: s "
                 "{bid}h x2 98 last ns, or {name} {other} hearts 82 last ns belote ns").format(
                     name=name, **said)
    if bids:
        return _("{word!r}: not understood; say the deal as at the table, for example: s "
                 "{bid}h x2 98 last ns, or n {other} hearts 82 last ns belote ns").format(**said)
    if name:
        return _("{word!r}: not understood; say the deal as at the table, for example: s "
                 "hearts 98 last ns, or {name} spades 82 last ns belote ns").format(name=name,
                                                                                  **said)
    return _("{word!r}: not understood; say the deal as at the table, for example: s hearts "
             "98 last ns, or n spades 82 last ns belote ns").format(**said)


def nothing_said(bid: int | None) -> str:
    """`deal FILE` with no word and no flag, off a terminal, where nothing can be asked: the
    deal as the table says it, then the flags (`bid`: the lowest bid, none in belote)."""
    if bid:
        return _("nothing said of the deal: say it as at the table, for example s {bid}h 98 "
                 "last ns, or give --taker, --trump, --contract, --points and --last").format(
                     bid=bid)
    return _("nothing said of the deal: say it as at the table, for example s hearts 98 last "
             "ns, or give --taker, --trump, --points and --last")


def _close_deal_word(word: str, expect: str | None = None) -> str | None:
    """The word of the deal a word is a typo of (`pik` → pique, `tierse` → tierce, `capo` →
    capot), in the chosen language, among those the question `expect` takes."""
    from ..game.announcements import KIND_WORDS

    suits = [_(w) for w in ("hearts", "spades", "diamonds", "clubs")]
    extras = [_("last"), typed_team("ns"), typed_team("ew")] + [
        _(w) for w in KIND_WORDS.values()] + ["belote", "белот"]  # `nosu` for nous too
    coinches = [_("coinche"), _("surcoinche")]  # `sucontré` for surcontré
    words = {"bid": suits + coinches + ["belote", "белот"], "points": [_("capot")],
             "extras": extras}.get(expect, suits + extras + coinches + [_("capot"),
                                                                         _("générale")])
    return _close_word(word, words)


def _glued(word: str) -> str | None:
    """Two words of the deal typed as one (`dernous` → der nous, «белотмы»)."""
    teams = [typed_team("ns"), typed_team("ew")]
    return next((f"{said} {team}" for said in (_("last"), "belote", "белот") for team in teams
                 if fold(word) == fold(said + team)), None)


def _close_seat(word: str, players: Mapping[str, str]) -> str | None:
    """A seat's word or a player's name that a word first on the line is a typo of (`nrod` →
    nord, `chloe` for Chloé is read as her already)."""
    return _close_word(word, [w for w in SEAT_WORDS if len(w) > 2] + list(players.values()),
                       0.6)  # a name's letters mostly theirs: `bob` is not Boris


def _close_word(word: str, words: list[str], cutoff: float = 0.5) -> str | None:
    from difflib import get_close_matches

    if len(word) < 3 or not word.isalpha():
        return None
    said = {fold(w): w for w in words if w}
    close = get_close_matches(fold(word), [w for w in said if w[0] == fold(word)[0]], n=1,
                              cutoff=cutoff)  # `pik` for pique: its first letter, half
    return said[close[0]] if close and close[0] != fold(word) else None


def points_refused(word: str, mine: int, theirs: int, other: str) -> str:
    """The points question's refusal, with the question's own examples."""
    return _("{word!r}: give card points, for example {mine}, {mine} {theirs}, {other} "
             "{theirs} or capot").format(word=word, mine=mine, theirs=theirs, other=other)


def _bids_said(bid_range: tuple[int, int] | None) -> dict:
    """The bids of the examples, from the rule set's own (bazar blot's are 8 to 50)."""
    low, step = (bid_range or _DEFAULT_BIDS)[:2]
    return {"low": low, "bid": low + 2 * step, "other": low + step}


def not_asked(question: str, answer: str, bids: bool, points_example: tuple,
              bid_range: tuple | None = None) -> str:
    return _family_says(_not_asked(question, answer, bids, points_example, bid_range),
                        bid_range)


def _not_asked(question: str, answer: str, bids: bool, points_example: tuple,
               bid_range: tuple | None = None) -> str:
    """An answer that says what another question asks: what this one asks, with its own
    examples (a belote table's trump, a coinche table's bids, the points' of this trump)."""
    if question == "points":
        return points_refused(answer, *points_example)
    if question == "taker":
        return _("{answer!r}: this question asks who took, for example s or a player's "
                 "name").format(answer=answer)
    if question == "bid" and not bids:
        return _("{answer!r}: this question asks for the trump, for example h, ♠ or sa"
                 ).format(answer=answer)
    if question == "bid":
        return _("{answer!r}: this question asks for the contract and trump, for example "
                 "{bid}h or {low} sa x2").format(answer=answer, **_bids_said(bid_range))
    return _("{answer!r}: this question asks for the last trick, belote, announcements or "
             "a note, for example last ew or belote ns").format(answer=answer)


def trump_missing(answer: str, bids: bool, contract: object,
                  bid_range: tuple[int, int] | None) -> str:
    """A bid said without its trump: where the trump goes (belote asks for it alone)."""
    if not bids:
        return _("{answer!r}: only the trump here (h, s, d, c or sa); the card points come "
                 "at the next question").format(answer=answer)
    if contract in ("capot", "generale") or str(contract) == answer.strip():  # `9`: its own
        return _("{answer!r}: say the trump too, for example {answer} ♠ or {answer} h"
                 ).format(answer=answer)
    return _("{answer!r}: say the trump too, for example {bid}h or {low} sa").format(
        answer=answer, **_bids_said(bid_range))


def typed_team(team: str) -> str:
    """A team as `deal`'s defaults and hints type it: the table's word for it (« nous »,
    «они»), whatever its name. Players say « der nous », «последняя мы»: « der Paul &
    Marie » breaks in a shell, « capot Paul » reads as a player, and «последняя Ястребы»
    leaves the name undeclined. No team is named by the other's word (the file's owner
    refuses it, store/names.py), so the word is never ambiguous."""
    # TRANSLATORS: a team as typed; the reader takes these words as NS and EW (fr nous/eux,
    # ru мы/они)
    return pgettext("typed team", "NS") if team == "ns" else pgettext("typed team", "EW")


def no_taker_after(word: str, following: str, players: Mapping[str, str], said: str) -> None:
    """`preneur zoé`, `pris par`: a taker word with no seat or player of this table after
    it (`said` is the word and what it took, as typed)."""
    if players and following.isalpha() and not is_deal_word(following):
        raise ScoreError(N_("{word!r}: no one of that name at this table ({names})"),
                         word=following, names=", ".join(players.values()))
    raise ScoreError(N_("{word!r}: say who took after it, as {example}"), word=said,
                     example=f"{word} {Code('seat', 's')}")


def team_took(word: str, team: str, players: Mapping[str, str], following: list[str],
              joined: bool, teams: Mapping[str, str]) -> None:
    """`nord-sud 100 cœur`, `nous 100h`, `marie 80 sa`: a team said where the taker is,
    before a bid and its trump; a player takes, so the refusal names the team's two seats (and players).
    A word of a team's name (`ани` of « Арам и Ани ») where no player is named was meant
    as a player: the seats are asked."""
    bid = [fold(str(w)) for w in following[:2]]  # `nous cœur`, `marie 80 sa`
    if joined or bid and (_is_trump(bid[0]) or bid[0].isdigit() and bid[1:]
                          and _is_trump(bid[1])):
        said = team_seats_said(team, players)
        if not players and fold(word) not in TEAM_WORDS and \
                fold(word) != fold(teams.get(team, "")):
            raise ScoreError(N_("{word!r}: this match names no players; say the seat of who "
                                "took, {first} or {second}"), word=word, first=said[0],
                             second=said[1])
        raise ScoreError(N_("{word!r} is a team: a player takes, say who, {first} or {second}"),
                         word=word, first=said[0], second=said[1])


def _is_trump(word: str) -> bool:
    try:
        parse_mode(word)
    except ScoreError:
        return False
    return True


def team_before_team(said: str, word: str) -> None:
    """`nous eux`: a team said, then another before anything of the first's."""
    raise ScoreError(N_("{said!r}: say what is {said}'s before naming {word} (last "
                        "{said}, {said} 70 or tierce-K {said})"), said=said, word=word)


def points_not_read(word: str, folded: str, joined: bool) -> None:
    """A number after the bid that is no card points: `98,5`, `100h` again, ten digits."""
    if joined and re.fullmatch(r"\d+[.,]\d+", folded):  # `98,5`
        raise ScoreError(N_("{word!r}: card points are a whole number, as 98"), word=word)
    raise ScoreError(N_("{word!r}: the bid was already said") if joined else
                     N_("{word!r} is not a number of card points"), word=word)


def no_note_text(word: str) -> None:
    """`note` as the last word: the note's text is missing."""
    raise ScoreError(N_("{word!r}: say the note's text after it, for example {word} Anna dealt"),
                     word=word)
