"""A heuristic San Juan player: the priorities a good player follows, from its seat's view only.

Every choice scores the legal moves with a few transparent rules of thumb: what a building is
worth to this city, what a card in hand is worth (a future building, or just money), which
role gives this seat the most. No lookahead; it never sees a hidden card.
"""

from __future__ import annotations

from collections.abc import Sequence

from common import rng
from sanjuan import data
from sanjuan.moves import (
    Build,
    Discard,
    Keep,
    Move,
    Pay,
    PayGood,
    PickRole,
    Produce,
    Reveal,
    Sell,
    Take,
    Tuck,
)
from sanjuan.rules import build_cost
from sanjuan.view import PlayerView, SeatView

FUNCTION_WORTH = {
    "library": 4.5,
    "quarry": 3.0,
    "smithy": 2.0,
    "carpenter": 2.5,
    "poor_house": 1.0,
    "black_market": 1.5,
    "trading_post": 2.0,
    "well": 1.5,
    "market_stand": 1.5,
    "market_hall": 2.5,
    "crane": 1.0,
    "chapel": 3.0,
    "tower": 2.0,
    "aqueduct": 2.0,
    "prefecture": 2.5,
    "archive": 1.5,
    "gold_mine": 1.0,
}
"""What a function building's effect adds, in points, over a typical game."""
GOOD_WORTH = {
    "indigo_plant": 0.5,
    "sugar_mill": 1.0,
    "tobacco_storage": 1.5,
    "coffee_roaster": 2.0,
    "silver_smelter": 2.5,
}
MEAN_PRICE = {
    b: sum(t[col] for t in data.TILES.values()) / len(data.TILES)
    for b, col in data.GOOD_COLUMN.items()
}
CARD_AS_MONEY = 0.6
"""A card that can only pay for something is worth a little."""
PAY_WEIGHT = 0.35
"""Each card paid costs roughly this many points of future buildings."""


def building_worth(building: str, me: PlayerView) -> float:
    """What having `building` in play is worth to this city at the end of the game."""
    b = data.BY_ID[building]
    city = me.city
    if b.cls == "production":
        owned = sum(t in data.PRODUCTION for t in city)
        return b.vp + GOOD_WORTH[building] * (1.0 if owned < 5 else 0.4)
    if b.cls == "monument":
        return b.vp + (1.5 if "triumphal_arch" in city else 0.0)
    if b.cls == "six":
        production = sum(t in data.PRODUCTION for t in city)
        violet = sum(t in data.VIOLET for t in city)
        monuments = sum(data.BY_ID[t].cls == "monument" for t in city)
        return {
            "guild_hall": 2.0 * (production + 1.5),
            "city_hall": violet + 3.0,
            "triumphal_arch": 4.0 + 2.0 * monuments,
            "palace": 2.0 + 1.5 * len(city) / 2,
        }[building]
    return b.vp + FUNCTION_WORTH.get(building, 1.0)


def card_worth(card: str, me: PlayerView) -> float:
    """What keeping this card in hand is worth: a future building, or only money."""
    if card in data.VIOLET and card in me.city:
        return CARD_AS_MONEY
    return max(CARD_AS_MONEY, building_worth(card, me) - PAY_WEIGHT * data.COST[card])


class HeuristicBot:
    """Közepes: plays sensible San Juan from its view; ties broken by its own seeded RNG."""

    kind = "heuristic"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)

    def choose(self, view: SeatView, legal: tuple[Move, ...]) -> Move:
        seat = view.seat if view.seat is not None else 0
        me = view.players[seat]
        scored = [(self._score(view, me, move), i) for i, move in enumerate(legal)]
        best = max(score for score, _ in scored)
        top = [i for score, i in scored if score >= best - 1e-9]
        self._rng, pick = rng.below(self._rng, len(top))
        return legal[top[pick]]

    def _score(self, view: SeatView, me: PlayerView, move: Move) -> float:
        hand = me.hand or ()
        match move:
            case PickRole(role, library):
                return _role_worth(view, me, role) + (0.01 if library else 0.0)
            case Build(building, over, _):
                paid = _paid(view, me, building, over)
                gain = building_worth(building, me) - (building_worth(over, me) if over else 0)
                return gain - PAY_WEIGHT * paid
            case PayGood(building):
                return -GOOD_WORTH[building] - 0.8
            case Produce(building):
                return GOOD_WORTH[building] + 1.0
            case Sell(building):
                price = data.TILES[view.tile][data.GOOD_COLUMN[building]] if view.tile else 1
                return 1.0 + price
            case Keep(card):
                return card_worth(card, me)
            case Discard(card) | Tuck(card):
                return -card_worth(card, me) + (0.5 if isinstance(move, Tuck) else 0.0)
            case Take() | Reveal():
                return 1.0
            case Pay(card):
                return -card_worth(card, me)
        # Pass / Done: worth nothing; a Chapel tuck beats it when the hand is large.
        return 0.6 if view.step == "chapel" and len(hand) <= 2 else 0.0


def _paid(view: SeatView, me: PlayerView, building: str, over: str) -> int:
    others = list(me.city)
    if over:
        others.remove(over)
    privilege = view.privilege if view.chooser == me.seat else 0
    return build_cost(building, over, tuple(others), privilege)


def _role_worth(view: SeatView, me: PlayerView, role: str) -> float:
    hand: Sequence[str] = me.hand or ()
    city = me.city
    library = 2 if "library" in city else 1
    if role == "builder":
        options = [
            building_worth(c, me) - PAY_WEIGHT * _cost_as_builder(c, me, library)
            for c in hand
            if not (c in data.VIOLET and c in city)
            and _cost_as_builder(c, me, library) <= len(hand) - 1
        ]
        return max(options, default=0.0) + 0.5 * library
    if role == "producer":
        empty = [b for b, g in zip(city, me.goods, strict=True) if b in data.PRODUCTION and not g]
        limit = 1 + library + ("aqueduct" in city)
        best = sorted((GOOD_WORTH[b] + 1.0 for b in empty), reverse=True)[:limit]
        return sum(best) * 0.8
    if role == "trader":
        loaded = [b for b, g in zip(city, me.goods, strict=True) if g]
        limit = 1 + library + ("trading_post" in city)
        prices = sorted((MEAN_PRICE[b] for b in loaded), reverse=True)[:limit]
        bonus = 0.8 * ("market_hall" in city and bool(prices))
        return CARD_AS_MONEY * 1.6 * sum(prices) + bonus
    if role == "councillor":
        return 1.4 + 0.4 * library + 0.6 * ("prefecture" in city)
    return 0.9 * library + 0.3 * ("gold_mine" in city)


def _cost_as_builder(card: str, me: PlayerView, library: int) -> int:
    return build_cost(card, "", me.city, library)
