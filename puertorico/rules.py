"""Puerto Rico rules: who acts, the legal moves, and `apply` with every phase transition.

Each seat's turn in a phase is a short list of steps (`Turn.todo`). `_advance` walks it: a
step that does not apply is dropped, a step with nothing to choose (a forced mayor placement,
storage where everything fits) is carried out, and the first step that needs a choice stops
the walk. Automatic gains (doubloons, VP, production) happen where the phase reaches them.
"""

from __future__ import annotations

from common import rng
from common.engine import IllegalMove
from puertorico import data
from puertorico.moves import (
    BUILD,
    DONE,
    KEEP,
    LOAD,
    PASS,
    PICK,
    PLACE_BUILDING,
    PLACE_TILE,
    SELL,
    STORE,
    TAKE_COLONIST,
    TAKE_GOOD,
    TAKE_TILE,
    USE,
    Build,
    Done,
    Keep,
    Load,
    Move,
    Pass,
    PickRole,
    Place,
    Sell,
    Store,
    TakeColonist,
    TakeGood,
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
    clockwise_from,
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
    "settler_phase": ("hacienda", "plant", "hospice"),
    "mayor_phase": ("mayor_privilege",),
    "mayor_placement": ("place",),
    "builder_phase": ("build", "university"),
    "craftsman_phase": ("craft_privilege",),
    "trader_phase": ("sell",),
    "captain_phase": ("load",),
    "captain_storage": ("store",),
}
"""The steps of one seat's turn in each phase (rulings §5.3–§5.8)."""

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


def island_size(p: Player) -> int:
    return sum(p.tiles)


def build_price(w: _Work, seat: int, building: str) -> int:
    """R-PR-26 (base): cost − builder privilege − occupied quarries capped by the column."""
    p = w.players[seat]
    discount = (seat == w.chooser) + min(p.worked[QUARRY], COLUMN[building])
    return max(0, w.rules.cost[building] - discount)


def build_options(w: _Work, seat: int) -> list[str]:
    """Every building the seat may buy now, in canonical order (R-PR-27)."""
    p = w.players[seat]
    free = data.CITY_SPACES - p.spaces()
    if not free:
        return []
    out = []
    for i, left in enumerate(w.buildings):
        if left:
            b = BUILDING_IDS[i]
            if SIZE[b] <= free and b not in p.city and build_price(w, seat, b) <= p.doubloons:
                out.append(b)
    return out


def plant_options(w: _Work, seat: int) -> list[int]:
    """Island kinds the seat may take in its settler pick (R-PR-14, R-PR-15)."""
    p = w.players[seat]
    if island_size(p) >= data.ISLAND_SPACES:
        return []
    kinds = sorted(set(w.row))
    if w.quarries and (seat == w.chooser or p.occupied("construction_hut")):
        kinds.append(QUARRY)
    return kinds


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


def place_targets(p: Player) -> list[Move]:
    """Where the next piece may go: unoccupied tiles by kind, then buildings with a free circle."""
    kinds, buildings, _ = _open_places(p)
    return _place_moves(p, kinds, buildings)


def _place_moves(p: Player, kinds: list[int], buildings: list[int]) -> list[Move]:
    out: list[Move] = [PLACE_TILE[k] for k in kinds]
    if buildings:
        names = sorted((p.city[i] for i in buildings), key=data.ORDER.__getitem__)
        out += [PLACE_BUILDING[b] for b in names]
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
    return out, cargo


def warehouse_kinds(p: Player) -> int:
    """Kinds a player may store whole: Small warehouse 1, Large 2, both 3 (R-PR-49)."""
    return p.occupied("small_warehouse") + 2 * p.occupied("large_warehouse")


def _storage(p: Player, t: Turn) -> tuple[list[int], int]:
    """Goods not yet kept (kinds), and warehouse kinds still free."""
    left = [g for g in range(GOODS_N) if p.goods[g] and not (t.kinds >> g) & 1 and g != t.single]
    return left, warehouse_kinds(p) - t.kinds.bit_count()


def _keeps_all(p: Player, left: list[int], slots: int, single_free: bool) -> bool:
    """Whether every barrel of `left` can still be kept (nothing to choose then)."""
    counts = sorted((p.goods[g] for g in left), reverse=True)[max(0, slots) :]
    return not counts or (single_free and counts == [1])


def sale_options(w: _Work, seat: int) -> list[int]:
    """Goods the seat may sell to the trading house (R-PR-38)."""
    if len(w.house) >= data.HOUSE_SPACES:
        return []
    p = w.players[seat]
    office = p.occupied("office")
    return [g for g in range(GOODS_N) if p.goods[g] and (office or g not in w.house)]


