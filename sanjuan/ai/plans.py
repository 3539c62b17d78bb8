"""What a role or an event is worth: what it gives this seat against what it gives the
others. `Context`, the context every decision scores with, is the table (`Position`) with these.
"""

from __future__ import annotations

from sanjuan import data
from sanjuan.ai.facts import (
    ANTICIPATE,
    COLUMN,
    COST,
    EFFECT,
    END,
    GOOD_HOLD,
    OTHERS,
    PRODUCTION,
    SWAP,
    VIOLET,
)
from sanjuan.ai.position import Position, city_effects, library_spent


class Context(Position):
    """One decision's context: the table (`Position`) and what a role or an event gives this
    seat against the others."""

    __slots__ = ()

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
            privilege = 1 + ("library" in self.effects and not library_spent(self))
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


def _for_others(ctx: Context) -> dict[str, float]:
    """What each role's action gives the other seats on average, guessed from what the table
    shows: builds by hand size, goods by empty and loaded production buildings."""
    money = ctx.money
    totals = dict.fromkeys(data.ROLES, 0.0)
    others = 0
    for p in ctx.view.players:
        if p.seat == ctx.seat:
            continue
        others += 1
        effects = city_effects(p.city)
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
