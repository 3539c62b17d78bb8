"""The decisions of the table that do not depend on widgets: curtains, viewers and undo plans.

Kept apart from the screens so they read as rules of the shell and can be tested directly.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from common.session import Session


def humans(session: Session) -> list[int]:
    return [i for i, seat in enumerate(session.seats) if not seat.is_bot]


def has_secrets(session: Session) -> bool:
    """Whether any seat holds private information under this game's options.

    A game may say no (e.g. Puerto Rico with open VP) through an optional
    `GameDef.has_secrets(config)`; without it every game is taken to have secrets.
    """
    check = getattr(session.game, "has_secrets", None)
    return True if check is None else bool(check(session.config))


def needs_curtain(session: Session, seat: int, on_screen: int | None, open_hands: bool) -> bool:
    """A hand-over screen before `seat`'s private view: another human was (or may be) looking,
    and there is something private to hide."""
    return (
        not open_hands and len(humans(session)) > 1 and seat != on_screen and has_secrets(session)
    )


def viewer_while_waiting(session: Session, on_screen: int | None, open_hands: bool) -> int | None:
    """Whose view stays on screen while a computer seat moves.

    With one human (or open hands) that human keeps seeing their own hand; with several humans
    only the public table shows, since anyone may be looking at the screen.
    """
    people = humans(session)
    if len(people) == 1:
        return people[0]
    if open_hands:
        return on_screen
    return None


@dataclass(frozen=True, slots=True)
class UndoPlan:
    steps: int
    """How many `Session.undo` calls reach the decision to take back."""
    moves: int
    """How many moves that removes in all."""
    seat: int
    """The seat on turn afterwards: the human whose decision is taken back."""


def plan_undo(session: Session) -> UndoPlan:
    """Take back the last human decision, stepping back over computer moves after it.

    Tried on a copy of the session first, so a barrier met halfway (the human's move is behind
    a card draw) refuses the whole undo instead of leaving the computer to move again.
    Raises UndoRefused (reason "nothing" or "revealed").
    """
    trial = copy.copy(session)
    trial.states = list(session.states)
    trial.played = list(session.played)
    trial.autosave = None
    steps = moves = 0
    while True:
        moves += trial.undo(confirm_other_seat=True)
        steps += 1
        actor = trial.to_act()
        if actor is None or not trial.seats[actor].is_bot:
            break
    seat = trial.to_act()
    assert seat is not None
    return UndoPlan(steps, moves, seat)


def run_undo(session: Session, plan: UndoPlan) -> int:
    """Carry out a plan made by `plan_undo` on the same session; returns the moves removed."""
    removed = 0
    for _ in range(plan.steps):
        removed += session.undo(confirm_other_seat=True)
    return removed
