"""San Juan and ANNO XVII card data, keyed by the canonical ids of rulings/sanjuan.md §2–§3.

Every card is an int. Card numbers are unique across the two rulesets (San Juan 0–109, ANNO
buildings 110–246, ANNO event cards from 247 on), and a building type id names the same
building in both games wherever it occurs (rulings §2: a shared id means the same function and
cost). So a card's type, cost and function never depend on which game is played: the rules look
them up in the global tables below, and a `CardSet` says which cards one ruleset uses, their
display names, the starting building and the events.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Literal

CardClass = Literal["production", "function", "monument", "six", "seven"]

NO_CARD: Final = -1
"""Marker for an empty place that could hold one card (a good, the Pawnshop, the Cathedral)."""


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
    function: str = ""
    """The San Juan type whose effect this building has (rulings §2.7); "" = its own id."""

    @property
    def violet(self) -> bool:
        return self.cls != "production"

    @property
    def effect(self) -> str:
        """The id the rules test for this building's effect (`Player.has_function`)."""
        return self.function or self.id


@dataclass(frozen=True, slots=True)
class EventType:
    id: str
    hu: str
    en: str


def _b(
    id: str,
    hu: str,
    en: str,
    count: int,
    cost: int,
    vp: int,
    cls: CardClass,
    good: str | None = None,
    function: str = "",
) -> BuildingType:
    return BuildingType(id, hu, en, count, cost, vp, cls, good, function)


