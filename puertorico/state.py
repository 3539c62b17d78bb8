"""Immutable Puerto Rico state records and the game setup (rulings/puertorico.md §3.7).

Goods and island tiles are counted per kind (tiles of a kind are interchangeable, R-PR-24), so
a player is a handful of small tuples. What the seat on turn is in the middle of (a settler
pick before its Hospice, a mayor's pieces in hand, a storage choice) lives in `Turn`, so any
state can be saved, loaded and resumed exactly.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress
from operator import and_, gt, itemgetter, not_

from common import rng
from common.contract import GameConfig
from common.records import Record, caching, replace
from common.turns import clockwise_from
from puertorico import data
from puertorico.moves import Move


class Rules(Record, frozen=True):
    """The config flattened into fields the hot path reads without lookups."""

    players: int
    first_governor_random: bool = False
    vp_chips_5p: int = 126
    university_factory_swap: bool = False
    corn_start_minus_one: bool = False
    hospice_supply_only: bool = False
    open_vp: bool = False
    exp_new_buildings: bool = False
    exp_nobles: bool = False
    random_selection: bool = False
    exclusive_office_trading_post: bool = False
    villa_instead_of_ship_piece: bool = False
    library_craftsman_different: bool = False
    land_office_face_down: bool = False

    @staticmethod
    def from_config(config: GameConfig) -> Rules:
        return Rules(
            players=config.players,
            first_governor_random=config.get("first_governor") == "random",
            vp_chips_5p=int(config.get("vp_chips_5p")),
            university_factory_swap=config.flag("university_factory_swap"),
            corn_start_minus_one=config.flag("corn_start_minus_one"),
            hospice_supply_only=config.flag("hospice_supply_only"),
            open_vp=config.flag("open_vp"),
            exp_new_buildings=config.flag("exp_new_buildings"),
            exp_nobles=config.flag("exp_nobles"),
            random_selection=config.get("building_selection") == "random",
            exclusive_office_trading_post=config.flag("exclusive_office_trading_post"),
            villa_instead_of_ship_piece=config.flag("villa_instead_of_ship_piece"),
            library_craftsman_different=config.flag("library_craftsman_different"),
            land_office_face_down=config.flag("land_office_face_down"),
        )

    @property
    def expansion(self) -> bool:
        """Any expansion on: the beige buildings are selected (§4.1)."""
        return self.exp_new_buildings or self.exp_nobles

    @property
    def sets(self) -> frozenset[str]:
        return _SETS[self.exp_new_buildings, self.exp_nobles]

    @property
    def colonists(self) -> int:
        """Colonists in play (supply + ship at setup): all 100 with Nobles (R-PR-58)."""
        s = self.setup
        return data.COLONISTS_ALL if self.exp_nobles else s.colonists + s.ship

    @property
    def setup(self) -> data.Setup:
        return data.SETUP[self.players]

    @property
    def vp_chips(self) -> int:
        return self.vp_chips_5p if self.players == 5 else self.setup.vp_chips

    @property
    def cost(self) -> dict[str, int]:
        return data.COST_SWAPPED if self.university_factory_swap else data.COST


_SETS = {
    (x1, x2): frozenset(
        {"base"} | ({"exp_new_buildings"} if x1 else set()) | ({"exp_nobles"} if x2 else set())
    )
    for x1 in (False, True)
    for x2 in (False, True)
}


def occupied(city: tuple[str, ...], staff: tuple[int, ...], building: str) -> bool:
    """Whether a city holds `building` with at least one piece on it (R-PR-13); the same
    test as `Player.occupied`, for the views."""
    return building in city and staff[city.index(building)] > 0


def copies_in_play(rules: Rules, building: str) -> int:
    """Tiles of a type in the game before selection: production of the enabled sets always,
    beige ones only when not selected (no expansion) or once selected (§4.1)."""
    b = data.BY_ID[building]
    if b.set not in rules.sets:
        return 0
    return data.copies(building, rules.players)


class Player(Record, frozen=True):
    doubloons: int
    vp: int
    """VP from chips, including what was credited after `vp_supply` ran out (R-PR-60)."""
    goods: tuple[int, ...]
    """Barrels on the windrose per good (data.GOODS order)."""
    tiles: tuple[int, ...]
    """Island tiles per kind (data.ISLAND order)."""
    worked: tuple[int, ...]
    """Occupied island tiles per kind (one circle each)."""
    city: tuple[str, ...]
    """Buildings owned, in the order built."""
    staff: tuple[int, ...]
    """Colonists on each building of `city`."""
    idle: int = 0
    """Pieces on the windrose (nobles included)."""
    nobles: tuple[str, ...] = ()
    """Where each of the player's nobles stands, sorted: a building id, an island kind id or
    "windrose". Nobles are also counted in worked / staff / idle like any piece (R-PR-53)."""
    forests: tuple[int, ...] = ()
    """Forest tiles on the island, by the plantation kind they were laid from, sorted."""

    def occupied(self, building: str) -> bool:
        """Whether the player owns `building` with at least one piece on it (R-PR-13)."""
        # No local for the city: most calls ask for a building the player does not own.
        return building in self.city and self.staff[self.city.index(building)] > 0

    def spaces(self) -> int:
        """City spaces taken (large buildings take 2)."""
        return sum(data.SIZE[b] for b in self.city)

    def pieces(self) -> int:
        """Every piece on the player's board: tiles, buildings and windrose."""
        return self.idle + sum(self.worked) + sum(self.staff)

    def island(self) -> int:
        """Filled island spaces: plantations, quarries and forests."""
        return sum(self.tiles) + len(self.forests)

    def noble_on(self, building: str) -> bool:
        """Whether a noble (not a colonist) works `building` (the Exp II kind effects, §3.5)."""
        return building in self.nobles


