"""Az Aranyváros board and component tables, read from `board.json` (rulings/aranyvaros.md §2–§3).

`board.json` is the shared `aranyvaros_board.yaml` converted once (PyYAML is no dependency; a
test proves the two agree). Everything board-specific — places, roads, rivers, districts,
rewards, cards — comes from that file, so the printed map can replace the reconstruction
without touching code. Places are ints (their index in `PLACES`); a set of places is a bitmask,
which keeps the road and capacity tests on the hot path to a few integer operations.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Final


def _load() -> dict[str, Any]:
    # A plain read next to this module: importlib.resources would double the import time.
    with open(os.path.join(os.path.dirname(__file__), "board.json"), encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


RAW: Final[dict[str, Any]] = _load()
"""The board file as loaded; renderers read drawing-only fields (`pos`, `course`) from it."""

TERRAINS: Final[tuple[str, ...]] = tuple(RAW["terrains"])
"""Terrain card types in data order; a terrain is its index here (0 = coast)."""
TERRAIN_INDEX: Final[dict[str, int]] = {t: i for i, t in enumerate(TERRAINS)}
COAST: Final = TERRAIN_INDEX["coast"]
TERRAIN_HU: Final[dict[str, str]] = {t: v["hu"] for t, v in RAW["terrains"].items()}
TERRAIN_HU_ADJ: Final[dict[str, str]] = {t: v["hu_adj"] for t, v in RAW["terrains"].items()}
TERRAIN_DECK: Final[tuple[int, ...]] = tuple(RAW["terrain_deck"][t] for t in TERRAINS)
"""Cards per terrain type (10 each)."""

GOODS: Final[tuple[str, ...]] = tuple(RAW["goods_types"])
GOODS_HU: Final[dict[str, str]] = {g: v["hu"] for g, v in RAW["goods_types"].items()}


@dataclass(frozen=True, slots=True)
class Reward:
    """What a place gives its builder (R-AV-22–R-AV-30); city rewards depend on build order."""

    id: str
    hu: str
    coins: int = 0
    draw_terrain: int = 0
    key_cards: int = 0
    bonus_choose: int = 0
    goods_take: int = 0
    letters_by_order: tuple[int, ...] = ()
    """Letters for the 1st, 2nd, … builder of a city quarter; later builders get nothing."""
    first_builder_coins: int = 0
    first_builder_draw_terrain: int = 0


REWARDS: Final[dict[str, Reward]] = {
    rid: Reward(
        id=rid,
        hu=r["hu"],
        coins=r.get("coins", 0),
        draw_terrain=r.get("draw_terrain", 0),
        key_cards=r.get("key_cards", 0),
        bonus_choose=r.get("bonus_choose", 0),
        goods_take=r.get("goods_take", 0),
        letters_by_order=tuple(r.get("letters_by_order", ())),
        first_builder_coins=r.get("first_builder_coins", 0),
        first_builder_draw_terrain=r.get("first_builder_draw_terrain", 0),
    )
    for rid, r in RAW["rewards"].items()
}


@dataclass(frozen=True, slots=True)
class Place:
    index: int
    id: str
    hu: str
    kind: str
    """harbour, suburb, outer_quarter or inner_quarter."""
    region: str
    terrain: str
    """The card type it costs: coast for harbours, else its (district's) terrain."""
    rivers: tuple[str, ...]
    district: str
    """The city district of a quarter; "" outside the city."""
    reward: Reward
    pos: tuple[int, int]
    cost_terrain: int
    cost_cards: int
    cost_keys: int
    shared: bool
    """A city quarter: one house per player instead of one in total (R-AV-16)."""
    needs_road: bool
    number: int
    """1-based rank among the places of the same kind in the same region (display names)."""


def _places() -> tuple[Place, ...]:
    kinds: dict[str, Any] = RAW["place_kinds"]
    districts: dict[str, Any] = RAW["districts"]
    seen: dict[tuple[str, str], int] = {}
    out = []
    for i, n in enumerate(RAW["nodes"]):
        kind = kinds[n["kind"]]
        cost: dict[str, int] = dict(kind["cost"])
        keys = cost.pop("key_card", 0)
        ((what, cards),) = cost.items()
        own = districts[n["district"]]["terrain"] if n["district"] else n["terrain"]
        terrain = own if what == "own_terrain" else what
        number = seen.get((n["region"], n["kind"]), 0) + 1
        seen[n["region"], n["kind"]] = number
        out.append(
            Place(
                index=i,
                id=n["id"],
                hu=n["hu"],
                kind=n["kind"],
                region=n["region"],
                terrain=terrain,
                rivers=tuple(n["rivers"]),
                district=n["district"] or "",
                reward=REWARDS[n["reward"]],
                pos=(n["pos"][0], n["pos"][1]),
                cost_terrain=TERRAIN_INDEX[terrain],
                cost_cards=cards,
                cost_keys=keys,
                shared=kind["capacity"] == "per_player",
                needs_road=kind["needs_road"],
                number=number,
            )
        )
    return tuple(out)


PLACES: Final[tuple[Place, ...]] = _places()
PLACE_INDEX: Final[dict[str, int]] = {p.id: p.index for p in PLACES}
ALL: Final = (1 << len(PLACES)) - 1


def mask(ids: list[str] | tuple[str, ...]) -> int:
    """The bitmask of these place ids."""
    m = 0
    for pid in ids:
        m |= 1 << PLACE_INDEX[pid]
    return m


def _adjacency() -> tuple[int, ...]:
    adj = [0] * len(PLACES)
    for a, b in RAW["edges"]:
        i, j = PLACE_INDEX[a], PLACE_INDEX[b]
        adj[i] |= 1 << j
        adj[j] |= 1 << i
    return tuple(adj)


ADJ: Final[tuple[int, ...]] = _adjacency()
"""Road neighbours of each place, as a bitmask."""
EDGES: Final[tuple[tuple[int, int], ...]] = tuple(
    (PLACE_INDEX[a], PLACE_INDEX[b]) for a, b in RAW["edges"]
)
HARBOURS: Final = sum(1 << p.index for p in PLACES if not p.needs_road)
"""Places that need no road (the harbours)."""
SHARED: Final = sum(1 << p.index for p in PLACES if p.shared)
"""City quarters: one house per player."""
SINGLE: Final = ALL & ~SHARED
"""Harbours and suburbs: one house in total."""


@dataclass(frozen=True, slots=True)
class Area:
    """A scoring target: a river (its river suburbs) or a district (its 3 quarters)."""

    id: str
    hu: str
    kind: str
    """river or district."""
    compass: str
    places: int
    terrain: str = ""
    """Districts: their terrain (cost of their quarters)."""


def _areas() -> dict[str, Area]:
    out: dict[str, Area] = {}
    for rid, r in RAW["rivers"].items():
        out[rid] = Area(rid, r["hu"], "river", r["compass"], mask(r["places"]))
    for did, d in RAW["districts"].items():
        quarters = [d["inner"], *d["outer"]]
        out[did] = Area(did, d["hu"], "district", d["compass"], mask(quarters), d["terrain"])
    return out


AREAS: Final[dict[str, Area]] = _areas()
RIVER_PLACES: Final = sum(a.places for a in AREAS.values() if a.kind == "river")
"""The 12 river suburbs (R-AV-42)."""
CITY: Final = sum(a.places for a in AREAS.values() if a.kind == "district")
DISTRICT_MASKS: Final[tuple[int, ...]] = tuple(
    a.places for a in AREAS.values() if a.kind == "district"
)
"""Each district's three quarters (the `per_district` capacity option)."""
TERRAIN_PLACES: Final[dict[str, int]] = {
    t: sum(1 << p.index for p in PLACES if p.needs_road and p.terrain == t) for t in TERRAINS
}
"""Suburbs and quarters of each land terrain (the terrain bonus cards; harbours never count)."""


@dataclass(frozen=True, slots=True)
class GoodsCard:
    index: int
    id: str
    goods: tuple[int, ...]
    """Indices into GOODS."""
    kind: str
    """The goods it shows, e.g. "ceramics+wine": cards of one kind are interchangeable."""
    hu: str


GOODS_CARDS: Final[tuple[GoodsCard, ...]] = tuple(
    GoodsCard(i, c["id"], tuple(GOODS.index(g) for g in c["goods"]), "+".join(c["goods"]), c["hu"])
    for i, c in enumerate(RAW["goods_cards"])
)
GOODS_KINDS: Final[tuple[str, ...]] = tuple(dict.fromkeys(c.kind for c in GOODS_CARDS))
"""Goods-card kinds in data order: moves name kinds, never card numbers."""
GOODS_KIND_OF: Final[tuple[int, ...]] = tuple(GOODS_KINDS.index(c.kind) for c in GOODS_CARDS)


@dataclass(frozen=True, slots=True)
class ScoringCard:
    index: int
    id: str
    tier: int
    goods: int
    """Index into GOODS."""
    area: Area
    hu: str


SCORING_CARDS: Final[tuple[ScoringCard, ...]] = tuple(
    ScoringCard(i, c["id"], c["tier"], GOODS.index(c["goods"]), AREAS[c["area"]], c["hu"])
    for i, c in enumerate(RAW["scoring_cards"])
)
TIERS: Final[tuple[int, ...]] = tuple(sorted({c.tier for c in SCORING_CARDS}))


@dataclass(frozen=True, slots=True)
class BonusCard:
    index: int
    id: str
    per: str
    """goods_card, coin, house_in_city, house_on_river or house_in_terrain (R-AV-51)."""
    letters: int
    terrain: str
    hu: str


BONUS_CARDS: Final[tuple[BonusCard, ...]] = tuple(
    BonusCard(i, c["id"], c["per"], c["letters"], c.get("terrain", ""), c["hu"])
    for i, c in enumerate(RAW["bonus_cards"])
)
BONUS_INDEX: Final[dict[str, int]] = {b.id: b.index for b in BONUS_CARDS}

COLOURS: Final[tuple[str, ...]] = tuple(RAW["houses"]["colours"])
"""Seat i plays colour i."""
HOUSES_PER_PLAYER: Final[dict[int, int]] = {
    int(k): v for k, v in RAW["houses"]["per_player"].items()
}
PAIRS_PER_ROUND: Final[dict[int, int]] = {
    int(k): v for k, v in RAW["terrain_pairs_per_round"].items()
}
COINS: Final[int] = RAW["coins"]["total"]
START_COINS: Final[int] = RAW["coins"]["start_per_player"]
KEYS: Final[int] = RAW["key_cards"]["count"]
_LIMITS: Final[dict[str, int]] = RAW["limits"]
HAND_LIMIT: Final = _LIMITS["terrain_hand_after_own_build_turn"]
GOODS_LIMIT: Final = _LIMITS["goods_cards_held"]
DISPLAY_SIZE: Final = _LIMITS["goods_display"]
HOUSES_PER_TURN: Final = _LIMITS["houses_per_turn"]
ROUNDS_MAX: Final = _LIMITS["rounds_max"]
PLAYER_COUNTS: Final[tuple[int, ...]] = tuple(RAW["meta"]["players"])


def _check() -> None:
    """Refuse a board file whose structure contradicts its own counts (a bad replacement)."""
    counts: dict[str, int] = RAW["meta"]["counts"]
    for kind in ("harbour", "suburb", "outer_quarter", "inner_quarter"):
        if sum(p.kind == kind for p in PLACES) != counts[kind]:
            raise ValueError(f"board.json: the number of {kind} places is not {counts[kind]}")
    if len(EDGES) != counts["edges"] or bin(RIVER_PLACES).count("1") != counts["river_suburbs"]:
        raise ValueError("board.json: edges or river suburbs do not match meta.counts")
    if len(SCORING_CARDS) != ROUNDS_MAX:
        raise ValueError("board.json: one scoring card per round is needed")


_check()
