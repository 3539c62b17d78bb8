"""Az Aranyváros rules: its phases and steps, declared for the shared turn engine
(`common.turns`), and the rules core's API: `to_act`, `legal_moves`, `apply`.

A round is `bidding` (a decision phase: the seat in the queue bids for a terrain pair) and
`building` (a turn phase: each seat's build turn, `state.BUILD_TURN`); the round's automatic
phases (turning up the scoring card and the pairs, scoring, the end checks) are how these
two begin and end. The modules, by phase:

| module | holds |
|---|---|
| `board` | where a seat may build, what a hand can pay, the goods on offer |
| `working_copy` | the state's mutable twin while `apply` runs, and its component moves |
| `bidding` | phases 1–4: scoring card, terrain pairs, bids, the pairs to the hands |
| `building` | phase 5: the build turn's steps (build, pay, place, bonus, goods, return, limit) |
| `scoring` | phases 6–7: the round's letters, the end checks, the next round |
"""

from __future__ import annotations

from aranyvaros.moves import Move
from aranyvaros.rules import bidding, building, scoring
from aranyvaros.rules.board import (
    build_targets,
    capacities,
    frontier,
    is_stuck,
    open_for,
    pay_options,
    reachable,
    taken,
)
from aranyvaros.rules.scoring import score_round
from aranyvaros.rules.working_copy import Work
from aranyvaros.state import IDLE, State
from common.turns import Phase, Step, TurnEngine

__all__ = [
    "ENGINE",
    "apply",
    "build_targets",
    "capacities",
    "frontier",
    "is_stuck",
    "legal_moves",
    "open_for",
    "pay_options",
    "reachable",
    "score_round",
    "settle",
    "start",
    "step",
    "taken",
    "to_act",
]

ENGINE: TurnEngine[State, Work, Move] = TurnEngine(
    Work.thaw,
    phases={
        "bidding": Phase(
            begin=bidding.begin_round,
            seats=bidding.first_bidder,
            decision=Step(moves=bidding.bids, play=bidding.bid),
        ),
        "building": Phase(
            begin=bidding.take_pairs,
            seats=bidding.clockwise_from_start,
            turn=building.begin_turn,
            end=scoring.end_round,
        ),
        "game_over": Phase(terminal=True),
    },
    steps={
        "build": Step(applies=building.may_build, moves=building.builds, play=building.build),
        "pay": Step(
            applies=building.owes,
            settle=building.pay_at_once,
            moves=building.payments,
            play=building.pay,
        ),
        "place": Step(auto=building.place),
        "bonus": Step(
            applies=building.bonus_left,
            auto=building.last_bonus,
            moves=building.bonus_cards,
            play=building.choose_bonus,
        ),
        "goods": Step(
            applies=building.goods_left,
            auto=building.only_goods,
            moves=building.goods_choices,
            play=building.take_goods,
        ),
        "return": Step(
            applies=building.over_goods_limit, moves=building.returns, play=building.return_goods
        ),
        "limit": Step(
            applies=building.over_hand_limit,
            auto=building.discard_one_kind,
            moves=building.discards,
            play=building.discard,
        ),
    },
    idle_turn=IDLE,
)
"""The game's phases and steps (ARCHITECTURE §2a)."""


def start(setup: State) -> State:
    """Begin round 1 of a freshly set-up game (phases 1 and 2 are automatic)."""
    return ENGINE.start(setup, "bidding")


def settle(state: State) -> State:
    """Carry out every automatic step from `state` on, up to the next decision: for positions
    laid out by hand (a building phase whose first turn has not started yet)."""
    return ENGINE.start(state)


def step(state: State) -> str:
    """The decision the seat on turn faces ("bid", a build step, or "" when over)."""
    if state.phase == "bidding":
        return "bid"
    if state.phase == "building" and state.turn.todo:
        return state.turn.todo[0]
    return ""


to_act = ENGINE.to_act
"""Who decides now; None once the game is over."""
legal_moves = ENGINE.legal_moves
"""Every legal move, in a deterministic order; empty only when the game is over."""
apply = ENGINE.apply
"""Play a move; raises IllegalMove when it is not legal here."""
