"""What one San Juan / ANNO XVII decision reads of the table (`Position`, built once per view),
and what the buildings and cards on it are worth to this seat: a building by the game's end,
a card in hand, a payment, a build, the standings as far as the view shows them.
"""

from __future__ import annotations

from functools import lru_cache

from sanjuan import data
from sanjuan.ai.facts import (
    CATHEDRAL,
    CLS,
    COLUMN,
    COST,
    EFFECT,
    END,
    FINISH,
    FLAT,
    LADDER,
    OVER_LIMIT,
    PAY_CAP,
    PRODUCTION,
    RATE,
    SALE_RATE,
    SCARCE,
    SIX,
    STALL_ROUND,
    TRADE,
    USE,
    VIOLET,
    VP,
)
from sanjuan.rules import build_cost
from sanjuan.score import ARCH_BONUS, castle_groups
from sanjuan.view import PlayerView, SeatView


@lru_cache(maxsize=4096)
def city_effects(city: tuple[str, ...]) -> frozenset[str]:
    return frozenset(EFFECT[t] for t in city)


@lru_cache(maxsize=64)
def _prices(history: tuple[str, ...]) -> tuple[float, ...]:
    """Expected price per good column at the next trader phase: the tiles come round in a
    fixed cycle (SJ-6.1), so once all five were seen the next is known; before that it is any
    tile not seen yet."""
    seen = tuple(dict.fromkeys(history))
    if len(seen) == len(data.TILE_IDS):
        return tuple(float(x) for x in data.TILES[seen[len(history) % len(seen)]])
    unseen = [data.TILES[t] for t in data.TILE_IDS if t not in seen]
    return tuple(sum(col) / len(unseen) for col in zip(*unseen, strict=True))


def _ladder(units: float) -> float:
    """The 4-3-2-1 ladder for an estimated (fractional) number of units."""
    whole = min(int(units), 4)
    if whole >= 4:
        return LADDER[4]
    return LADDER[whole] + (units - whole) * (LADDER[whole + 1] - LADDER[whole])


