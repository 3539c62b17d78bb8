"""The heuristic San Juan / ANNO XVII player: the priorities a good player follows, from its
seat's view only.

Every legal move gets a score in victory points (higher is better) from a few transparent
rules of thumb: what a building is worth to this city by the end of the game (its points, its
effect times the rounds still to come, a six-cost building's bonus for the city it will have),
what a card in hand is worth (a future building, or only money, less near the end and beyond
the hand limit), and what a role or an event gives this seat against what it gives the others.
Card facts come from the building type and the San Juan effect it has (rulings §2.7), so one
player serves both rulesets; ANNO's own buildings and its six events have values of their own.
No lookahead, and it never sees a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from common import rng
from common.bots import Reason
from sanjuan import data, text_en, text_hu
from sanjuan.moves import (
    Build,
    Burn,
    Deposit,
    Discard,
    Done,
    Draw,
    Keep,
    Move,
    Pass,
    Pay,
    PayGood,
    PickEvent,
    PickRole,
    Produce,
    Reveal,
    Sell,
    Stow,
    Take,
    Tuck,
)
from sanjuan.rules import build_cost
from sanjuan.score import ARCH_BONUS, castle_groups
from sanjuan.view import PlayerView, SeatView

# ---------------------------------------------------------------------------------------------
# Card facts of both rulesets by building type (a type id names one building in both games).

COST = {t: b.cost for t, b in data.TYPES.items()}
VP = {t: b.vp for t, b in data.TYPES.items()}
CLS = {t: b.cls for t, b in data.TYPES.items()}
EFFECT = {t: b.effect for t, b in data.TYPES.items()}
"""Type -> the San Juan effect it has (`smith` -> `smithy`); ANNO's new types keep their id."""
VIOLET = frozenset(t for t, b in data.TYPES.items() if b.violet)
PRODUCTION = frozenset(t for t, b in data.TYPES.items() if not b.violet)
COLUMN = data.GOOD_COLUMN
CATHEDRAL = data.CATHEDRAL
SIX = 6
END = data.CITY_SIZE_END

LADDER = (0.0, 4.0, 7.0, 9.0, 10.0)
"""Cathedral and Castle: points for 0, 1, 2, 3, 4+ units (rules_hu AN-10.4)."""

RATE = {
    "library": 0.9,
    "quarry": 0.6,
    "smithy": 0.38,
    "carpenter": 0.49,
    "poor_house": 0.2,
    "black_market": 0.26,
    "trading_post": 0.45,
    "well": 0.3,
    "market_stand": 0.3,
    "market_hall": 0.54,
    "crane": 0.18,
    "chapel": 0.83,
    "tower": 0.22,
    "aqueduct": 0.45,
    "prefecture": 0.54,
    "archive": 0.27,
    "gold_mine": 0.21,
    # ANNO XVII's own buildings
    "office": 0.18,
    "harbour": 0.52,
    "tavern": 0.22,
    "colony": 0.24,
    "city_gate": 0.12,
    "pawnshop": 0.45,
}
"""What a function building's effect adds per round still to come, in points."""
FLAT = {"bank": 2.5, "park": 0.3}
"""Effects whose worth does not grow with the rounds left (the Bank is used once)."""
TRADE = frozenset(
    {"trading_post", "market_stand", "market_hall", "aqueduct", "well", "harbour", "black_market"}
)
"""Effects that need production buildings to pay."""
USE = (1.0, 1.0, 1.0, 0.85, 0.7, 0.55, 0.45, 0.35, 0.3, 0.25, 0.2, 0.2, 0.2, 0.2)
"""How much the n-th production building (from 0) is used: the producer and the trader only
serve a few at a time."""
SALE_RATE = 0.33
"""A good is sold about every third round."""
GOOD_HOLD = 0.7
"""A good on a building is worth this share of its expected sale."""
SCARCE = 0.15
"""With few cards in hand each is worth more (it pays for the next build)."""
OTHERS = 0.9
"""A role's worth counts what it gives the average other player against this much."""
ANTICIPATE = 0.8
"""How sure a role not picked now is picked later this round when there are picks left for
it: then only the privilege is the pick's own doing."""
FINISH = 4.0
"""Ending the game while ahead (or not, while behind) is worth this much."""
PAY_CAP = 2.0
"""A card paid costs at most this many cards' money: a hand of good cards that only pay for
each other must not freeze the builds."""
STALL_ROUND = 25
"""From this round on (or once both piles are empty) every build gets a bonus, so no game
stalls with hands that nobody spends."""
OVER_LIMIT = 0.3
"""A card drawn beyond the hand limit is worth this share (one card will have to go)."""
SWAP = 1.2
"""A fresh card (Office, Revolution) is worth this many cards' money on average."""


