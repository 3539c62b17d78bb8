"""Az Aranyváros board facts as flat tables (bit masks and tuples by place index), computed
once at import, and the weights of the heuristic, in letters (tuned in
heuristic-against-heuristic games).
"""

from __future__ import annotations

from typing import Final

from aranyvaros import data

NP: Final = len(data.PLACES)
NT: Final = len(data.TERRAINS)
COAST: Final = data.COAST
ADJ: Final = data.ADJ
HARBOURS: Final = data.HARBOURS
SHARED: Final = data.SHARED
SINGLE: Final = data.SINGLE
CITY: Final = data.CITY
RIVER: Final = data.RIVER_PLACES
INNER: Final = sum(1 << p.index for p in data.PLACES if p.kind == "inner_quarter")
COST_T: Final = tuple(p.cost_terrain for p in data.PLACES)
COST_N: Final = tuple(p.cost_cards for p in data.PLACES)
COST_K: Final = tuple(p.cost_keys for p in data.PLACES)
IS_HARBOUR: Final = tuple(not p.needs_road for p in data.PLACES)
LETTERS: Final = tuple(p.reward.letters_by_order for p in data.PLACES)
FIRST_COINS: Final = tuple(p.reward.first_builder_coins for p in data.PLACES)
FIRST_DRAW: Final = tuple(p.reward.first_builder_draw_terrain for p in data.PLACES)
R_COINS: Final = tuple(p.reward.coins for p in data.PLACES)
R_DRAW: Final = tuple(p.reward.draw_terrain for p in data.PLACES)
R_KEY: Final = tuple(p.reward.key_cards for p in data.PLACES)
R_BONUS: Final = tuple(p.reward.bonus_choose for p in data.PLACES)
R_GOODS: Final = tuple(p.reward.goods_take for p in data.PLACES)
AREAS: Final = tuple(data.AREAS.values())
AREA_MASKS: Final = tuple(a.places for a in AREAS)
AREA_INDEX: Final = {a.id: i for i, a in enumerate(AREAS)}
AREAS_OF: Final = tuple(tuple(i for i, m in enumerate(AREA_MASKS) if m >> q & 1) for q in range(NP))
AREA_OF: Final = tuple(a[0] if a else -1 for a in AREAS_OF)
"""The one area (river or district) a place scores for, or -1."""
assert all(len(a) <= 1 for a in AREAS_OF), "a place in two scoring areas"
PLACE_INDEX: Final = data.PLACE_INDEX
TERRAIN_INDEX: Final = data.TERRAIN_INDEX
BONUS_INDEX: Final = data.BONUS_INDEX
GOODS_INDEX: Final = {c.id: c.index for c in data.GOODS_CARDS}
CARD_GOODS: Final = tuple(sum(1 << g for g in c.goods) for c in data.GOODS_CARDS)
"""Each goods card's goods as a 4-bit mask."""
KIND_INDEX: Final = {k: i for i, k in enumerate(data.GOODS_KINDS)}
GOODS_KIND_NAME: Final = tuple(c.kind for c in data.GOODS_CARDS)
SCORING: Final = {
    c.id: (c.index, c.tier, c.goods, AREA_INDEX[c.area.id]) for c in data.SCORING_CARDS
}
BONUS_PER: Final = tuple(b.per for b in data.BONUS_CARDS)
BONUS_LETTERS: Final = tuple(b.letters for b in data.BONUS_CARDS)
BONUS_MASK: Final = tuple(
    CITY
    if b.per == "house_in_city"
    else RIVER
    if b.per == "house_on_river"
    else data.TERRAIN_PLACES[b.terrain]
    if b.per == "house_in_terrain"
    else 0
    for b in data.BONUS_CARDS
)
"""The places each house-counting bonus card pays for."""


def _distances() -> tuple[int, ...]:
    """Builds from each place to the city ring (quarters 0, their road neighbours 1, …)."""
    dist = [0 if CITY >> q & 1 else 99 for q in range(NP)]
    changed = True
    while changed:
        changed = False
        for q in range(NP):
            best = min((dist[n] + 1 for n in range(NP) if ADJ[q] >> n & 1), default=99)
            if best < dist[q]:
                dist[q] = best
                changed = True
    return tuple(dist)


DIST: Final = _distances()
NEIGHBOURS: Final = tuple(tuple(n for n in range(NP) if ADJ[q] >> n & 1) for q in range(NP))
INNER_LIST: Final = tuple(q for q in range(NP) if INNER >> q & 1)
DISTRICT_OF: Final = tuple(
    next((m for m in data.DISTRICT_MASKS if m >> q & 1), 0) for q in range(NP)
)
PROSPECT: Final = tuple(
    0.0
    if p.shared
    else 4.0 * p.reward.goods_take
    + 3.0 * p.reward.key_cards
    + 3.0 * p.reward.bonus_choose
    + 0.7 * (p.reward.coins + p.reward.draw_terrain)
    + (1.0 if RIVER >> p.index & 1 else 0.0)
    for p in data.PLACES
)
"""What an empty suburb or harbour promises before it is built (a place it opens)."""
HARBOUR_LIST: Final = tuple(q for q in range(NP) if IS_HARBOUR[q])
COST_CLASS: Final = tuple((COST_T[q] * 4 + COST_N[q]) * 2 + IS_HARBOUR[q] for q in range(NP))
"""Places that cost the same cards (keys aside) share a class: `pay` is memoised by it."""
HARBOUR_NEXT: Final = tuple(
    tuple((n, PROSPECT[n]) for n in NEIGHBOURS[q]) if IS_HARBOUR[q] else () for q in range(NP)
)
"""A harbour's suburbs with what each promises (the harbour's value is mostly these)."""

# Weights, in letters (tuned in heuristic-against-heuristic games)
COIN: Final = 0.6
"""A coin: it pays displacements and breaks ties (+2 with the Érme bonus card). Valued at
1.0 the player lost 36:64 against this one: cheap displacements win pairs that matter."""
DRAW: Final = 0.9
"""A terrain card drawn as a reward."""
SOLE: Final = 0.6
"""How likely a goods' sole holder stays alone (others may take the good later)."""
MAJORITY: Final = 0.7
"""How likely an area majority taken now still holds at the scorings."""
DENY: Final = 0.3
"""Worth of taking a rival's sole majority or sole goods bonus away, relative to my own."""
EXPAND: Final = 0.3
"""Share of what the places a house opens promise."""
CLOSER: Final = 1.2
"""Each build nearer the city ring than my nearest house, early in the game."""
HOUSE_PLENTY: Final = 0.3
HOUSE_SCARCE: Final = 1.2
"""A house used up: cheap while more are left than two a round would need."""
SPARE_CARD: Final = 0.35
"""A card beyond the two a build needs: half of a joker pair."""
DISPLACE_RISK: Final = 0.3
"""A displaced rival may displace back."""
BUILD_RATE: Final = 1.4
"""Houses a seat builds per round, to guess when someone runs out (the game ends)."""
DANGER: Final = 5
"""Free harbours from which on the risk of being stuck (AV-9.3) is weighed."""
RISK: Final = (40.0, 24.0, 14.0, 8.0, 4.5, 2.5, 1.2, 0.5, 0.0)
"""What being left with 0, 1, 2, … places to build (free harbours + open places next to my
houses) risks, in letters, when no harbour is left."""
TRAP: Final = 8.0
"""A rival left stuck by my house loses the game (AV-9.4)."""
PLAN_WIDTH: Final = 5
"""First builds a hand's plans try (best first)."""
CHAINS: Final = 3
"""Harbours whose suburbs a plan tries as the turn's second build."""
