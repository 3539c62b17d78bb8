"""A heuristic Puerto Rico player: the priorities a good player follows, from its seat's view.

Every decision scores the legal moves with a few transparent rules of thumb, all in one unit,
victory points expected by the end of the game:

- a barrel is worth about a VP (`GOOD_VALUE`), a doubloon what it buys (`_Ctx.dv`);
- a building is worth its printed VP, plus what its function or production brings in per
  round (`per_round`), times the rounds the game is likely still to run (the horizon);
- a role is worth what it gives this seat (its privilege and the doubloons on the card
  included) less a share of what it gives the others;
- a colonist is worth the spot it fills: the half of a production pair (plantation +
  building), a beige building's function, a corn field, a quarry.

No lookahead and no state: it reads only the view (the other seats' VP stay unknown), so the
search bot can play whole rollouts with it.
"""

from __future__ import annotations

from common import rng
from common.bots import Reason
from puertorico import data, text_en, text_hu
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
from puertorico.rules import discounts, income
from puertorico.view import PlayerView, SeatView

GOODS_N = len(data.GOODS)
CORN = data.CORN
QUARRY = data.QUARRY
GOOD_VALUE = (0.75, 0.95, 1.1, 1.3, 1.45)
"""What a barrel is worth (VP): about one when shipped; the dear ones sell well too."""
PAIR_RATE = 0.45
"""Barrels a staffed production pair makes per round (the craftsman is not taken every
round)."""
HORIZON_CAP = 7.0
"""Rounds of income a building or a colonist is credited with at most (later is uncertain)."""
ROUNDS = 15.0
"""A typical game's length in rounds."""
MONEY_VALUE = 0.75
"""What a doubloon is worth (VP) while there is building to come."""
RIVALS = 0.9
"""How much of what a role gives the other seats (their mean) counts against it."""
SPOIL = 0.6
"""What a barrel lost in storage costs (VP)."""
SHIPPERS = 1.6
"""Harbor / Wharf: VP per round for a player who produces a lot."""
SIZE = data.SIZE
CIRCLES = data.CIRCLES
COLUMN = data.COLUMN
PRODUCES = data.PRODUCES
BY_ID = data.BY_ID
INDIGO_PLANT, SUGAR_MILL = "indigo_plant", "sugar_mill"
DRAFT_STRENGTH = {
    "factory": 9.0,
    "harbor": 9.0,
    "library": 9.0,
    "wharf": 8.0,
    "guild_hall": 8.0,
    "large_market": 7.0,
    "residence": 7.0,
    "city_hall": 7.0,
    "statue": 7.0,
    "construction_hut": 6.0,
    "small_market": 6.0,
    "hospice": 6.0,
    "large_warehouse": 6.0,
    "church": 6.0,
    "union_hall": 6.0,
    "villa": 6.0,
    "fortress": 6.0,
    "customs_house": 5.5,
    "hacienda": 5.0,
    "office": 5.0,
    "university": 5.0,
    "small_warehouse": 5.0,
    "specialty_factory": 5.0,
    "lighthouse": 5.0,
    "small_wharf": 5.0,
    "trading_post": 5.0,
    "storehouse": 5.0,
    "chapel": 5.0,
    "zoning_office": 5.0,
    "cloister": 5.0,
    "royal_garden": 5.0,
    "guest_house": 4.0,
    "aqueduct": 4.0,
    "black_market": 4.0,
    "royal_supplier": 4.0,
    "forest_house": 3.0,
    "land_office": 3.0,
    "hunting_lodge": 3.0,
}
"""Draft (Expansion I/II selection): how much a type is worth having on the board; the bot
takes the strong ones first, before another seat chooses them away."""


class _Seat:
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
        if _works(p, "aqueduct"):
            for large in (INDIGO_PLANT, SUGAR_MILL):
                g = PRODUCES[large]
                if produce[g] and _works(p, large):
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


def _works(p: PlayerView, building: str) -> bool:
    city = p.city
    return building in city and p.staff[city.index(building)] > 0