def sale_income(w: _Work, seat: int, good: int) -> int:
    """§3.6: price + trader privilege + Small market + Large market."""
    p = w.players[seat]
    return (
        data.PRICE[good]
        + (seat == w.chooser)
        + p.occupied("small_market")
        + 2 * p.occupied("large_market")
    )


def production(p: Player) -> list[int]:
    """Barrels per good the player's pieces make (R-PR-33), before supply limits."""
    capacity = [0] * GOODS_N
    for b, n in zip(p.city, p.staff, strict=True):
        g = PRODUCES.get(b, -1)
        if g >= 0:
            capacity[g] += n
    out = [min(p.worked[g], capacity[g]) for g in range(GOODS_N)]
    out[data.CORN] = p.worked[data.CORN]
    return out


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
    elif state.phase == "role_choice":
        moves = tuple(_pick_moves(_Work(state)))
    else:
        moves = tuple(_step_moves(_Work(state), state.queue[0], state.turn.todo[0]))
    _last = (state, moves)
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
        return place_targets(p)
    if step == "load":
        loads, cargo = load_options(w, seat)
        return loads if cargo or not loads else [*loads, PASS]
    if step == "build":
        options = build_options(w, seat)
        return [*(BUILD[b] for b in options), PASS] if options else []
    if step == "plant":
        kinds = plant_options(w, seat)
        return [*(TAKE_TILE[k] for k in kinds), PASS] if kinds else []
    if step == "sell":
        goods = sale_options(w, seat)
        return [*(SELL[g] for g in goods), PASS] if goods else []
    if step == "store":
        left, slots = _storage(p, t)
        moves: list[Move] = [STORE[g] for g in left] if slots > 0 else []
        if t.single < 0:
            moves += [KEEP[g] for g in left]
        return [*moves, DONE]
    if step == "hacienda":
        usable = (
            p.occupied("hacienda")
            and island_size(p) < data.ISLAND_SPACES
            and bool(w.stack or w.discard)
        )
        return [USE["hacienda"], PASS] if usable else []
    if step == "hospice":
        usable = bool(t.target) and p.occupied("hospice") and _spare_colonist(w, hospice=True)
        return [USE["hospice"], PASS] if usable else []
    if step == "university":
        usable = (
            bool(t.target)
            and CIRCLES[t.target] > 0
            and p.occupied("university")
            and _spare_colonist(w, hospice=False)
        )
        return [USE["university"], PASS] if usable else []
    if step == "mayor_privilege":
        return [TAKE_COLONIST, PASS] if w.colonist_supply else []
    if step == "craft_privilege":
        goods = [g for g in range(GOODS_N) if (t.kinds >> g) & 1 and w.goods_supply[g]]
        return [*(TAKE_GOOD[g] for g in goods), PASS] if goods else []
    raise AssertionError(f"no decision at step {step!r}")


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
    )


def _turn(
    t: Turn,
    *,
    todo: tuple[str, ...] | None = None,
    hand: int | None = None,
    target: str | None = None,
    kinds: int | None = None,
    single: int | None = None,
) -> Turn:
    """A copy of the turn with some fields changed."""
    return Turn(
        t.todo if todo is None else todo,
        t.started,
        t.hand if hand is None else hand,
        t.target if target is None else target,
        t.kinds if kinds is None else kinds,
        t.single if single is None else single,
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
        "goods_supply",
        "governor",
        "house",
        "idle_turns",
        "legal",
        "phase",
        "players",
        "quarries",
        "queue",
        "rng",
        "round",
        "row",
        "rules",
        "ship_good",
        "ship_load",
        "stack",
        "state",
        "triggers",
        "turn",
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
        ):
            roles = Roles(self.round, self.governor, self.card_money, self.card_taker)
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
    """Run the automatic steps of a freshly set-up game (none: round 1 opens with a choice)."""
    w = _Work(setup)
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
    else:
        _decide(w, move)
    _advance(w)
    new = w.freeze()
    global _last
    _last = (new, tuple(w.legal or ()))
    return new


def _pick(w: _Work, card: str) -> None:
    """Choose a role card: its doubloons first, then the phase (R-PR-10)."""
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
    role = data.CARD_ROLE[card]
    w.turn = Turn()
    if role == "prospector":
        w.pay(seat, 1)
        _end_role(w)
    elif role == "craftsman":
        received = _produce(w, seat)
        w.phase = "craftsman_phase"
        w.queue = (seat,)
        w.turn = Turn(todo=TURN_STEPS["craftsman_phase"], started=True, kinds=received)
    elif role == "mayor":
        w.phase = "mayor_phase"
        w.queue = (seat,)
    else:
        w.phase = f"{role}_phase"
        w.queue = clockwise_from(seat, n)


