"""What one Puerto Rico decision reads of the view (`Position`, with a `SeatFacts` summary of each
player), and what things are worth to a seat: a building, a plantation tile, a spot for a
colonist, the best build now.
"""

from __future__ import annotations

from puertorico import data
from puertorico.ai.facts import (
    BY_ID,
    CIRCLES,
    COLUMN,
    CORN,
    GOOD_VALUE,
    GOODS_N,
    HORIZON_CAP,
    INDIGO_PLANT,
    MONEY_VALUE,
    PAIR_RATE,
    PRODUCES,
    QUARRY,
    ROUNDS,
    SHIPPERS,
    SIZE,
    SUGAR_MILL,
)
from puertorico.rules import discounts
from puertorico.view import PlayerView, SeatView


class SeatFacts:
    """What the scoring reads of one player, computed once per decision."""

    __slots__ = (
        "cap",
        "idle",
        "island",
        "kinds",
        "p",
        "potential",
        "produce",
        "spaces",
        "staffed",
        "total_potential",
    )

    def __init__(self, p: PlayerView) -> None:
        self.p = p
        cap = [0] * GOODS_N
        staffed = [0] * GOODS_N
        for b, n in zip(p.city, p.staff, strict=True):
            g = PRODUCES.get(b, -1)
            if g >= 0:
                cap[g] += CIRCLES[b]
                staffed[g] += n
        self.cap = cap
        """Production circles per good (corn needs none)."""
        self.staffed = staffed
        tiles, worked = p.tiles, p.worked
        produce = [min(worked[g], staffed[g]) for g in range(GOODS_N)]
        produce[CORN] = worked[CORN]
        if works(p, "aqueduct"):
            for large in (INDIGO_PLANT, SUGAR_MILL):
                g = PRODUCES[large]
                if produce[g] and works(p, large):
                    produce[g] += 1
        self.produce = produce
        """Barrels per good the next craftsman phase makes (before supply limits)."""
        potential = [min(tiles[g], cap[g]) for g in range(GOODS_N)]
        potential[CORN] = tiles[CORN]
        self.potential = potential
        """Barrels per good once every pair is staffed."""
        self.total_potential = sum(potential)
        self.kinds = sum(1 for g in range(GOODS_N) if potential[g])
        self.island = sum(tiles) + len(p.forests)
        self.spaces = sum(SIZE[b] for b in p.city)
        self.idle = p.idle


def works(p: PlayerView, building: str) -> bool:
    city = p.city
    return building in city and p.staff[city.index(building)] > 0


class Position:
    """One decision's reading of the view: the game's progress and each seat's summary."""

    __slots__ = ("dv", "end", "h", "me", "n", "rl", "seat", "seats", "t", "v")

    def __init__(self, v: SeatView) -> None:
        self.v = v
        seat = v.seat if v.seat is not None else (v.to_act or 0)
        self.seat = seat
        self.n = len(v.players)
        self.seats: list[SeatFacts | None] = [None] * self.n
        self.me = self.of(seat)
        rules = v.rules
        chips = rules.vp_chips if rules is not None else 100
        t = 1.0 - v.vp_supply / chips
        if rules is not None and not rules.exp_nobles:
            t = max(t, 1.0 - v.colonist_supply / max(1, rules.setup.colonists))
        spaces = max(sum(SIZE[b] for b in p.city) for p in v.players)
        t = max(t, spaces / data.CITY_SPACES, (v.round - 1) / ROUNDS)
        self.end = bool(v.triggers)
        """The game ends with this round."""
        if self.end:
            t = 1.0
        self.t = min(1.0, t)
        rl = max(0.0, ROUNDS * (1.0 - self.t))
        self.rl = rl
        """Rounds the game is likely still to run after this one."""
        self.h = min(HORIZON_CAP, rl + 0.5)
        """Rounds of income credited to what is gained now."""
        self.dv = MONEY_VALUE if not self.end else _last_round_money(v)
        """What a doubloon is worth (VP): what it buys, nothing once building is over."""

    def of(self, seat: int) -> SeatFacts:
        s = self.seats[seat]
        if s is None:
            s = self.seats[seat] = SeatFacts(self.v.players[seat])
        return s


def _last_round_money(v: SeatView) -> float:
    """A doubloon in the game's last round: worth something while the builder is still to
    come, only the tie-break (R-PR-62) once this builder phase spends it or it is gone."""
    if v.phase == "builder_phase":
        return 0.05
    for card, taker in zip(v.cards, v.card_taker, strict=True):
        if card == "builder" and taker < 0:
            return 0.4
    return 0.02