class _Ctx:
    """One decision's reading of the view: the game's progress and each seat's summary."""

    __slots__ = ("dv", "end", "h", "me", "n", "rl", "seat", "seats", "t", "v")

    def __init__(self, v: SeatView) -> None:
        self.v = v
        seat = v.seat if v.seat is not None else (v.to_act or 0)
        self.seat = seat
        self.n = len(v.players)
        self.seats: list[_Seat | None] = [None] * self.n
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

    def of(self, seat: int) -> _Seat:
        s = self.seats[seat]
        if s is None:
            s = self.seats[seat] = _Seat(self.v.players[seat])
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


def per_round(c: _Ctx, s: _Seat, building: str) -> float:
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


def large_extra(c: _Ctx, s: _Seat, building: str) -> float:
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


def building_value(c: _Ctx, s: _Seat, building: str) -> float:
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


def price_of(c: _Ctx, s: _Seat, building: str, privilege: int) -> int:
    rules = c.v.rules
    cost = rules.cost[building] if rules is not None else data.COST[building]
    return max(0, cost - discounts(s.p, privilege)[COLUMN[building]])


def tile_value(c: _Ctx, s: _Seat, k: int) -> float:
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


def forest_value(c: _Ctx, s: _Seat) -> float:
    if s.island >= data.ISLAND_SPACES:
        return 0.0
    pair = len(s.p.forests) % 2 == 1
    return (0.5 if pair else 0.2) * c.dv * min(c.rl, 8.0) * 0.5 + 0.1


def spot_value(c: _Ctx, s: _Seat, target: str, hand: int, noble: bool) -> float:
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


def _kind_bonus(c: _Ctx, s: _Seat, target: str, noble: bool) -> float:
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


# ---------------------------------------------------------------------------------------------
# Roles: what a role gives a seat now


def _privilege(s: _Seat, chooser: bool) -> int:
    if not chooser:
        return 0
    return 2 if _works(s.p, "library") else 1


def settler_gain(c: _Ctx, s: _Seat, chooser: bool) -> float:
    if s.island >= data.ISLAND_SPACES:
        return 0.0
    v = c.v
    kinds = set(v.row)
    best = max((tile_value(c, s, k) for k in kinds), default=0.0)
    if (chooser or _works(s.p, "construction_hut")) and v.quarries:
        best = max(best, tile_value(c, s, QUARRY))
    gain = best
    if _works(s.p, "hacienda") and s.island < data.ISLAND_SPACES - 1:
        gain += 0.4
    if _works(s.p, "hospice") and best > 0.3:
        gain += spot_value(c, s, "corn_plantation", 1, False) * 0.6
    if chooser and _privilege(s, chooser) == 2:
        gain += 0.6 * best
    return gain


def spots(c: _Ctx, s: _Seat) -> list[float]:
    """The values of the spots a new piece could fill (best first), after the idle pieces."""
    p = s.p
    h = c.h
    out: list[float] = []
    for g in range(1, GOODS_N):
        pot = s.potential[g]
        missing_tiles = max(0, pot - p.worked[g])
        missing_circles = max(0, pot - s.staffed[g])
        pieces = missing_tiles + missing_circles
        if pieces:
            gained = pot - min(p.worked[g], s.staffed[g])
            each = gained * GOOD_VALUE[g] * PAIR_RATE * h / pieces
            out += [each] * pieces
    corn = p.tiles[CORN] - p.worked[CORN]
    out += [GOOD_VALUE[CORN] * PAIR_RATE * h] * corn
    q = min(p.tiles[QUARRY], 4) - p.worked[QUARRY]
    if q > 0:
        out += [0.5 * c.dv * min(c.rl, 8.0)] * q
    for b, n in zip(p.city, p.staff, strict=True):
        info = BY_ID[b]
        if info.cls == "production" or n or not info.circles:
            if b == "guest_house" and n < 2:
                out.append(0.1)
            continue
        if info.cls == "beige_large":
            out.append(large_extra(c, s, b))
        else:
            out.append(per_round(c, s, b) * h + 0.15)
    out.sort(reverse=True)
    return out


def mayor_gain(c: _Ctx, s: _Seat, pieces: int) -> float:
    if pieces <= 0:
        return 0.0
    values = spots(c, s)
    start = s.idle
    gain = sum(values[start : start + pieces])
    if c.v.nobles_in_play:
        gain += 0.3 * pieces  # the odd noble: 1 VP at the end
    return gain + 0.05 * pieces