def _set(values: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return values[:i] + (value,) + values[i + 1 :]


def _decide(w: _Work, move: Move) -> None:
    seat = w.queue[0]
    p = w.players[seat]
    t = w.turn
    match move:
        case Place(_, target):
            k = data.ISLAND_INDEX.get(target, -1)
            if k >= 0:
                w.players[seat] = _player(p, worked=_add(p.worked, k, 1))
            else:
                i = p.city.index(target)
                w.players[seat] = _player(p, staff=_add(p.staff, i, 1))
            w.turn = _turn(t, hand=t.hand - 1)
        case Load(good, ship):
            _load(w, seat, data.GOOD_INDEX[good], ship)
        case Store(good):
            w.turn = _turn(t, kinds=t.kinds | 1 << data.GOOD_INDEX[good])
        case Keep(good):
            w.turn = _turn(t, single=data.GOOD_INDEX[good])
        case Done():
            _store_finish(w, seat, keep_rest=False)
        case TakeTile(tile):
            k = data.ISLAND_INDEX[tile]
            if k == QUARRY:
                w.quarries -= 1
            else:
                i = w.row.index(k)
                w.row = w.row[:i] + w.row[i + 1 :]
            w.players[seat] = _player(p, tiles=_add(p.tiles, k, 1))
            w.turn = _turn(t, todo=t.todo[1:], target=tile)
        case Use("hacienda"):
            kind = w.draw_tile()
            if kind >= 0:
                w.players[seat] = _player(p, tiles=_add(p.tiles, kind, 1))
            w.step_done()
        case Use("hospice"):
            w.colonist_for_tile()
            k = data.ISLAND_INDEX[t.target]
            w.players[seat] = _player(p, worked=_add(p.worked, k, 1))
            w.step_done()
        case Use("university"):
            w.colonist_for_tile()
            i = p.city.index(t.target)
            w.players[seat] = _player(p, staff=_add(p.staff, i, 1))
            w.step_done()
        case TakeColonist():
            w.colonist_supply -= 1
            w.players[seat] = _player(p, idle=p.idle + 1)
            w.step_done()
        case Build(building):
            _build(w, seat, building)
        case TakeGood(good):
            g = data.GOOD_INDEX[good]
            w.goods_supply = _add(w.goods_supply, g, -1)
            w.players[seat] = _player(p, goods=_add(p.goods, g, 1))
            w.step_done()
        case Sell(good):
            g = data.GOOD_INDEX[good]
            income = sale_income(w, seat, g)
            w.players[seat] = _player(p, goods=_add(p.goods, g, -1))
            w.house = (*w.house, g)
            w.pay(seat, income)
            w.step_done()
        case Pass():
            w.step_done()
        case _:
            raise IllegalMove(f"not a legal move now: {move!r}")


def _build(w: _Work, seat: int, building: str) -> None:
    price = build_price(w, seat, building)
    p = w.players[seat]
    w.players[seat] = _player(
        p, doubloons=p.doubloons - price, city=(*p.city, building), staff=(*p.staff, 0)
    )
    w.bank += price
    w.buildings = _add(w.buildings, data.ORDER[building], -1)
    if w.players[seat].spaces() >= data.CITY_SPACES:
        w.trigger("city_full")
    t = w.turn
    w.turn = _turn(t, todo=t.todo[1:], target=building)


def _load(w: _Work, seat: int, g: int, ship: str) -> None:
    """One load action: the barrels leave, 1 VP each plus privilege and Harbor (R-PR-42–47)."""
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
    vp = amount + p.occupied("harbor")
    if seat == w.chooser and not w.bonus_paid:
        vp += 1
        w.bonus_paid = True
    w.award(seat, vp)
    t = w.turn
    w.turn = _turn(t, todo=t.todo[1:], target=ship)


def _store_finish(w: _Work, seat: int, keep_rest: bool) -> None:
    """End a seat's storage: kept kinds stay, the single barrel stays, the rest is returned."""
    p = w.players[seat]
    t = w.turn
    goods = list(p.goods)
    if not keep_rest:
        for g in range(GOODS_N):
            if not (t.kinds >> g) & 1:
                goods[g] = min(goods[g], int(g == t.single))
    returned = [a - b for a, b in zip(p.goods, goods, strict=True)]
    if any(returned):
        w.goods_supply = tuple(a + b for a, b in zip(w.goods_supply, returned, strict=True))
        w.players[seat] = _player(p, goods=tuple(goods))
    w.step_done()


def _produce(w: _Work, craftsman: int) -> int:
    """Production for every seat from the craftsman (R-PR-33, R-PR-34); the craftsman's
    received kinds as a bitmask, for the privilege."""
    supply = list(w.goods_supply)
    chooser_kinds = 0
    for seat in clockwise_from(craftsman, w.rules.players):
        p = w.players[seat]
        made = production(p)
        goods = list(p.goods)
        kinds = 0
        for g in range(GOODS_N):
            got = min(made[g], supply[g])
            if got:
                goods[g] += got
                supply[g] -= got
                kinds |= 1 << g
        if kinds:
            w.players[seat] = _player(p, goods=tuple(goods))
            if p.occupied("factory"):
                w.pay(seat, data.FACTORY_INCOME[kinds.bit_count()])
        if seat == craftsman:
            chooser_kinds = kinds
    w.goods_supply = tuple(supply)
    return chooser_kinds


# ---------------------------------------------------------------------------------------------
# Flow


def _begin_turn(w: _Work, seat: int) -> Turn:
    todo = TURN_STEPS[w.phase]
    hand = 0
    if w.phase == "mayor_placement":
        # R-PR-24: every piece the seat has, wherever it stands, is picked up and placed anew.
        p = w.players[seat]
        hand = p.pieces()
        if hand:
            w.players[seat] = _player(
                p,
                worked=(0,) * ISLAND_N,
                staff=(0,) * len(p.city),
                idle=0,
            )
    return Turn(todo=todo, started=True, hand=hand)


def _place(w: _Work, seat: int) -> list[Move] | None:
    """Mayor placement (R-PR-24): the targets for the next piece, or None when the pieces in
    hand were placed without a choice (they fill every circle, the rest to the windrose; or
    they all go to the one place there is)."""
    p = w.players[seat]
    t = w.turn
    hand = t.hand
    if hand:
        kinds, buildings, free = _open_places(p)
        if free > hand and len(kinds) + len(buildings) > 1:
            return _place_moves(p, kinds, buildings)
        worked = list(p.worked)
        staff = list(p.staff)
        for k in kinds:
            n = min(hand, p.tiles[k] - worked[k])
            worked[k] += n
            hand -= n
        for i in buildings:
            n = min(hand, CIRCLES[p.city[i]] - staff[i])
            staff[i] += n
            hand -= n
        w.players[seat] = _player(p, worked=tuple(worked), staff=tuple(staff), idle=p.idle + hand)
    w.turn = _turn(t, todo=t.todo[1:], hand=0)
    return None


def _storage_settled(w: _Work, seat: int) -> bool:
    """Finish a seat's storage when nothing is left to choose (R-PR-49): everything fits, or
    no way to keep more remains. False when the seat must decide."""
    p = w.players[seat]
    t = w.turn
    left, slots = _storage(p, t)
    single_free = t.single < 0
    if not left or (slots <= 0 and not single_free):
        _store_finish(w, seat, keep_rest=False)
        return True
    if _keeps_all(p, left, slots, single_free):
        _store_finish(w, seat, keep_rest=True)
        return True
    return False


def _advance(w: _Work) -> None:
    """Run automatic steps and transitions until a seat must decide or the game ends."""
    while w.phase not in ("role_choice", "game_over"):
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
        w.legal = moves
        return
    w.legal = _pick_moves(w) if w.phase == "role_choice" else []


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
    w.turn = Turn()


def _end_step(w: _Work) -> None:
    """Everyone has acted in the running phase or step: its closing work, then what follows."""
    n = w.rules.players
    phase = w.phase
    if phase == "mayor_phase":
        # R-PR-22: the ship is emptied one piece at a time, clockwise from the mayor.
        order = clockwise_from(w.chooser, n)
        for k in range(w.colonist_ship):
            seat = order[k % n]
            p = w.players[seat]
            w.players[seat] = _player(p, idle=p.idle + 1)
        w.colonist_ship = 0
        w.phase = "mayor_placement"
        w.queue = order
        return
    if phase == "captain_phase":
        w.phase = "captain_storage"
        w.queue = clockwise_from(w.chooser, n)
        w.idle_turns = 0
        w.wharf_used = 0
        w.bonus_paid = False
        return
    if phase == "settler_phase":
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
    """R-PR-25: T = max(empty building circles, N) colonists; a short supply ends the game."""
    wanted = max(sum(empty_circles(p) for p in w.players), w.rules.players)
    if w.colonist_supply >= wanted:
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
    w.phase = "role_choice"
    w.queue = ()
    w.turn = Turn()
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
