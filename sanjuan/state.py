"""Immutable San Juan state records and the game setup (rulings/sanjuan.md §4).

Cards are ints (see `data.DECK`). Every zone is a tuple, so a step rebuilds only the records it
touches. Where a seat is in the middle of something (paying, keeping councillor cards, …) is
kept in `Turn`, so any state can be saved, loaded and resumed exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from common import rng
from common.engine import GameConfig
from sanjuan import data

NO_GOOD = -1
"""Marker in `Player.goods` for a building without a good (and for violet buildings)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The config flattened into fields the hot path reads without lookups."""

    players: int
    starting_hand_draft: bool = False
    first_governor_random: bool = False
    library_two_player_limit: bool = True
    goldmine_excludes_chooser: bool = False
    show_tile_history: bool = True
    auto_take_card_draws: bool = False

    @staticmethod
    def from_config(config: GameConfig) -> Rules:
        return Rules(
            players=config.players,
            starting_hand_draft=config.flag("starting_hand_draft"),
            first_governor_random=config.get("first_governor") == "random",
            library_two_player_limit=config.flag("library_two_player_limit"),
            goldmine_excludes_chooser=config.flag("goldmine_excludes_chooser"),
            show_tile_history=config.flag("show_tile_history"),
            auto_take_card_draws=config.flag("auto_take_card_draws"),
        )


@dataclass(frozen=True, slots=True)
class Player:
    hand: tuple[int, ...]
    city: tuple[int, ...]
    """Buildings in play, in the order built (a Crane build takes the covered card's place)."""
    goods: tuple[int, ...]
    """Parallel to `city`: the face-down good card on that building, or NO_GOOD."""
    covered: tuple[int, ...] = ()
    """Cards built over with the Crane: out of play, kept for the card count."""
    chapel: tuple[int, ...] = ()
    """Cards tucked under this player's Chapels (all piles; covered Chapels' piles too)."""

    def types(self) -> tuple[str, ...]:
        return tuple(data.DECK[c] for c in self.city)

    def has(self, building: str) -> bool:
        """Whether a building of this type is in play (covered cards are not)."""
        return building in city_kinds(self.city)


@lru_cache(maxsize=8192)
def city_kinds(city: tuple[int, ...]) -> frozenset[str]:
    """The building types of a city; cached because `has` runs on every step."""
    return frozenset(data.DECK[c] for c in city)


@dataclass(frozen=True, slots=True)
class Turn:
    """What the seat on turn still has to do in the current phase or round-start step.

    `todo` lists the remaining steps in order (e.g. build → pay → carpenter → poor_house).
    A step is skipped when it does not apply at the moment it is reached.
    """

    todo: tuple[str, ...] = ()
    count: int = 0
    """Goods produced / goods sold / goods spent on the build / cards kept, by phase."""
    owed: int = 0
    """Cards still to pay for the build, or still to discard."""
    income: int = 0
    """Cards the trader's sales pay, drawn when the seat finishes selling."""
    built: str = ""
    """The building type this seat just built (Carpenter, Poor house)."""
    pending: tuple[int, ...] = ()
    """Cards drawn and not yet kept or discarded (councillor draw, Gold mine reveal)."""
    started: bool = False


@dataclass(frozen=True, slots=True)
class State:
    rules: Rules
    rng: int
    draw: tuple[int, ...]
    """Draw pile, top card first."""
    discard: tuple[int, ...]
    players: tuple[Player, ...]
    tiles: tuple[str, ...]
    """Face-down tile stack, top first; the revealed tile is not in it."""
    tile: str
    """The tile turned up in the running trader phase, or ""."""
    tile_history: tuple[str, ...]
    round: int
    governor: int
    picks: tuple[tuple[str, int], ...]
    """Roles picked this round, with the seat that picked them."""
    phase: str
    """draft, chapel, hand_limit, pick, builder, producer, trader, councillor, prospector, over."""
    chooser: int
    """The seat that picked the running role (-1 outside role phases)."""
    privilege: int
    """1, or 2 when the chooser's Library doubles the running role's privilege."""
    queue: tuple[int, ...]
    """Seats still to act in the running phase or step; queue[0] is on turn."""
    turn: Turn
    library_spent: bool = False
    """2 players: the governor has used the Library this round (R-SJ-2)."""
    gold_reveal: tuple[int, ...] = ()
    """The cards of the latest Gold mine reveal: public until the prospector phase ends."""


@lru_cache(maxsize=64)
def pick_order(players: int, governor: int) -> tuple[int, ...]:
    """Who picks a role, in order, this round (rulings §4.2)."""
    if players == 2:
        return (governor, 1 - governor, governor)
    return tuple((governor + i) % players for i in range(players))


def clockwise_from(first: int, players: int) -> tuple[int, ...]:
    return tuple((first + i) % players for i in range(players))


def new_game(config: GameConfig, seed: int) -> State:
    """Setup per rulings §4.1–4.3, deterministic in `seed`."""
    rules = Rules.from_config(config)
    n = rules.players
    r = rng.seed_state(seed)
    r, tiles = rng.shuffle(r, data.TILE_IDS)
    governor = 0
    if rules.first_governor_random:
        r, governor = rng.below(r, n)
    plants = [c for c, t in enumerate(data.DECK) if t == data.STARTING_BUILDING][:n]
    rest = [c for c in range(len(data.DECK)) if c not in plants]
    r, deck = rng.shuffle(r, rest)
    seats = clockwise_from(governor, n)
    hands: dict[int, tuple[int, ...]] = {}
    pos = 0
    for k, seat in enumerate(seats, start=1):
        size = data.STARTING_HAND + (k if rules.starting_hand_draft else 0)
        hands[seat] = deck[pos : pos + size]
        pos += size
    players = tuple(Player(hand=hands[s], city=(plants[s],), goods=(NO_GOOD,)) for s in range(n))
    if rules.starting_hand_draft:
        phase, queue = "draft", seats
    else:
        phase, queue = "pick", ()
    return State(
        rules=rules,
        rng=r,
        draw=deck[pos:],
        discard=(),
        players=players,
        tiles=tiles,
        tile="",
        tile_history=(),
        round=1,
        governor=governor,
        picks=(),
        phase=phase,
        chooser=-1,
        privilege=1,
        queue=queue,
        turn=Turn(),
    )
