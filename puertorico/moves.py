"""Puerto Rico moves: one small frozen record per kind, with canonical text and a strict parser.

Moves name kinds (role cards, island tile kinds, goods, building types, ships), never pieces:
tiles and barrels of a kind are interchangeable, and the text stays readable
("take quarry", "place colonist coffee_roaster", "load corn ship_7").
"""

from __future__ import annotations

from typing import Final

from common.contract import InvalidNotation
from common.records import Record
from puertorico import data


class PickRole(Record, frozen=True):
    card: str


class TakeTile(Record, frozen=True):
    """Settler: a face-up plantation kind, or a quarry."""

    tile: str


class TakeColonist(Record, frozen=True):
    """Mayor privilege: 1 colonist from the supply (R-PR-21)."""


class TakeGood(Record, frozen=True):
    """Craftsman privilege: 1 barrel of a kind produced this phase (R-PR-37)."""

    good: str


class Use(Record, frozen=True):
    """An optional building function, taken up as one decision (Hacienda, Hospice, University,
    Villa); for the Land office and the Small wharf its details follow as further steps."""

    building: str


class Place(Record, frozen=True):
    """Mayor placement: one piece onto a building circle or an unoccupied tile of a kind."""

    piece: str
    target: str


class Build(Record, frozen=True):
    building: str
    black_market: bool = False
    """Cover a shortfall of 1–3 with the Black market (R-PR-29): returns follow."""


class Sell(Record, frozen=True):
    good: str
    trading_post: bool = False
    """To the seller's own Trading post instead of the trading house (R-PR-39)."""


class Draft(Record, frozen=True):
    """Building selection: a beige type onto an empty slot of its cost (§4.1)."""

    building: str


class Forest(Record, frozen=True):
    """Lay a plantation face down as a forest (Forest house, R-PR-18): a face-up one in a
    pick, or the tile just drawn."""

    tile: str


class Lay(Record, frozen=True):
    """Lay the tile just drawn (Hacienda, face-down Land office) face up."""

    tile: str


class Discard(Record, frozen=True):
    """Hunting lodge / noble Land office: one own plantation or forest goes to the discards."""

    tile: str
    forest: bool = False


class Return(Record, frozen=True):
    """Give something back: a barrel (Black market, Royal supplier), a VP chip or a piece
    from a place on the own board (Black market)."""

    item: str
    """A good, "vp", "colonist" or "noble"."""
    place: str = ""
    """For a piece: a building id, an island kind id or "windrose"."""


class Guest(Record, frozen=True):
    """Move a guest from the Guest house to an empty circle of the owner (R-PR-51)."""

    piece: str
    target: str


class Ship(Record, frozen=True):
    """Small wharf: one barrel shipped (R-PR-45)."""

    good: str


class TakeNoble(Record, frozen=True):
    """Taking a noble from the colonist ship while it holds both kinds (R-PR-22)."""


class Load(Record, frozen=True):
    """Captain: every barrel of `good` that fits onto `ship` (a cargo ship or the Wharf)."""

    good: str
    ship: str


class Store(Record, frozen=True):
    """Storage: keep every barrel of a kind with a warehouse."""

    good: str


class Keep(Record, frozen=True):
    """Storage: keep one barrel of a kind on the windrose."""

    good: str


class Pass(Record, frozen=True):
    """Decline the opportunity on offer."""


class Done(Record, frozen=True):
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
    | Draft
    | Forest
    | Lay
    | Discard
    | Return
    | Guest
    | Ship
    | TakeNoble
)

