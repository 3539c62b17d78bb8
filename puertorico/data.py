"""Puerto Rico data, keyed by the canonical ids of rulings/puertorico.md §2–§3.

Goods and island tiles are small ints (their index in `GOODS` / `ISLAND`): a plantation's
index equals its good's, so production reads one table. Buildings keep their string ids.
All 45 building types are tabled; a game uses those of the sets it switched on (the base
set, `exp_new_buildings`, `exp_nobles`), the beige ones as selected (§4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

BuildingClass = Literal["production", "beige_small", "beige_large"]
BuildingSet = Literal["base", "exp_new_buildings", "exp_nobles"]

GOODS: Final[tuple[str, ...]] = ("corn", "indigo", "sugar", "tobacco", "coffee")
GOOD_INDEX: Final[dict[str, int]] = {g: i for i, g in enumerate(GOODS)}
PRICE: Final[tuple[int, ...]] = (0, 1, 2, 3, 4)
"""Trading-house price per good (§3.6)."""
CORN: Final = 0

ISLAND: Final[tuple[str, ...]] = (
    "corn_plantation",
    "indigo_plantation",
    "sugar_plantation",
    "tobacco_plantation",
    "coffee_plantation",
    "quarry",
)
"""Island tile kinds; a plantation's index is its good's index."""
ISLAND_INDEX: Final[dict[str, int]] = {t: i for i, t in enumerate(ISLAND)}
QUARRY: Final = 5
ISLAND_SPACES: Final = 12
CITY_SPACES: Final = 12
HOUSE_SPACES: Final = 4


@dataclass(frozen=True, slots=True)
class Building:
    id: str
    hu: str
    en: str
    set: BuildingSet
    cls: BuildingClass
    cost: int
    vp: int
    circles: int
    column: int
    copies: int
    """Tiles with 3–5 players."""
    copies_2p: int
    good: int = -1
    """Production buildings: the good they make (-1: none, as for the Jeweler)."""

    @property
    def size(self) -> int:
        """City spaces taken (R-PR-13)."""
        return 2 if self.cls == "beige_large" else 1

    @property
    def beige(self) -> bool:
        return self.cls != "production"


def _b(
    id: str,
    hu: str,
    en: str,
    set: BuildingSet,
    cls: BuildingClass,
    cost: int,
    vp: int,
    circles: int,
    column: int,
    copies: int,
    copies_2p: int,
) -> Building:
    good = GOOD_INDEX[MAKES[id]] if id in MAKES else -1
    return Building(id, hu, en, set, cls, cost, vp, circles, column, copies, copies_2p, good)


MAKES: Final[dict[str, str]] = {
    "small_indigo_plant": "indigo",
    "small_sugar_mill": "sugar",
    "indigo_plant": "indigo",
    "sugar_mill": "sugar",
    "tobacco_storage": "tobacco",
    "coffee_roaster": "coffee",
}
"""The good each production building makes (the Jeweler makes none)."""


P: Final = "production"
S: Final = "beige_small"
L: Final = "beige_large"
B: Final = "base"
X1: Final = "exp_new_buildings"
X2: Final = "exp_nobles"

# rulings/puertorico.md §3.1–§3.5, in the order of the id table §2.1.
BUILDINGS: Final[tuple[Building, ...]] = (
    _b("small_indigo_plant", "kis indigófeldolgozó", "Small indigo plant", B, P, 1, 1, 1, 1, 4, 2),
    _b("small_sugar_mill", "kis cukormalom", "Small sugar mill", B, P, 2, 1, 1, 1, 4, 2),
    _b("indigo_plant", "nagy indigófeldolgozó", "Indigo plant", B, P, 3, 2, 3, 2, 3, 2),
    _b("sugar_mill", "nagy cukormalom", "Sugar mill", B, P, 4, 2, 3, 2, 3, 2),
    _b("tobacco_storage", "dohányszárító", "Tobacco storage", B, P, 5, 3, 3, 3, 3, 2),
    _b("coffee_roaster", "kávépörkölő", "Coffee roaster", B, P, 6, 3, 2, 3, 3, 2),
    _b("small_market", "kis piac", "Small market", B, S, 1, 1, 1, 1, 2, 1),
    _b("hacienda", "hacienda", "Hacienda", B, S, 2, 1, 1, 1, 2, 1),
    _b("construction_hut", "építőműhely", "Construction hut", B, S, 2, 1, 1, 1, 2, 1),
    _b("small_warehouse", "kis raktár", "Small warehouse", B, S, 3, 1, 1, 1, 2, 1),
    _b("hospice", "menedékház", "Hospice", B, S, 4, 2, 1, 2, 2, 1),
    _b("office", "hivatal", "Office", B, S, 5, 2, 1, 2, 2, 1),
    _b("large_market", "nagy piac", "Large market", B, S, 5, 2, 1, 2, 2, 1),
    _b("large_warehouse", "nagy raktár", "Large warehouse", B, S, 6, 2, 1, 2, 2, 1),
    _b("factory", "gyár", "Factory", B, S, 7, 3, 1, 3, 2, 1),
    _b("university", "egyetem", "University", B, S, 8, 3, 1, 3, 2, 1),
    _b("harbor", "kikötő", "Harbor", B, S, 8, 3, 1, 3, 2, 1),
    _b("wharf", "rakpart", "Wharf", B, S, 9, 3, 1, 3, 2, 1),
    _b("guild_hall", "céhház", "Guild hall", B, L, 10, 4, 1, 4, 1, 1),
    _b("residence", "udvarház", "Residence", B, L, 10, 4, 1, 4, 1, 1),
    _b("fortress", "erőd", "Fortress", B, L, 10, 4, 1, 4, 1, 1),
    _b("customs_house", "vámház", "Customs house", B, L, 10, 4, 1, 4, 1, 1),
    _b("city_hall", "városháza", "City hall", B, L, 10, 4, 1, 4, 1, 1),
    _b("aqueduct", "vízvezeték", "Aqueduct", X1, S, 1, 1, 1, 1, 2, 1),
    _b("forest_house", "erdészház", "Forest house", X1, S, 2, 1, 1, 1, 2, 1),
    _b("black_market", "feketepiac", "Black market", X1, S, 2, 1, 1, 1, 2, 1),
    _b("storehouse", "tárház", "Storehouse", X1, S, 3, 1, 1, 1, 2, 1),
    _b("guest_house", "vendégház", "Guest house", X1, S, 4, 2, 2, 2, 2, 1),
    _b("trading_post", "kereskedelmi állomás", "Trading post", X1, S, 5, 2, 1, 2, 2, 1),
    _b("church", "templom", "Church", X1, S, 5, 2, 1, 2, 2, 1),
    _b("small_wharf", "kis rakpart", "Small wharf", X1, S, 6, 2, 1, 2, 2, 1),
    _b("lighthouse", "világítótorony", "Lighthouse", X1, S, 7, 3, 1, 3, 2, 1),
    _b("specialty_factory", "speciális gyár", "Specialty factory", X1, S, 8, 3, 1, 3, 2, 1),
    _b("library", "könyvtár", "Library", X1, S, 8, 3, 1, 3, 2, 1),
    _b("union_hall", "egyesületi székház", "Union hall", X1, S, 9, 3, 1, 3, 2, 1),
    _b("statue", "szobor", "Statue", X1, L, 10, 8, 0, 4, 1, 1),
    _b("cloister", "kolostor", "Cloister", X1, L, 10, 4, 1, 4, 1, 1),
    _b("land_office", "telekhivatal", "Land office", X2, S, 2, 1, 1, 1, 2, 1),
    _b("chapel", "kápolna", "Chapel", X2, S, 3, 1, 1, 1, 2, 1),
    _b("hunting_lodge", "vadászház", "Hunting lodge", X2, S, 4, 2, 1, 2, 2, 1),
    _b("zoning_office", "mérnöki hivatal", "Zoning office", X2, S, 5, 2, 1, 2, 2, 1),
    _b("royal_supplier", "kaszárnya", "Royal supplier", X2, S, 6, 2, 1, 2, 2, 1),
    _b("villa", "vidéki lak", "Villa", X2, S, 7, 3, 1, 3, 2, 1),
    _b("jeweler", "ékszerészműhely", "Jeweler", X2, P, 8, 3, 1, 3, 2, 2),
    _b("royal_garden", "díszkert", "Royal garden", X2, L, 10, 4, 1, 4, 1, 1),
)

BY_ID: Final[dict[str, Building]] = {b.id: b for b in BUILDINGS}
ORDER: Final[dict[str, int]] = {b.id: i for i, b in enumerate(BUILDINGS)}
"""Canonical order of building types: legal moves and the bank list them in this order."""
CIRCLES: Final[dict[str, int]] = {b.id: b.circles for b in BUILDINGS}
SIZE: Final[dict[str, int]] = {b.id: b.size for b in BUILDINGS}
COLUMN: Final[dict[str, int]] = {b.id: b.column for b in BUILDINGS}
PRODUCES: Final[dict[str, int]] = {b.id: b.good for b in BUILDINGS if b.good >= 0}
LARGE_PRODUCTION: Final[frozenset[str]] = frozenset(
    {"indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "jeweler"}
)
"""§3.1: "large production" matters only for the Guild hall; every production building is S."""

_COST: Final[dict[str, int]] = {b.id: b.cost for b in BUILDINGS}
COST: Final[dict[str, int]] = _COST
COST_SWAPPED: Final[dict[str, int]] = {**_COST, "university": 7, "factory": 8}
"""`university_factory_swap` (R-PR-4): the two trade costs; columns and VP stay."""

ROLES: Final[tuple[str, ...]] = (
    "settler",
    "mayor",
    "builder",
    "craftsman",
    "trader",
    "captain",
    "prospector",
)
CARD_ROLE: Final[dict[str, str]] = {
    **{r: r for r in ROLES if r != "prospector"},
    "prospector_1": "prospector",
    "prospector_2": "prospector",
}
"""Role card id -> role id (§2.3)."""

SHIPS: Final[dict[int, str]] = {c: f"ship_{c}" for c in (4, 5, 6, 7, 8)}
SHIP_CAPACITY: Final[dict[str, int]] = {name: c for c, name in SHIPS.items()}
WHARF: Final = "wharf"

TRIGGERS: Final[tuple[str, ...]] = ("colonists_short", "city_full", "vp_exhausted")


@dataclass(frozen=True, slots=True)
class Setup:
    """One column of the setup table §3.7 (base game, no Nobles)."""

    doubloons: int
    start: tuple[int, ...]
    """Start plantation (good index) per seat, counted from the first governor."""
    vp_chips: int
    colonists: int
    """In the supply."""
    ship: int
    """On the colonist ship; also the refill minimum (= players)."""
    cargo: tuple[int, ...]
    """Cargo ship capacities."""
    cards: tuple[str, ...]
    picks: int
    """Role choices per round (2 players: 3 each)."""
    row: int
    """Face-up plantations (players + 1)."""
    quarries: int
    plantations: tuple[int, ...]
    """Plantation tiles per kind in use, start tiles included."""
    barrels: tuple[int, ...]


_BASE_CARDS = ("settler", "mayor", "builder", "craftsman", "trader", "captain")
_I, _C = GOOD_INDEX["indigo"], CORN

SETUP: Final[dict[int, Setup]] = {
    2: Setup(
        3,
        (_I, _C),
        65,
        40,
        2,
        (4, 6),
        (*_BASE_CARDS, "prospector_1"),
        6,
        3,
        5,
        (7, 9, 8, 6, 5),
        (8, 9, 9, 7, 7),
    ),
    3: Setup(
        2,
        (_I, _I, _C),
        75,
        55,
        3,
        (4, 5, 6),
        _BASE_CARDS,
        3,
        4,
        8,
        (10, 12, 11, 9, 8),
        (10, 11, 11, 9, 9),
    ),
    4: Setup(
        3,
        (_I, _I, _C, _C),
        100,
        75,
        4,
        (5, 6, 7),
        (*_BASE_CARDS, "prospector_1"),
        4,
        5,
        8,
        (10, 12, 11, 9, 8),
        (10, 11, 11, 9, 9),
    ),
    5: Setup(
        4,
        (_I, _I, _I, _C, _C),
        126,
        95,
        5,
        (6, 7, 8),
        (*_BASE_CARDS, "prospector_1", "prospector_2"),
        5,
        6,
        8,
        (10, 12, 11, 9, 8),
        (10, 11, 11, 9, 9),
    ),
}

VP_CHIPS_5P: Final[tuple[str, ...]] = ("126", "122")
"""`vp_chips_5p` (R-PR-2): 002's 126, or 003's 122."""

BANK_DOUBLOONS: Final = 86
"""The box's coins; the bank is unlimited (R-PR-6), so this only anchors the ledger."""

