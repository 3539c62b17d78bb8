"""The mayor phase (R-PR-21–R-PR-25): the mayor's privilege and the Villas, the colonist ship
emptied piece by piece (a choice while it holds colonists and nobles), every seat placing all
its pieces anew, and the ship refilled (an end trigger when colonists run short)."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from common.records import replace
from common.turns import clockwise_from
from puertorico import data
from puertorico.moves import (
    PASS,
    TAKE_COLONIST,
    TAKE_NOBLE,
    USE,
    Move,
    Place,
    TakeColonist,
    TakeNoble,
    Use,
)
from puertorico.rules.island import empty_circles, open_places, placement_moves
from puertorico.rules.queries import CIRCLES, nobles_of, privilege
from puertorico.rules.roles import end_role
from puertorico.rules.working_copy import Work, add, put
from puertorico.state import State, Turn, started

ISLAND_N = len(data.ISLAND)
ISLAND_INDEX = data.ISLAND_INDEX
TARGET = attrgetter("target")


def mayors(state: State) -> tuple[int, ...]:
    """The mayor, and every Villa owner (R-PR-23; Villas are Exp II buildings)."""
    if not state.rules.exp_nobles:
        return (state.chooser,)
    return tuple(
        s
        for s in clockwise_from(state.chooser, state.rules.players)
        if s == state.chooser or state.players[s].occupied("villa")
    )


def mayor_turn(w: Work, seat: int) -> Turn:
    """One privilege colonist per privilege (two with the Library), then the Villa."""
    todo = ("mayor_privilege",) * privilege(w, seat)
    if w.players[seat].occupied("villa"):
        todo += ("villa",)
    return started(todo)


def privilege_colonist(state: State, seat: int) -> list[Move]:
    """R-PR-21 (D-PR-6): a colonist from the supply, or `pass`; not asked when it is empty."""
    return [TAKE_COLONIST, PASS] if state.board.colonist_supply else []


def take_colonist(w: Work, seat: int, move: Move) -> None:
    if isinstance(move, TakeColonist):
        w.edit_board().colonist_supply -= 1
        p = w.players[seat]
        w.set_player(seat, replace(p, idle=p.idle + 1))
    w.step_done()


def villa(state: State, seat: int) -> list[Move]:
    board = state.board
    return [USE["villa"], PASS] if board.noble_supply or board.colonist_supply else []


def use_villa(w: Work, seat: int, move: Move) -> None:
    """R-PR-23: a noble from the supply, else a colonist, to the windrose."""
    if isinstance(move, Use):
        board = w.edit_board()
        noble = board.noble_supply > 0
        if noble:
            board.noble_supply -= 1
        else:
            board.colonist_supply -= 1
        w.set_player(seat, put(w.players[seat], data.WINDROSE, noble))
        board.used |= 1 << seat
    w.step_done()


# -- the colonist ship ------------------------------------------------------------------------


def ship_taker(state: State) -> int:
    """Who takes the next piece from the ship: clockwise from the mayor, skipping each Villa
    user's first take with `villa_instead_of_ship_piece` (R-PR-22, R-PR-23)."""
    n = state.rules.players
    order = clockwise_from(state.chooser, n)
    board = state.board
    skip = board.used if state.rules.villa_instead_of_ship_piece else 0
    k = board.taken
    j = 0
    while True:
        seat = order[j % n]
        if not (j < n and (skip >> seat) & 1):
            if not k:
                return seat
            k -= 1
        j += 1


def the_ship_taker(state: State) -> tuple[int, ...]:
    return (ship_taker(state),)


def ship_piece(w: Work, seat: int, noble: bool) -> None:
    """One piece from the colonist ship to the seat's windrose (R-PR-22)."""
    board = w.edit_board()
    if noble:
        board.noble_ship -= 1
    else:
        board.colonist_ship -= 1
    w.set_player(seat, put(w.players[seat], data.WINDROSE, noble))
    board.taken += 1


def ship_choices(state: State, seat: int) -> list[Move]:
    return [TAKE_COLONIST, TAKE_NOBLE]


def take_from_ship(w: Work, seat: int, move: Move) -> None:
    assert isinstance(move, TakeColonist | TakeNoble)
    ship_piece(w, seat, noble=isinstance(move, TakeNoble))
    w.step_done()


def empty_ship(w: Work) -> str:
    """R-PR-22: the ship is emptied one piece at a time; the taker chooses while it holds
    both kinds; then the placement begins."""
    board = w.board
    ship = board.colonist_ship
    if not w.rules.exp_nobles and ship:
        # Colonists only: no choice, and no Villa to skip a take: one each, round and round.
        order = clockwise_from(w.chooser, w.rules.players)
        n = len(order)
        for k, seat in enumerate(order):
            got = ship // n + (k < ship % n)
            if got:
                p = w.players[seat]
                w.set_player(seat, replace(p, idle=p.idle + got))
        w.edit_board().colonist_ship = 0
    while w.board.colonist_ship or w.board.noble_ship:
        if w.board.colonist_ship and w.board.noble_ship:
            return "ship_take"
        ship_piece(w, ship_taker(w), noble=w.board.noble_ship > 0)
    if w.board.taken or w.board.used:
        board_w = w.edit_board()
        board_w.taken = 0
        board_w.used = 0
    return "mayor_placement"


# -- placement (R-PR-24) ----------------------------------------------------------------------


def pick_up(w: Work, seat: int) -> Turn:
    """Every piece the seat has, wherever it stands, is picked up and placed anew."""
    p = w.players[seat]
    hand = p.pieces()
    nobles = nobles_of(p)
    if hand:
        w.set_player(
            seat,
            replace(p, worked=(0,) * ISLAND_N, staff=(0,) * len(p.city), idle=0, nobles=()),
        )
    return Turn(todo=("place",), started=True, hand=hand, nobles=nobles)