# Moves are values: the rules hand out these shared instances instead of building new records
# on every call.
PICK: Final[dict[str, PickRole]] = {c: PickRole(c) for c in data.CARD_ROLE}
TAKE_TILE: Final[tuple[TakeTile, ...]] = tuple(TakeTile(t) for t in data.ISLAND)
TAKE_GOOD: Final[tuple[TakeGood, ...]] = tuple(TakeGood(g) for g in data.GOODS)
SELL: Final[tuple[Sell, ...]] = tuple(Sell(g) for g in data.GOODS)
STORE: Final[tuple[Store, ...]] = tuple(Store(g) for g in data.GOODS)
KEEP: Final[tuple[Keep, ...]] = tuple(Keep(g) for g in data.GOODS)
USE: Final[dict[str, Use]] = {
    b: Use(b)
    for b in (
        "hacienda",
        "hospice",
        "university",
        "land_office",
        "small_wharf",
        "villa",
    )
}
BUILD: Final[dict[str, Build]] = {b.id: Build(b.id) for b in data.BUILDINGS}
BLACK_MARKET: Final[dict[str, Build]] = {
    b.id: Build(building=b.id, black_market=True) for b in data.BUILDINGS
}
SELL_POST: Final[tuple[Sell, ...]] = tuple(Sell(good=g, trading_post=True) for g in data.GOODS)
DRAFT: Final[dict[str, Draft]] = {b.id: Draft(b.id) for b in data.BUILDINGS if b.beige}
FOREST: Final[tuple[Forest, ...]] = tuple(Forest(t) for t in data.ISLAND[: len(data.GOODS)])
LAY: Final[tuple[Lay, ...]] = tuple(Lay(t) for t in data.ISLAND[: len(data.GOODS)])
DISCARD: Final[dict[tuple[int, bool], Discard]] = {
    (k, forest): Discard(tile=t, forest=forest)
    for k, t in enumerate(data.ISLAND[: len(data.GOODS)])
    for forest in (False, True)
}
RETURN_GOOD: Final[tuple[Return, ...]] = tuple(Return(g) for g in data.GOODS)
RETURN_VP: Final = Return("vp")
SHIP: Final[tuple[Ship, ...]] = tuple(Ship(g) for g in data.GOODS)
PLACE_TILE: Final[tuple[Place, ...]] = tuple(Place(piece="colonist", target=t) for t in data.ISLAND)
PLACE_BUILDING: Final[dict[str, Place]] = {
    b.id: Place(piece="colonist", target=b.id) for b in data.BUILDINGS
}
NOBLE_TILE: Final[tuple[Place, ...]] = tuple(Place(piece="noble", target=t) for t in data.ISLAND)
NOBLE_BUILDING: Final[dict[str, Place]] = {
    b.id: Place(piece="noble", target=b.id) for b in data.BUILDINGS
}
TAKE_NOBLE: Final = TakeNoble()
GUEST: Final[dict[tuple[str, str], Guest]] = {
    (piece, target): Guest(piece=piece, target=target)
    for piece in ("colonist", "noble")
    for target in (*data.ISLAND, *(b.id for b in data.BUILDINGS))
}
LOAD: Final[dict[tuple[int, str], Load]] = {
    (g, ship): Load(good=good, ship=ship)
    for g, good in enumerate(data.GOODS)
    for ship in (*data.SHIPS.values(), data.WHARF)
}
TAKE_COLONIST: Final = TakeColonist()
PASS: Final = Pass()
DONE: Final = Done()
PIECES: Final[tuple[str, ...]] = ("colonist", "noble")


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
        case Build(building, black_market):
            return f"build {building} black_market" if black_market else f"build {building}"
        case Sell(good, trading_post):
            return f"sell {good} trading_post" if trading_post else f"sell {good}"
        case Draft(building):
            return f"draft {building}"
        case Forest(tile):
            return f"forest {tile}"
        case Lay(tile):
            return f"lay {tile}"
        case Discard(tile, forest):
            return f"discard forest {tile}" if forest else f"discard {tile}"
        case Return(item, place):
            return f"return {item} {place}" if place else f"return {item}"
        case Guest(piece, target):
            return f"guest {piece} {target}"
        case Ship(good):
            return f"ship {good}"
        case TakeNoble():
            return "take noble"
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


def _plantation(word: str, text: str) -> str:
    if data.ISLAND_INDEX.get(word, data.QUARRY) == data.QUARRY:
        raise InvalidNotation(f"{word!r} is not a plantation (in {text!r})")
    return word


def _place(word: str, text: str) -> str:
    """A place on a player's board: an island kind, a building or the windrose."""
    if word != data.WINDROSE and word not in data.ISLAND_INDEX:
        _building(word, text)
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
        case ["take", "noble"]:
            return TAKE_NOBLE
        case ["take", tile] if tile in data.ISLAND_INDEX:
            return TakeTile(tile)
        case ["take", good] if good in data.GOOD_INDEX:
            return TakeGood(good)
        case ["use", building] if building in USE:
            return Use(building)
        case ["place", piece, target] if piece in PIECES:
            if target not in data.ISLAND_INDEX:
                _building(target, text)
            return Place(piece=piece, target=target)
        case ["build", building]:
            return Build(_building(building, text))
        case ["build", building, "black_market"]:
            return Build(building=_building(building, text), black_market=True)
        case ["sell", good]:
            return Sell(_good(good, text))
        case ["sell", good, "trading_post"]:
            return Sell(good=_good(good, text), trading_post=True)
        case ["draft", building]:
            return Draft(_building(building, text))
        case ["forest", tile]:
            return Forest(_plantation(tile, text))
        case ["lay", tile]:
            return Lay(_plantation(tile, text))
        case ["discard", tile]:
            return Discard(_plantation(tile, text))
        case ["discard", "forest", tile]:
            return Discard(tile=_plantation(tile, text), forest=True)
        case ["return", "vp"]:
            return RETURN_VP
        case ["return", good] if good in data.GOOD_INDEX:
            return Return(good)
        case ["return", piece, place] if piece in PIECES:
            return Return(item=piece, place=_place(place, text))
        case ["guest", piece, target] if piece in PIECES:
            return Guest(piece=piece, target=_place(target, text))
        case ["ship", good]:
            return Ship(_good(good, text))
        case ["load", good, ship] if ship in data.SHIP_CAPACITY or ship == data.WHARF:
            return Load(good=_good(good, text), ship=ship)
        case ["store", good]:
            return Store(_good(good, text))
        case ["keep", good]:
            return Keep(_good(good, text))
        case ["pass"]:
            return PASS
        case ["done"]:
            return DONE
    raise InvalidNotation(f"not a Puerto Rico move: {text!r}")