@lru_cache(maxsize=4096)
def _effects(city: tuple[str, ...]) -> frozenset[str]:
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


class _Ctx:
    """What one decision needs to know about the table, computed once per view and cached."""

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
        self.effects = _effects(me.city)
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
        candidates = set(hand)
        if self.view.cathedral:
            candidates.add(CATHEDRAL)
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

    # -- roles and events ---------------------------------------------------------------------

    def role(self, role: str, privilege: int, later: float = 0.0) -> float:
        """What picking `role` gives this seat, less what it gives the others on average.
        `later` is the chance that someone else picks the role this round anyway: then only
        the privilege is this pick's own doing."""
        mine = self.role_for_me(role, privilege)
        if later:
            mine -= later * self.role_for_me(role, 0)
        return mine - (1 - later) * OTHERS * self.role_for_others(role)

    def later(self) -> float:
        """The chance that a role not picked now is picked by someone else this round."""
        if self._later < 0:
            v = self.view
            players = len(v.players)
            picks = 3 if players == 2 else players
            after = picks - len(v.picks) - 1
            free = len(data.ROLES) - sum(r in data.ROLES for r, _ in v.picks) - 1
            self._later = ANTICIPATE * min(1.0, after / free) if after > 0 and free > 0 else 0.0
        return self._later

    def role_for_me(self, role: str, privilege: int) -> float:
        """The role's action for this seat, with the chooser's privilege (0 = not chooser)."""
        key = (role, privilege)
        cached = self._roles.get(key)
        if cached is not None:
            return cached
        me = self.me
        effects = self.effects
        if role == "builder":
            value = self.best_build(privilege)[0]
        elif role == "producer":
            empty = sorted(
                (
                    self.prices[COLUMN[t]]
                    for t, g in zip(me.city, me.goods, strict=True)
                    if t in PRODUCTION and not g
                ),
                reverse=True,
            )[: 1 + privilege + ("aqueduct" in effects)]
            value = sum(empty) * self.money * GOOD_HOLD
            if "well" in effects and len(empty) >= 2:
                value += self.money
        elif role == "trader":
            value = self.trade_value(1 + privilege + ("trading_post" in effects))
        elif role == "councillor":
            draws = 2 + 3 * privilege
            keep = 1 + ("prefecture" in effects)
            choice = 0.85 + 0.06 * (draws - 1) + 0.15 * ("archive" in effects)
            value = self.gain(keep) * choice
        else:  # prospector: a free card that gives the others nothing
            value = 1.4 * self.gain(privilege)
            rules = self.view.rules
            excluded = privilege > 0 and rules is not None and rules.goldmine_excludes_chooser
            if "gold_mine" in effects and not excluded:
                value += 0.4 * self.money
            if "colony" in effects:
                value += 0.35 * self.money
        self._roles[key] = value
        return value

    def role_for_others(self, role: str) -> float:
        """What the role's action gives the other seats on average, guessed from the table."""
        if not self._others:
            self._others = _for_others(self)
        return self._others[role]

    def trade_value(self, limit: int) -> float:
        """Selling the dearest goods (and the Pawnshop card) up to the limit."""
        me = self.me
        prices = sorted(
            (self.prices[COLUMN[t]] for t, g in zip(me.city, me.goods, strict=True) if g),
            reverse=True,
        )
        if me.pawn:
            prices = sorted((*prices, float(data.PAWNSHOP_PRICE)), reverse=True)
        sold = prices[:limit]
        if not sold:
            return 0.0
        effects = self.effects
        cards = (
            sum(sold) + ("market_hall" in effects) + ("market_stand" in effects) * (len(sold) >= 2)
        )
        value = self.gain(cards) * (1 - 0.3 * GOOD_HOLD)
        return value + ("harbour" in effects)

    def event(self, event: str) -> float:
        """What picking a face-up event gives this seat against the others (rules_hu AN-8)."""
        others = [p for p in self.view.players if p.seat != self.seat]
        n = max(1, len(others))
        if event == "fire":
            mine = min(
                (self.burn_loss(t, g) for t, g in set(zip(self.city, self.me.goods, strict=True))),
                default=0.0,
            )
            return -mine + OTHERS * sum(1.5 for p in others if p.city) / n
        if event == "industrialisation":
            return self.gain(data.INDUSTRIALISATION_DRAW) * (1 - OTHERS)
        if event == "taxation":
            return OTHERS * sum(self.money * SWAP for p in others if p.hand_size) / n
        if event == "revolution":
            swaps = sum(max(0.0, self.money * SWAP - v) for v, _ in self.sorted_holds())
            return swaps - OTHERS * 0.3
        if event == "democracy":
            used = {r for r, _ in self.view.picks if r in data.ROLES}
            privilege = 1 + ("library" in self.effects and not _library_spent(self))
            return max((self.role(r, privilege) for r in used), default=0.0)
        # reconstruction
        mine = max(
            (self.rebuild_score(t) for t in set(self.hand) if self.rebuildable(t)), default=0
        )
        theirs = sum(1.5 for p in others if p.hand_size and len(p.city) < END)
        return mine - OTHERS * theirs / n

    def rebuildable(self, t: str) -> bool:
        """Reconstruction: a hand card of printed cost ≤ 4 the city may take (AN-8.9)."""
        return (
            COST[t] <= data.RECONSTRUCTION_MAX_COST
            and not (t in VIOLET and t in self.city)
            and len(self.city) < END
        )

    def rebuild_score(self, t: str) -> float:
        value = self.worth(t) - self.money + self.stalled
        if len(self.city) + 1 >= END:
            value += self.finish(self.worth(t))
        return value

    def burn_loss(self, t: str, loaded: bool) -> float:
        """What losing a building of type `t` to the Fire costs, with what lies on and under
        it: the owner's view counts the cards under each building (AN-8.4); of two alike the
        one with fewer cards under it burns (D-AN-3)."""
        under = self.me.under or (0,) * len(self.city)
        cards = min(
            (
                n
                for c, g, n in zip(self.city, self.me.goods, under, strict=True)
                if c == t and g == loaded
            ),
            default=0,
        )
        loss = self.worth(t) + (cards if EFFECT[t] in ("chapel", "bank", "harbour") else 0)
        if loaded:
            loss += self.prices[COLUMN[t]] * self.money * GOOD_HOLD
        if t in PRODUCTION and self.city.count(t) > 1:
            loss -= 0.3
        return loss