class Position:
    """What one decision needs to know about the table, computed once per view and cached,
    and what the buildings and cards are worth to this seat. `plans.Context` adds the roles and
    events; the slots of both live here."""

    __slots__ = (
        "_hold",
        "_holds",
        "_later",
        "_others",
        "_roles",
        "_standings",
        "_worth",
        "city",
        "effects",
        "hand",
        "left",
        "me",
        "money",
        "n_production",
        "prices",
        "privilege",
        "rounds",
        "seat",
        "stalled",
        "view",
    )

    def __init__(self, view: SeatView) -> None:
        seat = view.seat if view.seat is not None else 0
        me = view.players[seat]
        self.view = view
        self.seat = seat
        self.me = me
        self.city = me.city
        self.effects = city_effects(me.city)
        self.hand: tuple[str, ...] = me.hand or ()
        self.left = max(0, END - max(len(p.city) for p in view.players))
        """Builds until someone reaches 12: about the rounds still to be played."""
        self.rounds = self.left * 0.9
        self.money = 0.05 if self.left == 0 else 0.2 + 0.035 * min(self.left, 10)
        """What a card is worth as money: less and less as the end comes near."""
        self.n_production = sum(t in PRODUCTION for t in me.city)
        self.privilege = view.privilege if view.chooser == seat else 0
        rules = view.rules
        history = view.tile_history if rules is None or rules.show_tile_history else ()
        self.prices = _prices(history)
        self.stalled = 0.0
        if view.draw_size + view.discard_size == 0 or view.round >= STALL_ROUND:
            self.stalled = 3.0 + max(0, view.round - STALL_ROUND)
        self._worth: dict[str, float] = {}
        self._hold: dict[str, float] = {}
        self._holds: list[tuple[float, str]] | None = None
        self._roles: dict[tuple[str, int], float] = {}
        self._others: dict[str, float] = {}
        self._later = -1.0
        self._standings: tuple[float, float] | None = None

    # -- buildings and cards -----------------------------------------------------------------

    def worth(self, t: str) -> float:
        """What having a building of type `t` in play adds to this city by the game's end."""
        cached = self._worth.get(t)
        if cached is not None:
            return cached
        cls = CLS[t]
        effects = self.effects
        if cls == "production":
            use = USE[min(self.n_production, len(USE) - 1)]
            sale = self.prices[COLUMN[t]] * self.money * SALE_RATE * use
            value = VP[t] + sale * self.rounds + 2.0 * ("guild_hall" in effects)
        elif cls == "monument":
            value = VP[t]
            if "triumphal_arch" in effects:
                m = sum(CLS[c] == "monument" for c in self.city)
                value += ARCH_BONUS[min(m + 1, 3)] - ARCH_BONUS[min(m, 3)]
        elif cls == "six":
            value = self._bonus(EFFECT[t])
        elif cls == "seven":
            value = self._cathedral()
        else:
            effect = EFFECT[t]
            rate = RATE.get(effect, 0.0)
            if effect in TRADE:
                rate *= min(1.0, self.n_production / 3)
            elif effect == "city_gate" and self._base_limit() >= data.CITY_GATE_HAND_LIMIT:
                rate = 0.0
            value = VP[t] + FLAT.get(effect, 0.0) + rate * self.rounds
            if effect == "park" and "crane" in effects:
                value += 1.5
        if cls != "production" and "city_hall" in effects:
            value += 1.0
        if "palace" in effects:
            value *= 1.25
        self._worth[t] = value
        return value

    def _bonus(self, effect: str) -> float:
        """A six-cost building's end bonus, estimated for the city this seat will have."""
        city = self.city
        more = min(self.left * 0.8, END - len(city))
        if effect == "guild_hall":
            return 2.0 * (self.n_production + 0.35 * more)
        if effect == "city_hall":
            return 1.0 + len(city) - self.n_production + 0.6 * more
        if effect == "triumphal_arch":
            m = sum(CLS[t] == "monument" for t in city) + 0.5 * sum(
                CLS[t] == "monument" and t not in city for t in self.hand
            )
            whole = min(int(m), 3)
            return ARCH_BONUS[whole] + (m - whole) * 2.0 * (whole < 3)
        if effect == "palace":
            me = self.me
            printed = sum(VP[t] for t in city) + (me.chapel_size or 0)
            return 0.25 * (printed + me.bank_size + me.harbour_size + 2.0 * more) + 1.0
        if effect == "castle":
            return _ladder(castle_groups((*city, "castle")) + 0.12 * more)
        return 0.0

    def _cathedral(self) -> float:
        """ANNO: the ladder over the other players' six-cost buildings, now and to come."""
        sixes = 0.0
        for p in self.view.players:
            if p.seat != self.seat:
                sixes += sum(COST[t] == SIX for t in p.city) + 0.06 * self.left
        return _ladder(sixes) + ("city_hall" in self.effects) + 0.5 * ("castle" in self.effects)

    def _base_limit(self) -> int:
        rules = self.view.rules
        return rules.hand_limit_base if rules is not None else data.HAND_LIMIT

    def hand_limit(self) -> int:
        """The round-start limit (SJ-3.6, AN-4.5)."""
        if "tower" in self.effects:
            return data.TOWER_HAND_LIMIT
        if "city_gate" in self.effects:
            return max(self._base_limit(), data.CITY_GATE_HAND_LIMIT)
        return self._base_limit()

    def hold(self, t: str) -> float:
        """What one card of type `t` in hand is worth: a building to come, or only money."""
        cached = self._hold.get(t)
        if cached is not None:
            return cached
        money = self.money * (1.0 + SCARCE * max(0, 3 - len(self.hand)))
        if t in VIOLET and t in self.city:
            value = money
        else:
            discount = 0.5 + (
                ("quarry" in self.effects) if t in VIOLET else ("smithy" in self.effects)
            )
            cost = max(0.0, COST[t] - discount)
            reach = 0.7 * min(1.0, self.left / 4)
            if cost > len(self.hand) + 2 * self.left:
                reach *= 0.3
            value = max(money, reach * (self.worth(t) - self.money * cost))
        self._hold[t] = value
        return value

    def spare(self, t: str) -> float:
        """What giving up one card of type `t` costs: a second copy of a special building is
        only money."""
        if t in VIOLET and self.hand.count(t) > 1:
            return self.money
        return self.hold(t)

    def sorted_holds(self) -> list[tuple[float, str]]:
        """The hand's cards, least useful first (a special building's second copy is money)."""
        if self._holds is None:
            seen: set[str] = set()
            holds = []
            for t in self.hand:
                if t in VIOLET and t in seen:
                    holds.append((self.money, t))
                else:
                    seen.add(t)
                    holds.append((self.hold(t), t))
            holds.sort()
            self._holds = holds
        return self._holds

    def payment(self, paid: int, built: str) -> float:
        """What paying `paid` cards costs: the least useful cards of the hand apart from the
        card being built ("" when it does not come from the hand), then goods."""
        if paid <= 0:
            return 0.0
        total = 0.0
        skip = bool(built)
        n = 0
        cap = PAY_CAP * self.money
        for value, t in self.sorted_holds():
            if skip and t == built:
                skip = False
                continue
            total += min(value, cap)
            n += 1
            if n == paid:
                return total
        return total + (paid - n) * self.money * 1.5  # Black market goods

    def gain(self, cards: float) -> float:
        """What drawing `cards` cards is worth: less beyond the hand limit (there is usually
        a build before the next round's limit)."""
        room = max(0.0, self.hand_limit() + 2.0 - len(self.hand))
        if cards <= room:
            return cards * self.money
        return (room + (cards - room) * OVER_LIMIT) * self.money

    # -- builds -----------------------------------------------------------------------------

    def build_score(self, b: str, over: str, loaded: bool, privilege: int) -> float:
        """A build's gain: the building's worth less what it covers and what it costs."""
        city = self.city
        if over:
            rest = list(city)
            rest.remove(over)
            paid = build_cost(b, over, tuple(rest), privilege)
        else:
            paid = build_cost(b, "", city, privilege)
        from_hand = b != CATHEDRAL
        value = self.worth(b) - self.payment(paid, b if from_hand else "")
        if from_hand:
            value -= self.money
        if over:
            value -= self.worth(over) - 0.5 * (EFFECT[over] == "park")
            if loaded:
                value -= self.prices[COLUMN[over]] * self.money
        effects = self.effects
        if b in VIOLET and "carpenter" in effects and b != "carpenter":
            value += self.money
        if "poor_house" in effects and len(self.hand) - from_hand - paid <= 1:
            value += self.money
        if not over and len(city) + 1 >= END:
            value += self.finish(self.worth(b))
        return value + self.stalled

    def best_build(self, privilege: int) -> tuple[float, str]:
        """The best build from hand (or the Cathedral) with this privilege, and its type."""
        if len(self.city) >= END:
            return 0.0, ""
        hand = self.hand
        budget = len(hand) - 1
        if "black_market" in self.effects:
            budget += min(2, sum(self.me.goods))
        candidates = list(dict.fromkeys(hand))  # in hand order: a tie never rests on hashing
        if self.view.cathedral:
            candidates.append(CATHEDRAL)
        best, best_t = 0.0, ""
        for t in candidates:
            if t in VIOLET and t in self.city:
                continue
            if build_cost(t, "", self.city, privilege) > budget + (t == CATHEDRAL):
                continue
            value = self.build_score(t, "", False, privilege)
            if value > best:
                best, best_t = value, t
        return best, best_t

    def finish(self, added: float) -> float:
        """Bringing the game to its end now: good when this seat is ahead, bad when behind."""
        if self._standings is None:
            self._standings = self.standings()
        mine, best = self._standings
        mine += added
        if mine > best + 1:
            return FINISH
        if mine < best - 1:
            return -FINISH
        return 0.0

    def standings(self) -> tuple[float, float]:
        """(this seat's estimated score, the best other's) from what the view shows; the other
        seats' Chapel cards are known in total from the card count (rulings §3.7)."""
        v = self.view
        owners = [
            p.seat
            for p in v.players
            if p.seat != self.seat
            and p.chapel_size is None
            and any(EFFECT[t] == "chapel" for t in (*p.city, *p.covered))
        ]
        share = _hidden_chapels(v) / len(owners) if owners else 0.0
        best = -1.0
        mine = 0.0
        for p in v.players:
            chapel = p.chapel_size if p.chapel_size is not None else share
            score = _public_score(p, v) + chapel
            if p.seat == self.seat:
                mine = score
            else:
                best = max(best, score + 0.5 * p.hand_size * self.money)
        return mine, best


