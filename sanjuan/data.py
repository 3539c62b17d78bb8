"""San Juan card data, keyed by the canonical ids of rulings/sanjuan.md §2–§3.

Every card in the deck is an int (its index in `DECK`); its building type is `DECK[card]`.
Keeping cards as ints makes the state small and lets the conservation check name each card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

CardClass = Literal["production", "function", "monument", "six"]


@dataclass(frozen=True, slots=True)
class BuildingType:
    id: str
    hu: str
    en: str
    count: int
    cost: int
    vp: int
    cls: CardClass
    good: str | None = None
    """Production buildings: the good they hold."""

    @property
    def violet(self) -> bool:
        return self.cls != "production"


def _b(
    id: str,
    hu: str,
    en: str,
    count: int,
    cost: int,
    vp: int,
    cls: CardClass,
    good: str | None = None,
) -> BuildingType:
    return BuildingType(id, hu, en, count, cost, vp, cls, good)


# rulings/sanjuan.md §3.1, in the table's order.
BUILDINGS: Final[tuple[BuildingType, ...]] = (
    _b("indigo_plant", "Indigófeldolgozó", "Indigo plant", 10, 1, 1, "production", "indigo"),
    _b("sugar_mill", "Cukormalom", "Sugar mill", 8, 2, 1, "production", "sugar"),
    _b("tobacco_storage", "Dohányszárító", "Tobacco storage", 8, 3, 2, "production", "tobacco"),
    _b("coffee_roaster", "Kávépörkölő", "Coffee roaster", 8, 4, 2, "production", "coffee"),
    _b("silver_smelter", "Ezüstolvasztó", "Silver smelter", 8, 5, 3, "production", "silver"),
    _b("smithy", "Kovácsműhely", "Smithy", 3, 1, 1, "function"),
    _b("gold_mine", "Aranybánya", "Gold mine", 3, 1, 1, "function"),
    _b("archive", "Levéltár", "Archive", 3, 1, 1, "function"),
    _b("poor_house", "Szegényház", "Poor house", 3, 2, 1, "function"),
    _b("black_market", "Fekete piac", "Black market", 3, 2, 1, "function"),
    _b("trading_post", "Kereskedelmi állomás", "Trading post", 3, 2, 1, "function"),
    _b("well", "Kút", "Well", 3, 2, 1, "function"),
    _b("market_stand", "Elárusítóhely", "Market stand", 3, 2, 1, "function"),
    _b("crane", "Daru", "Crane", 3, 2, 1, "function"),
    _b("chapel", "Kápolna", "Chapel", 3, 3, 2, "function"),
    _b("tower", "Torony", "Tower", 3, 3, 2, "function"),
    _b("aqueduct", "Vízvezeték", "Aqueduct", 3, 3, 2, "function"),
    _b("carpenter", "Ácsműhely", "Carpenter", 3, 3, 2, "function"),
    _b("prefecture", "Prefektúra", "Prefecture", 3, 3, 2, "function"),
    _b("market_hall", "Vásárcsarnok", "Market hall", 3, 4, 2, "function"),
    _b("quarry", "Kőbánya", "Quarry", 3, 4, 2, "function"),
    _b("library", "Könyvtár", "Library", 3, 5, 3, "function"),
    _b("statue", "Szobor", "Statue", 3, 3, 3, "monument"),
    _b("victory_column", "Győzelmi oszlop", "Victory column", 3, 4, 4, "monument"),
    _b("hero", "Hősi emlékmű", "Hero", 3, 5, 5, "monument"),
    _b("guild_hall", "Céhház", "Guild hall", 2, 6, 0, "six"),
    _b("city_hall", "Városháza", "City hall", 2, 6, 0, "six"),
    _b("triumphal_arch", "Diadalív", "Triumphal arch", 2, 6, 0, "six"),
    _b("palace", "Palota", "Palace", 2, 6, 0, "six"),
)

BY_ID: Final[dict[str, BuildingType]] = {b.id: b for b in BUILDINGS}
COST: Final[dict[str, int]] = {b.id: b.cost for b in BUILDINGS}
VIOLET: Final[frozenset[str]] = frozenset(b.id for b in BUILDINGS if b.violet)
PRODUCTION: Final[frozenset[str]] = frozenset(b.id for b in BUILDINGS if not b.violet)
TYPE_ORDER: Final[dict[str, int]] = {b.id: i for i, b in enumerate(BUILDINGS)}
"""Canonical order of types: legal moves list types in this order."""

DECK: Final[tuple[str, ...]] = tuple(b.id for b in BUILDINGS for _ in range(b.count))
"""Card number -> building type; 110 cards."""

STARTING_BUILDING: Final = "indigo_plant"

ROLES: Final[tuple[str, ...]] = ("builder", "producer", "trader", "councillor", "prospector")

GOOD_COLUMN: Final[dict[str, int]] = {
    "indigo_plant": 0,
    "sugar_mill": 1,
    "tobacco_storage": 2,
    "coffee_roaster": 3,
    "silver_smelter": 4,
}
"""Production building -> price column on a trading-house tile (rulings §2.4)."""

TILES: Final[dict[str, tuple[int, int, int, int, int]]] = {
    "tile_11122": (1, 1, 1, 2, 2),
    "tile_11222": (1, 1, 2, 2, 2),
    "tile_11223": (1, 1, 2, 2, 3),
    "tile_12223": (1, 2, 2, 2, 3),
    "tile_12233": (1, 2, 2, 3, 3),
}
TILE_IDS: Final[tuple[str, ...]] = tuple(TILES)

HAND_LIMIT: Final = 7
TOWER_HAND_LIMIT: Final = 12
CITY_SIZE_END: Final = 12
STARTING_HAND: Final = 4
GOLD_MINE_REVEAL: Final = 4
