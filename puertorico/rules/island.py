"""Where pieces and tiles may go: plantation picks, empty circles, placements, guests and
discards. Pure functions of a player (or of the state), shared by the settler, mayor, trader
and builder steps and by the guests that may move at any decision (R-PR-51)."""

from __future__ import annotations

from functools import lru_cache
from itertools import compress
from operator import gt, sub

from puertorico import data
from puertorico.moves import (
    DISCARD,
    GUEST,
    NOBLE_BUILDING,
    NOBLE_TILE,
    PLACE_BUILDING,
    PLACE_TILE,
    Move,
    Place,
)
from puertorico.rules.queries import CIRCLES, GOODS_N, QUARRY
from puertorico.state import Player, State, Turn

ISLAND_N = len(data.ISLAND)
ISLAND_KINDS = range(ISLAND_N)


def plant_options(state: State, seat: int) -> tuple[list[int], list[int]]:
    """Island kinds the seat may take in its settler pick (R-PR-14, R-PR-15), and the face-up
    kinds it may lay as a forest (Forest house, R-PR-18)."""
    p = state.players[seat]
    if p.island() >= data.ISLAND_SPACES:
        return [], []
    plantations = state.plantations
    kinds = sorted(set(plantations.row))
    # The Library's second pick (Turn.count = 1) is a quarry only with a Construction hut.
    quarry = p.occupied("construction_hut") or (seat == state.chooser and not state.turn.count)
    forests = kinds if p.occupied("forest_house") else []
    if plantations.quarries and quarry:
        kinds = [*kinds, QUARRY]
    return kinds, forests


def empty_circles(p: Player) -> int:
    """Empty circles on the player's buildings (the ship refill counts these, R-PR-25)."""
    return sum(CIRCLES[b] for b in p.city) - sum(p.staff)


@lru_cache(maxsize=4096)
def circles_of(city: tuple[str, ...]) -> tuple[int, ...]:
    """The circles of each building of a city, in city order."""
    return tuple(CIRCLES[b] for b in city)


@lru_cache(maxsize=8192)
def building_places(city: tuple[str, ...], piece: str) -> tuple[tuple[int, ...], tuple[Move, ...]]:
    """The indexes of a city's buildings in the canonical building order (D-PR-12), and the
    `place` move of each for one piece kind."""
    moves = PLACE_BUILDING if piece == "colonist" else NOBLE_BUILDING
    order = tuple(sorted(range(len(city)), key=lambda i: data.ORDER[city[i]]))
    return order, tuple(moves[city[i]] for i in order)


def open_places(p: Player) -> tuple[list[int], list[int], int]:
    """Island kinds with an unoccupied tile, indexes of buildings with an empty circle (city
    order), and the number of empty circles in all."""
    tiles, worked = p.tiles, p.worked
    rooms = tuple(map(sub, circles_of(p.city), p.staff))
    kinds = list(compress(ISLAND_KINDS, map(gt, tiles, worked)))
    buildings = list(compress(range(len(rooms)), rooms))
    return kinds, buildings, sum(tiles) - sum(worked) + sum(rooms)


def place_moves(p: Player, kinds: list[int], buildings: list[int], piece: str) -> list[Move]:
    """Unoccupied tiles by kind, then buildings with a free circle, for one piece kind."""
    tile = PLACE_TILE if piece == "colonist" else NOBLE_TILE
    out: list[Move] = list(map(tile.__getitem__, kinds))
    if buildings:
        # The open ones, picked out in C (a mayor's pieces ask once or twice a placement).
        order, moves = building_places(p.city, piece)
        out += compress(moves, map(set(buildings).__contains__, order))
    return out


def placement_moves(
    p: Player, t: Turn, places: tuple[list[int], list[int], int] | None = None
) -> list[Move]:
    """Where the next piece in hand may go, for each piece kind the hand holds (R-PR-24);
    `places`: `open_places(p)` when the caller has it already."""
    kinds, buildings, _ = places or open_places(p)
    out: list[Move] = []
    if t.hand > t.nobles:
        out += place_moves(p, kinds, buildings, "colonist")
    if t.nobles:
        out += place_moves(p, kinds, buildings, "noble")
    return out


def room_on_tile(p: Player, tile: str) -> bool:
    k = data.ISLAND_INDEX[tile]
    return p.tiles[k] > p.worked[k]


def discard_moves(p: Player) -> list[Move]:
    """Own plantations and forests that may be discarded (never a quarry)."""
    out: list[Move] = [DISCARD[k, False] for k in range(GOODS_N) if p.tiles[k]]
    return out + [DISCARD[k, True] for k in sorted(set(p.forests))]


def spare_colonist(state: State, hospice: bool) -> bool:
    """A colonist for the Hospice or University: the supply, else the ship (R-PR-17, R-PR-28)."""
    board = state.board
    if board.colonist_supply:
        return True
    if hospice and state.rules.hospice_supply_only:
        return False
    return board.colonist_ship > 0


# -- guests (R-PR-51) -------------------------------------------------------------------------


def movable_guests(p: Player) -> bool:
    """A guest could move now: pieces on the Guest house and an empty circle elsewhere."""
    if "guest_house" not in p.city or not p.staff[p.city.index("guest_house")]:
        return False
    _, buildings, free = open_places(p)
    gi = p.city.index("guest_house")
    return free - (CIRCLES["guest_house"] - p.staff[gi] if gi in buildings else 0) > 0


def guest_moves(p: Player) -> list[Move]:
    """R-PR-51: each guest kind to every own empty circle but the Guest house's."""
    gi = p.city.index("guest_house")
    kinds, buildings, _ = open_places(p)
    buildings = [i for i in buildings if i != gi]
    nobles = p.nobles.count("guest_house")
    out: list[Move] = []
    if p.staff[gi] > nobles:
        out += [_as_guest(m) for m in place_moves(p, kinds, buildings, "colonist")]
    if nobles:
        out += [_as_guest(m) for m in place_moves(p, kinds, buildings, "noble")]
    return out


def _as_guest(m: Move) -> Move:
    assert isinstance(m, Place)
    return GUEST[m.piece, m.target]


GUESTLESS = frozenset({"draft", "guest_window", "mayor_phase", "ship_take", "mayor_placement"})
"""Phases where guests do not move at a decision: the draft, the guest window itself (its own
step offers them), and the mayor phase, where guests are rearranged with every piece."""


def with_guests(state: State, seat: int, moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """R-PR-51 (a): the seat deciding may first move a guest, outside the mayor phase."""
    if not state.rules.exp_new_buildings or state.phase in GUESTLESS:
        return moves
    p = state.players[seat]
    if "guest_house" in p.city and movable_guests(p):
        return (*moves, *guest_moves(p))
    return moves