def _public_score(p: PlayerView, v: SeatView) -> float:
    """A seat's score as the table shows it, without the Chapel: printed points, Bank and
    Harbour cards and the bonus buildings (SJ-13.2, AN-10)."""
    city = p.city
    total = float(sum(VP[t] for t in city) + p.bank_size + p.harbour_size)
    effects = city_effects(city)
    if not effects.isdisjoint(("guild_hall", "city_hall", "triumphal_arch", "castle", CATHEDRAL)):
        n_production = sum(t in PRODUCTION for t in city)
        if "guild_hall" in effects:
            total += 2 * n_production
        if "city_hall" in effects:
            total += len(city) - n_production
        if "triumphal_arch" in effects:
            total += ARCH_BONUS[min(3, sum(CLS[t] == "monument" for t in city))]
        if "castle" in effects:
            total += LADDER[min(4, castle_groups(city))]
        if CATHEDRAL in effects:
            sixes = sum(COST[t] == SIX for q in v.players if q.seat != p.seat for t in q.city)
            total += LADDER[min(4, sixes)]
    if "palace" in effects:
        total *= 1.25
    return total


def _hidden_chapels(v: SeatView) -> int:
    """The other seats' Chapel cards in total: every card not seen anywhere else."""
    rules = v.rules
    total = len(rules.cards.cards) if rules is not None else len(data.DECK)
    seen = v.draw_size + v.discard_size + v.pending_size + len(v.event_row) + bool(v.event)
    seen += v.cathedral
    for p in v.players:
        seen += len(p.city) + len(p.covered) + p.hand_size + sum(p.goods) + p.bank_size
        seen += p.harbour_size + p.pawn + (p.chapel_size or 0)
    return max(0, total - seen)


def library_spent(ctx: Position) -> bool:
    """2 players: the governor's Library is spent for this round (SJ-11.17, AN-4.3)."""
    v = ctx.view
    rules = v.rules
    limited = rules is not None and rules.players == 2 and rules.library_two_player_limit
    return limited and ctx.seat == v.governor and v.library_spent