def _for_others(ctx: _Ctx) -> dict[str, float]:
    """What each role's action gives the other seats on average, guessed from what the table
    shows: builds by hand size, goods by empty and loaded production buildings."""
    money = ctx.money
    totals = dict.fromkeys(data.ROLES, 0.0)
    others = 0
    for p in ctx.view.players:
        if p.seat == ctx.seat:
            continue
        others += 1
        effects = _effects(p.city)
        if p.hand_size and len(p.city) < END:
            totals["builder"] += 0.5 + 0.3 * min(p.hand_size, 6)
        loaded = sum(p.goods)
        empty = sum(t in PRODUCTION for t in p.city) - loaded
        totals["producer"] += min(empty, 1 + ("aqueduct" in effects)) * 1.8 * money * GOOD_HOLD
        sold = min(loaded + p.pawn, 1 + ("trading_post" in effects))
        if sold:
            totals["trader"] += (sold * 1.8 + ("market_hall" in effects)) * money + (
                "harbour" in effects
            )
        totals["councillor"] += money * (1.12 + ("prefecture" in effects))
        totals["prospector"] += money * (
            0.4 * ("gold_mine" in effects) + 0.35 * ("colony" in effects)
        )
    return {role: total / max(1, others) for role, total in totals.items()}


def _public_score(p: PlayerView, v: SeatView) -> float:
    """A seat's score as the table shows it, without the Chapel: printed points, Bank and
    Harbour cards and the bonus buildings (SJ-13.2, AN-10)."""
    city = p.city
    total = float(sum(VP[t] for t in city) + p.bank_size + p.harbour_size)
    effects = _effects(city)
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


