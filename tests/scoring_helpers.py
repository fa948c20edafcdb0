"""Build a deal from keyword arguments and score it, for the rule-by-rule tests."""

from __future__ import annotations

from scorecli.game.announcements import parse_announcement
from scorecli.game.deal import Deal
from scorecli.rules import get_rules
from scorecli.scoring import score_deal, score_match
from scorecli.validation import deal_problems


def make_deal(taker="s", mode="hearts", points=None, ann=None, belote=(), **kw) -> Deal:
    anns = {t: tuple(parse_announcement(x) for x in (ann or {}).get(t, ())) for t in ("ns", "ew")}
    pts = {"ns": None, "ew": None}
    pts.update(points or {})
    if isinstance(belote, str):
        belote = (belote,)
    return Deal(taker=taker, mode=mode, points=pts, announcements=anns, belote=tuple(belote),
                **kw)


def scored(rules_name: str, options=None, **deal_kw) -> tuple[int, int, str]:
    rules = get_rules(rules_name, options)
    deal = make_deal(**deal_kw)
    assert deal_problems(deal, rules) == [], deal_problems(deal, rules)
    ds = score_deal(deal, rules)
    return ds.score["ns"], ds.score["ew"], ds.result


def problems(rules_name: str, options=None, **deal_kw) -> list:
    """(key, message as said in English) for each problem of the deal."""
    return [(key, str(message)) for key, message in
            deal_problems(make_deal(**deal_kw), get_rules(rules_name, options))]


def match_totals(rules_name: str, deals: list[dict], options=None):
    score = score_match([make_deal(**d) for d in deals], get_rules(rules_name, options))
    return score.total, score.held, score.winner
