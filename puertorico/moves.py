"""Puerto Rico moves: one small frozen record per kind, with canonical text and a strict parser.

Moves name kinds (role cards, island tile kinds, goods, building types, ships), never pieces:
tiles and barrels of a kind are interchangeable, and the text stays readable
("take quarry", "place colonist coffee_roaster", "load corn ship_7").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from common.engine import InvalidNotation
from puertorico import data


@dataclass(frozen=True, slots=True)
class PickRole:
    card: str


@dataclass(frozen=True, slots=True)
class TakeTile:
    """Settler: a face-up plantation kind, or a quarry."""

    tile: str


@dataclass(frozen=True, slots=True)
class TakeColonist:
    """Mayor privilege: 1 colonist from the supply (R-PR-21)."""


@dataclass(frozen=True, slots=True)
class TakeGood:
    """Craftsman privilege: 1 barrel of a kind produced this phase (R-PR-37)."""

    good: str


@dataclass(frozen=True, slots=True)
class Use:
    """An optional building function with no further choice (Hacienda, Hospice, University)."""

    building: str


@dataclass(frozen=True, slots=True)
class Place:
    """Mayor placement: one piece onto a building circle or an unoccupied tile of a kind."""

    piece: str
    target: str


@dataclass(frozen=True, slots=True)
class Build:
    building: str


@dataclass(frozen=True, slots=True)
class Sell:
    good: str


@dataclass(frozen=True, slots=True)
class Load:
    """Captain: every barrel of `good` that fits onto `ship` (a cargo ship or the Wharf)."""

    good: str
    ship: str


@dataclass(frozen=True, slots=True)
class Store:
    """Storage: keep every barrel of a kind with a warehouse."""

    good: str


@dataclass(frozen=True, slots=True)
class Keep:
    """Storage: keep one barrel of a kind on the windrose."""

    good: str


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline the opportunity on offer."""


@dataclass(frozen=True, slots=True)
class Done:
    """Storage: discard every barrel not kept."""


Move = (
    PickRole
    | TakeTile
    | TakeColonist
    | TakeGood
    | Use
    | Place
    | Build
    | Sell
    | Load
    | Store
    | Keep
    | Pass
    | Done
)

# Moves are values: the rules hand out these shared instances instead of building new records
# on every call.
PICK: Final[dict[str, PickRole]] = {c: PickRole(c) for c in data.CARD_ROLE}
TAKE_TILE: Final[tuple[TakeTile, ...]] = tuple(TakeTile(t) for t in data.ISLAND)
TAKE_GOOD: Final[tuple[TakeGood, ...]] = tuple(TakeGood(g) for g in data.GOODS)
SELL: Final[tuple[Sell, ...]] = tuple(Sell(g) for g in data.GOODS)
STORE: Final[tuple[Store, ...]] = tuple(Store(g) for g in data.GOODS)
KEEP: Final[tuple[Keep, ...]] = tuple(Keep(g) for g in data.GOODS)
USE: Final[dict[str, Use]] = {b: Use(b) for b in ("hacienda", "hospice", "university")}
BUILD: Final[dict[str, Build]] = {b.id: Build(b.id) for b in data.BUILDINGS}
PLACE_TILE: Final[tuple[Place, ...]] = tuple(Place("colonist", t) for t in data.ISLAND)
PLACE_BUILDING: Final[dict[str, Place]] = {b.id: Place("colonist", b.id) for b in data.BUILDINGS}
LOAD: Final[dict[tuple[int, str], Load]] = {
    (g, ship): Load(good, ship)
    for g, good in enumerate(data.GOODS)
    for ship in (*data.SHIPS.values(), data.WHARF)
}
TAKE_COLONIST: Final = TakeColonist()
PASS: Final = Pass()
DONE: Final = Done()
PIECES: Final[tuple[str, ...]] = ("colonist",)


def move_text(move: Move) -> str:
    """The canonical notation of a move (saved games, CLI)."""
    match move:
        case PickRole(card):
            return f"pick {card}"
        case TakeTile(tile):
            return f"take {tile}"
        case TakeColonist():
            return "take colonist"
        case TakeGood(good):
            return f"take {good}"
        case Use(building):
            return f"use {building}"
        case Place(piece, target):
            return f"place {piece} {target}"
        case Build(building):
            return f"build {building}"
        case Sell(good):
            return f"sell {good}"
        case Load(good, ship):
            return f"load {good} {ship}"
        case Store(good):
            return f"store {good}"
        case Keep(good):
            return f"keep {good}"
        case Pass():
            return "pass"
        case Done():
            return "done"
    raise TypeError(f"not a Puerto Rico move: {move!r}")


def _good(word: str, text: str) -> str:
    if word not in data.GOOD_INDEX:
        raise InvalidNotation(f"{word!r} is not a good (in {text!r})")
    return word


def _building(word: str, text: str) -> str:
    if word not in data.BY_ID:
        raise InvalidNotation(f"{word!r} is not a Puerto Rico building (in {text!r})")
    return word


def parse(text: str) -> Move:
    """Parse canonical notation; raises InvalidNotation. Legality is checked elsewhere."""
    words = text.strip().lower().split()
    if not words:
        raise InvalidNotation("empty move")
    match words:
        case ["pick", card] if card in data.CARD_ROLE:
            return PickRole(card)
        case ["take", "colonist"]:
            return TAKE_COLONIST
        case ["take", tile] if tile in data.ISLAND_INDEX:
            return TakeTile(tile)
        case ["take", good] if good in data.GOOD_INDEX:
            return TakeGood(good)
        case ["use", building] if building in USE:
            return Use(building)
        case ["place", piece, target] if piece in PIECES:
            if target not in data.ISLAND_INDEX:
                _building(target, text)
            return Place(piece, target)
        case ["build", building]:
            return Build(_building(building, text))
        case ["sell", good]:
            return Sell(_good(good, text))
        case ["load", good, ship] if ship in data.SHIP_CAPACITY or ship == data.WHARF:
            return Load(_good(good, text), ship)
        case ["store", good]:
            return Store(_good(good, text))
        case ["keep", good]:
            return Keep(_good(good, text))
        case ["pass"]:
            return PASS
        case ["done"]:
            return DONE
    raise InvalidNotation(f"not a Puerto Rico move: {text!r}")
