"""Dealing what a seat cannot see (for the search bot): `sample_state` builds, from one seat's
view alone, a full Puerto Rico state that seat cannot tell from the real one."""

from __future__ import annotations

from common import rng
from puertorico import data
from puertorico.state import (
    Board,
    Plantations,
    Player,
    Roles,
    State,
    Turn,
    occupied,
)
from puertorico.view import PlayerView, SeatView


def sample_state(v: SeatView, seed: int) -> State:
    """A full state the viewing seat cannot tell from the real one (for search bots).

    Built from the view alone: everything public is copied; the face-down plantation stack is
    the tiles no one can see (the game's tiles less the islands, forests, row, discards and a
    drawn tile) in random order; the RNG is drawn from `seed`; and, while VP are secret, the
    VP of the other seats are dealt out at random. Their sum is public while chips remain (the
    chips gone from the supply less the viewer's own); once the supply is empty, the VP
    credited beyond the chips (R-PR-60) are unknown and drawn small. Each chip goes to a seat
    with a weight that grows with what ships (harbor, wharf, production).
    """
    if v.seat is None:
        raise ValueError("sampling needs a seat's view")
    if v.rules is None:
        raise ValueError("sampling needs the view's rules")
    config_rules = v.rules
    r = rng.seed_state(seed)
    n = len(v.players)
    setup = config_rules.setup

    # The face-down stack: every plantation not seen anywhere, shuffled.
    left = list(setup.plantations)
    for p in v.players:
        for k in range(len(data.GOODS)):
            left[k] -= p.tiles[k]
        for k in p.forests:
            left[k] -= 1
    for k in (*v.row, *v.discard):
        left[k] -= 1
    if v.drawn >= 0:
        left[v.drawn] -= 1
    pile = [k for k, count in enumerate(left) for _ in range(count)]
    if len(pile) != v.stack_size or min(left, default=0) < 0:
        raise ValueError("the view's plantations do not add up")
    r, stack = rng.shuffle(r, pile)

    # VP: the viewer's own and, unless shown, the others' dealt at random.
    known = [p.vp for p in v.players]
    chips = config_rules.vp_chips
    if all(vp is not None for vp in known):
        vps = [int(vp or 0) for vp in known]
        extra = sum(vps) + v.vp_supply - chips
    else:
        extra = 0
        if "vp_exhausted" in v.triggers:  # the supply ran out once (a chip may be back, R-PR-29)
            r, extra = rng.below(r, n + 1)
        own = int(known[v.seat] or 0)
        others = [i for i in range(n) if known[i] is None]
        total = (
            chips
            + extra
            - v.vp_supply
            - own
            - sum(int(vp) for i, vp in enumerate(known) if vp is not None and i != v.seat)
        )
        if total < 0:
            raise ValueError("the view's VP do not add up")
        r, dealt = _deal_vp(r, total, [_ship_weight(v.players[i]) for i in others])
        vps = [int(vp) if vp is not None else 0 for vp in known]
        for i, vp in zip(others, dealt, strict=True):
            vps[i] = vp

    players = tuple(
        Player(
            doubloons=p.doubloons,
            vp=vps[i],
            goods=p.goods,
            tiles=p.tiles,
            worked=p.worked,
            city=p.city,
            staff=p.staff,
            idle=p.idle,
            nobles=p.nobles,
            forests=p.forests,
        )
        for i, p in enumerate(v.players)
    )
    bank = data.BANK_DOUBLOONS - sum(p.doubloons for p in v.players) - sum(v.card_money)
    started = v.phase not in ("role_choice", "game_over")
    r, state_rng = rng.next_u64(r)
    return State(
        rules=config_rules,
        rng=state_rng,
        players=players,
        roles=Roles(
            round=v.round,
            governor=v.governor,
            money=v.card_money,
            taker=v.card_taker,
            role=v.role,
        ),
        phase=v.phase,
        chooser=v.chooser,
        queue=v.queue,
        turn=Turn(
            todo=v.todo,
            started=started,
            hand=v.hand,
            target=v.target,
            kinds=v.kinds,
            single=v.single,
            nobles=v.hand_nobles,
            count=v.count,
            kept=v.kept,
            drawn=v.drawn,
        ),
        board=Board(
            colonist_supply=v.colonist_supply,
            colonist_ship=v.colonist_ship,
            vp_supply=v.vp_supply,
            vp_extra=extra,
            bank=bank,
            goods_supply=v.goods_supply,
            ship_good=v.ship_good,
            ship_load=v.ship_load,
            house=v.house,
            buildings=v.buildings,
            triggers=v.triggers,
            idle_turns=v.idle_turns,
            wharf_used=v.wharf_used,
            bonus_paid=v.bonus_paid,
            noble_supply=v.noble_supply,
            noble_ship=v.noble_ship,
            used=v.used,
            seen=v.seen,
            taken=v.taken,
        ),
        plantations=Plantations(stack=stack, row=v.row, discard=v.discard, quarries=v.quarries),
    )


def _ship_weight(p: PlayerView) -> float:
    """How much a seat is likely to have shipped: a base, plus its production and shippers."""
    weight = 2.0 + 0.5 * sum(p.worked[: len(data.GOODS)])
    for b in ("harbor", "wharf", "small_wharf", "church", "chapel", "union_hall"):
        if occupied(p.city, p.staff, b):
            weight += 1.5
    return weight


def _deal_vp(r: int, total: int, weights: list[float]) -> tuple[int, list[int]]:
    """`total` chips to the seats one by one, each with probability by its weight."""
    out = [0] * len(weights)
    if not weights:
        return r, out
    scale = 1 << 20
    cumulative = []
    acc = 0
    for w in weights:
        acc += max(1, int(w * scale))
        cumulative.append(acc)
    for _ in range(total):
        r, x = rng.below(r, acc)
        i = 0
        while cumulative[i] <= x:
            i += 1
        out[i] += 1
    return r, out
