"""What a seat may do now: privileges, prices and income, builds, sales, loads and storage,
production. Pure functions of the state (or of the builder while `apply` runs); the
formulas for a player take anything shaped like one (`Holdings`), so the renderer and the
computer players use the same ones on a view.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress
from typing import Protocol

from puertorico import data
from puertorico.moves import LOAD, USE, Move
from puertorico.state import Player, State, Turn, occupied, pick_order

GOODS_N = len(data.GOODS)
QUARRY = data.QUARRY
CIRCLES = data.CIRCLES
SIZE = data.SIZE
COLUMN = data.COLUMN
PRODUCES = data.PRODUCES
BUILDING_IDS = tuple(b.id for b in data.BUILDINGS)
SHIP_NAME = data.SHIPS


class Holdings(Protocol):
    """What the price and income formulas read of a player: a `Player`, or the `PlayerView`
    the renderer holds (so both use one formula)."""

    @property
    def worked(self) -> tuple[int, ...]: ...
    @property
    def city(self) -> tuple[str, ...]: ...
    @property
    def staff(self) -> tuple[int, ...]: ...
    @property
    def nobles(self) -> tuple[str, ...]: ...
    @property
    def forests(self) -> tuple[int, ...]: ...


def picks_made(taker: tuple[int, ...]) -> int:
    """Role cards taken this round (-1 marks a card still on the table)."""
    return len(taker) - taker.count(-1)


def role_chooser(state: State) -> int:
    """The seat choosing the next role (R-PR-10)."""
    roles = state.roles
    return pick_order(state.rules.players, roles.governor)[picks_made(roles.taker)]


def works(h: Holdings, building: str) -> bool:
    """Owned with at least one piece on it (R-PR-13)."""
    return occupied(h.city, h.staff, building)


def privilege_of(h: Holdings, chooser: bool) -> int:
    """The role privilege multiplier: 0 unless the role's chooser, 2 with an occupied
    Library (R-PR-52)."""
    if not chooser:
        return 0
    return 2 if works(h, "library") else 1


def privilege(state: State, seat: int) -> int:
    return privilege_of(state.players[seat], seat == state.chooser)


def discounts(h: Holdings, privilege: int) -> tuple[int, ...]:
    """R-PR-26's discount for a building of each column (index 1–4): privilege + occupied
    quarries capped by the column + ⌊forests/2⌋ + the Zoning office (a colonist −1 for
    columns 1–3, a noble −2 for column 4, R-PR-31)."""
    zoning = 0
    if works(h, "zoning_office"):
        zoning = 2 if "zoning_office" in h.nobles else 1
    return _discounts(privilege + len(h.forests) // 2, h.worked[QUARRY], zoning)


@lru_cache(maxsize=1024)
def _discounts(flat: int, quarries: int, zoning: int) -> tuple[int, ...]:
    """`discounts` from its three inputs (a handful of combinations: every build asks)."""
    out = [flat + min(quarries, column) for column in range(5)]
    if zoning == 2:
        out[4] += 2
    elif zoning == 1:
        for column in (1, 2, 3):
            out[column] += 1
    return tuple(out)


def price(h: Holdings, building: str, cost: int, privilege: int) -> int:
    return max(0, cost - discounts(h, privilege)[COLUMN[building]])


def income(h: Holdings, good: int, privilege: int, trading_post: bool) -> int:
    """§3.6: price + trader privilege + Small market + Large market; the Trading post gets
    no market bonus (R-PR-39)."""
    if trading_post:
        return data.PRICE[good] + privilege
    markets = works(h, "small_market") + 2 * works(h, "large_market")
    return data.PRICE[good] + privilege + markets


def build_price(state: State, seat: int, building: str) -> int:
    p = state.players[seat]
    return price(p, building, state.rules.cost[building], privilege(state, seat))


BuildingRow = tuple[int, int, str, int]
"""(printed cost, place on the board, id, size) of one building type."""


def _by_column(cost: dict[str, int]) -> tuple[tuple[BuildingRow, ...], ...]:
    """Every building type under one cost table, per column (index 1–4), cheapest first: a
    column shares one discount, so the types a budget reaches are a prefix of its row."""
    rows: list[list[BuildingRow]] = [[] for _ in range(5)]
    for i, b in enumerate(data.BUILDINGS):
        rows[COLUMN[b.id]].append((cost[b.id], i, b.id, SIZE[b.id]))
    return tuple(tuple(sorted(row)) for row in rows)


BY_COLUMN = {id(table): _by_column(table) for table in (data.COST, data.COST_SWAPPED)}
"""The building types per column, cheapest first, for each cost table (`Rules.cost`)."""


@lru_cache(maxsize=4096)
def spaces_taken(city: tuple[str, ...]) -> int:
    """City spaces a city takes (large buildings take 2)."""
    return sum(SIZE[b] for b in city)


def build_options(state: State, seat: int) -> tuple[list[str], list[str]]:
    """Every building the seat may buy now, in canonical order (R-PR-27): those it can pay,
    and those it can get only with its Black market (R-PR-29)."""
    p = state.players[seat]
    city = p.city
    free = data.CITY_SPACES - spaces_taken(city)
    if not free:
        return [], []
    market = black_market_means(p) if p.occupied("black_market") else 0
    money = p.doubloons
    budget = money + market
    on_board = state.board.buildings
    discount = discounts(p, privilege(state, seat))
    # Per column, only the types within reach of the seat's money (plus its Black market's
    # means) after the column's discount are looked at (R-PR-26).
    found: list[tuple[int, str, bool]] = []
    for column, row in enumerate(BY_COLUMN[id(state.rules.cost)]):
        off = discount[column]
        for cost, i, b, size in row:
            if cost - off > budget:
                break
            if on_board[i] and size <= free and b not in city:
                found.append((i, b, cost - off <= money))
    found.sort()
    return [b for _, b, paid in found if paid], [b for _, b, paid in found if not paid]


def black_market_means(p: Player) -> int:
    """How many different things the player could return (a piece, a barrel, a VP; at most
    one of each, R-PR-29)."""
    pieces = p.pieces() - p.staff[p.city.index("black_market")]
    return (pieces > 0) + (sum(p.goods) > 0) + (p.vp > 0)


def sale_options(state: State, seat: int) -> tuple[list[int], list[int]]:
    """Goods the seat may sell to the trading house (R-PR-38) and to its own Trading post
    (any kind, even with a full house, R-PR-39)."""
    p = state.players[seat]
    post = [g for g in range(GOODS_N) if p.goods[g]] if p.occupied("trading_post") else []
    house = state.board.house
    if len(house) >= data.HOUSE_SPACES:
        return [], post
    office = p.occupied("office")
    return [g for g in range(GOODS_N) if p.goods[g] and (office or g not in house)], post


def sale_income(state: State, seat: int, good: int, trading_post: bool = False) -> int:
    return income(state.players[seat], good, privilege(state, seat), trading_post)


def load_options(state: State, seat: int) -> tuple[list[Move], bool]:
    """The seat's legal load actions (R-PR-42, R-PR-44), and whether a cargo ship takes any."""
    p = state.players[seat]
    goods = p.goods
    if not any(goods):
        return [], False  # nothing to load: every captain lap asks the empty-handed seats
    board = state.board
    caps = state.rules.setup.cargo
    ship_good = board.ship_good
    held = list(compress(range(GOODS_N), goods))
    empty: list[int] | None = None  # the empty cargo ships, when a held good has no ship
    biggest = 0
    out: list[Move] = []
    for g in held:
        if g in ship_good:
            i = ship_good.index(g)
            if board.ship_load[i] < caps[i]:
                out.append(LOAD[g, SHIP_NAME[caps[i]]])
            continue
        if empty is None:
            empty = [cap for cap, good in zip(caps, ship_good, strict=True) if good < 0]
            biggest = max(empty, default=0)
        if empty:
            # The empty ships that take the most of this good (R-PR-44).
            most = min(goods[g], biggest)
            out += [LOAD[g, SHIP_NAME[cap]] for cap in empty if cap >= most]
    cargo = bool(out)
    if not (board.wharf_used >> seat) & 1 and p.occupied("wharf"):
        out += [LOAD[g, data.WHARF] for g in held]
    if not (board.used >> seat) & 1 and p.occupied("small_wharf"):
        out.append(USE["small_wharf"])
    return out, cargo


