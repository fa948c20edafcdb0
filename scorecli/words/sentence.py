"""The deal as players say it: `s 100h x2 98 last ns`, `chloe 80 sans atout 70`, `юг 100
черви куанш 98 last ns`. `read_words` turns the words into the fields the flags give
(`taker`, `mode`, `contract`, `coinche`, `points`, `last`, `capot`, `generale`, `belote`,
`announcements`, `note`), by rules that keep it unambiguous:

- where the rule set has bids, the first number (or a number joined to a trump, `100h`)
  is the bid, unless the bid is already known; a trump word right after it is its trump;
  later numbers are card points;
- a number alone is the taker's team's card points, `ew 70` is EW's, `82 70` is NS then EW;
  after the card points, `50 ns` is an announcement said by its value (20, 50, 100);
- the single letters n, e, s, w are seats; suit letters count only joined to a bid
  (`100s` is spades), or where the question is the trump;
- `last TEAM`, `belote [TEAM]`, `capot [TEAM]`, `générale [SEAT]`, `TEAM tierce-K`,
  `note "TEXT"` (that text) or `note TEXT...` (the rest); `capot` or `générale` alone is
  the bid where there is none yet, else the taker's team's capot or the taker's générale.
Pure: it reads words and names, and knows of a rule set only whether it has bids.
"""

from __future__ import annotations

from ..errors import ScoreError
from ..game.announcements import parse_announcement
from ..game.cards import TEAM_OF_SEAT, other_team
from ..game.deal import Match
from ..i18n import N_, Code, either, language
from .cards import read_pile
from .numbers import is_compound_number, number_words, said_number
from .penalties import read_penalty
from .refusals import (SAID, no_bid_here, no_note_text, no_taker_after,
                       not_understood, nothing_after, points_not_read, team_before_team,
                       team_took, trump_refused, typed_team)
from .tokens import (JOINED_BID, coinche_twice, is_count, parse_mode, parse_team,
                     quoted_note)
from .vocabulary import (BY_VALUE, BELOTE_WORDS, CAPOT_WORDS, COINCHE_WORDS,
                         GENERALE_WORDS, LAST_WORDS, MODE_WORDS, NO_CAPOT_WORDS, NONE_WORDS,
                         NOTE_WORDS, ONLY_AFTER_A_TEAM, REBELOTE, PILE_WORDS, TAKER_WORDS, UNSAID,
                         SEAT_WORDS, TEAM_WORDS, announcement_token, fold, is_announcement,
                         is_deal_word, join_announcements, name_matches, split_joined_bids,
                         suit_letter, words_of)

_TAKER, _LONGEST_NAME = "taker", 4  # a team or seat said without one; a name's most words


