"""Puerto Rico rules (base game, 2 players, both expansions): the phases and steps, declared
for the shared turn engine (`common.turns`), and the rules core's API: `to_act`,
`legal_moves`, `apply`.

A round is a sequence of role choices (`role_choice`, a decision phase); each role opens its
phase, in which the seats walk the steps of their turns (`roles.TURN_STEPS`). The expansions'
buildings add steps to the same phases (without an expansion they are left out of the turns
altogether); a guest on a Guest house may move at almost any decision (R-PR-51), which the
engine offers as a side move that does not end the decision. The modules, by phase:

| module | holds |
|---|---|
| `queries` | privileges, prices and income, builds, sales, loads, storage, production |
| `island` | plantation picks, empty circles, placements, guests, discards |
| `working_copy` | the state's mutable twin while `apply` runs, and its component moves |
| `roles` | the building draft, the role choice, the guest window, the round end |
| `settler` | Hacienda, the plantation pick, Hospice, Library pick, Hunting lodge, new row |
| `mayor` | the privilege and Villas, the colonist ship, placement, the refill |
| `builder` | the build, the Black market's returns, the University |
| `craftsman` | Chapels, production and the privilege barrel |
| `trader` | the sale and the Land office |
| `captain` | loading laps, Wharf, Small wharf, Royal supplier, storage, unloading |
"""

from __future__ import annotations

from collections.abc import Callable

from common.turns import Phase, SideMoves, Step, TurnEngine
from puertorico.moves import PASS, Guest, Move
from puertorico.rules import builder, captain, craftsman, mayor, roles, settler, trader
from puertorico.rules.island import guest_moves, movable_guests, with_guests
from puertorico.rules.queries import (
    discounts,
    income,
    price,
    privilege_of,
    role_chooser,
    works,
)
from puertorico.rules.working_copy import Work
from puertorico.state import IDLE, State, Turn

__all__ = [
    "ENGINE",
    "apply",
    "discounts",
    "income",
    "legal_moves",
    "price",
    "privilege_of",
    "start",
    "to_act",
    "works",
]


def _guest_window(state: State, seat: int) -> list[Move]:
    """The guest window's own step: move guests one by one (a side move), `pass` to keep
    them where they are."""
    p = state.players[seat]
    return [*guest_moves(p), PASS] if movable_guests(p) else []


def _pass(w: Work, seat: int, move: Move) -> None:
    w.step_done()


def _turns(
    seats: Callable[[State], tuple[int, ...]],
    end: Callable[[Work], str] = roles.end_role,
    turn: Callable[[Work, int], Turn] = roles.plain_turn,
) -> Phase[State, Work, Move]:
    """A turn phase: each seat's turn is its steps from `roles.TURN_STEPS` (or `turn`'s)."""
    return Phase(seats=seats, turn=turn, end=end)


ENGINE: TurnEngine[State, Work, Move] = TurnEngine(
    Work.thaw,
    phases={
        "draft": _turns(roles.drafter, end=roles.after_draft),
        "role_choice": Phase(decision=Step(moves=roles.cards, play=roles.pick), actor=role_chooser),
        "guest_window": _turns(roles.guests, end=roles.after_guests),
        "prospector_phase": Phase(
            begin=roles.prospector_privilege, turn=roles.plain_turn, end=roles.end_role
        ),
        "settler_phase": _turns(
            settler.settlers, end=settler.after_settlers, turn=settler.settler_turn
        ),
        "hunting_lodge": _turns(settler.lodges, end=settler.after_lodges),
        "mayor_phase": _turns(mayor.mayors, end=mayor.empty_ship, turn=mayor.mayor_turn),
        "ship_take": _turns(mayor.the_ship_taker, end=mayor.empty_ship),
        "mayor_placement": _turns(roles.everyone, end=mayor.after_placement, turn=mayor.pick_up),
        "builder_phase": _turns(roles.everyone),
        "craftsman_phase": Phase(
            begin=craftsman.open_workshops,
            seats=roles.the_chooser,
            turn=roles.plain_turn,
            end=roles.end_role,
        ),
        "trader_phase": _turns(roles.everyone, end=trader.after_trader, turn=trader.trader_turn),
        "captain_phase": Phase(
            seats=roles.everyone,
            turn=captain.captain_turn,
            next_seat=captain.next_in_lap,
            end=captain.after_loading,
        ),
        "captain_storage": _turns(
            roles.everyone, end=captain.after_storage, turn=captain.storage_turn
        ),
        "game_over": Phase(terminal=True),
    },
    steps={
        "draft": Step(moves=roles.drafts, play=roles.draft, forced=True),
        "guest": Step(moves=_guest_window, play=_pass),
        # settler
        "hacienda": Step(moves=settler.hacienda, play=settler.use_hacienda),
        "plant": Step(moves=settler.plants, play=settler.plant),
        "lay": Step(moves=settler.lays, play=settler.lay, forced=True),
        "hospice": Step(moves=settler.hospice, play=settler.use_hospice),
        "hunting_lodge": Step(moves=settler.lodge_discards, play=settler.lodge_discard),
        # mayor
        "mayor_privilege": Step(moves=mayor.privilege_colonist, play=mayor.take_colonist),
        "villa": Step(moves=mayor.villa, play=mayor.use_villa),
        "ship_take": Step(moves=mayor.ship_choices, play=mayor.take_from_ship, forced=True),
        "place": Step(
            settle=mayor.place_without_choice,
            moves=mayor.placements,
            play=mayor.place,
            next_moves=mayor.next_places,
        ),
        # builder
        "build": Step(moves=builder.builds, play=builder.build),
        "black_market": Step(moves=builder.black_market, play=builder.give_back),
        "university": Step(moves=builder.university, play=builder.use_university),
        # craftsman
        "craft_privilege": Step(moves=craftsman.privilege_goods, play=craftsman.take_good),
        # trader
        "land_office": Step(moves=trader.land_office, play=trader.use_land_office),
        "sell": Step(moves=trader.sales, play=trader.sell),
        "land_take": Step(moves=trader.land_takes, play=trader.land_take, forced=True),
        "land_discard": Step(moves=trader.land_discards, play=trader.land_discard),
        # captain
        "royal_supplier": Step(moves=captain.royal_returns, play=captain.royal_return),
        "load": Step(moves=captain.loads, play=captain.load),
        "small_wharf": Step(moves=captain.small_wharf, play=captain.ship),
        "store": Step(
            settle=captain.settle_storage, moves=captain.storage_choices, play=captain.store
        ),
    },
    idle_turn=IDLE,
    side=SideMoves(Guest, with_guests, roles.move_guest),
)
"""The phases and steps of every ruleset (ARCHITECTURE §2a)."""


def start(setup: State) -> State:
    """Run the automatic steps of a freshly set-up game: the draft opens with the first
    governor (§4.1), a game without one opens with a role choice."""
    return ENGINE.start(setup, "draft" if setup.phase == "draft" else None)


to_act = ENGINE.to_act
"""Who decides now; None once the game is over."""
legal_moves = ENGINE.legal_moves
"""Every legal move, in a deterministic order; empty only when the game is over."""
apply = ENGINE.apply
"""Play a move; raises IllegalMove when it is not legal here."""
