"""The shared turn/phase engine (ARCHITECTURE §2a): a game declares its phases and steps, the
engine runs them.

Every game is a sequence of phases. In a *turn phase* the seats in `queue` act one after the
other; each seat's turn is a short list of steps (`turn.todo`), and each step is one kind of
decision or automatic action. A *decision phase* asks one seat at a time for a single choice
that is not part of a turn (a role pick, a bid). A *terminal* phase ends the game.

The engine owns the loop every game used to write for itself (`advance`):

- a phase whose queue is empty has ended: its `end` does the closing work and names the next
  phase, which the engine enters (its `begin`, then its `seats`: who takes part, in order);
- a seat whose turn has not started gets its steps from the phase (`turn`);
- a seat whose steps are all done passes the turn on (`next_seat`, by default to the next seat
  in the queue);
- a step that does not apply now, or offers no move, is dropped, so a seat with nothing to do
  is never asked (decisions D-SJ-3, D-AN-9, D-AV-4 are this one rule);
- a step that resolves itself (`auto`: the only possible payment, an income draw) is carried
  out, and so is a `forced` step with a single legal move;
- the first step that needs a choice stops the loop: its moves are the legal moves.

`apply` works on a mutable twin of the state (`common.records.Twin`) and freezes it when the
loop stops; the legal moves of the decision it stopped at travel with the new state (a cache
left out of equality and saved files), so `legal_moves` never derives them twice.

Each hook returns one kind of thing. A step's `play`, `auto` and `settle` move the turn on
themselves (most end with the turn's `done()`); `play` returns the phase to begin, or None;
`auto` whether it carried the step out; `settle` the moves to choose from, none once it carried
the step out. A step whose play can tell the moves of the seat's next decision at the same
step declares `next_moves`, which the engine asks after the play instead of walking. While
`play` runs, the twin's `legal` still holds the moves of the decision being answered (None
when they were never derived), which a play may use to tell the next decision's moves cheaply.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Generic, Protocol, Self, TypeVar

from common.contract import AUTO_STEP_LIMIT, IllegalMove, NoDecision


@lru_cache(maxsize=64)
def clockwise_from(first: int, players: int) -> tuple[int, ...]:
    """Every seat once, clockwise from `first`: the usual seat order of a phase."""
    return tuple((first + i) % players for i in range(players))


class TurnRecord(Protocol):
    """What the engine reads of a game's `Turn` record."""

    @property
    def todo(self) -> tuple[str, ...]:
        """The steps left, the current one first."""
        ...

    @property
    def started(self) -> bool: ...

    def done(self) -> Self:
        """The same turn with its current step finished."""
        ...


class Table(Protocol):
    """What the engine reads of a game's state: the running phase, who acts in it, the turn of
    the seat on turn, and the legal moves carried along (`None`: not derived yet)."""

    @property
    def phase(self) -> str: ...

    @property
    def queue(self) -> tuple[int, ...]: ...

    @property
    def turn(self) -> Any: ...

    @property
    def legal(self) -> tuple[Any, ...] | None: ...


class Builder(Protocol):
    """The mutable twin of a game's state while `apply` runs."""

    phase: str
    queue: tuple[int, ...]
    turn: Any
    legal: tuple[Any, ...] | None

    def freeze(self) -> Any:
        """The finished state (`common.records.Twin.freeze`)."""
        ...


S = TypeVar("S", bound=Table)
"""A game's state record."""
W = TypeVar("W", bound=Builder)
"""Its mutable twin (a `common.records.Twin` subclass of S): hooks that only read take S, and
are handed the twin while `apply` runs."""
M = TypeVar("M")
"""The game's move type."""


@dataclass(frozen=True, slots=True)
class Step(Generic[S, W, M]):
    """One step of a seat's turn, or the decision of a decision phase."""

    moves: Callable[[S, int], Sequence[M]] | None = None
    """The legal moves, in their deterministic order; none: nothing to choose, the step is
    dropped. A step without `moves` is automatic only."""
    play: Callable[[W, int, M], str | None] | None = None
    """Carry out a chosen move; returns the phase to begin when the move ends this one."""
    applies: Callable[[S, int], bool] | None = None
    """Whether the step can happen now (checked first); if not, it is dropped."""
    auto: Callable[[W, int], bool] | None = None
    """Carry the step out without asking when there is nothing to choose, and return True;
    otherwise change nothing and return False (then `moves` is asked)."""
    settle: Callable[[W, int], Sequence[M]] | None = None
    """Instead of `auto`, for a step that has to work out the moves to know whether there is a
    choice: the moves to choose from (the turn unchanged, `moves` not asked), or none once it
    carried the step out and moved the turn on."""
    forced: bool = False
    """A single legal move is played without asking (a mandatory step)."""
    next_moves: Callable[[W, int], tuple[M, ...] | None] | None = None
    """After `play`: the moves of the seat's next decision when the play left it at this same
    step and knows them (Puerto Rico's next piece's places, D-E-32), so the engine need not
    walk there; None: the engine walks. Not asked after a forced play (the walk goes on)."""


