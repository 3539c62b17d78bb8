"""Every legal Puerto Rico move's worth in victory points for the seat on turn (`move_score`):
the heuristic's choice at each step.
"""

from __future__ import annotations

from puertorico import data
from puertorico.ai.facts import BY_ID, CORN, DRAFT_STRENGTH, GOOD_VALUE, GOODS_N, PAIR_RATE, QUARRY
from puertorico.ai.plans import role_privilege, role_score, sale_value, ship_estimate
from puertorico.ai.position import (
    Position,
    SeatFacts,
    building_value,
    forest_value,
    large_extra,
    per_round,
    price_of,
    spot_value,
    tile_value,
    works,
)
from puertorico.moves import (
    Build,
    Discard,
    Done,
    Draft,
    Forest,
    Guest,
    Keep,
    Lay,
    Load,
    Move,
    Pass,
    PickRole,
    Place,
    Return,
    Sell,
    Ship,
    Store,
    TakeColonist,
    TakeGood,
    TakeNoble,
    TakeTile,
    Use,
)


def move_score(c: Position, move: Move) -> float:
    v = c.v
    s = c.me
    p = s.p
    match move:
        case PickRole(card):
            i = v.cards.index(card)
            return role_score(c, card, v.card_money[i])
        case Place(piece, target):
            return spot_value(c, s, target, v.hand, piece == "noble")
        case Load(good, ship):
            return _load_score(c, s, data.GOOD_INDEX[good], ship)
        case Build(building, black_market):
            privilege = role_privilege(s, v.chooser == c.seat)
            value = building_value(c, s, building)
            if black_market:
                return (
                    value
                    - p.doubloons * c.dv
                    - 0.8 * (price_of(c, s, building, privilege) - p.doubloons)
                )
            return value - price_of(c, s, building, privilege) * c.dv
        case TakeTile(tile):
            return tile_value(c, s, data.ISLAND_INDEX[tile]) + 0.01
        case Forest(tile):
            return forest_value(c, s)
        case Lay(tile):
            return tile_value(c, s, data.ISLAND_INDEX[tile])
        case Sell(good, trading_post):
            privilege = role_privilege(s, v.chooser == c.seat)
            return sale_value(c, s, data.GOOD_INDEX[good], privilege, trading_post)
        case TakeGood(good):
            g = data.GOOD_INDEX[good]
            return GOOD_VALUE[g] + (0.2 if g not in v.house else 0.0)
        case Store(good):
            g = data.GOOD_INDEX[good]
            return p.goods[g] * GOOD_VALUE[g] + 0.1
        case Keep(good):
            g = data.GOOD_INDEX[good]
            return GOOD_VALUE[g] + 0.01 * p.goods[g]
        case Done():
            if v.step == "small_wharf":
                return _small_wharf_done(s)
            return 0.0
        case Ship(good):
            g = data.GOOD_INDEX[good]
            return 0.6 - 0.2 * GOOD_VALUE[g] + (0.3 if p.goods[g] > 1 else 0.0)
        case Use(building):
            return _use_score(c, s, building)
        case TakeColonist():
            return 0.5 if v.step == "ship_take" else 1.0
        case TakeNoble():
            return 1.2
        case Draft(building):
            return DRAFT_STRENGTH.get(building, 4.0)
        case Guest(piece, target):
            value = spot_value(c, s, target, 1, piece == "noble")
            return 1000.0 + value if value > 0.5 else -1000.0
        case Discard(tile, forest):
            k = data.ISLAND_INDEX[tile]
            if v.step == "land_discard" or forest:
                return -_keep_tile(c, s, k, forest)
            return -_keep_tile(c, s, k, forest) - 0.2
        case Return(item, place):
            return -_return_cost(c, s, item, place)
        case Pass():
            return 0.0
    return 0.0