def warehouse_kinds(p: Player) -> int:
    """Kinds a player may store whole: Small warehouse 1, Large 2, both 3 (R-PR-49)."""
    return p.occupied("small_warehouse") + 2 * p.occupied("large_warehouse")


def kept(t: Turn, g: int) -> int:
    """Barrels of `g` kept one by one: the windrose barrel and the Storehouse ones."""
    return (g == t.single) + (t.kept[g] if t.kept else 0)


def storage(p: Player, t: Turn) -> tuple[list[int], int, int]:
    """Goods with barrels not yet kept (kinds), warehouse kinds still free, and barrels that
    may still be kept one by one (the windrose barrel, 3 more with a Storehouse)."""
    goods = p.goods
    if t.kinds or t.kept or t.single >= 0:
        left = [g for g in range(GOODS_N) if goods[g] > kept(t, g) and not (t.kinds >> g) & 1]
    else:  # nothing kept yet (the common case): every kind the seat holds
        left = list(compress(range(GOODS_N), goods))
    single = (t.single < 0) + data.STOREHOUSE_BARRELS * p.occupied("storehouse")
    if t.kept:
        single -= sum(t.kept)
    return left, warehouse_kinds(p) - t.kinds.bit_count(), single


def keeps_all(p: Player, t: Turn, left: list[int], slots: int, single: int) -> bool:
    """Whether every barrel of `left` can still be kept (nothing to choose then): the largest
    kinds in the warehouses, the rest one by one."""
    counts = sorted((p.goods[g] - kept(t, g) for g in left), reverse=True)[max(0, slots) :]
    return sum(counts) <= single


def production(p: Player) -> list[int]:
    """Barrels per good the player's pieces make (R-PR-33), before supply limits; with an
    occupied Aqueduct +1 indigo / sugar when the large building made any (R-PR-35)."""
    capacity = [0] * GOODS_N
    for b, n in zip(p.city, p.staff, strict=True):
        g = PRODUCES.get(b, -1)
        if g >= 0:
            capacity[g] += n
    out = list(map(min, p.worked[:GOODS_N], capacity))
    out[data.CORN] = p.worked[data.CORN]
    if p.occupied("aqueduct"):
        # Production is assigned to the large building first: it works if it is occupied.
        for large in ("indigo_plant", "sugar_mill"):
            g = PRODUCES[large]
            if out[g] and p.occupied(large):
                out[g] += 1
    return out


def nobles_of(p: Player) -> int:
    """Nobles on the player's board, wherever they stand (R-PR-53)."""
    return len(p.nobles)