@dataclass(frozen=True, slots=True)
class Phase(Generic[S, W, M]):
    """How a phase begins, who acts in it and how, how it ends and what comes next."""

    begin: Callable[[W], None] | None = None
    """Set the phase up as it begins (before `seats`; it may start the first turn itself)."""
    seats: Callable[[S], tuple[int, ...]] | None = None
    """Who takes part, in order (the initial queue); none: nobody (a decision phase may read
    its actor elsewhere)."""
    turn: Callable[[W, int], Any] | None = None
    """A turn phase: the started turn of the seat on turn (its steps)."""
    next_seat: Callable[[W], None] | None = None
    """The seat's turn is over; by default the queue moves on to the next seat."""
    end: Callable[[W], str] | None = None
    """Everyone has acted: the closing work; returns the next phase."""
    decision: Step[S, W, M] | None = None
    """A decision phase: the choice its actor makes (not part of a turn)."""
    actor: Callable[[S], int] | None = None
    """A decision phase's deciding seat; by default the first in the queue."""
    terminal: bool = False
    """The game is over."""


_Hooks = tuple[
    Callable[[S, int], bool] | None,
    Callable[[W, int], bool] | None,
    Callable[[W, int], Sequence[M]] | None,
    Callable[[S, int], Sequence[M]] | None,
    Callable[[W, int, M], str | None] | None,
    bool,
]
"""A step's hooks in the order the turn walk asks them: applies, auto, settle, moves, play,
forced."""


@dataclass(frozen=True, slots=True)
class SideMoves(Generic[S, W, M]):
    """Moves a seat may make at a decision without ending it (Puerto Rico's guests, R-PR-51):
    `offer` adds them to a decision's moves; a move of type `kind` is given to `play`, and the
    same decision is asked again."""

    kind: type[Any]
    offer: Callable[[S, int, tuple[M, ...]], tuple[M, ...]]
    play: Callable[[W, int, M], None]


NEVER_DECIDES = "the automatic steps of this position never reach a decision"