def place_without_choice(w: Work, seat: int) -> Sequence[Move]:
    """The places to choose from; none once the pieces in hand went where they must because
    there was nothing to choose: they fill every empty circle (the rest to the windrose), or
    they all go to the one place there is. With both piece kinds in hand the seat chooses
    whenever a kind-sensitive Exp II building has an empty circle (D-PR-16)."""
    t = w.turn
    if t.places is not None:
        return t.places
    p = w.players[seat]
    hand = t.hand
    if hand:
        found = open_places(p)
        kinds, buildings, free = found
        roomy = free > hand
        choice = roomy and len(kinds) + len(buildings) > 1
        if not choice and 0 < t.nobles < hand:
            choice = any(p.city[i] in data.KIND_SENSITIVE for i in buildings)
        if choice:
            moves = placement_moves(p, t, found)
            if roomy:
                w.turn = replace(t, places=tuple(moves))
            return moves
        nobles = t.nobles
        worked = list(p.worked)
        staff = list(p.staff)
        places: list[str] = []
        for k in kinds:
            n = min(hand, p.tiles[k] - worked[k])
            worked[k] += n
            hand -= n
            places += [data.ISLAND[k]] * n
        for i in buildings:
            n = min(hand, CIRCLES[p.city[i]] - staff[i])
            staff[i] += n
            hand -= n
            places += [p.city[i]] * n
        places += [data.WINDROSE] * hand
        # Nobles take the first places: where they stand matters for no rule here.
        noble_at = p.nobles + tuple(places[:nobles]) if nobles else p.nobles
        w.set_player(
            seat,
            replace(
                p,
                worked=tuple(worked),
                staff=tuple(staff),
                idle=p.idle + hand,
                nobles=tuple(sorted(noble_at)),
            ),
        )
    w.turn = started(t.todo[1:])  # the hand is empty: what is left is a plain turn
    return ()


def placements(state: State, seat: int) -> list[Move]:
    return placement_moves(state.players[seat], state.turn)


def place(w: Work, seat: int, move: Move) -> None:
    """One piece onto a place: a tile of the island or a circle of a building (R-PR-24).

    Half of all decisions are placements: the next piece's places, when known, are kept with
    the turn for the engine (`next_places`)."""
    assert isinstance(move, Place)
    t = w.turn
    players = list(w.players)
    p = players[seat]
    target = move.target
    noble = move.piece == "noble"
    worked, staff = p.worked, p.staff
    k = ISLAND_INDEX.get(target, -1)
    if k >= 0:
        worked = add(worked, k, 1)
        room = p.tiles[k] > worked[k]
    else:
        i = p.city.index(target)
        staff = add(staff, i, 1)
        room = CIRCLES[target] > staff[i]
    nobles = tuple(sorted((*p.nobles, target))) if noble else p.nobles
    players[seat] = replace(p, worked=worked, staff=staff, nobles=nobles)
    w.players = tuple(players)
    places = _next_places(t, w.legal, target, room, noble)
    w.turn = replace(t, hand=t.hand - 1, nobles=t.nobles - noble, places=places)


def next_places(w: Work, seat: int) -> tuple[Move, ...] | None:
    """The next piece's places, when the placement just played could tell them (D-E-32)."""
    places: tuple[Move, ...] | None = w.turn.places
    return places


def _next_places(
    t: Turn, offered: tuple[Move, ...] | None, target: str, room: bool, noble: bool
) -> tuple[Move, ...] | None:
    """The next piece's places (the cache `Turn.places`), when a placement from turn `t` onto
    `target` (with `room` left there) can tell them from this decision's places `offered`
    without looking again: while the places outnumbered the pieces, they still do."""
    hand = t.hand - 1
    if offered is None or not hand or (t.nobles and t.places is None):
        # With nobles in hand a choice may come from a kind-sensitive building alone (D-PR-16):
        # only places known to outnumber the pieces (cached) still do.
        return None
    # Both kinds in hand: the colonist's moves come first, then the noble's, each for the
    # same places in the same order (`placement_moves`), so each half holds one kind.
    both = t.hand > t.nobles > 0
    if not room:
        # The place is full: its moves go, found by their target (read in C: comparing the
        # records would call `__eq__`).
        i = list(map(TARGET, offered)).index(target)
        if both:
            half = len(offered) // 2
            offered = offered[:i] + offered[i + 1 : half + i] + offered[half + i + 1 :]
        else:
            offered = offered[:i] + offered[i + 1 :]
    targets = len(offered)
    if both:
        targets //= 2
        nobles = t.nobles - noble
        if not nobles:
            offered = offered[:targets]
        elif hand == nobles:
            offered = offered[targets:]
    return offered if targets > 1 else None


def after_placement(w: Work) -> str:
    """R-PR-25: T = max(empty building circles, N) pieces; without Nobles a short colonist
    supply ends the game, with Nobles one noble joins and nothing ends (R-PR-57)."""
    wanted = max(sum(empty_circles(p) for p in w.players), w.rules.players)
    board = w.edit_board()
    if w.rules.exp_nobles:
        nobles = min(1, board.noble_supply)
        colonists = min(wanted - nobles, board.colonist_supply)
        board.noble_supply -= nobles
        board.noble_ship = nobles
        board.colonist_supply -= colonists
        board.colonist_ship = colonists
    elif board.colonist_supply >= wanted:
        board.colonist_ship = wanted
        board.colonist_supply -= wanted
    else:
        board.colonist_ship = board.colonist_supply
        board.colonist_supply = 0
        w.trigger("colonists_short")
    return end_role(w)