def _ship_share(c: _Ctx, chooser: int, seat: int) -> int:
    """Pieces from the colonist ship for `seat` when `chooser` is the mayor."""
    v = c.v
    ship = v.colonist_ship + v.noble_ship
    k = (seat - chooser) % c.n
    return max(0, (ship - k + c.n - 1) // c.n)


def best_build(c: _Ctx, s: _Seat, privilege: int) -> tuple[float, str]:
    """The best build for this player now: (value less the money's worth, building)."""
    p = s.p
    free = data.CITY_SPACES - s.spaces
    if free <= 0:
        return 0.0, ""
    best, name = 0.0, ""
    dv = c.dv
    money = p.doubloons
    disc = discounts(p, privilege)
    rules = c.v.rules
    costs = rules.cost if rules is not None else data.COST
    for i, left in enumerate(c.v.buildings):
        if not left:
            continue
        b = data.BUILDINGS[i]
        if b.size > free or b.id in p.city:
            continue
        price = max(0, costs[b.id] - disc[b.column])
        if price > money:
            continue
        score = building_value(c, s, b.id) - price * dv
        if score > best:
            best, name = score, b.id
    return best, name


def craftsman_gain(c: _Ctx, s: _Seat, chooser: bool) -> float:
    supply = c.v.goods_supply
    gain = 0.0
    kinds = 0
    top = 0.0
    for g in range(GOODS_N):
        made = min(s.produce[g], supply[g])
        if made:
            kinds += 1
            value = GOOD_VALUE[g] * (0.8 if s.p.goods[g] >= 3 else 1.0)
            gain += made * value
            if supply[g] > made:
                top = max(top, value)
    if _works(s.p, "factory"):
        gain += data.FACTORY_INCOME[kinds] * c.dv
    if chooser:
        gain += top * _privilege(s, True)
    if _works(s.p, "chapel"):
        gain += 1.0 if s.p.nobles.count("chapel") else c.dv
    if c.end:
        gain *= 0.5  # barrels made in the last round only ship or sell if those roles remain
    return gain


def sale_value(c: _Ctx, s: _Seat, g: int, privilege: int, trading_post: bool) -> float:
    """A sale's worth: the income's worth less the barrel's worth kept."""
    money = income(s.p, g, privilege, trading_post)
    return money * c.dv - _keep_value(c, g)


def _keep_value(c: _Ctx, g: int) -> float:
    """A barrel kept instead of sold: shipped later for about 1 VP, if it is not lost."""
    return 0.55 + 0.25 * c.t


def trader_gain(c: _Ctx, s: _Seat, chooser: bool, room: int, house: tuple[int, ...]) -> float:
    p = s.p
    if not any(p.goods):
        return 0.0
    privilege = _privilege(s, chooser)
    best = 0.0
    office = _works(p, "office")
    if room > 0:
        for g in range(GOODS_N):
            if p.goods[g] and (office or g not in house):
                best = max(best, sale_value(c, s, g, privilege, False))
    if _works(p, "trading_post"):
        for g in range(GOODS_N):
            if p.goods[g]:
                best = max(best, sale_value(c, s, g, privilege, True))
    return best


def ship_estimate(c: _Ctx, s: _Seat) -> tuple[int, int, int]:
    """(barrels this player could ship now, load actions, barrels left after), each other
    seat's loads ignored."""
    v = c.v
    caps = v.cargo
    goods = list(s.p.goods)
    shipped = 0
    actions = 0
    empty = sorted((caps[i] for i in range(len(caps)) if v.ship_good[i] < 0), reverse=True)
    for i, g in enumerate(v.ship_good):
        if g >= 0 and goods[g]:
            room = caps[i] - v.ship_load[i]
            n = min(room, goods[g])
            if n:
                shipped += n
                goods[g] -= n
                actions += 1
    order = sorted(
        (g for g in range(GOODS_N) if goods[g] and g not in v.ship_good),
        key=lambda g: -goods[g],
    )
    for g, cap in zip(order, empty, strict=False):
        n = min(cap, goods[g])
        shipped += n
        goods[g] -= n
        actions += 1
    if _works(s.p, "wharf") and any(goods):
        best = max(goods)
        shipped += best
        goods[goods.index(best)] = 0
        actions += 1
    return shipped, actions, sum(goods)


def captain_gain(c: _Ctx, s: _Seat, chooser: bool) -> float:
    shipped, actions, left = ship_estimate(c, s)
    gain = float(shipped)
    if _works(s.p, "harbor"):
        gain += actions
    if chooser and shipped:
        gain += _privilege(s, True)
    if _works(s.p, "lighthouse"):
        gain += (actions + chooser) * c.dv
    if _works(s.p, "union_hall"):
        gain += sum(n // 2 for n in s.p.goods)
    keep = 1 + 3 * _works(s.p, "storehouse")
    kinds_kept = _works(s.p, "small_warehouse") + 2 * _works(s.p, "large_warehouse")
    if left:
        rest = sorted(s.p.goods, reverse=True)[kinds_kept:]
        lost = max(0, min(left, sum(rest)) - keep)
        gain -= SPOIL * lost
    return gain


def role_gain(c: _Ctx, role: str, seat: int, chooser: bool) -> float:
    """What the role's phase gives `seat` (its chooser or not), in VP."""
    s = c.of(seat)
    v = c.v
    match role:
        case "settler":
            return settler_gain(c, s, chooser)
        case "mayor":
            pieces = _ship_share(c, v.to_act or 0, seat)
            if chooser and v.colonist_supply:
                pieces += min(_privilege(s, True), v.colonist_supply)
            if _works(s.p, "villa"):
                pieces += 1
            return mayor_gain(c, s, pieces)
        case "builder":
            return best_build(c, s, _privilege(s, chooser))[0]
        case "craftsman":
            return craftsman_gain(c, s, chooser)
        case "trader":
            room = data.HOUSE_SPACES - len(v.house)
            return trader_gain(c, s, chooser, room, v.house)
        case "captain":
            return captain_gain(c, s, chooser)
        case "prospector":
            return _privilege(s, chooser) * c.dv
    return 0.0


def role_score(c: _Ctx, card: str, money: int) -> float:
    role = data.CARD_ROLE[card]
    me = c.seat
    mine = role_gain(c, role, me, True) + money * c.dv
    if role == "prospector":
        return mine
    others = [role_gain(c, role, s, False) for s in range(c.n) if s != me]
    if role == "trader" and others:
        # The house fills in turn: the seats after me find less room.
        others.sort(reverse=True)
        room = data.HOUSE_SPACES - len(c.v.house) - 1
        others = others[: max(0, room)]
    weight = RIVALS * (0.9 if c.n == 2 else 1.0 / (c.n - 1))
    return mine - weight * sum(others)


# ---------------------------------------------------------------------------------------------
# The bot


class HeuristicBot:
    """Könnyű: plays sensible Puerto Rico from its view; ties broken by its own seeded RNG."""

    kind = "heuristic"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)
        self.reason: Reason | None = None

    def choose(self, view: SeatView, legal: tuple[Move, ...]) -> Move:
        c = _Ctx(view)
        scored = [_score(c, m) for m in legal]
        best = max(scored)
        top = [i for i, x in enumerate(scored) if x >= best - 1e-9]
        if len(top) > 1:
            self._rng, pick = rng.below(self._rng, len(top))
            choice = legal[top[pick]]
        else:
            choice = legal[top[0]]
        self.reason = _shared(choice, explain(c, choice))
        return choice

    def scores(self, view: SeatView, legal: tuple[Move, ...]) -> list[float]:
        c = _Ctx(view)
        return [_score(c, m) for m in legal]


def _score(c: _Ctx, move: Move) -> float:
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
            privilege = _privilege(s, v.chooser == c.seat)
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
            privilege = _privilege(s, v.chooser == c.seat)
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


def _load_score(c: _Ctx, s: _Seat, g: int, ship: str) -> float:
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


def _small_wharf_done(s: _Seat) -> float:
    """Stop shipping to the Small wharf once what is left fits the storage."""
    keep = 1 + 3 * _works(s.p, "storehouse")
    kinds = _works(s.p, "small_warehouse") + 2 * _works(s.p, "large_warehouse")
    left = sum(sorted(s.p.goods, reverse=True)[kinds:])
    return 1.0 if left <= keep else 0.0


def _use_score(c: _Ctx, s: _Seat, building: str) -> float:
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
            keep = 1 + 3 * _works(p, "storehouse")
            spare = left - keep
            return 0.5 * spare if spare >= 2 else -0.5
    return 0.5


def _keep_tile(c: _Ctx, s: _Seat, k: int, forest: bool) -> float:
    """What an own plantation (or forest) of kind `k` is worth keeping."""
    p = s.p
    if forest:
        return 0.3 + 0.3 * (len(p.forests) % 2 == 0)
    if k == CORN:
        return 0.6
    if s.cap[k] >= p.tiles[k]:
        return GOOD_VALUE[k] * PAIR_RATE * c.h
    return 0.05 + 0.3 * (p.worked[k] > s.staffed[k])


def _return_cost(c: _Ctx, s: _Seat, item: str, place: str) -> float:
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


def _piece_worth(c: _Ctx, s: _Seat, place: str) -> float:
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


# ---------------------------------------------------------------------------------------------
# Reasons (the log's "why")


def _hu_article(word: str) -> str:
    return "az" if word[:1].lower() in "aáeéiíoóöőuúüű" else "a"


def _b(building: str) -> tuple[str, str]:
    hu = text_hu.BUILDING[building]
    return f"{_hu_article(hu)} {hu}", f"the {text_en.BUILDING[building]}"


def explain(c: _Ctx, move: Move) -> Reason:
    """A few words on why this move scored best."""
    s = c.me
    match move:
        case PickRole(card):
            return _role_reason(c, card)
        case Place(piece, target):
            hu_t, en_t = _target(target)
            if piece == "noble":
                return Reason(f"nemes ide: {hu_t}", f"a noble to {en_t}")
            return Reason(f"telepes ide: {hu_t}", f"a colonist to {en_t}")
        case Load(good, ship):
            if ship == data.WHARF:
                return Reason(
                    f"{text_hu.GOOD[good]} a rakpartra, máshová nem fér",
                    f"{good} onto the Wharf, no ship takes it",
                )
            return Reason(
                f"a legtöbb hordó behajózása ({text_hu.GOOD[good]})",
                f"ship the most barrels ({good})",
            )
        case Build(building, _):
            hu_b, en_b = _b(building)
            if BY_ID[building].cls == "production":
                g = BY_ID[building].good
                if g >= 0 and s.p.tiles[g] > s.cap[g]:
                    tile = data.ISLAND[g]
                    hu_t = text_hu.TILE[tile]
                    return Reason(
                        f"{hu_b} {_hu_article(hu_t)} {hu_t}ekhez",
                        f"{en_b} for my {text_en.TILE[tile]}s",
                    )
            return Reason(f"{hu_b} éri meg a legjobban", f"{en_b} is worth the most")
        case TakeTile(tile):
            k = data.ISLAND_INDEX[tile]
            if k == QUARRY:
                return Reason("kőbánya: olcsóbb építkezés", "a quarry: cheaper buildings")
            if k != CORN and s.cap[k] > s.p.tiles[k]:
                return Reason(
                    f"{text_hu.TILE[tile]} a feldolgozómhoz",
                    f"a {text_en.TILE[tile]} for my production building",
                )
            return Reason(f"a legjobb lapka: {text_hu.TILE[tile]}", f"the best tile: {tile}")
        case Sell(good, _):
            return Reason(
                f"{text_hu.GOOD[good]} eladása hozza a legtöbbet",
                f"selling {good} pays the most",
            )
        case TakeGood(good):
            return Reason(f"a legértékesebb hordó: {text_hu.GOOD[good]}", f"the dearest: {good}")
        case Store(good) | Keep(good):
            return Reason(
                f"{text_hu.GOOD[good]} megtartása, ez a legértékesebb",
                f"keep {good}, worth the most",
            )
        case Draft(building):
            hu_b, en_b = _b(building)
            return Reason(f"{hu_b} erős épület", f"{en_b} is a strong building")
        case Use(building):
            hu_b, en_b = _b(building)
            return Reason(f"{hu_b} használata megéri", f"using {en_b} pays")
        case TakeNoble():
            return Reason("a nemes a végén 1 GyP", "a noble is 1 VP at the end")
        case Guest(_, target):
            hu_t, en_t = _target(target)
            return Reason(f"vendég ide: {hu_t}", f"a guest to {en_t}")
        case TakeColonist():
            return Reason("egy telepes több: van hová tennem", "one more colonist: I have room")
        case Forest():
            return Reason(
                "erdő: két erdő olcsóbb építkezést ad", "a forest: two make building cheaper"
            )
        case Lay(tile):
            return Reason(f"lerakom: {text_hu.TILE[tile]}", f"I lay the {text_en.TILE[tile]}")
        case Ship(good):
            return Reason(
                f"{text_hu.GOOD[good]} a kis rakpartra, különben elveszne",
                f"{good} onto the Small wharf, else it is lost",
            )
        case Discard(tile, _):
            return Reason(
                f"a legkevésbé hasznos lapka: {text_hu.TILE[tile]}",
                f"the least useful tile: {text_en.TILE[tile]}",
            )
        case Return(item, _) if c.v.step == "royal_supplier":
            return Reason(
                f"{text_hu.GOOD[item]}: 1 GyP többet ér a hordónál",
                f"{item}: 1 VP is worth more than the barrel",
            )
        case Return(item, _):
            return Reason("ezt adom vissza a legolcsóbban", "the cheapest thing to give back")
        case Pass() | Done():
            return Reason("nem éri meg többet tenni", "nothing more is worth doing")
    return Reason("ez éri meg a legjobban", "this is worth the most")


def _shared(move: Move, reason: Reason) -> Reason:
    """What the other seats may read of a reason (D-B-15): all of it, but the building the
    Builder is picked for, whose worth counts this seat's hidden VP (a Customs house)."""
    if isinstance(move, PickRole) and data.CARD_ROLE[move.card] == "builder":
        return reason
    return reason.for_everyone()


def _target(target: str) -> tuple[str, str]:
    if target in data.ISLAND_INDEX:
        return text_hu.TILE[target], text_en.TILE[target]
    if target in BY_ID:
        return _b(target)
    return target, target


def _role_reason(c: _Ctx, card: str) -> Reason:
    role = data.CARD_ROLE[card]
    s = c.me
    v = c.v
    hu_role = text_hu.ROLE[role].lower()
    en_role = text_en.ROLE[role].lower()
    money = v.card_money[v.cards.index(card)]
    extra_hu = f" ({money} dublon a kártyán)" if money >= 2 else ""
    extra_en = f" ({money} doubloons on the card)" if money >= 2 else ""
    if role == "captain":
        if _works(s.p, "harbor"):
            hu_b, en_b = _b("harbor")
            return Reason(f"{hu_b} miatt kapitány{extra_hu}", f"captain for {en_b}{extra_en}")
        shipped, _, _ = ship_estimate(c, s)
        return Reason(
            f"kapitány: {shipped} hordót hajózhatok be{extra_hu}",
            f"captain: I can ship {shipped} barrels{extra_en}",
        )
    if role == "builder":
        _, name = best_build(c, s, _privilege(s, True))
        if name:
            hu_b, en_b = _b(name)
            return Reason(
                f"építész: {hu_b} megépítése{extra_hu}", f"builder: to build {en_b}{extra_en}"
            )
    if role == "craftsman":
        return Reason(
            f"iparos: én termelek a legtöbbet{extra_hu}", f"craftsman: I produce most{extra_en}"
        )
    if role == "trader":
        return Reason(
            f"kereskedő: van mit jó áron eladnom{extra_hu}",
            f"trader: I have a good to sell well{extra_en}",
        )
    if role == "mayor":
        empty = len([x for x in spots(c, s) if x > 0.5])
        return Reason(
            f"polgármester: {empty} hasznos üres helyem van{extra_hu}",
            f"mayor: I have {empty} useful empty spots{extra_en}",
        )
    if role == "settler":
        return Reason(
            f"ültetvényes: kell egy új lapka{extra_hu}", f"settler: I need a new tile{extra_en}"
        )
    return Reason(
        f"{hu_role}: a legjobb választás{extra_hu}", f"{en_role}: the best choice{extra_en}"
    )
