"""Rule sets and their options, header changes, season tables."""

from __future__ import annotations

import re
from collections import Counter

from ..errors import Msg
from ..game.deal import DEFAULT_TEAMS, Match
from ..i18n import N_, _, both, listed, ngettext, number, pgettext, seat_code, seat_word, team_code
from ..rules import OPTION_SPECS, RuleSet, all_rule_sets
from ..safetext import for_terminal
from ..scoring import MatchScore
from .board import verdict
from ..rules.options import Named
from .labels import option_said, pair_said, rank_said, shown_name, signed, team_names
from .recorded import totals_moved
from .layout import fold_lines, text_width, wrap_text



def _title(rules) -> str:
    """A rule set's title in the reader's language: a built-in one from the catalogs, a
    club's default one with its base in place."""
    return str(rules.title) if isinstance(rules.title, Msg) else _(rules.title)

def rules_list(width: int | None = None, registry=None) -> str:
    """Every rule set: built in, derived, or the user's own, and where each comes from."""
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay


    rows = [[r.name, for_terminal(_cut(_title(r))), r["target"] or ngettext("{n} deal", "{n} deals",
                                                          r["deals_limit"]).format(
                                                              n=r["deals_limit"]),
             _origin(r)] for r in all_rule_sets(registry).values()]
    table = tabulate(rows, headers=[_("rule set"), _("game"), _("target"), _("from")],
                     tablefmt="simple")
    if width is None or text_width(table) <= width:
        return table
    return "\n".join(line for r in rows for line in
                     wrap_text(_("{name}: {title}, to {target} ({origin})").format(
                         name=r[0], title=r[1], target=r[2], origin=r[3]), width, "", "    "))


def _cut(title: str, most: int = 200) -> str:
    """A title as a listing shows it: a club's rules file may hold any length (a 47 MB
    title took 2 GB to draw in a table), the listing shows the start."""
    return title if len(title) <= most else title[:most - 1] + "…"


def _origin(rules: RuleSet) -> str:
    """Where a rule set comes from, said in the chosen language."""
    if not rules.base:
        return _("built in")
    if not rules.origin:
        return _("derived from {base}").format(base=rules.base)
    return _("your rules file ({path})").format(path=for_terminal(rules.origin))


def _meaning(meaning: str, family, yes_or_no: bool = False, key: str = "") -> str:
    """An option's meaning in the family's own words where it has them (bazar blot's
    контра: rules/bazar.py marks them), else the common ones; a yes/no option's as what
    `true` does (under `= false`, « les donnes tout atout sont permises » read as so); its
    values named in the language's words (« aucun ; à la dizaine (…) »), which the values
    listed below it pair with the file's."""
    said = pgettext("bazar", meaning) if getattr(family, "says_contra", False) else meaning
    said = said if said != meaning else _(meaning)
    spec = OPTION_SPECS.get(key)
    if spec is not None and spec.said and said != meaning:
        for value in sorted(spec.choices, key=len, reverse=True):  # french-701 before french
            said = re.sub(rf"(?<![\w-]){re.escape(value)}(?![\w-])",
                          pgettext("option value", spec.said[spec.choices.index(value)]), said,
                          count=1)  # the value named; a French « points » after it is a word
    # TRANSLATORS: what a yes/no house rule does when set (fr «si oui : …», ru «если да: …»)
    return _("if true: {meaning}").format(meaning=said) if yes_or_no else said