@caching("places")
class Turn(Record, frozen=True):
    """What the seat on turn still has to do in the running phase.

    `todo` lists the remaining steps in order (e.g. hacienda → plant → hospice). A step is
    skipped when it does not apply at the moment it is reached.
    """

    todo: tuple[str, ...] = ()
    started: bool = False
    hand: int = 0
    """Mayor placement: colonists picked up and not yet placed."""
    target: str = ""
    """The island tile just taken (Hospice) or the building just built (University)."""
    kinds: int = 0
    """Bitmask of goods: the craftsman's received kinds, or the kinds stored whole."""
    single: int = -1
    """Storage: the good of the one barrel kept on the windrose, or -1."""
    nobles: int = 0
    """Mayor placement: nobles among the pieces in hand."""
    count: int = 0
    """Black market: items still to return; Small wharf: barrels shipped so far."""
    kept: tuple[int, ...] = ()
    """Storage: barrels per good kept in the Storehouse."""
    drawn: int = -1
    """A face-down plantation drawn (Hacienda, face-down Land office) and not yet laid."""
    places: tuple[Move, ...] | None = None
    """Mayor placement: the places of the piece to place, known to outnumber the pieces in
    hand, so the next piece has a choice too while more than one place is left (a cache, not
    part of the position: set when the placement that made this turn could tell them without
    looking again, or when they were looked up)."""

    def done(self) -> Turn:
        """The turn with its current step finished; a plain turn's is shared as well (most
        steps dropped by the engine are a plain turn's)."""
        todo = self.todo
        if started(todo) is self:
            return started(todo[1:])
        return replace(self, todo=todo[1:], places=None)


IDLE = Turn()
"""Between turns (records are immutable, so one instance serves every state)."""


@lru_cache(maxsize=256)
def started(todo: tuple[str, ...]) -> Turn:
    """A fresh turn of these steps and nothing else (immutable: one instance serves every
    state; no cache is ever set on it)."""
    return Turn(todo=todo, started=True)


class Roles(Record, frozen=True):
    """The role cards and the governor: changes only at choices and round ends."""

    round: int
    governor: int
    money: tuple[int, ...]
    """Doubloons on each role card (rules.setup.cards order)."""
    taker: tuple[int, ...]
    """The seat that chose each card this round, or -1."""
    role: str = ""
    """The role card being resolved (kept while the guest window runs before it)."""