def _library_spent(ctx: _Ctx) -> bool:
    """2 players: the governor's Library is spent for this round (SJ-11.17, AN-4.3)."""
    v = ctx.view
    rules = v.rules
    limited = rules is not None and rules.players == 2 and rules.library_two_player_limit
    return limited and ctx.seat == v.governor and v.library_spent


# ---------------------------------------------------------------------------------------------
# Scoring one move


def _pick_role(ctx: _Ctx, move: PickRole) -> float:
    library = "library" in ctx.effects and move.library and not _library_spent(ctx)
    if ctx.view.step == "democracy":  # the activator re-runs a role: nobody else will
        return ctx.role(move.role, 1 + library)
    return ctx.role(move.role, 1 + library, ctx.later()) + (0.01 if move.library else 0.0)


def _build(ctx: _Ctx, move: Build) -> float:
    if ctx.view.step == "rebuild":
        return ctx.rebuild_score(move.building)
    return ctx.build_score(move.building, move.over, move.over_loaded, ctx.privilege)


def _sell(ctx: _Ctx, move: Sell) -> float:
    if move.building == "pawnshop":
        return 1.0 + data.PAWNSHOP_PRICE
    column = COLUMN[move.building]
    tile = ctx.view.tile
    return 1.0 + (data.TILES[tile][column] if tile else ctx.prices[column])


def _keep(ctx: _Ctx, move: Keep) -> float:
    if move.card in VIOLET and move.card in ctx.hand:
        return ctx.money
    return ctx.hold(move.card)


def _discard(ctx: _Ctx, move: Discard) -> float:
    if ctx.view.step in ("office", "revolution"):
        return ctx.money * SWAP - ctx.spare(move.card)
    return -ctx.spare(move.card)


def _over_limit(ctx: _Ctx) -> bool:
    """The hand is above the round-start limit: one card will have to go anyway."""
    return len(ctx.hand) > ctx.hand_limit()


def _tuck(ctx: _Ctx, move: Tuck) -> float:
    """A point under the Chapel for the least useful card (SJ-3.5)."""
    return 1.0 - ctx.spare(move.card) * (OVER_LIMIT if _over_limit(ctx) else 1.0)


def _deposit(ctx: _Ctx, move: Deposit) -> float:
    """ANNO Bank: every card under it is a point; the once-a-game use waits for a late round
    unless it has begun or the hand is over the limit (AN-7.1)."""
    value = 1.0 - ctx.spare(move.card) * (OVER_LIMIT if _over_limit(ctx) else 1.0)
    if ctx.view.count == 0 and ctx.left > 3 and not _over_limit(ctx):
        value -= 0.5 * (ctx.left - 3)
    return value


