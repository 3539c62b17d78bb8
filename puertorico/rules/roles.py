"""Choosing roles (R-PR-10): the building draft before the first round (§4.1), the role
choice, the guest window before a role's phase (R-PR-51), and the round end (R-PR-61): the
untaken cards gain a doubloon, the governor passes left, or the game ends."""

from __future__ import annotations

from itertools import compress
from operator import gt

from common.records import replace
from common.turns import clockwise_from
from puertorico import data
from puertorico.moves import DRAFT, PICK, Draft, Guest, Move, PickRole
from puertorico.rules.island import movable_guests
from puertorico.rules.queries import picks_made, privilege
from puertorico.rules.working_copy import Work, lift, put
from puertorico.state import (
    State,
    Turn,
    choose,
    chosen_beige,
    draft_options,
    pick_order,
    started,
)

TURN_STEPS = {
    "draft": ("draft",),
    "guest_window": ("guest",),
    "settler_phase": ("hacienda", "plant", "hospice"),
    "hunting_lodge": ("hunting_lodge",),
    "mayor_phase": ("mayor_privilege", "mayor_privilege", "villa"),
    "ship_take": ("ship_take",),
    "mayor_placement": ("place",),
    "builder_phase": ("build", "black_market", "university"),
    "craftsman_phase": ("craft_privilege", "craft_privilege"),
    "trader_phase": ("land_office", "sell", "land_office"),
    "captain_phase": ("load", "small_wharf"),
    "captain_storage": ("store",),
}
"""The steps of one seat's turn in each phase (rulings §4.1, §5.3–§5.9). A step that does not
apply to the seat (a building it lacks, a second privilege without the Library) is skipped;
a phase's own turn hook trims what is decided at the start of the turn and adds the Royal
supplier's returns to a seat's first captain turn (R-PR-48)."""
EXPANSION_STEPS = frozenset({"black_market", "land_office", "small_wharf"})
BASE_STEPS = {
    phase: tuple(step for step in steps if step not in EXPANSION_STEPS)
    for phase, steps in TURN_STEPS.items()
}
"""Without an expansion the steps of its buildings can never apply: leaving them out keeps
the base game's step walk as short as it was."""

PICKS = {s.cards: tuple(PICK[card] for card in s.cards) for s in data.SETUP.values()}
"""Each player count's role cards as moves, in card order."""
NOBODY = (0,) * max(len(cards) for cards in PICKS)
"""Compared with the takers: `0 > taker` where a card is still on the table."""

ROLE_PHASE = {role: f"{role}_phase" for role in set(data.CARD_ROLE.values())}
"""The phase each role opens (the prospector's has nobody to act: only the privilege)."""


PLAIN_TURNS = {
    expansion: {
        phase: started(steps) for phase, steps in (TURN_STEPS if expansion else BASE_STEPS).items()
    }
    for expansion in (False, True)
}
"""With and without an expansion: each phase's turn of its steps, made once (most turns)."""


FINISHED = started(())
"""A turn with nothing left to do: the seat's turn ends when the engine reaches it."""


def plain_turn(w: Work, seat: int) -> Turn:
    """A turn of the running phase's steps."""
    return PLAIN_TURNS[w.rules.expansion][w.phase]


# -- the draft ------------------------------------------------------------------------------


def drafter(state: State) -> tuple[int, ...]:
    """The seat choosing next in the draft: one choice each from the first governor on."""
    chosen = len(chosen_beige(state.board.buildings))
    return ((state.roles.governor + chosen) % state.rules.players,)


def drafts(state: State, seat: int) -> list[Move]:
    return list(map(DRAFT.__getitem__, draft_options(state.rules, state.board.buildings)))


def draft(w: Work, seat: int, move: Move) -> None:
    assert isinstance(move, Draft)
    board = w.edit_board()
    board.buildings = choose(w.rules, board.buildings, move.building)
    w.step_done()


