"""A Puerto Rico view as numbers, for the learned player (`common.learned`).

Only what the view shows, from the viewing seat's side: its doubloons, points, barrels,
plantations (and how many are worked), its city building by building with the colonists in
each; the other seats summed; the shared board (role cards and their doubloons, ships, the
trading house, the supplies, the face-up plantations, the buildings left) and the course of the
round (phase, step, who chose which role). No weight or judgement is written here: what each
number is worth is learned.
"""

from __future__ import annotations

from common.learned import Layout, Learning, sides
from puertorico import data
from puertorico.rules import ENGINE
from puertorico.view import SeatView

BUILDINGS = tuple(b.id for b in data.BUILDINGS)
VP = {b.id: b.vp for b in data.BUILDINGS}
GOODS = data.GOODS
ISLAND = data.ISLAND
PHASES = (
    "role_choice", "draft", "settler_phase", "mayor_phase", "mayor_placement", "builder_phase",
    "craftsman_phase", "trader_phase", "captain_phase", "captain_storage", "prospector_phase",
    "hunting_lodge", "chapel", "villa", "ship_take", "game_over",
)  # fmt: skip
STEPS = ("role_choice", *sorted(ENGINE.steps))
ROLES = data.ROLES

_layout = Layout()
_GLOBAL = _layout.block(
    "",
    (
        "players_2", "players_3", "players_4", "players_5", "new_buildings", "nobles", "round",
        "my_turn", "governor", "chooser", "order", "colonist_supply", "colonist_ship",
        "noble_supply", "noble_ship", "vp_supply", "stack", "quarries", "hand", "hand_nobles",
        "house_size", "city_full", "vp_exhausted", "colonists_short",
    ),
)  # fmt: skip
_PHASE = _layout.block("phase", PHASES)
_STEP = _layout.block("step", STEPS)
_ON_OFFER = _layout.block("on_offer", ROLES)
_MONEY = _layout.block("money", ROLES)
_MINE = _layout.block("mine", ROLES)
_TAKEN = _layout.block("taken", ROLES)
_SUPPLY = _layout.block("goods_supply", GOODS)
_HOUSE = _layout.block("house", GOODS)
_ROW = _layout.block("row", ISLAND)
_SHIP_ROOM = _layout.block("ship_room", GOODS)
"""Room left on the ships that carry (or could take) each good."""
_SHIP_EMPTY = _layout.one("ship_empty")
_ME = _layout.block(
    "me",
    (
        "doubloons", "vp", "building_vp", "city_spaces", "idle", "nobles", "forests",
        "tiles", "colonists", "doubloons_vs_best", "building_vp_vs_best", "barrels",
    ),
)  # fmt: skip
_GOODS = _layout.block("goods", GOODS)
_TILES = _layout.block("tiles", ISLAND)
_WORKED = _layout.block("worked", ISLAND)
_CITY = _layout.block("city", BUILDINGS)
_STAFFED = _layout.block("staffed", BUILDINGS)
_OTHERS = _layout.block(
    "others", ("doubloons_max", "building_vp_max", "building_vp_mean", "barrels_max", "tiles_max")
)
_OTHER_GOODS = _layout.block("other_goods", GOODS)
_OTHER_WORKED = _layout.block("other_worked", ISLAND)
_OTHER_CITIES = _layout.block("other_cities", BUILDINGS)
_LEFT = _layout.block("left", BUILDINGS)

NAMES = tuple(_layout.names)


def _building_vp(city: tuple[str, ...]) -> int:
    return sum(VP[b] for b in city)


