"""San Juan / ANNO XVII strangers (`common.strangers`): a producer-trader and a violet builder.

The producer-trader fills its city with production buildings and the buildings that make
trade pay (Trading post, Markets, Well, Aqueduct, Harbour, Guild hall) and takes the producer
and the trader; the violet builder goes for violet buildings and a six-cost bonus (the Palace
first), takes the builder and the councillor, and keeps violet cards. Buildings are judged by
the San Juan function they perform, so both rulesets are served. Bonuses are in points, the
heuristic's unit, on top of its own scores.
"""

from __future__ import annotations

from common.strangers import Style
from sanjuan import data
from sanjuan.ai import CLS, EFFECT, TRADE
from sanjuan.moves import Build, Keep, Move, PickRole
from sanjuan.view import SeatView

TRADER_ROLES = {"producer": 1.0, "trader": 1.0, "builder": -0.3, "councillor": -0.4}
VIOLET_ROLES = {"builder": 1.0, "councillor": 0.6, "producer": -0.5, "trader": -0.3}
VIOLET_SIX = {"palace": 4.0, "city_hall": 2.5, "triumphal_arch": 2.5, "castle": 2.5}


def _trader_building(t: str) -> float:
    if CLS[t] == "production":
        return 1.0 + 0.3 * data.GOOD_COLUMN[t]
    effect = EFFECT[t]
    if effect in TRADE:
        return 1.5
    if effect == "guild_hall":
        return 3.0
    return -0.5 if effect != "library" else 0.0


def _violet_building(t: str) -> float:
    cls = CLS[t]
    if cls == "production":
        return -0.6
    if cls == "six":
        return VIOLET_SIX.get(EFFECT[t], 0.0)
    return 1.5 if EFFECT[t] == "library" else 1.0


def trader(view: SeatView, move: Move) -> float:
    match move:
        case PickRole(role):
            return TRADER_ROLES.get(role, 0.0)
        case Build(building):
            return _trader_building(building)
        case Keep(card):
            return 0.4 * (_trader_building(card) > 0)
    return 0.0


def violet(view: SeatView, move: Move) -> float:
    match move:
        case PickRole(role):
            return VIOLET_ROLES.get(role, 0.0)
        case Build(building):
            return _violet_building(building)
        case Keep(card):
            return 0.3 * _violet_building(card)
    return 0.0


PLANS = (Style("trader", trader, 0.5), Style("violet", violet, 0.5))
