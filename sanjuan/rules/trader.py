"""The trader phase (R-SJ-8, R-SJ-9, D-SJ-6): goods are sold one at a time at the prices of
the tile turned up, the income is drawn once the seat stops selling, then ANNO's Harbour
(R-AN-4) and the Market stand's and Market hall's offers."""

from __future__ import annotations

from common.records import replace
from sanjuan import data
from sanjuan.moves import DONE, PASS, SELL, STOW, Move, Sell, Stow
from sanjuan.rules.queries import ORDER, has_wares, sales_limit, sellable
from sanjuan.rules.turns import PRESENT
from sanjuan.rules.working_copy import Work
from sanjuan.state import NO_GOOD, State


def may_sell(state: State, seat: int) -> bool:
    return state.turn.count < sales_limit(state, seat) and has_wares(state.players[seat])


def sales(state: State, seat: int) -> list[Move]:
    """A loaded building of each type (and ANNO's Pawnshop card), then `pass` / `done`."""
    finish = DONE if state.turn.count else PASS
    return [*map(SELL.__getitem__, sellable(state.players[seat])), finish]


def sell(w: Work, seat: int, move: Move) -> None:
    """One sale: the good (or the Pawnshop card, R-AN-12) leaves face down; a Harbour owner's
    sold cards wait in `pending` for the Harbour choice (R-AN-4)."""
    if not isinstance(move, Sell):
        w.decline()
        return
    building = move.building
    t = w.turn
    p = w.players[seat]
    if building == "pawnshop":
        card, price = p.pawn, data.PAWNSHOP_PRICE
        w.set_player(seat, replace(p, anno=replace(p.anno, pawn=NO_GOOD)))
    else:
        index = w.slot(seat, building, loaded=True)
        card, price = p.goods[index], data.TILES[w.tile][data.GOOD_COLUMN[building]]
        w.set_good(seat, index, NO_GOOD)
    if "harbour" in PRESENT[w.rules.ruleset] and p.has_function("harbour"):
        w.turn = replace(
            t,
            count=t.count + 1,
            income=t.income + price,
            pending=(*t.pending, card),
            used=(*t.used, building),
        )
    else:
        w.discard += (card,)
        count, income = t.count + 1, t.income + price
        w.turn = replace(t, count=count, income=income)


def draw_income(w: Work, seat: int) -> bool:
    """The income of every sale at once, after the sold goods left (D-SJ-6)."""
    income = w.turn.income
    if income:
        w.to_hand(seat, w.take(income))
        w.step_done(income=0)
    else:
        w.turn = w.turn.done()
    return True


def has_sold(state: State, seat: int) -> bool:
    return bool(state.turn.pending)


def harbour_choices(state: State, seat: int) -> list[Move]:
    """ANNO Harbour: one sold card, named by the building it came from, or `pass` (D-AN-4)."""
    return [*map(STOW.__getitem__, sorted(set(state.turn.used), key=ORDER.__getitem__)), PASS]


def stow(w: Work, seat: int, move: Move) -> None:
    """The card goes under the Harbour, the other sold cards to the discard pile."""
    if not isinstance(move, Stow):
        w.decline()
        return
    t = w.turn
    p = w.players[seat]
    i = t.used.index(move.building)
    c = t.pending[i]
    anno = replace(w.tucked(seat, c, "harbour"), harbour=(*p.harbour, c))
    w.set_player(seat, replace(p, anno=anno))
    w.discard += t.pending[:i] + t.pending[i + 1 :]
    w.step_done(pending=())
