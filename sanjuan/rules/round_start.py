"""What happens outside the roles: the starting-hand draft (rulings §4.4), and the round-start
phases of every later round (rulings §4.5): ANNO's Office (R-AN-2), the Chapel (R-SJ-19) with
ANNO's Bank (R-AN-3), and the hand limit (R-SJ-12). Also the steps that discard what a seat
owes, shared by the councillor's Archive and ANNO's Taxation, and the discard-and-draw swaps
of the Office and of Revolution."""

from __future__ import annotations

from common.records import replace
from common.turns import clockwise_from
from sanjuan import data
from sanjuan.moves import DEPOSIT, DISCARD, DONE, PASS, TUCK, Deposit, Discard, Move, Tuck
from sanjuan.rules.queries import distinct_types, hand_limit
from sanjuan.rules.turns import PRESENT
from sanjuan.rules.working_copy import Work
from sanjuan.state import State

# -- who takes part -------------------------------------------------------------------------


def office_seats(state: State) -> tuple[int, ...]:
    """Office owners with cards in hand, clockwise from the governor."""
    players = state.players
    return tuple(
        s
        for s in clockwise_from(state.governor, state.rules.players)
        if players[s].hand and players[s].has_function("office")
    )


def chapel_seats(state: State) -> tuple[int, ...]:
    """Chapel owners (and in ANNO Bank owners yet to use it) with cards in hand."""
    players = state.players
    bank = "bank" in PRESENT[state.rules.ruleset]
    return tuple(
        s
        for s in clockwise_from(state.governor, state.rules.players)
        if players[s].hand
        and (
            players[s].has_function("chapel")
            or (bank and players[s].has_function("bank") and not players[s].bank_used)
        )
    )


def limit_seats(state: State) -> tuple[int, ...]:
    """Seats holding more cards than their hand limit (never below the base limit: a hand
    within that is let through without asking about its seat's buildings)."""
    players = state.players
    rules = state.rules
    base = rules.hand_limit_base
    return tuple(
        s
        for s in clockwise_from(state.governor, rules.players)
        if len(players[s].hand) > base and len(players[s].hand) > hand_limit(players[s], rules)
    )


# -- discarding what is owed (draft, hand limit, Archive, Taxation) -------------------------


def owes(state: State, seat: int) -> bool:
    return state.turn.owed > 0


def has_cards(state: State, seat: int) -> bool:
    return bool(state.players[seat].hand)


def discards(state: State, seat: int) -> list[Move]:
    return [*map(DISCARD.__getitem__, distinct_types(state.players[seat].hand))]


def discard(w: Work, seat: int, move: Move) -> None:
    """One card of the ones owed; the step ends with the last."""
    assert isinstance(move, Discard)
    t = w.turn
    w.discard += (w.from_hand(seat, move.card),)
    owed = t.owed - 1
    if owed:
        w.turn = replace(t, owed=owed)
    else:
        w.step_done(owed=0)


# -- Chapel and Bank --------------------------------------------------------------------------


def tucks(state: State, seat: int) -> list[Move]:
    return [*map(TUCK.__getitem__, distinct_types(state.players[seat].hand)), PASS]


def tuck(w: Work, seat: int, move: Move) -> None:
    """A hand card goes under the Chapel: 1 VP at the end (R-SJ-19)."""
    if not isinstance(move, Tuck):
        w.decline()
        return
    c = w.from_hand(seat, move.card)
    p = w.players[seat]
    w.set_player(seat, replace(p, chapel=(*p.chapel, c), anno=w.tucked(seat, c, "chapel")))
    w.step_done()


def may_bank(state: State, seat: int) -> bool:
    """Once a game: a use started this turn goes on (R-AN-3)."""
    p = state.players[seat]
    return bool(p.hand) and (state.turn.count > 0 or not p.bank_used)


def deposits(state: State, seat: int) -> list[Move]:
    t = state.turn
    cards = distinct_types(state.players[seat].hand)
    return [*map(DEPOSIT.__getitem__, cards), DONE if t.count else PASS]


def deposit(w: Work, seat: int, move: Move) -> None:
    """ANNO Bank: hand cards one at a time under the Bank, 1 VP each (D-AN-7)."""
    if not isinstance(move, Deposit):
        w.decline()
        return
    t = w.turn
    c = w.from_hand(seat, move.card)
    p = w.players[seat]
    anno = replace(w.tucked(seat, c, "bank"), bank=(*p.bank, c), bank_used=True)
    w.set_player(seat, replace(p, anno=anno))
    w.turn = replace(t, count=t.count + 1)
    if not w.players[seat].hand:
        w.step_done()


# -- Office and Revolution: discard some, draw as many ---------------------------------------


def swaps(state: State, seat: int) -> list[Move]:
    t = state.turn
    cards = distinct_types(state.players[seat].hand)
    return [*map(DISCARD.__getitem__, cards), DONE if t.count else PASS]


def swap(w: Work, seat: int, move: Move) -> None:
    """One discard at a time (D-AN-6); `pass` / `done`, an empty hand or the Office's second
    card ends the discarding, and as many cards are drawn."""
    if not isinstance(move, Discard):
        _swap_draw(w, seat)
        return
    t = w.turn
    w.discard += (w.from_hand(seat, move.card),)
    w.turn = replace(t, count=t.count + 1)
    office_full = t.todo[0] == "office" and t.count + 1 >= data.OFFICE_SWAP_MAX
    if not w.players[seat].hand or office_full:
        _swap_draw(w, seat)


def _swap_draw(w: Work, seat: int) -> None:
    """Office / Revolution: draw as many cards as were discarded (R-AN-2, R-AN-18)."""
    w.to_hand(seat, w.take(w.turn.count))
    w.step_done(count=0)
