"""What a role gives a seat now (`role_gain`), and a role card's score: what it gives this
seat, the doubloons on it included, less a share of what it gives the others.
"""

from __future__ import annotations

from puertorico import data
from puertorico.ai.facts import BY_ID, CORN, GOOD_VALUE, GOODS_N, PAIR_RATE, QUARRY, RIVALS, SPOIL
from puertorico.ai.position import (
    Position,
    SeatFacts,
    building_value,
    large_extra,
    per_round,
    spot_value,
    tile_value,
    works,
)
from puertorico.rules import discounts, income


def role_privilege(s: SeatFacts, chooser: bool) -> int:
    if not chooser:
        return 0
    return 2 if works(s.p, "library") else 1


def settler_gain(c: Position, s: SeatFacts, chooser: bool) -> float:
    if s.island >= data.ISLAND_SPACES:
        return 0.0
    v = c.v
    kinds = set(v.row)
    best = max((tile_value(c, s, k) for k in kinds), default=0.0)
    if (chooser or works(s.p, "construction_hut")) and v.quarries:
        best = max(best, tile_value(c, s, QUARRY))
    gain = best
    if works(s.p, "hacienda") and s.island < data.ISLAND_SPACES - 1:
        gain += 0.4
    if works(s.p, "hospice") and best > 0.3:
        gain += spot_value(c, s, "corn_plantation", 1, False) * 0.6
    if chooser and role_privilege(s, chooser) == 2:
        gain += 0.6 * best
    return gain


def spots(c: Position, s: SeatFacts) -> list[float]:
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


def mayor_gain(c: Position, s: SeatFacts, pieces: int) -> float:
    if pieces <= 0:
        return 0.0
    values = spots(c, s)
    start = s.idle
    gain = sum(values[start : start + pieces])
    if c.v.nobles_in_play:
        gain += 0.3 * pieces  # the odd noble: 1 VP at the end
    return gain + 0.05 * pieces


def _ship_share(c: Position, chooser: int, seat: int) -> int:
    """Pieces from the colonist ship for `seat` when `chooser` is the mayor."""
    v = c.v
    ship = v.colonist_ship + v.noble_ship
    k = (seat - chooser) % c.n
    return max(0, (ship - k + c.n - 1) // c.n)


def best_build(c: Position, s: SeatFacts, privilege: int) -> tuple[float, str]:
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


def craftsman_gain(c: Position, s: SeatFacts, chooser: bool) -> float:
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
    if works(s.p, "factory"):
        gain += data.FACTORY_INCOME[kinds] * c.dv
    if chooser:
        gain += top * role_privilege(s, True)
    if works(s.p, "chapel"):
        gain += 1.0 if s.p.nobles.count("chapel") else c.dv
    if c.end:
        gain *= 0.5  # barrels made in the last round only ship or sell if those roles remain
    return gain


def sale_value(c: Position, s: SeatFacts, g: int, privilege: int, trading_post: bool) -> float:
    """A sale's worth: the income's worth less the barrel's worth kept."""
    money = income(s.p, g, privilege, trading_post)
    return money * c.dv - _keep_value(c, g)


def _keep_value(c: Position, g: int) -> float:
    """A barrel kept instead of sold: shipped later for about 1 VP, if it is not lost."""
    return 0.55 + 0.25 * c.t


def trader_gain(
    c: Position, s: SeatFacts, chooser: bool, room: int, house: tuple[int, ...]
) -> float:
    p = s.p
    if not any(p.goods):
        return 0.0
    privilege = role_privilege(s, chooser)
    best = 0.0
    office = works(p, "office")
    if room > 0:
        for g in range(GOODS_N):
            if p.goods[g] and (office or g not in house):
                best = max(best, sale_value(c, s, g, privilege, False))
    if works(p, "trading_post"):
        for g in range(GOODS_N):
            if p.goods[g]:
                best = max(best, sale_value(c, s, g, privilege, True))
    return best


def ship_estimate(c: Position, s: SeatFacts) -> tuple[int, int, int]:
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
    if works(s.p, "wharf") and any(goods):
        best = max(goods)
        shipped += best
        goods[goods.index(best)] = 0
        actions += 1
    return shipped, actions, sum(goods)


def captain_gain(c: Position, s: SeatFacts, chooser: bool) -> float:
    shipped, actions, left = ship_estimate(c, s)
    gain = float(shipped)
    if works(s.p, "harbor"):
        gain += actions
    if chooser and shipped:
        gain += role_privilege(s, True)
    if works(s.p, "lighthouse"):
        gain += (actions + chooser) * c.dv
    if works(s.p, "union_hall"):
        gain += sum(n // 2 for n in s.p.goods)
    keep = 1 + 3 * works(s.p, "storehouse")
    kinds_kept = works(s.p, "small_warehouse") + 2 * works(s.p, "large_warehouse")
    if left:
        rest = sorted(s.p.goods, reverse=True)[kinds_kept:]
        lost = max(0, min(left, sum(rest)) - keep)
        gain -= SPOIL * lost
    return gain


def role_gain(c: Position, role: str, seat: int, chooser: bool) -> float:
    """What the role's phase gives `seat` (its chooser or not), in VP."""
    s = c.of(seat)
    v = c.v
    match role:
        case "settler":
            return settler_gain(c, s, chooser)
        case "mayor":
            pieces = _ship_share(c, v.to_act or 0, seat)
            if chooser and v.colonist_supply:
                pieces += min(role_privilege(s, True), v.colonist_supply)
            if works(s.p, "villa"):
                pieces += 1
            return mayor_gain(c, s, pieces)
        case "builder":
            return best_build(c, s, role_privilege(s, chooser))[0]
        case "craftsman":
            return craftsman_gain(c, s, chooser)
        case "trader":
            room = data.HOUSE_SPACES - len(v.house)
            return trader_gain(c, s, chooser, room, v.house)
        case "captain":
            return captain_gain(c, s, chooser)
        case "prospector":
            return role_privilege(s, chooser) * c.dv
    return 0.0


def role_score(c: Position, card: str, money: int) -> float:
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
