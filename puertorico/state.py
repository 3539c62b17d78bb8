"""Immutable Puerto Rico state records and the game setup (rulings/puertorico.md §3.7).

Goods and island tiles are counted per kind (tiles of a kind are interchangeable, R-PR-24), so
a player is a handful of small tuples. What the seat on turn is in the middle of (a settler
pick before its Hospice, a mayor's pieces in hand, a storage choice) lives in `Turn`, so any
state can be saved, loaded and resumed exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from common import rng
from common.engine import GameConfig
from puertorico import data


@dataclass(frozen=True, slots=True)
class Rules:
    """The config flattened into fields the hot path reads without lookups."""

    players: int
    first_governor_random: bool = False
    vp_chips_5p: int = 126
    university_factory_swap: bool = False
    corn_start_minus_one: bool = False
    hospice_supply_only: bool = False
    open_vp: bool = False

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
        )

    @property
    def setup(self) -> data.Setup:
        return data.SETUP[self.players]

    @property
    def vp_chips(self) -> int:
        return self.vp_chips_5p if self.players == 5 else self.setup.vp_chips

    @property
    def cost(self) -> dict[str, int]:
        return data.COST_SWAPPED if self.university_factory_swap else data.COST


@dataclass(frozen=True, slots=True)
class Player:
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
    """Colonists on the windrose."""

    def occupied(self, building: str) -> bool:
        """Whether the player owns `building` with at least one piece on it (R-PR-13)."""
        for b, n in zip(self.city, self.staff, strict=True):
            if b == building:
                return n > 0
        return False

    def spaces(self) -> int:
        """City spaces taken (large buildings take 2)."""
        return sum(data.SIZE[b] for b in self.city)

    def pieces(self) -> int:
        """Every piece on the player's board: tiles, buildings and windrose."""
        return self.idle + sum(self.worked) + sum(self.staff)


@dataclass(frozen=True, slots=True)
class Turn:
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


@dataclass(frozen=True, slots=True)
class Roles:
    """The role cards and the governor: changes only at choices and round ends."""

    round: int
    governor: int
    money: tuple[int, ...]
    """Doubloons on each role card (rules.setup.cards order)."""
    taker: tuple[int, ...]
    """The seat that chose each card this round, or -1."""


@dataclass(frozen=True, slots=True)
class Board:
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


@dataclass(frozen=True, slots=True)
class Plantations:
    stack: tuple[int, ...]
    """Face-down plantations (good index), top first; the order is hidden."""
    row: tuple[int, ...]
    """Face-up plantations."""
    discard: tuple[int, ...]
    """Face-up discarded plantations."""
    quarries: int


@dataclass(frozen=True, slots=True)
class State:
    """Small nested records, so one step rebuilds only what it touches."""

    rules: Rules
    rng: int
    players: tuple[Player, ...]
    roles: Roles
    phase: str
    """role_choice, settler_phase, mayor_phase, mayor_placement, builder_phase,
    craftsman_phase, trader_phase, captain_phase, captain_storage or game_over."""
    chooser: int
    """The seat that chose the running role (-1 in role_choice)."""
    queue: tuple[int, ...]
    """Seats still to act in the running phase or step; queue[0] is on turn."""
    turn: Turn
    board: Board
    plantations: Plantations


@lru_cache(maxsize=64)
def pick_order(players: int, governor: int) -> tuple[int, ...]:
    """Who chooses a role, in order, this round (R-PR-10)."""
    if players == 2:
        return (governor, 1 - governor) * 3
    return tuple((governor + i) % players for i in range(players))


@lru_cache(maxsize=64)
def clockwise_from(first: int, players: int) -> tuple[int, ...]:
    return tuple((first + i) % players for i in range(players))


def new_game(config: GameConfig, seed: int) -> State:
    """Setup per rulings §3.7, deterministic in `seed`."""
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
    return State(
        rules=rules,
        rng=r,
        players=tuple(players),
        roles=Roles(1, governor, (0,) * len(s.cards), (-1,) * len(s.cards)),
        phase="role_choice",
        chooser=-1,
        queue=(),
        turn=Turn(),
        board=Board(
            colonist_supply=s.colonists,
            colonist_ship=s.ship,
            vp_supply=rules.vp_chips,
            vp_extra=0,
            bank=data.BANK_DOUBLOONS - sum(p.doubloons for p in players),
            goods_supply=s.barrels,
            ship_good=(-1,) * len(s.cargo),
            ship_load=(0,) * len(s.cargo),
            house=(),
            buildings=tuple(data.copies(b.id, n) if b.set == "base" else 0 for b in data.BUILDINGS),
        ),
        plantations=Plantations(stack[s.row :], stack[: s.row], (), s.quarries),
    )
