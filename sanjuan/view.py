"""What one seat may see (rulings/sanjuan.md §8); `None` is the public table.

The view is a separate type built from public fields only, so a renderer or bot holding a
view cannot reach another seat's hand, Chapel cards, the goods' identities or the draw order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from common import rng
from sanjuan import data
from sanjuan.rules import to_act
from sanjuan.state import NO_GOOD, State

DECK = data.DECK


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    city: tuple[str, ...]
    goods: tuple[bool, ...]
    """Whether each building in `city` holds a good (its identity is hidden from everyone)."""
    covered: tuple[str, ...]
    hand_size: int
    hand: tuple[str, ...] | None
    """The card types in hand: the viewing seat's own hand only."""
    chapel_size: int | None
    """Own Chapel count; others' only after the game is over (R-SJ-15)."""


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int | None
    players: tuple[PlayerView, ...]
    draw_size: int
    discard_size: int
    tile: str
    tile_history: tuple[str, ...]
    round: int
    governor: int
    picks: tuple[tuple[str, int], ...]
    phase: str
    chooser: int
    privilege: int
    to_act: int | None
    step: str
    """The decision the seat on turn faces ("" when none)."""
    owed: int
    count: int
    built: str
    pending: tuple[str, ...] | None
    """Cards drawn and waiting for a choice: visible to the drawer, or to all for a Gold mine."""
    pending_size: int
    gold_reveal: tuple[str, ...]
    over: bool


def view(state: State, seat: int | None) -> SeatView:
    over = state.phase == "over"
    players = tuple(
        PlayerView(
            seat=i,
            city=p.types(),
            goods=tuple(g != NO_GOOD for g in p.goods),
            covered=tuple(DECK[c] for c in p.covered),
            hand_size=len(p.hand),
            hand=tuple(DECK[c] for c in p.hand) if i == seat else None,
            chapel_size=len(p.chapel) if (i == seat or over) else None,
        )
        for i, p in enumerate(state.players)
    )
    actor = to_act(state)
    t = state.turn
    step = t.todo[0] if (t.todo and actor is not None and state.phase != "pick") else ""
    public_pending = step == "gold_keep"
    pending = None
    if t.pending and (public_pending or actor == seat):
        pending = tuple(DECK[c] for c in t.pending)
    if state.rules.show_tile_history:
        history = state.tile_history
    else:
        history = (state.tile,) if state.tile else ()
    return SeatView(
        seat=seat,
        players=players,
        draw_size=len(state.draw),
        discard_size=len(state.discard),
        tile=state.tile,
        tile_history=history,
        round=state.round,
        governor=state.governor,
        picks=state.picks,
        phase=state.phase,
        chooser=state.chooser,
        privilege=state.privilege,
        to_act=actor,
        step=step if state.phase != "pick" else "pick",
        owed=t.owed,
        count=t.count,
        built=t.built,
        pending=pending,
        pending_size=len(t.pending),
        gold_reveal=tuple(DECK[c] for c in state.gold_reveal),
        over=over,
    )


def shuffle_hidden(state: State, seat: int, seed: int) -> State:
    """Reshuffle every card hidden from `seat` among the hidden places, keeping all sizes.

    Hidden from a seat: the draw and discard piles, every good (nobody sees those), other
    seats' hands and Chapel cards, and cards drawn by another seat and not yet placed.
    """
    t = state.turn
    own_turn = bool(state.queue) and state.queue[0] == seat and state.phase != "pick"
    pending_hidden = bool(t.pending) and not (own_turn or (t.todo and t.todo[0] == "gold_keep"))
    hidden: list[int] = [*state.draw, *state.discard]
    if pending_hidden:
        hidden += t.pending
    for i, p in enumerate(state.players):
        if i != seat:
            hidden += [*p.hand, *p.chapel]
        hidden += [g for g in p.goods if g != NO_GOOD]
    _, cards = rng.shuffle(rng.seed_state(seed), hidden)
    deal = iter(cards)

    def take(n: int) -> tuple[int, ...]:
        return tuple(next(deal) for _ in range(n))

    draw, discard = take(len(state.draw)), take(len(state.discard))
    pending = take(len(t.pending)) if pending_hidden else t.pending
    players = []
    for i, p in enumerate(state.players):
        hand = p.hand if i == seat else take(len(p.hand))
        chapel = p.chapel if i == seat else take(len(p.chapel))
        goods = tuple(g if g == NO_GOOD else next(deal) for g in p.goods)
        players.append(replace(p, hand=hand, chapel=chapel, goods=goods))
    return replace(
        state,
        draw=draw,
        discard=discard,
        players=tuple(players),
        turn=replace(t, pending=pending),
        rng=rng.next_u64(state.rng ^ seed)[0],
    )