# ---------------------------------------------------------------------------------------------
# Values: buildings, tiles, spots for a colonist


def per_round(c: Position, s: SeatFacts, building: str) -> float:
    """What an occupied beige building brings in per round (VP), for this player."""
    dv = c.dv
    prod = s.total_potential
    ship_scale = min(1.0, (prod + 1) / 5.0)
    island_open = s.island < data.ISLAND_SPACES - 1
    match building:
        case "small_market":
            return 0.6 * dv
        case "large_market":
            return 1.2 * dv
        case "hacienda":
            return 0.25 if island_open else 0.0
        case "construction_hut":
            return 0.2 if s.p.tiles[QUARRY] < 4 else 0.0
        case "small_warehouse":
            return 0.25 * ship_scale
        case "large_warehouse":
            return 0.4 * ship_scale
        case "hospice":
            return 0.3 if island_open else 0.05
        case "office":
            return 0.4 * dv
        case "factory":
            return 0.8 * dv * data.FACTORY_INCOME[min(5, s.kinds + 1)]
        case "university":
            return 0.25
        case "harbor":
            return SHIPPERS * ship_scale
        case "wharf":
            return 1.1 * SHIPPERS * ship_scale
        case "aqueduct":
            larges = (INDIGO_PLANT in s.p.city) + (SUGAR_MILL in s.p.city)
            return 0.35 * larges + 0.05
        case "forest_house":
            return 0.1 if island_open else 0.0
        case "black_market":
            return 0.1
        case "storehouse":
            return 0.3 * ship_scale
        case "guest_house":
            return 0.2
        case "trading_post":
            return 0.8 * dv
        case "church":
            return 0.5
        case "small_wharf":
            return 0.5 * ship_scale
        case "lighthouse":
            return 1.5 * dv
        case "specialty_factory":
            return 0.5 * dv * max(0, max(s.potential[1:]) - 1) + 0.1
        case "library":
            return 0.6
        case "union_hall":
            return 0.5 * ship_scale
        case "land_office":
            return 0.15 if island_open else 0.1
        case "chapel":
            return 0.4
        case "hunting_lodge":
            return 0.1
        case "zoning_office":
            return 0.6 * dv
        case "royal_supplier":
            return 0.2 * len(s.p.nobles) + 0.1
        case "villa":
            return 0.35
    return 0.0