class TurnEngine(Generic[S, W, M]):
    """The engine of one game: its phases and steps by name, its state's twin, its idle turn."""

    def __init__(
        self,
        thaw: Callable[[S], W],
        phases: Mapping[str, Phase[S, W, M]],
        steps: Mapping[str, Step[S, W, M]],
        idle_turn: TurnRecord,
        side: SideMoves[S, W, M] | None = None,
    ) -> None:
        self.thaw = thaw
        self.phases = dict(phases)
        self.steps = dict(steps)
        self.idle_turn = idle_turn
        self.side = side
        self.side_moves = side.offer if side is not None else None
        self._hooks: dict[str, _Hooks[S, W, M]] = {
            name: (step.applies, step.auto, step.settle, step.moves, step.play, step.forced)
            for name, step in steps.items()
        }
        """Each step's hooks, unpacked once: the turn walk reads them on every step."""
        for name, step in self.steps.items():
            if step.auto is not None and step.settle is not None:
                raise ValueError(f"step {name!r} has both auto and settle")
        for name, phase in self.phases.items():
            if not (phase.terminal or phase.decision or (phase.turn and phase.end)):
                raise ValueError(f"phase {name!r} is neither terminal, a decision nor a turn")

    # -- queries -------------------------------------------------------------------------------

    def to_act(self, state: S) -> int | None:
        """Who decides now; None once the game is over."""
        phase = self.phases[state.phase]
        if phase.terminal:
            return None
        if phase.actor is not None:
            return phase.actor(state)
        return state.queue[0]

    def step(self, state: S) -> str:
        """The name of the decision the seat on turn faces: the step, the decision phase's
        name, or "" once the game is over."""
        phase = self.phases[state.phase]
        if phase.terminal:
            return ""
        if phase.decision is not None:
            return state.phase
        todo = state.turn.todo
        return str(todo[0]) if todo else ""

    def legal_moves(self, state: S) -> tuple[M, ...]:
        """The legal moves of a settled state: carried along by `apply`, else derived from the
        decision the state stands at (a position built by hand, whose records stay as built)."""
        legal: tuple[M, ...] | None = state.legal
        return self._moves_at(state) if legal is None else legal

    def _moves_at(self, state: S) -> tuple[M, ...]:
        phase = self.phases[state.phase]
        if phase.terminal:
            return ()
        decision = phase.decision
        if decision is not None:
            seat = phase.actor(state) if phase.actor is not None else state.queue[0]
            assert decision.moves is not None
            moves = tuple(decision.moves(state, seat))
        else:
            seat = state.queue[0]
            step = self.steps[state.turn.todo[0]]
            assert step.moves is not None, "a settled state stands at a decision"
            moves = tuple(step.moves(state, seat))
        if self.side_moves is not None:
            moves = self.side_moves(state, seat, moves)
        return moves

    # -- transitions ---------------------------------------------------------------------------

    def start(self, setup: S, phase: str | None = None) -> S:
        """Run the automatic steps of a freshly set-up game up to its first decision, entering
        `phase` first when given."""
        w = self.thaw(setup)
        if phase is not None:
            self.enter(w, phase)
        w.legal = self.advance(w)
        frozen: S = w.freeze()
        return frozen

    def apply(self, state: S, move: M) -> S:
        """Play `move`; raises IllegalMove when it is not legal here."""
        legal = state.legal
        if legal is None:
            legal = self.legal_moves(state)
        if move not in legal:  # compared in C: moves are records (identity first)
            raise IllegalMove(f"not a legal move now: {move!r}")
        w = self.thaw(state)
        phase = self.phases[state.phase]
        step = phase.decision
        if step is None:
            seat = state.queue[0]
            step = self.steps[state.turn.todo[0]]
        else:
            seat = phase.actor(state) if phase.actor is not None else state.queue[0]
        side = self.side
        told = None
        if side is not None and isinstance(move, side.kind):
            side.play(w, seat, move)
        else:
            following = step.play(w, seat, move)  # type: ignore[misc]
            if following is not None:
                self.enter(w, following)
            elif step.next_moves is not None:
                told = step.next_moves(w, seat)
        if told is None:
            w.legal = self.advance(w)
        else:  # the same step again, its moves told by the play: no walk
            again: S = w  # type: ignore[assignment]
            side_moves = self.side_moves
            w.legal = told if side_moves is None else side_moves(again, seat, told)
        frozen: S = w.freeze()
        return frozen

    def enter(self, w: W, name: str) -> None:
        """Begin phase `name`: nobody's turn started, the phase's setup, then its seats."""
        w.phase = name
        w.turn = self.idle_turn
        phase = self.phases[name]
        if phase.begin is not None:
            phase.begin(w)
        state: S = w  # type: ignore[assignment]  # read-only hooks see the builder as a state
        w.queue = phase.seats(state) if phase.seats is not None else ()

    def advance(self, w: W) -> tuple[M, ...]:
        """Run automatic steps and transitions until a seat must decide or the game ends;
        the legal moves of that decision."""
        phases = self.phases
        hooks = self._hooks
        side_moves = self.side_moves
        state: S = w  # type: ignore[assignment]  # read-only hooks see the builder as a state
        # A hand-made position whose steps go round for ever is an error, never a hang. Only
        # the ways round that need no progress are counted: a phase ending (its queue is
        # finite), an automatic or forced step (it must move the turn on itself), a phase's own
        # next seat (it may go round again); a dropped step shortens the turn.
        budget = AUTO_STEP_LIMIT
        while True:
            phase = phases[w.phase]
            if phase.terminal:
                return ()
            decision = phase.decision
            if decision is not None:
                seat = phase.actor(state) if phase.actor is not None else w.queue[0]
                offered = tuple(decision.moves(state, seat))  # type: ignore[misc]
                return offered if side_moves is None else side_moves(state, seat, offered)
            queue = w.queue
            if not queue:
                budget -= 1
                if budget < 0:
                    raise NoDecision(NEVER_DECIDES)
                self.enter(w, phase.end(w))  # type: ignore[misc]
                continue
            seat = queue[0]
            turn = w.turn
            if not turn.started:
                turn = w.turn = phase.turn(w, seat)  # type: ignore[misc]
            todo = turn.todo
            # The seat's steps, one after the other, until one asks for a choice.
            while todo:
                applies, auto, settle, moves, play, forced = hooks[todo[0]]
                if applies is not None and not applies(state, seat):
                    turn = w.turn = turn.done()
                    todo = turn.todo
                    continue
                if settle is not None:
                    found = settle(w, seat)
                    resolved = not found
                else:
                    resolved = auto is not None and auto(w, seat)
                    if not resolved:
                        found = moves(state, seat) if moves is not None else ()
                if resolved:
                    budget -= 1
                    if budget < 0:
                        raise NoDecision(NEVER_DECIDES)
                    turn = w.turn
                    todo = turn.todo
                    continue
                if not found:
                    turn = w.turn = turn.done()
                    todo = turn.todo
                    continue
                if forced and len(found) == 1:
                    budget -= 1
                    if budget < 0:
                        raise NoDecision(NEVER_DECIDES)
                    following = play(w, seat, found[0])  # type: ignore[misc]
                    if following is not None:
                        self.enter(w, following)
                        break
                    turn = w.turn
                    todo = turn.todo
                    continue
                found = tuple(found)
                return found if side_moves is None else side_moves(state, seat, found)
            else:
                if phase.next_seat is None:
                    w.queue = queue[1:]
                    w.turn = self.idle_turn
                else:  # it may go round the seats again (Puerto Rico's captain laps)
                    budget -= 1
                    if budget < 0:
                        raise NoDecision(NEVER_DECIDES)
                    phase.next_seat(w)
