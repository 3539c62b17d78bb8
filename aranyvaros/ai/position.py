"""What one Az Aranyváros position is worth to a seat (`Position`, computed once per position
and cached): the board, the goods cards, the bonus cards and keys; and the per-view facts
it is built from (the scorings still to come, the distance to the Golden City).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from aranyvaros import data
from aranyvaros.ai.facts import (
    AREA_INDEX,
    AREA_MASKS,
    AREAS,
    BONUS_INDEX,
    BONUS_LETTERS,
    BONUS_MASK,
    BONUS_PER,
    BUILD_RATE,
    CARD_GOODS,
    CITY,
    COIN,
    DENY,
    DIST,
    EXPAND,
    GOODS_INDEX,
    HARBOURS,
    HOUSE_PLENTY,
    HOUSE_SCARCE,
    INNER_LIST,
    LETTERS,
    MAJORITY,
    NT,
    PLACE_INDEX,
    RIVER,
    SCORING,
    SOLE,
)
from aranyvaros.rules import frontier, open_for
from aranyvaros.view import SeatView


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


class Position:
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