SCORE: dict[type, Callable[[_Ctx, Any], float]] = {
    PickRole: _pick_role,
    PickEvent: lambda ctx, m: ctx.event(m.event),
    Build: _build,
    Pay: lambda ctx, m: -ctx.spare(m.card),
    PayGood: lambda ctx, m: -ctx.prices[COLUMN[m.building]] * ctx.money * GOOD_HOLD - 0.05,
    Produce: lambda ctx, m: 1.0 + ctx.prices[COLUMN[m.building]],
    Sell: _sell,
    Keep: _keep,
    Discard: _discard,
    Tuck: _tuck,
    Deposit: _deposit,
    Stow: lambda ctx, m: 1.0,
    Burn: lambda ctx, m: -ctx.burn_loss(m.building, m.loaded),
    Take: lambda ctx, m: ctx.money,
    Reveal: lambda ctx, m: ctx.money,
    Draw: lambda ctx, m: ctx.money,
    Pass: lambda ctx, m: 0.0,
    Done: lambda ctx, m: 0.0,
}
"""A move's worth in points for the seat on turn, by kind of move (only comparisons among the
legal moves of one decision matter; passing is 0)."""


# ---------------------------------------------------------------------------------------------
# The player


SEARCHED = (PickRole, PickEvent, Build)
"""The decisions that shape a San Juan game; the many card-by-card payments, keeps and sales
are left to the rules of thumb (D-B-14)."""
ROLLOUT_SCALE = 5.0
"""A round of four players is about 25 decisions: the search looks about five rounds ahead
(Közepes), not one, so a production building or a Library is judged by what it yields."""


def worth_searching(legal: tuple[Move, ...]) -> bool:
    """Whether the search bot spends its budget here: a role or event pick, or a build."""
    return any(isinstance(m, SEARCHED) for m in legal)


class HeuristicBot:
    """Könnyű: plays sensible San Juan and ANNO XVII from its view; ties broken by its own
    seeded RNG, so it is deterministic for a seed."""

    kind = "heuristic"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)
        self._reason: Reason | None = None
        self._last: tuple[_Ctx, Move] | None = None

    @property
    def reason(self) -> Reason | None:
        """Why the last move was chosen; worded only when asked (rollouts never ask)."""
        if self._last is not None:
            self._reason = _shared(*self._last, _explain(*self._last))
            self._last = None
        return self._reason

    @reason.setter
    def reason(self, value: Reason | None) -> None:
        self._reason = value
        self._last = None

    def scores(self, view: SeatView, legal: tuple[Move, ...]) -> list[float]:
        ctx = _Ctx(view)
        return [SCORE[type(m)](ctx, m) for m in legal]

    def choose(self, view: SeatView, legal: tuple[Move, ...]) -> Move:
        ctx = _Ctx(view)
        move = legal[0]
        if len(legal) > 1:
            scored = [SCORE[type(m)](ctx, m) for m in legal]
            best = max(scored)
            top = [i for i, s in enumerate(scored) if s >= best - 1e-9]
            pick = 0
            if len(top) > 1:
                self._rng, pick = rng.below(self._rng, len(top))
            move = legal[top[pick]]
        self._reason = None
        self._last = (ctx, move)
        return move


# ---------------------------------------------------------------------------------------------
# Reasons for the log, in the game's own names


VOWELS = frozenset("aáeéiíoóöőuúüű")


def _the(name: str, capital: bool = False) -> str:
    """A Hungarian name with its article: "a Könyvtár", "az Ezüstolvasztó"."""
    article = "az" if name[:1].lower() in VOWELS else "a"
    return f"{article.capitalize() if capital else article} {name}"


def _names(ctx: _Ctx) -> tuple[dict[str, str], dict[str, str]]:
    return text_hu.NAMES[ctx.view.ruleset], text_en.NAMES[ctx.view.ruleset]


