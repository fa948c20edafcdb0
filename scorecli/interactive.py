"""Asking for a deal at the table: at most four short questions, in the words players say.

Who took, the contract (or the trump), the card points, and "anything else?" (the last
trick, belote, announcements, a note), Enter taking the default shown. Any answer may say
more than its question asks (`s 100h x2 98` at the first one fills three), since every
answer is read by the same `sentence.read_words` as the deal sentence. Each answer is
checked when it is given; a bad one is explained and asked again; `back` returns to the
question before. Nothing here writes: the caller previews the score, asks to confirm, and
saves.
"""

from __future__ import annotations

from typing import Callable

from .errors import ScoreError, ScorecliError
from .i18n import N_, _, listed, pgettext, seat_code, seat_in_sentence, team_code
from .game.cards import TEAMS, TEAM_OF_SEAT, card_total, example_card_points, other_team
from .game.deal import DEFAULT_TEAMS, Deal, Match
from .rules import RuleSet
from .rules.base import lowest_bids
from .render.announced import announcement_words
from .render.labels import named_in_sentence, players_listed, team_words_said
from .safetext import for_terminal
from .words.refusals import not_asked, points_refused, trump_missing, typed_team
from .words.sentence import read_words
from .validation import bid_problems, deal_problems
from .words.vocabulary import BACK_WORDS, BID_WORDS, HELP_WORDS, NONE_WORDS, fold, is_deal_word

Ask = Callable[..., str]  # shows a question (and which: Tab's words), returns the answer
Say = Callable[[str], None]

QUESTIONS = ("taker", "bid", "points", "extras")
# Which question a deal's key belongs to, to ask again what a problem names.
_QUESTION_OF = {"taker": "taker", "trump": "bid", "mode": "bid", "contract": "bid",
                "coinche": "bid", "points": "points", "capot": "points", "generale": "points",
                "last": "extras", "belote": "extras", "announcements": "extras",
                "note": "extras"}
_KEYS_OF = {q: {k for k, v in _QUESTION_OF.items() if v == q} for q in QUESTIONS}


