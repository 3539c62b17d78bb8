"""What one seat may see (rulings/puertorico.md §8); `None` is the public table.

Almost everything in Puerto Rico is open. The view is still a separate type: it leaves out the
order of the face-down plantation stack and every VP total but the viewer's own (until the
game is over, or always with `open_vp`), so a renderer or bot holding it cannot reach them.
It keeps the public course of the phase (who still acts, the steps left, the captain's lap
count), so that `sampling.sample_state` can rebuild a full state from a view alone.
"""

from __future__ import annotations

from common import rng
from common.records import Record, replace
from puertorico import data
from puertorico.rules import to_act
from puertorico.state import (
    Rules,
    State,
    draft_options,
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