def _named(ctx: _Ctx, effect: str) -> tuple[str, str]:
    """The ruleset's names of the building with this effect (Chapel, Black market, …)."""
    t = data.cardset(ctx.view.ruleset).type_with_function(effect)
    hu, en = _names(ctx)
    return hu[t], en[t]


def _explain(ctx: _Ctx, move: Move) -> Reason:
    hu, en = _names(ctx)
    step = ctx.view.step
    match move:
        case PickRole(role, library):
            return _explain_role(ctx, role, library and "library" in ctx.effects)
        case PickEvent(event):
            return _explain_event(ctx, event)
        case Build(building, over, _):
            worth = ctx.worth(building)
            if step == "rebuild":
                return Reason(
                    f"{hu[building]}: ingyen épület az Újjáépítéssel",
                    f"{en[building]}: a free building from the Reconstruction",
                )
            if over:
                crane_hu, crane_en = _named(ctx, "crane")
                return Reason(
                    f"{hu[building]} {_the(hu[over])} helyére ({crane_hu}): kb. {worth:.0f} GyP",
                    f"{en[building]} over the {en[over]} ({crane_en}): about {worth:.0f} VP",
                )
            if building == CATHEDRAL:
                return Reason(
                    f"{hu[building]} középről: kb. {worth:.0f} GyP",
                    f"the {en[building]} from the middle: about {worth:.0f} VP",
                )
            return Reason(
                f"{hu[building]}: kb. {worth:.0f} GyP-t ér a városban",
                f"{en[building]}: worth about {worth:.0f} VP to the city",
            )
        case Pay(card):
            return Reason(
                f"a legkevésbé hasznos lappal fizet: {hu[card]}",
                f"pays with the least useful card: {en[card]}",
            )
        case PayGood(building):
            market_hu, market_en = _named(ctx, "black_market")
            return Reason(
                f"lap helyett árut ad ({market_hu}): {hu[building]}",
                f"pays with a good instead of a card ({market_en}): {en[building]}",
            )
        case Produce(building):
            return Reason(
                f"a legértékesebb áru: {hu[building]}", f"the most valuable good: {en[building]}"
            )
        case Sell("pawnshop"):
            return Reason(
                f"{_the(hu['pawnshop'], True)} lapja mindig 2 lapot ér",
                f"the {en['pawnshop']} card always sells for 2",
            )
        case Sell(building):
            return Reason(
                f"a legdrágább áru eladása: {hu[building]}",
                f"sells the dearest good: {en[building]}",
            )
        case Keep(card):
            return Reason(f"a leghasznosabb lap: {hu[card]}", f"the most useful card: {en[card]}")
        case Discard(card) if step in ("office", "revolution"):
            return Reason(
                f"lecseréli a kevéssé hasznos lapot: {hu[card]}",
                f"swaps a card of little use: {en[card]}",
            )
        case Discard(card):
            return Reason(
                f"a legkevésbé hasznos lap megy: {hu[card]}",
                f"the least useful card goes: {en[card]}",
            )
        case Tuck(card):
            chapel_hu, chapel_en = _named(ctx, "chapel")
            return Reason(
                f"1 GyP {_the(chapel_hu)} alatt: {hu[card]}",
                f"1 VP under the {chapel_en}: {en[card]}",
            )
        case Deposit(card):
            return Reason(
                f"1 GyP {_the(hu['bank'])} alatt, lapként kevesebbet ér: {hu[card]}",
                f"1 VP under the {en['bank']}, worth less as a card: {en[card]}",
            )
        case Stow():
            return Reason(f"1 GyP {_the(hu['harbour'])} alatt", f"1 VP under the {en['harbour']}")
        case Burn(building, _):
            return Reason(
                f"a legkisebb veszteség: {hu[building]}", f"the smallest loss: {en[building]}"
            )
        case Take():
            return Reason("ingyen lap", "a free card")
        case Reveal():
            return Reason("ingyen lap esélye", "a chance of a free card")
        case Draw():
            return Reason("új lap a kézbe", "a new card for the hand")
        case Done():
            return Reason("nincs több, ami megérné", "nothing more worth doing")
        case Pass() if step == "build":
            return Reason("most egyik építés sem éri meg", "no build is worth it now")
    return Reason("nem éri meg", "not worth it")


