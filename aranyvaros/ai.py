"""A heuristic Az Aranyváros player: a good player's priorities, from its seat's view only.

Every decision is scored in one currency, expected letters. A place is worth its reward (city
letters by building order, a key while an inner quarter still pays, a goods card by the
scorings its goods will still meet, a bonus card, coins, a terrain card), the scorings its river
or district will still bring (presence and majority, weighted by how likely each remaining
scoring card is to come up before the game ends), the bonus cards already held, the places it
opens and how much closer it brings the Golden City. A hand is worth the best builds it can pay
for (jokers included) plus the cards kept within the hand limit; a bid is the gain of the pair
to that hand minus the coins a displacement costs. No lookahead, no hidden card: everything is
read from the view, and the board's facts are tables built once at import.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from aranyvaros import data, text_en, text_hu
from aranyvaros.moves import (
    DECK,
    Bid,
    Build,
    ChooseBonus,
    Discard,
    Move,
    Pay,
    PayPair,
    ReturnGoods,
    TakeGoods,
)
from aranyvaros.rules import frontier, open_for
from aranyvaros.view import SeatView
from common import rng
from common.bots import Reason

# ---------------------------------------------------------------------------------------------
# Board facts, computed once

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

# ---------------------------------------------------------------------------------------------
# Per-view facts


@lru_cache(maxsize=65_536)
def _mask(ids: tuple[str, ...]) -> int:
    """A set of places as a bit mask (cached: the same sets recur in every rollout)."""
    m = 0
    for pid in ids:
        m |= 1 << PLACE_INDEX[pid]
    return m


@lru_cache(maxsize=4096)
def _cover(goods: tuple[str, ...]) -> int:
    """The goods a seat's goods cards show, as a 4-bit mask."""
    found = 0
    for c in goods:
        found |= CARD_GOODS[GOODS_INDEX[c]]
    return found


_NEAREST: dict[int, int] = {}


def _nearest(houses: int) -> int:
    """Builds from my nearest house to the city ring (4 when I have no house)."""
    found = _NEAREST.get(houses)
    if found is None:
        found = 4
        m = houses
        while m:
            low = m & -m
            found = min(found, DIST[low.bit_length() - 1])
            m ^= low
        if len(_NEAREST) > 50_000:
            _NEAREST.clear()
        _NEAREST[houses] = found
    return found


_WEIGHTS: dict[tuple[str, tuple[str, ...], int], tuple[tuple[float, ...], tuple[float, ...]]] = {}