def after_draft(w: Work) -> str:
    return "draft" if draft_options(w.rules, w.board.buildings) else "role_choice"


# -- the role choice ------------------------------------------------------------------------


def cards(state: State, seat: int) -> list[Move]:
    """The role cards left; with equal doubloons the two prospectors are one choice (R-PR-9)."""
    cards = state.rules.setup.cards
    roles = state.roles
    taker = roles.taker
    # The untaken cards (taker -1), picked out in C: every role choice asks.
    out: list[Move] = list(compress(PICKS[cards], map(gt, NOBODY, taker)))
    if "prospector_2" in cards:
        first, second = cards.index("prospector_1"), cards.index("prospector_2")
        money = roles.money
        if taker[first] < 0 and taker[second] < 0 and money[first] == money[second]:
            out = [m for m in out if m is not PICK["prospector_2"]]
    return out


def pick(w: Work, seat: int, move: Move) -> str:
    """Choose a role card: its doubloons first, then the guest window, then the phase
    (R-PR-10, R-PR-51)."""
    assert isinstance(move, PickRole)
    card = move.card
    i = w.rules.setup.cards.index(card)
    roles = w.edit_roles()
    money = roles.money[i]
    if money:
        # The card's doubloons left the bank when they were put on it (round end).
        p = w.players[seat]
        w.set_player(seat, replace(p, doubloons=p.doubloons + money))
        roles.money = _set(roles.money, i, 0)
    roles.taker = _set(roles.taker, i, seat)
    roles.role = card
    w.chooser = seat
    if w.rules.exp_new_buildings and data.CARD_ROLE[card] != "mayor":
        return "guest_window"
    return ROLE_PHASE[data.CARD_ROLE[card]]


def _set(values: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return values[:i] + (value,) + values[i + 1 :]


# -- guests (R-PR-51) ---------------------------------------------------------------------


def guests(state: State) -> tuple[int, ...]:
    """Seats with a guest that could move, clockwise from the chooser."""
    seats: tuple[int, ...] = ()
    for s in clockwise_from(state.chooser, state.rules.players):
        p = state.players[s]
        if "guest_house" in p.city and movable_guests(p):
            seats += (s,)
    return seats


def move_guest(w: Work, seat: int, move: Move) -> None:
    """A guest leaves the Guest house for an empty circle; the decision stays open."""
    assert isinstance(move, Guest)
    noble = move.piece == "noble"
    p = lift(w.players[seat], "guest_house", noble)
    w.set_player(seat, put(p, move.target, noble))


def after_guests(w: Work) -> str:
    """The chosen role's phase begins after the guest window."""
    return ROLE_PHASE[data.CARD_ROLE[w.roles.role]]


# -- the phases of the roles without turns of their own -------------------------------------


def prospector_privilege(w: Work) -> None:
    """R-PR-11: the prospector takes a doubloon (two with the Library); nobody else acts."""
    w.pay(w.chooser, privilege(w, w.chooser))


def the_chooser(state: State) -> tuple[int, ...]:
    return (state.chooser,)


def everyone(state: State) -> tuple[int, ...]:
    return clockwise_from(state.chooser, state.rules.players)


def end_role(w: Work) -> str:
    """Back to role choice; after the round's last choice, the round end (R-PR-10, R-PR-61)."""
    w.chooser = -1
    n = w.rules.players
    roles = w.edit_roles()
    roles.role = ""
    if picks_made(roles.taker) < len(pick_order(n, roles.governor)):
        return "role_choice"
    if w.board.triggers:
        return "game_over"
    money = list(roles.money)
    for i, taker in enumerate(roles.taker):
        if taker < 0:
            money[i] += 1
            w.edit_board().bank -= 1
    roles.money = tuple(money)
    roles.taker = (-1,) * len(money)
    roles.governor = (roles.governor + 1) % n
    roles.round += 1
    return "role_choice"
