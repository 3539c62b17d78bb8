"""Board and hand queries: where a seat may build, what it can pay, what it may take; and
what each place costs and gives, as constant tables by place.

Pure functions of the records (places are bit masks, hands are counts per terrain); the steps
of the building phase and the computer players ask them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from aranyvaros import data
from aranyvaros.moves import BUILD, PAY, PAY_PAIR, TAKE, TAKE_DECK, Move
from aranyvaros.state import Player, Rules

T = len(data.TERRAINS)
ADJ = data.ADJ
HARBOURS = data.HARBOURS
SHARED = data.SHARED
SINGLE = data.SINGLE
COST_TERRAIN = tuple(p.cost_terrain for p in data.PLACES)
COST_CARDS = tuple(p.cost_cards for p in data.PLACES)
COST_KEYS = tuple(p.cost_keys for p in data.PLACES)
IS_HARBOUR = tuple(not p.needs_road for p in data.PLACES)
KIND_OF = data.GOODS_KIND_OF


BYTES = (len(data.PLACES) + 7) // 8
"""Bytes in a mask of places: the tables below answer for a byte of a mask at a time."""


def _neighbours_in_byte(k: int) -> tuple[int, ...]:
    table = [0] * 256
    for value in range(1, 256):
        low = value & -value
        place = 8 * k + low.bit_length() - 1
        table[value] = table[value ^ low] | (ADJ[place] if place < len(ADJ) else 0)
    return tuple(table)


NEIGHBOURS_IN_BYTE = tuple(_neighbours_in_byte(k) for k in range(BYTES))
"""Road neighbours of the places whose bits are set in byte `k` of a mask, by `[k][byte]`."""


@lru_cache(maxsize=200_000)
def frontier(houses: int) -> int:
    """Every place sharing a road with one of these houses (cached: houses never move)."""
    found = 0
    for table, value in zip(NEIGHBOURS_IN_BYTE, houses.to_bytes(BYTES, "little"), strict=True):
        if value:
            found |= table[value]
    return found


def taken(players: Sequence[Player]) -> int:
    """Places holding any house."""
    occupied = 0
    for player in players:
        occupied |= player.houses
    return occupied


def open_for(rules: Rules, own: int, occupied: int) -> int:
    """Places open for a player with houses `own` (R-AV-16, option `city_capacity`)."""
    closed = own & SHARED
    if rules.per_district:
        for district in data.DISTRICT_MASKS:
            if own & district:
                closed |= district
    return (SINGLE & ~occupied) | (SHARED & ~closed)


def reachable(rules: Rules, players: Sequence[Player], seat: int) -> int:
    """Places the seat may build on, cards aside (R-AV-15, R-AV-16)."""
    occupied = taken(players)
    own = players[seat].houses
    return (HARBOURS & ~occupied) | (frontier(own) & open_for(rules, own, occupied))


def is_stuck(rules: Rules, players: Sequence[Player], seat: int) -> bool:
    """R-AV-47: houses left, no empty harbour, and no open place next to an own house."""
    p = players[seat]
    return p.houses_left > 0 and reachable(rules, players, seat) == 0


def capacities(rules: Rules, hand: tuple[int, ...]) -> tuple[list[int], int]:
    """Cards of each terrain the hand can pay (real cards + joker pairs, R-AV-18), and coast
    for a harbour (without jokers when `joker_for_harbour` is off)."""
    pairs = sum(h >> 1 for h in hand)
    cap = [h + pairs - (h >> 1) for h in hand]
    return cap, cap[data.COAST] if rules.joker_for_harbour else hand[data.COAST]


def _gains(reward: data.Reward) -> tuple[tuple[int, int, int], ...]:
    """(coins, terrain draws, letters) of a reward by the number of earlier builders, the last
    entry for every later one: one entry when the build order does not matter."""
    by_order = reward.letters_by_order
    if not by_order and not reward.first_builder_coins and not reward.first_builder_draw_terrain:
        return ((reward.coins, reward.draw_terrain, 0),)
    first = (
        reward.coins + reward.first_builder_coins,
        reward.draw_terrain + reward.first_builder_draw_terrain,
        by_order[0] if by_order else 0,
    )
    later = [(reward.coins, reward.draw_terrain, letters) for letters in by_order[1:]]
    return (first, *later, (reward.coins, reward.draw_terrain, 0))


GAINS = tuple(_gains(p.reward) for p in data.PLACES)
"""What building on each place gives, by build order (R-AV-22–R-AV-24, R-AV-29, R-AV-30)."""
KEY_CARDS = tuple(p.reward.key_cards for p in data.PLACES)
"""The keys each place's reward gives (R-AV-25)."""


