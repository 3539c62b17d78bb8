"""The councillor phase (R-SJ-3, D-SJ-4): each seat takes the action (or declines it before
the draw), draws, then keeps cards one at a time and discards the rest; with an Archive every
drawn card joins the hand and the surplus is discarded from the whole hand. In ANNO, empty
Pawnshops are filled first (R-AN-12)."""

from __future__ import annotations

from common.contract import IllegalMove
from common.records import replace
from common.turns import clockwise_from
from sanjuan.moves import DONE, DRAW, KEEP, PASS, Draw, Keep, Move
from sanjuan.rules.queries import KIND, cards_left, councillor_counts, distinct_types
from sanjuan.rules.turns import PRESENT
from sanjuan.rules.working_copy import Work
from sanjuan.state import NO_GOOD, State


def pawnshop_fills(state: State) -> tuple[int, ...]:
    """Seats whose Pawnshop is empty, clockwise from the chooser (they fill it first)."""
    if "pawnshop" not in PRESENT[state.rules.ruleset]:
        return ()
    return tuple(
        s
        for s in clockwise_from(state.chooser, state.rules.players)
        if state.players[s].has_function("pawnshop") and state.players[s].pawn == NO_GOOD
    )


def may_draw(state: State, seat: int) -> bool:
    return cards_left(state)


def draw_or_pass(state: State, seat: int) -> list[Move]:
    """The councillor action is taken, or declined before the draw (R-SJ-3)."""
    return [DRAW, PASS]


def draw(w: Work, seat: int, move: Move) -> None:
    """The seat's cards are drawn once it takes the action (R-SJ-3, D-SJ-4)."""
    if not isinstance(move, Draw):
        w.turn = w.turn.done().done()  # declined: nothing drawn, nothing to keep
        return
    t = w.turn
    draws, keep = councillor_counts(w, seat)
    cards = w.take(draws)
    if w.players[seat].has_function("archive"):
        # Archive: everything joins the hand; the surplus goes from the whole hand.
        w.to_hand(seat, cards)
        w.turn = replace(t, todo=("discard",), owed=max(0, len(cards) - keep))
    else:
        w.turn = replace(t, todo=t.todo[1:], pending=cards)


def has_pending(state: State, seat: int) -> bool:
    return bool(state.turn.pending)


def keeps(state: State, seat: int) -> list[Move]:
    """A drawn card of each type, and `done` once one is kept: the first card must be kept,
    the action was declined, if at all, before the draw."""
    t = state.turn
    keeps: list[Move] = [*map(KEEP.__getitem__, distinct_types(t.pending))]
    return [*keeps, DONE] if t.count else keeps


def keep(w: Work, seat: int, move: Move) -> None:
    """Keep one drawn card; after the last one allowed the rest are discarded."""
    if not isinstance(move, Keep):
        w.decline()
        return
    t = w.turn
    i = remove_type(t.pending, move.card)
    w.to_hand(seat, (t.pending[i],))
    pending = t.pending[:i] + t.pending[i + 1 :]
    kept = t.count + 1
    if kept >= councillor_counts(w, seat)[1] or not pending:
        w.discard += pending
        w.step_done(pending=(), count=kept)
    else:
        w.turn = replace(t, pending=pending, count=kept)


def remove_type(cards: tuple[int, ...], card_type: str) -> int:
    """Where a card of this type lies among `cards`."""
    for i, c in enumerate(cards):
        if KIND[c] == card_type:
            return i
    raise IllegalMove(f"no {card_type} among the drawn cards")
