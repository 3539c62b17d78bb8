"""Puerto Rico rules: who acts, the legal moves, and `apply` with every phase transition.

Each seat's turn in a phase is a short list of steps (`Turn.todo`). `_advance` walks it: a
step that does not apply is dropped, a step with nothing to choose (a forced mayor placement,
storage where everything fits) is carried out, and the first step that needs a choice stops
the walk. Automatic gains (doubloons, VP, production) happen where the phase reaches them.
"""

from __future__ import annotations

from typing import Protocol

from common import rng
from common.engine import IllegalMove, auto_steps
from puertorico import data
from puertorico.moves import (
    BLACK_MARKET,
    BUILD,
    DISCARD,
    DONE,
    DRAFT,
    FOREST,
    GUEST,
    KEEP,
    LAY,
    LOAD,
    NOBLE_BUILDING,
    NOBLE_TILE,
    PASS,
    PICK,
    PLACE_BUILDING,
    PLACE_TILE,
    RETURN_GOOD,
    RETURN_VP,
    SELL,
    SELL_POST,
    SHIP,
    STORE,
    TAKE_COLONIST,
    TAKE_GOOD,
    TAKE_NOBLE,
    TAKE_TILE,
    USE,
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
from puertorico.state import (
    Board,
    Plantations,
    Player,
    Roles,
    State,
    Turn,
    choose,
    clockwise_from,
    draft_options,
    occupied,
    pick_order,
)

GOODS_N = len(data.GOODS)
ISLAND_N = len(data.ISLAND)
QUARRY = data.QUARRY
CIRCLES = data.CIRCLES
SIZE = data.SIZE
COLUMN = data.COLUMN
PRODUCES = data.PRODUCES
BUILDING_IDS = tuple(b.id for b in data.BUILDINGS)
SHIP_NAME = data.SHIPS

TURN_STEPS = {
    "draft": ("draft",),
    "guest_window": ("guest",),
    "settler_phase": ("hacienda", "plant", "hospice"),
    "hunting_lodge": ("hunting_lodge",),
    "mayor_phase": ("mayor_privilege", "mayor_privilege", "villa"),
    "ship_take": ("ship_take",),
    "mayor_placement": ("place",),
    "builder_phase": ("build", "black_market", "university"),
    "craftsman_phase": ("craft_privilege", "craft_privilege"),
    "trader_phase": ("land_office", "sell", "land_office"),
    "captain_phase": ("load", "small_wharf"),
    "captain_storage": ("store",),
}
"""The steps of one seat's turn in each phase (rulings §4.1, §5.3–§5.9). A step that does not
apply to the seat (a building it lacks, a second privilege without the Library) is skipped;
`_begin_turn` trims what is decided at the start of the turn and adds the Royal supplier's
returns to a seat's first captain turn (R-PR-48)."""
EXPANSION_STEPS = frozenset({"black_market", "land_office", "small_wharf"})
BASE_STEPS = {
    phase: tuple(step for step in steps if step not in EXPANSION_STEPS)
    for phase, steps in TURN_STEPS.items()
}
"""Without an expansion the steps of its buildings can never apply: leaving them out keeps
the base game's step walk as short as it was."""
LIBRARY_PICK = ("plant",)
"""The settler's second pick with the Library: no Hacienda, no Hospice (R-PR-15, PX-4.11).
The turn is marked with `Turn.count = 1`."""

# ---------------------------------------------------------------------------------------------
# Small queries (on the working copy `_Work`, which legal_moves builds from a State)


def picks_made(taker: tuple[int, ...]) -> int:
    return sum(1 for t in taker if t >= 0)


def to_act(state: State) -> int | None:
    if state.phase == "game_over":
        return None
    if state.phase == "role_choice":
        roles = state.roles
        return pick_order(state.rules.players, roles.governor)[picks_made(roles.taker)]
    return state.queue[0]


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


def works(h: Holdings, building: str) -> bool:
    """Owned with at least one piece on it (R-PR-13)."""
    return occupied(h.city, h.staff, building)


def privilege_of(h: Holdings, chooser: bool) -> int:
    """The role privilege multiplier: 0 unless the role's chooser, 2 with an occupied
    Library (R-PR-52)."""
    if not chooser:
        return 0
    return 2 if works(h, "library") else 1


def privilege(w: _Work, seat: int) -> int:
    return privilege_of(w.players[seat], seat == w.chooser)


def discounts(h: Holdings, privilege: int) -> tuple[int, ...]:
    """R-PR-26's discount for a building of each column (index 1–4): privilege + occupied
    quarries capped by the column + ⌊forests/2⌋ + the Zoning office (a colonist −1 for
    columns 1–3, a noble −2 for column 4, R-PR-31)."""
    flat = privilege + len(h.forests) // 2
    quarries = h.worked[QUARRY]
    out = [flat + min(quarries, column) for column in range(5)]
    if works(h, "zoning_office"):
        if "zoning_office" in h.nobles:
            out[4] += 2
        else:
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


def build_price(w: _Work, seat: int, building: str) -> int:
    return price(w.players[seat], building, w.rules.cost[building], privilege(w, seat))


def build_options(w: _Work, seat: int) -> tuple[list[str], list[str]]:
    """Every building the seat may buy now, in canonical order (R-PR-27): those it can pay,
    and those it can get only with its Black market (R-PR-29)."""
    p = w.players[seat]
    free = data.CITY_SPACES - p.spaces()
    if not free:
        return [], []
    market = black_market_means(p) if p.occupied("black_market") else 0
    discount = discounts(p, privilege(w, seat))
    cost = w.rules.cost
    out: list[str] = []
    covered: list[str] = []
    for i, left in enumerate(w.buildings):
        if left:
            b = BUILDING_IDS[i]
            if SIZE[b] > free or b in p.city:
                continue
            short = max(0, cost[b] - discount[COLUMN[b]]) - p.doubloons
            if short <= 0:
                out.append(b)
            elif short <= market:
                covered.append(b)
    return out, covered


def black_market_means(p: Player) -> int:
    """How many different things the player could return (a piece, a barrel, a VP; at most
    one of each, R-PR-29)."""
    pieces = p.pieces() - p.staff[p.city.index("black_market")]
    return (pieces > 0) + (sum(p.goods) > 0) + (p.vp > 0)


def plant_options(w: _Work, seat: int) -> tuple[list[int], list[int]]:
    """Island kinds the seat may take in its settler pick (R-PR-14, R-PR-15), and the face-up
    kinds it may lay as a forest (Forest house, R-PR-18)."""
    p = w.players[seat]
    if p.island() >= data.ISLAND_SPACES:
        return [], []
    kinds = sorted(set(w.row))
    # The Library's second pick (Turn.count = 1) is a quarry only with a Construction hut.
    quarry = p.occupied("construction_hut") or (seat == w.chooser and not w.turn.count)
    forests = kinds if p.occupied("forest_house") else []
    if w.quarries and quarry:
        kinds = [*kinds, QUARRY]
    return kinds, forests


def empty_circles(p: Player) -> int:
    """Empty circles on the player's buildings (the ship refill counts these, R-PR-25)."""
    return sum(CIRCLES[b] for b in p.city) - sum(p.staff)


def _open_places(p: Player) -> tuple[list[int], list[int], int]:
    """Island kinds with an unoccupied tile, indexes of buildings with an empty circle, and
    the number of empty circles in all."""
    tiles, worked = p.tiles, p.worked
    kinds = [k for k in range(ISLAND_N) if tiles[k] > worked[k]]
    free = sum(tiles) - sum(worked)
    buildings = []
    for i, (b, n) in enumerate(zip(p.city, p.staff, strict=True)):
        room = CIRCLES[b] - n
        if room > 0:
            buildings.append(i)
            free += room
    return kinds, buildings, free


def _place_moves(p: Player, kinds: list[int], buildings: list[int], piece: str) -> list[Move]:
    """Unoccupied tiles by kind, then buildings with a free circle, for one piece kind."""
    tile, building = (
        (PLACE_TILE, PLACE_BUILDING)
        if piece == "colonist"
        else (
            NOBLE_TILE,
            NOBLE_BUILDING,
        )
    )
    out: list[Move] = [tile[k] for k in kinds]
    if buildings:
        names = sorted((p.city[i] for i in buildings), key=data.ORDER.__getitem__)
        out += [building[b] for b in names]
    return out


def load_options(w: _Work, seat: int) -> tuple[list[Move], bool]:
    """The seat's legal load actions (R-PR-42, R-PR-44), and whether a cargo ship takes any."""
    p = w.players[seat]
    caps = w.rules.setup.cargo
    ship_good = w.ship_good
    out: list[Move] = []
    for g in range(GOODS_N):
        n = p.goods[g]
        if not n:
            continue
        if g in ship_good:
            i = ship_good.index(g)
            if w.ship_load[i] < caps[i]:
                out.append(LOAD[g, SHIP_NAME[caps[i]]])
            continue
        best = 0
        ships: list[int] = []
        for i, cap in enumerate(caps):
            if ship_good[i] < 0:
                amount = min(n, cap)
                if amount > best:
                    best, ships = amount, [i]
                elif amount == best:
                    ships.append(i)
        out += [LOAD[g, SHIP_NAME[caps[i]]] for i in ships]
    cargo = bool(out)
    if not (w.wharf_used >> seat) & 1 and p.occupied("wharf"):
        out += [LOAD[g, data.WHARF] for g in range(GOODS_N) if p.goods[g]]
    if not (w.used >> seat) & 1 and any(p.goods) and p.occupied("small_wharf"):
        out.append(USE["small_wharf"])
    return out, cargo


def warehouse_kinds(p: Player) -> int:
    """Kinds a player may store whole: Small warehouse 1, Large 2, both 3 (R-PR-49)."""
    return p.occupied("small_warehouse") + 2 * p.occupied("large_warehouse")


def _kept(t: Turn, g: int) -> int:
    """Barrels of `g` kept one by one: the windrose barrel and the Storehouse ones."""
    return (g == t.single) + (t.kept[g] if t.kept else 0)


def _storage(p: Player, t: Turn) -> tuple[list[int], int, int]:
    """Goods with barrels not yet kept (kinds), warehouse kinds still free, and barrels that
    may still be kept one by one (the windrose barrel, 3 more with a Storehouse)."""
    left = [g for g in range(GOODS_N) if p.goods[g] > _kept(t, g) and not (t.kinds >> g) & 1]
    single = (t.single < 0) + data.STOREHOUSE_BARRELS * p.occupied("storehouse")
    if t.kept:
        single -= sum(t.kept)
    return left, warehouse_kinds(p) - t.kinds.bit_count(), single


def _keeps_all(p: Player, t: Turn, left: list[int], slots: int, single: int) -> bool:
    """Whether every barrel of `left` can still be kept (nothing to choose then): the largest
    kinds in the warehouses, the rest one by one."""
    counts = sorted((p.goods[g] - _kept(t, g) for g in left), reverse=True)[max(0, slots) :]
    return sum(counts) <= single


def sale_options(w: _Work, seat: int) -> tuple[list[int], list[int]]:
    """Goods the seat may sell to the trading house (R-PR-38) and to its own Trading post
    (any kind, even with a full house, R-PR-39)."""
    p = w.players[seat]
    post = [g for g in range(GOODS_N) if p.goods[g]] if p.occupied("trading_post") else []
    if len(w.house) >= data.HOUSE_SPACES:
        return [], post
    office = p.occupied("office")
    return [g for g in range(GOODS_N) if p.goods[g] and (office or g not in w.house)], post


def sale_income(w: _Work, seat: int, good: int, trading_post: bool = False) -> int:
    return income(w.players[seat], good, privilege(w, seat), trading_post)


def production(p: Player) -> list[int]:
    """Barrels per good the player's pieces make (R-PR-33), before supply limits; with an
    occupied Aqueduct +1 indigo / sugar when the large building made any (R-PR-35)."""
    capacity = [0] * GOODS_N
    for b, n in zip(p.city, p.staff, strict=True):
        g = PRODUCES.get(b, -1)
        if g >= 0:
            capacity[g] += n
    out = [min(p.worked[g], capacity[g]) for g in range(GOODS_N)]
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


def movable_guests(p: Player) -> bool:
    """A guest could move now: pieces on the Guest house and an empty circle elsewhere."""
    if "guest_house" not in p.city or not p.staff[p.city.index("guest_house")]:
        return False
    _, buildings, free = _open_places(p)
    gi = p.city.index("guest_house")
    return free - (CIRCLES["guest_house"] - p.staff[gi] if gi in buildings else 0) > 0


def guest_moves(p: Player) -> list[Move]:
    """R-PR-51: each guest kind to every own empty circle but the Guest house's."""
    gi = p.city.index("guest_house")
    kinds, buildings, _ = _open_places(p)
    buildings = [i for i in buildings if i != gi]
    nobles = p.nobles.count("guest_house")
    out: list[Move] = []
    if p.staff[gi] > nobles:
        out += [_as_guest(m) for m in _place_moves(p, kinds, buildings, "colonist")]
    if nobles:
        out += [_as_guest(m) for m in _place_moves(p, kinds, buildings, "noble")]
    return out


def _as_guest(m: Move) -> Move:
    assert isinstance(m, Place)
    return GUEST[m.piece, m.target]


# ---------------------------------------------------------------------------------------------
# Legal moves

_last: tuple[State | None, tuple[Move, ...]] = (None, ())


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, in a deterministic order; empty only when the game is over."""
    global _last
    if _last[0] is state:
        return _last[1]
    if state.phase == "game_over":
        moves: tuple[Move, ...] = ()
    else:
        w = _Work(state)
        if state.phase == "role_choice":
            moves = tuple(_with_guests(w, _pick_moves(w)))
        else:
            step = state.turn.todo[0]
            moves = tuple(_with_guests(w, _step_moves(w, state.queue[0], step)))
    _last = (state, moves)
    return moves


GUESTLESS = frozenset({"draft", "guest_window", "mayor_phase", "ship_take", "mayor_placement"})
"""Phases where guests do not move at a decision: the draft, the guest window itself (its own
step offers them), and the mayor phase, where guests are rearranged with every piece."""


def _deciding_seat(w: _Work) -> int:
    if w.queue:
        return w.queue[0]
    return pick_order(w.rules.players, w.governor)[picks_made(w.card_taker)]


def _with_guests(w: _Work, moves: list[Move]) -> list[Move]:
    """R-PR-51 (a): the seat deciding may first move a guest, outside the mayor phase."""
    if not w.rules.exp_new_buildings or w.phase in GUESTLESS:
        return moves
    p = w.players[_deciding_seat(w)]
    if "guest_house" in p.city and movable_guests(p):
        return [*moves, *guest_moves(p)]
    return moves


def _pick_moves(w: _Work) -> list[Move]:
    cards = w.rules.setup.cards
    free = [i for i, t in enumerate(w.card_taker) if t < 0]
    out: list[Move] = []
    for i in free:
        card = cards[i]
        if card == "prospector_2":
            # R-PR-9: with equal doubloons the two prospectors are one choice.
            first = cards.index("prospector_1")
            if w.card_taker[first] < 0 and w.card_money[first] == w.card_money[i]:
                continue
        out.append(PICK[card])
    return out


def _step_moves(w: _Work, seat: int, step: str) -> list[Move]:
    """The moves of a decision step, or [] when the step does not apply now (it is skipped)."""
    p = w.players[seat]
    t = w.turn
    if step == "place":
        return _placement_moves(p, t)
    if step == "load":
        loads, cargo = load_options(w, seat)
        return loads if cargo or not loads else [*loads, PASS]
    if step == "build":
        options, covered = build_options(w, seat)
        moves: list[Move] = [BUILD[b] for b in options]
        moves += [BLACK_MARKET[b] for b in covered]
        return [*moves, PASS] if moves else []
    if step == "plant":
        kinds, forests = plant_options(w, seat)
        moves = [*(TAKE_TILE[k] for k in kinds), *(FOREST[k] for k in forests)]
        return [*moves, PASS] if moves else []
    if step == "sell":
        house, post = sale_options(w, seat)
        moves = [*(SELL[g] for g in house), *(SELL_POST[g] for g in post)]
        return [*moves, PASS] if moves else []
    if step == "store":
        left, slots, single = _storage(p, t)
        moves = [STORE[g] for g in left if not _kept(t, g)] if slots > 0 else []
        if single > 0:
            moves += [KEEP[g] for g in left]
        return [*moves, DONE]
    if step == "hacienda":
        usable = (
            p.occupied("hacienda")
            and p.island() < data.ISLAND_SPACES
            and bool(w.stack or w.discard)
        )
        return [USE["hacienda"], PASS] if usable else []
    if step == "lay":
        if t.drawn < 0:
            return []
        return [LAY[t.drawn], FOREST[t.drawn]]
    if step == "hospice":
        # A guest may have moved onto the new tile already (R-PR-51).
        usable = (
            bool(t.target)
            and (t.target == data.FOREST or _room_on_tile(p, t.target))
            and p.occupied("hospice")
            and _spare_colonist(w, hospice=True)
        )
        return [USE["hospice"], PASS] if usable else []
    if step == "university":
        usable = (
            bool(t.target)
            and CIRCLES[t.target] > p.staff[p.city.index(t.target)]
            and p.occupied("university")
            and _spare_colonist(w, hospice=False)
        )
        return [USE["university"], PASS] if usable else []
    if step == "mayor_privilege":
        return [TAKE_COLONIST, PASS] if w.colonist_supply else []
    if step == "villa":
        return [USE["villa"], PASS] if w.noble_supply or w.colonist_supply else []
    if step == "ship_take":
        return [TAKE_COLONIST, TAKE_NOBLE]
    if step == "craft_privilege":
        goods = [g for g in range(GOODS_N) if (t.kinds >> g) & 1 and w.goods_supply[g]]
        if t.count and w.rules.library_craftsman_different:
            goods = [g for g in goods if g != t.single]
        return [*(TAKE_GOOD[g] for g in goods), PASS] if goods else []
    if step == "draft":
        return [DRAFT[b] for b in draft_options(w.rules, w.buildings)]
    if step == "guest":
        return [*guest_moves(p), PASS] if movable_guests(p) else []
    if step == "black_market":
        return _black_market_moves(p, t) if t.count else []
    if step == "small_wharf":
        if t.target != "small_wharf":
            return []
        moves = [SHIP[g] for g in range(GOODS_N) if p.goods[g]]
        return [*moves, DONE] if t.count else moves
    if step == "royal_supplier":
        if t.kinds.bit_count() >= nobles_of(p):
            return []
        moves = [RETURN_GOOD[g] for g in range(GOODS_N) if p.goods[g] and not (t.kinds >> g) & 1]
        return [*moves, PASS if not t.kinds else DONE] if moves else []
    if step == "land_office":
        return [USE["land_office"], PASS] if _land_office_usable(w, seat) else []
    if step == "land_take":
        row = sorted(set(w.row))
        wood: list[Move] = [FOREST[k] for k in row] if p.occupied("forest_house") else []
        return [*(TAKE_TILE[k] for k in row), *wood]
    if step in ("land_discard", "hunting_lodge"):
        moves = _discard_moves(p)
        return [*moves, PASS] if moves and step == "hunting_lodge" else moves
    raise AssertionError(f"no decision at step {step!r}")


def _room_on_tile(p: Player, tile: str) -> bool:
    k = data.ISLAND_INDEX[tile]
    return p.tiles[k] > p.worked[k]


def _placement_moves(
    p: Player, t: Turn, places: tuple[list[int], list[int], int] | None = None
) -> list[Move]:
    """Where the next piece in hand may go, for each piece kind the hand holds (R-PR-24);
    `places`: `_open_places(p)` when the caller has it already."""
    kinds, buildings, _ = places or _open_places(p)
    out: list[Move] = []
    if t.hand > t.nobles:
        out += _place_moves(p, kinds, buildings, "colonist")
    if t.nobles:
        out += _place_moves(p, kinds, buildings, "noble")
    return out


def _black_market_moves(p: Player, t: Turn) -> list[Move]:
    """One return of a type not returned yet (t.kinds: 1 piece, 2 barrel, 4 VP; R-PR-29)."""
    out: list[Move] = []
    if not t.kinds & 1:
        for k in range(ISLAND_N):
            out += _piece_returns(p, data.ISLAND[k], p.worked[k])
        for b, n in zip(p.city, p.staff, strict=True):
            if b != "black_market":
                out += _piece_returns(p, b, n)
        out += _piece_returns(p, data.WINDROSE, p.idle)
    if not t.kinds & 2:
        out += [RETURN_GOOD[g] for g in range(GOODS_N) if p.goods[g]]
    if not t.kinds & 4 and p.vp:
        out.append(RETURN_VP)
    return out


def _piece_returns(p: Player, place: str, pieces: int) -> list[Move]:
    nobles = p.nobles.count(place) if p.nobles else 0
    out: list[Move] = []
    if pieces > nobles:
        out.append(Return("colonist", place))
    if nobles:
        out.append(Return("noble", place))
    return out


def _land_office_usable(w: _Work, seat: int) -> bool:
    """R-PR-40: once per trader phase (Turn.count), by the piece kind on it."""
    p = w.players[seat]
    if w.turn.count or not p.occupied("land_office"):
        return False
    if p.noble_on("land_office"):
        return bool(_discard_moves(p))
    if not p.doubloons or p.island() >= data.ISLAND_SPACES:
        return False
    if w.rules.land_office_face_down:
        return bool(w.stack or w.discard)
    return bool(w.row)


def _discard_moves(p: Player) -> list[Move]:
    """Own plantations and forests that may be discarded (never a quarry)."""
    out: list[Move] = [DISCARD[k, False] for k in range(GOODS_N) if p.tiles[k]]
    return out + [DISCARD[k, True] for k in sorted(set(p.forests))]


def _spare_colonist(w: _Work, hospice: bool) -> bool:
    """A colonist for the Hospice or University: the supply, else the ship (R-PR-17, R-PR-28)."""
    if w.colonist_supply:
        return True
    if hospice and w.rules.hospice_supply_only:
        return False
    return w.colonist_ship > 0


# ---------------------------------------------------------------------------------------------
# Apply


def _player(
    p: Player,
    *,
    doubloons: int | None = None,
    vp: int | None = None,
    goods: tuple[int, ...] | None = None,
    tiles: tuple[int, ...] | None = None,
    worked: tuple[int, ...] | None = None,
    city: tuple[str, ...] | None = None,
    staff: tuple[int, ...] | None = None,
    idle: int | None = None,
    nobles: tuple[str, ...] | None = None,
    forests: tuple[int, ...] | None = None,
) -> Player:
    """A copy with some fields changed (cheaper than dataclasses.replace on the hot path)."""
    return Player(
        p.doubloons if doubloons is None else doubloons,
        p.vp if vp is None else vp,
        p.goods if goods is None else goods,
        p.tiles if tiles is None else tiles,
        p.worked if worked is None else worked,
        p.city if city is None else city,
        p.staff if staff is None else staff,
        p.idle if idle is None else idle,
        p.nobles if nobles is None else nobles,
        p.forests if forests is None else forests,
    )


def _turn(
    t: Turn,
    *,
    todo: tuple[str, ...] | None = None,
    hand: int | None = None,
    target: str | None = None,
    kinds: int | None = None,
    single: int | None = None,
    nobles: int | None = None,
    count: int | None = None,
    kept: tuple[int, ...] | None = None,
    drawn: int | None = None,
) -> Turn:
    """A copy of the turn with some fields changed."""
    return Turn(
        t.todo if todo is None else todo,
        t.started,
        t.hand if hand is None else hand,
        t.target if target is None else target,
        t.kinds if kinds is None else kinds,
        t.single if single is None else single,
        t.nobles if nobles is None else nobles,
        t.count if count is None else count,
        t.kept if kept is None else kept,
        t.drawn if drawn is None else drawn,
    )


def _add(values: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    return values[:i] + (values[i] + delta,) + values[i + 1 :]


class _Work:
    """A mutable working copy of a State for the span of one `apply`."""

    __slots__ = (
        "bank",
        "bonus_paid",
        "buildings",
        "card_money",
        "card_taker",
        "chooser",
        "colonist_ship",
        "colonist_supply",
        "discard",
        "expansion",
        "goods_supply",
        "governor",
        "house",
        "idle_turns",
        "legal",
        "noble_ship",
        "noble_supply",
        "phase",
        "players",
        "quarries",
        "queue",
        "rng",
        "role",
        "round",
        "row",
        "rules",
        "seen",
        "ship_good",
        "ship_load",
        "stack",
        "state",
        "taken",
        "triggers",
        "turn",
        "used",
        "vp_extra",
        "vp_supply",
        "wharf_used",
    )

    def __init__(self, s: State) -> None:
        self.state = s
        self.rules = s.rules
        self.rng = s.rng
        self.players = list(s.players)
        self.phase = s.phase
        self.chooser = s.chooser
        self.queue = s.queue
        self.turn = s.turn
        r = s.roles
        self.round = r.round
        self.governor = r.governor
        self.card_money = r.money
        self.card_taker = r.taker
        self.role = r.role
        b = s.board
        self.colonist_supply = b.colonist_supply
        self.colonist_ship = b.colonist_ship
        self.vp_supply = b.vp_supply
        self.vp_extra = b.vp_extra
        self.bank = b.bank
        self.goods_supply = b.goods_supply
        self.ship_good = b.ship_good
        self.ship_load = b.ship_load
        self.house = b.house
        self.buildings = b.buildings
        self.triggers = b.triggers
        self.idle_turns = b.idle_turns
        self.wharf_used = b.wharf_used
        self.bonus_paid = b.bonus_paid
        # Only the expansions change the fields below (freeze compares them only then).
        self.expansion = s.rules.exp_new_buildings or s.rules.exp_nobles
        self.noble_supply = b.noble_supply
        self.noble_ship = b.noble_ship
        self.used = b.used
        self.seen = b.seen
        self.taken = b.taken
        p = s.plantations
        self.stack = p.stack
        self.row = p.row
        self.discard = p.discard
        self.quarries = p.quarries
        self.legal: list[Move] | None = None
        """The moves of the decision this apply stops at (handed to legal_moves)."""

    def freeze(self) -> State:
        """The new State; a nested record is rebuilt only when one of its fields changed."""
        s = self.state
        r = s.roles
        roles = r
        if (
            self.card_taker is not r.taker
            or self.card_money is not r.money
            or self.governor != r.governor
            or self.round != r.round
            or self.role != r.role
        ):
            roles = Roles(self.round, self.governor, self.card_money, self.card_taker, self.role)
        b = s.board
        board = b
        if (
            self.colonist_supply != b.colonist_supply
            or self.colonist_ship != b.colonist_ship
            or self.vp_supply != b.vp_supply
            or self.vp_extra != b.vp_extra
            or self.bank != b.bank
            or self.goods_supply is not b.goods_supply
            or self.ship_good is not b.ship_good
            or self.ship_load is not b.ship_load
            or self.house is not b.house
            or self.buildings is not b.buildings
            or self.triggers is not b.triggers
            or self.idle_turns != b.idle_turns
            or self.wharf_used != b.wharf_used
            or self.bonus_paid != b.bonus_paid
            or (
                self.expansion
                and (
                    self.noble_supply != b.noble_supply
                    or self.noble_ship != b.noble_ship
                    or self.used != b.used
                    or self.seen != b.seen
                    or self.taken != b.taken
                )
            )
        ):
            board = Board(
                self.colonist_supply,
                self.colonist_ship,
                self.vp_supply,
                self.vp_extra,
                self.bank,
                self.goods_supply,
                self.ship_good,
                self.ship_load,
                self.house,
                self.buildings,
                self.triggers,
                self.idle_turns,
                self.wharf_used,
                self.bonus_paid,
                self.noble_supply,
                self.noble_ship,
                self.used,
                self.seen,
                self.taken,
            )
        p = s.plantations
        plantations = p
        if (
            self.stack is not p.stack
            or self.row is not p.row
            or self.discard is not p.discard
            or self.quarries != p.quarries
        ):
            plantations = Plantations(self.stack, self.row, self.discard, self.quarries)
        return State(
            self.rules,
            self.rng,
            tuple(self.players),
            roles,
            self.phase,
            self.chooser,
            self.queue,
            self.turn,
            board,
            plantations,
        )

    # -- components -------------------------------------------------------------------------

    def pay(self, seat: int, amount: int) -> None:
        """Doubloons from the bank (negative: to the bank)."""
        if amount:
            p = self.players[seat]
            self.players[seat] = _player(p, doubloons=p.doubloons + amount)
            self.bank -= amount

    def award(self, seat: int, vp: int) -> None:
        """VP chips; beyond the supply the rest is still credited (R-PR-60)."""
        p = self.players[seat]
        self.players[seat] = _player(p, vp=p.vp + vp)
        chips = min(vp, self.vp_supply)
        self.vp_supply -= chips
        self.vp_extra += vp - chips
        if not self.vp_supply:
            self.trigger("vp_exhausted")

    def trigger(self, name: str) -> None:
        if name not in self.triggers:
            self.triggers = (*self.triggers, name)

    def colonist_for_tile(self) -> bool:
        """Take 1 colonist for the Hospice / University: the supply, else the ship."""
        if self.colonist_supply:
            self.colonist_supply -= 1
            return True
        if self.colonist_ship:
            self.colonist_ship -= 1
            return True
        return False

    def draw_tile(self) -> int:
        """The top face-down plantation; an empty stack is refilled from the discards (R-PR-8)."""
        if not self.stack and self.discard:
            self.rng, self.stack = rng.shuffle(self.rng, self.discard)
            self.discard = ()
        if not self.stack:
            return -1
        kind = self.stack[0]
        self.stack = self.stack[1:]
        return kind

    def step_done(self) -> None:
        t = self.turn
        self.turn = _turn(t, todo=t.todo[1:])


def start(setup: State) -> State:
    """Run the automatic steps of a freshly set-up game: the draft opens with the first
    governor (§4.1), a game without one opens with a role choice."""
    w = _Work(setup)
    if w.phase == "draft":
        w.queue = (_drafter(w),)
    _advance(w)
    return w.freeze()


def apply(state: State, move: Move) -> State:
    """Play `move`; raises IllegalMove when it is not legal here."""
    legal = legal_moves(state)
    for m in legal:
        if m is move:
            break
    else:
        if move not in legal:
            raise IllegalMove(f"not a legal move now: {move!r}")
    w = _Work(state)
    if isinstance(move, PickRole):
        _pick(w, move.card)
    elif isinstance(move, Guest):
        _move_guest(w, move)
    else:
        _decide(w, move)
    _advance(w)
    new = w.freeze()
    global _last
    _last = (new, tuple(w.legal or ()))
    return new


def _drafter(w: _Work) -> int:
    """The seat choosing next in the draft: one choice each from the first governor on."""
    chosen = sum(1 for i, b in enumerate(data.BUILDINGS) if b.beige and w.buildings[i])
    return (w.governor + chosen) % w.rules.players


def _pick(w: _Work, card: str) -> None:
    """Choose a role card: its doubloons first, then the guest window, then the phase
    (R-PR-10, R-PR-51)."""
    n = w.rules.players
    seat = pick_order(n, w.governor)[picks_made(w.card_taker)]
    i = w.rules.setup.cards.index(card)
    money = w.card_money[i]
    if money:
        # The card's doubloons left the bank when they were put on it (round end).
        p = w.players[seat]
        w.players[seat] = _player(p, doubloons=p.doubloons + money)
        w.card_money = _set(w.card_money, i, 0)
    w.card_taker = _set(w.card_taker, i, seat)
    w.chooser = seat
    w.role = card
    w.turn = NO_TURN
    if w.rules.exp_new_buildings and data.CARD_ROLE[card] != "mayor":
        guests = tuple(s for s in clockwise_from(seat, n) if movable_guests(w.players[s]))
        if guests:
            w.phase = "guest_window"
            w.queue = guests
            return
    _start_role(w)


def _start_role(w: _Work) -> None:
    """The chosen role's phase begins (after any guest window)."""
    n = w.rules.players
    seat = w.chooser
    role = data.CARD_ROLE[w.role]
    if role == "prospector":
        w.pay(seat, privilege(w, seat))
        _end_role(w)
    elif role == "craftsman":
        _chapels(w, seat)
        received = _produce(w, seat)
        w.phase = "craftsman_phase"
        w.queue = (seat,)
        todo = ("craft_privilege",) * privilege(w, seat)
        w.turn = Turn(todo=todo, started=True, kinds=received)
    elif role == "mayor":
        w.phase = "mayor_phase"
        w.queue = tuple(
            s for s in clockwise_from(seat, n) if s == seat or w.players[s].occupied("villa")
        )
    else:
        w.phase = f"{role}_phase"
        w.queue = clockwise_from(seat, n)
        if role == "settler" and w.players[seat].occupied("library"):
            w.queue = (*w.queue, seat)


def _set(values: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return values[:i] + (value,) + values[i + 1 :]


def _with_noble(nobles: tuple[str, ...], place: str) -> tuple[str, ...]:
    return tuple(sorted((*nobles, place)))


def _without_noble(nobles: tuple[str, ...], place: str) -> tuple[str, ...]:
    i = nobles.index(place)
    return nobles[:i] + nobles[i + 1 :]


def _put(p: Player, target: str, noble: bool) -> Player:
    """One piece onto an island kind, a building or the windrose of the player."""
    nobles = _with_noble(p.nobles, target) if noble else p.nobles
    k = data.ISLAND_INDEX.get(target, -1)
    if k >= 0:
        return _player(p, worked=_add(p.worked, k, 1), nobles=nobles)
    if target == data.WINDROSE:
        return _player(p, idle=p.idle + 1, nobles=nobles)
    i = p.city.index(target)
    return _player(p, staff=_add(p.staff, i, 1), nobles=nobles)


def _lift(p: Player, place: str, noble: bool) -> Player:
    """One piece off a place of the player (the reverse of `_put`)."""
    nobles = _without_noble(p.nobles, place) if noble else p.nobles
    k = data.ISLAND_INDEX.get(place, -1)
    if k >= 0:
        return _player(p, worked=_add(p.worked, k, -1), nobles=nobles)
    if place == data.WINDROSE:
        return _player(p, idle=p.idle - 1, nobles=nobles)
    i = p.city.index(place)
    return _player(p, staff=_add(p.staff, i, -1), nobles=nobles)


def _move_guest(w: _Work, move: Guest) -> None:
    """R-PR-51: a guest leaves the Guest house for an empty circle; the decision stays."""
    seat = _deciding_seat(w)
    noble = move.piece == "noble"
    p = _lift(w.players[seat], "guest_house", noble)
    w.players[seat] = _put(p, move.target, noble)


def _lay(w: _Work, seat: int, kind: int, forest: bool) -> None:
    """A plantation onto the seat's island, face up or as a forest."""
    p = w.players[seat]
    if forest:
        w.players[seat] = _player(p, forests=tuple(sorted((*p.forests, kind))))
    else:
        w.players[seat] = _player(p, tiles=_add(p.tiles, kind, 1))


def _from_row(w: _Work, kind: int) -> None:
    i = w.row.index(kind)
    w.row = w.row[:i] + w.row[i + 1 :]


def _discard(w: _Work, seat: int, kind: int, forest: bool) -> None:
    """A plantation or forest goes face up to the discards; a piece on it to the windrose
    (an unoccupied tile of the kind goes first, then a colonist's, R-PR-19, R-PR-40)."""
    p = w.players[seat]
    if forest:
        i = p.forests.index(kind)
        p = _player(p, forests=p.forests[:i] + p.forests[i + 1 :])
    else:
        if p.worked[kind] == p.tiles[kind]:
            place = data.ISLAND[kind]
            noble = p.worked[kind] == p.nobles.count(place)
            p = _put(_lift(p, place, noble), data.WINDROSE, noble)
        p = _player(p, tiles=_add(p.tiles, kind, -1))
    w.players[seat] = p
    w.discard = (*w.discard, kind)


def _decide(w: _Work, move: Move) -> None:
    seat = w.queue[0]
    p = w.players[seat]
    t = w.turn
    step = t.todo[0]
    match move:
        case Place(piece, target):
            if piece == "noble":
                w.players[seat] = _put(p, target, noble=True)
                w.turn = _turn(t, hand=t.hand - 1, nobles=t.nobles - 1)
            else:
                # The hot path of every game: a colonist, without `_put`'s noble bookkeeping.
                k = data.ISLAND_INDEX.get(target, -1)
                if k >= 0:
                    w.players[seat] = _player(p, worked=_add(p.worked, k, 1))
                else:
                    i = p.city.index(target)
                    w.players[seat] = _player(p, staff=_add(p.staff, i, 1))
                w.turn = _turn(t, hand=t.hand - 1)
        case Pass():
            w.step_done()
        case Load(good, ship):
            _load(w, seat, data.GOOD_INDEX[good], ship)
        case Store(good):
            w.turn = _turn(t, kinds=t.kinds | 1 << data.GOOD_INDEX[good])
        case Keep(good):
            g = data.GOOD_INDEX[good]
            if t.single < 0:
                w.turn = _turn(t, single=g)
            else:
                w.turn = _turn(t, kept=_add(t.kept or (0,) * GOODS_N, g, 1))
        case Done():
            if step == "small_wharf":
                _small_wharf(w, seat)
            elif step == "royal_supplier":
                w.step_done()
            else:
                _store_finish(w, seat, keep_rest=False)
        case TakeTile(tile):
            k = data.ISLAND_INDEX[tile]
            if k == QUARRY:
                w.quarries -= 1
            else:
                _from_row(w, k)
            _lay(w, seat, k, forest=False)
            w.turn = _turn(t, todo=t.todo[1:], target=tile if step == "plant" else "")
        case Forest(tile):
            k = data.ISLAND_INDEX[tile]
            if step == "lay":
                w.turn = _turn(t, drawn=-1)
            else:
                _from_row(w, k)
                w.turn = _turn(t, target=data.FOREST if step == "plant" else "")
            _lay(w, seat, k, forest=True)
            w.step_done()
        case Lay(tile):
            _lay(w, seat, data.ISLAND_INDEX[tile], forest=False)
            w.turn = _turn(t, drawn=-1)
            w.step_done()
        case Use("hacienda"):
            _draw_and_lay(w, seat)
        case Use("hospice"):
            w.colonist_for_tile()
            # R-PR-17: after a forest pick the colonist goes to the windrose.
            place = data.WINDROSE if t.target == data.FOREST else t.target
            w.players[seat] = _put(p, place, noble=False)
            w.step_done()
        case Use("university"):
            w.colonist_for_tile()
            w.players[seat] = _put(p, t.target, noble=False)
            w.step_done()
        case Use("villa"):
            # R-PR-23: a noble from the supply, else a colonist, else (not offered) nothing.
            noble = w.noble_supply > 0
            if noble:
                w.noble_supply -= 1
            else:
                w.colonist_supply -= 1
            w.players[seat] = _put(p, data.WINDROSE, noble)
            w.used |= 1 << seat
            w.step_done()
        case Use("small_wharf"):
            w.turn = _turn(t, todo=t.todo[1:], target="small_wharf")
        case Use("land_office"):
            _land_office(w, seat)
        case Ship(good):
            g = data.GOOD_INDEX[good]
            w.players[seat] = _player(p, goods=_add(p.goods, g, -1))
            w.goods_supply = _add(w.goods_supply, g, 1)
            w.turn = _turn(t, count=t.count + 1)
        case TakeColonist():
            if step == "ship_take":
                _ship_piece(w, seat, noble=False)
            else:
                w.colonist_supply -= 1
                w.players[seat] = _player(p, idle=p.idle + 1)
            w.step_done()
        case TakeNoble():
            _ship_piece(w, seat, noble=True)
            w.step_done()
        case Build(building, black_market):
            _build(w, seat, building, black_market)
        case TakeGood(good):
            g = data.GOOD_INDEX[good]
            w.goods_supply = _add(w.goods_supply, g, -1)
            w.players[seat] = _player(p, goods=_add(p.goods, g, 1))
            # The Library's second barrel may have to differ (library_craftsman_different).
            w.turn = _turn(t, todo=t.todo[1:], single=g, count=1)
        case Sell(good, trading_post):
            g = data.GOOD_INDEX[good]
            income = sale_income(w, seat, g, trading_post)
            w.players[seat] = _player(p, goods=_add(p.goods, g, -1))
            if trading_post:
                w.goods_supply = _add(w.goods_supply, g, 1)
            else:
                w.house = (*w.house, g)
            w.pay(seat, income)
            w.step_done()
        case Draft(building):
            w.buildings = choose(w.rules, w.buildings, building)
            w.step_done()
        case Discard(tile, forest):
            _discard(w, seat, data.ISLAND_INDEX[tile], forest)
            if step == "land_discard":
                w.pay(seat, 1)
            w.step_done()
        case Return(item, place):
            _return(w, seat, item, place)
        case _:
            raise IllegalMove(f"not a legal move now: {move!r}")


def _draw_and_lay(w: _Work, seat: int) -> None:
    """Hacienda / face-down Land office: the top plantation is drawn and must be laid; with an
    occupied Forest house the owner sees it first and may lay it as a forest (R-PR-16)."""
    kind = w.draw_tile()
    t = w.turn
    if kind >= 0 and w.players[seat].occupied("forest_house"):
        w.turn = _turn(t, todo=("lay", *t.todo[1:]), drawn=kind)
        return
    if kind >= 0:
        _lay(w, seat, kind, forest=False)
    w.step_done()


def _land_office(w: _Work, seat: int) -> None:
    """R-PR-40: a noble discards a tile for 1 doubloon; a colonist pays 1 doubloon for a
    face-up plantation (or, with the option, the top of the stack)."""
    p = w.players[seat]
    t = _turn(w.turn, count=1)
    w.turn = t
    if p.noble_on("land_office"):
        w.turn = _turn(t, todo=("land_discard", *t.todo[1:]))
        return
    w.pay(seat, -1)
    if w.rules.land_office_face_down:
        _draw_and_lay(w, seat)
    else:
        w.turn = _turn(t, todo=("land_take", *t.todo[1:]))


def _ship_piece(w: _Work, seat: int, noble: bool) -> None:
    """One piece from the colonist ship to the seat's windrose (R-PR-22)."""
    if noble:
        w.noble_ship -= 1
    else:
        w.colonist_ship -= 1
    w.players[seat] = _put(w.players[seat], data.WINDROSE, noble)
    w.taken += 1


def _return(w: _Work, seat: int, item: str, place: str) -> None:
    """Black market returns (one of each type until the shortfall is covered) and Royal
    supplier barrels (+1 VP each, different kinds)."""
    p = w.players[seat]
    t = w.turn
    if t.todo[0] == "royal_supplier":
        g = data.GOOD_INDEX[item]
        w.players[seat] = _player(p, goods=_add(p.goods, g, -1))
        w.goods_supply = _add(w.goods_supply, g, 1)
        w.award(seat, 1)
        w.turn = _turn(t, kinds=t.kinds | 1 << g)
        return
    if item == "vp":
        kind = 4
        w.players[seat] = _player(p, vp=p.vp - 1)
        # R-PR-29 (c): the chip goes back to the supply, also once VP beyond the chips were
        # credited (R-PR-60); a triggered end stays triggered.
        w.vp_supply += 1
    elif item in data.GOOD_INDEX:
        kind = 2
        g = data.GOOD_INDEX[item]
        w.players[seat] = _player(p, goods=_add(p.goods, g, -1))
        w.goods_supply = _add(w.goods_supply, g, 1)
    else:
        kind = 1
        noble = item == "noble"
        w.players[seat] = _lift(p, place, noble)
        if noble:
            w.noble_supply += 1
        else:
            w.colonist_supply += 1
    w.turn = _turn(t, kinds=t.kinds | kind, count=t.count - 1)
    if t.count == 1:
        w.step_done()


def _build(w: _Work, seat: int, building: str, black_market: bool) -> None:
    """A build (R-PR-26–R-PR-30): the price, or with the Black market all the seat's money
    and returns for the shortfall; the Church's VP; the city-full trigger."""
    price = build_price(w, seat, building)
    p = w.players[seat]
    short = 0
    if black_market:
        short = price - p.doubloons
        price = p.doubloons
    w.players[seat] = _player(
        p, doubloons=p.doubloons - price, city=(*p.city, building), staff=(*p.staff, 0)
    )
    w.bank += price
    w.buildings = _add(w.buildings, data.ORDER[building], -1)
    if p.occupied("church"):
        column = COLUMN[building]
        vp = 2 if column == 4 else int(column >= 2)
        if vp:
            w.award(seat, vp)
    if w.players[seat].spaces() >= data.CITY_SPACES:
        w.trigger("city_full")
    t = w.turn
    w.turn = _turn(t, todo=t.todo[1:], target=building, count=short, kinds=0)


def _load_bonus(w: _Work, seat: int) -> int:
    """The VP a load action adds (Harbor, the captain's privilege once, R-PR-46, R-PR-47);
    pays the Lighthouse doubloon."""
    p = w.players[seat]
    vp = int(p.occupied("harbor"))
    if seat == w.chooser and not w.bonus_paid:
        vp += privilege(w, seat)
        w.bonus_paid = True
    if p.occupied("lighthouse"):
        w.pay(seat, 1)
    return vp


def _load(w: _Work, seat: int, g: int, ship: str) -> None:
    """One load action: the barrels leave, 1 VP each plus the bonuses (R-PR-42–47)."""
    p = w.players[seat]
    if ship == data.WHARF:
        amount = p.goods[g]
        w.goods_supply = _add(w.goods_supply, g, amount)
        w.wharf_used |= 1 << seat
    else:
        i = w.rules.setup.cargo.index(data.SHIP_CAPACITY[ship])
        amount = min(p.goods[g], data.SHIP_CAPACITY[ship] - w.ship_load[i])
        w.ship_good = _set(w.ship_good, i, g)
        w.ship_load = _add(w.ship_load, i, amount)
    w.players[seat] = _player(p, goods=_add(p.goods, g, -amount))
    w.award(seat, amount + _load_bonus(w, seat))
    t = w.turn
    w.turn = _turn(t, todo=t.todo[1:], target=ship)


def _small_wharf(w: _Work, seat: int) -> None:
    """R-PR-45: the barrels shipped so far score ⌊n/2⌋ VP plus the bonuses once."""
    w.used |= 1 << seat
    w.award(seat, w.turn.count // 2 + _load_bonus(w, seat))
    w.step_done()


def _store_finish(w: _Work, seat: int, keep_rest: bool) -> None:
    """End a seat's storage: kept kinds stay, the barrels kept one by one stay, the rest is
    returned."""
    p = w.players[seat]
    t = w.turn
    goods = list(p.goods)
    if not keep_rest:
        for g in range(GOODS_N):
            if not (t.kinds >> g) & 1:
                goods[g] = min(goods[g], _kept(t, g))
    returned = [a - b for a, b in zip(p.goods, goods, strict=True)]
    if any(returned):
        w.goods_supply = tuple(a + b for a, b in zip(w.goods_supply, returned, strict=True))
        w.players[seat] = _player(p, goods=tuple(goods))
    w.step_done()


def _chapels(w: _Work, craftsman: int) -> None:
    """R-PR-33 (1): each occupied Chapel from the craftsman: a noble +1 VP, a colonist +1
    doubloon."""
    for seat in clockwise_from(craftsman, w.rules.players):
        p = w.players[seat]
        if p.occupied("chapel"):
            if p.noble_on("chapel"):
                w.award(seat, 1)
            else:
                w.pay(seat, 1)


def _produce(w: _Work, craftsman: int) -> int:
    """Production for every seat from the craftsman (R-PR-33–R-PR-36) with the Factory,
    Specialty factory and Jeweler income; the craftsman's received kinds as a bitmask, for
    the privilege."""
    supply = list(w.goods_supply)
    chooser_kinds = 0
    for seat in clockwise_from(craftsman, w.rules.players):
        p = w.players[seat]
        made = production(p)
        goods = list(p.goods)
        kinds = 0
        most = 0
        for g in range(GOODS_N):
            got = min(made[g], supply[g])
            if got:
                goods[g] += got
                supply[g] -= got
                kinds |= 1 << g
                if g != data.CORN:
                    most = max(most, got)
        if kinds:
            w.players[seat] = _player(p, goods=tuple(goods))
            if p.occupied("factory"):
                w.pay(seat, data.FACTORY_INCOME[kinds.bit_count()])
            if most > 1 and p.occupied("specialty_factory"):
                w.pay(seat, most - 1)
        if p.occupied("jeweler"):
            w.pay(seat, nobles_of(p))
        if seat == craftsman:
            chooser_kinds = kinds
    w.goods_supply = tuple(supply)
    return chooser_kinds


# ---------------------------------------------------------------------------------------------
# Flow


def _begin_turn(w: _Work, seat: int) -> Turn:
    phase = w.phase
    rules = w.rules
    todo = (TURN_STEPS if rules.exp_new_buildings or rules.exp_nobles else BASE_STEPS)[phase]
    if phase == "mayor_placement":
        # R-PR-24: every piece the seat has, wherever it stands, is picked up and placed anew.
        p = w.players[seat]
        hand = p.pieces()
        nobles = nobles_of(p)
        if hand:
            w.players[seat] = _player(
                p,
                worked=(0,) * ISLAND_N,
                staff=(0,) * len(p.city),
                idle=0,
                nobles=(),
            )
        return Turn(todo=todo, started=True, hand=hand, nobles=nobles)
    if phase == "settler_phase" and seat == w.chooser and len(w.queue) == 1:
        return Turn(todo=LIBRARY_PICK, started=True, count=1)
    if phase == "mayor_phase":
        p = w.players[seat]
        todo = ("mayor_privilege",) * privilege(w, seat)
        if p.occupied("villa"):
            todo += ("villa",)
    elif phase == "captain_phase" and w.rules.expansion and not (w.seen >> seat) & 1:
        todo = _first_captain_turn(w, seat, todo)
    started = _STARTED.get(todo)
    if started is None:
        started = _STARTED[todo] = Turn(todo=todo, started=True)
    return started


NO_TURN = Turn()
"""Between turns (records are immutable, so one instance serves every state)."""
_STARTED: dict[tuple[str, ...], Turn] = {}
"""A fresh turn per step list, built once: most turns start from one of a handful."""


def _first_captain_turn(w: _Work, seat: int, todo: tuple[str, ...]) -> tuple[str, ...]:
    """R-PR-48: Union hall VP, then the Royal supplier's returns, and the captain's
    Lighthouse doubloon, before the first load."""
    w.seen |= 1 << seat
    p = w.players[seat]
    if p.occupied("union_hall"):
        vp = sum(n // 2 for n in p.goods)
        if vp:
            w.award(seat, vp)
    if seat == w.chooser and p.occupied("lighthouse"):
        w.pay(seat, 1)
    if p.occupied("royal_supplier") and nobles_of(p):
        return ("royal_supplier", *todo)
    return todo


def _place(w: _Work, seat: int) -> list[Move] | None:
    """Mayor placement (R-PR-24): the targets for the next piece, or None when the pieces in
    hand were placed without a choice (they fill every circle, the rest to the windrose; or
    they all go to the one place there is). With both piece kinds in hand the seat chooses
    whenever a kind-sensitive Exp II building has an empty circle (D-PR-14)."""
    p = w.players[seat]
    t = w.turn
    hand = t.hand
    if hand:
        found = _open_places(p)
        kinds, buildings, free = found
        choice = free > hand and len(kinds) + len(buildings) > 1
        if not choice and 0 < t.nobles < hand:
            choice = any(p.city[i] in data.KIND_SENSITIVE for i in buildings)
        if choice:
            if not t.nobles:
                return _place_moves(p, kinds, buildings, "colonist")
            return _placement_moves(p, t, found)
        nobles = t.nobles
        worked = list(p.worked)
        staff = list(p.staff)
        places: list[str] = []
        for k in kinds:
            n = min(hand, p.tiles[k] - worked[k])
            worked[k] += n
            hand -= n
            places += [data.ISLAND[k]] * n
        for i in buildings:
            n = min(hand, CIRCLES[p.city[i]] - staff[i])
            staff[i] += n
            hand -= n
            places += [p.city[i]] * n
        places += [data.WINDROSE] * hand
        # Nobles take the first places: where they stand matters for no rule here.
        noble_at = p.nobles + tuple(places[:nobles]) if nobles else p.nobles
        w.players[seat] = _player(
            p,
            worked=tuple(worked),
            staff=tuple(staff),
            idle=p.idle + hand,
            nobles=tuple(sorted(noble_at)),
        )
    w.turn = _turn(t, todo=t.todo[1:], hand=0, nobles=0)
    return None


def _storage_settled(w: _Work, seat: int) -> bool:
    """Finish a seat's storage when nothing is left to choose (R-PR-49): everything fits, or
    no way to keep more remains. False when the seat must decide."""
    p = w.players[seat]
    t = w.turn
    left, slots, single = _storage(p, t)
    if not left or (slots <= 0 and single <= 0):
        _store_finish(w, seat, keep_rest=False)
        return True
    if _keeps_all(p, t, left, slots, single):
        _store_finish(w, seat, keep_rest=True)
        return True
    return False


def _advance(w: _Work) -> None:
    """Run automatic steps and transitions until a seat must decide or the game ends."""
    steps = auto_steps()
    while w.phase not in ("role_choice", "game_over"):
        next(steps)
        if not w.queue:
            _end_step(w)
            continue
        seat = w.queue[0]
        t = w.turn
        if not t.started:
            w.turn = _begin_turn(w, seat)
            continue
        if not t.todo:
            _next_seat(w, t)
            continue
        step = t.todo[0]
        if step == "place":
            placing = _place(w, seat)
            if placing is None:
                continue
            w.legal = placing
            return
        if step == "store" and _storage_settled(w, seat):
            continue
        moves = _step_moves(w, seat, step)
        if not moves:
            w.step_done()
            continue
        if step in ("draft", "ship_take", "lay", "land_take") and len(moves) == 1:
            # A single choice in a mandatory step is no decision (§4.1 step 4).
            _decide(w, moves[0])
            continue
        w.legal = _with_guests(w, moves)
        return
    w.legal = _with_guests(w, _pick_moves(w)) if w.phase == "role_choice" else []


def _next_seat(w: _Work, t: Turn) -> None:
    """The seat's turn is over. Captain loading goes round in laps until one has no load."""
    if w.phase == "captain_phase":
        w.idle_turns = 0 if t.target else w.idle_turns + 1
        if w.idle_turns >= w.rules.players:
            w.queue = ()
        else:
            w.queue = (*w.queue[1:], w.queue[0])
    else:
        w.queue = w.queue[1:]
    w.turn = NO_TURN


def _end_step(w: _Work) -> None:
    """Everyone has acted in the running phase or step: its closing work, then what follows."""
    n = w.rules.players
    phase = w.phase
    if phase == "draft":
        if draft_options(w.rules, w.buildings):
            w.queue = (_drafter(w),)
        else:
            w.phase = "role_choice"
        return
    if phase == "guest_window":
        _start_role(w)
        return
    if phase in ("mayor_phase", "ship_take"):
        _empty_ship(w)
        return
    if phase == "captain_phase":
        w.phase = "captain_storage"
        w.queue = clockwise_from(w.chooser, n)
        w.idle_turns = 0
        w.wharf_used = 0
        w.bonus_paid = False
        w.used = 0
        w.seen = 0
        return
    if phase == "settler_phase":
        lodges = tuple(
            s
            for s in clockwise_from(w.chooser, n)
            if w.players[s].occupied("hunting_lodge") and not w.players[s].noble_on("hunting_lodge")
        )
        if lodges:
            w.phase = "hunting_lodge"
            w.queue = lodges
            return
    if phase in ("settler_phase", "hunting_lodge"):
        _hunting_lodge_vp(w)
        _settler_cleanup(w)
    elif phase == "mayor_placement":
        _refill_ship(w)
    elif phase == "trader_phase" and len(w.house) >= data.HOUSE_SPACES:
        supply = list(w.goods_supply)
        for g in w.house:
            supply[g] += 1
        w.goods_supply = tuple(supply)
        w.house = ()
    elif phase == "captain_storage":
        _unload(w)
    _end_role(w)


def _hunting_lodge_vp(w: _Work) -> None:
    """R-PR-19 (b): a noble on an occupied Hunting lodge scores 2 VP for strictly the most
    empty island spaces."""
    for seat, p in enumerate(w.players):
        if p.occupied("hunting_lodge") and p.noble_on("hunting_lodge"):
            mine = p.island()
            if all(mine < q.island() for i, q in enumerate(w.players) if i != seat):
                w.award(seat, 2)


def _ship_taker(w: _Work) -> int:
    """Who takes the next piece from the ship: clockwise from the mayor, skipping each Villa
    user's first take with `villa_instead_of_ship_piece` (R-PR-22, R-PR-23)."""
    n = w.rules.players
    order = clockwise_from(w.chooser, n)
    skip = w.used if w.rules.villa_instead_of_ship_piece else 0
    k = w.taken
    j = 0
    while True:
        seat = order[j % n]
        if not (j < n and (skip >> seat) & 1):
            if not k:
                return seat
            k -= 1
        j += 1


def _empty_ship(w: _Work) -> None:
    """R-PR-22: the ship is emptied one piece at a time; the taker chooses while it holds
    both kinds; then the placement begins."""
    if not w.rules.exp_nobles:
        # Colonists only: no choice, and no Villa to skip a take.
        order = clockwise_from(w.chooser, w.rules.players)
        n = len(order)
        for k in range(w.colonist_ship):
            seat = order[k % n]
            p = w.players[seat]
            w.players[seat] = _player(p, idle=p.idle + 1)
        w.colonist_ship = 0
    while w.colonist_ship or w.noble_ship:
        seat = _ship_taker(w)
        if w.colonist_ship and w.noble_ship:
            w.phase = "ship_take"
            w.queue = (seat,)
            return
        _ship_piece(w, seat, noble=w.noble_ship > 0)
    w.phase = "mayor_placement"
    w.queue = clockwise_from(w.chooser, w.rules.players)
    w.taken = 0
    w.used = 0


def _settler_cleanup(w: _Work) -> None:
    """R-PR-20: untaken tiles to the discards, then N+1 new ones (reshuffling if short)."""
    w.discard = (*w.discard, *w.row)
    need = w.rules.setup.row
    row = w.stack[:need]
    w.stack = w.stack[need:]
    if len(row) < need and w.discard:
        w.rng, w.stack = rng.shuffle(w.rng, w.discard)
        w.discard = ()
        more = need - len(row)
        row += w.stack[:more]
        w.stack = w.stack[more:]
    w.row = row


def _refill_ship(w: _Work) -> None:
    """R-PR-25: T = max(empty building circles, N) pieces; without Nobles a short colonist
    supply ends the game, with Nobles one noble joins and nothing ends (R-PR-57)."""
    wanted = max(sum(empty_circles(p) for p in w.players), w.rules.players)
    if w.rules.exp_nobles:
        nobles = min(1, w.noble_supply)
        colonists = min(wanted - nobles, w.colonist_supply)
        w.noble_supply -= nobles
        w.noble_ship = nobles
        w.colonist_supply -= colonists
        w.colonist_ship = colonists
    elif w.colonist_supply >= wanted:
        w.colonist_ship = wanted
        w.colonist_supply -= wanted
    else:
        w.colonist_ship = w.colonist_supply
        w.colonist_supply = 0
        w.trigger("colonists_short")


def _unload(w: _Work) -> None:
    """R-PR-50: only full cargo ships are emptied into the supply."""
    caps = w.rules.setup.cargo
    supply = list(w.goods_supply)
    goods = list(w.ship_good)
    loads = list(w.ship_load)
    for i, cap in enumerate(caps):
        if loads[i] >= cap:
            supply[goods[i]] += loads[i]
            goods[i], loads[i] = -1, 0
    w.goods_supply = tuple(supply)
    w.ship_good = tuple(goods)
    w.ship_load = tuple(loads)


def _end_role(w: _Work) -> None:
    """Back to role choice; after the round's last choice, the round end (R-PR-10, R-PR-61)."""
    w.chooser = -1
    w.role = ""
    w.phase = "role_choice"
    w.queue = ()
    w.turn = NO_TURN
    n = w.rules.players
    if picks_made(w.card_taker) < len(pick_order(n, w.governor)):
        return
    if w.triggers:
        w.phase = "game_over"
        return
    money = list(w.card_money)
    for i, taker in enumerate(w.card_taker):
        if taker < 0:
            money[i] += 1
            w.bank -= 1
    w.card_money = tuple(money)
    w.card_taker = (-1,) * len(money)
    w.governor = (w.governor + 1) % n
    w.round += 1