class DealQuestions:
    """The questions for the fields a deal still lacks, under one match's rules. With
    `old` (a deal being edited), every question is asked, its old answer the default."""

    def __init__(self, match: Match, rules: RuleSet, ask: Ask, say: Say,
                 old: Deal | None = None):
        self.match, self.rules, self.ask, self.say, self.old = match, rules, ask, say, old
        self.answers: dict[str, str] = {}  # the last answer to each question, for `back`

    def fill(self, fields: dict) -> Deal:
        fields = self._checked_already(dict(fields))
        done: set[str] = set()  # the questions answered
        asked: list[tuple[int, dict, set]] = []  # what was known before each, for `back`
        i = 0
        while True:
            while i < len(QUESTIONS) and not self._needed(QUESTIONS[i], fields, done):
                i += 1
            if i == len(QUESTIONS):
                deal = _as_deal(fields)
                problems = deal_problems(deal, self.rules)
                if not problems:
                    return deal
                for key, message in problems:
                    self.say(f"  {message}")
                # Ask again the first question a problem names, forgetting only what the
                # problems name, and go on from there. A refused answer is no default, nor
                # a later one that may have said it (`capot nous` at the last question).
                i = min(QUESTIONS.index(_QUESTION_OF.get(key.split(".")[0], "points"))
                        for key, _message in problems)
                for later in QUESTIONS[i:]:
                    self.answers.pop(later, None)
                for key, _message in problems:
                    name = key.split(".")[0].split("[")[0]
                    fields.pop("mode" if name == "trump" else name, None)
                done.discard(QUESTIONS[i])
                if not self._needed(QUESTIONS[i], fields, done):
                    self._forget(QUESTIONS[i], fields)  # so that it is asked again
                continue
            question = QUESTIONS[i]
            answer = self.ask(self._prompt(question, fields), question).strip()
            if fold(answer) in HELP_WORDS:
                self.say("  " + self._help(question, fields))
                continue
            if fold(answer) in BACK_WORDS:
                if asked:
                    i, fields, done = asked.pop()
                else:
                    self.say("  " + _("This is the first question."))
                continue
            try:
                new = self._answer(question, answer, fields)
            except ScorecliError as exc:
                self.say(f"  {exc}")
                continue
            if answer:
                if self.answers.get(question, answer) != answer:  # changed after `back`: the
                    for later in QUESTIONS[i + 1:]:  # later answers may no longer hold
                        self.answers.pop(later, None)
                self.answers[question] = answer
            asked.append((i, dict(fields), set(done)))
            fields = new
            done.add(question)
            i += 1

    def ask_until_answered(self, question: str, fields: dict) -> dict:
        """One question, asked until its answer reads (`?` explains it): the fields with
        what the answer said (`tricks` asks the taker and the bid before the first trick)."""
        while True:
            answer = self.ask(self._prompt(question, fields), question).strip()
            if fold(answer) in HELP_WORDS:
                self.say("  " + self._help(question, fields))
                continue
            try:
                return self._answer(question, answer, fields)
            except ScorecliError as exc:
                self.say(f"  {exc}")

    def _help(self, question: str, fields: dict) -> str:
        """What `?` answers: the question's help, and which team « nous » is where the
        answers type teams by the table's words."""
        return self._help_for(question, fields) + (
            team_words_said(self.match) if question in ("points", "extras") else "")

    def _help_for(self, question: str, fields: dict) -> str:
        """What a question takes, with two examples (`?`, `aide`, `помощь`): a name of this
        table, no belote where there is no trump."""
        if question == "taker":
            names = list(self.match.players.values()) if self.match else []
            if names:
                return _("Who took: a player's name or a seat (n, e, s, w); for example {name}, "
                         "or s.").format(name=for_terminal(names[0]))
            return _("Who took: a seat (n, e, s, w); for example s.")
        if question == "bid":
            if self.rules.bids:
                said = pgettext("bazar", "The contract and its trump as players say them, x2 "
                                "or x4 for a coinche; for example {low}h, or {high} sa x2."
                                ) if self.rules.scorer.says_contra else _(
                    "The contract and its trump as players say them, x2 or x4 for a coinche; "
                    "for example {low}h, or {high} sa x2.")
                return said.format(
                             low=self.rules["bid_min"],
                             high=self.rules["bid_min"] + 2 * self.rules["bid_step"])
            return _("The trump: hearts, spades, diamonds, clubs, no-trump (h, s, d, c, "
                     "sa); for example h, or sa.")
        if question == "points":
            mine, theirs, other = self._points_example(fields)
            return _("The card points of the taker's team without the last trick's 10, or "
                     "both teams' (the taker's first), or one team's after its word (ns, ew), or "
                     "capot; for example {mine}, {mine} {theirs} or {other} {theirs}.").format(
                         mine=mine, theirs=theirs, other=other)
        taker = TEAM_OF_SEAT[fields["taker"]] if "taker" in fields else "ns"
        teams = dict(team=typed_team(taker),  # as the question's own examples
                     other=typed_team(other_team(taker)))
        if fields.get("mode") == "no-trump":
            return _("The last trick, announcements and a note, or none; for example last "
                     "{other}, or {team} tierce-K.").format(**teams)
        return _("The last trick, belote, announcements and a note, or none; for example "
                 "last {other}, belote {team} or {team} tierce-K.").format(**teams)

    def _checked_already(self, fields: dict) -> dict:
        """What the words or flags said is checked before anything is asked: a bad bid or
        bad points are said at once, and asked again."""
        problems = bid_problems(_as_deal(fields), self.rules) if "mode" in fields else []
        for _key, message in problems:
            self.say(f"  {message}")
        if problems:
            self._forget("bid", fields)
        if "taker" in fields and "mode" in fields and (
                ({"points", "generale"} & fields.keys() or fields.get("capot"))):
            try:
                self._check_points(fields, quiet=True)
            except ScorecliError as exc:
                self.say(f"  {exc}")
                self._forget("points", fields)
        return fields

    # ---- which questions

    def _needed(self, question: str, fields: dict, done: set) -> bool:
        if question in done:
            return False
        if self.old is not None:  # editing: each question, unless an answer said it all
            return not (_KEYS_OF[question] & fields.keys())
        if question == "taker":
            return "taker" not in fields
        if question == "bid":
            return "mode" not in fields or (self.rules.bids and "contract" not in fields)
        if question == "points":  # `pas capot` (capot False) says no points
            return not ({"points", "generale"} & fields.keys() or fields.get("capot"))
        # Anything else? is asked once, for a capot too (belote, announcements, a note),
        # and whenever the last trick is still unknown.
        if "last" not in fields and not fields.get("capot") and not fields.get("generale"):
            return True
        return not ({"last", "belote", "announcements", "note"} & fields.keys())

    def _forget(self, question: str, fields: dict) -> None:
        """Forget what a question said, so it can be asked again."""
        for key in _KEYS_OF[question]:
            fields.pop(key, None)

    # ---- the questions as asked

    def _prompt(self, question: str, fields: dict) -> str:
        """The question, short enough for a phone: examples, then the default in []."""
        default = self._default(question, fields)
        shown = f" [{default}]" if default else ""
        if question == "taker":
            players = self.match.players if self.match else {}
            if not players:
                return _("Who took? n e s w") + shown
            return _("Who took? {names}, or n e s w").format(names=players_listed(players)) + shown
        if question == "bid":
            if not self.rules.bids:
                return _("Trump? h ♥ cœur, s ♠, d, c, sa") + shown
            low, step = self.rules["bid_min"], self.rules["bid_step"]
            asked = pgettext("bazar", "Contract? {bid}h, {low} nt x2, capot ♠") if \
                self.rules.scorer.says_contra else _("Contract? {bid}h, {low} nt x2, capot ♠")
            return asked.format(bid=low + 2 * step, low=low) + shown
        if question == "points":
            mine, theirs, other = self._points_example(fields)
            return _("Points of {team}, without the last trick? {mine}, {mine} {theirs}, "
                     "{other} {theirs}, capot").format(
                         team=named_in_sentence(self.match, TEAM_OF_SEAT[fields["taker"]]),
                         mine=mine,
                         theirs=theirs, other=other) + shown
        if fields.get("mode") == "no-trump":  # no belote without a trump
            asked = _("Anything else? last, {team} tierce, note")
        else:
            asked = _("Anything else? last, belote, {team} tierce, note")
        # the example's team as this table types it: its name where it has one
        return asked.format(team=typed_team(TEAM_OF_SEAT[fields["taker"]])
                            if "taker" in fields else typed_team("ns")) + shown

    def _points_example(self, fields: dict) -> tuple[int, int, str]:
        """The points question's example, as its answers type it: (65, 55, "NS")."""
        other = other_team(TEAM_OF_SEAT[fields["taker"]])
        mine, theirs = example_card_points(fields.get("mode"), self.rules["no_trump_ace"])
        return mine, theirs, typed_team(other)

    def _default(self, question: str, fields: dict) -> str:
        """What Enter answers: the old deal's answer when editing; the last trick to the
        taker's team for the last question."""
        if question in self.answers:  # asked again after `back`: the answer given before
            return self.answers[question]
        if self.old is not None:
            old = self.old  # a capot said since leaves no last trick to offer
            if question == "extras" and self._new_capot(fields):
                old = old._replace(last=None)
            return answer_words(old, question, self.match, self.rules.scorer)
        if question == "points" and fields.get("contract") in ("capot", "generale"):
            return _(_SPECIAL[fields["contract"]])  # as the language types it (ru капот)
        if question == "extras" and "taker" in fields and not (fields.get("capot")
                                                                 or fields.get("generale")):
            # TRANSLATORS: a word the deal reader knows for the last trick (der, последняя)
            return _("last") + " " + typed_team(TEAM_OF_SEAT[fields["taker"]])
        return ""

    def _new_capot(self, fields: dict) -> bool:
        """A capot or générale said now, where the deal answered before had none."""
        return bool(fields.get("capot") or fields.get("generale")) and not (
            self.old.capot or self.old.generale)

    def _team_name(self, team: str) -> str:
        name = self.match.teams.get(team, team.upper())
        return name if name not in DEFAULT_TEAMS.values() else team_code(team)

    def _answer(self, question: str, answer: str, fields: dict) -> dict:
        if not answer and self.old is not None and question not in self.answers:
            # Editing, Enter keeps what the deal had, exactly (a capot with its points).
            kept = {key: getattr(self.old, key) for key in _KEYS_OF[question]
                    if key in self.old._fields and not (key == "last" and self._new_capot(fields))}
            if not (kept.keys() & fields.keys()):
                return {**fields, **kept}
        if not answer:
            answer = self._default(question, fields)
            if not answer and question != "extras":
                raise ScoreError(N_("an answer is needed here"))
        example = self._points_example(fields) if question == "points" else None
        said = read_words(answer, self.match, self.rules.bids, expect=question, known=fields,
                          bid_range=lowest_bids(self.rules), points_example=example,
                          all_trump=self.rules["all_trump"])
        new = dict(fields)
        for key, value in said.items():
            if key in fields and fields[key] != value and key != "announcements":
                if key not in _KEYS_OF[question]:  # not what this question asks
                    raise ScoreError(not_asked(question, answer, self.rules.bids, example,
                                               lowest_bids(self.rules)))
                raise ScoreError(N_("{answer!r}: that was already said (`back` goes to the "
                                   "question before)"), answer=answer)
            new[key] = value
        if question == "taker" and "taker" not in new:
            raise ScoreError(N_("{answer!r}: say who took: n, e, s, w or a player's name")
                             if self.match and self.match.players else
                             N_("{answer!r}: say who took: n, e, s or w"), answer=answer)
        if question == "bid":
            told_below = set() if self.rules.bids else {"points"}  # belote's `82`: its trump
            if "mode" not in new and said.keys() - _KEYS_OF["bid"] - told_below:  # `der nous`
                raise ScoreError(not_asked(question, answer, self.rules.bids, example,
                                           lowest_bids(self.rules)))
            if "mode" not in new and isinstance(new.get("contract"), int):  # `65`: no bid
                self._refuse(bid_problems(_as_deal({**new, "mode": "hearts"}), self.rules))
                if self.old is not None and self.old.mode:  # an edit's `120`: the same trump
                    new["mode"] = self.old.mode
            if "mode" not in new:
                raise ScoreError(trump_missing(answer, self.rules.bids, new.get("contract"),
                                               lowest_bids(self.rules)))
            if self.rules.bids and "contract" not in new:
                raise ScoreError(N_("{answer!r}: {rules} needs a contract, for example {bid}h or "
                                   "capot ♠"), answer=answer, rules=self.rules.name,
                                                     bid=self.rules["bid_min"])
            self._refuse(bid_problems(_as_deal(new), self.rules))
        if question == "points":
            if any((said.get("announcements") or {}).values()) or answer.split() and fold(
                    answer.split()[0]) in BID_WORDS:  # `терц 82`, `заявка 120`: not asked here
                raise ScoreError(not_asked(question, answer, self.rules.bids, example,
                                           lowest_bids(self.rules)))
            if not ({"points", "generale"} & new.keys() or new.get("capot")):
                raise ScoreError(points_refused(answer, *example))
            self._check_points(new)
        if question == "extras" and self.old is not None:
            self._kept_extras(answer, said, new)
        if question == "extras" and "last" not in new and not (new.get("capot")
                                                               or new.get("generale")):
            new["last"] = TEAM_OF_SEAT[new["taker"]]
        return new

    def _kept_extras(self, answer: str, said: dict, new: dict) -> None:
        """Editing: the answer to "anything else?" replaces the extras it names and keeps
        the others; `none` (`rien`, `ничего`) clears them all (SPEC 9)."""
        if fold(answer) in NONE_WORDS:
            new.update(belote=(), announcements={"ns": (), "ew": ()}, note=None)
            return
        for key in ("last", "belote", "announcements", "note"):
            if key not in said:
                kept = getattr(self.old, key)
                if key == "last" and (new.get("capot") or new.get("generale")):
                    continue
                new.setdefault(key, kept)

    def _refuse(self, problems: list) -> None:
        if problems:
            raise ScoreError(listed(message for _, message in problems))

    def _check_points(self, fields: dict, quiet: bool = False) -> None:
        mode, ace = fields["mode"], self.rules["no_trump_ace"]
        total = card_total(mode, ace)
        points = fields.get("points") or {"ns": None, "ew": None}
        for team in TEAMS:
            value = points.get(team)
            if value is not None and value > total:
                if value == total + 10:
                    raise ScoreError(N_("{value} is {total} + the 10 of the last trick: card "
                                        "points are counted without it, so the most is "
                                        "{total}"), value=value, total=total)
                raise ScoreError(N_("{value}: the cards hold {total}; card points are counted "
                                    "without the last trick's 10"), value=value, total=total)
        trial = _as_deal({**fields, "last": fields.get("last") or TEAM_OF_SEAT[fields["taker"]]})
        self._refuse([p for p in deal_problems(trial, self.rules)
                      if p[0].split(".")[0] in ("points", "capot", "generale")])
        if fields.get("capot") or fields.get("generale") or quiet:
            return
        given = {t: points[t] for t in TEAMS if points.get(t) is not None}
        shown = {t: given.get(t, total - sum(given.values())) for t in TEAMS}
        self.say(f"  {self._team_name('ns')} {shown['ns']}, {self._team_name('ew')} {shown['ew']}")
        for team in TEAMS:
            if shown[team] == total:
                self.say("  " + _("Hint: {team} took every card point; if it won every "
                                  "trick, answer `back` and then: capot {code}").format(
                                      team=self._team_name(team),
                                      code=typed_team(team)))