class Board(Record, frozen=True):
    """The shared supplies, ships and trading house, and the end triggers."""

    colonist_supply: int
    colonist_ship: int
    vp_supply: int
    vp_extra: int
    """VP credited beyond the chips (R-PR-60): the ledger that keeps VP conserved."""
    bank: int
    """The bank's ledger: 86 minus what it paid out; unlimited, so it may go negative."""
    goods_supply: tuple[int, ...]
    ship_good: tuple[int, ...]
    """Per cargo ship (rules.setup.cargo order): its good, or -1 when empty."""
    ship_load: tuple[int, ...]
    house: tuple[int, ...]
    """Barrels in the trading house, in the order sold."""
    buildings: tuple[int, ...]
    """Tiles left on the board per building type (data.BUILDINGS order)."""
    triggers: tuple[str, ...] = ()
    """End triggers fired (data.TRIGGERS ids), in order; they never clear (R-PR-61)."""
    idle_turns: int = 0
    """Captain loading: consecutive turns without a load action (a lap of them ends it)."""
    wharf_used: int = 0
    """Captain loading: bitmask of seats that used their Wharf this phase."""
    bonus_paid: bool = False
    """Captain loading: the captain's privilege VP was given."""
    noble_supply: int = 0
    noble_ship: int = 0
    used: int = 0
    """Bitmask of seats that used a once-per-phase function: the Small wharf (captain), the
    Villa (mayor); cleared when the phase ends."""
    seen: int = 0
    """Captain: bitmask of seats that had their first turn (R-PR-48)."""
    taken: int = 0
    """Mayor: pieces already taken from the colonist ship."""


class Plantations(Record, frozen=True):
    stack: tuple[int, ...]
    """Face-down plantations (good index), top first; the order is hidden."""
    row: tuple[int, ...]
    """Face-up plantations."""
    discard: tuple[int, ...]
    """Face-up discarded plantations."""
    quarries: int


@caching("legal")
class State(Record, frozen=True):
    """Small nested records, so one step rebuilds only what it touches."""

    rules: Rules
    rng: int
    players: tuple[Player, ...]
    roles: Roles
    phase: str
    """draft, role_choice, guest_window, settler_phase, hunting_lodge, mayor_phase,
    ship_take, mayor_placement, builder_phase, craftsman_phase, trader_phase, captain_phase,
    captain_storage or game_over."""
    chooser: int
    """The seat that chose the running role (-1 in role_choice)."""
    queue: tuple[int, ...]
    """Seats still to act in the running phase or step; queue[0] is on turn."""
    turn: Turn
    board: Board
    plantations: Plantations
    legal: tuple[Move, ...] | None = None
    """The legal moves, carried along by the turn engine (a cache, not part of the position)."""


@lru_cache(maxsize=64)
def pick_order(players: int, governor: int) -> tuple[int, ...]:
    """Who chooses a role, in order, this round (R-PR-10)."""
    if players == 2:
        return (governor, 1 - governor) * 3
    return tuple((governor + i) % players for i in range(players))


def new_game(config: GameConfig, seed: int) -> State:
    """Setup per rulings §3.7 and §4, deterministic in `seed`."""
    rules = Rules.from_config(config)
    n = rules.players
    s = rules.setup
    r = rng.seed_state(seed)
    governor = 0
    if rules.first_governor_random:
        r, governor = rng.below(r, n)
    start = {seat: s.start[k] for k, seat in enumerate(clockwise_from(governor, n))}
    plantations = list(s.plantations)
    players = []
    for seat in range(n):
        kind = start[seat]
        plantations[kind] -= 1
        money = s.doubloons - (rules.corn_start_minus_one and kind == data.CORN)
        tiles = tuple(int(i == kind) for i in range(len(data.ISLAND)))
        players.append(
            Player(
                doubloons=money,
                vp=0,
                goods=(0,) * len(data.GOODS),
                tiles=tiles,
                worked=(0,) * len(data.ISLAND),
                city=(),
                staff=(),
            )
        )
    pile = [kind for kind, count in enumerate(plantations) for _ in range(count)]
    r, stack = rng.shuffle(r, pile)
    buildings = tuple(
        copies_in_play(rules, b.id) if not rules.expansion or not b.beige else 0
        for b in data.BUILDINGS
    )
    if rules.expansion and rules.random_selection:
        r, buildings = random_selection(rules, r, buildings)
    # §4.4: with Nobles all 100 colonists play and one noble replaces a colonist on the ship.
    nobles = rules.exp_nobles
    ship = s.ship - nobles
    return State(
        rules=rules,
        rng=r,
        players=tuple(players),
        roles=Roles(
            round=1, governor=governor, money=(0,) * len(s.cards), taker=(-1,) * len(s.cards)
        ),
        phase="draft" if rules.expansion and not rules.random_selection else "role_choice",
        chooser=-1,
        queue=(),
        turn=IDLE,
        board=Board(
            colonist_supply=rules.colonists - ship,
            colonist_ship=ship,
            vp_supply=rules.vp_chips,
            vp_extra=0,
            bank=data.BANK_DOUBLOONS - sum(p.doubloons for p in players),
            goods_supply=s.barrels,
            ship_good=(-1,) * len(s.cargo),
            ship_load=(0,) * len(s.cargo),
            house=(),
            buildings=buildings,
            noble_supply=data.NOBLES - 1 if nobles else 0,
            noble_ship=int(nobles),
        ),
        plantations=Plantations(
            stack=stack[s.row :], row=stack[: s.row], discard=(), quarries=s.quarries
        ),
    )


