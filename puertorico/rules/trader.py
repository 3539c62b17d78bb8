"""The trader phase (R-PR-38–R-PR-40): one barrel to the trading house (or the seat's own
Trading post), with the Land office's plantation deal before or after the sale (D-PR-21);
a full trading house is emptied at the end."""

from __future__ import annotations

from common.records import replace
from puertorico import data
from puertorico.moves import (
    FOREST,
    PASS,
    SELL,
    SELL_POST,
    TAKE_TILE,
    USE,
    Discard,
    Forest,
    Move,
    Pass,
    Sell,
    TakeTile,
)
from puertorico.rules.island import discard_moves
from puertorico.rules.queries import sale_income, sale_options
from puertorico.rules.roles import FINISHED, end_role, plain_turn
from puertorico.rules.settler import draw_and_lay, take_tile
from puertorico.rules.working_copy import Work, add
from puertorico.state import State, Turn


def trader_turn(w: Work, seat: int) -> Turn:
    """A seat without barrels or a Land office has nothing to do: its turn is empty."""
    p = w.players[seat]
    return plain_turn(w, seat) if any(p.goods) or "land_office" in p.city else FINISHED


def sales(state: State, seat: int) -> list[Move]:
    house, post = sale_options(state, seat)
    moves = [*(SELL[g] for g in house), *(SELL_POST[g] for g in post)]
    return [*moves, PASS] if moves else []


def sell(w: Work, seat: int, move: Move) -> None:
    if isinstance(move, Sell):
        g = data.GOOD_INDEX[move.good]
        income = sale_income(w, seat, g, move.trading_post)
        p = w.players[seat]
        w.set_player(seat, replace(p, goods=add(p.goods, g, -1)))
        board = w.edit_board()
        if move.trading_post:
            board.goods_supply = add(board.goods_supply, g, 1)
        else:
            board.house = (*board.house, g)
        w.pay(seat, income)
    if "land_office" in w.players[seat].city:
        w.step_done()
    else:  # only the Land office's second chance can follow the sale
        w.turn = FINISHED


def after_trader(w: Work) -> str:
    """A full trading house is emptied into the supply (R-PR-38)."""
    if len(w.board.house) >= data.HOUSE_SPACES:
        board = w.edit_board()
        supply = list(board.goods_supply)
        for g in board.house:
            supply[g] += 1
        board.goods_supply = tuple(supply)
        board.house = ()
    return end_role(w)


# -- Land office (R-PR-40) --------------------------------------------------------------------


def land_office(state: State, seat: int) -> list[Move]:
    """Once per trader phase (Turn.count), by the piece kind on it."""
    return [USE["land_office"], PASS] if _land_office_usable(state, seat) else []


def _land_office_usable(state: State, seat: int) -> bool:
    p = state.players[seat]
    if state.turn.count or not p.occupied("land_office"):
        return False
    if p.noble_on("land_office"):
        return bool(discard_moves(p))
    if not p.doubloons or p.island() >= data.ISLAND_SPACES:
        return False
    plantations = state.plantations
    if state.rules.land_office_face_down:
        return bool(plantations.stack or plantations.discard)
    return bool(plantations.row)


def use_land_office(w: Work, seat: int, move: Move) -> None:
    """A noble discards a tile for 1 doubloon; a colonist pays 1 doubloon for a face-up
    plantation (or, with the option, the top of the stack)."""
    if isinstance(move, Pass):
        w.step_done()
        return
    p = w.players[seat]
    t = replace(w.turn, count=1)
    w.turn = t
    if p.noble_on("land_office"):
        w.turn = replace(t, todo=("land_discard", *t.todo[1:]))
        return
    w.pay(seat, -1)
    if w.rules.land_office_face_down:
        draw_and_lay(w, seat)
    else:
        w.turn = replace(t, todo=("land_take", *t.todo[1:]))


def land_takes(state: State, seat: int) -> list[Move]:
    row = sorted(set(state.plantations.row))
    wood: list[Move] = (
        [FOREST[k] for k in row] if state.players[seat].occupied("forest_house") else []
    )
    return [*(TAKE_TILE[k] for k in row), *wood]


def land_take(w: Work, seat: int, move: Move) -> None:
    t = w.turn
    if isinstance(move, TakeTile):
        take_tile(w, seat, move.tile)
        w.turn = replace(t, todo=t.todo[1:], target="")
        return
    assert isinstance(move, Forest)
    k = data.ISLAND_INDEX[move.tile]
    w.from_row(k)
    w.turn = replace(t, target="")
    w.lay(seat, k, forest=True)
    w.step_done()


def land_discards(state: State, seat: int) -> list[Move]:
    return discard_moves(state.players[seat])


def land_discard(w: Work, seat: int, move: Move) -> None:
    assert isinstance(move, Discard)
    w.discard_tile(seat, data.ISLAND_INDEX[move.tile], move.forest)
    w.pay(seat, 1)
    w.step_done()