def answer_words(deal: Deal, question: str, match: Match | None, family=None) -> str:
    """A recorded deal's answer to a question, in the words the question reads: the
    default when the deal is edited (its coinche as the `family` says it)."""
    if question == "taker":  # the player's name where it says the seat back (« Zoé »)
        name = deal.sitting(match.players).get(deal.taker) if match is not None else None
        return name if name and name.isalpha() and not is_deal_word(fold(name)) \
            else seat_code(deal.taker)
    if question == "bid":
        bid = _(_MODE_LETTER[deal.mode])
        if deal.contract is not None:
            contract = _(_SPECIAL[deal.contract]) if deal.contract in _SPECIAL \
                else deal.contract
            bid = f"{contract} {bid}"
        if deal.coinche:
            return f"{bid} {_typed_coinche(deal.coinche, family)}"
        return bid
    if question == "points":
        if deal.generale:
            return f"{_(_SPECIAL['generale'])} {seat_code(deal.generale)}"
        if deal.capot:
            return f"{_(_SPECIAL['capot'])} {typed_team(deal.capot)}"
        first = TEAM_OF_SEAT[deal.taker]  # the taker's team first, as the question asks
        order = (first, other_team(first))
        return " ".join(f"{typed_team(t)} {deal.points[t]}" for t in order
                        if deal.points.get(t) is not None)
    parts = []
    if deal.last and not deal.capot_team:
        parts.append(f"{_('last')} {typed_team(deal.last)}")
    parts += [_("belote {team}").format(team=typed_team(team)) for team in deal.belote]
    for team in TEAMS:
        parts += [f"{announcement_words(a)} {typed_team(team)}"  # « tierce nous »
                  for a in deal.announcements[team]]
    if deal.note:
        # TRANSLATORS: the word before a note, as typed at the question (fr note, ru заметка)
        parts.append(pgettext("typed", "note {text}").format(text=deal.note))
    return ", ".join(parts)  # read back as typed: a comma parts them as a space does


