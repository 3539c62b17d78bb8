"""The producer phase (R-SJ-7, R-AN-8): goods are produced one at a time, face down from the
draw pile, onto empty production buildings, up to the seat's limit; then the Well's offer."""

from __future__ import annotations

from common.records import replace
from sanjuan.moves import DONE, PASS, PRODUCE, Move, Produce
from sanjuan.rules.queries import cards_left, producible, production_limit
from sanjuan.rules.working_copy import Work
from sanjuan.state import State


def may_produce(state: State, seat: int) -> bool:
    return state.turn.count < production_limit(state, seat) and cards_left(state)


def productions(state: State, seat: int) -> list[Move]:
    """An empty production building of each type, then `pass` (`done` after a good)."""
    kinds = producible(state, seat)
    if not kinds:
        return []
    return [*map(PRODUCE.__getitem__, kinds), DONE if state.turn.count else PASS]


def produce(w: Work, seat: int, move: Move) -> None:
    if not isinstance(move, Produce):
        w.decline()
        return
    t = w.turn
    got = w.take_unseen(1)
    if got:
        w.set_good(seat, w.slot(seat, move.building, loaded=False), got[0])
        used = (*t.used, move.building)
        w.turn = replace(t, count=t.count + 1, used=used)
    else:
        w.step_done()
