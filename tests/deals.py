"""Hypothesis strategies: valid deals under a rule set."""

from __future__ import annotations

from hypothesis import strategies as st

from scorecli.game.cards import ALL_TRUMP, NO_TRUMP, SEATS, SUITS, TEAMS, TEAM_OF_SEAT, card_total, possible_card_points
from scorecli.game.deal import Deal
from scorecli.rules import RuleSet

SOME_ANNOUNCEMENTS = ("tierce", "tierce-K", "quarte-A", "quinte-J", "carre-J", "carre-9",
                      "carre-A", "tierce-Q-trump")


@st.composite
def deals(draw, rules: RuleSet, announcements: bool = True, modes=None, coinche=None) -> Deal:
    from scorecli.game.announcements import parse_announcement

    allowed = list(SUITS) + [NO_TRUMP] + ([ALL_TRUMP] if rules["all_trump"] else [])
    mode = draw(st.sampled_from(modes or allowed))
    taker = draw(st.sampled_from(SEATS))
    ace = rules["no_trump_ace"]
    total = card_total(mode, ace)
    capot = draw(st.sampled_from([None, None, None, None, "ns", "ew"]))
    generale = None
    if capot and draw(st.booleans()):
        generale = draw(st.sampled_from([s for s in SEATS if TEAM_OF_SEAT[s] == capot]))
        capot = None if draw(st.booleans()) else capot
    if capot or generale:
        points, last = {"ns": None, "ew": None}, None
    else:
        ns = draw(st.sampled_from(sorted(possible_card_points(mode, ace))))
        side = draw(st.sampled_from(["ns", "ew", "both"]))
        points = {"ns": ns if side != "ew" else None,
                  "ew": total - ns if side != "ns" else None}
        last = draw(st.sampled_from(TEAMS))
    belote = ()
    if mode != NO_TRUMP:
        limit = 4 if mode == ALL_TRUMP else 1
        belote = tuple(draw(st.lists(st.sampled_from(TEAMS), max_size=limit)))
    anns = {"ns": (), "ew": ()}
    if announcements:
        tokens = draw(st.lists(st.sampled_from(SOME_ANNOUNCEMENTS), max_size=3, unique=True))
        for token in tokens:
            if mode == NO_TRUMP and token.endswith("trump"):
                continue
            team = draw(st.sampled_from(TEAMS))
            anns[team] += (parse_announcement(token),)
    contract, bid_coinche = None, None
    if rules.bids:
        low, high, step = rules["bid_min"], rules["bid_max"], rules["bid_step"]
        specials = ["capot"] + (["generale"] if rules["generale_value"] else [])
        contract = draw(st.one_of(st.sampled_from(range(low, high + 1, step)),
                                  st.sampled_from(specials)))
        bid_coinche = coinche if coinche is not None else draw(
            st.sampled_from([None, None, "coinche", "surcoinche"]))
    return Deal(taker=taker, mode=mode, points=points, last=last, contract=contract,
                coinche=bid_coinche, capot=capot, generale=generale, belote=belote,
                announcements=anns)