# rulings/sanjuan.md §3.1, in the table's order.
SAN_JUAN_BUILDINGS: Final[tuple[BuildingType, ...]] = (
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

# rulings/sanjuan.md §3.4, listed in the §2.7 alignment order: a type shared with San Juan sits
# at the same position, so one canonical order serves both games.
ANNO_BUILDINGS: Final[tuple[BuildingType, ...]] = (
    _b("mill", "Malom", "Mill", 10, 1, 1, "production", "flour", "indigo_plant"),
    _b("farm", "Tanya", "Farm", 8, 2, 1, "production", "meat", "sugar_mill"),
    _b("wine_press", "Présház", "Wine press", 8, 3, 2, "production", "wine", "tobacco_storage"),
    _b("loom", "Szövőszék", "Loom", 8, 4, 2, "production", "cloth", "coffee_roaster"),
    _b("goldsmith", "Aranyműves", "Goldsmith", 8, 5, 3, "production", "gold", "silver_smelter"),
    _b("smith", "Kovács", "Smith", 3, 1, 1, "function", function="smithy"),
    _b("gold_mine", "Aranybánya", "Gold mine", 3, 1, 1, "function"),
    _b("council_chamber", "Tanácsterem", "Council chamber", 3, 1, 1, "function", None, "archive"),
    _b("poor_house", "Szegényház", "Poor house", 3, 2, 1, "function"),
    _b("black_market", "Feketepiac", "Black market", 3, 2, 1, "function"),
    _b(
        "merchant_house",
        "Kereskedőház",
        "Merchant house",
        3,
        2,
        1,
        "function",
        None,
        "trading_post",
    ),
    _b("well", "Kút", "Well", 3, 2, 1, "function"),
    _b("market_woman", "Kofa", "Market woman", 3, 2, 1, "function", function="market_stand"),
    _b("crane", "Daru", "Crane", 3, 2, 1, "function"),
    _b("chapel", "Kápolna", "Chapel", 3, 3, 2, "function"),
    _b("tower", "Torony", "Tower", 3, 3, 2, "function"),
    _b("aqueduct", "Vízvezeték", "Aqueduct", 3, 3, 2, "function"),
    _b("carpenter", "Ácsműhely", "Carpenter", 3, 3, 2, "function"),
    _b("court", "Bíróság", "Court", 3, 3, 2, "function", function="prefecture"),
    _b("market", "Piac", "Market", 3, 4, 2, "function", function="market_hall"),
    _b("quarry", "Kőfejtő", "Quarry", 3, 4, 2, "function"),
    _b("library", "Könyvtár", "Library", 3, 5, 3, "function"),
    _b("memorial_column", "Emlékoszlop", "Memorial column", 3, 3, 3, "monument", None, "statue"),
    _b(
        "equestrian_statue",
        "Lovasszobor",
        "Equestrian statue",
        3,
        4,
        4,
        "monument",
        None,
        "victory_column",
    ),
    _b("statue_park", "Szoborpark", "Statue park", 3, 5, 5, "monument", function="hero"),
    _b("guild", "Céh", "Guild", 2, 6, 0, "six", function="guild_hall"),
    _b("city_hall", "Városháza", "City hall", 2, 6, 0, "six"),
    _b("triumphal_arch", "Diadalív", "Triumphal arch", 2, 6, 0, "six"),
    _b("palace", "Palota", "Palace", 2, 6, 0, "six"),
    _b("bank", "Bank", "Bank", 3, 4, 2, "function"),
    _b("office", "Hivatal", "Office", 3, 1, 1, "function"),
    _b("castle", "Kastély", "Castle", 2, 6, 0, "six"),
    _b("cathedral", "Katedrális", "Cathedral", 1, 7, 0, "seven"),
    _b("harbour", "Kikötő", "Harbour", 3, 4, 2, "function"),
    _b("tavern", "Kocsma", "Tavern", 3, 2, 1, "function"),
    _b("colony", "Kolónia", "Colony", 3, 5, 3, "function"),
    _b("park", "Park", "Park", 3, 3, 2, "function"),
    _b("city_gate", "Városkapu", "City gate", 3, 1, 1, "function"),
    _b("pawnshop", "Zálogház", "Pawnshop", 3, 3, 2, "function"),
)

# rulings/sanjuan.md §2.8 / §3.6.
EVENTS: Final[tuple[EventType, ...]] = (
    EventType("fire", "Tűzvész", "Fire"),
    EventType("industrialisation", "Iparosodás", "Industrialisation"),
    EventType("taxation", "Adózás", "Taxation"),
    EventType("revolution", "Forradalom", "Revolution"),
    EventType("democracy", "Demokrácia", "Democracy"),
    EventType("reconstruction", "Újjáépítés", "Reconstruction"),
)
EVENT_IDS: Final[tuple[str, ...]] = tuple(e.id for e in EVENTS)

CATHEDRAL: Final = "cathedral"
PARK_COVER_VALUE: Final = 6
"""A Crane build over a Park subtracts 6 instead of the Park's cost (R-AN-11)."""
PAWNSHOP_PRICE: Final = 2
"""The Pawnshop card sells for 2 cards whatever the tile shows (R-AN-12)."""
RECONSTRUCTION_MAX_COST: Final = 4
INDUSTRIALISATION_DRAW: Final = 3
OFFICE_SWAP_MAX: Final = 2
CITY_GATE_HAND_LIMIT: Final = 7


# ---------------------------------------------------------------------------------------------
# Both rulesets together: card number and type id -> what the rules need.

TYPES: Final[dict[str, BuildingType]] = {b.id: b for b in (*ANNO_BUILDINGS, *SAN_JUAN_BUILDINGS)}
"""Every building type of both games by id (a shared id keeps the San Juan record; its names
differ only in spelling, and display names come from the ruleset's `CardSet`)."""

KIND: Final[tuple[str, ...]] = tuple(
    b.id for table in (SAN_JUAN_BUILDINGS, ANNO_BUILDINGS) for b in table for _ in range(b.count)
)
"""Card number -> building type for every building card of both games (0–109, 110–246)."""

FUNCTION: Final[tuple[str, ...]] = tuple(TYPES[t].effect for t in KIND)
"""Card number -> the effect of its building (`Player.has_function`)."""

EVENT_BASE: Final = len(KIND)
"""Event cards are numbered from here; card EVENT_BASE + i is event EVENT_IDS[i % 6]."""

COVER: Final[dict[str, int]] = {
    t: PARK_COVER_VALUE if t == "park" else b.cost for t, b in TYPES.items()
}
"""What a Crane build over this type subtracts from the new building's cost."""

TYPE_ORDER: Final[dict[str, int]] = {
    b.id: i for table in (SAN_JUAN_BUILDINGS, ANNO_BUILDINGS) for i, b in enumerate(table)
}
"""Canonical order of types: legal moves and hands list types in this order."""


def is_event(card: int) -> bool:
    return card >= EVENT_BASE


def card_kind(card: int) -> str:
    """The id of any card: its building type, or its event."""
    if card >= EVENT_BASE:
        return EVENT_IDS[(card - EVENT_BASE) % len(EVENT_IDS)]
    return KIND[card]


@dataclass(frozen=True, slots=True)
class CardSet:
    """One ruleset's cards: which card numbers the game uses, names and setup data."""

    ruleset: str
    buildings: tuple[BuildingType, ...]
    """The ruleset's types in canonical order, with its own display names."""
    cards: tuple[int, ...]
    """Every card number of the game: buildings, then events."""
    starting_building: str
    cathedral: int
    """The Cathedral's card number (kept out of the deck, rulings §4.4), or NO_CARD."""
    event_copies: int
    by_id: dict[str, BuildingType]
    by_function: dict[str, str]
    """Effect -> the ruleset's building type with it (`market_stand` -> `market_woman`)."""

    def type_with_function(self, function: str) -> str:
        """The building named for an effect; an id that is no building's effect stays."""
        return self.by_function.get(function, function)


_TABLES: Final = {"san_juan": SAN_JUAN_BUILDINGS, "anno_xvii": ANNO_BUILDINGS}
RULESETS: Final[tuple[str, ...]] = tuple(_TABLES)


@lru_cache(maxsize=64)
def cardset(ruleset: str, event_copies: int = 0) -> CardSet:
    """The cards of a ruleset with `event_copies` of each event (ANNO's option, R-AN-24)."""
    table = _TABLES[ruleset]
    first = 0 if ruleset == "san_juan" else KIND.index(table[0].id)
    size = sum(b.count for b in table)
    buildings = tuple(range(first, first + size))
    events = tuple(range(EVENT_BASE, EVENT_BASE + len(EVENTS) * event_copies))
    cathedral = next((c for c in buildings if KIND[c] == CATHEDRAL), NO_CARD)
    return CardSet(
        ruleset,
        table,
        buildings + events,
        table[0].id,
        cathedral,
        event_copies,
        {b.id: b for b in table},
        {b.effect: b.id for b in table},
    )


CARDSETS: Final[dict[str, CardSet]] = {
    "san_juan": cardset("san_juan"),
    "anno_xvii": cardset("anno_xvii", 1),
}
"""Each ruleset with its default event count."""


# ---------------------------------------------------------------------------------------------
# San Juan's own names, as its rules tests and tools know them.

BUILDINGS: Final = SAN_JUAN_BUILDINGS
BY_ID: Final[dict[str, BuildingType]] = CARDSETS["san_juan"].by_id
COST: Final[dict[str, int]] = {b.id: b.cost for b in BUILDINGS}
VIOLET: Final[frozenset[str]] = frozenset(b.id for b in BUILDINGS if b.violet)
PRODUCTION: Final[frozenset[str]] = frozenset(b.id for b in BUILDINGS if not b.violet)
DECK: Final[tuple[str, ...]] = KIND[: len(CARDSETS["san_juan"].cards)]
"""Card number -> building type; the 110 San Juan cards."""
STARTING_BUILDING: Final = "indigo_plant"

ROLES: Final[tuple[str, ...]] = ("builder", "producer", "trader", "councillor", "prospector")

GOOD_COLUMN: Final[dict[str, int]] = {
    b.id: i for table in (SAN_JUAN_BUILDINGS, ANNO_BUILDINGS) for i, b in enumerate(table[:5])
}
"""Production building -> price column on a trading-house tile (rulings §2.4, R-AN-13)."""

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


def _check_shared_ids() -> None:
    """A type id shared by both games must mean one building (rulings §2): same rule data."""
    anno = CARDSETS["anno_xvii"].by_id
    for b in SAN_JUAN_BUILDINGS:
        if b.id in anno:
            a = anno[b.id]
            same = (a.en, a.count, a.cost, a.vp, a.cls, a.effect)
            if same != (b.en, b.count, b.cost, b.vp, b.cls, b.effect):
                raise AssertionError(f"{b.id} differs between the rulesets")
            if SAN_JUAN_BUILDINGS.index(b) != ANNO_BUILDINGS.index(a):
                raise AssertionError(f"{b.id} is out of the §2.7 order")


_check_shared_ids()