def _shared(ctx: _Ctx, move: Move, reason: Reason) -> Reason:
    """What the other seats may read of a reason (D-B-15): all of it, unless it rests on
    cards only this seat sees (a hand card paid, kept, discarded, tucked or banked, the
    building the Builder or the Reconstruction is picked for, a build's worth, which counts
    the hand)."""
    match move:
        case PickEvent("reconstruction"):
            words_hu, words_en = EVENT_WORDS["reconstruction"]
            name_hu, name_en = text_hu.EVENT["reconstruction"], text_en.EVENT["reconstruction"]
            public = Reason(f"{name_hu}: {words_hu}", f"{name_en}: {words_en}")
            return Reason(reason.hu, reason.en, public.hu, public.en)
        case Pay() | Keep() | Discard() | Tuck() | Deposit() | PickRole("builder", _):
            return reason
        case Build() if ctx.view.step != "rebuild":
            return reason
    return reason.for_everyone()


def _explain_role(ctx: _Ctx, role: str, library: bool) -> Reason:
    hu, en = _names(ctx)
    role_hu, role_en = text_hu.ROLE[role], text_en.ROLE[role]
    privilege = 1 + library
    if role == "builder":
        best = ctx.best_build(privilege)[1]
        if best:
            text = Reason(f"{role_hu}: {hu[best]} építése", f"{role_en}: builds the {en[best]}")
        else:
            text = Reason(
                f"{role_hu}: a többieknek ez ér a legkevesebbet",
                f"{role_en}: gives the others the least",
            )
    elif role == "producer":
        text = Reason(
            f"{role_hu}: áru az üres termelőépületekre",
            f"{role_en}: goods on the empty production buildings",
        )
    elif role == "trader":
        text = Reason(f"{role_hu}: az áruk eladása", f"{role_en}: sells the goods")
    elif role == "councillor":
        draws = 2 + 3 * privilege
        text = Reason(
            f"{role_hu}: {draws} lapból választ", f"{role_en}: chooses from {draws} cards"
        )
    else:
        text = Reason(f"{role_hu}: ingyen lap", f"{role_en}: a free card")
    if library:
        library_hu, library_en = _named(ctx, "library")
        return Reason(
            f"{text.hu}, {_the(library_hu)} miatt dupla privilégium",
            f"{text.en}, double privilege from the {library_en}",
        )
    return text


EVENT_WORDS = {
    "fire": ("a többieknek többet árt", "hurts the others more"),
    "industrialisation": ("3 új lap", "3 new cards"),
    "taxation": ("a többiek vesztenek egy lapot", "the others lose a card"),
    "revolution": ("lecseréli a haszontalan lapjait", "swaps the useless cards"),
    "democracy": ("egy szerep még egyszer, a kiváltsággal", "a role once more, with the privilege"),
    "reconstruction": ("ingyen építés", "a free build"),
}


def _explain_event(ctx: _Ctx, event: str) -> Reason:
    hu, en = _names(ctx)
    name_hu, name_en = text_hu.EVENT[event], text_en.EVENT[event]
    if event == "reconstruction":
        options = sorted(t for t in set(ctx.hand) if ctx.rebuildable(t))
        if options:
            best = max(options, key=ctx.rebuild_score)
            return Reason(f"{name_hu}: {hu[best]} ingyen", f"{name_en}: the {en[best]} for free")
    words_hu, words_en = EVENT_WORDS[event]
    return Reason(f"{name_hu}: {words_hu}", f"{name_en}: {words_en}")
