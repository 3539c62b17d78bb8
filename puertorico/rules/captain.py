"""The captain phase (R-PR-41–R-PR-50): loading goes round in laps until a lap passes without
a load (D-PR-5), with the Wharf, the Small wharf and the Royal supplier (D-PR-21); then
storage (D-PR-3, D-PR-19) and only the full ships are unloaded."""

from __future__ import annotations

from common.records import replace
from puertorico import data
from puertorico.moves import (
    DONE,
    KEEP,
    PASS,
    RETURN_GOOD,
    SHIP,
    STORE,
    Done,
    Keep,
    Load,
    Move,
    Pass,
    Return,
    Ship,
    Store,
    Use,
)
from puertorico.rules.queries import (
    GOODS_N,
    keeps_all,
    kept,
    load_options,
    nobles_of,
    privilege,
    storage,
)
from puertorico.rules.roles import FINISHED, end_role, plain_turn
from puertorico.rules.working_copy import Work, add
from puertorico.state import IDLE, State, Turn, started


def captain_turn(w: Work, seat: int) -> Turn:
    """R-PR-48: at a seat's first captain turn the Union hall scores, the captain's
    Lighthouse pays, and a Royal supplier with nobles may return barrels first. A seat
    without barrels has nothing to load, ship or return: its turn is empty."""
    p = w.players[seat]
    if not w.rules.expansion or (w.board.seen >> seat) & 1:
        return plain_turn(w, seat) if any(p.goods) else FINISHED
    w.edit_board().seen |= 1 << seat
    if p.occupied("union_hall"):
        vp = sum(n // 2 for n in p.goods)
        if vp:
            w.award(seat, vp)
    if seat == w.chooser and p.occupied("lighthouse"):
        w.pay(seat, 1)
    if not any(p.goods):
        return FINISHED
    todo = plain_turn(w, seat).todo
    if p.occupied("royal_supplier") and nobles_of(p):
        return started(("royal_supplier", *todo))
    return started(todo)


def next_in_lap(w: Work) -> None:
    """The seat's turn is over; a lap of turns without a load ends the loading."""
    board = w.edit_board()
    board.idle_turns = 0 if w.turn.target else board.idle_turns + 1
    if board.idle_turns >= w.rules.players:
        w.queue = ()
    else:
        w.queue = (*w.queue[1:], w.queue[0])
    w.turn = IDLE


def after_loading(w: Work) -> str:
    board = w.edit_board()
    board.idle_turns = 0
    board.wharf_used = 0
    board.bonus_paid = False
    board.used = 0
    board.seen = 0
    return "captain_storage"


# -- loading ------------------------------------------------------------------------------


def loads(state: State, seat: int) -> list[Move]:
    """The load actions; `pass` only when no cargo ship takes anything (R-PR-43)."""
    moves, cargo = load_options(state, seat)
    return moves if cargo or not moves else [*moves, PASS]


def load(w: Work, seat: int, move: Move) -> None:
    """One load action: the barrels leave, 1 VP each plus the bonuses (R-PR-42–47)."""
    t = w.turn
    if isinstance(move, Pass):
        w.step_done()
        return
    if isinstance(move, Use):  # the Small wharf is the turn's load action
        w.turn = replace(t, todo=t.todo[1:], target="small_wharf")
        return
    assert isinstance(move, Load)
    g = data.GOOD_INDEX[move.good]
    p = w.players[seat]
    board = w.edit_board()
    if move.ship == data.WHARF:
        amount = p.goods[g]
        board.goods_supply = add(board.goods_supply, g, amount)
        board.wharf_used |= 1 << seat
    else:
        i = w.rules.setup.cargo.index(data.SHIP_CAPACITY[move.ship])
        amount = min(p.goods[g], data.SHIP_CAPACITY[move.ship] - board.ship_load[i])
        board.ship_good = board.ship_good[:i] + (g,) + board.ship_good[i + 1 :]
        board.ship_load = add(board.ship_load, i, amount)
    w.set_player(seat, replace(p, goods=add(p.goods, g, -amount)))
    w.award(seat, amount + _load_bonus(w, seat))
    # The turn is over: the Small wharf's step follows only its own use.
    w.turn = replace(t, todo=(), target=move.ship)


def _load_bonus(w: Work, seat: int) -> int:
    """The VP a load action adds (Harbor, the captain's privilege once, R-PR-46, R-PR-47);
    pays the Lighthouse doubloon."""
    p = w.players[seat]
    vp = int(p.occupied("harbor"))
    if seat == w.chooser and not w.board.bonus_paid:
        vp += privilege(w, seat)
        w.edit_board().bonus_paid = True
    if p.occupied("lighthouse"):
        w.pay(seat, 1)
    return vp


def small_wharf(state: State, seat: int) -> list[Move]:
    """One barrel at a time onto the Small wharf, `done` after at least one (R-PR-45)."""
    t = state.turn
    if t.target != "small_wharf":
        return []
    goods = state.players[seat].goods
    moves: list[Move] = [SHIP[g] for g in range(GOODS_N) if goods[g]]
    return [*moves, DONE] if t.count else moves


def ship(w: Work, seat: int, move: Move) -> None:
    t = w.turn
    if isinstance(move, Ship):
        g = data.GOOD_INDEX[move.good]
        p = w.players[seat]
        w.set_player(seat, replace(p, goods=add(p.goods, g, -1)))
        board = w.edit_board()
        board.goods_supply = add(board.goods_supply, g, 1)
        w.turn = replace(t, count=t.count + 1)
        return
    assert isinstance(move, Done)
    # The barrels shipped so far score ⌊n/2⌋ VP plus the bonuses once.
    w.edit_board().used |= 1 << seat
    w.award(seat, t.count // 2 + _load_bonus(w, seat))
    w.step_done()


def royal_returns(state: State, seat: int) -> list[Move]:
    """Before the first load: barrels of different kinds, one VP each, up to one per noble."""
    t = state.turn
    p = state.players[seat]
    if t.kinds.bit_count() >= nobles_of(p):
        return []
    goods = p.goods
    moves: list[Move] = [
        RETURN_GOOD[g] for g in range(GOODS_N) if goods[g] and not (t.kinds >> g) & 1
    ]
    return [*moves, PASS if not t.kinds else DONE] if moves else []


def royal_return(w: Work, seat: int, move: Move) -> None:
    if not isinstance(move, Return):
        w.step_done()
        return
    t = w.turn
    g = data.GOOD_INDEX[move.item]
    p = w.players[seat]
    w.set_player(seat, replace(p, goods=add(p.goods, g, -1)))
    board = w.edit_board()
    board.goods_supply = add(board.goods_supply, g, 1)
    w.award(seat, 1)
    w.turn = replace(t, kinds=t.kinds | 1 << g)


# -- storage (R-PR-49) ------------------------------------------------------------------------


def storage_turn(w: Work, seat: int) -> Turn:
    """A seat without barrels has nothing to keep or return: its turn is empty."""
    return plain_turn(w, seat) if any(w.players[seat].goods) else FINISHED


def settle_storage(w: Work, seat: int) -> list[Move]:
    """The storage choices; none once the seat's storage is finished because nothing is left
    to choose: everything fits, or no way to keep more remains."""
    p = w.players[seat]
    t = w.turn
    left, slots, single = storage(p, t)
    if not left or (slots <= 0 and single <= 0):
        _store_finish(w, seat, keep_rest=False)
        return []
    if keeps_all(p, t, left, slots, single):
        _store_finish(w, seat, keep_rest=True)
        return []
    return _storage_moves(t, left, slots, single)


def storage_choices(state: State, seat: int) -> list[Move]:
    t = state.turn
    return _storage_moves(t, *storage(state.players[seat], t))


def _storage_moves(t: Turn, left: list[int], slots: int, single: int) -> list[Move]:
    """A kind into a free warehouse, a barrel kept one by one, or `done`."""
    moves: list[Move] = [STORE[g] for g in left if not kept(t, g)] if slots > 0 else []
    if single > 0:
        moves += [KEEP[g] for g in left]
    return [*moves, DONE]


def store(w: Work, seat: int, move: Move) -> None:
    t = w.turn
    if isinstance(move, Store):
        w.turn = replace(t, kinds=t.kinds | 1 << data.GOOD_INDEX[move.good])
    elif isinstance(move, Keep):
        g = data.GOOD_INDEX[move.good]
        if t.single < 0:
            w.turn = replace(t, single=g)
        else:
            w.turn = replace(t, kept=add(t.kept or (0,) * GOODS_N, g, 1))
    else:
        _store_finish(w, seat, keep_rest=False)


def _store_finish(w: Work, seat: int, keep_rest: bool) -> None:
    """End a seat's storage: kept kinds stay, the barrels kept one by one stay, the rest is
    returned."""
    p = w.players[seat]
    if not any(p.goods):
        w.step_done()  # nothing to keep or return: most seats, most rounds
        return
    t = w.turn
    goods = list(p.goods)
    if not keep_rest:
        for g in range(GOODS_N):
            if not (t.kinds >> g) & 1:
                goods[g] = min(goods[g], kept(t, g))
    returned = [a - b for a, b in zip(p.goods, goods, strict=True)]
    if any(returned):
        board = w.edit_board()
        board.goods_supply = tuple(a + b for a, b in zip(board.goods_supply, returned, strict=True))
        w.set_player(seat, replace(p, goods=tuple(goods)))
    w.step_done()


def after_storage(w: Work) -> str:
    """R-PR-50: only full cargo ships are emptied into the supply."""
    caps = w.rules.setup.cargo
    board = w.edit_board()
    supply = list(board.goods_supply)
    goods = list(board.ship_good)
    loads = list(board.ship_load)
    for i, cap in enumerate(caps):
        if loads[i] >= cap:
            supply[goods[i]] += loads[i]
            goods[i], loads[i] = -1, 0
    board.goods_supply = tuple(supply)
    board.ship_good = tuple(goods)
    board.ship_load = tuple(loads)
    return end_role(w)