BEIGE = tuple((i, b) for i, b in enumerate(data.BUILDINGS) if b.beige)
"""The beige building types with their index on the board, in canonical order."""
BEIGE_IDS = tuple(b.id for _, b in BEIGE)
BEIGE_ON_BOARD = itemgetter(*(i for i, _ in BEIGE))
"""The tiles on the board of each beige type, in `BEIGE` order."""
DRAFT_COSTS = {
    (swapped, x1, x2): tuple(
        (data.COST_SWAPPED if swapped else data.COST)[b.id] if b.set in _SETS[x1, x2] else 0
        for _, b in BEIGE
    )
    for swapped in (False, True)
    for x1 in (False, True)
    for x2 in (False, True)
}
"""Per cost table and sets switched on: the cost of each beige type (`BEIGE` order), 0 for a
type whose set is not in play (no slot costs 0) -- what the draft reads of a type."""
NO_SLOTS = (0,) * len(data.SLOTS_BY_COST)


def chosen_beige(buildings: tuple[int, ...]) -> list[str]:
    """The beige types the selection has put onto the board so far (§4.1)."""
    return list(compress(BEIGE_IDS, BEIGE_ON_BOARD(buildings)))


def draft_options(rules: Rules, buildings: tuple[int, ...]) -> list[str]:
    """Beige types that may still be chosen (§4.1 step 3, §4.3), in canonical order."""
    costs = DRAFT_COSTS[rules.university_factory_swap, rules.exp_new_buildings, rules.exp_nobles]
    on_board = BEIGE_ON_BOARD(buildings)
    free = list(data.SLOTS_BY_COST)
    for cost in compress(costs, on_board):
        free[cost] -= 1
    # The types not chosen yet whose cost still has a free slot, picked out in C: the draft
    # asks twice a decision, for all the beige types.
    slot_left = list(map(gt, free, NO_SLOTS))
    out = list(
        compress(BEIGE_IDS, map(and_, map(not_, on_board), map(slot_left.__getitem__, costs)))
    )
    if rules.exclusive_office_trading_post:
        taken = chosen_beige(buildings)
        out = [b for b in out if data.EXCLUSIVE.get(b) not in taken]
    return out


def choose(rules: Rules, buildings: tuple[int, ...], building: str) -> tuple[int, ...]:
    """Put a chosen type's tiles onto its slot: a pair, one tile with 2 players or if large."""
    i = data.ORDER[building]
    return buildings[:i] + (data.copies(building, rules.players),) + buildings[i + 1 :]


def random_selection(
    rules: Rules, r: int, buildings: tuple[int, ...]
) -> tuple[int, tuple[int, ...]]:
    """§4.2: cost by cost, draw distinct eligible types for the slots with the game RNG."""
    for cost in sorted(data.SLOTS):
        for _ in range(data.SLOTS[cost]):
            options = [b for b in draft_options(rules, buildings) if rules.cost[b] == cost]
            if not options:
                break
            r, k = rng.below(r, len(options))
            buildings = choose(rules, buildings, options[k])
    return r, buildings
