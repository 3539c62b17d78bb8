"""The builder phase (R-SJ-1, R-SJ-5, R-SJ-14): a build, then its payment card by card (goods
too with a Black market), then the Carpenter's and Poor house's offers. ANNO's Cathedral is
built from the middle of the table (R-AN-9), and Fire can later take a building with every
card under it, so ANNO keeps track of what lies under which building (R-AN-18).
"""

from __future__ import annotations

from common.records import replace
from sanjuan.moves import PASS, PAY, PAY_GOOD, Build, Move, Pay, PayGood
from sanjuan.rules.queries import (
    CATHEDRAL,
    FUNCTION,
    KIND,
    build_cost,
    build_options,
    distinct_types,
    loaded,
    pay_goods_allowed,
    rebuild_options,
)
from sanjuan.rules.turns import AFTER_BUILD, AFTER_FREE_BUILD, own_steps, step_functions
from sanjuan.rules.working_copy import Work
from sanjuan.state import NO_GOOD, Player, State, with_city


def builds(state: State, seat: int) -> list[Move]:
    """Every affordable build, then `pass`; nothing when none is affordable (D-SJ-3)."""
    if not state.players[seat].hand and state.cathedral == NO_GOOD:
        return []
    options: list[Move] = [*build_options(state, seat)]
    return [*options, PASS] if options else []


def build(w: Work, seat: int, move: Move) -> None:
    """R-SJ-1: the card goes into the city (a Crane build covers an own building); the turn
    goes on with the payment and the offers of the builder's buildings."""
    if not isinstance(move, Build):
        w.discard += w.turn.pending
        w.turn = replace(w.turn, todo=())
        return
    if move.building == CATHEDRAL:
        card, w.cathedral = w.cathedral, NO_GOOD
    else:
        card = w.from_hand(seat, move.building)
    p = w.players[seat]
    if move.over:
        index = w.slot(seat, move.over, move.over_loaded)
        old, good = p.city[index], p.goods[index]
        city = p.city[:index] + (card,) + p.city[index + 1 :]
        goods = p.goods[:index] + (NO_GOOD,) + p.goods[index + 1 :]
        covered, anno = p.covered, p.anno
        if KIND[old] == CATHEDRAL:
            w.cathedral = old  # it returns face up to the middle (R-AN-9)
        else:
            covered = (*covered, old)
        if w.rules.event_copies:
            # What lay under the covered building now lies under the new one (R-AN-18).
            under = tuple((c, card if host == old else host) for c, host in anno.under)
            if KIND[old] != CATHEDRAL:
                under += ((old, card),)
            anno = replace(anno, under=under)
        if anno.pawn != NO_GOOD and FUNCTION[KIND[old]] == "pawnshop":
            w.discard += (anno.pawn,)  # R-AN-12(5)
            anno = replace(anno, pawn=NO_GOOD)
        w.set_player(seat, with_city(p, city, goods, covered=covered, anno=anno))
        if good != NO_GOOD:
            w.discard += (good,)
        others = tuple(KIND[c] for c in city if c != card)
    else:
        others = p.types()
        w.set_player(seat, with_city(p, (*p.city, card), (*p.goods, NO_GOOD)))
    privilege = w.privilege if seat == w.chooser else 0
    cost = build_cost(move.building, move.over, others, privilege)
    # Nothing to pay: the payment step is left out rather than dropped when reached.
    todo = own_steps(
        AFTER_BUILD if cost else AFTER_FREE_BUILD, step_functions(w.players[seat].city)
    )
    t = w.turn
    w.turn = replace(t, todo=todo, count=0, owed=cost, built=move.building)


def owes(state: State, seat: int) -> bool:
    return state.turn.owed > 0


def payments(state: State, seat: int) -> list[Move]:
    """A card of each type in hand; with a Black market also a good (R-SJ-4)."""
    p = state.players[seat]
    return _payments(p, distinct_types(p.hand), pay_goods_allowed(state, seat))


def _payments(p: Player, types: tuple[str, ...], goods_allowed: bool) -> list[Move]:
    """`types`: the types in the seat's hand (`distinct_types`)."""
    moves: list[Move] = [*map(PAY.__getitem__, types)]
    if goods_allowed:
        moves += map(PAY_GOOD.__getitem__, loaded(p))
    return moves


def pay(w: Work, seat: int, move: Move) -> None:
    t = w.turn
    if isinstance(move, Pay):
        w.discard += (w.from_hand(seat, move.card),)
        w.turn = replace(t, owed=t.owed - 1)
    else:
        assert isinstance(move, PayGood)
        index = w.slot(seat, move.building, loaded=True)
        w.discard += (w.players[seat].goods[index],)
        w.set_good(seat, index, NO_GOOD)
        w.turn = replace(t, owed=t.owed - 1, count=t.count + 1)


def pay_at_once(w: Work, seat: int) -> list[Move]:
    """The payments to choose from; none once the payment is made at once, where every
    remaining hand card must go or they are all alike: nothing to choose (D-SJ-5)."""
    p = w.players[seat]
    t = w.turn
    goods_allowed = pay_goods_allowed(w, seat)
    types = distinct_types(p.hand)
    if goods_allowed or (len(p.hand) != t.owed and len(types) != 1):
        return _payments(p, types, goods_allowed)
    paid = p.hand[: t.owed]
    w.renew(seat, p, p.hand[t.owed :], p.goods)
    w.discard += paid
    w.step_done(owed=0)
    return []


def rebuilds(state: State, seat: int) -> list[Move]:
    """ANNO Reconstruction: a free build of cost ≤ 4, or `pass` (R-AN-17)."""
    options: list[Move] = [*rebuild_options(state, seat)]
    return [*options, PASS] if options else []


def rebuild(w: Work, seat: int, move: Move) -> None:
    if not isinstance(move, Build):
        w.decline()
        return
    c = w.from_hand(seat, move.building)
    p = w.players[seat]
    w.set_player(seat, with_city(p, (*p.city, c), (*p.goods, NO_GOOD)))
    w.step_done()