def rules_detail(rules: RuleSet, width: int | None = None) -> str:
    """Every option of a rule set: its value, the values it takes, what it means and where
    the value comes from. A table where it fits in `width`, else one option a paragraph."""
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    rows = []
    for key, value in rules.options.items():
        spec = OPTION_SPECS[key]
        mark = " " + _("(house rule)") if rules.overridden and key in rules.overridden else ""
        source = rules.sources.get(key, "")
        rows.append([str(Named(key, rules.scorer)), option_said(value, key) + mark, str(rules.scorer.describe_kind(key)),
                     _meaning(rules.scorer.meanings.get(key, spec.meaning), rules.scorer,
                              spec.kind is bool, key),
                     _cut(_(source)) if source else ""])
    name, title = for_terminal(rules.name), for_terminal(_cut(_title(rules)))
    head = (_("{name}: {title} (scoring: {family}; {base} with its options changed)").format(
        name=name, title=title, family=rules.family, base=rules.base) if rules.base
        else _("{name}: {title} (scoring: {family})").format(name=name, title=title,
                                                              family=rules.family))
    import textwrap

    # folded here, not by tabulate's maxcolwidths, which cuts a long key in two
    # (« (contract_cou / nts_announcements) ») and leaves « ( » alone on a line
    cells = [["\n".join(textwrap.wrap(cell, width=most, break_long_words=False,
                                      break_on_hyphens=False)) or cell
              for cell, most in zip(row, (24, 20, 24, 44, 30))] for row in rows]
    table = tabulate(cells, headers=[_("option"), _("value"), _("values"), _("meaning"),
                                     _("from")], tablefmt="simple")
    if width is None or text_width(table) <= width:
        return f"{head}\n\n{table}"
    lines = wrap_text(head, width, "", "  ") + [""]
    for key, value, kinds, meaning, source in rows:
        lines += wrap_text(f"{key} = {value}", width)
        lines += wrap_text(meaning, width, "    ", "    ")
        lines += wrap_text(_("values: {kinds}; from {source}").format(kinds=kinds, source=source)
                       if source else _("values: {kinds}").format(kinds=kinds),
                       width, "    ", "    ")
    return "\n".join(lines)


def header_changes(file, old: Match, changes: dict, rules: RuleSet, before: MatchScore,
                   after: MatchScore, base: RuleSet | None = None) -> str:
    """What `set` changed, and the totals before and after when house rules changed."""
    said = []
    if "teams" in changes:
        new = {**DEFAULT_TEAMS, **(changes["teams"] or {})}
        def named(teams: dict, team: str) -> str:
            name = teams[team]
            # TRANSLATORS: a team's name changed by `set` (fr « {name} », ru «{name}»)
            return _("(no name)") if name == team.upper() else pgettext(
                "team name", "{name}").format(name=for_terminal(name))
        said += [_("team {code} {old} → {new}").format(code=team_code(t), old=named(old.teams, t),
                                                       new=named(new, t))
                 for t in ("ns", "ew") if new[t] != old.teams[t]]
    if "players" in changes:
        new = changes["players"] or {}
        for seat in ("n", "e", "s", "w"):
            if new.get(seat) != old.players.get(seat):
                said.append(_("player {place} {old} → {new}").format(
                    place=seat_word(seat), old=for_terminal(old.players.get(seat) or _("(none)")),
                    new=for_terminal(new.get(seat) or _("(none)"))))
    if "dealer" in changes:
        players = {**old.players, **(changes.get("players") or {})}

        def dealer(seat):  # `s (Zoé)`, as the board says who deals next
            name = players.get(seat) if seat else None
            return _("(none)") if not seat else _("{seat} ({name})").format(
                seat=seat_code(seat), name=for_terminal(name)) if name else seat_code(seat)
        said.append(_("first dealer {old} → {new}").format(old=dealer(old.dealer),
                                                           new=dealer(changes["dealer"])))
    if "title" in changes:
        untitled = pgettext("title", "(none)")  # ru «(без названия)», as a team has
        # TRANSLATORS: a match's title, quoted (fr « {title} », ru «{title}»)
        said.append(_("title {old} → {new}").format(
            old=_("{title!r}").format(title=for_terminal(old.title)) if old.title else untitled,
            new=_("{title!r}").format(title=for_terminal(changes["title"]))
            if changes["title"] else untitled))
    if "options" in changes:
        new = changes["options"] or {}

        def value(options: dict, key: str) -> str:
            """A value set in the file, or the rule set's own, said so."""
            if key in options:
                return option_said(options[key], key, keyed=False)
            if base is not None and key in base.options:
                return _("{value} (the rule set's)").format(  # not « aucun (none) (par défaut) »
                    value=option_said(base[key], key, keyed=False))
            return _("rule set's")
        own = base.options if base is not None else {}
        for key in sorted(set(old.options) | set(new)):
            if old.options.get(key) == new.get(key):
                continue
            now = new.get(key, old.options.get(key))
            if key in own and now == own[key]:  # not « 1000 (par défaut) → 1000 »
                said.append((_("option {key}: {value}, the rule set's, now written in the "
                               "file") if key in new else
                             _("option {key}: {value}, the rule set's, no longer written "
                               "in the file")).format(key=Named(key, rules.scorer, keyed=False),
                                                      value=option_said(now, key, keyed=False)))
            else:
                said.append(_("option {key}: {old} → {new}").format(
                    key=Named(key, rules.scorer, keyed=False), old=value(old.options, key),
                    new=value(new, key)))
    lines = [_("Changed in {file}: {changes}.").format(file=file, changes=listed(said))
             if said else _("Nothing changed in {file}.").format(file=file)]
    if "options" in changes:
        now = old._replace(teams={**DEFAULT_TEAMS, **(changes["teams"] or {})}
                           ) if "teams" in changes else old
        names = team_names(now)
        lines.append(totals_moved(before, after, names))
        if (before.winner, before.won_at) != (after.winner, after.won_at):
            lines.append(verdict(after, now).split("\n")[0] if after.winner else
                         _("No one has won under these rules."))
    return "\n".join(lines)