def _weights(v: SeatView, after: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Expected number of scorings still to come for each area and each good: the face-up
    card surely, each deck card by how likely its (tier-bounded, random) position falls
    within the `after` rounds the game is expected to last beyond this one."""
    key = (v.scoring_card, v.scoring_box, after)
    found = _WEIGHTS.get(key)
    if found is not None:
        return found
    area = [0.0] * len(AREAS)
    goods = [0.0] * len(data.GOODS)
    if v.scoring_card and not v.over:
        _, _, g, a = SCORING[v.scoring_card]
        area[a] += 1.0
        goods[g] += 1.0
    done = set(v.scoring_box) | {v.scoring_card}
    start = 0
    for tier in data.TIERS:
        block = [c for c in data.SCORING_CARDS if c.tier == tier and c.id not in done]
        if not block:
            continue
        m = len(block)
        w = sum(min(1.0, max(0.0, after + 0.5 - k)) for k in range(start + 1, start + m + 1)) / m
        for c in block:
            area[AREA_INDEX[c.area.id]] += w
            goods[c.goods] += w
        start += m
    if len(_WEIGHTS) > 20_000:
        _WEIGHTS.clear()
    found = _WEIGHTS[key] = (tuple(area), tuple(goods))
    return found


_BONUS_VALUES: dict[tuple[int, ...], float] = {}


class _Pos:
    """What the decisions of one seat in one position need (everything but its hand and the
    step on screen), computed once and cached: the board stands still through a whole
    bidding phase and from a build to its payment. Most parts are filled in on first use."""

    __slots__ = (
        "_area_gain",
        "_bonus_value",
        "_cands",
        "_cap",
        "_cap_harbour",
        "_cover_value",
        "_goods_value",
        "_kept",
        "_key_value",
        "_opened",
        "_others_cover",
        "_paid",
        "_risk",
        "_risk_scale",
        "_rivals",
        "_singles",
        "_useful",
        "_values",
        "after",
        "area_w",
        "avail",
        "b_coins",
        "b_goods",
        "bonus",
        "bonus_bits",
        "builders",
        "coin",
        "coins",
        "early",
        "expand",
        "front",
        "goods_w",
        "harbours_free",
        "held_goods",
        "house_cost",
        "keys",
        "left",
        "masks",
        "my",
        "myd",
        "occupied",
        "open",
        "reach",
        "rules",
        "seat",
        "v",
    )

    def __init__(self, v: SeatView) -> None:
        seat = v.seat if v.seat is not None else 0
        self.v = v
        self.seat = seat
        me = v.players[seat]
        rules = self.rules = v.rules
        self.keys = me.keys
        self.coins = me.coins
        self.left = me.houses_left
        held = me.bonus or ()
        self.bonus = tuple(BONUS_INDEX[b] for b in held)
        self.bonus_bits = tuple(
            (BONUS_MASK[b], BONUS_LETTERS[b]) for b in self.bonus if BONUS_MASK[b]
        )
        self.b_coins = "b_coins" in held
        self.b_goods = "b_goods" in held
        self.coin = COIN + (2.0 if self.b_coins else 0.0)
        self.masks = masks = [_mask(p.houses) for p in v.players]
        my = self.my = masks[seat]
        occupied = 0
        for m in masks:
            occupied |= m
        self.occupied = occupied
        self.open = open_for(rules, my, occupied)
        front = self.front = frontier(my)
        free = HARBOURS & ~occupied
        self.harbours_free = free.bit_count()
        room = front & self.open
        self.reach = free | room
        self.avail = self.open & ~front & ~my & ~HARBOURS
        least = min((p.houses_left for p in v.players if not p.stuck), default=0)
        after = self.after = min(v.scoring_deck_size, int(least / BUILD_RATE))
        self.area_w, self.goods_w = _weights(v, after)
        self.early = min(1.0, (after + 1) / 8.0)
        self.myd = _nearest(my)
        self.house_cost = HOUSE_PLENTY if self.left > 2 * (after + 1) else HOUSE_SCARCE
        tight = self.harbours_free <= 3 and (room & ~HARBOURS).bit_count() <= 2
        self.expand = EXPAND * (2.0 if tight else 1.0)
        self.held_goods = tuple(GOODS_INDEX[c] for c in me.goods)
        self.builders: dict[int, int] = {}
        self._area_gain: list[float | None] = [None] * len(AREAS)
        self._goods_value: float | None = None
        self._bonus_value: float | None = None
        self._key_value: float | None = None
        self._others_cover: list[int] | None = None
        self._useful: list[float] | None = None
        self._values: dict[int, float] = {}
        self._cands: list[tuple[float, int]] = []
        self._cap: list[int] = [-1] * NT
        self._cap_harbour = -1
        """The card capacities (and the harbour's) the candidate list was built for."""
        self._cover_value: list[float] | None = None
        self._singles: dict[tuple[int, ...], tuple[float, int, float]] = {}
        self._kept: dict[tuple[int, ...], float] = {}
        self._opened: dict[int, int] = {}
        self._risk: float | None = None
        self._risk_scale = 0.0
        self._rivals: tuple[int, ...] = ()
        self._paid: dict[tuple[tuple[int, ...], int], tuple[int, ...] | None] = {}

    # -- board --------------------------------------------------------------------------

    def order(self, q: int) -> int:
        """How many players already have a house on q."""
        b = self.builders.get(q)
        if b is None:
            bit = 1 << q
            b = 0
            for m in self.masks:
                if m & bit:
                    b += 1
            self.builders[q] = b
        return b

    def area_gain(self, a: int) -> float:
        """What one more house of mine in area a brings at the scorings still to come."""
        g = self._area_gain[a]
        if g is None:
            w = self.area_w[a]
            places = AREA_MASKS[a]
            mine = 0
            top = 0
            tops = 0
            for i, m in enumerate(self.masks):
                c = (m & places).bit_count()
                if i == self.seat:
                    mine = c
                elif c > top:
                    top, tops = c, 1
                elif c == top and c:
                    tops += 1
            g = 0.0
            if mine == 0:
                g += 2.0 * w
            if mine <= top < mine + 1:
                g += 2.0 * w * MAJORITY
            if tops == 1 and top == mine + 1:
                g += 2.0 * w * DENY
            self._area_gain[a] = g
        return g

    # -- goods --------------------------------------------------------------------------

    def others_cover(self) -> list[int]:
        """How many other seats hold each good."""
        found = self._others_cover
        if found is None:
            found = [0] * len(data.GOODS)
            for i, p in enumerate(self.v.players):
                if i != self.seat:
                    cover = _cover(p.goods)
                    for g in range(len(found)):
                        found[g] += cover >> g & 1
            self._others_cover = found
        return found

    def cover_value(self) -> list[float]:
        """What holding each set of goods (a 4-bit mask) brings at the scorings to come."""
        found = self._cover_value
        if found is None:
            others = self.others_cover()
            each = [w * (2.0 + 2.0 * SOLE * (others[g] == 0)) for g, w in enumerate(self.goods_w)]
            found = [0.0] * (1 << len(each))
            for m in range(1, len(found)):
                low = m & -m
                found[m] = found[m ^ low] + each[low.bit_length() - 1]
            self._cover_value = found
        return found

    def goods_set_value(self, cards: Sequence[int]) -> float:
        cover = 0
        for c in cards:
            cover |= CARD_GOODS[c]
        value = (self._cover_value or self.cover_value())[cover]
        if self.b_goods:
            value += 3.0 * min(len(cards), data.GOODS_LIMIT)
        return value

    def goods_gain(self, card: int) -> float:
        """A new goods card: the best set of at most 4 from the held ones and it."""
        held = self.held_goods
        base = self.goods_set_value(held)
        cards = (*held, card)
        if len(cards) <= data.GOODS_LIMIT:
            best = self.goods_set_value(cards)
        else:
            best = max(self.goods_set_value(cards[:i] + cards[i + 1 :]) for i in range(len(cards)))
        deny = 0.0
        others = self.others_cover()
        for g, w in enumerate(self.goods_w):
            if CARD_GOODS[card] >> g & 1 and others[g] == 1:
                deny += DENY * 2.0 * w
        return best - base + deny

    def unseen_goods(self) -> list[int]:
        v = self.v
        seen = {GOODS_INDEX[c] for c in v.goods_display} | {GOODS_INDEX[c] for c in v.goods_box}
        for p in v.players:
            seen |= {GOODS_INDEX[c] for c in p.goods}
        return [c.index for c in data.GOODS_CARDS if c.index not in seen]

    def goods_value(self) -> float:
        """A goods-card reward: the best choice it offers."""
        if self._goods_value is None:
            v = self.v
            best = 0.0
            for c in v.goods_display:
                best = max(best, self.goods_gain(GOODS_INDEX[c]))
            if v.goods_deck_size:
                unseen = self.unseen_goods()
                if unseen:
                    best = max(best, sum(self.goods_gain(c) for c in unseen) / len(unseen))
            self._goods_value = best
        return self._goods_value

    # -- bonus cards and keys -----------------------------------------------------------

    def bonus_worth(self, b: int) -> float:
        """What bonus card b will pay at the end, judged from the position now."""
        per = BONUS_PER[b]
        later = min(self.left, BUILD_RATE * (self.after + 1))
        if per == "goods_card":
            return 3.0 * min(data.GOODS_LIMIT, len(self.held_goods) + 0.7)
        if per == "coin":
            return 2.0 * (self.coins + 0.3 * (self.after + 1))
        count = float((self.my & BONUS_MASK[b]).bit_count())
        if per == "house_in_city":
            near = self.my & CITY or self.myd <= 1
            return count + later * (0.45 if near else 0.25)
        if per == "house_on_river":
            open_river = (self.front & self.open & RIVER).bit_count()
            return 2.0 * (count + min(later * 0.15, 0.5 * open_river + 0.3))
        land = (self.my & ~HARBOURS).bit_count()
        return count + later * (count + 0.5) / (land + 3.0)

    def bonus_value(self) -> float:
        """A bonus-card reward: the best of the cards the deck may still hold."""
        if self._bonus_value is None:
            v = self.v
            seen = set(self.bonus)
            for p in v.players:
                if p.seat != self.seat and p.bonus is not None:
                    seen |= {BONUS_INDEX[b] for b in p.bonus}
            seen_bits = sum(1 << b for b in seen)
            key = (
                self.my,
                self.front & self.open & RIVER,
                self.coins,
                len(self.held_goods),
                self.left,
                self.after,
                self.myd,
                v.bonus_deck_size,
                seen_bits,
            )
            value = _BONUS_VALUES.get(key)
            if value is None:
                value = 0.0
                worths = [self.bonus_worth(b) for b in range(len(BONUS_PER)) if b not in seen]
                if worths and v.bonus_deck_size:
                    share = min(1.0, v.bonus_deck_size / len(worths))
                    mean = sum(worths) / len(worths)
                    value = share * max(worths) + (1.0 - share) * mean
                if len(_BONUS_VALUES) > 20_000:
                    _BONUS_VALUES.clear()
                _BONUS_VALUES[key] = value
            self._bonus_value = value
        return self._bonus_value

    def key_value(self) -> float:
        """A key, while an inner quarter I could still enter pays letters."""
        if self._key_value is None:
            wanted = 0
            for q in INNER_LIST:
                if self.open >> q & 1 and self.order(q) < len(LETTERS[q]):
                    wanted += 1
            if self.keys >= wanted:
                self._key_value = 0.3
            else:
                near = bool(self.my & CITY) or self.myd <= 1
                self._key_value = (4.0 if self.keys == 0 else 2.0) * (1.0 if near else 0.75)
        return self._key_value

    # -- places -------------------------------------------------------------------------

    def prospect(self, n: int) -> float:
        """What an empty place promises before anyone builds it."""
        if SHARED >> n & 1:
            b = self.order(n)
            letters = LETTERS[n][b] if b < len(LETTERS[n]) else 0
            if COST_K[n]:
                return letters * (0.6 if self.keys else 0.3) + 1.0
            return letters + 1.5
        return PROSPECT[n]

    def value(self, q: int) -> float:
        """Building q, in letters, before its cards and the house itself are paid."""
        found = self._values.get(q)
        if found is not None:
            return found
        value = R_COINS[q] * self.coin + R_DRAW[q] * DRAW
        avail = self.avail
        opened = 0.0
        if IS_HARBOUR[q]:
            for n in NEIGHBOURS[q]:
                if avail >> n & 1:
                    opened += PROSPECT[n]
        else:
            if R_KEY[q]:
                value += self.key_value()
            if R_GOODS[q]:
                value += self.goods_value()
            if R_BONUS[q]:
                value += self.bonus_value()
            if LETTERS[q]:
                b = self.order(q)
                if b < len(LETTERS[q]):
                    value += LETTERS[q][b]
                if b == 0:
                    value += FIRST_COINS[q] * self.coin + FIRST_DRAW[q] * DRAW
                if COST_K[q]:
                    value -= 1.0  # the key is spent
                value += 0.2  # tie-break: houses in the city
                if self.rules.per_district:
                    avail &= ~DISTRICT_OF[q]
            a = AREA_OF[q]
            if a >= 0:
                value += self.area_gain(a)
            for bits, letters in self.bonus_bits:
                if bits >> q & 1:
                    value += letters
            new = ADJ[q] & avail
            while new:
                low = new & -new
                opened += self.prospect(low.bit_length() - 1)
                new ^= low
        value += self.expand * opened
        d = self.myd - DIST[q]
        if d > 0:
            value += CLOSER * d * self.early
        if self.harbours_free <= DANGER:
            value += self.safety(q)
        self._values[q] = value
        return value

    def safety(self, q: int) -> float:
        """Once the harbours run out, a seat with houses left and no open place next to its
        houses is stuck and loses (AV-9.3, AV-9.4): what building q does to my risk, and
        whether it leaves a rival stuck. A house on q adds q's roads to mine and closes q for
        me (its district too with `per_district`); for a rival it closes q if q holds one
        house only."""
        risk = self._risk if self._risk is not None else self.prepare_safety()
        bit = 1 << q
        free = self.harbours_free - IS_HARBOUR[q]
        if self.left <= 1:
            after = 0.0  # my last house: no test any more
        else:
            open_after = self.open & ~bit
            if self.rules.per_district and SHARED & bit:
                open_after &= ~DISTRICT_OF[q]
            room = ((self.front | ADJ[q]) & open_after & ~HARBOURS).bit_count()
            after = RISK[min(free + room, len(RISK) - 1)]
        gain = self._risk_scale * (risk - after)
        if free == 0 and self._rivals:
            closed = bit & SINGLE
            for room_mask in self._rivals:
                if not room_mask & ~closed:
                    gain += TRAP
        return gain

    def prepare_safety(self) -> float:
        """My risk now, its weight, and the room of each rival that could be trapped."""
        rules = self.rules
        weight = 1.0 if rules.stuck_player_loses else 0.2
        self._risk_scale = weight * (DANGER + 1 - self.harbours_free) / (DANGER + 1)
        now = self.harbours_free + (self.front & self.open & ~HARBOURS).bit_count()
        self._risk = RISK[min(now, len(RISK) - 1)]
        rivals = []
        if rules.stuck_player_loses:
            for i, m in enumerate(self.masks):
                p = self.v.players[i]
                if i != self.seat and p.houses_left and not p.stuck:
                    room = frontier(m) & open_for(rules, m, self.occupied) & ~HARBOURS
                    if room:
                        rivals.append(room)
        self._rivals = tuple(rivals)
        return self._risk

    def candidates(self, cap: list[int], harbour: int) -> list[tuple[float, int]]:
        """Reachable places worth a house, best first, among those a hand with these
        capacities could pay (the list grows when a richer hand asks)."""
        have = self._cap
        if harbour <= self._cap_harbour and all(c <= h for c, h in zip(cap, have, strict=True)):
            return self._cands
        cap = [max(c, h) for c, h in zip(cap, have, strict=True)]
        harbour = max(harbour, self._cap_harbour)
        self._cap, self._cap_harbour = cap, harbour
        out = []
        cost = self.house_cost
        if harbour >= 1:
            self.harbour_values()
            values = self._values
            occupied = self.occupied
            for q in HARBOUR_LIST:
                if not occupied >> q & 1:
                    gain = values[q] - cost
                    if gain > 0:
                        out.append((gain, q))
        m = self.reach & ~HARBOURS
        while m:
            low = m & -m
            q = low.bit_length() - 1
            m ^= low
            if COST_K[q] > self.keys or cap[COST_T[q]] < COST_N[q]:
                continue
            gain = self.value(q) - cost
            if gain > 0:
                out.append((gain, q))
        out.sort(reverse=True)
        self._cands = out
        return out

    def harbour_values(self) -> None:
        """Every empty harbour's value at once (`value` for harbours, without the calls)."""
        values = self._values
        occupied = self.occupied
        avail = self.avail
        coin = self.coin
        expand = self.expand
        near = CLOSER * self.early
        myd = self.myd
        risky = self.harbours_free <= DANGER
        for q in HARBOUR_LIST:
            if occupied >> q & 1 or q in values:
                continue
            value = R_COINS[q] * coin + R_DRAW[q] * DRAW
            for n, promise in HARBOUR_NEXT[q]:
                if avail >> n & 1:
                    value += expand * promise
            d = myd - DIST[q]
            if d > 0:
                value += near * d
            if risky:
                value += self.safety(q)
            values[q] = value

    def opened_by(self, q: int) -> int:
        """Places a house on q adds to my reach (the turn's second build may use them)."""
        found = self._opened.get(q)
        if found is None:
            my = self.my | 1 << q
            occupied = self.occupied | 1 << q
            found = ADJ[q] & open_for(self.rules, my, occupied) & ~self.reach & ~HARBOURS
            self._opened[q] = found
        return found

    # -- hands --------------------------------------------------------------------------

    def useful(self) -> list[float]:
        """A card's worth in hand by terrain: full for a terrain some reachable place costs,
        less for the rest (they still make joker pairs)."""
        found = self._useful
        if found is None:
            found = [0.5] * NT
            found[COAST] = 0.75 if self.harbours_free else 0.3
            for q in self.front_places():
                if COST_K[q] <= self.keys:
                    found[COST_T[q]] = 1.0
            self._useful = found
        return found

    def front_places(self) -> list[int]:
        out = []
        m = self.front & self.open & ~HARBOURS
        while m:
            low = m & -m
            out.append(low.bit_length() - 1)
            m ^= low
        return out

    def kept(self, hand: tuple[int, ...]) -> float:
        """The cards kept for later: two of a useful terrain fully, more as joker halves,
        at most the hand limit."""
        found = self._kept.get(hand)
        if found is not None:
            return found
        useful = self._useful or self.useful()
        values: list[float] = []
        for t in range(NT):
            h = hand[t]
            if h:
                u = useful[t]
                values.append(u)
                if h > 1:
                    values.append(u if t != COAST else u * 0.8)
                    if h > 2:
                        values.extend([SPARE_CARD] * (h - 2))
        if len(values) > data.HAND_LIMIT:
            values.sort(reverse=True)
            del values[data.HAND_LIMIT :]
        found = self._kept[hand] = sum(values)
        return found

    def capacity(self, hand: Sequence[int]) -> tuple[list[int], int]:
        """Units of each terrain the hand can pay, joker pairs included, and of coast for a
        harbour (as `rules.capacities`): a quick test before `pay`."""
        pairs = 0
        for h in hand:
            pairs += h >> 1
        cap = [h + pairs - (h >> 1) for h in hand]
        return cap, cap[COAST] if self.rules.joker_for_harbour else hand[COAST]

    def pay(self, hand: tuple[int, ...], q: int, units: int = -1) -> tuple[int, ...] | None:
        """The hand after paying q (real cards first, then joker pairs of the largest
        surplus), or None when it cannot pay."""
        key = (hand, COST_CLASS[q] * 4 + units + 1)
        if key in self._paid:
            return self._paid[key]
        paid = self._paid[key] = self._pay(hand, q, units)
        return paid

    def _pay(self, hand: tuple[int, ...], q: int, units: int) -> tuple[int, ...] | None:
        need = COST_T[q]
        owed = COST_N[q] if units < 0 else units
        out = list(hand)
        if out[need] >= owed:
            out[need] -= owed
            return tuple(out)
        real = min(out[need], owed)
        out[need] -= real
        owed -= real
        if owed:
            if IS_HARBOUR[q] and not self.rules.joker_for_harbour:
                return None
            while owed:
                best = -1
                for t in range(NT):
                    if t != need and out[t] >= 2 and (best < 0 or out[t] > out[best]):
                        best = t
                if best < 0:
                    return None
                out[best] -= 2
                owed -= 1
        return tuple(out)

    def singles(self, hand: tuple[int, ...]) -> tuple[float, int, float]:
        """The best single build from this hand with what it keeps (keeping everything is
        the fallback): (best total, its place or -1, best total on another place)."""
        found = self._singles.get(hand)
        if found is not None:
            return found
        keep = self.kept(hand)
        b1, q1, b2 = keep, -1, keep
        cap, harbour = self.capacity(hand)
        for gain, q in self.candidates(cap, harbour):
            if gain + keep <= b2:
                break
            if (harbour if IS_HARBOUR[q] else cap[COST_T[q]]) < COST_N[q]:
                continue
            after = self.pay(hand, q)
            if after is None:
                continue
            total = gain + self.kept(after)
            if total > b1:
                b1, q1, b2 = total, q, b1
            elif total > b2:
                b2 = total
        found = (b1, q1, b2)
        self._singles[hand] = found
        return found

    def best_build(self, hand: tuple[int, ...], skip: int, extra: int) -> float:
        """The best single build from this hand (or keeping it) on a reachable place other
        than `skip`, or on one of the places in `extra` (opened by a house just built)."""
        b1, q1, b2 = self.singles(hand)
        best = b2 if q1 == skip else b1
        while extra:
            low = extra & -extra
            q = low.bit_length() - 1
            extra ^= low
            if COST_K[q] > self.keys:
                continue
            after = self.pay(hand, q)
            if after is not None:
                best = max(best, self.value(q) - self.house_cost + self.kept(after))
        return best

    def hand_value(self, hand: tuple[int, ...]) -> float:
        """A hand before a build turn: the best one or two builds it pays for, plus what it
        keeps (`pay` picks the joker pairs; the harbour-then-suburb chain included)."""
        if self.left < 2:
            return self.singles(hand)[0]
        best = self.kept(hand)
        cap, harbour = self.capacity(hand)
        cands = self.candidates(cap, harbour)
        if not cands:
            return best
        bound = best + cands[0][0]
        chains = 0
        for gain, q in cands[:PLAN_WIDTH]:
            if gain + bound <= best:
                break
            if (harbour if IS_HARBOUR[q] else cap[COST_T[q]]) < COST_N[q]:
                continue
            after = self.pay(hand, q)
            if after is None:
                continue
            extra = 0
            if IS_HARBOUR[q] and chains < CHAINS:
                extra = self.opened_by(q)
                chains += 1
            best = max(best, gain + self.best_build(after, q, extra))
        return best


# ---------------------------------------------------------------------------------------------
# Scoring the moves


def _score(ctx: _Pos, v: SeatView, hand: tuple[int, ...], move: Move) -> float:
    match move:
        case Bid(pair):
            a, b = v.pairs[pair]
            more = list(hand)
            more[TERRAIN_INDEX[a]] += 1
            more[TERRAIN_INDEX[b]] += 1
            value = ctx.hand_value(tuple(more))
            if v.bids[pair] >= 0:
                value -= (v.displacements + 1) * ctx.coin + DISPLACE_RISK
            return value
        case Build(place):
            q = PLACE_INDEX[place]
            after = ctx.pay(hand, q)
            if after is None:  # cannot happen for a legal move
                return -1.0
            gain = ctx.value(q) - ctx.house_cost
            if v.built + 1 >= data.HOUSES_PER_TURN or ctx.left <= 1:
                return gain + ctx.kept(after)
            return gain + ctx.best_build(after, q, ctx.opened_by(q))
        case Pay() | PayPair():
            q = PLACE_INDEX[v.place]
            t = TERRAIN_INDEX[move.terrain]
            less = list(hand)
            less[t] -= 1 if isinstance(move, Pay) else 2
            rest = ctx.pay(tuple(less), q, v.owed - 1)
            if rest is None:
                return -50.0
            if v.built + 1 >= data.HOUSES_PER_TURN or ctx.left <= 1:
                return ctx.kept(rest)
            return ctx.best_build(rest, q, ctx.opened_by(q))
        case ChooseBonus(card):
            return ctx.bonus_worth(BONUS_INDEX[card])
        case TakeGoods(kind):
            if kind == DECK:
                unseen = ctx.unseen_goods()
                if not unseen:
                    return 0.0
                return sum(ctx.goods_gain(c) for c in unseen) / len(unseen) - 0.2
            index = min(
                GOODS_INDEX[c] for c in v.goods_display if GOODS_KIND_NAME[GOODS_INDEX[c]] == kind
            )
            return ctx.goods_gain(index)
        case ReturnGoods(kind):
            k = KIND_INDEX[kind]
            held = list(ctx.held_goods)
            for i, c in enumerate(held):
                if data.GOODS_KIND_OF[c] == k:
                    del held[i]
                    break
            return ctx.goods_set_value(held)
        case Discard(terrain):
            less = list(hand)
            less[TERRAIN_INDEX[terrain]] -= 1
            return ctx.hand_value(tuple(less))
    # Pass / Done: keep the hand.
    return ctx.kept(hand)


_POS: dict[tuple[object, ...], _Pos] = {}
POSITIONS_KEPT: Final = 64
"""Positions recur only within a few decisions (a whole bidding phase, a build and its
payment): a small cache has the full hit rate and gives the garbage collector little to walk
(thousands of kept positions made its full passes take tens of milliseconds)."""


def _position(v: SeatView) -> _Pos:
    """The cached per-position facts: the key holds every view field `_Pos` reads."""
    seat = v.seat if v.seat is not None else 0
    me = v.players[seat]
    key = (
        seat,
        v.rules,
        tuple((p.houses, p.goods, p.bonus, p.houses_left, p.stuck) for p in v.players),
        me.keys,
        me.coins,
        v.goods_display,
        v.goods_box,
        v.goods_deck_size,
        v.bonus_deck_size,
        v.scoring_card,
        v.scoring_box,
        v.scoring_deck_size,
    )
    pos = _POS.get(key)
    if pos is None:
        if len(_POS) >= POSITIONS_KEPT:
            _POS.clear()
        pos = _POS[key] = _Pos(v)
    return pos


def _scores(v: SeatView, legal: Sequence[Move]) -> tuple[_Pos, list[float]]:
    ctx = _position(v)
    seat = v.seat if v.seat is not None else 0
    hand = v.players[seat].hand or (0,) * NT
    if v.step == "bid":
        # Every pair's hand at once: the candidate list is built a single time.
        richest = list(hand)
        for a, b in v.pairs:
            richest[TERRAIN_INDEX[a]] += 1
            richest[TERRAIN_INDEX[b]] += 1
        ctx.candidates(*ctx.capacity(richest))
    return ctx, [_score(ctx, v, hand, m) for m in legal]


# ---------------------------------------------------------------------------------------------
# Reasons


def _reason(ctx: _Pos, v: SeatView, move: Move) -> Reason:
    match move:
        case Bid(pair):
            a, b = v.pairs[pair]
            hu_pair = f"{text_hu.TERRAIN[a]} + {text_hu.TERRAIN[b]}"
            en_pair = f"{text_en.TERRAIN[a]} + {text_en.TERRAIN[b]}"
            hu = f"a(z) {pair + 1}. pár ({hu_pair}) illik a tervemhez"
            en = f"pair {pair + 1} ({en_pair}) fits my plans"
            if v.bids[pair] >= 0:
                cost = v.displacements + 1
                hu += f", {cost} érmét megér a kiszorítás"
                en += f", worth {cost} coins to displace"
            return Reason(hu, en)
        case Build(place):
            return _build_reason(ctx, PLACE_INDEX[place])
        case Pay() | PayPair():
            return Reason("a legkevésbé kellő lapokkal fizet", "pays with the cards it needs least")
        case ChooseBonus(card):
            worth = round(ctx.bonus_worth(BONUS_INDEX[card]))
            hu_name, en_name = text_hu.BONUS_NAME[card], text_en.BONUS_NAME[card]
            return Reason(
                f"a(z) {hu_name} bónuszkártya illik a helyzetemhez (~{worth} levél)",
                f"the {en_name} bonus card fits my position (~{worth} letters)",
            )
        case TakeGoods(kind):
            if kind == DECK:
                return Reason(
                    "a kínálatban nincs jobb: húz a pakliból",
                    "nothing better on display: draws from the deck",
                )
            goods = kind.split("+")
            hu = " és ".join(text_hu.GOODS[g] for g in goods)
            en = " and ".join(text_en.GOODS[g] for g in goods)
            return Reason(
                f"{hu} kell a hátralévő áruértékelésekhez",
                f"{en} for the goods scorings to come",
            )
        case ReturnGoods(kind):
            return Reason(
                "ez az árukártya ér a legkevesebbet", "this goods card is worth the least"
            )
        case Discard(terrain):
            return Reason(
                f"kézlimit: a(z) {text_hu.TERRAIN[terrain]} kell a legkevésbé",
                f"hand limit: {text_en.TERRAIN[terrain]} is needed least",
            )
    return Reason("nincs megérő építés", "no build worth a house now")


def _build_reason(ctx: _Pos, q: int) -> Reason:
    hu_place = text_hu.PLACE[data.PLACES[q].id]
    en_place = text_en.PLACE[data.PLACES[q].id]
    parts: list[tuple[float, str, str]] = []
    if LETTERS[q]:
        b = ctx.order(q)
        n = LETTERS[q][b] if b < len(LETTERS[q]) else 0
        parts.append((float(n), f"{n} levél az Aranyvárosban", f"{n} letters in the Golden City"))
    if R_KEY[q]:
        parts.append(
            (ctx.key_value(), "kulcs kell a belső városrészhez", "a key opens the inner quarters")
        )
    if R_GOODS[q]:
        parts.append((ctx.goods_value(), "árukártya az áruértékelésekhez", "a goods card to score"))
    if R_BONUS[q]:
        parts.append((ctx.bonus_value(), "bónuszkártya a játék végére", "a bonus card for the end"))
    if R_COINS[q]:
        parts.append((R_COINS[q] * ctx.coin, f"{R_COINS[q]} érme", f"{R_COINS[q]} coins"))
    if R_DRAW[q]:
        parts.append((DRAW, "egy terepkártya", "a terrain card"))
    for a in AREAS_OF[q]:
        parts.append(
            (
                ctx.area_gain(a),
                f"{text_hu.AREA[AREAS[a].id]} az értékeléseken",
                f"{text_en.AREA[AREAS[a].id]} at the scorings",
            )
        )
    early = min(1.0, (ctx.after + 1) / 8.0)
    closer = CLOSER * max(0, ctx.myd - DIST[q]) * early
    parts.append((closer + 0.5, "út az Aranyváros felé", "a road toward the Golden City"))
    _, hu, en = max(parts, key=lambda p: p[0])
    return Reason(f"{hu_place}: {hu}", f"{en_place}: {en}")


class HeuristicBot:
    """Könnyű: plays sensible Az Aranyváros from its view; ties broken by its own seeded RNG."""

    kind = "heuristic"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)
        self._reason: Reason | None = None
        self._why: tuple[_Pos, SeatView, Move] | None = None

    @property
    def reason(self) -> Reason | None:
        """Why the last choice was made; worded only when asked (rollouts never ask)."""
        if self._why is not None:
            reason = _reason(*self._why)
            # The bonus card chosen is hidden, and a build's strongest motive weighs the hand
            # and the hidden letters; the other reasons are worded from the public table
            # (D-B-15).
            hidden = isinstance(self._why[2], ChooseBonus | Build)
            self._reason = reason if hidden else reason.for_everyone()
            self._why = None
        return self._reason

    @reason.setter
    def reason(self, value: Reason | None) -> None:
        self._reason, self._why = value, None

    def scores(self, view: SeatView, legal: tuple[Move, ...]) -> list[float]:
        return _scores(view, legal)[1]

    def choose(self, view: SeatView, legal: tuple[Move, ...]) -> Move:
        ctx, scored = _scores(view, legal)
        best = max(scored)
        top = [i for i, s in enumerate(scored) if s >= best - 1e-9]
        self._rng, pick = rng.below(self._rng, len(top))
        move = legal[top[pick]]
        self._why = (ctx, view, move)
        return move