def _load_score(c: Position, s: SeatFacts, g: int, ship: str) -> float:
    v = c.v
    p = s.p
    if ship == data.WHARF:
        cargo = 0
        for i, sg in enumerate(v.ship_good):
            if sg == g:
                cargo = max(cargo, v.cargo[i] - v.ship_load[i])
        if g not in v.ship_good:
            empty = [v.cargo[i] for i, sg in enumerate(v.ship_good) if sg < 0]
            cargo = max(empty, default=0)
        return p.goods[g] - min(cargo, p.goods[g]) - 0.3 + 0.01 * p.goods[g]
    cap = data.SHIP_CAPACITY[ship]
    i = v.cargo.index(cap)
    amount = min(p.goods[g], cap - v.ship_load[i])
    fills = v.ship_load[i] + amount >= cap
    # Loading the kind others hold as well blocks them less than one only I have: a small
    # preference to keep the smaller ship for a kind, and to finish a ship.
    return amount + 0.2 + 0.1 * fills - 0.01 * cap - 0.05 * GOOD_VALUE[g]


def _small_wharf_done(s: SeatFacts) -> float:
    """Stop shipping to the Small wharf once what is left fits the storage."""
    keep = 1 + 3 * works(s.p, "storehouse")
    kinds = works(s.p, "small_warehouse") + 2 * works(s.p, "large_warehouse")
    left = sum(sorted(s.p.goods, reverse=True)[kinds:])
    return 1.0 if left <= keep else 0.0


def _use_score(c: Position, s: SeatFacts, building: str) -> float:
    v = c.v
    p = s.p
    match building:
        case "hacienda":
            return 0.6 if s.island <= data.ISLAND_SPACES - 2 else -0.1
        case "hospice" | "university" | "villa":
            return 1.0
        case "land_office":
            if p.nobles.count("land_office"):
                worst = min(
                    (_keep_tile(c, s, k, False) for k in range(GOODS_N) if p.tiles[k]),
                    default=9.0,
                )
                return c.dv - worst
            best = max((tile_value(c, s, k) for k in set(v.row)), default=0.0)
            return best - c.dv
        case "small_wharf":
            # After the cargo loads (they score more): what would be lost in storage.
            _, _, left = ship_estimate(c, s)
            keep = 1 + 3 * works(p, "storehouse")
            spare = left - keep
            return 0.5 * spare if spare >= 2 else -0.5
    return 0.5


def _keep_tile(c: Position, s: SeatFacts, k: int, forest: bool) -> float:
    """What an own plantation (or forest) of kind `k` is worth keeping."""
    p = s.p
    if forest:
        return 0.3 + 0.3 * (len(p.forests) % 2 == 0)
    if k == CORN:
        return 0.6
    if s.cap[k] >= p.tiles[k]:
        return GOOD_VALUE[k] * PAIR_RATE * c.h
    return 0.05 + 0.3 * (p.worked[k] > s.staffed[k])


def _return_cost(c: Position, s: SeatFacts, item: str, place: str) -> float:
    """Black market returns cost this much; Royal supplier returns pay 1 VP each."""
    if c.v.step == "royal_supplier":
        g = data.GOOD_INDEX[item]
        return 0.7 * GOOD_VALUE[g] - 1.0
    if item == "vp":
        return 1.0
    if item in data.GOOD_INDEX:
        return 0.7 * GOOD_VALUE[data.GOOD_INDEX[item]]
    noble = 1.0 if item == "noble" else 0.0
    return noble + _piece_worth(c, s, place) + 0.1


def _piece_worth(c: Position, s: SeatFacts, place: str) -> float:
    """What a piece standing on `place` brings in now (what taking it away costs)."""
    p = s.p
    h = c.h
    if place == data.WINDROSE:
        return 0.0
    k = data.ISLAND_INDEX.get(place, -1)
    if k == CORN:
        return GOOD_VALUE[CORN] * PAIR_RATE * h
    if k == QUARRY:
        return 0.5 * c.dv * min(c.rl, 8.0)
    if k >= 0:
        return GOOD_VALUE[k] * PAIR_RATE * h if s.staffed[k] >= p.worked[k] else 0.05
    b = BY_ID[place]
    if b.cls == "production":
        g = b.good
        if g < 0:
            return 0.8 * c.dv * len(p.nobles) * min(h, 3.0)
        return GOOD_VALUE[g] * PAIR_RATE * h if p.worked[g] >= s.staffed[g] else 0.05
    if p.staff[p.city.index(place)] > 1:
        return 0.05
    if b.cls == "beige_large":
        return large_extra(c, s, place)
    return per_round(c, s, place) * h
