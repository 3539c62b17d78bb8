"""Picking roles (rulings §4.2, R-SJ-2): the pick decision, how a role's phase opens (the
privilege, the Library, the trader's tile), how a phase ends (the end checks, R-SJ-11,
R-AN-23) and the round end (rulings §4.5). ANNO's events are picked here too (R-AN-15).
"""

from __future__ import annotations

from functools import lru_cache

from common.turns import clockwise_from
from sanjuan import data
from sanjuan.moves import Move, PickEvent, PickRole
from sanjuan.rules.councillor import pawnshop_fills
from sanjuan.rules.queries import build_options
from sanjuan.rules.turns import PRESENT, ROUND_START
from sanjuan.rules.working_copy import Work
from sanjuan.state import NO_GOOD, State, holds_goods, pick_order

END_CHECKED = frozenset({"builder", "tavern", "reconstruction"})
"""Phases after which the game ends if someone has 12 buildings (R-SJ-11, R-AN-23)."""


def picker(state: State) -> int:
    return pick_order(state.rules.players, state.governor)[len(state.picks)]


def _library_choice(state: State, seat: int) -> bool:
    """2 players: the governor's first pick asks whether to spend the Library (R-SJ-2)."""
    return (
        state.rules.players == 2
        and state.rules.library_two_player_limit
        and seat == state.governor
        and not state.picks
        and state.players[seat].has_function("library")
    )


def _face_up(row: tuple[int, ...]) -> list[str]:
    """The events in the row, once each, in the rulings' order."""
    if not row:
        return []
    kinds = {data.card_kind(c) for c in row}
    return [e for e in data.EVENT_IDS if e in kinds]


_PICK = {r: PickRole(r) for r in data.ROLES}
_PICK_KEEPING_LIBRARY = {r: PickRole(r, library=False) for r in data.ROLES}
_PICK_EVENT = {e: PickEvent(e) for e in data.EVENT_IDS}


@lru_cache(maxsize=1024)
def _roles_left(picks: tuple[tuple[str, int], ...], library: bool) -> tuple[Move, ...]:
    """The pick of each role not taken yet (twice with the 2-player Library choice)."""
    taken = [role for role, _ in picks]
    free = [r for r in data.ROLES if r not in taken]
    moves = [_PICK[r] for r in free]
    if library:
        moves += [_PICK_KEEPING_LIBRARY[r] for r in free]
    return tuple(moves)


def picks(state: State, seat: int) -> list[Move]:
    """The roles left this round (with the 2-player Library choice), then ANNO's face-up
    events."""
    moves = list(_roles_left(state.picks, _library_choice(state, seat)))
    if state.centre.event_row:
        roles_taken = any(role in data.ROLES for role, _ in state.picks)
        for event in _face_up(state.event_row):
            # Democracy re-runs a role already used this round: not before the first (R-AN-16).
            if event != "democracy" or roles_taken:
                moves.append(_PICK_EVENT[event])
    return moves


def pick(w: Work, seat: int, move: Move) -> str:
    """A role opens its phase with the seat as chooser; an event card is held while the event
    is resolved, then discarded (R-AN-15). A Gold mine or Colony reveal lies face up until
    this pick (D-SJ-13)."""
    w.gold_reveal = ()
    if isinstance(move, PickRole):
        w.picks = (*w.picks, (move.role, seat))
        return open_role(w, seat, move.role, move.library)
    assert isinstance(move, PickEvent)
    i = next(i for i, c in enumerate(w.event_row) if data.card_kind(c) == move.event)
    w.event = w.event_row[i]
    w.event_row = w.event_row[:i] + w.event_row[i + 1 :]
    w.picks = (*w.picks, (move.event, seat))
    w.chooser = seat
    w.privilege = 1
    return move.event


def rerun(w: Work, seat: int, move: Move) -> str:
    """Democracy: the activator runs a role picked this round again (R-AN-16)."""
    assert isinstance(move, PickRole)
    return open_role(w, seat, move.role, library=True)