# A season's table with no row: no match file read, or none that --rules and the dates keep.
_NOTHING_COUNTED = N_("No match to count: no match file, or none left after the filters.")
# The legend of the standings' and the head-to-head's one-letter headers.
_COUNTS_SAID = N_("P played, W won, D drawn, L lost, U unfinished, F points for, A points "
                  "against")
_STANDINGS_SAID = N_("P played, W won, D drawn, L lost, U unfinished, F points for, A points "
                     "against, diff F − A")


def standings_table(rows: list[dict], fmt: str = "simple", width: int | None = None) -> str:
    """The standings to pin on the wall: rank (`2=` when shared), then the counts."""
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    if not rows:
        return fold_lines(_(_NOTHING_COUNTED), width)
    who = next(key for key in ("team", "player", "pair") if key in rows[0])
    named = {"team": _("team"), "player": _("player"), "pair": _("pair")}[who]
    # TRANSLATORS: one-letter headers: played, won, drawn, lost, unfinished, points for,
    # points against (the legend under the table spells them out)
    headers = ["#", named, _("P"), _("W"), _("D"), _("L"), _("U"), _("F"), _("A"), _("diff"),
               _("deals")]
    body = [[rank_said(r["rank"], r["shared"], rows), shown_name(r[who], who), r["played"],
             r["won"], r["drawn"], r["lost"], r["unfinished"], r["points_for"],
             r["points_against"], signed(r["difference"]),
             r["deals"]] for r in rows]
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True,
                     colalign=("right", "left") + ("right",) * 9)
    if width is not None and text_width(table) > width:  # a phone: the essentials
        body = [[b[0], b[1], b[3], b[4], b[5], b[9]] for b in body]
        table = tabulate(body, headers=["#", named, _("W"), _("D"), _("L"), _("diff")],
                         tablefmt=fmt,
                         disable_numparse=True,
                         colalign=("right", "left", "right", "right", "right", "right"))
        return table + "\n\n" + fold_lines(_("W won, D drawn, L lost, diff points for "
                                              "minus points against"), width)
    return table + "\n\n" + fold_lines(_(_STANDINGS_SAID), width)