FACTORY_INCOME: Final[tuple[int, ...]] = (0, 0, 1, 2, 3, 5)
"""Kinds received -> Factory doubloons (§3.2)."""
RESIDENCE_BONUS: Final[tuple[int, ...]] = (4,) * 10 + (5, 6, 7)
"""Filled island spaces (0–12) -> Residence extra (§6.2)."""


def copies(building: str, players: int) -> int:
    b = BY_ID[building]
    return b.copies_2p if players == 2 else b.copies


# ---------------------------------------------------------------------------------------------
# Expansions (rulings §3.8, §4)

SLOTS: Final[dict[int, int]] = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5}
"""Beige board slots per printed cost (§3.8): 12 small and 5 large."""
SLOTS_BY_COST: Final[tuple[int, ...]] = tuple(SLOTS.get(cost, 0) for cost in range(max(SLOTS) + 1))
"""`SLOTS` as a tuple indexed by cost (0 where no beige type costs that much)."""
EXCLUSIVE: Final[dict[str, str]] = {"office": "trading_post", "trading_post": "office"}
"""`exclusive_office_trading_post` (§4.3): choosing one makes the other ineligible."""
KIND_SENSITIVE: Final[frozenset[str]] = frozenset(
    {"land_office", "chapel", "hunting_lodge", "zoning_office"}
)
"""Exp II buildings whose effect depends on the piece kind on them (§3.5)."""
NOBLES: Final = 20
COLONISTS_ALL: Final = 100
"""With Nobles every colonist is in play (§4.4, R-PR-58)."""
CLOISTER_BONUS: Final[tuple[int, ...]] = (0, 1, 3, 6, 10)
"""Triples of identical island tiles (0–4) -> Cloister extra (§6.2)."""
STOREHOUSE_BARRELS: Final = 3
WINDROSE: Final = "windrose"
FOREST: Final = "forest"