def large_extra(c: Position, s: SeatFacts, building: str) -> float:
    """The game-end extra a large building is likely to reach for this player (§6.2)."""
    p = s.p
    more = min(c.rl, 4.0) / 4.0
    """Growth still to come, relative to a few rounds."""
    match building:
        case "guild_hall":
            now = sum(
                (2 if b in data.LARGE_PRODUCTION else 1)
                for b in p.city
                if BY_ID[b].cls == "production"
            )
            return now + 2.0 * more
        case "residence":
            spaces = min(data.ISLAND_SPACES, s.island + int(3 * more))
            return float(data.RESIDENCE_BONUS[spaces])
        case "fortress":
            return (sum(p.worked) + sum(p.staff) + p.idle + 4 * more) / 3.0
        case "customs_house":
            vp = p.vp if p.vp is not None else 0
            return (vp + 10 * more) / 4.0
        case "city_hall":
            beige = sum(1 for b in p.city if BY_ID[b].beige)
            return beige + 1 + 1.5 * more
        case "cloister":
            triples = sum(n // 3 for n in p.tiles) + len(p.forests) // 3
            return float(data.CLOISTER_BONUS[min(4, triples)]) + 1.0 * more
        case "royal_garden":
            return len(p.nobles) + 2.0 * more
    return 0.0


def building_value(c: Position, s: SeatFacts, building: str) -> float:
    """Printed VP plus what the building brings this player by the end of the game."""
    b = BY_ID[building]
    h = c.h
    if b.cls == "production":
        g = b.good
        if g < 0:  # the Jeweler: doubloons per noble owned
            return b.vp + 0.8 * c.dv * (len(s.p.nobles) + 1) * h * PAIR_RATE
        p = s.p
        # A plantation more of the kind may still come while the game runs on.
        tiles = p.tiles[g] + (1 if c.rl > 4 else 0)
        usable = min(b.circles, max(0, tiles - s.cap[g]))
        new_kind = 0.6 * h / HORIZON_CAP if not s.potential[g] and usable else 0.0
        return b.vp + usable * GOOD_VALUE[g] * PAIR_RATE * h * 0.8 + new_kind
    if b.cls == "beige_large":
        return b.vp + large_extra(c, s, building) * (0.9 if b.circles else 0.0)
    return b.vp + per_round(c, s, building) * h


def price_of(c: Position, s: SeatFacts, building: str, privilege: int) -> int:
    rules = c.v.rules
    cost = rules.cost[building] if rules is not None else data.COST[building]
    return max(0, cost - discounts(s.p, privilege)[COLUMN[building]])


def tile_value(c: Position, s: SeatFacts, k: int) -> float:
    """A new island tile of kind `k` for this player (VP)."""
    p = s.p
    if s.island >= data.ISLAND_SPACES:
        return 0.0
    late = 0.3 if ("residence" in p.city or "cloister" in p.city) else 0.05
    h = c.h
    if k == QUARRY:
        q = p.tiles[QUARRY]
        builds = 0.45 * c.dv * min(c.rl, 8.0) * (1.0 if q < 2 else 0.6 if q < 4 else 0.05)
        return builds + late
    if k == CORN:
        return 0.55 * GOOD_VALUE[CORN] * PAIR_RATE * h + late
    spare = s.cap[k] - p.tiles[k]
    if spare > 0:
        return GOOD_VALUE[k] * PAIR_RATE * h * 0.75 + late
    return 0.1 * h * GOOD_VALUE[k] + late


def forest_value(c: Position, s: SeatFacts) -> float:
    if s.island >= data.ISLAND_SPACES:
        return 0.0
    pair = len(s.p.forests) % 2 == 1
    return (0.5 if pair else 0.2) * c.dv * min(c.rl, 8.0) * 0.5 + 0.1


def spot_value(c: Position, s: SeatFacts, target: str, hand: int, noble: bool) -> float:
    """What one piece placed on `target` adds (mayor placement, guests, the University)."""
    p = s.p
    h = c.h
    k = data.ISLAND_INDEX.get(target, -1)
    if k >= 0:
        if k == QUARRY:
            return 0.5 * c.dv * min(c.rl, 8.0) * (1.0 if p.worked[QUARRY] < 4 else 0.1) + 0.05
        if k == CORN:
            return GOOD_VALUE[CORN] * PAIR_RATE * h + 0.05
        if s.staffed[k] > p.worked[k]:
            return GOOD_VALUE[k] * PAIR_RATE * h + 0.1
        if s.cap[k] > p.worked[k] and hand >= 2:
            return 0.5 * GOOD_VALUE[k] * PAIR_RATE * h
        return 0.04
    b = BY_ID.get(target)
    if b is None:
        return 0.0
    g = b.good
    if b.cls == "production":
        if g < 0:
            return 0.8 * c.dv * (len(p.nobles) + noble) * min(h, 3.0) + 0.1
        if p.worked[g] > s.staffed[g]:
            return GOOD_VALUE[g] * PAIR_RATE * h + 0.1
        if p.tiles[g] > s.staffed[g] and hand >= 2:
            return 0.5 * GOOD_VALUE[g] * PAIR_RATE * h
        return 0.03
    if target == "guest_house":
        return 0.1
    staffed = p.staff[p.city.index(target)] if target in p.city else 0
    if staffed:
        return 0.02  # a second piece adds nothing (the Guest house aside)
    if b.cls == "beige_large":
        return large_extra(c, s, target) + 0.2 if b.circles else 0.0
    value = per_round(c, s, target) * h + 0.15
    if target in data.KIND_SENSITIVE:
        value += _kind_bonus(c, s, target, noble)
    return value


def _kind_bonus(c: Position, s: SeatFacts, target: str, noble: bool) -> float:
    """Expansion II: what the piece kind changes on the kind-sensitive buildings."""
    h = min(c.h, 4.0)
    if target == "chapel":
        return 0.8 * h * PAIR_RATE if noble else 0.0
    if target == "hunting_lodge":
        return (0.3 * h if s.island < 8 else 0.0) if noble else 0.1
    if target == "land_office":
        return -0.2 if noble else 0.2
    if target == "zoning_office":
        return (0.3 * c.dv * h if c.t > 0.5 else -0.2) if noble else 0.0
    return 0.0