def stats_table(rows: list[dict], fmt: str = "simple", width: int | None = None,
                coinches: bool = True) -> str:
    """Statistics, a row per player or team, with short headers; the coinches' columns
    only where a match counted is of a game that coinches (belote has none)."""
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    if not rows:
        return fold_lines(_(_NOTHING_COUNTED), width)
    who = "player" if "player" in rows[0] else "team"
    # TRANSLATORS: the stats' column headers count deals: made, failed, litiges (plural)
    columns = [(who, _("player") if who == "player" else _("team")), ("deals", _("deals")),
               ("taken", _("taken")), ("made", pgettext("stats", "made")),
               ("failed", pgettext("stats", "failed")), ("litige", _("lit.")),
               ("made_pct", _("made %")), ("coinched", _("coin.")),
               ("coinched_made", _("coin. made")), ("surcoinched", _("surc.")),
               ("capots", _("capots")), ("capots_suffered", _("suffered")),
               ("generales", _("gén.")), ("belotes", _("belotes")), ("avg_points", _("avg")),
               ("best_deal", _("best"))]
    if not coinches:
        columns = [c for c in columns if c[0] not in _COINCHE_COLUMNS]
    fewer = ((who, "deals", "taken", "made", "made_pct", "coinched", "capots", "belotes",
              "avg_points"),
             (who, "deals", "taken", "made", "made_pct", "capots", "avg_points"),
             (who, "taken", "made_pct", "avg_points"))
    for keep in [columns] + [[c for c in columns if c[0] in kept] for kept in fewer]:
        body = [[shown_name(r[k], who) if k == who else ("-" if r[k] is None else number(r[k]))
                 for k, _ in keep] for r in rows]
        table = tabulate(body, headers=[h for _, h in keep], tablefmt=fmt,
                         disable_numparse=True,
                         colalign=("left",) + ("right",) * (len(keep) - 1))
        if width is None or text_width(table) <= width:
            break
    # TRANSLATORS: a column's short header and what it counts, in a table's legend (ru
    # «{header} — {meaning}», as the other legends write it)
    legend = ", ".join(pgettext("legend", "{header}: {meaning}").format(
        header=header, meaning=_(_STATS_SAID[key])) for key, header in keep
        if key in _STATS_SAID and (key not in _SAID_WHEN_CUT or header.endswith(".")))
    return table + "\n\n" + fold_lines(legend, width)


# What the columns whose short header does not say it count, for the legend under them.
_STATS_SAID = {"taken": N_("contracts taken"), "made": N_("contracts made"),
               "failed": N_("contracts failed"), "litige": N_("litiges"),
               "made_pct": N_("the share of contracts made"),
               "coinched": N_("coinched contracts"), "coinched_made": N_("of them made"),
               "surcoinched": N_("surcoinched contracts"),
               "capots_suffered": N_("capots suffered"), "generales": N_("générales made"),
               "avg_points": N_("points per deal, on average"),
               "best_deal": N_("the best deal's points")}
_COINCHE_COLUMNS = {"coinched", "coinched_made", "surcoinched"}
# said only where the language cuts their header short (ru «выполн.»), not « réussis »
_SAID_WHEN_CUT = {"made", "failed"}


def ratings_rows(players, min_matches: int) -> list[dict]:
    """The ratings table's rows: established players by rating, then the provisional."""
    established = [p for p in players if p.matches >= min_matches]
    provisional = [p for p in players if p.matches < min_matches]
    return [{"rank": rank, "player": p.name, "rating": round(p.rating), "matches": p.matches,
             "won": p.won, "drawn": p.drawn, "lost": p.lost,
             "provisional": p.matches < min_matches, "change": round(p.change, 2)}
            for rank, p in enumerate(established + provisional, start=1)]


def ratings_table(rows: list[dict], fmt: str = "simple", width: int | None = None,
                  min_matches: int = 0) -> str:
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    if not rows:
        return _("No rated match.")
    body = [[r["rank"], shown_name(r["player"], "player") + (" *" if r["provisional"] else ""),
             r["rating"], r["matches"], r["won"], r["drawn"], r["lost"],
             signed(round(r["change"]))] for r in rows]
    # TRANSLATORS: the ratings' headers: W won, D drawn, L lost; "change" the last match's
    table = tabulate(body, headers=["#", _("player"), _("rating"), _("matches"), _("W"),
                                    _("D"), _("L"), _("change")], tablefmt=fmt,
                     disable_numparse=True, colalign=("right", "left") + ("right",) * 6)
    # TRANSLATORS: the legend of the ratings' short headers (W, D, L, change), as written
    table += "\n\n" + fold_lines(_("W won, D drawn, L lost, change: what the last match "
                                   "moved the rating by"), width)
    if any(r["provisional"] for r in rows):  # none below a minimum of 0
        table += "\n" + fold_lines(ngettext(
            "* provisional: fewer than {n} rated match (--min-matches)",
            "* provisional: fewer than {n} rated matches (--min-matches)", min_matches
        ).format(n=min_matches), width)
    return table


def history_rows(player) -> list[dict]:
    return [{"file": e.path, "started": e.started.isoformat() if hasattr(e.started, "isoformat")
             else e.started, "partner": e.partner, "opponents": list(e.opponents),
             "expected": e.expected, "result": e.result, "change": e.change,
             "rating": e.rating} for e in player.history]


