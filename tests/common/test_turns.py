"""The shared turn/phase engine (`common.turns`, ARCHITECTURE §2a) on a toy game.

`choose` is a decision phase: seat 1 plays a round (`go`) or ends the game (`stop`). In a
`round` every seat with fewer than two tokens takes a turn of five steps: `bonus` gives a
token without asking, `closed` never applies, `empty` offers nothing, `forced` has a single
move, and `ask` is a real choice. At any decision of a round a seat may `peek` (a side move
that does not end the decision).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pytest

from common.contract import AUTO_STEP_LIMIT, IllegalMove, NoDecision
from common.records import Record, Twin, caching, replace
from common.turns import Phase, SideMoves, Step, TurnEngine


class Turn(Record, frozen=True):
    todo: tuple[str, ...] = ()
    started: bool = False

    def done(self) -> Turn:
        return replace(self, todo=self.todo[1:])


IDLE = Turn()


@caching("legal")
class State(Record, frozen=True):
    phase: str
    queue: tuple[int, ...]
    turn: Turn
    tokens: tuple[int, ...] = (0, 0, 0)
    log: tuple[str, ...] = ()
    legal: tuple[str, ...] | None = None


class Work(Twin[State], State, frozen=False):  # type: ignore[misc]
    if TYPE_CHECKING:
        phase: str
        queue: tuple[int, ...]
        turn: Turn
        tokens: tuple[int, ...]
        log: tuple[str, ...]
        legal: tuple[str, ...] | None

    def note(self, seat: int, text: str) -> None:
        self.log = (*self.log, f"{seat + 1}:{text}")


def choose(w: Work, seat: int, move: str) -> str:
    return "round" if move == "go" else "over"


def short_of_tokens(state: State) -> tuple[int, ...]:
    return tuple(s for s in range(3) if state.tokens[s] < 2)


def bonus(w: Work, seat: int) -> bool:
    w.tokens = tuple(t + (s == seat) for s, t in enumerate(w.tokens))
    w.turn = w.turn.done()
    return True


def play(w: Work, seat: int, move: str) -> None:
    w.note(seat, move)
    w.turn = w.turn.done()


class Peek(str):
    """The side move: a look that does not end the decision."""


PEEK = Peek("peek")


def peek(w: Work, seat: int, move: str) -> None:
    w.note(seat, "peek")


def with_peek(state: State, seat: int, moves: tuple[str, ...]) -> tuple[str, ...]:
    return (*moves, PEEK) if state.phase == "round" else moves


def offer(*moves: str) -> Step[State, Work, str]:
    def listed(state: State, seat: int) -> Sequence[str]:
        return moves

    return Step(moves=listed, play=play)


STEPS = ("bonus", "closed", "empty", "forced", "ask")
ENGINE: TurnEngine[State, Work, str] = TurnEngine(
    Work.thaw,
    phases={
        "choose": Phase(
            seats=lambda s: (0,), decision=Step(moves=lambda s, seat: ("go", "stop"), play=choose)
        ),
        "round": Phase(
            seats=short_of_tokens,
            turn=lambda w, seat: Turn(
                todo=("bonus", "closed", "empty", "forced", "ask"), started=True
            ),
            end=lambda w: "choose",
        ),
        "over": Phase(terminal=True),
    },
    steps={
        "bonus": Step(auto=bonus),
        "closed": Step(applies=lambda s, seat: False, moves=lambda s, seat: ("never",)),
        "empty": offer(),
        "forced": dataclasses.replace(offer("only"), forced=True),
        "ask": offer("a", "b"),
    },
    idle_turn=IDLE,
    side=SideMoves(Peek, with_peek, peek),
)


def start() -> State:
    return ENGINE.start(State(phase="choose", queue=(0,), turn=IDLE))


def test_a_decision_phase_asks_its_actor_and_opens_the_next_phase():
    state = start()
    assert ENGINE.to_act(state) == 0 and ENGINE.legal_moves(state) == ("go", "stop")
    after = ENGINE.apply(state, "go")
    assert after.phase == "round" and after.queue == (0, 1, 2)


def test_a_turn_runs_its_automatic_steps_and_stops_at_the_first_choice():
    state = ENGINE.apply(start(), "go")
    assert state.tokens == (1, 0, 0)  # `bonus` resolved itself
    assert state.log == ("1:only",)  # `closed` and `empty` dropped, `forced` played
    assert state.turn.todo == ("ask",)
    assert ENGINE.to_act(state) == 0
    assert ENGINE.legal_moves(state) == ("a", "b", "peek")


def test_the_legal_moves_travel_with_the_state_and_are_derived_when_missing():
    state = ENGINE.apply(start(), "go")
    assert state.legal == ("a", "b", "peek")
    rebuilt = replace(state, legal=None)
    assert rebuilt == state and hash(rebuilt) == hash(state)  # the cache is no part of it
    assert ENGINE.legal_moves(rebuilt) == ("a", "b", "peek")
    assert rebuilt.legal is None  # derived, not written into the record


def test_a_side_move_leaves_the_decision_open():
    state = ENGINE.apply(ENGINE.apply(start(), "go"), PEEK)
    assert state.log == ("1:only", "1:peek") and ENGINE.to_act(state) == 0
    assert state.turn.todo == ("ask",)


def test_an_illegal_move_is_refused_and_changes_nothing():
    state = ENGINE.apply(start(), "go")
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, "go")
    assert state.turn.todo == ("ask",) and state.log == ("1:only",)


def test_seats_take_turns_and_a_phase_without_seats_ends_at_once():
    state = ENGINE.apply(start(), "go")
    for _ in range(3):
        state = ENGINE.apply(state, "a")
    assert state.phase == "choose" and state.tokens == (1, 1, 1)
    assert state.log == ("1:only", "1:a", "2:only", "2:a", "3:only", "3:a")
    state = ENGINE.apply(state, "go")
    for _ in range(3):
        state = ENGINE.apply(state, "b")
    assert state.tokens == (2, 2, 2)
    # Nobody is short of tokens now: the round begins and ends without a decision.
    assert ENGINE.apply(state, "go").phase == "choose"


def test_a_terminal_phase_has_no_actor_and_no_moves():
    over = ENGINE.apply(start(), "stop")
    assert ENGINE.to_act(over) is None and ENGINE.legal_moves(over) == ()
    assert ENGINE.step(over) == ""


def test_a_phase_must_be_a_decision_a_turn_phase_or_the_end():
    with pytest.raises(ValueError):
        TurnEngine(Work.thaw, {"limbo": Phase()}, {}, IDLE)


def _with_round(round_phase: Phase[State, Work, str], **steps: Step[State, Work, str]):
    """The toy game with another `round` phase (and more steps)."""
    phases = {**ENGINE.phases, "round": round_phase}
    return TurnEngine(Work.thaw, phases, {**ENGINE.steps, **steps}, IDLE)


def _seatless_round(end: Callable[[Work], str]) -> Phase[State, Work, str]:
    return Phase(seats=lambda s: (), turn=ENGINE.phases["round"].turn, end=end)


def test_an_automatic_step_that_never_finishes_is_an_error_not_a_hang():
    """A hand-made position can hold a turn whose automatic step never moves on."""
    spin = Turn(todo=("spin",), started=True)
    stuck = _with_round(
        Phase(seats=lambda s: (0,), turn=lambda w, seat: spin, end=lambda w: "choose"),
        spin=Step(auto=lambda w, seat: True),
    )
    with pytest.raises(NoDecision, match="never reach a decision"):
        stuck.apply(start(), "go")


def test_phases_that_end_into_each_other_for_ever_are_an_error_not_a_hang():
    endless = _with_round(_seatless_round(lambda w: "round"))
    with pytest.raises(NoDecision, match="never reach a decision"):
        endless.apply(start(), "go")


def test_a_long_but_finite_walk_reaches_its_decision():
    """The other side of the bound: fewer automatic steps than the limit are all run."""
    laps = AUTO_STEP_LIMIT // 3

    def lap(w: Work) -> str:
        w.tokens = (w.tokens[0] + 1, *w.tokens[1:])
        return "round" if w.tokens[0] < laps else "choose"

    after = _with_round(_seatless_round(lap)).apply(start(), "go")
    assert after.phase == "choose" and after.tokens[0] == laps


def test_a_step_that_tells_its_next_moves_skips_the_walk():
    """A step's `next_moves`, asked after its play, may tell the moves of the seat's next
    decision at the same step: they become the legal moves, side moves added, and the step's
    own hooks are not asked. After a forced play inside the walk it is not asked: the walk
    goes on and finds the decision itself."""
    asked: list[str] = []

    def listed(state: State, seat: int) -> Sequence[str]:
        asked.append("moves")
        return ("a", "b")

    def again(w: Work, seat: int, move: str) -> None:
        w.note(seat, move)

    def only_b_after_a(w: Work, seat: int) -> tuple[str, ...] | None:
        return ("b",) if w.log[-1].endswith(":a") else None  # "a" leaves only "b"

    def never(w: Work, seat: int) -> tuple[str, ...] | None:
        raise AssertionError("next_moves asked after a forced play")

    def forced_play(w: Work, seat: int, move: str) -> None:
        w.note(seat, move)
        w.turn = w.turn.done()

    steps = {
        **ENGINE.steps,
        "forced": Step(
            moves=lambda s, seat: ("only",), play=forced_play, forced=True, next_moves=never
        ),
        "ask": Step(moves=listed, play=again, next_moves=only_b_after_a),
    }
    engine: TurnEngine[State, Work, str] = TurnEngine(
        Work.thaw, ENGINE.phases, steps, IDLE, SideMoves(Peek, with_peek, peek)
    )
    state = engine.apply(engine.start(State(phase="choose", queue=(0,), turn=IDLE)), "go")
    assert state.log == ("1:only",) and engine.legal_moves(state) == ("a", "b", "peek")
    assert asked == ["moves"]
    after = engine.apply(state, "a")
    assert after.legal == ("b", "peek") and asked == ["moves"]  # told, not asked again
    assert after.turn.todo == ("ask",) and engine.to_act(after) == 0
    with pytest.raises(IllegalMove):
        engine.apply(after, "a")


def test_a_settling_step_either_tells_its_moves_or_carries_itself_out():
    """`settle` returns the moves to choose from (then `moves` is not asked), or none once it
    carried the step out itself; a step has `auto` or `settle`, never both."""
    asked: list[str] = []

    def pay_or_ask(w: Work, seat: int) -> Sequence[str]:
        if seat != 1:
            return ("x", "y")
        w.note(seat, "settled")
        w.turn = w.turn.done()
        return ()

    def listed(state: State, seat: int) -> Sequence[str]:
        asked.append("moves")
        return ("x", "y")

    engine = _with_round(
        ENGINE.phases["round"], ask=Step(settle=pay_or_ask, moves=listed, play=play)
    )
    state = engine.apply(start(), "go")
    assert engine.legal_moves(state) == ("x", "y") and asked == []
    state = engine.apply(state, "x")  # the second seat's step settles itself
    assert state.log == ("1:only", "1:x", "2:only", "2:settled", "3:only")
    assert engine.legal_moves(state) == ("x", "y") and asked == []
    with pytest.raises(ValueError, match="both auto and settle"):
        TurnEngine(Work.thaw, ENGINE.phases, {"s": Step(auto=bonus, settle=pay_or_ask)}, IDLE)