def _typed_coinche(coinche: str, family=None) -> str:
    """A coinche as the question's examples type it (fr contré, ru куанш)."""
    # TRANSLATORS: a coinche and a surcoinche as typed after a contract (fr «contré»,
    # «surcontré»; ru «куанш», «сюркуанш»); the bazar ones: ru «куанш», «сюркуанш» too
    if getattr(family, "says_contra", False):
        return pgettext("typed bazar coinche", "x2") if coinche == "coinche" else \
            pgettext("typed bazar coinche", "x4")
    return pgettext("typed coinche", "x2") if coinche == "coinche" else \
        pgettext("typed coinche", "x4")


# A recorded trump and bid, as the answer to the question (read back by the deal reader).
# TRANSLATORS: the trumps as typed at the question, short (fr cœur, ru черви)
_MODE_LETTER = {"clubs": N_("c"), "diamonds": N_("d"), "hearts": N_("h"),
                "spades": N_("spades"), "no-trump": N_("sa"), "all-trump": N_("ta")}
_SPECIAL = {"capot": N_("capot"), "generale": N_("generale")}


def header(match: Match, number: int, totals: dict, options=None) -> str:
    """`Deal 8 · Anna deals · Nous 540 - Eux 420`: said before the questions."""
    parts = [_("Deal {deal}").format(deal=number)]
    options = options or {}
    dealer = match.dealer_of(number, options.get("direction", "counter-clockwise"),
                             options.get("misdeal_penalty", "redeal"))
    if dealer:
        parts.append(_("{player} deals").format(
            player=match.players.get(dealer) or seat_in_sentence(dealer)))
    names = {t: n if n != t.upper() else team_code(t) for t, n in match.teams.items()}
    # TRANSLATORS: the score before a deal's questions (fr «Nous 540 – Eux 420», ru «Мы 540 — Они 420»)
    parts.append(_("{ns} {ns_total} - {ew} {ew_total}").format(
        ns=names["ns"], ns_total=totals["ns"], ew=names["ew"], ew_total=totals["ew"]))
    return " · ".join(parts)


def _as_deal(fields: dict) -> Deal:
    fields = dict(fields)
    fields.setdefault("points", {"ns": None, "ew": None})
    return Deal(**{k: v for k, v in fields.items() if k in Deal._fields})