MOST_CARDS = max(COST_CARDS)
MOST_KEYS = max(COST_KEYS)


def _mask(places: list[int]) -> int:
    m = 0
    for i in places:
        m |= 1 << i
    return m


PAYABLE = tuple(
    tuple(
        _mask(
            [
                p.index
                for p in data.PLACES
                if p.needs_road and p.cost_terrain == t and p.cost_cards <= n
            ]
        )
        for n in range(MOST_CARDS + 1)
    )
    for t in range(T)
)
"""Places off the coast that `n` cards of terrain `t` pay for, by `[t][n]`."""
HARBOURS_PAYABLE = tuple(
    _mask([p.index for p in data.PLACES if not p.needs_road and p.cost_cards <= n])
    for n in range(MOST_CARDS + 1)
)
KEYED = tuple(
    _mask([p.index for p in data.PLACES if p.cost_keys <= k]) for k in range(MOST_KEYS + 1)
)
"""Places that `k` keys open (R-AV-17)."""


def buildable(rules: Rules, players: Sequence[Player], seat: int) -> int:
    """The places the seat can build on now and pay for, as a mask (R-AV-14–R-AV-18)."""
    p = players[seat]
    if p.houses_left <= 0:
        return 0
    payable = payable_places(p.hand, rules.joker_for_harbour)
    if not payable:
        return 0  # too few cards for any place: spare the board walk
    keys = p.keys
    payable &= KEYED[keys if keys < MOST_KEYS else MOST_KEYS]
    return reachable(rules, players, seat) & payable


@lru_cache(maxsize=16_384)
def payable_places(hand: tuple[int, ...], joker_for_harbour: bool) -> int:
    """The places a hand can pay for, keys and roads aside (R-AV-18: a joker pair of another
    terrain pays one card; for a harbour only with `joker_for_harbour`)."""
    halves = [h >> 1 for h in hand]
    pairs = sum(halves)
    payable = 0
    for t in range(T):
        cap = hand[t] + pairs - halves[t]  # real cards plus joker pairs of other terrains
        if cap:
            payable |= PAYABLE[t][cap if cap < MOST_CARDS else MOST_CARDS]
    coast = data.COAST
    cap = hand[coast] + pairs - halves[coast] if joker_for_harbour else hand[coast]
    if cap:
        payable |= HARBOURS_PAYABLE[cap if cap < MOST_CARDS else MOST_CARDS]
    return payable


def build_targets(rules: Rules, players: Sequence[Player], seat: int) -> list[int]:
    """The places of `buildable`, in data order."""
    m = buildable(rules, players, seat)
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


BUILDS_IN_BYTE = tuple(
    tuple(
        tuple(BUILD[8 * k + b] for b in range(8) if value >> b & 1 and 8 * k + b < len(BUILD))
        for value in range(256)
    )
    for k in range(BYTES)
)
"""`build` moves of the places whose bits are set in byte `k` of a mask, by `[k][byte]`."""


def build_moves(mask: int) -> list[Move]:
    """The `build` moves of a mask of places, in data order (a table per byte of the mask)."""
    out: list[Move] = []
    for table in BUILDS_IN_BYTE:
        if mask & 255:
            out += table[mask & 255]
        mask >>= 8
        if not mask:
            break
    return out


def jokers_allowed(rules: Rules, place: int) -> bool:
    return rules.joker_for_harbour or not IS_HARBOUR[place]


def pay_options(rules: Rules, hand: tuple[int, ...], place: int) -> list[Move]:
    """One card of the needed type, or a joker pair of another type (R-AV-18)."""
    need = COST_TERRAIN[place]
    out: list[Move] = [PAY[need]] if hand[need] else []
    if jokers_allowed(rules, place):
        out += [PAY_PAIR[x] for x in range(T) if x != need and hand[x] >= 2]
    return out


def goods_options(display: tuple[int, ...], deck: tuple[int, ...]) -> list[Move]:
    kinds = sorted({KIND_OF[c] for c in display})
    out: list[Move] = [TAKE[k] for k in kinds]
    if deck:
        out.append(TAKE_DECK)
    return out
