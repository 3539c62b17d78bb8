"""The steps of one seat's turn in each phase, per ruleset, and how a turn begins.

ANNO XVII is San Juan plus its own steps: its table adds the steps of its buildings and
events to San Juan's. A step of a building is in a turn only when the seat has that building
in play (`NEEDS`), so most seats' turns are one or two steps long.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from sanjuan import data
from sanjuan.moves import OFFER_STEPS
from sanjuan.rules.queries import hand_limit, has_wares
from sanjuan.rules.working_copy import Work
from sanjuan.state import Turn, city_functions, started

_SAN_JUAN_TURNS = {
    "draft": ("draft",),
    "chapel": ("chapel",),
    "hand_limit": ("limit",),
    "builder": ("build",),
    "producer": ("produce", "well"),
    "trader": ("sell", "income", "market_stand", "market_hall"),
    "councillor": ("council_draw", "keep"),
    "prospector": ("gold",),
}
TURN_STEPS = {
    "san_juan": _SAN_JUAN_TURNS,
    "anno_xvii": {
        **_SAN_JUAN_TURNS,
        "office": ("office",),
        "chapel": ("chapel", "bank"),
        "tavern": ("tavern",),
        "trader": ("sell", "income", "harbour", "market_stand", "market_hall"),
        "pawnshop": ("pawnshop",),
        "prospector": ("gold", "colony"),
        "fire": ("fire",),
        "industrialisation": ("industry",),
        "taxation": ("tax",),
        "revolution": ("revolution",),
        "reconstruction": ("rebuild",),
        "democracy": ("democracy",),
    },
}
"""Per ruleset and phase, the steps of one seat's turn: ANNO adds its buildings' steps."""

ROUND_START = {
    "san_juan": ("chapel", "hand_limit"),
    "anno_xvii": ("office", "chapel", "hand_limit"),
}
"""The round-start phases of rounds ≥ 2, in order (rulings §4.5, R-AN-2)."""

NEEDS = {
    "gold": "gold_mine",
    **{
        step: step
        for step in ("chapel", "bank", "office", "colony", "carpenter", "poor_house", "tavern")
        + ("well", "market_stand", "market_hall", "harbour", "pawnshop")
    },
}
"""Steps of a building's effect: a turn holds them only when the seat has that building in
play (ownership cannot change within a turn after the build that sets up its steps)."""

AFTER_BUILD = ("pay", "carpenter", "poor_house")
"""A builder's steps once the card is placed (R-SJ-5)."""
AFTER_FREE_BUILD = AFTER_BUILD[1:]
"""A builder's steps once a card that costs nothing is placed."""

STEPS = frozenset(
    {step for turns in TURN_STEPS.values() for todo in turns.values() for step in todo}
    | {*AFTER_BUILD, "prospector", "discard", "gold_keep", "colony_keep"}
)
"""Every step a turn's todo list may hold (the last ones are set up by the steps before)."""

OFFERS = frozenset(OFFER_STEPS)
"""Steps that are an optional card gain: a Take/Pass choice, or automatic when
`auto_take_card_draws` is on (R-SJ-23)."""

PRESENT = {rs: frozenset(b.effect for b in data.cardset(rs).buildings) for rs in data.RULESETS}
"""The effects of each ruleset's buildings: work for a building not in the game is skipped."""


STEP_EFFECTS = frozenset(NEEDS.values())
"""The effects that put steps in a turn."""


@lru_cache(maxsize=8192)
def step_functions(city: tuple[int, ...]) -> frozenset[str]:
    """The effects of a city's buildings that put steps in a turn: `own_steps` is keyed on
    these, of which a game sees few combinations, rather than on every effect of the city
    (thousands of combinations over many games, which would keep its cache missing)."""
    return city_functions(city) & STEP_EFFECTS


@lru_cache(maxsize=8192)
def own_steps(todo: tuple[str, ...], functions: frozenset[str]) -> tuple[str, ...]:
    """`todo` without the steps of buildings the seat does not have (most seats have few of
    them, and a step dropped here costs nothing later); `functions`: `step_functions`."""
    return tuple(s for s in todo if s not in NEEDS or NEEDS[s] in functions)


SHARED_TURNS = {
    ruleset: {
        phase: started(todo)
        for phase, todo in turns.items()
        if not any(step in NEEDS for step in todo)
    }
    for ruleset, turns in TURN_STEPS.items()
}
"""Per ruleset, the phases whose turn holds no building's step: every seat's turn is one
shared record."""


NO_STEPS = started(())
"""A turn with nothing to do: the engine passes it on at once."""


def shared_turn(w: Work, seat: int) -> Turn:
    """A phase whose turn holds no building's step: the seat's turn without looking at it."""
    return SHARED_TURNS[w.rules.ruleset][w.phase]


def own_turn(w: Work, seat: int) -> Turn:
    """A phase with buildings' steps: the seat's turn holds those of the buildings it has."""
    city = w.players[seat].city
    return started(own_steps(TURN_STEPS[w.rules.ruleset][w.phase], step_functions(city)))


def trader_turn(w: Work, seat: int) -> Turn:
    """A seat with nothing to sell has nothing to do in the trader phase (its income, Harbour
    and market offers all follow sales): a turn without steps, not steps dropped one by one."""
    if not has_wares(w.players[seat]):
        return NO_STEPS
    return own_turn(w, seat)


def prospector_turn(w: Work, seat: int) -> Turn:
    """The chooser's privilege (an offer, R-SJ-6) comes before its Gold mine and Colony."""
    turn = own_turn(w, seat)
    return started(("prospector", *turn.todo)) if seat == w.chooser else turn


def _owing(w: Work, owed: int) -> Turn:
    return Turn(todo=SHARED_TURNS[w.rules.ruleset][w.phase].todo, owed=owed, started=True)


def draft_turn(w: Work, seat: int) -> Turn:
    """The starting-hand draft: the cards above the starting hand are owed (rulings §4.3)."""
    return _owing(w, len(w.players[seat].hand) - data.STARTING_HAND)


def limit_turn(w: Work, seat: int) -> Turn:
    """The round-start hand limit: the cards above it are owed (R-SJ-12)."""
    p = w.players[seat]
    return _owing(w, max(0, len(p.hand) - hand_limit(p, w.rules)))


def tax_turn(w: Work, seat: int) -> Turn:
    """ANNO Taxation: one card is owed (rulings §3.6)."""
    return _owing(w, 1)


_SPECIAL_TURNS = {
    "draft": draft_turn,
    "hand_limit": limit_turn,
    "taxation": tax_turn,
    "prospector": prospector_turn,
    "trader": trader_turn,
}


def turn_of(phase: str) -> Callable[[Work, int], Turn]:
    """How a seat's turn begins in `phase` (the phase's `turn` hook): phases without a
    building's step in either ruleset give every seat the same turn."""
    if phase in _SPECIAL_TURNS:
        return _SPECIAL_TURNS[phase]
    if all(phase in SHARED_TURNS[rs] for rs, turns in TURN_STEPS.items() if phase in turns):
        return shared_turn
    return own_turn