class _Reader:
    def __init__(self, words: list[str], match: Match | None, bids: bool, expect: str | None,
                 known: dict, bid_range: tuple[int, int] | None = None,
                 points_example: tuple | None = None, edited: bool = False,
                 all_trump: bool = True):
        self.bid_range = bid_range  # (lowest bid, step), for the examples
        self.all_trump = all_trump  # the rule set plays all-trump: a refusal offers it
        self.edited = edited  # an edit's words: a bid is said with its trump or its word
        self.points_example = points_example  # (65, 55, "NS"): the points question's
        self.words = words
        self.i = 0
        self.match = match
        self.teams = dict(match.teams) if match else {}
        self.players = dict(match.players) if match else {}
        self.bids = bids
        self.expect = expect
        self.known = known
        self.fields: dict = {}
        self.points: list[tuple[str | None, int, str]] = []  # (team, value, word)
        self.pending: tuple[str, str] | None = None  # (team, word) waiting for what follows
        self.said_by: dict[str, str] = {}  # field -> the words that said it
        self.started: dict[str, int] = {}  # field -> where the words saying it began

    # ---- the words

    def peek_who(self, at: int) -> tuple[str, str, int] | None:
        """A seat, team or name at position `at`: (kind, key, words used), kind being
        "seat" or "team"; None if there is none."""
        if at >= len(self.words):
            return None
        word = fold(self.words[at])
        if word in SEAT_WORDS:
            return "seat", SEAT_WORDS[word], 1
        if word in TEAM_WORDS:  # a team named « Nous » on the east-west side is that team
            named = [k for k, name in self._team_names().items() if fold(name) == word]
            return "team", named[0] if named else TEAM_WORDS[word], 1
        # Names, the longest first: team names may have spaces (`Արամ ու Անի`).
        for size in range(min(_LONGEST_NAME, len(self.words) - at), 0, -1):
            said = " ".join(self.words[at:at + size])
            for kind, names in (("team", self._team_names()), ("seat", self.players)):
                exact = [k for k, name in names.items() if fold(name) == fold(said)]
                if exact:
                    return kind, exact[0], size
        for kind, names in (("seat", self.players), ("team", self._team_names())):
            found = name_matches(names, self.words[at])
            if len(found) > 1:
                raise ScoreError(N_("{word!r} could be {names}: type more of the name"),
                                 word=self.words[at], names=either(names[k] for k in found))
            if found:
                return kind, found[0], 1
        return None

    def _team_names(self) -> dict:
        return {k: v for k, v in self.teams.items() if v not in ("NS", "EW")}

    def set(self, key: str, value, word: str) -> None:
        """A field the words say; said twice differently, the refusal names the words that
        said it first (`capot s` took the `s` that was meant as spades)."""
        if key in self.fields and self.fields[key] != value:
            earlier = self.said_by.get(key)
            if earlier:
                raise ScoreError(N_("{word!r}: the {what} was already said by {earlier!r}"),
                                 word=self._said_with(word, key), what=SAID[key],
                                 earlier=earlier)
            raise ScoreError(N_("{word!r}: the {what} was already said"),
                             word=getattr(word, "said", word), what=SAID[key])
        self.fields[key] = value
        self.said_by[key] = self._said_with(word, key)

    def _said_with(self, word: str, key: str) -> str:
        """The word and what it took after it (`capot s`), as typed."""
        start = self.started.get(key, self.i - 1)
        return " ".join(getattr(w, "said", w) for w in self.words[start:self.i]) or word

    # ---- reading

    def read(self) -> dict:
        words = self.words
        while self.i < len(words):
            word = words[self.i]
            folded = fold(word)
            self.i += 1
            if self._taker_by_name(folded):
                continue
            if folded in NOTE_WORDS:
                if self.i == len(words):  # `note` last: its text is missing, not empty
                    no_note_text(word)
                self.set("note", " ".join(getattr(w, "said", w) for w in words[self.i:]), word)
                self.i = len(words)
            elif folded in TAKER_WORDS:  # `preneur hugo`, `pris par s`, `взял Петя`
                who = self.peek_who(self.i)
                if "taker" in self.fields and (who is None or who[0] != "seat"):
                    continue  # `chloé prend à cœur`, «вика играет 100 черви»: said after it
                if who is None or who[0] != "seat":
                    no_taker_after(word, self.words[self.i] if self.i < len(self.words)
                                   else "", self.players, self._said_with(word, "taker"))
                self.i += who[2]
                self.set("taker", who[1], word)
            elif folded in LAST_WORDS:
                self.set("last", self.team_after(word, required=True), word)
            elif folded in PILE_WORDS:
                read_pile(self, word)
            elif read_penalty(self, word):
                continue
            elif folded in BELOTE_WORDS:
                if self.pending:  # `nous belote`: the team said first
                    team, self.pending = self.pending[0], None
                else:
                    team = self.team_after(word)
                said = self.fields.get("belote", ())  # `rebelote` alone ends that belote
                if not (folded in REBELOTE and (team in said or team == _TAKER and said)):
                    self.fields["belote"] = self.fields.get("belote", ()) + (team,)
                self.said_by.setdefault("belote", word)
            elif folded in CAPOT_WORDS:
                self._capot(word)
            elif folded in NO_CAPOT_WORDS:
                self.set("capot", False, word)
            elif folded in UNSAID:  # `pas contré`, `sans belote`: an edit takes it back
                self.set(UNSAID[folded], {"coinche": None, "belote": (), "note": None}.get(
                    UNSAID[folded], {"ns": [], "ew": [], _TAKER: []}), word)
            elif folded in GENERALE_WORDS:
                self._generale(word)
            elif folded in COINCHE_WORDS and self.expect != "points":  # not said back there
                if self.fields.get("coinche") == "coinche" and COINCHE_WORDS[folded] == \
                        "surcoinche":  # `coinché, surcoinché`: said as the table says it
                    self.fields["coinche"] = "surcoinche"
                elif self.fields.get("coinche") == COINCHE_WORDS[folded]:  # `contré contré`
                    coinche_twice(word, self.said_by.get("coinche", word))
                else:
                    self.set("coinche", COINCHE_WORDS[folded], word)
            elif is_count(word.strip()) or (self.bids and JOINED_BID.match(folded)):
                self._number(word, folded)
            elif self._bid_open() and "taker" in {**self.known, **self.fields} and not \
                    self.pending and (said_number(number_words(word, words[self.i:])) or 0) >= 8:
                said = number_words(word, words[self.i:])  # «ю сто двадцать черви»: the bid
                self.i += len(said.split()) - 1
                self._number(said, str(said_number(said)))
            elif folded in MODE_WORDS and self.expect != "points":  # « 100 coeur » for points
                if self.pending and "taker" not in self.fields and not self.points:
                    team_took(self.pending[1], self.pending[0], self.players,  # `nous cœur`
                              self.words[self.i - 1:], False, self.teams)
                self.set("mode", MODE_WORDS[folded], word)
            elif suit_letter(folded, language()) and (self.expect == "bid" or folded != "s") \
                    and folded not in SEAT_WORDS:
                self.set("mode", suit_letter(folded, language()), word)
            elif folded in NONE_WORDS and self.expect in ("extras", "belote"):
                continue
            elif is_announcement(folded) and not is_compound_number(folded) and (
                    folded.split("-")[0] not in ONLY_AFTER_A_TEAM or self.pending
                    or self.peek_who(self.i)):
                team = self.pending[0] if self.pending else _TAKER
                self.pending = None
                try:
                    self._announce(team, announcement_token(word))
                except ScoreError as exc:  # said back as typed (carré), not as the token
                    raise ScoreError(exc.message, **{**exc.places,
                                                     "token": getattr(word, "said", word)}) from None
            else:
                self.i -= 1
                who = self.peek_who(self.i)
                if self._trump_next(folded) and (who is None or who[0] == "team"):
                    trump_refused(word, self.all_trump)  # `s 100 rouge`, `s rouge 82`
                if who is None:
                    raise ScoreError(self._not_understood(word))
                kind, key, used = who
                self.i += used
                self._who(kind, key, " ".join(words[self.i - used:self.i]))
        if self.pending and self.expect == "points":  # `n` at the points: no points said
            raise ScoreError(self._not_understood(self.pending[1]))
        if self.pending:
            nothing_after(self.pending[1], self.points, "points" in self.known)
        return self._finish()

    def _announce(self, team: str, token: str) -> None:
        self.fields.setdefault("announcements", {"ns": [], "ew": [], _TAKER: []})[team].append(
            parse_announcement(token))

    def _not_understood(self, word: str) -> str:
        first = self.i == 0 and "taker" not in {**self.fields, **self.known}
        return not_understood(word, self.expect, self.players, self.bids, self.bid_range, first,
                              self.points_example, self.words[self.i:], self.teams,
                              {**self.known, **self.fields}.get("mode") == "no-trump")

    def _who(self, kind: str, key: str, word: str) -> None:
        """A seat or team said on its own: the taker first, then whose points follow; right
        after an announcement said without a team (`tierce ns`), whose it is."""
        if self.expect == "bid" or self.expect == "taker" and kind == "team":  # not a taker
            raise ScoreError(self._not_understood(word))
        anns = self.fields.get("announcements")
        previous = fold(self.words[self.i - len(word.split()) - 1]) if self.i > len(
            word.split()) else ""
        if anns and anns[_TAKER] and is_announcement(previous) and self.pending is None:
            team, back = TEAM_OF_SEAT[key] if kind == "seat" else key, self.i - len(word.split())
            while back and is_announcement(fold(self.words[back - 1])) and anns[_TAKER]:
                anns[team].append(anns[_TAKER].pop())  # all said right before: `два терца они`
                back -= 1
            return
        if kind == "seat" and "taker" in self.fields and (previous in SEAT_WORDS or (
                (self._bid_open() or not self.bids) and "mode" not in self.fields)):  # `anna boris`
            earlier = self.said_by.get("taker", self.words[self.i - len(word.split()) - 1])
            raise ScoreError(N_("{word!r}: said twice") if fold(earlier) == fold(word) else
                             N_("{word!r}: the {what} was already said by {earlier!r}"),
                             word=word, what=SAID["taker"], earlier=earlier)  # `вика вика`
        # A seat said first is the taker, even where a flag said it too: saying it twice
        # is a contradiction the caller reports.
        if kind == "seat" and "taker" not in self.fields and self.expect in (None, "taker"):
            self.fields["taker"], self.said_by["taker"] = key, word
            return
        if kind == "team" and "mode" not in self.fields and isinstance(self.fields.get(
                "contract"), int) and previous == fold(self.said_by.get("contract", "")):
            said = self.said_by.pop("contract")  # `edit … 82 eux`: points, not a bid
            self.points.append((key, self.fields.pop("contract"), said))
            return
        if self.points and self.points[-1][0] is None and self.pending is None and \
                previous == fold(self.points[-1][2]) and kind == "team":
            if self.points[-1][:2] in BY_VALUE and (len(self.points) > 1 or "points" in
                                                    self.known or self.expect == "extras"):
                self._announce(key, BY_VALUE[self.points.pop()[:2]])  # `98 … 50 nous`
            else:  # `82 nous`, `82 pour nous`: said after its number
                self.points[-1] = (key, *self.points[-1][1:])
            return
        if self.pending:
            team_before_team(self.pending[1], word)
        self.pending = (TEAM_OF_SEAT[key] if kind == "seat" else key, word)

    def _taker_by_name(self, folded: str) -> bool:
        """Where the taker is asked for, or first on a line that has none yet, a player's
        whole name wins over a word of the game (a player called Бела, not белот)."""
        if "taker" in self.fields or self.expect not in (None, "taker"):
            return False
        if self.expect is None and self.i != 1:
            return False
        seats = [seat for seat, name in self.players.items() if fold(name) == folded]
        if len(seats) != 1:
            return False
        self.fields["taker"], self.said_by["taker"] = seats[0], self.words[self.i - 1]
        return True

    def team_after(self, word: str, required: bool = False) -> str:
        who = self.peek_who(self.i)
        if who is None:
            following = self.words[self.i] if self.i < len(self.words) else ""
            if required and following.isalpha() and not is_deal_word(following):
                parse_team(following, self.teams, self.players)  # `der vous`: no team
            if required:
                raise ScoreError(N_("{word!r}: say which team, for example {word} {team}"),
                                 word=word, team=typed_team("ns"))
            return _TAKER
        kind, key, used = who
        self.i += used
        return TEAM_OF_SEAT[key] if kind == "seat" else key

    def _said_as_bid(self, word: str, contract: str) -> bool:
        """`capot` or `générale` with no one named after it, while the bid is still to be
        said, is the bid."""
        if self.peek_who(self.i) is None and self._bid_open():
            self.set("contract", contract, word)
            self._mode_after()
            return True
        return False

    def _capot(self, word: str) -> None:
        start = self.i - 1
        if not self._said_as_bid(word, "capot"):
            team = self.team_after(word)
            self.started["capot"] = start
            self.set("capot", team, word)
            self.started.pop("capot", None)

    def _generale(self, word: str) -> None:
        if self._said_as_bid(word, "generale"):
            return
        who = self.peek_who(self.i)
        if who is not None and who[0] == "seat":
            self.i += who[2]
            self.set("generale", who[1], word)
        elif who is None:
            self.set("generale", _TAKER, word)
        else:
            raise ScoreError(N_("{word!r}: a générale is one player's: say the seat, for "
                               "example {word} s"), word=word)

    def _trump_next(self, folded: str) -> bool:
        """Is a word not understood where the trump goes: right after the bid, or in
        belote right after the taker, the trump not yet said?"""
        before = self.said_by.get("contract" if "contract" in self.fields else "taker")
        return before is not None and not ({"mode", "points"} & {*self.fields, *self.known}) \
            and self.i and fold(self.words[self.i - 1]) == fold(before) and not self.points \
            and folded not in TEAM_WORDS and self.pending is None

    def _bid_open(self) -> bool:
        # On one line the bid comes before its trump (`100 cœur`): a number after the trump
        # is card points (`chloé cœur 82` lacks its bid, it does not bid 82).
        return (self.bids and "contract" not in self.fields and "contract" not in self.known
                and not self.points and self.expect in (None, "taker", "bid")
                and not (self.expect is None and "mode" in self.fields))

    def _number(self, word: str, folded: str) -> None:
        if not self.bids and "mode" not in self.fields and not self.points:
            no_bid_here(word, self.words, self.i, self.expect == "bid" or self.edited)
        joined = JOINED_BID.match(folded)
        if self._bid_open() and self.pending and "taker" not in self.fields:
            team_took(self.pending[1], self.pending[0], self.players, self.words[self.i:],
                      bool(joined), self.teams)
        if self._bid_open() and self.pending is None and self._said_as_a_bid(word, joined):
            self.set("contract", int(joined.group(1) if joined else folded), word)
            if joined:
                self.set("mode", parse_mode(joined.group(2)), word)
            else:
                self._mode_after()
            return
        if joined or len(folded) > 9:
            points_not_read(word, folded, bool(joined))
        team = self.pending[0] if self.pending else None
        self.pending = None
        self.points.append((team, int(folded), word))

    def _said_as_a_bid(self, word: str, joined) -> bool:
        """In an edit, a number alone is card points (`edit 3 82`): a bid changes with its
        trump (`90 cœur`, `90h`) or its word (`contrat 90`)."""
        if not self.edited or joined or " " in getattr(word, "said", ""):
            return True
        after = fold(self.words[self.i]) if self.i < len(self.words) else ""
        return bool(MODE_WORDS.get(after) or suit_letter(after, language()))

    def _mode_after(self) -> None:
        """A trump word right after a bid is its trump (`100 cœur`, `80 s`)."""
        if self.i < len(self.words):
            folded = fold(self.words[self.i])
            mode = MODE_WORDS.get(folded) or suit_letter(folded, language())
            if mode:
                self.i += 1  # past the trump first: a refusal later quotes it, not the bid
                self.set("mode", mode, self.words[self.i - 1])

    # ---- what the words leave to the taker

    def _finish(self) -> dict:
        fields = self.fields
        taker = fields.get("taker") or self.known.get("taker")
        taker_team = TEAM_OF_SEAT[taker] if taker else None

        def team_of(team: str | None, word: str) -> str:
            if team in (None, _TAKER):
                if taker_team is None:
                    raise ScoreError(N_("{word!r}: say whose it is (ns or ew), or who took "
                                        "first"), word=word)
                return taker_team
            return team

        if self.points and "pile" in fields:
            raise ScoreError(N_("{word!r}: a pile gives the card points; leave out the "
                                "points"), word=self.points[0][2])
        if self.points:
            table = {"ns": None, "ew": None}
            if len(self.points) == 2 and all(t is None for t, _, _ in self.points):
                # `100 52`: the taker's team's, then the other's (SPEC 9, third round)
                first = team_of(None, self.points[0][2])
                table[first] = self.points[0][1]
                table[other_team(first)] = self.points[1][1]
            else:
                for team, value, word in self.points:
                    team = team_of(team, word)
                    if table[team] is not None:  # meant for the other team, maybe
                        raise ScoreError(N_("{word!r}: {team}'s points were already said; "
                                            "for the other team's, say {other} {word}"),
                                         word=word, team=Code("team", team),
                                         other=typed_team(other_team(team)))
                    table[team] = value
            fields["points"] = table
        if "belote" in fields:
            said = self.said_by.get("belote", "belote")
            fields["belote"] = tuple(team_of(t, said) for t in fields["belote"])
        if fields.get("capot") == _TAKER:
            fields["capot"] = team_of(None, "capot")
        if fields.get("generale") == _TAKER:
            if taker is None:
                raise ScoreError(N_("'générale': say whose, for example générale s"))
            fields["generale"] = taker
        if "announcements" in fields:
            anns = fields["announcements"]
            for ann in anns.pop(_TAKER):
                anns[team_of(None, ann.token)].append(ann)
            fields["announcements"] = {t: tuple(v) for t, v in anns.items()}
        return fields



def read_words(words: list[str] | tuple[str, ...] | str, match: Match | None, bids: bool,
               expect: str | None = None, known: dict | None = None,
               bid_range: tuple[int, int] | None = None,
               points_example: tuple | None = None, edited: bool = False,
               all_trump: bool = True) -> dict:
    """The deal fields that `words` say. `expect` names the question being answered
    ("taker", "bid", "points", "extras") where there is one; `known` holds the fields
    already known (from flags or earlier answers); `points_example` is the points
    question's own example, (65, 55, "NS"), for its refusals; `edited`, the words of an
    edit, where a number alone is card points; `all_trump`, whether the rule set plays it."""
    note, words = quoted_note(words)
    joined = split_joined_bids(join_announcements(words_of(" ".join(words))),
                               language()) if words else []
    fields = _Reader(list(joined), match, bids, expect, known or {}, bid_range,
                     points_example, edited, all_trump).read()
    if note is not None:
        if "note" in fields:
            raise ScoreError(N_("{word!r}: the note was already said"), word=fields["note"])
        fields["note"] = note
    return fields
