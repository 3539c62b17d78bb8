"""What one seat may see (rulings/puertorico.md §8); `None` is the public table.

Almost everything in Puerto Rico is open. The view is still a separate type: it leaves out the
order of the face-down plantation stack and every VP total but the viewer's own (until the
game is over, or always with `open_vp`), so a renderer or bot holding it cannot reach them.
It keeps the public course of the phase (who still acts, the steps left, the captain's lap
count), so that `sample_state` can rebuild a full state from a view alone.
"""

from __future__ import annotations

from common import rng
from common.records import Record, replace
from puertorico import data
from puertorico.rules import to_act
from puertorico.state import (
    Board,
    Plantations,
    Player,
    Roles,
    Rules,
    State,
    Turn,
    draft_options,
    occupied,
)


class PlayerView(Record, frozen=True):
    seat: int
    doubloons: int
    vp: int | None
    """VP from chips: the viewer's own, or everyone's once over or with `open_vp` (R-PR-64)."""
    goods: tuple[int, ...]
    tiles: tuple[int, ...]
    worked: tuple[int, ...]
    city: tuple[str, ...]
    staff: tuple[int, ...]
    idle: int
    nobles: tuple[str, ...]
    """Where the player's nobles stand (building, island kind or "windrose")."""
    forests: tuple[int, ...]
    """Forests by the plantation kind under them (public, R-PR-65)."""


class SeatView(Record, frozen=True):
    seat: int | None
    players: tuple[PlayerView, ...]
    round: int
    governor: int
    cards: tuple[str, ...]
    card_money: tuple[int, ...]
    card_taker: tuple[int, ...]
    phase: str
    chooser: int
    to_act: int | None
    step: str
    """The decision the seat on turn faces: role_choice, a Turn step, or "" when over."""
    hand: int
    """Mayor placement: pieces the seat on turn still holds."""
    target: str
    kinds: int
    single: int
    hand_nobles: int
    """Mayor placement: nobles among the pieces in hand."""
    count: int
    drawn: int
    """A plantation just drawn (Hacienda, Land office), public (R-PR-65), or -1."""
    colonist_supply: int
    colonist_ship: int
    noble_supply: int
    noble_ship: int
    nobles_in_play: bool
    role: str
    """The role card being resolved, also during the guest window."""
    draft: tuple[str, ...]
    """Draft: the types that may still be chosen (§4.1); empty otherwise."""
    vp_supply: int
    goods_supply: tuple[int, ...]
    cargo: tuple[int, ...]
    ship_good: tuple[int, ...]
    ship_load: tuple[int, ...]
    house: tuple[int, ...]
    stack_size: int
    row: tuple[int, ...]
    discard: tuple[int, ...]
    quarries: int
    buildings: tuple[int, ...]
    costs: tuple[tuple[str, int], ...]
    """Printed costs of the building types (R-PR-4 may swap two)."""
    triggers: tuple[str, ...]
    wharf_used: int
    bonus_paid: bool
    open_vp: bool
    over: bool
    queue: tuple[int, ...] = ()
    """Seats still to act in the running phase or step, the one on turn first (public)."""
    todo: tuple[str, ...] = ()
    """The steps left in the turn of the seat on turn (`step` is the first)."""
    kept: tuple[int, ...] = ()
    """Storage: barrels per good kept one by one (Storehouse), as chosen at the table."""
    idle_turns: int = 0
    """Captain loading: consecutive turns without a load action."""
    used: int = 0
    """Seats that used their Small wharf (captain) or Villa (mayor) this phase."""
    seen: int = 0
    """Captain: seats that had their first turn (R-PR-48)."""
    taken: int = 0
    """Mayor: pieces already taken from the colonist ship."""
    rules: Rules | None = None
    """The game's rules and options (public)."""


_COSTS = {
    False: tuple(sorted(data.COST.items())),
    True: tuple(sorted(data.COST_SWAPPED.items())),
}


def view(state: State, seat: int | None) -> SeatView:
    over = state.phase == "game_over"
    rules = state.rules
    shown = over or rules.open_vp
    players = tuple(
        PlayerView(
            seat=i,
            doubloons=p.doubloons,
            vp=p.vp if (shown or i == seat) else None,
            goods=p.goods,
            tiles=p.tiles,
            worked=p.worked,
            city=p.city,
            staff=p.staff,
            idle=p.idle,
            nobles=p.nobles,
            forests=p.forests,
        )
        for i, p in enumerate(state.players)
    )
    actor = to_act(state)
    t = state.turn
    if state.phase == "role_choice":
        step = "role_choice"
    elif actor is None or not t.todo:
        step = ""
    else:
        step = t.todo[0]
    b = state.board
    plantations = state.plantations
    return SeatView(
        seat=seat,
        players=players,
        round=state.roles.round,
        governor=state.roles.governor,
        cards=rules.setup.cards,
        card_money=state.roles.money,
        card_taker=state.roles.taker,
        phase=state.phase,
        chooser=state.chooser,
        to_act=actor,
        step=step,
        hand=t.hand,
        target=t.target,
        kinds=t.kinds,
        single=t.single,
        hand_nobles=t.nobles,
        count=t.count,
        drawn=t.drawn,
        colonist_supply=b.colonist_supply,
        colonist_ship=b.colonist_ship,
        noble_supply=b.noble_supply,
        noble_ship=b.noble_ship,
        nobles_in_play=rules.exp_nobles,
        role=state.roles.role,
        draft=tuple(draft_options(rules, b.buildings)) if state.phase == "draft" else (),
        vp_supply=b.vp_supply,
        goods_supply=b.goods_supply,
        cargo=rules.setup.cargo,
        ship_good=b.ship_good,
        ship_load=b.ship_load,
        house=b.house,
        stack_size=len(plantations.stack),
        row=tuple(sorted(plantations.row)),
        discard=tuple(sorted(plantations.discard)),
        quarries=plantations.quarries,
        buildings=b.buildings,
        costs=_COSTS[rules.university_factory_swap],
        triggers=b.triggers,
        wharf_used=b.wharf_used,
        bonus_paid=b.bonus_paid,
        open_vp=rules.open_vp,
        over=over,
        queue=state.queue,
        todo=t.todo,
        kept=t.kept,
        idle_turns=b.idle_turns,
        used=b.used,
        seen=b.seen,
        taken=b.taken,
        rules=rules,
    )


def public_at_end(before: State, after: State, final: State) -> bool:
    """Whether the end of the game shows everyone what only the mover saw of a move: always,
    since only VP chips are secret and the end reveals them (R-PR-64)."""
    return True


def shuffle_hidden(state: State, seat: int, seed: int) -> State:
    """A state `seat` cannot tell from `state`: the plantation stack reshuffled, and (unless
    VP are open) the other seats' VP totals dealt out again among those seats.

    The VP sum is kept, so the chip supply and its ledger still add up.
    """
    r = rng.seed_state(seed)
    r, stack = rng.shuffle(r, state.plantations.stack)
    players = list(state.players)
    if state.phase != "game_over" and not state.rules.open_vp:
        others = [i for i in range(len(players)) if i != seat]
        r, totals = rng.shuffle(r, [players[i].vp for i in others])
        for i, vp in zip(others, totals, strict=True):
            players[i] = replace(players[i], vp=vp)
    return replace(
        state,
        plantations=replace(state.plantations, stack=stack),
        players=tuple(players),
        rng=rng.next_u64(state.rng ^ seed)[0],
        legal=None,  # another position: its moves are derived again
    )


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