def encode(view: SeatView) -> list[float]:
    """The view's numbers, in `NAMES` order."""
    x = _layout.row()
    me, mine, others = sides(view)
    players = view.players
    n = len(players)
    g = _GLOBAL
    x[g[f"players_{min(max(n, 2), 5)}"]] = 1.0
    rules = view.rules
    if rules is not None:
        x[g["new_buildings"]] = float(rules.exp_new_buildings)
        x[g["nobles"]] = float(rules.exp_nobles)
    x[g["round"]] = view.round / 15
    x[g["my_turn"]] = float(view.to_act == me)
    x[g["governor"]] = float(view.governor == me)
    x[g["chooser"]] = float(view.chooser == me)
    x[g["order"]] = ((me - view.governor) % n) / n
    x[g["colonist_supply"]] = view.colonist_supply / 50
    x[g["colonist_ship"]] = view.colonist_ship / 5
    x[g["noble_supply"]] = view.noble_supply / 10
    x[g["noble_ship"]] = view.noble_ship / 3
    x[g["vp_supply"]] = view.vp_supply / 100
    x[g["stack"]] = view.stack_size / 50
    x[g["quarries"]] = view.quarries / 8
    x[g["hand"]] = view.hand / 5
    x[g["hand_nobles"]] = view.hand_nobles / 3
    x[g["house_size"]] = len(view.house) / 4
    for trigger in view.triggers:
        if trigger in g:
            x[g[trigger]] = 1.0
    if view.phase in _PHASE:
        x[_PHASE[view.phase]] = 1.0
    if view.step in _STEP:
        x[_STEP[view.step]] = 1.0
    for card, money, taker in zip(view.cards, view.card_money, view.card_taker, strict=True):
        role = data.CARD_ROLE.get(card, card)
        if role not in _ON_OFFER:
            continue
        if taker < 0:
            x[_ON_OFFER[role]] += 1.0
            x[_MONEY[role]] += money / 3
        else:
            x[_TAKEN[role]] = 1.0
            x[_MINE[role]] = max(x[_MINE[role]], float(taker == me))
    for i, good in enumerate(GOODS):
        x[_SUPPLY[good]] = view.goods_supply[i] / 10
    for barrel in view.house:
        x[_HOUSE[GOODS[barrel]]] += 1.0
    for tile in view.row:
        x[_ROW[ISLAND[tile]]] += 1 / 3
    for capacity, cargo, load in zip(view.cargo, view.ship_good, view.ship_load, strict=True):
        if cargo < 0:
            x[_SHIP_EMPTY] += capacity / 8
        else:
            x[_SHIP_ROOM[GOODS[cargo]]] += (capacity - load) / 8
    vps = [_building_vp(p.city) for p in players]
    best_vp = max((vps[p.seat] for p in others), default=0)
    best_money = max((p.doubloons for p in others), default=0)
    m = _ME
    x[m["doubloons"]] = mine.doubloons / 10
    x[m["vp"]] = (mine.vp or 0) / 20
    x[m["building_vp"]] = vps[me] / 20
    x[m["city_spaces"]] = sum(data.SIZE[b] for b in mine.city) / 12
    x[m["idle"]] = mine.idle / 3
    x[m["nobles"]] = len(mine.nobles) / 3
    x[m["forests"]] = len(mine.forests) / 3
    x[m["tiles"]] = sum(mine.tiles) / 12
    x[m["colonists"]] = (sum(mine.worked) + sum(mine.staff) + mine.idle) / 20
    x[m["doubloons_vs_best"]] = (mine.doubloons - best_money) / 10
    x[m["building_vp_vs_best"]] = (vps[me] - best_vp) / 10
    x[m["barrels"]] = sum(mine.goods) / 10
    for i, good in enumerate(GOODS):
        x[_GOODS[good]] = mine.goods[i] / 3
    for i, kind in enumerate(ISLAND[: len(mine.tiles)]):
        x[_TILES[kind]] = mine.tiles[i] / 3
        x[_WORKED[kind]] = mine.worked[i] / 3
    for building, staff in zip(mine.city, mine.staff, strict=True):
        x[_CITY[building]] = 1.0
        x[_STAFFED[building]] = staff / max(1, data.CIRCLES[building])
    if others:
        o = _OTHERS
        x[o["doubloons_max"]] = best_money / 10
        x[o["building_vp_max"]] = best_vp / 20
        x[o["building_vp_mean"]] = sum(vps[p.seat] for p in others) / len(others) / 20
        x[o["barrels_max"]] = max(sum(p.goods) for p in others) / 10
        x[o["tiles_max"]] = max(sum(p.tiles) for p in others) / 12
        share = 1.0 / len(others)
        for p in others:
            for i, good in enumerate(GOODS):
                x[_OTHER_GOODS[good]] += p.goods[i] * share / 3
            for i, kind in enumerate(ISLAND[: len(p.worked)]):
                x[_OTHER_WORKED[kind]] += p.worked[i] * share / 3
            for building in p.city:
                x[_OTHER_CITIES[building]] += share
    for building, left in zip(BUILDINGS, view.buildings, strict=False):
        x[_LEFT[building]] = left / 2
    return x


VARIANTS: tuple[dict[str, str], ...] = (
    {},
    {"exp_new_buildings": "true"},
    {"exp_nobles": "true"},
    {"exp_new_buildings": "true", "exp_nobles": "true"},
)
"""The option sets the learned player trains on: the base game and each expansion."""

LEARNING = Learning(NAMES, encode, "puertorico.ai", "learned_puertorico.npz", VARIANTS)
