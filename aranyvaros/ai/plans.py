"""Where a house is worth building and what a hand can build (`Context`: the table with its
places and hands): a place's value, the safety of the last harbours, the best one or two
builds a hand pays for.
"""

from __future__ import annotations

from collections.abc import Sequence

from aranyvaros import data
from aranyvaros.ai.facts import (
    ADJ,
    AREA_OF,
    CHAINS,
    CLOSER,
    COAST,
    COST_CLASS,
    COST_K,
    COST_N,
    COST_T,
    DANGER,
    DIST,
    DISTRICT_OF,
    DRAW,
    FIRST_COINS,
    FIRST_DRAW,
    HARBOUR_LIST,
    HARBOUR_NEXT,
    HARBOURS,
    IS_HARBOUR,
    LETTERS,
    NEIGHBOURS,
    NT,
    PLAN_WIDTH,
    PROSPECT,
    R_BONUS,
    R_COINS,
    R_DRAW,
    R_GOODS,
    R_KEY,
    RISK,
    SHARED,
    SINGLE,
    SPARE_CARD,
    TRAP,
)
from aranyvaros.ai.position import Position
from aranyvaros.rules import frontier, open_for


class Context(Position):
    """One position's context: the table (`Position`), the places worth a house and what a
    hand can build (the slots and caches live in `Position`)."""

    __slots__ = ()

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

    def afford(
        self, hand: tuple[int, ...], q: int, cap: list[int], harbour: int
    ) -> tuple[int, ...] | None:
        """The hand after paying q, or None: the quick `capacity` test first, then `pay`."""
        if (harbour if IS_HARBOUR[q] else cap[COST_T[q]]) < COST_N[q]:
            return None
        return self.pay(hand, q)

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
            after = self.afford(hand, q, cap, harbour)
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
            after = self.afford(hand, q, cap, harbour)
            if after is None:
                continue
            extra = 0
            if IS_HARBOUR[q] and chains < CHAINS:
                extra = self.opened_by(q)
                chains += 1
            best = max(best, gain + self.best_build(after, q, extra))
        return best
