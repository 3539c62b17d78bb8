"""The craftsman phase (R-PR-32–R-PR-37, D-PR-13): the Chapels' income, production for every
seat at once from the craftsman (Factory, Specialty factory, Jeweler income), then the
craftsman's privilege barrel (two with the Library)."""

from __future__ import annotations

from common.records import replace
from common.turns import clockwise_from
from puertorico import data
from puertorico.moves import PASS, TAKE_GOOD, Move, TakeGood
from puertorico.rules.queries import GOODS_N, nobles_of, privilege, production
from puertorico.rules.working_copy import Work, add
from puertorico.state import State, Turn


def open_workshops(w: Work) -> None:
    """The Chapels pay, every seat produces, and the craftsman's turn holds its privilege
    steps and the kinds it received (the only ones the privilege may take)."""
    seat = w.chooser
    _chapels(w, seat)
    received = _produce(w, seat)
    todo = ("craft_privilege",) * privilege(w, seat)
    w.turn = Turn(todo=todo, started=True, kinds=received)


def _chapels(w: Work, craftsman: int) -> None:
    """R-PR-33 (1): each occupied Chapel from the craftsman: a noble +1 VP, a colonist +1
    doubloon."""
    if not w.rules.exp_nobles:  # Chapels are Exp II buildings
        return
    for seat in clockwise_from(craftsman, w.rules.players):
        p = w.players[seat]
        if p.occupied("chapel"):
            if p.noble_on("chapel"):
                w.award(seat, 1)
            else:
                w.pay(seat, 1)


def _produce(w: Work, craftsman: int) -> int:
    """Production for every seat from the craftsman (R-PR-33–R-PR-36) with the Factory,
    Specialty factory and Jeweler income; the craftsman's received kinds as a bitmask, for
    the privilege."""
    supply = list(w.board.goods_supply)
    chooser_kinds = 0
    for seat in clockwise_from(craftsman, w.rules.players):
        p = w.players[seat]
        made = production(p)
        goods = list(p.goods)
        kinds = 0
        most = 0
        for g in range(GOODS_N):
            got = min(made[g], supply[g])
            if got:
                goods[g] += got
                supply[g] -= got
                kinds |= 1 << g
                if g != data.CORN:
                    most = max(most, got)
        if kinds:
            w.set_player(seat, replace(p, goods=tuple(goods)))
            if p.occupied("factory"):
                w.pay(seat, data.FACTORY_INCOME[kinds.bit_count()])
            if most > 1 and p.occupied("specialty_factory"):
                w.pay(seat, most - 1)
        if p.occupied("jeweler"):
            w.pay(seat, nobles_of(p))
        if seat == craftsman:
            chooser_kinds = kinds
    supply_t = tuple(supply)
    if supply_t != w.board.goods_supply:
        w.edit_board().goods_supply = supply_t
    return chooser_kinds


def privilege_goods(state: State, seat: int) -> list[Move]:
    """A barrel of a kind the craftsman received and the supply still has, or `pass`."""
    t = state.turn
    supply = state.board.goods_supply
    goods = [g for g in range(GOODS_N) if (t.kinds >> g) & 1 and supply[g]]
    if t.count and state.rules.library_craftsman_different:
        goods = [g for g in goods if g != t.single]
    return [*(TAKE_GOOD[g] for g in goods), PASS] if goods else []


def take_good(w: Work, seat: int, move: Move) -> None:
    if not isinstance(move, TakeGood):
        w.step_done()
        return
    g = data.GOOD_INDEX[move.good]
    board = w.edit_board()
    board.goods_supply = add(board.goods_supply, g, -1)
    p = w.players[seat]
    w.set_player(seat, replace(p, goods=add(p.goods, g, 1)))
    # The Library's second barrel may have to differ (library_craftsman_different).
    t = w.turn
    w.turn = replace(t, todo=t.todo[1:], single=g, count=1)
