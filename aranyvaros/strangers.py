"""Az Aranyváros strangers (`common.strangers`): a coins-and-keys player and a letters player.

The coins-and-keys player builds where coins and key cards are given and heads for the inner
quarters a key opens; the letters player builds where letters are paid out, collects bonus
cards and spreads over the scoring areas, leaving coins aside. Bonuses are in letters, the
heuristic's unit, on top of its own scores.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.moves import Build, Move
from aranyvaros.view import SeatView
from common.strangers import Style

SCORED = data.RIVER_PLACES | data.CITY
"""The places a scoring card counts (river suburbs and city quarters), as a bit mask."""


def _builders(view: SeatView, place: str) -> int:
    """How many players already have a house on the place."""
    return sum(place in p.houses for p in view.players)


def coins_and_keys(view: SeatView, move: Move) -> float:
    if not isinstance(move, Build):
        return 0.0
    p = data.PLACES[data.PLACE_INDEX[move.place]]
    r = p.reward
    coins = r.coins + (r.first_builder_coins if _builders(view, move.place) == 0 else 0)
    return 0.6 * coins + 2.0 * r.key_cards + 1.5 * (p.cost_keys > 0) - 0.5 * r.goods_take


def letters(view: SeatView, move: Move) -> float:
    if not isinstance(move, Build):
        return 0.0
    p = data.PLACES[data.PLACE_INDEX[move.place]]
    r = p.reward
    order = _builders(view, move.place)
    paid = r.letters_by_order[order] if order < len(r.letters_by_order) else 0
    return (
        0.3 * paid
        + 1.5 * r.bonus_choose
        + 0.8 * (SCORED >> p.index & 1)
        - 0.4 * (r.coins + r.first_builder_coins > 0)
    )


PLANS = (Style("coins", coins_and_keys, 1.5), Style("letters", letters, 2.0))
