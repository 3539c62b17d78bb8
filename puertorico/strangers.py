"""Puerto Rico strangers (`common.strangers`): a shipper and a builder.

The two classic plans: the shipper makes many barrels and ships them (captain, craftsman,
plantations, production buildings, Harbor and Wharf, warehouses); the builder makes money and
builds (builder, trader, quarries, markets, Factory, large buildings). The bonuses are in VP,
the heuristic's unit, on top of its own scores.
"""

from __future__ import annotations

from common.strangers import Style
from puertorico import data
from puertorico.moves import Build, Move, PickRole, Sell, TakeTile
from puertorico.view import SeatView

SHIPPER_ROLES = {"captain": 1.2, "craftsman": 0.8, "settler": 0.3, "builder": -0.3, "trader": -0.6}
SHIPPER_BUILDINGS = {
    "harbor": 2.5,
    "wharf": 2.5,
    "small_warehouse": 1.0,
    "large_warehouse": 1.2,
    "storehouse": 1.0,
    "union_hall": 1.0,
    "small_wharf": 1.0,
    "lighthouse": 0.8,
    "hacienda": 0.5,
    "hospice": 0.5,
    "small_market": -0.5,
    "large_market": -0.5,
    "factory": -0.5,
    "office": -0.5,
}
BUILDER_ROLES = {"builder": 1.2, "trader": 0.8, "settler": 0.2, "craftsman": 0.2, "captain": -0.8}
BUILDER_BUILDINGS = {
    "factory": 1.5,
    "small_market": 1.0,
    "large_market": 1.2,
    "office": 0.8,
    "university": 0.5,
    "construction_hut": 0.8,
    "trading_post": 0.8,
    "specialty_factory": 0.8,
    "harbor": -1.0,
    "wharf": -1.0,
}
DEAR = frozenset({"tobacco_storage", "coffee_roaster"})
"""The builder's production: the goods that sell best."""


def shipper(view: SeatView, move: Move) -> float:
    match move:
        case PickRole(card):
            return SHIPPER_ROLES.get(data.CARD_ROLE[card], 0.0)
        case Build(building, _):
            if data.BY_ID[building].cls == "production":
                return 1.2
            return SHIPPER_BUILDINGS.get(building, 0.0)
        case TakeTile(tile):
            k = data.ISLAND_INDEX[tile]
            return -0.4 if k == data.QUARRY else 0.8 if k == data.CORN else 0.6
        case Sell():
            return -0.5
    return 0.0


def builder(view: SeatView, move: Move) -> float:
    match move:
        case PickRole(card):
            return BUILDER_ROLES.get(data.CARD_ROLE[card], 0.0)
        case Build(building, _):
            b = data.BY_ID[building]
            if b.cls == "beige_large":
                return 2.5
            if b.cls == "production":
                return 0.5 if building in DEAR else -0.3
            return BUILDER_BUILDINGS.get(building, 0.0)
        case TakeTile(tile):
            return 1.2 if data.ISLAND_INDEX[tile] == data.QUARRY else 0.0
        case Sell():
            return 0.4
    return 0.0


PLANS = (Style("shipper", shipper, 0.6), Style("builder", builder, 0.6))