def open_role(w: Work, seat: int, role: str, library: bool) -> str:
    """The seat becomes the role's chooser with its privilege (doubled by a Library it uses,
    R-SJ-2); returns the phase that begins (ANNO fills empty Pawnshops before the
    councillor's draw, R-AN-12)."""
    has_library = w.players[seat].has_function("library")
    uses_library = has_library
    limited = w.rules.players == 2 and w.rules.library_two_player_limit
    if has_library and limited and seat == w.governor:
        uses_library = library and not w.library_spent
        w.library_spent = w.library_spent or uses_library
    w.privilege = 2 if uses_library else 1
    w.chooser = seat
    if role == "councillor" and "pawnshop" in PRESENT[w.rules.ruleset]:
        return "pawnshop"
    return role


def everyone(state: State) -> tuple[int, ...]:
    """Every seat, clockwise from the chooser (R-SJ-4)."""
    return clockwise_from(state.chooser, state.rules.players)


def prospectors(state: State) -> tuple[int, ...]:
    """Only the chooser's privilege and Gold mine and Colony owners have anything to do."""
    colony = "colony" in PRESENT[state.rules.ruleset]
    return tuple(
        s
        for s in everyone(state)
        if s == state.chooser
        or state.players[s].has_function("gold_mine")
        or (colony and state.players[s].has_function("colony"))
    )


def reveal_tile(w: Work) -> None:
    """The trader turns up the top price tile (R-SJ-9)."""
    w.tile, w.tiles = w.tiles[0], w.tiles[1:]
    w.tile_history = (*w.tile_history, w.tile)


def pawnshops_filled(state: State) -> tuple[int, ...]:
    return pawnshop_fills(state)


# -- how phases end -----------------------------------------------------------------------


def after_draft(w: Work) -> str:
    return "pick"


def after_office(w: Work) -> str:
    return "chapel"


def after_chapel(w: Work) -> str:
    return "hand_limit"


def after_pawnshop(w: Work) -> str:
    return "councillor"


def after_builder(w: Work) -> str:
    """ANNO: the Tavern comes at the end of every builder phase, before the end check."""
    if "tavern" in PRESENT[w.rules.ruleset]:
        return "tavern"
    return after_role(w)


def after_trader(w: Work) -> str:
    """The price tile goes back under the stack."""
    w.tiles = (*w.tiles, w.tile)
    w.tile = ""
    return after_role(w)


def after_hand_limit(w: Work) -> str:
    if dead(w):
        return "over"
    return after_role(w)


def after_role(w: Work) -> str:
    """A role or event phase is over: the held event card is discarded, the end check runs
    after a builder phase (no further picks once a city has 12 buildings), then the next pick
    or the round end: roles back, the governor passes left, the round-start phases."""
    phase = w.phase
    if w.centre.event != NO_GOOD:
        w.discard += (w.centre.event,)
        w.event = NO_GOOD
    if phase in END_CHECKED and any(len(p.city) >= data.CITY_SIZE_END for p in w.players):
        w.chooser = -1
        return "over"
    w.chooser = -1
    w.privilege = 1
    n = w.rules.players
    if len(w.picks) < len(pick_order(n, w.governor)):
        return "pick"
    w.round += 1
    w.governor = (w.governor + 1) % n
    w.picks = ()
    w.library_spent = False
    return ROUND_START[w.rules.ruleset][0]


def dead(state: State) -> bool:
    """Nothing can ever change again: no card to draw, no good to sell, nothing buildable.

    The rulings have no end for this (it needs nearly every card under Cranes and Chapels);
    the game then ends and is scored as it stands (decision D-SJ-1, rules_hu SJ-13.1). In
    ANNO a face-up event or a Pawnshop card can still move cards, so it is not dead then.
    """
    if state.draw or state.discard or state.event_row:
        return False
    if any(p.pawn != NO_GOOD or holds_goods(p) for p in state.players):
        return False
    return not any(
        build_options(state, seat, privilege=1 + p.has_function("library"))
        for seat, p in enumerate(state.players)
        if p.hand or state.cathedral != NO_GOOD
    )
