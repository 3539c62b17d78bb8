"""What a seat may do now: limits, build costs and options, what it can produce and sell.

Pure functions of the state (or of the builder while `apply` runs); the steps, the views and
the computer players ask them. Effects are tested by function (`has_function("smithy")` is
true for an ANNO Smith), so one query serves both rulesets.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress

from sanjuan import data
from sanjuan.moves import BUILD, Build, build
from sanjuan.state import NO_GOOD, Player, Rules, State, holds_goods

KIND = data.KIND
COST = {t: b.cost for t, b in data.TYPES.items()}
VIOLET = frozenset(t for t, b in data.TYPES.items() if b.violet)
PRODUCTION = frozenset(t for t, b in data.TYPES.items() if not b.violet)
FUNCTION = {t: b.effect for t, b in data.TYPES.items()}
ORDER = data.TYPE_ORDER
COVER = data.COVER
CATHEDRAL = data.CATHEDRAL
SMITHIES = frozenset(t for t, f in FUNCTION.items() if f == "smithy")


_BY_ORDER = tuple(sorted(ORDER, key=lambda t: (ORDER[t], t)))
"""Every building type of both games in canonical order (within one game's cards no two types
share a place in it)."""
_TYPE_BIT = tuple(1 << _BY_ORDER.index(t) for t in KIND)
"""Card number -> its type's bit: a set of types is one int."""
_PRODUCTION_BITS = sum(1 << i for i, t in enumerate(_BY_ORDER) if t in PRODUCTION)


def distinct_types(cards: tuple[int, ...]) -> tuple[str, ...]:
    """The building types among `cards`, once each, in canonical order. Hands rarely recur,
    the sets of types in them do: the cards' types are gathered as bits and the set is
    spelled out once (four times cheaper than sorting every hand's types)."""
    types = 0
    for c in cards:
        types |= _TYPE_BIT[c]
    return _types_of(types)


_TYPE_OF_BIT = {1 << i: t for i, t in enumerate(_BY_ORDER)}


@lru_cache(maxsize=16_384)
def _types_of(types: int) -> tuple[str, ...]:
    """The types whose bits are set, lowest bit (first in canonical order) first."""
    spelled = []
    while types:
        lowest = types & -types
        spelled.append(_TYPE_OF_BIT[lowest])
        types ^= lowest
    return tuple(spelled)


def hand_limit(player: Player, rules: Rules) -> int:
    """The round-start hand limit: 12 with a Tower, else 7 with a City gate, else the base
    (7 in San Juan, `hand_limit_base` in ANNO; R-SJ-12, R-AN-1)."""
    if player.has_function("tower"):
        return data.TOWER_HAND_LIMIT
    if player.has_function("city_gate"):
        return max(rules.hand_limit_base, data.CITY_GATE_HAND_LIMIT)
    return rules.hand_limit_base


def production_limit(state: State, seat: int) -> int:
    """Goods a seat may produce this phase (R-SJ-7)."""
    p = state.players[seat]
    return 1 + (state.privilege if seat == state.chooser else 0) + p.has_function("aqueduct")


def sales_limit(state: State, seat: int) -> int:
    """Goods a seat may sell this phase (R-SJ-8)."""
    p = state.players[seat]
    return 1 + (state.privilege if seat == state.chooser else 0) + p.has_function("trading_post")


def councillor_counts(state: State, seat: int) -> tuple[int, int]:
    """(cards drawn, cards kept) in the councillor phase (R-SJ-3)."""
    draws = 2 + (3 * state.privilege if seat == state.chooser else 0)
    keep = 1 + state.players[seat].has_function("prefecture")
    return draws, keep


def build_cost(building: str, over: str, others: tuple[str, ...], privilege: int) -> int:
    """Cards to pay (R-SJ-14, R-AN-9, R-AN-11). `others` are the builder's buildings in play
    apart from the new card and the covered one: a covered building already lost its function
    (R-SJ-1), a covered Library too, so it does not double the privilege of that build
    (R-SJ-26)."""
    if over and FUNCTION[over] == "library":
        privilege = min(privilege, 1)
    discount = privilege + (COVER[over] if over else 0)
    if building in VIOLET:
        discount += "quarry" in others
    else:
        discount += not SMITHIES.isdisjoint(others)
    return max(0, COST[building] - discount)


def _candidates(state: State, p: Player) -> tuple[str, ...]:
    """What the seat might build: its hand's types, and ANNO's Cathedral from the middle."""
    candidates = distinct_types(p.hand)
    if state.cathedral != NO_GOOD:
        return tuple(sorted((*candidates, CATHEDRAL), key=ORDER.__getitem__))
    return candidates