def _short_date(started) -> str:
    """`2026-12-01` as a table's date in the language (01/12/2026, 01.12.2026)."""
    found = re.match(r"(\d{4})-(\d{2})-(\d{2})", started or "")
    if not found:
        return ""
    year, month, day = found.groups()
    # TRANSLATORS: a date in a table (fr «{day}/{month}/{year}», ru «{day}.{month}.{year}»)
    return pgettext("short date", "{year}-{month}-{day}").format(year=year, month=month,
                                                                 day=day)


def history_table(rows: list[dict], fmt: str = "simple", width: int | None = None) -> str:
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    body = [[_short_date(r["started"]), r["file"], shown_name(r["partner"], "player"),
             pair_said(shown_name(o, "player") for o in r["opponents"]),
             number(round(r["expected"], 2)),
             number(int(r["result"]) if r["result"] in (0, 1) else r["result"]),
             signed(round(r["change"])), number(round(r["rating"]))]
            for r in rows]  # whole numbers, as `ratings` shows them
    # TRANSLATORS: the column of the expected score, 0 to 1 (fr «attendu», ru «ожид.»)
    headers = [_("date"), _("file"), _("partner"), _("opponents"),
               pgettext("expected score", "E"), _("result"), _("change"), _("rating")]
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True)
    for dropped in ((1,), (1, 2), (0, 1, 2)):  # a phone: no file, no partner, no date
        if width is None or text_width(table) <= width:
            break
        keep = [i for i in range(len(headers)) if i not in dropped]
        table = tabulate([[b[i] for i in keep] for b in body],
                         headers=[headers[i] for i in keep], tablefmt=fmt,
                         disable_numparse=True)
    return table + "\n" + fold_lines(_("{expected}: the result the ratings expected before "
                                       "the match (1 a win, 0 a loss).").format(
                                           expected=headers[4]), width)


# TRANSLATORS: the records of `stats --records`
_RECORD_NAMES = {"best_deal": N_("best deal"), "best_margin": N_("widest win"),
                 "most_capots": N_("most capots in a match"), "biggest_pot": N_("biggest pot"),
                 "longest_streak": N_("longest run of wins")}


def records_table(rows: list[dict], fmt: str = "simple", width: int | None = None) -> str:
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    if not rows:
        return _("No record yet.")
    # a streak's holders each hold it alone (« Anna ; Davit »); the others' are one team's
    body = [[_(_RECORD_NAMES[r["record"]]), r["value"],
             (listed if r["record"] == "longest_streak" else both)(
                 shown_name(w, "team") for w in r["who"]), r["file"] or "",
             r["deal"] or ""] for r in rows]
    headers = [_("record"), _("value"), _("who"), _("file"), _("deal")]
    table = tabulate(body, headers=headers, tablefmt=fmt, disable_numparse=True)
    if width is not None and text_width(table) > width:  # a phone: who holds what
        # a record and its value, one row; its holders listed in it, ×N those held N times
        held = Counter(tuple(row[:3]) for row in body)
        rows_of: dict = {}
        for (record, value, who), n in held.items():
            rows_of.setdefault((record, value), []).append(
                _("{who} (×{n})").format(who=who, n=n) if n > 1 else who)
        short = [[record, value, listed(holders)]
                 for (record, value), holders in rows_of.items()]
        table = tabulate(short, headers=headers[:3], tablefmt=fmt,
                         disable_numparse=True, maxcolwidths=[None, None, max(12, width // 3)])
    return table


def versus_table(rows: list[dict], fmt: str = "simple", width: int | None = None) -> str:
    from tabulate import tabulate  # start-up: 75 ms that JSON and pages never pay

    if not rows:
        return _("No match against anyone.")
    body = [[shown_name(r["opponent"], "team"), r["played"], r["won"], r["drawn"], r["lost"],
             r["unfinished"], r["points_for"], r["points_against"]] for r in rows]
    table = tabulate(body, headers=[_("opponent"), _("P"), _("W"), _("D"), _("L"), _("U"),
                                    _("F"), _("A")], tablefmt=fmt, disable_numparse=True)
    return table + "\n\n" + fold_lines(_(_COUNTS_SAID), width)
