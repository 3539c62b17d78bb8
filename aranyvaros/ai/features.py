"""An Az Aranyváros view as numbers, for the learned player (`common.learned`).

Only what the view shows, from the viewing seat's side: its hand by terrain, coins, keys,
goods and bonus cards, its letters, its houses place by place and area by area; the other
seats' houses on the map and their supplies at most; the pairs on offer and who bids on each;
the scoring card face up with how this seat stands in its area and goods. No weight or
judgement is written here: what each number is worth is learned.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.rules import ENGINE
from aranyvaros.rules.board import (
    GAINS,
    HARBOURS,
    KEY_CARDS,
    KEYED,
    MOST_KEYS,
    frontier,
    open_for,
    payable_places,
)
from aranyvaros.view import SeatView
from common.learned import Layout, Learning, sides

PLACES = tuple(p.id for p in data.PLACES)
PLACE = {p.id: p for p in data.PLACES}
AREAS = tuple(data.AREAS)
AREA_MASK = {a.id: a.places for a in data.AREAS.values()}
REGIONS = ("n", "e", "s", "w")
KINDS = ("harbour", "suburb", "outer_quarter", "inner_quarter")
TERRAINS = data.TERRAINS
GOODS = data.GOODS
GOODS_OF = {c.id: c.goods for c in data.GOODS_CARDS}
SCORING = {c.id: c for c in data.SCORING_CARDS}
BONUS = tuple(b.id for b in data.BONUS_CARDS)
PHASES = ("bidding", "building", "game_over")
STEPS = ("", "bid", *sorted(ENGINE.steps))

_layout = Layout()
_GLOBAL = _layout.block(
    "",
    (
        "players_3", "players_4", "round", "my_turn", "start", "order", "draw", "supply",
        "keys_supply", "goods_deck", "bonus_deck", "scoring_deck", "scoring_tier",
        "displacements", "owed", "built", "ending",
    ),
)  # fmt: skip
_PHASE = _layout.block("phase", PHASES)
_STEP = _layout.block("step", STEPS)
_PAIRS = _layout.block("pairs", TERRAINS)
_MY_PAIR = _layout.block("my_pair", TERRAINS)
_FREE_PAIR = _layout.block("free_pair", TERRAINS)
_DISPLAY = _layout.block("display", GOODS)
_SCORING_CARD = _layout.block("scoring_card", tuple(SCORING))
_ME = _layout.block(
    "me",
    (
        "hand", "coins", "keys", "goods", "bonus", "letters", "houses", "houses_left", "stuck",
        "area_lead", "goods_lead", "last_scoring_vs_best", "houses_vs_best",
    ),
)  # fmt: skip
_HAND = _layout.block("hand", TERRAINS)
_GOODS = _layout.block("goods", GOODS)
_BONUS = _layout.block("bonus", BONUS)
_REGION = _layout.block("region", REGIONS)
_KIND = _layout.block("kind", KINDS)
_AREA = _layout.block("area", AREAS)
_AREA_VS = _layout.block("area_vs_best", AREAS)
_HOUSE = _layout.block("house", PLACES)
_OTHERS = _layout.block(
    "others",
    (
        "hand_max", "coins_max", "keys_max", "goods_max", "bonus_max", "houses_left_min",
        "stuck",
    ),
)  # fmt: skip
_TAKEN = _layout.block("taken", PLACES)
"""Places another seat has built on."""
_REACH = _layout.block(
    "reach",
    (
        "open", "harbours", "payable", "coins", "draws", "letters", "letters_max", "keys",
        "bonus", "goods", "others_open_min", "others_open_max",
    ),
)  # fmt: skip
"""Where the seat can build next: places open to it, those its hand (with the pair it bids on)
pays for, and what those give — the same facts the rules ask (`aranyvaros.rules.board`)."""
_PAYING = _layout.block("paying", ("coins", "draws", "letters", "keys", "bonus", "goods"))
"""What the place the seat has chosen and is still paying for will give it. Its house is not on
the map until it is paid, so without these (and the house counted below) every build that still
needs a payment choice would leave the same afterstate, and the network could not tell where it
builds."""

NAMES = tuple(_layout.names)


def _in_area(houses: tuple[str, ...], area: str) -> int:
    mask = AREA_MASK[area]
    return sum(1 for h in houses if mask >> PLACE[h].index & 1)


def _goods(cards: tuple[str, ...], good: int) -> int:
    return sum(1 for c in cards if good in GOODS_OF[c])


def _houses_mask(houses: tuple[str, ...]) -> int:
    mask = 0
    for house in houses:
        mask |= 1 << PLACE[house].index
    return mask


def _gains(place: data.Place, houses: list[int]) -> tuple[int, int, int, int, int, int]:
    """What building on `place` gives now: coins, terrain draws, letters (fewer for each seat
    already there), keys, bonus cards to choose, goods cards to take."""
    builders = sum(1 for mask in houses if mask >> place.index & 1)
    gains = GAINS[place.index]
    coins, draws, letters = gains[min(builders, len(gains) - 1)]
    reward = place.reward
    return coins, draws, letters, KEY_CARDS[place.index], reward.bonus_choose, reward.goods_take


def _reach(view: SeatView, me: int, my_houses: tuple[str, ...], x: list[float]) -> None:
    """Fills `_REACH`: the places open to each seat, and what the seat's cards could build;
    `my_houses` counts the place the seat is paying for."""
    rules = view.rules
    houses = [_houses_mask(my_houses if p.seat == me else p.houses) for p in view.players]
    occupied = 0
    for mask in houses:
        occupied |= mask
    free_harbours = HARBOURS & ~occupied
    open_to = [free_harbours | (frontier(own) & open_for(rules, own, occupied)) for own in houses]
    mine = view.players[me]
    hand = list(mine.hand or (0,) * len(TERRAINS))
    for pair, bidder in zip(view.pairs, view.bids, strict=False):
        if bidder == me:
            for terrain in pair:
                hand[data.TERRAIN_INDEX[terrain]] += 1
    payable = payable_places(tuple(hand), rules.joker_for_harbour)
    payable &= KEYED[min(mine.keys, MOST_KEYS)]
    can = open_to[me] & payable if mine.houses_left > 0 else 0
    r = _REACH
    x[r["open"]] = open_to[me].bit_count() / 10
    x[r["harbours"]] = free_harbours.bit_count() / 10
    x[r["payable"]] = can.bit_count() / 5
    for place in data.PLACES:
        if not can >> place.index & 1:
            continue
        coins, draws, letters, keys, bonus, goods = _gains(place, houses)
        x[r["coins"]] += coins / 5
        x[r["draws"]] += draws / 5
        x[r["letters"]] += letters / 10
        x[r["letters_max"]] = max(x[r["letters_max"]], letters / 5)
        x[r["keys"]] += keys / 3
        x[r["bonus"]] += bonus / 3
        x[r["goods"]] += goods / 3
    others = [open_to[p.seat] for p in view.players if p.seat != me]
    x[r["others_open_min"]] = min(o.bit_count() for o in others) / 10
    x[r["others_open_max"]] = max(o.bit_count() for o in others) / 20


def encode(view: SeatView) -> list[float]:
    """The view's numbers, in `NAMES` order."""
    x = _layout.row()
    me, mine, others = sides(view)
    players = view.players
    n = len(players)
    g = _GLOBAL
    x[g[f"players_{min(max(n, 3), 4)}"]] = 1.0
    x[g["round"]] = view.round / data.ROUNDS_MAX
    x[g["my_turn"]] = float(view.to_act == me)
    x[g["start"]] = float(view.start == me)
    x[g["order"]] = ((me - view.start) % n) / n
    x[g["draw"]] = view.draw_size / 50
    x[g["supply"]] = view.supply / 50
    x[g["keys_supply"]] = view.keys_supply / 10
    x[g["goods_deck"]] = view.goods_deck_size / 10
    x[g["bonus_deck"]] = view.bonus_deck_size / 8
    x[g["scoring_deck"]] = view.scoring_deck_size / 16
    x[g["scoring_tier"]] = view.scoring_top_tier / 3
    x[g["displacements"]] = view.displacements / 3
    x[g["owed"]] = view.owed / 5
    x[g["built"]] = view.built / 3
    x[g["ending"]] = float(bool(view.end))
    if view.phase in _PHASE:
        x[_PHASE[view.phase]] = 1.0
    if view.step in _STEP:
        x[_STEP[view.step]] = 1.0
    for pair, bidder in zip(view.pairs, view.bids, strict=False):
        for terrain in pair:
            x[_PAIRS[terrain]] += 0.5
            if bidder == me:
                x[_MY_PAIR[terrain]] += 1.0
            elif bidder < 0:
                x[_FREE_PAIR[terrain]] += 0.5
    for card in view.goods_display:
        for good in GOODS_OF[card]:
            x[_DISPLAY[GOODS[good]]] += 1.0
    m = _ME
    x[m["hand"]] = mine.hand_size / 5
    x[m["coins"]] = mine.coins / 5
    x[m["keys"]] = mine.keys / 3
    x[m["goods"]] = len(mine.goods) / 4
    x[m["bonus"]] = mine.bonus_count / 3
    x[m["letters"]] = (mine.letters or 0) / 50
    my_houses, houses_left = mine.houses, mine.houses_left
    if view.place and view.to_act == me:
        paying = PLACE[view.place]
        gains = _gains(paying, [_houses_mask(p.houses) for p in players])
        for name, gain, unit in zip(_PAYING, gains, (5, 5, 5, 3, 3, 3), strict=True):
            x[_PAYING[name]] = gain / unit
        my_houses, houses_left = (*my_houses, view.place), houses_left - 1
    x[m["houses"]] = len(my_houses) / 16
    x[m["houses_left"]] = houses_left / 16
    x[m["stuck"]] = float(mine.stuck)
    best_houses = max((len(p.houses) for p in others), default=0)
    x[m["houses_vs_best"]] = (len(my_houses) - best_houses) / 8
    if view.last_scoring and len(view.last_scoring) == n:
        best_last = max(view.last_scoring[p.seat] for p in others)
        x[m["last_scoring_vs_best"]] = (view.last_scoring[me] - best_last) / 5
    scoring = SCORING.get(view.scoring_card)
    if scoring is not None:
        x[_SCORING_CARD[scoring.id]] = 1.0
        area = scoring.area.id
        mine_in = _in_area(my_houses, area)
        x[m["area_lead"]] = (mine_in - max(_in_area(p.houses, area) for p in others)) / 3
        mine_goods = _goods(mine.goods, scoring.goods)
        x[m["goods_lead"]] = (mine_goods - max(_goods(p.goods, scoring.goods) for p in others)) / 2
    for i, count in enumerate(mine.hand or ()):
        x[_HAND[TERRAINS[i]]] = count / 3
    for card_id in mine.goods:
        for good in GOODS_OF[card_id]:
            x[_GOODS[GOODS[good]]] += 1.0
    for bonus in mine.bonus or ():
        x[_BONUS[bonus]] += 1.0
    for house in my_houses:
        place = PLACE[house]
        x[_HOUSE[house]] = 1.0
        x[_REGION[place.region]] += 1 / 8
        x[_KIND[place.kind]] += 1 / 8
    for area in AREAS:
        mine_in = _in_area(my_houses, area)
        x[_AREA[area]] = mine_in / 4
        x[_AREA_VS[area]] = (mine_in - max(_in_area(p.houses, area) for p in others)) / 3
    o = _OTHERS
    x[o["hand_max"]] = max(p.hand_size for p in others) / 5
    x[o["coins_max"]] = max(p.coins for p in others) / 5
    x[o["keys_max"]] = max(p.keys for p in others) / 3
    x[o["goods_max"]] = max(len(p.goods) for p in others) / 4
    x[o["bonus_max"]] = max(p.bonus_count for p in others) / 3
    x[o["houses_left_min"]] = min(p.houses_left for p in others) / 16
    x[o["stuck"]] = sum(p.stuck for p in others) / 3
    for p in others:
        for house in p.houses:
            x[_TAKEN[house]] = 1.0
    _reach(view, me, my_houses, x)
    return x


LEARNING = Learning(NAMES, encode, "aranyvaros.ai", "learned_aranyvaros.npz")