def build_options(state: State, seat: int, privilege: int | None = None) -> list[Build]:
    """Every build the seat can afford now, in canonical order (R-SJ-1, R-SJ-14): a hand card,
    or in ANNO the Cathedral from the middle (R-AN-9)."""
    p = state.players[seat]
    city = p.types()
    if privilege is None:
        privilege = state.privilege if seat == state.chooser else 0
    if "crane" not in city:
        return _plain_builds(state, p, city, privilege)
    # A new building, or one over each own building but the Crane (once per type, with and
    # without a good): per target, what stays in play beside it and the goods that may pay.
    targets: list[tuple[str, bool, tuple[str, ...], int]] = []
    if len(city) < data.CITY_SIZE_END:
        targets.append(("", False, city, _payable_goods(city, p.goods)))
    seen: set[tuple[str, bool]] = set()
    for i, t in enumerate(city):
        key = (t, p.goods[i] != NO_GOOD)
        if t != "crane" and key not in seen:
            seen.add(key)
            others = city[:i] + city[i + 1 :]
            goods = _payable_goods(others, p.goods[:i] + p.goods[i + 1 :])
            targets.append((t, key[1], others, goods))
    hand_after = len(p.hand) - 1
    options = []
    for building in _candidates(state, p):
        violet = building in VIOLET
        cards = hand_after + (building == CATHEDRAL)
        for over, loaded, others, goods in targets:
            if violet and (building in others or building == over):
                continue
            if cards + goods >= build_cost(building, over, others, privilege):
                options.append(build(building, over, loaded))
    return options


def _payable_goods(city: tuple[str, ...], goods: tuple[int, ...]) -> int:
    """Goods that may pay for a build beside these buildings: up to two with a Black market
    (R-SJ-4)."""
    if "black_market" not in city:
        return 0
    return min(2, len(goods) - goods.count(NO_GOOD))


def _plain_builds(state: State, p: Player, city: tuple[str, ...], privilege: int) -> list[Build]:
    """`build_options` without a Crane (nearly every build): only new buildings, whose cost
    depends on the city alone."""
    if len(city) >= data.CITY_SIZE_END:
        return []
    violet_cut = privilege + ("quarry" in city)
    production_cut = privilege + (not SMITHIES.isdisjoint(city))
    cards = len(p.hand) - 1 + _payable_goods(city, p.goods)
    options = []
    for building in _candidates(state, p):
        if building in VIOLET:
            if building in city:
                continue
            cost = COST[building] - violet_cut
        else:
            cost = COST[building] - production_cut
        if cards + (building == CATHEDRAL) >= cost:
            options.append(BUILD[building])
    return options


def rebuild_options(state: State, seat: int) -> list[Build]:
    """Reconstruction: hand cards of printed cost ≤ 4, free, within the one-per-type rule and
    the 12-building maximum; no Crane (R-AN-17)."""
    p = state.players[seat]
    if len(p.city) >= data.CITY_SIZE_END:
        return []
    city = p.types()
    return [
        BUILD[b]
        for b in distinct_types(p.hand)
        if COST[b] <= data.RECONSTRUCTION_MAX_COST and not (b in VIOLET and b in city)
    ]


def producible(state: State, seat: int) -> tuple[str, ...]:
    """Empty production building types the seat may produce on now (R-SJ-7, R-AN-8)."""
    p = state.players[seat]
    types = 0
    for c in compress(p.city, map(NO_GOOD.__eq__, p.goods)):  # the empty ones, picked in C
        types |= _TYPE_BIT[c]
    kinds = _types_of(types & _PRODUCTION_BITS)
    if state.rules.producer_second_good_must_differ and seat == state.chooser:
        used = state.turn.used
        kinds = tuple(k for k in kinds if k not in used)
    return kinds


def loaded(p: Player) -> tuple[str, ...]:
    """The production types holding a good."""
    types = 0
    for c in compress(p.city, map(NO_GOOD.__ne__, p.goods)):  # the loaded ones, picked in C
        types |= _TYPE_BIT[c]
    return _types_of(types)


def has_wares(p: Player) -> bool:
    """Whether the seat has anything to sell: a good, or the Pawnshop's card (R-AN-12)."""
    return holds_goods(p) or p.anno.pawn != NO_GOOD


def sellable(p: Player) -> tuple[str, ...]:
    """Loaded production types, then the Pawnshop while its card lies on it (R-AN-12)."""
    kinds = loaded(p)
    return kinds if p.anno.pawn == NO_GOOD else (*kinds, "pawnshop")


def pay_goods_allowed(state: State, seat: int) -> bool:
    """Black market: up to two goods may pay for a build, not for the Black market itself."""
    p = state.players[seat]
    t = state.turn
    return (
        t.count < 2
        and t.built != "black_market"
        and p.has_function("black_market")
        and holds_goods(p)
    )


def cards_left(state: State) -> bool:
    """Whether any card can still be drawn (the discard pile is reshuffled when needed)."""
    return bool(state.draw or state.discard)
